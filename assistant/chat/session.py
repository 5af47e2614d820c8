"""``ChatSession``: the text assistant as an object (used by ``hades chat`` and the voice loop).

    session = ChatSession(table="t", seed=7, gm=True)
    session.start()                       # trains if needed, starts both servers (≈10–15 s)
    reply = session.handle("quatre dés contre cinq")   # assistant.reply.Reply
    session.close()                       # stops both servers

Each line is normalised (``assistant.nlu.normalize``; the table's hyphenated names said in two
words written whole, ``assistant.nlu.names.with_compound_names``, the names read again only
after a write, ``assistant.game.names.KnownNames``) and posted to the local Rasa
server with
the table, the turn's seed and the audience as metadata; the actions answer through
``assistant.game``. With ``seed`` S the n-th line (from 0) rolls with seed S + n, so a piped
session replays exactly; without it every roll draws a secure seed (stored in the ledger).

Rasa keeps the whole conversation and its policies read all of it at every message, so a long
evening would get slower and slower. Only a pending question of the dice form (« Contre
combien de dés ? ») needs the previous messages — everything else is in the ledger — so each
exchange that does not end with such a question closes the Rasa conversation, and the next
line opens a new one.
"""

from __future__ import annotations

import json
import urllib.error
import urllib.request
from collections.abc import Callable
from pathlib import Path
from types import TracebackType
from typing import Any

from assistant.chat.secret import SECRET_HEADER, new_secret
from assistant.chat.servers import LOOPBACK, Server, action_server, free_port, rasa_server, wait_all_ready
from assistant.chat.typed import as_text
from assistant.game.names import KnownNames
from assistant.ledger import DEFAULT_TABLE
from assistant.nlu.corrections import with_corrections_applied
from assistant.nlu.model import ensure_model, model_path
from assistant.nlu.names import with_compound_names
from assistant.nlu.normalize import MAX_UTTERANCE_CHARS, normalize_utterance, too_long
from assistant.nlu.spoken_breaks import with_spoken_breaks
from assistant.reply import Reply
from assistant.serve.discovery import running_service

START_TIMEOUT_SECONDS = 180.0
REQUEST_TIMEOUT_SECONDS = 30.0
EMPTY_INPUT = Reply(table="Je n'ai rien entendu. Dites par exemple « quatre dés contre trois ».")
TOO_LONG = Reply(table=f"Phrase trop longue : je lis au plus {MAX_UTTERANCE_CHARS} caractères."
                       " Dites une commande à la fois.", data={"kind": "error", "error": "too_long"})
SERVER_TIMEOUT = Reply(table="Le serveur de compréhension ne répond pas à temps. Dites « état »"
                             " pour vérifier la table, puis réessayez.",
                       data={"kind": "error", "error": "server_timeout"})
NO_ANSWER = Reply(table="Je n'ai pas compris. Dites par exemple « quatre dés contre trois », ou « aide ».")

AWAITING = "awaiting"
"""Key of ``Reply.data`` naming the slot a form question waits for."""
FRAME = "frame"
"""Key of the actions' message carrying the last command answered (``actions/conversation.py``)."""

Progress = Callable[[str], None]


def _silent(_: str) -> None:
    """Default progress callback: say nothing."""


class ChatSession:
    """A conversation with the assistant at one table."""

    def __init__(
        self,
        table: str = DEFAULT_TABLE,
        seed: int | None = None,
        gm: bool = False,
        model: Path | None = None,
        use_service: bool = True,
    ) -> None:
        """Prepare a session; nothing runs before ``start``. With ``use_service`` the session
        uses a running ``hades serve`` (same data folder) instead of starting its own servers."""
        self.use_service = use_service
        self.connected_to_service = False
        self.table = table
        self.seed = seed
        self.gm = gm
        self._model = model
        self._servers: list[Server] = []
        self._webhook = ""
        self._turn = 0
        self._conversation = 0
        self._secret = ""
        self._frame: dict[str, Any] | None = None
        self._names = KnownNames()
        """The last command answered, handed back to the next conversation (follow-ups)."""

    def start(self, progress: Progress = _silent) -> None:
        """Connect to a running ``hades serve`` when there is one; otherwise train the model if
        the data changed, start both servers and wait until ready."""
        if self.use_service and self._connect_to_service():
            progress("Prêt (service hades serve).")
            return
        model = self._model or model_path()
        if not model.exists():
            progress("Entraînement du modèle de compréhension (une minute environ)…")
            model = ensure_model()
        action_port, rasa_port = free_port(), free_port()
        self._secret = new_secret()
        self._servers = [action_server(action_port, self._secret),
                         rasa_server(rasa_port, model, action_port, self._secret)]
        progress("Chargement du modèle…")
        for server in self._servers:
            server.start()
        try:
            wait_all_ready(self._servers, START_TIMEOUT_SECONDS, _ticker(progress))
        except Exception:
            self.close()
            raise
        self._webhook = f"http://{LOOPBACK}:{rasa_port}/webhooks/hades/webhook"
        progress("Prêt.")

    def _connect_to_service(self) -> bool:
        """Use the running service's Rasa server if the discovery file names one that answers."""
        address = running_service()
        if address is None:
            return False
        probe = Server("Rasa server", [], f"http://{LOOPBACK}:{address.rasa_port}/webhooks/hades/")
        if not probe.answers():
            return False
        self._secret = address.secret
        self._webhook = f"http://{LOOPBACK}:{address.rasa_port}/webhooks/hades/webhook"
        self.connected_to_service = True
        return True

    def handle(self, text: str) -> Reply:
        """Answer one line typed or said by a player."""
        if not self._webhook:
            raise RuntimeError("ChatSession.start() must be called first")
        if too_long(text):
            return TOO_LONG
        normalized = as_text(with_spoken_breaks(with_corrections_applied(with_compound_names(
            normalize_utterance(text), self._names.of(self.table)))))  # « /intent{…} » is
        # words, not an intent; a transcript gets the clause breaks a writer would put, the
        # table's compound names said in two words (« marie lou ») are written whole, and a
        # value taken back in the same breath is the corrected one
        if not normalized.strip():
            return EMPTY_INPUT
        metadata: dict[str, Any] = {"table": self.table, "gm": self.gm}
        if self.seed is not None:
            metadata["seed"] = self.seed + self._turn
        if self._frame is not None:
            metadata[FRAME] = self._frame
        self._turn += 1
        sender = f"{self.table}#{self._conversation}"
        try:
            messages = self._post({"sender": sender, "message": normalized,
                                   "metadata": metadata})
        except TimeoutError:  # the session goes on; the line may or may not have been applied
            self._conversation += 1
            return SERVER_TIMEOUT
        sent = frame_from_messages(messages)
        if sent is not None:  # an empty frame: the command answered takes no follow-up
            self._frame = sent or None
        reply = reply_from_messages(messages)
        if AWAITING not in reply.data:
            self._conversation += 1
        return reply

    @property
    def process_ids(self) -> list[int]:
        """Process ids of the running servers (empty before ``start`` and after ``close``)."""
        return [server.process.pid for server in self._servers if server.process is not None]

    def close(self) -> None:
        """Stop both servers (safe to call twice)."""
        for server in reversed(self._servers):
            server.stop()
        self._servers = []
        self._webhook = ""
        self.connected_to_service = False

    def __enter__(self) -> "ChatSession":
        self.start()
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        traceback: TracebackType | None,
    ) -> None:
        self.close()

    def _post(self, payload: dict[str, Any]) -> list[dict[str, Any]]:
        request = urllib.request.Request(
            self._webhook,
            data=json.dumps(payload).encode(),
            headers={"Content-Type": "application/json", SECRET_HEADER: self._secret},
        )
        try:
            with urllib.request.urlopen(request, timeout=REQUEST_TIMEOUT_SECONDS) as response:
                return json.loads(response.read())
        except urllib.error.URLError as error:  # a timeout while connecting comes wrapped
            if isinstance(error.reason, TimeoutError):
                raise TimeoutError(str(error.reason)) from error
            raise


def reply_from_messages(messages: list[dict[str, Any]]) -> Reply:
    """Merge Rasa's answers (response texts and the actions' custom JSON) into one ``Reply``."""
    table: list[str] = []
    gm: list[str] = []
    data: dict[str, Any] = {}
    for message in messages:
        custom = message.get("custom")
        if custom and AWAITING in custom:
            data[AWAITING] = custom[AWAITING]
        elif custom and FRAME in custom:
            continue
        elif custom:
            table.append(custom.get("table") or "")
            if custom.get("gm"):
                gm.append(custom["gm"])
            data.update(custom.get("data") or {})
        elif message.get("text"):
            table.append(message["text"])
    if not any(table) and not gm:  # a secret answer has only the Destinée's part
        return NO_ANSWER
    return Reply(table=" ".join(part for part in table if part), gm=" ".join(gm) or None, data=data)


def frame_from_messages(messages: list[dict[str, Any]]) -> dict[str, Any] | None:
    """The frame the actions sent back with their answer, if any; empty when the command
    they answered takes no follow-up."""
    for message in messages:
        custom = message.get("custom")
        if isinstance(custom, dict) and isinstance(custom.get(FRAME), dict):
            return custom[FRAME]
    return None


def _ticker(progress: Progress) -> Callable[[float], None]:
    """A progress callback for ``wait_all_ready`` that reports every five seconds."""
    reported = {"last": 0}

    def tick(elapsed: float) -> None:
        step = int(elapsed // 5)
        if step > reported["last"]:
            reported["last"] = step
            progress(f"Chargement du modèle… {step * 5} s")

    return tick
