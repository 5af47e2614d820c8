"""French wording of the four other systems' results (zFate, 2D6, 3-6-9, 2d10 + krâsses).

Every function takes the core result (``hades_core.systems``) and the seed that replays it, and
returns a :class:`Reply`: the result word first, then the dice, then what follows. Numbers a
player must hear as signed values are said in words (« plus trois »); dice faces keep their
digits. ``data`` holds the result as JSON (``kind``, ``system``, the dice, the computed values).
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any
from collections.abc import Callable, Mapping

from assistant.reply import Reply
from assistant.wording.analysis import percent
from assistant.wording.spoken import count, display_name, join, number, plain, sentence, signed
from hades_core.systems import deux_d6, fate, krasses, trois_six_neuf
from hades_core.systems.errors import SystemRuleError
from hades_core.systems.fate_character import (
    FateCharacter,
    HitResult,
    StressKind,
    character_to_data,
)
from hades_core.systems.krasse_dice import KrasseRoll, KrasseState

SYSTEM_NAMES = {
    "hades": "HaDes",
    "fate": "zFate",
    "deux_d6": "2D6 sous compétence",
    "trois_six_neuf": "3-6-9",
    "krasses": "2d10 et krâsses",
}
"""How each system is named to players."""


def system_confirmed(system: str) -> Reply:
    """« on joue à Fate » at a table that already plays it: « Cette table joue déjà à zFate. »"""
    return Reply(
        table=f"Cette table joue déjà à {SYSTEM_NAMES[system]}.",
        data={"kind": "system_confirmed", "system": system},
    )


_NO_SHEET = {
    "hades": "À HaDes, un protagoniste naît avec ses traits : dites par exemple « Alice gagne"
    " le trait épée ».",
    "deux_d6": "Au 2D6, je ne tiens pas de fiche : dites vos jets, par exemple « compétence 3,"
    " difficulté ardue ».",
    "krasses": "Aux krâsses, dites son charisme : « Bob a trois de charisme et met deux krâsses"
    " au tas ».",
}


def no_character_to_create(system: str) -> Reply:
    """What to say instead of creating a character at a table whose game keeps no sheet."""
    return Reply(table=_NO_SHEET.get(system, _NO_SHEET["hades"]),
                 data={"kind": "no_character_sheet", "system": system})


def system_needs_table(table_system: str, asked: str) -> Reply:
    """A command of ``asked`` (a roll) at a table playing another system: how to switch."""
    table = (
        f"Cette table joue à {SYSTEM_NAMES[table_system]}. Pour jouer à"
        f" {SYSTEM_NAMES[asked]}, dites : on joue à {SYSTEM_NAMES[asked]}."
    )
    return Reply(
        table=table, data={"kind": "system_needs_table", "system": table_system, "asked": asked}
    )


def system_switched(before: str, after: str) -> Reply:
    """« on joue à Fate »: « Cette table joue maintenant à zFate (avant : HaDes). »"""
    return Reply(
        table=(
            f"Cette table joue maintenant à {SYSTEM_NAMES[after]}"
            f" (avant : {SYSTEM_NAMES[before]})."
        ),
        data={"kind": "system_switch", "system": after, "previous": before},
    )


# ---------------------------------------------------------------- zFate

FATE_OUTCOME_NAMES = {
    "succes_avec_style": "Succès avec style",
    "succes": "Succès",
    "egalite": "Égalité",
    "echec": "Échec",
}
_FATE_CRIES = {
    "succes_avec_style": "Succès avec style !",
    "succes": "Succès !",
    "egalite": "Égalité.",
    "echec": "Échec.",
}
_FATE_FACES = {1: "plus", 0: "vide", -1: "moins"}
_INVOCATION_EFFECTS = {
    fate.InvocationEffect.BONUS: "plus deux",
    fate.InvocationEffect.RELANCE: "relance",
}
_CONSEQUENCE_NAMES = {
    "legere": "légère",
    "moderee": "modérée",
    "severe": "sévère",
    "extreme": "extrême",
}


def fate_level(value: int) -> str:
    """A level of the Échelle: « Bon, plus trois », or « plus neuf » beyond the table."""
    name = fate.ladder_name(value)
    return signed(value) if name is None else f"{name}, {signed(value)}"


def _fate_faces(faces: tuple[int, ...]) -> str:
    return f"{', '.join(_FATE_FACES[face] for face in faces)}, soit {signed(sum(faces))}"


def _shifts(shifts: int) -> str:
    if shifts > 0:
        return f"{count(shifts, 'marge')}."
    return "Aucune marge." if shifts == 0 else f"Il manque {shifts * -1}."


def _invocations(roll: fate.FateRoll) -> str:
    if not roll.invocations:
        return ""
    said = [
        f"{invocation.aspect} {_INVOCATION_EFFECTS[invocation.effect]}"
        f"{' gratuite' if invocation.free else ''}"
        for invocation in roll.invocations
    ]
    return f"Invocations : {join(said)}."


def fate_roll_data(roll: fate.FateRoll, seed: int | None) -> dict[str, Any]:
    """The roll as JSON: dice, skill, opposition, invocations and computed values."""
    return {
        "kind": "fate_roll",
        "system": "fate",
        "seed": seed,
        "faces": list(roll.faces),
        "skill": roll.skill,
        "opposition": roll.opposition,
        "opposition_faces": list(roll.opposition_faces),
        "invocations": [
            {"aspect": i.aspect, "effect": i.effect.key, "free": i.free, "personal": i.personal}
            for i in roll.invocations
        ],
        "total": roll.total,
        "opposition_total": roll.opposition_total,
        "shifts": roll.shifts,
        "outcome": roll.outcome.key,
    }


def fate_roll(roll: fate.FateRoll, seed: int | None = None) -> Reply:
    """« Succès ! Dés Fate : plus, vide, moins, plus, soit plus un. Bon, plus trois … »."""
    opposition = ""
    if roll.opposition_faces:
        opposition = f"L'opposition lance {_fate_faces(roll.opposition_faces)}."
    table = sentence(
        _FATE_CRIES[roll.outcome.key],
        f"Dés Fate : {_fate_faces(roll.faces)}.",
        opposition,
        _invocations(roll),
        f"Résultat {fate_level(roll.total)}, contre {fate_level(roll.opposition_total)}.",
        _shifts(roll.shifts),
    )
    return Reply(table=table, data=fate_roll_data(roll, seed))


def fate_points(character: FateCharacter, delta: int) -> Reply:
    """« Henri gagne un point de fortune, 3 en tout. » / « … dépense …, il lui en reste 1. »"""
    name = display_name(character.name)
    left = character.fate_points
    if delta >= 0:
        gained = count(delta, "point de fortune", "points de fortune")
        table = f"{name} gagne {gained}, {left} en tout."
    else:
        spent = count(-delta, "point de fortune", "points de fortune")
        rest = "il ne lui en reste aucun" if left == 0 else f"il lui en reste {left}"
        table = f"{name} dépense {spent}, {rest}."
    return Reply(
        table=table,
        data={
            "kind": "fate_points",
            "system": "fate",
            "delta": delta,
            "character": character_to_data(character),
        },
    )


def fate_invocation(
    character: FateCharacter, roll: fate.FateRoll, paid: bool, seed: int | None = None
) -> Reply:
    """The roll after an Invocation, then the Point de Fortune paid (none if gratuite)."""
    rolled = fate_roll(roll, seed)
    if not paid:
        return Reply(table=sentence(rolled.table, "Invocation gratuite."), data=rolled.data)
    points = fate_points(character, -1)
    return Reply(
        table=sentence(rolled.table, points.table),
        data={**rolled.data, "character": points.data["character"]},
    )


def fate_invoked(character: FateCharacter, aspect: str, free: bool, free_left: int = 0
                 ) -> Reply:
    """« Alice invoque Têtu. Alice dépense 1 point de fortune, il lui en reste 2. », or
    « Invocation gratuite, il en reste 1 sur Embuscade. »"""
    name = display_name(character.name)
    rest = (f", il en reste {plain(free_left)} sur {aspect}" if free_left
            else ", c'était la dernière sur cet aspect")
    paid = f"Invocation gratuite{rest}." if free else fate_points(character, -1).table
    return Reply(
        table=sentence(f"{name} invoque {aspect}.", paid),
        data={"kind": "fate_invoke", "system": "fate", "aspect": aspect, "free": free,
              "free_left": free_left, "character": character_to_data(character)},
    )


def fate_advantage(aspect: str, gained_count: int, held: int) -> Reply:
    """« Avantage créé : 2 invocations gratuites sur Embuscade. »"""
    gained = count(gained_count, "invocation gratuite", "invocations gratuites")
    total = "" if held == gained_count else f" Il y en a {plain(held)} en tout."
    return Reply(table=f"Avantage créé : {gained} sur {aspect}.{total}",
                 data={"kind": "fate_advantage", "system": "fate", "aspect": aspect,
                       "gained": gained_count, "held": held})


def fate_characters(characters: list[FateCharacter]) -> Reply:
    """Every zFate character of the table, one after the other."""
    sheets = [fate_character(character) for character in characters]
    return Reply(
        table=sentence(*(sheet.table for sheet in sheets)) if sheets
        else "Aucun personnage de zFate pour l'instant.",
        data={"kind": "fate_characters", "system": "fate",
              "characters": [sheet.data["character"] for sheet in sheets]},
    )


def fate_odds(skill: int, opposition: int, active: bool = False) -> Reply:
    """Exact chances of each outcome, best first."""
    odds = fate.outcome_odds(skill, opposition, active=active)
    against = "contre une opposition active de" if active else "contre"
    said = ", ".join(
        f"{FATE_OUTCOME_NAMES[o.key].lower()} {percent(float(odds[o]))}"
        for o in reversed(fate.FateOutcome)
    )
    table = f"Chances à {fate_level(skill)}, {against} {fate_level(opposition)} : {said}."
    return Reply(
        table=table,
        data={
            "kind": "fate_odds",
            "system": "fate",
            "skill": skill,
            "opposition": opposition,
            "active": active,
            "probabilities": _fractions(odds),
        },
    )


def fate_character(character: FateCharacter) -> Reply:
    """A character's Points de Fortune, checked Stress boxes and Conséquences."""
    stress = [f"{kind.key} {_checked_boxes(character.stress[kind.key])}" for kind in StressKind]
    taken = [f"{_CONSEQUENCE_NAMES[key]}, {name}" for key, name in character.consequences.items()]
    points = count(character.fate_points, "point de fortune", "points de fortune")
    table = sentence(
        f"{display_name(character.name)} : {points}, actualisation {character.refresh}.",
        f"Stress : {join(stress)}.",
        f"Conséquences : {' ; '.join(taken)}." if taken else "Aucune conséquence.",
    )
    return Reply(
        table=table,
        data={"kind": "fate_character", "system": "fate", "character": character_to_data(character)},
    )


def fate_hit(hit: HitResult) -> Reply:
    """What a hit did: absorbed and still in the conflict, or « hors conflit » with nothing
    checked when the Stress and Conséquences chosen could not absorb it all."""
    name = display_name(hit.character.name)
    # « mis Hors-conflit » in the text; said without an agreement to guess: « est hors conflit ».
    if hit.taken_out:
        table = (f"Il manque {count(hit.remaining, 'dégât')} à absorber : {name} est hors"
                 " conflit, rien n'est coché.")
    else:
        table = sentence(f"{count(hit.absorbed, 'dégât absorbé', 'dégâts absorbés')}.",
                         f"{name} reste dans le conflit.")
    return Reply(
        table=table,
        data={
            "kind": "fate_hit",
            "system": "fate",
            "absorbed": hit.absorbed,
            "remaining": hit.remaining,
            "taken_out": hit.taken_out,
            "character": character_to_data(hit.character),
        },
    )


def _checked_boxes(boxes: tuple[bool, ...]) -> str:
    return f"{sum(boxes)} sur {len(boxes)}"


# ---------------------------------------------------------------- 3-6-9 réserves


def _reserve_words(name: str, reserve: trois_six_neuf.Reserve) -> str:
    fortune = count(reserve.fortune, "dé de fortune", "dés de fortune")
    marasme = count(reserve.marasme, "dé de marasme", "dés de marasme")
    return f"{display_name(name)} : {fortune}, {marasme}."


def _reserve_data(name: str, reserve: trois_six_neuf.Reserve) -> dict[str, Any]:
    return {"name": name, "fortune": reserve.fortune, "marasme": reserve.marasme}


def reserve(name: str, reserve: trois_six_neuf.Reserve) -> Reply:
    """« Alice : 2 dés de fortune, 1 dé de marasme. »"""
    return Reply(
        table=_reserve_words(name, reserve),
        data={"kind": "reserve", "system": "trois_six_neuf", **_reserve_data(name, reserve)},
    )


def reserves(stored: list[tuple[str, trois_six_neuf.Reserve]]) -> Reply:
    """Every réserve personnelle of the table."""
    return Reply(
        table=sentence(*(_reserve_words(name, kept) for name, kept in stored)) if stored
        else "Aucune réserve de 3-6-9 pour l'instant.",
        data={"kind": "reserves", "system": "trois_six_neuf",
              "reserves": [_reserve_data(name, kept) for name, kept in stored]},
    )


# ---------------------------------------------------------------- 2D6 sous compétence

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
    return {
        "kind": "deux_d6_check",
        "system": "deux_d6",
        "seed": seed,
        "skill": rolled.skill,
        "difficulty": rolled.difficulty.key if rolled.difficulty else None,
        "difficulty_score": rolled.difficulty_score,
        "base": rolled.base,
        "dice": list(rolled.dice) if rolled.dice else None,
        "success": rolled.success,
        "margin": rolled.margin,
        "quality": rolled.quality.key if rolled.quality else None,
    }


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
        f"{display_name(_check_2d6_words(rolled))}.",
        f"{display_name(_difficulty_2d6(rolled))}, compétence {rolled.skill}.",
    )
    return Reply(table=table, data=data)


def deux_d6_opposition(result: deux_d6.Opposition, seed: int | None = None) -> Reply:
    """Winner first, then each side's quality."""
    table = sentence(
        _WINNER_SENTENCES[result.winner.key],
        f"Attaquant : {_quality_2d6(result.attacker)}, {_check_2d6_words(result.attacker)}.",
        f"Défenseur : {_quality_2d6(result.defender)}, {_check_2d6_words(result.defender)}.",
    )
    return Reply(
        table=table,
        data={
            "kind": "deux_d6_opposition",
            "system": "deux_d6",
            "seed": seed,
            "winner": result.winner.key,
            "attacker": deux_d6_check_data(result.attacker, None),
            "defender": deux_d6_check_data(result.defender, None),
        },
    )


def deux_d6_odds(base: int) -> Reply:
    """Exact chances of success and of each quality for a base."""
    odds = deux_d6.quality_odds(base)
    qualities = ", ".join(
        f"{QUALITY_NAMES[q.key].lower()} {percent(float(odds.get(q, 0)))}" for q in deux_d6.Quality
    )
    success = deux_d6.success_odds(base)
    table = f"Chances pour une base de {base} : réussite {percent(float(success))} ; {qualities}."
    return Reply(
        table=table,
        data={
            "kind": "deux_d6_odds",
            "system": "deux_d6",
            "base": base,
            "success": str(success),
            "probabilities": _fractions(odds),
        },
    )


# ---------------------------------------------------------------- 3-6-9

SIDE_NAMES_369 = {"pj": "Les personnages", "adversite": "L'adversité"}


def _extra_dice(label: str, faces: tuple[int, ...], kept: int | None) -> str:
    if not faces:
        return ""
    use = "aucun ne sert" if kept is None else f"le {kept} est gardé"
    return f"{label} : {join(str(face) for face in faces)}, {use}."


def _replacement(turn: trois_six_neuf.Turn) -> str:
    return sentence(
        _extra_dice(
            "Dés de fortune", turn.fortune, turn.fortune_d10 if turn.fortune_kept else None
        ),
        _extra_dice("Dés de marasme", turn.marasme, turn.kept_d10 if turn.marasme_kept else None),
    )


def trois_six_neuf_turn(turn: trois_six_neuf.Turn, seed: int | None = None,
                        cancelled: int = 0) -> Reply:
    """« Les personnages l'emportent, réussite de 9. Dé du destin plus cinq, solde plus
    quatre. … Gain de solde : 2. »; ``cancelled`` pairs of staked dice cancelled first."""
    ties = len(turn.throws) - 1
    tie_words = (
        (
            f"{count(ties, 'égalité', 'égalités')} d'abord, relancé avec"
            f" {count(ties, 'dé de radicalisation', 'dés de radicalisation')}."
        )
        if ties
        else ""
    )
    weaker = "L'adversité" if turn.solde > 0 else "Les personnages"
    discard = (
        f"{weaker} {'défausse' if turn.solde > 0 else 'défaussent'}"
        f" {count(turn.marasme_discarded, 'dé de marasme', 'dés de marasme')}."
        if turn.marasme_discarded
        else ""
    )
    verb = "l'emporte" if turn.winner is trois_six_neuf.Side.ADVERSITE else "l'emportent"
    table = sentence(
        f"{SIDE_NAMES_369[turn.winner.key]} {verb}, réussite de {turn.success}.",
        tie_words,
        f"Dé du destin {signed(turn.throw.value)}, solde {signed(turn.solde)}.",
        _replacement(turn),
        f"Sacrifices : {signed(turn.sacrifices)}." if turn.sacrifices else "",
        (f"{count(cancelled, 'paire', 'paires')} de dés misés, fortune contre marasme, "
         + ("s'annule et est défaussée." if cancelled == 1 else "s'annulent et sont défaussées.")
         if cancelled else ""),
        discard,
        f"Gain de solde au tour suivant : {turn.solde_gain}.",
    )
    return Reply(
        table=table,
        data={
            "kind": "trois_six_neuf_turn",
            "system": "trois_six_neuf",
            "seed": seed,
            "solde": turn.solde,
            "throws": [throw.value for throw in turn.throws],
            "fortune": list(turn.fortune),
            "marasme": list(turn.marasme),
            "kept_d10": turn.kept_d10,
            "sacrifices": turn.sacrifices,
            "winner": turn.winner.key,
            "success": turn.success,
            "result": turn.result,
            "solde_gain": turn.solde_gain,
            "marasme_discarded": turn.marasme_discarded,
            "stakes_cancelled": cancelled,
        },
    )


def trois_six_neuf_odds(solde: int) -> Reply:
    """Exact chances of each side winning the tour."""
    odds = trois_six_neuf.winner_odds(solde)
    table = (
        f"Avec un solde de {signed(solde)} : les personnages l'emportent"
        f" {percent(float(odds[trois_six_neuf.Side.PJ]))}, l'adversité"
        f" {percent(float(odds[trois_six_neuf.Side.ADVERSITE]))}."
    )
    return Reply(
        table=table,
        data={
            "kind": "trois_six_neuf_odds",
            "system": "trois_six_neuf",
            "solde": solde,
            "probabilities": _fractions(odds),
        },
    )


# ---------------------------------------------------------------- 2d10 + krâsses

SPECIAL_NAMES = {
    "echec_critique": "Échec critique",
    "echec_automatique": "Échec automatique",
    "reussite_automatique": "Réussite automatique",
    "action_d_eclat": "Action d'éclat",
}
_KRASSE_SIDES = {"joueur": "Le personnage du joueur", "adversaire": "L'adversaire"}


def _krasse_words(rolled: KrasseRoll, what: str) -> str:
    if not rolled.faces:
        return ""
    found = [
        count(number, name)
        for number, name in ((rolled.krasses, "krâsse"), (rolled.demi_krasses, "demi-krâsse"))
        if number
    ]
    return (
        f"{what} : {count(len(rolled.faces), 'dé krâsse', 'dés krâsses')},"
        f" {join(found) + ', ' + signed(rolled.value) if found else 'rien'}."
    )


def _check_dice(rolled: krasses.Check) -> str:
    assert rolled.dice is not None
    return sentence(
        f"Dés {rolled.dice[0]} puis {rolled.dice[1]}, bonus {signed(rolled.bonus)}.",
        _krasse_words(rolled.krasse, "Krâsses"),
    )


def krasses_check_data(rolled: krasses.Check, seed: int | None) -> dict[str, Any]:
    """The check as JSON."""
    return {
        "kind": "krasses_check",
        "system": "krasses",
        "seed": seed,
        "dice": list(rolled.dice) if rolled.dice else None,
        "bonus": rolled.bonus,
        "difficulty": rolled.difficulty,
        "named": rolled.named.key if rolled.named else None,
        "krasse_faces": list(rolled.krasse.faces),
        "circumstance_faces": list(rolled.circumstance.faces),
        "total": rolled.total,
        "target": rolled.target,
        "special": rolled.special.key if rolled.special else None,
        "success": rolled.success,
    }


def krasses_check(rolled: krasses.Check, seed: int | None = None) -> Reply:
    """« Réussite ! Total 17 contre Moyen, 15. Dés 7 puis 5, bonus plus cinq. »"""
    data = krasses_check_data(rolled, seed)
    if rolled.dice is None:
        return Reply(table="Automatique : pas besoin de jet, l'action réussit.", data=data)
    special = f"{SPECIAL_NAMES[rolled.special.key]} !" if rolled.special else ""
    if rolled.open:
        head = sentence(special, f"Résultat {rolled.total}, difficulté ouverte.")
    else:
        cry = "" if special else ("Réussite !" if rolled.success else "Raté.")
        named = (
            f"{rolled.named.label}, {rolled.difficulty}" if rolled.named else str(rolled.difficulty)
        )
        circumstance = (
            f", plus {rolled.circumstance.value} de circonstance, soit {rolled.target}"
            if rolled.circumstance.faces
            else ""
        )
        head = sentence(special, cry, f"Total {rolled.total} contre {named}{circumstance}.")
    table = sentence(
        head, _check_dice(rolled), _krasse_words(rolled.circumstance, "Krâsses de circonstance")
    )
    return Reply(table=table, data=data)


def krasses_opposed(result: krasses.Opposed, seed: int | None = None) -> Reply:
    """Winner first, then both totals; a tie said as going to the player's character."""
    player, opponent = result.player, result.opponent
    tie = (
        " à égalité, qui revient au personnage du joueur"
        if (player.total == opponent.total and result.winner is krasses.Side.JOUEUR)
        else ""
    )
    rethrown = (
        f"Égalité entre personnages de joueurs, relancé {result.throws - 1} fois."
        if result.throws > 1
        else ""
    )
    winner = _KRASSE_SIDES[result.winner.key]
    table = sentence(
        f"{winner} l'emporte, {player.total} contre {opponent.total}{tie}.",
        rethrown,
        _special_words("Joueur", player),
        _special_words("Adversaire", opponent),
    )
    return Reply(
        table=table,
        data={
            "kind": "krasses_opposed",
            "system": "krasses",
            "seed": seed,
            "winner": result.winner.key,
            "throws": result.throws,
            "player": krasses_check_data(player, None),
            "opponent": krasses_check_data(opponent, None),
        },
    )


def krasses_contre_krasse(result: krasses.ContreKrasse, seed: int | None = None) -> Reply:
    """Who took the pooled dK, then the action's winner."""
    pool_taker = "le joueur" if result.pool_winner is krasses.Side.JOUEUR else "le conteur"
    assert result.player.dice and result.opponent.dice
    table = sentence(
        f"Contre-krâsse : {pool_taker} prend les {count(result.pool, 'dé krâsse', 'dés krâsses')},"
        f" dés {sum(result.player.dice)} contre {sum(result.opponent.dice)}.",
        f"{_KRASSE_SIDES[result.winner.key]} l'emporte,"
        f" {result.player.total} contre {result.opponent.total}.",
        _krasse_words(
            result.player.krasse
            if result.pool_winner is krasses.Side.JOUEUR
            else result.opponent.krasse,
            "Krâsses",
        ),
    )
    return Reply(
        table=table,
        data={
            "kind": "krasses_contre_krasse",
            "system": "krasses",
            "seed": seed,
            "pool": result.pool,
            "pool_winner": result.pool_winner.key,
            "winner": result.winner.key,
            "throws": result.throws,
            "player_critical": result.player_critical,
            "player": krasses_check_data(result.player, None),
            "opponent": krasses_check_data(result.opponent, None),
        },
    )


def krasses_cooperation(rolls: list[krasses.Check], result: krasses.Cooperation,
                        kept: krasses.Check, seed: int | None = None) -> Reply:
    """« Réussite ! Coopération à trois : 19 contre Moyen, 15. Meilleur jet 17, du participant 2,
    plus 2 pour 1 autre au-dessus de 15. Degrés : 3. »"""
    best = rolls[result.leader]
    helped = result.total - (best.total or 0)
    special = f"{SPECIAL_NAMES[kept.special.key]} !" if kept.special else ""
    cry = "" if special or kept.success is None else ("Réussite !" if kept.success else "Raté.")
    against = "" if kept.difficulty is None else (
        f" contre {kept.named.label}, {kept.difficulty}" if kept.named
        else f" contre {kept.difficulty}")
    helpers = helped // krasses.COOPERATION_BONUS
    table = sentence(
        special, cry,
        f"Coopération à {plain(len(rolls))} : {result.total}{against}.",
        f"Meilleur jet {best.total}, du participant {plain(result.leader + 1)}"
        + (f", plus {helped} pour {count(helpers, 'autre')} au-dessus de 15." if helped else "."),
        f"Degrés : {plain(result.degrees)}.",
    )
    return Reply(table=table, data={
        "kind": "krasses_cooperation", "system": "krasses", "seed": seed,
        "total": result.total, "leader": result.leader, "degrees": result.degrees,
        "success": kept.success, "special": kept.special.key if kept.special else None,
        "rolls": [krasses_check_data(rolled, None) for rolled in rolls],
    })


def krasses_state(state: KrasseState) -> Reply:
    """The tas de krâsses and each player's own dK."""
    kept = [f"{display_name(name)} {number_of_dk}" for name, number_of_dk in state.kept.items()]
    table = sentence(
        f"Tas de krâsses : {count(state.heap, 'dé krâsse', 'dés krâsses')}.",
        f"Gardés : {join(kept)}." if kept else "",
    )
    return Reply(
        table=table,
        data={
            "kind": "krasses_state",
            "system": "krasses",
            "heap": state.heap,
            "kept": dict(state.kept),
        },
    )


def krasses_open_odds(bonus: int) -> Reply:
    """« Difficulté ouverte avec plus cinq : total de 7 à 25, 16 en moyenne ; échec critique
    1 pour cent, action d'éclat 1 pour cent. »"""
    low, high, mean, criticals = krasses.open_odds(bonus)
    said = ", ".join(f"{SPECIAL_NAMES[s.key].lower()} {percent(float(p))}"
                     for s, p in criticals.items())
    table = (f"Difficulté ouverte avec {signed(bonus)} : total de {plain(low)} à {plain(high)},"
             f" {plain(int(mean))} en moyenne ; {said}.")
    return Reply(table=table, data={"kind": "krasses_open_odds", "system": "krasses",
                                    "bonus": bonus, "low": low, "high": high,
                                    "mean": str(mean),
                                    "criticals": {s.key: str(p) for s, p in criticals.items()}})


def krasses_odds(bonus: int, difficulty: int) -> Reply:
    """Exact chance of success, with the share of automatic and critical results."""
    odds = krasses.check_odds(bonus, difficulty)
    success = krasses.success_odds(bonus, difficulty)
    specials = {
        special: sum((p for (s, _), p in odds.items() if s is special), Fraction(0))
        for special in krasses.Special
    }
    said = ", ".join(
        f"{SPECIAL_NAMES[s.key].lower()} {percent(float(p))}" for s, p in specials.items()
    )
    table = (
        f"Chances avec {signed(bonus)} contre {difficulty} : réussite {percent(float(success))}."
        f" Premier dé : {said}."
    )
    return Reply(
        table=table,
        data={
            "kind": "krasses_odds",
            "system": "krasses",
            "bonus": bonus,
            "difficulty": difficulty,
            "success": str(success),
            "specials": {s.key: str(p) for s, p in specials.items()},
        },
    )


def _special_words(label: str, rolled: krasses.Check) -> str:
    if rolled.dice is None:
        return ""
    special = krasses.special_for(*rolled.dice)
    return f"{label} : {SPECIAL_NAMES[special.key].lower()}." if special else ""


# ---------------------------------------------------------------- errors

_VALUE_NAMES = {
    "competence": "la compétence",
    "opposition": "l'opposition",
    "difficulte": "la difficulté",
    "niveau": "le niveau",
    "bonus": "le bonus",
    "solde": "le solde",
    "dk": "le nombre de dés krâsses",
    "des_mises": "le nombre de dés misés",
    "arme": "l'arme",
    "degats": "les dégâts",
    "actualisation": "l'actualisation",
    "charisme": "le charisme",
    "cases_de_stress": "le nombre de cases de stress",
    "points_de_fortune": "les points de fortune",
    "participants": "le nombre de participants",
    "dk_au_tas": "le nombre de dés krâsses mis au tas",
    "consequences_subies": "le nombre de conséquences",
}
_POINT_NAMES = {
    "points_de_fortune": "points de fortune",
    "dk": "dés krâsses",
    "des_de_fortune": "dés de fortune",
    "des_de_marasme": "dés de marasme",
}
_REFUSALS = {
    "bonus_personnel_plafonne": "Un seul plus deux par jet avec un aspect personnel."
    " Les aspects de situation peuvent encore s'ajouter.",
    "gratuite_et_payante": "Le même aspect ne s'invoque pas gratuitement et en payant sur le"
    " même jet.",
    "case_de_stress": "Cette case de stress est déjà cochée ou n'existe pas.",
    "consequence_prise": "Cette conséquence est déjà prise.",
    "consequence_absente": "Ce personnage n'a pas cette conséquence.",
    "extreme_deja_prise": "Une seule conséquence extrême par jalon majeur.",
    "avantage_sans_succes": "Créer un avantage demande un succès au dernier jet de Fate.",
    "pas_d_invocation_gratuite": "Cet aspect n'a pas d'invocation gratuite : invoquez-le pour"
    " un point de fortune.",
    "personnage_inconnu": "Je ne connais pas ce personnage : créez-le d'abord.",
    "personnage_existant": "Ce personnage existe déjà à cette table.",
    "stress_ou_consequence_inconnu": "Dites physique, mental ou ressources pour le stress,"
    " et légère, modérée, sévère ou extrême pour une conséquence.",
    "opposition_sans_jet": "Un jet en opposition demande une difficulté chiffrée,"
    " par exemple ardue ou moins deux.",
    "degres_par_participant": "Donnez les degrés de chaque participant, dans l'ordre des bonus.",
    "mises_inegales": "Pour une contre-krâsse, le joueur mise autant de dés krâsses que le"
    " conteur, ou tout ce qui lui reste.",
}


def _value_name(key: object) -> str:
    return _VALUE_NAMES.get(str(key), str(key))


def _value_range(f: Mapping[str, Any]) -> str:
    name = _value_name(f["name"])
    low, high = f.get("low"), f.get("high")
    bounds = (
        f"entre {_bound(low)} et {_bound(high)}"
        if high is not None
        else f"d'au moins {_bound(low)}"
    )
    return f"Je n'accepte pas {f['value']} pour {name} : dites un nombre {bounds}."


_LEVEL_HINTS = {
    "fate": "un niveau de l'Échelle comme Bon, ou un nombre comme 3",
    "deux_d6": "simple, ardue, complexe, démentielle ou insensée, ou un nombre",
    "krasses": "facile, moyen, ardu ou difficile, ou un nombre comme 15",
}


def _bound(value: int) -> str:
    return signed(value) if value < 0 else number(value)


def _unknown_level(f: Mapping[str, Any]) -> str:
    hint = _LEVEL_HINTS.get(str(f["system"]), "un nombre")
    return f"Je ne connais pas le niveau {f['text']}. Dites {hint}."


def _not_enough(f: Mapping[str, Any]) -> str:
    what = _POINT_NAMES.get(str(f["what"]), str(f["what"]))
    have = "il n'y en a aucun" if f["available"] == 0 else f"il n'y en a que {f['available']}"
    return f"Pas assez de {what} : il en faut {f['needed']}, {have}."


_ERROR_SENTENCES: dict[str, Callable[[Mapping[str, Any]], str]] = {
    "unknown_system": lambda f: (
        f"Je ne connais pas le jeu {f['system']}. Choisissez parmi"
        f" {join(SYSTEM_NAMES[k] for k in f['known'])}."
    ),
    "unknown_level": _unknown_level,
    "not_a_number": lambda f: (
        f"Je n'ai pas compris le nombre pour {_value_name(f['name'])} :"
        f" {f['text']}. Dites par exemple plus 3 ou moins 2."
    ),
    "value_range": _value_range,
    "not_enough_points": _not_enough,
    "refused_move": lambda f: _REFUSALS.get(str(f["reason"]), "Les règles ne le permettent pas."),
}


def error_sentence(error: SystemRuleError) -> str:
    """One short French sentence for an error of ``hades_core.systems``."""
    return _ERROR_SENTENCES.get(error.key, lambda f: "Les règles de ce jeu ne le permettent pas.")(
        error.fields()
    )


def error(error: SystemRuleError) -> Reply:
    """The error as a ``Reply`` (its key and fields in ``data``)."""
    return Reply(
        table=error_sentence(error), data={"kind": "error", "error": error.key, **error.fields()}
    )


def _fractions(odds: Mapping[Any, Fraction]) -> dict[str, str]:
    return {getattr(key, "key", str(key)): str(value) for key, value in odds.items()}
