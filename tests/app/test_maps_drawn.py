"""The board scene draws the game's own map: Hellas's south pole, Elysium's volcanoes, in four languages."""

import pytest
from PySide6.QtGui import QColor

from tests.maps.conftest import on_map
from tmdesk.app import i18n, log_text
from tmdesk.app.scene.board_scene import BoardScene

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")


def scene_for(board: str, **kw):  # noqa: ANN003, ANN201
    g = on_map(board, **kw)
    sc = BoardScene()
    sc.refresh(g, g.waiting_for(), lambda n: QColor("#c03030"))
    return g, sc


def test_a_hellas_game_redraws_the_scene_with_hellas(qtbot):
    i18n.install_language("en")
    g, sc = scene_for("hellas", tiles={"r8c2": {"tile": "city", "owner": "Kim"}})
    assert sc.board is g.board and len(sc.hexes) == 63
    assert sc.map_name.text() == "Hellas"
    assert sc.hexes["r0c0"].kind == "ocean_reserved" and sc.hexes["r4c6"].bonus == ("heat", "heat", "heat")
    assert sc.hexes["r8c2"].label == "South Pole" and sc.hexes["r8c2"].has_tile
    assert sc.placement_gain("r8c2") == "pay 6 M€ and place an ocean"
    assert sc.placement_gain("r7c3") == "2 heat"
    assert "r8c2" in sc.tiles


@pytest.mark.parametrize(("lang", "pole", "mons"), [("pt_BR", "Polo Sul", "Olympus Mons"), ("fr", "Pôle Sud", "Olympus Mons"),
                                                    ("es", "Polo Sur", "Monte Olimpo")])
def test_place_names_are_translated(qtbot, lang, pole, mons):
    i18n.install_language(lang)
    try:
        _, hellas = scene_for("hellas")
        assert hellas.hexes["r8c2"].label == pole
        _, elysium = scene_for("elysium")
        elysium.hover_space(elysium.hexes["r2c6"])
        assert elysium.hexes["r2c6"].toolTip().startswith(mons + " · ")
    finally:
        i18n.install_language("en")


@pytest.mark.parametrize(("lang", "names"), [("fr", ("Généraliste", "Spationaute", "Frontalier")),
                                             ("pt_BR", ("Generalista", "Barão", "Colono")),
                                             ("es", ("Generalista", "Barón Galáctico", "Colono Exterior"))])
def test_log_names_the_goals_of_every_map_in_the_language(qtbot, lang, names):
    from tmdesk.engine import messages as M

    i18n.install_language(lang)
    try:
        texts = [log_text.message(M.L_MILESTONE, {"player": "Kim", "milestone": "Generalist"}),
                 log_text.message(M.L_AWARD, {"player": "Kim", "award": "Space Baron", "cost": 8}),
                 log_text.message(M.L_MILESTONE, {"player": "Kim", "milestone": "Rim Settler"})]
        assert all(name in text for name, text in zip(names, texts, strict=True)), texts
        assert "Space Baron" not in texts[1] and "Rim Settler" not in texts[2]
    finally:
        i18n.install_language("en")
