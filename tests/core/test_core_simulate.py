"""The numpy simulator fits the exact odds and replays from its seed."""

from __future__ import annotations

from fractions import Fraction

import pytest

from hades_core.errors import PoolSizeError, SimulationSizeError
from hades_core.odds import chaining_odds, exact_odds
from hades_core.outcome import Outcome
from hades_core.simulate import MAX_TRIALS, simulate

from core_helpers import SIGNIFICANCE, fit_p_value

OUTCOME_KEYS = [outcome.key for outcome in Outcome]
TRIALS = 200_000


@pytest.mark.parametrize(
    ("protagonists", "obstacle"), [(1, 1), (2, 3), (5, 5), (8, 2), (0, 3), (12, 12), (1, 0)]
)
def test_seeded_simulation_fits_the_exact_odds(protagonists: int, obstacle: int) -> None:
    simulation = simulate(protagonists, obstacle, TRIALS, seed=protagonists * 31 + obstacle)
    odds = exact_odds(protagonists, obstacle).by_key()
    expected = {key: odds[key] for key in OUTCOME_KEYS}
    assert sum(simulation.counts[key] for key in OUTCOME_KEYS) == TRIALS
    assert fit_p_value(simulation.counts, expected) > SIGNIFICANCE


@pytest.mark.parametrize(("protagonists", "obstacle"), [(1, 0), (3, 3), (6, 2)])
def test_chaining_simulation_fits_the_chaining_series(protagonists: int, obstacle: int) -> None:
    simulation = simulate(protagonists, obstacle, TRIALS, seed=99, chaining=True)
    series = chaining_odds(protagonists, obstacle, max_error=Fraction(1, 10**12))
    expected = {outcome.key: p for outcome, p in series.odds.outcomes.items()}
    assert fit_p_value(simulation.counts, expected) > SIGNIFICANCE


def test_fortune_count_follows_the_standing() -> None:
    favori = simulate(4, 2, 50_000, seed=3).counts
    assert favori["fortune"] == favori["echec"] + favori["fiasco"]
    outsider = simulate(2, 4, 50_000, seed=3).counts
    assert outsider["fortune"] == outsider["succes"] + outsider["exploit"]
    balanced = simulate(3, 3, 50_000, seed=3).counts
    assert balanced["fortune"] == balanced["fiasco"] + balanced["exploit"]


def test_same_seed_replays_and_secure_seed_is_kept() -> None:
    assert simulate(5, 4, 10_000, seed=11) == simulate(5, 4, 10_000, seed=11)
    assert simulate(5, 4, 10_000, seed=11).counts != simulate(5, 4, 10_000, seed=12).counts
    secure = simulate(5, 4, 10_000)
    assert simulate(5, 4, 10_000, seed=secure.seed) == secure


def test_chunks_do_not_change_the_totals() -> None:
    simulation = simulate(100, 100, 100_000, seed=5)
    assert sum(simulation.counts[key] for key in OUTCOME_KEYS) == 100_000


@pytest.mark.parametrize("trials", [-1, MAX_TRIALS + 1])
def test_simulation_size_is_bounded(trials: int) -> None:
    with pytest.raises(SimulationSizeError) as error:
        simulate(2, 2, trials)
    assert error.value.fields() == {"trials": trials, "limit": MAX_TRIALS}


def test_simulation_refuses_oversized_pools() -> None:
    with pytest.raises(PoolSizeError):
        simulate(2, 101, 10)
