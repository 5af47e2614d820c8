"""``hades voice`` and ``hades voice-model`` from the command line."""

from __future__ import annotations

from pathlib import Path

import pytest
from voice_helpers import AlsaRig

from assistant.cli import main

pytestmark = pytest.mark.filterwarnings(
    "ignore::pytest.PytestUnraisableExceptionWarning"  # vosk's Model.__del__ after a failed load
)


@pytest.fixture
def no_model_anywhere(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.delenv("VOSK_MODEL_PATH", raising=False)
    monkeypatch.setattr(Path, "home", lambda: tmp_path)
    monkeypatch.setenv("HADES_VOIX_CONFIG", str(tmp_path / "voix.ini"))
    return tmp_path


def test_voice_without_model_explains_how_to_get_one(no_model_anywhere: Path,
                                                     capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["voice"]) == 1
    message = capsys.readouterr().err
    assert "hades voice-model" in message and "VOSK_MODEL_PATH" in message
    assert "hades chat" in message


def test_bad_setting_is_one_french_sentence(no_model_anywhere: Path,
                                            monkeypatch: pytest.MonkeyPatch,
                                            capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setenv("HADES_DEBIT", "vite")
    assert main(["voice"]) == 2
    assert capsys.readouterr().err == "hades voice : debit doit être un nombre (reçu « vite »).\n"


@pytest.mark.slow
def test_model_download_without_network_fails_cleanly(no_model_anywhere: Path,
                                                      monkeypatch: pytest.MonkeyPatch,
                                                      capsys: pytest.CaptureFixture[str]) -> None:
    """vosk's real downloader, pointed at a proxy that refuses connections."""
    for variable in ("HTTPS_PROXY", "https_proxy", "HTTP_PROXY", "http_proxy"):
        monkeypatch.setenv(variable, "http://127.0.0.1:9")
    monkeypatch.delenv("NO_PROXY", raising=False)
    monkeypatch.delenv("no_proxy", raising=False)
    assert main(["voice-model"]) == 1
    assert "Le téléchargement du modèle a échoué" in capsys.readouterr().err


@pytest.mark.slow
def test_devices_are_listed(alsa_rig: AlsaRig, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["voice", "--peripheriques"]) == 0
    listing = capsys.readouterr().out
    assert alsa_rig.microphone in listing and alsa_rig.table in listing


@pytest.mark.slow
def test_a_broken_model_folder_is_explained(no_model_anywhere: Path,
                                            monkeypatch: pytest.MonkeyPatch,
                                            capsys: pytest.CaptureFixture[str]) -> None:
    """Real vosk refusing a folder that only looks like a model (an interrupted download)."""
    broken = no_model_anywhere / "vosk-model-small-fr-0.22"
    (broken / "am").mkdir(parents=True)
    (broken / "am" / "final.mdl").write_bytes(b"truncated")
    (broken / "conf").mkdir()
    (broken / "conf" / "model.conf").write_text("")
    monkeypatch.setenv("VOSK_MODEL_PATH", str(broken))
    assert main(["voice"]) == 1
    assert "n'a pas pu être chargé" in capsys.readouterr().err
