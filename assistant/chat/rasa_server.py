"""The Rasa server, run as ``rasa run`` with TensorFlow kept out of it.

    python -m assistant.chat.rasa_server <arguments of rasa run>

The trained pipeline and policies use no TensorFlow: deferring it
(``assistant.nlu.deferred_tensorflow``) saves about 5 s and 400 MB at every start. This server
never trains (``assistant.nlu.model.ensure_model`` trains before it starts), which is what the
deferral requires.
"""

from __future__ import annotations

import sys

from assistant.nlu.deferred_tensorflow import install


def main(arguments: list[str]) -> None:
    """Run ``rasa run`` with ``arguments``."""
    install()
    from rasa.__main__ import main as rasa_main

    sys.argv = ["rasa", "run", *arguments]
    rasa_main()


if __name__ == "__main__":
    main(sys.argv[1:])
