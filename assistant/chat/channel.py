"""The REST channel of the Rasa server, open only to the assistant's own front end.

Same messages as Rasa's ``rest`` channel, under ``/webhooks/hades/webhook``; every POST must
carry the run's secret (``assistant.chat.secret``), be JSON and come from no web page. The
GET health route stays open (it tells nothing about any table). A message is text: its leading
« / » is taken off (``assistant.chat.typed``), so that no client reaches an intent directly.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any, Text

from rasa.core.channels.channel import UserMessage
from rasa.core.channels.rest import RestInput
from sanic import Blueprint, response
from sanic.request import Request

from assistant.chat.secret import SECRET_HEADER, refusal
from assistant.chat.typed import as_text


class SecureRestInput(RestInput):
    """Rasa's REST channel behind the per-run secret."""

    @classmethod
    def name(cls) -> Text:
        """The channel's name in the webhook path."""
        return "hades"

    def _extract_message(self, req: Request) -> Text | None:
        """The message's text, never read by Rasa as « /intent{entities} »."""
        text = super()._extract_message(req)
        return as_text(text) if isinstance(text, str) else text

    def blueprint(
        self, on_new_message: Callable[[UserMessage], Awaitable[Any]]
    ) -> Blueprint:
        """Rasa's routes, with a check before every POST."""
        blueprint = super().blueprint(on_new_message)

        @blueprint.on_request
        async def guard(request: Request) -> Any:
            if request.method != "POST":
                return None
            reason = refusal({key.lower(): value for key, value in request.headers.items()},
                             request.headers.get(SECRET_HEADER))
            if reason is not None:
                return response.json({"refused": reason}, status=403)
            return None

        return blueprint
