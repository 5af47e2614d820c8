"""The 2d10 + krâsses game played at a table: the tas de krâsses (under ``krasses``) and the dK
each player keeps; every roll moves them as the text says, in the same journaled transaction
(« annule » puts the tas back as it was).

- A player's dK « sont prélevées dans les tas de krâsses » and « remis dans la réserve du
  conteur »: they leave the tas, or the player's own dK when he is named (those he kept at the
  start of the scénario). A roll asking more dK than there are is refused before any die is
  thrown.
- The conteur's dK, rolled for a second rôle, come from his reserve « supposée infinie » and
  « sont placés dans ce qu'on appelle le tas de krâsses ».
- Krâsses de circonstance « ne sont jamais placés dans le tas »: nothing moves.
- Contre-krâsse: « l'autre peut alors annoncer la contre-krâsse et doit mettre en jeu le même
  nombre de dK que le premier » and a player short of dK « doit mettre ce qu'il leur reste »:
  the two stakes are equal, or the player's is smaller and is all he has. The player's stake
  leaves the tas (or his own dK) at once; after the action the pool goes where
  ``krasse_dice.settle_contre_krasse`` says.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from assistant.game.system_books import SystemBooks
from assistant.reply import Reply
from assistant.wording.games import krasses as wording
from hades_core.dice import Dice
from hades_core.systems import krasse_dice, krasses
from hades_core.systems.errors import RefusedMoveError
from hades_core.systems.krasse_dice import KrasseState

KRASSES_KEY = "krasses"
"""Key of the tas de krâsses in the table's data."""

Play = Callable[[KrasseState, Dice], tuple[Reply, KrasseState]]
"""From the tas before the roll and the dice, the answer and the tas after."""


def _state(stored: Any) -> KrasseState:
    return KrasseState() if stored is None else krasse_dice.state_from_data(stored)


def _take(state: KrasseState, count: int, player: str | None, beyond_limit: bool) -> KrasseState:
    """A player's ``count`` dK leave the tas (or ``player``'s own dK)."""
    if not count:
        return state
    return krasse_dice.player_uses(state, count, player, beyond_limit=beyond_limit)


def _with_heap(reply: Reply, state: KrasseState) -> Reply:
    """The roll's answer followed by the tas, said and in the data."""
    heap = wording.krasses_state(state)
    return Reply(table=f"{reply.table} {heap.table}", gm=reply.gm,
                 data={**reply.data, "heap": state.heap, "kept": dict(state.kept)})


class KrassesBooks(SystemBooks):
    """The tas de krâsses at a table, and the rolls that take their dK from it and give them
    back."""

    system = "krasses"

    def heap(
        self,
        conteur: int = 0,
        used: int = 0,
        player: str | None = None,
        charisme: int | None = None,
        to_heap: int = 0,
        shared: int = 0,
    ) -> Reply:
        """The tas de krâsses moves: a player starts the scénario (``charisme`` dK, ``to_heap``
        of them to the tas), the conteur adds the ``conteur`` dK he rolled, ``used`` dK leave
        the tas (or ``player``'s own dK), ``player`` places ``shared`` dK he kept in the tas."""
        def update(stored: Any) -> tuple[Reply, Any]:
            state = _state(stored)
            if player is not None and charisme is not None:
                state = krasse_dice.start_scenario(state, player, charisme, to_heap)
            if player is not None and shared:
                state = krasse_dice.player_shares(state, player, shared)
            state = krasse_dice.conteur_uses(state, conteur)
            if used:
                state = krasse_dice.player_uses(state, used, player if charisme is None else None)
            return wording.krasses_state(state), krasse_dice.state_to_data(state)

        command = {"conteur": conteur, "used": used, "player": player, "charisme": charisme,
                   "to_heap": to_heap, **({"shared": shared} if shared else {})}
        return self._update("krasses_heap", command, KRASSES_KEY, update)

    def state(self) -> Reply:
        """The tas de krâsses and the dK each player keeps."""
        refusal = self.elsewhere()
        if refusal is not None:
            return refusal
        with self.read() as table:
            stored = table.state.data(KRASSES_KEY)
        return wording.krasses_state(_state(stored))

    def _play(self, kind: str, command: dict[str, Any], seed: int | None, play: Play) -> Reply:
        dice, used_seed = self.dice(seed)

        def update(stored: Any) -> tuple[Reply, Any]:
            reply, after = play(_state(stored), dice)
            return _with_heap(reply, after), krasse_dice.state_to_data(after)

        return self._update(kind, {**command, "seed": used_seed}, KRASSES_KEY, update)

    def roll(self, bonus: int, difficulty: str, dk: int = 0, circumstance: int = 0,
             player: str | None = None, conteur: bool = False, beyond_limit: bool = False,
             seed: int | None = None) -> Reply:
        """A jet with ``dk`` dK: a player's leave the tas (or ``player``'s own), the conteur's
        (``conteur``) go to it; ``circumstance`` dK raise the difficulty and move nothing. At
        Automatique (« Pas besoin de jet », seed 004) nothing is thrown: answered, not
        journaled, and no dK leaves the tas."""
        named = krasses.parse_difficulty(difficulty)
        if named is krasses.Difficulty.AUTOMATIQUE:
            refusal = self.elsewhere()
            return refusal or wording.krasses_check(
                krasses.check(bonus, named, self.dice(seed)[0]), seed)

        def play(state: KrasseState, dice: Dice) -> tuple[Reply, KrasseState]:
            after = (krasse_dice.conteur_uses(state, dk) if conteur
                     else _take(state, dk, player, beyond_limit))
            rolled = krasses.check(bonus, named, dice, krasses=dk,
                                   circumstance=circumstance, beyond_limit=beyond_limit)
            return wording.krasses_check(rolled, seed), after

        command = {"bonus": bonus, "difficulty": difficulty, "dk": dk,
                   "circumstance": circumstance, "player": player, "conteur": conteur}
        return self._play("krasses_roll", command, seed, play)

    def oppose(self, bonus: int, against: int, dk: int = 0, against_dk: int = 0,
               opponent_is_player: bool = False, player: str | None = None,
               seed: int | None = None) -> Reply:
        """A jet opposé: the player's dK leave the tas (or ``player``'s own); the opponent's
        come from the tas too when he is another player's character, else from the conteur's
        reserve and go to the tas."""
        def play(state: KrasseState, dice: Dice) -> tuple[Reply, KrasseState]:
            after = _take(state, dk, player, beyond_limit=False)
            after = (_take(after, against_dk, None, beyond_limit=False) if opponent_is_player
                     else krasse_dice.conteur_uses(after, against_dk))
            result = krasses.oppose(bonus, against, dice, opponent_is_player=opponent_is_player,
                                    player_krasses=dk, opponent_krasses=against_dk)
            return wording.krasses_opposed(result, seed), after

        command = {"bonus": bonus, "against": against, "dk": dk, "against_dk": against_dk,
                   "opponent_is_player": opponent_is_player, "player": player}
        return self._play("krasses_oppose", command, seed, play)

    def contre(self, bonus: int, against: int, dk: int, against_dk: int,
               player: str | None = None, beyond_limit: bool = False,
               seed: int | None = None) -> Reply:
        """A contre-krâsse: the player stakes ``dk`` (from the tas, or ``player``'s own), the
        conteur ``against_dk``; refused unless the stakes are equal or the player's is all he
        has. The pool is then settled (``krasse_dice.settle_contre_krasse``)."""
        def play(state: KrasseState, dice: Dice) -> tuple[Reply, KrasseState]:
            available = (state.heap if player is None
                         else state.kept.get(krasse_dice.kept_key(state.kept, player), 0))
            all_left = dk == available and dk < against_dk
            if dk != against_dk and not all_left:
                raise RefusedMoveError(reason="mises_inegales")
            after = _take(state, dk, player, beyond_limit)
            result = krasses.contre_krasse(bonus, against, dk, against_dk, dice,
                                           beyond_limit=beyond_limit)
            after = krasse_dice.settle_contre_krasse(
                after, result.pool, result.pool_winner is krasses.Side.JOUEUR,
                result.player_critical)
            return wording.krasses_contre_krasse(result, seed), after

        command = {"bonus": bonus, "against": against, "dk": dk, "against_dk": against_dk,
                   "player": player}
        return self._play("krasses_contre", command, seed, play)
