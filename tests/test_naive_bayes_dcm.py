"""Tests for ``bayeslab.naive_bayes_dcm``: brute-force evidence, SciPy oracles, properties, errors."""

from __future__ import annotations

import math

import numpy as np
import pytest
import scipy.sparse as sp
from scipy import optimize, special, stats

from bayeslab.datasets import parse_sms_collection, train_test_split
from bayeslab.dirichlet import Dirichlet
from bayeslab.naive_bayes_dcm import DirichletMultinomialNB
from bayeslab.text import fit_transform

# A tiny corpus over 4 words where each message repeats a word (bursty), spam more so.
X_TINY = np.array([
    [3, 0, 0, 1],
    [0, 4, 0, 0],
    [2, 0, 1, 0],
    [0, 0, 3, 0],
    [0, 0, 0, 3],
    [1, 0, 2, 1],
])
Y_TINY = np.array(["spam", "spam", "spam", "ham", "ham", "ham"])
X_NEW = np.array([[0, 3, 0, 0], [0, 0, 1, 1], [1, 1, 1, 1], [0, 0, 0, 0], [5, 0, 0, 2]])


@pytest.fixture(scope="module")
def tiny() -> DirichletMultinomialNB:
    return DirichletMultinomialNB().fit(X_TINY, Y_TINY)


def _negative_evidence(log_alpha: np.ndarray, rows: np.ndarray) -> float:
    """Minus the class's summed sequence evidence, written out with gammaln."""
    alpha = np.exp(log_alpha)
    a0 = alpha.sum()
    per_row = (special.gammaln(rows + alpha) - special.gammaln(alpha)).sum(axis=1) \
        + special.gammaln(a0) - special.gammaln(rows.sum(axis=1) + a0)
    return -float(per_row.sum())


def _polya_urn_log_probability(x: np.ndarray, alpha: np.ndarray) -> float:
    """log p(one token sequence with counts x) by drawing the tokens from a Pólya urn.

    Brute force: start with α_j balls of colour j; each drawn token puts one more
    ball of its colour back. The order (word by word) does not matter.
    """
    urn, total = alpha.astype(float).copy(), 0.0
    for j in np.repeat(np.arange(x.size), x):
        total += math.log(urn[j] / urn.sum())
        urn[j] += 1.0
    return total


# --------------------------------------------------------------------------- fitting
def test_fitted_alpha_maximises_each_class_evidence(tiny):
    assert tiny.converged_.all()
    assert tiny.classes_.tolist() == ["ham", "spam"]
    for c, label in enumerate(tiny.classes_):
        rows = X_TINY[Y_TINY == label]
        bounds = [(math.log(tiny.min_alpha), None)] * rows.shape[1]
        reference = optimize.minimize(_negative_evidence, np.zeros(4), args=(rows,), method="L-BFGS-B",
                                      bounds=bounds, options={"ftol": 1e-15, "gtol": 1e-11, "maxiter": 10_000})
        assert tiny.log_evidence_[c] == pytest.approx(-reference.fun, abs=1e-6)
        assert tiny.log_evidence_[c] >= -reference.fun - 1e-8
        np.testing.assert_allclose(tiny.feature_alpha_[c], np.exp(reference.x), rtol=1e-3, atol=1e-6)
        assert tiny.log_evidence_[c] == pytest.approx(Dirichlet(tiny.feature_alpha_[c]).log_evidence(rows).sum())


def test_fitted_attributes(tiny):
    # Word 1 never occurs in ham: its evidence-maximising α is pushed to the lower bound.
    assert tiny.feature_alpha_[0, 1] == tiny.min_alpha
    np.testing.assert_array_equal(tiny.feature_count_, [[1, 0, 5, 4], [5, 4, 1, 1]])
    np.testing.assert_array_equal(tiny.class_count_, [3, 3])
    np.testing.assert_allclose(tiny.class_prior_, [0.5, 0.5])  # (3 + 1) / (6 + 2)
    np.testing.assert_allclose(tiny.concentration_, tiny.feature_alpha_.sum(axis=1))
    np.testing.assert_allclose(tiny.theta_.sum(axis=1), 1.0)
    np.testing.assert_allclose(np.exp(tiny.feature_log_prob_), tiny.theta_)
    assert tiny.n_features_in_ == 4 and tiny.is_fitted
    assert [d.alpha.tolist() for d in tiny.dirichlets_] == tiny.feature_alpha_.tolist()
    # Spam repeats its words more: a smaller strength.
    assert tiny.concentration_[1] < tiny.concentration_[0]


# --------------------------------------------------------------------------- classification
def test_posterior_against_brute_force_and_scipy(tiny):
    log_prior = np.log([0.5, 0.5])
    joint = tiny.joint_log_likelihood(X_NEW)
    posterior = tiny.predict_log_proba(X_NEW)
    for i, x in enumerate(X_NEW):
        n = int(x.sum())
        urn = np.array([_polya_urn_log_probability(x, alpha) for alpha in tiny.feature_alpha_])
        expected = log_prior + urn
        # The scores are the sequence probabilities: the multinomial coefficient is left out.
        np.testing.assert_allclose(joint[i], expected, rtol=1e-10, atol=1e-12)
        # With the coefficient they are scipy's Dirichlet-multinomial pmf of the counts.
        coefficient = special.gammaln(n + 1) - special.gammaln(x + 1).sum()
        oracle = [stats.dirichlet_multinomial(alpha, n).logpmf(x) for alpha in tiny.feature_alpha_]
        np.testing.assert_allclose(joint[i] + coefficient, log_prior + oracle, rtol=1e-10, atol=1e-12)
        # It cancels in the posterior.
        np.testing.assert_allclose(posterior[i], expected - special.logsumexp(expected), rtol=1e-10, atol=1e-12)
    # A message without tokens keeps the prior.
    np.testing.assert_allclose(posterior[3], np.log([0.5, 0.5]))


def test_prediction_outputs_agree(tiny):
    log_proba = tiny.predict_log_proba(X_NEW)
    proba = tiny.predict_proba(X_NEW)
    np.testing.assert_array_equal(proba, np.exp(log_proba))
    np.testing.assert_allclose(proba.sum(axis=1), 1.0, rtol=1e-12)
    np.testing.assert_array_equal(tiny.predict(X_NEW), tiny.classes_[np.argmax(log_proba, axis=1)])
    assert tiny.predict(X_NEW[:2]).tolist() == ["spam", "ham"]
    sparse = tiny.predict_log_proba(sp.csr_matrix(X_NEW))
    np.testing.assert_array_equal(sparse, log_proba)
    refit = DirichletMultinomialNB().fit(sp.csr_matrix(X_TINY), Y_TINY)
    np.testing.assert_array_equal(refit.feature_alpha_, tiny.feature_alpha_)


def test_a_repeated_word_costs_less_each_time(tiny):
    # Burstiness: the m-th copy of word j adds log((α_j + m - 1)/(α_0 + m - 1)) to the
    # class score, which grows with m; the multinomial model adds log θ_j every time.
    for j in range(4):
        scores = tiny.joint_log_likelihood(np.outer(np.arange(5), np.eye(4, dtype=int)[j]))
        steps = np.diff(scores, axis=0)
        assert np.all(np.diff(steps, axis=0) > 0)
        alpha, a0 = tiny.feature_alpha_[:, j], tiny.concentration_
        np.testing.assert_allclose(steps[1], np.log((alpha + 1) / (a0 + 1)), rtol=1e-10)


def test_no_maximum_warns_and_keeps_the_last_iterate():
    # A class with a single message: its evidence grows toward the multinomial limit
    # without a maximum, so the fixed point stops at max_iter.
    X = np.array([[3, 1, 0], [0, 1, 3], [1, 0, 4]])
    with pytest.warns(RuntimeWarning, match=r"within max_iter=2000 updates for class\(es\) 'b'; their last"):
        model = DirichletMultinomialNB(max_iter=2000).fit(X, ["a", "a", "b"])
    assert model.converged_.tolist() == [True, False]
    assert model.n_iter_[1] == 2000
    assert np.isfinite(model.predict_log_proba(X)).all()


def test_real_sms_corpus(sms_corpus_path):
    corpus = parse_sms_collection(sms_corpus_path.read_bytes())
    texts, y = list(corpus.texts), np.array(corpus.labels)
    train, test = train_test_split(y, 0.2, np.random.default_rng(0))
    vocabulary, X_train = fit_transform([texts[i] for i in train])
    model = DirichletMultinomialNB().fit(X_train, y[train])
    assert model.converged_.all()
    accuracy = np.mean(model.predict(vocabulary.transform([texts[i] for i in test])) == y[test])
    majority = np.mean(y[test] == "ham")
    assert accuracy > majority + 0.08  # ham alone is about 0.87


# --------------------------------------------------------------------------- state and errors
def test_read_only_and_repr(tiny):
    with pytest.raises(AttributeError, match="read-only"):
        tiny.alpha = 2.0
    assert repr(DirichletMultinomialNB()) == "DirichletMultinomialNB(alpha=1.0, min_alpha=0.001, tol=1e-09, max_iter=10000)"
    with pytest.raises(ValueError, match=r"not fitted yet; call fit\(X, y\) first"):
        DirichletMultinomialNB().predict(X_NEW)
    with pytest.raises(ValueError, match=r"not fitted yet"):
        _ = DirichletMultinomialNB().feature_alpha_


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"alpha": -1}, r"`alpha` must be a finite number >= 0; got -1"),
        ({"min_alpha": 0}, r"`min_alpha` must be a finite number > 0; got 0"),
        ({"tol": 0.0}, r"`tol` must be a finite number > 0; got 0.0"),
        ({"max_iter": 0}, r"`max_iter` must be an integer >= 1; got 0"),
        ({"max_iter": 2.5}, r"`max_iter` must be an integer >= 1; got 2.5"),
    ],
)
def test_setting_errors(kwargs, message):
    with pytest.raises(ValueError, match=message):
        DirichletMultinomialNB(**kwargs)


def test_fit_and_predict_errors(tiny):
    model = DirichletMultinomialNB()
    with pytest.raises(ValueError, match=r"`X` must be an integer >= 0; got 0.5 at index \(0, 1\)"):
        model.fit([[1, 0.5], [0, 2]], ["a", "b"])
    with pytest.raises(ValueError, match=r"`X` must be an integer >= 0; got -1.0 at index \(1, 0\)"):
        model.fit(sp.csr_matrix(np.array([[1.0, 2.0], [-1.0, 1.0]])), ["a", "b"])
    with pytest.raises(ValueError, match=r"`X` must have K >= 2 columns"):
        model.fit([[1], [2]], ["a", "b"])
    with pytest.raises(ValueError, match=r"`y` must have one label per row of X \(2 rows\); got 3"):
        model.fit([[1, 0], [0, 2]], ["a", "b", "a"])
    with pytest.raises(ValueError, match=r"`y` must be 1-D"):
        model.fit([[1, 0], [0, 2]], [["a"], ["b"]])
    with pytest.raises(ValueError, match=r"`y` must contain at least one label"):
        model.fit(np.zeros((0, 2)), [])
    with pytest.raises(ValueError, match=r"`y` must not contain nan labels"):
        model.fit([[1, 0], [0, 2]], [1.0, math.nan])
    with pytest.raises(ValueError, match=r"`y` labels must be sortable"):
        model.fit([[1, 0], [0, 2]], np.array([1, "a"], dtype=object))
    with pytest.raises(ValueError, match=r"`X` must have at least one token in every class; class 'b' has none"):
        model.fit([[1, 2], [0, 0]], ["a", "b"])
    with pytest.raises(ValueError, match=r"`X` must have 4 columns \(the fitted n_features\); got shape \(1, 3\)"):
        tiny.predict([[1, 0, 0]])
    with pytest.raises(ValueError, match=r"`X` must be an integer >= 0; got nan at index \(0, 2\)"):
        tiny.predict_proba([[1, 0, math.nan, 0]])
