"""Short spoken explanations of the HaDes rules (« qu'est-ce que ça veut dire un presque ? »).

Written in our own words from the rules text (``shared/seeds/000_…``): one to three sentences
each, then a longer version for « détaille ». Numbers and signs are written in words so that a
screen reader and espeak-ng read them well.
"""

from __future__ import annotations

from assistant.reply import Reply

RULES: dict[str, tuple[str, str]] = {
    "presque": (
        "Presque, c'est plus un : égalité de pairs, ou un pair d'avance. L'objectif est en vue "
        "mais pas acquis.",
        "Avec un presque, on choisit : accepter un résultat moindre, atteindre l'objectif contre "
        "une perte, ou continuer vers l'objectif avec une opportunité offerte par la Destinée.",
    ),
    "revers": (
        "Revers, c'est moins un, ou aucun pair sur la table. L'objectif n'est pas atteint et une "
        "nouvelle difficulté surgit, mais l'opposition continue.",
        "Un revers n'est pas définitif : ce qui était tenté n'a pas marché, une difficulté apparaît, "
        "et les protagonistes peuvent encore s'y reprendre.",
    ),
    "succes": (
        "Succès, c'est plus deux : vous obtenez ce que vous vouliez.",
        "Après un succès, on peut en rester là, ou obtenir quelque chose en plus en échange "
        "d'une perte.",
    ),
    "exploit": (
        "Exploit, c'est plus trois ou mieux : vous obtenez ce que vous vouliez, et un bénéfice "
        "en plus.",
        "Le bénéfice d'un exploit peut être un rebondissement favorable, un nouveau trait positif, "
        "une barre de jauge négative en moins, plus rarement un point de destin ou une fortune.",
    ),
    "echec": (
        "Échec, c'est moins deux : vous n'obtenez pas ce que vous vouliez.",
        "Après un échec, on accepte le résultat sans appel, ou on continue en payant un prix, "
        "état, ressource, trait ou destin, et une nouvelle difficulté surgit.",
    ),
    "fiasco": (
        "Fiasco, c'est moins trois ou pire : vous échouez et vous payez un prix.",
        "Après un fiasco, on accepte le résultat sans appel, ou on continue en payant un second "
        "prix, et une nouvelle difficulté surgit.",
    ),
    "fortune": (
        "On gagne une fortune sur un échec ou un fiasco quand on est favori, sur un succès ou un "
        "exploit quand on est outsider, sur un fiasco ou un exploit quand les camps sont égaux.",
        "Une fortune sert à décaler un résultat d'un cran, et on perd alors la fortune de ce jet, "
        "à demander un rebondissement, à révéler un trait, ou en fin de partie à consolider une "
        "jauge ou un trait éphémère.",
    ),
    "destin": (
        "Le Destin mesure la prise de risque des protagonistes. Seule la Destinée connaît sa "
        "valeur ; avant chaque jet, elle y ajoute les dés de l'obstacle moins ceux des "
        "protagonistes.",
        "Destin positif : les protagonistes prennent des risques, la Destinée peut adoucir les "
        "obstacles. Destin négatif : ils jouent prudemment, elle peut les corser. Une résolution "
        "automatique le fait bouger d'un point.",
    ),
    "jauge": (
        "Une jauge a trois niveaux : un, deux, et épuisée. Au niveau deux, on perd un dé ; "
        "épuisée, c'est la fin du personnage pour un état, ou plus rien avec cette ressource.",
        "Les jauges d'état sont par exemple la blessure ou la folie, les jauges de ressource la "
        "richesse ou la fatigue. En fin de partie, une fortune fait bouger une barre.",
    ),
    "script": (
        "Un script résout une mission en un seul jet : chaque étape apporte ses dés d'obstacle "
        "et ceux des protagonistes, et on lance le tout.",
        "Sur un presque ou un revers, on compte les pairs des protagonistes le long des étapes "
        "pour savoir où la mission s'est arrêtée, puis on reprend la fiction à cette étape.",
    ),
    "competition": (
        "En compétition, chaque camp lance contre son propre obstacle, et on compare. Seul un "
        "succès ou un exploit atteint vraiment l'objectif.",
        "À égalité de succès, on peut déclarer des ex aequo, ou faire gagner le camp qui a la plus "
        "grande somme de pairs, les protagonistes d'abord en cas d'égalité parfaite.",
    ),
    "deus_ex_alea": (
        "Deus ex alea : quand un camp qui a utilisé une puissance subit un échec ou un fiasco, et "
        "que tous les dés du gagnant montrent la même face, le perdant peut tout renverser.",
        "Le perdant reçoit autant de points que la valeur du Destin, sans le signe, pour décaler "
        "le résultat, et le Destin repart à zéro. Il faut que le Destin ne soit pas nul.",
    ),
    "puissance": (
        "Un talent héroïque apporte deux dés, un talent mythique trois. Le Destin compte ces dés "
        "comme les autres.",
        "Une manœuvre puissante peut devenir un réflexe avec un dé de moins. Les puissances "
        "ouvrent aussi la porte au deus ex alea.",
    ),
    "initiative": (
        "Pour savoir qui commence, on regarde le Destin : nul ou négatif, l'adversité a "
        "l'initiative ; positif, ce sont les protagonistes.",
        "L'initiative sert surtout aux confrontations jouées tour par tour.",
    ),
    "solo": (
        "En solo, on alterne immersion, phase de destin et jeu de la situation. Quand le Destin "
        "est négatif, un jet de destin dit si la scène suivante tourne au contretemps.",
        "Le jet de destin : on lance un dé, et s'il est inférieur à la valeur du Destin sans son "
        "signe, un contretemps arrive. Les oracles apportent la surprise qui manque sans partenaire.",
    ),
    "oracles": (
        "Les oracles répondent quand on sèche. Jet de distance : une question fermée, qui, où, "
        "quand ou combien, un dé, de proche à loin. Jet de direction : une question ouverte, un "
        "dé sur une table. Jet de choix : un dé par option, le plus haut l'emporte.",
        "Distance : un ou deux, protagoniste, ici, avant, peu ; trois ou quatre, neutre, proche, "
        "maintenant, normal ; cinq ou six, antagoniste, loin, après, beaucoup. Direction : champ, "
        "action, émotion, corps, maison et d'autres tables. Choix : ex aequo, on relance entre "
        "les gagnants.",
    ),
    "resume": (
        "Chaque camp lance ses dés, un dé par avantage. On compte les pairs, chaque six fait "
        "lancer un dé de plus. La différence des pairs donne le résultat, de fiasco à exploit.",
        "Égalité des pairs : presque. Aucun pair : revers. Plus deux : succès, plus trois : "
        "exploit, moins deux : échec, moins trois : fiasco. Les fortunes permettent de décaler un "
        "résultat ; le Destin, secret, mesure les risques pris.",
    ),
}
"""Per topic: the short explanation, then the longer one."""

TOPICS = tuple(RULES)


def rule_explanation(topic: str, detailed: bool = False) -> Reply:
    """« Presque, c'est plus un… » (``detailed``: the longer explanation)."""
    short, long = RULES.get(topic, RULES["resume"])
    known = topic if topic in RULES else "resume"
    return Reply(table=long if detailed else short,
                 data={"kind": "rules", "topic": known, "detailed": detailed})
