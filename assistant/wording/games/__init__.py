"""Each game's French wording, one module per game of the registry (``hades_core.systems``).

Every function takes the core result and the seed that replays it, and returns a
:class:`Reply` built by ``assistant.wording.systems.game_reply`` under the game's key
(``SYSTEM``): the result word first, then the dice, then what follows. A module may define the
words the shared wording looks up by name: ``CREATE_INSTEAD`` (a game that keeps no sheet),
``VALUE_NAMES``, ``POINT_NAMES``, ``REFUSALS`` and ``LEVEL_HINT``.
"""
