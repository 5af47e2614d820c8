"""Each game's French wording, one module per game of the registry (``hades_core.systems``)."""
