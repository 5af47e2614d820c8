"""The words of the training examples that are not entity values: the language of commands.

A protagonist's name is the one word a table invents freely (Thorgal, Ysaline, Nour), so the
model may miss one it never saw. A first word that the commands never use, followed by what
follows a name (« est », « lance », a number, or any verb of the six types of action:
« Doriane écoute… », « Euphrasie saute… »), is read as a name: « Nour est blessée un »,
« Nour un dé contre trois ». Command words, numbers and everything the examples say around
names stay commands.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache
from pathlib import Path

import yaml

from assistant.nlu.normalize import strip_accents
from assistant.nlu.values import synonym_tables
from assistant.nlu.word_slots import action_type_from_words, gauge_from_words

NLU_DIR = Path(__file__).resolve().parents[2] / "nlu_data" / "nlu"
_ANNOTATED = re.compile(r"\[[^\]]*\]\([^)]*\)")
_NAME_ANNOTATION = re.compile(r"\[([^\]]*)\]\(protagonist\)")
_WORD = re.compile(r"[a-z]+")
AFTER_NAME = frozenset({"est", "lance", "lancent", "jette", "jettent", "prend", "gagne", "perd",
                        "depense", "utilise", "a", "tente", "attaque", "recupere", "guerit",
                        "subit", "encaisse", "n", "et", "s", "se", "devient", "obtient",
                        "essaie", "essaye", "veut", "va", "fait", "reussit", "rate", "fouille",
                        "frappe", "observe", "negocie", "fuit", "esquive", "cherche", "qui",
                        "il", "elle", "sa", "son", "merite", "recoit", "paye", "paie", "tu",
                        "vous", "passe", "echoue", "surmonte", "serre", "lui", "aussi",
                        "mise", "sacrifie", "bat", "concede", "invoque", "consolide",
                        "efface", "garde"})
"""Words that follow a name at the start of a command (« Nour est… », « Nour et Léa… », « ok
Tancrède, tu lances… »: the one spoken to acts):
verbs a character does at the table, and the spoken « Nour elle soigne… », « Nour sa jauge… »."""
SPOKEN_OPENERS = frozenset({"bon", "genre", "alors", "donc", "ben", "bah", "euh", "du", "coup",
                            "allez", "ok", "okay", "et", "puis", "ensuite", "maintenant"})
"""Words said before the name that opens a command (« bon », « du coup », « genre »)."""


NO_ROLL_OPENERS = (("pas", "besoin", "de", "lancer"), ("pas", "besoin", "de", "jet"),
                   ("on", "lance", "pas"), ("on", "ne", "lance", "pas"), ("sans", "lancer"),
                   ("pas", "de", "jet"), ("on", "commence"), ("pour", "commencer"),
                   ("on", "demarre"))
"""How an automatic resolution is often opened, before the name of who succeeds, and how a
table opens its first command (« on commence, maelig ange elle a trois de fortune »)."""
OBJECT_OPENERS = frozenset({"le", "la", "les", "l", "un", "une", "des", "du", "au", "aux", "sa",
                            "son", "ses", "leur", "leurs"})
"""Words that open the object of the verb said after a name (« Josselin force le coffre »):
the name, its verb, then what it acts upon."""
TITLE_ARTICLES = frozenset({"le", "la", "l"})
"""« le mousse Bastien », « la capitaine Inès »: an article and a title before a name."""


def _key(word: str) -> str:
    return strip_accents(word).lower()


@lru_cache(maxsize=1)
def command_words(nlu_dir: Path = NLU_DIR) -> frozenset[str]:
    """Every word the training examples say outside an entity."""
    words: set[str] = set()
    for path in sorted(nlu_dir.rglob("*.yml")):
        document = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
        for block in document.get("nlu") or []:
            examples = block.get("examples") if isinstance(block, dict) else None
            for line in (examples or "").splitlines():
                words.update(_WORD.findall(_key(_ANNOTATED.sub(" ", line))))
    return frozenset(words)


@lru_cache(maxsize=1)
def taught_names(nlu_dir: Path = NLU_DIR) -> frozenset[str]:
    """Every word the training examples mark as a protagonist's name."""
    names: set[str] = set()
    for path in sorted(nlu_dir.rglob("*.yml")):
        names.update(_key(name) for name in _NAME_ANNOTATION.findall(
            path.read_text(encoding="utf-8")))
    return frozenset(names)


def _said_words(text: str) -> tuple[list[str], list[str]]:
    """The words of ``text`` as keys (unaccented, lowercase) and as said (lowercase, accents
    kept: a name is returned as said, « anaïs »)."""
    said = text.lower().replace("'", " ").replace(",", " ").rstrip(" ?!.").split()
    return [_key(word) for word in said], said


SPOKEN_FILLERS = frozenset({"hein", "bref", "mais", "bah", "ben", "tiens", "attends", "sinon",
                            "soudain", "parfois", "aussitot", "dedans", "dehors", "toujours",
                            "pourtant", "sauf", "vite", "ensuite", "puis", "alors", "donc",
                            "enfin", "voila", "ouais", "oui", "non", "bon", "quoi", "bien",
                            "ici", "maintenant", "apres", "avant", "aussi", "meme", "encore",
                            "deja", "demain", "hier", "genre", "bof", "mouais", "ah", "oh", "eh"})
"""Words said before a comma and a subject pronoun that are no name (« hein, il est blessé »,
« soudain, elle tombe »): interjections and adverbs a table says all the time."""
INTERJECTIONS = frozenset({"bravo", "chapeau", "merci", "super", "genial", "felicitations",
                           "respect", "bien", "joli", "pardon", "desole", "desolee", "courage",
                           "dommage", "mince", "zut", "punaise", "puree", "ouf", "bingo", "youpi",
                           "hourra", "aie", "aille", "ouille", "wow", "waouh", "ouah", "yes", "enfin",
                           "magnifique", "excellent", "parfait", "top", "steuple", "stp", "svp",
                           "vendu", "adjuge", "banco", "tope", "entendu", "marche", "va"})
"""Interjections a table says to a player before naming them (« bravo Lucie. une fortune pour
elle », « chapeau Noé »), the politeness said in passing (« steuplé ») and a deal struck
(« Vendu, il prend la corde »): never a name. « aille » is how speech recognition writes
« aïe » (the subjunctive never opens a sentence)."""
_VOWEL = re.compile(r"[aeiouy]")
ADVERB_ENDING = "ment"
ADVERB_LETTERS = 8
"""An adverb in « -ment » (« franchement », « vraiment ») is no name; « Clément » is shorter."""


def never_a_name(word: str) -> bool:
    """« bravo », « chapeau », a word without a vowel (« brr », « pff ») or a gauge's name
    (« … : ébriété une barre »), whatever the model marked (``word`` folded)."""
    return word in INTERJECTIONS or not _VOWEL.search(word) or word in synonym_tables().gauges


COMPOUND_NAME_STARTS = frozenset({"jean", "marie", "anne", "pierre", "paul", "louis", "marc",
                                   "jacques", "charles", "francois", "luc", "guy", "rose",
                                   "claude", "yves", "ange", "max"})
"""First halves of French compound first names (« Jean-Gaël », « Anne-Sophie », « Marc-Élie »),
unaccented."""
_VERBS_AFTER_A_NAME = ("a", "est", "depense", "dépense", "utilise", "claque", "brule", "brûle",
                      "gagne", "recoit", "reçoit", "obtient", "prend", "perd", "mise", "joue",
                      "donne", "met", "garde", "rend", "lance", "invoque", "encaisse")
COMPOUND_START_SAID = (r"(?:(?:" + "|".join(sorted(COMPOUND_NAME_STARTS)) + r") (?!(?:"
                       + "|".join(_VERBS_AFTER_A_NAME) + r")\b))?")
"""A pattern for the first half of a compound first name said as a word of its own, before
the other half (« et jean eudes aussi »), or nothing; never a first name before its verb
(« françois dépense un point de fortune »)."""


def joined_name(said: str) -> str:
    """A compound first name said in two words, joined as it is written (« jean eudes » →
    « jean-eudes »); any other name as said."""
    first, space, rest = said.partition(" ")
    if space and first.lower() in COMPOUND_NAME_STARTS and " " not in rest \
            and is_name_like(rest.lower()):
        return f"{first}-{rest}"
    return said


def hyphenated(said: str) -> str:
    """A name said in words a recogniser left apart, written whole as a compound first name
    (« tanguy malo » → « Tanguy-Malo »): once read as one name, it is one."""
    return "-".join(part[:1].upper() + part[1:] for part in said.split())


def whole_compound(name: str, text: str) -> str:
    """``name`` as the whole compound first name it is a half of in ``text`` (« élie » read
    in « Marc-Élie gagne … », « rose » in « crée le personnage Rose-Aimée »), or as read."""
    said = re.search(rf"(?<![\w-])(?:[^\W\d_]+-)*{re.escape(name)}(?:-[^\W\d_]+)*(?![\w-])",
                     text, re.IGNORECASE)
    whole = strip_accents(said.group(0).lower()) if said is not None else ""
    if not (is_name_like(whole) or _invented_compound(whole)):
        return name  # « Ottilie-Rose prend … »: a compound no list holds is whole too
    return said.group(0).lower()


def is_name_like(word: str) -> bool:
    """A word the commands never use, or one they use as a name; never an adverb, an
    interjection, a gauge's name, nor a word without a vowel. A compound first name
    (« jean-gael ») is one: its first half is a first name's (:data:`COMPOUND_NAME_STARTS`)
    and its other halves are name-like words; « grand-mère », « dis-moi » are none."""
    first, hyphen, rest = word.partition("-")
    if hyphen:
        return first in COMPOUND_NAME_STARTS and all(
            part.isalpha() and is_name_like(part) for part in rest.split("-"))
    if len(word) >= ADVERB_LETTERS and word.endswith(ADVERB_ENDING):
        return word in taught_names()
    if never_a_name(word):
        return False
    return word.isalpha() and len(word) >= 3 and (
        word not in command_words() or word in taught_names())


def leading_the_last_sentence(text: str) -> str | None:
    """The name that opens the last of several sentences (« Bon, bataille du gué ce soir.
    Aymeric a trois dés de fortune … »): the command is said there, after the scene is set;
    ``None`` for one sentence, or when the last one opens with no name."""
    sentences = [part for part in re.split(r"(?<=[.!?])\s+", text.strip()) if part.strip()]
    if len(sentences) < 2:
        return None
    leading = leading_names(sentences[-1])
    return leading[0] if leading else None


def leading_names(text: str, known: frozenset[str] = frozenset(),
                  acting: bool = False) -> list[str]:
    """The names a command starts with, when the model may have missed them: unknown words (or
    ``known`` names) before what follows a name, or with ``acting`` (a roll's words are said
    too) before any verb and its object (« Josselin force le coffre »); « Nour et Thorgal
    lancent » gives both, « le mousse Bastien grimpe » gives Bastien; the name said after
    praise is whom the command is for (« bravo Lucie. une fortune pour elle »); a compound
    name of the table's own invention counts whole (« Ottilie-Rose prend … »)."""
    words, said = _said_words(text)
    known = frozenset(_key(name) for name in known)
    names: list[str] = []
    index = 0
    praised = False
    while index < len(words) and words[index] in SPOKEN_OPENERS | INTERJECTIONS:
        praised = praised or words[index] in INTERJECTIONS
        index += 1
    for opener in NO_ROLL_OPENERS:  # « pas besoin de lancer, Solveig réussit… »
        if words[index:index + len(opener)] == list(opener):
            index += len(opener)
            break
    if index + 3 < len(words) and words[index] in TITLE_ARTICLES \
            and is_name_like(words[index + 2]) and follows_a_name(words[index + 3]):
        index += 2  # « le mousse Bastien grimpe… »: a title, then the name
    addressed = words[index].rstrip(".!?") if index < len(words) else ""
    if praised and (is_name_like(addressed) or addressed in known):
        return [said[index].rstrip(".!?")]  # « bravo Lucie. une fortune pour elle »
    while index + 1 < len(words) and (is_name_like(words[index]) or words[index] in known
                                      or _invented_compound(words[index])):
        if opens_with_two_names(" ".join(words[index:index + 6]), known) \
                and not _called_apart(said[index:index + 2], text):
            return [joined_name(" ".join(said[index:index + 2]))]  # « hyacinthe aubry prend »,
            # « marie claire » → « marie-claire »: the model may read either half alone
        names.append(said[index])
        if words[index + 1] != "et":
            follows = words[index + 1]
            acts_upon = acting and words[index + 2:index + 3] != [] \
                and words[index + 2] in OBJECT_OPENERS
            return names if follows_a_name(follows) or acts_upon else []
        index += 2
    return []


def opens_with_two_names(text: str, known: frozenset[str] = frozenset()) -> bool:
    """Whether ``text`` opens with a name said in two words, then what follows a name
    (« hyacinthe aubry prend une blessure »: a compound name no list holds, said as speech
    recognition writes it); never a name said twice (« gué gué », a pet name) nor one then an
    adverb (« élouan aussi »). The second word may be a common noun the model read as the
    name (``known``: « berenger loup a deux de charisme »). The name may be taken up by its
    pronouns before what follows it (« maelig ange elle a trois de fortune », « gatien ezechiel
    lui il a deux de fortune »), or said twice
    (« eulalie brune euh eulalie brune deux de fortune »)."""
    words, _ = _said_words(text)
    if any(token.endswith((",", ";", ":", ".", "!", "?")) for token in text.split()[:1]):
        return False  # « gaspard, hyacinthe prend … »: a name called, then the command
    if len(words) > 4 and words[2:4] == words[:2]:
        words = words[2:]  # « eulalie brune euh eulalie brune deux de fortune »: said twice
    rest = words[2:]
    if rest[:1] == ["lui"] and rest[1:2] == ["il"]:
        rest = rest[1:]  # « gatien ezechiel lui il a deux de fortune »: both pronouns
    after = rest[1] if len(rest) > 1 and rest[0] in ("il", "elle") else rest[0] if rest else ""
    return len(words) > 2 and words[0] != words[1] and is_name_like(words[0]) \
        and (is_name_like(words[1]) or words[1] in known) \
        and not {words[0], words[1]} & SPOKEN_FILLERS \
        and follows_a_name(after) and after not in _NO_VERB_AFTER_A_NAME


_NO_VERB_AFTER_A_NAME = frozenset({"et", "n", "s", "se", "qui", "il", "elle", "sa", "son", "tu",
                                   "vous", "lui", "aussi"})
"""Words of :data:`AFTER_NAME` that are no verb: after two unknown words they may follow a
verb the lists do not hold (« gaspard escalade sa corde »), never a name said in two words."""


def _called_apart(said: Sequence[str], text: str) -> bool:
    """Whether a comma or a stop parts the two words in ``text`` (« gaspard, hyacinthe prend
    une blessure »: one called, the other named)."""
    first, second = (re.escape(word) for word in said)
    return re.search(rf"\b{first}\s*[,;:.!?]\s*{second}\b", text.lower()) is not None


def may_name_someone(word: str) -> bool:
    """A name-like word (:func:`is_name_like`) or a compound name of the table's own invention
    (« gervais-aime »)."""
    return is_name_like(word) or _invented_compound(word)


_NO_NAME_HALVES = frozenset({"moi", "toi", "lui", "elle", "elles", "nous", "vous", "eux", "leur",
                             "les", "etre", "meme", "memes", "dessus", "dessous", "dedans",
                             "dehors"})
"""Words that end a hyphenated word no name is made of (« rendez-vous », « peut-être »,
« dis-moi »)."""


def _invented_compound(word: str) -> bool:
    """A hyphenated word of a name-like first half and halves of three letters or more
    (« ottilie-rose », « prosper-henoch », « tancrede-aime »: a name ending on a word the
    commands use, Aimé): a compound first name no list holds; never a pronoun's (« rendez-vous »)."""
    first, *rest = word.split("-")
    return bool(rest) and len(first) >= 3 and is_name_like(first) and all(
        len(half) >= 3 and half.isalpha() and not never_a_name(half)
        and half not in _NO_NAME_HALVES for half in rest)


def follows_a_name(word: str) -> bool:
    """Tell whether ``word`` may follow a name that opens a command: a word of
    ``AFTER_NAME``, a number, a verb of one of the six types of action, or a gauge (« Rozenn
    blessure à deux barres »)."""
    return word in AFTER_NAME or word.isdigit() or action_type_from_words(word) is not None \
        or word in synonym_tables().gauges


def is_game_word(word: str) -> bool:
    """A word of the game's own lists, or a form of one of its action verbs (« esquiver »):
    never a name."""
    return action_type_from_words(word) is not None or gauge_from_words(word) is not None


ASKED_ABOUT_INTENTS = frozenset({"table_status", "sheet"})
"""Questions about one protagonist, who is often named last (« comment va Aziliz »)."""
_BEFORE_LAST_NAME = frozenset({"va", "est", "de", "d", "fiche", "a", "sur"})


def last_name_asked_about(text: str) -> list[str]:
    """The name that ends a question about a protagonist (« comment va Aziliz », « où en est
    Lazare », « l'état de santé de Cyprien »); only those questions read it, since any French
    word may end a command."""
    words, said = _said_words(text)
    if len(words) < 2 or words[-2] not in _BEFORE_LAST_NAME:
        return []
    last = words[-1]
    return [said[-1]] if is_name_like(last) and not is_game_word(last) else []


def marked_names(text: str, known: frozenset[str] = frozenset()) -> list[str]:
    """A name said after the command, where French marks it beyond doubt: at the end after
    « la fiche de », after a gauge's name and « de » (« la peur de Yvon »), before a number after « pour » or « à » (« jet pour Nour quatre dés
    contre deux »), between « c'est » and « qui » (« c'est Nour qui lance »). Elsewhere an
    unknown word may be any French word (« pour voir »): it is left to the model."""
    words, said = _said_words(text)
    known = frozenset(_key(name) for name in known)
    for index, word in enumerate(words):
        if index == 0 or not (word in known or (is_name_like(word) and not is_game_word(word))):
            continue
        before = words[index - 1]
        after = words[index + 1] if index + 1 < len(words) else None
        if before in ("de", "d") and index >= 2 and words[index - 2] == "fiche" and after is None:
            return [said[index]]
        if before in ("de", "d") and index >= 2 and gauge_from_words(words[index - 2]):
            return [said[index]]  # « remets la jauge de peur de Yvon à zéro »
        if before in ("pour", "a") and after is not None and after.isdigit():
            return [said[index]]
        if index >= 2 and words[index - 2:index] == ["c", "est"] and after == "qui":
            return [said[index]]
    return []
