"""Readings the seventeenth and eighteenth blind session sets showed missing, most of them in
speech transcripts: a gauge's level or the Destinée's order said after a story, « c'est »
opening a clause, a state followed by its level, a script's steps told one by one, corrections
given with an undo, a rule said back and checked, a negated order, someone yelled at, a fortune
given after a colon, a name taken up by its pronoun, what an obstacle knows after « mais »."""

from __future__ import annotations

import pytest

from assistant.nlu.grammar_component import names_someone
from assistant.nlu.normalize import normalize_utterance
from assistant.nlu.pools import told_steps
from assistant.nlu.rules_questions import asks_about_the_rules
from assistant.nlu.spoken_breaks import with_spoken_breaks
from assistant.nlu.spoken_undo import CORRECTION_WORDS
from assistant.nlu.trait_pools import anchored_pools
from assistant.nlu.values import gauge_level_said
from assistant.nlu.vocabulary import leading_names
from assistant.nlu.word_intents import intent_from_words

FLOOR, SURE = 0.65, 0.75


def spoken(said: str) -> str:
    return with_spoken_breaks(normalize_utterance(said))


@pytest.mark.parametrize(("said", "written"), [
    ("évariste il a bu tout le whisky du saloon ébriété deux",
     "évariste, il a bu tout le whisky du saloon, ébriété 2"),
    ("et deux pour maëlys c'est elle qui a eu l'idée",
     "et 2 pour maëlys, c'est elle qui a eu l'idée"),
    ("bon moi je trouve qu'ils s'en sortent trop bien destin plus un et on passe à la suite",
     "bon moi, je trouve qu'ils s'en sortent trop bien, destin plus 1 et on passe à la suite"),
    ("anaïs blessure deux", "anaïs blessure 2"),
    ("elle est blessée deux", "elle est blessée 2"),
    ("je regarde le destin plus un", "je regarde le destin plus 1"),
])
def test_clauses_a_transcript_never_cuts_are_cut(said: str, written: str) -> None:
    """A gauge's level ending a story, « c'est » and « destin plus un » after talk open clauses
    of their own; a level right after a short name or a state, or a Destin named with its
    article, stays in its clause."""
    assert spoken(said) == written


@pytest.mark.parametrize(("said", "level"), [
    ("polline elle est crevée deux de fatigue", 2),
    ("il est crevé, deux de fatigue", 2),
    ("il prend deux de fatigue", None),
])
def test_a_level_said_after_the_state_it_names_is_a_level(said: str, level: int | None) -> None:
    assert gauge_level_said(normalize_utterance(said)) == level


def test_a_scripts_steps_told_one_by_one_are_read_in_order() -> None:
    said = spoken("on résout la traversée en script trois étapes d'abord traverser le marais "
                  "l'obstacle a un dé et mélusine deux ensuite trouver le gué deux dés "
                  "d'obstacle et un pour elle enfin sortir avant l'aube deux dés d'obstacle et "
                  "un pour elle")
    assert told_steps(said) == [{"obstacle_dice": 1, "protagonist_dice": 2},
                                {"obstacle_dice": 2, "protagonist_dice": 1},
                                {"obstacle_dice": 2, "protagonist_dice": 1}]


def test_steps_that_do_not_say_both_sides_are_no_steps() -> None:
    assert told_steps("d'abord le marais, 2 dés, ensuite le gué, 1 dé") == []


@pytest.mark.parametrize("said", [
    "euh non annule c etait pour solene pas pour baptiste",
    "ah non pardon c etait 2 annule",
])
def test_an_undo_said_with_what_it_corrects_is_a_correction(said: str) -> None:
    assert CORRECTION_WORDS.search(said)


@pytest.mark.parametrize(("said", "asked"), [
    ("on gagne une fortune quand on est outsider et qu'on réussit c'est ça", True),
    ("on gagne une fortune quand on est outsider, non", True),
    ("on gagne une fortune, c'est ça", False),
])
def test_a_rule_said_back_and_checked_is_a_rules_question(said: str, asked: bool) -> None:
    """The rule in general (« on », a condition), then « c'est ça » or « non »."""
    assert asks_about_the_rules(normalize_utterance(said)) is asked


@pytest.mark.parametrize(("said", "intent"), [
    ("Greg, ton idée de passer par la verrière avec le pied-de-biche, c'est top : 2 fortunes "
     "pour toi.", "fortune_gain"),
    ("et aurélien aussi lui il a 2 points de fortune", "follow_up"),
    ("gaspard pareil 2 points de fortune", "follow_up"),
    ("bon je refais un jet de destin avant d'entrer dans le cimetière", "destin_roll"),
])
def test_commands_said_around_other_words_are_read(said: str, intent: str) -> None:
    """Read from what the model took for no command: a fortune given after a colon is no roll,
    though the words before it say a tool; « NAME
    pareil » and « et NAME aussi, lui il a … » follow the command before; « je refais un jet de
    destin » orders it."""
    assert intent_from_words("out_of_scope", 0.65, spoken(said), FLOOR, sure=SURE)[0] == intent


@pytest.mark.parametrize(("said", "named"), [
    ("avant d'oublier : ombeline, blessure 2 barres, je l'avais pas noté", True),
    ("je rattrape ce que j'ai pas noté aurélien, il est blessé 2", True),
    ("je rattrape ce que j'ai pas noté hein, il est blessé 2", False),
])
def test_a_name_said_before_its_gauge_or_its_pronoun_names_someone(said: str, named: bool) -> None:
    assert names_someone(said, []) is named


def test_a_name_before_a_verb_and_its_object_leads_a_roll_only() -> None:
    """« Josselin force le coffre »: a name before any verb and its object when the words say
    a roll (``acting``), never for other commands, where « soudain surgit un troll » names
    nobody."""
    assert leading_names("josselin force le coffre bricolage 3", acting=True) == ["josselin"]
    assert leading_names("soudain surgit un troll") == []


def test_what_the_obstacle_knows_after_mais_is_on_its_side() -> None:
    found = anchored_pools(spoken("Gaëtan le poursuit, il est discret et il a son arc, mais le "
                                  "pillard connaît la montagne, il fait nuit noire et Gaëtan a "
                                  "peur du noir"),
                           ["discret", "arc", "peur du noir"], {}, ["peur du noir"])
    assert found == {"traits": ["discret", "arc"],
                     "obstacle_traits": ["connaît la montagne", "nuit noire", "peur du noir"]}


def test_an_event_told_in_the_compound_past_is_no_trait_of_the_obstacle() -> None:
    """« La dame blanche a aspiré toute la chaleur de la pièce »: what she did; the cold it
    leaves is the circumstance."""
    found = anchored_pools(spoken("La dame blanche a aspiré toute la chaleur de la pièce, il fait "
                                  "un froid glacial, et elle est toujours furieuse. Ludivine "
                                  "prie encore, avec son sel béni."), ["sel béni"], {}, [])
    assert found == {"traits": ["sel béni"], "obstacle_traits": ["froid glacial", "furieuse"]}
