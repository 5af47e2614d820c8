"""The web pages over HTTP (a real server on a real ledger; commands answered by a fake): every
request needs its token, the table's token reaches nothing of the Destinée's, and the table's
events never carry the Destin."""

from __future__ import annotations

import json
import urllib.error
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest

from assistant.game import Game
from assistant.ledger import Ledger
from assistant.reply import Reply
from assistant.serve.access import Access, Role
from assistant.serve.web import TOKEN_HEADER, WebServer

TABLE = "web"


@pytest.fixture()
def web(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[WebServer]:
    monkeypatch.setenv("HADES_DB", str(tmp_path / "web.sqlite3"))
    heard: list[tuple[str, Role]] = []

    def answer(text: str, role: Role) -> Reply:
        heard.append((text, role))
        return Reply(table="Entendu.", gm="Secret de la Destinée.")

    server = WebServer(("127.0.0.1", 0), Access(), TABLE, answer)
    server.heard = heard  # type: ignore[attr-defined]
    server.start()
    yield server
    server.stop()


def _url(server: WebServer, path: str) -> str:
    return f"http://127.0.0.1:{server.server_address[1]}{path}"


def _status(request: urllib.request.Request | str) -> int:
    try:
        with urllib.request.urlopen(request, timeout=5) as response:
            return int(response.status)
    except urllib.error.HTTPError as refused:
        return refused.code


def _post(server: WebServer, path: str, body: dict[str, str], token: str | None) -> urllib.request.Request:
    headers = {"Content-Type": "application/json"}
    if token is not None:
        headers[TOKEN_HEADER] = token
    return urllib.request.Request(_url(server, path), data=json.dumps(body).encode(), headers=headers)


def _first_event(server: WebServer, token: str) -> dict:
    with urllib.request.urlopen(_url(server, f"/events?t={token}"), timeout=5) as stream:
        line = stream.readline().decode()
    assert line.startswith("data: ")
    return json.loads(line[len("data: "):])


@pytest.mark.parametrize("path", ["/destinee", "/table", "/events"])
def test_missing_or_wrong_token_is_refused(web: WebServer, path: str) -> None:
    assert _status(_url(web, path)) == 403
    assert _status(_url(web, f"{path}?t=faux")) == 403


def test_each_token_opens_its_page(web: WebServer) -> None:
    assert _status(_url(web, f"/destinee?t={web.access.destinee_token}")) == 200
    assert _status(_url(web, f"/table?t={web.access.table_token}")) == 200


def test_table_token_reaches_nothing_of_the_destinee(web: WebServer) -> None:
    table_token = web.access.table_token
    assert _status(_url(web, f"/destinee?t={table_token}")) == 403
    assert _status(_post(web, "/button", {"button": "destin_plus"}, table_token)) == 403
    with Ledger() as ledger:
        assert ledger.latest_entry_id(TABLE) == 0


def test_state_changes_need_the_token_in_a_header(web: WebServer) -> None:
    token = web.access.destinee_token
    in_query = urllib.request.Request(_url(web, f"/button?t={token}"),
                                      data=b'{"button": "destin_plus"}')
    assert _status(in_query) == 403
    assert _status(_post(web, "/command", {"text": "quatre dés contre trois"}, None)) == 403
    assert web.heard == []  # type: ignore[attr-defined]


def test_a_destinee_button_goes_through_the_journal(web: WebServer) -> None:
    request = _post(web, "/button", {"button": "destin_plus"}, web.access.destinee_token)
    with urllib.request.urlopen(request, timeout=5) as response:
        answer = json.loads(response.read())
    assert "gm" in answer
    with Ledger() as ledger:
        assert ledger.state(TABLE).destin == 1
        assert [entry.kind for entry in ledger.journal(TABLE)] == ["destin_adjust"]
    undo = _post(web, "/button", {"button": "annuler"}, web.access.destinee_token)
    assert _status(undo) == 200
    with Ledger() as ledger:
        assert ledger.state(TABLE).destin == 0


def test_unknown_button_or_garbled_body_gets_a_french_answer(web: WebServer) -> None:
    token = web.access.destinee_token
    with urllib.request.urlopen(_post(web, "/button", {"button": "x"}, token), timeout=5) as reply:
        assert json.loads(reply.read()) == {"table": "Bouton inconnu.", "ids": []}
    garbled = urllib.request.Request(_url(web, "/command"), data=b"{pas du json",
                                     headers={TOKEN_HEADER: token})
    assert _status(garbled) == 400


def test_table_commands_are_answered_as_a_player(web: WebServer) -> None:
    request = _post(web, "/command", {"text": "quatre dés contre trois"}, web.access.table_token)
    with urllib.request.urlopen(request, timeout=5) as response:
        assert json.loads(response.read()) == {"table": "Entendu.", "ids": []}
    assert web.heard == [("quatre dés contre trois", Role.TABLE)]  # type: ignore[attr-defined]


def test_table_events_never_carry_the_destin(web: WebServer) -> None:
    with Ledger() as ledger:
        game = Game(ledger, TABLE)
        game.adjust_destin(3)
        game.destin_roll(seed=4)
    table_view = json.dumps(_first_event(web, web.access.table_token), ensure_ascii=False)
    destinee_view = _first_event(web, web.access.destinee_token)
    assert destinee_view["destin"] == 3
    assert all(entry["gm"] for entry in destinee_view["journal"])
    for entry in destinee_view["journal"]:
        assert entry["gm"] not in table_view
    assert "destin" not in table_view.lower().replace("jet de destin", "")


def test_without_lan_the_server_listens_on_loopback_only(web: WebServer) -> None:
    assert web.server_address[0] == "127.0.0.1"


def test_destinee_page_carries_the_memento(web: WebServer) -> None:
    with urllib.request.urlopen(_url(web, f"/destinee?t={web.access.destinee_token}"),
                                timeout=5) as response:
        page = response.read().decode()
    for heading in ("Table des résultats", "Fortunes", "Initiative", "Deus Ex Alea",
                    "Oracle des distances", "Oracle des directions"):
        assert f"<h3>{heading}</h3>" in page
    assert "Protagoniste" in page and "Affronter" in page
    with urllib.request.urlopen(_url(web, f"/table?t={web.access.table_token}"),
                                timeout=5) as response:
        assert "Memento" not in response.read().decode()
