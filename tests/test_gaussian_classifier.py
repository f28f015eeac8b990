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
    GaussianClassifier,
    contour_probability,
    covariance_ellipse,
    decision_thresholds_1d,
    gaussian_posterior_1d,
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
