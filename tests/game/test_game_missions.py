"""The seed's colis script and Bob and John's competition, played through ``hades``."""

from __future__ import annotations

from hades_core.competition import resolve_competition
from hades_core.dice import SeededDice
from hades_core.outcome import Outcome
from hades_core.script import ScriptStep, resolve_script

from game_helpers import destin_of

COLIS = [ScriptStep(1, 2), ScriptStep(2, 1), ScriptStep(2, 1)]


def test_colis_script_revers_with_three_evens_stops_at_step_two(hades_json) -> None:
    """« 4D contre 5D … 3 pairs pour les protagonistes et 4 pairs pour l'adversité soit un
    revers (-1). On interrompt le script à l'étape 2) »."""
    seed = next(s for s in range(20000) if (lambda r: (
        r.resolution.protagonist.evens, r.resolution.obstacle.evens) == (3, 4))(
        resolve_script(COLIS, SeededDice(s))))
    answer = hades_json("script", "1:2", "2:1", "2:1", "--seed", str(seed),
                        "--protagonist", "Bob")
    assert answer["data"]["roll"]["outcome"] == "revers"
    assert answer["data"]["interrupted_step"] == 2
    assert "Interrompu à l'étape deux sur trois." in answer["table"]
    assert destin_of(hades_json) == 5 - 4


def test_bob_and_john_second_round_both_succeed_bob_wins_on_the_even_sum(hades_json) -> None:
    """Second round: « Bob: hélico, rapide vs se poser / John: moto, GSX-R vs circulation,
    police … les deux obtiennent un succès (6,4 pour Bob et 2,2 pour John) »."""
    def fits(seed: int) -> bool:
        race = resolve_competition((2, 1), (2, 2), SeededDice(seed))
        return (race.protagonists.outcome is Outcome.SUCCES
                and race.rivals.outcome is Outcome.SUCCES
                and race.protagonists.protagonist.even_sum > race.rivals.protagonist.even_sum)

    seed = next(s for s in range(50000) if fits(s))
    answer = hades_json("competition", "2:1", "2:2", "--seed", str(seed),
                        "--protagonist", "Bob", "--rival", "John")
    assert answer["data"]["winner"] == "protagonistes" and answer["data"]["tie_broken"]
    assert answer["table"].startswith("Les protagonistes l'emportent.")
    assert "Départagés par la somme des pairs" in answer["table"]
    assert destin_of(hades_json) == (1 - 2) + (2 - 2)
