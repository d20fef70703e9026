"""The pure packages stay typed (mypy --strict) and lint-clean (ruff), as the design asks."""

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
BIN = Path(sys.executable).parent


def test_mypy_strict_on_engine_cards_and_automars() -> None:
    result = subprocess.run([str(BIN / "mypy")], cwd=ROOT, capture_output=True, text=True)
    assert result.returncode == 0, result.stdout[-3000:]


def test_ruff_on_the_pure_packages() -> None:
    result = subprocess.run([str(BIN / "ruff"), "check", "tmdesk/engine", "tmdesk/cards", "tmdesk/automars", "tmdesk/cli", "tmdesk/bots"],
                            cwd=ROOT, capture_output=True, text=True)
    assert result.returncode == 0, result.stdout[-3000:]
