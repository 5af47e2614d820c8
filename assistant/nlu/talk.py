"""Talk about the game is not a command: tense, mood and speech acts read from the words.

Around a table, players say the game's words all evening without asking anything of the
assistant: « la dernière fois j'avais lancé trois dés contre deux et j'ai tout raté »,
« franchement Loïc aurait dû prendre une blessure », « quatre contre deux c'est du suicide »,
« le roi dit : ta fortune sera faite », « j'annule mon rendez-vous ». A command is said in the
present, the imperative or as a bare phrase (« trois dés contre deux »). So a sentence is talk
when none of its clauses gives an order and at least one of them is marked as talk:

- ``past``: the imperfect (« je lançais », « c'était »), the pluperfect (« j'avais lancé »),
  or a compound past with a time long gone (« la dernière fois on a raté »). A participle
  after « être » is a state, not the past (« Bob est blessé deux » is a command);
- ``recent_past``: a compound past alone (« j'ai pris une blessure »): a player may say it to
  have it written, so it is asked about once, never done unasked;
- ``unreal``: the conditional (« il lancerait », « Loïc aurait dû », « ça serait dommage »),
  except a polite request (« tu pourrais lancer… », « je voudrais lancer… », « il faudrait… »:
  « pouvoir », « vouloir », « aimer », « falloir » followed by an infinitive); « si j'avais
  eu… » is marked by its imperfect;
- ``future``: the simple future (« il lancera »), a prediction with « aller » (« elle va se
  faire laminer ») or an order put off to a time to come (« relance ça plus tard »);
- ``reported``: speech reported by a verb of saying after its speaker (« le roi dit… », « elle
  m'a dit que… », « d'après Loïc… »);
- ``opinion``: a judgement, « je pense / crois / trouve que… », « à mon avis… », or « c'est … »
  said of a pool without a number after it (« quatre contre deux c'est du suicide »);
- ``negated``: a verb of acting said with a negation (« on ne lance pas encore », « je dépense
  pas ma fortune »);
- ``other_object``: « annuler », « refaire » or « rétablir » said of something that is not the
  game's (« j'annule mon rendez-vous », « annuler le resto »);
- ``reckoning``: a sum worked out aloud (« du coup ça fait trois moins deux plus deux »).

A clause gives an order when some verb of it is not marked, not subordinate (opened by « si », « quand »,
« lorsque », « comme », « parce que », « puisque »…), and either has a verb in the present, the
imperative or the infinitive that is not a bare copula or « avoir » (« il est costaud »), or says
a number before any marked verb (« trois dés contre deux », « Bob est blessé deux », « trois
fortunes pour Gwenola elle les a méritées »). Clauses are split at punctuation,
at « et », « mais », « car », « puis », « donc », « alors », « ou » and at the subordinators.
Speech recognition writes no commas: « si tu veux lance trois dés » is then one subordinate
clause, which gives no order but is not marked either, so the sentence is not talk.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from assistant.nlu.clause_words import (
    ACCENTED_PARTICIPLE, AVOIR_FORMS, CONDITIONAL, INFINITIVE, NUMBER, OBJECT_PRONOUNS,
    REFLEXIVES, SUBORDINATORS, Token, Word, clauses_of, is_finite_verb, past_group, verb_tense,
    words_of,
)
from assistant.nlu.trait_pools import split_sides
from assistant.nlu.vocabulary import COMPOUND_START_SAID, is_name_like
from assistant.nlu.word_slots import action_type_from_words, gauge_clause
from hades_core.names import fold


SAID_TEXT = "said_text"
"""Parse-data key of the whole sentence as said, when the text was cut to its command
(``command_clauses``): the actions look there for the table's known names (« Lénaïg a vu la
bête se relever, une barre de peur »: the name is in the clause that was cut)."""
SAID_VERBS = "said_verbs"
"""Parse-data key of the words spaCy read as verbs in the sentence as said (folded): the
actions tell by them a verb from a noun where the words alone cannot (« les fuyards
connaissent le coin »: an article after a verb, not a pronoun before one)."""
TALK_REASON = "talk_reason"
"""Parse key marking a command said as talk (``assistant.nlu.grammar_component``): nothing
reads it again as a command."""
SPOKEN_DOUBT = "spoken_doubt"
"""Parse key marking a command said in a way that is asked about (a recent past, a reason, a
hesitation, a bare pool cut out of talk, an undo in passing): what the table knows never
makes it surer."""


DISCOURSE = frozenset({"rappeler", "savoir", "voir", "dire", "imaginer", "avouer", "promettre",
                       "jurer", "sembler", "paraitre", "souvenir", "ecouter", "regarder",
                       "attendre", "rire", "rigoler", "sourire"})
"""Verbs of talk between players (« je vous rappelle », « tu sais », « souvenez-vous »,
« attends ») and of their laughter (« on en rit encore »): they give the assistant no order."""
IMPERATIVES = frozenset({"annule", "annulez", "retablis", "retablissez", "refais", "refaites",
                         "defais", "lance", "lancez", "relance", "relancez", "note", "notez",
                         "ajoute", "ajoutez", "retire", "retirez", "enleve", "enlevez", "raye",
                         "rayez", "efface", "effacez", "mets", "mettez", "remets", "remettez",
                         "monte", "montez", "baisse", "baissez", "donne", "donnez", "depense",
                         "depensez", "jette", "jetez", "tire", "tirez"})
"""Orders said alone, which spaCy may tag as nouns at the head of a clause (« Annule. »)."""
SPEAKERS = frozenset({"je", "j", "tu", "on", "nous", "vous", "moi"})
COPULAS = frozenset({"etre", "sembler", "paraitre", "rester", "devenir"})
SAYING = frozenset({"dire", "repondre", "crier", "hurler", "murmurer", "chuchoter", "raconter",
                    "expliquer", "grogner", "ricaner", "souffler", "ajouter", "affirmer",
                    "pretendre", "jurer", "declarer", "exclamer"})
SPEAKER_BEFORE_SAYING = frozenset({"il", "elle", "ils", "elles", "qui", "m", "t", "lui", "leur",
                                   "nous", "vous"})
OPINION_VERBS = frozenset({"penser", "croire", "trouver", "trouve", "sembler", "estimer",
                           "parier", "douter", "proposer", "suggerer", "detester", "adorer",
                           "hair"})
OPINION_OPENERS = (("a", "mon", "avis"), ("a", "ton", "avis"), ("d", "apres"), ("selon",),
                   ("j", "ai", "l", "impression"), ("il", "parait"), ("parait", "que"),
                   ("j", "te", "jure"), ("je", "te", "jure"), ("je", "vous", "jure"),
                   ("tout", "le", "temps"), ("a", "chaque", "fois"), ("chaque", "fois", "qu"),
                   ("sans", "arret"), ("d", "habitude"), ("a", "chaque"), ("plus", "fort", "que"),
                   ("comme", "d", "hab"), ("comme", "toujours"), ("que", "sur"),
                   ("qu", "en", "cas"), ("des", "qu"), ("des", "que"), ("presque", "toujours"),
                   ("en", "general"), ("generalement",), ("la", "plupart", "du", "temps"))
HABITS = frozenset({("tout", "le", "temps"), ("a", "chaque", "fois"), ("chaque", "fois", "qu"),
                    ("sans", "arret"), ("d", "habitude"), ("a", "chaque"), ("comme", "d", "hab"),
                    ("comme", "toujours"), ("des", "qu"), ("des", "que"), ("presque", "toujours"),
                    ("en", "general"), ("generalement",), ("la", "plupart", "du", "temps")})
"""The openers of :data:`OPINION_OPENERS` that tell a habit: of a thing named with its
article, they describe it (« le vent tourne sans arrêt »)."""
ACTING_STEMS = ("lanc", "jet", "roul", "relanc", "annul", "ajout", "depens", "not", "retir",
                "enlev", "ray", "effac", "utilis", "tir", "baiss", "mont", "augment", "diminu",
                "gard", "consolid", "refai", "retabl", "clo", "fini", "conced", "encaiss",
                "invoqu", "mis", "gagn", "donn", "pren", "fui")
"""Stems of the verbs of acting (the lemma or the word: spaCy lemmatises « dépense » as the
noun)."""
NEGATIONS = frozenset({"pas", "jamais", "rien"})
FAR_AUXILIARIES = frozenset({"avais", "avait", "avions", "aviez", "avaient", "eu", "eut",
                             "aurais", "aurait", "aurions", "auriez", "auraient"})
"""A pluperfect or a past conditional is far from now: never an order."""
FAR_TIME_MARKERS = ("derniere fois", "hier", "l autre jour", "autre fois", "semaine derniere",
                    "session derniere", "partie derniere", "derniere partie", "derniere session",
                    "derniere campagne", "derniere seance", "derniere soiree",
                    "derniere aventure", "l an dernier", "mois dernier", "avant hier",
                    "y a longtemps", "il y a", "une fois", "d habitude", "toujours", "jamais")
LATER_MARKERS = ("plus tard", "demain", "apres la partie", "a la pause",
                 "semaine prochaine", "prochaine fois", "prochaine partie", "prochaine session")
"""Times to come: an order said with one is put off (« relance le sujet des vacances plus
tard »), it is not for now. « tout à l'heure » is left out: it says the past as often
(« relance le jet raté tout à l'heure »)."""
UNDOING_LEMMAS = frozenset({"annuler", "refaire", "retablir", "defaire"})
GAME_OBJECTS = frozenset({
    "ca", "cela", "ceci", "tout", "dernier", "derniere", "derniers", "dernieres", "jet", "jets",
    "lancer", "lancers", "lance", "action", "actions", "commande", "coup", "resultat",
    "ajustement", "destin", "fortune", "fortunes", "blessure", "jauge", "jauges", "trait",
    "traits", "tirage", "oracle", "modification", "changement", "annulation", "precedent",
    "precedente", "script", "competition", "roll", "relance", "consolidation", "cloture", "fin",
    "decalage", "deus", "initiative", "choix", "etape", "entree", "journal", "point", "points",
    "tour", "degat", "degats", "stress", "consequence", "aspect", "krasse", "krasses", "reserve",
    "mise", "invocation", "avantage", "fatigue", "peur", "ce", "que", "qu", "dire", "perso",
    "persos", "personnage", "personnages", "fiche", "fiches", "solde", "dk", "meme", "pareil",
    "encore", "pour", "contre", "avec", "defaut", "defauts", "qualite", "qualites", "marasme",
    "sacrifice", "retraite", "fuite", "concession", "boost", "difficulte", "competence",
    "contrainte", "contraintes"})
"""Words that may follow « annule » when it undoes the game's last change (« on refait les
persos » speaks of the game's characters, not of another thing)."""
OBJECT_LEAD_INS = frozenset({"de", "des", "du", "la", "le", "les", "l", "un", "une", "ma", "mon",
                             "mes", "sa", "son", "ses", "ta", "ton", "tes", "notre", "votre",
                             "nos", "vos", "leur", "leurs", "cette", "cet", "ces", "donc",
                             "alors", "moi", "nous", "stp", "svp", "vite", "plutot", "aussi",
                             "encore", "juste", "bien", "y", "meme"})

_WORDS_SAID_AFTER = frozenset({"que", "qu", ":", "«", '"'})
"""What follows « ajouter » when it says words (« il ajoute que… »), not dice (« le conteur
ajoute deux krâsses »)."""


_WHERE_IT_GOES = frozenset({"dans", "sur", "contre", "vers", "par"})
"""Said right after a verb of saying, where the breath or the cry goes (« souffler dans la
nuque »): a sound on something, no words, unless « que » or a colon follows."""


def _reported(clause: Sequence[Word], previous: Sequence[Word]) -> bool:
    """Whether ``clause`` reports speech: a verb of saying after its speaker (« le roi dit
    … », « quatre dés, il a dit »), not what is said taken as a thing (« écouter ce qu'ils
    disent ») nor a verb of saying that says nothing (« le vent souffle fort », « les loups
    hurlent »)."""
    for index, word in enumerate(clause):
        if not (word.is_verb and word.lemma in SAYING and word.text != word.lemma):
            continue
        following = clause[index + 1].text if index + 1 < len(clause) else ""
        if word.lemma == "ajouter" and following and following not in _WORDS_SAID_AFTER:
            continue  # « le conteur ajoute une krâsse au tas »
        if word.lemma == "repondre" and [word.text for word in clause[index + 1:index + 3]] in (
                ["a", "plus"], ["a", "moins"], ["avec", "plus"], ["avec", "sa"], ["avec", "son"]):
            continue  # « et Séverin répond à plus quatre »: a roll answered, no words
        if word.lemma == "repondre" and index + 1 == len(clause):
            continue  # « Ysolde lui répond, Tir Bon contre Correct »: a riposte, its roll next
        if _what_is_said(clause, index):
            continue
        if following in ("dessus", "apres"):
            continue  # « il lui hurle dessus », « elle lui crie après »: at someone, no words
        if following in _WHERE_IT_GOES and not any(
                later.text in _WORDS_SAID_AFTER for later in clause[index + 1:]):
            continue  # « le noyé lui a soufflé dans la nuque »: breath on someone, no words
        if word.lemma != "dire" and index and (clause[index - 1].pos == "NOUN"
                                                or clause[index - 1].text == "qui") and (
                index + 1 == len(clause) or clause[index + 1].pos in ("ADV", "ADP")):
            continue  # « le vent souffle fort », « la tempête, qui souffle en rafales »: a
            # sound, no words
        if word.lemma == "souffler" and following in _ARTICLES_BLOWN:
            continue  # « il souffle une lentille », « elle souffle la bougie »: a thing blown
        if word.lemma == "souffler" and index and clause[index - 1].text in _THIRD_PERSONS \
                and (index + 1 == len(clause) or clause[index + 1].pos == "ADV"):
            continue  # « ils soufflent enfin un peu »: they catch their breath
        before = clause[index - 1] if index else (previous[-1] if previous else None)
        if before is None:
            continue  # « dis-moi le destin », « annonce… »: an order to the assistant
        if before.text in SPEAKER_BEFORE_SAYING or before.pos in ("NOUN", "PROPN") \
                or before.text in AVOIR_FORMS or (before.pos == "AUX" and not before.is_verb):
            return True  # an « auxiliary » spaCy cannot lemmatise is a name (« Yanis dit … »)
    return False


_THIRD_PERSONS = frozenset({"il", "elle", "ils", "elles", "on"})
_ARTICLES_BLOWN = frozenset({"un", "une", "le", "la", "les", "l'", "des", "du", "sa", "son",
                             "ses"})
"""Said right after « souffler »: a thing blown (glass, a candle), no words whispered."""


def _what_is_said(clause: Sequence[Word], index: int) -> bool:
    """Whether the verb of saying at ``index`` is inside « ce que … » (« pour écouter ce
    qu'ils disent »): the words said as a thing, the object of another verb."""
    before = [word.text for word in clause[max(0, index - 4):index]]
    return any(before[at:at + 2] in (["ce", "que"], ["ce", "qu"]) for at in range(len(before)))


_ONLY_IF = frozenset({"que", "qu", "seulement"})
"""Said before « si »: a rule under a condition (« elle gagne une fortune que si elle rate »,
« … que s'il chante juste »)."""


def _under_a_condition(clauses: Sequence[Sequence[Word]]) -> set[int]:
    """The indexes of the clauses that state a rule under a condition (« …, elle gagne une
    fortune que si elle rate »: what happens in general, no order), with their condition, and
    of what would happen otherwise (« …, sinon on oublie encore »)."""
    found: set[int] = set()
    for index in range(len(clauses) - 1):
        if clauses[index] and clauses[index][-1].text in _ONLY_IF \
                and clauses[index + 1] and clauses[index + 1][0].text in ("si", "s"):
            found.update((index, index + 1))
        if _supposes(clauses[index]) and _what_follows_is_told(clauses[index + 1]) and not (
                index and [word.text for word in clauses[index - 1]] in _YES_BEFORE_SI):
            found.update((index, index + 1))  # « Si Perpétue tente l'alarme à zéro contre
            # moyen, il lui faut seize »: what would be needed, nothing thrown
    for index, clause in enumerate(clauses):
        condition = _on_a_result(clause)  # « sur un exploit il gagne une fortune »: a rule
        if condition:
            found.update(range(index, min(index + 2, len(clauses))) if len(clause) == condition
                         else (index,))
    found.update(index for index, clause in enumerate(clauses)
                 if index and clause and clause[0].text == "sinon")
    supposed = next((index for index, clause in enumerate(clauses) if _supposes_a_case(clause)),
                    None)
    if supposed is not None:  # « Imaginez : elle rate … et paf, Deus Ex Alea »
        found.update(range(supposed, len(clauses)))
    return found


_SUPPOSING = frozenset({"imagine", "imaginez", "imaginons", "suppose", "supposez", "supposons",
                        "admettons", "admettez", "mettons"})
"""Orders to the players to suppose a case (« imaginez : … », « mettons que … »): what follows
would happen, nothing is done."""


def _supposes_a_case(clause: Sequence[Word]) -> bool:
    """Whether ``clause`` opens a supposed case: a verb of :data:`_SUPPOSING` alone or before
    « que » (« mettons une fortune » is an order), or an example given (« par exemple un dé
    contre trois, tu es outsider … », « prenons un exemple »)."""
    texts = [word.text for word in clause]
    return bool(texts) and (
        (texts[0] in _SUPPOSING and (len(texts) == 1 or texts[1] in ("que", "qu")))
        or texts[:2] == ["par", "exemple"] or texts[:3] == ["prenons", "un", "exemple"])


_YES_BEFORE_SI = (["ah"], ["oh"], ["eh"], ["mais"], ["si"])
"""« ah si, Jade a raconté le coup »: « si » after these says yes, it supposes nothing."""
_POLITE_IF = (["tu"], ["vous"], ["il", "te"], ["il", "vous"])
"""« si tu veux », « si vous voulez », « s'il te plaît », « s'il vous plaît »: politeness before
an order, no supposition."""
_TOLD_SUBJECTS = frozenset({"il", "elle", "ils", "elles", "on", "c", "ca", "ce"})


def _on_a_result(clause: Sequence[Word]) -> int:
    """How many words open the clause with a roll's result as its condition (« sur un exploit
    … », « en cas d'échec … »): what happens then, by the rules, no order; 0 when none do."""
    texts = [word.text for word in clause]
    for opening in (("sur", "un"), ("sur", "une"), ("en", "cas", "d"), ("en", "cas", "de")):
        size = len(opening)
        if tuple(texts[:size]) == opening and texts[size:size + 1] != [] \
                and texts[size] in _RESULTS:
            return size + 1
    return 0


def _supposes(clause: Sequence[Word]) -> bool:
    """Whether the clause supposes something at the head of its sentence (« si Perpétue tente
    l'alarme », « s'il rate »), not a politeness (« si tu veux ») nor a reflexive « s' »
    (« s'est fait mordre »)."""
    texts = [word.text for word in clause]
    if texts[:1] == ["si"]:
        rest = texts[1:]
    elif texts[:2] in (["s", "il"], ["s", "ils"]):
        rest = texts[1:]
    else:
        return False
    return len(rest) > 1 and rest[:1] not in _POLITE_IF and rest[:2] not in _POLITE_IF


def _what_follows_is_told(clause: Sequence[Word]) -> bool:
    """Whether the clause after a supposition tells what follows from it with a subject
    (« il lui faut seize », « elle a une chance sur deux »), not an order given under it."""
    return bool(clause) and clause[0].text in _TOLD_SUBJECTS


_NEXT_SESSIONS = ("semaine prochaine", "prochaine fois", "prochaine partie",
                  "prochaine session", "prochaine seance", "prochain tour")
"""Times to come of the players, never of the story (« demain » may be the heroes')."""


def _after_a_time_to_come(clauses: Sequence[Sequence[Word]]) -> set[int]:
    """The indexes of the clauses said of a time to come (« la prochaine fois qu'il fait ça, je
    lui colle une contre-krâsse », « la semaine prochaine, on repasse sur les fiches de
    HaDes »): the time's clause and the one it governs, a plan, no order; a clause that opens
    on that time is one too (« au prochain tour je mise un dé de marasme »)."""
    found: set[int] = set()
    for index, clause in enumerate(clauses):
        texts = [word.text for word in clause]
        said = " ".join(texts)
        if any(texts[at:at + 2] == ["prochaine", "fois"]
               and texts[at + 2:at + 3] in (["que"], ["qu"]) for at in range(len(texts))) \
                or (not any(word.is_verb for word in clause)
                    and any(re.search(rf"\b{time}\b", said) for time in _NEXT_SESSIONS)) \
                or any(re.match(rf"(?:au |a la |à la |la |le )?{time}\b", said)
                       for time in _NEXT_SESSIONS):
            found.update(range(index, min(index + 2, len(clauses))))
    return found


def _opinion(clause: Sequence[Word], told_after: bool = False) -> bool:
    """Whether the clause gives the speaker's opinion (« à mon avis », « je pense », « je te
    jure »), a habit (« elle fuit tout le temps », « à chaque bagarre », « il invoque un
    aspect dès qu'il rate », « c'est plus fort que lui », « il garde toujours tout »; « il est
    toujours blessé » says a state) or a rule under its condition (« elle gagne une fortune
    que sur un exploit »): no order. A habit told of a thing after another clause describes
    it (``told_after``: « … et le vent tourne sans arrêt »)."""
    texts = [word.text for word in clause]
    told_of_a_thing = told_after and texts[:1] in (["le"], ["la"], ["les"], ["l"], ["un"],
                                                   ["une"], ["des"]) \
        and texts[2:3] not in (["il"], ["elle"], ["ils"], ["elles"])
    for opener in OPINION_OPENERS:
        if told_of_a_thing and opener in HABITS:
            continue  # « … et le vent tourne sans arrêt »: how the obstacle is, no habit told
        size = len(opener)
        if any(tuple(texts[i:i + size]) == opener
               and not (opener == ("tout", "le", "temps") and texts[i + size:i + size + 1]
                        in (["de"], ["d"]))  # « elle a eu tout le temps de viser »: no habit
               for i in range(len(texts) - size + 1)):
            return True
    for index, word in enumerate(clause):
        if word.lemma in OPINION_VERBS and word.text != word.lemma and index \
                and clause[index - 1].text in ("je", "j", "on", "tu", "vous", "nous", "me") \
                and not _offers_a_move(texts[index + 1:index + 3]):
            return True
        if (word.is_verb or _acting_noun_after_a_name(clause, index)) \
                and word.lemma not in COPULAS and word.lemma != "avoir" \
                and texts[index + 1:index + 2] == ["toujours"] \
                and (not word.is_verb or verb_tense(clause, index) == "present"):
            return True  # « joël garde toujours tout », « elle saute toujours sans regarder »
    return _as_well(texts)


def _offers_a_move(following: Sequence[str]) -> bool:
    """Whether the words after « je propose » offer a move of the game (« je propose une
    contrainte à Jean-Ulrich »): the zFate Contrainte is proposed, no opinion given."""
    noun = following[1:2] if following[:1] in (["une"], ["un"], ["la"], ["le"], ["l"]) \
        else following[:1]
    return bool(noun) and noun[0] in _OFFERED_MOVES


_OFFERED_MOVES = frozenset({"contrainte", "contraintes", "avantage", "invocation", "concession",
                            "boost"})
"""zFate moves a player or the MJ offers the table (« je propose une contrainte »)."""


_GETTING_ON = frozenset({"finir", "aller"})


def _as_well(texts: Sequence[str]) -> bool:
    """Whether the clause says « autant » and an infinitive (« autant jouer au loto »,
    « autant lui filer mes chaussures »): what the speaker finds the roll worth, no order;
    « autant lancer tout de suite », « autant en finir », « autant y aller » still throw."""
    for index, text in enumerate(texts[:-1]):
        if text != "autant":
            continue
        after = index + 1
        while after < len(texts) - 1 and texts[after] in OBJECT_PRONOUNS:
            after += 1
        verb = texts[after]
        if INFINITIVE.search(verb) and verb not in ACTING_INFINITIVES | _GETTING_ON:
            return True
    return False


_NOT_A_JUDGEMENT = frozenset({"pour", "a", "au", "parti", "bon", "ok", "tout"})
"""What follows « c'est » after a pool when it goes on with the order (« …, c'est parti », « …,
c'est pour Éloi »), not a judgement."""


_DIFFICULTIES = ("simple", "ardu", "complex", "dementiel", "insense", "facile", "difficile",
                 "moyen", "heroique", "impossible")
"""A difficulty named after one number (« compétence six c'est démentiel », « plus cinq c'est
facile »): the roll of 2D6 or krâsses, said whole, no judgement of a HaDes pool."""


_SCALE_OF_2D6 = ("simple", "ardu", "complex", "dementiel", "insense")
_NO_SKILL = frozenset({"lance", "lancer", "jette", "roule", "relance", "bon", "allez", "alors",
                       "ok", "donc", "avec", "contre", "plus", "moins", "et", "mais", "puis"})


def _names_a_difficulty(word: str, before: Sequence[str]) -> bool:
    """Whether ``word``, said after « c'est » and a pool (``before``), names the roll's
    difficulty rather than judges it: after one score, not after « contre », unless a skill
    is named before the scores and the word is of 2D6's scale (« Éloquence deux contre cinq,
    c'est ardu »: an opposed roll of 2D6)."""
    if not word.startswith(_DIFFICULTIES):
        return False
    if "contre" not in before:
        return True
    first = next((index for index, text in enumerate(before) if NUMBER.match(text)), None)
    skill = before[first - 1] if first else ""
    return word.startswith(_SCALE_OF_2D6) and skill.isalpha() and len(skill) > 3 \
        and fold(skill) not in _NO_SKILL


_KINDS_OF_ROLL = frozenset({"duel", "opposition", "oppose", "jet", "test", "script"})
"""What « c'est un … » names when it tells which roll it is (« …, lui à plus huit, c'est un
duel »), not how good it is."""


def _judges_the_pool_before(clause: Sequence[Word], previous: Sequence[Word]) -> bool:
    """« plus neuf contre plus quatre avec deux krâsses, c'est cruel », « avec un solde de zéro,
    c'est pile ou face »: a clause « c'est … » with no number after a pool said bare
    (:func:`_counts_dice`, no verb): its judgement; not the difficulty of a score said alone
    (« Bricolage trois, c'est ardu ») nor the kind of roll (« c'est un duel »)."""
    texts = [word.text for word in clause]
    said_before = [word.said for word in previous]
    return len(texts) >= 3 and texts[0] in ("c", "ca") and texts[1] == "est" \
        and texts[2] not in _NOT_A_JUDGEMENT and not any(NUMBER.match(text) for text in texts) \
        and not any(text in _KINDS_OF_ROLL for text in texts[2:4]) \
        and _counts_dice(said_before) and not any(word.is_verb for word in previous) \
        and not _names_a_difficulty(texts[2], said_before)


_ODDS_TOLD = (["fois", "sur"], ["pour", "cent"], ["se", "tente"], ["ca", "passe"],
              ["est", "jouable"], ["ca", "tente"], ["la", "poche"], ["pas", "gagne"],
              ["est", "rate"], ["est", "cuit"], ["est", "cuite"], ["est", "foutu"],
              ["est", "foutue"], ["est", "fichu"], ["est", "fichue"], ["faut", "prier"],
              ["est", "mort"], ["est", "perdu"], ["faire", "expres"], ["le", "rater"],
              ["la", "rater"])
"""Words that tell a pool's chances (« une fois sur trois », « ça se tente », « c'est
jouable », « elle l'a dans la poche », « c'est pas gagné », « faut le faire exprès pour le
rater », « il est cuit le pauvre », « même avec cinq krâsses faut prier »)."""


_STANDINGS = frozenset({"outsider", "outsiders", "favori", "favoris", "favorite", "favorites",
                        "equilibre", "equilibree"})
"""Words that tell where a pool stands (« deux contre quatre je suis vraiment l'outsider »,
« trois contre trois c'est pile équilibré »): its chances told."""


def _judged_by_its_odds(clause: Sequence[Word], previous: Sequence[Word]) -> bool:
    """« quatre dés contre deux, la pauvre porte a aucune chance », « Correct contre Bon
    franchement ça passe une fois sur trois », « Moyen contre Bon ça se tente »: a pool said
    bare (no verb before its « contre »), in this clause or the one before, then its chances
    told (« chance », :data:`_STANDINGS`, :data:`_ODDS_TOLD`; « bonne chance » only wishes
    it)."""
    texts = [word.text for word in clause]
    odds = next((index for index, text in enumerate(texts)
                 if (text in ("chance", "chances") and texts[index - 1:index] != ["bonne"])
                 or text in _STANDINGS or texts[index:index + 2] in _ODDS_TOLD
                 or _needs_a_throw(texts, index)), None)
    if odds is None:
        return False
    pool = clause[:odds] if _faced(texts[:odds]) is not None else previous
    said = [word.text for word in pool]
    faced = _faced(said)
    if faced is None:
        return False
    return not any(word.is_verb or word.text in IMPERATIVES for word in pool[:faced])


def _needs_a_throw(texts: Sequence[str], index: int) -> bool:
    """« il lui faut seize », « faut faire dix-neuf aux dés »: the throw a pool needs, told."""
    return texts[index] == "faut" and any(NUMBER.match(text) for text in texts[index + 1:index + 4])


def _faced(texts: Sequence[str]) -> int | None:
    """Where the words set a pool against what it faces: « contre », or a score « en » a
    difficulty (« compétence trois en démentielle »); ``None`` when they do not."""
    if "contre" in texts:
        return texts.index("contre")
    return next((index for index in range(1, len(texts) - 1)
                 if texts[index] == "en" and NUMBER.match(texts[index - 1])
                 and texts[index + 1].startswith(_DIFFICULTIES)), None)


_DICE_AFTER_A_NUMBER = frozenset({"contre", "des", "dés", "dé"})
_BONUS_BEFORE_A_NUMBER = frozenset({"plus", "moins", "solde"})


def _counts_dice(texts: Sequence[str]) -> bool:
    """Whether the words (as said: « dé » is no « de ») say a pool: a number of dice, one side against the other or a bonus
    (« trois dés », « quatre contre deux », « un solde de plus treize »), not some other count
    (« trois points de fortune », « quatre de marasme »)."""
    return any(NUMBER.match(text) and (index + 1 == len(texts)
                                        or texts[index + 1] in _DICE_AFTER_A_NUMBER
                                        or (index > 0
                                            and texts[index - 1] in _BONUS_BEFORE_A_NUMBER)
                                        or texts[max(0, index - 2):index] == ["solde", "de"])
               for index, text in enumerate(texts))


_OUTCOMES = frozenset({"tenu", "reussi", "rate", "gagne", "perdu", "foire", "loupe", "echoue",
                       "resiste", "plante", "passe"})
"""Past participles that tell how a roll ended (« et il a tenu », « elle a tout raté »)."""


_RESULTS = frozenset({"exploit", "exploits", "succes", "presque", "revers", "echec", "echecs",
                      "fiasco", "fiascos"})
"""A roll's results (the HaDes table's words), as drawn by a throw told whole."""
_DRAWING_VERBS = frozenset({"sort", "sortent", "fait", "font", "obtient", "obtiennent", "tire",
                            "tirent", "chope", "choppe", "decroche"})
"""Verbs by which a throw draws its result (« elle sort un exploit »)."""


def _result_drawn(clause: Sequence[Word]) -> bool:
    """Whether the clause ends telling the result a throw drew, in the present of a story
    (« et elle sort un exploit », « il fait un fiasco »; « il fait un exploit de bravoure » is
    the action): said after its pool, the throw is told, not asked."""
    texts = [word.text for word in clause]
    return any(text in _DRAWING_VERBS and len(texts) == index + 3 and texts[index + 1] == "un"
               and texts[index + 2] in _RESULTS for index, text in enumerate(texts))


_RESULTS_NAMED = frozenset({("action", "d", "eclat"), ("echec", "critique"), ("exploit",),
                            ("fiasco",), ("reussite", "automatique"), ("echec", "automatique"),
                            ("reussite", "critique")})
"""Results said alone, in a clause of their own (« dix et dix au premier dé, action d'éclat »)."""


def _result_named(clause: Sequence[Word]) -> bool:
    """Whether the clause only names the result a throw drew (:data:`_RESULTS_NAMED`): said
    after the dice it shows, the throw is told, never asked."""
    return tuple(word.text for word in clause) in _RESULTS_NAMED


_TIME_FRAMES = ("derniere fois", "hier", "l autre jour", "semaine derniere", "session derniere",
                "partie derniere", "derniere partie", "derniere session", "l an dernier",
                "mois dernier", "avant hier", "y a longtemps")
"""Times long gone that can frame a whole story told in the present (« la semaine dernière,
Eudoxie tire sur la vouivre … »)."""

_COMPARING = frozenset({"comme", "pareil", "depuis", "meme", "que"})
"""Words that make a time a point of comparison (« comme la dernière fois ») or a start
(« depuis hier »), not the frame of a story."""


def _sets_a_far_time(clause: Sequence[Word]) -> bool:
    """Whether the clause, with no verb, only sets a time long gone as the frame of what
    follows (« Rappel de la semaine dernière : … », « hier soir, … ») or of the dice it counts
    (« dix et dix à la foire l'an dernier »); « comme la dernière fois », « même chose que
    la dernière fois » compare, they frame nothing."""
    texts = " ".join(word.text for word in clause)
    return not any(word.is_verb for word in clause) and bool(clause) \
        and not any(word.text in _COMPARING for word in clause) \
        and any(re.search(rf"\b{marker}\b", texts) for marker in _TIME_FRAMES)


def _tells_an_outcome(clause: Sequence[Word]) -> bool:
    """Whether the clause ends telling how a roll ended, in the compound past (« et il a
    tenu », « j'ai tout raté »), not what was missed before (« il a raté son coup »)."""
    return any(word.text in _OUTCOMES and index and clause[index - 1].text in AVOIR_FORMS | {"tout"}
               and index == len(clause) - 1 for index, word in enumerate(clause))


def _judged_pool(clause: Sequence[Word]) -> bool:
    """« quatre contre deux c'est du suicide »: a pool, then « c'est » and no number; not one
    number, then a difficulty (:data:`_DIFFICULTIES`)."""
    texts = [word.text for word in clause]
    for index in range(len(texts) - 1):
        if texts[index] in ("c", "ca") and texts[index + 1] in ("est", "etait", "serait", "fait"):
            before, after = [word.said for word in clause[:index]], texts[index + 2:]
            if _counts_dice(before) and after \
                    and not any(NUMBER.match(text) for text in after) \
                    and after[0] not in _NOT_A_JUDGEMENT \
                    and not _names_a_difficulty(after[0], before):
                return True
    return False


_MODALS = frozenset({"aller", "pouvoir"})
"""Verbs whose negation is that of the infinitive after them (« tu vas pas pouvoir fuir »);
a wish is not (« je veux pas finir en crêpe » gives the reason of an order)."""


def _negated(clause: Sequence[Word], index: int) -> bool:
    """Whether the verb of acting ``clause[index]`` is said with a negation, or a modal verb
    negated before one (« tu vas pas pouvoir fuir », « il peut pas relancer »)."""
    word = clause[index]
    acting = word.lemma.startswith(ACTING_STEMS) or word.text.startswith(ACTING_STEMS)
    if word.lemma in _MODALS:
        acting = any(other.text == other.lemma and other.lemma.startswith(ACTING_STEMS)
                     for other in clause[index + 1:index + 4])
    if not acting:
        return False
    before = [other.text for other in clause[max(0, index - 3):index]]
    after = [other.text for other in clause[index + 1:index + 2]]
    return "ne" in before or "n" in before or bool(NEGATIONS & set(after))


def other_object(clause: Sequence[Word]) -> bool:
    """Whether the clause undoes something that is not the game's (« annule le dentiste
    demain ») or asks someone at the table for a thing (« passe-moi le sucre »)."""
    if _asks_for_a_thing(clause):
        return True
    for index, word in enumerate(clause):
        if not _undoes(word) or (index + 1 < len(clause) and _undoes(clause[index + 1])):
            continue  # « annule annule »: the last of them has the object
        if index and clause[index - 1].text in _NARRATING:
            continue  # « Baptistin lui refait son pansement »: the story's, no order
        rest = [other for other in clause[index + 1:] if other.text not in OBJECT_LEAD_INS]
        if len(rest) > 1 and rest[0] is clause[index + 1] \
                and rest[0].pos in ("NOUN", "PROPN", "ADJ") and is_finite_verb(rest[1]):
            continue  # « annule Manon dit que… »: the name opens a clause of its own
        if rest and rest[0].text not in GAME_OBJECTS \
                and rest[0].pos in ("NOUN", "PROPN", "ADJ", "VERB"):
            return True
    return False


_NARRATING = frozenset({"il", "elle", "ils", "elles", "lui", "leur", "se", "s"})
"""Words before a verb that make it the story's, said of someone (« il refait », « lui
refait », « se refait »), never the speaker's order to the assistant."""
_TO_US = frozenset({"moi", "nous"})


_LINKING_WORDS = frozenset({"pour", "contre", "avec", "ce", "que", "qu", "encore", "dire", "fin",
                            "tout", "meme", "pareil"})
"""Words of :data:`GAME_OBJECTS` that only link the words of a request (« quelqu'un peut noter
l'adresse du bar pour samedi ? »): they name nothing of the game."""


def _asks_for_a_thing(clause: Sequence[Word]) -> bool:
    """« passe-moi le sucre », « file-moi les chips »: an order to someone at the table, for a
    thing that is not the game's (« donne-moi une fortune » stays the game's); anything asked
    of « quelqu'un » at the table (« quelqu'un peut noter le numéro du traiteur ? »), not the
    game's (« quelqu'un lance trois dés ? »)."""
    start = 0
    while start < len(clause) and clause[start].text in ORDER_OPENERS:
        start += 1
    rest = clause[start:]
    if rest and rest[0].text.startswith("quelqu"):  # « quelqu'un peut noter le numéro du
        return not any(word.text in (GAME_OBJECTS - _LINKING_WORDS) | {"des", "de", "dés"}
                       or NUMBER.match(word.text) for word in rest[1:])  # traiteur ? »
    if len(rest) < 3 or not rest[0].is_verb or rest[1].text not in _TO_US:
        return False
    thing = next((word for word in rest[2:] if word.text not in OBJECT_LEAD_INS), None)
    return thing is not None and thing.pos == "NOUN" and thing.text not in GAME_OBJECTS \
        and thing.text not in ("de", "des")


def _undoes(word: Word) -> bool:
    """Whether ``word`` undoes or redoes (« annule », « rétablis »): said of something that is
    not the game's, it orders nothing (« annule le dentiste demain »)."""
    return word.lemma in UNDOING_LEMMAS or word.text.startswith("annul")


ORDER_OPENERS = frozenset({"ah", "oh", "non", "oui", "si", "bon", "allez", "attends", "pardon",
                           "oups", "zut", "mince", "ok", "alors", "donc", "bah", "ben", "et",
                           "finalement", "vas", "y"})
"""Words a spoken order may open with (« ah non pardon, … », « bon rétablis »)."""


_SAME_AGAIN = (("pareil",), ("idem",), ("meme", "chose"), ("pareillement",))
"""What says the last order again (« pareil pour Maëlys »)."""


def _repeats_for_another(clause: Sequence[Word]) -> bool:
    """Whether the clause opens with « (et) pareil pour … », « idem pour … », « même chose
    pour … », or is « et à … aussi »: the last order, for someone else."""
    texts = [word.text for word in clause]
    if texts[:1] == ["et"]:
        texts = texts[1:]
    if len(texts) == 3 and texts[0] in ("a", "pour") and texts[-1] == "aussi":
        return True  # « et à Raphaël aussi, il a tenu la ligne »
    return any(tuple(texts[:len(same)]) == same and texts[len(same):len(same) + 1] == ["pour"]
               for same in _SAME_AGAIN)


def _speakers_order(clause: Sequence[Word]) -> bool:
    """Whether the clause is the speaker's own order to the assistant, whatever the talk
    around it: after a few openers, one of the orders said alone (« annule annule, Manon dit
    que c'était démentielle », « elle dit ardue en fait, rétablis ») or « on » with a verb of
    acting in the present (« Manon dit qu'on a droit à une deuxième tentative, on relance »),
    said of nothing but the game (« annule le resto » is no order); the same orders ending a
    line without a comma (« ah si c'était bien Bérénice rétablis »), and the last order said
    again for someone else (« et pareil pour Maëlys, sa réplique était géniale »). An order
    put off (« on relance plus tard ») is none."""
    if _put_off(clause):
        return False
    if _repeats_for_another(clause):
        return True
    tail = clause[-2:]
    if len(clause) > 2 and tail[-1].text in IMPERATIVES \
            and not tail[-1].said.endswith(("é", "ée", "és")) \
            and tail[-1].text.startswith(UNDOING_STEMS + ("relanc",)) \
            and tail[0].text not in SPEAKERS | SPEAKER_BEFORE_SAYING | AVOIR_FORMS:
        return True  # « ah si c'était bien Bérénice rétablis »: the order ends the line
    if len(tail) == 2 and tail[0].text in ("on", "nous") and tail[1].text.startswith(
            ("relanc", "annul", "retabli")):
        return True  # « le MJ dit qu'on a droit à une deuxième tentative on relance »
    index = 0
    while index < len(clause) - 1 and clause[index].text in ORDER_OPENERS:
        index += 1
    head = clause[index:]
    if not head or other_object(head):
        return False
    if head[0].text in IMPERATIVES and head[0].text.startswith(UNDOING_STEMS + ("relanc",)):
        return not _negation_after(head, 0)  # « annule rien du tout, je range les dés »
    return len(head) > 1 and head[0].text in ("on", "nous") \
        and head[1].text.startswith(("relanc", "annul", "retabli")) \
        and verb_tense(head, 1) == "present" and not _negation_after(head, 1)


_REPORT_CONTENT = frozenset({"de", "d", "que", "qu"})


_MOVE_MADE = re.compile(r"\bpour (?:creer|attaquer|se defendre|defendre|surmonter|intimider"
                        r"|provoquer|distraire|tromper|convaincre|effrayer|bluffer)\b")
"""What a character's words are said for when they are a move of the game (« elle hurle que
les flics arrivent pour créer un avantage »): the character acts by speaking."""


def _makes_a_move(clause: Sequence[Word]) -> bool:
    """Whether ``clause`` says the move a character's words make (:data:`_MOVE_MADE`)."""
    return _MOVE_MADE.search(" ".join(word.text for word in clause)) is not None


def _order_after_the_report(clause: Sequence[Word], report: Sequence[Word]) -> bool:
    """Whether ``clause`` is the speaker's own order after a report that already said what was
    said (« Yvon a juré au baron de ne plus braconner, raye braconnage de sa fiche »): it
    opens with an order, and the report holds its content (« de … », « que … »); after « il m'a
    dit : » the order is what was said."""
    index = 0
    while index < len(clause) - 1 and clause[index].text in ORDER_OPENERS:
        index += 1
    return index < len(clause) and clause[index].text in IMPERATIVES \
        and not _negation_after(clause, index) and not other_object(clause[index:]) \
        and any(word.text in _REPORT_CONTENT for word in report[1:])


def _negation_after(clause: Sequence[Word], index: int) -> bool:
    """Whether the verb at ``index`` is followed by its negation (« annule rien », « on
    relance pas »)."""
    return len(clause) > index + 1 and clause[index + 1].text in NEGATIONS


def talk_reason(tokens: Sequence[Token]) -> str | None:
    """Why the sentence is talk about the game rather than a command (module docstring), or
    ``None`` when it may be a command. The strongest mark is given: a far past (imperfect,
    pluperfect, a time such as « la dernière fois ») before a recent one (« j'ai pris »)."""
    marked: list[str] = []
    ordering = spoken_order = acting = False
    previous: list[Word] = []
    numbered = gives = moves = told = gauged = False
    said_before: list[str] = []
    unmarked = 0  # how many words are said before the first marked clause
    clauses = clauses_of(_without_told_content(words_of(tokens)))
    conditioned = _under_a_condition(clauses)
    planned = _after_a_time_to_come(clauses)
    for index, clause in enumerate(clauses):
        if not marked:
            unmarked = len(said_before)
        said_before.extend(word.said for word in clause)
        if _speakers_order(clause):
            ordering = spoken_order = True  # « annule annule, Manon dit que… », « …, bon rétablis »
        if "reported" in marked and not _order_after_the_report(clause, previous):
            previous = clause
            continue  # what follows a verb of saying is what was said
        if "reported" in marked:
            ordering = True  # « Yvon a juré de ne plus braconner, raye braconnage de sa fiche »
        reason, orders, numbers = (("unreal", False, False) if index in conditioned
                                   else ("future", False, False) if index in planned
                                   else read_clause(_without_what_is_used(clause), previous))
        if reason == "reported" and _makes_a_move(clause):
            reason = None  # « … hurle que les flics arrivent pour créer un avantage : Tromperie
            # Correct contre Bon »: the cry is the character's move
        if reason == "recent_past" and _tells_an_outcome(clause) \
                and _counts_dice(said_before):
            reason = "past"  # « 2 dés contre 3 et il a tenu, je valide »: a roll told, done
        if (_result_drawn(clause) and _counts_dice(said_before)) \
                or (_result_named(clause) and any(NUMBER.match(text) for text in said_before)) \
                or (_sets_a_far_time(clause) and not ordering):
            told = True  # « … à 3 dés contre 5 et elle sort un exploit », « Rappel de la
            # semaine dernière : Eudoxie tire … »: a throw told as a story, never asked
        if reason:
            marked.append(reason)
        else:
            acting = acting or _acts(clause)
        ordering = ordering or orders
        states_a_gauge = (reason is None and _states_a_gauge(clause)) \
            or (reason == "recent_past" and _gauge_booked_with_why(clause))
        gauged = gauged or states_a_gauge
        numbered = numbered or numbers or states_a_gauge \
            or (reason in (None, "recent_past") and _heals_a_consequence(clause))
        gives = gives or ((reason is None or reason in REASONS_OF_A_GIFT)
                          and _gives_a_fortune(clause))  # « … pour Gwenola sa tirade était géniale »
        moves = moves or (reason is None and _moves_the_destin(clause))  # « destin plus deux, … »
        previous = clause
    if told and not spoken_order:
        return "past"
    strong = next((reason for reason in marked if acts_never(reason)), None)
    automatic = any(word.startswith("automati") for word in said_before)
    if "negated" in marked and not (spoken_order or acting or numbered or automatic):
        return "negated"  # « élouan couvre la fuite, il concède rien, il tient la porte »
    rolled = strong in REASONS_OF_A_ROLL and _both_sides_said(said_before[:unmarked])
    if ordering or not marked or (numbered and strong is None) \
            or rolled \
            or ((gives or gauged) and (strong in REASONS_BESIDE_A_GIFT
                                       or (strong == "reported" and unmarked > 0))) \
            or (moves and strong in REASONS_OF_A_DESTIN_MOVE):
        return None
    return strong or marked[0]


TOLD_CONTENT = ("revelation", "rebondissement")
"""What a fortune buys whose content the player tells after a colon, in any tense (« Zélie
dépense sa fortune pour une révélation : elle a grandi dans ce monastère »)."""


def _without_told_content(words: list[Word]) -> list[Word]:
    """``words`` up to the colon after a révélation or a rebondissement: what follows is the
    story it brings, told in any tense, no talk about the game."""
    for index, word in enumerate(words):
        if word.text == ":" and any(earlier.text.startswith(TOLD_CONTENT)
                                    for earlier in words[:index]):
            return words[:index]
    return words


def _without_what_is_used(clause: Sequence[Word]) -> Sequence[Word]:
    """``clause`` without the relative clause that tells the story of the thing said after
    « avec » (« plus un contre facile avec la krâsse qu'elle avait gardée »): a description
    of what is used, no talk about the past."""
    for index in range(2, len(clause)):
        if clause[index].text in ("qu", "que", "qui") and clause[index - 1].pos == "NOUN" \
                and any(word.text == "avec" for word in clause[:index - 1]):
            return clause[:index]
    return clause


def _acts(clause: Sequence[Word]) -> bool:
    """Whether a clause has a verb of one of the game's acts (:data:`ACTING_STEMS`): what a
    negated act said beside story verbs leaves as the only order."""
    return any(word.is_verb and (word.lemma.startswith(ACTING_STEMS)
                                 or word.text.startswith(ACTING_STEMS)) for word in clause)


REASONS_OF_A_ROLL = frozenset({"future", "opinion"})
"""Marks that, after both sides of a roll of traits said in the present, comment on it
(« …, le libraire est radin et il sait qu'elle est curieuse, elle va craquer »), not talk."""


def _both_sides_said(words: Sequence[str]) -> bool:
    """Whether ``words`` say a roll's two sides, the obstacle in a clause of its own (« Bérénice
    marchande avec le libraire, elle est élégante ; le libraire est radin »)."""
    sides = split_sides(" ".join(words)) if words else None
    return sides is not None and sides[2] and len(sides[0]) >= 2 and bool(sides[1])


REASONS_OF_A_GIFT = frozenset({"past", "opinion"})
"""Marks that, beside a fortune given or a gauge stated in a clause of its own, say why (« une
fortune pour Gaëtan, le tir dans l'œil de l'orc c'était magnifique », « il a rien mangé depuis
hier : faim deux barres »), not talk."""
_GIFT = re.compile(r"^(?:et |allez |tiens |bon |hop )?(?:encore )?(?:(?:\d+|une?) (?:autre |nouvelle )?"
                   r"(?:(?:points?|des?) de )?fortunes? "
                   r"(?:de plus |en plus |aussi )?(?:pour|a|à) [^\W\d_]"
                   r"|^(?:(?:et|allez|tiens|bon|hop) )*" + COMPOUND_START_SAID
                   + r"[^\W\d_]+ (?:\d+|une?) (?:autre )?fortunes?"
                   r"(?:$| parce\b| car\b| (?:ta|ton|tes|sa|son|ses|votre|vos)\b)"
                   r"|(?:je|j|on) (?:lui|leur) (?:donne|donnons|file|accorde|offre) (?:\d+|une?) "
                   r"(?:autre |nouvelle )?fortunes?\b"
                   r"|^(?:encore )?(?:\d+|une?) (?:autre |nouvelle )?(?:(?:points?|des?) de )?"
                   r"fortunes?$)")
"""A fortune given: to someone named in its clause, to the one just named (« …, je lui donne
une fortune »), or alone in its clause after its receiver called (« Eulalie-Maud, une
fortune, ta réplique était magnifique »)."""


REASONS_BESIDE_A_GIFT = REASONS_OF_A_GIFT | {"other_object"}
"""Marks that leave a fortune given or a gauge stated in a clause of its own standing: why
(:data:`REASONS_OF_A_GIFT`), or something else asked of the table (« …, fatigue deux barres
et passe-moi le pain »)."""


REASONS_OF_A_DESTIN_MOVE = frozenset({"past", "opinion", "future", "other_object"})
"""Marks that, beside a Destin move said in a clause of its own, say why the Destinée moves
it (« Destin plus deux, le gardien va leur faire payer le passage ») or ask something else of
the table (« …, destin moins deux, et quelqu'un peut remplir la carafe ? »), not talk."""
_DESTIN_MOVE = re.compile(r"^(?:et |bon |allez |alors )?(?:le )?destin (?:plus|moins|\+|-) ?\d+"
                          r"(?: quand meme| aussi| alors| d ?'? ?(?:entree|emblee)| direct(?:ement)?"
                          r"| tout de suite| pour commencer| au depart| de depart)?$"
                          r"|^(?:je )?(?:monte|montes|remonte|baisse|baisses|augmente|diminue)"
                          r" le destin (?:de )?(?:\d+|un)$")


def _moves_the_destin(clause: Sequence[Word]) -> bool:
    """Whether the clause is a Destin move and nothing else (« destin plus deux »)."""
    return bool(_DESTIN_MOVE.match(" ".join(word.text for word in clause)))


def _gives_a_fortune(clause: Sequence[Word]) -> bool:
    """Whether the clause gives a fortune to someone without a verb (« une fortune pour
    Gaëtan », « bon tiens pétronille une fortune ») or to the one just named (« …, je lui donne une fortune »), or spends one on a
    use of play (« Joachim dépense une fortune pour une révélation »): what follows says why."""
    said = " ".join(word.text for word in clause)
    return bool(_GIFT.match(said) or _SPEND.match(said))


_SPEND = re.compile(r"^(?:et |bon |alors )?[^\W\d_]+ (?:depense|utilise|claque|joue|brule) "
                    r"(?:une|sa|1|2|ses) (?:derniere |deuxieme )?fortunes? pour (?:une? |le |la )?"
                    r"(?:revelation|rebondissement|relance|decaler|decalage)")


@dataclass(frozen=True)
class CommandClauses:
    """The sentence as the model should read it, and how sure the cut is."""

    text: str
    bare: bool = False
    """True when talk was cut and what is left has no verb (« Trois contre deux, pour une fois
    on est les favoris »: a comment on the odds as much as a command)."""


def command_clauses(tokens: Sequence[Token], text: str) -> CommandClauses:
    """``text`` without its talk clauses when another clause gives the order: « Je donne une
    fortune à Lénaïg, c'était superbe » → « Je donne une fortune à Lénaïg ». The reason given
    with a command drowns it for the intent classifier, which learnt commands said alone.
    ``text`` is returned whole when no clause gives an order or none is talk."""
    if talk_reason(tokens) is not None:
        return CommandClauses(text)
    cut: list[tuple[int, int]] = []
    previous: list[Word] = []
    ordered = False
    clauses = clauses_of(words_of(tokens))
    conditioned = _under_a_condition(clauses)
    planned = _after_a_time_to_come(clauses)
    referred = any(word.text in ("lui", "leur") for clause in clauses for word in clause)
    for index, clause in enumerate(clauses):
        reason, orders, numbers = (("unreal", False, False) if index in conditioned
                                   else ("future", False, False) if index in planned
                                   else read_clause(clause, previous))
        orders = orders or _speakers_order(clause)
        if reason == "reported" and _makes_a_move(clause):
            reason = None  # « … hurle que … pour créer un avantage : … »: the move said
        if cut and previous and cut[-1][1] == previous[-1].end and _tag_question(clause, text):
            cut[-1] = (cut[-1][0], _past_its_question_mark(text, clause[-1].end))
            previous = clause  # « c'était Ondine à la barre, non ? »: the tag goes with its
            continue  # clause of talk, its « ? » too
        if reason == "recent_past" and previous and _continues_the_obstacle(text, previous,
                                                                           clause):
            reason = None  # « …; le frère est méfiant et il a fait vœu de silence »
        if reason and not orders and not numbers and not _heals_a_consequence(clause) \
                and not (reason == "recent_past" and _gauge_booked_with_why(clause)):
            named = referred and len(clause) > 1 and clause[0].pos in ("PROPN", "NOUN") \
                and clause[1].is_verb  # a bare name as the clause's subject
            cut.append((clause[1 if named else 0].start, clause[-1].end))  # « Anaïs, je lui… »
        else:
            ordered = ordered or orders or any(word.is_verb for word in clause)
            if cut and previous and cut[-1][1] == previous[-1].end and _refers_back(clause):
                cut.pop()  # « … m'a filé une fortune, ajoute-la à Ézéchiel »: what « la » is
        previous = clause
    if not cut:
        return CommandClauses(text)
    kept = text
    last = clauses[-1][-1].end if clauses and clauses[-1] and _asks_the_players(clauses[-1]) \
        else None
    for start, end in reversed(cut):
        kept = kept[:start] + (kept[end:].replace("?", "") if end == last else kept[end:])
        # the question a last clause of talk asks the players goes with it (« …, vous êtes
        # contents ? »)
    return CommandClauses(_tidy(kept), bare=not ordered)


_ASKING_WORDS = frozenset({"qui", "quoi", "quel", "quelle", "quels", "quelles", "combien",
                           "comment", "ou", "pourquoi", "quand"})


def _asks_the_players(clause: Sequence[Word]) -> bool:
    """Whether a clause asks the players something of their own, « tu » or « vous » and no
    word of asking (« vous êtes contents ? »), not what the table must answer (« c'est qui
    qui a eu l'idée ? »)."""
    texts = {word.text for word in clause}
    return bool(texts & {"tu", "vous"}) and not texts & _ASKING_WORDS


def _refers_back(clause: Sequence[Word]) -> bool:
    """Whether an order opens on its verb and an object pronoun (« ajoute-la à Ézéchiel »,
    « note-le », « note-lui le trait »), or says « y » before its verb (« …, ewen a sorti son
    jeu de krâsses, on y joue »): the thing it orders about is named in the clause before."""
    texts = [word.text for word in clause]
    if any(text == "y" and index + 1 < len(clause) and clause[index + 1].is_verb
           and clause[index + 1].lemma != "avoir" for index, text in enumerate(texts)):
        return True
    return len(clause) > 1 and clause[0].is_verb and (texts[1:4] == ["lui", "le", "trait"] or (
        texts[1] in ("la", "le", "les")
        and (len(clause) == 2 or clause[2].pos == "ADP" or texts[2] == "comme")))


def _strongest_separator(run: re.Match[str]) -> str:
    """One separator for a run of them left by a cut: a semicolon if the run had one (it
    parts the protagonist's side from the obstacle's story), else a comma."""
    return " ; " if ";" in run.group() else ", "


_TAGS = frozenset({"non", "hein", "pas vrai", "n est ce pas", "n'est-ce pas", "oui", "si"})
"""Words that ask the listener to agree with the clause before them (« …, non ? »)."""


def _tag_question(clause: Sequence[Word], text: str) -> bool:
    """Whether the clause is a tag question alone (« non ? », « hein ? »), its « ? » after it."""
    said = " ".join(word.text for word in clause)
    return said in _TAGS and text[clause[-1].end:].lstrip().startswith("?")


def _past_its_question_mark(text: str, end: int) -> int:
    """The index just past the « ? » that follows ``end``."""
    return text.index("?", end) + 1


_AT_THE_TABLE = frozenset({"mj", "meneur", "meneuse", "destinee", "conteur", "conteuse",
                           "joueur", "joueuse", "joueurs", "joueuses", "assistant", "table"})
"""Who sits at the table, never a thing of the story (« …, le mj a oublié sa fiche »)."""


def _continues_the_obstacle(text: str, previous: Sequence[Word],
                            clause: Sequence[Word]) -> bool:
    """Whether a clause in the recent past goes on with « et » from a roll's two sides said
    before it (« Célestin le questionne avec son érudition ; le frère est méfiant et il a fait
    vœu de silence »), or after a comma when a thing is its subject (« … ; le papier est moisi,
    les pages sont grattées, l'encre a bavé, … »): a state of the obstacle, one item of its
    list, no story."""
    joined = text[previous[-1].end:clause[0].start].strip()
    listed = joined == "," and clause[0].pos == "DET" and len(clause) > 1 \
        and clause[1].text not in _AT_THE_TABLE
    return (joined.strip(" ,") == "et" or listed) \
        and _both_sides_said(text[:previous[-1].end].split())


def _tidy(text: str) -> str:
    """Separators left dangling by a cut clause, and repeated spaces, taken out."""
    text = re.sub(r"\s+", " ", text)
    text = re.sub(r"(?:\s*[,;:]\s*)+", _strongest_separator, text)
    text = re.sub(r"(?:,\s*)?\b(?:et|mais|car|puis|donc|alors)\s*(?=[,.!?]|$)", "", text)
    text = re.sub(r"[\s,;:]+(?=[.!?]*$)", "", text)
    text = re.sub(r"[\s,;:]+(?=[.!?])", "", text)
    return re.sub(r"^[\s,;:.!?]+", "", text).strip(" ,;:")  # « ? annule. »: the question cut


_LUCK_WISHES = (("croisez", "les", "doigts"), ("croise", "les", "doigts"),
                ("croisons", "les", "doigts"), ("touchons", "du", "bois"), ("touche", "du", "bois"),
                ("touchez", "du", "bois"))


def _wishes_luck(clause: Sequence[Word]) -> bool:
    """Whether the clause wishes the throw luck (« croisez les doigts », « touchons du bois »):
    said to the players, never an order."""
    texts = tuple(word.text for word in clause)
    return any(texts[index:index + len(wish)] == wish for wish in _LUCK_WISHES
               for index in range(len(texts)))


def read_clause(clause: Sequence[Word],
                 previous: Sequence[Word]) -> tuple[str | None, bool, bool]:
    """The clause's talk mark, if any, whether some verb of it gives an order, and whether it
    says a number before any marked verb (a bare order, « trois dés contre deux », that a
    strong mark elsewhere in the sentence overrules: « quatre contre deux, ç'aurait été du
    suicide »)."""
    if _wishes_luck(clause):
        return "aside", False, False  # « …, croisez les doigts »: no order to the assistant
    if other_object(clause):
        return "other_object", False, False
    if _recalls(clause) or _elapsed(clause):
        return "past", False, False
    if _reckons(clause):
        return "reckoning", False, False
    if _reported(clause, previous):
        return "reported", False, False
    if _opinion(clause, told_after=bool(previous)) or _judged_pool(clause) \
            or _judges_the_pool_before(clause, previous) \
            or _judged_by_its_odds(clause, previous):
        return "opinion", False, False
    subordinate = clause[0].text in SUBORDINATORS
    mark: str | None = None
    orders = numbers = False
    in_past: set[int] = set()
    seen_verb = False
    for index, word in enumerate(clause):
        if NUMBER.match(word.text) and mark is None and not subordinate:
            numbers = True  # « trois fortunes pour Gwenola, elle les a méritées »
        if index == 0 and word.text in IMPERATIVES and not word.is_verb and not subordinate:
            if _negation_after(clause, 0):  # « relance pas les dés, je parlais du four »
                mark = mark or "negated"
            elif _put_off(clause):
                mark = mark or "future"
            else:
                orders = True
        if _acting_noun_after_a_name(clause, index) and not subordinate and mark is None:
            orders = True  # « anouk dépense sa fortune … »: spaCy read the verb as a noun
        if not word.is_verb or index in in_past or _name_read_as_verb(clause, index):
            continue
        if word.text == word.lemma and seen_verb and INFINITIVE.search(word.text):
            continue  # an infinitive after a verb is that verb's: « aurait dû prendre »
        seen_verb = True
        group = past_group(clause, index)
        if group and _bookkeeping(clause, group):
            in_past.update(group)
            continue  # « anaïs blessure deux barres, je l'avais pas noté »: an aside
        if group:
            in_past.update(group)
            if CONDITIONAL.search(word.text):
                mark = mark or "unreal"  # « aurait dû », « j'aurais gagné »
            mark = mark or ("past" if word.text in FAR_AUXILIARIES or _far_in_time(clause)
                            else "recent_past")
            continue
        tense = verb_tense(clause, index)
        if index == 0 and tense != "present" and len(clause) > 1 \
                and (clause[1].text in ("n", "ne") or clause[1].is_verb):
            continue  # « thais n'est plus blessée »: a name spaCy took for an imperfect
        if tense == "present" and ACCENTED_PARTICIPLE.search(word.said):
            continue  # a participle orders nothing (« tête baissée », « Bob est blessé »)
        if index and clause[index - 1].is_verb and clause[index - 1].lemma == "etre":
            continue  # a copula's attribute orders nothing (« elle était cuite »)
        if index and clause[index - 1].text == "en" and word.text.endswith("ant") \
                and mark not in (None, "recent_past"):
            continue  # a gerund goes with the clause's verb told long ago (« … avait raté en
            # sortant moins quatre »); alone, it may open an order (« et en passant destin
            # moins un »), and beside a recent past it leaves it as it was (« … s'est tordu la
            # cheville en retombant, mets-lui blessure deux barres »)
        if tense == "future" and word.lemma == "voir" and index \
                and clause[index - 1].text in ("on", "nous"):
            continue  # « lance dix dés contre neuf, on verra bien »: a shrug, no prediction
        if tense != "present":
            mark = mark or tense
        elif _negated(clause, index):
            mark = mark or "negated"
        elif word.lemma == "aller" and _predicts(clause, index):
            mark = mark or "future"  # « elle va se faire laminer »
        elif not subordinate and word.lemma not in COPULAS and word.lemma != "avoir" \
                and word.lemma not in OPINION_VERBS and word.lemma not in DISCOURSE \
                and not _makes(clause, index):
            if _put_off(clause):
                mark = mark or "future"  # « relance le sujet des vacances plus tard »
            elif word.text == word.lemma and index == 0:
                numbers = True  # « relancer à plus deux …, moi j'aurais pris … »: a bare order
            else:
                orders = True
        elif word.lemma in COPULAS and index and clause[index - 1].text in SPEAKERS \
                and not any(NUMBER.match(other.text) for other in clause) \
                and not (clause[index + 1:index + 2] and clause[index + 1].text == "plus"
                         and not any(other.text in ("que", "qu") for other in clause)
                         and _states_a_gauge(clause)):
            mark = mark or "aside"  # « je suis trop dure avec eux ce soir »; « je suis plus
            # fatiguée » empties the speaker's own gauge (``actions.names.speakers_own``)
    if mark == "recent_past" and _far_in_time(clause):
        mark = "past"
    return mark, orders, numbers


def _makes(clause: Sequence[Word], index: int) -> bool:
    """Whether the verb at ``index`` is « ça fait », a sum's result (« …, ça fait trois contre
    deux »): it states, it orders nothing."""
    return clause[index].lemma == "faire" and index > 0 \
        and clause[index - 1].text in ("ca", "ça", "cela")


_RECALLING_STEMS = ("rappel", "souvien", "souven")


def _recalls(clause: Sequence[Word]) -> bool:
    """Whether the clause calls a memory up, its verb reflexive with a speaker for subject
    (« tu te rappelles Salomé sur Tharsis ? », « je me souviens », « rappelle-toi »): what the
    sentence tells is gone by; « Honorine se rappelle le blason » is a roll's reason."""
    texts = [word.text for word in clause]
    return any(text.startswith(_RECALLING_STEMS) and (
        (index and texts[index - 1] in REFLEXIVES - {"se", "s"})
        or texts[index + 1:index + 2] in (["toi"], ["vous"]))
        for index, text in enumerate(texts))


_ELAPSED = re.compile(r"\b(?:ca|cela|voila) (?:fait )?(?:\d+|des|plusieurs|trop de|au moins \d+)"
                      r" (?:jets?|fois|tours?|lancers?|parties|seances?|soirees?|minutes?"
                      r"|heures?|jours?|semaines?|mois|ans?) (?:que|qu)\b")
"""« ça fait trois jets que je sors pas un six »: how long something has lasted, a story told
up to now."""


def _elapsed(clause: Sequence[Word]) -> bool:
    """Whether the clause tells how long something has lasted (« ça fait trois jets que … »,
    « voilà deux tours qu'elle rate »): what it tells is gone by."""
    return _ELAPSED.search(" ".join(word.text for word in clause)) is not None


_RECKONING = re.compile(r"\b(?:ca|ça) fait (?:\d+|un|une) (?:plus|moins|fois) (?:\d+|un|une)\b"
                        r"|\b\d+ (?:plus|moins) \d+ (?:plus|moins) \d+\b")
"""« du coup ça fait trois moins deux plus deux »: sums worked out aloud."""


def _reckons(clause: Sequence[Word]) -> bool:
    """Whether the clause works a sum out aloud (« ça fait trois moins deux plus deux, ça fait
    trois contre deux »): the players counting a roll made, nothing to throw."""
    return _RECKONING.search(" ".join(word.text for word in clause)) is not None


_ASKED_OF_THE_PLAYERS = re.compile(r"\bquelqu ?un (?:a|aurait|peut|pourrait|veut|voudrait|sait)\b"
                                   r"|\bvous (?:avez|auriez)\b")
"""Something asked of the people at the table by the words of asking people (« quelqu'un a
pensé aux chips ? », « vous avez un crayon ? »)."""
_ASKED_OF_SOMEONE = re.compile(r"\bqui (?:a|aurait|veut|voudrait) (?:un|une|des|du|mon|ma|mes)\b")
"""Something asked of someone, at the table or in the story (« qui veut du café », « qui a
un mobile ? »)."""
_ORACLE_WORDS = re.compile(r"\b(?:oracles?|jets?|tirages?|tire|destin|distance|direction|choix"
                           r"|second role|pnj|oui ou non)\b")
"""Words that ask an oracle by name (« oracle oui ou non : quelqu'un a vu le voleur ? »)."""


def asks_the_table(text: str) -> str | None:
    """Whether the sentence asks something of the people at the table: ``"players"`` when
    said with the words of asking people and no oracle named (« quelqu'un a pensé aux chips au
    paprika ou c'est encore moi qui porte tout ? »: never an oracle), ``"someone"`` when it may
    ask the story as well (« qui a un crayon ? », « qui a un mobile ? »: talk only beside a thing
    of the real table), ``None`` otherwise."""
    key = fold(text).lower().replace("'", " ")
    if _ASKED_OF_THE_PLAYERS.search(key) and not _ORACLE_WORDS.search(key):
        return "players"
    if _ASKED_OF_THE_PLAYERS.search(key) or _ASKED_OF_SOMEONE.search(key):
        return "someone"
    return None


def _name_read_as_verb(clause: Sequence[Word], index: int) -> bool:
    """Whether a word spaCy read as a verb it cannot lemmatise is a name, its own verb said
    next (« evrard encaisse trois de stress », « franchement noelie aurait dû … », « c'était
    pétronille qui … », « anouk dépense … »): no infinitive's ending, no word of the commands,
    no subject, clitic or name before it (« il rerolle », « maïté saute » stay verbs)."""
    word = clause[index]
    if word.text != word.lemma or INFINITIVE.search(word.text) or not is_name_like(word.text):
        return False
    before = clause[index - 1] if index else None
    if before is not None and (before.text in SUBJECT_WORDS | OBJECT_PRONOUNS
                               or before.pos == "PROPN"):
        return False
    following = clause[index + 1] if index + 1 < len(clause) else None
    return following is not None and (
        following.is_verb or following.pos == "AUX" or following.text in OBJECT_PRONOUNS
        or following.text == "qui" or _acting_noun_after_a_name(clause, index + 1)
        or _named_again(clause, index + 1) or _second_half_then_verb(clause, index + 1))


def _second_half_then_verb(clause: Sequence[Word], index: int) -> bool:
    """Whether ``clause[index]`` is the second half of a name said in two words, its verb
    after it (« … la dernière fois bathilde rose avait raté … »)."""
    return index + 1 < len(clause) and is_name_like(clause[index].text) \
        and not clause[index].is_verb \
        and (clause[index + 1].pos == "AUX" or clause[index + 1].is_verb)


def _named_again(clause: Sequence[Word], index: int) -> bool:
    """Whether ``clause[index]`` is « il » or « elle » naming again the person just named,
    its verb after it (« … la semaine dernière florimond il a crocheté … »)."""
    return clause[index].text in ("il", "elle") and index + 1 < len(clause) \
        and (clause[index + 1].is_verb or clause[index + 1].text in OBJECT_PRONOUNS)


SUBJECT_WORDS = frozenset({"je", "j", "tu", "il", "elle", "on", "nous", "vous", "ils", "elles"})


_PRESENT_ENDINGS = ("e", "ent")


def _acting_noun_after_a_name(clause: Sequence[Word], index: int) -> bool:
    """Whether the word at ``index``, which spaCy read as a noun or an adjective, is the
    present of a verb of the game's acts said right after the name opening the clause (« anouk
    dépense sa fortune », « evrard invoque … », « mérovée garde toujours tout »)."""
    word = clause[index]
    if index != 1 or word.pos not in ("NOUN", "ADJ") or not word.text.endswith(_PRESENT_ENDINGS) \
            or not word.text.startswith(ACTING_STEMS):
        return False
    name = clause[0]
    return name.pos == "PROPN" or (name.pos in ("NOUN", "X", "VERB", "ADJ")
                                   and is_name_like(name.text))


RECORDING_LEMMAS = frozenset({"noter", "oublier", "marquer", "ecrire", "compter", "inscrire",
                             "reporter", "rattraper"})
"""Verbs of the speaker's own bookkeeping: « je l'avais pas noté » says why a command comes
late, it tells no story."""


def _bookkeeping(clause: Sequence[Word], group: range) -> bool:
    """Whether the past ``group`` is the speaker's bookkeeping of what the sentence says (« je
    l'avais pas noté », « ce que j'ai pas noté », « on a oublié de le compter »), not a story
    (« la dernière fois j'avais noté trois fortunes »)."""
    before = {clause[index].text for index in range(max(0, group.start - 3), group.start)}
    said_by_speaker = bool(before & {"je", "j", "on", "nous"})
    of_this = bool(before & {"l", "le", "la", "les", "que", "qu"}) or any(
        clause[index].lemma == "oublier" for index in group)
    return said_by_speaker and of_this and not _far_in_time(clause) and any(clause[index].lemma in RECORDING_LEMMAS
                                   or clause[index].text.startswith(("not", "oubli", "marqu"))
                                   for index in group)


ACTING_INFINITIVES = frozenset({"lancer", "jeter", "rouler", "tirer", "relancer", "noter",
                                "annuler", "retablir"})
"""Infinitives after « aller » that still give an order (« on va lancer trois dés »)."""


_BEFORE_AN_INFINITIVE = frozenset({"encore", "tout", "bien", "surement", "probablement",
                                   "forcement", "vraiment", "juste", "aussi", "pas",
                                   "jamais", "rien", "tous", "toujours"})
"""Adverbs between « va » and its infinitive (« Joachim va encore tout faire péter »)."""


_FELT = frozenset({"rigoler", "rire", "marrer", "amuser", "pleurer", "souffrir", "morfler",
                   "galerer", "deguster", "crever", "mourir", "regretter"})
"""What the speakers say they will feel (« un contre trois, on va bien rigoler »): a
prediction about the roll, not the roll."""


def _predicts(clause: Sequence[Word], index: int) -> bool:
    """Whether « aller » at ``index`` makes a prediction (« elle va se faire laminer », « ça va
    mal finir », « on va bien rigoler ») rather than an action about to be played (« on va
    lancer », « Anaïs va attaquer le troll … »: a verb of one of the game's actions)."""
    following = [word for word in clause[index + 1:index + 6] if word.text not in REFLEXIVES
                 and word.text not in OBJECT_PRONOUNS and word.text not in _BEFORE_AN_INFINITIVE]
    if index and clause[index - 1].text in SPEAKERS:  # « on va lancer »: the speakers' own,
        return bool(following) and following[0].text in _FELT  # but what they will feel
    if not following or following[0].text != following[0].lemma or not following[0].is_verb:
        return False
    infinitive = following[0].text
    if infinitive == "faire":  # « se faire laminer », but « on va faire un jet »
        return len(following) > 1 and following[1].is_verb
    return infinitive not in ACTING_INFINITIVES and action_type_from_words(infinitive) is None


def _states_a_gauge(clause: Sequence[Word]) -> bool:
    """Whether an unmarked clause says a gauge's level or move (« Noémie n'a plus de
    fatigue »): a present statement of the game, which a reason in the past does not make
    talk (« …, elle a dormi dans la bibliothèque »)."""
    return gauge_clause(" ".join(word.said for word in clause)) is not None


_BARS_BOOKED = re.compile(r"\b[^\W\d_]{3,} (?:\d|une?|deux|trois) (?:barres?|crans?)\b")


def _gauge_booked_with_why(clause: Sequence[Word]) -> bool:
    """Whether a clause in a recent compound past books a gauge as the sheet says it, its name
    and its bars, after why (« il a couru toute la nuit, fatigue deux barres »): the gauge is
    set; « j'ai pris une blessure » alone stays asked about."""
    return bool(_BARS_BOOKED.search(" ".join(word.text for word in clause))) \
        and _states_a_gauge(clause)


HEALED_STEMS = ("gueri", "soign", "efface", "recupere", "resorbe")


def _heals_a_consequence(clause: Sequence[Word]) -> bool:
    """Whether a clause says a Conséquence healed (« la conséquence légère d'Évrard est
    guérie »): a statement of the game, like a gauge's level, which a reason said in the same
    clause (« … est guérie célestin lui a fait un bandage ») does not make talk."""
    texts = [word.text for word in clause]
    return any(text.startswith("consequence") for text in texts) \
        and any(text.startswith(HEALED_STEMS) for text in texts)


def _put_off(clause: Sequence[Word]) -> bool:
    texts = " ".join(word.text for word in clause)
    return any(re.search(rf"\b{marker}\b", texts) for marker in LATER_MARKERS)


def _far_in_time(clause: Sequence[Word]) -> bool:
    texts = " ".join(word.text for word in clause)
    return any(marker in texts for marker in FAR_TIME_MARKERS)


def acts_never(reason: str | None) -> bool:
    """Whether talk marked ``reason`` must change nothing, not even after a question: all but
    a recent compound past (« j'ai pris une blessure »), which a player may say to have it
    written and is asked about."""
    return reason is not None and reason not in ("recent_past", "aside")


UNDOING_STEMS = ("annul", "defai", "retabli", "refai", "remet", "oubli", "efface")
"""The verbs of undoing and redoing, whatever part of speech spaCy gives them."""
