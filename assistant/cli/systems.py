"""``hades fate``, ``hades 2d6``, ``hades 369``, ``hades krasses``: the four other systems.

Each group has ``roll`` (or ``turn``) and ``odds``, plus the system's opposed rolls. Every roll
is replayable: without ``--seed`` a fresh seed is drawn from the secure source and given back in
the JSON answer. Without ``--table`` these rolls do not touch the ledger; ``fate roll``,
``2d6 roll`` and the krâsses rolls given ``--table`` are played at that table (journaled with
their seed; the krâsses' dK taken from the tas). ``hades system NOM`` switches the table's
game, and ``fate create|points|invoke|hit|clear|state``, ``krasses heap|state``,
``369 reserve|reserves`` keep each system's bookkeeping in the ledger (journaled, undone by
``hades undo``).
"""

from __future__ import annotations

import argparse
from collections.abc import Callable

from assistant.cli.output import print_reply, run_game
from assistant.cli.parser import common_options, game_number, name_text, seed_number
from assistant.game.krasses_books import KrassesBooks
from assistant.game.system_books import SystemBooks
from assistant.ledger import Ledger
from assistant.game.systems import SystemCommands
from assistant.reply import Reply
from assistant.wording import systems as wording
from hades_core.dice import Dice, dice_for, new_seed
from hades_core.systems import deux_d6, fate, krasses, trois_six_neuf
from hades_core.systems.errors import RefusedMoveError
from hades_core.systems.fate_character import ConsequenceLevel, StressKind


Action = Callable[[argparse.Namespace, Dice, int], Reply]


def _dice(args: argparse.Namespace) -> tuple[Dice, int]:
    seed = new_seed() if args.seed is None else args.seed
    return dice_for(seed), seed


def _handler(action: Action) -> Callable[[argparse.Namespace], int]:
    """Run ``action`` with replayable dice and print its answer (rules errors reach ``main``,
    which says them in French and exits with code 2)."""

    def handler(args: argparse.Namespace) -> int:
        dice, seed = _dice(args)
        print_reply(action(args, dice, seed), args)
        return 0

    return handler


def _options() -> argparse.ArgumentParser:
    parent = argparse.ArgumentParser(add_help=False)
    parent.add_argument("--json", action="store_true", help="réponse en JSON, pour les programmes")
    parent.add_argument("--seed", type=seed_number, help="graine pour rejouer exactement le même jet")
    parent.set_defaults(gm=False)
    return parent


def _group(
    subparsers: argparse._SubParsersAction, name: str, aliases: list[str], help_text: str
) -> argparse._SubParsersAction:
    parser = subparsers.add_parser(name, aliases=aliases, help=help_text, description=help_text)
    return parser.add_subparsers(title="commandes", metavar="COMMANDE", required=True)


def _command(
    group: argparse._SubParsersAction, name: str, help_text: str, action: Action
) -> argparse.ArgumentParser:
    parser = group.add_parser(name, parents=[_options()], help=help_text, description=help_text)
    parser.set_defaults(handler=_handler(action))
    return parser


def _table_command(
    group: argparse._SubParsersAction, name: str, help_text: str, action: Action,
    system: str, kind: str,
) -> argparse.ArgumentParser:
    """A roll that ``--table`` plays at a table of ``system``: journaled as ``kind`` with its
    seed (« répète », « détaille », an Invocation after it); a free roll without it."""
    parser = _command(group, name, help_text, action)
    parser.add_argument("--table", type=name_text, help="joue le jet à cette table (journal)")

    def handler(args: argparse.Namespace) -> int:
        if args.table is None:
            return _handler(action)(args)
        command = {key: value for key, value in vars(args).items()
                   if key not in ("handler", "json", "gm", "table", "seed")}
        with Ledger() as ledger:
            reply = SystemCommands(ledger, args.table).play_roll(
                system, kind, command, lambda dice, seed: action(args, dice, seed), args.seed)
        print_reply(reply, args)
        return 0

    parser.set_defaults(handler=handler)
    return parser


# ---------------------------------------------------------------- zFate


def _fate_roll(args: argparse.Namespace, dice: Dice, seed: int) -> Reply:
    skill, opposition = fate.parse_level(args.skill), fate.parse_level(args.opposition)
    roll = (
        fate.roll_contest(skill, opposition, dice)
        if args.active
        else fate.roll_skill(skill, opposition, dice)
    )
    for aspect in args.invoke:
        roll = fate.invoke(roll, fate.Invocation(aspect, fate.InvocationEffect.BONUS), dice)
    for aspect in args.invoke_situation:
        roll = fate.invoke(
            roll, fate.Invocation(aspect, fate.InvocationEffect.BONUS, personal=False), dice
        )
    return wording.fate_roll(roll, seed)


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
    group = _group(
        subparsers, "fate", ["zfate"], "zFate : 4 dés Fate + compétence contre une opposition"
    )
    roll = _table_command(group, "roll", "lance 4 dés Fate + compétence contre l'opposition",
                          _fate_roll, "fate", "fate_roll")
    _fate_levels(roll)
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
    _fate_levels(_command(group, "odds", "chances exactes de chaque résultat", _fate_odds))


# ---------------------------------------------------------------- 2D6 sous compétence
    return group


def _2d6_roll(args: argparse.Namespace, dice: Dice, seed: int) -> Reply:
    return wording.deux_d6_check(
        deux_d6.check(args.skill, deux_d6.parse_difficulty(args.difficulty), dice), seed
    )


def _2d6_oppose(args: argparse.Namespace, dice: Dice, seed: int) -> Reply:
    other = (
        None
        if args.against_difficulty is None
        else deux_d6.parse_difficulty(args.against_difficulty)
    )
    return wording.deux_d6_opposition(
        deux_d6.oppose(
            args.skill, args.against, deux_d6.parse_difficulty(args.difficulty), dice, other
        ),
        seed,
    )


def _2d6_odds(args: argparse.Namespace, dice: Dice, seed: int) -> Reply:
    difficulty = deux_d6.parse_difficulty(args.difficulty)
    score = difficulty.score if isinstance(difficulty, deux_d6.Difficulty) else difficulty
    if score is None:
        return wording.deux_d6_check(deux_d6.check(args.skill, difficulty, dice))
    return wording.deux_d6_odds(args.skill + score)


def _2d6_base(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--skill", type=game_number, required=True, help="score de la compétence")
    parser.add_argument(
        "--difficulty",
        required=True,
        help="simple, ardue, complexe, démentielle, insensée, réussite assurée,"
        " impossible, ou un nombre",
    )


def _register_2d6(subparsers: argparse._SubParsersAction) -> None:
    group = _group(subparsers, "2d6", ["deux-d6"], "2D6 sous compétence + difficulté")
    _2d6_base(_table_command(group, "roll", "lance 2D6 sous compétence + difficulté", _2d6_roll,
                             "deux_d6", "deux_d6_roll"))
    oppose = _command(
        group, "oppose", "jet en opposition, même difficulté pour les deux", _2d6_oppose
    )
    _2d6_base(oppose)
    oppose.add_argument("--against", type=game_number, required=True, help="compétence du défenseur")
    oppose.add_argument("--against-difficulty", help="autre difficulté pour le défenseur")
    _2d6_base(_command(group, "odds", "chances exactes de chaque qualité", _2d6_odds))


# ---------------------------------------------------------------- 3-6-9


def _369_turn(args: argparse.Namespace, dice: Dice, seed: int) -> Reply:
    """A tour; the dés misés of both kinds pair off first (« ceux-ci s'annulent et sont
    défaussés »)."""
    staked = ([trois_six_neuf.DieKind.FORTUNE] * max(args.fortune, 0)
              + [trois_six_neuf.DieKind.MARASME] * max(args.marasme, 0))
    fortune, marasme, cancelled = trois_six_neuf.cancel_stakes(staked)
    return wording.trois_six_neuf_turn(
        trois_six_neuf.play_turn(args.solde, dice, fortune, marasme), seed, cancelled
    )


def _369_odds(args: argparse.Namespace, dice: Dice, seed: int) -> Reply:
    return wording.trois_six_neuf_odds(args.solde)


def _register_369(subparsers: argparse._SubParsersAction) -> argparse._SubParsersAction:
    group = _group(subparsers, "369", ["trois-six-neuf"], "3-6-9 : dé du destin + solde")
    turn = _command(group, "turn", "lance le dé du destin pour un tour", _369_turn)
    turn.add_argument(
        "--solde",
        type=game_number,
        required=True,
        help="compétences des personnages moins celles de l'adversité",
    )
    turn.add_argument("--fortune", type=game_number, default=0, help="dés de fortune misés")
    turn.add_argument("--marasme", type=game_number, default=0, help="dés de marasme misés")
    odds = _command(group, "odds", "chances exactes de remporter le tour", _369_odds)
    odds.add_argument("--solde", type=game_number, required=True, help="solde des compétences")


# ---------------------------------------------------------------- 2d10 + krâsses
    return group


def _at_table(args: argparse.Namespace, dice: Dice, seed: int,
              free: Callable[[], Reply],
              played: Callable[[KrassesBooks], Reply]) -> Reply:
    """A free roll without ``--table``; with it, the roll played at that table: journaled,
    its dK taken from the tas and given back (``assistant.game.krasses_books``)."""
    if args.table is None:
        return free()
    with Ledger() as ledger:
        return played(KrassesBooks(ledger, args.table))


def _krasses_roll(args: argparse.Namespace, dice: Dice, seed: int) -> Reply:
    return _at_table(
        args, dice, seed,
        lambda: wording.krasses_check(krasses.check(
            args.bonus, krasses.parse_difficulty(args.difficulty), dice, krasses=args.dk,
            circumstance=args.circumstance, beyond_limit=args.beyond_limit), seed),
        lambda books: books.roll(args.bonus, args.difficulty, args.dk, args.circumstance,
                                 args.player, args.conteur, args.beyond_limit, seed),
    )


def _krasses_oppose(args: argparse.Namespace, dice: Dice, seed: int) -> Reply:
    return _at_table(
        args, dice, seed,
        lambda: wording.krasses_opposed(krasses.oppose(
            args.bonus, args.against, dice, opponent_is_player=args.pj,
            player_krasses=args.dk, opponent_krasses=args.against_dk), seed),
        lambda books: books.oppose(args.bonus, args.against, args.dk, args.against_dk, args.pj,
                                   args.player, seed),
    )


def _krasses_contre(args: argparse.Namespace, dice: Dice, seed: int) -> Reply:
    return _at_table(
        args, dice, seed,
        lambda: wording.krasses_contre_krasse(krasses.contre_krasse(
            args.bonus, args.against, args.dk, args.against_dk, dice,
            beyond_limit=args.beyond_limit), seed),
        lambda books: books.contre(args.bonus, args.against, args.dk, args.against_dk,
                                   args.player, args.beyond_limit, seed),
    )


def _krasses_coop(args: argparse.Namespace, dice: Dice, seed: int) -> Reply:
    if args.degrees and len(args.degrees) != len(args.bonus):
        raise RefusedMoveError(reason="degres_par_participant")
    rolls, result, kept = krasses.cooperative_check(
        args.bonus, args.degrees or [], krasses.parse_difficulty(args.difficulty), dice)
    return wording.krasses_cooperation(rolls, result, kept, seed)


def _krasses_odds(args: argparse.Namespace, dice: Dice, seed: int) -> Reply:
    difficulty = krasses.parse_difficulty(args.difficulty)
    score = difficulty.score if isinstance(difficulty, krasses.Difficulty) else difficulty
    if difficulty is None:  # difficulté ouverte: computed, never rolled
        return wording.krasses_open_odds(args.bonus)
    if score is None:
        return wording.krasses_check(krasses.check(args.bonus, difficulty, dice))
    return wording.krasses_odds(args.bonus, score)


def _register_krasses(subparsers: argparse._SubParsersAction) -> argparse._SubParsersAction:
    group = _group(
        subparsers, "krasses", ["2d10"], "2d10 + bonus au-dessus de la difficulté, dés krâsses"
    )
    roll = _command(group, "roll", "lance 2d10 + bonus contre une difficulté", _krasses_roll)
    roll.add_argument("--bonus", type=game_number, default=0, help="bonus (compétence, avantage)")
    roll.add_argument(
        "--difficulty", required=True, help="très facile … héroïque, un nombre, ou ouverte"
    )
    roll.add_argument("--dk", type=game_number, default=0, help="dés krâsses ajoutés au jet")
    roll.add_argument(
        "--circumstance",
        type=game_number,
        default=0,
        help="krâsses de circonstance ajoutées à la difficulté",
    )
    roll.add_argument(
        "--beyond-limit", action="store_true", help="le maître du jeu dépasse la limite de dK"
    )
    roll.add_argument("--conteur", action="store_true",
                      help="jet du conteur : ses dK vont au tas (avec --table)")
    oppose = _command(group, "oppose", "jet opposé : le meilleur total l'emporte", _krasses_oppose)
    contre = _command(group, "contre", "contre-krâsse : les dK mis en commun", _krasses_contre)
    for parser in (roll, oppose, contre):
        parser.add_argument("--table", type=name_text,
                            help="joue le jet à cette table : les dK quittent le tas ou y vont")
        parser.add_argument("--player", type=name_text,
                            help="avec --table : le joueur prend ses propres dK, pas ceux du tas")
    for parser in (oppose, contre):
        parser.add_argument("--bonus", type=game_number, default=0, help="bonus du personnage du joueur")
        parser.add_argument("--against", type=game_number, default=0, help="bonus de l'adversaire")
        parser.add_argument("--dk", type=game_number, default=0, help="dK du joueur")
        parser.add_argument("--against-dk", type=game_number, default=0, help="dK de l'adversaire")
    oppose.add_argument(
        "--pj", action="store_true", help="l'adversaire est aussi un personnage de joueur"
    )
    contre.add_argument(
        "--beyond-limit", action="store_true", help="le maître du jeu dépasse la limite de dix dK"
    )
    coop = _command(group, "coop", "coopération : le meilleur jet, plus 2 par autre au-dessus"
                    " de 15", _krasses_coop)
    coop.add_argument("bonus", type=game_number, nargs="+", metavar="BONUS",
                      help="le bonus de chaque participant, ex. 5 3 0")
    coop.add_argument("--difficulty", required=True, help="très facile … héroïque, ou un nombre")
    coop.add_argument("--degrees", type=game_number, nargs="+", metavar="DEGRÉS",
                      help="les degrés de chacun dans la compétence, dans le même ordre")
    odds = _command(group, "odds", "chances exactes de réussite", _krasses_odds)
    odds.add_argument("--bonus", type=game_number, default=0, help="bonus")
    odds.add_argument("--difficulty", required=True, help="très facile … héroïque, ou un nombre")
    return group


def _register_switch(subparsers: argparse._SubParsersAction) -> None:
    help_text = "change le jeu de la table (hades, fate, 2d6, 369, krasses)"
    switch = subparsers.add_parser(
        "system", aliases=["systeme"], parents=[common_options()], help=help_text,
        description=help_text + " ; « hades undo » revient au jeu précédent.",
    )
    switch.add_argument("name", metavar="JEU", help="hades, fate, 2d6, 369 ou krasses")
    switch.set_defaults(handler=run_game(
        lambda game, args: SystemCommands(game.ledger, game.table).switch_system(args.name)
    ))


# ---------------------------------------------------------------- ledger bookkeeping

BooksAction = Callable[[SystemBooks, argparse.Namespace], Reply]


def _books(
    group: argparse._SubParsersAction, name: str, help_text: str, action: BooksAction
) -> argparse.ArgumentParser:
    """A sub-command kept in the ledger (``--table``, undone by ``hades undo``)."""
    parser = group.add_parser(name, parents=[common_options()], help=help_text,
                              description=help_text)
    parser.set_defaults(handler=run_game(
        lambda game, args: action(SystemBooks(game.ledger, game.table), args)
    ))
    return parser


def _consequences(pairs: list[list[str]] | None) -> dict[str, str]:
    return {level: aspect for level, aspect in pairs or []}


def _register_fate_books(group: argparse._SubParsersAction) -> None:
    create = _books(group, "create", "crée un personnage : points de fortune, stress",
                    lambda books, a: books.fate_create(a.name, a.refresh, a.stress_boxes))
    create.add_argument("name", type=name_text, metavar="NOM", help="nom du personnage")
    create.add_argument("--refresh", type=game_number, default=2, help="actualisation (2 par défaut)")
    create.add_argument("--stress-boxes", type=game_number, default=2,
                        help="cases par piste de stress (2 par défaut)")
    points = _books(group, "points", "gagne (+1) ou dépense (-1) des points de fortune",
                    lambda books, a: books.fate_points(a.name, a.delta))
    points.add_argument("name", type=name_text, metavar="NOM", help="nom du personnage")
    points.add_argument("delta", type=game_number, metavar="NOMBRE", help="par exemple 1 ou -1")
    invoke = _books(group, "invoke", "invoque un aspect après le jet : plus deux ou relance,"
                    " pour un point de fortune",
                    lambda books, a: books.fate_invoke(a.name, a.aspect, a.free, a.relance))
    invoke.add_argument("name", type=name_text, metavar="NOM", help="nom du personnage")
    invoke.add_argument("--aspect", required=True, help="aspect invoqué")
    invoke.add_argument("--free", action="store_true", help="invocation gratuite")
    invoke.add_argument("--relance", action="store_true",
                        help="relance les dés Fate au lieu du plus deux")
    advantage = _books(group, "advantage", "créer un avantage après un succès : une invocation"
                       " gratuite sur l'aspect, deux avec style",
                       lambda books, a: books.fate_advantage(a.aspect))
    advantage.add_argument("--aspect", required=True, help="aspect créé ou découvert")
    hit = _books(group, "hit", "encaisse des dégâts : case de stress et conséquences",
                 lambda books, a: books.fate_hit(a.name, a.kind, a.damage, a.box,
                                                 _consequences(a.consequence)))
    hit.add_argument("name", type=name_text, metavar="NOM", help="nom du personnage")
    hit.add_argument("kind", choices=[kind.key for kind in StressKind], help="piste de stress")
    hit.add_argument("damage", type=game_number, metavar="DEGATS", help="dégâts reçus")
    hit.add_argument("--box", type=game_number, help="case de stress cochée (par défaut : les dégâts)")
    hit.add_argument("--consequence", nargs=2, action="append", metavar=("NIVEAU", "ASPECT"),
                     help="conséquence prise : legere, moderee, severe ou extreme, et son aspect")
    clear = _books(group, "clear", "efface le stress d'un personnage",
                   lambda books, a: books.fate_clear(a.name))
    clear.add_argument("name", type=name_text, metavar="NOM", help="nom du personnage")
    recover = _books(group, "recover", "une conséquence guérie libère sa case",
                     lambda books, a: books.fate_recover(a.name, a.level))
    recover.add_argument("name", type=name_text, metavar="NOM", help="nom du personnage")
    recover.add_argument("level", choices=[level.key for level in ConsequenceLevel],
                         metavar="NIVEAU", help="legere, moderee, severe ou extreme")
    milestone = _books(group, "milestone", "jalon majeur : une nouvelle conséquence extrême"
                       " redevient possible", lambda books, a: books.fate_milestone(a.name))
    milestone.add_argument("name", type=name_text, metavar="NOM", help="nom du personnage")
    refresh = _books(group, "refresh", "début de séance : les points de fortune remontent à"
                     " l'actualisation", lambda books, a: books.fate_refresh(a.name,
                                                                             a.cliffhanger))
    refresh.add_argument("name", type=name_text, metavar="NOM", help="nom du personnage")
    refresh.add_argument("--cliffhanger", action="store_true",
                         help="la séance d'avant finissait sur un cliffhanger : rien ne change")
    concede = _books(group, "concede", "concède le conflit : un point de fortune, plus un par"
                     " conséquence subie", lambda books, a: books.fate_concede(a.name,
                                                                              a.consequences))
    concede.add_argument("name", type=name_text, metavar="NOM", help="nom du personnage")
    concede.add_argument("--consequences", type=game_number, default=0,
                         help="conséquences subies pendant ce conflit")
    _books(group, "state", "les personnages de la table", lambda books, a: books.fate_state())


def _register_krasses_books(group: argparse._SubParsersAction) -> None:
    heap = _books(group, "heap", "fait bouger le tas de krâsses",
                  lambda books, a: books.krasses_heap(a.conteur, a.used, a.player, a.charisme,
                                                      a.to_heap))
    heap.add_argument("--player", help="joueur : ses dK gardés, ou son début de scénario")
    heap.add_argument("--charisme", type=game_number,
                      help="début de scénario : dK reçus par le joueur (son charisme)")
    heap.add_argument("--to-heap", type=game_number, default=0,
                      help="début de scénario : dK que le joueur met au tas")
    heap.add_argument("--conteur", type=game_number, default=0, help="dK du conteur ajoutés au tas")
    heap.add_argument("--used", type=game_number, default=0,
                      help="dK utilisés par les joueurs : ils quittent le tas (ou ceux du joueur)")
    _books(group, "state", "le tas de krâsses et les dK gardés",
           lambda books, a: books.krasses_state())


def _register_369_books(group: argparse._SubParsersAction) -> None:
    reserve = _books(group, "reserve", "dés de fortune et de marasme gagnés (+) ou perdus (-)",
                     lambda books, a: books.reserve_add(a.name, a.fortune, a.marasme))
    reserve.add_argument("name", type=name_text, metavar="NOM", help="nom du personnage")
    reserve.add_argument("--fortune", type=game_number, default=0, help="dés de fortune, ex. 2 ou -1")
    reserve.add_argument("--marasme", type=game_number, default=0, help="dés de marasme, ex. 1 ou -1")
    _books(group, "reserves", "les réserves de la table", lambda books, a: books.reserves())


def register(subparsers: argparse._SubParsersAction) -> None:
    """Add the table's system switch and the four systems' command groups."""
    _register_switch(subparsers)
    _register_fate_books(_register_fate(subparsers))
    _register_2d6(subparsers)
    _register_369_books(_register_369(subparsers))
    _register_krasses_books(_register_krasses(subparsers))
