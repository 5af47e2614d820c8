"""French wording of 2d10 et krâsses (seed 004): checks, oppositions, contre-krâsses, the tas."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from assistant.reply import Reply
from assistant.wording.analysis import percent
from assistant.wording.spoken import count, display_name, join, plain, sentence, signed
from assistant.wording.systems import game_data, game_reply
from hades_core.systems import krasses
from hades_core.systems import krasse_dice
from hades_core.systems.krasse_dice import KrasseRoll, KrasseState

SYSTEM = "krasses"
CREATE_INSTEAD = ("Aux krâsses, dites son charisme : « Bob a trois de charisme et met deux"
                  " krâsses au tas ».")
VALUE_NAMES = {
    "dk": "le nombre de dés krâsses",
    "charisme": "le charisme",
    "participants": "le nombre de participants",
    "dk_au_tas": "le nombre de dés krâsses mis au tas",
}
POINT_NAMES = {"dk": "dés krâsses"}
REFUSALS = {
    "cooperation_deux_participants": "Pour une coopération, dites le bonus de chacun, par"
    " exemple « coopération à plus cinq et plus trois contre difficile ».",
    "degres_par_participant": "Donnez les degrés de chaque participant, dans l'ordre des bonus.",
    "mises_inegales": "Pour une contre-krâsse, le joueur mise autant de dés krâsses que le"
    " conteur, ou tout ce qui lui reste.",
}
LEVEL_HINT = "facile, moyen, ardu ou difficile, ou un nombre comme 15"


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
    return game_data(
        SYSTEM, "krasses_check",
        seed=seed,
        dice=list(rolled.dice) if rolled.dice else None,
        bonus=rolled.bonus,
        difficulty=rolled.difficulty,
        named=rolled.named.key if rolled.named else None,
        krasse_faces=list(rolled.krasse.faces),
        circumstance_faces=list(rolled.circumstance.faces),
        total=rolled.total,
        target=rolled.target,
        special=rolled.special.key if rolled.special else None,
        success=rolled.success,
    )


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
    return game_reply(
        SYSTEM, "krasses_opposed", table,
        seed=seed,
        winner=result.winner.key,
        throws=result.throws,
        player=krasses_check_data(player, None),
        opponent=krasses_check_data(opponent, None),
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
    return game_reply(
        SYSTEM, "krasses_contre_krasse", table,
        seed=seed,
        pool=result.pool,
        pool_winner=result.pool_winner.key,
        winner=result.winner.key,
        throws=result.throws,
        player_critical=result.player_critical,
        player=krasses_check_data(result.player, None),
        opponent=krasses_check_data(result.opponent, None),
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
    return game_reply(
        SYSTEM, "krasses_cooperation", table, seed=seed,
        total=result.total, leader=result.leader, degrees=result.degrees,
        success=kept.success, special=kept.special.key if kept.special else None,
        rolls=[krasses_check_data(rolled, None) for rolled in rolls],
    )


def krasses_state(state: KrasseState) -> Reply:
    """The tas de krâsses and each player's own dK."""
    kept = [f"{display_name(name)} {number_of_dk}" for name, number_of_dk in state.kept.items()]
    table = sentence(
        f"Tas de krâsses : {count(state.heap, 'dé krâsse', 'dés krâsses')}.",
        f"Gardés : {join(kept)}." if kept else "",
    )
    return game_reply(SYSTEM, "krasses_state", table, heap=state.heap, kept=dict(state.kept))


def krasses_open_odds(bonus: int) -> Reply:
    """« Difficulté ouverte avec plus cinq : total de 7 à 25, 16 en moyenne ; échec critique
    1 pour cent, action d'éclat 1 pour cent. »"""
    low, high, mean, criticals = krasses.open_odds(bonus)
    said = ", ".join(f"{SPECIAL_NAMES[s.key].lower()} {percent(float(p))}"
                     for s, p in criticals.items())
    table = (f"Difficulté ouverte avec {signed(bonus)} : total de {plain(low)} à {plain(high)},"
             f" {plain(int(mean))} en moyenne ; {said}.")
    return game_reply(SYSTEM, "krasses_open_odds", table, bonus=bonus, low=low, high=high,
                      mean=str(mean), criticals={s.key: str(p) for s, p in criticals.items()})


def krasses_odds(bonus: int, difficulty: int, krasse_dice: int = 0,
                 circumstance: int = 0) -> Reply:
    """Exact chance of success, with the share of automatic and critical results; with
    ``krasse_dice`` dK on the roll and ``circumstance`` dK on the difficulty when said."""
    odds = krasses.check_odds(bonus, difficulty)
    success = krasses.success_odds(bonus, difficulty, krasse_dice, circumstance)
    specials = {
        special: sum((p for (s, _), p in odds.items() if s is special), Fraction(0))
        for special in krasses.Special
    }
    said = ", ".join(
        f"{SPECIAL_NAMES[s.key].lower()} {percent(float(p))}" for s, p in specials.items()
    )
    extra = ""
    if krasse_dice:
        extra += f" avec {count(krasse_dice, 'dé krâsse', 'dés krâsses')}"
    if circumstance:
        extra += (f" et {count(circumstance, 'krâsse', 'krâsses')} de circonstance" if extra
                  else f" avec {count(circumstance, 'krâsse', 'krâsses')} de circonstance")
    table = (
        f"Chances avec {signed(bonus)} contre {difficulty}{extra} :"
        f" réussite {percent(float(success))}. Premier dé : {said}."
    )
    return game_reply(SYSTEM, "krasses_odds", table, bonus=bonus, difficulty=difficulty,
                      krasse_dice=krasse_dice, circumstance=circumstance,
                      success=str(success), specials={s.key: str(p) for s, p in specials.items()})


def _special_words(label: str, rolled: krasses.Check) -> str:
    if rolled.dice is None:
        return ""
    special = krasses.special_for(*rolled.dice)
    return f"{label} : {SPECIAL_NAMES[special.key].lower()}." if special else ""


def people(state: Any) -> list[str]:
    """« fais le point » at a krâsses table: the tas and the dK each player keeps."""
    stored = state.data("krasses")
    return [krasses_state(KrasseState() if stored is None
                          else krasse_dice.state_from_data(stored)).table]


def person(state: Any, name: str) -> str | None:
    """« la fiche de Bob »: the dK he keeps, when he received some."""
    stored = state.data("krasses")
    if stored is None:
        return None
    kept = krasse_dice.state_from_data(stored).kept
    held = kept.get(krasse_dice.kept_key(kept, name))
    return None if held is None else (
        f"{display_name(name)} garde {count(held, 'dé krâsse', 'dés krâsses')}.")


RULES_SUMMARY = (
    "Krâsses : deux dés dix plus le bonus, strictement au-dessus de la difficulté, de très"
    " facile 5 à héroïque 40. Premier dé 1 : échec automatique ; premier dé 10 : réussite"
    " automatique.")
RULES = (
    (("action d'eclat", "eclat"), "Action d'éclat : 10 puis 10, la réussite critique."),
    (("echec critique",), "Échec critique : 1 puis 1."),
    (("automatique",), "Premier dé à 1 et second à 5 ou moins : échec automatique. Premier dé"
     " à 10 et second à 6 ou plus : réussite automatique."),
    (("contre-krasse", "contre krasse"), "Contre-krâsse : l'autre camp met autant de dK, tous"
     " en commun ; chacun lance deux dés dix, le plus petit score emporte tous les dK."),
    (("cooper", "entraid"), "Coopération : le meilleur total, plus deux par autre participant"
     " au-dessus de 15."),
    (("ouverte",), "Difficulté ouverte : pas de réussite ni d'échec automatique, le total dit"
     " jusqu'où l'on va ; les critiques comptent."),
    (("circonstance",), "Krâsses de circonstance : jusqu'à cinq dK ajoutés à la difficulté,"
     " jamais mis au tas."),
    (("tas",), "Le tas de krâsses : les dK du conteur y vont ; les joueurs y prennent jusqu'à"
     " cinq dK par jet, qui retournent ensuite au conteur."),
    (("demi",), "Un dK qui fait 3 est une demi-krâsse, il compte 3."),
    (("krasse", "dk"), "Un dK qui fait 6 est une krâsse, 3 une demi-krâsse. Cinq dK au plus"
     " par krâsse."),
    (("oppos",), "Jet opposé : le meilleur total l'emporte ; à égalité, le personnage du"
     " joueur gagne."),
    (("difficulte",), "Difficultés : très facile 5, facile 10, moyen 15, ardu 20, difficile"
     " 25, impensable 30, presque impossible 35, héroïque 40."),
)
