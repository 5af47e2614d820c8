"""``hades serve``: one long-running service holding the Rasa server and the action server, which
``hades chat`` and ``hades voice`` connect to instead of starting their own."""
