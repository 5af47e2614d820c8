"""Properties of the whole game: the Destin is the sum of Y − X of the dice really rolled plus
the Destinée's adjustments, and undo gives back the exact previous state, sheets included."""

from __future__ import annotations

import tempfile
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from assistant.game import Game
from assistant.ledger import Ledger
from assistant.ledger.errors import LedgerError
from hades_core.errors import HadesError
from hades_core.fortune import Consolidation

small = st.integers(min_value=0, max_value=6)
seeds = st.integers(min_value=0, max_value=10_000)
names = st.sampled_from(["Alice", "Bob"])
traits = st.sampled_from(["épée", "épée+", "force++", "rage", "ruse"])

operations = st.one_of(
    st.tuples(st.just("roll"), small, small, seeds),
    st.tuples(st.just("traits"), st.lists(traits, max_size=3), st.lists(traits, max_size=3),
              seeds, names),
    st.tuples(st.just("pvp"), small, small, seeds),
    st.tuples(st.just("script"), st.lists(st.tuples(st.integers(1, 3), small), min_size=1,
                                          max_size=3), seeds),
    st.tuples(st.just("competition"), small, small, small, small, seeds, st.booleans()),
    st.tuples(st.just("adjust"), st.integers(-3, 3)),
    st.tuples(st.just("gain"), names),
    st.tuples(st.just("shift"), names),
    st.tuples(st.just("trait"), names, traits, st.booleans(), st.booleans()),
    st.tuples(st.just("gauge"), names, st.sampled_from(["blessure", "fatigue"]),
              st.integers(0, 2)),
    st.tuples(st.just("consolidate"), names, traits),
    st.tuples(st.just("end"), st.booleans()),
    st.tuples(st.just("close"), st.booleans()),
    st.tuples(st.just("undo"),),
)


def _run(game: Game, op: tuple[Any, ...]) -> None:
    kind = op[0]
    if kind == "roll":
        game.roll(op[1], op[2], seed=op[3])
    elif kind == "traits":
        game.roll_traits(op[4], op[1], op[2], seed=op[3])
    elif kind == "pvp":
        game.gain_fortune("Bob", 0)  # « audace »: a trait the ops never write as a défaut
        game.roll_traits("Alice", ["audace"], ["rage"], op[2], op[1], opponent="Bob",
                         seed=op[3])
    elif kind == "script":
        game.script(op[1], seed=op[2])
    elif kind == "competition":
        game.competition((op[1], op[2]), (op[3], op[4]), seed=op[5],
                         rival="Bob" if op[6] else None)
    elif kind == "adjust":
        game.adjust_destin(op[1])
    elif kind == "gain":
        game.gain_fortune(op[1])
    elif kind == "shift":
        game.shift(op[1])
    elif kind == "trait":
        game.add_trait(op[1], op[2], op[3], op[4])
    elif kind == "gauge":
        game.set_gauge(op[1], op[2], op[3])
    elif kind == "consolidate":
        game.consolidate(op[1], Consolidation.TRAIT_DURABLE, op[2])
    elif kind == "end":
        game.end_session(op[1])
    elif kind == "close":
        game.close_session(op[1])
    else:
        game.undo()


def _expected_destin(ledger: Ledger) -> int:
    """Σ(Y − X) of the dice really rolled (counted on the journaled dice) plus adjustments,
    over the entries that are not undone; closing a session without keeping starts again
    from zero."""
    entries = ledger.journal("principale")
    undone = {e.undoes for e in entries if e.undoes is not None}
    total = 0
    for entry in entries:
        if entry.id in undone or entry.undoes is not None:
            continue
        result = entry.result
        if entry.kind == "roll":
            pool = result.get("pool")
            if pool and pool["joueur_contre_joueur"]:
                total += pool["obstacle"]["extra"] - pool["protagonists"]["extra"]
            else:
                total += (len(result["obstacle"]["initial"])
                          - len(result["protagonist"]["initial"]))
        elif entry.kind == "script":
            roll = result["roll"]
            total += len(roll["obstacle"]["initial"]) - len(roll["protagonist"]["initial"])
        elif entry.kind == "competition":
            for side in ("protagonists", "rivals") if result.get("rival_name") \
                    else ("protagonists",):
                roll = result[side]
                total += len(roll["obstacle"]["initial"]) - len(roll["protagonist"]["initial"])
        elif entry.kind == "destin_adjust":
            total += entry.command["gm"]["delta"]
        elif entry.kind == "close_session" and not entry.command["keep"]:
            total = 0
    return total


@given(st.lists(operations, max_size=12))
@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
def test_destin_is_the_sum_of_the_dice_really_rolled_plus_adjustments(ops: list) -> None:
    with tempfile.TemporaryDirectory() as folder, Ledger(Path(folder) / "p.sqlite3") as ledger:
        game = Game(ledger)
        for op in ops:
            before = ledger.state("principale") if ledger.tables() else None
            try:
                _run(game, op)
            except (HadesError, LedgerError):
                if before is not None:
                    assert ledger.state("principale") == before
        if ledger.tables():
            assert ledger.state("principale").destin == _expected_destin(ledger)


@given(st.lists(operations, min_size=1, max_size=10))
@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
def test_undo_restores_the_exact_previous_state(ops: list) -> None:
    with tempfile.TemporaryDirectory() as folder, Ledger(Path(folder) / "p.sqlite3") as ledger:
        game = Game(ledger)
        game.gain_fortune("Alice", 0)
        for op in ops:
            if op[0] == "undo":
                continue
            before = ledger.state("principale")
            try:
                _run(game, op)
            except (HadesError, LedgerError):
                continue
            if op[0] == "pvp":
                continue  # two entries (Bob added, then the roll)
            game.undo()
            assert ledger.state("principale") == before
            _run(game, op)
