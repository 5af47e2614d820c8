"""Listening for one command: endpointing, grammar first, free fallback, confidence."""

from __future__ import annotations

import pytest
from voice_helpers import (
    AlsaRig,
    ListSource,
    ScriptedRecognizer,
    chunks_of,
    silence,
    speak_raw,
    utterance,
)

from assistant.speech_in.listener import Listener
from assistant.speech_in.microphone import Microphone
from assistant.speech_in.recognizer import VoskRecognizer


def spoken_chunks() -> list[bytes]:
    return chunks_of(silence(0.2) + speak_raw("lance trois dés") + silence(1.0))


def test_confident_grammar_result_is_used_without_fallback() -> None:
    grammar = ScriptedRecognizer([utterance("lance trois dés", 0.95)])
    free = ScriptedRecognizer([utterance("lance trois des", 0.9, from_grammar=False)])
    heard = Listener(ListSource(spoken_chunks()), grammar, free).listen()
    assert heard is not None and heard.accepted
    assert heard.text == "lance trois dés" and heard.utterance.from_grammar
    assert free.script, "free recognition must not run when the grammar was sure"
    assert heard.speech_ended_at <= heard.recognized_at


def test_unknown_words_fall_back_to_free_recognition_of_the_same_audio() -> None:
    chunks = spoken_chunks()
    grammar = ScriptedRecognizer([utterance("jet de choix entre [unk] et [unk]")])
    free = ScriptedRecognizer([utterance("jet de choix entre gwenaëlle et bob", 0.8, False)])
    heard = Listener(ListSource(list(chunks)), grammar, free).listen()
    assert heard is not None and heard.accepted
    assert heard.text == "jet de choix entre gwenaëlle et bob"
    assert b"".join(free.fed) == b"".join(grammar.fed)


def test_doubtful_results_are_not_accepted() -> None:
    grammar = ScriptedRecognizer([utterance("lance trois dés", 0.4)])
    free = ScriptedRecognizer([utterance("lance trois des", 0.5, False)])
    heard = Listener(ListSource(spoken_chunks()), grammar, free, min_confidence=0.6).listen()
    assert heard is not None and not heard.accepted
    assert heard.text == "lance trois des"


def test_nobody_speaking_times_out() -> None:
    listener = Listener(ListSource([]), ScriptedRecognizer([]), timeout_s=1.0)
    assert listener.listen() is None


@pytest.mark.slow
def test_real_microphone_and_vosk_close_one_utterance(alsa_rig: AlsaRig, korean_model) -> None:  # noqa: ANN001
    """Real capture (ALSA file plugin) → real vosk grammar recognition → endpoint on silence."""
    alsa_rig.load_microphone(silence(0.3) + speak_raw("오 아니요", "ko") + silence(0.6)
                             + speak_raw("아니요", "ko"))
    with Microphone(alsa_rig.microphone) as microphone:
        listener = Listener(microphone, VoskRecognizer(korean_model, 16000, ["오", "아니요"]))
        first = listener.listen()
        second = listener.listen()
    assert first is not None and first.accepted and first.text == "오 아니요"
    assert second is not None and second.text == "아니요"
