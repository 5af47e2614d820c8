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
