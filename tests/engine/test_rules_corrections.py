"""Issue #12: Corporate Era cards refused in a game without them; `{"option": N}` names a value listed in
`waiting_for.options`, and a refused option lists the values offered (scenario.md, "Answers")."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tests.cards.conftest import build, do, rejected, waiting
from tmdesk.cli.scenario import cmd_run
from tmdesk.engine.scenario import ScenarioError, play, run_file

STANDARD = {"players": ["Kim", "Lee"], "skip_setup": True}  # no Corporate Era: Sponsors and Tardigrades are CE


def scenario(state: dict[str, Any], steps: list[dict[str, Any]] | None = None, **setup: Any) -> dict[str, Any]:
    return {"format": "tmdesk-scenario/1", "setup": dict(STANDARD, **setup), "state": state, "steps": steps or []}


@pytest.mark.parametrize("state", [
    {"players": {"Kim": {"hand": ["Sponsors"]}}},
    {"players": {"Kim": {"played": ["Tardigrades"]}}},
    {"players": {"Kim": {"events": ["Sponsors"]}}},
    {"players": {"Kim": {"corporation": "Teractor"}}},
    {"deck_top": ["Lichen", "Sponsors"]},
], ids=["hand", "played", "events", "corporation", "deck_top"])
def test_corporate_era_cards_are_refused_in_a_game_without_them(state):
    with pytest.raises(ScenarioError, match="is a Corporate Era card and this game is played without them"):
        play(scenario(state))
    play(scenario(state, corporate_era=True))  # the same state is fine with the Corporate Era


def test_a_corporate_era_card_in_a_step_fails_the_file_with_one_line(tmp_path: Path, capsys):
    f = tmp_path / "ce.json"
    f.write_text(json.dumps(scenario({"players": {"Kim": {"hand": ["Sponsors"], "resources": {"megacredits": 9}}}},
                                     [{"player": "Kim", "do": "play_card", "card": "Sponsors"}])))
    assert cmd_run([str(f)]) == 1
    out = capsys.readouterr().out.splitlines()
    assert out[0].startswith("FAIL ce: setup: state.players.Kim.hand: 'Sponsors' is a Corporate Era card")
    assert out[1] == "0 passed, 1 failed"


def microbe_option_game():
    g = build({"Kim": {"played": ["Regolith Eaters"], "card_resources": {"Regolith Eaters": 2}}}, oxygen=0)
    do(g, do="card_action", card="Regolith Eaters")
    assert waiting(g)["kind"] == "select_option" and waiting(g)["options"] == [0, 1]
    return g


@pytest.mark.parametrize("bad", [0.0, 1.0, True, False, "0", [0], {"0": 0}, None, 2, -1])
def test_an_option_of_the_wrong_type_or_value_changes_nothing(bad):
    g = microbe_option_game()
    message = rejected(g, {"answer": {"option": bad}})
    assert message.endswith("is not one of the options (0, 1).")
    assert waiting(g)["options"] == [0, 1]  # the action is not spent: the same question is asked again
    g.apply({"answer": {"option": 0}})
    assert g.player("Kim").card_resources["Regolith Eaters"] == 3


def test_scenario_run_lists_the_values_offered_for_a_bad_option(tmp_path: Path):
    data = scenario({"players": {"Kim": {"played": ["Regolith Eaters"], "card_resources": {"Regolith Eaters": 2}}}},
                    [{"player": "Kim", "do": "card_action", "card": "Regolith Eaters"},
                     {"player": "Kim", "answer": {"option": 2}}], corporate_era=True)
    f = tmp_path / "opt.json"
    f.write_text(json.dumps(data))
    name, problems = run_file(f)
    assert problems == ["step 2 (answer): rejected: 2 is not one of the options (0, 1)."]
