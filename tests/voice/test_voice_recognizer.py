"""vosk recognition for real, with the Korean model (no French model can be installed here).

What this proves: model loading, streaming, grammar mode with the model's own vocabulary,
word confidences, and that out-of-grammar speech comes out doubtful. It cannot prove French
accuracy: ``benchmarks/bench_voice.py`` measures that where a French model is installed.
"""

from __future__ import annotations

import pytest
from voice_helpers import chunks_of, silence, speak_raw

from assistant.speech_in.listener import DEFAULT_MIN_CONFIDENCE, decode, is_trustworthy
from assistant.speech_in.recognizer import Utterance, VoskRecognizer, vocabulary_test

pytestmark = pytest.mark.slow

KOREAN_GRAMMAR = ["오", "아니요", "예", "셋"]
"""Korean words (« five », « no », « yes », « three »); espeak-ng says the first two clearly
enough for vosk (« 예 » and « 셋 » are too short to be heard reliably)."""


def test_vosk_result_parsing() -> None:
    result = '{"result": [{"conf": 0.9, "word": "l\'"}, {"conf": 0.5, "word": "oracle"}]}'
    heard = Utterance.from_vosk(result, from_grammar=True)
    assert heard.text == "l'oracle"
    assert heard.confidence == 0.5
    assert Utterance.from_vosk('{"text": ""}', from_grammar=False).confidence == 0.0


def test_vocabulary_of_the_real_model(korean_model) -> None:  # noqa: ANN001
    is_known = vocabulary_test(korean_model)
    assert is_known("아니요") and not is_known("lance")


@pytest.mark.parametrize("word", ["오", "아니요", "오 아니요"])
def test_grammar_mode_recognises_words_of_its_grammar(korean_model, word: str) -> None:  # noqa: ANN001
    recognizer = VoskRecognizer(korean_model, 16000, KOREAN_GRAMMAR)
    heard = decode(recognizer, chunks_of(silence(0.3) + speak_raw(word, "ko") + silence(0.5)))
    assert heard.from_grammar
    assert heard.text == word
    assert is_trustworthy(heard, DEFAULT_MIN_CONFIDENCE)


def test_grammar_words_combine_across_phrases(korean_model) -> None:  # noqa: ANN001
    recognizer = VoskRecognizer(korean_model, 16000, ["오 예", "셋 아니요"])
    heard = decode(recognizer, chunks_of(speak_raw("오 아니요", "ko") + silence(0.5)))
    assert heard.text == "오 아니요"


def test_speech_outside_the_grammar_is_not_trusted(korean_model) -> None:  # noqa: ANN001
    recognizer = VoskRecognizer(korean_model, 16000, KOREAN_GRAMMAR)
    heard = decode(recognizer, chunks_of(speak_raw("lance trois dés") + silence(0.5)))
    assert not is_trustworthy(heard, DEFAULT_MIN_CONFIDENCE)


def test_free_recognition_streams_and_reports_endpoints(korean_model) -> None:  # noqa: ANN001
    recognizer = VoskRecognizer(korean_model, 16000)
    audio = speak_raw("아니요", "ko") + silence(2.5)
    closed = [piece for piece in map(recognizer.accept, chunks_of(audio)) if piece is not None]
    assert closed, "vosk's own endpointing should close the utterance within 2.5 s of silence"
    assert not closed[0].from_grammar and closed[0].words
    recognizer.reset()
    assert recognizer.partial() == ""
