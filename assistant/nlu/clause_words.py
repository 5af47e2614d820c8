"""The words of a spoken sentence as the talk readers see them: each word's text with and
without its accents, part of speech and lemma; the sentence cut into clauses; each verb's tense.

spaCy's ``fr_core_news_md`` gives the parts of speech and lemmas (its morphology misses the
French auxiliaries' tenses: « avais » comes out as a present), so tense and mood are read from
the verb's ending, which French spells regularly: the imperfect in « -ais, -ait, -ions, -iez,
-aient », the conditional in « -rais, -rait, -rions, -riez, -raient ».
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol

from hades_core.names import fold


class Token(Protocol):
    """What is read of a spaCy token."""

    text: str
    pos_: str
    lemma_: str
    idx: int


@dataclass(frozen=True)
class Word:
    """One word of the sentence: its unaccented lowercase text, its lowercase text as said
    (accents tell « lancé » from « lance »), its part of speech and lemma."""

    text: str
    said: str
    pos: str
    lemma: str
    start: int = 0
    """Where the word begins in the sentence (characters)."""
    end: int = 0

    @property
    def is_verb(self) -> bool:
        """A verb or an auxiliary; a word spaCy tags as an auxiliary it cannot lemmatise
        (a name it never saw, « firmin avait fait… ») is no verb."""
        if self.pos == "AUX":
            return self.lemma in AUXILIARY_LEMMAS
        return self.pos == "VERB"


AUXILIARY_LEMMAS = frozenset({"avoir", "etre", "être", "pouvoir", "devoir", "aller", "faire",
                              "venir", "falloir", "vouloir", "savoir", "sembler", "paraitre",
                              "paraître", "rester", "devenir"})
"""The auxiliaries of French (and the semi-auxiliaries spaCy tags as such)."""


AVOIR_FORMS = frozenset({"ai", "as", "a", "avons", "avez", "ont", "avais", "avait", "avions",
                         "aviez", "avaient", "aurai", "auras", "aura", "aurais", "aurait",
                         "aurions", "auriez", "auraient", "eu", "eut"})
ETRE_STATE_FORMS = frozenset({"suis", "es", "est", "sommes", "etes", "sont"})
OBJECT_PRONOUNS = frozenset({"l", "la", "le", "les", "m", "me", "t", "te", "nous", "vous",
                             "lui", "leur", "en", "y"})
REFLEXIVES = frozenset({"se", "s", "me", "m", "te", "t", "nous", "vous"})

POLITE_MODALS = frozenset({"pouvoir", "vouloir", "aimer", "falloir", "adorer", "souhaiter"})
SUBORDINATORS = frozenset({"si", "s", "quand", "lorsque", "lorsqu", "comme", "parce",
                           "puisque", "puisqu", "tandis", "quoique"})
COORDINATORS = frozenset({"et", "mais", "car", "puis", "donc", "alors", "ou", "sinon"})

PRESENT_IN_AIT = frozenset({"fait", "fais", "refait", "refais", "defait", "plait", "sait", "sais",
                            "tait", "tais", "nait", "connait", "connais", "parait", "apparait",
                            "disparait", "trait", "extrait", "distrait", "ait", "aies", "aient",
                            "vais", "mais", "defais", "satisfait", "satisfais", "reconnait",
                            "reconnais", "meconnait", "reparait", "reapparait", "transparait",
                            "renait", "repait", "deplait", "complait", "soustrait", "abstrait",
                            "retrait", "surfait", "contrefait", "parfait", "parfais"})
"""Present (or subjunctive) forms that end like the imperfect: those of « faire », « plaire »,
« taire », « traire », « naître », « paître », « connaître », « paraître » and their compounds
(« il reconnait le poison », written without its accent)."""
POLITENESS = (("s", "il", "te", "plait"), ("s", "il", "vous", "plait"), ("steuple",),
              ("stp",), ("svp",))

_IMPERFECT = re.compile(r"(?:ais|ait|ions|iez|aient)$")
CONDITIONAL = re.compile(r"(?:rais|rait|rions|riez|raient)$")
_PARTICIPLE = re.compile(r"(?:é|ée|és|ées|i|is|ie|ies|u|us|ue|ues|û|ût|it|ite|its|ert|erte|eint"
                         r"|ainte|uit)$")
INFINITIVE = re.compile(r"(?:er|ir|re|oir)$")
ACCENTED_PARTICIPLE = re.compile(r"(?:é|ée|és|ées)$")
NUMBER = re.compile(r"^\d+$")
_PUNCTUATION = frozenset({",", ";", ":", ".", "!", "?", "…", "...", "-", "«", "»", '"'})


_ETRE_UNACCENTED = frozenset({"etait", "etais", "etaient", "etions", "etiez"})
"""« être » in the imperfect as a recogniser writes it without its accent, which spaCy may not
read as a verb: always that verb."""


def words_of(tokens: Sequence[Token]) -> list[Word]:
    """The sentence's words, unaccented and lowercase, apostrophes and hyphens dropped, and
    « s'il te plaît » left out (its « s' » is no « si »)."""
    words: list[Word] = []
    joined = False
    for index, token in enumerate(tokens):
        said = token.text.lower().strip("'’-")
        if joined:
            joined = False
            last = words[-1]
            words[-1] = Word(f"{last.text}-{fold(said)}", f"{last.said}-{said}", "PROPN",
                             f"{last.text}-{fold(said)}", last.start, token.idx + len(token.text))
            continue
        if token.text == "-" and words and _joins_a_name(tokens, index):
            joined = True
            continue
        if said in _ETRE_UNACCENTED:  # « elle etait cuite »: a transcript's « était »
            words.append(Word(said, said, "AUX", "etre", token.idx, token.idx + len(token.text)))
        elif said:
            words.append(Word(fold(said), said, token.pos_, fold(token.lemma_), token.idx,
                              token.idx + len(token.text)))
    for phrase in POLITENESS:
        size = len(phrase)
        for start in range(len(words) - size, -1, -1):
            if tuple(word.text for word in words[start:start + size]) == phrase:
                del words[start:start + size]
    return words


_AFTER_A_HYPHEN = frozenset({"moi", "toi", "lui", "le", "la", "les", "leur", "nous", "vous", "y",
                            "en", "meme", "même", "etre", "être", "ci", "là", "ils",
                            "elles", "elle", "il", "on", "je", "tu", "t"})
"""What follows a hyphen after a verb (« dis-moi », « note-lui », « peut-être »): never the
second half of a compound name."""


def _joins_a_name(tokens: Sequence[Token], index: int) -> bool:
    """Whether the hyphen ``tokens[index]`` joins the two halves of a compound name written
    whole (« aime-florentin », spaCy reading « aime » as a verb): no space around it, letters on
    both sides, and no pronoun after it."""
    if index == 0 or index + 1 >= len(tokens):
        return False
    before, after = tokens[index - 1], tokens[index + 1]
    return before.idx + len(before.text) == tokens[index].idx \
        and tokens[index].idx + 1 == after.idx and before.text.isalpha() \
        and after.text.isalpha() and len(before.text) >= 3 and len(after.text) >= 3 \
        and after.text.lower() not in _AFTER_A_HYPHEN


def clauses_of(words: Sequence[Word]) -> list[list[Word]]:
    """The sentence cut at punctuation, at « et », « mais », « car », « puis », « donc »,
    « alors », « ou », « sinon » and at the subordinators (« si », « quand », « parce que »…); a
    subordinator stays at the head of its clause; « quand même » is an adverb, and « s' » is
    « si » only before « il » or « ils » (« ça s'est passé » is a reflexive verb)."""
    clauses: list[list[Word]] = [[]]
    for index, word in enumerate(words):
        if word.text in _PUNCTUATION or word.text in COORDINATORS:
            clauses.append([])
            continue
        adverb = word.text == "quand" and index + 1 < len(words) \
            and words[index + 1].text == "meme"
        reflexive = word.text == "s" and (index + 1 >= len(words)
                                          or words[index + 1].text not in ("il", "ils"))
        if word.text in SUBORDINATORS and clauses[-1] and not adverb and not reflexive:
            clauses.append([])
        clauses[-1].append(word)
    return [clause for clause in clauses if clause]


def is_finite_verb(word: Word) -> bool:
    """A verb in a conjugated form (not its infinitive)."""
    return word.is_verb and word.text != word.lemma


def _is_participle(word: Word, after_object: bool = False) -> bool:
    """A past participle: a verb's (« pris », « raté »); after an object pronoun (« l'a
    méritée »), also a word in « -é(e)(s) » that spaCy tagged as a noun. Elsewhere such a word
    is a noun (« la porte a sécurité militaire », « il a une épée »)."""
    if after_object and ACCENTED_PARTICIPLE.search(word.said) and word.pos in ("ADJ", "NOUN"):
        return True
    return word.pos in ("VERB", "AUX") and bool(_PARTICIPLE.search(word.said)) \
        and not INFINITIVE.search(word.said)


def past_group(clause: Sequence[Word], index: int) -> range:
    """The words of a compound past starting at the auxiliary ``clause[index]`` (« ai tout
    raté », « avait pris », « se sont fait remarquer », « a super bien joué » where spaCy
    tags « a » a verb), or an empty range."""
    word = clause[index]
    reflexive = index > 0 and clause[index - 1].text in REFLEXIVES and word.lemma == "etre"
    if not reflexive and (word.text not in AVOIR_FORMS or not (
            word.pos == "AUX" or (word.pos == "VERB" and word.text in _AVOIR_PAST_AUXILIARIES))):
        return range(0)
    after_object = index > 0 and clause[index - 1].text in OBJECT_PRONOUNS
    unaccented = all(other.said == other.text for other in clause)
    for offset in range(1, 4):
        at = index + offset
        if at >= len(clause):
            break
        between = clause[index + 1:at]
        if word.pos != "AUX" and any(other.pos != "ADV" for other in between):
            break  # « avoir » spaCy read as a verb is an auxiliary only before adverbs
        if _is_participle(clause[at], after_object) or (
                unaccented and _unaccented_participle(clause, at)):
            if at + 1 < len(clause) and clause[at + 1].text in PUISSANCES:
                return range(0)  # « la duchesse a répartie mythique »: a trait, not a past
            return range(index, at + 1)
    return range(0)


_AVOIR_PAST_AUXILIARIES = frozenset({"ai", "as", "a", "avons", "avez", "ont", "avais", "avait",
                                     "avions", "aviez", "avaient"})
"""« avoir » in the present or the imperfect: spaCy may read it as a verb before adverbs
(« il a super bien joué »); its future (« on aura tout vu ») keeps its own tense."""


def _unaccented_participle(clause: Sequence[Word], at: int) -> bool:
    """A past participle of the first group typed or heard without its accent (« il a super
    bien joue la scene »): after « avoir » the present (« joue ») cannot stand, so in a clause
    with no accent at all the form is the participle's. A form spaCy cannot lemmatise counts
    when it ends as such a participle and its object follows (« elle avait crochete la
    grille »), or after « avoir » in the imperfect its margin or aim (« elle avait rate de sept
    en ardue »), never a thing had (« les loups ont meute, nuit noire ») nor an infinitive."""
    word = clause[at]
    if word.pos != "VERB":
        return False
    if word.lemma == word.text:
        following = clause[at + 1].text if at + 1 < len(clause) else ""
        pluperfect = any(other.text in _PLUPERFECT for other in clause[max(at - 3, 0):at])
        return re.fullmatch(r"[a-z]{3,}ee?s?", word.text) is not None \
            and not INFINITIVE.search(word.text) and (
                following in _OBJECT_OPENERS or (pluperfect and following in _AFTER_A_MISS))
    return word.lemma.endswith("er") \
        and re.fullmatch(re.escape(word.lemma[:-2]) + "ee?s?", word.text) is not None


_PLUPERFECT = frozenset({"avais", "avait", "avions", "aviez", "avaient"})
"""« avoir » in the imperfect: before a participle, a past gone by (no thing is had so)."""
_AFTER_A_MISS = frozenset({"de", "en", "contre", "pour"})
"""What follows a participle told with its margin or its aim (« elle avait rate de sept en
ardue »)."""
_OBJECT_OPENERS = frozenset({"le", "la", "les", "l", "un", "une", "des", "du", "sa", "son", "ses",
                             "leur", "leurs", "a", "au", "aux", "sur", "dans", "par", "avec"})
"""Words that open what a participle acts on (« crochete la grille », « saute sur le toit »)."""


PUISSANCES = frozenset({"heroique", "heroiques", "mythique", "mythiques"})
"""The puissance said after a trait's name: the word before it names a trait."""


def verb_tense(clause: Sequence[Word], index: int) -> str:
    """``past``, ``unreal``, ``future`` or ``present`` for the verb ``clause[index]`` (module
    docstring)."""
    word = clause[index]
    if word.text in ("etait", "etais", "etaient", "etions", "etiez", "fut", "furent"):
        return "past"
    if is_finite_verb(word) and CONDITIONAL.search(word.text) \
            and word.text not in PRESENT_IN_AIT:  # « un bateau apparaît »
        following = clause[index + 1:index + 3]
        polite = word.lemma in POLITE_MODALS and any(
            other.is_verb and INFINITIVE.search(other.text) for other in following)
        return "present" if polite else "unreal"
    if is_finite_verb(word) and _IMPERFECT.search(word.text) and word.text not in PRESENT_IN_AIT \
            and not (word.lemma.endswith("ayer") and word.text == word.lemma[:-4] + "aient"):
        return "past"  # but « ils essaient », « ils paient » are present
    if is_finite_verb(word) and _is_future(word):
        return "future"  # « je m'en remettrai jamais », « la prochaine fois on fera … »
    return "present"


_FUTURE = re.compile(r"(?:rai|ras|rons|ront)$")
IRREGULAR_FUTURES = frozenset({"fera", "ira", "sera", "aura", "pourra", "voudra", "devra",
                               "viendra", "faudra", "saura", "verra", "tiendra", "mourra",
                               "enverra", "courra"})
FUTURES_OF_COMPOUNDS = ("viendra", "viendrez", "tiendra", "tiendrez")
"""The futures of the compounds of « venir » and « tenir » (« on reviendra », « il
deviendra », « elle retiendra »)."""


def _is_future(word: Word) -> bool:
    """A simple future (« remettrai », « fera », « lancera »), not a passé simple (« tira »)
    nor a present (« entrez »)."""
    text = word.text
    if _FUTURE.search(text) or text in IRREGULAR_FUTURES or text.endswith(FUTURES_OF_COMPOUNDS):
        return True
    infinitive = word.lemma
    stem = infinitive[:-1] if infinitive.endswith("re") else infinitive  # « prendr-a »
    return text.endswith(("ra", "rez")) and infinitive.endswith(("er", "ir", "re")) \
        and text.startswith(stem) and len(text) > len(stem)
