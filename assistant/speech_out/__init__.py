"""Speech out: offline French text-to-speech (espeak-ng, or speech-dispatcher for screen readers)."""
