"""Voice settings from the INI file and environment variables."""

from __future__ import annotations

from pathlib import Path

import pytest

from assistant.voice.config import SettingsError, load_settings


def test_defaults_without_file_or_environment(tmp_path: Path) -> None:
    settings = load_settings({"HADES_VOIX_CONFIG": str(tmp_path / "absent.ini")})
    assert settings.table_device is None and settings.destinee_device is None
    assert (settings.engine, settings.turn_mode, settings.recognition) == (
        "espeak-ng", "bouton", "grammaire")
    assert settings.speech.rate == 175


def test_file_then_environment(tmp_path: Path) -> None:
    path = tmp_path / "voix.ini"
    path.write_text("[voix]\nhaut_parleur = USB\necouteur_destinee = casque\ndebit = 150\n"
                    "mode = eveil\nconfiance_min = 0,7\n", encoding="utf-8")
    settings = load_settings({"HADES_VOIX_CONFIG": str(path), "HADES_DEBIT": "200",
                              "HADES_MICRO": "hw:1,0"})
    assert settings.table_device == "USB" and settings.destinee_device == "casque"
    assert settings.input_device == "hw:1,0"
    assert settings.speech.rate == 200
    assert settings.turn_mode == "eveil" and settings.min_confidence == 0.7


@pytest.mark.parametrize(
    ("variable", "value", "message"),
    [
        ("HADES_DEBIT", "vite", "debit doit être un nombre"),
        ("HADES_VOLUME", "500", "volume doit être entre 10 et 200"),
        ("HADES_MOTEUR_VOCAL", "festival", "choisissez espeak-ng ou speech-dispatcher"),
    ],
)
def test_bad_values_are_explained_in_french(tmp_path: Path, variable: str, value: str,
                                            message: str) -> None:
    with pytest.raises(SettingsError, match=message):
        load_settings({"HADES_VOIX_CONFIG": str(tmp_path / "absent.ini"), variable: value})


def test_unknown_key_in_file_is_reported(tmp_path: Path) -> None:
    path = tmp_path / "voix.ini"
    path.write_text("[voix]\nhaut-parleur = USB\n", encoding="utf-8")
    with pytest.raises(SettingsError, match="Clé inconnue .* haut-parleur"):
        load_settings({"HADES_VOIX_CONFIG": str(path)})
