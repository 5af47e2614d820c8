"""``hades fortune gain|spend|shift`` and ``hades gauge``: a protagoniste's fortunes and jauges."""

from __future__ import annotations

import argparse

from assistant.cli.output import run_game
from assistant.cli.parser import common_options
from hades_core.fortune import ShiftDirection
from hades_core.gauge import GaugeKind


def register(subparsers: argparse._SubParsersAction) -> None:
    """Add the fortune and gauge commands."""
    common = [common_options()]
    fortune = subparsers.add_parser("fortune", help="gagne, dépense ou utilise une fortune",
                                    description="Les fortunes d'un protagoniste.")
    actions = fortune.add_subparsers(title="actions", metavar="ACTION", required=True)

    gain = actions.add_parser("gain", parents=common, help="le protagoniste gagne N fortunes")
    gain.add_argument("protagonist", help="nom du protagoniste")
    gain.add_argument("count", type=int, nargs="?", default=1, metavar="N", help="1 par défaut")
    gain.set_defaults(handler=run_game(lambda g, a: g.gain_fortune(a.protagonist, a.count)))

    spend = actions.add_parser("spend", parents=common, help="le protagoniste dépense N fortunes")
    spend.add_argument("protagonist", help="nom du protagoniste")
    spend.add_argument("count", type=int, nargs="?", default=1, metavar="N", help="1 par défaut")
    spend.set_defaults(handler=run_game(lambda g, a: g.spend_fortune(a.protagonist, a.count)))

    shift = actions.add_parser("shift", parents=common,
                               help="une fortune décale le dernier résultat d'un cran",
                               description="Décale le résultat du dernier jet d'un cran (de"
                               " moins un à plus un par exemple) ; la fortune de ce jet est"
                               " perdue.")
    shift.add_argument("protagonist", help="nom du protagoniste qui dépense la fortune")
    shift.add_argument("--down", action="store_true", help="décale vers le bas")
    shift.set_defaults(handler=run_game(lambda g, a: g.shift(
        a.protagonist, ShiftDirection.DOWN if a.down else ShiftDirection.UP)))

    gauge = subparsers.add_parser("gauge", parents=common, help="règle une jauge",
                                  description="Met une jauge d'un protagoniste à 0, 1, 2 ou 3"
                                  " barres (3 : barrée).")
    gauge.add_argument("protagonist", help="nom du protagoniste")
    gauge.add_argument("gauge", help="nom de la jauge, par exemple blessure")
    gauge.add_argument("level", type=int, help="nombre de barres, de 0 à 3")
    gauge.add_argument("--kind", choices=[kind.value for kind in GaugeKind],
                       help="état, ressource ou avancement ; par défaut, celle du texte des règles"
                       " (fatigue, richesse : ressource ; expérience : avancement ; sinon état)")
    gauge.set_defaults(handler=run_game(lambda g, a: g.set_gauge(
        a.protagonist, a.gauge, a.level, GaugeKind(a.kind) if a.kind else None)))
