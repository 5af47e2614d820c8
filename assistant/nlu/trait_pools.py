"""Traits said in the fixed French shapes of a roll: « avec … contre … », and the one trait
of an automatic resolution.

A pool built from traits is said in one of two French shapes: the protagonist's traits after
« avec » (or « utilise », « grâce à »), joined by « et » or commas, then either « contre » and
the obstacle: its traits after « qui a » or « a » (« contre l'ogre qui a force brute et peau
dure »), a number of dice (« contre cinq dés »), or, with neither, the obstacle itself as its
one trait (« contre le froid mordant », « contre méfiance »); or the obstacle's own clause,
after a comma or « et »: « …, l'ogre a massue et rage », « …, le griffon a plumes et
vitesse », « …, qui a force héroïque », « … et l'obstacle en a deux »; a single word after an article
names who stands in the way, not a trait (« contre le golem »). A trait's name is every word of its part, articles and
possessives before it left out (« avec sa lame ancestrale et son entêtement »); a last word
« héroïque » or « mythique » is its puissance (« force mythique » → « force++ »), as the rules
write it.

An automatic resolution names the one trait that makes the roll needless after « avec »,
« grâce à », « trait » or « il (elle) a », at the end of the sentence: « résolution automatique
pour Ondine grâce à son œil de lynx », « c'est automatique pour Sidonie, elle a mémoire des
anciens ».

A trait taken off a sheet, or kept at the end of the session, is named after its verb even
without the word « trait »: « efface ami des loups de la fiche d'Ondine », « raye cicatrice au
visage pour Léontine », « dépense une fortune pour garder lanterne des morts durablement »,
« Sidonie consolide clé du sanctuaire »; the name stops before « de la fiche », « pour »,
« à », « avec », « durablement » or « en ».

Reading chosen: the model often keeps one word of a trait of several (« forge » for « marteau
de forge »); where the shape is said, the words give the whole names. A part longer than
``MAX_TRAIT_WORDS`` words is narration, not a trait, and the shape is then not read at all;
what comes after « pour » in the protagonist's part is the aim (« pour fouiller la pièce »),
not a trait.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from assistant.nlu.normalize import strip_accents
from hades_core.names import fold
from assistant.nlu.values import MAX_NUMBER, POWER_MARKS

MAX_TRAIT_WORDS = 4
_OPENERS = ("avec", "utilise", "utilisent", "grace", "joue", "jouent")
_DETERMINERS = frozenset({"son", "sa", "ses", "mon", "ma", "mes", "ton", "ta", "tes", "le", "la",
                          "les", "l", "un", "une", "du", "notre", "nos", "leur", "leurs",
                          "trait", "traits", "a"})
_DICE_WORDS = frozenset({"des", "de", "d"})


def _key(word: str) -> str:
    return strip_accents(word).lower().rstrip("'’")


def _names(words: list[str], clauses: bool = False,
           verbs: frozenset[str] = frozenset()) -> list[str] | None:
    """The traits of one side, split at « et » and commas; ``None`` if a part is too long.
    With ``clauses`` (the obstacle's side), a part said as a clause is its predicate
    (:func:`_predicate`) and a part still too long is narration, left out alone; ``verbs``
    are the sentence's words read as verbs (:func:`_narrating_pronoun`)."""
    names: list[str] = []
    part: list[str] = []
    for word in [*words, "et"]:
        if _key(word) != "et":
            part.append(word)
            continue
        part = _without_determiners(part)
        if clauses and part and _key(part[0]) in _SPEAKERS:
            part = []  # « …, je te rappelle, t'es claustrophobe »: the speaker's aside
            continue
        if clauses:
            part = _without_impersonal_subject(part)
        pronoun = _narrating_pronoun(part, verbs)
        if pronoun is not None and not (clauses and _key(part[0]) in _REFLEXIVES):
            if not clauses:
                part = []  # the protagonist's story names no trait
                continue
            part = part[:pronoun]  # « le pilleur la poursuit »: the pursuer, an obstacle
        if clauses:
            said, part = part, _without_determiners(_predicate(part))
            if len(part) == 1 and _key(part[0]) in POWER_MARKS and len(said) > 1:
                part = [*_without_determiners(said[:_linking_verb(said)]), part[0]]
                # « la serrure est héroïque »: the serrure, héroïque (two dice)
        if len(part) > MAX_TRAIT_WORDS:
            if not clauses:
                return None
            part = _head(part)  # « leurs feux de camp éclairent tout »: one circumstance
        power = POWER_MARKS.get(_key(part[-1])) if part else None
        if power and len(part) == 1 and names:  # « la statue est lourde, héroïque même »
            names[-1] = names[-1].rstrip("+") + power
        elif part:
            names.append(_joined(part[:-1]) + power if power and len(part) > 1
                         else _joined(part))
        part = []
    return names


def _head(part: list[str]) -> list[str]:
    """The first words of a part too long to be a trait's name, up to its first « de » (« la
    rancune de toute sa compagnie » → rancune): it still counts once."""
    end = next((index for index, word in enumerate(part)
                if index and _key(word) in ("de", "du", "des", "d")), MAX_TRAIT_WORDS)
    return part[:min(end, MAX_TRAIT_WORDS)]


def _without_determiners(part: list[str]) -> list[str]:
    """``part`` without the articles and possessives that open it (« des griffes »: griffes)."""
    while part and (_key(part[0]) in _DETERMINERS or (_key(part[0]) == "des" and len(part) > 1)):
        part = part[1:]
    return part


_LINKING_VERBS = frozenset({"est", "sont", "a", "ont", "fait", "font", "semble", "semblent",
                            "reste", "restent", "parait", "paraissent", "possede", "possedent",
                            "dispose", "disposent"})
"""Verbs that join a subject to what it is or has: in the obstacle's list, « la porte est
coincée », « les pillards ont un lance-roquettes », « il fait noir » name the predicate."""
_MASTERING = frozenset({"connait", "connaissent", "maitrise", "maitrisent"})
"""Verbs by which the obstacle has a knowledge (« il connaît les lieux par cœur »)."""
_IMPERSONAL_SUBJECTS = frozenset({"ca", "cela", "on", "c"})
_CIRCUMSTANCES = frozenset({"derriere", "devant", "comme", "dans", "depuis", "sous", "sur", "par",
                            "pendant", "parce", "car", "puisque", "quand", "lorsque", "vers"})
"""Words that open a circumstance after a predicate (« à couvert derrière la charrette »,
« noir comme dans un four », « aveuglée par la lampe »): the trait ends before them."""


_REFLEXIVES = frozenset({"se", "s"})


_SPEAKERS = frozenset({"je", "j", "tu", "nous", "vous"})
"""Who speaks at the table, or to whom: never the obstacle's subject."""
STRESSED_PRONOUNS = frozenset({"moi", "toi", "lui", "elle", "nous", "vous", "eux", "elles"})


def _comments(part: list[str]) -> bool:
    """Whether a part of the obstacle's list comments on what was just said rather than names
    one more thing: « ça » or « cela » said of someone (« ça joue contre elle », « ça compte
    pour lui », « ça la gêne »), « c'est un trait » said of the thing before (« la porte
    est blindée, c'est un trait de l'obstacle ») or the list's end (« c'est tout »)."""
    keys = [_key(word) for word in part if _key(word) not in _ITEM_BREAKS | _CONTRASTS]
    if keys[:2] == ["c", "est"] and _ROLLS_OWN_WORDS & set(keys[2:5]):
        return True  # « …, c'est un trait de l'obstacle, … »: what the item before counts as
    if keys in (["c", "est", "tout"], ["et", "c", "est", "tout"], ["rien", "d", "autre"],
                ["rien", "de", "plus"], ["point", "barre"]):
        return True  # « il a un harpon, c'est tout »: the list ends, nothing more named
    if not keys or keys[0] not in ("ca", "cela"):
        return False
    return keys[1:2] and keys[1] in _CLITICS - {"se", "s"} or any(
        key in ("contre", "pour") and keys[index + 1:index + 2]
        and keys[index + 1] in STRESSED_PRONOUNS for index, key in enumerate(keys))


_ROLLS_OWN_WORDS = frozenset({"trait", "traits", "defaut", "defauts", "qualite", "qualites"})
"""The roll's own words: « c'est un trait » says how the thing before counts, names none."""


def _without_impersonal_subject(part: list[str]) -> list[str]:
    """``part`` without the « ça », « cela » or « on » that opens it (« ça s'effondre »)."""
    while part and _key(part[0]) in _IMPERSONAL_SUBJECTS:
        part = part[1:]
    return part


def _predicate(part: list[str]) -> list[str]:
    """The trait a part of the obstacle's list names when it is said as a clause: what follows
    its linking verb (« la cale est inondée » → inondée, « il a peur du duc » → peur du duc),
    before any circumstance (« il est à couvert derrière la charrette » → à couvert); a clause
    with another verb is its own circumstance (« ça s'effondre »), and one of knowing is said
    whole (« les loups connaissent le terrain »). What the obstacle is busy with, « faire »
    and its possessive (« le frère fait sa ronde », « ils font leur prière »), is its
    action, like the protagonist's, and names nothing."""
    keys = [word.lower() if word.lower() == "à" else _key(word) for word in part]
    verb = next((index for index, key in enumerate(keys[:_NP_WORDS + 1])
                 if key in _LINKING_VERBS | _MASTERING), None)
    if verb is not None and keys[verb] in ("fait", "font") \
            and keys[verb + 1:verb + 2] and keys[verb + 1] in _POSSESSIVES:
        return []
    if verb is not None and keys[verb] not in _MASTERING and verb + 1 < len(part):
        part, keys = part[verb + 1:], keys[verb + 1:]
    end = next((index for index, key in enumerate(keys) if index and key in _CIRCUMSTANCES),
               len(part))
    return part[:end]


def _linking_verb(part: list[str]) -> int:
    """Where the linking verb of a part said as a clause stands (its length when it has none)."""
    keys = [_key(word) for word in part]
    return next((index for index, key in enumerate(keys) if key in _LINKING_VERBS), len(part))


_CLITICS = frozenset({"la", "le", "les", "l", "lui", "leur", "se", "s", "me", "m", "te", "t"})
_BEFORE_AN_ARTICLE = frozenset({"de", "d", "a", "à", "au", "sur", "pour", "dans", "avec", "par",
                                "sous", "vers", "chez", "entre", "et", "derriere", "devant",
                                "contre", "comme", "pendant", "depuis", "malgre", "selon",
                                "tous", "toutes", "tout", "toute", "apres", "avant", "envers",
                                "parmi", "sans", "hors", "durant", "vis"})


_COPULAS = frozenset({"est", "sont", "etait", "etaient"})
"""« c'est le bazar »: after « être », « le » is an article, never an object pronoun."""


def _narrating_pronoun(part: list[str], verbs: frozenset[str] = frozenset()) -> int | None:
    """Where a part of a list tells the story rather than names a trait: its object pronoun
    after the subject (« le pilleur la poursuit », « le vent le pousse »), where an article
    would follow a preposition (« peur de la mort ») or a verb of ``verbs`` that no verb
    follows (« les fuyards connaissent le coin »: the clause says what they have); ``None``
    when it tells none."""
    keys = [word.lower() if word.lower() == "à" else _key(word) for word in part]
    return next((index for index, key in enumerate(keys)
                 if key in _CLITICS and index
                 and keys[index - 1] not in _BEFORE_AN_ARTICLE | _MASTERING | _COPULAS
                 and index + 1 < len(keys)
                 and not (keys[index - 1] in verbs and keys[index + 1] not in verbs)), None)


def _joined(words: list[str]) -> str:
    """Words joined as said: « d' » stays against the next word (« bâton d'os »)."""
    return " ".join(words).replace("' ", "'").replace("’ ", "’")


def _obstacle(words: list[str], named: bool = False,
              verbs: frozenset[str] = frozenset()) -> dict[str, Any]:
    """What follows « contre »: dice, the traits after « (qui) a », or the obstacle itself;
    with ``named``, what follows the obstacle's own verb (« l'ogre a … »): dice or traits;
    ``verbs`` as for :func:`_names`."""
    if named:
        words = ["a", *words]
    keys = said_keys = [_key(word) for word in words]
    while keys and keys[0] in (_DETERMINERS - {"a"}) | {"en", "de", "des", "d"}:
        words, keys = words[1:], keys[1:]
    has = next((index for index, key in enumerate(keys) if key in ("a", "ont")), None)
    if has is not None:
        words, keys = words[has + 1:], keys[has + 1:]
    if keys and keys[0].isdigit() and all(key in _DICE_WORDS for key in keys[1:]):
        count = int(keys[0])
        return {"obstacle_dice": count} if count <= MAX_NUMBER else {}
    if has is None and len(words) == 1 and len(keys) < len(said_keys):  # « contre le golem »
        return {}
    names = _names(_without_relatives(words), clauses=True, verbs=verbs)
    return {"obstacle_traits": names} if names else {}


_RELATIVES = frozenset({"qui", "que", "qu", "dont"})


def _without_relatives(words: list[str]) -> list[str]:
    """The items of a side without their relative clauses (« la pluie qui efface les traces et
    la nuit noire » → « la pluie et la nuit noire »); a list that starts with « qui » (« contre
    un ogre qui a … ») keeps what follows."""
    kept: list[str] = []
    relative = False
    for index, word in enumerate(words):
        key = _key(word)
        if key in ("et", ",", ";"):
            relative = False
        elif key in _RELATIVES:
            relative = bool(kept) and _key(kept[-1]) not in ("et", ",", ";")
            continue
        if not relative:
            kept.append(word)
    return kept


def _without_who_is_described(words: list[str]) -> list[str]:
    """The obstacle's words without the noun phrase that opens them, when a comma and « qui »
    clauses after it describe it (« la vanne, qui est rouillée … et qui pèse trois tonnes »:
    the vanne is the obstacle, its qualities count)."""
    while words[:1] == [","]:
        words = words[1:]
    keys = [_key(word) for word in words]
    comma = keys.index(",") if "," in keys else None
    if comma is not None and 1 < comma <= _NP_WORDS and keys[comma + 1:comma + 2] == ["qui"] \
            and keys[0] in _DETERMINERS | {"des", "ce", "cette"} \
            and not any(key in ("et", ";", "qui") for key in keys[:comma]):
        return words[comma + 1:]
    return words


_HAVE = frozenset({"a", "ont", "possede", "possedent", "oppose", "opposent", "dispose",
                   "disposent", "aligne", "alignent", "est", "sont", "semble", "semblent"})
"""Verbs by which the obstacle says what it has or is (« l'ogre a massue et rage », « le
chamelier est avare et méfiant »)."""
_OBJECT_PRONOUNS = frozenset({"l", "les", "m", "me", "t", "te", "s", "se", "nous", "vous", "leur",
                              "y"})
"""Before « a », they make it an auxiliary (« me l'a promise »), not « has »."""
_OBSTACLE_PRONOUNS = frozenset({"lui", "eux"})
"""« lui a magie noire », « lui, il est méfiant »: the other party, set against the one who
acts (« il » or « elle » alone may be the protagonist)."""
_LEFT_OUT = frozenset({"n", "ne", "plus", "que", "qu", "tres", "si", "vraiment", "meme",
                       "aussi", "bien", "il", "elle", "ils", "elles", "lui", "eux", "toujours",
                       "encore", "deja", "juste", "seulement", "surtout", "quand", "completement",
                       "totalement", "carrement", "vachement", "super", "trop", "salement",
                       "gravement", "legerement", "maintenant"})
"""Words of the obstacle's clause that are no trait (« n'a plus que ses griffes », « …, lui il
a toujours sa hache », « le troll a juste sa peau de pierre »)."""
_CLAUSE_BREAKS = frozenset({",", ";", ":", "et", "mais", "alors", "puis", "qui", "face"})
_NP_WORDS = 5
"""At most this many words name the obstacle between a break and its verb (« le squelette
géant », « en face la serrure », « le chef de la garde »)."""


def _tokens(text: str) -> list[str]:
    """The words of ``text``, commas and semicolons as words of their own, a stop between two
    sentences as a semicolon, final stops left out."""
    spaced = re.sub(r"(['’])", r"\1 ", text).replace(",", " , ").replace(";", " ; ").replace(
        ":", " : ")
    spaced = re.sub(r"(?<=[\w+])[.!?…]+\s+(?=\w)", " ; ", spaced)  # a sentence ends: a break
    # (after a puissance's marks too: « carapace+. Gédéon le cogne »)
    return [word.strip(".!?…") for word in spaced.split() if word.strip(".!?…")]


def obstacle_clause(words: list[str], start: int = 0,
                    brings: Callable[[int], bool] | None = None,
                    verbs: frozenset[str] = frozenset()) -> tuple[int, int] | None:
    """Where the obstacle's own clause begins after ``start``, as (break, verb) indexes: a break
    (a comma, « et », « mais », « qui »…), a few words naming the obstacle, then « a »,
    « possède », « oppose »… (« …, l'ogre a massue et rage », « …, qui a force héroïque »,
    « … et l'obstacle en a deux »), or « en face » after a break (« … ; en face, un vent
    violent »); ``None`` when the sentence has no such clause. ``brings`` tells whether the
    words before an index say what the protagonist brings (a trait of the sheet); ``verbs``
    are the sentence's words read as verbs (folded)."""
    keys = [word.lower() if word.lower() in ("à", "là") else _key(word) for word in words]
    # « à » is no « a », « là » no article (« et là c'est sérieux »)
    having, facing = _having_clause(keys, start, brings, verbs), _facing_clause(keys, start)
    if facing is not None and (having is None or facing[1] < having[0]):
        return facing  # « …, il joue pisteur ; en face l'obscurité, … et le contremaître sait … »
    story = _story_after_the_traits(keys, start, brings, verbs)
    if story is not None and (having is None or story[0] < having[0]):
        return story  # « … ; le pont grouille de marins et les lanternes sont allumées »
    return having


_STORY_SUBJECTS = frozenset({"le", "la", "l", "les", "un", "une", "des", "ca", "cela"})


_IMPERSONAL_OPENINGS = (("il", "fait"), ("il", "pleut"), ("il", "neige"), ("il", "y"),
                        ("y", "a"), ("c", "est"))
"""Clauses with no one as their subject (« il fait nuit », « il y a du vent », « c'est
loin »): the circumstances of an action."""
_JUDGED = frozenset({"pas", "sur", "mort", "foutu", "perdu", "gagne", "fini", "nul", "debile",
                     "bon", "ok", "bien", "mal", "vrai", "faux", "clair", "parti", "cool",
                     "rate", "plie", "du", "de", "la", "le", "un", "une", "pour", "a", "ca",
                     "toujours", "deja", "dommage", "mieux", "tout"})
"""What follows « c'est » when it judges rather than describes (« c'est foutu », « c'est du
suicide », « c'est pour Anaïs », « c'est toujours ça de pris »)."""


def _story_after_the_traits(keys: list[str], start: int,
                            brings: Callable[[int], bool] | None = None,
                            verbs: frozenset[str] = frozenset()) -> tuple[int, int] | None:
    """The obstacle's side told as a story after the protagonist's « avec … » (or a trait of
    the sheet said in a clause of its own, ``brings``: « Noémie se glisse sur le pont, elle est
    furtive ; il y a une vigie … ») and a stop or a semicolon (« Sidonie fuit avec son
    escalade et sa boussole ; l'eau monte vite, … et il fait nuit », « … avec sa médecine mais
    la station tremble »): clauses whose subject is
    a thing named with its article, or no one (« ; c'est loin, il fait nuit »), never a
    pronoun nor a name (« ; elle est blessée deux » says the protagonist's gauge); after a mere
    comma, only a clause with no one for subject or one of lack (« …, il lui manque la
    mandragore »); after « et », a thing that does something (« … avec sa médecine et la
    station tremble », :func:`_a_thing_acts`) when nothing was told before the action, from
    the start of its sentence (« … ; elle saigne comme un robinet et la station tremble »)."""
    for cut in range(start + 1, len(keys) - 1):
        if keys[cut] == "mais" and any(key in _HAVE or key in _MASTERING
                                       for key in keys[cut + 1:cut + _NP_WORDS + 2]):
            continue  # « … mais le pillard connaît la montagne »: its clause of having or knowing
        if keys[cut] == "et" and _a_thing_acts_after_the_action(keys, cut, verbs):
            told = max((index for index in range(start, cut) if keys[index] == ";"
                        and "avec" in keys[:index]), default=cut)  # « … ; elle saigne comme
            if not _SENTENCE_BREAKS & set(keys[told + 1:cut]):  # un robinet et la station
                return told, told  # tremble »: the whole sentence, when it is one clause
        if keys[cut] in (";", ",", "mais") and ("avec" in keys[:cut] or _wielded(keys[:cut])
                                                or (brings is not None and brings(cut))) and (
                (keys[cut] in (";", "mais") and keys[cut + 1] in _STORY_SUBJECTS)
                or _impersonal(keys, cut + 1) or _lacking(keys, cut + 1)):
            return cut, cut
    return None


_SENTENCE_BREAKS = frozenset({",", ";", ":", "mais", "face"})
"""What makes a sentence more than one clause (« ; mais bon, elle est somnambule, … »)."""


def _a_thing_acts_after_the_action(keys: list[str], cut: int, verbs: frozenset[str]) -> bool:
    """Whether « et » at ``cut`` opens a thing's clause (:func:`_a_thing_acts`) after the
    protagonist's « avec … », nothing of the obstacle told in a sentence before it."""
    opener = next((index for index, key in enumerate(keys[:cut]) if key == "avec"), None)
    return opener is not None and ";" not in keys[:opener] and _a_thing_acts(keys, cut + 1, verbs)


_THING_ARTICLES = frozenset({"le", "la", "l", "les"})
_VERB_CLITICS = frozenset({"la", "le", "les", "l", "lui", "leur", "se", "s"})


def _a_thing_acts(keys: list[str], at: int, verbs: frozenset[str]) -> bool:
    """Whether the words at ``at`` open a clause of a thing with its verb (« la station
    tremble », « le sel crisse sous les pieds », « le courant l'emporte »): its article, one
    noun that is no verb, maybe an object pronoun, then a word read as a verb (``verbs``);
    never one more thing of a list (« … et la lanterne de Loïc »)."""
    if keys[at:at + 1] == [] or keys[at] not in _THING_ARTICLES or at + 2 >= len(keys) \
            or keys[at + 1] in verbs:
        return False
    verb = at + 3 if keys[at + 2] in _VERB_CLITICS else at + 2
    return verb < len(keys) and keys[verb] in verbs


def _lacking(keys: list[str], at: int) -> bool:
    """Whether the clause at ``at`` says what is missing (« il lui manque la mandragore »)."""
    return keys[at:at + 1] == ["il"] and ("manque" in keys[at + 1:at + 3]
                                          or "manquent" in keys[at + 1:at + 3])


_WIELDING = frozenset({"tire", "tirent", "attaque", "attaquent", "frappe", "frappent", "bat",
                       "battent", "cogne", "cognent", "vise", "visent", "tranche", "tranchent",
                       "combat", "combattent", "force", "forcent", "ouvre", "ouvrent"})
"""Verbs said with the thing they wield after « à » (« Perrine tire à l'arbalète », « il
force la porte au pied-de-biche »)."""


def _wielded(keys: list[str]) -> bool:
    """Whether a verb of :data:`_WIELDING` is said with its instrument after « à » or « au »
    (« tire à l'arbalète sur le guetteur »): the protagonist's side, as after « avec »."""
    return any(key in _WIELDING and any(
        keys[at] == "au" or (keys[at] == "à" and keys[at + 1:at + 2] in (["l"], ["la"]))
        for at in range(index + 1, min(index + 5, len(keys)))) for index, key in enumerate(keys))


def _impersonal(keys: list[str], at: int) -> bool:
    """Whether the clause at ``at`` has no one for its subject (:data:`_IMPERSONAL_OPENINGS`)
    and describes (« c'est loin », not « c'est foutu »)."""
    if tuple(keys[at:at + 2]) not in _IMPERSONAL_OPENINGS:
        return False
    return keys[at] != "c" or (at + 2 < len(keys) and keys[at + 2] not in _JUDGED) \
        or _a_scene_listed(keys, at)


def _a_scene_listed(keys: list[str], at: int) -> bool:
    """Whether « c'est le/la/un … » at ``at`` names what a place is, the next clause telling
    another circumstance (« c'est le bazar, il fait noir et y a 10 cm d'eau »), not a
    judgement said alone (« c'est la fin »)."""
    if keys[at + 2:at + 3] not in (["le"], ["la"], ["un"], ["une"]):
        return False
    comma = next((index for index in range(at + 3, min(len(keys), at + 6))
                  if keys[index] == ","), None)
    return comma is not None and tuple(keys[comma + 1:comma + 3]) in _IMPERSONAL_OPENINGS \
        and keys[comma + 1] != "c"


def _auxiliary(keys: list[str], verb: int, verbs: frozenset[str]) -> bool:
    """Whether « a » or « ont » at ``verb`` is the auxiliary of the verb that follows it
    (spaCy read the next word as a verb: « la marée a lavé les traces »)."""
    return keys[verb] in ("a", "ont") and verb + 1 < len(keys) \
        and keys[verb + 1] in verbs and keys[verb + 1] not in _HAVE


def _having_clause(keys: list[str], start: int,
                   brings: Callable[[int], bool] | None = None,
                   verbs: frozenset[str] = frozenset()) -> tuple[int, int] | None:
    """The obstacle's clause said with its verb of having or being (``obstacle_clause``);
    « a » before a verb is the auxiliary of a past told (« la marée a lavé les traces »),
    no having."""
    for verb in range(start + 2, len(keys)):
        named = verb - 1 if keys[verb - 1] == "obstacle" else verb - 2
        if keys[verb - 2:verb] == [",", "c"]:
            named = verb - 3  # « l'obstacle, c'est … »
        if keys[verb] in _HAVE and keys[named] == "obstacle" and keys[named - 1] in ("l", "le") \
                and (named == verb - 1 or keys[verb - 1] == "c"):
            return named - 1, verb  # « … et son arc l'obstacle a vent », « l'obstacle c'est … »
    for verb in range(start + 1, len(keys)):
        if keys[verb] not in _HAVE or keys[verb - 1] in _OBJECT_PRONOUNS \
                or _auxiliary(keys, verb, verbs) or (
                keys[verb - 1] == "lui" and verb > 1 and keys[verb - 2] not in _CLAUSE_BREAKS):
            continue  # « le médecin l'a recousue », « la porte lui est tombée »: no possession
        for cut in range(verb - 1, max(start, verb - _NP_WORDS - 2), -1):
            if keys[cut] in (",", ";", "mais", "et") and keys[cut + 1:verb] and all(
                    key in _SUBJECT_PRONOUNS | {"en", "n", "ne"} for key in keys[cut + 1:verb]):
                if keys[cut] in ("mais", "et") \
                        and not _met_by_the_speaker(keys[start:cut], keys[cut + 1:verb]):
                    break  # « … et ses skis mais elle est tête brûlée »: hers, no one further back
                    # (« je traverse la rivière … ; mais elle est en crue »: the river's)
                if _stands_for_the_met(keys, start, keys[cut + 1:verb]) \
                        or _met_by_the_speaker(keys[start:cut], keys[cut + 1:verb]):
                    return cut, verb  # « … avec son escrime, elle a des griffes » (la goule)
                if keys[cut] == "," and cut >= 2 and keys[cut - 1] in _OBSTACLE_PRONOUNS \
                        and keys[cut - 2] in (";", ",", ":"):
                    return cut - 2, verb  # « … avec son escrime ; lui, il a une rapière … »
                break  # « il » or « elle » may be the protagonist: no subject further back
            if keys[cut] in _CLAUSE_BREAKS:
                between = [key for key in keys[cut + 1:verb]
                           if key not in ("en", "n", "ne", ",", "il", "elle", "ils", "elles")]
                if any(key in _KNOWING or key in ("que", "qu") for key in between):
                    break  # « … et le cuistot sait qu'elle est superstitieuse »: what he knows
                if between and between[0] in _OBSTACLE_PRONOUNS and keys[cut] == ",":
                    named = _named_before(keys, cut)  # « … ; l'ogre, lui, a … »
                    if named is not None:
                        return named, verb
                if keys[cut] == "qui" or (between and between[0] in _DETERMINERS | {"obstacle"}) \
                        or between[:1] and between[0] in _OBSTACLE_PRONOUNS and len(between) == 1 \
                        and not _shared_out(keys[start:cut]) \
                        and not _shared_out(_to_the_sentences_end(keys, verb)):
                    return _before_en_face(keys, _last_subject(keys, cut, verb)), verb
                if len(between) == 1 and _says_what_it_has(keys, verb) \
                        and _met_before(keys, between[0], start, cut):
                    return cut, verb  # « Maëlle affronte Gurvan … ; Gurvan a une hache »
                if between:
                    break
    for verb in range(start + 3, len(keys)):  # « … avec sa magie le pont a cordes usées »
        subject = _subject_start(keys, verb) if keys[verb] in ("a", "ont", "est", "sont",
                                                               *_MASTERING) else None
        if subject is not None and subject > start \
                and (keys[subject - 1] not in _NOT_BEFORE_A_SUBJECT  # « … mais le pillard
                     or keys[verb] in _MASTERING and keys[subject - 1] in _CLAUSE_BREAKS) \
                and ("avec" in keys[:subject] or (brings is not None and brings(subject))):
            if keys[verb] in _MASTERING:  # « … les bandits connaissent le désert »: said whole
                return subject, verb - 1  # connaît »
            return subject, verb  # « … lance ses couteaux sur la vigie la vigie est aveuglée »
    return None


_SUBJECT_ARTICLES = ("le", "la", "l", "les")
_OF = ("de", "du", "des", "d")


def _subject_start(keys: list[str], verb: int) -> int | None:
    """Where the subject of ``verb`` begins when it is a noun with its article (« le pont »),
    maybe with its complement (« le chef du village », « le fantôme de l'éléphante »), or
    ``None``."""
    if verb >= 5 and keys[verb - 5] in _SUBJECT_ARTICLES and keys[verb - 3] in _OF \
            and keys[verb - 2] in _SUBJECT_ARTICLES:
        return verb - 5
    if verb >= 4 and keys[verb - 4] in _SUBJECT_ARTICLES and keys[verb - 2] in _OF:
        return verb - 4
    if keys[verb - 2] in _SUBJECT_ARTICLES:
        return verb - 2
    return None


def _shared_out(keys: list[str]) -> bool:
    """Whether the protagonists' side gives one of them their part by a stressed pronoun
    (« Hélène et Théophane coincent le contremaître : elle avec son pistolet, lui il est
    discret … », or after: « … : lui il est costaud, elle avec sa rapière ; … »): the other
    stressed pronoun is the other protagonist, not the obstacle."""
    return any(key in STRESSED_PRONOUNS and keys[index + 1:index + 2] == ["avec"]
               for index, key in enumerate(keys))


def _to_the_sentences_end(keys: list[str], start: int) -> list[str]:
    """The words from ``start`` to the end of their sentence (its « ; », « : » or « . »): « lui
    il est costaud, elle avec sa rapière ; le majordome … » shares the parts out up to « ; »."""
    end = next((index for index in range(start, len(keys)) if keys[index] in (";", ":", ".")),
               len(keys))
    return keys[start:end]


def _named_before(keys: list[str], comma: int) -> int | None:
    """Where a subject set before its pronoun begins (« … ; l'ogre, lui, a … »: the noun
    phrase between the break and the comma), or ``None`` when no article opens it."""
    for cut in range(comma - 1, max(0, comma - _NP_WORDS - 1), -1):
        if keys[cut] in _CLAUSE_BREAKS:
            return cut if keys[cut + 1:cut + 2] and keys[cut + 1] in _DETERMINERS else None
    return None


_SUBJECT_PRONOUNS = frozenset({"il", "elle", "ils", "elles"})
_TITLES = {"monsieur": "il", "madame": "elle", "mademoiselle": "elle", "messieurs": "ils",
           "mesdames": "elles"}
"""Titles that name whom an action meets with their gender (« monsieur Loyal »)."""
_GENDERS = {"la": "elle", "une": "elle", "le": "il", "un": "il", "les": "ils", "des": "ils"}
_CONTRACTED = {"du": "il", "au": "il", "aux": "ils"}
"""Articles joined to their preposition, with the gender of the noun after them."""


def _met_by_the_speaker(before: list[str], subject: list[str]) -> bool:
    """Whether the pronoun opening a clause stands for whom the speaker's own character meets:
    the clause ``before`` it said in the first person, the one met named there with an
    article the pronoun agrees with (« je fais causer l'éclusier … ; il est méfiant », « … la
    maison du passeur ; il a un chien »)."""
    pronoun = next((key for key in subject if key in _SUBJECT_PRONOUNS), None)
    speaking = next((index for index, key in enumerate(before) if key in ("je", "j")), None)
    if pronoun is None or speaking is None:
        return False
    genders = {**_GENDERS, **_CONTRACTED}
    return any(article == "l" and pronoun in ("il", "elle") or genders.get(article) == pronoun
               for article in before[speaking:] if article in genders or article == "l")
    # « je me glisse dans la maison du passeur ; il a un chien »: « il » is the passeur


def _stands_for_the_met(keys: list[str], start: int, subject: list[str]) -> bool:
    """Whether the pronoun opening a clause after the protagonist's « avec … » (at ``start``)
    stands for whom the action meets, said with its article after the verb (« Noé attaque la
    goule avec son escrime, elle a des griffes »: « elle » agrees with « la goule », not with
    the one who acts; « l' » agrees with any; « le chef des gardes » is « le »), or said with
    its definite article after « avec » (« Mélisande négocie avec le gardien … ; il est
    bourru »: whom she deals with, where a thing used would be hers, « avec sa lettre »), or
    « ils » for a plural said before (« Aristide distrait les sbires en jonglant ; ils sont
    armés »)."""
    pronoun = next((key for key in subject if key in _SUBJECT_PRONOUNS), None)
    met = next((index for index, key in enumerate(keys[:-1]) if key == "avec"), None)
    titled = next((key for key in keys[1:start or met or 0] if key in _TITLES), None)
    if pronoun is not None and titled is not None:  # « … les poches de monsieur Loyal … ; il
        return _TITLES[titled] == pronoun  # est méfiant »: the one met, by their title
    article = next((key for key in keys[1:start] if key in _GENDERS or key == "l"), None)
    if article is None and met is not None and keys[met + 1] in ("le", "la", "l", "les"):
        article = keys[met + 1]  # « Mélisande négocie avec le gardien … ; il est bourru »
    if article is None and pronoun in ("ils", "elles"):  # one protagonist is never « ils »
        head = keys[1:next((index for index, key in enumerate(keys) if key in (";", ",")),
                           len(keys))]
        article = next((key for key in head if key in ("les", "des")), None)
    if pronoun is None or article is None:
        return False
    return article == "l" and pronoun in ("il", "elle") or _GENDERS.get(article) == pronoun \
        or (_GENDERS.get(article) == "ils" and pronoun == "elles")


def _facing_clause(keys: list[str], start: int) -> tuple[int, int] | None:
    """The obstacle's clause opened by « en face » after a break (« … ; en face, un vent
    violent ») or after the protagonist's « avec … »."""
    for face in range(start + 1, len(keys) - 2):  # « … ; en face, un vent violent »
        if keys[face:face + 2] == ["en", "face"] and (
                keys[face - 1] in _CLAUSE_BREAKS or "avec" in keys[start:face]):
            return face - 1 if keys[face - 1] in _CLAUSE_BREAKS else face, face + 1
    return None


_INSIDE_A_NOUN_PHRASE = frozenset({"de", "d", "du", "des", "a", "à", "au", "aux"})


def _before_en_face(keys: list[str], cut: int) -> int:
    """``cut`` moved before an « en face » that opens the obstacle's clause (« … ; en face, le
    boyau est étroit »: « en face » is no trait of the protagonist's)."""
    if keys[cut] == "face" and keys[cut - 1:cut] == ["en"]:
        cut -= 1  # the break found was « face » itself
    elif keys[cut - 1:cut] == [","] and keys[cut - 3:cut - 1] == ["en", "face"]:
        cut -= 3
    elif keys[cut - 2:cut] == ["en", "face"]:
        cut -= 2
    return cut - 1 if cut and keys[cut - 1] in (",", ";", ":") else cut


def _last_subject(keys: list[str], cut: int, verb: int) -> int:
    """Where the obstacle's subject begins between a break at ``cut`` and its ``verb``: at the
    break, unless a second noun phrase begins there (« … et son cheval le troll a … »: « son
    cheval » is the protagonist's, « le troll » the subject); an article after « de » is
    inside the subject (« le chef de la garde a … »)."""
    for index in range(verb - 1, cut + 1, -1):
        if keys[index] in _DETERMINERS - {"a", "trait", "traits"} \
                and keys[index - 1] not in _INSIDE_A_NOUN_PHRASE | _DETERMINERS \
                and keys[index - 1] not in _CLAUSE_BREAKS:
            return index
    return cut


_POSSESSING = frozenset({"a", "ont", "possede", "possedent", "dispose", "disposent", "oppose",
                         "opposent"})
"""The verbs by which someone met by the action says what he has."""


def _says_what_it_has(keys: list[str], verb: int) -> bool:
    """Whether the verb at ``verb`` says what someone met has or is (« Gurvan a une hache »,
    « yannick est fourbe »), not a gauge's level (« …, Noé est blessé deux »)."""
    return keys[verb] in _POSSESSING or (
        keys[verb] in ("est", "sont") and not any(key.isdigit() for key in keys[verb + 1:verb + 4]))
_NOT_BEFORE_A_SUBJECT = frozenset({*_INSIDE_A_NOUN_PHRASE, *_DETERMINERS, *_CLAUSE_BREAKS,
                                   *_OPENERS})
"""Words after which an article starts no new subject (« joue avec le chat »)."""
_OPENING_WORDS = frozenset({"bon", "alors", "ok", "et", "allez", "donc"})


def _met_before(keys: list[str], subject: str, start: int, cut: int) -> bool:
    """Whether ``subject``, a bare word, was said before ``cut`` as whom the action meets (after
    a verb, not opening the sentence or a clause): « Maëlle affronte Gurvan … ; Gurvan a … »."""
    return any(keys[index] == subject and keys[index - 1] not in _CLAUSE_BREAKS | _OPENING_WORDS
               for index in range(max(start, 1), cut))


_RETRACTED = re.compile(r"(?:^|(?<=[,;:]))[^,;:]*\bnon\s*(?=,)")
"""A clause taken back by « non » (« elle est acrobate euh non, elle a juste son épée »)."""


_NOT_THAT = re.compile(r"\bavec (?:son|sa|ses|le|la|les) (?P<trait>[^,;:]+?)\s*,\s*non pas "
                       r"(?:son|sa|ses|le|la|les) (?P=trait)\b[^,;:]*")
"""A trait said, then taken back by name (« … avec son gourdin, non pas le gourdin, il
l'intimide du regard »)."""


_SAID_AGAIN_WITH = re.compile(r"\bavec (?:mon|ma|mes|son|sa|ses|le|la|les|l')\s*[^,;:.]*?\s+"
                              r"(?:euh\s+)?non\s+(?:pardon\s+|plutot\s+|plutôt\s+)?(?=avec\b)")
"""A thing said after « avec », then another said after « non avec » in its place (« … avec sa
medecine non avec sa chimie … », as a recogniser writes it)."""


_DENIED = re.compile(r"\bnon pas (?:l'|le |la |les |son |sa |ses )(?P<thing>[^,;:.]+?)"
                     r"(?P<why>\s+(?:ça|ca|cela|c'est)\b[^,;:.]*?)?"
                     r"(?=\s+(?:juste|seulement|mais|plutôt|plutot|que)\b|\s*[,;:.]|$)")
"""A thing taken back by name, with the reason after it (« … et son appareil photo non pas
l'appareil photo ça sert à rien juste sa médecine », as a recogniser writes it)."""


def without_retractions(text: str) -> str:
    """``text`` without the clauses its speaker took back with « non »: a clause ending in
    « non », or a trait named again after « non pas » (both the trait and its denial go,
    wherever the trait was said before)."""
    text = _RETRACTED.sub("", _NOT_THAT.sub("", _SAID_AGAIN_WITH.sub("", text)))
    for denied in reversed(list(_DENIED.finditer(text))):
        said = re.compile(rf"(?:\s*,|\s+et)?\s+(?:son|sa|ses|le|la|les|l')\s*"
                          rf"{re.escape(denied['thing'])}\b")
        before = said.sub("", text[:denied.start()], count=1)
        text = " ".join(f"{before} {text[denied.end():]}".split())
    return text


def split_sides(text: str, sheet: Sequence[str] = (),
                verbs: frozenset[str] = frozenset()) -> tuple[list[str], list[str], bool] | None:
    """The protagonist's words and the obstacle's words of a roll said in one sentence, and
    whether the obstacle was named before its words: cut at « contre » or at the obstacle's
    own clause (``obstacle_clause``; a trait of the protagonist's ``sheet`` said before a
    story says their side as « avec » does, ``verbs`` as for :func:`_said_as_a_word_of`);
    ``None`` when the sentence names no obstacle's side."""
    words = _with_the_sheets_accents(_tokens(text), sheet)
    keys = [_key(word) for word in words]

    def brings(cut: int) -> bool:
        before = _folded(" ".join(words[:cut]))
        return any(_said_at(name, before) is not None
                   or _said_as_a_word_of(name, before, verbs) is not None
                   or _said_by_its_head(name, before, sheet) is not None for name in sheet)

    clause = obstacle_clause(words, brings=brings if sheet else None, verbs=verbs)
    opener = next((index for index, key in enumerate(keys) if key in _OPENERS), 0)
    against = next((index for index, key in enumerate(keys)
                    if _against(keys, index) and (index > opener or clause is None)), None)
    if against is not None and (clause is None or against < clause[0]):
        return words[:against], words[against + 1:], False
    last_opener = max((index for index, key in enumerate(keys)
                       if key in ("avec", "grace", "utilise", "utilisent")), default=0) \
        or _sheets_sentence(words, keys, brings)  # « … mais il boite. Anaïs le contourne, agile »
    told = _told_before(words, keys, last_opener) if last_opener and against is None \
        and (clause is None or clause[0] < last_opener) else None
    if told is not None:
        return told
    if clause is None:
        return None
    cut, verb = clause
    told = next((index for index in range(last_opener, cut) if keys[index] == ";"
                 and _impersonal(keys, index + 1)), None)
    if told is not None:  # « … avec son arbalète ; il fait nuit, la gargouille est perchée … »
        return words[:told], words[told + 1:], True
    subject = max((index for index in range(cut + 1, verb)
                   if keys[index] in ("le", "la", "l", "les", "un", "une", "des")), default=None)
    if keys[verb] in ("est", "sont") and keys[verb + 1:verb + 2] \
            and keys[verb + 1] in POWER_MARKS and subject is not None:
        return words[:cut], words[subject:], True  # « en face la serrure est héroïque »
    if _told_on_both_ends(keys, last_opener, cut, verb):
        told_first = _told_before(words[:cut], keys[:cut], last_opener, told_again=True)
        if told_first is not None:  # « le sergent est blessé au bras ; évariste l'attaque avec
            return told_first[0], [*told_first[1], "et", *words[verb + 1:]], True  # son
        # escrime … le sergent a sa hallebarde »
    told_first = _told_before(words[:cut], keys[:cut], last_opener, told_again=True) \
        if 0 < last_opener < cut and "face" not in keys else None
    if told_first is not None:  # « le machiniste fonce sur Éloi avec une barre de fer, il est
        return told_first[0], [*told_first[1], "et", *words[verb + 1:]], True  # costaud ;
    return words[:cut], words[verb + 1:], True  # Éloi pare avec son escrime, il fait noir »


def _with_the_sheets_accents(words: list[str], sheet: Sequence[str]) -> list[str]:
    """``words`` with the « à » of a trait of the ``sheet`` said without its accent (« sa cle a
    molette »): a preposition inside the trait's name, never the verb « a » of the obstacle's
    clause."""
    folded = [_folded(word) for word in words]
    for name in sheet:
        parts = _folded(name).split()
        if "a" not in parts[1:-1]:
            continue
        for start in range(len(words) - len(parts) + 1):
            if folded[start:start + len(parts)] == parts:
                words = [*words[:start], *("à" if part == "a" and 0 < at < len(parts) - 1
                                           else words[start + at]
                                           for at, part in enumerate(parts)),
                         *words[start + len(parts):]]
    return words


_PLAYING = frozenset({"joue", "jouent", "jouait", "jouaient", "jouer"})


def _against(keys: list[str], index: int) -> bool:
    """Whether « contre » at ``index`` opens the obstacle's side: not after « jouer », where it
    says whom a trait counts against (« elle a peur des rats, ça joue contre elle »)."""
    return keys[index] == "contre" and not (index and keys[index - 1] in _PLAYING)


def _after_what_plays_against(keys: list[str], index: int) -> bool:
    """Whether a comma closes « ça joue contre elle » (« … et clem est claustrophobe ça joue
    contre elle, elle se faufile … »): the speaker's comment ends what is told of the
    situation, as a stop would."""
    return keys[index] == "," and index >= 3 and keys[index - 3] in _PLAYING \
        and keys[index - 2] == "contre"


def _without_what_plays_against(words: list[str]) -> list[str]:
    """``words`` without the speaker's « ça joue contre elle » ending them: a comment on the
    défaut just told, no more of it."""
    keys = [_key(word) for word in words]
    return next((words[:index - 1] for index in range(1, len(keys) - 1)
                 if keys[index] in _PLAYING and keys[index + 1] == "contre"
                 and keys[index - 1] in ("ca", "cela", "qui")), words)


def _told_on_both_ends(keys: list[str], opener: int, cut: int, verb: int) -> bool:
    """Whether the obstacle whose own clause ends the sentence (at ``cut``, its noun before
    ``verb``) was named in a sentence told before the protagonist's (``opener``): « le
    sergent est blessé au bras ; évariste l'attaque … le sergent a sa hallebarde »; never
    when « en face » says the obstacle's side."""
    told = max((index for index in range(opener) if keys[index] == ";"), default=None) \
        if opener < cut else None
    return told is not None and "face" not in keys and keys[verb - 1] in keys[:told]


def _sheets_sentence(words: list[str], keys: list[str], brings: Callable[[int], bool]) -> int:
    """Where the protagonist's own sentence starts when it says their sheet's traits without
    « avec » (« Dans le jardin, le molosse est énorme. Anaïs le contourne, agile et
    discrète »): after the last stop, when the words after it bring a trait (``brings`` reads
    the words before an index, so it is asked of the whole sentence and of the words before
    the stop); 0 when none is said so."""
    stop = max((index for index, key in enumerate(keys) if key == ";"), default=None)
    if stop is None or stop + 1 >= len(keys):
        return 0
    return stop + 1 if brings(len(keys)) and not brings(stop) else 0


def _told_before(words: list[str], keys: list[str], opener: int,
                 told_again: bool = False) -> tuple[list[str], list[str], bool] | None:
    """The two sides of a roll whose obstacle is told first, in sentences of its own before
    the protagonist's (« le sergent sort de sa guérite ; il sait qu'elle est impulsive ; il a
    son épée héroïque et sa cotte de mailles. Thaïs l'esquive avec son acrobatie »): what the
    obstacle has (after « a », « ont », « y a », « avec », or a colon: « le chef des gabelous :
    sabre héroïque »), is (« il est méfiant », and the items said after it: « ils sont
    nombreux, bien armés »), can do (« il traverse les murs »), the circumstances told with no
    one for subject (« dans le couloir il fait noir comme dans un four », « c'est loin ») and
    the clauses of knowing, which name the protagonist's défauts; its story names nothing.
    ``None`` when nothing of it is had. ``told_again``: what it is will be told again at the
    end of the sentence, so « y a une … » only brings it in (:func:`_brings_in`)."""
    cut = max((index for index in range(opener) if keys[index] == ";"
               or _after_what_plays_against(keys, index)), default=None)
    if cut is None:
        return None
    told: list[str] = []
    waiting: list[str] = []  # « la barque tangue, il fait nuit … »: counted when more is told
    having = False  # a list of what it has goes on across commas to the end of its sentence
    described = False  # its « qui » clauses were told: the clause after them is its action
    chunks = _chunks(words[:cut], keys[:cut])
    for at, (said_chunk, opens_a_sentence, after_colon) in enumerate(chunks):
        chunk = _without_what_plays_against(said_chunk)
        chunk_keys = [_key(word) for word in chunk]
        relatives = _relatives_told(chunk)
        if relatives:  # « la douanière, qui connaît tous les tarifs et qui a deux gardes, … »
            told.extend(word for item in relatives for word in ["et", *item])
            having, described = False, True
            continue
        if described and not opens_a_sentence:
            if chunk_keys[:1] and chunk_keys[0] in _LISTED_ITEM:  # « qui a une masse
                told.extend(["et", *chunk])  # héroïque, un tablier de cuir, … »: one more
                continue
            described = False
            if not _more_had(chunk_keys):
                continue  # « …, arrête la péniche ; … »: what it does, no quality
            # « …, et en plus il a deux écuyers avec lui »: one more thing it has
        described = False
        has = None if _knows(chunk) else _having_verb(chunk)  # « il sait qu'elle a des dettes »
        having = (having and not opens_a_sentence) or after_colon
        state = _state_told(chunk_keys)
        explained = at + 1 < len(chunks) and not chunks[at + 1][1] \
            and [_key(word) for word in chunks[at + 1][0][:2]] == ["y", "a"]
        circumstance = _circumstance_told(chunk_keys)
        if circumstance is None and not told and not waiting and _elements_act(chunk_keys):
            waiting = ["et", *chunk]  # the list's first item, counted if the list goes on
            continue
        if circumstance is None and told and _elements_act(chunk_keys):
            circumstance = 0  # « il fait nuit noire, le brouillard monte du bassin »
        if has is not None and (_introduces_who(chunk_keys, has, chunks[at + 1:at + 2])
                                or (told_again and _brings_in(chunk_keys, has))):
            continue  # « au fond de la salle y a un ours ; il est énorme »: the ours is who
        if has is not None:
            told.extend(["et", *_without_who_stands_with(chunk[has + 1:])])
            having = True
        elif state is not None and not explained:  # « le chien mutant est enragé, mais il boite »
            told.extend(["et", *chunk[state:]])
            having = True
        elif circumstance is not None:  # « dans le couloir il fait noir comme dans un four »
            told.extend(["et", *chunk[circumstance:]])
            having = True  # « c'est étroit, noir comme un four »: more of it
        elif (power := _power_told(chunk_keys)) is not None \
                and not _taken_up_next(chunk_keys, chunks[at + 1:at + 2]):  # « il traverse les murs »
            told.extend(["et", *chunk[power:]])
        elif (mastered := _mastery_told(chunk_keys)) is not None:  # « …, et qui connaît la
            told.extend(["et", *chunk[mastered:]])  # fonderie par cœur ; … »
        elif (brought := _brought_along(chunk_keys)) is not None:
            told.extend(["et", *chunk[brought:]])  # « le machiniste fonce sur Éloi avec une
            having = True  # barre de fer, il est costaud ; Éloi pare … »
        elif told and chunk_keys[:1] == ["avec"]:  # « …, avec un mécanisme à horloge en plus »
            told.extend(["et", *chunk[1:]])
            having = True
        elif having and _an_item(chunk_keys):  # « il a une épée, une cotte … », « bien armés »
            told.extend(["et", *chunk])
        elif having and _ability_alone(chunk_keys):  # « …, un souffle de feu et elle vole »
            told.extend(["et", chunk[-1]])
        elif _knows(chunk):  # up to its « et »: « …, il sait qu'elle est impulsive et il la provoque »
            known = next((index for index, key in enumerate(chunk_keys) if key == "et"), len(chunk))
            told.extend(["et", *chunk[:known]])
    told = [*waiting, *told] if told else told
    if not told:
        return None
    ours, after = _circumstances_after(words[cut + 1:], keys[cut + 1:])
    return ours, [*told[1:], *(["et", *after] if after else [])], True


def _circumstances_after(words: list[str], keys: list[str]) -> tuple[list[str], list[str]]:
    """The protagonist's sentence after an obstacle told first, and the circumstances it ends
    with (« … lui tire dessus avec son arbalète, mais c'est loin et il fait nuit »): from a
    « mais » or a comma that opens a clause with no one for subject."""
    for index in range(1, len(keys) - 2):
        if keys[index] not in ("mais", ","):
            continue
        start = index + 2 if keys[index] == "," and keys[index + 1] == "mais" else index + 1
        if _impersonal(keys, start) and (keys[start] != "c" or keys[start + 2:start + 3] and (
                keys[start + 2] in _FAR_OR_HARD)):
            return words[:index], words[start:]
    return words, []


_FAR_OR_HARD = frozenset({"loin", "haut", "bas", "etroit", "glissant", "sombre", "noir", "raide",
                          "abrupt", "instable", "humide", "bruyant", "tres", "trop", "dangereux"})
"""What « c'est » says of a place after the action (« …, mais c'est loin »); « c'est cartes de
tarot » says with what, no circumstance."""


_HEALING = re.compile(r"\b(?:soign\w*|guer\w*|pans\w*|recou\w*)\b")
_SUFFERING = re.compile(r"(?:saign|souffr|touss|delir|vomi|agonis|gemi|grelott|suffoqu|"
                        r"crache du sang)\w*\b")
"""Verbs of healing someone, and what the patient suffers said by its pronoun after them
(« … il saigne beaucoup »): an obstacle of the roll; what the healer does or knows (« elle
connaît la forêt ») stays the healer's."""
_AILMENT_HAD = re.compile(r"(?:^|[,;.]|\bet\b|\bmais\b)\s*(?:il|elle) (?:a|fait|couve) "
                          r"(?:de la |du |des |une |un |de l |d )?(?P<ailment>fievre|infection"
                          r"|gangrene|tetanos|delire|hemorragie|convulsions|poison|venin"
                          r"|plaie \w+|blessure \w+|jambe \w+|bras \w+)\b")
"""What the patient has, said by its pronoun after a heal (« … avec sa médecine des marais,
elle a de la fièvre »): an obstacle of the roll, as their suffering is."""


def _ailments_healed(ours: str) -> list[str]:
    """The ailments of :data:`_AILMENT_HAD` told after a verb of healing in ``ours``
    (folded)."""
    healing = _HEALING.search(ours)
    if healing is None:
        return []
    return [found["ailment"] for found in _AILMENT_HAD.finditer(ours[healing.end():])]


def _more_had(keys: list[str]) -> bool:
    """Whether a clause after the « qui » clauses of a list told first adds what the obstacle
    has, by its pronoun (« et en plus il a deux écuyers avec lui »)."""
    while keys and keys[0] in ("et", "en", "plus", "aussi", "puis", "mais"):
        keys = keys[1:]
    return keys[:1] in (["il"], ["elle"], ["ils"], ["elles"]) and keys[1:2] in (["a"], ["ont"])


def _elements_act(keys: list[str]) -> bool:
    """Whether a clause opens with the elements doing something (« le brouillard monte du
    bassin ») or is a thing that will not hold still (« la barque tangue », « la station tourne
    sur elle-même »; « le garde tourne la tête » acts on something): one more circumstance of a
    list told first (alone, « la marée remonte » only sets the scene)."""
    if len(keys) < 3 or keys[0] not in ("le", "la", "l", "les") \
            or keys[2] in _BEFORE_AN_ARTICLE | {"du", "des"}:
        return False  # « la tempête de sel, qui … »: who it is, its doing told after
    return keys[1] in _WEATHER or (keys[2] in _UNSTEADY and (
        len(keys) == 3 or keys[3] not in _DETERMINERS | _SUBJECT_PRONOUNS | {"l", "le", "la", "les",
                                                                            "un", "une", "des"}))


_UNSTEADY = frozenset({f"{stem}{ending}" for stem in (
    "tangu", "roul", "trembl", "craqu", "grinc", "vacill", "oscill", "gliss", "chavir", "pench",
    "balanc", "ced", "s'effondr", "s'ecroul", "brul", "fum", "tourn")
    for ending in ("e", "ent")})
"""Verbs of a thing that will not hold still or give way, said alone after it (« la barque
tangue », « les murs tremblent », « le toit s'effondre »): a circumstance, never someone's
doing."""


def _brings_in(keys: list[str], has: int) -> bool:
    """Whether a clause « (il) y a un … » only brings in whom the protagonist meets (« en haut
    y a une inscription »), what it is being told later in the sentence."""
    had = keys[has + 1:]
    return has > 0 and keys[has - 1] == "y" and bool(had) \
        and had[0] in ("un", "une", "le", "la", "l") and len(_who(had)) < _WHO_WORDS


def _introduces_who(keys: list[str], has: int,
                    following: list[tuple[list[str], bool, bool]]) -> bool:
    """Whether a clause « (il) y a un … » told first brings in whom the protagonist meets, the
    next clause saying what it is by its pronoun (« au fond de la salle y a un ours, il est
    énorme », « y a le spectre du passeur, il est glacial », « y a des dockers, ils sont
    saouls »): who it is, no trait of its."""
    had = keys[has + 1:]
    return has > 0 and keys[has - 1] == "y" and bool(had) \
        and had[0] in ("un", "une", "le", "la", "l", "des", "les") \
        and len(_who(had)) < _WHO_WORDS \
        and bool(following) and bool(following[0][0]) \
        and _key(following[0][0][0]) in _SUBJECT_PRONOUNS


_ITEM_WORDS = 4
"""At most this many words make one more bare item of a list (« bien armés », « armés
jusqu'aux dents »)."""
_YOURS = frozenset({"ta", "ton", "tes", "votre", "vos", "ma", "mon", "mes"})


def _an_item(keys: list[str]) -> bool:
    """Whether a part of a list told first is one more item of it: said with its article
    (« une cotte de mailles », :data:`_LISTED_ITEM`) or a few words without a verb (« bien
    armés »), never what is the protagonist's (« ta bougie vacille »)."""
    while keys and keys[0] in ("et", "mais", "puis"):
        keys = keys[1:]
    if not keys or keys[0] in _YOURS | _SUBJECT_PRONOUNS:
        return False
    return keys[0] in _LISTED_ITEM or (len(keys) <= _ITEM_WORDS and keys[0] not in _DETERMINERS)


def _circumstance_told(keys: list[str]) -> int | None:
    """Where a circumstance with no one for subject starts in a clause told before the action
    (« dans le couloir il fait noir », « il pleut », « c'est loin »): at « il fait », « il
    pleut » or a « c'est » that describes (``_impersonal``), or at the elements said as the
    subject of a clause joined to what the obstacle is (« …, et le vent souffle fort »,
    :data:`_WEATHER`; « la marée remonte. » alone sets the scene); ``None`` otherwise (« il y
    a » is a verb of having)."""
    impersonal = next((index for index in range(len(keys) - 1)
                       if tuple(keys[index:index + 2]) in _IMPERSONAL_OPENINGS
                       and tuple(keys[index:index + 2]) not in (("il", "y"), ("y", "a"))
                       and _impersonal(keys, index)), None)
    if impersonal is not None:
        return impersonal
    return next((index for index in range(len(keys) - 2)
                 if keys[index] in ("le", "la", "l", "les") and keys[index + 1] in _WEATHER
                 and index > 0 and keys[index - 1] in ("et", "mais", "puis")), None)


_WEATHER = frozenset({"vent", "pluie", "neige", "brouillard", "brume", "orage", "tempete",
                      "grele", "houle", "maree", "tonnerre", "foudre", "blizzard", "bourrasque",
                      "froid", "chaleur", "mer", "courant"})
"""What the weather or the elements are: the subject of a circumstance told in its own words
(« et le vent souffle fort », « la houle se creuse »)."""


def _without_who_stands_with(words: list[str]) -> list[str]:
    """What is had, without who stands there with it (« il y a un veilleur avec une arbalète
    et une longue-vue »: the arbalète and the longue-vue)."""
    keys = [_key(word) for word in words]
    if "avec" in keys[1:_NP_WORDS] and keys[0] in _DETERMINERS:
        return words[keys.index("avec") + 1:]
    return words


_STATE_SUBJECTS = frozenset({"il", "elle", "ils", "elles", *_DETERMINERS, "ce", "cet", "cette",
                             "ces", "un", "une", "des"})
"""Words that open the subject of a state of the obstacle told first: a pronoun or a noun
phrase (« il est énorme », « le chien mutant est enragé »), never a name, who acts."""
_NO_STATE = frozenset({*_BEFORE_AN_ARTICLE, *_DETERMINERS, "ici", "pas", "plus", "jamais",
                       "des", "aux", "au"})
"""Words that open no state after « est » (« il est là », « il est dans la cour », « il est un
ancien soldat »): a place, an identity, a negation."""
_STANDING = frozenset({"plante", "plantee", "plantes", "poste", "postee", "postes", "assis",
                       "assise", "debout", "installe", "installee", "campe", "campee", "place",
                       "placee", "adosse", "adossee", "accoude", "accoudee"})
"""How someone stands somewhere (« le charbonnier est planté devant la grille »): where it is,
no state to count."""
_PLACES_AFTER_EN = frozenset({"face", "haut", "bas", "train", "route", "ville", "avant",
                              "arriere", "dessous", "dessus", "chemin", "place", "mer",
                              "foret", "prison", "attente", "fait", "tete"})
"""What « en » opens after « est » when it says no state (« il est en haut », « il est en train
de … »); « en chêne massif », « en colère », « en ruine » are states."""


NUMBERS_OF = frozenset({"dizaine", "dizaines", "douzaine", "douzaines", "vingtaine",
                        "centaine", "centaines", "millier", "milliers", "foule", "horde",
                        "hordes", "nuee", "armee", "legion", "ribambelle", "flopee", "meute"})
"""How a number of them is said as a crowd (« ils sont des centaines », « elles sont une
nuée »): the obstacle is numerous, a state of it."""
_ALL_OF = frozenset({"tous", "toutes", "tout", "toute", "chaque"})
"""« il connaît tous les recoins du chapiteau », « chaque recoin »: a knowledge had, like
« il connaît les lieux »."""


def _quite(keys: list[str], index: int) -> bool:
    """Whether « tout » at ``index`` is the adverb before a state (« il est tout gonflé »),
    no « tout le … »."""
    return keys[index] in ("tout", "toute", "toutes") and index + 1 < len(keys) \
        and keys[index + 1] not in _DETERMINERS | _BEFORE_AN_ARTICLE


def _state_told(keys: list[str]) -> int | None:
    """Where the state of the obstacle starts in a clause told before the action (« il est
    énorme », « mais il boite »): after « est » or « sont » (adverbs left out), or at a verb of
    :data:`WEAKENED`; ``None`` for any other clause (its story, a place, a negation, « c'est »,
    a name as subject)."""
    skipped = 0
    while skipped < len(keys) and keys[skipped] in _CONTRASTS | _OPENING_WORDS:
        skipped += 1
    keys = keys[skipped:]
    if not keys or keys[0] not in _STATE_SUBJECTS or {"n", "ne"} & set(keys):
        return None
    verb = next((index for index, key in enumerate(keys[:_NP_WORDS + 1])
                 if key in ("est", "sont") or key in WEAKENED or key in _MASTERING), None)
    if verb is None or (keys[0] in _SUBJECT_PRONOUNS and verb != 1):
        return None  # « il sait qu'elle est impulsive » tells no state of his
    if keys[verb] in _MASTERING:  # « il connaît les lieux par cœur », never « il connaît Thaïs »
        knows_a_thing = verb + 1 < len(keys) and keys[verb + 1] in _DETERMINERS | _ALL_OF
        return verb + skipped if knows_a_thing else None
    start = verb if keys[verb] in WEAKENED else verb + 1
    while start < len(keys) and (keys[start] in _LEFT_OUT or _quite(keys, start)):
        start += 1
    if start < len(keys) and keys[start] in ("un", "une") and any(
            key in POWER_MARKS for key in keys[start + 1:start + _NP_WORDS]):
        return start + 1 + skipped  # « le coffre est un modèle héroïque »: its puissance
    if keys[start:start + 1] in (["des"], ["une"]) and keys[start + 1:start + 2] \
            and keys[start + 1] in NUMBERS_OF:
        return start + 1 + skipped  # « ils sont des centaines »: numerous
    if keys[start:start + 1] in (["un"], ["une"]) and keys[start + 1:start + 2] \
            and keys[start + 1] in ("ancien", "ancienne", "ex", "veteran", "veterane"):
        return start + 1 + skipped  # « le croupier est un ancien de la Sûreté »: what he was
    if keys[start:start + 1] == ["en"] and (start + 1 >= len(keys)
                                            or keys[start + 1] in _PLACES_AFTER_EN):
        return None  # « il est en haut », never « la porte est en chêne massif »
    if keys[start:start + 1] and keys[start] in _STANDING:
        return None  # « le charbonnier est planté devant la grille »: where, no state
    if start >= len(keys) or (keys[start] in _NO_STATE
                              and not weakened_state(" ".join(keys[start:]))
                              and not any(key in WEAKENED for key in keys[start:])):
        return None  # « il est à moitié aveugle » is a state, « il est dans la cour » none
    return start + skipped


_NO_POWER_VERBS = frozenset({*_HAVE, *_MASTERING, "sait", "savent", "voit", "voient", "fait", "font", "va", "vont",
                             "vient", "viennent", "sort", "sortent", "arrive", "arrivent",
                             "entre", "entrent", "attend", "attendent", "regarde", "regardent",
                             "dit", "disent", "crie", "crient", "hurle", "hurlent", "apparait",
                             "apparaissent", "surgit", "surgissent"})
"""Verbs of the story (coming, going, saying, looking) rather than of what the obstacle can do."""


def _power_told(keys: list[str]) -> int | None:
    """Where what the obstacle can do starts in a clause told before the action: its subject
    pronoun, or its own noun after its article (« le spectre crache des flammes bleues ; Irénée
    pare … »), a verb in the present, then the thing it acts upon with its article (« il
    traverse les murs », « elle brandit une hache », « il murmure des menaces »): the verb and
    its object count as one trait; ``None`` for a story (« il sort de sa guérite », « il la
    provoque », « il connaît Thaïs ») or any other clause."""
    skipped = 0
    while skipped < len(keys) and keys[skipped] in _CONTRASTS | _OPENING_WORDS:
        skipped += 1
    keys = keys[skipped:]
    named = bool(keys[:1]) and keys[0] in _SUBJECT_ARTICLES and len(keys) > 4 \
        and keys[1] not in _DETERMINERS | _BEFORE_AN_ARTICLE | set(_OF)
    if named:  # « le spectre crache … »: its noun, then its verb
        keys, skipped = keys[1:], skipped + 1
    if len(keys) < 4 or not (keys[0] in _SUBJECT_PRONOUNS or named and keys[0].isalpha()) \
            or keys[1] in _NO_POWER_VERBS | _COPULAS | set(_OF) | _BEFORE_AN_ARTICLE \
            or keys[1] in _CLITICS | {"n", "ne", "y", "en"} \
            or keys[2] not in (_DETERMINERS - {"a"}) | {"des", "du"}:
        return None
    return 1 + skipped


def _ability_alone(keys: list[str]) -> bool:
    """Whether a clause of a list told first is its pronoun and one verb (« elle a des écailles
    mythiques, un souffle de feu et elle vole »): one more thing the obstacle can do."""
    return len(keys) == 2 and keys[0] in _SUBJECT_PRONOUNS and keys[1] in _ABILITIES


_ABILITIES = frozenset({f"{stem}{ending}" for stem in (
    "vol", "nag", "grimp", "ramp", "plan", "mord", "griff", "crach", "brul", "empoisonn",
    "regener", "envol", "galop", "bondi") for ending in ("e", "ent", "t", "ssent")} | {
    "court", "courent", "saute", "sautent"})
"""Verbs that say alone what a creature can do (« et elle vole », « et il nage »), never what
it is doing (« et il ronfle »)."""


def _taken_up_next(keys: list[str], following: list[tuple[list[str], bool, bool]]) -> bool:
    """Whether a thing named first does something that brings in whom the next clause speaks
    of by its pronoun (« le contremaître lâche ses chiens : ils sont affamés … »): the story
    bringing in the obstacle, no trait of its own."""
    return bool(keys) and keys[0] in _SUBJECT_ARTICLES and bool(following) \
        and bool(following[0][0]) and _key(following[0][0][0]) in _SUBJECT_PRONOUNS


def _relatives_told(chunk: list[str]) -> list[list[str]]:
    """The qualities an obstacle told first has in its « qui » clauses (« qui crache des nuages
    de spores et qui sent la chaleur des corps »: two; « qui est rouillée », « qui a une gaffe
    ferrée »: what follows the verb), or nothing when the clause opens with no « qui »."""
    keys = [_key(word) for word in chunk]
    start = 1 if keys[:1] in (["et"], ["mais"]) else 0
    if keys[start:start + 1] != ["qui"]:
        return []
    items: list[list[str]] = []
    for index in range(start, len(keys)):
        if keys[index] == "qui":
            if items and items[-1] and _key(items[-1][-1]) in ("et", "mais"):
                items[-1].pop()
            items.append([])
        else:
            items[-1].append(chunk[index])
    return [item[1:] if item and _key(item[0]) in _HAVE else item for item in items if item]


def _mastery_told(keys: list[str]) -> int | None:
    """Where a knowledge of the obstacle starts in a clause told before the action: « qui »
    or a subject pronoun, a verb of :data:`_MASTERING`, then the thing known with its article
    (« et qui connaît la fonderie par cœur », « il maîtrise les lieux »); ``None`` for any
    other clause (« il connaît Thaïs » tells a story)."""
    skipped = 0
    while skipped < len(keys) and keys[skipped] in _CONTRASTS | _OPENING_WORDS:
        skipped += 1
    if skipped + 2 >= len(keys) or keys[skipped] not in _SUBJECT_PRONOUNS | {"qui"} \
            or keys[skipped + 1] not in _MASTERING:
        return None
    thing = skipped + 3 if keys[skipped + 2] in ("bien", "parfaitement") else skipped + 2
    return skipped + 1 if keys[thing:thing + 1] and keys[thing] in _DETERMINERS - {"a"} else None


_COUNTED = frozenset({"deux", "2", "trois", "3"})
_BROUGHT = frozenset({"un", "une", "1", "des", "son", "sa", "ses", "leur", "leurs", *_COUNTED})


def _brought_along(keys: list[str]) -> int | None:
    """Where what the obstacle comes with starts in a clause told before the action, its
    subject a thing or someone named with its article or a pronoun, never a name (« le
    machiniste fonce sur Éloi avec une barre de fer »): after « avec » and its article or
    possessive (a number stays: « avec deux couteaux »); ``None`` otherwise."""
    if not keys or keys[0] not in _STATE_SUBJECTS:
        return None
    return next((index + 2 if keys[index + 1] in _BROUGHT - _COUNTED else index + 1
                 for index in range(2, len(keys) - 2)
                 if keys[index] == "avec" and keys[index + 1] in _BROUGHT), None)


_LISTED_ITEM = frozenset({"un", "une", "des", "son", "sa", "ses", "leur", "leurs", "deux", "trois",
                          "quatre", "2", "3", "4"})
"""Words that open one more item of what the obstacle has (« …, une cotte de mailles »), not a
clause of its story (« et le piège joue sur sa curiosité »)."""


def _chunks(words: list[str], keys: list[str]) -> list[tuple[list[str], bool, bool]]:
    """``words`` cut at each semicolon, stop, colon and comma: the clauses of a story, each with
    whether it opens a sentence (after a semicolon or a stop) and whether it follows a colon
    (« le portier : il est méfiant », « le chef des gabelous : sabre héroïque »)."""
    chunks: list[tuple[list[str], bool, bool]] = [([], True, False)]
    for index, (word, key) in enumerate(zip(words, keys)):
        if key in (";", ",", ":"):
            chunks.append(([], key == ";", key == ":"))
        elif key in ("et", "mais") and _opens_a_clause(keys, index + 1) \
                and _having_verb(chunks[-1][0]) is None:  # « il a une hallebarde et il est … »
            chunks.append(([], False, False))  # « le couloir est étroit et les squelettes ont … »
        else:
            chunks[-1][0].append(word)
    return [(chunk, opens, colon) for chunk, opens, colon in chunks if chunk]


def _having_verb(words: list[str]) -> int | None:
    """Where a clause says what the obstacle has (« il a », « ils ont », « y a »), not an
    auxiliary (« il l'a vu », « elle a aspiré toute la chaleur »); ``None`` when it says
    none."""
    keys = [_key(word) for word in words]
    return next((index for index, key in enumerate(keys)
                 if key in ("a", "ont", "possede", "possedent") and words[index].lower() != "à"
                 and (index == 0 or keys[index - 1] == "y"
                      or keys[index - 1] not in _OBJECT_PRONOUNS)
                 and not _tells_an_event(words[index:index + 2])), None)


def _opens_a_clause(keys: list[str], start: int) -> bool:
    """Whether the words from ``start`` open a clause of their own: a subject pronoun, or a
    noun phrase followed by its verb of having or being (« les squelettes ont des lances »),
    or « y a » with no subject (« il fait humide et y a des rats partout »), not one more
    thing had (« une cotte de mailles »)."""
    if keys[start:start + 1] and keys[start] in _SUBJECT_PRONOUNS or keys[start:start + 2] == [
            "y", "a"]:
        return True
    if not keys[start:start + 1] or keys[start] not in _DETERMINERS:
        return False
    for key in keys[start + 1:start + _NP_WORDS + 1]:
        if key in _CLAUSE_BREAKS:
            return False
        if key in ("est", "sont", "a", "ont"):
            return True
    return False


def trait_pools_from_words(text: str) -> dict[str, Any]:
    """``traits`` and the obstacle's side (``obstacle_traits`` or ``obstacle_dice``) said
    « avec … contre … » or « avec …, l'obstacle a … » in the normalised ``text``; empty when
    the shape is not said."""
    words = _tokens(text)
    keys = [_key(word) for word in words]
    start = next((index for index, key in enumerate(keys) if key in _OPENERS), None)
    if start is None:
        return {}
    if keys[start] == "grace" and keys[start + 1:start + 2] == ["a"]:
        start += 1
    against = next((index for index in range(start + 1, len(keys)) if _against(keys, index)),
                   None)
    clause = obstacle_clause(words, start)
    if clause is not None and (against is None or clause[0] < against):
        end, theirs = clause[0], _obstacle(_listed(words[clause[1] + 1:]), named=True)
    elif against is not None:
        end, theirs = against, _obstacle(_listed(words[against + 1:]))
    else:
        return {}
    ours = words[start + 1:end]
    if "pour" in keys[start + 1:end]:
        ours = words[start + 1:keys.index("pour", start + 1)]
    traits = _names(_listed(ours))
    if not traits:
        return {}
    return exploited_weaknesses({"traits": traits, **theirs})


WEAKENED = frozenset({
    "aveugle", "aveuglee", "aveugles", "desarme", "desarmee", "desarmes", "endormi", "endormie",
    "endormis", "distrait", "distraite", "distraits", "sonne", "sonnee", "assomme", "assommee",
    "etourdi", "etourdie", "inconscient", "inconsciente", "ligote", "ligotee", "entrave",
    "entravee", "paralyse", "paralysee", "surpris", "surprise", "a terre", "au sol", "blesse",
    "blessee", "blesses", "epuise", "epuisee", "fatigue", "fatiguee", "ivre", "ivres", "malade",
    "affaibli", "affaiblie", "effraye", "effrayee", "terrorise", "terrorisee",
    "pris au piege", "seul", "seule", "soul", "soule", "souls", "saoul", "saoule", "bourre",
    "bourree", "a l agonie", "agonisant", "agonisante", "mourant", "mourante", "essouffle",
    "essoufflee", "a bout de souffle", "bout de souffle", "bout de forces", "agonie", "craint",
    "craignent",
    "vulnerable", "vulnerables", "boite", "boitent", "boiteux", "boiteuse"})
"""States that weaken who is in them (« le chef est aveuglé », « il craint le feu », « il
est à l'agonie »): said of the obstacle, each is
« une faiblesse à exploiter » that the rules count for the other side (seed 000: « Les traits
peuvent venir du camp opposé »), as a protagonist's défaut counts for the obstacle."""


def exploited_weaknesses(found: dict[str, Any], faults: Sequence[str] = ()) -> dict[str, Any]:
    """``found`` with the obstacle's weakened states (:data:`WEAKENED`) counted for the
    protagonists: « Éloïse attaque le chef avec son épée et le chef est aveuglé, il a sa hache
    héroïque » is épée and aveuglé against hache+; the protagonist's own ``faults`` stay the
    obstacle's (« il sait que Fulbert boite »: boiteux is Fulbert's, no weakness of the golem)."""
    theirs = list(found.get("obstacle_traits") or [])
    weak = [name for name in theirs if weakened_state(name) and name not in faults]
    if not weak:
        return found
    kept = [name for name in theirs if name not in weak]
    result = {**found, "traits": list(dict.fromkeys([*(found.get("traits") or []), *weak]))}
    if kept:
        result["obstacle_traits"] = kept
    else:
        result.pop("obstacle_traits", None)
    return result


DAMAGED = frozenset({"dechire", "casse", "brise", "fele", "fendu", "abime", "endommage",
                     "fissure", "troue", "arrache", "creve"})
"""How a part of the obstacle is said damaged (« une aile déchirée », « le bouclier fendu »,
« la serrure est cassée »): a weakness too, the damaged part said first, in a few words; « la
porte est tordue » is none, it holds all the harder."""
_DAMAGED_PART_WORDS = 3


def _damaged(word: str) -> bool:
    """Whether ``word`` (folded) says :data:`DAMAGED`, in any gender and number."""
    return word in DAMAGED or re.sub(r"e?s?$", "", word) in DAMAGED \
        or re.sub(r"s?$", "", word) in DAMAGED

_WEAKENED_VERBS = frozenset({"boite", "boitent", "titube", "titubent"})
"""Verbs that say who does them weakened, said after a part of the obstacle (« le chef de
meute boite »)."""

_WEAK_PART_WORDS = 4

_HALF_WORDS = frozenset({"a", "moitie", "demi", "presque", "un", "peu", "tout", "toute"})
"""Words that only qualify a weakened state said after them (« à moitié aveugle »)."""


def weakened_state(name: str) -> bool:
    """Whether a trait of the obstacle is one of the :data:`WEAKENED` states, said alone or
    with where (« blessé au bras », « ivre mort »), or a part of it :data:`DAMAGED` (« aile
    déchirée »), or it is damaged all over (« fissuré de partout ») or said weakened by its
    verb (« chef de meute boite »)."""
    folded = _folded(name)
    while folded.split(" ")[0] in _HALF_WORDS:  # « à moitié aveugle », « presque ivre »
        folded = folded.partition(" ")[2]
    words = folded.split(" ")
    if len(words) > 1 and words[0] in _BLINDING and words[1] in _ACTED_UPON:
        return False  # « qui aveugle tout »: it blinds, it is no blind one
    short = len(words) <= _DAMAGED_PART_WORDS
    return (short and re.sub(r"e?s?$", "", words[-1]) in DAMAGED) or (  # « fissuré de
        short and _damaged(words[0]) and words[1:2] != [] and words[1] not in _ACTED_UPON) or any(
        # partout »: all over, not a part of its own; never « casse tout »
        word in WEAKENED or (word.endswith("s") and word[:-1] in WEAKENED)
        for word in (folded, words[0])) or (  # « les gardes sont complètement saouls »
        len(words) <= _WEAK_PART_WORDS and words[-1] in _WEAKENED_VERBS)  # « chef de meute boite »


_BLINDING = frozenset({"aveugle", "aveuglent", "assomme", "assomment", "paralyse", "paralysent",
                       "epuise", "epuisent", "blesse", "blessent"})
"""Words of :data:`WEAKENED` that are also verbs acting upon another (« qui aveugle tout »)."""
_ACTED_UPON = frozenset({"tout", "tous", "toutes", "le", "la", "les", "l", "un", "une", "des",
                         "son", "sa", "ses", "leur", "leurs"})
"""What a verb acts upon: a word of :data:`_BLINDING` before it is that verb (« qui aveugle
tout »), no weakened state; « il craint le feu » stays one."""


_KNOWING = frozenset({"sait", "savent", "voit", "voient", "sent", "sentent", "pense",
                      "pensent", "croit", "croient", "devine", "devinent", "remarque",
                      "remarquent", "comprend", "comprennent", "connait", "connaissent",
                      "profite", "profitent", "oublie", "oublient"})
"""Verbs of knowing or seeing that open a clause about someone (« le contremaître sait
qu'Anselme est trouillard »): the clause names no trait of the side; a défaut it names is
counted for the other side (``anchored_pools``)."""
_ITEM_BREAKS = frozenset({",", ";", "et"})


def _has_or_is(words: list[str]) -> bool:
    """Whether an item opens with a clause of having or being (« il a une hallebarde »)."""
    return any(_key(word) in _HAVE and word.lower() != "à" for word in words[:3])


def _elaborates(words: list[str], index: int) -> bool:
    """Whether the item after the comma at ``index`` goes on with the clause of knowing before
    it (« il sait qu'elle est têtue, elle lâchera pas »): any clause but one of having or
    being, which says the obstacle again (« …, il a une hallebarde »)."""
    item: list[str] = []
    for word in words[index + 1:]:
        if _key(word) in _ITEM_BREAKS:
            break
        item.append(word)
    return bool(item) and not _has_or_is(item)


def _without_completives(words: list[str]) -> list[str]:
    """``words`` without an item that is a clause of knowing (``_KNOWING`` then « que »), from
    the item's start to the next break, nor the items after a comma that go on with it
    (:func:`_elaborates`)."""
    keys = [_key(word) for word in words]
    kept: list[str] = []
    dropping = False
    for index, key in enumerate(keys):
        if key in _ITEM_BREAKS or key in _CONTRASTS:  # « … qu'elle a peur du noir mais il craint »
            dropping = dropping and key == "," and _elaborates(words, index)
        elif _opens_completive(keys, index):
            while kept and _key(kept[-1]) not in _ITEM_BREAKS:
                kept.pop()
            dropping = True
        if not dropping:
            kept.append(words[index])
    return kept


def _there_is(words: list[str], index: int) -> bool:
    """Whether the word at ``index`` is the « y a » of « il y a des chiens »."""
    here = _key(words[index])
    return (here == "y" and index + 1 < len(words) and _key(words[index + 1]) == "a") or (
        here == "a" and index > 0 and _key(words[index - 1]) == "y")


_CONTRASTS = frozenset({"mais", "puis"})
"""« le garde a un bouclier mais il est désarmé »: a new item of the list."""


def _without_dislocated_subject(words: list[str]) -> list[str]:
    """The obstacle's side without who it is when said before the pronoun that says what he
    is or has (« en face le caïman, il est énorme », « le second du brick, il a un sabre »: who
    it is, not a trait; « le réacteur fuit, il fait une chaleur d'enfer » says no one's), or before
    its qualities and what it does to the protagonist (« un chasseur pirate, rapide, la prend
    en chasse »: rapide is its trait; who it is and what it does count nothing)."""
    keys = [_key(word) for word in words]
    if not keys[:1] or keys[0] not in ("le", "la", "les", "l", "un", "une", "des"):
        return words
    comma = next((index for index in range(1, min(len(keys), _NP_WORDS + 1))
                  if keys[index] == ","), None)
    if comma is None:
        return words
    named = keys[1:comma]
    nouns = [key for key in named if key not in _INSIDE_A_NOUN_PHRASE | {"le", "la", "les", "l"}]
    if keys[comma + 1:comma + 2] and keys[comma + 1] in _SUBJECT_PRONOUNS \
            and not _impersonal(keys, comma + 1) \
            and keys[0] in ("le", "la", "les", "l") and len(nouns) <= 2 \
            and not any(key in POWER_MARKS for key in named):
        return words[comma + 1:]  # « le caïman, il … », never « une winchester, il … » (had)
    acts = next((index for index in range(comma + 1, len(keys) - 1)
                 if keys[index] == "," and keys[index + 1] in _CLITICS - {"se", "s"}), None)
    if acts is not None and comma + 1 < acts:
        return words[comma + 1:acts]  # « un chasseur pirate, rapide, la prend en chasse »
    return words


_WHO_WORDS = 5
"""At most this many words from « y a » to the end of whom it brings in (« y a une vieille
vigie »), the place where it stands left out (:data:`_WHERE_IT_STANDS`)."""
_WHERE_IT_STANDS = frozenset({"au", "aux", "dans", "sur", "sous", "devant", "derriere", "pres"})
"""Prepositions that open where the one brought in stands (« y a une chauve-souris au
plafond, elle est affamée »): no part of who it is."""


def _who(had: list[str]) -> list[str]:
    """The words that say who is brought in by « y a » (``had``, keys), without where it stands
    (:data:`_WHERE_IT_STANDS`)."""
    where = next((at for at in range(1, len(had)) if had[at] in _WHERE_IT_STANDS), len(had))
    return had[:where]


def _without_who_stands_there(words: list[str]) -> list[str]:
    """``words`` without the one said to stand there with a definite article and described by
    a bare trait after a comma (« en face y a l'ogre de siège, force mythique »: the ogre is
    who, force mythique his trait), or set before the pronoun that says what he is (« en face le
    caïman, il est énorme »), or brought in by « y a un … » before the pronoun that says what
    it is (« en face y a une vigie, elle est bien réveillée », « … y a des rats géants, ils sont
    enragés », « … il y a le passeur, il a une lanterne »); otherwise what is there is a
    trait (« il y a des chiens », « il y a le vent du large et … »)."""
    words = _without_dislocated_subject(words)
    keys = [_key(word) for word in words]
    for index in range(len(keys) - 2):
        if keys[index:index + 2] == ["y", "a"] and keys[index + 2] in ("l", "le", "la", "les"):
            end = next((at for at in range(index + 2, len(keys)) if keys[at] in _ITEM_BREAKS),
                       len(keys))
            described = keys[end:end + 2]  # « l'ogre de siège, force mythique »: its trait next
            if described[:1] in ([","], ["et"]) and len(described) == 2 \
                    and described[1] not in _DETERMINERS | _SUBJECT_PRONOUNS | _ITEM_BREAKS \
                    | _CONTRASTS:
                return [*words[:index + 2], *words[end:]]
        end = next((at for at in range(index + 2, len(keys)) if keys[at] in _ITEM_BREAKS),
                   len(keys))
        if keys[index:index + 2] == ["y", "a"] \
                and keys[index + 2] in ("un", "une", "des", "l", "le", "la", "les") \
                and len(_who(keys[index + 2:end])) + 2 <= _WHO_WORDS \
                and keys[end:end + 1] in ([","], ["et"]) \
                and keys[end + 1:end + 2] and keys[end + 1] in _SUBJECT_PRONOUNS \
                and not _impersonal(keys, end + 1):
            return [*words[:index + 2], *words[end:]]  # « y a une vigie, elle est réveillée »
    return words


_PAST_PARTICIPLE = re.compile(r"(?:é|ée|és|ées|i|is|u|us|ue|ues|it|ite|ert|erte|eint|einte)$")
"""How a French past participle ends (« lâché », « pris », « perdu », « ouvert »)."""
_NO_PARTICIPLE = frozenset({"aussi", "ici", "ainsi", "envie", "vie", "parti", "mi"})


def _items(words: list[str]) -> list[list[str]]:
    """``words`` cut into the items of a list: at commas, semicolons, « et » and « mais »."""
    items: list[list[str]] = [[]]
    for word in words:
        if _key(word) in (*_ITEM_BREAKS, *_CONTRASTS):
            items.append([word])
        else:
            items[-1].append(word)
    return items


def _tells_an_event(item: list[str]) -> bool:
    """Whether an item tells what happened in the compound past (« il a lâché sa
    hallebarde »): « a » or « ont » then a past participle."""
    keys = [_key(word) for word in item]
    return any(key in ("a", "ont") and item[index].lower() != "à"
               and index + 1 < len(item) and _key(item[index + 1]) not in _NO_PARTICIPLE
               and _PAST_PARTICIPLE.search(item[index + 1].lower()) is not None
               for index, key in enumerate(keys))


def _predicts(item: list[str]) -> bool:
    """Whether an item says what someone is about to do (« elle va toucher à tout » after
    « elle est curieuse »): what the item before it means, nothing more to count."""
    keys = [_key(word) for word in item if _key(word) not in _ITEM_BREAKS | _CONTRASTS]
    return len(keys) > 2 and keys[0] in ("il", "elle", "ils", "elles") \
        and keys[1] in ("va", "vont")


def _says_a_weakness(item: list[str]) -> bool:
    """Whether an item says a weakened state (« il est désarmé », « ivre »)."""
    keys = [_key(word) for word in item
            if _key(word) not in _ITEM_BREAKS | _CONTRASTS | _LEFT_OUT | {"est", "sont"}]
    return bool(keys) and weakened_state(" ".join(keys))


def without_asides(text: str) -> str:
    """``text`` without the items of a list that name nothing more: an event told in the
    compound past that the weakened state said right after explains (« il a lâché sa
    hallebarde, il est désarmé »: the state counts, said once; an event alone stays an item,
    « il a dégainé son épée »), what someone is about to do (:func:`_predicts`) and a comment
    on the item before (« elle a peur du vide, ça joue contre elle », :func:`_comments`). The break before the aside stays, the comma after
    it goes."""
    items = _items(_tokens(text))
    kept: list[str] = []
    dropped = False
    for index, item in enumerate(items):
        if dropped and item[:1] == [","]:
            item = item[1:]
        dropped = _comments(item) or (index > 0 and _predicts(item)) or (
            _tells_an_event(item) and index + 1 < len(items)
            and _says_a_weakness(items[index + 1]))
        kept.extend(item[:1] if dropped and item[:1] and _key(item[0]) in _ITEM_BREAKS
                    else [] if dropped else item)
    if len(kept) == sum(len(item) for item in items):
        return text
    return re.sub(r"\s+(?=[,;:])", "", _joined(kept)).rstrip(" ,;:")


_SPEAKERS = frozenset({"je", "j", "nous", "vous", "tu"})
"""Subjects that are the players themselves: a clause of theirs is table talk."""
_SPEAKERS_GOING = frozenset({"y", "va", "lance", "lancent", "verra", "tente", "fonce", "joue"})
"""What follows « on » when the players speak of their own move (« allez on y va », « on
lance »), not of what is there (« on entend des pas »)."""


def _without_the_speakers_words(words: list[str]) -> list[str]:
    """The obstacle's side cut where the players go on to speak of themselves, after a break
    and any filler (« la serrure est grippée et piégée, allez on y va »): their talk, no
    trait."""
    keys = [_key(word) for word in words]
    for index in range(1, len(keys) - 1):
        if keys[index] not in (",", ";"):
            continue
        start = index + 1
        while start < len(keys) and (keys[start] in _FILLERS or keys[start] == ","):
            start += 1  # « …, allez, on y va »
        if start < len(keys) and (keys[start] in _SPEAKERS or (
                keys[start] == "on" and keys[start + 1:start + 2]
                and keys[start + 1] in _SPEAKERS_GOING)):
            return words[:index]
    return words


def _listed(words: list[str]) -> list[str]:
    """Commas and semicolons join the items of a list like « et »; words that are no trait
    (« n'a plus que », « très ») are left out, and « a » after « et » (« est rouillée et a un
    verrou ») too; so is a clause of knowing (``_without_completives``)."""
    words = _without_who_stands_there(_without_completives(words))
    listed = ["et" if word in (",", ";") or _key(word) in _CONTRASTS
              or _unsaid_there_is(words, index) else word
              for index, word in enumerate(words)
              if word != ":" and _key(word) not in _LEFT_OUT
              and not (_key(word) == "en" and _key(words[index + 1]) == "plus"
                       if index + 1 < len(words) else False)  # « … en plus »
              and not (_there_is(words, index) and not _unsaid_there_is(words, index))
              and not (_key(word) == "d" and _key(words[index + 1:index + 2][0] if
                                                  index + 1 < len(words) else "") in ("un", "une"))]
    listed = [word for index, word in enumerate(listed)
              if not (_key(word) in _HAVE and index and listed[index - 1] == "et")
              and not _held_by(listed, index)]
    return [piece for index, word in enumerate(listed)
            for piece in (["et", word] if _starts_an_unsaid_item(listed, index) else [word])]


_HOLDING = frozenset({f"{stem}{ending}" for stem in ("proteg", "gard", "defend", "renforc",
                                                      "verrouill", "ferm", "bloqu", "surveill")
                      for ending in ("e", "ee", "es", "ees", "u", "ue", "us", "ues")})
"""Participles of what holds the obstacle, said before « par » (« protégée par un mécanisme
mythique »): the thing after « par » is the trait, with its puissance."""


def _held_by(words: list[str], index: int) -> bool:
    """Whether ``words[index]`` is such a participle before « par », or that « par »."""
    key = _key(words[index])
    after = _key(words[index + 1]) if index + 1 < len(words) else ""
    before = _key(words[index - 1]) if index else ""
    return (key in _HOLDING and after == "par") or (key == "par" and before in _HOLDING)


_JOINING_THERE_IS = frozenset({*_ITEM_BREAKS, *_CONTRASTS, ":", "il", "en", "face", "qu",
                               "que", "n", "ne", "ou"})
"""Words after which « y a » goes on with the clause said (« il y a », « en face y a », « et y
a »)."""


def _unsaid_there_is(words: list[str], index: int) -> bool:
    """Whether ``words[index]`` is the « y » of a « y a » said without its « il » after another
    item, as a recogniser writes it (« le glacier est crevassé y a du brouillard »): it opens
    one more item of the list."""
    return index > 0 and _key(words[index]) == "y" and _there_is(words, index) \
        and _key(words[index - 1]) not in _JOINING_THERE_IS


def _starts_an_unsaid_item(words: list[str], index: int) -> bool:
    """Whether an indefinite article starts one more item of a list said without « et » nor a
    comma, as a recogniser writes it (« il a un sabre d'abordage héroïque une cuirasse »)."""
    if not index or _key(words[index]) not in ("un", "une", "des"):
        return False
    before = _key(words[index - 1])
    if _key(words[index]) == "des" and index > 1 \
            and _key(words[index - 2]) in ("la", "le", "l", "les", "au", "aux"):
        return False  # « des lames à la place des bras »: « des » is « de les » there
    item = []
    for word in reversed(words[:index]):
        if _key(word) == "et":
            break
        item.append(_key(word))
    if _key(words[index]) == "des" and len(item) == 2 and item[1] in ("un", "une"):
        return False  # « une mémoire des visages héroïque »: « des » completes its noun
    return before not in _BEFORE_AN_ARTICLE | _DETERMINERS | _HAVE | {"et", "ou", "en", "y"} \
        and not before.isdigit() and any(key in ("un", "une", "des") for key in item)
    # the item said already has its own article: « un sabre d'abordage héroïque une cuirasse »,
    # never « il fait un froid glacial », « il porte une armure »


def _said_at(name: str, words: str) -> int | None:
    """Where the trait ``name`` is said in ``words`` (both folded), as whole words, or
    ``None``."""
    found = re.search(rf"(?<![\w]){re.escape(_folded(name))}(?![\w])", words)
    return found.start() if found else None


_SHARED_STEM = 6
"""At least this many first letters shared by a trait and another word of its family."""
_OWN_ENDING = 3
"""At most this many last letters of the trait's name differ in that word."""
_WHOLE_STEM = 5
"""A shorter trait is said whole only (« arc », « ruse »); one this long but shorter than
:data:`_SHARED_STEM` starts the word whole (« elle chante » says chant)."""


_VERB_STEM = 4
"""A verb of the trait's family shares at least this many first letters with it."""
_VERB_STEM_AT_MOST = 5
"""… and at most this many need be shared (« elle navigue » says navigation)."""


_FILLERS = frozenset({"bon", "ben", "bah", "euh", "bref", "voila", "quoi", "allez", "enfin"})
"""Words said to fill or turn a sentence (« mais bon, elle est somnambule »): never a trait."""
_NO_TRAIT_WORDS = _FILLERS | {"contre", "avec", "pour", "sur", "sans", "elle", "lui", "ca"}
"""Words the model may read alone as a trait, a filler or a word of « ça joue contre elle »:
never one."""
_LEAVING_STEMS = ("saut", "sort", "descend", "tomb", "part", "echapp", "enfui", "fui", "eject",
                  "debarqu", "bondi", "plong", "jailli", "surgi", "gliss", "extrai", "emerg",
                  "arriv", "revien", "vien")
"""Stems of the verbs of a move away from a place (« saute », « sort », « descend »)."""
_LEFT_FROM = re.compile(r"(\w+) (?:du|de la|de l') ?$")


_PLAYS_AGAINST = re.compile(r"\bjouen?t? contre\b")
_PLAYED_AGAINST = re.compile(r"\b(?:son|sa|ses|leur|leurs) (\w+)[^,;.:]*? jouen?t? contre "
                             r"(?:elle|lui|eux|elles)\b")
_FAMILY_STEM = 5
"""At least this many first letters shared by a défaut and the noun that says it."""


def _played_against(fault: str, words: str) -> bool:
    """Whether the défaut ``fault`` is said by a noun of its family as what plays against its
    owner (« son orgueil joue contre elle » for orgueilleuse, « sa dette envers la guilde joue
    contre elle » for endettée auprès de la guilde, « son allergie aux spores … » for
    allergique aux spores, « sa curiosité … » for trop curieuse); ``words`` folded."""
    head = _fault_head(fault)
    return any(_of_the_family(said, head)
               for said in (found.group(1) for found in _PLAYED_AGAINST.finditer(words)))


_DEGREES = frozenset({"trop", "tres", "un", "peu", "assez", "plutot", "si", "bien", "vraiment",
                      "super", "completement", "totalement"})
"""Words that say how much of a défaut its owner has (« trop curieuse »): not its head."""
_FAMILY_SUFFIXES = ("osites", "osite", "euses", "euse", "eux")
"""Endings of an adjective and of the noun of its quality (« curieuse », « curiosité »)."""


def _fault_head(fault: str) -> str:
    """The word that names a défaut, past the words of its degree (« trop curieuse »)."""
    words = _folded(fault).split()
    return next((word for word in words if word not in _DEGREES), words[0] if words else "")


def _of_the_family(said: str, head: str) -> bool:
    """Whether the folded word ``said`` is of the family of the défaut's head: their first
    letters (« orgueil », « orgueilleuse »; « boite », « boiteux »), the word inside the head
    (« dette », « endettée ») or their stem before the quality's ending (« curiosité »,
    « curieuse »)."""
    def stem(word: str) -> str:
        return next((word[:-len(end)] for end in _FAMILY_SUFFIXES if word.endswith(end)), word)
    return said[:_FAMILY_STEM] == head[:_FAMILY_STEM] \
        or (len(said) >= _FAMILY_STEM and said in head) \
        or (stem(said) != said and stem(said) == stem(head) and len(stem(said)) >= 4)


def _said_by_its_head(name: str, words: str, sheet: Sequence[str]) -> int | None:
    """Where a trait of several words is said by its first word after a possessive, as a
    player shortens it (« avec son revolver » for « revolver d'ordonnance », « sa lanterne »
    for « lanterne sourde »), or by the noun its « de » brings (« sa foudre » for « rituel de
    foudre »), or ``None``: never when that word is in the same place in another trait of the
    ``sheet`` too."""
    head, *rest = _folded(name.rstrip("+")).split()
    complement = _of_what(name)
    for word, place in ((head, _head_of), (complement, _of_what)):
        if not rest or not word or len(word) < _WHOLE_STEM \
                or sum(place(other) == word for other in sheet) > 1:
            continue
        found = re.search(rf"\b(?:{'|'.join(_POSSESSIVES)}) {re.escape(word)}(?![\w])", words)
        if found:
            return found.start()
    return None


def _head_of(name: str) -> str:
    """The first word of a trait's name, folded."""
    return (_folded(name.rstrip("+")).split() or [""])[0]


def _of_what(name: str) -> str:
    """The one noun a trait's « de » brings at its end (« foudre » of « rituel de foudre »),
    folded; empty for any other name."""
    found = re.fullmatch(r"[\w-]+ (?:de|d|du|des) ([\w-]+)", _folded(name.rstrip("+")).replace("'", " "))
    return found.group(1) if found else ""


_KNOW_HOW = re.compile(r"^(?P<head>sait|peut|connait|aime)(?: (?P<verb>\w+))? (?P<det>le|la|les|l"
                       r"|des|du|un|une|aux|au) (?P<object>\w{4,})$")
"""A trait that says what its owner knows how to do (« sait lire les étoiles ») or knows
(« connaît les catacombes »)."""
_KNOWING_STEMS = {"connait": "conn", "aime": "aim"}
"""How the verb of a trait of knowing without another verb starts in every person (« je
connais », « ils aiment »)."""


def _qualified_by(said: str, name: str, words: str) -> bool:
    """Whether ``said`` is told in ``words`` (folded) as the ``name`` of the sheet's kind
    (« sa force de colosse » for colosse): one trait, counted once."""
    return re.search(rf"(?<!\w){re.escape(_folded(said))} (?:de|d|du) (?:la |l )?"
                     rf"{re.escape(_folded(name).rstrip('+'))}(?!\w)", words) is not None


def _said_by_its_doing(name: str, words: str) -> int | None:
    """Where a trait of knowing how (« sait lire les étoiles ») is said by its owner doing it
    (« je lis les étoiles », « elle lit les étoiles »): a word starting as its verb does, then
    its object, in the singular or the plural, after any article (« je lis la carte » for sait
    lire les cartes); a trait of knowing something (« connaît les catacombes ») is said by its
    own verb in any person (« je connais les catacombes », « il connaît bien les égouts »), an
    adverb allowed before the object; ``words`` folded; ``None`` when it is not said so."""
    how = _KNOW_HOW.match(_folded(name))
    if how is None or (how["verb"] is None and how["head"] not in _KNOWING_STEMS):
        return None
    start = how["verb"][:2] if how["verb"] else _KNOWING_STEMS[how["head"]]
    thing = re.escape(how["object"].rstrip("sx"))  # « je lis la carte »: sait lire les cartes
    found = re.search(rf"\b{re.escape(start)}\w*(?: (?:bien|tres bien|par coeur))? "
                      rf"(?:(?:le|la|les|l|des|du|un|une|aux|au|ma|mes|sa|ses|son|mon|cette|ce"
                      rf"|ces) )?{thing}[sx]?\b", words)
    return found.start() if found else None


def _used_at(name: str, words: str) -> int | None:
    """Where the trait ``name`` is said in ``words`` (both folded) as something the side acts
    with, or ``None``: never where it is only the place a move starts from, after a verb of
    leaving and « du » or « de la » (« Capucine saute du dirigeable sur le toit »: she leaves
    it, her « dirigeable » helps no more; « il a du sang-froid » is had)."""
    for found in re.finditer(rf"(?<![\w]){re.escape(_folded(name))}(?![\w])", words):
        left = _LEFT_FROM.search(words[:found.start()])
        if left is None or not left.group(1).startswith(_LEAVING_STEMS):
            return found.start()
    return None


def _said_as_a_word_of(name: str, words: str, verbs: frozenset[str] = frozenset()) -> int | None:
    """Where a one-word trait of the sheet is said as another word of its family (« elle
    crochète les tiroirs » says crochetage, « il avance discrètement » discret): a word of
    ``words`` (folded) sharing its first letters, all but the last few of the trait's (all of
    them for a trait of five letters: « elle chante » says chant); shorter traits are matched
    whole only (:func:`_said_at`). A verb (a word of ``verbs``, spaCy's, or one said right
    after its subject pronoun) may share fewer (« elle court vite » says course, « il
    navigue » navigation), and so may a second verb after « et » (« … et danse entre les
    tables » says danseuse): the verb is how French says the trait at work. A noun after a
    possessive shares its first six letters only (« avec ma navigation » says navigatrice: the
    craft the character has). ``None`` when no such word is said."""
    trait = _folded(name)
    if " " in trait or len(trait) < _WHOLE_STEM:
        return None
    stem = trait[:max(_SHARED_STEM, len(trait) - _OWN_ENDING)]  # « chant » whole: « chante »
    if len(stem) == len(trait) and trait.endswith("e"):
        stem = trait[:-1]  # « agile »: « son agilité », its mute « e » left out
    found = re.search(rf"(?<![\w]){re.escape(stem)}\w*", words)
    if found is not None:
        return found.start()
    craft = next((word for word in re.finditer(rf"\b(?:{'|'.join(_POSSESSIVES)}) (\w+)", words)
                  if _of_its_craft(name, word.group(1))), None)
    if craft is not None:  # « avec ma navigation » says navigatrice
        return craft.start(1)
    short = trait[:max(_VERB_STEM, min(_VERB_STEM_AT_MOST, len(trait) - 2))]
    found = next((verb for verb in re.finditer(rf"(?<![\w]){re.escape(short)}\w*", words)
                  if verb.group() in verbs or _AFTER_ITS_SUBJECT.search(words[:verb.start()])
                  or _after_its_object(words, verb)
                  or second_verb_at(words, verb.start(), verb.end())), None)
    return found.start() if found else None


def _of_its_craft(name: str, word: str) -> bool:
    """Whether ``word`` is the noun of the craft of the one-word trait ``name``: their first six
    letters (« navigation », « navigatrice »)."""
    trait = _folded(name)
    return " " not in trait and len(trait) >= _SHARED_STEM \
        and _folded(word).startswith(trait[:_SHARED_STEM])


_BEFORE_A_SECOND_VERB = re.compile(r"(?:^|\s)et $")
_AFTER_A_SECOND_VERB = re.compile(r" (?:entre|sur|sous|dans|vers|derriere|devant|autour|parmi|par"
                                  r"|jusqu|le|la|les|l|un|une|des|du|au|aux|son|sa|ses)\b")


def second_verb_at(words: str, start: int, end: int) -> bool:
    """Whether the word of folded ``words`` between ``start`` and ``end`` is said after « et »
    and before a place or an object (« elle pare avec sa rapière et danse entre les tables »):
    the second verb of its clause, whatever spaCy read it as (here a noun, or a name)."""
    return _BEFORE_A_SECOND_VERB.search(words[:start]) is not None \
        and _AFTER_A_SECOND_VERB.match(words, end) is not None


_ELIDED_OBJECT = re.compile(r"(?:^|\s)(?!(?:a|au|aux|de|du|des|dans|sur|par|pour|vers|sans|chez"
                            r"|avec|en|contre|entre|sous|depuis|jusqu|et|ou)\s)\w+ [lmt] $")
"""An elided object pronoun after a word that is no preposition (« aldegonde-marthe l'…»,
« le garde l'… »): the word after it is a verb."""


def _after_its_object(words: str, verb: re.Match[str]) -> bool:
    """Whether the word ``verb`` found in ``words`` (folded) follows its elided object pronoun
    and ends as a verb of the present does (« Aldegonde-Marthe l'interroge » says
    interrogatoire; « dans l'intérieur » and « l'entrée » say nothing)."""
    return _ELIDED_OBJECT.search(words[:verb.start()]) is not None \
        and verb.group().endswith(("e", "ent", "t", "d")) and not verb.group().endswith("ee")


_AFTER_ITS_SUBJECT = re.compile(r"(?:^|\s)(?:je|j|tu|il|elle|on|ils|elles)(?: (?:ne|n|se|s|le|la"
                                r"|les|l|lui|leur|y|en))* $")
"""A subject pronoun (and its clitics) right before a word: that word is its verb (« elle court
vite », where spaCy may read « court » as an adjective)."""


_LIGATURES = str.maketrans({"œ": "oe", "æ": "ae"})
"""« bœuf » typed « boeuf »: the same word."""


def _folded(text: str) -> str:
    return " ".join(fold(text).translate(_LIGATURES).replace("'", " ").replace("-", " ")
                    .rstrip("+").split())


def _said_as_company(name: str, words: str) -> bool:
    """Whether ``name`` is said after « avec » and an article (« croise le fer avec le
    capitaine »): someone or something met, not a trait brought (« avec sa hache »)."""
    return re.search(rf"\bavec (?:le|la|les|l|un|une|des) {re.escape(_folded(name))}(?![\w])",
                     words) is not None


_PRONOUN_CLAUSE = re.compile(
    r"(?=(?:[,;:] |\s)(?:et )?(?P<pronoun>il|elle|ils|elles) (?:en )?(?:a|ont|possede|possedent"
    r"|est|sont) (?P<rest>.+)$)")
"""« …, elle a sa carapace »: a clause whose subject is a pronoun."""
_ARTICLES_OF = {"elle": ("la", "une"), "il": ("le", "un"), "elles": ("les", "des"),
                "ils": ("les", "des")}
"""The articles of a noun the pronoun may stand for (« la goule » → « elle »)."""


def _brings(words: list[str]) -> bool:
    """Whether the protagonist's side says what they bring (« avec », « joue », « à
    l'arbalète »): the action is said, a pronoun after it may stand for whom it meets."""
    keys = [_key(word) for word in words]
    return any(key in _OPENERS for key in keys) or _wielded(keys)


def pronoun_sides(text: str, sheet: Sequence[str]) -> tuple[list[str], list[str]] | None:
    """The two sides of a roll whose obstacle speaks through a pronoun (« Loïc tire sur la
    goule avec son arbalète, elle a sa carapace »): the pronoun's clause is the obstacle's
    when a noun of its gender and number is said before it (« la goule ») and nothing it
    lists is on the protagonist's ``sheet`` (« …, il a aussi sa dague » with « dague » on
    the sheet is the protagonist's). A guess: the roll is asked, never played at once."""
    words = _tokens(text)
    said = " ".join(_key(word) for word in words)
    for found in _PRONOUN_CLAUSE.finditer(said):
        if _tells_an_event(["a", *found["rest"].split()[:1]]):
            continue  # « …, il a lu les plans »: what he did, no obstacle's clause
        before = said[:found.start()].split()
        articles = _ARTICLES_OF[found["pronoun"]]
        if not any(word in articles and index + 1 < len(before)
                   and before[index + 1] not in _DETERMINERS
                   for index, word in enumerate(before)):
            continue
        own = re.split(r"\s*[,;:]\s*|\s+(?:et|mais)\s+(?=(?:il|elle|ils|elles)\b)",
                       found["rest"])[0]
        if any(_said_at(name, _folded(own)) is not None for name in sheet):
            return None  # « …, il a aussi sa dague » (its own clause): the protagonist's
        return words[:len(before)], words[len(words) - len(found["rest"].split()):]
    return None


def _without_degree(name: str) -> str:
    """``name`` folded without its words of degree (« trop curieuse » → « curieuse »): the
    défaut said by its quality alone (« je suis trop curieuse » reads « curieuse »)."""
    return " ".join(word for word in _folded(name).split() if word not in _LEFT_OUT)


def _fault_parts(words: list[str], faults: Sequence[str]) -> list[str]:
    """The obstacle's words with each item that names one of the protagonist's ``faults``
    cut down to the fault (« elle profite de sa peur du noir » → « peur du noir »)."""
    items: list[list[str]] = [[]]
    after_comma: list[bool] = [False]
    for index, word in enumerate(words):
        following = _key(words[index + 1]) if index + 1 < len(words) else ""
        if _key(word) in ("et", ",", ";", *_CONTRASTS) \
                or (_key(word) == "plus" and following in _DETERMINERS):
            items.append([])  # « une écriture ancienne plus sa peur du feu »
            after_comma.append(word == ",")
        else:
            items[-1].append(word)
    kept: list[str] = []
    knowing = faulty = False
    for index, (item, comma) in enumerate(zip(items, after_comma)):
        if knowing and comma and item and not _has_or_is(item):
            continue  # « il sait qu'elle est têtue, elle lâchera pas »
        if faulty and comma and (_narrating_pronoun(item) is not None or _explains(item)):
            continue  # « elle est superstitieuse, les gargouilles la font flipper »: why
        if index + 1 < len(items) and after_comma[index + 1] and _explains(item) and (
                any(_folded(" ".join(items[index + 1])) == _folded(name) for name in faults)
                or (not _has_or_is(item) and _explains(items[index + 1]) and any(
                    _said_at(name, _folded(" ".join(items[index + 1]))) is not None
                    for name in faults))):
            continue  # « il n'a pas dormi depuis deux nuits, insomniaque », « elle refuse
            # d'attendre les secours, elle est orgueilleuse »: why, the défaut told after
        knowing = _knows(item) or (knowing and comma and not item)
        fault = next((name for name in faults
                      if _said_at(name, _folded(" ".join(item))) is not None), None) \
            or next((name for name in faults  # a word of its family only when none is named:
                     if _knows(item) and _known_by_its_family(name, item)), None)  # « peureux »
        # is the défaut peureux, not « peur de l'eau noire »
        faulty = fault is not None
        part = fault.split() if fault else item
        if part:
            kept.extend([*(["et"] if kept else []), *part])
    return kept


def _explanations(words: list[str], faults: Sequence[str],
                  sheet: Sequence[str] = ()) -> list[str]:
    """The words of the items that tell how a défaut named just before plays out (« mais il
    est poltron, il tremble comme une feuille »: :func:`_explains`), or how a trait of the
    ``sheet`` said as what the protagonist is plays out (« en bon forgeron, il connaît les
    serrures »: :data:`_AS_A_GOOD`): nothing of them counts, the trait counts once."""
    told: list[str] = []
    explaining = False
    for item in _items(words):
        said = [word for word in item if _key(word) not in _ITEM_BREAKS | _CONTRASTS]
        if explaining and item[:1] == [","] and _explains(said):
            told.extend(said)
            continue
        named = _folded(" ".join(said))
        keys = tuple(_key(word) for word in said)
        explaining = any(_said_at(name, named) is not None for name in faults) or (
            any(keys[:len(opening)] == opening for opening in _AS_A_GOOD)
            and any(_said_at(name.rstrip("+"), named) is not None for name in sheet))
    return told


_AS_A_GOOD = (*(("en", word) for word in ("bon", "bonne", "vrai", "vraie", "parfait", "parfaite",
                                           "veritable", "fin", "fine", "grand", "grande")),
              ("en", "tant", "que"), ("en", "tant", "qu"), ("comme", "tout", "bon"),
              ("comme", "toute", "bonne"))
"""How a trait is said as what its owner is, the reason of the clause after it (« en bon
forgeron, il connaît les serrures », « en tant que pisteuse, elle lit les traces »)."""


_EXPLAINING_OPENINGS = (("il",), ("elle",), ("ils",), ("elles",), ("des", "qu"), ("des", "que"),
                        ("quand",), ("lorsqu",), ("lorsque",), ("chaque", "fois"))
"""How a clause opens that tells how a défaut just named plays out: its owner as subject (« lui
il est colérique, il frappe n'importe comment ») or when it strikes (« elle a le mal de terre,
dès qu'on approche du rivage elle voit double »)."""


def _explains(item: list[str]) -> bool:
    """Whether an item said after a défaut tells how it plays out (:data:`_EXPLAINING_OPENINGS`):
    nothing more to count, the défaut counts once."""
    keys = tuple(_key(word) for word in item)
    return any(keys[:len(opening)] == opening for opening in _EXPLAINING_OPENINGS)


def _known_by_its_family(fault: str, item: list[str]) -> bool:
    """Whether a clause of knowing says the défaut by a word of its family after its « que »
    (« il sait que Fulbert boite » for boiteux)."""
    keys = [_key(word) for word in item]
    told = next((index for index, key in enumerate(keys) if key in ("que", "qu")), len(keys))
    head = _fault_head(fault)
    return any(len(key) >= _FAMILY_STEM and _of_the_family(key, head) for key in keys[told + 1:])


def _knows(item: list[str]) -> bool:
    """Whether an item is a clause of knowing (« il voit bien qu'elle est têtue »)."""
    keys = [_key(word) for word in item]
    return any(_opens_completive(keys, index) for index in range(len(keys)))


def _opens_completive(keys: list[str], index: int) -> bool:
    """Whether the verb at ``index`` is one of knowing followed by « que », adverbs between
    (« il voit bien qu'elle est têtue »)."""
    if keys[index] not in _KNOWING:
        return False
    following = next((key for key in keys[index + 1:] if key not in _LEFT_OUT - {"que", "qu"}),
                     None)
    return following in ("que", "qu")


def anchored_pools(text: str, sheet: Sequence[str], slots: Mapping[str, Any],
                   faults: Sequence[str] = (), verbs: frozenset[str] = frozenset(),
                   said: str = "") -> dict[str, Any]:
    """The traits of a roll, anchored on the protagonist's sheet: every trait of ``sheet``
    said on the protagonist's side counts, even without « avec » (« il joue son crochetage et
    il est agile »); a trait read on the protagonist's side that is not on the sheet counts as
    said (one die), unless the sheet anchored others and it is said after « avec » and an
    article (« croise le fer avec le capitaine »: whom the action meets); a trait said only on
    the obstacle's side (``split_sides``) belongs to the
    obstacle, never to the protagonist; the obstacle's side read from the words wins over the
    model's, which often keeps one of its traits. ``slots`` holds what the model and the words
    read (``traits``, ``obstacle_traits``, ``obstacle_dice``), and each thing the side acts
    with after its possessive (:func:`_wielded_things`) is read as the model's; the result
    replaces them.

    The protagonist's ``faults`` (défauts, préjudices) are the obstacle's wherever they are
    said (« la goule a rage et elle profite de sa peur du noir », « malgré sa peur du noir »:
    « Les traits peuvent venir du camp opposé (un défaut … à exploiter) », and never help their
    owner); an obstacle read through a pronoun (:func:`pronoun_sides`) sets
    ``obstacle_guessed``. ``verbs`` are the sentence's words read as verbs (:func:`_names`).
    ``said`` is the whole sentence when ``text`` is its command without the talk around it: a
    trait of the sheet said on the protagonist's side of a clause cut as talk still counts
    (« … avec son arbalète, et comme il est pisteur il l'a vu venir ; … »)."""
    text = without_asides(text)
    sides = split_sides(text, [name for name in sheet if name not in faults], verbs)
    pronoun = pronoun_sides(text, sheet)
    guessed = pronoun is not None and (sides is None or (
        len(pronoun[0]) < len(sides[0]) and _brings(pronoun[0]) and not any(
            _used_at(name, _folded(" ".join(pronoun[1]))) is not None
            for name in sheet if name not in faults)))  # « le cracheur fonce sur Tancrède
    # avec sa torche, il est colossal ; Tancrède pare avec sa canne-épée … »: the sheet's
    # trait used after the pronoun says its clause is no obstacle's side
    if guessed:  # « … sur le sergent avec sa dague ; il a …, mais il fait nuit et les pavés … »
        sides = (*pronoun, True)
    ours = _folded(" ".join(sides[0])) if sides else _folded(text)
    theirs = _folded(" ".join(sides[1])) if sides else ""
    anchored = sorted(((at, name) for name in sheet if name not in faults
                       and (at := _used_at(name, ours)) is not None),
                      key=lambda pair: pair[0])
    left = [name for name in sheet if _said_at(name, ours) is not None
            and _used_at(name, ours) is None]  # « saute du dirigeable »
    anchored += sorted(((at, name) for name in sheet if name not in faults and name not in left
                        and all(name != other for _, other in anchored)
                        and (at := _said_as_a_word_of(name, ours, verbs)) is not None),
                       key=lambda pair: pair[0])
    anchored += sorted(((at, name) for name in sheet if name not in faults and name not in left
                        and all(name != other for _, other in anchored)
                        and (at := _said_by_its_head(name, ours, sheet)) is not None),
                       key=lambda pair: pair[0])
    anchored += sorted(((at, name) for name in sheet if name not in faults and name not in left
                        and all(name != other for _, other in anchored)
                        and (at := _said_by_its_doing(name, ours)) is not None),
                       key=lambda pair: pair[0])
    traits = [name for _, name in anchored]
    if said and said != text:
        whole = split_sides(said)
        told = _folded(" ".join(whole[0])) if whole else ""
        traits += [name for name in sheet if name not in faults and name not in traits
                   and _used_at(name, told) is not None]
    theirs_said = _without_the_speakers_words(_without_dislocated_subject(sides[1])) \
        if sides else []
    theirs_said = _without_who_is_described(theirs_said)
    found: dict[str, Any] = (_obstacle(_listed(_fault_parts(theirs_said, faults)), named=sides[2],
                                       verbs=verbs) if sides else {})
    exploited = [name for name in faults if _said_at(name, ours) is not None
                 or _said_at(name, _folded(text)) is not None
                 or (said and _said_at(name, _folded(said)) is not None)
                 or _played_against(name, _folded(said or text))]
    if exploited:  # « malgré sa peur du noir »: a défaut counts for the other side only
        read = [next((name for name in exploited if _folded(name).startswith(_folded(trait))
                      or (" " in _folded(trait) and f" {_folded(trait)}" in f" {_folded(name)}")
                      or _without_degree(name) == _folded(trait)),  # « trop curieuse »
                     trait) for trait in found.get("obstacle_traits") or []]  # the head of a
        # défaut read as a thing (« il sait qu'il doit de l'argent au duc »: « doit ») is that défaut
        read = [trait for trait in read if not (
            _PLAYS_AGAINST.search(_folded(trait)) and any(
                _of_the_family(_folded(trait).split()[0], _fault_head(name))
                for name in exploited))]  # « sa claustrophobie joue contre elle »: claustrophobe,
        found["obstacle_traits"] = list(dict.fromkeys([*read, *exploited]))  # counted once
    if not found.get("obstacle_traits") and not found.get("obstacle_dice"):
        found = {key: slots[key] for key in ("obstacle_traits", "obstacle_dice")
                 if slots.get(key)}
    obstacle = list(found.get("obstacle_traits") or [])
    anchored_names = list(traits)
    explained = _folded(" ".join(_explanations(sides[0] if sides else _tokens(text), faults,
                                                 sheet)))
    for said in [*(slots.get("traits") or []), *(_wielded_things(sides[0]) if sides else [])]:
        if _folded(said).split()[:1] and _folded(said).split()[0] in _WEATHER \
                and len(_folded(said).split()) > 1 and said not in obstacle:
            obstacle.append(said)  # « le vent souffle fort »: the elements, never one's own
            continue
        if _HEALING.search(ours) and said not in obstacle and _SUFFERING.match(_folded(said)) \
                and re.search(rf"\b(?:il|elle) {re.escape(_folded(said))}\b", ours):
            obstacle.append(said)  # « … soigne sixte-edouard avec sa medecine il saigne
            continue  # beaucoup »: the patient's state, what the healer overcomes
        if _PLAYS_AGAINST.search(_folded(said)) \
                or any(_folded(said) == _folded(name).rstrip("+") for name in [*faults, *left]) \
                or any(_folded(said).startswith(_folded(name).rstrip("+") + " ")
                       or (" " not in _folded(said)
                           and _of_the_family(_folded(said), _fault_head(name)))
                       for name in faults) \
                or _folded(said) in _NO_TRAIT_WORDS or _said_at(said, explained) is not None:
            continue  # a défaut counts for the obstacle, even read with the words after it
            # (« bavard ça joue contre »); « saute du dirigeable » uses nothing
        bare = _WIELDED_WITH.sub("", _folded(said))  # « avec son marteau »: « marteau »
        if any(_folded(said) in _folded(name) or _folded(name) in _folded(said)
               or (bare and re.search(rf"(?<!\w){re.escape(bare)}(?!\w)", _folded(name)))
               or _said_as_a_word_of(name, _folded(said)) is not None
               or _said_by_its_doing(name, _folded(said)) is not None
               or _of_its_craft(name, said) or _qualified_by(said, name, ours)
               for name in traits):
            continue  # « sa connaissance des souterrains » is connaît les souterrains, once
        if _said_at(said, ours) is None and _said_at(said, theirs) is not None:
            if not any(_said_at(said, _folded(name)) is not None
                       or _said_at(name.rstrip("+"), _folded(said)) is not None
                       for name in obstacle):
                obstacle.append(said)  # « épée » read alone is the « épée héroïque » counted,
                # « fait nuit » the « nuit » counted
        elif _said_at(said, _folded(text)) is None:
            continue  # « elle est acrobate euh non, … »: taken back, said no more
        elif _folded(said) in BODY_PARTS:
            continue  # « il pousse la trappe avec son épaule »: how, no trait unless written
        elif not (anchored_names and _said_as_company(said, ours)):
            traits.append(said)
    obstacle += [ailment for ailment in _ailments_healed(ours) if not any(  # « … soigne
        _said_at(ailment, _folded(name)) is not None for name in obstacle)]  # adelaide-nour
    # avec sa médecine des marais, elle a de la fièvre »: the patient's, what the healer fights
    wielded = [name for name in sheet if name not in faults and name not in traits
               and re.search(rf"\b(?:il|elle) \w+ (?:son|sa|ses) {re.escape(_folded(name))}\b",
                             theirs)]
    traits += wielded  # « … mais il craint le feu et elle brandit sa lanterne »: hers, told late
    obstacle = [name for name in obstacle if not any(
        _folded(name).endswith(_folded(mine)) for mine in wielded)]
    met_weakened = _weakness_of_the_met(sides[0]) if sides else None
    if met_weakened is not None:  # « Ysaure le tient en joue …, mais il est blessé à l'épaule »
        traits = [name for name in traits if _said_at(name, _folded(met_weakened)) is None]
        obstacle.append(met_weakened)
    found["traits"] = traits
    if obstacle:
        found["obstacle_traits"] = list(dict.fromkeys(obstacle))
    else:
        found.pop("obstacle_traits", None)
    if guessed:
        found["obstacle_guessed"] = True
    return exploited_weaknesses(found, faults)


_OBJECT_AND_SUBJECT = {"le": ("il",), "la": ("elle",), "les": ("ils", "elles")}
"""The subject pronoun that stands for whom an object pronoun names (« le … il »)."""


def _weakness_of_the_met(words: list[str]) -> str | None:
    """The weakened state said of whom the protagonist acts upon, on the protagonist's own
    side: the pronoun of its state agrees with the object pronoun of the action (« Ysaure le
    tient en joue avec son arbalète, mais il est blessé à l'épaule »: the capitaine is
    blessé, a weakness for her); ``None`` when no such state is said."""
    keys = [_key(word) for word in words]
    acted_upon = next((key for key in keys[1:3] if key in _OBJECT_AND_SUBJECT), None)
    if acted_upon is None:
        return None
    for index in range(3, len(keys) - 2):
        if keys[index - 1] in (",", "mais", "et") and keys[index] in _OBJECT_AND_SUBJECT[acted_upon] \
                and keys[index + 1] in ("est", "sont"):
            end = next((at for at in range(index + 2, len(keys))
                        if keys[at] in _ITEM_BREAKS | _CONTRASTS), len(keys))
            state = _joined(words[index + 2:end])
            if weakened_state(state):
                return state
    return None


BODY_PARTS = frozenset({"epaule", "epaules", "pied", "pieds", "main", "mains", "poing", "poings",
                        "tete", "bras", "jambe", "jambes", "genou", "genoux", "dents", "coude",
                        "coudes", "doigts", "ongles", "corps", "dos", "front", "bouche", "voix",
                        "yeux", "oeil"})
"""Parts of the body a protagonist acts with (« avec son épaule »): how they act, no trait,
unless the sheet has one by that name."""
_POSSESSIVES = frozenset({"son", "sa", "ses", "mon", "ma", "mes", "ton", "ta", "tes", "leur",
                          "leurs", "notre", "votre", "nos", "vos"})
_WIELDED_WITH = re.compile(r"^(?:avec|grace a|par) (?:(?:" + "|".join(sorted(_POSSESSIVES))
                           + r"|le|la|les|l|un|une|des) )?")
"""What opens a thing read with the word that wields it (« avec son marteau »): left out when
it is matched to a trait already counted (« marteau de forgeron+ »)."""


def _wielded_things(words: list[str]) -> list[str]:
    """What the protagonist's side says it acts with, each thing after its possessive (« sacha
    le repousse avec sa pelle et il est costaud »: pelle), or after « et » and its article in a
    list of things owned (« avec mon intuition et la lettre de l'évêque »), for the model may
    miss it."""
    keys = [_key(word) for word in words]
    opener = max((index for index, key in enumerate(keys) if key in ("avec", "grace")),
                 default=None)
    if opener is None:
        return []
    said = _folded(" ".join(words[opener + 1:]))
    owned = rf"\b(?:{'|'.join(_POSSESSIVES)}) "
    return [name for name in _names(_listed(words[opener + 1:])) or []
            if re.search(rf"{owned}{re.escape(_folded(name))}\b", said)
            or (re.search(owned, said) and re.search(  # « avec mon intuition et la lettre de
                rf"\bet (?:le|la|les|l) {re.escape(_folded(name))}\b", said))]  # l'évêque »


_AUTO_MARKERS = frozenset({"avec", "grace", "trait", "talent", "joue", "jouant", "utilise",
                           "utilisant"})
_AUTO_ENDS = frozenset({"en", "c", "ca", "cest", "automatique", "automatiquement", "sans", "pour",
                        "donc", "passe", "reussit", "pas"})
_HOLDERS = frozenset({"il", "elle", "qui"})


def auto_trait_from_words(text: str) -> str | None:
    """The trait that ends an automatic resolution (module docstring), or ``None``."""
    words = text.replace("'", " ").split()
    keys = [_key(word) for word in words]
    starts = [index + 1 for index, key in enumerate(keys)
              if key in _AUTO_MARKERS or (key == "a" and index and keys[index - 1] in _HOLDERS)]
    if not starts:
        return None
    rest = words[starts[-1]:]
    if rest and _key(rest[0]) == "a":  # « grâce à »
        rest = rest[1:]
    ends = [index for index, word in enumerate(rest)
            if _key(word.rstrip(",")) in _AUTO_ENDS or word.endswith(",")]
    if ends:
        end = ends[0]
        rest = rest[:end] + ([rest[end].rstrip(",")] if rest[end].endswith(",")
                             and _key(rest[end].rstrip(",")) not in _AUTO_ENDS else [])
    names = _names(rest)
    return names[0] if names and len(names) == 1 else None


_SHEET_VERBS = frozenset({"efface", "effacer", "retire", "retirer", "raye", "rayer", "supprime",
                          "supprimer", "enleve", "enlever", "barre", "barrer", "perd", "garder",
                          "garde", "conserver", "conserve", "consolide", "consolider", "durable",
                          "eliminer", "elimine", "debarrasser", "oublier"})
_NOT_A_TRAIT = frozenset({"jauge", "barre", "barres", "fortune", "fortunes", "une", "un", "tout",
                          "fiche"})
_SHEET_ENDS = frozenset({"pour", "a", "avec", "durablement", "en", "sur", "car", "parce", ","})


_GAIN_VERBS = frozenset({"gagne", "gagnent", "obtient", "obtiennent", "acquiert", "recoit",
                        "recoivent", "developpe", "developpent", "recupere", "recuperent",
                        "herite", "heritent"})


def sheet_trait_from_words(text: str, verbs: frozenset[str] = _SHEET_VERBS,
                           ends: frozenset[str] = _SHEET_ENDS) -> str | None:
    """The trait named after a verb that takes it off a sheet or keeps it (module docstring),
    or after one of ``verbs``, up to one of ``ends``; ``None`` when none is said."""
    words = text.replace("'", " ").replace(",", " , ").split()
    keys = [_key(word) for word in words]
    for verb in (index for index, key in enumerate(keys) if key in verbs):
        named = _named_after(words, keys, verb + 1, ends)
        if named is not None:  # « Côme consolide, il efface peur du feu »: the second verb's
            return named
    return None


def _named_after(words: list[str], keys: list[str], start: int,
                 ends: frozenset[str]) -> str | None:
    """The trait named from ``start`` up to one of ``ends`` (``sheet_trait_from_words``)."""
    while start < len(keys) and keys[start] in _DETERMINERS | {"de", "du", "d", "se", "aussi",
                                                               "encore", "defaut", "defauts",
                                                               "nouveau", ","}:
        start += 1  # « récupère un défaut, vertige », « gagne aussi le trait … »
    end = start
    while end < len(keys) and keys[end] not in ends and not (
            keys[end] == "de" and keys[end + 1:end + 3][-1:] == ["fiche"]):
        end += 1  # « … de la fiche », « … de sa fiche »: the sheet, no part of the trait
    named = words[start:end]
    if not named or len(named) > MAX_TRAIT_WORDS or keys[start] in _NOT_A_TRAIT:
        return None
    return " ".join(named)


def gained_trait_from_words(text: str) -> str | None:
    """The trait named after a verb of gaining (« Loïc gagne peur des hauteurs, après… »); « à »
    is part of its name (« contacts à la cour »)."""
    return sheet_trait_from_words(text, _GAIN_VERBS, _SHEET_ENDS - {"a"})
