"""Where vosk models live on a player's machine, and the one command that fetches the French one.

Discovery follows vosk itself (``vosk.MODEL_DIRS``): ``VOSK_MODEL_PATH``, ``/usr/share/vosk``,
``~/AppData/Local/vosk``, ``~/.cache/vosk``, each holding folders named
``vosk-model[-small]-fr…``. As a convenience, ``VOSK_MODEL_PATH`` may also point straight at one
model folder. Unlike ``vosk.Model(lang=…)``, finding never downloads anything.
"""

from __future__ import annotations

import os
import re
from pathlib import Path

FRENCH = "fr"


def default_model_directories() -> list[Path]:
    """The folders vosk searches, in vosk's order (``VOSK_MODEL_PATH`` read now, not at import)."""
    directories = [Path(os.environ["VOSK_MODEL_PATH"])] if os.environ.get("VOSK_MODEL_PATH") else []
    return directories + [
        Path("/usr/share/vosk"),
        Path.home() / "AppData/Local/vosk",
        Path.home() / ".cache/vosk",
    ]


def is_model(folder: Path) -> bool:
    """Tell whether ``folder`` holds a vosk model (an acoustic model and its configuration)."""
    return (folder / "am" / "final.mdl").is_file() and (folder / "conf" / "model.conf").is_file()


def find_model(lang: str = FRENCH, directories: list[Path] | None = None) -> Path | None:
    """The first installed model for ``lang``, or ``None`` when there is none on this machine."""
    pattern = re.compile(rf"vosk-model(-small)?-{re.escape(lang)}\b")
    for directory in default_model_directories() if directories is None else directories:
        if is_model(directory):
            return directory
        if not directory.is_dir():
            continue
        for candidate in sorted(directory.iterdir()):
            if pattern.match(candidate.name) and is_model(candidate):
                return candidate
    return None


def download_model(lang: str = FRENCH, name: str | None = None) -> Path:
    """Fetch a model with vosk's own downloader into ``~/.cache/vosk`` and return its folder.

    Without ``name``, vosk picks its current small model for ``lang`` (about 40 MB for French);
    ``name`` asks for a precise one, e.g. ``vosk-model-fr-0.22`` (1.4 GB, more accurate). Needs
    the network; does nothing when the model is already installed.
    """
    import vosk

    model = vosk.Model(model_name=name) if name else vosk.Model(lang=lang)
    del model
    found = find_model(lang) if name is None else _find_named(name)
    if found is None:
        raise FileNotFoundError(name or lang)
    return found


def _find_named(name: str) -> Path | None:
    """The installed model folder called ``name``."""
    for directory in default_model_directories():
        if is_model(directory / name):
            return directory / name
    return None
