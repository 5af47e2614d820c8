"""Odds and fortunes at a table playing another game follow that game."""

from __future__ import annotations

import pytest

from actions.table_game import fortune_command, odds_reply, roll_words


@pytest.mark.parametrize(("system", "said", "start"), [
    ("fate", "quelles sont mes chances bon contre correct", "Chances à Bon, plus trois"),
    ("fate", "chances a plus 3 contre 2", "Chances à Bon, plus trois"),
    ("deux_d6", "mes chances competence 3 difficulte ardue", "Chances pour une base de 7"),
    ("krasses", "mes chances plus 5 contre moyen", "Chances avec plus cinq"),
    ("trois_six_neuf", "mes chances solde plus 4", "Avec un solde de plus quatre"),
])
def test_each_game_answers_its_own_odds(system: str, said: str, start: str) -> None:
    assert odds_reply(system, said).table.startswith(start)


@pytest.mark.parametrize("system", ["fate", "deux_d6", "krasses", "trois_six_neuf"])
def test_odds_without_the_games_numbers_say_what_to_say(system: str) -> None:
    reply = odds_reply(system, "quelles sont mes chances")
    assert reply.data == {"kind": "odds_help", "system": system}
    assert "Dites par exemple" in reply.table


@pytest.mark.parametrize(("system", "said", "words"), [
    ("fate", "moyen contre moyen", {"skill": "moyen", "opposition": "moyen"}),
    ("fate", "Alice, plus 3 contre bon", {"skill": "plus 3", "opposition": "bon"}),
    ("krasses", "moyen contre moyen", None),
    ("krasses", "plus 5 contre moyen avec 2 krâsses",
     {"skill": "plus 5", "difficulty": "moyen", "krasse_dice": "2"}),
    ("krasses", "plus 5 contre bon", None),
    ("deux_d6", "compétence 3, difficulté ardue", {"skill": "3", "difficulty": "ardue"}),
    ("trois_six_neuf", "dé du destin, solde moins 2", {"solde": "moins 2"}),
    ("trois_six_neuf", "dé du destin", None),
])
def test_a_roll_is_read_with_the_tables_game(system: str, said: str, words: dict | None) -> None:
    assert roll_words(system, said) == words


def test_a_roll_understood_as_another_games_follows_the_table(run_action) -> None:
    """« moyen contre moyen » reads as krâsses too; at a zFate table it is a zFate roll."""
    from action_helpers import tracker

    from actions.games import load_every_game
    from actions.game_actions import GameAction
    from assistant.ledger import Ledger
    load_every_game()  # registers the games' actions

    with Ledger() as ledger:
        ledger.create_table("t1", "fate")
    messages, _ = run_action(GameAction.by_intent["krasses_roll"],
                             tracker("krasses_roll", text="moyen contre moyen",
                                     metadata={"table": "t1"}))
    said = messages[0]["custom"]
    assert said["data"]["kind"] == "fate_roll" and "contre Moyen" in said["table"]


def test_only_zfate_turns_fortunes_into_fate_points() -> None:
    said = fortune_command("krasses", "bob", 1)(None).table  # type: ignore[arg-type]
    assert "on joue à 2d10 et krâsses" in said


@pytest.mark.parametrize(("intent", "said"), [
    ("resolve_pool", "quelles sont nos chances 4 des contre 5"),
    ("fate_roll", "quelles sont mes chances bon contre correct"),
])
def test_a_question_about_the_chances_never_throws(run_action, intent: str, said: str) -> None:
    from action_helpers import tracker

    from actions.games import load_every_game
    from actions.game_actions import GameAction
    from assistant.ledger import Ledger
    load_every_game()  # registers the games' actions

    with Ledger() as ledger:
        ledger.create_table("t", "fate" if intent == "fate_roll" else "hades")
    sent, _ = run_action(GameAction.by_intent[intent],
                         tracker(intent, text=said, metadata={"table": "t"}))
    assert sent[0]["custom"]["table"].startswith("Chances"), sent
    with Ledger() as ledger:
        assert ledger.journal("t") == []


def test_trying_ones_luck_is_still_a_throw() -> None:
    from assistant.nlu.word_slots import asks_for_odds

    assert not asks_for_odds("hippolyte tente sa chance avec 3 des contre 3")
    assert asks_for_odds("c est quoi les probas a 2 contre 3")


@pytest.mark.parametrize(("intent", "said", "confidence", "thrown"), [
    ("roll_traits", "aurèle crochète le coffre du contremaître, plus 2 contre facile", 0.68, True),
    ("krasses_roll", "le conteur lance plus 3 contre moyen avec 2 krâsses pour le rat", 0.42, True),
    ("krasses_roll", "plus 4 contre facile, autant dire que c'est gagné", 0.7, False),
    ("krasses_heap", "le conteur met 3 krâsses au tas, la galerie s'effondre", 0.7, True),
])
def test_a_roll_of_the_tables_game_said_whole_by_who_acts_is_thrown(
        run_action, intent: str, said: str, confidence: float, thrown: bool) -> None:
    """Who acts, then the roll in the game's words (or a throw said, or the rules' own move)
    is done at once; a pool said as a comment is asked about."""
    from action_helpers import tracker

    import actions.sheets  # noqa: F401  (registers the roll of traits)
    from actions.games import load_every_game
    from actions.game_actions import GameAction
    from assistant.ledger import Ledger
    load_every_game()

    with Ledger() as ledger:
        ledger.create_table("t1", "krasses")
    messages, events = run_action(GameAction.by_intent[intent],
                                  tracker(intent, text=said, confidence=confidence,
                                          metadata={"table": "t1"}))
    asked = any(event.get("name") == "pending" and event.get("value") for event in events)
    assert asked is not thrown
    if thrown:
        assert messages[0]["custom"]["data"]["kind"] in ("krasses_check", "krasses_state")


def test_on_relance_throws_the_tables_last_roll_of_any_game_again(run_action) -> None:
    """At a 2D6 table the frame's roll is asked again (« Je lance compétence plus deux… ? »);
    at a HaDes table whose conversation moved on, the journal's last roll is."""
    from action_helpers import tracker

    from actions.conversation import Reroll
    from actions.games import load_every_game
    from assistant.game import Game
    from assistant.ledger import Ledger
    load_every_game()

    with Ledger() as ledger:
        ledger.create_table("t2", "deux_d6")
        ledger.create_table("t3", "hades")
        Game(ledger, "t3").roll(3, 2, "Anaïs", seed=4)
    frame = {"intent": "deux_d6_roll", "slots": {"skill": "2", "difficulty": "ardue"}}
    _, events = run_action(Reroll(), tracker("reroll", text="on relance",
                                             metadata={"table": "t2", "frame": frame}))
    pending = next(event["value"] for event in events if event.get("name") == "pending")
    assert pending["intent"] == "deux_d6_roll" and "Ardue" in pending["question"]
    _, events = run_action(Reroll(), tracker("reroll", text="allez, on relance",
                                             metadata={"table": "t3"}))
    pending = next(event["value"] for event in events if event.get("name") == "pending")
    assert pending["slots"]["protagonist_dice"] == 3 and pending["slots"]["obstacle_dice"] == 2
    assert "Anaïs" in pending["question"]


def test_a_pronoun_stands_for_the_tables_last_protagonist_and_is_asked_about(run_action) -> None:
    """« elle dépense sa fortune pour un rebondissement » names Maïwenn in its question."""
    from action_helpers import tracker

    from actions.game_actions import FortuneSpend
    from assistant.game import Game
    from assistant.ledger import Ledger

    with Ledger() as ledger:
        ledger.create_table("t4", "hades")
        Game(ledger, "t4").gain_fortune("Maïwenn", 1)
    _, events = run_action(FortuneSpend(), tracker(
        "fortune_spend", text="elle dépense sa fortune pour un rebondissement",
        metadata={"table": "t4"}, confidence=0.99))
    pending = next(event["value"] for event in events if event.get("name") == "pending")
    assert pending["slots"]["protagonist"] == "Maïwenn" and "Maïwenn" in pending["question"]


@pytest.mark.parametrize(("said", "asked"), [
    ("elle est crevée aussi, une barre de fatigue", True),
    ("il a plus qu'un dé le pauvre, il est complètement crevé", False),
])
def test_a_gauge_said_of_a_pronoun_with_its_state_is_asked_for_the_last_protagonist(
        run_action, said: str, asked: bool) -> None:
    """« elle est crevée aussi, une barre de fatigue » asks about Séraphine, the table's last
    protagonist; a state said without its bars names no one."""
    from action_helpers import tracker

    from actions.game_actions import GaugeSet
    from assistant.game import Game
    from assistant.ledger import Ledger

    with Ledger() as ledger:
        ledger.create_table("t5", "hades")
        Game(ledger, "t5").set_gauge("Séraphine", "blessure", 2)
    slots = {"gauge": "fatigue", "change": 1} if asked else {"gauge": "fatigue", "level": 3}
    _, events = run_action(GaugeSet(), tracker("gauge_set", text=said, slots=slots,
                                               metadata={"table": "t5"}, confidence=0.9))
    pending = next((event["value"] for event in events if event.get("name") == "pending"), None)
    assert (pending is not None and pending["slots"].get("protagonist") == "Séraphine") is asked


def test_on_relance_at_another_games_table_whose_talk_moved_on(run_action) -> None:
    """A 2D6 table whose conversation moved on (« fais le point », talk) throws the journal's
    last 2D6 roll again, asked first."""
    from action_helpers import tracker

    from actions.conversation import Reroll
    from actions.games import load_every_game
    from actions.games.deux_d6 import DeuxD6Roll
    from assistant.ledger import Ledger
    load_every_game()

    with Ledger() as ledger:
        ledger.create_table("t4", "deux_d6")
    run_action(DeuxD6Roll(), tracker("deux_d6_roll", text="compétence 3, difficulté ardue",
                                     entities=[{"entity": "skill", "value": "3"},
                                               {"entity": "difficulty", "value": "ardue"}],
                                     metadata={"table": "t4", "seed": 5}))
    _, events = run_action(Reroll(), tracker("reroll", text="Manon dit qu'on a droit à une "
                                             "deuxième tentative, on relance",
                                             metadata={"table": "t4"}))
    pending = next(event["value"] for event in events if event.get("name") == "pending")
    assert pending["intent"] == "deux_d6_roll" and "Ardue" in pending["question"]


def test_the_odds_asked_in_a_sentence_the_model_missed_are_answered(run_action) -> None:
    """« quelles sont les chances de Basile au Tir Bon contre Excellent » read as no command at
    a zFate table: its odds, never its throw."""
    from action_helpers import tracker

    from actions.conversation import OutOfScope
    from assistant.ledger import Ledger

    with Ledger() as ledger:
        ledger.create_table("t", "fate")
    said = "quelles sont les chances de basile au tir bon contre excellent, pour la prochaine fois"
    sent, _ = run_action(OutOfScope(), tracker("out_of_scope", text=said, metadata={"table": "t"}))
    assert sent[0]["custom"]["table"].startswith("Chances à Bon"), sent
    with Ledger() as ledger:
        assert ledger.journal("t") == []


@pytest.mark.parametrize(("system", "asked"), [("trois_six_neuf", False), ("hades", True)])
def test_the_end_of_a_session_is_hades_bookkeeping(run_action, system: str, asked: bool) -> None:
    """« on s'arrête là pour ce soir » at a 3-6-9 table is answered at once and changes
    nothing; at a HaDes table the end of session is asked about first (README)."""
    from action_helpers import tracker

    from actions.game_actions import GameAction
    from assistant.ledger import Ledger

    with Ledger() as ledger:
        ledger.create_table("t", system)
    sent, events = run_action(GameAction.by_intent["end_session"],
                              tracker("end_session", text="on s'arrête là pour ce soir",
                                      metadata={"table": "t", "gm": True}))
    assert any(event.get("name") == "pending" and event.get("value") for event in events) is asked
    with Ledger() as ledger:
        assert ledger.journal("t") == []
    if not asked:
        assert "rien à clôturer" in sent[0]["custom"]["table"]


@pytest.mark.parametrize(("said", "player", "to_heap"), [
    ("joël en a 4 de charisme, il garde tout pour lui", "joël", 0),
    ("ambroise 2 de charisme, il balance tout dans le tas", "ambroise", 2),
    ("rozenn 1 de charisme, elle la garde", "rozenn", 0),
])
def test_a_players_charisme_at_the_scenarios_start_is_done_at_once(
        run_action, said: str, player: str, to_heap: int) -> None:
    """The charisme's owner is the name before « en a », never « en »; what goes « dans le
    tas » goes to the tas; said whole, it is done without a question."""
    from action_helpers import tracker

    from actions.games import load_every_game
    from actions.game_actions import GameAction
    from assistant.ledger import Ledger
    load_every_game()

    with Ledger() as ledger:
        ledger.create_table("t", "krasses")
    run_action(GameAction.by_intent["krasses_heap"],
               tracker("krasses_heap", text=said, confidence=0.7, metadata={"table": "t"}))
    with Ledger() as ledger:
        entry, = ledger.journal("t")
    assert (entry.command["player"], entry.command["to_heap"]) == (player, to_heap)


def test_a_value_said_after_c_est() -> None:
    assert roll_words("deux_d6", "elle fouille, sa compétence c'est 4, difficulté complexe") == \
        {"skill": "4", "difficulty": "complexe"}


def test_an_opposed_krasses_roll_said_between_two_sides() -> None:
    """« jet opposé entre l'abbé à plus huit et Bastien à plus six, et moi je colle trois
    krâsses à l'abbé »: the player's side is the named player's, the conteur's dK the abbé's."""
    from actions.games.krasses import opposed_words

    found = opposed_words("jet opposé entre l'abbé à plus 8 et bastien à plus 6, et moi je "
                          "colle 3 krâsses à l'abbé")
    assert (found["skill"], found["against"], found["npc_dice"]) == ("plus 6", "plus 8", True)


def test_a_zfate_opposition_said_with_its_article_and_difficulty() -> None:
    assert roll_words("fate", "enquête correct contre une difficulté bonne") == \
        {"skill": "correct", "opposition": "bonne"}


def test_an_automatic_action_at_another_games_table_changes_nothing(run_action) -> None:
    from action_helpers import tracker

    from actions.game_actions import GameAction
    from assistant.ledger import Ledger

    with Ledger() as ledger:
        ledger.create_table("t", "krasses")
    sent, _ = run_action(GameAction.by_intent["resolve_auto"],
                         tracker("resolve_auto", text="la porte est ouverte, c'est automatique",
                                 metadata={"table": "t", "gm": True}))
    from assistant.wording.understanding import AUTOMATIC_ELSEWHERE

    assert sent[0]["custom"]["table"] == AUTOMATIC_ELSEWHERE
    with Ledger() as ledger:
        assert ledger.journal("t") == [] and ledger.state("t").destin == 0


@pytest.mark.parametrize(("system", "said", "words"), [
    ("deux_d6", "Rozenn fouille la grange, compétence 5, c'est ardu",
     {"skill": "5", "difficulty": "ardue"}),
    ("deux_d6", "Ambroise cuisine le concierge, compétence 5, simple",
     {"skill": "5", "difficulty": "simple"}),
    ("fate", "maëlys grimpe, athlétisme à bon, je fixe la difficulté à correct",
     {"skill": "bon", "opposition": "correct"}),
    ("fate", "Félicien fait le guet, Attention plus 2, je mets l'opposition à Moyen",
     {"skill": "plus 2", "opposition": "moyen"}),
    ("deux_d6", "Rosalie épluche les registres, Recherche 6, difficulté complexe",
     {"skill": "6", "difficulty": "complexe"}),
    ("deux_d6", "Bénédicte force le secrétaire, Bricolage 3, c'est ardu",
     {"skill": "3", "difficulty": "ardue"}),
    ("deux_d6", "Rosalie se faufile, Discrétion 6 contre une difficulté de moins 4",
     {"skill": "6", "difficulty": "moins 4"}),
    ("deux_d6", "Bénédicte plaque le clerc, sa Lutte à 5 contre la Course du clerc à 4, "
     "difficulté simple", {"skill": "5", "difficulty": "simple", "against": "4"}),
    ("deux_d6", "Bénédicte, Lutte 5 contre compétence 4, difficulté simple",
     {"skill": "5", "difficulty": "simple", "against": "4"}),
])
def test_a_difficulty_named_without_its_usual_words(system: str, said: str, words: dict) -> None:
    """(Numbers as the chat reads them.) « compétence cinq, c'est ardu »: the level named
    alone (« ardu » for « ardue »);
    zFate's opposition said as « la difficulté à Correct » or « l'opposition à Moyen », without
    « contre »; a 2D6 compétence said by its own name (« Recherche six »)."""
    assert roll_words(system, said) == words


@pytest.mark.parametrize("said", [
    "le garde boit à plus 5 et noélie répond à plus 4, c'est un jet opposé",
    "jet opposé, le garde à plus 5, noélie à plus 4",
    "noélie désarme le garde, elle est à plus 4, lui à plus 5, c'est un duel",
])
def test_an_opposed_krasses_roll_said_side_by_side(said: str) -> None:
    from actions.games.krasses import opposed_words

    found = opposed_words(said)
    assert (found["skill"], found["against"]) == ("plus 4", "plus 5")


def test_two_characters_face_to_face_at_a_2d6_table() -> None:
    """« Léandre contre Ophélie, six contre cinq, simple »: two compétences and the
    difficulty, an opposed 2D6 roll; two numbers face to face are never HaDes dice there."""
    from actions.table_game import hades_roll_elsewhere
    from assistant.ledger import Ledger

    assert roll_words("deux_d6", "Léandre contre Ophélie au bras de fer, 6 contre 5, simple") \
        == {"skill": "6", "difficulty": "simple", "against": "5"}
    with Ledger() as ledger:
        ledger.create_table("t", "deux_d6")
    reply = hades_roll_elsewhere("resolve_pool", "t", "4 contre 2 pour Ophélie")
    assert reply is not None and reply.data["kind"] == "other_game"


def test_a_name_said_in_a_later_clause_is_not_the_pronouns() -> None:
    from actions.game_actions import _named_in_another_clause

    known = ["Clotilde", "Raphaël"]
    assert _named_in_another_clause("elle n'a plus peur, raphaël lui a pris la main",
                                    "raphaël", known, "gauge_set")
    assert not _named_in_another_clause("il est blessé deux, raphaël", "raphaël", known,
                                         "gauge_set")
    assert not _named_in_another_clause("bon elle le rafistole, raphaël est blessé un", "raphaël",
                                        known, "gauge_set")
    assert not _named_in_another_clause("elle n'a plus peur", "", known, "gauge_set")


def test_a_zfate_hit_said_for_someone() -> None:
    """« …, deux de stress physique pour Maëlys »: a hit at a zFate table, its target named
    after « pour »; at a HaDes table the words are no zFate command."""
    from actions.table_game import tables_intent
    from assistant.ledger import Ledger

    said = "le rôdeur lui arrache un bout de manteau, 2 de stress physique pour maëlys"
    with Ledger() as ledger:
        ledger.create_table("f", "fate")
        ledger.create_table("h", "hades")
    assert tables_intent("out_of_scope", "f", said) == "fate_hit"
    assert tables_intent("out_of_scope", "h", said) is None
    assert tables_intent("out_of_scope", "f", "2 de stress pour une dalle piégée, t'es gentille") \
        is None


@pytest.mark.parametrize("said", [
    "franchement 8 en démentielle ça fait 4, il lui faut 4 ou moins sur 2 dés",
    "Rosalie a lu 6 registres, difficulté complexe pour les lire tous",
])
def test_a_number_said_in_a_story_names_no_2d6_competence(said: str) -> None:
    """A compétence said by its name is followed by the difficulty or the defender: an
    adverb or a count in a story is none."""
    assert roll_words("deux_d6", said) is None
