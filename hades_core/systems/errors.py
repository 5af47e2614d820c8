"""Errors of the four other systems; each one carries structured fields for the wording layer."""

from __future__ import annotations

from hades_core.errors import HadesError


class SystemRuleError(HadesError):
    """Base of the errors of ``hades_core.systems``; the keyword arguments are the fields."""

    key = "system_rule"

    def __init__(self, **fields: object) -> None:
        super().__init__(f"{self.key}: {fields}")
        self._fields = fields

    def fields(self) -> dict[str, object]:
        return dict(self._fields)


class UnknownSystemError(SystemRuleError):
    """A table asked for a system that is not supported (fields: ``system``, ``known``)."""

    key = "unknown_system"


class UnknownLevelError(SystemRuleError):
    """A named level (Échelle, difficulté) was not recognised (fields: ``system``, ``text``)."""

    key = "unknown_level"


class ValueRangeError(SystemRuleError):
    """A number is outside what the rules or the assistant accept.

    Fields: ``name`` (what the number is), ``value``, ``low``, ``high``.
    """

    key = "value_range"


class NotANumberError(SystemRuleError):
    """Words where a number was expected (fields: ``name`` of the number, ``text`` heard)."""

    key = "not_a_number"


class NotEnoughPointsError(SystemRuleError):
    """A character or heap lacks the points or dice to spend.

    Fields: ``what`` (``"points_de_fortune"``, ``"dk"``…), ``available``, ``needed``.
    """

    key = "not_enough_points"


class RefusedMoveError(SystemRuleError):
    """The rules forbid this move (fields: ``reason`` and what the reason needs)."""

    key = "refused_move"
