"""The per-run secret shared by the assistant's own processes (front end, Rasa server, action
server), so that no other user of the machine can reach a table through them.

The secret is made fresh at each start (``new_secret``) and passed to the child servers in
their environment (``SECRET_ENV``), never on their command line, which other users can read
with ``ps``. The front end sends it in a header (``SECRET_HEADER``) to the Rasa server; Rasa
passes it to the action server as the ``token`` query parameter of its action endpoint
(``nlu_data/endpoints.yml``). Requests are also refused when they come from a web page (an
``Origin`` header) or are not JSON (a page may post ``text/plain`` without asking first).
"""

from __future__ import annotations

import hmac
import os
import secrets
from collections.abc import Mapping

SECRET_ENV = "HADES_SECRET"
SECRET_HEADER = "X-Hades-Secret"
TOKEN_PARAMETER = "token"


def new_secret() -> str:
    """A fresh random secret for one run of the servers."""
    return secrets.token_urlsafe(32)


def current_secret() -> str:
    """The secret this server process was given (empty when none: then nothing is accepted)."""
    return os.environ.get(SECRET_ENV, "")


def refusal(headers: Mapping[str, str], presented: str | None) -> str | None:
    """Why a request must be refused (``None`` when it may go on): a missing or wrong secret,
    a cross-origin request, a body that is not JSON."""
    expected = current_secret()
    if not expected or presented is None or not hmac.compare_digest(presented, expected):
        return "secret"
    if headers.get("origin") is not None:
        return "origin"
    content_type = (headers.get("content-type") or "").split(";")[0].strip().lower()
    if content_type != "application/json":
        return "content-type"
    return None
