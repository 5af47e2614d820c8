"""Whether this run uses the start-up speed-ups (on, unless ``HADES_FAST_START=0``).

The speed-ups: the Rasa server without TensorFlow (``assistant.nlu.deferred_tensorflow``) and
spaCy loaded without its unused components and with its long token pattern split
(``assistant.nlu.rasa_patches``). Turning them off gives the start-up as it was, for
comparison (``benchmarks/bench_startup.py``) or should a Rasa or spaCy upgrade break them.
"""

from __future__ import annotations

import os

FAST_START_ENV = "HADES_FAST_START"


def fast_start() -> bool:
    """True unless the environment turns the speed-ups off."""
    return os.environ.get(FAST_START_ENV, "1").strip() != "0"
