"""Rasa actions of the four systems, with the real SQLite ledger and the real action registry."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest
from rasa_sdk import Tracker
from rasa_sdk.executor import ActionExecutor, CollectingDispatcher

from actions.games.deux_d6 import DeuxD6Roll
from actions.games.fate import FateHit, FateInvoke, FateRoll
from actions.games.krasses import KrassesHeap, KrassesRoll
from actions.games.trois_six_neuf import TroisSixNeufMove, TroisSixNeufTurn
from actions.systems import ChooseSystem, CreateCharacter
from assistant.game import Game
from assistant.ledger import Ledger
from assistant.nlu.trust import example_for
from assistant.game.games.fate import FateBooks
from assistant.game.games.krasses import KrassesBooks
from assistant.game.games.trois_six_neuf import TroisSixNeufBooks
from hades_core.systems.spoken_values import slot_value

TABLE = "t1"
SEED = 11


@pytest.fixture(autouse=True)
def database(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Path:
    """Each test gets its own real SQLite ledger."""
    path = tmp_path / "systems.sqlite3"
    monkeypatch.setenv("HADES_DB", str(path))
    return path


def _table(system: str) -> None:
    with Ledger() as ledger:
        ledger.create_table(TABLE, system)


def _run(
    action: Any, intent: str, text: str | None = None, **words: str
) -> tuple[list[dict[str, Any]], list[Any]]:
    """Run ``action`` on a message saying ``text`` (the intent's example when not given)."""
    entities = [
        {"entity": name, "value": value, "start": index, "end": index + 1}
        for index, (name, value) in enumerate(words.items())
    ]
    latest = {
        "text": example_for(intent) if text is None else text,
        "intent": {"name": intent, "confidence": 1.0},
        "entities": entities,
        "metadata": {"table": TABLE, "seed": SEED},
    }
    tracker = Tracker("t", {}, latest, [], False, None, {}, "action_listen")
    dispatcher = CollectingDispatcher()
    events = asyncio.run(action.run(dispatcher, tracker, {}))
    return dispatcher.messages, events


def _said(messages: list[dict[str, Any]]) -> dict[str, Any]:
    """The one answer among ``messages`` (the frame handed back for follow-ups left out)."""
    answers = [message for message in messages if "frame" not in (message.get("custom") or {})]
    assert len(answers) == 1
    return answers[0]["custom"]


def test_fate_roll_at_a_fate_table_is_answered_and_journaled() -> None:
    _table("fate")
    answer = _said(_run(FateRoll(), "fate_roll", skill="bon", opposition="correct")[0])
    assert answer["data"]["kind"] == "fate_roll" and answer["data"]["seed"] == SEED
    assert answer["table"].startswith(("Succès !", "Succès avec style !", "Égalité.", "Échec."))
    assert "contre Correct, plus deux" in answer["table"]
    with Ledger() as ledger:
        assert Game(ledger, TABLE).repeat().table == answer["table"]
    replay = _said(_run(FateRoll(), "fate_roll", skill="3", opposition="plus 2")[0])
    assert replay["data"]["faces"] == answer["data"]["faces"]


def test_a_roll_of_another_system_says_how_to_switch() -> None:
    _table("hades")
    answer = _said(_run(TroisSixNeufTurn(), "trois_six_neuf_turn", solde="plus 4")[0])
    assert answer["table"] == (
        "Cette table joue à HaDes. Pour jouer à 3-6-9, dites : on joue à 3-6-9."
    )


@pytest.mark.parametrize(
    ("system", "action", "intent", "words", "kind"),
    [
        (
            "deux_d6",
            DeuxD6Roll(),
            "deux_d6_roll",
            {"skill": "3", "difficulty": "ardue"},
            "deux_d6_check",
        ),
        (
            "trois_six_neuf",
            TroisSixNeufTurn(),
            "trois_six_neuf_turn",
            {"solde": "moins 4"},
            "trois_six_neuf_turn",
        ),
        (
            "krasses",
            KrassesRoll(),
            "krasses_roll",
            {"skill": "plus 5", "difficulty": "moyen", "krasse_dice": "2"},
            "krasses_check",
        ),
        ("krasses", KrassesRoll(), "krasses_roll", {"difficulty": "ouverte"}, "krasses_check"),
    ],
)
def test_each_system_roll(
    system: str, action: Any, intent: str, words: dict[str, str], kind: str
) -> None:
    _table(system)
    if system == "krasses":
        with Ledger() as ledger:
            KrassesBooks(ledger, TABLE).heap(conteur=2)
    answer = _said(_run(action, intent, **words)[0])
    assert answer["data"]["kind"] == kind and answer["data"]["seed"] == SEED


def test_a_spoken_krasses_roll_takes_its_dice_from_the_heap() -> None:
    _table("krasses")
    refused = _said(_run(KrassesRoll(), "krasses_roll", skill="plus 5", difficulty="moyen",
                         krasse_dice="2")[0])
    assert refused["table"] == "Pas assez de dés krâsses : il en faut 2, il n'y en a aucun."
    with Ledger() as ledger:
        KrassesBooks(ledger, TABLE).heap(conteur=3)
    rolled = _said(_run(KrassesRoll(), "krasses_roll", skill="plus 5", difficulty="moyen",
                        krasse_dice="2")[0])
    assert rolled["data"]["heap"] == 1 and rolled["table"].endswith("Tas de krâsses : 1 dé krâsse.")
    with Ledger() as ledger:
        game = Game(ledger, TABLE)
        game.undo()
        assert KrassesBooks(ledger, TABLE).state().data["heap"] == 3


def test_missing_words_are_asked_for() -> None:
    _table("fate")
    messages, events = _run(FateRoll(), "fate_roll", "jet fate bon", skill="bon")
    pending = next(event["value"] for event in events if event.get("name") == "pending")
    assert messages == [] and pending["missing"] == "opposition"


@pytest.mark.parametrize(
    ("action", "intent", "words", "system", "said"),
    [
        (
            FateRoll(),
            "fate_roll",
            {"skill": "formidable", "opposition": "bon", "text": "formidable contre bon"},
            "fate",
            "Je ne connais pas le niveau formidable.",
        ),
        (
            TroisSixNeufTurn(),
            "trois_six_neuf_turn",
            {"solde": "beaucoup"},
            "trois_six_neuf",
            "Je n'ai pas compris le nombre pour le solde : beaucoup.",
        ),
        (
            ChooseSystem(),
            "choose_system",
            {"system": "donjons", "text": "on joue à donjons"},
            "hades",
            "Je ne connais pas le jeu donjons.",
        ),
    ],
)
def test_bad_words_get_a_french_answer(
    action: Any, intent: str, words: dict[str, str], system: str, said: str
) -> None:
    _table(system)
    assert _said(_run(action, intent, **words)[0])["table"].startswith(said)


def test_choosing_the_tables_own_system_or_switching_to_another_one() -> None:
    _table("krasses")
    same = _said(_run(ChooseSystem(), "choose_system", system="krâsses")[0])
    assert same["table"] == "Cette table joue déjà à 2d10 et krâsses."
    other = _said(_run(ChooseSystem(), "choose_system", system="fate")[0])
    assert other["table"] == "Cette table joue maintenant à zFate (avant : 2d10 et krâsses)."
    with Ledger() as ledger:
        assert ledger.state(TABLE).system == "fate"
    rolled = _said(_run(FateRoll(), "fate_roll", skill="bon", opposition="correct")[0])
    assert rolled["data"]["kind"] == "fate_roll"


def test_the_action_server_registers_the_system_actions() -> None:
    executor = ActionExecutor()
    executor.register_package("actions")
    for name in (
        "action_choose_system",
        "action_fate_roll",
        "action_deux_d6_roll",
        "action_trois_six_neuf_turn",
        "action_krasses_roll",
        "action_fate_invoke",
        "action_fate_hit",
    ):
        assert name in executor.actions


def test_spoken_invocation_and_hit_move_the_character_in_the_ledger() -> None:
    _table("fate")
    with Ledger() as ledger:
        FateBooks(ledger, TABLE).create("Léa", refresh=2)
    _run(FateRoll(), "fate_roll", skill="bon", opposition="correct")
    invoked = _said(_run(FateInvoke(), "fate_invoke", protagonist="lea")[0])
    assert invoked["table"].startswith(
        "Léa invoque un aspect. Léa dépense 1 point de fortune, il lui en reste 1. "
    )
    hit = _said(_run(FateHit(), "fate_hit", protagonist="lea", amount=2, stress="physiques")[0])
    assert hit["table"] == ("2 dégâts absorbés. Case 2 de stress physique cochée. Léa reste dans"
                            " le conflit.")
    with Ledger() as ledger:
        stored = ledger.state(TABLE).data("fate:lea")
    assert (stored["fate_points"], stored["stress"]["physique"]) == (1, [False, True])


def test_spoken_hit_with_unknown_words_or_character_gets_a_french_answer() -> None:
    _table("fate")
    unknown = _said(_run(FateHit(), "fate_hit", protagonist="bob", amount=1, stress="mental")[0])
    assert unknown["table"] == "Je ne connais pas ce personnage : créez-le d'abord."
    with Ledger() as ledger:
        FateBooks(ledger, TABLE).create("bob")
    odd = _said(_run(FateHit(), "fate_hit", protagonist="bob", amount=1, stress="moral")[0])
    assert odd["table"].startswith("Dites physique, mental ou ressources")
    messages, events = _run(FateHit(), "fate_hit", "bob encaisse un de stress",
                            protagonist="bob", amount=1)
    pending = next(event["value"] for event in events if event.get("name") == "pending")
    assert messages == [] and pending["missing"] == "stress"


@pytest.mark.parametrize(("system", "words", "kind"), [
    ("fate", {"protagonist": "Alice", "amount": "3"}, "fate_character"),
    ("trois_six_neuf", {"protagonist": "Alice"}, "reserve"),
    ("krasses", {"protagonist": "Alice", "amount": "3"}, "krasses_state"),
    ("krasses", {"protagonist": "Alice"}, "no_character_sheet"),
    ("deux_d6", {"protagonist": "Alice"}, "no_character_sheet"),
    ("hades", {"protagonist": "Alice"}, "no_character_sheet"),
])
def test_a_new_character_is_what_the_tables_game_keeps(
    system: str, words: dict[str, str], kind: str
) -> None:
    _table(system)
    answer = _said(_run(CreateCharacter(), "create_character", **words)[0])
    assert answer["data"]["kind"] == kind


def test_a_zfate_character_created_by_voice_has_the_refresh_said() -> None:
    _table("fate")
    _said(_run(CreateCharacter(), "create_character", protagonist="Alice", amount="3")[0])
    again = _said(_run(CreateCharacter(), "create_character", protagonist="alice")[0])
    assert again["table"] == "Ce personnage existe déjà à cette table."
    with Ledger() as ledger:
        assert ledger.state(TABLE).data("fate:alice")["fate_points"] == 3


def test_the_heap_moves_by_voice() -> None:
    _table("krasses")
    _said(_run(KrassesHeap(), "krasses_heap", krasse_dice="3")[0])
    said = _said(_run(KrassesHeap(), "krasses_heap", protagonist="Bob", amount="4",
                      krasse_dice="1")[0])
    assert said["table"] == "Tas de krâsses : 4 dés krâsses. Gardés : Bob 3."
    bad = _said(_run(KrassesHeap(), "krasses_heap", protagonist="Bob", amount="2",
                     krasse_dice="3")[0])
    assert bad["data"]["kind"] == "error"


def test_a_characters_moves_with_its_dice_are_read_from_the_words() -> None:
    """« Alice mise un dé de fortune » before the tour, « l'orque mise un dé de marasme pour
    l'adversité », the tour, then « Alice sacrifie un dé de fortune » and « Alice prend la
    fuite »: each one journaled change of the réserves."""
    _table("trois_six_neuf")
    with Ledger() as ledger:
        TroisSixNeufBooks(ledger, TABLE).reserve("alice", fortune=2, marasme=1)
        TroisSixNeufBooks(ledger, TABLE).reserve("orque", marasme=1)
    staked = _said(_run(TroisSixNeufMove(), "trois_six_neuf_move", "Alice mise un dé de fortune",
                        protagonist="alice")[0])
    assert staked["data"]["stakes"] == [{"name": "alice", "kind": "fortune", "side": "pj"}]
    against = _said(_run(TroisSixNeufMove(), "trois_six_neuf_move",
                         "l'orque mise un dé de marasme pour l'adversité", protagonist="orque")[0])
    assert against["data"]["stakes"][1] == {"name": "orque", "kind": "marasme",
                                            "side": "adversite"}
    turn = _said(_run(TroisSixNeufTurn(), "trois_six_neuf_turn", "solde plus 3", solde="plus 3")[0])
    assert turn["data"]["stakes_lost"] == ["alice", "orque"]  # a pair cancels
    sacrificed = _said(_run(TroisSixNeufMove(), "trois_six_neuf_move",
                            "Alice sacrifie un dé de fortune", protagonist="alice")[0])
    assert sacrificed["data"]["success"] == turn["data"]["success"] + 1
    fled = _said(_run(TroisSixNeufMove(), "trois_six_neuf_move", "Alice prend la fuite",
                      protagonist="alice")[0])
    assert fled["table"].startswith("Alice prend la fuite")
    with Ledger() as ledger:
        assert TroisSixNeufBooks(ledger, TABLE).reserves().data["reserves"][0] == {
            "name": "alice", "fortune": 0, "marasme": 0}


def test_a_move_without_its_die_changes_nothing_and_asks_which_die() -> None:
    """« Alice mise » asks « Un dé de fortune ou de marasme ? » (its answer is read as the
    die's kind)."""
    _table("trois_six_neuf")
    with Ledger() as ledger:
        TroisSixNeufBooks(ledger, TABLE).reserve("alice", fortune=1)
    messages, events = _run(TroisSixNeufMove(), "trois_six_neuf_move", "Alice mise",
                            protagonist="alice")
    pending = next(event["value"] for event in events if event.get("name") == "pending")
    assert (pending["missing"], messages) == ("kind", [])
    assert slot_value("trois_six_neuf_move", "kind", "de marasme") == "marasme"
    with Ledger() as ledger:
        assert [entry.kind for entry in ledger.journal(TABLE)] == ["reserve"]


def test_the_character_named_after_contre_pays_the_discard() -> None:
    _table("trois_six_neuf")
    with Ledger() as ledger:
        TroisSixNeufBooks(ledger, TABLE).reserve("orque", marasme=3)
        TroisSixNeufBooks(ledger, TABLE).reserve("alice", marasme=3)
    named = _said(_run(TroisSixNeufTurn(), "trois_six_neuf_turn", "solde plus 12 contre l'orque",
                       solde="plus 12", protagonist="l'orque")[0])
    # « l'orque » is the réserve « orque » said with its article (issue 18, point 11)
    assert (named["data"]["opponent"], named["data"]["discarded"]) == ("orque", 2)
    paid = _said(_run(TroisSixNeufTurn(), "trois_six_neuf_turn", "solde plus 12 contre orque",
                      solde="plus 12", protagonist="orque")[0])
    assert paid["data"]["discarded"] == 1  # down to none: one was left
    unknown = _said(_run(TroisSixNeufTurn(), "trois_six_neuf_turn", "solde plus 12 contre gobelin",
                         solde="plus 12", protagonist="gobelin")[0])
    assert unknown["table"].startswith("Je ne connais pas gobelin à cette table")
    roller = _said(_run(TroisSixNeufTurn(), "trois_six_neuf_turn", "alice lance solde plus 12",
                        solde="plus 12", protagonist="alice")[0])
    assert roller["data"]["opponent"] is None  # the one who rolls never pays the discard


@pytest.mark.parametrize(("said", "who", "heap", "kept"), [
    ("gaël a 2 de charisme et il met tout au tas", "gaël", 2, 0),
    ("oriane a 1 de charisme et elle met sa krâsse au tas", "oriane", 1, 0),
    ("thaïs a 3 de charisme, elle en garde une et met les 2 autres au tas", "thaïs", 2, 1),
    ("crée gaël avec 2 de charisme", "gaël", 0, 2),
])
def test_a_scenarios_start_splits_the_charisme_between_the_heap_and_the_player(
        said: str, who: str, heap: int, kept: int) -> None:
    """« les joueurs reçoivent un nombre de dK égal à leur charisme qu'ils peuvent se réserver
    ou placer dans le tas de krâsses » (seed 004)."""
    _table("krasses")
    _said(_run(KrassesHeap(), "krasses_heap", said, protagonist=who)[0])
    with Ledger() as ledger:
        state = ledger.state(TABLE).data("krasses")
    assert state["heap"] == heap
    assert sum(state["kept"].values()) == kept


def test_a_question_about_the_heap_reads_it() -> None:
    _table("krasses")
    _said(_run(KrassesHeap(), "krasses_heap", "le conteur met 3 krâsses au tas")[0])
    said = _said(_run(KrassesHeap(), "krasses_heap", "le tas")[0])
    assert said["table"].startswith("Tas de krâsses : 3 dés krâsses")


@pytest.mark.parametrize("said", ["thaïs fouille la bibliothèque, difficulté ouverte, plus 2",
                                  "thaïs saute le ravin, difficulté moyenne, plus 3"])
def test_a_krasses_roll_said_difficulty_first_without_contre(said: str) -> None:
    from actions.table_game import roll_words

    found = roll_words("krasses", said)
    assert found is not None and found["skill"].endswith(("2", "3"))


def test_a_compel_proposed_with_its_content_is_no_refusal() -> None:
    """« je te propose une contrainte : tu refuses de partir sans ta caisse à outils »: the
    contrainte says « refuses de », the player has not answered yet."""
    from actions.games.fate import FateCompel

    _table("fate")
    _said(_run(CreateCharacter(), "create_character", "crée le personnage Évariste avec 3 "
               "points de fortune", protagonist="Évariste", amount="3")[0])
    said = _said(_run(FateCompel(), "fate_compel", "Évariste, je te propose une contrainte : tu "
                      "refuses de partir sans ta caisse à outils", protagonist="Évariste")[0])
    assert said["data"]["kind"] == "fate_compel_proposed"
    refused = _said(_run(FateCompel(), "fate_compel", "Évariste refuse la contrainte",
                         protagonist="Évariste")[0])
    assert "refusée" in refused["table"]


def test_an_advantage_keeps_every_word_of_its_aspect() -> None:
    from actions.games.fate import whole_aspect

    assert whole_aspect("en hauteur", "position en hauteur") == "position en hauteur"
    assert whole_aspect(None, "Embuscade") == "Embuscade"
    assert whole_aspect("Rusé", "le vieux") == "Rusé"


@pytest.mark.parametrize(("difficulty", "start"), [("impossible", "Impossible"),
                                                   ("réussite assurée", "Réussite assurée")])
def test_a_2d6_difficulty_without_dice_is_answered_not_journaled(difficulty: str,
                                                                 start: str) -> None:
    """« Impossible : même un Maître ne peut y arriver. Inutile de lancer les dés » (seed 002):
    no roll happens, so nothing is journaled that an undo could take back."""
    _table("deux_d6")
    said = _said(_run(DeuxD6Roll(), "deux_d6_roll", f"compétence 2, difficulté {difficulty}",
                      skill="2", difficulty=difficulty)[0])
    assert said["table"].startswith(start)
    with Ledger() as ledger:
        assert [entry.kind for entry in ledger.journal(TABLE)] == []


def _entries() -> list[str]:
    with Ledger() as ledger:
        with Game(ledger, TABLE).read() as table:
            return [entry.kind for entry in table.entries()]


def test_a_jet_at_automatique_is_answered_not_journaled() -> None:
    """« Automatique – Pas besoin de jet » (seed 004): no dice, no journal line, the tas kept."""
    _table("krasses")
    answer = _said(_run(KrassesRoll(), "krasses_roll",
                        "Gaëlle ramasse la clé, plus 2 contre automatique",
                        skill="plus 2", difficulty="automatique")[0])
    assert answer["table"].startswith("Automatique")
    assert "krasses_roll" not in _entries()


def test_a_jet_oppose_said_adversaire_first_gives_the_conteurs_dice_to_him() -> None:
    """« le gardien plus 6 contre Gaëlle plus 3, et je mets 2 krâsses pour le gardien »: Gaëlle
    is the player's side; the gardien's dK come from the conteur's reserve and go to the tas."""
    _table("krasses")
    said = "jet opposé, le gardien plus 6 contre Gaëlle plus 3, et je mets 2 krâsses pour le gardien"
    _said(_run(KrassesRoll(), "krasses_roll", said, skill="plus 6", krasse_dice="2")[0])
    with Ledger() as ledger:
        with Game(ledger, TABLE).read() as table:
            entry = [entry for entry in table.entries() if entry.kind == "krasses_oppose"][-1]
    assert (entry.command["bonus"], entry.command["against"]) == (3, 6)
    assert (entry.command["dk"], entry.command["against_dk"]) == (0, 2)


def test_the_charisme_of_a_player_named_after_a_story_clause_is_his() -> None:
    _table("krasses")
    said = "début du scénario. Malo a 2 de charisme et il garde tout pour lui"
    answer = _said(_run(KrassesHeap(), "krasses_heap", said)[0])
    assert "Malo 2" in answer["table"]


def test_a_reserve_said_after_a_name_creates_the_3_6_9_character() -> None:
    _table("trois_six_neuf")
    answer = _said(_run(CreateCharacter(), "create_character",
                        "tiago 3 de fortune 2 de marasme")[0])
    assert answer["table"] == "Tiago : 3 dés de fortune, 2 dés de marasme."


def test_a_situation_aspect_paid_for_is_no_personal_invocation() -> None:
    """« Les Aspects de situation … peuvent se cumuler » (seed 001): after a personal +2, an
    Aspect said « de situation » still adds its +2, a second personal one does not."""
    _table("fate")
    _run(CreateCharacter(), "create_character", "crée Solène avec 4 points de fortune",
         protagonist="Solène")
    _run(FateRoll(), "fate_roll", "Solène fouille, Investigation Correct contre Bon",
         skill="correct", opposition="bon", protagonist="Solène")
    _said(_run(FateInvoke(), "fate_invoke", "Solène invoque Infirmière de garde",
               protagonist="Solène")[0])
    situation = _said(_run(FateInvoke(), "fate_invoke",
                           "Solène invoque l'aspect de situation Meubles partout",
                           protagonist="Solène")[0])
    assert situation["table"].startswith("Solène invoque Meubles partout")
    personal = _said(_run(FateInvoke(), "fate_invoke", "Solène invoque Têtue",
                          protagonist="Solène")[0])
    assert personal["table"].startswith("Un seul plus deux par jet")


def test_a_zfate_roll_at_a_hades_table_says_how_to_switch_at_once() -> None:
    _table("hades")
    answer = _said(_run(FateRoll(), "fate_roll", "Hermine tire sur le passeur, Tir Bon contre "
                        "Correct", skill="bon", opposition="correct")[0])
    assert answer["table"].startswith("Cette table joue à HaDes.")


def test_a_boost_invoked_by_its_kind_and_name_uses_its_free_invocation() -> None:
    _table("fate")
    _run(CreateCharacter(), "create_character", "crée Noé avec 3 points de fortune",
         protagonist="Noé")
    with Ledger() as ledger:
        FateBooks(ledger, TABLE).boost("Déséquilibré")
    _run(FateRoll(), "fate_roll", "Noé frappe, Combat Moyen contre Médiocre", skill="moyen",
         opposition="médiocre", protagonist="Noé")
    answer = _said(_run(FateInvoke(), "fate_invoke", "Noé invoque le boost Déséquilibré "
                        "gratuitement", protagonist="Noé")[0])
    assert answer["table"].startswith("Noé invoque Déséquilibré")
    assert "point de fortune" not in answer["table"].split(".")[1]


def test_a_3_6_9_move_said_with_the_rules_words_asks_only_for_the_die() -> None:
    """« Aurore veut miser un dé », the model in doubt: the kind of die is asked, nothing else."""
    _table("trois_six_neuf")
    with Ledger() as ledger:
        TroisSixNeufBooks(ledger, TABLE).reserve("Aurore", 2, 2)
    messages, events = _run(TroisSixNeufMove(), "trois_six_neuf_move", "Aurore veut miser un dé",
                            protagonist="Aurore")
    pending = next(event["value"] for event in events if event.get("name") == "pending")
    assert pending["missing"] == "kind"


def test_a_zfate_hit_told_in_a_story_falls_on_the_character_named() -> None:
    """« un rôdeur mord Baptiste à l'épaule, il encaisse deux de stress physique »."""
    from actions.conversation import OutOfScope

    _table("fate")
    _run(CreateCharacter(), "create_character", "crée Baptiste avec 2 points de fortune",
         protagonist="Baptiste")
    latest = {"text": "un rôdeur mord Baptiste à l'épaule, il encaisse 2 de stress physique",
              "intent": {"name": "out_of_scope", "confidence": 0.5}, "entities": [],
              "metadata": {"table": TABLE, "seed": SEED}}
    dispatcher = CollectingDispatcher()
    asyncio.run(OutOfScope().run(dispatcher, Tracker("t", {}, latest, [], False, None, {},
                                                     "action_listen"), {}))
    assert "Baptiste reste dans le conflit" in _said(dispatcher.messages)["table"]


def test_a_doubt_said_inside_a_roll_is_no_word_of_it() -> None:
    from actions.table_game import roll_words

    found = roll_words("fate", "Solveig riposte au fusil, Tir Bon, je sais plus, contre Moyen")
    assert found is not None and "plus" not in str(found.get("skill"))
