"""The obstacle's side said in clauses of its own: what each clause names, what only tells the
story (the eighth blind session set's rolls of traits)."""

from __future__ import annotations

import pytest

from assistant.nlu.trait_pools import anchored_pools, split_sides

MARIN = ["lanterne", "marin+", "nage", "carnet de bord", "têtue"]


@pytest.mark.parametrize(("said", "sheet", "faults", "found"), [
    ("irene plonge dans la cale avec sa nage et son côté marin ; la cale est inondée, il fait "
     "noir comme dans un four et la porte est coincée", MARIN, ["têtue"],
     {"traits": ["nage", "marin+"], "obstacle_traits": ["inondée", "noir", "coincée"]}),
    ("jerome saute la rampe avec sa conduite ; la rampe est branlante, les pillards ont un "
     "lance-roquettes héroïque et ils savent que jérôme est une grande gueule, il va vouloir "
     "frimer", ["conduite", "gros bras", "grande gueule"], ["grande gueule"],
     {"traits": ["conduite"],
      "obstacle_traits": ["branlante", "lance-roquettes+", "grande gueule"]}),
    ("timothee rampe dans le boyau avec sa lampe-torche et son côté archiviste, il a lu les "
     "plans ; le boyau est étroit, ça s'effondre et timothée est claustrophobe",
     ["archiviste++", "lampe-torche", "claustrophobe"], ["claustrophobe"],
     {"traits": ["lampe-torche", "archiviste++"],
      "obstacle_traits": ["étroit", "s'effondre", "claustrophobe"]}),
])
def test_a_clause_of_the_obstacles_list_names_its_predicate(said: str, sheet: list[str],
                                                            faults: list[str],
                                                            found: dict) -> None:
    """« la porte est coincée », « il fait noir comme dans un four », « les pillards ont un
    lance-roquettes héroïque »: each clause counts once, by what it says the obstacle is or
    has, before any circumstance; « ça s'effondre » is a circumstance of its own."""
    assert anchored_pools(said, sheet, {}, faults) == found


@pytest.mark.parametrize(("said", "faults", "obstacle"), [
    ("helene cogne le sacristain avec sa boxe ; le sacristain a un chandelier et il voit bien "
     "qu'elle est insomniaque, elle tient à peine debout", ["insomniaque"],
     ["chandelier", "insomniaque"]),
    ("noe baratine le vieux avec son baratin ; le vieux il est méfiant, il a peur du duc et "
     "surtout il sait que noé est joueur invétéré, noé lui doit encore 10 sous",
     ["joueur invétéré"], ["méfiant", "peur du duc", "joueur invétéré"]),
    ("irene interroge yannick avec son carnet de bord ; yannick est fourbe et il voit bien "
     "qu'elle est têtue, elle lâchera pas", ["têtue"], ["fourbe", "têtue"]),
])
def test_what_goes_on_after_a_clause_of_knowing_names_nothing(said: str, faults: list[str],
                                                              obstacle: list[str]) -> None:
    """« il sait qu'elle est têtue, elle lâchera pas »: the défaut counts for the obstacle, the
    clause that goes on about it after a comma names no trait; someone met by the action and
    said again as the subject of « est » (« yannick est fourbe ») is the obstacle."""
    sheet = ["boxe+", "baratin", "carnet de bord", *faults]
    assert anchored_pools(said, sheet, {}, faults)["obstacle_traits"] == obstacle


def test_but_opens_a_new_item_and_a_weakened_state_helps_the_protagonist() -> None:
    """« le garde a un bouclier mais il est désarmé »: bouclier for the garde, désarmé a
    weakness the protagonist exploits."""
    assert anchored_pools("loic cogne le premier garde avec son côté colosse ; le garde a un "
                          "bouclier mais il est désarmé", ["hache", "colosse+"], {}) == {
        "traits": ["colosse+", "désarmé"], "obstacle_traits": ["bouclier"]}


def test_a_circumstance_after_the_weakness_names_no_trait() -> None:
    """« aveuglée par la lampe de timothée »: the weakness, not the lamp."""
    assert anchored_pools("berenice tire encore avec son revolver ; la goule a des griffes et "
                          "une carapace, mais elle est aveuglée par la lampe de timothée",
                          ["revolver"], {}) == {"traits": ["revolver", "aveuglée"],
                                                "obstacle_traits": ["griffes", "carapace"]}


def test_a_stuck_door_is_an_obstacle_not_a_weakness() -> None:
    found = anchored_pools("anaïs force la porte avec son pied-de-biche ; la porte est coincée",
                           ["pied-de-biche"], {})
    assert found == {"traits": ["pied-de-biche"], "obstacle_traits": ["coincée"]}


def test_the_pronoun_of_whom_the_action_meets_is_still_a_guess() -> None:
    """« vise le chef des gardes …, il a une armure et il est à couvert »: « il » may be the
    chef; the roll is asked, with both of his clauses counted."""
    found = anchored_pools("anais vise le chef des gardes avec son arbalète ; il a une armure "
                           "et il est à couvert derrière la charrette", ["arbalète+"], {})
    assert found["obstacle_traits"] == ["armure", "couvert"]
    assert found["obstacle_guessed"]


def test_an_object_pronoun_before_etre_is_no_obstacles_clause() -> None:
    """« la porte lui est tombée sur le pied »: the reason of a wound, no side of a roll."""
    assert split_sides("Corentin prend une blessure, la porte lui est tombée sur le pied") is None


def test_the_obstacle_told_as_a_story_after_a_semicolon() -> None:
    """« … avec son escalade et sa boussole ; l'eau monte vite, … et il fait nuit »: clauses
    whose subject is a thing with its article are the obstacle's side; « ; elle est blessée
    deux » is no obstacle (a pronoun may be the protagonist)."""
    found = anchored_pools("la marée remonte. Sidonie fuit vers la chaussée avec son escalade "
                           "et sa boussole ; l'eau monte vite et il fait nuit",
                           ["escalade", "boussole"], {})
    assert found["obstacle_traits"] == ["eau monte vite", "nuit"]
    assert anchored_pools("Anaïs attaque avec sa hache ; elle est blessée deux", ["hache+"],
                          {}) == {"traits": ["hache+"]}


def test_who_stands_there_with_a_definite_article_is_no_trait() -> None:
    found = anchored_pools("Bastien tient la brèche avec son bouclier ; en face y a l'ogre de "
                           "siège, force mythique", ["bouclier"], {})
    assert found["obstacle_traits"] == ["force++"]
    found = anchored_pools("Sidonie ouvre le coffret avec sa lanterne ; en face y a une aiguille "
                           "empoisonnée", ["lanterne"], {})
    assert found["obstacle_traits"] == ["aiguille empoisonnée"]


def test_an_obstacle_told_before_the_protagonist_counts_what_it_has() -> None:
    """« le sergent sort de sa guérite. … il sait qu'elle est impulsive et il la provoque ; il a
    son épée héroïque et sa cotte de mailles. Thaïs essaie de l'esquiver avec son acrobatie »:
    the obstacle told first counts what it has and the défaut it knows, not its story."""
    found = anchored_pools("le sergent de garde sort de sa guérite. Il connaît Thaïs, il sait "
                           "qu'elle est impulsive et il la provoque ; il a son épée héroïque et "
                           "sa cotte de mailles. Thaïs essaie de l'esquiver avec son acrobatie",
                           ["acrobatie+", "corde", "impulsive"], {}, ["impulsive"])
    assert found == {"traits": ["acrobatie+"],
                     "obstacle_traits": ["impulsive", "épée+", "cotte de mailles"]}
    found = anchored_pools("derrière, un coffret. il est piégé, y a une aiguille empoisonnée, et "
                           "le piège joue sur sa curiosité, elle est curieuse ; Sidonie l'ouvre "
                           "avec sa lanterne", ["lanterne", "curieuse"], {}, ["curieuse"])
    assert found == {"traits": ["lanterne"],
                     "obstacle_traits": ["aiguille empoisonnée", "curieuse"]}


@pytest.mark.parametrize(("said", "sheet", "found"), [
    ("gaspard vise la corde avec son arc ; c'est loin, il fait nuit et il y a du vent",
     ["arc"], {"traits": ["arc"], "obstacle_traits": ["loin", "nuit", "vent"]}),
    ("gaspard force le coffre avec son pied-de-biche ; il pleut et c'est rouillé",
     ["pied-de-biche"], {"traits": ["pied-de-biche"], "obstacle_traits": ["pleut", "rouillé"]}),
])
def test_circumstances_with_no_one_for_subject_after_the_traits_are_the_obstacles(
        said: str, sheet: list[str], found: dict) -> None:
    """« ; c'est loin, il fait nuit »: clauses with no one as their subject, after the
    protagonist's « avec … » and a semicolon, are the obstacle's side."""
    assert anchored_pools(said, sheet, {}) == found


def test_c_est_that_judges_is_no_obstacle() -> None:
    assert split_sides("gaspard tire avec son arc ; c'est foutu") is None


@pytest.mark.parametrize(("said", "verbs", "obstacle"), [
    ("gaspard suit la piste avec son flair ; la lande est brumeuse et les loups connaissent "
     "le terrain", frozenset({"suit", "est", "connaissent"}),
     ["brumeuse", "loups connaissent le terrain"]),
    ("gaspard suit la piste avec son flair ; la lande est brumeuse et les loups le guettent",
     frozenset({"suit", "est", "guettent"}), ["brumeuse", "loups"]),
])
def test_an_article_after_a_verb_is_no_pronoun(said: str, verbs: frozenset[str],
                                               obstacle: list[str]) -> None:
    """With the sentence's verbs known, « les loups connaissent le terrain » says what the
    obstacle has (« le » after a verb is an article); « les loups le guettent » tells what
    threatens the protagonist (« le » before a verb is a pronoun): its subject counts."""
    assert anchored_pools(said, ["flair"], {}, verbs=verbs)["obstacle_traits"] == obstacle


@pytest.mark.parametrize(("said", "found"), [
    ("gaspard frappe le brigand avec son épée ; le brigand a une masse et il est complètement "
     "soûl", {"traits": ["épée", "soûl"], "obstacle_traits": ["masse"]}),
    ("gaspard achève la bête avec son épée ; la bête a une carapace mais elle est à l'agonie",
     {"traits": ["épée", "agonie"], "obstacle_traits": ["carapace"]}),
])
def test_a_weakened_obstacle_gives_its_state_to_the_protagonist(said: str, found: dict) -> None:
    assert anchored_pools(said, ["épée"], {}) == found


@pytest.mark.parametrize(("said", "sheet", "traits"), [
    ("gaspard crochète la serrure ; la serrure est rouillée", ["crochetage"], ["crochetage"]),
    ("gaspard avance discrètement ; le garde est méfiant", ["discret"], ["discret"]),
    ("gaspard fouille le bureau avec sa discrétion ; il fait noir", ["discrète"], ["discrète"]),
    ("gaspard tire sur la corde ; la corde est loin", ["tir"], []),
    ("gaspard chante pour l'endormir ; le garde est méfiant", ["chant"], ["chant"]),
])
def test_a_sheets_trait_said_as_another_word_of_its_family_counts_once(
        said: str, sheet: list[str], traits: list[str]) -> None:
    """« elle crochète » says crochetage, « discrètement » discret: a word sharing all but the
    last few letters of a one-word trait of six letters or more; a short trait is said whole."""
    assert anchored_pools(said, sheet, {"traits": ["discrétion"]} if "discrète" in sheet
                          else {})["traits"] == traits


@pytest.mark.parametrize(("said", "faults", "obstacle"), [
    ("sidonie fuit vers la chaussée avec son escalade ; l'eau monte vite, le pilleur la "
     "poursuit et il fait nuit", [], ["eau monte vite", "pilleur", "nuit"]),
    ("bérénice grimpe jusqu'au vitrail avec son acrobatie, le mur est humide et elle est "
     "superstitieuse, les gargouilles la font flipper", ["superstitieuse"],
     ["humide", "superstitieuse"]),
])
def test_who_acts_upon_the_protagonist_is_an_obstacle_unless_it_explains_a_fault(
        said: str, faults: list[str], obstacle: list[str]) -> None:
    """« le pilleur la poursuit » counts the pursuer; « les gargouilles la font flipper » after
    her défaut says why the défaut counts, and adds nothing."""
    sheet = ["escalade", "acrobatie", *faults]
    assert anchored_pools(said, sheet, {}, faults)["obstacle_traits"] == obstacle


@pytest.mark.parametrize(("said", "obstacle"), [
    ("le prieur l'attaque dans la crypte : il a une épée héroïque, une cotte de mailles et il "
     "est fanatique. gaspard se défend avec son escrime", ["épée+", "cotte de mailles", "fanatique"]),
    ("derrière, un coffret. il est piégé, y a une aiguille empoisonnée, et le piège joue sur sa "
     "curiosité ; gaspard l'ouvre avec son escrime", ["aiguille empoisonnée"]),
])
def test_what_an_obstacle_told_first_has_goes_on_across_commas(said: str,
                                                               obstacle: list[str]) -> None:
    """« il a une épée héroïque, une cotte de mailles et … »: each item of what it has, to the
    end of its sentence; a clause of its story (« et le piège joue … ») names nothing."""
    assert anchored_pools(said, ["escrime"], {})["obstacle_traits"] == obstacle


def test_a_trait_taken_back_by_name_and_weakened_crowds() -> None:
    """« avec son gourdin, non pas le gourdin, … » takes the gourdin back; « les gardes sont
    complètement saouls » weakens them, a die for the protagonist; « y a les dogues, mais … »
    keeps the dogs as the obstacle."""
    from assistant.nlu.trait_pools import without_retractions

    said = without_retractions("gaspard intimide le passeur avec son gourdin, non pas le "
                               "gourdin, il l'intimide du regard ; le passeur est têtu")
    assert "gourdin" not in said
    assert anchored_pools("gaspard se glisse dans la cour, il est discret ; en face y a les "
                          "dogues, mais les gardes sont complètement saouls", ["discret"], {}) \
        == {"traits": ["discret", "saouls"], "obstacle_traits": ["dogues"]}


def test_a_sheets_trait_said_in_a_clause_cut_as_talk_still_counts() -> None:
    """The model reads « … avec son arbalète, et ; le loup-garou a … » (the clause « comme il
    est pisteur il l'a vu venir » cut as talk); the sentence as said still names pisteur."""
    said = ("eloi tire sur le loup-garou avec son arbalète, et comme il est pisteur il l'a vu "
            "venir ; le loup-garou a une force mythique")
    cut = "eloi tire sur le loup-garou avec son arbalète, et ; le loup-garou a une force mythique"
    assert anchored_pools(cut, ["arbalète", "pisteur"], {}, said=said)["traits"] == \
        ["arbalète", "pisteur"]
    assert anchored_pools("noé ouvre avec sa lanterne, elle lui montre qu'elle est une "
                          "survivante ; l'ermite est méfiant", ["lanterne"], {}) == \
        {"traits": ["lanterne"], "obstacle_traits": ["méfiant"]}


@pytest.mark.parametrize(("said", "sheet", "found"), [
    ("le chien mutant est enragé, mais il boite ; ophélie lui décoche une flèche avec son arc",
     ["arc"], {"traits": ["arc", "boite"], "obstacle_traits": ["enragé"]}),
    ("le gardien de la crypte, il est énorme, il a une masse héroïque, il connaît les lieux par "
     "cœur, mais il est à moitié aveugle. raphael l'affronte avec son épée longue",
     ["épée longue"], {"traits": ["épée longue", "moitié aveugle"],
                       "obstacle_traits": ["énorme", "masse+", "connaît les lieux"]}),
    ("le couloir est étroit et les squelettes ont des lances, mais ils sont aveuglés par la "
     "poussière ; gaspard ouvre la grille de côté avec son crochetage", ["crochetage"],
     {"traits": ["crochetage", "aveuglés"], "obstacle_traits": ["étroit", "lances"]}),
    ("le garde du pont, il a une hallebarde héroïque et il est sur ses gardes. cyprien lui fonce "
     "dessus avec son gourdin", ["gourdin"],
     {"traits": ["gourdin"], "obstacle_traits": ["hallebarde+", "sur ses gardes"]}),
])
def test_an_obstacle_told_first_counts_its_states_and_knowledge(said: str, sheet: list[str],
                                                                found: dict) -> None:
    """What the obstacle told first is (« il est énorme »), knows (« il connaît les lieux »)
    and has counts; a weakened state (« il boite », « à moitié aveugle ») is a die for the
    protagonist; « et les squelettes ont … » opens a clause of its own."""
    assert anchored_pools(said, sheet, {}) == found


@pytest.mark.parametrize("said", [
    "le capitaine est dans la cour, il a une rapière ; ezechiel l'attaque avec son escrime",
    "le capitaine n'est pas armé, il a une rapière ; ezechiel l'attaque avec son escrime",
    "le capitaine sait que je suis là, il a une rapière ; ezechiel l'attaque avec son escrime",
])
def test_a_place_a_negation_or_a_knowing_told_first_is_no_state(said: str) -> None:
    """« il est dans la cour », « il n'est pas armé », « il sait que … » name no trait."""
    assert anchored_pools(said, ["escrime"], {})["obstacle_traits"] == ["rapière"]


def test_a_fault_said_in_a_clause_cut_as_talk_still_counts_for_the_obstacle() -> None:
    """« … et il sait très bien que je suis rancunier », cut as talk from the command, still
    names the protagonist's défaut (the sentence as said)."""
    said = ("ezechiel provoque le capitaine en duel avec son escrime ; le capitaine a une rapière "
            "héroïque et il sait très bien que je suis rancunier")
    cut = "ezechiel provoque le capitaine en duel avec son escrime ; le capitaine a une rapière héroïque"
    assert anchored_pools(cut, ["escrime+", "rancunier"], {}, ["rancunier"], said=said) == \
        {"traits": ["escrime+"], "obstacle_traits": ["rapière+", "rancunier"]}


@pytest.mark.parametrize(("said", "found"), [
    ("Perrine tire sur la gargouille avec son arbalète ; il fait nuit, la gargouille est perchée "
     "tout en haut et le vent souffle",
     {"traits": ["arbalète+"], "obstacle_traits": ["nuit", "perchée tout en haut", "vent souffle"]}),
    ("Perrine tire à l'arbalète sur le guetteur ; il fait nuit noire et il est planqué derrière "
     "des caisses", {"traits": ["arbalète+"], "obstacle_traits": ["nuit noire", "planqué"]}),
])
def test_circumstances_told_first_on_the_obstacles_side(said: str, found: dict) -> None:
    """« ; il fait nuit, la gargouille est … »: the night is the obstacle's, before its own
    clause; « tire à l'arbalète » wields its instrument as « avec » does."""
    assert anchored_pools(said, ["arbalète+"], {}) == found
