"""Traits of several words read from « avec … contre … » and from an automatic resolution."""

from __future__ import annotations

import pytest

from assistant.nlu.contract import complete_from_words
from assistant.nlu.normalize import normalize_utterance
from assistant.nlu.trait_pools import (
    anchored_pools,
    auto_trait_from_words,
    gained_trait_from_words,
    trait_pools_from_words,
)


def pools(said: str) -> dict:  # type: ignore[type-arg]
    return trait_pools_from_words(normalize_utterance(said))


def test_whole_names_on_both_sides() -> None:
    assert pools("Wilfried frappe avec son marteau de forge et sa rage contre le troll qui a "
                 "cuir épais et régénération") == {
        "traits": ["marteau de forge", "rage"], "obstacle_traits": ["cuir épais", "régénération"]}


def test_the_obstacle_as_dice_as_its_own_trait_or_as_a_name() -> None:
    assert pools("Fulbert attaque avec hache du nord contre cinq dés")["obstacle_dice"] == 5
    assert pools("Eudes résiste avec son entêtement contre le froid mordant")[
        "obstacle_traits"] == ["froid mordant"]
    assert "obstacle_traits" not in pools("Ondine utilise sa magie contre le golem")


def test_a_puissance_is_written_as_the_rules_write_it() -> None:
    assert pools("Alice attaque avec son épée héroïque contre force mythique") == {
        "traits": ["épée+"], "obstacle_traits": ["force++"]}


def test_the_aim_after_pour_is_no_trait() -> None:
    assert pools("Ondine utilise son œil de lynx pour fouiller la pièce contre trois dés") == {
        "traits": ["œil de lynx"], "obstacle_dice": 3}


@pytest.mark.parametrize("said", ["Alice attaque le troll avec son épée",
                                  "on y va avec les amis de mon cousin de Bretagne et tout le "
                                  "reste contre trois"])
def test_no_shape_or_narration_reads_nothing(said: str) -> None:
    assert pools(said) == {}


def test_the_model_cut_trait_is_lengthened_in_a_roll() -> None:
    slots = complete_from_words("roll_traits", normalize_utterance(
        "Casimir baratine le douanier avec charme du diable et langue de velours contre "
        "méfiance"), {"protagonist": "casimir", "traits": ["charme"]})
    assert slots["traits"] == ["charme du diable", "langue de velours"]
    assert slots["obstacle_traits"] == ["méfiance"]


@pytest.mark.parametrize(("said", "trait"), [
    ("résolution automatique pour Ondine grâce à son œil de lynx", "œil de lynx"),
    ("c'est automatique pour Sidonie, elle a mémoire des anciens", "mémoire des anciens"),
    ("Alice utilise son trait crochetage, c'est automatique", "crochetage"),
    ("avec le trait pistage ça passe automatiquement", "pistage"),
    ("elle se cache, résolution automatique, elle joue sa curiosité", "curiosité"),
    ("résolution automatique", None),
])
def test_the_trait_of_an_automatic_resolution(said: str, trait: str | None) -> None:
    assert auto_trait_from_words(normalize_utterance(said)) == trait


@pytest.mark.parametrize(("intent", "said", "trait"), [
    ("remove_trait", "efface ami des loups de la fiche d'Ondine", "ami des loups"),
    ("remove_trait", "raye cicatrice au visage pour Léontine", "cicatrice au visage"),
    ("consolidate", "Théophile dépense une fortune pour garder lanterne des morts durablement",
     "lanterne des morts"),
    ("consolidate", "Mahaut paie une fortune pour se débarrasser de colérique", "colérique"),
])
def test_a_trait_named_after_its_verb_without_the_word_trait(intent: str, said: str,
                                                             trait: str) -> None:
    assert complete_from_words(intent, normalize_utterance(said), {})["trait"] == trait


def test_a_gauge_kept_at_the_end_is_no_trait() -> None:
    slots = complete_from_words("consolidate", normalize_utterance(
        "Eudes paye une fortune pour effacer sa jauge de folie"), {"gauge": "folie"})
    assert "trait" not in slots and slots["choice"] == "jauge"


@pytest.mark.parametrize(("said", "expected"), [
    ("Anaïs frappe l'ogre avec sa hache et son bouclier, l'ogre a massue et rage",
     {"traits": ["hache", "bouclier"], "obstacle_traits": ["massue", "rage"]}),
    ("Anaïs pousse la porte avec son bouclier, la porte a un verrou",
     {"traits": ["bouclier"], "obstacle_traits": ["verrou"]}),
    ("Kader marchande avec son baratin héroïque ; le chamelier est avare et méfiant",
     {"traits": ["baratin+"], "obstacle_traits": ["avare", "méfiant"]}),
    ("Loïc ouvre la grille avec son crochetage ; la grille est rouillée et a un verrou héroïque",
     {"traits": ["crochetage"], "obstacle_traits": ["rouillée", "verrou+"]}),
    ("Anaïs charge avec sa hache ; lui a magie noire mythique, un bâton d'os et ses sbires",
     {"traits": ["hache"], "obstacle_traits": ["magie noire++", "bâton d'os", "sbires"]}),
    ("Maëlle embobine le chambellan avec son charme ; lui, il est méfiant et d'une loyauté "
     "héroïque", {"traits": ["charme"], "obstacle_traits": ["méfiant", "loyauté+"]}),
    ("Tancrède soulève la statue avec sa force mythique ; la statue est lourde, héroïque même",
     {"traits": ["force++"], "obstacle_traits": ["lourde+"]}),
    ("Loïc trace la route avec sa navigation ; les récifs ont brume et courants mythiques",
     {"traits": ["navigation"], "obstacle_traits": ["brume", "courants++"]}),
    ("Anaïs frappe avec sa hache, l'obstacle en a deux", {"traits": ["hache"], "obstacle_dice": 2}),
])
def test_the_obstacle_said_in_its_own_clause(said: str, expected: dict) -> None:  # type: ignore[type-arg]
    assert pools(said) == expected


def test_the_sheet_anchors_the_protagonists_traits_and_the_obstacle_keeps_its_own() -> None:
    text = normalize_utterance("Loïc s'attaque à la serrure, il joue son crochetage et il est "
                               "agile ; en face, la serrure a mécanisme nain héroïque.")
    assert anchored_pools(text, ["crochetage", "agile", "lanterne"], {}) == {
        "traits": ["crochetage", "agile"], "obstacle_traits": ["mécanisme nain+"]}
    text = normalize_utterance("Anaïs frappe l'ogre avec sa hache, l'ogre a massue et rage")
    assert anchored_pools(text, ["hache", "rage"], {"traits": ["hache", "rage"]}) == {
        "traits": ["hache"], "obstacle_traits": ["massue", "rage"]}


def test_the_obstacle_named_as_such_needs_no_comma() -> None:
    assert pools("cecile se faufile avec sa discretion et son arc l obstacle a vent et brouillard") \
        == {"traits": ["discretion", "arc"], "obstacle_traits": ["vent", "brouillard"]}


def test_whom_the_action_meets_after_avec_is_no_trait_beside_the_sheets_own() -> None:
    from assistant.nlu.trait_pools import anchored_pools

    said = ("noémie croise le fer avec le capitaine ; noémie a escrime mythique, le capitaine a "
            "escrime héroïque et une cuirasse")
    found = anchored_pools(said, ["escrime"], {"traits": ["escrime", "capitaine"]})
    assert found["traits"] == ["escrime"]
    brought = anchored_pools("anaïs frappe avec la lance ; l'ogre a massue", [],
                             {"traits": ["lance"]})
    assert brought["traits"] == ["lance"]


def test_the_obstacles_subject_begins_at_its_own_article_without_a_comma() -> None:
    """« … avec sa lance et son cheval le troll a … »: « son cheval » is hers, « le troll » the
    subject; « le chef de la garde » is one subject."""
    said = ("clemence charge le troll avec sa lance et son cheval le troll a force mythique et "
            "peau dure")
    assert anchored_pools(said, ["lance", "cheval"], {"traits": ["lance"]}) == {
        "traits": ["lance", "cheval"], "obstacle_traits": ["force++", "peau dure"]}
    assert pools("anaïs frappe avec sa hache et le chef de la garde a une lance") == {
        "traits": ["hache"], "obstacle_traits": ["lance"]}


def test_a_fault_of_the_sheet_said_on_the_obstacles_side_is_the_obstacles() -> None:
    """« Les traits peuvent venir du camp opposé (un défaut … à exploiter) »."""
    said = ("anaïs frappe la goule avec sa hache ; la goule a rage et elle profite de sa peur "
            "du noir")
    assert anchored_pools(said, ["hache", "peur du noir"], {"traits": ["hache"]},
                          faults=["peur du noir"]) == {
        "traits": ["hache"], "obstacle_traits": ["rage", "peur du noir"]}


def test_an_obstacle_said_through_a_pronoun_of_its_gender_is_a_guess() -> None:
    """« elle » after « la goule » is the goule's clause when nothing it lists is on the sheet;
    the roll is then asked about (``obstacle_guessed``)."""
    said = "loïc tire sur la goule avec son arbalète, elle a sa carapace"
    assert anchored_pools(said, ["arbalète"], {"traits": ["arbalète"]}) == {
        "traits": ["arbalète"], "obstacle_traits": ["carapace"], "obstacle_guessed": True}
    own = "loïc tire sur la goule avec son arbalète, il a aussi sa dague"
    assert anchored_pools(own, ["arbalète", "dague"], {"traits": ["arbalète"]}) == {
        "traits": ["arbalète", "dague"]}
    assert "obstacle_traits" not in anchored_pools(
        "anaïs grimpe avec sa corde, elle est agile", ["corde"], {"traits": ["corde"]})


def test_the_one_met_by_the_action_is_the_subject_of_the_obstacles_clause() -> None:
    """« Maëlle affronte Gurvan … ; Gurvan a … »: Gurvan's clause is the obstacle's, and the
    défaut he exploits is his side's; the protagonist named again keeps her side."""
    said = normalize_utterance("Maëlle affronte Gurvan avec sa lame elfique ; Gurvan a une hache, "
                               "force héroïque, et il sait qu'elle est têtue.")
    assert anchored_pools(said, ["lame elfique", "têtue"], {}, faults=["têtue"]) == {
        "traits": ["lame elfique"], "obstacle_traits": ["hache", "force+", "têtue"]}
    assert "obstacle_traits" not in anchored_pools(
        normalize_utterance("Maëlle grimpe avec sa corde, Maëlle a aussi son grappin"),
        ["corde", "grappin"], {})


def test_a_relative_clause_is_no_part_of_a_trait() -> None:
    said = normalize_utterance("Maëlle suit la piste, elle est pisteuse et elle a sa lanterne ; "
                               "en face, la pluie qui efface les traces et la nuit noire.")
    assert anchored_pools(said, ["pisteuse", "lanterne"], {}) == {
        "traits": ["pisteuse", "lanterne"], "obstacle_traits": ["pluie", "nuit noire"]}


def test_a_defaut_said_on_its_owners_side_counts_for_the_other_side() -> None:
    said = "anaïs malgré sa peur du noir frappe la goule avec sa hache contre 2 dés"
    assert anchored_pools(said, ["hache", "peur du noir"], {}, faults=["peur du noir"]) == {
        "traits": ["hache"], "obstacle_dice": 2, "obstacle_traits": ["peur du noir"]}


def test_a_clause_taken_back_with_non_counts_nothing() -> None:
    from assistant.nlu.trait_pools import without_retractions

    said = without_retractions(normalize_utterance(
        "Inès négocie avec le garde, elle est acrobate euh non, elle a juste son épée courte "
        "pour menacer ; le garde joue sur le fait qu'elle est naïve, et il a ses collègues."))
    assert anchored_pools(said, ["épée courte", "acrobate", "naïve"], {}, faults=["naïve"]) == {
        "traits": ["épée courte"], "obstacle_traits": ["naïve", "collègues"]}


def test_speech_without_commas_starts_the_obstacles_clause_at_its_article() -> None:
    assert pools("teo lance un sort avec sa magie le pont a cordes usees et vent") == {
        "traits": ["magie"], "obstacle_traits": ["cordes usees", "vent"]}
    assert pools("loïc joue avec le chat a la maison") == {}


@pytest.mark.parametrize(("said", "pools"), [
    ("Éloïse attaque le chef avec son épée, elle est agile et le chef est aveuglé, lui il a "
     "toujours sa hache héroïque",
     {"traits": ["épée", "agile", "aveuglé"], "obstacle_traits": ["hache+"]}),
    ("Yolande attaque le spectre avec sa lance, le spectre est intangible",
     {"traits": ["lance"], "obstacle_traits": ["intangible"]}),
])
def test_a_weakened_obstacle_is_a_weakness_the_protagonist_exploits(said: str,
                                                                    pools: dict) -> None:
    """« une faiblesse à exploiter » of the other side counts for the one who acts; « lui il
    a toujours » opens the obstacle's own traits."""
    assert trait_pools_from_words(normalize_utterance(said)) == pools


@pytest.mark.parametrize(("said", "found"), [
    ("joel tire sur le troll depuis la berge avec son arc, le troll a juste sa peau de pierre",
     {"traits": ["arc"], "obstacle_traits": ["peau de pierre"]}),
    ("noe attaque la goule avec son escrime et sa lanterne, elle a des griffes et elle est rapide",
     {"traits": ["escrime", "lanterne"], "obstacle_traits": ["griffes", "rapide"]}),
])
def test_the_obstacles_clause_said_with_an_adverb_or_a_pronoun(said: str, found: dict) -> None:
    """« a juste sa peau de pierre »: an adverb is no trait; « elle a des griffes » after « la
    goule » is the obstacle's clause."""
    assert trait_pools_from_words(said) == found


def test_a_pronoun_that_cannot_stand_for_the_obstacle_opens_no_clause() -> None:
    """« elle » after « le troll » is not the troll: « sa lanterne » is no obstacle either."""
    assert trait_pools_from_words("noe attaque le troll avec son escrime et sa lanterne, elle a "
                                  "des griffes") == {}


def test_a_sentence_ending_between_the_sides_splits_them() -> None:
    said = ("pendant ce temps benoit contourne le troll pour lui faucher sa bourse, il est discret "
            "et agile. en face le troll a l'ouïe fine, et puis benoit est cupide il va se jeter "
            "dessus sans réfléchir")
    assert anchored_pools(said, ["discret+", "agile", "crochetage", "cupide"], {},
                          faults=["cupide"]) == {"traits": ["discret+", "agile"],
                                                 "obstacle_traits": ["ouïe fine", "cupide"]}


@pytest.mark.parametrize(("said", "trait"), [
    ("zoé récupère un défaut, vertige, elle a regardé en bas", "vertige"),
    ("et il gagne aussi le trait contacts à la cour, le capitaine lui doit la vie", "contacts à la cour"),
])
def test_a_trait_gained_is_named_after_its_verb(said: str, trait: str) -> None:
    assert gained_trait_from_words(said) == trait


def test_the_obstacle_named_before_its_pronoun_after_a_sentence_ends() -> None:
    """« … avec sa force et son marteau. L'ogre, lui, a … »: « l'ogre » is the subject of the
    obstacle's clause, no trait of Gaëtan's."""
    said = ("Gaëtan charge l'ogre avec sa force et son marteau. L'ogre, lui, a une massue "
            "héroïque, une peau épaisse, et il sait que Gaëtan est naïf.")
    assert trait_pools_from_words(said) == {"traits": ["force", "marteau"],
                                            "obstacle_traits": ["massue+", "peau épaisse"]}
