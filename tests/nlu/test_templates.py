"""Template syntax: alternatives, optional words, entities."""

from __future__ import annotations

import random

import pytest

from assistant.nlu.templates import (
    Entity,
    TemplateError,
    all_expansions,
    count_expansions,
    entities_in,
    expand,
    parse_template,
)


def sampled_texts(template: str, fill: dict[str, list[str]]) -> set[str]:
    tree = parse_template(template)
    rng = random.Random(0)
    return {"".join(s.text for s in expand(tree, fill, rng)) for _ in range(200)}


def test_alternatives_and_optional_words() -> None:
    assert sampled_texts("(on|je) lance[ vite]", {}) == {
        "on lance", "je lance", "on lance vite", "je lance vite"}


def test_entities_are_filled_and_marked() -> None:
    tree = parse_template("{protagonist} gagne")
    segments = expand(tree, {"protagonist": ["bob"]}, random.Random(1))
    assert [(s.text, s.entity) for s in segments] == [("bob", "protagonist"), (" gagne", None)]


def test_entities_inside_alternatives_are_listed() -> None:
    assert entities_in(parse_template("(pour {protagonist}|)[ {amount}]")) == {"protagonist", "amount"}
    assert isinstance(parse_template("{x}").parts[0], Entity)


@pytest.mark.parametrize("bad", ["(a|b", "a)", "[a", "{}", "a|b"])
def test_malformed_templates_are_refused(bad: str) -> None:
    with pytest.raises(TemplateError):
        parse_template(bad)


def test_small_templates_can_be_enumerated() -> None:
    tree = parse_template("(on|je) lance[ vite] {amount}")
    assert count_expansions(tree) == 4
    texts = {"".join(s.text for s in segments)
             for segments in all_expansions(tree, {"amount": ["2"]}, random.Random(0))}
    assert texts == {"on lance 2", "je lance 2", "on lance vite 2", "je lance vite 2"}


def test_plain_words_from_a_list_are_no_entity() -> None:
    tree = parse_template("{protagonist} {:scene_actions} 2 contre 1")
    fill = {"protagonist": ["bob"], "scene_actions": ["fouille la pièce", "charge le troll"]}
    texts = {"".join(s.text for s in expand(tree, fill, random.Random(seed))) for seed in range(40)}
    assert texts == {"bob fouille la pièce 2 contre 1", "bob charge le troll 2 contre 1"}
    assert entities_in(tree) == {"protagonist"}
    segments = expand(tree, fill, random.Random(0))
    assert [s.entity for s in segments if s.text in fill["scene_actions"]] == [""]
