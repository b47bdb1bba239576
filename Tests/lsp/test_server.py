"""What an editor sees from `presentlint lsp`: diagnostics as files are opened, edited, changed on
disk and reconfigured, code actions, hover, position encodings and shutdown."""
import asyncio
import pathlib

from lsprotocol import types
from pytest_lsp import LanguageClient

from conftest import WIDE


async def until(client: LanguageClient, condition, timeout=20.0):
    """Waits for diagnostics until `condition()` holds (fails after `timeout` seconds)."""
    async def wait():
        while not condition():
            await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    await asyncio.wait_for(wait(), timeout)


def codes(client: LanguageClient, path: pathlib.Path):
    return [d.code for d in client.diagnostics.get(path.as_uri(), [])]


def open_file(client: LanguageClient, path: pathlib.Path, version=1):
    client.text_document_did_open(types.DidOpenTextDocumentParams(
        text_document=types.TextDocumentItem(uri=path.as_uri(), language_id="swift", version=version,
                                             text=path.read_bytes().decode())))


def edit(client: LanguageClient, path: pathlib.Path, version: int, start, end, text: str):
    client.text_document_did_change(types.DidChangeTextDocumentParams(
        text_document=types.VersionedTextDocumentIdentifier(uri=path.as_uri(), version=version),
        content_changes=[types.TextDocumentContentChangePartial(
            range=types.Range(start=types.Position(*start), end=types.Position(*end)), text=text)]))


async def test_initial_index_publishes_closed_files_with_progress(client: LanguageClient, workspace: pathlib.Path):
    dashboard = workspace / "App" / "Dashboard.swift"
    await until(client, lambda: codes(client, dashboard))
    [diagnostic] = client.diagnostics[dashboard.as_uri()]
    assert diagnostic.code == "cover-missing-close"
    assert diagnostic.source == "presentlint"
    assert diagnostic.severity == types.DiagnosticSeverity.Warning
    assert diagnostic.code_description.href.endswith("/docs/rules/cover-missing-close.md")
    assert diagnostic.range.start.line == 6
    assert "fullScreenCover" in diagnostic.message
    # The index was reported as work-done progress: begin, then end.
    kinds = [type(v).__name__ for reports in client.progress_reports.values() for v in reports]
    assert kinds[0] == "WorkDoneProgressBegin" and kinds[-1] == "WorkDoneProgressEnd"
    # A file without findings gets none.
    assert codes(client, workspace / "App" / "StatsWall.swift") == []


async def test_editing_the_presented_view_updates_the_presenters_file(client: LanguageClient, workspace: pathlib.Path):
    dashboard = workspace / "App" / "Dashboard.swift"
    stats = workspace / "App" / "StatsWall.swift"
    await until(client, lambda: codes(client, dashboard) == ["cover-missing-close"])
    open_file(client, stats)
    # A way out, typed into StatsWall (incremental edits): Dashboard's cover finding goes, unopened.
    edit(client, stats, 2, (3, 0), (3, 0), "    @Environment(\\.dismiss) private var dismiss\n")
    edit(client, stats, 3, (6, 0), (6, 0), '            Button("Close") { dismiss() }\n')
    await until(client, lambda: codes(client, dashboard) == [])
    assert dashboard.as_uri() in client.diagnostics   # an empty list was published, not nothing
    # Taken out again (deleting the button's line): the finding comes back.
    edit(client, stats, 4, (6, 0), (7, 0), "")
    await until(client, lambda: codes(client, dashboard) == ["cover-missing-close"])
    # The disk was never written.
    assert "dismiss" not in stats.read_text()


async def test_the_editors_text_wins_and_close_returns_to_the_disk(client: LanguageClient, workspace: pathlib.Path):
    dashboard = workspace / "App" / "Dashboard.swift"
    await until(client, lambda: codes(client, dashboard) == ["cover-missing-close"])
    open_file(client, dashboard)
    # Replace the whole text (a full-document change) with a view presenting nothing.
    client.text_document_did_change(types.DidChangeTextDocumentParams(
        text_document=types.VersionedTextDocumentIdentifier(uri=dashboard.as_uri(), version=2),
        content_changes=[types.TextDocumentContentChangeWholeDocument(text="struct Dashboard {}\n")]))
    await until(client, lambda: codes(client, dashboard) == [])
    client.text_document_did_close(types.DidCloseTextDocumentParams(text_document=types.TextDocumentIdentifier(uri=dashboard.as_uri())))
    await until(client, lambda: codes(client, dashboard) == ["cover-missing-close"])


async def test_files_changed_outside_the_editor(client: LanguageClient, workspace: pathlib.Path):
    dashboard = workspace / "App" / "Dashboard.swift"
    await until(client, lambda: codes(client, dashboard))
    created = workspace / "App" / "Second.swift"
    created.write_text((workspace / "App" / "Dashboard.swift").read_text().replace("Dashboard", "Second"))
    client.workspace_did_change_watched_files(types.DidChangeWatchedFilesParams(
        changes=[types.FileEvent(uri=created.as_uri(), type=types.FileChangeType.Created)]))
    await until(client, lambda: codes(client, created) == ["cover-missing-close"])
    # StatsWall gains a way out on disk (a branch switch): both presenters' findings go.
    stats = workspace / "App" / "StatsWall.swift"
    stats.write_text(stats.read_text().replace('Text("Numbers")', 'Text("Numbers")\n            Button("Close") { dismiss() }')
                     .replace("struct StatsWall: View {", "struct StatsWall: View {\n    @Environment(\\.dismiss) private var dismiss"))
    client.workspace_did_change_watched_files(types.DidChangeWatchedFilesParams(
        changes=[types.FileEvent(uri=stats.as_uri(), type=types.FileChangeType.Changed)]))
    await until(client, lambda: codes(client, created) == [] and codes(client, dashboard) == [])
    # Deleted: its diagnostics are cleared.
    stats.write_text(stats.read_text().replace("Button", "Text").replace("{ dismiss() }", ""))
    client.workspace_did_change_watched_files(types.DidChangeWatchedFilesParams(
        changes=[types.FileEvent(uri=stats.as_uri(), type=types.FileChangeType.Changed)]))
    await until(client, lambda: codes(client, created) == ["cover-missing-close"])
    created.unlink()
    client.workspace_did_change_watched_files(types.DidChangeWatchedFilesParams(
        changes=[types.FileEvent(uri=created.as_uri(), type=types.FileChangeType.Deleted)]))
    await until(client, lambda: created.as_uri() in client.diagnostics and codes(client, created) == [])


async def test_a_changed_configuration_is_read_again(client: LanguageClient, workspace: pathlib.Path):
    dashboard = workspace / "App" / "Dashboard.swift"
    await until(client, lambda: codes(client, dashboard))
    config = workspace / ".presentlint.json"
    # Both rules at the cover's site: each diagnostic names the other as related information.
    config.write_text('{"rules": {"cover-missing-close": {"severity": "error"}}}')
    client.workspace_did_change_watched_files(types.DidChangeWatchedFilesParams(
        changes=[types.FileEvent(uri=config.as_uri(), type=types.FileChangeType.Created)]))
    await until(client, lambda: sorted(codes(client, dashboard)) == ["cover-missing-close", "state-bool-presentation"])
    severities = {d.code: d.severity for d in client.diagnostics[dashboard.as_uri()]}
    assert severities == {"cover-missing-close": types.DiagnosticSeverity.Error, "state-bool-presentation": types.DiagnosticSeverity.Warning}
    for d in client.diagnostics[dashboard.as_uri()]:
        [related] = d.related_information
        assert related.location.uri == dashboard.as_uri() and related.location.range.start.line == d.range.start.line
        assert related.message.split(":")[0] in {"cover-missing-close", "state-bool-presentation"} - {d.code}
    config.write_text('{"rules": {"cover-missing-close": false, "state-bool-presentation": false}}')
    client.workspace_did_change_watched_files(types.DidChangeWatchedFilesParams(
        changes=[types.FileEvent(uri=config.as_uri(), type=types.FileChangeType.Changed)]))
    await until(client, lambda: codes(client, dashboard) == [])
    config.write_text('{"exclude": ["App/Wide.swift"], "rules": {"state-bool-presentation": false}}')
    client.workspace_did_change_watched_files(types.DidChangeWatchedFilesParams(
        changes=[types.FileEvent(uri=config.as_uri(), type=types.FileChangeType.Changed)]))
    wide = workspace / "App" / "Wide.swift"
    await until(client, lambda: codes(client, dashboard) == ["cover-missing-close"] and codes(client, wide) == [])
    # A broken configuration is said, and the defaults apply.
    config.write_text('{"rules": ')
    client.workspace_did_change_watched_files(types.DidChangeWatchedFilesParams(
        changes=[types.FileEvent(uri=config.as_uri(), type=types.FileChangeType.Changed)]))
    await until(client, lambda: "cover-missing-close" in codes(client, wide))
    assert any("not valid JSON" in m.message for m in client.messages)


async def test_suppress_action_uses_the_lines_indentation_and_line_ends(client: LanguageClient, workspace: pathlib.Path):
    legacy = workspace / "App" / "Legacy.swift"
    await until(client, lambda: codes(client, legacy))
    open_file(client, legacy)
    line = next(d.range.start.line for d in client.diagnostics[legacy.as_uri()])
    actions = await client.text_document_code_action_async(types.CodeActionParams(
        text_document=types.TextDocumentIdentifier(uri=legacy.as_uri()),
        range=types.Range(start=types.Position(line, 0), end=types.Position(line, 0)),
        context=types.CodeActionContext(diagnostics=[])))
    titles = [a.title for a in actions]
    suppress = next(a for a in actions if a.title == "Suppress deprecated-presentation-api on this line")
    [text_edit] = suppress.edit.changes[legacy.as_uri()]
    assert text_edit.new_text == "    // presentlint:disable:next deprecated-presentation-api\r\n"
    assert text_edit.range.start == types.Position(line, 0)
    # The safe fix --fix applies, as a workspace edit.
    fix = next(a for a in actions if "dismiss" in a.title)
    assert fix.is_preferred and fix.kind == types.CodeActionKind.QuickFix, titles
    # Applied to the text, the edits give what `--fix` writes.
    text = legacy.read_bytes().decode()
    lines = text.split("\r\n")
    offsets = [0]
    for line_text in lines:
        offsets.append(offsets[-1] + len(line_text.encode("utf-16-le")) // 2 + 2)
    units = text.encode("utf-16-le")
    def at(p):
        return 2 * (offsets[p.line] + p.character)
    for e in sorted(fix.edit.changes[legacy.as_uri()], key=lambda e: (e.range.start.line, e.range.start.character), reverse=True):
        units = units[: at(e.range.start)] + e.new_text.encode("utf-16-le") + units[at(e.range.end):]
    fixed = units.decode("utf-16-le")
    assert "@Environment(\\.dismiss) var dismiss" in fixed, fixed
    assert "Button(\"Done\") { dismiss() }" in fixed, fixed
    assert "presentationMode" not in fixed
    # Applying the suppression silences that finding; the other one (a line lower now) stays.
    other = [d.range.start.line for d in client.diagnostics[legacy.as_uri()] if d.range.start.line != line]
    edit(client, legacy, 2, (line, 0), (line, 0), text_edit.new_text)
    await until(client, lambda: [d.range.start.line for d in client.diagnostics[legacy.as_uri()]] == [n + 1 for n in other])
    assert "disable" not in legacy.read_text()   # nothing written to disk


async def test_hover_names_the_rule_on_a_finding_and_nothing_elsewhere(client: LanguageClient, workspace: pathlib.Path):
    dashboard = workspace / "App" / "Dashboard.swift"
    await until(client, lambda: codes(client, dashboard))
    open_file(client, dashboard)
    start = client.diagnostics[dashboard.as_uri()][0].range.start
    hover = await client.text_document_hover_async(types.HoverParams(
        text_document=types.TextDocumentIdentifier(uri=dashboard.as_uri()), position=types.Position(start.line, start.character + 1)))
    # What the hover holds is checked in test_folders_problems_hover.py; here: a finding has one, a
    # place without a finding has none.
    assert "**cover-missing-close**" in hover.contents.value
    nothing = await client.text_document_hover_async(types.HoverParams(
        text_document=types.TextDocumentIdentifier(uri=dashboard.as_uri()), position=types.Position(0, 0)))
    assert nothing is None


def character(line: str, prefix: str, encoding: str) -> int:
    return len(prefix.encode("utf-16-le")) // 2 if encoding == "utf-16" else len(prefix.encode())


async def test_utf16_positions_on_a_line_with_emoji_and_cjk(client: LanguageClient, workspace: pathlib.Path):
    wide = workspace / "App" / "Wide.swift"
    await until(client, lambda: codes(client, wide))
    line = WIDE.splitlines()[5]
    [d] = client.diagnostics[wide.as_uri()]
    prefix = line[: line.index("fullScreenCover")]
    assert d.range.start == types.Position(5, character(line, prefix, "utf-16"))
    # An incremental edit after the emoji, in UTF-16 units: inserted right after it.
    open_file(client, wide)
    at = character(line, line[: line.index("😀") + 1], "utf-16")
    edit(client, wide, 2, (5, at), (5, at), "🎉")
    await until(client, lambda: client.diagnostics[wide.as_uri()][0].range.start.character == character(line, prefix, "utf-16") + 2)


async def test_utf8_positions_when_offered(utf8_client: LanguageClient, workspace: pathlib.Path):
    client = utf8_client
    assert client.negotiated_encoding == types.PositionEncodingKind.Utf8
    wide = workspace / "App" / "Wide.swift"
    await until(client, lambda: codes(client, wide))
    line = WIDE.splitlines()[5]
    [d] = client.diagnostics[wide.as_uri()]
    assert d.range.start == types.Position(5, character(line, line[: line.index("fullScreenCover")], "utf-8"))
    open_file(client, wide)
    at = character(line, line[: line.index("设置")], "utf-8")
    edit(client, wide, 2, (5, at), (5, at), "设")
    await until(client, lambda: client.diagnostics[wide.as_uri()][0].range.start.character == d.range.start.character + 3)


async def test_deployment_targets_from_xcode_projects_and_package_manifests(client: LanguageClient, workspace: pathlib.Path):
    # Below iOS 15 `dismiss` does not exist: the deprecated `presentationMode` Legacy reads is no finding.
    legacy = workspace / "App" / "Legacy.swift"
    await until(client, lambda: "deprecated-presentation-api" in codes(client, legacy))
    project = workspace / "Shop.xcodeproj" / "project.pbxproj"
    project.parent.mkdir()
    project.write_text("buildSettings = {\n    IPHONEOS_DEPLOYMENT_TARGET = 14.0;\n};\n")
    client.workspace_did_change_watched_files(types.DidChangeWatchedFilesParams(
        changes=[types.FileEvent(uri=project.as_uri(), type=types.FileChangeType.Created)]))
    await until(client, lambda: "deprecated-presentation-api" not in codes(client, legacy))
    project.write_text("buildSettings = {\n    IPHONEOS_DEPLOYMENT_TARGET = 16.0;\n};\n")
    client.workspace_did_change_watched_files(types.DidChangeWatchedFilesParams(
        changes=[types.FileEvent(uri=project.as_uri(), type=types.FileChangeType.Changed)]))
    await until(client, lambda: "deprecated-presentation-api" in codes(client, legacy))
    project.unlink()
    project.parent.rmdir()
    client.workspace_did_change_watched_files(types.DidChangeWatchedFilesParams(
        changes=[types.FileEvent(uri=project.as_uri(), type=types.FileChangeType.Deleted)]))
    # A package manifest's platforms, created and deleted outside the editor.
    manifest = workspace / "Package.swift"
    manifest.write_text('// swift-tools-version:5.5\nimport PackageDescription\n'
                        'let package = Package(name: "App", platforms: [.iOS(.v14)], targets: [.target(name: "App", path: "App")])\n')
    client.workspace_did_change_watched_files(types.DidChangeWatchedFilesParams(
        changes=[types.FileEvent(uri=manifest.as_uri(), type=types.FileChangeType.Created)]))
    await until(client, lambda: "deprecated-presentation-api" not in codes(client, legacy))
    manifest.unlink()
    client.workspace_did_change_watched_files(types.DidChangeWatchedFilesParams(
        changes=[types.FileEvent(uri=manifest.as_uri(), type=types.FileChangeType.Deleted)]))
    await until(client, lambda: "deprecated-presentation-api" in codes(client, legacy))
