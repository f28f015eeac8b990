"""Tests for bayeslab._validate: one message contract for every argument check.

Each message is matched in full: the core's messages reach students (pages show them,
translated from the error's parts), so a change of wording must fail here.
"""

from __future__ import annotations

import math
import re
from fractions import Fraction

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

from bayeslab._validate import (
    ArgumentError,
    Rule,
    check_choice,
    check_generator,
    check_number,
    check_numbers,
    rule_text,
)


def raises(message: str):
    """``pytest.raises(ValueError)`` matching ``message`` exactly."""
    return pytest.raises(ValueError, match="^" + re.escape(message) + "$")


# ------------------------------------------------------------------ the rule in words

@pytest.mark.parametrize(
    ("bounds", "words"),
    [
        ({}, "a finite number"),
        ({"finite": False}, "a number"),
        ({"low": 0}, "a finite number >= 0"),
        ({"low": 0, "low_open": True}, "a finite number > 0"),
        ({"high": 1}, "a finite number <= 1"),
        ({"high": 0.5, "high_open": True}, "a finite number < 0.5"),
        ({"low": 0, "high": 1}, "a number in [0, 1]"),
        ({"low": 0, "high": 0.5, "low_open": True}, "a number in (0, 0.5]"),
        ({"low": 0, "high": 1, "low_open": True, "high_open": True}, "a number in (0, 1)"),
        ({"low": 2, "integer": True}, "an integer >= 2"),
        ({"low": 1, "high": 100, "integer": True}, "an integer in [1, 100]"),
    ],
)
def test_rule_text(bounds, words):
    assert rule_text(**bounds) == words


# ------------------------------------------------------------------ check_number

@pytest.mark.parametrize("value", [2, 2.5, np.float32(2.5), np.int64(3), Fraction(1, 3), np.array(0.25)])
def test_numbers_of_every_real_type_pass(value):
    assert check_number("x", value, low=0) == pytest.approx(float(value))


@pytest.mark.parametrize(
    ("value", "shown"),
    [(True, "True"), (np.bool_(False), "False"), ("2", "'2'"), (None, "None"), ([1.0], "[1.0]"),
     (b"1", "b'1'"), (1 + 2j, "(1+2j)")],
)
def test_what_is_not_a_number_is_named_as_passed(value, shown):
    with raises(f"`x` must be a finite number >= 0; got {shown}"):
        check_number("x", value, low=0)


@pytest.mark.parametrize(
    ("value", "shown"),
    [(-1, "-1"), (-0.5, "-0.5"), (math.nan, "nan"), (math.inf, "inf"), (np.float64(-2.0), "-2.0"),
     (np.array(-3), "-3"), (10**400, str(10**400))],
)
def test_a_number_outside_is_named_as_a_python_number(value, shown):
    with raises(f"`a` must be a finite number > 0; got {shown}"):
        check_number("a", value, low=0, low_open=True)


def test_infinity_passes_only_when_allowed():
    assert check_number("theta", math.inf, finite=False) == math.inf
    with raises("`theta` must be a number; got nan"):
        check_number("theta", math.nan, finite=False)


def test_bounds_open_and_closed():
    assert check_number("p", 0, low=0, high=1) == 0.0
    assert check_number("p", 1, low=0, high=1) == 1.0
    with raises("`mass` must be a number in (0, 1); got 1"):
        check_number("mass", 1, low=0, high=1, low_open=True, high_open=True)
    with raises("`mass` must be a number in (0, 1); got 0.0"):
        check_number("mass", 0.0, low=0, high=1, low_open=True, high_open=True)


def test_integers_accept_whole_floats_and_return_int():
    value = check_number("n", 3.0, low=1, integer=True)
    assert value == 3 and isinstance(value, int)
    with raises("`n` must be an integer >= 1; got 2.5"):
        check_number("n", 2.5, low=1, integer=True)
    with raises("`n` must be an integer >= 1; got 0"):
        check_number("n", 0, low=1, integer=True)
    with raises("`n` must be an integer >= 1; got inf"):
        check_number("n", math.inf, low=1, integer=True)


def test_the_error_carries_its_parts():
    with pytest.raises(ArgumentError) as caught:
        check_number("sigma", -2, low=0, low_open=True)
    err = caught.value
    assert (err.name, err.value, err.index) == ("sigma", -2, None)
    assert err.rule == Rule("number", low=0, low_open=True)
    assert str(err.rule) == "a finite number > 0"
    assert isinstance(err, ValueError)


# ------------------------------------------------------------------ check_numbers

def test_arrays_keep_their_shape_and_scalars_stay_scalars():
    out = check_numbers("a", [[1, 2], [3, 4]], low=0, low_open=True)
    assert out.shape == (2, 2) and out.dtype == np.float64
    counts = check_numbers("counts", [1.0, 2.0], low=0, integer=True)
    assert counts.dtype == np.int64 and counts.tolist() == [1, 2]
    assert check_numbers("a", 2, low=0) == 2.0
    assert check_numbers("a", np.array(2), low=0) == 2.0


@pytest.mark.parametrize(
    ("value", "message"),
    [
        ([1, -1, -2], "`counts` must be an integer >= 0; got -1 at index 1"),
        ([1, 2.5], "`counts` must be an integer >= 0; got 2.5 at index 1"),
        ([1, None], "`counts` must be an integer >= 0; got None at index 1"),
        ([1, Fraction(1, 2)], "`counts` must be an integer >= 0; got Fraction(1, 2) at index 1"),
        ([[1, 2], [3, -4]], "`counts` must be an integer >= 0; got -4 at index (1, 1)"),
        (np.array([0, 1, np.nan]), "`counts` must be an integer >= 0; got nan at index 2"),
        (np.array([True, False]), "`counts` must be an integer >= 0; got True at index 0"),
        ("12", "`counts` must be an integer >= 0; got '12'"),
    ],
)
def test_the_first_bad_entry_is_named_with_its_index(value, message):
    with raises(message):
        check_numbers("counts", value, low=0, integer=True)


@given(st.lists(st.floats(min_value=0, max_value=1e6), min_size=1, max_size=20))
def test_valid_arrays_pass_unchanged(values):
    np.testing.assert_array_equal(check_numbers("x", values, low=0), np.asarray(values, dtype=float))


@given(st.lists(st.floats(allow_nan=True, allow_infinity=True), min_size=1, max_size=20))
def test_an_array_passes_exactly_when_every_entry_would(values):
    def one_passes(v):
        try:
            check_number("x", v, low=0)
            return True
        except ValueError:
            return False

    expected = all(one_passes(v) for v in values)
    try:
        check_numbers("x", values, low=0)
        passed = True
    except ValueError:
        passed = False
    assert passed == expected


# ------------------------------------------------------------------ choices and generators

def test_choice():
    assert check_choice("loss", "absolute", ("squared", "absolute")) == "absolute"
    with raises("`loss` must be one of 'squared', 'absolute'; got 'hinge'"):
        check_choice("loss", "hinge", ("squared", "absolute"))
    with raises("`loss` must be one of 'squared', 'absolute'; got 1"):
        check_choice("loss", 1, ("squared", "absolute"))
    with raises("`loss` must be one of 'squared', 'absolute'; got 'squared'"):
        check_choice("loss", np.array("squared"), ("squared", "absolute"))


def test_generator():
    rng = np.random.default_rng(0)
    assert check_generator("rng", rng) is rng
    with raises("`rng` must be a numpy.random.Generator (np.random.default_rng(seed)); got 0"):
        check_generator("rng", 0)
    with raises("`rng` must be a numpy.random.Generator (np.random.default_rng(seed)); got None"):
        check_generator("rng", None)
