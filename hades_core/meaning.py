"""What a result means (« Interprétation du résultat », « Exemples de résolutions »): the
rules' own tables kept as data, verbatim from the seed (markdown removed, list items joined
with « ; »), but for the seed's slips a listener would hear (« ca » for « ça », a dropped
« n' », « qui engendre » for « qui engendrent »), spelt right so that speech says them right.

* ``general``: the general table (« Interprétation du résultat »), the reference for any
  resolution; ``resume``: its short form with the Destin rows (« Exemples de résolutions »).
* The six action types (« 1. Eliminer l'obstacle » … « 6. Observer l'obstacle »), keyed by the
  verbs the assistant hears: ``affronter`` (éliminer), ``contourner``, ``negocier``,
  ``resoudre``, ``encaisser``, ``observer``; ``script`` (« 7. Résoudre un script »).
* ``competition`` (« 8. Etre en compétition ») has no table in the seed: its rows are the
  seed's own sentences about each pair of rungs.
* Rows ``destin_positif`` / ``destin_negatif`` read the Destin for an automatic resolution.
* :data:`BENEFICES` and :data:`PREJUDICES`: « Bénéfices possibles », « Préjudices possibles »;
  :data:`RESUME_HINTS`: the Résumé's hints, the general table's short sentences.

Reading chosen for « one short sentence of its row »: the row's first sentence (up to the
first full stop, its parenthesised examples left out), which in every action table states the
outcome; the whole row is given on request (« détaille », « quelles options ? »).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from hades_core.dice import Dice
from hades_core.errors import UnknownCategoryError

TABLES: dict[str, dict[str, str]] = {
    "general": {
        "exploit": "Tu obtiens ce que tu veux et en plus tu gagnes quelque chose.",
        "succes": (
            "Tu obtiens ce que tu veux. Tu peux aussi avoir le choix suivant : En rester là ; "
            "Obtenir quelque chose en plus en échange d'une perte"
        ),
        "presque": (
            "Tu auras le choix entre : Accepter un résultat moindre que la Destinée te propose. ;"
            " Atteindre l'objectif mais la Destinée exige une perte en compensation. ; Continuer "
            "vers l'objectif premier. Dans ce cas, la Destinée introduit une opportunité à saisir"
            " ou applique un avantage pour marquer le progrès."
        ),
        "revers": "Tu n'obtiens pas ce que tu veux. Une nouvelle difficulté surgit.",
        "echec": (
            "Tu n'obtiens pas ce que tu veux. Tu auras le choix entre : Accepter le résultat sans"
            " appel ; Continuer mais un prix (état, ressource, trait, fiction, destin...) doit "
            "être payé et une nouvelle difficulté surgit."
        ),
        "fiasco": (
            "Tu n'obtiens pas ce que tu veux. Un prix (état, ressource, trait, fiction, "
            "destin...) doit être payé. Tu auras choix entre : Accepter le résultat sans appel ; "
            "Continuer mais un second prix (état, ressource, trait, fiction, destin...) doit être"
            " payé pour pouvoir continuer et une nouvelle difficulté surgit."
        ),
    },
    "resume": {
        "destin_positif": "Succès et on perd un point de destin",
        "destin_negatif": "Echec mais on gagne un point de destin",
        "exploit": (
            "Succès de l'objectif avec une conséquence bénéfique en plus (état, ressource, "
            "fiction, point de destin...)"
        ),
        "succes": "Succès de l'objectif. Pas plus, pas moins. Ou alors plus mais avec perte.",
        "presque": (
            "Succès partiel ou succès avec perte ou encore échec avec opportunité ou avantage."
        ),
        "revers": "Echec. Une nouvelle difficulté apparait. L'opposition continue.",
        "echec": (
            "Echec de l'objectif. Sans appel ou alors perte. Si on continue, nouvelle difficulté."
        ),
        "fiasco": (
            "Echec de l'objectif avec perte. Si on continue, nouvelle perte et nouvelle "
            "difficulté"
        ),
    },
    "affronter": {
        "destin_positif": "On y arrive mais on perd un point de destin.",
        "destin_negatif": (
            "On rencontre une résistance inattendue et on échoue. On gagne un point de destin et "
            "cela peut donner lieu à une opposition."
        ),
        "exploit": (
            "On a réussi au delà de toute espérance. On en retire quelque chose (objet, "
            "compréhension, indice, respect, réputation...)"
        ),
        "succes": (
            "On a réussi et l'objectif est rempli. Il est possible d'obtenir plus mais en "
            "sacrifiant quelque chose."
        ),
        "presque": (
            "On gagne ou on garde l'avantage. La Destinée pourra introduire un élément qui aide "
            "le protagoniste."
        ),
        "revers": (
            "On perd l'avantage et l'antagoniste a la main pour agir. La résolution continue. La "
            "Destinée introduira sans doute un nouvel élément de l'obstacle qui pourra donc "
            "augmenter le pool de dé de l'adversaire."
        ),
        "echec": (
            "On a échoué et on subit une perte de jauge (état, ressource). La Destinée introduira"
            " sans doute un nouvel élément de l'obstacle qui pourra donc augmenter le pool de dé "
            "de l'adversaire. On perd bien sûr l'avantage."
        ),
        "fiasco": (
            "On a échoué et on subit une perte de jauge (état, ressource) et on subit un autre "
            "effet négatif (réputation, inimitié, autre perte de jauge...). Une nouvelle "
            "difficulté surgira sans doute."
        ),
    },
    "contourner": {
        "destin_positif": (
            "Succès mais on perd un point de destin. Exemple: je me cache derrière un pilier: pas"
            " de jet et on met le personnage à l'abri."
        ),
        "destin_negatif": (
            "Echec mais on gagne un point de destin. L'opposant a souvent une opportunité. "
            "Exemple: je me cache derrière un pilier: pas de jet et le personnage se croit à "
            "l'abri mais non en fait car il a été vu."
        ),
        "exploit": (
            "On a brillamment réussi et on a pu obtenir quelque chose non prévu à la base "
            "(destruction de l'obstacle, compréhension de quelque chose, indice trouvé in "
            "extremis...)"
        ),
        "succes": "On a réussi et on a pu passer l'obstacle.",
        "presque": (
            "On a réussi à se sortir d'affaire mais au prix de quelque chose (1 état, 1 "
            "ressource, 1 nouvel ennemi, 1 destin ...) ou d'une autre option que la Destinée "
            "fournira ou alors on a échoué mais la Destinée propose une opportunité et "
            "l'opposition continue."
        ),
        "revers": "On n'est pas sorti d'affaire et une nouvelle difficulté apparait.",
        "echec": (
            "On a échoué mais c'est sans perte sauf si l'on veut continuer, dans ce cas, il "
            "faudra subir une perte et une difficulté surgira. Exemple: pour un piège, on "
            "pourrait ne pas réussir à le désamorcer ou bien choisir de continuer à tenter de le "
            "désamorcer même si ça casse notre outil ou que ça déclenche une petite "
            "électrocution..."
        ),
        "fiasco": (
            "On a échoué totalement et il faut en payer les conséquences (état, ressource). "
            "Exemple: pour un piège, celui-ci se déclenche. Une Destinée taquine pourrait ensuite"
            " user d'un point de destin pour réactiver le piège, soit dit en passant."
        ),
    },
    "negocier": {
        "destin_positif": "On obtient ce qu'on veut mais on perd un point de destin.",
        "destin_negatif": "On n'obtient pas ce qu'on veut mais on gagne un point de destin.",
        "exploit": (
            "On obtient ce qu'on veut avec un prix moindre ou un autre bénéfice (une relation par"
            " exemple, un renseignement...)"
        ),
        "succes": (
            "On obtient ce qu'on veut. On peut obtenir plus aussi mais en échangeant autre chose."
        ),
        "presque": (
            "On peut obtenir ce qu'on veut mais sous conditions ou obtenir un peu moins que ce "
            "qu'on voulait ou alors rester sur l'objectif premier en faisant évoluer sa "
            "proposition, sa stratégie (souvent via une opportunité fournie par la Destinée pour "
            "marquer le progrès)."
        ),
        "revers": (
            "On n'obtient pas ce qu'on veut mais ce n'est pas fini. Une nouvelle difficulté "
            "apparait."
        ),
        "echec": "On n'obtient pas ce qu'on veut et c'est sans appel.",
        "fiasco": "On n'obtient pas ce qu'on veut et ça crée des problèmes.",
    },
    "resoudre": {
        "destin_positif": "On obtient ce qu'on veut mais on perd un point de destin.",
        "destin_negatif": "On n'obtient pas ce qu'on veut mais on gagne un point de destin.",
        "exploit": "On obtient ce qu'on veut avec un bénéfice inattendu en plus.",
        "succes": (
            "On obtient ce qu'on veut. On peut obtenir quelque chose en plus mais on y perdra "
            "aussi quelque chose."
        ),
        "presque": (
            "On réussit mais avec une résultat moindre (options) ou c'est plus difficile que "
            "prévu mais une opportunité s'ouvre (on a un bonus de +1 pour le progrès) sur la "
            "suite de l'opposition."
        ),
        "revers": (
            "C'est plus difficile que prévu, un élément de complexité se rajoute. L'opposition "
            "continue."
        ),
        "echec": (
            "On n'obtient pas ce qu'on veut et c'est sans appel. L'échec n'entraine pas de perte."
        ),
        "fiasco": "On n'obtient pas ce qu'on veut et ça crée des problèmes qui engendrent une perte.",
    },
    "encaisser": {
        "destin_positif": "On résiste mais on perd un point de destin.",
        "destin_negatif": "On n'arrive pas à résister mais on gagne un point de destin.",
        "exploit": "Non seulement on résiste totalement mais avec en plus un bénéfice inattendu.",
        "succes": "On résiste. (Pour un soin, on est guéri).",
        "presque": (
            "On tient bon pour l'instant mais l'équilibre est précaire. La Destinée pourra "
            "demander de refaire un test un peu plus tard ou alors on ne résiste pas et on "
            "accepte un prix faible. Exemples : On a réussi à ne pas se transformer en Loup-Garou"
            " mais des dents pointues sont apparues tout de même ; On accepte de devoir se "
            "reposer 1 semaine pour guérir"
        ),
        "revers": (
            "Cela semble plus difficile que prévu de résister. Un élément vient corser la "
            "difficulté. L'opposition continue. (Pour un soin, un élément vient perturber le "
            "soin)."
        ),
        "echec": (
            "On n'a pas réussi à résister. C'est sans appel. On se conforme aux impacts sur la "
            "fiction. (Pour un soin on n'a pas réussi à guérir. Pour un poison, on note l'état "
            "EMPOISONNE sans barre de jauge mais ça va évoluer et d'autres tests de résistance "
            "seront à faire...)."
        ),
        "fiasco": (
            "Echec de la résistance. Il faut en payer le prix ainsi qu'assumer une difficulté "
            "inattendue. (Pour un soin, le mal empire. Pour un poison, on note l'état EMPOISONNE "
            "I qui pourra évoluer par la suite avec d'autres tests de résistance)."
        ),
    },
    "observer": {
        "destin_positif": "On obtient une info utile mais on perd un point de destin.",
        "destin_negatif": "On obtient une info erronée mais on gagne un point de destin.",
        "exploit": "On obtient une info utile ainsi qu'autre chose de bénéfique",
        "succes": "On obtient une info utile.",
        "presque": (
            "On obtient un indice ou une autre info qui n'a pas de rapport avec ce qui était "
            "cherché initialement."
        ),
        "revers": "On obtient une info qui sème le doute ou qui est ambiguë.",
        "echec": (
            "Impossible de trouver quelque chose. Ou alors on apprend une vérité qui n'est pas "
            "bonne à entendre. C'est sans appel."
        ),
        "fiasco": (
            "Impossible de trouver quelque chose mais en plus on est repéré ou cela provoque une "
            "irritation pour le sujet observé."
        ),
    },
    "script": {
        "destin_positif": "La mission est un succès. On perd un point de destin.",
        "destin_negatif": "La mission est un échec. On gagne un point de destin.",
        "exploit": "La mission est remplie et l'on a obtenu quelque chose en plus.",
        "succes": (
            "La mission est remplie. On peut également obtenir quelque chose en plus en échange "
            "d'un préjudice."
        ),
        "presque": (
            "On compte le nombre de pairs du protagoniste pour savoir à quelle étape du script on"
            " a été interrompu quand on a subi le presque."
        ),
        "revers": (
            "On compte le nombre de pairs du protagoniste pour savoir à quelle étape du script on"
            " a été interrompu quand on a subi le revers"
        ),
        "echec": (
            "La mission est un échec. La Destinée indique la cause de l'échec. Si les joueurs "
            "veulent continuer malgré tout, ils subissent un préjudice et on reprend à l'étape de"
            " l'échec."
        ),
        "fiasco": (
            "La mission est un échec et l'on a subi un préjudice. La Destinée indique la cause de"
            " l'échec. Si les joueurs veulent continuer malgré tout, ils subissent un autre "
            "préjudice et on reprend à l'étape du fiasco."
        ),
    },
    "competition": {
        "exploit": "Seul un succès ou un exploit permet de vraiment atteindre l'objectif.",
        "succes": "Seul un succès ou un exploit permet de vraiment atteindre l'objectif.",
        "presque": (
            "Les presque et les revers mesurent l'avancement en fournissant un avantage ou un "
            "handicap pour un autre lancer voire pour éventuellement expérimenter une autre "
            "stratégie."
        ),
        "revers": (
            "Les presque et les revers mesurent l'avancement en fournissant un avantage ou un "
            "handicap pour un autre lancer voire pour éventuellement expérimenter une autre "
            "stratégie."
        ),
        "echec": (
            "Les échecs et les fiascos mettent de sérieux batons dans les roues au camp qui les "
            "subissent puisque pour rester dans la compétition, il faudra subir un ou des "
            "préjudices."
        ),
        "fiasco": (
            "Les échecs et les fiascos mettent de sérieux batons dans les roues au camp qui les "
            "subissent puisque pour rester dans la compétition, il faudra subir un ou des "
            "préjudices."
        ),
    },
}

BENEFICES: tuple[str, ...] = (
    (
        "Impact fictionnel positif qui n'était pas prévu par l'objectif initial (cela peut être "
        "un rebondissement par exemple ou le recul d'une menace)."
    ),
    "Obtention d'un nouveau trait positif.",
    "Réduction d'une jauge négative d'une barre.",
    (
        "Obtention d'un point de destin (à utiliser en dernier ressort si l'on est vraiment à "
        "court d'inspiration ou qu'on veut rééquilibrer le destin)."
    ),
    (
        "Obtention d'une fortune (à utiliser rarement: peut-être pour des scènes climatiques et "
        "si l'on voit que les protagonistes n'ont pas eu beaucoup de fortunes jusque là)."
    ),
)
"""« Bénéfices possibles », verbatim."""

PREJUDICES: tuple[str, ...] = (
    (
        "Impact fictionnel négatif qui empire la situation (cela est souvent l'avancée d'une "
        "menace)."
    ),
    "Obtention d'un nouveau trait négatif.",
    "Augmentation d'une jauge négative d'une barre.",
    (
        "Perte d'un point de destin (à utiliser en dernier ressort si l'on est vraiment à court "
        "d'inspiration ou qu'on veut rééquilibrer le destin)."
    ),
)
"""« Préjudices possibles », verbatim."""


RESUME_HINTS: dict[str, str] = {
    "exploit": "vous obtiendrez un bénéfice",
    "succes": "l'objectif est atteint",
    "presque": "l'objectif peut être partiellement atteint ou est en bonne voie de l'être",
    "revers": "l'objectif n'est pas atteint mais encore possible",
    "echec": "l'objectif n'est pas atteint",
    "fiasco": "vous subirez un préjudice",
}
"""The Résumé's one-line hints (« Résumé », l. 1273–1278), verbatim: the general table's short
sentence, since its rows open on a list of choices."""

ACTION_TYPES = ("affronter", "contourner", "negocier", "resoudre", "encaisser", "observer")
"""The six action types, as the NLU slot ``action_type`` gives them."""

ALIASES = {"eliminer": "affronter", "compétition": "competition", "général": "general",
           "négocier": "negocier", "résoudre": "resoudre"}
"""Other spellings accepted for a table's key (the seed's own title verbs, accents)."""

OUTCOME_ROWS = ("exploit", "succes", "presque", "revers", "echec", "fiasco")


@dataclass(frozen=True)
class Meaning:
    """One row of one table: what a result means for that kind of action."""

    table: str
    """Key of the table: an action type, ``script``, ``competition`` or ``general``."""
    row: str
    """Key of the row: an outcome key, or ``destin_positif`` / ``destin_negatif``."""
    text: str
    """The whole row, verbatim."""
    short: str
    """Its first sentence, said after the result."""


def table_key(action: str | None) -> str:
    """The table for ``action`` (``None``: the general table); :class:`UnknownCategoryError`
    for an action the seed has no table for."""
    if action is None:
        return "general"
    key = ALIASES.get(action.strip().casefold(), action.strip().casefold())
    if key not in TABLES or key == "resume":
        known = (*ACTION_TYPES, "script", "competition", "general")
        raise UnknownCategoryError("interpretation", action, known)
    return key


def first_sentence(text: str) -> str:
    """The text up to its first full stop (the whole text when it has none), without its
    parenthesised lists of examples, which are for reading, not for saying."""
    end = text.find(". ")
    first = text if end < 0 else text[: end + 1]
    return re.sub(r"\s*\([^)]*\)", "", first)


def meaning(action: str | None, row: str) -> Meaning:
    """The row ``row`` (an outcome key or a Destin row) of the table for ``action``; the
    general table has no Destin rows, so they come from its short form."""
    table = table_key(action)
    rows = TABLES[table] if row in TABLES[table] else TABLES["resume"]
    text = rows[row]
    if table == "general" and row in RESUME_HINTS:
        hint = RESUME_HINTS[row]
        return Meaning(table=table, row=row, text=text, short=hint[:1].upper() + hint[1:] + ".")
    return Meaning(table=table, row=row, text=text, short=first_sentence(text))


def destin_row(destin: int) -> str:
    """The row of an automatic resolution: ``destin_positif`` when Destin > 0."""
    return "destin_positif" if destin > 0 else "destin_negatif"


@dataclass(frozen=True)
class Proposal:
    """One bénéfice or préjudice drawn from the seed's lists for the Destinée."""

    kind: str
    """``"benefice"`` or ``"prejudice"``."""
    index: int
    """0-based position in the list."""
    text: str
    """The item, verbatim."""
    short: str
    """The item without its parenthesised advice."""


_LISTS = {"benefice": BENEFICES, "prejudice": PREJUDICES}


def propose(kind: str, dice: Dice) -> Proposal:
    """« un bénéfice ? » / « un préjudice ? »: one item of the list, each equally likely
    (one die with as many faces as items)."""
    items = _LISTS.get(kind)
    if items is None:
        raise UnknownCategoryError("proposition", kind, tuple(_LISTS))
    index = dice.roll(len(items)) - 1
    return Proposal(kind=kind, index=index, text=items[index], short=first_sentence(items[index]))
