"""Speech out: offline French speech (espeak-ng, or speech-dispatcher for screen readers)."""
