"""Strict types of a step before the game looks at it (issue #19: `apply` is atomic for any input).

A step comes from a player's click, a bot, a scenario file or a pasted save: its keys are checked
here, by type, before any rule reads them. `True`, `0.0` and `"0"` are not the integer 0, and an
amount or a payment is a plain non-negative int. Keys not listed are left to the rule that reads them.
"""

from __future__ import annotations

from typing import Any

from tmdesk.engine import messages as M
from tmdesk.engine.messages import IllegalAction

MAX_COUNT = 1_000_000  # no payment or amount in the game comes near this

# key -> the one type its value may have (list: of strings; dict: a payment)
STEP_TYPES: dict[str, type] = {
    "player": str, "do": str, "card": str, "cards": list, "pay": dict, "corporation": str, "project": str,
    "milestone": str, "award": str, "preludes": list, "colony": str, "track_bonus": int,
}
ANSWER_TYPES: dict[str, type] = {"space": str, "card": str, "cards": list, "player": str, "amount": int,
                                 "skip": bool, "pay": dict, "colony": str}
# "option" is checked against the values offered (messages.offered), which may be ints or names


def _check(key: str, value: Any, kind: type) -> None:
    if type(value) is not kind:
        raise IllegalAction(M.BAD_TYPE, key=key)
    if kind is dict:
        for k, n in value.items() if isinstance(value, dict) else ():
            if type(k) is not str or type(n) is not int or not 0 <= n <= MAX_COUNT:
                raise IllegalAction(M.BAD_PAYMENT)
    elif kind is list:
        if isinstance(value, list) and not all(type(v) is str for v in value):
            raise IllegalAction(M.CARD_LIST_EXPECTED, key=key)
    elif isinstance(value, int) and not 0 <= value <= MAX_COUNT:  # (a bool, 0 or 1, is always in range)
        raise IllegalAction(M.BAD_TYPE, key=key)


def check_step(step: Any) -> None:
    """Raise IllegalAction unless every known key of the step has its one type."""
    if type(step) is not dict:
        raise IllegalAction(M.STEP_NOT_OBJECT)
    if "do" not in step and "answer" not in step:
        raise IllegalAction(M.STEP_NEEDS_DO)
    _check_keys(step, STEP_TYPES, "player")
    if "answer" in step:
        ans = step["answer"]
        if type(ans) is not dict:
            raise IllegalAction(M.ANSWER_NOT_OBJECT)
        _check_keys(ans, ANSWER_TYPES, None)


def _check_keys(d: dict[str, Any], types: dict[str, type], may_be_none: str | None) -> None:
    """Each known key of `d` of its one type (`may_be_none`: a key that may also be None)."""
    for key, value in d.items():  # the usual step: a few keys that fit, strings seen at a glance
        kind = types.get(key)
        if kind is None or (kind is str and type(value) is str) or (value is None and key == may_be_none):
            continue
        try:
            _check(key, value, kind)
        except IllegalAction:  # a wrong key: report the first in the table's order, as always
            for key, kind in types.items():
                if key in d and not (key == may_be_none and d[key] is None):
                    _check(key, d[key], kind)
            raise
