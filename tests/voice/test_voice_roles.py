"""The voice follows the roles (issue 19, points 1 and 2): ``hades voice`` speaks as a player
unless the Destinée starts it with ``--gm``, and her secret actions are never announced on the
table's speaker, not even as « Destin noté. »."""

from __future__ import annotations

from pathlib import Path

from voice_helpers import RecordingSpeaker

from assistant.cli import build_parser
from assistant.game import Game
from assistant.ledger import Ledger
from assistant.roles import Role
from assistant.speech_out.settings import SpeechSettings
from assistant.voice.router import ReplyRouter


def test_hades_voice_is_a_players_unless_gm() -> None:
    assert build_parser().parse_args(["voice"]).gm is False
    assert build_parser().parse_args(["voice", "--gm"]).gm is True


def test_her_secret_actions_say_nothing_on_the_tables_speaker(tmp_path: Path) -> None:
    with Ledger(tmp_path / "voix.sqlite3") as ledger:
        game = Game(ledger, "voix", role=Role.DESTINEE)
        game.gain_fortune("Alice")
        game.gain_fortune("Bob")
        secret_ones = [game.adjust_destin(-4), game.undo(), game.destin_roll(seed=2)]
        public = game.roll(3, 2, "Alice", 5)
    for with_earphone in (False, True):
        table_speaker, earphone, screen = RecordingSpeaker(), RecordingSpeaker(), []
        router = ReplyRouter(table_speaker, screen.append, earphone if with_earphone else None)
        for reply in secret_ones:
            assert reply.table == "" and reply.gm
            router.deliver(reply, SpeechSettings())
        assert table_speaker.said == []
        assert any("C'est noté" in line for line in screen)
        router.deliver(public, SpeechSettings())
        assert table_speaker.said[0] == public.table
