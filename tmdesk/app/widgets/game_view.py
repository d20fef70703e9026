"""The game screen: players on the left, the board (or the card pick screen) in the middle, actions and
the log on the right, the hand and the play area at the bottom, and a prompt bar on top.

It shows the game as seen by `viewer`, the person at the keyboard as `privacy` says (nobody's hand nor
offer before the hand-over is confirmed), and turns the player's gestures into engine steps for
`GameSession.submit`; it never changes the game itself.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QColor, QCursor
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSplitter,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from tmdesk.app import i18n, log_text, palette
from tmdesk.app.card_area import CardArea, CardZoom
from tmdesk.app.card_art import CardLook
from tmdesk.app.colonies_text import in_play as colonies_in_play
from tmdesk.app.dialogs.choices import DecisionDialog
from tmdesk.app.dialogs.payment import PaymentDialog
from tmdesk.app.dialogs.tableau import TableauDialog
from tmdesk.app.privacy import Privacy, shown_log
from tmdesk.app.scene.board_scene import BoardScene
from tmdesk.app.scene.board_view import BoardView
from tmdesk.app.session import GameSession
from tmdesk.app.widgets.actions_panel import ActionsPanel
from tmdesk.app.widgets.automars_board import AutoMarsBoard
from tmdesk.app.widgets.automars_telling import AutoMarsTelling
from tmdesk.app.widgets.colonies_panel import ColoniesPanel
from tmdesk.app.widgets.game_input import GameInput
from tmdesk.app.widgets.log_panel import LogPanel
from tmdesk.app.widgets.pick_screen import PickScreen
from tmdesk.app.widgets.player_panel import PlayersColumn
from tmdesk.app.widgets.prompt_bar import PHASES, PICK_KINDS, PromptBar
from tmdesk.app.widgets.view_room import ViewRoom
from tmdesk.cards.loader import catalogue
from tmdesk.engine import actions, rules
from tmdesk.engine.expansions.colony_tiles import colonies_of, fleets_free, fleets_owned
from tmdesk.engine.state import AUTOMARS

__all__ = ["PHASES", "GameView", "table_rank"]  # PHASES: the phases the bar names, kept importable from here


def table_rank(name: str) -> int:
    """The play area's order: the corporation, the blue cards (their actions are used all game), the Preludes,
    then the green cards; what does not fit is folded away from the end (events are not on the table)."""
    card = catalogue()[name]
    return 0 if card.is_corporation else 1 if card.type == "active" else 2 if card.is_prelude else 3


class GameView(GameInput, PromptBar, ViewRoom, AutoMarsTelling, QWidget):
    """The game screen; its prompt bar (`PromptBar`), its room (`ViewRoom`), the telling of AutoMars's turn
    (`AutoMarsTelling`) and what the player's gestures ask (`GameInput`) are mixed in from their modules."""

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
        left_column = QWidget()  # the players' panels scroll; the line of the piles under them stays in sight
        column_lay = QVBoxLayout(left_column)
        column_lay.setContentsMargins(0, 0, 0, 0)
        column_lay.setSpacing(2)
        column_lay.addWidget(left_scroll, 1)
        column_lay.addWidget(self.players.piles)

        self.scene = BoardScene(self, hover_box=True)
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
        middle.addWidget(left_column)
        middle.addWidget(self.centre)
        middle.setStretchFactor(1, 1)
        middle.setSizes([330, 860])

        self.hand = CardArea("hand", scale=scale, heads=True)
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

    @property
    def viewer(self) -> str | None:
        """Whose hand, offers and choices are drawn: only the person at the keyboard's."""
        return self.privacy.at_keyboard

    # --- language ---------------------------------------------------------------------------

    def retranslate(self) -> None:
        self.hand_title.setText(self.tr("Your hand — drag a card to the play area beside it, or double-click it"))
        self.play_title.setText(self.tr("Play area — drop a card here to play it; double-click a blue card to use its action"))
        self.play_area.set_placeholder(self.tr("Drop a card here to play it"))
        self.hand.set_placeholder(self.tr("No cards in hand"))
        self.play_more.setToolTip(self.tr("Every card you have played, in a window"))
        self.retranslate_prompt_bar()
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

    def resizeEvent(self, e) -> None:  # noqa: N802, ANN001
        super().resizeEvent(e)
        self.fit_bottom(force=True)
        self.place_colonies()
        self.fit_space_choice()

    def remembered_splitters(self) -> dict[str, QSplitter]:
        """The splitters whose place is kept between sessions: the players against the board, the board and hand
        against the actions' column, and the actions against the log
        (the hand's splitter is not: it folds and unfolds by itself with the window's height)."""
        return {"columns": self.middle, "sides": self.sides, "actions_log": self.right}

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
        hidden = self.privacy.face_down(g)  # research purchases made face down (pass and play)
        self.players.refresh(g, self.colour, self.viewer, hidden)
        self.actions.refresh(g, mine, self.viewer)
        self.log.refresh(shown_log(g.state.log, hidden))
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
        self.play_area.fit_lines(self.played, sum(1 for name, _, _ in self.played if table_rank(name) <= 1))
        shown = self.played[:max(0, self.play_area.capacity() - 1)] if len(self.played) > self.play_area.capacity() \
            else self.played
        if [n for n, _, _ in shown] != self.play_area.order or shown != self.played:
            self.play_area.set_cards(shown)
        folded = len(self.played) - len(shown)
        self.play_more.setText(i18n.translate("GameView", i18n.QT_TRANSLATE_N_NOOP("GameView", "%n more card(s)…"),
                                              folded) if folded else self.tr("Cards…"))
        self.play_more.setVisible(bool(self.played))

    def showEvent(self, e) -> None:  # noqa: N802, ANN001
        self._fit_phase_label()
        self.fit_hover_strip()  # the language may have been installed before the view was in the window
        super().showEvent(e)

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
