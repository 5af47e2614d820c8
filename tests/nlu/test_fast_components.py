"""The intent classifier rebuilt from its saved arrays predicts as the trained one."""

from __future__ import annotations

import numpy as np
from scipy.sparse import random as sparse_random
from sklearn.linear_model import LogisticRegression

from assistant.nlu.fast_components import _fitted_regression


def test_rebuilt_classifier_predicts_as_trained() -> None:
    generator = np.random.default_rng(3)
    features = sparse_random(60, 400, density=0.05, format="csr", random_state=3)
    labels = generator.choice(["roll", "destin", "talk"], size=60)
    trained = LogisticRegression(max_iter=300).fit(features, labels)
    rebuilt = _fitted_regression(LogisticRegression(), trained.classes_,
                                 np.array(trained.coef_), trained.intercept_)
    assert rebuilt.coef_.T.flags["C_CONTIGUOUS"]
    np.testing.assert_allclose(rebuilt.predict_proba(features), trained.predict_proba(features),
                               rtol=1e-12)
    assert list(rebuilt.predict(features)) == list(trained.predict(features))
