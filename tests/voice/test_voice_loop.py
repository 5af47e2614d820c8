"""The voice loop driven by a fake recogniser returning French text."""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np
from voice_helpers import (
    ListSource,
    RecordingHandler,
    RecordingSpeaker,
    ScriptedRecognizer,
    chunks_of,
    silence,
    utterance,
)

from assistant.reply import Reply
from assistant.speech_in.listener import Listener
from assistant.speech_in.recognizer import Utterance
from assistant.speech_out.settings import SpeechSettings
from assistant.voice import phrases
from assistant.voice.loop import VoiceLoop
from assistant.voice.router import ReplyRouter


@dataclass
class Turns:
    """A trigger granting a fixed number of turns."""

    count: int
    prompt: str = "Parlez."

    def wait(self) -> bool:
        self.count -= 1
        return self.count >= 0


@dataclass
class Table:
    """Everything observable at the table, in order: screen lines and spoken lines."""

    events: list[str] = field(default_factory=list)


def speech_burst() -> bytes:
    """Something loud enough to be taken for speech, between two silences."""
    loud = np.random.default_rng(3).normal(0, 5000, 4800).astype("<i2").tobytes()
    return silence(0.2) + loud + silence(0.4)


class FailingHandler:
    def handle(self, text: str) -> Reply:
        raise RuntimeError("broken pipeline")


def voice_loop(heard: list[Utterance], handler=None, min_confidence: float = 0.6):  # noqa: ANN001, ANN201
    """A loop hearing ``heard`` in turn; returns the loop, its handler, speaker, source, table."""
    table = Table()
    source = ListSource(chunks_of(speech_burst()) * len(heard))
    speaker = RecordingSpeaker(on_say=lambda: table.events.append(
        "paused" if source.is_paused else "MICROPHONE OPEN"))
    handler = handler or RecordingHandler()
    original = handler.handle if hasattr(handler, "handle") else None

    class Tracing:
        def handle(self, text: str) -> Reply:
            table.events.append(f"handle:{text}")
            return original(text)

    listener = Listener(source, ScriptedRecognizer(list(heard)), min_confidence=min_confidence)
    router = ReplyRouter(speaker, lambda line: table.events.append(f"screen:{line}"))
    loop = VoiceLoop(listener, Tracing(), router, Turns(len(heard)), SpeechSettings())
    return loop, handler, speaker, source, table


def test_each_sentence_is_echoed_before_it_is_acted_on() -> None:
    loop, handler, speaker, _, table = voice_loop([utterance("lance trois dés")])
    loop.run()
    assert table.events[:3] == ["screen:Parlez.", "screen:Entendu : lance trois dés",
                                "handle:lance trois dés"]
    assert handler.received == ["lance trois dés"]
    assert speaker.said == ["Réponse à « lance trois dés »."]


def test_the_microphone_is_off_whenever_the_assistant_speaks() -> None:
    loop, _, _, source, table = voice_loop([utterance("jet de destin"), utterance("répète")])
    loop.run()
    assert "MICROPHONE OPEN" not in table.events
    assert table.events.count("paused") == 4
    assert source.paused_count == 2


def test_doubtful_speech_is_refused_and_never_rolls_dice() -> None:
    loop, handler, speaker, _, table = voice_loop([utterance("lance trois dés", 0.3)])
    loop.run()
    assert handler.received == []
    assert "screen:Entendu sans certitude : lance trois dés" in table.events
    assert speaker.said == [phrases.NOT_UNDERSTOOD]


def test_nothing_heard_is_said() -> None:
    loop, handler, speaker, _, _ = voice_loop([utterance("")])
    loop.run()
    assert handler.received == [] and speaker.said == [phrases.NOT_UNDERSTOOD]


def test_repeat_says_the_last_answer_again_with_its_secret_rule() -> None:
    loop, handler, speaker, _, _ = voice_loop([utterance("jet de destin"), utterance("répète")])
    loop.run()
    answer = "Réponse à « jet de destin »."
    assert speaker.said == [answer, phrases.DESTIN_NOTED, answer, phrases.DESTIN_NOTED]
    assert handler.received == ["jet de destin"]


def test_slower_repeats_the_last_answer_slower() -> None:
    loop, _, speaker, _, _ = voice_loop([utterance("lance deux dés"),
                                         utterance("plus lentement")])
    loop.run()
    assert speaker.said[0] == speaker.said[1]
    assert speaker.settings[1].rate < speaker.settings[0].rate
    assert loop.settings.rate == speaker.settings[1].rate


def test_louder_and_repeat_before_any_answer() -> None:
    loop, _, speaker, _, _ = voice_loop([utterance("plus fort"), utterance("répète")])
    loop.run()
    assert speaker.said == [phrases.LOUDER, phrases.NOTHING_TO_REPEAT]
    assert speaker.settings[1].volume > SpeechSettings().volume


def test_details_go_to_the_game_pipeline() -> None:
    loop, handler, _, _, _ = voice_loop([utterance("détaille")])
    loop.run()
    assert handler.received == ["détaille"]


def test_a_failing_pipeline_gets_a_french_answer_not_a_crash() -> None:
    loop, _, speaker, _, _ = voice_loop([utterance("lance trois dés")], handler=FailingHandler())
    loop.run()
    assert speaker.said == [phrases.HANDLER_FAILED]
