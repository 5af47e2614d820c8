"""Turn the text of an extracted entity into the value of the parse contract.

Numbers become integers, names lowercase with their accents, categories and action types their
unaccented key, gauges their canonical noun. The synonym tables live in
``nlu_data/synonyms.yml`` so that a French player can review them.

Choices where the issue is silent:
- names keep their accents (« Anaïs » is said and shown as written); « Léa » typed and « lea »
  recognised are the same protagonist all the same, since the table matches names by
  ``hades_core.names.name_key``;
- gauge names keep their accents (« ébriété »): they are read to players;
- a Destin adjustment is negative when any word of the utterance (or its lemma) is a decrease
  word (« retire », « baisse », « moins »…), positive otherwise.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any, Iterable

import yaml
from text_to_num import text2num

from assistant.nlu.normalize import strip_accents

SYNONYMS_FILE = Path(__file__).resolve().parents[2] / "nlu_data" / "synonyms.yml"
NUMBER_ENTITIES = frozenset({"protagonist_dice", "obstacle_dice", "amount", "level"})
MAX_NUMBER = 100
_DIGITS = re.compile(r"-?\d+")


@dataclass(frozen=True)
class SynonymTables:
    """Reverse synonym tables: unaccented spoken form → canonical value."""

    categories: dict[str, str]
    questions: dict[str, str]
    action_types: dict[str, str]
    gauges: dict[str, str]
    decrease_words: frozenset[str]
    topics: dict[str, str]
    gauge_decrease_words: frozenset[str]
    gauge_increase_words: frozenset[str]
    level_words: dict[str, int]


@lru_cache(maxsize=1)
def synonym_tables(path: Path = SYNONYMS_FILE) -> SynonymTables:
    """Load ``nlu_data/synonyms.yml`` once."""
    raw = yaml.safe_load(path.read_text(encoding="utf-8"))

    def reverse(table: dict[str, list[str]]) -> dict[str, str]:
        return {_key(form): canonical for canonical, forms in table.items() for form in forms}

    return SynonymTables(
        categories=reverse(raw["categories"]),
        questions=reverse(raw["questions"]),
        action_types=reverse(raw["action_types"]),
        gauges=reverse(raw["gauges"]),
        decrease_words=frozenset(_key(word) for word in raw["decrease_words"]),
        topics=reverse(raw["topics"]),
        gauge_decrease_words=frozenset(_key(word) for word in raw["gauge_decrease_words"]),
        gauge_increase_words=frozenset(_key(word) for word in raw["gauge_increase_words"]),
        level_words={_key(form): int(level) for level, forms in raw["level_words"].items()
                     for form in forms},
    )


def _key(text: str) -> str:
    """Lookup key: lowercase, no accents, single spaces."""
    return " ".join(strip_accents(text).lower().split())


def parse_number(text: str) -> int | None:
    """Read « 4 », « quatre » or « vingt et un » as an integer in 0–100 (``None`` otherwise)."""
    match = _DIGITS.search(text)
    if match:
        number = int(match.group())
    else:
        try:
            number = text2num(_key(text).replace("'", " "), "fr")
        except ValueError:
            return None
    return number if 0 <= number <= MAX_NUMBER else None


def lookup(table: dict[str, str], text: str, lemmas: Iterable[str] = ()) -> str | None:
    """Find ``text`` in ``table``: the whole span, then each word, then each word's lemma."""
    candidates = [text, *text.replace("'", " ").split(), *lemmas]
    for candidate in candidates:
        value = table.get(_key(candidate))
        if value is not None:
            return value
    return None


def entity_value(entity: str, text: str, lemmas: Iterable[str] = ()) -> Any:
    """Return the contract value of one entity, or ``None`` when the text cannot be read."""
    tables = synonym_tables()
    if entity == "level":
        said = tables.level_words.get(_key(text))
        return said if said is not None else parse_number(text)
    if entity in NUMBER_ENTITIES:
        return parse_number(text)
    if entity == "topic":
        return lookup(tables.topics, text, lemmas)
    if entity == "protagonist":
        return " ".join(text.lower().split()) or None
    if entity == "question":
        return lookup(tables.questions, text)
    if entity == "category":
        return lookup(tables.categories, text, lemmas)
    if entity == "action_type":
        return lookup(tables.action_types, text, lemmas)
    if entity == "gauge":
        return lookup(tables.gauges, text, lemmas) or _new_gauge(text)
    if entity in ("trait", "obstacle_trait"):
        words = text.lower().split()
        power = POWER_MARKS.get(_key(words[-1])) if len(words) > 1 else None
        return (" ".join(words[:-1]) + power) if power else (" ".join(words) or None)
    if entity == "option":
        return " ".join(text.lower().split()) or None
    return text


def _new_gauge(text: str) -> str | None:
    """A gauge the synonym tables do not know (« basculement »): its name as said, lowercase.
    Articles and prepositions before it are left out (« de basculement » → « basculement »)."""
    words = [word for word in text.lower().replace("'", " ").split() if word not in _GAUGE_STOPWORDS]
    return " ".join(words) or None


_GAUGE_STOPWORDS = frozenset({"de", "d", "du", "la", "le", "sa", "son", "une", "un", "jauge", "des"})


BAR_WORDS = frozenset({"barre", "barres", "cran", "crans", "niveau", "niveaux"})


_STRUCK = re.compile(r"(?<!\bpas )\b(?:barree|barrees|barre e)\b")
_NONE_LEFT = re.compile(r"\bn (?:a|est|as|es|ont|sont) plus (?!que\b)(?!d un\b)(?!de 1\b)|\ba 0\b"
                        r"|\bau niveau 0\b|\bremet\w* a 0\b|\b0 barre"
                        r"|(?:^|[,;:] |\by a |\bpasse |\bfini )plus d(?:e |e l |u |es | )?[a-z]+"
                        r"(?: (?:pour|a) [a-z]|\s*[.!]?$|\s*[,;:])"
                        r"|(?<!\bpeu )(?<!\bde )\bplus d(?:e |e l |u |es | )?[a-z]+ pour [a-z]"
                        r"|\b(?:suis|es|est|sommes|etes|sont) plus (?!(?:que|qu|de|d|du|des|en|tres"
                        r"|trop|si|aussi|[0-9]+)\b)[a-z]+\b(?! (?:que|qu)\b)"
                        r"|\b(?:j ai|j'ai|tu as|t as|il a|elle a|on a|ils ont|elles ont) plus "
                        r"(?!(?:que|qu|de [0-9]+|d un|en|tres|trop|si|aussi|rien|aucun|aucune"
                        r"|personne|le|la|les|un|une|du|des|[0-9]+)\b)(?:de |d )?"
                        r"[a-z]+\b"
                        r"(?! (?:que|qu)\b)")
"""« n'a plus peur », « plus de poison pour Sidonie », « y a plus de fatigue », « il dort dans
la cabane plus de fatigue pour elouan », « keziah a dessoulé plus d'ébriété pour elle »: none
left; « je suis plus fatiguée », its « ne » dropped as speech drops it, unless compared (« plus
fatiguée que lui »), « j'ai plus peur »."""
_BARS_AS_LEVEL = re.compile(
    r"(?:\b(?:a|est a|passe a|retombe a|tombe a|remonte a|monte a|descend a|redescend a|fait"
    r"|plus que|que)\s+(\d)\s+(?:barres?|crans?)\b)|(?:\b(\d)\s+(?:barres?|crans?)\b[^,.;:]*"
    r"\bseulement\b)|(?:\b(\d)\s+(?:barres?|crans?)\s*[.!]?$)")


def gauge_level_said(text: str) -> int | None:
    """The level a gauge is said to be at, as the rules' glossary counts it (« 1 barre = I,
    2 barres = II, 3 barres = ~~II~~ »), or ``None`` when the words say a move or nothing:

    - « fatigue barrée », « deux barres barrées » → 3 (~~II~~), but « pas barrée » is not;
    - « n'a plus peur », « n'est plus asphyxiée », « à zéro » → 0;
    - a number of bars said as a state: « est à deux barres », « retombe à une barre »,
      « ça lui fait deux barres », « deux barres seulement », or ending the sentence after a
      comma (« Anaïs a soif, une barre. ») → that many bars;
    - a level before the gauge's word, alone after a comma or the state it names (« il est
      crevé, deux de fatigue », « elle est crevée deux de fatigue »);
    - a level right after the gauge's word, ending the sentence (« Maëlle est asphyxiée
      deux »), or after « mets la faim de Gwenola à … »; bars right after it (« Anaïs blessure
      deux barres »).

    « prend une barre », « une barre de moins » are moves (``gauge_move``)."""
    phrase = " ".join(_key(text).replace("'", " ").replace("-", " ").split())
    phrase = re.sub(r"\b(?:une|un|1) seule?\b", "1", phrase)  # « à une seule barre »
    if _STRUCK.search(phrase):
        return 3
    if _NONE_LEFT.search(phrase):
        return 0
    set_to = _SET_TO.search(phrase)
    if set_to and set_to.group(1) in synonym_tables().gauges:
        return int(set_to.group(2))  # « mets la faim de Gwenola à trois »
    named = re.search(r"\b(\w+) ([0-3]) (?:barres?|crans?)\b", phrase)
    if named and (named.group(1) in synonym_tables().gauges or (
            _OWN_GAUGE_FIRST.match(phrase) and not _moves(phrase))):
        return int(named.group(2))  # « Anaïs blessure deux barres », « soif une barre pour Ysé »
    reaches = GAUGE_REACHES.search(phrase)
    if reaches:
        return int(reaches.group("level"))  # « le stress de Lothaire passe à deux »
    stated = _LEVEL_OF_A_GAUGE.search(phrase)
    if stated and stated.group(2) in synonym_tables().gauges \
            and not _moves(phrase[stated.start():stated.start(2)]):
        return int(stated.group(1))  # « Raphaël il est crevé, deux de fatigue »
    said = _BARS_AS_LEVEL.search(phrase)
    if said is None:
        return _level_after_gauge(phrase)
    if said.group(3) is not None and _moves(phrase):
        return None
    level = int(next(group for group in said.groups() if group is not None))
    return level if level <= 3 else None


_OWN_GAUGE_FIRST = re.compile(r"(?!(?:et|puis|mais|donc|alors|elles?|ils?|on|ca|pour)\b)[a-z]{3,} [0-3] "
                              r"(?:barres?|crans?)\b(?! de\b| d\b| en\b)")
"""A clause opened by a gauge of the table's own and its bars (« soif une barre pour Ysé »,
« vertige deux barres »): the Destinée may create gauges the tables do not list."""
_LEVEL_OF_A_GAUGE = re.compile(r"(?:(?:^|[,;:.]) ?|\b(?:est|sont|suis|es) [a-z]+ )([0-3]) (?:de|d) "
                               r"(\w+)[ .!]*$")
"""A gauge's level said alone at the end of a sentence (« …, deux de fatigue »), or right after
the state it names (« polline elle est crevée deux de fatigue », as a recogniser writes it)."""
_SET_TO = re.compile(r"\b(?:met|mets|mettez|passe|passes|remet|remets)\b (?:la |sa |le |son )?"
                     r"(?:jauge (?:de |d )?)?(\w+) (?:de |d )?(?:\w+ )?a ([0-3])\b")
"""A gauge set to a level by a verb (« mets la faim de Gwenola à trois »)."""


GAUGE_REACHES = re.compile(
    r"\b(?:la|le|les|sa|son|ses|l) (?:jauge (?:de |d )?)?(?!jauge\b)(?P<gauge>[a-z]+) (?:de|d) "
    r"(?!(?:la|le|les|l|un|une|son|sa|ses|mon|ma|mes)\b)(?P<owner>[a-z]+) (?:est|sont|passe|passent"
    r"|monte|montent|descend|descendent|tombe|tombent|retombe|retombent|redescend|remonte)"
    r" (?:a|au niveau) (?P<level>[0-3])\b")
"""A gauge of someone's said to reach a level (« le stress de Lothaire passe à deux », « les
munitions d'Urbain sont à deux »): the noun is a gauge, one the table may have created."""


def _level_after_gauge(phrase: str) -> int | None:
    """« Maëlle est asphyxiée deux », « fatigue 2 »: a level said right after the gauge's own
    word, at the end of the sentence or before since when (« … blessé deux depuis le pont »)."""
    words = re.findall(r"[a-z0-9]+", phrase)
    since = next((index for index in range(2, len(words)) if words[index] == "depuis"
                  and words[index - 1].isdigit()), None)
    if since is not None:  # « Fulcran est toujours blessé deux depuis le pont de la Boralde »
        words = words[:since]
    while words and words[-1] in ("seulement", "juste", "maintenant"):
        words.pop()
    if words and words[-1] in ("un", "une"):
        words[-1] = "1"  # « Noé est blessé un seulement »
    if len(words) >= 2 and words[-1].isdigit() and int(words[-1]) <= 3 \
            and words[-2] in synonym_tables().gauges:
        return int(words[-1])
    return None


def _moves(phrase: str) -> bool:
    tables = synonym_tables()
    words = phrase.split()
    return any(word in tables.gauge_decrease_words or word in tables.gauge_increase_words
               for word in words) or " de plus" in phrase or " de moins" in phrase


_MORE = re.compile(r"\b(?:de plus|en plus|supplementaires?|encore|autres|nouvelles)\b")


def gauge_move(text: str) -> dict[str, int]:
    """How a gauge moves when no level was said: « Bob guérit de sa blessure » → level 0,
    « Camille est épuisée » → level 3 (~~II~~, « épuisée » in the rules);
    « Bob prend une blessure » → change +1; « récupère une barre de fatigue » → change −1;
    a gauge given to someone (« une blessure aussi pour Anselme ») → change +1 (not one
    someone has: « il a une blessure à la jambe »); ``{}`` when the words say none of these.

    Reading chosen: two or three bars taken (« prend deux barres de fatigue », « peur deux
    barres ») bring the gauge to that level at least (``reach``: the glossary's « 2 barres =
    II », as every blind author of our sessions read it), not two bars more; « deux barres de
    plus » is a change of +2, and « une barre » always one more (« augmentation d'une
    barre »)."""
    tables = synonym_tables()
    words = _key(text).replace("'", " ").split()
    phrase = " ".join(words)
    said_levels = [level for form, level in tables.level_words.items()
                   if form not in ("plus", "zero") and f" {form.replace(chr(39), ' ')} " in f" {phrase} "]
    if said_levels and not BAR_WORDS & set(words):
        return {"level": said_levels[0]}
    counted = re.search(r"\b([1-3]) (?:barres?|crans?)\b", phrase)
    bars = int(counted.group(1)) if counted else 1
    if any(word in tables.gauge_decrease_words for word in words):
        return {"change": -bars}
    if any(word in tables.gauge_increase_words for word in words) or (
            counted and re.search(r"\b[1-3] (?:barres?|crans?) d", phrase)) or (
            counted and counted.start() and words[len(phrase[:counted.start()].split()) - 1]
            in tables.gauges):
        if bars >= 2 and not _MORE.search(phrase):
            return {"reach": bars}  # « Éloïse prend deux barres de folie »: at least II
        return {"change": bars}  # « une barre de folie », « peur une barre pour Anaïs »
    given = re.search(r"(?:^|\b(?!a |as |avait |ont |avaient )\w+ )(une|un|[1-3]) (?:autre |nouvelle "
                      r"|seconde )?(\w+)(?: (?:aussi|de plus|en plus|encore))? (?:pour|a)\b", phrase)
    if given and given.group(2) in tables.gauges:  # « une blessure aussi pour Anselme »
        return {"change": 1 if given.group(1) in ("un", "une") else int(given.group(1))}
    return {}


FLAG_WORDS: dict[str, dict[str, tuple[str, ...]]] = {
    "close_session": {"keep": ("garde", "gardons", "conserve", "conserver", "garder", "sans remise")},
    "add_trait": {"ephemeral": ("ephemere", "nouveau", "temporaire", "provisoire"),
                  "negative": ("negatif", "negative", "defaut", "faiblesse", "handicap")},
}
"""Yes/no slots said by a word: « on garde tout » keeps the counters, « un trait éphémère »…"""
ELIMINATE_WORDS = ("efface", "elimin", "debarrass", "oubli", "retir", "supprim", "defaire",
                   "defait", "enleve")
"""A consolidation that removes a negative éphémère trait (« effacer le trait peur »)."""
PROPOSAL_WORDS = {"benefice": ("benefice", "bonus", "recompense", "gagne", "positi", "avantage"),
                  "prejudice": ("prejudice", "penalite", "consequence", "perd", "negati",
                                "prix a payer", "complication")}
"""« un bénéfice ? » or « un préjudice ? »."""


def flags_from_words(intent: str, text: str) -> dict[str, Any]:
    """Slots of ``intent`` read from single words: flags (``True`` when said), the kind of a
    proposal, and the puissance of a trait (« épée héroïque » → « épée+ »)."""
    phrase = f" {' '.join(_key(text).replace(chr(39), ' ').split())} "
    found: dict[str, Any] = {flag: True for flag, words in FLAG_WORDS.get(intent, {}).items()
                             if any(f" {word}" in phrase for word in words)}
    if intent == "consolidate":
        removing = any(f" {word}" in phrase for word in ELIMINATE_WORDS)
        found["choice"] = "trait_elimine" if removing else "trait_durable"
    if intent == "propose_effect":
        for kind, words in PROPOSAL_WORDS.items():
            if any(f" {word}" in phrase for word in words):
                found["proposal"] = kind
                break
    return found


POWER_MARKS = {"heroique": "+", "mythique": "++", "heroiques": "+", "mythiques": "++"}
"""« épée héroïque » is written « épée+ », « force mythique » « force++ » (rules' notation)."""


_CHANGED_VERBS = (r"(?:passer|passe|passes|transform\w*|chang\w*|faire [ée]voluer|fait [ée]voluer"
                  r"|faire passer|fait passer|am[ée]lior\w*|monter|modifi\w*|renforc\w*)")
_TRAIT_MODIFIED = (
    re.compile(r"^(?:son|sa|ses) (?P<old>[^,.;!?]+?)\s*,[^.;!?]*\b(?:la|le|l') ?"
               rf"{_CHANGED_VERBS}\s+(?:en|à|a)\s+(?P<new>[^,.;!?]+)"),
    re.compile(rf"\b{_CHANGED_VERBS}\s+(?:son |sa |ses |le |la |l')?(?:trait )?"
               r"(?!en\b)(?P<old>[^,.;!?]+?)\s+(?:en|à|a)\s+(?P<new>[^,.;!?]+)"),
    re.compile(r"\bqu[e']\s*(?:son |sa |le |la |l')?(?:trait )?(?P<old>[^,.;!?]+?)\s+"
               r"(?:devien\w*|passe)\s+(?:en |à |a )?(?P<new>[^,.;!?]+)"),
    re.compile(r"\b(?:son|sa|ses) (?:trait )?(?P<old>(?:(?!\b(?:son|sa|ses)\b)[^,.;!?])+?)\s+"
               r"(?:passe|devient|monte)\s+(?:en |à |a )?"
               r"(?P<new>(?:[^,.;!?]+ )?(?:héroïque|heroique|mythique))\b"),
)
"""« sa voix de stentor, elle dépense sa dernière fortune pour la changer en voix de
tonnerre », « passer sa médecine héroïque en mythique », « pour que son trait forgeron
devienne forgeron héroïque », « avec sa deuxième fortune son escrime passe en héroïque »: a
trait and what it becomes."""


def trait_modification(text: str) -> tuple[str, str] | None:
    """The trait a consolidation modifies (« leçon apprise ») and its new notation: « pour
    passer sa médecine héroïque en mythique » → (« médecine+ », « médecine++ »), « pour que son
    trait forgeron devienne forgeron héroïque » → (« forgeron », « forgeron+ »). A new name said
    as a puissance alone keeps the trait's name; ``None`` when no change of a trait is said."""
    lowered = " ".join(text.lower().replace("’", "'").split())
    for pattern in _TRAIT_MODIFIED:
        found = pattern.search(lowered)
        if found is None:
            continue
        said_new = re.split(r"\s+(?:avec|pour|grâce|grace|contre)\b", found.group("new"))[0]
        old, new = notation(found.group("old")), notation(said_new)
        if not old.rstrip("+") or not new:
            continue
        return old, f"{old.rstrip('+')}{new}" if not new.rstrip("+") else new
    return None


def notation(words: str) -> str:
    """« médecine héroïque » → « médecine+ », « mythique » → « ++ », « chirurgie de
    héroïque » (« de héroïque à mythique ») → « chirurgie+ »."""
    kept = [word for word in words.split() if _key(word) not in POWER_MARKS]
    while kept and _key(kept[-1]) in ("de", "d", "d'") and len(kept) < len(words.split()):
        kept.pop()
    mark = next((POWER_MARKS[_key(word)] for word in words.split() if _key(word) in POWER_MARKS), "")
    return f"{' '.join(kept)}{mark}"


def with_power(trait: str, text: str) -> str:
    """The trait as the rules write it, with the puissance said in the utterance."""
    words = set(_key(text).replace("'", " ").split())
    mark = next((mark for word, mark in POWER_MARKS.items() if word in words), "")
    return trait if trait.endswith("+") else f"{trait}{mark}"


def is_decrease(words: Iterable[str]) -> bool:
    """Tell whether one of ``words`` (words or lemmas of the utterance) lowers a value."""
    decrease = synonym_tables().decrease_words
    return any(_key(word) in decrease for word in words)
