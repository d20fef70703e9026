"""Issue #19, item 6: a malformed scenario file is one FAIL line with a reason, never a traceback or an
"internal error"; `state` takes only values a game can hold. Then 40 seeded mutations of the real files."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from tests.engine.hostile import scenario_texts
from tmdesk.cli.scenario import cmd_run
from tmdesk.engine.scenario import run_file

SCENARIOS = sorted(str(p) for p in (Path(__file__).parent.parent / "scenarios").glob("*.json"))
BASE = {"format": "tmdesk-scenario/1", "setup": {"players": ["Kim", "Lee"], "skip_setup": True}, "steps": []}


def one_fail_line(tmp_path: Path, capsys, text: str | bytes, stem: str = "bad") -> str:
    f = tmp_path / f"{stem}.json"
    f.write_bytes(text if isinstance(text, bytes) else text.encode("utf-8", "surrogatepass"))
    assert cmd_run([str(f)]) == 1
    captured = capsys.readouterr()
    lines = captured.out.splitlines()
    assert len(lines) == 2 and lines[1] == "0 passed, 1 failed" and captured.err == ""
    assert lines[0].startswith("FAIL ") and "internal error" not in lines[0] and "Traceback" not in lines[0]
    return lines[0]


def with_(**parts) -> str:
    data = json.loads(json.dumps(BASE))
    for k, v in parts.items():
        data[k] = v
    return json.dumps(data)


def test_a_lone_surrogate_in_the_name(tmp_path, capsys):
    line = one_fail_line(tmp_path, capsys, with_(name="Kim \ud800"))
    assert "not valid Unicode" in line


def test_a_seed_of_5000_digits(tmp_path, capsys):
    text = with_().replace('"skip_setup": true', '"skip_setup": true, "seed": ' + "7" * 5000)
    assert "not valid JSON" in one_fail_line(tmp_path, capsys, text)


def test_nesting_100000_deep(tmp_path, capsys):
    text = with_().replace('"steps": []', '"steps": ' + "[" * 100_000 + "]" * 100_000)
    assert "nested too deeply" in one_fail_line(tmp_path, capsys, text)


@pytest.mark.parametrize("player, problem", [
    ({"production": {"plants": True}}, "production.plants"),
    ({"production": {"plants": -1}}, "production.plants"),
    ({"production": {"megacredits": -6}}, "production.megacredits"),
    ({"resources": {"steel": 10**19}}, "resources.steel"),
    ({"resources": {"steel": 1.0}}, "resources.steel"),
    ({"tr": -1}, ".tr"),
    ({"tr": "20"}, ".tr"),
    ({"passed": "yes"}, ".passed"),
    ({"hand": "Lichen"}, ".hand"),
    ({"card_resources": {"Birds": 2}}, "not in play"),
    ({"corporation": ["Helion"]}, "corporation"),
], ids=lambda v: json.dumps(v) if isinstance(v, dict) else v)
def test_state_takes_only_values_a_game_can_hold(tmp_path, capsys, player, problem):
    line = one_fail_line(tmp_path, capsys, with_(state={"players": {"Kim": player}}))
    assert line.startswith("FAIL bad: setup: state.players.Kim") and problem in line


@pytest.mark.parametrize("setup", [
    {"players": ["Kim", "Lee"], "seed": True}, {"players": ["Kim", "Lee"], "seed": 1.5},
    {"players": ["Kim", "Lee"], "seed": 2**80}, {"players": "Kim"}, {"players": [1, 2]}, {"players": []},
    {"players": ["Kim"], "mode": "solo", "corporate_era": "false"}, {"players": ["Kim", "Lee"], "deal": {"Kim": 3}},
    {"players": ["Kim", "Lee"], "deal": {"Kim": {"cards": "Lichen"}}},
])
def test_setup_values_of_the_wrong_type(tmp_path, capsys, setup):
    one_fail_line(tmp_path, capsys, with_(setup=setup))


@pytest.mark.parametrize("state", [
    {"generation": 10**19}, {"generation": True}, {"milestones": {"Hacker": "Kim"}}, {"tiles": {"r0c0": []}},
    {"tiles": {"r3c3": {"tile": "city", "owner": ["Kim"]}}}, {"deck_top": "Lichen"}, {"players": {"Kim": 3}},
    {"players": []},
])
def test_state_of_the_wrong_shape(tmp_path, capsys, state):
    one_fail_line(tmp_path, capsys, with_(state=state))


@pytest.mark.parametrize("step", [
    {"do": "run_until", "until": "generation", "value": "3"}, {"do": "run_until", "until": ["x"]},
    {"do": "run_until", "until": "generation", "value": 10**30 * 1.0}, {"answer": {"option": 0.0}},
    {"do": "pass", "player": {"x": 1}}, 5,
])
def test_steps_of_the_wrong_shape(tmp_path, capsys, step):
    one_fail_line(tmp_path, capsys, with_(steps=[step]))


def test_a_file_name_that_is_not_valid_unicode(tmp_path, capsys):
    name = "bad\udcff"  # how Python shows a file name whose bytes are not UTF-8
    try:
        (tmp_path / f"{name}.json").write_text("{", encoding="utf-8")
    except (UnicodeEncodeError, OSError):
        pytest.skip("this file system takes only valid names")
    assert cmd_run([str(tmp_path / f"{name}.json")]) == 1
    assert capsys.readouterr().out.startswith("FAIL bad\\udcff: not valid JSON")


@pytest.mark.parametrize("seed", range(4))
def test_mutated_scenario_files_give_one_line_each(tmp_path, capsys, seed):
    rng = random.Random(seed)
    files = []
    for i, text in enumerate(scenario_texts(SCENARIOS, rng, 10)):
        f = tmp_path / f"m{i}.json"
        f.write_bytes(text.encode("utf-8", "surrogatepass"))
        files.append(str(f))
    cmd_run(files)
    captured = capsys.readouterr()
    lines = captured.out.splitlines()
    assert len(lines) == len(files) + 1 and captured.err == ""
    for line in lines[:-1]:
        assert line.startswith(("FAIL ", "PASS ")) and "internal error" not in line, line


def test_every_real_scenario_still_passes():
    assert all(run_file(Path(f))[1] == [] for f in SCENARIOS)
