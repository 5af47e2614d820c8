"""Scripts (« Résoudre un script »): a whole mission in one roll.

Each step has at least 1D of obstacle and the protagonistes' dice for that step; one roll is
made of the sum of the protagonistes' dice against the sum of the obstacle dice. On a Revers
(−1) or a Presque (+1) « on compte le nombre de dés pairs des protagonistes pour savoir à quelle
étape on se trouve interrompu (en parcourant les dés de chaque étape) »: walking the obstacle
dice step by step, the interrupted step is the one holding die number ``evens`` (1-based).
« si aucun pair ne sort, la difficulté a lieu dès la première étape »; « si le nombre de pair est
supérieur à la totalité des dés du script, alors la difficulté a lieu à la dernière étape ».

Reading chosen: « les dés de chaque étape » are the obstacle dice, which fits the seed's colis
example (obstacle 1D, 2D, 2D; 3 protagonist evens → step 2). Other outcomes interrupt nothing.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from itertools import accumulate

from hades_core.dice import Dice
from hades_core.errors import ScriptStepError
from hades_core.outcome import Outcome
from hades_core.resolution import Resolution, resolve_pool

INTERRUPTING_OUTCOMES = frozenset({Outcome.REVERS, Outcome.PRESQUE})


@dataclass(frozen=True)
class ScriptStep:
    """One step (« étape ») of a script: obstacle dice (at least 1) and protagonist dice."""

    obstacle_dice: int
    protagonist_dice: int


@dataclass(frozen=True)
class ScriptResolution:
    """The single roll of a script and, on a Revers or a Presque, the interrupted step."""

    steps: tuple[ScriptStep, ...]
    resolution: Resolution
    interrupted_step: int | None
    """1-based number of the interrupted step, or None when the outcome interrupts nothing."""


def check_steps(steps: Sequence[ScriptStep]) -> None:
    """Refuse an empty script or a step without obstacle die."""
    if not steps:
        raise ScriptStepError(None, None)
    for number, step in enumerate(steps, start=1):
        if step.obstacle_dice < 1 or step.protagonist_dice < 0:
            raise ScriptStepError(number, step.obstacle_dice)


def without_dice(steps: Sequence[ScriptStep], lost: int) -> tuple[ScriptStep, ...]:
    """``steps`` with ``lost`` protagonist dice taken off (a named protagoniste's gauges at
    II, « dés malus dus à un état ou une ressource dégradée »), from the last step backwards,
    never below zero. Reading chosen: the malus weighs on the whole mission; the steps are
    walked with the obstacle dice only, so where it is taken changes no result."""
    kept = list(steps)
    for index in range(len(kept) - 1, -1, -1):
        taken = min(lost, kept[index].protagonist_dice)
        kept[index] = ScriptStep(kept[index].obstacle_dice, kept[index].protagonist_dice - taken)
        lost -= taken
    return tuple(kept)


def step_for_evens(steps: Sequence[ScriptStep], evens: int) -> int:
    """1-based step holding obstacle die number ``evens``; 0 evens → 1; too many → last step."""
    check_steps(steps)
    for number, last_die in enumerate(accumulate(step.obstacle_dice for step in steps), start=1):
        if evens <= last_die:
            return number
    return len(steps)


def resolve_script(
    steps: Sequence[ScriptStep], dice: Dice, chaining: bool = False
) -> ScriptResolution:
    """Roll sum(protagonist dice) against sum(obstacle dice) and find the interrupted step."""
    check_steps(steps)
    resolution = resolve_pool(
        sum(step.protagonist_dice for step in steps),
        sum(step.obstacle_dice for step in steps),
        dice,
        chaining,
    )
    interrupted = (
        step_for_evens(steps, resolution.protagonist.evens)
        if resolution.outcome in INTERRUPTING_OUTCOMES
        else None
    )
    return ScriptResolution(steps=tuple(steps), resolution=resolution, interrupted_step=interrupted)
