"""The closed-vocabulary grammar handed to vosk: the phrases the NLU knows, spoken as words.

Closed-vocabulary assistants (Rhasspy's text_fst, Home Assistant's speech-to-phrase,
wyoming-vosk's limited mode) recognise much better when the decoder may only produce the
sentences the assistant understands. vosk turns the phrase list into a small language model, so
words also combine across phrases (« lance douze dés » is accepted once « lance deux dés » and
« douze » are both known).

Building it:
- phrases come from the Rasa training examples (``nlu_data/nlu/*.yml``), entity annotations
  removed (``[3](nombre)`` → ``3``);
- digits become French words (« 3 » → « trois »); for every word seen next to a number
  (« lance _ », « _ dés »), two-word phrases put each number from 0 to ``MAX_SPOKEN_NUMBER``
  beside it, so any count is heard where one count was taught (the examples themselves are not
  multiplied: 3 000 examples would become 300 000 phrases);
- words the model does not know become ``[unk]`` (for example an unusual protagonist name),
  after trying them split at apostrophes and hyphens (« quatre-vingts » → « quatre vingts »);
- ``[unk]`` itself is added when the model knows it: out-of-grammar speech then shows up as
  ``[unk]`` instead of being forced onto the nearest command;
- the table's own names (its protagonists) are added in the places names are said
  (``name_phrases``), so that « Ysaline lance trois dés » can be heard in grammar mode when the
  model knows the word « ysaline »; so are the traits on its sheets and its zFate Aspects
  (``trait_phrases``): « avec sa hache à deux mains » is heard whole, not as the nearest
  command.
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
    """``text`` as vosk writes it: lowercase, no punctuation (a lone « - » included), numbers
    in words."""
    text = text.lower().replace("’", "'")
    text = _NUMBER.sub(lambda match: " " + num2words(int(match.group()), lang="fr") + " ", text)
    words = _NOT_SPOKEN.sub(" ", text).split()
    return " ".join(word for word in words if any(char.isalnum() for char in word))


def number_contexts(phrases: Iterable[str]) -> list[str]:
    """Two-word phrases « previous-word N » and « N next-word » for every number context and N.

    ``phrases`` still hold digits: « lance 3 dés contre 2 » has the contexts « lance _ »,
    « _ dés » and « contre _ », hence « lance zéro » … « lance cent », « zéro dés » … . vosk's
    phrase model joins word pairs, so pairs are enough and keep the grammar small.
    """
    contexts: dict[tuple[str, str], None] = {}
    for phrase in phrases:
        tokens = phrase.split()
        for index, token in enumerate(tokens):
            if _NUMBER.fullmatch(token):
                if index > 0:
                    contexts[(tokens[index - 1], "")] = None
                if index + 1 < len(tokens):
                    contexts[("", tokens[index + 1])] = None
    return [
        f"{before} {value} {after}".strip()
        for before, after in contexts
        for value in range(MAX_SPOKEN_NUMBER + 1)
    ]


NAME_CONTEXTS = ("{name}", "{name} lance", "{name} gagne", "{name} dépense", "{name} est",
                 "{name} prend", "pour {name}", "comment va {name}", "{name} et")
"""Word pairs around a protagonist's name (vosk's phrase model joins neighbouring words)."""


def name_phrases(names: Iterable[str]) -> list[str]:
    """Phrases that put each of the table's names where the commands say a name."""
    return [context.format(name=name.lower()) for name in names for context in NAME_CONTEXTS]


TRAIT_CONTEXTS = ("{trait}", "avec {trait}", "son {trait}", "sa {trait}", "ses {trait}",
                  "{trait} et", "et {trait}", "a {trait}", "trait {trait}", "contre {trait}",
                  "invoque {trait}", "aspect {trait}", "{trait} héroïque", "{trait} mythique")
"""Word pairs around a trait's or an Aspect's name, where rolls and sheets say them."""


def trait_phrases(traits: Iterable[str]) -> list[str]:
    """Phrases that put each of the table's traits and Aspects where the commands say one
    (« avec sa hache à deux mains », « invoque cœur de lion »), spoken as vosk writes them."""
    return [spoken_form(context.format(trait=trait)) for trait in traits
            for context in TRAIT_CONTEXTS]


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
    Phrases made only of unknown words are dropped, and so are phrases with any unknown word
    when the model has no ``[unk]``; order is kept, duplicates removed.
    """
    phrases = list(phrases)
    has_unknown = is_known(UNKNOWN)
    grammar: dict[str, None] = {}
    for phrase in phrases + number_contexts(phrases):
        words = fit_to_vocabulary(spoken_form(phrase), is_known).split()
        if not words or set(words) == {UNKNOWN} or (UNKNOWN in words and not has_unknown):
            continue
        grammar[" ".join(words)] = None
    if has_unknown:
        grammar[UNKNOWN] = None
    return list(grammar)
