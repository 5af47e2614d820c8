"""zFate's Rasa actions (seed 001) and how its words read at a zFate table."""

from __future__ import annotations

import re
from typing import Any

from rasa_sdk import Tracker

from actions.context import TurnContext
from actions.games.fate_help import roll_help
from actions.game_actions import Command
from actions.names import known_names, read_table
from actions.said_words import around, ends, readable, starts
from actions.systems import SystemAction, TableRoll
from assistant.game import Game
from assistant.nlu.names import first_name_of, names_said
from assistant.nlu.talk import SAID_TEXT
from assistant.game.games.fate import FATE_ROLL_KINDS, FateBooks, fate_key, newest
from assistant.reply import Reply
from assistant.wording.games import fate as wording
from hades_core.dice import Dice
from hades_core.systems import fate
from hades_core.systems.fate_character import ConsequenceLevel
from hades_core.systems.spoken_values import read_stress
from hades_core.systems.text import fold, read_signed


SAY_ODDS = "quelles sont mes chances, Bon contre Correct"


OPPOSITION_LEAD = 4
"""At most this many words before the opposition's level (« contre son Athlétisme Moyen »,
« contre une difficulté Correcte »)."""


_BEFORE_A_LEVEL = frozenset({"un", "une", "la", "le", "l", "l'", "difficulte", "opposition", "a",
                             "de", "est", "fixee"})
"""Words before the opposition's level (« contre une difficulté Bonne »)."""


_OPPOSITION_MARKERS = ("difficulte", "opposition", "disons", "mettons")
"""Words before the opposition's level when « contre » is not said (« je fixe la difficulté à
Correct », « c'est très difficile, disons Excellent »)."""
_NO_SKILL_BEFORE = frozenset({"bon", "alors", "et", "ok", "allez", "euh"})
"""Words said first in a sentence that are no skill's level (« Bon, disons Correct »)."""


def roll_words(words: str) -> dict[str, str | None]:
    """« Bon contre Correct »: two levels of the Échelle around « contre »; the opposition's
    level may follow its article and skill (« … contre son Athlétisme Moyen »); without
    « contre », the opposition is the difficulty said (« Athlétisme à Bon, je fixe la difficulté
    à Correct », « Attention plus deux, je mets l'opposition à Moyen », « Athlétisme Correct,
    c'est très difficile, disons Excellent »), and the skill the last level said before it,
    never a word said first that is no level there (« Bon, disons Correct »)."""
    words = words.replace("l'opposition", "l' opposition")
    marker = next((said for said in _OPPOSITION_MARKERS if f" {said} " in f" {words} "), None)
    said_difficulty = " contre " not in f" {words} " and marker is not None
    if said_difficulty:  # « je fixe la difficulté à Correct », « je mets l'opposition à Moyen »
        before, after_it = around(words, str(marker))
        words = f"{before} contre {after_it}"
    said = words.split()
    sides = [(" ".join(said[:at]), " ".join(said[at + 1:]))
             for at, word in enumerate(said) if word == "contre"] or [(words, "")]
    readings = [_levels_around(left, right, said_difficulty) for left, right in sides]
    return next((found for found in readings if None not in found.values()), readings[0])


def _levels_around(left: str, right: str, said_difficulty: bool) -> dict[str, str | None]:
    """The skill's level ending ``left`` and the opposition's starting ``right``, the words
    around one « contre » (:func:`roll_words`: the first « contre » that has a level on each
    side is the roll's, « … poussent le congélateur contre la porte, Physique Correct contre
    Bon »)."""
    following = right.split()
    while following[1:] and following[0] in _BEFORE_A_LEVEL:
        following = following[1:]  # « contre une difficulté Bonne »: « une » is no level
    opposition = next((found for start in range(min(OPPOSITION_LEAD, len(following)))
                       if (found := readable(fate.parse_level,
                                             starts(" ".join(following[start:])))) is not None),
                      None)
    skill = None if said_difficulty and left in _NO_SKILL_BEFORE else readable(fate.parse_level,
                                                                                ends(left))
    if skill is None and said_difficulty:  # « Athlétisme à Bon, je fixe la difficulté à … »
        preceding = left.split()
        skill = next((found for end in range(len(preceding), 0, -1)
                      if preceding[end - 1] not in _BEFORE_A_LEVEL
                      and not (end == 1 and preceding[0] in _NO_SKILL_BEFORE)
                      and (found := readable(fate.parse_level, ends(" ".join(preceding[:end]))))
                      is not None), None)
    return {"skill": skill, "opposition": opposition}


def odds(found: dict[str, str]) -> Reply:
    """The exact odds of a roll read by :func:`roll_words`."""
    return wording.fate_odds(fate.parse_level(found["skill"]),
                             fate.parse_level(found["opposition"]))


def fortune(name: str, amount: int) -> Command:
    """A fortune gained or spent at a zFate table is a Point de Fortune."""
    return lambda game: FateBooks(game.ledger, game.table).points(name, amount)


def create_character(game: Game, name: str, number: str | None, said: str = "") -> Reply:
    """A zFate character with its Actualisation (the number said, 2 otherwise) and its Stress
    tracks."""
    refresh = 2 if number is None else read_signed("actualisation", number)
    return FateBooks(game.ledger, game.table).create(name, refresh)


class FateRoll(TableRoll):
    """« Bon contre Correct », « Alice lance Bon contre Correct »: 4 dés Fate + compétence
    against a passive opposition; the character named (``protagonist``) is journaled as the
    roller, whose Invocations alone improve the roll."""

    intent = "fate_roll"
    entities = ("skill", "opposition", "protagonist")
    required = ("skill", "opposition")
    books = FateBooks

    def slots(self, tracker: Tracker) -> dict[str, Any]:
        """The entities, the roller the table keeps (:func:`kept_character`: « Liénor-Mahé
        tire sur le pilleur, Tir Bon contre Correct » when the model marked no one, so that
        « elle invoque … » after it is hers), and the help the words give the roll
        (:func:`fate_help.roll_help`): helpers, the opposition's Défense totale, the weapon."""
        said = str((tracker.latest_message or {}).get("text") or "")
        help_said = roll_help(said)
        return {**kept_character(tracker, super().slots(tracker)),
                "helpers": list(help_said.helpers),
                "total_defense": help_said.total_defense, "weapon": help_said.weapon}

    def roll(self, said: dict[str, str], dice: Dice, seed: int) -> Reply:
        rolled = fate.roll_skill(fate.parse_level(said["skill"]),
                                 fate.parse_level(said["opposition"]), dice)
        return wording.fate_roll(rolled, seed, said.get("protagonist"))

    def command(self, slots: dict[str, Any], context: TurnContext) -> Command:
        roller = slots.get("protagonist")
        said = {entity: str(slots[entity]) for entity in self.required}
        helpers = tuple(int(skill) for skill in slots.get("helpers") or ())
        total_defense, weapon = bool(slots.get("total_defense")), int(slots.get("weapon") or 0)
        return lambda game: FateBooks(game.ledger, game.table).roll(
            said["skill"], said["opposition"], roller=None if roller is None else str(roller),
            seed=context.seed, helpers=helpers, total_defense=total_defense, weapon=weapon)


_FOR_WHOM = re.compile(r"\bpour (?:le |la |l')?(?P<name>[^\W\d_][\w'-]*)")
"""« … pour Bob »: the character an Invocation gives its +2 to."""

_NOT_NAMES = frozenset({"relancer", "relance", "un", "une", "le", "la", "les", "plus", "deux",
                        "moi", "lui", "elle", "gagner", "avoir", "ce", "cette", "son", "sa"})


def invocation_words(text: str) -> dict[str, Any]:
    """What the words of an Invocation say beyond its entities: « gratuitement », « pour
    relancer » (a relance of the dés Fate instead of +2), « pour Bob » (the +2 given to Bob's
    roll)."""
    said = fold(text)
    found = _FOR_WHOM.search(said)
    name = found["name"] if found and found["name"] not in _NOT_NAMES else None
    return {"free": "gratuit" in said, "reroll": "relanc" in said, "beneficiary": name,
            "situation": "de situation" in said}


def whole_aspect(marked: Any, named: str) -> str:
    """The Aspect a command names: the words after its verb (« crée l'avantage position en
    hauteur ») when the model marked none or only a part of them (« en hauteur »), else the
    model's."""
    words = named.strip()
    aspect = words if not marked or fold(str(marked)) in fold(words) else str(marked)
    return _AGAIN.sub("", _KIND_OF_ASPECT.sub("", aspect))


_AGAIN = re.compile(r"\s+(?:une (?:deuxième|deuxieme|seconde|autre|nouvelle|troisième|troisieme)"
                    r" fois|une fois de plus|encore|de nouveau|à nouveau|a nouveau)$",
                    re.IGNORECASE)
"""« … une deuxième fois »: how often the Aspect is invoked, no word of its name."""


_KIND_OF_ASPECT = re.compile(r"^(?:(?:le|la|son|sa|un|une) |l')?"
                             r"(?:boost|aspect|(?:aspect )?de situation) (?=\S)", re.IGNORECASE)
"""« le boost Déséquilibré », « l'aspect de situation Meubles partout »: the kind said before
the Aspect's name."""


_INVOKED = re.compile(
    r"\binvoqu(?:e|ent|er) "
    r"(?:(?:encore|aussi|de nouveau|à nouveau|a nouveau|également|egalement) )*"
    r"(?:l'aspect |l aspect |son aspect |sa |son |ses |le |la |l')?"
    r"(?P<aspect>[^,.;:!?]+?)(?= gratuitement| sans payer| pour | avec | mais | en payant"
    r"| une (?:deuxième|deuxieme|seconde|autre|nouvelle|troisième|troisieme) fois"
    r"| une fois de plus| encore| de nouveau| à nouveau| a nouveau"
    r"| cette fois| parce | car | sur (?:le m[eê]me|ce|son|mon|ton) jet|[,.;:!?]|$)",
    re.IGNORECASE)
"""The Aspect an Invocation names when the model marked none (« Inès invoque Plongés dans le
noir gratuitement »), without what is said around it (« invoque encore Docker sonné mais en
payant cette fois », « il paie un point pour invoquer encore Déséquilibré sur le même jet »)."""
_INVOKER = re.compile(r"^(?:(?:et|bon|alors|aie|aïe|ah|oh|allez|ok|hop|euh|tiens)[,.!]? )*"
                      r"(?P<name>[^\W\d_][\w-]*) invoquen?t?\b", re.IGNORECASE)
"""Who invokes, named first (« maelys invoque Fille de pharmacien », « Aïe. Aubérie invoque
… »)."""
_PRONOUNS = frozenset({"il", "elle", "ils", "elles", "on", "je", "tu", "nous", "vous"})


_INVOKED_BY_ME = re.compile(r"\bj ?'? ?invoque\b|\bje (?:vais )?invoquer?\b")
"""The speaker invoking (« j'invoque Fille de garde-chasse »)."""


def _newest_roller(context: TurnContext) -> str | None:
    """Who rolled the table's newest zFate roll, when it was journaled with its roller: the one
    whose roll an Invocation may improve."""
    last = read_table(context, lambda table: newest(table, FATE_ROLL_KINDS), None)
    roller = last.data.get("roller") if last is not None else None
    return str(roller) if roller else None


class FateInvoke(SystemAction):
    """« Alice invoque un aspect », « Alice invoque Têtue »: one Point de Fortune paid from the
    character kept in the ledger; « Alice invoque Embuscade gratuitement »: one Invocation
    gratuite of the Aspect instead; « … pour relancer »: a relance of the dés Fate instead of
    +2; « Bob invoque Rusé pour Alice »: Bob pays, Alice's roll gains +2."""

    intent = "fate_invoke"
    entities = ("protagonist", "aspect")
    required = ("protagonist",)

    def slots(self, tracker: Tracker) -> dict[str, Any]:
        """The entities, and what the words say of the Invocation (:func:`invocation_words`):
        « gratuitement », « pour relancer », « pour Bob »."""
        said = str((tracker.latest_message or {}).get("text") or "")
        found = {**invocation_words(said), **super().slots(tracker)}
        named = _INVOKED.search(said)
        if named is not None and fold(named.group("aspect")) not in ("un aspect", "aspect"):
            found["aspect"] = whole_aspect(found.get("aspect"), named.group("aspect"))
        invoker = _INVOKER.search(said)
        marked = fold(str(found.get("protagonist") or ""))
        if invoker is not None and fold(invoker.group("name")) not in _PRONOUNS \
                and (not marked or marked == fold(str(found.get("beneficiary") or ""))
                     or marked in fold(str(found.get("aspect") or "")).split()):
            # the model marked no one, whom the Invocation is for (« Soso invoque … pour
            # Ambroise ») or a word of the Aspect (« … pilote de course de titan »): the
            # invoker is who says « invoque », by a pet name too
            heard = invoker.group("name")
            named = names_said(heard, known_names(TurnContext.from_tracker(tracker)))
            found["protagonist"] = named[0] if named else heard
        if not found.get("protagonist") and not found.get("beneficiary") \
                and _INVOKED_BY_ME.search(fold(said).lower()):
            found["protagonist"] = _newest_roller(TurnContext.from_tracker(tracker))  # « Aïe,
            # moins trois aux dés. J'invoque Fille de garde-chasse »: only the roller may
        spelt = names_said(str(found.get("protagonist") or ""),
                           known_names(TurnContext.from_tracker(tracker)))
        return {**found, "protagonist": spelt[0]} if spelt else found  # as the table spells it

    def pronoun_sure(self, context: TurnContext, guessed: str, slots: dict[str, Any]) -> bool:
        """« Elle invoque Ancienne championne, plus deux » right after Liénor's roll: an
        Invocation improves the newest roll, and only its roller's (``FateBooks.invoke``), so
        « elle » read as that roller is no guess; one said for someone else (« elle invoque
        … pour Liénor ») may be another's, asked."""
        if slots.get("beneficiary"):
            return False
        roller = _newest_roller(context)
        return roller is not None and fold(roller) == fold(guessed)

    def command(self, slots: dict[str, Any], context: TurnContext) -> Command:
        name, aspect = str(slots["protagonist"]), str(slots.get("aspect") or "un aspect")
        aspect = re.split(r"\s+pour\s+", aspect)[0].strip() or aspect  # « Têtue pour relancer »
        free, reroll = bool(slots.get("free")), bool(slots.get("reroll"))
        beneficiary, situation = slots.get("beneficiary"), bool(slots.get("situation"))

        def invoke(game: Game) -> Reply:
            books = FateBooks(game.ledger, game.table)
            other = None
            if beneficiary is not None and fold(str(beneficiary)) != fold(name):
                with books.read() as table:  # only a character of the table is « pour » someone
                    if table.state.data(fate_key(str(beneficiary))) is not None:
                        other = str(table.state.data(fate_key(str(beneficiary)))["name"])
            return books.invoke(name, aspect, free, reroll, other, situation=situation,
                                seed=context.seed)

        return invoke


_ADVANTAGE_NAMED = re.compile(r"\b(?:avantage|boost),? (?:appelée? |nommée? )?"
                             r"(?P<aspect>[^,.;:!?«»]+?)(?=[,.;:!?]| avec | contre | en \w+ant\b"
                             r"| parce | car | gr[aâ]ce [aà] |$)",
                             re.IGNORECASE)
"""The Aspect a Créer un avantage or a Boost names after « avantage » or « boost », without how
it was won (« obtient un boost Élan en sautant sur le comptoir »)."""
_BOOST = re.compile(r"\bboost\b")


class FateAdvantage(SystemAction):
    """« Alice crée l'avantage Embuscade »: after a Succès at the newest zFate roll, one
    Invocation gratuite stuck to the Aspect, two with style (``FateBooks.advantage``); « Kader
    obtient un boost Élan »: a Boost, one Invocation gratuite (``FateBooks.boost``)."""

    intent = "fate_advantage"
    entities = ("aspect",)
    required = ("aspect",)

    def slots(self, tracker: Tracker) -> dict[str, Any]:
        """The Aspect named, or the words after « avantage » or « boost » when the model marked
        none (« Baptiste crée l'avantage Plongés dans le noir »); whether it is a Boost."""
        said = _said(tracker)
        found = {**super().slots(tracker), "boost": bool(_BOOST.search(fold(said)))}
        named = _ADVANTAGE_NAMED.search(said)
        if named is not None:
            found["aspect"] = whole_aspect(found.get("aspect"), named.group("aspect"))
        return found

    def command(self, slots: dict[str, Any], context: TurnContext) -> Command:
        aspect, boost = str(slots["aspect"]), bool(slots.get("boost"))
        return lambda game: (FateBooks(game.ledger, game.table).boost(aspect) if boost
                             else FateBooks(game.ledger, game.table).advantage(aspect))


_CONSEQUENCE = re.compile(
    r"cons[ée]quences? (?P<level>l[ée]g[èe]re|mod[ée]r[ée]e|s[ée]v[èe]re|extr[êe]me)"
    r"(?:,? (?!et )(?P<aspect>.+?))?(?=,| et |$)", re.IGNORECASE)


def hit_words(text: str) -> dict[str, Any]:
    """What a hit's words say beyond its entities: the Conséquences taken (« avec une
    conséquence légère Bras cassé » → ``{"legere": "Bras cassé"}``; without a name, the
    Conséquence is named by its level) and « hors conflit » (the character accepts to be out
    rather than take one)."""
    taken: dict[str, str] = {}
    for found in _CONSEQUENCE.finditer(text.strip().rstrip(".!")):
        level = fold(found["level"])
        aspect = (found["aspect"] or "").strip()
        taken[level] = aspect or f"Conséquence {found['level'].lower()}"
    return {"consequences": taken, "taken_out": "hors conflit" in fold(text)}


_STRESS_AMOUNT = re.compile(r"\b(\d+|une?) (?:cases? )?(?:de |du )?stress\b")
"""The dégâts said before the stress (« deux de stress physique », « prend un stress mental »)."""


def _stress_dealt(words: str) -> int | None:
    """The dégâts :data:`_STRESS_AMOUNT` reads in the folded ``words``, or ``None``."""
    said = _STRESS_AMOUNT.search(words)
    if said is None:
        return None
    return 1 if said.group(1) in ("un", "une") else int(said.group(1))


_STRESS_FOR = re.compile(r"\bstress(?: \w+)? pour ([^\W\d_][\w-]*)", re.IGNORECASE)
"""Who takes the hit, named after the stress (« deux de stress physique pour Maëlys »)."""


class FateHit(SystemAction):
    """« Alice encaisse deux de stress physique »: the hit absorbed by the smallest free Stress
    box enough (``FateBooks.hit``); « … avec une conséquence légère Bras cassé » takes that
    Conséquence; « … elle est hors conflit » accepts to be out when a Conséquence could still
    save her (otherwise the answer says which ones can be taken)."""

    intent = "fate_hit"
    entities = ("protagonist", "amount", "stress")
    required = ("protagonist", "amount", "stress")

    def slots(self, tracker: Tracker) -> dict[str, Any]:
        """The entities, and the Conséquences and « hors conflit » read from the words; the
        amount and the track said there when the model marked none (« encaisse deux de stress
        physique »)."""
        said = str((tracker.latest_message or {}).get("text") or "")
        found = {**hit_words(said), **super().slots(tracker)}
        words = fold(said)
        amount = _stress_dealt(words)
        if found.get("amount") is None and amount is not None:
            found["amount"] = amount
        track = _STRESS_NAMED.search(words)
        if found.get("stress") is None and track is not None:
            found["stress"] = track.group(1)
        target = _STRESS_FOR.search(said)
        if not found.get("protagonist") and target is not None:
            found["protagonist"] = target.group(1)  # « deux de stress physique pour Maëlys »
        return kept_character(tracker, found)

    def command(self, slots: dict[str, Any], context: TurnContext) -> Command:
        name, damage = str(slots["protagonist"]), int(slots["amount"])
        stress = str(slots["stress"])
        taken = dict(slots.get("consequences") or {})
        out = bool(slots.get("taken_out"))
        return lambda game: FateBooks(game.ledger, game.table).hit(
            name, read_stress(stress), damage, consequences=taken, taken_out=out
        )


def _said(tracker: Tracker) -> str:
    return str((tracker.latest_message or {}).get("text") or "")


class FateWordsAction(SystemAction):
    """A zFate bookkeeping command on one character (``protagonist``), the rest read from the
    words said (``said``)."""

    entities = ("protagonist",)
    required = ("protagonist",)

    def slots(self, tracker: Tracker) -> dict[str, Any]:
        """The character named (:func:`kept_character`), and the words said."""
        return {**kept_character(tracker, super().slots(tracker)), "said": _said(tracker)}


def kept_character(tracker: Tracker, found: dict[str, Any]) -> dict[str, Any]:
    """``found`` with its character one the table keeps: a name the model marked that the
    table does not know (« orlok tire dans le tas nawel encaisse quatre de stress physique »,
    « ysolde atteint un jalon majeur le cartel de ganymede est tombé »), or none marked (« je
    propose une contrainte à Jean-Ulrich … il accepte »), gives way to the one known
    character the sentence names; a sentence naming none or several is left as read."""
    marked = found.get("protagonist")
    known = known_names(TurnContext.from_tracker(tracker))
    spelt = {fold(name): name for name in known}
    if marked and fold(str(marked)) in spelt:
        return {**found, "protagonist": spelt[fold(str(marked))]}  # as the table spells it
    named = names_said(_said(tracker), known)
    return {**found, "protagonist": named[0]} if len(named) == 1 else found


_STRESS_NAMED = re.compile(r"\b(physiques?|mental|mentale|mentaux|ressources?)\b")


class FateConsequence(FateWordsAction):
    """« Kader prend une conséquence légère, épaule éraflée »: the Conséquence is on his sheet,
    absorbing its Marges (légère 1, modérée 2, sévère 4, extrême 6), no Stress box checked;
    said with the stress it helps absorb (« elle encaisse trois de stress physique avec une
    conséquence légère »), the whole hit: the Conséquence first, the rest on a Stress box."""

    intent = "fate_consequence"

    def pronoun_sure(self, context: TurnContext, guessed: str, slots: dict[str, Any]) -> bool:
        """« et elle prend une conséquence légère, bras entaillé » after Bénigne's hit: a
        Conséquence absorbs a hit, so « elle » read as the one the newest hit struck is no
        guess."""
        hit = read_table(context, lambda table: newest(table, frozenset({"fate_hit"})), None)
        struck = (hit.data.get("character") or {}).get("name") if hit is not None else None
        return struck is not None and fold(str(struck)) == fold(guessed)

    def command(self, slots: dict[str, Any], context: TurnContext) -> Command:
        name, said = str(slots["protagonist"]), str(slots.get("said") or "")
        taken = hit_words(said)["consequences"]
        track = _STRESS_NAMED.search(fold(said))

        def take(game: Game) -> Reply:
            if not taken:
                return Reply(table="Quelle conséquence ? Dites par exemple « Kader prend une"
                             " conséquence légère, épaule éraflée ».",
                             data={"kind": "fate_consequence_help", "system": "fate"})
            absorbed = sum(ConsequenceLevel(level).absorbs for level in taken)
            dealt = _stress_dealt(fold(said))  # « elle encaisse trois de stress
            # physique avec une conséquence légère »: the whole hit, the rest on a box
            return FateBooks(game.ledger, game.table).hit(
                name, read_stress(track.group(1)) if track else "physique",
                max(absorbed, dealt) if dealt else absorbed, consequences=taken)

        return take


def _proposed(books: FateBooks, name: str) -> Reply:
    """A contrainte only proposed: what to say next, the character named as first spelt."""
    with books.read() as table:
        kept = table.state.data(fate_key(name)) or {}
    shown = str(kept.get("name") or name)
    return Reply(table=wording.fate_compel_proposed(shown),
                 data={"kind": "fate_compel_proposed", "name": shown})


_REFUSED = re.compile(r"\brefus\w*\b(?! (?:de|d'|que)\b)|\bdecline|\bpas (?:la|cette) contrainte")
"""A contrainte refused (« il refuse », « Kader refuse la contrainte »); « tu refuses de partir
sans ta caisse à outils » is what the contrainte says, no answer to it."""
_ACCEPTED = re.compile(r"\baccept|\bd'accord\b|\bprend (?:la|cette) contrainte|\bok\b")


class FateCompel(FateWordsAction):
    """« Kader accepte la contrainte » (+1 Point de Fortune), « Kader refuse la contrainte »
    (−1); « Ondine propose une contrainte à Kader, il accepte »: Ondine pays one either way.
    A contrainte only proposed (« je te propose une contrainte ») changes nothing yet: the
    answer says how to accept or refuse it."""

    intent = "fate_compel"

    def slots(self, tracker: Tracker) -> dict[str, Any]:
        """The whole sentence said: the answer to a Contrainte is often a sentence of its own
        (« … : il refuse de lâcher la barque. Il accepte. »)."""
        message = tracker.latest_message or {}
        return {**super().slots(tracker), "said": str(message.get(SAID_TEXT) or _said(tracker))}

    def command(self, slots: dict[str, Any], context: TurnContext) -> Command:
        name, said = str(slots["protagonist"]), fold(str(slots.get("said") or ""))
        refused = bool(_REFUSED.search(said))
        if "propos" in said and not refused and not _ACCEPTED.search(said):
            return lambda game: _proposed(FateBooks(game.ledger, game.table), name)

        def compel(game: Game) -> Reply:
            books = FateBooks(game.ledger, game.table)
            with books.read() as table:
                known = [str(data["name"]) for data in table.state.data_under("fate:")]
            target, proposer = name, None
            to_whom = re.search(r"\bcontrainte (?:a|pour|sur) (?:l'|le |la )?([^\W\d_][\w'-]*)",
                                said)
            if "propos" in said and to_whom is not None \
                    and (called := _called(to_whom.group(1), known)) is not None:
                target = called
            others = [person for person in known if fold(person) != fold(target) and any(
                _called(word, known) == person for word in re.findall(r"[^\W\d_][\w'-]*", said))]
            proposed = re.search(r"\bpropos", said)
            before = said[:proposed.start()] if proposed is not None else ""
            proposing = next((person for person in others if any(
                _called(word, known) == person
                for word in re.findall(r"[^\W\d_][\w'-]*", before))), None)
            if proposing is not None:
                proposer = proposing  # « Gildas propose une contrainte à Hortense », « Moi,
                # Maïlys-Jeanne, je propose … »; « je propose … Doit tout à Gildas » is the MJ's
            elif others and re.search(r"\bpar\b|contrainte d'|contrainte de ", said):
                proposer = others[0]
            return books.compel(target, not refused, proposer)

        return compel


def _called(word: str, known: list[str]) -> str | None:
    """The character of ``known`` that ``word`` names: their whole name, or its first part
    when it is no one else's (« Hortense » for Hortense-Évangéline)."""
    whole = next((person for person in known if fold(person) == fold(word)), None)
    return whole or first_name_of(word, known)


_COUNT_WORDS = {"un": 1, "une": 1, "deux": 2, "trois": 3, "quatre": 4}


class FateConcede(FateWordsAction):
    """« Kader concède le conflit », « … avec deux conséquences »: one Point de Fortune, plus
    one per Conséquence taken in this Conflit."""

    intent = "fate_concede"

    def slots(self, tracker: Tracker) -> dict[str, Any]:
        """The whole sentence said: the Conséquences taken are often said as its reason
        (« Basile concède le conflit, il a déjà pris une conséquence dans ce conflit »)."""
        message = tracker.latest_message or {}
        return {**super().slots(tracker), "said": str(message.get(SAID_TEXT) or _said(tracker))}

    def command(self, slots: dict[str, Any], context: TurnContext) -> Command:
        name, said = str(slots["protagonist"]), fold(str(slots.get("said") or ""))
        found = re.search(r"\b(\d+|une|un|deux|trois|quatre) consequences?\b", said)
        taken = 0 if found is None else int(_COUNT_WORDS.get(found.group(1), found.group(1)))
        return lambda game: FateBooks(game.ledger, game.table).concede(name, taken)


_LEVEL = re.compile(r"\b(legere|moderee|severe|extreme)s?\b")


class FateRecover(FateWordsAction):
    """« la conséquence légère de Kader est guérie »: its slot is free again (an extrême is
    never healed: it is renamed at a Jalon majeur)."""

    intent = "fate_recover"

    def command(self, slots: dict[str, Any], context: TurnContext) -> Command:
        name, said = str(slots["protagonist"]), fold(str(slots.get("said") or ""))
        level = _LEVEL.search(said)

        def recover(game: Game) -> Reply:
            if level is None:
                return Reply(table="Quelle conséquence ? Dites par exemple « la conséquence"
                             " légère de Kader est guérie ».",
                             data={"kind": "fate_recover_help", "system": "fate"})
            return FateBooks(game.ledger, game.table).recover(name, level.group(1))

        return recover


class FateRefresh(FateWordsAction):
    """« début de séance, actualisation pour Kader »: his Points de Fortune rise to his
    Actualisation (« après un cliffhanger »: none)."""

    intent = "fate_refresh"

    def command(self, slots: dict[str, Any], context: TurnContext) -> Command:
        name, said = str(slots["protagonist"]), fold(str(slots.get("said") or ""))
        cliffhanger = "cliffhanger" in said or "cliff" in said
        return lambda game: FateBooks(game.ledger, game.table).refresh(name, cliffhanger)


class FateMilestone(FateWordsAction):
    """« Kader atteint un jalon majeur » (majeur by default; mineur, notable), « … et achète une
    prouesse », « … et renomme sa conséquence extrême en Jambe de bois »."""

    intent = "fate_milestone"

    def command(self, slots: dict[str, Any], context: TurnContext) -> Command:
        name, said = str(slots["protagonist"]), str(slots.get("said") or "")
        folded = fold(said)
        kind = next((word for word in ("mineur", "notable", "majeur") if word in folded), "majeur")
        renamed = re.search(r"\brenomm\w* .*?\b(?:en|comme|par) (.+?)\s*[.!]?$", said,
                            re.IGNORECASE)
        return lambda game: FateBooks(game.ledger, game.table).milestone(
            name, kind, "prouesse" in folded, renamed.group(1).strip() if renamed else None)


class FateClear(FateWordsAction):
    """« fin de scène, on efface les cases de stress de Kader »: every Stress box unchecked."""

    intent = "fate_clear"

    def command(self, slots: dict[str, Any], context: TurnContext) -> Command:
        name = str(slots["protagonist"])
        return lambda game: FateBooks(game.ledger, game.table).clear(name)
