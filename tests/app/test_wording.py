"""Issue 25, point 15: every wording fix, as found, read on the screen (each fails on the code before it)."""

from __future__ import annotations

import re
from pathlib import Path

from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from tests.app.conftest import load_scenario
from tests.app.test_layout_languages import translated  # noqa: F401 - the .ts files as they are, compiled
from tmdesk.app import log_text
from tmdesk.automars import messages as am
from tmdesk.engine import messages as M

ROOT = Path(__file__).resolve().parents[2]


def test_portuguese_wording(window, qtbot, translated):  # noqa: F811
    translated.install_language("pt_BR")
    # the second seat is a player, not a place in the ranking ("Segundo lugar")
    assert window.new_game.automars_row.text() == "Segundo jogador: AutoMarte (adversário automático)"
    # AutoMars's track actions with the capitals and words of the AutoMarte rulebook
    assert [log_text.icon(i) for i in ("advance", "advance_track:space", "tr:2", "milestone", "award", "temperature:1",
                                       "greenery", "ocean", "city")] == [
        "Avançar Contador", "Avançar Outro Contador, na trilha Espacial", "Ganhar 2 IT", "Reivindicar Marco",
        "Financiar um Prêmio", "Aumentar Temperatura (1 nível)", "Colocar uma Vegetação (+ Aumentar o Oxigênio)",
        "Colocar um Oceano", "Colocar uma Cidade"]
    # a card whose name is plural is still one card ("Fábricas de GEE vai")
    assert log_text.message(am.CARD_PLAYED, {"card": "GHG Factories"}) == \
        "A carta Fábricas de GEE vai para o monte de cartas jogadas do AutoMarte"


def test_a_space_that_draws_two_cards_says_two_when_a_click_asks_first(window, qtbot, translated):  # noqa: F811
    """Clicking the ocean space printed with 2 cards asks first, and says 2 cards ("uma carta" before)."""
    import random

    from tmdesk.bots import random_step
    from tmdesk.engine.game import new_game
    from tmdesk.engine.state import GameConfig

    translated.install_language("pt_BR")
    game = new_game(GameConfig(players=["Ana"], mode="solo", corporate_era=True, seed=3))
    rng = random.Random(1)
    while (d := game.waiting_for()).kind != "action":
        game.apply(dict(random_step(game, d, rng), player=d.player))
    game.player("Ana").resources["megacredits"] = 40
    game.apply({"player": "Ana", "do": "standard_project", "project": "aquifer"})
    assert "r1c5" in game.waiting_for().options  # Tharsis: the ocean space with 2 cards
    window.session.adopt(game)
    view = window.game_view.board_view
    QApplication.processEvents()
    point = view.mapFromScene(window.game_view.scene.hexes["r1c5"].scenePos())
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(point.x(), point.y()))
    box = window.game_view.confirm_box
    assert box is not None
    assert box.text() == "Colocar o tile aqui faz pegar 2 cartas, e isso não pode ser desfeito. Colocar aqui?"
    box.done(0)


def test_french_wording(window, translated):  # noqa: F811
    from tests.i18n.test_translations import tool
    from tmdesk.app import effects_text

    translated.install_language("fr")
    seat = window.new_game.rows[0][2]
    assert seat.itemText(0) == "Humain"  # not "Personne" (nobody)
    assert effects_text.card_choice("Artificial Photosynthesis", 0) == "production de plantes +1"  # not "+1 plantes (production)"
    assert log_text.message(M.L_CONVERT_HEAT, {"player": "Ana"}) == \
        "Ana convertit 8 ressources de chaleur en un cran de température."  # not "8 chaleurs"
    assert log_text.counted(2, "steel") == "2 ressources d'acier"
    # a colon, a semicolon, ! and ? keep to the word before them (a no-break space): never alone at a line's start
    loose = [t for _, msg in tool.messages(tool.read_ts(tool.ts_path("fr")))
             for t in ([tool.translation_of(msg)] if isinstance(tool.translation_of(msg), str) else tool.translation_of(msg))
             if re.search(r"\S [:;!?](\s|$)", t)]
    assert loose == []


def test_the_second_seat_is_a_player_in_french_and_spanish_too(window, translated):  # noqa: F811
    """Played in French against AutoMars: "Deuxième place" (es "Segundo puesto") reads as a place in the ranking,
    as pt "Segundo lugar" did."""
    for lang, text in (("fr", "Deuxième joueur\xa0: AutoMars (adversaire automatisé)"),
                       ("es", "Segundo jugador: AutoMars (oponente automático)")):
        translated.install_language(lang)
        assert window.new_game.automars_row.text() == text


def test_the_solo_game_has_one_name_with_or_without_prelude(window, translated):  # noqa: F811
    """Played in French: ticking Prelude turned "Jeu solo (14 générations)" into "Partie solo (12 générations)"
    (and pt "Partida solo" into "Jogo solo"), as if it were another mode."""
    from PySide6.QtCore import Qt

    screen = window.new_game
    for lang, name in (("fr", "Partie solo ("), ("pt_BR", "Partida solo ("), ("es", "Partida en solitario (")):
        translated.install_language(lang)
        for _ in range(2):
            assert screen.mode_buttons["solo"].text().startswith(name), (lang, screen.mode_buttons["solo"].text())
            QTest.mouseClick(screen.prelude, Qt.MouseButton.LeftButton)


def test_french_colons_in_the_player_panel(window, translated):  # noqa: F811
    """Played in French at 1280×720: "Sur les cartes : Traces de Vie: 0 ressource science" (the second colon
    joined to the card's name as in English)."""
    translated.install_language("fr")
    load_scenario(window, "three_player_midgame")
    assert window.game_view.players.panels["Ana"].extra.text().startswith(
        "Sur les cartes\xa0: Animaux Domestiques\xa0: 3 animaux")


def test_spanish_wording(window, translated):  # noqa: F811
    translated.install_language("es")
    assert window.new_game.draft.text() == "Variante de selección (draft)"  # "por descarte" reads as discarding
    assert log_text.message(M.L_CHOSE_START, {"player": "Ana", "corporation": "Inventrix", "n": 0}) == \
        "Ana juega con Inventrix y se queda con 0 cartas."


def test_ana_and_automars_are_told_apart_on_the_board(window, translated):  # noqa: F811
    from tmdesk.app.scene.tracks import marker_labels

    translated.install_language("pt_BR")
    game = load_scenario(window, "automars_midgame")
    scene = window.game_view.scene
    human = game.state.players[0].name
    assert scene.label(human) != scene.label("AutoMars")
    assert marker_labels(["Ana", "AutoMars"]) == {"Ana": "An", "AutoMars": "Au"}
    assert marker_labels(["Ana", "Bruno"]) == {"Ana": "A", "Bruno": "B"}
    tiles = {item.initial for sid, (_, item) in scene.tiles.items() if game.state.tiles[sid].owner == "AutoMars"}
    assert tiles == {scene.label("AutoMars")}


def test_the_window_title_names_terraforming_mars_once(window):
    app = QApplication.instance()
    app.setApplicationDisplayName("Terraforming Mars")  # as main.py does; the system adds it to the title
    try:
        title = window.windowTitle()
        shown = title if title.endswith(app.applicationDisplayName()) else f"{title} — {app.applicationDisplayName()}"
        assert shown.count("Terraforming Mars") == 1, shown
    finally:
        app.setApplicationDisplayName("")


def test_the_language_changes_when_ok_is_pressed_as_the_readme_says(window, qtbot):
    from PySide6.QtWidgets import QDialogButtonBox

    from tmdesk.app.dialogs.settings_dialog import SettingsDialog

    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert "changes at once" not in readme and "changes when you\n  press OK" in readme
    dialog = SettingsDialog(window, window.settings)
    dialog.changed.connect(window.apply_settings)
    dialog.show()
    dialog.language.setCurrentIndex(dialog.language.findData("fr"))
    assert window.game_menu.title() == "&Game"  # not yet
    ok = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok)
    try:
        qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
        assert window.game_menu.title() == "&Partie"
    finally:
        from tmdesk.app import i18n

        i18n.install_language("en")


def test_the_corporate_era_box_is_only_the_automars_choice(window, qtbot):
    """The box is a choice only against AutoMars; the solo game says in words that it always uses those cards,
    Corporate Era says it by its name (a greyed, ticked box beside it puzzled players)."""
    screen = window.new_game
    era = screen.automars_era
    qtbot.mouseClick(screen.mode_buttons["solo"], Qt.MouseButton.LeftButton)
    assert not era.isVisible() and screen.era_note.isVisible() and screen.config()[0].corporate_era
    qtbot.mouseClick(screen.mode_buttons["standard"], Qt.MouseButton.LeftButton)
    assert not era.isVisible() and not screen.era_note.isVisible() and not screen.config()[0].corporate_era
    assert not screen.automars_corporation.isVisible()  # AutoMars's row, with its box
    qtbot.mouseClick(screen.mode_buttons["automars"], Qt.MouseButton.LeftButton)
    assert era.isVisible() and era.isEnabled() and not era.isChecked()  # the player's choice against AutoMars
    assert screen.automars_corporation.isVisible()
    qtbot.mouseClick(era, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(screen.mode_buttons["corporate_era"], Qt.MouseButton.LeftButton)
    assert not era.isVisible() and not screen.era_note.isVisible() and screen.config()[0].corporate_era
    qtbot.mouseClick(screen.mode_buttons["automars"], Qt.MouseButton.LeftButton)
    assert era.isChecked() and screen.config()[0].corporate_era


def test_the_amount_to_remove_says_from_whom_and_how_many(window, qtbot, translated):  # noqa: F811
    """Played in French against Hard: after Asteroid's choice of player, the amount dialog asked the very same
    "Retirer jusqu'à 3 plantes à n'importe quel joueur" again, without saying from whom nor what the number is."""
    from tmdesk.app.dialogs.choices import AmountDialog
    from tmdesk.engine.decisions import Decision

    translated.install_language("fr")
    dialog = AmountDialog(window, Decision("Ana", "select_amount", [1, 2, 3], info={
        "src": "Asteroid", "effect": {"remove_any_player": {"plants": 3}}, "target": "Bruno", "min": 1, "max": 3}))
    assert dialog.prompt.text() == "Astéroïde\xa0: Combien retirer à Bruno (jusqu’à 3 plantes)\xa0?"
