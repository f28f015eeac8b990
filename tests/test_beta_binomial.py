"""Tests for ``bayeslab.beta_binomial``: textbook numbers, SciPy oracles, limits, properties."""

from __future__ import annotations

import math
import re
from fractions import Fraction

import numpy as np
import pytest
from hypothesis import HealthCheck, assume, example, given, settings
from hypothesis import strategies as st
from scipy import optimize, stats

from bayeslab.beta_binomial import (
    BadFlipsError,
    SPREAD_RELATIONS,
    Beta,
    BlackSwan,
    SdDecay,
    black_swan,
    compare_spread,
    count_flips,
    flips_history,
    large_sample_sd,
    likelihood_beta,
    mle,
    parse_flips,
    plugin_pmf,
    plugin_std,
    sd_decay,
    shrinkage_weight,
    simulate_flips,
    spread_history,
)

SETTINGS = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])

# Pseudo-counts spanning the app's range (0.01 .. 1000) and beyond (up to 1e6).
params = st.floats(min_value=0.05, max_value=1e6, allow_nan=False, allow_infinity=False)
moderate = st.floats(min_value=0.05, max_value=1e3, allow_nan=False, allow_infinity=False)
counts = st.integers(min_value=0, max_value=10_000)
masses = st.floats(min_value=0.05, max_value=0.99)


# --------------------------------------------------------------------------- textbook values
# Seed 004 (lecture "coin MLE ... Beta prior, MAP"), table "Comparison of estimates in the
# coin flip example" with a Beta(2, 2) prior:
#   N_H=2,  N_T=0:  ML 1,          posterior mean 4/6,    MAP 3/4
#   N_H=55, N_T=45: ML 55/100,     posterior mean 57/104, MAP 56/102
@pytest.mark.parametrize(
    ("heads", "tails", "ml", "mean", "map_"),
    [
        (2, 0, Fraction(1), Fraction(4, 6), Fraction(3, 4)),
        (55, 45, Fraction(55, 100), Fraction(57, 104), Fraction(56, 102)),
    ],
)
def test_seed_004_table(heads, tails, ml, mean, map_):
    post = Beta(2, 2).update(heads, tails)
    assert mle(heads, tails) == pytest.approx(float(ml), abs=1e-15)
    assert post.mean == pytest.approx(float(mean), abs=1e-15)
    assert post.mode == pytest.approx(float(map_), abs=1e-15)
    # The rounded values the seed prints: 0.667 / 0.75 and 0.548 / 0.549.
    assert round(post.mean, 3) == {2: 0.667, 55: 0.548}[heads]
    assert round(post.mode, 3) == {2: 0.75, 55: 0.549}[heads]


def test_black_swan_and_laplace_rule():
    # MLaPP section 3.3.4.1: three tails in a row; the MLE predicts heads are impossible,
    # Laplace's rule of succession (uniform prior, posterior mean) gives (0+1)/(3+2).
    assert mle(0, 3) == 0.0
    assert Beta(1, 1).update(0, 3).mean == pytest.approx(1 / 5)
    assert plugin_pmf(1, mle(0, 3))[1] == 0.0
    assert Beta(1, 1).update(0, 3).predictive_pmf(1)[1] == pytest.approx(1 / 5)


def test_posterior_variance_matches_mlapp_eq_3_25():
    # var = (a+N1)(b+N0) / ((a+N1+b+N0)^2 (a+N1+b+N0+1)); Beta(2,2) + 2H0T -> Beta(4,2).
    assert Beta(2, 2).update(2, 0).var == pytest.approx(4 * 2 / (6**2 * 7), rel=1e-15)


# --------------------------------------------------------------------------- scipy oracles
@SETTINGS
@given(a=params, b=params, theta=st.floats(min_value=1e-6, max_value=1 - 1e-6))
def test_densities_match_scipy(a, b, theta):
    ref = stats.beta(a, b)
    dist = Beta(a, b)
    assert dist.logpdf(theta) == pytest.approx(ref.logpdf(theta), rel=1e-8, abs=1e-8)
    assert dist.cdf(theta) == pytest.approx(ref.cdf(theta), rel=1e-8, abs=1e-12)


@SETTINGS
@given(a=params, b=params)
def test_summaries_match_scipy(a, b):
    ref = stats.beta(a, b)
    dist = Beta(a, b)
    assert dist.mean == pytest.approx(ref.mean(), rel=1e-12)
    assert dist.var == pytest.approx(ref.var(), rel=1e-9)
    assert dist.std == pytest.approx(ref.std(), rel=1e-9)
    assert dist.median == pytest.approx(ref.median(), rel=1e-9, abs=1e-300)
    lo, hi = dist.interval(0.9)
    ref_lo, ref_hi = ref.interval(0.9)
    assert lo == pytest.approx(ref_lo, rel=1e-8, abs=1e-300)
    assert hi == pytest.approx(ref_hi, rel=1e-8)


@SETTINGS
@given(a=params, b=params, n=st.integers(min_value=0, max_value=60))
def test_predictive_matches_scipy_betabinom(a, b, n):
    pmf = Beta(a, b).predictive_pmf(n)
    ref = stats.betabinom(n, a, b).pmf(np.arange(n + 1))
    assert pmf.shape == (n + 1,)
    np.testing.assert_allclose(pmf, ref, rtol=1e-7, atol=1e-14)
    assert pmf.sum() == pytest.approx(1.0, abs=1e-9)


@pytest.mark.parametrize("theta", [0.0, 0.3, 1.0])
def test_plugin_pmf_matches_scipy_binom(theta):
    np.testing.assert_allclose(plugin_pmf(7, theta), stats.binom(7, theta).pmf(np.arange(8)), atol=1e-15)


def test_huge_parameters_are_stable():
    dist = Beta(1e6, 1e6)
    ref = stats.beta(1e6, 1e6)
    grid = np.linspace(0.498, 0.502, 9)
    np.testing.assert_allclose(dist.pdf(grid), ref.pdf(grid), rtol=1e-6)
    assert np.all(np.isfinite(dist.logpdf(np.linspace(0, 1, 201))[1:-1]))
    pmf = dist.predictive_pmf(10)
    np.testing.assert_allclose(pmf, stats.binom(10, 0.5).pmf(np.arange(11)), rtol=1e-4)
    assert pmf.sum() == pytest.approx(1.0, abs=1e-12)
    (lo, hi), = dist.hpd(0.95)
    assert (lo, hi) == pytest.approx(dist.interval(0.95), rel=1e-9)  # symmetric: HPD = central


# --------------------------------------------------------------------------- limits and edges
def test_uniform_limits():
    flat = Beta(1, 1)
    np.testing.assert_allclose(flat.pdf([0.0, 0.2, 1.0]), 1.0)
    assert flat.predictive_pmf(5) == pytest.approx(np.full(6, 1 / 6))  # uniform on 0..n
    assert flat.hpd(0.8) == ((pytest.approx(0.1), pytest.approx(0.9)),)


@pytest.mark.parametrize(
    ("a", "b", "at_zero", "at_one"),
    [
        (2.0, 2.0, 0.0, 0.0),
        (1.0, 3.0, 3.0, 0.0),  # a = 1: finite at 0 (= b)
        (3.0, 1.0, 0.0, 3.0),
        (0.5, 0.5, math.inf, math.inf),
        (0.5, 2.0, math.inf, 0.0),
    ],
)
def test_density_at_the_ends(a, b, at_zero, at_one):
    assert Beta(a, b).pdf(0.0) == pytest.approx(at_zero)
    assert Beta(a, b).pdf(1.0) == pytest.approx(at_one)
    assert Beta(a, b).cdf(0.0) == 0.0 and Beta(a, b).cdf(1.0) == 1.0


def test_outside_support_density_zero():
    dist = Beta(2, 3)
    assert dist.pdf(-0.1) == 0.0 and dist.pdf(1.5) == 0.0
    assert dist.cdf(-1.0) == 0.0 and dist.cdf(2.0) == 1.0


@pytest.mark.parametrize(
    ("a", "b", "expected"),
    [
        (3.0, 2.0, 2 / 3),
        (1.0, 2.0, 0.0),  # a <= 1 <= b
        (0.5, 1.0, 0.0),
        (0.5, 4.0, 0.0),
        (2.0, 1.0, 1.0),  # b <= 1 <= a
        (1.0, 0.5, 1.0),
        (5.0, 0.3, 1.0),
        (1.0, 1.0, math.nan),  # flat: no unique mode
        (0.5, 0.5, math.nan),  # U-shaped
        (0.2, 0.9, math.nan),
    ],
)
def test_mode_boundary_rules(a, b, expected):
    mode = Beta(a, b).mode
    assert isinstance(mode, float)
    if math.isnan(expected):
        assert math.isnan(mode)
    else:
        assert mode == pytest.approx(expected)


def test_mode_agrees_with_numerical_argmax():
    dist = Beta(7.5, 3.2)
    res = optimize.minimize_scalar(lambda t: -dist.logpdf(t), bounds=(0, 1), method="bounded",
                                   options={"xatol": 1e-10})
    assert dist.mode == pytest.approx(res.x, abs=1e-7)


def test_scalar_in_float_out_array_in_array_out():
    scalar = Beta(2, 3)
    for value in (scalar.mean, scalar.var, scalar.std, scalar.median, scalar.mode, scalar.pdf(0.5)):
        assert type(value) is float
    batch = Beta(np.array([0.5, 1.0, 2.0, 3.0]), np.array([0.5, 1.0, 5.0, 1.0]))
    np.testing.assert_array_equal(np.isnan(batch.mode), [True, True, False, False])
    assert batch.mode[2] == pytest.approx(1 / 5)
    assert batch.mode[3] == 1.0
    assert batch.mean.shape == (4,)
    lo, hi = batch.interval(0.5)
    assert lo.shape == hi.shape == (4,)
    assert Beta(2, np.array([3.0, 4.0])).a.shape == (2,)  # broadcast


@pytest.mark.parametrize(
    ("a", "b", "shape"),
    [
        (3.0, 9.0, "interior"),
        (1.0, 5.0, "J at 0"),
        (0.4, 3.0, "J at 0"),
        (5.0, 1.0, "J at 1"),
        (2.5, 0.7, "J at 1"),
        (0.5, 0.5, "U"),
        (0.3, 0.8, "U"),
        (1.0, 1.0, "flat"),
        (1e5, 3e5, "interior"),
    ],
)
@pytest.mark.parametrize("mass", [0.5, 0.9, 0.99])
def test_hpd_shapes_mass_and_equal_density(a, b, shape, mass):
    dist = Beta(a, b)
    region = dist.hpd(mass)
    total = sum(dist.cdf(hi) - dist.cdf(lo) for lo, hi in region)
    assert total == pytest.approx(mass, abs=1e-6)
    if shape == "interior":
        ((lo, hi),) = region
        assert 0 < lo < dist.mode < hi < 1
        assert dist.logpdf(lo) == pytest.approx(dist.logpdf(hi), abs=1e-6)
    elif shape == "J at 0":
        ((lo, hi),) = region
        assert lo == 0.0 and hi == pytest.approx(stats.beta(a, b).ppf(mass), rel=1e-9)
    elif shape == "J at 1":
        ((lo, hi),) = region
        assert hi == 1.0 and lo == pytest.approx(stats.beta(a, b).isf(mass), rel=1e-9)
    elif shape == "U":
        (z, l), (u, one) = region
        assert z == 0.0 and one == 1.0 and l < u
        antimode = (1 - a) / (2 - a - b)  # the density's minimum
        assert l < antimode < u
        assert dist.logpdf(l) == pytest.approx(dist.logpdf(u), abs=1e-6)
    else:
        assert region == (dist.interval(mass),)


def test_hpd_is_the_shortest_interval_oracle():
    # Brute-force oracle: minimise the length over the lower tail mass.
    ref = stats.beta(3, 9)
    res = optimize.minimize_scalar(lambda p: ref.ppf(p + 0.95) - ref.ppf(p), bounds=(0, 0.05),
                                   method="bounded", options={"xatol": 1e-12})
    ((lo, hi),) = Beta(3, 9).hpd(0.95)
    assert lo == pytest.approx(ref.ppf(res.x), abs=1e-6)
    assert hi == pytest.approx(ref.ppf(res.x + 0.95), abs=1e-6)


def test_hpd_of_extremely_skewed_prior_starts_at_zero():
    # The equal-density point lies below the smallest double: the region starts at 0.
    region = Beta(1.0001, 5e5).hpd(0.9)
    assert region[0][0] == 0.0
    assert Beta(1.0001, 5e5).cdf(region[0][1]) == pytest.approx(0.9, abs=1e-6)


# --------------------------------------------------------------------------- properties
@SETTINGS
@given(a=moderate, b=moderate, n=st.integers(min_value=0, max_value=300))
def test_predictive_pmf_sums_to_one(a, b, n):
    pmf = Beta(a, b).predictive_pmf(n)
    assert np.all(pmf >= 0)
    assert pmf.sum() == pytest.approx(1.0, abs=1e-9)


@SETTINGS
@given(a=moderate, b=moderate, batches=st.lists(st.tuples(counts, counts), min_size=1, max_size=6))
def test_sequential_update_equals_batch(a, b, batches):
    seq = Beta(a, b)
    for h, t in batches:
        seq = seq.update(h, t)
    batch = Beta(a, b).update(sum(h for h, _ in batches), sum(t for _, t in batches))
    assert seq.a == pytest.approx(batch.a) and seq.b == pytest.approx(batch.b)


@SETTINGS
@given(a=moderate, b=moderate, heads=counts, tails=counts)
def test_posterior_mean_between_prior_mean_and_mle(a, b, heads, tails):
    assume(heads + tails > 0)
    prior = Beta(a, b)
    post = prior.update(heads, tails)
    lo, hi = sorted((prior.mean, mle(heads, tails)))
    assert lo - 1e-12 <= post.mean <= hi + 1e-12
    lam = shrinkage_weight(prior, heads, tails)
    assert post.mean == pytest.approx(lam * prior.mean + (1 - lam) * mle(heads, tails), rel=1e-12)


@SETTINGS
@given(a=params, b=params, mass=masses)
def test_hpd_mass_and_no_longer_than_equal_tailed(a, b, mass):
    dist = Beta(a, b)
    region = dist.hpd(mass)
    if len(region) == 2:
        free_ends = [region[0][1], region[1][0]]
    elif a <= 1 <= b:
        free_ends = [region[0][1]]
    elif b <= 1 <= a:
        free_ends = [region[0][0]]
    else:
        free_ends = list(region[0])
    # Ends within 1e-9 of 1 cannot be resolved in double precision (b well below 1).
    assume(all(x < 1 - 1e-9 for x in free_ends))
    total = sum(dist.cdf(hi) - dist.cdf(lo) for lo, hi in region)
    assert total == pytest.approx(mass, abs=1e-6)
    lo, hi = dist.interval(mass)
    assert sum(h - l for l, h in region) <= (hi - lo) + 1e-9


# --------------------------------------------------------------------------- helpers
def test_likelihood_beta_is_normalised_likelihood():
    lik = likelihood_beta(3, 1)
    grid = np.linspace(0, 1, 100_001)
    raw = grid**3 * (1 - grid)
    np.testing.assert_allclose(lik.pdf(grid), raw / np.trapezoid(raw, grid), rtol=1e-6, atol=1e-9)


def test_shrinkage_weight_values():
    assert shrinkage_weight(Beta(2, 2), 0, 0) == 1.0
    assert shrinkage_weight(Beta(2, 2), 55, 45) == pytest.approx(4 / 104)


def test_count_and_parse_flips():
    assert count_flips("HHTHT") == (3, 2)
    assert count_flips("h, t  T\nh") == (2, 2)
    assert count_flips("") == (0, 0)
    assert parse_flips("HTh").tolist() == [1, 0, 1]


@pytest.mark.parametrize(("text", "named"), [("HHXT", "'X' at position 3"), ("H1T?", "'1' at position 2, '?' at position 4"),
                                           ("HTÖ", "'Ö' at position 3"), ("xHx", "'x' at positions 1, 3")])
def test_count_flips_names_bad_characters(text, named):
    with pytest.raises(ValueError, match=f"only H and T.*got {re.escape(named)}$"):
        count_flips(text)


def test_a_bad_sequence_error_carries_the_characters_and_where_they_stand():
    """What a page needs to say it in another language: each bad character and its positions.

    Positions count every typed character from 1, separators included ("H, X" has X at 4).
    """
    with pytest.raises(BadFlipsError) as caught:
        parse_flips("H, X?hX t1")
    err = caught.value
    assert isinstance(err, ValueError) and err.name == "sequence"
    assert err.characters == ("X", "?", "1")
    assert err.positions == ((4, 7), (5,), (10,))
    assert err.count == 4


def test_a_bad_sequence_error_is_bounded_however_long_the_text():
    # 5000 characters (the box's limit) of 26 distinct letters: at most 10 named, 5 positions each.
    typed = "HT" + "ABCDEFGIJKLMNOPQRSUVWXYZab" * 192
    with pytest.raises(BadFlipsError) as caught:
        parse_flips(typed)
    err = caught.value
    assert err.characters == tuple("ABCDEFGIJK")
    assert err.positions[0] == (3, 29, 55, 81, 107)  # every 26 characters after the two flips
    assert err.count == 26 * 192
    assert all(len(p) == 5 for p in err.positions)


@given(st.text(alphabet="HhTt ,\t\nX?é\u200b", max_size=40))
@SETTINGS
def test_parse_flips_reads_flips_or_names_every_bad_character(typed):
    bad = [(i + 1, c) for i, c in enumerate(typed) if c not in "HhTt ,\t\n"]
    if not bad:
        flips = parse_flips(typed)
        assert flips.tolist() == [1 if c in "Hh" else 0 for c in typed if c in "HhTt"]
        return
    with pytest.raises(BadFlipsError) as caught:
        parse_flips(typed)
    err = caught.value
    assert err.count == len(bad)
    assert err.characters == tuple(dict.fromkeys(c for _, c in bad))
    for char, positions in zip(err.characters, err.positions):
        assert positions == tuple(i for i, c in bad if c == char)[:5]


def test_simulate_flips_reproducible_and_prefix_stable():
    first = simulate_flips(0.3, 100, np.random.default_rng(0))
    again = simulate_flips(0.3, 100, np.random.default_rng(0))
    longer = simulate_flips(0.3, 1000, np.random.default_rng(0))
    np.testing.assert_array_equal(first, again)
    np.testing.assert_array_equal(first, longer[:100])
    assert set(np.unique(longer)) <= {0, 1}
    assert 0.25 < longer.mean() < 0.35
    assert simulate_flips(0.0, 20, np.random.default_rng(0)).sum() == 0
    assert simulate_flips(1.0, 20, np.random.default_rng(0)).sum() == 20


def test_flips_history_matches_flip_by_flip_updates():
    flips = parse_flips("HHTHTTTH")
    n_seen, heads_seen = flips_history(flips)
    posts = Beta(2, 2).update(heads_seen, n_seen - heads_seen)
    seq = Beta(2, 2)
    means = [seq.mean]
    for f in flips:
        seq = seq.update(int(f), 1 - int(f))
        means.append(seq.mean)
    np.testing.assert_allclose(posts.mean, means)
    assert n_seen.tolist() == list(range(9))


def test_history_subsamples_and_ends_at_batch():
    flips = simulate_flips(0.7, 5000, np.random.default_rng(0))
    n_seen, heads_seen = flips_history(flips, max_points=50)
    assert len(n_seen) <= 50 and n_seen[0] == 0 and n_seen[-1] == 5000
    assert heads_seen[-1] == flips.sum()
    n_seen, heads_seen = spread_history(300, 700, max_points=101)
    assert n_seen[-1] == 1000 and heads_seen[-1] == 300 and heads_seen[0] == 0
    assert np.all(np.diff(heads_seen) >= 0)
    assert np.all(np.diff(heads_seen) <= np.diff(n_seen))  # never more heads than flips
    full_n, full_h = spread_history(3, 5)
    assert np.all(np.diff(full_h) <= 1) and full_h[-1] == 3


def test_large_sample_sd_is_approached():
    post = Beta(2, 2).update(30_000, 70_000)
    assert post.std == pytest.approx(large_sample_sd(0.3, 100_000), rel=1e-3)
    assert large_sample_sd(0.5, 0) == math.inf


# --------------------------------------------------------------------------- errors
@pytest.mark.parametrize("bad", [0, -1.0, math.nan, math.inf, -math.inf, True, "2", None])
@pytest.mark.parametrize("name", ["a", "b"])
def test_beta_rejects_bad_parameters(bad, name):
    kwargs = {"a": 2.0, "b": 2.0, name: bad}
    with pytest.raises(ValueError, match=f"`{name}` must be"):
        Beta(**kwargs)


def test_beta_error_message_names_value():
    with pytest.raises(ValueError, match=r"`a` must be a finite number > 0; got -1"):
        Beta(-1, 2)
    with pytest.raises(ValueError, match="`b` must be a finite number > 0"):
        Beta(1, np.array([1.0, -2.0]))
    with pytest.raises(ValueError, match="broadcastable"):
        Beta(np.ones(2), np.ones(3))


@pytest.mark.parametrize("bad", [-1, 1.5, math.nan, math.inf, True, "3", None, [1, -2]])
@pytest.mark.parametrize("name", ["heads", "tails"])
def test_counts_rejected(bad, name):
    kwargs = {"heads": 1, "tails": 1, name: bad}
    with pytest.raises(ValueError, match=f"`{name}` must be"):
        Beta(1, 1).update(**kwargs)
    with pytest.raises(ValueError, match=f"`{name}` must be"):
        mle(**kwargs)
    with pytest.raises(ValueError, match=f"`{name}` must be"):
        likelihood_beta(**kwargs)
    with pytest.raises(ValueError, match=f"`{name}` must be"):
        shrinkage_weight(Beta(1, 1), **kwargs)


def test_whole_float_counts_accepted():
    assert Beta(1, 1).update(3.0, np.float64(2)) == Beta(4, 3)


@pytest.mark.parametrize("bad", [0, 1, -0.1, 1.2, math.nan, True, "0.9"])
def test_mass_rejected(bad):
    with pytest.raises(ValueError, match="`mass` must be"):
        Beta(2, 2).interval(bad)
    with pytest.raises(ValueError, match="`mass` must be"):
        Beta(2, 2).hpd(bad)


def test_other_errors():
    with pytest.raises(ValueError, match="`theta` must be a number; got nan"):
        Beta(2, 2).pdf([0.5, math.nan])
    with pytest.raises(ValueError, match="`theta` must be"):
        Beta(2, 2).cdf("x")
    with pytest.raises(ValueError, match="`hpd` needs a single distribution"):
        Beta(np.ones(2), np.ones(2)).hpd(0.9)
    with pytest.raises(ValueError, match="`predictive_pmf` needs a single distribution"):
        Beta(np.ones(2), np.ones(2)).predictive_pmf(3)
    for bad in (-1, 2.5, True):
        with pytest.raises(ValueError, match="`n` must be"):
            Beta(2, 2).predictive_pmf(bad)
        with pytest.raises(ValueError, match="`n` must be"):
            plugin_pmf(bad, 0.5)
    with pytest.raises(ValueError, match="`theta` must be a number in"):
        plugin_pmf(3, 1.5)
    with pytest.raises(ValueError, match="`prior` must be a Beta"):
        shrinkage_weight((2, 2), 1, 1)
    with pytest.raises(ValueError, match="`sequence` must be a string"):
        count_flips(["H", "T"])
    with pytest.raises(ValueError, match="`theta` must be a number in"):
        simulate_flips(-0.1, 3, np.random.default_rng(0))
    with pytest.raises(ValueError, match="`n_flips` must be"):
        simulate_flips(0.5, -3, np.random.default_rng(0))
    with pytest.raises(ValueError, match="`rng` must be"):
        simulate_flips(0.5, 3, 0)
    with pytest.raises(ValueError, match="`flips` must be"):
        flips_history([0, 2, 1])
    with pytest.raises(ValueError, match="`max_points` must be"):
        flips_history([0, 1], max_points=1)
    with pytest.raises(ValueError, match="`tails` must be"):
        spread_history(1, -1)
    with pytest.raises(ValueError, match="`theta` must be a number in"):
        large_sample_sd(2.0, 10)


# --------------------------------------------------------------------------- named results
def test_black_swan_mlapp_three_tails():
    # MLaPP section 3.3.4.1: three tails in a row, uniform prior; Laplace's rule gives
    # heads the probability (0 + 1)/(3 + 2) = 1/5, the MLE gives it 0.
    swan = black_swan(Beta(1, 1), heads=0, tails=3)
    assert swan == BlackSwan(unseen="heads", n=3, laplace=0.2, posterior=0.2, mode_at_edge=True)
    # Seed 004's first row, prior Beta(2, 2) and two heads: tails unseen, 2/(4 + 2) under the prior.
    swan = black_swan(Beta(2, 2), heads=2, tails=0)
    assert (swan.unseen, swan.n) == ("tails", 2)
    assert swan.laplace == pytest.approx(Fraction(1, 4))
    assert swan.posterior == pytest.approx(Fraction(2, 6))


@SETTINGS
@given(a=params, b=params, n=st.integers(min_value=1, max_value=10_000), heads_unseen=st.booleans())
def test_black_swan_matches_the_one_flip_predictive(a, b, n, heads_unseen):
    heads, tails = (0, n) if heads_unseen else (n, 0)
    swan = black_swan(Beta(a, b), heads, tails)
    outcome = 1 if heads_unseen else 0  # predictive_pmf(1) is [p(tails), p(heads)]
    assert swan.unseen == ("heads" if heads_unseen else "tails")
    assert swan.posterior == pytest.approx(Beta(a, b).update(heads, tails).predictive_pmf(1)[outcome], rel=1e-12)
    assert swan.laplace == pytest.approx(Beta(1, 1).update(heads, tails).predictive_pmf(1)[outcome], rel=1e-12)
    assert plugin_pmf(1, mle(heads, tails))[outcome] == 0.0  # the MLE's verdict: impossible
    # The MAP sits at the MLE's edge exactly when the unseen side has at most one pseudo-count.
    edge = 0.0 if heads_unseen else 1.0
    assert swan.mode_at_edge == (Beta(a, b).update(heads, tails).mode == edge)


@pytest.mark.parametrize(("heads", "tails"), [(0, 0), (1, 1), (55, 45)])
def test_no_black_swan_without_data_or_with_both_outcomes(heads, tails):
    assert black_swan(Beta(0.5, 3), heads, tails) is None


def test_predictive_can_be_narrower_than_the_mle_plug_in():
    # Issue 10's counterexample to "the predictive is wider than the plug-in": prior
    # Beta(100, 900), 5 heads and 5 tails, m = 10. Predictive: posterior Beta(105, 905),
    # var = m a b (a + b + m) / ((a + b)^2 (a + b + 1)) = 10*105*905*1020/(1010^2*1011) -> sd 0.969;
    # MLE plug-in (1/2): sd = sqrt(10/4) = 1.581.
    posterior = Beta(100, 900).update(5, 5)
    spread = compare_spread(posterior, 10, mle(5, 5))
    assert spread.predictive_sd == pytest.approx(math.sqrt(10 * 105 * 905 * 1020 / (1010**2 * 1011)), rel=1e-12)
    assert round(spread.predictive_sd, 3) == 0.969 and round(spread.plugin_sd, 3) == 1.581
    assert spread.relation == "narrower"
    # Against the plug-in at the posterior mean it is wider.
    assert compare_spread(posterior, 10, posterior.mean).relation == "wider"


@SETTINGS
@given(a=params, b=params, m=st.integers(min_value=0, max_value=200))
# Found by hypothesis: 1 - θ ≈ 1.4e-5 is a rounded difference, the two one-flip sds differ by
# 1.5e-12 relative, and a fixed 1e-12 tolerance called the predictive narrower.
@example(a=17345.0, b=0.25, m=1)
@example(a=0.25, b=17345.0, m=1)
def test_predictive_never_narrower_than_the_posterior_mean_plug_in(a, b, m):
    # var_predictive = var_binomial(mean) * (a + b + m)/(a + b + 1): equal for m <= 1.
    posterior = Beta(a, b)
    spread = compare_spread(posterior, m, posterior.mean)
    assert spread.relation == ("equal" if m <= 1 else "wider") or (
        # Huge pseudo-counts: the factor is 1 within the tolerance.
        (m - 1) / (a + b + 1) < 1e-11 and spread.relation == "equal")


@pytest.mark.parametrize(("a", "b", "m", "theta"), [(2, 3, 7, 0.1), (0.5, 0.5, 1, 0.9), (40, 2, 25, 0.5)])
def test_spread_comparison_matches_scipy(a, b, m, theta):
    spread = compare_spread(Beta(a, b), m, theta)
    assert spread.predictive_sd == pytest.approx(stats.betabinom(m, a, b).std(), rel=1e-12)
    assert spread.plugin_sd == pytest.approx(stats.binom(m, theta).std(), rel=1e-12)
    expected = "wider" if spread.predictive_sd > spread.plugin_sd else "narrower"
    assert spread.relation == expected and spread.relation in SPREAD_RELATIONS


def test_no_future_flips_have_equal_spread():
    assert compare_spread(Beta(2, 2), 0, 0.3).relation == "equal"


def test_sd_falls_like_one_over_n_when_one_outcome_was_never_seen():
    # Issue 10's counterexample to "the posterior sd shrinks like 1/sqrt(N)": prior Beta(1, 1),
    # no heads: N * sd = 0.77, 0.97, 1.00 at N = 10, 100, 1000. Posterior Beta(1, 1 + N):
    # var = (1 + N) / ((2 + N)^2 (3 + N)), so N^2 var -> 1.
    for n, shown in ((10, 0.77), (100, 0.97), (1000, 1.00)):
        sd = Beta(1, 1).update(0, n).std
        assert sd == pytest.approx(math.sqrt((1 + n) / ((2 + n) ** 2 * (3 + n))), rel=1e-12)
        assert round(n * sd, 2) == shown
    assert sd_decay(Beta(1, 1), 0, 10) == SdDecay(rate=1.0, scale=1.0)
    # No tails: the scale is sqrt(b) (var -> b / N^2).
    assert sd_decay(Beta(2, 9), 7, 0) == SdDecay(rate=1.0, scale=3.0)
    assert 1e6 * Beta(2, 9).update(10**6, 0).std == pytest.approx(3.0, rel=1e-4)


@SETTINGS
@given(a=moderate, b=moderate, heads=st.integers(1, 50), tails=st.integers(1, 50))
def test_sd_decay_is_the_large_n_limit(a, b, heads, tails):
    # Keep the fraction of heads and multiply the data: sd * N^rate approaches the scale.
    decay = sd_decay(Beta(a, b), heads, tails)
    assert decay.rate == 0.5
    k = 10**7
    n = k * (heads + tails)
    sd = Beta(a, b).update(k * heads, k * tails).std
    assert sd * n**decay.rate == pytest.approx(decay.scale, rel=1e-3)
    assert decay.scale == pytest.approx(large_sample_sd(heads / (heads + tails), 1), rel=1e-12)


def test_named_results_reject_bad_arguments():
    for call in (lambda: black_swan((1, 1), 0, 3), lambda: compare_spread(Beta(np.ones(2), np.ones(2)), 3, 0.5),
                 lambda: sd_decay("Beta(1, 1)", 1, 1)):
        with pytest.raises(ValueError, match="must be a single Beta"):
            call()
    with pytest.raises(ValueError, match="`heads` must be"):
        black_swan(Beta(1, 1), -1, 3)
    with pytest.raises(ValueError, match="`tails` must be"):
        sd_decay(Beta(1, 1), 1, 2.5)
    with pytest.raises(ValueError, match="`m` must be"):
        compare_spread(Beta(1, 1), -2, 0.5)
    with pytest.raises(ValueError, match="`theta` must be a number in"):
        compare_spread(Beta(1, 1), 2, 1.5)
    with pytest.raises(ValueError, match=r"`heads` \+ `tails` must be at least 1"):
        sd_decay(Beta(1, 1), 0, 0)


# --------------------------------------------------------------------------- accuracy statements
def test_predictive_pmf_accuracy_is_as_documented():
    # The docstring: relative error about 1e-11 at n = 1000 and a few 1e-7 at n = 10^6; the
    # division by the total makes the sum 1 up to rounding. SciPy's betabinom (betaln
    # differences, ~1e-10 relative at n = 10^6 for small a, b) is the oracle.
    pmf = Beta(2, 2).predictive_pmf(1000)
    np.testing.assert_allclose(pmf, stats.betabinom(1000, 2, 2).pmf(np.arange(1001)), rtol=1e-10)
    big = Beta(2, 2).predictive_pmf(10**6)
    assert big.sum() == pytest.approx(1.0, abs=1e-12)
    x = np.arange(0, 10**6 + 1, 50_000)
    np.testing.assert_allclose(big[x], stats.betabinom(10**6, 2, 2).pmf(x), rtol=1e-6)
    assert plugin_std(10, 0.5) == pytest.approx(math.sqrt(2.5))


def test_docstrings_cite_the_seed_equations():
    # Seed 000 (MLaPP §3.3.3.1): eq. 3.21 MAP, 3.22 MLE, 3.23 posterior mean. Beta.mean cited 3.21.
    assert "3.23" in Beta.mean.__doc__ and "3.21" not in Beta.mean.__doc__
    assert "3.21" in Beta.mode.__doc__
    assert "3.22" in mle.__doc__


def test_beta_is_frozen():
    dist = Beta(2, 2)
    with pytest.raises(AttributeError):
        dist.a = 3.0  # type: ignore[misc]
