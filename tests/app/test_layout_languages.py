"""The main screens hold every language's text: nothing is cut off (issue "Four languages").

For each language the .ts file is compiled and installed, the main screens are rendered offscreen
at the window's default size, and every visible text widget is measured against the room it has.
"""

import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetrics, QTextDocument
from PySide6.QtWidgets import QAbstractButton, QGroupBox, QLabel, QWidget

from tests.app.conftest import load_scenario

ROOT = Path(__file__).resolve().parents[2]
LANGUAGES = ("en", "pt_BR", "fr", "es")
SCREENS = ("new_game", "three_player_midgame", "automars_midgame", "final_scoring")
SLACK = 2  # pixels of rounding


def _plain(text: str) -> str:
    if "<" in text and ">" in text:
        doc = QTextDocument()
        doc.setHtml(text)
        return doc.toPlainText()
    return text


def _visible(w: QWidget) -> bool:
    return w.isVisible() and w.width() > 0 and w.height() > 0 and not w.visibleRegion().isEmpty()


def clipped(root: QWidget) -> list[str]:
    """Every visible text that does not fit its widget."""
    problems = []
    for w in root.findChildren(QWidget):
        if not _visible(w):
            continue
        if isinstance(w, (QLabel, QAbstractButton)) and w.text() and \
                w.visibleRegion().boundingRect().width() < w.width() - SLACK:
            problems.append(f"{type(w).__name__} {_plain(w.text())[:60]!r}: its right side is hidden")
            continue
        if isinstance(w, QLabel) and w.text() and w.pixmap().isNull():
            text = _plain(w.text())
            fm = QFontMetrics(w.font())
            room = w.contentsRect().adjusted(w.margin(), w.margin(), -w.margin(), -w.margin())
            if w.wordWrap():
                flags = int(Qt.TextFlag.TextWordWrap) | int(w.alignment())
                need = fm.boundingRect(room, flags, text)
                longest = max((fm.horizontalAdvance(word) for word in text.split()), default=0)
                if need.height() > room.height() + SLACK or longest > room.width() + SLACK:
                    problems.append(f"label {text[:60]!r}: needs {longest}x{need.height()}, has {room.width()}x{room.height()}")
            else:
                widest = max(fm.horizontalAdvance(line) for line in text.splitlines() or [""])
                if widest > room.width() + SLACK:
                    problems.append(f"label {text[:60]!r}: needs {widest}px, has {room.width()}px")
        elif isinstance(w, QAbstractButton) and w.text():
            if w.sizeHint().width() > w.width() + SLACK:
                problems.append(f"button {w.text()[:60]!r}: needs {w.sizeHint().width()}px, has {w.width()}px")
        elif isinstance(w, QGroupBox) and w.title():
            if QFontMetrics(w.font()).horizontalAdvance(w.title()) + 16 > w.width():
                problems.append(f"group {w.title()!r}: too narrow ({w.width()}px)")
    return problems


@pytest.fixture
def translated(tmp_path, monkeypatch):
    from tmdesk.app import i18n

    lrelease = str(Path(sys.executable).parent / "pyside6-lrelease")
    for lang in LANGUAGES[1:]:
        subprocess.run([lrelease, str(ROOT / "i18n" / f"tmdesk_{lang}.ts"), "-qm", str(tmp_path / f"tmdesk_{lang}.qm")],
                       check=True, capture_output=True)
    monkeypatch.setattr(i18n, "i18n_dirs", lambda: [tmp_path])
    yield i18n
    i18n.install_language("en")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_text_is_cut_off_on_the_main_screens(window, translated, qtbot, lang) -> None:
    assert translated.install_language(lang) or lang == "en"
    window.resize(1440, 900)
    problems = []
    for screen in SCREENS:
        if screen != "new_game":
            load_scenario(window, screen)
        else:
            window.show_new_game()
        qtbot.wait(20)
        problems += [f"{screen}: {p}" for p in clipped(window)]
    assert problems == [], "\n".join(problems)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_text_is_cut_off_in_the_dialogs(window, translated, qtbot, lang) -> None:
    from tmdesk.app.dialogs.choices import AmountDialog, CardsDialog, DecisionDialog, OptionDialog, PlayerDialog
    from tmdesk.app.dialogs.payment import PaymentDialog
    from tmdesk.app.dialogs.settings_dialog import SettingsDialog
    from tmdesk.app.dialogs.tableau import TableauDialog
    from tmdesk.app.settings import Settings
    from tmdesk.engine.decisions import Decision

    assert translated.install_language(lang) or lang == "en"
    game = load_scenario(window, "automars_midgame")
    kim = game.state.players[0]
    hand = list(kim.hand)[:3]
    dialogs = [
        SettingsDialog(window, Settings()),
        PaymentDialog(window, kim, game.cards[hand[0]], 14, translated.card_name(hand[0])),
        TableauDialog(window, game, kim.name),
        PlayerDialog(window, Decision(kim.name, "select_player", [kim.name, "AutoMars"])),
        OptionDialog(window, Decision(kim.name, "select_option", [0, 1], info={"descriptions": [
            [{"gain": {"plants": 1}}], [{"production": {"energy": 1}}, {"draw_cards": 2}]]})),
        AmountDialog(window, Decision(kim.name, "select_amount", [], info={"min": 0, "max": 4})),
        CardsDialog(window, Decision(kim.name, "select_cards", hand, info={"min": 0, "max": 2, "price": 3})),
    ]
    placing = DecisionDialog(window, Decision(kim.name, "select_space", ["r0c1"], info={"tile": "ocean"}))
    placing.finish_layout()
    dialogs.append(placing)
    problems = []
    for dialog in dialogs:
        dialog.show()
        qtbot.waitExposed(dialog)
        for button in dialog.findChildren(QAbstractButton):  # a focused button keeps its text whole
            button.setFocus()
        qtbot.wait(10)
        problems += [f"{type(dialog).__name__}: {p}" for p in clipped(dialog)]
        dialog.close()
    assert problems == [], "\n".join(problems)


def test_keyboard_focus_does_not_make_a_button_smaller_inside() -> None:
    """Qt keeps a button's size when it takes the focus: a thicker focus border would eat into the text
    (the Spanish end screen showed "Ver el tablerc")."""
    import re

    from tmdesk.app.style import stylesheet

    qss = stylesheet()
    normal = re.search(r"^QPushButton \{[^}]*border: (\d+)px", qss, re.M)
    focus = re.search(r"^QPushButton:focus \{[^}]*border: (\d+)px", qss, re.M)
    assert normal and focus and focus[1] == normal[1]
