"""Readings the forty-first and forty-second blind sets showed wrong: a manœuvre fired as a
réflexe, a trait said by the noun its « de » brings, two characters sharing a first name or a
pet name, a trait told with the kind of its owner, an obstacle damaged all over, a patient's
ailment, the elements acting in a transcript, examples given by the Destinée, a value for
someone else after a character was made, « passeur » no verb of switching games, a fortune
passed to a protagonist."""

from __future__ import annotations

import pytest
from spacy.language import Language

from assistant.nlu.contract import complete_from_words
from assistant.nlu.corrections import with_corrections_applied
from assistant.nlu.names import named_by_one_part, pet_name_owners, sharing_first_name
from assistant.nlu.rasa_patches import load_spacy_model
from assistant.nlu.reflexes import reflex_traits, without_the_reflex_told
from assistant.nlu.spoken_breaks import with_story_breaks
from assistant.nlu.talk import command_clauses, talk_reason
from assistant.nlu.trait_pools import anchored_pools, weakened_state
from assistant.nlu.word_intents import fortune_from_words, intent_from_words

FLOOR, SURE = 0.65, 0.75
TRÉBUCHET = ("le trébuchet d'en face est énorme et il est protégé par des mantelets. "
             "clélie-domitille lui lance sa foudre en réflexe, sans préparer le rituel, donc 1 dé "
             "de moins.")


@pytest.fixture(scope="module")
def nlp() -> Language:
    return load_spacy_model("fr_core_news_md").model


def test_the_manoeuvre_named_before_en_reflexe_is_the_one_fired_so() -> None:
    assert reflex_traits(TRÉBUCHET, ["médecine", "rituel de foudre", "éloquence"]) == [
        "rituel de foudre"]
    assert reflex_traits("clélie-domitille lui lance sa foudre", ["rituel de foudre"]) == []
    assert reflex_traits("en réflexe, elle tire avec son arbalète", ["arbalète", "agile"]) == [
        "arbalète"]


def test_the_words_that_tell_a_reflexe_are_no_trait_and_no_die() -> None:
    told = without_the_reflex_told(TRÉBUCHET)
    assert "réflexe" not in told and "préparer" not in told and "moins" not in told
    assert without_the_reflex_told("elle a 1 dé de moins") == "elle a 1 dé de moins"


def test_a_reflexe_said_is_a_roll_of_traits_unless_asked() -> None:
    assert intent_from_words("resolve_pool", 0.45, TRÉBUCHET, FLOOR, SURE)[0] == "roll_traits"
    assert intent_from_words("rules_question", 0.9, "une manœuvre en réflexe, ça coûte un dé ?",
                             FLOOR, SURE)[0] == "rules_question"


def test_a_trait_said_by_the_noun_its_de_brings() -> None:
    said = ("le trébuchet est énorme et protégé par des mantelets. clélie-domitille lui lance sa "
            "foudre.")
    pools = anchored_pools(said, ["rituel de foudre++", "médecine"], {})
    assert pools["traits"] == ["rituel de foudre++"]
    assert pools["obstacle_traits"] == ["énorme", "mantelets"]  # what protects it


def test_a_trait_told_as_the_kind_of_its_owner_counts_once() -> None:
    said = "pierre-anastase arrache le grimoire avec sa force de colosse"
    pools = anchored_pools(said, ["hache+", "colosse"], {"traits": ["force"]})
    assert pools["traits"] == ["colosse"]


def test_a_first_name_shared_by_two_is_asked_and_answered_by_the_other_part() -> None:
    table = ["Pierre-Anastase", "Pierre-Élzéar", "Ermengarde-Léocadie"]
    assert sharing_first_name("pierre", table) == ["Pierre-Anastase", "Pierre-Élzéar"]
    assert sharing_first_name("ermengarde", table) == []
    assert named_by_one_part("elzear", table) == "Pierre-Élzéar"
    assert named_by_one_part("pierre", table) is None


def test_a_pet_name_of_two_names_is_asked() -> None:
    assert pet_name_owners("lili", ["Éliante", "Hélier", "Prosper"]) == ["Éliante", "Hélier"]
    assert pet_name_owners("lili", ["Éliante", "Prosper"]) == []


def test_an_obstacle_damaged_all_over_is_a_weakness() -> None:
    assert weakened_state("fissuré de partout") and weakened_state("bouclier fendu")
    assert not weakened_state("casse tout") and not weakened_state("énorme")


def test_a_patients_ailment_is_what_the_healer_fights() -> None:
    said = ("marc-olivier soigne adelaide-nour avec sa medecine des marais, elle a de la fievre "
            "et les moustiques attaquent")
    pools = anchored_pools(said, ["médecine des marais", "marchandage+"], {})
    assert "fievre" in pools.get("obstacle_traits", [])
    assert pools["traits"] == ["médecine des marais"]


def test_the_elements_acting_in_a_transcript_open_a_clause() -> None:
    said = "je descends dans la crypte avec mon grappin l'eau monte il fait noir"
    assert "grappin ; l'eau monte" in with_story_breaks(said, frozenset({"descends", "fait"}))


def test_an_example_given_by_the_destinee_does_nothing(nlp: Language) -> None:
    said = "par exemple 1 dé contre 3 tu es outsider et si tu reussis tu en gagnes une"
    assert talk_reason(nlp(said)) == "unreal"


def test_a_value_said_for_someone_else_after_a_character_is_made() -> None:
    for said in ("et wandrille-théodore, lui il en a 2.",
                 "et ghislain énogat 3 points de fortune lui aussi"):
        assert intent_from_words("out_of_scope", 0.81, said, FLOOR, SURE)[0] == "follow_up"


def test_a_passeur_switches_no_game() -> None:
    said = "je retente en m'aidant de la corde du passeur : plus 3 contre ardu avec 1 de mes krâsses"
    assert intent_from_words("out_of_scope", 0.35, said, FLOOR, SURE)[0] != "choose_system"


def test_a_fortune_passed_to_a_protagonist_is_gained() -> None:
    said = "la destinee vient de me passer une fortune pour ansbert-heliodore"
    assert fortune_from_words("consolidate", said) == "fortune_gain"


def test_the_speakers_doubt_after_the_values_is_no_clause_of_its_own() -> None:
    said = "latin 4, euh, ardu ou complexe, je sais plus ce que j'avais dit."
    assert with_corrections_applied(said) == "latin 4, euh, ardu ou complexe."
    assert with_corrections_applied("je sais pas") == "je sais pas"


def test_an_order_after_a_question_cut_as_talk_keeps_no_question_mark(nlp: Language) -> None:
    said = "c'était pas ermeline-aude qui crochetait ? annule."
    assert command_clauses(nlp(said), said).text == "annule."


def test_one_more_consolidation_said_at_the_end_of_a_campaign() -> None:
    said = "et elle efface peur des cloches aussi"
    assert intent_from_words("out_of_scope", 0.82, said, FLOOR, SURE)[0] == "consolidate"
    assert intent_from_words("out_of_scope", 0.82, "et elle efface le tableau aussi", FLOOR,
                             SURE)[0] != "consolidate"
    slots = complete_from_words("consolidate", "et encore 1 sur la fatigue pour onésime-hilarion",
                                {"protagonist": "onésime-hilarion", "choice": "trait_durable"})
    assert (slots["gauge"], slots["choice"]) == ("fatigue", "jauge")
