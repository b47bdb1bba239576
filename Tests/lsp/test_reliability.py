"""The server under hostile input, spoken to byte by byte: a badly framed message costs that message
only, an endless header is capped, indexing never keeps a message waiting, roots that would make it
walk the disk are refused, one file under two spellings is one file, a lone surrogate in an edit is
U+FFFD, a suppression comment never lands in a string, and cancellations are not hoarded."""
import json
import os
import pathlib
import subprocess
import threading
import time

import pytest

from conftest import BINARY, DASHBOARD, LEGACY, STATS_WALL
from test_protocol import Session

HOVER_LINE, HOVER_CHARACTER = 6, 20


def project(root: pathlib.Path) -> pathlib.Path:
    (root / ".git").mkdir(parents=True, exist_ok=True)
    (root / "App").mkdir(exist_ok=True)
    (root / "App" / "Dashboard.swift").write_text(DASHBOARD)
    (root / "App" / "StatsWall.swift").write_text(STATS_WALL)
    return root


def frame(message: dict) -> bytes:
    body = json.dumps(message).encode()
    return b"Content-Length: %d\r\n\r\n" % len(body) + body


def hover(s: Session, root: pathlib.Path, id: int) -> dict:
    uri = (root / "App" / "Dashboard.swift").as_uri()
    return {"jsonrpc": "2.0", "id": id, "method": "textDocument/hover",
            "params": {"textDocument": {"uri": uri}, "position": {"line": HOVER_LINE, "character": HOVER_CHARACTER}}}


def until(s: Session, predicate, limit=2000, seconds=60) -> list:
    """Messages read until one satisfies `predicate` (that one last). A server gone deaf is killed
    after `seconds`, so the test fails instead of hanging."""
    seen = []
    watchdog = threading.Timer(seconds, s.process.kill)
    watchdog.start()
    try:
        for _ in range(limit):
            m = s.receive()
            seen.append(m)
            if predicate(m):
                return seen
    finally:
        watchdog.cancel()
    raise AssertionError("never arrived")


def shutdown(s: Session):
    s.send({"jsonrpc": "2.0", "id": 999, "method": "shutdown"})
    until(s, lambda m: m.get("id") == 999 and "result" in m)
    s.send({"jsonrpc": "2.0", "method": "exit"})
    assert s.process.wait(10) == 0


def indexed(s: Session):
    until(s, lambda m: m.get("method") == "window/logMessage" and "indexed" in m["params"]["message"])


# MARK: Framing (points 1 and 3)

BAD_FRAMES = {
    # A client counting characters, not bytes: the body is one byte short, `}` is left before the next header.
    "one byte short": lambda body: b"Content-Length: %d\r\n\r\n" % (len(body) - 1) + body,
    "non-numeric length": lambda body: b"Content-Length: twelve\r\n\r\n" + body,
    "stray line": lambda body: b"hello from a confused client\r\n" + frame({"jsonrpc": "2.0", "method": "initialized", "params": {}}),
    "missing header": lambda body: body,
    "header without length": lambda body: b"Content-Type: application/json\r\n\r\n" + body,
}


@pytest.mark.parametrize("kind", sorted(BAD_FRAMES))
def test_a_badly_framed_message_costs_only_itself(tmp_path: pathlib.Path, kind: str):
    root = project(tmp_path)
    s = Session(root)
    s.initialize()
    indexed(s)
    broken = json.dumps(hover(s, root, 41)).encode()
    # The bad frame, then well-formed requests right behind it in the same write.
    s.raw(BAD_FRAMES[kind](broken) + frame(hover(s, root, 42)) + frame(hover(s, root, 43)))
    seen = until(s, lambda m: m.get("id") == 43)
    answered = {m["id"]: m for m in seen if "id" in m and "method" not in m}
    assert "state-bool-presentation" in answered[42]["result"]["contents"]["value"]
    assert "result" in answered[43]
    if kind == "one byte short":
        # The request could not be parsed, but its id could be read: the error names it.
        assert answered[41]["error"]["code"] == -32700
    elif kind != "missing header":
        # (A body with no header is skipped up to the header after it: said in the log below.)
        assert any(m.get("id") is None and m["error"]["code"] == -32700 for m in seen if "error" in m)
    # What was skipped is said.
    if kind in ("one byte short", "non-numeric length", "missing header", "header without length"):
        assert any(m.get("method") == "window/logMessage" and "skipped" in m["params"]["message"] for m in seen)
    shutdown(s)


def test_a_header_line_without_end_is_capped_and_the_next_message_answered(tmp_path: pathlib.Path):
    root = project(tmp_path)
    s = Session(root)
    s.initialize()
    indexed(s)
    started = time.monotonic()
    # 4 MB of a header that never ends (no colon, no line break), sent in pieces, then a request.
    for _ in range(64):
        s.raw(b"x" * 65536)
    s.raw(b"\r\n" + frame(hover(s, root, 5)))
    seen = until(s, lambda m: m.get("id") == 5)
    assert "result" in seen[-1]
    assert any(m.get("method") == "window/logMessage" and "skipped" in m["params"]["message"] for m in seen)
    assert time.monotonic() - started < 20
    # The bytes skipped were not kept.
    rss = int(next(l for l in open(f"/proc/{s.process.pid}/status") if l.startswith("VmRSS")).split()[1])
    assert rss < 200_000, rss
    shutdown(s)


# MARK: Protocol state (points 5 and 7)

def test_a_second_initialize_is_refused_and_changes_nothing(tmp_path: pathlib.Path):
    root = project(tmp_path)
    wide = root / "App" / "Wide.swift"
    wide.write_text('import SwiftUI\nstruct W: View {\n    @State private var w = false\n    var body: some View {\n'
                    '        Text("😀😀").fullScreenCover(isPresented: $w) { StatsWall() }\n    }\n}\n')
    s = Session(root)
    s.initialize()
    indexed(s)
    s.send({"jsonrpc": "2.0", "id": 2, "method": "initialize",
            "params": {"rootUri": (root / "App").as_uri(), "capabilities": {"general": {"positionEncodings": ["utf-8"]}}}})
    reply = until(s, lambda m: m.get("id") == 2)[-1]
    assert reply["error"]["code"] == -32600
    # Positions still count UTF-16 units: the cover starts at character 21 (each emoji is 2 units, 4 bytes).
    uri = wide.as_uri()
    s.send({"jsonrpc": "2.0", "method": "textDocument/didOpen",
            "params": {"textDocument": {"uri": uri, "languageId": "swift", "version": 1, "text": wide.read_text()}}})
    published = until(s, lambda m: m.get("method") == "textDocument/publishDiagnostics" and m["params"]["uri"] == uri)[-1]
    starts = {d["range"]["start"]["character"] for d in published["params"]["diagnostics"]}
    assert starts == {21}, starts
    shutdown(s)


def test_a_lone_surrogate_in_an_edit_is_a_replacement_character_not_a_lost_change(tmp_path: pathlib.Path):
    root = project(tmp_path)
    path = root / "App" / "Fresh.swift"
    s = Session(root)
    s.initialize()
    indexed(s)
    uri = path.as_uri()
    s.send({"jsonrpc": "2.0", "method": "textDocument/didOpen",
            "params": {"textDocument": {"uri": uri, "languageId": "swift", "version": 1, "text": "import SwiftUI\n"}}})
    until(s, lambda m: m.get("method") == "textDocument/publishDiagnostics" and m["params"]["uri"] == uri)
    # A whole-text change holding a lone high surrogate (json.dumps writes it as `\ud83d`).
    text = DASHBOARD.replace("struct Dashboard", "struct Fresh").replace('Button("Stats")', 'Button("\ud83d")')
    s.send({"jsonrpc": "2.0", "method": "textDocument/didChange",
            "params": {"textDocument": {"uri": uri, "version": 2}, "contentChanges": [{"text": text}]}})
    # Then an incremental edit that makes sense only in that text: `Button` on line 5 becomes `Link`
    # (applied to a text the server did not take, it would land past the end).
    s.send({"jsonrpc": "2.0", "method": "textDocument/didChange",
            "params": {"textDocument": {"uri": uri, "version": 3},
                       "contentChanges": [{"range": {"start": {"line": 5, "character": 8}, "end": {"line": 5, "character": 14}},
                                           "text": "Link"}]}})
    published = until(s, lambda m: m.get("method") == "textDocument/publishDiagnostics" and m["params"]["uri"] == uri
                      and m["params"].get("version") == 3)[-1]
    codes = sorted(d["code"] for d in published["params"]["diagnostics"])
    assert "state-bool-presentation" in codes and "cover-missing-close" in codes, codes
    # The server's text holds U+FFFD (one UTF-16 unit) where the surrogate was: the cover on line 6
    # is where it is in that text, and line 5 starts with `Link`.
    cover = next(d for d in published["params"]["diagnostics"] if d["code"] == "cover-missing-close")
    assert cover["range"]["start"] == {"line": 6, "character": 13}
    s.send({"jsonrpc": "2.0", "id": 7, "method": "textDocument/codeAction",
            "params": {"textDocument": {"uri": uri}, "range": {"start": {"line": 5, "character": 0}, "end": {"line": 5, "character": 0}},
                       "context": {"diagnostics": []}}})
    until(s, lambda m: m.get("id") == 7)
    shutdown(s)


# MARK: Indexing and roots (point 4; issue 39's editor roots)

def big_project(root: pathlib.Path, files: int) -> pathlib.Path:
    project(root)
    many = root / "Many"
    many.mkdir()
    for i in range(files):
        (many / f"Screen{i}.swift").write_text(
            f"import SwiftUI\nstruct Screen{i}: View {{\n    @State private var shown = false\n    var body: some View {{\n"
            f"        Button(\"Go\") {{ shown = true }}.sheet(isPresented: $shown) {{ Text(\"{i}\") }}\n    }}\n}}\n")
    return root


def test_messages_are_answered_while_indexing_and_open_files_come_first(tmp_path: pathlib.Path):
    root = big_project(tmp_path, 1500)
    s = Session(root)
    s.initialize()
    dashboard = root / "App" / "Dashboard.swift"
    s.send({"jsonrpc": "2.0", "method": "textDocument/didOpen",
            "params": {"textDocument": {"uri": dashboard.as_uri(), "languageId": "swift", "version": 1, "text": DASHBOARD}}})
    s.send(hover(s, root, 3))
    seen = until(s, lambda m: m.get("id") == 3)
    # Answered, and the open file's diagnostics published, before indexing ended.
    assert not any(m.get("method") == "window/logMessage" and "indexed" in m["params"]["message"] for m in seen)
    assert any(m.get("method") == "textDocument/publishDiagnostics" and m["params"]["uri"] == dashboard.as_uri() for m in seen)
    # Shutdown and exit at once, indexing unfinished.
    s.send({"jsonrpc": "2.0", "id": 4, "method": "shutdown"})
    seen = until(s, lambda m: m.get("id") == 4)
    assert not any(m.get("method") == "window/logMessage" and "indexed" in m["params"]["message"] for m in seen)
    s.send({"jsonrpc": "2.0", "method": "exit"})
    assert s.process.wait(10) == 0


def test_fixes_wait_for_the_whole_project_to_be_indexed(tmp_path: pathlib.Path):
    # A fix reads the whole project (a type extended in a file not indexed yet): while indexing,
    # the suppression is offered, not the fix; once indexed, the fix.
    root = big_project(tmp_path, 1500)
    legacy = root / "App" / "Legacy.swift"
    legacy.write_text(LEGACY)
    s = Session(root)
    s.initialize()
    s.send({"jsonrpc": "2.0", "method": "textDocument/didOpen",
            "params": {"textDocument": {"uri": legacy.as_uri(), "languageId": "swift", "version": 1, "text": LEGACY}}})
    def actions(id):
        s.send({"jsonrpc": "2.0", "id": id, "method": "textDocument/codeAction",
                "params": {"textDocument": {"uri": legacy.as_uri()}, "range": {"start": {"line": 3, "character": 0}, "end": {"line": 3, "character": 0}},
                           "context": {"diagnostics": []}}})
        seen = until(s, lambda m: m.get("id") == id)
        return seen, [a["title"] for a in seen[-1]["result"]]
    seen, titles = actions(3)
    assert not any(m.get("method") == "window/logMessage" and "indexed" in m["params"]["message"] for m in seen)
    assert titles == ["Suppress deprecated-presentation-api on this line"], titles
    s.indexed()
    _, titles = actions(4)
    assert titles == ["Use @Environment(\\.dismiss) instead of presentationMode", "Suppress deprecated-presentation-api on this line",
                      "Fix 1 presentlint finding with safe fixes"], titles
    shutdown(s)


@pytest.mark.parametrize("root_kind", ["file system root", "home folder", "folder in no project"])
def test_a_root_that_would_run_away_is_refused_and_open_files_still_linted(tmp_path: pathlib.Path, root_kind: str):
    home = tmp_path / "home"
    app = project(home / "code" / "app")
    loose = home / "notes"
    loose.mkdir(parents=True)
    (loose / "Scratch.swift").write_text(DASHBOARD)
    root = {"file system root": pathlib.Path("/"), "home folder": home, "folder in no project": loose}[root_kind]
    s = Session(root, marker=False)
    s.process.kill()
    s.process.wait()
    s.process = subprocess.Popen([BINARY, "lsp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                                 env={**os.environ, "HOME": str(home)})
    s.send({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"rootUri": root.as_uri(), "capabilities": {}}})
    seen = until(s, lambda m: m.get("id") == 1)
    s.send({"jsonrpc": "2.0", "method": "initialized", "params": {}})
    [refused] = [m["params"]["message"] for m in seen if m.get("method") == "window/logMessage"]
    assert refused.startswith(f"presentlint: not indexing {root} (from the client): "), refused
    # A file of a project: that project is indexed (the cross-file finding needs StatsWall, unopened).
    dashboard = app / "App" / "Dashboard.swift"
    s.send({"jsonrpc": "2.0", "method": "textDocument/didOpen",
            "params": {"textDocument": {"uri": dashboard.as_uri(), "languageId": "swift", "version": 1, "text": DASHBOARD}}})
    seen = until(s, lambda m: m.get("method") == "textDocument/publishDiagnostics" and m["params"]["uri"] == dashboard.as_uri()
                 and any(d["code"] == "cover-missing-close" for d in m["params"]["diagnostics"]))
    logs = [m["params"]["message"] for m in seen if m.get("method") == "window/logMessage"]
    assert any(f"indexed 2 Swift file(s) in {app.resolve()}" in l for l in logs), logs
    # A file in no project: linted alone.
    scratch = loose / "Scratch.swift"
    s.send({"jsonrpc": "2.0", "method": "textDocument/didOpen",
            "params": {"textDocument": {"uri": scratch.as_uri(), "languageId": "swift", "version": 1, "text": DASHBOARD}}})
    published = until(s, lambda m: m.get("method") == "textDocument/publishDiagnostics" and m["params"]["uri"] == scratch.as_uri())[-1]
    assert [d["code"] for d in published["params"]["diagnostics"]] == ["state-bool-presentation"]
    shutdown(s)


def test_without_a_root_each_document_finds_its_project(tmp_path: pathlib.Path):
    root = project(tmp_path / "app")
    s = Session(root)
    s.send({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"rootUri": None, "capabilities": {}}})
    until(s, lambda m: m.get("id") == 1)
    s.send({"jsonrpc": "2.0", "method": "initialized", "params": {}})
    dashboard = root / "App" / "Dashboard.swift"
    s.send({"jsonrpc": "2.0", "method": "textDocument/didOpen",
            "params": {"textDocument": {"uri": dashboard.as_uri(), "languageId": "swift", "version": 1, "text": DASHBOARD}}})
    until(s, lambda m: m.get("method") == "textDocument/publishDiagnostics" and m["params"]["uri"] == dashboard.as_uri()
          and any(d["code"] == "cover-missing-close" for d in m["params"]["diagnostics"]))
    shutdown(s)


# MARK: One file, one entry (point 6)

def test_one_file_under_two_spellings_is_one_file(tmp_path: pathlib.Path):
    real = project(tmp_path / "real")
    link = tmp_path / "link"
    link.symlink_to(real)
    s = Session(link)
    s.initialize()      # the workspace is opened through the link
    indexed(s)
    # StatsWall opened by another spelling (a `..` in the URI, through the real folder).
    spelled = f"file://{real}/App/../App/StatsWall.swift"
    s.send({"jsonrpc": "2.0", "method": "textDocument/didOpen",
            "params": {"textDocument": {"uri": spelled, "languageId": "swift", "version": 1, "text": STATS_WALL}}})
    # A way out typed into it: Dashboard (unopened, published under the workspace's spelling) loses its finding.
    text = STATS_WALL.replace("    var body", "    @Environment(\\.dismiss) private var dismiss\n    var body") \
                     .replace('Text("Numbers")', 'Text("Numbers")\n            Button("Close") { dismiss() }')
    s.send({"jsonrpc": "2.0", "method": "textDocument/didChange",
            "params": {"textDocument": {"uri": spelled, "version": 2}, "contentChanges": [{"text": text}]}})
    dashboard_uri = (link / "App" / "Dashboard.swift").as_uri()
    seen = until(s, lambda m: m.get("method") == "textDocument/publishDiagnostics" and m["params"]["uri"] == dashboard_uri
                 and [d["code"] for d in m["params"]["diagnostics"]] == ["state-bool-presentation"])
    # The open file's diagnostics go under the URI the client used.
    assert any(m.get("method") == "textDocument/publishDiagnostics" and m["params"]["uri"] == spelled for m in seen)
    shutdown(s)


# MARK: Suppression comments (point 8)

def test_the_suppress_fix_never_writes_into_a_multiline_string(tmp_path: pathlib.Path):
    root = project(tmp_path)
    path = root / "App" / "Banner.swift"
    text = ('import SwiftUI\n\nstruct Banner: View {\n    @State private var showStats = false\n    var body: some View {\n'
            '        Text("""\n            Welcome\n            """).fullScreenCover(isPresented: $showStats) { StatsWall() }\n    }\n}\n')
    path.write_text(text)
    s = Session(root)
    s.initialize()
    indexed(s)
    uri = path.as_uri()
    s.send({"jsonrpc": "2.0", "method": "textDocument/didOpen",
            "params": {"textDocument": {"uri": uri, "languageId": "swift", "version": 1, "text": text}}})
    until(s, lambda m: m.get("method") == "textDocument/publishDiagnostics" and m["params"]["uri"] == uri)
    s.send({"jsonrpc": "2.0", "id": 5, "method": "textDocument/codeAction",
            "params": {"textDocument": {"uri": uri}, "range": {"start": {"line": 7, "character": 0}, "end": {"line": 7, "character": 0}},
                       "context": {"diagnostics": []}}})
    actions = until(s, lambda m: m.get("id") == 5)[-1]["result"]
    suppress = [a for a in actions if a["title"].startswith("Suppress")]
    assert {a["title"] for a in suppress} == {"Suppress cover-missing-close on this line", "Suppress state-bool-presentation on this line"}
    for action in suppress:
        [edit] = action["edit"]["changes"][uri]
        lines = text.split("\n")
        start, end = edit["range"]["start"], edit["range"]["end"]
        assert start == end
        line = lines[start["line"]]
        lines[start["line"]] = line[:start["character"]] + edit["newText"] + line[start["character"]:]
        fixed = "\n".join(lines)
        # The string's text is unchanged, and the CLI finds the suppressed rule no more.
        assert '        Text("""\n            Welcome\n            """)' in fixed
        path.write_text(fixed)
        rule = action["title"].split()[1]
        report = subprocess.run([BINARY, "--format", "json", str(path)], capture_output=True, text=True, cwd=root)
        assert rule not in report.stdout, (fixed, report.stdout)
    shutdown(s)


# MARK: Slow leaks (point 9)

def test_cancellations_of_answered_requests_are_not_kept(tmp_path: pathlib.Path):
    s = Session(project(tmp_path))
    s.initialize()
    indexed(s)

    def rss() -> int:
        return int(next(l for l in open(f"/proc/{s.process.pid}/status") if l.startswith("VmRSS")).split()[1])

    def cancels(first: int) -> bytes:
        return b"".join(frame({"jsonrpc": "2.0", "method": "$/cancelRequest", "params": {"id": first + i}}) for i in range(25_000))

    # A warm-up round, then four more: memory must not grow with them (it grew by about 170 bytes
    # a cancellation, 17 MB for these).
    s.raw(cancels(0))
    s.send({"jsonrpc": "2.0", "id": "ping0", "method": "no/such"})
    until(s, lambda m: m.get("id") == "ping0", seconds=300)
    before = rss()
    for round in range(1, 5):
        s.raw(cancels(round * 25_000))
        s.send({"jsonrpc": "2.0", "id": f"ping{round}", "method": "no/such"})
        until(s, lambda m: m.get("id") == f"ping{round}", seconds=300)
    grown = rss() - before
    assert grown < 6_000, f"{grown} KB more after 100,000 cancellations"
    shutdown(s)
