"""The layers of pyproject's import-linter contracts hold: the engine, cards, AutoMars, bots and CLI never
import Qt or the app; cards never import the engine; the engine never imports bots, the CLI or the app;
the app never imports the CLI; and no import circle exists anywhere in tmdesk."""

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_import_linter_contracts_hold() -> None:
    lint = Path(sys.executable).parent / "lint-imports"
    result = subprocess.run([str(lint), "--no-cache"], cwd=ROOT, capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "5 kept, 0 broken" in result.stdout
