#!/usr/bin/env python3
"""The language server's side of Benchmarks/adversarial.sh: times `presentlint lsp` on adversarial
shapes at two sizes each and prints one line per shape in that script's format (the ratio of the
times should stay near the ratio of the sizes). Asserts nothing.

usage: Benchmarks/lsp_adversarial.py BINARY DIR SHAPE…
shapes:
  lsp-publish-lines     an edit's publish in a file of 12,000 (2x: 24,000) findings, one per line
  lsp-publish-one-line  the same with every finding on one line (each has many at its site)
  lsp-endless-header    a header that never ends, 8 MB (4x: 32 MB), then a request: until it is answered
"""
import json
import os
import pathlib
import select
import subprocess
import sys
import time


class Server:
    def __init__(self, binary: str, root: pathlib.Path):
        (root / ".git").mkdir(parents=True, exist_ok=True)
        self.process = subprocess.Popen([binary, "lsp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
        self.buffer = bytearray()
        self.send({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"rootUri": root.as_uri(), "capabilities": {}}})
        self.until(lambda m: m.get("id") == 1)
        self.send({"jsonrpc": "2.0", "method": "initialized", "params": {}})
        self.until(lambda m: m.get("method") == "window/logMessage" and "indexed" in m["params"]["message"])

    def raw(self, data: bytes):
        self.process.stdin.write(data)
        self.process.stdin.flush()

    def send(self, message: dict):
        body = json.dumps(message).encode()
        self.raw(b"Content-Length: %d\r\n\r\n" % len(body) + body)

    def receive(self) -> dict:
        # A growing bytearray, and the header looked for once: a message of tens of megabytes must
        # cost this client time in proportion to its size, or the client is what gets measured.
        while True:
            end = self.buffer.find(b"\r\n\r\n")
            if end >= 0:
                break
            self.read()
        length = int(bytes(self.buffer[:end]).split(b":")[1])
        while len(self.buffer) < end + 4 + length:
            self.read()
        body = bytes(self.buffer[end + 4:end + 4 + length])
        del self.buffer[:end + 4 + length]
        return json.loads(body)

    def read(self):
        chunk = os.read(self.process.stdout.fileno(), 1 << 20)
        if not chunk:
            raise RuntimeError("the server closed its output")
        self.buffer += chunk

    def until(self, predicate) -> dict:
        while True:
            m = self.receive()
            if predicate(m):
                return m

    def peak_kb(self) -> int:
        return int(next(l for l in open(f"/proc/{self.process.pid}/status") if l.startswith("VmHWM")).split()[1])

    def close(self):
        self.send({"jsonrpc": "2.0", "id": 99, "method": "shutdown"})
        self.until(lambda m: m.get("id") == 99)
        self.send({"jsonrpc": "2.0", "method": "exit"})
        self.process.wait(60)


COVER = 'Text("x").fullScreenCover(isPresented: $a) { B() }'


def findings_file(n: int, one_line: bool) -> str:
    body = (" ".join([COVER] * n)) if one_line else "\n".join("            " + COVER for _ in range(n))
    return "import SwiftUI\nstruct V: View {\n    @State var a = false\n    var body: some View {\n        VStack {\n" + body + "\n        }\n    }\n}\n"


def publish(binary: str, work: pathlib.Path, n: int, one_line: bool):
    """Seconds from an edit to its publish, the number of diagnostics, and the peak memory."""
    root = work / f"publish-{'one-line' if one_line else 'lines'}-{n}"
    root.mkdir(parents=True, exist_ok=True)
    path = root / "V.swift"
    text = findings_file(n, one_line)
    path.write_text(text)
    server = Server(binary, root)
    uri = path.as_uri()
    server.send({"jsonrpc": "2.0", "method": "textDocument/didOpen",
                 "params": {"textDocument": {"uri": uri, "languageId": "swift", "version": 1, "text": text}}})
    server.until(lambda m: m.get("method") == "textDocument/publishDiagnostics" and m["params"].get("version") == 1)
    started = time.monotonic()
    # An edit on the first line (a comment typed): the file is linted and published again.
    server.send({"jsonrpc": "2.0", "method": "textDocument/didChange",
                 "params": {"textDocument": {"uri": uri, "version": 2},
                            "contentChanges": [{"range": {"start": {"line": 0, "character": 0}, "end": {"line": 0, "character": 0}}, "text": "// x\n"}]}})
    m = server.until(lambda m: m.get("method") == "textDocument/publishDiagnostics" and m["params"].get("version") == 2)
    seconds = time.monotonic() - started
    count = len(m["params"]["diagnostics"])
    peak = server.peak_kb()
    server.close()
    return seconds, peak, f"{count} findings"


def endless_header(binary: str, work: pathlib.Path, megabytes: int):
    """Seconds from the first byte of an endless header to the answer of the request after it."""
    root = work / f"header-{megabytes}"
    root.mkdir(parents=True, exist_ok=True)
    server = Server(binary, root)
    piece = b"X-Padding: " + b"a" * ((1 << 20) - 11)
    started = time.monotonic()
    for _ in range(megabytes):
        server.raw(piece)
    body = json.dumps({"jsonrpc": "2.0", "id": 5, "method": "no/such/method"}).encode()
    server.raw(b"\r\nContent-Length: %d\r\n\r\n" % len(body) + body)
    server.until(lambda m: m.get("id") == 5)
    seconds = time.monotonic() - started
    peak = server.peak_kb()
    server.close()
    return seconds, peak, f"{megabytes << 20} bytes at 1x"


def main():
    binary, work, shapes = sys.argv[1], pathlib.Path(sys.argv[2]) / "lsp", sys.argv[3:]
    runs = {
        "lsp-publish-lines": ("2x", lambda k: publish(binary, work, 12_000 * k, one_line=False), 2),
        "lsp-publish-one-line": ("2x", lambda k: publish(binary, work, 12_000 * k, one_line=True), 2),
        "lsp-endless-header": ("4x", lambda k: endless_header(binary, work, 8 * k), 4),
    }
    for shape in shapes:
        scale, run, factor = runs[shape]
        t1, m1, note = run(1)
        t2, m2, _ = run(factor)
        print(f"{shape:<22} {scale:>6} {t1:9.2f} {t2:9.2f} {t2 / max(t1, 0.01):7.2f} {m1 // 1024:12d} {m2 // 1024:12d}   ({note})", flush=True)


if __name__ == "__main__":
    main()
