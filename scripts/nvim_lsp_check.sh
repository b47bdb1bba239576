#!/usr/bin/env bash
# A real editor against `presentlint lsp`: Neovim, headless, with its built-in LSP client, opens a
# Swift file whose full-screen cover presents a view declared in another file, and prints the
# diagnostics it received. Fails when none arrive (or Neovim hangs: a timeout ends it).
# usage: scripts/nvim_lsp_check.sh [PRESENTLINT_BINARY]
set -euo pipefail
cd "$(dirname "$0")/.."
bin=$(realpath "${1:-.build/debug/presentlint}")
command -v nvim >/dev/null || { echo "nvim is not installed (apt-get install neovim)" >&2; exit 1; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# A project (a folder with no project marker is not indexed).
mkdir -p "$work/App" "$work/.git"
cat > "$work/App/Dashboard.swift" <<'SWIFT'
import SwiftUI

struct Dashboard: View {
    @State private var showStats = false
    var body: some View {
        Button("Stats") { showStats = true }
            .fullScreenCover(isPresented: $showStats) { StatsWall() }
    }
}
SWIFT
cat > "$work/App/StatsWall.swift" <<'SWIFT'
import SwiftUI

struct StatsWall: View {
    var body: some View { Text("Numbers") }
}
SWIFT

# Neovim's client (0.7 and later): start the server for the workspace, attach the buffer, wait
# for diagnostics, write them out, then stop the server (shutdown and exit) and quit.
cat > "$work/init.lua" <<'LUA'
local out = assert(io.open(os.getenv("NVIM_LSP_OUT"), "w"))
local id = vim.lsp.start_client({
  name = "presentlint",
  cmd = { os.getenv("PRESENTLINT_BIN"), "lsp" },
  root_dir = os.getenv("NVIM_LSP_ROOT"),
})
vim.lsp.buf_attach_client(0, id)
local arrived = vim.wait(30000, function() return #vim.diagnostic.get(0) > 0 end, 50)
for _, d in ipairs(vim.diagnostic.get(0)) do
  local code = d.code or (d.user_data and d.user_data.lsp and d.user_data.lsp.code) or "?"
  out:write(string.format("%d:%d %s %s: %s\n", d.lnum + 1, d.col + 1, d.source or "?", code, d.message))
end
out:close()
vim.lsp.stop_client(id)
vim.wait(5000, function() return vim.lsp.get_client_by_id(id) == nil end, 50)
vim.cmd(arrived and "qall!" or "cquit 1")
LUA

set +e
NVIM_LSP_OUT="$work/diagnostics.txt" NVIM_LSP_ROOT="$work" PRESENTLINT_BIN="$bin" \
  timeout 90 nvim --headless --clean -u "$work/init.lua" "$work/App/Dashboard.swift" </dev/null >"$work/nvim.log" 2>&1
status=$?
set -e
echo "diagnostics Neovim received for App/Dashboard.swift:"
cat "$work/diagnostics.txt" 2>/dev/null || true
if [ "$status" -ne 0 ]; then
  echo "Neovim failed (status $status; 124 is the timeout):" >&2
  cat "$work/nvim.log" >&2
  exit 1
fi
grep -q "7:14 presentlint cover-missing-close" "$work/diagnostics.txt" || { echo "the cross-file finding did not reach Neovim" >&2; exit 1; }
