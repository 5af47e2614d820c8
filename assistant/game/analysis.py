"""Odds and simulations of a roll: pure computations, nothing written to the ledger."""

from __future__ import annotations

from assistant import wording
from assistant.reply import Reply
from hades_core.odds import chaining_odds, exact_odds


class AnalysisCommands:
    """« Quelles sont mes chances ? » answered exactly or by simulation."""

    @staticmethod
    def odds(protagonist_dice: int, obstacle_dice: int, chaining: bool = False) -> Reply:
        """Exact odds of each outcome and of a fortune (chaining variant within 1e-9)."""
        if chaining:
            result = chaining_odds(protagonist_dice, obstacle_dice).odds
        else:
            result = exact_odds(protagonist_dice, obstacle_dice)
        data = {
            "kind": "odds",
            "protagonist_dice": protagonist_dice,
            "obstacle_dice": obstacle_dice,
            "chaining": chaining,
            "probabilities": {key: float(p) for key, p in result.by_key().items()},
            "fractions": {key: str(p) for key, p in result.by_key().items()},
        }
        return wording.odds(data)

    @staticmethod
    def simulate(
        protagonist_dice: int,
        obstacle_dice: int,
        trials: int,
        seed: int | None = None,
        chaining: bool = False,
    ) -> Reply:
        """Roll ``trials`` resolutions and count each outcome and the fortunes gained."""
        # numpy is imported only here: it would double the start-up time of every command.
        from hades_core.simulate import simulate

        result = simulate(protagonist_dice, obstacle_dice, trials, seed, chaining)
        data = {
            "kind": "simulation",
            "protagonist_dice": protagonist_dice,
            "obstacle_dice": obstacle_dice,
            "trials": result.trials,
            "seed": result.seed,
            "chaining": chaining,
            "counts": result.counts,
        }
        return wording.simulation(data)
