"""Tests for bayeslab.gaussian_classifier: textbook example, identities, scikit-learn
oracles, properties, singular covariances, 1-D thresholds and ellipses."""

from __future__ import annotations

import math

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from scipy.special import expit, logsumexp
from scipy.stats import multivariate_normal, norm

from bayeslab.datasets import load_iris
from bayeslab.gaussian_classifier import (
    COVARIANCES,
    CURVE_MODELS,
    GaussianClassifier,
    LearningCurve,
    SingularCovarianceError,
    contour_lines,
    contour_probability,
    contour_segments,
    covariance_ellipse,
    covariance_ellipses,
    decision_thresholds_1d,
    equal_variance_threshold,
    gaussian_posterior_1d,
    grid_posterior,
    learning_curve,
    lowest,
    parameter_count,
    posterior_on_grid,
    separates,
    simulate_classes,
    simulate_scenario,
    simulation_covariances,
)

# --------------------------------------------------------------------------- helpers


def three_blobs(seed: int = 0, n=(40, 30, 25)):
    """Three correlated 2-D Gaussian classes with different shapes and sizes."""
    rng = np.random.default_rng(seed)
    X = np.vstack([
        rng.multivariate_normal([0.0, 0.0], [[1.0, 0.6], [0.6, 2.0]], n[0]),
        rng.multivariate_normal([2.0, 1.0], [[2.0, -0.5], [-0.5, 1.0]], n[1]),
        rng.multivariate_normal([-1.0, 3.0], [[0.5, 0.0], [0.0, 0.5]], n[2]),
    ])
    y = np.repeat([0, 1, 2], n)
    return X, y


def two_blobs(seed: int = 0, n: int = 60, D: int = 2):
    rng = np.random.default_rng(seed)
    A = rng.normal(size=(D, D))
    cov = A @ A.T + np.eye(D)
    X = np.vstack([rng.multivariate_normal(np.zeros(D), cov, n),
                   rng.multivariate_normal(np.full(D, 1.5), cov, n + 7)])
    y = np.repeat(["neg", "pos"], [n, n + 7])
    return X, y


GRID = np.random.default_rng(1).normal(scale=3.0, size=(300, 2))


# --------------------------------------------------------------------------- textbook example

# Wikipedia, "Naive Bayes classifier", section "Person classification": heights (ft),
# weights (lb) and foot sizes (in) of four males and four females; the sample to classify
# is 6 ft, 130 lb, 8 in. With unbiased variances and equal priors the article reports the
# posterior numerators 6.1984e-9 (male) and 5.3778e-4 (female) from rounded intermediates;
# unrounded they are 6.197e-9 and 5.378e-4.
PEOPLE = np.array([
    [6.00, 180.0, 12.0], [5.92, 190.0, 11.0], [5.58, 170.0, 12.0], [5.92, 165.0, 10.0],
    [5.00, 100.0, 6.0], [5.50, 150.0, 8.0], [5.42, 130.0, 7.0], [5.75, 150.0, 9.0],
])
SEX = np.array(["male"] * 4 + ["female"] * 4)
SAMPLE = np.array([[6.0, 130.0, 8.0]])


def test_wikipedia_person_example_unbiased_variances():
    fit = GaussianClassifier("naive", ddof=1, priors=[0.5, 0.5]).fit(PEOPLE, SEX)
    assert fit.classes.tolist() == ["female", "male"]
    # The article's table of means and (unbiased) variances.
    np.testing.assert_allclose(fit.means, [[5.4175, 132.5, 7.5], [5.855, 176.25, 11.25]], rtol=1e-12)
    variances = np.diagonal(fit.covariances, axis1=1, axis2=2)
    np.testing.assert_allclose(variances, [[9.7225e-2, 5.5833e2, 1.6667], [3.5033e-2, 1.2292e2, 9.1667e-1]],
                               rtol=5e-5)
    numerators = np.exp(fit.log_joint(SAMPLE))[0]
    np.testing.assert_allclose(numerators, [5.378e-4, 6.197e-9], rtol=2e-4)
    assert fit.predict(SAMPLE).tolist() == ["female"]


@pytest.mark.parametrize("ddof", [0, 1])
def test_wikipedia_person_example_by_hand(ddof):
    # Independent of the module: per-class means and variances with numpy, densities with
    # scipy.stats.norm, the naive product times the prior 1/2.
    expected = []
    for sex in ("female", "male"):
        rows = PEOPLE[SEX == sex]
        mean = rows.mean(axis=0)
        var = rows.var(axis=0, ddof=ddof)
        expected.append(0.5 * np.prod(norm.pdf(SAMPLE[0], mean, np.sqrt(var))))
    fit = GaussianClassifier("naive", ddof=ddof).fit(PEOPLE, SEX)
    np.testing.assert_allclose(np.exp(fit.log_joint(SAMPLE))[0], expected, rtol=1e-12)
    np.testing.assert_allclose(fit.predict_proba(SAMPLE)[0], np.array(expected) / sum(expected), rtol=1e-12)


def test_wikipedia_person_example_mle_variances_are_smaller_and_sharper():
    # With ddof=0 every variance shrinks by 3/4: both numerators change, female still wins.
    unbiased = GaussianClassifier("naive", ddof=1).fit(PEOPLE, SEX)
    mle = GaussianClassifier("naive", ddof=0).fit(PEOPLE, SEX)
    np.testing.assert_allclose(mle.covariances, unbiased.covariances * 3 / 4, rtol=1e-12)
    assert mle.predict(SAMPLE).tolist() == ["female"]
    assert mle.predict_proba(SAMPLE)[0, 0] > unbiased.predict_proba(SAMPLE)[0, 0]


# --------------------------------------------------------------------------- estimates


@pytest.mark.parametrize("ddof", [0, 1])
def test_estimates_follow_the_formulas(ddof):
    X, y = three_blobs()
    counts = np.bincount(y)
    full = GaussianClassifier("full", ddof=ddof).fit(X, y)
    naive = GaussianClassifier("naive", ddof=ddof).fit(X, y)
    shared = GaussianClassifier("shared", ddof=ddof).fit(X, y)
    scatter = np.zeros((2, 2))
    for c in range(3):
        rows = X[y == c]
        np.testing.assert_allclose(full.means[c], rows.mean(axis=0), rtol=1e-12)
        np.testing.assert_allclose(full.covariances[c], np.cov(rows.T, ddof=ddof), rtol=1e-12)
        np.testing.assert_allclose(naive.covariances[c], np.diag(rows.var(axis=0, ddof=ddof)), rtol=1e-12)
        scatter += (rows - rows.mean(axis=0)).T @ (rows - rows.mean(axis=0))
    for c in range(3):
        np.testing.assert_allclose(shared.covariances[c], scatter / (len(y) - 3 * ddof), rtol=1e-12)
    np.testing.assert_allclose(full.priors, counts / counts.sum())
    assert full.class_counts.tolist() == counts.tolist()


def test_log_joint_equals_scipy_multivariate_normal():
    X, y = three_blobs()
    for kind in COVARIANCES:
        fit = GaussianClassifier(kind).fit(X, y)
        expected = np.column_stack([
            np.log(fit.priors[c]) + multivariate_normal(fit.means[c], fit.covariances[c]).logpdf(GRID)
            for c in range(3)
        ])
        np.testing.assert_allclose(fit.log_joint(GRID), expected, rtol=1e-10)


def test_reg_adds_to_every_variance():
    X, y = three_blobs()
    for kind in COVARIANCES:
        plain = GaussianClassifier(kind).fit(X, y)
        ridged = GaussianClassifier(kind, reg=0.25).fit(X, y)
        np.testing.assert_allclose(ridged.covariances, plain.covariances + 0.25 * np.eye(2), rtol=1e-12)


def test_given_priors_are_used_in_sorted_class_order():
    X, y = three_blobs()
    fit = GaussianClassifier("full", priors=(0.2, 0.3, 0.5)).fit(X, y)
    free = GaussianClassifier("full").fit(X, y)
    np.testing.assert_allclose(fit.priors, [0.2, 0.3, 0.5])
    shift = np.log([0.2, 0.3, 0.5]) - np.log(free.priors)
    np.testing.assert_allclose(fit.log_joint(GRID), free.log_joint(GRID) + shift, rtol=1e-12)


@pytest.mark.parametrize("C, D", [(2, 1), (2, 2), (3, 2), (3, 4), (5, 3)])
def test_parameter_counts_match_the_slides(C, D):
    rng = np.random.default_rng(0)
    X = rng.normal(size=(C * (D + 3), D))
    y = np.repeat(np.arange(C), D + 3)
    counts = {kind: GaussianClassifier(kind).fit(X, y).n_parameters for kind in COVARIANCES}
    assert counts["naive"] == 2 * C * D + C - 1
    assert counts["full"] == C * D + C * D * (D + 1) // 2 + C - 1
    assert counts["shared"] == C * D + D * (D + 1) // 2 + C - 1


# --------------------------------------------------------------------------- identities


@pytest.mark.parametrize("D", [1, 2, 3])
def test_shared_covariance_posterior_is_logistic_in_a_linear_score(D):
    # Bishop, PRML eq. 4.65-4.67: p(c1 | x) = sigma(w^T x + w0), w = Sigma^-1 (mu1 - mu0).
    X, y = two_blobs(seed=D, D=D)
    fit = GaussianClassifier("shared", priors=[0.3, 0.7]).fit(X, y)
    w, w0 = fit.linear_boundary()
    sigma = fit.covariances[0]
    np.testing.assert_allclose(w, np.linalg.solve(sigma, fit.means[1] - fit.means[0]), rtol=1e-10)
    points = np.random.default_rng(2).normal(scale=3.0, size=(200, D))
    np.testing.assert_allclose(fit.predict_proba(points)[:, 1], expit(points @ w + w0), rtol=0, atol=1e-10)


def test_naive_equals_full_when_the_true_covariance_is_diagonal():
    # Large samples from axis-aligned class Gaussians: the off-diagonal estimates vanish and
    # the two models give nearly the same posterior.
    rng = np.random.default_rng(0)
    n = 20_000
    X = np.vstack([rng.normal([0.0, 0.0], [1.0, 2.0], (n, 2)), rng.normal([1.5, 1.0], [0.7, 1.2], (n, 2))])
    y = np.repeat([0, 1], n)
    naive = GaussianClassifier("naive").fit(X, y)
    full = GaussianClassifier("full").fit(X, y)
    points = rng.normal([0.7, 0.5], [1.5, 2.0], (2000, 2))
    assert np.max(np.abs(naive.predict_proba(points) - full.predict_proba(points))) < 0.02
    np.testing.assert_allclose(full.covariances[:, 0, 1], 0.0, atol=0.03)


def test_naive_is_not_full_when_features_are_correlated():
    # The test above must be able to fail: with correlated features the posteriors differ.
    rng = np.random.default_rng(0)
    cov = [[1.0, 0.9], [0.9, 1.0]]
    X = np.vstack([rng.multivariate_normal([0, 0], cov, 5000), rng.multivariate_normal([1, -1], cov, 5000)])
    y = np.repeat([0, 1], 5000)
    naive = GaussianClassifier("naive").fit(X, y)
    full = GaussianClassifier("full").fit(X, y)
    assert np.max(np.abs(naive.predict_proba(GRID) - full.predict_proba(GRID))) > 0.2


def test_lda_and_logistic_regression_agree_when_the_lda_model_is_true():
    # Same functional form sigma(w^T x + w0); both estimates converge to the true weights when
    # the data really are Gaussian with a shared covariance (slides; Ng & Jordan 2002).
    from bayeslab.glm import fit_logistic

    rng = np.random.default_rng(0)
    cov = np.array([[1.0, 0.4], [0.4, 0.8]])
    n = 20_000
    X = np.vstack([rng.multivariate_normal([0, 0], cov, n), rng.multivariate_normal([1, 0.5], cov, n)])
    y = np.repeat([0, 1], n)
    w, w0 = GaussianClassifier("shared").fit(X, y).linear_boundary()
    logistic = fit_logistic(X, y)
    true_w = np.linalg.solve(cov, [1.0, 0.5])
    np.testing.assert_allclose(w, true_w, atol=0.06)
    np.testing.assert_allclose(logistic.weights, true_w, atol=0.1)
    assert abs(w0 - logistic.intercept) < 0.1


# --------------------------------------------------------------------------- oracles


def test_naive_matches_sklearn_gaussian_nb():
    from sklearn.naive_bayes import GaussianNB

    X, y = three_blobs()
    for priors in (None, [0.5, 0.25, 0.25]):
        ours = GaussianClassifier("naive", priors=priors).fit(X, y)
        theirs = GaussianNB(var_smoothing=0.0, priors=priors).fit(X, y)
        np.testing.assert_allclose(ours.means, theirs.theta_, rtol=1e-12)
        np.testing.assert_allclose(np.diagonal(ours.covariances, axis1=1, axis2=2), theirs.var_, rtol=1e-12)
        np.testing.assert_allclose(ours.predict_proba(GRID), theirs.predict_proba(GRID), rtol=0, atol=1e-9)
        np.testing.assert_array_equal(ours.predict(GRID), theirs.predict(GRID))


def test_shared_matches_sklearn_lda():
    from sklearn.discriminant_analysis import LinearDiscriminantAnalysis

    X, y = three_blobs()
    # The "lsqr" solver pools the class covariances divided by N (ddof=0) in every version.
    theirs = LinearDiscriminantAnalysis(solver="lsqr", store_covariance=True).fit(X, y)
    ours = GaussianClassifier("shared", ddof=0).fit(X, y)
    np.testing.assert_allclose(ours.covariances[0], theirs.covariance_, rtol=1e-10)
    np.testing.assert_allclose(ours.predict_proba(GRID), theirs.predict_proba(GRID), rtol=0, atol=1e-9)
    np.testing.assert_array_equal(ours.predict(GRID), theirs.predict(GRID))


def test_full_matches_sklearn_qda():
    from sklearn.discriminant_analysis import QuadraticDiscriminantAnalysis

    X, y = three_blobs()
    theirs = QuadraticDiscriminantAnalysis(store_covariance=True).fit(X, y)
    # QDA divided by N_c - 1 before scikit-learn PR #33626 (2026) and by N_c after: read its
    # convention off its stored covariances, checked against numpy.cov.
    ddofs = [d for d in (0, 1)
             if all(np.allclose(theirs.covariance_[c], np.cov(X[y == c].T, ddof=d), rtol=1e-10) for c in range(3))]
    assert len(ddofs) == 1
    ours = GaussianClassifier("full", ddof=ddofs[0]).fit(X, y)
    np.testing.assert_allclose(ours.predict_proba(GRID), theirs.predict_proba(GRID), rtol=0, atol=1e-9)
    np.testing.assert_array_equal(ours.predict(GRID), theirs.predict(GRID))


def test_iris_two_species_two_measurements_against_sklearn():
    from sklearn.discriminant_analysis import LinearDiscriminantAnalysis
    from sklearn.naive_bayes import GaussianNB

    data = load_iris(("versicolor", "virginica"), ("petal_length_cm", "petal_width_cm"))
    naive = GaussianClassifier("naive").fit(data.X, data.y)
    shared = GaussianClassifier("shared").fit(data.X, data.y)
    np.testing.assert_allclose(naive.predict_proba(data.X),
                               GaussianNB(var_smoothing=0.0).fit(data.X, data.y).predict_proba(data.X), atol=1e-9)
    np.testing.assert_allclose(shared.predict_proba(data.X),
                               LinearDiscriminantAnalysis(solver="lsqr").fit(data.X, data.y).predict_proba(data.X),
                               atol=1e-9)
    assert 0.9 < shared.accuracy(data.X, data.y) < 1.0


# --------------------------------------------------------------------------- properties


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 10_000), kind=st.sampled_from(COVARIANCES), ddof=st.sampled_from([0, 1]))
def test_posteriors_are_distributions(seed, kind, ddof):
    X, y = three_blobs(seed)
    fit = GaussianClassifier(kind, ddof=ddof).fit(X, y)
    far = np.vstack([GRID, [[1e3, -1e3], [-50.0, 80.0]]])
    proba = fit.predict_proba(far)
    assert np.all(np.isfinite(proba)) and np.all(proba >= 0)
    np.testing.assert_allclose(proba.sum(axis=1), 1.0, rtol=1e-12)
    np.testing.assert_allclose(np.exp(fit.predict_log_proba(far)), proba, rtol=1e-12)
    log_joint = fit.log_joint(far)
    np.testing.assert_allclose(fit.predict_log_proba(far), log_joint - logsumexp(log_joint, axis=1, keepdims=True),
                               rtol=1e-12, atol=1e-12)
    np.testing.assert_array_equal(fit.predict(far), fit.classes[np.argmax(proba, axis=1)])


@settings(max_examples=30, deadline=None)
@given(permutation=st.permutations(["a", "b", "c"]), kind=st.sampled_from(COVARIANCES))
def test_renaming_classes_permutes_the_outputs(permutation, kind):
    X, y = three_blobs()
    names = np.array(["a", "b", "c"])
    original = GaussianClassifier(kind).fit(X, names[y])
    renamed_labels = np.array(permutation)[y]  # class k is now called permutation[k]
    renamed = GaussianClassifier(kind).fit(X, renamed_labels)
    # Column j of `renamed` is the class now called names[j], i.e. original class
    # permutation.index(names[j]).
    order = [list(permutation).index(name) for name in names]
    np.testing.assert_allclose(renamed.predict_proba(GRID), original.predict_proba(GRID)[:, order], rtol=1e-10)
    np.testing.assert_allclose(renamed.means, original.means[order], rtol=1e-12)
    mapping = dict(zip(names, permutation))
    assert renamed.predict(GRID).tolist() == [mapping[c] for c in original.predict(GRID)]


def test_a_point_beyond_float_range_is_an_error_not_nan():
    fit = GaussianClassifier("full").fit(*three_blobs())
    assert np.all(np.isneginf(fit.log_joint([[1e200, 0.0]])))
    with pytest.raises(ValueError, match=r"`X` row 1 is so far from every class"):
        fit.predict_proba([[0.0, 0.0], [1e200, 0.0]])


def test_accuracy_and_log_loss_by_hand():
    X, y = three_blobs()
    fit = GaussianClassifier("full").fit(X, y)
    proba = fit.predict_proba(X)
    assert fit.accuracy(X, y) == pytest.approx(np.mean(np.argmax(proba, axis=1) == y))
    assert fit.log_loss(X, y) == pytest.approx(-np.mean(np.log(proba[np.arange(len(y)), y])), rel=1e-12)


def test_fit_results_are_frozen():
    fit = GaussianClassifier().fit(*three_blobs())
    with pytest.raises(ValueError):
        fit.means[0, 0] = 1.0
    with pytest.raises(AttributeError):
        fit.priors = np.array([1.0, 0.0, 0.0])


# --------------------------------------------------------------------------- singular covariances


def test_constant_feature_within_a_class_names_the_class_and_the_remedy():
    X, y = three_blobs()
    X = X.copy()
    X[y == 1, 1] = 4.0
    for kind in ("naive", "full"):
        with pytest.raises(ValueError, match=r"class 1 is singular: feature 1 is constant within the class.*reg > 0"):
            GaussianClassifier(kind).fit(X, y)
        fit = GaussianClassifier(kind, reg=1e-3).fit(X, y)
        assert np.all(np.isfinite(fit.predict_proba(GRID)))
    # Pooled over the classes the feature still varies: the shared model is fine.
    assert np.all(np.isfinite(GaussianClassifier("shared").fit(X, y).predict_proba(GRID)))


def test_constant_feature_in_every_class_breaks_the_shared_model():
    X, y = three_blobs()
    X = np.column_stack([X, np.full(len(y), 2.0)])
    with pytest.raises(ValueError, match=r"pooled covariance .* singular: feature 2 is constant within every class"):
        GaussianClassifier("shared").fit(X, y)


def test_fewer_points_than_dimensions_in_a_class():
    rng = np.random.default_rng(0)
    X = rng.normal(size=(13, 3))
    y = np.array([0] * 10 + [1] * 3)
    with pytest.raises(ValueError, match=r"class 1 is singular: the class has 3 points in 3 dimensions.*at least 4"):
        GaussianClassifier("full").fit(X, y)
    assert GaussianClassifier("naive").fit(X, y).n_parameters == 13


def test_collinear_features():
    rng = np.random.default_rng(0)
    a = rng.normal(size=40)
    X = np.column_stack([a, 2.0 * a + 1.0])
    y = np.repeat([0, 1], 20)
    with pytest.raises(ValueError, match=r"linearly dependent within the class"):
        GaussianClassifier("full").fit(X, y)
    with pytest.raises(ValueError, match=r"pooled covariance .* linearly dependent"):
        GaussianClassifier("shared").fit(X, y)
    GaussianClassifier("naive").fit(X, y)  # the diagonal ignores the dependence


def test_one_point_class_with_unbiased_variances():
    X = np.array([[0.0], [1.0], [2.0], [5.0]])
    with pytest.raises(ValueError, match=r"class 'b' has 1 point\(s\): a variance with ddof=1 needs at least 2"):
        GaussianClassifier("full", ddof=1).fit(X, ["a", "a", "a", "b"])
    with pytest.raises(ValueError, match=r"class 'b' is singular: feature 0 is constant"):
        GaussianClassifier("full", ddof=0).fit(X, ["a", "a", "a", "b"])


# --------------------------------------------------------------------------- argument errors


@pytest.mark.parametrize("kwargs, match", [
    ({"covariance": "diagonal"}, r"`covariance` must be one of 'naive', 'shared', 'full'; got 'diagonal'"),
    ({"ddof": 2}, r"`ddof` must be an integer in \[0, 1\]; got 2"),
    ({"ddof": 0.5}, r"`ddof` must be an integer"),
    ({"reg": -1.0}, r"`reg` must be a finite number >= 0; got -1.0"),
    ({"reg": float("nan")}, r"`reg` must be"),
    ({"priors": [0.5, 0.6]}, r"`priors` must sum to 1"),
    ({"priors": [1.0, 0.0]}, r"`priors` must be a number in \(0, 1\]; got 0.0 at index 1"),
    ({"priors": [[0.5, 0.5]]}, r"`priors` must be a 1-D sequence"),
])
def test_constructor_rejects_bad_arguments(kwargs, match):
    with pytest.raises(ValueError, match=match):
        GaussianClassifier(**kwargs)


def test_fit_rejects_bad_data():
    X, y = three_blobs()
    with pytest.raises(ValueError, match=r"`priors` must be 3 values \(one per class\)"):
        GaussianClassifier(priors=[0.5, 0.5]).fit(X, y)
    with pytest.raises(ValueError, match=r"`X` must be a non-empty 2-D array"):
        GaussianClassifier().fit(X[:, 0], y)
    with pytest.raises(ValueError, match=r"`X` must be a finite number; got nan at index \(3, 1\)"):
        bad = X.copy()
        bad[3, 1] = np.nan
        GaussianClassifier().fit(bad, y)
    with pytest.raises(ValueError, match=r"`y` must have shape \(95,\)"):
        GaussianClassifier().fit(X, y[:-1])
    with pytest.raises(ValueError, match=r"`y` must contain at least 2 classes; got 1"):
        GaussianClassifier().fit(X, np.zeros(len(y)))
    with pytest.raises(ValueError, match=r"`y` must hold sortable labels"):
        GaussianClassifier().fit(X[:3], np.array([1, "a", None], dtype=object))


def test_fitted_model_rejects_bad_inputs():
    X, y = three_blobs()
    fit = GaussianClassifier("shared").fit(X, y)
    with pytest.raises(ValueError, match=r"`X` must have 2 columns \(the fitted n_features\); got shape \(4, 3\)"):
        fit.predict(np.zeros((4, 3)))
    with pytest.raises(ValueError, match=r"`y` must contain only the fitted classes \[0, 1, 2\]; got 7"):
        fit.accuracy(X[:2], [0, 7])
    with pytest.raises(ValueError, match=r"`y` must have shape \(2,\)"):
        fit.log_loss(X[:2], [0, 1, 2])
    with pytest.raises(ValueError, match=r"`linear_boundary` needs exactly 2 classes; got 3"):
        fit.linear_boundary()
    with pytest.raises(ValueError, match=r"`linear_boundary` needs covariance='shared'.*got covariance='full'"):
        GaussianClassifier("full").fit(*two_blobs()).linear_boundary()


# --------------------------------------------------------------------------- one feature


def test_threshold_with_equal_variances_is_the_textbook_formula():
    # x* = (mu0 + mu1)/2 + sigma^2 ln(pi0/pi1) / (mu1 - mu0)
    for mu0, mu1, sd, pi0 in [(0.0, 2.0, 1.0, 0.5), (-1.0, 3.0, 1.5, 0.8), (5.0, 1.0, 0.5, 0.1)]:
        regions = decision_thresholds_1d([mu0, mu1], [sd, sd], [pi0, 1 - pi0])
        expected = (mu0 + mu1) / 2 + sd**2 * math.log(pi0 / (1 - pi0)) / (mu1 - mu0)
        assert regions.thresholds.tolist() == pytest.approx([expected], rel=1e-12, abs=1e-12)
        assert regions.winners.tolist() == ([0, 1] if mu1 > mu0 else [1, 0])


def test_a_larger_prior_pushes_the_threshold_away():
    low = decision_thresholds_1d([0.0, 2.0], [1.0, 1.0], [0.5, 0.5]).thresholds[0]
    high = decision_thresholds_1d([0.0, 2.0], [1.0, 1.0], [0.9, 0.1]).thresholds[0]
    assert high > low == pytest.approx(1.0)


@settings(max_examples=60, deadline=None)
@given(
    # Slider-like values (two decimals): means that differ by 1e-300 make the test's own
    # floating-point argmax tie where the exact answer does not.
    means=st.lists(st.floats(-5, 5).map(lambda v: round(v, 2)), min_size=2, max_size=3),
    sds=st.lists(st.floats(0.3, 3).map(lambda v: round(v, 2)), min_size=3, max_size=3),
    weights=st.lists(st.floats(0.05, 1).map(lambda v: round(v, 2)), min_size=3, max_size=3),
)
def test_thresholds_are_where_the_winner_changes(means, sds, weights):
    C = len(means)
    sds, weights = np.array(sds[:C]), np.array(weights[:C])
    priors = weights / weights.sum()
    regions = decision_thresholds_1d(means, sds, priors)
    assert len(regions.winners) == len(regions.thresholds) + 1
    assert np.all(np.diff(regions.thresholds) > 0)
    assert np.all(regions.winners[1:] != regions.winners[:-1])

    def winner(x):
        return np.argmax(np.log(priors) + norm.logpdf(np.atleast_1d(x)[:, None], means, sds), axis=1)

    edges = np.concatenate([[min(-1e3, regions.thresholds.min(initial=0) - 1)], regions.thresholds,
                            [max(1e3, regions.thresholds.max(initial=0) + 1)]])
    for k, winning in enumerate(regions.winners):
        lo, hi = edges[k], edges[k + 1]
        inside = np.linspace(lo, hi, 402)[1:-1]
        inside = inside[np.minimum(np.abs(inside - lo), np.abs(inside - hi)) > 1e-6 * (1 + np.abs(inside))]
        assert np.all(winner(inside) == winning)
    for t, (left, right) in zip(regions.thresholds, zip(regions.winners[:-1], regions.winners[1:])):
        a = math.log(priors[left]) + norm.logpdf(t, means[left], sds[left])
        b = math.log(priors[right]) + norm.logpdf(t, means[right], sds[right])
        assert a == pytest.approx(b, rel=1e-9, abs=1e-7)


def test_unequal_variances_give_two_thresholds_or_none():
    regions = decision_thresholds_1d([0.0, 1.0], [1.0, 3.0], [0.5, 0.5])
    assert len(regions.thresholds) == 2 and regions.winners.tolist() == [1, 0, 1]
    # The wider class always wins far out in the tails; with a large enough prior it wins
    # everywhere and there is no threshold.
    tails = decision_thresholds_1d([0.0, 0.0], [1.0, 1.1], [0.99, 0.01])
    assert tails.winners.tolist() == [1, 0, 1]
    none = decision_thresholds_1d([0.0, 0.0], [1.0, 1.1], [0.01, 0.99])
    assert none.thresholds.size == 0 and none.winners.tolist() == [1]
    tie = decision_thresholds_1d([1.0, 1.0], [2.0, 2.0], [0.5, 0.5])
    assert tie.thresholds.size == 0 and tie.winners.tolist() == [0]


def test_posterior_1d_against_scipy():
    x = np.linspace(-40, 40, 81)
    result = gaussian_posterior_1d(x, [0.0, 2.0, 5.0], [1.0, 0.5, 2.0], [0.2, 0.3, 0.5])
    joint = np.column_stack([p * norm.pdf(x, m, s) for m, s, p in zip([0.0, 2.0, 5.0], [1.0, 0.5, 2.0], [0.2, 0.3, 0.5])])
    np.testing.assert_allclose(result.joint, joint, rtol=1e-12, atol=1e-300)
    assert np.all(np.isfinite(result.posterior))  # far tails: 0/1, not 0/0
    np.testing.assert_allclose(result.posterior.sum(axis=1), 1.0, rtol=1e-12)
    middle = np.abs(x) < 8
    np.testing.assert_allclose(result.posterior[middle], joint[middle] / joint[middle].sum(axis=1, keepdims=True),
                               rtol=1e-10)


@pytest.mark.parametrize("args, match", [
    (([0.0], [1.0], [1.0]), r"`means` must be a 1-D sequence of at least 2"),
    (([0.0, 1.0], [1.0, 0.0], [0.5, 0.5]), r"`sds` must be a finite number > 0; got 0.0 at index 1"),
    (([0.0, 1.0], [1.0], [0.5, 0.5]), r"`sds` must have one value per class"),
    (([0.0, 1.0], [1.0, 1.0], [0.5, 0.4]), r"`priors` must sum to 1"),
    (([0.0, 1.0], [1.0, 1.0], [0.2, 0.3, 0.5]), r"`priors` must be 2 values"),
    (([0.0, np.inf], [1.0, 1.0], [0.5, 0.5]), r"`means` must be a finite number; got inf at index 1"),
])
def test_one_feature_functions_reject_bad_arguments(args, match):
    with pytest.raises(ValueError, match=match):
        decision_thresholds_1d(*args)
    with pytest.raises(ValueError, match=match):
        gaussian_posterior_1d([0.0], *args)


def test_posterior_1d_rejects_a_2d_grid():
    with pytest.raises(ValueError, match=r"`x` must be 1-D"):
        gaussian_posterior_1d([[0.0, 1.0]], [0.0, 1.0], [1.0, 1.0], [0.5, 0.5])


# --------------------------------------------------------------------------- ellipses


@pytest.mark.parametrize("n_sd", [1.0, 2.0])
def test_ellipse_points_are_at_the_mahalanobis_radius(n_sd):
    mean = np.array([1.0, -2.0])
    cov = np.array([[2.0, 0.8], [0.8, 1.0]])
    points = covariance_ellipse(mean, cov, n_sd=n_sd, n_points=73)
    assert points.shape == (73, 2)
    d = points - mean
    mahalanobis = np.einsum("ij,jk,ik->i", d, np.linalg.inv(cov), d)
    np.testing.assert_allclose(mahalanobis, n_sd**2, rtol=1e-12)
    np.testing.assert_array_equal(points[0], points[-1])
    # The farthest point is along the major axis, at n_sd * sqrt(largest eigenvalue).
    assert np.max(np.linalg.norm(d, axis=1)) == pytest.approx(n_sd * np.sqrt(np.linalg.eigvalsh(cov)[-1]), rel=1e-3)


def test_ellipses_at_several_radii_are_the_single_ellipses():
    mean, cov = np.array([1.0, -2.0]), np.array([[2.0, 0.8], [0.8, 1.0]])
    rings = covariance_ellipses(mean, cov, [1.0, 2.0, 0.5], n_points=41)
    assert rings.shape == (3, 41, 2)
    for ring, n_sd in zip(rings, (1.0, 2.0, 0.5)):
        np.testing.assert_allclose(ring, covariance_ellipse(mean, cov, n_sd=n_sd, n_points=41), rtol=1e-14, atol=1e-14)
        d = ring - mean  # on the Mahalanobis radius (independently: numpy's inverse)
        np.testing.assert_allclose(np.einsum("ij,jk,ik->i", d, np.linalg.inv(cov), d), n_sd**2, rtol=1e-12)
    with pytest.raises(ValueError, match=r"`n_sds` must be a finite number > 0; got -1.0 at index 1"):
        covariance_ellipses(mean, cov, [1.0, -1.0])
    with pytest.raises(ValueError, match=r"`cov` must be symmetric"):
        covariance_ellipses(mean, [[1.0, 0.5], [0.2, 1.0]])


def test_contour_probability_in_two_dimensions():
    # 2-D: P(inside the n-sd ellipse) = 1 - exp(-n^2 / 2); 1-D: the familiar 68.27 %, 95.45 %.
    for n in (0.5, 1.0, 2.0, 3.0):
        assert contour_probability(n) == pytest.approx(1 - math.exp(-n * n / 2), rel=1e-12)
        assert contour_probability(n, n_features=1) == pytest.approx(math.erf(n / math.sqrt(2)), rel=1e-12)
    # Monte Carlo check of the fraction inside a fitted ellipse's contour.
    rng = np.random.default_rng(0)
    cov = np.array([[2.0, 0.8], [0.8, 1.0]])
    z = rng.multivariate_normal([0, 0], cov, 200_000)
    inside = np.einsum("ij,jk,ik->i", z, np.linalg.inv(cov), z) <= 1.0
    assert abs(inside.mean() - contour_probability(1.0)) < 0.005


@pytest.mark.parametrize("kwargs, match", [
    ({"mean": [0.0, 0.0, 0.0]}, r"`mean` must have shape \(2,\)"),
    ({"cov": np.eye(3)}, r"`cov` must have shape \(2, 2\)"),
    ({"cov": [[1.0, 0.5], [0.2, 1.0]]}, r"`cov` must be symmetric"),
    ({"cov": [[1.0, 2.0], [2.0, 1.0]]}, r"`cov` must be positive definite"),
    ({"n_sd": 0.0}, r"`n_sd` must be a finite number > 0; got 0.0"),
    ({"n_points": 2}, r"`n_points` must be an integer >= 3; got 2"),
])
def test_ellipse_rejects_bad_arguments(kwargs, match):
    arguments = {"mean": [0.0, 0.0], "cov": np.eye(2), **kwargs}
    with pytest.raises(ValueError, match=match):
        covariance_ellipse(**arguments)


def test_contour_probability_rejects_bad_arguments():
    with pytest.raises(ValueError, match=r"`n_sd` must be a finite number >= 0; got -1.0"):
        contour_probability(-1.0)
    with pytest.raises(ValueError, match=r"`n_features` must be an integer >= 1; got 0"):
        contour_probability(1.0, n_features=0)


# --------------------------------------------------------------------------- why a covariance is singular


@pytest.mark.parametrize("kind, make, reason, label, feature", [
    ("full", "constant", "constant_feature", 1, 1),
    ("naive", "constant", "constant_feature", 1, 1),
    ("shared", "constant_everywhere", "constant_feature", None, 2),
    ("full", "three_points", "too_few_points", 1, None),
    ("full", "collinear", "collinear", 0, None),
    ("shared", "collinear", "collinear", None, None),
])
def test_singular_covariance_error_says_why_as_a_key(kind, make, reason, label, feature):
    # The page words the error in the student's language from these keys, not the English text.
    X, y = three_blobs()
    X = X.copy()
    if make == "constant":
        X[y == 1, 1] = 4.0
    elif make == "constant_everywhere":
        X = np.column_stack([X, np.full(len(y), 2.0)])
    elif make == "three_points":
        X = np.random.default_rng(0).normal(size=(13, 3))
        y = np.array([0] * 10 + [1] * 3)
    else:
        a = np.random.default_rng(0).normal(size=40)
        X, y = np.column_stack([a, 2.0 * a + 1.0]), np.repeat([0, 1], 20)
    with pytest.raises(SingularCovarianceError) as caught:
        GaussianClassifier(kind).fit(X, y)
    err = caught.value
    assert isinstance(err, ValueError)
    assert (err.reason, err.label, err.feature) == (reason, label, feature)
    assert err.n_points == (len(y) if label is None else int(np.sum(y == label)))


# --------------------------------------------------------------------------- one feature: which case


def test_regions_know_when_the_variances_are_equal_and_when_one_class_wins_everywhere():
    assert decision_thresholds_1d([0.0, 2.0], [1.0, 1.0], [0.5, 0.5]).equal_variances
    assert not decision_thresholds_1d([0.0, 2.0], [1.0, 1.5], [0.5, 0.5]).equal_variances
    assert decision_thresholds_1d([0.0, 2.0, 4.0], [0.7, 0.7, 0.7], [0.2, 0.3, 0.5]).equal_variances
    # The wide class with a large prior wins everywhere (see the test above): no threshold.
    assert decision_thresholds_1d([0.0, 0.0], [1.0, 1.1], [0.01, 0.99]).single_winner
    assert not decision_thresholds_1d([0.0, 2.0], [1.0, 1.0], [0.5, 0.5]).single_winner


# --------------------------------------------------------------------------- drawing


def test_posterior_on_grid_is_predict_proba_where_it_exists_and_nan_beyond():
    X, y = three_blobs()
    for kind in COVARIANCES:
        fit = GaussianClassifier(kind).fit(X, y)
        np.testing.assert_allclose(posterior_on_grid(fit, GRID), fit.predict_proba(GRID), rtol=1e-12)
        far = posterior_on_grid(fit, [[0.0, 0.0], [1e200, 0.0]])
        np.testing.assert_allclose(far[0], fit.predict_proba([[0.0, 0.0]])[0], rtol=1e-12)
        assert np.all(np.isnan(far[1]))
    with pytest.raises(ValueError, match=r"`fit` must be a GaussianClassifierFit"):
        posterior_on_grid(GaussianClassifier("full"), GRID)


@pytest.mark.parametrize("kind", COVARIANCES)
@pytest.mark.parametrize("n_classes", [2, 3])
def test_grid_posterior_is_predict_proba_at_every_grid_point(kind, n_classes):
    X, y = three_blobs()
    fit = GaussianClassifier(kind).fit(X, np.minimum(y, n_classes - 1))
    gx, gy = np.linspace(-4, 6, 37), np.linspace(-3, 7, 29)
    xx, yy = np.meshgrid(gx, gy)
    expected = fit.predict_proba(np.column_stack([xx.ravel(), yy.ravel()])).reshape(gy.size, gx.size, n_classes)
    np.testing.assert_allclose(grid_posterior(fit, gx, gy), expected, rtol=1e-11, atol=1e-14)


def test_grid_posterior_of_a_shared_covariance_is_logistic_far_from_the_data():
    # Far out the two densities are ~e^-250000, yet the posterior is still
    # sigma(w^T x + w0) (Bishop PRML eq. 4.65-4.67), each class computed from its own side.
    X, y = two_blobs()
    fit = GaussianClassifier("shared").fit(X, y)
    w, w0 = fit.linear_boundary()
    p = grid_posterior(fit, [1e3, -40.0], [0.0, 15.0])
    for i, gy in enumerate((0.0, 15.0)):
        for j, gx in enumerate((1e3, -40.0)):
            eta = w @ [gx, gy] + w0
            np.testing.assert_allclose(p[i, j], [expit(-eta), expit(eta)], rtol=1e-9)
    assert np.all(np.isfinite(p)) and np.allclose(p.sum(axis=-1), 1.0)


def test_grid_posterior_rejects_bad_arguments():
    fit = GaussianClassifier("full").fit(*three_blobs())
    with pytest.raises(ValueError, match=r"`fit` must be a GaussianClassifierFit"):
        grid_posterior(GaussianClassifier("full"), [0.0, 1.0], [0.0, 1.0])
    X, y = two_blobs(D=3)
    with pytest.raises(ValueError, match=r"`fit` must be a model of 2 features \(a plane to grid\); got 3"):
        grid_posterior(GaussianClassifier("full").fit(X, y), [0.0, 1.0], [0.0, 1.0])
    with pytest.raises(ValueError, match=r"`y` must be a 1-D array of grid values; got shape \(2, 2\)"):
        grid_posterior(fit, [0.0, 1.0], np.eye(2))
    with pytest.raises(ValueError, match=r"`x` must be a finite number; got nan at index 1"):
        grid_posterior(fit, [0.0, np.nan], [0.0, 1.0])


def test_contour_of_a_plane_is_exactly_its_line():
    # Linear interpolation is exact for a plane: every crossing satisfies a x + b y + c = level.
    x, y = np.linspace(-3, 3, 41), np.linspace(-2, 4, 37)
    xx, yy = np.meshgrid(x, y)
    a, b, c = 1.3, -0.7, 0.4
    segments = contour_segments(x, y, a * xx + b * yy + c, 0.9)
    assert segments.shape[1] == 4 and len(segments) > 30
    for start in (0, 2):
        np.testing.assert_allclose(a * segments[:, start] + b * segments[:, start + 1] + c, 0.9, atol=1e-12)
    # Every segment lies inside one grid cell.
    step = x[1] - x[0]
    assert np.all(np.abs(segments[:, 0] - segments[:, 2]) <= step + 1e-12)


def test_contour_of_a_circle_is_near_the_circle():
    x = y = np.linspace(-2, 2, 100)  # no grid point on the circle (those give repeated ends)
    xx, yy = np.meshgrid(x, y)
    segments = contour_segments(x, y, xx**2 + yy**2, 1.0)
    radius = np.hypot(segments[:, [0, 2]], segments[:, [1, 3]])
    np.testing.assert_allclose(radius, 1.0, atol=(x[1] - x[0]) ** 2)
    # A closed curve: every end point is shared by exactly two segments.
    ends = np.round(np.vstack([segments[:, :2], segments[:, 2:]]), 12)
    _, counts = np.unique(ends, axis=0, return_counts=True)
    assert np.all(counts == 2)


def test_contour_saddle_cells_by_hand():
    x = y = np.array([0.0, 1.0])
    values = np.array([[1.0, 0.0], [0.0, 1.0]])  # rows are y: corners 00 = 1, 01 = 0, 10 = 0, 11 = 1
    # Level 0.5: the centre (mean 0.5) counts as above, joining corners 00 and 11; the
    # segments cut off the two low corners (bottom-right and top-left).
    np.testing.assert_allclose(contour_segments(x, y, values, 0.5), [[0.5, 0.0, 1.0, 0.5], [0.5, 1.0, 0.0, 0.5]])
    # Level 0.6: the centre is below; the segments cut off the high corners 00 and 11.
    np.testing.assert_allclose(contour_segments(x, y, values, 0.6), [[0.4, 0.0, 0.0, 0.4], [1.0, 0.6, 0.6, 1.0]])


def test_contour_skips_cells_with_nan_and_finds_nothing_off_range():
    x = y = np.linspace(0, 1, 3)
    xx, _ = np.meshgrid(x, y)
    values = xx.copy()
    assert len(contour_segments(x, y, values, 0.25)) == 2
    values[0, 0] = np.nan  # the bottom-left cell is gone, the one above it stays
    assert len(contour_segments(x, y, values, 0.25)) == 1
    assert contour_segments(x, y, xx, 5.0).shape == (0, 4)


def test_boundary_of_the_shared_model_drawn_on_a_grid_is_its_line():
    # The page draws the p = 1/2 contour of LDA: it must lie on w^T x + w0 = 0 (to grid accuracy).
    X, y = two_blobs()
    fit = GaussianClassifier("shared").fit(X, y)
    w, w0 = fit.linear_boundary()
    gx, gy = np.linspace(-6, 8, 100), np.linspace(-6, 8, 100)
    xx, yy = np.meshgrid(gx, gy)
    p = posterior_on_grid(fit, np.column_stack([xx.ravel(), yy.ravel()]))[:, 1].reshape(xx.shape)
    segments = contour_segments(gx, gy, p, 0.5)
    distance = (segments[:, :2] @ w + w0) / np.linalg.norm(w)
    assert len(segments) > 50 and np.max(np.abs(distance)) < (gx[1] - gx[0]) ** 2


def test_contour_lines_are_contour_segments_level_by_level():
    x, y = np.linspace(-2, 2, 60), np.linspace(-1, 3, 50)
    xx, yy = np.meshgrid(x, y)
    values = np.sin(xx) * np.cos(yy)
    values[10:14, 20:25] = np.nan
    levels = [-0.5, 0.0, 0.3, 0.9]
    for level, segments in zip(levels, contour_lines(x, y, values, levels)):
        np.testing.assert_array_equal(segments, contour_segments(x, y, values, level))
    with pytest.raises(ValueError, match=r"`levels` must be a finite number; got nan at index 1"):
        contour_lines(x, y, values, [0.0, np.nan])


@pytest.mark.parametrize("kwargs, match", [
    ({"x": [0.0, 0.0, 1.0]}, r"`x` must be an increasing 1-D grid"),
    ({"y": [0.0]}, r"`y` must be an increasing 1-D grid of at least 2"),
    ({"values": np.zeros((2, 2))}, r"`values` must have shape \(len\(y\), len\(x\)\) = \(3, 3\)"),
    ({"level": float("nan")}, r"`level` must be a finite number"),
])
def test_contour_rejects_bad_arguments(kwargs, match):
    arguments = {"x": [0.0, 0.5, 1.0], "y": [0.0, 0.5, 1.0], "values": np.zeros((3, 3)), "level": 0.5, **kwargs}
    with pytest.raises(ValueError, match=match):
        contour_segments(**arguments)


# --------------------------------------------------------------------------- simulation


def test_simulation_covariances_have_the_stated_shapes():
    s = 0.8
    spherical = simulation_covariances("spherical", s)
    np.testing.assert_allclose(spherical, [s**2 * np.eye(2)] * 2)
    np.testing.assert_allclose(simulation_covariances("spherical", s, same=False)[1], (2 * s) ** 2 * np.eye(2))
    axis = simulation_covariances("axis", s, same=False)
    np.testing.assert_allclose(axis[0], np.diag([(1.5 * s) ** 2, (0.6 * s) ** 2]))
    np.testing.assert_allclose(axis[1], np.diag([(0.6 * s) ** 2, (1.5 * s) ** 2]))
    tilted = simulation_covariances("tilted", s, angle=30.0, same=False)
    for matrix, angle in zip(tilted, (30.0, -30.0)):
        values, vectors = np.linalg.eigh(matrix)
        np.testing.assert_allclose(values, [(0.6 * s) ** 2, (1.5 * s) ** 2], rtol=1e-12)
        major = vectors[:, 1] * np.sign(vectors[0, 1])
        assert math.degrees(math.atan2(major[1], major[0])) == pytest.approx(angle, abs=1e-9)
    # 45 degrees: equal variances, correlation (1.5^2 - 0.6^2) / (1.5^2 + 0.6^2) = 1.89 / 2.61.
    same = simulation_covariances("tilted", 1.0, angle=45.0)
    assert same[0, 0, 1] / same[0, 0, 0] == pytest.approx(1.89 / 2.61, rel=1e-12)
    np.testing.assert_array_equal(same[0], same[1])


@pytest.mark.parametrize("args, match", [
    (("round",), r"`shape` must be one of 'spherical', 'axis', 'tilted'"),
    (("axis", 0.0), r"`spread` must be a finite number > 0; got 0.0"),
    (("tilted", 1.0, float("inf")), r"`angle` must be a finite number"),
    (("axis", 1.0, 45.0, "yes"), r"`same` must be True or False"),
])
def test_simulation_covariances_reject_bad_arguments(args, match):
    with pytest.raises(ValueError, match=match):
        simulation_covariances(*args)


def test_simulated_classes_have_the_chosen_means_and_covariances():
    means = np.array([[0.0, 1.0], [2.0, -1.0]])
    covariances = simulation_covariances("tilted", 1.0, angle=30.0, same=False)
    X, y = simulate_classes(means, covariances, 40_000, np.random.default_rng(0))
    assert X.shape == (80_000, 2) and np.bincount(y).tolist() == [40_000, 40_000]
    for c in range(2):
        np.testing.assert_allclose(X[y == c].mean(axis=0), means[c], atol=0.03)
        np.testing.assert_allclose(np.cov(X[y == c].T), covariances[c], atol=0.05)
    again, _ = simulate_classes(means, covariances, 40_000, np.random.default_rng(0))
    np.testing.assert_array_equal(X, again)  # a seed is a link: the same points
    X, y = simulate_classes(means, covariances, [3, 5], np.random.default_rng(1))
    assert np.bincount(y).tolist() == [3, 5]


@pytest.mark.parametrize("kwargs, match", [
    ({"covariances": np.stack([np.eye(2)] * 3)}, r"`covariances` must have shape \(2, 2, 2\)"),
    ({"covariances": np.stack([np.eye(2), [[1.0, 2.0], [2.0, 1.0]]])}, r"`covariances\[1\]` must be positive definite"),
    ({"covariances": np.stack([np.eye(2), [[1.0, 0.5], [0.0, 1.0]]])}, r"`covariances\[1\]` must be symmetric"),
    ({"n_per_class": 0}, r"`n_per_class` must be an integer >= 1; got 0"),
    ({"rng": 0}, r"`rng` must be a numpy.random.Generator"),
])
def test_simulate_classes_rejects_bad_arguments(kwargs, match):
    arguments = {"means": [[0.0, 0.0], [1.0, 1.0]], "covariances": np.stack([np.eye(2)] * 2),
                 "n_per_class": 5, "rng": np.random.default_rng(0), **kwargs}
    with pytest.raises(ValueError, match=match):
        simulate_classes(**arguments)


# --------------------------------------------------------------------------- generative vs discriminative


def test_gaussian_scenario_fits_every_model():
    # Shared diagonal covariance, means 1.6 Mahalanobis units apart: LDA and logistic regression
    # both estimate the true weights Sigma^-1 (mu1 - mu0) (Bishop PRML eq. 4.66).
    from bayeslab.glm import fit_logistic

    X, y = simulate_scenario("gaussian", 20_000, 3, np.random.default_rng(0))
    sds = np.linspace(1.0, 1.5, 3)
    shift = 1.6 * sds / np.sqrt(3)
    assert np.linalg.norm(shift / sds) == pytest.approx(1.6)
    np.testing.assert_allclose(X[y == 1].mean(axis=0) - X[y == 0].mean(axis=0), shift, atol=0.03)
    np.testing.assert_allclose(X[y == 0].std(axis=0), sds, rtol=0.02)
    true_w = shift / sds**2
    np.testing.assert_allclose(GaussianClassifier("shared").fit(X, y).linear_boundary()[0], true_w, atol=0.03)
    np.testing.assert_allclose(fit_logistic(X, y).weights, true_w, atol=0.05)


def test_heavy_tailed_scenario_has_logistic_labels():
    # Logistic regression's model is the truth: its MLE recovers w = (1, 0.2), intercept 0
    # (symmetric features, balanced classes).
    from bayeslab.glm import fit_logistic

    X, y = simulate_scenario("heavy_tails", 20_000, 2, np.random.default_rng(0))
    assert np.bincount(y).tolist() == [20_000, 20_000]
    fit = fit_logistic(X, y)
    np.testing.assert_allclose(fit.weights, [1.0, 0.2], atol=0.05)
    assert abs(fit.intercept) < 0.05
    # Heavy tails: far more extreme values than a Gaussian of the same spread would give.
    assert np.mean(np.abs(X) > 10) > 0.005


def test_learning_curve_scores_are_the_direct_computation():
    # One size, one repeat: the same draws in the same order, scored by hand.
    from bayeslab.glm import fit_logistic

    curve = learning_curve("gaussian", 2, [20], 1, 300, np.random.default_rng(5))
    rng = np.random.default_rng(5)
    X_test, y_test = simulate_scenario("gaussian", 300, 2, rng)
    X, y = simulate_scenario("gaussian", 10, 2, rng)
    expected = [GaussianClassifier(kind).fit(X, y).log_loss(X_test, y_test) for kind in ("naive", "shared")]
    logistic = fit_logistic(X, y)
    p = expit(logistic.coef[0] + X_test @ logistic.coef[1:])
    expected.append(-np.mean(np.where(y_test == 1, np.log(p), np.log1p(-p))))
    np.testing.assert_allclose(curve.log_loss[:, 0], expected, rtol=1e-10)
    errors = [1 - GaussianClassifier(kind).fit(X, y).accuracy(X_test, y_test) for kind in ("naive", "shared")]
    errors.append(np.mean((p >= 0.5) != (y_test == 1)))
    np.testing.assert_allclose(curve.error[:, 0], errors, rtol=1e-12)
    assert curve.n_failed.tolist() == [[0], [0], [0]]


def test_learning_curve_counts_separable_training_sets():
    # Two points per class in 2-D: the two classes are almost always separable, so the
    # logistic MLE does not exist on most training sets; the Gaussian models always fit.
    curve = learning_curve("gaussian", 2, [4], 20, 50, np.random.default_rng(0))
    assert curve.n_failed[2, 0] >= 10 and curve.n_failed[:2, 0].tolist() == [0, 0]
    assert not curve.complete[2, 0] and curve.best(0) in ("naive", "shared")


def test_separates_by_hand():
    # Projections on x1: class 0 at 0 and 1, class 1 at 2 and 3 -> split (a line x1 = 1.5).
    X = np.array([[0.0, 5.0], [1.0, -3.0], [2.0, 4.0], [3.0, 0.0]])
    assert separates(X, [0, 0, 1, 1], [1.0, 0.0]) and separates(X, [1, 1, 0, 0], [-2.0, 0.0])
    # On x2 the classes interleave (5, -3 against 4, 0); touching projections do not count.
    assert not separates(X, [0, 0, 1, 1], [0.0, 1.0])
    assert not separates([[0.0], [1.0], [1.0], [2.0]], [0, 0, 1, 1], [1.0])


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 10_000), n=st.integers(2, 12), D=st.integers(1, 4), gap=st.floats(0.0, 3.0))
def test_what_separates_finds_is_what_fit_logistic_calls_separation(seed, n, D, gap):
    # Oracle: bayeslab.glm's exact test (a linear program). Whenever a direction splits the
    # classes, the logistic MLE does not exist; and a converged fit means no direction splits them.
    from bayeslab.glm import fit_logistic

    rng = np.random.default_rng(seed)
    X = rng.normal(size=(2 * n, D))
    y = np.repeat([0, 1], n)
    X[y == 1, 0] += gap
    directions = [np.eye(D)[0], rng.normal(size=D), X[y == 1].mean(axis=0) - X[y == 0].mean(axis=0)]
    found = any(np.any(d) and separates(X, y, d) for d in directions)
    try:
        fit = fit_logistic(X, y)
    except ValueError:  # linearly dependent columns: no unique estimate either way
        return
    if found:
        assert fit.status == "separation"
    if fit.converged:
        assert not found


def test_the_separation_shortcut_leaves_the_learning_curve_unchanged(monkeypatch):
    # With few points per class many training sets are separable; skipping their logistic
    # fits must give the same curve as fitting them (which fails with "separation").
    import bayeslab.gaussian_classifier as core

    args = ("heavy_tails", 3, [4, 8, 16], 15, 200)
    fast = learning_curve(*args, np.random.default_rng(3))
    skipped = []
    real = core.lda_separates
    monkeypatch.setattr(core, "lda_separates", lambda *a: skipped.append(real(*a)) and False)
    slow = learning_curve(*args, np.random.default_rng(3))
    assert sum(skipped) >= 5  # the shortcut did skip fits here
    for field_name in ("log_loss", "error", "n_failed"):
        np.testing.assert_array_equal(getattr(fast, field_name), getattr(slow, field_name))


@pytest.mark.parametrize("args, match", [
    (([[0.0], [1.0]], [0, 2], [1.0]), r"`y` must hold labels 0 and 1, both present; got \[0, 2\]"),
    (([[0.0], [1.0]], [1, 1], [1.0]), r"`y` must hold labels 0 and 1, both present"),
    (([[0.0], [1.0]], [0, 1, 1], [1.0]), r"`y` must have shape \(2,\)"),
    (([[0.0], [1.0]], [0, 1], [1.0, 2.0]), r"`direction` must have shape \(1,\)"),
    (([[0.0], [1.0]], [0, 1], [0.0]), r"`direction` must not be all zeros"),
    (([[0.0], [np.inf]], [0, 1], [1.0]), r"`X`"),
])
def test_separates_rejects_bad_arguments(args, match):
    with pytest.raises(ValueError, match=match):
        separates(*args)


def test_learning_curves_tell_ng_and_jordans_story():
    # When the Gaussian assumptions hold, the three models end up at the same log-loss; with
    # heavy-tailed features (logistic labels) logistic regression ends lowest, LDA does not
    # catch up, and naive Bayes is worst.
    sizes = [8, 16, 32, 64, 128, 256, 512]
    fits = learning_curve("gaussian", 2, sizes, 20, 1000, np.random.default_rng(0))
    assert fits.gap_at_largest < 0.01
    misfit = learning_curve("heavy_tails", 2, sizes, 20, 1000, np.random.default_rng(0))
    assert misfit.best(-1) == "logistic" and misfit.logistic_best_from is not None
    assert misfit.log_loss[1, -1] - misfit.log_loss[2, -1] > 0.03
    assert misfit.log_loss[0, -1] > misfit.log_loss[1, -1]


def test_learning_curve_summaries_on_a_curve_made_by_hand():
    nan = np.nan
    curve = LearningCurve(
        scenario="heavy_tails", n_features=2, n_repeats=3, sizes=np.array([4, 8, 16, 32]),
        log_loss=np.array([[0.9, 0.7, 0.6, 0.6], [0.8, 0.6, 0.55, 0.52], [nan, 0.5, 0.5, 0.5]]),
        error=np.zeros((3, 4)), n_failed=np.array([[0, 0, 0, 0], [0, 0, 0, 0], [3, 1, 0, 0]]),
    )
    assert CURVE_MODELS == ("naive", "shared", "logistic")
    # At 8 logistic regression's mean is lowest but it failed once: it does not count there.
    assert [curve.best(i) for i in range(4)] == ["shared", "shared", "logistic", "logistic"]
    assert curve.first_common == 2
    assert curve.logistic_best_from == 16
    assert curve.logistic_incomplete_until == 8
    assert curve.gap_at_largest == pytest.approx(0.1)
    with pytest.raises(ValueError, match=r"`index` must be an integer in \[-4, 3\]; got 4"):
        curve.best(4)


@pytest.mark.parametrize("kwargs, match", [
    ({"scenario": "student"}, r"`scenario` must be one of 'gaussian', 'heavy_tails'"),
    ({"n_features": 0}, r"`n_features` must be an integer >= 1; got 0"),
    ({"sizes": [8, 7]}, r"`sizes` must be increasing even numbers"),
    ({"sizes": [2, 8]}, r"`sizes` must be an integer >= 4; got 2 at index 0"),
    ({"n_repeats": 0}, r"`n_repeats` must be an integer >= 1; got 0"),
    ({"n_test_per_class": 0}, r"`n_test_per_class` must be an integer >= 1; got 0"),
    ({"rng": None}, r"`rng` must be a numpy.random.Generator"),
])
def test_learning_curve_rejects_bad_arguments(kwargs, match):
    arguments = {"scenario": "gaussian", "n_features": 2, "sizes": [8, 16], "n_repeats": 2,
                 "n_test_per_class": 10, "rng": np.random.default_rng(0), **kwargs}
    with pytest.raises(ValueError, match=match):
        learning_curve(**arguments)
    if set(kwargs) <= {"scenario", "n_features", "rng"}:
        with pytest.raises(ValueError, match=match):
            simulate_scenario(arguments["scenario"], 5, arguments["n_features"], arguments["rng"])


@pytest.mark.parametrize("C, D", [(2, 1), (2, 2), (3, 4)])
def test_parameter_count_without_a_fit(C, D):
    # Slides: naive 2CD + C - 1, full CD + C D(D+1)/2 + C - 1; logistic (C - 1)(D + 1).
    assert parameter_count("naive", C, D) == 2 * C * D + C - 1
    assert parameter_count("shared", C, D) == C * D + D * (D + 1) // 2 + C - 1
    assert parameter_count("full", C, D) == C * D + C * D * (D + 1) // 2 + C - 1
    assert parameter_count("logistic", C, D) == (C - 1) * (D + 1)
    with pytest.raises(ValueError, match=r"`model` must be one of 'naive', 'shared', 'full', 'logistic'"):
        parameter_count("qda", C, D)
    with pytest.raises(ValueError, match=r"`n_classes` must be an integer >= 2; got 1"):
        parameter_count("naive", 1, D)


def test_equal_variance_threshold_terms_add_up_to_the_root():
    # x* = (mu0 + mu1)/2 + sigma^2 ln(pi0/pi1)/(mu1 - mu0), with numbers worked by hand:
    # means -1 and 1.5, sigma 1, priors 0.7 and 0.3: 0.25 + ln(7/3)/2.5 = 0.25 + 0.338916...
    midpoint, shift = equal_variance_threshold([-1.0, 1.5], 1.0, [0.7, 0.3])
    assert midpoint == 0.25
    assert shift == pytest.approx(math.log(7 / 3) / 2.5, rel=1e-12)
    root = decision_thresholds_1d([-1.0, 1.5], [1.0, 1.0], [0.7, 0.3]).thresholds[0]
    assert midpoint + shift == pytest.approx(root, rel=1e-12)
    with pytest.raises(ValueError, match=r"`means` must differ for a threshold to exist"):
        equal_variance_threshold([1.0, 1.0], 1.0, [0.5, 0.5])
    with pytest.raises(ValueError, match=r"`means` must hold exactly 2 class means"):
        equal_variance_threshold([0.0, 1.0, 2.0], 1.0, [0.2, 0.3, 0.5])
    with pytest.raises(ValueError, match=r"`sd` must be a finite number > 0; got 0.0"):
        equal_variance_threshold([0.0, 1.0], 0.0, [0.5, 0.5])
    with pytest.raises(ValueError, match=r"`priors` must sum to 1"):
        equal_variance_threshold([0.0, 1.0], 1.0, [0.5, 0.6])


def test_identical_classes_are_reported_as_a_tie():
    tie = decision_thresholds_1d([1.0, 1.0], [2.0, 2.0], [0.5, 0.5])
    assert tie.single_winner and tie.ties == ((0, 1),)
    # The same means and spreads but a larger prior: class 1 wins, no tie.
    assert decision_thresholds_1d([1.0, 1.0], [2.0, 2.0], [0.4, 0.6]).ties == ()
    # Three classes, B and C identical and winning on the right: they tie there.
    three = decision_thresholds_1d([-2.0, 2.0, 2.0], [1.0, 1.0, 1.0], [0.4, 0.3, 0.3])
    assert three.ties == ((1, 2),) and three.winners.tolist() == [0, 1]
    # Identical narrow classes that never win (a wide class with a large prior covers them): no tie.
    # At x = 5: 0.99 N(5 | -2, 3^2) = 0.0087 > 0.005 N(5 | 5, 0.5^2) = 0.0040.
    never = decision_thresholds_1d([-2.0, 5.0, 5.0], [3.0, 0.5, 0.5], [0.99, 0.005, 0.005])
    assert never.single_winner and never.winners.tolist() == [0] and never.ties == ()


# --------------------------------------------------------------------------- lowest (who wins a comparison)


def test_lowest_names_every_model_with_the_fewest_test_errors():
    # 1000 test points: 79 and 79 errors tie exactly however the rate is computed; 80 does not.
    errors = {"naive": 80 / 1000, "shared": 1 - 921 / 1000, "full": 79 / 1000, "logistic": None}
    assert lowest(errors) == ("shared", "full")
    assert lowest({"a": 0.3, "b": 0.2}) == ("b",)
    assert lowest({"a": None, "b": None}) == () and lowest({}) == ()
    # A relative tolerance of 0 keeps only exact minima; a wide one lets the near miss in.
    assert lowest({"a": 1.0, "b": 1.0 + 1e-9}, rel_tol=0.0) == ("a",)
    assert lowest({"a": 1.0, "b": 1.0 + 1e-9}, rel_tol=1e-6) == ("a", "b")


@given(st.dictionaries(st.sampled_from("abcdefgh"), st.floats(-1e6, 1e6) | st.none(), max_size=8))
def test_lowest_is_every_key_attaining_the_minimum(scores):
    given_ = {k: v for k, v in scores.items() if v is not None}
    expected = tuple(k for k, v in given_.items() if v == min(given_.values())) if given_ else ()
    assert lowest(scores, rel_tol=0.0) == expected


@pytest.mark.parametrize("bad, match", [
    ({"a": float("nan")}, "`scores` must be a finite number"),
    ([0.1, 0.2], "`scores` must be a mapping"),
])
def test_lowest_rejects_what_it_cannot_rank(bad, match):
    with pytest.raises(ValueError, match=match):
        lowest(bad)
    with pytest.raises(ValueError, match="`rel_tol`"):
        lowest({"a": 1.0}, rel_tol=-1.0)


@pytest.mark.parametrize("kind", COVARIANCES)
def test_scores_are_accuracy_and_log_loss_in_one_pass(kind):
    X, y = three_blobs(1)
    X_test, y_test = three_blobs(2)
    fit = GaussianClassifier(kind).fit(X, y)
    assert fit.scores(X_test, y_test) == (fit.accuracy(X_test, y_test), fit.log_loss(X_test, y_test))
    with pytest.raises(ValueError, match="`y`"):
        fit.scores(X_test, y_test[:-1])
