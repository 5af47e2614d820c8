"""Errors raised by the rules engine.

Every error derives from :class:`HadesError` and carries structured fields (never a French
sentence): ``assistant.wording`` turns each one into one short French answer.
"""

from __future__ import annotations


class HadesError(Exception):
    """Base of every rules error; ``key`` names the kind of error for the wording layer."""

    key = "hades_error"

    def fields(self) -> dict[str, object]:
        """Return the structured fields of the error (JSON-able)."""
        return {}


class PoolSizeError(HadesError):
    """A pool of dice is negative or larger than the allowed maximum.

    ``side`` is ``"protagonistes"``, ``"obstacle"`` or ``None`` when the pool has no side.
    """

    key = "pool_size"

    def __init__(self, side: str | None, dice: int, limit: int) -> None:
        super().__init__(f"pool of {dice} dice for side {side!r} outside 0..{limit}")
        self.side = side
        self.dice = dice
        self.limit = limit

    def fields(self) -> dict[str, object]:
        return {"side": self.side, "dice": self.dice, "limit": self.limit}


class DiceSidesError(HadesError):
    """A die was asked with fewer than one face."""

    key = "dice_sides"

    def __init__(self, sides: int) -> None:
        super().__init__(f"a die needs at least one side, got {sides}")
        self.sides = sides

    def fields(self) -> dict[str, object]:
        return {"sides": self.sides}


class ResultValueError(HadesError):
    """A result value is 0, which the HaDes ladder does not have (it goes from −1 to +1)."""

    key = "result_value"

    def __init__(self, value: int) -> None:
        super().__init__(f"result value {value} is not on the ladder")
        self.value = value

    def fields(self) -> dict[str, object]:
        return {"value": self.value}


class ShiftRefusedError(HadesError):
    """A fortune cannot shift a result beyond the end of the ladder (« décaler le résultat »).

    ``value`` is the current result value and ``direction`` is ``"up"`` or ``"down"``.
    """

    key = "shift_refused"

    def __init__(self, value: int, direction: str) -> None:
        super().__init__(f"cannot shift result {value} {direction}")
        self.value = value
        self.direction = direction

    def fields(self) -> dict[str, object]:
        return {"value": self.value, "direction": self.direction}


class NotEnoughFortunesError(HadesError):
    """More fortunes are spent than the protagoniste has."""

    key = "not_enough_fortunes"

    def __init__(self, available: int, requested: int) -> None:
        super().__init__(f"{requested} fortunes requested, {available} available")
        self.available = available
        self.requested = requested

    def fields(self) -> dict[str, object]:
        return {"available": self.available, "requested": self.requested}


class GaugeLevelError(HadesError):
    """A jauge is asked to go below 0 bars or above ~~II~~ (3 bars)."""

    key = "gauge_level"

    def __init__(self, name: str, level: int, limit: int) -> None:
        super().__init__(f"gauge {name!r} cannot be at level {level} (0..{limit})")
        self.name = name
        self.level = level
        self.limit = limit

    def fields(self) -> dict[str, object]:
        return {"name": self.name, "level": self.level, "limit": self.limit}


class GaugeNameError(HadesError):
    """A jauge has an empty name."""

    key = "gauge_name"


class ReflexConversionError(HadesError):
    """Only a puissance (héroïque or mythique) manœuvre can be turned into a réflexe."""

    key = "reflex_conversion"

    def __init__(self, trait: str, puissance: str) -> None:
        super().__init__(f"trait {trait!r} of puissance {puissance!r} cannot become a reflex")
        self.trait = trait
        self.puissance = puissance

    def fields(self) -> dict[str, object]:
        return {"trait": self.trait, "puissance": self.puissance}


class ScriptStepError(HadesError):
    """A script has no step, or a step has no obstacle die (each step needs at least 1D)."""

    key = "script_step"

    def __init__(self, step: int | None, obstacle_dice: int | None) -> None:
        super().__init__(f"invalid script step {step} with {obstacle_dice} obstacle dice")
        self.step = step
        self.obstacle_dice = obstacle_dice

    def fields(self) -> dict[str, object]:
        return {"step": self.step, "obstacle_dice": self.obstacle_dice}


class ChoiceOptionsError(HadesError):
    """A jet de choix needs between 2 and ``limit`` options."""

    key = "choice_options"

    def __init__(self, count: int, limit: int) -> None:
        super().__init__(f"a choice roll needs 2..{limit} options, got {count}")
        self.count = count
        self.limit = limit

    def fields(self) -> dict[str, object]:
        return {"count": self.count, "limit": self.limit}


class UnknownCategoryError(HadesError):
    """An oracle was asked about a category it does not have (``known`` lists the keys)."""

    key = "unknown_category"

    def __init__(self, oracle: str, category: str, known: tuple[str, ...]) -> None:
        super().__init__(f"oracle {oracle!r} has no category {category!r}")
        self.oracle = oracle
        self.category = category
        self.known = known

    def fields(self) -> dict[str, object]:
        return {"oracle": self.oracle, "category": self.category, "known": list(self.known)}


class SimulationSizeError(HadesError):
    """A simulation asks for a negative number of trials or more than ``limit``."""

    key = "simulation_size"

    def __init__(self, trials: int, limit: int) -> None:
        super().__init__(f"{trials} simulated rolls outside 0..{limit}")
        self.trials = trials
        self.limit = limit

    def fields(self) -> dict[str, object]:
        return {"trials": self.trials, "limit": self.limit}


class TraitError(HadesError):
    """A trait of a sheet cannot be used as asked.

    ``reason`` is ``"empty"`` (no name), ``"power"`` (puissance outside 0..2), ``"unknown"``
    (no such trait), ``"not_ephemeral_positive"`` / ``"not_ephemeral_negative"`` (the
    consolidation asked does not fit the trait), ``"forbidden"`` (a ressource at ~~II~~),
    ``"out"`` (an état at ~~II~~: the character no longer rolls), ``"exists"`` (a trait of that
    name is already on the sheet) or ``"own_defaut"`` (a défaut put forward by its owner's own
    side).
    """

    key = "trait"

    def __init__(self, reason: str, trait: str) -> None:
        super().__init__(f"trait {trait!r}: {reason}")
        self.reason = reason
        self.trait = trait

    def fields(self) -> dict[str, object]:
        return {"reason": self.reason, "trait": self.trait}


class UnknownGaugeError(HadesError):
    """A protagoniste has no jauge of that name."""

    key = "unknown_gauge"

    def __init__(self, name: str) -> None:
        super().__init__(f"no gauge {name!r}")
        self.name = name

    def fields(self) -> dict[str, object]:
        return {"name": self.name}


class AmountError(HadesError):
    """A count or a total outside what the table can keep (``hades_core.limits``)."""

    key = "amount"

    def __init__(self, what: str, value: int, low: int, high: int) -> None:
        super().__init__(f"{what} {value} outside {low}..{high}")
        self.what = what
        self.value = value
        self.low = low
        self.high = high

    def fields(self) -> dict[str, object]:
        return {"what": self.what, "value": self.value, "low": self.low, "high": self.high}
