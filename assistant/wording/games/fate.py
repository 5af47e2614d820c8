"""French wording of zFate (seed 001): rolls, invocations, characters, hits."""

from __future__ import annotations

from typing import Any, Mapping

from assistant.reply import Reply
from assistant.wording.analysis import odds_data, percent
from assistant.wording.spoken import count, display_name, join, of_name, plain, sentence, signed
from assistant.wording.systems import game_data, game_reply
from hades_core.systems import fate
from hades_core.systems.fate_character import (
    FateCharacter,
    HitResult,
    Milestone,
    StressKind,
    character_from_data,
    character_to_data,
)
from hades_core.systems.text import fold

SYSTEM = "fate"
VALUE_NAMES = {
    "arme": "l'arme",
    "degats": "les dégâts",
    "actualisation": "l'actualisation",
    "cases_de_stress": "le nombre de cases de stress",
    "points_de_fortune": "les points de fortune",
    "consequences_subies": "le nombre de conséquences",
}
POINT_NAMES = {"points_de_fortune": "points de fortune"}
REFUSALS = {
    "bonus_personnel_plafonne": "Un seul plus deux par jet avec un aspect personnel."
    " Les aspects de situation peuvent encore s'ajouter.",
    "gratuite_et_payante": "Le même aspect ne s'invoque pas gratuitement et en payant sur le"
    " même jet.",
    "case_de_stress": "Cette case de stress est déjà cochée ou n'existe pas.",
    "consequence_prise": "Cette conséquence est déjà prise.",
    "consequence_absente": "Ce personnage n'a pas cette conséquence.",
    "extreme_deja_prise": "Une seule conséquence extrême par jalon majeur.",
    "avantage_sans_succes": "Créer un avantage demande un succès au dernier jet de Fate.",
    "pas_d_invocation_gratuite": "Cet aspect n'a pas d'invocation gratuite : invoquez-le pour"
    " un point de fortune.",
    "stress_ou_consequence_inconnu": "Dites physique, mental ou ressources pour le stress,"
    " et légère, modérée, sévère ou extrême pour une conséquence.",
    "jet_d_un_autre": lambda f: (
        f"Le dernier jet est celui {of_name(str(f['roller']))}. Pour lui donner plus"
        f" deux, dites : {display_name(str(f['name']))} invoque un aspect pour"
        f" {display_name(str(f['roller']))}."),
    "relance_pour_un_autre": "Pour un autre personnage, une invocation donne plus deux,"
    " pas de relance.",
    "avantage_deja_cree": "L'avantage de ce jet est déjà créé.",
    "consequence_a_prendre": lambda f: (
        f"Il manque {count(int(f['missing']), 'dégât')} à absorber."
        f" {display_name(str(f['name']))} peut prendre "
        + (f"plusieurs conséquences parmi {_levels(f['choices'], 'et')}" if f.get("together")
           else f"une conséquence {_levels(f['choices'])}")
        + f", sinon {display_name(str(f['name']))} est hors conflit. Dites laquelle."),
    "extreme_ne_se_soigne_pas": "Une conséquence extrême ne se soigne pas comme une autre :"
    " au jalon majeur, elle peut être renommée.",
    "renommer_extreme": "Seul un jalon majeur renomme une conséquence extrême, et il en faut"
    " une.",
    "actualisation_epuisee": "Plus d'actualisation pour acheter une prouesse.",
    "jalon_inconnu": "Dites jalon mineur, notable ou majeur.",
}
LEVEL_HINT = "un niveau de l'Échelle comme Bon, ou un nombre comme 3"


FATE_OUTCOME_NAMES = {
    "succes_avec_style": "Succès avec style",
    "succes": "Succès",
    "egalite": "Égalité",
    "echec": "Échec",
}
_FATE_CRIES = {
    "succes_avec_style": "Succès avec style !",
    "succes": "Succès !",
    "egalite": "Égalité.",
    "echec": "Échec.",
}
_FATE_FACES = {1: "plus", 0: "vide", -1: "moins"}
_INVOCATION_EFFECTS = {
    fate.InvocationEffect.BONUS: "plus deux",
    fate.InvocationEffect.RELANCE: "relance",
}
_CONSEQUENCE_NAMES = {
    "legere": "légère",
    "moderee": "modérée",
    "severe": "sévère",
    "extreme": "extrême",
}


def fate_level(value: int) -> str:
    """A level of the Échelle: « Bon, plus trois », or « plus neuf » beyond the table."""
    name = fate.ladder_name(value)
    return signed(value) if name is None else f"{name}, {signed(value)}"


def _fate_faces(faces: tuple[int, ...]) -> str:
    return f"{', '.join(_FATE_FACES[face] for face in faces)}, soit {signed(sum(faces))}"


def _shifts(shifts: int) -> str:
    if shifts > 0:
        return f"{count(shifts, 'marge')}."
    return "Aucune marge." if shifts == 0 else f"Il manque {shifts * -1}."


def _invocations(roll: fate.FateRoll) -> str:
    if not roll.invocations:
        return ""
    said = [
        f"{invocation.aspect} {_INVOCATION_EFFECTS[invocation.effect]}"
        f"{' gratuite' if invocation.free else ''}"
        for invocation in roll.invocations
    ]
    return f"Invocations : {join(said)}."


def fate_roll_data(roll: fate.FateRoll, seed: int | None) -> dict[str, Any]:
    """The roll as JSON: dice, skill, opposition, invocations and computed values."""
    return game_data(
        SYSTEM, "fate_roll",
        seed=seed,
        faces=list(roll.faces),
        skill=roll.skill,
        opposition=roll.opposition,
        opposition_faces=list(roll.opposition_faces),
        invocations=[
            {"aspect": i.aspect, "effect": i.effect.key, "free": i.free, "personal": i.personal}
            for i in roll.invocations
        ],
        teamwork=roll.teamwork,
        defense_bonus=roll.defense_bonus,
        weapon=roll.weapon,
        damage=roll.damage,
        total=roll.total,
        opposition_total=roll.opposition_total,
        shifts=roll.shifts,
        outcome=roll.outcome.key,
    )


def _levels(keys: Any, last: str = "ou") -> str:
    """« légère ou modérée » (« légère et sévère »)."""
    names = [_CONSEQUENCE_NAMES[str(key)] for key in keys]
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + f" {last} " + names[-1]


def fate_roll(roll: fate.FateRoll, seed: int | None = None,
              roller: str | None = None) -> Reply:
    """« Succès ! Dés Fate : plus, vide, moins, plus, soit plus un. Bon, plus trois … »; the
    character who rolled, when said, is kept in the data (``roller``) for the Invocations."""
    opposition = ""
    if roll.opposition_faces:
        opposition = f"L'opposition lance {_fate_faces(roll.opposition_faces)}."
    table = sentence(
        _FATE_CRIES[roll.outcome.key],
        f"Dés Fate : {_fate_faces(roll.faces)}.",
        opposition,
        f"Aide : {signed(roll.teamwork)}." if roll.teamwork else "",
        "Défense totale : plus deux à l'opposition." if roll.defense_bonus else "",
        _invocations(roll),
        f"Résultat {fate_level(roll.total)}, contre {fate_level(roll.opposition_total)}.",
        _shifts(roll.shifts),
        _damage(roll),
    )
    data = fate_roll_data(roll, seed)
    return Reply(table=table, data=data if roller is None else {**data, "roller": roller})


def _damage(roll: fate.FateRoll) -> str:
    """« Avec l'arme, 4 dégâts. » for an Attaque with a weapon rating."""
    if not roll.weapon:
        return ""
    if not roll.damage:
        return "L'attaque ne touche pas : l'arme n'ajoute rien."
    return f"Avec l'arme, {count(roll.damage, 'dégât')}."


def fate_points(character: FateCharacter, delta: int) -> Reply:
    """« Henri gagne un point de fortune, 3 en tout. » / « … dépense …, il lui en reste 1. »"""
    name = display_name(character.name)
    left = character.fate_points
    if delta >= 0:
        gained = count(delta, "point de fortune", "points de fortune")
        table = f"{name} gagne {gained}, {left} en tout."
    else:
        spent = count(-delta, "point de fortune", "points de fortune")
        rest = "il ne lui en reste aucun" if left == 0 else f"il lui en reste {left}"
        table = f"{name} dépense {spent}, {rest}."
    return game_reply(SYSTEM, "fate_points", table,
                      delta=delta, character=character_to_data(character))


def fate_compel_proposed(name: str) -> str:
    """A contrainte proposed, not yet accepted or refused: what to say next."""
    name = display_name(name)
    return (f"Contrainte proposée à {name}. Dites : {name} accepte la contrainte,"
            f" ou {name} la refuse.")


def fate_compel(character: FateCharacter, accepted: bool,
                proposer: FateCharacter | None) -> Reply:
    """« Contrainte acceptée : Henri gagne 1 point de fortune, 3 en tout. », the proposer's
    Point said first."""
    said = [f"Contrainte {'acceptée' if accepted else 'refusée'}."]
    if proposer is not None:
        said.append(fate_points(proposer, -1).table)
    said.append(fate_points(character, 1 if accepted else -1).table)
    return game_reply(SYSTEM, "fate_compel", sentence(*said), accepted=accepted,
                      character=character_to_data(character),
                      proposer=None if proposer is None else character_to_data(proposer))


def fate_invocation(
    character: FateCharacter, roll: fate.FateRoll, paid: bool, seed: int | None = None
) -> Reply:
    """The roll after an Invocation, then the Point de Fortune paid (none if gratuite)."""
    rolled = fate_roll(roll, seed)
    if not paid:
        return Reply(table=sentence(rolled.table, "Invocation gratuite."), data=rolled.data)
    points = fate_points(character, -1)
    return Reply(
        table=sentence(rolled.table, points.table),
        data={**rolled.data, "character": points.data["character"]},
    )


def fate_invoked(character: FateCharacter, aspect: str, free: bool, free_left: int = 0,
                 beneficiary: str | None = None) -> Reply:
    """« Alice invoque Têtu. Alice dépense 1 point de fortune, il lui en reste 2. », or
    « Invocation gratuite, il en reste 1 sur Embuscade. »; « … pour Bob » when the +2 goes to
    another character's roll."""
    name = display_name(character.name)
    for_whom = "" if beneficiary is None else f" pour {display_name(beneficiary)}"
    rest = (f", il en reste {plain(free_left)} sur {aspect}" if free_left
            else ", c'était la dernière sur cet aspect")
    paid = f"Invocation gratuite{rest}." if free else fate_points(character, -1).table
    return game_reply(SYSTEM, "fate_invoke",
                      sentence(f"{name} invoque {aspect}{for_whom}.", paid),
                      aspect=aspect, free=free, free_left=free_left, beneficiary=beneficiary,
                      character=character_to_data(character))


def fate_advantage(aspect: str, gained_count: int, held: int) -> Reply:
    """« Avantage créé : 2 invocations gratuites sur Embuscade. »"""
    gained = count(gained_count, "invocation gratuite", "invocations gratuites")
    total = "" if held == gained_count else f" Il y en a {plain(held)} en tout."
    return game_reply(SYSTEM, "fate_advantage", f"Avantage créé : {gained} sur {aspect}.{total}",
                      aspect=aspect, gained=gained_count, held=held)


def fate_boost(aspect: str, held: int) -> Reply:
    """« Boost : Élan, une invocation gratuite. »"""
    total = count(held, "invocation gratuite", "invocations gratuites")
    return game_reply(SYSTEM, "fate_boost", f"Boost : {aspect}, {total}.", aspect=aspect,
                      held=held)


def fate_characters(characters: list[FateCharacter]) -> Reply:
    """Every zFate character of the table, one after the other."""
    sheets = [fate_character(character) for character in characters]
    return game_reply(
        SYSTEM, "fate_characters",
        sentence(*(sheet.table for sheet in sheets)) if sheets
        else "Aucun personnage de zFate pour l'instant.",
        characters=[sheet.data["character"] for sheet in sheets],
    )


def fate_odds(skill: int, opposition: int, active: bool = False) -> Reply:
    """Exact chances of each outcome, best first."""
    odds = fate.outcome_odds(skill, opposition, active=active)
    against = "contre une opposition active de" if active else "contre"
    said = ", ".join(
        f"{FATE_OUTCOME_NAMES[o.key].lower()} {percent(float(odds[o]))}"
        for o in reversed(fate.FateOutcome)
    )
    table = f"Chances à {fate_level(skill)}, {against} {fate_level(opposition)} : {said}."
    return game_reply(SYSTEM, "fate_odds", table, skill=skill, opposition=opposition,
                      active=active, probabilities=odds_data(odds))


def fate_character(character: FateCharacter) -> Reply:
    """A character's Points de Fortune, checked Stress boxes and Conséquences."""
    stress = [f"{kind.key} {_checked_boxes(character.stress[kind.key])}" for kind in StressKind]
    taken = [f"{_CONSEQUENCE_NAMES[key]}, {name}" for key, name in character.consequences.items()]
    points = count(character.fate_points, "point de fortune", "points de fortune")
    table = sentence(
        f"{display_name(character.name)} : {points}, actualisation {character.refresh}.",
        f"Stress : {join(stress)}.",
        f"Conséquences : {' ; '.join(taken)}." if taken else "Aucune conséquence.",
        f"{display_name(character.name)} est hors conflit." if character.out else "",
    )
    return game_reply(SYSTEM, "fate_character", table, character=character_to_data(character))


def fate_hit(hit: HitResult, kind: str | None = None,
             taken: Mapping[str, str] | None = None) -> Reply:
    """What a hit did: the dégâts absorbed (never more than the hit), the Conséquences ``taken``
    (level key → Aspect) and the box checked, still in the conflict; or « hors conflit » with
    nothing checked when nothing could absorb it."""
    name = display_name(hit.character.name)
    # « mis Hors-conflit » in the text; said without an agreement to guess: « est hors conflit ».
    if hit.taken_out:
        table = (f"Il manque {count(hit.remaining, 'dégât')} à absorber : {name} est hors"
                 " conflit, rien n'est coché.")
    else:
        box = ("" if hit.box is None or kind is None
               else f"Case {hit.box} de stress {kind} cochée.")
        consequences = [f"Conséquence {_CONSEQUENCE_NAMES[key]} : {aspect}."
                        for key, aspect in (taken or {}).items()]
        table = sentence(f"{count(hit.absorbed, 'dégât absorbé', 'dégâts absorbés')}.",
                         *consequences, box, f"{name} reste dans le conflit.")
    return game_reply(SYSTEM, "fate_hit", table, absorbed=hit.absorbed, remaining=hit.remaining,
                      taken_out=hit.taken_out, box=hit.box,
                      character=character_to_data(hit.character))


def fate_milestone(before: FateCharacter, after: FateCharacter, kind: Milestone,
                   prouesse: bool, renamed_extreme: str | None) -> Reply:
    """« Jalon majeur pour Alice. » then what changed and the sheet."""
    name = display_name(after.name)
    said = [f"Jalon {kind.key} pour {name}."]
    if prouesse:
        said.append("Une prouesse achetée pour un point d'actualisation.")
    if renamed_extreme is not None:
        old = before.consequences.get("extreme", "")
        said.append(f"La conséquence extrême {old} devient l'aspect {renamed_extreme}.")
    sheet = fate_character(after)
    return game_reply(SYSTEM, "fate_milestone", sentence(*said, sheet.table), milestone=kind.key,
                      prouesse=prouesse, renamed_extreme=renamed_extreme,
                      character=character_to_data(after))


def _checked_boxes(boxes: tuple[bool, ...]) -> str:
    return f"{sum(boxes)} sur {len(boxes)}"


def people(state: Any) -> list[str]:
    """« fais le point » at a zFate table: every character's sheet."""
    characters = [character_from_data(data) for data in state.data_under("fate:")]
    return [fate_character(character).table for character in characters] or [
        "Aucun personnage de zFate pour l'instant."]


def person(state: Any, name: str) -> str | None:
    """« la fiche de Kader »: his sheet, when he is a zFate character of the table."""
    data = state.data(f"fate:{fold(name)}")
    return None if data is None else fate_character(character_from_data(data)).table


RULES_SUMMARY = (
    "zFate : quatre dés Fate plus la compétence, contre l'opposition. En dessous : échec ; égal :"
    " égalité ; un ou deux de plus : succès ; trois de plus : succès avec style.")
RULES = (
    (("avec style",), "Succès avec style : trois Marges ou plus au-dessus de l'opposition. Vous"
     " obtenez ce que vous vouliez, avec un bénéfice en plus."),
    (("egalite",), "Égalité : le résultat égale l'opposition. Vous réussissez, mais à un coût"
     " mineur, ou vous obtenez un Boost."),
    (("succes", "reussite"), "Succès : une ou deux Marges au-dessus de l'opposition, vous"
     " obtenez ce que vous vouliez."),
    (("echec", "rate"), "Échec : en dessous de l'opposition. Vous échouez, ou vous réussissez à"
     " un coût sérieux."),
    (("marge",), "Les Marges : le résultat moins l'opposition."),
    (("invoq",), "Invoquer un Aspect, après le jet : un point de fortune pour plus deux ou pour"
     " relancer les dés Fate. Dites « Kader invoque Têtu », « … pour relancer »."),
    (("contrainte", "contraindre", "compel"), "Contrainte : acceptée, plus un point de fortune ;"
     " refusée, moins un. Dites « Kader accepte la contrainte »."),
    (("concession", "conceder", "concede"), "Concéder : vous sortez du conflit à vos conditions"
     " et gagnez un point de fortune, plus un par conséquence subie dans ce conflit."),
    (("consequence",), "Conséquences : une légère absorbe une Marge et dure au moins la scène,"
     " une modérée deux et une séance, une sévère quatre et plusieurs séances. Une extrême en"
     " absorbe six, ne se soigne pas et se renomme au jalon majeur."),
    (("stress",), "Stress : trois pistes, physique, mental et ressources. La case n absorbe"
     " jusqu'à n dégâts, une case par coup ; tout s'efface à la fin de la scène."),
    (("hors conflit", "hors-conflit"), "Hors conflit : quand le stress et les conséquences ne"
     " suffisent pas, le personnage est hors conflit, et l'adversaire décide de son sort."),
    (("actualisation", "rafraich"), "Actualisation : au début de chaque séance, les points de"
     " fortune remontent à l'actualisation ; ceux en plus sont gardés."),
    (("point de fortune", "points de fortune", "pf"), "Points de fortune : un pour invoquer un"
     " Aspect ou déclarer un détail ; on en gagne en acceptant une contrainte ou en concédant."),
    (("jalon",), "Jalons : mineur, notable ou majeur. Le majeur donne un point d'actualisation"
     " et une nouvelle conséquence extrême ; chacun peut acheter une prouesse."),
    (("avantage",), "Créer un avantage : sur un succès, une invocation gratuite de l'Aspect,"
     " deux avec style."),
    (("aspect",), "Un Aspect est une phrase vraie sur un personnage ou la scène ; on l'invoque"
     " pour plus deux ou une relance, on le contraint pour un point de fortune."),
    (("echelle", "niveau"), "L'Échelle : Légendaire plus 8, Épique 7, Fantastique 6, Superbe 5,"
     " Excellent 4, Bon 3, Correct 2, Moyen 1, Médiocre 0, Mauvais moins 1, Terrible moins 2."),
    (("combiner", "aide", "aider"), "Combiner une compétence : plus un par allié qui a au moins"
     " plus un dans la compétence ; le meilleur dirige."),
    (("defense totale",), "Défense totale : plus deux à la défense, mais rien d'autre ce tour."),
    (("arme", "armure"), "Arme : ajoute sa valeur aux Marges d'une attaque réussie."),
)
