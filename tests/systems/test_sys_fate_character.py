"""zFate bookkeeping: Points de Fortune, Stress, Conséquences (state in → new state out)."""

from __future__ import annotations

import dataclasses
import json

import pytest

from hades_core.systems import fate_character as fc
from hades_core.systems.errors import NotEnoughPointsError, RefusedMoveError
from hades_core.systems.fate import Invocation, InvocationEffect, roll_skill
from hades_core.systems.fate_character import ConsequenceLevel, StressKind


def test_new_character_starts_with_its_refresh() -> None:
    henri = fc.new_character("Henri", refresh=2)
    assert henri.fate_points == 2
    assert henri.stress["physique"] == (False, False)
    assert henri.consequences == {}


def test_compels_and_concession_move_fate_points() -> None:
    henri = fc.new_character("Henri", refresh=1)
    henri = fc.gain_fate_point(henri)  # Contrainte acceptée
    assert henri.fate_points == 2
    henri = fc.spend_fate_point(henri)  # Contrainte refusée
    assert henri.fate_points == 1
    # « vous gagnez un Point de Fortune, et 1PF supplémentaire pour chaque Conséquence »
    assert fc.concede(henri, consequences_taken=2).fate_points == 4


def test_spending_more_points_than_held_is_refused() -> None:
    claire = fc.new_character("Claire", refresh=0)
    with pytest.raises(NotEnoughPointsError) as refused:
        fc.spend_fate_point(claire)
    assert refused.value.fields() == {"what": "points_de_fortune", "available": 0, "needed": 1}


def test_refresh_raises_to_actualisation_keeps_extra_and_skips_cliffhangers() -> None:
    low = fc.new_character("A", refresh=2, fate_points=0)
    high = fc.new_character("B", refresh=2, fate_points=5)
    assert fc.refresh_for_session(low).fate_points == 2
    assert fc.refresh_for_session(high).fate_points == 5
    assert fc.refresh_for_session(low, cliffhanger=True).fate_points == 0


def test_paid_invocation_spends_a_point_and_free_one_does_not(scripted) -> None:
    henri = fc.new_character("Henri", refresh=1)
    roll = roll_skill(2, 3, scripted(3, 3, 3, 3))
    henri, roll = fc.invoke_aspect(
        henri, roll, Invocation("Têtu", InvocationEffect.BONUS), scripted()
    )
    assert (henri.fate_points, roll.total) == (0, 4)
    henri, roll = fc.invoke_aspect(
        henri,
        roll,
        Invocation("Sombre", InvocationEffect.BONUS, free=True, personal=False),
        scripted(),
    )
    assert (henri.fate_points, roll.total) == (0, 6)
    with pytest.raises(NotEnoughPointsError):
        fc.invoke_aspect(
            henri,
            roll,
            Invocation("Boue", InvocationEffect.RELANCE, personal=False),
            scripted(1, 1, 1, 1),
        )


def test_stress_box_and_consequence_absorb_a_hit() -> None:
    henri = fc.new_character("Henri")
    hit = fc.take_hit(
        henri,
        4,
        StressKind.PHYSIQUE,
        box=2,
        consequences={ConsequenceLevel.MODEREE: "Entaille profonde"},
    )
    assert (hit.absorbed, hit.remaining, hit.taken_out) == (4, 0, False)
    assert hit.character.stress["physique"] == (False, True)
    assert hit.character.consequences == {"moderee": "Entaille profonde"}
    assert henri.stress["physique"] == (False, False)  # the old state is untouched


def test_one_damage_left_takes_the_character_out() -> None:
    hit = fc.take_hit(fc.new_character("Henri"), 3, StressKind.MENTAL, box=2)
    assert (hit.remaining, hit.taken_out) == (1, True)


@pytest.mark.parametrize(
    ("level", "absorbs", "recovery"),
    [
        (ConsequenceLevel.LEGERE, 1, 2),
        (ConsequenceLevel.MODEREE, 2, 4),
        (ConsequenceLevel.SEVERE, 4, 6),
        (ConsequenceLevel.EXTREME, 6, None),
    ],
)
def test_consequence_values_from_the_text(level: ConsequenceLevel, absorbs: int, recovery) -> None:
    assert (level.absorbs, level.recovery_difficulty) == (absorbs, recovery)


def test_checked_box_taken_consequence_and_second_extreme_are_refused() -> None:
    henri = fc.take_hit(
        fc.new_character("Henri"),
        1,
        StressKind.PHYSIQUE,
        box=1,
        consequences={ConsequenceLevel.EXTREME: "Jambe coupée"},
    ).character
    for kwargs, reason in [
        ({"box": 1}, "case_de_stress"),
        ({"box": 3}, "case_de_stress"),
        ({"consequences": {ConsequenceLevel.EXTREME: "Catatonique"}}, "consequence_prise"),
    ]:
        with pytest.raises(RefusedMoveError) as refused:
            fc.take_hit(henri, 1, StressKind.PHYSIQUE, **kwargs)
        assert refused.value.fields()["reason"] == reason
    with pytest.raises(RefusedMoveError) as refused:  # issue 18, point 7
        fc.recover_consequence(henri, ConsequenceLevel.EXTREME)
    assert refused.value.fields()["reason"] == "extreme_ne_se_soigne_pas"
    with pytest.raises(RefusedMoveError) as refused:  # renamed only at a Jalon majeur
        fc.milestone(henri, fc.Milestone.NOTABLE, renamed_extreme="Jambe de bois")
    assert refused.value.fields()["reason"] == "renommer_extreme"
    # a second extrême before the Jalon majeur, even with the first one's slot free
    healed = dataclasses.replace(henri, consequences={})
    with pytest.raises(RefusedMoveError) as refused:
        fc.take_hit(
            healed, 6, StressKind.PHYSIQUE, consequences={ConsequenceLevel.EXTREME: "Phobie"}
        )
    assert refused.value.fields()["reason"] == "extreme_deja_prise"
    after_milestone = fc.milestone(henri, fc.Milestone.MAJEUR, renamed_extreme="Jambe de bois")
    assert after_milestone.consequences == {} and after_milestone.refresh == henri.refresh + 1
    assert not fc.take_hit(
        after_milestone, 6, StressKind.PHYSIQUE, consequences={ConsequenceLevel.EXTREME: "Phobie"}
    ).taken_out


def test_rest_clears_stress_but_not_consequences() -> None:
    hit = fc.take_hit(
        fc.new_character("Henri"),
        3,
        StressKind.PHYSIQUE,
        box=2,
        consequences={ConsequenceLevel.LEGERE: "Essoufflé"},
    )
    rested = fc.clear_stress(hit.character)
    assert rested.stress["physique"] == (False, False)
    assert rested.consequences == {"legere": "Essoufflé"}


def test_character_round_trips_through_json() -> None:
    hit = fc.take_hit(fc.new_character("Henri", stress_boxes=3), 2, StressKind.RESSOURCES, box=2)
    text = json.dumps(fc.character_to_data(hit.character))
    assert fc.character_from_data(json.loads(text)) == hit.character


def test_a_concession_pays_for_the_consequences_taken_in_the_conflict() -> None:
    """« 1PF supplémentaire pour chaque Conséquence subie pendant ce conflit »: counted by the
    sheet since the scène began, whether the table says them or not."""
    lise = fc.new_character("Lise", refresh=2)
    lise = fc.take_hit(lise, 2, StressKind.PHYSIQUE, box=1,
                       consequences={ConsequenceLevel.LEGERE: "Avant-bras entaillé"}).character
    assert fc.concede(lise).fate_points == 4
    assert fc.concede(lise, consequences_taken=0).fate_points == 4
    rested = fc.clear_stress(lise)
    assert fc.concede(rested).fate_points == 3  # a new Conflit: the old Conséquence is paid
    assert fc.refresh_for_session(lise).taken_in_conflict == 0  # and so is a new séance
    assert fc.character_from_data(fc.character_to_data(lise)).taken_in_conflict == 1
