"""Tests for bayeslab._validate: the argument checks shared by the core modules.

Each message is matched in full (``re.escape``): the modules' own tests and the pages
show these texts to students, so a change of wording must fail here.
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
    INT,
    INT_OR_FLOAT,
    check_choice,
    check_count,
    check_counts,
    check_generator,
    check_integer,
    check_nonnegative,
    check_positive,
    check_positive_array,
    check_probability,
    check_real_array,
    first_entry,
)


def raises(message: str):
    """``pytest.raises(ValueError)`` matching ``message`` exactly."""
    return pytest.raises(ValueError, match="^" + re.escape(message) + "$")


# ------------------------------------------------------------------ check_choice
LOSSES = ("squared", "absolute", "zero-one")


@pytest.mark.parametrize("value", ["squared", np.str_("absolute"), "zero-one"])
def test_choice_accepts_members_and_returns_them(value):
    assert check_choice("loss", value, LOSSES) is value


@pytest.mark.parametrize("value", ["hinge", "Squared", "", None, 1, True, ["squared"], b"squared",
                                   np.array("squared")])
def test_choice_rejects_others(value):
    with raises(f"`loss` must be one of 'squared', 'absolute', 'zero-one'; got {value!r}"):
        check_choice("loss", value, LOSSES)


def test_choice_rule_replaces_the_listed_choices():
    with raises("`sampling` must be 'strong' or 'weak'; got 'medium'"):
        check_choice("sampling", "medium", ("strong", "weak"), rule="'strong' or 'weak'")
    estimates = ("mle", "map", "mean")
    with raises("`estimate` must be one of ('mle', 'map', 'mean'); got 'median'"):
        check_choice("estimate", "median", estimates, rule=f"one of {estimates}", strings_only=False)


def test_choice_membership_only_without_strings_only():
    # A 0-d string array equals its text: accepted by membership, rejected as not a str.
    value = np.array("weak")
    assert check_choice("sampling", value, ("strong", "weak"), strings_only=False) is value
    with raises("`sampling` must be one of 'strong', 'weak'; got array('weak', dtype='<U4')"):
        check_choice("sampling", value, ("strong", "weak"))
    with raises("`sampling` must be one of 'strong', 'weak'; got None"):
        check_choice("sampling", None, ("strong", "weak"), strings_only=False)


# ------------------------------------------------------------------ check_integer
@pytest.mark.parametrize("value", [2, 7, np.int64(2), np.uint8(200), np.int8(3)])
def test_integer_accepts_integers_at_or_above_minimum(value):
    result = check_integer("n_points", value, minimum=2)
    assert result == int(value) and type(result) is int


@pytest.mark.parametrize("value", [True, False, np.True_, 2.0, np.float64(3.0), "3", None, [2],
                                   np.array(3), Fraction(4), math.nan, math.inf])
def test_integer_rejects_non_integers(value):
    with raises(f"`n` must be an integer >= 1; got {value!r}"):
        check_integer("n", value, minimum=1)


@pytest.mark.parametrize("value", [0, -1, np.int64(-5)])
def test_integer_rejects_values_below_minimum(value):
    with raises(f"`n` must be an integer >= 1; got {value!r}"):
        check_integer("n", value, minimum=1)


def test_integer_default_minimum_is_zero():
    assert check_integer("n", 0) == 0
    with raises("`n` must be an integer >= 0; got -1"):
        check_integer("n", -1)


def test_integer_short_range_rule_words_only_the_bound():
    with raises("`max_points` must be >= 2; got 1"):
        check_integer("max_points", 1, minimum=2, short_range_rule=True)
    with raises("`max_points` must be an integer >= 2; got 2.5"):
        check_integer("max_points", 2.5, minimum=2, short_range_rule=True)


def test_integer_types_restricts_the_classes():
    class Whole(int):
        pass

    assert check_integer("k", Whole(3), minimum=1, types=INT) == 3
    assert check_integer("k", np.int16(3), minimum=1, types=INT) == 3
    with raises("`k` must be an integer >= 1; got 3.0"):
        check_integer("k", 3.0, minimum=1, types=INT)


# ------------------------------------------------------------------ check_positive
@pytest.mark.parametrize("value", [1e-300, 0.5, 2, np.float64(3.5), np.float32(0.25), np.int64(4),
                                   Fraction(1, 2)])
def test_positive_accepts_finite_positive_numbers(value):
    result = check_positive("sigma", value)
    assert result == float(value) and type(result) is float


@pytest.mark.parametrize("value", [True, False, np.True_, "10", None, [1.0], np.array(1.0), 1 + 0j])
def test_positive_rejects_non_numbers_as_passed(value):
    with raises(f"`sigma` must be a finite number > 0; got {value!r}"):
        check_positive("sigma", value)


@pytest.mark.parametrize(
    ("value", "shown"),
    [(0, "0.0"), (-0.0, "-0.0"), (-1, "-1.0"), (np.float64(-2.5), "-2.5"), (math.nan, "nan"),
     (math.inf, "inf"), (-math.inf, "-inf"), (np.int64(-3), "-3.0")],
)
def test_positive_rejects_bad_numbers_shown_as_float(value, shown):
    with raises(f"`sigma` must be a finite number > 0; got {shown}"):
        check_positive("sigma", value)


def test_positive_allow_zero():
    assert check_positive("weight", 0, allow_zero=True) == 0.0
    assert check_positive("weight", 0.001, allow_zero=True) == 0.001
    for value, shown in ((-0.001, "-0.001"), (math.nan, "nan"), (math.inf, "inf")):
        with raises(f"`weight` must be a finite number >= 0; got {shown}"):
            check_positive("weight", value, allow_zero=True)
    with raises("`weight` must be a finite number >= 0; got '0.1'"):
        check_positive("weight", "0.1", allow_zero=True)


def test_positive_types_excludes_other_numbers():
    assert check_positive("sigma", np.float16(2.0), types=INT_OR_FLOAT) == 2.0
    with raises("`sigma` must be a finite number > 0; got Fraction(1, 2)"):
        check_positive("sigma", Fraction(1, 2), types=INT_OR_FLOAT)


@pytest.mark.parametrize(
    ("value", "expected"),
    [(2, 2.0), ("2.5", 2.5), (True, 1.0), (np.array(3.0), 3.0), (np.float64(0.5), 0.5), (Fraction(1, 4), 0.25)],
)
def test_positive_convert_accepts_what_float_converts(value, expected):
    assert check_positive("a", value, convert=True) == expected


@pytest.mark.parametrize("value", [0, -1, -0.5, np.float64(-1.0), math.nan, math.inf, False, "abc",
                                   "nan", None, [2], np.array([2.0])])
def test_positive_convert_shows_the_value_as_passed(value):
    with raises(f"`a` must be a finite number > 0; got {value!r}"):
        check_positive("a", value, convert=True)


@given(st.floats(min_value=5e-324, allow_infinity=False, allow_nan=False))
def test_positive_returns_any_positive_float_unchanged(x):
    assert check_positive("a", x) == x
    assert check_positive("a", x, convert=True) == x


# ------------------------------------------------------------------ check_nonnegative
@pytest.mark.parametrize("value", [0, 0.0, 1, 2.5, np.float64(0.5), np.int64(3), Fraction(3, 2)])
def test_nonnegative_accepts(value):
    assert check_nonnegative("alpha", value) == float(value)


@pytest.mark.parametrize("value", [True, np.False_, "1", None, (1.0, 2.0), np.array(1.0)])
def test_nonnegative_rejects_non_numbers(value):
    with raises(f"`alpha` must be a real number >= 0; got {value!r}"):
        check_nonnegative("alpha", value)


@pytest.mark.parametrize(("value", "shown"), [(-1, "-1.0"), (-0.5, "-0.5"), (math.nan, "nan"),
                                              (math.inf, "inf"), (np.float64(-math.inf), "-inf")])
def test_nonnegative_rejects_bad_numbers(value, shown):
    with raises(f"`beta` must be finite and >= 0; got {shown}"):
        check_nonnegative("beta", value)


# ------------------------------------------------------------------ check_probability
@pytest.mark.parametrize("value", [0, 0.0, 0.3, 1, 1.0, np.float64(0.5), np.float32(0.25), np.int64(1),
                                   Fraction(1, 3)])
def test_probability_accepts_closed_unit_interval(value):
    result = check_probability("theta", value)
    assert result == float(value) and type(result) is float


@pytest.mark.parametrize("value", [True, False, np.True_, "0.5", None, [0.5], np.array(0.5)])
def test_probability_rejects_non_numbers(value):
    with raises(f"`theta` must be a number in [0, 1]; got {value!r}"):
        check_probability("theta", value)


@pytest.mark.parametrize(("value", "shown"), [(-0.1, "-0.1"), (1.5, "1.5"), (2, "2.0"), (math.nan, "nan"),
                                              (math.inf, "inf"), (np.float64(-1), "-1.0")])
def test_probability_rejects_numbers_outside(value, shown):
    with raises(f"`theta` must be in [0, 1]; got {shown}"):
        check_probability("theta", value)


def test_probability_open_interval_excludes_the_ends():
    assert check_probability("mass", 0.95, open_interval=True) == 0.95
    for value, shown in ((0, "0.0"), (1, "1.0"), (1.2, "1.2"), (math.nan, "nan")):
        with raises(f"`mass` must be in (0, 1); got {shown}"):
            check_probability("mass", value, open_interval=True)
    with raises("`mass` must be a number in (0, 1); got True"):
        check_probability("mass", True, open_interval=True)


def test_probability_types_excludes_other_numbers():
    assert check_probability("rule_weight", np.float64(0.5), open_interval=True, types=INT_OR_FLOAT) == 0.5
    with raises("`rule_weight` must be a number in (0, 1); got Fraction(1, 2)"):
        check_probability("rule_weight", Fraction(1, 2), open_interval=True, types=INT_OR_FLOAT)


def test_probability_convert_one_message_with_the_value_as_passed():
    assert check_probability("theta", "0.25", convert=True) == 0.25
    assert check_probability("theta", True, convert=True) == 1.0
    for value in (1.5, 2, -1, math.nan, np.float64(1.5), "x", None, [0.5]):
        with raises(f"`theta` must be a number in [0, 1]; got {value!r}"):
            check_probability("theta", value, convert=True)


# ------------------------------------------------------------------ check_generator
def test_generator():
    rng = np.random.default_rng(0)
    assert check_generator("rng", rng) is rng
    for value, type_name in ((0, "int"), (None, "NoneType"), (np.random.RandomState(0), "RandomState")):
        with raises(f"`rng` must be a numpy.random.Generator; got {type_name}"):
            check_generator("rng", value)
    with raises("`rng` must be a numpy.random.Generator; got 0"):
        check_generator("rng", 0, show_repr=True)


# ------------------------------------------------------------------ check_positive_array
def test_positive_array_returns_float_or_array():
    assert check_positive_array("a", 2) == 2.0 and type(check_positive_array("a", 2)) is float
    assert check_positive_array("a", np.float64(0.5)) == 0.5
    assert type(check_positive_array("a", np.array(3))) is float
    out = check_positive_array("a", [[1, 2], [0.5, 4]])
    assert out.dtype == np.float64 and out.shape == (2, 2)
    np.testing.assert_array_equal(out, [[1.0, 2.0], [0.5, 4.0]])


@pytest.mark.parametrize("value", [True, np.True_, "2", None, [True, False], np.array([1.0, 2.0], dtype=object),
                                   1 + 0j, Fraction(1, 2)])
def test_positive_array_rejects_non_numbers(value):
    with raises(f"`a` must be a finite number > 0; got {value!r}"):
        check_positive_array("a", value)


@pytest.mark.parametrize(("value", "shown"), [(0, "0.0"), (-1, "-1.0"), (math.nan, "nan"), (math.inf, "inf"),
                                              ([1.0, -2.0, -3.0], "-2.0"), (np.array([2, 0]), "0.0")])
def test_positive_array_names_the_first_bad_entry(value, shown):
    with raises(f"`b` must be finite and > 0; got {shown}"):
        check_positive_array("b", value)


# ------------------------------------------------------------------ check_count
def test_count_returns_int_or_int64_array():
    assert check_count("heads", 3) == 3 and type(check_count("heads", 3)) is int
    assert type(check_count("heads", np.int64(3))) is int
    assert check_count("heads", 3.0) == 3 and type(check_count("heads", np.float64(2.0))) is int
    out = check_count("heads", [0, 2.0, 5])
    assert out.dtype == np.int64
    np.testing.assert_array_equal(out, [0, 2, 5])


@pytest.mark.parametrize("value", [True, np.False_, "3", None, [True, False], [1, "a"], 1 + 0j])
def test_count_rejects_non_numbers(value):
    with raises(f"`heads` must be a non-negative integer; got {value!r}"):
        check_count("heads", value)


@pytest.mark.parametrize(("value", "shown"), [(1.5, "1.5"), (math.nan, "nan"), (math.inf, "inf"),
                                              ([1.0, 2.5, math.nan], "2.5"), (np.float64(-0.5), "-0.5")])
def test_count_rejects_fractions_and_non_finite(value, shown):
    with raises(f"`heads` must be a non-negative integer; got {shown}"):
        check_count("heads", value)


@pytest.mark.parametrize(("value", "shown"), [(-1, "-1"), (np.int64(-2), "-2"), (-3.0, "-3.0"),
                                              ([1, -2, -3], "-2")])
def test_count_rejects_negatives(value, shown):
    with raises(f"`tails` must be >= 0; got {shown}"):
        check_count("tails", value)


# ------------------------------------------------------------------ check_counts
def test_counts_returns_int64_array_of_the_same_shape():
    scalar = check_counts("n", 10)
    assert scalar.shape == () and scalar.dtype == np.int64 and scalar == 10
    np.testing.assert_array_equal(check_counts("n", [[0, 2.0], [3, 4]]), [[0, 2], [3, 4]])
    # Converted with float: numeric strings and NumPy bool scalars pass (the estimators' contract).
    assert check_counts("n", "3") == 3
    assert check_counts("n", np.True_) == 1


@pytest.mark.parametrize("value", [True, False, np.array([True, False]), "abc", [1, "a"]])
def test_counts_rejects_bools_and_non_numbers(value):
    with raises(f"`n` must be non-negative integers; got {value!r}"):
        check_counts("n", value)


@pytest.mark.parametrize("value", [None, Fraction(1, 2)])
def test_counts_rejects_objects_that_float_converts(value):
    with raises(f"`n` must be non-negative integers; got {value!r}"):
        check_counts("n", value)


@pytest.mark.parametrize(("value", "shown"), [(-1, "-1"), (2.5, "2.5"), (math.nan, "nan"), (math.inf, "inf"),
                                              ([10, -3, -4], "-3"), ([1, 2.5], "2.5"), (np.int64(-7), "-7")])
def test_counts_names_the_first_bad_entry(value, shown):
    with raises(f"`n` must be non-negative integers; got {shown}"):
        check_counts("n", value)


def test_first_entry():
    assert first_entry([0.5, 1.2, 2.0], np.array([False, True, True])) == 1.2
    assert first_entry(np.float64(-1.5), np.array(True)) == -1.5
    assert type(first_entry(np.array([3, -4]), np.array([False, True]))) is int


@given(st.lists(st.integers(min_value=0, max_value=2**53), max_size=20))
def test_count_and_counts_round_trip_non_negative_integers(values):
    np.testing.assert_array_equal(check_count("n", np.array(values, dtype=np.int64)), values)
    np.testing.assert_array_equal(check_counts("n", values), values)


# ------------------------------------------------------------------ check_real_array
def test_real_array_allows_infinities_and_any_shape():
    out = check_real_array("theta", [-1.0, 0.5, math.inf])
    assert out.dtype == np.float64
    np.testing.assert_array_equal(out, [-1.0, 0.5, math.inf])
    assert check_real_array("theta", 3).shape == ()


def test_real_array_rejections():
    with raises("`theta` must be a number; got True"):
        check_real_array("theta", True)
    with raises("`theta` must be a number; got np.False_"):
        check_real_array("theta", np.False_)
    with raises("`theta` must be a number or an array of numbers; got 'x'"):
        check_real_array("theta", "x")
    for value in (math.nan, [0.5, math.nan], np.full((2, 2), np.nan)):
        with raises("`theta` must not contain NaN; got nan"):
            check_real_array("theta", value)
