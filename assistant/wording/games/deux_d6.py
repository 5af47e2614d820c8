"""French wording of 2D6 sous compétence (seed 002): checks, oppositions, odds."""

from __future__ import annotations

from typing import Any

from assistant.reply import Reply
from assistant.wording.analysis import odds_data, percent
from assistant.wording.spoken import capitalised, plain, sentence, signed
from assistant.wording.systems import game_data, game_reply
from hades_core.systems import deux_d6

SYSTEM = "deux_d6"
CREATE_INSTEAD = ("Au 2D6, je ne tiens pas de fiche : dites vos jets, par exemple « compétence 3,"
                  " difficulté ardue ».")
REFUSALS = {
    "opposition_sans_jet": "Un jet en opposition demande une difficulté chiffrée,"
    " par exemple ardue ou moins deux.",
}
LEVEL_HINT = "simple, ardue, complexe, démentielle ou insensée, ou un nombre"


QUALITY_NAMES = {
    "exploit": "Exploit",
    "reussi": "Réussi",
    "reussi_de_peu": "Réussi de peu",
    "rate_de_peu": "Raté de peu",
    "rate": "Raté",
    "desastre": "Désastre",
}
_WINNER_SENTENCES = {
    "attaquant": "L'attaquant l'emporte.",
    "defenseur": "Le défenseur l'emporte.",
    "egalite": "Égalité : aucun des deux ne l'emporte.",
}


def _difficulty_2d6(rolled: deux_d6.Check) -> str:
    score = rolled.difficulty_score
    if rolled.difficulty is None:
        return f"difficulté {signed(score or 0)}"
    return (
        rolled.difficulty.label if score is None else f"{rolled.difficulty.label} {signed(score)}"
    )


def _check_2d6_words(rolled: deux_d6.Check) -> str:
    if rolled.dice is None or rolled.quality is None or rolled.margin is None:
        return ""
    margin = rolled.margin
    return (
        f"dés {rolled.dice[0]} et {rolled.dice[1]}, total {sum(rolled.dice)},"
        f" base {plain(rolled.base)}, {'réussi' if margin >= 0 else 'raté'} de {abs(margin)}"
    )


def _quality_2d6(rolled: deux_d6.Check) -> str:
    return "" if rolled.quality is None else QUALITY_NAMES[rolled.quality.key].lower()


def deux_d6_check_data(rolled: deux_d6.Check, seed: int | None) -> dict[str, Any]:
    """The check as JSON."""
    return game_data(
        SYSTEM, "deux_d6_check",
        seed=seed,
        skill=rolled.skill,
        difficulty=rolled.difficulty.key if rolled.difficulty else None,
        difficulty_score=rolled.difficulty_score,
        base=rolled.base,
        dice=list(rolled.dice) if rolled.dice else None,
        success=rolled.success,
        margin=rolled.margin,
        quality=rolled.quality.key if rolled.quality else None,
    )


def deux_d6_check(rolled: deux_d6.Check, seed: int | None = None) -> Reply:
    """« Réussi ! Dés 3 et 4, total 7, base 10 ; marge de 3. » or the no-roll cases."""
    data = deux_d6_check_data(rolled, seed)
    if rolled.dice is None:  # only the two named levels roll no dice
        if rolled.success:
            return Reply(table="Réussite assurée : inutile de lancer les dés.", data=data)
        return Reply(table="Impossible : inutile de lancer les dés, l'action échoue.", data=data)
    assert rolled.quality is not None
    cry = f"{QUALITY_NAMES[rolled.quality.key]} {'!' if rolled.success else '.'}".replace(" .", ".")
    table = sentence(
        cry,
        f"{capitalised(_check_2d6_words(rolled))}.",
        f"{capitalised(_difficulty_2d6(rolled))}, compétence {rolled.skill}.",
    )
    return Reply(table=table, data=data)


def deux_d6_opposition(result: deux_d6.Opposition, seed: int | None = None) -> Reply:
    """Winner first, then each side's quality."""
    table = sentence(
        _WINNER_SENTENCES[result.winner.key],
        f"Attaquant : {_quality_2d6(result.attacker)}, {_check_2d6_words(result.attacker)}.",
        f"Défenseur : {_quality_2d6(result.defender)}, {_check_2d6_words(result.defender)}.",
    )
    return game_reply(
        SYSTEM, "deux_d6_opposition", table,
        seed=seed,
        winner=result.winner.key,
        attacker=deux_d6_check_data(result.attacker, None),
        defender=deux_d6_check_data(result.defender, None),
    )


def deux_d6_odds(base: int) -> Reply:
    """Exact chances of success and of each quality for a base."""
    odds = deux_d6.quality_odds(base)
    qualities = ", ".join(
        f"{QUALITY_NAMES[q.key].lower()} {percent(float(odds.get(q, 0)))}" for q in deux_d6.Quality
    )
    success = deux_d6.success_odds(base)
    table = f"Chances pour une base de {base} : réussite {percent(float(success))} ; {qualities}."
    return game_reply(SYSTEM, "deux_d6_odds", table,
                      base=base, success=str(success), probabilities=odds_data(odds))


def people(state: Any) -> list[str]:
    """« fais le point » at a 2D6 table: nothing is kept between rolls."""
    return ["Au 2D6, je ne tiens rien entre les jets."]


RULES_SUMMARY = (
    "2D6 : deux dés six, à faire sous la compétence plus la difficulté. La marge dit la"
    " qualité : exploit, réussi, réussi de peu, raté de peu, raté, désastre.")
RULES = (
    (("exploit",), "Exploit : une marge de 6 ou plus."),
    (("desastre",), "Désastre : raté de 6 ou plus."),
    (("de peu",), "De peu : réussi de peu, marge de 0 à 2 ; raté de peu, de moins 1 à"
     " moins 2."),
    (("qualite", "marge"), "La marge : compétence plus difficulté moins les dés. 6 et plus"
     " exploit, 3 à 5 réussi, 0 à 2 réussi de peu, moins 1 et 2 raté de peu, moins 3 à 5 raté,"
     " au-delà désastre."),
    (("oppos",), "Opposition : les deux lancent avec la même difficulté ; une réussite bat un"
     " échec, sinon la meilleure qualité l'emporte."),
    (("difficulte", "simple", "ardue", "complexe", "dementielle", "insensee"),
     "Difficultés : simple plus 8, ardue plus 4, complexe 0, démentielle moins 4, insensée"
     " moins 8 ; réussite assurée et impossible sans dés."),
)
