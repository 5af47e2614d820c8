"""Voice settings: a ``[voix]`` section in an INI file, overridden by environment variables.

The file is ``$HADES_VOIX_CONFIG`` or ``<user config dir>/hades/voix.ini``
(``~/.config/hades/voix.ini`` on Linux). Every key can also be given as an environment variable,
which wins; ``docs/voice.fr.md`` documents them for players. Audio devices are named as
``python -m sounddevice`` lists them (a name, a part of a name, or a number).
"""

from __future__ import annotations

import configparser
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable, Mapping, TypeVar

from assistant.speech_in.listener import DEFAULT_MIN_CONFIDENCE
from assistant.speech_out.settings import SpeechSettings

SECTION = "voix"
ENGINES = ("espeak-ng", "speech-dispatcher")
TURN_MODES = ("bouton", "eveil")
RECOGNITION_MODES = ("grammaire", "libre")

KEYS: dict[str, str] = {
    "micro": "HADES_MICRO",
    "haut_parleur": "HADES_HAUT_PARLEUR",
    "ecouteur_destinee": "HADES_ECOUTEUR_DESTINEE",
    "moteur": "HADES_MOTEUR_VOCAL",
    "voix": "HADES_VOIX",
    "debit": "HADES_DEBIT",
    "volume": "HADES_VOLUME",
    "mode": "HADES_MODE_ECOUTE",
    "mot_eveil": "HADES_MOT_EVEIL",
    "reconnaissance": "HADES_RECONNAISSANCE",
    "confiance_min": "HADES_CONFIANCE_MIN",
    "silence_ms": "HADES_SILENCE_MS",
    "modele": "VOSK_MODEL_PATH",
}
"""Key of the ``[voix]`` section → environment variable overriding it."""

Number = TypeVar("Number", int, float)


class SettingsError(ValueError):
    """A setting has a value the assistant cannot use; the message is French, for the player."""


@dataclass(frozen=True)
class VoiceSettings:
    """Everything ``hades voice`` needs to know about the room and the player's preferences."""

    input_device: str | None = None
    """Microphone (``micro``); ``None``: the system's default input."""
    table_device: str | None = None
    """The table's speaker (``haut_parleur``); ``None``: the system's default output."""
    destinee_device: str | None = None
    """The Destinée's earphone (``ecouteur_destinee``); ``None``: secrets go to her screen."""
    engine: str = "espeak-ng"
    """``espeak-ng`` or ``speech-dispatcher`` (``moteur``) for the table's voice."""
    speech: SpeechSettings = field(default_factory=SpeechSettings)
    """Voice, rate, volume (``voix``, ``debit``, ``volume``)."""
    turn_mode: str = "bouton"
    """``bouton`` (push-to-talk with Entrée) or ``eveil`` (wake word) (``mode``)."""
    wake_word: str = "hadès"
    """The wake word (``mot_eveil``)."""
    recognition: str = "grammaire"
    """``grammaire`` (command grammar, free recognition as fallback) or ``libre`` (free only)."""
    min_confidence: float = DEFAULT_MIN_CONFIDENCE
    """Below this word confidence (0…1), « Je n'ai pas compris » (``confiance_min``)."""
    silence_ms: int = 300
    """Silence that ends a command, in milliseconds (``silence_ms``)."""
    model_path: str | None = None
    """A vosk model folder, or a folder of models (``modele`` / ``VOSK_MODEL_PATH``)."""


def config_path(env: Mapping[str, str]) -> Path:
    """Where the settings file is looked for."""
    if env.get("HADES_VOIX_CONFIG"):
        return Path(env["HADES_VOIX_CONFIG"])
    from platformdirs import user_config_dir

    return Path(user_config_dir("hades")) / "voix.ini"


def load_settings(env: Mapping[str, str] | None = None) -> VoiceSettings:
    """Read the settings file (if any) then the environment; raise :class:`SettingsError`."""
    env = os.environ if env is None else env
    values: dict[str, str] = {}
    path = config_path(env)
    if path.is_file():
        parser = configparser.ConfigParser()
        try:
            parser.read(path, encoding="utf-8")
        except configparser.Error as error:
            raise SettingsError(f"Le fichier {path} est illisible : {error}") from error
        if parser.has_section(SECTION):
            values.update(parser.items(SECTION))
        unknown = set(values) - set(KEYS)
        if unknown:
            raise SettingsError(
                f"Clé inconnue dans {path} : {', '.join(sorted(unknown))}. "
                f"Clés possibles : {', '.join(KEYS)}."
            )
    values.update({key: env[name] for key, name in KEYS.items() if env.get(name)})
    return settings_from(values)


def settings_from(values: Mapping[str, str]) -> VoiceSettings:
    """Build and check settings from ``[voix]`` keys."""
    speech = SpeechSettings(
        voice=values.get("voix", "fr"),
        rate=_number(values, "debit", 175, 80, 400),
        volume=_number(values, "volume", 100, 10, 200),
    )
    return VoiceSettings(
        input_device=values.get("micro") or None,
        table_device=values.get("haut_parleur") or None,
        destinee_device=values.get("ecouteur_destinee") or None,
        engine=_choice(values, "moteur", ENGINES),
        speech=speech,
        turn_mode=_choice(values, "mode", TURN_MODES),
        wake_word=values.get("mot_eveil", "hadès").strip().lower(),
        recognition=_choice(values, "reconnaissance", RECOGNITION_MODES),
        min_confidence=_number(values, "confiance_min", DEFAULT_MIN_CONFIDENCE, 0.0, 1.0, float),
        silence_ms=_number(values, "silence_ms", 300, 100, 3000),
        model_path=values.get("modele") or None,
    )


def _choice(values: Mapping[str, str], key: str, allowed: tuple[str, ...]) -> str:
    """``values[key]`` among ``allowed`` (the first is the default)."""
    value = values.get(key, allowed[0]).strip().lower()
    if value not in allowed:
        raise SettingsError(
            f"Valeur « {value} » impossible pour {key} : choisissez {' ou '.join(allowed)}."
        )
    return value


def _number(
    values: Mapping[str, str],
    key: str,
    default: Number,
    low: Number,
    high: Number,
    kind: Callable[[str], Number] = int,
) -> Number:
    """``values[key]`` as a number within ``low``…``high``."""
    raw = values.get(key)
    if raw is None:
        return default
    try:
        value = kind(raw.replace(",", "."))
    except ValueError:
        raise SettingsError(f"{key} doit être un nombre (reçu « {raw} »).") from None
    if not low <= value <= high:
        raise SettingsError(f"{key} doit être entre {low} et {high} (reçu {value}).")
    return value
