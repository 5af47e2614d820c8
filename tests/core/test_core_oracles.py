"""Oracles: tables verbatim from the seed, jet de choix, distance, direction, second rôle."""

from __future__ import annotations

import re
from itertools import product

import pytest

from hades_core.dice import SeededDice
from hades_core.errors import ChoiceOptionsError, UnknownCategoryError
from hades_core.oracles.antagonism import ANTAGONISM_ACTIONS, roll_antagonism_action
from hades_core.oracles.choice import roll_choice
from hades_core.oracles.direction import (
    DIRECTION_LABELS,
    DIRECTION_TABLE,
    roll_direction,
)
from hades_core.oracles.distance import DISTANCE_TABLE, QUESTION_LABELS, roll_distance
from hades_core.oracles.second_role import (
    Disposition,
    DispositionMethod,
    create_second_role,
    disposition_by_destin,
)

from core_helpers import ScriptedDice, rules_text


@pytest.fixture(scope="module")
def seed_text() -> str:
    """The rules text (in shared/, beside the clone); skipped with the reason when absent."""
    return rules_text()


def _section(text: str, start: str, end: str) -> str:
    return text[text.index(start): text.index(end, text.index(start))]


def _table_rows(section: str) -> list[list[str]]:
    rows = []
    for line in section.splitlines():
        if line.startswith("|") and "---" not in line:
            cells = line.strip().strip("|").split("|")
            rows.append([cell.strip().replace("**", "") for cell in cells])
    return rows


def test_direction_table_is_the_seed_verbatim(seed_text: str) -> None:
    rows = _table_rows(_section(seed_text, "### Jets de direction", "### Créer un second rôle"))
    assert rows[0][1:] == ["1", "2", "3", "4", "5", "6"]
    from_seed = {row[0]: tuple(row[1:]) for row in rows[1:]}
    assert len(from_seed) == 14
    assert {DIRECTION_LABELS[key]: faces for key, faces in DIRECTION_TABLE.items()} == from_seed


def test_direction_keys_are_lowercase_without_accents() -> None:
    assert list(DIRECTION_TABLE) == [
        "champ", "action", "emotion", "caracteristique", "conflit", "direction", "identite",
        "militaire", "maison", "etre", "corps", "processus", "relations", "attitudes",
    ]


def test_distance_table_is_the_seed_verbatim(seed_text: str) -> None:
    rows = _table_rows(_section(seed_text, "### Jets de distance", "### Jets de direction"))
    header, bands = rows[0], rows[1:]
    assert [row[0] for row in bands] == ["1-2", "3-4", "5-6"]
    for key, label in QUESTION_LABELS.items():
        column = header.index(label)
        assert DISTANCE_TABLE[key] == tuple(row[column] for row in bands)


def test_antagonism_actions_are_the_seed_verbatim(seed_text: str) -> None:
    section = _section(seed_text, "## Mettre les protagonistes sur le grill", "## Sources")
    listed = re.findall(r"^\d\. (.+?)\s*$", section, flags=re.MULTILINE)
    assert tuple(listed) == ANTAGONISM_ACTIONS


@pytest.mark.parametrize(("die", "band", "answer"), [(1, 1, "Ici"), (4, 2, "Proche"),
                                                     (6, 3, "Loin")])
def test_distance_roll_reads_the_band(die: int, band: int, answer: str) -> None:
    roll = roll_distance("ou", ScriptedDice([die]))
    assert (roll.band, roll.answer) == (band, answer)


def test_direction_roll_reads_the_column() -> None:
    assert roll_direction("corps", ScriptedDice([4])).answer == "Tête"
    assert roll_direction("militaire", ScriptedDice([6])).answer == "Renseignement"


def test_unknown_categories_are_refused_without_rolling() -> None:
    dice = ScriptedDice([])
    with pytest.raises(UnknownCategoryError) as error:
        roll_direction("couleur", dice)
    assert error.value.fields()["known"] == list(DIRECTION_TABLE)
    with pytest.raises(UnknownCategoryError):
        roll_distance("pourquoi", dice)


def test_choice_rerolls_ties_among_the_tied_options() -> None:
    roll = roll_choice(["taverne", "port", "temple"], ScriptedDice([5, 5, 2, 3, 3, 1, 4]))
    assert [(r.contenders, r.faces) for r in roll.rounds] == [
        ((0, 1, 2), (5, 5, 2)),
        ((0, 1), (3, 3)),
        ((0, 1), (1, 4)),
    ]
    assert roll.winner == "port"


def test_choice_ends_on_a_single_highest_die() -> None:
    roll = roll_choice(["a", "b", "c", "d"], SeededDice(4))
    last = roll.rounds[-1]
    assert roll.winner_index == last.contenders[last.faces.index(max(last.faces))]
    assert last.faces.count(max(last.faces)) == 1


@pytest.mark.parametrize("options", [[], ["seul"], [str(n) for n in range(101)]])
def test_choice_needs_two_to_a_hundred_options(options: list[str]) -> None:
    with pytest.raises(ChoiceOptionsError):
        roll_choice(options, SeededDice(1))


def test_second_role_by_distance_reads_the_champ_row() -> None:
    role = create_second_role(ScriptedDice([2, 5, 6, 1]), with_secret=True)
    assert role.disposition.method is DispositionMethod.DISTANCE
    assert role.disposition.disposition is Disposition.BIENVEILLANT
    assert role.objectif.answer == "Ressource, ce qui est vital, tentation, manque"
    assert role.moyens.answer == "Mystère, surprise, inattendu, hors-champ"
    assert role.secret is not None and role.secret.answer == "Lieu, objet, matériel, terre à terre"


@pytest.mark.parametrize(
    ("destin", "faces", "disposition"),
    [
        (0, [], Disposition.NEUTRE),
        (4, [3], Disposition.BIENVEILLANT),
        (-4, [3], Disposition.MALVEILLANT),
        (-4, [4], Disposition.NEUTRE),
        (1, [1], Disposition.NEUTRE),
    ],
)
def test_second_role_disposition_by_destin(
    destin: int, faces: list[int], disposition: Disposition
) -> None:
    dice = ScriptedDice(faces)
    roll = disposition_by_destin(destin, dice)
    assert roll.disposition is disposition and dice.exhausted
    assert roll.die == (faces[0] if faces else None)


def _second_roles(with_secret: bool) -> set[tuple]:
    rolls = 4 if with_secret else 3
    roles = set()
    for faces in product(range(1, 7), repeat=rolls):
        role = create_second_role(ScriptedDice(faces), with_secret=with_secret)
        roles.add((
            role.disposition.disposition,
            role.objectif.answer,
            role.moyens.answer,
            role.secret.answer if role.secret else None,
        ))
    return roles


def test_second_role_space_has_108_and_648_combinations() -> None:
    assert len(_second_roles(with_secret=False)) == 108
    assert len(_second_roles(with_secret=True)) == 648


def test_antagonism_action_reads_the_die() -> None:
    assert roll_antagonism_action(ScriptedDice([2])).action == "Leur faire peur..."
