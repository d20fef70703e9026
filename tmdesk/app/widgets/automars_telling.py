"""AutoMars's turn told step by step in the game view: each new line of its turn is replayed once on its
board, and while a line is on show the board and panels show the game as it was at that line.

Mixed into GameView (which owns `session`, `automars`, `scene`, `log` and `refresh`).
"""

from __future__ import annotations

from tmdesk.app import log_text
from tmdesk.app.models.log_model import automars_step
from tmdesk.automars import messages as am_messages

SPACE_STEPS = {am_messages.PLACE_TILE, am_messages.NEURAL_INSTANCE}


class AutoMarsTelling:
    """Mixed into GameView: the replay of AutoMars's turn and the spaces its lines name."""

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
