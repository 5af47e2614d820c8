"""Readings asked in their own words, where the words say them surer than the model.

A reading changes nothing at the table; the model confuses them with each other and with talk
when they are asked in words it never saw. A few French shapes name the reading whatever the
story around them:

- a question of the rules on one of its topics (« comment on fait un exploit », « les
  puissances ça fonctionne comment », « qu'est-ce qui se passe sur un échec ») is
  ``rules_question``;
- « pourquoi » about the roll just made (« pourquoi c'est un revers », « pourquoi j'ai un échec
  là », « comment t'as calculé ça ») is ``explain_last``;
- a topic alone after « et » (« et le fiasco alors ? ») follows the previous answer
  (``follow_up``);
- what the assistant can do (« tu sers à quoi », « je peux te demander quoi », « donne-moi des
  exemples de commandes ») is ``help``;
- how someone is (« comment se porte Solveig », « l'état de santé de Cyprien ») is
  ``table_status``; how many fortunes someone has is ``fortune_query`` (« combien de
  fortunes … », « dis-moi les fortunes de Ghislaine », « Fulbert il a encore des fortunes »);
- the Destin's value asked (« c'est quoi la valeur du destin ») is ``destin_query``, not a
  question of the rules;
- who starts (« qui commence », « c'est qui qui a la main au début de l'affrontement ») is
  ``initiative``;
- an effect asked for (« trouve un bénéfice qui colle », « invente une conséquence négative »,
  « un prix à payer ») is ``propose_effect``; a figurant or an antagonist asked for (« tire un
  figurant au hasard », « invente un ennemi récurrent ») is that oracle.

Reading chosen: these shapes need both a verb of asking and the reading's own noun, so a story
that says « échec » or « ennemi » alone stays the model's.
"""

from __future__ import annotations

import re

from assistant.nlu.normalize import strip_accents
from assistant.nlu.values import synonym_tables

_RULES_ASKED = re.compile(
    r"\b(?:comment (?:on fait|ca marche|ca fonctionne|faire|marche|fonctionne|obtenir|on obtient)"
    r"|(?:ca|ils|elles|il|elle) (?:marche|marchent|fonctionne|fonctionnent) comment"
    r"|qu est ce qui se passe (?:sur|avec|quand|en cas)|qu est ce qu on (?:obtient|gagne|a) (?:sur|avec)"
    r"|qu est ce que (?:ca donne|ca fait)|c est quoi (?:la regle|les regles|un|une|le|la)"
    r"|qu est ce qu (?:un|une)|qu est ce que (?:le|la|les)|a quoi (?:sert|servent)"
    r"|explique(?: moi)? (?:la regle|les regles|comment)"
    r"|(?<!qu )est ce qu (?:on|il|elle|ils|elles|un|une) (?:perd|perdent|garde|gardent|gagne|gagnent"
    r"|recupere|recuperent|doit|doivent|a le droit|ont le droit|peut|peuvent))\b")
_WHY_THE_ROLL = re.compile(
    r"^(?:(?:euh|bon|mais|et|alors) )*pourquoi (?:c est|j ai|on a|il a|elle a|ils ont|elles ont"
    r"|ca fait|ca donne)\b|\bcomment (?:t as|tu as|as tu|vous avez|avez vous) (?:calcule|compte"
    r"|trouve|obtenu)\b")
_RESULT_TOPICS = frozenset({"presque", "revers", "succes", "exploit", "echec", "fiasco"})
_TOPIC_AFTER_AND = re.compile(
    r"^(?:(?:euh|bon) )*et (?:le|la|les|l|un|une|pour le|pour la|pour un|pour une) (\w+)"
    r"(?: alors| du coup| dans ce cas)?\s*\??$")
_ABOUT_THE_ASSISTANT = re.compile(
    r"\b(?:tu sers a quoi|a quoi tu sers|tu sais faire quoi|qu est ce que tu sais faire"
    r"|qu est ce que tu peux faire|tu peux faire quoi|(?:je|on) peu[xt] te demander quoi"
    r"|qu est ce que (?:je|on) peu[xt] te demander|comment (?:je|on) te parle"
    r"|exemples? (?:de |d )?(?:commandes?|phrases?|ordres?)|quelles? (?:commandes|phrases)"
    r"|qu est ce que (?:je|on) peu[xt] (?:te |vous )?dire|(?:je|on) peu[xt] (?:te )?dire quoi)\b")
_HOW_IS = re.compile(r"\b(?:comment (?:va|vont|se porte|se portent|se sent|se sentent)"
                     r"|(?:etat|sante|etat de sante) (?:de|d)) [^\W\d_]")
_HOW_MANY_FORTUNES = re.compile(
    r"\bcombien\b[^.;]*\bfortunes?\b|\bfortunes?\b[^.;]*\bcombien\b"
    r"|\b(?:dis|redis|rappelle|donne|montre|lis)(?: moi| nous)? (?:les|ses|leurs|mes|nos)"
    r" fortunes\b"
    r"|\b(?:a|as|ont|avez) (?:encore|toujours) (?:des|de la) fortunes?\b"
    r"|\b(?:lui|leur|me|te|nous|vous) reste(?:nt)? (?:encore )?(?:des|de la) fortunes?\b")
_DESTIN_VALUE = re.compile(r"\b(?:la valeur|le niveau|le compteur|le score) du destin\b"
                           r"|^(?:(?:euh|bon|alors|et),? )*(?:est ce que le destin,? (?:il )?est"
                           r"|le destin,? (?:il )?est) (?:negatif|positif|haut|bas|eleve)\b"
                           r"(?:[^.;]*\?| en ce moment| la| maintenant| encore)"
                           r"|^(?:(?:euh|bon|alors|et),? )*est ce que le destin,? (?:il )?est "
                           r"(?:negatif|positif|haut|bas|eleve)\b")
"""The Destin's value asked (« c'est quoi la valeur du destin », « euh le destin il est négatif
en ce moment », « est-ce que le destin est positif »); « le destin est négatif, ils vont
souffrir » says it."""
_WHO_STARTS = re.compile(r"^(?:(?:euh|bon|alors|et|du coup) )*(?:c est )?(?:qui|lequel|laquelle)"
                         r" (?:qui )?(?:commence(?! (?:a|par|de|d)\b)|a la main|a l initiative"
                         r"|joue en premier|agit en premier|attaque (?:le|en) premier)\b")
_SPENDING = re.compile(r"\b(?:depense\w*|utilise\w*|paie|paye\w*|donne\w*|gagne\w*|perd\w*)\b")
_EFFECT_ASKED = re.compile(
    r"\b(?:trouve|trouves|invente|inventes|propose|proposes|imagine|imagines|donne|donnes"
    r"|suggere|suggeres)(?: moi| nous)? (?:un|une|quelque chose)\b[^.;]*?"
    r"\b(?P<effect>benefice|bonus|avantage|positif|prejudice|penalite|complication|negati\w*"
    r"|prix a payer)\b")
_PERSON_ASKED = re.compile(
    r"\b(?:(?:tire|cree|invente|genere|trouve|donne)s?(?: moi| nous)? (?:un|une|le|la|notre)"
    r"|(?:faut|besoin d) (?:un|une))\b[^.;]*\b(?P<who>figurant|pnj|personnage non joueur"
    r"|personnage secondaire"
    r"|grand mechant|mechant|ennemi|antagoniste|nemesis)\b")

_EXTRAS = frozenset({"figurant", "pnj", "personnage non joueur", "personnage secondaire"})


def _key(text: str) -> str:
    return " ".join(strip_accents(text.lower()).replace("'", " ").replace("-", " ").split())


def _topics(key: str) -> list[str]:
    topics = synonym_tables().topics
    return [topics[word] for word in key.replace("?", " ").split() if word in topics]


def reading_from_words(text: str) -> str | None:
    """The reading ``text`` asks by one of the shapes of the module docstring, or ``None``."""
    key = _key(text)
    if _ABOUT_THE_ASSISTANT.search(key):
        return "help"
    if _WHY_THE_ROLL.search(key) and (not _topics(key) or set(_topics(key)) & _RESULT_TOPICS):
        return "explain_last"
    after_and = _TOPIC_AFTER_AND.search(key)
    if after_and and after_and.group(1) in synonym_tables().topics:
        return "follow_up"
    if _DESTIN_VALUE.search(key):
        return "destin_query"
    if _RULES_ASKED.search(key) and _topics(key):
        return "rules_question"
    if _HOW_IS.search(key):
        return "table_status"
    if _HOW_MANY_FORTUNES.search(key) and not _SPENDING.search(key):
        return "fortune_query"
    if _WHO_STARTS.search(key):
        return "initiative"
    if _EFFECT_ASKED.search(key):
        return "propose_effect"
    person = _PERSON_ASKED.search(key)
    if person:
        return "oracle_npc" if person.group("who") in _EXTRAS \
            else "oracle_antagonist"
    return None

