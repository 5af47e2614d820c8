"""How the assistant speaks: voice, rate and volume, changed by « plus lentement » and friends."""

from __future__ import annotations

from dataclasses import dataclass, replace

MIN_RATE = 80
MAX_RATE = 400
RATE_STEP = 25
MIN_VOLUME = 10
MAX_VOLUME = 200
VOLUME_STEP = 20


@dataclass(frozen=True)
class SpeechSettings:
    """Voice parameters, in espeak-ng's units (speech-dispatcher's are derived from them)."""

    voice: str = "fr"
    """espeak-ng voice name (``espeak-ng --voices=fr`` lists them), or a speech-dispatcher voice."""

    rate: int = 175
    """Words per minute (espeak-ng's ``-s``), between 80 and 400."""

    volume: int = 100
    """Loudness in percent (espeak-ng's amplitude ``-a``), between 10 and 200."""

    def slower(self) -> SpeechSettings:
        """« plus lentement »: one step slower, never below the minimum rate."""
        return replace(self, rate=max(MIN_RATE, self.rate - RATE_STEP))

    def faster(self) -> SpeechSettings:
        """« plus vite »: one step faster, never above the maximum rate."""
        return replace(self, rate=min(MAX_RATE, self.rate + RATE_STEP))

    def louder(self) -> SpeechSettings:
        """« plus fort »: one step louder."""
        return replace(self, volume=min(MAX_VOLUME, self.volume + VOLUME_STEP))

    def softer(self) -> SpeechSettings:
        """« moins fort »: one step softer."""
        return replace(self, volume=max(MIN_VOLUME, self.volume - VOLUME_STEP))
