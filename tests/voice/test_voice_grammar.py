"""The vosk command grammar built from the NLU examples."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from assistant.speech_in.grammar import (
    MAX_SPOKEN_NUMBER,
    UNKNOWN,
    build_grammar,
    fit_to_vocabulary,
    name_phrases,
    trait_phrases,
    nlu_examples,
    number_contexts,
    spoken_form,
)

RASA_FILE = """\
version: "3.1"
nlu:
  - intent: resolve_pool
    examples: |
      - lance [3](protagonist_dice) dés contre [2](obstacle_dice)
      - jette [4]{"entity": "protagonist_dice"} dés
  - synonym: dés
    examples: |
      - des
  - regex: nombre
    examples: |
      - \\d+
"""


def test_examples_lose_their_entity_annotations(tmp_path: Path) -> None:
    path = tmp_path / "resolution.yml"
    path.write_text(RASA_FILE, encoding="utf-8")
    assert nlu_examples([path]) == ["lance 3 dés contre 2", "jette 4 dés", "des", "\\d+"]


def test_spoken_form_writes_numbers_in_words_without_punctuation() -> None:
    assert spoken_form("Lance 3 dés contre 21 !") == "lance trois dés contre vingt et un"
    assert spoken_form("L’oracle, oui ou non ?") == "l'oracle oui ou non"


def test_number_contexts_put_every_number_beside_each_neighbour() -> None:
    phrases = number_contexts(["lance 3 dés contre 2"])
    assert len(phrases) == 3 * (MAX_SPOKEN_NUMBER + 1)
    assert {"lance 57", "57 dés", "contre 57", "lance 0", "100 dés"} <= set(phrases)


def test_unknown_words_are_split_then_marked_unknown() -> None:
    known = {"lance", "quatre", "vingt", "un", "dés", "l'", "oracle", "pour"}.__contains__
    assert fit_to_vocabulary("lance quatre-vingt-un dés", known) == "lance quatre vingt un dés"
    assert fit_to_vocabulary("l'oracle pour gwenaëlle", known) == f"l' oracle pour {UNKNOWN}"


def test_grammar_keeps_unk_only_when_the_model_knows_it() -> None:
    vocabulary = {"jet", "de", "destin", "choix", "entre", "et"}
    without = build_grammar(["jet de destin", "jet de destin"], vocabulary.__contains__)
    assert without == ["jet de destin"]
    with_unk = build_grammar(["jet de choix entre alice et bob"],
                             (vocabulary | {UNKNOWN}).__contains__)
    assert with_unk == [f"jet de choix entre {UNKNOWN} et {UNKNOWN}", UNKNOWN]


def test_phrases_of_unknown_words_only_are_dropped() -> None:
    assert build_grammar(["xyzzy plugh"], lambda word: False) == []


TAUGHT = build_grammar(["lance 3 dés"], lambda word: True)


@given(st.integers(min_value=0, max_value=MAX_SPOKEN_NUMBER))
def test_any_taught_count_is_in_the_grammar(count: int) -> None:
    assert f"lance {spoken_form(str(count))}" in TAUGHT
    assert f"{spoken_form(str(count))} dés" in TAUGHT


def test_grammar_from_the_projects_nlu_data_holds_the_main_commands() -> None:
    nlu_dir = Path(__file__).resolve().parents[2] / "nlu_data" / "nlu"
    grammar = build_grammar(nlu_examples(sorted(nlu_dir.rglob("*.yml"))), lambda word: True)
    words = {word for phrase in grammar for word in phrase.split()}
    assert {"lance", "dés", "contre", "destin", "trois", "douze"} <= words
    assert all(not any(char.isdigit() for char in phrase) for phrase in grammar)


def test_without_unk_in_the_model_phrases_with_unknown_words_are_dropped() -> None:
    vocabulary = {"jet", "de", "destin", "choix", "entre", "et", "moins", "fortune"}
    grammar = build_grammar(["jet de destin", "jet de choix entre alice et bob", "- 2 fortune"],
                            vocabulary.__contains__)
    assert "jet de destin" in grammar
    assert not any(UNKNOWN in phrase or "-" in phrase.split() for phrase in grammar)


def test_the_tables_names_join_the_grammar_when_the_model_knows_them() -> None:
    known = {"ysaline", "lance", "trois", "dés", "contre", "deux", "pour", "gagne", "comment",
             "va", "est", "prend", "dépense", "et"}
    grammar = build_grammar(["lance 3 dés contre 2"] + name_phrases(["Ysaline", "Zorglub"]),
                            lambda word: word in known)
    assert "ysaline lance" in grammar and "comment va ysaline" in grammar
    assert not any("zorglub" in phrase for phrase in grammar)


def test_the_tables_traits_and_aspects_join_the_grammar() -> None:
    phrases = trait_phrases(["hache à deux mains", "Cœur de lion"])
    assert "avec hache à deux mains" in phrases
    assert "invoque cœur de lion" in phrases
    assert "sa hache à deux mains" in phrases


def test_the_voice_reads_the_tables_words_from_the_real_ledger(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from assistant.cli.voice import table_words
    from assistant.game import Game
    from assistant.ledger import Ledger

    monkeypatch.setenv("HADES_DB", str(tmp_path / "voice.sqlite3"))
    with Ledger() as ledger:
        game = Game(ledger, "t")
        game.add_trait("Anaïs", "hache à deux mains+", ephemeral=False)
        game.add_trait("Loïc", "arc++", ephemeral=False)
    names, traits = table_words("t")
    assert sorted(names) == ["Anaïs", "Loïc"]
    assert sorted(traits) == ["arc", "hache à deux mains"]
