"""End-to-end tests of `presentlint lsp` with a real LSP client (pytest-lsp, on pygls).

Each test gets a fresh workspace (a temporary directory) and a server started on it. The binary is
$PRESENTLINT_BIN, or the debug build of the checkout.
"""
import os
import pathlib

import pytest
import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient

ROOT = pathlib.Path(__file__).resolve().parents[2]
BINARY = os.environ.get("PRESENTLINT_BIN", str(ROOT / ".build" / "debug" / "presentlint"))

DASHBOARD = """import SwiftUI

struct Dashboard: View {
    @State private var showStats = false
    var body: some View {
        Button("Stats") { showStats = true }
            .fullScreenCover(isPresented: $showStats) { StatsWall() }
    }
}
"""

# A screen of its own (it edits state it owns), so state-bool-presentation reports the flag that
# presents it under its default `"report": "destinations"`; with no way out, so cover-missing-close
# reports the cover too.
STATS_WALL = """import SwiftUI

struct StatsWall: View {
    @State private var goal = ""
    var body: some View {
        VStack {
            Text("Numbers")
            TextField("Goal", text: $goal)
        }
    }
}
"""

# The same cover, on a line with an emoji (two UTF-16 units, four bytes) and CJK (one unit, three bytes).
WIDE = """import SwiftUI

struct WideView: View {
    @State private var wide = false
    var body: some View {
        Text("😀 设置").fullScreenCover(isPresented: $wide) { StatsWall() }
    }
}
"""

LEGACY = """import SwiftUI

struct LegacySheet: View {
    @Environment(\\.presentationMode) var presentationMode
    var body: some View {
        Button("Done") { presentationMode.wrappedValue.dismiss() }
    }
}
"""


QUIET = '{"rules": {"state-bool-presentation": false}}'


@pytest.fixture
def workspace(tmp_path: pathlib.Path) -> pathlib.Path:
    (tmp_path / "App").mkdir()
    # One rule at a site, unless a test turns the second back on.
    (tmp_path / ".presentlint.json").write_text(QUIET)
    (tmp_path / "App" / "Dashboard.swift").write_text(DASHBOARD)
    (tmp_path / "App" / "StatsWall.swift").write_text(STATS_WALL)
    (tmp_path / "App" / "Wide.swift").write_text(WIDE)
    # CRLF line ends: a suppression comment must use them too.
    (tmp_path / "App" / "Legacy.swift").write_bytes(LEGACY.replace("\n", "\r\n").encode())
    return tmp_path


def initialize_params(workspace: pathlib.Path, encodings=None, progress=False) -> types.InitializeParams:
    general = types.GeneralClientCapabilities(position_encodings=encodings) if encodings else None
    return types.InitializeParams(
        capabilities=types.ClientCapabilities(
            general=general,
            window=types.WindowClientCapabilities(work_done_progress=progress),
            text_document=types.TextDocumentClientCapabilities(
                publish_diagnostics=types.PublishDiagnosticsClientCapabilities(related_information=True, code_description_support=True),
            ),
        ),
        workspace_folders=[types.WorkspaceFolder(uri=workspace.as_uri(), name="ws")],
    )


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[BINARY, "lsp"]))
async def client(lsp_client: LanguageClient, workspace: pathlib.Path):
    await lsp_client.initialize_session(initialize_params(workspace, progress=True))
    yield
    await lsp_client.shutdown_session()


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[BINARY, "lsp"]))
async def utf8_client(lsp_client: LanguageClient, workspace: pathlib.Path):
    result = await lsp_client.initialize_session(initialize_params(workspace, encodings=[types.PositionEncodingKind.Utf8, types.PositionEncodingKind.Utf16]))
    lsp_client.negotiated_encoding = result.capabilities.position_encoding
    yield
    await lsp_client.shutdown_session()
