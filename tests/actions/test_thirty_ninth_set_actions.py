"""What the thirty-ninth blind set showed the actions missing: a character called by the first
part of a compound name, a Contrainte paid by the player who proposes it (never by a name
inside the Aspect), a 3-6-9 réserve opened by a name said in two words, the odds of the
table's game followed up, the speaker taking a gauge at a table of two, a défaut of the sheet
counted whole in a roll of traits."""

from __future__ import annotations

from action_helpers import RunAction, entity, fate_table, pending_of, tracker

from actions.conversation import FollowUp, OutOfScope
from actions.game_actions import NO_LONGER_BY_PRONOUN, GameAction
from actions.games import load_every_game
from actions.pending import FRAME_SLOT
from actions.sheets import anchored_roll
from assistant.game import Game
from assistant.game.games.fate import fate_key
from assistant.ledger import Ledger
from assistant.nlu.trust import Verdict

load_every_game()


def _points(table: str, name: str) -> int:
    with Ledger() as ledger, Game(ledger, table).read() as read:
        return int(read.state.data(fate_key(name))["fate_points"])


def test_a_character_called_by_the_first_part_of_their_name(run_action: RunAction) -> None:
    fate_table("fn", "Hortense-Évangéline", "Pélagie-Sérène")
    said = "Hortense encaisse deux de stress physique"
    _, events = run_action(GameAction.by_intent["fate_hit"], tracker(
        "fate_hit", [entity("protagonist", "Hortense"), entity("amount", "2", 20)],
        {"table": "fn"}, text=said, confidence=0.99))
    assert pending_of(events) is None
    with Ledger() as ledger, Game(ledger, "fn").read() as read:
        stress = read.state.data(fate_key("Hortense-Évangéline"))["stress"]["physique"]
    assert stress != [False, False]


def test_a_contrainte_is_paid_by_the_player_who_proposes_it(run_action: RunAction) -> None:
    fate_table("fc", "Hortense-Évangéline", "Pélagie-Sérène", "Gildas-Amédée")
    said = ("Gildas propose une contrainte à Hortense, Têtue comme une borne : elle refuse de "
            "lâcher le sac. Hortense accepte.")
    run_action(GameAction.by_intent["fate_compel"], tracker(
        "fate_compel", [entity("protagonist", "Gildas")], {"table": "fc"}, text=said))
    assert (_points("fc", "Gildas-Amédée"), _points("fc", "Hortense-Évangéline")) == (2, 4)
    said = ("Je propose une contrainte à Pélagie, Doit tout à Gildas : elle court le rejoindre "
            "à découvert. Elle refuse.")
    run_action(GameAction.by_intent["fate_compel"], tracker(
        "fate_compel", [entity("protagonist", "Pélagie")], {"table": "fc"}, text=said))
    assert (_points("fc", "Pélagie-Sérène"), _points("fc", "Gildas-Amédée")) == (2, 2)


def test_a_reserve_opened_by_a_name_in_two_words(run_action: RunAction) -> None:
    with Ledger() as ledger:
        ledger.create_table("rz", "trois_six_neuf")
    said = "alors pacome zephyrin il démarre avec 3 dés de fortune et 2 de marasme"
    action = GameAction.by_intent["create_character"]
    slots = action.slots(tracker("create_character", [entity("protagonist", "zephyrin")],
                                 {"table": "rz"}, text=said))
    assert slots["protagonist"] == "Pacome-Zephyrin"


def test_the_odds_of_the_tables_game_are_followed_up(run_action: RunAction) -> None:
    with Ledger() as ledger:
        ledger.create_table("ko", "krasses")
    messages, events = run_action(OutOfScope(), tracker(
        "out_of_scope", [], {"table": "ko"}, text="ca donne quoi plus 2 contre difficile"))
    frames = [event for event in events if event.get("name") == FRAME_SLOT]
    assert frames and frames[-1]["value"]["intent"] == "odds_query"
    messages, events = run_action(FollowUp(), tracker(
        "follow_up", [], {"table": "ko"}, {FRAME_SLOT: frames[-1]["value"]},
        text="et avec 3 krasses"))
    said = " ".join(str(message.get("text") or message.get("custom") or "")
                    for message in messages)
    assert "3 dés krâsses" in said and pending_of(events) is None


def test_the_speaker_taking_a_gauge_at_a_table_of_two_is_asked_who() -> None:
    gauge = GameAction.by_intent["gauge_set"]
    assert not gauge.nothing_to_do(Verdict.CONFIRM, 0.65, "je prends une blessure",
                                   {"gauge": "blessure", "change": 1})
    assert gauge.nothing_to_do(Verdict.CONFIRM, 0.65, "pfff un dé de moins à cause de la fatigue",
                               {"gauge": "fatigue"})
    assert NO_LONGER_BY_PRONOUN.match("bon ben elle a plus peur")
    assert not NO_LONGER_BY_PRONOUN.match("il a plus que deux dés le pauvre")


def test_a_defaut_of_the_sheet_counted_whole_in_a_roll() -> None:
    with Ledger() as ledger:
        game = Game(ledger, "co")
        for trait, negative in (("arbalète", False), ("peur des corbeaux", True)):
            game.add_trait("Hortense-Méline", trait, ephemeral=False, negative=negative)
        said = ("les corbeaux sont des dizaines et ils sont affamés. je leur tire dessus avec mon "
                "arbalète, et ma peur des corbeaux joue contre moi.")
        read = anchored_roll(game, {"protagonist": "Hortense-Méline"}, said,
                             frozenset({"joue", "tire"}), said)
    assert read["traits"] == ["arbalète"]
    assert read["counted"] == [1, 3]
