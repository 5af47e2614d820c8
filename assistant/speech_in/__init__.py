"""Speech in: the microphone, vosk models and recognisers, the command grammar, endpointing."""
