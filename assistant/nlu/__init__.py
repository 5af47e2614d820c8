"""French understanding: utterance normalisation, entity normalisation and the parse contract."""
