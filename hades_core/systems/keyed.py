"""Enumerations whose value is their key: the unaccented word the ledger, the JSON answers and
the wording tables use (« reussi_de_peu », « echec_critique »)."""

from __future__ import annotations

from enum import Enum


class KeyedEnum(Enum):
    """An enumeration whose members' values are their keys."""

    @property
    def key(self) -> str:
        """Key without accents."""
        return str(self.value)
