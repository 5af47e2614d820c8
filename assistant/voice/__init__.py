"""The voice loop: turn taking, speech commands, and who hears which part of a reply."""
