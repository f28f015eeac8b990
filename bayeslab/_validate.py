r"""Argument checks shared by the core modules.

Every public function of ``bayeslab`` validates its arguments where they come in and
raises ``ValueError`` naming the parameter, the rule and the value received, e.g.
"`a` must be a finite number > 0; got -1" (STYLE.md, *Errors*). The checks live
here, once; the modules call them with their own parameter names.

The modules' contracts were written one model at a time and differ in details that
callers can see (which types count as a number, how a message is worded). The
helpers keep each contract, selected by keyword, rather than merging them:

================================  ==============================================================
helper                            rule (and who uses it)
================================  ==============================================================
:func:`check_choice`              one of a few strings (estimator, loss, estimate, sampling)
:func:`check_integer`             a scalar integer >= a minimum (``n_points``, ``k``, ``n``, …)
:func:`check_positive`            a finite scalar > 0, or >= 0 (``sigma``, ``a``, ``strength``)
:func:`check_nonnegative`         a finite scalar >= 0 (Naive Bayes pseudo-counts)
:func:`check_probability`         a scalar in [0, 1] or (0, 1) (``theta``, ``mass``, …)
:func:`check_positive_array`      finite numbers > 0, scalar or array (Beta ``a``, ``b``)
:func:`check_count`               non-negative integers, scalar or array (coin counts)
:func:`check_counts`              non-negative integers as an int64 array (estimators' counts)
:func:`check_real_array`          numbers without NaN, scalar or array (θ of a density)
:func:`check_generator`           a ``numpy.random.Generator``
================================  ==============================================================

Two switches recur:

* ``types`` — which classes count as a number. The default is :class:`numbers.Real`
  (or :class:`numbers.Integral`); the number game accepts only Python and NumPy ints
  and floats (:data:`INT_OR_FLOAT`, :data:`INT`). ``bool`` and ``numpy.bool_`` are never
  numbers here.
* ``convert=True`` — the estimators' contract: anything ``float()`` converts is
  accepted (including ``True``, numeric strings and 0-d arrays), and every failure
  gets the same message showing the value as passed.

Module-private: the names here are not part of the public API.
"""

from __future__ import annotations

import math
import numbers
from typing import Any, Callable, Sequence

import numpy as np

#: Python and NumPy ints and floats: what the number game accepts as a real number.
INT_OR_FLOAT = (int, float, np.integer, np.floating)

#: Python and NumPy ints: what the number game accepts as an integer.
INT = (int, np.integer)


def _is_bool(value: Any) -> bool:
    return isinstance(value, (bool, np.bool_))


def _error(name: str, rule: str, value: Any) -> ValueError:
    """The house message: "`name` must be <rule>; got <value!r>"."""
    return ValueError(f"`{name}` must be {rule}; got {value!r}")


# --------------------------------------------------------------------------- scalars


def check_choice(
    name: str,
    value: Any,
    choices: Sequence[str],
    *,
    rule: str | None = None,
    strings_only: bool = True,
) -> Any:
    """Return ``value`` if it is one of ``choices``.

    Parameters
    ----------
    name : str
        Parameter name, for the message.
    value : object
        The argument.
    choices : sequence of str
        The allowed values.
    rule : str, optional
        What the message says ``value`` must be; default ``"one of 'a', 'b'"`` built
        from ``choices``.
    strings_only : bool, default True
        Require a ``str``. With ``False`` membership alone decides (``value in
        choices``), so an object equal to a choice, such as a 0-d NumPy string array,
        passes (the Naive Bayes ``estimate`` and number game ``sampling`` contracts).

    Returns
    -------
    object
        ``value`` itself.

    Raises
    ------
    ValueError
        "`name` must be <rule>; got <value!r>".

    Examples
    --------
    >>> check_choice("loss", "squared", ("squared", "absolute"))
    'squared'
    >>> check_choice("loss", "hinge", ("squared", "absolute"))
    Traceback (most recent call last):
    ...
    ValueError: `loss` must be one of 'squared', 'absolute'; got 'hinge'
    >>> check_choice("sampling", "medium", ("strong", "weak"), rule="'strong' or 'weak'")
    Traceback (most recent call last):
    ...
    ValueError: `sampling` must be 'strong' or 'weak'; got 'medium'
    """
    if rule is None:
        rule = "one of " + ", ".join(map(repr, choices))
    if (strings_only and not isinstance(value, str)) or value not in choices:
        raise _error(name, rule, value)
    return value


def check_integer(
    name: str,
    value: Any,
    *,
    minimum: int = 0,
    types: type | tuple[type, ...] = numbers.Integral,
    short_range_rule: bool = False,
) -> int:
    """Return a scalar integer ``>= minimum`` as an ``int``.

    Integral floats such as ``3.0`` are rejected: a count of grid points or of rows is
    typed as an integer.

    Parameters
    ----------
    name : str
        Parameter name, for the message.
    value : object
        The argument.
    minimum : int, default 0
        Smallest allowed value.
    types : type or tuple of type, default numbers.Integral
        The classes accepted as integers (``bool`` and ``numpy.bool_`` never are).
    short_range_rule : bool, default False
        Word the message for an integer below ``minimum`` as ">= minimum" instead of
        "an integer >= minimum" (``beta_binomial``'s wording).

    Returns
    -------
    int

    Raises
    ------
    ValueError
        "`name` must be an integer >= minimum; got <value!r>".

    Examples
    --------
    >>> check_integer("n_points", 1001, minimum=2)
    1001
    >>> check_integer("n_points", 1, minimum=2)
    Traceback (most recent call last):
    ...
    ValueError: `n_points` must be an integer >= 2; got 1
    >>> check_integer("n", True, minimum=1)
    Traceback (most recent call last):
    ...
    ValueError: `n` must be an integer >= 1; got True
    >>> check_integer("max_points", 1, minimum=2, short_range_rule=True)
    Traceback (most recent call last):
    ...
    ValueError: `max_points` must be >= 2; got 1
    """
    rule = f"an integer >= {minimum}"
    if _is_bool(value) or not isinstance(value, types):
        raise _error(name, rule, value)
    if value < minimum:
        raise _error(name, f">= {minimum}" if short_range_rule else rule, value)
    return int(value)


def _check_real(
    name: str,
    value: Any,
    inside: Callable[[float], bool],
    rule: str,
    range_rule: str,
    types: type | tuple[type, ...],
    convert: bool,
) -> float:
    """A real scalar as a ``float`` if ``inside(float(value))``; the shared core.

    Strict (``convert=False``): anything but a non-bool instance of ``types`` gets
    ``rule``; a number outside gets ``range_rule`` with the number as a float.
    ``convert=True``: anything ``float()`` converts is tried, and every failure gets
    ``rule`` with the value as passed.
    """
    if convert:
        try:
            number = float(value)
        except (TypeError, ValueError):
            raise _error(name, rule, value) from None
        if not inside(number):
            raise _error(name, rule, value)
        return number
    if _is_bool(value) or not isinstance(value, types):
        raise _error(name, rule, value)
    number = float(value)
    if not inside(number):
        raise _error(name, range_rule, number)
    return number


def check_positive(
    name: str,
    value: Any,
    *,
    allow_zero: bool = False,
    convert: bool = False,
    types: type | tuple[type, ...] = numbers.Real,
) -> float:
    """Return a finite real scalar ``> 0`` (or ``>= 0``) as a ``float``.

    Parameters
    ----------
    name : str
        Parameter name, for the message.
    value : object
        The argument.
    allow_zero : bool, default False
        Accept 0 (the rule becomes ">= 0").
    convert : bool, default False
        Accept anything ``float()`` converts (``True``, ``"2"``, a 0-d array) and show
        a rejected value as passed; otherwise only non-bool instances of ``types``,
        and a rejected number is shown as a float.
    types : type or tuple of type, default numbers.Real
        The classes accepted as numbers when ``convert`` is False.

    Returns
    -------
    float

    Raises
    ------
    ValueError
        "`name` must be a finite number > 0; got <value>" (">= 0" with ``allow_zero``),
        for a value of another type, nan, ±inf, a negative number, or 0 unless allowed.

    Examples
    --------
    >>> check_positive("sigma", 10)
    10.0
    >>> check_positive("sigma", -1)
    Traceback (most recent call last):
    ...
    ValueError: `sigma` must be a finite number > 0; got -1.0
    >>> check_positive("weight", 0, allow_zero=True)
    0.0
    >>> check_positive("a", -1, convert=True)  # shown as passed
    Traceback (most recent call last):
    ...
    ValueError: `a` must be a finite number > 0; got -1
    >>> check_positive("a", "2", convert=True)
    2.0
    """
    rule = f"a finite number {'>= 0' if allow_zero else '> 0'}"

    def inside(x: float) -> bool:
        return math.isfinite(x) and (x >= 0 if allow_zero else x > 0)

    return _check_real(name, value, inside, rule, rule, types, convert)


def check_nonnegative(name: str, value: Any) -> float:
    """Return a finite real scalar ``>= 0`` as a ``float`` (Naive Bayes pseudo-counts).

    The rule of ``check_positive(name, value, allow_zero=True)``, in the wording of the
    Naive Bayes models: "a real number >= 0" for a value that is not a number,
    "finite and >= 0" for a number that breaks the rule.

    Parameters
    ----------
    name : str
        Parameter name, for the message.
    value : object
        The argument: a non-bool :class:`numbers.Real`.

    Returns
    -------
    float

    Raises
    ------
    ValueError
        "`name` must be a real number >= 0; got <value!r>", or "`name` must be finite
        and >= 0; got <float>" for nan, ±inf or a negative number.

    Examples
    --------
    >>> check_nonnegative("alpha", 0)
    0.0
    >>> check_nonnegative("alpha", "1")
    Traceback (most recent call last):
    ...
    ValueError: `alpha` must be a real number >= 0; got '1'
    >>> check_nonnegative("beta", float("nan"))
    Traceback (most recent call last):
    ...
    ValueError: `beta` must be finite and >= 0; got nan
    """

    def inside(x: float) -> bool:
        return math.isfinite(x) and x >= 0

    return _check_real(name, value, inside, "a real number >= 0", "finite and >= 0",
                       numbers.Real, False)


def check_probability(
    name: str,
    value: Any,
    *,
    open_interval: bool = False,
    convert: bool = False,
    types: type | tuple[type, ...] = numbers.Real,
) -> float:
    """Return a real scalar in [0, 1] (or in (0, 1)) as a ``float``.

    Parameters
    ----------
    name : str
        Parameter name, for the message.
    value : object
        The argument.
    open_interval : bool, default False
        Exclude 0 and 1: the interval becomes (0, 1).
    convert : bool, default False
        Accept anything ``float()`` converts, with one message for every failure
        showing the value as passed; otherwise only non-bool instances of ``types``,
        and a number outside is reported as "must be in [0, 1]; got <float>".
    types : type or tuple of type, default numbers.Real
        The classes accepted as numbers when ``convert`` is False.

    Returns
    -------
    float

    Raises
    ------
    ValueError
        "`name` must be a number in [0, 1]; got <value!r>" for a value of another type
        (and, with ``convert``, for any failure); "`name` must be in [0, 1]; got
        <float>" for a number outside, nan included.

    Examples
    --------
    >>> check_probability("theta", 0.3)
    0.3
    >>> check_probability("theta", 1.5)
    Traceback (most recent call last):
    ...
    ValueError: `theta` must be in [0, 1]; got 1.5
    >>> check_probability("mass", 1, open_interval=True)
    Traceback (most recent call last):
    ...
    ValueError: `mass` must be in (0, 1); got 1.0
    >>> check_probability("theta", True)
    Traceback (most recent call last):
    ...
    ValueError: `theta` must be a number in [0, 1]; got True
    >>> check_probability("theta", 2, convert=True)
    Traceback (most recent call last):
    ...
    ValueError: `theta` must be a number in [0, 1]; got 2
    """
    interval = "(0, 1)" if open_interval else "[0, 1]"

    def inside(x: float) -> bool:
        return 0.0 < x < 1.0 if open_interval else 0.0 <= x <= 1.0  # both reject nan

    return _check_real(name, value, inside, f"a number in {interval}", f"in {interval}",
                       types, convert)


def check_generator(name: str, value: Any, *, show_repr: bool = False) -> np.random.Generator:
    """Return ``value`` if it is a ``numpy.random.Generator``.

    Parameters
    ----------
    name : str
        Parameter name, for the message.
    value : object
        The argument.
    show_repr : bool, default False
        Show the rejected value's ``repr`` in the message instead of its type's name.

    Returns
    -------
    numpy.random.Generator
        ``value`` itself.

    Raises
    ------
    ValueError
        "`name` must be a numpy.random.Generator; got <type name>" (or ``<value!r>``).

    Examples
    --------
    >>> rng = np.random.default_rng(0)
    >>> check_generator("rng", rng) is rng
    True
    >>> check_generator("rng", 0)
    Traceback (most recent call last):
    ...
    ValueError: `rng` must be a numpy.random.Generator; got int
    >>> check_generator("rng", 0, show_repr=True)
    Traceback (most recent call last):
    ...
    ValueError: `rng` must be a numpy.random.Generator; got 0
    """
    if not isinstance(value, np.random.Generator):
        shown = repr(value) if show_repr else type(value).__name__
        raise ValueError(f"`{name}` must be a numpy.random.Generator; got {shown}")
    return value


# --------------------------------------------------------------------------- arrays


def check_positive_array(name: str, value: Any) -> float | np.ndarray:
    """Return finite numbers ``> 0``: a ``float``, or a float ndarray of the same shape.

    Parameters
    ----------
    name : str
        Parameter name, for the message.
    value : float or array_like of float
        The argument: integers or floats (not bools, strings or objects).

    Returns
    -------
    float or ndarray
        A ``float`` for a scalar (or 0-d array), else a float64 ndarray.

    Raises
    ------
    ValueError
        "`name` must be a finite number > 0; got <value!r>" for a bool or a value that
        is not numeric; "`name` must be finite and > 0; got <float>" naming the first
        entry that is nan, ±inf, 0 or negative.

    Examples
    --------
    >>> check_positive_array("a", 2)
    2.0
    >>> check_positive_array("a", [1, 0.5])
    array([1. , 0.5])
    >>> check_positive_array("b", [1.0, -2.0])
    Traceback (most recent call last):
    ...
    ValueError: `b` must be finite and > 0; got -2.0
    >>> check_positive_array("a", "2")
    Traceback (most recent call last):
    ...
    ValueError: `a` must be a finite number > 0; got '2'
    """
    if _is_bool(value):
        raise _error(name, "a finite number > 0", value)
    try:
        arr = np.asarray(value, dtype=float)
    except (TypeError, ValueError):
        raise _error(name, "a finite number > 0", value) from None
    if arr.dtype == bool or np.asarray(value).dtype.kind not in "iuf":
        raise _error(name, "a finite number > 0", value)
    bad = ~(np.isfinite(arr) & (arr > 0))
    if np.any(bad):
        got = arr if arr.ndim == 0 else arr[bad].flat[0]
        raise _error(name, "finite and > 0", float(got))
    return float(arr) if arr.ndim == 0 else arr


def check_count(name: str, value: Any) -> int | np.ndarray:
    """Return non-negative integer counts: an ``int``, or an int64 ndarray.

    Integral floats (``3.0``) are accepted; bools, strings and other non-numeric
    values are not.

    Parameters
    ----------
    name : str
        Parameter name, for the message.
    value : int or array_like of int
        The argument.

    Returns
    -------
    int or ndarray of int64
        An ``int`` for a scalar (or 0-d array), else an int64 ndarray of the same shape.

    Raises
    ------
    ValueError
        "`name` must be a non-negative integer; got <value>" for a value that is not
        numeric or a float that is not a whole number (the first such entry);
        "`name` must be >= 0; got <value>" naming the first negative entry.

    See Also
    --------
    check_counts : the estimators' contract, which converts with ``float``.

    Examples
    --------
    >>> check_count("heads", 3.0)
    3
    >>> check_count("heads", [1, 2])
    array([1, 2])
    >>> check_count("tails", -1)
    Traceback (most recent call last):
    ...
    ValueError: `tails` must be >= 0; got -1
    >>> check_count("tails", 1.5)
    Traceback (most recent call last):
    ...
    ValueError: `tails` must be a non-negative integer; got 1.5
    """
    rule = "a non-negative integer"
    if _is_bool(value):
        raise _error(name, rule, value)
    arr = np.asarray(value)
    if arr.dtype.kind not in "iuf":
        raise _error(name, rule, value)
    if arr.dtype.kind == "f":
        whole = np.isfinite(arr) & (arr == np.round(arr))
        if not np.all(whole):
            bad = arr[~whole] if arr.ndim else arr
            raise _error(name, rule, float(np.ravel(bad)[0]))
    if np.any(arr < 0):
        got = arr if arr.ndim == 0 else arr[arr < 0].flat[0]
        raise _error(name, ">= 0", got.item())
    if arr.ndim == 0:
        return int(arr)
    return arr.astype(np.int64)


def check_counts(name: str, value: Any) -> np.ndarray:
    """Return non-negative integer counts as an int64 ndarray (0-d for a scalar).

    The estimators' contract: the value is converted with
    ``numpy.asarray(value, dtype=float)``, so integral floats and numeric strings are
    accepted; a Python ``bool`` and a boolean ndarray are rejected.

    Parameters
    ----------
    name : str
        Parameter name, for the message.
    value : int or array_like of int
        The argument.

    Returns
    -------
    ndarray of int64
        Same shape as ``value``.

    Raises
    ------
    ValueError
        "`name` must be non-negative integers; got <value>", showing the whole value
        if it cannot be converted, else its first entry that is nan, ±inf, negative or
        not whole.

    See Also
    --------
    check_count : the coin model's contract (scalar in, ``int`` out).

    Examples
    --------
    >>> check_counts("n", [10, 20.0])
    array([10, 20])
    >>> check_counts("n", [10, -3])
    Traceback (most recent call last):
    ...
    ValueError: `n` must be non-negative integers; got -3
    """
    rule = "non-negative integers"
    if isinstance(value, bool) or (isinstance(value, np.ndarray) and value.dtype == bool):
        raise _error(name, rule, value)
    try:
        array = np.asarray(value, dtype=float)
    except (TypeError, ValueError):
        raise _error(name, rule, value) from None
    bad = ~np.isfinite(array) | (array < 0) | (array != np.floor(array))
    if np.any(bad):
        raise _error(name, rule, first_entry(value, bad))
    return array.astype(np.int64)


def first_entry(value: Any, where: np.ndarray) -> Any:
    """The first entry of ``value`` where ``where`` is True, as a Python scalar.

    Parameters
    ----------
    value : scalar or array_like
        The argument as passed.
    where : ndarray of bool
        Mask of the offending entries, of the shape of ``value`` (ignored for a scalar).

    Returns
    -------
    object
        A Python scalar, for an error message.

    Examples
    --------
    >>> first_entry([0.5, 1.2, 2.0], np.array([False, True, True]))
    1.2
    """
    offending = np.asarray(value)[where] if np.ndim(value) else np.asarray(value)
    entry = offending.flat[0]
    # NumPy scalars become Python numbers; objects NumPy kept as they are (None,
    # Fraction) are shown as passed.
    return entry.item() if isinstance(entry, np.generic) else entry


def check_real_array(name: str, value: Any) -> np.ndarray:
    """Return numbers as a float ndarray; NaN is rejected, ±inf is allowed.

    Parameters
    ----------
    name : str
        Parameter name, for the message.
    value : float or array_like of float
        The argument.

    Returns
    -------
    ndarray of float64
        Same shape as ``value`` (0-d for a scalar).

    Raises
    ------
    ValueError
        "`name` must be a number; got <value!r>" for a bool; "`name` must be a number
        or an array of numbers; got <value!r>" for a value that does not convert to
        float; "`name` must not contain NaN; got nan".

    Examples
    --------
    >>> check_real_array("theta", [0.0, 0.5, 2.0])
    array([0. , 0.5, 2. ])
    >>> check_real_array("theta", [0.5, float("nan")])
    Traceback (most recent call last):
    ...
    ValueError: `theta` must not contain NaN; got nan
    """
    if _is_bool(value):
        raise _error(name, "a number", value)
    try:
        arr = np.asarray(value, dtype=float)
    except (TypeError, ValueError):
        raise _error(name, "a number or an array of numbers", value) from None
    if np.isnan(arr).any():
        raise ValueError(f"`{name}` must not contain NaN; got nan")
    return arr
