"""`python -m build` makes an sdist and a wheel that carry everything: the wheel, installed in an
empty virtual environment, gives a working `tmdesk`.

Slow (it builds a wheel and installs PySide6 into a fresh venv, from pip's cache when warm),
but it is the only check that the installed program never reads the source checkout.
"""

import os
import subprocess
import sys
import tarfile
import venv
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SCENARIO = ROOT / "tests" / "scenarios" / "02_city_next_to_two_oceans.json"


def _run(args: list[str], cwd: Path, **kw) -> subprocess.CompletedProcess[str]:  # type: ignore[no-untyped-def]
    result = subprocess.run(args, cwd=cwd, capture_output=True, text=True, timeout=900, **kw)
    assert result.returncode == 0, f"{args}\n{result.stdout[-3000:]}\n{result.stderr[-3000:]}"
    return result


def test_the_wheel_installs_and_runs_in_an_empty_venv(tmp_path: Path) -> None:
    wheels = tmp_path / "dist"
    _run([sys.executable, "-m", "build", "--outdir", str(wheels), str(ROOT)], tmp_path)  # sdist, then a wheel from it
    (sdist,) = wheels.glob("tmdesk-*.tar.gz")
    with tarfile.open(sdist) as tar:
        members = {m.name.split("/", 1)[1] for m in tar.getmembers() if "/" in m.name}
    assert {"setup.py", "pyproject.toml", "i18n/tmdesk_fr.ts", "resources/data/maps/tharsis.json"} <= members
    (wheel,) = wheels.glob("tmdesk-*.whl")
    names = zipfile.ZipFile(wheel).namelist()
    assert "tmdesk/resources/data/maps/tharsis.json" in names
    assert "tmdesk/resources/data/cards/project_cards.json" in names
    assert "tmdesk/resources/icons/tmdesk.svg" in names
    for lang in ("pt_BR", "fr", "es"):
        assert f"tmdesk/resources/i18n/tmdesk_{lang}.qm" in names

    env_dir = tmp_path / "venv"
    venv.create(env_dir, with_pip=True)
    bindir = env_dir / "bin"
    _run([str(bindir / "python"), "-m", "pip", "install", "--quiet", str(wheel)], tmp_path)
    elsewhere = tmp_path / "elsewhere"  # far from the checkout: only the installed files can be read
    elsewhere.mkdir()
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", TMDESK_HOME=str(tmp_path / "home"))
    version = _run([str(bindir / "tmdesk"), "--version"], elsewhere, env=env)
    assert version.stdout.strip().startswith("tmdesk ")
    scenario = _run([str(bindir / "tmdesk"), "scenario", "run", str(SCENARIO)], elsewhere, env=env)
    assert scenario.stdout.strip().endswith("1 passed, 0 failed")
    shot = tmp_path / "shot.png"
    _run([str(bindir / "tmdesk"), "--screenshot", str(shot), "--scenario", str(SCENARIO)], elsewhere, env=env)
    assert shot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n" and shot.stat().st_size > 10_000
