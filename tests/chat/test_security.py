"""No other user of the machine reaches a table through the servers the assistant starts:
without the run's secret, from a web page, or as text/plain, every request is refused, the
action server included, and both servers listen on 127.0.0.1 only (real servers)."""

from __future__ import annotations

import json
import urllib.error
import urllib.request
from pathlib import Path
from urllib.parse import urlsplit

import pytest

from assistant.chat.secret import SECRET_HEADER
from assistant.chat.session import ChatSession
from assistant.ledger import Ledger

pytestmark = pytest.mark.slow


def _post(url: str, body: bytes, headers: dict[str, str]) -> int:
    request = urllib.request.Request(url, data=body, headers=headers, method="POST")
    try:
        with urllib.request.urlopen(request, timeout=30) as answer:
            return int(answer.status)
    except urllib.error.HTTPError as error:
        return int(error.code)


def _destin(table: str) -> int:
    with Ledger() as ledger:
        return ledger.state(table).destin if table in {t.name for t in ledger.tables()} else 0


RIGHT = "the run's secret"
JSON = "application/json"


@pytest.mark.parametrize(
    "headers",
    [
        {"Content-Type": JSON},
        {"Content-Type": JSON, SECRET_HEADER: "pas-le-bon"},
        {"Content-Type": JSON, SECRET_HEADER: RIGHT, "Origin": "http://page.example"},
        {"Content-Type": "text/plain", SECRET_HEADER: RIGHT},
    ],
    ids=["no secret", "wrong secret", "from a web page", "text/plain"],
)
def test_the_rasa_webhook_refuses_strangers(player_session: ChatSession,
                                            headers: dict[str, str]) -> None:
    sent = {key: player_session._secret if value == RIGHT else value
            for key, value in headers.items()}
    body = json.dumps({"sender": "x", "message": "ajoute 5 au destin",
                       "metadata": {"table": "cible", "gm": True}}).encode()
    before = _destin("cible")
    assert _post(player_session._webhook, body, sent) == 403
    assert _destin("cible") == before


def test_the_action_server_refuses_a_request_without_the_token(player_session: ChatSession) -> None:
    action_port = urlsplit(player_session._servers[0].ready_url).port
    body = json.dumps({"next_action": "action_destin_adjust", "sender_id": "x", "tracker": {
        "sender_id": "x", "slots": {}, "latest_message": {
            "intent": {"name": "destin_adjust", "confidence": 1.0}, "text": "ajoute 5 au destin",
            "entities": [{"entity": "amount", "value": 5, "start": 0, "end": 1}],
            "metadata": {"table": "cible", "gm": True}}, "events": [], "paused": False,
        "followup_action": None, "active_loop": {}, "latest_action_name": None},
        "domain": {}}).encode()
    before = _destin("cible")
    assert _post(f"http://127.0.0.1:{action_port}/webhook", body,
                 {"Content-Type": "application/json"}) == 403
    assert _destin("cible") == before


def test_the_front_end_with_the_secret_is_answered(player_session: ChatSession) -> None:
    assert player_session.handle("jet de distance qui").data["question"] == "qui"


def test_both_servers_listen_on_loopback_only(player_session: ChatSession) -> None:
    ports = {urlsplit(server.ready_url).port for server in player_session._servers}
    listening = {}
    for line in Path("/proc/net/tcp").read_text().splitlines()[1:]:
        local, state = line.split()[1], line.split()[3]
        address, port = local.split(":")
        if state == "0A":  # LISTEN
            listening.setdefault(int(port, 16), set()).add(address)
    assert all(listening.get(port) == {"0100007F"} for port in ports), listening
