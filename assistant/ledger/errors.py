"""Errors of the table ledger; each carries structured fields that ``assistant.wording`` words."""

from __future__ import annotations


class LedgerError(Exception):
    """Base of every ledger error; ``key`` names the kind of error for the wording layer."""

    key = "ledger_error"

    def fields(self) -> dict[str, object]:
        """Return the structured fields of the error (JSON-able)."""
        return {}


class UnknownTableError(LedgerError):
    """No « table de jeu » has this name."""

    key = "unknown_table"

    def __init__(self, table: str) -> None:
        super().__init__(f"unknown table {table!r}")
        self.table = table

    def fields(self) -> dict[str, object]:
        return {"table": self.table}


class TableExistsError(LedgerError):
    """A « table de jeu » with this name already exists."""

    key = "table_exists"

    def __init__(self, table: str) -> None:
        super().__init__(f"table {table!r} already exists")
        self.table = table

    def fields(self) -> dict[str, object]:
        return {"table": self.table}


class UnknownSystemError(LedgerError):
    """The game system of a new table is not one the assistant knows."""

    key = "unknown_system"

    def __init__(self, system: str, known: tuple[str, ...]) -> None:
        super().__init__(f"unknown game system {system!r}")
        self.system = system
        self.known = known

    def fields(self) -> dict[str, object]:
        return {"system": self.system, "known": list(self.known)}


class UnknownProtagonistError(LedgerError):
    """No protagoniste of this table has this name."""

    key = "unknown_protagonist"

    def __init__(self, protagonist: str) -> None:
        super().__init__(f"unknown protagonist {protagonist!r}")
        self.protagonist = protagonist

    def fields(self) -> dict[str, object]:
        return {"protagonist": self.protagonist}


class NothingToUndoError(LedgerError):
    """The journal of the table has no entry left to undo."""

    key = "nothing_to_undo"


class NothingToRedoError(LedgerError):
    """No undo at the end of the journal is left to redo."""

    key = "nothing_to_redo"


class NoPreviousEntryError(LedgerError):
    """« répète » or « détaille » was asked but the journal has no such entry yet.

    ``what`` is ``"answer"`` (répète), ``"roll"`` (détaille, fortune shift).
    """

    key = "no_previous_entry"

    def __init__(self, what: str) -> None:
        super().__init__(f"no previous {what} in the journal")
        self.what = what

    def fields(self) -> dict[str, object]:
        return {"what": self.what}


class SchemaTooNewError(LedgerError):
    """The database was written by a newer version of the assistant."""

    key = "schema_too_new"

    def __init__(self, found: int, supported: int) -> None:
        super().__init__(f"database schema version {found} is newer than {supported}")
        self.found = found
        self.supported = supported

    def fields(self) -> dict[str, object]:
        return {"found": self.found, "supported": self.supported}


class DatabaseFaultError(LedgerError):
    """The database file cannot be used: ``reason`` says why (``directory``, ``not_a_file``,
    ``not_a_database``, ``damaged``, ``read_only``, ``no_permission``, ``empty_setting``,
    ``unreachable``, ``planted_link``)."""

    key = "database_fault"

    def __init__(self, reason: str, path: str) -> None:
        super().__init__(f"database {path!r}: {reason}")
        self.reason = reason
        self.path = path

    def fields(self) -> dict[str, object]:
        return {"reason": self.reason, "path": self.path}
