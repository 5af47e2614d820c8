"""A drop-in replacement for Rasa's logistic regression classifier that loads fast.

Measured on 2 cores: ``LogisticRegressionClassifier`` loads its model with ``skops``, whose
import scans every loaded module — about 7 s once TensorFlow is imported, half the model's
loading time. This subclass keeps Rasa's training and prediction and only stores the fitted
coefficients as a NumPy archive (no pickle, no skops).

Importing this module (Rasa does it when it reads ``nlu_data/config.yml``) also makes
``SpacyNLP.load_model`` load each spaCy model once per process: Rasa's graph has two nodes
built from ``SpacyNLP`` (``provide_`` and ``run_``) and each loaded fr_core_news_md again
(3.5 s wasted). A subclass cannot do it: Rasa's graph validation wants ``SpacyNLP`` itself.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

import numpy as np
from rasa.engine.graph import ExecutionContext
from rasa.engine.recipes.default_recipe import DefaultV1Recipe
from rasa.engine.storage.resource import Resource
from rasa.engine.storage.storage import ModelStorage
from rasa.nlu.classifiers.logistic_regression_classifier import LogisticRegressionClassifier
from rasa.nlu.utils.spacy_utils import SpacyNLP
from sklearn.linear_model import LogisticRegression

_COEFFICIENTS_FILE = "logistic_regression.npz"

if not hasattr(SpacyNLP.load_model, "cache_info"):
    SpacyNLP.load_model = staticmethod(lru_cache(maxsize=2)(SpacyNLP.load_model))


@DefaultV1Recipe.register(DefaultV1Recipe.ComponentType.INTENT_CLASSIFIER, is_trainable=True)
class NpzLogisticRegressionClassifier(LogisticRegressionClassifier):
    """Rasa's logistic regression intent classifier, persisted as plain NumPy arrays."""

    def persist(self) -> None:
        """Save classes, coefficients and intercepts (no pickle, no skops)."""
        with self._model_storage.write_to(self._resource) as model_dir:
            np.savez(
                model_dir / _COEFFICIENTS_FILE,
                classes=self.clf.classes_,
                coef=self.clf.coef_,
                intercept=self.clf.intercept_,
            )

    @classmethod
    def load(
        cls,
        config: dict[str, Any],
        model_storage: ModelStorage,
        resource: Resource,
        execution_context: ExecutionContext,
        **kwargs: Any,
    ) -> "NpzLogisticRegressionClassifier":
        """Rebuild the fitted classifier from its arrays (untrained if none were saved)."""
        try:
            with model_storage.read_from(resource) as model_dir:
                arrays = np.load(model_dir / _COEFFICIENTS_FILE, allow_pickle=False)
                component = cls(config, execution_context.node_name, model_storage, resource)
                component.clf = _fitted_regression(
                    component.clf, arrays["classes"], arrays["coef"], arrays["intercept"]
                )
                return component
        except (ValueError, FileNotFoundError):
            return cls.create(config, model_storage, resource, execution_context)


def _fitted_regression(
    regression: LogisticRegression, classes: np.ndarray, coef: np.ndarray, intercept: np.ndarray
) -> LogisticRegression:
    """Give an unfitted ``LogisticRegression`` the learned parameters."""
    regression.classes_ = classes
    regression.coef_ = coef
    regression.intercept_ = intercept
    regression.n_features_in_ = coef.shape[1]
    return regression
