#!/usr/bin/env python3
"""Figures for `presentlint lsp` on the synthetic corpus; prints them, asserts nothing.

usage: Benchmarks/lsp_bench.py [--corpus DIR] [--files N] [--binary PATH] [--edits N]

The corpus (default: Benchmarks/out/lsp-corpus, ~7000 files, ~800 k lines, from generate_corpus.py)
gets two more files: a ~300-line view `BenchWall` and a presenter showing it in a full-screen cover.
The server indexes the corpus; then:
  - initial index: from `initialized` to the server's "indexed" log line (and to the first answer
    after every initial diagnostic was sent);
  - resident memory of the server after indexing (VmRSS, and the peak VmHWM), from /proc;
  - same-file edits: 200 `didChange` edits of the open ~300-line file (a comment typed and removed),
    each timed to its `publishDiagnostics`;
  - cross-file edits: 200 edits of the same file that add or remove its close button, each timed to
    the `publishDiagnostics` of the presenter (the other file, whose cover finding comes and goes).
Each edit's time is given twice: wall-clock at the client (from sending `didChange` to receiving the
diagnostics, so it includes waiting for a CPU on a loaded machine), and the server's own (its
`$/logTrace` of each analysis, asked for with `"trace": "verbose"`): analysing the file, updating
the index, the rules, and publishing; the mean of each step is printed too.
"""
import re
import argparse
import json
import os
import pathlib
import queue
import statistics
import subprocess
import sys
import threading
import time

ROOT = pathlib.Path(__file__).resolve().parents[1]


def wall_view(rows: int) -> str:
    lines = ["import SwiftUI", "", "struct BenchWall: View {", "    @Environment(\\.dismiss) private var dismiss",
             "    let items: [String]", "", "    var body: some View {", "        List {"]
    for r in range(rows):
        lines += [f"            HStack(spacing: {r % 9 + 2}) {{",
                  f'                Text("Row {r}: \\(items.count)").font(.body)',
                  "                Spacer()",
                  "            }"]
    lines += ["        }", "        // close button", "    }", "}", ""]
    return "\n".join(lines)


PRESENTER = """import SwiftUI

struct BenchPresenter: View {
    @State private var showWall = false
    var body: some View {
        Button("Wall") { showWall = true }
            .fullScreenCover(isPresented: $showWall) { BenchWall(items: []) }
    }
}
"""


class Server:
    def __init__(self, binary: str, root: pathlib.Path):
        self.process = subprocess.Popen([binary, "lsp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE)
        self.messages: "queue.Queue[tuple[float, dict]]" = queue.Queue()
        self.traces: "list[str]" = []
        threading.Thread(target=self.read, daemon=True).start()
        self.root = root

    def read(self):
        out = self.process.stdout
        while True:
            headers = b""
            while not headers.endswith(b"\r\n\r\n"):
                byte = out.read(1)
                if not byte:
                    return
                headers += byte
            length = int(headers.split(b"Content-Length:")[1].split(b"\r\n")[0])
            message = json.loads(out.read(length))
            if message.get("method") == "$/logTrace":
                self.traces.append(message["params"]["message"])
            else:
                self.messages.put((time.perf_counter(), message))

    def send(self, message: dict):
        body = json.dumps(message).encode()
        self.process.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        self.process.stdin.flush()

    def wait_for(self, predicate, timeout=600.0):
        deadline = time.perf_counter() + timeout
        while True:
            at, message = self.messages.get(timeout=max(0.01, deadline - time.perf_counter()))
            if message.get("method") == "window/workDoneProgress/create":
                self.send({"jsonrpc": "2.0", "id": message["id"], "result": None})
            if predicate(message):
                return at, message

    def cpu_seconds(self) -> float:
        fields = pathlib.Path(f"/proc/{self.process.pid}/stat").read_text().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")

    def memory(self) -> tuple[int, int]:
        fields = {}
        for line in pathlib.Path(f"/proc/{self.process.pid}/status").read_text().splitlines():
            key, _, value = line.partition(":")
            fields[key] = value.strip()
        return int(fields["VmRSS"].split()[0]) // 1024, int(fields["VmHWM"].split()[0]) // 1024


def percentile(values, p):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(p / 100 * (len(ordered) - 1))))]


def server_side(traces):
    """The server's own time per analysis (analysis and publishing), and the mean of each step."""
    totals, steps = [], {}
    for t in traces:
        total = re.search(r"([0-9.]+) ms in all, then ([0-9.]+) ms to publish", t)
        if not total:
            continue
        totals.append(float(total.group(1)) + float(total.group(2)))
        for name, value in re.findall(r"(analyse|index|file-by-file rules|whole-project rules|findings) ([0-9.]+) ms", t):
            steps.setdefault(name, []).append(float(value))
        steps.setdefault("publish", []).append(float(total.group(2)))
        rules = re.search(r"whole-project rules [0-9.]+ ms \(([^)]*)\)", t)
        for name, value in re.findall(r"([a-z-]+) ([0-9.]+)", rules.group(1) if rules else ""):
            steps.setdefault(f"  {name}", []).append(float(value))
        files = re.search(r"\((\d+) files\)", t)
        if files:
            steps.setdefault("files relinted", []).append(float(files.group(1)))
    if not totals:
        print("    (no server timings: the server sent no $/logTrace)")
        return
    print(f"    server's own time: median {statistics.median(totals):.1f} ms, p95 {percentile(totals, 95):.1f} ms; mean of each step: "
          + ", ".join(f"{name} {statistics.mean(v):.2f}" + ("" if name == "files relinted" else " ms") for name, v in steps.items()))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--corpus", default=str(ROOT / "Benchmarks" / "out" / "lsp-corpus"))
    parser.add_argument("--files", type=int, default=7000)
    parser.add_argument("--binary", default=str(ROOT / ".build" / "release" / "presentlint"))
    parser.add_argument("--edits", type=int, default=200)
    args = parser.parse_args()

    corpus = pathlib.Path(args.corpus)
    # The synthetic corpus is generated into a missing or empty folder only: a folder holding an
    # app is linted as it is, and the two files the bench edits are removed from it afterwards.
    if not corpus.exists() or not any(corpus.iterdir()):
        print(f"generating the synthetic corpus in {corpus}", file=sys.stderr)
        subprocess.run([sys.executable, str(ROOT / "Benchmarks" / "generate_corpus.py"), str(corpus), "--files", str(args.files)], check=True)
    bench_dir = corpus / "Bench"
    is_app = not (corpus / "Shared.swift").exists()
    made_bench_dir = not bench_dir.exists()
    try:
        run(args, corpus)
    finally:
        if is_app:
            for name in ("BenchWall.swift", "BenchPresenter.swift"):
                (bench_dir / name).unlink(missing_ok=True)
            if made_bench_dir and bench_dir.exists() and not any(bench_dir.iterdir()):
                bench_dir.rmdir()


def run(args, corpus):
    wall = corpus / "Bench" / "BenchWall.swift"
    wall.parent.mkdir(exist_ok=True)
    wall_text = wall_view(73)
    wall.write_text(wall_text)
    presenter = corpus / "Bench" / "BenchPresenter.swift"
    presenter.write_text(PRESENTER)
    files = [p for p in corpus.rglob("*.swift") if p.is_file()]
    lines = sum(p.read_bytes().count(b"\n") for p in files)
    print(f"corpus: {corpus} — {len(files)} files, {lines} lines; edited file: {wall_text.count(chr(10))} lines")

    server = Server(args.binary, corpus)
    server.send({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {
        "rootUri": corpus.as_uri(), "trace": "verbose", "capabilities": {"window": {"workDoneProgress": True}}}})
    server.wait_for(lambda m: m.get("id") == 1)
    start = time.perf_counter()
    server.send({"jsonrpc": "2.0", "method": "initialized", "params": {}})
    indexed, _ = server.wait_for(lambda m: m.get("method") == "window/logMessage" and "indexed" in m["params"]["message"])
    # A request is answered after everything before it: here, after the initial diagnostics.
    server.send({"jsonrpc": "2.0", "id": 2, "method": "textDocument/hover",
                 "params": {"textDocument": {"uri": presenter.as_uri()}, "position": {"line": 0, "character": 0}}})
    ready, _ = server.wait_for(lambda m: m.get("id") == 2)
    rss, peak = server.memory()
    print(f"initial index: {indexed - start:.2f} s (all initial diagnostics sent: {ready - start:.2f} s)")
    print(f"resident memory after indexing: {rss} MB (peak {peak} MB)")

    wall_uri, presenter_uri = wall.as_uri(), presenter.as_uri()
    server.send({"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {
        "textDocument": {"uri": wall_uri, "languageId": "swift", "version": 1, "text": wall_text}}})
    server.wait_for(lambda m: m.get("method") == "textDocument/publishDiagnostics" and m["params"]["uri"] == wall_uri)
    version = 1
    comment_line = wall_text.splitlines().index("        // close button")

    def change(start, end, text):
        nonlocal version
        version += 1
        server.send({"jsonrpc": "2.0", "method": "textDocument/didChange", "params": {
            "textDocument": {"uri": wall_uri, "version": version},
            "contentChanges": [{"range": {"start": {"line": start[0], "character": start[1]}, "end": {"line": end[0], "character": end[1]}}, "text": text}]}})
        return time.perf_counter()

    cpu = {}
    traces = {}
    trace_start = len(server.traces)
    cpu_start = server.cpu_seconds()
    same = []
    for i in range(args.edits):
        # Type a character into a comment on line 40, then delete it.
        sent = change((40, 0), (40, 0), "x") if i % 2 == 0 else change((40, 0), (40, 1), "")
        at, _ = server.wait_for(lambda m: m.get("method") == "textDocument/publishDiagnostics" and m["params"]["uri"] == wall_uri
                                and m["params"].get("version") == version)
        same.append((at - sent) * 1000)
    cpu["same"] = server.cpu_seconds() - cpu_start
    traces["same"], trace_start = server.traces[trace_start:], len(server.traces)
    cpu_start = server.cpu_seconds()
    cross = []
    button = '        Button("Close") { dismiss() }'
    for i in range(args.edits):
        # Add the close button (the presenter's cover finding goes), then remove it (it comes back).
        if i % 2 == 0:
            sent = change((comment_line, 0), (comment_line, 0), button + "\n")
        else:
            sent = change((comment_line, 0), (comment_line + 1, 0), "")
        expect_finding = i % 2 == 1
        at, _ = server.wait_for(lambda m: m.get("method") == "textDocument/publishDiagnostics" and m["params"]["uri"] == presenter_uri
                                and any(d["code"] == "cover-missing-close" for d in m["params"]["diagnostics"]) == expect_finding)
        cross.append((at - sent) * 1000)
    cpu["cross"] = server.cpu_seconds() - cpu_start
    traces["cross"] = server.traces[trace_start:]
    # A generated screen file: its models assign names (`isLoading`, `error`) that every file spells,
    # so each edit relints every file with the file-by-file rules. In a real app's folder: its largest file.
    generated = [p for p in files if p.parent.name.startswith("Module")]
    screen = max(generated or [p for p in files if p.parent != wall.parent], key=lambda p: p.stat().st_size)
    screen_uri, screen_text = screen.as_uri(), screen.read_text()
    server.send({"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {
        "textDocument": {"uri": screen_uri, "languageId": "swift", "version": 1, "text": screen_text}}})
    server.wait_for(lambda m: m.get("method") == "textDocument/publishDiagnostics" and m["params"]["uri"] == screen_uri)
    trace_start = len(server.traces)
    cpu_start = server.cpu_seconds()
    screen_edits = []
    for i in range(args.edits):
        version += 1
        change_range = {"start": {"line": 1, "character": 0}, "end": {"line": 1, "character": 0 if i % 2 == 0 else 1}}
        server.send({"jsonrpc": "2.0", "method": "textDocument/didChange", "params": {
            "textDocument": {"uri": screen_uri, "version": version},
            "contentChanges": [{"range": change_range, "text": "x" if i % 2 == 0 else ""}]}})
        sent = time.perf_counter()
        at, _ = server.wait_for(lambda m: m.get("method") == "textDocument/publishDiagnostics" and m["params"]["uri"] == screen_uri
                                and m["params"].get("version") == version)
        screen_edits.append((at - sent) * 1000)
    cpu["screen"] = server.cpu_seconds() - cpu_start
    traces["screen"] = server.traces[trace_start:]
    rss_after, peak_after = server.memory()
    for key, name, values in (("same", "didChange → publishDiagnostics, same file", same), ("cross", "didChange → publishDiagnostics, other file", cross),
                              ("screen", f"didChange → publishDiagnostics, generated screen {screen.name} ({screen_text.count(chr(10))} lines)", screen_edits)):
        print(f"{name}: median {statistics.median(values):.1f} ms, p95 {percentile(values, 95):.1f} ms, max {max(values):.1f} ms"
              f" ({len(values)} edits; server CPU {cpu[key] * 1000 / len(values):.1f} ms an edit)")
        server_side(traces[key])
    print(f"load average during the run: {os.getloadavg()[0]:.1f} on {os.cpu_count()} CPUs (figures are wall-clock)")
    print(f"resident memory after the edits: {rss_after} MB (peak {peak_after} MB)")
    server.send({"jsonrpc": "2.0", "id": 3, "method": "shutdown"})
    server.wait_for(lambda m: m.get("id") == 3)
    server.send({"jsonrpc": "2.0", "method": "exit"})
    print(f"exit status: {server.process.wait(30)}")


if __name__ == "__main__":
    main()
