"""Fixtures of the tests of the four other systems."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from systems_helpers import ScriptedDice


@pytest.fixture
def scripted() -> Callable[..., ScriptedDice]:
    """Build scripted dice: ``scripted(6, 3, 1)``."""
    return lambda *faces: ScriptedDice(faces)
