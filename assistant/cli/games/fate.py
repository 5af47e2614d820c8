"""``hades fate``: zFate rolls, odds and the characters kept at a table."""

from __future__ import annotations

import argparse

from assistant.cli.games import (
    books_command, character_command, command, command_group, table_command,
)
from assistant.cli.parser import game_number, name_text
from assistant.game.games.fate import FateBooks
from assistant.reply import Reply
from assistant.wording.games import fate as wording
from hades_core.dice import Dice
from hades_core.systems import fate
from hades_core.systems.fate_character import ConsequenceLevel, Milestone, StressKind


def _fate_roll(args: argparse.Namespace, dice: Dice, seed: int) -> Reply:
    skill, opposition = fate.parse_level(args.skill), fate.parse_level(args.opposition)
    roll = (
        fate.roll_contest(skill, opposition, dice)
        if args.active
        else fate.roll_skill(skill, opposition, dice)
    )
    roll = fate.with_help(roll, args.helpers, args.defense_totale, args.weapon)
    for aspect in args.invoke:
        roll = fate.invoke(roll, fate.Invocation(aspect, fate.InvocationEffect.BONUS), dice)
    for aspect in args.invoke_situation:
        roll = fate.invoke(
            roll, fate.Invocation(aspect, fate.InvocationEffect.BONUS, personal=False), dice
        )
    return wording.fate_roll(roll, seed, args.character)


def _fate_odds(args: argparse.Namespace, dice: Dice, seed: int) -> Reply:
    return wording.fate_odds(
        fate.parse_level(args.skill), fate.parse_level(args.opposition), args.active
    )


def _fate_levels(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--skill", required=True, help="compétence sur l'Échelle : nom ou nombre (Bon ou 3)"
    )
    parser.add_argument(
        "--opposition", required=True, help="opposition : nom ou nombre (Correct ou 2)"
    )
    parser.add_argument(
        "--active",
        action="store_true",
        help="opposition active : l'adversaire lance aussi les dés Fate",
    )


def _register_fate(subparsers: argparse._SubParsersAction) -> argparse._SubParsersAction:
    group = command_group(
        subparsers, "fate", ["zfate"], "zFate : 4 dés Fate + compétence contre une opposition"
    )
    roll = table_command(group, "roll", "lance 4 dés Fate + compétence contre l'opposition",
                          _fate_roll, FateBooks, "fate_roll")
    _fate_levels(roll)
    roll.add_argument("--helpers", type=game_number, nargs="+", default=[], metavar="COMPÉTENCE",
                      help="combiner une compétence : la compétence de chaque aide,"
                      " plus un par aide d'au moins plus un")
    roll.add_argument("--defense-totale", action="store_true",
                      help="l'opposition se défend en défense totale : plus deux")
    roll.add_argument("--weapon", type=game_number, default=0, metavar="ARME",
                      help="une attaque avec une arme de 1 à 4 : ajoutée aux marges si elle"
                      " touche")
    roll.add_argument("--character", type=name_text, metavar="NOM",
                      help="le personnage qui lance : seules ses invocations améliorent le jet")
    roll.add_argument(
        "--invoke",
        action="append",
        default=[],
        metavar="ASPECT",
        help="invoque un aspect personnel : plus deux (une fois par jet)",
    )
    roll.add_argument(
        "--invoke-situation",
        action="append",
        default=[],
        metavar="ASPECT",
        help="invoque un aspect de situation : plus deux, cumulable",
    )
    _fate_levels(command(group, "odds", "chances exactes de chaque résultat", _fate_odds))
    return group


def _consequences(pairs: list[list[str]] | None) -> dict[str, str]:
    return {level: aspect for level, aspect in pairs or []}


def _register_fate_books(group: argparse._SubParsersAction) -> None:
    create = character_command(
        FateBooks, group, "create",
        "crée un personnage : points de fortune, stress",
        lambda books, a: books.create(a.name, a.refresh, a.stress_boxes),
    )
    create.add_argument("--refresh", type=game_number, default=2, help="actualisation (2 par défaut)")
    create.add_argument("--stress-boxes", type=game_number, default=2,
                        help="cases par piste de stress (2 par défaut)")
    points = character_command(
        FateBooks, group, "points",
        "gagne (+1) ou dépense (-1) des points de fortune",
        lambda books, a: books.points(a.name, a.delta),
    )
    points.add_argument("delta", type=game_number, metavar="NOMBRE", help="par exemple 1 ou -1")
    invoke = character_command(
        FateBooks, group, "invoke",
        "invoque un aspect après le jet : plus deux ou relance, pour un point de fortune",
        lambda books, a: books.invoke(a.name, a.aspect, a.free, a.relance, a.pour),
    )
    invoke.add_argument("--pour", type=name_text, metavar="NOM",
                        help="donne le plus deux au jet de cet autre personnage")
    invoke.add_argument("--aspect", required=True, help="aspect invoqué")
    invoke.add_argument("--free", action="store_true", help="invocation gratuite")
    invoke.add_argument("--relance", action="store_true",
                        help="relance les dés Fate au lieu du plus deux")
    advantage = books_command(
        FateBooks, group, "advantage",
        "créer un avantage après un succès : une invocation gratuite sur l'aspect, deux avec style",
        lambda books, a: books.advantage(a.aspect),
    )
    advantage.add_argument("--aspect", required=True, help="aspect créé ou découvert")
    hit = character_command(
        FateBooks, group, "hit",
        "encaisse des dégâts : case de stress et conséquences",
        lambda books, a: books.hit(a.name, a.kind, a.damage, a.box, _consequences(a.consequence),
                                   a.hors_conflit),
    )
    hit.add_argument("--hors-conflit", action="store_true",
                     help="le personnage préfère être hors conflit plutôt que de prendre"
                     " une conséquence")
    hit.add_argument("kind", choices=[kind.key for kind in StressKind], help="piste de stress")
    hit.add_argument("damage", type=game_number, metavar="DEGATS", help="dégâts reçus")
    hit.add_argument("--box", type=game_number, help="case de stress cochée (par défaut : les dégâts)")
    hit.add_argument("--consequence", nargs=2, action="append", metavar=("NIVEAU", "ASPECT"),
                     help="conséquence prise : legere, moderee, severe ou extreme, et son aspect")
    character_command(
        FateBooks, group, "clear",
        "efface le stress d'un personnage",
        lambda books, a: books.clear(a.name),
    )
    recover = character_command(
        FateBooks, group, "recover",
        "une conséquence guérie libère sa case",
        lambda books, a: books.recover(a.name, a.level),
    )
    recover.add_argument("level", choices=[level.key for level in ConsequenceLevel],
                         metavar="NIVEAU", help="legere, moderee, severe ou extreme")
    milestone = character_command(
        FateBooks, group, "milestone",
        "jalon : majeur par défaut, un point d'actualisation et une nouvelle conséquence extrême",
        lambda books, a: books.milestone(a.name, a.kind, a.prouesse, a.renomme_extreme),
    )
    milestone.add_argument("--kind", choices=[jalon.key for jalon in Milestone],
                           default=Milestone.MAJEUR.key, help="mineur, notable ou majeur")
    milestone.add_argument("--prouesse", action="store_true",
                           help="achète une prouesse pour un point d'actualisation")
    milestone.add_argument("--renomme-extreme", metavar="ASPECT",
                           help="jalon majeur : la conséquence extrême devient cet aspect")
    refresh = character_command(
        FateBooks, group, "refresh",
        "début de séance : les points de fortune remontent à l'actualisation",
        lambda books, a: books.refresh(a.name, a.cliffhanger),
    )
    refresh.add_argument("--cliffhanger", action="store_true",
                         help="la séance d'avant finissait sur un cliffhanger : rien ne change")
    compel = character_command(
        FateBooks, group, "compel",
        "contrainte : acceptée, plus un point de fortune ; refusée, moins un",
        lambda books, a: books.compel(a.name, not a.refuse, a.by),
    )
    compel.add_argument("--refuse", action="store_true", help="la contrainte est refusée")
    compel.add_argument("--by", type=name_text, metavar="NOM",
                        help="proposée par ce personnage de joueur, qui paie un point")
    concede = character_command(
        FateBooks, group, "concede",
        "concède le conflit : un point de fortune, plus un par conséquence subie",
        lambda books, a: books.concede(a.name, a.consequences),
    )
    concede.add_argument("--consequences", type=game_number, default=0,
                         help="conséquences subies pendant ce conflit")
    books_command(
        FateBooks, group, "state",
        "les personnages de la table",
        lambda books, a: books.state(),
    )


def register(subparsers: argparse._SubParsersAction) -> None:
    """Add ``hades fate``."""
    _register_fate_books(_register_fate(subparsers))
