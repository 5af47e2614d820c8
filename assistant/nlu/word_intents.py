"""Intents read from the grammar of the game where the words say it surer than the model.

The intent classifier learns from templates; a long narrated sentence (« Firmin se planque
derrière les tonneaux pendant que la patrouille passe, trois dés contre trois ») can drown the
command in words it never saw. A few shapes are the game's own grammar, not phrasings among
others, and they say the command whatever surrounds them:

- a pool said once as a command is a roll: « X dés contre Y », « X dés … (l'obstacle) en a Y »
  (``assistant.nlu.pools``), or a bare « X contre Y » that ends the sentence (« … fouille les
  poches du cadavre, trois contre un », « quatre contre deux pour Morwenna »). A bare pool in
  the middle of a sentence, or after « à » or « sont », counts heads, not dice (« ils sont cinq
  contre deux dans la taverne », « un combat à trois contre un »), and is left to the model. It
  is a roll unless the model heard a command that carries pools too (an odds question, a
  script, a competition, a follow-up) or another game's roll (« plus trois contre deux » at
  a zFate table);
- a roll asked about its chances (« cinq dés contre deux, ça fait combien de pour cent ? ») is
  the odds question, never a throw;
- an odds question that asks nothing (no « chances », no question word) but says a throw verb
  (« je lance cinq dés contre quatre et on voit ») is the throw;
- a game named with a verb of switching (« on bascule en trois six neuf ») chooses the game;
- a roll built from traits (« … avec hache à deux mains et fierté du nord contre quatre
  dés », ``assistant.nlu.trait_pools``) read as a bare roll is the roll from traits, and so
  is an action followed by the obstacle's own clause (« Gwenaël le repousse au harpon ; le
  requin a mâchoire héroïque et vitesse »), whatever the model read;
- the Deus Ex Alea named outside a question (« on déclenche le deus ex alea ») is applied;
- a fortune given to someone (« je donne une fortune à Lénaïg ») or won (« Hélène gagne une
  fortune, c'était bien vu ») is gained, and one spent in
  play (« pour un rebondissement », « pour une révélation ») is spent, never a consolidation
  of the end of the session, which names what it keeps or erases;
- the Destin moved by its own words (« destin plus trois », « monte le destin d'un point ») is
  the Destinée's adjustment, and a gauge's level said in bars (« retombe à une barre de
  blessure ») is a gauge set at least at the ``ask`` confidence;
- a command that names its object by « en » or leaves it out (« Et Loïc en gagne une pour la
  grille », « Et encore une pour Héloïse ») follows the previous command (``follow_up``,
  asked about once: the object is the previous command's);
- a trait struck off a sheet (« raye noble de sa fiche ») or gained (« elle gagne le trait
  clé d'os ») is that sheet change, whatever story comes with it;
- a reading asked in its own words (« comment on fait un exploit », « pourquoi c'est un
  revers », « tu sers à quoi », ``assistant.nlu.asked_readings``) is that reading;
- an oracle named by its table (« jet de direction militaire… », « oracle des distances ») is
  that oracle, and « oracle » said with a category of the directions (« quel genre de créature
  a laissé ces traces, oracle être ») or a question of the distances (« oracle, qui nous suit
  depuis le port ? ») is that oracle, when the model heard no oracle at all.

Reading chosen: a word reading alone gives the intent the confidence ``floor`` (the trust
policy's ``ask`` threshold), so a command that changes the table is asked about once (« Je
lance trois dés contre trois ? ») and runs on « oui »; table talk that happens to say « deux
contre un » draws one question, never a roll. A model reading that was already surer keeps
its confidence. A few shapes are the command's own words and say nothing else, so they are
``sure`` (the ``act`` threshold) and run at once, unless the sentence is talk
(``assistant.nlu.talk`` still turns the past, the unreal… into no command):

- the Destin moved by its own words (« destin moins un », « je monte le destin d'un point »);
- a fortune given, won or spent in play by a protagonist the sentence names (« je donne une
  fortune à Clothilde », « Éloïse dépense sa fortune pour un rebondissement »);
- a gauge's level or move said in its own clause, for a protagonist the sentence names
  (« Tancrède retombe à une barre de blessure », « Aurélien est blessé deux, le plafond lui
  tombe dessus », « Aurélien prend une blessure, un éclat lui entaille le front »); a move
  the model took for talk (« Zoé prend une autre blessure, le garde la frappe ») is asked
  about, a level it took for talk is not (« Anaïs boit à l'oasis, elle n'a plus soif »);
- a pool said with its dice (« deux dés contre deux »), when the model heard a roll too, or
  when it ends a sentence that names who rolls (« Zélie tire sur le contremaître, trois dés
  contre deux »);
- another game's roll named with its game (« lance deux d six », « tour de trois six neuf »),
  asked about once (``other_games_roll``);
- an undo or a redo ordered first, alone or before its reason (« annule, il préfère garder
  son point finalement », « Non, si, finalement : rétablis »); said in passing it is still
  asked about (``assistant.nlu.spoken_undo.undo_said_in_passing``).
"""

from __future__ import annotations

import re

from assistant.nlu.asked_readings import reading_from_words
from assistant.nlu.normalize import strip_accents
from hades_core.systems import DEFAULT_SYSTEM, game_entry
from assistant.nlu.pools import single_pool, told_steps
from assistant.nlu.reflexes import REFLEX_SAID
from assistant.nlu.spoken_undo import CORRECTION_WORDS
from assistant.nlu.trait_pools import split_sides, trait_pools_from_words
from assistant.nlu.values import (
    GAUGE_REACHES, entity_value, gauge_level_said, synonym_tables, trait_modification,
)
from assistant.nlu.vocabulary import COMPOUND_START_SAID, is_name_like, leading_names
from assistant.nlu.word_slots import (
    action_type_from_words,
    asks_for_odds,
    direction_asked,
    GOING_TO,
    distance_question,
    gauge_clause,
    game_announced,
    gauge_from_words,
    system_from_words,
    trait_struck_from_sheet,
)

POOL_INTENTS = frozenset({"resolve_pool", "odds_query", "follow_up", "resolve_script",
                          "resolve_competition"})
"""Intents whose sentences say pools themselves."""
OTHER_GAME_ROLLS = frozenset({"fate_roll", "deux_d6_roll", "krasses_roll",
                              "trois_six_neuf_turn"})
"""Other games' rolls say numbers « contre » numbers too; the model's reading stands."""
DICE_POOL = re.compile(r"\b\d+ (?:des|dés|dé|de|d) (?:contre|face à|face a) \d+\b")
_DICE_SAID = re.compile(r"\b\d+ (?:des|dés|dé)\b")
"""The dice said as dice (« deux dés contre deux », « Joël a trois dés et le robot en a
deux »), not a bare « deux contre deux »."""
_ENDING_POOL = re.compile(
    r"(?<!\bà )(?<!\ba )(?<!\bsont )(?<!\bétait )(?<!\betait )\b\d+ (?:contre|face à|face a) \d+"
    r"(?: (?:des|dés))?(?: pour \S+)?(?: (?:s'il te plaît|s il te plait|stp|vas y|allez))?$")
_ORACLE_TABLE = re.compile(r"\b(?:jets?|oracles?|tables?) (?:de |des |du |d')?(direction|directions"
                           r"|distance|distances|choix)\b")
ORACLE_BY_TABLE = {"direction": "oracle_direction", "directions": "oracle_direction",
                   "distance": "oracle_distance", "distances": "oracle_distance",
                   "choix": "oracle_choice"}
ORACLE_INTENTS = frozenset({"oracle_direction", "oracle_distance", "oracle_choice",
                            "oracle_npc", "oracle_antagonist"})
ABOUT_ORACLES = frozenset({"rules_question", "help", "follow_up"})
"""Intents that may name an oracle without asking it (« c'est quoi un jet de direction »)."""
_BEFORE_CATEGORY = frozenset({"oracle", "quel", "quelle", "quels", "quelles", "du"})
"""A category is named after these (« oracle être », « quelle émotion », « partie du corps »);
after « de » it is a plain noun (« combien de pièces d'or »)."""
_DISTANCE_WORDS = frozenset({"qui", "quand", "combien", "loin", "proche"})
_DEUS = re.compile(r"\bdeus ex (?:alea|machina)\b")
_THROW = re.compile(r"\b(?:(?<!\bsa )(?<!\bma )(?<!\bta )(?<!\bune )(?<!\bleur )(?<!\bsa )"
                    r"(?<!\bla )lances?|lancer|jette|jettes|jeter|jet|roule|rouler)\b")
"""A throw named (« lance », « jet », « roule »); « sa lance » is a spear."""
_QUESTION = re.compile(r"\b(?:combien|quel|quelle|quels|quelles|est ce que|est-ce que)\b|\?")
_TABLE_ASIDE = re.compile(r"[,;:]\s*(?:et |mais )?(?:quelqu'un|quelqu un|tu|vous|t')\b[^,;:]*\?\s*$",
                          re.IGNORECASE)
"""A last clause asked of the people at the table (« …, destin moins deux, et quelqu'un peut
remplir la carafe ? »): no question to the assistant."""


def _without_table_aside(text: str) -> str:
    """``text`` without its last clause asked of the table (:data:`_TABLE_ASIDE`)."""
    return _TABLE_ASIDE.sub("", text)
_DESTIN_LOOKED_AT = re.compile(r"\b(?:en est|a combien|combien|vaut|jette un (?:oeil|œil)"
                               r"|coup d (?:oeil|œil)|regarde|voir)\b")
_DESTIN_THROWN = re.compile(r"\b(?:jets?|(?:le|un|les|du|des|mon|son|ton|\d+) des?|lance\w*|tire\w*"
                            r"|teste\w*|consulte\w*|contretemps"
                            r"|embranchement)\b(?! (?:la |le |les |une |un |l )?(?:scene|partie"
                            r"|session|seance|musique|histoire|aventure|campagne|combat)\b)")
"""« et le destin, il en est où ? », « je jette un œil » look at the Destin; « jet de destin »,
« lance le dé du destin », « consulte le destin » throw it (« avant de lancer la scène » throws
nothing)."""
_DESTIN_ROLL_MADE = re.compile(r"\b(?:je |on )(?:re)?(?:fais|fait|lance|tente)"
                               r" (?:un|le|mon|encore un|un autre|un nouveau) jet de destin\b"
                               r"|^(?:(?:euh|bon|allez|alors) )*(?:re)?(?:lance|jette|fais)z?"
                               r" (?:un|1|le) (?:de|jet) de destin\b")
"""« bon je refais un jet de destin avant d'entrer dans le cimetière », « lance un dé de
destin »: the jet de destin, ordered by its own words (« le dé du destin » is 3-6-9's too)."""
_DESTIN_DIE_THROWN = re.compile(r"\b(?:lance|lancer|lancez|jette|jeter|jetez|roule|rouler)"
                                r" (?:le|un|son|sa|mon|ton) de du destin\b")
"""« … et lance le dé du destin »: the die of the Destin thrown (3-6-9's, or HaDes's jet)."""
_GIVE_FORTUNE = re.compile(
    r"\b(?:donne|donnes|donnez|donnons|accorde|accordes|accordez|offre|offres|offrez|attribue"
    r"|attribues|octroie|file|files|refile|donner|accorder|offrir|attribuer|octroyer|filer"
    r"|refiler)\b[^.;]*\bfortunes?\b"
    r"|\b(?:me|m|te|t|lui|leur|nous|vous) (?:passe|passes|passer|passent|a passe)\b"
    r"[^.;]*\b(?:\d+|une) fortunes?\b"
    r"|^(?:note|notez|ajoute|ajoutez|mets|mettez) (?:\d+|une) fortunes? (?:pour|a)\b"
    r"|(?:^|[:;] ?|\balors,? )(?:(?:tiens|allez|bon|et"
    r"|hop|voila|alors),? )?(?:encore )?(?:\d+|une?) (?:points? de )?fortunes? (?:de plus |en plus |aussi "
    r"|supplementaires? )?"
    r"(?:pour|a)\b"
    r"|^(?:(?:tiens|allez|hop|bon|et|voila),? )*(?!(?:il|elle|ils|elles|lui|moi|toi|ca|c|on|nous"
    r"|vous|eux|la|le|les|une?|plus|moins|encore)\b)" + COMPOUND_START_SAID
    + r"[^\W\d_][\w-]*,? (?:(?:tiens|allez|hop|voila),? )*"
    r"(?:\d+|une?) (?:points? de )?fortunes?(?: de plus| en plus| aussi)?"
    r"(?:$|,| pour\b| parce\b| car\b| (?:ta|ton|tes|sa|son|ses|votre|vos)\b)"
    r"|\bfortunes?\b[^.;]*\b(?:ajoute|ajoutes|donne|donnes|mets|note|file)[- ]la (?:a|pour)\b"
    r"|\bfortunes? pour [^\W\d_][\w-]*\b[^.;?]*\b(?:ajoute|ajoutes|mets|note|notes)[- ]la\b")
"""« donne une fortune à Lénaïg », « tiens Faustine, une fortune pour ton idée », « Jérémie,
tiens, une fortune, tu nous as sauvé la mise », « … m'a filé une fortune, ajoute-la à
Ézéchiel », « … vient de me passer une fortune pour Noëlie, ajoute-la » (« …, la tarte a fait
pleurer l'éclusier, ajoute-la »), « tiens nawel un point de fortune pour ta réplique » (zFate),
« tiens pétronille une fortune parce que … », « … et tout alors une fortune pour noella »: a
fortune given."""
_FORTUNE_THEN_NAME = re.compile(r"^(?:(?:tiens|allez|hop|bon|et|voila),? )*(?:\d+|une?) "
                                r"(?:points? de )?fortunes? (?P<name>[^\W\d_][\w-]*)\b")
"""« une fortune scholastique-bleuenn, elle l'a tirée par le col »: a fortune, then whom it
goes to, the recogniser having lost « pour »; a fortune given when that word is a name the
table knows (``named``)."""
_GAIN_FORTUNE = re.compile(
    r"\b(?:gagne|gagnes|gagnez|gagnent|recoit|recois|recoivent|obtient|obtiens|empoche|empoches"
    r"|remporte|remportes|merite|meritent)\b (?:encore |aussi |bien )?(?:une|\d+|sa|son|un point de)"
    r" (?:autre |nouvelle |petite |premiere |deuxieme |seconde )?(?:fortunes?|point de fortune)\b")
UNDO_OBJECTS = ("jet", "lancer", "traits?", "fortunes?", "jauge", "blessure", "fatigue", "peur",
                "destin", "jalon", "contrainte", "consequence", "stress", "aspect", "avantage",
                "invocation", "reserve", "krasses?", "tour", "mise", "fuite", "retraite",
                "creation", "personnage", "consolidation", "changement", "ajout", "relance",
                "defauts?", "qualites?", "sacrifice", "concession", "boost")
"""The game's things an undo may name (« annule le trait »): a closed list, so that « annule
la réservation » is never an undo."""
_GAUGE_NOUNS = frozenset({"blessure", "fatigue", "peur"})


def undo_names(key: str, target: str) -> bool:
    """Whether the undo said in ``key`` (unaccented lowercase) names the entry described by
    ``target`` (« le gain de fortune », « l'ajout du trait »): « annule la fortune », « annule
    le trait »; a gauge's name names a change of gauge, « lancer » a roll."""
    found = _UNDO_FIRST.search(key.replace("'", " ").replace("-", " "))
    if found is None or not found.group("object"):
        return False
    noun = found.group("object").split()[-1].rstrip("s")
    described = target.lower()
    return (noun in described or (noun in _GAUGE_NOUNS and "jauge" in described)
            or _UNDONE_AS.get(noun, noun) in described)


_UNDONE_AS = {"lancer": "jet", "relance": "jet", "defaut": "trait", "qualite": "trait"}
"""Nouns of an undo and the word of the entry they name (« annule la relance »: the roll
thrown again; « annule le défaut »: the trait written)."""


_CHARISME = re.compile(r"\b\d+,? (?:de |en |d )?charisme\b|\bcharisme (?:de |a )?\d+\b")
"""A krâsses player's charisme said with its number (« Malo a deux de charisme et il garde
tout »): the dK of a scénario's start, kept or put in the tas."""
_TO_THE_HEAP = re.compile(r"\b(?:met|mets|mettent|ajoute|ajoutes|ajoutent|remet|pose)\b[^.;]*"
                          r"\b(?:krass\w*|dk)\b[^.;]*\b(?:au|dans le) tas\b")
"""dK put in the tas de krâsses (« le conteur ajoute une krâsse au tas pour la lampe »)."""
_OWN_KRASSES_USED = re.compile(r"\b(?:utilise|utilisent|prend|prennent|depense|depensent|sort|joue)"
                               r" (?:\d+|une?) (?:de |des )?(?:ses|leurs) (?:krass\w*|dk)\b")
"""A player's own kept dK used (« Léopold utilise deux de ses krâsses pour forcer la
serrure »)."""
_HEAP_ASKED = re.compile(r"\bcombien\b[^.;]*\b(?:krass\w*|dk)\b[^.;]*\btas\b"
                         r"|\bcombien\b[^.;]*\b(?:dans le|au) tas\b")
"""The tas de krâsses asked about (« il y a combien de krâsses dans le tas là »): its reading."""
_CREATE = re.compile(r"^(?:(?:ok|bon|alors|et|allez|maintenant),? )*(?:cree|creez|creer|creons)"
                     r"(?: aussi)? (?:(?:le |un )?(?:personnage|pnj)\b|(?!(?:le|la|les|un|une|des"
                     r"|du|de|l|une|ce|cette|ces|son|sa|ses|mon|ma|mes|ton|ta|tes) )[a-z-]+"
                     r"(?: aussi)?(?: avec\b|,|$| lui\b| elle\b| qui\b))|^nouveau personnage\b")
"""A character created, said first (« crée aussi le personnage Baptiste, lui il a … », « et
crée Basile aussi, lui il a trois points de fortune »)."""
_RESERVE_SAID = re.compile(r"^(?:et |bon |alors |ok )?[a-z-]+\b[^.;?]*\b(?:\d+|un|une) (?:des? )?(?:de )?"
                           r"fortune\b[^.;?]*\b(?:\d+|un|une) (?:des? )?(?:de )?marasme\b")
"""A 3-6-9 character's réserve said after a name without a verb (« tiago trois de fortune deux
de marasme », « et Brisecaille le chef des pillards, un dé de fortune et quatre dés de
marasme »): the character created, asked first."""
_REFRESH_SAID = re.compile(r"(?:^|[,;:.] )(?:et )?[a-z-]+(?: (?:il|elle))? (?:a|avec) une actualisation"
                           r" (?:de |a )?\d+\b|^(?:(?:bon |alors )?[a-z-]+,|et [a-z-]+,?) \d+ points? de fortune\b"
                           r"|(?:\bpersonnage |^(?:(?:et|ensuite|puis|bon|alors),? )*)[a-z-]+,? (?:son|sa)"
                           r" actualisation,? (?:c est |est )?(?:de |a )?\d+\b"
                           r"|^(?:(?:et|ensuite|puis|bon|alors),? )*[a-z-]+,?(?: aussi,?)?(?: lui| elle)?"
                           r" (?:il|elle) (?:demarre|commence|part) (?:a|avec) \d+ points?"
                           r" de fortune\b"
                           r"|^(?:et )?[a-z-]+ (?!lui\b|elle\b|il\b|aussi\b)[a-z-]+"
                           r"(?:,? (?:lui|elle|il))+"
                           r" (?:a|aura) \d+ points? de fortune\b"
                           r"|^(?:et )?[a-z-]+,?(?: aussi,?)?(?: (?:lui|elle|il))+(?: a| aura)?"
                           r" \d+ points? de fortune\b"
                           r"|^(?:et )?[a-z-]+\b[^.;?]* \d+ points? d actualisation\b")
"""A zFate character said with its Actualisation or its Points de Fortune (« on refait les
persos, Solveig elle a une actualisation de trois », « et Soizic, trois points de fortune elle
aussi », « ensuite Noëlle, elle démarre à deux points de fortune », a name of two words the
recogniser left apart: « et adelard tugdual lui il a deux points de fortune »): the character
created, asked first."""
_RESERVE_MOVE = re.compile(r"\b(?:mise\w*|sacrifi\w*|gagne\w*|perd\w*|recupere\w*|prend\w*|donne\w*"
                           r"|rend\w*|ajoute\w*|retire\w*|enleve\w*|depense\w*|lance\w*|a|ont"
                           r"|reste\w*)\b")
"""Verbs of a réserve's move, or of a sentence about it: no creation."""
_DESTIN_RESET = re.compile(r"\b(?:remets?|remettre|reinitialise\w*|ramene\w*|remise)\b"
                           r"(?![^.;?]*\b(?:fortunes?|tout|compteurs|jauges?)\b)[^.;?]*"
                           r"\bdestin\b[^.;?]*\b(?:a|au) (?:0|zero)\b")
"""« remets le compteur du destin à zéro »: the Destin reset, however its counter is named
(« remets les fortunes et le destin à zéro » closes the session)."""
_ORDERED_FIRST = re.compile(r"^(?:(?:bon|allez|ok|alors|et|euh),? )*$")
"""Nothing but fillers before an order: it opens the sentence."""
_UNDO_FIRST = re.compile(
    r"^(?:(?:non|si|bon|bof|ben|bah|ah|oh|ok|oui|euh|oups|zut|mince|allez|attends|attend"
    r"|finalement|pardon"
    r"|en fait|c est bon|laisse tomber|laisse|oublie|oublie ca"
    r"|tout compte fait)\s*[,:]?\s*)*(?P<verb>annule|annulez|defais|defaites|retablis|retablissez"
    r"|remets(?=\s+(?:le|la|les|l|ce|cette|son|sa)\s+(?:" + "|".join(UNDO_OBJECTS) + r")\b)"
    r"|remets le|remets la|remets les|refais|refaites|restaure|restaurez"
    r"|(?:retire|retirez|enleve|enlevez|supprime|supprimez|efface|effacez|vire)(?=\s+ca\b))"
    r"(?:\s+(?P=verb))*"
    r"(?:\s+(?:le dernier|la derniere|ca|tout ca|ce jet|le jet|stp|s il te plait)"
    r"|\s+(?P<object>(?:le|la|les|l|ce|cette|son|sa)\s+(?:dernier\s+|derniere\s+)?"
    r"(?:" + "|".join(UNDO_OBJECTS) + r"))(?:\s+(?:du|de la|de l|des|de|d)\s+[^\W\d_][\w-]*)?)?"
    r"\s*(?:[,:;.!]|$"
    r"|(?=(?:c est|c etait|ce n est|il|elle|on|je|j|ils|elles|pas|non|en fait)\b)"
    r"|(?=[a-z]+ (?:dit|disait|a dit|pense|trouve|veut|voulait|demande|explique|rappelle)\b)"
    r"|(?(object)(?=(?:le|la|les|l) [a-z]+ (?:dit|a dit|pense|trouve|veut|est|etait|a|avait)\b)"
    r"|(?!))"
    r"|(?=(?:le|la) (?:meneur|meneuse|mj|conteur|conteuse|destinee|narrateur|narratrice)\b))")
"""An undo or a redo ordered first, alone or with its reason after a comma or a new clause
(« annule, on ne l'a pas encore rencontré, ce contact », « Non c'est bon, remets-le, il l'a
mérité », « non non annule c'est Solène qui fuit », « annule annule Manon dit que c'était
démentielle », « non finalement annule la relance le meneur est pas d'accord », « non annule
ça le meneur dit que ça compte pas »: whoever runs the game gives the reason); « retire ça »,
« efface ça » undo what was just done (« retire le trait X » is no undo)."""
_UNDO_ALL = re.compile(r"^(?:(?:bon|la|alors|ok|euh|non|attends|ah|oh)\s*[,:]?\s*)*"
                       r"(?:j |je |on )?annule tout\s*(?:[,;:.!]|$)")
"""« bon là j'annule tout »: what « tout » is, the speaker is asked (the last entry, named)."""
_FORGETTING = re.compile(r"\b(?:d|pour ne pas|pour pas|sans) oublier\b|\bj (?:ai|avais) oublie\b"
                         r"|\bon (?:a|avait) oublie\b")
"""« avant d'oublier », « j'avais oublié »: the speaker's own memory, no undo ordered."""
_AUTO_SAID = re.compile(r"\b(?:automatique\w*|auto|sans (?:lancer|les des|des|jet|jeter)"
                        r"|pas besoin de (?:lancer|jet|jeter|des)|d office|reussi\w* grace"
                        r"|direct(?:ement)?|resolution)\b")
"""How an automatic resolution is said (« c'est automatique », « pas besoin de lancer »),
not a word that only looks like it (« l'automate »)."""
_UNDO_SAID = re.compile(r"\b(?:annul\w*|defai\w*|defais|efface\w*|oublie (?:ca|cela|le|la|les|ce)"
                        r"|on oublie\b)")
"""Words that order an undo beside a memory (« avant d'oublier, annule le dernier jet »)."""
_RESTORED = re.compile(r"\b(?:restaur\w*|retabli\w*|refai\w*|refais|remet\w*)\b")
"""A verb of redoing said with what was undone (« restaure l'action annulée »): a redo."""
_REDO_VERBS = ("retablis", "remets", "refai", "restaur")
_UNDO_LAST = re.compile(r"(?<!\bas)(?<!\ba)(?<!\bai)(?<!\bavez)(?<!\bavons)(?<!\bont)"
                        r"(?<!\bavait)(?<!\bavais)(?<!\best)(?:[,;:]\s*|\s)"
                        r"(?:(?:bon|allez|donc|alors|du coup|s il te plait),?\s*)*"
                        r"(?P<verb>annule|annulez|retablis|retablissez|refais|refaites"
                        r"|remets (?:le|la|les)(?=\s*[.!]*$))"
                        r"(?:\s+(?:ca|tout ca|le dernier|la derniere|(?:le|la|les|l|son|sa|ses)\s+"
                        r"(?:" + "|".join(UNDO_OBJECTS) + r")(?:\s+(?:de|d)\s+\w+)?))?\s*[.!]*$")
"""An undo or a redo that ends the sentence after its reason, with or without a comma: asked,
naming what it would undo; done at once after the correction it makes (« non attends c'est
Loïc qui a peur pas elle, annule », « ah si c'était bien Bérénice rétablis »:
``spoken_undo.CORRECTION_WORDS``). A participle after its auxiliary orders nothing (« remets
ce que tu as annulé »)."""
_NOT_WHOM = "(?!" + "|".join(
    ("demain", "bientot", "plus", "tout", "toi", "vous", "tous", "la prochaine", "ce soir",
     "jeudi", "lundi", "mardi", "mercredi", "vendredi", "samedi", "dimanche", "jamais",
     "quoi", "qui")) + ")"
"""Words after « à » or « pour » that name a time or no one (« et à demain »)."""
_TWO_WORDS_NAME = (r"(?:(?!(?:le|la|les|l|un|une|des|du|de|mon|ma|mes|ton|ta|tes|son|sa|ses|ce"
                   r"|cette|ces|notre|votre|leur|il|elle|on|je|j|tu|y|moi|toi|lui|puis|alors|donc"
                   r"|ca|a|au|aux|pour|en|avec|sur|dans|chez|par)\b)[^\W\d_][\w-]* )?"
                   r"[^\W\d_][\w-]*")
"""A name in one word, or in two a recogniser left apart (« jean eudes », « tanguy malo »)."""
_OWN_VALUE_FOR_ANOTHER = (
    r"^et (?!(?:moi|toi|lui|elle|nous|vous|eux|ca|puis|alors|donc)\b)" + _TWO_WORDS_NAME
    + r"(?:,? (?:lui|elle),? (?:il|elle) (?:en )?a (?:une?|\d+)\b[^,;.]*"
    r"|,? (?:une?|\d+) [^,;.]*,? (?:lui|elle) aussi)[.!]?$")
"""« Et Wandrille-Théodore, lui il en a deux », « et ghislain enogat trois points de fortune
lui aussi »: the last command again for someone else, with their own value."""
_ALSO_WITH_ITS_VALUE = (r"^(?!(?:moi|toi|lui|elle|nous|vous|eux|ils|elles|on|ca|c|j|je|tu|il"
                        r"|bon|oui|ouais|non|alors|donc|tout|pas)\b)[^\W\d_][\w-]*"
                        r" (?:aussi|egalement)(?:,? (?:une?|\d+)\b[^,;.]*)?[.!]?$")
"""« Théodrade-Lise aussi, deux points de fortune. », « Bertrand aussi. »: the last command
again for someone named first, with their own value or none, nothing else said."""
_ELLIPSIS = re.compile(
    r"\ben (?:gagne|gagnent|prend|prends|prennent|reprend|reprends|recoit|obtient|remporte"
    r"|perd|perdent|depense|depensent|utilise|encaisse)\b (?:encore )?(?:une|un|\d+)\b"
    r"|^(?:et |bon |allez )?(?:encore )?(?:une|un|\d+)\b(?: autre| de plus)? pour [^\W\d_]"
    r"|^(?:et |bon )?(?:(?:pareil|idem|la meme chose|meme chose) )?(?:a|pour) " + _NOT_WHOM
    + r"[^\W\d_][\w-]*(?:(?: aussi| egalement| pareil)?\s*[.!]?$"
    r"|,? mais (?:avec|a|en) .+$|,? mais (?:une|un|\d+)(?: seule?)?\s*$)"
    r"|^(?:et |bon )?(?:a|pour) " + _NOT_WHOM + r"[^\W\d_][\w-]*(?: [^\W\d_][\w-]*)?"
    r" (?:aussi|egalement|pareil),? (?:il|elle|ils|elles|c|parce|car)\b"
    r"|^et (?!(?:moi|toi|lui|elle|nous|vous|eux|ca|puis|alors|donc)\b)"
    + _TWO_WORDS_NAME + r" (?:aussi|pareil|idem|egalement)\b"
    r"|^(?!(?:moi|toi|lui|elle|nous|vous|eux|ca|bon|ouais|oui|non|alors|donc|c|tout|pas|et)\b)"
    r"[^\W\d_][\w-]* (?:pareil|idem)\b"
    r"|" + _ALSO_WITH_ITS_VALUE + r"|" + _OWN_VALUE_FOR_ANOTHER)
"""A command that names its object by « en » or leaves it out (« Et Loïc en gagne une pour la
grille », « Et encore une pour Héloïse », « et à Loïc aussi », « et à liv aurore aussi elle a
sauvé le chien », « pareil pour Clémence », « et
Inès pareil, deux points de fortune », « Gaspard pareil », « pareil pour Lucie mais avec
compétence un »): the previous command's object again (« et à demain » is no follow-up)."""
_SAME_SAID = re.compile(r"\b(?:pareil|idem)\b"
                        r"|^et " + _TWO_WORDS_NAME + r" (?:aussi|egalement)\b,?"
                        r"(?: (?:lui|elle),?)?"
                        r"(?: (?:il|elle) (?:en )?a)?(?: (?:\d+|une?)(?: [^,;.]*)?)?[.!]?$"
                        r"|" + _ALSO_WITH_ITS_VALUE + r"|" + _OWN_VALUE_FOR_ANOTHER)
"""« pareil pour … », « et Gwenaëlle aussi, deux points de fortune », « et Aurélien aussi, lui
il a deux points de fortune »: the same command again, whatever fortunes or gauges the words
name (not « et Gaëtan aussi crée le personnage … », a command of its own)."""
_TRAIT_WRITTEN = re.compile(
    r"\b(?:ajoute|ajoutes|ajoutez|rajoute|rajoutes|note|notes|notez|ecris|ecrivez|inscris"
    r"|inscrivez)\b(?:[- ](?:lui|leur|moi))?(?: (?:a|sur) (?:la|sa) fiche (?:de|d) \w+)?"
    r" (?:le|un|son|ce|nouveau) (?:nouveau )?"
    r"(?:traits?|defauts?)\b"
    r"|\b(?:ajoute|ajoutes|ajoutez|rajoute|note|notes|notez|ecris|ecrivez|inscris|inscrivez"
    r"|mets|mettez)(?:[- ](?:lui|leur))?\b[^,.;]* comme (?:nouveau |nouvel )?(?:traits?|defauts?)\b"
    r"|^(?:et |bon )?[^\W\d_][\w-]* (?:gagne|recupere|obtient|prend|herite d) (?:un|le|son|d un)"
    r" (?:nouveau )?(?:trait|defaut)\b"
    r"|\b(?:ajoute|ajoutes|ajoutez|rajoute|note|notes|notez|ecris|inscris)\b[^,.;:]* (?:a|sur|dans)"
    r" (?:la|sa) fiche (?:de|d) \w+"
    r"|\b(?:ajoute|rajoute|note|ecris|inscris)[- ]lui (?!(?:une?|deux|trois|\d+|la|sa|les|ses) "
    r"(?:fortunes?|barres?|jauges?|blessures?|fatigues?|peurs?)\b)"
    r"(?!(?:le|un|ce|son|ca|cela) (?:trait|defaut)?\s*[,.;!?]*$)[^\W\d_]")
"""« ajoute à la fiche de Barnabé le trait ami du forgeron », « note-lui peur du feu comme
défaut », « Greg récupère un défaut, recherché par la garde »: a trait written, never
struck."""
_REROLL = re.compile(r"^(?:(?:euh|bon|allez|ok) )*(?:relance|relancez|recommence|recommencez"
                     r"|rejoue|rejouez) (?:le|ce|la) (?:dernier )?(?:jet|lancer|lancer de des)\b"
                     r"|(?:[,;:]|\btentative|\bdroit|\bbon|\ballez|\bdonc|\balors)\s*(?:on|nous)"
                     r" (?:relance|relancons)\s*[.!]*$"
                     r"|(?:^|[.!;:] )(?:(?:euh|bon|allez|ok|aie|ah|oh|zut) )*(?:on|nous)"
                     r" (?:relance|relancons)\s*,"
                     r"|^(?:(?:euh|bon|allez|ok|et) )*(?:encore (?:une|1) fois|une fois de plus"
                     r"|on (?:recommence|remet ca|y retourne))\s*[.!]*$"
                     r"|^(?:(?:euh|bon|allez|ok|aie|ah|oh|zut),? )*(?:on )?relance,? "
                     r"(?:(?:le|la) (?:meneur|meneuse|mj|conteur|conteuse|destinee|narrateur"
                     r"|narratrice)|(?!(?:la|le|les|sa|son|de|des|jet|jets|lancer|tour|destin)\b)"
                     r"[^\W\d_][\w-]*) (?:dit|a dit|nous dit|explique|avait|accorde|autorise|veut"
                     r"|decide|a decide|trouve|pense)\b")
"""« recommence le lancer à l'identique », « … on a droit à une deuxième tentative on
relance », « aïe. on relance, Octave lui tient la lampe », « encore une fois », « on relance
la meneuse dit qu'il a droit à … », « aïe on relance filomène dit qu'elle a des épingles de
rechange », « on relance le meneur avait oublié que le toit est glissant »: the last roll
thrown again, its reason said by who allows it."""
_TRAIT_GAINED = re.compile(
    r"\b(?:gagne|gagnes|gagnent|obtient|obtiens|obtiennent|acquiert|acquiers|acquierent|recoit"
    r"|recois|recoivent|recupere|recuperes|recuperent|herite|herites|heritent|prend|prends"
    r"|prennent)\b(?: aussi| encore| egalement)?"
    r" (?:le|un|les|des|deux|trois|\d+) (?:nouveaux? |nouvelles? )?(?:traits?|defauts?)\b")
"""« elle gagne le trait clé d'os », « et il gagne aussi le trait contacts à la cour », « Zoé
récupère un défaut, vertige », « énora … tu gagnes le trait écho du bourdon »: a trait written,
never one struck."""


def trait_written(text: str) -> bool:
    """Whether the words order a trait written (« note un défaut pour Gwendoline : … », « elle
    gagne le trait clé d'os »), whatever the model made of them."""
    key = strip_accents(text.lower()).replace("'", " ")
    return _TRAIT_WRITTEN.search(key) is not None or _TRAIT_GAINED.search(key) is not None
_GAINS_A_NAMED_TRAIT = re.compile(
    r"\b(?:gagne|gagnent|obtient|obtiennent|acquiert|recoit|recoivent|developpe|developpent)\b"
    r" (?:une |la |sa )?(?:peur|phobie|haine|horreur|amour|dette|soif|faim) (?:des|du|de la|de l"
    r"|d un|d une|envers|pour) \w+")
"""« Loïc gagne peur des hauteurs », « … une dette envers la guilde »: a gauge's word named by
what it is of (an article, never a person's name) is a trait, a défaut to write."""
TRAIT_MISREAD = frozenset({"remove_trait", "out_of_scope", "nlu_fallback", "sheet", "consolidate",
                           "oracle_choice", "propose_effect", "rules_question"})
"""What the model makes of a trait gained said with its story (« Anaïs ramasse la clé d'os,
elle gagne le trait clé d'os »)."""
_OTHER_GAMES = ("fate_", "krasses", "trois_six_neuf", "deux_d6")
"""Intents of the other games, whose own commands may gain a Point de Fortune (a Contrainte)."""
_SHIFT = re.compile(r"\b(?:decal\w*|transform\w*|amelior\w*|cran|resultat|en presque|en succes)\b")
_SHIFTED = re.compile(r"\b(?:pass\w*|transform\w*|chang\w*|decal\w*|monte\w*|tourn\w*)"
                      r"(?: (?:le|la|son|sa|mon|ma|ce|cet|cette|un|une))? (?:revers|presque|echec"
                      r"|succes|fiasco|resultat|jet)\b(?: \w+)? en (?:presque|succes|exploit|revers)\b")
"""A result moved up a rank (« passer le revers en presque »): a fortune's shift."""
_ASKING_WHO = re.compile(r"^(?:\w+ )?(?:c est )?qui\b|\bdis moi qui\b|\b(?:pourquoi|comment|combien)\b")
_SPEND_IN_PLAY = re.compile(
    r"\b(?:depense|depenses|depensez|utilise|utilises|utilisez|claque|claques|brule|brules"
    r"|grille|grilles|joue|joues|use|paie|paies|paye|payes|paient|payent|met|mets|mettent)\b"
    r"(?: aussi| encore)? (?:sa|une|\d+|ses|son|mes|ma|leur|un point de)"
    r" (?:derniere |deuxieme |seconde |autre |premiere )?(?:fortunes?|point de fortune)\b")
_ONE_FOR_A_GAUGE = re.compile(r"^(?:et |bon )?(?:encore )?(?:(?:une|1) (?:autre |de plus )?|(?:une|sa|la) "
                              r"(?:deuxieme|seconde|troisieme) )(?:fortune )?(?:pour|sur)"
                              r" (?:la|sa|son|le|l) (?:jauge (?:de |d )?)?(\w+)")
"""« et encore une pour la blessure de Maïwenn », « et une deuxième sur la blessure pour
Fulcran »: one more fortune spent on a gauge (a new wound would be « encore une blessure pour
Maïwenn »)."""
_SPENT_BY_PRONOUN = re.compile(
    r"\b(?:la|l) (?:depense|depenses|utilise|utilises|claque|claques|brule|brules|joue|joues)\b"
    r"[^.;?]*\bpour (?:un|une|le|la) (?:rebondissement|revelation|relance|decalage)\b")
"""A fortune named by its pronoun and spent on one of its uses in play (« il la dépense tout de
suite pour un rebondissement »)."""
_CONSOLIDATION = re.compile(r"\b(?:garder|effacer|efface|consolid\w*|durabl\w*|jauge|barre"
                            r"|traits?|baisser|eliminer|conserver|debarrasser|defaire"
                            r"|defaut|defauts)\b"
                            r"|(?<!\ble )(?<!\bdu )(?<!\bun )\bgarde (?:le|la|les|l|son|sa|ses)\b")
"""A consolidation's words (« garde le trait », « pour se débarrasser de colérique », not « le
garde s'endort »)."""
_DESTIN_MOVE = re.compile(
    r"(?:^|[:;,.] )(?:\w+ ){0,2}(?:le )?destin (?:plus|moins) \d+\b"
    r"|\bdestin (?:plus|moins) \d+\W*$|\bdestin (?:plus|moins)\W*$"
    r"|\b(?:monte|montes|augmente|augmentes|baisse|baisses|descend|descends|diminue|diminues"
    r"|remonte|remontes)\b (?:le |du )?destin\b"
    r"(?: (?:d|de) (?:\d+|un) (?:points?|crans?))?"
    r"|\bdestin (?:monte|baisse|descend|remonte|augmente|diminue) (?:d|de) (?:\d+|un) (?:points?|crans?)\b"
    r"|\b(?:ajoute|ajoutes|rajoute|enleve|enleves|retire|retires) (?:\d+|un|une) (?:points? )?"
    r"(?:de|d|au) destin\b")
TRAIT_ROLL_NEIGHBOURS = frozenset({"roll_traits", "resolve_auto", "add_trait", "remove_trait",
                                   "consolidate", "rules_question", "help", "sheet",
                                   "table_status", "odds_query", "resolve_competition",
                                   "resolve_script", *OTHER_GAME_ROLLS, *ORACLE_INTENTS})
"""Intents whose sentences may name what someone has without asking for a roll of traits."""
SHEET_EDITS = frozenset({"add_trait", "remove_trait", "consolidate"})
_SHEET_WORDS = re.compile(r"\b(?:traits?|fiches?|gagne|gagnent|note|notes|ajoute|ajoutes|ecris"
                          r"|raye|rayes|retire|retires|enleve|enleves|efface|perd|perdent"
                          r"|acquiert|obtient|defauts?|fortunes?|consolid\w*|jauges?)\b")
"""Words of a sheet changed: without them, « Noémie a escrime mythique » after an action and
with the obstacle's own clause is what a side brings to a roll, not a trait written."""
GAUGE_TALK = frozenset({"out_of_scope", "nlu_fallback", "rules_question", "table_status"})
"""Readings the model gives a gauge said in narration (« elle n'a plus soif »)."""
GAUGE_MISREAD = frozenset({*GAUGE_TALK, "add_trait", "remove_trait", "propose_effect",
                           "oracle_choice", "roll_traits", "resolve_pool"})
"""Readings the model gives a gauge's change said with its narration (« Aurélien prend une
blessure, un éclat de roche lui entaille le front »); those outside ``GAUGE_TALK`` only when
the model is unsure of them."""
_BARS_SAID = re.compile(r"\b(?:[0-3]|une?|deux|trois) barres?\b")
"""A jauge's bars, HaDes's words (zFate's Stress has boxes): a zFate reading the model gives a
sentence said with them is a misreading (« …, dans la vase : stress deux barres »)."""
_GAUGE_ORDER = re.compile(r"^(?:(?:euh|bon|alors|ok) )*(?:mets|mettez|passe|passez|remets|remettez)"
                          r" (?:la|sa|le|son) ")
"""A gauge set by an order (« mets la faim de Gwenola à trois »)."""
_SUBJECT_PERSON = re.compile(r"^(?:(?:euh|bon|et|alors|ouch|aie|oh) )*(?:je|j|il|elle|ils|elles)\b"
                             r"|\bmoi\b")
"""A gauge's clause whose subject is the speaker or a protagonist said by a pronoun (« j'ai pris
une blessure moi », « elle prend une autre blessure »), not a thing (« ça me fatigue »)."""
_NONE_LEFT_FOR = re.compile(r"(?:^|[,;:] ?)(?:et )?plus (?:de |d )[a-z]+ pour"
                            r" (?:lui|elle|[a-z-]{3,})\b")
"""A gauge emptied for someone (« …, plus de fatigue pour lui »): the bookkeeping's order."""
_PERSON_STATE = re.compile(r"(?:^|[,;:] ?)(?:(?:et|bon|alors|en plus|mais|du coup) )*(?:il|elle) "
                           r"(?:est|etait|s est)\b")
"""« il est crevé : deux de fatigue »: the state of a protagonist said by a pronoun, then the
level of its gauge in a clause of its own."""
_NOT_A_GAUGE = re.compile(r"\b(?:fortunes?|traits?|fiches?|consequences?|defauts?)\b"
                          r"|(?<!barres de )(?<!barre de )\bstress\b"
                          r"(?!,? (?:[0-3]|une?|deux|trois) barres?\b)")
"""A gauge named with these is a consolidation, a trait (« enlève dette envers le capitaine
de sa fiche ») or zFate's Stress: no gauge change; a stress counted in bars is HaDes's jauge
(« stress deux barres »)."""
_BAR_HAD = re.compile(r"\b(?:a|ont|avait|avaient|tient|tiennent|porte|portent|brandit|agite)"
                      r" (?:une|1|sa|son|leur) barre (?:de |d )(?P<thing>[a-z]+)")
"""A bar of something had or held (« il a une barre de fer »): a thing, unless what it is of is
a gauge (« il a une barre de fatigue »)."""
_SCRIPT_SAID = re.compile(r"\bscript\b")
_RESOLVED_AS = re.compile(
    r"\b(?:on resout|resous|resolvez|on fait|fais|faites|on lance|lance|lancez|on joue|joue"
    r"|on passe|passe|on regle|regle)\b(?: (?:ca|cela|tout ca|la suite|le reste|la \w+|le \w+"
    r"|l \w+|les \w+|cette \w+|ce \w+))? (?:en|par|avec|sous forme d|un|une)"
    r" (?P<how>script|competition)\b")
"""A script or a competition ordered without its steps (« on résout la mission en script »,
« fais un script pour l'expédition », « on fait une compétition »): the action asks for them."""
_OTHER_FORTUNE = (r"\b(?:avec|pour) (?:l autre|la derniere|sa derniere|la deuxieme|sa deuxieme"
                  r"|une autre|la seconde|sa seconde)(?: fortune)?\b")
_KEEPING = (r"\b(?:garde|gardent|efface|effacent|elimine|consolide|change|transforme"
            r"|rend durable)\b")
_UNDO_WANTED = re.compile(r"\b(?:je veux|on veut|je voudrais|je vais) annuler (?:ce que (?:je viens|"
                          r"j ai|on vient)|ca\b|la derniere|le dernier|ce dernier)")
"""An undo of what was just said, wanted in so many words: asked about, naming it."""
_ANOTHER_CONSOLIDATION = re.compile(
    rf"{_OTHER_FORTUNE}[^.;?]*{_KEEPING}|{_KEEPING}[^.;?]*{_OTHER_FORTUNE}[^.;?]*$")
"""A consolidation chained to the one before (« et avec l'autre elle garde remède contre le
venin », « et elle garde amie des nomades avec la deuxième »): the other fortune is spent on
a trait."""
_FORTUNE_ON_A_GAUGE = re.compile(r"^(?:et |puis |bon )*(?:encore )?(?:une?|1|l autre|la derniere)"
                                 r"(?: autre)? fortunes? (?:sur|pour) (?:ma|sa|mon|son|la|le|sa)"
                                 r" \w+\s*[.!]?$")
"""A fortune put on a gauge, the verb left to the consolidation before (« et une fortune sur
ma peur »)."""


def _someone_elses_gauge(key: str) -> bool:
    """Whether a gauge is said of someone named by a common noun with its article (« la
    blessure du meunier », « la peur des villageois »), or moved by the verb of a clause whose
    subject is one (« bref la sentinelle bascule dans la flotte »): a character of the story,
    no protagonist whose gauge the table keeps."""
    gauges = synonym_tables().gauges
    if any(found.group(1) in gauges for found in re.finditer(
            r"\b(?:la|le|sa|son|une|un) (\w+) (?:du|de la|de l|des) \w+", key)):
        return True
    clause = gauge_clause(key)
    subject = _STORY_SUBJECT.match(clause) if clause else None
    return subject is not None and subject.group(1) not in gauges \
        and gauge_from_words(subject.group(1)) is None and subject.group(1) not in _GAUGE_WORDS


_STORY_SUBJECT = re.compile(r"^(?:(?:bref|bon|alors|et|mais|puis|ensuite|donc|soudain) )*"
                            r"(?:la|le|les|l|un|une|des|ce|cette|ces) (\w+)")
"""A clause opened by a common noun and its article: someone of the story."""
_GAUGE_WORDS = frozenset({"jauge", "jauges", "barre", "barres", "niveau"})
"""Words that open a gauge's own clause (« la jauge de peur de Yvon … »), no one's."""


_OPEN_POOL = re.compile(r"\b(?:lance|lances|lancent|jette|jettent|roule|roulent)\b[^?.;]*?"
                        r"\b\d+ (?:des|de|d) contre\b(?![^?]*\d)")
"""A throw ordered with its own dice and « contre », the other side not said: the roll, whose
obstacle is asked for."""
_ASKING_HOW = re.compile(r"\b(?:comment|explique\w*|pourquoi|c est quoi|qu est ce)\b")
"""A way of doing asked about (« explique-moi comment on résout un script »): the rules."""
STRUCK_BY_PRONOUN = re.compile(r"\b(?:raye|rayez|efface|effacez|enleve|enlevez|retire|retirez"
                               r"|supprime|supprimez|barre|barrez)[- ](?:la|le|les)\b"
                               r"(?: (?:de|sur) (?:sa|la|ta|leur) fiche)")
"""« …, raye-la de sa fiche »: a trait struck, named earlier in the line (unaccented)."""
_ENDING = re.compile(r"\b(?:on passe|passons|on arrive|on en arrive|place) (?:a|au) (?:la )?fin de"
                     r" (?:la )?(?:partie|seance|session|soiree)\b")
"""« bon c'est l'heure, on passe à la fin de partie »: the end of the session (its bilan)."""
_STOP_TALKING = re.compile(r"\barret\w* de (?:parler|discuter|causer|papoter|debattre|rire"
                           r"|chipoter|raconter)\b")
_OF_THE_SESSION = re.compile(r"\b(?:partie|session|seance|soiree|pour ce soir"
                             r"|pour aujourd hui)\b")
"""« on arrête de parler de la fin du film »: the talk stops, not the session, which is then
named (« on arrête de papoter, c'est la fin de la partie »)."""
_CLOSING = re.compile(r"\b(?:clore|clos|clot|cloture|clotures|cloturer)\b (?:la|cette)"
                      r" (?:partie|session|seance)\b")
"""« tu peux clore la partie », « clôture la session »: the session's close, asked once
(« on termine la session » is the evening's end, ``end_session``)."""
FORTUNE_INTENTS = frozenset({"fortune_gain", "fortune_spend", "fortune_shift", "consolidate",
                             "add_trait"})
_SWITCH = re.compile(r"\b(?:jou(?!eur|euse|et)\w*|bascul\w*|pass(?!eur|euse|age|ant|erelle|eport)\w*|repass(?:e|ons|ez|er)|chang\w*|syst[eè]me|revien\w*"
                     r"|fini(?:t|ssons)?(?= (?:par|en|au|aux)\b)|continu(?:e|ons)|enchain(?:e|ons)"
                     r"|(?:(?:res)?sor(?:t|s|tons|tez)|repren(?:d|ds|ons|ez))"
                     r"(?= (?:les|nos|vos|mes|ma|tes|ta) (?:fiches?|r[eè]gles)\b)"
                     r"|fai(?:t|s|sons)(?= (?:ca |ça |cela )?(?:en|au|aux|avec)\b)"
                     r"|retour(?= (?:a|à|au|aux|en)\b)"
                     r"|mets(?= (?:nous |on |moi |la table )?(?:à|a|au|aux|en|sur|dessus)\b))\b")
"""Verbs of switching games (« mets-nous en Fate », « mets la table dessus », « on finit par
le duel en trois six neuf », « on finit en 3-6-9 », « on ressort les fiches hadès », « pour la
suite je ressors ma fiche HaDes », « le concours on le fait aux krâsses », « on la fait avec
les fiches HaDes », « retour aux fiches HaDes », not « je mets deux krâsses pour le
gardien »)."""


def says_a_roll(text: str) -> bool:
    """Tell whether ``text`` says one pool as a command (module docstring)."""
    if single_pool(text) is None:
        return False
    if " contre " not in text and " face " not in text:
        return True  # « X dés … en a Y »
    return bool(DICE_POOL.search(text) or _ENDING_POOL.search(text.rstrip(" ?!.")))


_GAUGE_ASKED = re.compile(r"\b(?:en (?:est|sont|etait) (?:ou|a combien)|ou en (?:est|sont)"
                          r"|a combien de barres?|combien de barres? (?:de|d|a|il|elle))\b")
"""A gauge's level asked without a question mark (« il en est où de sa fatigue »)."""
_A_NUMBER_TOLD = re.compile(r"^(?:(?:euh|bon|ben|bah|alors|et|moi|j ai|j en ai|ca fait) )*\d+"
                            r"(?: (?:et|je|j|ca|c|on|tout|pile|au total)\b.*)?\W*$")
"""A number said on its own, or before talk (« dix neuf », « vingt deux je suis en haut »),
no die said with it: an answer to another player when no question is pending."""
_THROW_WORDS = re.compile(r"\b(?:des?|contre|face|lance\w*|jette\w*|roule\w*|jets?)\b")
"""Words that say a throw, or dice: a number with them is a pool."""
_FACE_WISHED = re.compile(r"\b(?:un|le) (?:petit|beau|gros|joli|bon|double) (?:[1-6]|as)\b")
"""A die's face wished for (« allez les dés, un petit six pour maman »): a cheer, no pool."""
_FAREWELL = re.compile(r"\b(?:revoir|bonne nuit|a plus|ciao|bye|bientot|adieu|prochaine|demain"
                       r"|m en vais|vous laisse|se quitte|quitt\w*|sortir|exit|ferme)\b")
"""The words of a farewell: without one, the model's « goodbye » is a misreading (« et à bon ? »
after a zFate roll is heard near « à bientôt »)."""
_ASKED_AFTER = re.compile(r"^\W*et\b[^?]*\?\s*$")
"""« et à bon ? »: a question that goes on from the last command."""
_VALUE_ASKED_AFTER = re.compile(r"^\W*et (?:a|en|contre|avec) (?:une? |le |la |l )?[\w-]+"
                                r"(?: [\w-]+)?\s*\?\s*$")
"""« et en complexe ? », « et à 6 ? », « et avec 2 krâsses ? »: one value asked again after
the last command, no verb."""
_NOT_FOLLOWING = frozenset({"table_status", "out_of_scope", "nlu_fallback", "rules_question",
                            "goodbye", "greet", "help"})
"""What the model makes of a value asked again (:data:`_VALUE_ASKED_AFTER`) that says no
command of its own."""


def intent_from_words(intent: str, confidence: float, text: str, floor: float,
                      sure: float | None = None, named: bool = False,
                      whole: str = "") -> tuple[str, float]:
    """The intent the normalised ``text`` says by the game's grammar, and its confidence
    (module docstring): ``floor`` for a reading of the words alone, ``sure`` (``floor`` when
    not given) for the command's own words; ``named``: the sentence names a protagonist;
    ``whole``: the whole sentence when ``text`` is its command without the talk around it (the
    correction an undo makes may be cut as talk: « ah non attends c'était trois contre deux, …,
    annule »).
    ``(intent, confidence)`` unchanged when the words say nothing surer. A bar of something
    had that is no gauge (« il a une barre de fer ») is never a gauge set."""
    read, read_confidence = _read_from_words(intent, confidence, text, floor, sure, named, whole)
    had = _BAR_HAD.search(strip_accents(text.lower()).replace("'", " "))
    if read == "gauge_set" and had is not None \
            and had.group("thing") not in synonym_tables().gauges:
        return "out_of_scope", confidence  # « il a une barre de fer »: a thing had
    return read, read_confidence


def _read_from_words(intent: str, confidence: float, text: str, floor: float,
                     sure: float | None = None, named: bool = False,
                     whole: str = "") -> tuple[str, float]:
    """:func:`intent_from_words` before the things had are told from gauges."""
    sure = floor if sure is None else sure
    if intent == "resolve_pool" and asks_for_odds(text):
        return "odds_query", confidence
    key = strip_accents(text.lower()).replace("'", " ")
    given = _FORTUNE_THEN_NAME.match(key)
    if named and given is not None and not _QUESTION.search(text) \
            and all(is_name_like(part) for part in given["name"].split("-")):
        return "fortune_gain", max(confidence if intent == "fortune_gain" else 0.0, floor)
    if _GAUGE_ASKED.search(key) and any(word in synonym_tables().gauges for word in key.split()):
        return "table_status", max(confidence, floor)  # « il en est où de sa fatigue, Sulpice »
    if intent == "resolve_pool" and ((_FACE_WISHED.search(key) and " contre " not in key)
                                     or (_A_NUMBER_TOLD.match(key) and not _THROW_WORDS.search(key))
                                     or ("?" in key and not re.search(r"\bcontre\b", key)
                                         and not _THROW.search(key))):
        return "out_of_scope", confidence  # « allez les dés, un petit six pour maman », « dix
        # neuf » told to another player, « tout le monde a ses deux dés à dix faces ? »
    if intent in _NOT_FOLLOWING and _VALUE_ASKED_AFTER.match(key):
        return "follow_up", floor  # « et en complexe ? » after the odds of a 2D6 roll
    if intent == "goodbye" and not _FAREWELL.search(key):  # « et à bon ? » is no « à bientôt »
        if _ASKED_AFTER.match(key):
            return "follow_up", floor
        intent = "out_of_scope"  # the words may still say a command (« et à loic aussi »)
    if intent == "undo" and _FORGETTING.search(key) and (
            gauge_level_said(text) is not None or not _UNDO_SAID.search(key)):
        intent = "out_of_scope"  # « avant d'oublier : Ombeline, blessure deux barres », « avant
        # d'oublier casimir il s'est coupé … une barre de blessure pour lui »
    if _UNDO_ALL.match(key) and not _QUESTION.search(text):
        return "undo", floor  # « bon là j'annule tout, la sorcière se réveille »: asked
    undoing = _UNDO_FIRST.search(key.replace("-", " "))
    if undoing is not None and not _QUESTION.search(text):
        said = "redo" if undoing.group("verb").startswith(_REDO_VERBS) else "undo"
        if undoing.group("object"):  # « annule le trait »: the action checks it is the last
            return said, floor
        return said, max(confidence if intent == said else 0.0, sure)
    if intent == "undo" and _RESTORED.search(key) and not _QUESTION.search(text):
        return "redo", floor  # « restaure la dernière action annulée »
    if _UNDO_WANTED.search(key) and intent != "undo" and not _QUESTION.search(text):
        return "undo", floor  # « je veux annuler ce que je viens de dire, c'est pas elle … »
    undone_last = _UNDO_LAST.search(key.replace("-", " "))
    if undone_last is not None and not _QUESTION.search(text):  # « …, annule »: asked
        said = "redo" if undone_last.group("verb").startswith(_REDO_VERBS) else "undo"
        corrects = CORRECTION_WORDS.search(" ".join(key[:undone_last.start()].split())) or (
            whole and CORRECTION_WORDS.search(" ".join(
                strip_accents(whole.lower()).replace("'", " ").split())))
        return said, max(confidence if intent == said else 0.0, sure if corrects else floor)
    reset = _DESTIN_RESET.search(key)
    if reset is not None and not _QUESTION.search(text):  # « Remets le compteur … » said first
        return "destin_reset", max(confidence if intent == "destin_reset" else 0.0,
                                   sure if _ORDERED_FIRST.match(key[:reset.start()]) else floor)
    reading = reading_from_words(text)
    if reading is not None and reading != intent and not says_a_roll(text):
        return reading, max(confidence, floor)  # « comment on fait un exploit »
    if intent in OTHER_GAME_ROLLS | {"roll_traits"} and asks_for_odds(text):
        return "odds_query", confidence  # « quelles sont mes chances bon contre correct »
    if intent != "resolve_script" and _SCRIPT_SAID.search(key) and len(told_steps(text)) >= 2 \
            and not _QUESTION.search(text):  # « script en deux etapes pour iseult d abord … »
        return "resolve_script", max(confidence, floor)
    resolved = _RESOLVED_AS.search(key)
    if resolved is not None and not _QUESTION.search(text) \
            and not _ASKING_HOW.search(key):  # « on résout ça en script »
        return f"resolve_{resolved.group('how')}", max(confidence, floor)
    if _CLOSING.search(key) and not _QUESTION.search(text) and intent != "close_session":
        return "close_session", floor  # « tu peux clore la partie »
    if _ENDING.search(key) and not _QUESTION.search(text) and intent != "end_session":
        return "end_session", floor  # « on passe à la fin de partie »
    if intent == "end_session" and _STOP_TALKING.search(key) and not _OF_THE_SESSION.search(key):
        return "out_of_scope", confidence  # « on arrête de parler de la fin du film »
    if intent in ("gauge_set", "consolidate", "out_of_scope") and _GAINS_A_NAMED_TRAIT.search(key) \
            and gauge_level_said(text) is None and not _QUESTION.search(text):
        return "add_trait", floor  # « Loïc gagne peur des hauteurs »: a défaut, no gauge
    if _ANOTHER_CONSOLIDATION.search(key) and intent != "consolidate" and not _QUESTION.search(text):
        return "consolidate", floor  # « et avec l'autre elle garde remède contre le venin »
    if _FORTUNE_ON_A_GAUGE.match(key) and gauge_from_words(text) is not None \
            and intent != "consolidate":
        return "consolidate", floor  # « et une fortune sur ma peur »
    storys_gauge = _someone_elses_gauge(key) \
        and not any(leading_names(clause) for clause in re.split(r"[,;:]", text))
    if intent == "gauge_set" and storys_gauge:
        return "out_of_scope", confidence  # « la blessure du meunier saigne encore »
    if _OPEN_POOL.search(key) and (intent not in POOL_INTENTS or intent == "resolve_pool"):
        return "resolve_pool", max(confidence if intent == "resolve_pool" else 0.0, floor)
    if GAUGE_REACHES.search(" ".join(key.split())) and not _QUESTION.search(text):
        return "gauge_set", max(confidence if intent == "gauge_set" else 0.0, sure)
    if _PUT_AT_BARS.search(key) and not _QUESTION.search(text):
        return "gauge_set", max(confidence if intent == "gauge_set" else 0.0, floor)
    if intent in ("out_of_scope", "nlu_fallback") and _owner_gauge_bars(key) \
            and not _QUESTION.search(text):
        return "gauge_set", sure if named else floor  # « le spectre lui passe à travers le
        # corps clothilde blessure deux barres »: the gauge after its owner's name
    if intent == "destin_roll" and _DESTIN_LOOKED_AT.search(key) and not _DESTIN_THROWN.search(key):
        return "destin_query", confidence  # « et le destin, je jette un œil vite fait »
    if intent == "roll_traits" and _DESTIN_DIE_THROWN.search(key) and not _QUESTION.search(text):
        return "destin_roll", max(confidence, floor)  # « … avec sa lampe à pétrole et lance le
        # dé du destin »: the die named, no roll of traits
    if _DESTIN_ROLL_MADE.search(key) and not _QUESTION.search(text):
        return "destin_roll", max(confidence if intent == "destin_roll" else 0.0, sure)
    if _DESTIN_MOVE.search(key) and not _QUESTION.search(_without_table_aside(text)):
        return "destin_adjust", max(confidence if intent.startswith("destin") else 0.0, sure)
    if _HEAP_ASKED.search(key) and intent != "krasses_heap":
        return "krasses_heap", max(confidence, floor)  # « il y a combien de krâsses dans le tas »
    if (_CHARISME.search(key) or _TO_THE_HEAP.search(key) or _OWN_KRASSES_USED.search(key)) \
            and not _QUESTION.search(text) \
            and not says_a_roll(text) and " contre " not in key:
        return "krasses_heap", max(confidence if intent == "krasses_heap" else 0.0,
                                   sure if named else floor)
    if (_SESSION_ENDS.search(key) or _DESTIN_CONVERTED.search(key)) \
            and (intent != "close_session" or _CONSOLIDATING.search(key)) \
            and not _QUESTION.search(text):  # « c'est la fin de partie, on consolide »: the bilan
        return "end_session", max(confidence if intent == "end_session" else 0.0, floor)
    if intent == "fate_concede" and _CONCEDES_NOTHING.search(key):
        return "out_of_scope", confidence  # « elle concède rien du tout, elle tient »
    if _CONCEDES.search(key) and not _QUESTION.search(text) \
            and (intent != "fate_concede" or confidence < sure):  # the verb says it, even
        # when the model half read it (« Jean-Eudes concède, il lâche le caddie … »): asked,
        # unless its name says who (« Bénigne-Sabine concède, elle saute par la fenêtre »)
        return "fate_concede", max(confidence if intent == "fate_concede" else 0.0,
                                   sure if named and _NAME_CONCEDES.search(key) else floor)
    announced = game_announced(key) is not None
    if announced or (_switch_ordered(text) and system_from_words(text)
                     and not _switch_asked(text)):
        level = sure if announced or _goes_to_a_game(text) else floor
        return "choose_system", max(confidence if intent == "choose_system" else 0.0, level)
    elsewhere = other_games_roll(intent, text, key)
    if elsewhere is not None:
        return elsewhere, max(confidence if intent == elsewhere else 0.0, floor)
    if intent == "resolve_pool" and not re.search(r"\d|\bdés?\b", text.lower()) \
            and not _QUESTION.search(text) and _obstacle_named(text) \
            and gauge_level_said(text) is None and not _gauge_said_first(text):
        return "roll_traits", floor  # « X attaque le spadassin à la rapière ; lui il a … »
    if intent == "resolve_pool" and not re.search(r"\d|\bdes\b|\bdés\b", _DICE_KINDS.sub("", key)) \
            and not _THROW.search(key) and not _QUESTION.search(text):
        return "out_of_scope", confidence  # « je vais l'appeler yannick, il a une tête de yannick »
    if intent == "trois_six_neuf_move" and _RESERVE_SAID.search(key) and _RESERVE_MOVE.search(key) \
            and not _QUESTION.search(text):
        return intent, max(confidence, floor)  # « bon alors on commence maelig ange elle a trois
        # de fortune et deux de marasme »: a réserve said whole, asked at least
    if ((_RESERVE_SAID.search(key) and not _RESERVE_MOVE.search(key)) or _REFRESH_SAID.search(key)) \
            and not _QUESTION.search(text):
        return "create_character", max(confidence if intent == "create_character" else 0.0, floor)
        # « tiago trois de fortune deux de marasme »
    if _CREATE.search(key) and not _QUESTION.search(text):
        return "create_character", max(confidence if intent == "create_character" else 0.0,
                                       sure if named else floor)
    if not _QUESTION.search(text):
        if STRUCK_BY_PRONOUN.search(key):  # « Séverine a lâché son arbalète, raye-la de sa fiche »
            return "remove_trait", max(confidence if intent == "remove_trait" else 0.0, floor)
        struck = trait_struck_from_sheet(text)
        if struck is not None:  # « Océane-Lys s'est tordu la cheville, raye acrobatie de sa
            return "remove_trait", max(confidence if intent == "remove_trait" else 0.0,  # fiche »
                                       sure if named or struck[1] else floor)
        if _TRAIT_WRITTEN.search(key):
            return "add_trait", max(confidence if intent == "add_trait" else 0.0,
                                    sure if named else floor)
        if _REROLL.search(key) and intent != "reroll":
            return "reroll", floor
        if _TRAIT_GAINED.search(key) and intent in TRAIT_MISREAD | {"add_trait", "roll_traits"}:
            return "add_trait", max(confidence if intent == "add_trait" else 0.0,
                                    sure if named else floor)
    if REFLEX_SAID.search(key) and not _QUESTION.search(text) \
            and (intent != "rules_question" or confidence < floor):
        return "roll_traits", max(confidence if intent == "roll_traits" else 0.0, floor)
        # « Clélie-Domitille lui lance sa foudre en réflexe, … donc un dé de moins »
    roll = says_a_roll(text)
    if roll and intent == "resolve_competition" and key.count(" contre ") == 1 \
            and "competition" not in key:  # « trois dés contre trois pour la course »: one pool
        return "resolve_pool", sure if _DICE_SAID.search(text) else floor
    if roll and (intent not in POOL_INTENTS | OTHER_GAME_ROLLS or (
            intent in OTHER_GAME_ROLLS and DICE_POOL.search(text.lower()))):  # dice counted on
        # both sides are HaDes's (« eudes tient bon face à la tempête 1 de contre 2 »)
        ending = _ENDING_POOL.search(text.rstrip(" ?!."))
        return "resolve_pool", sure if named and ending and DICE_POOL.search(
            ending.group(0)) else floor  # « Zélie tire sur le contremaître, trois dés contre deux »
    if roll and intent == "resolve_pool":
        return intent, max(confidence, sure if _DICE_SAID.search(text) else floor)
    if (intent == "odds_query" and _THROW.search(text) and not asks_for_odds(text)
            and not _QUESTION.search(text)):
        return "resolve_pool", min(confidence, floor)
    if intent == "resolve_pool" and not roll and trait_pools_from_words(text):
        return "roll_traits", min(confidence, floor)
    if intent == "resolve_auto" and not _AUTO_SAID.search(key) and _obstacle_named(text) \
            and not _QUESTION.search(text):
        return "roll_traits", min(confidence, floor)  # « … de l'automate avec ses couteaux ;
        # l'automate est blessé mais il est toujours blindé »: both sides said, nothing automatic
    if not roll and not _QUESTION.search(text) and not _ASKING_WHO.search(text) \
            and reading is None and intent != "resolve_pool" and gauge_level_said(text) is None \
            and not _SPEND_IN_PLAY.search(key) and not _gauge_said_first(text) \
            and fortune_from_words(intent, key) is None and _obstacle_named(text) \
            and not _ONE_MORE_FOR.match(key) and not _SAME_SAID.search(key) \
            and not (intent.startswith(_OTHER_GAMES) and confidence >= floor) and (
                intent == "roll_traits" or intent not in TRAIT_ROLL_NEIGHBOURS
                or (intent in ORACLE_INTENTS and not names_an_oracle(text, both_sides=True))
                or (intent in SHEET_EDITS and not _SHEET_WORDS.search(key))):
        return "roll_traits", max(confidence, floor) if intent == "roll_traits" else floor
    if (intent not in ("deus_ex_alea", *ABOUT_ORACLES) and _DEUS.search(text)
            and not _QUESTION.search(text)):
        return "deus_ex_alea", floor
    said_fortune = fortune_from_words(intent, key)
    if said_fortune is not None:
        return said_fortune, max(confidence if intent in FORTUNE_INTENTS else 0.0,
                                 sure if named else floor)
    if (_ONE_MORE.match(key) or _ONE_MORE_FOR.match(key) or _THE_LAST_ONE_ON.match(key)) \
            and intent not in ("follow_up", *FORTUNE_INTENTS):
        return "follow_up", floor  # « et encore une, je veux qu'elle disparaisse »
    if (_KEEPS_A_TRAIT.match(key) or _ERASES_ONE_MORE.match(key)) and intent != "consolidate" \
            and not _QUESTION.search(text):
        return "consolidate", floor  # « elle garde aussi connaît la crypte »
    if intent == "gauge_set" and gauge_level_said(text) is not None:
        return intent, max(confidence, sure)  # « retombe à une barre de blessure »
    if intent == "gauge_set" and not _QUESTION.search(text) and gauge_clause(text) is not None:
        return intent, max(confidence, sure if named else floor)  # « peur une barre pour Anaïs »
    if (intent in GAUGE_MISREAD or (intent.startswith("fate_") and _BARS_SAID.search(key))) \
            and (intent in GAUGE_TALK or confidence < sure
                 or (intent == "oracle_choice" and not re.search(r"\bou\b", key)
                     and _BARS_SAID.search(key))) \
            and not storys_gauge \
            and not _QUESTION.search(_without_table_aside(text)) and not _NOT_A_GAUGE.search(key) \
            and not (intent == "oracle_choice" and names_an_oracle(text)) \
            and not (intent == "roll_traits" and not _gauge_said_first(text)
                     and (trait_pools_from_words(text) or _obstacle_named(text))):
        clause = gauge_clause(text)
        said_of = strip_accents(clause.lower()).replace("'", " ") if clause is not None else ""
        if clause is not None and (named or intent not in GAUGE_TALK or _GAUGE_ORDER.search(key)
                                   or _SUBJECT_PERSON.search(said_of)
                                   or _NONE_LEFT_FOR.search(said_of)
                                   or _BARS_FIRST.match(_CRY_FIRST.sub("", key))
                                   or (_BARS_FIRST.match(said_of)
                                       and key.rstrip(" .!").endswith(said_of.strip()))
                                   or _GAUGE_AND_ITS_BARS.match(said_of)
                                   or (_PERSON_STATE.search(key) and gauge_level_said(clause))):
            # « Aurélien est blessé deux, le plafond lui tombe dessus », « et deux barres de
            # fatigue il court depuis ce matin »; talk that names nobody stays talk (« ça me
            # fatigue ces embouteillages »)
            narrated = intent == "out_of_scope" and gauge_level_said(clause) is None \
                and not leading_names(clause) and not CALLED_FIRST.match(key)
            # « …, Anaïs prend une blessure », « Jean-Rémi, tu prends … » are orders
            return "gauge_set", sure if named and not narrated else floor
    if _ELLIPSIS.search(key) and not _QUESTION.search(text) \
            and (_SAME_SAID.search(key) or (
                not re.search(r"\b(?:fortunes?|traits?|jauges?)\b", key)
                and gauge_from_words(text) is None)):
        return "follow_up", max(confidence if intent == "follow_up" else 0.0, floor)
    asked_table = direction_asked(text)
    if asked_table is not None and (intent in DISTANCE_MISREAD or intent == "oracle_direction"):
        return "oracle_direction", max(confidence, floor)  # « dans quelle pièce de la maison »
    if intent in DISTANCE_MISREAD and distance_question(text) is not None:
        return "oracle_distance", max(confidence, floor)  # « le village, proche ou loin ? »
    if intent not in ORACLE_INTENTS | ABOUT_ORACLES:
        oracle = oracle_from_words(text)
        if oracle:
            return oracle, max(confidence, floor)
    named = _ORACLE_TABLE.search(text)
    if intent in ORACLE_INTENTS and named and ORACLE_BY_TABLE[named.group(1)] != intent:
        return ORACLE_BY_TABLE[named.group(1)], confidence  # « jet de direction » says which
    if intent == "oracle_choice" and not names_an_oracle(text) and not _CHOOSING.search(key):
        if not re.search(r"\bou\b", key):  # no options, no choice: a story (« il voit la lune »)
            return "out_of_scope", confidence
        return intent, min(confidence, floor)  # « Vos billets, ou je vous fais descendre ! »
    if intent in ASKED_READINGS and not ASKED_READINGS[intent].search(key) and reading != intent:
        if gauge_level_said(text) is not None and gauge_clause(text) is not None \
                and _SUBJECT_PERSON.search(key) and not _QUESTION.search(text):
            return "gauge_set", floor  # « j'ai plus peur » the model heard as « répète »
        return "out_of_scope", confidence  # « il a perdu toute sa fortune aux cartes »
    if _CONSOLIDATING.search(text.lower()) and not _QUESTION.search(text):
        # accents kept: « a consolidé » is no order; « Jérôme consolide radio bricolée », « Wilfried
        # rend durable bras en fer avec une fortune »: asked at least (a consolidation always is)
        return "consolidate", max(confidence if intent == "consolidate" else 0.0, floor)
    return intent, confidence


ASKED_READINGS = {
    "fortune_query": re.compile(r"\bfortunes?\b.*\b(?:combien|reste|restent|quel|quelles?|ou en"
                                r"|compte|point|total|a|ai|as|ont)\b|\b(?:combien|quel\w*|dis|redis"
                                r"|rappelle|montre|lis|encore|toujours)\b.*"
                                r"\bfortunes?\b|^(?:\w+ )?(?:les |mes |ses )?fortunes?\b"),
    "destin_query": re.compile(r"\b(?:quel|quelle|combien|ou|valeur|niveau|compteur|vaut"
                               r"|dis|donne|rappelle)\b|^(?:\w+ )?(?:le )?destin\s*\??$"),
    "initiative": re.compile(r"\binitiative\b|\bpremiere?\b|\bla main\b"
                             r"|\bcommence(?:r|nt)?\b(?! (?:a|par|de|d)\b)"),
    "repeat": re.compile(r"\b(?:repet\w*|redi\w*|redire|dit|encore|compris|entendu|plus (?:fort|lent)"
                         r"|lentement|dernier|derniere|resultat)\b|^\W*(?:quoi|hein|comment|pardon)"
                         r"\W*$"),
}
"""Readings that ask about a count, who starts, or to hear the last answer again: without a word
of asking, the story says the word (« le destin de ce royaume est scellé », « il a perdu toute
sa fortune aux cartes », « qui commence à faire la vaisselle »), or a player is asked
(« Quentin, tu fais quoi toi ? »)."""
_CONSOLIDATING = re.compile(r"\b(?:consolide|consolident|consolider|rend durable|rends durable"
                            r"|rendre durable|rendent durable)\b")
"""« Ombeline consolide langue des nains », « rend durable bras en fer »: the end of the
session's consolidation."""
DISTANCE_MISREAD = frozenset({"out_of_scope", "nlu_fallback", "rules_question", "help",
                              "oracle_antagonist", "result_options", "table_status"})
"""What the model makes of a question for the jet de distance asked in its own words."""
_CHOOSING = re.compile(r"\b(?:choisi\w*|tire\w*|hasard|lequel|laquelle|lesquels|lesquelles"
                       r"|quel|quelle|pile ou face|decide\w*)\b")
"""Words that ask for a choice: without them nor an oracle named, a sentence with « ou » the
model read as a choice is only fairly sure (« Vos billets, ou je vous fais descendre à la
prochaine ! »): it draws « Pardon ? », never « Entre quoi et quoi ? »."""


_SWITCH_SUBJECTS = frozenset({"on", "nous", "je", "j", "va", "vais", "allons", "alors", "bon",
                              "et", "maintenant", "puis", "donc", "allez", "ok", "coup"})
"""Words before a verb of switching that make it the table's own order (« bon on revient à
HaDes »), unlike someone's habit (« mon frère joue à Fate depuis dix ans »)."""


_SESSION_ENDS = re.compile(r"(?:^|[,;:.] ?)(?:bon |allez |ok |alors )?(?:c est (?:la )?)?"
                           r"fin de (?:la )?(?:partie|session|seance)\b")
"""The end of the session said first in the sentence or one of its clauses (« bon c'est la fin
de partie, … », « bon on arrête là, fin de partie, et on applique … »)."""


_DESTIN_CONVERTED = re.compile(r"\b(?:on |je )?(?:convert\w*|transform\w*|chang\w*) (?:le )?destin"
                               r" en fortunes?\b")
"""« on s'arrête là pour ce soir, et on transforme le Destin en fortunes »: the end of the
session, with its optional rule (seed 000, « Transformation du Destin en Fortune »)."""


_GAUGE_AND_ITS_BARS = re.compile(r"^[a-z]{3,} (?:[0-3]|une?|deux|trois) (?:barres?|crans?)\W*$")
"""A gauge's clause said as the bookkeeping says it, its name and its bars (« …, il a rien
mangé depuis hier : faim deux barres »)."""
_BARS_FIRST = re.compile(r"^(?:et |encore |bon |allez )*(?:\d|une?) (?:autre )?barres? d(?:e |')")
"""« et deux barres de fatigue il court depuis ce matin »: bars given first, the rest why."""


CALLED_FIRST = re.compile(r"^(?:(?:bon|alors|ok|allez|et),? )*([^\W\d_][\w-]*), "
                          r"(?:tu|t)[ ']\w", re.IGNORECASE)
"""A player called by name first, then told what happens to them (« Jean-Rémi, tu prends … »):
the name is its group 1."""


def _gauge_said_first(text: str) -> bool:
    """Whether the sentence opens with a gauge's change, the rest its reason (« encore une
    barre de blessure pour Corentin, les rochers c'est dur »); a gauge acted upon with
    something (« maelle soigne sa blessure avec sa médecine, en face … ») is a roll's aim."""
    clause = gauge_clause(text)
    opening = _CRY_FIRST.sub("", text.lower())  # « Brr. Une barre de fatigue pour Corto, … »
    return clause is not None and opening.startswith(clause.lower()) \
        and not re.search(r"\bavec\b", clause.lower())


_CRY_FIRST = re.compile(r"^\W*[^\W\d_]+\s*[.!]+\s+")
"""A cry said as a sentence of its own before the order (« Brr. », « Aïe ! »)."""


_NAME_CONCEDES = re.compile(r"(?:^|[,;:.] |\b(?:et|alors|bon|tant pis) )(?!(?:il|elle|on|je|j|tu"
                            r"|ils|elles|qui)\b)[^\W\d_][\w-]* conced(?:e|ent)\b")
"""A name, then its « concède » (« Les gardes déboulent. Bénigne-Sabine concède, … »)."""
_CONCEDES = re.compile(r"^(?!.*\bs(?:i| il| ils)\b.*\bconced).*\bconced(?:e|ent|ons)\b"
                       r"(?! (?:que|qu|rien|pas|jamais)\b)")
"""« tant pis paul emeric concède le conflit, il lâche la coupe … »: zFate's concession,
whatever story follows, never « je te concède que … » nor under a supposition (« s'il tombe
sur une horde il concède direct »), nor denied (« elle concède rien du tout »)."""
_CONCEDES_NOTHING = re.compile(r"\bconced(?:e|es|ent|ons|ez)? (?:rien|pas|jamais)\b")
"""A concession denied, « ne » dropped as speech drops it (« elle concède rien du tout »)."""


_GAME_BROUGHT_OUT = re.compile(r"\b(?:(?:res)?sort(?:ons|ez)?|pren(?:ds|d|ons|ez))\s+"
                               r"(?:les |le |la |l'|l )?(?!(?:\d+|une?|deux|trois|quatre|cinq)\s)"
                               r"(?=((?:[\w-]+\s*){1,3}))")
"""A game brought out by its name, said at once after the verb and its article (« on sort
les krâsses »), never a number of its dice (« prends trois krâsses dans le tas »)."""


def _switch_ordered(text: str) -> bool:
    """Whether a verb of switching games is said as an order: first in the sentence or in a
    clause (« …, mets la table dessus »), or after « on », « nous », « je », « va » or a
    discourse word, or a verb of choosing (« mets le système … »); a game brought out by name
    is one of them (« … on sort les krâsses »)."""
    brought = [found for found in _GAME_BROUGHT_OUT.finditer(text.lower())
               if system_from_words(found.group(1))]
    for found in [*_SWITCH.finditer(text.lower()), *brought]:
        before = re.findall(r"[\w']+|[,;:.]", text.lower()[:found.start()])
        if not before or before[-1] in (",", ";", ":", ".") \
                or before[-1].rstrip("'") in _SWITCH_SUBJECTS \
                or (before[-1].rstrip("'") in ("la", "le", "les", "l")
                    and before[-2:-1] in (["on"], ["nous"], ["mets"], ["prends"], ["choisis"])):
            return True  # « … on la joue aux krâsses », « mets le système trois six neuf »
    return False


def _switch_asked(text: str) -> bool:
    """Whether the sentence that switches games asks something: a question said before it and
    closed by its « ? » (« bon tout le monde a sa fiche ? on joue à zFate ») asks nothing of
    the switch."""
    found = _SWITCH.search(text.lower())
    start = text.rfind("?", 0, found.start()) + 1 if found else 0
    return bool(_QUESTION.search(text[start:]))


def _goes_to_a_game(text: str) -> bool:
    """Whether a verb of switching is followed by the game it goes to (« bon le combat est
    fini, on passe au 2D6 pour l'enquête », « on revient à HaDes »), or the game is brought
    out by name (« pour le duel on sort zFate, mets la table dessus »): the switch is sure,
    however long the sentence around it."""
    return any(system_from_words(found.group(1))
               for pattern in (GOING_TO, _BROUGHT_OUT) for found in pattern.finditer(text.lower()))


_DICE_KINDS = re.compile(r"\b(?:ses |mes |les |des |tes |nos |vos )?(?:des|dés?) (?:a|à) \d+ faces\b"
                         r"|\bd\d+\b")
"""Dice named by their kind (« ses dés à dix faces », « les d10 »): equipment, no pool."""


_PUT_AT_BARS = re.compile(r"\b(?:met|mets|mettez|passe|passez|monte|montez|descends|descendez)"
                          r"[- ](?:le|la|lui) (?:a|au niveau) (?:\d|une?) (?:barres?|crans?)\b")
"""« mets-le à deux barres de blessure »: a gauge set for the one just spoken of (asked)."""


_OWNER_GAUGE_BARS = re.compile(r"\b(?P<owner>[a-z-]+) (?P<gauge>[a-z]+) (?:a )?(?:[0-3]|une?) "
                               r"(?:barres?|crans?)\b")
_NO_OWNER = frozenset({"le", "la", "les", "l", "sa", "son", "ses", "de", "du", "des", "d", "un",
                       "une", "en", "a", "au", "sur", "pour", "et", "plus", "moins", "deux", "trois"})


def _owner_gauge_bars(key: str) -> bool:
    """Whether a word said like a name is followed by a known gauge and its bars (« … clothilde
    blessure deux barres »), as a bookkeeping line says it."""
    return any(found["owner"] not in _NO_OWNER and gauge_from_words(found["gauge"])
               == found["gauge"] for found in _OWNER_GAUGE_BARS.finditer(key))


_BROUGHT_OUT = re.compile(r"\b(?:(?:res)?sort(?:ons|ez)?|pren(?:ds|d|ons|ez)|(?:re)?lanc(?:e|ons|ez))"
                          r"\s+(?=((?:[\w-]+\s*){1,3}))")
"""A game brought out by name (« on sort zFate », « on prend le 2D6 »)."""


_GAME_ROLL_WORDS = re.compile(r"\b(?:des|dés|dé|tour|jet|lance|lancer|jette|roule)\b")
"""A roll named with its game needs one of these (« lance deux d six », « tour de 3-6-9 »);
« on a joué à Fate hier » names the game, no roll."""
NOT_A_ROLL = frozenset({"choose_system", "rules_question", "help", "odds_query", "follow_up",
                        "explain_last", "result_options", "repeat"})


def other_games_roll(intent: str, text: str, key: str) -> str | None:
    """The roll of another game than HaDes, when the words name that game and a roll (« lance
    deux d six », « jet de krâsses », « tour de trois six neuf », « quatre dés fudge plus
    deux ») and the model read something else than one of that game's commands; at a table of
    that game the table's game reads them anyway (``actions.table_game``). The 2D6's own words
    name its roll without the game (« compétence un, difficulté insensée »)."""
    if _SKILL_AND_DIFFICULTY.search(key) and intent not in NOT_A_ROLL \
            and (intent == "deux_d6_roll" or not intent.startswith("deux_d6")) \
            and not _QUESTION.search(text):
        return "deux_d6_roll"  # « bon compétence un, difficulté insensée, bon courage »
    game = system_from_words(text)
    if game is None or game == DEFAULT_SYSTEM or intent in NOT_A_ROLL \
            or intent.startswith(_GAME_PREFIXES[game]) or _QUESTION.search(text) \
            or _switch_ordered(text) or not _GAME_ROLL_WORDS.search(text.lower()):
        return None
    return game_entry(game).roll_intent


_SKILL_AND_DIFFICULTY = re.compile(
    r"\bcompetence (?:de )?(?:plus |moins )?(?:\d+|un|une)\b[^.;?]*\bdifficulte\b"
    r"|\b(?!(?:contre|des|les|de|plus|moins|a|et|sur|pour|avec|est)\b)[a-z]{3,} (?:\d+|un|une)\b,? c est "
    r"(?:ardue?|complexe|dementielle?|insensee?)\b")
"""The 2D6 roll said with its two words (« compétence 2, difficulté ardue »), or with its
skill's name and a difficulty the rules name (« Recherche six, c'est complexe »)."""
_GAME_PREFIXES = {"fate": "fate_", "deux_d6": "deux_d6", "krasses": "krasses",
                  "trois_six_neuf": "trois_six_neuf"}
"""The intents of each other game begin so."""


def names_a_throw(text: str) -> bool:
    """Whether the words name a throw itself (« lance », « jet », « roule »)."""
    return bool(_THROW.search(strip_accents(text.lower())))


def says_a_throw(text: str) -> bool:
    """Whether the words name a throw (« jet », « lance », « roule ») or an action before
    « contre » (« le contrebandier attaque Inès, Combat Correct contre … »): a roll of the
    table's game said with them is asked about when the model doubts, never refused; a
    comment on a pool (« Excellent contre Superbe, autant sauter sans parachute ») is not."""
    key = strip_accents(text.lower())
    before, _, _ = key.partition(" contre ")
    return bool(_THROW.search(key)) or (" contre " in key
                                        and action_type_from_words(before) is not None)


def names_an_oracle(text: str, both_sides: bool = False) -> bool:
    """Whether the words name an oracle or a choice among options (« oracle… », « jet de
    distance », « entre A et B »), as opposed to a narration the model read as one. With
    ``both_sides`` (a roll's two sides are said), « entre » is a place (« se faufile entre les
    caisses, elle joue discrète ; en face les gardes… »), no choice; so is « entre » with no
    « et » nor « ou » after it (« des rôdeurs pataugent entre les caisses »)."""
    sides_said = both_sides and (trait_pools_from_words(text) or _obstacle_named(text))
    choosing = r"\b(?:parmi|choix|oracle)\b" if sides_said \
        else (r"\b(?:entre(?! (?:dans|par|en|au|aux|chez|sur|sous|a|à)\b)(?=[^.;!?]* (?:et|ou) )"
              r"|parmi|choix|oracle)\b")
    return bool(oracle_from_words(text) or _ORACLE_TABLE.search(text)
                or re.search(choosing, text))


def _obstacle_named(text: str) -> bool:
    """Whether the sentence says the obstacle's own clause after the action (« Gwenaël le
    repousse au harpon ; le requin a mâchoire héroïque et vitesse »): a roll of traits."""
    sides = split_sides(text)
    return sides is not None and sides[2] and len(sides[0]) >= 2 and bool(sides[1])


def fortune_from_words(intent: str, key: str) -> str | None:
    """The fortune command the words say, where it differs from ``intent``: a fortune given
    to someone (« je donne une fortune à Lénaïg », « une fortune pour Maëlle ») or won
    (« Héloïse gagne une fortune pour son discours ») is gained — a consolidation spends one,
    it never wins one;
    a fortune spent on a gauge is a consolidation (``_GAUGE_SPENT``);
    a fortune spent in play (« dépense une fortune pour un rebondissement », « utilise une
    fortune pour une révélation ») is spent, unless the words say a consolidation (« pour
    garder le trait », « sa jauge »); ``None`` otherwise (unaccented lowercase ``key``)."""
    if _QUESTION.search(key):
        return None
    if _GIVE_FORTUNE.search(key) or (_GAIN_FORTUNE.search(key)
                                     and not intent.startswith(_OTHER_GAMES)):
        return "fortune_gain"
    if _SHIFTED.search(key) and re.search(r"\bfortunes?\b", key):
        return "fortune_shift"  # « Thibaud veut passer le revers en presque avec une fortune »
    one_for = _ONE_FOR_A_GAUGE.match(key)
    if one_for is not None and one_for.group(1) in synonym_tables().gauges:
        return "consolidate"  # « et encore une pour la blessure de Maïwenn »: a fortune
    put_on = _PUT_ON_A_GAUGE.search(key)
    if put_on is not None and put_on.group(1) in synonym_tables().gauges:
        return "consolidate"  # « et sa dernière fortune, elle la met sur sa fatigue »
    if _SPENT_BY_PRONOUN.search(key) and not _SHIFT.search(key):
        return "fortune_spend"  # « il la dépense tout de suite pour un rebondissement »
    if _SPEND_IN_PLAY.search(key) and not _SHIFT.search(key):
        if _spent_on_a_gauge(key) or _CONSOLIDATION.search(key) or trait_modification(key):
            return "consolidate"  # « une barre de jauge = une fortune » (end of the session)
        return "fortune_spend"
    if re.search(r"\bfortunes?\b", key) and trait_modification(key):
        return "consolidate"  # « et sa deuxième fortune, il change arbalète en arbalète lourde »
    if _KEPT_WITH_A_FORTUNE.search(key):
        return "consolidate"  # « Rozenn efface peur des miroirs avec une fortune »
    return None


_PUT_ON_A_GAUGE = re.compile(r"\bfortunes?\b[^.;?]*?\b(?:(?:la|l|les) (?:met|mets|pose|poses|place"
                             r"|places) )?(?:encore |aussi )?(?:sur|pour|dans) (?:sa|son|la|le) "
                             r"(?:jauge (?:de |d )?)?(\w+)\s*$")
"""« et sa dernière fortune, elle la met sur sa fatigue », « et sa dernière fortune encore sur
la blessure »: the fortune put on a gauge."""
_KEEPS_A_TRAIT = re.compile(r"^(?:et )?(?:il|elle|[a-z-]{3,}) garde (?:aussi |encore |quand meme )?"
                            r"(?!(?:la|le|les|l|sa|son|ses|un|une|des|ca|ce|cela|pour|tout|rien"
                            r"|espoir|confiance|courage|le moral|la tete)\b)[a-z]")
"""« elle garde aussi connaît la crypte »: a trait kept by its bare name, the consolidation of
the end of the session (« il garde la porte » tells a story)."""
_ERASES_ONE_MORE = re.compile(r"^(?:et )?(?:il|elle|[a-z-]{3,}) (?:efface|elimine) (?:aussi )?"
                              r"(?!(?:la|le|les|l|sa|son|ses|un|une|des|ca|ce|cela|tout|rien)\b)"
                              r"[a-z][^,;.]* aussi\s*[.!]?$")
"""« et elle efface peur des cloches aussi »: one more trait erased by its bare name, as the
consolidation just made (« effacer » alone is no stroke off a sheet: « raye … de sa fiche »)."""
_ONE_MORE = re.compile(r"^(?:et )?encore (?:une|un|1)(?: autre| de plus)?\s*(?:[,.;!]|$)")
"""« et encore une, je veux qu'elle disparaisse »: the last command once more."""
_ONE_MORE_FOR = re.compile(r"^(?:et |puis )?(?:encore )?(?:une|un|1) (?:autre |deuxieme |seconde? "
                           r"|troisieme |de plus )?(?:pour|a) (?!tous\b|toutes\b)[^\W\d_]")
"""« et une deuxième pour Pierre-Alix, … »: the last command once more, for someone else."""
_THE_LAST_ONE_ON = re.compile(r"^(?:et |puis )?(?:la|sa) (?:derniere|deuxieme|seconde|suivante)"
                              r"(?: fortune)? (?:sur|pour) (?:la|sa|le|son|l) ?[^\W\d_]")
"""« et la dernière sur la blessure, pour Marc-Élie »: the consolidation just made, with one
more fortune."""
_KEPT_WITH_A_FORTUNE = re.compile(r"\b(?:efface\w*|garde\w*|consolide\w*|elimine\w*|conserve\w*)"
                                  r"\b[^.;?]*\bavec (?:une|1|sa|la|l autre|sa \w+) fortune\b")
"""A trait kept or erased « avec une fortune »: the end of the session's consolidation."""


_GAUGE_SPENT = re.compile(r"\bfortunes? (?:pour|sur|dans) (?:\w+ )?(?:sa|son|ses|la|le|une barre de"
                          r"|une barre d)\s*(?:jauge (?:de |d )?)?(?P<gauge>\w+)(?P<after> \w+)?")
"""A fortune spent on a gauge (« dépense une fortune pour sa fatigue », « … pour effacer sa
blessure »): a bar of it, the consolidation of the end of the session."""


def _spent_on_a_gauge(key: str) -> bool:
    """Whether a fortune is spent on a gauge (``_GAUGE_SPENT``), not on a trait named after one
    (« sa peur des rats »)."""
    found = _GAUGE_SPENT.search(key)
    return found is not None and found.group("gauge") in synonym_tables().gauges \
        and (found.group("after") or "").strip() not in ("de", "des", "du", "d")


def oracle_from_words(text: str) -> str | None:
    """The oracle the words name (module docstring), or ``None``."""
    named = _ORACLE_TABLE.search(text)
    if named:
        return ORACLE_BY_TABLE[named.group(1)]
    words = text.replace("'", " ").replace(",", " ").replace("?", " ").split()
    if "oracle" not in words:
        return None
    if any(entity_value("category", word) for before, word in zip(words, words[1:])
           if before in _BEFORE_CATEGORY):
        return "oracle_direction"
    if _DISTANCE_WORDS & set(words):
        return "oracle_distance"
    return None
