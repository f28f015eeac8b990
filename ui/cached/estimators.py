"""Caches for the estimators page: exact sampling risks, simulated experiments, chart words."""

from __future__ import annotations

import functools
from dataclasses import dataclass

import numpy as np
import streamlit as st

from bayeslab.estimators import (
    ESTIMATORS,
    PointEstimates,
    SamplingRisk,
    closest_to_truth,
    comparison_priors,
    point_estimates,
    sampling_risk,
    simulate,
)
from ui.charts.estimators import EstimatorChartLabels
from ui.text import Number, words

#: Simulated experiments per histogram.
N_EXPERIMENTS = 2000
#: Sample sizes of the exact bias/variance/MSE curves: about 12 per decade, 1 … 1000.
N_GRID = np.unique(np.round(np.logspace(0, 3, 37)).astype(int))
#: Data sizes of the convergence path: about 12 per decade, 1 … 100,000.
N_PATH = np.unique(np.round(np.logspace(0, 5, 61)).astype(int))
#: Strength a + b of the two comparison priors, and how far the bad one's mean is from the truth.
PRIOR_STRENGTH = 10.0
PRIOR_SHIFT = 0.4


@functools.lru_cache(maxsize=1024)
def estimates(a: float, b: float, heads: int, tails: int) -> PointEstimates:
    """:func:`bayeslab.estimators.point_estimates`, once per state (its median is a root-find)."""
    return point_estimates(a, b, heads, tails)


@functools.cache
def textbook_rows() -> tuple[PointEstimates, PointEstimates]:
    """The lecture table's fixed rows (seed 004, prior Beta(2, 2)): 2 heads 0 tails; 55 heads 45 tails."""
    return point_estimates(2.0, 2.0, 2, 0), point_estimates(2.0, 2.0, 55, 45)


@functools.cache
def textbook_numbers(lang: str) -> dict[str, Number]:
    """The lecture table's numbers (:func:`textbook_rows`, 3 significant digits) written in ``lang``.

    Keys ``t1_mle`` … ``t2_median``, the placeholders of the words' ``TABLE``.
    """
    text = words("estimators", lang)
    return {f"t{row}_{key}": text.num(getattr(values, key), 3)
            for row, values in enumerate(textbook_rows(), start=1) for key in ("mle", "mean", "map", "median")}


@functools.cache
def chart_labels(lang: str) -> EstimatorChartLabels:
    """The estimators page's chart words in ``lang``, built once per language."""
    return EstimatorChartLabels.from_words(words("estimators", lang))


@dataclass(frozen=True)
class ComparisonCurve:
    """One estimator's exact risks on :data:`N_GRID` under one comparison prior."""

    #: One of ``bayeslab.estimators.ESTIMATORS``.
    estimator: str
    #: "none" (the MLE), "good" (centred on the truth) or "bad" (centred away).
    prior: str
    risk: SamplingRisk

    def part(self, name: str) -> np.ndarray:
        """``"mse"``, ``"bias2"`` or ``"variance"`` at each n of the grid."""
        if name == "bias2":
            return self.risk.bias**2
        return getattr(self.risk, name)


@st.cache_data(max_entries=256, show_spinner=False)
def risk_vs_n(theta: float) -> tuple[ComparisonCurve, ...]:
    """The MLE, and the MAP, mean and median under both comparison priors, on :data:`N_GRID`."""
    good, bad = comparison_priors(theta, PRIOR_STRENGTH, PRIOR_SHIFT)
    runs = [("mle", "none", 1.0, 1.0)] + [
        (estimator, which, float(prior.a), float(prior.b))
        for which, prior in (("good", good), ("bad", bad))
        for estimator in ("map", "mean", "median")
    ]
    return tuple(ComparisonCurve(estimator, which, sampling_risk(estimator, theta, N_GRID, a, b))
                 for estimator, which, a, b in runs)


@dataclass(frozen=True)
class Experiments:
    """Simulated experiments of ``n`` flips and each estimator's exact risk at that ``n``."""

    #: Estimator -> its estimate in each simulated experiment, shape (N_EXPERIMENTS,).
    estimates: dict[str, np.ndarray]
    #: Estimator -> exact expectation, bias, variance and MSE at ``n`` (arrays of shape (1,)).
    exact: dict[str, SamplingRisk]
    #: The estimators with the smallest exact MSE (``bayeslab.estimators.closest_to_truth``).
    closest: tuple[str, ...]


@st.cache_data(max_entries=128, show_spinner=False)
def experiments(theta: float, n: int, a: float, b: float) -> Experiments:
    """Seeded simulations and the exact risks of every estimator under the prior Beta(a, b)."""
    # The same seed for every estimator: all four see the same simulated experiments.
    estimates = {est: simulate(est, theta, n, a, b, N_EXPERIMENTS, np.random.default_rng(0)) for est in ESTIMATORS}
    exact = {est: sampling_risk(est, theta, n, a, b) for est in ESTIMATORS}
    return Experiments(estimates=estimates, exact=exact, closest=closest_to_truth(theta, n, a, b))
