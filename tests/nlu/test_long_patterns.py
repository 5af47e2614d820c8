"""Long regular expressions compiled by parts (``assistant.nlu.long_patterns``): the same answers
as the whole compiled pattern, on small patterns and on spaCy's real French token pattern."""

from __future__ import annotations

import re
import string

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from assistant.nlu import long_patterns
from assistant.nlu.long_patterns import (
    SplitPattern,
    can_split,
    long_patterns_split,
    split_alternatives,
    widen_long_classes,
)

LETTERS = "[" + string.ascii_letters + "àâçéèêëîïôûùüÿ]"
"""A class long enough to be widened (over ``WIDE_CLASS`` characters)."""
SMALL = rf"(?iu)(?:^a[ée]ro[-‐]{LETTERS}+$)|(?:^r[']{LETTERS}+$)|(?:^{LETTERS}+[-]de[-]{LETTERS}+$)|(?:^[]x]\|y$)"


def test_split_keeps_global_flags_and_top_level_alternatives_only() -> None:
    prefix, alternatives = split_alternatives(r"(?iu)(?:a|b)|[|(]c\||d(e|f)")
    assert prefix == "(?iu)"
    assert alternatives == ["(?:a|b)", r"[|(]c\|", "d(e|f)"]


def test_a_bracket_first_in_a_class_is_a_literal() -> None:
    _, alternatives = split_alternatives(r"[]|]x|y")
    assert alternatives == ["[]|]x", "y"]


def test_only_long_classes_are_widened() -> None:
    assert len(LETTERS) > long_patterns.WIDE_CLASS
    widened = widen_long_classes(rf"^ab[-‐]{LETTERS}+\[{LETTERS}$")
    assert widened == r"^ab[-‐][\s\S]+\[[\s\S]$"


@pytest.mark.parametrize("word", [
    "aéro-club", "Aéro-Club", "r'garder", "saut-de-ski", "]|y", "x|y", "aéro", "arc-de",
    "peut-être", "c'est", "", "de-de-de", "aéro-", "aéro-4",
])
def test_same_answer_as_the_whole_pattern(word: str) -> None:
    whole, split = re.compile(SMALL), SplitPattern(SMALL)
    expected, found = whole.match(word), split.match(word)
    assert (found and found.span()) == (expected and expected.span())


@given(st.text(alphabet="aérdoc-‐']|xyz4 ", max_size=12))
def test_same_answer_as_the_whole_pattern_on_any_text(word: str) -> None:
    expected, found = re.compile(SMALL).match(word), SplitPattern(SMALL).match(word)
    assert (found and found.span()) == (expected and expected.span())


def test_only_the_alternatives_needed_are_compiled() -> None:
    split = SplitPattern(SMALL)
    assert split.match("quatre") is None and split.match("dés") is None
    assert split._compiled == {}
    assert split.match("saut-de-ski")
    assert list(split._compiled) == [2]


@pytest.mark.parametrize("start", ["(?!a)", "(?<!a)", "(a)\\1", "(?P<name>a)", "(a)(?(1)b|c)"])
def test_patterns_unsafe_to_widen_are_compiled_whole(start: str) -> None:
    pattern = start + "b" * long_patterns.LONG_PATTERN
    assert not can_split(pattern)
    with long_patterns_split():
        assert isinstance(re.compile(pattern), re.Pattern)


def test_only_long_patterns_are_split_and_only_inside_the_block() -> None:
    long_pattern = "|".join(["(?:^x-y$)"] * (long_patterns.LONG_PATTERN // 9 + 1))
    with long_patterns_split():
        assert isinstance(re.compile(long_pattern), SplitPattern)
        assert isinstance(re.compile("a|b"), re.Pattern)
    assert isinstance(re.compile(long_pattern), re.Pattern)


class TestSpacyFrenchTokenPattern:
    """The real 1.45 MB pattern of spaCy's French tokenizer, compiled whole once (4 s)."""

    @pytest.fixture(scope="class")
    def patterns(self) -> tuple[re.Pattern[str], SplitPattern]:
        import spacy.lang.fr.tokenizer_exceptions as french

        whole = french.TOKEN_MATCH.__self__
        assert can_split(whole.pattern)
        return whole, SplitPattern(whole.pattern, whole.flags)

    WORDS = [
        "peut-être", "c'est", "l'oracle", "aujourd'hui", "arc-en-ciel", "aéro-club", "Aéro-Club",
        "binge-watchons", "Alice", "quatre", "dés", "jusqu'à", "entr'ouvert", "grand'mère",
        "saut-de-ski", "pet-en-l'air", "Jean-Pierre", "rick-rollé", "anti-jeu", "ex-femme",
        "zig-zaguer", "porte-monnaie", "d'accord", "qu'est-ce", "Marie-Claire", "4-5", "-",
    ]

    def test_known_words(self, patterns: tuple[re.Pattern[str], SplitPattern]) -> None:
        whole, split = patterns
        for word in self.WORDS:
            expected, found = whole.match(word), split.match(word)
            assert (found and found.span()) == (expected and expected.span()), word

    @settings(max_examples=300, deadline=None)
    @given(word=st.text(alphabet="aeéèdorcstz-‐–'’ AÉ", min_size=1, max_size=14))
    def test_any_word(self, patterns: tuple[re.Pattern[str], SplitPattern], word: str) -> None:
        whole, split = patterns
        expected, found = whole.match(word), split.match(word)
        assert (found and found.span()) == (expected and expected.span())
