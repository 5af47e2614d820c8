"""Who may open which page of ``hades serve``'s web server: two random tokens, one for the
Destinée (everything) and one for the table (the table's log and its text box only).

Reading chosen: the issue asks for tokens with ``--lan``; they are required on loopback too,
since other users of the same machine can reach 127.0.0.1.
"""

from __future__ import annotations

import hmac
import secrets
from dataclasses import dataclass, field
from enum import Enum


class Role(Enum):
    DESTINEE = "destinee"
    TABLE = "table"


@dataclass(frozen=True)
class Access:
    """The two tokens of one run of the service."""

    destinee_token: str = field(default_factory=lambda: secrets.token_urlsafe(24))
    table_token: str = field(default_factory=lambda: secrets.token_urlsafe(24))

    def role_of(self, token: str | None) -> Role | None:
        """The role a presented token grants (``None``: refused)."""
        if not token:
            return None
        if hmac.compare_digest(token, self.destinee_token):
            return Role.DESTINEE
        if hmac.compare_digest(token, self.table_token):
            return Role.TABLE
        return None

    def allows(self, token: str | None, needed: Role) -> bool:
        """True when ``token`` reaches what ``needed`` may: the Destinée reaches everything."""
        role = self.role_of(token)
        return role is Role.DESTINEE or (role is not None and role is needed)
