"""2d10 et krâsses's Rasa actions (seed 004) and how its words read at a krâsses table."""

from __future__ import annotations

import re
from typing import Any

from rasa_sdk import Tracker

from actions.context import TurnContext
from actions.game_actions import Command
from actions.names import known_names
from actions.said_words import around, ends, readable, starts
from actions.systems import SystemAction
from assistant.game import Game
from assistant.game.games.krasses import KrassesBooks
from assistant.nlu.talk import SAID_TEXT
from assistant.nlu.trust import Verdict
from assistant.nlu.vocabulary import opens_with_two_names
from assistant.reply import Reply
from assistant.wording import systems as game_wording
from assistant.wording.games import krasses as wording
from hades_core.systems import krasses
from hades_core.dice import Dice
from hades_core.systems.errors import RefusedMoveError
from hades_core.systems.text import fold, parse_signed, read_signed

SAY_ODDS = "quelles sont mes chances, plus 5 contre moyen"


_COUNT_WORDS = {"un": "1", "une": "1", "deux": "2", "trois": "3", "quatre": "4", "cinq": "5",
                "six": "6", "sept": "7", "huit": "8", "neuf": "9", "dix": "10"}
_KRASSE_COUNT = re.compile(
    r"\b(?P<count>\d+|" + "|".join(_COUNT_WORDS) + r") (?:des? |de (?:ses|sa|mes|tes|leurs) "
    r"(?:propres? )?)?(?:krass\w*|dk)"
    r"(?P<circumstance> (?:de|des) circonstances?)?")


def krasse_counts(words: str) -> tuple[str | None, str | None]:
    """The dK said for the roll and the krâsses de circonstance, in folded words: « avec 2
    krâsses » → ``("2", None)``, « avec une de ses krâsses » or « sa krâsse » → ``("1",
    None)``; « avec deux
    krâsses de circonstance » → ``(None, "2")``.
    « Les dK ainsi utilisés ne sont jamais placés dans le tas »: the circumstance ones are
    never the players'."""
    dice = circumstance = None
    for found in _KRASSE_COUNT.finditer(fold(words)):
        number = _COUNT_WORDS.get(found["count"], found["count"])
        if found["circumstance"]:
            circumstance = circumstance or number
        else:
            dice = dice or number
    if dice is None and _ONE_OF_ONES_OWN.search(fold(words)):
        dice = "1"  # « Hyacinthe met sa krâsse gardée au tas »
    return dice, circumstance


_LAST_ONE = r"(?:(?:derniere|dernier|seule|seul|unique|propre) )?"
_ONE_OF_ONES_OWN = re.compile(r"\b(?:sa|son|ma|mon|ta|ton|leur) " + _LAST_ONE
                              + r"(?:krasse|dk)\b(?! de circ)")
"""One dK said with its owner's possessive, in the singular (« sa krâsse gardée », « sa
dernière krâsse gardée »)."""


_DIFFICULTY_SAID = re.compile(r"\bdifficulte (?:est |de |: ?)?(?P<difficulty>(?:tres |pas )?[\w-]+)")
_BONUS_SAID = re.compile(r"(?:^|\s)(?P<bonus>(?:plus|moins|\+|-) ?(?:\d+|"
                         + "|".join(_COUNT_WORDS) + r"))\b")


_DIFFICULTY_AFTER_THE_BONUS = re.compile(
    r"(?P<bonus>(?:plus|moins|\+|-) ?\w+),? (?:c est |c'est |en )?"
    r"(?P<difficulty>(?:tres |presque )?[\w-]+)"
    r"\s*[.!]?$")
"""The difficulty said last, after the bonus and a comma (« athlétisme plus 4, c'est facile »,
« dextérité plus 2, très facile », « force plus 8, héroïque »)."""


def _difficulty_said(words: str) -> tuple[str, str]:
    """A roll said without « contre » (« difficulté ouverte, plus deux », « athlétisme plus 4,
    c'est facile »): its bonus and its difficulty, as the words before and after « contre »
    would be (empty when not said)."""
    difficulty = _DIFFICULTY_SAID.search(words)
    last = _DIFFICULTY_AFTER_THE_BONUS.search(words)
    if difficulty is None and last is not None \
            and readable(krasses.parse_difficulty, [last["difficulty"]]) is not None:
        return last["bonus"], last["difficulty"]
    if difficulty is None:
        return words, ""
    bonus = _BONUS_SAID.search(words[:difficulty.start()] + " " + words[difficulty.end():])
    return (bonus["bonus"] if bonus else words[:difficulty.start()]), difficulty["difficulty"]


def roll_words(words: str) -> dict[str, Any]:
    """« plus 5 contre moyen [avec 2 krâsses] [et 1 krâsse de circonstance] »: the dK are
    optional; « plus 4 contre plus 4 contre un autre joueur » is a jet opposé
    (:func:`opposed_words`)."""
    opposed = opposed_words(words)
    if opposed:  # « …, je mets deux krâsses pour le passeur »: its dK too
        dice, _ = krasse_counts(words)
        return {**opposed, **({} if dice is None else {"krasse_dice": dice})}
    left, right = around(words, "contre") if " contre " in f" {words} " else _difficulty_said(words)
    found = {"skill": readable(parse_signed, ends(left)),
             "difficulty": ("ouverte" if re.match(r"(?:(?:une |la )?difficulte )?ouverte\b", right)
                            else readable(krasses.parse_difficulty, starts(right)))}
    dice, circumstance = krasse_counts(words)  # « et avec deux krâsses ? » follows odds up
    extra = {**({} if dice is None else {"krasse_dice": dice}),
             **({} if circumstance is None else {"circumstance": circumstance})}
    return {**found, **extra}


def odds(found: dict[str, str]) -> Reply | None:
    """The exact odds of a roll read by :func:`roll_words`, with its dK and krâsses de
    circonstance (none for an open difficulty)."""
    if found.get("against") is not None:
        return None  # a jet opposé: its odds are not computed
    difficulty = krasses.parse_difficulty(found["difficulty"])
    score = getattr(difficulty, "score", difficulty)
    if not isinstance(score, int):
        return None
    return wording.krasses_odds(read_signed("bonus", found["skill"]), score,
                                read_signed("dk", found.get("krasse_dice") or "0"),
                                read_signed("dk", found.get("circumstance") or "0"))


def create_character(game: Game, name: str, number: str | None, said: str = "") -> Reply:
    """A player's first dK when his charisme is said (all kept; « … et en met deux au tas » is
    ``krasses_heap``); otherwise what to say."""
    if number is None:
        return game_wording.no_character_to_create("krasses")
    return KrassesBooks(game.ledger, game.table).heap(
        player=name, charisme=read_signed("charisme", number))


_OPPOSED = re.compile(r"(?P<ours>(?:plus |moins )?\d+)(?: avec [^,;]*?)? contre (?:(?:l'adversaire|le conteur|un"
                      r" adversaire|son adversaire|lui|(?:le|la|l'|un|une) (?:[^\W\d_]+ ){0,2}?"
                      r"|[^\W\d_][\w-]* (?:[^\W\d_][\w-]* )?)"
                      r"(?:a |qui a |a un bonus de )?)?(?:bonus )?"
                      r"(?P<theirs>(?:plus|moins) \d+)")
"""Two bonuses said face to face, whom the second is for between them (« plus 7 contre
anthelme roch plus 5 »: a name said in two words as speech recognition writes it)."""


def opposed_words(said: str) -> dict[str, Any]:
    """« jet opposé, plus 5 contre plus 3 »: the two bonuses of a jet opposé, when « oppos… »
    or « adversaire » is said or the other side's number is no difficulty (below 5); « contre
    un autre joueur » (a player's character) throws again on a tie."""
    words = _BETWEEN.sub(r"\g<first> \g<one> contre \g<second> \g<other>", fold(said))
    words = _EACH_AT.sub(r"\g<first> \g<one> contre \g<second> \g<other>", words)
    found = _OPPOSED.search(words)
    if found is None:
        return {}
    theirs = read_signed("bonus", found["theirs"])
    if not re.search(r"\boppos|\badversaire|\bduel", words) and theirs >= 5:
        return {}
    ours, against = found["ours"], found["theirs"]
    if _NPC_FIRST.search(words[:found.start("ours")]) and _NAME_AFTER.match(
            words[found.end("ours"):]):  # « le gardien plus 6 contre Gaëlle plus 3 »
        ours, against = against, ours
    return {"skill": ours, "against": against, "difficulty": "opposition",
            "pj": bool(re.search(r"\b(?:autre joueur|pj|personnage de joueur)", words)),
            "npc_dice": bool(_NPC_DICE.search(words))}


_BETWEEN = re.compile(r"\bentre (?P<first>(?:(?:le|la|les|l') ?)?[^\W\d_][\w-]*) (?:a|avec) "
                      r"(?P<one>(?:plus|moins) \d+) et (?P<second>(?:(?:le|la|les|l') ?)?"
                      r"[^\W\d_][\w-]*) (?:a|avec) (?P<other>(?:plus|moins) \d+)")
"""« jet opposé entre l'abbé à plus huit et Bastien à plus six », « … et Anne-Quitterie à plus
cinq »: said as « l'abbé plus 8 contre Bastien plus 6 »."""
_EACH_AT = re.compile(r"\b(?P<first>(?:(?:le|la|les|l') ?)?[^\W\d_][\w-]*) (?:[^\W\d_]+ )?a "
                      r"(?P<one>(?:plus|moins) \d+),? (?:et )?(?P<second>(?:(?:le|la|les|l') ?)?"
                      r"[^\W\d_][\w-]*) (?:[^\W\d_]+ )?a (?P<other>(?:plus|moins) \d+)")
"""« jet opposé, le garde à plus cinq, Noélie à plus quatre », « le mercenaire boit à plus six
et Anatole répond à plus quatre, c'est un jet opposé »: each side (and its verb), its bonus."""
_NPC_FIRST = re.compile(r"(?:\b(?:le|la|les|un|une) |\bl')[^\W\d_]+(?: [^\W\d_]+){0,3} ?$")
"""A character of the story named with its article before its bonus: the adversaire's side."""
_NAME_AFTER = re.compile(r" contre (?!(?:le|la|l'|les|un|une|l'adversaire|son|lui)\b)"
                         r"[^\W\d_][\w-]* (?:[^\W\d_][\w-]* )?(?:plus|moins)\b")
"""A player's character named bare after « contre »."""
_NPC_DICE = re.compile(r"\bpour (?:le|la|l'|les|lui|son|sa) |\b(?:le conteur|la conteuse|le mj|je) "
                       r"(?:met|mets|lance|ajoute|prend|colle|donne|file)\b")
"""dK said for the adversaire (« je mets deux krâsses pour le gardien », « le conteur met deux
krâsses pour le chef »): the conteur's, from his reserve."""


_CONTEUR = re.compile(r"\b(?:conteur|conteuse|mj|maitre du jeu|meneur de jeu|second role)\b"
                      r"|^(?:(?:le|la|les|un|une) |l')[^:;]*\bc'est moi qui (?:lance|jette)\b")
"""The conteur rolls for a second rôle: his dK come from his reserve and go to the tas (« l'archer
sur le rempart tire sur Corentin, c'est moi qui lance : … avec une krâsse »)."""
_OWN_DICE = re.compile(r"\b(?:ses|sa) (?:propres? |dernieres? |seules? )?(?:\d+ )?"
                       r"(?:krass\w*|dk|reserve)\b"
                       r"|\bqu'(?:il|elle) a gardee?s?\b")
"""« avec 2 de ses krâsses », « de sa réserve »: the named player's own dK, not the tas's."""


_MY_DICE = re.compile(r"\b(?:mes|ma) (?:propres? |dernieres? |seules? )?(?:\d+ )?"
                      r"(?:krass\w*|dk|reserve)\b|\bque j'ai gardee?s?\b")
"""« avec une de mes krâsses », « avec ma dernière krâsse »: the speaker's own dK."""


def roll_owner(said: str, name: str | None, alone: str | None = None) -> dict[str, Any]:
    """Whose dK a roll's words use (seed 004, « Les krâsses du conteur / des joueurs »): the
    conteur's (``conteur``) when he or a second rôle is said; the named player's own dK
    (``player``) when they are said to be his (« de ses krâsses »); the speaker's own
    (« avec une de mes krâsses ») at a table of one character, ``alone``: hers, as a command
    that names no one is in solo play; else the tas's. Own dK said without a name at a table
    of several come from the tas: the voice does not know who speaks."""
    words = fold(said)
    if _CONTEUR.search(words):
        return {"conteur": True}
    if name and _OWN_DICE.search(words):
        return {"player": name}
    if not name and alone and _MY_DICE.search(words):
        return {"player": alone}
    return {}


class KrassesRoll(SystemAction):
    """« plus 5 contre moyen avec 2 krâsses »: 2d10 + bonus (0 when not said: « jet à 0 »)
    + dK taken from the tas de krâsses (``KrassesBooks.roll``); the bonus is said as the
    ``skill`` entity."""

    intent = "krasses_roll"
    entities = ("skill", "difficulty", "krasse_dice", "protagonist")
    required = ("difficulty",)

    def slots(self, tracker: Tracker) -> dict[str, Any]:
        """The entities, the dK read again from the words: krâsses « de circonstance » raise
        the difficulty and never come from the tas (:func:`krasse_counts`); whose dK they are
        (:func:`roll_owner`)."""
        found = super().slots(tracker)
        message = tracker.latest_message or {}
        text = str(message.get("text") or "")
        said = str(message.get(SAID_TEXT) or text)  # « …, c'est un jet opposé » cut as talk
        named = found.get("protagonist")
        known = known_names(TurnContext.from_tracker(tracker))
        found = {**found, **opposed_words(said),
                 **roll_owner(text, named and str(named), known[0] if len(known) == 1 else None)}
        if not found.get("difficulty") and re.search(r"\bouverte\b", fold(text)):
            found["difficulty"] = "ouverte"  # « difficulté ouverte »: no number, no automatic
        dice, circumstance = krasse_counts(text)
        if circumstance is None:
            return found
        found = {**found, "circumstance": circumstance}
        if dice is None:  # the number the model took for dK is the circumstance's
            found.pop("krasse_dice", None)
        else:
            found["krasse_dice"] = dice
        return found

    def command(self, slots: dict[str, Any], context: TurnContext) -> Command:
        bonus, krasse_dice = str(slots.get("skill") or 0), str(slots.get("krasse_dice") or 0)
        if slots.get("against") is not None:  # « jet opposé, plus 5 contre plus 3 »
            against, player = read_signed("bonus", str(slots["against"])), bool(slots.get("pj"))
            dice = read_signed("dk", krasse_dice)
            ours, theirs = (0, dice) if slots.get("npc_dice") and not player else (dice, 0)
            return lambda game: KrassesBooks(game.ledger, game.table).oppose(
                read_signed("bonus", bonus), against, ours, theirs,
                opponent_is_player=player, seed=context.seed)
        circumstance = str(slots.get("circumstance") or 0)
        difficulty = str(slots["difficulty"])
        player, conteur = slots.get("player"), bool(slots.get("conteur"))
        return lambda game: KrassesBooks(game.ledger, game.table).roll(
            read_signed("bonus", bonus), difficulty, read_signed("dk", krasse_dice),
            read_signed("dk", circumstance), player=player and str(player), conteur=conteur,
            seed=context.seed)


_CHARISME = re.compile(r"\b(\d+),? (?:de |en |d )?charisme\b|\bcharisme (?:de |a )?(\d+)\b")
"""The charisme said with its number (« trois de charisme », « en a deux, de charisme »,
« charisme un »)."""


_CHARISME_OWNER = re.compile(r"(?:([^\W\d_][\w-]*) )?(?!(?:en|a|avec|qui)\b)([^\W\d_][\w-]*),? "
                             r"(?:(?:en a|a|avec|qui a|qui en a) )?"
                             r"(?:\d+|un|une),? "
                             r"(?:de |en |d )?"
                             r"charisme\b", re.IGNORECASE)
"""Who has the charisme said, named just before it, wherever the sentence starts; the word
before the name too, for a name said in two words (``_owner``)."""
def _owner(said: re.Match[str]) -> str:
    """The charisme's owner: the name before it, with the word before that name when both
    make one name said in two words (« berenger loup a deux de charisme »)."""
    name = said.group(2)
    if said.group(1) and opens_with_two_names(f"{fold(said.group(1))} {fold(name)} a",
                                              frozenset({fold(name)})):
        return f"{said.group(1)} {name}"
    return name


_NOT_OWNERS = frozenset({"il", "elle", "on", "qui", "et", "le", "la", "en", "conteur", "joueur"})
_KEEPS_ALL = re.compile(r"\bgard\w* (?:tout|toutes|tous|les siennes|ses \w+)\b|\b(?:la|le|les) gard\w*\b"
                        r"|\brien (?:au|dans le) tas\b|^(?:cree|nouveau personnage)\b")
"""A player who keeps all his dK of a scénario's start (none to the tas); a character created
with his charisme keeps them all too."""
_NUMBER = r"(?P<count>\d+|" + "|".join(_COUNT_WORDS) + r")"
_PUTS = re.compile(r"\b(?:met|mets|mettent|place|places|placent|pose|poses|posent|ajoute)\b"
                   rf" (?:(?:en|les) )?{_NUMBER}\b(?: (?:autres|krass\w*|dk|des))*[^.;]*\bau tas\b")
"""« … et met les deux autres au tas », « en met deux au tas »: how many go to the tas."""
_KEEPS = re.compile(rf"\bgard\w* (?:en )?{_NUMBER}\b")
"""« elle en garde une … »: how many the player keeps."""
_PUTS_ALL = re.compile(r"\b(?:les|toutes|tous|tout|sa \w+|ses \w+)\b[^.;]*\b(?:au|dans le) tas\b")
"""A player who puts all his dK of a scénario's start in the tas (« il met tout au tas », « elle
met sa krâsse au tas »)."""


def to_the_heap(words: str, charisme: int) -> int | None:
    """How many of the ``charisme`` dK a player receives at a scénario's start go to the tas
    (« Chaque début de scénario, les joueurs reçoivent un nombre de dK égal à leur charisme
    qu'ils peuvent se réserver ou placer dans le tas »), from folded words; ``None`` when they
    do not say."""
    put, kept = _PUTS.search(words), _KEEPS.search(words)
    if put is not None:
        return int(_COUNT_WORDS.get(put["count"], put["count"]))
    if kept is not None:
        return max(charisme - int(_COUNT_WORDS.get(kept["count"], kept["count"])), 0)
    if _KEEPS_ALL.search(words):
        return 0
    if _PUTS_ALL.search(words) or re.search(r"\b(?:au|dans le) tas\b", words):
        return charisme  # « et Thibault un de charisme, hop au tas »
    return None


_ASKS = re.compile(r"\bcombien\b|\?\s*$|^(?:et |alors |bon )?(?:le|du) tas(?: de krass\w*)?\s*$"
                   r"|\b(?:ou|qu'est-ce qu'il y a|quoi) (?:en est|dans) le tas\b")
"""A question about the tas rather than a move of it."""


class KrassesHeap(SystemAction):
    """« le conteur met trois krâsses au tas »; « Bob a trois de charisme et met deux krâsses au
    tas » (début de scénario): the tas de krâsses moves (``KrassesBooks.heap``); « combien il
    reste dans le tas ? » reads it."""

    intent = "krasses_heap"
    entities = ("protagonist", "amount", "krasse_dice")
    required = ("krasse_dice",)

    def slots(self, tracker: Tracker) -> dict[str, Any]:
        """The entities, the dK counted from the words when the model missed them, and the
        move: dK taken from the tas (« Bob prend deux krâsses du tas »), a player's own used
        (« Bob utilise deux de ses krâsses »), or put in it."""
        said = str((tracker.latest_message or {}).get("text") or "")
        found = super().slots(tracker)
        if found.get("krasse_dice") is None:
            dice, _ = krasse_counts(said)
            found = {**found, **({} if dice is None else {"krasse_dice": dice})}
        words = fold(said)
        charisme = _CHARISME.search(words)
        if charisme is not None:  # the words say it surer than the model (a « level » at times)
            found = {**found, "amount": charisme.group(1) or charisme.group(2)}
            owner = _CHARISME_OWNER.search(said)
            if fold(str(found.get("protagonist") or "")) in _NOT_OWNERS:
                found.pop("protagonist", None)  # « Joël en a quatre »: « en » is no one
            if not found.get("protagonist") and owner is not None \
                    and owner.group(2).lower() not in _NOT_OWNERS:
                found["protagonist"] = _owner(owner)  # « début du scénario. Malo a deux de … »
            shared = to_the_heap(words, int(found["amount"]))
            if shared is not None:  # « … elle en garde une et met les deux autres au tas »
                found["krasse_dice"] = str(shared)
                found["shared"] = bool(found.get("protagonist"))
        taking = bool(re.search(r"\b(?:prend|prends|prennent|pioche|piochent|retire|tire|utilise"
                                r"|utilisent|enleve|recupere)\w*\b", words))
        own = bool(re.search(r"\b(?:ses|mes|leurs|siens|miens|sa|son|ma|mon) (?:\w+ )?(?:krass|dk)",
                             words))
        shows = found.get("krasse_dice") is None and charisme is None and bool(_ASKS.search(words))
        return {**found, "take": taking and not re.search(r"\b(?:met|mets|mettent|ajoute)\b", words),
                "own": own, "show": shows}

    def missing_slots(self, slots: dict[str, Any]) -> list[str]:
        """A question about the tas (« combien il reste dans le tas ? ») needs no count."""
        return [] if slots.get("show") else super().missing_slots(slots)

    def trusted(self, verdict: Verdict, slots: dict[str, Any]) -> Verdict:
        """A question about the tas is a reading: answered, never asked about; a player's
        charisme said with what goes to the tas (« Joël en a quatre de charisme, il garde
        tout ») is the scénario's start, and a named player's kept dK put in it (« Hyacinthe met
        sa krâsse gardée au tas ») are his own to give: both done at once."""
        sure = slots.get("show") or slots.get("shared") or (
            slots.get("own") and slots.get("protagonist") and not slots.get("take"))
        return Verdict.ACT if verdict is Verdict.CONFIRM and sure else verdict

    def command(self, slots: dict[str, Any], context: TurnContext) -> Command:
        player, charisme = slots.get("protagonist"), slots.get("amount")
        said = str(slots.get("krasse_dice") or 0)
        take, own = bool(slots.get("take")), bool(slots.get("own"))
        if slots.get("show"):
            return lambda game: KrassesBooks(game.ledger, game.table).state()

        def move(game: Game) -> Reply:
            books, to_heap = KrassesBooks(game.ledger, game.table), read_signed("dk", said)
            if take:
                return books.heap(used=to_heap,
                                  player=str(player) if own and player is not None else None)
            if player is not None and charisme is not None:
                return books.heap(player=str(player), to_heap=to_heap,
                                  charisme=read_signed("charisme", str(charisme)))
            if player is not None and own:  # « Hyacinthe met sa krâsse gardée au tas »
                return books.heap(player=str(player), shared=to_heap)
            return books.heap(conteur=to_heap)

        return move


_SIGNED = r"(?:plus |moins |\+|-)?\d+"
_BONUSES = re.compile(rf"(?:bonus (?:de )?)?(?P<value>{_SIGNED})")


def coop_words(words: str) -> dict[str, Any]:
    """« coopération à plus 5, plus 3 et plus 0 contre difficile [degrés 2, 1 et 0] »: each
    participant's bonus before « contre » (or « difficulté »), the difficulty after it."""
    words = fold(words)
    degrees: list[int] = []
    found = re.search(r"\bdegres? (?P<list>.+)$", words)
    if found is not None:
        degrees = [int(value) for value in re.findall(r"-?\d+", found["list"])]
        words = words[:found.start()]
    marker = re.search(r"\b(?:contre|difficulte)\b", words)
    left, right = (words[:marker.start()], words[marker.end():]) if marker else (words, "")
    right = re.sub(r"^[\s:,]*(?:(?:une|la|de|difficulte) )*", "", right)
    bonuses = [read_signed("bonus", match["value"].strip())
               for match in _BONUSES.finditer(left)]
    difficulty = readable(krasses.parse_difficulty, starts(right))
    return {"bonuses": bonuses, "difficulty": difficulty, "degrees": degrees}


class KrassesCoop(SystemAction):
    """« coopération à plus 5, plus 3 et plus 0 contre difficile »: the best total, plus 2 per
    other participant above 15 (``krasses.cooperative_check``), journaled at the table."""

    intent = "krasses_coop"
    entities = ("difficulty",)
    required = ("difficulty",)

    def slots(self, tracker: Tracker) -> dict[str, Any]:
        """The bonuses, the difficulty and the degrees read from the words."""
        said = coop_words(str((tracker.latest_message or {}).get("text") or ""))
        found = super().slots(tracker)
        difficulty = said["difficulty"] or found.get("difficulty")
        return {**said, **({"difficulty": difficulty} if difficulty else {})}

    def command(self, slots: dict[str, Any], context: TurnContext) -> Command:
        bonuses = [int(value) for value in slots.get("bonuses") or []]
        degrees = [int(value) for value in slots.get("degrees") or []]
        difficulty = str(slots["difficulty"])

        def roll(dice: Dice, seed: int) -> Reply:
            if len(bonuses) < 2:
                raise RefusedMoveError(reason="cooperation_deux_participants")
            if degrees and len(degrees) != len(bonuses):
                raise RefusedMoveError(reason="degres_par_participant")
            rolls, result, kept = krasses.cooperative_check(
                bonuses, degrees, krasses.parse_difficulty(difficulty), dice)
            return wording.krasses_cooperation(rolls, result, kept, seed)

        said = {"bonus": bonuses, "difficulty": difficulty, "degrees": degrees or None}
        return lambda game: KrassesBooks(game.ledger, game.table).play(
            "krasses_coop", said, roll, context.seed)


_STAKE = re.compile(r"\b(?P<count>\d+|un|une|deux|trois|quatre|cinq|six|sept|huit|neuf|dix)"
                    r" (?:des? )?(?:krass\w*|dk)\b")
_PAIR = re.compile(rf"(?P<ours>{_SIGNED}) contre (?:(?:l'adversaire|le conteur|lui) (?:a )?)?"
                   rf"(?P<theirs>{_SIGNED})")


def contre_words(words: str) -> dict[str, Any]:
    """« contre-krâsse avec 3 dK, plus 5 contre plus 4 »: the player's dK (the first count),
    the other side's (the second, the same otherwise), the two bonuses said « X contre Y »;
    read after the « contre-krâsse » itself when said (« le capitaine fait une krâsse avec
    deux dK, Ilona répond : contre-krâsse, deux dK contre deux, … »: the conteur's krâsse told
    before is no stake)."""
    words = fold(words)
    answered = re.search(r"\bcontre[- ]krasses?\b", words)
    if answered is not None:
        words = words[answered.start():]
    paired = re.search(r"\b(\d+) (?:des? )?(?:krass\w*|dk) contre (\d+)\b(?! (?:des? )?(?:krass|dk))",
                       words)
    if paired is not None:  # « 2 dK contre 3 »: the stakes of both sides
        words = words[:paired.start()] + f" {paired[1]} dk {paired[2]} dk " + words[paired.end():]
    stakes = [_COUNT_WORDS.get(found["count"], found["count"]) for found in _STAKE.finditer(words)]
    rest = _STAKE.sub(" ", words.replace("contre-krasse", " ").replace("contre krasse", " "))
    rest = re.sub(r"\b\d+ contre (?=\D*$)", " ", rest) if not _PAIR.search(rest) else rest
    pair = _PAIR.search(rest)
    return {"krasse_dice": stakes[0] if stakes else None,
            "against_dk": stakes[1] if len(stakes) > 1 else (stakes[0] if stakes else None),
            "skill": pair["ours"] if pair else None, "against": pair["theirs"] if pair else None}


class KrassesContre(SystemAction):
    """« contre-krâsse avec trois dK, plus 5 contre plus 4 »: both sides stake the same dK
    (a player short of dK puts what is left), the lowest dice score takes them all
    (``KrassesBooks.contre``); « … avec ses krâsses » takes the player's own dK."""

    intent = "krasses_contre"
    entities = ("protagonist",)
    required = ("krasse_dice",)

    def slots(self, tracker: Tracker) -> dict[str, Any]:
        """The stakes and the bonuses read from the words."""
        said = str((tracker.latest_message or {}).get("text") or "")
        found = {key: value for key, value in contre_words(said).items() if value is not None}
        own = bool(re.search(r"\b(?:ses|mes|leurs) (?:\w+ )?(?:krass|dk)", fold(said)))
        return {**super().slots(tracker), **found, "own": own}

    def command(self, slots: dict[str, Any], context: TurnContext) -> Command:
        dk, against_dk = int(slots["krasse_dice"]), int(slots.get("against_dk") or slots["krasse_dice"])
        bonus = read_signed("bonus", str(slots.get("skill") or 0))
        against = read_signed("bonus", str(slots.get("against") or 0))
        player = slots.get("protagonist") if slots.get("own") else None
        return lambda game: KrassesBooks(game.ledger, game.table).contre(
            bonus, against, dk, against_dk, None if player is None else str(player),
            seed=context.seed)
