"""The closed-vocabulary grammar handed to vosk: the phrases the NLU knows, spoken as words.

Closed-vocabulary assistants (Rhasspy's text_fst, Home Assistant's speech-to-phrase,
wyoming-vosk's limited mode) recognise much better when the decoder may only produce the
sentences the assistant understands. vosk turns the phrase list into a small language model, so
words also combine across phrases (« lance douze dés » is accepted once « lance deux dés » and
« douze » are both known).

Building it:
- phrases come from the Rasa training examples (``nlu_data/nlu/*.yml``), entity annotations
  removed (``[3](nombre)`` → ``3``);
- digits become French words (« 3 » → « trois »), and every phrase holding a number is repeated
  with each number from 0 to ``MAX_SPOKEN_NUMBER``;
- words the model does not know become ``[unk]`` (for example an unusual protagonist name),
  after trying them split at apostrophes and hyphens (« quatre-vingts » → « quatre vingts »);
- ``[unk]`` itself is added when the model knows it: out-of-grammar speech then shows up as
  ``[unk]`` instead of being forced onto the nearest command.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Callable, Iterable

import yaml
from num2words import num2words

UNKNOWN = "[unk]"
MAX_SPOKEN_NUMBER = 100
_ENTITY = re.compile(r"\[([^\]]+)\](?:\([^)]*\)|\{[^}]*\})")
_NUMBER = re.compile(r"\d+")
_NOT_SPOKEN = re.compile(r"[^\w'\s-]+")


def nlu_examples(files: Iterable[Path]) -> list[str]:
    """Every training example of the Rasa NLU files, annotations removed."""
    examples: list[str] = []
    for path in files:
        document = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
        for block in document.get("nlu", []) or []:
            text = block.get("examples") if isinstance(block, dict) else None
            if not isinstance(text, str):
                continue
            for line in text.splitlines():
                line = line.strip()
                if line.startswith("- "):
                    examples.append(_ENTITY.sub(r"\1", line[2:]).strip())
    return examples


def spoken_form(text: str) -> str:
    """``text`` as vosk writes it: lowercase, no punctuation, numbers in words."""
    text = text.lower().replace("’", "'")
    text = _NUMBER.sub(lambda match: " " + num2words(int(match.group()), lang="fr") + " ", text)
    return " ".join(_NOT_SPOKEN.sub(" ", text).split())


def with_number_variants(phrase: str) -> list[str]:
    """``phrase`` (digits still as digits) once per value 0…100, put in place of all its numbers."""
    if not _NUMBER.search(phrase):
        return [phrase]
    return [_NUMBER.sub(str(value), phrase) for value in range(MAX_SPOKEN_NUMBER + 1)]


def fit_to_vocabulary(phrase: str, is_known: Callable[[str], bool]) -> str:
    """Rewrite ``phrase`` with words the model knows; the others become ``[unk]``."""
    words: list[str] = []
    for word in phrase.split():
        if is_known(word):
            words.append(word)
            continue
        parts = [part for part in re.split(r"(?<=')|-", word) if part]
        words.extend(parts if all(is_known(part) for part in parts) else [UNKNOWN])
    return " ".join(words)


def build_grammar(phrases: Iterable[str], is_known: Callable[[str], bool]) -> list[str]:
    """The phrase list for ``vosk.KaldiRecognizer(model, rate, json.dumps(grammar))``.

    ``is_known`` is the model's vocabulary test (``model.vosk_model_find_word(word) >= 0``).
    Phrases made only of unknown words are dropped; order is kept, duplicates removed.
    """
    grammar: dict[str, None] = {}
    for phrase in phrases:
        for variant in with_number_variants(phrase):
            fitted = fit_to_vocabulary(spoken_form(variant), is_known)
            if fitted and set(fitted.split()) != {UNKNOWN}:
                grammar[fitted] = None
    if is_known(UNKNOWN):
        grammar[UNKNOWN] = None
    return list(grammar)
