"""Rasa custom actions of the HaDes assistant: thin adapters from slots to ``assistant.game``."""
