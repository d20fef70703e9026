"""The game view's room: how much height the hand and the play area take (smaller cards in a short window,
folded away at the player's wish), and where the colony tiles go (beside a wide board, else in its place
while the Colonies button is down), with the choice of a colony tile they answer.

Mixed into GameView (which owns the splitters, `hand`, `play_area`, `colonies`, `board_view`...).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent

from tmdesk.app import i18n
from tmdesk.app.colonies_text import in_play as colonies_in_play

SHORT_WINDOW = 820  # px of height under which the hand's cards are drawn smaller
WIDE_CENTRE = 1000  # px of the centre from which the colony tiles are drawn beside the board, not in its place
COMPACT_CARDS = 0.65


def _t(text: str) -> str:
    return QCoreApplication.translate("GameView", text)


class ViewRoom:
    """Mixed into GameView: the room of the hand, the play area, the board and the colony tiles."""

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

    def _bottom_moved(self) -> None:
        """The player dragged the splitter: folding it shut unchecks the toggle, opening it checks it."""
        open_ = self.vertical.sizes()[1] > 0
        if open_ != self.hand_toggle.isChecked():
            self.hand_toggle.blockSignals(True)
            self.hand_toggle.setChecked(open_)
            self.hand_toggle.blockSignals(False)
            self.bottom_shape = None

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

    def choose_colony(self, name: str | None) -> None:
        """A colony tile clicked or chosen in the list: the answer to the open `select_colony` choice."""
        g, d = self.current()
        if g is None or d is None or d.kind != "select_colony" or not name:
            return
        if name not in d.options:
            self.show_problem(_t("%1 cannot be chosen now.").replace("%1", i18n.term(name)))
            return
        self.session.submit({"answer": {"colony": name}})
