"""The turn's actions: standard projects, milestones, awards, blue-card actions, conversions, end turn, pass.

Each button is enabled exactly when its action is among the options of the pending decision; a disabled
button's tooltip says why (the engine's reason, translated).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QSize, Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QApplication,
    QGridLayout,
    QGroupBox,
    QLabel,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from tmdesk.app import effects_text, i18n, icons, log_text
from tmdesk.app.colonies_text import in_play as colonies_in_play
from tmdesk.app.colonies_text import trade_reason
from tmdesk.engine import actions, card_actions, goals, rules, standard_projects
from tmdesk.engine.board import board
from tmdesk.engine.expansions.colonies_trade import trade_costs
from tmdesk.engine.state import DEFAULT_BOARD

if TYPE_CHECKING:
    from tmdesk.engine.decisions import Decision
    from tmdesk.engine.game import Game


def _counts(counts: list[tuple[str, str]]) -> str:
    """Every player's count, one per line (the tooltips of milestones and awards)."""
    return "".join(f"\n{name}: {value}" for name, value in counts)


def _key_of(button: QWidget) -> tuple:
    return tuple(str(button.property("actionKey")).split("/"))


def _key(option: dict[str, Any]) -> tuple:
    do = option["do"]
    arg = option.get("project") or option.get("milestone") or option.get("award") or option.get("card")
    return (do, arg) if arg else (do,)


class ButtonGrid(QGroupBox):
    """Buttons in two columns, or in one when the longest label would not fit half the width
    (the French and Portuguese names are long). The panel chooses, from the room it has.
    `framed=False` gives a plain row of buttons with the same behaviour."""

    def __init__(self, framed: bool = True) -> None:
        super().__init__()
        if not framed:
            self.setFlat(True)
            self.setStyleSheet("QGroupBox { border: none; margin: 0; padding: 0; }")
        self.grid = QGridLayout(self)
        if not framed:
            self.grid.setContentsMargins(0, 0, 0, 0)
        self.grid.setSpacing(4)
        self.items: list[QPushButton] = []
        self.columns = 2

    def add(self, button: QPushButton) -> None:
        self.items.append(button)
        self.grid.addWidget(button, (len(self.items) - 1) // self.columns, (len(self.items) - 1) % self.columns)

    def clear(self) -> None:
        for b in self.items:
            self.grid.removeWidget(b)
        self.items = []

    def fit(self, width: int, only_fewer: bool = False) -> None:
        """Two columns when they fit. `only_fewer`: after a move, never back to two columns (the
        buttons would move under the cursor); the next resize decides again."""
        m, g = self.contentsMargins(), self.grid.contentsMargins()
        room = width - m.left() - m.right() - g.left() - g.right()
        widest = max(b.sizeHint().width() for b in self.items)
        columns = 2 if 2 * widest + self.grid.spacing() <= room else 1
        if columns == self.columns or (only_fewer and columns > self.columns):
            return
        self.columns = columns
        for b in self.items:
            self.grid.removeWidget(b)
        for i, b in enumerate(self.items):
            self.grid.addWidget(b, i // columns, i % columns)


class ActionsPanel(QWidget):
    """The lists scroll; the conversions, End turn and Pass stay pinned below them, always in the same place."""

    requested = Signal(dict)  # an action step (without payment; the game view asks for it)

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("ActionsPanel")
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.setSpacing(4)
        self.scroll = QScrollArea()
        self.scroll.setWidgetResizable(True)
        self.scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)  # buttons wrap instead
        # a scroll bar that comes and goes would narrow the buttons and move them under the cursor
        self.scroll.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOn)
        outer.addWidget(self.scroll, 1)
        inner = QWidget()
        self.lay = QVBoxLayout(inner)
        self.lay.setContentsMargins(4, 4, 4, 4)
        self.lay.setSpacing(6)
        self.scroll.setWidget(inner)
        self.buttons: dict[tuple, QPushButton] = {}
        self.options: dict[tuple, dict[str, Any]] = {}

        self.projects_box = ButtonGrid()
        self.lay.addWidget(self.projects_box)
        self.milestones_box = ButtonGrid()
        self.lay.addWidget(self.milestones_box)
        self.awards_box = ButtonGrid()
        self.lay.addWidget(self.awards_box)
        self.colonies_box = ButtonGrid()  # Colonies: trading (its dialog chooses the tile and the payment)
        self.colonies_box.add(self._button(("trade",), "colony", "Ctrl+T"))
        self.colonies_box.hide()
        self.lay.addWidget(self.colonies_box)
        tharsis = board(DEFAULT_BOARD)
        self._sync_grids(tuple(standard_projects.STANDARD_PROJECTS), tharsis.milestones, tharsis.awards)

        self.card_actions_box = QGroupBox()
        self.card_actions_lay = QVBoxLayout(self.card_actions_box)
        self.card_actions_lay.setSpacing(4)
        self.no_card_actions = QLabel()
        self.card_actions_lay.addWidget(self.no_card_actions)
        self.lay.addWidget(self.card_actions_box)

        self.conversions = ButtonGrid(framed=False)
        self.conversions.add(self._button(("convert_plants",), "tile_greenery", "Ctrl+G"))
        self.conversions.add(self._button(("convert_heat",), "temperature", "Ctrl+H"))
        self.lay.addStretch(1)
        self.pinned = QWidget()
        pinned = QVBoxLayout(self.pinned)
        pinned.setContentsMargins(4, 0, 4, 4)
        pinned.addWidget(self.conversions)
        self.turn_row = ButtonGrid(framed=False)
        end = self._button(("end_turn",), "generation", "Ctrl+E")
        pas = self._button(("pass",), "pass", "Ctrl+P")
        end.setObjectName("EndTurn")
        pas.setObjectName("Pass")
        self.turn_row.add(end)
        self.turn_row.add(pas)
        pinned.addWidget(self.turn_row)
        outer.addWidget(self.pinned)
        for w in (self.scroll.viewport(), self.pinned):  # each fits its buttons to its own width
            w.installEventFilter(self)
        self.retranslate()

    def _button(self, key: tuple, icon: str, shortcut: str | None = None) -> QPushButton:
        b = QPushButton()
        b.setIcon(icons.icon(icon))
        b.setIconSize(QSize(18, 18))
        b.setEnabled(False)
        b.setFocusPolicy(Qt.FocusPolicy.TabFocus)  # a click leaves the focus where it was: nothing jumps
        if shortcut:  # a QShortcut, because QPushButton.setText() would replace a button shortcut
            sc = QShortcut(QKeySequence(shortcut), self, context=Qt.ShortcutContext.WindowShortcut)
            sc.activated.connect(lambda k=key: self._clicked(k))
        b.clicked.connect(lambda _=False, k=key: self._clicked(k))
        b.setProperty("actionKey", "/".join(key))
        self.buttons[key] = b
        return b

    def _clicked(self, key: tuple) -> None:
        option = self.options.get(key)
        if option is not None:
            self.requested.emit(dict(option))

    def _fit(self, only_fewer: bool = False) -> None:
        m = self.lay.contentsMargins()
        room = self.scroll.viewport().width() - m.left() - m.right()
        for box in (self.projects_box, self.milestones_box, self.awards_box, self.colonies_box):
            box.fit(room, only_fewer)
        room = self.pinned.contentsRect().width() - m.left() - m.right()
        for box in (self.conversions, self.turn_row):
            box.fit(room, only_fewer)

    def eventFilter(self, obj, e) -> bool:  # noqa: N802, ANN001
        if e.type() == QEvent.Type.Resize:
            self._fit()
        return False

    def retranslate(self) -> None:
        self.projects_box.setTitle(self.tr("Standard projects"))
        self.milestones_box.setTitle(self.tr("Milestones (8 M€, 5 VP)"))
        self.awards_box.setTitle(self.tr("Awards (funded for 8, 14, 20 M€)"))
        self.colonies_box.setTitle(self.tr("Colonies"))
        self.buttons[("trade",)].setText(self.tr("Trade with a colony…"))
        self.card_actions_box.setTitle(self.tr("Card actions"))
        self.no_card_actions.setText(self.tr("No card with an action in play."))
        self.buttons[("convert_plants",)].setText(self.tr("Plants → greenery"))
        self.buttons[("convert_heat",)].setText(self.tr("Heat → temperature"))
        self.buttons[("end_turn",)].setText(self.tr("End turn"))
        self.buttons[("pass",)].setText(self.tr("Pass"))

    # --- refresh -----------------------------------------------------------------------------

    def refresh(self, game: Game | None, decision: Decision | None, viewer: str | None) -> None:
        acting = decision is not None and decision.kind == "action" and decision.player == viewer
        self.options = {_key(o): o for o in decision.options} if acting else {}
        if game is None or viewer is None or viewer not in game.state.seats:
            for b in self.buttons.values():
                b.setEnabled(False)
            return
        p = game.player(viewer)
        self._sync_grids(tuple(standard_projects.standard_projects(game)), game.milestones, game.awards)
        focus = QApplication.focusWidget()
        if focus in self.buttons.values() and _key_of(focus) not in self.options:
            # a disabled button would pass the focus on and the list would scroll to it
            self.scroll.viewport().setFocus(Qt.FocusReason.OtherFocusReason)
        self._sync_card_actions(game, p)
        s = game.state
        solo = s.config.solo
        self.milestones_box.setVisible(not solo)
        self.awards_box.setVisible(not solo)
        self.colonies_box.setVisible(colonies_in_play(game))
        for key, b in self.buttons.items():
            b.setEnabled(key in self.options)
            text, tip = self._describe(game, p, key)
            if text is not None:
                b.setText(text)
            why = None if key in self.options or not acting else self._reason(game, p, key)
            b.setToolTip(tip + (("\n" + why) if why else ""))
        self._fit(only_fewer=True)

    def _sync_grids(self, projects: tuple[str, ...], milestones: tuple[str, ...], awards: tuple[str, ...]) -> None:
        """One button for each standard project, milestone and award of the game (its map's and its expansions')."""
        for do, names, box, icon in (("standard_project", projects, self.projects_box, "standard_project"),
                                     ("claim_milestone", milestones, self.milestones_box, "milestone"),
                                     ("fund_award", awards, self.awards_box, "award")):
            have = tuple(k[1] for k in self.buttons if k[0] == do)
            if have == names:
                continue
            for name in have:
                self.buttons.pop((do, name)).deleteLater()
            box.clear()
            for name in names:
                box.add(self._button((do, name), icon))

    def _sync_card_actions(self, game: Game, p) -> None:  # noqa: ANN001
        wanted = [c.name for c in rules.cards_in_play(p) if c.action is not None]
        have = [k[1] for k in self.buttons if k[0] == "card_action"]
        if wanted == have:
            return
        for name in have:
            b = self.buttons.pop(("card_action", name))
            b.deleteLater()
        for name in wanted:
            b = self._button(("card_action", name), "card")
            self.card_actions_lay.addWidget(b)
        self.no_card_actions.setVisible(not wanted)

    def _describe(self, game: Game, p, key: tuple) -> tuple[str | None, str]:  # noqa: ANN001
        do = key[0]
        s = game.state
        if do == "standard_project":
            sp = key[1]
            cost = standard_projects.project_cost(p, sp)
            label = i18n.project_name(sp) + ("" if sp == "sell_patents" else f"  {cost} {i18n.term('megacredits')}")
            tips = {"sell_patents": self.tr("Discard any number of cards from your hand for 1 M€ each."),
                    "power_plant": self.tr("Increase your energy production 1 step."),
                    "asteroid": self.tr("Raise the temperature 1 step."),
                    "aquifer": self.tr("Place an ocean tile."),
                    "greenery": self.tr("Place a greenery tile (raises oxygen)."),
                    "city": self.tr("Place a city tile and increase your M€ production 1 step."),
                    "air_scrapping": self.tr("Raise Venus 1 step."),
                    "build_colony": self.tr("Place a colony on a colony tile, with its placement bonus.")}
            return label, tips[sp]
        if do == "claim_milestone":
            m = key[1]
            owner = s.milestones.get(m)
            milestone = goals.MILESTONES[m]
            value = milestone.count(game, p.name)
            label = f"{i18n.term(m)}  " + (f"✔ {i18n.player_name(owner)}" if owner else f"{value}/{milestone.threshold}")
            counts = [(q.name, f"{milestone.count(game, q.name)}/{milestone.threshold}") for q in s.players]
            if s.automars is not None and game.automars_engine is not None:  # by its own rule on this map
                counts.append((log_text.player_name("AutoMars"),
                               log_text.automars_goal(game.automars_engine.milestone_view(m))))
            return label, log_text.message(milestone.text) + _counts(counts)
        if do == "fund_award":
            a = key[1]
            owner = s.awards.get(a)
            label = f"{i18n.term(a)}  " + (f"✔ {i18n.player_name(owner)}" if owner else f"{actions.award_cost(game)} {i18n.term('megacredits')}")
            award = goals.AWARDS[a]
            counts = [(q.name, str(award.count(game, q.name))) for q in s.players]
            if s.automars is not None and game.automars_engine is not None:  # by its own rule on this map
                counts.append((log_text.player_name("AutoMars"),
                               log_text.automars_goal(game.automars_engine.award_view(a))))
            return label, log_text.message(award.text) + _counts(counts)
        if do == "card_action":
            card = game.cards[key[1]]
            used = key[1] in p.used_actions
            label = i18n.card_name(key[1]) + ("  ✔" if used else "")
            return label, " / ".join(effects_text.action_branch(b) for b in card.action_branches())
        if do == "convert_plants":
            n = rules.greenery_plant_cost(p)
            return self.tr("Plants → greenery (%1)").replace("%1", str(n)), self.tr(
                "Spend %1 plants to place a greenery tile (Ctrl+G).").replace("%1", str(n))
        if do == "convert_heat":
            return None, self.tr("Spend 8 heat to raise the temperature 1 step (Ctrl+H).")
        if do == "end_turn":
            return None, self.tr("End your turn after one action (Ctrl+E).")
        if do == "trade":
            costs = trade_costs(p)
            return None, self.tr("Send a trade fleet to a colony tile for %1 M€, %2 energy or %3 titanium (Ctrl+T).") \
                .replace("%1", str(costs["megacredits"])).replace("%2", str(costs["energy"])) \
                .replace("%3", str(costs["titanium"]))
        return None, self.tr("Pass: take no more actions this generation (Ctrl+P).")

    def _reason(self, game: Game, p, key: tuple) -> str | None:  # noqa: ANN001
        do = key[0]
        why = None
        if do == "standard_project":
            why = standard_projects.project_failure(game, p, key[1])
        elif do == "claim_milestone":
            why = actions.milestone_failure(game, p, key[1])
        elif do == "fund_award":
            why = actions.award_failure(game, p, key[1])
        elif do == "card_action":
            why = card_actions.card_action_failure(game, p, key[1])
        elif do == "end_turn":
            return log_text.message("You must take an action before ending your turn.")
        elif do == "trade":
            return trade_reason(game, p) if colonies_in_play(game) else None
        if why is None:
            return None
        return log_text.message(why.id, why.args)
