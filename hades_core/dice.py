"""Dice sources: cryptographically secure dice for play, seeded dice for replay and tests."""

from __future__ import annotations

import random
import secrets
from typing import Protocol, runtime_checkable

from hades_core.errors import DiceSidesError


@runtime_checkable
class Dice(Protocol):
    """A source of die rolls."""

    def d6(self) -> int:
        """Roll one six-sided die (1..6)."""
        ...

    def roll(self, sides: int) -> int:
        """Roll one die with ``sides`` faces (1..sides)."""
        ...


class _RandomDice:
    """Dice backed by a ``random.Random`` compatible generator."""

    def __init__(self, generator: random.Random) -> None:
        self._generator = generator

    def d6(self) -> int:
        return self.roll(6)

    def roll(self, sides: int) -> int:
        if sides < 1:
            raise DiceSidesError(sides)
        return self._generator.randint(1, sides)


class SecureDice(_RandomDice):
    """Production dice drawn from the operating system's secure source (``secrets``)."""

    def __init__(self) -> None:
        super().__init__(secrets.SystemRandom())


class SeededDice(_RandomDice):
    """Replayable dice: the same ``seed`` always gives the same sequence of rolls."""

    def __init__(self, seed: int) -> None:
        super().__init__(random.Random(seed))
        self.seed = seed


def dice_for(seed: int | None) -> Dice:
    """Return seeded dice for ``seed``, or secure dice when ``seed`` is ``None``."""
    return SecureDice() if seed is None else SeededDice(seed)


def new_seed() -> int:
    """Draw a fresh 64-bit seed from the secure source, so a secure roll can still be replayed."""
    return secrets.randbits(64)
