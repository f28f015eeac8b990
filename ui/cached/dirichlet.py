"""Caches for the Dirichlet-multinomial page: the simplex grid and densities, evidence curves.

Every cache is bounded and keyed by scalars (tuples of numbers): a class moving the
same few controls shares the results.
"""

from __future__ import annotations

import functools

import numpy as np
import pyarrow as pa

from bayeslab.dirichlet import (
    Dirichlet,
    PosteriorSummary,
    StrengthFit,
    TernaryGrid,
    count_outcomes,
    grid_log_density,
    log_evidence_by_strength,
    maximise_evidence_strength,
    relative_density,
    simulate_rolls,
    summarise,
    ternary_grid,
)
from ui.charts import dirichlet as charts
from ui.charts.dirichlet import FLOOR

__all__ = [
    "SIMPLEX_N",
    "SMS_BENCH",
    "evidence_curve",
    "mystery_theta",
    "rolled_counts",
    "simplex_table",
    "simplex_grid",
    "summary",
]

#: Subdivisions of the simplex lattice: (n + 1)(n + 2)/2 = 10,011 points.
SIMPLEX_N = 140
#: Points of the evidence curve.
_EVIDENCE_POINTS = 161

#: DCM naive Bayes against the multinomial model on the SMS Spam Collection, as measured
#: by ``python -m bench.dcm_fit`` (one stratified 80/20 split, seed 0; vocabulary from the
#: training part; multinomial with alpha = beta = 1, posterior mean; DCM with min_alpha =
#: 1e-3). Re-run the benchmark and update these when either model changes.
SMS_BENCH = {
    "mnb_accuracy": 0.9829,
    "mnb_log_loss": 0.1519,
    "dcm_accuracy": 0.9811,
    "dcm_log_loss": 0.2433,
    "alpha0_ham": 275.9,
    "alpha0_spam": 924.2,
    "tokens_per_message": 15.9,
}


@functools.cache
def simplex_grid() -> TernaryGrid:
    """The interior lattice of :data:`SIMPLEX_N` subdivisions (never on a side), built once."""
    return ternary_grid(SIMPLEX_N)


@functools.lru_cache(maxsize=128)
def simplex_table(alpha: tuple[float, float, float]) -> pa.Table:
    """Dir(alpha) on :func:`simplex_grid`, as the chart's table (x, y, relative and log density).

    Built once per α: about 160 kB an entry (float32), so 128 entries bound the cache at ≈ 20 MB.
    """
    grid = simplex_grid()
    log_density = grid_log_density(Dirichlet(np.array(alpha)), grid)
    return charts.simplex_table(grid, log_density, relative_density(log_density, floor=FLOOR))


@functools.lru_cache(maxsize=256)
def evidence_curve(counts: tuple[int, ...], mean: tuple[float, ...]) -> tuple[np.ndarray, np.ndarray, StrengthFit]:
    """The strength that maximises p(counts | α₀ m), and the log evidence on a log grid around it.

    The grid spans 10⁻² … 10⁴ pseudo-counts, widened to a decade beyond a finite maximiser.
    """
    fit = maximise_evidence_strength(list(counts), list(mean))
    low, high = 1e-2, 1e4
    if fit.kind == "finite":
        low, high = min(low, fit.strength / 10), max(high, fit.strength * 10)
    strengths = np.geomspace(low, high, _EVIDENCE_POINTS)
    return strengths, log_evidence_by_strength(list(counts), list(mean), strengths), fit


@functools.lru_cache(maxsize=256)
def mystery_theta(n_sides: int, seed: int) -> tuple[float, ...]:
    """A hidden die's θ, drawn from the uniform Dirichlet with its own stream of the seed.

    (A separate stream from the rolls', so hiding θ does not change which rolls come up
    for a given θ.)
    """
    theta = Dirichlet(np.ones(n_sides)).sample(1, np.random.default_rng([seed, 1]))[0]
    return tuple(float(t) for t in theta)


@functools.lru_cache(maxsize=256)
def rolled_counts(theta: tuple[float, ...], n_rolls: int, seed: int) -> tuple[int, ...]:
    """Counts of ``n_rolls`` seeded rolls of a die with side probabilities ``theta``."""
    faces = simulate_rolls(np.array(theta), n_rolls, np.random.default_rng(seed))
    return tuple(int(c) for c in count_outcomes(faces, len(theta)))


@functools.lru_cache(maxsize=1024)
def summary(alpha: tuple[float, ...], counts: tuple[int, ...], level: float) -> PosteriorSummary:
    """Posterior, estimates and intervals of Dir(alpha) after counts (a class shares a few settings)."""
    return summarise(Dirichlet(np.array(alpha)), np.array(counts), level)
