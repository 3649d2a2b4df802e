"""The review of a lost game: where it could last be won, the move that lost it, the board then.

The dialog opens at once; while the solver works (in the worker pool, see
:mod:`.game_reviewer`) it shows a busy bar and a Cancel button. Then it shows the sentence
("Winnable until move 41. The move that lost it: Bamboo 5 and Bamboo 5 (move 42).") and the
board before the losing move (:class:`~.review_board.ReviewBoard`), that move's tiles and the
solver's pair marked, with a legend. Previous / Next (or Left / Right) step through the game
move by move; "Play from Here" closes with ``wants == "play"`` (the reviewer takes the game back
to the position shown, ``step``; enabled on any position before the last); Close with ``wants``
None. What it shows is said through
``said(text)`` for a screen reader.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QBrush, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from mahjong_qt.core.board import Removal
from mahjong_qt.core.review_job import ReviewAnswer, ReviewedGame
from mahjong_qt.ui.tile_renderer import TileRenderer

from .review_board import Badge, ReviewBoard, ReviewMarks, badge_icon
from .review_texts import ReviewTexts

__all__ = ["ReviewDialog"]


class ReviewDialog(QDialog):
    """``answer`` once the review is known; ``step``: the moves made at the position shown."""

    said = Signal(str)

    def __init__(
        self,
        game: ReviewedGame,
        renderer: TileRenderer,
        table: QBrush,
        lang: str,
        can_play: bool,
        parent: QWidget | None = None,
    ):
        super().__init__(parent)
        self.setObjectName("reviewDialog")
        self.game = game
        self.lang = lang
        self.can_play = can_play
        self.answer: ReviewAnswer | None = None
        self.step = game.moves
        self.wants: str | None = None
        self.texts = ReviewTexts(self)
        self._build(renderer, table)
        self._retranslate()
        self._show_working(True)
        if parent is not None:
            size = parent.size()
            self.resize(max(760, int(size.width() * 0.8)), max(600, int(size.height() * 0.85)))

    # ----- building ----------------------------------------------------------------------
    def _build(self, renderer: TileRenderer, table: QBrush) -> None:
        self.heading = QLabel(self)
        self.heading.setStyleSheet("font-size: 15pt; font-weight: 700;")
        self.sentence = QLabel(self)
        self.sentence.setObjectName("reviewSentence")
        self.sentence.setWordWrap(True)
        self.sentence.setStyleSheet("font-size: 12pt; font-weight: 600;")
        self.sentence.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.instead = QLabel(self)
        self.instead.setWordWrap(True)
        self.board = ReviewBoard(renderer, table, self)
        self.board.setMinimumSize(480, 300)
        # working: a busy bar and its words, over the place of the board
        self.work = QWidget(self)
        work_column = QVBoxLayout(self.work)
        work_column.addStretch(1)
        self.work_text = QLabel(self.work)
        self.work_text.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.progress = QProgressBar(self.work)
        self.progress.setRange(0, 0)  # busy: the solver's calls cannot be counted ahead
        self.progress.setTextVisible(False)
        self.progress.setMaximumWidth(360)
        work_column.addWidget(self.work_text)
        work_column.addWidget(self.progress, 0, Qt.AlignmentFlag.AlignHCenter)
        work_column.addStretch(1)
        # stepping
        self.previous_button = QPushButton(self)
        self.next_button = QPushButton(self)
        self.position = QLabel(self)
        self.position.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.position.setWordWrap(True)
        self.previous_button.clicked.connect(self.previous_move)
        self.next_button.clicked.connect(self.next_move)
        steps = QHBoxLayout()
        steps.addWidget(self.previous_button)
        steps.addWidget(self.position, 1)
        steps.addWidget(self.next_button)
        for key, slot in (
            (Qt.Key.Key_Left, self.previous_move),
            (Qt.Key.Key_Right, self.next_move),
        ):
            shortcut = QShortcut(QKeySequence(key), self)
            shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            shortcut.activated.connect(slot)
        # the legend: a badge and its words for each mark
        self.legend = QWidget(self)
        legend_row = QHBoxLayout(self.legend)
        legend_row.setContentsMargins(0, 0, 0, 0)
        self.legend_entries: dict[Badge, tuple[QLabel, QLabel]] = {}
        for badge in (Badge.LOST, Badge.INSTEAD, Badge.PLAYED):
            icon, words = QLabel(self.legend), QLabel(self.legend)
            icon.setPixmap(badge_icon(badge, 20, self.devicePixelRatioF()))
            legend_row.addWidget(icon)
            legend_row.addWidget(words)
            legend_row.addSpacing(14)
            self.legend_entries[badge] = (icon, words)
        legend_row.addStretch(1)
        # the answers
        self.buttons = QDialogButtonBox(self)
        self.play_button = self.buttons.addButton("", QDialogButtonBox.ButtonRole.ActionRole)
        self.cancel_button = self.buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
        self.close_button = self.buttons.addButton(QDialogButtonBox.StandardButton.Close)
        self.play_button.clicked.connect(self.play_from_here)
        self.cancel_button.clicked.connect(self.reject)
        self.close_button.clicked.connect(self.reject)
        self.play_button.setVisible(self.can_play)
        column = QVBoxLayout(self)
        column.setContentsMargins(18, 14, 18, 12)
        column.addWidget(self.heading)
        column.addWidget(self.sentence)
        column.addWidget(self.instead)
        column.addWidget(self.board, 1)
        column.addWidget(self.work, 1)
        column.addLayout(steps)
        column.addWidget(self.legend)
        column.addWidget(self.buttons)
        for first, second in (
            (self.previous_button, self.next_button),
            (self.next_button, self.play_button),
            (self.play_button, self.cancel_button),
            (self.cancel_button, self.close_button),
        ):
            QWidget.setTabOrder(first, second)

    def _retranslate(self) -> None:
        t = self.texts
        self.setWindowTitle(t.title())
        self.setAccessibleName(t.title())
        self.heading.setText(t.title())
        self.work_text.setText(t.working())
        self.progress.setAccessibleName(t.working())
        self.previous_button.setText(self.tr("◀ Previous Move"))
        self.previous_button.setAccessibleName(self.tr("Previous move"))
        self.previous_button.setToolTip(self.tr("The position one move earlier (Left)"))
        self.next_button.setText(self.tr("Next Move ▶"))
        self.next_button.setAccessibleName(self.tr("Next move"))
        self.next_button.setToolTip(self.tr("The position one move later (Right)"))
        self.play_button.setText(self.tr("Play from Here"))
        self.play_button.setToolTip(
            self.tr("Go on with the game from the position shown (the moves after it are undone)")
        )
        self.board.setAccessibleName(self.tr("The board at the position shown"))
        for badge, words in (
            (Badge.LOST, t.legend_lost()),
            (Badge.INSTEAD, t.legend_instead()),
            (Badge.PLAYED, t.legend_played()),
        ):
            icon, label = self.legend_entries[badge]
            label.setText(words)
            icon.setAccessibleName(words)
        if self.answer is not None:
            self._show_step(speak=False)

    # ----- showing -----------------------------------------------------------------------
    def _show_working(self, working: bool) -> None:
        self.work.setVisible(working)
        self.cancel_button.setVisible(working)
        for part in (self.board, self.legend, self.previous_button, self.next_button):
            part.setVisible(not working)
        self.position.setVisible(not working)
        self.close_button.setVisible(not working)
        self.play_button.setEnabled(False)
        (self.cancel_button if working else self.close_button).setFocus()

    def show_answer(self, answer: ReviewAnswer) -> None:
        """Show the review: the board at the last winnable position (else at the end)."""
        self.answer = answer
        review = answer.review
        last = review.last_winnable  # known when a move lost the game
        self.step = last if review.losing_move is not None and last is not None else self.game.moves
        self._show_working(False)
        self.close_button.setDefault(True)
        self._show_step(speak=False)
        self.said.emit(" ".join(t for t in (self.sentence.text(), self.instead.text()) if t))
        (self.play_button if self.play_button.isEnabled() else self.next_button).setFocus()

    @property
    def losing_step(self) -> int | None:
        answer = self.answer
        return (
            None
            if answer is None or answer.review.losing_move is None
            else answer.review.last_winnable
        )

    def _show_step(self, speak: bool = True) -> None:
        answer, t, lang, k = self.answer, self.texts, self.lang, self.step
        if answer is None:
            return
        history = self.game.history
        losing = self.losing_step
        before = self.game.board_after(losing) if losing is not None else None
        self.sentence.setText(t.verdict(answer.review, before, lang))
        instead = answer.instead if losing is not None else None
        self.instead.setText(
            t.instead(before, instead, lang) if before is not None and instead is not None else ""
        )
        self.instead.setVisible(bool(self.instead.text()))
        board = self.game.board_after(k)
        move = history[k] if k < len(history) else None
        is_losing = k == losing
        played = (move.a, move.b) if isinstance(move, Removal) else None
        marks = ReviewMarks(played, is_losing, instead if is_losing else None)
        self.board.show_board(board, marks, lang)
        self.position.setText(
            f"{t.position(k, len(history))} — {t.next_move(board, move, is_losing, lang)}"
        )
        shown = set(marks.badges().values())
        for badge, (icon, words) in self.legend_entries.items():
            icon.setVisible(badge in shown)
            words.setVisible(badge in shown)
        spoken = t.spoken_step(board, k, len(history), move, is_losing, marks.instead, lang)
        self.board.setAccessibleDescription(spoken)
        self.previous_button.setEnabled(k > 0)
        self.next_button.setEnabled(k < len(history))
        self.play_button.setEnabled(self.can_play and k < len(history))  # where it is shown
        if speak:
            self.said.emit(spoken)

    # ----- the player's answers ----------------------------------------------------------
    def step_to(self, step: int) -> None:
        """Show the position after ``step`` moves (kept within the game)."""
        step = max(0, min(step, self.game.moves))
        if self.answer is not None and step != self.step:
            self.step = step
            self._show_step()

    def previous_move(self) -> None:
        self.step_to(self.step - 1)

    def next_move(self) -> None:
        self.step_to(self.step + 1)

    def play_from_here(self) -> None:
        if self.play_button.isEnabled():
            self.wants = "play"
            self.accept()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        super().changeEvent(event)
