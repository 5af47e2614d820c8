"""Where the table ledger lives on disk."""

from __future__ import annotations

import os
from pathlib import Path

from platformdirs import user_data_dir

DB_ENV_VAR = "HADES_DB"
DB_FILE_NAME = "hades.sqlite3"


def default_db_path() -> Path:
    """Return ``$HADES_DB`` when set, else ``<XDG data dir>/hades/hades.sqlite3``."""
    override = os.environ.get(DB_ENV_VAR)
    if override:
        return Path(override).expanduser()
    return Path(user_data_dir("hades")) / DB_FILE_NAME
