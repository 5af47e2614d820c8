"""The games the assistant plays, one registry line each (:data:`GAMES`).

A game's key names its module in every layer, found by that key and nothing else:

- ``hades_core.systems.<…>``: its rules, pure Python (dice in through ``hades_core.dice.Dice``,
  frozen dataclasses out, exact odds as :class:`fractions.Fraction`);
- ``assistant.wording.games.<key>``: what players hear of it, in French;
- ``assistant.game.games.<key>``: its bookkeeping at a table, journaled in the ledger;
- ``assistant.cli.games.<key>``: its ``hades`` sub-commands (``register(subparsers)``);
- ``actions.games.<key>``: its Rasa actions, and ``create_character`` for « crée le personnage
  Alice » at a table playing it;
- ``nlu_data/nlu/games/<key>.yml`` and ``nlu_data/domain/games/<key>.yml``: its intents.

HaDes is the first line and the default game of a new table. Adding a game is one module per
layer and one line here.
"""

from __future__ import annotations

from dataclasses import dataclass

from hades_core.systems.errors import UnknownSystemError
from hades_core.systems.text import compact


@dataclass(frozen=True)
class GameEntry:
    """One game: its key (in the ledger and in every layer's module name), how players hear its
    name, the names they may say for it, and the intent of its ordinary roll."""

    key: str
    name: str
    aliases: tuple[str, ...]
    roll_intent: str


GAMES: tuple[GameEntry, ...] = (
    GameEntry("hades", "HaDes", ("hades", "hasard et destin"), "resolve_pool"),
    GameEntry("fate", "zFate", ("fate", "zfate", "fate core", "fudge"), "fate_roll"),
    GameEntry("deux_d6", "2D6 sous compétence",
              ("deux d6", "2d6", "deux d six", "2d6 sous compétence"), "deux_d6_roll"),
    GameEntry("trois_six_neuf", "3-6-9", ("trois six neuf", "369"), "trois_six_neuf_turn"),
    GameEntry("krasses", "2d10 et krâsses",
              ("krâsses", "krâsse", "2d10", "deux d10", "deux d dix"), "krasses_roll"),
)

SYSTEM_KEYS: tuple[str, ...] = tuple(game.key for game in GAMES)
"""Keys of the supported games, as stored in the ledger: HaDes first (the default)."""

DEFAULT_SYSTEM = GAMES[0].key

_ALIASES = {compact(alias): game.key
            for game in GAMES for alias in (game.key, game.name, *game.aliases)}
"""Names players say, compacted (no accents, case, spaces or hyphens) → game key."""


def game_entry(key: str) -> GameEntry:
    """The registry line of the game stored as ``key``."""
    return next(game for game in GAMES if game.key == key)


def system_key(name: str) -> str:
    """Return the game key for a name a player may say or type (« Fate », « 3-6-9 », « 2D6 »).

    Accents, case, spaces and hyphens are ignored (« krâsses » → ``"krasses"``, « 3 6 9 » →
    ``"trois_six_neuf"``).
    Raises :class:`UnknownSystemError` for any other name.
    """
    key = _ALIASES.get(compact(name))
    if key is not None:
        return key
    raise UnknownSystemError(system=name, known=list(SYSTEM_KEYS))
