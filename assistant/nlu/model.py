"""Locate the trained Rasa model, training it into ``models/`` when the data changed.

The archive is named after a fingerprint of everything that shapes it (``nlu_data/`` and
``assistant/nlu/component.py``): ``models/hades-<fingerprint>.tar.gz``. An existing archive
with the right name is reused; otherwise Rasa trains a new one (about a minute on 2 cores)
into a scratch directory and moves it into place in one step, so that two processes training
at the same time never leave a half-written archive.
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import sys
import tempfile
from pathlib import Path

from assistant.nlu.quiet import quiet_rasa

PROJECT_ROOT = Path(__file__).resolve().parents[2]
DATA_DIR = PROJECT_ROOT / "nlu_data"
MODELS_DIR = PROJECT_ROOT / "models"
CONFIG_FILE = DATA_DIR / "config.yml"
DOMAIN_DIR = DATA_DIR / "domain"
TRAINING_FILES = (DATA_DIR / "nlu", DATA_DIR / "rules.yml")
MODEL_PREFIX = "hades"
_FINGERPRINT_EXTRA = (Path(__file__).with_name("component.py"), Path(__file__).with_name("fast_components.py"))


def data_fingerprint(config: Path = CONFIG_FILE) -> str:
    """Hash of the training data, domain, pipeline config and custom component."""
    digest = hashlib.sha256()
    paths = [config, DOMAIN_DIR, *TRAINING_FILES, *_FINGERPRINT_EXTRA]
    files = sorted(
        file for path in paths for file in ([path] if path.is_file() else path.rglob("*.yml"))
    )
    for file in files:
        digest.update(str(file.relative_to(PROJECT_ROOT)).encode())
        digest.update(file.read_bytes())
    return digest.hexdigest()[:16]


def model_path(config: Path = CONFIG_FILE) -> Path:
    """Where the model for the current data lives (it may not exist yet)."""
    return MODELS_DIR / f"{MODEL_PREFIX}-{data_fingerprint(config)}.tar.gz"


def ensure_model(config: Path = CONFIG_FILE) -> Path:
    """Return the model for the current data, training it first if needed."""
    target = model_path(config)
    if target.exists():
        return target
    MODELS_DIR.mkdir(parents=True, exist_ok=True)
    # Rasa prints its progress with print(): keep stdout for answers (`hades parse --jsonl`).
    with quiet_rasa(), contextlib.redirect_stdout(sys.stderr), \
            tempfile.TemporaryDirectory(prefix=".trained-", dir=MODELS_DIR) as scratch:
        from rasa.api import train  # heavy import (TensorFlow), only when training

        result = train(
            domain=str(DOMAIN_DIR),
            config=str(config),
            training_files=[str(path) for path in TRAINING_FILES],
            output=scratch,
            fixed_model_name=target.name.removesuffix(".tar.gz"),
            force_training=True,
        )
        trained = Path(scratch) / target.name
        if result.code != 0 or not trained.exists():
            raise RuntimeError(f"Rasa training failed (code {result.code})")
        os.replace(trained, target)
    for stale in MODELS_DIR.glob(f"{MODEL_PREFIX}-*.tar.gz"):
        if stale != target:
            stale.unlink(missing_ok=True)
    return target
