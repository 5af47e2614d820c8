"""Speech out: espeak-ng synthesis checked with sox, the table's device, speech-dispatcher."""

from __future__ import annotations

import os
import re
import shutil
import signal
import subprocess
from pathlib import Path
from typing import Iterator

import numpy as np
import pytest
from voice_helpers import AlsaRig, write_wav

from assistant.speech_out.audio import Audio
from assistant.speech_out.espeak import EspeakSynthesizer, SpeechEngineNotFoundError
from assistant.speech_out.player import DevicePlayer
from assistant.speech_out.settings import MAX_RATE, MIN_RATE, SpeechSettings
from assistant.speech_out.speakers import (
    AudioSpeaker,
    SpeechDispatcherSpeaker,
    chime_audio,
    spd_say_command,
)

SENTENCE = "Quatre dés contre deux : succès. Le Protagoniste gagne une Fortune."


def sox_stat(path: Path) -> dict[str, float]:
    """``sox FILE -n stat`` as a dictionary (length in seconds, RMS amplitude, …)."""
    report = subprocess.run(["sox", str(path), "-n", "stat"], capture_output=True, text=True,
                            check=True).stderr
    stats = {}
    for line in report.splitlines():
        match = re.match(r"(.+?):\s+(-?[\d.]+)$", line.strip())
        if match:
            stats[match.group(1).strip()] = float(match.group(2))
    return stats


@pytest.fixture(scope="module")
def synthesizer() -> EspeakSynthesizer:
    return EspeakSynthesizer()


def test_espeak_speaks_french_into_a_wav(synthesizer: EspeakSynthesizer, tmp_path: Path) -> None:
    path = tmp_path / "answer.wav"
    audio = synthesizer.synthesize(SENTENCE, SpeechSettings())
    write_wav(audio.samples, audio.sample_rate, path)
    stats = sox_stat(path)
    assert 2.5 < stats["Length (seconds)"] < 8.0
    assert stats["RMS     amplitude"] > 0.02


def test_slower_rate_takes_longer_and_louder_volume_is_louder(
    synthesizer: EspeakSynthesizer,
) -> None:
    normal = synthesizer.synthesize(SENTENCE, SpeechSettings())
    slow = synthesizer.synthesize(SENTENCE, SpeechSettings().slower().slower())
    loud = synthesizer.synthesize(SENTENCE, SpeechSettings().louder().louder())
    assert slow.duration > normal.duration * 1.2
    rms = lambda audio: float(np.sqrt(np.mean(audio.samples.astype(float) ** 2)))  # noqa: E731
    assert rms(loud) > rms(normal) * 1.2


def test_rate_and_volume_steps_stay_within_bounds() -> None:
    settings = SpeechSettings(rate=MIN_RATE + 10)
    assert settings.slower().rate == MIN_RATE
    assert SpeechSettings(rate=MAX_RATE).faster().rate == MAX_RATE
    assert SpeechSettings(volume=190).louder().volume == 200


def test_missing_program_is_reported() -> None:
    with pytest.raises(SpeechEngineNotFoundError):
        EspeakSynthesizer("espeak-ng-absent")


@pytest.mark.slow
def test_speaker_plays_exactly_the_synthesis_on_its_device(
    alsa_rig: AlsaRig, synthesizer: EspeakSynthesizer
) -> None:
    alsa_rig.clear_outputs()
    player = DevicePlayer(alsa_rig.table)
    AudioSpeaker(synthesizer, player).say(SENTENCE, SpeechSettings())
    expected = synthesizer.synthesize(SENTENCE, SpeechSettings()).samples
    assert np.array_equal(alsa_rig.played(alsa_rig.table), expected)
    assert player.first_sample_at is not None
    assert alsa_rig.played(alsa_rig.destinee).size == 0


def test_chime_is_short_and_audible() -> None:
    chime = chime_audio()
    assert 0.1 < chime.duration < 0.15
    assert np.abs(chime.samples).max() > 5000


def test_wav_round_trip(tmp_path: Path) -> None:
    audio = Audio(np.arange(-500, 500, dtype=np.int16), 16000)
    path = tmp_path / "clip.wav"
    write_wav(audio.samples, audio.sample_rate, path)
    again = Audio.from_wav_bytes(path.read_bytes())
    assert np.array_equal(again.samples, audio.samples) and again.sample_rate == 16000


def test_spd_say_command_maps_rate_volume_and_voice() -> None:
    assert spd_say_command("spd-say", "Bonjour", SpeechSettings()) == [
        "spd-say", "--wait", "--language", "fr", "--rate", "0", "--volume", "0", "--",
        "Bonjour"]
    command = spd_say_command("spd-say", "x", SpeechSettings("Amélie", rate=400, volume=10))
    assert command[command.index("--rate") + 1] == "100"
    assert command[command.index("--volume") + 1] == "-90"
    assert command[command.index("--synthesis-voice") + 1] == "Amélie"


@pytest.fixture
def speech_dispatcher(alsa_rig: AlsaRig, tmp_path: Path,
                      monkeypatch: pytest.MonkeyPatch) -> Iterator[AlsaRig]:
    """A private speech-dispatcher whose ALSA output is the rig's table device."""
    config = tmp_path / "config" / "speech-dispatcher"
    shutil.copytree("/etc/speech-dispatcher", config)
    with (config / "speechd.conf").open("a") as file:
        file.write(f'AudioOutputMethod "alsa"\nAudioALSADevice "{alsa_rig.table}"\n'
                   "DefaultModule espeak-ng\n")
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    monkeypatch.setenv("XDG_RUNTIME_DIR", str(tmp_path / "run"))
    alsa_rig.clear_outputs()
    yield alsa_rig
    for pid_file in (tmp_path / "run").glob("speech-dispatcher/pid/*.pid"):
        os.kill(int(pid_file.read_text().split()[0]), signal.SIGTERM)


@pytest.mark.slow
@pytest.mark.skipif(shutil.which("spd-say") is None or not Path("/etc/speech-dispatcher").is_dir(),
                    reason="speech-dispatcher is not installed (apt-get install speech-dispatcher)")
def test_speech_dispatcher_speaks_on_its_configured_output(speech_dispatcher: AlsaRig) -> None:
    """Real speech-dispatcher (spawned by ``spd-say``) speaks French on the table's device."""
    speaker = SpeechDispatcherSpeaker()
    speaker.say("Destin noté.", SpeechSettings())
    played = speech_dispatcher.played(speech_dispatcher.table)
    assert played.size > 8000 and np.abs(played).max() > 1000
    speaker.chime()
    assert speech_dispatcher.played(speech_dispatcher.table).size > played.size + 4000
    assert speech_dispatcher.played(speech_dispatcher.destinee).size == 0
