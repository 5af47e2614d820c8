"""Slots read from the words where French says them in one fixed shape and the model left them
out (``assistant.nlu.contract.complete_from_words`` calls these only for an empty slot, or to
lengthen what the model cut short).

- an action type said by a conjugated verb (« crochète », « observe », « frappe »): verbs are
  compared by their stem, the word without its conjugation ending (« crochet » for
  « crocheter » and « crochète »);
- a gauge named by one of its known forms (« épuisée » → fatigue), never a new word;
- the options of a choice: what follows « entre », split at commas, « et » and « ou » (and
  bare words in a row: « nord sud est et ouest »);
- a trait's whole name: the words after « trait », « talent » or « défaut », up to « à » or
  « pour » (« le trait lame ancestrale »);
- a game said by its name anywhere in the sentence (« change de jeu deux d six »);
- a question about chances (« quelles sont mes chances, Bon contre Correct ? »): never a throw,
  whatever the model says. « tenter sa chance » (singular) is a throw and stays one.
"""

from __future__ import annotations

import re
from functools import lru_cache

from assistant.nlu.normalize import strip_accents
from assistant.nlu.values import (
    BAR_WORDS, GAUGE_REACHES, entity_value, gauge_level_said, gauge_move, is_decrease,
    synonym_tables,
)
from hades_core.systems import system_key
from hades_core.systems.errors import UnknownSystemError

_ENDINGS = ("eraient", "eront", "aient", "erons", "erez", "ions", "iez", "ent", "ons", "ez",
            "ait", "er", "ir", "es", "e", "s", "t")
"""Conjugation endings, longest first."""
MIN_STEM = 4
_OPTION_SPLIT = re.compile(r"\s*(?:,|\bet\b|\bou\b)\s*")
_OPTIONS_END = re.compile(r"\b(?:pour|s'il te plaît|s il te plait|stp|tire au sort|tire|au hasard"
                          r"|choisis|choisit|décide|decide)\b.*$|[?.!]")
ARTICLES = frozenset({"le", "la", "les", "l", "un", "une", "des", "du", "mon", "ma", "son", "sa",
                      "notre", "leur", "ce", "cette"})
TRAIT_MARKERS = ("trait", "traits", "talent", "defaut")
_TRAIT_STOP = frozenset({"a", "pour", "chez"})
"""A name follows these after a trait's name (« à Bob »); « au » never comes before a name
(« contact au caravansérail » is one trait)."""
_BEFORE_A_NOUN = frozenset({"la", "le", "les", "l", "un", "une", "des", "deux", "trois", "2",
                            "3"})
_TRAIT_FLAGS = frozenset({"ephemere", "negatif", "negative", "temporaire", "provisoire",
                          "nouveau", "heroique", "mythique", "le", "la", "les", "l", "un", "une",
                          "de", "d", "du"})


def _key(text: str) -> str:
    return strip_accents(text).lower().replace("'", " ")


def verb_stem(word: str) -> str:
    """``word`` without its conjugation ending, keeping at least four letters."""
    for ending in _ENDINGS:
        if word.endswith(ending) and len(word) - len(ending) >= MIN_STEM:
            return word[: -len(ending)]
    return word


@lru_cache(maxsize=1)
def _action_stems() -> dict[str, str]:
    return {verb_stem(form): action for form, action in synonym_tables().action_types.items()}


def action_type_from_words(text: str) -> str | None:
    """The action type of the first word whose stem is the stem of a listed verb or noun."""
    stems = _action_stems()
    for word in _key(text).split():
        found = stems.get(verb_stem(word))
        if found is not None:
            return found
    return None


_BEFORE_A_VERB = frozenset({"va", "vais", "vas", "vont", "allait", "allais", "plus", "pas", "jamais",
                            "peut", "peux", "doit", "dois", "pourra", "faut", "veut", "sans"})
_INFINITIVE = re.compile(r"(?:er|ir|oir|re)$")
"""« elle va plus pouvoir tenir son chapelet »: the verb, not the gauge « pouvoir »."""
_ARTICLES = frozenset({"le", "la", "les", "l", "un", "une", "ce", "cette", "mon", "ma", "ton", "ta"})
"""« ah la pauvre », « le blessé »: someone named by a state, not the gauge of that state."""


def gauge_from_words(text: str) -> str | None:
    """The gauge one of whose known forms is said, or the noun said after « barre(s) de » or
    « jauge de » (« une barre de froid », « la jauge d'asphyxie ») or before its bars in a
    clause of its own (« vertige deux barres »), or someone's noun said to
    reach a level (« le stress de Lothaire passe à deux »): a gauge of the table's own, which
    the rules let the Destinée create."""
    gauges = synonym_tables().gauges
    words = re.findall(r"[a-z]+", _key(text))
    known = next((gauges[word] for index, word in enumerate(words) if word in gauges
                  and not (index and words[index - 1] in _BEFORE_A_VERB
                           and _INFINITIVE.search(word))
                  and not (index and words[index - 1] in _ARTICLES
                           and _key(gauges[word]) != word)), None)
    if known is not None:
        return known
    named = _NAMED_GAUGE.search(text.lower()) or _GAUGE_WITH_ITS_BARS.match(text.lower().strip())
    if named:
        return named.group(1)
    reaches = GAUGE_REACHES.search(" ".join(_key(text).replace("'", " ").split()))
    return reaches.group("gauge") if reaches else None


_CLAUSE_BREAK = re.compile(r"[,;:!?.…]|(?<=\s[0-3])\s+(?=(?:le|la|les|l'|il|elle|ils|elles|on"
                           r"|son|sa|ses|c'|ça|ca)\b)")
"""Where a clause ends: a stop, or, in speech written without commas, a level followed by a
new subject (« jerome est blesse 2 le troll lui est tombe dessus »)."""


_BARS_ALONE = re.compile(r"^(?:une?|deux|trois|[0-3]) (?:barres?|crans?)\W*$")
"""A clause that only counts bars (« …, il a peur, deux barres »): the level of the gauge said
in the clause before."""


def gauge_clause(text: str) -> str | None:
    """The first clause that names a gauge with its level or its move (« Aurélien est blessé
    deux, le plafond lui tombe dessus » → « Aurélien est blessé deux »), or ``None``. The
    narration around a gauge's change is no part of it: « un éclat de roche lui entaille le
    front » must not move the gauge a second time, nor « moins » in a later clause lower it.
    A clause that counts bars wins over a verb of the story before it (« Bénédicte s'épuise à
    tourner la meule, une barre de fatigue pour elle » is one bar, not « épuisée »); bars said
    alone go with the gauge just named (« il a peur, deux barres »)."""
    clauses = [clause.strip() for clause in _CLAUSE_BREAK.split(text)]
    clauses = [f"{clause}, {following}" if gauge_from_words(clause)
               and _BARS_ALONE.match(following) else clause
               for clause, following in zip(clauses, [*clauses[1:], ""])]
    said = [clause for clause in clauses
            if gauge_from_words(clause) and (gauge_level_said(clause) is not None
                                             or gauge_move(clause))]
    counted = [clause for clause in said
               if BAR_WORDS & set(_key(clause).replace("'", " ").split())]
    return (counted or said or [None])[0]


_GAUGE_WITH_ITS_BARS = re.compile(r"([a-zà-öø-ÿ]{3,}) (?:[0-3]|une?|deux|trois) (?:barres?|crans?)"
                                  r"(?: (?:pour|a|à) [a-zà-öø-ÿ][a-zà-öø-ÿ'-]*"
                                  r"(?: [a-zà-öø-ÿ][a-zà-öø-ÿ'-]*)?)?\W*$")
"""A clause that is a gauge's name and its bars, nothing else but whose they are (« …, vertige
deux barres », « soif une barre pour Ysé-Marguerite »): a gauge of the table's own, as the
bookkeeping says it."""
_NAMED_GAUGE = re.compile(r"\b(?:barres?|jauge|crans?) (?:de |d'|d’|du )(?!la\b|le\b|les\b|sa\b|"
                          r"son\b|ses\b|plus\b|moins\b|trop\b|\d)([a-zà-öø-ÿ]+)")


_CHOICE = re.compile(r"\bchoix\s*[:,]?\s+(.+)$")
_OR = re.compile(r"\s*(?:,|\bou\b|\bou bien\b)\s*")


def _choice_options(lowered: str) -> list[str]:
    """« jet de choix : fuir ou parler au spectre »: the options after « choix », split at
    « ou » and commas only (each option may be several words)."""
    said = _CHOICE.search(lowered.strip())
    if said is None:
        return []
    rest = _OPTIONS_END.sub("", said.group(1)).strip(" .!?")
    options = [option.strip() for option in _OR.split(rest) if option.strip()]
    return options if len(options) >= 2 else []


_YES_OR_NO = re.compile(r"\boui ou non\b")
"""A closed question asked to the oracle (« oracle oui ou non, le sonneur est complice ? »):
a choice between « oui » and « non », one die each (the rules' jet de choix)."""


def options_from_words(text: str) -> list[str]:
    """The options said after « entre » or « parmi » (« entre la grotte, le marais et la
    forêt »), or after « choix » with « ou » (« jet de choix : fuir ou parler »), or « oui »
    and « non » for a question asked « oui ou non » (:data:`_YES_OR_NO`); an article opens a
    new option (« parmi le loup le corbeau et l'ours ») unless a preposition stands before it
    (« la tour de la reine » is one)."""
    lowered = f" {text.lower()} "  # accents kept: said back
    starts = [lowered.find(marker) for marker in (" entre ", " parmi ")]
    if all(start < 0 for start in starts):
        return _choice_options(lowered) or (["oui", "non"] if _YES_OR_NO.search(lowered) else [])
    found = [start for start in starts if start >= 0]
    if not found:
        return []
    rest = lowered[min(found):].split(None, 1)[1] if lowered[min(found):].split() else ""
    rest = _OPTIONS_END.sub("", rest).strip()
    options: list[str] = []
    for piece in (piece for piece in _OPTION_SPLIT.split(rest) if piece):
        words = piece.split()
        # « nord sud est et ouest »: bare words in a row are options of their own; a piece
        # with an article (« le vieux prêtre ») is one option, or one per article.
        options.extend(words if not ARTICLES & {_elided(word) for word in words}
                       else _split_at_articles(words))
    return options


_OPENING_ARTICLES = frozenset({"le", "la", "les", "l", "un", "une"})
_PREPOSITIONS = frozenset({"de", "d", "du", "des", "à", "a", "au", "aux", "par", "pour", "sur",
                           "sous", "dans", "avec", "en", "vers", "chez"})


def _elided(word: str) -> str:
    """« l'ours » → « l », the article it opens with; other words as they are."""
    return word.split("'", 1)[0] if "'" in word else word


def _split_at_articles(words: list[str]) -> list[str]:
    """One option per article that opens a noun phrase (module docstring of the caller)."""
    options: list[list[str]] = []
    for word in words:
        opens = (_elided(word) in _OPENING_ARTICLES and options
                 and _elided(options[-1][-1]) not in _PREPOSITIONS)
        if opens or not options:
            options.append([word])
        else:
            options[-1].append(word)
    return [" ".join(option) for option in options]


def trait_from_words(text: str) -> str | None:
    """The words after « trait », « talent » or « défaut », without flags and articles, up to
    « pour », a comma, or « à » before a name (« à » before an article or a number is part of
    it). Before the name, an adverb (« un défaut aussi, dette envers la guilde ») and the
    owner after « à » or « pour » (« un défaut à Ambroise, arachnophobe ») are passed over,
    and so are the break after them and the owner said again (« un défaut pour Anne-Gaëlle
    elle entend des voix »); « a » without its accent opens a name said as a clause (« le trait
    a lu le registre des morts »)."""
    said = _SAID_OR_BREAK.findall(text.lower())  # accents and elisions kept: said back
    words = [_key(word.rstrip("'’")) for word in said]
    start = next((index for index, word in enumerate(words) if word in TRAIT_MARKERS), None)
    if start is None:
        return None
    named: list[int] = []
    index = start + 1
    while index < len(words):
        following = words[index + 1] if index + 1 < len(words) else ""
        if not named and (words[index] in _CLAUSE_MARKS or words[index] in ADVERBS_BEFORE_A_TRAIT
                          or (words[index] in _OWNERS_PRONOUNS and following
                              and following not in _AFTER_THE_OWNER)):
            index += 1  # « un défaut pour Anne-Gaëlle, elle entend des voix »: her, again
            continue
        if not named and words[index] in _TRAIT_STOP and said[index] != "a" \
                and following not in _BEFORE_A_NOUN and following not in _CLAUSE_MARKS:
            index += 2  # « un défaut à Ambroise, arachnophobe »: its owner first
            continue
        if words[index] in _CLAUSE_MARKS or (
                named and words[index + 1:index + 3] in (["la", "fiche"], ["sa", "fiche"])):
            break  # « le défaut peur des rats, il y en a partout », « … sur la fiche de X »
        if named and words[index] in _TRAIT_STOP and (words[index] != "a"
                                                      or following not in _BEFORE_A_NOUN):
            break  # « le trait épée à Bob », « … pour la session », but « hache à deux mains »
        if named or words[index] not in _TRAIT_FLAGS:  # flags and articles only before it
            named.append(index)
        index += 1
    while named and words[named[-1]] in _TRAIT_FLAGS:  # « le trait charme éphémère »
        named.pop()
    name = " ".join(said[index] for index in named).replace("' ", "'").replace("’ ", "’")
    return name.strip(" .,;:!?…") or None


_OWNERS_PRONOUNS = frozenset({"il", "elle"})
"""The owner said again before a trait told as what they do (« … elle entend des voix »)."""
_AFTER_THE_OWNER = frozenset({"est", "a", "etait", "avait"})
"""« elle est recherchée … », « il a peur … »: read whole, the state said of its owner."""
ADVERBS_BEFORE_A_TRAIT = frozenset({"aussi", "encore", "egalement", "donc", "alors", "en", "plus",
                             "lui", "bien", "ensuite"})
"""Adverbs said between « défaut » or « trait » and its name (« un défaut aussi, … »)."""


_NAMED_AFTER_ITS_OWNER = re.compile(
    r"\b(?:d[ée]faut|trait)s? (?:pour |à |a |de |d')[^\W\d_][\w-]*\s*:\s*(?P<name>[^,.;!?]+)"
    r"|\bfiche (?:de |d')[^\W\d_][\w-]*\s*[:,]\s*(?P<listed>[^,.;!?]+)"
    r"|\b(?:ajoute|rajoute|note|écris|ecris|inscris)[sz]? (?P<before>[^,.;:!?]+?)"
    r" (?:à|a|sur|dans) (?:la|sa) fiche\b"
    r"|\b(?:ajoute|rajoute|note|écris|ecris|inscris)[- ]lui "
    r"(?!(?:le|un|ce|son|ton|ça|ca|cela) (?:trait|d[ée]faut)?\s*[,.;!?]*$)(?P<lui>[^,.;!?]+)")
"""« note un défaut pour Maïwenn : hantée », « note sur la fiche de Josué : ami des morts »,
« ajoute ruban bleu à la fiche de Bénédicte », « note-lui respect de la garde »: the trait
said after its owner's colon, before the sheet it is written on, or after « lui »."""
_SAID_AS_A_TRAIT = re.compile(r"^(?:(?:le|un|son|nouveau|ce) )*(?:trait|d[ée]faut)s? ")


_SAID_AS_SUCH = re.compile(r"\b(?:note|met|mets|ajoute|[ée]cri|inscri|gagne|r[ée]cup[èe]re"
                           r"|obtien|prend)[sztd]?"
                           r"(?:-lui| lui| à [^\W\d_][\w-]*| a [^\W\d_][\w-]*)?"
                           r" (?P<as>[^,.;!?]+?) comme (?:un )?(?:d[ée]faut|trait)\b")
"""« note-lui endetté comme défaut, il doit de l'argent à la guilde », « mets-lui mal de mer
comme défaut », « Héloïse gagne le trait claustrophobe comme défaut »: the trait said before
« comme défaut », whatever story follows the word « défaut »."""


def trait_said_as_such(text: str) -> str | None:
    """The trait said before « comme défaut » or « comme trait » (:data:`_SAID_AS_SUCH`), the
    adverb before it left out (« note-lui aussi peur des requins comme défaut »)."""
    found = _SAID_AS_SUCH.search(text.lower())
    if found is None:
        return None
    said = _SAID_AS_A_TRAIT.sub("", _ADVERB_FIRST.sub("", found.group("as").strip()))
    return said or None


_ADVERB_FIRST = re.compile(r"^(?:aussi|encore|en plus|également|egalement|alors|donc|du coup)\s+")


_WRITTEN_BACK = re.compile(
    r"(?P<told>[^,;:.]+)[,;:]\s*(?:et\s+)?(?:note|écris|ecris|ajoute|inscris|mets)[sz]?[- ]"
    r"(?:le|la|les|lui)\b(?:\s+(?:le trait|comme (?:un )?(?:trait|d[ée]faut)"
    r"|(?:à|a|sur|dans) (?:la|sa) fiche(?: (?:de |d')[^\W\d_][\w-]*)?))?\s*[.!]*$")
_THING_TOLD = re.compile(r"(?:^|\s)(?:le|la|les|l'|l’|un|une|son|sa|ses|leur|leurs)\s*"
                         r"(?P<thing>[^\W\d_][^,;:.]*)$")
"""« Jérôme a trouvé la carte de l'abbaye, écris-la comme trait », « Anaëlle repart avec
l'amulette de la comtesse, note-lui le trait »: the trait is the thing the clause before
names (its first noun phrase after the subject)."""


_THING_WORDS = 5
"""At most this many words name a thing written as a trait (« amulette de la comtesse »)."""


def trait_written_back(text: str) -> str | None:
    """The trait an order to write « it » down refers back to (:data:`_WRITTEN_BACK`), or
    ``None``."""
    found = _WRITTEN_BACK.search(text.lower())
    if found is None:
        return None
    told = found.group("told").split()
    for start in range(1, len(told)):
        thing = _THING_TOLD.match(" " + " ".join(told[start:]))
        if thing is not None and len(thing.group("thing").split()) <= _THING_WORDS:
            return thing.group("thing").strip()
    return None


def trait_said_with_its_owner(text: str) -> str | None:
    """The trait of a sentence that names its owner first (:data:`_NAMED_AFTER_ITS_OWNER`)."""
    found = _NAMED_AFTER_ITS_OWNER.search(text.lower())
    if found is None:
        return None
    name = next(filter(None, found.group("name", "listed", "before", "lui")), "").strip()
    return _SAID_AS_A_TRAIT.sub("", name) or None


_STRUCK_FROM_SHEET = re.compile(
    r"\b(?:raye|rayez|retire|retirez|enleve|enlevez|efface|effacez|supprime|supprimez|barre"
    r"|barrez)\b (?:le trait |le defaut |son trait |son defaut )?"
    r"(?:(?:le|la|les|l|son|sa|ses|ce|cette) )?(?P<trait>[^,;:.!?]+?) "
    r"(?:de|d) (?:sa|la|leur|ta) fiche(?: (?:de|d) (?P<owner>[^\W\d_][\w-]*))?\s*(?:[,;:.!?].*)?$")


def trait_struck_from_sheet(text: str) -> tuple[str, str | None] | None:
    """« raye noble de sa fiche », « enlève dette envers le capitaine de sa fiche », « raye
    colérique de la fiche de Tancrède », « raye la lanterne de la fiche de Noémie, elle l'a
    laissée tomber »: the trait struck off a sheet (its article left out, its reason after a
    comma) and, when said, whose
    sheet it is (accents as said); ``None`` when the sentence does not say it so."""
    said = " ".join(text.lower().replace("’", "'").split())
    found = _STRUCK_FROM_SHEET.search(strip_accents(said).replace("'", " "))
    if found is None:
        return None
    trait = said[found.start("trait"):found.end("trait")]
    if trait.strip(" '") in _OBJECT_PRONOUNS:
        return None  # « raye le de sa fiche », a recogniser's « raye-le »: named before
    owner = said[found.start("owner"):found.end("owner")] if found.group("owner") else None
    return trait, owner


_OBJECT_PRONOUNS = frozenset({"le", "la", "les", "l"})


_SAID_WORD = re.compile(r"[^\s'’.,;:!?…]+['’]|[^\s'’.,;:!?…]+")
"""A word as said: « d' » keeps its apostrophe (« clé d'os »), punctuation is no word."""
_SAID_OR_BREAK = re.compile(_SAID_WORD.pattern + r"|[,;:]")
_CLAUSE_MARKS = frozenset({",", ";", ":"})


DICE_LETTER = {"des": "d", "de": "d"}
"""« deux d six » arrives as « 2 dés 6 » (the « 4d » shorthand is read as dice)."""


def system_from_words(text: str) -> str | None:
    """The game named by one to three consecutive words (« fate », « deux d six », « 369 »)."""
    words = [DICE_LETTER.get(word, word) for word in re.findall(r"[\w-]+", _key(text))]
    for size in (3, 2, 1):
        for start in range(len(words) - size + 1):
            try:
                return system_key(" ".join(words[start:start + size]))
            except UnknownSystemError:
                continue
    return None


GOING_TO = re.compile(r"\b(?:à|a|au|aux|en|sur|avec)\s+(?=((?:[\w-]+\s*){1,3}))")
"""A preposition and the words of a game gone to (« on passe au 2D6 », « passe la table en
fate », « on finit par le duel en trois six neuf »)."""


_GAME_ANNOUNCED = re.compile(r"\b(?:ce soir|cette fois(?: ci)?|aujourd hui|maintenant|desormais"
                             r"|dorenavant|pour la suite)\s*,?\s*c est (?:du |de la |le |la |les |l )?"
                             r"(?=((?:[\w-]+\s*){1,3}))|\bplace (?:a|au|aux) (?=((?:[\w-]+\s*){1,3}))")
"""The evening's game announced (« allez, on laisse HaDes, ce soir c'est Fate », « place aux
krâsses »): a switch said without its verb."""


def game_announced(text: str) -> str | None:
    """The game the words announce the table plays from now on (:data:`_GAME_ANNOUNCED`),
    unless they ask it, or ``None``."""
    key = _key(text)
    if "?" in key:
        return None
    for found in _GAME_ANNOUNCED.finditer(key):
        for words in found.groups():
            game = system_from_words(words) if words else None
            if game is not None:
                return game
    return None


_TAKEN_OUT = re.compile(r"\b(?:(?:res)?sor(?:s|t|tez|tons|tir)|repren(?:d|ds|ez|ons|dre))\s+"
                        r"(?:les |le |la |l |mes |ma |mon |tes |ta |nos |vos )?(?:fiches? |des "
                        r"|dés |regles |règles |livres? )?(?:de |d |du )?(?=((?:[\w-]+\s*){1,3}))")
"""A game's things taken out (« on range Fate et on ressort les fiches hadès », « pour la
suite je ressors ma fiche HaDes »): the game gone to."""


_THINGS = re.compile(r"\b(?:fiches?|dés|des|regles|règles|livres?)\b")
"""A game's things, taken out: the game gone to whatever else the sentence names (« l'enquête
en 2D6 c'est bouclé, pour la suite je ressors ma fiche HaDes »)."""


def system_gone_to(text: str) -> str | None:
    """The game said after a verb of switching (« on range les fiches hadès, ce soir on joue
    aux krâsses » goes to krâsses, not to the HaDes it leaves), taken out (« on range Fate et
    on ressort les fiches hadès », first of all when its things are named) or announced (« on laisse HaDes, ce soir c'est Fate »), or
    ``None``."""
    announced = game_announced(text)
    if announced is not None:
        return announced
    things = [found for found in _TAKEN_OUT.finditer(text.lower()) if _THINGS.search(found[0])]
    for found in [*things, *GOING_TO.finditer(text.lower()), *_TAKEN_OUT.finditer(text.lower())]:
        game = system_from_words(found.group(1))
        if game is not None:
            return game
    return None


def system_switched_to(text: str) -> str | None:
    """The game a switch goes to (:func:`system_gone_to`), else the one game named."""
    return system_gone_to(text) or system_from_words(text)


ODDS_WORDS = ("chances", "proba", "pourcentage")
"""Stems that make a sentence a question about the odds."""


_PER_CENT = re.compile(r"\b(?:pour|sur) (?:cent|100)\b|%|\bcombien de fois\b")


_ASKED_AGAIN = re.compile(r"^\s*et\b(?!.*\b(?:lance|lances|lancez|jette|roule|tire)\b)[^?]*\?\s*$")
"""« et Bon contre Excellent ? »: a throw asked as a question after another, without a verb
of throwing: its chances, never the throw."""


_WHAT_IT_GIVES = re.compile(r"\b(?:ca|cela) (?:donne|fait) (?:quoi|combien)\b"
                            r"[^?]*\?|^(?:(?:et|bon|alors|euh) )*(?:ca|cela)"
                            r" (?:donne|donnerait) (?:quoi|combien)\b|\b(?:ca|cela) (?:donnerait"
                            r"|donnait|aurait donne|ferait|faisait|aurait fait) (?:quoi|combien)\b")
"""« ça donne quoi, compétence cinq en ardue ? »: the chances asked in passing, of a roll said
with its numbers or « contre » (« ça donne quoi pour elle, ce résultat ? » asks the meaning);
said first, it asks without its « ? » (« ça donne quoi compétence six en simple »), and so
does a throw that is only supposed (« et trois contre quatre ça aurait donné quoi »)."""


def asks_for_odds(text: str) -> bool:
    """Tell whether the words ask for the chances of a throw rather than for the throw
    (« pour cent » said in two words too, which the numbers turn into « pour 100 », « sur
    cent », « combien de fois »; « et Bon contre Excellent ? »; « ça donne quoi, … ? »)."""
    key = _key(text)
    gives = _WHAT_IT_GIVES.search(key) is not None and bool(re.search(r"\d| contre ", key))
    return bool(_PER_CENT.search(key) or _ASKED_AGAIN.match(key) or gives) \
        or any(word.startswith(ODDS_WORDS) for word in key.split())


_DESTIN_AMOUNT = re.compile(r"\b(?:de|d|du) (\d+|un|une) (?:points?|crans?)\b|\bdestin (?:plus|moins) "
                            r"(\d+)\b|(?<=\bdestin )(?:de|d) (\d+|un|une)(?=\s*(?:[,.;!?]|$)|\s+"
                            r"(?:allez|bon|et|hein|voila|parce|car|on|ils|elles?|je|quand)\b)")
"""« monte le destin d'un point », « destin moins deux », « je baisse le destin d'un », « je
remonte le destin de un allez on avance »."""


def destin_amount_from_words(text: str) -> int | None:
    """How much a Destin adjustment said by its own words moves it (« monte le destin d'un
    point » → 1, « destin moins deux » → −2), or ``None`` when no amount is said (« monte le
    destin »: the assistant asks how much). The sign is « plus » or « moins » when said, else
    the verb before the amount: the words after it tell the story (« tête baissée »)."""
    key = _key(text).replace("'", " ")
    said = _DESTIN_AMOUNT.search(key)
    if said is None:
        return None
    if said.group(2):  # « destin plus un, ils foncent tête baissée »: the sign is said
        return -int(said.group(2)) if said.group(0).split()[1] == "moins" else int(said.group(2))
    counted = said.group(1) or said.group(3)
    amount = 1 if counted in ("un", "une") else int(counted)
    return -amount if is_decrease(key[:said.end()].split()) else amount


_DISTANCE_QUESTIONS = (
    ("qui", re.compile(r"\b(?:un )?(?:allie|ami) ou (?:un )?ennemi\b")),
    ("quand", re.compile(r"\b(?:maintenant ou plus tard|avant ou apres)\b")),
    ("combien", re.compile(r"\bbeaucoup ou (?:un )?peu\b|\bpeu ou beaucoup\b")),
    ("ou", re.compile(r"\b(?:proche ou loin|loin ou (?:pres|proche))\b"
                      r"|^c est (?:encore |deja )?(?:loin|proche|pres) (?:d ici )?(?:le|la|les|l)\b"
                      r"|^est ce que (?:le|la|les|l) [^,.;]*\b(?:est|sont) (?:encore |deja )?"
                      r"(?:loin|proche|pres)\b"
                      r"|\bou (?:elle|il|ils|elles) (?:est|sont) (?:encore |deja )?"
                      r"(?:loin|proche|pres)\b")),
)
"""A question of the jet de distance said by its alternatives (« le village il est proche ou
loin », « ils arrivent maintenant ou plus tard », « allié ou ennemi ») or opened as a question
(« c'est loin la tour ? », « est-ce que le guetteur est loin d'ici »; not « c'est loin chez
toi ? », nor « tôt ou tard »): its category."""


def distance_question(text: str) -> str | None:
    """The category (``qui``, ``quand``, ``combien``, ``ou``) of a question the jet de distance
    answers, read from how it is asked; ``None`` otherwise."""
    key = " ".join(_key(text).replace("'", " ").replace("-", " ").split())
    key = re.sub(r"^(?:euh |bon |alors |dis moi |et )+", "", key)
    return next((category for category, said in _DISTANCE_QUESTIONS if said.search(key)), None)


_QUESTION_WORDS = (
    ("ou", re.compile(r"\boù\b")),
    ("quand", re.compile(r"\bquand\b")),
    ("combien", re.compile(r"\bcombien\b")),
    ("qui", re.compile(r"(?:^|[,;:?] ?|\bc'est |\bc est )qui\b")),
)


def question_word(text: str) -> str | None:
    """The category of the one interrogative word said beside an order (« c'est qui qui a
    allumé ces cierges, fais un jet de distance », « la sauge elle pousse où, fais un jet
    de distance »): « où » with its accent (« ou » is « or »), « quand », « combien », or
    « qui » opening a clause or after « c'est » (« le garde qui dort » asks nothing); ``None``
    when none or several are said."""
    said = text.lower().replace("’", "'")
    found = [category for category, word in _QUESTION_WORDS if word.search(said)]
    return found[0] if len(found) == 1 else None


_WHICH = re.compile(r"\b(?:quel|quelle|quels|quelles)\s+(?:\w+\s+){0,2}?(\w+)|\bdonne moi une?\s+(\w+)"
                    r"|\btire moi une?\s+(\w+)|\bde quel cote\b")


_DIRECTION_TABLE = re.compile(r"\bdirection,? (?:table )?direction\b"
                              r"|\btable (?:de |des )?directions?\b|\bpar ou\b|\bquelle direction\b")
"""The table « Direction » of the jet de direction named after the oracle, or asked « par où »."""


def direction_asked(text: str) -> str | None:
    """The table of the jet de direction a question names by asking for one of its items
    (« dans quelle pièce de la maison », « quelle partie du corps », « donne-moi une attitude »,
    « de quel côté part le tunnel »): its category, or ``None``."""
    key = " ".join(_key(text).replace("'", " ").replace("-", " ").split())
    if _DIRECTION_TABLE.search(key):
        return "direction"  # « jet de direction direction : par où je m'enfuis ? »
    for found in _WHICH.finditer(key):
        if found.group(0) == "de quel cote":
            return "direction"
        word = next(group for group in found.groups() if group)
        category = entity_value("category", word)
        if category is None and "partie du corps" in key:
            category = "corps"
        if category is not None:
            return str(category)
    return None
