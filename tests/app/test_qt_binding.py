"""Guard against a Qt binding that loses references to None (PySide6 6.12.0 on Python 3.11 did:
every void call lowered None's reference count until the interpreter aborted mid-game)."""

import sys

from PySide6.QtWidgets import QLabel


def test_void_qt_calls_keep_none_alive(qapp) -> None:  # type: ignore[no-untyped-def]
    label = QLabel()
    before = sys.getrefcount(None)
    for _ in range(10_000):
        label.setText("x")
    assert sys.getrefcount(None) >= before - 100
