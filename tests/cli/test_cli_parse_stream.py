"""``hades parse --jsonl`` through the real entry point: stderr carries only our French progress
line (no Rasa warning, no terminal escape code), a typed « /intent{…} » is read as words, and
the process stays well under 1 GB (issue 19, points 3, 12 and 13; the figure on 10 000 lines is
printed by ``benchmarks/bench_parse_memory.py``)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))
from bench_parse_memory import measure, write_lines  # noqa: E402

pytestmark = pytest.mark.slow

SLASHED = ('/destin_adjust{"amount": 1000}', "/foo", "/bar{pas du json", "  //close_session")


def test_parse_jsonl_is_quiet_streams_and_reads_slashes_as_words(tmp_path: Path) -> None:
    from assistant.nlu.model import ensure_model

    ensure_model()  # trained beforehand: the run measured only parses
    lines = tmp_path / "lines.txt"
    write_lines(lines, 300)
    with lines.open("a", encoding="utf-8") as stream:
        stream.write("\n".join(SLASHED) + "\n")
    result = measure(lines)
    assert result["exit_code"] == 0
    assert result["stderr"] == "Chargement du modèle de compréhension…\n"
    assert result["json_lines"] == 300 + len(SLASHED)
    assert result["peak_mb"] < 1024, result["peak_mb"]
    slashed = result["parsed"][-len(SLASHED):]
    assert [entry["text"] for entry in slashed] == list(SLASHED)
    for entry in slashed:  # read by the model: never the intent and entities typed after « / »
        assert entry["confidence"] < 1.0 and entry["slots"].get("amount") != 1000, entry
