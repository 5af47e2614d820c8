"""One Rasa action per game intent: read the slots, call ``assistant.game``, send the answer.

Slots come from the parse contract (``assistant.nlu.contract.slots_from_entities``); a
missing slot is answered with a domain response asking for it (``utter_missing_*``), never
guessed.
"""

from __future__ import annotations

import re
from abc import ABC, abstractmethod
from collections.abc import Callable
from typing import Any, ClassVar

from rasa_sdk import Action, Tracker
from rasa_sdk.events import EventType, SlotSet
from rasa_sdk.executor import CollectingDispatcher

from actions.context import TurnContext, answer
from actions.names import (
    known_names, last_pools, last_protagonist, near_miss, players_own, undo_target,
    with_known_names,
)
from actions.pending import FOLLOWED_INTENTS, FRAME_SLOT, Pending, ask, cleared, frame_of
from actions.said_words import plain_words
from actions.table_game import (
    HADES,
    another_games_empty_roll,
    followed_roll,
    fortune_command,
    hades_roll_elsewhere,
    moved_by_a_kept_character,
    names_a_kept_character,
    narrated_roll_of_the_tables_game,
    odds_asked_of_the_tables_game,
    odds_reply,
    playing,
    roll_confidence,
    roll_of_the_tables_game,
    roll_owned,
    rolls_another_game,
    said_unsure,
    said_whole,
    tables_intent,
    tables_words_say,
    throw_said,
    told_again_with_a_comment,
)
from assistant.game import Game
from assistant.nlu.contract import INTENT_SLOTS, complete_from_words, slots_from_entities
from assistant.nlu.names import first_name_of, names_said, pet_name_owners, sharing_first_name
from assistant.nlu.hesitation import hesitations
from assistant.nlu.rules_questions import asks_about_the_rules
from assistant.nlu.talk import SAID_TEXT, SPOKEN_DOUBT, TALK_REASON
from assistant.nlu.answers import read_words
from assistant.nlu.values import NUMBER_ENTITIES, synonym_tables
from hades_core.systems.spoken_values import SYSTEM_SLOT_READERS
from assistant.nlu.normalize import strip_accents
from assistant.nlu.word_intents import DICE_POOL, OTHER_GAME_ROLLS, says_a_throw, undo_names
from assistant.nlu.word_slots import asks_for_odds, distance_question, question_word
from assistant.nlu.vocabulary import INTERJECTIONS
from assistant.nlu.trust import Verdict, example_for, has_cue, judge, load_policy
from assistant.reply import Reply
from assistant.roles import refused_intent
from assistant.wording import error as error_reply
from hades_core.names import fold, name_key
from assistant.wording.understanding import (
    confirmation_question,
    name_question,
    PARDON,
    AUTOMATIC_ELSEWHERE,
    SESSION_ENDS_ELSEWHERE,
    not_understood,
    which_one_question,
    which_value_question,
)

Command = Callable[[Game], Reply]
COMPETITION_SIDES = 2
TRAIT_WORD = re.compile(r"\btraits?\b", re.IGNORECASE)
ASKING = re.compile(
    r"\?|\b(?:quel|quelle|quels|quelles|combien|comment|pourquoi|qui|ou|quand|quoi|est ce"
    r"|detaille\w*|explique\w*|dis|dit|donne|rappelle|repete|lis|montre|fais|tire|jet|jets"
    r"|lance|oracle|aide|fiche|point|regles?|resume|recap\w*|chances?|destin|fortunes?)\b")
"""Words by which a reading is asked for: without any, a reading the model doubts is talk."""
PRONOUN_SUBJECT = re.compile(r"\b(?:il|elle) (?!y\b|faut\b|est\b|sont\b|était\b|a\b|avait\b"
                             r"|reste\b|restait\b|manque\b)")
"""« elle dépense sa fortune… », « et il prend une blessure »: a command whose subject is a
pronoun (not « il y a », « il faut », nor a state)."""
PRONOUN_OBJECT = re.compile(r"^\W*(?:[\w']+[,.!]? ){0,2}\w+-(?:le|la|lui)\b"
                            r"|\b(?:note|mets|ajoute|ecris|écris|inscris|raye|passe|monte|donne"
                            r"|enlève|enleve|retire) lui\b")
"""« en fait mets-le à deux barres de blessure », « note lui peur des serpents » (a recogniser
writes no hyphen), « d'accord je valide et du coup note lui le trait … »: an order whose object
is the one just spoken of."""
STATE_BY_PRONOUN = re.compile(r"^\W*(?:(?:et|bon|alors|ok|euh|mais),? )*(?:il|elle) "
                              r"(?:est|était|a|avait)\b")
BARS_COUNTED = re.compile(r"\b(?:une?|deux|trois|\d) (?:barres?|crans?)\b")
"""« elle est crevée aussi, une barre de fatigue »: a gauge whose subject is a pronoun said with
the state it is in and the bars it takes (« il a plus qu'un dé le pauvre, il est complètement
crevé » counts none: talk)."""
NO_LONGER_BY_PRONOUN = re.compile(r"^\W*(?:(?:et|bon|ben|bah|alors|ok|euh|mais),? )*(?:il|elle) "
                                  r"(?:n'|n )?(?:a|est) plus (?!que?\b|qu'|rien\b|de\b|d'|du\b"
                                  r"|des\b|\d)")
"""« bon ben elle a plus peur », « il est plus fatigué »: the spoken « n'… plus » of a gauge
back to nothing, said of the one the table just spoke of (« il a plus que deux dés » is no
gauge)."""
OPENING_PRONOUN = re.compile(r"^\W*(?:(?:et|bon|alors|ok|euh),? )*(?:il(?! (?:fait|pleut|neige|y a"
                             r"|faut|gele|vente|tonne)\b)|elle) [^,;:.]*")
"""A command opened by its pronoun subject, up to its first clause break: a name said only
after it (« elle dépense sa fortune pour une révélation : elle a croisé ce pilleur à
Saint-Malo ») is no one's who acts; an impersonal « il » (« il fait nuit noire, … evroult-jehan
la fouille ») is no one's subject."""
CORRECTION = re.compile(r"^\W*(?:(?:ah|oh|euh|attends|non|pardon|en fait),? )*(?:non|pardon)\b")
"""« Ah non pardon, pas barrée : deux barres de fatigue seulement »: a correction of the
last command, about the same protagonist."""
OWN_FORTUNE = re.compile(r"\b(?:sa|ses) (?:\w+ )?(?:derni[eè]re |deuxi[eè]me |2[eè]me )?fortunes?\b")
"""« et avec sa deuxième fortune son escrime passe en héroïque »: the fortune of the one the
table just spoke of."""
ONE_MORE = re.compile(r"^\W*(?:et |bon |puis )?(?:encore )?(?:une|1) (?:autre |de plus )?"
                      r"(?:pour|sur) (?:la|le|l'|sa|son)\b")
"""« et encore une sur la blessure »: one more fortune of the one the table just spoke of (a
name said after it, « … de Maïwenn », is read first)."""
FREE_WORDS = frozenset({"protagonist", "aspect"})
AGAINST_SLOTS = frozenset({"obstacle_dice", "opposition", "difficulty"})
"""The slots said after « contre »: a doubt there is about them first."""
"""Slots whose value is any words said: never one side of a hesitation."""
STEP_COUNT = re.compile(r"\b(\d+) (?:étapes|etapes)\b")


def _one_of(value: Any, said: list[Any]) -> bool:
    """Whether a slot's ``value`` is one of the values ``said`` (a number whatever its sign)."""
    if isinstance(value, int) and not isinstance(value, bool):
        return any(isinstance(one, int) and abs(one) == abs(value) for one in said)
    return value in said


_TOLD_AFTER = re.compile(r"^[\s,;:.]*c ?'?est (?:\w+ ){0,2}\w+[\s.!]*$")
"""A last clause « c'est ardu »: a judgement at a HaDes table, the difficulty at a 2D6 one."""


def _fullest(cut: tuple[str, dict[str, Any]] | None,
             whole: tuple[str, dict[str, Any]] | None) -> tuple[str, dict[str, Any]] | None:
    """The reading of another game's roll that says more: the command's clauses alone, or the
    sentence as said when the last clause, cut as talk, holds a word of the roll (« …, Margaux
    Agilité quatre contre la gouvernante à cinq, c'est ardu »: at a 2D6 table « c'est ardu »
    is the difficulty, not a judgement; ``_TOLD_AFTER``)."""
    if whole is None or (cut is not None and len(whole[1]) <= len(cut[1])):
        return cut
    return whole


def _read_or_kept(intent: str, slot: str, value: Any) -> Any:
    """A slot's ``value`` as its answer would be read (« correct » as 2 on the zFate ladder),
    or as kept when the words read as nothing."""
    read = read_words(intent, slot, str(value)) if value is not None else None
    return value if read is None else read


THROW_INTENTS = frozenset({"resolve_pool", "reroll", "roll_traits", "fate_roll", "deux_d6_roll",
                           "krasses_roll", "trois_six_neuf_turn"})
"""Intents that throw dice; said as a question about the chances, they answer the odds."""


def _named_in_another_clause(said: str, named: str, known: list[str], intent: str) -> bool:
    """Whether ``named`` is said only as the subject of a later clause that says nothing of
    the command ``intent`` (« elle n'a plus peur, Raphaël lui a pris la main »), the command's
    clause naming no one; a name set at the end in apposition (« il est blessé deux,
    Raphaël ») or in the command's own words (« bon elle le rafistole, Noé est blessé un »)
    is the command's subject."""
    first, _, rest = said.partition(",")
    if not named or names_said(first, known) or has_cue(load_policy(), intent, rest, {}):
        return False
    words = rest.lower().split()
    return any(name_key(word) == name_key(named) and index + 1 < len(words)
               for index, word in enumerate(words))


_SPEAKER_TAKES = re.compile(r"\b(?:je|j')\s*(?:me\s+|m')?(?:prends|gagne|perds|depense|encaisse"
                            r"|recupere|recois)\b")
"""The speaker taking something of the bookkeeping for their own character (« je prends une
blessure », « je gagne une fortune »): at a table of several protagonists, who is asked."""


def tables_odds_answered(dispatcher: CollectingDispatcher, context: TurnContext, odds: Reply,
                         said: str) -> list[EventType]:
    """Say the odds of the table's game's roll asked in ``said``, and keep them as the frame
    a follow-up continues (« et en complexe ? », « et avec trois krâsses »)."""
    dispatcher.utter_message(json_message=context.payload(odds))
    frame = {"intent": "odds_query", "slots": {"system": playing(context.table), "words": said}}
    dispatcher.utter_message(json_message={FRAME_SLOT: frame})
    return [*cleared(), SlotSet(FRAME_SLOT, frame)]


class GameAction(Action, ABC):
    """Base of the game actions: ``intent`` names the action (``action_<intent>``).

    Every message goes through ``proceed``: a command that changes the table runs only on a
    confident, complete understanding (``assistant.nlu.trust``); otherwise the assistant asks one
    question (a missing slot, a near-miss name, or yes/no) or says it did not understand.
    """

    intent: str = ""
    required: tuple[str, ...] = ()
    """Slots without which the action asks instead of answering."""
    by_intent: ClassVar[dict[str, "GameAction"]] = {}
    """Every concrete game action, by intent (``action_resume`` completes them)."""

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if cls.intent and not getattr(cls, "__abstractmethods__", None):
            GameAction.by_intent[cls.intent] = cls()

    def name(self) -> str:
        """Rasa's name for the action."""
        return f"action_{self.intent}"

    def slots(self, tracker: Tracker) -> dict[str, Any]:
        """The normalised slots of the latest message for this intent."""
        message = tracker.latest_message or {}
        return complete_from_words(self.intent, str(message.get("text") or ""),
                                   slots_from_entities(self.intent, message.get("entities") or []))

    async def run(
        self, dispatcher: CollectingDispatcher, tracker: Tracker, domain: dict[str, Any]
    ) -> list[EventType]:
        """Judge the latest message, then answer it, ask about it or refuse it."""
        message = tracker.latest_message or {}
        confidence = float((message.get("intent") or {}).get("confidence") or 0.0)
        context = TurnContext.from_tracker(tracker)
        text = str(message.get("text") or "")
        said_text = str(message.get(SAID_TEXT) or text)
        if self.intent in THROW_INTENTS and asks_for_odds(text):  # a question never throws
            return await GameAction.by_intent["odds_query"].run(dispatcher, tracker, domain)
        if self.intent in OTHER_GAME_ROLLS and odds_followed_up(tracker, context.table, text):
            return await GameAction.by_intent["odds_query"].run(dispatcher, tracker, domain)
        odds = None if self.intent in THROW_INTENTS | {"odds_query"} \
            else odds_asked_of_the_tables_game(context.table, said_text)
        if odds is not None:  # « ça donne quoi, compétence cinq en ardue ? » at a 2D6 table
            return tables_odds_answered(dispatcher, context, odds, said_text)
        if self.intent in ROLL_TOLD_MISREADS and pool_with_a_gauges_malus(text):
            return await GameAction.by_intent["resolve_pool"].run(dispatcher, tracker, domain)
        own = tables_intent(self.intent, context.table, text)
        if own is not None:  # « lance le dé du destin » at a 3-6-9 table
            return await GameAction.by_intent[own].run(dispatcher, tracker, domain)
        slots = self.slots(tracker)
        tables_roll = _fullest(roll_of_the_tables_game(self.intent, context.table, text),
                               roll_of_the_tables_game(self.intent, context.table, said_text)
                               if _TOLD_AFTER.match(said_text[len(text):])
                               and said_text.startswith(text) else None)
        rule_checked = (tables_roll is not None or self.intent == "rules_question") \
            and asks_about_the_rules(said_text)
        if rule_checked and self.intent != "rules_question":  # « au-delà de dix de solde
            return await GameAction.by_intent["rules_question"].run(  # l'adversaire perd des
                dispatcher, tracker, domain)  # dés de marasme, c'est ça »: nothing thrown
        if rule_checked:
            tables_roll = None
        if tables_roll is not None:  # the model knows it is a roll, the table knows which game's
            intent, words = tables_roll
            if told_again_with_a_comment(context.table, context.role, intent, words, said_text):
                dispatcher.utter_message(json_message={"table": PARDON})  # « plus quatre de
                return cleared()  # solde et elle a … » right after that tour: talk about it
            said = with_known_names(context, intent, said_text,
                                    {**slots, **words} if intent == self.intent else words)
            verdict = judge(intent, roll_confidence(message, confidence), text, said)
            unsure = said_unsure(str(message.get(SAID_TEXT) or text))
            misread = intent != self.intent  # a contre-krâsse heard for « plus 4 contre moyen »
            if (verdict is Verdict.REFUSE and (says_a_throw(text) or misread
                                               or names_a_kept_character(context.table, text)
                                               or tables_words_say(intent, text))) \
                    or (verdict is Verdict.ACT and (
                        unsure or not throw_said(context.table, text))):
                verdict = Verdict.CONFIRM  # « jet du gardien : Médiocre contre Correct »
            if verdict is Verdict.CONFIRM and not unsure and not message.get(SPOKEN_DOUBT) \
                    and roll_owned(context.table, text):
                verdict = Verdict.ACT  # « Aurèle crochète le coffre, plus deux contre facile »
            action = GameAction.by_intent[intent]
            if not unsure and not message.get(SPOKEN_DOUBT):
                verdict = action.trusted(verdict, said)  # « …, difficulté impossible »: no dice
            if verdict is Verdict.ACT and commented_roll(context, text) is not None:
                verdict = Verdict.CONFIRM  # « bon contre correct et il sort moins trois … »
            asked = action.which_value(said, said_text)  # the words read as the game's roll:
            return asked or action.proceed(dispatcher, context, said, verdict)  # a doubt asked
        narrated = None if message.get(TALK_REASON) or rule_checked \
            else narrated_roll_of_the_tables_game(self.intent, context.table, text)
        # « si Anselme avait misé du marasme … »: talk
        if narrated is not None:  # « …, Tir euh Moyen ou Correct, contre Correct » asks which
            action = GameAction.by_intent[narrated.intent]
            sure = narrated.sure and commented_roll(context, text) is None
            return action.which_value(narrated.words, str(message.get(SAID_TEXT) or text)) \
                or action.proceed(dispatcher, context, narrated.words,
                                  Verdict.ACT if sure else Verdict.CONFIRM)
        elsewhere = hades_roll_elsewhere(self.intent, context.table, text)
        if elsewhere is not None:
            dispatcher.utter_message(json_message=context.payload(elsewhere))
            return cleared()
        said = str(message.get(SAID_TEXT) or text)
        slots = self.completed(with_known_names(context, self.intent, said, slots), context, text)
        guessed = self.pronoun_for(context, said, slots)
        if guessed is not None:  # « elle dépense sa fortune pour un rebondissement »
            slots = {**slots, "protagonist": guessed}
        verdict = judge(self.intent, confidence, text, slots)
        if not message.get(SPOKEN_DOUBT):  # a doubt in how it is said is always asked about
            verdict = self.trusted(verdict, slots)
            if verdict is Verdict.CONFIRM and self.anchored(context, text):
                verdict = Verdict.ACT
        if guessed is not None and verdict is Verdict.ACT \
                and not self.pronoun_sure(context, guessed, slots) \
                and not players_own(context, said):
            verdict = Verdict.CONFIRM  # the guess is said back: « Maïwenn dépense … ? »
        if verdict is Verdict.REFUSE and (tables_words_say(self.intent, text) or (
                self.intent == "trois_six_neuf_move"
                and moved_by_a_kept_character(context.table, plain_words(text)))):
            verdict = Verdict.CONFIRM  # « Baptiste encaisse du stress mental », « baudoin
            # prend la fuite par la passerelle » (Baudouin's réserve)
        if verdict is Verdict.CONFIRM and not message.get(SPOKEN_DOUBT) \
                and not slots.get("commented") and throw_said(
                context.table, text) and (said_whole(self.intent, text) or (
                    tables_words_say(self.intent, text)
                    and (names_a_kept_character(context.table, text)
                         or (guessed is not None
                             and self.pronoun_sure(context, guessed, slots))))):
            verdict = Verdict.ACT  # « …griffe Malik : Malik encaisse deux de stress physique »,
            # « Elle invoque Ancienne championne » right after her roll
        if verdict is Verdict.REFUSE and self.intent in ROLL_TOLD_MISREADS \
                and not message.get(TALK_REASON):
            from actions.sheets import roll_told_with_the_sheet  # that module imports this one
            told = roll_told_with_the_sheet(context, said)
            if told is not None:  # « un caïman sort de l'eau …, il est blessé à l'œil, elouan
                return GameAction.by_intent["roll_traits"].proceed(  # le repousse avec sa
                    dispatcher, context, told, Verdict.CONFIRM)  # pirogue »: a roll, asked
        if self.missing_slots(slots) and not load_policy().changes_table(self.intent) \
                and asks_about_the_rules(text):  # « qu'est-ce qu'un jet de distance ? »
            return await GameAction.by_intent["rules_question"].run(dispatcher, tracker, domain)
        if self.nothing_to_do(verdict, confidence, text, slots) \
                or another_games_empty_roll(self.intent, context.table, slots) \
                or self.another_games_word(context, text):
            dispatcher.utter_message(json_message={"table": PARDON})
            return cleared()
        if verdict is Verdict.CONFIRM and rolls_another_game(self.intent, context.table):
            verdict = Verdict.ACT  # it only says how to play that game: nothing to confirm
        asked = self.which_value(slots, said) if verdict is not Verdict.REFUSE else None
        return asked or self.proceed(dispatcher, context, slots, verdict)

    def nothing_to_do(self, verdict: Verdict, confidence: float, text: str,
                      slots: dict[str, Any]) -> bool:
        """Whether the line is table talk the model half read as this intent, answered with
        a bare « Pardon ? »: a table change refused without any of its cues, a table change
        the model is not sure of that names nobody (« pfff un dé de moins à cause de la
        fatigue » must not draw « Pour quel protagoniste ? ») or lacks a slot and all its cues
        (« Miser sa fortune sur un seul dé, c'est du Aurélien tout craché » must not draw
        « Quel trait ? »), or a reading the model is not
        sure of that lacks what it needs (« Minuit sonne à Morteville… » read as a choice
        without options must not draw « Entre quoi et quoi ? »), or a reading the model
        doubts said without a word of asking (« il y a des chiens partout »)."""
        policy = load_policy()
        if verdict is Verdict.REFUSE:
            return not has_cue(policy, self.intent, text, slots)
        missing = self.missing_slots(slots)
        if policy.changes_table(self.intent):  # « un dé de moins à cause de la fatigue »
            return confidence < policy.act and (
                (missing[:1] == ["protagonist"] and not _SPEAKER_TAKES.search(fold(text)))
                or (bool(missing) and not has_cue(policy, self.intent, text, slots)))
        if confidence < policy.ask and not ASKING.search(strip_accents(text.lower())):
            return True  # « il y a des chiens partout » half read as « pourquoi ce résultat »
        return confidence < policy.act and bool(missing)

    def which_value(self, slots: dict[str, Any], text: str) -> list[EventType] | None:
        """Ask which of two values the player meant (« euh deux, ou trois dés contre deux »
        → « Deux ou trois ? », « Combat Correct contre euh Bon ou Correct » → « Bon ou
        correct ? »): when both read as the value of a slot (as its answer would be read), that
        slot holds one of them and the line's other words do not say it for that slot (« quatre
        dés contre trois ou quatre »: the four dice are said before), it is asked for again and the command runs
        on the answer; ``None`` when the line has no such doubt. Names and words of the story
        (« attaque ou fuit ») are no values: only numbers and the game's own scales count. A
        doubt said after « contre » is the obstacle's side first (« deux dés contre euh deux ou
        trois »)."""
        lowered = text.lower()
        if re.search(r"\bt'as\b|\btu as\b|\bvous avez\b", lowered) or (
                "?" in lowered and re.search(r"\bcombien\b|\bquel", lowered)):
            return None  # « Ghislain t'as combien en tir déjà, quatre ou cinq ? »: asked of a
            # player; « … trois ou quatre je sais plus combien ils sont » is the speaker's doubt
        valued = (NUMBER_ENTITIES | set(SYSTEM_SLOT_READERS.get(self.intent, {}))) - FREE_WORDS
        for doubt in hesitations(text):
            for slot, value in sorted(slots.items(), key=lambda item: doubt.after_against
                                      and item[0] not in AGAINST_SLOTS):
                if slot not in valued or value is None:
                    continue
                said = [read_words(self.intent, slot, side) for side in (doubt.first, doubt.second)]
                held = read_words(self.intent, slot, str(value))  # « 2 » as the number 2
                held = value if held is None else held
                others = sum(_one_of(held, [_read_or_kept(self.intent, name, other)])
                             for name, other in slots.items() if name != slot and name in valued)
                if None in said or said[0] == said[1] or not _one_of(held, said) \
                        or self.times_said(slot, held, doubt.outside) > others:
                    continue
                return ask(Pending(self.intent, {**slots, slot: None}, missing=slot,
                                   question=which_value_question(doubt.first, doubt.second)))
        return None

    def times_said(self, slot: str, value: Any, words: list[str]) -> int:
        """How many of ``words`` read as ``value`` for ``slot`` (« plus quatre » is one)."""
        return sum(_one_of(value, [read_words(self.intent, slot, word)]) for word in words
                   if word not in ("plus", "moins"))

    def proceed(
        self,
        dispatcher: CollectingDispatcher,
        context: TurnContext,
        slots: dict[str, Any],
        verdict: Verdict,
        names_checked: bool = False,
    ) -> list[EventType]:
        """Refuse, ask for a missing slot, check a name, ask yes/no, or run the command. Another
        game's roll the model doubts and whose words say none of its values is refused: no
        question asks for a roll nobody said."""
        if verdict is Verdict.REFUSE:
            dispatcher.utter_message(
                json_message={"table": not_understood(example_for(self.intent))})
            return cleared()
        refusal = refused_intent(context.role, self.intent)
        if refusal is not None:  # the Destinée's command: refused before any question
            dispatcher.utter_message(json_message=context.payload(error_reply(refusal)))
            return cleared()
        if verdict is Verdict.CONFIRM and self.intent in OTHER_GAME_ROLLS and all(
                slots.get(name) in (None, "", []) for name in (*self.required,
                                                              *getattr(self, "entities", ()))
                if name != "protagonist"):  # « je mélange les dés krâsses »: no roll said
            dispatcher.utter_message(
                json_message={"table": not_understood(example_for(self.intent))})
            return cleared()
        pending = Pending(self.intent, slots, verdict=verdict.value, names_checked=names_checked)
        missing = self.missing_slots(slots)
        if missing:
            return ask(Pending(**{**pending.to_slot(), "missing": missing[0]}))
        at_the_table = known_names(context)
        for slot in ("protagonist", "player"):  # krâsses: whose own dK a roll uses
            called = first_name_of(str(slots.get(slot) or ""), at_the_table)
            if called is not None:  # « Tiphaine escalade … » at a table that knows Tiphaine-Éléa
                slots = {**slots, slot: called}
            shared = sharing_first_name(str(slots.get(slot) or ""), at_the_table) \
                or pet_name_owners(str(slots.get(slot) or ""), at_the_table)  # « lili »
            if shared:  # « pierre prend une blessure » with Pierre-Anastase and Pierre-Élzéar
                return ask(Pending(self.intent, {**slots, slot: None}, missing=slot,
                                   question=which_one_question(shared), verdict=verdict.value,
                                   names_checked=names_checked))
        if not names_checked:
            known = near_miss(context, slots)
            if known is not None:
                corrected = {**slots, "protagonist": known}
                if verdict is Verdict.CONFIRM:  # one question says both: « Maximilien gagne … ? »
                    question = confirmation_question(self.intent, corrected,
                                                     self.named_target(context))
                    return ask(Pending(self.intent, corrected, question=question,
                                       verdict=Verdict.ACT.value, names_checked=True))
                return ask(Pending(self.intent, corrected, question=name_question(known),
                                   verdict=verdict.value, names_checked=True))
        if verdict is Verdict.CONFIRM:
            question = confirmation_question(self.intent, slots, self.named_target(context))
            return ask(Pending(self.intent, slots, question=question, verdict=Verdict.ACT.value,
                               names_checked=True))
        answer(dispatcher, context, self.command(slots, context))
        if self.intent in THROW_INTENTS - FOLLOWED_INTENTS:  # no follow-up continues a
            # command older than a roll of traits: « et à deux contre deux, ça donnait quoi ? »
            dispatcher.utter_message(json_message={FRAME_SLOT: {}})  # is no gauge's level
            return [*cleared(), SlotSet(FRAME_SLOT, None)]
        if self.intent not in FOLLOWED_INTENTS:
            return cleared()
        frame = {"intent": self.intent, "slots": slots}
        dispatcher.utter_message(json_message={FRAME_SLOT: frame})
        return [*cleared(), SlotSet(FRAME_SLOT, frame)]

    def completed(self, slots: dict[str, Any], context: TurnContext, text: str) -> dict[str, Any]:
        """``slots`` completed with what the table knows (a sheet's traits…); as read by
        default."""
        return slots

    def named_target(self, context: TurnContext) -> str | None:
        """The journal entry the question before this command names (an undo's, a redo's)."""
        return None

    def trusted(self, verdict: Verdict, slots: dict[str, Any]) -> Verdict:
        """The verdict once the table is known (a roll whose traits are all on the sheet may
        need no question); the trust policy's by default."""
        return verdict

    def pronoun_for(self, context: TurnContext, said: str,
                    slots: dict[str, Any]) -> str | None:
        """Whom « il » or « elle » in the command (or a correction, « ah non pardon, deux
        barres seulement », « sa fortune », or one more: « et encore une sur la blessure »)
        stands for when no name is said (a word
        after « de » the model took for one, « sa voix de stentor », is none): the protagonist
        of the table's latest entries (asked about, never acted on unasked); at a table of one
        protagonist (solo play), a command that names no one is theirs, asked too; ``None``
        when a name is said or the command needs none."""
        if "protagonist" in INTENT_SLOTS.get(self.intent, ()) and not slots.get("protagonist") \
                and self.intent not in THROW_INTENTS and load_policy().changes_table(self.intent) \
                and len(known_names(context)) == 1:
            return known_names(context)[0]  # solo: « et une barre de terreur aussi »
        if "protagonist" not in INTENT_SLOTS.get(self.intent, ()) \
                or not load_policy().changes_table(self.intent) \
                or not (PRONOUN_SUBJECT.search(said.lower()) or CORRECTION.match(said.lower())
                        or (self.intent not in THROW_INTENTS
                            and PRONOUN_OBJECT.search(said.lower()))
                        or OWN_FORTUNE.search(said.lower()) or ONE_MORE.match(said.lower())
                        or (self.states_by_pronoun and STATE_BY_PRONOUN.match(said.lower())
                            and BARS_COUNTED.search(said.lower()))
                        or (self.states_by_pronoun
                            and NO_LONGER_BY_PRONOUN.match(strip_accents(said.lower())))):
            return None
        named = str(slots.get("protagonist") or "")
        opening = OPENING_PRONOUN.match(said.lower())
        if opening is not None and _named_in_another_clause(said, named, known_names(context),
                                                            self.intent):
            return last_protagonist(context)  # « elle n'a plus peur, Raphaël lui a pris la main »
        after_its_pronoun = opening is not None and named.lower() not in said.lower()[:opening.end()]
        if named and (names_said(said, known_names(context)) or not (
                re.search(rf"\b(?:de|d'|du) ?{re.escape(named)}\b", said.lower())
                or after_its_pronoun)):
            return None  # a name said; « sa voix de stentor, elle dépense… » names no one
        return last_protagonist(context)  # « elle dépense …: elle l'a croisé à Saint-Malo »

    states_by_pronoun = False
    """Whether « elle est … » opens this command about the one the table just spoke of."""

    def another_games_word(self, context: TurnContext, text: str) -> bool:
        """Whether the words that read as this command are another game's own, at a table of
        that game (« il sort plus dix au dé du destin » at a 3-6-9 table moves no Destin):
        then the line is talk, « Pardon ? »; never by default."""
        return False

    def pronoun_sure(self, context: TurnContext, guessed: str, slots: dict[str, Any]) -> bool:
        """Whether the one a pronoun was read as (``pronoun_for``) is the only one the command
        can be about, so that it acts unasked; never by default: the guess is said back."""
        return False

    def anchored(self, context: TurnContext, text: str) -> bool:
        """Whether the words anchor the command to the table beyond the model's doubt (a pool
        said in dice for someone the table knows); never by default."""
        return False

    def missing_slots(self, slots: dict[str, Any]) -> list[str]:
        """The required slots not given, in the order they are asked for."""
        return [slot for slot in self.required if slots.get(slot) in (None, [], "")]

    @abstractmethod
    def command(self, slots: dict[str, Any], context: TurnContext) -> Command:
        """The game command answering this intent."""


class ResolvePool(GameAction):
    """« quatre dés contre cinq »; « je lance quatre dés » asks « Contre combien de dés ? ».

    Several names (« Bob et Camille lancent… ») roll once for their side: the rules give that
    side one fortune (« on gagne 1 fortune »), credited to the first name said, who the answer
    names."""

    intent = "resolve_pool"
    required = ("protagonist_dice", "obstacle_dice")

    def anchored(self, context: TurnContext, text: str) -> bool:
        """« Zélie tire sur le contremaître, trois dés contre deux »: a pool said in dice, for
        someone the table knows named in the sentence, is thrown without a question, however
        the model doubts the story around it (a pool in talk about the past or the unreal
        never reaches here)."""
        return "?" not in text and DICE_POOL.search(text) is not None \
            and bool(names_said(text, known_names(context)))

    def completed(self, slots: dict[str, Any], context: TurnContext, text: str) -> dict[str, Any]:
        """A roll said with no dice but with traits of the protagonist's sheet and an
        obstacle's side (« Benoît contourne le troll, il est discret et agile. En face le troll
        a l'ouïe fine ») is that roll of traits (``sheet_roll``), asked about before it runs."""
        if slots.get("protagonist_dice") is not None or slots.get("obstacle_dice") is not None:
            whole = context.said or text  # the comment may have been cut as talk
            if _last_roll_told_again(context, whole, slots):
                return {**slots, "told_again": True}
            return {**slots, "commented": True} if commented_roll(context, whole) is not None \
                else slots
        traits = GameAction.by_intent["roll_traits"].completed(
            {"protagonist": slots.get("protagonist")}, context, text)
        if traits.get("on_sheet") and (traits.get("obstacle_traits") or traits.get("obstacle_dice")):
            return {**slots, "sheet_roll": traits}
        return slots

    def trusted(self, verdict: Verdict, slots: dict[str, Any]) -> Verdict:
        """A roll of traits read from the sheet (``completed``) is asked about, however the
        model doubts the story it was told in (« Noémie se glisse sur le pont, elle est
        furtive ; il y a une vigie … »); so is a bare pool that is not the last roll's, said
        with a comment (« Un dé contre trois avec la cuisse ouverte, il est courageux, le
        garçon. »): it may be talk about a roll the table heard otherwise."""
        if slots.get("sheet_roll") or (slots.get("commented") and verdict is Verdict.ACT):
            return Verdict.CONFIRM
        return verdict

    def nothing_to_do(self, verdict: Verdict, confidence: float, text: str,
                      slots: dict[str, Any]) -> bool:
        """The last roll's pool told again with a comment (``_last_roll_told_again``) is talk
        about that roll: « Pardon ? »."""
        return bool(slots.get("told_again")) or super().nothing_to_do(
            verdict, confidence, text, slots)

    def missing_slots(self, slots: dict[str, Any]) -> list[str]:
        """No dice are missing from a roll of traits read from the sheet."""
        return [] if slots.get("sheet_roll") else super().missing_slots(slots)

    def proceed(self, dispatcher: CollectingDispatcher, context: TurnContext,
                slots: dict[str, Any], verdict: Verdict,
                names_checked: bool = False) -> list[EventType]:
        """The roll of traits read from the sheet (``completed``), said back whole and asked;
        else the pool."""
        if slots.get("sheet_roll") and verdict is not Verdict.REFUSE:
            return GameAction.by_intent["roll_traits"].proceed(
                dispatcher, context, slots["sheet_roll"], Verdict.CONFIRM)
        return super().proceed(dispatcher, context, slots, verdict, names_checked)

    def command(self, slots: dict[str, Any], context: TurnContext) -> Command:
        return lambda game: game.roll(
            int(slots["protagonist_dice"]), int(slots["obstacle_dice"]),
            slots.get("protagonist"), context.seed, action=slots.get("action_type"),
        )


ROLL_TOLD_MISREADS = frozenset({"gauge_set", "add_trait", "remove_trait"})
"""What the model, unsure, makes of a roll of traits told with the obstacle's state (« …, il
est blessé à l'œil »): the roll is asked about when the sheet reads it, as for talk."""


_SIDE = (r"(\d+|m[ée]diocre|moyen|correct|bon|excellent|superbe|fantastique|[ée]pique"
         r"|l[ée]gendaire|facile|difficile|simple|ardue?|complexe|d[ée]mentielle?|insens[ée]e?)")
_ROLL_THEN_WORDS = re.compile(r"^\W*(?:\w+ ){0,2}?(?:(?:plus|moins) )?" + _SIDE
                              + r" (?:(?:des|dés|dé) )?contre (?:(?:plus|moins) )?" + _SIDE
                              + r"(?: (?:des|dés|dé))?\b\W*(.*)$", re.IGNORECASE)
"""A roll's two sides said first, bare (dice, a rank of the ladder, a difficulty), then words
(« cinq contre trois et elle … », « bon contre correct et il sort moins trois »)."""
_TALK_CLAUSE = re.compile(r"\b(?:il|elle|ils|elles|on|je|j'|tu|t'|c'est|c'était|ça|ca)\b",
                          re.IGNORECASE)
"""A subject that makes the words after a roll a clause of their own, a comment."""
_COMMENT_WORDS = 3
"""At least this many words after a pool make a comment on it (« cinq contre trois et elle
trouve encore le moyen de stresser »); one is enough after a cry (« aïe, un dé contre deux, la
pauvre »)."""


_OPENING_POOL = re.compile(r"^(?:(?:et|bon|alors|ok|donc) )*\d+ (?:des |de )?contre \d+\b")


def pool_with_a_gauges_malus(text: str) -> bool:
    """Whether the line opens with a pool and names gauges only as what weighs on it, after
    « avec » or « malgré » and a determiner (« deux contre deux avec sa fatigue, c'est
    honnête »): a roll said, no gauge set."""
    words = re.findall(r"[\w-]+", fold(text.lower()))
    if _OPENING_POOL.match(" ".join(words)) is None:
        return False
    gauges = [index for index, word in enumerate(words) if word in synonym_tables().gauges]
    return bool(gauges) and all(index >= 2 and words[index - 2] in ("avec", "malgre")
                                and words[index - 1] in _DETERMINERS for index in gauges)


_DETERMINERS = frozenset({"sa", "son", "ses", "la", "le", "leur", "leurs"})


def commented_roll(context: TurnContext, text: str,
                   as_a_clause: bool = True) -> tuple[str, str] | None:
    """The two sides the line opens with, bare, when it goes on commenting on them, naming no
    one of the table before the comment nor after « pour » (« cinq contre trois et elle trouve
    encore le moyen de stresser », « plus quatre contre plus six avec deux krâsses en face,
    elle était cuite d'avance »); ``None`` for sides said alone or for someone (« cinq contre
    trois pour Sigrún »: who rolls, a command). ``as_a_clause``: the comment has a subject of
    its own (:data:`_TALK_CLAUSE`), unless a cry opens the line; the last roll told again needs
    no subject (« deux contre trois allez marie capucine montre-lui … »)."""
    said = _ROLL_THEN_WORDS.match(text)
    cried = said is not None and any(fold(word) in INTERJECTIONS
                                     for word in re.findall(r"\w+", text[:said.start(1)]))
    if said is None or len(said.group(3).split()) < (1 if cried else _COMMENT_WORDS) \
            or (as_a_clause and not cried and not _TALK_CLAUSE.search(said.group(3))) \
            or re.match(r"(?:pour|à|a|et pour|et à)\b", said.group(3), re.IGNORECASE) \
            or names_said(text[:said.start(3)], known_names(context)):
        return None
    return said.group(1), said.group(2)


def _last_roll_told_again(context: TurnContext, text: str, slots: dict[str, Any]) -> bool:
    """Whether the line opens with the pool of the table's last roll, commented
    (:func:`commented_roll`; « cinq contre trois et elle trouve encore le moyen de stresser »
    right after that roll): talk about the roll just made. Decision: the same pool thrown
    again is said with « relance » (:class:`FollowUp`) or with a name."""
    last = last_pools(context, thrown=True)  # « 2 contre 2 avec sa fatigue, … »: as thrown
    said = commented_roll(context, text, as_a_clause=False)
    return said is not None and all(side.isdigit() for side in said) \
        and tuple(map(int, said)) == (last.get("protagonist_dice"), last.get("obstacle_dice")) \
        == (slots.get("protagonist_dice"), slots.get("obstacle_dice"))


class HadesBookkeeping(GameAction):
    """A command of HaDes's own bookkeeping (the Destin an automatic resolution moves, the end
    of session's fortunes). Decision: at a table playing another game it is only answered with
    ``answer_elsewhere``, at once, and changes nothing."""

    answer_elsewhere: ClassVar[str] = ""

    def completed(self, slots: dict[str, Any], context: TurnContext, text: str) -> dict[str, Any]:
        """Whether the table plays another game than HaDes."""
        return {**slots, "other_game": playing(context.table) != HADES}

    def trusted(self, verdict: Verdict, slots: dict[str, Any]) -> Verdict:
        """At another game's table the answer changes nothing: said at once."""
        return Verdict.ACT if slots.get("other_game") and verdict is Verdict.CONFIRM else verdict

    def elsewhere(self, slots: dict[str, Any]) -> Command | None:
        """The answer at another game's table, ``None`` at a HaDes table."""
        if not slots.get("other_game"):
            return None
        return lambda game: Reply(table=self.answer_elsewhere)


class ResolveAuto(HadesBookkeeping):
    """« résolution automatique »; « Alice utilise son trait crochetage, c'est automatique »
    uses the trait variant (success, Destin minus one).

    The trait variant is chosen when the model found a ``trait`` entity or when the player
    said the word « trait » (« Bob utilise un trait automatiquement » names none).
    """

    intent = "resolve_auto"
    answer_elsewhere = AUTOMATIC_ELSEWHERE

    def slots(self, tracker: Tracker) -> dict[str, Any]:
        """The contract's slots, plus ``uses_trait`` read from the trait or the phrasing."""
        slots = super().slots(tracker)
        text = str(tracker.latest_message.get("text") or "")
        slots["uses_trait"] = bool(slots.get("trait")) or TRAIT_WORD.search(text) is not None
        return slots

    def command(self, slots: dict[str, Any], context: TurnContext) -> Command:
        return self.elsewhere(slots) or (lambda game: game.auto(slots["uses_trait"]))


class ResolveScript(GameAction):
    """« script en trois étapes : deux contre un, un contre deux, un contre deux », or its steps
    told one after another (``assistant.nlu.pools.told_steps``), for the protagonist named."""

    intent = "resolve_script"
    required = ("steps",)

    def missing_slots(self, slots: dict[str, Any]) -> list[str]:
        """Steps whose count differs from the one said (« en deux étapes ») were misheard:
        they are asked for again rather than rolled."""
        said = slots.get("step_count")
        read = len(slots.get("steps") or [])
        if (said is not None and read != said) or 2 * read < int(slots.get("numbers_said") or 0):
            return ["steps"]  # « la cour, un dé pour eux et nous deux dés ; les toits, … »
        return super().missing_slots(slots)

    def slots(self, tracker: Tracker) -> dict[str, Any]:
        """The contract's steps, how many steps were announced, if any, and how many numbers
        were said: steps that leave numbers unread were misheard too."""
        slots = super().slots(tracker)
        text = str(tracker.latest_message.get("text") or "")
        announced = STEP_COUNT.search(text)
        if announced:
            slots["step_count"] = int(announced.group(1))
        slots["numbers_said"] = len(re.findall(r"\b\d+\b", text)) - (1 if announced else 0)
        return slots

    def completed(self, slots: dict[str, Any], context: TurnContext, text: str) -> dict[str, Any]:
        """Who plays the script, when the words name a protagonist the table knows (« … l'obstacle
        a un dé et Mélusine deux … »): their gauges count and the fortune the roll may earn is
        theirs; anyone else named is no protagonist of the table's."""
        named = names_said(str(slots.get("protagonist") or ""), known_names(context))
        return {**slots, "protagonist": named[0] if named else None}

    def command(self, slots: dict[str, Any], context: TurnContext) -> Command:
        steps = [(step["obstacle_dice"], step["protagonist_dice"]) for step in slots["steps"]]
        return lambda game: game.script(steps, context.seed, protagonist=slots.get("protagonist"))


_ODDS_FOLLOW_UP = re.compile(r"^\W*et (?:à|a|avec|en|si|pour|contre)\b", re.IGNORECASE)
"""How a question of odds goes on (« et à Correct contre Bon », « et avec cinq krâsses »)."""


def odds_followed_up(tracker: Tracker, table: str, text: str) -> bool:
    """Whether ``text`` asks the odds again with other values, right after the odds of the
    table's game were asked (« Quelles sont les chances … Moyen contre Bon ? » then « et à
    Correct contre Bon »): it asks, it never throws."""
    frame = frame_of(tracker)
    return frame is not None and frame.get("intent") == "odds_query" \
        and (frame.get("slots") or {}).get("system") == playing(table) \
        and _ODDS_FOLLOW_UP.match(text) is not None


class OddsQuery(GameAction):
    """« quelles sont nos chances à trois contre cinq »; at a table playing another game, that
    game's odds (``actions.table_game``): the slots then carry the game and the words said."""

    intent = "odds_query"
    required = ("protagonist_dice", "obstacle_dice")

    def slots(self, tracker: Tracker) -> dict[str, Any]:
        slots = super().slots(tracker)
        system = playing(TurnContext.from_tracker(tracker).table)
        if system == HADES:
            return slots
        said = str((tracker.latest_message or {}).get("text") or "")
        followed = followed_roll(system, frame_of(tracker)) if _ODDS_FOLLOW_UP.match(said) else {}
        return {**slots, "system": system, "words": said, "earlier": followed}

    def missing_slots(self, slots: dict[str, Any]) -> list[str]:
        return [] if slots.get("system") else super().missing_slots(slots)

    def command(self, slots: dict[str, Any], context: TurnContext) -> Command:
        if slots.get("system"):
            return lambda game: odds_reply(str(slots["system"]), str(slots.get("words") or ""),
                                           slots.get("earlier") or {})
        return lambda game: game.odds(slots["protagonist_dice"], slots["obstacle_dice"])


class OracleDistance(GameAction):
    """« jet de distance qui »; « c'est qui qui a allumé ces cierges, fais un jet de
    distance »: the question asked beside the order says which."""

    intent = "oracle_distance"
    required = ("question",)

    def slots(self, tracker: Tracker) -> dict[str, Any]:
        """The question of the command, or else of the whole line as said."""
        slots = super().slots(tracker)
        message = tracker.latest_message or {}
        said = str(message.get(SAID_TEXT) or message.get("text") or "")
        if slots.get("question") is None:
            asked = distance_question(said) or question_word(said)
            slots = {**slots, **({"question": asked} if asked else {})}
        return slots

    def command(self, slots: dict[str, Any], context: TurnContext) -> Command:
        return lambda game: game.distance(slots["question"], context.seed)


class OracleDirection(GameAction):
    """« jet de direction émotion »."""

    intent = "oracle_direction"
    required = ("category",)

    def command(self, slots: dict[str, Any], context: TurnContext) -> Command:
        return lambda game: game.direction(slots["category"], context.seed)


class OracleChoice(GameAction):
    """« choisis entre la cave et le grenier »."""

    intent = "oracle_choice"
    required = ("options",)

    def missing_slots(self, slots: dict[str, Any]) -> list[str]:
        """A choice needs two options at least (one heard means the others were missed)."""
        return ["options"] if len(slots.get("options") or []) < 2 else []

    def command(self, slots: dict[str, Any], context: TurnContext) -> Command:
        return lambda game: game.choice(slots["options"], context.seed)


class OracleNpc(GameAction):
    """« crée un second rôle »."""

    intent = "oracle_npc"

    def command(self, slots: dict[str, Any], context: TurnContext) -> Command:
        return lambda game: game.second_role(seed=context.seed)


class OracleAntagonist(GameAction):
    """« que fait l'antagonisme » / « invente un adversaire »."""

    intent = "oracle_antagonist"

    def command(self, slots: dict[str, Any], context: TurnContext) -> Command:
        return lambda game: game.antagonism(context.seed)


class ResolveCompetition(GameAction):
    """« compétition : nous trois contre deux, les rivaux deux contre deux »."""

    intent = "resolve_competition"
    required = ("sides",)

    def slots(self, tracker: Tracker) -> dict[str, Any]:
        """The contract's slots; ``sides`` only when both sides were understood."""
        slots = super().slots(tracker)
        if len(slots.get("sides") or []) != COMPETITION_SIDES:
            slots["sides"] = None
        return slots

    def command(self, slots: dict[str, Any], context: TurnContext) -> Command:
        ours, theirs = ((side["protagonist_dice"], side["obstacle_dice"])
                        for side in slots["sides"])
        return lambda game: game.competition(ours, theirs, context.seed)


class DestinRoll(GameAction):
    """« jet de destin » (solo play): the table hears only whether a contretemps comes."""

    intent = "destin_roll"

    def command(self, slots: dict[str, Any], context: TurnContext) -> Command:
        return lambda game: game.destin_roll(context.seed)


class DestinQuery(GameAction):
    """« quel est le destin » (its value only in the Destinée's view)."""

    intent = "destin_query"

    def command(self, slots: dict[str, Any], context: TurnContext) -> Command:
        return lambda game: game.destin()


_DESTIN_DIE = re.compile(r"\bdes? du destin\b")
"""« le dé du destin »: 3-6-9's own die (a ±d6 sign and a d10)."""


_LOWERED = re.compile(r"\b(?:baiss\w*|descend\w*|diminu\w*|retir\w*|enlev\w*|moins)\b")
"""Words that take the Destin down (« baisse le destin », « … destin moins »)."""


class DestinAdjust(GameAction):
    """« retire deux au destin »; « baisse le destin » asks « De combien ? » and its answer
    (« deux ») is the size of the move the sentence said the way of."""

    intent = "destin_adjust"
    required = ("amount",)

    def completed(self, slots: dict[str, Any], context: TurnContext, text: str) -> dict[str, Any]:
        """Whether the Destin goes down, when the amount will be asked."""
        if slots.get("amount") is None and _LOWERED.search(strip_accents(text).lower()):
            return {**slots, "lowered": True}
        return slots

    def another_games_word(self, context: TurnContext, text: str) -> bool:
        """« moins quatre au dé du destin, même avec le plus trois ça passe pas » at a 3-6-9
        table: the game's own die (seed 003), its result quoted, not the HaDes Destin."""
        return playing(context.table) == "trois_six_neuf" \
            and _DESTIN_DIE.search(fold(text).lower()) is not None

    def command(self, slots: dict[str, Any], context: TurnContext) -> Command:
        amount = int(slots["amount"])
        return lambda game: game.adjust_destin(-abs(amount) if slots.get("lowered") else amount)


class DestinReset(GameAction):
    """« remets le destin à zéro »: an adjustment by minus the current Destin."""

    intent = "destin_reset"

    def command(self, slots: dict[str, Any], context: TurnContext) -> Command:
        def reset(game: Game) -> Reply:
            with game.read() as table:
                destin = table.state.destin
            return game.adjust_destin(-destin)

        return reset


class FortuneGain(GameAction):
    """« Bob gagne une fortune » (one when the amount is not said)."""

    intent = "fortune_gain"
    required = ("protagonist",)

    def completed(self, slots: dict[str, Any], context: TurnContext, text: str) -> dict[str, Any]:
        """Whether the one who gains is named, and known at the table (« je donne une fortune
        à Jérôme, il a sauvé Clémence »: the table knows Jérôme)."""
        named = str(slots.get("protagonist") or "")
        known = known_names(context) if named else []
        return {**slots, "known_by_name": bool(names_said(text, [named]))
                and name_key(named) in {name_key(name) for name in known}}

    def trusted(self, verdict: Verdict, slots: dict[str, Any]) -> Verdict:
        """A fortune the model is fairly sure of is given at once to someone the table knows,
        said by name."""
        if verdict is Verdict.CONFIRM and slots.get("known_by_name"):
            return Verdict.ACT
        return verdict

    def command(self, slots: dict[str, Any], context: TurnContext) -> Command:
        system = playing(context.table)
        if system != HADES:
            return fortune_command(system, slots["protagonist"], slots.get("amount") or 1)
        return lambda game: game.gain_fortune(slots["protagonist"], slots.get("amount") or 1)


class FortuneSpend(GameAction):
    """« Bob dépense une fortune » (one when the amount is not said)."""

    intent = "fortune_spend"
    required = ("protagonist",)

    def command(self, slots: dict[str, Any], context: TurnContext) -> Command:
        system = playing(context.table)
        if system != HADES:
            return fortune_command(system, slots["protagonist"], -(slots.get("amount") or 1))
        return lambda game: game.spend_fortune(slots["protagonist"], slots.get("amount") or 1)


class FortuneQuery(GameAction):
    """« combien de fortunes a Bob ? »: Bob's count only; without a name, everybody's."""

    intent = "fortune_query"

    def command(self, slots: dict[str, Any], context: TurnContext) -> Command:
        return lambda game: game.fortunes(slots.get("protagonist"))


class FortuneShift(GameAction):
    """« Bob utilise une fortune pour décaler le résultat »."""

    intent = "fortune_shift"
    required = ("protagonist",)

    def command(self, slots: dict[str, Any], context: TurnContext) -> Command:
        return lambda game: game.shift(slots["protagonist"])


MAX_GAUGE_LEVEL = 3
"""~~II~~, the gauge struck through."""


class GaugeSet(GameAction):
    """« Alice est blessée deux » (a level, 0 to 3), « Alice prend une blessure », « … une
    barre de fatigue de plus » (a change of that many bars up or down from the gauge's current
    level, within 0 and ~~II~~), « Alice prend deux barres de fatigue » (that level at least)."""

    intent = "gauge_set"
    required = ("protagonist", "gauge", "level")
    states_by_pronoun = True

    def missing_slots(self, slots: dict[str, Any]) -> list[str]:
        """A change (« prend une blessure ») or a level reached (« prend deux barres ») stands
        for the level."""
        if slots.get("change") is not None or slots.get("reach") is not None:
            return [slot for slot in super().missing_slots(slots) if slot != "level"]
        return super().missing_slots(slots)

    def command(self, slots: dict[str, Any], context: TurnContext) -> Command:
        def set_gauge(game: Game) -> Reply:
            level = slots.get("level")
            if level is None:
                with game.read() as table:
                    found = table.state.find(slots["protagonist"])
                    gauge = found.gauge(slots["gauge"]) if found else None
                current = gauge.level if gauge else 0
                level = max(current, int(slots["reach"])) if slots.get("reach") is not None \
                    else current + int(slots["change"])
                level = max(0, min(MAX_GAUGE_LEVEL, level))
            return game.set_gauge(slots["protagonist"], slots["gauge"], int(level))

        return set_gauge


class Initiative(GameAction):
    """« qui a l'initiative »."""

    intent = "initiative"

    def command(self, slots: dict[str, Any], context: TurnContext) -> Command:
        return lambda game: game.initiative()


_DESTIN_TO_FORTUNES = re.compile(r"\bdestin\b[^.;?]*\b(?:en|a des|aux|contre des) fortunes\b"
                                 r"|\b(?:convert\w*|transform\w*|chang\w*) (?:le )?destin\b")
"""The optional rule of the end of session said (« on applique la règle du destin transformé
en fortunes », « on convertit le destin »)."""


class EndSession(HadesBookkeeping):
    """« fin de la session »: HaDes's end of session (fortunes to consolidate, then the
    close); « on s'arrête là pour ce soir » at another game's table is only answered."""

    intent = "end_session"
    answer_elsewhere = SESSION_ENDS_ELSEWHERE

    def completed(self, slots: dict[str, Any], context: TurnContext, text: str) -> dict[str, Any]:
        """Also whether the optional rule turning the Destin into fortunes is said (« on
        applique la règle du destin transformé en fortunes »)."""
        return {**super().completed(slots, context, text),
                "destin_to_fortune": _DESTIN_TO_FORTUNES.search(strip_accents(text.lower()))
                is not None}

    def command(self, slots: dict[str, Any], context: TurnContext) -> Command:
        return self.elsewhere(slots) or (
            lambda game: game.end_session(bool(slots.get("destin_to_fortune"))))


class Repeat(GameAction):
    """« répète »."""

    intent = "repeat"

    def command(self, slots: dict[str, Any], context: TurnContext) -> Command:
        return lambda game: game.repeat()


class ExplainLast(GameAction):
    """« détaille »: the last throw of any kind, named, or the longer explanation after a rules
    question."""

    intent = "explain_last"

    def slots(self, tracker: Tracker) -> dict[str, Any]:
        """The topic of a rules question just answered, if that was the last command."""
        frame = frame_of(tracker)
        if frame is not None and frame["intent"] == "rules_question":
            return {"topic": frame["slots"].get("topic") or "resume"}
        return {}

    def command(self, slots: dict[str, Any], context: TurnContext) -> Command:
        if slots.get("topic"):
            return lambda game: game.rules(slots["topic"], detailed=True)
        return lambda game: game.explain_last()


class UndoingAction(GameAction, ABC):
    """An undo or a redo: sure when it names the entry it would cancel or apply again
    (« annule le trait », « rétablis la mise »); asked about, naming it, otherwise."""

    @abstractmethod
    def named_target(self, context: TurnContext) -> str | None:
        """What this command would cancel or apply again, as said (« l'ajout du trait »)."""

    def completed(self, slots: dict[str, Any], context: TurnContext, text: str) -> dict[str, Any]:
        """Whether the thing the words name is the entry this command would touch."""
        target = self.named_target(context)
        return {**slots, "names_its_target": target is not None
                and undo_names(strip_accents(text.lower()), strip_accents(target))}

    def trusted(self, verdict: Verdict, slots: dict[str, Any]) -> Verdict:
        """Sure when the entry named is the one touched (« annule le trait » after a trait was
        added)."""
        if verdict is Verdict.CONFIRM and slots.get("names_its_target"):
            return Verdict.ACT
        return verdict


class Undo(UndoingAction):
    """« annule »; « annule le trait » undoes at once when the last entry is the one named."""

    intent = "undo"

    def named_target(self, context: TurnContext) -> str | None:
        return undo_target(context)

    def command(self, slots: dict[str, Any], context: TurnContext) -> Command:
        return lambda game: game.undo()
