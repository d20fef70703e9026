"""The new-game screen: players (names, colours, human or AutoMars, Beginner Corporation), the mode
(standard, Corporate Era, official solo, AutoMars with difficulty), the map, draft, the Prelude, Venus Next and
Colonies expansions and an optional seed."""

from __future__ import annotations

import random

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QColor, QIcon, QIntValidator, QPaintEvent, QPixmap
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QStyle,
    QStyleOptionComboBox,
    QStylePainter,
    QVBoxLayout,
    QWidget,
)

from tmdesk.app import i18n, icons, palette
from tmdesk.app.widgets.backdrop import paint_backdrop
from tmdesk.automars.tracks import maps_with_board
from tmdesk.bots.levels import level, strength
from tmdesk.engine.board import map_names, map_title
from tmdesk.engine.state import BOT, DEFAULT_BOARD, DIFFICULTIES, GameConfig, Seat

MODES = ("standard", "corporate_era", "solo", "automars")
DEFAULT_NAMES = ("Ana", "Bruno", "Clara", "Davi", "Elena")
SEAT_LEVELS = ("easy", "normal", "hard")


RESERVED_NAMES = frozenset({"automars", "automarte", "marsbot", "neutral", "neutro", "neutre", "neutra"})
"""AutoMars's and the neutral player's names in English, Portuguese, French and Spanish (casefolded)."""

class SeatBox(QComboBox):
    """A seat's combo box: the list shows each level with its measured win rate, the closed box the level's
    name alone (the short text of the item, when it has one), so that the row keeps its width."""

    SHORT = Qt.ItemDataRole.UserRole + 1

    def __init__(self) -> None:
        super().__init__()
        self.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.setMinimumContentsLength(16)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt's name
        painter = QStylePainter(self)
        opt = QStyleOptionComboBox()
        self.initStyleOption(opt)
        short = self.currentData(self.SHORT)
        if short:
            opt.currentText = short
        painter.drawComplexControl(QStyle.ComplexControl.CC_ComboBox, opt)
        painter.drawControl(QStyle.ControlElement.CE_ComboBoxLabel, opt)


class NewGameScreen(QWidget):
    start = Signal(object, dict)  # GameConfig, colours
    continue_requested = Signal()
    open_requested = Signal()

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("NewGameScreen")
        self.colour_blind = False
        outer = QHBoxLayout(self)
        outer.addStretch(1)
        holder = QVBoxLayout()
        holder.addStretch(1)
        panel = QFrame()
        panel.setObjectName("Panel")
        panel.setMaximumWidth(900)
        col = QVBoxLayout(panel)
        col.setContentsMargins(24, 18, 24, 18)
        holder.addWidget(panel)
        holder.addStretch(2)
        outer.addLayout(holder, 3)
        outer.addStretch(1)
        head = QHBoxLayout()
        logo = QLabel()
        logo.setPixmap(icons.pixmap("tmdesk", 72))
        self.title = QLabel()
        self.title.setObjectName("ScreenTitle")
        head.addWidget(logo)
        head.addWidget(self.title, 1)
        col.addLayout(head)

        self.mode_box = QGroupBox()
        mode_lay = QGridLayout(self.mode_box)
        self.mode_group = QButtonGroup(self)
        self.mode_buttons: dict[str, QRadioButton] = {}
        for i, m in enumerate(MODES):
            rb = QRadioButton()
            self.mode_group.addButton(rb, i)
            self.mode_buttons[m] = rb
            mode_lay.addWidget(rb, i // 2, i % 2)
        self.mode_buttons["standard"].setChecked(True)
        self.difficulty = QComboBox()
        self.difficulty_label = QLabel()
        mode_lay.addWidget(self.difficulty_label, 2, 0)
        mode_lay.addWidget(self.difficulty, 2, 1)
        self.draft = QCheckBox()
        mode_lay.addWidget(self.draft, 3, 0)
        seed_row = QHBoxLayout()
        self.seed_label = QLabel()
        self.seed = QLineEdit()
        self.seed.setValidator(QIntValidator(0, 2_000_000_000, self))
        seed_row.addWidget(self.seed_label)
        seed_row.addWidget(self.seed, 1)
        mode_lay.addLayout(seed_row, 3, 1)
        self.automars_era = QCheckBox()  # AutoMars games may use the Corporate Era cards (automars.md 3)
        self.automars_era_chosen = False  # the player's choice for AutoMars; other modes show what they use
        self.automars_era.toggled.connect(self._era_toggled)
        self.automars_corporation = QComboBox()  # the optional corporation module (automars.md 16)
        self.automars_corporation.currentIndexChanged.connect(lambda *_: self._sync())
        self.automars_corporation_advice = QLabel()  # the rulebook's advice (16)
        self.automars_corporation_advice.setObjectName("Extra")
        self.automars_corporation_advice.setWordWrap(True)
        self.era_note = QLabel()  # the solo game's fixed choice, said in words (a greyed ticked box puzzled players)
        self.era_note.setObjectName("Extra")
        self.era_note.setWordWrap(True)
        mode_lay.addWidget(self.automars_era, 4, 0)
        mode_lay.addWidget(self.automars_corporation, 4, 1)
        notes = QVBoxLayout()  # AutoMars's advice, or the solo game's note: never both
        notes.setContentsMargins(0, 0, 0, 0)
        notes.addWidget(self.automars_corporation_advice)
        notes.addWidget(self.era_note)
        mode_lay.addLayout(notes, 5, 0, 1, 2)
        self.board_label = QLabel()
        self.board = QComboBox()
        for name in [DEFAULT_BOARD, *(m for m in map_names() if m != DEFAULT_BOARD)]:
            self.board.addItem(name, name)
        mode_lay.addWidget(self.board_label, 6, 0)
        mode_lay.addWidget(self.board, 6, 1)
        self.prelude = QCheckBox()  # the Prelude expansion, in every mode
        mode_lay.addWidget(self.prelude, 7, 0)
        self.venus_next = QCheckBox()  # the Venus Next expansion
        mode_lay.addWidget(self.venus_next, 7, 1)
        self.colonies = QCheckBox()  # the Colonies expansion, in every mode (AutoMars: its shipping board)
        mode_lay.addWidget(self.colonies, 8, 0)
        col.addWidget(self.mode_box)

        self.players_box = QGroupBox()
        grid = QGridLayout(self.players_box)
        count_row = QHBoxLayout()
        self.count_label = QLabel()
        self.count = QSpinBox()
        self.count.setRange(1, 5)
        self.count.setValue(2)
        count_row.addWidget(self.count_label)
        count_row.addWidget(self.count)
        count_row.addStretch(1)
        grid.addLayout(count_row, 0, 0, 1, 4)
        self.rows: list[tuple[QLineEdit, QComboBox, QComboBox, QCheckBox]] = []
        for i in range(5):
            name = QLineEdit(DEFAULT_NAMES[i])
            name.setMaxLength(20)
            colour = QComboBox()
            seat = SeatBox()  # a person, or a bot of one of the levels
            beginner = QCheckBox()
            for w, c in ((name, 0), (colour, 1), (seat, 2), (beginner, 3)):
                grid.addWidget(w, i + 1, c)
            self.rows.append((name, colour, seat, beginner))
        self.automars_row = QLabel()
        self.automars_row.setObjectName("Extra")
        grid.addWidget(self.automars_row, 6, 0, 1, 4)
        col.addWidget(self.players_box)

        self.problem = QLabel()
        self.problem.setObjectName("Problem")
        self.problem.setWordWrap(True)
        col.addWidget(self.problem)
        buttons = QHBoxLayout()
        self.open_button = QPushButton()
        self.open_button.clicked.connect(self.open_requested)
        self.continue_button = QPushButton()
        self.continue_button.clicked.connect(self.continue_requested)
        self.start_button = QPushButton()
        self.start_button.setObjectName("Confirm")
        self.start_button.setDefault(True)
        self.start_button.clicked.connect(self._start)
        buttons.addWidget(self.open_button)
        buttons.addWidget(self.continue_button)
        buttons.addStretch(1)
        buttons.addWidget(self.start_button)
        col.addLayout(buttons)

        self.mode_group.idToggled.connect(lambda *_: self._sync())
        self.board.currentIndexChanged.connect(lambda *_: self._sync())
        self.venus_next.toggled.connect(lambda *_: self._sync())
        self.prelude.toggled.connect(lambda *_: self.retranslate())  # the solo game's length
        self.venus_next.toggled.connect(lambda *_: self.retranslate())  # the solo game's goal
        self.colonies.toggled.connect(lambda *_: self.retranslate())  # AutoMars's corporations that need Colonies
        self.count.valueChanged.connect(lambda *_: self._sync())
        for name, *_ in self.rows:
            name.textChanged.connect(lambda *_: self._sync())
        self.retranslate()

    def expansions(self) -> dict[str, bool]:
        """The expansion boxes as ticked (kept in the settings for the next new game)."""
        return {"prelude": self.prelude.isChecked(), "venus_next": self.venus_next.isChecked(),
                "colonies": self.colonies.isChecked()}

    def set_expansions(self, ticked: dict[str, bool]) -> None:
        boxes = {"prelude": self.prelude, "venus_next": self.venus_next, "colonies": self.colonies}
        for key, on in ticked.items():
            if key in boxes:
                boxes[key].setChecked(on)

    def set_can_continue(self, can: bool) -> None:
        self.continue_button.setVisible(can)

    def mode(self) -> str:
        return next(m for m, b in self.mode_buttons.items() if b.isChecked())

    def paintEvent(self, e) -> None:  # noqa: N802, ANN001
        paint_backdrop(self)

    def retranslate(self) -> None:
        t = self.tr
        self.title.setText(t("Terraforming Mars — new game"))
        self.mode_box.setTitle(t("Game"))
        labels = {"standard": t("Standard game"), "corporate_era": t("Corporate Era"),
                  "solo": t("Solo game (12 generations)") if self.prelude.isChecked() else t("Solo game (14 generations)"),
                  "automars": t("Against AutoMars")}
        tips = {"standard": t("The base game for 1 to 5 players, with the starting production of the base rules"),
                "corporate_era": t("Adds the Corporate Era cards and corporations; no starting production"),
                "solo": (t("The official solo game: terraform Mars and Venus by the end of generation %1")
                         if self.venus_next.isChecked() else
                         t("The official solo game: terraform Mars by the end of generation %1")).replace(
                    "%1", "12" if self.prelude.isChecked() else "14"),
                "automars": t("One player against the AutoMars automated opponent")}
        for m, b in self.mode_buttons.items():
            b.setText(labels[m])
            b.setToolTip(tips[m])
        current = self.difficulty.currentIndex()
        self.difficulty.clear()
        names = {"easy": t("Easy"), "normal": t("Normal"), "hard": t("Hard"), "brutal": t("Brutal")}
        for d in DIFFICULTIES:
            self.difficulty.addItem(names[d], d)
        self.difficulty.setCurrentIndex(current if current >= 0 else 1)
        self.difficulty_label.setText(t("AutoMars difficulty"))
        self.automars_era.setText(t("With the Corporate Era cards"))
        self.automars_era.setToolTip(t("Against AutoMars: add the Corporate Era cards and corporations"))
        self.era_note.setText(t("The solo game always uses the Corporate Era cards"))
        self._fill_corporations()
        self.board_label.setText(t("Map"))
        map_tips = {"tharsis": t("The base game's map"),
                    "hellas": t("Hellas: the south pole costs 6 M€ and gives an ocean; no volcanic spaces"),
                    "elysium": t("Elysium: four volcanic spaces; Olympus Mons draws 3 cards"),
                    "utopia_planitia": t("Utopia Planitia: spaces that give energy; no volcanic spaces"),
                    "terra_cimmeria": t("Terra Cimmeria: four volcanic spaces; its colony space needs the "
                                        "Colonies expansion and is an empty space without it"),
                    "vastitas_borealis": t("Vastitas Borealis: the north pole costs 4 M€ and raises the "
                                           "temperature; four volcanic spaces")}
        for i in range(self.board.count()):
            key = self.board.itemData(i)
            self.board.setItemText(i, i18n.term(map_title(key)))
            self.board.setItemData(i, map_tips.get(key, ""), Qt.ItemDataRole.ToolTipRole)
        self.board.setToolTip(t("The map of Mars played on, with its own milestones and awards"))
        self.prelude.setText(t("Prelude expansion"))
        self.prelude.setToolTip(t("Each player is dealt 4 Prelude cards and keeps 2, played before the first action. "
                                  "The solo game then lasts 12 generations; AutoMars gets 3 more project cards "
                                  "instead of Preludes and wins at generation 18"))
        self.venus_next.setText(t("Venus Next expansion"))
        self.venus_next.setToolTip(t("Adds the Venus scale, 49 project cards and 5 corporations, floaters, the Air "
                                     "Scrapping standard project, World Government terraforming after each generation, "
                                     "and the Hoverlord milestone and Venuphile award. Venus does not end the game; "
                                     "the solo game is won only with Venus at 30 % too"))
        self.colonies.setText(t("Colonies expansion"))
        self.colonies.setToolTip(t("Adds the colony tiles (2 more than the players, 5 with two players), trade "
                                   "fleets and trading, the Build Colony standard project (17 M€), 49 project cards and 5 "
                                   "corporations. The solo player leaves one of 4 tiles out and starts with 2 M€ "
                                   "production less; AutoMars uses its shipping board"))
        self.draft.setText(t("Draft variant"))
        self.draft.setToolTip(t("Players pick research cards one at a time and pass the rest on"))
        self.seed_label.setText(t("Seed (optional)"))
        self.seed.setPlaceholderText(t("random"))
        self.seed.setToolTip(t("The same seed deals the same cards: useful to replay a game"))
        self.players_box.setTitle(t("Players"))
        self.count_label.setText(t("Number of players"))
        self.count.setToolTip(t("How many people play: 1 to 5 (1 for the solo game and against AutoMars)"))
        self.difficulty.setToolTip(t("AutoMars's difficulty: Easy, Normal, Hard or Brutal, as in the AutoMars rulebook"))
        for i, (name, colour, seat, beginner) in enumerate(self.rows):
            chosen = seat.currentIndex()
            seat.clear()
            seat.addItem(t("Person"), None)
            for key in SEAT_LEVELS:
                lvl = level(key)
                chip = QPixmap(16, 16)
                chip.fill(QColor(lvl.colour))
                seat.addItem(QIcon(chip), t("Computer: %1").replace("%1", self.level_text(key)), key)
                seat.setItemData(seat.count() - 1, t("Computer: %1").replace(
                    "%1", QCoreApplication.translate("Bots", lvl.label)), SeatBox.SHORT)
                seat.setItemData(seat.count() - 1, self.level_record(key), Qt.ItemDataRole.ToolTipRole)
            seat.setCurrentIndex(max(chosen, 0))
            seat.view().setMinimumWidth(seat.view().sizeHintForColumn(0) + 24)
            seat.setToolTip(t("Who plays this seat: a person at this computer, or a computer opponent "
                              "(Easy, Normal or Hard, the strongest)"))
            current = colour.currentIndex()
            colour.clear()
            for key in palette.ORDER:
                chip = QPixmap(16, 16)
                chip.fill(palette.qcolour(key, self.colour_blind))
                colour.addItem(QIcon(chip), QCoreApplication.translate("Colours", palette.COLOUR_NAMES[key]), key)
            colour.setCurrentIndex(current if current >= 0 else i)
            colour.setToolTip(t("Colour of this player's tiles and markers"))
            name.setToolTip(t("Player name"))
            beginner.setText(t("Beginner Corporation"))
            beginner.setToolTip(t("Start with the Beginner Corporation: 42 M€ and 10 free cards"))
        self.automars_row.setText(t("Second seat: AutoMars (automated opponent)"))
        self.open_button.setText(t("Open saved game…"))
        self.open_button.setToolTip(t("Open a game saved to a file (Ctrl+O)"))
        self.continue_button.setText(t("Continue last game"))
        self.continue_button.setToolTip(t("Go on with the game that was autosaved"))
        self.start_button.setText(t("Start game"))
        self.start_button.setToolTip(t("Deal the cards and start"))
        self._sync()

    def _fill_corporations(self) -> None:
        """No corporation, a random one (never your corporation's namesake), or a chosen card (C16
        Valley Trust only with the Prelude expansion; C25-C28 and C34 only with Venus Next)."""
        from tmdesk.automars import corporation_texts
        from tmdesk.automars.corporations import available, records

        t = self.tr
        box = self.automars_corporation
        current = box.currentData()
        box.blockSignals(True)
        box.clear()
        box.addItem(t("AutoMars without a corporation"), None)
        box.addItem(t("AutoMars corporation: random"), "random")
        box.setItemData(1, t("Drawn at random when you have chosen yours, never its namesake"), Qt.ItemDataRole.ToolTipRole)
        for code in available(frozenset(name for name, on in self.expansions().items() if on)):
            record = records()[code]
            name = i18n.card_name(record.namesake) if record.namesake else record.name
            box.addItem(t("AutoMars corporation: %1 %2").replace("%1", code).replace("%2", name), code)
            text = QCoreApplication.translate("AutoMarsCorporation", corporation_texts.EFFECTS[code])
            box.setItemData(box.count() - 1, text, Qt.ItemDataRole.ToolTipRole)
        index = box.findData(current)
        box.setCurrentIndex(max(index, 0))
        box.blockSignals(False)
        box.setToolTip(t("The optional AutoMars corporation module: AutoMars plays a corporation card"))
        self.automars_corporation_advice.setText(
            QCoreApplication.translate("AutoMarsCorporation", corporation_texts.DIFFICULTY_ADVICE))

    def _sync(self) -> None:
        mode = self.mode()
        single = mode in ("solo", "automars")
        if single:
            self.count.setValue(1)
        self.count.setEnabled(not single)
        self.difficulty.setEnabled(mode == "automars")
        self.difficulty_label.setEnabled(mode == "automars")
        self.automars_era.setEnabled(mode == "automars")
        self.automars_era.setVisible(mode == "automars")  # Corporate Era says it by its name, the standard game has none
        self.era_note.setVisible(mode == "solo")
        self.automars_era.blockSignals(True)  # solo and Corporate Era always use those cards, the standard game never
        self.automars_era.setChecked(self.automars_era_chosen if mode == "automars" else mode in ("solo", "corporate_era"))
        self.automars_era.blockSignals(False)
        self.automars_corporation.setEnabled(mode == "automars")
        self.automars_corporation.setVisible(mode == "automars")  # with the Corporate Era box: AutoMars's row
        self.automars_corporation_advice.setVisible(mode == "automars" and self.automars_corporation.currentData() is not None)
        n = self.count.value()
        self.draft.setEnabled(n > 1 or mode == "automars")  # AutoMars drafts too (automars.md 4.2)
        for i, (name, colour, seat, beginner) in enumerate(self.rows):
            for w in (name, colour, seat, beginner):
                w.setVisible(i < n)
        self.automars_row.setVisible(mode == "automars")
        why = self.problem_text()
        self.problem.setText(why or "")
        self.start_button.setEnabled(why is None)

    def _era_toggled(self, on: bool) -> None:
        if self.mode() == "automars":
            self.automars_era_chosen = on

    def names(self) -> list[str]:
        return [r[0].text().strip() for r in self.rows[: self.count.value()]]

    def level_text(self, key: str) -> str:
        """A level's name with its measured win rates beside it (from the benchmark): in the official solo game, a
        figure a player knows from their own games, then against AutoMars Normal, the yardstick of the levels."""
        name = QCoreApplication.translate("Bots", level(key).label)
        record, solo = strength(key), strength(key, "solo")
        if record is None:
            return name
        if solo is None:
            return self.tr("%1 (wins %2 % of its games against AutoMars Normal)").replace("%1", name).replace(
                "%2", str(record.percent))
        return self.tr("%1 (wins %2 % of official solo games and %3 % against AutoMars Normal)").replace(
            "%1", name).replace("%2", str(solo.percent)).replace("%3", str(record.percent))

    def level_record(self, key: str) -> str | None:
        """The games behind a level's figures (the item's tooltip): against AutoMars Normal, and in the
        official solo game where measured."""
        record, solo = strength(key), strength(key, "solo")
        lines = []
        if record is not None:
            lines.append(self.tr("Measured: won %1 of %n games against AutoMars Normal (base game)", "",
                                 record.games).replace("%1", str(record.won)))
        if solo is not None:
            lines.append(self.tr("Official solo game: won %1 of %n games", "", solo.games).replace("%1", str(solo.won)))
        return "\n".join(lines) or None

    def problem_text(self) -> str | None:
        names = self.names()
        if any(not n for n in names):
            return self.tr("Every player needs a name.")
        if len(set(n.casefold() for n in names)) != len(names):
            return self.tr("Two players have the same name.")
        reserved = [n for n in names if n.casefold() in RESERVED_NAMES]
        if reserved:
            return self.tr("“%1” is the name of AutoMars or of the neutral player: choose another name.").replace(
                "%1", reserved[0])
        colours = [r[1].currentData() for r in self.rows[: self.count.value()]]
        if len(set(colours)) != len(colours):
            return self.tr("Two players have the same colour.")
        if self.mode() == "automars" and self.board.currentData() not in maps_with_board():
            return self.tr("AutoMars cannot play on %1: its AutoMars board side is not published anywhere, so "
                           "its tracks there are unknown. Choose another map.").replace(
                "%1", i18n.term(map_title(self.board.currentData())))
        return None

    def config(self) -> tuple[GameConfig, dict[str, str]]:
        mode = self.mode()
        names = self.names()
        seed = int(self.seed.text()) if self.seed.text() else random.SystemRandom().randrange(1, 2_000_000_000)
        beginners = [r[0].text().strip() for r in self.rows[: len(names)] if r[3].isChecked()]
        automars = mode == "automars"
        config = GameConfig(players=names, mode="standard" if mode == "corporate_era" else mode,
                            corporate_era=mode in ("corporate_era", "solo") or (automars and self.automars_era.isChecked()),
                            draft=self.draft.isChecked() and (len(names) > 1 or automars),
                            automars_difficulty=self.difficulty.currentData() or "normal", seed=seed, beginners=beginners,
                            automars_corporation=self.automars_corporation.currentData() if automars else None,
                            board=self.board.currentData() or DEFAULT_BOARD,
                            prelude=self.prelude.isChecked(), venus_next=self.venus_next.isChecked(),
                            colonies=self.colonies.isChecked())
        config.seats = [Seat(BOT, r[2].currentData()) if r[2].currentData() else Seat()
                        for r in self.rows[: len(names)]]
        colours = {r[0].text().strip(): r[1].currentData() for r in self.rows[: len(names)]}
        return config, colours

    def _start(self) -> None:
        if self.problem_text() is None:
            config, colours = self.config()
            self.start.emit(config, colours)

    def show_problem(self, text: str) -> None:
        self.problem.setText(text)

