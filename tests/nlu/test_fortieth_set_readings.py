"""Readings the fortieth blind set showed wrong: values corrected in the same breath, someone
cutting in between dashes, a former trade told of the obstacle, a thing used said with its
article in a list of things owned, bars of a gauge after a story or a colon, a reproach after
the order, a difficulty said last at krâsses."""

from __future__ import annotations

import pytest
from spacy.language import Language

from actions.table_game import roll_words
from assistant.nlu.corrections import with_corrections_applied
from assistant.nlu.normalize import normalize_utterance
from assistant.nlu.rasa_patches import load_spacy_model
from assistant.nlu.spoken_breaks import with_spoken_breaks
from assistant.nlu.talk import talk_reason
from assistant.nlu.trait_pools import anchored_pools
from assistant.nlu.word_intents import intent_from_words

FLOOR, SURE = 0.65, 0.75


@pytest.fixture(scope="module")
def nlp() -> Language:
    return load_spacy_model("fr_core_news_md").model


def _corrected(said: str) -> str:
    return with_corrections_applied(normalize_utterance(said))


def test_a_value_corrected_in_the_same_breath_is_the_one_kept() -> None:
    assert _corrected("destin plus deux euh non plus un ca suffit") == "destin plus 1 ca suffit"
    assert _corrected("trois dés contre deux, non, contre quatre, ils sont six") \
        == "3 dés contre 4, ils sont 6"
    assert _corrected("urbain prend deux barres de fatigue non une seule il a dormi") \
        == "urbain prend 1 barres de fatigue il a dormi"
    assert _corrected("une fortune pour perrine, non pas perrine, ambroisine, c'est elle") \
        == "1 fortune pour ambroisine, c'est elle"
    assert _corrected("trois dés contre deux, non ?") == "3 dés contre 2, non ?"
    assert _corrected("deux dés contre trois non pardon deux contre quatre") \
        == "2 dés contre 3 non pardon 2 contre 4"  # left to the reader of retractions


def test_someone_cutting_in_between_dashes_is_left_out() -> None:
    assert _corrected("Honorat prend — qui a mis de la confiture sur la carte ?! — une blessure.") \
        == "honorat prend une blessure."
    assert _corrected("Urbain-Maxence va bien - enfin je crois") \
        == "urbain-maxence va bien - enfin je crois"


def test_a_former_trade_of_the_obstacle_is_one_of_its_traits() -> None:
    said = ("au rez-de-chaussée, le cercle de jeu est bondé et le croupier est un ancien de la "
            "sûreté. florestan-cyr traverse la salle avec son déguisement et son baratin")
    pools = anchored_pools(said, ["déguisement", "baratin+"], {}, [])
    assert pools["obstacle_traits"] == ["bondé", "ancien de la sûreté"]


def test_a_thing_used_said_with_its_article_in_a_list_of_things_owned() -> None:
    said = "je lui tire les vers du nez avec mon intuition et la lettre de l'évêque ; en face, un garde"
    assert anchored_pools(said, ["intuition+"], {}, [])["traits"] \
        == ["intuition+", "lettre de l'évêque"]
    company = anchored_pools("il négocie avec le capitaine et la douanière ; en face, un garde",
                             ["intuition+"], {}, [])
    assert not company["traits"]


def test_bars_of_a_gauge_after_a_story() -> None:
    assert with_spoken_breaks("une chauve souris me frole le visage 2 barres de peur") \
        == "une chauve souris me frole le visage, 2 barres de peur"
    assert with_spoken_breaks("quiterie a pris 2 barres de peur hier") \
        == "quiterie a pris 2 barres de peur hier"
    read = intent_from_words("oracle_choice", 0.77, "mahé saute du balcon et se tord la "
                             "cheville : blessure 2 barres", FLOOR, sure=SURE)
    assert read[0] == "gauge_set"
    assert intent_from_words("out_of_scope", 0.62, "une chauve souris me frole le visage, 2 "
                             "barres de peur", FLOOR, sure=SURE)[0] == "gauge_set"


def test_a_reproach_after_the_order_leaves_it_standing(nlp: Language) -> None:
    said = ("poison 1 barre pour ambroisine-lou, elle a goûté aux champignons de la sorcière — "
            "je t'avais dit de pas y toucher !")
    assert talk_reason(nlp(said)) is None
    assert talk_reason(nlp("le roi dit que une fortune pour ambroisine-lou")) == "reported"


def test_a_krasses_difficulty_said_last() -> None:
    assert roll_words("krasses", "zélinde escalade le mur, athlétisme plus 4, c'est facile.") \
        == {"skill": "plus 4", "difficulty": "facile"}
    assert roll_words("krasses", "dextérité plus 2, très facile.") \
        == {"skill": "plus 2", "difficulty": "tres facile"}
    assert roll_words("krasses", "il a plus 4, je crois") is None


def test_one_more_given_for_a_reason_and_a_fortune_put_on_a_gauge() -> None:
    assert intent_from_words("follow_up", 0.37, "et encore 1 pour la fuite par les toits",
                             FLOOR, sure=SURE) == ("follow_up", FLOOR)
    assert intent_from_words("out_of_scope", 0.89, "et 1 fortune sur ma peur", FLOOR,
                             sure=SURE) == ("consolidate", FLOOR)
    assert intent_from_words("out_of_scope", 0.6, "1 fortune sur la table", FLOOR,
                             sure=SURE)[0] != "consolidate"


def test_undoing_everything_or_going_back_with_the_correction() -> None:
    assert intent_from_words("out_of_scope", 0.73, "bon la j annule tout, la sorciere se "
                             "reveille", FLOOR, sure=SURE) == ("undo", FLOOR)
    assert intent_from_words("out_of_scope", 0.7, "annule tout mon dimanche, je dors jusqu a "
                             "midi", FLOOR, sure=SURE)[0] != "undo"


def test_a_result_asked_of_the_rules() -> None:
    from assistant.nlu.rules_questions import asks_about_the_rules

    assert asks_about_the_rules("en difficulté ouverte, un 10 au premier dé, ça fait plus une "
                                "réussite automatique ?")
    assert not asks_about_the_rules("plus 4 contre moyen ?")
