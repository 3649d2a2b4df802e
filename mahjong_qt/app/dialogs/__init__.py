"""The game's dialogs: new game with the layout chooser, end of game, preferences, rules."""
