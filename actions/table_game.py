"""Questions that follow the table's game: « quelles sont mes chances ? » and « gagne un point de
fortune » mean the game the table plays, not HaDes; so does a roll that reads as two games'
(« moyen contre moyen » is zFate's Moyen contre Moyen and krâsses' plus 0 contre Moyen).

- odds at a table playing another game are that game's exact odds, read from the words with the
  game's own parsers: zFate « Bon contre Correct » (two levels of the Échelle), 2D6
  « compétence 3, difficulté ardue », krâsses « plus 5 contre moyen », 3-6-9 « solde plus 4 »;
  words that do not give them get one sentence saying what to say at this table;
- fortunes at a zFate table are fate points (« Bob gagne un point de fortune » → +1 point); the
  other games keep no fortunes, which the answer says.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping
from typing import Any, NamedTuple

from actions.games import game_actions
from actions.names import opens_with
from actions.said_words import plain_words
from assistant.game import Game
from assistant.game.names import game_names, table_names
from assistant.ledger import Ledger, LedgerError
from assistant.nlu.answers import read_words
from assistant.nlu.names import closest_name, names_said
from assistant.nlu.vocabulary import leading_names, may_name_someone
from assistant.nlu.trait_pools import trait_pools_from_words
from assistant.nlu.trust import example_for
from assistant.nlu.word_intents import names_a_throw, says_a_roll, says_a_throw
from assistant.nlu.word_slots import asks_for_odds
from assistant.reply import Reply
from assistant.roles import Role
from assistant.wording import systems as wording
from hades_core.systems import GAMES, game_entry
from hades_core.names import fold, name_key


HADES = "hades"

ROLL_INTENTS = {game.key: game.roll_intent for game in GAMES}
"""The ordinary roll intent of each game (the registry's)."""


def playing(table: str) -> str:
    """The game ``table`` plays (HaDes for a table not created yet)."""
    try:
        with Ledger() as ledger:
            return ledger.state(table).system
    except LedgerError:
        return HADES


def rolls_another_game(intent: str, table: str) -> bool:
    """Whether ``intent`` is the ordinary roll of a game other than the one ``table`` plays
    (« Tir Bon contre Correct » at a HaDes table): its answer says how to switch and changes
    nothing, so it is never asked about first."""
    game = next((entry.key for entry in GAMES if entry.roll_intent == intent), None)
    return game is not None and game != HADES and game != playing(table)


def roll_words(system: str, said: str) -> dict[str, str] | None:
    """The words of a roll of ``system`` in ``said``, as that game's roll entities (its
    ``roll_words``: zFate « Bon contre Correct », 2D6 « compétence 3, difficulté ardue »,
    krâsses « plus 5 contre moyen », 3-6-9 « solde plus 4 »); ``None`` when the sentence does
    not give them all, or the game reads no roll from words (HaDes has its own)."""
    read = getattr(game_actions(system), "roll_words", None)
    found = {} if read is None else read(plain_words(_DOUBT.sub("", said)))
    if not found or None in found.values():
        return None
    return found


_DOUBT = re.compile(r",?\s*\bje (?:ne )?sais (?:plus|pas)\b", re.IGNORECASE)
"""« je sais plus »: a doubt, no word of the roll (« plus » is no bonus there)."""
HADES_ROLLS = frozenset({"resolve_pool", "roll_traits", "resolve_auto", "competition", "script",
                         "resolve_competition", "resolve_script"})
"""HaDes's own throws (pools of dice, traits, the automatic resolution)."""


_OWN_WORDS = {"krasses_contre": re.compile(r"\bcontre[- ]?krass")}
"""Another roll of a game, read as that game's ordinary roll unless its own words are said
(« plus six contre difficile avec deux krâsses de circonstance » is no contre-krâsse)."""
GAME_WORDS = {("trois_six_neuf", "destin_roll"): "trois_six_neuf_turn"}
"""HaDes commands whose words are another game's command at its table: « lance le dé du
destin » at a 3-6-9 table is its tour (seed 003, « le dé du destin »)."""
STRESS_READINGS = frozenset({"gauge_set", "roll_traits", "remove_trait", "consolidate",
                             "add_trait", "resolve_auto", "fate_consequence", "out_of_scope",
                             "fate_clear", "fate_hit"})
"""What the model makes of a zFate Stress said at a zFate table (« stress » is also a HaDes
jauge's name)."""
_BOOST_GAINED = re.compile(r"\b(?:obtien\w*|gagne\w*|prend\w*|cree\w*|a|note\w*)\b[^.;?]*"
                           r"\bboost\b")
"""A zFate Boost won (« Kader obtient un boost Élan »)."""
_MOVE_SAID = re.compile(r"^(?:et |bon |alors )?(?P<who>[a-z-]+) (?:prend la fuite|se sacrifie"
                        r"|bat en retraite)\b")
"""A 3-6-9 move said by who makes it, first in the sentence (« Aymeric prend la fuite vers le
ravin »): the model may miss it when a place follows."""
_INVOKES = re.compile(r"^(?:(?:et|bon|alors|pff|aie|ah|oh|allez|ok) )*"
                      r"(?:[a-z-]+(?: [a-z-]+)? invoqu(?:e|ent)|j ?'? ?invoque)\b")
"""A zFate Invocation said by who invokes, first in the sentence (« Maëlys invoque … », « Pff.
J'invoque Rancune contre les Vautrin »)."""
_COMPEL_ANSWERED = re.compile(r"\bcontrainte\b[^?]*\b(?:accept\w*|refus\w*)\b(?! (?:de|d|que)\b)"
                              r"|\b(?:accept\w*|refus\w*) (?:la|cette|sa|une) contrainte\b")
"""A zFate Contrainte said with its answer (« je propose une contrainte à Jean-Ulrich, Têtu
comme une mule : il refuse de lâcher la barque. Il accepte. »); « refuse de lâcher » is what
the Contrainte says, no answer."""
_CONSEQUENCE_HEALED = re.compile(r"\bconsequence (?:legere|moderee|severe)s? (?:de |d'|d )?[a-z-]+"
                                 r" (?:est|sont) (?:gueri|soigne|efface|parti|disparu)e?s?\b")
"""A zFate Conséquence healed (« la conséquence légère d'Anaëlle est guérie »)."""
_TAKES_STRESS = re.compile(r"\bencaiss\w*\b[^.;]*\bde stresse?\b|\bencaiss\w*\b[^.;]*\bstress\b"
                           r"|\b\d+ (?:cases? )?(?:de |du )?stress"
                           r"(?: \w+)? pour (?!(?:un|une|le|la|les|l|des|du|de|ce|cette)\b)"
                           r"[^\W\d_]")
"""A zFate hit: « Timothée encaisse deux de stress », « deux de stress physique pour Maëlys »,
« … encaisse deux de stresse physique » as speech recognition may write it."""
_CLEARS_STRESS = re.compile(r"\b(?:efface\w*|vide\w*|nettoie\w*|retire\w*)\b[^.;]*\bstress\b")


STAKE_READINGS = frozenset({"resolve_pool", "fortune_spend", "fortune_shift", "reroll",
                            "consolidate"})
"""What the model also makes of a 3-6-9 mise or sacrifice said at a 3-6-9 table (« Aurélien
veut miser un dé avant le tour », « Séraphin sacrifie un dé de fortune pour garder
l'équilibre »: no HaDes consolidation; « Ismérie sacrifie un dé de fortune pour monter son
résultat d'un point »: no HaDes shift), besides :data:`MISREAD_ROLLS`."""
_STAKES = re.compile(r"\b(?:mise|misent|miser|parie|parient|parier|sacrifie\w*)\b (?:\w+ ){0,2}?"
                     r"(?:\d+|un|une) des?\b")
"""A 3-6-9 move said with its die (« miser un dé », « sacrifie deux dés »)."""
_HEAP_MOVED = re.compile(r"\b(?:met|mets|mettent|ajoute|ajoutent|remet|remets)\b (?:\w+ ){0,2}?"
                         r"(?:\d+|une|un) (?:de |des )?(?:krass\w*|dk)\b[^.;?]*\bau tas\b")
"""A krâsses move said whole with the rules' words (« le conteur met trois krâsses au tas »)."""


def said_whole(intent: str, said: str) -> bool:
    """Whether the words say this command of a game's whole, in the rules' own words, as
    « trois dés contre deux » says a HaDes pool: done at once however the model doubts (the
    krâsses moved to the tas, a zFate Conséquence healed)."""
    whole = {"krasses_heap": _HEAP_MOVED, "fate_recover": _CONSEQUENCE_HEALED}.get(intent)
    return whole is not None and whole.search(plain_words(said)) is not None


def tables_intent(intent: str, table: str, said: str) -> str | None:
    """The table's game's own intent for words the model read as HaDes's, or ``None``: « lance
    le dé du destin » at a 3-6-9 table (``GAME_WORDS``); « Timothée encaisse deux de stress »
    (a hit), « efface le stress de Timothée » (a scene's end), « la conséquence légère de
    Kader est guérie », « Kader invoque Têtu pour relancer les dés » or a Contrainte said with
    its answer at a zFate table; « Aymeric prend la fuite vers le ravin » at a 3-6-9
    table."""
    words = plain_words(said)
    stress = intent in STRESS_READINGS and (_TAKES_STRESS.search(words)
                                            or _CLEARS_STRESS.search(words))
    boost = intent != "fate_advantage" and _BOOST_GAINED.search(words) is not None \
        and "?" not in said
    invoked = intent in ("out_of_scope", "nlu_fallback", "roll_traits", "oracle_choice",
                         "resolve_pool") \
        and "?" not in said \
        and any(_INVOKES.search(plain_words(sentence)) for sentence in re.split(r"[.!;]", said))
    if intent in ("fate_hit", "fate_clear") and re.search(r"\bstress\b", words) \
            and playing(table) == HADES:
        return "gauge_set"  # « Nadège passe à deux de stress »: HaDes's own jauge of stress
    healed = intent != "fate_recover" and _CONSEQUENCE_HEALED.search(words) is not None \
        and "?" not in said
    moved = intent in ("out_of_scope", "nlu_fallback") and "?" not in said \
        and moved_by_a_kept_character(table, words)
    compelled = intent in ("out_of_scope", "nlu_fallback") and "?" not in said \
        and _COMPEL_ANSWERED.search(words) is not None
    if not stress and not boost and not invoked and not healed and not moved and not compelled \
            and not any(read == intent for _, read in GAME_WORDS):
        return None
    system = playing(table)
    if moved and system == "trois_six_neuf":  # « émeric prend la fuite vers le ravin »
        return "trois_six_neuf_move"
    if healed and system == "fate":  # « …: la conséquence légère d'Anaëlle est guérie »
        return "fate_recover"
    if boost and system == "fate":
        return "fate_advantage"
    if compelled and system == "fate":  # « je propose une contrainte à Kader : … Il accepte. »
        return "fate_compel"
    if invoked:  # « raté. Maelys invoque Fille de pharmacien, elle sait où on range la morphine »
        return "fate_invoke" if system == "fate" else None
    if stress and system == "fate":
        own = "fate_hit" if _TAKES_STRESS.search(words) else "fate_clear"
        return own if own != intent else None  # « …, Rodrigue encaisse un de stress physique »

    return GAME_WORDS.get((system, intent))


def moved_by_a_kept_character(table: str, words: str) -> bool:
    """Whether the words say a 3-6-9 move (:data:`_MOVE_SAID`) by a character the table's game
    keeps, named or nearly (« émeric prend la fuite vers le ravin » for Aymeric); someone the
    game does not keep (« Bérangère prend la fuite ») is the story's."""
    moved = _MOVE_SAID.search(words)
    if moved is None:
        return False
    try:
        with Ledger() as ledger:
            kept = game_names(ledger.state(table))
    except LedgerError:
        return False
    who = moved.group("who")
    return bool(names_said(who, kept)) or closest_name(who, kept) is not None


def tables_words_say(intent: str, said: str) -> bool:
    """Whether the words are this command of a game's own (« encaisse deux de stress », « efface
    le stress », « obtient un boost », « le dé du destin », « compétence quatre »): when the
    model doubts, it is asked about, not refused."""
    found = {"fate_hit": _TAKES_STRESS, "fate_clear": _CLEARS_STRESS,
             "fate_advantage": _BOOST_GAINED, "fate_invoke": _INVOKES,
             "trois_six_neuf_turn": _DESTIN_DIE, "deux_d6_roll": _SKILL_SAID}.get(intent)
    return found is not None and any(found.search(plain_words(sentence)) is not None
                                     for sentence in re.split(r"[.!;]", said))  # « aïe. Élouan
    # invoque … »: each sentence opens its own


_DESTIN_DIE = re.compile(r"\bde du destin\b")
_SKILL_SAID = re.compile(r"\bcompetence (?:de |a )?(?:\d+|un|deux|trois|quatre|cinq|six|sept|huit"
                         r"|neuf|dix)\b|\bdifficulte (?:de |d )?(?:simple|ardue|complexe"
                         r"|dementielle|insensee|plus|moins|\d)")
"""A 2D6 roll's own words (« … cherche des traces dans la boue, compétence quatre », « …,
Recherche six, difficulté complexe »)."""
_UNSURE = re.compile(r"\bje (?:ne )?sais (?:plus|pas)\b|\bpeut[- ]etre\b|\bil me semble\b"
                     r"|\bje crois\b")
"""A roll said with a doubt (« contre euh Bon ou Correct, je sais plus »): asked, never thrown
at once."""
_BETWEEN_TWO = re.compile(r"\bcontre\b[^,;.]*\b\w+ ou(?: \w+|$)")
"""Two values said for one after « contre » (« contre Bon ou Correct »), read in the words as
said: « pile où il faut » is a place, no choice."""


def said_unsure(said: str) -> bool:
    """Whether the words of a roll say a doubt about it (:data:`_UNSURE`)."""
    return bool(_UNSURE.search(plain_words(said)) or _BETWEEN_TWO.search(said.lower()))


def roll_of_the_tables_game(intent: str, table: str, said: str) -> tuple[str, dict[str, str]] | None:
    """A roll at a table playing zFate, 2D6, krâsses or 3-6-9, read with that game's parsers:
    that game's roll intent and entities, when the words read as its roll; ``None`` otherwise
    (the roll stays as understood). A roll understood as another game's (« moyen contre moyen »
    is a krâsses roll too) becomes the table's game's; the words also fill what the entity
    extractor missed (« plus 1 contre très facile »)."""
    own = _OWN_WORDS.get(intent)
    if intent not in ROLL_INTENTS.values() and intent not in HADES_ROLLS and (
            own is None or own.search(plain_words(said))):
        return None
    system = playing(table)
    words = roll_words(system, said)
    if words is None:
        return None
    everyone = table_names(table)
    names = leading_names(said) or names_said(said, everyone)[:1]  # « Zélia-Marthe embobine le
    # marchand, … avec une de ses krâsses »: a name the model never saw, known here
    words = _with_owner(system, said, words, names[0] if names else None, everyone)
    if names and _FACE_OFF.match(plain_words(said)):  # « Léandre contre Ophélie, six contre cinq »
        words = {**words, "protagonist": names[0]}
    if system in ROLLER_KEPT and "protagonist" not in words:
        opener = _kept_opener(said, everyone)
        if opener is not None:  # « Liénor-Mahé tire sur le pilleur, Tir Bon contre Correct »
            words = {**words, "protagonist": opener}
    return ROLL_INTENTS[system], words


ROLLER_KEPT = frozenset({"fate"})
"""Games whose roll is journaled with who rolled it (zFate: only the roller's Invocations
improve it, and « elle invoque … » after it is the roller's)."""


def _kept_opener(said: str, kept: list[str]) -> str | None:
    """The character the table keeps who opens the roll's last sentence (after a scene set:
    « Le gros pilleur fonce sur Adélard. Adélard esquive : … »), or ``None``: the one who
    acts is the one who rolls."""
    last = re.split(r"(?<=[.!?])\s+", said.strip())[-1]
    named = names_said(last, kept)
    return named[0] if named and opens_with(last, named[0]) else None


_FACE_OFF = re.compile(r"^(?:et |bon |alors )?[^\W\d_][\w-]* contre [^\W\d_]")
"""Two characters face to face, the one who rolls named first."""


def _with_owner(system: str, said: str, words: dict[str, str],
                name: str | None, everyone: list[str]) -> dict[str, str]:
    """A roll's words with whose dice it uses, when the game says it from the words (krâsses:
    « avec une de ses krâsses » are the roller's own dK, not the tas's; « avec une de mes
    krâsses » those of the table's one character, when ``everyone`` is one)."""
    owner = getattr(game_actions(system), "roll_owner", None)
    alone = everyone[0] if len(everyone) == 1 else None
    return {**words, **(owner(said, name, alone) if owner is not None else {})}


ROLL_ONLY_READINGS = frozenset({"rules_question", "sheet"})
"""Readings of the model that may hide a roll said whole, never a move of the game."""
MISREAD_ROLLS = frozenset({"out_of_scope", "nlu_fallback", "roll_traits", "resolve_auto",
                           "oracle_choice", "add_trait", "gauge_set", "create_character",
                           "krasses_heap", "fate_advantage", "trois_six_neuf_move", "end_session",
                           "consolidate", *ROLL_ONLY_READINGS})
"""What the model, which learnt HaDes best, makes of another game's roll said in a story
(« Firmin enfonce la porte de la galerie, plus cinq contre moyen »), or of a roll said with
the dK it takes (« Nadia prend deux krâsses dans le tas : plus six contre ardu »), or of the
roll by which an advantage is created (« Océane crée un avantage, voile déchirée, avec
Athlétisme Bon contre Correct »: the roll first, the Aspect claimed after it), or of a 2D6
roll said by its compétence's name (« Margaux baratine le majordome, Éloquence quatre, c'est
complexe », read as a question on the difficulty or as a sheet, or as a consolidation when a
name such as Achille-Fortuné reads as « fortune »)."""


MOVE_INTENTS = {"trois_six_neuf": "trois_six_neuf_move"}
"""The intent of a game's moves read from the words (its actions' ``move_words``)."""


class NarratedRoll(NamedTuple):
    """A roll (or a move) of the table's game read from a sentence the model did not hear as
    one."""

    intent: str
    words: dict[str, str]
    """The roll's entities, with the roller as ``protagonist`` when one is named."""
    sure: bool
    """Whether the roll is surely meant (``roll_owned``)."""


_ASKS = re.compile(r"\?|\b(?:combien|est-ce|est ce|quel|quelle|quels|quelles|chances?|proba\w*"
                   r"|pourcentage)\b")
"""A question (« quelles sont les chances de Basile au Tir Bon contre Excellent »): no roll."""


def names_a_kept_character(table: str, said: str) -> bool:
    """Whether ``said`` names a character the table's game keeps (a zFate sheet, a 3-6-9
    réserve, a krâsses player's dK): the roll is theirs, as a sheet's traits anchor a HaDes
    roll."""
    try:
        with Ledger() as ledger:
            state = ledger.state(table)
    except LedgerError:
        return False
    return bool(names_said(said, game_names(state)))


def roll_owned(table: str, said: str) -> bool:
    """Whether a whole roll of the table's game is surely meant, not a comment on one: it
    names a character the game keeps, a name opens the sentence or a clause before the roll's
    (« Aurèle crochète le coffre du contremaître, plus deux contre facile », « Josselin force
    le coffre, bricolage trois, c'est ardu », « le commissaire revient, Margaux se cache
    derrière le rideau, compétence deux difficulté simple »: who acts, then the roll, as a
    HaDes pool said after who rolls), or a verb of throwing says it
    (« le conteur lance plus trois contre moyen »). A story with no one named (« le gobelin
    frappe dans le noir, plus trois contre moyen »), a pool cut out of talk (« Excellent
    contre Superbe, autant sauter sans parachute ») and a roll said with a doubt are still
    asked about, and so is a 3-6-9 tour told without its throw (``throw_said``)."""
    if said_unsure(said) or not throw_said(table, said):
        return False
    clauses = re.split(r"[,;:]", said)
    return names_a_kept_character(table, said) or names_a_throw(said) \
        or bool(leading_names(said, acting=True)) or _named_then_rolled(said) \
        or any(leading_names(clause, acting=True) for clause in clauses[1:-1])


_WHO_THEN_SCORE = re.compile(r"^(?:(?:et|bon|alors|ok|allez|pour) )*"
                             r"(?P<who>[^\W\d_][\w-]*(?: [^\W\d_][\w-]*)?) [^\W\d_]+ "
                             r"(?:(?:plus|moins) )?\d+\b")
"""Who rolls, in one or two words, then the skill's name and its score (« gervais aime
mecanique quatre c est complexe », « pour anthelme competence six … »)."""


def _named_then_rolled(said: str) -> bool:
    """Whether the sentence opens with who rolls and the roll's score (:data:`_WHO_THEN_SCORE`),
    as speech recognition writes a roll said with its owner (no comma between them: « Sidonie,
    compétence deux en insensée, même pas la peine d'y penser » may call Sidonie and judge a
    roll; ``leading_names`` reads such clauses), or says a score for someone
    (:data:`_SCORE_FOR`): no one else it could be for."""
    found = _WHO_THEN_SCORE.match(" ".join(fold(said).split()))  # no comma in between
    if found is not None and may_name_someone(found["who"].split()[0]):  # « gervais aime »
        return True
    return any(may_name_someone(who) for who in _SCORE_FOR.findall(plain_words(said)))


_SCORE_FOR = re.compile(r"\b\d+ pour ([^\W\d_][\w-]*)")
"""A score said for whom it is (« Bagarre quatre pour Gervais-Aimé contre … »)."""


def throw_said(table: str, said: str) -> bool:
    """Whether a roll of the table's game may be thrown unasked for its words: always, except a
    3-6-9 tour, whose dice are staked before the dé du destin is thrown (seed 003): only
    « dé du destin », a verb of throwing or the tour's order said alone (« solde plus 3 »)
    throws it (« … la gorgone a quatre en défense, ça nous fait un solde de plus un » tells the
    solde, it throws nothing)."""
    words = plain_words(said)
    return playing(table) != "trois_six_neuf" or names_a_throw(said) or "destin" in words \
        or _BARE_TOUR.match(words) is not None


_BARE_TOUR = re.compile(r"^(?:(?:et|bon|allez|ok) )?"
                        r"(?:(?:un |le )?tour(?: de (?:3 6 9|trois six neuf|369))? )?"
                        r"(?:un )?solde (?:de )?(?:(?:plus|moins) )?"
                        r"(?:\d+|\w+)(?: contre (?:l'|l |le |la |les )?[\w-]+)?$")
"""A 3-6-9 tour said as its order alone (« solde plus 3 », « solde plus 12 contre l'orque »,
« tour de trois six neuf solde moins deux »)."""


def another_games_empty_roll(intent: str, table: str, slots: Mapping[str, Any]) -> bool:
    """Whether the model read a roll of a game the table does not play with none of its values
    said (« bon le combat contre les gobelins est fini on range les figurines » as a zFate roll
    at a 2D6 table): table talk, answered « Pardon ? » rather than asked for a skill."""
    games = {roll: system for system, roll in ROLL_INTENTS.items() if system != HADES}
    return intent in games and games[intent] != playing(table) and not any(
        value for name, value in slots.items() if name != "said")  # defaults: 0, False, []


def narrated_roll_of_the_tables_game(intent: str, table: str, said: str) -> NarratedRoll | None:
    """A roll of the game the table plays (zFate, 2D6, krâsses, 3-6-9), or a 3-6-9 move of a
    character it keeps (« Yanis prend la fuite vers le ravin »), said in a sentence the
    model read as something else (« Firmin enfonce la porte de la galerie, plus cinq contre
    moyen », « Kader escalade la façade : Athlétisme Moyen contre une difficulté Bonne »), when
    the words give the whole roll and ask nothing; ``None`` otherwise. The roller is the game's
    character named, or the name the sentence starts with. Decision: it is thrown at once when
    surely meant (``roll_owned``), else asked about once."""
    staked = intent in STAKE_READINGS and _STAKES.search(plain_words(said)) is not None
    last = said.rstrip(" .!").rsplit("?", 1)[-1] or said  # « Leo, tu te rappelles … ? Léopold,
    if (intent not in MISREAD_ROLLS and not staked) or _ASKS.search(last):  # difficulté …»
        return None
    try:
        with Ledger() as ledger:
            state = ledger.state(table)
    except LedgerError:
        return None
    if state.system == HADES:
        return None
    known = names_said(said, game_names(state))
    words = roll_words(state.system, last)  # a roll asked about first is no roll said
    if words is None and intent in ROLL_ONLY_READINGS:
        return None  # « en gros le marasme c'est le moral quoi, Rémi il en a pas beaucoup »
    if words is None:
        moved = _narrated_move(state.system, said, known)
        if intent in MOVE_INTENTS.values() and (moved is None or not moved.sure):
            return None  # « Yanis gagne un dé de fortune »: the model's own move, judged as said
        return moved
    names = known or leading_names(said, acting=True)
    words = _with_owner(state.system, said, words, names[0] if names else None,
                        game_names(state))
    return NarratedRoll(ROLL_INTENTS[state.system],
                        {**words, **({"protagonist": names[0]} if names else {})},
                        roll_owned(table, said))


_ALSO_JOURNALED_AS = {"deux_d6_roll": ("deux_d6_oppose",)}
"""The other kinds a roll's intent is journaled as (a 2D6 roll against a defender)."""
_ABOUT_THE_ROLL = frozenset({"fate_invoke"})
"""Entries that change the roll just made (« Aïe. Ombrine-Jade invoque … »): a comment after
them still speaks of that roll."""


def told_again_with_a_comment(table: str, role: Role, intent: str, words: Mapping[str, Any],
                              said: str) -> bool:
    """Whether a roll of ``intent`` read from the words is the table's newest entry said again
    (or the roll an invocation just changed), every value as it was thrown, for no one else,
    and a clause of the speaker's own follows (« plus quatre de solde et elle a quand même les
    genoux qui tremblent » right after that tour): talk about
    the roll just made, as « cinq contre trois et elle trouve encore le moyen de stresser » is
    at a table of HaDes; the table is read as ``role`` may read it. Decision: the same roll
    thrown again is said with « relance »."""
    values = {slot: value for slot, value in words.items()
              if slot != "protagonist" and value not in (None, "", [])}
    if not values or not _TALK_AFTER.search(_after_the_values(said, values.values())):
        return False
    kinds = frozenset({intent, *_ALSO_JOURNALED_AS.get(intent, ())})
    try:
        with Ledger() as ledger, Game(ledger, table, role=role).read() as read:
            newest = read.last_active()
            if newest is not None and newest.kind in _ABOUT_THE_ROLL \
                    and _opens_with_the_values(said, values.values()):
                newest = read.last_active(kinds)  # « Bon contre Correct et il faut déjà payer
                # un point » after the invocation; « le contrebandier attaque Inès, … » is new
    except LedgerError:
        return False
    if newest is None or newest.kind not in kinds:
        return False
    who = words.get("protagonist")
    if who and newest.command.get("protagonist") \
            and name_key(str(who)) != name_key(str(newest.command["protagonist"])):
        return False  # « Prisca, Bon contre Correct, et elle saute »: another's roll
    return all(
        slot in newest.command
        and str(read_words(intent, slot, str(value)))
        == str(read_words(intent, slot, str(newest.command[slot])))
        for slot, value in values.items())


_OPENING_FILLERS = frozenset({"bon", "ben", "bah", "alors", "euh", "et", "ah", "oh", "ouais",
                              "mais", "donc", "pff", "bref"})


def _opens_with_the_values(said: str, values: Iterable[Any]) -> bool:
    """Whether the sentence opens with the roll's values, after fillers only (« bon, Bon contre
    Correct et … »): the roll quoted, no one new acting before it."""
    folded = fold(said)
    starts = [found.start() for value in values
              for found in re.finditer(rf"(?<!\w){re.escape(fold(str(value)))}(?!\w)", folded)]
    return bool(starts) and all(word in _OPENING_FILLERS
                                for word in re.findall(r"\w+", folded[:min(starts)]))


def _after_the_values(said: str, values: Iterable[Any]) -> str:
    """The words said after the last of a roll's ``values`` (the whole sentence when none is
    found as written): « vendu, il prend la corde : escalade 7, … » comments nothing before."""
    folded = fold(said)
    ends = [found.end() for value in values
            for found in re.finditer(rf"(?<!\w){re.escape(fold(str(value)))}(?!\w)", folded)]
    return said[max(ends):] if ends else said


_TALK_AFTER = re.compile(r"(?:\b(?:et|mais) (?:il|elle|ils|elles|on|je|j'|tu|c'est|c'était|ça|ca)"
                         r"|[,;:] (?:il|elle|ils|elles|on|je|j'|tu)"
                         r"|^\s*(?:il|elle|ils|elles|on|je|j'|tu) [^\W\d_]+"
                         r"|^\s*[,;:]?\s*(?:le|la|les|l')\s*[^\W\d_]+ (?:va|vont|est|sont|a|ont"
                         r"|peut|peuvent|doit|doivent|risque|risquent))"
                         r"\b(?![^,;.]*\b(?:re)?(?:lanc|tent|essai|refai)\w*)", re.IGNORECASE)
"""A clause of the speaker's own after the values: its subject, after « et », « mais » or a
comma and a subject pronoun (« Correct contre Excellent, il lui faut au moins plus deux aux
dés, autant prier », not « …, c'est très difficile »), or right after the values, a subject
pronoun and its verb as a recogniser writes it without a comma (« plus sept avec trois krasses
contre plus cinq elle etait cuite ») or a noun and its verb (« six contre cinq en ardue le
contremaitre va pleurer sa mere »), unless it throws (« …, elle retente »)."""


_DIE_SAID = re.compile(r"\b(?:un|une|\d+) des?\b")
"""« miser un dé »: a die said, its kind to be asked."""
_RULES_MOVE_WORDS = re.compile(r"\b(?:prend|prennent) la fuite\b|\bbat(?:tent)? en retraite\b"
                               r"|\bmise(?:nt|r)?\b|\bsacrifie(?:nt|r)?\b")
"""A 3-6-9 move said with the rules' own words (« prend la fuite », « bat en retraite »)."""


def _narrated_move(system: str, said: str, known: list[str]) -> NarratedRoll | None:
    """A move of the game's own (3-6-9: « Yanis prend la fuite vers le ravin ») said by a
    character the game keeps: that move, played at once when said with the rules' words, asked
    about when the story tells it otherwise (« la harpie s'enfuit vers les sommets, fin du
    combat » may be the end of the scene, not a fuite) or when the die is not said (« Aurore
    veut miser un dé »: its kind is asked); ``None`` for anyone else."""
    read = getattr(game_actions(system), "move_words", None)
    moved = None if read is None or not known else read(said)
    if not moved or moved.get("move") is None:
        return None  # « la harpie tournoie, elle a faim »: no move
    rules_words = bool(_RULES_MOVE_WORDS.search(plain_words(said)))
    if moved["move"] not in ("flee", "retreat") and not moved.get("kind") and not (
            rules_words and _DIE_SAID.search(plain_words(said))):
        return None  # no die said, no move (« je mise sur le fait qu'Éloïse va tomber »)
    return NarratedRoll(MOVE_INTENTS[system], {**moved, "protagonist": known[0], "said": said},
                        rules_words)


def roll_confidence(message: Mapping[str, Any], confidence: float) -> float:
    """How sure the model is that ``message`` is a roll of any game: the sum of its
    confidences in the games' roll intents (``confidence`` when it gives no ranking)."""
    ranking = message.get("intent_ranking") or []
    total = sum(float(entry.get("confidence") or 0.0) for entry in ranking
                if entry.get("name") in ROLL_INTENTS.values())
    return max(total, confidence)


def roll_completed(system: str, said: str, earlier: Mapping[str, Any]) -> dict[str, str] | None:
    """The words of a roll of ``system`` in ``said``, the values it does not say taken from the
    ``earlier`` roll it follows up (« Athlétisme Correct contre Bon ? », then « et contre
    médiocre ? »: Correct against Médiocre); ``None`` when ``said`` gives no value of a roll or
    the two together do not give them all."""
    read = getattr(game_actions(system), "roll_words", None)
    now = {} if read is None else read(plain_words(_DOUBT.sub("", said)))
    if not any(now.values()):
        return None
    merged = {slot: value if value is not None else earlier.get(slot)
              for slot, value in now.items()}
    if None in merged.values():
        return None
    return {slot: str(value) for slot, value in merged.items()}


def followed_roll(system: str, frame: Mapping[str, Any] | None) -> dict[str, str]:
    """The values of the roll of ``system`` a follow-up continues: those of the odds asked
    last (``frame``), or of the roll thrown last; empty for any other frame."""
    if frame is None:
        return {}
    slots = frame.get("slots") or {}
    if frame.get("intent") == "odds_query" and slots.get("system") == system:
        words = str(slots.get("words") or "")
        return roll_words(system, words) or roll_completed(system, words,
                                                           slots.get("earlier") or {}) or {}
    if frame.get("intent") == game_entry(system).roll_intent:
        return {slot: str(value) for slot, value in slots.items() if value not in (None, "", [])}
    return {}


def odds_reply(system: str, said: str, earlier: Mapping[str, Any] | None = None) -> Reply:
    """The exact odds ``said`` asks for at a table playing ``system`` (its ``odds``), what it
    does not say taken from the ``earlier`` roll it follows up (:func:`roll_completed`), or what
    to say."""
    found = roll_words(system, said)
    if found is None and earlier:
        found = roll_completed(system, said, earlier)
    actions = game_actions(system)
    reply = None if found is None else actions.odds(found)
    if reply is not None:
        return reply
    name = wording.SYSTEM_NAMES[system]
    return Reply(table=f"À cette table, on joue à {name}. Dites par exemple : {actions.SAY_ODDS}.",
                 data={"kind": "odds_help", "system": system})


def odds_asked_of_the_tables_game(table: str, said: str) -> Reply | None:
    """The exact odds of a roll of the game ``table`` plays, asked in a sentence the model
    read as no command (« quelles sont les chances de Basile au Tir Bon contre Excellent, pour
    la prochaine fois »); ``None`` at a HaDes table, or when the words ask no odds or do not
    give the whole roll."""
    system = playing(table)
    if system == HADES or not asks_for_odds(said) or roll_words(system, said) is None:
        return None
    return odds_reply(system, said)


_POOL_SAID = re.compile(r"\b\d+ contre \d+\b")
"""Two numbers face to face (« six contre cinq »): HaDes dice, never thrown at another game's
table."""


def hades_roll_elsewhere(intent: str, table: str, said: str) -> Reply | None:
    """A HaDes throw said at a table playing another game (« quatre dés contre trois » at a
    zFate table): no dice, one sentence saying the table's game, how to roll there and how to
    switch; ``None`` at a HaDes table, for any other intent, or when the words say no throw
    (a sentence the model misread goes on as usual). Decision: the table's game is the one
    played; a HaDes pool there is a slip of habit, never thrown."""
    if intent not in HADES_ROLLS or not (says_a_roll(said) or says_a_throw(said)
                                         or trait_pools_from_words(said)
                                         or _POOL_SAID.search(plain_words(said))):
        return None
    system = playing(table)
    if system == HADES:
        return None
    name = wording.SYSTEM_NAMES[system]
    return Reply(table=f"À cette table, on joue à {name}. Dites par exemple : "
                       f"{example_for(ROLL_INTENTS[system])}. Ou : on joue à HaDes.",
                 data={"kind": "other_game", "system": system})


def fortune_command(system: str, name: str, amount: int) -> Callable[[Game], Reply]:
    """A fortune gained (``amount`` > 0) or spent at a table playing ``system``: fate points at
    zFate; a sentence at the games that keep no fortunes."""
    fortune = getattr(game_actions(system), "fortune", None)
    if fortune is not None:
        return fortune(name, amount)
    table = (f"À cette table, on joue à {wording.SYSTEM_NAMES[system]} : les fortunes sont"
             " celles de HaDes, et les points de fortune ceux de zFate.")
    return lambda game: Reply(table=table, data={"kind": "no_fortunes", "system": system})
