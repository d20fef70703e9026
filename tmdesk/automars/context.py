"""The bundle every AutoMars rule works on: its state, the host, and the static data.

Also the three bookkeeping steps used everywhere: gaining/losing M€, gaining TR, and the
Failed Action (Ação Falha, automars.md section 11).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from . import messages as msg

if TYPE_CHECKING:
    from .cards import CardCatalog
    from .corporations import Corporation
    from .host import AutoMarsHost
    from .placement import MarsMap
    from .state import AutoMarsState
    from .tracks import Board


@dataclass(slots=True)
class Context:
    """AutoMars's state, the game (host) and the data the rules read. Cheap to build."""

    state: AutoMarsState
    host: AutoMarsHost
    board: Board
    mars: MarsMap
    catalog: CardCatalog
    corporation: Corporation | None = None
    no_gains: bool = False  # while set (Venus Next's B16), AutoMars gains no TR and no M€


    def log(self, message_id: str, **args: str | int | list[str]) -> None:
        self.host.log(message_id, **args)

    def gain_mc(self, amount: int) -> None:
        if amount <= 0 or self.no_gains:
            return
        before = self.state.megacredits
        self.state.megacredits = before + amount
        self.log(msg.GAIN_MC, amount=amount, before=before, after=self.state.megacredits)
        if self.corporation is not None:
            self.corporation.on_gain_mc(self, amount)

    def lose_mc(self, amount: int) -> int:
        """Lose up to `amount` M€ (never below 0); returns what was lost."""
        before = self.state.megacredits
        lost = min(max(amount, 0), before)
        if lost:
            self.state.megacredits = before - lost
            self.log(msg.LOSE_MC, amount=lost, before=before, after=self.state.megacredits)
        return lost

    def gain_tr(self, amount: int) -> None:
        if self.no_gains:
            return
        before = self.state.tr
        self.state.tr = before + amount
        self.log(msg.GAIN_TR, amount=amount, before=before, after=self.state.tr)

    def failed_action(self, reason: str) -> None:
        """Failed Action: +5 M€ (+3 with Easy E2). `reason` is a key of FAILED_ACTION_REASONS."""
        amount = self.state.difficulty.failed_action_mc
        self.log(msg.FAILED_ACTION, reason=reason, amount=amount)
        self.gain_mc(amount)
        if self.corporation is not None:
            self.corporation.on_failed_action(self)  # C26
