"""zFate « Invocations gratuites », kept on the Aspects they are stuck to.

« Quand vous arrivez à Créer un avantage (par l'Action éponyme) vous "collez" une invocation
gratuite sur un Aspect. Si vous réussissez avec style, vous avez deux Invocations gratuites. De
même si vous infligez une Conséquence, vous gagnez une Invocation gratuite. » They « ne coûtent
pas de Point de Fortune » and can be passed « à un autre personnage ».

Readings chosen (the text leaves them open):

- « arriver à Créer un avantage » is a Succès (one Invocation gratuite) or a Succès avec style
  (two); an Égalité or an Échec creates none (the text gives nothing for them);
- the Invocations gratuites belong to the Aspect, not to a character: whoever the table lets
  use them spends them (the text lets them be passed to another character), one per Invocation;
- the Conséquence inflicted is itself the Aspect that receives the Invocation gratuite.

Pure data for the ledger: Aspect (folded: case and accents ignored) → (Aspect as first said,
Invocations gratuites left).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from hades_core.systems.errors import RefusedMoveError
from hades_core.systems.fate import FateOutcome
from hades_core.systems.text import fold

FreeInvocations = Mapping[str, tuple[str, int]]

ADVANTAGE_INVOCATIONS = {FateOutcome.SUCCES: 1, FateOutcome.SUCCES_AVEC_STYLE: 2}


def advantage_invocations(outcome: FateOutcome) -> int:
    """Invocations gratuites gained by Créer un avantage with ``outcome`` (refused without a
    Succès: ``reason="avantage_sans_succes"``)."""
    if outcome not in ADVANTAGE_INVOCATIONS:
        raise RefusedMoveError(reason="avantage_sans_succes", outcome=outcome.key)
    return ADVANTAGE_INVOCATIONS[outcome]


def stick(free: FreeInvocations, aspect: str, count: int = 1) -> dict[str, tuple[str, int]]:
    """``count`` more Invocations gratuites on ``aspect``."""
    said, held = free.get(fold(aspect), (aspect, 0))
    return {**free, fold(aspect): (said, held + count)}


def use(free: FreeInvocations, aspect: str) -> dict[str, tuple[str, int]]:
    """One Invocation gratuite of ``aspect`` spent (refused when it has none:
    ``reason="pas_d_invocation_gratuite"``); an Aspect left with none is forgotten."""
    said, held = free.get(fold(aspect), (aspect, 0))
    if held < 1:
        raise RefusedMoveError(reason="pas_d_invocation_gratuite", aspect=aspect)
    rest = {key: value for key, value in free.items() if key != fold(aspect)}
    return rest if held == 1 else {**rest, fold(aspect): (said, held - 1)}


def left(free: FreeInvocations, aspect: str) -> int:
    """Invocations gratuites still on ``aspect``."""
    return free.get(fold(aspect), (aspect, 0))[1]


def to_data(free: FreeInvocations) -> dict[str, Any] | None:
    """JSON for the ledger (``None`` when no Aspect holds any)."""
    return {key: [said, count] for key, (said, count) in free.items()} or None


def from_data(data: Mapping[str, Any] | None) -> dict[str, tuple[str, int]]:
    """The Invocations gratuites :func:`to_data` stored."""
    return {key: (str(said), int(count)) for key, (said, count) in (data or {}).items()}
