"""Spoken forms of the whole HaDes game: character sheets (« Alice gagne le trait épée »),
the result's meaning (« quelles options ? », « un bénéfice ? »), the Deus Ex Alea applied on
the Destinée's word, and the closing of the session (« on remet tout à zéro »)."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from rasa_sdk import Tracker

from actions.context import TurnContext
from actions.game_actions import Command, GameAction
from actions.names import (
    FIRST_PERSON, called_nearly, known_names, opens_with, players_own, with_known_names,
)
from actions.pending import frame_of
from assistant.game import Game
from assistant.game.sheets import traits_of
from assistant.ledger import Ledger, LedgerError
from assistant.ledger.state import TableState
from assistant.nlu.names import closest_name, names_said
from assistant.nlu.talk import SAID_TEXT
from assistant.nlu.trust import Verdict
from assistant.nlu.normalize import normalize_utterance, strip_accents
from assistant.nlu.reflexes import reflex_traits, without_the_reflex_told
from assistant.nlu.values import notation
from assistant.nlu.spoken_breaks import with_named_breaks, with_story_breaks
from assistant.nlu.word_intents import STRUCK_BY_PRONOUN, says_a_throw, trait_written
from assistant.nlu.word_slots import trait_from_words, trait_struck_from_sheet
from assistant.nlu.vocabulary import may_name_someone
from assistant.nlu.trait_pools import (anchored_pools, split_sides, weakened_state,
                                       without_retractions)
from assistant.wording.spoken import spelled_numbers
from hades_core.errors import HadesError
from hades_core.names import fold, name_key
from hades_core.fortune import Consolidation
from hades_core.sheet import SheetTrait


TO_HIM = re.compile(r"\w-lui\b|\blui (?:note|ajoute|ecris|écris|mets|donne)\b"
                    r"|\b(?:note|ajoute|ecris|écris|mets|inscris) lui\b")
"""« note-lui … », « lui note … »: whom the trait is written for, the one just spoken of; a name
the table does not know said inside the trait is the trait's (« neveu de Morvan »)."""
PLURAL_TRAITS = re.compile(r"\b(?:les|des|deux|trois|\d+) traits\b")
"""« gagne les traits crochetage et discret »: several traits named in one list."""


def several_traits(said: str) -> list[str]:
    """The traits of a list said after « les traits » (« discret et agile »), each with its
    own puissance (« escrime héroïque et discrète »: escrime+ and discrète, never the list's
    puissance put on its last trait); after « le trait », « cape et épée » stays one trait's
    name."""
    parts = [part.strip() for part in re.split(r",|\bet\b", said) if part.strip()]
    if len(parts) < 2:
        return [said]
    if any(_POWER_SAID.search(part) for part in parts):
        return [notation(part.rstrip("+").strip()) for part in parts]
    return parts


_POWER_SAID = re.compile(r"\b(?:h[ée]ro[iï]ques?|mythiques?)\b", re.IGNORECASE)
"""A puissance said in words after a trait of a list."""


def anchored_roll(game: Game, slots: dict[str, Any], text: str,
                  verbs: frozenset[str] = frozenset(), whole: str = "") -> dict[str, Any]:
    """``slots`` of a roll of traits read again with the table: the protagonist is the last
    known name said as a subject on the protagonist's side (the one who acts: « Tancrède
    l'attaque : Lénaïg se défend avec sa discrétion », « Anaïs soigne Loïc avec … »), never
    one said on the obstacle's; the speaker's own side (« je force … avec mon pied-de-biche »)
    at a table of one protagonist (solo play) is that protagonist; a known name said
    on the obstacle's side is the opponent (joueur contre joueur: « contre l'épée bénie de
    Tancrède »), unless the obstacle's own clause names it only in a circumstance (« la goule
    …, mais elle est aveuglée par la lampe de Timothée »); the traits are anchored on the
    sheets, ``on_sheet`` tells whether every trait counted for the protagonist is one of their
    sheet's (or the obstacle's weakened state, « la vigie est aveuglée »), and ``counted``
    holds each side's dice; ``verbs`` are the sentence's words read as verbs
    (``TurnContext.verbs``), ``whole`` the sentence as said when ``text`` is its command only
    (``TurnContext.said``)."""
    with game.read() as table:
        state = table.state
    known = [person.name for person in state.protagonists]
    written_anywhere = [trait.name for name in known for trait in traits_of(state, name)]
    reflexes_told = whole or text
    text = with_story_breaks(with_named_breaks(without_retractions(without_the_reflex_told(text)),
                                               known, verbs), verbs, written_anywhere)
    whole = with_story_breaks(with_named_breaks(without_the_reflex_told(whole), known, verbs), verbs,
                              written_anywhere)  # « … par cœur
    # clothilde l'affronte … », « … avec son piolet le vent souffle fort »: sentences of their own
    sides = split_sides(text)
    ours = " ".join(sides[0]) if sides else text
    theirs = " ".join(sides[1]) if sides else ""
    subjects = acting_names(ours, known)
    together = acting_together(ours, known)
    said = str(slots.get("protagonist") or "")
    if together:  # « Ninon et Corentin l'enferment … »: the first named rolls for both
        slots["protagonist"] = together[0]
    elif subjects and (len(subjects) > 1 or name_key(said) not in map(name_key, subjects)):
        slots["protagonist"] = subjects[-1]
    elif not names_said(ours, [said]) and names_said(ours, known):
        slots["protagonist"] = names_said(ours, known)[0]
    elif not names_said(ours, [said]) and (near := called_nearly(ours, known, verbs)):
        slots["protagonist"] = near  # « … une aile déchirée hélié lui fonce dessus »: asked
    elif len(known) == 1 and FIRST_PERSON.search(ours.lower()) and (
            not said or (not names_said(ours, [said]) and state.find(said) is None)):
        slots["protagonist"] = known[0]  # solo: « je force la grille avec mon pied-de-biche »,
        # « je résiste au venin … ; en face, c'est un venin de vouivre »: no one else acts
    person = state.find(str(slots.get("protagonist") or ""))
    if person is not None:
        slots["protagonist"] = person.name  # as the table spells it (« jerome » → « Jérôme »)
    else:  # « Max saute du pont … »: read on Maximilien's sheet, the name asked about later
        person = state.find(closest_name(str(slots.get("protagonist") or ""), known) or "")
    if person is None and known and not slots.get("protagonist"):
        slots["who_unknown"] = True  # « clo récite le rituel … » unmatched: asked, never for nobody
    own = traits_of(state, person.name) if person else ()
    partners = [name for name in together
                if person is None or name_key(name) != name_key(person.name)]
    written = (*own, *(trait for name in partners for trait in traits_of(state, name))) \
        if person is not None else own  # « Thaïs et Greg le coincent : … sa masse »
    sheet = [trait.name for trait in written]
    said_slots = dict(slots)
    slots.update(_pools_read(text, written, said_slots, verbs, whole))
    slots["on_sheet"] = bool(slots.get("traits")) and all(
        trait in sheet or weakened_state(trait) for trait in slots["traits"])
    slots["some_on_sheet"] = any(trait in sheet for trait in slots.get("traits") or ())
    if partners:  # a partner's trait with its own puissance: « masse+ »
        mine = {trait.name for trait in own}
        shared = {trait.name: trait.name + "+" * trait.power for trait in written[len(own):]
                  if trait.name not in mine}
        slots["traits"] = [shared.get(trait, trait) for trait in slots.get("traits") or []]
    counted_against = " ".join(str(trait) for trait in slots.get("obstacle_traits") or ())
    rivals = [name for name in names_said(theirs, known)
              if (person is None or name_key(name) != name_key(person.name))
              and (names_said(counted_against, [name]) or name in acting_names(theirs, known)
                   or not sides or not sides[2])]
    aimed = _aimed_at(ours, theirs, text, known, person.name if person else None, together)
    if not rivals and aimed is not None:  # « … la sacoche de Mahé-Domitille … ; elle, elle a … »
        rivals = [aimed]
    if rivals:
        slots["opponent"] = rivals[0]
        if person is not None:  # both sheets read: « elle, elle a sa dague »
            slots.update({"traits": [], "obstacle_traits": [], **_pools_read(
                text, (*written, *traits_of(state, rivals[0])), said_slots, verbs, whole)})
            _on_their_owners_side(slots, state, person.name, rivals[0])
        slots["obstacle_traits"] = [
            _without_owner(trait, rivals[0]) for trait in slots.get("obstacle_traits") or []]
    if rivals and person is not None and not _DEFENDING.search(fold(ours)):
        slots["protagonist"], slots["opponent"] = rivals[0], person.name  # the aggressed
        slots["traits"], slots["obstacle_traits"] = (  # is the protagonist (seed 000, « Joueur
            slots.get("obstacle_traits") or [], slots.get("traits") or [])  # contre joueur »)
        slots["on_sheet"] = False  # said back before it is thrown
        person = state.find(rivals[0])
    if person is not None and not sides and not slots.get("obstacle_dice"):
        slots["told_as_a_state"] = said_as_a_state(text, person.name)
    reflexes = reflex_traits(reflexes_told, [trait.rstrip("+") for trait in slots.get("traits") or []])
    if reflexes:  # « … lui lance sa foudre en réflexe »
        slots["reflexes"] = reflexes
    if slots.get("traits"):
        slots["counted"] = list(game.count_trait_pools(
            person.name if person else slots.get("protagonist"), slots["traits"],
            slots.get("obstacle_traits") or (),
            int(slots.get("obstacle_dice") or 0), opponent=slots.get("opponent"),
            reflexes=reflexes))
    return slots


_DEFENDING = re.compile(r"\b(?:se defend\w*|esquiv\w*|resist\w*|pare|parent|evit\w*"
                        r"|se protege\w*|echapp\w*|bloqu\w*|repouss\w*)\b")
"""What the one who acts does when defending (« Lénaïg se défend avec sa discrétion »): they
are the aggressed, the protagonist of a roll between two protagonists."""
_HELPING = re.compile(r"\b(?:soign\w*|aid\w*|sauv\w*|protege\w*|guer\w*|reconfort\w*|rassur\w*"
                      r"|porte\w*|soutien\w*|souleve\w*|reveill\w*|calm\w*|apais\w*)\b")
"""What one protagonist does for another (« Anaïs soigne Loïc »): help, no attack."""
_STRESSED_OPENING = re.compile(r"^\W*(?:elle|lui|eux|elles)\b")
_TAKEN_UP_BY_STRESS = re.compile(r"[;,:.]\s*(?:elle|lui|eux|elles)\s*,?\s*(?:elle|il|ils|elles)\b")
"""« … ; elle, elle a son œil de lynx », « … ; lui, il a sa bagarre »: the other one taken up."""


def _pools_read(text: str, written: Sequence[SheetTrait], said_slots: dict[str, Any],
                verbs: frozenset[str], whole: str) -> dict[str, Any]:
    """The pools ``anchored_pools`` reads in ``text`` against the traits ``written`` on the
    sheets at play, each trait named as its sheet writes it."""
    heard = {_as_heard(trait.name): trait.name for trait in written}  # « doit trois cloches »
    read = anchored_pools(text, list(heard), dict(said_slots), verbs=verbs,  # heard « … 3 … »
                          said=without_retractions(whole),
                          faults=[_as_heard(trait.name) for trait in written if trait.negative])
    for side in ("traits", "obstacle_traits"):
        if side in read:
            read[side] = [_as_written(trait, heard) for trait in read[side]]
    return read


def _on_their_owners_side(slots: dict[str, Any], state: TableState, acting: str,
                          rival: str) -> None:
    """A roll between two protagonists with each sheet's traits on its owner's side and each
    one's défauts on the other's, wherever the sentence said them (« … avec sa force de
    colosse ; elle, elle a sa dague et elle sait qu'il est colérique, mais elle est myope »:
    colosse and myope for the one who acts, dague and colérique against him); a trait written
    on both sheets, or on neither (a circumstance), stays where it was said."""
    def owners(name: str) -> set[bool]:
        """For each sheet writing ``name``: whether it counts for the one who acts."""
        key = name_key(name.rstrip("+"))
        return {(who == acting) != trait.negative for who in (acting, rival)
                for trait in traits_of(state, who) if name_key(trait.name) == key}
    ours, against = list(slots.get("traits") or []), list(slots.get("obstacle_traits") or [])
    sides = [(trait, owners(trait)) for trait in ours] + [(trait, owners(trait)) for trait in against]
    slots["traits"] = list(dict.fromkeys(
        trait for trait, side in sides if side == {True} or (len(side) != 1 and trait in ours)))
    slots["obstacle_traits"] = list(dict.fromkeys(
        trait for trait, side in sides if side == {False} or (len(side) != 1 and trait in against)))


def _aimed_at(ours: str, theirs: str, whole_text: str, known: list[str], acting: str | None,
              together: list[str]) -> str | None:
    """The other protagonist the one who acts aims at, named on their own side (« Florestan
    fauche la broche dans la sacoche de Mahé-Domitille … »), when the obstacle's side opens
    with the stressed pronoun that takes them up (« … ; elle, elle a son œil de lynx »);
    ``None`` otherwise."""
    if acting is None or _HELPING.search(fold(ours)) or not (
            _STRESSED_OPENING.match(fold(theirs)) or _TAKEN_UP_BY_STRESS.search(fold(whole_text))):
        return None  # « Anaïs soigne Loïc … ; lui, il a de la fièvre »: no one attacked
    aimed = [name for name in names_said(ours, known)
             if name_key(name) != name_key(acting) and name not in together]
    return aimed[0] if len(aimed) == 1 else None


def _as_heard(trait: str) -> str:
    """A trait's name as the words said reach the reading, its numbers in digits (« doit
    trois cloches au duc » is heard « doit 3 cloches au duc »); as written otherwise."""
    heard = normalize_utterance(trait)
    return heard if re.search(r"\d", heard) and not re.search(r"\d", trait) else trait


def _as_written(trait: str, heard: dict[str, str]) -> str:
    """A trait the reading found (with its puissance marks) as its sheet writes it."""
    base = trait.rstrip("+")
    return heard.get(base, base) + trait[len(base):]


_STATE_VERBS = r"(?:est|etait|se trouve|se trouvait|reste|restait|attend|attendait|dort|dormait)"


def said_as_a_state(text: str, name: str) -> bool:
    """Whether the protagonist ``name`` is said in a state, not acting (« Nadège est en orbite
    autour de Kepler-9 avec son vieux cargo »): a scene set, no roll, when no obstacle is
    said either."""
    folded = fold(text).replace("'", " ")
    return re.search(rf"(?:^|[,;:.] |\s)(?:{re.escape(fold(name))}|elle|il) {_STATE_VERBS}\b",
                     folded) is not None


_AFTER_AN_OBJECT = frozenset({"avec", "contre", "et", "de", "du", "des", "à", "a", "au", "pour",
                              "sur", "dans", "grâce", "grace", ",", ";", ":", "."})


def acting_names(words: str, known: list[str]) -> list[str]:
    """The known names said in ``words`` as the subject of a verb (« Anaïs soigne Loïc avec »:
    Anaïs, not Loïc, whom « avec » follows)."""
    said = words.replace(",", " , ").replace(":", " : ").replace(";", " ; ").split()
    acting = [name for index, word in enumerate(said) for name in names_said(word, known)
              if index + 1 < len(said) and fold(said[index + 1]) not in _AFTER_AN_OBJECT]
    return list(dict.fromkeys(acting))


def acting_together(words: str, known: list[str]) -> list[str]:
    """The known names said together as who acts, « A et B » (« Thaïs et Greg le coincent
    contre le puits »), a name's first letters standing for it (``closest_name``): one roll of
    several protagonists (seed 000, « un objectif annoncé par un ou plusieurs protagonistes »),
    whose sheets' traits all count; or every known name said after a party was announced
    (« les trois tiennent la brèche : Gaïane-Léonie avec son arbalète, Sixte-Édouard avec sa
    hache, et Clélie-Domitille … avec son éloquence »), in the order said. Empty when no two
    names are joined so."""
    party = _A_PARTY.search(fold(words))  # « les trois tiennent la brèche : A avec …, B … »
    named = names_said(words[party.start():], known) if party else []
    if len(named) > 1 and not names_said(words[:party.start()], known):
        return named
    said = fold(words).replace(",", " ").split()  # hyphens kept: « marie-alix et bertille »
    together: list[str] = []
    for index in range(1, len(said) - 1):
        if said[index] != "et":
            continue
        pair = [_known(said[index - 1], known), _known(said[index + 1], known)]
        if None not in pair:
            together.extend(name for name in pair if name is not None)
    return list(dict.fromkeys(together))


_A_PARTY = re.compile(r"\b(?:(?:tous |toutes )?les (?:deux|trois|quatre|cinq|six|2|3|4|5|6)"
                      r"|tous ensemble|a (?:eux|elles) (?:deux|trois|quatre|cinq|six|2|3|4|5|6)"
                      r"|a plusieurs)\b(?! (?:autres|premiers?|dernier))")
"""A party announced as who acts (« les trois tiennent la brèche », « à eux deux »)."""


def _known(word: str, known: list[str]) -> str | None:
    """The known name ``word`` says, exactly or by its first letters."""
    exact = names_said(word, known)
    return exact[0] if exact else closest_name(word, known)


_NO_COMPLEMENT = frozenset({"la", "le", "les", "l", "sa", "son", "ses", "ta", "ton", "tes", "ma",
                            "mon", "mes", "leur", "leurs", "un", "une", "des", "ce", "cette",
                            "lui", "elle", "eux", "toi", "moi"})
"""Words after « à » that open whom or where it goes (« à la fiche de … », « à lui »)."""


def _with_its_complement(trait: str, text: str, names: list[str]) -> str:
    """The trait with the « à … » the reading left out as its owner when no one of the table
    is named there (« Lou-Anne gagne le trait fusil à pompe, … »: « à pompe » is part of its
    name; « le trait épée à Bob » gives it to Bob)."""
    found = re.search(rf"(?<!\w){re.escape(trait)}\s+(?P<to>[àa]\s+(?P<word>[^\W\d_][\w-]*))",
                      text, flags=re.IGNORECASE)
    if found is None or fold(found["word"]) in _NO_COMPLEMENT \
            or names_said(found["word"], names) or closest_name(found["word"], names):
        return trait  # « ajoute ruban bleu à la fiche de Bénédicte »
    return f"{trait} {found['to']}"


def _without_owner(trait: str, owner: str) -> str:
    """« épée bénie de tancrède » → « épée bénie »: the trait as the owner's sheet names it."""
    words = trait.split()
    if len(words) > 2 and words[-2] in ("de", "d'") and name_key(words[-1]) == name_key(owner):
        return " ".join(words[:-2])
    return re.sub(rf"\s+d['’]{re.escape(owner)}$", "", trait, flags=re.IGNORECASE)


_GIVEN_TO_SOMEONE = re.compile(r"\b(?:à|a|pour)\s+([^\W\d_][\w'-]*)\s*[.!]?$", re.IGNORECASE)
"""Whom a trait is written for, said last (« … à Jean-Fiacre »): read only for a compound
name, which the model never marks (« … à pied » says how)."""


class AddTrait(GameAction):
    """« Alice gagne le trait épée », « Bob prend un trait éphémère négatif peur »."""

    intent = "add_trait"
    required = ("protagonist", "trait")

    def completed(self, slots: dict[str, Any], context: TurnContext, text: str) -> dict[str, Any]:
        """A list of traits is read whole from the words when the model kept one of them; a
        word read both as the owner and inside the trait is the trait's (« gagne les
        traits discret et agile pour Loïc »): the owner is then the known name said, or the one
        « lui » stands for (« note-lui le trait neveu de Morvan », Morvan unknown)."""
        owner, trait = str(slots.get("protagonist") or ""), str(slots.get("trait") or "")
        given_to = _GIVEN_TO_SOMEONE.search(text)
        if not owner and given_to and "-" in given_to.group(1) \
                and may_name_someone(fold(given_to.group(1))) \
                and fold(given_to.group(1)) not in fold(trait).split():
            owner = given_to.group(1)  # « ajoute le trait pied-de-biche à Jean-Fiacre »: a
            slots = {**slots, "protagonist": owner}  # compound name the model never marks
        slots = {**slots, "several": bool(PLURAL_TRAITS.search(text))}
        listed = trait_from_words(text) if slots["several"] else None
        if listed and fold(trait) in fold(listed):  # « gagne les traits connaît les coulisses
            slots["trait"] = trait = listed  # et ami du souffleur »: the whole list said
        if owner and TO_HIM.search(text.lower()) and name_key(owner) in name_key(trait).split() \
                and not names_said(owner, known_names(context)):
            return {**slots, "protagonist": None}  # « note-lui le trait neveu de Morvan »: « lui »
        if owner and trait:
            slots["trait"] = trait = _with_its_complement(
                _without_owner(trait, owner), text, [owner, *known_names(context)])
        if owner and name_key(owner) in name_key(trait).split():
            others = [name for name in names_said(text, known_names(context))
                      if name_key(name) != name_key(owner)]
            return {**slots, "protagonist": others[0] if others else None}
        if slots["several"] and trait:  # each trait of the list with its own puissance
            slots["trait"] = " et ".join(several_traits(trait))
        return slots

    def anchored(self, context: TurnContext, text: str) -> bool:
        """« Note un défaut pour Gwendoline-Iris : recherchée par la garde du baron »: a trait
        written by the words of writing one (``trait_written``) for the one known name said
        (or by a player of one protagonist in the first person: « Je gagne le trait … ») anchors
        it beyond the model's doubt; a list of traits is still said back."""
        named = names_said(text, known_names(context))
        return "?" not in text and trait_written(text) and not PLURAL_TRAITS.search(text) \
            and (len(named) == 1 or (not named and players_own(context, text)))

    def command(self, slots: dict[str, Any], context: TurnContext) -> Command:
        traits = [spelled_numbers(trait) for trait in (
            several_traits(slots["trait"]) if slots.get("several") else [slots["trait"]])]
        return lambda game: game.add_traits(slots["protagonist"], traits,
                                            negative=bool(slots.get("negative")))


class RemoveTrait(GameAction):
    """« retire le trait peur à Bob », « enlève le trait lanterne de Yvon »; « Séverine a lâché
    son arbalète dans les douves, raye-la de sa fiche »: the trait of her sheet said in the
    line."""

    intent = "remove_trait"
    required = ("protagonist", "trait")

    def slots(self, tracker: Tracker) -> dict[str, Any]:
        """The contract's slots; a trait struck by a pronoun is one of the sheet's said in the
        whole line (``named_on_the_sheet``)."""
        slots = super().slots(tracker)
        message = tracker.latest_message or {}
        text = str(message.get("text") or "")
        said = str(message.get(SAID_TEXT) or text)
        read = strip_accents(str(slots.get("trait") or "").lower()).strip(" '")
        if read in ("le", "la", "les", "l") or _STRIKING_PRONOUN.fullmatch(read):
            slots = {key: value for key, value in slots.items() if key != "trait"}  # « raye le »
        if not slots.get("trait") and STRUCK_BY_PRONOUN.search(strip_accents(text.lower())):
            context = TurnContext.from_tracker(tracker)
            named = with_known_names(context, self.intent, said, dict(slots)).get("protagonist")
            trait = named_on_the_sheet(context, str(named or ""), said, by_its_head=True)
            slots = {**slots, **({"protagonist": named, "trait": trait} if trait else {})}
        return slots

    def completed(self, slots: dict[str, Any], context: TurnContext, text: str) -> dict[str, Any]:
        """The owner named after the trait is no part of its name (« lanterne de yvon »); a
        trait struck off a sheet is read from its words (« raye colérique de la fiche de
        Tancrède », « enlève dette envers le capitaine de sa fiche »)."""
        struck = trait_struck_from_sheet(text)
        if struck is not None:
            trait, named = struck
            slots = {**slots, "trait": trait}
            if named:
                slots["protagonist"] = named
            elif name_key(str(slots.get("protagonist") or "")) in name_key(trait).split():
                slots.pop("protagonist")
        owner, trait = str(slots.get("protagonist") or ""), str(slots.get("trait") or "")
        return {**slots, "trait": _without_owner(trait, owner)} if owner and trait else slots

    def pronoun_for(self, context: TurnContext, said: str,
                    slots: dict[str, Any]) -> str | None:
        """Whose sheet « sa fiche » is when no one is named: the one protagonist whose sheet
        has the trait struck (« et raye le fusil de sa fiche, il est au fond du fleuve »),
        asked about, never struck unasked."""
        guessed = super().pronoun_for(context, said, slots)
        if guessed is not None or slots.get("protagonist") or not slots.get("trait"):
            return guessed
        owners = _owners_of(context, str(slots["trait"]))
        return owners[0] if len(owners) == 1 else None

    def command(self, slots: dict[str, Any], context: TurnContext) -> Command:
        return lambda game: game.remove_trait(slots["protagonist"], slots["trait"])


def _owners_of(context: TurnContext, trait: str) -> list[str]:
    """The protagonists whose sheet has ``trait`` (its puissance aside)."""
    try:
        with Ledger() as ledger, Game(ledger, context.table, role=context.role).read() as table:
            return [person.name for person in table.state.protagonists
                    if any(fold(written.name.rstrip("+")) == fold(trait.rstrip("+"))
                           for written in traits_of(table.state, person.name))]
    except LedgerError:
        return []


_WORDS_ONLY = re.compile(r"[^\w-]+")


_STRIKING_PRONOUN = re.compile(r"(?:raye|rayez|efface|effacez|enleve|enlevez|retire|retirez"
                               r"|supprime|supprimez|barre|barrez)[- ](?:le|la|les|l)")
"""« raye-le » the model read as the trait: the verb and its pronoun, the trait said before."""


def named_on_the_sheet(context: TurnContext, name: str, said: str,
                       by_its_head: bool = False) -> str | None:
    """The one trait of ``name``'s sheet that ``said`` names (« son arbalète » for
    « arbalète+ »), or ``None``; ``by_its_head``: when none is said whole, the one whose first
    word is said after an article or a possessive (« a rendu le passe-partout à l'éclusier »
    for « passe-partout de l'éclusier »), a word no other trait of the sheet opens with."""
    try:
        with Ledger() as ledger, Game(ledger, context.table, role=context.role).read() as table:
            person = table.state.find(name) if name else None
            written = [trait.name for trait in traits_of(table.state, person.name)] if person else []
    except LedgerError:
        return None
    words = f" {_WORDS_ONLY.sub(' ', fold(said))} "  # « … consolide fronde. »
    found = [trait for trait in written
             if f" {_WORDS_ONLY.sub(' ', fold(trait.rstrip('+')))} " in words]
    if by_its_head and not found:
        heads = [(_WORDS_ONLY.sub(" ", fold(trait.rstrip("+"))).split() or [""])[0]
                 for trait in written]
        found = [trait for trait, head in zip(written, heads)
                 if len(head) >= _HEAD_LETTERS and heads.count(head) == 1
                 and re.search(rf" (?:le|la|les|l|son|sa|ses|mon|ma|mes) {re.escape(head)} ", words)]
    return found[0] if len(found) == 1 else None


_HEAD_LETTERS = 4
"""Letters a trait's first word has to stand for the whole trait (« passe-partout »)."""


class Sheet(GameAction):
    """« la fiche d'Alice »."""

    intent = "sheet"
    required = ("protagonist",)

    def command(self, slots: dict[str, Any], context: TurnContext) -> Command:
        return lambda game: game.sheet(slots["protagonist"])


class ResultOptions(GameAction):
    """« quelles options ? »: the whole row of the last result, in the table of the action said
    now or at the roll."""

    intent = "result_options"

    def slots(self, tracker: Tracker) -> dict[str, Any]:
        """The action type said now, else the one of the last roll of the conversation."""
        slots = super().slots(tracker)
        frame = frame_of(tracker)
        if not slots.get("action_type") and frame is not None:
            slots["action_type"] = frame["slots"].get("action_type")
        return slots

    def command(self, slots: dict[str, Any], context: TurnContext) -> Command:
        return lambda game: game.interpretation(slots.get("action_type"))


class ProposeEffect(GameAction):
    """« un bénéfice ? », « un préjudice ? »: one item of the rules' lists."""

    intent = "propose_effect"
    required = ("proposal",)

    def command(self, slots: dict[str, Any], context: TurnContext) -> Command:
        return lambda game: game.propose(slots["proposal"], context.seed)


class DeusExAlea(GameAction):
    """« on applique le deus ex alea »: the Destinée's word on the notice she was given."""

    intent = "deus_ex_alea"

    def command(self, slots: dict[str, Any], context: TurnContext) -> Command:
        return lambda game: game.deus_ex_alea()


class CloseSession(GameAction):
    """« on remet tout à zéro » (fortunes and Destin reset), « on garde tout pour la
    prochaine fois » (kept): the end of the session's last step, always asked about first."""

    intent = "close_session"

    def command(self, slots: dict[str, Any], context: TurnContext) -> Command:
        return lambda game: game.close_session(keep=bool(slots.get("keep")))


def roll_told_with_the_sheet(context: TurnContext, text: str) -> dict[str, Any] | None:
    """The roll of traits a sentence tells without a word of rolling (« tancrede force la porte
    avec son pied de biche, il est costaud, en face la porte est en chêne massif … »): a known
    protagonist, only traits of their sheet on their side, and the obstacle's side said in its
    own words (not guessed through a pronoun, unless the protagonist speaks as « je »: then
    « il a un harpon » is someone else); ``None`` otherwise, and for a sentence that asks
    something (« La navette a un fusil ? Non je rigole, c'est Joël qui a le fusil. »). Asked
    about before it runs."""
    if "?" in text:
        return None
    read = GameAction.by_intent["roll_traits"].completed({}, context, text)
    spoken_as_own = not names_said(text, known_names(context)) \
        and FIRST_PERSON.search(strip_accents(text.lower())) is not None
    if not read.get("protagonist") or not read.get("on_sheet") \
            or (read.get("obstacle_guessed") and not spoken_as_own) \
            or not (read.get("obstacle_traits") or read.get("obstacle_dice")):
        return None  # « je lance mon couteau … ; il a un harpon »: « il » is not the speaker
    sheet = [trait.name for trait in _sheet_of(context, str(read["protagonist"]))
             if not trait.negative]
    # cut as the roll reads it: « … qu eglantine est rancuniere ; eglantine le baratine »
    broken = with_story_breaks(with_named_breaks(without_retractions(text), known_names(context),
                                                 context.verbs), context.verbs,
                               [trait.name for trait in _sheet_of(context, str(read["protagonist"]))])
    if split_sides(broken, sheet, context.verbs) is None \
            and not (spoken_as_own and read.get("obstacle_guessed")):
        return None  # a défaut named in a story is no obstacle's side said
    return read


def _sheet_of(context: TurnContext, name: str) -> tuple[Any, ...]:
    """The traits written on ``name``'s sheet at the context's table (none when unreadable)."""
    try:
        with Ledger() as ledger, Game(ledger, context.table, role=context.role).read() as table:
            return tuple(traits_of(table.state, name))
    except (LedgerError, HadesError):
        return ()


_SUBJECT_PRONOUNS = re.compile(r"\b(?:je|j|tu|il|elle|on|ils|elles|nous|vous|moi|toi)\b")


def told_of_the_story(text: str, slots: dict[str, Any]) -> bool:
    """Whether a roll of traits names no one who could throw it (no protagonist of the table,
    no trait of a sheet, no pronoun for a protagonist), says no obstacle and no word of
    throwing: someone of the story acting, told by the one who runs the game."""
    key = strip_accents(text.lower()).replace("'", " ")
    return not slots.get("protagonist") and not slots.get("some_on_sheet") \
        and not (slots.get("obstacle_traits") or slots.get("obstacle_dice")) \
        and not says_a_throw(text) and not _SUBJECT_PRONOUNS.search(key)


class RollTraits(GameAction):
    """« Alice attaque le troll avec son épée et sa rage ; le troll a force mythique et peau
    dure »: the pools counted from the traits (and the sheet's puissances and gauges)."""

    intent = "roll_traits"
    required = ("traits",)

    def completed(self, slots: dict[str, Any], context: TurnContext, text: str) -> dict[str, Any]:
        """The traits anchored on the protagonist's sheet, the protagonist the one named on
        their own side (``assistant.nlu.trait_pools.anchored_pools``), and the dice each side
        would throw, for the question asked before an unsure roll."""
        try:
            with Ledger() as ledger:
                return anchored_roll(Game(ledger, context.table, role=context.role),
                                     dict(slots), text, context.verbs, context.said)
        except (LedgerError, HadesError):
            return slots

    def nothing_to_do(self, verdict: Verdict, confidence: float, text: str,
                      slots: dict[str, Any]) -> bool:
        """A roll said of no one at the table, against nothing, without a word of throwing,
        in a story whose subjects are all someone of the story (« le contremaître déboule
        avec sa pique et deux molosses »): the scene is told, nothing is rolled, « Pardon ? »."""
        return told_of_the_story(text, slots) or super().nothing_to_do(
            verdict, confidence, text, slots)

    def missing_slots(self, slots: dict[str, Any]) -> list[str]:
        """The traits; and who rolls, at a table whose protagonists none of the words name."""
        missing = super().missing_slots(slots)
        if slots.get("who_unknown") and not slots.get("protagonist"):
            missing.append("protagonist")
        return missing

    def trusted(self, verdict: Verdict, slots: dict[str, Any]) -> Verdict:
        """A roll the model is fairly sure of runs at once when the words fit the table: every
        trait said for the protagonist is on their sheet, and the obstacle's side is said; the
        same words the model doubts more are asked about, never refused, and so are those with
        one trait of the sheet and one more said (« avec sa pelle et il est costaud »); an
        obstacle guessed
        through a pronoun, or no obstacle at all, is always asked, unless the protagonist is
        only said in a state (``said_as_a_state``): the scene is set, nothing is rolled."""
        obstacle_said = slots.get("obstacle_traits") or slots.get("obstacle_dice")
        said_whole = slots.get("on_sheet") and obstacle_said
        if slots.get("obstacle_guessed"):
            return Verdict.CONFIRM if verdict is Verdict.ACT or said_whole else verdict
        if verdict is Verdict.REFUSE and obstacle_said and slots.get("some_on_sheet"):
            return Verdict.CONFIRM  # the model doubts, the sheet and the words say it
        if verdict is Verdict.CONFIRM and said_whole:
            return Verdict.ACT
        if not (slots.get("obstacle_traits") or slots.get("obstacle_dice")):
            if slots.get("told_as_a_state"):
                return Verdict.REFUSE  # « Nadège est en orbite … avec son vieux cargo »: a scene
            if verdict is Verdict.ACT:
                return Verdict.CONFIRM  # « elle garde remède contre le venin »: against nothing
        return verdict

    def command(self, slots: dict[str, Any], context: TurnContext) -> Command:
        return lambda game: game.roll_traits(
            slots.get("protagonist"), slots["traits"], slots.get("obstacle_traits") or (),
            obstacle_dice=int(slots.get("obstacle_dice") or 0), seed=context.seed,
            action=slots.get("action_type"), opponent=slots.get("opponent"),
            reflexes=slots.get("reflexes") or ())


_ALSO_SAID = re.compile(r"\s+(?:aussi|encore|également|egalement)\W*$", re.IGNORECASE)
"""« aussi » said after a trait's name: no part of it."""


class Consolidate(GameAction):
    """« Alice dépense une fortune pour garder le trait courage », « … pour effacer le trait
    peur », « … pour baisser sa jauge de blessure », « … pour passer sa médecine héroïque en
    mythique »: one fortune, one consolidation."""

    intent = "consolidate"
    required = ("protagonist", "choice")

    def missing_slots(self, slots: dict[str, Any]) -> list[str]:
        """A gauge or a trait must be named."""
        missing = super().missing_slots(slots)
        if not slots.get("gauge") and not slots.get("trait"):
            missing.append("trait")
        return missing

    def anchored(self, context: TurnContext, text: str) -> bool:
        """« Aymeric consolide fronde. », « Éléonore garde tueuse de gargouilles. », « et
        gwendoline iris consolide cicatrice du baron »: the one known name said, opening the
        sentence after fillers, and a trait of that protagonist's sheet named
        whole anchor the consolidation beyond the model's doubt."""
        names = names_said(text, known_names(context))
        return "?" not in text and len(names) == 1 and opens_with(text, names[0]) \
            and named_on_the_sheet(context, names[0], text) is not None

    def completed(self, slots: dict[str, Any], context: TurnContext, text: str) -> dict[str, Any]:
        """The trait as the sheet names it when the words say it whole but the reading cut it
        (« il garde ami du capitaine de la garnison »: a trait of six words)."""
        said = _ALSO_SAID.sub("", str(slots.get("trait") or ""))  # « … peur des cloches aussi »
        if said:
            slots = {**slots, "trait": said}
        if slots.get("gauge") or not slots.get("protagonist"):
            return slots
        written = named_on_the_sheet(context, str(slots["protagonist"]), text)
        if written is not None and fold(said).strip(" .!?…") in fold(written):
            return {**slots, "trait": written}
        return slots

    def command(self, slots: dict[str, Any], context: TurnContext) -> Command:
        choice = Consolidation(slots["choice"])
        target = str(slots.get("gauge") if choice is Consolidation.JAUGE else slots.get("trait"))
        new = str(slots["new"]) if choice is Consolidation.TRAIT_MODIFIE else None
        return lambda game: game.consolidate(slots["protagonist"], choice, target, new)
