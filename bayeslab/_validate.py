r"""Argument checks of the core: one message contract.

Every public function of ``bayeslab`` checks its arguments where they come in and
raises ``ValueError`` naming the parameter, the rule and the value received
(STYLE.md, *Errors*)::

    `a` must be a finite number > 0; got -1

One rule is stated per parameter, as keywords (the way scikit-learn's
``_parameter_constraints`` read), and the message is built from it:

=====================  ============================================  ===========================
check                  what passes                                    returns
=====================  ============================================  ===========================
:func:`check_number`   one real number within the stated bounds       ``float`` (``int`` if
                                                                      ``integer=True``)
:func:`check_numbers`  a number or an array of them, each within      ``float``/``int`` or ndarray
                       the bounds (the first bad entry is named)
:func:`check_choice`   one of a few strings                           the string
:func:`check_generator` a ``numpy.random.Generator``                  the generator
=====================  ============================================  ===========================

What counts as a number: any :class:`numbers.Real` (Python and NumPy ints and floats,
``fractions.Fraction``) and 0-d numeric arrays, never ``bool`` and never a string
(``"2"`` is text a page should have converted). Finite unless the bounds are open to
infinity on purpose (``finite=False``). ``integer=True`` also accepts a float with a
whole value (``3.0``), as counts read from a file often are.

Module-private: the names here are not part of the public API.
"""

from __future__ import annotations

import math
import numbers
from dataclasses import dataclass
from typing import Any, Sequence

import numpy as np

__all__ = [
    "ArgumentError",
    "Rule",
    "check_choice",
    "check_generator",
    "check_number",
    "check_numbers",
    "rule_text",
]


@dataclass(frozen=True)
class Rule:
    """What an argument must be, as data: a page words it in the student's language."""

    #: "number", "integer", "choice" or "generator".
    kind: str
    low: float | None = None
    high: float | None = None
    low_open: bool = False
    high_open: bool = False
    finite: bool = True
    #: The allowed strings of a "choice".
    choices: tuple[str, ...] = ()

    def __str__(self) -> str:
        if self.kind == "choice":
            return "one of " + ", ".join(map(repr, self.choices))
        if self.kind == "generator":
            return "a numpy.random.Generator (np.random.default_rng(seed))"
        return rule_text(low=self.low, high=self.high, low_open=self.low_open, high_open=self.high_open,
                         integer=self.kind == "integer", finite=self.finite)


class ArgumentError(ValueError):
    """A ``ValueError`` that also carries its parts: parameter, rule, value (and index).

    ``str(err)`` is the English message ("`a` must be a finite number > 0; got -1");
    the attributes let a page say the same in another language.
    """

    def __init__(self, name: str, rule: Rule, value: Any, index: Any = None) -> None:
        self.name, self.rule, self.value, self.index = name, rule, value, index
        where = "" if index is None else f" at index {index}"
        super().__init__(f"`{name}` must be {rule}; got {value!r}{where}")


def rule_text(
    *,
    low: float | None = None,
    high: float | None = None,
    low_open: bool = False,
    high_open: bool = False,
    integer: bool = False,
    finite: bool = True,
) -> str:
    """The rule of a bounded number, in the words every message uses.

    >>> rule_text(low=0, low_open=True)
    'a finite number > 0'
    >>> rule_text(low=0, high=1)
    'a number in [0, 1]'
    >>> rule_text(low=0, high=1, low_open=True, high_open=True)
    'a number in (0, 1)'
    >>> rule_text(low=2, integer=True)
    'an integer >= 2'
    >>> rule_text(high=1)
    'a finite number <= 1'
    """
    kind = "an integer" if integer else ("a finite number" if finite else "a number")
    if low is not None and high is not None:
        kind = "an integer" if integer else "a number"
        return f"{kind} in {'(' if low_open else '['}{_show(low)}, {_show(high)}{')' if high_open else ']'}"
    if low is not None:
        return f"{kind} {'>' if low_open else '>='} {_show(low)}"
    if high is not None:
        return f"{kind} {'<' if high_open else '<='} {_show(high)}"
    return kind


def _show(bound: float) -> str:
    return str(int(bound)) if float(bound).is_integer() else repr(float(bound))




def _plain(value: Any) -> Any:
    """A NumPy scalar or 0-d array as the Python number it holds (for the message)."""
    if isinstance(value, (np.generic, np.ndarray)) and np.ndim(value) == 0:
        return value.item()
    return value


def _is_number(value: Any) -> bool:
    if isinstance(value, (bool, np.bool_, str, bytes)):
        return False
    if isinstance(value, np.ndarray):
        return value.ndim == 0 and value.dtype.kind in "iuf"
    return isinstance(value, numbers.Real)


def _inside(x: np.ndarray, low, high, low_open, high_open, integer, finite) -> np.ndarray:
    """Entries of the float array ``x`` that obey the rule (nan never does)."""
    ok = ~np.isnan(x)
    if finite:
        ok &= np.isfinite(x)
    if integer:
        ok &= np.isfinite(x) & (x == np.round(x))
    if low is not None:
        ok &= (x > low) if low_open else (x >= low)
    if high is not None:
        ok &= (x < high) if high_open else (x <= high)
    return ok


def _rule(low, high, low_open, high_open, integer, finite) -> Rule:
    return Rule("integer" if integer else "number", low, high, low_open, high_open, finite)


def check_number(
    name: str,
    value: Any,
    *,
    low: float | None = None,
    high: float | None = None,
    low_open: bool = False,
    high_open: bool = False,
    integer: bool = False,
    finite: bool = True,
) -> float | int:
    """Return one real number that obeys the rule, as ``float`` (``int`` if ``integer``).

    Parameters
    ----------
    name : str
        The parameter's name, for the message.
    value : object
        The argument.
    low, high : float, optional
        Bounds; ``low_open`` / ``high_open`` exclude them.
    integer : bool, default False
        Require a whole number (``3`` or ``3.0``).
    finite : bool, default True
        Reject ±inf (nan is always rejected).

    Raises
    ------
    ArgumentError
        A ``ValueError``: "`name` must be <rule>; got <value>".

    Examples
    --------
    >>> check_number("sigma", 10, low=0, low_open=True)
    10.0
    >>> check_number("sigma", -1, low=0, low_open=True)
    Traceback (most recent call last):
    ...
    bayeslab._validate.ArgumentError: `sigma` must be a finite number > 0; got -1
    >>> check_number("n", True, low=1, integer=True)
    Traceback (most recent call last):
    ...
    bayeslab._validate.ArgumentError: `n` must be an integer >= 1; got True
    >>> check_number("theta", "0.5", low=0, high=1)
    Traceback (most recent call last):
    ...
    bayeslab._validate.ArgumentError: `theta` must be a number in [0, 1]; got '0.5'
    """
    rule = _rule(low, high, low_open, high_open, integer, finite)
    if not _is_number(value):
        raise ArgumentError(name, rule, _plain(value))
    try:
        number = float(value)
    except OverflowError:  # an int too large for a float
        number = math.inf if value > 0 else -math.inf
    if not _inside(np.array(number), low, high, low_open, high_open, integer, finite):
        raise ArgumentError(name, rule, _plain(value))
    return int(number) if integer else number


def check_numbers(
    name: str,
    value: Any,
    *,
    low: float | None = None,
    high: float | None = None,
    low_open: bool = False,
    high_open: bool = False,
    integer: bool = False,
    finite: bool = True,
) -> float | int | np.ndarray:
    """Return a number or an array of numbers, every entry obeying the rule.

    A scalar (or 0-d array) comes back as ``float`` (``int`` if ``integer``); an array
    as a float64 (int64) ndarray of the same shape. The message names the first entry
    that breaks the rule and its index.

    Examples
    --------
    >>> check_numbers("a", [1, 0.5], low=0, low_open=True)
    array([1. , 0.5])
    >>> check_numbers("heads", 3.0, low=0, integer=True)
    3
    >>> check_numbers("b", [1.0, -2.0], low=0, low_open=True)
    Traceback (most recent call last):
    ...
    bayeslab._validate.ArgumentError: `b` must be a finite number > 0; got -2.0 at index 1
    >>> check_numbers("counts", [1, None], low=0, integer=True)
    Traceback (most recent call last):
    ...
    bayeslab._validate.ArgumentError: `counts` must be an integer >= 0; got None at index 1
    """
    if np.ndim(value) == 0 and not isinstance(value, np.ndarray):
        return check_number(name, value, low=low, high=high, low_open=low_open,
                            high_open=high_open, integer=integer, finite=finite)
    rule = _rule(low, high, low_open, high_open, integer, finite)
    if isinstance(value, (str, bytes)):
        raise ArgumentError(name, rule, value)
    raw = value if isinstance(value, np.ndarray) else np.asarray(value, dtype=object)
    if raw.ndim == 0:
        return check_number(name, raw, low=low, high=high, low_open=low_open,
                            high_open=high_open, integer=integer, finite=finite)

    def position(flat_index: int):
        return flat_index if raw.ndim == 1 else tuple(int(i) for i in np.unravel_index(flat_index, raw.shape))

    if raw.dtype.kind not in "iuf":
        for index, entry in enumerate(raw.reshape(-1)):
            if not _is_number(entry):
                raise ArgumentError(name, rule, _plain(entry), position(index))
    x = raw.astype(float)
    ok = _inside(x, low, high, low_open, high_open, integer, finite)
    if not ok.all():
        index = int(np.flatnonzero(~ok.reshape(-1))[0])
        raise ArgumentError(name, rule, _plain(raw.reshape(-1)[index]), position(index))
    return x.astype(np.int64) if integer else x


def check_choice(name: str, value: Any, choices: Sequence[str]) -> str:
    """Return ``value`` if it is one of the strings ``choices``.

    >>> check_choice("loss", "squared", ("squared", "absolute"))
    'squared'
    >>> check_choice("loss", "hinge", ("squared", "absolute"))
    Traceback (most recent call last):
    ...
    bayeslab._validate.ArgumentError: `loss` must be one of 'squared', 'absolute'; got 'hinge'
    """
    if not isinstance(value, str) or value not in choices:
        raise ArgumentError(name, Rule("choice", choices=tuple(choices)), _plain(value))
    return value


def check_generator(name: str, value: Any) -> np.random.Generator:
    """Return ``value`` if it is a ``numpy.random.Generator``.

    >>> check_generator("rng", 0)
    Traceback (most recent call last):
    ...
    bayeslab._validate.ArgumentError: `rng` must be a numpy.random.Generator (np.random.default_rng(seed)); got 0
    """
    if not isinstance(value, np.random.Generator):
        raise ArgumentError(name, Rule("generator"), value)
    return value
