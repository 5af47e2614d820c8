"""Builds a voice session from the settings: model, grammar, microphone, speakers, loop."""

from __future__ import annotations

from contextlib import ExitStack
from pathlib import Path
from typing import Callable, Iterable

from assistant.speech_in.endpointing import SilenceEndpointer
from assistant.speech_in.grammar import (
    build_grammar,
    name_phrases,
    nlu_examples,
    trait_phrases,
)
from assistant.speech_in.listener import Listener
from assistant.speech_in.microphone import Microphone
from assistant.speech_in.model_store import find_model
from assistant.speech_in.recognizer import VoskRecognizer, load_vosk_model, vocabulary_test
from assistant.speech_out.espeak import EspeakSynthesizer
from assistant.speech_out.player import DevicePlayer
from assistant.speech_out.speakers import AudioSpeaker, SpeechDispatcherSpeaker, Speaker
from assistant.voice import phrases
from assistant.voice.commands import all_phrases
from assistant.voice.config import SettingsError, VoiceSettings
from assistant.voice.loop import ReplyHandler, VoiceLoop
from assistant.voice.router import ReplyRouter
from assistant.voice.turns import PushToTalk, Trigger, WakeWord

NLU_DIR = Path(__file__).resolve().parents[2] / "nlu_data" / "nlu"


class ModelUnavailableError(LookupError):
    """No usable French vosk model: none installed, or its folder is broken (French message)."""


def locate_model(settings: VoiceSettings) -> Path:
    """The French model to use: ``modele``/``VOSK_MODEL_PATH`` first, then vosk's folders."""
    extra = [Path(settings.model_path)] if settings.model_path else []
    found = find_model(directories=extra) if extra else None
    found = found or find_model()
    if found is None:
        raise ModelUnavailableError(phrases.NO_MODEL)
    return found


def command_phrases(nlu_files: Iterable[Path]) -> list[str]:
    """Every command a player may say: the NLU's examples and the speech commands."""
    return nlu_examples(nlu_files) + all_phrases()


def table_speaker(settings: VoiceSettings) -> Speaker:
    """The table's voice: espeak-ng on the table's device, or speech-dispatcher."""
    if settings.engine == "speech-dispatcher":
        return SpeechDispatcherSpeaker()
    return AudioSpeaker(EspeakSynthesizer(), DevicePlayer(settings.table_device))


def build_loop(
    settings: VoiceSettings,
    handler: ReplyHandler,
    resources: ExitStack,
    screen: Callable[[str], None] = print,
    read_line: Callable[[], str] = input,
    nlu_dir: Path = NLU_DIR,
    names: Iterable[str] = (),
    traits: Iterable[str] = (),
) -> VoiceLoop:
    """Assemble the loop; the microphone is opened in ``resources`` (close it to stop).
    ``names`` are the table's protagonists and ``traits`` its sheets' traits and Aspects,
    added to the grammar.

    Raises :class:`ModelUnavailableError` or :class:`SettingsError` with a French message.
    """
    model_folder = locate_model(settings)
    try:
        model = load_vosk_model(str(model_folder))
    except Exception as error:  # noqa: BLE001 - vosk raises a bare Exception on a bad folder
        raise ModelUnavailableError(phrases.MODEL_BROKEN.format(path=model_folder)) from error
    is_known = vocabulary_test(model)
    microphone = resources.enter_context(Microphone(settings.input_device))
    free = VoskRecognizer(model, microphone.sample_rate)
    grammar: list[str] = []
    if settings.recognition == "grammaire":
        nlu_files = sorted(nlu_dir.rglob("*.yml"))
        grammar = build_grammar(command_phrases(nlu_files) + name_phrases(names)
                                + trait_phrases(traits), is_known)
    if grammar:
        recognizer, fallback = VoskRecognizer(model, microphone.sample_rate, grammar), free
    else:  # free recognition asked for, or a model that knows none of the commands' words
        recognizer, fallback = free, None
    listener = Listener(
        microphone, recognizer, fallback,
        SilenceEndpointer(microphone.sample_rate, silence_ms=settings.silence_ms),
        min_confidence=settings.min_confidence,
    )
    table = table_speaker(settings)
    destinee = (
        AudioSpeaker(EspeakSynthesizer(), DevicePlayer(settings.destinee_device))
        if settings.destinee_device else None
    )
    router = ReplyRouter(table, screen, destinee)
    trigger: Trigger
    if settings.turn_mode == "eveil":
        if not is_known(settings.wake_word):
            raise SettingsError(phrases.WAKE_WORD_UNKNOWN.format(wake_word=settings.wake_word))
        spotter_grammar = build_grammar([settings.wake_word], is_known)
        spotter = VoskRecognizer(model, microphone.sample_rate, spotter_grammar)
        trigger = WakeWord(microphone, spotter, settings.wake_word, table.chime)
    else:
        trigger = PushToTalk(microphone, read_line)
    return VoiceLoop(listener, handler, router, trigger, settings.speech)
