"""Number words become digits in every slot position; articles and ordinals stay words."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st
from num2words import num2words

from assistant.nlu.normalize import normalize_utterance, strip_accents


def spoken(number: int) -> str:
    """The French words of ``number`` as speech recognition writes them (no hyphens)."""
    return num2words(number, lang="fr").replace("-", " ")


@given(st.integers(0, 100), st.integers(0, 100))
def test_both_pools_become_digits(protagonist: int, obstacle: int) -> None:
    text = f"on lance {spoken(protagonist)} dés contre {spoken(obstacle)}"
    assert normalize_utterance(text) == f"on lance {protagonist} dés contre {obstacle}"


@given(st.integers(0, 100))
def test_number_at_the_end_of_the_utterance(number: int) -> None:
    assert normalize_utterance(f"ajoute {spoken(number)}") == f"ajoute {number}"


@given(st.integers(0, 100), st.integers(0, 100))
def test_numbers_after_the_obstacle_phrase(obstacle: int, protagonist: int) -> None:
    text = f"l'obstacle a {spoken(obstacle)} dés et nous {spoken(protagonist)}"
    assert normalize_utterance(text) == f"l'obstacle a {obstacle} dés et nous {protagonist}"


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        ("lance deux dés contre trois", "lance 2 dés contre 3"),
        ("une question pour l'oracle", "une question pour l'oracle"),
        ("un peu de chance", "un peu de chance"),
        ("invente un second rôle", "invente un second rôle"),
        ("le premier choix", "le premier choix"),
        ("Bob gagne une fortune", "bob gagne 1 fortune"),
        ("un contre un", "1 contre 1"),
        ("deux contre un puis un contre deux", "2 contre 1 puis 1 contre 2"),
        ("un contre une armée", "1 contre une armée"),
        ("un dé contre neuf", "1 dé contre 9"),
        ("le baron plus neuf contre Capucine plus six", "le baron plus 9 contre capucine plus 6"),
        ("roule sept des contre zero", "roule 7 des contre 0"),
        ("Combien de fortunes a Bob ?", "combien de fortunes a bob ?"),
        ("l’obstacle", "l'obstacle"),
        ("  quatre   dés  ", "4 dés"),
        ("", ""),
    ],
)
def test_examples(said: str, expected: str) -> None:
    assert normalize_utterance(said) == expected


def test_strip_accents() -> None:
    assert strip_accents("où émotion Léa") == "ou emotion Lea"


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        ("euh bon attends quatre des contre trois", "4 des contre 3"),
        ("Bon contre Moyen", "bon contre moyen"),
        ("bon, quatre dés", "4 dés"),
        ("c est qui", "c'est qui"),
        ("l obstacle a 4d et nous 3d", "l'obstacle a 4 dés et nous 3 dés"),
        ("qu est ce que ça veut dire", "qu'est ce que ça veut dire"),
        ("hum", ""),
    ],
)
def test_speech_style_text(said: str, expected: str) -> None:
    assert normalize_utterance(said) == expected


@given(st.lists(st.sampled_from(["un", "vingt", "et", "cent", "dés", "contre", "'", "euh", "bon"]),
                max_size=400))
def test_any_word_soup_is_normalised(words: list[str]) -> None:
    assert isinstance(normalize_utterance(" ".join(words)), str)


def test_normalisation_time_grows_linearly(monkeypatch: pytest.MonkeyPatch) -> None:
    """Counted in words, not seconds: the number converter never sees more than a bounded
    chunk, and sees every word once, so the work grows with the length of the text."""
    from assistant.nlu import normalize

    calls: list[int] = []
    original = normalize._convert_numbers

    def counting(words: list[str]) -> str:
        calls.append(len(words))
        return original(words)

    monkeypatch.setattr(normalize, "_convert_numbers", counting)
    normalize_utterance(" ".join(["vingt"] * 5000))
    assert max(calls) <= 2 * normalize._CHUNK_WORDS
    assert sum(calls) == 5000


@given(st.binary(max_size=300))
def test_any_bytes_from_stdin_are_normalised(data: bytes) -> None:
    """Bytes that are not UTF-8 arrive as lone surrogates (surrogateescape): never a crash."""
    text = data.decode("utf-8", "surrogateescape")
    normalized = normalize_utterance(text)
    normalized.encode("utf-8")
    assert "\x1b" not in normalized


def test_control_characters_never_reach_the_model() -> None:
    assert normalize_utterance("quatre\x1b[2J dés\u202e contre trois") == "4 [2j dés contre 3"
