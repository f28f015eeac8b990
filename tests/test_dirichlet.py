"""Tests for ``bayeslab.dirichlet``: textbook numbers, SciPy oracles, limits, properties."""

from __future__ import annotations

import dataclasses
import math
from fractions import Fraction

import numpy as np
import pytest
import scipy.sparse as sp
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st
from scipy import optimize, special, stats

from bayeslab.beta_binomial import Beta
from bayeslab.dirichlet import (
    ALPHA_MAX,
    COUNT_MAX,
    ESTIMATES,
    LAMB_TEXT,
    LAMB_VOCABULARY,
    STRENGTH_KINDS,
    TRIANGLE_HEIGHT,
    Dirichlet,
    TypedInputError,
    burstiness,
    count_outcomes,
    count_words,
    grid_log_density,
    log_evidence_by_strength,
    maximise_evidence,
    maximise_evidence_strength,
    mle,
    parse_counts,
    parse_faces,
    parse_pseudo_counts,
    parse_weights,
    point_estimate,
    relative_density,
    simulate_rolls,
    split_entries,
    summarise,
    ternary_grid,
    ternary_xy,
)

SETTINGS = settings(max_examples=50, deadline=None, suppress_health_check=[HealthCheck.too_slow])

pseudo_count = st.floats(min_value=0.05, max_value=1e3, allow_nan=False, allow_infinity=False)
alphas = st.lists(pseudo_count, min_size=2, max_size=6)
small_counts = st.integers(min_value=0, max_value=30)

# MLaPP section 3.4.4.1: "Mary had a little lamb, little lamb, little lamb, / Mary had a little
# lamb, its fleece as white as snow" over the vocabulary
# (mary, lamb, little, big, fleece, white, black, snow, rain, unk): N = 17.
LAMB = (2, 4, 4, 0, 1, 1, 0, 1, 0, 4)


def fractions_close(values, expected) -> bool:
    return all(abs(Fraction(float(v)) - e) < Fraction(1, 10**15) for v, e in zip(values, expected, strict=True))


def same_or_both_nan(x: float, y: float) -> bool:
    return (math.isnan(x) and math.isnan(y)) or x == y


# --------------------------------------------------------------------------- textbook values
def test_lamb_posterior_predictive():
    # MLaPP section 3.4.4.1 with α_k = 1: p(X̃ = j | D) = (N_j + 1) / (17 + 10)
    # = (3, 5, 5, 1, 2, 2, 1, 2, 1, 5) / 27.
    assert sum(LAMB) == 17
    post = Dirichlet(np.ones(10)).update(LAMB)
    expected = [Fraction(k, 27) for k in (3, 5, 5, 1, 2, 2, 1, 2, 1, 5)]
    assert fractions_close(post.predictive_pmf(), expected)
    # "big" (index 3) was never seen and still gets 1/27, not the MLE's 0.
    assert mle(LAMB)[3] == 0.0
    assert post.predictive_pmf()[3] == pytest.approx(1 / 27, rel=1e-15)


def test_lions_tigers_and_a_bear():
    # Issue 13's example (posterior and predictive as in MLaPP sections 3.4.3-3.4.4):
    # 3 lions, 2 tigers, 1 bear under Dir(1, 1, 1) give Dir(4, 3, 2), a bear next with 2/9.
    post = Dirichlet([1, 1, 1]).update([3, 2, 1])
    assert post == Dirichlet([4, 3, 2])
    assert fractions_close(post.predictive_pmf(), [Fraction(4, 9), Fraction(3, 9), Fraction(2, 9)])
    assert post.concentration == 9.0


def test_map_with_alpha_two_is_mean_with_alpha_one():
    # MLaPP section 3.4.3: with α = 2 the MAP (N_k + α_k - 1)/(N + α_0 - K) is
    # (N_k + 1)/(N + K), the add-one posterior mean under α = 1.
    expected = [Fraction(n + 1, 27) for n in LAMB]
    assert fractions_close(Dirichlet(np.full(10, 2.0)).update(LAMB).mode, expected)
    assert fractions_close(Dirichlet(np.ones(10)).update(LAMB).mean, expected)
    assert fractions_close(point_estimate(LAMB, 2, "map"), expected)
    assert fractions_close(point_estimate(LAMB, 1, "mean"), expected)


def test_map_formula_and_mle():
    # MLaPP eq. 3.47 with α = (2, 2, 2) after (3, 2, 1): (3+1, 2+1, 1+1) / (6 + 6 - 3).
    post = Dirichlet([2, 2, 2]).update([3, 2, 1])
    assert fractions_close(post.mode, [Fraction(4, 9), Fraction(3, 9), Fraction(2, 9)])
    # MLaPP eq. 3.48: N_k / N.
    assert fractions_close(mle([3, 2, 1]), [Fraction(1, 2), Fraction(1, 3), Fraction(1, 6)])


# --------------------------------------------------------------------------- the mode rule
GRID = (0.3, 0.5, 1.0, 2.0, 3.0)


@pytest.mark.parametrize("a", GRID)
@pytest.mark.parametrize("b", GRID)
def test_mode_agrees_with_beta_for_two_outcomes(a, b):
    # Issue 13: one rule for K = 2 and for the Beta of the coin page (nan == nan).
    mode = Dirichlet([a, b]).mode
    assert same_or_both_nan(float(mode[0]), float(Beta(a, b).mode))
    assert same_or_both_nan(float(mode[1]), float(Beta(b, a).mode))


@pytest.mark.parametrize(
    ("alpha", "expected"),
    [
        # θ1^{-1/2}: unbounded only at θ1 = 0, i.e. at the single point θ = (0, 1).
        ((0.5, 2.0), (0.0, 1.0)),
        ((1.0, 0.5), (1.0, 0.0)),
        ((0.5, 1.0), (0.0, 1.0)),
        # U-shaped Beta: two infinite ends tie.
        ((0.5, 0.3), (math.nan, math.nan)),
        # Flat.
        ((1.0, 1.0), (math.nan, math.nan)),
        ((1.0, 1.0, 1.0), (math.nan,) * 3),
        # θ3² alone: the largest density is at the vertex e3.
        ((1.0, 1.0, 3.0), (0.0, 0.0, 1.0)),
        # θ2 θ3²: 0 on the face θ1 = 0, then (1, 2)/3.
        ((1.0, 2.0, 3.0), (0.0, 1 / 3, 2 / 3)),
        # Some α_k < 1 with K >= 3: unbounded along a whole edge.
        ((2.0, 2.0, 0.5), (math.nan,) * 3),
        ((0.5, 5.0, 5.0), (math.nan,) * 3),
        ((0.5, 0.5, 0.5), (math.nan,) * 3),
    ],
)
def test_mode_rule_cases(alpha, expected):
    mode = Dirichlet(alpha).mode
    np.testing.assert_allclose(mode, expected, rtol=1e-15, atol=0)


@SETTINGS
@given(alpha=st.lists(st.floats(min_value=1.01, max_value=50), min_size=2, max_size=5), seed=st.integers(0, 2**32 - 1))
def test_mode_maximises_the_density(alpha, seed):
    # Independent of the formula: no random point of the simplex has a higher density.
    dist = Dirichlet(alpha)
    points = np.random.default_rng(seed).dirichlet(np.ones(len(alpha)), size=500)
    assert dist.logpdf(dist.mode) >= np.max(dist.logpdf(points)) - 1e-9


def test_point_estimate_with_zero_pseudo_counts():
    # An entry with neither count nor pseudo-count is pinned to 0 (the limit α_k -> 0);
    # the rest follow the rule: (2, 3) -> (1, 2)/3; Beta(1/2, 2) -> its end at 0 -> (0, 1).
    np.testing.assert_allclose(point_estimate([0, 2, 3], 0, "map"), [0, 1 / 3, 2 / 3], rtol=1e-15)
    np.testing.assert_array_equal(point_estimate([0, 0, 5], 0, "map"), [0, 0, 1])
    np.testing.assert_array_equal(point_estimate([0, 0, 2], [0, 0.5, 0], "map"), [0, 0, 1])
    assert np.isnan(point_estimate([0, 0, 0], 0, "map")).all()
    assert np.isnan(point_estimate([0, 0], 0, "mean")).all()
    assert np.isnan(mle([0, 0, 0])).all()


def test_point_estimate_is_batched_over_rows():
    counts = np.array([[3, 2, 1], [0, 0, 0], [5, 0, 1]])
    for estimate in ESTIMATES:
        batch = point_estimate(counts, 1.0, estimate)
        for row, expected in zip(counts, batch):
            np.testing.assert_array_equal(point_estimate(row, 1.0, estimate), expected)


@SETTINGS
@given(counts=st.lists(small_counts, min_size=2, max_size=6), a=st.floats(min_value=0, max_value=20))
def test_map_with_one_more_pseudo_count_is_the_mean(counts, a):
    assume(sum(counts) + a * len(counts) > 0)
    # A pseudo-count so small that a + 1 rounds to 1 turns the MAP into a flat density's (nan).
    assume(a == 0 or (a + 1.0) - 1.0 > 0)
    np.testing.assert_allclose(point_estimate(counts, a + 1, "map"), point_estimate(counts, a, "mean"),
                               rtol=1e-12, atol=1e-15)


# --------------------------------------------------------------------------- oracles
@SETTINGS
@given(alpha=alphas, data=st.data())
def test_logpdf_mean_var_against_scipy(alpha, data):
    weights = data.draw(st.lists(st.floats(min_value=0.01, max_value=1.0), min_size=len(alpha), max_size=len(alpha)))
    theta = np.array(weights) / np.sum(weights)
    dist = Dirichlet(alpha)
    oracle = stats.dirichlet(np.array(alpha))
    assert dist.logpdf(theta) == pytest.approx(oracle.logpdf(theta), rel=1e-9, abs=1e-9)
    np.testing.assert_allclose(dist.mean, oracle.mean(), rtol=1e-12)
    np.testing.assert_allclose(dist.var, oracle.var(), rtol=1e-9)


@SETTINGS
@given(alpha=alphas, data=st.data())
def test_evidence_of_counts_against_scipy(alpha, data):
    counts = data.draw(st.lists(small_counts, min_size=len(alpha), max_size=len(alpha)))
    n = int(sum(counts))
    oracle = stats.dirichlet_multinomial(np.array(alpha), n).logpmf(counts)
    assert Dirichlet(alpha).log_evidence(counts, sequence=False) == pytest.approx(oracle, rel=1e-9, abs=1e-9)


@SETTINGS
@given(a=pseudo_count, b=pseudo_count, t=st.floats(min_value=1e-6, max_value=1 - 1e-6),
       level=st.floats(min_value=0.05, max_value=0.99))
def test_two_outcomes_are_the_beta(a, b, t, level):
    dist, beta = Dirichlet([a, b]), Beta(a, b)
    assert dist.logpdf([t, 1 - t]) == pytest.approx(beta.logpdf(t), rel=1e-9, abs=1e-9)
    assert dist.mean[0] == pytest.approx(beta.mean, rel=1e-12)
    assert dist.var[0] == pytest.approx(beta.var, rel=1e-9)
    lower, upper = dist.interval(level)
    beta_lower, beta_upper = beta.interval(level)
    assert lower[0] == pytest.approx(beta_lower, rel=1e-9, abs=1e-12)
    assert upper[0] == pytest.approx(beta_upper, rel=1e-9, abs=1e-12)


@SETTINGS
@given(alpha=alphas, level=st.floats(min_value=0.05, max_value=0.99))
def test_marginals_and_intervals(alpha, level):
    dist = Dirichlet(alpha)
    lower, upper = dist.interval(level)
    for k in range(dist.n_outcomes):
        marginal = dist.marginal(k)
        assert isinstance(marginal, Beta)
        assert marginal.a == alpha[k]
        assert marginal.a + marginal.b == pytest.approx(dist.concentration, rel=1e-12)
        assert marginal.mean == pytest.approx(dist.mean[k], rel=1e-9)
        assert marginal.var == pytest.approx(dist.var[k], rel=1e-9)
        tail = (1 - level) / 2
        assert lower[k] == pytest.approx(stats.beta(marginal.a, marginal.b).ppf(tail), rel=1e-6, abs=1e-12)
        assert upper[k] == pytest.approx(stats.beta(marginal.a, marginal.b).isf(tail), rel=1e-6, abs=1e-12)
        assert 0 <= lower[k] < upper[k] <= 1


# --------------------------------------------------------------------------- limits on faces
def test_logpdf_on_faces_and_off_the_simplex():
    # Uniform prior on the triangle: density 2 = Γ(3) everywhere, edges and corners too.
    uniform = Dirichlet([1, 1, 1])
    np.testing.assert_allclose(uniform.logpdf([[1, 0, 0], [0, 0.5, 0.5], [0.2, 0.3, 0.5]]), math.log(2))
    dist = Dirichlet([0.5, 1.0, 2.0])
    log_norm = special.gammaln(0.5) + special.gammaln(1.0) + special.gammaln(2.0) - special.gammaln(3.5)
    faces = dist.logpdf([[0, 0.4, 0.6], [0.4, 0.6, 0], [0.4, 0, 0.6]])
    assert faces[0] == math.inf  # θ1 = 0 with α1 < 1
    assert faces[1] == -math.inf  # θ3 = 0 with α3 > 1
    # θ2 = 0 with α2 = 1: finite, the limit of the formula.
    assert faces[2] == pytest.approx(-0.5 * math.log(0.4) + math.log(0.6) - log_norm, rel=1e-12)
    # Where θ1 = 0 (α1 < 1) meets θ3 = 0 (α3 > 1) the density has no limit.
    assert math.isnan(dist.logpdf([0, 1, 0]))
    # Off the simplex.
    assert dist.logpdf([0.5, 0.6, 0.1]) == -math.inf
    assert dist.logpdf([-0.1, 0.6, 0.5]) == -math.inf
    assert dist.logpdf([math.inf, 0.0, 0.0]) == -math.inf
    # Rounding of a computed grid point is tolerated: 1 - 0.1 - 0.2 leaves about 1e-17.
    assert np.isfinite(uniform.logpdf([0.1, 0.2, 1 - 0.1 - 0.2]))
    assert uniform.logpdf([0.5, 0.5, -1e-17]) == pytest.approx(math.log(2))
    # K = 2 matches the Beta at the ends.
    for a, b in [(0.5, 2.0), (1.0, 2.0), (2.0, 2.0), (2.0, 0.5)]:
        assert Dirichlet([a, b]).logpdf([0.0, 1.0]) == Beta(a, b).logpdf(0.0)
        assert Dirichlet([a, b]).logpdf([1.0, 0.0]) == Beta(a, b).logpdf(1.0)


def test_unbounded_faces_are_where_the_density_is_infinite():
    dist = Dirichlet([0.5, 2.0, 0.9, 1.0])
    np.testing.assert_array_equal(dist.unbounded_faces, [0, 2])
    assert Dirichlet([1.0, 1.0, 5.0]).unbounded_faces.size == 0
    # Independent check through logpdf: a point of each face, the other entries away from 0.
    for k in range(4):
        point = np.full(4, 1 / 3)
        point[k] = 0.0
        assert (dist.logpdf(point) == math.inf) == (k in dist.unbounded_faces)


def test_logpdf_is_vectorised_over_rows():
    dist = Dirichlet([0.7, 2.0, 3.0])
    points = np.random.default_rng(0).dirichlet([1, 1, 1], size=(4, 25))
    batch = dist.logpdf(points)
    assert batch.shape == (4, 25)
    for index in np.ndindex(4, 25):
        assert batch[index] == dist.logpdf(points[index])
    assert isinstance(dist.logpdf(points[0, 0]), float)


def test_large_pseudo_counts_stay_accurate():
    # One head then one tail under Beta(5e11, 5e11): 1/2 · 5e11 / (1e12 + 1), by hand.
    dist = Dirichlet([5e11, 5e11])
    expected = math.log(0.5) + math.log(5e11) - math.log(1e12 + 1)
    assert dist.log_evidence([1, 1]) == pytest.approx(expected, rel=1e-14)
    # A fair die with strength 6e9: 60 rolls, ten of each face, the chain rule by hand.
    die = Dirichlet(np.full(6, 1e9))
    chain = sum(math.log((1e9 + j) / (6e9 + 6 * j + k)) for j in range(10) for k in range(6))
    assert die.log_evidence(np.full(6, 10)) == pytest.approx(chain, rel=1e-12)


# --------------------------------------------------------------------------- properties
@SETTINGS
@given(alpha=alphas, data=st.data())
def test_sequential_update_equals_batch(alpha, data):
    k = len(alpha)
    batches = data.draw(st.lists(st.lists(small_counts, min_size=k, max_size=k), min_size=1, max_size=5))
    sequential = Dirichlet(alpha)
    for batch in batches:
        sequential = sequential.update(batch)
    batch_total = Dirichlet(alpha).update(np.sum(batches, axis=0))
    np.testing.assert_allclose(sequential.alpha, batch_total.alpha, rtol=1e-12)


@SETTINGS
@given(alpha=alphas, data=st.data())
def test_predictive_sums_to_one_and_marginal_means(alpha, data):
    counts = data.draw(st.lists(small_counts, min_size=len(alpha), max_size=len(alpha)))
    for dist in (Dirichlet(alpha), Dirichlet(alpha).update(counts)):
        assert dist.predictive_pmf().sum() == pytest.approx(1.0, abs=1e-12)
        means = [dist.marginal(k).mean for k in range(dist.n_outcomes)]
        np.testing.assert_allclose(means, dist.mean, rtol=1e-9)


@SETTINGS
@given(alpha=st.lists(st.floats(min_value=0.05, max_value=50), min_size=2, max_size=5), data=st.data())
def test_evidence_is_the_chain_of_predictives_in_any_order(alpha, data):
    # An independent derivation: p(x_1..x_n) = Π_i p(x_i | x_1..x_{i-1}), each factor the
    # current posterior's predictive; two orders of the same sequence give the same product.
    k = len(alpha)
    sequence = data.draw(st.lists(st.integers(0, k - 1), min_size=0, max_size=25))
    order = data.draw(st.permutations(sequence))
    logs = []
    for seq in (sequence, order):
        dist, total = Dirichlet(alpha), 0.0
        for outcome in seq:
            total += math.log(dist.predictive_pmf()[outcome])
            dist = dist.update(np.eye(k, dtype=int)[outcome])
        logs.append(total)
    counts = np.bincount(np.asarray(sequence, dtype=int), minlength=k)
    assert logs[0] == pytest.approx(logs[1], rel=1e-9, abs=1e-9)
    assert Dirichlet(alpha).log_evidence(counts) == pytest.approx(logs[0], rel=1e-9, abs=1e-9)


def test_log_evidence_of_rows():
    dist = Dirichlet([0.5, 1.5, 3.0])
    rows = np.array([[1, 0, 2], [0, 0, 0], [4, 1, 0]])
    batch = dist.log_evidence(rows)
    assert batch.shape == (3,)
    assert batch[1] == 0.0  # no data: probability 1
    for row, value in zip(rows, batch):
        assert dist.log_evidence(row) == value
        coefficient = special.gammaln(row.sum() + 1) - special.gammaln(row + 1).sum()
        assert dist.log_evidence(row, sequence=False) == pytest.approx(value + coefficient, rel=1e-12)


def test_sample():
    dist = Dirichlet([2.0, 3.0, 5.0])
    draws = dist.sample(20_000, np.random.default_rng(0))
    assert draws.shape == (20_000, 3)
    np.testing.assert_allclose(draws.sum(axis=1), 1.0, rtol=1e-12)
    np.testing.assert_array_equal(draws, dist.sample(20_000, np.random.default_rng(0)))
    standard_error = np.sqrt(dist.var / 20_000)
    assert np.all(np.abs(draws.mean(axis=0) - dist.mean) < 5 * standard_error)
    assert dist.sample(0, np.random.default_rng(0)).shape == (0, 3)


def test_frozen_value_object():
    source = [1.0, 2.0]
    dist = Dirichlet(source)
    source[0] = 5.0
    assert dist.alpha[0] == 1.0
    with pytest.raises(ValueError, match="read-only"):
        dist.alpha[0] = 3.0
    with pytest.raises(dataclasses.FrozenInstanceError):
        dist.alpha = np.array([3.0, 3.0])
    assert dist == Dirichlet([1, 2]) and hash(dist) == hash(Dirichlet([1, 2]))
    assert dist != Dirichlet([1, 3])
    assert repr(Dirichlet([4, 3, 2])) == "Dirichlet(alpha=array([4., 3., 2.]))"


# --------------------------------------------------------------------------- burstiness
def test_burstiness_of_the_lamb():
    # After the rhyme (α = 1): "mary" next has 3/27; having seen one more "mary", the DCM
    # gives (3 + 1)/(27 + 1) = 4/28, while the multinomial with θ = mean stays at 3/27.
    post = Dirichlet(np.ones(10)).update(LAMB)
    result = burstiness(post)
    assert fractions_close(result.repeat_multinomial[:1], [Fraction(3, 27)])
    assert fractions_close(result.repeat_dcm[:1], [Fraction(4, 28)])
    assert result.lift[0] == pytest.approx((4 / 28) / (3 / 27), rel=1e-14)


@SETTINGS
@given(alpha=alphas)
def test_burstiness_is_the_evidence_ratio(alpha):
    dist = Dirichlet(alpha)
    result = burstiness(dist)
    eye = np.eye(len(alpha), dtype=int)
    for k in range(len(alpha)):
        # p(k, k) / p(k) from the evidence of the two sequences: an independent route.
        ratio = math.exp(dist.log_evidence(2 * eye[k]) - dist.log_evidence(eye[k]))
        assert result.repeat_dcm[k] == pytest.approx(ratio, rel=1e-9)
        assert result.repeat_dcm[k] == pytest.approx(dist.update(eye[k]).predictive_pmf()[k], rel=1e-12)
    assert np.all(result.lift > 1)
    np.testing.assert_array_equal(result.first, dist.predictive_pmf())


# --------------------------------------------------------------------------- empirical Bayes
def _negative_log_evidence(log_alpha: np.ndarray, rows: np.ndarray) -> float:
    """Minus the summed sequence evidence, written out with gammaln (the test's own copy)."""
    alpha = np.exp(log_alpha)
    a0 = alpha.sum()
    per_row = (special.gammaln(rows + alpha) - special.gammaln(alpha)).sum(axis=1) \
        + special.gammaln(a0) - special.gammaln(rows.sum(axis=1) + a0)
    return -float(per_row.sum())


def _polya_rows(alpha, n_rows, length, seed):
    rng = np.random.default_rng(seed)
    theta = rng.dirichlet(alpha, size=n_rows)
    return np.array([rng.multinomial(length, t) for t in theta])


def test_minka_fixed_point_agrees_with_scipy_optimize():
    rows = _polya_rows([2.0, 1.0, 0.5, 4.0], 300, 12, seed=0)
    fit = maximise_evidence(rows)
    assert fit.converged
    reference = optimize.minimize(_negative_log_evidence, np.zeros(4), args=(rows,), method="L-BFGS-B",
                                  options={"ftol": 1e-15, "gtol": 1e-10, "maxiter": 10_000})
    assert fit.log_evidence == pytest.approx(-reference.fun, abs=1e-6)
    assert fit.log_evidence >= -reference.fun - 1e-8
    np.testing.assert_allclose(fit.alpha, np.exp(reference.x), rtol=1e-4)
    assert fit.log_evidence == pytest.approx(Dirichlet(fit.alpha).log_evidence(rows).sum(), rel=1e-12)
    assert fit.dirichlet == Dirichlet(fit.alpha)


def test_minka_fixed_point_never_decreases_the_evidence():
    rows = _polya_rows([0.3, 0.3, 0.3, 0.3, 0.3], 100, 8, seed=1)
    values = [maximise_evidence(rows, max_iter=n).log_evidence for n in range(1, 30)]
    assert np.all(np.diff(values) >= -1e-9)
    early = maximise_evidence(rows, max_iter=3)
    assert not early.converged and early.n_iter == 3
    assert maximise_evidence(rows, tol=1e-12, max_iter=100_000).converged


def test_minka_on_sparse_rows_and_unseen_outcomes():
    rows = _polya_rows([1.0, 2.0, 3.0], 200, 10, seed=2)
    rows = np.hstack([rows, np.zeros((200, 1), dtype=int)])  # a fourth outcome never counted
    dense = maximise_evidence(rows, min_alpha=1e-6)
    sparse = maximise_evidence(sp.csr_matrix(rows), min_alpha=1e-6)
    np.testing.assert_array_equal(dense.alpha, sparse.alpha)
    assert dense.alpha[3] == 1e-6  # pushed to the lower bound


def test_minka_without_a_maximum():
    # One row: the evidence never exceeds the likelihood at the MLE and approaches it as
    # α0 -> ∞, so the iteration drifts upward and reports that it did not converge.
    row = np.array([6, 3, 1])
    fit = maximise_evidence(row, max_iter=500)
    assert not fit.converged and fit.n_iter == 500
    assert fit.alpha.sum() > row.sum()
    assert fit.log_evidence <= float(np.sum(row * np.log(row / row.sum())))
    # Rows of one token: the evidence does not depend on α0; the start's strength is kept.
    singles = np.array([[1, 0], [1, 0], [0, 1], [1, 0]])
    fit = maximise_evidence(singles, init=[5.0, 5.0])
    assert fit.converged
    assert fit.alpha.sum() == pytest.approx(10.0, rel=1e-12)
    np.testing.assert_allclose(fit.alpha / fit.alpha.sum(), [0.75, 0.25], rtol=1e-12)


def _evidence_of_strength(strength, rows, mean):
    alpha = strength * mean
    return float(((special.gammaln(rows + alpha) - special.gammaln(alpha)).sum(axis=1)
                  + special.gammaln(strength) - special.gammaln(rows.sum(axis=1) + strength)).sum())


def test_strength_maximiser_agrees_with_scipy_optimize():
    mean = np.full(10, 0.1)
    fit = maximise_evidence_strength(LAMB, mean)
    lamb = np.array([LAMB])
    reference = optimize.minimize_scalar(lambda t: -_evidence_of_strength(math.exp(t), lamb, mean),
                                         bounds=(math.log(1e-3), math.log(1e4)), method="bounded",
                                         options={"xatol": 1e-12})
    assert fit.strength == pytest.approx(math.exp(reference.x), rel=1e-6)
    assert fit.log_evidence == pytest.approx(-reference.fun, abs=1e-9)
    np.testing.assert_allclose(fit.alpha, fit.strength * mean)
    # The grid curve agrees with the same objective and peaks at the maximiser.
    grid = np.geomspace(0.1, 1000, 50)
    curve = log_evidence_by_strength(LAMB, mean, grid)
    np.testing.assert_allclose(curve, [_evidence_of_strength(s, lamb, mean) for s in grid], rtol=1e-10)
    assert np.all(curve <= fit.log_evidence + 1e-12)


def test_strength_grid_against_scipy_dirichlet_multinomial():
    rows = np.array([[3, 0, 1], [0, 2, 2]])
    mean = np.array([0.2, 0.3, 0.5])
    strengths = np.array([0.5, 3.0, 40.0])
    expected = []
    for s in strengths:
        total = 0.0
        for row in rows:
            coefficient = special.gammaln(row.sum() + 1) - special.gammaln(row + 1).sum()
            total += stats.dirichlet_multinomial(s * mean, row.sum()).logpmf(row) - coefficient
        expected.append(total)
    np.testing.assert_allclose(log_evidence_by_strength(rows, mean, strengths), expected, rtol=1e-10)


def test_strength_limits():
    # Evenly split data under a fair mean: no finite strength beats the multinomial.
    fit = maximise_evidence_strength([5, 5], [0.5, 0.5])
    assert fit.strength == math.inf
    assert fit.log_evidence == pytest.approx(10 * math.log(0.5), rel=1e-12)
    # One face again and again: the smaller the strength, the likelier; limit log m_k.
    fit = maximise_evidence_strength([4, 0, 0], [1 / 3, 1 / 3, 1 / 3])
    assert fit.strength == 0.0
    assert fit.log_evidence == pytest.approx(math.log(1 / 3), rel=1e-12)
    # One roll: every strength gives the same evidence, m_k.
    fit = maximise_evidence_strength([0, 1], [0.25, 0.75])
    assert math.isnan(fit.strength)
    assert fit.log_evidence == pytest.approx(math.log(0.75), rel=1e-12)


@SETTINGS
@given(counts=st.lists(st.integers(0, 12), min_size=3, max_size=3))
def test_strength_maximiser_is_at_least_every_grid_value(counts):
    assume(sum(counts) >= 2)
    mean = np.array([0.2, 0.3, 0.5])
    fit = maximise_evidence_strength(counts, mean)
    curve = log_evidence_by_strength(counts, mean, np.geomspace(1e-3, 1e6, 60))
    assert fit.log_evidence >= curve.max() - 1e-9


# --------------------------------------------------------------------------- errors
@pytest.mark.parametrize(
    ("alpha", "message"),
    [
        ([1.0, -1.0], r"`alpha` must be a finite number > 0; got -1.0 at index 1"),
        ([1.0, 0.0, 2.0], r"`alpha` must be a finite number > 0; got 0.0 at index 1"),
        ([math.nan, 1.0], r"`alpha` must be a finite number > 0; got nan at index 0"),
        ([1.0, math.inf], r"`alpha` must be a finite number > 0; got inf at index 1"),
        (["1", 2], r"`alpha` must be a finite number > 0; got '1' at index 0"),
        (2.0, r"`alpha` must be a vector of K >= 2 pseudo-counts, one per outcome; got 2.0"),
        ([2.0], r"`alpha` must be a vector of K >= 2 pseudo-counts, one per outcome; got shape \(1,\)"),
        ([[1.0, 2.0]], r"`alpha` must be a vector of K >= 2 .*; got shape \(1, 2\)"),
    ],
)
def test_alpha_errors(alpha, message):
    with pytest.raises(ValueError, match=message):
        Dirichlet(alpha)


def test_method_errors():
    dist = Dirichlet([1.0, 2.0, 3.0])
    with pytest.raises(ValueError, match=r"`theta` must be a number; got nan at index 1"):
        dist.logpdf([0.5, math.nan, 0.5])
    with pytest.raises(ValueError, match=r"`theta` must have K = 3 entries on its last axis; got shape \(2,\)"):
        dist.logpdf([0.5, 0.5])
    with pytest.raises(ValueError, match=r"`counts` must be an integer >= 0; got 0.5 at index 1"):
        dist.update([1, 0.5, 0])
    with pytest.raises(ValueError, match=r"`counts` must be an integer >= 0; got -1 at index 0"):
        dist.update([-1, 0, 0])
    with pytest.raises(ValueError, match=r"`counts` must have K = 3 counts"):
        dist.update([1, 2])
    with pytest.raises(ValueError, match=r"`counts` must be one count vector of shape \(K,\)"):
        dist.update([[1, 2, 3]])
    with pytest.raises(ValueError, match=r"`counts` must have K = 3 counts"):
        dist.log_evidence([[1, 2]])
    with pytest.raises(ValueError, match=r"`sequence` must be True or False; got 'yes'"):
        dist.log_evidence([1, 2, 3], sequence="yes")
    with pytest.raises(ValueError, match=r"`k` must be an integer in \[0, 2\]; got 3"):
        dist.marginal(3)
    with pytest.raises(ValueError, match=r"`k` must be an integer in \[0, 2\]; got 1.5"):
        dist.marginal(1.5)
    for level in (0, 1, 1.5, math.nan):
        with pytest.raises(ValueError, match=r"`level` must be a number in \(0, 1\)"):
            dist.interval(level)
    with pytest.raises(ValueError, match=r"`size` must be an integer >= 0; got -1"):
        dist.sample(-1, np.random.default_rng(0))
    with pytest.raises(ValueError, match=r"`rng` must be a numpy.random.Generator"):
        dist.sample(3, 0)
    with pytest.raises(ValueError, match=r"`prior` must be a Dirichlet; got Beta"):
        burstiness(Beta(1, 1))


def test_estimate_errors():
    with pytest.raises(ValueError, match=r"`estimate` must be one of 'mle', 'map', 'mean'; got 'mode'"):
        point_estimate([1, 2], 1, "mode")
    with pytest.raises(ValueError, match=r"`counts` must be a finite number >= 0; got -1 at index 1"):
        point_estimate([1, -1], 1, "mean")
    with pytest.raises(ValueError, match=r"`alpha` must be a finite number >= 0; got -0.5"):
        point_estimate([1, 1], -0.5, "mean")
    with pytest.raises(ValueError, match=r"`counts` must have the K outcomes on a last axis; got the single number 3.0"):
        point_estimate(3, 1, "mean")
    with pytest.raises(ValueError, match=r"`alpha` must broadcast to the shape of `counts` \(2,\); got shape \(3,\)"):
        point_estimate([1, 1], [1, 1, 1], "mean")
    with pytest.raises(ValueError, match=r"`counts` must be a finite number >= 0; got inf at index 0"):
        mle([math.inf, 1])


def test_evidence_fit_errors():
    rows = np.array([[1, 2, 0], [0, 3, 1]])
    with pytest.raises(ValueError, match=r"`counts` must be an integer >= 0; got 0.5 at index \(1, 2\)"):
        maximise_evidence([[1, 2, 0], [0, 3, 0.5]])
    with pytest.raises(ValueError, match=r"`counts` must be an integer >= 0; got -2.0 at index \(1, 0\)"):
        maximise_evidence(sp.csr_matrix(np.array([[1.0, 2.0], [-2.0, 1.0]])))
    with pytest.raises(ValueError, match=r"`counts` must contain at least one token; got only zeros"):
        maximise_evidence(np.zeros((3, 2)))
    with pytest.raises(ValueError, match=r"`counts` must have K >= 2 columns"):
        maximise_evidence([[3], [4]])
    with pytest.raises(ValueError, match=r"`counts` must be count rows of shape \(n_rows, K\)"):
        maximise_evidence(np.ones((2, 2, 2)))
    with pytest.raises(ValueError, match=r"`init` must have K = 3 entries; got shape \(2,\)"):
        maximise_evidence(rows, init=[1.0, 1.0])
    with pytest.raises(ValueError, match=r"`init` must be a finite number > 0; got 0.0 at index 1"):
        maximise_evidence(rows, init=[1.0, 0.0, 1.0])
    with pytest.raises(ValueError, match=r"`min_alpha` must be a finite number > 0; got 0"):
        maximise_evidence(rows, min_alpha=0)
    with pytest.raises(ValueError, match=r"`tol` must be a finite number > 0; got -1"):
        maximise_evidence(rows, tol=-1)
    with pytest.raises(ValueError, match=r"`max_iter` must be an integer >= 1; got 0"):
        maximise_evidence(rows, max_iter=0)


def test_strength_errors():
    with pytest.raises(ValueError, match=r"`mean` must sum to 1 \(a point of the simplex\); got a sum of 0.9"):
        maximise_evidence_strength([1, 2], [0.5, 0.4])
    with pytest.raises(ValueError, match=r"`mean` must be a finite number > 0; got 0.0 at index 0"):
        maximise_evidence_strength([1, 2], [0.0, 1.0])
    with pytest.raises(ValueError, match=r"`mean` must have K = 2 entries like the counts; got 3"):
        log_evidence_by_strength([1, 2], [0.2, 0.3, 0.5], [1.0])
    with pytest.raises(ValueError, match=r"`mean` must be a vector of K >= 2 probabilities"):
        log_evidence_by_strength([1, 2], 1.0, [1.0])
    with pytest.raises(ValueError, match=r"`strengths` must be a finite number > 0; got 0.0 at index 1"):
        log_evidence_by_strength([1, 2], [0.5, 0.5], [1.0, 0.0])
    with pytest.raises(ValueError, match=r"`low` must be < `high`; got low=10.0, high=1.0"):
        maximise_evidence_strength([1, 2], [0.5, 0.5], low=10, high=1)
    with pytest.raises(ValueError, match=r"`n_grid` must be an integer >= 3; got 2"):
        maximise_evidence_strength([1, 2], [0.5, 0.5], n_grid=2)


# --------------------------------------------------------------------------- strength answers
def test_strength_kind_names_each_answer():
    assert maximise_evidence_strength(LAMB, np.full(10, 0.1)).kind == "finite"
    assert maximise_evidence_strength([5, 5], [0.5, 0.5]).kind == "infinite"
    assert maximise_evidence_strength([4, 0, 0], [1 / 3, 1 / 3, 1 / 3]).kind == "zero"
    assert maximise_evidence_strength([0, 1], [0.25, 0.75]).kind == "flat"
    assert maximise_evidence_strength([0, 0], [0.5, 0.5]).kind == "flat"  # no data at all
    assert set(STRENGTH_KINDS) == {"finite", "infinite", "zero", "flat"}


# --------------------------------------------------------------------------- typed input
def test_parse_counts():
    np.testing.assert_array_equal(parse_counts("3, 2, 1", 3), [3, 2, 1])
    np.testing.assert_array_equal(parse_counts(" 3 2\t1 ", 3), [3, 2, 1])
    np.testing.assert_array_equal(parse_counts("3; 2; 1", 3), [3, 2, 1])
    np.testing.assert_array_equal(parse_counts("3.0, 2e1", 2), [3, 20])  # whole values in any notation
    np.testing.assert_array_equal(parse_counts("", 4), [0, 0, 0, 0])
    np.testing.assert_array_equal(parse_counts(" , ", 2), [0, 0])
    assert parse_counts("0, 1000000000", 2)[1] == COUNT_MAX
    assert parse_counts("1, 2", 2).dtype == np.int64


@pytest.mark.parametrize("token", ["-1", "1.5", "x", "nan", "inf", "1e10", "9" * 500, "1/2", "1_000", "<b>"])
def test_parse_counts_names_each_bad_token(token):
    with pytest.raises(TypedInputError) as info:
        parse_counts(f"1, {token}, 2", 3)
    err = info.value
    assert isinstance(err, ValueError)
    assert (err.name, err.problem, err.rule, err.tokens) == ("counts", "tokens", "count", (token,))
    assert repr(token) in str(err) and "`counts` must be whole numbers from 0 to 1,000,000,000" in str(err)


def test_parse_counts_lengths_and_repeated_tokens():
    with pytest.raises(TypedInputError, match=r"`counts` must have 3 entries \(K = 3\); got 2") as info:
        parse_counts("1, 2", 3)
    assert (info.value.problem, info.value.allowed, info.value.got) == ("length", (3,), 2)
    # Each bad token once, in order, at most ten.
    with pytest.raises(TypedInputError) as info:
        parse_counts("x y x " + " ".join(f"-{i}" for i in range(1, 21)), 3)
    assert info.value.tokens[:3] == ("x", "y", "-1") and len(info.value.tokens) == 10
    with pytest.raises(ValueError, match=r"`counts` must be a string; got int"):
        parse_counts(3, 3)
    with pytest.raises(ValueError, match=r"`n_outcomes` must be an integer >= 2; got 1"):
        parse_counts("1", 1)


def test_split_entries_is_how_the_parsers_split():
    assert split_entries(" 3, 2\t1 ") == ["3", "2", "1"]
    assert split_entries("0,5; 1 ;2;") == ["0,5", "1", "2"]
    assert split_entries("") == []
    # The parsers read exactly these entries.
    assert parse_pseudo_counts("0,5; 1 ;2;", 3).tolist() == [0.5, 1.0, 2.0]
    with pytest.raises(ValueError, match=r"`text` must be a string; got int"):
        split_entries(5)


def test_parse_pseudo_counts():
    np.testing.assert_array_equal(parse_pseudo_counts("1", 3), [1, 1, 1])
    np.testing.assert_array_equal(parse_pseudo_counts("0.1", 10), np.full(10, 0.1))
    np.testing.assert_array_equal(parse_pseudo_counts("4, 3, 2", 3), [4, 3, 2])
    np.testing.assert_allclose(parse_pseudo_counts("1/2, 1/3", 2), [0.5, 1 / 3], rtol=1e-15)
    # Semicolons separate, so a comma is a decimal mark (as a Portuguese student writes 0,5).
    np.testing.assert_array_equal(parse_pseudo_counts("0,5; 2", 2), [0.5, 2.0])
    np.testing.assert_array_equal(parse_pseudo_counts("0,5;", 3), [0.5, 0.5, 0.5])
    np.testing.assert_array_equal(parse_pseudo_counts("−1e0, 2".replace("−1e0", "1e0"), 2), [1, 2])
    assert parse_pseudo_counts(f"{ALPHA_MAX:g}", 2)[0] == ALPHA_MAX
    for bad in ("0", "-0.5", "x", "1/0", "nan", "inf", "2e6", "−1"):
        with pytest.raises(TypedInputError) as info:
            parse_pseudo_counts(f"1, {bad}", 2)
        assert (info.value.rule, info.value.tokens) == ("pseudo_count", (bad.replace("−", "-"),)), bad
    with pytest.raises(TypedInputError, match=r"`alpha` must have 1 or 3 entries \(K = 3\); got 2") as info:
        parse_pseudo_counts("1, 2", 3)
    assert info.value.allowed == (1, 3)
    with pytest.raises(TypedInputError, match=r"got 0$"):
        parse_pseudo_counts("  ", 3)
    with pytest.raises(TypedInputError, match=r"`mean` must be numbers > 0"):
        parse_pseudo_counts("0", 3, name="mean")


def test_parse_weights():
    np.testing.assert_allclose(parse_weights("1, 1, 2", 3), [0.25, 0.25, 0.5], rtol=1e-15)
    np.testing.assert_allclose(parse_weights("1/2, 1/3, 1/6", 3), [0.5, 1 / 3, 1 / 6], rtol=1e-14)
    np.testing.assert_allclose(parse_weights("0,2; 0,8", 2), [0.2, 0.8], rtol=1e-15)
    np.testing.assert_array_equal(parse_weights("", 5), np.full(5, 0.2))
    np.testing.assert_array_equal(parse_weights("0, 1", 2), [0.0, 1.0])  # a side that never shows
    np.testing.assert_allclose(parse_weights("1e308, 1e308", 2), [0.5, 0.5])  # the sum overflows
    with pytest.raises(TypedInputError, match=r"`mean` must be finite numbers > 0; got '0'"):
        parse_weights("0, 1", 2, name="mean", positive=True)
    with pytest.raises(TypedInputError, match=r"must be finite numbers >= 0; got '-1', 'inf'"):
        parse_weights("-1, inf, 1", 3)
    with pytest.raises(TypedInputError, match=r"must not be all 0") as info:
        parse_weights("0, 0", 2)
    assert info.value.problem == "all_zero"
    with pytest.raises(TypedInputError, match=r"must have 2 entries"):
        parse_weights("1, 2, 3", 2)


@SETTINGS
@given(weights=st.lists(st.floats(min_value=0, max_value=1e6), min_size=3, max_size=3))
def test_parsed_weights_are_a_point_of_the_simplex(weights):
    assume(sum(weights) > 0)
    theta = parse_weights(", ".join(repr(w) for w in weights), 3)
    assert theta.sum() == pytest.approx(1.0, abs=1e-12)
    np.testing.assert_allclose(theta * sum(weights), weights, rtol=1e-9, atol=1e-300)


def test_parse_faces():
    np.testing.assert_array_equal(parse_faces("1332", 3), [0, 2, 2, 1])
    np.testing.assert_array_equal(parse_faces("1 3, 3;2", 3), [0, 2, 2, 1])
    np.testing.assert_array_equal(parse_faces("6 10 1", 10), [5, 9, 0])
    np.testing.assert_array_equal(parse_faces("", 6), np.zeros(0))
    assert parse_faces("  ", 6).dtype == np.int64
    # Faces typed without separators are single characters only when K <= 9.
    np.testing.assert_array_equal(parse_faces("10", 10), [9])
    for text, k, bad in [("1 4 x", 3, ("4", "x")), ("0120", 3, ("0",)), ("11", 10, ("11",)),
                         ("1 ٣", 3, ("٣",)), ("1 2.0", 3, ("2.0",)), ("007", 10, ("007",))]:
        with pytest.raises(TypedInputError) as info:
            parse_faces(text, k)
        assert (info.value.rule, info.value.tokens, info.value.n_outcomes) == ("face", bad, k), text
    with pytest.raises(TypedInputError, match=r"`faces` must be whole numbers from 1 to 6; got '7'"):
        parse_faces("7", 6)


def test_count_outcomes():
    np.testing.assert_array_equal(count_outcomes(parse_faces("1332", 3), 3), [1, 1, 2])
    np.testing.assert_array_equal(count_outcomes([], 4), [0, 0, 0, 0])
    with pytest.raises(ValueError, match=r"`outcomes` must be an integer in \[0, 2\]; got 3.0 at index 1"):
        count_outcomes([0, 3], 3)


# --------------------------------------------------------------------------- words
def test_lamb_text_gives_the_books_counts():
    # MLaPP section 3.4.4.1: counts (2, 4, 4, 0, 1, 1, 0, 1, 0, 4), N = 17; with α = 1 the
    # posterior predictive is (3, 5, 5, 1, 2, 2, 1, 2, 1, 5) / 27.
    result = count_words(LAMB_TEXT)
    assert result.vocabulary == LAMB_VOCABULARY
    np.testing.assert_array_equal(result.counts, LAMB)
    assert result.n_tokens == 17
    assert result.unknown == ("had", "its", "as")
    predictive = Dirichlet(np.ones(10)).update(result.counts).predictive_pmf()
    assert fractions_close(predictive, [Fraction(k, 27) for k in (3, 5, 5, 1, 2, 2, 1, 2, 1, 5)])


def test_count_words_tokenises_by_letters():
    result = count_words("MARY, Mary! mary's lamb—lamb 3 lambs unk Maçã")
    assert result.tokens == ("mary", "mary", "mary's", "lamb", "lamb", "lambs", "unk", "maçã")
    np.testing.assert_array_equal(result.counts, [2, 2, 0, 0, 0, 0, 0, 0, 0, 4])
    assert result.unknown == ("mary's", "lambs", "maçã")  # "unk" typed is the unk word itself
    empty = count_words("  ... 123 ")
    assert empty.n_tokens == 0 and empty.counts.sum() == 0
    other = count_words("a b a c", ("a", "b", "other"), unknown="other")
    np.testing.assert_array_equal(other.counts, [2, 1, 1])


def test_count_words_errors():
    with pytest.raises(ValueError, match=r"`text` must be a string; got NoneType"):
        count_words(None)
    with pytest.raises(ValueError, match=r"`vocabulary` must contain the unknown word 'unk'"):
        count_words("a", ("a", "b"))
    with pytest.raises(ValueError, match=r"`vocabulary` must not repeat a word; got \['a'\]"):
        count_words("a", ("a", "a", "unk"))
    with pytest.raises(ValueError, match=r"`vocabulary` must be K >= 2 words"):
        count_words("a", ("unk",))


# --------------------------------------------------------------------------- simulation
def test_simulate_rolls():
    theta = np.array([0.5, 0.3, 0.0, 0.2])
    rolls = simulate_rolls(theta, 20_000, np.random.default_rng(0))
    assert rolls.shape == (20_000,) and rolls.dtype == np.int64
    counts = np.bincount(rolls, minlength=4)
    assert counts[2] == 0  # a side with θ_k = 0 never shows
    standard_error = np.sqrt(theta * (1 - theta) / 20_000)
    assert np.all(np.abs(counts / 20_000 - theta) <= 5 * standard_error + 1e-12)
    # Same seed, more rolls: the same sequence, extended.
    short = simulate_rolls(theta, 30, np.random.default_rng(7))
    long = simulate_rolls(theta, 50, np.random.default_rng(7))
    np.testing.assert_array_equal(long[:30], short)
    assert simulate_rolls([1.0, 0.0], 5, np.random.default_rng(0)).tolist() == [0] * 5
    assert simulate_rolls([0.0, 1.0], 5, np.random.default_rng(0)).tolist() == [1] * 5
    assert simulate_rolls(theta, 0, np.random.default_rng(0)).shape == (0,)


def test_simulate_rolls_errors():
    rng = np.random.default_rng(0)
    with pytest.raises(ValueError, match=r"`theta` must sum to 1"):
        simulate_rolls([0.5, 0.4], 3, rng)
    with pytest.raises(ValueError, match=r"`theta` must be a number in \[0, 1\]; got -0.5 at index 0"):
        simulate_rolls([-0.5, 1.5], 3, rng)
    with pytest.raises(ValueError, match=r"`theta` must be a vector of K >= 2 probabilities"):
        simulate_rolls([1.0], 3, rng)
    with pytest.raises(ValueError, match=r"`n_rolls` must be an integer >= 0; got -1"):
        simulate_rolls([0.5, 0.5], -1, rng)
    with pytest.raises(ValueError, match=r"`rng` must be a numpy.random.Generator"):
        simulate_rolls([0.5, 0.5], 3, 0)


# --------------------------------------------------------------------------- summary
def test_summary_of_lions_tigers_and_a_bear():
    # Issue 13 / MLaPP 3.4.3-3.4.4: Dir(1, 1, 1) after (3, 2, 1) is Dir(4, 3, 2); the MAP with
    # α = 1 is the MLE (3, 2, 1)/6; a bear next with 2/9.
    s = summarise(Dirichlet([1, 1, 1]), [3, 2, 1])
    assert s.posterior == Dirichlet([4, 3, 2]) and s.n == 6 and s.has_data
    assert fractions_close(s.predictive, [Fraction(4, 9), Fraction(3, 9), Fraction(2, 9)])
    assert fractions_close(s.map, [Fraction(1, 2), Fraction(1, 3), Fraction(1, 6)])
    assert fractions_close(s.mle, [Fraction(1, 2), Fraction(1, 3), Fraction(1, 6)])
    assert s.map_unique and s.unseen.size == 0
    # Shrinkage: λ = 3/9, and λ · (1/3) + (1 − λ) · MLE is the posterior mean, side by side.
    assert s.prior_weight == pytest.approx(1 / 3, rel=1e-15)
    np.testing.assert_allclose(s.prior_weight * s.prior.mean + (1 - s.prior_weight) * s.mle, s.predictive, rtol=1e-14)
    for k, a in enumerate((4, 3, 2)):  # the marginal Beta(α_k, 9 - α_k), by SciPy
        assert s.lower[k] == pytest.approx(stats.beta(a, 9 - a).ppf(0.025), rel=1e-9)
        assert s.upper[k] == pytest.approx(stats.beta(a, 9 - a).isf(0.025), rel=1e-9)


def test_summary_edge_states():
    empty = summarise(Dirichlet([0.5, 0.5, 0.5]), [0, 0, 0], level=0.9)
    assert not empty.has_data and np.isnan(empty.mle).all()
    assert not empty.map_unique and np.isnan(empty.map).all()  # α < 1 with K = 3: no unique mode
    np.testing.assert_array_equal(empty.unseen, [0, 1, 2])
    assert empty.level == 0.9
    lamb = summarise(Dirichlet(np.ones(10)), LAMB)
    np.testing.assert_array_equal(lamb.unseen, [3, 6, 8])  # big, black, rain
    assert lamb.predictive[3] == pytest.approx(1 / 27, rel=1e-15)  # α_k/(N + α_0), not 0
    assert lamb.mle[3] == 0.0
    flat = summarise(Dirichlet([1, 1]), [0, 0])
    assert not flat.map_unique  # a flat density peaks everywhere
    with pytest.raises(ValueError, match=r"`prior` must be a Dirichlet; got list"):
        summarise([1, 1], [0, 0])
    with pytest.raises(ValueError, match=r"`level` must be a number in \(0, 1\); got 1"):
        summarise(Dirichlet([1, 1]), [0, 0], level=1)


@SETTINGS
@given(a=st.floats(min_value=0.2, max_value=50), b=st.floats(min_value=0.2, max_value=50),
       heads=small_counts, tails=small_counts)
def test_two_sides_read_as_the_coin(a, b, heads, tails):
    # K = 2 is the coin page: Beta(a + heads, b + tails) for side 1, same MAP rule and interval.
    s = summarise(Dirichlet([a, b]), [heads, tails])
    coin = Beta(a, b).update(heads, tails)
    assert s.predictive[0] == pytest.approx(coin.mean, rel=1e-12)
    assert same_or_both_nan(float(s.map[0]), float(coin.mode)) or s.map[0] == pytest.approx(coin.mode, rel=1e-12)
    lower, upper = coin.interval(0.95)
    assert s.lower[0] == pytest.approx(lower, rel=1e-9, abs=1e-12)
    assert s.upper[0] == pytest.approx(upper, rel=1e-9, abs=1e-12)


# --------------------------------------------------------------------------- the triangle
def test_ternary_coordinates():
    x, y = ternary_xy(np.eye(3))
    np.testing.assert_allclose(np.stack([x, y], axis=1), [[0, 0], [1, 0], [0.5, TRIANGLE_HEIGHT]], atol=1e-15)
    assert TRIANGLE_HEIGHT == pytest.approx(math.sqrt(0.75), rel=1e-15)
    # θ_k is the distance to the side opposite vertex k over the triangle's height.
    theta = np.random.default_rng(0).dirichlet([1, 1, 1], size=100)
    px, py = ternary_xy(theta)
    corners = np.array([[0, 0], [1, 0], [0.5, TRIANGLE_HEIGHT]])
    for k in range(3):
        a, b = np.delete(corners, k, axis=0)
        d = np.abs((b[0] - a[0]) * (py - a[1]) - (b[1] - a[1]) * (px - a[0])) / np.hypot(*(b - a))
        np.testing.assert_allclose(d / TRIANGLE_HEIGHT, theta[:, k], atol=1e-12)
    with pytest.raises(ValueError, match=r"`theta` must have 3 entries on its last axis; got shape \(2,\)"):
        ternary_xy([0.5, 0.5])


@pytest.mark.parametrize("n", [1, 2, 7, 140])
def test_ternary_grids(n):
    for interior in (True, False):
        grid = ternary_grid(n, interior=interior)
        assert grid.n_points == (n + 1) * (n + 2) // 2
        np.testing.assert_allclose(grid.theta.sum(axis=1), 1.0, atol=1e-12)
        x, y = ternary_xy(grid.theta)
        np.testing.assert_array_equal(grid.x, x)
        np.testing.assert_array_equal(grid.y, y)
        # Rows of the lattice are one brick high apart; neighbours in a row one brick wide.
        rows = np.unique(np.round(grid.y / (grid.spacing * TRIANGLE_HEIGHT), 9))
        np.testing.assert_allclose(np.diff(rows), 1.0, atol=1e-9)
        bottom = np.sort(grid.x[np.isclose(grid.y, grid.y.min())])
        np.testing.assert_allclose(np.diff(bottom), grid.spacing, rtol=1e-9)
        assert len(np.unique(np.round(grid.theta * 3 * (n + 1), 6), axis=0)) == grid.n_points
    inner = ternary_grid(n)
    assert inner.theta.min() == pytest.approx(1 / (3 * (n + 1)), rel=1e-12)  # never on a side
    # The bricks cover the triangle's area, with a half-brick overhang: (n+2)/(n+1) of it.
    brick = inner.spacing * inner.spacing * TRIANGLE_HEIGHT
    assert inner.n_points * brick == pytest.approx(TRIANGLE_HEIGHT / 2 * (n + 2) / (n + 1), rel=1e-12)
    outer = ternary_grid(n, interior=False)
    assert {tuple(row) for row in np.eye(3)} <= {tuple(row) for row in outer.theta}


@SETTINGS
@given(alpha=st.lists(st.floats(min_value=0.05, max_value=500), min_size=3, max_size=3))
def test_grid_log_density_is_logpdf(alpha):
    dist = Dirichlet(alpha)
    inner = ternary_grid(25)
    np.testing.assert_allclose(grid_log_density(dist, inner), dist.logpdf(inner.theta), rtol=1e-10, atol=1e-8)
    outer = ternary_grid(6, interior=False)  # sides included: logpdf's limits, inf and nan alike
    np.testing.assert_array_equal(grid_log_density(dist, outer), dist.logpdf(outer.theta))


def test_grid_log_density_errors():
    with pytest.raises(ValueError, match=r"`dist` must be a Dirichlet with 3 outcomes"):
        grid_log_density(Dirichlet([1, 1]), ternary_grid(3))
    with pytest.raises(ValueError, match=r"`grid` must be a TernaryGrid; got ndarray"):
        grid_log_density(Dirichlet([1, 1, 1]), np.ones((3, 3)))


def test_ternary_grid_errors():
    with pytest.raises(ValueError, match=r"`n` must be an integer >= 1; got 0"):
        ternary_grid(0)
    with pytest.raises(ValueError, match=r"`interior` must be True or False; got 'yes'"):
        ternary_grid(3, interior="yes")


def test_relative_density_on_the_sides_of_the_simplex():
    # Dirichlet(1/2, 2, 1) on a grid with its sides: θ1 = 0 (α1 < 1) is +inf, θ2 = 0
    # (α2 > 1) is -inf, and the vertex e3 where they meet has no limit (nan).
    dist = Dirichlet([0.5, 2.0, 1.0])
    grid = ternary_grid(10, interior=False)
    log_density = dist.logpdf(grid.theta)
    rel = relative_density(log_density, floor=1e-6)
    on_first_side = (grid.theta[:, 0] == 0) & (grid.theta[:, 1] > 0) & (grid.theta[:, 1] < 1)
    assert np.all(rel[on_first_side] == 1.0)
    on_second_side = (grid.theta[:, 1] == 0) & (grid.theta[:, 0] > 0)
    assert np.all(rel[on_second_side] == 1e-6)
    vertex = np.flatnonzero(grid.theta[:, 2] == 1.0)
    assert np.isnan(log_density[vertex]).all() and np.isnan(rel[vertex]).all()
    inside = np.all(grid.theta > 0, axis=1)
    # Inside: the density over the largest finite one, by hand from the formula.
    expected = np.exp(log_density[inside] - log_density[np.isfinite(log_density)].max())
    np.testing.assert_allclose(rel[inside], np.clip(expected, 1e-6, 1), rtol=1e-12)
    # No point of the interior grid is on a side: every value finite, the largest exactly 1.
    inner = dist.logpdf(ternary_grid(140).theta)
    assert np.isfinite(inner).all()
    assert relative_density(inner).max() == 1.0
    # Uniform prior: flat, every point at the top of the scale.
    assert np.all(relative_density(Dirichlet([1, 1, 1]).logpdf(ternary_grid(20).theta)) == 1.0)
    np.testing.assert_array_equal(relative_density([-np.inf, np.inf]), [1e-6, 1.0])
    np.testing.assert_array_equal(relative_density([-np.inf, -np.inf], floor=0.5), [0.5, 0.5])


@SETTINGS
@given(alpha=st.lists(st.floats(min_value=0.05, max_value=200), min_size=3, max_size=3))
def test_interior_grid_density_is_finite_for_every_prior(alpha):
    rel = relative_density(Dirichlet(alpha).logpdf(ternary_grid(30).theta))
    assert np.all((rel >= 1e-6) & (rel <= 1.0)) and rel.max() == 1.0


def test_relative_density_errors():
    for floor in (0, 1, -1, math.nan):
        with pytest.raises(ValueError, match=r"`floor` must be a number in \(0, 1\)"):
            relative_density([0.0], floor=floor)
    with pytest.raises(ValueError, match=r"`log_density` must be an array of numbers"):
        relative_density(["x"])
