"""The table's link of the real ``hades serve`` is a player's: its command box never reads nor
changes the Destin, never closes the game and never undoes the Destinée's entries, and the
table's live view never announces her secret actions (issue 19, points 1 and 2)."""

from __future__ import annotations

import json
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest

from assistant.ledger import Ledger
from assistant.nlu.model import ensure_model

pytestmark = pytest.mark.slow

SERVE = "import sys; from assistant.cli import main; sys.exit(main(sys.argv[1:]))"
START_SECONDS = 240.0
TABLE = "principale"


@pytest.fixture()
def links(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[dict[str, str]]:
    """A real ``hades serve`` on a ledger of its own: its two printed links, by page."""
    ensure_model()
    monkeypatch.setenv("HADES_DB", str(tmp_path / "serve.sqlite3"))
    process = subprocess.Popen([sys.executable, "-c", SERVE, "serve", "--port", "0"],
                               stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    assert process.stdout is not None
    found: dict[str, str] = {}
    deadline = time.monotonic() + START_SECONDS
    while len(found) < 2 and time.monotonic() < deadline:
        line = process.stdout.readline()
        if not line:
            break
        for word in line.split():
            if "?t=" in word:
                found["table" if "/table?" in word else "destinee"] = word
    try:
        if len(found) < 2:
            pytest.fail("hades serve printed no links")
        yield found
    finally:
        process.kill()
        process.wait()


def _command(link: str, text: str) -> dict[str, object]:
    base, token = link.split("/table?t=" if "/table?" in link else "/destinee?t=")
    request = urllib.request.Request(f"{base}/command", method="POST",
                                     data=json.dumps({"text": text}).encode(),
                                     headers={"Content-Type": "application/json",
                                              "X-Hades-Token": token})
    with urllib.request.urlopen(request, timeout=60) as answer:
        return json.loads(answer.read())


def _button(link: str, name: str) -> dict[str, object]:
    base, token = link.split("/destinee?t=")
    request = urllib.request.Request(f"{base}/button", method="POST",
                                     data=json.dumps({"button": name}).encode(),
                                     headers={"Content-Type": "application/json",
                                              "X-Hades-Token": token})
    with urllib.request.urlopen(request, timeout=60) as answer:
        return json.loads(answer.read())


def _say(link: str, text: str) -> dict[str, object]:
    """Type ``text`` on the page; « oui » when the assistant asks before acting."""
    answer = _command(link, text)
    if str(answer.get("table", "")).endswith("?"):
        answer = _command(link, "oui")
    return answer


def _destin() -> int:
    with Ledger() as ledger:
        return ledger.state(TABLE).destin


def _table_view(link: str) -> str:
    """The first live event of the table's page (its whole view), as text."""
    base, token = link.split("/table?t=")
    with urllib.request.urlopen(f"{base}/events?t={token}", timeout=10) as stream:
        for raw in stream:
            line = raw.decode("utf-8")
            if line.startswith("data:"):
                return line[len("data:"):].strip()
    return ""


def test_the_tables_link_is_a_players(links: dict[str, str]) -> None:
    table, destinee = links["table"], links["destinee"]
    _say(table, "Alice gagne une fortune")
    _say(table, "Bob gagne une fortune")
    refused = _say(table, "ajoute deux au destin")
    assert refused["table"] == "Seule la Destinée peut changer le Destin." and "gm" not in refused
    assert _destin() == 0
    noted = _say(destinee, "ajoute deux au destin")
    assert noted["table"] == "" and "C'est noté" in str(noted["gm"])
    assert _destin() == 2
    assert _say(table, "annule")["table"] == "Seule la Destinée peut annuler cette action."
    assert _say(table, "clos la partie")["table"] == "Seule la Destinée peut clore la partie."
    assert _say(table, "quel est le destin")["table"] == "Seule la Destinée peut lire le Destin."
    assert _destin() == 2
    undone = _say(destinee, "annule")
    assert undone["table"] == "" and "J'annule l'ajustement du Destin." in str(undone["gm"])
    _say(destinee, "retire trois au destin")
    assert _destin() == -3
    for _ in range(5):  # two protagonistes, no solo play: even « Contretemps ! » is hers
        rolled = _button(destinee, "jet_de_destin")
        assert rolled["table"] == "" and "contretemps" in str(rolled["gm"]).lower()
    view = _table_view(table)
    assert "Alice" in view
    for secret in ("C'est noté", "ajustement du Destin", "Contretemps", "Destin"):
        assert secret not in view, secret
