"""`tmdesk simulate --bots`: one bot per seat, the summary line, and clear refusals."""

import re

from tmdesk.__main__ import main

SUMMARY = re.compile(r"^games=(\d+) finished=(\d+) invariant_failures=(\d+) win_rate=([\d.]+) "
                     r"best_win_rate=([\d.]+) mean_score=([\d.]+)$")


def _last_line(capsys) -> str:  # noqa: ANN001
    return capsys.readouterr().out.strip().splitlines()[-1]


def test_two_player_tournament_summary(capsys) -> None:  # noqa: ANN001
    assert main(["simulate", "--bots", "normal,random", "--games", "2", "--corporate-era", "--seed", "3"]) == 0
    m = SUMMARY.match(_last_line(capsys))
    assert m is not None
    games, finished, failures, win_rate, best_rate, score = m.groups()
    assert (games, finished, failures) == ("2", "2", "0")
    assert float(best_rate) == 0.0  # nobody played best
    assert 0.0 <= float(win_rate) <= 1.0 and float(score) > 20


def test_solo_and_automars_with_best(capsys) -> None:  # noqa: ANN001
    assert main(["simulate", "--bots", "best", "--mode", "solo", "--games", "1", "--budget", "2"]) == 0
    solo = SUMMARY.match(_last_line(capsys))
    assert solo is not None and solo.group(4) == solo.group(5)  # seat 1 is the seat playing best
    assert main(["simulate", "--bots", "hard", "--mode", "automars", "--difficulty", "easy", "--games", "1",
                 "--budget", "2"]) == 0
    automars = SUMMARY.match(_last_line(capsys))
    assert automars is not None and automars.group(3) == "0"


def test_wrong_bot_lists_are_refused(capsys) -> None:  # noqa: ANN001
    assert main(["simulate", "--bots", "normal", "--games", "1"]) == 2
    assert "seat" in _last_line(capsys)
    assert main(["simulate", "--bots", "normal,grandmaster", "--games", "1"]) == 2
    assert "grandmaster" in _last_line(capsys)


def test_with_colonies_each_seat_reports_its_colonies_and_trades(capsys) -> None:  # noqa: ANN001
    assert main(["simulate", "--bots", "normal,random", "--games", "2", "--corporate-era", "--colonies",
                 "--seed", "5"]) == 0
    lines = capsys.readouterr().out.strip().splitlines()
    assert SUMMARY.match(lines[-1]) is not None
    seats = re.findall(r"seat(\d)=(\w+) score=([\d.]+) colonies=([\d.]+) trades=([\d.]+)", lines[-2])
    assert [s[:2] for s in seats] == [("1", "normal"), ("2", "random")]
    assert float(seats[0][2]) == float(SUMMARY.match(lines[-1]).group(6))  # seat 1's mean score, the same
    assert sum(float(s[3]) + float(s[4]) for s in seats) > 0  # somebody built or traded in two games
