"""The new commands never tell the players the Destin or a Deus Ex Alea (only ``--gm`` does)."""

from __future__ import annotations

import json
import re

from assistant.wording.spoken import signed

SECRET = -7


def _without_ids(value: object) -> object:
    """JSON without the journal ids and seeds, numbers that may equal the Destin by chance."""
    if isinstance(value, dict):
        return {k: _without_ids(v) for k, v in value.items()
                if k not in ("journal_id", "roll_id", "seed")}
    if isinstance(value, list):
        return [_without_ids(item) for item in value]
    return value


def _reveals(out: str) -> bool:
    if out.startswith("{"):
        out = json.dumps(_without_ids(json.loads(out)), ensure_ascii=False)
    return bool(re.search(rf"(?<!\d){SECRET}\b|\b{-SECRET}\b", out)) or signed(SECRET) in out


def test_traits_pools_meaning_and_session_keep_the_destin_secret(hades) -> None:
    hades("destin", "adjust", str(SECRET))
    commands = (
        ("trait", "add", "Alice", "foi+"),
        ("trait", "add", "Bob", "hache"),
        ("sheet", "Alice"),
        ("roll", "--protagonist", "Alice", "--trait", "foi", "--contre", "lame", "garde",
         "--seed", "1", "--action", "encaisser"),
        ("roll", "--protagonist", "Alice", "--trait", "foi", "--adversaire", "Bob",
         "--contre", "hache", "--seed", "2"),
        ("meaning",),
        ("propose", "benefice", "--seed", "1"),
        ("fortune", "gain", "Alice"),
        ("end-session",),
        ("consolidate", "Alice", "durable", "foi"),
    )
    for words in commands:
        for extra in ((), ("--json",)):
            code, out, err = hades(*words, *extra)
            if words[0] == "consolidate" and extra:
                continue
            assert code in (0, 2), err
            assert not _reveals(out), (words, out)
            assert "Deus" not in out and "Destinée :" not in out
            if extra and code == 0:
                assert '"gm"' not in out and "destin_" not in json.dumps(json.loads(out))
