"""The French wording: order of the sentence, errors, and text that reads well aloud."""

from __future__ import annotations

import inspect
import re
from pathlib import Path

import pytest

import hades_core.errors as core_errors
from assistant import wording
from assistant.game import Game
from assistant.ledger import Ledger
from assistant.wording.errors import FALLBACK
from assistant.wording.roll import outcome_cry
from hades_core.oracles.direction import DIRECTION_TABLE

UNREADABLE = re.compile(r"%|/|[()]|-\d|\bvs\b|\.\.\.|[^\x00-\x7f\u00a0-\u017f\u2019\u0153]")
"""A percent sign, a slash, brackets, a minus glued to a digit, « vs », an ellipsis, or a
non-Latin symbol."""


@pytest.fixture
def game(tmp_path: Path):
    with Ledger(tmp_path / "w.sqlite3") as ledger:
        yield Game(ledger, "mots")


def test_roll_sentence_order(game: Game) -> None:
    for seed in range(40):
        reply = game.roll(3, 3, protagonist="alice", seed=seed)
        data = reply.data
        first, evens, *rest = re.split(r"(?<=[.!]) ", reply.table)
        assert first == outcome_cry(data["outcome"])
        mine, theirs = data["protagonist"]["evens"], data["obstacle"]["evens"]
        assert re.fullmatch(rf"{mine} pairs? contre {theirs}\.", evens)
        total = data["fortunes_after"]
        plural = "s" if total > 1 else ""
        expected = [f"Alice gagne une fortune, {total} fortune{plural} en tout."]
        assert rest == (expected if data["fortune_gained"] else [])


def test_detail_marks_the_chaos_dice(game: Game) -> None:
    for seed in range(30):
        rolled = game.roll(4, 4, seed=seed).data
        if rolled["protagonist"]["chaos"]:
            break
    text = game.detail().table
    chaos = ", ".join(map(str, rolled["protagonist"]["chaos"]))
    assert f"dé{'s' if len(rolled['protagonist']['chaos']) > 1 else ''} du chaos : {chaos}" \
        in text


def all_core_errors() -> list[core_errors.HadesError]:
    """One instance of every error class of ``hades_core.errors``."""
    return [
        core_errors.PoolSizeError("obstacle", 101, 100),
        core_errors.DiceSidesError(0),
        core_errors.AmountError("fortunes_count", -2, 0, 99),
        core_errors.ResultValueError(0),
        core_errors.ShiftRefusedError(3, "up"),
        core_errors.NotEnoughFortunesError(0, 1),
        core_errors.GaugeLevelError("blessure", 4, 3),
        core_errors.GaugeNameError("no name"),
        core_errors.ReflexConversionError("épée", "normal"),
        core_errors.ScriptStepError(1, 0),
        core_errors.ChoiceOptionsError(1, 100),
        core_errors.UnknownCategoryError("direction", "couleur", ("champ", "action")),
        core_errors.SimulationSizeError(-1, 100),
        core_errors.TraitError("unknown", "hache"),
        core_errors.UnknownGaugeError("faim"),
    ]


def test_every_core_error_has_its_own_sentence() -> None:
    defined = {cls for _, cls in inspect.getmembers(core_errors, inspect.isclass)
               if issubclass(cls, core_errors.HadesError) and cls is not core_errors.HadesError
               and cls.__module__ == core_errors.__name__}
    samples = all_core_errors()
    assert {type(error) for error in samples} == defined
    sentences = [wording.error_sentence(error) for error in samples]
    assert FALLBACK not in sentences
    assert len(set(sentences)) == len(sentences)
    assert wording.error_sentence(samples[0]) == "Je ne lance pas plus de cent dés pour l'obstacle."
    for sentence in sentences:
        assert not UNREADABLE.search(sentence), sentence


def test_answers_read_well_aloud(game: Game) -> None:
    replies = [game.roll(5, 7, seed=seed) for seed in range(10)]
    replies += [game.direction(category, seed=seed)
                for category in DIRECTION_TABLE for seed in range(12)]
    replies += [game.distance("ou", seed=seed) for seed in range(6)]
    replies += [game.antagonism(seed=seed) for seed in range(12)]
    replies += [game.odds(4, 5), game.simulate(3, 6, 1000, seed=1), game.state(),
                game.adjust_destin(-3), game.auto(), game.second_role(by_destin=True, seed=1),
                game.gain_fortune("alice", 2), game.set_gauge("alice", "folie", 3)]
    for reply in replies:
        assert not UNREADABLE.search(reply.table), reply.table
        if reply.gm:
            assert not UNREADABLE.search(reply.gm), reply.gm
    assert "moins trois" in replies[-5].gm


def test_other_systems_errors_are_worded_by_their_module() -> None:
    from assistant.wording import systems
    from hades_core.systems.errors import ValueRangeError

    error = ValueRangeError(name="compétence", value=99, low=-2, high=8)
    assert wording.error_sentence(error) == systems.error_sentence(error) != FALLBACK
