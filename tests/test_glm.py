"""Tests for bayeslab.glm: classic fitted values, hand-derived standard errors,
scikit-learn oracles, Newton's path, non-existence of the MLE, the likelihood surface."""

from __future__ import annotations

import math

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
import scipy.special
import scipy.stats
from scipy.stats import bernoulli, norm, poisson

from bayeslab.datasets import load_challenger, load_horse_kicks, load_hours_studied
from bayeslab.glm import (
    ETA_LIMIT,
    FAMILIES,
    DataError,
    check_regression_data,
    fit_glm,
    fit_logistic,
    log_likelihood_surface,
    mean_response,
    response_interval,
    response_probability,
    simulate_glm,
)


def random_data(family: str, seed: int = 0, n: int = 300, p: int = 3):
    rng = np.random.default_rng(seed)
    X = rng.normal(size=(n, p))
    eta = 0.3 + X @ np.linspace(0.6, -0.4, p)
    if family == "bernoulli":
        y = (rng.random(n) < 1 / (1 + np.exp(-eta))).astype(float)
    elif family == "poisson":
        y = rng.poisson(np.exp(eta)).astype(float)
    else:
        y = eta + rng.normal(size=n)
    return X, y


# --------------------------------------------------------------------------- classic values


def test_challenger_logistic_mle():
    # Dalal, Fowlkes & Hoadley (1989) data; R: glm(damage ~ temperature, family = binomial)
    # gives intercept 15.0429 (s.e. 7.3786) and slope -0.2322 per F (s.e. 0.1082).
    data = load_challenger()
    fit = fit_logistic(data.X, data.y)
    assert fit.converged and fit.status == "converged" and fit.reason == ""
    np.testing.assert_allclose(fit.coef, [15.0429, -0.2322], atol=5e-5)
    np.testing.assert_allclose(fit.standard_errors, [7.3786, 0.1082], atol=5e-4)
    # At the 31 F of the Challenger launch the fitted damage probability is about 0.9996.
    assert fit.predict_mean([[31.0]])[0] == pytest.approx(1 / (1 + math.exp(-(15.0429 - 0.2322 * 31))), abs=1e-4)


def test_hours_studied_logistic_mle():
    # Wikipedia, "Logistic regression", example: intercept -4.0777 (s.e. 1.7610), hours 1.5046
    # (s.e. 0.6287); p(pass | 2 h) = 0.256, p(pass | 4 h) = 0.874.
    data = load_hours_studied()
    fit = fit_logistic(data.X, data.y)
    np.testing.assert_allclose(fit.coef, [-4.0777, 1.5046], atol=5e-5)
    np.testing.assert_allclose(fit.standard_errors, [1.7610, 0.6287], atol=5e-5)
    np.testing.assert_allclose(fit.predict_mean([[2.0], [4.0]]), [0.256, 0.874], atol=5e-4)


def test_gaussian_mle_is_least_squares_with_rss_over_n():
    X, y = random_data("gaussian")
    fit = fit_glm(X, y)
    design = np.column_stack([np.ones(len(y)), X])
    coef, rss, *_ = np.linalg.lstsq(design, y, rcond=None)
    np.testing.assert_allclose(fit.coef, coef, rtol=1e-10)
    assert fit.sigma2 == pytest.approx(rss[0] / len(y), rel=1e-10)
    expected = np.sum(norm.logpdf(y, design @ coef, math.sqrt(rss[0] / len(y))))
    assert fit.log_likelihood == pytest.approx(expected, rel=1e-12)
    assert fit.log_likelihood == pytest.approx(-len(y) / 2 * (math.log(2 * math.pi * fit.sigma2) + 1), rel=1e-12)
    # Newton on a quadratic: one step lands on the solution (the second only confirms it).
    assert fit.n_iter == 1
    assert fit.intercept == fit.coef[0] and fit.weights.tolist() == fit.coef[1:].tolist()


# --------------------------------------------------------------------------- standard errors by hand


def test_gaussian_standard_errors_by_hand():
    # x = 0, 1, 2, 3; y = 1, 3, 2, 5. Least squares: b0 = b1 = 11/10, RSS = 27/10, so
    # sigma^2 = RSS/n = 27/40. (X^T X)^-1 = [[14, -6], [-6, 4]] / 20, hence
    # se(b0)^2 = 27/40 * 14/20 = 189/400 and se(b1)^2 = 27/40 * 4/20 = 27/200.
    fit = fit_glm([0.0, 1.0, 2.0, 3.0], [1.0, 3.0, 2.0, 5.0])
    np.testing.assert_allclose(fit.coef, [1.1, 1.1], rtol=1e-12)
    assert fit.sigma2 == pytest.approx(27 / 40, rel=1e-12)
    np.testing.assert_allclose(fit.standard_errors, np.sqrt([189 / 400, 27 / 200]), rtol=1e-10)
    # statsmodels / R divide the RSS by n - p = 2: se(b1)^2 = (27/20) / Sxx = (27/20) / 5.
    np.testing.assert_allclose(fit.standard_errors[1] * math.sqrt(4 / 2), math.sqrt(27 / 100), rtol=1e-10)


def test_bernoulli_standard_errors_by_hand():
    # Two groups: x = 0 has y = 0, 1 (p = 1/2); x = 1 has y = 0, 1, 1 (p = 2/3). The model is
    # saturated, so b0 = logit(1/2) = 0, b1 = logit(2/3) = log 2, and
    # var(logit p_g) = 1 / (n_g p_g (1 - p_g)): se(b0)^2 = 2, se(b1)^2 = 2 + 3/2.
    fit = fit_logistic([0.0, 0.0, 1.0, 1.0, 1.0], [0, 1, 0, 1, 1])
    np.testing.assert_allclose(fit.coef, [0.0, math.log(2)], atol=1e-9)
    np.testing.assert_allclose(fit.standard_errors, [math.sqrt(2), math.sqrt(3.5)], rtol=1e-10)


def test_poisson_standard_errors_by_hand():
    # Two groups: x = 0 has counts 1, 3 (mean 2); x = 1 has 2, 6 (mean 4). b0 = log 2,
    # b1 = log 4 - log 2 = log 2, var(log mean_g) = 1 / (n_g mean_g): se(b0)^2 = 1/4,
    # se(b1)^2 = 1/4 + 1/8.
    fit = fit_glm([0.0, 0.0, 1.0, 1.0], [1, 3, 2, 6], family="poisson")
    np.testing.assert_allclose(fit.coef, [math.log(2), math.log(2)], rtol=1e-9)
    np.testing.assert_allclose(fit.standard_errors, [0.5, math.sqrt(3 / 8)], rtol=1e-10)


def test_wald_interval():
    fit = fit_logistic(load_hours_studied().X, load_hours_studied().y)
    interval = fit.wald_interval(0.9)
    z = norm.ppf(0.95)
    np.testing.assert_allclose(interval[:, 0], fit.coef - z * fit.standard_errors, rtol=1e-12)
    np.testing.assert_allclose(interval[:, 1], fit.coef + z * fit.standard_errors, rtol=1e-12)


# --------------------------------------------------------------------------- oracles


def test_logistic_matches_sklearn_without_penalty():
    from sklearn.linear_model import LogisticRegression

    X, y = random_data("bernoulli")
    ours = fit_logistic(X, y)
    # C=inf is penalty=None (the `penalty` argument is deprecated from scikit-learn 1.8).
    theirs = LogisticRegression(C=np.inf, tol=1e-10, max_iter=10_000).fit(X, y)
    np.testing.assert_allclose(ours.coef, np.r_[theirs.intercept_, theirs.coef_[0]], atol=1e-6)
    np.testing.assert_allclose(ours.predict_mean(X), theirs.predict_proba(X)[:, 1], atol=1e-6)


def test_penalised_logistic_matches_sklearn():
    from sklearn.linear_model import LogisticRegression

    X, y = random_data("bernoulli", seed=1)
    ours = fit_logistic(X, y, l2=2.0)
    # scikit-learn minimises sum(log-loss) + ||w||^2 / (2C): C = 1 / l2.
    theirs = LogisticRegression(C=0.5, tol=1e-10, max_iter=10_000).fit(X, y)
    np.testing.assert_allclose(ours.coef, np.r_[theirs.intercept_, theirs.coef_[0]], atol=1e-6)


def test_poisson_matches_sklearn():
    from sklearn.linear_model import PoissonRegressor

    X, y = random_data("poisson")
    ours = fit_glm(X, y, family="poisson")
    theirs = PoissonRegressor(alpha=0.0, tol=1e-12, max_iter=10_000).fit(X, y)
    np.testing.assert_allclose(ours.coef, np.r_[theirs.intercept_, theirs.coef_], atol=1e-6)
    np.testing.assert_allclose(ours.predict_mean(X), theirs.predict(X), rtol=1e-6)
    # scikit-learn minimises mean deviance / 2 + alpha ||w||^2 / 2: l2 = n * alpha.
    penalised = fit_glm(X, y, family="poisson", l2=len(y) * 0.05)
    theirs = PoissonRegressor(alpha=0.05, tol=1e-12, max_iter=10_000).fit(X, y)
    np.testing.assert_allclose(penalised.coef, np.r_[theirs.intercept_, theirs.coef_], atol=1e-6)


@pytest.mark.parametrize("scale", [1.0, 5000.0])
def test_poisson_log_likelihood_is_the_full_pmf(scale):
    # Including log y! (slides eq. 30), for small counts and for counts far above n.
    rng = np.random.default_rng(3)
    x = rng.normal(size=40)
    y = rng.poisson(scale * np.exp(0.2 * x)).astype(float)
    fit = fit_glm(x, y, family="poisson")
    mean = fit.predict_mean(x[:, None])
    assert fit.log_likelihood == pytest.approx(np.sum(poisson.logpmf(y, mean)), rel=1e-12)


def test_horse_kicks_poisson_regression_on_year_matches_sklearn():
    from sklearn.linear_model import PoissonRegressor

    data = load_horse_kicks()
    years = data.X - 1875.0  # years since 1875
    ours = fit_glm(years, data.y, family="poisson")
    theirs = PoissonRegressor(alpha=0.0, tol=1e-12, max_iter=10_000).fit(years, data.y)
    np.testing.assert_allclose(ours.coef, np.r_[theirs.intercept_, theirs.coef_], atol=1e-6)
    # Without the year the MLE of the rate is the mean, 196/280 = 0.7 deaths per corps-year.
    flat = fit_glm(np.zeros((280, 0)), data.y, family="poisson")
    assert flat.coef.tolist() == pytest.approx([math.log(0.7)], rel=1e-12)


def test_gaussian_with_l2_is_ridge():
    from sklearn.linear_model import Ridge

    X, y = random_data("gaussian")
    ours = fit_glm(X, y, l2=5.0)
    theirs = Ridge(alpha=5.0).fit(X, y)
    np.testing.assert_allclose(ours.coef, np.r_[theirs.intercept_, theirs.coef_], atol=1e-8)
    residual = y - theirs.predict(X)
    assert ours.sigma2 == pytest.approx(residual @ residual / len(y), rel=1e-10)


def test_without_intercept():
    X, y = random_data("gaussian")
    ours = fit_glm(X, y, fit_intercept=False)
    np.testing.assert_allclose(ours.coef, np.linalg.lstsq(X, y, rcond=None)[0], rtol=1e-10)
    assert ours.intercept == 0.0 and ours.weights.shape == (3,)


# --------------------------------------------------------------------------- Newton's path


@pytest.mark.parametrize("family, data", [
    ("bernoulli", load_challenger), ("bernoulli", load_hours_studied), ("poisson", load_horse_kicks),
])
@pytest.mark.parametrize("start", [None, "zeros"])
def test_log_likelihood_never_decreases_along_the_path(family, data, start):
    data = data()
    fit = fit_glm(data.X, data.y, family=family, start=None if start is None else [0.0, 0.0])
    assert fit.converged
    # Step halving keeps every step uphill; the last, whole Newton step may wobble in the
    # last digits (its gain is below float resolution).
    steps = np.diff(fit.log_likelihood_path)
    assert np.all(steps[:-1] > 0) and steps[-1] >= -1e-13 * abs(fit.log_likelihood)
    assert fit.path.shape == (fit.n_iter + 1, 2)
    np.testing.assert_array_equal(fit.path[-1], fit.coef)
    assert fit.log_likelihood == fit.log_likelihood_path[-1]
    if start is not None:
        np.testing.assert_array_equal(fit.path[0], [0.0, 0.0])


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10_000), family=st.sampled_from(FAMILIES))
def test_path_properties_on_random_data(seed, family):
    X, y = random_data(family, seed=seed, n=60, p=2)
    fit = fit_glm(X, y, family=family)
    assert fit.converged
    assert np.all(np.diff(fit.log_likelihood_path) >= -1e-13 * abs(fit.log_likelihood))
    # The gradient of the log-likelihood vanishes at the estimate: X^T (y - mu) = 0.
    design = np.column_stack([np.ones(len(y)), X])
    assert np.max(np.abs(design.T @ (y - fit.predict_mean(X)))) < 1e-6 * (1 + np.abs(y).sum())


def test_path_log_likelihoods_by_hand():
    data = load_hours_studied()
    fit = fit_logistic(data.X, data.y, start=[0.0, 0.0])
    for theta, value in zip(fit.path, fit.log_likelihood_path):
        p = 1 / (1 + np.exp(-(theta[0] + theta[1] * data.X[:, 0])))
        assert value == pytest.approx(np.sum(bernoulli.logpmf(data.y, p)), rel=1e-12)
    assert fit.log_likelihood_path[0] == pytest.approx(20 * math.log(0.5), rel=1e-12)


def test_max_iter_reached():
    data = load_challenger()
    fit = fit_logistic(data.X, data.y, max_iter=2, start=[0.0, 0.0])
    assert not fit.converged and fit.status == "max_iter" and fit.n_iter == 2
    assert "max_iter=2" in fit.reason
    assert np.all(np.isnan(fit.coef)) and np.all(np.isnan(fit.standard_errors)) and math.isnan(fit.log_likelihood)
    assert fit.path.shape == (3, 2)


# --------------------------------------------------------------------------- no MLE


def test_separable_data_do_not_converge():
    x = np.arange(10.0)
    y = (x > 4.5).astype(float)
    fit = fit_logistic(x, y)
    assert not fit.converged and fit.status == "separation"
    assert "separable" in fit.reason and "l2 > 0" in fit.reason
    assert np.all(np.isnan(fit.coef)) and np.all(np.isnan(fit.standard_errors))
    # The path heads off to infinity along the separating direction (boundary at x = 4.5).
    last = fit.path[-1]
    assert np.max(np.abs(last[0] + last[1] * x)) > ETA_LIMIT
    assert -last[0] / last[1] == pytest.approx(4.5, rel=1e-6)
    assert np.all(np.diff(fit.log_likelihood_path) > 0) and fit.log_likelihood_path[-1] < 0
    with pytest.raises(ValueError, match=r"the fit did not converge \(separation\)"):
        fit.predict_mean([[1.0]])
    with pytest.raises(ValueError, match=r"did not converge"):
        fit.wald_interval()


def test_quasi_separated_data_do_not_converge():
    # The classes meet only at x = 2 (one 0, one 1): quasi-complete separation.
    fit = fit_logistic([0.0, 1.0, 2.0, 2.0, 3.0, 4.0], [0, 0, 0, 1, 1, 1])
    assert fit.status == "separation" and not fit.converged


def test_separated_two_features():
    rng = np.random.default_rng(0)
    X = rng.normal(size=(200, 2))
    y = (X[:, 0] + 2 * X[:, 1] > 0.3).astype(float)
    assert fit_logistic(X, y).status == "separation"
    # Overlapping labels (ten flipped): the MLE exists and is found.
    flipped = y.copy()
    flipped[:10] = 1 - flipped[:10]
    assert fit_logistic(X, flipped).converged


def test_extreme_but_finite_mle_is_not_mistaken_for_separation():
    # The classes overlap near 0, so the MLE exists, yet the far points x = +-100 are fitted
    # with |eta| > 200: the cheap signal fires and the linear program clears the data.
    from sklearn.linear_model import LogisticRegression

    x = np.array([-100.0, -50.0, -1.0, -0.5, 0.0, 0.5, 1.0, 50.0, 100.0])
    y = np.array([0, 0, 0, 1, 0, 1, 1, 1, 1])
    fit = fit_logistic(x, y)
    assert fit.converged and np.max(np.abs(fit.predict_linear(x[:, None]))) > 100
    theirs = LogisticRegression(C=np.inf, tol=1e-12, max_iter=10_000).fit(x[:, None], y)
    np.testing.assert_allclose(fit.coef, np.r_[theirs.intercept_, theirs.coef_[0]], rtol=1e-5)


@settings(max_examples=20, deadline=None)
@given(seed=st.integers(0, 10_000))
def test_separation_verdict_agrees_with_a_perfect_classifier(seed):
    # Strong features (|eta| up to ~100): some samples are separable, most are not. A sample
    # is declared separable exactly when a nearly unpenalised fit classifies it perfectly.
    from sklearn.linear_model import LogisticRegression

    rng = np.random.default_rng(seed)
    X = 10 * rng.normal(size=(60, 2))
    y = (rng.random(60) < 1 / (1 + np.exp(-np.clip(X @ [3.0, -1.0], -30, 30)))).astype(float)
    if y.min() == y.max():
        return
    fit = fit_logistic(X, y)
    perfect = LogisticRegression(C=1e8, tol=1e-10, max_iter=10_000).fit(X, y).score(X, y) == 1.0
    assert fit.status == ("separation" if perfect else "converged")


def test_penalty_makes_separable_data_fit():
    x = np.arange(10.0)
    y = (x > 4.5).astype(float)
    fit = fit_logistic(x, y, l2=1.0)
    assert fit.converged and np.all(np.isfinite(fit.coef))
    assert fit.predict_mean([[4.5]])[0] == pytest.approx(0.5, abs=1e-9)


def test_poisson_with_zeros_cut_off_diverges():
    # Positive counts only at x = 5, zeros everywhere left of it: the likelihood rises as the
    # slope grows without bound (the fitted means left of 5 go to 0).
    fit = fit_glm([0, 1, 2, 3, 4, 5, 5], [0, 0, 0, 0, 0, 3, 5], family="poisson")
    assert not fit.converged and fit.status == "divergence" and "Poisson" in fit.reason
    assert np.all(np.isnan(fit.coef))
    assert np.all(np.diff(fit.log_likelihood_path) > 0)
    # Zeros on one side but positive counts spread out: the MLE exists.
    assert fit_glm(np.arange(10.0), [0, 0, 0, 0, 0, 3, 5, 2, 6, 4], family="poisson").converged


@pytest.mark.parametrize("l2", [0.0, 1.0])
def test_the_unpenalised_intercept_can_still_run_off(l2):
    # All counts 0 (or all labels equal): the intercept heads to -inf (+inf) and the penalty,
    # which spares the intercept, cannot stop it.
    poisson = fit_glm([0.0, 1.0, 2.0], [0, 0, 0], family="poisson", l2=l2)
    logistic = fit_logistic([0.0, 1.0, 2.0], [1, 1, 1], l2=l2)
    assert poisson.status == "divergence" and logistic.status == "separation"
    if l2 > 0:
        assert "every count is zero" in poisson.reason and "every label is the same" in logistic.reason
    # Without an intercept the penalty holds every coefficient.
    if l2 > 0:
        assert fit_logistic([[1.0], [2.0], [3.0]], [1, 1, 1], l2=l2, fit_intercept=False).converged


# --------------------------------------------------------------------------- likelihood surface


@pytest.mark.parametrize("family, loader", [
    ("bernoulli", load_hours_studied), ("poisson", load_horse_kicks), ("gaussian", load_hours_studied),
])
def test_surface_matches_scipy_point_by_point(family, loader):
    data = loader()
    x = data.X[:, 0] - (1875 if family == "poisson" else 0)
    intercepts = np.linspace(-3, 1, 7)
    slopes = np.linspace(-0.2, 1.5, 5)
    surface = log_likelihood_surface(x, data.y, family, intercepts, slopes, sigma2=0.3 if family == "gaussian" else None)
    assert surface.shape == (5, 7)
    for i, b1 in enumerate(slopes):
        for j, b0 in enumerate(intercepts):
            eta = b0 + b1 * x
            if family == "bernoulli":
                expected = np.sum(bernoulli.logpmf(data.y, 1 / (1 + np.exp(-eta))))
            elif family == "poisson":
                expected = np.sum(poisson.logpmf(data.y, np.exp(eta)))
            else:
                expected = np.sum(norm.logpdf(data.y, eta, math.sqrt(0.3)))
            assert surface[i, j] == pytest.approx(expected, rel=1e-10)


@pytest.mark.parametrize("family, loader", [
    ("bernoulli", load_challenger), ("gaussian", load_hours_studied), ("poisson", load_horse_kicks),
])
@pytest.mark.parametrize("l2", [0.0, 3.0])
def test_surface_peaks_at_the_fit(family, loader, l2):
    data = loader()
    x = data.X[:, 0] - (1875 if family == "poisson" else 0)
    fit = fit_glm(x, data.y, family=family, l2=l2)
    b0, b1 = fit.coef
    intercepts = b0 + np.linspace(-0.5, 0.5, 41) * (1 + abs(b0))
    slopes = b1 + np.linspace(-0.5, 0.5, 41) * (1e-3 + abs(b1))
    surface = log_likelihood_surface(x, data.y, family, intercepts, slopes, l2=l2)
    i, j = np.unravel_index(np.argmax(surface), surface.shape)
    assert (i, j) == (20, 20)  # the grid centre is the estimate
    penalty = 0.5 * l2 * b1**2 / (fit.sigma2 if family == "gaussian" else 1.0)
    assert surface[20, 20] == pytest.approx(fit.log_likelihood - penalty, rel=1e-10)


def test_surface_blocks_agree_with_one_block():
    data = load_horse_kicks()
    x = data.X[:, 0] - 1875
    intercepts = np.linspace(-1, 0, 300)
    slopes = np.linspace(-0.05, 0.05, 90)  # 300 * 280 per slope row: several blocks
    big = log_likelihood_surface(x, data.y, "poisson", intercepts, slopes)
    one_by_one = np.vstack([log_likelihood_surface(x, data.y, "poisson", intercepts, [s]) for s in slopes[::17]])
    np.testing.assert_allclose(big[::17], one_by_one, rtol=1e-12)


# --------------------------------------------------------------------------- new data


def test_log_likelihood_on_new_data():
    data = load_challenger()
    fit = fit_logistic(data.X, data.y)
    new_x, new_y = np.array([[31.0], [60.0], [80.0]]), np.array([1, 0, 0])
    p = fit.predict_mean(new_x)
    assert fit.log_likelihood_on(new_x, new_y) == pytest.approx(np.sum(bernoulli.logpmf(new_y, p)), rel=1e-12)
    assert fit.log_likelihood_on(data.X, data.y) == pytest.approx(fit.log_likelihood, rel=1e-12)
    gaussian = fit_glm([0.0, 1.0, 2.0, 3.0], [1.0, 3.0, 2.0, 5.0])
    expected = norm.logpdf(4.0, 1.1 + 1.1 * 2.0, math.sqrt(27 / 40))
    assert gaussian.log_likelihood_on([[2.0]], [4.0]) == pytest.approx(expected, rel=1e-12)


def test_result_is_frozen():
    fit = fit_logistic(load_hours_studied().X, load_hours_studied().y)
    with pytest.raises(ValueError):
        fit.coef[0] = 0.0
    with pytest.raises(ValueError):
        fit.path[0, 0] = 1.0
    with pytest.raises(AttributeError):
        fit.converged = False


# --------------------------------------------------------------------------- argument errors


@pytest.mark.parametrize("kwargs, match", [
    ({"family": "binomial"}, r"`family` must be one of 'gaussian', 'bernoulli', 'poisson'; got 'binomial'"),
    ({"l2": -1.0}, r"`l2` must be a finite number >= 0; got -1.0"),
    ({"max_iter": 0}, r"`max_iter` must be an integer >= 1; got 0"),
    ({"tol": 0.0}, r"`tol` must be a finite number > 0; got 0.0"),
    ({"fit_intercept": "yes"}, r"`fit_intercept` must be True or False; got 'yes'"),
    ({"start": [0.0]}, r"`start` must have shape \(2,\)"),
    ({"start": [0.0, np.nan]}, r"`start` must be a finite number; got nan at index 1"),
])
def test_fit_rejects_bad_arguments(kwargs, match):
    with pytest.raises(ValueError, match=match):
        fit_glm([0.0, 1.0, 2.0, 3.0], [0.0, 1.0, 1.0, 0.0], **kwargs)


@pytest.mark.parametrize("family, X, y, match", [
    ("bernoulli", [0.0, 1.0, 2.0], [0, 1, 2], r"`y` must be an integer in \[0, 1\]; got 2 at index 2"),
    ("bernoulli", [0.0, 1.0, 2.0], [0, 0.5, 1], r"`y` must be an integer in \[0, 1\]; got 0.5"),
    ("poisson", [0.0, 1.0, 2.0], [0, -1, 2], r"`y` must be an integer >= 0; got -1 at index 1"),
    ("poisson", [0.0, 1.0, 2.0], [0, 1.5, 2], r"`y` must be an integer >= 0; got 1.5"),
    ("gaussian", [0.0, 1.0, 2.0], [0.0, np.inf, 2.0], r"`y` must be a finite number; got inf at index 1"),
    ("gaussian", [0.0, 1.0, 2.0], [0.0, 1.0], r"`y` must have shape \(3,\)"),
    ("gaussian", [[[0.0]]], [0.0], r"`X` must be a non-empty array"),
    ("gaussian", [[0.0, np.nan]], [0.0], r"`X` must be a finite number; got nan at index \(0, 1\)"),
    ("gaussian", [[1.0, 2.0], [2.0, 4.0], [3.0, 6.0]], [1.0, 2.0, 2.0], r"linearly dependent .* l2 > 0"),
    ("gaussian", [[1.0], [1.0], [1.0]], [1.0, 2.0, 2.0], r"linearly dependent \(a constant or repeated"),
    ("gaussian", [0.0, 1.0, 2.0], [1.0, 3.0, 5.0], r"fitted exactly .* noise variance MLE is 0"),
])
def test_fit_rejects_bad_data(family, X, y, match):
    with pytest.raises(ValueError, match=match):
        fit_glm(X, y, family=family)


def test_fitted_model_rejects_bad_inputs():
    fit = fit_logistic(load_hours_studied().X, load_hours_studied().y)
    with pytest.raises(ValueError, match=r"`X` must have 1 feature column\(s\); got shape \(2, 2\)"):
        fit.predict_mean(np.zeros((2, 2)))
    with pytest.raises(ValueError, match=r"`level` must be a number in \(0, 1\); got 1.0"):
        fit.wald_interval(1.0)
    with pytest.raises(ValueError, match=r"`y` must be an integer in \[0, 1\]"):
        fit.log_likelihood_on([[1.0]], [3])


@pytest.mark.parametrize("kwargs, match", [
    ({"X": np.zeros((4, 2))}, r"`X` must have exactly one feature column; got shape \(4, 2\)"),
    ({"family": "gamma"}, r"`family` must be one of"),
    ({"grid_intercept": []}, r"`grid_intercept` must be a non-empty 1-D array"),
    ({"grid_slope": [[0.0, 1.0]]}, r"`grid_slope` must be a non-empty 1-D array"),
    ({"sigma2": 0.0}, r"`sigma2` must be a finite number > 0; got 0.0"),
    ({"l2": -2.0}, r"`l2` must be a finite number >= 0"),
    ({"y": [0.0, 1.0, 2.0, 3.0]}, r"`y` lies exactly on a line"),
])
def test_surface_rejects_bad_arguments(kwargs, match):
    arguments = {"X": [0.0, 1.0, 2.0, 3.0], "y": [0.0, 1.0, 1.0, 3.0], "family": "gaussian",
                 "grid_intercept": [0.0, 1.0], "grid_slope": [0.0, 1.0], **kwargs}
    if "sigma2" in kwargs or "X" in kwargs:
        arguments["y"] = [0.0, 1.0, 1.0, 3.0]
    with pytest.raises(ValueError, match=match):
        log_likelihood_surface(**arguments)


# --------------------------------------------------------------------------- one feature: data and responses
@pytest.mark.parametrize("family", FAMILIES)
def test_simulate_glm_draws_from_the_family(family):
    rng = np.random.default_rng(0)
    x, y = simulate_glm(family, 40_000, rng, intercept=0.3, slope=-0.7, noise_std=0.5, low=-1.0, high=2.0)
    assert x.shape == y.shape == (40_000,)
    assert x.min() >= -1.0 and x.max() <= 2.0
    eta = 0.3 - 0.7 * x
    if family == "gaussian":
        assert (y - eta).std() == pytest.approx(0.5, rel=0.02)
        assert abs((y - eta).mean()) < 0.01
    elif family == "bernoulli":
        assert set(np.unique(y)) == {0.0, 1.0}
        expected = scipy.special.expit(eta)
        assert abs((y - expected).mean()) < 4 * math.sqrt(np.mean(expected * (1 - expected)) / y.size)
    else:
        assert np.all(y == np.floor(y)) and y.min() >= 0
        # E[y - e^eta] = 0 and Var(y) = e^eta (Poisson).
        assert abs((y - np.exp(eta)).mean()) < 4 * math.sqrt(np.exp(eta).mean() / y.size)
        assert np.var(y - np.exp(eta)) == pytest.approx(np.exp(eta).mean(), rel=0.05)
    again = simulate_glm(family, 5, np.random.default_rng(3), intercept=0.0, slope=1.0)
    np.testing.assert_array_equal(again[1], simulate_glm(family, 5, np.random.default_rng(3), intercept=0.0,
                                                         slope=1.0)[1])


def test_simulate_glm_errors():
    rng = np.random.default_rng(0)
    with pytest.raises(ValueError, match=r"`family` must be one of 'gaussian', 'bernoulli', 'poisson'; got 'binomial'"):
        simulate_glm("binomial", 3, rng, intercept=0.0, slope=0.0)
    with pytest.raises(ValueError, match=r"`n_samples` must be an integer >= 0; got -1"):
        simulate_glm("gaussian", -1, rng, intercept=0.0, slope=0.0)
    with pytest.raises(ValueError, match=r"`rng` must be a numpy.random.Generator"):
        simulate_glm("gaussian", 3, 0, intercept=0.0, slope=0.0)
    with pytest.raises(ValueError, match=r"`intercept` must be a finite number; got inf"):
        simulate_glm("gaussian", 3, rng, intercept=math.inf, slope=0.0)
    with pytest.raises(ValueError, match=r"`slope` must be a finite number; got nan"):
        simulate_glm("gaussian", 3, rng, intercept=0.0, slope=math.nan)
    with pytest.raises(ValueError, match=r"`noise_std` must be a finite number > 0; got 0"):
        simulate_glm("gaussian", 3, rng, intercept=0.0, slope=0.0, noise_std=0)
    with pytest.raises(ValueError, match=r"`low` must be a finite number; got -inf"):
        simulate_glm("gaussian", 3, rng, intercept=0.0, slope=0.0, low=-math.inf)
    with pytest.raises(ValueError, match=r"`high` must be a finite number > 1; got 1"):
        simulate_glm("gaussian", 3, rng, intercept=0.0, slope=0.0, low=1.0, high=1.0)
    with pytest.raises(ValueError, match=r"Poisson mean exp\(intercept \+ slope\*x\) must stay <= 1e\+06"):
        simulate_glm("poisson", 3, rng, intercept=10.0, slope=3.0)
    simulate_glm("poisson", 3, rng, intercept=5.0, slope=-3.0)  # largest mean e^11 at x = -2: allowed


def test_response_probability_matches_scipy():
    mean = np.array([0.1, 0.5, 0.97])
    np.testing.assert_allclose(response_probability("bernoulli", mean, [0, 1]),
                               scipy.stats.bernoulli.pmf([[0, 1]], mean[:, None]), rtol=1e-14)
    rate = np.array([0.2, 3.0, 40.0])
    counts = np.arange(150)
    table = response_probability("poisson", rate, counts)
    np.testing.assert_allclose(table, scipy.stats.poisson.pmf(counts[None, :], rate[:, None]), rtol=1e-12)
    np.testing.assert_allclose(table.sum(axis=1), 1.0, rtol=1e-9)
    y = np.linspace(-3, 3, 7)
    np.testing.assert_allclose(response_probability("gaussian", [0.5, -1.0], y, sigma2=2.25),
                               scipy.stats.norm.pdf(y[None, :], [[0.5], [-1.0]], 1.5), rtol=1e-14)
    # Limiting cases: a certain Bernoulli outcome, a Poisson mean of 0 (all mass at 0).
    np.testing.assert_array_equal(response_probability("bernoulli", [0.0, 1.0], [0, 1]), [[1, 0], [0, 1]])
    np.testing.assert_array_equal(response_probability("poisson", [0.0], [0, 1, 2]), [[1, 0, 0]])


def test_response_interval():
    z = scipy.stats.norm.ppf(0.975)  # 1.959964...
    np.testing.assert_allclose(response_interval("gaussian", [1.0, -2.0], 0.95, sigma2=0.25),
                               [[1 - 0.5 * z, 1 + 0.5 * z], [-2 - 0.5 * z, -2 + 0.5 * z]], rtol=1e-12)
    rates = np.array([0.3, 2.0, 12.5])
    ends = response_interval("poisson", rates, 0.9)
    for rate, (low, high) in zip(rates, ends):
        inside = scipy.stats.poisson.cdf(high, rate) - scipy.stats.poisson.cdf(low - 1, rate)
        assert inside >= 0.9
        assert scipy.stats.poisson.cdf(low - 1, rate) <= 0.05  # equal tails, each at most 5 %
        assert scipy.stats.poisson.sf(high, rate) <= 0.05
    np.testing.assert_array_equal(response_interval("bernoulli", [0.01, 0.5, 0.99], 0.95),
                                  [[0, 0], [0, 1], [1, 1]])  # P(0) = 0.01 < 2.5 %: 0 is left out


def test_response_errors():
    with pytest.raises(ValueError, match=r"`sigma2` must be given for the gaussian family"):
        response_probability("gaussian", [0.0], [0.0])
    with pytest.raises(ValueError, match=r"`sigma2` must be a finite number > 0; got 0"):
        response_interval("gaussian", [0.0], 0.9, sigma2=0.0)
    with pytest.raises(ValueError, match=r"`mean` must be a number in \[0, 1\]; got 1.5 at index 0"):
        response_probability("bernoulli", [1.5], [0, 1])
    with pytest.raises(ValueError, match=r"`mean` must be a finite number >= 0; got -1.0 at index 0"):
        response_probability("poisson", [-1.0], [0])
    with pytest.raises(ValueError, match=r"`values` must be an integer in \[0, 1\]; got 2 at index 0"):
        response_probability("bernoulli", [0.5], [2])
    with pytest.raises(ValueError, match=r"`values` must be an integer >= 0; got 0.5 at index 1"):
        response_probability("poisson", [1.0], [0, 0.5])
    with pytest.raises(ValueError, match=r"`level` must be a number in \(0, 1\); got 1"):
        response_interval("poisson", [1.0], 1)
    with pytest.raises(ValueError, match=r"`family` must be one of"):
        response_probability("normal", [0.0], [0.0], sigma2=1.0)


@pytest.mark.parametrize(("x", "y", "family", "problem", "point"), [
    ([1.0], [0.0], "gaussian", "too_few", None),
    ([2.0, 2.0, 2.0], [0.0, 1.0, 0.0], "bernoulli", "same_x", None),
    ([1.0, 2.0, 3.0], [0.0, 1.0, 0.5], "bernoulli", "not_binary", 3),
    ([1.0, 2.0, 3.0], [0.0, -1.0, 2.0], "poisson", "not_count", 2),
    ([1.0, 2.0, 3.0], [0.0, 1.5, 2.0], "poisson", "not_count", 2),
    ([1.0, 2.0, 3.0], [3.0, 5.0, 7.0], "gaussian", "exact_line", None),
    ([1.0, 2.0, 3.0], [0.0, 0.0, 0.0], "gaussian", "exact_line", None),
])
def test_check_regression_data_problems(x, y, family, problem, point):
    with pytest.raises(DataError) as err:
        check_regression_data(x, y, family)
    assert (err.value.problem, err.value.point) == (problem, point)


def test_check_regression_data_accepts_what_the_families_can_fit():
    # Counts are fine for the gaussian and poisson families; 0/1 outcomes for all three;
    # separable 0/1 data pass (their MLE does not exist: bayeslab.glm reports it).
    check_regression_data([1.0, 2.0, 3.0], [0.0, 4.0, 1.0], "gaussian")
    check_regression_data([1.0, 2.0, 3.0], [0.0, 4.0, 1.0], "poisson")
    for family in FAMILIES:
        check_regression_data([1.0, 2.0, 3.0, 4.0], [0.0, 0.0, 1.0, 1.0], family)
    with pytest.raises(ValueError, match=r"`y` must have length 2; got length 1"):
        check_regression_data([1.0, 2.0], [0.0], "gaussian")
    with pytest.raises(ValueError, match=r"`family` must be one of"):
        check_regression_data([1.0, 2.0], [0.0, 1.0], "logistic")


def test_mean_response_is_each_family_transfer_function():
    eta = np.array([-800.0, -3.0, 0.0, 2.5, 40.0])
    np.testing.assert_array_equal(mean_response("gaussian", eta), eta)
    np.testing.assert_allclose(mean_response("bernoulli", eta[1:]), 1 / (1 + np.exp(-eta[1:])),
                               rtol=1e-14)  # seed 002, eq. 17
    assert mean_response("bernoulli", eta[:1])[0] == 0.0  # e^800 overflows: the probability is 0
    np.testing.assert_allclose(mean_response("poisson", eta[1:]), np.exp(eta[1:]), rtol=1e-15)
    assert mean_response("poisson", [710.0])[0] == math.inf  # overflow is inf, not an error
    with pytest.raises(ValueError, match=r"`eta` must be a finite number; got nan at index 0"):
        mean_response("gaussian", [math.nan])
    with pytest.raises(ValueError, match=r"`family` must be one of"):
        mean_response("logit", [0.0])


def test_check_regression_data_error_carries_the_problem_for_a_page():
    with pytest.raises(DataError) as err:
        check_regression_data([1.0, 2.0, 3.0], [0.0, 1.0, 7.0], "bernoulli")
    assert isinstance(err.value, ValueError)
    assert (err.value.problem, err.value.point, err.value.value) == ("not_binary", 3, 7.0)
    with pytest.raises(DataError) as err:
        check_regression_data([4.0, 4.0], [0.0, 1.0], "gaussian")
    assert (err.value.problem, err.value.point, err.value.value) == ("same_x", None, 4.0)


def test_exact_line_check_is_the_rule_fit_glm_applies():
    # check_regression_data refuses exactly the Gaussian data fit_glm cannot fit (RSS = 0),
    # and accepts points a hair off the line, which fit_glm fits.
    x = np.array([1.0, 2.0, 3.0, 4.0])
    on_line = 2.0 + 0.5 * x
    with pytest.raises(DataError):
        check_regression_data(x, on_line, "gaussian")
    with pytest.raises(ValueError, match="fitted exactly"):
        fit_glm(x, on_line)
    off = on_line + np.array([0.0, 1e-6, 0.0, 0.0])
    check_regression_data(x, off, "gaussian")
    assert fit_glm(x, off).converged


@pytest.mark.parametrize("family", FAMILIES)
def test_mean_response_is_what_a_fit_predicts(family):
    # One transfer function: the mean of the fitted coefficients' linear predictor is the
    # fit's own prediction, for every family.
    X, y = random_data(family, n=60, p=1)
    fit = fit_glm(X, y, family=family)
    eta = fit.coef[0] + fit.coef[1] * X[:, 0]
    np.testing.assert_array_equal(mean_response(family, eta), fit.predict_mean(X))


def test_wald_sign_of_the_classic_slopes():
    # R's glm on the Challenger data: slope -0.2322 (s.e. 0.1082), so the 95 % interval
    # -0.2322 -+ 1.96 * 0.1082 = [-0.444, -0.020] is below 0 ...
    challenger = fit_logistic(load_challenger().X, load_challenger().y)
    assert challenger.wald_sign(1) == -1
    # ... but only just: |z| = 0.2322 / 0.1082 = 2.146 < 2.576, so at 99 % it holds 0.
    assert challenger.wald_sign(1, 0.99) == 0
    # Wikipedia's hours studied: slope 1.5046 (s.e. 0.6287), interval [0.272, 2.737] > 0;
    # intercept -4.0777 (s.e. 1.7610), interval [-7.53, -0.63] < 0.
    hours = fit_logistic(load_hours_studied().X, load_hours_studied().y)
    assert (hours.wald_sign(1), hours.wald_sign(0)) == (1, -1)


def test_wald_sign_when_the_interval_holds_zero():
    # Horse kicks by year: the Poisson slope's interval holds 0 (no clear trend), which the
    # sign reports as 0 -- checked against the interval itself.
    data = load_horse_kicks()
    fit = fit_glm(data.X - 1875.0, data.y, family="poisson")
    low, high = fit.wald_interval(0.95)[1]
    assert low < 0.0 < high
    assert fit.wald_sign(1) == 0


def test_wald_sign_errors():
    fit = fit_logistic([[0.0], [0.0], [1.0], [1.0], [1.0]], [0, 1, 0, 1, 1])
    with pytest.raises(ValueError, match=r"`index` must be an integer in \[0, 1\]; got 2"):
        fit.wald_sign(2)
    with pytest.raises(ValueError, match=r"`level` must be a number in \(0, 1\); got 1"):
        fit.wald_sign(1, 1.0)
    separable = fit_logistic([[1.0], [2.0], [3.0], [4.0]], [0, 0, 1, 1])
    with pytest.raises(ValueError, match=r"did not converge \(separation\)"):
        separable.wald_sign(1)
