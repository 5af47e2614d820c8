"""The parse contract: what ``hades parse --jsonl`` prints and what actions read.

One parsed utterance is ``{"text", "intent", "confidence", "slots"}``. ``INTENT_SLOTS`` lists
the slots each intent may carry; an entity the model found for another intent is ignored, so
slots never contradict the intent. ``oracle_choice`` collects every ``option`` into a list.

``resolve_script`` (« script en trois étapes : deux contre un, un contre deux, un contre
deux ») reuses the roll's entities: each step is said like any roll, protagonist dice
« contre » obstacle dice, so the entity extractor learns one way of reading « X contre Y ».
Its slot ``steps`` is the list of ``{"obstacle_dice", "protagonist_dice"}`` pairs, in the
order said; a number without its partner leaves its step out (the action then asks again).
``resolve_competition`` (« compétition : nous trois contre deux, les rivaux deux contre
deux ») reads its two sides the same way, the protagonistes first: ``sides`` is the list of
``{"protagonist_dice", "obstacle_dice"}`` pairs, each side's dice against its own obstacle.
``resolve_auto`` carries ``trait`` (« Alice utilise son trait crochetage, c'est
automatique »): the trait's name, lowercase.
Several names (« Bob et Camille lancent… ») give ``protagonists``, the list of names in the
order said, next to ``protagonist`` (the first one); ``protagonists`` is left out for one name.
``gauge_set`` carries ``level`` (0 to 3: « n'est plus blessé », « guérit de sa blessure » → 0,
« épuisée » → 3) or ``change`` (+1 / −1: « prend une blessure », « récupère une barre »).
``table_status`` (« fais le point », « comment va Ysaline ») carries ``protagonist``;
``rules_question`` carries ``topic`` (``presque`` … ``resume``, ``nlu_data/synonyms.yml``);
``follow_up`` (« et à quatre contre quatre ? », « et où ? ») carries whatever it changes in the
previous command (pools, ``question``, ``category``, ``protagonist``, ``topic``); ``redo``,
``reroll``, ``deus_ex_alea`` carry none; ``close_session`` ``keep``; ``propose_effect``
``proposal`` (``benefice`` / ``prejudice``); ``result_options`` ``action_type``; ``add_trait``
``protagonist``, ``trait`` (« épée+ » for « épée héroïque »), ``ephemeral``, ``negative``;
``remove_trait`` and ``sheet`` their ``protagonist`` (and ``trait``); ``consolidate`` (« Alice
dépense une fortune pour garder le trait courage ») ``protagonist``, ``gauge`` or ``trait`` and
``choice`` (``jauge``, ``trait_durable``, ``trait_elimine``); ``roll_traits`` (« Alice
attaque le troll avec son épée et sa rage, le troll a force mythique et peau dure ») the lists
``traits`` and ``obstacle_traits`` (puissance written « force++ »), ``obstacle_dice`` when the
obstacle is said as a number, ``protagonist`` and ``action_type``.
Slots the model leaves empty are read from the words when a closed list gives them
(``complete_from_words``): pools said « X contre Y » and a count of fortunes
(``assistant.nlu.pools``), a category or question said as a word, a gauge's move, a name the
model never saw at the start of the command.
The other systems' intents (``choose_system``, ``fate_roll``…) carry the slots listed in
``hades_core.systems.spoken_values``, read by the rules' own parsers: a system key, integers,
a difficulty's key; words those parsers cannot read leave the slot out.
"""

from __future__ import annotations

import re
from dataclasses import asdict, dataclass, field
from typing import Any, Iterable

from assistant.nlu.pools import with_said_pools
from assistant.nlu.trait_pools import (
    auto_trait_from_words,
    gained_trait_from_words,
    sheet_trait_from_words,
    trait_pools_from_words,
)
from assistant.nlu.normalize import strip_accents
from assistant.nlu.values import (
    BAR_WORDS,
    entity_value,
    flags_from_words,
    gauge_level_said,
    gauge_move,
    synonym_tables,
    trait_modification,
    with_power,
)
from assistant.nlu.vocabulary import (
    ASKED_ABOUT_INTENTS,
    is_game_word,
    last_name_asked_about,
    leading_names,
    leading_the_last_sentence,
    marked_names,
    never_a_name,
    whole_compound,
)
from assistant.nlu.word_slots import (
    ADVERBS_BEFORE_A_TRAIT,
    action_type_from_words,
    destin_amount_from_words,
    direction_asked,
    distance_question,
    gauge_clause,
    gauge_from_words,
    options_from_words,
    system_switched_to,
    trait_said_as_such,
    trait_said_with_its_owner,
    trait_written_back,
    trait_from_words,
)
from hades_core.names import name_key
from hades_core.systems.spoken_values import SYSTEM_SLOT_READERS, slot_value

FALLBACK_INTENT = "nlu_fallback"
OUT_OF_SCOPE = "out_of_scope"

INTENT_SLOTS: dict[str, tuple[str, ...]] = {
    "resolve_pool": ("protagonist_dice", "obstacle_dice", "protagonist", "protagonists",
                     "action_type"),
    "resolve_auto": ("protagonist", "trait"),
    "resolve_script": ("steps", "protagonist"),
    "resolve_competition": ("sides",),
    "odds_query": ("protagonist_dice", "obstacle_dice"),
    "oracle_distance": ("question",),
    "oracle_direction": ("category",),
    "oracle_choice": ("options",),
    "destin_adjust": ("amount",),
    "fortune_gain": ("protagonist", "amount"),
    "fortune_spend": ("protagonist", "amount"),
    "fortune_query": ("protagonist",),
    "fortune_shift": ("protagonist",),
    "gauge_set": ("protagonist", "gauge", "level", "change", "reach"),
    "table_status": ("protagonist",),
    "rules_question": ("topic",),
    "close_session": ("keep",),
    "propose_effect": ("proposal",),
    "result_options": ("action_type",),
    "add_trait": ("protagonist", "trait", "ephemeral", "negative"),
    "remove_trait": ("protagonist", "trait"),
    "sheet": ("protagonist",),
    "consolidate": ("protagonist", "gauge", "trait", "choice", "new"),
    "roll_traits": ("protagonist", "traits", "obstacle_traits", "obstacle_dice", "action_type"),
    "follow_up": ("protagonist_dice", "obstacle_dice", "question", "category", "protagonist",
                  "topic"),
    **{intent: tuple(slots) for intent, slots in SYSTEM_SLOT_READERS.items()},
}
"""Slots of each intent; intents not listed carry none."""

LIST_SLOTS = {"options": "option", "protagonists": "protagonist", "traits": "trait",
              "obstacle_traits": "obstacle_trait"}
"""List slots and the entity that feeds each of them."""

PAIR_SLOTS = {"steps": ("protagonist_dice", "obstacle_dice"),
              "sides": ("protagonist_dice", "obstacle_dice")}
"""List slots of pairs: the first entity opens a pair, the second one closes it."""


@dataclass(frozen=True)
class ParseResult:
    """One understood utterance."""

    text: str
    """The utterance as the player said or typed it."""
    intent: str
    """Recognised intent (``out_of_scope`` when the model is unsure)."""
    confidence: float
    """Model confidence for ``intent``, 0–1."""
    slots: dict[str, Any] = field(default_factory=dict)
    """Normalised slot values (integers, lowercase names, unaccented categories)."""

    def to_json(self) -> dict[str, Any]:
        """Return the JSON object of the contract."""
        return asdict(self)


def spells_a_name(value: object) -> bool:
    """Whether a name the model marked has a letter (« crée le personnage mélisende-jeanne »:
    the model may mark its « - » alone, which names no one)."""
    return re.search(r"[^\W\d_]", str(value)) is not None


def slots_from_entities(intent: str, entities: Iterable[dict[str, Any]]) -> dict[str, Any]:
    """Build the slots of ``intent`` from entities carrying normalised ``value``s.

    A single-valued slot keeps the first entity found (left to right); a name without a
    letter is none.
    """
    allowed = INTENT_SLOTS.get(intent, ())
    ordered = sorted(entities, key=lambda item: item.get("start", 0))
    slots: dict[str, Any] = {slot: pairs_from_entities(PAIR_SLOTS[slot], ordered)
                             for slot in allowed if slot in PAIR_SLOTS}
    for entity in ordered:
        name, value = entity["entity"], entity.get("value")
        if name == "protagonist" and not spells_a_name(value):
            continue
        list_slot = next((slot for slot, source in LIST_SLOTS.items() if source == name), None)
        if list_slot in allowed:
            if value not in slots.setdefault(list_slot, []):
                slots[list_slot].append(value)
        if name in allowed and name not in slots:
            value = slot_value(intent, name, value)
            if value is not None:
                slots[name] = value
    if len(slots.get("protagonists") or []) < 2:
        slots.pop("protagonists", None)
    return slots


LEXICON_SLOTS = ("category", "question", "topic", "action_type")
"""Slots read from a closed list of words (``nlu_data/synonyms.yml``)."""
COMMAND_WORDS = frozenset({"direction", "directions", "distance", "oracle"})
"""Words that name the command itself (« jet de direction »), never read as its slot's value."""


NEGATIVE_HEADS = frozenset({"peur", "phobie", "haine", "horreur", "dette", "allergie", "maladie",
                            "malediction", "addiction", "dependance", "vertige", "obsession",
                            "cauchemars", "remords", "rancune"})
"""Words that make the trait they open a défaut (« peur des hauteurs », « dette envers la
guilde »), said without « défaut »."""
_THING = re.compile(r"^(?:le|la|les|l'|un|une|des|du|son|sa|ses|ce|cette|ces) ", re.IGNORECASE)
"""A protagonist the model read with its article (« le venin ») is a thing; a title before a
name (« le mousse Bastien ») is read again from the words."""


def _read_in(name: str, leading: list[str]) -> bool:
    """Whether the model's ``name`` is one of the names the command opens with, or one word
    of it (« aubry » read in « hyacinthe aubry prend… »)."""
    key = name_key(name)
    return any(key == name_key(said) or key in name_key(said).split() for said in leading)


def complete_from_words(intent: str, text: str, slots: dict[str, Any]) -> dict[str, Any]:
    """Fill the intent's word-list slots the model left empty from the words said: « quelle
    partie du corps » holds the category « corps » even when no entity was marked on it; a
    gauge said without a level moves by its verb (``values.gauge_move``); an unknown first
    word said like a name is the protagonist (``vocabulary.leading_names``)."""
    completed = with_said_pools(intent, text, dict(slots))
    if _THING.match(str(completed.get("protagonist") or "")):
        del completed["protagonist"]  # « … contre le venin »: a thing, no protagonist
    allowed = INTENT_SLOTS.get(intent, ())
    if "protagonist" in allowed:
        found = [whole_compound(name, text) for name in (
            *([completed["protagonist"]] if completed.get("protagonist") else []),
            *(completed.get("protagonists") or [])) if not never_a_name(name_key(name))]
        completed.pop("protagonist", None)
        leading = leading_names(text, frozenset(found))
        if leading:  # « Aurore-Isménie gagne deux fortunes, c'est Capucine-Élodie qui les lui
            found = [name for name in found if not _cleft_only(name, text)]  # donne »
        if leading and all(_read_in(name, leading) for name in found):
            names = leading  # « Aurèle et Doriane persuadent… »: as said, the first leads
        else:
            names = list(dict.fromkeys([*_in_said_order(found, text), *leading]))
        if not names:
            names = marked_names(text)
        if not names and intent in ASKED_ABOUT_INTENTS:
            names = last_name_asked_about(text)
        if names:
            completed["protagonist"] = leading_the_last_sentence(text) or names[0]
        if "protagonists" in allowed and len(names) >= 2:
            completed["protagonists"] = names
    if intent == "fortune_gain":
        given = list(_GIVEN_TO.finditer(text)) + list(_PASSED_ON_TO.finditer(text))
        if given and given[-1].group(1) not in _NOT_A_BENEFICIARY:
            completed["protagonist"] = given[-1].group(1)  # « maëlle dit que lénaïg mérite une
            # fortune … et elle a raison, une fortune pour lénaïg »: whom it is given to
    if intent == "gauge_set":
        completed.update(gauge_reading(text, completed))
    completed.update(said_shapes(intent, text, completed))
    modified = trait_modification(text) if intent == "consolidate" else None
    if modified is not None:  # « … pour passer sa médecine héroïque en mythique »
        completed.pop("gauge", None)
        completed.update(trait=modified[0], new=modified[1], choice="trait_modifie")
    completed.update({slot: value for slot, value in flags_from_words(intent, text).items()
                      if completed.get(slot) is None})
    if intent == "consolidate" and not completed.get("gauge") and not completed.get("trait") \
            and re.search(r"\bfortunes? (?:sur|pour) (?:ma|sa|mon|son|la|le) \w+\s*[.!]?$",
                          text.lower()):
        completed["gauge"] = gauge_from_words(text)  # « et une fortune sur ma peur »
    if intent == "consolidate" and completed.get("gauge"):
        named = sheet_trait_from_words(text)
        if named and len(named.split()) > 1 and strip_accents(named.lower()).startswith(
                strip_accents(str(completed["gauge"]).lower())):
            completed["trait"] = named  # « effacer sa peur des rats »: a trait, no gauge
            del completed["gauge"]
        else:
            completed["choice"] = "jauge"
    if intent == "add_trait" and completed.get("trait"):
        completed["trait"] = with_power(str(completed["trait"]), text)
        if strip_accents(str(completed["trait"]).lower()).split()[0] in NEGATIVE_HEADS:
            completed.setdefault("negative", True)  # « Loïc gagne peur des hauteurs »
    for slot in LEXICON_SLOTS:
        if slot in INTENT_SLOTS.get(intent, ()) and completed.get(slot) is None:
            for word in text.replace("'", " ").split():
                if word in COMMAND_WORDS and slot != "topic":  # « jet de distance ? » asks of them
                    continue
                value = entity_value(slot, word)
                if value is not None:
                    completed[slot] = value
                    break
    return {slot: value for slot, value in completed.items() if value is not None}


LEVEL_WORDS = frozenset({"niveau", "niveaux"})
"""« niveau 2 » is a level even after a verb of movement (« prend une blessure niveau 2 »)."""


_BARS_OF = re.compile(r"\b([a-z]+) (?:\d|une?|deux|trois) barres?\b"
                      r"|\b(?:\d|une?|deux|trois) barres? (?:de |d )([a-z]+)\b")
"""A gauge named with its bars (« frayeur deux barres », « deux barres de fatigue »)."""


def gauge_reading(text: str, slots: dict[str, Any]) -> dict[str, Any]:
    """A gauge's level or move, and its owner, where the words say them surer than the model:
    a level said in bars (« est à deux barres », « fatigue barrée », « n'a plus peur »:
    ``values.gauge_level_said``) is that level; « prend une barre de fatigue » is a move (+1),
    not level 1, both read in the clause that says the gauge (``word_slots.gauge_clause``);
    a protagonist named like a
    gauge (« Yvonne a peur » read as « peur ») is the gauge, and the name is the one said first;
    a gauge named by its own name with its bars wins over a word of the story (« une sacrée
    trouille … frayeur deux barres »: frayeur, not peur)."""
    found: dict[str, Any] = {}
    said = gauge_clause(text) or text
    named, marked = gauge_from_words(said), str(slots.get("gauge") or "")
    if named and not marked:
        found["gauge"] = named  # « …, vertige deux barres »: a gauge the model never saw
    if named and marked and strip_accents(marked.lower()) not in synonym_tables().gauges \
            and strip_accents(marked.lower()) != strip_accents(named.lower()):
        found["gauge"] = named  # « théophile deux barres de fatigue », the name read as the
        if not slots.get("protagonist"):  # gauge: the gauge is the one the words name, and
            found["protagonist"] = marked  # the name is its owner
    barred = _BARS_OF.search(strip_accents(said.lower()).replace("'", " "))
    gauge_named = next((synonym_tables().gauges[word] for word in (barred.groups() if barred else ())
                        if word and strip_accents(synonym_tables().gauges.get(word, "")) == word),
                       None)
    if gauge_named is not None and gauge_named != (found.get("gauge") or marked):
        found["gauge"] = gauge_named  # « une sacrée trouille … frayeur deux barres »: the
        # gauge named with its bars, not the word of the story
    level = gauge_level_said(said)
    if level is not None:
        found.update(level=level, change=None)
        if _owner_is_the_gauge(slots, text):
            names = leading_names(text) or marked_names(text)
            found["protagonist"] = names[0] if names else None
        return found
    move = gauge_move(said)
    bars = (BAR_WORDS - LEVEL_WORDS) & set(strip_accents(said).lower().replace("'", " ").split())
    if slots.get("level") is None or (("change" in move or "reach" in move) and bars):
        found.update(move)
        if "change" in move or "reach" in move:
            found["level"] = None
    if _owner_is_the_gauge(slots, text):
        names = leading_names(text) or marked_names(text)
        found["protagonist"] = names[0] if names else None
    return found


def _cleft_only(name: str, text: str) -> bool:
    """Whether ``name`` is said only as the focus of « c'est … qui » (« …, c'est Capucine-Élodie
    qui les lui donne »): who did something else, never the one the command is about."""
    said = strip_accents(text.lower())
    key = re.escape(strip_accents(name.lower()))
    return said.count(strip_accents(name.lower())) == 1 \
        and re.search(rf"\bc ?'? ?est {key} qui\b", said) is not None


def _in_said_order(names: list[str], text: str) -> list[str]:
    """The names the model marked, in the order they are said (« Aurèle et Doriane
    persuadent… »: Aurèle first, whatever order the model marked them in); a name not found in
    the words stays last."""
    said = strip_accents(text.lower())
    return sorted(names, key=lambda name: (said.find(strip_accents(name.lower())) % (len(said) + 1)))


def _owner_is_the_gauge(slots: dict[str, Any], text: str) -> bool:
    """Whether the protagonist read is a word of the game (« peur ») or the gauge itself
    (« Aziliz, sa jauge de malédiction passe à deux » read with « malédiction » as a name)."""
    owner = strip_accents(str(slots.get("protagonist") or "").lower())
    gauge = strip_accents(str(slots.get("gauge") or gauge_from_words(text) or "").lower())
    return bool(owner) and (is_game_word(owner) or owner == gauge)


_GIVEN_TO = re.compile(r"\b(?:\d+|une?) (?:autre |nouvelle )?fortunes? (?:de plus |en plus )?"
                       r"(?:pour|à|a) ([^\W\d_][\w'-]*)(?=\s*(?:[,.;:!?]|$)"
                       r"|\s+(?:sa|son|ses|il|elle|c'|qui|parce|car|quand)\b)")
"""« …, une fortune pour lénaïg »: the fortune given, and to whom, said last in its clause
(« une fortune à ambroise sa tirade était superbe »: a transcript's next clause opens on its
subject)."""
_SAID_AS = re.compile(r" comme (?:un )?(?:d[ée]faut|trait)\b")
_OF_SOMEONE = re.compile(r"^(?:il|elle) (?:est|a) (?P<trait>.+?)"
                         r"(?: (?:maintenant|désormais|dorénavant|aussi|du coup))?$")
"""A trait said as what someone is or has (« elle est recherchée par la garde maintenant »,
« il a peur du noir »): the trait is the words after the verb, without the time said after."""
"""What a trait is said as, which the model may have kept inside its name."""
_PASSED_ON_TO = re.compile(r"\b(?:ajoute|donne|file|mets|note|refile)[- ]la (?:à|a|pour) "
                           r"([^\W\d_][\w'-]*)", re.IGNORECASE)
"""« Gwladys m'a passé une fortune …, ajoute-la à Bénigne »: whom the fortune is passed on to,
never who passed it."""
_NOT_A_BENEFICIARY = frozenset({"lui", "elle", "eux", "elles", "moi", "toi", "nous", "vous",
                                "tous", "toutes", "chacun", "chacune", "tout", "le", "la", "les"})


_ON_A_GAUGE = re.compile(r"\b(?:sur|pour) (?:sa|la|son|le|l') ?(?:jauge (?:de |d')?)?\w+"
                         r"(?:\s+pour\s+[\w-]+(?: [\w-]+)?)?\s*(?:[,.;:!?]|$)")
"""« une fortune sur sa blessure », « pour sa jauge de fatigue », « et encore une sur la
fatigue pour onesime hilarion »: what a fortune is put on, a word alone (« pour sa peur des
rats » names a trait), then maybe whose."""


def said_shapes(intent: str, text: str, slots: dict[str, Any]) -> dict[str, Any]:
    """The slots ``assistant.nlu.word_slots`` reads from fixed French shapes: only those the
    model left empty, or a longer form of what it cut (an option list, a trait's name)."""
    allowed = INTENT_SLOTS.get(intent, ())
    found: dict[str, Any] = {}
    if "action_type" in allowed and slots.get("action_type") is None:
        found["action_type"] = action_type_from_words(text)
    if intent == "gauge_set" and slots.get("gauge") is None:
        found["gauge"] = gauge_from_words(text)
    if intent == "consolidate" and not slots.get("gauge") and not slots.get("trait") \
            and _ON_A_GAUGE.search(strip_accents(text.lower())):
        found["gauge"] = gauge_from_words(text)  # « et encore une sur la blessure »
        slots = {**slots, "gauge": found["gauge"]}
    if intent == "destin_adjust" and slots.get("amount") is None:
        found["amount"] = destin_amount_from_words(text)
    if intent == "oracle_distance" and slots.get("question") is None:
        found["question"] = distance_question(text)
    if intent == "oracle_direction" and slots.get("category") is None:
        found["category"] = direction_asked(text)
    if intent == "oracle_choice":
        options = options_from_words(text)
        if len(options) > len(slots.get("options") or []):
            found["options"] = options
    if intent in ("add_trait", "remove_trait") or (intent == "consolidate"
                                                   and not slots.get("gauge")):
        trait = trait_said_as_such(text) or trait_from_words(text) \
            or trait_said_with_its_owner(text) or trait_written_back(text) \
            or (gained_trait_from_words(text)
                                                   if intent == "add_trait"
                                                   else sheet_trait_from_words(text))
        model = str(slots.get("trait") or "")
        if strip_accents(model.lower()) in ADVERBS_BEFORE_A_TRAIT:
            model = ""  # « récupère un défaut aussi, … »: the model took the adverb
        if trait and (not model or strip_accents(trait).startswith(
                strip_accents(model.rstrip("+")))) and len(trait) > len(model.rstrip("+")):
            found["trait"] = trait + ("+" * (len(model) - len(model.rstrip("+"))))
        elif trait and _SAID_AS.search(model) and model.startswith(trait):
            found["trait"] = trait  # « gagne le trait claustrophobe comme défaut »
        said_of_someone = _OF_SOMEONE.match(str(found.get("trait") or model))
        if intent == "add_trait" and said_of_someone is not None:
            found["trait"] = said_of_someone.group("trait")  # « … pour isore elle est
            # recherchée par la garde maintenant »: the trait is what she is
    if intent == "roll_traits":
        found.update(trait_pools_from_words(text))
    if intent == "resolve_auto":
        trait = auto_trait_from_words(text)
        model = str(slots.get("trait") or "")
        if trait and strip_accents(trait).startswith(strip_accents(model)):
            found["trait"] = trait
    if intent == "choose_system" and slots.get("system") is None:
        found["system"] = system_switched_to(text)
    return {slot: value for slot, value in found.items() if value is not None}


def pairs_from_entities(
    names: tuple[str, str], entities: Iterable[dict[str, Any]]
) -> list[dict[str, Any]]:
    """Pair each ``names[0]`` entity with the next ``names[1]`` entity (entities in order)."""
    opening, closing = names
    pairs: list[dict[str, Any]] = []
    pending: Any = None
    for entity in entities:
        if entity["entity"] == opening:
            pending = entity.get("value")
        elif entity["entity"] == closing and pending is not None:
            pairs.append({opening: pending, closing: entity.get("value")})
            pending = None
    return pairs


def contract_intent(intent: str | None) -> str:
    """Map Rasa's fallback (and a missing intent) onto ``out_of_scope``."""
    return OUT_OF_SCOPE if intent in (None, "", FALLBACK_INTENT) else intent


def result_from_rasa(text: str, parsed: dict[str, Any]) -> ParseResult:
    """Build a ``ParseResult`` from Rasa's parse output for the normalised ``text``."""
    intent_info = parsed.get("intent") or {}
    intent = contract_intent(intent_info.get("name"))
    confidence = float(intent_info.get("confidence") or 0.0)
    slots = complete_from_words(intent, str(parsed.get("text") or text),
                                slots_from_entities(intent, parsed.get("entities") or []))
    return ParseResult(text=text, intent=intent, confidence=round(confidence, 4), slots=slots)
