"""French wording of odds and simulations: one sentence, outcomes from best to worst, percents
said « pour cent » (never the « % » sign)."""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction
from typing import Any

from assistant.reply import Reply
from assistant.wording.roll import OUTCOME_NAMES
from assistant.wording.spoken import count, sentence

LADDER_ORDER = ("exploit", "succes", "presque", "revers", "echec", "fiasco")


def percent(probability: float) -> str:
    """« 12 pour cent », « moins de 1 pour cent », « 0 pour cent »."""
    if probability == 0:
        return "0 pour cent"
    if probability < 0.005:
        return "moins de 1 pour cent"
    return f"{round(probability * 100)} pour cent"


def _pools(data: dict[str, Any]) -> str:
    variant = ", dés du chaos en chaîne" if data["chaining"] else ""
    return (f"{count(data['protagonist_dice'], 'dé')} contre {data['obstacle_dice']}"
            f"{variant}")


def _ladder(probabilities: dict[str, float]) -> str:
    return ", ".join(f"{OUTCOME_NAMES[key].lower()} {percent(probabilities[key])}"
                     for key in LADDER_ORDER)


def odds(data: dict[str, Any]) -> Reply:
    """« Chances à 4 dés contre 5 : exploit 3 pour cent, … Une fortune : 20 pour cent. »"""
    probabilities = data["probabilities"]
    table = sentence(f"Chances à {_pools(data)} : {_ladder(probabilities)}.",
                     f"Une fortune : {percent(probabilities['fortune'])}.")
    return Reply(table=table, data=data)


def simulation(data: dict[str, Any]) -> Reply:
    """Counts of a simulation, said as shares of the trials."""
    trials = data["trials"]
    counts = data["counts"]
    if trials == 0:
        return Reply(table="Aucun jet simulé.", data=data)
    shares = {key: value / trials for key, value in counts.items()}
    table = sentence(f"Sur {count(trials, 'jet simulé', 'jets simulés')} à {_pools(data)} :"
                     f" {_ladder(shares)}.",
                     f"Une fortune : {percent(shares['fortune'])}.")
    return Reply(table=table, data=data)


def odds_data(odds: Mapping[Any, Fraction]) -> dict[str, str]:
    """Exact odds as JSON: each outcome's key and its fraction as text (« 1/20 »)."""
    return {getattr(key, "key", str(key)): str(value) for key, value in odds.items()}
