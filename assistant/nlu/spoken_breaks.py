"""Clause breaks a speech recogniser never writes, put back where French grammar marks them.

Vosk prints a whole sentence in lower case without a single comma: « tancrede force la porte
avec son pied de biche il est costaud en face la porte est en chêne massif elle est barrée et
il fait noir ». A writer would have cut it into clauses, and every reader after this one (talk
about the game, the sides of a roll, a gauge said in its own clause) reads clauses. French
marks a new clause by its subject pronoun: « il », « ils », « on », « je », « tu » are never
anything else, and « elle », « elles » are when a verb or a clitic follows them. So a comma is
put before each such pronoun, unless the word before it already joins the clause to the one
before (« et », « que », « si », « quand »…) or makes the pronoun the object of a preposition
(« avec elle », « contre elle »); before « en face », which opens the other side of a roll;
and before another game's bonus said after a story (« … dans un cirque plus quatre contre
ardu »).

Only a transcript is read so: a line with no punctuation inside it (a final « ? » or « ! »
aside). Typed text keeps the breaks its writer chose.
"""

from __future__ import annotations

import re

from assistant.nlu.talk import FAR_TIME_MARKERS
from hades_core.names import fold

SUBJECTS = frozenset({"il", "ils", "on", "je", "tu"})
"""Pronouns that are always subjects, hence open a clause."""
STRESSABLE = frozenset({"elle", "elles"})
"""Pronouns that are subjects only when a verb or a clitic follows (« elle est », not « c'est
elle qui »)."""
JOINED_BEFORE = frozenset({
    "que", "qu'", "si", "s'", "quand", "lorsque", "lorsqu'", "comme", "parce", "puisque",
    "puisqu'", "où", "ou", "dont", "et", "mais", "donc", "car", "puis", "or", "ni", "pour",
    "sans", "afin", "avant", "après", "dès", "tant", "alors", "quoi", "avec", "contre", "à", "de",
    "d'", "sur", "chez", "vers", "derrière", "devant", "entre", "par", "selon", "sinon", "est-ce",
    "voilà", "bon", "ben", "bah", "euh", "oui", "non", "ok", "allez", "hein", "enfin", "bref",
    "plus", "coup", "ensuite", "aussi", "même", "surtout", "pourtant", "cependant", "justement",
    "genre", "franchement", "bien", "là",
    "fois", "hier", "dernière", "dernier", "passée", "passé", "jour", "jours", "soir", "matin",
    "semaine", "an", "ans", "année", "mois", "autrefois", "temps", "époque",
})
"""Words after which a pronoun goes on with the clause said (« et il », « qu'il », « avec
elle », « en plus elle », « du coup il »), or with the time said before it (« la dernière
fois on a raté », « la semaine dernière il avait »): no break is put there."""
NOT_A_VERB_AFTER = frozenset({
    "qui", "que", "qu'", "aussi", "même", "et", "ou", "mais", "de", "d'", "à", "avec", "pour",
    "contre", "sur", "dans", "non", "seule", "seules", "toute", "toutes", "là", "ici",
})
"""Words after « elle » that make it a stressed pronoun, not a subject (« c'est elle qui »)."""
_INSIDE = re.compile(r"[,;:.…]|\s[?!]\s|[?!]\s+\S")
"""Punctuation inside a line: the line was typed, with its writer's breaks."""


def is_transcript(text: str) -> bool:
    """Whether ``text`` reads as a speech recogniser prints it: no punctuation inside."""
    return not _INSIDE.search(text.strip().rstrip("?! "))


def with_spoken_breaks(text: str) -> str:
    """``text`` with a comma before each clause its subject pronoun opens, before « en face »
    and before another game's bonus (module docstring); ``text`` unchanged when it was typed
    with punctuation. A clause that says a time long gone (« la dernière fois à fate j'ai
    sorti … ») is not cut: the time is the whole sentence's."""
    if not is_transcript(text):
        return text
    words = text.split(" ")
    marked: list[str] = []
    clause: list[str] = []
    for index, word in enumerate(words):
        if index and marked[-1] not in JOINED_BEFORE and _opens_a_clause(words, index) \
                and not _far_in_time(clause):
            marked[-1] += ","
            clause = []
        marked.append(word)
        clause.append(word)
    return " ".join(marked)


def _far_in_time(clause: list[str]) -> bool:
    said = f" {fold(' '.join(clause)).replace(chr(39), ' ')} "
    return any(f" {marker} " in said for marker in FAR_TIME_MARKERS)


def _opens_a_clause(words: list[str], index: int) -> bool:
    """Whether the word at ``index`` opens a clause (module docstring)."""
    word = words[index]
    following = words[index + 1] if index + 1 < len(words) else None
    if word in SUBJECTS or word.startswith("j'"):
        return following is not None
    if word in STRESSABLE:
        return following is not None and following not in NOT_A_VERB_AFTER
    if word == "en" and following == "face":  # « … en face c'est mort » goes on: a judgement
        return index + 2 < len(words) and words[index + 2] not in ("c'est", "ça", "ca")
    return word in ("plus", "moins") and following is not None and following.isdigit() \
        and "contre" in words[index + 2:index + 3] and words[index - 1] not in THROWING
    # « il a grandi dans un cirque plus 4 contre ardu »; « destin plus 1 » is one order


THROWING = frozenset({"lance", "lancent", "lances", "lancer", "jette", "jettent", "roule", "fait",
                      "fais", "à", "a", "au", "de", "en", "contre", "solde", "bonus",
                      "est", "sont", "avec", "reste", "vaut"})
"""Words after which a bonus belongs to the clause said (« il lance plus 4 », « solde plus 3 »)."""


CLITICS = ("l'", "la", "le", "les", "lui", "leur", "se", "s'", "y", "en", "ne", "n'", "me", "m'",
           "te", "t'", "nous", "vous")
"""Words between a subject and its verb (« clothilde l'affronte »)."""


def with_named_breaks(text: str, names: list[str], verbs: frozenset[str] = frozenset()) -> str:
    """``text`` with a stop before a known name that opens a sentence of its own, the
    recogniser having written none (« … il connaît la maison par cœur clothilde l'affronte avec
    son exorcisme »): the name follows a word that does not join it to what was said (not
    « et », « à », « avec »…, nor a break already) and its verb follows it, at once or after its
    clitics (``verbs``: the words spaCy read as verbs, folded)."""
    if not names:
        return text
    keys = {fold(name) for name in names}
    words = text.split(" ")
    marked: list[str] = []
    for index, word in enumerate(words):
        previous = marked[-1] if marked else ""
        if index and fold(word) in keys and previous[-1:] not in (",", ";", ":", ".") \
                and previous not in JOINED_BEFORE and _verb_follows(words[index + 1:], verbs):
            marked[-1] += " ;"
        marked.append(word)
    return " ".join(marked)


def _verb_follows(after: list[str], verbs: frozenset[str]) -> bool:
    """Whether the words ``after`` a name start with its verb: a word spaCy read as a verb, or
    any word after a clitic (« clothilde l'affronte », « lénaïg se cache »)."""
    clitics = False
    for word in after:
        clitic, _, verb = word.rpartition("'")
        if clitic and verb:  # « l'affronte »: an elided clitic, then the verb
            return True
        if word not in CLITICS:
            return clitics or fold(word) in verbs
        clitics = True
    return False
