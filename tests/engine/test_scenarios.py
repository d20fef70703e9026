"""Every scenario file in tests/scenarios passes (the rulebook examples and our own)."""

from pathlib import Path

import pytest

from tmdesk.cli.scenario import cmd_run
from tmdesk.engine.scenario import build, load, run_file

SCENARIOS = sorted((Path(__file__).parent.parent / "scenarios").glob("*.json"))


@pytest.mark.parametrize("path", SCENARIOS, ids=[p.stem for p in SCENARIOS])
def test_scenario_passes(path: Path) -> None:
    name, problems = run_file(path)
    assert problems == [], f"{name}: {problems}"


def test_runner_reports_a_broken_file_as_fail_not_crash(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "tmdesk-scenario/1", "setup": {"players": ["Kim"]}, "steps": [], "typo": 1}')
    truncated = tmp_path / "truncated.json"
    truncated.write_text('{"format": "tmdesk-scen')
    assert cmd_run([str(bad), str(truncated)]) == 1
    out = capsys.readouterr().out.splitlines()
    assert out[0].startswith("FAIL bad: unknown keys ['typo']")
    assert out[1].startswith("FAIL truncated: not valid JSON")
    assert out[-1] == "0 passed, 2 failed"


def test_a_wrong_expectation_is_reported_with_its_path(tmp_path: Path) -> None:
    f = tmp_path / "wrong.json"
    f.write_text('{"format": "tmdesk-scenario/1", "setup": {"players": ["Kim", "Lee"], "skip_setup": true},'
                 ' "steps": [], "expect": {"temperature": -28}}')
    _, problems = run_file(f)
    assert problems == ["$.temperature expected -28 got -30"]


def test_state_can_set_whose_turn_it_is(tmp_path: Path) -> None:
    f = tmp_path / "turn.json"
    f.write_text('{"format": "tmdesk-scenario/1", "setup": {"players": ["Kim", "Lee"], "skip_setup": true},'
                 ' "state": {"active_player": "Lee"}, "steps": [{"player": "Lee", "do": "pass"}],'
                 ' "expect": {"active_player": "Kim", "players": {"Lee": {"passed": true}}}}')
    assert run_file(f)[1] == []
    f.write_text('{"format": "tmdesk-scenario/1", "setup": {"players": ["Kim"], "skip_setup": true},'
                 ' "state": {"active_player": "Zed"}, "steps": []}')
    assert run_file(f)[1] == ["setup: state.active_player: unknown player 'Zed'"]


@pytest.mark.parametrize("setup, problem", [
    ('"board": "tharsis", "prelude": false', None),
    ('"board": "atlantis"', "setup: board must be one of elysium, hellas, terra_cimmeria, tharsis, utopia_planitia, vastitas_borealis"),
    ('"board": 3', "setup: board must be the name of a map"),
    ('"prelude": "yes"', "setup: prelude must be true or false"),
    ('"prelude": true', None),
])
def test_setup_board_and_prelude_reach_the_game_config(tmp_path: Path, setup: str, problem: str | None) -> None:
    f = tmp_path / "board.json"
    f.write_text('{"format": "tmdesk-scenario/1", "setup": {"players": ["Kim", "Lee"], "skip_setup": true, '
                 + setup + '}, "steps": [], "expect": {"temperature": -30}}')
    assert run_file(f)[1] == ([] if problem is None else [problem])
    if problem is None:
        assert build(load(f)).state.config.board == "tharsis"
