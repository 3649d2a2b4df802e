"""The screens of the ways to play (issue 6): start screen, campaign map, daily calendar, race,
statistics, and the controller that starts each mode's games in the window."""
