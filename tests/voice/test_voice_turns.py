"""Turn taking: push-to-talk and wake word."""

from __future__ import annotations

import numpy as np
import pytest
from voice_helpers import AlsaRig, ListSource, RecordingSpeaker, ScriptedRecognizer, silence, speak_raw

from assistant.speech_in.microphone import Microphone
from assistant.speech_in.recognizer import Utterance, VoskRecognizer
from assistant.voice.turns import PushToTalk, WakeWord


def test_push_to_talk_waits_for_enter_with_the_microphone_off() -> None:
    source = ListSource([])
    lines = iter(["", "Q"])

    def read_line() -> str:
        assert source.is_paused
        return next(lines)

    trigger = PushToTalk(source, read_line)
    assert trigger.wait() is True
    assert trigger.wait() is False


def test_push_to_talk_stops_at_end_of_input() -> None:
    def closed() -> str:
        raise EOFError

    assert PushToTalk(ListSource([]), closed).wait() is False


class PartialScript(ScriptedRecognizer):
    """A spotter whose partial hypothesis follows a script, one entry per chunk."""

    def __init__(self, partials: list[str]) -> None:
        super().__init__([])
        self.partials = partials

    def accept(self, chunk: bytes) -> Utterance | None:
        self.fed.append(chunk)
        self.current = self.partials.pop(0)
        return None

    def partial(self) -> str:
        return self.current


def test_wake_word_fires_on_the_word_not_on_other_speech() -> None:
    word = np.random.default_rng(5).normal(0, 5000, 800).astype("<i2").tobytes()
    source = ListSource([silence(0.05)] * 2 + [word] * 3 + [silence(0.05)] * 15)
    speaker = RecordingSpeaker()
    spotter = PartialScript(["", "", "[unk]", "[unk] hadès", "hadès"])
    assert WakeWord(source, spotter, "hadès", speaker.chime).wait() is True
    assert spotter.partials == ["hadès"], "the spotter must stop at the wake word"
    assert len(source.chunks) == 20 - 5 - 6, "then 300 ms of silence end the word"
    assert speaker.said == ["<bip>"]


@pytest.mark.slow
def test_real_wake_word_spotting_with_vosk(alsa_rig: AlsaRig, korean_model) -> None:  # noqa: ANN001
    """The Korean model's word « 아니요 » stands for the wake word: it is only heard once said."""
    alsa_rig.load_microphone(silence(0.5) + speak_raw("오", "ko") + silence(0.5)
                             + speak_raw("아니요", "ko") + silence(0.5))
    chimes = RecordingSpeaker()
    with Microphone(alsa_rig.microphone) as microphone:
        spotter = VoskRecognizer(korean_model, 16000, ["아니요", "오"])
        reads = 0
        original = microphone.read

        def counting_read() -> bytes:
            nonlocal reads
            reads += 1
            return original()

        microphone.read = counting_read  # type: ignore[method-assign]
        assert WakeWord(microphone, spotter, "아니요", chimes.chime).wait()
    word_starts_s = 0.5 + len(speak_raw("오", "ko")) / 32000 + 0.5
    assert reads * 0.05 > word_starts_s
    assert chimes.said == ["<bip>"]
