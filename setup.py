"""What pyproject.toml cannot express: the package list (the top-level resources/ folder is installed
as the package tmdesk.resources) and a build step that compiles the translations (i18n/*.ts) into
.qm files inside the built package (tmdesk/resources/i18n/, where tmdesk.app.i18n looks for them).
All the metadata is in pyproject.toml."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

from setuptools import find_packages, setup
from setuptools.command.build_py import build_py

ROOT = Path(__file__).resolve().parent


def lrelease_command() -> list[str]:
    exe = "lrelease.exe" if sys.platform == "win32" else "lrelease"
    try:
        import PySide6

        binary = Path(PySide6.__file__).resolve().parent / exe
        if binary.is_file():
            return [str(binary)]
    except ImportError:
        pass
    found = shutil.which("pyside6-lrelease") or shutil.which("lrelease")
    if found:
        return [found]
    raise RuntimeError("lrelease not found: PySide6-Essentials is needed to build tmdesk")


class BuildPyWithTranslations(build_py):
    def run(self) -> None:
        super().run()
        sources = sorted((ROOT / "i18n").glob("tmdesk_*.ts"))
        if not sources:
            return
        if getattr(self, "editable_mode", False):
            target = ROOT / "resources" / "i18n"  # an editable install reads resources/ in place
        else:
            target = Path(self.build_lib) / "tmdesk" / "resources" / "i18n"
        target.mkdir(parents=True, exist_ok=True)
        command = lrelease_command()
        for ts in sources:
            qm = target / (ts.stem + ".qm")
            subprocess.run([*command, str(ts), "-qm", str(qm)], check=True)


setup(
    packages=[*find_packages(include=["tmdesk", "tmdesk.*"]), "tmdesk.resources"],
    cmdclass={"build_py": BuildPyWithTranslations},
)
