"""3-6-9 at a table: each character's réserve personnelle (dés de fortune et de marasme) under
``trois_six_neuf:<nom>``, the dice misés for the next tour, and the newest tour.

Readings of the text (seed 003), each tested:

- « il peut miser un dé de marasme ou de fortune avant de lancer le dé du destin » from « sa
  réserve personnelle », « un dé chacun »: a character with no die of that kind cannot stake
  one, and stakes once per tour. The die stays in the réserve until the tour settles it.
- The tour: the stakes pair off first (``trois_six_neuf.pair_off``: both dice of a pair are
  lost); the others are rolled by the winner; « Si le dé misé est joué par l'adversaire, il est
  défaussé. Si le dé est joué par le joueur qui l'a misé, il est conservé. »
- « l'adversaire défausse automatiquement 1 dé de marasme pour chaque niveau de solde
  supérieur à 10 »: debited from the weaker side's character when one with a réserve is named
  for the tour (``opponent``), down to none; an anonymous adversité (or a name with no réserve)
  has nothing to debit, and the answer says the discard.
- Sacrifice « après que le dé du destin ait été lancé »: each dé de fortune adds 1 to the newest
  tour's réussite, each dé de marasme takes 1 (never below 1: the tour is already won).
- Retraite: a dé de marasme is rolled and lost when « inférieur au solde » (the newest tour's
  solde when none is said). Fuite: one dé de marasme, the solde back to 0.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from assistant.game.system_books import SystemBooks, person_key
from assistant.ledger.errors import NoPreviousEntryError
from assistant.reply import Reply
from assistant.wording.games import trois_six_neuf as wording
from hades_core.systems import trois_six_neuf as rules
from hades_core.systems.errors import NotEnoughPointsError, RefusedMoveError
from hades_core.systems.trois_six_neuf import DieKind, Reserve, Side, Stake

STAKES_KEY = "trois_six_neuf_mises"
"""The dice misés for the next tour, in the order they were misés."""

TURN_KEY = "trois_six_neuf_tour"
"""The newest tour (``rules.turn_to_data``), for a sacrifice or a retraite after it."""

SOLDE_KEY = "trois_six_neuf_solde"
"""The solde since a fuite (« remettre le solde à 0 »): 0 after a fuite, cleared by the next
tour (whose own solde then applies)."""


def reserve_key(name: str) -> str:
    """Key of a réserve personnelle (case and accents ignored)."""
    return person_key("trois_six_neuf", name)


def _reserve(stored: Any) -> Reserve:
    return Reserve(0, 0) if stored is None else Reserve(stored["fortune"], stored["marasme"])


def _reserve_data(name: str, reserve: Reserve) -> dict[str, Any]:
    return {"name": name, "fortune": reserve.fortune, "marasme": reserve.marasme}


def _stakes(stored: Any) -> list[Stake]:
    return [Stake(item["name"], DieKind(item["kind"]), Side(item["side"]))
            for item in stored or []]


def _stakes_data(stakes: list[Stake]) -> list[dict[str, str]]:
    return [{"name": stake.name, "kind": stake.kind.key, "side": stake.side.key}
            for stake in stakes]


def _held(reserve: Reserve, kind: DieKind) -> int:
    return reserve.fortune if kind is DieKind.FORTUNE else reserve.marasme


def _known(stored: Any, name: str) -> Reserve:
    """The réserve of a character the table knows (refused otherwise)."""
    if stored is None:
        raise RefusedMoveError(reason="personnage_inconnu", name=name)
    return _reserve(stored)


class TroisSixNeufBooks(SystemBooks):
    """Réserves, dés misés and tours of 3-6-9 at a table."""

    system = "trois_six_neuf"

    def reserve(self, name: str, fortune: int = 0, marasme: int = 0) -> Reply:
        """Dés de fortune / de marasme gained (negative: spent, refused below zero); a new name
        starts an empty réserve."""
        def update(stored: Any) -> tuple[Reply, Any]:
            reserve = _reserve(stored)
            for kind, delta in ((DieKind.FORTUNE, fortune), (DieKind.MARASME, marasme)):
                if delta < 0:
                    reserve = rules.spend_die(reserve, kind, -delta)
            reserve = Reserve(reserve.fortune + max(fortune, 0), reserve.marasme + max(marasme, 0))
            said = name if stored is None else str(stored["name"])  # the first spelling stays
            return wording.reserve(said, reserve), _reserve_data(said, reserve)

        command = {"name": name, "fortune": fortune, "marasme": marasme}
        return self._update("reserve", command, reserve_key(name), update)

    def reserves(self) -> Reply:
        """Every réserve personnelle of the table."""
        refusal = self.elsewhere()
        if refusal is not None:
            return refusal
        stored = self._stored_under("trois_six_neuf:")
        return wording.reserves([(data["name"], _reserve(data)) for data in stored])

    def stake(self, name: str, kind: str, side: str = Side.PJ.key) -> Reply:
        """« Alice mise un dé de fortune » before the throw: one die per character and tour,
        of a kind its réserve holds."""
        die, party = DieKind(kind), Side(side)
        key = reserve_key(name)

        def update(stored: Mapping[str, Any]) -> tuple[Reply, Mapping[str, Any]]:
            if not _held(_known(stored[key], name), die):
                raise NotEnoughPointsError(what=f"des_de_{die.key}", available=0, needed=1)
            stakes = _stakes(stored[STAKES_KEY])
            if any(reserve_key(stake.name) == key for stake in stakes):
                raise RefusedMoveError(reason="une_mise_par_tour", name=name)
            stakes.append(Stake(stored[key]["name"], die, party))
            return wording.staked(stakes), {STAKES_KEY: _stakes_data(stakes)}

        command = {"name": name, "kind": die.key, "side": party.key}
        return self._update_many("trois_six_neuf_stake", command, [key, STAKES_KEY], update)

    def turn(self, solde: int, opponent: str | None = None, seed: int | None = None) -> Reply:
        """A tour at the table: the dice misés pair off, the others are rolled by the winner
        and kept or lost, the discard beyond a solde of 10 is debited from ``opponent`` (the
        weaker side's character) when named. The tour is kept for a sacrifice after it."""
        dice, used_seed = self.dice(seed)
        with self.read() as table:
            stakers = [reserve_key(stake.name) for stake in _stakes(table.state.data(STAKES_KEY))]
        named = [] if opponent is None else [reserve_key(opponent)]
        keys = list(dict.fromkeys([STAKES_KEY, *stakers, *named]))

        def update(stored: Mapping[str, Any]) -> tuple[Reply, Mapping[str, Any]]:
            if named and stored[named[0]] is None:  # nobody to debit: refused, not skipped
                raise RefusedMoveError(reason="adversaire_inconnu", name=opponent)
            reserves = {key: _reserve(stored[key]) for key in [*stakers, *named]}
            covered = [stake for stake in _stakes(stored[STAKES_KEY])  # a die spent since,
                       if reserve_key(stake.name) in reserves  # or misé by another process
                       and _held(reserves[reserve_key(stake.name)], stake.kind)]
            played, cancelled = rules.pair_off(covered)
            count = {kind: sum(stake.kind is kind for stake in played) for kind in DieKind}
            turn = rules.play_turn(solde, dice, count[DieKind.FORTUNE], count[DieKind.MARASME])
            for stake in cancelled:
                key = reserve_key(stake.name)
                reserves[key] = rules.spend_die(reserves[key], stake.kind)
            lost = [stake for stake in played if stake.side is not turn.winner]
            for stake in lost:
                key = reserve_key(stake.name)
                reserves[key] = rules.spend_die(reserves[key], stake.kind)
            payer = None if not named else str(stored[named[0]]["name"])
            discarded = 0
            if payer is not None and turn.marasme_discarded:
                key = reserve_key(payer)
                discarded = min(turn.marasme_discarded, reserves[key].marasme)
                reserves[key] = rules.spend_die(reserves[key], DieKind.MARASME, discarded)
            reply = wording.turn_at_table(turn, used_seed, played, cancelled, lost,
                                          payer, discarded)
            after: dict[str, Any] = {STAKES_KEY: None, TURN_KEY: rules.turn_to_data(turn),
                                     SOLDE_KEY: None}
            for key, reserve in reserves.items():
                if stored[key] is not None:
                    after[key] = _reserve_data(stored[key]["name"], reserve)
            return reply, after

        command = {"solde": solde, "opponent": opponent, "seed": used_seed}
        return self._update_many("trois_six_neuf_turn", command, [*keys, TURN_KEY, SOLDE_KEY],
                                 update)

    def sacrifice(self, name: str, kind: str, count: int = 1) -> Reply:
        """« Alice sacrifie un dé de fortune »: after the newest tour, each dé de fortune adds 1
        to its réussite, each dé de marasme takes 1 (``rules.sacrifice``)."""
        die, key = DieKind(kind), reserve_key(name)

        def update(stored: Mapping[str, Any]) -> tuple[Reply, Mapping[str, Any]]:
            if stored[TURN_KEY] is None:
                raise NoPreviousEntryError("trois_six_neuf_turn")
            reserve = rules.spend_die(_known(stored[key], name), die, count)
            before = rules.turn_from_data(stored[TURN_KEY])
            delta = count if die is DieKind.FORTUNE else -count
            turn = rules.sacrifice(before, delta)
            reply = wording.sacrificed(stored[key]["name"], die, count, turn, reserve)
            return reply, {key: _reserve_data(stored[key]["name"], reserve),
                           TURN_KEY: rules.turn_to_data(turn)}

        command = {"name": name, "kind": die.key, "count": count}
        return self._update_many("trois_six_neuf_sacrifice", command, [key, TURN_KEY], update)

    def retreat(self, name: str, solde: int | None = None, seed: int | None = None) -> Reply:
        """« Alice bat en retraite »: a dé de marasme rolled against the solde (when none is
        said: 0 after a fuite, else the newest tour's), lost when lower."""
        dice, used_seed = self.dice(seed)
        key = reserve_key(name)

        def update(stored: Mapping[str, Any]) -> tuple[Reply, Mapping[str, Any]]:
            current = (stored[SOLDE_KEY] if stored[SOLDE_KEY] is not None
                       else None if stored[TURN_KEY] is None else stored[TURN_KEY]["solde"])
            if solde is None and current is None:
                raise NoPreviousEntryError("trois_six_neuf_turn")
            against = solde if solde is not None else int(current)
            before = _known(stored[key], name)
            after, face = rules.retreat(before, against, dice)
            reply = wording.retreated(stored[key]["name"], face, against, after, used_seed,
                                      lost=after != before)
            return reply, {key: _reserve_data(stored[key]["name"], after)}

        command = {"name": name, "solde": solde, "seed": used_seed}
        return self._update_many("trois_six_neuf_retreat", command, [key, TURN_KEY, SOLDE_KEY],
                                 update)

    def flee(self, name: str) -> Reply:
        """« Alice prend la fuite »: one dé de marasme, the solde back to 0 (stored: the next
        retraite reads 0 until a new tour)."""
        key = reserve_key(name)

        def update(stored: Mapping[str, Any]) -> tuple[Reply, Mapping[str, Any]]:
            after = rules.flee(_known(stored[key], name))
            said = str(stored[key]["name"])
            return wording.fled(said, after), {key: _reserve_data(said, after), SOLDE_KEY: 0}

        return self._update_many("trois_six_neuf_flee", {"name": name}, [key, SOLDE_KEY], update)
