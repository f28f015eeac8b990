"""Tests for ``bayeslab.bayes_rule``: textbook numbers, exact fractions, limits, properties, errors."""

from __future__ import annotations

import dataclasses
import math
from fractions import Fraction

import numpy as np
import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from bayeslab.bayes_rule import (
    PRIOR_SUM_TOLERANCE,
    TIE_TOLERANCE,
    DiagnosticTest,
    estimate_from_counts,
    evidence,
    map_classify,
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


# --------------------------------------------------------------------------- diagnostic tests

MAMMOGRAM = DiagnosticTest(prevalence=0.004, sensitivity=0.8, specificity=0.9)  # MLaPP 2.2.3.1
EDDY = DiagnosticTest(prevalence=0.01, sensitivity=0.8, specificity=0.904)  # Eddy 1982, FPR 9.6 %


def test_mammogram_mlapp_2_2_3_1():
    assert MAMMOGRAM.p_positive == pytest.approx(float(MAMMOGRAM_P_POSITIVE), rel=1e-14)
    assert round(MAMMOGRAM.p_positive, 4) == 0.1028
    assert MAMMOGRAM.ppv == pytest.approx(float(MAMMOGRAM_POSTERIOR), rel=1e-14)
    assert round(MAMMOGRAM.ppv, 4) == 0.0311
    # By hand: p(-) = 0.2 * 0.004 + 0.9 * 0.996 = 0.8972; NPV = 0.8964 / 0.8972 = 2241/2243;
    # p(cancer | -) = 0.0008 / 0.8972 = 2/2243; LR+ = 0.8 / 0.1 = 8; LR- = 0.2 / 0.9 = 2/9.
    assert MAMMOGRAM.p_negative == pytest.approx(0.8972, rel=1e-14)
    assert MAMMOGRAM.npv == pytest.approx(float(Fraction(2241, 2243)), rel=1e-14)
    assert MAMMOGRAM.p_condition_given_negative == pytest.approx(float(Fraction(2, 2243)), rel=1e-14)
    assert MAMMOGRAM.likelihood_ratio_positive == pytest.approx(8.0, rel=1e-14)
    assert MAMMOGRAM.likelihood_ratio_negative == pytest.approx(2 / 9, rel=1e-14)
    assert MAMMOGRAM.false_positive_rate == pytest.approx(0.1, rel=1e-14)


def test_eddy_1982():
    assert EDDY.ppv == pytest.approx(float(EDDY_POSTERIOR), rel=1e-14)
    assert round(EDDY.ppv, 4) == 0.0776
    assert EDDY.p_positive == pytest.approx(float(EDDY_P_POSITIVE), rel=1e-14)


def test_diagnostic_test_agrees_with_the_general_rule():
    # The two-class special case of posterior() and evidence().
    likelihood = [[0.8, 0.2], [0.1, 0.9]]
    general = posterior([0.004, 0.996], likelihood)
    assert MAMMOGRAM.ppv == pytest.approx(general[0, 0], rel=1e-13)
    assert MAMMOGRAM.p_condition_given_negative == pytest.approx(general[0, 1], rel=1e-13)
    assert MAMMOGRAM.npv == pytest.approx(general[1, 1], rel=1e-13)


def test_after_one_result_is_the_predictive_value():
    assert MAMMOGRAM.after("+").posterior == pytest.approx(MAMMOGRAM.ppv, rel=1e-13)
    assert MAMMOGRAM.after("-").posterior == pytest.approx(MAMMOGRAM.p_condition_given_negative, rel=1e-13)
    assert MAMMOGRAM.after("").posterior == 0.004


def test_after_step_by_step_by_hand():
    # Odds by hand: prior 4/996; after "+" x8 = 32/996; after "-" x2/9 = 64/8964; after "+" x8.
    steps = MAMMOGRAM.after("+-+")
    assert steps.results == "+-+"
    assert steps.n_steps == 3
    odds = [Fraction(4, 996), Fraction(32, 996), Fraction(64, 8964), Fraction(512, 8964)]
    np.testing.assert_allclose(steps.prior_odds, [float(o) for o in odds[:3]], rtol=1e-13)
    np.testing.assert_allclose(steps.likelihood_ratio, [8, 2 / 9, 8], rtol=1e-13)
    np.testing.assert_allclose(steps.posterior_odds, [float(o) for o in odds[1:]], rtol=1e-13)
    probability = [o / (1 + o) for o in odds]
    np.testing.assert_allclose(steps.probability, [float(p) for p in probability[1:]], rtol=1e-13)
    np.testing.assert_allclose(steps.prior_probability, [float(p) for p in probability[:3]], rtol=1e-13)
    assert steps.posterior == pytest.approx(float(Fraction(512, 9476)), rel=1e-13)
    # Odds x likelihood ratio = posterior odds, and each step's posterior is the next one's prior.
    np.testing.assert_allclose(steps.prior_odds * steps.likelihood_ratio, steps.posterior_odds, rtol=1e-13)
    np.testing.assert_array_equal(steps.log_prior_odds[1:], steps.log_posterior_odds[:-1])


def test_after_two_positives_by_hand():
    # (4/996) * 64 = 256/996, p = 256/1252 = 64/313.
    steps = MAMMOGRAM.after("++")
    assert steps.posterior == pytest.approx(float(Fraction(64, 313)), rel=1e-13)
    assert round(steps.probability[0], 4) == 0.0311


def test_after_accepts_sequences_and_the_typographic_minus():
    assert MAMMOGRAM.after(["+", "-"]).results == "+-"
    assert MAMMOGRAM.after("+\u2212").results == "+-"
    assert MAMMOGRAM.after(("+", "\u2212")).posterior == MAMMOGRAM.after("+-").posterior


def test_empty_sequence_has_no_steps():
    steps = MAMMOGRAM.after("")
    for array in (steps.log_prior_odds, steps.likelihood_ratio, steps.posterior_odds, steps.probability,
                  steps.prior_probability):
        assert array.shape == (0,)
    assert steps.posterior == 0.004


def test_second_test_with_other_accuracy():
    # MLaPP's positive mammogram, then a test with sensitivity 0.9 and specificity 0.95 (LR+ 18):
    # odds (8/249) * 18 = 144/249, p = 144/393 = 48/131 by hand.
    first = MAMMOGRAM.update("+")
    assert isinstance(first, DiagnosticTest)
    assert first.prevalence == pytest.approx(float(MAMMOGRAM_POSTERIOR), rel=1e-13)
    assert (first.sensitivity, first.specificity) == (0.8, 0.9)
    second = dataclasses.replace(first, sensitivity=0.9, specificity=0.95)
    assert second.ppv == pytest.approx(float(Fraction(48, 131)), rel=1e-13)
    assert second.after("+").posterior == pytest.approx(float(Fraction(48, 131)), rel=1e-13)


def test_results_are_frozen():
    with pytest.raises(dataclasses.FrozenInstanceError):
        MAMMOGRAM.prevalence = 0.5  # type: ignore[misc]
    steps = MAMMOGRAM.after("+")
    with pytest.raises(ValueError, match="read-only"):
        steps.probability[0] = 0.5


# --------------------------------------------------------------------------- edges and extremes


def test_rare_condition_prevalence_1e_minus_5():
    test = DiagnosticTest(1e-5, 0.8, 0.9)
    # By hand: 0.8e-5 / (0.8e-5 + 0.1 * 0.99999) = 8 / (8 + 99999) = 8/100007.
    assert test.ppv == pytest.approx(float(Fraction(8, 100_007)), rel=1e-12)
    assert test.after("+").posterior == pytest.approx(float(Fraction(8, 100_007)), rel=1e-12)
    # Two positives: odds (1e-5 / 0.99999) * 8 * 8 = 64/99999, p = 64 / (64 + 99999) = 64/100063.
    assert test.after("++").posterior == pytest.approx(float(Fraction(64, 100_063)), rel=1e-12)


def test_specificity_one():
    test = DiagnosticTest(0.01, 0.8, 1.0)
    assert test.likelihood_ratio_positive == math.inf
    assert test.ppv == 1.0  # a positive never happens without the condition
    steps = test.after("+")
    assert steps.likelihood_ratio[0] == math.inf
    assert steps.posterior_odds[0] == math.inf
    assert steps.posterior == 1.0
    # A later negative cannot undo certainty (LR- = 0.2 is finite): still 1.
    assert test.after("+-").posterior == 1.0
    # By hand: p(D | -) = 0.01 * 0.2 / (0.002 + 0.99) = 0.002 / 0.992 = 1/496.
    assert test.after("-").posterior == pytest.approx(1 / 496, rel=1e-13)
    assert test.likelihood_ratio_negative == pytest.approx(0.2, rel=1e-14)


def test_sensitivity_zero():
    test = DiagnosticTest(0.01, 0.0, 0.9)
    assert test.likelihood_ratio_positive == 0.0
    assert test.ppv == 0.0
    assert test.after("+").posterior == 0.0
    assert test.after("+").likelihood_ratio[0] == 0.0
    assert test.likelihood_ratio_negative == pytest.approx(1 / 0.9, rel=1e-14)
    # The negative result: p(D | -) = 0.01 / (0.01 + 0.99 * 0.9) = 0.01 / 0.901 = 10/901.
    assert test.after("-").posterior == pytest.approx(10 / 901, rel=1e-13)


def test_undefined_ratios_and_predictive_values_are_nan():
    # Sensitivity 0 and specificity 1: nobody ever tests positive.
    never_positive = DiagnosticTest(0.3, 0.0, 1.0)
    assert never_positive.p_positive == 0.0
    assert math.isnan(never_positive.likelihood_ratio_positive)
    assert math.isnan(never_positive.ppv)
    assert never_positive.likelihood_ratio_negative == 1.0
    assert never_positive.after("-").posterior == pytest.approx(0.3, rel=1e-14)  # uninformative
    with pytest.raises(ValueError, match=r"first 1 result\(s\) '\+' have probability 0"):
        never_positive.after("+")
    # Sensitivity 1 and specificity 0: nobody ever tests negative.
    never_negative = DiagnosticTest(0.3, 1.0, 0.0)
    assert never_negative.p_negative == 0.0
    assert math.isnan(never_negative.likelihood_ratio_negative)
    assert math.isnan(never_negative.npv)
    assert math.isnan(never_negative.p_condition_given_negative)
    assert never_negative.ppv == pytest.approx(0.3, rel=1e-14)
    # Specificity 0 alone: LR- is infinite.
    assert DiagnosticTest(0.3, 0.5, 0.0).likelihood_ratio_negative == math.inf


def test_perfect_test_contradiction_raises():
    perfect = DiagnosticTest(0.3, 1.0, 1.0)
    assert perfect.after("++").posterior == 1.0
    assert perfect.after("--").posterior == 0.0
    with pytest.raises(ValueError, match=r"`results` must be a sequence that can happen; got '\+\+-', "
                                         r"whose first 3 result\(s\) '\+\+-' have probability 0"):
        perfect.after("++-")


@pytest.mark.parametrize("prevalence, expected", [(0.0, 0.0), (1.0, 1.0)])
def test_certain_prevalence_gives_the_trivial_posterior(prevalence, expected):
    test = DiagnosticTest(prevalence, 0.8, 0.9)
    assert test.ppv == expected
    assert test.p_condition_given_negative == expected
    assert test.after("+-+").posterior == expected
    assert (test.after("++").probability == expected).all()


def test_impossible_result_at_certain_prevalence():
    # Nobody has the condition and the test has no false positives: '+' cannot happen.
    test = DiagnosticTest(0.0, 0.8, 1.0)
    assert math.isnan(test.ppv)
    with pytest.raises(ValueError, match="probability 0 with and without the condition"):
        test.after("-+")


# --------------------------------------------------------------------------- properties

probabilities = st.integers(min_value=0, max_value=1000).map(lambda k: k / 1000)
inner_probabilities = st.integers(min_value=1, max_value=999).map(lambda k: k / 1000)
result_strings = st.text(alphabet="+-", max_size=8)


def exact_posterior(test: DiagnosticTest, results: str) -> Fraction | None:
    """p(D | results) with Fractions; None if the results cannot happen."""
    prevalence, sens, spec = (as_fraction(x) for x in (test.prevalence, test.sensitivity, test.specificity))
    with_condition, without_condition = prevalence, 1 - prevalence
    for symbol in results:
        with_condition *= sens if symbol == "+" else 1 - sens
        without_condition *= 1 - spec if symbol == "+" else spec
    if with_condition + without_condition == 0:
        return None
    return with_condition / (with_condition + without_condition)


@SETTINGS
@given(probabilities, probabilities, probabilities, result_strings)
def test_after_matches_exact_fractions(prevalence, sensitivity, specificity, results):
    test = DiagnosticTest(prevalence, sensitivity, specificity)
    exact = exact_posterior(test, results)
    if exact is None:
        with pytest.raises(ValueError, match="must be a sequence that can happen"):
            test.after(results)
        return
    steps = test.after(results)
    assert steps.posterior == pytest.approx(float(exact), rel=1e-12, abs=1e-300)
    for k in range(len(results)):
        assert steps.probability[k] == pytest.approx(float(exact_posterior(test, results[:k + 1])),
                                                     rel=1e-12, abs=1e-300)


@SETTINGS
@given(probabilities, probabilities, probabilities)
def test_predictive_values_match_exact_fractions(prevalence, sensitivity, specificity):
    test = DiagnosticTest(prevalence, sensitivity, specificity)
    for value, results in ((test.ppv, "+"), (test.p_condition_given_negative, "-")):
        exact = exact_posterior(test, results)
        if exact is None:
            assert math.isnan(value)
        else:
            assert value == pytest.approx(float(exact), rel=1e-12, abs=1e-300)
    if not math.isnan(test.npv):
        assert test.npv + test.p_condition_given_negative == pytest.approx(1.0, abs=1e-15)
    assert test.p_positive + test.p_negative == pytest.approx(1.0, abs=1e-15)


@SETTINGS
@given(probabilities, probabilities, probabilities, result_strings, st.randoms(use_true_random=False))
def test_order_of_results_does_not_matter(prevalence, sensitivity, specificity, results, random):
    test = DiagnosticTest(prevalence, sensitivity, specificity)
    shuffled = "".join(random.sample(results, len(results)))
    try:
        expected = test.after(results).posterior
    except ValueError:
        with pytest.raises(ValueError, match="must be a sequence that can happen"):
            test.after(shuffled)
        return
    assert test.after(shuffled).posterior == pytest.approx(expected, rel=1e-12, abs=1e-15)


@SETTINGS
@given(inner_probabilities, inner_probabilities, inner_probabilities, inner_probabilities,
       inner_probabilities, st.sampled_from("+-"), st.sampled_from("+-"))
def test_two_different_tests_in_either_order(prevalence, sens_a, spec_a, sens_b, spec_b, result_a, result_b):
    a = DiagnosticTest(prevalence, sens_a, spec_a)
    b = DiagnosticTest(prevalence, sens_b, spec_b)
    a_then_b = dataclasses.replace(a.update(result_a), sensitivity=sens_b, specificity=spec_b).after(result_b)
    b_then_a = dataclasses.replace(b.update(result_b), sensitivity=sens_a, specificity=spec_a).after(result_a)
    assert a_then_b.posterior == pytest.approx(b_then_a.posterior, rel=1e-12, abs=1e-15)


@SETTINGS
@given(st.sampled_from([0.0, 1.0]), probabilities, probabilities, result_strings)
def test_certain_prevalence_stays_certain(prevalence, sensitivity, specificity, results):
    test = DiagnosticTest(prevalence, sensitivity, specificity)
    try:
        steps = test.after(results)
    except ValueError:
        return  # a sequence that cannot happen (checked against fractions above)
    assert (steps.probability == prevalence).all()
    assert steps.posterior == prevalence


# --------------------------------------------------------------------------- errors


@pytest.mark.parametrize("name", ["prevalence", "sensitivity", "specificity"])
@pytest.mark.parametrize("value, shown", [(-0.1, "-0.1"), (1.5, "1.5"), (math.nan, "nan"),
                                          (True, "True"), ("0.5", "'0.5'")])
def test_diagnostic_test_arguments(name, value, shown):
    arguments = {"prevalence": 0.5, "sensitivity": 0.5, "specificity": 0.5, name: value}
    with pytest.raises(ValueError, match=rf"^`{name}` must be a number in \[0, 1\]; got {shown}$"):
        DiagnosticTest(**arguments)
    with pytest.raises(ValueError, match=rf"`{name}` must be a number in \[0, 1\]"):
        dataclasses.replace(MAMMOGRAM, **{name: value})


@pytest.mark.parametrize("results, match", [
    ("+x", r"`results` must be a string \(or sequence\) of test results '\+' and '-'; got 'x' at index 1 of '\+x'"),
    ("++ ", r"got ' ' at index 2"),
    (["+", "--"], r"got '--' at index 1"),
    (["+", 1], r"got 1 at index 1"),
    (None, r"`results` must be a string .*; got None"),
    (1, r"`results` must be a string .*; got 1"),
])
def test_bad_results(results, match):
    with pytest.raises(ValueError, match=match):
        MAMMOGRAM.after(results)
    with pytest.raises(ValueError, match=match):
        MAMMOGRAM.update(results)


# --------------------------------------------------------------------------- natural frequencies


def test_natural_frequencies_mammogram_10000():
    # By hand: 10,000 x 0.004 = 40 with cancer; 40 x 0.8 = 32 test positive, 8 negative;
    # 9,960 without, 9,960 x 0.1 = 996 false positives, 8,964 true negatives (no rounding needed).
    table = MAMMOGRAM.natural_frequencies(10_000)
    np.testing.assert_array_equal(table.counts, [[32, 8], [996, 8964]])
    np.testing.assert_allclose(table.expected, [[32, 8], [996, 8964]], rtol=1e-14)
    assert (table.true_positives, table.false_negatives, table.false_positives, table.true_negatives) == (
        32, 8, 996, 8964)
    assert (table.with_condition, table.without_condition, table.positives, table.negatives) == (
        40, 9960, 1028, 8972)
    assert table.ppv == pytest.approx(float(MAMMOGRAM_POSTERIOR), rel=1e-14)  # 32/1028 = 8/257
    assert table.exact_ppv == MAMMOGRAM.ppv
    assert table.npv == pytest.approx(float(Fraction(8964, 8972)), rel=1e-14)
    assert table.ppv_agrees(1) and table.ppv_agrees(4, percent=False)


def test_natural_frequencies_mammogram_1000_shows_the_rounding():
    # By hand: 4 with cancer (3.2 -> 3 positive, 1 negative); 996 without (99.6 -> 100 false
    # positives, 896). PPV of the counts 3/103 = 2.9 %, exact 8/257 = 3.1 %: they disagree.
    table = MAMMOGRAM.natural_frequencies(1000)
    np.testing.assert_array_equal(table.counts, [[3, 1], [100, 896]])
    np.testing.assert_allclose(table.expected, [[3.2, 0.8], [99.6, 896.4]], rtol=1e-14)
    assert table.ppv == 3 / 103
    assert format(table.ppv, ".1%") == "2.9%" and format(table.exact_ppv, ".1%") == "3.1%"
    assert not table.ppv_agrees(1)
    assert table.ppv_agrees(1, percent=False)  # 0.0 vs 0.0


def test_natural_frequencies_eddy_1000():
    # By hand: 10 with cancer, 8 positive, 2 negative; 990 without, 990 x 0.096 = 95.04 -> 95
    # false positives, 895 true negatives. PPV of the counts 8/103 = 7.767 %, exact 25/322 = 7.764 %.
    table = EDDY.natural_frequencies(1000)
    np.testing.assert_array_equal(table.counts, [[8, 2], [95, 895]])
    assert table.ppv == 8 / 103
    assert table.ppv_agrees(1)  # 7.8 % and 7.8 %
    assert not table.ppv_agrees(2)  # 7.77 % and 7.76 %


def test_natural_frequencies_rare_condition():
    test = DiagnosticTest(1e-5, 0.8, 0.9)
    # 1,000 x 1e-5 = 0.01 -> nobody with the condition; 100 false positives, PPV of counts 0.
    small = test.natural_frequencies(1000)
    np.testing.assert_array_equal(small.counts, [[0, 0], [100, 900]])
    assert small.ppv == 0.0
    assert small.ppv_agrees(1)  # 0.0 % and 0.008 % -> 0.0 %
    assert not small.ppv_agrees(3)  # 0.000 % and 0.008 %
    # 100,000 x 1e-5 = 1 person, who tests positive (0.8 -> 1); 99,999 x 0.1 = 9,999.9 -> 10,000.
    large = test.natural_frequencies(100_000)
    np.testing.assert_array_equal(large.counts, [[1, 0], [10_000, 89_999]])


def test_natural_frequencies_halves_round_up_on_the_typed_decimal():
    # 10,000 x 0.00015 = 1.5 people exactly, though the float product is 1.4999999999999998.
    assert 10_000 * 0.00015 < 1.5
    table = DiagnosticTest(0.00015, 0.5, 0.9).natural_frequencies(10_000)
    assert table.with_condition == 2
    # Then 2 x 0.5 = 1 positive; 9,998 x 0.1 = 999.8 -> 1,000 false positives.
    np.testing.assert_array_equal(table.counts, [[1, 1], [1000, 8998]])
    # 100 x 0.145 = 14.5 -> 15; 15 x 0.5 = 7.5 -> 8 positive; 85 x 0.5 = 42.5 -> 43 false positives.
    table = DiagnosticTest(0.145, 0.5, 0.5).natural_frequencies(100)
    np.testing.assert_array_equal(table.counts, [[8, 7], [43, 42]])


def test_natural_frequencies_nobody_positive():
    table = DiagnosticTest(0.0, 0.8, 1.0).natural_frequencies(1000)
    np.testing.assert_array_equal(table.counts, [[0, 0], [0, 1000]])
    assert math.isnan(table.ppv) and math.isnan(table.exact_ppv)
    assert table.ppv_agrees(1)
    table = DiagnosticTest(0.001, 0.8, 1.0).natural_frequencies(100)  # 0.1 person -> 0
    assert table.positives == 0 and math.isnan(table.ppv) and table.exact_ppv == 1.0
    assert not table.ppv_agrees(1)


@SETTINGS
@given(probabilities, probabilities, probabilities, st.integers(min_value=1, max_value=10**7))
def test_natural_frequencies_properties(prevalence, sensitivity, specificity, n):
    test = DiagnosticTest(prevalence, sensitivity, specificity)
    table = test.natural_frequencies(n)
    counts = table.counts
    assert counts.dtype == np.int64 and (counts >= 0).all()
    assert counts.sum() == n
    # Exact expected counts, by hand with fractions.
    p, s, fpr = Fraction(str(prevalence)), Fraction(str(sensitivity)), 1 - Fraction(str(specificity))
    expected = [[n * p * s, n * p * (1 - s)], [n * (1 - p) * fpr, n * (1 - p) * (1 - fpr)]]
    for i in range(2):
        for j in range(2):
            assert abs(counts[i, j] - expected[i][j]) <= 1  # each cell within one person
    assert abs(table.with_condition - n * p) <= Fraction(1, 2)  # first split: nearest integer
    assert abs(table.true_positives - table.with_condition * s) <= Fraction(1, 2)
    assert abs(table.false_positives - table.without_condition * fpr) <= Fraction(1, 2)
    # The PPV beside the counts is the fraction of the counts, to the digits shown.
    positives = int(counts[0, 0] + counts[1, 0])
    if positives == 0:
        assert math.isnan(table.ppv)
    else:
        shown = Fraction(int(counts[0, 0]), positives)
        assert table.ppv == pytest.approx(float(shown), rel=1e-15)
        for digits in (1, 2):
            assert format(table.ppv, f".{digits}%") == format(float(shown), f".{digits}%")
            agrees = format(float(shown), f".{digits}%") == format(test.ppv, f".{digits}%")
            assert table.ppv_agrees(digits) == agrees
        # |PPV(counts) - PPV| <= 1 / (expected positives - 2) when each cell is within one person.
        expected_positives = float(expected[0][0] + expected[1][0])
        if expected_positives > 2:
            assert abs(table.ppv - test.ppv) <= 1 / (expected_positives - 2) + 1e-12


@pytest.mark.parametrize("n, match", [
    (0, r"`n` must be an integer >= 1; got 0"),
    (-5, r"`n` must be an integer >= 1; got -5"),
    (2.5, r"`n` must be an integer >= 1; got 2.5"),
    (True, r"`n` must be an integer >= 1; got True"),
    ("1000", r"`n` must be an integer >= 1; got '1000'"),
])
def test_bad_population(n, match):
    with pytest.raises(ValueError, match=match):
        MAMMOGRAM.natural_frequencies(n)


@pytest.mark.parametrize("decimals", [-1, 1.5, None])
def test_bad_decimals(decimals):
    with pytest.raises(ValueError, match=r"`decimals` must be an integer >= 0"):
        MAMMOGRAM.natural_frequencies(1000).ppv_agrees(decimals)


# --------------------------------------------------------------------------- MAP classifier


def test_map_classify_by_hand():
    # Joint p(c) p(x | c) by hand, columns x = 0..3:
    #   class 0 (0.5): 0.20 0.15 0.10 0.05
    #   class 1 (0.3): 0.03 0.06 0.09 0.12
    #   class 2 (0.2): 0.02 0.02 0.12 0.04
    prior = [0.5, 0.3, 0.2]
    likelihood = [[0.4, 0.3, 0.2, 0.1], [0.1, 0.2, 0.3, 0.4], [0.1, 0.1, 0.6, 0.2]]
    decision = map_classify(prior, likelihood)
    np.testing.assert_array_equal(decision.label, [0, 0, 2, 1])
    np.testing.assert_array_equal(decision.tied, [False] * 4)
    assert decision.winners == ((0,), (0,), (2,), (1,))
    np.testing.assert_array_equal(decision.posterior, posterior(prior, likelihood))
    # Column 2: 0.12 / (0.10 + 0.09 + 0.12) = 12/31.
    assert decision.posterior[2, 2] == pytest.approx(12 / 31, rel=1e-14)


def test_map_classify_reports_ties():
    # Column 2 of this table: 0.5 x 0.2 = 0.2 x 0.5 = 0.10 > 0.3 x 0.3.
    decision = map_classify([0.5, 0.3, 0.2], [[0.4, 0.3, 0.2], [0.1, 0.2, 0.3], [0.1, 0.1, 0.5]])
    np.testing.assert_array_equal(decision.tied, [False, False, True])
    assert decision.winners[2] == (0, 2)
    assert decision.label[2] == 0  # the lowest-numbered winner
    np.testing.assert_array_equal(decision.is_winner[:, 2], [True, False, True])


def test_map_classify_single_observation_gives_scalars():
    decision = map_classify([0.5, 0.3, 0.2], [0.3, 0.5, 0.1])  # 0.15 = 0.15 > 0.02
    assert decision.label == 0 and isinstance(decision.label, int)
    assert decision.tied is True
    assert decision.winners == (0, 1)
    decision = map_classify([0.004, 0.996], [0.8, 0.1])  # the mammogram: "no cancer" still wins
    assert (decision.label, decision.tied, decision.winners) == (1, False, (1,))


def test_map_classify_tie_tolerance_is_relative():
    # Equal on paper, 1 / 3 apart by rounding: 0.1 x 3 vs 0.3 x 1.
    decision = map_classify([0.1, 0.3, 0.6], [3.0, 1.0, 0.0])
    assert 0.1 * 3.0 != 0.3 * 1.0  # the floats differ ...
    assert decision.winners == (0, 1)  # ... but the tie is reported
    near = 1 - TIE_TOLERANCE / 10
    assert map_classify([0.5, 0.5], [1.0, near]).tied
    assert not map_classify([0.5, 0.5], [1.0, 1 - 1e-9]).tied
    # Tiny likelihoods: the tolerance is relative, not absolute.
    assert not map_classify([0.5, 0.5], [1e-300, 0.5e-300]).tied
    assert map_classify([0.5, 0.5], [1e-300, 1e-300]).tied


def test_changing_a_prior_moves_the_decision():
    # One observation with p(x | c) = (0.2, 0.6): class 1 wins while 0.2 p0 < 0.6 (1 - p0),
    # that is p0 < 3/4; at 3/4 they tie; above, class 0 wins.
    likelihood = [0.2, 0.6]
    assert map_classify([0.7, 0.3], likelihood).label == 1
    assert map_classify([0.75, 0.25], likelihood).winners == (0, 1)
    assert map_classify([0.8, 0.2], likelihood).label == 0


@SETTINGS
@given(prior_and_likelihood())
def test_map_classify_matches_exact_argmax(case):
    prior, likelihood = case
    n_classes, n_observations = len(prior), len(likelihood[0])
    decision = map_classify([float(p) for p in prior], [[float(v) for v in row] for row in likelihood])
    for j in range(n_observations):
        joint = [prior[c] * likelihood[c][j] for c in range(n_classes)]
        best = max(joint)
        exact_winners = tuple(c for c in range(n_classes) if joint[c] == best)
        assert decision.winners[j] == exact_winners  # exact ties found, no spurious ones
        assert decision.label[j] == exact_winners[0]
        assert decision.tied[j] == (len(exact_winners) > 1)


def test_map_classify_errors_as_posterior():
    with pytest.raises(ValueError, match=r"`prior` must sum to 1"):
        map_classify([0.5, 0.6], [0.1, 0.1])
    with pytest.raises(ValueError, match=r"`likelihood` must be a finite number >= 0; got -1"):
        map_classify([0.5, 0.5], [[0.1, -1], [0.1, 0.1]])
    with pytest.raises(ValueError, match=r"impossible under every class.*\(observation 1, column 1"):
        map_classify([0.5, 0.5], [[0.1, 0.0], [0.1, 0.0]])


# --------------------------------------------------------------------------- estimates from counts


def test_estimate_from_counts_seed_001():
    # Seed 001: P(c_i) = n_i / n and P(x | c_i) = n_{x|i} / n_i. Ten records: class 0 has 4
    # (3, 1, 0 per value), class 1 has 6 (1, 2, 3).
    estimates = estimate_from_counts([[3, 1, 0], [1, 2, 3]])
    np.testing.assert_allclose(estimates.prior, [0.4, 0.6], rtol=1e-15)
    np.testing.assert_allclose(estimates.likelihood, [[3 / 4, 1 / 4, 0], [1 / 6, 2 / 6, 3 / 6]], rtol=1e-15)
    np.testing.assert_array_equal(estimates.class_counts, [4, 6])
    assert estimates.n_records == 10 and estimates.pseudo_count == 0.0
    # A zero count is a zero likelihood: value 2 rules out class 0.
    assert posterior(estimates.prior, estimates.likelihood)[0, 2] == 0.0


def test_estimate_from_counts_with_pseudo_count():
    # Add one to every cell: [[4, 2, 1], [2, 3, 4]], totals 7 and 9 of 16.
    estimates = estimate_from_counts([[3, 1, 0], [1, 2, 3]], pseudo_count=1)
    np.testing.assert_allclose(estimates.prior, [7 / 16, 9 / 16], rtol=1e-15)
    np.testing.assert_allclose(estimates.likelihood, [[4 / 7, 2 / 7, 1 / 7], [2 / 9, 3 / 9, 4 / 9]], rtol=1e-15)
    np.testing.assert_array_equal(estimates.table, [[3, 1, 0], [1, 2, 3]])  # the data, unsmoothed
    # An empty class is fine once smoothed: uniform likelihood. Smoothed table
    # [[0.5, 0.5], [3.5, 1.5]], class totals 1 and 5 of 6.
    empty = estimate_from_counts([[0, 0], [3, 1]], pseudo_count=0.5)
    np.testing.assert_allclose(empty.likelihood, [[0.5, 0.5], [0.7, 0.3]], rtol=1e-15)
    np.testing.assert_allclose(empty.prior, [1 / 6, 5 / 6], rtol=1e-15)


@SETTINGS
@given(st.integers(1, 4), st.integers(1, 4), st.integers(0, 2**32 - 1))
def test_posterior_from_counts_is_the_column_share(n_classes, n_values, seed):
    # With no pseudo-count, Bayes' rule on the estimates gives p(c | x) = n_xc / n_x: the share of
    # class c among the records with value x (the count version of the theorem).
    rng = np.random.default_rng(seed)
    table = rng.integers(0, 6, size=(n_classes, n_values))
    table[:, 0] += 1  # every class and every value has a record
    table[0, :] += 1
    estimates = estimate_from_counts(table)
    assert estimates.prior.sum() == pytest.approx(1.0, abs=1e-15)
    np.testing.assert_allclose(estimates.likelihood.sum(axis=1), 1.0, rtol=0, atol=1e-15)
    share = table / table.sum(axis=0)
    np.testing.assert_allclose(posterior(estimates.prior, estimates.likelihood), share, rtol=1e-12, atol=1e-15)


def test_estimates_match_scikit_learn():
    # Oracle: CategoricalNB with one feature, records expanded from the table; its alpha smooths the
    # likelihood only, so the prior is the unsmoothed class share there and here with alpha 0.
    naive_bayes = pytest.importorskip("sklearn.naive_bayes")
    table = np.array([[3, 1, 0, 2], [1, 2, 3, 0], [2, 2, 1, 1]])
    labels = np.repeat(np.arange(3), table.sum(axis=1))
    values = np.concatenate([np.repeat(np.arange(4), row) for row in table])
    model = naive_bayes.CategoricalNB(alpha=1.0, force_alpha=True).fit(values[:, None], labels)
    smoothed = estimate_from_counts(table, pseudo_count=1)
    np.testing.assert_allclose(np.exp(model.feature_log_prob_[0]), smoothed.likelihood, rtol=1e-12)
    plain = estimate_from_counts(table)
    np.testing.assert_allclose(np.exp(model.class_log_prior_), plain.prior, rtol=1e-12)
    proba = model.predict_proba(np.arange(4)[:, None]).T
    np.testing.assert_allclose(posterior(plain.prior, smoothed.likelihood), proba, rtol=1e-10)


@pytest.mark.parametrize("table, pseudo_count, match", [
    ([[1, -1], [1, 1]], 0, r"`table` must be an integer >= 0; got -1 at index \(0, 1\)"),
    ([[1, 0.5], [1, 1]], 0, r"`table` must be an integer >= 0; got 0.5 at index \(0, 1\)"),
    ([1, 2, 3], 0, r"`table` must be a 2-D table of counts, one row per class .*; got shape \(3,\)"),
    ([[]], 0, r"`table` must be a 2-D table .*; got shape \(1, 0\)"),
    ([[0, 0], [0, 0]], 0, r"`table` must hold at least one record when `pseudo_count` is 0; got all zeros"),
    ([[1, 2], [0, 0]], 0, r"`table` must have at least one record in every class .*; got no records in "
                          r"class 1 \(row 1\)"),
    ([[1, 2], [1, 1]], -1, r"`pseudo_count` must be a finite number >= 0; got -1"),
    ([[1, 2], [1, 1]], math.inf, r"`pseudo_count` must be a finite number >= 0; got inf"),
])
def test_bad_counts(table, pseudo_count, match):
    with pytest.raises(ValueError, match=match):
        estimate_from_counts(table, pseudo_count=pseudo_count)


# =========================================================================== added for the page
from bayeslab.bayes_rule import (  # noqa: E402
    EFFECTS,
    EXAMPLES,
    GUESS_RESOLUTION,
    MAX_CLASSES,
    MAX_COUNT,
    MAX_VALUES,
    TABLE_ERRORS,
    TableError,
    map_prior_thresholds,
    parse_table,
    read_class_table,
    read_counts,
    results_probability,
    score_guess,
    update_steps,
)


# --------------------------------------------------------------------------- textbook examples


def test_examples_are_the_cited_tests():
    # MLaPP 2.2.3.1 and Eddy (1982): the fractions derived by hand at the top of this file.
    assert EXAMPLES["mammogram"] == MAMMOGRAM
    assert EXAMPLES["mammogram"].p_positive == pytest.approx(float(MAMMOGRAM_P_POSITIVE), rel=1e-14)
    assert EXAMPLES["mammogram"].ppv == pytest.approx(float(MAMMOGRAM_POSTERIOR), rel=1e-14)
    assert EXAMPLES["eddy"].ppv == pytest.approx(float(EDDY_POSTERIOR), rel=1e-14)
    assert EXAMPLES["eddy"].false_positive_rate == pytest.approx(0.096, rel=1e-12)
    # Cohen et al. (2016), Cochrane CD010502: sensitivity 85.6 %, specificity 95.4 %, prevalence 30 %.
    # By hand: p(+) = 0.3 * 0.856 + 0.7 * 0.046 = 0.2568 + 0.0322 = 0.289; PPV = 2568/2890 = 1284/1445.
    strep = EXAMPLES["strep"]
    assert strep.p_positive == pytest.approx(0.289, rel=1e-14)
    assert strep.ppv == pytest.approx(float(Fraction(1284, 1445)), rel=1e-14)
    assert strep.ppv > 0.5 > EXAMPLES["eddy"].ppv  # a common condition: a positive is usually right


# --------------------------------------------------------------------------- effect of one result


@pytest.mark.parametrize("test, result, effect", [
    (DiagnosticTest(0.004, 0.8, 0.9), "+", "raises"),     # LR+ = 8
    (DiagnosticTest(0.004, 0.8, 0.9), "-", "lowers"),     # LR- = 2/9
    (DiagnosticTest(0.004, 0.8, 0.9), "\u2212", "lowers"),
    (DiagnosticTest(0.01, 0.8, 1.0), "+", "certain"),     # no false positives
    (DiagnosticTest(0.01, 1.0, 0.9), "-", "ruled_out"),   # no false negatives
    (DiagnosticTest(0.01, 0.0, 0.9), "+", "ruled_out"),   # sensitivity 0: a positive excludes
    (DiagnosticTest(0.01, 0.8, 0.0), "-", "certain"),     # specificity 0: a negative only with D
    (DiagnosticTest(0.01, 0.0, 1.0), "+", "impossible"),  # nobody tests positive
    (DiagnosticTest(0.3, 1.0, 0.0), "-", "impossible"),   # nobody tests negative
    (DiagnosticTest(0.0, 0.8, 0.9), "+", "never"),
    (DiagnosticTest(1.0, 0.8, 0.9), "-", "always"),
    (DiagnosticTest(0.0, 0.8, 1.0), "+", "impossible"),   # no D and no false positive
    (DiagnosticTest(1.0, 0.0, 0.9), "+", "impossible"),
    (DiagnosticTest(0.01, 0.3, 0.7), "+", "unchanged"),   # 0.3 = 1 - 0.7
    (DiagnosticTest(0.01, 0.3, 0.7), "-", "unchanged"),
    (DiagnosticTest(0.01, 0.2, 0.7), "+", "lowers"),      # a "positive" that argues against D
])
def test_effect_by_hand(test, result, effect):
    assert test.effect(result) == effect
    assert effect in EFFECTS


@SETTINGS
@given(probabilities, probabilities, probabilities, st.sampled_from("+-"))
def test_effect_is_what_the_posterior_does(prevalence, sensitivity, specificity, result):
    # Each name is a true sentence about the exact posterior (fractions, not floats).
    test = DiagnosticTest(prevalence, sensitivity, specificity)
    effect = test.effect(result)
    exact = exact_posterior(test, result)
    prior = as_fraction(prevalence)
    if effect == "impossible":
        assert exact is None
        return
    assert exact is not None
    expected = {"never": exact == 0 and prior == 0, "always": exact == 1 and prior == 1,
                "certain": exact == 1 and prior < 1, "ruled_out": exact == 0 and prior > 0,
                "raises": prior < exact < 1, "lowers": 0 < exact < prior, "unchanged": exact == prior}
    assert expected[effect], (effect, exact, prior)


def test_effect_errors():
    for bad in ("++", "", "x", None):
        with pytest.raises(ValueError, match="`result` must be one test result|`results` must be a string"):
            MAMMOGRAM.effect(bad)


# --------------------------------------------------------------------------- tests in sequence


def test_update_steps_second_test_by_hand():
    # Positive mammogram (LR 8), then a test with sensitivity 0.9, specificity 0.95:
    # positive: odds (4/996) * 8 * 18 = 576/996, p = 576/1572 = 48/131;
    # negative: LR- = 0.1/0.95 = 2/19, odds (32/996) * 2/19 = 64/18924, p = 64/18988 = 16/4747.
    positive = update_steps(0.004, "++", [0.8, 0.9], [0.9, 0.95])
    np.testing.assert_allclose(positive.likelihood_ratio, [8, 18], rtol=1e-13)
    assert positive.posterior == pytest.approx(float(Fraction(48, 131)), rel=1e-13)
    assert positive.prior_probability[1] == pytest.approx(float(MAMMOGRAM_POSTERIOR), rel=1e-13)
    negative = update_steps(0.004, "+-", [0.8, 0.9], [0.9, 0.95])
    assert negative.likelihood_ratio[1] == pytest.approx(2 / 19, rel=1e-13)
    assert negative.posterior == pytest.approx(float(Fraction(16, 4747)), rel=1e-13)
    np.testing.assert_allclose(negative.prior_odds * negative.likelihood_ratio, negative.posterior_odds, rtol=1e-13)


@SETTINGS
@given(probabilities, probabilities, probabilities, result_strings)
def test_update_steps_with_one_test_is_after(prevalence, sensitivity, specificity, results):
    test = DiagnosticTest(prevalence, sensitivity, specificity)
    try:
        expected = test.after(results)
    except ValueError:
        with pytest.raises(ValueError, match="must be a sequence that can happen"):
            update_steps(prevalence, results, sensitivity, specificity)
        return
    steps = update_steps(prevalence, results, [sensitivity] * len(results), specificity)
    np.testing.assert_array_equal(steps.probability, expected.probability)
    np.testing.assert_array_equal(steps.log_likelihood_ratio, expected.log_likelihood_ratio)


@SETTINGS
@given(st.lists(st.tuples(probabilities, probabilities, st.sampled_from("+-")), min_size=0, max_size=5),
       probabilities, st.randoms(use_true_random=False))
def test_results_probability_and_steps_against_fractions(tests, prevalence, random):
    sens = [t[0] for t in tests]
    spec = [t[1] for t in tests]
    results = "".join(t[2] for t in tests)
    # Exact evidence and posterior with fractions.
    with_d, without_d = as_fraction(prevalence), 1 - as_fraction(prevalence)
    for s, t, r in tests:
        with_d *= as_fraction(s) if r == "+" else 1 - as_fraction(s)
        without_d *= 1 - as_fraction(t) if r == "+" else as_fraction(t)
    evidence_exact = with_d + without_d
    assert results_probability(prevalence, results, sens, spec) == pytest.approx(float(evidence_exact), rel=1e-12,
                                                                                 abs=1e-300)
    if evidence_exact == 0:
        with pytest.raises(ValueError, match="must be a sequence that can happen"):
            update_steps(prevalence, results, sens, spec)
        return
    posterior_exact = with_d / evidence_exact
    assert update_steps(prevalence, results, sens, spec).posterior == pytest.approx(
        float(posterior_exact), rel=1e-12, abs=1e-300)
    # Any order of the tests gives the same posterior.
    order = random.sample(range(len(tests)), len(tests))
    shuffled = update_steps(prevalence, "".join(results[k] for k in order), [sens[k] for k in order],
                            [spec[k] for k in order])
    assert shuffled.posterior == pytest.approx(float(posterior_exact), rel=1e-12, abs=1e-300)


def test_results_probability_edges():
    assert results_probability(0.004, "", [], []) == 1.0
    assert results_probability(0.3, "+-", 1.0, 1.0) == 0.0
    # p(+) of the mammogram, MLaPP 2.2.3.1; p(++) = 0.004 * 0.64 + 0.996 * 0.01 = 0.01252.
    assert results_probability(0.004, "+", 0.8, 0.9) == pytest.approx(0.1028, rel=1e-14)
    assert results_probability(0.004, "++", 0.8, 0.9) == pytest.approx(0.01252, rel=1e-13)


@pytest.mark.parametrize("call, match", [
    (lambda: update_steps(0.5, "++", [0.8], 0.9), r"`sensitivity` must be one number or one per result \(length 2"),
    (lambda: update_steps(0.5, "+", 0.8, [0.9, 0.9]), r"`specificity` must be one number or one per result"),
    (lambda: update_steps(0.5, "++", [0.8, 1.2], 0.9), r"`sensitivity` must be a number in \[0, 1\]; got 1.2 at index 1"),
    (lambda: update_steps(-0.1, "+", 0.8, 0.9), r"`prevalence` must be a number in \[0, 1\]; got -0.1"),
    (lambda: update_steps(0.5, "+?", 0.8, 0.9), r"`results` must be a string"),
    (lambda: update_steps(0.3, "+", [0.0], [1.0]), r"`results` must be a sequence that can happen; got '\+', "
                                                   r"whose first 1 result\(s\) '\+' have probability 0"),
    (lambda: results_probability(0.5, "++", [0.8], 0.9), r"`sensitivity` must be one number or one per result"),
    (lambda: results_probability(2, "+", 0.8, 0.9), r"`prevalence` must be a number in \[0, 1\]; got 2"),
])
def test_update_steps_errors(call, match):
    with pytest.raises(ValueError, match=match):
        call()


# --------------------------------------------------------------------------- natural frequencies, rounding


def test_condition_rounded_away():
    # 10,000 x 1e-5 = 0.1 person: rounds to nobody, though the exact PPV is 8/100007 > 0.
    table = DiagnosticTest(1e-5, 0.8, 0.9).natural_frequencies(10_000)
    assert table.with_condition == 0 and table.expected_with_condition == pytest.approx(0.1, rel=1e-12)
    assert table.condition_rounded_away and table.exact_ppv > 0 and table.ppv == 0
    assert not DiagnosticTest(0.0, 0.8, 0.9).natural_frequencies(10_000).condition_rounded_away  # nobody expected
    assert not DiagnosticTest(0.004, 0.8, 0.9).natural_frequencies(1000).condition_rounded_away  # 4 people
    # 0.5 person rounds up to 1: not rounded away.
    assert not DiagnosticTest(0.00005, 0.8, 0.9).natural_frequencies(10_000).condition_rounded_away


def test_ppv_agrees_to_significant_digits():
    # Mammogram, 1,000 women: 3/103 = 2.91 % against 8/257 = 3.11 %; 10,000: 32/1028 = 8/257 exactly.
    small = MAMMOGRAM.natural_frequencies(1000)
    assert small.ppv_agrees(significant=1)  # "3" and "3"
    assert not small.ppv_agrees(significant=2)
    assert MAMMOGRAM.natural_frequencies(10_000).ppv_agrees(significant=6)
    # Eddy, 1,000: 8/103 = 7.767 % and 25/322 = 7.764 %.
    eddy = EDDY.natural_frequencies(1000)
    assert eddy.ppv_agrees(significant=2) and not eddy.ppv_agrees(significant=3)
    assert eddy.ppv_agrees(significant=3, percent=False) is False  # 0.0777 vs 0.0776
    for bad in (0, 1.5, -1):
        with pytest.raises(ValueError, match=r"`significant` must be an integer >= 1"):
            eddy.ppv_agrees(significant=bad)


# --------------------------------------------------------------------------- predict, then reveal


def test_score_guess_eddys_physicians():
    # Eddy (1982): physicians answered about 75 % for a posterior of 25/322 = 7.76 %.
    score = score_guess(0.75, float(EDDY_POSTERIOR), sensitivity=0.8)
    assert score.direction == "high" and score.confuses_inverse and score.has_ratio
    assert score.difference == pytest.approx(0.75 - 25 / 322, rel=1e-14)
    assert score.ratio == pytest.approx(0.75 * 322 / 25, rel=1e-14)  # 9.66 times the answer


def test_score_guess_edges():
    assert score_guess(0.0311, 8 / 257).direction == "match"  # 0.0012 percentage points away
    assert score_guess(8 / 257 + GUESS_RESOLUTION * 1.01, 8 / 257).direction == "high"
    assert score_guess(0.01, 8 / 257).direction == "low"
    zero_answer = score_guess(0.2, 0.0)
    assert zero_answer.ratio == math.inf and not zero_answer.has_ratio
    both_zero = score_guess(0.0, 0.0)
    assert both_zero.direction == "match" and math.isnan(both_zero.ratio) and not both_zero.has_ratio
    assert not score_guess(0.0, 0.5).has_ratio  # "0 times the answer" says nothing useful
    # No confusion of the inverse when the sensitivity is close to the answer (a common condition).
    assert not score_guess(0.9, 0.888, sensitivity=0.856).confuses_inverse
    assert not score_guess(0.2, 8 / 257, sensitivity=0.8).confuses_inverse  # nearer the answer
    assert not score_guess(0.75, 8 / 257).confuses_inverse  # no sensitivity given


@pytest.mark.parametrize("guess, answer, sensitivity, name", [
    (-0.1, 0.5, None, "guess"), (1.5, 0.5, None, "guess"), (0.5, math.nan, None, "answer"),
    (0.5, 0.5, 2.0, "sensitivity"), ("0.5", 0.5, None, "guess"),
])
def test_score_guess_errors(guess, answer, sensitivity, name):
    with pytest.raises(ValueError, match=rf"`{name}` must be a number in \[0, 1\]"):
        score_guess(guess, answer, sensitivity)


# --------------------------------------------------------------------------- MAP decisions and thresholds

SEED_PRIOR = [0.5, 0.3, 0.2]
SEED_LIKELIHOOD = [[0.4, 0.3, 0.2, 0.1], [0.1, 0.2, 0.3, 0.4], [0.1, 0.1, 0.6, 0.2]]


def test_prior_thresholds_by_hand():
    # Class 1's prior t moves; classes 0 and 2 keep shares 5/7 and 2/7 of 1 - t.
    # Rival per value: 5/7 * (0.4, 0.3, 0.2, 0.1) vs 2/7 * (0.1, 0.1, 0.6, 0.2) -> 0, 0, 2, 0
    # with scores 2/7, 3/14, 12/70, 1/14; thresholds m / (L1 + m):
    # (2/7)/(0.1 + 2/7) = 20/27, (3/14)/(0.2 + 3/14) = 15/29, (12/70)/(0.3 + 12/70) = 4/11,
    # (1/14)/(0.4 + 1/14) = 5/33.
    result = map_prior_thresholds(SEED_PRIOR, SEED_LIKELIHOOD, 1)
    np.testing.assert_allclose(result.threshold, [20 / 27, 15 / 29, 4 / 11, 5 / 33], rtol=1e-14)
    np.testing.assert_array_equal(result.rival, [0, 0, 2, 0])
    assert result.cls == 1
    # At the current prior 0.3 only value 3 is above its threshold (5/33 = 0.15): the seed's table.
    np.testing.assert_array_equal(result.winner(0.3), map_classify(SEED_PRIOR, SEED_LIKELIHOOD).label)


def test_prior_threshold_where_the_decision_changes():
    # p(x | c) = (0.2, 0.6): class 0 needs 0.2 t > 0.6 (1 - t), t > 3/4 (as test_changing_a_prior_...).
    result = map_prior_thresholds([0.5, 0.5], [0.2, 0.6], 0)
    assert result.threshold[0] == pytest.approx(0.75, rel=1e-14)  # 0.6 / 0.8 in floats: 0.7499999999999999
    assert map_classify([0.74, 0.26], [0.2, 0.6]).label == 1
    assert map_classify([0.75, 0.25], [0.2, 0.6]).winners == (0, 1)  # the tie at the threshold
    assert map_classify([0.76, 0.24], [0.2, 0.6]).label == 0
    assert result.winner(0.74).tolist() == [1] and result.winner(0.76).tolist() == [0]


def test_prior_threshold_edges():
    # Class 0 cannot produce value 1 (never wins it: threshold 1); nobody else can produce value 2
    # (class 0 wins it at any prior above 0: threshold 0).
    likelihood = [[0.5, 0.0, 0.5], [0.5, 0.5, 0.0], [0.5, 0.5, 0.0]]
    result = map_prior_thresholds([0.2, 0.4, 0.4], likelihood, 0)
    assert result.threshold.tolist()[1:] == [1.0, 0.0]
    # Value 0: classes 1 and 2 share 1 - t equally, each scores 0.5 * 0.5 = 0.25, so class 0 needs
    # 0.5 t > 0.25 (1 - t), t > 0.25 / 0.75 = 1/3.
    assert result.threshold[0] == pytest.approx(1 / 3, rel=1e-14)
    # Others all at prior 0: equal shares. Class 0 has p = 1; the rival of value 0 is class 1 (lowest).
    result = map_prior_thresholds([1.0, 0.0, 0.0], [[0.2, 0.8], [0.6, 0.4], [0.6, 0.4]], 0)
    np.testing.assert_allclose(result.threshold, [0.3 / 0.5, 0.2 / 1.0], rtol=1e-14)
    np.testing.assert_array_equal(result.rival, [1, 1])
    # One observation (1-D likelihood).
    assert map_prior_thresholds([0.5, 0.5], [0.2, 0.6], 1).threshold.tolist() == [0.25]


@SETTINGS
@given(prior_and_likelihood(), st.integers(0, 4), st.integers(1, 99))
def test_prior_thresholds_against_map_classify(case, cls, percent):
    prior, likelihood = case
    n_classes = len(prior)
    assume(n_classes >= 2)
    cls = cls % n_classes
    prior_f = [float(p) for p in prior]
    table = [[float(v) for v in row] for row in likelihood]
    result = map_prior_thresholds(prior_f, table, cls)
    t = percent / 100
    # The same prior with class cls at t, the others scaled, as exact fractions.
    others = [k for k in range(n_classes) if k != cls]
    rest = sum(prior[k] for k in others)
    moved = [Fraction(percent, 100) if k == cls else (1 - Fraction(percent, 100)) * (
        prior[k] / rest if rest > 0 else Fraction(1, len(others))) for k in range(n_classes)]
    for j in range(len(likelihood[0])):
        joint = [moved[k] * likelihood[k][j] for k in range(n_classes)]
        if max(joint) == 0:
            continue  # impossible at this t (possible at the original prior)
        winners = [k for k in range(n_classes) if joint[k] == max(joint)]
        threshold = result.threshold[j]
        if abs(t - threshold) < 1e-9:
            assert cls in winners  # the tie at the threshold
        elif t > threshold:
            assert winners == [cls] or (cls in winners and len(winners) > 1 and
                                        all(joint[k] == joint[cls] for k in winners))
        else:
            assert cls not in winners
            assert int(result.rival[j]) in winners


@pytest.mark.parametrize("prior, likelihood, cls, match", [
    ([1.0], [0.5], 0, r"`prior` must have at least 2 classes"),
    ([0.5, 0.5], [0.2, 0.6], 2, r"`cls` must be an integer in \[0, 1\]; got 2"),
    ([0.5, 0.5], [0.2, 0.6], 0.5, r"`cls` must be an integer in \[0, 1\]; got 0.5"),
    ([0.5, 0.5], [[0.2, 0.0], [0.6, 0.0]], 0, r"impossible under every class"),
    ([0.5, 0.6], [0.2, 0.6], 0, r"`prior` must sum to 1"),
])
def test_prior_threshold_errors(prior, likelihood, cls, match):
    with pytest.raises(ValueError, match=match):
        map_prior_thresholds(prior, likelihood, cls)


def test_never_chosen():
    assert map_classify([0.0, 0.6, 0.4], [[0.5, 0.5], [0.2, 0.8], [0.6, 0.4]]).never_chosen == (0,)
    assert map_classify(SEED_PRIOR, SEED_LIKELIHOOD).never_chosen == ()
    assert map_classify([0.5, 0.3, 0.2], [0.3, 0.5, 0.1]).never_chosen == (2,)  # 1-D: a tie of 0 and 1
    # A class that only ties still counts as chosen.
    assert map_classify([0.5, 0.5], [[0.5, 0.5], [0.5, 0.5]]).never_chosen == ()


def test_zero_cells_and_table_error_reasons():
    assert estimate_from_counts([[3, 1, 0], [1, 2, 3]]).zero_cells == ((0, 2),)
    assert estimate_from_counts([[0, 4], [0, 1]]).zero_cells == ((0, 0), (1, 0))
    assert estimate_from_counts([[0, 4], [0, 1]], pseudo_count=0.5).zero_cells == ()
    with pytest.raises(TableError) as info:
        estimate_from_counts([[1, 2], [0, 0]])
    assert (info.value.reason, info.value.row) == ("empty_class", 1)
    with pytest.raises(TableError) as info:
        estimate_from_counts([[0, 0], [0, 0]])
    assert info.value.reason == "no_records"


# --------------------------------------------------------------------------- typed tables


@pytest.mark.parametrize("text, expected", [
    ("0.4 0.6; 0.1 0.9", [[0.4, 0.6], [0.1, 0.9]]),
    ("0,4 0,6\n0,1 0,9", [[0.4, 0.6], [0.1, 0.9]]),          # decimal commas, a line per row
    ("0.4, 0.6 ;0.1,0.9 ;", [[0.4, 0.6], [0.1, 0.9]]),       # comma-space separates; 0.1,0.9 too (point + comma)
    ("1/4 3/4; 25% 75%", [[0.25, 0.75], [0.25, 0.75]]),
    ("1,2,3", [[1, 2, 3]]),                                    # two commas: three entries
    ("1,5", [[1.5]]),                                          # one comma: a decimal comma
    ("1.000,5", [[1.0, 5.0]]),                                 # point and comma: split (no thousands)
    ("\u22120.5 +.5 5e-1 0,5/1", [[-0.5, 0.5, 0.5, 0.5]]),
    ("  ;\n 7 ;; ", [[7.0]]),                                  # empty rows skipped
    ("1e400 -1e400", [[math.inf, -math.inf]]),
])
def test_parse_table_grammar(text, expected):
    np.testing.assert_array_equal(parse_table("t", text, max_rows=6, max_columns=8), expected)


@pytest.mark.parametrize("text, reason, fields", [
    ("", "empty", {}),
    (" ; , ;", "empty", {}),
    ("0.5 abc", "not_a_number", {"row": 0, "column": 1, "value": "abc"}),
    ("0.5; 1/0", "division_by_zero", {"row": 1, "column": 0, "value": "1/0"}),
    ("nan 1", "not_a_number", {"value": "nan"}),
    ("inf", "not_a_number", {"value": "inf"}),
    ("1;2;3;4;5;6;7", "too_many_rows", {"limit": 6, "value": 7}),
    ("1 2 3 4 5 6 7 8 9", "too_many_columns", {"row": 0, "limit": 8, "value": 9}),
    ("1 2; 3", "ragged", {"row": 1, "value": 1, "limit": 2}),
    ("x" * 100, "not_a_number", {"value": "x" * 23 + "…"}),
])
def test_parse_table_errors(text, reason, fields):
    with pytest.raises(TableError) as info:
        parse_table("likelihood", text, max_rows=6, max_columns=8)
    error = info.value
    assert isinstance(error, ValueError)
    assert error.reason == reason and reason in TABLE_ERRORS and error.name == "likelihood"
    for key, value in fields.items():
        assert getattr(error, key) == value, key
    assert str(error).startswith("`likelihood` must")


def test_parse_table_rejects_non_text():
    with pytest.raises(ValueError, match=r"`prior` must be text; got 0.5"):
        parse_table("prior", 0.5, max_rows=1, max_columns=6)


decimals_in_unit = st.integers(0, 1000).map(lambda k: k / 1000)


@SETTINGS
@given(st.lists(st.lists(decimals_in_unit, min_size=3, max_size=3), min_size=1, max_size=6),
       st.sampled_from([(" ", "; "), (", ", "\n"), ("  ", " ;")]), st.booleans())
def test_parse_table_round_trip(rows, separators, comma):
    between, row_end = separators
    write = (lambda x: repr(x).replace(".", ",")) if comma and between != ", " else repr
    text = row_end.join(between.join(write(x) for x in row) for row in rows)
    np.testing.assert_array_equal(parse_table("t", text, max_rows=6, max_columns=8), rows)


def test_read_class_table_seed_example():
    prior, likelihood = read_class_table("0.5 0.3 0.2", "0.4 0.3 0.2 0.1; 0.1 0.2 0.3 0.4; 0.1 0.1 0.6 0.2")
    np.testing.assert_array_equal(prior, SEED_PRIOR)
    np.testing.assert_array_equal(likelihood, SEED_LIKELIHOOD)
    prior, likelihood = read_class_table("1/3; 1/3; 1/3", "1/3 2/3\n0,5 0,5\n100% 0%")
    assert prior.shape == (3,) and likelihood.shape == (3, 2)
    with pytest.raises(ValueError, match="read-only"):
        prior[0] = 1.0


@pytest.mark.parametrize("prior, likelihood, reason, fields", [
    ("0.5 0.5", "0.5 0.5", "too_few_rows", {"limit": 2, "value": 1}),
    ("0.5 0.4", "0.5 0.5; 0.2 0.8", "prior_sum", {"total": pytest.approx(0.9)}),
    ("0.5 0.3 0.2", "0.5 0.5; 0.2 0.8", "prior_length", {"value": 3, "limit": 2}),
    ("1.5 -0.5", "0.5 0.5; 0.2 0.8", "not_probability", {"column": 0, "value": 1.5, "row": None}),
    ("0.5 0.5", "0.5 0.5; 1.2 -0.2", "not_probability", {"row": 1, "column": 0, "value": 1.2}),
    ("0.5 0.5", "0.5 0.5; 0.2 0.7", "row_sum", {"row": 1, "total": pytest.approx(0.9)}),
    ("0.5 0.5", "0.5 0.5; 0.2", "ragged", {"row": 1}),
    ("", "0.5 0.5; 0.2 0.8", "empty", {}),
    ("0.5 0.5", "1;1;1;1;1;1;1", "too_many_rows", {"limit": MAX_CLASSES}),
    ("1 0 0 0 0 0 0", "1; 1", "too_many_columns", {"limit": MAX_CLASSES}),
    ("0.5 0.5", "1 0 0 0 0 0 0 0 0; 1 0 0 0 0 0 0 0 0", "too_many_columns", {"limit": MAX_VALUES}),
    ("0.5 0.5", "1e999 0; 1 0", "not_probability", {"value": math.inf}),
    ("0.5 banana", "0.5 0.5; 0.2 0.8", "not_a_number", {"value": "banana"}),
])
def test_read_class_table_errors(prior, likelihood, reason, fields):
    with pytest.raises(TableError) as info:
        read_class_table(prior, likelihood)
    assert info.value.reason == reason
    for key, value in fields.items():
        assert getattr(info.value, key) == value, key


def test_read_class_table_tolerance():
    # Three thirds typed to 16 digits sum to 1 within 1e-9; to 3 digits (0.999) they do not.
    read_class_table("0.3333333333333333 0.3333333333333333 0.3333333333333334", "1;1;1")
    with pytest.raises(TableError, match=r"`prior` must sum to 1 \(within 1e-09\); got sum 0.999"):
        read_class_table("0.333 0.333 0.333", "1;1;1")


def test_read_counts():
    np.testing.assert_array_equal(read_counts("3 1 0 2; 1 2 3 0\n2 2 1 1"), [[3, 1, 0, 2], [1, 2, 3, 0], [2, 2, 1, 1]])
    assert read_counts("3,0 1; 1 2").dtype == np.int64  # 3,0 is three (decimal comma)
    for text, reason, fields in [
        ("1 2", "too_few_rows", {"limit": 2}),
        ("1 -2; 1 1", "not_count", {"row": 0, "column": 1, "value": -2.0}),
        ("1 2.5; 1 1", "not_count", {"value": 2.5}),
        (f"1 {MAX_COUNT + 1}; 1 1", "too_large", {"limit": MAX_COUNT, "value": float(MAX_COUNT + 1)}),
        ("1 " + "9" * 500 + "; 1 1", "too_large", {"value": math.inf}),
        ("1 x; 1 1", "not_a_number", {"value": "x"}),
    ]:
        with pytest.raises(TableError) as info:
            read_counts(text)
        assert info.value.reason == reason and info.value.name == "counts", text
        for key, value in fields.items():
            assert getattr(info.value, key) == value, (text, key)


def test_joint_is_the_tree_leaves():
    # MLaPP 2.2.3.1 by hand: 0.004 * 0.8 = 0.0032, 0.004 * 0.2 = 0.0008, 0.996 * 0.1 = 0.0996,
    # 0.996 * 0.9 = 0.8964.
    np.testing.assert_allclose(MAMMOGRAM.joint, [[0.0032, 0.0008], [0.0996, 0.8964]], rtol=1e-14)
    assert MAMMOGRAM.joint.sum() == pytest.approx(1.0, abs=1e-15)
    assert MAMMOGRAM.joint[:, 0].sum() == pytest.approx(MAMMOGRAM.p_positive, rel=1e-15)
    assert MAMMOGRAM.joint[0, 0] / MAMMOGRAM.joint[:, 0].sum() == pytest.approx(MAMMOGRAM.ppv, rel=1e-14)
    # The counts of a crowd are within one person of n times the joint.
    table = MAMMOGRAM.natural_frequencies(1000)
    assert (np.abs(table.counts - 1000 * MAMMOGRAM.joint) <= 1).all()


def test_threshold_flags_and_tied_rivals():
    likelihood = [[0.5, 0.0, 0.5], [0.5, 0.5, 0.0], [0.5, 0.5, 0.0]]
    result = map_prior_thresholds([0.2, 0.4, 0.4], likelihood, 0)
    assert result.never_wins.tolist() == [False, True, False]
    assert result.always_wins.tolist() == [False, False, True]
    # Classes 1 and 2 have equal shares and equal likelihoods: below the threshold they tie.
    assert result.rivals == ((1, 2), (1, 2), ())
    assert map_classify([0.2, 0.4, 0.4], likelihood).winners[:2] == ((1, 2), (1, 2))
    # No tie among the others in the seed example.
    assert map_prior_thresholds(SEED_PRIOR, SEED_LIKELIHOOD, 1).rivals == ((0,), (0,), (2,), (0,))


@pytest.mark.parametrize("typed, expected", [
    ("0.004", 0.004), ("0,004", 0.004), (" 1/250 ", 0.004), ("0.4%", 0.004), ("4e-3", 0.004),
    ("1", 1.0), ("0", 0.0), ("100%", 1.0), ("0,00001", 1e-5), ("\u22120", 0.0),
])
def test_parse_probability(typed, expected):
    from bayeslab.bayes_rule import parse_probability

    assert parse_probability("prevalence", typed) == pytest.approx(expected, rel=1e-15, abs=0)


@pytest.mark.parametrize("typed, reason, value", [
    ("", "empty", None), ("   ", "empty", None), ("abc", "not_a_number", "abc"), ("1/0", "division_by_zero", "1/0"),
    ("0.1 0.2", "not_one_number", 2), ("0.5; 0.5", "not_one_number", 2), ("1.5", "not_probability", 1.5),
    ("-0.1", "not_probability", -0.1), ("9" * 500, "not_probability", math.inf), ("nan", "not_a_number", "nan"),
])
def test_parse_probability_errors(typed, reason, value):
    from bayeslab.bayes_rule import parse_probability

    with pytest.raises(TableError) as info:
        parse_probability("sensitivity", typed)
    assert (info.value.name, info.value.reason, info.value.value) == ("sensitivity", reason, value)
    assert reason in TABLE_ERRORS
    with pytest.raises(ValueError, match=r"`sensitivity` must be text; got 0.5"):
        parse_probability("sensitivity", 0.5)


def test_parse_probability_in_per_cent():
    from bayeslab.bayes_rule import parse_probability

    assert parse_probability("guess", "3,1", percent=True) == pytest.approx(0.031, rel=1e-15)
    assert parse_probability("guess", "80", percent=True) == 0.8
    assert parse_probability("guess", "80%", percent=True) == 0.8  # a % typed anyway is not doubled
    assert parse_probability("guess", "100", percent=True) == 1.0
    for typed, reason, value in (("150", "not_percent", 150.0), ("-1", "not_percent", -1.0),
                                 ("x", "not_a_number", "x"), ("1/0", "division_by_zero", "1/0")):
        with pytest.raises(TableError) as info:
            parse_probability("guess", typed, percent=True)
        assert (info.value.reason, info.value.value) == (reason, value)
