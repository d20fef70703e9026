"""The game review (bots/review.py, `tmdesk review`): a game with a planted mistake, found at the top."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tmdesk.bots.points_policy import PointsPolicy
from tmdesk.bots.review import ReviewError, check_record, position, review, same
from tmdesk.engine import saves
from tmdesk.engine.game import Game, new_game
from tmdesk.engine.state import GameConfig


def planted_game(mistake: Any, seed: int = 1) -> tuple[Game, int]:
    """Both players play by the fast policy, except Ann's one answer that `mistake` gives (its record index).

    The seed: a game in which both mistakes can be planted and none of the policy's own answers costs more
    (the policy slips too, and the review finds those as well)."""
    policy = PointsPolicy()
    g = new_game(GameConfig(players=["Ann", "Bob"], seed=seed))
    planted = -1
    while (d := g.waiting_for()) is not None:
        step = policy.choose(g, d)
        if planted < 0 and d.player == "Ann" and (wrong := mistake(g, d)) is not None:
            step, planted = wrong, len(g.state.record)
        g.apply(dict(step, player=d.player))
    assert planted >= 0
    return g, planted


def skip_final_greeneries(g: Game, d: Any) -> dict[str, Any] | None:
    """Ann passes at the final greenery conversion while her plants would make several greeneries."""
    p = g.player("Ann")
    return {"do": "pass"} if d.kind == "final_greenery" and p.resources["plants"] >= 16 else None


def sell_the_hand(g: Game, d: Any) -> dict[str, Any] | None:
    """In generation 3, Ann sells her whole hand (at least four cards) for 1 M€ each."""
    p = g.player("Ann")
    if d.kind == "action" and g.state.generation == 3 and len(p.hand) >= 4 and any(
            o["do"] == "standard_project" and o.get("project") == "sell_patents" for o in d.options):
        return {"do": "standard_project", "project": "sell_patents", "cards": list(p.hand)}
    return None


@pytest.mark.parametrize("mistake", [skip_final_greeneries, sell_the_hand])
def test_the_planted_mistake_is_the_costliest(mistake: Any) -> None:
    g, planted = planted_game(mistake)
    seen: list[tuple[int, int]] = []
    r = review(g, "Ann", samples=3, progress=lambda done, total: seen.append((done, total)))
    assert r.complete and r.decisions == r.total > 20 and seen[-1] == (r.total, r.total)
    top = r.findings[0]
    assert top.index == planted and same(top.played, g.state.record[planted])
    assert not same(top.played, top.best) and top.loss >= 3 and top.samples == 3
    assert top.generation == position(g, planted).state.generation


def test_the_position_is_the_board_before_the_decision() -> None:
    g, planted = planted_game(skip_final_greeneries)
    before = position(g, planted)
    d = before.waiting_for()
    assert d is not None and d.player == "Ann" and d.kind == "final_greenery"
    assert before.player("Ann").resources["plants"] >= 16 and before.state.phase == "final_greenery"


def test_a_cancelled_review_stops() -> None:
    g, _ = planted_game(skip_final_greeneries)
    r = review(g, "Ann", samples=1, cancelled=lambda: True)
    assert not r.complete and r.decisions == 0 and r.total > 20


def test_a_game_whose_record_does_not_lead_to_it_is_refused() -> None:
    g, _ = planted_game(skip_final_greeneries)
    g.state.record.pop(5)
    with pytest.raises(ReviewError):
        check_record(g)
    with pytest.raises(ReviewError):
        review(g, "Zoe")


def test_the_record_survives_a_save() -> None:
    g, _ = planted_game(skip_final_greeneries)
    again = saves.loads(saves.dumps(g))
    assert again.state.record == g.state.record
    check_record(again)


def test_the_command_prints_the_mistake(qapp: Any, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """(`qapp`: the command makes a QCoreApplication when none exists; the other tests of this process need a
    QApplication.)"""
    from tmdesk.__main__ import main

    g, planted = planted_game(skip_final_greeneries)
    path = tmp_path / "game.json"
    saves.save_file(g, path)
    assert main(["review", str(path), "--seat", "Ann", "--top", "3", "--samples", "2"]) == 0
    out = capsys.readouterr().out.splitlines()
    generation = position(g, planted).state.generation
    assert out[1] == f"1. Generation {generation} — Final greeneries"
    assert out[2].strip() == "Played: Pass." and out[3].strip() == "Strongest bot: Turn plants into a greenery."
    assert "VP at the end of the game" in out[4]
    assert main(["review", str(path), "--seat", "Zoe"]) == 2
    assert "no player called Zoe" in capsys.readouterr().err
