"""Tests for bayeslab.naive_bayes.

Oracles: exact fractions from the textbook definitions (Murphy 2012, section
3.5; seed 003: posterior means (N_c + α)/(N + Cα) and (N_jc + β1)/(N_c + β0 + β1)),
an independent brute-force reference, and scikit-learn's BernoulliNB /
MultinomialNB on the shared SMS corpus.
"""

from __future__ import annotations

import dataclasses
import math
from fractions import Fraction

import numpy as np
import pytest
import scipy.sparse as sp
from hypothesis import assume, given, settings
from hypothesis import strategies as st
from scipy.special import expit, logsumexp

from bayeslab.naive_bayes import (
    BernoulliNB,
    MultinomialNB,
    parameter_counts,
    point_estimate,
)
from bayeslab.datasets import parse_sms_collection
from bayeslab.text import fit_transform

# numpy reports 0 * log 0, 0/0 and inf - inf as RuntimeWarning: none may leak.
pytestmark = pytest.mark.filterwarnings("error::RuntimeWarning")

MODELS = (BernoulliNB, MultinomialNB)


# ---------------------------------------------------------------- reference implementation


def frac(value) -> Fraction:
    return Fraction(value)


def dirichlet_estimate(counts, pseudo, estimate):
    """Point estimate of Dir(counts + pseudo) with exact fractions; None = undefined.

    Written from the definitions (Murphy eq. 3.21-3.23, 3.47, 3.51) and the mode
    rule documented in ``bayeslab.dirichlet.Dirichlet.mode``, independently of the
    code under test: a parameter of exactly 0 pins its outcome at 0; among the
    others, a single one is a vertex; any below 1 leaves no unique mode unless there
    are exactly two and one is below 1 (the Beta case: the other end); otherwise
    the mode is proportional to (a_k - 1), undefined if all of them are 1.
    """
    counts = [frac(c) for c in counts]
    pseudo = [frac(a) for a in pseudo]
    if estimate in ("mle", "mean"):
        weights = counts if estimate == "mle" else [n + a for n, a in zip(counts, pseudo)]
        total = sum(weights)
        return [None] * len(counts) if total == 0 else [w / total for w in weights]
    posterior = [n + a for n, a in zip(counts, pseudo)]
    positive = [k for k, a in enumerate(posterior) if a > 0]
    below = [k for k in positive if posterior[k] < 1]
    if not positive:
        return [None] * len(counts)
    if len(positive) == 1 or (len(positive) == 2 and len(below) == 1):
        # One outcome left: its vertex. Two, one below 1: the Beta's unbounded end, the other.
        winner = positive[0] if len(positive) == 1 else next(k for k in positive if k not in below)
        return [Fraction(int(k == winner)) for k in range(len(counts))]
    if below:
        return [None] * len(counts)
    weights = [posterior[k] - 1 if k in positive else Fraction(0) for k in range(len(counts))]
    total = sum(weights)
    return [None] * len(counts) if total == 0 else [w / total for w in weights]


def reference_model(kind, X, y, alpha, beta, estimate):
    """(classes, prior, theta) with Fractions (None where undefined)."""
    X = np.asarray(X)
    classes = sorted(set(y))
    beta_one, beta_zero = beta if isinstance(beta, tuple) else (beta, beta)
    class_count = [sum(1 for label in y if label == c) for c in classes]
    prior = dirichlet_estimate(class_count, [alpha] * len(classes), estimate)
    theta = []
    for c in classes:
        rows = X[[i for i, label in enumerate(y) if label == c]]
        if kind == "bernoulli":
            row_theta = []
            for j in range(X.shape[1]):
                ones = int((rows[:, j] > 0).sum())
                zeros = rows.shape[0] - ones
                row_theta.append(
                    dirichlet_estimate([ones, zeros], [beta_one, beta_zero], estimate)[0]
                )
        else:
            totals = [int(v) for v in rows.sum(axis=0)]
            row_theta = dirichlet_estimate(totals, [beta] * X.shape[1], estimate)
        theta.append(row_theta)
    return classes, prior, theta


def reference_probability(kind, prior, theta, x):
    """Exact p(c, x) (multinomial coefficient left out) per class; None = undefined."""
    joint = []
    for c, pi in enumerate(prior):
        # Bernoulli: every word enters (present or absent); multinomial: only present
        # words (θ^0 = 1), so an undefined θ of an absent word does not matter there.
        used = [t for j, t in enumerate(theta[c]) if kind == "bernoulli" or x[j] > 0]
        if pi is None or any(t is None for t in used):
            joint.append(None)
            continue
        value = pi
        for j, t in enumerate(theta[c]):
            if kind == "bernoulli":
                value *= t if x[j] > 0 else 1 - t
            elif x[j] > 0:
                value *= t ** int(x[j])
        joint.append(value)
    return joint


def as_float(value):
    return math.nan if value is None else float(value)


def as_log(value):
    if value is None:
        return math.nan
    return -math.inf if value == 0 else math.log(value)


def kind_of(model_cls):
    return "bernoulli" if model_cls is BernoulliNB else "multinomial"


# ---------------------------------------------------------------- hand-derivable corpus

HAND_DOCUMENTS = ["free cash prize", "win free cash, free!", "hi, lunch?", "lunch free hi hi"]
HAND_LABELS = ["spam", "spam", "ham", "ham"]
# Vocabulary (sorted): cash, free, hi, lunch, prize, win
HAND_COUNTS = [
    [1, 1, 0, 0, 1, 0],
    [1, 2, 0, 0, 0, 1],
    [0, 0, 1, 1, 0, 0],
    [0, 1, 2, 1, 0, 0],
]
HAND_TEST = [
    [0, 1, 0, 1, 1, 0],  # "free prize lunch"
    [1, 0, 2, 0, 0, 1],  # "hi hi win cash"
    [0, 0, 0, 0, 0, 0],  # nothing known
]


def test_hand_corpus_counts():
    vocab, X = fit_transform(HAND_DOCUMENTS)
    assert vocab.terms == ("cash", "free", "hi", "lunch", "prize", "win")
    np.testing.assert_array_equal(X.toarray(), HAND_COUNTS)


def test_hand_corpus_bernoulli_add_one_by_hand():
    # Seed 003 / Murphy 3.5.1.2 with α = β0 = β1 = 1 (add-one smoothing):
    # π_spam = (2 + 1)/(4 + 2) = 1/2; θ_cash,spam = (2 + 1)/(2 + 2) = 3/4,
    # θ_hi,spam = (0 + 1)/4 = 1/4, θ_free,ham = (1 + 1)/4 = 1/2.
    model = BernoulliNB().fit(HAND_COUNTS, HAND_LABELS)
    np.testing.assert_allclose(model.class_prior_, [0.5, 0.5])
    np.testing.assert_allclose(model.theta_[1], [3 / 4, 3 / 4, 1 / 4, 1 / 4, 2 / 4, 2 / 4])
    np.testing.assert_allclose(model.theta_[0], [1 / 4, 2 / 4, 3 / 4, 3 / 4, 1 / 4, 1 / 4])
    # "free prize lunch": spam ∝ 1/2 · (1-3/4)(3/4)(1-1/4)(1/4)(2/4)(1-2/4) = 9/2048,
    # ham ∝ 1/2 · (1-1/4)(2/4)(1-3/4)(3/4)(1/4)(1-1/4) = 27/4096 → p(spam) = 18/45 = 2/5.
    np.testing.assert_allclose(model.predict_proba([HAND_TEST[0]])[0], [3 / 5, 2 / 5], rtol=1e-12)
    np.testing.assert_allclose(
        model.joint_log_likelihood([HAND_TEST[0]])[0],
        [math.log(27 / 4096), math.log(9 / 2048)],
        rtol=1e-12,
    )


PARAMETERS = [
    (1.0, 1.0, "mean"),
    (0.5, (2.0, 0.5), "mean"),
    (0.0, 0.25, "mean"),
    (2.0, 3.0, "map"),
    (1.0, (1.5, 2.0), "map"),
    (3.0, 1.0, "map"),
    (0.0, 0.0, "mle"),
    (5.0, 7.0, "mle"),
]


@pytest.mark.parametrize("model_cls", MODELS)
@pytest.mark.parametrize(("alpha", "beta", "estimate"), PARAMETERS)
def test_hand_corpus_matches_exact_fractions(model_cls, alpha, beta, estimate):
    kind = kind_of(model_cls)
    if kind == "multinomial" and isinstance(beta, tuple):
        beta = beta[0]
    model = model_cls(alpha=alpha, beta=beta, estimate=estimate).fit(HAND_COUNTS, HAND_LABELS)
    classes, prior, theta = reference_model(kind, HAND_COUNTS, HAND_LABELS, alpha, beta, estimate)
    assert list(model.classes_) == classes
    np.testing.assert_allclose(model.class_prior_, [as_float(p) for p in prior], rtol=1e-13)
    np.testing.assert_allclose(
        model.theta_, [[as_float(t) for t in row] for row in theta], rtol=1e-13
    )
    scores = model.joint_log_likelihood(HAND_TEST)
    proba = model.predict_proba(HAND_TEST)
    for i, x in enumerate(HAND_TEST):
        joint = reference_probability(kind, prior, theta, x)
        np.testing.assert_allclose(scores[i], [as_log(v) for v in joint], rtol=1e-12)
        if any(v is None for v in joint) or sum(joint) == 0:
            assert np.isnan(proba[i]).all()
        else:
            np.testing.assert_allclose(proba[i], [float(v / sum(joint)) for v in joint],
                                       rtol=1e-12, atol=1e-15)


def test_map_convention_on_beta_boundaries():
    # Beta(a, b) modes (Murphy eq. 3.21 inside, the mode rule of bayeslab.dirichlet
    # outside): Beta(3, 2) → 2/3; Beta(1, 3) → 0; Beta(2, 1) → 1; Beta(1, 1/2) → 1 (its
    # density is unbounded at θ = 1); Beta(0.5, 0.5) and Beta(1, 1) → nan.
    got = point_estimate([[2, 1], [0, 2], [1, 0], [0, 0], [0, 0], [0, 0]],
                         [[1, 1], [1, 1], [1, 1], [1, 0.5], [0.5, 0.5], [1, 1]], "map")
    np.testing.assert_allclose(got[:, 0], [2 / 3, 0, 1, 1, np.nan, np.nan])
    # Dirichlet(3, 0.5, 2): the density is unbounded on the whole face θ_2 = 0, so no
    # single point is the mode (the old rule said (2/3, 0, 1/3)).
    assert np.isnan(point_estimate([2, 0, 1], [1, 0.5, 1], "map")).all()


def test_naive_bayes_uses_the_one_mode_rule_of_the_core():
    # Issue 13: naive_bayes.point_estimate([0, 0], [1, 0.5], "map") said nan while
    # Beta(1, 0.5).mode is 1.0. There is one implementation now.
    from bayeslab import dirichlet
    from bayeslab.beta_binomial import Beta

    assert point_estimate is dirichlet.point_estimate
    assert point_estimate([0, 0], [1, 0.5], "map")[0] == Beta(1, 0.5).mode == 1.0
    # In a model: one message per class, one word, β = (β1, β0) = (0, 0.5). Class a has
    # the word: θ = mode of Beta(1 + 0, 0 + 0.5) = 1 (the old rule said nan). Class b lacks
    # it: Beta(0, 1.5), a vanishing pseudo-count pins θ = 0.
    model = BernoulliNB(alpha=1.0, beta=(0.0, 0.5), estimate="map").fit([[1], [0]], ["a", "b"])
    np.testing.assert_array_equal(model.theta_[:, 0], [Beta(1, 0.5).mode, 0.0])


# ---------------------------------------------------------------- scikit-learn parity


@pytest.fixture(scope="module")
def sms(sms_corpus_path):
    corpus = parse_sms_collection(sms_corpus_path.read_bytes())
    vocab, X = fit_transform(corpus.texts)
    return vocab, X, np.array(corpus.labels)


@pytest.mark.parametrize("beta", [0.05, 0.5, 1.0, 2.5])
@pytest.mark.parametrize("model_cls", MODELS)
def test_sklearn_parity_on_sms(sms, model_cls, beta):
    # With α = 0 our π is the relative class frequency, sklearn's fit_prior=True default;
    # force_alpha=True stops sklearn from clipping small smoothing values.
    import sklearn.naive_bayes as skl

    _, X, y = sms
    train, test = slice(0, 4500), slice(4500, None)
    oracle_cls = skl.BernoulliNB if model_cls is BernoulliNB else skl.MultinomialNB
    oracle = oracle_cls(alpha=beta, force_alpha=True, fit_prior=True).fit(X[train], y[train])
    model = model_cls(alpha=0.0, beta=beta, estimate="mean").fit(X[train], y[train])
    np.testing.assert_array_equal(model.classes_, oracle.classes_)
    np.testing.assert_allclose(model.predict_proba(X[test]), oracle.predict_proba(X[test]),
                               rtol=0, atol=1e-9)
    np.testing.assert_allclose(model.predict_proba(X[train]), oracle.predict_proba(X[train]),
                               rtol=0, atol=1e-9)
    np.testing.assert_allclose(model.feature_log_prob_, oracle.feature_log_prob_, rtol=1e-12)
    np.testing.assert_array_equal(model.predict(X[test]), oracle.predict(X[test]))


@pytest.mark.parametrize("model_cls", MODELS)
def test_dense_and_sparse_inputs_agree(sms, model_cls):
    _, X, y = sms
    sparse_model = model_cls().fit(X[:300], y[:300])
    dense_model = model_cls().fit(X[:300].toarray(), list(y[:300]))
    np.testing.assert_array_equal(sparse_model.feature_count_, dense_model.feature_count_)
    np.testing.assert_allclose(sparse_model.predict_log_proba(X[300:400]),
                               dense_model.predict_log_proba(X[300:400].toarray()), rtol=1e-13)


# ---------------------------------------------------------------- MAP / mean / with_pseudocounts


@pytest.mark.parametrize("model_cls", MODELS)
@pytest.mark.parametrize(("alpha", "beta"), [(0.0, 0.0), (1.0, 1.0), (0.3, 2.5), (4.0, 0.1)])
def test_map_with_pseudocounts_plus_one_equals_mean(sms, model_cls, alpha, beta):
    _, X, y = sms
    mean = model_cls(alpha=alpha, beta=beta, estimate="mean").fit(X, y)
    map_ = model_cls(alpha=alpha + 1, beta=beta + 1, estimate="map").fit(X, y)
    np.testing.assert_allclose(map_.class_prior_, mean.class_prior_, rtol=1e-13)
    np.testing.assert_allclose(map_.theta_, mean.theta_, rtol=1e-12, atol=0)
    np.testing.assert_allclose(map_.predict_proba(X[:500]), mean.predict_proba(X[:500]),
                               rtol=1e-9, atol=1e-12)


def test_bernoulli_map_pair_plus_one_equals_mean_pair(sms):
    _, X, y = sms
    mean = BernoulliNB(alpha=0.5, beta=(0.2, 3.0)).fit(X, y)
    map_ = BernoulliNB(alpha=1.5, beta=(1.2, 4.0), estimate="map").fit(X, y)
    np.testing.assert_allclose(map_.theta_, mean.theta_, rtol=1e-12)


@pytest.mark.parametrize("model_cls", MODELS)
@pytest.mark.parametrize("estimate", ["mle", "map", "mean"])
def test_with_pseudocounts_equals_refit(sms, model_cls, estimate):
    _, X, y = sms
    base = model_cls(alpha=1.0, beta=1.0, estimate=estimate).fit(X, y)
    for alpha, beta in [(0.0, 0.0), (2.0, 0.5), (None, 3.0), (0.25, None)]:
        new = base.with_pseudocounts(alpha=alpha, beta=beta)
        want_alpha = base.alpha if alpha is None else alpha
        want_beta = base.beta if beta is None else beta
        refit = model_cls(alpha=want_alpha, beta=want_beta, estimate=estimate).fit(X, y)
        assert (new.alpha, new.beta, new.estimate) == (want_alpha, want_beta, estimate)
        np.testing.assert_array_equal(new.theta_, refit.theta_)
        np.testing.assert_array_equal(new.class_log_prior_, refit.class_log_prior_)
        np.testing.assert_array_equal(new.predict_log_proba(X[:300]),
                                      refit.predict_log_proba(X[:300]))
        assert np.shares_memory(new.feature_count_, base.feature_count_)
    # The original is untouched.
    assert (base.alpha, base.beta) == (1.0, 1.0)


@pytest.mark.parametrize("model_cls", MODELS)
def test_mle_stays_unsmoothed(model_cls):
    model = model_cls(estimate="mle").fit(HAND_COUNTS, HAND_LABELS)
    smoothed_args = model.with_pseudocounts(alpha=10.0, beta=10.0)
    np.testing.assert_array_equal(smoothed_args.theta_, model.theta_)
    assert smoothed_args.estimate == "mle" and smoothed_args.beta == 10.0


def test_bernoulli_beta_pair_and_with_pseudocounts_pair():
    model = BernoulliNB(beta=(2.0, 0.5)).fit(HAND_COUNTS, HAND_LABELS)
    assert model.beta == (2.0, 0.5) and model.beta_pair == (2.0, 0.5)
    assert BernoulliNB(beta=[1, 3]).beta == (1.0, 3.0)
    assert BernoulliNB(beta=2).beta_pair == (2.0, 2.0)
    symmetric = model.with_pseudocounts(beta=1.0)
    add_one = BernoulliNB().fit(HAND_COUNTS, HAND_LABELS)
    np.testing.assert_array_equal(symmetric.theta_, add_one.theta_)


# ---------------------------------------------------------------- log space, zeros, nan


@pytest.mark.parametrize("model_cls", MODELS)
def test_long_message_does_not_underflow(sms, model_cls):
    vocab, X, y = sms
    model = model_cls().fit(X, y)
    free, lunch = vocab.index["free"], vocab.index["lunch"]
    x = np.zeros(X.shape[1])
    if model_cls is MultinomialNB:
        x[free], x[lunch] = 6000, 4000  # a 10,000-word message
        theta = model.theta_
        log_odds = (model.class_log_prior_[1] - model.class_log_prior_[0]
                    + 6000 * (np.log(theta[1, free]) - np.log(theta[0, free]))
                    + 4000 * (np.log(theta[1, lunch]) - np.log(theta[0, lunch])))
    else:
        x[:5000] = 1  # 5,000 distinct words present
        log_theta, log_absent = model.feature_log_prob_, model.feature_log_prob_absent_
        per_class = model.class_log_prior_ + np.where(x > 0, log_theta, log_absent).sum(axis=1)
        log_odds = per_class[1] - per_class[0]
    proba = model.predict_proba(x[None, :])[0]
    assert np.isfinite(proba).all()
    np.testing.assert_allclose(proba[1], expit(log_odds), rtol=1e-9, atol=1e-300)
    steps = model.evidence_steps(x)
    assert (steps.likelihood_product == 0.0).all()  # the naive product underflows
    assert np.isfinite(steps.log_likelihood).all() and (steps.log_likelihood < -745).all()
    assert steps.n_factors == (10_000 if model_cls is MultinomialNB else X.shape[1])
    np.testing.assert_allclose(steps.log_evidence, logsumexp(steps.b), rtol=1e-13)
    np.testing.assert_allclose(steps.posterior, proba, rtol=1e-9, atol=1e-300)


@pytest.mark.parametrize("model_cls", MODELS)
def test_evidence_steps_short_message(sms, model_cls):
    vocab, X, y = sms
    model = model_cls().fit(X, y)
    x = vocab.transform(["free entry to win a prize, call now"])
    steps = model.evidence_steps(x)
    np.testing.assert_allclose(steps.likelihood_product, np.exp(steps.log_likelihood), rtol=1e-9)
    np.testing.assert_allclose(steps.joint_product, np.exp(steps.b), rtol=1e-9)
    np.testing.assert_allclose(steps.b, model.joint_log_likelihood(x)[0], rtol=1e-12)
    assert steps.b_max == steps.b.max() and steps.shifted.max() == 0.0
    np.testing.assert_allclose(
        steps.log_evidence, steps.b_max + np.log(np.exp(steps.shifted).sum()), rtol=1e-14
    )
    np.testing.assert_allclose(steps.posterior, model.predict_proba(x)[0], rtol=1e-9)
    expected_factors = x.sum() if model_cls is MultinomialNB else X.shape[1]
    assert steps.n_factors == expected_factors


@pytest.mark.parametrize("model_cls", MODELS)
def test_exp_of_log_proba_is_proba(sms, model_cls):
    _, X, y = sms
    for estimate in ("mean", "mle"):
        model = model_cls(estimate=estimate).fit(X[:4000], y[:4000])
        np.testing.assert_array_equal(np.exp(model.predict_log_proba(X[4000:])),
                                      model.predict_proba(X[4000:]))


@pytest.mark.parametrize("model_cls", MODELS)
@pytest.mark.parametrize(("estimate", "beta"), [("mle", 1.0), ("mean", 0.0)])
def test_black_swan_is_an_honest_zero(model_cls, estimate, beta):
    model = model_cls(estimate=estimate, beta=beta).fit(HAND_COUNTS, HAND_LABELS)
    # "cash free prize": never seen in ham (cash, prize) → p(ham) is exactly 0.
    proba = model.predict_proba([[1, 1, 0, 0, 1, 0]])[0]
    assert proba[0] == 0.0 and proba[1] == 1.0
    assert model.joint_log_likelihood([[1, 1, 0, 0, 1, 0]])[0, 0] == -np.inf
    # "hi prize": hi never in spam, prize never in ham → both zero → nan, prior decides.
    both = [[0, 0, 1, 0, 1, 0]]
    assert np.isnan(model.predict_proba(both)).all()
    assert np.isnan(model.predict_log_proba(both)).all()
    assert model.predict(both)[0] == "ham"  # equal priors: the first class
    steps = model.evidence_steps(both[0])
    assert steps.log_evidence == -np.inf and np.isnan(steps.posterior).all()
    odds = model.explain(both[0]).log_odds()
    assert np.isnan(odds.posterior)


def test_bernoulli_absent_word_with_theta_one_is_an_honest_zero():
    # Under the MLE every spam contains "cash" and "free" (θ = 1): a message without
    # "free" has p(x | spam) = 1 - 1 = 0 because absent words count too.
    model = BernoulliNB(estimate="mle").fit(HAND_COUNTS, HAND_LABELS)
    x = [1, 0, 1, 0, 0, 0]  # "cash hi"
    assert model.joint_log_likelihood([x])[0, 1] == -np.inf
    explanation = model.explain(x)
    assert explanation.absent[1] == -np.inf
    assert np.isnan(model.predict_proba([x])).all()  # cash is unseen in ham as well


def test_predict_undecided_rows_use_the_larger_prior():
    X = [[1, 0], [1, 0], [0, 1]]
    model = MultinomialNB(estimate="mle").fit(X, ["a", "a", "b"])
    assert np.isnan(model.predict_proba([[1, 1]])).all()
    np.testing.assert_array_equal(model.predict([[1, 1], [0, 1], [1, 0]]), ["a", "b", "a"])


@pytest.mark.parametrize("model_cls", MODELS)
def test_undefined_map_gives_nan(model_cls):
    # One document per class and no pseudo-counts. The class prior's posterior is
    # Beta(1, 1), flat: no mode, nan. Each word's is Beta(1, 0) or Beta(0, 1)
    # (Bernoulli) or Dir(1, 0) (multinomial): a vanishing parameter pins its outcome
    # at 0, so θ is a vertex (the mode rule of bayeslab.dirichlet).
    model = model_cls(alpha=0.0, beta=0.0, estimate="map").fit([[1, 0], [0, 1]], ["a", "b"])
    np.testing.assert_array_equal(model.theta_, [[1, 0], [0, 1]])
    assert np.isnan(model.class_prior_).all()
    assert np.isnan(model.predict_proba([[1, 0]])).all()
    undefined = model.undefined_estimates()
    assert undefined.prior == "flat" and undefined.theta == ("", "")


def test_multinomial_map_below_one_is_undefined_bernoulli_map_is_zero():
    # Issue 13: θ_c of the multinomial model is one Dirichlet over the vocabulary. With
    # 0 < β < 1 a word unseen in the class makes the density unbounded along a whole
    # face: no unique mode (nan). Each Bernoulli θ_jc is a Beta: Beta(0.5, 2.5) for an
    # unseen word has its (unbounded) maximum at θ = 0, the black swan.
    X, y = [[2, 1, 0], [0, 1, 3]], ["spam", "ham"]
    multinomial = MultinomialNB(beta=0.5, estimate="map").fit(X, y)
    assert np.isnan(multinomial.theta_).all()
    assert multinomial.undefined_estimates().theta == ("unbounded", "unbounded")
    assert np.isnan(multinomial.predict_proba([[1, 0, 0]])).all()
    bernoulli = BernoulliNB(beta=0.5, estimate="map").fit(X, y)
    # ham (row 0): words 1, 2 seen in its one message → Beta(1.5, 0.5) → 1; word 0 → 0.
    np.testing.assert_array_equal(bernoulli.theta_, [[0, 1, 1], [1, 1, 0]])
    assert bernoulli.undefined_estimates().theta == ("", "")
    # β = 1: Dir(N + 1) puts 0 on the unseen words and (N_j)/N on the others.
    np.testing.assert_allclose(MultinomialNB(beta=1.0, estimate="map").fit(X, y).theta_,
                               [[0, 1 / 4, 3 / 4], [2 / 3, 1 / 3, 0]])


def test_single_class_is_allowed():
    model = MultinomialNB().fit([[1, 2], [0, 1]], ["ham", "ham"])
    np.testing.assert_array_equal(model.predict_proba([[3, 0]]), [[1.0]])
    assert model.predict([[3, 0]])[0] == "ham"
    with pytest.raises(ValueError, match="exactly 2 classes"):
        model.explain([1, 0]).log_odds()


# ---------------------------------------------------------------- explain, top features


@pytest.mark.parametrize("model_cls", MODELS)
def test_explain_adds_up(sms, model_cls):
    vocab, X, y = sms
    model = model_cls(alpha=1.0, beta=0.5).fit(X, y)
    scores = model.joint_log_likelihood(X[:50])
    for i in range(50):
        e = model.explain(X[i])
        np.testing.assert_array_equal(e.feature_ids, np.sort(X[i].indices))
        np.testing.assert_allclose(e.log_prior + e.contributions.sum(axis=1) + e.absent,
                                   scores[i], rtol=1e-12)
        np.testing.assert_allclose(e.joint_log_likelihood, scores[i], rtol=1e-12)
        odds = e.log_odds()
        assert (odds.positive, odds.negative) == ("spam", "ham")
        np.testing.assert_allclose(odds.prior + odds.words.sum() + odds.absent, odds.posterior,
                                   rtol=1e-13, atol=1e-13)
        np.testing.assert_allclose(odds.posterior, scores[i, 1] - scores[i, 0], rtol=1e-9,
                                   atol=1e-9)
        if model_cls is BernoulliNB:
            absent = np.setdiff1d(np.arange(X.shape[1]), X[i].indices)
            np.testing.assert_allclose(
                e.absent, model.feature_log_prob_absent_[:, absent].sum(axis=1), rtol=1e-12
            )
            np.testing.assert_allclose(e.contributions,
                                       model.feature_log_prob_[:, e.feature_ids])
        else:
            assert (e.absent == 0).all()
            np.testing.assert_allclose(
                e.contributions, e.counts * model.feature_log_prob_[:, e.feature_ids]
            )


def test_explain_accepts_one_document_shapes():
    model = MultinomialNB().fit(HAND_COUNTS, HAND_LABELS)
    x = HAND_TEST[0]
    for shaped in (x, [x], np.array(x), sp.csr_matrix([x])):
        e = model.explain(shaped)
        np.testing.assert_array_equal(e.feature_ids, [1, 3, 4])
    odds = model.explain(x).log_odds(positive="ham", negative="spam")
    assert odds.positive == "ham"
    with pytest.raises(ValueError, match="`positive` must be one of the classes"):
        model.explain(x).log_odds(positive="eggs", negative="ham")
    with pytest.raises(ValueError, match="must differ"):
        model.explain(x).log_odds(positive="ham", negative="ham")



# ---------------------------------------------------------------- per-occurrence log-odds


def test_per_occurrence_bernoulli_by_hand():
    # Add-one smoothing (α = β0 = β1 = 1), as in test_hand_corpus_bernoulli_add_one_by_hand:
    # θ_spam = (3, 3, 1, 1, 2, 2)/4, θ_ham = (1, 2, 3, 3, 1, 1)/4 over cash free hi lunch prize win.
    # "hi hi win cash": the Bernoulli model sees hi once, so one occurrence carries the
    # whole ratio: cash log(3/1), hi log(1/3), win log(2/1).
    model = BernoulliNB().fit(HAND_COUNTS, HAND_LABELS)
    e = model.explain(HAND_TEST[1])
    np.testing.assert_array_equal(e.feature_ids, [0, 2, 5])
    np.testing.assert_array_equal(e.counts, [1, 2, 1])
    np.testing.assert_array_equal(e.exponents, [1, 1, 1])
    odds = e.log_odds()
    expected = [math.log(3), -math.log(3), math.log(2)]
    np.testing.assert_allclose(odds.per_occurrence, expected, rtol=1e-13)
    np.testing.assert_array_equal(odds.per_occurrence, odds.words)


def test_per_occurrence_multinomial_by_hand():
    # Add-one smoothing: spam has 7 tokens (cash 2, free 3, prize 1, win 1), ham 6
    # (free 1, hi 3, lunch 2); D = 6, so θ_spam = (3, 4, 1, 1, 2, 2)/13 and
    # θ_ham = (1, 2, 4, 3, 1, 1)/12. "hi hi win cash": per occurrence
    # cash log(36/13), hi log(12/52) = log(3/13), win log(24/13); hi counts twice in words.
    model = MultinomialNB().fit(HAND_COUNTS, HAND_LABELS)
    np.testing.assert_allclose(model.theta_, [[1 / 12, 2 / 12, 4 / 12, 3 / 12, 1 / 12, 1 / 12],
                                              [3 / 13, 4 / 13, 1 / 13, 1 / 13, 2 / 13, 2 / 13]])
    e = model.explain(HAND_TEST[1])
    np.testing.assert_array_equal(e.exponents, [1, 2, 1])
    odds = e.log_odds()
    per_occurrence = [math.log(36 / 13), math.log(3 / 13), math.log(24 / 13)]
    np.testing.assert_allclose(odds.per_occurrence, per_occurrence, rtol=1e-13)
    np.testing.assert_allclose(odds.words, [per_occurrence[0], 2 * per_occurrence[1],
                                            per_occurrence[2]], rtol=1e-13)
    # The other direction is the same evidence with the opposite sign.
    reverse = e.log_odds(positive="ham", negative="spam")
    np.testing.assert_array_equal(reverse.per_occurrence, -odds.per_occurrence)


@pytest.mark.parametrize("model_cls", MODELS)
def test_per_occurrence_does_not_depend_on_repetition(model_cls):
    # "free" 1 to 5 times: one occurrence is always worth log(θ_spam / θ_ham); the
    # multinomial total grows with the count, the Bernoulli one does not.
    model = model_cls().fit(HAND_COUNTS, HAND_LABELS)
    one = model.explain([0, 1, 0, 0, 0, 0]).log_odds()
    for k in range(1, 6):
        odds = model.explain([0, k, 0, 0, 0, 0]).log_odds()
        np.testing.assert_allclose(odds.per_occurrence, one.per_occurrence, rtol=1e-14)
        factor = k if model_cls is MultinomialNB else 1
        np.testing.assert_allclose(odds.words, factor * one.words, rtol=1e-14)
    theta = model.theta_[:, 1]
    np.testing.assert_allclose(one.per_occurrence, [math.log(theta[1] / theta[0])], rtol=1e-14)


@pytest.mark.parametrize("model_cls", MODELS)
def test_per_occurrence_of_a_black_swan_stays_infinite(model_cls):
    # β = 0: cash was never in ham, hi never in spam. "cash cash hi free": cash is +inf
    # and hi -inf in every occurrence (±inf divided by a count, never nan); free stays
    # finite; the total is undefined (inf - inf).
    model = model_cls(beta=0.0).fit(HAND_COUNTS, HAND_LABELS)
    odds = model.explain([2, 1, 1, 0, 0, 0]).log_odds()
    assert odds.words[0] == np.inf and odds.words[2] == -np.inf
    assert odds.per_occurrence[0] == np.inf and odds.per_occurrence[2] == -np.inf
    assert np.isfinite(odds.per_occurrence[1])
    assert np.isnan(odds.posterior)
    # One black swan only: the total is +inf, the word still +inf per occurrence.
    odds = model.explain([3, 1, 0, 0, 0, 0]).log_odds()
    assert odds.per_occurrence[0] == np.inf and odds.posterior == np.inf


def test_per_occurrence_of_a_word_no_class_can_produce_is_nan():
    # Word 2 is in no training document: under the MLE θ = 0 in both classes, so its
    # ratio is log 0 - log 0, undefined (nan), as in words; the others stay finite.
    model = MultinomialNB(estimate="mle").fit([[1, 1, 0], [1, 2, 0], [2, 1, 0]],
                                               ["spam", "ham", "ham"])
    odds = model.explain([1, 0, 3]).log_odds()
    assert np.isnan(odds.words[1]) and np.isnan(odds.per_occurrence[1])
    np.testing.assert_allclose(odds.per_occurrence[0], math.log((1 / 2) / (3 / 6)), atol=1e-15)


def assert_same_special_values(actual, expected):
    """nan where `expected` is nan, the same ±inf where it is infinite."""
    np.testing.assert_array_equal(np.isnan(actual), np.isnan(expected))
    infinite = np.isinf(expected)
    np.testing.assert_array_equal(np.isinf(actual), infinite)
    np.testing.assert_array_equal(actual[infinite], expected[infinite])


@pytest.mark.parametrize("model_cls", MODELS)
@pytest.mark.parametrize(("beta", "estimate"), [(0.5, "mean"), (0.0, "mean"), (1.0, "mle")])
def test_per_occurrence_agrees_with_the_log_odds_sums(sms, model_cls, beta, estimate):
    vocab, X, y = sms
    model = model_cls(beta=beta, estimate=estimate).fit(X[:3000], y[:3000])
    n_infinite = 0
    for i in range(3000, 3300):
        e = model.explain(X[i])
        odds = e.log_odds()
        if model_cls is BernoulliNB:
            np.testing.assert_array_equal(e.exponents, np.ones(e.counts.size))
            np.testing.assert_array_equal(odds.per_occurrence, odds.words)
        else:
            np.testing.assert_array_equal(e.exponents, e.counts)
        # exponents x per-occurrence ratio give back each word's total, and the waterfall
        # still sums to the posterior log-odds.
        rebuilt = e.exponents * odds.per_occurrence
        assert_same_special_values(rebuilt, odds.words)
        finite = np.isfinite(odds.words)
        np.testing.assert_allclose(rebuilt[finite], odds.words[finite], rtol=1e-14, atol=1e-14)
        if np.isfinite(odds.posterior):
            np.testing.assert_allclose(odds.prior + rebuilt.sum() + odds.absent, odds.posterior,
                                       rtol=1e-12, atol=1e-12)
        # and one occurrence is worth log θ_spam - log θ_ham of its word.
        log_theta = model.feature_log_prob_[:, e.feature_ids]
        with np.errstate(invalid="ignore"):
            ratio = log_theta[1] - log_theta[0]
        assert_same_special_values(odds.per_occurrence, ratio)
        finite = np.isfinite(ratio)
        np.testing.assert_allclose(odds.per_occurrence[finite], ratio[finite], rtol=1e-12,
                                   atol=1e-12)
        n_infinite += int(np.isinf(odds.per_occurrence).sum())
    # The unsmoothed cases do meet black swans (an SMS word unseen in one class).
    assert (n_infinite > 0) == (beta == 0.0 or estimate == "mle")

@pytest.mark.parametrize("model_cls", MODELS)
def test_top_features_are_the_largest_log_ratios(sms, model_cls):
    vocab, X, y = sms
    model = model_cls().fit(X, y)
    top = model.top_features(15)
    ratio = model.feature_log_prob_[1] - model.feature_log_prob_[0]
    expected_spam = np.sort(ratio)[::-1][:15]
    np.testing.assert_allclose(top.log_ratio[1], expected_spam)
    np.testing.assert_allclose(top.log_ratio[0], np.sort(-ratio)[::-1][:15])
    np.testing.assert_allclose(ratio[top.feature_ids[1]], top.log_ratio[1])
    spam_words = {vocab.terms[j] for j in top.feature_ids[1]}
    assert {"claim", "prize"} <= spam_words
    assert model.top_features(10**6).feature_ids.shape == (2, X.shape[1])


def test_top_features_with_mle_put_infinite_ratios_first_and_nan_last():
    X = [[1, 0, 0], [1, 1, 0], [0, 1, 0]]
    model = MultinomialNB(estimate="mle").fit(X, ["a", "a", "b"])
    top = model.top_features(3)
    # word 0 only in "a" (+inf for a), word 2 in neither class (nan).
    np.testing.assert_array_equal(top.feature_ids[0], [0, 1, 2])
    assert top.log_ratio[0, 0] == np.inf and np.isnan(top.log_ratio[0, 2])
    np.testing.assert_array_equal(top.feature_ids[1], [1, 0, 2])


# ---------------------------------------------------------------- parameter counts


@pytest.mark.parametrize("d", [0, 1, 2, 5, 30, 1000])
def test_parameter_counts_two_classes(d):
    # Seed 004: a joint over D + 1 binary variables needs 2^(D+1) - 1 numbers; naive Bayes 2D + 1.
    counts = parameter_counts(d)
    assert counts.naive == 2 * d + 1
    assert counts.full_joint == 2 ** (d + 1) - 1


def test_parameter_counts_by_enumeration():
    import itertools

    for d, c in [(1, 3), (3, 2), (4, 4)]:
        cells = len(list(itertools.product(range(c), *([[0, 1]] * d))))
        assert parameter_counts(d, c).full_joint == cells - 1
        assert parameter_counts(d, c).naive == (c - 1) + c * d
    assert parameter_counts(10).full_joint_log10 == pytest.approx(math.log10(2**11 - 1))


# ---------------------------------------------------------------- immutability


def test_fitted_model_is_read_only():
    model = BernoulliNB().fit(HAND_COUNTS, HAND_LABELS)
    with pytest.raises(AttributeError, match="read-only"):
        model.alpha = 3.0
    for array in (model.theta_, model.feature_count_, model.class_log_prior_,
                  model.feature_log_prob_absent_, model.classes_):
        with pytest.raises(ValueError, match="read-only"):
            array[0] = 0
    e = model.explain(HAND_TEST[0])
    with pytest.raises(dataclasses.FrozenInstanceError):
        e.absent = None


def test_fit_does_not_modify_the_input():
    X = sp.csr_matrix(HAND_COUNTS, dtype=float)
    before = X.toarray().copy()
    BernoulliNB().fit(X, HAND_LABELS).predict(X)
    np.testing.assert_array_equal(X.toarray(), before)


def test_repr():
    assert repr(BernoulliNB(beta=(1, 2))) == (
        "BernoulliNB(alpha=1.0, beta=(1.0, 2.0), estimate='mean')"
    )


# ---------------------------------------------------------------- validation


@pytest.mark.parametrize("model_cls", MODELS)
@pytest.mark.parametrize(
    ("kwargs", "match"),
    [
        ({"alpha": -1.0}, r"`alpha` must be a finite number >= 0; got -1.0"),
        ({"alpha": float("nan")}, r"`alpha` must be a finite number >= 0; got nan"),
        ({"alpha": float("inf")}, r"`alpha` must be a finite number"),
        ({"alpha": "1"}, r"`alpha` must be a finite number >= 0; got '1'"),
        ({"alpha": True}, r"`alpha` must be a finite number"),
        ({"beta": -0.5}, r"`beta` must be a finite number >= 0; got -0.5"),
        ({"beta": float("nan")}, r"`beta` must be a finite number >= 0; got nan"),
        ({"beta": None}, r"`beta` must be a finite number"),
        (
            {"estimate": "median"},
            r"`estimate` must be one of 'mle', 'map', 'mean'; got 'median'",
        ),
    ],
)
def test_invalid_hyperparameters(model_cls, kwargs, match):
    with pytest.raises(ValueError, match=match):
        model_cls(**kwargs)
    fitted = model_cls().fit(HAND_COUNTS, HAND_LABELS)
    if "estimate" not in kwargs and None not in kwargs.values():
        with pytest.raises(ValueError, match=match):
            fitted.with_pseudocounts(**kwargs)


@pytest.mark.parametrize(
    ("beta", "match"),
    [
        ((1.0,), "a pair"),
        ((1.0, 2.0, 3.0), "a pair"),
        ((1.0, -2.0), "`beta` must be a finite number >= 0"),
    ],
)
def test_invalid_bernoulli_beta_pair(beta, match):
    with pytest.raises(ValueError, match=match):
        BernoulliNB(beta=beta)


def test_multinomial_beta_must_be_scalar():
    with pytest.raises(ValueError, match="`beta` must be a finite number"):
        MultinomialNB(beta=(1.0, 2.0))


@pytest.mark.parametrize("model_cls", MODELS)
@pytest.mark.parametrize(
    ("X", "y", "match"),
    [
        ([[1, -1]], ["a"], r"`X` must be >= 0 \(counts\); got -1.0"),
        ([[1, np.nan]], ["a"], "`X` must contain only finite counts"),
        ([[1, np.inf]], ["a"], "`X` must contain only finite counts"),
        ([1, 2], ["a", "b"], "`X` must be 2-D"),
        ([[[1]]], ["a"], "`X` must be 2-D"),
        ([["a", "b"]], ["a"], "`X` must be an array of non-negative counts"),
        ([[1, 2]], ["a", "b"], r"`y` must have one label per row of X \(1 rows\); got 2"),
        (np.zeros((0, 2)), [], "`y` must contain at least one label"),
        ([[1, 2]], [["a"]], "`y` must be 1-D"),
        ([[1, 2], [0, 1]], [1.0, np.nan], "`y` must not contain nan"),
        ([[1, 2], [0, 1]], np.array([1, "a", None], dtype=object)[[0, 2]], "sortable"),
        (sp.csr_matrix([[1.0, -2.0]]), ["a"], r"`X` must be >= 0"),
    ],
)
def test_invalid_fit_inputs(model_cls, X, y, match):
    with pytest.raises(ValueError, match=match):
        model_cls().fit(X, y)


@pytest.mark.parametrize("model_cls", MODELS)
def test_invalid_prediction_inputs(model_cls):
    model = model_cls().fit(HAND_COUNTS, HAND_LABELS)
    for method in (model.predict, model.predict_proba, model.predict_log_proba,
                   model.joint_log_likelihood):
        with pytest.raises(ValueError, match=r"`X` must have 6 columns .*got shape \(1, 5\)"):
            method([[1, 0, 0, 0, 0]])
        with pytest.raises(ValueError, match="`X` must be >= 0"):
            method([[1, 0, 0, 0, 0, -3]])
    for method in (model.explain, model.evidence_steps):
        with pytest.raises(ValueError, match=r"`x` must be one document \(1 row\)"):
            method([HAND_TEST[0], HAND_TEST[1]])
        with pytest.raises(ValueError, match="`x` must have 6 columns"):
            method([1, 0])
    for bad in (0, -1, 2.5, True):
        with pytest.raises(ValueError, match="`n` must be an integer >= 1"):
            model.top_features(bad)


@pytest.mark.parametrize("model_cls", MODELS)
def test_unfitted_model_raises(model_cls):
    model = model_cls()
    assert not model.is_fitted
    for call in (lambda: model.predict([[1]]), lambda: model.predict_proba([[1]]),
                 lambda: model.explain([1]), lambda: model.with_pseudocounts(alpha=1.0),
                 lambda: model.classes_, lambda: model.theta_, lambda: model.top_features(),
                 lambda: model.evidence_steps([1])):
        with pytest.raises(ValueError, match="not fitted yet; call fit"):
            call()


@pytest.mark.parametrize(
    ("kwargs", "match"),
    [
        ({"n_features": -1}, "`n_features` must be an integer >= 0; got -1"),
        ({"n_features": 2.5}, "`n_features` must be an integer"),
        ({"n_features": 3, "n_classes": 0}, "`n_classes` must be an integer >= 1; got 0"),
    ],
)
def test_invalid_parameter_counts(kwargs, match):
    with pytest.raises(ValueError, match=match):
        parameter_counts(**kwargs)


@pytest.mark.parametrize(
    ("args", "match"),
    [
        (([1, 2], [1, 1], "mode"), "`estimate` must be one of"),
        (([1, -2], [1, 1], "mean"), "`counts` must be a finite number >= 0"),
        (([1, 2], [1, np.nan], "mean"), "`alpha` must be a finite number >= 0"),
        ((3, 1, "mean"), "`counts` must have the K outcomes on a last axis"),
    ],
)
def test_invalid_point_estimate(args, match):
    with pytest.raises(ValueError, match=match):
        point_estimate(*args)


# ---------------------------------------------------------------- properties

pseudo = st.sampled_from([0.0, 0.5, 1.0, 2.5])
estimates = st.sampled_from(["mle", "map", "mean"])


@st.composite
def small_problems(draw):
    n, d = draw(st.integers(1, 7)), draw(st.integers(1, 4))
    X = draw(st.lists(st.lists(st.integers(0, 3), min_size=d, max_size=d), min_size=n, max_size=n))
    y = draw(st.lists(st.sampled_from(["a", "b", "c"]), min_size=n, max_size=n))
    tests = draw(st.lists(st.lists(st.integers(0, 3), min_size=d, max_size=d), min_size=1,
                          max_size=4))
    return np.array(X), y, np.array(tests)


@settings(max_examples=80, deadline=None)
@given(small_problems(), st.sampled_from(MODELS), pseudo, pseudo, pseudo, estimates)
def test_matches_exact_reference(problem, model_cls, alpha, beta_one, beta_zero, estimate):
    X, y, tests = problem
    kind = kind_of(model_cls)
    beta = (beta_one, beta_zero) if kind == "bernoulli" else beta_one
    model = model_cls(alpha=alpha, beta=beta, estimate=estimate).fit(X, y)
    classes, prior, theta = reference_model(kind, X, y, alpha, beta, estimate)
    assert list(model.classes_) == classes
    np.testing.assert_allclose(model.theta_, [[as_float(t) for t in r] for r in theta], rtol=1e-13)
    scores = model.joint_log_likelihood(tests)
    proba = model.predict_proba(tests)
    log_proba = model.predict_log_proba(tests)
    np.testing.assert_array_equal(np.exp(log_proba), proba)
    for i, x in enumerate(tests):
        joint = reference_probability(kind, prior, theta, x)
        np.testing.assert_allclose(scores[i], [as_log(v) for v in joint], rtol=1e-12)
        if any(v is None for v in joint) or sum(joint) == 0:
            assert np.isnan(proba[i]).all()
        else:
            np.testing.assert_allclose(proba[i], [float(v / sum(joint)) for v in joint],
                                       rtol=1e-10, atol=1e-14)
            assert proba[i].sum() == pytest.approx(1.0, rel=1e-12)
        e = model.explain(x)
        np.testing.assert_allclose(e.joint_log_likelihood, scores[i], rtol=1e-12)
        steps = model.evidence_steps(x)
        np.testing.assert_allclose(steps.b, scores[i], rtol=1e-12)
    assert set(model.predict(tests)) <= set(classes)


@settings(max_examples=80, deadline=None)
@given(small_problems(), st.sampled_from(MODELS), pseudo, pseudo, estimates)
def test_per_occurrence_is_the_log_ratio_of_one_occurrence(problem, model_cls, alpha, beta,
                                                           estimate):
    # Two classes (a, b), including undefined (nan) and zero θ: per_occurrence has the
    # special values of log θ_b - log θ_a and equals it where finite.
    X, y, tests = problem
    y = ["b" if label == "b" else "a" for label in y]
    assume(len(set(y)) == 2)
    model = model_cls(alpha=alpha, beta=beta, estimate=estimate).fit(X, y)
    for x in tests:
        e = model.explain(x)
        odds = e.log_odds()
        log_theta = model.feature_log_prob_[:, e.feature_ids]
        with np.errstate(invalid="ignore"):
            ratio = log_theta[1] - log_theta[0]
        assert_same_special_values(odds.per_occurrence, ratio)
        finite = np.isfinite(ratio)
        np.testing.assert_allclose(odds.per_occurrence[finite], ratio[finite], rtol=1e-13,
                                   atol=1e-15)
        assert_same_special_values(e.exponents * odds.per_occurrence, odds.words)

@settings(max_examples=60, deadline=None)
@given(small_problems(), st.sampled_from(MODELS), pseudo, pseudo, estimates, pseudo, pseudo)
def test_with_pseudocounts_is_a_refit(problem, model_cls, alpha, beta, estimate, alpha2, beta2):
    X, y, tests = problem
    base = model_cls(alpha=alpha, beta=beta, estimate=estimate).fit(X, y)
    new = base.with_pseudocounts(alpha=alpha2, beta=beta2)
    refit = model_cls(alpha=alpha2, beta=beta2, estimate=estimate).fit(X, y)
    np.testing.assert_array_equal(new.theta_, refit.theta_)
    np.testing.assert_array_equal(new.predict_log_proba(tests), refit.predict_log_proba(tests))


@settings(max_examples=60, deadline=None)
@given(small_problems(), st.sampled_from(MODELS), pseudo, pseudo)
def test_map_plus_one_is_mean_property(problem, model_cls, alpha, beta):
    X, y, tests = problem
    mean = model_cls(alpha=alpha, beta=beta, estimate="mean").fit(X, y)
    map_ = model_cls(alpha=alpha + 1, beta=beta + 1, estimate="map").fit(X, y)
    # Where the mean is defined (a class with no token and β = 0 has none, while the
    # MAP of Dir(1) over one word is that word): MLaPP 3.4.3, add-one = MAP of Dir(2).
    defined = ~np.isnan(mean.theta_)
    np.testing.assert_allclose(map_.theta_[defined], mean.theta_[defined], rtol=1e-13)
    if defined.all() and not np.isnan(mean.class_prior_).any():
        np.testing.assert_allclose(map_.predict_proba(tests), mean.predict_proba(tests), rtol=1e-12,
                                   atol=1e-15)


@pytest.mark.parametrize("model_cls", MODELS)
def test_fitted_model_pickles(model_cls):
    # st.cache_data pickles what it stores; a model must survive the round trip.
    import pickle

    model = model_cls(alpha=0.5, beta=2.0, estimate="map").fit(HAND_COUNTS, HAND_LABELS)
    clone = pickle.loads(pickle.dumps(model))
    assert repr(clone) == repr(model)
    np.testing.assert_array_equal(clone.predict_log_proba(HAND_TEST),
                                  model.predict_log_proba(HAND_TEST))
    np.testing.assert_array_equal(clone.with_pseudocounts(beta=1.0).theta_,
                                  model.with_pseudocounts(beta=1.0).theta_)


def test_impossible_features_name_the_black_swan_and_the_missing_sure_word():
    # Bernoulli MLE on two spam and one ham document; words: 0 "free", 1 "hi", 2 "prize".
    # θ(free | spam) = 1 (in every spam), θ(hi | spam) = 0, θ(free | ham) = 0.
    X = [[1, 0, 1], [1, 0, 0], [0, 1, 0]]
    model = BernoulliNB(estimate="mle").fit(X, ["spam", "spam", "ham"])
    z = model.impossible_features([0, 1, 0])  # "hi" alone
    assert z.classes.tolist() == ["ham", "spam"]
    assert [ids.tolist() for ids in z.present] == [[], [1]]  # "hi" was never in spam
    # Spam is also impossible because "free", in every spam, is missing.
    assert [ids.tolist() for ids in z.absent] == [[], [0]]
    assert z.impossible.tolist() == [False, True]
    # Consistent with the probabilities: spam exactly 0.
    assert model.predict_proba([[0, 1, 0]])[0].tolist() == [1.0, 0.0]
    # With smoothing (posterior mean, β = 1) nothing is impossible.
    smoothed = BernoulliNB(beta=1.0, estimate="mean").fit(X, ["spam", "spam", "ham"])
    assert not smoothed.impossible_features([0, 1, 0]).impossible.any()


# ---------------------------------------------------------------- why a class is impossible


@pytest.fixture(scope="module")
def teaching_split():
    """The page's default: teaching corpus, test share 0.25, seed 0."""
    from bayeslab import datasets

    corpus = datasets.load_bundled()
    train, _ = datasets.train_test_split(corpus.y, 0.25, np.random.default_rng(0))
    texts = [corpus.texts[i] for i in train]
    vocab, X = fit_transform(texts)
    return vocab, X, corpus.y[train], texts


GIFT = ("You are one of the very few who have been selected as a winners for the free "
        "$1000 Gift Card.")


@pytest.mark.parametrize("model_cls", MODELS)
def test_map_beta_zero_zeroes_words_seen_once_and_says_so(teaching_split, model_cls):
    # Issue 10: with MAP and β = 0 a word seen in one training message of a class gets
    # probability 0 (Beta(1, n) has mode 0; the multinomial MAP subtracts 1 from its
    # single occurrence), not only words never seen. Oracle: counting the training
    # messages that contain each word, with the tokenizer alone.
    from bayeslab.text import tokenize

    vocab, X, y, texts = teaching_split
    model = model_cls(beta=0.0, estimate="map").fit(X, y)
    reading = vocab.read(GIFT)
    zero = model.impossible_features(reading.counts)
    assert zero.n_impossible == 2  # both classes: 0/0
    for k, label in enumerate(model.classes_):
        docs = [set(tokenize(t)) for t, c in zip(texts, y) if c == label]
        in_class = {w: sum(w in d for d in docs) for w in set(tokenize(GIFT)) if w in vocab}
        occurrences = {w: sum(tokenize(t).count(w) for t, c in zip(texts, y) if c == label)
                       for w in in_class}
        reasons = {key: sorted(vocab.terms[j] for j in ids) for key, ids in zero.reasons(k).items()}
        assert reasons.get("unseen", []) == sorted(w for w, n in in_class.items() if n == 0)
        seen_once = sorted(w for w, n in (in_class if model_cls is BernoulliNB else occurrences).items()
                           if n == 1)
        assert reasons.get("seen_once", []) == seen_once
    # The words the issue names: "very" once in spam, "been" and "gift" once in ham.
    spam = list(model.classes_).index("spam")
    assert [vocab.terms[j] for j in zero.reasons(spam)["seen_once"]] == ["very"]
    ham_once = {vocab.terms[j] for j in zero.reasons(1 - spam)["seen_once"]}
    assert {"been", "gift"} <= ham_once


def test_impossible_by_the_prior_and_by_absent_words():
    # MAP with α = 0: π ~ Beta(N_a, N_b) = Beta(2, 1) has mode 1, so π_b = 0 (b has a
    # single training message); no word is to blame.
    model = BernoulliNB(alpha=0.0, beta=2.0, estimate="map").fit([[1, 0], [1, 1], [0, 1]], ["a", "a", "b"])
    np.testing.assert_array_equal(model.class_prior_, [1.0, 0.0])
    zero = model.impossible_features([0, 1])
    assert zero.prior.tolist() == [False, True]
    assert list(zero.reasons(1)) == ["prior"] and zero.reasons(0) == {}
    # Bernoulli, MAP, β = 0: word 0 in all 3 spam messages (θ = mode of Beta(3, 0) = 1)
    # and word 1 in 2 of 3 (Beta(2, 1): mode 1). A ham-like message without either
    # makes spam impossible, for two different reasons.
    X = [[1, 1, 0], [1, 1, 0], [1, 0, 1], [0, 0, 1], [0, 1, 1], [0, 0, 1]]
    y = ["spam"] * 3 + ["ham"] * 3
    model = BernoulliNB(beta=0.0, estimate="map").fit(X, y)
    zero = model.impossible_features([0, 0, 1])
    reasons = zero.reasons(1)
    assert reasons["in_every"].tolist() == [0] and reasons["in_all_but_one"].tolist() == [1]
    assert zero.absent_missing[1].tolist() == [0, 1]
    # The posterior mean with β = 1 removes every zero.
    assert not BernoulliNB(beta=1.0).fit(X, y).impossible_features([0, 0, 1]).impossible.any()


@settings(max_examples=150, deadline=None)
@given(st.lists(st.integers(0, 3), min_size=2, max_size=5), st.sampled_from([0.0, 0.3, 0.5, 1.0, 2.0]),
       st.sampled_from(["mle", "map", "mean"]))
def test_undefined_reason_exactly_where_the_estimate_is_nan(counts, pseudo, estimate):
    from bayeslab.naive_bayes import _undefined_reason

    counts = np.asarray(counts, dtype=float)
    value = point_estimate(counts, pseudo, estimate)
    reason = str(_undefined_reason(counts, pseudo, estimate))
    assert (reason != "") == bool(np.isnan(value).any())
    if reason == "unbounded":
        assert counts.size >= 3 and 0 < pseudo < 1


# ---------------------------------------------------------------- verdicts and bars


def test_decision_tie_and_undefined():
    # Equal priors and a word with the same θ in both classes: log-odds exactly 0.
    model = MultinomialNB().fit([[1, 0], [0, 1]], ["ham", "spam"])
    assert model.explain([1, 1]).log_odds().posterior == 0.0
    assert model.explain([1, 1]).log_odds().decision == "tie"
    assert model.explain([0, 1]).log_odds().decision == "positive"
    assert model.explain([1, 0]).log_odds().decision == "negative"
    unsmoothed = model.with_pseudocounts(beta=0.0)
    assert unsmoothed.explain([1, 1]).log_odds().decision == "undefined"


@settings(max_examples=80, deadline=None)
@given(st.lists(st.integers(0, 3), min_size=4, max_size=15), st.integers(1, 6), st.randoms(use_true_random=False))
def test_waterfall_bars_add_up_and_keep_reading_order(x, max_words, rnd):
    rng = np.random.default_rng(0)
    X = rng.integers(0, 3, size=(6, len(x)))
    model = MultinomialNB(beta=0.5).fit(X, ["ham", "spam"] * 3)
    odds = model.explain(x).log_odds()
    order = list(odds.feature_ids)
    rnd.shuffle(order)
    bars = odds.waterfall(order, max_words=max_words)
    assert bars.feature_ids.size == (len(order) if len(order) <= max_words else max_words - 1)
    assert sorted([*bars.feature_ids, *bars.rest_ids]) == sorted(order)
    position = {j: i for i, j in enumerate(order)}
    assert [position[j] for j in bars.feature_ids] == sorted(position[j] for j in bars.feature_ids)
    assert [position[j] for j in bars.rest_ids] == sorted(position[j] for j in bars.rest_ids)
    if bars.rest_ids.size and bars.ratios.size:  # every kept bar is at least as large as every summed one
        kept = np.abs(bars.ratios).min()
        rest = np.abs(odds.words[np.searchsorted(odds.feature_ids, bars.rest_ids)]).max()
        assert kept >= rest
    np.testing.assert_allclose(bars.prior + bars.ratios.sum() + bars.rest + bars.absent,
                               bars.posterior, rtol=1e-12, atol=1e-12)


def test_waterfall_checks_its_arguments():
    model = MultinomialNB().fit([[1, 0, 1], [0, 1, 1]], ["ham", "spam"])
    odds = model.explain([1, 1, 0]).log_odds()
    with pytest.raises(ValueError, match=r"`order` must list the present words' ids \[0, 1\]"):
        odds.waterfall([0, 2])
    with pytest.raises(ValueError, match="`max_words` must be an integer >= 1"):
        odds.waterfall([0, 1], max_words=0)


# ---------------------------------------------------------------- the page's other decisions


def test_more_parameters_than_atoms_only_from_d_265():
    # Issue 10: the page claimed "more than atoms in the universe (~10^80)" for every
    # D > 60, but 2^(D+1) - 1 passes 10^80 only at D = 265 (2^266 ≈ 1.2 × 10^80).
    for d in (61, 100, 264):
        assert not parameter_counts(d).more_than_atoms
        assert 2 ** (d + 1) - 1 < 10**80
    for d in (265, 1000):
        assert parameter_counts(d).more_than_atoms and 2 ** (d + 1) - 1 > 10**80


def test_naive_outcome_of_the_underflow_lab():
    model = MultinomialNB().fit([[2, 1, 0], [1, 0, 0], [0, 0, 3]], ["spam", "spam", "ham"])
    # θ(word 0 | ham) = 1/6, θ(word 0 | spam) = 4/7: 500 tokens take ham's product to 0.0
    # ((1/6)^500 ≈ 10^-389) while spam's stays representable ((4/7)^500 ≈ 10^-122).
    steps = model.evidence_steps([500, 0, 0])
    assert steps.underflowed.tolist() == [True, False] and steps.naive_outcome == "overconfident"
    # Word 1: θ = 1/6 and 2/7, both below 1/2: 1000 tokens underflow both.
    assert model.evidence_steps([0, 1000, 0]).naive_outcome == "undefined"
    assert model.evidence_steps([3, 1, 0]).naive_outcome == "fine"
    # A true zero (β = 0: word 2 never in spam) is not an underflow.
    unsmoothed = model.with_pseudocounts(beta=0.0)
    steps = unsmoothed.evidence_steps([0, 0, 1])
    assert steps.joint_product[1] == 0.0 and not steps.underflowed.any()
    assert steps.naive_outcome == "fine"


def test_top_features_favouring_leaves_out_words_of_the_other_class():
    # θ(· | ham) = (4, 1, 2)/7, θ(· | spam) = (1, 3, 2)/6: words 1 and 2 favour spam
    # (ratios log(7/2) and log(7/6)), word 0 favours ham; with a vocabulary of 3 each
    # class's top 3 hold every word, the other class's included.
    model = MultinomialNB().fit([[3, 0, 1], [0, 2, 1]], ["ham", "spam"])
    top = model.top_features(3)
    ids, ratios = top.favouring(1)
    assert ids.tolist() == [1, 2]
    np.testing.assert_allclose(ratios, [math.log(7 / 2), math.log(7 / 6)])
    assert top.favouring(0)[0].tolist() == [0]


def test_fallback_class_is_the_larger_prior_first_on_a_tie():
    X = [[1, 0], [0, 1], [0, 1]]
    assert MultinomialNB().fit(X, ["ham", "spam", "spam"]).fallback_class_ == "spam"
    assert MultinomialNB().fit(X[:2], ["ham", "spam"]).fallback_class_ == "ham"
    unsmoothed = MultinomialNB(beta=0.0).fit(X, ["ham", "spam", "spam"])
    assert unsmoothed.predict([[1, 1]]).tolist() == ["spam"]


@pytest.mark.parametrize("model_cls", MODELS)
def test_new_alpha_shares_the_word_probabilities_and_nbytes_counts_them(model_cls):
    model = model_cls().fit(HAND_COUNTS, HAND_LABELS)
    other_alpha = model.with_pseudocounts(alpha=3.0)
    assert other_alpha.theta_ is model.theta_ and other_alpha.feature_log_prob_ is model.feature_log_prob_
    assert other_alpha.class_prior_ is not model.class_prior_
    other_beta = model.with_pseudocounts(beta=2.0)
    assert other_beta.theta_ is not model.theta_
    np.testing.assert_allclose(other_beta.theta_, model_cls(beta=2.0).fit(HAND_COUNTS, HAND_LABELS).theta_)
    arrays = {id(v): v for v in vars(model).values() if isinstance(v, np.ndarray)}
    for value in vars(model).values():  # the count summary and the word probabilities' state
        if isinstance(value, dict):
            arrays.update({id(v): v for v in value.values() if isinstance(v, np.ndarray)})
    assert model.nbytes == sum(a.nbytes for a in arrays.values()) >= model.theta_.nbytes * 2


@settings(max_examples=60, deadline=None)
@given(small_problems(), st.sampled_from(MODELS), pseudo, pseudo, estimates, pseudo)
def test_decide_from_kept_likelihoods_is_predict(problem, model_cls, alpha, beta, estimate, alpha2):
    # The β sweep keeps log p(x | c) per β and re-decides for each α without re-reading X.
    X, y, tests = problem
    model = model_cls(alpha=alpha, beta=beta, estimate=estimate).fit(X, y)
    other = model.with_pseudocounts(alpha=alpha2)
    log_proba, labels = other.decide(model.log_likelihood(tests))
    np.testing.assert_array_equal(log_proba, other.predict_log_proba(tests))
    np.testing.assert_array_equal(labels, other.predict(tests))
    with np.errstate(invalid="ignore"):
        joint = model.log_likelihood(tests) + model.class_log_prior_
    np.testing.assert_array_equal(joint, model.joint_log_likelihood(tests))
    with pytest.raises(ValueError, match="`log_likelihood` must have shape"):
        model.decide(np.zeros((2, model.classes_.size + 1)))
    # A batch (one likelihood table per β of a sweep) is decided table by table.
    stacked = np.stack([model.log_likelihood(tests), other.log_likelihood(tests)])
    batch_proba, batch_labels = other.decide(stacked)
    for k in range(2):
        single_proba, single_labels = other.decide(stacked[k])
        np.testing.assert_array_equal(batch_proba[k], single_proba)
        np.testing.assert_array_equal(batch_labels[k], single_labels)


def test_module_cites_the_seed_equations():
    # Issue 10: the module docstring cited eq. 3.22 for the posterior mean and 3.66-3.67 for
    # the factored prior; the seed summary of MLaPP ch. 3 numbers them 3.21 MAP, 3.22 MLE,
    # 3.23 posterior mean, 3.59 factored prior.
    import bayeslab.naive_bayes as nb

    doc = " ".join(nb.__doc__.split())
    for cited in ("MAP eq. 3.21", "MLE eq. 3.22", "posterior mean eq. 3.23", "prior eq. 3.59"):
        assert cited in doc, cited
    assert "3.66" not in doc and "posterior mean eq. 3.22" not in doc
    bernoulli = " ".join(BernoulliNB.__doc__.split())
    assert "eq. 3.59" in bernoulli and "3.54-3.67" not in bernoulli


def test_what_the_pseudo_count_help_says_is_true():
    """The page's α and β help (deliberately English): plain frequencies with the mean at 0
    and with MAP at 1; add-one with the mean at 1 and with MAP at 2 (the old help said
    "0 means the plain training frequencies" and "β = 1 is add-one" whatever the estimate)."""
    from ui.text import words

    text = words("spam", "en")
    assert "With the posterior mean, 0 gives the plain training frequencies (with MAP, 1 does)" in text.ALPHA_HELP
    assert "β = 1 is add-one (Laplace) smoothing and β = 0 gives the raw frequencies (with MAP, β = 2 and β = 1 do)" \
        in text.BETA_HELP_FMT
    X, y = HAND_COUNTS, HAND_LABELS
    for model_cls in MODELS:
        mle = model_cls(estimate="mle").fit(X, y)
        for est, alpha in (("mean", 0.0), ("map", 1.0)):
            np.testing.assert_allclose(model_cls(alpha=alpha, estimate=est).fit(X, y).class_prior_, mle.class_prior_)
        for est, beta in (("mean", 0.0), ("map", 1.0)):
            np.testing.assert_allclose(model_cls(beta=beta, estimate=est).fit(X, y).theta_, mle.theta_)
        add_one = model_cls(beta=1.0, estimate="mean").fit(X, y).theta_
        np.testing.assert_allclose(model_cls(beta=2.0, estimate="map").fit(X, y).theta_, add_one)
