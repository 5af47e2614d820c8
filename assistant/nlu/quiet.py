"""Keep Rasa, TensorFlow and their dependencies quiet, so that stdout carries only answers."""

from __future__ import annotations

import logging
import os
import warnings
from collections.abc import Iterator
from contextlib import contextmanager

NOISY_ENVIRONMENT = {
    "RASA_TELEMETRY_ENABLED": "false",
    "LOG_LEVEL": "ERROR",
    "LOG_LEVEL_LIBRARIES": "ERROR",
    "TF_CPP_MIN_LOG_LEVEL": "3",
    "PYTHONWARNINGS": "ignore",
}
"""Environment that silences Rasa (and disables its telemetry) in this and child processes."""


def quiet_environment() -> dict[str, str]:
    """Return a copy of ``os.environ`` with the quiet settings (for child processes)."""
    return {**os.environ, **NOISY_ENVIRONMENT}


@contextmanager
def quiet_rasa() -> Iterator[None]:
    """Within the block, import and run Rasa without logs or library warnings."""
    os.environ.update(NOISY_ENVIRONMENT)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        from rasa.utils.common import configure_logging_and_warnings
        from rasa.utils.log_utils import configure_structlog

        configure_logging_and_warnings(logging.ERROR)
        configure_structlog(logging.ERROR)
        # Libraries imported by Rasa insert their own filters in front of ours: drop the
        # display itself for as long as the block runs.
        warnings.showwarning = _hide_warning
        for name in ("rasa", "tensorflow", "absl", "sanic", "asyncio", "matplotlib"):
            logging.getLogger(name).setLevel(logging.ERROR)
        yield


def _hide_warning(*_: object, **__: object) -> None:
    """Replacement for ``warnings.showwarning`` that shows nothing."""
