"""What a player trips over in an hour of play (issue 18), through the real window and its
dialogs: Zen's calm win, records by name and mode, the daily calendar's days to come, a locked
campaign level that says why, the race strip outside a race and its rounding, the dark theme,
and a blocked click that names the tiles in the way."""

from __future__ import annotations

import datetime as dt
from dataclasses import replace

import pytest
from PySide6.QtCore import QDate, Qt
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QApplication, QFormLayout, QLabel
from test_app_helpers import make_window, wait_for_game
from test_ui_modes_start import DAY, win_by_solution, window_with_fake_time

from mahjong_qt.app.dialogs.preferences_dialog import PreferencesDialog
from mahjong_qt.app.dialogs.records_dialog import RecordsDialog
from mahjong_qt.app.dialogs.win_dialog import WinDialog
from mahjong_qt.app.messages import blocked_text, tile_name
from mahjong_qt.app.modes.campaign_map import CampaignMap
from mahjong_qt.app.modes.daily_calendar import DailyCalendar
from mahjong_qt.app.modes.race_panel import RacePanel
from mahjong_qt.app.window.main_window import GameStart
from mahjong_qt.core.board import Blocked
from mahjong_qt.core.modes.progress import Progress
from mahjong_qt.core.records import Records, record_result
from mahjong_qt.core.settings import Settings
from mahjong_qt.ui.theme import accents, apply_theme, is_dark_scheme, palette_is_dark


def form_labels(dialog) -> list[str]:
    form = dialog.findChild(QFormLayout)
    texts = []
    for row in range(form.rowCount()):
        item = form.itemAt(row, QFormLayout.ItemRole.LabelRole)
        if item is not None and item.widget() is not None:
            texts.append(item.widget().text())
    return texts


# ----- 5: Zen's win dialog keeps Zen's promise ----------------------------------------------
def test_zen_win_dialog_shows_no_time_score_or_stars(qtbot):
    window, _ = window_with_fake_time(qtbot)
    wait_for_game(qtbot, window, window.modes.start_zen)
    win_by_solution(window)
    dialog = window.end_dialog
    assert isinstance(dialog, WinDialog)
    labels = form_labels(dialog)
    assert "Time:" not in labels and "Score:" not in labels
    assert dialog.stars.isHidden()
    assert dialog.findChildren(QLabel)[0].text() == "You cleared the board!"


def test_a_classic_win_dialog_still_shows_time_score_and_stars(qtbot):
    window, _ = window_with_fake_time(qtbot)
    win_by_solution(window)
    dialog = window.end_dialog
    assert {"Time:", "Score:"} <= set(form_labels(dialog))
    assert not dialog.stars.isHidden()


# ----- 8: records by name and mode ----------------------------------------------------------
def sample_records() -> Records:
    records = Records()
    for mode_id, layout_id in (
        ("campaign", "campaign-001"),
        ("race", "race-initiation"),
        ("classic", "turtle"),
    ):
        records, _ = record_result(records, mode_id, layout_id, True, 200.0, 7200, 2)
    return records


def table_rows(dialog: RecordsDialog) -> list[tuple[str, str]]:
    t = dialog.table
    return [(t.item(r, 0).text(), t.item(r, 1).text()) for r in range(t.rowCount())]


def test_records_name_generated_layouts_and_have_a_mode_column(qtbot):
    dialog = RecordsDialog(sample_records(), lambda i: {"turtle": "Turtle"}.get(i, i), lang="en")
    qtbot.addWidget(dialog)
    assert dialog.table.horizontalHeaderItem(0).text() == "Mode"
    assert table_rows(dialog) == [
        ("Classic", "Turtle"),
        ("Campaign", "Campaign level 1"),
        ("Race", "Race: Initiation"),
    ]


def test_records_in_french_say_the_mode_and_the_computer(qtbot):
    window = make_window(qtbot, GameStart(layout_id="turtle", number=1))
    window.look.apply_settings(replace(window.settings, language="fr"))
    try:
        dialog = RecordsDialog(sample_records(), lambda i: i, lang="fr")
        qtbot.addWidget(dialog)
        rows = table_rows(dialog)
        assert rows[1] == ("Campagne", "Campagne, niveau 1")
        assert all("campaign-" not in name and "race-" not in name for _, name in rows)
        panel = RacePanel()
        qtbot.addWidget(panel)
        panel.set_race("Initiation", "Éclair")
        assert panel.cpu_label.text() == "Ordinateur (Éclair)"
        assert "CPU" not in panel.cpu.accessibleName()
    finally:
        window.look.apply_settings(replace(window.settings, language="en"))


# ----- 11: small things ---------------------------------------------------------------------
def test_the_days_to_come_are_greyed_in_the_daily_calendar(qtbot):
    dialog = DailyCalendar(Progress(), DAY)
    qtbot.addWidget(dialog)
    muted = accents(dialog.palette()).muted
    tomorrow = DAY + dt.timedelta(days=1)
    fmt = dialog.calendar.dateTextFormat(QDate(tomorrow.year, tomorrow.month, tomorrow.day))
    assert fmt.foreground().color().name() == muted and fmt.toolTip()
    today_fmt = dialog.calendar.dateTextFormat(QDate(DAY.year, DAY.month, DAY.day))
    assert today_fmt.foreground().color().name() != muted
    dialog.calendar.setSelectedDate(QDate(tomorrow.year, tomorrow.month, tomorrow.day))
    assert dialog.selected_day() == DAY  # cannot be chosen


def test_a_locked_campaign_level_says_why_when_clicked(qtbot):
    dialog = CampaignMap(Progress(), "en")
    qtbot.addWidget(dialog)
    dialog.show()
    chosen = []
    dialog.level_chosen.connect(chosen.append)
    qtbot.mouseClick(dialog.buttons[3], Qt.MouseButton.LeftButton)
    assert chosen == [] and dialog.isVisible()
    assert dialog.notice.text() == "Level 3 is locked: clear level 2 to open it."
    qtbot.mouseClick(dialog.buttons[1], Qt.MouseButton.LeftButton)
    assert chosen == [1]


def test_the_race_strip_has_no_empty_labels_and_rounds_like_the_result(qtbot):
    panel = RacePanel()
    qtbot.addWidget(panel)
    assert panel.title.text() == "" and panel.cpu_label.text() == "CPU"
    panel.show_progress(58.6, 12.4)
    assert panel.you.value() == 59 and panel.cpu.value() == 12
    from mahjong_qt.app.modes.mode_texts import percent

    assert f"{percent(58.6)} %" == "59 %"  # what the result screen writes


# ----- 7: the dark theme --------------------------------------------------------------------
@pytest.fixture
def restore_palette():
    yield
    apply_theme("light")


def contrast(a, b) -> float:
    def lum(c):
        def ch(v):
            v /= 255
            return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4

        return 0.2126 * ch(c.red()) + 0.7152 * ch(c.green()) + 0.0722 * ch(c.blue())

    la, lb = sorted((lum(a), lum(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def test_the_theme_follows_the_system_or_the_preference():
    assert is_dark_scheme("system", Qt.ColorScheme.Dark)
    assert not is_dark_scheme("system", Qt.ColorScheme.Light)
    assert not is_dark_scheme("system", Qt.ColorScheme.Unknown)
    assert is_dark_scheme("dark", Qt.ColorScheme.Light)
    assert not is_dark_scheme("light", Qt.ColorScheme.Dark)


def test_the_dark_theme_darkens_the_window_and_its_dialogs_readably(qtbot, restore_palette):
    window = make_window(qtbot, GameStart(layout_id="turtle", number=1))
    assert apply_theme("dark") is True
    QApplication.processEvents()  # the palette reaches the widgets through their events
    for widget in (window, window.status_panel, PreferencesDialog(window.settings, window)):
        palette = widget.palette()
        assert palette_is_dark(palette)
        R = QPalette.ColorRole
        for fg, bg in ((R.WindowText, R.Window), (R.Text, R.Base), (R.ButtonText, R.Button)):
            assert contrast(palette.color(fg), palette.color(bg)) >= 7.0
    assert apply_theme("light") is False
    assert not palette_is_dark(QApplication.instance().palette())


def test_the_light_theme_gives_back_the_desktops_style_and_palette(qtbot, restore_palette):
    app = QApplication.instance()
    apply_theme("light")  # as the game starts: the desktop's look, nothing set again
    style, palette = app.style().name(), QPalette(app.palette())
    assert apply_theme("light") is False and app.palette() == palette
    assert apply_theme("dark") is True and app.style().name().lower() == "fusion"
    assert app.palette() != palette
    assert apply_theme("light") is False
    assert app.style().name() == style and app.palette() == palette


def test_the_theme_is_a_preference(qtbot):
    dialog = PreferencesDialog(Settings())
    qtbot.addWidget(dialog)
    assert dialog.theme.currentData() == "system"
    dialog.theme.setCurrentIndex(dialog.theme.findData("dark"))
    assert dialog.settings().theme == "dark"


# ----- 13: a blocked click names the culprit ------------------------------------------------
def test_the_blocked_text_names_the_tiles_in_the_way():
    def name(i: int) -> str:
        return tile_name(i, "en")

    covered = blocked_text(Blocked(5, (31,), (), ()), name)
    assert covered == f"This tile is covered by {name(31)}."
    two = blocked_text(Blocked(5, (31, 0), (), ()), name)
    assert two == f"This tile is covered by 2 tiles: {name(31)}, {name(0)}."
    sides = blocked_text(Blocked(5, (), (1,), (2,)), name)
    assert sides == f"This tile is blocked on its left by {name(1)} and on its right by {name(2)}."
