"""Actions that follow the conversation: redo, « fais le point », rules questions, « on
relance », follow-ups that keep the previous command's frame (« et à quatre contre quatre ? »
after an odds question), and the session start that brings that frame into a new conversation.

The frame is the last command answered (its intent and slots), kept in the ``frame`` slot;
each exchange is a new Rasa conversation (constant latency), so the front end also hands the
frame it last received back with the next message (``actions.pending.frame_of``).
"""

from __future__ import annotations

import re

from typing import Any

from rasa_sdk import Action, Tracker
from rasa_sdk.events import EventType
from rasa_sdk.executor import CollectingDispatcher

from actions.context import TurnContext
from actions.said_words import plain_words
from actions.game_actions import (
    THROW_INTENTS,
    Command,
    GameAction,
    UndoingAction,
    tables_odds_answered,
)
from actions.names import known_names, last_game_roll, last_pools, redo_target, with_known_names
from actions.pending import cleared, frame_of
from actions.sheets import roll_told_with_the_sheet
from actions.table_game import (
    HADES,
    followed_roll,
    narrated_roll_of_the_tables_game,
    odds_asked_of_the_tables_game,
    playing,
    roll_of_the_tables_game,
    tables_intent,
    told_again_with_a_comment,
)
from assistant.nlu.contract import complete_from_words, slots_from_entities
from assistant.nlu.names import names_said
from assistant.nlu.rules_questions import asks_about_the_rules
from assistant.nlu.talk import SAID_TEXT, TALK_REASON
from assistant.nlu.word_intents import OTHER_GAME_ROLLS
from assistant.nlu.word_slots import asks_for_odds
from assistant.game import Game
from assistant.nlu.trust import Verdict, load_policy
from assistant.nlu.vocabulary import COMPOUND_START_SAID, hyphenated, is_name_like, joined_name
from assistant.reply import Reply
from assistant.wording.games import rules_answer, rules_summary
from assistant.wording.understanding import PARDON, not_understood
from hades_core.names import fold

ROLL_INTENTS = frozenset({"resolve_pool", "reroll"})


class Redo(UndoingAction):
    """« rétablis », « annule l'annulation »: the last undone change applied again; « rétablis
    la mise » at once when the mise is what would come back."""

    intent = "redo"

    def named_target(self, context: TurnContext) -> str | None:
        return redo_target(context)

    def command(self, slots: dict[str, Any], context: TurnContext) -> Command:
        return lambda game: game.redo()


class TableStatus(GameAction):
    """« fais le point », « comment va Ysaline ? »."""

    intent = "table_status"

    def command(self, slots: dict[str, Any], context: TurnContext) -> Command:
        return lambda game: game.status(slots.get("protagonist"))


class RulesQuestion(GameAction):
    """« qu'est-ce que ça veut dire un presque ? » (the whole game's summary without a topic).
    At a table playing another game, that game's text answers (« c'est quoi un succès avec
    style ? » at a zFate table), from the words said (``rules_answer``)."""

    intent = "rules_question"

    def slots(self, tracker: Tracker) -> dict[str, Any]:
        """The topic, and the words said (another game's rules are read from them)."""
        said = str((tracker.latest_message or {}).get("text") or "")
        return {**super().slots(tracker), "said": said}

    def command(self, slots: dict[str, Any], context: TurnContext) -> Command:
        said = str(slots.get("said") or "")
        vague = not slots.get("topic") and not asks_about_the_rules(said) \
            and not _RULES_ASKED.search(plain_words(said))

        def explain(game: Game) -> Reply:
            with game.read() as table:
                system = table.state.system
            if system != "hades":
                answer = rules_answer(system, said)
                if vague and answer == rules_summary(system):
                    return Reply(table=PARDON)  # « quelqu'un relance le chauffage ? »
                return Reply(table=answer, data={"kind": "rules", "system": system})
            if vague:
                return Reply(table=PARDON)
            return game.rules(slots.get("topic") or "resume")

        return explain


_RULES_ASKED = re.compile(r"\b(?:regles?|resume|expliqu\w*|rappell?\w*|comment|c est quoi|qu est ce"
                          r"|veut dire|marche|fonctionne|sert|droit|peut|peux|pourquoi|combien"
                          r"|quand|aide|jeu|joue)\b")
"""Words that ask about the rules: without any, nor a topic, a sentence the model took for a
rules question is talk (« quelqu'un relance le chauffage ? on se gèle »): « Pardon ? »."""


class Reroll(GameAction):
    """« on relance »: the last roll's pools again, always after a yes; at a table of another
    game, that game's last roll again (« Manon dit qu'on a droit à une deuxième tentative, on
    relance »)."""

    intent = "reroll"
    required = ("protagonist_dice", "obstacle_dice")

    def slots(self, tracker: Tracker) -> dict[str, Any]:
        """The pools (and protagonist) of the last roll of the conversation's frame."""
        frame = frame_of(tracker)
        if frame is None or frame["intent"] not in ROLL_INTENTS:
            return {}
        return frame["slots"]

    async def run(
        self, dispatcher: CollectingDispatcher, tracker: Tracker, domain: dict[str, Any]
    ) -> list[EventType]:
        """Ask before rolling again; without a previous roll, say so."""
        frame = frame_of(tracker)
        context = TurnContext.from_tracker(tracker)
        if frame is not None and frame["intent"] in OTHER_GAME_ROLLS:
            return GameAction.by_intent[frame["intent"]].proceed(
                dispatcher, context, frame["slots"], Verdict.CONFIRM)
        slots = self.slots(tracker) or last_pools(context)
        other = None if slots else last_game_roll(context, OTHER_GAME_ROLLS)
        if other is not None:  # the table's game's last roll, the conversation moved on since
            action = GameAction.by_intent[other[0]]
            if not action.missing_slots(other[1]):
                return action.proceed(dispatcher, context, other[1], Verdict.CONFIRM)
        if not slots:
            dispatcher.utter_message(json_message={"table": not_understood("quatre dés contre trois")})
            return []
        return self.proceed(dispatcher, context, slots, Verdict.CONFIRM)

    def command(self, slots: dict[str, Any], context: TurnContext) -> Command:
        return lambda game: game.roll(
            int(slots["protagonist_dice"]), int(slots["obstacle_dice"]),
            slots.get("protagonist"), context.seed, action=slots.get("action_type"),
        )


_CONTINUING = re.compile(r"^(?:et|puis|ensuite|aussi|encore|le|la|l'|les|un|une|trait|traits"
                         r"|d'|de|du|également|egalement)\b\s*")


_FOR_SOMEONE = re.compile(r"\s+pour (?:l'|le |la )?[^\W\d_][\w'-]*$")
"""« … pour Clémence » at the end of a follow-up: whom it is for, no part of a trait."""
_SAME_AGAIN = frozenset({"pareil", "idem", "même", "meme", "chose", "aussi", "encore",
                         "également", "egalement", "alors", "lui", "elle"})
"""Words that say « the same » (« pareil pour Clémence », « la même chose »): no new trait."""
_COUNTS = frozenset({"deux", "trois", "quatre", "cinq", "six", "sept", "huit", "neuf", "dix"})


def continued_trait(intent: str, text: str, said: dict[str, Any]) -> dict[str, Any] | None:
    """« et aussi discret » after « Yvon gagne le trait crochetage »: the words left once the
    follow-up's own words (« et », « aussi », « le trait ») and whom it is for (« pour
    Clémence ») are taken away name the next trait; « pareil pour Clémence » keeps the trait.
    ``None`` when the words cannot continue a trait: a number (« et deux pour Solène » is no
    trait's)."""
    if intent not in ("add_trait", "remove_trait") or said.get("trait"):
        return {}
    rest = _FOR_SOMEONE.sub("", text.strip(" ?!.").lower())
    if re.search(r"\d", rest):
        return None
    while _CONTINUING.match(rest) and _CONTINUING.match(rest).end():
        rest = rest[_CONTINUING.match(rest).end():]
    words = rest.split()
    if words and words[0] in _COUNTS:
        return None
    while words and words[-1] in _SAME_AGAIN:
        words.pop()
    if all(word in _SAME_AGAIN for word in words):
        return {}
    return {"trait": " ".join(words)} if len(words) <= 4 else {}


_COUNTED = re.compile(r"(?<!pendant )(?<!depuis )\b(\d+|une?)\b(?! (?:minutes?|heures?|secondes?"
                      r"|jours?|nuits?|semaines?|mois|ans|années?|annees?|fois|mètres?|metres?"
                      r"|km|kilos?|euros?|balles)\b)")
"""A count said in a follow-up (« et deux pour Solène », « encore une pour Loïc »), never a
time or a measure of the story (« il a rigolé pendant dix minutes »)."""
_COUNTED_POINTS = re.compile(r"\b(\d+|une?) (?:seule?s? )?(?:points?|dés?|des)\b")
_HAS_SOME = re.compile(r"\ben (?:a|aura|a seulement) (\d+|une?)\b")
"""« lui il en a deux »: the count of what the command before was about."""


def continued_amount(intent: str, text: str, said: dict[str, Any]) -> dict[str, Any]:
    """The amount of a fortune follow-up: the count it says (« et deux pour Solène »: 2;
    « encore une pour Loïc »: 1), never the previous command's by default; the points of a
    character created like the previous one (« pareil pour Bérangère mais avec deux points »,
    « wandrille pareil mais lui il en a deux »)."""
    if said.get("amount"):
        return {}
    if intent == "create_character":  # « pareil pour Bérangère mais avec deux points »
        found = _COUNTED_POINTS.search(text.lower()) or _HAS_SOME.search(text.lower())
    elif intent in ("fortune_gain", "fortune_spend"):
        found = _COUNTED.search(text.lower())
    else:
        return {}
    if found is None:
        return {}
    return {"amount": 1 if found.group(1) in ("un", "une") else int(found.group(1))}


OWNED_ROLLS = OTHER_GAME_ROLLS - {"trois_six_neuf_turn"}
"""Other games' rolls one character makes (a 3-6-9 tour is the whole table's)."""
_SAME = re.compile(r"\b(?:pareil|idem|aussi|également|egalement|même chose|meme chose)\b")
"""A follow-up that says the same roll for someone else (« et Quentin pareil avec trois »),
not another command (« et Noor un quand même pour l'effort »)."""
_SCORED_WITH = re.compile(r"\bavec (?:une compétence de |compétence )?(\d+)\s*(?:[,;:.]|$)")
_SCORES = {"deux_d6_roll": "skill"}
"""The rolls whose score a follow-up says as a bare number (« et Quentin pareil avec trois »,
« et Jules pareil avec 4, il tente la fenêtre »: his compétence at 2D6)."""


def continued_score(intent: str, text: str) -> dict[str, Any]:
    """The score a follow-up of another game's roll says after « avec » (:data:`_SCORES`);
    empty when none is said or the game scores with more than a number."""
    found = _SCORED_WITH.search(text.lower().strip(" ?!."))
    return {_SCORES[intent]: found.group(1)} if found and intent in _SCORES else {}


FORTUNE_FRAMES = frozenset({"fortune_gain", "fortune_spend", "fortune_shift", "consolidate"})
_FORTUNE_GIVEN = re.compile(r"\b(?:une?|\d+) (?:autre )?fortunes?\b")
"""A follow-up that gives a fortune after another kind of command (« et évariste aussi une
fortune, il a couvert ses arrières » after a gauge): the fortune is the command."""
_GIVEN_TO = re.compile(r"^(?:et |bon |allez )?(?:encore )?(?:une|un|\d+)(?: autre| de plus)? "
                       r"(?:pour|à|a) (?!(?:le|la|les|l|un|une|lui|elle|eux|moi|toi|tout|tous)\b)"
                       r"([^\W\d_][\w'-]*)")
"""« Et encore une pour Bérangère », « et une pour auré, son sacrifice … »: whom the previous
command is given again (a name the table does not know is then asked about, never left to the
previous command's protagonist)."""


_NOT_A_NAME = (r"(?!(?:encore|aussi|puis|alors|donc|moi|toi|lui|elle|nous|vous|eux|ca|ça|pour|a|à"
               r"|la|le|les|un|une|bon|ben|avec|sans|contre|en|de|du|des|sur|dans|par)\b)")
_FOLLOWED_NAME = r"(" + COMPOUND_START_SAID + r"[^\W\d_][\w'-]*)"
"""A name as a follow-up says it: one word, or a compound first name said in two (« jean
eudes »)."""
_TAKEN_UP = r",?(?: (?:lui|elle),?)?(?: (?:il|elle) (?:en )?a)?"
"""« et Wandrille-Théodore, lui il en a deux »: the name taken up by its pronouns."""
_SAME_FOR = re.compile(r"^et " + _NOT_A_NAME + _FOLLOWED_NAME + _TAKEN_UP
                       + r" (?:aussi|pareil|idem|également|egalement|une?|\d+)\b"
                       r"|^(?:(?:euh|bon|alors) )?" + _NOT_A_NAME + _FOLLOWED_NAME
                       + r" (?:pareil|idem)\b"
                       r"|^(?!(?:il|ils|elles|on|je|j|tu|c|oui|ouais|non|tout|pas)\b)"
                       + _NOT_A_NAME + _FOLLOWED_NAME
                       + r" (?:aussi|également|egalement)(?:,? (?:une?|\d+)\b[^,;.]*)?[.!]?$"
                       r"|^(?:et |bon )?(?:pareil|idem|la même chose|même chose|la meme chose"
                       r"|meme chose) (?:pour|à|a) (?:l'|le |la )?([^\W\d_][\w'-]*)")
"""« et Inès pareil, deux points de fortune », « pareil pour Bérangère mais avec deux points »,
« Théodrade-Lise aussi, deux points de fortune. » (« et encore une » names nobody),
« et noor un quand même pour l'effort »: the previous command for Inès, for Bérangère, for Noor
(a name the table may not know yet)."""
_SAME_FOR_TWO_WORDS = re.compile(r"^et " + _NOT_A_NAME + r"([^\W\d_][\w'-]* " + _NOT_A_NAME
                                 + r"[^\W\d_][\w'-]*)" + _TAKEN_UP
                                 + r" (?:aussi|pareil|idem|une?|\d+)\b")
"""« et azelie manon pareil avec deux », « et ghislain enogat trois points de fortune lui
aussi »: a name said in two words, as speech recognition
writes a compound first name no list holds; both words must be name-like."""
_FOR_ANOTHER = re.compile(r"^et (?:pour|à|a) " + _NOT_A_NAME + _FOLLOWED_NAME
                          + r",? (?:avec|à|a) (?:une compétence de |compétence )?\d+\b")
"""« Et pour Léopold-Marie, avec deux ? »: the roll just made, for another, with their own
score: the same roll as « et Léopold-Marie pareil avec deux »."""


_OPENS_A_FOLLOW_UP = re.compile(r"^\W*(?:et|pareil|idem|même chose|meme chose|encore|aussi)\b")
"""How a follow-up opens (« et deux pour Joël, … », « pareil pour Bérangère »)."""


class FollowUp(Action):
    """« et à quatre contre quatre ? », « et où ? », « et aussi discret », « et il est fatigué
    deux »: the previous command again, with what the follow-up changes (read from the model
    and from the words, as for a command). A command that changes the table is asked about
    first, unless the follow-up names someone the table knows and asks nothing (« Et Loïc en
    gagne une pour la grille »: the same command for another protagonist), or says another
    game's roll just made again for someone else (« et Honoré pareil avec six »)."""

    def name(self) -> str:
        """Rasa's name for the action."""
        return "action_follow_up"

    async def run(
        self, dispatcher: CollectingDispatcher, tracker: Tracker, domain: dict[str, Any]
    ) -> list[EventType]:
        """Continue the frame, or say what to say instead; talk that never acts and does not
        open as a follow-up (« À cinq contre deux même Prosper y arriverait ») continues
        nothing, where « et deux pour Joël, le duel était magnifique » gives its reason."""
        said = str(tracker.latest_message.get("text") or "")
        if tracker.latest_message.get(TALK_REASON) and not _OPENS_A_FOLLOW_UP.match(said.lower()):
            dispatcher.utter_message(json_message={"table": PARDON})
            return []
        frame = frame_of(tracker)
        text = str(tracker.latest_message.get("text") or "")
        if (frame is None or (frame["intent"] not in OWNED_ROLLS
                              and not load_policy().changes_table(frame["intent"]))) \
                and _SAME.search(text.lower()) \
                and _said_for_another(text.lower()) and re.search(r"\d", text):
            last = last_game_roll(TurnContext.from_tracker(tracker), OWNED_ROLLS)
            if last is not None:  # « et Hervé pareil avec trois » after a rules question: the
                frame = {"intent": last[0], "slots": last[1]}  # last roll, for him
        if (frame is None or frame["intent"] not in FORTUNE_FRAMES) \
                and _FORTUNE_GIVEN.search(text.lower()):
            frame = {"intent": "fortune_gain", "slots": {}}  # « et évariste aussi une fortune »
        followed = frame
        if (frame is None or frame["intent"] in THROW_INTENTS) and asks_for_odds(text) \
                and re.search(r"\bcontre\b|\b\d+ d[eé]s?\b", text):
            # « et à trois contre quatre, ça donnait quoi ? » after a throw: its chances
            frame = {"intent": "odds_query", "slots": frame["slots"] if frame else {}}
        action = GameAction.by_intent.get(frame["intent"]) if frame else None
        if frame is None or action is None:
            dispatcher.utter_message(json_message={"table": not_understood("quatre dés contre trois")})
            return []
        said = complete_from_words(frame["intent"], text, slots_from_entities(
            frame["intent"], tracker.latest_message.get("entities") or []))
        trait = continued_trait(frame["intent"], text, said)
        if trait is None:
            dispatcher.utter_message(json_message={"table": PARDON})
            return []
        whole = str(tracker.latest_message.get(SAID_TEXT) or text)  # with the clause talk cut
        said = {**said, **trait, **continued_amount(frame["intent"], whole, said),
                **continued_score(frame["intent"], whole)}
        if frame["intent"] == "create_character" and (_COUNTED_POINTS.search(whole.lower())
                                                      or _HAS_SOME.search(whole.lower())):
            said["said"] = whole  # « et Aurélien aussi, lui il a deux points de fortune », « …,
            # lui il en a deux »: the question says the points the command gives
        if frame["intent"] == "consolidate" and not said.get("trait") and not said.get("gauge"):
            said.pop("choice", None)  # « et encore une »: the same consolidation once more
        same_for = _said_for_another(text.lower())
        same_roll = frame["intent"] in OWNED_ROLLS and same_for is not None \
            and _SAME.search(text.lower()) is not None
        if frame["intent"] in OWNED_ROLLS and not same_roll:
            same_for = _FOR_ANOTHER.search(text.lower())
            same_roll = same_for is not None
        if same_roll:  # « et Honoré pareil avec six »: the roll just made, for him, at once
            said = {**said, "protagonist": joined_name(next(name for name in same_for.groups()
                                                            if name))}
        context = TurnContext.from_tracker(tracker)
        if frame["intent"] in OTHER_GAME_ROLLS and not same_roll:
            read = roll_of_the_tables_game(frame["intent"], context.table, whole)
            if read is not None and read[0] == frame["intent"]:  # « Chimie quatre, ardu, pour
                said = {**said, **{key: value for key, value in read[1].items() if value}}
                # Barnabé »: the table's game's roll said again whole, read by its own words
        if frame["intent"] in OTHER_GAME_ROLLS and not any(said.values()):
            dispatcher.utter_message(json_message={"table": PARDON})
            return []  # « et si les deux ratent, qui gagne ? » throws nothing again
        said = with_known_names(context, frame["intent"], text, said)  # « Tancrède en gagne une
        # deuxième »: a known name; « et une autre pour nounou »: Anouk's pet name
        given = _GIVEN_TO.search(text.lower()) or _said_for_another(text.lower())
        if given is not None and given.re is _SAME_FOR_TWO_WORDS \
                and fold(str(said.get("protagonist") or "")) in fold(given.group(1)).split():
            said = {key: value for key, value in said.items() if key != "protagonist"}
            # « et gatien ezechiel lui il a deux … »: the whole name, not the half the model read
        if not said.get("protagonist") and given is not None:
            name = next(name for name in given.groups() if name)
            said = {**said, "protagonist": hyphenated(name) if given.re is _SAME_FOR_TWO_WORDS
                    else joined_name(name)}  # « et tanguy malo aussi … »: Tanguy-Malo
        slots = {**frame["slots"], **{key: value for key, value in said.items()
                                      if value not in (None, [], "")}}
        system = playing(context.table)
        if frame["intent"] == "odds_query" and system != HADES:  # « et contre médiocre ? »
            slots = {"system": system, "words": whole, "earlier": followed_roll(system, followed)}
        changes = load_policy().changes_table(frame["intent"])
        named = "?" not in text and bool(names_said(text, known_names(context)))
        verdict = Verdict.CONFIRM if changes and not (named or same_roll) else Verdict.ACT
        return action.proceed(dispatcher, context, slots, verdict)


def _said_for_another(text: str) -> re.Match[str] | None:
    """Whom a follow-up says the same for (:data:`_SAME_FOR`), a name in two words first
    (:data:`_SAME_FOR_TWO_WORDS`)."""
    two = _SAME_FOR_TWO_WORDS.search(text)
    if two is not None and all(is_name_like(word) for word in two.group(1).split()):
        return two
    return _SAME_FOR.search(text)


_POOL_SAID = re.compile(r"\b\d+ (?:dés? )?contre \d+\b")
"""Two pools said face to face (« 3 contre 3 »), not « contre » in a word (« contre-krâsser »)."""


class OutOfScope(Action):
    """A line the model took for no command: « Pardon ? », unless it asks the odds of a pool
    as a follow-up (« Et à trois contre trois, ça donnait quoi ? », its imperfect no story), or
    says a whole roll of the
    game the table plays (``actions.table_game.narrated_roll_of_the_tables_game``: thrown for a
    character the game keeps, else asked about once) or a roll of traits told with a
    protagonist's sheet and its obstacle (``actions.sheets.roll_told_with_the_sheet``, asked
    about once). Talk (the past, the unreal…) is never read again."""

    def name(self) -> str:
        """Rasa's name for the action (rules ``out_of_scope`` and ``nlu_fallback``)."""
        return "action_out_of_scope"

    async def run(
        self, dispatcher: CollectingDispatcher, tracker: Tracker, domain: dict[str, Any]
    ) -> list[EventType]:
        """Ask about the table's game's roll, or say « Pardon ? »."""
        message = tracker.latest_message or {}
        context = TurnContext.from_tracker(tracker)
        said = str(message.get("text") or "")
        if _OPENS_A_FOLLOW_UP.match(said.lower()) and asks_for_odds(said) \
                and _POOL_SAID.search(said):  # « Et à trois contre trois, ça donnait
            return await FollowUp().run(dispatcher, tracker, domain)  # quoi ? »: the odds
        own = None if message.get(TALK_REASON) else tables_intent(
            "out_of_scope", context.table, str(message.get(SAID_TEXT) or message.get("text") or ""))
        if own is not None:  # « Kader obtient un boost Élan » at a zFate table
            return await GameAction.by_intent[own].run(dispatcher, tracker, domain)
        odds = odds_asked_of_the_tables_game(context.table, str(message.get("text") or ""))
        if odds is not None:  # « quelles sont les chances de Basile au Tir Bon contre … »
            return tables_odds_answered(dispatcher, context, odds, str(message.get("text") or ""))
        narrated = None if message.get(TALK_REASON) else narrated_roll_of_the_tables_game(
            "out_of_scope", context.table, str(message.get("text") or ""))
        if narrated is None:
            told = None if message.get(TALK_REASON) else roll_told_with_the_sheet(
                context, str(message.get(SAID_TEXT) or message.get("text") or ""))  # whole:
            # « …, rose-aimée lui répond en chantant … » is no reported speech of the roll
            if told is not None:  # « tancrede force la porte avec son pied de biche, il est
                return GameAction.by_intent["roll_traits"].proceed(  # costaud, en face … »
                    dispatcher, context, told, Verdict.CONFIRM)
            dispatcher.utter_message(json_message={"table": PARDON})
            return cleared()
        whole = str(message.get(SAID_TEXT) or message.get("text") or "")
        if told_again_with_a_comment(context.table, context.role, narrated.intent,
                                     narrated.words, whole):
            dispatcher.utter_message(json_message={"table": PARDON})  # « plus quatre de solde
            return cleared()  # et elle a quand même les genoux qui tremblent »: the last tour
        action = GameAction.by_intent[narrated.intent]
        verdict = action.trusted(Verdict.ACT if narrated.sure else Verdict.CONFIRM,
                                 narrated.words)  # « …, difficulté impossible »: nothing thrown
        return action.which_value(narrated.words, str(message.get(SAID_TEXT) or message.get(
            "text") or "")) or action.proceed(dispatcher, context, narrated.words, verdict)
