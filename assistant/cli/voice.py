"""``hades voice``: the assistant by voice at the table; ``hades voice-model``: fetch the model.

Nothing heavy is imported before a voice command runs, so ``hades chat`` keeps working on a
machine without vosk's model, PortAudio or a sound card.
"""

from __future__ import annotations

import argparse
import sys
from contextlib import ExitStack
from dataclasses import replace
from typing import TYPE_CHECKING

from assistant.cli.parser import seed_number
from assistant.ledger import DEFAULT_TABLE
from assistant.voice import phrases
from assistant.voice.config import RECOGNITION_MODES, TURN_MODES, SettingsError, VoiceSettings

if TYPE_CHECKING:
    from assistant.ledger.state import TableState

BAD_INPUT = 2
FAILURE = 1


def _progress(message: str) -> None:
    print(message, file=sys.stderr, flush=True)


def table_words(table: str) -> tuple[list[str], list[str]]:
    """The protagonists of ``table`` and the traits and Aspects it keeps (none when the table
    is new), for the voice grammar. A fault of the database file is raised: it is said before
    the microphone opens."""
    from assistant.ledger import Ledger, LedgerError
    from assistant.ledger.errors import DatabaseFaultError

    try:
        with Ledger() as ledger:
            state = ledger.state(table)
    except DatabaseFaultError:
        raise
    except LedgerError:
        return [], []
    return [protagonist.name for protagonist in state.protagonists], kept_traits(state)


def kept_traits(state: TableState) -> list[str]:
    """Every trait on the table's HaDes sheets and every zFate Aspect holding an Invocation
    gratuite, as said."""
    from hades_core.sheet import SHEET_PREFIX, traits_from_json

    traits = [trait.name for key, _ in state.system_data if key.startswith(SHEET_PREFIX)
              for trait in traits_from_json(state.data(key))]
    aspects = [str(said) for said, _ in (state.data("fate_aspects") or {}).values()]
    return list(dict.fromkeys([*traits, *aspects]))


def _screen(line: str) -> None:
    print(line, flush=True)


def settings_from_args(args: argparse.Namespace) -> VoiceSettings:
    """The settings file and environment, then the command-line options on top."""
    from assistant.voice.config import load_settings

    settings = load_settings()
    overrides = {
        "input_device": args.micro,
        "table_device": args.haut_parleur,
        "destinee_device": args.ecouteur_destinee,
        "turn_mode": args.mode,
        "recognition": args.reconnaissance,
    }
    return replace(settings, **{key: value for key, value in overrides.items() if value})


def _voice(args: argparse.Namespace) -> int:
    """Run the voice loop until « q », end of input or Ctrl+C."""
    try:
        import sounddevice
    except OSError as error:  # libportaudio2 missing
        print(phrases.NO_AUDIO.format(detail=error), file=sys.stderr)
        return FAILURE
    if args.peripheriques:
        print(sounddevice.query_devices())
        return 0
    from assistant.chat.servers import ServerStartError
    from assistant.chat.session import ChatSession
    from assistant.speech_out.espeak import SpeechEngineNotFoundError
    from assistant.voice.assembly import ModelUnavailableError, build_loop, locate_model

    try:
        settings = settings_from_args(args)
        locate_model(settings)
    except SettingsError as error:
        print(f"hades voice : {error}", file=sys.stderr)
        return BAD_INPUT
    except ModelUnavailableError as missing:
        print(missing, file=sys.stderr)
        return FAILURE
    session = ChatSession(table=args.table or DEFAULT_TABLE, seed=args.seed, gm=args.gm)
    with ExitStack() as resources:
        try:
            names, traits = table_words(session.table)
            loop = build_loop(settings, session, resources, screen=_screen, names=names,
                              traits=traits)
            session.start(progress=_progress)
            resources.callback(session.close)
            loop.run()
        except ServerStartError as error:
            print(f"hades voice : l'assistant n'a pas pu démarrer ({error}).", file=sys.stderr)
            return FAILURE
        except SettingsError as error:
            print(f"hades voice : {error}", file=sys.stderr)
            return BAD_INPUT
        except ModelUnavailableError as broken:
            print(broken, file=sys.stderr)
            return FAILURE
        except SpeechEngineNotFoundError as missing:
            program = "speech-dispatcher" if str(missing) == "spd-say" else str(missing)
            print(phrases.NO_SPEECH_ENGINE.format(program=program), file=sys.stderr)
            return FAILURE
        except (OSError, ValueError, sounddevice.PortAudioError) as error:  # no such device
            print(phrases.NO_AUDIO.format(detail=error), file=sys.stderr)
            return FAILURE
        except KeyboardInterrupt:
            pass
    return 0


def _voice_model(args: argparse.Namespace) -> int:
    """Download the French model with vosk's own downloader."""
    from assistant.speech_in.model_store import download_model

    try:
        path = download_model(name=args.nom)
    except (OSError, FileNotFoundError, SystemExit) as error:
        print(phrases.MODEL_DOWNLOAD_FAILED.format(detail=error), file=sys.stderr)
        return FAILURE
    print(phrases.MODEL_READY.format(path=path))
    return 0


def register(subparsers: argparse._SubParsersAction) -> None:
    """Add ``hades voice`` and ``hades voice-model``."""
    voice = subparsers.add_parser(
        "voice", help="parle à l'assistant (micro et haut-parleur)",
        description="Assistant à la voix : appuyez sur Entrée (ou dites le mot d'éveil) puis "
        "donnez la commande, par exemple « quatre dés contre trois ». Le Destin ne passe "
        "jamais par le haut-parleur de la table. Réglages : docs/voice.fr.md.",
    )
    voice.add_argument("--table", help="table de jeu (par défaut : principale)")
    voice.add_argument("--seed", type=seed_number,
                       help="graine : la n-ième commande lance les dés avec la graine S + n")
    voice.add_argument("--micro", help="micro (nom ou numéro, voir --peripheriques)")
    voice.add_argument("--haut-parleur", help="haut-parleur de la table")
    voice.add_argument("--ecouteur-destinee", help="écouteur de la Destinée (secrets)")
    voice.add_argument("--gm", action="store_true",
                       help="la Destinée parle : elle seule change le Destin ou clôt la partie ;"
                       " ses secrets vont à son écouteur ou à son écran")
    voice.add_argument("--mode", choices=TURN_MODES,
                       help="bouton : Entrée puis parler ; eveil : dire le mot d'éveil")
    voice.add_argument("--reconnaissance", choices=RECOGNITION_MODES,
                       help="grammaire des commandes (par défaut) ou reconnaissance libre")
    voice.add_argument("--peripheriques", action="store_true",
                       help="liste les micros et haut-parleurs puis quitte")
    voice.set_defaults(handler=_voice)

    model = subparsers.add_parser(
        "voice-model", help="télécharge le modèle vocal français (connexion requise)",
        description="Télécharge avec vosk le petit modèle français (environ 40 Mo) dans "
        "~/.cache/vosk. --nom vosk-model-fr-0.22 prend le grand modèle (1,4 Go, plus précis).",
    )
    model.add_argument("--nom", help="nom exact d'un modèle vosk")
    model.set_defaults(handler=_voice_model)
