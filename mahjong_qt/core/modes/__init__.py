"""The ways to play (issue 6), pure Python: the Qt screens are thin views over these modules.

Import the submodules directly (the campaign and the race import the layout generator and the
solver). Which module serves which screen:

* **Start screen / mode menu** — :mod:`.definitions` (``MODES``: names and descriptions in
  English and French, layout, difficulty, limits, time limit, clock/score shown) and
  :func:`.progress.start_overview` (today's daily done?, campaign reach and stars, best times).
* **Starting any game** — :mod:`.setup`: ``classic_setup``, ``zen_setup``, ``daily_setup``,
  ``challenge_setup``, ``campaign_setup``, ``race_setup`` give a ``GameSetup``; its
  ``deal_job()`` runs in the worker pool (``core.jobs``), then ``new_game(deal)`` gives the core
  ``Game`` with the right mode, limits and clock. ``resolve_generated`` restores saved games on
  generated layouts.
* **Daily challenge** — :mod:`.daily` (the deal of a date, when the next one starts) and
  :mod:`.progress` (results per day: a calendar or list).
* **Campaign map** — :mod:`.campaign` (``PLACES``, tiers, levels; ``CampaignLevelJob`` in
  :mod:`.setup` builds a level off the UI thread) and :func:`.progress.place_levels`,
  :func:`.progress.record_campaign` (best stars and time, the next level opens).
* **Challenge** — :mod:`.challenge`: poll ``ChallengeRules().check(game)``; ``TIME_UP`` ends it.
* **Race** — :mod:`.race`: ``RACE_LEVELS``, ``CPU_STRENGTHS``, ``CpuOpponent``,
  ``Race`` (countdown, progress, ranking), driven by ``time.monotonic()`` from a timer;
  :func:`.progress.record_race` keeps the personal record.
* **Statistics** — :mod:`.statistics`: ``record_game`` (records + time totals),
  ``statistics_table``, ``reset_statistics``.

Files (in ``UserPaths.data_dir``): ``progress.json`` (:mod:`.progress`) and
``statistics.json`` (:mod:`.statistics`), both written atomically; a bad file is set aside
(``*.corrupt-N``) with a notice whose ``code`` the UI translates, and play goes on.
"""
