"""A question about what the rules allow (« on peut garder ses fortunes ? »), answered by
the rules and never done."""

from __future__ import annotations

import re

from hades_core.names import fold


_QUESTION_OPENERS = re.compile(
    r"^(?:(?:et|alors|du coup|mais|donc|bon|attends)\s+)*(?:peut on|on peut|on a le droit"
    r"|a t on le droit|c est quoi|pourquoi|comment ca|que se passe|qu est ce qui se passe"
    r"|qu est ce qu on peut|qu est ce que ca (?:fait|veut dire|change)|il se passe quoi"
    r"|faut il|ca sert|a quoi sert|ca marche|ca fait quoi|quelle difference"
    r"|la destinee a le droit|elle peut|il peut|je peux|on doit|doit on|est ce qu on peut"
    r"|est ce que (?:je|on|il|elle) (?:peut|peux|a le droit|doit))\b")
MAY_OPENERS = frozenset({"peut", "peux"})
"""« on peut… », « je peux… »: a rules question only when asked about the game's rules
(« on peut garder ses fortunes ? »); « on peut relancer pareil » asks for the roll."""
_RULE_WORDS = re.compile(r"\b(?:fortunes?|destin|jauges?|barres?|traits?|presque|succes|echec"
                         r"|revers|exploit|fiasco|regles?|des|de moins|prochaine fois"
                         r"|aspects?|invoqu\w*|invocations?|contraintes?|stress|consequences?"
                         r"|conceder|concession|marasme|krasses?|retraite|reserves?|sacrifi\w*"
                         r"|marges?|difficultes?|bonus)\b")
_KEPT_ASKED = re.compile(r"\b(?:garder|conserver|perdre|reporter)\b.*\b(?:fortunes?|destin|jauges?"
                         r"|traits?)\b.*\bprochaine (?:fois|partie|session|seance|campagne)\b")
"""« on peut garder des fortunes pour la prochaine fois » said without its « ? » (a recogniser
writes none): what becomes of the game's things, a rules question."""
_STATE_ASKED = re.compile(r"^(?:(?:et|alors|donc|du coup|mais|bon|attends)\s+)*"
                          r"(?:le destin|les fortunes|la fortune|sa fortune|ses fortunes|les jauges"
                          r"|la jauge|sa jauge|les traits|son trait|ses traits)"
                          r"\s+(?!a\b|à\b|plus\b|moins\b|de\b|d\b|\d)[a-z]+\b.*\?$")
"""« le destin repart de zéro du coup ? »: what becomes of a thing of the game, asked."""
_RESULT_ASKED = re.compile(r"(?:^|[,;:] ?)(?:c est|ca fait|ca donne|ca compte comme) (?:plus |aussi )?"
                           r"(?:une? )?"
                           r"(?:reussi\w*|rate\w*|echec\w*|succes|critique\w*|automatique\w*"
                           r"|exploit|fiasco|revers|presque)\b[^,;:]*\?$")
"""« un dix sur le premier dé et un sept sur l'autre, c'est réussi d'office ? », « …, ça fait
plus une réussite automatique ? »: what a result counts as, asked."""
_REQUEST = re.compile(r"\b(?:tu peux|tu pourrais|vous pouvez|vous pourriez|peux tu|pourrais tu"
                      r"|pouvez vous)\b")


_SPOKEN_QUESTION = re.compile(r"[\s,]+(?:ou pas|ou non|ou quoi|non|c est (?:bien )?ca|pas vrai"
                              r"|n est ce pas)\s*\??$")
"""How speech, written without its « ? », ends a yes/no question (« on peut garder ses fortunes
pour la prochaine session ou pas », « …, c'est ça »)."""
_RULE_CHECKED = re.compile(r"^(?:(?:et|alors|donc|du coup|bon|attends|mais)\s+)*on (?!peut\b)\w+\b"
                           r".*\b(?:quand|si|lorsqu|lorsque)\b.*\?$")
"""A rule said back in general, « on » and a condition, then asked (« on gagne une fortune
quand on est outsider et qu'on réussit, c'est ça »): the player checks the rules."""


_CONDITION_ASKED = re.compile(r"^(?:(?:et|alors|donc|du coup|bon|attends|mais)\s+)*"
                              r"(?:quand|si|lorsqu|lorsque|des qu|une fois qu) ?on\b.*\?$")
"""A case in general, then what follows asked (« quand on bat en retraite, on perd le dé de
marasme ? »): the player checks the rules."""


_TO_WHOM = r"(?:(?:m|me|t|te|lui|nous|vous|leur|y) )?"
"""« ça m'enlève un dé », « ça lui coûte »: whom the rule touches, said between."""
_EFFECT_ASKED = re.compile(r"\b(?:ca|cela) " + _TO_WHOM
                           + r"(?:enleve|retire|ajoute|donne|compte|coute|rapporte"
                           r"|dure|vaut|sert|fait (?:perdre|gagner))\b.*\?$")
"""What something does in general, asked (« une blessure à une barre, ça enlève un dé ou
pas ? », « une conséquence légère, ça dure combien de temps ? »): the player checks the
rules."""


_EFFECT_CHECKED = re.compile(r"\b(?:ca|cela) " + _TO_WHOM
                             + r"(?:enleve|retire|ajoute|donne|compte|coute"
                             r"|rapporte|fait (?:perdre|gagner)) bien\b")
"""What something does in general, checked with « bien » (« une fatigue à deux barres ça
enlève bien un dé »): a question, though speech recognition writes no « ? »."""


def asks_about_the_rules(text: str) -> bool:
    """Whether ``text`` asks a question about what may be done (« on peut garder ses fortunes
    pour la prochaine fois ? », « qu'est-ce qui se passe quand une jauge arrive à deux
    barres ? », « et du coup elle lancera avec un dé de moins ? », « le destin repart de zéro
    du coup ? »), rather than asks the
    assistant to do it (« tu peux lancer trois dés ? », « on relance ? »): a question word
    or shape opens the sentence or one of its clauses, or a question mark ends a sentence in
    the future or the conditional, or it asks how much or how in a case (« on récupère combien
    de points si on concède … ? »), or a rule is recited in the general « on » (« quand on bat
    en retraite on perd le dé de marasme »). Such a question is answered by the rules, never
    done."""
    key = " ".join(fold(text).replace("'", " ").replace("-", " ").split())
    tagged = _SPOKEN_QUESTION.search(key) is not None
    key = _SPOKEN_QUESTION.sub("?", key)  # « … pour la prochaine session ou pas »
    if _REQUEST.search(key):
        return False
    opened = [_QUESTION_OPENERS.search(part.strip()) for part in re.split(r"[,;:]", key)]
    for opener in filter(None, opened):
        if opener.group(0).split()[-1] not in MAY_OPENERS or (
                key.endswith("?") and _RULE_WORDS.search(key)) or _KEPT_ASKED.search(key):
            return True
    if _STATE_ASKED.search(key.rstrip()) or _RESULT_ASKED.search(key.rstrip()):
        return True
    if (_RULE_CHECKED.search(key.rstrip()) or _EFFECT_ASKED.search(key.rstrip())
            or _CONDITION_ASKED.search(key.rstrip())
            or _EFFECT_CHECKED.search(key)) and _RULE_WORDS.search(key):
        return True
    if _RULE_STATED.search(key):
        return True  # « quand on bat en retraite on perd le dé de marasme »: the rule recited
    if key.rstrip().endswith("?") and _RULE_WORDS.search(key) and (
            (tagged and _GENERAL_TAGGED.search(key.rstrip())) or _WHAT_IT_COSTS.search(key)):
        return True  # « avec plus trois de solde on a un dé de fortune gratuit, c'est bien
        # ça ? », « en fuyant, elle perd quoi exactement ? »
    if key.rstrip().endswith("?") and _HOW_MUCH_WHEN.search(key):
        return True  # « on récupère combien de points si on concède avec une conséquence ? »
    return key.rstrip().endswith("?") and bool(re.search(r"\w(?:ra|rait|ront|raient)\b", key))


_GENERAL_TAGGED = re.compile(r"^(?:(?:et|alors|donc|du coup|mais|bon)\s+)*"
                             r"(?:avec|en cas|au dela|au dessus|en dessous|a partir)\b"
                             r"[^?]*\b(?:on|l adversaire|les adversaires|le perdant|le gagnant)"
                             r" (?!peut\b|lance\b|relance\b|jette\b|tire\b|refait\b)"
                             r"[a-z]+\b[^?]*\?$")
"""A rule said in the general « on » (or of whoever is in that case: « l'adversaire ») in a case
said first, then a tag asking it back (« avec plus trois de solde on a un dé de fortune
gratuit en plus, c'est bien ça ? », « au-delà de dix de solde l'adversaire perd des dés de
marasme, c'est ça »: the tag reads as « ? » here); « on gagne une fortune, c'est ça » alone
may ask for the fortune."""
_WHAT_IT_COSTS = re.compile(r"\b(?:perd|perds|perdent|gagne|gagnes|gagnent|recupere|recuperes"
                            r"|recuperent|garde|gardes|gardent|prend|prends|prennent|risque"
                            r"|risques|risquent) quoi\b")
"""What a move costs or brings, asked (« en fuyant, elle perd quoi exactement ? »)."""
_RULE_STATED = re.compile(r"^(?:(?:et|bon|alors|donc|du coup|en fait|mais|euh),? )*"
                          r"(?:quand|lorsqu|lorsque|des qu|des que) on [a-z]+\b[^?]*?,?"
                          r" on [a-z]+\b")
"""A rule recited in the general « on » (« quand on bat en retraite on perd le dé de
marasme »): what happens whenever, checked with the rules, never done."""
_HOW_MUCH_WHEN = re.compile(r"\b(?:combien|comment)\b.*\b(?:si|quand|lorsqu?) "
                            r"(?:on|il|ils|elle|elles|tu|je|j|vous|nous)\b")
"""« combien … si on … ? »: what a rule gives in a case, asked in general."""
