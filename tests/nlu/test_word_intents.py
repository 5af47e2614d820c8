"""The game's grammar read from the words: a pool said as a command is a roll (asked about
once), an odds question that asks nothing is a throw, a game named with a switching verb is a
change of game."""

from __future__ import annotations

import pytest

from assistant.nlu.normalize import normalize_utterance
from assistant.nlu.trust import Verdict, judge
from assistant.nlu.word_intents import intent_from_words, names_a_throw

FLOOR = 0.65


def read(intent: str, confidence: float, said: str) -> tuple[str, float]:
    return intent_from_words(intent, confidence, normalize_utterance(said), FLOOR)


@pytest.mark.parametrize("said", [
    "Firmin se planque derrière les tonneaux pendant que la patrouille passe, trois dés contre "
    "trois",
    "Rosalinde fouille les poches du cadavre à la recherche d'un indice, trois contre un",
    "Gonzague veut soudoyer le geôlier, il a trois dés et l'obstacle en a deux",
    "Lazare abat sa masse sur l'orque, quatre contre quatre pour Lazare",
])
def test_a_narrated_roll_is_a_roll_asked_about_once(said: str) -> None:
    intent, confidence = read("out_of_scope", 0.9, said)
    assert (intent, confidence) == ("resolve_pool", FLOOR)
    assert judge(intent, confidence, normalize_utterance(said),
                 {"protagonist_dice": 3, "obstacle_dice": 3}) is Verdict.CONFIRM


@pytest.mark.parametrize("said", [
    "ils sont cinq contre deux dans la taverne",
    "c'est un combat à trois contre un",
    "cinq contre deux c'est pas juste",
    "on était quatre contre deux la semaine dernière et j'ai raté",
    "trois contre deux ou quatre contre deux, je sais pas",
])
def test_heads_counted_in_table_talk_are_no_roll(said: str) -> None:
    assert read("out_of_scope", 0.9, said) == ("out_of_scope", 0.9)


@pytest.mark.parametrize("intent", ["odds_query", "resolve_script", "follow_up"])
def test_commands_that_say_pools_themselves_keep_the_model(intent: str) -> None:
    assert read(intent, 0.5, "trois dés contre deux") == (intent, 0.5)


@pytest.mark.parametrize("intent", ["fate_roll", "krasses_roll"])
def test_dice_counted_on_both_sides_are_hades_dice_whatever_game_the_model_read(
        intent: str) -> None:
    """Another game's table then says which game it plays (``table_game.hades_roll_elsewhere``)
    rather than asking for that game's values."""
    assert read(intent, 0.5, "trois dés contre deux") == ("resolve_pool", FLOOR)


def test_a_confident_roll_keeps_its_confidence_and_an_unsure_one_is_asked() -> None:
    assert read("resolve_pool", 0.95, "trois dés contre deux") == ("resolve_pool", 0.95)
    assert read("resolve_pool", 0.4, "trois dés contre deux") == ("resolve_pool", FLOOR)


def test_an_odds_question_that_asks_nothing_is_the_throw() -> None:
    said = "du coup je lance cinq dés contre quatre et on voit ce que ça donne"
    assert read("odds_query", 0.79, said) == ("resolve_pool", FLOOR)
    assert read("odds_query", 0.79, "combien de chances je lance cinq contre quatre") == (
        "odds_query", 0.79)


@pytest.mark.parametrize("said", ["on bascule en trois six neuf", "reviens sur hades",
                                  "change de système deux d six"])
def test_a_game_named_with_a_switching_verb_chooses_the_game(said: str) -> None:
    assert read("destin_adjust", 0.9, said) == ("choose_system", FLOOR)


def test_a_game_named_without_a_switching_verb_is_left_to_the_model() -> None:
    assert read("trois_six_neuf_turn", 0.8, "lance le dé du destin en trois six neuf") == (
        "trois_six_neuf_turn", 0.8)


@pytest.mark.parametrize(("intent", "said", "oracle"), [
    ("result_options", "jet de direction militaire pour savoir ce que prépare la légion",
     "oracle_direction"),
    ("sheet", "quel genre de créature a laissé ces traces, oracle être", "oracle_direction"),
    ("out_of_scope", "oracle, qui nous suit depuis le port ?", "oracle_distance"),
    ("remove_trait", "il y a combien de pièces d'or dans le coffre, oracle ?", "oracle_distance"),
])
def test_an_oracle_named_by_its_table_or_its_words_is_that_oracle(intent: str, said: str,
                                                                  oracle: str) -> None:
    assert read(intent, 0.5, said) == (oracle, FLOOR)


@pytest.mark.parametrize(("intent", "said"), [
    ("rules_question", "c'est quoi un jet de direction"),
    ("out_of_scope", "l'oracle de Delphes était célèbre"),
    ("oracle_choice", "oracle, qui est le traître, le baron ou la duchesse"),
])
def test_talk_about_oracles_and_other_oracles_keep_the_model(intent: str, said: str) -> None:
    assert read(intent, 0.5, said) == (intent, 0.5)


def test_a_roll_asked_in_per_cent_is_the_odds_question() -> None:
    assert read("resolve_pool", 0.9, "si on met cinq dés contre deux ça fait combien de pour "
                "cent") == ("odds_query", 0.9)


def test_a_roll_of_traits_read_as_a_bare_roll_is_the_roll_of_traits() -> None:
    said = "Brannoc défie le chef de clan avec hache à deux mains et fierté du nord contre " \
           "quatre dés"
    assert read("resolve_pool", 0.95, said) == ("roll_traits", FLOOR)
    assert read("resolve_pool", 0.95, "Alice avec son épée, trois dés contre deux") == (
        "resolve_pool", 0.95)


def test_the_deus_ex_alea_named_is_applied_and_asked_about_is_explained() -> None:
    assert read("resolve_pool", 0.99, "tous les dés de l'obstacle font quatre, on déclenche le "
                "deus ex alea") == ("deus_ex_alea", FLOOR)
    assert read("rules_question", 0.8, "c'est quoi le deus ex alea") == ("rules_question", 0.8)


@pytest.mark.parametrize(("said", "model", "read"), [
    ("je donne une fortune à Lénaïg", "fortune_spend", "fortune_gain"),
    ("tiens une fortune pour Maëlle", "out_of_scope", "fortune_gain"),
    ("Lénaïg dépense une fortune pour un rebondissement", "consolidate", "fortune_spend"),
    ("yvon utilise une fortune pour faire une révélation sur sa sœur", "consolidate",
     "fortune_spend"),
    ("monte le destin d'un point", "destin_roll", "destin_adjust"),
    ("destin moins un", "gauge_set", "destin_adjust"),
])
def test_fortunes_and_the_destin_said_by_their_own_words(said: str, model: str, read: str) -> None:
    assert intent_from_words(model, 0.9, normalize_utterance(said), 0.65)[0] == read


@pytest.mark.parametrize("said", ["Alice dépense une fortune pour garder le trait courage",
                                  "Bob dépense une fortune pour baisser sa jauge de blessure",
                                  "combien de fortunes je donne à la fin ?"])
def test_a_consolidation_or_a_question_is_not_read_as_a_fortune_spent_in_play(said: str) -> None:
    assert intent_from_words("consolidate", 0.9, normalize_utterance(said), 0.65)[0] == \
        "consolidate"


@pytest.mark.parametrize(("said", "model"), [
    ("Gwenaël le repousse au harpon ; le requin a mâchoire héroïque et vitesse", "out_of_scope"),
    ("Anaïs charge les pillards ; les pillards sont nombreux et ont des arcs", "oracle_choice"),
    ("Lénaïg franchit le ravin avec sa corde ; en face, un vent violent", "roll_traits"),
])
def test_an_action_and_the_obstacles_own_clause_is_a_roll_of_traits_asked_once(
        said: str, model: str) -> None:
    assert read(model, 0.5, said) == ("roll_traits", FLOOR)


def test_an_oracle_named_keeps_its_reading_even_with_a_clause_that_looks_like_an_obstacle() -> None:
    assert read("oracle_choice", 0.9, "oracle, qui est le traître, le baron ou la duchesse")[0] \
        == "oracle_choice"


@pytest.mark.parametrize(("said", "named", "read_as"), [
    ("Anaïs boit à l'oasis, elle n'a plus soif.", True, ("gauge_set", 0.75)),
    ("Lénaïg n'a peur de rien", True, ("out_of_scope", 0.8)),
    ("ça me fatigue ces embouteillages tous les soirs", False, ("out_of_scope", 0.8)),
    ("j'ai pris une blessure moi", False, ("gauge_set", FLOOR)),
])
def test_a_gauge_said_in_talk_moves_only_for_someone_named_or_the_speaker(
        said: str, named: bool, read_as: tuple) -> None:
    assert read_named("out_of_scope", 0.8, said, named=named) == read_as


SURE = 0.75


def read_named(intent: str, confidence: float, said: str, named: bool = True) -> tuple[str, float]:
    return intent_from_words(intent, confidence, normalize_utterance(said), FLOOR, sure=SURE,
                             named=named)


@pytest.mark.parametrize(("said", "model", "read_as"), [
    ("Je monte le destin d'un point, ils ont traîné devant cette porte.", "destin_roll",
     "destin_adjust"),
    ("Destin moins un, je m'épargne un peu.", "rules_question", "destin_adjust"),
    ("Éloïse dépense sa fortune pour un rebondissement : les villageois arrivent.",
     "fortune_spend", "fortune_spend"),
    ("Je donne une fortune à Clothilde pour ce tir.", "close_session", "fortune_gain"),
    ("Héloïse gagne une fortune pour son discours devant le conseil.", "consolidate",
     "fortune_gain"),
    ("Hélène gagne une fortune, le coup de la corde.", "rules_question", "fortune_gain"),
    ("Aurélien est blessé deux, le plafond lui tombe dessus.", "out_of_scope", "gauge_set"),
    ("Aurélien prend une blessure, un éclat de roche lui entaille le front.", "add_trait",
     "gauge_set"),
    ("Hélène entend des grattements, mets-lui une barre de peur.", "nlu_fallback", "gauge_set"),
])
def test_the_commands_own_words_for_a_named_protagonist_act_at_once(
        said: str, model: str, read_as: str) -> None:
    assert read_named(model, 0.4, said) == (read_as, SURE)


@pytest.mark.parametrize(("said", "model", "read_as"), [
    ("Je donne une fortune à Clothilde pour ce tir.", "close_session", "fortune_gain"),
    ("Elle prend une autre blessure, le garde la frappe du pommeau.", "out_of_scope",
     "gauge_set"),
])
def test_the_same_words_without_a_name_or_as_narration_are_asked_about(
        said: str, model: str, read_as: str) -> None:
    assert read_named(model, 0.4, said, named=False) == (read_as, FLOOR)


def test_a_gauge_moved_in_a_clause_that_starts_with_a_name_is_an_order() -> None:
    """« Zoé prend une autre blessure, le garde la frappe du pommeau »: the model hears a
    story, the clause opens on the name and says the command's own words."""
    said = "Zoé prend une autre blessure, le garde la frappe du pommeau."
    assert read_named("out_of_scope", 0.4, said) == ("gauge_set", SURE)


@pytest.mark.parametrize(("said", "model", "confidence"), [
    ("Gwenaël a remboursé le capitaine, enlève dette envers le capitaine de sa fiche.",
     "remove_trait", 0.98),
    ("Tancrède met une fortune dans sa blessure, une barre de moins.", "consolidate", 0.9),
    ("Grégoire gagne un point de fortune, il accepte la contrainte.", "fate_compel", 1.0),
    ("Aurélien est blessé deux ?", "out_of_scope", 0.9),
])
def test_a_trait_a_consolidation_another_games_command_or_a_question_keep_the_model(
        said: str, model: str, confidence: float) -> None:
    assert read_named(model, confidence, said) == (model, confidence)


def test_a_consolidation_said_in_its_words_is_asked_when_the_model_doubts() -> None:
    """« met une fortune dans sa blessure »: the end of the session's consolidation in its own
    words for a protagonist named, as « dépense une fortune pour sa fatigue » is, rather than
    not understood."""
    said = "Tancrède met une fortune dans sa blessure, une barre de moins."
    assert read_named("consolidate", 0.6, said) == ("consolidate", SURE)


def test_a_pool_said_with_its_dice_acts_when_the_model_heard_a_roll_too() -> None:
    said = "Maëlle rampe dans le conduit, deux dés contre deux"
    assert read_named("resolve_pool", 0.68, said) == ("resolve_pool", SURE)
    assert read_named("out_of_scope", 0.9, said) == ("resolve_pool", FLOOR)
    assert read_named("resolve_pool", 0.68, "Maëlle rampe, deux contre deux") == (
        "resolve_pool", 0.68)


def test_a_thing_the_model_marked_as_a_name_names_nobody() -> None:
    from assistant.nlu.grammar_component import names_someone

    said = "le chevalier tombe à genoux épuisé et blessé"
    start = said.index("genoux")
    assert not names_someone(said, [{"entity": "protagonist", "start": start, "end": start + 6}])
    said = "tancrède sort prendre l'air sur le balcon, il n'a plus peur"
    assert names_someone(said, [{"entity": "protagonist", "start": 0, "end": 8}])


@pytest.mark.parametrize(("said", "read_as"), [
    ("annule, on ne l'a pas encore rencontré, ce contact", "undo"),
    ("annule, c'était deux de stress, pas trois.", "undo"),
    ("Non, si, finalement : rétablis.", "redo"),
    ("Non c'est bon, remets-le, il l'a mérité.", "redo"),
])
def test_an_undo_ordered_first_is_the_undo_whatever_its_reason(said: str, read_as: str) -> None:
    assert read_named("out_of_scope", 0.5, said, named=False) == (read_as, SURE)


@pytest.mark.parametrize("said", ["annule ton rendez-vous chez le dentiste",
                                  "on annule la partie de jeudi ?",
                                  "remets le couvert, on a faim"])
def test_an_undo_verb_about_another_thing_is_not_read_as_an_undo(said: str) -> None:
    assert read_named("out_of_scope", 0.9, said, named=False)[0] == "out_of_scope"


@pytest.mark.parametrize("said", [
    "Noémie croise le fer avec le capitaine ; Noémie a escrime mythique, le capitaine a escrime "
    "héroïque et une cuirasse",
    "Éloïse pirate la porte du sas : elle a piratage mythique ; la porte a chiffrement et rouille",
])
def test_what_each_side_has_after_an_action_is_a_roll_not_a_trait_written(said: str) -> None:
    assert read("add_trait", 0.65, said)[0] == "roll_traits"


def test_a_trait_written_keeps_its_reading_beside_an_obstacle_clause() -> None:
    said = "Anaïs gagne le trait hache ; l'ogre a massue et rage"
    assert read("add_trait", 0.65, said) == ("add_trait", 0.65)


@pytest.mark.parametrize("said", ["Et Loïc en gagne une pour la grille.",
                                  "Tancrède en gagne une deuxième pour son sacrifice.",
                                  "Et encore une pour Héloïse, c'était vraiment beau.",
                                  "Et Tancrède en reprend une autre, ça lui fait deux barres."])
def test_a_command_that_leaves_out_its_object_follows_the_previous_one(said: str) -> None:
    assert read("propose_effect", 0.73, said) == ("follow_up", FLOOR)


@pytest.mark.parametrize("said", ["Loïc en gagne une ?", "il en prend des tonnes, des coups",
                                  "Loïc en gagne une, de fortune",
                                  "Loïc en prend une, de blessure"])
def test_a_question_or_an_object_said_is_no_ellipsis(said: str) -> None:
    assert read("out_of_scope", 0.9, said)[0] != "follow_up"


@pytest.mark.parametrize("said", [
    "Clothilde passe le garde grâce à sa noblesse, pas besoin de dés : destin moins un.",
    "Destin moins un, la comtesse est de bonne humeur.",
])
def test_the_destin_moved_in_its_own_clause_is_the_destinees_adjustment(said: str) -> None:
    assert read_named("out_of_scope", 0.5, said, named=False) == ("destin_adjust", SURE)


def test_a_sentence_that_starts_with_a_name_names_someone() -> None:
    from assistant.nlu.grammar_component import names_someone

    assert names_someone("bérénice est blessée 2, elle tombe de la branche", [])
    assert not names_someone("le chevalier est blessé", [])


@pytest.mark.parametrize(("said", "model", "read_as"), [
    ("Clothilde est déshéritée : raye noble de sa fiche.", "sheet", "remove_trait"),
    ("Anaïs ramasse la clé d'os, elle gagne le trait clé d'os.", "remove_trait", "add_trait"),
])
def test_a_sheet_change_said_with_its_story_is_that_change(said: str, model: str,
                                                           read_as: str) -> None:
    assert read_named(model, 0.77, said) == (read_as, SURE)


def test_a_sentence_with_ou_and_no_choice_word_is_an_unsure_choice() -> None:
    said = "Le contrôleur hurle : « Vos billets, ou je vous fais descendre à la prochaine ! »"
    assert read("oracle_choice", 0.95, said) == ("oracle_choice", FLOOR)
    assert read("oracle_choice", 0.95, "choisis entre la taverne ou la forêt") == (
        "oracle_choice", 0.95)
    assert read("oracle_choice", 0.95, "la taverne ou la forêt, tire au sort") == (
        "oracle_choice", 0.95)


def test_a_pool_said_with_en_a_and_its_dice_acts_when_the_model_heard_a_roll() -> None:
    said = "Joël a trois dés et le robot de garde en a deux"
    assert read_named("resolve_pool", 0.66, said) == ("resolve_pool", SURE)


def test_an_undo_that_names_a_thing_of_the_game_is_checked_against_the_last_entry() -> None:
    """« annule le trait » is an undo the action checks; « annule la réservation » is none."""
    from assistant.nlu.word_intents import undo_names

    assert read("out_of_scope", 0.5, "annule le trait, on verra ça plus tard") == ("undo", FLOOR)
    assert read("out_of_scope", 0.5, "annule la réservation")[0] == "out_of_scope"
    assert undo_names("annule le trait, on verra ca plus tard", "l'ajout du trait")
    assert undo_names("annule la blessure", "le changement de jauge")
    assert not undo_names("annule le trait", "le jet de des")
    assert not undo_names("annule", "le jet de des")


@pytest.mark.parametrize("said", ["et à loic aussi", "pareil pour Clémence", "et pour Noé"])
def test_the_same_command_for_someone_else_is_a_follow_up(said: str) -> None:
    assert read("goodbye", 0.92, said)[0] == "follow_up"


@pytest.mark.parametrize("said", ["et à demain", "à plus", "et à la prochaine"])
def test_a_farewell_is_no_follow_up(said: str) -> None:
    assert read("goodbye", 0.92, said)[0] == "goodbye"


def test_several_traits_gained_are_written_even_when_the_model_doubts() -> None:
    assert read_named("add_trait", 0.44, "loïc gagne les traits agile et rusé") == (
        "add_trait", SURE)


def test_a_character_created_and_a_charisme_said_first_are_those_commands() -> None:
    said = "crée aussi le personnage Baptiste, lui il a une actualisation de deux"
    assert read("roll_traits", 0.65, said) == ("create_character", FLOOR)
    assert read_named("resolve_pool", 0.41, "Malo a deux de charisme et il garde tout pour "
                      "lui") == ("krasses_heap", SURE)
    assert read("roll_traits", 0.65, "crée une diversion")[0] == "roll_traits"


def test_a_roll_said_with_a_doubt_is_asked() -> None:
    from actions.table_game import said_unsure

    assert said_unsure("Firmin lance Combat Correct contre Bon ou Correct je sais plus")
    assert said_unsure("plus 5 contre moyen, peut-être difficile")
    assert not said_unsure("Bon contre Correct")


@pytest.mark.parametrize(("said", "model", "read_as"), [
    ("Zoé n'est plus blessée, le médecin du bal l'a recousue.", "roll_traits", "gauge_set"),
    ("Josué gagne une fortune, la Destinée me l'a promise pour la chanson.", "roll_traits",
     "fortune_gain"),
    ("La folie d'Éloïse retombe à zéro, elle respire enfin.", "resolve_pool", "gauge_set"),
])
def test_a_compound_past_in_the_reason_is_no_obstacles_clause(said: str, model: str,
                                                              read_as: str) -> None:
    """« … l'a recousue », « me l'a promise »: « a » is an auxiliary there, not « has »."""
    assert read_named(model, 0.5, said)[0] == read_as


@pytest.mark.parametrize(("said", "switch"), [
    ("Bon, on revient à HaDes pour l'enquête.", True),
    ("bascule la table sur krasses", True),
    ("on bascule en trois six neuf", True),
    ("Mon frère joue à Fate depuis dix ans, il dit que les conséquences c'est le cœur du jeu.",
     False),
])
def test_a_game_is_chosen_by_the_tables_own_order_not_by_someones_habit(said: str,
                                                                         switch: bool) -> None:
    assert (read("out_of_scope", 0.5, said)[0] == "choose_system") is switch


@pytest.mark.parametrize(("said", "category"), [
    ("le village il est proche ou loin", "ou"),
    ("euh c est loin la tour", "ou"),
    ("les secours ils arrivent maintenant ou plus tard", "quand"),
    ("ils sont combien au campement, beaucoup ou peu", "combien"),
    ("la lettre, c'est un allié ou un ennemi qui l'a envoyée", "qui"),
])
def test_a_question_for_the_jet_de_distance_asked_in_its_own_words(said: str,
                                                                   category: str) -> None:
    from assistant.nlu.word_slots import distance_question

    assert read("out_of_scope", 0.8, said)[0] == "oracle_distance"
    assert distance_question(said) == category


def test_a_distance_said_as_a_statement_is_no_question() -> None:
    assert read("out_of_scope", 0.8, "la tour est loin, vous marchez deux jours")[0] \
        == "out_of_scope"


@pytest.mark.parametrize(("said", "category"), [
    ("l'espion il se cache dans quelle pièce de la maison", "maison"),
    ("le cerf il a été touché où, quelle partie du corps", "corps"),
    ("le capitaine il est comment avec nous, donne-moi une attitude", "attitudes"),
    ("de quel côté part le tunnel", "direction"),
])
def test_a_table_of_the_jet_de_direction_named_by_its_item(said: str, category: str) -> None:
    from assistant.nlu.word_slots import direction_asked

    assert read("out_of_scope", 0.8, said)[0] == "oracle_direction"
    assert direction_asked(said) == category
    assert direction_asked("quelles sont mes chances") is None


SURE = 0.75


@pytest.mark.parametrize(("model", "said", "read_as"), [
    ("fate_roll", "quelles sont mes chances bon contre correct", "odds_query"),
    ("rules_question", "on résout la mission en script", "resolve_script"),
    ("rules_question", "fais un script pour l'expédition au col", "resolve_script"),
    ("rules_question", "résous ça en compétition, c'est une course jusqu'au port",
     "resolve_competition"),
    ("consolidate", "c'est bon tout le monde a consolidé, tu peux clore la partie",
     "close_session"),
    ("rules_question", "Thibaud veut passer le revers en presque avec une fortune",
     "fortune_shift"),
    ("out_of_scope", "bon compétence un, difficulté insensée, bon courage", "deux_d6_roll"),
    ("choose_system", "le stress de Lothaire passe à deux", "gauge_set"),
    ("out_of_scope", "les munitions d'Urbain sont à deux barres", "gauge_set"),
    ("gauge_set", "et Loïc gagne peur des hauteurs, après le coup du pont suspendu", "add_trait"),
    ("roll_traits", "et avec l'autre elle garde remède contre le venin", "consolidate"),
    ("out_of_scope", "et sa deuxième fortune, il change arbalète en arbalète lourde",
     "consolidate"),
    ("fortune_shift", "avant de ranger je rattrape ce que j'ai pas noté : deux fortunes pour "
     "Anaïs", "fortune_gain"),
    ("out_of_scope", "Loïc lance trois dés contre… euh elle a dit combien déjà ?", "resolve_pool"),
    ("out_of_scope", "ah si c'était bien Bérénice rétablis", "redo"),
    ("out_of_scope", "le MJ dit qu'on a droit à une deuxième tentative on relance", "reroll"),
])
def test_commands_said_by_their_own_words(model: str, said: str, read_as: str) -> None:
    assert intent_from_words(model, 0.9, normalize_utterance(said), FLOOR, sure=SURE)[0] == read_as


@pytest.mark.parametrize(("model", "said"), [
    ("rules_question", "comment on fait un script ?"),
    ("out_of_scope", "le prix de la bière passe à trois"),
    ("out_of_scope", "elle a consolidé sa position sur la colline"),
    ("out_of_scope", "la blessure du meunier saigne encore il rampe vers la porte du moulin"),
])
def test_the_same_words_in_a_question_or_a_story_keep_the_model(model: str, said: str) -> None:
    """A question, a thing's price, a consolidated position, the wound of the story's miller."""
    assert intent_from_words(model, 0.9, normalize_utterance(said), FLOOR, sure=SURE)[0] == model


def test_a_switch_said_with_its_game_is_sure_however_long_the_sentence() -> None:
    said = normalize_utterance("bon le combat est fini, on passe au 2D6 pour l'enquête en ville")
    assert intent_from_words("choose_system", 0.5, said, FLOOR, sure=SURE) == ("choose_system",
                                                                                SURE)


@pytest.mark.parametrize(("said", "intent"), [
    ("séverine a lâché son arbalète dans les douves, raye-la de sa fiche", "remove_trait"),
    ("bon c'est l'heure, on passe à la fin de partie", "end_session"),
    ("note-lui peur du feu comme défaut", "add_trait"),
    ("et il gagne aussi le trait contacts à la cour", "add_trait"),
    ("zoé récupère un défaut, vertige, elle a regardé en bas", "add_trait"),
    ("encore une fortune pour noélie l'idée de la lanterne c'était génial", "fortune_gain"),
])
def test_sheet_and_session_orders_said_in_their_own_words(said: str, intent: str) -> None:
    assert read("out_of_scope", 0.5, said)[0] == intent


def test_one_pool_said_for_a_race_is_a_roll_not_a_competition() -> None:
    assert read("resolve_competition", 0.6, "trois dés contre trois pour la course jusqu'aux "
                "chevaux")[0] == "resolve_pool"
    assert read("resolve_competition", 0.9, "compétition : nous trois contre deux, les rivaux "
                "deux contre deux")[0] == "resolve_competition"


@pytest.mark.parametrize(("said", "throws"), [
    ("maïwenn l'aide avec sa lance à deux", False),
    ("la lance du chevalier est brisée", False),
    ("je lance trois dés", True),
    ("il lance sa lance", True),
])
def test_a_spear_is_no_throw(said: str, throws: bool) -> None:
    assert names_a_throw(normalize_utterance(said)) is throws


@pytest.mark.parametrize(("said", "intent", "done"), [
    ("non attends c'est Loïc qui a peur pas elle, annule", "undo", True),
    ("ah si c'était bien Bérénice rétablis", "redo", True),
    ("ah si Jade a raconté le coup de sa grand-mère, ça compte, bon rétablis", "redo", False),
])
def test_an_undo_ending_the_line_is_done_after_its_correction_and_asked_otherwise(
        said: str, intent: str, done: bool) -> None:
    read_intent, confidence = intent_from_words("out_of_scope", 0.5, normalize_utterance(said),
                                                FLOOR, sure=0.9)
    assert (read_intent, confidence) == (intent, 0.9 if done else FLOOR)


@pytest.mark.parametrize(("intent", "said", "read_as"), [
    ("out_of_scope", "bon, la chasse c'est fini : pour l'assaut on ressort les fiches hadès",
     "choose_system"),
    ("resolve_pool", "pour le duel dans la cour, on finit en trois six neuf", "choose_system"),
    ("roll_traits", "encore une barre de fatigue pour Gaspard, la montée c'est dur", "gauge_set"),
    ("out_of_scope", "bon c'est la fin de partie, et on change le destin en fortunes",
     "end_session"),
    ("fortune_spend", "Gaspard efface peur des chiens avec une fortune", "consolidate"),
    ("out_of_scope", "et Gaspard, deux points de fortune lui aussi", "create_character"),
    ("roll_traits", "ensuite le personnage Gaspard, son actualisation c'est deux",
     "create_character"),
    ("add_trait", "note une fortune pour Gaspard, la Destinée vient de la lui donner",
     "fortune_gain"),
    ("out_of_scope", "pareil pour Gaspard mais une seule", "follow_up"),
    ("out_of_scope", "allez, la poursuite dans les bois on la joue aux krâsses", "choose_system"),
    ("nlu_fallback", "bon, le concours de boisson on le fait aux krâsses, sortez les d10",
     "choose_system"),
    ("create_character", "et Gwenaëlle aussi, deux points de fortune", "follow_up"),
    ("consolidate", "tiens faustine, une fortune pour ton idée de la fausse bourse",
     "fortune_gain"),
    ("fortune_spend", "jeremie, tiens, une fortune, tu nous as sauvé la mise", "fortune_gain"),
    ("destin_roll", "et le destin, je jette un œil vite fait", "destin_query"),
    ("out_of_scope", "ajoute ruban bleu à la fiche de bénédicte", "add_trait"),
    ("nlu_fallback", "cyprien a impressionné le sergent, note-lui respect de la garde",
     "add_trait"),
    ("out_of_scope", "non laisse tomber, annule la peur, c'est trop tôt", "undo"),
    ("out_of_scope", "en fait si, remets la peur, le sac vient de bouger tout seul", "redo"),
    ("out_of_scope", "ah si pardon, c'était l'autre dette, remets-le", "redo"),
    ("resolve_pool", "une goule sort d'une niche, elle a des griffes. noelle lui tire dessus "
     "avec son arbalète", "roll_traits"),
    ("end_session", "bon on arrête là, fin de partie, et on applique la transformation du "
     "destin en fortunes", "end_session"),
    ("nlu_fallback", "ensuite Noëlle, elle démarre à deux points de fortune", "create_character"),
    ("out_of_scope", "Hugues a vu la comtesse dans le miroir, il a peur, deux barres", "gauge_set"),
])
def test_the_words_of_a_switch_a_gauge_the_end_a_consolidation_and_a_creation(
        intent: str, said: str, read_as: str) -> None:
    """« on ressort les fiches hadès », « on finit en 3-6-9 »; a gauge's change said first,
    its reason after; « c'est la fin de partie » first; a trait erased « avec une fortune »;
    a zFate character said with its Points de Fortune."""
    assert read(intent, 0.5, said)[0] == read_as


def test_a_point_of_fortune_given_is_no_character_created() -> None:
    assert read("fortune_gain", 0.9, "donne un point de fortune à Gaspard alors")[0] == \
        "fortune_gain"


def test_a_name_before_a_gauge_names_someone() -> None:
    """« …, Gaspard blessure à deux barres »: the name opens the clause of the command."""
    from assistant.nlu.grammar_component import names_someone

    said = normalize_utterance("le loup la lacère en passant, Gaspard blessure à deux barres")
    assert names_someone(said, [])
    assert intent_from_words("out_of_scope", 0.75, said, FLOOR, named=True)[0] == "gauge_set"


@pytest.mark.parametrize(("intent", "said", "read_as"), [
    ("out_of_scope", "elle, une fortune, ça lui suffit pas", "out_of_scope"),
    ("destin_roll", "on fait un jet de destin pour voir", "destin_roll"),
    ("out_of_scope", "remets la musique, c'est trop calme", "out_of_scope"),
    ("add_trait", "note-lui une fortune", "fortune_gain"),
])
def test_words_near_a_gift_a_look_at_the_destin_or_an_undo_that_say_none(
        intent: str, said: str, read_as: str) -> None:
    """A pronoun is no one given a fortune; « pour voir » after « jet de destin » still
    throws it; « remets la musique » undoes nothing."""
    assert read(intent, 0.5, said)[0] == read_as
