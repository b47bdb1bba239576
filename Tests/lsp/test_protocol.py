"""The server as a long-lived process, spoken to byte by byte: malformed input gets a JSON-RPC
error and the session goes on; requests are answered in order (or cancelled); the exit status
says whether `shutdown` came first."""
import json
import pathlib
import subprocess

from conftest import BINARY, DASHBOARD


class Session:
    def __init__(self, root: pathlib.Path, marker=True):
        # A project (the server indexes no folder without a project marker).
        if marker:
            (root / ".git").mkdir(exist_ok=True)
        self.process = subprocess.Popen([BINARY, "lsp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
        self.root = root

    def raw(self, data: bytes):
        self.process.stdin.write(data)
        self.process.stdin.flush()

    def send(self, message: dict):
        body = json.dumps(message).encode()
        self.raw(b"Content-Length: %d\r\n\r\n" % len(body) + body)

    def receive(self) -> dict:
        headers = b""
        while not headers.endswith(b"\r\n\r\n"):
            byte = self.process.stdout.read(1)
            assert byte, "the server closed its output"
            headers += byte
        length = int(headers.split(b"Content-Length:")[1].split(b"\r\n")[0])
        return json.loads(self.process.stdout.read(length))

    def response(self) -> dict:
        """The next response (notifications skipped)."""
        while True:
            message = self.receive()
            if "id" in message and "method" not in message:
                return message

    def initialize(self):
        self.send({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"rootUri": self.root.as_uri(), "capabilities": {}}})
        assert "capabilities" in self.response()["result"]
        self.send({"jsonrpc": "2.0", "method": "initialized", "params": {}})

    def indexed(self):
        """Waits for the log message saying indexing is done (indexing goes on between messages)."""
        while True:
            m = self.receive()
            if m.get("method") == "window/logMessage" and "indexed" in m["params"]["message"]:
                return

    def finish(self, timeout=10) -> int:
        self.process.stdin.close()
        return self.process.wait(timeout)


def test_malformed_messages_get_errors_and_the_session_goes_on(tmp_path: pathlib.Path):
    (tmp_path / "Dashboard.swift").write_text(DASHBOARD)
    s = Session(tmp_path)
    s.initialize()
    s.indexed()
    s.raw(b"Content-Length: 8\r\n\r\n{\"id\": 1")           # not JSON
    assert s.response()["error"]["code"] == -32700
    s.raw(b"Content-Type: text/plain\r\n\r\n")               # no length
    assert s.response()["error"]["code"] == -32700
    s.raw(b"Content-Length: 2\r\n\r\n[]")                    # JSON, not a message
    assert s.response()["error"]["code"] == -32600
    s.send({"jsonrpc": "2.0", "id": 7, "method": "no/such/method"})
    assert s.response() == {"jsonrpc": "2.0", "id": 7, "error": {"code": -32601, "message": "unknown method 'no/such/method'"}}
    s.send({"jsonrpc": "2.0", "id": 8, "method": "textDocument/hover", "params": {"textDocument": {}}})
    assert s.response()["error"]["code"] == -32602
    # Still serving: a hover on the finding is answered.
    uri = (tmp_path / "Dashboard.swift").as_uri()
    s.send({"jsonrpc": "2.0", "id": 9, "method": "textDocument/hover",
            "params": {"textDocument": {"uri": uri}, "position": {"line": 6, "character": 20}}})
    assert "state-bool-presentation" in s.response()["result"]["contents"]["value"]
    s.send({"jsonrpc": "2.0", "id": 10, "method": "shutdown"})
    assert s.response() == {"jsonrpc": "2.0", "id": 10, "result": None}
    s.send({"jsonrpc": "2.0", "method": "exit"})
    assert s.process.wait(10) == 0


def test_exit_without_shutdown_is_status_1(tmp_path: pathlib.Path):
    s = Session(tmp_path)
    s.initialize()
    s.send({"jsonrpc": "2.0", "method": "exit"})
    assert s.process.wait(10) == 1


def test_end_of_input_without_shutdown_is_status_1(tmp_path: pathlib.Path):
    s = Session(tmp_path)
    s.initialize()
    assert s.finish() == 1


def test_requests_before_initialize_and_after_shutdown_are_refused(tmp_path: pathlib.Path):
    s = Session(tmp_path)
    s.send({"jsonrpc": "2.0", "id": 1, "method": "textDocument/hover", "params": {}})
    assert s.response()["error"]["code"] == -32002
    s.send({"jsonrpc": "2.0", "id": 2, "method": "initialize", "params": {"rootUri": tmp_path.as_uri(), "capabilities": {}}})
    assert s.response()["id"] == 2
    s.send({"jsonrpc": "2.0", "id": 3, "method": "shutdown"})
    assert s.response()["id"] == 3
    s.send({"jsonrpc": "2.0", "id": 4, "method": "textDocument/hover", "params": {}})
    assert s.response()["error"]["code"] == -32600
    s.send({"jsonrpc": "2.0", "method": "exit"})
    assert s.process.wait(10) == 0


def test_requests_are_answered_in_order_or_cancelled(tmp_path: pathlib.Path):
    (tmp_path / "Dashboard.swift").write_text(DASHBOARD)
    s = Session(tmp_path)
    s.initialize()
    uri = (tmp_path / "Dashboard.swift").as_uri()
    batch = b""
    for n in range(10, 40):
        body = json.dumps({"jsonrpc": "2.0", "id": n, "method": "textDocument/hover",
                           "params": {"textDocument": {"uri": uri}, "position": {"line": 6, "character": 20}}}).encode()
        batch += b"Content-Length: %d\r\n\r\n" % len(body) + body
    # Cancel the last one, in the same write: it may be answered or cancelled, but never lost.
    body = json.dumps({"jsonrpc": "2.0", "method": "$/cancelRequest", "params": {"id": 39}}).encode()
    batch += b"Content-Length: %d\r\n\r\n" % len(body) + body
    s.raw(batch)
    answers = [s.response() for _ in range(30)]
    assert [a["id"] for a in answers] == list(range(10, 40))
    assert all("result" in a for a in answers[:-1])
    assert "result" in answers[-1] or answers[-1]["error"]["code"] == -32800
    s.send({"jsonrpc": "2.0", "id": 99, "method": "shutdown"})
    assert s.response()["id"] == 99
    s.send({"jsonrpc": "2.0", "method": "exit"})
    assert s.process.wait(10) == 0
