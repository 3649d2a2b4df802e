"""The ways to play (issue 6): the mode table, the daily challenge, the campaign, the timed
challenge, the race against the CPU, and the player's progress and statistics. Pure Python; the
Qt screens are thin views over these modules. Import the submodules directly (the campaign and
the race import the layout generator and the solver)."""
