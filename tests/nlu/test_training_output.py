"""Training the model never writes to stdout: `hades parse --jsonl` keeps one JSON object per
line even when its first call trains the model."""

from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace

import pytest
import rasa.api

from assistant.nlu import model


def test_training_progress_goes_to_stderr(monkeypatch: pytest.MonkeyPatch, tmp_path: Path,
                                          capsys: pytest.CaptureFixture[str]) -> None:
    def fake_train(output: str, fixed_model_name: str, **_: object) -> SimpleNamespace:
        print("Your Rasa model is trained")  # what Rasa itself prints
        (Path(output) / f"{fixed_model_name}.tar.gz").write_bytes(b"model")
        return SimpleNamespace(code=0)

    monkeypatch.setattr(rasa.api, "train", fake_train)
    monkeypatch.setattr(model, "MODELS_DIR", tmp_path)
    trained = model.ensure_model()
    captured = capsys.readouterr()
    assert trained.read_bytes() == b"model"
    assert captured.out == ""
    assert "Your Rasa model is trained" in captured.err
