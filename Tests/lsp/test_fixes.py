"""Fixes in the editor: each offer a `quickfix` code action, `source.fixAll.presentlint` applying a
document's safe fixes, edits in the client's position encoding, the same text `--fix` writes."""
import pathlib
import shutil
import subprocess

import pytest
import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient

from conftest import BINARY, initialize_params
from test_server import codes, open_file, until

# `presentationMode` read on lines with an emoji (two UTF-16 units, four bytes) and CJK (one unit,
# three bytes) before each edit, and a cover of a screen with no way out, which has no fix.
WIDE_LEGACY = """import SwiftUI

struct WideLegacy: View {
    /* 😀 设置 */ @Environment(\\.presentationMode) var presentationMode
    @State private var stats = false
    var body: some View {
        Button("😀 设置") { presentationMode.wrappedValue.dismiss() }
            .fullScreenCover(isPresented: $stats) { StatsWall() }
    }
}
"""

FIXED = (WIDE_LEGACY.replace("(\\.presentationMode) var presentationMode", "(\\.dismiss) var dismiss")
         .replace("presentationMode.wrappedValue.dismiss()", "dismiss()"))


@pytest.fixture(params=["utf-16", "utf-8", "utf-32"])
def encoding(request):
    return request.param


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[BINARY, "lsp"]))
async def fix_client(lsp_client: LanguageClient, workspace: pathlib.Path, encoding: str):
    (workspace / "App" / "WideLegacy.swift").write_text(WIDE_LEGACY)
    # utf-16 is what a client that says nothing gets; the others are offered first.
    offered = None if encoding == "utf-16" else [types.PositionEncodingKind(encoding), types.PositionEncodingKind.Utf16]
    result = await lsp_client.initialize_session(initialize_params(workspace, encodings=offered))
    lsp_client.negotiated_encoding = result.capabilities.position_encoding
    lsp_client.code_action_kinds = result.capabilities.code_action_provider.code_action_kinds
    yield
    await lsp_client.shutdown_session()


def apply(text: str, edits, encoding: str) -> str:
    """`text` with LSP text edits applied, their characters counted in `encoding`."""
    lines = text.split("\n")
    def index(position: types.Position) -> int:
        line = lines[position.line]
        count = 0
        for i, ch in enumerate(line):
            if count >= position.character:
                return sum(len(l) + 1 for l in lines[: position.line]) + i
            count += len(ch.encode("utf-16-le")) // 2 if encoding == "utf-16" else len(ch.encode()) if encoding == "utf-8" else 1
        assert count == position.character, (position, line)
        return sum(len(l) + 1 for l in lines[: position.line]) + len(line)
    for e in sorted(edits, key=lambda e: (e.range.start.line, e.range.start.character), reverse=True):
        text = text[: index(e.range.start)] + e.new_text + text[index(e.range.end):]
    return text


async def actions(client: LanguageClient, path: pathlib.Path, line: int, only=None, trigger=None):
    return await client.text_document_code_action_async(types.CodeActionParams(
        text_document=types.TextDocumentIdentifier(uri=path.as_uri()),
        range=types.Range(start=types.Position(line, 0), end=types.Position(line, 0)),
        context=types.CodeActionContext(diagnostics=[], only=only, trigger_kind=trigger)))


async def test_the_safe_fix_is_a_preferred_quickfix_in_the_clients_encoding(fix_client: LanguageClient, workspace: pathlib.Path, encoding: str):
    client = fix_client
    assert client.negotiated_encoding == encoding
    assert list(client.code_action_kinds) == [types.CodeActionKind.QuickFix, "source.fixAll.presentlint"]
    legacy = workspace / "App" / "WideLegacy.swift"
    await until(client, lambda: "deprecated-presentation-api" in codes(client, legacy))
    open_file(client, legacy)
    found = await actions(client, legacy, 3)
    [fix] = [a for a in found if "dismiss" in a.title]
    assert fix.kind == types.CodeActionKind.QuickFix and fix.is_preferred
    assert [d.code for d in fix.diagnostics] == ["deprecated-presentation-api"]
    edits = fix.edit.changes[legacy.as_uri()]
    # The edits after the emoji and CJK, counted as the client counts.
    assert {e.range.start.line for e in edits} == {3, 6}
    assert apply(WIDE_LEGACY, edits, encoding) == FIXED
    # The suppression stays offered; a quick fix is asked for by kind too.
    assert "Suppress deprecated-presentation-api on this line" in [a.title for a in found]
    quick = [a.title for a in found if a.kind == types.CodeActionKind.QuickFix]
    assert [a.title for a in await actions(client, legacy, 3, only=[types.CodeActionKind.QuickFix])] == quick
    # Not asked by kind, the document's fix-all action comes too.
    assert [a.kind for a in found if a.title not in quick] == ["source.fixAll.presentlint"]
    # The cover's finding has no fix: only its suppression.
    assert [a.title for a in await actions(client, legacy, 7, only=[types.CodeActionKind.QuickFix])] == ["Suppress cover-missing-close on this line"]


async def test_fix_all_applies_the_safe_fixes_as_fix_writes_them(fix_client: LanguageClient, workspace: pathlib.Path, encoding: str, tmp_path_factory):
    client = fix_client
    legacy = workspace / "App" / "WideLegacy.swift"
    await until(client, lambda: "deprecated-presentation-api" in codes(client, legacy))
    open_file(client, legacy)
    # What `--fix` writes, in a copy of the project.
    copy = tmp_path_factory.mktemp("copy") / "project"
    shutil.copytree(workspace, copy)
    subprocess.run([BINARY, "--fix", "--quiet", str(copy)], capture_output=True, check=False)
    written = (copy / "App" / "WideLegacy.swift").read_text()
    assert written == FIXED
    for only in (["source.fixAll"], ["source"], ["source.fixAll.presentlint"]):
        [fix_all] = await actions(client, legacy, 0, only=only)
        assert fix_all.kind == "source.fixAll.presentlint" and not fix_all.is_preferred
        assert fix_all.title == "Fix 1 presentlint finding with safe fixes"
        assert apply(WIDE_LEGACY, fix_all.edit.changes[legacy.as_uri()], encoding) == written
    # Asked by the editor as the cursor moves (automatic), with no kind named: no fix-all action
    # (it lints the project again); named, it comes.
    automatic = types.CodeActionTriggerKind.Automatic
    assert "source.fixAll.presentlint" not in [a.kind for a in await actions(client, legacy, 3, trigger=automatic)]
    assert [a.kind for a in await actions(client, legacy, 3, only=["source.fixAll"], trigger=automatic)] == ["source.fixAll.presentlint"]
    assert "source.fixAll.presentlint" in [a.kind for a in await actions(client, legacy, 3, trigger=types.CodeActionTriggerKind.Invoked)]
    # Asked for quick fixes only, or another source action: no fix-all action.
    assert all(a.kind == types.CodeActionKind.QuickFix for a in await actions(client, legacy, 0, only=[types.CodeActionKind.QuickFix]))
    assert await actions(client, legacy, 0, only=["source.organizeImports"]) in ([], ())
    # Applied: the fixed finding goes, the cover's stays, nothing was written to disk.
    client.text_document_did_change(types.DidChangeTextDocumentParams(
        text_document=types.VersionedTextDocumentIdentifier(uri=legacy.as_uri(), version=2),
        content_changes=[types.TextDocumentContentChangeWholeDocument(text=written)]))
    await until(client, lambda: "deprecated-presentation-api" not in codes(client, legacy))
    assert "cover-missing-close" in codes(client, legacy)
    assert legacy.read_text() == WIDE_LEGACY
    # Nothing left to fix: no fix-all action.
    assert await actions(client, legacy, 0, only=["source.fixAll"]) in ([], ())
