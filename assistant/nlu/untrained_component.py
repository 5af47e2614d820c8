"""Base of this project's Rasa pipeline components that learn nothing and take no parameters:
they only read each parsed message again (``component.EntityNormalizer``,
``grammar_component.GameGrammarIntent``)."""

from __future__ import annotations

from typing import Any

from rasa.engine.graph import ExecutionContext, GraphComponent
from rasa.engine.storage.resource import Resource
from rasa.engine.storage.storage import ModelStorage
from rasa.shared.nlu.training_data.training_data import TrainingData


class UntrainedComponent(GraphComponent):
    """A component built without parameters that leaves training data as written."""

    @classmethod
    def create(
        cls,
        config: dict[str, Any],
        model_storage: ModelStorage,
        resource: Resource,
        execution_context: ExecutionContext,
    ) -> "UntrainedComponent":
        """Build the component (it has no parameters and learns nothing)."""
        return cls()

    def process_training_data(self, training_data: TrainingData) -> TrainingData:
        """Leave training data untouched: the model learns from the examples as written."""
        return training_data
