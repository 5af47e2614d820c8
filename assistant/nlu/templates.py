"""Sentence templates (« gabarits ») that a French player can review, expanded into examples.

Syntax of a template, one line of ``nlu_data/templates/*.yml``:

- ``{entity}``: an entity filled from the list named in ``fillers.yml`` (``entity_fillers``);
- ``{entity:list}``: the entity filled from another list of ``fillers.yml`` (« {level:level_words} »
  marks « n'est plus » as a level);
- ``{:list}``: plain words drawn from a list of ``fillers.yml``, marked as no entity
  (« {protagonist} {:scene_actions} » varies the narration around a command);
- ``(a|b|c)``: one of the alternatives (they may be empty or hold entities);
- ``[words]``: optional words.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Union

Node = Union["Text", "Entity", "Choice", "Sequence"]


@dataclass(frozen=True)
class Text:
    """Literal words."""

    text: str


@dataclass(frozen=True)
class Entity:
    """A slot to fill with a value of the named entity."""

    name: str
    source: str | None = None
    """The filler list to draw from, when not the entity's own."""

    @property
    def fill_key(self) -> str:
        """Key of the values in the fill table."""
        return self.source or self.name


@dataclass(frozen=True)
class Sequence:
    """Parts said one after the other."""

    parts: tuple[Node, ...]


@dataclass(frozen=True)
class Choice:
    """Alternatives; an optional part is a choice between its words and nothing."""

    options: tuple[Sequence, ...]


@dataclass(frozen=True)
class Segment:
    """One piece of an expanded example: literal text, or an entity's name and its value."""

    text: str
    entity: str | None = None


class TemplateError(ValueError):
    """A template line is malformed (unbalanced brackets, empty entity name)."""


def parse_template(template: str) -> Sequence:
    """Parse one template line into a tree of ``Text``, ``Entity``, ``Choice`` and ``Sequence``."""
    sequence, position = _parse_sequence(template, 0, closing="")
    if position != len(template):
        raise TemplateError(f"unexpected {template[position]!r} at {position} in {template!r}")
    return sequence


def _parse_sequence(template: str, position: int, closing: str) -> tuple[Sequence, int]:
    """Parse parts until one of ``closing`` (or the end); return them and the stop position."""
    parts: list[Node] = []
    literal: list[str] = []
    while position < len(template) and template[position] not in closing:
        char = template[position]
        if char in "([{":
            if literal:
                parts.append(Text("".join(literal)))
                literal = []
            node, position = _parse_group(template, position)
            parts.append(node)
        elif char in ")]}|":
            raise TemplateError(f"unexpected {char!r} at {position} in {template!r}")
        else:
            literal.append(char)
            position += 1
    if literal:
        parts.append(Text("".join(literal)))
    return Sequence(tuple(parts)), position


def _parse_group(template: str, position: int) -> tuple[Node, int]:
    """Parse the bracketed group starting at ``position``."""
    opening = template[position]
    if opening == "{":
        end = template.find("}", position)
        name = template[position + 1:end] if end > 0 else ""
        entity, _, source = name.partition(":")
        if not entity.strip() and not source.strip():
            raise TemplateError(f"bad entity at {position} in {template!r}")
        return Entity(entity.strip(), source.strip() or None), end + 1
    closing = ")" if opening == "(" else "]"
    options: list[Sequence] = []
    position += 1
    while True:
        option, position = _parse_sequence(template, position, closing=closing + "|")
        options.append(option)
        if position >= len(template):
            raise TemplateError(f"missing {closing!r} in {template!r}")
        if template[position] == closing:
            break
        position += 1  # skip "|"
    if opening == "[":
        options.append(Sequence(()))
    return Choice(tuple(options)), position + 1


def expand(node: Node, fill: dict[str, list[str]], rng: random.Random) -> list[Segment]:
    """Pick one random expansion of ``node``; entities take a random value from ``fill``."""
    if isinstance(node, Text):
        return [Segment(node.text)]
    if isinstance(node, Entity):
        return [Segment(str(rng.choice(fill[node.fill_key])), node.name)]
    if isinstance(node, Choice):
        return expand(rng.choice(node.options), fill, rng)
    segments: list[Segment] = []
    for part in node.parts:
        segments.extend(expand(part, fill, rng))
    return segments


def entities_in(node: Node) -> set[str]:
    """Names of every entity the template can produce."""
    if isinstance(node, Entity):
        return {node.name} if node.name else set()
    if isinstance(node, Choice):
        return set().union(*(entities_in(option) for option in node.options))
    if isinstance(node, Sequence):
        return set().union(*(entities_in(part) for part in node.parts)) if node.parts else set()
    return set()


def count_expansions(node: Node) -> int:
    """How many different word sequences ``node`` can produce (entities count once)."""
    if isinstance(node, Choice):
        return sum(count_expansions(option) for option in node.options)
    if isinstance(node, Sequence):
        total = 1
        for part in node.parts:
            total *= count_expansions(part)
        return total
    return 1


def all_expansions(node: Node, fill: dict[str, list[str]], rng: random.Random) -> list[list[Segment]]:
    """Every word sequence of ``node``, each entity with a random value (mind the count first)."""
    if isinstance(node, Text):
        return [[Segment(node.text)]]
    if isinstance(node, Entity):
        return [[Segment(str(rng.choice(fill[node.fill_key])), node.name)]]
    if isinstance(node, Choice):
        return [expansion for option in node.options for expansion in all_expansions(option, fill, rng)]
    expansions: list[list[Segment]] = [[]]
    for part in node.parts:
        expansions = [
            head + tail for head in expansions for tail in all_expansions(part, fill, rng)
        ]
    return expansions
