"""The game service shared by every front end (command line, Rasa actions, chat, voice).

``Game(ledger, table)`` runs one player's command on one « table de jeu »: it calls the rules
(``hades_core``), records the result in the ledger in one transaction, and returns the French
``Reply`` (``assistant.wording``) once committed. Errors are raised as ``HadesError`` or
``LedgerError``; ``assistant.wording.error`` turns them into a French answer.
"""

from assistant.game.analysis import AnalysisCommands
from assistant.game.bookkeeping import BookkeepingCommands
from assistant.game.missions import MissionCommands
from assistant.game.oracles import OracleCommands
from assistant.game.records import RecordCommands
from assistant.game.rolls import RollCommands
from assistant.game.status import StatusCommands


class Game(RollCommands, BookkeepingCommands, MissionCommands, OracleCommands, RecordCommands,
           AnalysisCommands, StatusCommands):
    """All the commands of one table: rolls, bookkeeping, scripts and competitions, oracles,
    journal, odds."""


__all__ = ["Game"]
