"""`tmdesk review SAVE [--seat NAME] [--top N] [--lang L]`: the game review (bots/review.py) printed.

It lives with the app because it speaks the player's language through the app's translations (QtCore only,
no window)."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from PySide6.QtCore import QCoreApplication

from tmdesk.app import i18n, log_text, review_text
from tmdesk.bots.review import ReviewError, review
from tmdesk.engine import saves
from tmdesk.engine.game import Game
from tmdesk.engine.state import PERSON


def reviewed_seat(g: Game) -> str:
    """The first person's seat (the first player's when every seat is a bot)."""
    config = g.state.config
    people = [name for name, seat in zip(config.players, config.seats, strict=False) if seat.kind == PERSON]
    return people[0] if people else config.players[0]  # no seats listed: every seat a person


def cmd_review(args: argparse.Namespace) -> int:
    _app = QCoreApplication.instance() or QCoreApplication([])
    i18n.install_language(getattr(args, "lang", None) or "en")
    try:
        g = saves.load_file(Path(args.file))
    except saves.SaveError as exc:
        print(log_text.message(exc.message_id, exc.args_dict), file=sys.stderr)
        return 2
    seat = args.seat or reviewed_seat(g)
    try:
        r = review(g, seat, samples=args.samples)
    except ReviewError as exc:
        print(review_text.error(exc), file=sys.stderr)
        return 2
    print("\n".join(review_text.report(r, args.top)))
    return 0
