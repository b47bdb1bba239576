"""Several workspace folders, each with its own configuration; files the server cannot analyse
shown with the problem the CLI reports; a hover with the finding and a short summary of its rule, as Markdown."""
import pathlib

import pytest
import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient

from conftest import BINARY, DASHBOARD, STATS_WALL
from test_server import codes, edit, open_file, until


@pytest.fixture
def folders(tmp_path: pathlib.Path):
    """Two folders with the same code: the first turns the cover rule off, the second makes it an error."""
    quiet, strict = tmp_path / "Quiet", tmp_path / "Strict"
    for folder, config in ((quiet, '{"rules": {"cover-missing-close": false, "state-bool-presentation": false}}'),
                           (strict, '{"rules": {"cover-missing-close": {"severity": "error"}, "state-bool-presentation": false}}')):
        folder.mkdir()
        (folder / ".presentlint.json").write_text(config)
        (folder / "Dashboard.swift").write_text(DASHBOARD)
        (folder / "StatsWall.swift").write_text(STATS_WALL)
    return quiet, strict


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[BINARY, "lsp"]))
async def two_folder_client(lsp_client: LanguageClient, folders):
    quiet, strict = folders
    await lsp_client.initialize_session(types.InitializeParams(
        capabilities=types.ClientCapabilities(),
        workspace_folders=[types.WorkspaceFolder(uri=quiet.as_uri(), name="quiet"), types.WorkspaceFolder(uri=strict.as_uri(), name="strict")]))
    yield
    await lsp_client.shutdown_session()


async def test_each_workspace_folder_uses_its_own_configuration(two_folder_client: LanguageClient, folders):
    client = two_folder_client
    quiet, strict = folders
    await until(client, lambda: codes(client, strict / "Dashboard.swift") == ["cover-missing-close"])
    [diagnostic] = client.diagnostics[(strict / "Dashboard.swift").as_uri()]
    assert diagnostic.severity == types.DiagnosticSeverity.Error
    # The first folder's configuration turns the rule off there, and only there.
    assert codes(client, quiet / "Dashboard.swift") == []
    # Each folder is its own project: the quiet folder's StatsWall does not stand in for the strict one's.
    open_file(client, quiet / "StatsWall.swift")
    edit(client, quiet / "StatsWall.swift", 2, (3, 0), (3, 0), "    @Environment(\\.dismiss) private var dismiss\n")
    edit(client, quiet / "StatsWall.swift", 3, (6, 0), (6, 0), "            Button(\"Close\") { dismiss() }\n")
    await until(client, lambda: (quiet / "StatsWall.swift").as_uri() in client.diagnostics)
    assert codes(client, strict / "Dashboard.swift") == ["cover-missing-close"]
    # Editing the second folder's configuration changes that folder's findings only.
    (strict / ".presentlint.json").write_text('{"rules": {"state-bool-presentation": false}}')
    client.workspace_did_change_watched_files(types.DidChangeWatchedFilesParams(
        changes=[types.FileEvent(uri=(strict / ".presentlint.json").as_uri(), type=types.FileChangeType.Changed)]))
    await until(client, lambda: [d.severity for d in client.diagnostics[(strict / "Dashboard.swift").as_uri()]] == [types.DiagnosticSeverity.Warning])
    assert codes(client, quiet / "Dashboard.swift") == []


async def test_files_that_cannot_be_analysed_show_the_problem(client: LanguageClient, workspace: pathlib.Path):
    broken = workspace / "App" / "Broken.swift"
    binary = workspace / "App" / "Binary.swift"
    broken.write_text('import SwiftUI\nlet greeting = "hello\nstruct Later {}\n')
    binary.write_bytes(b"struct A {}\n\x00\x01\x02")
    for path in (broken, binary):
        client.workspace_did_change_watched_files(types.DidChangeWatchedFilesParams(
            changes=[types.FileEvent(uri=path.as_uri(), type=types.FileChangeType.Created)]))
    await until(client, lambda: codes(client, broken) and codes(client, binary))
    # As the CLI reports them: the kind, the message, the position; an error when the file was not analysed.
    [lexical] = client.diagnostics[broken.as_uri()]
    assert lexical.code == "lexical" and lexical.source == "presentlint"
    assert "unterminated" in lexical.message, lexical.message
    assert lexical.severity == types.DiagnosticSeverity.Warning
    assert lexical.range.start.line == 1
    [nul] = client.diagnostics[binary.as_uri()]
    assert nul.code == "encoding" and "binary file" in nul.message and nul.severity == types.DiagnosticSeverity.Error
    assert nul.range.start.line == 1
    # Typed in the editor: an unterminated comment appears, then goes when it is closed.
    dashboard = workspace / "App" / "Dashboard.swift"
    open_file(client, dashboard)
    edit(client, dashboard, 2, (9, 0), (9, 0), "/* not closed\n")
    await until(client, lambda: "lexical" in codes(client, dashboard))
    problem = next(d for d in client.diagnostics[dashboard.as_uri()] if d.code == "lexical")
    assert "unterminated" in problem.message and problem.range.start.line == 9
    edit(client, dashboard, 3, (9, 13), (9, 13), " */")
    await until(client, lambda: "lexical" not in codes(client, dashboard) and "cover-missing-close" in codes(client, dashboard))


async def test_hover_shows_the_message_and_a_short_summary_with_the_documentation_link(client: LanguageClient, workspace: pathlib.Path):
    dashboard = workspace / "App" / "Dashboard.swift"
    await until(client, lambda: codes(client, dashboard))
    open_file(client, dashboard)
    diagnostic = client.diagnostics[dashboard.as_uri()][0]
    start = diagnostic.range.start
    hover = await client.text_document_hover_async(types.HoverParams(
        text_document=types.TextDocumentIdentifier(uri=dashboard.as_uri()), position=types.Position(start.line, start.character + 1)))
    assert hover.contents.kind == types.MarkupKind.Markdown
    text = hover.contents.value
    # The finding's message first, then the rule's id, name and one-line summary, and a link to its page.
    assert text.startswith(diagnostic.message + "\n\n**cover-missing-close** (Full-screen cover without a way out): ")
    assert "[Documentation](" in text and "/docs/rules/cover-missing-close.md)" in text
    # Not the whole page (kilobytes, with its examples): that is what the link is for.
    assert "### What it finds" not in text and "```swift" not in text
    assert len(text) < 1500
    assert "](../" not in text