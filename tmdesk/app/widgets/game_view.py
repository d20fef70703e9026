"""The game screen: players on the left, the board (or the card pick screen) in the middle, actions and
the log on the right, the hand and the play area at the bottom, and a prompt bar on top.

It shows the game as seen by `viewer`, the person at the keyboard as `privacy` says (nobody's hand nor
offer before the hand-over is confirmed), and turns the player's gestures into engine steps for
`GameSession.submit`; it never changes the game itself.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, QPoint, QRect, Qt
from PySide6.QtGui import QColor, QCursor
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QSplitter,
    QStackedWidget,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from tmdesk.app import i18n, log_text, palette
from tmdesk.app.card_area import CardArea, CardZoom
from tmdesk.app.card_art import CardLook
from tmdesk.app.colonies_text import in_play as colonies_in_play
from tmdesk.app.dialogs.choices import DecisionDialog, prompt
from tmdesk.app.dialogs.payment import PaymentDialog
from tmdesk.app.dialogs.tableau import TableauDialog
from tmdesk.app.models.log_model import automars_step
from tmdesk.app.privacy import Privacy
from tmdesk.app.scene.board_scene import BoardScene
from tmdesk.app.scene.board_view import BoardView
from tmdesk.app.session import GameSession
from tmdesk.app.widgets.actions_panel import ActionsPanel
from tmdesk.app.widgets.automars_board import AutoMarsBoard
from tmdesk.app.widgets.colonies_panel import ColoniesPanel
from tmdesk.app.widgets.game_input import GameInput
from tmdesk.app.widgets.log_panel import LogPanel
from tmdesk.app.widgets.pick_screen import PickScreen
from tmdesk.app.widgets.player_panel import PlayersColumn
from tmdesk.automars import messages as am_messages
from tmdesk.cards.loader import catalogue
from tmdesk.engine import actions, rules
from tmdesk.engine.expansions.colony_tiles import colonies_of, fleets_free, fleets_owned
from tmdesk.engine.state import AUTOMARS

PICK_KINDS = ("choose_start", "buy_cards", "draft_pick", "play_prelude")
PHASES = ("setup", "research", "draft", "action", "solar", "final_greenery", "end")  # state.phase, as the bar shows it
SHORT_WINDOW = 820  # px of height under which the hand's cards are drawn smaller
PROBLEM_WIDTH, HOVER_WIDTH = 360, 320  # px for a refused move's reason (prompt bar), for the hovered space (board)
WIDE_CENTRE = 1000  # px of the centre from which the colony tiles are drawn beside the board, not in its place
COMPACT_CARDS = 0.65



SPACE_STEPS = {am_messages.PLACE_TILE, am_messages.NEURAL_INSTANCE}


def table_rank(name: str) -> int:
    """The play area's order: the corporation, the blue cards (their actions are used all game), the Preludes,
    then the green cards; what does not fit is folded away from the end (events are not on the table)."""
    card = catalogue()[name]
    return 0 if card.is_corporation else 1 if card.type == "active" else 2 if card.is_prelude else 3


class GameView(GameInput, QWidget):
    def __init__(self, session: GameSession, privacy: Privacy, colour_blind: bool = False, scale: float = 1.0) -> None:
        super().__init__()
        self.session = session
        self.privacy = privacy
        self.colour_blind = colour_blind
        self.dialog: DecisionDialog | None = None
        self.dialog_for_decision: Any = None
        self.payment_dialog: PaymentDialog | None = None
        self.looks: dict[str, tuple[CardLook, str]] = {}
        root = QVBoxLayout(self)
        root.setContentsMargins(6, 4, 6, 6)
        root.setSpacing(4)
        root.addWidget(self._build_prompt_bar())

        self.players = PlayersColumn()
        self.players.show_tableau.connect(self.show_tableau)
        self.automars = AutoMarsBoard()
        self.automars.hide()
        left = QWidget()
        left_lay = QVBoxLayout(left)
        left_lay.setContentsMargins(0, 0, 0, 0)
        left_lay.addWidget(self.players)
        left_lay.addWidget(self.automars)
        left_lay.addStretch(1)
        left_scroll = QScrollArea()
        left_scroll.setWidgetResizable(True)
        left_scroll.setWidget(left)
        left_scroll.setMinimumWidth(320)

        self.scene = BoardScene(self)
        self.scene.space_clicked.connect(self.place_on)
        self.scene.space_hovered.connect(self._show_hover)
        self.board_view = BoardView(self.scene)
        self.hover_info = QLabel(self.board_view)  # over the board's lower left corner, beside what it describes
        self.hover_info.setObjectName("HoverInfo")
        self.hover_info.setWordWrap(True)
        self.hover_info.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.hover_info.hide()
        self.colonies = ColoniesPanel()  # Colonies: the colony tiles, beside the board or in its place
        self.colonies.chosen.connect(self.choose_colony)
        self.colonies.hide()
        self.map_split = QSplitter(Qt.Orientation.Horizontal)
        self.map_split.addWidget(self.board_view)
        self.map_split.addWidget(self.colonies)
        self.map_split.setStretchFactor(0, 1)
        self.map_split.setCollapsible(0, False)
        self.pick = PickScreen(scale)
        self.pick.submitted.connect(self.session.submit)
        self.pick_scroll = self.pick  # the pick screen scrolls its cards itself
        self.centre = QStackedWidget()
        self.centre.addWidget(self.map_split)
        self.map_split.installEventFilter(self)  # its width decides where the colony tiles go
        self.centre.addWidget(self.pick_scroll)

        self.actions = ActionsPanel()
        self.actions.requested.connect(self.request_action)
        self.log = LogPanel()
        self.log.space_pointed.connect(self.light_space)
        self.automars.step_shown.connect(self.show_automars_step)
        self.rendering = False  # inside refresh (a replay step shown then is drawn by that refresh)
        self.replay_games: dict[int, Any] = {}  # log row -> the game at that line of AutoMars's turn
        self.automars.replay_finished.connect(self.refresh)
        self.replayed_upto = 0  # log rows already replayed on AutoMars's board
        self.right = right = QSplitter(Qt.Orientation.Vertical)
        right.addWidget(self.actions)
        right.addWidget(self.log)
        right.setStretchFactor(0, 1)  # the actions scroll; the log, the only record of AutoMars's turn,
        right.setStretchFactor(1, 1)  # gets as much room, and the splitter between them moves
        right.setCollapsible(1, False)
        right.setSizes([620, 380])
        right.setMinimumWidth(370)

        self.middle = middle = QSplitter(Qt.Orientation.Horizontal)
        middle.addWidget(left_scroll)
        middle.addWidget(self.centre)
        middle.setStretchFactor(1, 1)
        middle.setSizes([330, 860])

        self.hand = CardArea("hand", scale=scale)
        self.hand.activated.connect(self.request_play)
        self.play_area = CardArea("play", scale=scale, strips=True)
        self.played: list[tuple[str, CardLook, str]] = []  # the viewer's table, before folding
        self.play_area.resized.connect(self._show_played)
        self.play_area.setObjectName("DropArea")
        self.play_area.accepts_from = {"hand"}
        self.play_area.dropped.connect(lambda name, _src: self.request_play(name))
        self.play_area.activated.connect(self.request_card_action)
        for area in (self.hand, self.play_area):
            area.hovered.connect(self.hover_card)
        self.bottom = bottom = QSplitter(Qt.Orientation.Horizontal)
        self.hand_box, self.hand_title = self._titled(self.hand)
        self.play_more = QPushButton()  # the whole table, also the cards folded away for lack of room
        self.play_more.clicked.connect(lambda: self.show_tableau(self.viewer) if self.viewer else None)
        self.play_more.hide()
        self.play_box, self.play_title = self._titled(self.play_area, self.play_more)
        bottom.addWidget(self.hand_box)
        bottom.addWidget(self.play_box)
        bottom.setSizes([900, 600])

        self.vertical = vertical = QSplitter(Qt.Orientation.Vertical)
        vertical.addWidget(middle)
        vertical.addWidget(bottom)
        vertical.setStretchFactor(0, 1)
        vertical.setCollapsible(0, False)
        vertical.setCollapsible(1, True)  # the hand folds away: the board gets the room
        # the actions and the log run the window's whole height, beside the board and the hand: on a 1280×720
        # screen, above the hand, half of that column left one standard project in view
        self.sides = sides = QSplitter(Qt.Orientation.Horizontal)
        sides.addWidget(vertical)
        sides.addWidget(right)
        sides.setStretchFactor(0, 1)
        sides.setCollapsible(1, False)
        sides.setSizes([1190, 390])
        root.addWidget(sides, 1)
        self.scale = scale
        self.bottom_shape: tuple | None = None  # what the bottom was last fitted to
        vertical.splitterMoved.connect(self._bottom_moved)
        for area in (self.hand, self.play_area):  # narrower, their titles take more lines; queued: resizing the
            area.resized.connect(self.fit_bottom, Qt.ConnectionType.QueuedConnection)  # area inside its own resize
            # would leave its viewport at the old size (the last folded card drawn under its lower edge)
        self.zoom = CardZoom(self)
        self.pick.hovered.connect(self.hover_card)
        self.retranslate()

    def _titled(self, area: CardArea, button: QWidget | None = None) -> tuple[QWidget, QLabel]:
        box = QWidget()
        lay = QVBoxLayout(box)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(2)
        title = QLabel()
        title.setObjectName("SectionTitle")
        title.setWordWrap(True)  # the French and Portuguese hints are longer than half the window
        head = QHBoxLayout()
        head.addWidget(title, 1)
        if button is not None:
            head.addWidget(button, 0, Qt.AlignmentFlag.AlignTop)
        lay.addLayout(head)
        lay.addWidget(area, 1)
        return box, title

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
        self.space_choice = QComboBox()
        self.space_choice.highlighted.connect(lambda i: self.light_space(self.space_choice.itemData(i)))
        self.space_choice.setMinimumWidth(220)
        self.space_choice.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.space_choice.setMinimumContentsLength(22)  # a long entry is shown when the list opens, not by widening it
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

    @property
    def viewer(self) -> str | None:
        """Whose hand, offers and choices are drawn: only the person at the keyboard's."""
        return self.privacy.at_keyboard

    # --- language ---------------------------------------------------------------------------

    def retranslate(self) -> None:
        self.hand_title.setText(self.tr("Your hand — drag a card up to the play area, or double-click it"))
        self.play_title.setText(self.tr("Play area — drop a card here to play it; double-click a blue card to use its action"))
        self.play_area.set_placeholder(self.tr("Drop a card here to play it"))
        self.hand.set_placeholder(self.tr("No cards in hand"))
        self.place_button.setText(self.tr("Place"))
        self.place_button.setToolTip(self.tr("Place the tile on the space chosen in the list (keyboard)"))
        self.space_choice.setToolTip(self.tr("Legal spaces for the tile, with what placing there gives"))
        self.choose_button.setText(self.tr("Choose…"))
        self.choose_button.setToolTip(self.tr("Open the choice the game is waiting for"))
        self.play_more.setToolTip(self.tr("Every card you have played, in a window"))
        self.scores_button.setText(self.tr("Final scores"))
        self.scores_button.setToolTip(self.tr("Show the final scores again"))
        self._fit_phase_label()
        self.hand_toggle.setText(self.tr("Hand"))
        self.hand_toggle.setToolTip(self.tr("Show or fold away your hand and play area (the board gets the room)"))
        self.skip_button.setText(self.tr("Skip"))
        self.skip_button.setToolTip(self.tr("This effect is optional: do not use it"))
        self.colony_button.setText(self.tr("Choose"))
        self.colony_button.setToolTip(self.tr("Choose the colony tile picked in the list (keyboard)"))
        self.colony_choice.setToolTip(self.tr("The colony tiles you may choose"))
        self.colonies_toggle.setText(self.tr("Colonies"))
        self.colonies_toggle.setToolTip(self.tr("Show or hide the colony tiles (in a narrow window they take the "
                                                "board's place)"))
        self.colonies.retranslate()
        self.scene.retranslate()
        self.players.retranslate()
        self.actions.retranslate()
        self.log.retranslate()
        self.automars.retranslate()
        self.pick.retranslate()
        for area in self.card_areas():
            area.repaint_cards()
        self.refresh()

    def card_areas(self) -> tuple[CardArea, ...]:
        return self.hand, self.play_area, *self.pick.areas()

    def set_scale(self, scale: float) -> None:
        self.scale = scale
        self.pick.set_scale(scale)
        self._fit_phase_label()  # its font follows the scale
        self.fit_bottom(force=True)

    # --- the hand's room ----------------------------------------------------------------------

    def fit_bottom(self, force: bool = False) -> None:
        """The hand and play area take only what they need: smaller cards in a short window, a strip
        when both are empty, nothing when the player folds them away; the board has the rest."""
        short = self.height() < SHORT_WINDOW
        empty = not self.hand.order and not self.play_area.order
        folded = not self.hand_toggle.isChecked()
        title = max(t.heightForWidth(t.width()) if t.width() > 0 else t.sizeHint().height()  # as wrapped now
                    for t in (self.hand_title, self.play_title))
        shape = (short, empty, folded, self.scale, title)
        if shape == self.bottom_shape and not force:
            return
        self.bottom_shape = shape
        card_scale = self.scale * (COMPACT_CARDS if short else 1.0)
        for area in (self.hand, self.play_area):
            if area.scale != card_scale:
                area.set_scale(card_scale)
        if folded:
            wanted = 0
        else:
            wanted = title + 6 + max(self.hand.minimumHeight(), self.play_area.minimumHeight())
        total = sum(self.vertical.sizes())
        if total > 0:
            self.vertical.setSizes([max(0, total - wanted), wanted])

    def resizeEvent(self, e) -> None:  # noqa: N802, ANN001
        super().resizeEvent(e)
        self.fit_bottom(force=True)
        self.place_colonies()

    # --- the colony tiles' room -----------------------------------------------------------------

    def place_colonies(self) -> None:
        """Colonies: the tiles beside the board when the centre is wide, else in the board's place while the
        Colonies button is down (a colony to choose puts it down; a space to choose or AutoMars's turn told
        brings the board back); no Colonies: the board alone."""
        game = self.session.game
        playing = colonies_in_play(game)
        self.colonies_toggle.setVisible(playing and self.centre.currentWidget() is self.map_split)
        wide = self.map_split.width() >= WIDE_CENTRE
        shown = playing and (self.colonies_forced or (wide if self.colonies_open is None else self.colonies_open))
        shown = shown and (wide or not self.board_needed)  # a space to click, AutoMars's tiles told: the board
        self.colonies_toggle.setChecked(shown)
        self.colonies.setVisible(shown)
        self.board_view.setVisible(not shown or wide)
        if shown and wide:
            total = sum(self.map_split.sizes())
            side = max(self.colonies.minimumWidth(), total // 4)
            if self.map_split.sizes()[1] < self.colonies.minimumWidth():
                self.map_split.setSizes([total - side, side])

    def eventFilter(self, obj, e) -> bool:  # noqa: N802, ANN001
        if obj is self.map_split and e.type() == QEvent.Type.Resize:
            self.place_colonies()
        return False

    def _colonies_clicked(self, on: bool) -> None:
        self.colonies_open = on
        self.colonies_forced = False
        self.place_colonies()

    def choose_colony(self, name: str | None) -> None:
        """A colony tile clicked or chosen in the list: the answer to the open `select_colony` choice."""
        g, d = self.current()
        if g is None or d is None or d.kind != "select_colony" or not name:
            return
        if name not in d.options:
            self.show_problem(self.tr("%1 cannot be chosen now.").replace("%1", i18n.term(name)))
            return
        self.session.submit({"answer": {"colony": name}})

    def remembered_splitters(self) -> dict[str, QSplitter]:
        """The splitters whose place is kept between sessions: the players against the board, the board and hand
        against the actions' column, and the actions against the log
        (the hand's splitter is not: it folds and unfolds by itself with the window's height)."""
        return {"columns": self.middle, "sides": self.sides, "actions_log": self.right}

    def _bottom_moved(self) -> None:
        """The player dragged the splitter: folding it shut unchecks the toggle, opening it checks it."""
        open_ = self.vertical.sizes()[1] > 0
        if open_ != self.hand_toggle.isChecked():
            self.hand_toggle.blockSignals(True)
            self.hand_toggle.setChecked(open_)
            self.hand_toggle.blockSignals(False)
            self.bottom_shape = None

    # --- refresh -----------------------------------------------------------------------------

    def colour(self, name: str | None) -> QColor:
        key = self.session.colour_of(name)
        if key == "automars":
            return QColor(palette.AUTOMARS_COLOUR)
        if key == "neutral":
            return QColor(palette.NEUTRAL_COLOUR)
        return palette.qcolour(key, self.colour_blind)

    def refresh(self) -> None:
        """Show the game, or while AutoMars's turn is told, the game as it was at the line on show."""
        g = self.session.game
        if g is None:
            return
        log_text.use_board(g.state.config.board)
        if self.zoom.isVisible():  # the hovered card may be gone (played, handed over)
            self.zoom.hide()
        self._show_hover("")  # it described the state before this change
        self.rendering = True
        try:
            self._start_replay(g)
            told = self._replay_game() if self.automars.replaying() else None
            if told is not None:
                self._render(told, None, None)
            else:
                d = g.waiting_for()
                self._render(g, d, d if d is not None and self.privacy.may_show(d.player) else None)
                self.log.highlight(-1)  # no line of AutoMars's turn on show any more
        finally:
            self.rendering = False

    def _render(self, g, d, mine) -> None:  # noqa: ANN001
        self.scene.refresh(g, mine, self.colour, self.viewer)
        self.players.refresh(g, self.colour, self.viewer)
        self.actions.refresh(g, mine, self.viewer)
        self.log.refresh(g.state.log)
        if g.state.automars is not None and g.automars_engine is not None:
            am = g.state.automars  # with what is face up on its side of the table: its resolved cards, its bonus cards
            fleets = {"trade_fleets": (fleets_owned(g, AUTOMARS), fleets_free(g, AUTOMARS)),
                      "colony_count": colonies_of(g, AUTOMARS)} if colonies_in_play(g) else {}
            self.automars.set_data(dict(g.automars_engine.dump(), board=g.automars_engine.board_view(),
                                        played_pile=list(am.played_pile), bonus_discard=list(am.bonus_discard),
                                        **fleets))
        self._refresh_cards(g, mine)
        if mine is not None and mine.kind in PICK_KINDS:
            self.pick.set_decision(g, mine)
            self.centre.setCurrentWidget(self.pick_scroll)
        else:  # the board, also while AutoMars's turn is replayed (its tiles must be seen)
            self.centre.setCurrentWidget(self.map_split)
        self._refresh_colonies(g, mine)
        self.fit_bottom()
        choosing = mine is not None and mine.kind in ("choose_start", "buy_cards", "draft_pick")
        self.bottom.setVisible(mine is None or mine.kind != "choose_start")  # no hand yet: room for the choice
        self.right.setVisible(not choosing)  # no action to take: the offer and the kept cards side by side
        self._refresh_prompt(g, d, mine)
        self._sync_dialog(mine)
        self.choose_button.setVisible(self.dialog is not None)

    # --- AutoMars's turn, told step by step ------------------------------------------------------

    def _start_replay(self, g) -> None:  # noqa: ANN001
        """Tell AutoMars's new log lines once each; an undo or another game ends the telling."""
        if g.state.automars is None or g.automars_engine is None:
            self.automars.stop_replay()
            self.automars.hide()
            return
        self.automars.show()
        if self.session.last_before is None and self.automars.replaying():
            self.automars.stop_replay()
        events = self.session.last_events
        start = len(g.state.log) - len(events)
        if self.replayed_upto > len(g.state.log):  # after an undo or in another game the log is shorter
            self.replayed_upto = start
        if events and start + len(events) > self.replayed_upto:  # each log line is replayed once
            steps = [(start + i, log_text.message(e[0], e[1]), e[1].get("track")) for i, e in enumerate(events)
                     if start + i >= self.replayed_upto and automars_step(e)]
            self.replayed_upto = len(g.state.log)
            if steps:  # a new decision: what was still to tell of the last one is past
                self.automars.stop_replay()
                self.replay_games = {}
                self.automars.replay(steps)

    def _replay_game(self):  # noqa: ANN202
        """The game at the line on show (None when it cannot be known: the final board then)."""
        row = self.automars.current
        if row is None:
            return None
        if row not in self.replay_games:
            self.replay_games[row] = self.session.game_at(row)
        return self.replay_games[row]

    def light_space(self, space: str) -> None:
        """Light up the space a log line or a placement entry names."""
        if space in self.scene.hexes:
            self.scene.flash(space)

    def show_automars_step(self, row: int) -> None:
        """Show the game as it was at this line of AutoMars's turn; light up the space of its tile."""
        if not self.rendering:
            self.refresh()
        g = self.session.game
        if g is None or not 0 <= row < len(g.state.log):
            return
        self.log.highlight(row)
        code = log_text.entry_bonus_card(g.state.log[row])  # a bonus card's line: what the card does, on hover
        self.automars.banner.setToolTip(log_text.tooltip(log_text.bonus_card_text(code)) if code else "")
        message_id, args = g.state.log[row]
        if isinstance(args, dict) and message_id in SPACE_STEPS and args.get("space") in self.scene.hexes:
            self.scene.flash(args["space"])

    def _refresh_colonies(self, g, mine) -> None:  # noqa: ANN001
        choosing = mine is not None and mine.kind == "select_colony"
        self.board_needed = (mine is not None and mine.kind == "select_space") or self.automars.replaying()
        if colonies_in_play(g):
            self.colonies.refresh(g, self.colour, list(mine.options) if choosing else None)
        if choosing and mine != self.colonies_forced_for:  # a new choice shows the tiles; the player may hide them
            self.colonies_forced = True
        self.colonies_forced_for = mine if choosing else None
        self.colonies_forced = self.colonies_forced and choosing
        self.colony_choice.setVisible(choosing)
        self.colony_button.setVisible(choosing)
        if choosing:
            self.colony_choice.clear()
            for name in mine.options:
                self.colony_choice.addItem(i18n.term(name), name)
        self.place_colonies()

    def _refresh_cards(self, g, mine) -> None:  # noqa: ANN001
        if self.viewer is None or self.viewer not in [p.name for p in g.state.players]:
            self.hand.set_cards([])
            self.play_area.set_cards([])
            return
        p = g.player(self.viewer)
        acting = mine is not None and mine.kind == "action"
        playable = {o["card"] for o in mine.options if o["do"] == "play_card"} if acting else set()
        entries = []
        self.looks = {}
        for name in p.hand:
            card = g.cards[name]
            ok = name in playable
            if ok:
                tip = self.tr("Drag to the play area, double-click or press Enter to play")
            elif acting:
                why = actions.play_failure(g, p, name)
                tip = log_text.message(why.id, why.args) if why else self.tr("Cannot be played now")
            else:
                tip = self.tr("Cards are played during your turn in the action phase")
            look = CardLook(cost_now=rules.card_cost(p, card), dimmed=not ok)  # also while placing, researching
            entries.append((name, look, tip))
            self.looks[name] = (look, tip)
        self.hand.set_cards(entries)
        table = sorted(([p.corporation] if p.corporation else []) + list(p.played), key=table_rank)
        actionable = {o["card"] for o in mine.options if o["do"] == "card_action"} if acting else set()
        played = []
        for name in table:
            card = g.cards[name]
            tip = self.tr("Double-click to use its action") if name in actionable else ""
            look = CardLook(resources=p.card_resources.get(name) if card.holds_resource else None,
                            used=name in p.used_actions)
            played.append((name, look, tip))
            self.looks[name] = (look, tip)
        self.played = played
        self._show_played()

    def _show_played(self) -> None:
        """The table as fits the play area: the last cards (green first) folded into the "more" button."""
        shown = self.played[:max(0, self.play_area.capacity() - 1)] if len(self.played) > self.play_area.capacity() \
            else self.played
        if [n for n, _, _ in shown] != self.play_area.order or shown != self.played:
            self.play_area.set_cards(shown)
        folded = len(self.played) - len(shown)
        self.play_more.setText(i18n.translate("GameView", i18n.QT_TRANSLATE_N_NOOP("GameView", "%n more card(s)…"),
                                              folded) if folded else self.tr("Cards…"))
        self.play_more.setVisible(bool(self.played))

    def _fit_phase_label(self) -> None:
        """The generation and phase never change the label's width (the prompt beside it keeps its lines); its
        padding, the window's style sheet's, is room the text cannot use: known once the view is in the window."""
        label = self.phase_label
        label.ensurePolished()
        pad = label.contentsMargins().left() + label.contentsMargins().right()
        label.setFixedWidth(max(label.fontMetrics().horizontalAdvance(self.phase_text(88, p)) for p in PHASES) + 4 + pad)

    def showEvent(self, e) -> None:  # noqa: N802, ANN001
        self._fit_phase_label()  # the language may have been installed before the view was in the window
        super().showEvent(e)

    def phase_text(self, generation: int, phase: str) -> str:
        return self.tr("Generation %1 · %2").replace("%1", str(generation)).replace("%2", i18n.term(phase))

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
        told = self.automars.replaying()
        self.scores_button.setVisible(d is None and not told)
        if told:
            text = self.tr("AutoMars is playing: each step is shown on the board as it is told.")
        elif d is None:
            text = self.tr("The game is over.")
        elif mine is None:
            text = self.tr("Waiting for %1.").replace("%1", i18n.player_name(d.player))
        elif mine.kind == "action":
            which = self.tr("second action") if s.actions_taken >= 1 else self.tr("first action")
            text = self.tr("%1, your turn: take your %2.").replace("%1", mine.player).replace("%2", which)
        elif mine.kind == "final_greenery":
            text = self.tr("%1: final greenery — turn plants into greeneries, then pass.").replace("%1", mine.player)
        elif mine.kind in PICK_KINDS:
            text = {"choose_start": self.tr("%1: set-up"), "buy_cards": self.tr("%1: research"),
                    "draft_pick": self.tr("%1: draft"), "play_prelude": self.tr("%1: Preludes")}[mine.kind].replace(
                "%1", mine.player)
        else:
            text = prompt(mine)
        self.prompt.setText(text)
        self.prompt.setToolTip(text)  # all of it, when the bar is too narrow for two lines of it

    def _show_hover(self, text: str) -> None:
        """What placing on the hovered space would give, in the board's lower left corner."""
        self.hover_info.setText(text)
        self.hover_info.setVisible(bool(text))
        if text:  # one line when it fits (a word-wrapped label would pick the narrowest width)
            self.hover_info.setFixedWidth(min(HOVER_WIDTH, self.hover_info.fontMetrics().horizontalAdvance(text) + 20))
            self.hover_info.setFixedHeight(self.hover_info.heightForWidth(self.hover_info.width()))
            self.hover_info.move(8, self.board_view.height() - self.hover_info.height() - 8)

    def show_problem(self, text: str) -> None:
        self.problem.setText("⚠ " + text)
        self.problem.show()

    # --- card zoom and tableau ------------------------------------------------------------------

    def hover_card(self, name: str, entering: bool) -> None:
        if not entering:
            if self.zoom.card_name == name:
                self.zoom.hide()
            return
        look, tip = self.looks.get(name, (CardLook(), ""))
        shown = [area.cards[name] for area in self.card_areas() if name in area.cards and area.cards[name].isVisible()]
        if not shown:
            return
        pointer = QCursor.pos()  # a card can be in two areas (offered and kept): the one pointed at, or focused
        widget = next((w for w in shown if w.rect().contains(w.mapFromGlobal(pointer))),
                      next((w for w in shown if w.hasFocus()), shown[0]))
        self.zoom.show_card(name, look, tip, QRect(widget.mapTo(self, QPoint(0, 0)), widget.size()), widget)

    def show_tableau(self, name: str) -> None:
        g = self.session.game
        if g is not None:
            TableauDialog(self, g, name).open()
