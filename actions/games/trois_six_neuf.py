"""3-6-9's Rasa actions (seed 003) and how its words read at a 3-6-9 table.

A tour, and what a character does with the dice of its réserve around it, said in one sentence:
« Alice mise un dé de fortune » (before the throw; « pour l'adversité » puts the character on
that side), « Alice sacrifie deux dés de marasme » (after it), « Alice bat en retraite »,
« Alice prend la fuite ». The move and the kind of die are read from the words; a move without
its die gets one sentence saying what to say, and nothing changes.
"""

from __future__ import annotations

import re
from typing import Any

from rasa_sdk import Tracker

from actions.context import TurnContext
from actions.game_actions import Command
from actions.said_words import after, plain_words, readable
from actions.systems import SystemAction
from assistant.game import Game
from assistant.game.games.trois_six_neuf import TroisSixNeufBooks, reserve_key
from assistant.nlu.normalize import normalize_utterance
from assistant.nlu.trust import Verdict
from assistant.reply import Reply
from assistant.wording.games import trois_six_neuf as wording
from hades_core.systems.text import parse_signed, read_signed
from hades_core.systems.trois_six_neuf import Reserve, Side

SAY_ODDS = "quelles sont mes chances, solde plus 4"

MOVES = (
    ("stake", re.compile(r"\b(?:mise|misent|miser|parie|mets|met)\b")),
    ("sacrifice", re.compile(r"\bsacrifi")),
    ("retreat", re.compile(r"\b(?:retraite|recule|replie)")),
    ("flee", re.compile(r"\b(?:fui|fuit|fuite|fuient|fuir|enfui)")),
    ("lose", re.compile(r"\b(?:perd|perdent|perdu|depense|retire|enleve|rend|rendent)\b")),
    ("gain", re.compile(r"\b(?:gagne|gagnent|recoit|recoivent|obtient|prend|prennent|recupere"
                        r"|ajoute|donne|remplis|remplit|rajoute|a)\b")),
)
"""Words of each move, looked for in the folded sentence, in this order."""

_NOT_NAMES = frozenset({"un", "une", "des", "plus", "moins", "solde", "adversite", "lui", "elle",
                        "eux", "nous", "vous", "moi", "toi", "tous", "ce", "cet", "cette"})
_DIE_KIND = re.compile(r"\b(fortune|marasme)\b")
_COUNTED_KIND = re.compile(r"\b(?:\d+|un|une) des? de (?:fortune|marasme)\b")
_COUNT = re.compile(r"\b(\d+) des? de (?:fortune|marasme)\b")


_SOLDE = re.compile(
    r"\bsolde (?:(?:des competences|de|d'un|est|vaut|fait|a|egal a|=) )*"
    r"(?P<after>(?:plus |moins |\+|-)?\d+)"
    r"|(?P<before>(?:plus |moins |\+|-)?\d+) (?:de|au) solde\b")
"""« solde de plus 12 », « le solde est de moins 3 », « plus 1 de solde »."""

_OPPONENT = re.compile(r"\bcontre (?:l'|le |la |les )?(?P<name>[^\W\d_][\w'-]*)")
"""« … contre l'orque »: the name said after « contre »."""


def solde_words(words: str) -> str | None:
    """The solde said in folded ``words`` (``None`` when none is)."""
    found = _SOLDE.search(words)
    if found is None:
        return readable(parse_signed, after(words, "solde"))
    return found["after"] or found["before"]


def roll_words(words: str) -> dict[str, str | None]:
    """« solde plus 4 », « dé du destin avec un solde de plus 12 »."""
    return {"solde": solde_words(words)}


def odds(found: dict[str, str]) -> Reply:
    """The exact odds of a tour read by :func:`roll_words`."""
    return wording.trois_six_neuf_odds(read_signed("solde", found["solde"]))


_DICE_OF = re.compile(r"\b(\d+|un|une) (?:des? )?(?:de )?(fortune|marasme)\b")
"""« 2 dés de fortune », « 3 de marasme », « un dé de marasme »."""


def reserve_counts(said: str) -> tuple[int, int]:
    """The dés de fortune and de marasme counted in ``said`` (« avec deux dés de fortune et
    trois de marasme » → (2, 3)); a kind named without a number is one die."""
    words = plain_words(normalize_utterance(said))
    counts = {"fortune": 0, "marasme": 0}
    counted: set[str] = set()  # « zéro dé de fortune » counts none
    for found in _DICE_OF.finditer(words):
        counts[found.group(2)] += 1 if found.group(1) in ("un", "une") else int(found.group(1))
        counted.add(found.group(2))
    for kind in counts:
        if kind not in counted and re.search(rf"\bdes? (?:de )?{kind}\b", words):
            counts[kind] = 1
    return counts["fortune"], counts["marasme"]


def create_character(game: Game, name: str, number: str | None, said: str = "") -> Reply:
    """A character starts with a réserve personnelle: the dice said (« crée Yanis avec deux
    dés de fortune et trois de marasme »), empty otherwise."""
    fortune, marasme = reserve_counts(said)
    return TroisSixNeufBooks(game.ledger, game.table).reserve(name, fortune, marasme)


def fortune(name: str, amount: int) -> Command:
    """« Yanis gagne un dé de fortune » read as a fortune gained: dés de fortune of his
    réserve."""
    return lambda game: TroisSixNeufBooks(game.ledger, game.table).reserve(name, amount, 0)


_NEGATIONS = frozenset({"pas", "plus", "jamais", "rien", "point"})


def _negated(words: str, verb: re.Match[str]) -> bool:
    """Whether the verb found is said with a negation (« il a pas le moral », « il n'en perd
    aucun »): no move."""
    before, after = words[:verb.start()].split()[-2:], words[verb.end():].split()[:1]
    return bool(_NEGATIONS & set(after)) or any(
        word in ("n", "ne") or word.startswith("n'") for word in before)


def move_words(said: str) -> dict[str, Any]:
    """The move, the kind of die, how many (« deux dés de marasme ») and the side read in
    ``said``; a verb said with its negation moves nothing."""
    words = plain_words(normalize_utterance(said))
    move = next((name for name, pattern in MOVES
                 if any(not _negated(words, found) for found in pattern.finditer(words))), None)
    kind, count = _DIE_KIND.search(words), _COUNT.search(words)
    return {"move": move, "kind": kind.group(1) if kind else None,
            "count": int(count.group(1)) if count else 1,
            "side": Side.ADVERSITE.key if re.search(r"\badvers", words) else Side.PJ.key}


class TroisSixNeufTurn(SystemAction):
    """« dé du destin avec un solde de plus 4 »: a tour with the dice the characters misés; the
    character named (« contre l'orque ») is the weaker side's, who discards beyond 10."""

    intent = "trois_six_neuf_turn"
    entities = ("solde", "protagonist")
    required = ("solde",)

    def slots(self, tracker: Tracker) -> dict[str, Any]:
        """The solde, and the character named after « contre » (a name said otherwise is the
        one who rolls, not the weaker side's)."""
        found = super().slots(tracker)
        words = plain_words(str((tracker.latest_message or {}).get("text") or ""))
        if not found.get("solde") or readable(parse_signed, [str(found["solde"])]) is None:
            solde = solde_words(words)
            found = {**found, **({"solde": solde} if solde is not None else {})}
        name = found.pop("protagonist", None)
        if name is not None and f"contre {plain_words(str(name))}" in words:
            found["opponent"] = name
        elif (said := _OPPONENT.search(words)) is not None and said["name"] not in _NOT_NAMES:
            found["opponent_said"] = said["name"]  # kept only when it names a réserve
        return found

    def command(self, slots: dict[str, Any], context: TurnContext) -> Command:
        solde, opponent = str(slots["solde"]), slots.get("opponent")
        heard = slots.get("opponent_said")

        def turn(game: Game) -> Reply:
            books = TroisSixNeufBooks(game.ledger, game.table)
            named = None if opponent is None else known_name(books, str(opponent))
            if named is None and heard is not None:
                named = known_reserve(books, str(heard))
            return books.turn(read_signed("solde", solde), named, context.seed)

        return turn


_ARTICLE = re.compile(r"^(?:l'|l’|le |la |les )", re.IGNORECASE)


def known_reserve(books: TroisSixNeufBooks, name: str) -> str | None:
    """The name of the réserve ``name`` (with or without its article), ``None`` if unknown."""
    found = known_name(books, name)
    with books.read() as table:
        return found if table.state.data(reserve_key(found)) is not None else None


def known_name(books: TroisSixNeufBooks, name: str) -> str:
    """The name of a réserve of the table as said, or without its article (« contre l'orque »
    is the réserve « Orque »); the name as said when neither is known (then refused)."""
    with books.read() as table:
        for candidate in (name, _ARTICLE.sub("", name.strip())):
            stored = table.state.data(reserve_key(candidate))
            if stored is not None:
                return str(stored["name"])
    return name


_ASKS = re.compile(r"\?|\b(?:combien|est-ce|est ce|reste-t-il|reste t il)\b")
"""A question about a réserve: read, never a move."""


def reserve_of(books: TroisSixNeufBooks, name: str) -> Reply:
    """The character's réserve as it stands, read without a journal entry."""
    with books.read() as table:
        stored = table.state.data(reserve_key(name))
    if stored is None:
        return wording.say_move(name)
    return wording.reserve(str(stored["name"]), Reserve(stored["fortune"], stored["marasme"]))


class TroisSixNeufMove(SystemAction):
    """A character's move with its dice: mise, sacrifice, retraite, fuite; a question about
    the réserve (« il reste combien de dés de marasme à l'ogre ? ») reads it."""

    intent = "trois_six_neuf_move"
    entities = ("protagonist",)
    required = ("protagonist",)

    def slots(self, tracker: Tracker) -> dict[str, Any]:
        """The character named, and the move read from the words."""
        said = str((tracker.latest_message or {}).get("text") or "")
        slots = {**super().slots(tracker), **move_words(said), "said": said}
        if slots.get("move") in ("gain", "lose"):  # « … elle a trois de fortune et deux de
            slots["dice"] = reserve_counts(said)  # marasme »: both said back when asked
        return slots

    def missing_slots(self, slots: dict[str, Any]) -> list[str]:
        """The character, then the kind of die of a mise or a sacrifice said without it
        (« Solène mise un dé » → « Un dé de fortune ou de marasme ? »)."""
        missing = super().missing_slots(slots)
        if slots.get("move") in ("stake", "sacrifice") and not slots.get("kind") \
                and not _ASKS.search(str(slots.get("said") or "")):
            missing.append("kind")
        return missing

    def pronoun_sure(self, context: TurnContext, guessed: str, slots: dict[str, Any]) -> bool:
        """A question about a réserve (« il lui reste combien de dés de marasme, à … ? ») reads
        it: whoever « lui » is, nothing changes."""
        return _ASKS.search(str(slots.get("said") or "")) is not None

    def trusted(self, verdict: Verdict, slots: dict[str, Any]) -> Verdict:
        """A question about a réserve is a reading: answered, never asked about. Dice of a kind
        counted, gained or lost by a character named (« Aubin gagne deux dés de fortune, il a
        bu à la source bénie ») are asked about, however the model doubts the story."""
        said = str(slots.get("said") or "")
        if verdict is Verdict.CONFIRM and _ASKS.search(said):
            return Verdict.ACT
        if verdict is Verdict.REFUSE and slots.get("protagonist") and slots.get("kind") \
                and slots.get("move") in ("gain", "lose") and _COUNTED_KIND.search(
                    plain_words(normalize_utterance(said))):
            return Verdict.CONFIRM
        return verdict

    def command(self, slots: dict[str, Any], context: TurnContext) -> Command:
        name, move, kind = str(slots["protagonist"]), slots.get("move"), slots.get("kind")
        said = str(slots.get("said") or "")

        def play(game: Game) -> Reply:
            books = TroisSixNeufBooks(game.ledger, game.table)
            if _ASKS.search(said):  # « il reste combien de dés de marasme à l'ogre ? »
                return reserve_of(books, name)
            if move == "retreat":
                return books.retreat(name, seed=context.seed)
            if move == "flee":
                return books.flee(name)
            if move in ("gain", "lose"):
                fortune_dice, marasme_dice = reserve_counts(said)
                if not fortune_dice and not marasme_dice:
                    return wording.say_move(name)
                sign = 1 if move == "gain" else -1
                return books.reserve(name, sign * fortune_dice, sign * marasme_dice)
            if move is None or kind is None:
                return wording.say_move(name)
            if move == "stake":
                return books.stake(name, str(kind), str(slots["side"]))
            return books.sacrifice(name, str(kind), int(slots["count"]))

        return play
