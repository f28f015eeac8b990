"""Caches for the Gaussian classifiers page: 1-D curves, 2-D fits and regions, learning curves.

Every function takes scalars (slider values, data keys, a seed) and returns read-only
results shared by every session: ``functools.lru_cache`` with a bounded ``maxsize`` (no
copy per rerun, a lookup costs about a microsecond; nothing returned is ever written
to). The heavy chart tables -- the 100 x 100 grid of region cells, the contour segments
-- are built here once per setting as Arrow tables with language-independent columns,
so a rerun that only toggles what is shown looks them up. What is drawn is computed by
the core (``bayeslab.gaussian_classifier``, ``bayeslab.glm``); here it is only arranged
for the charts: grids, ranges, which model's table.
"""

from __future__ import annotations

import functools
import threading
from dataclasses import dataclass, field
from typing import Any

import numpy as np
import pyarrow as pa

from bayeslab import datasets
from bayeslab.gaussian_classifier import (
    COVARIANCES,
    DecisionRegions1D,
    GaussianClassifier,
    GaussianClassifierFit,
    LearningCurve,
    SingularCovarianceError,
    contour_probability,
    contour_lines,
    covariance_ellipses,
    decision_thresholds_1d,
    equal_variance_threshold,
    gaussian_posterior_1d,
    grid_posterior,
    learning_curve,
    parameter_count,
    lda_separates,
    lowest,
    simulate_classes,
    simulation_covariances,
)
from bayeslab.glm import GLMFit, fit_logistic
from ui.charts import serialised

__all__ = [
    "CONTOUR_LEVELS",
    "GRID_CELLS",
    "MODELS",
    "X_RANGE",
    "OneFeature",
    "TwoFeatures",
    "curve",
    "curve_sizes",
    "one_feature",
    "two_features",
]

#: The four models of the two-feature view, in the order the page lists them.
MODELS = (*COVARIANCES, "logistic")
#: x range of the one-feature charts (fixed, so a moving threshold is seen to move).
X_RANGE = (-8.0, 8.0)
_N_X = 321
#: Share of a 2-D Gaussian's probability inside its 1- and 2-sd ellipses (constants: computed once).
_INSIDE = (contour_probability(1.0), contour_probability(2.0))
#: Chart specs kept per cached result: a two-feature spec carries its 10,000 cells (~200 kB), so
#: a result keeps the last few things drawn from it (a model switch, a toggle, a language) and
#: starts again after that; 64 results x 8 specs bound the memory.
_CHARTS_PER_RESULT = 8
#: Cells per side of the two-feature grid: 100 x 100 = 10,000 points.
GRID_CELLS = 100
#: Probability contours drawn for the shown model (0.5 is its decision boundary).
CONTOUR_LEVELS = (0.1, 0.25, 0.5, 0.75, 0.9)
#: Test points per class of a simulation (drawn from the same Gaussians).
N_TEST_SIMULATED = 500
#: Share of each iris species held out for testing.
IRIS_TEST_FRACTION = 0.3
#: Iris species pairs and measurement pairs offered by the page (keys of its choices).
IRIS_PAIRS = {"versicolor_virginica": ("versicolor", "virginica"), "setosa_versicolor": ("setosa", "versicolor")}
IRIS_MEASURES = {"petal": ("petal_length_cm", "petal_width_cm"), "sepal": ("sepal_length_cm", "sepal_width_cm")}
#: Learning curves: fixed seed, training sets per size, test points per class, sizes per feature count.
CURVE_SEED = 0
CURVE_REPEATS = 30
CURVE_TEST_PER_CLASS = 1000
_CURVE_SIZES = {
    2: (8, 12, 16, 24, 32, 48, 64, 96, 128, 256, 512),
    10: (16, 24, 32, 48, 64, 96, 128, 192, 256, 512),
}


class _ChartsOnce:
    """A cached result's chart specs, built and serialised once per key (a mixin of frozen dataclasses)."""

    def chart(self, key: Any, build: Any) -> dict[str, Any]:
        """``build()`` (a spec from ``ui.charts``) for this result and ``key``, built and serialised once.

        ``key`` holds everything else the spec depends on (what is shown, the words' language):
        a rerun that redraws the same thing sends the bytes it already has (the datasets'
        Arrow serialisation and the spec's assembly are skipped).
        """
        memo = self.__dict__.setdefault("_chart_memo", {})  # frozen: set in __dict__, as cached_property does
        spec = memo.get(key)
        if spec is None:
            if len(memo) >= _CHARTS_PER_RESULT:
                memo.clear()
            spec = memo[key] = serialised(build())
        return spec


def _frozen(array: np.ndarray) -> np.ndarray:
    array = np.asarray(array)
    array.setflags(write=False)
    return array


# --------------------------------------------------------------------------- one feature


@dataclass(frozen=True)
class OneFeature(_ChartsOnce):
    """Curves, posteriors and regions of 1-D Gaussian classes (``n`` classes, keys a, b, c)."""

    n_classes: int
    regions: DecisionRegions1D
    #: Columns x, cls (class index), joint: one row per grid point and class.
    curves: pa.Table
    #: Columns x, cls, posterior (a table of its own: each chart is sent only what it draws).
    posteriors: pa.Table
    #: (midpoint, shift) of the textbook threshold, when two classes share a variance and differ in mean.
    terms: tuple[float, float] | None


@functools.lru_cache(maxsize=256)
def one_feature(means: tuple[float, ...], sds: tuple[float, ...], priors: tuple[float, ...]) -> OneFeature:
    """The one-feature view for these classes (tuples of floats: hashable, small).

    Raises the core's ``ValueError`` for priors that do not sum to 1 or a zero prior.
    """
    regions = decision_thresholds_1d(means, sds, priors)
    x = np.linspace(*X_RANGE, _N_X)
    result = gaussian_posterior_1d(x, means, sds, priors)
    n = len(means)
    columns = {"x": np.tile(x, n), "cls": np.repeat(np.arange(n), x.size)}
    curves = pa.table({**columns, "joint": result.joint.T.ravel()})
    posteriors = pa.table({**columns, "posterior": result.posterior.T.ravel()})
    terms = None
    if n == 2 and regions.equal_variances and means[0] != means[1]:
        terms = equal_variance_threshold(means, sds[0], priors)
    return OneFeature(n_classes=n, regions=regions, curves=curves, posteriors=posteriors, terms=terms)


# --------------------------------------------------------------------------- two features

#: Plot geometry of the two-feature chart, in pixels of its plot area (measured in Chromium):
#: the chart column of a 1280-px laptop or projector draws a plot about 460 px wide, a
#: 390-px phone about 290 (narrower phones down to 240), and ``ui.widgets.show_chart`` caps
#: the chart at :data:`REGIONS_MAX_WIDTH` so the widest plot is about 560.
PLOT_WIDTH_REF = 460
PLOT_WIDTHS = (240, 560)
#: Plot heights: as tall as the data's aspect asks at PLOT_WIDTH_REF, within these bounds.
PLOT_HEIGHTS = (260, 400)
#: The two-feature chart's largest width (pixels); narrower containers shrink it.
REGIONS_MAX_WIDTH = 620
#: Line widths (pixels) of the chosen model's contours, its boundary, the other models'
#: boundaries, and the comparison's contours and boundaries.
_WIDTHS = {"contour": 0.9, "boundary": 3.2, "other": 2.2, "versus_contour": 1.2, "versus_boundary": 3.0}
#: Levels of the comparison chart (LDA against logistic regression).
VERSUS_LEVELS = (0.1, 0.5, 0.9)


@dataclass(frozen=True)
class ModelResult:
    """One model fitted on the two-feature data, with what the chart and the table need.

    What only the chart needs (the region cells, the contours, the ellipses) is drawn from
    the grid the first time a page asks for it and kept: a new setting computes the shown
    model's drawing and the other models' boundaries, not every model's every contour.
    """

    model: str
    #: The Gaussian fit (None for logistic regression or a failed fit).
    fit: GaussianClassifierFit | None
    #: Logistic regression's fit (None for the Gaussian models, or if its features were
    #: linearly dependent, or if a line already splits the classes: no MLE).
    logistic: GLMFit | None
    #: Why a Gaussian model could not be fitted.
    error: SingularCovarianceError | None
    n_parameters: int
    #: train accuracy, test accuracy, train log-loss, test log-loss (None if not fitted).
    scores: tuple[float, float, float, float] | None
    #: Grid axes gx, gy and the probability of the second class on them, shape (gy, gx); None if not fitted.
    grid: tuple[np.ndarray, np.ndarray, np.ndarray] | None = None
    #: Logistic regression without a fit because a line splits the classes (found by
    #: ``lda_separates`` before fitting): its status is "separation".
    separated: bool = False
    #: Contour segments already traced, by level (see :meth:`contours`).
    _traced: dict = field(default_factory=dict, repr=False, compare=False)

    @functools.cached_property
    def cells(self) -> pa.Table | None:
        """Region cells x, x2, y, y2, p (p = probability of the second class); None if not fitted."""
        return None if self.grid is None else _cells(*self.grid)

    def contours(self, levels: tuple[float, ...]) -> list[np.ndarray]:
        """Contour segments (rows x, y, x2, y2) at each of ``levels``, traced once per level."""
        missing = tuple(level for level in levels if level not in self._traced)
        if missing:
            gx, gy, p = self.grid
            for level, segments in zip(missing, contour_lines(gx, gy, p, missing)):
                self._traced[level] = _frozen(segments)
        return [self._traced[level] for level in levels]

    @functools.cached_property
    def _ellipse_tables(self) -> tuple[pa.Table | None, pa.Table | None]:
        return _ellipses(self.fit) if self.fit is not None else (None, None)

    @property
    def ellipses(self) -> pa.Table | None:
        """1- and 2-sd ellipses of both classes: x, y, cls, n_sd, order (None for logistic regression)."""
        return self._ellipse_tables[0]

    @property
    def ellipse_tags(self) -> pa.Table | None:
        """Where each ellipse's words go: x, y, cls, n_sd."""
        return self._ellipse_tables[1]

    @property
    def fitted(self) -> bool:
        return self.scores is not None

    @property
    def status(self) -> str:
        """Why a model has no estimate, as a key: "fitted", "singular" (a Gaussian model),
        logistic regression's "separation" or "max_iter", or "dependent" features."""
        if self.fitted:
            return "fitted"
        if self.error is not None:
            return "singular"
        if self.separated:
            return "separation"
        return self.logistic.status if self.logistic is not None else "dependent"


@dataclass(frozen=True)
class TwoFeatures(_ChartsOnce):
    """The two-feature data, the four models and the shared grid."""

    source: str
    #: Class keys in order: ("a", "b") for a simulation, species names for iris.
    class_keys: tuple[str, str]
    #: Feature keys: ("x1", "x2") or the iris measurements.
    feature_keys: tuple[str, str]
    n_train_per_class: tuple[int, int]
    n_test_per_class: tuple[int, int]
    #: Training points: x, y, cls.
    points: pa.Table
    models: dict[str, ModelResult]
    #: LDA's (w, w0) of p(second class | x) = sigma(w^T x + w0), or None if LDA failed.
    lda_weights: tuple[np.ndarray, float] | None
    #: Share of a 2-D Gaussian's probability inside its 1- and 2-sd ellipses.
    inside_1sd: float
    inside_2sd: float
    #: What the chart must show: x_low, x_high, y_low, y_high (the points and the classes'
    #: 2-sd extents, with a margin); the chart widens one of them so both axes share a scale.
    extent: tuple[float, float, float, float]
    #: Height of the chart's plot area (pixels), from the extent's aspect.
    plot_height: int
    #: Tables of lines already built, by (shown model, other boundaries on): see :meth:`lines`.
    _lines: dict = field(default_factory=dict, repr=False, compare=False)

    @functools.cached_property
    def versus_lines(self) -> pa.Table:
        """Lines of the comparison chart: LDA (m = 0) and logistic regression (m = 1) at VERSUS_LEVELS."""
        pieces = []
        for m, key in enumerate(("shared", "logistic")):
            if self.models[key].fitted:
                for level, segments in zip(VERSUS_LEVELS, self.models[key].contours(VERSUS_LEVELS)):
                    pieces.append((segments, m, _WIDTHS["versus_boundary" if level == 0.5 else "versus_contour"]))
        return _lines_table(pieces)

    @property
    def fewest_test_errors(self) -> tuple[str, ...]:
        """The fitted models with the lowest test error rate (ties included: the core's ``lowest``)."""
        return lowest({key: 1.0 - model.scores[1] if model.fitted else None for key, model in self.models.items()})

    def lines(self, model: str, boundaries: bool) -> pa.Table:
        """Lines of the two-feature chart: the shown ``model``'s contours at CONTOUR_LEVELS
        (its 0.5 contour thick) and, with ``boundaries``, every other fitted model's 0.5
        contour. Columns x, y, x2, y2, m (index in MODELS), width (pixels). Built once per
        (model, boundaries) and kept: a rerun that only redraws looks it up."""
        key = (model, bool(boundaries))
        table = self._lines.get(key)
        if table is None:
            shown = self.models[model]
            pieces = []
            if shown.fitted:
                pieces += [(segments, MODELS.index(model), _WIDTHS["boundary" if level == 0.5 else "contour"])
                           for level, segments in zip(CONTOUR_LEVELS, shown.contours(CONTOUR_LEVELS))]
            if boundaries:
                pieces += [(other.contours((0.5,))[0], MODELS.index(key_), _WIDTHS["other"])
                           for key_, other in self.models.items() if key_ != model and other.fitted]
            table = self._lines[key] = _lines_table(pieces)
        return table


def _lines_table(pieces: list[tuple[np.ndarray, int, float]]) -> pa.Table:
    """Segments of several models as one table: (rows x, y, x2, y2; model index; width)."""
    parts = [p for p in pieces if len(p[0])]
    rows = np.vstack([p[0] for p in parts]) if parts else np.empty((0, 4))
    return pa.table({
        "x": rows[:, 0], "y": rows[:, 1], "x2": rows[:, 2], "y2": rows[:, 3],
        "m": np.concatenate([np.full(len(p[0]), p[1], dtype=np.int64) for p in parts]) if parts
        else np.empty(0, dtype=np.int64),
        "width": np.concatenate([np.full(len(p[0]), p[2]) for p in parts]) if parts else np.empty(0),
    })


def _extent(X: np.ndarray, fits: list[GaussianClassifierFit]) -> tuple[np.ndarray, np.ndarray]:
    """Low and high corners covering the training points and the classes' 2-sd extents, 5 % margin."""
    low, high = X.min(axis=0), X.max(axis=0)
    for fit in fits:
        sd = np.sqrt(np.diagonal(fit.covariances, axis1=1, axis2=2))
        low = np.minimum(low, (fit.means - 2.0 * sd).min(axis=0))
        high = np.maximum(high, (fit.means + 2.0 * sd).max(axis=0))
    margin = 0.05 * np.maximum(high - low, 1e-6)
    return low - margin, high + margin


def _plot_height(low: np.ndarray, high: np.ndarray) -> int:
    """Plot height (pixels) that shows the extent at one scale on a laptop's plot width."""
    span = high - low
    return min(max(round(PLOT_WIDTH_REF * float(span[1]) / float(span[0])), PLOT_HEIGHTS[0]), PLOT_HEIGHTS[1])


def _grid(low: np.ndarray, high: np.ndarray, plot_height: int) -> tuple[np.ndarray, np.ndarray]:
    """Grid axes covering what the chart may show of the plane.

    Both axes share one scale, so a plot wider (or narrower) than the extent's aspect
    shows more of the plane along x (or y) than the extent. The grid reaches as far as
    the widest plot (PLOT_WIDTHS[1] by ``plot_height``) shows along x and as far as the
    narrowest (a phone) shows along y, so the shading fills the plot on every screen.
    """
    centre, half = (low + high) / 2, (high - low) / 2
    reach = np.array([max(half[0], half[1] * PLOT_WIDTHS[1] / plot_height),
                      max(half[1], half[0] * plot_height / PLOT_WIDTHS[0])])
    return (np.linspace(centre[0] - reach[0], centre[0] + reach[0], GRID_CELLS),
            np.linspace(centre[1] - reach[1], centre[1] + reach[1], GRID_CELLS))


def _cells(gx: np.ndarray, gy: np.ndarray, p: np.ndarray) -> pa.Table:
    """Rectangles centred on the grid points, coloured by ``p`` (float32: half the bytes)."""
    half_x, half_y = (gx[1] - gx[0]) / 2, (gy[1] - gy[0]) / 2
    x = np.tile(gx, gy.size).astype(np.float32)
    y = np.repeat(gy, gx.size).astype(np.float32)
    return pa.table({"x": x - np.float32(half_x), "x2": x + np.float32(half_x),
                     "y": y - np.float32(half_y), "y2": y + np.float32(half_y),
                     "p": np.asarray(p, dtype=np.float32).ravel()})


def _ellipses(fit: GaussianClassifierFit) -> tuple[pa.Table, pa.Table]:
    """The 1- and 2-sd ellipses of both classes, and where their words go (each one's top point)."""
    n_points = 73
    rings = np.stack([covariance_ellipses(fit.means[c], fit.covariances[c], (1.0, 2.0), n_points)
                      for c in range(fit.n_classes)])  # (class, n_sd, point, xy)
    C = fit.n_classes
    lines = pa.table({
        "x": rings[..., 0].ravel(), "y": rings[..., 1].ravel(),
        "cls": np.repeat(np.arange(C), 2 * n_points), "n_sd": np.tile(np.repeat([1, 2], n_points), C),
        "order": np.tile(np.arange(n_points), 2 * C),
    })
    top = rings[..., 1].argmax(axis=-1)  # (class, n_sd)
    tops = np.take_along_axis(rings, top[..., None, None], axis=2)[:, :, 0, :]
    tags = pa.table({"x": tops[..., 0].ravel(), "y": tops[..., 1].ravel(),
                     "cls": np.repeat(np.arange(C), 2), "n_sd": np.tile([1, 2], C)})
    return lines, tags


def _scores_gaussian(fit: GaussianClassifierFit, X: np.ndarray, y: np.ndarray,
                     X_test: np.ndarray, y_test: np.ndarray) -> tuple[float, float, float, float]:
    (train_acc, train_ll), (test_acc, test_ll) = fit.scores(X, y), fit.scores(X_test, y_test)
    return train_acc, test_acc, train_ll, test_ll


def _scores_logistic(fit: GLMFit, X: np.ndarray, y: np.ndarray,
                     X_test: np.ndarray, y_test: np.ndarray) -> tuple[float, float, float, float]:
    def accuracy(features, labels):
        return float(np.mean((fit.predict_linear(features) >= 0) == (labels == 1)))

    return (accuracy(X, y), accuracy(X_test, y_test),
            -fit.log_likelihood_on(X, y) / y.size, -fit.log_likelihood_on(X_test, y_test) / y_test.size)


def _unfitted(kind: str, count: int, **why: Any) -> ModelResult:
    return ModelResult(kind, None, None, why.pop("error", None), count, None, **why)


def _fit_all(source: str, class_keys: tuple[str, str], feature_keys: tuple[str, str], X: np.ndarray,
             y: np.ndarray, X_test: np.ndarray, y_test: np.ndarray) -> TwoFeatures:
    fits: dict[str, GaussianClassifierFit | SingularCovarianceError] = {}
    for kind in COVARIANCES:
        try:
            fits[kind] = GaussianClassifier(kind).fit(X, y)
        except SingularCovarianceError as err:
            fits[kind] = err
    fitted = [f for f in fits.values() if isinstance(f, GaussianClassifierFit)]
    low, high = _extent(X, fitted)
    plot_height = _plot_height(low, high)
    gx, gy = _grid(low, high, plot_height)
    models: dict[str, ModelResult] = {}
    for kind in COVARIANCES:
        fit = fits[kind]
        count = parameter_count(kind, 2, 2)
        if isinstance(fit, SingularCovarianceError):
            models[kind] = _unfitted(kind, count, error=fit)
            continue
        p = grid_posterior(fit, gx, gy)[:, :, 1]
        models[kind] = ModelResult(kind, fit, None, None, count, _scores_gaussian(fit, X, y, X_test, y_test),
                                   (gx, gy, _frozen(p)))
    count = parameter_count("logistic", 2, 2)
    shared = fits["shared"]
    if isinstance(shared, GaussianClassifierFit) and lda_separates(shared, X, y):
        # A line splits the classes: the MLE does not exist (fit_logistic would say
        # "separation" after its Newton steps and a linear program).
        models["logistic"] = _unfitted("logistic", count, separated=True)
    else:
        try:
            logistic = fit_logistic(X, y.astype(float))
        except ValueError:  # the two features are linearly dependent: no unique estimate
            logistic = None
        if logistic is not None and logistic.converged:
            xx, yy = np.meshgrid(gx, gy)
            p = logistic.predict_mean(np.column_stack([xx.ravel(), yy.ravel()])).reshape(gy.size, gx.size)
            models["logistic"] = ModelResult("logistic", None, logistic, None, count,
                                             _scores_logistic(logistic, X, y, X_test, y_test), (gx, gy, _frozen(p)))
        else:
            models["logistic"] = ModelResult("logistic", None, logistic, None, count, None)
    lda = shared.linear_boundary() if isinstance(shared, GaussianClassifierFit) else None
    return TwoFeatures(
        source=source, class_keys=class_keys, feature_keys=feature_keys,
        n_train_per_class=tuple(int(v) for v in np.bincount(y, minlength=2)),
        n_test_per_class=tuple(int(v) for v in np.bincount(y_test, minlength=2)),
        points=pa.table({"x": X[:, 0], "y": X[:, 1], "cls": y}),
        models=models, lda_weights=lda,
        inside_1sd=_INSIDE[0], inside_2sd=_INSIDE[1],
        extent=(float(low[0]), float(high[0]), float(low[1]), float(high[1])), plot_height=plot_height,
    )


@functools.lru_cache(maxsize=64)
def simulated(a_x1: float, a_x2: float, b_x1: float, b_x2: float, shape: str, angle: float, same: bool,
              spread: float, n: int, seed: int) -> TwoFeatures:
    """Two simulated Gaussian classes (training and test sets from one seed) and the four fits."""
    means = np.array([[a_x1, a_x2], [b_x1, b_x2]])
    covariances = simulation_covariances(shape, spread, angle, same)
    rng = np.random.default_rng(seed)
    X, y = simulate_classes(means, covariances, n, rng)
    X_test, y_test = simulate_classes(means, covariances, N_TEST_SIMULATED, rng)
    return _fit_all("simulate", ("a", "b"), ("x1", "x2"), X, y, X_test, y_test)


@functools.lru_cache(maxsize=16)
def iris(pair: str, measure: str, seed: int) -> TwoFeatures:
    """Two iris species on two measurements, split into training and test sets by ``seed``."""
    species = IRIS_PAIRS[pair]
    features = IRIS_MEASURES[measure]
    data = datasets.load_iris(species, features)
    labels = (data.y == species[1]).astype(np.int64)
    train, test = datasets.train_test_split(data.y, IRIS_TEST_FRACTION, np.random.default_rng(seed))
    X = np.asarray(data.X, dtype=float)
    return _fit_all("iris", species, features, X[train], labels[train], X[test], labels[test])


def two_features(params: dict[str, Any]) -> TwoFeatures:
    """The cached result for the page's data settings (``params`` from its widgets)."""
    if params["data"] == "iris":
        return iris(params["species"], params["measure"], int(params["seed"]))
    return simulated(float(params["a_x1"]), float(params["a_x2"]), float(params["b_x1"]), float(params["b_x2"]),
                     params["shape"], float(params["angle"]), bool(params["same"]), float(params["spread"]),
                     int(params["n"]), int(params["seed"]))


# --------------------------------------------------------------------------- learning curves


def curve_sizes(n_features: int) -> tuple[int, ...]:
    """Training-set sizes of the learning curve with ``n_features`` features."""
    return _CURVE_SIZES[n_features]


@functools.lru_cache(maxsize=4)
def _curve(scenario: str, n_features: int) -> LearningCurve:
    return learning_curve(scenario, n_features, _CURVE_SIZES[n_features], CURVE_REPEATS,
                          CURVE_TEST_PER_CLASS, np.random.default_rng(CURVE_SEED))


#: One lock per learning curve: a class that opens the comparison together waits for one
#: computation (a few seconds) instead of starting thirty.
_CURVE_LOCKS: dict[tuple[str, int], threading.Lock] = {}
_LOCKS_LOCK = threading.Lock()
#: The curve a student meets first in the comparison part (its defaults).
DEFAULT_CURVE = ("gaussian", 2)
_warm_started = threading.Event()


def curve(scenario: str, n_features: int) -> LearningCurve:
    """The learning curve of one scenario (fixed seed: every student sees the same curves).

    Computed once per process, by whoever asks first; others asking meanwhile wait for it.
    """
    with _LOCKS_LOCK:
        lock = _CURVE_LOCKS.setdefault((scenario, int(n_features)), threading.Lock())
    with lock:
        return _curve(scenario, int(n_features))


def warm_default_curve() -> None:
    """Start computing :data:`DEFAULT_CURVE` in the background, once per process.

    Called when the page opens (any part), so that by the time a student reaches the
    comparison its first learning curve is ready. Only the default one: the other three
    cost seconds of CPU each that a shared server spends only when someone asks (with a
    spinner).
    """
    if _warm_started.is_set():
        return
    _warm_started.set()
    threading.Thread(target=curve, args=DEFAULT_CURVE, name="bayeslab-learning-curve", daemon=True).start()


_CURVE_CHARTS: dict[tuple, dict[str, Any]] = {}


def curve_chart(scenario: str, n_features: int, key: Any, build: Any) -> dict[str, Any]:
    """The learning curve's chart for ``key`` (the words' language), built and serialised once."""
    full_key = (scenario, n_features, key)
    spec = _CURVE_CHARTS.get(full_key)
    if spec is None:
        if len(_CURVE_CHARTS) >= _CHARTS_PER_RESULT:
            _CURVE_CHARTS.clear()
        spec = _CURVE_CHARTS[full_key] = serialised(build())
    return spec
