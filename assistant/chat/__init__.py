"""The text assistant: Rasa and action servers on loopback, one typed line → one ``Reply``."""
