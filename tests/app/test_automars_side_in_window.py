"""Issue 23: AutoMars's board in the window is the game's own side of it - on Hellas, Hellas's icons on each
track and the tags that move it, its Corporate Competition card B09, its tiebreakers, and the "◆ One reading"
mark on what rests on one source. On Tharsis nothing is marked."""

from __future__ import annotations

from PySide6.QtCore import QPoint

from tests.app.conftest import hover, hover_last_log_line, load_scenario
from tmdesk.automars import messages as am
from tmdesk.automars.tracks import load_board


def _cell(canvas, track: int, position: int) -> QPoint:
    """The middle of a space of the canvas (track by row index, position 0..18)."""
    c = canvas._cell(canvas.width())
    return QPoint(int(canvas.left() + position * c + c // 2), int(track * (c + 3) + c // 2))


def test_the_panel_on_hellas_draws_hellass_side(window, qtbot):
    from tmdesk.app.widgets.automars_board import AutoMarsBoard

    load_scenario(window, "automars_hellas")
    panel = window.findChild(AutoMarsBoard)
    canvas = panel.canvas
    hellas, tharsis = load_board(map_name="hellas"), load_board()
    # cells where the two sides differ: Hellas's Energy 2 advances the counter (Tharsis: a floater icon), its
    # Building 11 is empty (Tharsis: advance the Space counter)
    assert tharsis.tracks["energy"].positions[2] == "floater:1" and tharsis.tracks["building"].positions[11]
    text = hover(qtbot, canvas, _cell(canvas, 4, 2), "Energy track")
    assert text == "Space 2 of the Energy track: Advance Counter"
    text = hover(qtbot, canvas, _cell(canvas, 0, 11), "Building track")
    assert text == "Space 11 of the Building track: no icon"
    assert hover(qtbot, canvas, QPoint(4, _cell(canvas, 3, 0).y()), "Jovian") == \
        "Science track: the Science and Jovian tags move its counter"
    # an expansion's icon (a floater, Venus) is drawn as ignored, and says so
    assert canvas.ignored["science"] == {2, 5} and canvas.ignored["space"] == {7} and canvas.ignored["energy"] == set()
    assert hover(qtbot, canvas, _cell(canvas, 3, 2), "floater") == (
        "Space 2 of the Science track: Gain 1 floater\n"
        "Ignored in this game: its expansion is not in play (no Failed Action).")
    assert canvas.layouts == {t.id: list(t.positions) for t in hellas.tracks.values()}
    assert canvas.track_tags["science"] == ["science", "jovian"] and canvas.track_tags["energy"] == ["power"]


def test_what_rests_on_one_source_is_marked_on_hellas_and_nothing_on_tharsis(window, qtbot):
    from tmdesk.app.widgets.automars_board import AutoMarsBoard

    load_scenario(window, "automars_hellas")
    panel = window.findChild(AutoMarsBoard)
    assert panel.side.isVisible()
    assert panel.side.text() == ("◆ One reading: AutoMars's Hellas tracks, its card B09 and its tiebreakers between "
                                 "spaces rest on one source.")
    details = panel.side.toolTip()
    assert "The pictures of AutoMars's Hellas side were lost" in details
    assert "B09 (Corporate Competition — Hellas): With 5 M€ or more" in details
    assert "Cultivator: a greenery; Magnate: it resolves the first project card it reveals that is not an event; " \
           "Space Baron: its Space track; Eccentric: none; Contractor: its Building track" in details
    assert "◆ Between spaces its placement rules leave tied, AutoMars takes the space with the most adjacent " \
           "oceans, then a space in the polar region (the two bottom rows), then the space with the most placement " \
           "bonuses;" in details
    panel.enlarge.click()
    big = panel.big
    assert big.windowTitle() == "AutoMars's board: Hellas"
    assert big.canvas.layouts == panel.canvas.layouts and big.canvas.track_tags == panel.canvas.track_tags
    assert big.side.text().startswith(panel.side.text()) and "polar region" in big.side.text()
    assert big.side.geometry().top() > big.canvas.geometry().bottom()  # the words under the tracks, not over them
    big.close()

    load_scenario(window, "automars_midgame")  # Tharsis: its own side, nothing marked
    assert not panel.side.isVisible()
    assert panel.canvas.layouts["building"][11] == "advance_track:space"
    assert panel.canvas.track_tags["energy"] == ["power", "jovian"]
    assert "B08 (Corporate Competition): With 5 M€ or more" in big.side.text() and "◆" not in big.side.text()
    assert big.windowTitle() == "AutoMars's board: Tharsis"


def test_a_log_line_about_b09_shows_what_hellass_card_does(window, qtbot):
    game = load_scenario(window, "automars_hellas")
    game.state.log += [[am.REVEAL_BONUS, {"card": "B09"}],
                       [am.COMPETITION_NO_MONEY, {"card": "B09", "amount": 3}]]
    window.game_view.refresh()
    tip = hover_last_log_line(window, qtbot, "5 M€ or more")
    assert tip.startswith("<qt>B09 (Corporate Competition — Hellas): With 5 M€ or more, AutoMars pays 5 M€")
    assert tip.endswith("◆ One reading: the rulebook's text lost this card; its improvements rest on one source.</qt>")
    assert "B09 (Corporate Competition — Hellas) has no effect" in window.game_view.log.body.text.toPlainText()


def test_milestone_and_award_tooltips_say_how_automars_counts_on_this_map(window):
    load_scenario(window, "automars_hellas")
    buttons = window.game_view.actions.buttons
    assert "\nKim: 1/6\nAutoMars: 1/6 (its Energy track)\n" in buttons[("claim_milestone", "Energizer")].toolTip()
    assert "\nAutoMars: 3/7 (its tracks on space 3 or beyond)" in buttons[("claim_milestone", "Diversifier")].toolTip()
    assert "\nAutoMars: 0/3 (counted as for a player)" in buttons[("claim_milestone", "Polar Explorer")].toolTip()
    assert buttons[("fund_award", "Space Baron")].toolTip().endswith("\nAutoMars: 2 (its Space track)")
    assert buttons[("fund_award", "Eccentric")].toolTip().endswith("\nAutoMars: 1 (1 for every 5 M€ it has)")
    load_scenario(window, "automars_midgame")  # Tharsis, Hard: its awards with what the rule adds
    assert "\nAutoMars: 9 (its Space track +5)\n" in buttons[("fund_award", "Miner")].toolTip()  # Miner is funded
    assert buttons[("fund_award", "Banker")].toolTip().endswith(
        "\nAutoMars: 9 (its Building track and Event track together)")
