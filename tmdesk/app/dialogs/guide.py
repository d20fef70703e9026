"""Help → Guide: a short guide to the game, to AutoMars and to the keyboard, in the player's language.

The rules are said in the project's own words after the rulebooks (`rules/base-facts.md`, `rules/automars.md`);
each paragraph is one translatable sentence group, so that a translator meets whole thoughts.
"""

from __future__ import annotations

import re
from html import escape

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTabWidget, QTextBrowser, QVBoxLayout, QWidget

GAME = (
    QT_TRANSLATE_NOOP("Guide", "The goal"),
    QT_TRANSLATE_NOOP(
        "Guide",
        "Together you make Mars livable: the temperature rises from -30 °C to +8 °C, the oxygen from 0 % to 14 %, and "
        "9 oceans are placed. Each player is a corporation that wants the most victory points (VP). The game ends after "
        "the generation in which all three reach their goal.",
    ),
    QT_TRANSLATE_NOOP(
        "Guide",
        "Each step you raise a global parameter gives you 1 terraform rating (TR). Your TR is both your income and the "
        "base of your score.",
    ),
    QT_TRANSLATE_NOOP("Guide", "A generation"),
    QT_TRANSLATE_NOOP(
        "Guide",
        "Research: each player draws 4 cards and buys any of them for 3 M€ each (not in the first generation). Actions: "
        "in turn, each player takes 1 or 2 actions, until everyone has passed. Production: energy becomes heat, you "
        "gain as many M€ as your TR plus your M€ production, and every other resource its production.",
    ),
    QT_TRANSLATE_NOOP(
        "Guide",
        "The actions: play a card from your hand; use a standard project; claim a milestone (8 M€, 5 VP at the end, "
        "3 milestones at most in a game); fund an award (8, 14 then 20 M€, 3 at most); use the action of one of your "
        "blue cards once per generation; turn 8 plants into a greenery; turn 8 heat into a temperature step.",
    ),
    QT_TRANSLATE_NOOP(
        "Guide",
        "A card's requirements must be met when you play it. Steel is worth 2 M€ toward a card with a building tag, "
        "titanium 3 M€ toward a card with a space tag.",
    ),
    QT_TRANSLATE_NOOP("Guide", "Tiles"),
    QT_TRANSLATE_NOOP(
        "Guide",
        "Oceans go only on the spaces kept for them and belong to no one. A greenery raises the oxygen and goes next "
        "to one of your tiles if it can. A city may not touch another city. You gain what is printed on the space, "
        "and 2 M€ for each ocean next to it.",
    ),
    QT_TRANSLATE_NOOP("Guide", "The end"),
    QT_TRANSLATE_NOOP(
        "Guide",
        "After the last production, each player may still turn plants into greeneries. Then each player scores their "
        "TR, 5 VP per milestone, the awards (5 VP for the first place, 2 for the second, no second place with two "
        "players), 1 VP per greenery they own, 1 VP per greenery next to each of their cities, and the points of "
        "their cards. The most points win; on a tie, the most M€ left.",
    ),
    QT_TRANSLATE_NOOP(
        "Guide",
        "The solo game: you play against the clock. Terraform Mars by the end of generation 14 (12 with the Prelude "
        "expansion) or the game is lost; two neutral cities and their greeneries are on the map from the start.",
    ),
    QT_TRANSLATE_NOOP("Guide", "In tmdesk"),
    QT_TRANSLATE_NOOP(
        "Guide",
        "Only what the rules allow is enabled: rest the pointer on a dimmed card to read why it cannot be played. Drag "
        "a card to the play area, double-click it or press Enter to play it. When a tile must be placed, the legal "
        "spaces light up. The Hint (Ctrl+I) says what the strongest computer player would do in your place, and why.",
    ),
)

AUTOMARS = (
    QT_TRANSLATE_NOOP("Guide", "Who AutoMars is"),
    QT_TRANSLATE_NOOP(
        "Guide",
        "AutoMars is the official automated opponent for one player. It has no hand, no production and no resource "
        "but its M€, and it never pays for a card. You are the first player in the first generation.",
    ),
    QT_TRANSLATE_NOOP("Guide", "Its turn"),
    QT_TRANSLATE_NOOP(
        "Guide",
        "Each generation AutoMars shuffles an action deck of 3 project cards and 1 bonus card. On each of its turns it "
        "reveals the top card and resolves it; when the deck is empty, it passes. In the production phase it gains "
        "nothing.",
    ),
    QT_TRANSLATE_NOOP("Guide", "Its tracks"),
    QT_TRANSLATE_NOOP(
        "Guide",
        "AutoMars ignores what a project card says: each of its tags, from left to right, moves the counter of one of "
        "the seven tracks of its board one space. The icons at the start of each track show which tags move it (on "
        "Tharsis, Energy takes the power and Jovian tags, Earth the earth and city tags, Plant the plant, animal and "
        "microbe tags).",
    ),
    QT_TRANSLATE_NOOP(
        "Guide",
        "When a counter reaches a space with an icon, AutoMars does what it shows: advance a counter, gain TR, claim a "
        "milestone or fund an award for free, raise the temperature, place a greenery, an ocean or a city. An icon "
        "acts only the first time its space is reached. A card without tags, a track at its end or an icon that cannot "
        "be done is a Failed Action: AutoMars gains 5 M€ instead.",
    ),
    QT_TRANSLATE_NOOP("Guide", "Its bonus cards"),
    QT_TRANSLATE_NOOP(
        "Guide",
        "A bonus card does the first of its options that can be done, then goes to the bonus discard pile or, when it "
        "says so, leaves the game. Rest the pointer on a line of the log about a bonus card to read what it does.",
    ),
    QT_TRANSLATE_NOOP("Guide", "You and AutoMars"),
    QT_TRANSLATE_NOOP(
        "Guide",
        "When you remove or steal resources from AutoMars, it loses that many M€ instead. When you lower its "
        "production, the matching track moves one space back. Its tiles are real tiles: your cards count them.",
    ),
    QT_TRANSLATE_NOOP("Guide", "The end against AutoMars"),
    QT_TRANSLATE_NOOP(
        "Guide",
        "AutoMars scores like a player (TR, milestones, awards, greeneries and cities, but no points from its cards) "
        "and turns its M€ into points: the later the game ends, the fewer M€ a point costs. A tie goes to AutoMars. "
        "If the game reaches generation 20 (18 with Prelude), AutoMars wins.",
    ),
    QT_TRANSLATE_NOOP(
        "Guide",
        "Difficulty: Easy ignores its Advance Counter icons, gains only 3 M€ for a Failed Action and counts 5 less in "
        "every award. Hard scores 1 VP for each card it resolved that shows no negative points, and at the start of "
        "a generation pays 8 M€ to claim a milestone when it meets enough of them. Brutal does the same and adds a "
        "fourth project card to each action deck.",
    ),
    QT_TRANSLATE_NOOP(
        "Guide",
        "Its turn is told line by line on its board and in the log: Pause stops the telling, Step shows the next line, "
        "Faster speeds it up and Skip shows the rest at once.",
    ),
)

KEYS = (
    ("Ctrl+I", QT_TRANSLATE_NOOP("Guide", "Hint: what the strongest computer player would do in your place")),
    ("Ctrl+E", QT_TRANSLATE_NOOP("Guide", "end your turn after one action")),
    ("Ctrl+P", QT_TRANSLATE_NOOP("Guide", "pass for the rest of the generation")),
    ("Ctrl+G", QT_TRANSLATE_NOOP("Guide", "turn 8 plants into a greenery")),
    ("Ctrl+H", QT_TRANSLATE_NOOP("Guide", "turn 8 heat into a temperature step")),
    ("Ctrl+T", QT_TRANSLATE_NOOP("Guide", "Colonies: trade with a colony tile")),
    (QKeySequence.StandardKey.Undo, QT_TRANSLATE_NOOP("Guide", "undo")),
    (QKeySequence.StandardKey.Redo, QT_TRANSLATE_NOOP("Guide", "redo")),
    ("Ctrl++", QT_TRANSLATE_NOOP("Guide", "zoom the board in")),
    ("Ctrl+-", QT_TRANSLATE_NOOP("Guide", "zoom the board out")),
    ("Ctrl+0", QT_TRANSLATE_NOOP("Guide", "fit the board in the window")),
    (QKeySequence.StandardKey.New, QT_TRANSLATE_NOOP("Guide", "new game")),
    (QKeySequence.StandardKey.Open, QT_TRANSLATE_NOOP("Guide", "open a saved game")),
    (QKeySequence.StandardKey.Save, QT_TRANSLATE_NOOP("Guide", "save the game")),
    ("Ctrl+,", QT_TRANSLATE_NOOP("Guide", "settings")),
    (QKeySequence.StandardKey.HelpContents, QT_TRANSLATE_NOOP("Guide", "this guide")),
    ("Tab", QT_TRANSLATE_NOOP("Guide", "move to the next control (Shift+Tab: the previous one)")),
    ("Enter / Space", QT_TRANSLATE_NOOP("Guide", "on a card of your hand: play it; on a card to choose: choose it")),
    ("Esc", QT_TRANSLATE_NOOP("Guide", "close the large card")),
)
"""The keys (a key sequence or a standard key of the platform) and what they do."""


def _t(text: str) -> str:
    return QCoreApplication.translate("Guide", text)


def key_text(key: str | QKeySequence.StandardKey) -> str:
    """A key as the platform writes it (Cmd on a Mac); every binding of a standard key."""
    if isinstance(key, QKeySequence.StandardKey):  # the keyboard's keys, not a special Undo or Open key (X11 lists them)
        texts = [k.toString(QKeySequence.SequenceFormat.NativeText) for k in QKeySequence.keyBindings(key)]
        return " / ".join(t for t in texts if "+" in t or re.fullmatch(r"F([1-9]|1[0-2])", t)) or texts[0]
    return " / ".join(QKeySequence(k).toString(QKeySequence.SequenceFormat.NativeText) for k in key.split(" / "))


def page_html(sections: tuple[str, ...]) -> str:
    """Headings (the short texts) and paragraphs, in the player's language."""
    out = []
    for text in sections:
        words = _t(text)
        out.append(f"<h3>{escape(words)}</h3>" if len(text) < 40 else f"<p>{escape(words)}</p>")
    return "".join(out)


def keys_html() -> str:
    rows = "".join(f"<tr><td style='padding-right:18px'><b>{escape(key_text(k))}</b></td><td>{escape(_t(what))}</td></tr>"
                   for k, what in KEYS)
    return f"<table cellspacing='4'>{rows}</table>"


class GuideDialog(QDialog):
    """Three pages: the game, AutoMars, the keyboard (not modal: it stays open beside the game)."""

    PAGES = ("game", "automars", "keys")

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowFlag(Qt.WindowType.WindowContextHelpButtonHint, on=False)
        lay = QVBoxLayout(self)
        self.tabs = QTabWidget()
        self.pages: dict[str, QTextBrowser] = {}
        for name in self.PAGES:
            page = QTextBrowser()
            page.setOpenLinks(False)
            self.pages[name] = page
            self.tabs.addTab(page, "")
        lay.addWidget(self.tabs)
        box = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        box.rejected.connect(self.close)
        lay.addWidget(box)
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Guide to the game"))
        for i, title in enumerate((self.tr("The game"), self.tr("AutoMars"), self.tr("Keyboard"))):
            self.tabs.setTabText(i, title)
        self.pages["game"].setHtml(page_html(GAME))
        self.pages["automars"].setHtml(page_html(AUTOMARS))
        self.pages["keys"].setHtml(keys_html())

    def show_page(self, name: str) -> None:
        self.tabs.setCurrentWidget(self.pages[name])
        self.show()
        self.raise_()
        self.activateWindow()
