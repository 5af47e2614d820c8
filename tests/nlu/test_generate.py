"""The committed training files are exactly what the templates generate."""

from __future__ import annotations

import yaml

from assistant.nlu.generate import generated_files


def test_training_files_are_up_to_date() -> None:
    for path, content in generated_files().items():
        assert path.exists(), f"{path} missing: run python -m assistant.nlu.generate"
        assert path.read_text(encoding="utf-8") == content, (
            f"{path.name} is stale: run python -m assistant.nlu.generate")


def test_every_intent_has_examples_with_asr_style_variants() -> None:
    for content in generated_files().values():
        for block in yaml.safe_load(content)["nlu"]:
            examples = [line[2:] for line in block["examples"].splitlines() if line.startswith("- ")]
            assert len(examples) >= 8, block["intent"]
            assert all(example == example.lower() for example in examples)
