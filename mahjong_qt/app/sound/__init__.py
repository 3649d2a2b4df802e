"""The earcons: a short sound for each event of the game (issue 26), off unless chosen, or on
while a screen reader runs and the player never chose. ``earcons.py`` says which sound each
event of the session plays; ``players.py`` plays them (``QSoundEffect`` where Qt Multimedia is
installed, else the system's own player); the sounds are ``wav/``, made by
``tools/make_earcons.py``."""
