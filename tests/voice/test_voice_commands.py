"""Speech commands the voice loop answers itself."""

from __future__ import annotations

import pytest

from assistant.voice.commands import PHRASES, SpeechCommand, speech_command


@pytest.mark.parametrize(
    ("said", "command"),
    [
        ("répète", SpeechCommand.REPEAT),
        ("Répète !", SpeechCommand.REPEAT),
        ("repete s'il te plait", SpeechCommand.REPEAT),
        ("plus lentement", SpeechCommand.SLOWER),
        ("parle plus vite", SpeechCommand.FASTER),
        ("plus fort", SpeechCommand.LOUDER),
        ("moins fort", SpeechCommand.SOFTER),
    ],
)
def test_speech_commands_are_recognised(said: str, command: SpeechCommand) -> None:
    assert speech_command(said) is command


@pytest.mark.parametrize("said", ["détaille", "répète le jet de destin", "lance trois dés", ""])
def test_other_sentences_go_to_the_game(said: str) -> None:
    assert speech_command(said) is None


def test_every_listed_phrase_maps_back_to_its_command() -> None:
    for command, phrases in PHRASES.items():
        assert {speech_command(phrase) for phrase in phrases} == {command}
