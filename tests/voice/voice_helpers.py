"""Helpers of the voice tests: spoken test sentences, the ALSA rig of file-backed sound devices
and fakes for the loop (fixtures that use them are in conftest.py)."""

from __future__ import annotations

import subprocess
import wave
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable, Iterator

import numpy as np

from assistant.reply import Reply
from assistant.speech_in.recognizer import Utterance, Word
from assistant.speech_out.settings import SpeechSettings

SAMPLE_RATE = 16000
SILENCE_PAD_S = 3.0
"""ALSA's file plugin serves stale data past the end of its file: pad inputs with silence."""


def speak_raw(text: str, voice: str = "fr") -> bytes:
    """``text`` spoken by espeak-ng, as 16 kHz 16-bit mono samples (a test microphone's input)."""
    wav = subprocess.run(["espeak-ng", "--stdout", "-v", voice, text], capture_output=True,
                         check=True).stdout
    return subprocess.run(
        ["sox", "-t", "wav", "-", "-t", "raw", "-r", str(SAMPLE_RATE), "-b", "16", "-c", "1",
         "-e", "signed-integer", "-"],
        input=wav, capture_output=True, check=True,
    ).stdout


ROOM_HISS = 30
"""Standard deviation of a quiet room's hiss, in samples (about −61 dBFS)."""


def write_wav(samples: np.ndarray, sample_rate: int, path: Path) -> None:
    """Save mono 16-bit samples as a WAV file (for sox to check)."""
    with wave.open(str(path), "wb") as wav:
        wav.setnchannels(1)
        wav.setsampwidth(2)
        wav.setframerate(sample_rate)
        wav.writeframes(samples.astype("<i2").tobytes())


def silence(seconds: float) -> bytes:
    """A quiet room: faint, reproducible hiss (vosk misses short words after digital zeros)."""
    rng = np.random.default_rng(int(seconds * 1000))
    return rng.normal(0, ROOM_HISS, int(seconds * SAMPLE_RATE)).astype("<i2").tobytes()


def chunks_of(audio: bytes, chunk_ms: int = 50) -> list[bytes]:
    """Cut audio into the microphone's chunk size."""
    size = 2 * SAMPLE_RATE * chunk_ms // 1000
    return [audio[start:start + size] for start in range(0, len(audio), size)]


@dataclass
class AlsaRig:
    """Three ALSA devices backed by files: a microphone reading ``micro.raw``, and the table's
    and the Destinée's outputs appending to ``table.raw`` and ``destinee.raw``."""

    root: Path
    microphone: str = "hades_test_micro"
    table: str = "hades_test_table"
    destinee: str = "hades_test_destinee"

    def load_microphone(self, audio: bytes) -> None:
        """What the microphone will hear next time it is opened (padded with silence)."""
        (self.root / "micro.raw").write_bytes(audio + silence(SILENCE_PAD_S))

    def clear_outputs(self) -> None:
        """Empty both output files."""
        for name in ("table.raw", "destinee.raw"):
            (self.root / name).write_bytes(b"")

    def played(self, device: str) -> np.ndarray:
        """Every sample played so far on the table's or the Destinée's device."""
        name = "table.raw" if device == self.table else "destinee.raw"
        return np.fromfile(self.root / name, dtype="<i2")


def utterance(text: str, confidence: float = 1.0, from_grammar: bool = True) -> Utterance:
    """An utterance of ``text`` with every word at ``confidence``."""
    return Utterance(tuple(Word(word, confidence) for word in text.split()), from_grammar)


@dataclass
class ScriptedRecognizer:
    """A recogniser that hears, at the end of each utterance, the next scripted one."""

    script: list[Utterance]
    fed: list[bytes] = field(default_factory=list)

    def accept(self, chunk: bytes) -> Utterance | None:
        self.fed.append(chunk)
        return None

    def partial(self) -> str:
        return ""

    def finish(self) -> Utterance:
        return self.script.pop(0)

    def reset(self) -> None:
        self.fed.clear()


@dataclass
class ListSource:
    """An audio source playing a fixed list of chunks, then silence; records pauses."""

    chunks: list[bytes]
    sample_rate: int = SAMPLE_RATE
    paused_count: int = 0
    is_paused: bool = False

    def read(self) -> bytes:
        assert not self.is_paused, "read while the microphone is paused"
        return self.chunks.pop(0) if self.chunks else silence(0.05)

    def paused(self):  # noqa: ANN201 - context manager
        from contextlib import contextmanager

        @contextmanager
        def pause() -> Iterator[None]:
            self.paused_count += 1
            self.is_paused = True
            try:
                yield
            finally:
                self.is_paused = False

        return pause()


@dataclass
class RecordingSpeaker:
    """A speaker that writes down what it was asked to say."""

    said: list[str] = field(default_factory=list)
    settings: list[SpeechSettings] = field(default_factory=list)
    on_say: Callable[[], None] | None = None

    def say(self, text: str, settings: SpeechSettings) -> None:
        if self.on_say is not None:
            self.on_say()
        self.said.append(text)
        self.settings.append(settings)

    def chime(self) -> None:
        self.said.append("<bip>")


@dataclass
class RecordingHandler:
    """A chat handler answering each text with a fixed-form reply (a Destin part for « destin »)."""

    received: list[str] = field(default_factory=list)

    def handle(self, text: str) -> Reply:
        self.received.append(text)
        secret = "Le Destin vaut 4." if "destin" in text else None
        return Reply(table=f"Réponse à « {text} ».", gm=secret)
