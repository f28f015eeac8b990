"""Tests for ``bayeslab.bayes_rule``: textbook numbers, exact fractions, limits, properties, errors."""

from __future__ import annotations

import math
from fractions import Fraction

import numpy as np
import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from bayeslab.bayes_rule import (
    PRIOR_SUM_TOLERANCE,
    evidence,
    posterior,
)

SETTINGS = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def as_fraction(x: float) -> Fraction:
    """The decimal a person typed (0.004 is 4/1000, not the nearest binary float)."""
    return Fraction(repr(float(x)))


# --------------------------------------------------------------------------- textbook values
# MLaPP (Murphy 2012) section 2.2.3.1, medical diagnosis: mammogram sensitivity
# p(x=1 | y=1) = 0.8, prior p(y=1) = 0.004, false-positive rate p(x=1 | y=0) = 0.1.
# By hand: p(+) = 0.8 * 0.004 + 0.1 * 0.996 = 0.0032 + 0.0996 = 0.1028, and
# p(y=1 | +) = 0.0032 / 0.1028 = 8/257 = 0.03112... (printed 0.031; the issue quotes 0.0311).
MAMMOGRAM_P_POSITIVE = Fraction(1028, 10_000)
MAMMOGRAM_POSTERIOR = Fraction(8, 257)
# Eddy (1982) as rounded by Gigerenzer & Hoffrage (1995): prevalence 1 %, sensitivity 80 %,
# false-positive rate 9.6 %. By hand: 0.008 / (0.008 + 0.99 * 0.096) = 0.008 / 0.10304 = 25/322
# = 0.07763... (the issue quotes 0.0776).
EDDY_P_POSITIVE = Fraction(10_304, 100_000)
EDDY_POSTERIOR = Fraction(25, 322)


def test_hand_fractions_are_the_book_numbers():
    # The fractions above, recomputed from the book's inputs with exact arithmetic.
    sens, prior, fpr = Fraction("0.8"), Fraction("0.004"), Fraction("0.1")
    assert sens * prior + fpr * (1 - prior) == MAMMOGRAM_P_POSITIVE
    assert sens * prior / MAMMOGRAM_P_POSITIVE == MAMMOGRAM_POSTERIOR
    sens, prior, fpr = Fraction("0.8"), Fraction("0.01"), Fraction("0.096")
    assert sens * prior + fpr * (1 - prior) == EDDY_P_POSITIVE
    assert sens * prior / EDDY_P_POSITIVE == EDDY_POSTERIOR


def test_posterior_mammogram_mlapp_2_2_3_1():
    result = posterior([0.004, 0.996], [0.8, 0.1])
    assert result[0] == pytest.approx(float(MAMMOGRAM_POSTERIOR), rel=1e-14)
    assert result[1] == pytest.approx(float(1 - MAMMOGRAM_POSTERIOR), rel=1e-14)
    assert round(result[0], 4) == 0.0311  # the printed digits
    assert round(result[0], 3) == 0.031  # MLaPP prints 0.031


def test_evidence_mammogram_mlapp_2_2_3_1():
    p_positive = evidence([0.004, 0.996], [0.8, 0.1])
    assert isinstance(p_positive, float)
    assert p_positive == pytest.approx(float(MAMMOGRAM_P_POSITIVE), rel=1e-14)
    assert round(p_positive, 4) == 0.1028


def test_posterior_eddy_1982():
    result = posterior([0.01, 0.99], [0.8, 0.096])
    assert result[0] == pytest.approx(float(EDDY_POSTERIOR), rel=1e-14)
    assert round(result[0], 4) == 0.0776
    assert evidence([0.01, 0.99], [0.8, 0.096]) == pytest.approx(float(EDDY_P_POSITIVE), rel=1e-14)


def test_posterior_of_every_observation_at_once():
    # Columns: positive, negative. p(cancer | -) = 0.004 * 0.2 / (0.004 * 0.2 + 0.996 * 0.9)
    # = 0.0008 / 0.8972 = 2/2243 by hand.
    result = posterior([0.004, 0.996], [[0.8, 0.2], [0.1, 0.9]])
    assert result.shape == (2, 2)
    assert result[0, 0] == pytest.approx(float(MAMMOGRAM_POSTERIOR), rel=1e-14)
    assert result[0, 1] == pytest.approx(float(Fraction(2, 2243)), rel=1e-14)
    np.testing.assert_allclose(result.sum(axis=0), 1.0, rtol=0, atol=1e-15)
    p_x = evidence([0.004, 0.996], [[0.8, 0.2], [0.1, 0.9]])
    assert p_x.shape == (2,)
    np.testing.assert_allclose(p_x, [0.1028, 0.8972], rtol=1e-14)
    assert p_x.sum() == pytest.approx(1.0, abs=1e-15)  # the two results exhaust the possibilities


def test_three_classes_by_hand():
    # p(c) = (1/2, 1/3, 1/6), p(x | c) = (1/10, 3/10, 6/10):
    # joint = (1/20, 1/10, 1/10), p(x) = 1/4, posterior = (1/5, 2/5, 2/5).
    result = posterior([1 / 2, 1 / 3, 1 / 6], [0.1, 0.3, 0.6])
    np.testing.assert_allclose(result, [0.2, 0.4, 0.4], rtol=1e-14)
    assert evidence([1 / 2, 1 / 3, 1 / 6], [0.1, 0.3, 0.6]) == pytest.approx(0.25, rel=1e-14)


# --------------------------------------------------------------------------- zeros and extremes


def test_zero_likelihood_gives_zero_not_nan():
    result = posterior([0.5, 0.3, 0.2], [0.0, 0.5, 0.5])
    assert result[0] == 0.0
    np.testing.assert_allclose(result, [0.0, 0.6, 0.4], rtol=1e-14)
    table = posterior([0.5, 0.5], [[0.0, 1.0], [1.0, 0.0]])
    np.testing.assert_array_equal(table, [[0.0, 1.0], [1.0, 0.0]])


def test_zero_prior_class_stays_at_zero():
    result = posterior([0.0, 1.0], [1.0, 1e-12])
    np.testing.assert_array_equal(result, [0.0, 1.0])


def test_single_class_is_certain():
    np.testing.assert_array_equal(posterior([1.0], [[0.3, 0.7]]), [[1.0, 1.0]])


def test_log_space_survives_underflow_of_the_joint():
    # Joint of class 0: 1e-200 * 1e-200 = 1e-400 (below the smallest double), class 1:
    # about 1e-250. By hand the posterior of class 0 is 1e-400 / 1e-250 = 1e-150; a product
    # in linear space would give 0.
    result = posterior([1e-200, 1 - 1e-200], [1e-200, 1e-250])
    assert result[0] == pytest.approx(1e-150, rel=1e-12)
    assert result[1] == 1.0


def test_densities_above_one_are_accepted():
    # Continuous x (seed 001, "Variáveis Contínuas"): densities 2.0 and 0.5, equal priors.
    np.testing.assert_allclose(posterior([0.5, 0.5], [2.0, 0.5]), [0.8, 0.2], rtol=1e-14)


def test_prior_within_tolerance_is_accepted():
    near = [0.5, 0.5 - PRIOR_SUM_TOLERANCE / 2]
    np.testing.assert_allclose(posterior(near, [1.0, 1.0]).sum(), 1.0, rtol=0, atol=1e-15)
    np.testing.assert_allclose(posterior([1 / 3] * 3, [0.1, 0.2, 0.3]), [1 / 6, 2 / 6, 3 / 6], rtol=1e-14)


# --------------------------------------------------------------------------- properties

weights = st.integers(min_value=0, max_value=20)


@st.composite
def prior_and_likelihood(draw):
    """A prior with rational entries and a (K, M) likelihood of tenths, each column possible."""
    n_classes = draw(st.integers(min_value=1, max_value=5))
    n_observations = draw(st.integers(min_value=1, max_value=4))
    prior_weights = draw(st.lists(weights, min_size=n_classes, max_size=n_classes))
    assume(sum(prior_weights) > 0)
    tenths = draw(st.lists(st.lists(st.integers(0, 10), min_size=n_observations, max_size=n_observations),
                           min_size=n_classes, max_size=n_classes))
    prior = [Fraction(w, sum(prior_weights)) for w in prior_weights]
    likelihood = [[Fraction(t, 10) for t in row] for row in tenths]
    for j in range(n_observations):
        assume(any(prior[c] * likelihood[c][j] > 0 for c in range(n_classes)))
    return prior, likelihood


@SETTINGS
@given(prior_and_likelihood())
def test_posterior_matches_exact_fractions(case):
    prior, likelihood = case
    n_classes, n_observations = len(prior), len(likelihood[0])
    result = posterior([float(p) for p in prior], [[float(v) for v in row] for row in likelihood])
    assert result.shape == (n_classes, n_observations)
    for j in range(n_observations):
        p_x = sum(prior[c] * likelihood[c][j] for c in range(n_classes))
        for c in range(n_classes):
            exact = prior[c] * likelihood[c][j] / p_x
            if exact == 0:
                assert result[c, j] == 0.0
            else:
                assert result[c, j] == pytest.approx(float(exact), rel=1e-12)
        p_x_float = evidence([float(p) for p in prior], [float(v) for v in np.array(likelihood)[:, j]])
        assert p_x_float == pytest.approx(float(p_x), rel=1e-12)


@SETTINGS
@given(st.integers(1, 8), st.integers(1, 5), st.integers(0, 2**32 - 1))
def test_posterior_sums_to_one_over_classes(n_classes, n_observations, seed):
    rng = np.random.default_rng(seed)
    prior = rng.dirichlet(np.full(n_classes, 0.5))
    likelihood = rng.uniform(size=(n_classes, n_observations)) * (rng.uniform(size=(n_classes, 1)) > 0.3)
    likelihood[np.argmax(prior)] += 1e-3  # every column possible under the most probable class
    result = posterior(prior, likelihood)
    assert not np.isnan(result).any()
    assert (result >= 0).all()
    np.testing.assert_allclose(result.sum(axis=0), 1.0, rtol=0, atol=1e-12)


# --------------------------------------------------------------------------- errors


@pytest.mark.parametrize("prior, match", [
    ([0.5, 0.4], r"`prior` must sum to 1 \(within 1e-09\); got sum 0.9"),
    ([0.6, 0.6, -0.2], r"`prior` must be a number in \[0, 1\]; got -0.2 at index 2"),
    ([1.5, -0.5], r"`prior` must be a number in \[0, 1\]; got 1.5 at index 0"),
    ([np.nan, 1.0], r"`prior` must be a number in \[0, 1\]; got nan at index 0"),
    ([[0.5, 0.5]], r"`prior` must be a 1-D array with one probability per class; got shape \(1, 2\)"),
    ([], r"`prior` must be a 1-D array .*; got shape \(0,\)"),
    (1.0, r"`prior` must be a 1-D array .*; got shape \(\)"),
    (["0.5", "0.5"], r"`prior` must be a number in \[0, 1\]; got '0.5' at index 0"),
])
@pytest.mark.parametrize("function", [posterior, evidence])
def test_bad_prior(function, prior, match):
    with pytest.raises(ValueError, match=match):
        function(prior, [0.5] * max(1, np.size(prior)))


@pytest.mark.parametrize("likelihood, match", [
    ([-0.1, 0.5], r"`likelihood` must be a finite number >= 0; got -0.1 at index 0"),
    ([np.inf, 0.5], r"`likelihood` must be a finite number >= 0; got inf at index 0"),
    ([0.5, 0.5, 0.5], r"`likelihood` must have shape \(n_classes,\) or \(n_classes, n_observations\) "
                      r"with n_classes = 2, the length of `prior`; got shape \(3,\)"),
    ([[[0.5]], [[0.5]]], r"`likelihood` must have shape .*; got shape \(2, 1, 1\)"),
    (0.5, r"`likelihood` must have shape .*; got shape \(\)"),
])
@pytest.mark.parametrize("function", [posterior, evidence])
def test_bad_likelihood(function, likelihood, match):
    with pytest.raises(ValueError, match=match):
        function([0.5, 0.5], likelihood)


def test_impossible_observation():
    with pytest.raises(ValueError, match=r"impossible under every class: got p\(x \| c\) = \[0.0, 0.0\] "
                                         r"with p\(c\) = \[0.5, 0.5\]$"):
        posterior([0.5, 0.5], [0.0, 0.0])
    # Possible only under a class the prior rules out.
    with pytest.raises(ValueError, match=r"`likelihood` must leave each observation possible .* "
                                         r"got p\(x \| c\) = \[0.0, 1.0\] with p\(c\) = \[1.0, 0.0\]"):
        posterior([1.0, 0.0], [0.0, 1.0])
    with pytest.raises(ValueError, match=r"\(observation 1, column 1 of `likelihood`\)"):
        posterior([0.5, 0.5], [[0.2, 0.0, 0.1], [0.3, 0.0, 0.0]])
    # The evidence of an impossible observation is an answer: 0.
    assert evidence([0.5, 0.5], [0.0, 0.0]) == 0.0
