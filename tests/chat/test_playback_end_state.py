"""The end-state checks of a played session count what the table still stands on."""

from __future__ import annotations

from assistant.chat.playback import check_end_state
from assistant.ledger.journal import JournalEntry
from assistant.reply import Reply


def _entry(entry_id: int, kind: str, command: dict | None = None,
           undoes: int | None = None) -> JournalEntry:
    return JournalEntry(entry_id, "t", "2026-11-26T00:00:00Z", kind, command or {}, {}, (),
                        Reply(table="…"), undoes)


def test_an_undone_roll_is_no_roll_journaled_and_a_redone_one_is() -> None:
    entries = (_entry(1, "deux_d6_roll"), _entry(2, "deux_d6_roll"), _entry(3, "undo", undoes=2),
               _entry(4, "deux_d6_roll"), _entry(5, "undo", undoes=4),
               _entry(6, "redo", {"redoes": 5, "original": 4}))
    assert check_end_state(None, {"rolls": 2}, entries) == []
    assert check_end_state(None, {"rolls": 3}, entries) == ["2 rolls journaled, not 3"]


def test_an_invocation_bought_for_a_relance_throws_for_its_line_but_is_no_new_roll() -> None:
    """zFate: « relancer les dés Fate après un test » throws the dice again for the one who
    invokes, and improves the test it follows."""
    from assistant.chat.playback import Snapshot, check_change

    rolled, relance, bonus = (_entry(1, "fate_roll"), _entry(2, "fate_invoke", {"reroll": True}),
                              _entry(3, "fate_invoke", {"reroll": False}))
    assert check_end_state(None, {"rolls": 1}, (rolled, relance, bonus)) == []
    before, after = Snapshot((rolled,), None), Snapshot((rolled, relance), None)
    assert check_change({"roll": {}}, before, after) == ""
    assert check_change({"roll": {}}, after, Snapshot((rolled, relance, bonus), None)) != ""


def test_a_fortune_a_shift_forfeits_is_left_out_of_what_the_line_moved() -> None:
    """« Je dépense une fortune pour décaler le résultat » after a roll that gave the spender a
    fortune: the rules take that fortune back too (two fewer), but the dice gave it, so the
    line is scored as the one fortune it spends."""
    from assistant.chat.playback import check_change, snapshot
    from assistant.game import Game
    from assistant.ledger import Ledger

    with Ledger() as ledger:
        game = Game(ledger, "shift")
        game.gain_fortune("Cyrielle", 1)
        seed = next(seed for seed in range(200)
                    if Game(ledger, f"probe{seed}").roll(1, 3, "Cyrielle", seed=seed)
                    .data.get("fortune_gained"))
        game.roll(1, 3, "Cyrielle", seed=seed)
        before = snapshot("shift")
        game.shift("Cyrielle")
    after = snapshot("shift")
    assert before.state.get("Cyrielle").fortunes - after.state.get("Cyrielle").fortunes == 2
    assert check_change({"fortune": {"who": "Cyrielle", "change": -1}}, before, after) == ""
    assert check_change({"fortune": {"who": "Cyrielle", "change": -2}}, before, after) != ""


def test_a_traits_puissance_said_in_words_is_the_one_the_sheet_notes() -> None:
    """« exorcisme mythique » in a session file is the sheet's « exorcisme++ »: same trait;
    a puissance the file says is checked, one it leaves out is not."""
    from assistant.chat.playback import check_change, snapshot
    from assistant.game import Game
    from assistant.ledger import Ledger

    with Ledger() as ledger:
        game = Game(ledger, "pw")
        game.add_trait("Hilarion-Jérôme", "latin d'église", ephemeral=False)
        before = snapshot("pw")
        game.add_trait("Hilarion-Jérôme", "exorcisme++")
        state = ledger.state("pw")
    after = snapshot("pw")
    said = {"trait": {"who": "Hilarion-Jérôme", "add": "exorcisme mythique"}}
    assert check_change(said, before, after) == ""
    assert check_change({"trait": {"who": "Hilarion-Jérôme", "add": "exorcisme+"}}, before,
                        after) != ""
    sheet = {"traits": {"Hilarion-Jérôme": ["latin d'église", "exorcisme"]}}
    assert check_end_state(state, sheet) == []
    assert check_end_state(state, {"traits": {"Hilarion-Jérôme": ["latin d'église",
                                                                  "exorcisme héroïque"]}}) != []
