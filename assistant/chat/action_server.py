"""The Rasa SDK action server running ``actions/``, on loopback, behind the run's secret.

    python -m assistant.chat.action_server PORT

rasa_sdk's own app, plus a check before every request but the health route: Rasa's
``token`` query parameter must be the run's secret (``assistant.chat.secret``), the body JSON,
and no web page the sender.
"""

from __future__ import annotations

import sys
from typing import Any

from rasa_sdk.endpoint import create_app
from sanic import response
from sanic.request import Request

from assistant.chat.secret import TOKEN_PARAMETER, refusal

LOOPBACK = "127.0.0.1"
OPEN_PATHS = frozenset({"/health"})


def guarded_app() -> Any:
    """rasa_sdk's app for ``actions/`` with the secret check and no CORS."""
    app = create_app("actions", cors_origins=None)

    @app.on_request
    async def guard(request: Request) -> Any:
        if request.path in OPEN_PATHS:
            return None
        reason = refusal({key.lower(): value for key, value in request.headers.items()},
                         request.args.get(TOKEN_PARAMETER))
        if reason is not None:
            return response.json({"refused": reason}, status=403)
        return None

    return app


def main() -> None:
    """Serve on 127.0.0.1 at the port given as the only argument."""
    guarded_app().run(LOOPBACK, int(sys.argv[1]), workers=1, access_log=False)


if __name__ == "__main__":
    main()
