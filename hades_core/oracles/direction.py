"""Jet de direction: open questions read on one d6 (« Table Quoi, Pourquoi, Comment ? »).

« Les interprétations se basent sur la numérologie du résultat d'un D6. » The 14 rows are the
seed's, verbatim (markdown emphasis removed), under keys without accents.
"""

from __future__ import annotations

from dataclasses import dataclass

from hades_core.dice import Dice
from hades_core.errors import UnknownCategoryError

Row = tuple[str, str, str, str, str, str]

DIRECTION_LABELS: dict[str, str] = {
    "champ": "Champ",
    "action": "Action",
    "emotion": "Emotion",
    "caracteristique": "Caractéristique",
    "conflit": "Conflit",
    "direction": "Direction",
    "identite": "Identité",
    "militaire": "Militaire",
    "maison": "Maison",
    "etre": "Etre",
    "corps": "Corps",
    "processus": "Processus",
    "relations": "Exemples de Relations",
    "attitudes": "Exemples d'attitudes",
}
"""The seed's row headings."""

DIRECTION_TABLE: dict[str, Row] = {
    "champ": (
        "Lieu, objet, matériel, terre à terre",
        "Rencontre, personne, nouveauté",
        "Relations, émotions, motivations, ce qui relie",
        "Loi, autorité, dilemme moral, ce qui nous dépasse",
        "Ressource, ce qui est vital, tentation, manque",
        "Mystère, surprise, inattendu, hors-champ",
    ),
    "action": ("Affronter", "Contourner", "Négocier", "Résoudre", "Encaisser", "Observer"),
    "emotion": ("Colère", "Peur", "Espoir", "Curiosité", "Intérêt", "Surprise"),
    "caracteristique": (
        "Force", "Dextérité", "Charisme", "Intelligence", "Constitution", "Sagesse"
    ),
    "conflit": (
        "Ouverture vs Fermeture",
        "Soi vs Autre",
        "Harmonie vs Désordre",
        "Changement vs Tradition",
        "Vie vs Mort",
        "Illusion vs Vérité",
    ),
    "direction": ("En-bas", "Devant", "Gauche", "Droite", "Derrière", "En-haut"),
    "identite": ("Culture", "Occupation", "Relations", "Valeurs", "Equipement", "Croyances"),
    "militaire": (
        "Attaque", "Défense", "Diplomatie", "Stratégie", "Logistique", "Renseignement"
    ),
    "maison": (
        "Entrée, couloir, escalier, garage",
        "Chambre, salle de bains, toilettes",
        "Salon, salle à manger",
        "Bureau, bibliothèque",
        "Cuisine, garde-manger",
        "Cave, grenier",
    ),
    "etre": (
        "Matière inerte",
        "Animal",
        "Végétal, groupe",
        "Homme",
        "Esprit, Cellulaire",
        "Surnaturel, Divin",
    ),
    "corps": (
        "Pieds, mains",
        "Jambes",
        "Tronc, cœur, sexe",
        "Tête",
        "Bras, ventre, poumons",
        "Dos, organes internes",
    ),
    "processus": ("Début", "En cours", "Coordination", "Règles", "En attente", "En erreur"),
    "relations": (
        "Solitaire, asocial, marginal, rejeté",
        "1er contact, préjugés, neutre, crainte",
        "Famille, ami, ennemi, ami, amour",
        "Hiérarchique (maître/élève, dominant/dominé, employeur/employé)",
        "Concurrent, rival",
        "Hypocrisie, grief, rancune, jalousie",
    ),
    "attitudes": (
        "Fermé (carré, inflexible, simple, constant...)",
        "Intéressé, à l'écoute",
        "Mélancolique, amoureux, haineux, compatissant",
        "Fanatique, idéaliste, hautain",
        "Opportuniste",
        "Menteur, fourbe, traitre, tricheur, malhonnête",
    ),
}


@dataclass(frozen=True)
class DirectionRoll:
    """One jet de direction: the category key, the d6 and the text read in that column."""

    category: str
    die: int
    answer: str


def check_category(category: str) -> None:
    """Refuse a category key the table does not have."""
    if category not in DIRECTION_TABLE:
        raise UnknownCategoryError("direction", category, tuple(DIRECTION_TABLE))


def read_direction(category: str, die: int) -> DirectionRoll:
    """Read the answer of ``category`` for a die already rolled."""
    check_category(category)
    return DirectionRoll(category=category, die=die, answer=DIRECTION_TABLE[category][die - 1])


def roll_direction(category: str, dice: Dice) -> DirectionRoll:
    """Roll one d6 and read the answer of ``category`` (a key without accents)."""
    check_category(category)
    return read_direction(category, dice.d6())
