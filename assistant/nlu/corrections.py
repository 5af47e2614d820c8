"""What a line says beside its command in the same breath: a value the speaker corrects, kept
as corrected, and an interruption between dashes, left out. « destin plus deux euh
non plus un », « trois dés contre deux, non, contre quatre », « deux fortunes pour Honorat non
une seule », « une fortune pour Perrine, non pas Perrine, Ambroisine ». Read after the
utterance is normalised (numbers as digits, lower case): the first value and the « non » that
takes it back are dropped, the corrected value stands where the first was said.

Decision: a correction is only read when it is unmistakable, the second value said with the
same lead word (« plus », « moins », « contre ») or as « une seule », or the name said again
after « non pas »; any other « non » is left to the readers of talk and of hesitations."""

from __future__ import annotations

import re

_TAKEN_BACK = r"[,;]?\s*(?:euh\s+)?non[,;]?\s+(?:pardon[,;]?\s+|plutot\s+|plutôt\s+)?"
"""« non », « euh non », « non, pardon, »: what takes the value said before back."""
_SAME_LEAD = re.compile(r"\b(contre|plus|moins) (\d+)((?:\s+[^\s,;]+){0,3}?)" + _TAKEN_BACK
                        + r"\1 (\d+|une?)\b")
"""A number said again after its lead word (« plus 2 euh non plus un »)."""
_ONLY_ONE = re.compile(r"\b(\d+) ((?:[^\s,;]+ ){0,4}?[^\s,;]+)" + _TAKEN_BACK
                       + r"(?:juste |seulement )?(?:1|une?) seule?\b|\b(\d+) ((?:[^\s,;]+ ){0,4}?"
                       r"[^\s,;]+)" + _TAKEN_BACK + r"(?:juste |seulement )?un seul\b")
"""A count taken back for one (« 2 barres de fatigue non 1 seule »)."""
_NAME_AGAIN = re.compile(r"\b([^\W\d_][\w'-]*),?\s+non pas \1[,;]?\s+")
"""A name taken back by saying it again after « non pas » (« pour perrine, non pas perrine, »)."""


_INTERRUPTION = re.compile(r"\s+[—–]\s+[^—–]+?\s+[—–]\s+")
"""Words said between two dashes inside a line (« Honorat-Célestin prend — qui a mis de la
confiture sur la carte ?! — une blessure »): someone else cutting in."""


_DOUBT_TOLD = re.compile(r"[,;]\s*\bje (?:ne )?(?:sais|me souviens|me rappelle) (?:plus|pas)"
                         r"(?: (?:trop|bien|exactement))?(?= ce que| ce qu'| si\b|\s*[.!]|$)"
                         r"(?: (?:ce que|ce qu'|si)[^.;!?]*)?")
"""« …, ardu ou complexe, je sais plus ce que j'avais dit »: the speaker's doubt about the
values just said, no clause of its own (its « j'avais dit » tells no past of the game); the
values stay, and the action asks which one."""


def with_corrections_applied(text: str) -> str:
    """``text`` without the interruptions between dashes nor the speaker's doubt told after
    the values, and with each value its speaker took back replaced by the one said after
    it."""
    text = _DOUBT_TOLD.sub("", _INTERRUPTION.sub(" ", text))
    text = _SAME_LEAD.sub(lambda said: f"{said[1]} {_number(said[4])}{said[3]}", text)
    text = _ONLY_ONE.sub(lambda said: f"1 {said[2] or said[4]}", text)
    return _NAME_AGAIN.sub("", text)


def _number(said: str) -> str:
    return "1" if said in ("un", "une") else said
