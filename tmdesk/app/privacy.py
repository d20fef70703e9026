"""Pass-and-play privacy: the one gate that every command able to show a private decision asks.

A person's private decision — the cards in hand, an offer of cards (set-up, research, draft), the
cards they are looking at, the coach's advice on it — may be shown only to that person, once they
have confirmed the hand-over ("I am Bruno — show my cards"). The window asks `may_show(player)`
before it draws a hand or an offer, opens a decision's dialog or answers Hint; it never decides
this anywhere else. With one person at the table (alone, or against computer players) there is
nobody to hide anything from.

Choices the rules make at the same time (the set-up, the research phase) are applied by the engine one
player after another, and it logs each at once; `face_down` names the players whose choice is made but
not revealed yet, and `shown_log` leaves out its log lines, so that the window shows them all at once.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from tmdesk.engine import messages as M

if TYPE_CHECKING:
    from tmdesk.engine.decisions import Decision
    from tmdesk.engine.game import Game


def face_down(game: Game, people: int) -> set[str]:
    """The players whose choice in an open round of simultaneous choices is made but not revealed yet.

    Set-up: the corporations and kept cards are face down until the reveal (a step of the rules). Research:
    each purchase (cards bought, M€ spent, hand size) is revealed once everyone has bought; with one person
    at the table the computer players' purchases hide nothing from anyone. The draft tells nothing: everybody
    keeps one card, and which one is never shown."""
    s = game.state
    if s.phase == "setup":
        return {name for name in s.offers if name not in s.deciders}
    if s.phase == "research" and s.deciders and people > 1:
        return {p.name for p in s.players if p.name not in s.offers}
    return set()


def shown_log(log: list[Any], hidden: set[str]) -> list[Any]:
    """The log without the purchase lines of the open research round of the players in `hidden`
    (they are the last lines: nothing else is logged between the purchases)."""
    start = len(log)
    while start > 0 and isinstance(log[start - 1], list) and log[start - 1][:1] == [M.L_BOUGHT]:
        start -= 1
    return log[:start] + [e for e in log[start:] if not (len(e) == 2 and isinstance(e[1], dict)
                                                         and e[1].get("player") in hidden)]


class Privacy:
    def __init__(self, humans: Callable[[], list[str]]) -> None:
        self._humans = humans  # the people at the table (the other seats are computer players)
        self._confirmed: str | None = None
        self._holder: str | None = None  # the last to confirm: on the next hand-over screen they still hold it

    @property
    def at_keyboard(self) -> str | None:
        """The person whose private view the window may show now (None: nobody's, a hand-over is due)."""
        humans = self._humans()
        if len(humans) == 1:
            return humans[0]
        return self._confirmed if self._confirmed in humans else None

    def hand_over(self) -> None:
        """The keyboard goes to someone else: nobody's private view until they confirm."""
        self._confirmed = None

    def confirm(self, name: str) -> None:
        """`name` confirmed the hand-over: they are at the keyboard."""
        self._confirmed = self._holder = name

    def reset(self, first: str | None) -> None:
        """Another game: nobody has confirmed anything yet; `first`, the person it waits for, gets the keyboard."""
        self._confirmed, self._holder = None, first

    @property
    def holder(self) -> str | None:
        """Who holds the keyboard: the person at it, or on a hand-over screen the one who passes it on."""
        humans = self._humans()
        return humans[0] if len(humans) == 1 else self._holder

    def someone_else(self, player: str | None) -> bool:
        """Is this a decision of another person than the one holding the keyboard (pass-and-play)?"""
        return player is not None and player in self._humans() and player != self.holder

    def face_down(self, game: Game) -> set[str]:
        """`face_down` as the person at the keyboard sees it: their own choice is not hidden from them."""
        return face_down(game, len(self._humans())) - {self.at_keyboard or ""}

    def may_show(self, player: str | None) -> bool:
        return player is not None and player == self.at_keyboard

    def open_decision(self, game: Game | None, with_options: bool = True) -> Decision | None:
        """The decision the game waits for, if the person at the keyboard may see it; else None."""
        d = game.waiting_for(with_options) if game is not None else None
        return d if d is not None and self.may_show(d.player) else None
