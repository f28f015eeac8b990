"""Caches for the two regression pages: fits, surfaces and posteriors, once per setting.

Every function takes scalars (a data-set key, a family, numbers) and returns read-only
results shared by every session: ``functools.lru_cache`` with a bounded ``maxsize`` (no
copy per rerun, and a lookup costs a microsecond where ``st.cache_resource`` costs
≈ 0.1 ms; the arrays are never written to). Heavy chart tables (heatmap cells) are
built here once, as Arrow tables, so a rerun only looks them up. What the pages
draw is computed by the core (``bayeslab.glm``, ``bayeslab.linear_regression``); here
it is only arranged for the charts: grids, probe points, ranges.
"""

from __future__ import annotations

import functools
import math
import threading
import weakref
from dataclasses import dataclass
from typing import Any, Callable, Hashable

import numpy as np
import pyarrow as pa

from bayeslab import datasets
from bayeslab.glm import (
    GLMFit,
    check_regression_data,
    fit_glm,
    log_likelihood_surface,
    mean_response,
    response_interval,
    response_probability,
    simulate_glm,
)
from bayeslab.linear_regression import (
    LINE_ALPHA,
    LINE_BETA,
    SINUSOID_ALPHA,
    SINUSOID_BETA,
    BayesianLinearRegression,
    MaximumLikelihoodFit,
    Predictive,
    WeightPosterior,
    fit_mle,
    gaussian_basis,
    log_evidence_by_degree,
    log_likelihood,
    most_probable_degree,
    polynomial_basis,
    ridge,
    ridge_path,
    simulate_line,
    simulate_sinusoid,
    weight_grid,
)
from ui.charts import regression as charts
from ui.charts import serialised

#: Data sets that ship with BayesLab (keys of the page's data choice).
BUNDLED = ("challenger", "hours", "kicks")
#: Year subtracted from the horse-kick years: the intercept is the log rate in 1875.
KICKS_FIRST_YEAR = 1875
#: Coverage of the predictive band on the maximum-likelihood page.
BAND_LEVEL = 0.95
#: Cells per side of the log-likelihood surface and of the weight-space pictures.
SURFACE_CELLS = 64
WEIGHT_CELLS = 56
#: Most points of PRML Fig. 3.7's data (the slider's top).
LINE_POINTS = 20
#: Posterior lines drawn in data space (PRML Fig. 3.7 draws six).
SAMPLED_LINES = 6
#: Inputs of the predictive curves (sinusoid on [0, 1]; Fig. 3.7's line on [-1, 1]).
CURVE_POINTS = 161
#: Polynomial degrees of the evidence curve (PRML Fig. 3.14) and its data size.
EVIDENCE_DEGREES = np.arange(10)
EVIDENCE_POINTS = 10
#: Prior precisions α offered on the curves and ridge views (2 is Fig. 3.7's; 5·10⁻³ Fig. 3.14's).
ALPHAS = (0.001, 0.005, 0.01, 0.05, 0.1, 0.5, 1.0, 2.0, 5.0, 10.0, 50.0)
#: Penalties of the ridge path, λ from 10⁻⁸ to 10³.
RIDGE_LAMBDAS = np.logspace(-8, 3, 67)
#: Width of the Gaussian bumps, as a fraction of [0, 1] divided by the number of bumps.
BUMP_WIDTH = 1.0


# --------------------------------------------------------------------------- built once per result
# A cached result (an analysis, a posterior step, a basis fit) is drawn the same way on every
# rerun and by every student in the same language: its chart specs and prose are built once
# and kept beside it (dropped with it when its cache lets it go).
_ONCE: "weakref.WeakKeyDictionary[Any, dict]" = weakref.WeakKeyDictionary()
_ONCE_LOCK = threading.Lock()
#: Most things kept per result (languages × variants × charts stay far below it).
_ONCE_MAX = 48


def once(result: Any, key: Hashable, build: Callable[[], Any]) -> Any:
    """``build()`` for this ``result`` and ``key``, built the first time and kept with the result.

    ``key`` must hold everything besides ``result`` that the value depends on (the words'
    language or labels, a variant). The value is shared: never mutate it.
    """
    with _ONCE_LOCK:
        memo = _ONCE.get(result)
        if memo is not None and key in memo:
            return memo[key]
    value = build()
    with _ONCE_LOCK:
        memo = _ONCE.setdefault(result, {})
        if len(memo) >= _ONCE_MAX:
            memo.clear()
        memo[key] = value
    return value


def chart_once(result: Any, key: Hashable, build: Callable[[], dict[str, Any]]) -> dict[str, Any]:
    """:func:`once` for a chart: ``build()`` returns a spec from ``ui.charts``, kept :func:`serialised`."""
    return once(result, ("chart", key), lambda: serialised(build()))


# --------------------------------------------------------------------------- page 1: data
@dataclass(frozen=True, eq=False)
class RegressionData:
    """One-feature data for the maximum-likelihood page, in the units the page shows."""

    x: np.ndarray
    y: np.ndarray

    @functools.cached_property
    def points(self) -> pa.Table:
        """The points as the chart draws them (repeated values once, with their count), built once."""
        return charts.points_table(self.x, self.y)


def _frozen(*arrays: np.ndarray) -> tuple[np.ndarray, ...]:
    out = []
    for array in arrays:
        array = np.array(array, dtype=float)
        array.setflags(write=False)
        out.append(array)
    return tuple(out)


@functools.lru_cache(maxsize=4)
def bundled(name: str) -> RegressionData:
    """A bundled data set: Challenger (°F, damage), hours studied (h, passed), horse kicks."""
    if name == "challenger":
        table = datasets.load_challenger()
        x = table.X[:, 0]
    elif name == "hours":
        table = datasets.load_hours_studied()
        x = table.X[:, 0]
    elif name == "kicks":
        table = datasets.load_horse_kicks()
        x = table.X[:, 0] - KICKS_FIRST_YEAR
    else:
        raise ValueError(f"`name` must be one of {BUNDLED}; got {name!r}")
    return RegressionData(*_frozen(x, table.y))


@functools.lru_cache(maxsize=64)
def simulated(family: str, n: int, intercept: float, slope: float, noise: float, seed: int) -> RegressionData:
    """Points simulated from the family with the given coefficients (seeded)."""
    x, y = simulate_glm(family, n, np.random.default_rng(seed), intercept=intercept, slope=slope,
                        noise_std=noise)
    return RegressionData(*_frozen(x, y))


def typed(text: str) -> RegressionData:
    """Points typed or uploaded by a student (not cached: nobody else shares them)."""
    return RegressionData(*_frozen(*datasets.read_xy(text)))


# --------------------------------------------------------------------------- page 1: analysis
@dataclass(frozen=True, eq=False)
class Probe:
    """The predictive distribution of y at one input: response values and their probability."""

    x: float
    values: np.ndarray
    probability: np.ndarray
    mean: float
    #: Equal-tailed interval holding at least ``BAND_LEVEL`` of y there.
    low: float
    high: float


@dataclass(frozen=True, eq=False)
class MleAnalysis:
    """Everything the maximum-likelihood page draws for one data set and family."""

    family: str
    fit: GLMFit
    #: Subtracted from x before fitting (the mean of x when centred, else 0).
    offset: float
    curve_x: np.ndarray
    curve_mean: np.ndarray | None
    band: np.ndarray | None
    probes: tuple[Probe, ...]
    #: Log-likelihood surface: grid axes, values relative to the largest (≤ 0).
    grid_intercept: np.ndarray
    grid_slope: np.ndarray
    surface: np.ndarray
    #: Mean curves of Newton's iterates (when there is no maximum): shape (n_iter + 1, CURVE_POINTS).
    path_curves: np.ndarray | None
    #: The surface as heatmap cells (``ui.charts.regression.grid_cells``), built once.
    cells: pa.Table


def nice_points(low: float, high: float, target: int = 5) -> np.ndarray:
    """About ``target`` round numbers inside [low, high] (steps of 1, 2 or 5 × 10ᵏ)."""
    span = high - low
    raw = span / target
    power = 10.0 ** math.floor(math.log10(raw))
    # The round step nearest to span / target on a log scale.
    step = min((m * power for m in (1, 2, 5, 10)), key=lambda candidate: abs(math.log(candidate / raw)))
    first = math.ceil(low / step) * step
    points = np.arange(first, high + 1e-9 * span, step)
    return points[(points >= low) & (points <= high)]


def _grid(fit: GLMFit) -> tuple[np.ndarray, np.ndarray]:
    """Axes of the surface: the MLE ± 4 standard errors and every Newton iterate."""
    path = fit.path
    if fit.converged:
        centre, half = fit.coef, 4.0 * fit.standard_errors
        low = np.minimum(centre - half, path.min(axis=0))
        high = np.maximum(centre + half, path.max(axis=0))
    else:
        low, high = path.min(axis=0), path.max(axis=0)
        margin = np.maximum(0.25 * (high - low), 0.5)
        low, high = low - margin, high + margin
    pad = 0.04 * (high - low)
    low, high = low - pad, high + pad
    return (np.linspace(low[0], high[0], SURFACE_CELLS), np.linspace(low[1], high[1], SURFACE_CELLS))


def _probes(family: str, fit: GLMFit, offset: float, xs: np.ndarray) -> tuple[Probe, ...]:
    if not fit.converged:
        return ()
    means = fit.predict_mean((xs - offset)[:, None])
    probes = []
    for x, mean in zip(xs, means):
        if family == "bernoulli":
            values = np.array([0.0, 1.0])
        elif family == "poisson":
            low, high = response_interval("poisson", [mean], 0.998)[0]
            values = np.unique(np.round(np.linspace(low, high, min(int(high - low) + 1, 40))))
        else:
            sd = math.sqrt(fit.sigma2)
            values = np.linspace(mean - 3.0 * sd, mean + 3.0 * sd, 41)
        probability = response_probability(family, [mean], values, sigma2=fit.sigma2)[0]
        low, high = response_interval(family, [mean], BAND_LEVEL, sigma2=fit.sigma2)[0]
        probes.append(Probe(float(x), *_frozen(values, probability), float(mean), float(low), float(high)))
    return tuple(probes)


def analyse(data: RegressionData, family: str, centre: bool) -> MleAnalysis:
    """Fit ``family`` by maximum likelihood and lay out what the page draws.

    Raises the core's ``bayeslab.glm.DataError`` when the data do not suit the family
    (0/1 for bernoulli, counts for poisson, at least two different x).
    """
    x, y = check_regression_data(data.x, data.y, family)
    offset = float(x.mean()) if centre else 0.0
    features = (x - offset)[:, None]
    fit = fit_glm(features, y, family)
    pad = 0.04 * (x.max() - x.min())
    curve_x = np.linspace(x.min() - pad, x.max() + pad, CURVE_POINTS)
    curve_mean = band = path_curves = None
    if fit.converged:
        curve_mean = fit.predict_mean((curve_x - offset)[:, None])
        if family != "bernoulli":
            band = response_interval(family, curve_mean, BAND_LEVEL, sigma2=fit.sigma2)
    else:
        eta = fit.path[:, :1] + fit.path[:, 1:] * (curve_x - offset)[None, :]
        path_curves = np.vstack([mean_response(family, row) for row in eta])
    grid_intercept, grid_slope = _grid(fit)
    surface = log_likelihood_surface(features, y, family, grid_intercept, grid_slope, sigma2=fit.sigma2)
    surface = surface - surface.max()
    probes = _probes(family, fit, offset, nice_points(float(x.min()), float(x.max())))
    frozen = _frozen(curve_x, grid_intercept, grid_slope, surface)
    cells = charts.grid_cells(grid_intercept, grid_slope, surface, x="b0", y="b1", value="level")
    return MleAnalysis(family, fit, offset, frozen[0], curve_mean, band, probes, *frozen[1:], path_curves, cells)


def predict(analysis: MleAnalysis, x: float) -> float:
    """The fitted mean at one input ``x`` (in the units of the data, not centred)."""
    return float(analysis.fit.predict_mean([[x - analysis.offset]])[0])


@functools.lru_cache(maxsize=48)
def bundled_analysis(name: str, family: str, centre: bool) -> MleAnalysis:
    """:func:`analyse` of a bundled data set (a class shares these few settings)."""
    return analyse(bundled(name), family, centre)


@functools.lru_cache(maxsize=64)
def simulated_analysis(family: str, n: int, intercept: float, slope: float, noise: float, seed: int,
                       centre: bool) -> MleAnalysis:
    """:func:`analyse` of simulated data."""
    return analyse(simulated(family, n, intercept, slope, noise, seed), family, centre)


# --------------------------------------------------------------------------- page 2: Fig. 3.7
@dataclass(frozen=True, eq=False)
class SequentialStep:
    """PRML Fig. 3.7 after ``n`` points: the newest point's likelihood and the posterior."""

    x: np.ndarray
    t: np.ndarray
    n: int
    posterior: WeightPosterior
    axis: np.ndarray
    #: Heatmap cells (``ui.charts.regression.grid_cells``) of the newest point's likelihood
    #: (None before any point) and of the posterior, and its contour lines at 1 and 2 sd.
    likelihood: pa.Table | None
    density: pa.Table
    rings: pa.Table
    lines: np.ndarray


@functools.lru_cache(maxsize=8)
def line_data(seed: int) -> tuple[np.ndarray, np.ndarray]:
    """The 20 points of PRML Fig. 3.7's line, in the order they arrive."""
    return _frozen(*simulate_line(LINE_POINTS, np.random.default_rng(seed)))


@functools.lru_cache(maxsize=64)
def sequential_step(n: int, seed: int) -> SequentialStep:
    """Posterior after the first ``n`` points, built one point at a time (PRML eqs. 3.50-3.51)."""
    x, t = line_data(seed)
    posterior = BayesianLinearRegression(LINE_ALPHA, LINE_BETA).prior(2)
    for xi, ti in zip(x[:n], t[:n]):
        posterior = posterior.update([1.0, xi], ti)
    axis = np.linspace(-1.0, 1.0, WEIGHT_CELLS)
    grid = weight_grid(axis, axis)
    likelihood = None
    if n:
        # Likelihood of the newest point alone, relative to its largest value (on the line
        # w0 + w1 x = t, e.g. at w = (t, 0)): 1 on the ridge, whatever the grid.
        point = ([[1.0, x[n - 1]]], [t[n - 1]])
        log_like = log_likelihood(grid, *point, LINE_BETA)
        likelihood = np.exp(log_like - log_likelihood([t[n - 1], 0.0], *point, LINE_BETA))
    # The posterior relative to its peak, at the posterior mean.
    density = np.exp(posterior.log_pdf(grid) - posterior.log_pdf(posterior.mean))
    # Lines in data space from weights drawn from the posterior (seeded by n: a new draw per point).
    weights = posterior.sample_weights(SAMPLED_LINES, np.random.default_rng([seed, n]))
    frozen = _frozen(x[:n], t[:n], axis, weights)

    def cells(values: np.ndarray) -> pa.Table:
        return charts.grid_cells(axis, axis, values, x="w0", y="w1", value="density")

    rings = charts.ring_table([posterior.contour(radius) for radius in (1.0, 2.0)])
    return SequentialStep(frozen[0], frozen[1], n, posterior, frozen[2],
                          None if likelihood is None else cells(likelihood), cells(density), rings, frozen[3])


# --------------------------------------------------------------------------- page 2: basis functions
def design(basis: str, x: np.ndarray, size: int) -> np.ndarray:
    """Design matrix: a polynomial of degree ``size`` or ``size`` Gaussian bumps on [0, 1] (plus bias)."""
    if basis == "polynomial":
        return polynomial_basis(x, size)
    centres = np.linspace(0.0, 1.0, size)
    return gaussian_basis(x, centres, BUMP_WIDTH / size)


@dataclass(frozen=True, eq=False)
class BasisFit:
    """The sinusoid data, the posterior, the plug-in fit and their predictives on a grid."""

    x: np.ndarray
    t: np.ndarray
    curve_x: np.ndarray
    truth: np.ndarray
    posterior: WeightPosterior
    predictive: Predictive
    plug_in: MaximumLikelihoodFit | None
    plug_in_predictive: Predictive | None
    ridge_lambda: float
    ridge_weights: np.ndarray
    ridge_curve: np.ndarray
    path: np.ndarray


@functools.lru_cache(maxsize=8)
def sinusoid_data(n: int, seed: int) -> tuple[np.ndarray, np.ndarray]:
    """``n`` points of PRML's sinusoidal data, x ~ U(0, 1) (Fig. 3.8)."""
    return _frozen(*simulate_sinusoid(n, np.random.default_rng(seed)))


@functools.lru_cache(maxsize=96)
def basis_fit(basis: str, size: int, n: int, seed: int, alpha: float) -> BasisFit:
    """Everything the basis-function and ridge views draw for one setting."""
    x, t = sinusoid_data(n, seed)
    model = BayesianLinearRegression(alpha, SINUSOID_BETA)
    Phi = design(basis, x, size)
    posterior = model.fit(Phi, t)
    curve_x = np.linspace(0.0, 1.0, CURVE_POINTS)
    grid = design(basis, curve_x, size)
    predictive = posterior.predictive(grid)
    plug_in = plug_in_predictive = None
    if n:
        plug_in = fit_mle(Phi, t)
        plug_in_predictive = plug_in.predictive(grid)
    if n:
        weights = ridge(Phi, t, model.ridge_lambda)
        path = ridge_path(Phi, t, RIDGE_LAMBDAS)
    else:
        weights = np.zeros(Phi.shape[1])
        path = np.zeros((RIDGE_LAMBDAS.size, Phi.shape[1]))
    frozen = _frozen(curve_x, np.sin(2 * np.pi * curve_x), weights, grid @ weights, path)
    return BasisFit(x, t, frozen[0], frozen[1], posterior, predictive, plug_in, plug_in_predictive,
                    model.ridge_lambda, frozen[2], frozen[3], frozen[4])


@dataclass(frozen=True, eq=False)
class EvidenceCurve:
    """Log evidence and best-fit log-likelihood against the polynomial degree (PRML Fig. 3.14)."""

    x: np.ndarray
    t: np.ndarray
    degrees: np.ndarray
    log_evidence: np.ndarray
    log_likelihood: np.ndarray
    best: int


@functools.lru_cache(maxsize=64)
def evidence_curve(seed: int) -> EvidenceCurve:
    """PRML Fig. 3.14: ten evenly spaced sinusoid points; evidence and fit for degrees 0-9 (α = 5·10⁻³)."""
    x, t = simulate_sinusoid(EVIDENCE_POINTS, np.random.default_rng(seed), spacing="even")
    evidence = log_evidence_by_degree(x, t, EVIDENCE_DEGREES, SINUSOID_ALPHA, SINUSOID_BETA)
    # The best fit's log-likelihood with the noise precision held at β (finite when it interpolates).
    fits = []
    for degree in EVIDENCE_DEGREES:
        Phi = polynomial_basis(x, degree)
        fits.append(log_likelihood(fit_mle(Phi, t).weights, Phi, t, SINUSOID_BETA))
    frozen = _frozen(x, t, EVIDENCE_DEGREES, evidence, fits)
    return EvidenceCurve(*frozen, most_probable_degree(EVIDENCE_DEGREES, evidence))


def band(predictive: Predictive, *, noise_only: bool = False) -> tuple[np.ndarray, np.ndarray]:
    """Mean ± one standard deviation (of the noise alone, or of the whole predictive)."""
    sd = np.sqrt(predictive.noise_variance) if noise_only else predictive.std
    return predictive.mean - sd, predictive.mean + sd


__all__ = [
    "BUNDLED", "BasisFit", "EvidenceCurve", "MleAnalysis", "Probe", "RegressionData", "SequentialStep",
    "analyse", "band", "basis_fit", "bundled", "bundled_analysis", "chart_once", "design", "evidence_curve", "line_data",
    "nice_points", "once", "predict", "sequential_step", "serialised", "simulated", "simulated_analysis", "sinusoid_data", "typed",
]
