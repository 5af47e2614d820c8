"""The Memento of the Destinée's screen, as the rules text asks (« la table des résultats, la
règle sur les fortunes, les tables des oracles, l'initiative, Deus Ex Alea »).

Built from what the assistant already says of the rules (``assistant.wording.rules``, written
from the HaDes rules text) and from the oracle tables of ``hades_core.oracles``, so the screen
and the spoken answers never disagree.
"""

from __future__ import annotations

from html import escape

from assistant.wording.rules import RULES
from hades_core.oracles.direction import DIRECTION_LABELS, DIRECTION_TABLE
from hades_core.oracles.distance import DISTANCE_TABLE, QUESTION_LABELS

RESULT_TOPICS = ("exploit", "succes", "presque", "revers", "echec", "fiasco")
RULE_SECTIONS = (("Fortunes", "fortune"), ("Initiative", "initiative"),
                 ("Deus Ex Alea", "deus_ex_alea"))
DISTANCE_BANDS = ("dé un ou deux", "dé trois ou quatre", "dé cinq ou six")
DIE_FACES = ("un", "deux", "trois", "quatre", "cinq", "six")


def memento_html() -> str:
    """The Memento as an HTML fragment (every text escaped), folded under the page's
    ``<details>`` whose summary names it."""
    parts = ['<section aria-label="Memento">', "<h3>Table des résultats</h3><ul>"]
    parts += [f"<li>{escape(RULES[topic][0])}</li>" for topic in RESULT_TOPICS]
    parts.append("</ul>")
    for title, topic in RULE_SECTIONS:
        short, detail = RULES[topic]
        parts.append(f"<h3>{escape(title)}</h3><p>{escape(short)}</p><p>{escape(detail)}</p>")
    parts.append(_table("Oracle des distances", DISTANCE_BANDS,
                        [(QUESTION_LABELS[key], answers) for key, answers in DISTANCE_TABLE.items()]))
    parts.append(_table("Oracle des directions", DIE_FACES,
                        [(DIRECTION_LABELS[key], row) for key, row in DIRECTION_TABLE.items()]))
    parts.append("</section>")
    return "".join(parts)


def _table(title: str, columns: tuple[str, ...], rows: list[tuple[str, tuple[str, ...]]]) -> str:
    head = "".join(f'<th scope="col">{escape(column)}</th>' for column in columns)
    body = "".join(
        f'<tr><th scope="row">{escape(label)}</th>'
        + "".join(f"<td>{escape(cell)}</td>" for cell in cells) + "</tr>"
        for label, cells in rows)
    return (f'<h3>{escape(title)}</h3><div class="defile" tabindex="0" role="region" aria-label="{escape(title)}"><table><caption>{escape(title)}'
            f'</caption><thead><tr><td></td>{head}</tr></thead><tbody>{body}</tbody></table></div>')
