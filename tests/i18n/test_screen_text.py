"""What the player reads: every log message id with representative arguments, and the whole log of
random games of every mode, rendered in all four languages through the app's own code, with no
internal id, no English word in another language, no "(s)" and no number that disagrees with its noun.
A saved log entry is data: a hostile or malformed one renders a translated fallback."""

from __future__ import annotations

import itertools
import os
import re
from functools import cache
from typing import Any

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtWidgets import QApplication  # noqa: E402

from tests.i18n.test_translations import tool  # noqa: E402
from tmdesk.app import i18n, log_text  # noqa: E402
from tmdesk.automars import messages as am  # noqa: E402
from tmdesk.cli.simulate import play_random_game  # noqa: E402
from tmdesk.engine import messages as M  # noqa: E402
from tmdesk.engine.state import GameConfig  # noqa: E402

LANGS = ("en", "pt_BR", "fr", "es")
SINGULAR = {"en": {1}, "pt_BR": {1}, "es": {1}, "fr": {0, 1}}  # counts that take the singular
ENGLISH = {"the", "and", "with", "of", "tag", "tags", "track", "tracks", "card", "cards", "shows", "advance",
           "space", "spaces", "tile", "tiles", "option", "places", "building", "science", "power", "earth",
           "event", "jovian", "plants", "steel", "heat", "energy", "titanium", "greenery", "ocean", "oceans",
           "city", "reveals", "gains", "turn", "deck", "row", "AutoMars", "Neutral", "icon", "counter"}
NATIVE = {"pt_BR": {"tile", "tiles", "animal", "deck"}, "es": {"animal", "AutoMars"},
          "fr": {"option", "science", "AutoMars", "animal", "microbe", "bonus"}}
DEFECTS = [
    (re.compile(r"\br\d+c\d+\b"), "space id"),
    (re.compile(r"\b[a-z]+_[a-z_]+\b"), "internal id"),
    (re.compile(r"\b[a-z]+:\d"), "icon id"),
    (re.compile(r"[{}]|%n|%\d"), "placeholder"),
    (re.compile(r"\w\((?:s|es|is|x)\)"), "(s)"),
    (re.compile(r"(?:^|\s)\?(?:$|[\s.,)])"), "unrendered argument"),
]


@pytest.fixture(scope="module", autouse=True)
def qt_app(tmp_path_factory: pytest.TempPathFactory) -> Any:
    """A QApplication with the .qm files of the .ts files as they are now."""
    app = QApplication.instance() or QApplication([])
    folder = tmp_path_factory.mktemp("qm")
    for lang in tool.LANGS:
        tool.lrelease(tool.ts_path(lang), folder / f"tmdesk_{lang}.qm")
    original = i18n.i18n_dirs
    i18n.i18n_dirs = lambda: [folder]  # type: ignore[assignment]
    yield app
    i18n.i18n_dirs = original  # type: ignore[assignment]
    i18n.install_language("en")


@cache
def noun_pairs(lang: str) -> dict[str, bool]:
    """word -> is it the singular form, from the plural forms of the .ts file ("%n carta" / "%n cartas")."""
    out: dict[str, bool] = {}
    if lang == "en":
        _, plural = tool.collect_sources()
        for _, text in plural:
            for word in re.findall(r"%n (\w+)\(s\)", text):
                out[word], out[word + "s"] = True, False
        return out
    for _, msg in tool.messages(tool.read_ts(tool.ts_path(lang))):
        forms = tool.translation_of(msg)
        if msg.get("numerus") == "yes" and isinstance(forms, list) and len(forms) == 2:
            one, many = (re.findall(r"%n (\w+)", f) for f in forms)
            for a, b in zip(one, many, strict=False):
                if a != b:
                    out.setdefault(a, True)
                    out.setdefault(b, False)
    return out


@cache
def card_words(lang: str) -> frozenset[str]:
    """Words of the card names in `lang` (proper names such as Noctis City may stay English)."""
    from tmdesk.cards.loader import catalogue

    i18n.install_language(lang)
    return frozenset(w for name in catalogue().cards for w in re.findall(r"\w+", i18n.card_name(name)))


def defects(lang: str, line: str) -> list[str]:
    found = [f"{what}: {line}" for pattern, what in DEFECTS if pattern.search(line)]
    pairs = noun_pairs(lang)
    for number, word in re.findall(r"(?<![\w.,-])(\d+) (\w+)", line):
        if word in pairs and pairs[word] != (int(number) in SINGULAR[lang]):
            found.append(f"{number} {word}: {line}")
    if lang != "en":
        allowed = NATIVE.get(lang, set()) | card_words(lang)
        leaks = [w for w in re.findall(r"[A-Za-z]+", line) if w in ENGLISH and w not in allowed]
        found += [f"English {w!r}: {line}" for w in leaks]
    return found


# --- every message id, with representative arguments ---------------------------------------------

SAMPLES: dict[str, list[Any]] = {
    "player": ["Ana", "AutoMars"], "target": ["Bruno", "AutoMars", "Pets"], "expected": ["Bruno"],
    "given": ["Ana"], "card": ["Search For Life", "B04"], "corporation": ["Inventrix"],
    "space": ["r0c1", "r4c2", "r3c3", "ganymede_colony"], "tile": ["ocean", "greenery", "city", "capital"],
    "tag": ["science"], "tags": [["space", "event"]], "track": ["building", "earth"],
    "icon": ["tr:2", "advance", "advance_track:space", "temperature:2", "venus:1", "greenery"],
    "resource": ["plants", "megacredits", "steel", "animal"], "project": ["power_plant", "greenery"],
    "options": ["0, 2"],
    "milestone": ["Mayor"], "award": ["Banker"], "reason": ["no_tags"], "value": [3], "detail": ["42"],
    "key": ["cards"], "field": ["players[0].tr"], "code": ["C01"], "cards": ["Trees, Ants"], "tr": [1, 2],
    "human_amount": [1, 2],
}
COUNTS = [0, 1, 2]


def sample_args(message_id: str) -> list[dict[str, Any]]:
    keys = {m[1] for m in M.PLACEHOLDER.finditer(message_id)}
    keys |= {m[2] for m in M.PLACEHOLDER.finditer(message_id) if m[2] and m[2] not in M.NOUNS}
    keys |= {"n"} if "%n" in message_id else set()
    choices = []
    for key in sorted(keys):
        if key in log_text.NUMBER_KEYS:
            choices.append([(key, c) for c in COUNTS])
        elif key == "option":
            choices.append([(key, "c")])
        elif key == "reason" and message_id not in am.ALL_MESSAGES:
            choices.append([(key, M.Reason(M.R_TAGS, {"n": 2, "tag": "science"}))])
        else:
            assert key in SAMPLES, f"no sample argument for {{{key}}} of {message_id!r}"
            choices.append([(key, v) for v in SAMPLES[key]])
    out = [dict(combo) for combo in itertools.product(*choices)][:40]
    for args in out:
        if "option" in args:
            args["card"] = "B04"
    return out


def all_ids() -> list[str]:
    return sorted(log_text.engine_ids() | am.ALL_MESSAGES)


@pytest.mark.parametrize("lang", LANGS)
def test_every_message_reads_right(lang: str) -> None:
    i18n.install_language(lang)
    bad, rendered = [], 0
    for message_id in all_ids():
        for args in sample_args(message_id):
            text = log_text.message(message_id, args)
            assert text != log_text.unreadable(), message_id
            # a refused answer or file may name a key of the file format, whose words are the specification's own
            literals = {f"English {w!r}" for k in ("key", "field") if k in args for w in re.findall(r"[A-Za-z]+", args[k])}
            bad += [d for d in defects(lang, text) if not any(d.startswith(w + ":") for w in literals)]
            rendered += 1
    assert rendered > 500
    assert bad == []


# --- the logs of random games of every mode ---------------------------------------------------------

GAMES = [
    GameConfig(players=["Ana", "Bruno"], seed=11),
    GameConfig(players=["Ana", "Bruno", "Chloé"], corporate_era=True, draft=True, seed=12, beginners=["Chloé"]),
    GameConfig(players=["Ana"], mode="solo", corporate_era=True, seed=13),
    GameConfig(players=["Ana"], mode="automars", automars_difficulty="easy", seed=14),
    GameConfig(players=["Ana"], mode="automars", automars_difficulty="normal", seed=15),
    GameConfig(players=["Ana"], mode="automars", automars_difficulty="hard", corporate_era=True, draft=True, seed=16),
    GameConfig(players=["Ana"], mode="automars", automars_difficulty="brutal", seed=17),
    GameConfig(players=["Ana"], mode="automars", corporate_era=True, automars_corporation="C01", seed=18),
]


@cache
def game_logs() -> list[list[Any]]:
    return [list(play_random_game(config, check=False)[0].state.log) for config in GAMES]


@pytest.mark.parametrize("lang", LANGS)
def test_random_game_logs_read_right(lang: str) -> None:
    i18n.install_language(lang)
    bad, ids = [], set()
    for log in game_logs():
        for entry in log:
            ids.add(entry[0])
            bad += defects(lang, log_text.entry_text(entry))
    assert len(ids) > 60  # the games use most of the log messages
    assert bad[:20] == []


def test_the_checks_catch_what_the_issue_saw() -> None:
    i18n.install_language("pt_BR")
    for line in ["1 cartas restantes", "0 carta na mão", "3 micróbio", "coloca vegetação em r4c7",
                 "mostra tr:5", "ignora o ícone venus:1", "revela Energia Solar: ícones power, building",
                 "Ana compra %n cartas", "nível(is)", "AutoMars venceu!", "ação de natural_preserve"]:
        assert defects("pt_BR", line), line
    assert defects("en", "1 cards × 3 M€") and defects("en", "Ana buys 2 card.")
    assert not defects("pt_BR", "O AutoMarte revela Procura por Vida (1 ícone: Ciência)")
    assert not defects("fr", "0 carte choisie")


# --- hostile or damaged entries ------------------------------------------------------------------

@pytest.mark.parametrize("lang", LANGS)
def test_a_saved_entry_is_never_a_format_template(lang: str) -> None:
    i18n.install_language(lang)
    fallback = log_text.unreadable()
    assert fallback and "{" not in fallback
    if lang == "pt_BR":
        assert fallback == "(uma entrada do registro que esta versão do tmdesk não consegue ler)"
    hostile = [["{player:>150000000}", {"player": "Ana"}], ["{player.__class__.__mro__}", {"player": "Ana"}],
               ["{player!r:^{n}}", {"player": "Ana", "n": 10**8}], 7, None, "text", [], [1, 2, 3], ["x"],
               [{"a": 1}, {}], ["{player} passes.", "not a dict"]]
    for entry in hostile:
        assert log_text.entry_text(entry) in (fallback, log_text.message(M.L_PASS, {})), entry
    # a known id whose arguments have the wrong types shows "?" for them, never raises
    odd = log_text.entry_text([M.L_TILE, {"player": ["Ana"], "tile": 3, "space": {"x": 1}}])
    assert odd.count("?") >= 2 and len(odd) < 200
    huge = log_text.entry_text([M.L_PASS, {"player": "A" * 100_000}])
    assert len(huge) < 200
    assert log_text.entry_text([M.L_DRAW, {"player": "Ana", "n": 10**30}]).startswith("Ana")


def test_the_log_panel_shows_hostile_entries_without_raising(qtbot: Any) -> None:
    from tmdesk.app.widgets.log_panel import LogPanel

    i18n.install_language("en")
    panel = LogPanel()
    qtbot.addWidget(panel)
    panel.refresh([["{player:>150000000}", {"player": "Ana"}], 5, [M.L_PASS, {"player": "Ana"}], None])
    texts = [panel.model.data(panel.model.index(r)) for r in range(panel.model.rowCount())]
    assert texts == [log_text.unreadable(), log_text.unreadable(), "Ana passes.", log_text.unreadable()]


def test_entries_of_older_saves_still_read_right() -> None:
    i18n.install_language("pt_BR")
    assert log_text.entry_text(["AutoMars reveals {card}: tags {tags}", {"card": "Search For Life", "tags": "science"}]) \
        == "O AutoMarte revela Procura por Vida (1 ícone: Ciência)"
    assert log_text.entry_text(["AutoMars takes its turn ({cards} cards left in its action deck)", {"cards": 1}]) \
        == "O AutoMarte joga seu turno (resta 1 carta no baralho de ação)"
    assert log_text.entry_text(["{player} places a {tile} tile on {space}.",
                            {"player": "Ana", "tile": "greenery", "space": "r0c0"}]) \
        == "Ana coloca um tile de vegetação na área 1 da linha 1 (2 de aço)."


# --- widgets that keep text across a language switch ----------------------------------------------

@pytest.mark.parametrize(("lang", "look_in"), [("pt_BR", "Procurar em:"), ("fr", "Voir dans\u00a0:"), ("es", "Ver en:")])
def test_qt_dialogs_speak_the_players_language(lang: str, look_in: str) -> None:
    from PySide6.QtCore import QCoreApplication

    i18n.install_language(lang)
    assert QCoreApplication.translate("QFileDialog", "Look in:") == look_in


def test_the_automars_idle_line_follows_a_language_switch(qtbot: Any) -> None:
    from tmdesk.app.widgets.automars_board import AutoMarsBoard

    i18n.install_language("en")
    board = AutoMarsBoard()
    qtbot.addWidget(board)
    board.replay([(1, "one", None)])
    board.skip_replay()
    assert board.banner.text() == "Waiting for your move."
    i18n.install_language("pt_BR")
    board.retranslate()  # as the main window does on QEvent.LanguageChange
    assert board.banner.text() == "Aguardando sua jogada."
    board.replay([(2, log_text.message(am.TRACK_ADVANCE, {"track": "earth", "before": 3, "after": 4}), "earth")])
    assert board.banner.text() == "▶ O AutoMarte avança seu contador na trilha da Terra de 3 para 4"
    assert board.canvas.flash == "earth"
    i18n.install_language("en")


def test_the_placement_list_names_spaces_and_what_they_give() -> None:
    from tmdesk.app import log_text

    i18n.install_language("pt_BR")
    assert log_text.space_name("r0c1", with_bonus=False) == "área de oceano 2 da linha 1"
    assert log_text.bonus_text(("plant", "plant", "card")) == "2 plantas, 1 carta"
    assert log_text.space_name("r4c2") == "área reservada para Noctis City"
    i18n.install_language("es")
    assert log_text.space_name("r4c2") == "casilla reservada para Ciudad Noctis"
    assert log_text.space_name("phobos_space_haven").startswith("casilla reservada para ")


@pytest.mark.parametrize("lang", LANGS)
def test_the_noctis_city_label_stays_inside_its_hexagon(lang: str) -> None:
    from PySide6.QtCore import QRectF

    from tmdesk.app.scene.hexes import HEX_R, _label_font

    i18n.install_language(lang)
    font, one_line = _label_font(i18n.card_name("Noctis City"), QRectF(-0.8 * HEX_R, 8, 1.6 * HEX_R, 22))
    assert one_line and font.pixelSize() >= 6  # one line, above the hexagon's narrowing lower sides


def test_a_card_name_the_rulebook_keeps_in_english_stays_so() -> None:
    i18n.install_language("fr")
    assert i18n.card_name("Noctis City") == "Noctis City"  # not the card data's "Noctis Ville"
    assert i18n.card_name("Beginner Corporation") == "Corporation débutant"
    i18n.install_language("es")
    assert i18n.card_name("Beginner Corporation") == "Corporación para Principiante"


@pytest.mark.parametrize("reserved", ["AutoMarte", "neutro", "Neutre", "AUTOMARS", "Neutral"])
def test_the_names_of_automars_and_the_neutral_player_are_refused_in_every_language(qtbot: Any, reserved: str) -> None:
    from tmdesk.app.widgets.new_game import NewGameScreen

    i18n.install_language("pt_BR")
    screen = NewGameScreen()
    qtbot.addWidget(screen)
    screen.rows[0][0].setText(reserved)
    why = screen.problem_text()
    assert why == f"“{reserved}” é o nome do AutoMarte ou do jogador neutro: escolha outro nome."
    screen.rows[0][0].setText("Marta")
    assert screen.problem_text() is None


@pytest.mark.parametrize("lang", LANGS)
def test_every_log_id_of_older_saves_still_reads_right(lang: str) -> None:
    from tmdesk.engine import log_upgrade

    i18n.install_language(lang)
    bad = []
    samples = {**SAMPLES, "name": ["Overachievement"], "option": ["d"]}  # older saves kept the English name too
    for old_id in log_upgrade.LEGACY:
        keys = set(re.findall(r"\{(\w+)\}", old_id))
        args: dict[str, Any] = {k: 2 if k in log_text.NUMBER_KEYS | {"cards"} else samples[k][0] for k in keys}
        if "tags" in args:
            args["tags"] = "space, event"  # older saves joined the tags
        if "option" in keys:
            args["card"] = "B06"
        text = log_text.entry_text(log_upgrade.upgrade([old_id, args]))
        assert text != log_text.unreadable(), old_id
        bad += defects(lang, text)
    assert bad == []


def test_a_save_of_tmdesk_1_0_with_its_log_ids_loads_and_reads_right() -> None:
    import json

    from tmdesk.engine import saves
    from tmdesk.engine.game import new_game

    data = json.loads(saves.dumps(new_game(GameConfig(players=["Ana"], mode="automars", seed=3))))
    data["log"] += [["AutoMars reveals {card}: tags {tags}", {"card": "Search For Life", "tags": "science, event"}],
                    ["{player} places a {tile} tile on {space}.", {"player": "Ana", "tile": "city", "space": "r3c3"}]]
    game = saves.loads(json.dumps(data))  # upgraded on load, then checked by the save schema
    i18n.install_language("fr")
    assert [log_text.entry_text(e) for e in game.state.log[-2:]] == [
        "AutoMars révèle Traces de Vie (2 indicateurs : Science, Événement)",
        "Ana place une tuile cité sur la case 4 de la ligne 4 (1 plante).",
    ]
