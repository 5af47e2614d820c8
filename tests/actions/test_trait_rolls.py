"""Rolls of traits read with the table: the sheet's traits as anchors, the protagonist named on
their own side, a known name on the other side as the opponent, the dice said in the question."""

from __future__ import annotations

from assistant.game import Game
from assistant.ledger import Ledger
from assistant.nlu.normalize import normalize_utterance
from actions.sheets import anchored_roll


def _read(said: str, slots: dict) -> dict:  # type: ignore[type-arg]
    with Ledger() as ledger:
        game = Game(ledger, "t")
        game.add_trait("Anaïs", "hache+", ephemeral=False)
        game.add_trait("Anaïs", "bouclier", ephemeral=False)
        game.add_trait("Tancrède", "épée bénie+", ephemeral=False)
        game.add_trait("Lénaïg", "discrétion", ephemeral=False)
        return anchored_roll(game, dict(slots), normalize_utterance(said))


def test_traits_on_both_sides_for_the_sheets_own_protagonist() -> None:
    slots = _read("anais frappe l'ogre avec sa hache et son bouclier, l'ogre a massue et rage",
                  {"protagonist": "anais", "traits": ["hache", "rage"]})
    assert slots["traits"] == ["hache", "bouclier"]
    assert slots["obstacle_traits"] == ["massue", "rage"]
    assert slots["counted"] == [3, 2]


def test_the_one_who_acts_and_the_opponent_named_on_the_other_side() -> None:
    slots = _read("Tancrède l'attaque : Lénaïg se défend avec sa discrétion contre l'épée "
                  "bénie de Tancrède", {"protagonist": "tancrède", "traits": ["discrétion"]})
    assert (slots["protagonist"], slots["opponent"]) == ("Lénaïg", "Tancrède")
    assert slots["obstacle_traits"] == ["épée bénie"]
    assert slots["counted"] == [1, 2]


def test_the_one_who_acts_is_the_subject_not_the_object() -> None:
    slots = _read("Anaïs soigne Lénaïg avec sa hache contre la fièvre des marais",
                  {"protagonist": "lénaïg", "traits": ["hache"]})
    assert slots["protagonist"] == "Anaïs" and "opponent" not in slots


def test_a_follow_up_names_the_next_trait_and_the_owner_is_no_part_of_a_trait() -> None:
    from actions.conversation import continued_trait
    from actions.sheets import _without_owner

    assert continued_trait("add_trait", "et aussi discret", {}) == {"trait": "discret"}
    assert continued_trait("add_trait", "et le trait agile aussi", {}) == {"trait": "agile"}
    assert continued_trait("gauge_set", "et aussi discret", {}) == {}
    assert _without_owner("lanterne de yvon", "Yvon") == "lanterne"
    assert _without_owner("ami des loups", "Yvon") == "ami des loups"


def test_a_roll_whose_traits_are_all_on_the_sheet_runs_without_a_question() -> None:
    from actions.sheets import RollTraits
    from assistant.nlu.trust import Verdict

    with Ledger() as ledger:
        game = Game(ledger, "sheet-fit")
        game.add_trait("Anaïs", "hache+", ephemeral=False)
        fitting = anchored_roll(game, {"protagonist": "anaïs", "traits": ["hache"]},
                                normalize_utterance("Anaïs frappe l'ogre avec sa hache ; l'ogre "
                                                    "a massue"))
        stranger = anchored_roll(game, {"protagonist": "anaïs", "traits": ["lance"]},
                                 normalize_utterance("Anaïs frappe l'ogre avec sa lance ; l'ogre "
                                                     "a massue"))
    assert fitting["on_sheet"] and not stranger["on_sheet"]
    action = RollTraits()
    assert action.trusted(Verdict.CONFIRM, fitting) is Verdict.ACT
    assert action.trusted(Verdict.CONFIRM, stranger) is Verdict.CONFIRM
    assert action.trusted(Verdict.REFUSE, fitting) is Verdict.CONFIRM  # asked, not refused
    assert action.trusted(Verdict.REFUSE, stranger) is Verdict.REFUSE
    guessed = {**fitting, "obstacle_guessed": True}
    assert action.trusted(Verdict.ACT, guessed) is Verdict.CONFIRM
    alone = {**fitting, "obstacle_traits": [], "obstacle_dice": 0}
    assert action.trusted(Verdict.CONFIRM, alone) is Verdict.CONFIRM


def test_a_roll_said_without_dice_nor_avec_is_read_from_the_sheet_and_asked(run_action) -> None:
    """« Benoît contourne le troll …, il est discret et agile. En face le troll a l'ouïe fine,
    et puis Benoît est cupide »: discret+ and agile against ouïe fine and his défaut, said
    back whole in the question."""
    from action_helpers import tracker

    from actions.game_actions import ResolvePool

    with Ledger() as ledger:
        game = Game(ledger, "t1")
        game.add_trait("Benoît", "discret+")
        game.add_trait("Benoît", "agile")
        game.add_trait("Benoît", "cupide", negative=True)
    said = ("pendant ce temps benoit contourne le troll pour lui faucher sa bourse, il est "
            "discret et agile. en face le troll a l'ouïe fine, et puis benoit est cupide il va "
            "se jeter dessus sans réfléchir")
    _, events = run_action(ResolvePool(), tracker("resolve_pool", text=said, confidence=0.76,
                                                  metadata={"table": "t1", "gm": True}))
    pending = next(event["value"] for event in events if event.get("name") == "pending")
    assert pending["intent"] == "roll_traits"
    assert pending["slots"]["counted"] == [3, 2]
    assert "discret" in pending["question"] and "ouïe fine" in pending["question"]


def test_a_name_said_in_a_circumstance_of_the_obstacle_is_no_opponent() -> None:
    """« la goule …, mais elle est aveuglée par la lampe de Tancrède »: Tancrède's lamp blinds
    the goule; Tancrède does not oppose Anaïs."""
    slots = _read("anais frappe avec sa hache ; la goule a des griffes et une carapace, mais elle "
                  "est aveuglée par la lampe de tancrède", {"protagonist": "anais"})
    assert "opponent" not in slots
    assert slots["counted"] == [3, 2]


def test_protagonists_acting_together_pool_their_sheets() -> None:
    """« Anaïs et Tancrède le coincent : elle avec son bouclier, lui avec son épée bénie »:
    one roll for the first named, each trait counted with its own sheet's puissance."""
    slots = _read("Anaïs et Tancrède le coincent contre le mur : elle avec son bouclier, lui "
                  "avec son épée bénie ; le chef a une masse", {"protagonist": "tancrède"})
    assert slots["protagonist"] == "Anaïs"
    assert slots["traits"] == ["bouclier", "épée bénie+"]
    assert slots["counted"] == [3, 1]


def test_a_nickname_reads_the_sheet_it_stands_for() -> None:
    """« Tanc » is Tancrède's first letters: his sheet anchors the traits; the name itself is
    asked about before the roll."""
    slots = _read("Tanc frappe le chef avec son épée bénie ; le chef a une masse",
                  {"protagonist": "tanc"})
    assert slots["traits"] == ["épée bénie"] and slots["counted"] == [2, 1]


def test_the_speaker_at_a_table_of_one_protagonist_is_that_protagonist() -> None:
    """Solo play: « je force la grille avec mon pied-de-biche ; … » is Jérôme's roll, with his
    sheet's trait; at a table of two, « je » names no one."""
    with Ledger() as ledger:
        ledger.create_table("solo", "hades")
        game = Game(ledger, "solo")
        game.add_trait("Jérôme", "pied-de-biche")
        said = normalize_utterance("je force la grille avec mon pied-de-biche ; la grille est "
                                   "scellée et les algues la bloquent")
        solo = anchored_roll(game, {}, said)
        game.add_trait("Capucine", "agile")
        shared = anchored_roll(game, {}, said)
    assert solo["protagonist"] == "Jérôme" and solo["traits"] == ["pied-de-biche"]
    assert not shared.get("protagonist")
