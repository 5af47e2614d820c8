"""The microphone through PortAudio and ALSA, fed by ALSA's file plugin."""

from __future__ import annotations

import pytest
from voice_helpers import AlsaRig, silence, speak_raw

from assistant.speech_in.microphone import Microphone

pytestmark = pytest.mark.slow


def test_sounddevice_reads_the_file_bit_exactly(alsa_rig: AlsaRig) -> None:
    import sounddevice

    speech = speak_raw("jet de destin")
    alsa_rig.load_microphone(speech)
    assert alsa_rig.microphone in [device["name"] for device in sounddevice.query_devices()]
    with Microphone(alsa_rig.microphone) as microphone:
        captured = b"".join(microphone.read() for _ in range(len(speech) // 1600 + 1))
    assert captured[: len(speech)] == speech


def test_pausing_stops_and_resumes_capture(alsa_rig: AlsaRig) -> None:
    speech = speak_raw("répète") + silence(0.5)
    alsa_rig.load_microphone(speech)
    with Microphone(alsa_rig.microphone) as microphone:
        first = microphone.read()
        with microphone.paused():
            pass
        after = microphone.read()
    assert first == speech[:1600]
    assert len(after) == 1600


def test_reading_a_closed_microphone_is_an_error() -> None:
    with pytest.raises(RuntimeError):
        Microphone("absent").read()
