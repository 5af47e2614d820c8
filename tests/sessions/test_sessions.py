"""Whole game sessions played through the real chat (``assistant.chat.playback``).

``data/`` holds 14 sessions written blind (from the README, ``hades --help`` and the rules
only): HaDes tables with a Destinée and players, a player's screen, solo oracles, an end of
session, each of the four other games, raw speech transcripts, rules questions — each line
with the effect it must have. ``heldout/`` holds 8 more, written blind by another author;
their failures were studied once (24/11), so they no longer measure blind. ``heldout3/`` holds
10 more written blind by two other authors (24/11, night), measured blind once, then studied;
``heldout4/`` 6 more by a fourth author (25/11), likewise; ``heldout5/`` 8 more by a fifth
author (25/11, second session), likewise; ``heldout6/`` 8 more by a sixth and a seventh
author (25/11, third session: HaDes, then the other four games), likewise; ``heldout7/`` 9
more by an eighth and a ninth author (25/11, fourth session), likewise; ``heldout8/`` 9 more by a
tenth and an eleventh author (26/11), likewise; ``heldout9/`` 9 more by a twelfth and a
thirteenth author (26/11, later), likewise; ``heldout10/`` and ``heldout11/`` 10 more each by
four more authors (26/11, third session), likewise; ``heldout12/`` 10 more by two more
authors (26/11, third session), likewise; ``heldout13/`` and ``heldout14/`` 10 more each
(26/11, fourth session), likewise; ``heldout15/`` and ``heldout16/`` 10 more each by four
more authors (27/11; half of the sixteenth are raw speech transcripts), likewise;
``heldout17/`` and ``heldout18/`` 10 more each by four more authors (27/11, later; most of the
eighteenth are raw speech transcripts), likewise; ``heldout19/`` and ``heldout20/`` 10 more
each by four more authors (27/11, evening), likewise; ``heldout21/`` and ``heldout22/`` 10 more
each by four more authors (27/11, night), likewise. ``games/`` holds one whole session per other
game, written by the team, whose bookkeeping is checked at the end. All are kept from
regressing below today's measure (printed by ``benchmarks/bench_sessions.py``); ``team/``
holds the reproductions of the understanding issue, which must all be right.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from assistant.chat.playback import play_session, summary
from assistant.chat.session import ChatSession

pytestmark = pytest.mark.slow
HERE = Path(__file__).parent
MAX_WRONG_ACTS = 2
"""Wrong acts over the blind sessions (measured by ``benchmarks/bench_sessions.py``: 0 on
24/11 evening, 1 that morning, 55 before this work). The margin allows for other dice: this
test's session has thrown before, the benchmark's has not."""
MIN_RIGHT_SHARE = 0.92
"""Measured 24/11 night: 95.1 % of the lines right (93.4 % that evening, 86.0 % that morning,
63.8 % before)."""
MAX_NEEDLESS_SHARE = 0.04
"""Measured 24/11 night: 2.3 % (2.5 % that evening, 5.3 % that morning)."""
HELD_OUT_LIMITS = (3, 0.90, 0.05)
"""Wrong acts, right share and needless share over the held-out sessions (measured 24/11
night: 1, 93.1 %, 2.5 %; evening: 1, 90.7 %, 3.7 %; morning: 3, 79.1 %, 4.7 %). Their failures
were read to find general defects on 24/11: they are no longer blind."""


THIRD_LIMITS = (2, 0.89, 0.06)
"""Wrong acts, right share and needless share over the third blind set (10 sessions, 457 lines:
five HaDes tables, zFate, 2D6, 3-6-9, krâsses and a table switching game). Measured blind on
24/11, night: 78.8 % right, 11 wrong acts, 4.4 % needless; after the fixes its failures
pointed to: 91.7 %, 0, 4.8 %."""


FOURTH_LIMITS = (2, 0.91, 0.05)
"""The same over the fourth blind set (6 sessions, 267 lines: three HaDes tables, zFate,
krâsses, 3-6-9 then HaDes). Measured blind on 25/11: 91.0 % right, 8 wrong acts, 3.0 %
needless; after the fixes its failures pointed to: 94.4 %, 0, 3.0 %."""


FIFTH_LIMITS = (2, 0.94, 0.04)
"""The same over the fifth blind set (8 sessions, 278 lines: a HaDes table with its Destinée,
a player's screen, solo oracles, an end of session with consolidation, zFate, krâsses, 3-6-9
then 2D6, a talkative HaDes table). Measured blind on 25/11, second session: 89.2 % right,
8 wrong acts, 1.8 % needless; after the fixes its failures pointed to: 97.1 %, 0, 2.2 %."""


SIXTH_LIMITS = (2, 0.90, 0.07)
"""The same over the sixth blind set, written by two authors (8 sessions, 339 lines: four HaDes
sessions — a table with its Destinée, a player's screen, solo oracles, an end of session with
its consolidations — and one per other game). Measured blind on 25/11, third session: 88.2 %
right, 3 wrong acts, 1.2 % needless on the HaDes half, 87.6 %, 1, 6.5 % on the other games;
after the fixes its failures pointed to: 92.3 %, 1, 5.3 %; on 25/11, fourth session (a 2D6
check at difficulté impossible answered, not journaled; undos said with their correction
done): 96.5 %, 0, 2.1 %."""



SEVENTH_LIMITS = (2, 0.93, 0.05)
"""The same over the seventh blind set, written by two authors (9 sessions, 333 lines: a HaDes
table with its Destinée, a player's screen, solo oracles, an end of session; zFate, krâsses,
3-6-9, 2D6 and an evening switching games). Measured blind on 25/11, fourth session: 88.5 %
right, 3 wrong acts (rolls of traits counted wrong), 2.5 % needless on the HaDes half, 89.8 %,
2, 1.1 % on the other games; after the fixes its failures pointed to: 97.3 %, 0, 1.8 %."""


EIGHTH_LIMITS = (1, 0.94, 0.04)
"""The same over the eighth blind set, written by two authors (9 sessions, 371 lines: a HaDes
table with its Destinée, a player's screen, solo oracles, an end of session; zFate, krâsses,
3-6-9, 2D6 and an evening switching games). Measured blind on 26/11: 77.4 % right, 13 wrong
acts, 3.5 % needless (two tables that never switched game made most misses: « on joue aux
krâsses » said after « on range les fiches hadès »); after the fixes its failures pointed to:
96.2 %, 0, 2.7 %."""


NINTH_LIMITS = (1, 0.92, 0.04)
"""The same over the ninth blind set, written by two authors after the eighth set's fixes (9
sessions, 357 lines: a HaDes heist with its Destinée, a siege on a player's screen, solo
oracles, an end of session; zFate, krâsses, 3-6-9, 2D6 and an evening switching games twice).
Measured blind on 26/11: 76.5 % right, 17 wrong acts, 3.4 % needless (three tables that never
switched game: « mets la table dessus », « on finit par le duel en trois six neuf »); after
the fixes its failures pointed to: 92.7 %, 2, 2.5 % (two protagonists pooling their sheets;
a pursuer told with an object pronoun, « le pilleur la poursuit », read as story); on 26/11,
third session, both mended: 93.6 %, 0, 2.5 %."""


TENTH_LIMITS = (1, 0.96, 0.03)
"""The same over the tenth blind set, written by two authors after the ninth set's fixes (10
sessions, 387 lines: a HaDes table with its Destinée, a player's screen, solo oracles, an end
of session, a talkative evening; zFate, krâsses, 3-6-9, 2D6 and an evening switching games).
Measured blind on 26/11, third session: 89.9 % right, 11 wrong acts, 2.3 % needless (circumstances
said with no one for subject, a past clause cut from the obstacle, a verb of saying that says
nothing, « on reviendra à hadès » switching game); after the fixes its failures pointed to:
98.7 %, 0, 0.8 %."""


ELEVENTH_LIMITS = (1, 0.93, 0.05)
"""The same over the eleventh blind set, written by two authors after the tenth set's fixes (10
sessions, 388 lines, the same kinds). Measured blind on 26/11, third session: 87.1 % right,
11 wrong acts, 3.4 % needless (two protagonists acting together, « deux de fatigue », « annule
rien du tout », a switch said « on ressort les fiches hadès »); after the fixes its failures
pointed to: 95.1 %, 0, 3.4 %."""


TWELFTH_LIMITS = (1, 0.92, 0.04)
"""The same over the twelfth blind set, written by two authors after the eleventh set's fixes
(10 sessions, 392 lines, the same kinds). Measured blind on 26/11, third session: 82.1 % right,
8 wrong acts, 2.6 % needless (zFate and 3-6-9 characters said in new ways, 2D6 difficulties
said without « difficulté », a name in a later clause taken for the command's pronoun); after
the fixes its failures pointed to: 92.1 %, 1, 2.6 % (two authors read an obstacle told before
the action differently: its qualities counted, or only what it has). Fourth session: 93.9 %,
0, 2.3 % (what an obstacle told first is and knows now counts)."""
THIRTEENTH_LIMITS = (1, 0.93, 0.05)
"""The same over the thirteenth blind set, written by two authors after the twelfth set's fixes
(10 sessions, 349 lines). Measured blind on 26/11, fourth session: 82.2 % right, 12 wrong acts,
2.6 % needless (pools judged by their odds, « une barre de fatigue » after « s'épuise », a
question that reset the Destin, a défaut said in first person, traits named before « à la
fiche », 2D6 compétences said by their names); after the fixes: 95.1 %, 0, 3.2 %."""
FOURTEENTH_LIMITS = (1, 0.89, 0.06)
"""The same over the fourteenth blind set, written by two authors at the start of the same
session and played only after the thirteenth set's fixes (10 sessions, 257 lines). Measured
blind: 84.8 % right, 6 wrong acts, 3.5 % needless (reported speech opened by a name spaCy took
for an auxiliary, solo play said as « je », circumstances told before the obstacle's own
clause, a trait written as « note-lui le trait »); after the fixes: 90.3 %, 2, 4.7 %, then the
night counted once; on 27/11, with a power said as a verb counted: 91.8 %, 0, 4.7 %."""


FIFTEENTH_LIMITS = (1, 0.97, 0.02)
"""The same over the fifteenth blind set, written by two authors at the start of the 27/11
session (10 sessions, 345 lines). Measured blind: 91.9 % right, 8 wrong acts, 0.9 % needless
(an obstacle told through « il » before a circumstance, « ça joue contre elle » counted, a
colon listing what an obstacle told first has, a sheet's trait said in its own clause or by
its verb, « Féfé » made a new protagonist, dés de fortune counted as one); after the fixes:
99.4 %, 0, 0.6 %."""
SIXTEENTH_LIMITS = (1, 0.95, 0.04)
"""The same over the sixteenth blind set, written by two authors at the same time and left
unread until the fifteenth set's fixes were done (10 sessions, 383 lines, half of them raw
speech transcripts). Measured blind: 87.5 % right, 10 wrong acts, 3.1 % needless (clauses a
recogniser writes without commas, a name opening a sentence after an obstacle told first, a
nickname as the subject, « raye le de sa fiche », a fortune given « pour » someone after
reported speech, a roll told as a gauge's care); after the fixes: 97.7 %, 0, 2.3 %."""
SEVENTEENTH_LIMITS = (2, 0.97, 0.02)
"""The same over the seventeenth blind set, written by two authors while the sixteenth set
was being fixed and left unread until then (10 sessions, 399 lines). Measured blind: 81.5 %
right, 17 wrong acts, 2.0 % needless (a trait known « mais » after a clause break, an event
told in the compound past read as what the obstacle has, « Aurélien, il … », a fortune given
after a colon, « Noor pareil », script steps told with « d'abord … ensuite … enfin », « relance
pas »); after the fixes: 99.0 %, 1, 0 %. The wrong act left is the judge's: a story clause
(« la station tourne sur elle-même ») it expects read as the obstacle's."""
EIGHTEENTH_LIMITS = (1, 0.97, 0.02)
"""The same over the eighteenth blind set, written by two authors at the same time, mostly
raw speech transcripts without a comma (10 sessions, 371 lines). Measured blind: 83.8 %
right, 22 wrong acts, 3.2 % needless (clauses opened by « c'est », a gauge's level ending a
story, « destin plus deux » after a story, a scene's state read as a roll, the other games'
rolls with none of their values said, a missing value given without its question); after the
fixes: 99.7 %, 0, 0.3 %."""
NINETEENTH_LIMITS = (5, 0.91, 0.02)
"""The same over the nineteenth blind set, written by two authors once the eighteenth set's
fixes were done (10 sessions, 395 lines; four of them raw speech transcripts). Measured blind:
88.6 % right, 11 wrong acts, 1.5 % needless (French pet names, « Dudule », « Nono », « Polo »,
made new protagonists; a pool of single dice judged, « on va bien rigoler », « la prochaine
fois qu'il fait ça … » acted on; « ça donne quoi » without its « ? » thrown; a zFate
Invocation paid by whom it was for); after the fixes: 93.2 %, 4, 1.0 %. The wrong acts left
are counts: an obstacle told through « elle » and a verb other than « être » or « avoir », a
défaut told by « ça joue contre elle » after a story, what a trait explains counted apart."""
TWENTIETH_LIMITS = (2, 0.93, 0.035)
"""The same over the twentieth blind set, written by two authors while the nineteenth set was
being fixed (10 sessions, 399 lines; four of them raw speech transcripts). Measured blind:
85.5 % right, 13 wrong acts, 5.8 % needless (a bare roll followed by what it needs or its
chances, « autant jouer au loto »; names spelt as they sound, « amori »; a name and its bars
after a story; a 2D6 follow-up « et Honoré pareil avec six » asked); after one round of
fixes: 89.0 %, 11, 3.8 %; after the twenty-first set's: 92.2 %, 7, 3.3 % (the margin allows
for other dice). Most wrong acts left are counts of transcripts whose obstacle is told before
the protagonist without a break, and a story sentence read as a roll; after the
twenty-third set's (a thing's own clause after the instrument, a near name acting after the
obstacle told first): 92.7 %, 6, 3.0 %; then (« avant d'oublier » undoing nothing, a pool told
with how it ended, « l'automate » no automatic resolution, « des … à la place des bras » one
item): 94.7 %, 1, 3.0 %. The wrong act left: « c'est le bazar » read as a judgement."""
TWENTY_FIRST_LIMITS = (2, 0.94, 0.03)
"""The same over the twenty-first blind set, written by two authors once the twentieth set's
fixes were done (10 sessions, 433 lines; half the lines of five of them raw speech
transcripts). Measured blind: 91.0 % right, 9 wrong acts, 2.5 % needless (« bravo Lucie »
and « brr » made protagonists, « coco » for Corentin made a new one, two protagonists' parts
given by « elle … lui … » counted for the obstacle, a zFate Aspect read with « encore … mais
en payant », a gauge « frayeur » unknown); after the fixes: 96.8 %, 0, 1.6 % (the margin
allows for other dice)."""
TWENTY_SECOND_LIMITS = (2, 0.93, 0.035)
"""The same over the twenty-second blind set, written by two authors once the twenty-first
set's fixes were done (10 sessions, 401 lines; half the lines of five of them raw speech
transcripts). Measured blind: 89.0 % right, 13 wrong acts, 2.2 % needless; after a few general
fixes the same evening (a gauge's name never a protagonist, talk that never acts continuing
no command, a fortune passed on « ajoute-la à … », the speaker's own doubt between two
counts): 91.5 %, 9, 2.5 %; after the twenty-third set's (a circumstance said with its own
verb, « des troncs dérivent partout », a plural verb no name, « hélié » as the subject of its
own verb): 92.8 %, 5, 2.7 %; then (« lazar le charge » a near name before its clitic,
« boeuf » for « bœuf », « planté devant » no state, « avec son épaule » no trait, « la porte
est tordue » no weakness): 93.5 %, 2, 2.7 %; after the twenty-fourth set's (« tu gagnes le
trait … », a circumstance going on across commas, « c'est étroit, noir comme un four »):
94.5 %, 1, 2.5 %. The wrong act left is a sound-alike name that fits two protagonists
(« lili »)."""
TWENTY_THIRD_LIMITS = (1, 0.93, 0.04)
"""The same over the twenty-third blind set, written by two authors once the twenty-second
set's fixes were started (10 sessions, 460 lines; half the lines of six of them raw speech
transcripts). Measured blind: 88.0 % right, 16 wrong acts, 3.7 % needless (compound names,
« Jean-Gaël » cut in two or read « élie »; « y a une vigie, elle est … » counting the vigie;
« ils sont des centaines », « il murmure des menaces », « une aile déchirée » not counted; the
weakness of whom the protagonist acts upon said after « mais il »; a défaut named « elle est
recherchée … »; « tu te rappelles … » rolled; another game's odds asked again thrown); after
the fixes: 92.8 %, 1, 3.5 %; then (« nounou » read as Anouk, a command said with its story or
reason, a 3-6-9 « prend la fuite vers … », « de un »): 94.6 %, 0, 3.3 % (the margin allows
for other dice)."""
TWENTY_FOURTH_LIMITS = (1, 0.95, 0.035)
"""The same over the twenty-fourth blind set, written by two authors once the twenty-third
set's fixes had landed (10 sessions, 432 lines; half the lines of six of them raw speech
transcripts). Measured blind: 88.7 % right, 13 wrong acts, 2.8 % needless (« pierre yves »
read as « yves »; who the obstacle is before its pronoun counted, « le second du brick, il a
… », « y a des rats géants, ils sont … »; a défaut's explanation counted again; « saute du
dirigeable » counting the dirigeable; « le chef de meute boite » against the protagonist;
« Marco » made a new protagonist; the last roll's pool told again with a comment rolled; a
zFate Aspect invoked « une deuxième fois »); after the fixes: 97.0 %, 0, 2.1 % (the margin
allows for other dice)."""

TWENTY_FIFTH_LIMITS = (1, 0.95, 0.03)
"""The same over the twenty-fifth blind set, written by two authors once the twenty-fourth
set's fixes had landed (10 sessions, 415 lines; half the lines of six of them raw speech
transcripts). Measured blind: 91.3 % right, 7 wrong acts, 1.0 % needless (a throw told as a
story, « la semaine dernière … elle sort un exploit », rolled; « il a rigolé pendant dix
minutes » gave ten fortunes; who « y a » brings in counted with where it stands; « allez on y
va » counted for the obstacle; « chaque recoin » missed; a gauge said « depuis le pont » missed;
« jean eudes » never one zFate character); after the fixes: 96.9 %, 1, 1.0 % (the one wrong act
left counts « le souffleur la poursuit » as no trait, a reading kept; the margin allows for
other dice); with the twenty-sixth set's fixes: 98.1 %, 1, 1.0 %."""

TWENTY_SIXTH_LIMITS = (1, 0.95, 0.03)
"""The same over the twenty-sixth blind set, written by two authors once the twenty-fifth
set's fixes had landed (10 sessions, 410 lines; half the lines of six of them raw speech
transcripts). Measured blind: 90.0 % right, 11 wrong acts, 2.0 % needless (compound names said
in two words, « rose aimée », « anne flore », made new characters or halves; « Si Perpétue
tente l'alarme à zéro contre moyen, il lui faut seize » rolled; « aille un dé contre deux la
pauvre » rolled for « aille »; a far time after a first sentence, « Récap pour Kamil : la
semaine dernière … », rolled; « le fantôme de l'éléphante est immense » and « à tue-tête »
misread; a gauge of the table's own, « vertige deux barres », missed); after the fixes:
98.3 %, 0, 1.5 % (the margin allows for other dice)."""

TWENTY_SEVENTH_LIMITS = (4, 0.94, 0.03)
"""The same over the twenty-seventh blind set, written by two authors once the twenty-sixth
set's fixes had landed (10 sessions, 418 lines; half the lines of six of them raw speech
transcripts). Measured blind: 90.7 % right, 12 wrong acts (HaDes half 9, other games 3), 2.2 %
needless (a participle « l'a entaillé » read as a name; « la semaine prochaine on repasse sur
les fiches hades » switched games; « que s'il chante juste » gave a fortune; a trait said
« elle entend des voix » kept its pronoun; « fusil à pompe » cut at « à »; a roll of two
protagonists led by a compound name thrown for the second; what the obstacle comes with
told first, a sheet's « clé a molette » read as « a »; a doubt after « contre » put on the
protagonist's side); after the fixes: 96.7 %, 3, 1.4 % (left: a name whose verb spaCy reads as
a noun, « tiphaine chante »; a pronoun « il » after the protagonist's tools standing for whom
she meets, « il rame comme un dératé »; a pool said in dice that the writer does not lower
for a gauge, a reading kept)."""

TWENTY_EIGHTH_LIMITS = (4, 0.92, 0.05)
"""The same over the twenty-eighth blind set, written by two authors who never saw the code
once the twenty-seventh set's fixes had landed (10 sessions, 374 lines; about half the lines
of five of them raw speech transcripts). Measured blind: 86.9 % right, 12 wrong acts (HaDes
half 7, other games 5), 6.1 % needless (a comment on a pool, « un dé contre trois avec la
cuisse ouverte, il est courageux », thrown; a défaut said « … ça joue contre elle » and a thing
after it, « le puits est étroit », lost; « y a des gardes » put on the protagonist's side;
« le moine renégat a une torche » not read as the obstacle; « doit trois cloches » written
« doit 3 cloches »; compound names no list holds, « Ottilie-Rose prend une blessure », asked
about; « tiens zephyrine une fortune pour ta chanson de marin » given to « Marin »; a zFate
character said with « son actualisation c'est deux » missed; a zFate concession paying only
the Conséquences said); after the fixes: 94.7 %, 1, 3.7 % (left: a roll of krâsses the
conteur announces, « Jet à zéro contre facile pour Bérenger-Loup, … bon courage », thrown, a
reading kept; 2D6 rolls said with a skill and its difficulty asked about); after stop 37's
fixes: 97.1 %, 1, 2.1 % (2D6 rolls said in transcripts with who rolls thrown unasked)."""

TWENTY_NINTH_LIMITS = (5, 0.93, 0.03)
"""The same over the twenty-ninth blind set's HaDes half, written by an author who never saw
the code once stop 36's fixes had landed (5 sessions, 216 lines; about half the lines of three
of them raw speech transcripts; two redo lines the author labelled « undo », their notes
saying redo, are kept as redo). Its other half did not come back in time. Measured blind:
93.5 % right, 8 wrong acts, 1.9 % needless (« la porte est blindée, c'est un trait de
l'obstacle » counted « de l'obstacle » as a trait); after the fix: 94.9 %, 5, 1.9 % (left: a
pet name « fifi » for Jean-Fiacre; two protagonists each with a trait, « lui il est costaud,
elle avec sa rapière »; « plus d'ébriété » read as more; two défauts said « ça joue contre
elle » in transcripts counted for the protagonist); after stop 38's fixes: 97.7 %, 1, 0.9 %
(left: the two protagonists each with a trait)."""

THIRTIETH_LIMITS = (2, 0.95, 0.02)
"""The same over the thirtieth blind set, written by two authors who never saw the code once
stop 36's fixes had landed (9 sessions, 324 lines, all five games; about half the lines of
five of them raw speech transcripts; two redo lines the author labelled « undo », their notes
saying redo, are kept as redo). Measured blind, labels as written: 92.3 % right, 9 wrong acts
(two of them those redo lines), 1.5 % needless; on stop 37's code with the labels fixed:
92.9 %, 7, 1.5 % (past rolls told in transcripts thrown, « la derniere fois quitterie avait
crochete la grille … a trois des contre deux »; « on relance le meneur avait oublie … » read
as an undo; « la poutre est vermoulue le vent souffle fort » one thing; « le frère fait sa
ronde » counted; « … et qui connaît la fonderie par cœur » lost; a défaut explained before it
is named counted twice; « Et à deux contre deux, ça donnait quoi ? » after a roll of traits
read as a gauge set before it); after the fixes: 98.8 %, 0, 0.3 % (left: a 3-6-9 retreat and
flight of a character without dés de marasme refused, the rules needing one; a zFate table
told to play zFate; « non annule ça le meneur dit que ça compte pas » asked once)."""

THIRTY_FIRST_LIMITS = (2, 0.90, 0.03)
"""The same over the thirty-first blind set, written by two authors who never saw the code
once stop 37's fixes had landed (6 sessions, 217 lines: three of HaDes, one of them all raw
speech transcripts, and zFate, krâsses, 3-6-9). Measured blind: 83.9 % right, 10 wrong acts,
2.8 % needless (obstacles told first with their « qui » clauses, « La douanière, qui connaît
tous les tarifs et qui a deux gardes, arrête la péniche ; … », counted their action and not
their qualities; « son orgueil joue contre elle » counted for the protagonist; « Et
Jean-Ulrich aussi, lui il en a deux » read as a roll); after the fixes: 88.5 %, 3, 2.8 %
(left: « Dix et dix à la foire de Besse l'an dernier, action d'éclat … » thrown at a krâsses
table; a bare pool said after a gauge the writer does not lower, a reading kept; a tempête
« qui aveugle tout » read with one quality in the chat; zFate moves of a character the
session never created; rules questions of other games read as a command missing its
protagonist); after stop 39's fixes: 92.6 %, 1, 1.8 % (left: the bare pool after a gauge;
zFate lines that read Conséquences as Fate Core does, a légère absorbing two, where the zFate
text says one)."""

THIRTY_SECOND_LIMITS = (3, 0.95, 0.03)
"""The same over the thirty-second blind set, written by two authors who never saw the code
once stop 38's fixes had landed (6 sessions, 234 lines: three of HaDes, one of them all raw
speech transcripts, one solo; zFate, 2D6, 3-6-9). Measured blind: 92.3 % right, 7 wrong acts,
2.6 % needless (« sa curiosité joue contre elle » for the défaut trop curieuse and « il sait
que Fulbert boite » not counted; « fièvre deux barres » written as « maladie »; « on relance »
after a roll a fièvre cut took a second die; « yvon nick et marc olivier … » rolled for the
second; « annule cetait marcolivier pas yvonnick » missed); after the fixes: 97.0 %, 2, 2.1 %
(left: « il est énorme, mais il est fissuré de partout », a weakness of the golem counted
for it, the word also saying a hindrance of one's own « train d'atterrissage cassé »; a
protagonist healing another, « elle a de la fièvre » not counted for the illness)."""


THIRTY_THIRD_LIMITS = (1, 0.95, 0.05)
"""The same over the thirty-third blind set, written by two authors who never saw the code
once stop 39's fixes had landed (6 sessions, 206 lines: HaDes with a Destinée to the end of
its session, HaDes all raw transcripts by a player, a chatty HaDes table, krâsses, zFate, 2D6).
Measured blind: 75.7 % right, 3 wrong acts, 3.4 % needless (« ce soir c'est Fate » switched
nothing, so the zFate session played at a HaDes table; « l'encre a bavé » cut from an
obstacle's list of states; « le cracheur de feu fonce sur Tancrède-Aimé avec sa torche »
credited the torch to Tancrède; « stress deux barres » and « Tancrède-Aimé prend deux barres de
blessure » not written; « Athlétisme Correct, c'est très difficile, disons Excellent » not
thrown; « … non ? Annule. » answered as a « non »); after the fixes: 96.6 %, 0, 3.4 % (left:
commands said with « il » or « elle » asked about; a consolidation asked; a 2D6 roll by a
compétence's name asked; the relance bought by an Invocation not counted as a new roll)."""


THIRTY_FOURTH_LIMITS = (0, 0.97, 0.02)
"""The same over the thirty-fourth blind set, written by two authors who never saw the code
once stop 40's fixes had landed (6 sessions, 223 lines: a HaDes fight with traits on both
sides, HaDes solo oracles a third in raw transcripts, a HaDes evening switching to 3-6-9,
3-6-9, krâsses all in raw transcripts, a chatty zFate table). Measured blind: 95.1 % right,
1 wrong act, 2.7 % needless (« … elle pare avec sa rapière et danse entre les tables » rolled
for « danse »; « oracle oui ou non … » asked « entre quoi et quoi ? »; « … sur la dernière
tuile euh une barre de blessure pour maximilienne oda » missed; a 3-6-9 sacrifice « pour monter
son résultat d'un point » read as a HaDes shift; « Aïe. Aubérie invoque … » invoked by
« Ancienne »); after the fixes: 100 %, 0, 0 %."""


THIRTY_FIFTH_LIMITS = (0, 0.98, 0.01)
"""The same over the thirty-fifth blind set, written by two authors who never saw the code
once stop 41's fixes had landed (6 sessions, 224 lines: the end of a HaDes campaign with its
consolidations, a player's own screen in the first person a third in raw transcripts, 2D6
then HaDes, zFate then HaDes, 3-6-9 all in raw transcripts, a noisy HaDes table of five).
Measured blind: 86.2 % right, 9 wrong acts, 1.8 % needless (« je lance trois dés contre
deux » thrown for no one and « ma navigation » counted one die for navigatrice+ at a table of
one protagonist; « je suis plus fatiguée » raised the gauge; « ajoute-la à mon personnage »
gave a fortune to « Mon »; « le vent souffle fort » told first not counted; « Bon contre
Correct et il faut déjà payer un point » and a roll of last week told in the pluperfect with a
gerund thrown again at a zFate table); after the fixes: 99.6 %, 0, 0 % (left: a 3-6-9 tour
thrown again with « ah si on relance », which « si » alone cannot tell from a supposition)."""


THIRTY_SIXTH_LIMITS = (0, 0.97, 0.025)
"""The same over the thirty-sixth blind set (6 sessions, 229 lines: a whole krâsses scenario
with cooperation and opposed rolls, a HaDes solo evening of oracles in the first person, a
player's screen shared by three protagonists, a zFate conflict with invocations, stress,
consequences and a concession, a talkative HaDes table of four, 2D6 then 3-6-9 in raw
transcripts). Measured blind: 92.6 % right, 5 wrong acts, 3.9 % needless (« je connais les
catacombes » not counted for connaît les catacombes and « allez, on y va » counted for the
obstacle; « plus sept avec trois krasses contre plus cinq elle etait cuite » thrown again; at
zFate « elle invoque … » after Liénor's roll paid by another, a concession and a character
marked « - » by the model, « et adelard tugdual lui il a deux points de fortune » not
created); after the fixes: 98.3 %, 0, 1.7 %."""


THIRTY_SEVENTH_LIMITS = (0, 0.97, 0.025)
"""The same over the thirty-seventh blind set (6 sessions, 234 lines: a HaDes table of four
with heavy trait rolls, a player's screen with compétitions and scripts, a solo evening of
oracles and follow-ups, a whole 3-6-9 fight, a HaDes evening where « annule », « relance »,
« refais » are said of pizzas and phone calls, zFate on a player's screen). Measured blind:
86.8 % right, 6 wrong acts, 3.8 % needless (« Mon personnage marchande … » created a
protagonist « Marchande », then every « je » was asked; « Le golem : poings++, carapace+. »
counted nothing; « avec son marteau » counted twice; a script told step by step read wrong; a
3-6-9 roll of last time thrown; « J'invoque … » and a character said in two words lost at
zFate); after the fixes: 98.3 %, 0, 1.3 %."""


THIRTY_EIGHTH_LIMITS = (1, 0.94, 0.04)
"""The same over the thirty-eighth blind set (6 sessions, 233 lines: a HaDes murder inquiry in
a port with its circumstances told first, a player's own screen in the first person, krâsses
then HaDes, a talkative 2D6 inquiry, a noisy HaDes table of four, a whole zFate scene).
Measured blind: 90.6 % right, 7 wrong acts, 3.0 % needless (« il a une barre de fer » set a
gauge « fer »; « il fait nuit noire, … evroult jehan la fouille » rolled for the last
protagonist, its « il » read as a pronoun; « je lis la carte » not counted for sait lire les
cartes; « y a des dockers, ils sont saouls » counted the dockers; « note-moi un défaut », « j'ai
plus peur » and « c'est la fin de partie, on consolide » missed); after this stop's fixes:
92.7 %, 3, 3.9 % (left: circumstances told first in sentences of their own, « la barque
tangue », « la marée a lavé les traces »); after the next stop's: 95.7 %, 0, 3.0 %."""


THIRTY_NINTH_LIMITS = (1, 0.96, 0.03)
"""The same over the thirty-ninth blind set (6 sessions, 257 lines: a HaDes mission with the
Destinée's powers and a fight between two protagonists, a HaDes table of four in raw
transcripts only, the Destinée preparing a scenario with every oracle, an evening that switches
from 2D6 to 3-6-9 to krâsses, a zFate conflict of three against two, a player's screen with two
protagonists and many undos). Measured blind: 84.4 % right, 6 wrong acts, 6.6 % needless
(« ma peur des corbeaux » cut in two, « avec sa medecine non avec sa chimie » counted both,
« il y a le passeur, il a … » counted the passeur, « je fais causer l'éclusier … ; il est
méfiant » counted nothing of his, a trait gained « héroïque » scored as another trait; a
réserve created for half a name, characters called by their first name asked about each time,
a player's Contrainte not paid); after the fixes: 98.4 %, 0, 1.2 % (one wrong act allowed for
the dice of another run)."""


FORTIETH_LIMITS = (1, 0.95, 0.035)
"""The same over the fortieth blind set (6 sessions, 252 lines: a HaDes heist with two rolls
between protagonists, a solo journal of oracles in the first person, a 3-6-9 fight on a
player's screen, a whole krâsses scénario, 2D6 then zFate on a player's screen, a noisy HaDes
table of five with corrections and undos). Measured blind: 83.7 % right, 14 wrong acts, 3.6 %
needless (values corrected in the same breath kept as first said, rolls between protagonists
thrown for the attacker, someone cutting in between dashes read as part of the command, a
défaut counted twice, a former trade of the obstacle not counted); after the fixes: 97.2 %, 0,
2.0 %."""


def _holds(chat: ChatSession, paths: list[Path], wrong_acts: int, right: float,
           needless: float) -> None:
    results = [play_session(chat, path) for path in paths]
    total = summary(results)
    lines = sum(total.values())
    wrong = [f"{result.name}: « {line.said} » ({line.why})" for result in results
             for line in result.lines if line.outcome == "wrong_act"]
    assert len(wrong) <= wrong_acts, wrong
    assert (total["right"] + total["fair_question"]) / lines >= right
    assert total["needless_question"] / lines <= needless


FORTY_FIRST_LIMITS = (2, 0.84, 0.10)
"""The same over the forty-first blind set (6 sessions, 256 lines: a HaDes siege with
réflexes, scripts and rolls of the whole party, a solo player thinking aloud in raw transcripts
only, a zFate player speaking for her character in the first person, a HaDes table of six
whose talk is full of the commands' words, a whole 2D6 evening, the last session of a HaDes
campaign with every use of fortunes and the end of session). Measured blind: 79.7 % right, 10
wrong acts, 9.0 % needless; after stop 44's fixes: 83.2 %, 3, 8.6 %; after stop 45's (a
manœuvre fired as a réflexe, a party announced, « l eau monte » in a transcript, a 2D6
difficulty said last or doubted, one more consolidation at the end of the campaign): 86.7 %,
0, 9.4 % (left: first-person confirmations at a player's zFate screen, fortunes given back at
the start of the last session, a script said in a transcript)."""


FORTY_SECOND_LIMITS = (1, 0.95, 0.04)
"""The same over the forty-second blind set (6 sessions, 208 lines: a Destinée teaching three
beginners with examples and counterfactuals, a 3-6-9 chase, a player's screen with two
protagonists, a krâsses player alone at her screen, a HaDes table where two characters share
a first name, a zFate investigation ending in 2D6). Measured blind: 89.9 % right, 2 wrong acts
(« pierre prend une blessure » made a new « Pierre »; a roll between protagonists read one
sheet only), 4.3 % needless; after the fixes: 97.1 %, 0, 2.9 %."""

FORTY_THIRD_LIMITS = (0, 0.97, 0.03)
"""The same over the forty-third blind set (6 sessions, 222 lines: a Destinée's ambush with
traits and défauts on both sides, a lone player's 2D6 inquiry going back to HaDes, a player's
screen at the end of a campaign, a zFate duel and chase, a krâsses fair, a Destinée's raw
voice in a crypt). Measured blind: 90.5 % right, 4 wrong acts (a name the recogniser cut in
two made a new protagonist with a wound; a défaut said « ça joue contre lui » and an obstacle
set apart before its pronoun were not counted), 3.6 % needless; after the fixes: 100 %, 0, 0."""

FORTY_FOURTH_LIMITS = (0, 0.96, 0.03)
"""The same over the forty-fourth blind set (6 sessions, 222 lines: a Destinée's heist with a
script, a competition and a roll between protagonists, a 3-6-9 player at her screen, a lone
HaDes player's oracles, a noisy HaDes table of five, a zFate player's screen, a krâsses evening
switching to 2D6). Measured blind: 90.1 % right, 9 wrong acts (three zFate points credited to
« Benezet » where « benezet anatole » was created, an obstacle's trait said « protégée par un
mécanisme mythique », « une mémoire des visages héroïque » split in two, a first person's river
« en crue » lost, a solo roll given to the « vouivre » of its venom), 2.3 % needless; after the
fixes: 98.2 %, 0, 1.4 %."""

FORTY_FIFTH_LIMITS = (1, 0.93, 0.03)
"""The same over the forty-fifth blind set (6 sessions, 217 lines: a Destinée's shipwreck, a
player's screen with two protagonists at the end of a session, a 2D6 investigation ending in a
HaDes oracle, a Destinée's raw voice in a haunted abbey, a krâsses player alone, a 3-6-9
skirmish), written while this stop's fixes were made and measured blind once with them all:
92.2 % right, 3 wrong acts, 2.8 % needless; after three more fixes (the giver named in a
cleft, a thing's verb carrying its negation, a name part misheard beside the rest of its name):
94.0 %, 1 (« hermine gilde cyprien prend … » acts on Herménégilde-Cyprien where its author
wanted a question), 2.8 % (rules questions of 3-6-9 and krâsses said without « ? »)."""


BLIND_SETS = [
    ("data", 12, (MAX_WRONG_ACTS, MIN_RIGHT_SHARE, MAX_NEEDLESS_SHARE)),
    ("heldout", 8, HELD_OUT_LIMITS),
    ("heldout3", 10, THIRD_LIMITS),
    ("heldout4", 6, FOURTH_LIMITS),
    ("heldout5", 8, FIFTH_LIMITS),
    ("heldout6", 8, SIXTH_LIMITS),
    ("heldout7", 9, SEVENTH_LIMITS),
    ("heldout8", 9, EIGHTH_LIMITS),
    ("heldout9", 9, NINTH_LIMITS),
    ("heldout10", 10, TENTH_LIMITS),
    ("heldout11", 10, ELEVENTH_LIMITS),
    ("heldout12", 10, TWELFTH_LIMITS),
    ("heldout13", 10, THIRTEENTH_LIMITS),
    ("heldout14", 10, FOURTEENTH_LIMITS),
    ("heldout15", 10, FIFTEENTH_LIMITS),
    ("heldout16", 10, SIXTEENTH_LIMITS),
    ("heldout17", 10, SEVENTEENTH_LIMITS),
    ("heldout18", 10, EIGHTEENTH_LIMITS),
    ("heldout19", 10, NINETEENTH_LIMITS),
    ("heldout20", 10, TWENTIETH_LIMITS),
    ("heldout21", 10, TWENTY_FIRST_LIMITS),
    ("heldout22", 10, TWENTY_SECOND_LIMITS),
    ("heldout23", 10, TWENTY_THIRD_LIMITS),
    ("heldout24", 10, TWENTY_FOURTH_LIMITS),
    ("heldout25", 10, TWENTY_FIFTH_LIMITS),
    ("heldout26", 10, TWENTY_SIXTH_LIMITS),
    ("heldout27", 10, TWENTY_SEVENTH_LIMITS),
    ("heldout28", 10, TWENTY_EIGHTH_LIMITS),
    ("heldout29", 5, TWENTY_NINTH_LIMITS),
    ("heldout30", 9, THIRTIETH_LIMITS),
    ("heldout31", 6, THIRTY_FIRST_LIMITS),
    ("heldout32", 6, THIRTY_SECOND_LIMITS),
    ("heldout33", 6, THIRTY_THIRD_LIMITS),
    ("heldout34", 6, THIRTY_FOURTH_LIMITS),
    ("heldout35", 6, THIRTY_FIFTH_LIMITS),
    ("heldout36", 6, THIRTY_SIXTH_LIMITS),
    ("heldout37", 6, THIRTY_SEVENTH_LIMITS),
    ("heldout38", 6, THIRTY_EIGHTH_LIMITS),
    ("heldout39", 6, THIRTY_NINTH_LIMITS),
    ("heldout40", 6, FORTIETH_LIMITS),
    ("heldout41", 6, FORTY_FIRST_LIMITS),
    ("heldout42", 6, FORTY_SECOND_LIMITS),
    ("heldout43", 6, FORTY_THIRD_LIMITS),
    ("heldout44", 6, FORTY_FOURTH_LIMITS),
    ("heldout45", 6, FORTY_FIFTH_LIMITS),
]
"""Each blind set's folder, how many sessions it holds at least, and its limits."""


@pytest.mark.parametrize(("folder", "sessions", "limits"), BLIND_SETS,
                         ids=[folder for folder, _, _ in BLIND_SETS])
def test_each_blind_set_holds_todays_measure(session_chat: ChatSession, folder: str,
                                             sessions: int,
                                             limits: tuple[int, float, float]) -> None:
    paths = sorted((HERE / folder).glob("*.yml"))
    assert len(paths) >= sessions
    _holds(session_chat, paths, *limits)


@pytest.mark.parametrize("path", sorted((HERE / "games").glob("*.yml")), ids=lambda path: path.stem)
def test_each_games_bookkeeping_at_the_end_of_a_whole_session(session_chat: ChatSession,
                                                              path: Path) -> None:
    """One whole session per other game (zFate, 3-6-9, krâsses, 2D6), its bookkeeping checked
    at the end: no line missed or acted on wrongly, the end state as the rules say."""
    result = play_session(session_chat, path)
    failed = [(line.said, line.outcome, line.why) for line in result.lines
              if line.outcome in ("wrong_act", "missed")]
    assert failed == [] and result.end_state_errors == []


def test_the_reproductions_of_the_understanding_issue(session_chat: ChatSession) -> None:
    result = play_session(session_chat, HERE / "team" / "issue17_reproductions.yml")
    wrong = [(line.said, line.outcome, line.why, line.reply) for line in result.lines
             if line.outcome not in ("right", "fair_question")]
    assert wrong == []
