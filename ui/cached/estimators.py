"""Caches for the estimators page: exact sampling risks and simulated experiments."""

from __future__ import annotations

import functools

import numpy as np
import streamlit as st

from bayeslab.estimators import ESTIMATORS, PointEstimates, comparison_priors, point_estimates, sampling_risk, simulate

#: Simulated experiments per histogram.
N_EXPERIMENTS = 2000
#: Sample sizes of the exact bias/variance/MSE curves: about 12 per decade, 1 … 1000.
N_GRID = np.unique(np.round(np.logspace(0, 3, 37)).astype(int))
#: Strength a + b of the two comparison priors, and how far the bad one's mean is from the truth.
PRIOR_STRENGTH = 10.0
PRIOR_SHIFT = 0.4


@functools.cache
def textbook_rows() -> tuple[PointEstimates, PointEstimates]:
    """The lecture table's fixed rows (seed 004, prior Beta(2, 2)): 2 heads 0 tails; 55 heads 45 tails."""
    return point_estimates(2.0, 2.0, 2, 0), point_estimates(2.0, 2.0, 55, 45)


@st.cache_data(max_entries=256, show_spinner=False)
def risk_vs_n(theta: float) -> dict[str, dict[str, np.ndarray]]:
    """Exact bias², variance and MSE on ``N_GRID`` for the MLE and both comparison priors."""
    good, bad = comparison_priors(theta, PRIOR_STRENGTH, PRIOR_SHIFT)
    out: dict[str, dict[str, np.ndarray]] = {"mse": {}, "bias2": {}, "variance": {}}
    runs = [("mle", "none", 1.0, 1.0)] + [
        (estimator, which, prior.a, prior.b)
        for which, prior in (("good", good), ("bad", bad))
        for estimator in ("map", "mean", "median")
    ]
    for estimator, which, a, b in runs:
        risk = sampling_risk(estimator, theta, N_GRID, a, b)
        out["mse"][f"{estimator}|{which}"] = risk.mse
        out["bias2"][f"{estimator}|{which}"] = risk.bias**2
        out["variance"][f"{estimator}|{which}"] = risk.variance
    return out


@st.cache_data(max_entries=128, show_spinner=False)
def experiments(theta: float, n: int, a: float, b: float) -> dict[str, np.ndarray]:
    """Simulated estimates (seeded) and exact [E, bias², variance, MSE] at ``n``."""
    out: dict[str, np.ndarray] = {}
    for estimator in ESTIMATORS:
        # The same seed for every estimator: all four see the same simulated experiments.
        out[estimator] = simulate(estimator, theta, n, a, b, N_EXPERIMENTS, np.random.default_rng(0))
        risk = sampling_risk(estimator, theta, n, a, b)
        out[f"{estimator}_exact"] = np.array(
            [risk.expected[0], risk.bias[0] ** 2, risk.variance[0], risk.mse[0]]
        )
    return out
