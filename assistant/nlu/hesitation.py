"""Two values said for one (« deux, ou trois dés »): the action asks which one was meant."""

from __future__ import annotations

import re
from dataclasses import dataclass, field


_ALTERNATIVE = r"(?:(?:plus|moins|très|tres)\s+)?[\w-]+"
_HESITATION = re.compile(rf"(?<![\w-])({_ALTERNATIVE})\s*,?\s+ou\s+({_ALTERNATIVE})(?![\w-])")
_SIGNED_NUMBER = re.compile(r"(?:(?:plus|moins)\s+)?\d+")


@dataclass(frozen=True)
class Hesitation:
    """Two values said for one (« deux, ou trois dés », « Bon ou Correct »): ``first``, then
    ``second``, as said (lowercase, numbers as digits once normalised)."""

    first: str
    second: str
    outside: list[str] = field(default_factory=list, compare=False)
    """The line's other words, without the two values and their « ou »."""
    after_against: bool = field(default=False, compare=False)
    """Whether « contre » was said before the two values: they are the obstacle's side."""

    @property
    def between_numbers(self) -> bool:
        """Whether both are numbers (« plus quatre ou plus cinq »)."""
        return all(_SIGNED_NUMBER.fullmatch(side) for side in (self.first, self.second))


def hesitations(text: str) -> list[Hesitation]:
    """Every « A ou B » said in ``text`` where A and B could be one value each (« euh deux, ou
    trois dés contre deux », « plus quatre ou plus cinq contre moyen », « contre euh Bon ou
    Correct »): the action asks which one the player meant when both read as the value of
    one of its slots; a command with such a doubt is never done unasked."""
    lowered = " ".join(text.lower().replace("…", " ").split())
    return [Hesitation(said.group(1), said.group(2),
                       re.findall(r"[\w-]+", lowered[:said.start()] + " " + lowered[said.end():]),
                       re.search(r"\bcontre\b", lowered[:said.start()]) is not None)
            for said in _HESITATION.finditer(lowered)]


def hesitates(text: str) -> bool:
    """Whether ``text`` hesitates between two numbers (``hesitations``)."""
    return any(doubt.between_numbers for doubt in hesitations(text))
