"""The game view's prompt bar: the generation and phase, what the game waits for and from whom, the legal
spaces for the keyboard (with Place and Skip), the colony tiles to choose, Choose…, the reason a move was
refused, and the toggles of the hand and the colony tiles; and the hovered space's gain over the board.

Mixed into GameView (which owns `session`, `scene`, `automars`, `dialog`...); it shows, it never submits
anything but the player's own Place, Skip and Choose.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QRect, Qt
from PySide6.QtGui import QPaintEvent
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QStyle,
    QStyleOptionComboBox,
    QStylePainter,
    QToolButton,
    QWidget,
)

from tmdesk.app import i18n, log_text
from tmdesk.app.dialogs.choices import prompt

PICK_KINDS = ("choose_start", "buy_cards", "draft_pick", "play_prelude")
PHASES = ("setup", "research", "draft", "action", "solar", "final_greenery", "end")  # state.phase, as the bar shows it
PROBLEM_WIDTH, HOVER_WIDTH = 360, 320  # px for a refused move's reason (prompt bar), for the hovered space (board)
SPACE_LIST_WIDTH = 220  # px of the list of spaces at least
PROMPT_SLACK = 60  # px a prompt wrapped in two lines loses at the ends of its lines
HOVER_MARGIN = 8  # px between the hovered space's box and the board's edge


def _t(text: str) -> str:
    return QCoreApplication.translate("GameView", text)


class SpaceList(QComboBox):
    """The list of legal spaces. Closed, an entry too long for one line (a French, Spanish or Portuguese space
    name and its gain, ~70 characters, at 1280×720) reads on two: the space, then what placing there gives."""

    SEPARATOR = " — "

    def __init__(self) -> None:
        super().__init__()
        self.currentIndexChanged.connect(self.fit_height)

    def field(self) -> QRect:
        option = QStyleOptionComboBox()
        self.initStyleOption(option)
        return self.style().subControlRect(QStyle.ComplexControl.CC_ComboBox, option,
                                           QStyle.SubControl.SC_ComboBoxEditField, self)

    def closed_lines(self) -> list[str]:
        """The lines the closed box shows of the current entry (an entry cut even so ends with "…")."""
        text, width, fm = self.currentText(), self.field().width(), self.fontMetrics()
        if fm.horizontalAdvance(text) <= width:
            return [text]
        place, sep, gain = text.partition(self.SEPARATOR)
        lines = [place + sep.rstrip(), gain] if sep else [text]
        return [fm.elidedText(line, Qt.TextElideMode.ElideRight, width) for line in lines]

    def fit_height(self) -> None:
        """Two lines tall while an entry needs them, one otherwise."""
        line = self.fontMetrics().lineSpacing()
        one = super().sizeHint().height()
        wanted = one + line * (len(self.closed_lines()) - 1)
        if self.minimumHeight() != wanted:
            self.setMinimumHeight(wanted)

    def resizeEvent(self, e) -> None:  # noqa: N802, ANN001
        super().resizeEvent(e)
        self.fit_height()

    def paintEvent(self, e: QPaintEvent) -> None:  # noqa: N802
        lines = self.closed_lines()
        if len(lines) == 1:
            super().paintEvent(e)
            return
        p = QStylePainter(self)
        option = QStyleOptionComboBox()
        self.initStyleOption(option)
        option.currentText = ""
        p.drawComplexControl(QStyle.ComplexControl.CC_ComboBox, option)
        p.setPen(self.palette().color(self.foregroundRole()))
        p.drawText(self.field(), int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter), "\n".join(lines))
        p.end()


class PromptBar:
    """Mixed into GameView: builds, fills and translates the bar on top of the game view."""

    def _build_prompt_bar(self) -> QWidget:
        bar = QWidget()
        bar.setObjectName("PromptBar")
        lay = QHBoxLayout(bar)
        self.prompt_layout = lay
        lay.setContentsMargins(10, 4, 10, 4)
        self.phase_label = QLabel()
        self.phase_label.setObjectName("Phase")
        self.prompt = QLabel()
        self.prompt.setObjectName("Prompt")
        self.prompt.setWordWrap(True)
        self.space_choice = SpaceList()
        self.space_choice.highlighted.connect(lambda i: self.light_space(self.space_choice.itemData(i)))
        self.space_choice.setMinimumWidth(SPACE_LIST_WIDTH)
        self.space_choice.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)  # within fit_space_choice's
        self.place_button = QPushButton()
        self.place_button.clicked.connect(lambda: self.place_on(self.space_choice.currentData()))
        self.scores_button = QPushButton()
        self.scores_button.hide()
        self.choose_button = QPushButton()
        self.choose_button.hide()
        self.choose_button.clicked.connect(lambda: self.dialog.open() if self.dialog is not None else None)
        self.skip_button = QPushButton()
        self.skip_button.clicked.connect(lambda: self.session.submit({"answer": {"skip": True}}))
        self.colony_choice = QComboBox()  # Colonies: the tiles a choice offers, for the keyboard
        self.colony_choice.setMinimumWidth(160)
        self.colony_button = QPushButton()
        self.colony_button.clicked.connect(lambda: self.choose_colony(self.colony_choice.currentData()))
        self.colonies_toggle = QToolButton()  # shows or hides the colony tiles (in a narrow window, in the board's place)
        self.colonies_toggle.setCheckable(True)
        self.colonies_toggle.clicked.connect(self._colonies_clicked)
        self.colonies_open: bool | None = None  # the player's choice (None: beside a wide board, hidden otherwise)
        self.colonies_forced = False  # a colony to choose opened them
        self.colonies_forced_for: Any = None
        self.board_needed = False  # a tile to place or AutoMars's turn told: a narrow window shows the board
        self.problem = QLabel()
        self.problem.setObjectName("Problem")
        self.problem.setWordWrap(True)
        self.problem.setMaximumWidth(PROBLEM_WIDTH)
        self.problem.hide()  # only while it says something: the prompt has the room otherwise
        self.hand_toggle = QToolButton()
        self.hand_toggle.setCheckable(True)
        self.hand_toggle.setChecked(True)
        self.hand_toggle.toggled.connect(lambda _on: self.fit_bottom())
        lay.addWidget(self.phase_label)
        lay.addWidget(self.prompt, 1)
        lay.addWidget(self.space_choice)
        lay.addWidget(self.place_button)
        lay.addWidget(self.skip_button)
        lay.addWidget(self.colony_choice)
        lay.addWidget(self.colony_button)
        lay.addWidget(self.scores_button)
        lay.addWidget(self.choose_button)
        lay.addWidget(self.problem)
        lay.addWidget(self.colonies_toggle)
        lay.addWidget(self.hand_toggle)
        # at least as tall as its tallest control and two lines from the start: the list of spaces
        # appearing must not push the whole window down (the buttons would move under the cursor); a
        # prompt that needs a third line gets it (the bar follows the label's height for its width)
        m = lay.contentsMargins()
        tallest = max(w.sizeHint().height() for w in (self.space_choice, self.place_button, self.skip_button))
        two_lines = 2 * self.prompt.fontMetrics().lineSpacing()
        bar.setMinimumHeight(max(tallest, two_lines) + m.top() + m.bottom())
        policy = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        policy.setHeightForWidth(True)
        bar.setSizePolicy(policy)
        return bar

    def retranslate_prompt_bar(self) -> None:
        self.place_button.setText(_t("Place"))
        self.place_button.setToolTip(_t("Place the tile on the space chosen in the list (keyboard)"))
        self.space_choice.setToolTip(_t("Legal spaces for the tile, with what placing there gives"))
        self.choose_button.setText(_t("Choose…"))
        self.choose_button.setToolTip(_t("Open the choice the game is waiting for"))
        self.scores_button.setText(_t("Final scores"))
        self.scores_button.setToolTip(_t("Show the final scores again"))
        self._fit_phase_label()
        self.hand_toggle.setText(_t("Hand"))
        self.hand_toggle.setToolTip(_t("Show or fold away your hand and play area (the board gets the room)"))
        self.skip_button.setText(_t("Skip"))
        self.skip_button.setToolTip(_t("This effect is optional: do not use it"))
        self.colony_button.setText(_t("Choose"))
        self.colony_button.setToolTip(_t("Choose the colony tile picked in the list (keyboard)"))
        self.colony_choice.setToolTip(_t("The colony tiles you may choose"))
        self.colonies_toggle.setText(_t("Colonies"))
        self.colonies_toggle.setToolTip(_t("Show or hide the colony tiles (in a narrow window they take the "
                                           "board's place)"))

    def _fit_phase_label(self) -> None:
        """The generation and phase never change the label's width (the prompt beside it keeps its lines); its
        padding, the window's style sheet's, is room the text cannot use: known once the view is in the window."""
        label = self.phase_label
        label.ensurePolished()
        pad = label.contentsMargins().left() + label.contentsMargins().right()
        label.setFixedWidth(max(label.fontMetrics().horizontalAdvance(self.phase_text(88, p)) for p in PHASES) + 4 + pad)

    def phase_text(self, generation: int, phase: str) -> str:
        return _t("Generation %1 · %2").replace("%1", str(generation)).replace("%2", i18n.term(phase))

    def _refresh_prompt(self, g, d, mine) -> None:  # noqa: ANN001
        s = g.state
        self.phase_label.setText(self.phase_text(s.generation, s.phase))
        self.problem.clear()
        self.problem.hide()
        spaces = self.scene.legal_spaces()
        self.space_choice.setVisible(bool(spaces))
        self.place_button.setVisible(bool(spaces))
        self.skip_button.setVisible(mine is not None and mine.optional and mine.kind == "select_space")
        if spaces:
            self.space_choice.blockSignals(True)
            self.space_choice.clear()
            for sid in spaces:
                self.space_choice.addItem(f"{log_text.space_name(sid, False)} — {self.scene.placement_gain(sid)}", sid)
            self.space_choice.blockSignals(False)
            self.space_choice.fit_height()
        told = self.automars.replaying()
        self.scores_button.setVisible(d is None and not told)
        if told:
            text = _t("AutoMars is playing: each step is shown on the board as it is told.")
        elif d is None:
            text = _t("The game is over.")
        elif mine is None:
            text = _t("Waiting for %1.").replace("%1", i18n.player_name(d.player))
        elif mine.kind == "action":
            which = _t("second action") if s.actions_taken >= 1 else _t("first action")
            text = _t("%1, your turn: take your %2.").replace("%1", mine.player).replace("%2", which)
        elif mine.kind == "final_greenery":
            text = _t("%1: final greenery — turn plants into greeneries, then pass.").replace("%1", mine.player)
        elif mine.kind in PICK_KINDS:
            text = {"choose_start": _t("%1: set-up"), "buy_cards": _t("%1: research"),
                    "draft_pick": _t("%1: draft"), "play_prelude": _t("%1: Preludes")}[mine.kind].replace(
                "%1", mine.player)
        else:
            text = prompt(mine)
        self.prompt.setText(text)
        self.prompt.setToolTip(text)  # all of it, when the bar is too narrow for two lines of it
        if spaces:
            self.fit_space_choice()

    def fit_space_choice(self) -> None:
        """The list of spaces as wide as its longest entry (the names of spaces are longer in French, Spanish and
        Portuguese), within reason: the prompt beside it keeps a third of their room and enough for two lines of
        its text; a longer entry is read in full when the list opens."""
        lay, bar = self.prompt_layout, self.prompt_layout.parentWidget()
        others = [lay.itemAt(i).widget() for i in range(lay.count())]
        taken = sum(w.sizeHint().width() + lay.spacing() for w in others
                    if w is not None and w not in (self.prompt, self.space_choice) and not w.isHidden())
        m = lay.contentsMargins()
        shared = bar.width() - m.left() - m.right() - taken - lay.spacing()  # the prompt's and the list's
        keep = max(shared // 3, self.prompt.fontMetrics().horizontalAdvance(self.prompt.text()) // 2 + PROMPT_SLACK)
        self.space_choice.setMaximumWidth(max(SPACE_LIST_WIDTH, shared - keep))

    def _show_hover(self, text: str) -> None:
        """What placing on the hovered space would give, in the board's lower left corner: in the strip the board
        leaves free under its tracks (one line; a longer text is as wide as the board before it takes a second)."""
        self.hover_info.setText(text)
        self.hover_info.setVisible(bool(text))
        if text:  # one line when it fits, else as wide as the board (a word-wrapped label picks the narrowest)
            label, room = self.hover_info, max(HOVER_WIDTH, self.board_view.width() - 2 * HOVER_MARGIN)
            label.setWordWrap(False)
            if label.sizeHint().width() <= room:
                label.setFixedSize(label.sizeHint())
            else:
                label.setWordWrap(True)
                label.setFixedSize(room, label.heightForWidth(room))
            self.hover_info.move(HOVER_MARGIN, self.board_view.height() - self.hover_info.height() - HOVER_MARGIN)

    def fit_hover_strip(self) -> None:
        """The board leaves one line of the hovered space's text free under its tracks (the TR track ran along
        the lower edge of a 1280×720 window, under the text); its padding is the window's style sheet's."""
        label = self.hover_info
        label.ensurePolished()
        text, wrap = label.text(), label.wordWrap()
        label.setWordWrap(False)
        label.setText("Ag")
        line = label.sizeHint().height()  # as _show_hover sizes it, padding and border included
        label.setText(text)
        label.setWordWrap(wrap)
        self.board_view.free_below = line + HOVER_MARGIN
        if self.board_view.fitted:
            self.board_view.fit()

    def show_problem(self, text: str) -> None:
        self.problem.setText("⚠ " + text)
        self.problem.show()
