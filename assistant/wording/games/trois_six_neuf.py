"""French wording of 3-6-9 (seed 003): réserves, tours, odds."""

from __future__ import annotations

from typing import Any

from assistant.reply import Reply
from assistant.wording.analysis import odds_data, percent
from assistant.wording.spoken import count, display_name, join, sentence, signed
from assistant.wording.systems import game_reply
from hades_core.systems import trois_six_neuf
from hades_core.systems.text import fold
from hades_core.systems.trois_six_neuf import DieKind, Stake

SYSTEM = "trois_six_neuf"
VALUE_NAMES = {
    "solde": "le solde",
    "des_mises": "le nombre de dés misés",
}
POINT_NAMES = {"des_de_fortune": "dés de fortune", "des_de_marasme": "dés de marasme"}
REFUSALS = {
    "adversaire_inconnu": lambda f: (
        f"Je ne connais pas {f['name']} à cette table : donnez-lui d'abord une réserve,"
        " ou lancez le tour sans nommer l'adversaire."),
    "adversaire_sans_table": "Un adversaire nommé se joue à une table : nommez-la avec l'option table.",
    "une_mise_par_tour": "Chaque personnage mise un seul dé par tour.",
    "mises_a_la_table": "À une table, chaque personnage mise son dé avec la commande 369 stake.",
}
_DIE_NAMES = {DieKind.FORTUNE: ("dé de fortune", "dés de fortune"),
              DieKind.MARASME: ("dé de marasme", "dés de marasme")}


def _reserve_words(name: str, reserve: trois_six_neuf.Reserve) -> str:
    fortune = count(reserve.fortune, "dé de fortune", "dés de fortune")
    marasme = count(reserve.marasme, "dé de marasme", "dés de marasme")
    return f"{display_name(name)} : {fortune}, {marasme}."


def _reserve_data(name: str, reserve: trois_six_neuf.Reserve) -> dict[str, Any]:
    return {"name": name, "fortune": reserve.fortune, "marasme": reserve.marasme}


def reserve(name: str, reserve: trois_six_neuf.Reserve) -> Reply:
    """« Alice : 2 dés de fortune, 1 dé de marasme. »"""
    return game_reply(SYSTEM, "reserve", _reserve_words(name, reserve),
                      **_reserve_data(name, reserve))


def reserves(stored: list[tuple[str, trois_six_neuf.Reserve]]) -> Reply:
    """Every réserve personnelle of the table."""
    return game_reply(
        SYSTEM, "reserves",
        sentence(*(_reserve_words(name, kept) for name, kept in stored)) if stored
        else "Aucune réserve de 3-6-9 pour l'instant.",
        reserves=[_reserve_data(name, kept) for name, kept in stored],
    )


SIDE_NAMES = {"pj": "Les personnages", "adversite": "L'adversité"}


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
                        cancelled: int = 0, discard_said: bool = True) -> Reply:
    """« Les personnages l'emportent, réussite de 9. Dé du destin plus cinq, solde plus
    quatre. … Gain de solde : 2. »; ``cancelled`` pairs of staked dice cancelled first; the
    weaker side's discard beyond a solde of 10 said unless a named character pays it."""
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
        if turn.marasme_discarded and discard_said
        else ""
    )
    verb = "l'emporte" if turn.winner is trois_six_neuf.Side.ADVERSITE else "l'emportent"
    table = sentence(
        f"{SIDE_NAMES[turn.winner.key]} {verb}, réussite de {turn.success}.",
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
    return game_reply(
        SYSTEM, "trois_six_neuf_turn", table,
        seed=seed,
        solde=turn.solde,
        throws=[throw.value for throw in turn.throws],
        fortune=list(turn.fortune),
        marasme=list(turn.marasme),
        kept_d10=turn.kept_d10,
        sacrifices=turn.sacrifices,
        winner=turn.winner.key,
        success=turn.success,
        result=turn.result,
        solde_gain=turn.solde_gain,
        marasme_discarded=turn.marasme_discarded,
        stakes_cancelled=cancelled,
    )


def trois_six_neuf_odds(solde: int) -> Reply:
    """Exact chances of each side winning the tour."""
    odds = trois_six_neuf.winner_odds(solde)
    table = (
        f"Avec un solde de {signed(solde)} : les personnages l'emportent"
        f" {percent(float(odds[trois_six_neuf.Side.PJ]))}, l'adversité"
        f" {percent(float(odds[trois_six_neuf.Side.ADVERSITE]))}."
    )
    return game_reply(SYSTEM, "trois_six_neuf_odds", table,
                      solde=solde, probabilities=odds_data(odds))


def _dice(number: int, kind: DieKind) -> str:
    return count(number, *_DIE_NAMES[kind])


def _stake_words(stake: Stake) -> str:
    return f"{display_name(stake.name)}, {_DIE_NAMES[stake.kind][0]}"


def staked(stakes: list[Stake]) -> Reply:
    """« Dés misés pour le prochain tour : Alice, dé de fortune ; Orc, dé de marasme. »"""
    return game_reply(
        SYSTEM, "trois_six_neuf_stake",
        f"Dés misés pour le prochain tour : {join(_stake_words(s) for s in stakes)}.",
        stakes=[{"name": s.name, "kind": s.kind.key, "side": s.side.key} for s in stakes],
    )


def _names(stakes: list[Stake]) -> str:
    return join(display_name(stake.name) for stake in stakes)


def turn_at_table(turn: trois_six_neuf.Turn, seed: int, played: list[Stake],
                  cancelled: list[Stake], lost: list[Stake], opponent: str | None,
                  discarded: int) -> Reply:
    """A tour played at a table: the tour, then what happened to the dice misés and to the
    discard beyond a solde of 10 when a character pays it."""
    said = trois_six_neuf_turn(turn, seed, len(cancelled) // 2, discard_said=opponent is None)
    kept = [stake for stake in played if stake not in lost]
    table = sentence(
        said.table,
        f"Dés misés perdus : {_names(cancelled + lost)}." if cancelled or lost else "",
        f"Dés misés gardés : {_names(kept)}." if kept else "",
        (f"{display_name(opponent)} défausse {_dice(discarded, DieKind.MARASME)}."
         if opponent is not None and turn.marasme_discarded else ""),
    )
    return Reply(table=table, data={
        **said.data,
        "stakes_lost": [stake.name for stake in cancelled + lost],
        "stakes_kept": [stake.name for stake in kept],
        "opponent": opponent, "discarded": discarded,
    })


def sacrificed(name: str, kind: DieKind, number: int, turn: trois_six_neuf.Turn,
               left: trois_six_neuf.Reserve) -> Reply:
    """« Alice sacrifie 1 dé de fortune : réussite de 6. Alice : 1 dé de fortune, 2 dés de
    marasme. »"""
    verb = "l'emporte" if turn.winner is trois_six_neuf.Side.ADVERSITE else "l'emportent"
    return game_reply(
        SYSTEM, "trois_six_neuf_sacrifice",
        sentence(f"{display_name(name)} sacrifie {_dice(number, kind)}.",
                 f"{SIDE_NAMES[turn.winner.key]} {verb}, réussite de {turn.success}.",
                 _reserve_words(name, left)),
        winner=turn.winner.key, success=turn.success, sacrifices=turn.sacrifices,
        **_reserve_data(name, left),
    )


def retreated(name: str, face: int, solde: int, left: trois_six_neuf.Reserve, seed: int,
              lost: bool) -> Reply:
    """« Alice bat en retraite. Dé de marasme : 3, moins que le solde 6 : le dé est perdu. »"""
    strength = abs(solde)
    fate = (f"moins que le solde {strength} : le dé est perdu" if lost
            else f"pas moins que le solde {strength} : le dé est gardé")
    return game_reply(
        SYSTEM, "trois_six_neuf_retreat",
        sentence(f"{display_name(name)} bat en retraite.",
                 f"Dé de marasme : {face}, {fate}.", _reserve_words(name, left)),
        seed=seed, face=face, solde=solde, lost=lost, **_reserve_data(name, left),
    )


def fled(name: str, left: trois_six_neuf.Reserve) -> Reply:
    """« Alice prend la fuite : 1 dé de marasme sacrifié, le solde revient à zéro. »"""
    return game_reply(
        SYSTEM, "trois_six_neuf_flee",
        sentence(f"{display_name(name)} prend la fuite : 1 dé de marasme sacrifié,"
                 " le solde revient à zéro.", _reserve_words(name, left)),
        **_reserve_data(name, left),
    )


def say_move(name: str) -> Reply:
    """A move said without its die: what to say instead (nothing changes)."""
    who = display_name(name)
    return game_reply(
        SYSTEM, "trois_six_neuf_say_move",
        f"Que fait {who} ? Dites par exemple : {who} mise un dé de fortune, {who}"
        " sacrifie un dé de marasme, bat en retraite, ou prend la fuite.",
        name=name,
    )


def _stored_reserve(data: dict[str, Any]) -> str:
    return _reserve_words(str(data["name"]),
                          trois_six_neuf.Reserve(int(data["fortune"]), int(data["marasme"])))


def people(state: Any) -> list[str]:
    """« fais le point » at a 3-6-9 table: every réserve personnelle."""
    return [_stored_reserve(data) for data in state.data_under("trois_six_neuf:")
            if isinstance(data, dict) and "fortune" in data] or [
        "Aucune réserve de 3-6-9 pour l'instant."]


def person(state: Any, name: str) -> str | None:
    """« la fiche de Yanis »: his réserve, when he has one at the table."""
    data = state.data(f"trois_six_neuf:{fold(name)}")
    return None if not isinstance(data, dict) else _stored_reserve(data)


RULES_SUMMARY = (
    "3-6-9 : le dé du destin, de moins 10 à plus 10 sans zéro, plus le solde. Au-dessus de"
    " zéro les personnages gagnent le tour, en dessous l'adversité ; à zéro on relance.")
RULES = (
    (("de du destin", "des du destin"), "Le dé du destin : un dé six pour le signe, trois plus"
     " et trois moins, et un dé dix pour la valeur : de moins 10 à plus 10, jamais zéro."),
    (("solde",), "Le solde : compétences des personnages moins celles de l'adversité, plus le"
     " contexte. De 3 à 5, un dé de fortune gratuit ; de 6 à 8, deux ; 9 et 10, trois."),
    (("fortune",), "Un dé de fortune plus haut que le dé du destin le remplace ; chaque dé qui"
     " ne le bat pas ajoute un au gain de solde du tour suivant."),
    (("marasme",), "Les dés de marasme font l'inverse des dés de fortune : ils baissent la"
     " réussite, jamais sous un."),
    (("mise", "miser", "radicalis", "attenu"), "Miser : avant le jet, un dé par personnage."
     " Le gagnant le lance ; il est gardé si le camp de celui qui l'a misé l'emporte."),
    (("sacrifi",), "Sacrifice : après le jet, chaque dé sacrifié donne plus un (fortune) ou"
     " moins un (marasme) à la réussite."),
    (("retraite",), "Retraite : un dé de marasme lancé, perdu s'il est inférieur au solde ; la"
     " défense fonctionne quoi qu'il advienne."),
    (("fuite", "fuir"), "Fuite : un dé de marasme sacrifié, et le solde revient à zéro."),
    (("egalite", "zero"), "Un résultat de zéro se relance, avec un dé de radicalisation"
     " gratuit."),
)
