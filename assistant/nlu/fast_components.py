"""Drop-in replacements for two Rasa components, changed only in how they are stored.

Measured on 2 cores, they dominated the model's loading time:

- ``LogisticRegressionClassifier`` loads with ``skops``, whose import scans every loaded module
  (about 7 s once TensorFlow is imported): ``NpzLogisticRegressionClassifier`` stores the
  fitted coefficients as a NumPy archive instead (no pickle, no skops);
- ``CRFEntityExtractor`` stores its training set (with 300 spaCy numbers per token, as JSON
  strings) and trains the CRF again at every load (about 2 s): ``StoredCRFEntityExtractor``
  stores the trained CRFsuite models themselves and opens them.

Importing this module (Rasa does it when it reads ``nlu_data/config.yml``) also applies
``assistant.nlu.rasa_patches`` in the process.
"""

from __future__ import annotations

import json
import shutil
from collections import OrderedDict
from typing import Any

import numpy as np
from rasa.engine.graph import ExecutionContext
from rasa.engine.recipes.default_recipe import DefaultV1Recipe
from rasa.engine.storage.resource import Resource
from rasa.engine.storage.storage import ModelStorage
from rasa.nlu.classifiers.logistic_regression_classifier import LogisticRegressionClassifier
from rasa.nlu.extractors.crf_entity_extractor import CRFEntityExtractor, CRFToken
from sklearn.linear_model import LogisticRegression
from sklearn_crfsuite import CRF

from assistant.nlu import rasa_patches

_COEFFICIENTS_FILE = "logistic_regression.npz"
_CRF_ORDER_FILE = "crf_order.json"

rasa_patches.apply()


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
    """Give an unfitted ``LogisticRegression`` the learned parameters.

    The coefficients are kept column-major: scikit-learn multiplies each message's sparse
    features by ``coef_.T``, which is then contiguous (0.01 ms instead of 2.4 ms a message for
    the same numbers)."""
    regression.classes_ = classes
    regression.coef_ = np.asfortranarray(coef)
    regression.intercept_ = intercept
    regression.n_features_in_ = coef.shape[1]
    return regression


@DefaultV1Recipe.register(DefaultV1Recipe.ComponentType.ENTITY_EXTRACTOR, is_trainable=True)
class StoredCRFEntityExtractor(CRFEntityExtractor):
    """Rasa's CRF entity extractor, persisted as trained CRFsuite model files."""

    def persist(self, dataset: list[list[CRFToken]]) -> None:
        """Save one CRFsuite model file per tagger and the taggers' order."""
        with self._model_storage.write_to(self._resource) as model_dir:
            for tag_name, tagger in (self.entity_taggers or {}).items():
                shutil.copyfile(tagger.modelfile.name, model_dir / f"{tag_name}.crfsuite")
            (model_dir / _CRF_ORDER_FILE).write_text(json.dumps(self.crf_order))

    @classmethod
    def load(
        cls,
        config: dict[str, Any],
        model_storage: ModelStorage,
        resource: Resource,
        execution_context: ExecutionContext,
        **kwargs: Any,
    ) -> "StoredCRFEntityExtractor":
        """Open the stored CRFsuite models (an extractor without entities if none were saved)."""
        try:
            with model_storage.read_from(resource) as model_dir:
                crf_order = json.loads((model_dir / _CRF_ORDER_FILE).read_text())
                taggers: OrderedDict[str, CRF] = OrderedDict()
                for tag_name in crf_order:
                    tagger = CRF(model_filename=str(model_dir / f"{tag_name}.crfsuite"))
                    tagger.tagger_  # reads the whole model file before the directory goes away
                    taggers[tag_name] = tagger
        except (ValueError, FileNotFoundError):
            return cls(config, model_storage, resource)
        extractor = cls(config, model_storage, resource, taggers)
        extractor.crf_order = crf_order
        return extractor
