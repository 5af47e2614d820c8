"""What a result means: the seed's tables kept as data, their rows and the proposals."""

from __future__ import annotations

import pytest

from hades_core.dice import SeededDice
from hades_core.errors import UnknownCategoryError
from hades_core.meaning import (
    ACTION_TYPES,
    BENEFICES,
    PREJUDICES,
    TABLES,
    destin_row,
    meaning,
    propose,
)

from core_helpers import ScriptedDice, rules_text

ROWS = ("destin_positif", "destin_negatif", "exploit", "succes", "presque", "revers", "echec",
        "fiasco")


def test_every_action_table_has_the_eight_rows_of_the_seed() -> None:
    for table in (*ACTION_TYPES, "script", "resume"):
        assert tuple(TABLES[table]) == ROWS, table
    assert tuple(TABLES["general"]) == ROWS[2:]
    assert tuple(TABLES["competition"]) == ROWS[2:]


def test_rows_are_the_seed_text_without_markdown() -> None:
    for rows in TABLES.values():
        for text in rows.values():
            assert "**" not in text and "<br>" not in text and "|" not in text
    assert TABLES["contourner"]["succes"] == "On a réussi et on a pu passer l'obstacle."
    assert TABLES["observer"]["revers"] == (
        "On obtient une info qui sème le doute ou qui est ambiguë.")


def test_the_short_sentence_is_the_first_one_without_its_examples() -> None:
    found = meaning("affronter", "exploit")
    assert found.text.startswith("On a réussi au delà de toute espérance. On en retire")
    assert found.short == "On a réussi au delà de toute espérance."
    presque = meaning("contourner", "presque")
    assert "(" in presque.text and "(" not in presque.short


def test_aliases_general_table_and_destin_rows() -> None:
    assert meaning("eliminer", "revers").table == "affronter"
    assert meaning(None, "succes").text.startswith("Tu obtiens ce que tu veux.")
    assert meaning(None, destin_row(-1)).text == "Echec mais on gagne un point de destin"
    assert destin_row(1) == "destin_positif" and destin_row(0) == "destin_negatif"
    with pytest.raises(UnknownCategoryError):
        meaning("voler", "succes")


def test_proposals_draw_each_item_of_the_seed_lists() -> None:
    assert len(BENEFICES) == 5 and len(PREJUDICES) == 4
    drawn = {propose("benefice", ScriptedDice([face])).index for face in range(1, 6)}
    assert drawn == set(range(5))
    item = propose("prejudice", ScriptedDice([3]))
    assert item.text == "Augmentation d'une jauge négative d'une barre."
    assert propose("benefice", SeededDice(4)) == propose("benefice", SeededDice(4))
    with pytest.raises(UnknownCategoryError):
        propose("cadeau", SeededDice(1))


def test_tables_and_lists_are_in_the_seed() -> None:
    """The data is the seed's own text (markdown aside): each row's words appear there."""
    seed = rules_text().replace("**", "").replace("_", "")
    for table in (*ACTION_TYPES, "script"):
        for text in TABLES[table].values():
            assert text.split(" ; ")[0].split("(")[0][:30].strip() in seed
    for item in (*BENEFICES, *PREJUDICES):
        assert item[:40] in seed


def test_general_short_sentences_are_the_resume_hints() -> None:
    assert meaning(None, "presque").short == (
        "L'objectif peut être partiellement atteint ou est en bonne voie de l'être.")
    assert meaning("general", "fiasco").short == "Vous subirez un préjudice."
