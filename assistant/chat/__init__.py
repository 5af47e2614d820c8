"""The text assistant: Rasa and action servers on loopback, one typed line → one ``Reply``."""

from assistant.chat.session import ChatSession

__all__ = ["ChatSession"]
