"""Tests for bayeslab.estimators: point estimates, Bayes actions, exact sampling risk."""

from __future__ import annotations

import math
from fractions import Fraction

import numpy as np
import pytest
import scipy.integrate
import scipy.special
import scipy.stats
from hypothesis import example, given, settings
from hypothesis import strategies as st

from bayeslab.beta_binomial import Beta
from bayeslab.estimators import (
    BAYES_ESTIMATOR,
    ESTIMATORS,
    LOSSES,
    bayes_action,
    bias,
    closest_to_truth,
    comparison_priors,
    convergence_path,
    estimate,
    mse,
    point_estimates,
    posterior_risk,
    risk_curve,
    sampling_risk,
    simulate,
    variance,
)

pseudo_counts = st.floats(min_value=0.05, max_value=50.0, allow_nan=False)
probabilities = st.floats(min_value=0.0, max_value=1.0, allow_nan=False)
estimators = st.sampled_from(ESTIMATORS)

# ------------------------------------------------------------------ point estimates


@pytest.mark.parametrize(
    ("heads", "tails", "mle", "mean", "map_"),
    [
        # Seed 004, "Comparison of estimates in the coin flip example", prior Beta(2, 2):
        # ML 1, E[θ|D] = 4/6, MAP = 3/4 for 2 heads and 0 tails ...
        (2, 0, Fraction(1), Fraction(4, 6), Fraction(3, 4)),
        # ... and ML 55/100, E[θ|D] = 57/104, MAP = 56/102 for 55 heads and 45 tails.
        (55, 45, Fraction(55, 100), Fraction(57, 104), Fraction(56, 102)),
    ],
)
def test_seed_004_table(heads, tails, mle, mean, map_):
    est = point_estimates(2.0, 2.0, heads, tails)
    assert est.mle == pytest.approx(float(mle), abs=1e-15)
    assert est.mean == pytest.approx(float(mean), abs=1e-15)
    assert est.map == pytest.approx(float(map_), abs=1e-15)
    # Oracle for the median (no closed form): SciPy's Beta quantile.
    assert est.median == pytest.approx(scipy.stats.beta(2 + heads, 2 + tails).median(), rel=1e-12)
    assert all(isinstance(v, float) for v in (est.mle, est.map, est.mean, est.median))


def test_seed_004_rounded_values_as_printed():
    # Seed 004 prints 0.67, 0.548, 0.549 (rounded).
    small, large = point_estimates(2, 2, 2, 0), point_estimates(2, 2, 55, 45)
    assert round(small.mean, 2) == 0.67
    assert (round(large.mean, 3), round(large.map, 3)) == (0.548, 0.549)


def test_point_estimates_undefined_values_are_nan():
    flat = point_estimates(1, 1, 0, 0)  # no data, flat posterior
    assert math.isnan(flat.mle) and math.isnan(flat.map)
    assert flat.mean == 0.5 and flat.median == pytest.approx(0.5)
    u_shaped = point_estimates(0.5, 0.5, 0, 0)  # Jeffreys prior: two modes
    assert math.isnan(u_shaped.map)


def test_point_estimates_boundary_modes_and_black_swan():
    # Three tails, no heads (MLaPP §3.3.4.1): the MLE says heads are impossible.
    est = point_estimates(1, 1, 0, 3)
    assert est.mle == 0.0
    assert est.map == 0.0  # uniform prior: MAP = MLE
    assert est.mean == pytest.approx(1 / 5)  # Laplace's rule of succession
    # J-shaped posteriors: Beta(0.5, 3.5) has its mode at 0, Beta(4, 1) at 1.
    assert point_estimates(0.5, 0.5, 0, 3).map == 0.0
    assert point_estimates(1, 1, 3, 0).map == 1.0


def test_point_estimates_indexing_by_name():
    est = point_estimates(2, 2, 2, 0)
    assert [est[name] for name in ESTIMATORS] == [est.mle, est.map, est.mean, est.median]
    with pytest.raises(ValueError, match="`estimator` must be one of"):
        est["mode"]


@settings(max_examples=80, deadline=None)
@given(a=pseudo_counts, b=pseudo_counts, heads=st.integers(0, 30), tails=st.integers(0, 30))
def test_estimate_agrees_with_beta_and_point_estimates(a, b, heads, tails):
    posterior = Beta(a, b).update(heads, tails)
    est = point_estimates(a, b, heads, tails)
    for name, expected in [("map", posterior.mode), ("mean", posterior.mean), ("median", posterior.median)]:
        got = estimate(name, heads, tails, a, b)
        assert isinstance(got, float)
        np.testing.assert_allclose(got, expected, rtol=1e-10, atol=1e-14)
        np.testing.assert_allclose(est[name], expected, rtol=1e-10, atol=1e-14)


def test_estimate_map_boundary_cases_match_beta_mode():
    # Parameters exactly at the boundary rules (1 and just around it).
    for a in (0.5, 1.0, 1.5, 3.0):
        for b in (0.5, 1.0, 1.5, 3.0):
            for heads, tails in [(0, 0), (0, 1), (1, 0), (2, 5)]:
                expected = Beta(a, b).update(heads, tails).mode
                got = estimate("map", heads, tails, a, b)
                assert (math.isnan(got) and math.isnan(expected)) or got == pytest.approx(expected)


def test_estimate_vectorised_and_broadcast():
    heads = np.array([[0, 1], [2, 3]])
    out = estimate("mean", heads, 2, 1.0, 1.0)
    assert out.shape == (2, 2)
    np.testing.assert_allclose(out, (heads + 1) / (heads + 2 + 2))
    assert math.isnan(estimate("mle", 0, 0))


# --------------------------------------------------------------- decision theory


POSTERIORS = [Beta(4, 2), Beta(57, 47), Beta(0.5, 3.5), Beta(3, 1), Beta(2.5, 7.0), Beta(1, 1)]


@pytest.mark.parametrize("posterior", POSTERIORS, ids=repr)
def test_bayes_action_is_mean_median_mode(posterior):
    assert bayes_action(posterior, "squared") == pytest.approx(posterior.mean)
    assert bayes_action(posterior, "absolute") == pytest.approx(
        scipy.stats.beta(posterior.a, posterior.b).median()
    )
    mode = bayes_action(posterior, "zero-one")
    assert (math.isnan(mode) and math.isnan(posterior.mode)) or mode == posterior.mode


def _quad_risk(posterior, action, loss_fn, points=()):
    density = scipy.stats.beta(posterior.a, posterior.b).pdf
    value, _ = scipy.integrate.quad(
        lambda t: loss_fn(t, action) * density(t), 0, 1, points=[action, *points], limit=200
    )
    return value


@pytest.mark.parametrize("posterior", [Beta(4, 2), Beta(57, 47), Beta(2.5, 7.0), Beta(3, 1.5)], ids=repr)
@pytest.mark.parametrize("action", [0.0, 0.1, 0.37, 0.5, 0.66, 0.9, 1.0])
def test_posterior_risk_matches_numerical_integration(posterior, action):
    squared = _quad_risk(posterior, action, lambda t, c: (t - c) ** 2)
    absolute = _quad_risk(posterior, action, lambda t, c: abs(t - c))
    assert posterior_risk(posterior, action, "squared") == pytest.approx(squared, rel=1e-7, abs=1e-12)
    assert posterior_risk(posterior, action, "absolute") == pytest.approx(absolute, rel=1e-6, abs=1e-10)
    eps = 0.05
    frozen = scipy.stats.beta(posterior.a, posterior.b)
    hit = frozen.cdf(min(action + eps, 1)) - frozen.cdf(max(action - eps, 0))
    assert posterior_risk(posterior, action, "zero-one", eps=eps) == pytest.approx(1 - hit, abs=1e-12)


def test_posterior_risk_absolute_with_infinite_density_at_zero():
    # Beta(0.5, 3.5) has an integrable singularity at 0: let QUADPACK carry the
    # factor t^(a-1) exactly as an algebraic weight (weight="alg").
    a, b = 0.5, 3.5
    post = Beta(a, b)
    norm = 1.0 / scipy.special.beta(a, b)
    for action in (0.0, 0.02, 0.3):
        left = 0.0
        if action > 0:
            left, _ = scipy.integrate.quad(
                lambda t, c=action: (c - t) * norm * (1 - t) ** (b - 1), 0, action, weight="alg", wvar=(a - 1, 0)
            )
        right, _ = scipy.integrate.quad(
            lambda t, c=action: (t - c) * norm * (1 - t) ** (b - 1), action, 1, weight="alg", wvar=(a - 1, 0)
        ) if action == 0 else scipy.integrate.quad(lambda t, c=action: (t - c) * post.pdf(t), action, 1)
        assert posterior_risk(post, action, "absolute") == pytest.approx(left + right, rel=1e-8)


def test_posterior_risk_limits_and_shapes():
    post = Beta(3, 5)
    # E|θ - 0| = E θ and E|θ - 1| = 1 - E θ.
    assert posterior_risk(post, 0.0, "absolute") == pytest.approx(post.mean)
    assert posterior_risk(post, 1.0, "absolute") == pytest.approx(1 - post.mean)
    actions = np.linspace(0, 1, 12).reshape(3, 4)
    for loss in LOSSES:
        risk = posterior_risk(post, actions, loss)
        assert risk.shape == (3, 4)
        assert np.all(risk >= 0)
    assert np.all(posterior_risk(post, actions, "zero-one") <= 1)
    assert isinstance(posterior_risk(post, 0.3, "squared"), float)
    # A wide window catches everything: zero risk.
    assert posterior_risk(post, 0.5, "zero-one", eps=0.5) == pytest.approx(0.0)


GRID = np.linspace(0.0, 1.0, 20001)
SPACING = GRID[1] - GRID[0]


@pytest.mark.parametrize("posterior", [Beta(4, 2), Beta(57, 47), Beta(2.5, 7.0), Beta(12, 3)], ids=repr)
@pytest.mark.parametrize("loss", ["squared", "absolute"])
def test_risk_curve_minimiser_is_the_bayes_action(posterior, loss):
    minimiser = GRID[np.argmin(posterior_risk(posterior, GRID, loss))]
    assert abs(minimiser - bayes_action(posterior, loss)) <= SPACING


@pytest.mark.parametrize("posterior", [Beta(4, 2), Beta(57, 47), Beta(2.5, 7.0), Beta(12, 3)], ids=repr)
@pytest.mark.parametrize("eps", [0.05, 0.01, 0.001])
def test_zero_one_minimiser_tends_to_the_mode(posterior, eps):
    # For a unimodal density the best window [c - eps, c + eps] contains the mode.
    minimiser = GRID[np.argmin(posterior_risk(posterior, GRID, "zero-one", eps=eps))]
    assert abs(minimiser - posterior.mode) <= eps + SPACING


@pytest.mark.parametrize(("posterior", "expected"), [(Beta(0.5, 3.5), 0.02), (Beta(3, 1), 0.98)], ids=repr)
def test_zero_one_minimiser_for_a_mode_at_the_boundary(posterior, expected):
    # Mode at 0 (or 1): the best clipped window is [0, 2 eps], i.e. centred at eps.
    minimiser = GRID[np.argmin(posterior_risk(posterior, GRID, "zero-one", eps=0.02))]
    assert minimiser == pytest.approx(expected, abs=SPACING)


@pytest.mark.parametrize("loss", LOSSES)
def test_risk_curve_marks_the_bayes_action(loss):
    posterior = Beta(2, 2).update(2, 0)
    curve = risk_curve(posterior, loss, eps=0.01, n_points=1001)
    assert curve.action.shape == curve.risk.shape == (1001,)
    assert curve.action[0] == 0.0 and curve.action[-1] == 1.0
    assert curve.risk.min() == posterior_risk(posterior, curve.minimiser, loss, eps=0.01)
    tolerance = 0.001 + (0.01 if loss == "zero-one" else 0.0)
    assert abs(curve.minimiser - curve.bayes_action) <= tolerance
    with pytest.raises(ValueError, match="`n_points` must be an integer >= 2; got 1"):
        risk_curve(posterior, loss, n_points=1)


@pytest.mark.parametrize("theta", [0.05, 0.3, 0.5, 0.8])
def test_comparison_priors(theta):
    good, bad = comparison_priors(theta, strength=10.0, shift=0.4)
    assert good.mean == pytest.approx(theta) and good.a + good.b == pytest.approx(10.0)
    assert bad.a + bad.b == pytest.approx(10.0)
    assert abs(bad.mean - theta) == pytest.approx(0.4)
    for wrong in (0.0, 1.0):
        with pytest.raises(ValueError, match="`theta` must be strictly between 0 and 1"):
            comparison_priors(wrong)
    with pytest.raises(ValueError, match="`strength` must be a finite number > 0; got -1"):
        comparison_priors(theta, strength=-1)
    with pytest.raises(ValueError, match="`shift` must be strictly between 0 and 1; got 0.0"):
        comparison_priors(theta, shift=0.0)


# -------------------------------------------------------- repeated experiments

THETAS = [0.0, 0.1, 0.5, 0.73, 1.0]
SIZES = np.array([1, 2, 5, 10, 37, 100, 1000])


@pytest.mark.parametrize("theta", THETAS)
def test_mle_is_unbiased_with_variance_theta_one_minus_theta_over_n(theta):
    # MLaPP §6.4: the MLE N1/N of a Bernoulli has mean θ and variance θ(1 - θ)/N.
    expected = theta * (1 - theta) / SIZES
    np.testing.assert_allclose(mse("mle", theta, SIZES), expected, rtol=1e-9, atol=1e-15)
    np.testing.assert_allclose(variance("mle", theta, SIZES), expected, rtol=1e-9, atol=1e-15)
    np.testing.assert_allclose(bias("mle", theta, SIZES), 0.0, atol=1e-12)


@pytest.mark.parametrize("theta", THETAS)
@pytest.mark.parametrize(("a", "b"), [(1.0, 1.0), (2.0, 2.0), (0.5, 0.5), (30.0, 3.0)])
def test_posterior_mean_estimator_closed_form(theta, a, b):
    # (k + a)/(n + a + b) is linear in k ~ Bin(n, θ):
    # bias = (a - θ(a + b))/(n + a + b), variance = nθ(1 - θ)/(n + a + b)².
    total = SIZES + a + b
    np.testing.assert_allclose(bias("mean", theta, SIZES, a, b), (a - theta * (a + b)) / total, atol=1e-12)
    np.testing.assert_allclose(
        variance("mean", theta, SIZES, a, b), SIZES * theta * (1 - theta) / total**2, rtol=1e-9, atol=1e-15
    )


@pytest.mark.parametrize("theta", THETAS)
@pytest.mark.parametrize(("a", "b"), [(2.0, 2.0), (1.5, 4.0), (10.0, 10.0)])
def test_map_estimator_closed_form_when_both_pseudo_counts_exceed_one(theta, a, b):
    # With a, b > 1 the MAP (k + a - 1)/(n + a + b - 2) is linear in k for every k.
    total = SIZES + a + b - 2
    np.testing.assert_allclose(
        bias("map", theta, SIZES, a, b), (a - 1 - theta * (a + b - 2)) / total, atol=1e-12
    )
    np.testing.assert_allclose(
        variance("map", theta, SIZES, a, b), SIZES * theta * (1 - theta) / total**2, rtol=1e-9, atol=1e-15
    )


@pytest.mark.parametrize(("theta", "n", "a", "b"), [(0.3, 7, 1.0, 1.0), (0.8, 12, 0.5, 0.5), (0.5, 3, 5.0, 2.0)])
def test_median_estimator_against_brute_force(theta, n, a, b):
    # Independent oracle: an explicit loop over outcomes with scipy.stats.
    values = [scipy.stats.beta(a + k, b + n - k).median() for k in range(n + 1)]
    weights = [scipy.stats.binom(n, theta).pmf(k) for k in range(n + 1)]
    expected_mean = sum(w * v for w, v in zip(weights, values))
    expected_mse = sum(w * (v - theta) ** 2 for w, v in zip(weights, values))
    assert bias("median", theta, n, a, b) == pytest.approx(expected_mean - theta, abs=1e-12)
    assert mse("median", theta, n, a, b) == pytest.approx(expected_mse, rel=1e-10)


@settings(max_examples=80, deadline=None)
@given(
    estimator=estimators,
    theta=probabilities,
    n=st.lists(st.integers(1, 300), min_size=1, max_size=5),
    a=pseudo_counts,
    b=pseudo_counts,
)
def test_mse_is_bias_squared_plus_variance(estimator, theta, n, a, b):
    risk = sampling_risk(estimator, theta, n, a, b)
    np.testing.assert_allclose(risk.mse, risk.bias**2 + risk.variance, rtol=1e-8, atol=1e-14)
    assert np.all(risk.variance >= -1e-15)
    np.testing.assert_allclose(mse(estimator, theta, n, a, b), risk.mse)


@settings(max_examples=40, deadline=None)
@given(estimator=estimators, theta=probabilities, a=pseudo_counts, b=pseudo_counts)
def test_all_estimators_are_consistent(estimator, theta, a, b):
    # Consistency (seed 002): MSE -> 0, at the rate θ(1 - θ)/n, whatever the prior.
    sizes = np.array([10_000, 40_000])
    errors = mse(estimator, theta, sizes, a, b)
    assert np.all(errors <= 1.01 * theta * (1 - theta) / sizes + ((a + b + 2) / sizes) ** 2)
    assert errors[1] <= errors[0] + 1e-15


def test_good_prior_wins_at_small_n_bad_prior_loses():
    # MLaPP §6.4.4: shrinkage towards the truth lowers the MSE; towards a wrong value raises it.
    theta, n = 0.5, np.array([1, 5, 20])
    mle_error = mse("mle", theta, n)
    assert np.all(mse("mean", theta, n, 10, 10) < mle_error)
    # Prior mean 0.1 worth 20 flips: worse than the MLE once a few flips are in
    # (at n = 1 the MLE, 0 or 1, is so noisy that even this prior helps) ...
    assert np.all(mse("mean", theta, n[1:], 2, 18) > mle_error[1:])
    # ... and all converge: at n = 10^5 the three agree to within 1 %.
    big = 100_000
    assert mse("mean", theta, big, 2, 18) == pytest.approx(mse("mle", theta, big), rel=1e-2)
    assert mse("mean", theta, big, 10, 10) == pytest.approx(mse("mle", theta, big), rel=1e-2)


# The page's true-θ slider (0.01 .. 0.99 by 0.01) and its sample sizes (1 .. 1000, ~12 per decade).
PAGE_THETAS = np.round(np.arange(1, 100) / 100, 2)
PAGE_SIZES = np.unique(np.round(np.logspace(0, 3, 37)).astype(int))


def test_exact_zero_bias_is_reported_as_zero():
    # The MLE is unbiased, and so is the posterior mean under a prior whose mean is θ:
    # E[(k + θs)/(n + s)] = (nθ + θs)/(n + s) = θ. Summed over n + 1 outcomes these came
    # out as ~1e-17 (bias² ~1e-33, which the page used to hide below a 1e-20 cut-off).
    for theta in PAGE_THETAS:
        risk = sampling_risk("mle", theta, PAGE_SIZES)
        assert np.all(risk.bias == 0.0) and np.all(risk.expected == theta)
        centred, _ = comparison_priors(theta)
        risk = sampling_risk("mean", theta, PAGE_SIZES, float(centred.a), float(centred.b))
        assert np.all(risk.bias == 0.0)
        assert np.all(risk.mse == pytest.approx(risk.variance, rel=1e-9))


def test_a_small_genuine_bias_is_kept():
    # Prior mean 0.3 + 7e-7 for θ = 0.3: bias (a - θ(a + b))/(n + a + b) = 7e-7/11 at n = 10.
    a, b = 0.300001, 0.7
    expected = (a - 0.3 * (a + b)) / (10 + a + b)
    assert bias("mean", 0.3, 10, a, b) == pytest.approx(expected, rel=1e-6)
    assert bias("mean", 0.9, 10, 1, 1) == pytest.approx((1 - 0.9 * 2) / 12, rel=1e-12)


def test_repeated_experiments_lesson_holds_for_every_true_theta_of_the_page():
    """What the estimators page says under its MSE curves, checked on its own grid.

    The comparison priors (strength 10, means θ and θ ± 0.4, the defaults of
    ``comparison_priors``): the centred one beats the MLE at n = 1 for the MAP, mean and
    median; its posterior mean has no bias at all and beats the MLE at every n; the
    off-centre one loses to the MLE from n = 3 on. The old sentence "the centred prior
    trades a little bias" is false for the posterior mean (bias exactly 0) and, at
    θ = 1/2, for all three. Only θ ≤ 1/2 is computed: the setting is mirror-symmetric
    (θ → 1 - θ swaps heads and tails and the off-centre prior's side).
    """
    for theta in PAGE_THETAS[PAGE_THETAS <= 0.5]:
        centred, away = comparison_priors(theta)
        mle_mse = mse("mle", theta, PAGE_SIZES)
        for estimator in ("map", "mean", "median"):
            good = sampling_risk(estimator, theta, PAGE_SIZES, float(centred.a), float(centred.b))
            bad = mse(estimator, theta, PAGE_SIZES, float(away.a), float(away.b))
            assert good.mse[0] < mle_mse[0], (theta, estimator)
            assert np.all(bad[PAGE_SIZES >= 3] > mle_mse[PAGE_SIZES >= 3]), (theta, estimator)
            if estimator == "mean":
                assert np.all(good.bias == 0.0) and np.all(good.mse < mle_mse)
    half, _ = comparison_priors(0.5)
    for estimator in ("map", "mean", "median"):
        assert np.all(bias(estimator, 0.5, PAGE_SIZES, float(half.a), float(half.b)) == 0.0), estimator


def test_scalar_in_scalar_out_and_shape_preserved():
    assert isinstance(mse("mle", 0.3, 10), float)
    assert isinstance(bias("map", 0.3, np.int64(10), 2, 2), float)
    grid = np.array([[1, 2, 3], [10, 20, 1]])
    assert variance("median", 0.3, grid).shape == (2, 3)
    np.testing.assert_allclose(variance("mle", 0.3, grid), 0.21 / grid)


def test_no_data_conventions():
    # n = 0: the MLE does not exist; the Bayesian estimators are the prior's.
    assert math.isnan(mse("mle", 0.3, 0))
    assert math.isnan(mse("map", 0.3, 0, 1.0, 1.0))  # flat prior: no unique mode
    assert bias("map", 0.3, 0, 3.0, 2.0) == pytest.approx(2 / 3 - 0.3)
    assert bias("mean", 0.3, 0, 3.0, 2.0) == pytest.approx(3 / 5 - 0.3)
    assert variance("mean", 0.3, 0, 3.0, 2.0) == 0.0
    # n >= 1: every estimator is defined, even with a U-shaped prior.
    assert np.all(np.isfinite(mse("map", 0.3, [1, 2, 3], 0.5, 0.5)))


@pytest.mark.parametrize("estimator", ESTIMATORS)
def test_simulation_agrees_with_exact_moments(estimator):
    theta, n, a, b, draws = 0.3, 12, 2.0, 3.0, 20_000
    sims = simulate(estimator, theta, n, a, b, draws, np.random.default_rng(0))
    assert sims.shape == (draws,)
    risk = sampling_risk(estimator, theta, n, a, b)
    standard_error = math.sqrt(risk.variance[0] / draws)
    assert abs(sims.mean() - risk.expected[0]) < 4 * standard_error
    assert sims.var() == pytest.approx(risk.variance[0], rel=0.05)
    again = simulate(estimator, theta, n, a, b, draws, np.random.default_rng(0))
    np.testing.assert_array_equal(sims, again)


def test_convergence_path_map_and_mean_approach_mle_and_sd_follows_approximation():
    theta_hat, a, b = 0.3, 5.0, 2.0
    n = np.array([10, 100, 1_000, 100_000])
    path = convergence_path(theta_hat, n, a, b)
    np.testing.assert_allclose(path.mle, theta_hat)
    gaps_map, gaps_mean = np.abs(path.map - theta_hat), np.abs(path.mean - theta_hat)
    assert np.all(np.diff(gaps_map) < 0) and np.all(np.diff(gaps_mean) < 0)
    assert gaps_mean[-1] < 1e-4
    # Posterior mean as a convex combination (MLaPP eq. 3.24).
    lam = (a + b) / (a + b + n)
    np.testing.assert_allclose(path.mean, lam * a / (a + b) + (1 - lam) * theta_hat)
    # Exact sd against Beta.std; the approximation (MLaPP eq. 3.26) becomes exact.
    np.testing.assert_allclose(path.sd[0], Beta(a + 3, b + 7).std, rtol=1e-12)
    np.testing.assert_allclose(path.sd[-1] / path.sd_approx[-1], 1.0, atol=1e-3)


# --------------------------------------------------------------------- errors


@pytest.mark.parametrize(
    ("call", "message"),
    [
        (lambda: point_estimates(-1.0, 2, 1, 1), "`a` must be a finite number > 0; got -1.0"),
        (lambda: point_estimates(1, 0, 1, 1), "`b` must be a finite number > 0; got 0"),
        (lambda: point_estimates(1, float("inf"), 1, 1), "`b` must be a finite number > 0"),
        (lambda: point_estimates(1, 1, -1, 1), "`heads` must be an integer >= 0; got -1"),
        (lambda: point_estimates(1, 1, 1, 2.5), "`tails` must be an integer >= 0; got 2.5"),
        (lambda: estimate("mode", 1, 1), "`estimator` must be one of"),
        (lambda: bayes_action(Beta(2, 2), "hinge"), "`loss` must be one of"),
        (lambda: bayes_action((2, 2), "squared"), "`posterior` must be a bayeslab.beta_binomial.Beta"),
        (lambda: posterior_risk(Beta(2, 2), [0.5, 1.2], "squared"), r"`action` must be a number in \[0, 1\]; got 1.2"),
        (lambda: posterior_risk(Beta(2, 2), float("nan"), "squared"), r"`action` must be a number in \[0, 1\]"),
        (lambda: posterior_risk(Beta(2, 2), 0.5, "zero-one", eps=0), r"`eps` must be a number in \(0, 0.5\]; got 0"),
        (lambda: posterior_risk(Beta(2, 2), 0.5, "zero-one", eps=0.7), r"`eps` must be a number in \(0, 0.5\]"),
        (lambda: posterior_risk(Beta(2, 2), 0.5, "l1"), "`loss` must be one of"),
        (lambda: mse("mle", 1.5, 10), r"`theta` must be a number in \[0, 1\]; got 1.5"),
        (lambda: mse("mle", 0.5, [10, -3]), "`n` must be an integer >= 0; got -3"),
        (lambda: bias("mle", 0.5, 2.5), "`n` must be an integer >= 0; got 2.5"),
        (lambda: variance("mean", 0.5, 10, a=-2), "`a` must be a finite number > 0; got -2"),
        (lambda: variance("mean", 0.5, 10, b=0), "`b` must be a finite number > 0; got 0"),
        (lambda: mse("posterior", 0.5, 10), "`estimator` must be one of"),
        (lambda: simulate("mle", 0.5, -1, 1, 1, 10, np.random.default_rng(0)), "`n` must be an integer >= 0; got -1"),
        (lambda: simulate("mle", 0.5, 10, 1, 1, 0, np.random.default_rng(0)), "`n_experiments` must be an integer >= 1; got 0"),
        (lambda: simulate("mle", 0.5, 10, 1, 1, 10, 0), "`rng` must be a numpy.random.Generator"),
        (lambda: simulate("mle", -0.1, 10, 1, 1, 10, np.random.default_rng(0)), "`theta` must be a number in"),
        (lambda: convergence_path(2.0, [10], 1, 1), r"`theta_hat` must be a number in \[0, 1\]; got 2.0"),
        (lambda: convergence_path(0.5, [0, 10], 1, 1), "`n` must be integers >= 1; got 0"),
    ],
)
def test_invalid_parameters_raise_value_error(call, message):
    with pytest.raises(ValueError, match=message):
        call()


def test_bayes_estimator_table():
    assert BAYES_ESTIMATOR == {"squared": "mean", "absolute": "median", "zero-one": "map"}


@pytest.mark.parametrize("theta", [0.0, 1e-300, 0.3, 0.5, 1 - 1e-12, 1.0])
@pytest.mark.parametrize("n", [0, 1, 7, 1000])
def test_binomial_logpmf_matches_scipy(n, theta):
    from bayeslab.estimators import _binomial_logpmf

    k = np.arange(n + 1)
    ours = _binomial_logpmf(k, np.full_like(k, n), theta)
    oracle = scipy.stats.binom.logpmf(k, n, theta)
    finite = np.isfinite(oracle)
    assert np.array_equal(np.isfinite(ours), finite)
    np.testing.assert_allclose(ours[finite], oracle[finite], rtol=1e-12, atol=1e-12)


# ------------------------------------------------------------------ closest to the truth


def _brute_mse(estimator: str, theta: float, n: int, a: float, b: float) -> float:
    """Oracle: sum over k = 0..n of the binomial pmf (its closed form) with SciPy's Beta for the estimate.

    The pmf is written out, C(n, k) θ^k (1 − θ)^(n − k): SciPy's ``binom.pmf`` underflows to 0 at a
    subnormal θ and raises OverflowError near the smallest normal one (θ = 1.1e-308), where the
    closed form stays exact enough for n ≤ 12.
    """
    total = 0.0
    for k in range(n + 1):
        post = scipy.stats.beta(a + k, b + n - k)
        value = {"mle": k / n if n else math.nan, "mean": post.mean(), "median": post.median(),
                 "map": (a + k - 1) / (a + b + n - 2) if a + k > 1 and b + n - k > 1 else
                 (0.0 if a + k <= 1 < b + n - k else 1.0 if b + n - k <= 1 < a + k else math.nan)}[estimator]
        total += math.comb(n, k) * theta**k * (1 - theta) ** (n - k) * (value - theta) ** 2
    return total


def test_closest_to_the_truth_with_a_prior_centred_on_it_is_the_posterior_mean():
    # θ = 1/2, prior Beta(2, 2), n = 10. No estimator is biased (symmetry); variances:
    # MLE θ(1-θ)/n = 1/40, MAP nθ(1-θ)/(n + a + b - 2)² = 2.5/144, mean nθ(1-θ)/(n + a + b)² = 2.5/196.
    assert mse("mle", 0.5, 10, 2, 2) == pytest.approx(1 / 40)
    assert mse("map", 0.5, 10, 2, 2) == pytest.approx(2.5 / 144)
    assert mse("mean", 0.5, 10, 2, 2) == pytest.approx(2.5 / 196)
    assert closest_to_truth(0.5, 10, 2, 2) == ("mean",)


def test_closest_to_the_truth_with_a_prior_far_from_it_is_the_mle():
    # θ = 0.9, the same prior: the mean's bias (a - θ(a + b))/(n + a + b) = -1.6/14 alone gives
    # bias² = 0.01306 > the MLE's whole MSE 0.09/10 = 0.009; the MAP: bias -0.8/12, variance
    # 0.9/144, MSE 0.0107.
    assert mse("mean", 0.9, 10, 2, 2) > (1.6 / 14) ** 2 > 0.009
    assert mse("map", 0.9, 10, 2, 2) == pytest.approx((0.8 / 12) ** 2 + 0.9 / 144)
    assert closest_to_truth(0.9, 10, 2, 2) == ("mle",)


def test_under_the_uniform_prior_the_map_is_the_mle_and_they_tie():
    # Beta(1, 1): MAP = (k + a - 1)/(n + a + b - 2) = k/n, the MLE, for every outcome.
    assert closest_to_truth(0.95, 10, 1, 1) == ("mle", "map")
    assert closest_to_truth(0.0, 5, 1, 1) == ("mle", "map")  # both always 0: MSE exactly 0
    # Another prior breaks the tie: half an imagined head more pulls the MAP towards 1 (it wins at
    # θ = 0.95), half an imagined tail more pulls it away (the MLE wins alone).
    assert closest_to_truth(0.95, 10, 1.5, 1) == ("map",)
    assert closest_to_truth(0.95, 10, 1, 1.5) == ("mle",)


def test_closest_to_the_truth_without_flips_leaves_out_the_undefined_estimators():
    # n = 0: no MLE, and Beta(1, 1) has no unique mode; the mean and median are both 1/2 = θ.
    assert closest_to_truth(0.5, 0, 1, 1) == ("mean", "median")


@given(probabilities, st.integers(min_value=1, max_value=12), pseudo_counts, pseudo_counts)
# Hypothesis found both: at a subnormal θ SciPy's binomial pmf underflowed to 0 (the oracle gave the
# MLE and the MAP an MSE of exactly 0, where the exact ones are 0.50θ and 0.89θ and the core names
# the MLE alone, rightly: checked below); near the smallest normal θ it raised OverflowError.
@example(theta=2.225073858507e-311, n=2, a=1.0, b=0.5)
@example(theta=1.1125369292536007e-308, n=2, a=1.0, b=1.0)
@settings(max_examples=25, deadline=None)
def test_closest_to_the_truth_agrees_with_a_brute_force_oracle(theta, n, a, b):
    errors = {est: _brute_mse(est, theta, n, a, b) for est in ESTIMATORS}
    best = min(v for v in errors.values() if not math.isnan(v))
    chosen = closest_to_truth(theta, n, a, b)
    assert chosen
    for est in chosen:
        assert errors[est] == pytest.approx(best, rel=1e-9, abs=1e-15)
    for est, value in errors.items():
        if est not in chosen and not math.isnan(value):
            if value == best == 0.0 and 0.0 < theta < 1.0:
                continue  # both underflowed even in the closed form (θ near 1e-323): no order to check
            assert value > best * (1 + 1e-12) or value - best > 1e-15


def test_closest_to_the_truth_at_a_subnormal_theta_orders_the_exact_risks():
    # θ = 2.2e-311, n = 2, Beta(1, 0.5): one head (probability 2θ(1 − θ)) gives the MLE 1/2 and the
    # MAP (a + 1 − 1)/(a + b + n − 2) = 2/3; no head gives 0 for both. To first order in θ the MSEs
    # are 2θ(1/2)² = θ/2 and 2θ(2/3)² = 8θ/9, so the MLE alone is closest.
    theta = 2.225073858507e-311
    assert mse("mle", theta, 2, 1.0, 0.5) == pytest.approx(theta / 2, rel=1e-3)
    assert mse("map", theta, 2, 1.0, 0.5) == pytest.approx(8 * theta / 9, rel=1e-3)
    assert closest_to_truth(theta, 2, 1.0, 0.5) == ("mle",)


@pytest.mark.parametrize(("kwargs", "match"), [
    ({"theta": 1.5, "n": 3}, "`theta` must be"),
    ({"theta": 0.5, "n": -1}, "`n` must be"),
    ({"theta": 0.5, "n": 2.5}, "`n` must be"),
    ({"theta": 0.5, "n": [1, 2]}, "`n` must be"),
    ({"theta": 0.5, "n": 3, "a": 0}, "`a` must be"),
    ({"theta": 0.5, "n": 3, "b": -1}, "`b` must be"),
])
def test_closest_to_the_truth_validates(kwargs, match):
    with pytest.raises(ValueError, match=match):
        closest_to_truth(**kwargs)
