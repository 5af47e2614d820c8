"""Ending a command on silence."""

from __future__ import annotations

import numpy as np
from voice_helpers import SAMPLE_RATE, chunks_of, silence, speak_raw

from assistant.speech_in.endpointing import Phase, SilenceEndpointer, level_dbfs


def tone(seconds: float, amplitude: float = 0.3) -> bytes:
    times = np.arange(int(seconds * SAMPLE_RATE)) / SAMPLE_RATE
    return (amplitude * 32767 * np.sin(2 * np.pi * 440 * times)).astype("<i2").tobytes()


def phases(endpointer: SilenceEndpointer, audio: bytes) -> list[Phase]:
    return [endpointer.update(chunk) for chunk in chunks_of(audio)]


def test_levels_of_silence_and_full_scale() -> None:
    assert level_dbfs(bytes(1600)) == -90.0
    assert -65 < level_dbfs(silence(0.05)) < -55
    assert abs(level_dbfs(tone(0.05, amplitude=1.0)) - (-3.0)) < 0.1


def test_silence_alone_never_starts_an_utterance() -> None:
    assert set(phases(SilenceEndpointer(), silence(2.0))) == {Phase.WAITING}


def test_speech_then_enough_silence_ends_the_utterance() -> None:
    endpointer = SilenceEndpointer(silence_ms=300)
    seen = phases(endpointer, silence(0.2) + tone(0.5) + silence(0.25))
    assert seen[-1] is Phase.SPEAKING
    assert endpointer.update(silence(0.05)) is Phase.ENDED


def test_a_click_is_not_speech() -> None:
    assert set(phases(SilenceEndpointer(min_speech_ms=90), tone(0.05) + silence(1.0))) == {
        Phase.WAITING
    }


def test_steady_room_noise_raises_the_threshold() -> None:
    rng = np.random.default_rng(7)
    noise = (rng.normal(0, 600, SAMPLE_RATE)).astype("<i2").tobytes()
    endpointer = SilenceEndpointer()
    assert set(phases(endpointer, noise)) == {Phase.WAITING}
    assert endpointer.threshold_db > endpointer.floor_db
    assert phases(endpointer, tone(0.3) + noise)[-1] is Phase.ENDED


def test_endless_speech_is_cut_at_the_maximum_length() -> None:
    endpointer = SilenceEndpointer(max_utterance_s=1.0)
    assert phases(endpointer, silence(0.1) + tone(1.2))[-1] is Phase.ENDED


def test_espeak_sentence_ends_shortly_after_its_last_sound() -> None:
    speech = speak_raw("lance trois dés contre deux")
    endpointer = SilenceEndpointer(silence_ms=300)
    seen = phases(endpointer, speech + silence(1.0))
    ended_at_s = seen.index(Phase.ENDED) * 0.05
    speech_s = len(speech) / 2 / SAMPLE_RATE
    assert speech_s - 0.3 < ended_at_s < speech_s + 0.45
