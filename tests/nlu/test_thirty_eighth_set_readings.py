"""Readings the thirty-eighth blind set showed wrong: a trait of knowing how said with another
article or number (« je lis la carte » for sait lire les cartes), a bar of something had that
is no gauge (« il a une barre de fer »), « j'ai plus peur » with its « ne » dropped, « note-moi
un défaut », the end of the session said with « on consolide », the elements doing something
after a circumstance told first, and an impersonal « il » that is no one's subject."""

from __future__ import annotations

from actions.game_actions import OPENING_PRONOUN
from actions.names import speakers_own
from assistant.nlu.trait_pools import anchored_pools
from assistant.nlu.values import gauge_level_said
from assistant.nlu.word_intents import intent_from_words, trait_written

FLOOR, SURE = 0.65, 0.75
HORTENSE = ["escalade+", "arbalète", "herboristerie", "sait lire les cartes", "impulsive"]


def read(intent: str, confidence: float, text: str) -> tuple[str, float]:
    return intent_from_words(intent, confidence, text, FLOOR, sure=SURE)


def test_a_trait_of_knowing_how_said_with_another_article_or_number() -> None:
    said = ("je cherche le sentier dans le marais, je lis la carte et je reconnais les plantes "
            "avec mon herboristerie, il y a un brouillard épais")
    pools = anchored_pools(said, HORTENSE, {}, ["impulsive"])
    assert sorted(pools["traits"]) == ["herboristerie", "sait lire les cartes"]
    assert "sait lire les cartes" not in anchored_pools(
        "je lis le livre avec mon herboristerie ; en face, un garde", HORTENSE, {},
        ["impulsive"])["traits"]


def test_a_bar_of_something_had_is_no_gauge() -> None:
    assert read("gauge_set", 0.78, "il a une barre de fer")[0] == "out_of_scope"
    assert read("out_of_scope", 0.4, "le docker est soul, il a 1 barre de fer aldegonde-marthe "
                "le plaque au sol avec son couteau")[0] != "gauge_set"
    assert read("gauge_set", 0.99, "bob a une barre de fatigue") == ("gauge_set", 0.99)
    assert read("gauge_set", 0.99, "bob prend une barre de soif")[0] == "gauge_set"


def test_no_longer_afraid_with_its_ne_dropped() -> None:
    assert gauge_level_said("j'ai plus peur") == 0
    assert gauge_level_said("il a plus peur que toi") is None
    assert gauge_level_said("il a plus de 3 blessures") is None
    assert read("repeat", 0.9, "j'ai plus peur") == ("gauge_set", FLOOR)


def test_a_defaut_noted_for_the_speaker() -> None:
    said = "y a des corbeaux partout dans l'escalier. note-moi un défaut : peur des corbeaux."
    assert trait_written(said)
    assert speakers_own(said, ["Hortense-Méline"]) == "Hortense-Méline"
    assert speakers_own("dis-moi les fortunes", ["Hortense-Méline"]) is None


def test_the_end_of_the_session_said_with_its_consolidation() -> None:
    assert read("close_session", 0.79, "bon c'est la fin de partie, on consolide")[0] \
        == "end_session"
    assert read("close_session", 0.79, "bon c'est la fin de partie, tu peux clore")[0] \
        == "close_session"


def test_the_elements_acting_after_a_circumstance_told_first() -> None:
    said = ("il fait nuit noire ; le brouillard monte du bassin et la cabine est sens dessus "
            "dessous ; evroult-jehan la fouille, il connait le port")
    pools = anchored_pools(said, ["fouille", "connaît le port", "baratin"], {}, [])
    assert pools["obstacle_traits"] == ["nuit noire", "brouillard monte du bassin",
                                        "sens dessus dessous"]
    alone = anchored_pools("la marée remonte ; evroult-jehan la fouille, il connait le port",
                           ["fouille", "connaît le port"], {}, [])
    assert "marée remonte" not in alone.get("obstacle_traits", [])


def test_an_impersonal_il_is_no_ones_subject() -> None:
    assert OPENING_PRONOUN.match("il fait nuit noire, evroult-jehan la fouille") is None
    assert OPENING_PRONOUN.match("elle dépense sa fortune pour une révélation") is not None
    assert OPENING_PRONOUN.match("il dépense sa fortune") is not None
