"""Clause breaks a speech recogniser never writes, put back where French grammar marks them.

Vosk prints a whole sentence in lower case without a single comma: « tancrede force la porte
avec son pied de biche il est costaud en face la porte est en chêne massif elle est barrée et
il fait noir ». A writer would have cut it into clauses, and every reader after this one (talk
about the game, the sides of a roll, a gauge said in its own clause) reads clauses. French
marks a new clause by its subject pronoun: « il », « ils », « on », « je », « tu » are never
anything else, and « elle », « elles » are when a verb or a clitic follows them; « c'est »
opens a clause too. So a comma is put before each such pronoun, unless the word before it
already joins the clause to the one before (« et », « que », « si », « quand »…) or makes
the pronoun the object of a preposition
(« avec elle », « contre elle »); before « en face », which opens the other side of a roll;
before another game's bonus said after a story (« … dans un cirque plus quatre contre
ardu »); before a gauge's level ending a story (« … tout le whisky du saloon ébriété
deux »); before « y a », « il y a » said without its « il »; before a name and its verb of
the bookkeeping ending a story (« … sur le pied dudule prend une blessure »); before bars of
a gauge counted after a story, even after a filler (« … tuile euh une barre de blessure pour
… »); before a thing's state after a story (« … il fait nuit noire là dedans le sol est
glissant »); before a thing or someone said in the past after an order (« on relance le
douanier avait pas vu … »); and before the Destinée's « destin plus un » said after talk.

Only a transcript is read so: a line with no punctuation inside it (a final « ? » or « ! »
aside). Typed text keeps the breaks its writer chose.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from assistant.nlu.names import closest_name
from assistant.nlu.talk import FAR_TIME_MARKERS
from assistant.nlu.trait_pools import STRESSED_PRONOUNS
from assistant.nlu.values import synonym_tables
from assistant.nlu.vocabulary import COMPOUND_NAME_STARTS, is_name_like
from hades_core.names import fold

SUBJECTS = frozenset({"il", "ils", "on", "je", "tu"})
"""Pronouns that are always subjects, hence open a clause."""
DEMONSTRATIVE_CLAUSES = frozenset({"c'est", "c'était"})
"""« c'est » opens a clause of its own too (« et deux pour maëlys c'est elle qui a eu
l'idée », « elle a trois en crochetage et c'est ardu »)."""
_TAKING_UP = frozenset({*DEMONSTRATIVE_CLAUSES, "c'etait"})
"""« c'est » said of the thing named just before it opens a clause with that thing (« elle a
plus peur le noye c'etait un mannequin »: the stop goes before « le noye »)."""
_DISLOCATED_ARTICLES = frozenset({"le", "la", "les"})
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
fois on a raté », « la semaine dernière il avait »): no break is put there; « quand même »
ends its clause (« une fortune à gwen quand même c'était un beau tir »)."""
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
        joined = bool(marked) and marked[-1] in JOINED_BEFORE and marked[-2:] != ["quand", "même"]
        taken_up = word in _TAKING_UP and len(marked) > 2 and not joined \
            and marked[-2] in _DISLOCATED_ARTICLES and marked[-3][-1:].isalpha()
        opens = index > 0 and ((not joined and _opens_a_clause(words, index)) or taken_up
                               or _destin_moved(words, index) or _gauge_count_opens(words, index))
        if opens and not _far_in_time(clause):
            acting = _someone_acts_on_it(words, index)
            first_half = acting and fold(words[index - 1]) in COMPOUND_NAME_STARTS and len(marked) > 1
            marked[-3 if taken_up else -2 if first_half else -1] += " ;" if acting else ","
            # « … jean ; gael l'… », « … peur, le noye c'etait … »
            clause = []  # would cut « Jean-Gaël » in two: the stop goes before « jean »
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
    if word in SUBJECTS or word.startswith("j'") or word in DEMONSTRATIVE_CLAUSES:
        return following is not None
    if word in STRESSABLE:
        return following is not None and following not in NOT_A_VERB_AFTER
    if _gauge_level_ends(words, index) or _someone_takes(words, index) \
            or _thing_is(words, index) or _someone_acts_on_it(words, index) \
            or _past_told(words, index):
        return True
    if word == "y" and following in _THERE_IS and words[index - 1] not in _BEFORE_Y:
        return True  # « … avec son deguisement y a des gardes partout »: « il y a » said short
    if word == "en" and following == "face":  # « … en face c'est mort » goes on: a judgement
        return index + 2 < len(words) and words[index + 2] not in ("c'est", "ça", "ca")
    return word in ("plus", "moins") and following is not None and following.isdigit() \
        and "contre" in words[index + 2:index + 3] and words[index - 1] not in THROWING
    # « il a grandi dans un cirque plus 4 contre ardu »; « destin plus 1 » is one order


_THERE_IS = frozenset({"a", "avait", "aura"})
_BEFORE_Y = SUBJECTS | STRESSABLE | frozenset({"n'", "ne", "ça", "ca", "l'", "qu'il", "s'il"})
"""Words after which « y a » goes on with its subject (« elle y a mis le feu »), not « il y
a » said without its « il »."""


_STORY_WORDS = 3
"""At least this many words tell a story before a gauge's level said after it."""
_NOT_BEFORE_A_LEVEL = frozenset({"est", "sont", "suis", "es", "a", "à", "au", "la", "le", "sa",
                                 "son", "ma", "mon", "ta", "ton", "sur"})
"""Words that join a gauge's name to what was said before it (« elle est blessée 2 », « mets
sa fatigue à 2 »)."""


def _gauge_level_ends(words: list[str], index: int) -> bool:
    """Whether the word at ``index`` is a gauge's name whose level ends the line after a story
    (« évariste il a bu tout le whisky du saloon ébriété 2 », « … son truc venin 1 barre »),
    or its level and whom it is for (« … le coup etait violent blessure 2 pour zephyrin-amedee »,
    « … qui ramait fatigue 2 barres pour lui »):
    its own clause, as a writer would have cut it after a comma."""
    if index < _STORY_WORDS or fold(words[index]) not in synonym_tables().gauges \
            or words[index - 1] in _NOT_BEFORE_A_LEVEL:
        return False
    level = words[index + 1:]
    owner = next((at for at in (1, 2) if level[at:at + 1] == ["pour"]), None)
    if owner is not None and ((owner == 2 and level[owner + 1:] in (
            [pronoun] for pronoun in STRESSED_PRONOUNS))
                              or (owner == 1 and 1 <= len(level[owner + 1:]) <= 2
                                  and all(is_name_like(part) for word in level[owner + 1:]
                                          for part in fold(word).split("-")))):
        level = level[:owner]  # « … le coup etait violent blessure 2 pour zephyrin-amedee »,
        # « c'est josse gatien qui ramait fatigue 2 barres pour lui » (« … en pleine poire
        # blessure 2 pour lui » is read whole: its name acts in the same sentence)
    if level[1:] in (["barre"], ["barres"]):
        if owner is None and is_name_like(fold(words[index - 1])):
            return False  # « … le corps clothilde blessure 2 barres »: its owner said before it
        level = level[:1]
    return len(level) == 1 and level[0] in ("0", "1", "2", "3")


_COUNTS = frozenset({"un", "une", "deux", "trois", "1", "2", "3"})
_FILLERS = frozenset({"euh", "bon", "ben", "bah", "allez"})


def _gauge_count_opens(words: list[str], index: int) -> bool:
    """Whether the word at ``index`` counts the bars of a gauge given to someone named after
    a story that ends on a thing (« bon elle a glisse sur la derniere tuile euh une barre de
    blessure pour maximilienne oda »): the order's own clause, after a filler or a noun and
    its determiner; never the object of a verb (« quiterie a pris deux barres de peur … »),
    nor bars given to a pronoun, which the sentence's name says. Bars ending the line or
    followed by the next clause's subject stand alone after a story's last word (« une chauve
    souris me frole le visage 2 barres de peur »)."""
    if index < _STORY_WORDS or words[index] not in _COUNTS \
            or words[index + 1:index + 3] not in (["barre", "de"], ["barres", "de"]) \
            or index + 3 >= len(words) or fold(words[index + 3]) not in synonym_tables().gauges:
        return False
    owner = words[index + 4:index + 6]
    if not owner or owner[0] in SUBJECTS | STRESSABLE:  # « … zephyrin-amand panique 2 barres
        return words[index - 1] not in _TAKING_BEFORE_BARS | DETERMINERS \
            and not words[index - 1][-1:] in (",", ";", ":", ".") \
            and (after_a_determiner(words, index - 1)  # de peur il prend le sac », « … me
                 or "-" in words[index - 2])  # frole le visage 2 barres »; never « … partout
        # clémence 2 barres de peur », its owner said before
    if owner[:1] != ["pour"] or owner[1:] == [] or owner[1] in STRESSED_PRONOUNS:
        return False  # « … son couteau une barre de blessure pour lui »: read whole
    return words[index - 1] in _FILLERS or (after_a_determiner(words, index - 1)
                                            and not _someone_takes(words, index - 1))


_TAKING_BEFORE_BARS = frozenset({
    "prend", "prends", "prennent", "pris", "prise", "a", "ai", "as", "ont", "avait", "gagne",
    "gagnes", "gagnent", "perd", "perds", "perdent", "encaisse", "encaisses", "subit", "recoit",
    "reçoit", "récupère", "recupere", "enlève", "enleve", "retire", "mets", "met", "ajoute",
    "donne", "file", "colle", "de", "à", "en", "plus", "moins", "que", "qu'", "et", "ou",
    "avec", "sans", "pour", "sur", "contre"})
"""Words after which bars of a gauge are the object of the clause (« il prend deux barres de
peur »), never a clause of their own."""


GAME_TAKINGS = frozenset({"prend", "prennent", "gagne", "gagnent", "dépense", "dépensent",
                          "perd", "perdent", "encaisse", "encaissent", "récupère"})
"""Verbs of the table's bookkeeping that a name opens after a story (« … sur le pied dudule
prend une blessure »)."""
DETERMINERS = frozenset({"le", "la", "les", "l'", "un", "une", "des", "du", "au", "aux", "son",
                         "sa", "ses", "mon", "ma", "mes", "ton", "ta", "tes", "ce", "cet",
                         "cette", "ces", "leur", "leurs", "notre", "votre", "tout"})


def _someone_takes(words: list[str], index: int) -> bool:
    """Whether the word at ``index`` is a name (no word of the commands) that opens its own
    clause after a story, its verb a verb of the bookkeeping (« la grille lui retombe sur le
    pied dudule prend une blessure ») or its gauge's bars said next (« là-dedans ça craque de
    partout clémence 2 barres de peur »); a noun after its determiner is none (« tout le
    monde prend »)."""
    following = words[index + 1:index + 3]
    takes = following[:1] != [] and following[0] in GAME_TAKINGS
    bars = len(following) == 2 and following[0].isdigit() and following[1] in ("barre", "barres")
    return index >= _STORY_WORDS and (takes or bars) and not after_a_determiner(words, index) \
        and all(is_name_like(part) for part in fold(words[index]).split("-"))  # « irénée-gaultier »


PRENOMINAL = frozenset({"dernier", "derniere", "dernière", "premier", "premiere", "première",
                        "prochain", "prochaine", "nouveau", "nouvel", "nouvelle", "autre", "seul",
                        "seule", "meme", "même"})
"""Adjectives French says between a determiner and its noun (« la dernière tuile »), never
before a name (« mon grand Théophile » is one)."""


def after_a_determiner(words: list[str], index: int) -> bool:
    """Whether the word at ``index`` follows a determiner, alone or with an adjective said
    before the noun (« le pied », « la dernière tuile »): a noun, no name."""
    before = words[max(0, index - 2):index]
    return bool(before) and (before[-1] in DETERMINERS or (
        len(before) == 2 and before[0] in DETERMINERS and before[1] in PRENOMINAL))


_ACTED_UPON = ("lui", "leur")
"""Clitics by which a name's verb acts on what the story told (« … blessé à la patte gwen lui
tire dessus »)."""


def _someone_acts_on_it(words: list[str], index: int) -> bool:
    """Whether the word at ``index`` is a name (no word of the commands) that opens its own
    sentence after a story, its verb acting on what was told (« au fond de la salle y a un
    ours il est énorme … gwen lui tire dessus avec son fusil », « … clem l'assomme »): the
    obstacle was told first, so a stop is put there, as a writer would."""
    following = words[index + 1] if index + 1 < len(words) else ""
    acts = following in _ACTED_UPON or (following.startswith(("l'", "s'")) and len(following) > 2)
    return index >= _STORY_WORDS and acts and index + 2 <= len(words) \
        and not after_a_determiner(words, index) \
        and words[index - 1] not in JOINED_BEFORE | PLACE_WORDS | SUBJECTS | STRESSABLE \
        and is_name_like(fold(words[index])) \
        and words[index] not in JOINED_BEFORE \
        and not _agrees_with_a_plural(words, index)  # « et jean eudes aussi lui … »: no name


PLURAL_DETERMINERS = frozenset({"les", "des", "ces", "mes", "tes", "ses", "nos", "vos",
                                "leurs"})


def _agrees_with_a_plural(words: list[str], index: int) -> bool:
    """Whether the word at ``index`` is the verb of the plural thing said just before it, its
    ending agreeing (« les falaises renvoient l'écho »): no name."""
    return index >= 2 and words[index - 2] in PLURAL_DETERMINERS and words[index].endswith("ent")


STATE_VERBS = frozenset({"est", "sont", "était", "étaient"})
PLACE_WORDS = frozenset({"dans", "sous", "en", "au", "aux", "du", "des", "près", "loin", "vu",
                         "malgré", "pendant", "depuis", "comme", "jusqu'à", "contre"})
"""Words after which « le sol est … » goes on with what was said (« dans la cour la porte »)."""


def _thing_is(words: list[str], index: int) -> bool:
    """Whether the word at ``index`` opens a thing's state after a story (« … il fait nuit
    noire là dedans le sol est glissant »): « le », « la », « les » or « l'… », its noun, then
    « est »; not after a word of place (« dans la cour », module docstring), nor when the
    thing was named before (« … contre le croupier avec son poker le croupier est un
    tricheur »: the obstacle told again, which the sides of the roll read whole)."""
    word = words[index]
    noun_then = index + 2 if word in ("le", "la", "les") else index + 1 \
        if word.startswith("l'") and len(word) > 2 else None
    return noun_then is not None and index >= _STORY_WORDS \
        and words[noun_then:noun_then + 1] != [] and words[noun_then] in STATE_VERBS \
        and words[noun_then - 1] not in words[:index] \
        and words[index - 1] not in PLACE_WORDS | DETERMINERS | {"face"}


PAST_AUXILIARIES = frozenset({"avait", "avaient", "n'avait", "n'avaient", "était", "étaient",
                              "etait", "etaient"})


def _past_told(words: list[str], index: int) -> bool:
    """Whether the word at ``index`` opens a thing or someone of the story said in the
    pluperfect or the imperfect after an order (« on relance le douanier avait pas vu que
    quirin etait deguise »): the reason, in its own clause."""
    word = words[index]
    noun_then = index + 2 if word in ("le", "la", "les") else index + 1 \
        if word.startswith("l'") and len(word) > 2 else None
    return noun_then is not None and index >= 2 and words[noun_then:noun_then + 1] != [] \
        and words[noun_then] in PAST_AUXILIARIES \
        and words[index - 1] not in PLACE_WORDS | DETERMINERS


STORY_ARTICLES = ("le", "la", "les", "des", "l'")
"""Articles that open a thing's own clause in a story (« le vent souffle fort »)."""


def with_story_breaks(text: str, verbs: frozenset[str], kept: Sequence[str] = ()) -> str:
    """``text`` with a stop before a thing that opens a clause of its own with its verb, the
    speaker having said no break after the words before (« théo descend en rappel avec son
    piolet le vent souffle fort », « le courant est violent des troncs dérivent partout »):
    an article, its noun, then a word spaCy read as a verb (``verbs``, folded), after a story
    of at least three words whose last word is no verb (unless « est », « a »… follows the
    noun: :data:`_SURE_VERBS`) and does not join the thing to it
    (« dans », « avec », « et »…) nor is a subject pronoun (« elle », unless a preposition
    makes it an object: « ça joue contre elle le puits est étroit »), or what a thing is after
    « est » (« la poutre est vermoulue le vent souffle fort »); an adjective may stand
    between the noun and « est », « a »… (« le moine renégat a une torche »). A thing named
    before after « contre » is the obstacle told again (« contre le croupier avec son poker le
    croupier est un tricheur »), unless « en face » came between: no stop then; one named
    otherwise opens a clause of its own (« défonce la porte … la porte est en chêne
    massif »). No stop cuts a name in ``kept`` (the sheets' traits: « ma peur des corbeaux
    joue contre moi » keeps the défaut « peur des corbeaux » whole)."""
    words = text.split(" ")
    inside = _inside_kept_names(words, kept)
    marked: list[str] = []
    for index, word in enumerate(words):
        if index >= _STORY_WORDS and index not in inside \
                and _opens_a_story_clause(words, index, verbs):
            marked[-1] += " ;"
        marked.append(word)
    return " ".join(marked)


def _inside_kept_names(words: list[str], kept: Sequence[str]) -> set[int]:
    """Indexes of ``words`` that continue one of the ``kept`` names said whole (folded, the
    punctuation around a word aside): a stop before them would cut the name."""
    folded = [fold(word.strip(",;:.!?")) for word in words]
    inside: set[int] = set()
    for name in kept:
        parts = fold(name.replace("+", " ")).split()
        for start in range(len(folded) - len(parts) + 1):
            if len(parts) > 1 and folded[start:start + len(parts)] == parts:
                inside.update(range(start + 1, start + len(parts)))
    return inside


_TAKING_A_PRONOUN = frozenset({"contre", "avec", "pour", "sans", "chez", "sur", "derrière",
                               "devant", "vers", "à", "de"})
"""Prepositions after which « elle » is the object that ends a clause (« ça joue contre elle
le puits est étroit »)."""
_COPULA_FORMS = frozenset({"est", "sont", "etait", "était", "etaient", "étaient", "semble",
                           "semblent", "reste", "restent"})
"""Forms of « être » and its kin: a participle after them is what the thing is, its clause
complete (« la poutre est vermoulue le vent souffle fort »)."""
_SURE_VERBS = frozenset({"est", "sont", "a", "ont"})
"""Verbs that make the thing before them their subject even after another verb (« elle fonce
sans regarder le renne est rapide »): no object is followed by them."""


def _opens_a_story_clause(words: list[str], index: int, verbs: frozenset[str]) -> bool:
    word, previous = words[index], words[index - 1]
    elided = word.startswith("l'") and len(word) > 2
    if word not in STORY_ARTICLES and not elided:
        return False
    noun_at = index if elided else index + 1
    stressed = previous in STRESSABLE and words[index - 2] in _TAKING_A_PRONOUN
    if noun_at + 1 >= len(words) or previous[-1:] in (",", ";", ":", ".") \
            or previous in JOINED_BEFORE | PLACE_WORDS | DETERMINERS | SUBJECTS \
            | {"face", "en", "y", "a"} or (previous in STRESSABLE and not stressed) \
            or (fold(previous) in verbs and words[noun_at + 1] not in _SURE_VERBS
                and not _attribute_said(words, index)):
        return False
    noun = words[noun_at].removeprefix("l'")
    if _taken_up_by_its_pronoun(words, index, noun_at) and fold(previous) not in verbs \
            and words[index - 2] in DETERMINERS:
        return True  # « … récite son exorcisme le spectre, il est blessé »: a thing named
        # after the verb's object, the subject of a clause of its own
    verb_at = _verb_after_its_clitics(words, noun_at + 1)
    if verb_at is not None and verb_at + 1 < len(words) and fold(words[verb_at]) not in verbs \
            and words[verb_at] not in DETERMINERS and words[verb_at + 1] in _SURE_VERBS:
        verb_at += 1  # « … le moine renégat a une torche »: the noun, its adjective, its verb
    if fold(noun) in verbs or not noun.isalpha() or noun in CLITICS or verb_at is None:
        return False
    if fold(re.sub(r"^[lnsmt]'", "", words[verb_at]).rstrip(",;:.!?")) not in verbs and not (
            _attribute_said(words, index) and fold(words[index - 1]) in verbs
            and words[verb_at].isalpha()
            and words[verb_at] not in JOINED_BEFORE | DETERMINERS | PLACE_WORDS) \
            and not _elements_moving(noun, words[verb_at]):
        return False
    against = [at for at in range(index) if words[at].removeprefix("l'") == noun
               and "contre" in words[max(at - 2, 0):at]]
    return not against or "face" in words[against[-1]:index]


_AGREEING = {"le": ("il",), "la": ("elle",), "les": ("ils", "elles"), "l'": ("il", "elle")}
"""The subject pronouns that take up a thing named with each definite article."""


def _taken_up_by_its_pronoun(words: list[str], article_at: int, noun_at: int) -> bool:
    """Whether the noun at ``noun_at`` is said, then taken up by a subject pronoun after the
    break the recogniser's speaker left (« le spectre, il est blessé »): the subject of the
    clause that follows, set apart before it as the spoken language does (never after « des »,
    a complement: « le capitaine des sbires, elle est orgueilleuse »)."""
    noun = words[noun_at].removeprefix("l'")
    article = "l'" if words[article_at].startswith("l'") else words[article_at]
    return noun.endswith(",") and noun[:-1].isalpha() and noun_at + 1 < len(words) \
        and words[noun_at + 1] in _AGREEING.get(article, ())


_ELEMENTS = frozenset({"eau", "mer", "maree", "vent", "pluie", "neige", "orage", "tempete",
                       "brouillard", "brume", "courant", "riviere", "fleuve", "feu", "flammes",
                       "fumee", "grele", "vague", "vagues"})
_MOVING = frozenset({f"{stem}{ending}" for stem in (
    "mont", "baiss", "grond", "souffl", "tomb", "coul", "debord", "siffl", "crepit", "gagn",
    "redoubl", "envahi") for ending in ("e", "ent", "t")})
"""The elements and what they do (« l eau monte », « le vent redouble »): a clause of its own
even when spaCy, given no punctuation, reads no verb there."""


def _elements_moving(noun: str, verb: str) -> bool:
    """Whether ``noun`` is one of the elements and ``verb`` what they do (:data:`_MOVING`)."""
    return fold(noun) in _ELEMENTS and fold(verb.rstrip(",;:.!?")) in _MOVING


OBJECT_CLITICS = ("la", "le", "les", "l'", "lui", "leur")
"""Object pronouns said between a thing and its verb (« le souffleur la poursuit »)."""


def _attribute_said(words: list[str], index: int) -> bool:
    """Whether the word before ``index`` is what a thing is, said after « est » (« la poutre est
    vermoulue »): the clause is complete, and the thing named next opens its own even when
    spaCy takes its verb for an adjective (« le vent souffle fort »)."""
    return index >= 2 and words[index - 2] in _COPULA_FORMS


def _verb_after_its_clitics(words: list[str], at: int) -> int | None:
    """Where the verb of a thing's clause stands: at ``at``, or after one object pronoun (« le
    souffleur la poursuit », « le courant l'emporte »); ``None`` past the words."""
    if at < len(words) and words[at] in OBJECT_CLITICS:
        at += 1
    elif at < len(words) and re.match(r"[lns]'.", words[at]):
        return at  # « le courant l'emporte », « le moine n'a plus que … »: the verb carries
        # its pronoun or its negation
    return at if at < len(words) else None


def _destin_moved(words: list[str], index: int) -> bool:
    """Whether the word at ``index`` opens the Destinée's order « destin plus 1 » said after
    talk (« … ils s'en sortent trop bien destin plus 1 et on passe à la salle égyptienne »), not
    a Destin named inside a clause (« le destin plus 1 », « lance le dé du destin »)."""
    return words[index] == "destin" and words[index + 1:index + 2] in (["plus"], ["moins"]) \
        and index + 2 < len(words) and words[index + 2].isdigit() \
        and words[index - 1] not in _BEFORE_A_NAMED_DESTIN | {"et", "mais", "donc", "puis"}


_BEFORE_A_NAMED_DESTIN = frozenset({"le", "du", "au", "de", "d'", "son", "ton", "mon", "ce",
                                    "notre", "votre", "leur"})


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
    clitics (``verbs``: the words spaCy read as verbs, folded); a near miss or short form of a
    known name counts (:func:`_names_one_of`), and so does a compound name said as two words;
    a compound name needs only an object after the word that follows it, spaCy often reading
    its verb as a noun (« … loup-hilaire prepare un antidote »), and any name needs only a word
    then what it aims at (« … tiphaine chante pour la calmer »: :func:`_aim_follows`)."""
    if not names:
        return text
    keys = {fold(name) for name in names}
    words = text.split(" ")
    marked: list[str] = []
    for index, word in enumerate(words):
        previous = marked[-1] if marked else ""
        halves = index + 1 < len(words) and fold(f"{word}-{words[index + 1]}") in keys \
            and previous not in DETERMINERS
        compound = halves or ("-" in word and fold(word) in keys)  # « loup-hilaire »
        after = words[index + 2 if halves else index + 1:]
        second_half = fold(f"{previous}-{word}") in keys  # « … que jean ulysse a peur »
        if index and (_names_one_of(word, previous, names, keys) or halves) and not second_half \
                and previous[-1:] not in (",", ";", ":", ".") and previous not in JOINED_BEFORE \
                and (verb_follows(after, verbs) or _aim_follows(after)
                     or (compound and _object_follows(after))):
            marked[-1] += " ;"  # « … l air est rare loup hilaire prepare un antidote »
        marked.append(word)
    return " ".join(marked)


AIMS = frozenset({"pour", "sur", "vers"})
"""Prepositions of what an act aims at (« chante pour la calmer », « tire sur le gondolier »)."""


def _aim_follows(after: list[str]) -> bool:
    """Whether the words after a name are a word then what it aims at (« tiphaine chante pour
    la calmer »): a name takes no bare noun after it, so that word is its verb, whatever spaCy
    read it as (an adverb, « fort », « -ment », is no verb)."""
    return len(after) > 2 and after[1] in AIMS and not after[0].endswith("ment") \
        and after[0] not in DETERMINERS | JOINED_BEFORE | PLACE_WORDS | set(CLITICS) | AIMS \
        and after[0] not in ("fort", "encore", "vite", "bien", "mal", "trop", "très", "tout")


def _object_follows(after: list[str]) -> bool:
    """Whether the words after a name are a word then a determiner (« prepare un antidote »):
    that word is the name's verb, whatever spaCy read it as."""
    return len(after) > 1 and after[0] not in DETERMINERS | JOINED_BEFORE | set(CLITICS) \
        and after[1] in DETERMINERS


def _names_one_of(word: str, previous: str, names: list[str], keys: set[str]) -> bool:
    """Whether ``word`` names one of the known ``names`` (folded: ``keys``), as written or by
    a near miss or a short form (« gwen » for Gwenaël, « hélié » for Hélier, which spaCy may
    read as a verb) that follows no determiner (« le sol » is no Solveig)."""
    folded = fold(word)
    return folded in keys or (previous not in DETERMINERS and is_name_like(folded)
                              and closest_name(word, names) is not None)


def verb_follows(after: list[str], verbs: frozenset[str]) -> bool:
    """Whether the words ``after`` a name start with its verb: a word spaCy read as a verb, any
    word after a clitic (« clothilde l'affronte », « lénaïg se cache »), or a word « avec »
    follows (« barnabé pare avec son sabre »)."""
    if "avec" in after[1:3] and after[:1] and after[0] not in CLITICS:
        return True
    clitics = False
    for word in after:
        clitic, _, verb = word.rpartition("'")
        if clitic and verb:  # « l'affronte »: an elided clitic, then the verb
            return True
        if word not in CLITICS:
            return clitics or fold(word) in verbs
        clitics = True
    return False
