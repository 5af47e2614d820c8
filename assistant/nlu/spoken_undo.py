"""An undo or a redo said on its own, with the correction it makes, or in passing inside a
longer sentence (``undo_said_in_passing``)."""

from __future__ import annotations

import re
from collections.abc import Sequence

from assistant.nlu.clause_words import Token, Word, clauses_of, words_of
from assistant.nlu.talk import (
    GAME_OBJECTS,
    IMPERATIVES,
    OBJECT_LEAD_INS,
    ORDER_OPENERS,
    UNDOING_STEMS,
    other_object,
    read_clause,
)


UNDO_VERBS = frozenset({"annule", "annuler", "annules", "annulez", "defais", "defaire", "defaites",
                        "retablis", "retablir", "retablissez", "refais", "refaire", "remets",
                        "remettre", "oublie", "oublier", "efface", "effacer", "reviens",
                        "revenir", "retour", "arriere", "non", "oui", "euh", "bon", "ok",
                        "finalement", "plutot", "attends", "attend", "pardon", "erreur"})
"""The words of an undo or a redo said alone (« annule », « non, annule le dernier jet »)."""
UNDO_EXTRA_WORDS = 1


CORRECTION_WORDS = re.compile(r"\bc (?:est|etait) (?:pas|bien|plutot|(?:plus |moins )?\d+)\b"
                              r"|\bc (?:est|etait) (?:[\w-]+ ){1,2}qui\b|^(?:ah |oh |euh )?non pardon\b"
                              r"|\bje me suis (?:trompee?|plantee?)\b|\berreur\b|\ben fait\b"
                              r"|\bvisai(?:t|ent)\b|\bpas (?:lui|elle)\b"
                              r"|\bpas (?:pour |a |de |sur )?[^\W\d_]+$"
                              r"|^(?:(?:ah|oh|bon|bof|ben|bah|euh|mais|finalement)[ ,]+)*"
                              r"si(?: si)?,"
                              r"|^(?:(?:ah|oh|euh|bof|ben|bah)[ ,]+)*non,")
"""The words of a correction (« c'était pas Isaure », « c'est Solène qui fuit », « c'est
gervais aimé qui bricolait », « ah non pardon … », « il visait Oriane pas Bérénice », « c'était
pour Solène pas pour Baptiste », « c'était deux », « c'était plus quatre », « si si, il refuse, … », « bof, si,
rétablis … », « ah non, elle a quatre en Course, … »: a « si » or a « non » that contradicts,
its comma after it, never the « si » of a condition), in unaccented lowercase words
(« c'était » as « c etait »)."""
CORRECTING_ORDERS = ("annul", "retabli")


def _said_with_its_correction(clauses: Sequence[Sequence[Word]]) -> bool:
    """Whether the line is the speaker's undo or redo given with the correction it makes:
    the order opens a clause after a few openers or ends the line (« euh non annule il visait
    Oriane pas Bérénice », « annule c'était pas Isaure c'était Théophraste », « ah si c'était
    bien Bérénice rétablis »), and the other words correct the table (:data:`CORRECTION_WORDS`)."""
    words = [word for clause in clauses for word in clause]
    ordered = bool(words) and words[-1].text in IMPERATIVES \
        and words[-1].text.startswith(CORRECTING_ORDERS)
    for clause in clauses:
        index = 0
        while index < len(clause) - 1 and clause[index].text in ORDER_OPENERS | {"euh"}:
            index += 1
        head = clause[index:]
        ordered = ordered or (bool(head) and head[0].text in IMPERATIVES
                              and head[0].text.startswith(CORRECTING_ORDERS)
                              and not other_object(head)) \
            or [word.text for word in head[:3]] == ["reviens", "en", "arriere"]
    return ordered and bool(CORRECTION_WORDS.search(" ".join(word.text for word in words)))


REMOVING = frozenset({"retire", "retirez", "enleve", "enlevez", "supprime", "supprimez", "vire"})
"""Verbs that undo what was just done when said of « ça » (« retire ça »)."""


def _removes_that(clause: Sequence[Word]) -> bool:
    """Whether ``clause`` orders the removal of « ça », what was just done (« non attends,
    retire ça »)."""
    return any(word.text in REMOVING and following.text == "ca"
               for word, following in zip(clause, clause[1:]))


def undo_said_in_passing(tokens: Sequence[Token]) -> bool:
    """Whether an undo is said inside a longer sentence (« bon là j'annule tout le troll se
    relève ») rather than on its own (« annule le dernier jet », « non attends, annule ça, elle
    la garde »): its clause has more than ``UNDO_EXTRA_WORDS`` words that are neither the
    undo's words nor what it undoes. Speech recognition writes no commas, so a spoken undo
    with its reason is one clause, and is asked about, naming what it would undo; unless the
    speaker orders it with the correction it makes (``_said_with_its_correction``: « euh non
    annule il visait Oriane pas Bérénice »), which is done at once, its answer naming what was
    undone. « On annule » beside a plan (« ouais on annule, on fera une partie à la place »)
    may cancel the evening, not the last entry: asked too."""
    clauses = clauses_of(words_of(tokens))
    if _said_with_its_correction(clauses):
        return False
    undoing = next((clause for clause in clauses
                    if any(word.text.startswith(UNDOING_STEMS) for word in clause)
                    or _removes_that(clause)),
                   [word for clause in clauses for word in clause])
    extra = [word for word in undoing if word.text not in UNDO_VERBS
             and word.text not in GAME_OBJECTS and word.text not in OBJECT_LEAD_INS
             and word.pos not in ("PRON", "DET", "ADP")]
    declared = any(word.text in ("on", "nous", "je", "j") and following.text.startswith(
        UNDOING_STEMS) for word, following in zip(undoing, undoing[1:]))
    planned = any(read_clause(clause, [])[0] in ("future", "unreal")
                  for clause in clauses if clause is not undoing)
    return len(extra) > UNDO_EXTRA_WORDS or (declared and planned)  # « on annule, on fera … »
