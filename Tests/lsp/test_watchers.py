"""File watchers: a client that can register capabilities dynamically is asked to watch the files
the server reads from disk (Swift files, the configuration, Xcode projects); one that cannot is not
asked, and is expected to send `workspace/didChangeWatchedFiles` on its own."""
import pathlib

import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient

from conftest import BINARY, initialize_params
from test_server import codes, until


def record_registrations(client: LanguageClient):
    """Answers `client/registerCapability` and keeps every registration the server asks for."""
    client.registrations = []

    @client.feature(types.CLIENT_REGISTER_CAPABILITY)
    def register(params: types.RegistrationParams):
        client.registrations += params.registrations


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[BINARY, "lsp"]))
async def watching_client(lsp_client: LanguageClient, workspace: pathlib.Path):
    record_registrations(lsp_client)
    params = initialize_params(workspace)
    params.capabilities.workspace = types.WorkspaceClientCapabilities(
        did_change_watched_files=types.DidChangeWatchedFilesClientCapabilities(dynamic_registration=True))
    await lsp_client.initialize_session(params)
    yield
    await lsp_client.shutdown_session()


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[BINARY, "lsp"]))
async def plain_client(lsp_client: LanguageClient, workspace: pathlib.Path):
    record_registrations(lsp_client)
    await lsp_client.initialize_session(initialize_params(workspace))
    yield
    await lsp_client.shutdown_session()


async def test_a_client_that_registers_dynamically_is_asked_to_watch_the_files(watching_client: LanguageClient, workspace: pathlib.Path):
    dashboard = workspace / "App" / "Dashboard.swift"
    # The request comes before the initial diagnostics.
    await until(watching_client, lambda: codes(watching_client, dashboard))
    [registration] = watching_client.registrations
    assert registration.method == types.WORKSPACE_DID_CHANGE_WATCHED_FILES
    globs = [w["globPattern"] for w in registration.register_options["watchers"]]
    assert "**/*.swift" in globs and "**/.presentlint.json" in globs
    # What the watchers report is acted on: a file created on disk gets its diagnostics.
    created = workspace / "App" / "Second.swift"
    created.write_text(dashboard.read_text().replace("Dashboard", "Second"))
    watching_client.workspace_did_change_watched_files(types.DidChangeWatchedFilesParams(
        changes=[types.FileEvent(uri=created.as_uri(), type=types.FileChangeType.Created)]))
    await until(watching_client, lambda: codes(watching_client, created) == ["cover-missing-close"])


async def test_a_client_without_dynamic_registration_is_not_asked(plain_client: LanguageClient, workspace: pathlib.Path):
    dashboard = workspace / "App" / "Dashboard.swift"
    await until(plain_client, lambda: codes(plain_client, dashboard))
    assert plain_client.registrations == []
