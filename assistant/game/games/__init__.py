"""Each game's bookkeeping at a table, one module per game of the registry
(``hades_core.systems.GAMES``); HaDes's is ``assistant.game.Game``."""
