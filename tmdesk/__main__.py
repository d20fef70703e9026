"""`tmdesk`: the desktop game; sub-commands for headless work."""

from __future__ import annotations

import argparse
import signal
import sys

from tmdesk import __version__


def parser() -> argparse.ArgumentParser:
    ap = argparse.ArgumentParser(prog="tmdesk", description="Terraforming Mars for the desktop.")
    ap.add_argument("--version", action="version", version=f"tmdesk {__version__}")
    ap.add_argument("--screenshot", metavar="FILE", help="render the window to a PNG and exit")
    ap.add_argument("--scenario", metavar="S", help="with --screenshot: open this scenario file")
    ap.add_argument("--lang", metavar="L", help="language: en, pt_BR, fr, es")
    sub = ap.add_subparsers(dest="command")
    sc = sub.add_parser("scenario", help="run or dump scenario files (the scripted test interface)")
    scs = sc.add_subparsers(dest="scenario_command", required=True)
    run = scs.add_parser("run", help="play scenario files and check their expectations")
    run.add_argument("files", nargs="+")
    dump = scs.add_parser("dump", help="play a scenario file and print the resulting state as JSON")
    dump.add_argument("file")
    sim = sub.add_parser("simulate", help="play random games, checking invariants after every decision")
    sim.add_argument("--games", type=int, default=None, help="how many games (default 100; 1 with --from)")
    sim.add_argument("--from", dest="from_file", metavar="FILE",
                     help="play this saved game (an autosave too) on to its end instead of new games; "
                          "the options of new games are then ignored")
    sim.add_argument("--board", default="tharsis", help="the map of new games (default tharsis)")
    sim.add_argument("--players", type=int, default=2)
    sim.add_argument("--seed", type=int, default=1)
    sim.add_argument("--corporate-era", action="store_true")
    sim.add_argument("--prelude", action="store_true", help="play with the Prelude expansion")
    sim.add_argument("--venus-next", action="store_true", help="play with the Venus Next expansion")
    sim.add_argument("--colonies", action="store_true", help="play with the Colonies expansion")
    sim.add_argument("--draft", action="store_true")
    sim.add_argument("--mode", choices=["standard", "solo", "automars", "mixed"], default="standard")
    sim.add_argument("--difficulty", choices=["easy", "normal", "hard", "brutal", "all"], default="normal")
    sim.add_argument("--automars-corporation", default=None, metavar="CODE|random",
                     help="AutoMars plays this corporation (C01...C46) or a random one (automars mode)")
    sim.add_argument("--coverage", action="store_true", help="print how often each card was played")
    sim.add_argument("--bots", metavar="LIST", help="bot per seat, comma-separated: random, easy, normal, hard, best")
    sim.add_argument("--budget", type=int, metavar="N",
                     help="with --bots: sampled games the searching bot plays to the end per answer (games won on points: "
                          "in the last generations; 0: no search)")
    sim.add_argument("--verbose", action="store_true", help="with --bots: one line per game")
    rv = sub.add_parser("review", help="review a saved game: the decisions where the strongest bot would have "
                                       "scored more, costliest first")
    rv.add_argument("file", metavar="SAVE")
    rv.add_argument("--seat", metavar="NAME", help="the player reviewed (default: the first person's seat)")
    rv.add_argument("--top", type=int, default=10, metavar="N", help="how many decisions to list (default 10)")
    rv.add_argument("--samples", type=int, default=6, metavar="N",
                    help="sampled deals per decision where the bot differs (default 6)")
    rv.add_argument("--lang", default=argparse.SUPPRESS, metavar="L", help="language: en, pt_BR, fr, es")
    cards = sub.add_parser("cards", help="list the card catalogue")
    cards.add_argument("--check", action="store_true", help="validate the catalogue")
    return ap


def main(argv: list[str] | None = None) -> int:
    args = parser().parse_args(argv)
    if args.command and hasattr(signal, "SIGPIPE"):  # `tmdesk cards | head` ends quietly
        signal.signal(signal.SIGPIPE, signal.SIG_DFL)
    if args.command == "scenario":
        from tmdesk.cli import scenario

        if args.scenario_command == "run":
            return scenario.cmd_run(args.files)
        return scenario.cmd_dump(args.file)
    if args.command == "simulate":
        from tmdesk.cli import simulate

        return simulate.cmd_simulate(args)
    if args.command == "review":
        from tmdesk.app.review_command import cmd_review

        return cmd_review(args)
    if args.command == "cards":
        from tmdesk.cli import cards

        return cards.cmd_cards(args)
    from tmdesk.app.main import run_app

    return run_app(args)


if __name__ == "__main__":
    sys.exit(main())
