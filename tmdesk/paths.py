"""Where the installed program finds its own files (never ../shared).

In a wheel, `resources/` is installed as the package `tmdesk.resources`; in a source checkout
(editable install, tests) it is the `resources/` folder beside the `tmdesk/` package.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path


@cache
def resources_dir() -> Path:
    checkout = Path(__file__).resolve().parent.parent / "resources"
    if (checkout / "data").is_dir():
        return checkout
    from importlib.resources import files

    return Path(str(files("tmdesk.resources")))


def data_file(*parts: str) -> Path:
    return resources_dir().joinpath("data", *parts)
