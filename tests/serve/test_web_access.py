"""The web pages over HTTP (a real server on a real ledger; commands answered by a fake): every
request needs its token, the table's token reaches nothing of the Destinée's, the table's
events never carry the Destin, malformed requests and other methods get French answers, and
what the pages show is worded as the assistant says it."""

from __future__ import annotations

import json
import re
import socket
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest

from assistant.game import Game
from assistant.ledger import Ledger
from assistant.reply import Reply
from assistant.serve.access import Access, Role
from assistant.serve.views import destinee_view, dice_words, table_view
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


# Malformed requests, other methods, the icon: French answers from a maintained server -------


def _raw(server: WebServer, request: bytes, seconds: float = 5.0) -> str:
    """Send ``request`` as is on a new connection; the whole answer, decoded."""
    with socket.create_connection(("127.0.0.1", server.server_address[1]), seconds) as connection:
        connection.sendall(request)
        received = b""
        while chunk := connection.recv(65536):
            received += chunk
    return received.decode("utf-8", errors="replace")


def _status_line_and_body(answer: str) -> tuple[int, str]:
    head, _, body = answer.partition("\r\n\r\n")
    return int(head.split(" ", 2)[1]), body


@pytest.mark.parametrize("length", ["abc", "-5", "99999999999999999999", "1e3", ""])
def test_a_bad_content_length_gets_a_french_answer_and_the_server_keeps_serving(
        web: WebServer, length: str, capfd: pytest.CaptureFixture[str]) -> None:
    token = web.access.table_token
    answer = _raw(web, (f"POST /command HTTP/1.1\r\nHost: x\r\n{TOKEN_HEADER}: {token}\r\n"
                        f"Content-Length: {length}\r\n\r\n{{}}").encode())
    status, body = _status_line_and_body(answer)
    assert status in (400, 413) and body in ("Requête illisible.", "Commande trop longue.",
                                             '{"table": "Commande vide."}'), answer
    assert "Referrer-Policy: no-referrer" in answer
    assert _status(_url(web, f"/table?t={token}")) == 200
    captured = capfd.readouterr()
    assert "Traceback" not in captured.err + captured.out and token not in captured.err


@pytest.mark.parametrize("request_line", [b"garbage\r\n\r\n", b"GET / HTTP/9.9\r\n\r\n",
                                          b"GET /table HTTP/1.1\r\nno colon\r\n\r\n"])
def test_a_malformed_request_gets_a_french_answer(web: WebServer, request_line: bytes) -> None:
    assert _status_line_and_body(_raw(web, request_line)) == (400, "Requête illisible.")


def test_a_body_too_large_gets_a_french_answer(web: WebServer) -> None:
    request = _post(web, "/command", {"text": "x" * 5000}, web.access.table_token)
    try:
        urllib.request.urlopen(request, timeout=5)
    except urllib.error.HTTPError as refused:
        assert refused.code == 413 and refused.read().decode() == "Commande trop longue."
    else:
        pytest.fail("a 5 000-character command was accepted")
    assert web.heard == []  # type: ignore[attr-defined]


def test_head_answers_like_get_without_a_body(web: WebServer) -> None:
    token = web.access.table_token
    answer = _raw(web, f"HEAD /table?t={token} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n".encode())
    status, body = _status_line_and_body(answer)
    assert status == 200 and body == "" and "text/html" in answer
    refused = _raw(web, b"HEAD /table HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
    assert _status_line_and_body(refused)[0] == 403


def test_options_and_other_methods_are_answered_in_french(web: WebServer) -> None:
    token = web.access.destinee_token
    without = _raw(web, b"OPTIONS /command HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
    assert _status_line_and_body(without) == (403, "Accès refusé.")
    allowed = _raw(web, (f"OPTIONS /command HTTP/1.1\r\nHost: x\r\n{TOKEN_HEADER}: {token}\r\n"
                         "Connection: close\r\n\r\n").encode())
    assert _status_line_and_body(allowed)[0] == 204 and "Allow: POST" in allowed
    assert "Access-Control-Allow" not in allowed
    deleted = _raw(web, b"DELETE /table HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
    assert _status_line_and_body(deleted) == (405, "Cette adresse ne répond pas à cette méthode.")
    assert "Allow: GET, HEAD" in deleted
    unknown = _raw(web, b"GET /ailleurs HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
    assert _status_line_and_body(unknown) == (404, "Page inconnue.")
    for answer in (without, allowed, deleted, unknown):
        assert "X-Frame-Options" in answer or "frame-ancestors 'none'" in answer
        assert "Cache-Control: no-store" in answer


def test_the_icon_is_served(web: WebServer) -> None:
    for path in ("/favicon.svg", "/favicon.ico"):
        with urllib.request.urlopen(_url(web, path), timeout=5) as response:
            assert response.headers["Content-Type"] == "image/svg+xml"
            assert response.read().startswith(b"<svg")
    with urllib.request.urlopen(_url(web, f"/table?t={web.access.table_token}"),
                                timeout=5) as response:
        assert '<link rel="icon" href="/favicon.svg"' in response.read().decode()


def test_a_command_answer_names_the_journal_lines_it_wrote(web: WebServer) -> None:
    token = web.access.destinee_token
    with urllib.request.urlopen(_post(web, "/button", {"button": "destin_plus"}, token),
                                timeout=5) as response:
        first = json.loads(response.read())
    with urllib.request.urlopen(_post(web, "/button", {"button": "annuler"}, token),
                                timeout=5) as response:
        second = json.loads(response.read())
    with Ledger() as ledger:
        assert [entry.id for entry in ledger.journal(TABLE)] == first["ids"] + second["ids"]


def test_streams_share_one_watcher_and_the_server_stays_responsive(web: WebServer) -> None:
    """200 open event streams: a page still answers at once, and a change reaches them all."""
    token = web.access.table_token
    streams = []
    try:
        for _ in range(200):
            connection = socket.create_connection(("127.0.0.1", web.server_address[1]), 5)
            connection.sendall(f"GET /events?t={token} HTTP/1.1\r\nHost: x\r\n\r\n".encode())
            streams.append(connection)
        for connection in streams:
            assert b"data: " in _read_until(connection, b"data: ")
        started = time.monotonic()
        assert _status(_url(web, f"/table?t={token}")) == 200
        assert time.monotonic() - started < 0.5
        with Ledger() as ledger:
            Game(ledger, TABLE).gain_fortune("Alice")
        for connection in streams:
            assert b"Alice" in _read_until(connection, b"Alice")
    finally:
        for connection in streams:
            connection.close()


def _read_until(connection: socket.socket, wanted: bytes) -> bytes:
    received = b""
    while wanted not in received:
        chunk = connection.recv(65536)
        if not chunk:
            break
        received += chunk
    return received


# What the pages show: names as spelt, never doubled, counts, both sides' dice ----------------


def test_views_wording(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("HADES_DB", str(tmp_path / "views.sqlite3"))
    with Ledger() as ledger:
        game = Game(ledger, TABLE)
        game.gain_fortune("Zoé")
        game.gain_fortune("Éloïse", 2)
        game.set_gauge("Éloïse", "blessure", 1)
        for seed in range(200):
            data = game.roll(4, 3, protagonist="éloïse", seed=seed).data
            if data["protagonist"]["chaos"] and data["obstacle"]["chaos"]:
                break
        view = table_view(ledger.state(TABLE), ledger.journal(TABLE))
        destinee = destinee_view(ledger.state(TABLE), ledger.journal(TABLE))
    people = {person["name"]: person for person in view["protagonists"]}
    assert set(people) == {"Zoé", "Éloïse"}
    assert people["Zoé"]["fortunes_words"] == "1 fortune"
    assert people["Éloïse"]["gauges"][0]["words"] == "blessure 1 barre"
    newest = view["log"][0]
    assert newest["id"] == max(entry["id"] for entry in view["log"])
    assert newest["who"] in ("", "Éloïse")
    if "Éloïse" in newest["text"]:
        assert newest["who"] == ""
    assert re.fullmatch(r"Dés des protagonistes : \d(, \d)* ; dés? du chaos : \d(, \d)*\. "
                        r"Dés de l'obstacle : \d(, \d)* ; dés? du chaos : \d(, \d)*\.",
                        newest["dice"]), newest["dice"]
    assert "destin" not in json.dumps(view, ensure_ascii=False).lower()
    assert destinee["journal"][0]["gm"] and destinee["journal"][0]["dice"] == newest["dice"]


def test_dice_words_of_a_competition() -> None:
    pool = {"initial": [6, 2], "chaos": [3], "evens": 2}
    plain = {"initial": [1], "chaos": [], "evens": 0}
    said = dice_words({"protagonists": {"protagonist": pool, "obstacle": plain},
                       "rivals": {"protagonist": plain, "obstacle": {"initial": [], "chaos": []}}})
    assert said == ("Dés des protagonistes : 6, 2 ; dé du chaos : 3. Dés de l'obstacle : 1. "
                    "Dés des rivaux : 1. Dés de l'obstacle des rivaux : aucun.")
    assert dice_words({"kind": "gauge"}) == ""


def test_headers_too_large_get_a_french_answer(web: WebServer) -> None:
    huge = b"GET /table HTTP/1.1\r\nHost: x\r\nX-Long: " + b"a" * 20000 + b"\r\n\r\n"
    assert _status_line_and_body(_raw(web, huge)) == (400, "Requête illisible.")
