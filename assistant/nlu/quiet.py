"""Keep Rasa, TensorFlow and their dependencies quiet, so that stdout carries only answers."""

from __future__ import annotations

import logging
import os
import warnings

NOISY_ENVIRONMENT = {
    "RASA_TELEMETRY_ENABLED": "false",
    "LOG_LEVEL": "ERROR",
    "LOG_LEVEL_LIBRARIES": "ERROR",
    "TF_CPP_MIN_LOG_LEVEL": "3",
}
"""Environment that silences Rasa (and disables its telemetry) in this and child processes."""


def quiet_environment() -> dict[str, str]:
    """Return a copy of ``os.environ`` with the quiet settings (for child processes)."""
    return {**os.environ, **NOISY_ENVIRONMENT}


def silence_rasa() -> None:
    """Silence Rasa's logs and library warnings in this process; call before importing Rasa."""
    os.environ.update(NOISY_ENVIRONMENT)
    warnings.filterwarnings("ignore")
    from rasa.utils.common import configure_logging_and_warnings
    from rasa.utils.log_utils import configure_structlog

    configure_logging_and_warnings(logging.ERROR)
    configure_structlog(logging.ERROR)
    for name in ("rasa", "tensorflow", "absl", "sanic", "asyncio", "matplotlib"):
        logging.getLogger(name).setLevel(logging.ERROR)
