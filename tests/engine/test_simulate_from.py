"""`tmdesk simulate --from FILE` plays a saved game (autosaves, first-release saves) on to its end;
`--board` chooses the map of new games; options no game can be set up with are refused first."""

import random
from pathlib import Path

import pytest

from tmdesk.__main__ import main, parser
from tmdesk.bots import random_step
from tmdesk.cli.simulate import configs, play_saved_game
from tmdesk.engine.game import new_game
from tmdesk.engine.saves import save_file
from tmdesk.engine.state import BOT, GameConfig, Seat

V1 = Path(__file__).parent / "saves_v1"


def _summary(out: str) -> dict[str, str]:
    return dict(part.split("=", 1) for part in out.strip().splitlines()[-1].split())


@pytest.mark.parametrize("name", ["v1_standard_3p_generation3.json", "v1_automars_autosave_generation2.json"])
def test_a_save_of_the_first_release_is_played_to_its_end(capsys: pytest.CaptureFixture[str], name: str) -> None:
    assert main(["simulate", "--from", str(V1 / name), "--games", "3"]) == 0
    summary = _summary(capsys.readouterr().out)
    assert (summary["games"], summary["finished"], summary["invariant_failures"]) == ("3", "3", "0")
    game, decisions = play_saved_game(V1 / name, seed=1)
    assert game.state.phase == "end" and game.state.scores and decisions > 0


def test_a_game_saved_now_continues_from_where_it_was(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    game = new_game(GameConfig(players=["Ana", "Bruno"], seed=6, draft=True))
    rng = random.Random(6)
    for _ in range(80):
        d = game.waiting_for()
        game.apply(dict(random_step(game, d, rng), player=d.player))
    generation = game.state.generation
    save_file(game, tmp_path / "autosave.json", app_data={"colours": {}})
    assert main(["simulate", "--from", str(tmp_path / "autosave.json")]) == 0
    assert _summary(capsys.readouterr().out)["finished"] == "1"
    ended, _ = play_saved_game(tmp_path / "autosave.json", seed=1)
    assert ended.state.phase == "end" and ended.state.generation >= generation


def test_a_file_that_is_not_a_save_is_refused_with_its_reason(tmp_path: Path,
                                                               capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "notes.txt").write_text("hello", encoding="utf-8")
    assert main(["simulate", "--from", str(tmp_path / "notes.txt")]) == 2
    assert "notes.txt: This saved game is damaged" in capsys.readouterr().err


def test_the_board_option_reaches_the_games_config(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--games", "2", "--board", "tharsis"]) == 0
    assert _summary(capsys.readouterr().out)["finished"] == "2"
    args = parser().parse_args(["simulate", "--games", "2", "--board", "tharsis", "--players", "3"])
    assert [(c.board, c.seats) for c in configs(args)] == [("tharsis", [Seat(BOT, "random")] * 3)] * 2
    assert main(["simulate", "--games", "1", "--board", "atlantis"]) == 2
    assert "--board: no map 'atlantis' (known: elysium, hellas, terra_cimmeria, tharsis, utopia_planitia, vastitas_borealis)" in capsys.readouterr().err


def test_options_no_game_can_be_set_up_with_are_refused_before_any_game(capsys: pytest.CaptureFixture[str]) -> None:
    """AutoMars's side of Vastitas Borealis is not published: simulate says so instead of counting a crash."""
    assert main(["simulate", "--games", "3", "--mode", "automars", "--board", "vastitas_borealis"]) == 2
    out = capsys.readouterr()
    assert "these options cannot be played" in out.err and "vastitas_borealis is not published" in out.err
    assert "invariant_failures" not in out.out
