"""The Colonies cards in the window: the set-up screen prices the kept cards at the chosen corporation's price
(Polyphemos: 5 M€), and says so in the title and the cost line, in the player's language."""

import pytest
from PySide6.QtCore import Qt

from tests.app.conftest import load_scenario

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")


def test_polyphemos_prices_the_kept_cards_at_5_megacredits(window, qtbot):
    load_scenario(window, "colonies_pick_polyphemos")
    pick = window.game_view.pick
    assert "(3 M€ each)" in pick.title.text()
    qtbot.mouseClick(pick.corporations.cards["Polyphemos"], Qt.MouseButton.LeftButton)
    assert "(5 M€ each)" in pick.title.text()
    for name in pick.decision.info["cards"][:3]:
        pick.move(name, keep=True)
    assert pick.cost.text().startswith("3 cards × 5 M€ = 15 M€ · you have 50 M€")
    qtbot.mouseClick(pick.corporations.cards["Stormcraft Incorporated"], Qt.MouseButton.LeftButton)
    assert "(3 M€ each)" in pick.title.text() and pick.cost.text().startswith("3 cards × 3 M€ = 9 M€")
    pick.confirm.click()
    kim = window.session.game.player("Kim")
    assert window.session.game.state.offers["Kim"]["corporations"] == ["Stormcraft Incorporated"]
    assert kim.corporation is None  # chosen face down: revealed once Stanley has chosen too
