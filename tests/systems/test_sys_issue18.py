"""Issue 18, points 7, 9, 10, 11, 12, 15 (and the simplest of 8): each through the real
``hades`` entry point (and the Rasa actions where the chat reaches the point)."""

from __future__ import annotations

import json
from fractions import Fraction
from itertools import product
from typing import Any

import pytest

from assistant.ledger import DEFAULT_TABLE, Ledger
from hades_core.systems import krasses
from hades_core.systems.krasse_dice import krasse_value




def _json(hades, *words: str) -> dict[str, Any]:
    code, out, err = hades(*words, "--json")
    assert (code, err) == (0, ""), err
    return json.loads(out)


def _kinds(table: str = DEFAULT_TABLE) -> list[str]:
    with Ledger() as ledger:
        if table not in {state.name for state in ledger.tables()}:
            return []
        return [entry.kind for entry in ledger.journal(table)]


def _fate_table(hades, *names: str) -> None:
    assert hades("tables", "--create", "t", "--system", "fate")[0] == 0
    for name in names:
        assert hades("fate", "create", name, "--table", "t")[0] == 0


# ------------------------------------------------------------------ point 9: whose roll


def test_an_invocation_improves_only_the_rollers_roll(hades) -> None:
    _fate_table(hades, "Alice", "Bob")
    rolled = _json(hades, "fate", "roll", "--skill", "3", "--opposition", "2", "--character",
                   "Alice", "--seed", "4", "--table", "t")
    assert rolled["data"]["roller"] == "Alice"
    code, out, err = hades("fate", "invoke", "bob", "--aspect", "Têtu", "--table", "t")
    assert (code, out) == (2, "")
    assert err == ("hades : Le dernier jet est celui d'Alice. Pour lui donner plus deux, dites :"
                   " Bob invoque un aspect pour Alice.")
    given = _json(hades, "fate", "invoke", "bob", "--aspect", "Têtu", "--pour", "alice",
                  "--table", "t")
    assert given["data"]["total"] == rolled["data"]["total"] + 2
    assert given["data"]["character"]["name"] == "Bob"  # Bob paid
    assert given["data"]["character"]["fate_points"] == 1
    assert given["table"].startswith("Bob invoque Têtu pour Alice.")
    code, _, err = hades("fate", "invoke", "bob", "--aspect", "Rusé", "--pour", "alice",
                         "--relance", "--table", "t")
    assert code == 2 and "pas de relance" in err


def test_an_invocation_for_a_reroll_rerolls(hades) -> None:
    _fate_table(hades, "Alice")
    rolled = _json(hades, "fate", "roll", "--skill", "3", "--opposition", "2", "--character",
                   "Alice", "--seed", "4", "--table", "t")
    again = _json(hades, "fate", "invoke", "alice", "--aspect", "Rusée", "--relance",
                  "--table", "t")
    assert [item["effect"] for item in again["data"]["invocations"]] == ["relance"]
    assert again["data"]["total"] == sum(again["data"]["faces"]) + 3  # no +2 added
    assert again["data"]["seed"] != rolled["data"]["seed"]


def test_an_anonymous_roll_becomes_the_first_invokers() -> None:
    """A roll said without its roller is taken as the invoker's, then is his."""
    from assistant.game.games.fate import FateBooks
    from hades_core.systems.errors import RefusedMoveError

    with Ledger() as ledger:
        ledger.create_table("t", "fate")
        books = FateBooks(ledger, "t")
        books.create("Alice", refresh=3)
        books.create("Bob", refresh=3)
        books.roll("2", "2", seed=1)
        assert books.invoke("alice", "Têtue").data["roller"] == "alice"
        with pytest.raises(RefusedMoveError):
            books.invoke("bob", "Rusé")


def test_spoken_invocations_reroll_and_give_to_another(hades) -> None:
    """« Alice invoque Têtue pour relancer » rerolls; « Bob invoque Rusé pour Alice » gives +2
    to Alice's roll, Bob paying; « Bob lance … » journals Bob as the roller."""
    from actions.games.fate import FateInvoke, FateRoll, invocation_words
    from test_sys_actions import SEED, TABLE, _run, _said

    assert invocation_words("Alice invoque Têtue pour relancer") == {
        "free": False, "reroll": True, "beneficiary": None, "situation": False}
    assert invocation_words("Alice invoque l'aspect de situation Meubles partout")["situation"]
    assert invocation_words("Bob invoque Rusé pour Alice")["beneficiary"] == "alice"
    assert hades("tables", "--create", TABLE, "--system", "fate")[0] == 0
    for name in ("Alice", "Bob"):
        assert hades("fate", "create", name, "--table", TABLE)[0] == 0
    rolled = _said(_run(FateRoll(), "fate_roll", "Alice lance bon contre correct", skill="bon",
                        opposition="correct", protagonist="Alice")[0])
    assert rolled["data"]["roller"] == "Alice" and rolled["data"]["seed"] == SEED
    again = _said(_run(FateInvoke(), "fate_invoke", "Alice invoque Têtue pour relancer",
                       protagonist="alice", aspect="Têtue")[0])
    assert [item["effect"] for item in again["data"]["invocations"]] == ["relance"]
    given = _said(_run(FateInvoke(), "fate_invoke", "Bob invoque Rusé pour Alice",
                       protagonist="bob", aspect="Rusé")[0])
    assert given["data"]["total"] == again["data"]["total"] + 2
    assert given["data"]["character"]["name"] == "Bob"
    refused = _said(_run(FateInvoke(), "fate_invoke", "Bob invoque Rusé",
                         protagonist="bob", aspect="Rusé")[0])
    assert refused["table"].startswith("Le dernier jet est celui d'Alice.")


# ------------------------------------------------------------------ point 7


def test_an_advantage_is_claimed_once_per_roll(hades) -> None:
    _fate_table(hades, "Alice")
    seed = next(seed for seed in range(200) if _json(
        hades, "fate", "roll", "--skill", "5", "--opposition", "0", "--seed", str(seed))[
            "data"]["outcome"] == "succes_avec_style")
    assert hades("fate", "roll", "--skill", "5", "--opposition", "0", "--seed", str(seed),
                 "--character", "Alice", "--table", "t")[0] == 0
    assert hades("fate", "advantage", "--aspect", "Embuscade", "--table", "t")[0] == 0
    code, _, err = hades("fate", "advantage", "--aspect", "Embuscade", "--table", "t")
    assert (code, err) == (2, "hades : L'avantage de ce jet est déjà créé.")
    assert hades("fate", "invoke", "alice", "--aspect", "Têtue", "--table", "t")[0] == 0
    code, _, _ = hades("fate", "advantage", "--aspect", "Piège", "--table", "t")
    assert code == 2  # the same roll, improved
    for _ in range(3):  # the invocation, the advantage, the roll
        assert hades("undo", "--table", "t")[0] == 0
    assert hades("redo", "--table", "t")[0] == 0  # the roll again
    assert hades("fate", "advantage", "--aspect", "Embuscade", "--table", "t")[0] == 0
    assert hades("redo", "--table", "t")[0] == 2  # a new change cleared what could be redone


def test_a_roll_undone_and_redone_can_still_be_improved(hades) -> None:
    _fate_table(hades, "Alice")
    assert hades("fate", "roll", "--skill", "2", "--opposition", "2", "--seed", "9",
                 "--character", "Alice", "--table", "t")[0] == 0
    assert hades("undo", "--table", "t")[0] == 0
    assert hades("redo", "--table", "t")[0] == 0
    improved = _json(hades, "fate", "invoke", "alice", "--aspect", "Têtue", "--table", "t")
    assert improved["data"]["roller"] == "Alice" and improved["data"]["seed"] != 9
    assert hades("fate", "points", "alice", "1", "--table", "t")[0] == 0
    assert hades("undo", "--table", "t")[0] == 0
    assert hades("redo", "--table", "t")[0] == 0  # a redo of something else is newer
    assert hades("fate", "invoke", "alice", "--aspect", "Rusée", "--table", "t",
                 "--relance")[0] == 0


def test_an_extreme_consequence_does_not_heal_and_a_major_milestone_renames_it(hades) -> None:
    _fate_table(hades, "Bob")
    assert hades("fate", "hit", "bob", "physique", "6", "--consequence", "extreme",
                 "Jambe coupée", "--table", "t")[0] == 0
    code, _, err = hades("fate", "recover", "bob", "extreme", "--table", "t")
    assert (code, err) == (2, "hades : Une conséquence extrême ne se soigne pas comme une autre :"
                              " au jalon majeur, elle peut être renommée.")
    code, _, _ = hades("fate", "milestone", "bob", "--kind", "notable", "--renomme-extreme",
                       "Jambe de bois", "--table", "t")
    assert code == 2
    renamed = _json(hades, "fate", "milestone", "bob", "--renomme-extreme", "Jambe de bois",
                    "--table", "t")
    assert renamed["data"]["character"]["consequences"] == {}
    assert renamed["data"]["character"]["refresh"] == 3  # « gagner un point d'Actualisation »
    assert renamed["table"].startswith("Jalon majeur pour Bob. La conséquence extrême Jambe"
                                       " coupée devient l'aspect Jambe de bois.")


def test_milestones_and_a_prouesse(hades) -> None:
    """Point 8: jalons mineur and notable change nothing on this sheet but a Prouesse bought
    for one point of Actualisation; the majeur adds one first."""
    _fate_table(hades, "Carla")
    minor = _json(hades, "fate", "milestone", "carla", "--kind", "mineur", "--prouesse",
                  "--table", "t")
    assert minor["data"]["character"]["refresh"] == 1
    notable = _json(hades, "fate", "milestone", "carla", "--kind", "notable", "--table", "t")
    assert notable["data"]["character"]["refresh"] == 1
    major = _json(hades, "fate", "milestone", "carla", "--prouesse", "--table", "t")
    assert major["data"]["character"]["refresh"] == 1  # +1, then spent on the Prouesse
    assert hades("fate", "milestone", "carla", "--kind", "mineur", "--prouesse",
                 "--table", "t")[0] == 0
    code, _, err = hades("fate", "milestone", "carla", "--kind", "mineur", "--prouesse",
                         "--table", "t")
    assert (code, err) == (2, "hades : Plus d'actualisation pour acheter une prouesse.")


def test_a_hit_says_the_damage_absorbed_not_the_box(hades) -> None:
    _fate_table(hades, "Bob")
    assert hades("fate", "hit", "bob", "physique", "1", "--table", "t")[0] == 0
    second = _json(hades, "fate", "hit", "bob", "physique", "1", "--table", "t")
    assert (second["data"]["absorbed"], second["data"]["box"]) == (1, 2)
    assert second["table"] == ("1 dégât absorbé. Case 2 de stress physique cochée. Bob reste"
                               " dans le conflit.")


def test_a_hit_too_big_for_the_stress_asks_for_a_consequence(hades) -> None:
    """« Quand vous n'avez pas assez de Stress ou de Conséquences »: with free Conséquences,
    a hit of 3 on two boxes is not « hors conflit » at once."""
    _fate_table(hades, "Bob")
    code, out, err = hades("fate", "hit", "bob", "physique", "3", "--table", "t")
    assert (code, out) == (2, "")
    assert err == ("hades : Il manque 1 dégât à absorber. Bob peut prendre une conséquence"
                   " légère, modérée, sévère ou extrême, sinon Bob est hors conflit. Dites"
                   " laquelle.")
    assert _kinds("t") == ["fate_create"]  # nothing was done
    code, _, err = hades("fate", "hit", "bob", "physique", "9", "--table", "t")
    assert "plusieurs conséquences parmi légère, modérée, sévère et extrême" in err
    saved = _json(hades, "fate", "hit", "bob", "physique", "3", "--consequence", "legere",
                  "Essoufflé", "--table", "t")
    assert (saved["data"]["absorbed"], saved["data"]["taken_out"]) == (3, False)
    out_ = _json(hades, "fate", "hit", "bob", "mental", "15", "--table", "t")
    assert out_["data"]["taken_out"]  # nothing could absorb it: out at once
    chosen = _json(hades, "fate", "hit", "bob", "mental", "3", "--hors-conflit", "--table", "t")
    assert chosen["data"]["taken_out"] and chosen["data"]["character"]["consequences"] == {
        "legere": "Essoufflé"}


# ------------------------------------------------------------------ point 11: 3-6-9


def _369_table(hades) -> None:
    assert hades("tables", "--create", "t", "--system", "369")[0] == 0


def test_a_fuite_resets_the_solde_the_next_retraite_reads(hades) -> None:
    _369_table(hades)
    assert hades("369", "reserve", "Zoé", "--marasme", "3", "--table", "t")[0] == 0
    assert hades("369", "turn", "--solde", "9", "--seed", "1", "--table", "t")[0] == 0
    assert hades("369", "flee", "zoe", "--table", "t")[0] == 0
    for seed in range(6):
        retreat = _json(hades, "369", "retreat", "zoe", "--seed", str(seed), "--table", "t")
        assert (retreat["data"]["solde"], retreat["data"]["lost"]) == (0, False)
    assert hades("369", "turn", "--solde", "7", "--seed", "1", "--table", "t")[0] == 0
    assert _json(hades, "369", "retreat", "zoe", "--seed", "1", "--table", "t")[
        "data"]["solde"] == 7  # a new tour, its solde


def test_an_unknown_opponent_is_refused_in_french(hades) -> None:
    _369_table(hades)
    code, out, err = hades("369", "turn", "--solde", "12", "--opponent", "Gobelin", "--table",
                           "t")
    assert (code, out) == (2, "")
    assert err == ("hades : Je ne connais pas Gobelin à cette table : donnez-lui d'abord une"
                   " réserve, ou lancez le tour sans nommer l'adversaire.")
    assert _kinds("t") == []
    code, _, err = hades("369", "turn", "--solde", "12", "--opponent", "Gobelin")
    assert code == 2 and "se joue à une table" in err


def test_names_keep_the_players_first_spelling(hades) -> None:
    _369_table(hades)
    assert hades("369", "reserve", "Orque", "--marasme", "3", "--table", "t")[0] == 0
    code, out, _ = hades("369", "reserve", "ORQUE", "--fortune", "1", "--table", "t")
    assert out == "Orque : 1 dé de fortune, 3 dés de marasme."
    turn = _json(hades, "369", "turn", "--solde", "12", "--opponent", "ORQUE", "--seed", "1",
                 "--table", "t")
    assert "Orque défausse 2 dés de marasme." in turn["table"] and "ORQUE" not in turn["table"]
    assert hades("369", "reserves", "--table", "t")[1].startswith("Orque :")


# ------------------------------------------------------------------ point 12: krâsses


def _brute_success(bonus: int, difficulty: int, dk: int, circumstance: int) -> Fraction:
    """Every face of every die, counted one by one."""
    wins = total = 0
    for faces in product(range(1, 11), range(1, 11), *[range(1, 7)] * (dk + circumstance)):
        first, second, *rest = faces
        extra = sum(krasse_value(face) for face in rest[:dk])
        harder = sum(krasse_value(face) for face in rest[dk:])
        special = krasses.special_for(first, second)
        success = (special.forces > 0 if special is not None
                   else first + second + bonus + extra > difficulty + harder)
        wins += success
        total += 1
    return Fraction(wins, total)


@pytest.mark.parametrize(("dk", "circumstance"), [(0, 0), (1, 0), (2, 1), (0, 2)])
def test_odds_with_krasse_dice_are_exact(hades, dk: int, circumstance: int) -> None:
    odds = _json(hades, "krasses", "odds", "--bonus", "5", "--difficulty", "20", "--dk",
                 str(dk), "--circumstance", str(circumstance))
    assert Fraction(odds["data"]["success"]) == _brute_success(5, 20, dk, circumstance)


def test_spoken_odds_with_krasse_dice() -> None:
    from actions.games.krasses import odds, roll_words

    found = roll_words("plus 5 contre ardu avec 2 krasses et une krasse de circonstance")
    assert (found["krasse_dice"], found["circumstance"]) == ("2", "1")
    said = odds(found)
    assert Fraction(said.data["success"]) == _brute_success(5, 20, 2, 1)
    assert "avec 2 dés krâsses et 1 krâsse de circonstance" in said.table


@pytest.mark.parametrize("difficulty", ["4", "41", "0", "-3", "60"])
def test_difficulties_outside_5_to_40_are_refused(hades, difficulty: str) -> None:
    code, _, err = hades("krasses", "roll", "--difficulty", difficulty)
    assert code == 2
    assert err.endswith("pour la difficulté : dites un nombre entre cinq et quarante.")
    assert hades("krasses", "odds", "--difficulty", difficulty)[0] == 2


@pytest.mark.parametrize("difficulty", ["5", "40", "héroïque", "ouverte"])
def test_difficulties_inside_5_to_40_are_rolled(hades, difficulty: str) -> None:
    assert hades("krasses", "roll", "--difficulty", difficulty)[0] == 0


def test_spoken_circumstance_dice_raise_the_difficulty_and_leave_the_heap(hades) -> None:
    """« Les dK ainsi utilisés ne sont jamais placés dans le tas »: an empty tas refuses
    nothing, the difficulty grows by their points, the tas does not move."""
    from actions.games.krasses import KrassesRoll
    from test_sys_actions import TABLE, _run, _said

    assert hades("tables", "--create", TABLE, "--system", "krasses")[0] == 0
    said = _said(_run(KrassesRoll(), "krasses_roll",
                      "plus 5 contre moyen avec deux krâsses de circonstance",
                      skill="plus 5", difficulty="moyen", krasse_dice="2")[0])
    data = said["data"]
    assert len(data["circumstance_faces"]) == 2 and data["krasse_faces"] == []
    assert data["heap"] == 0
    both = _said(_run(KrassesRoll(), "krasses_roll",
                      "plus 5 contre moyen avec 2 krâsses et 1 krâsse de circonstance",
                      skill="plus 5", difficulty="moyen", krasse_dice="2")[0])
    assert both["table"].startswith("Pas assez de dés krâsses")  # the 2 dK: from the tas


# ------------------------------------------------------------------ points 10 and 15


def test_2d6_opposed_rolls_are_played_at_a_table(hades) -> None:
    assert hades("tables", "--create", "d", "--system", "2d6")[0] == 0
    words = ("2d6", "oppose", "--skill", "3", "--against", "4", "--difficulty", "complexe",
             "--seed", "2")
    played = _json(hades, *words, "--table", "d")
    assert played["data"]["journal_id"] and _kinds("d") == ["deux_d6_oppose"]
    free = _json(hades, *words)  # the default table plays HaDes: a free roll
    assert {key: value for key, value in played["data"].items()
            if key not in ("journal_id", "table")} == free["data"]
    assert _kinds() == []
    assert hades("repeat", "--table", "d")[1] == played["table"]


def test_a_roll_is_journaled_at_the_default_table_when_it_plays_the_game(hades) -> None:
    assert hades("system", "fate")[0] == 0
    rolled = _json(hades, "fate", "roll", "--skill", "3", "--opposition", "2", "--seed", "5")
    assert rolled["data"]["table"] == DEFAULT_TABLE
    assert _kinds() == ["system_switch", "fate_roll"]
    assert hades("system", "krasses")[0] == 0
    assert hades("krasses", "coop", "5", "3", "--difficulty", "moyen", "--seed", "3")[0] == 0
    assert hades("krasses", "roll", "--difficulty", "moyen", "--seed", "3")[0] == 0
    assert _kinds()[-2:] == ["krasses_coop", "krasses_roll"]
    assert hades("system", "369")[0] == 0
    assert hades("369", "turn", "--solde", "3", "--seed", "3")[0] == 0
    assert _kinds()[-1] == "trois_six_neuf_turn"


def test_krasses_coop_takes_a_table(hades) -> None:
    assert hades("tables", "--create", "k", "--system", "krasses")[0] == 0
    coop = _json(hades, "krasses", "coop", "5", "3", "--difficulty", "moyen", "--degrees", "2",
                 "1", "--seed", "3", "--table", "k")
    assert coop["data"]["journal_id"] and _kinds("k") == ["krasses_coop"]


@pytest.mark.parametrize(
    ("words", "switch"),
    [
        (("fate", "roll", "--skill", "3", "--opposition", "2"), "hades system fate --table t"),
        (("fate", "state"), "hades system fate --table t"),
        (("fate", "create", "alice"), "hades system fate --table t"),
        (("2d6", "oppose", "--skill", "3", "--against", "4", "--difficulty", "ardue"),
         "hades system 2d6 --table t"),
        (("369", "turn", "--solde", "3"), "hades system 369 --table t"),
        (("369", "reserves"), "hades system 369 --table t"),
        (("krasses", "coop", "5", "3", "--difficulty", "moyen"),
         "hades system krasses --table t"),
        (("krasses", "heap", "--conteur", "2"), "hades system krasses --table t"),
    ],
)
def test_a_game_command_at_another_games_table_exits_2_and_names_the_switch(
    hades, words: tuple[str, ...], switch: str
) -> None:
    assert hades("tables", "--create", "t")[0] == 0
    code, out, err = hades(*words, "--table", "t")
    assert (code, out) == (2, "")
    assert err.startswith("hades : Cette table joue à HaDes.") and err.endswith(switch)
    assert _kinds("t") == []


def test_a_game_command_at_the_default_table_names_the_switch_without_table(hades) -> None:
    code, _, err = hades("fate", "state")
    assert code == 2 and err.endswith("tapez : hades system fate")


@pytest.mark.parametrize(
    ("said", "key"),
    [("fate", "fate"), ("zFate", "fate"), ("2d6", "deux_d6"), ("369", "trois_six_neuf"),
     ("3-6-9", "trois_six_neuf"), ("krâsses", "krasses"), ("2d10", "krasses"),
     ("hades", "hades"), ("deux_d6", "deux_d6")],
)
def test_tables_create_takes_the_names_system_takes(hades, said: str, key: str) -> None:
    assert hades("tables", "--create", "n", "--system", said)[0] == 0
    with Ledger() as ledger:
        assert ledger.state("n").system == key


def test_tables_create_refuses_an_unknown_game_in_french(hades) -> None:
    code, _, err = hades("tables", "--create", "n", "--system", "pendragon")
    assert code == 2 and "je ne connais pas le jeu pendragon" in err


# ------------------------------------------------------------------ point 8 (the simplest)


def test_combining_a_skill_and_total_defense(hades) -> None:
    """« +1 par personne l'aidant avec une Compétence d'au moins +1 »; « Défense totale : …
    +2 à toutes vos défenses »: the same seed throws the same dés Fate."""
    _fate_table(hades, "Alice")
    words = ("fate", "roll", "--skill", "3", "--opposition", "2", "--seed", "4")
    plain = _json(hades, *words)
    helped = _json(hades, *words, "--helpers", "2", "1", "0", "-1", "--defense-totale")
    assert helped["data"]["faces"] == plain["data"]["faces"]
    assert helped["data"]["total"] == plain["data"]["total"] + 2  # two helpers of +1 or more
    assert helped["data"]["opposition_total"] == plain["data"]["opposition_total"] + 2
    assert "Aide : plus deux. Défense totale : plus deux à l'opposition." in helped["table"]
    assert hades(*words, "--helpers", "2", "1", "--character", "Alice", "--table", "t")[0] == 0
    invoked = _json(hades, "fate", "invoke", "alice", "--aspect", "Têtue", "--table", "t")
    assert invoked["data"]["total"] == plain["data"]["total"] + 2 + 2  # the help is kept


def test_the_tables_roll_keeps_its_helpers_defense_and_weapon_through_an_invocation() -> None:
    """The roll the chat plays (``FateBooks.roll``) takes the help said; an Invocation after it
    keeps it, and the same seed throws the same dés Fate."""
    from assistant.game.games.fate import FateBooks

    with Ledger() as ledger:
        ledger.create_table("t", "fate")
        books = FateBooks(ledger, "t")
        books.create("Alice", refresh=3)
        plain = books.roll("3", "2", roller="Alice", seed=4).data
        helped = books.roll("3", "2", roller="Alice", seed=4, helpers=(2, 0),
                            total_defense=True, weapon=2).data
        assert helped["faces"] == plain["faces"]
        assert helped["total"] == plain["total"] + 1  # the helper at Médiocre adds nothing
        assert helped["opposition_total"] == plain["opposition_total"] + 2
        assert helped["weapon"] == 2
        invoked = books.invoke("Alice", "Têtue").data
        assert invoked["total"] == helped["total"] + 2
        assert invoked["opposition_total"] == helped["opposition_total"]


def test_a_spoken_2d6_opposed_roll_keeps_the_opponent(hades) -> None:
    """Point 10: « compétence 3 contre compétence 2, difficulté ardue » is an opposed roll,
    journaled at the table like the command line's."""
    from actions.games.deux_d6 import DeuxD6Roll
    from test_sys_actions import SEED, TABLE, _run, _said

    assert hades("tables", "--create", TABLE, "--system", "2d6")[0] == 0
    said = _said(_run(DeuxD6Roll(), "deux_d6_roll", "compétence 3 contre compétence 2,"
                      " difficulté ardue", skill="3", difficulty="ardue")[0])
    assert said["data"]["seed"] == SEED and _kinds(TABLE) == ["deux_d6_oppose"]
    cli = _json(hades, "2d6", "oppose", "--skill", "3", "--against", "2", "--difficulty",
                "ardue", "--seed", str(SEED))
    assert said["table"] == cli["table"]
    plain = _said(_run(DeuxD6Roll(), "deux_d6_roll", "compétence 3, difficulté ardue",
                       skill="3", difficulty="ardue")[0])
    assert plain["data"]["kind"] == "deux_d6_check"  # no opponent said: a plain roll


def test_a_spoken_hit_asks_then_takes_the_consequence_said(hades) -> None:
    """Point 7 by voice: « Bob encaisse trois de stress physique » asks which Conséquence;
    « … avec une conséquence légère Essoufflé » takes it; « … il est hors conflit » accepts."""
    from actions.games.fate import FateHit
    from test_sys_actions import TABLE, _run, _said

    assert hades("tables", "--create", TABLE, "--system", "fate")[0] == 0
    assert hades("fate", "create", "Bob", "--table", TABLE)[0] == 0
    asked = _said(_run(FateHit(), "fate_hit", "Bob encaisse trois de stress physique",
                       protagonist="bob", amount="3", stress="physique")[0])
    assert asked["table"].startswith("Il manque 1 dégât à absorber. Bob peut prendre une"
                                     " conséquence légère")
    assert _kinds(TABLE) == ["fate_create"]
    taken = _said(_run(FateHit(), "fate_hit", "Bob encaisse trois de stress physique avec une"
                       " conséquence légère Essoufflé", protagonist="bob", amount="3",
                       stress="physique")[0])
    assert taken["data"]["character"]["consequences"] == {"legere": "Essoufflé"}
    assert taken["data"]["absorbed"] == 3
    out = _said(_run(FateHit(), "fate_hit", "Bob encaisse trois de stress mental, il est hors"
                     " conflit", protagonist="bob", amount="3", stress="mental")[0])
    assert out["data"]["taken_out"] is True


def test_a_weapon_adds_to_the_marges_of_a_hit(hades) -> None:
    """Point 8: « C'est la Marge ajoutée si une Attaque est réussie (inflige au moins 1
    Marge) »; the same seed, the same dés Fate."""
    words = ("fate", "roll", "--skill", "3", "--opposition", "2", "--seed", "4")
    tie = _json(hades, *words, "--weapon", "2")
    assert (tie["data"]["shifts"], tie["data"]["damage"]) == (0, 0)
    assert tie["table"].endswith("L'attaque ne touche pas : l'arme n'ajoute rien.")
    hit = _json(hades, *words, "--weapon", "2", "--helpers", "1")
    assert hit["data"]["faces"] == tie["data"]["faces"]
    assert (hit["data"]["shifts"], hit["data"]["damage"]) == (1, 3)
    assert hit["table"].endswith("1 marge. Avec l'arme, 3 dégâts.")
    assert hades(*words, "--weapon", "11")[0] == 2


def test_compels_move_their_fate_points(hades) -> None:
    """Point 8: « Une fois la complication acceptée, vous gagnez un Point de Fortune … la
    refuser, au prix d'un Point de Fortune »; proposed by Claire, she pays one either way."""
    _fate_table(hades, "Henri", "Claire")
    accepted = _json(hades, "fate", "compel", "henri", "--table", "t")
    assert accepted["data"]["character"]["fate_points"] == 3
    refused = _json(hades, "fate", "compel", "henri", "--refuse", "--by", "claire",
                    "--table", "t")
    assert refused["table"] == ("Contrainte refusée. Claire dépense 1 point de fortune, il lui"
                                " en reste 1. Henri dépense 1 point de fortune, il lui en"
                                " reste 2.")
    assert hades("fate", "compel", "henri", "--by", "claire", "--table", "t")[0] == 0
    code, _, err = hades("fate", "compel", "henri", "--by", "claire", "--table", "t")
    assert code == 2 and "Pas assez de points de fortune" in err
    with Ledger() as ledger:
        state = ledger.state("t")
        assert (state.data("fate:henri")["fate_points"],
                state.data("fate:claire")["fate_points"]) == (3, 0)
    assert hades("undo", "--table", "t")[0] == 0
    with Ledger() as ledger:
        assert ledger.state("t").data("fate:claire")["fate_points"] == 1


def test_the_sheet_says_hors_conflit_until_the_scene_ends(hades) -> None:
    """Point 8: a character taken out (or who concedes) is « hors conflit » on his sheet until
    `fate clear` ends the scène; a sheet stored before this had no such flag."""
    _fate_table(hades, "Bob")
    out = _json(hades, "fate", "hit", "bob", "physique", "20", "--table", "t")
    assert out["data"]["character"]["out"] is True
    sheet = hades("fate", "state", "--table", "t")[1]
    assert sheet.endswith("Aucune conséquence. Bob est hors conflit.")
    assert hades("fate", "clear", "bob", "--table", "t")[1].endswith("Aucune conséquence.")
    conceded = _json(hades, "fate", "concede", "bob", "--table", "t")
    assert conceded["data"]["character"]["out"] is True
    from hades_core.systems import fate_character as sheets

    old = {key: value for key, value in conceded["data"]["character"].items() if key != "out"}
    assert sheets.character_from_data(old).out is False
