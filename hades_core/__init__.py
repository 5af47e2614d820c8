"""HaDes « HAsard & DEStin » rules engine: pure Python, no I/O, no French sentences.

Each module implements one rule and returns frozen dataclasses; turning them into French text
is the job of ``assistant.wording``.
"""
