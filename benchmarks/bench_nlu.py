"""Understanding benchmark: model load time, parse latency, peak memory, held-out scores.

    .venv/bin/python benchmarks/bench_nlu.py                 # load, latency, memory, held-out
    .venv/bin/python benchmarks/bench_nlu.py --compare       # + Rasa cross-validation and load
                                                             #   time of both pipelines (slow)

Prints numbers only; nothing is asserted (goals: parse p50 ≤ 20 ms).
"""

from __future__ import annotations

import argparse
import json
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
HELD_OUT = ROOT / "tests" / "nlu" / "data" / "heldout.yml"
REPETITIONS = 5
KEPT_CONFIG = ROOT / "nlu_data" / "config.yml"
DIET_CONFIG = ROOT / "nlu_data" / "config_diet.yml"
CROSS_VALIDATION_FOLDS = 3


def percentile(values: list[float], share: float) -> float:
    """The ``share`` quantile of ``values`` (nearest rank)."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(share * (len(ordered) - 1))))]


def peak_memory_mb() -> float:
    """Peak resident memory of this process, in MB."""
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def bench_parser() -> None:
    """Load the kept model in-process, then time parses of the held-out utterances."""
    from assistant.nlu.evaluate import evaluate, load_cases
    from assistant.nlu.model import ensure_model

    started = time.perf_counter()
    model = ensure_model()
    trained = time.perf_counter() - started
    started = time.perf_counter()
    from assistant.nlu.parser import Parser

    parser = Parser(model)
    load = time.perf_counter() - started
    cases = load_cases(HELD_OUT)
    started = time.perf_counter()
    parser.parse(cases[0]["text"])
    first = time.perf_counter() - started
    timings = []
    for _ in range(REPETITIONS):
        for case in cases:
            started = time.perf_counter()
            parser.parse(case["text"])
            timings.append((time.perf_counter() - started) * 1000)
    score = evaluate(parser.parse, cases)
    print(f"model check/training: {trained:.1f} s")
    print(f"model load (imports + Rasa graph, in-process): {load:.1f} s")
    print(f"first parse: {first * 1000:.0f} ms")
    print(f"parse p50: {statistics.median(timings):.1f} ms, p99: {percentile(timings, 0.99):.1f} ms "
          f"({len(timings)} parses)")
    print(f"peak memory (parse process): {peak_memory_mb():.0f} MB")
    print(f"held-out ({score.utterances} utterances): intent accuracy {score.intent_accuracy:.1%}, "
          f"slot F1 {score.slot_f1:.1%}")
    for mistake in score.mistakes:
        print(f"  miss: {mistake}")


def cross_validate(name: str, config: Path, out: Path) -> None:
    """Run Rasa's cross-validation of ``config`` and print intent and entity scores."""
    started = time.perf_counter()
    subprocess.run([sys.executable, "-m", "rasa", "test", "nlu", "--nlu", str(ROOT / "nlu_data" / "nlu"),
                    "--config", str(config), "--cross-validation", "--folds",
                    str(CROSS_VALIDATION_FOLDS), "--out", str(out)],
                   cwd=ROOT, check=True, capture_output=True)
    elapsed = time.perf_counter() - started
    intent = json.loads((out / "intent_report.json").read_text())
    line = (f"{name}: {CROSS_VALIDATION_FOLDS}-fold cross-validation in {elapsed:.0f} s — intents "
            f"accuracy {intent['accuracy']:.1%}, weighted F1 {intent['weighted avg']['f1-score']:.1%}")
    for report in sorted(out.glob("*Extractor_report.json")) + sorted(out.glob("DIETClassifier_report.json")):
        entity = json.loads(report.read_text())
        line += f"; entities ({report.stem}) weighted F1 {entity['weighted avg']['f1-score']:.1%}"
    print(line)


def without_spacy_vectors(scratch: Path) -> Path:
    """The kept pipeline without spaCy's word vectors (to see what spaCy brings)."""
    import yaml

    config = yaml.safe_load(KEPT_CONFIG.read_text())
    config["pipeline"] = [c for c in config["pipeline"] if c["name"] != "SpacyFeaturizer"]
    path = scratch / "config_without_spacy_vectors.yml"
    path.write_text(yaml.safe_dump(config, allow_unicode=True))
    return path


def load_time(name: str, config: Path, out: Path) -> None:
    """Train ``config`` into ``out`` and time loading it in a fresh process."""
    subprocess.run([sys.executable, "-m", "rasa", "train", "--domain", str(ROOT / "nlu_data" / "domain"),
                    "--config", str(config), "--data", str(ROOT / "nlu_data" / "nlu"),
                    str(ROOT / "nlu_data" / "rules.yml"), "--out", str(out), "--fixed-model-name",
                    "bench"], cwd=ROOT, check=True, capture_output=True)
    code = ("import time; t = time.perf_counter(); from assistant.nlu.parser import Parser; "
            f"Parser({str(out / 'bench.tar.gz')!r}); print(time.perf_counter() - t)")
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, check=True,
                          capture_output=True, text=True)
    print(f"{name}: model load in a fresh process {float(done.stdout.split()[-1]):.1f} s")


def main() -> None:
    """Print the numbers."""
    options = argparse.ArgumentParser(description=__doc__)
    options.add_argument("--compare", action="store_true",
                         help="also cross-validate and load both pipelines (several minutes)")
    args = options.parse_args()
    bench_parser()
    if args.compare:
        with tempfile.TemporaryDirectory() as scratch_name:
            scratch = Path(scratch_name)
            configs = {"logistic regression + CRF (kept)": KEPT_CONFIG, "DIET": DIET_CONFIG,
                       "kept without spaCy vectors": without_spacy_vectors(scratch)}
            for index, (name, config) in enumerate(configs.items()):
                cross_validate(name, config, scratch / f"cv{index}")
            for index, (name, config) in enumerate(list(configs.items())[:2]):
                load_time(name, config, scratch / f"model{index}")


if __name__ == "__main__":
    main()
