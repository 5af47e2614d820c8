"""French wording of the four systems: result first, the dice, the JSON view, errors."""

from __future__ import annotations

import json
from fractions import Fraction

import pytest

from assistant.reply import Reply
from assistant.wording import systems as wording
from hades_core.systems import deux_d6, fate, krasses, trois_six_neuf
from hades_core.systems.errors import (
    NotANumberError,
    NotEnoughPointsError,
    RefusedMoveError,
    UnknownLevelError,
    UnknownSystemError,
    ValueRangeError,
)
from hades_core.systems.fate import Invocation, InvocationEffect
from hades_core.systems.fate_character import (
    ConsequenceLevel,
    StressKind,
    gain_fate_point,
    invoke_aspect,
    new_character,
    take_hit,
)
from hades_core.systems.krasse_dice import KrasseState, start_scenario
from assistant.wording.games import deux_d6 as deux_d6_wording
from assistant.wording.games import fate as fate_wording
from assistant.wording.games import krasses as krasses_wording
from assistant.wording.games import trois_six_neuf as trois_six_neuf_wording


def _json_ok(reply: Reply) -> dict:
    return json.loads(json.dumps(reply.data))


def test_fate_roll_says_the_outcome_the_dice_and_the_ladder(scripted) -> None:
    roll = fate.roll_skill(3, 1, scripted(5, 5, 3, 1))
    reply = fate_wording.fate_roll(roll, seed=42)
    assert reply.table.startswith("Succès avec style !")
    assert "plus, plus, vide, moins, soit plus un" in reply.table
    assert "Excellent, plus quatre, contre Moyen, plus un" in reply.table
    assert "3 marges" in reply.table
    assert _json_ok(reply)["outcome"] == "succes_avec_style" and reply.data["seed"] == 42
    assert reply.gm is None


def test_fate_failure_says_what_is_missing_and_levels_beyond_the_table(scripted) -> None:
    reply = fate_wording.fate_roll(fate.roll_skill(9, 12, scripted(3, 3, 3, 3)))
    assert reply.table.startswith("Échec.")
    assert "Résultat plus neuf, contre plus douze" in reply.table
    assert "Il manque 3." in reply.table


def test_fate_odds_and_character_sheet() -> None:
    odds = fate_wording.fate_odds(3, 2)
    assert "succès avec style 19 pour cent" in odds.table
    assert sum(map(Fraction, odds.data["probabilities"].values())) == 1
    hit = take_hit(
        new_character("henri"),
        5,
        StressKind.PHYSIQUE,
        box=2,
        consequences={ConsequenceLevel.MODEREE: "Entaille profonde"},
    )
    assert "Henri est hors conflit, rien n'est coché." in fate_wording.fate_hit(hit).table
    kept = take_hit(new_character("henri"), 4, StressKind.PHYSIQUE, box=2,
                    consequences={ConsequenceLevel.MODEREE: "Entaille profonde"})
    assert fate_wording.fate_hit(kept).table == "4 dégâts absorbés. Henri reste dans le conflit."
    sheet = fate_wording.fate_character(kept.character).table
    assert "2 points de fortune" in sheet and "modérée, Entaille profonde" in sheet
    assert "physique 1 sur 2" in sheet


def test_deux_d6_check_and_no_roll_cases(scripted) -> None:
    reply = deux_d6_wording.deux_d6_check(deux_d6.check(2, deux_d6.Difficulty.SIMPLE, scripted(3, 3)))
    assert reply.table.startswith("Réussi ! Dés 3 et 3, total 6, base 10, réussi de 4.")
    assert _json_ok(reply)["quality"] == "reussi"
    sure = deux_d6_wording.deux_d6_check(deux_d6.check(0, deux_d6.Difficulty.REUSSITE_ASSUREE, scripted()))
    assert sure.table == "Réussite assurée : inutile de lancer les dés."
    lost = deux_d6_wording.deux_d6_check(deux_d6.check(0, deux_d6.Difficulty.IMPOSSIBLE, scripted()))
    assert lost.table == "Impossible : inutile de lancer les dés, l'action échoue."
    low = deux_d6_wording.deux_d6_check(deux_d6.check(0, deux_d6.Difficulty.INSENSEE, scripted(1, 2)))
    assert low.table.startswith("Désastre.")  # base −8, still rolled for its quality
    assert "base moins huit" in low.table and "-8" not in low.table  # no minus read aloud


def test_deux_d6_opposition_winner_first(scripted) -> None:
    result = deux_d6.oppose(2, 6, deux_d6.Difficulty.ARDUE, scripted(5, 5, 6, 6))
    reply = deux_d6_wording.deux_d6_opposition(result)
    assert reply.table.startswith("Le défenseur l'emporte.")
    assert "Attaquant : raté, dés 5 et 5" in reply.table
    assert _json_ok(reply)["winner"] == "defenseur"


def test_trois_six_neuf_turn(scripted) -> None:
    reply = trois_six_neuf_wording.trois_six_neuf_turn(trois_six_neuf.play_turn(9, scripted(6, 10, 4, 10, 7)))
    assert reply.table.startswith("Les personnages l'emportent, réussite de 19.")
    assert "Dés de fortune : 4, 10 et 7, aucun ne sert." in reply.table
    assert "Gain de solde au tour suivant : 5." in reply.table
    assert _json_ok(reply)["winner"] == "pj"
    tie = trois_six_neuf_wording.trois_six_neuf_turn(trois_six_neuf.play_turn(2, scripted(2, 2, 5, 6, 9)))
    assert "1 égalité d'abord, relancé avec 1 dé de radicalisation." in tie.table


def test_trois_six_neuf_discard_and_odds(scripted) -> None:
    reply = trois_six_neuf_wording.trois_six_neuf_turn(trois_six_neuf.play_turn(12, scripted(6, 5, 1, 1, 1)))
    assert "L'adversité défausse 2 dés de marasme." in reply.table
    assert "68 pour cent" in trois_six_neuf_wording.trois_six_neuf_odds(4).table


def test_krasses_check_special_and_krasses(scripted) -> None:
    reply = krasses_wording.krasses_check(
        krasses.check(0, krasses.Difficulty.HEROIQUE, scripted(10, 7, 6, 3), krasses=2)
    )
    assert reply.table.startswith("Réussite automatique ! Total 26 contre Héroïque, 40.")
    assert "Krâsses : 2 dés krâsses, 1 krâsse et 1 demi-krâsse, plus neuf." in reply.table
    assert _json_ok(reply)["special"] == "reussite_automatique"
    open_roll = krasses_wording.krasses_check(krasses.check(2, None, scripted(4, 4)))
    assert open_roll.table.startswith("Résultat 10, difficulté ouverte.")


def test_krasses_opposed_tie_goes_to_the_player(scripted) -> None:
    reply = krasses_wording.krasses_opposed(krasses.oppose(2, 5, scripted(5, 6, 4, 4)))
    assert reply.table.startswith("Le personnage du joueur l'emporte, 13 contre 13 à égalité")


def test_krasses_contre_krasse_and_heap(scripted) -> None:
    result = krasses.contre_krasse(3, 5, 4, 4, scripted(4, 4, 5, 5, 6, 3, 1, 1, 1, 1, 1, 1))
    reply = krasses_wording.krasses_contre_krasse(result)
    assert reply.table.startswith("Contre-krâsse : le joueur prend les 8 dés krâsses, dés 8 contre 10.")
    assert "Krâsses : 8 dés krâsses, 1 krâsse et 1 demi-krâsse, plus neuf." in reply.table
    heap = krasses_wording.krasses_state(start_scenario(KrasseState(), "ana", 3, 1))
    assert heap.table == "Tas de krâsses : 1 dé krâsse. Gardés : Ana 2."


@pytest.mark.parametrize(
    ("error", "expected"),
    [
        (
            ValueRangeError(name="competence", value=50, low=-20, high=20),
            "Je n'accepte pas 50 pour la compétence : dites un nombre entre moins vingt et vingt.",
        ),
        (
            UnknownLevelError(system="fate", text="formidable", known=[]),
            "Je ne connais pas le niveau formidable. Dites un niveau de l'Échelle comme Bon,"
            " ou un nombre comme 3.",
        ),
        (
            NotEnoughPointsError(what="points_de_fortune", available=0, needed=1),
            "Pas assez de points de fortune : il en faut 1, il n'y en a aucun.",
        ),
        (
            RefusedMoveError(reason="extreme_deja_prise", level="extreme"),
            "Une seule conséquence extrême par jalon majeur.",
        ),
        (
            NotANumberError(name="solde", text="beaucoup"),
            "Je n'ai pas compris le nombre pour le solde : beaucoup. Dites par exemple plus 3 ou"
            " moins 2.",
        ),
        (
            UnknownSystemError(system="donjons", known=["hades", "fate"]),
            "Je ne connais pas le jeu donjons. Choisissez parmi HaDes et zFate.",
        ),
    ],
)
def test_error_sentences(error, expected: str) -> None:
    assert wording.error_sentence(error) == expected
    assert wording.error(error).data["error"] == error.key


def test_trois_six_neuf_names_each_kept_die(scripted) -> None:
    turn = trois_six_neuf.play_turn(0, scripted(5, 3, 8, 2), staked_fortune=1, staked_marasme=1)
    reply = trois_six_neuf_wording.trois_six_neuf_turn(turn)
    assert "Dés de fortune : 8, le 8 est gardé. Dés de marasme : 2, le 2 est gardé." in reply.table


def test_fate_points_and_paid_invocation(scripted) -> None:
    henri = new_character("henri", refresh=1)
    assert fate_wording.fate_points(gain_fate_point(henri, 2), 2).table == (
        "Henri gagne 2 points de fortune, 3 en tout."
    )
    roll = fate.roll_skill(2, 3, scripted(3, 3, 3, 3))
    henri, invoked = invoke_aspect(
        henri, roll, Invocation("Têtu", InvocationEffect.BONUS), scripted()
    )
    reply = fate_wording.fate_invocation(henri, invoked, paid=True)
    assert reply.table.startswith("Succès !")
    assert reply.table.endswith("Henri dépense 1 point de fortune, il ne lui en reste aucun.")
    assert reply.data["character"]["fate_points"] == 0


def test_system_choice_switch_and_system_needing_a_switch() -> None:
    assert wording.system_confirmed("trois_six_neuf").table == "Cette table joue déjà à 3-6-9."
    assert wording.system_needs_table("hades", "krasses").table == (
        "Cette table joue à HaDes. Pour jouer à 2d10 et krâsses, dites : on joue à"
        " 2d10 et krâsses."
    )
    switched = wording.system_switched("hades", "fate")
    assert switched.table == "Cette table joue maintenant à zFate (avant : HaDes)."
    assert switched.data == {"kind": "system_switch", "system": "fate", "previous": "hades"}
