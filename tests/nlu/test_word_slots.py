"""Slots read from fixed French shapes when the model left them out."""

from __future__ import annotations

import pytest

from assistant.nlu.contract import complete_from_words
from assistant.nlu.normalize import normalize_utterance
from assistant.nlu.vocabulary import marked_names
from assistant.nlu.word_slots import (
    action_type_from_words,
    options_from_words,
    question_word,
    system_from_words,
    trait_from_words,
    verb_stem,
)


def _completed(intent: str, said: str, slots: dict | None = None) -> dict:  # type: ignore[type-arg]
    return complete_from_words(intent, normalize_utterance(said), slots or {})


@pytest.mark.parametrize(("said", "action"), [
    ("apolline crochète la serrure", "resoudre"), ("il observe la rue", "observer"),
    ("tristan frappe le garde", "affronter"), ("elle négocie le prix", "negocier"),
    ("ils esquivent la lame", "contourner"), ("le troll est vert", None)])
def test_a_conjugated_verb_gives_the_action_type(said: str, action: str | None) -> None:
    assert action_type_from_words(normalize_utterance(said)) == action


def test_stems_keep_four_letters() -> None:
    assert verb_stem("crocheter") == verb_stem("crochete") == "crochet"
    assert verb_stem("fuir") == "fuir"


def test_a_known_gauge_form_fills_the_gauge_but_no_word_becomes_a_new_gauge() -> None:
    assert _completed("gauge_set", "aziliz est épuisée")["gauge"] == "fatigue"
    assert "gauge" not in _completed("gauge_set", "aziliz est perdue", {"level": 3})


@pytest.mark.parametrize(("said", "options"), [
    ("jet de choix entre la grotte et le marais", ["la grotte", "le marais"]),
    ("choisis entre nord sud est et ouest", ["nord", "sud", "est", "ouest"]),
    ("entre Marc, Julie et le vieux prêtre ?", ["marc", "julie", "le vieux prêtre"]),
    ("tire au sort entre oui ou non s'il te plaît", ["oui", "non"]),
    ("tire au sort entre le forgeron le prêtre et la meunière",
     ["le forgeron", "le prêtre", "la meunière"]),
    ("choisis parmi le loup, le corbeau et l'ours", ["le loup", "le corbeau", "l'ours"]),
    ("entre la tour de la reine et le puits", ["la tour de la reine", "le puits"]),
    ("entre le forgeron, le prêtre et la meunière, tire au sort",
     ["le forgeron", "le prêtre", "la meunière"]),
    ("jet de choix", [])])
def test_the_options_of_a_choice_are_what_follows_entre(said: str, options: list) -> None:
    assert options_from_words(said) == options


def test_the_model_keeps_its_options_when_it_found_as_many() -> None:
    model = {"options": ["la Grotte", "le Marais"]}
    assert _completed("oracle_choice", "choix entre la grotte et le marais", model) == model


@pytest.mark.parametrize(("said", "trait"), [
    ("eudes gagne le trait lame ancestrale", "lame ancestrale"),
    ("ajoute le trait éphémère charme à apolline", "charme"),
    ("philomène a le défaut peur du noir", "peur du noir")])
def test_a_trait_is_every_word_after_its_marker(said: str, trait: str) -> None:
    assert trait_from_words(normalize_utterance(said)) == trait


def test_a_trait_cut_short_by_the_model_is_lengthened_never_replaced() -> None:
    slots = _completed("add_trait", "eudes gagne le trait lame ancestrale", {"trait": "lame"})
    assert slots["trait"] == "lame ancestrale"
    other = _completed("add_trait", "eudes gagne le trait lame ancestrale", {"trait": "épée"})
    assert other["trait"] == "épée"


@pytest.mark.parametrize(("said", "system"), [
    ("change de jeu deux d six", "deux_d6"), ("on joue à trois six neuf", "trois_six_neuf"),
    ("on passe à Fate", "fate"), ("on change de jeu", None)])
def test_a_game_is_found_by_its_name_anywhere(said: str, system: str | None) -> None:
    assert system_from_words(normalize_utterance(said)) == system


@pytest.mark.parametrize(("said", "names"), [
    ("la fiche de nour", ["nour"]), ("lis moi la fiche d aurele", ["aurele"]),
    ("jet pour aurele 4 des contre 4", ["aurele"]), ("c est doriane qui lance", ["doriane"]),
    ("pour esquiver 2 des contre 3", []), ("la fiche de la table", []),
    ("lance 3 des pour voir", [])])
def test_a_name_said_after_the_command_is_read_where_french_marks_it(
        said: str, names: list) -> None:
    assert marked_names(said) == names


@pytest.mark.parametrize(("said", "names"), [
    ("bon eudes merite une fortune", ["eudes"]),
    ("genre wilfried il charge le sanglier", ["wilfried"]),
    ("du coup philomene elle soigne le blesse", ["philomene"]),
    ("bon 4 des contre 3", []), ("bon contre moyen", [])])
def test_a_name_after_spoken_openers_and_before_a_pronoun(said: str, names: list) -> None:
    from assistant.nlu.vocabulary import leading_names

    assert leading_names(said) == names


@pytest.mark.parametrize(("said", "struck"), [
    ("Clothilde est déshéritée : raye noble de sa fiche.", ("noble", None)),
    ("Il a médité toute la nuit : raye colérique de la fiche de Tancrède.",
     ("colérique", "tancrède")),
    ("Gwenaël a remboursé le capitaine, enlève dette envers le capitaine de sa fiche.",
     ("dette envers le capitaine", None)),
    ("raye clé d'os de la fiche d'Anaïs", ("clé d'os", "anaïs")),
    ("enlève le trait peur à Bob", None),
])
def test_a_trait_struck_off_a_sheet(said: str, struck: tuple[str, str | None] | None) -> None:
    from assistant.nlu.word_slots import trait_struck_from_sheet

    assert trait_struck_from_sheet(said) == struck


@pytest.mark.parametrize(("said", "trait"), [
    ("Kader gagne le trait contact au caravansérail", "contact au caravansérail"),
    ("Bob gagne le trait hache à deux mains", "hache à deux mains"),
    ("donne le trait épée à Bob", "épée"),
])
def test_a_traits_name_ends_before_a_name_not_before_a_noun(said: str, trait: str) -> None:
    from assistant.nlu.word_slots import trait_from_words

    assert trait_from_words(said) == trait


def test_a_traits_name_ends_before_pour() -> None:
    from assistant.nlu.word_slots import trait_from_words

    assert trait_from_words("Sidonie obtient le trait clé du sanctuaire pour la session") == \
        "clé du sanctuaire"


@pytest.mark.parametrize(("said", "category"), [
    ("c'est qui qui a allumé tous ces cierges, fais un jet de distance", "qui"),
    ("la sauge elle pousse où, fais un jet de distance", "ou"),
    ("il arrive quand le bateau, jet de distance", "quand"),
    ("le garde qui dort, jet de distance", None),
    ("fais un jet de distance ou un jet de choix", None),
])
def test_the_question_asked_beside_a_jet_de_distance(said: str, category: str | None) -> None:
    assert question_word(said) == category


@pytest.mark.parametrize(("said", "trait"), [
    ("Anaëlle repart avec l'amulette de la comtesse, note-lui le trait",
     "amulette de la comtesse"),
    ("Jérôme a trouvé la carte de l'abbaye, écris-la comme trait", "carte de l'abbaye"),
    ("et il a appris la langue des morts, écris-le sur la fiche de Clement", "langue des morts"),
    ("ajoute ruban bleu à la fiche de bénédicte", "ruban bleu"),
    ("note sur la fiche de josué : ami des morts, il a parlé au fantôme du gardien",
     "ami des morts"),
    ("ezechiel, note-lui endetté comme défaut, il doit de l'argent à la guilde", "endetté"),
    ("note le trait bagarreur sur la fiche d'Aurélien", "bagarreur"),
    ("cyprien a impressionné le sergent, note-lui respect de la garde", "respect de la garde"),
])
def test_a_trait_written_down_is_named_where_the_sentence_puts_it(said: str, trait: str) -> None:
    """Before « comme défaut », before the sheet it goes on, after « note-lui », or the thing
    the clause before names when the order says « it » (« écris-la comme trait »)."""
    assert _completed("add_trait", said)["trait"] == trait


@pytest.mark.parametrize(("said", "slots"), [
    ("bénédicte s'épuise à tourner la meule, une barre de fatigue pour elle",
     {"gauge": "fatigue", "change": 1}),
    ("Hugues a vu la comtesse dans le miroir, il a peur, deux barres",
     {"gauge": "peur", "level": 2}),
])
def test_the_bars_counted_say_the_gauges_move(said: str, slots: dict) -> None:
    """Bars counted win over a verb of the story (« s'épuise »); bars said alone go with the
    gauge just named."""
    completed = _completed("gauge_set", said)
    assert {key: completed.get(key) for key in slots} == slots


def test_a_trait_struck_off_a_sheet_with_its_article_and_its_reason() -> None:
    from assistant.nlu.word_slots import trait_struck_from_sheet

    assert trait_struck_from_sheet("raye la lanterne de la fiche de Noémie, elle l'a laissée "
                                   "tomber dans le puits") == ("lanterne", "noémie")
