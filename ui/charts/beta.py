"""Charts of the Beta-Binomial model: Beta distributions in, Vega-Lite specs out.

Used by the coin page and the estimators page:

* :func:`density_chart` — prior, likelihood and posterior densities on one θ axis,
  vertical markers for point estimates, a shaded credible region;
* :func:`predictive_chart` — posterior predictive (beta-binomial) beside plug-in
  binomials, grouped bars;
* :func:`sequential_charts` — posterior mean ± interval after each flip, and the
  posterior sd against the large-sample 1/√N curve;
* :func:`pseudo_count_chart` — the prior's pseudo-counts stacked with the real counts.

Curves, markers and series are named by colour roles (``ui.charts.ROLE_COLOURS``:
``"prior"``, ``"mle"``, ``"posterior_mean"``, …), the same keys in every language. Every
word a chart shows comes in as an argument: one small frozen dataclass of labels per
chart (:class:`DensityLabels`, …), built once per language from the page's words
(``ui.cached.coin.chart_labels``). The data tables carry the role key (``role``) and the
legend's words (``label``). Each chart's shape is compiled once per process and set of
labels (``functools.cache``); a call only computes its table (vectorised, one SciPy call
per curve) and fills the named datasets. No streamlit here.
"""

from __future__ import annotations

import functools
import math
from dataclasses import dataclass
from typing import Any, Mapping, NamedTuple, Sequence

import altair as alt
import numpy as np
import pyarrow as pa

from bayeslab.beta_binomial import Beta
from ui.charts import PALETTE, ROLE_COLOURS, compile_chart, named_data, role_scale, with_data

__all__ = [
    "DensityChart",
    "DensityLabels",
    "GRID_POINTS",
    "PredictiveLabels",
    "PseudoCountLabels",
    "SequentialLabels",
    "density_chart",
    "predictive_chart",
    "pseudo_count_chart",
    "sequential_charts",
]

#: Points of the uniform θ grid (plus extra points where a curve is narrow).
GRID_POINTS = 201

#: Height of the density plot itself, in pixels: axes and the legend come on top of it.
_HEIGHT = 260
# Fit the container's width only. Streamlit's default ("fit" both ways) squeezed the plot into the
# chart's height together with its axes and legend: the density plot was 140 px tall of 300.
_AUTOSIZE = alt.AutoSizeParams(type="fit-x", contains="padding")


def _legend(columns: int = 2) -> alt.Legend:
    # Below the plot: on a phone a legend on the right would squeeze the plot. Two columns: three
    # ran past a 390 px phone's edge in Portuguese ("mediana a posteriori", "média a posteriori").
    return alt.Legend(orient="bottom", title=None, columns=columns, labelLimit=220, symbolStrokeWidth=3)


def _words(roles: Mapping[str, str] | Sequence[str]) -> tuple[tuple[str, str], ...]:
    """(role, words) pairs; a plain sequence of roles names each role by its key."""
    if isinstance(roles, Mapping):
        return tuple((str(k), str(v)) for k, v in roles.items())
    return tuple((r, r) for r in roles)


# --------------------------------------------------------------------------- labels
@dataclass(frozen=True)
class _RoleWords:
    #: (role, words) for every colour role the chart may show.
    roles: tuple[tuple[str, str], ...]

    def of(self, role: str) -> str:
        """The legend words of ``role`` (its key when no words are given)."""
        return dict(self.roles).get(role, role)


@dataclass(frozen=True)
class DensityLabels(_RoleWords):
    """Words of the density chart: each role's legend words, the axes and tooltip titles."""

    theta: str
    density: str
    curve: str
    estimate: str
    theta_short: str
    density_short: str

    @classmethod
    def from_words(cls, roles: Mapping[str, str], titles: Mapping[str, str]) -> "DensityLabels":
        """From a page's words: ``DENSITY_ROLES`` and ``DENSITY_TITLES`` (``ui/text/*/coin.py``)."""
        return cls(roles=_words(roles), **{name: str(titles[name]) for name in
                                            ("theta", "density", "curve", "estimate", "theta_short",
                                             "density_short")})


@dataclass(frozen=True)
class PredictiveLabels(_RoleWords):
    """Words of the predictive chart: each series' legend words (by role) and the titles."""

    probability: str
    model: str
    heads: str

    @classmethod
    def from_words(cls, roles: Mapping[str, str], titles: Mapping[str, str]) -> "PredictiveLabels":
        """From a page's words: ``PREDICTIVE_ROLES`` and ``PREDICTIVE_TITLES``."""
        return cls(roles=_words(roles), probability=str(titles["probability"]), model=str(titles["model"]),
                   heads=str(titles["heads"]))


@dataclass(frozen=True)
class SequentialLabels:
    """Words of the two flip-by-flip charts (keys of ``SEQUENTIAL_TITLES``)."""

    n: str
    mean_axis: str
    n_short: str
    mean: str
    batch: str
    n_log: str
    sd_axis: str
    sd: str
    reference: str
    sd_short: str
    #: Tooltip title of the sd chart's curve names (the posterior sd or the reference).
    curve: str

    @classmethod
    def from_words(cls, titles: Mapping[str, str]) -> "SequentialLabels":
        return cls(**{name: str(titles[name]) for name in cls.__dataclass_fields__})


@dataclass(frozen=True)
class PseudoCountLabels(_RoleWords):
    """Words of the pseudo-count bars: the two parts (roles prior, likelihood), the outcomes, titles."""

    heads: str
    tails: str
    count: str
    outcome: str
    part: str

    @classmethod
    def from_words(cls, roles: Mapping[str, str], outcomes: Mapping[str, str],
                   titles: Mapping[str, str]) -> "PseudoCountLabels":
        """From a page's words: ``PSEUDO_ROLES``, ``PSEUDO_OUTCOMES`` and ``PSEUDO_TITLES``."""
        return cls(roles=_words(roles), heads=str(outcomes["heads"]), tails=str(outcomes["tails"]),
                   count=str(titles["count"]), outcome=str(titles["outcome"]), part=str(titles["part"]))


# Without words (a notebook, a unit test): role keys and symbols, no sentence.
KEY_DENSITY = DensityLabels(roles=(), theta="θ", density="p(θ)", curve="role", estimate="role",
                            theta_short="θ", density_short="p(θ)")
KEY_PREDICTIVE = PredictiveLabels(roles=(), probability="p", model="role", heads="x")
KEY_SEQUENTIAL = SequentialLabels(n="N", mean_axis="E[θ]", n_short="N", mean="E[θ]", batch="E[θ]", n_log="N",
                                  sd_axis="sd", sd="sd", reference="√(θ(1−θ)/N)", sd_short="sd", curve="role")
KEY_PSEUDO = PseudoCountLabels(roles=(), heads="heads", tails="tails", count="n", outcome="x", part="role")


# --------------------------------------------------------------------------- density chart
class DensityChart(NamedTuple):
    """A density chart and what the page should say about its y-axis."""

    spec: dict[str, Any]
    #: Top of the y-axis (densities above it are drawn flat at this height).
    y_max: float
    #: True when some density (e.g. an infinite one at θ = 0 or 1) was cut at ``y_max``.
    clipped: bool


@functools.cache
def _density_spec(curve_roles: tuple[str, ...], marker_roles: tuple[str, ...], has_region: bool,
                  labels: DensityLabels) -> dict[str, Any]:
    roles = (*curve_roles, *marker_roles)
    words = {role: labels.of(role) for role in roles}
    colour = alt.Color("label", type="nominal", title=None, scale=role_scale(roles, words), legend=_legend())
    x = alt.X("theta", type="quantitative", title=labels.theta,
              scale=alt.Scale(domain=[0, 1], nice=False), axis=alt.Axis(format=".1~f", tickCount=5))
    y = alt.Y("density", type="quantitative", title=labels.density, axis=alt.Axis(tickCount=5))
    layers = []
    if has_region:
        layers.append(
            alt.Chart(named_data("region"))
            .mark_area(opacity=0.25, color=ROLE_COLOURS["credible_region"], interpolate="linear")
            .encode(x=x, y=y, detail=alt.Detail("part", type="nominal"))
        )
    layers.append(
        alt.Chart(named_data("curves"))
        .mark_line(strokeWidth=2.5, clip=True)
        .encode(
            x=x,
            y=y,
            color=colour,
            # The likelihood is dashed: it is not a distribution over θ until normalised.
            strokeDash=alt.StrokeDash("label", type="nominal", legend=None,
                                      scale=alt.Scale(domain=[words[r] for r in curve_roles],
                                                      range=[[6, 3] if r == "likelihood" else [1, 0]
                                                             for r in curve_roles])),
            tooltip=[
                alt.Tooltip("label", type="nominal", title=labels.curve),
                alt.Tooltip("theta", type="quantitative", title=labels.theta_short, format=".3f"),
                alt.Tooltip("density", type="quantitative", title=labels.density_short, format=".3~g"),
            ],
        )
    )
    if marker_roles:
        layers.append(
            alt.Chart(named_data("markers"))
            .mark_rule(strokeWidth=2, strokeDash=[4, 3])
            .encode(
                x=alt.X("theta", type="quantitative"),
                color=colour,
                tooltip=[
                    alt.Tooltip("label", type="nominal", title=labels.estimate),
                    alt.Tooltip("theta", type="quantitative", title=labels.theta_short, format=".4~f"),
                ],
            )
        )
    return compile_chart(alt.layer(*layers).properties(height=_HEIGHT, autosize=_AUTOSIZE))


def _grid(curves: Sequence[Beta]) -> np.ndarray:
    """Uniform grid on [0, 1] plus dense points where a curve is narrow."""
    parts = [np.linspace(0.0, 1.0, GRID_POINTS)]
    for dist in curves:
        sd = dist.std
        if sd < 0.03:
            mean = dist.mean
            parts.append(np.linspace(max(mean - 6 * sd, 0.0), min(mean + 6 * sd, 1.0), 101))
    return np.unique(np.concatenate(parts)) if len(parts) > 1 else parts[0]


def _peak(dist: Beta, grid: np.ndarray, density: np.ndarray) -> float:
    """A curve's honest height: its maximum where finite, else its grid values away from the ends."""
    a, b = dist.a, dist.b
    if a >= 1 and b >= 1:
        mode = dist.mode
        return float(dist.pdf(mode if not math.isnan(mode) else 0.5))
    # Infinite at an end: its largest value on [0.02, 0.98], so the spike at the end
    # is cut where it stops telling anything.
    inner = density[(grid >= 0.02) & (grid <= 0.98)]
    inner = inner[np.isfinite(inner)]
    return float(inner.max()) if inner.size else 1.0


def density_chart(
    curves: Mapping[str, Beta],
    markers: Mapping[str, float] | None = None,
    region: Sequence[tuple[float, float]] = (),
    region_of: str = "posterior",
    *,
    labels: DensityLabels = KEY_DENSITY,
) -> DensityChart:
    """Densities of several Beta distributions over θ, with estimate markers and a region.

    Parameters
    ----------
    curves : mapping of role -> Beta
        Typically ``{"prior": ..., "likelihood": ..., "posterior": ...}`` (the
        likelihood as its normalised Beta, so areas are comparable). Roles are colour
        keys (``ui.charts.ROLE_COLOURS``).
    markers : mapping of role -> float, optional
        Vertical rules, e.g. ``{"mle": 1.0, "map": 0.75, "posterior_mean": 0.667}``.
        Which roles appear is up to the caller; NaN values (undefined estimates) are
        skipped.
    region : sequence of (lo, hi)
        Credible region to shade under ``curves[region_of]`` (one or two intervals).
    region_of : str
        The curve whose area is shaded.
    labels : DensityLabels
        The words (legend, axes, tooltips); by default the role keys and symbols.

    Returns
    -------
    DensityChart
        ``spec`` to show; ``y_max`` and ``clipped`` so the page can say when an
        infinite density (a < 1 or b < 1 at the ends) was cut: the y-axis stops at
        1.1 × the tallest finite peak (for a curve that is infinite at an end, its
        largest value on [0.02, 0.98]).
    """
    markers = tuple(
        (role, float(value)) for role, value in (markers or {}).items()
        if value is not None and not math.isnan(float(value))
    )
    region = tuple((float(lo), float(hi)) for lo, hi in region)
    key, datasets, y_max, clipped = _density_data(tuple(curves.items()), markers, region, region_of, labels)
    return DensityChart(with_data(_density_spec(*key, labels), **datasets), y_max, clipped)


def _role_columns(roles: Sequence[str], labels: Any) -> dict[str, pa.Array]:
    return {"role": pa.array(list(roles), pa.string()), "label": pa.array([labels.of(r) for r in roles], pa.string())}


@functools.lru_cache(maxsize=512)
def _density_data(
    curves: tuple[tuple[str, Beta], ...],
    markers: tuple[tuple[str, float], ...],
    region: tuple[tuple[float, float], ...],
    region_of: str,
    labels: DensityLabels,
) -> tuple[tuple, dict[str, pa.Table], float, bool]:
    """Tables of :func:`density_chart`, cached by value (Beta is frozen and hashable).

    Many students look at the same few settings (a preset, the textbook example), so a
    bounded cache saves the grid evaluation; the tables are immutable Arrow tables.
    """
    roles = tuple(role for role, _ in curves)
    dists = [dist for _, dist in curves]
    grid = _grid(dists)
    densities = [np.asarray(d.pdf(grid), dtype=float) for d in dists]
    y_max = 1.1 * max(_peak(d, grid, dens) for d, dens in zip(dists, densities))
    clipped = any(bool(np.any(dens > y_max)) for dens in densities)
    n = grid.size
    datasets: dict[str, pa.Table] = {
        "curves": pa.table(
            {
                "theta": np.tile(grid, len(roles)),
                "density": np.minimum(np.concatenate(densities), y_max),
                **_role_columns([role for role in roles for _ in range(n)], labels),
            }
        )
    }
    if region:
        dist = dict(curves)[region_of]
        thetas, parts = [], []
        for i, (lo, hi) in enumerate(region):
            pts = np.concatenate(([lo], grid[(grid > lo) & (grid < hi)], [hi]))
            thetas.append(pts)
            parts.append(np.full(pts.size, i))
        theta = np.concatenate(thetas)
        datasets["region"] = pa.table(
            {
                "theta": theta,
                "density": np.minimum(np.asarray(dist.pdf(theta), dtype=float), y_max),
                "part": np.concatenate(parts),
            }
        )
    if markers:
        datasets["markers"] = pa.table({"theta": [v for _, v in markers],
                                        **_role_columns([r for r, _ in markers], labels)})
    key = (roles, tuple(role for role, _ in markers), bool(region))
    return key, datasets, y_max, clipped


# --------------------------------------------------------------------------- predictive
@functools.cache
def _predictive_spec(series: tuple[str, ...], m: int, x_title: str, labels: PredictiveLabels) -> dict[str, Any]:
    words = {role: labels.of(role) for role in series}
    colour = alt.Color("label", type="nominal", title=None, scale=role_scale(series, words),
                       legend=_legend(columns=2))
    step = max(1, math.ceil((m + 1) / 12))
    chart = (
        alt.Chart(named_data("pmf"))
        .mark_bar()
        .encode(
            x=alt.X("heads", type="ordinal", title=x_title,
                    axis=alt.Axis(labelAngle=0, values=list(range(0, m + 1, step)))),
            xOffset=alt.XOffset("label", type="nominal", sort=[words[r] for r in series]),
            y=alt.Y("probability", type="quantitative", title=labels.probability),
            color=colour,
            tooltip=[
                alt.Tooltip("label", type="nominal", title=labels.model),
                alt.Tooltip("heads", type="ordinal", title=labels.heads),
                alt.Tooltip("probability", type="quantitative", title=labels.probability, format=".4f"),
            ],
        )
        .properties(height=220, autosize=_AUTOSIZE)
    )
    return compile_chart(chart)


def predictive_chart(
    pmfs: Mapping[str, np.ndarray], *, x_title: str = "x", labels: PredictiveLabels = KEY_PREDICTIVE
) -> dict[str, Any]:
    """Grouped bars: probability of 0..m heads in the next m flips, one colour per model.

    Parameters
    ----------
    pmfs : mapping of role -> ndarray of shape (m + 1,)
        E.g. ``{"predictive": beta_binomial, "mle": binomial}``: a plug-in binomial
        takes the colour role of the estimate plugged in. All arrays have the same length.
    x_title : str
        The x axis (it names m, e.g. "heads in the next 10 flips").
    labels : PredictiveLabels
        Legend and tooltip words.
    """
    series = tuple(pmfs)
    arrays = [np.asarray(v, dtype=float) for v in pmfs.values()]
    m = arrays[0].size - 1
    table = pa.table(
        {
            "heads": np.tile(np.arange(m + 1), len(series)),
            "probability": np.concatenate(arrays),
            **_role_columns([role for role in series for _ in range(m + 1)], labels),
        }
    )
    return with_data(_predictive_spec(series, m, str(x_title), labels), pmf=table)


# --------------------------------------------------------------------------- sequential
@functools.cache
def _sequential_mean_spec(labels: SequentialLabels, band: tuple[str, str]) -> dict[str, Any]:
    x = alt.X("n", type="quantitative", title=labels.n, scale=alt.Scale(nice=False),
              axis=alt.Axis(format="~s", tickMinStep=1))
    base = alt.Chart(named_data("history"))
    band_area = base.mark_area(opacity=0.25, color=ROLE_COLOURS["posterior"]).encode(
        x=x,
        y=alt.Y("lo", type="quantitative", title=labels.mean_axis, scale=alt.Scale(domain=[0, 1])),
        y2=alt.Y2("hi"),
        tooltip=[
            alt.Tooltip("n", type="quantitative", title=labels.n_short),
            alt.Tooltip("lo", type="quantitative", title=band[0], format=".3f"),
            alt.Tooltip("hi", type="quantitative", title=band[1], format=".3f"),
        ],
    )
    line = base.mark_line(color=ROLE_COLOURS["posterior"], strokeWidth=2).encode(
        x=x,
        y=alt.Y("mean", type="quantitative"),
        tooltip=[
            alt.Tooltip("n", type="quantitative", title=labels.n_short),
            alt.Tooltip("mean", type="quantitative", title=labels.mean, format=".4f"),
        ],
    )
    batch = (
        alt.Chart(named_data("batch"))
        .mark_rule(strokeDash=[6, 4], color=ROLE_COLOURS["data"], strokeWidth=1.5)
        .encode(
            y=alt.Y("mean", type="quantitative"),
            tooltip=[alt.Tooltip("mean", type="quantitative", title=labels.batch, format=".4f")],
        )
    )
    return compile_chart(alt.layer(band_area, line, batch).properties(height=220, autosize=_AUTOSIZE))


@functools.cache
def _sequential_sd_spec(labels: SequentialLabels) -> dict[str, Any]:
    # The reference curve is a formula, not a colour role: grey beside the posterior's blue.
    domain = [labels.sd, labels.reference]
    colour = alt.Color("label", type="nominal", title=None, legend=_legend(),
                       scale=alt.Scale(domain=domain, range=[ROLE_COLOURS["posterior"], PALETTE["grey"]]))
    chart = (
        alt.Chart(named_data("sd"))
        .mark_line(strokeWidth=2)
        .encode(
            x=alt.X("n", type="quantitative", title=labels.n_log, scale=alt.Scale(type="log", nice=False)),
            y=alt.Y("sd", type="quantitative", title=labels.sd_axis, scale=alt.Scale(type="log")),
            color=colour,
            strokeDash=alt.StrokeDash("label", type="nominal", legend=None,
                                      scale=alt.Scale(domain=domain, range=[[1, 0], [5, 4]])),
            tooltip=[
                alt.Tooltip("label", type="nominal", title=labels.curve),
                alt.Tooltip("n", type="quantitative", title=labels.n_short),
                alt.Tooltip("sd", type="quantitative", title=labels.sd_short, format=".4f"),
            ],
        )
        .properties(height=220 - 24, autosize=_AUTOSIZE)  # as tall as its neighbour with this legend's row
    )
    return compile_chart(chart)


def sequential_charts(
    n_seen: np.ndarray,
    posteriors: Beta,
    interval: tuple[np.ndarray, np.ndarray],
    batch_mean: float,
    reference_sd: np.ndarray,
    *,
    labels: SequentialLabels = KEY_SEQUENTIAL,
    band: tuple[str, str] = ("lo", "hi"),
) -> tuple[dict[str, Any], dict[str, Any]]:
    """The posterior after each flip: mean with its interval band, and sd vs N.

    Parameters
    ----------
    n_seen : ndarray of int, shape (n_points,)
        Flips seen at each point, starting at 0 (the prior).
    posteriors : Beta
        Batch Beta with arrays of shape (n_points,): the posterior at each point.
    interval : (lo, hi) ndarrays of shape (n_points,)
        Credible interval at each point (e.g. ``posteriors.interval(0.95)``).
    batch_mean : float
        Mean of the one-step (batch) posterior; drawn as a dashed line the
        sequential path must end on.
    reference_sd : ndarray of shape (n_points,)
        Large-sample sd √(θ(1−θ)/N) at each point (``inf`` at N = 0 and zeros are dropped).
    labels : SequentialLabels
        Axis, legend and tooltip words.
    band : (str, str)
        Tooltip titles of the band's lower and upper ends (they name the level).

    Returns
    -------
    mean_spec, sd_spec : dict
    """
    n_seen = np.asarray(n_seen)
    lo, hi = (np.asarray(v, dtype=float) for v in interval)
    history = pa.table({"n": n_seen, "mean": np.asarray(posteriors.mean, float), "lo": lo, "hi": hi})
    mean_spec = with_data(_sequential_mean_spec(labels, tuple(band)), history=history,
                          batch=pa.table({"mean": [float(batch_mean)]}))
    keep = n_seen > 0
    sd = np.asarray(posteriors.std, float)[keep]
    ref = np.asarray(reference_sd, float)[keep]
    n_pos = n_seen[keep]
    ok = np.isfinite(ref) & (ref > 0)
    roles = ["posterior"] * n_pos.size + ["reference"] * int(ok.sum())
    words = {"posterior": labels.sd, "reference": labels.reference}
    sd_table = pa.table(
        {
            "n": np.concatenate((n_pos, n_pos[ok])),
            "sd": np.concatenate((sd, ref[ok])),
            "role": pa.array(roles, pa.string()),
            "label": pa.array([words[r] for r in roles], pa.string()),
        }
    )
    return mean_spec, with_data(_sequential_sd_spec(labels), sd=sd_table)


# --------------------------------------------------------------------------- pseudo-counts
_PSEUDO_ROLES = ("prior", "likelihood")


@functools.cache
def _pseudo_count_spec(labels: PseudoCountLabels) -> dict[str, Any]:
    words = {role: labels.of(role) for role in _PSEUDO_ROLES}
    chart = (
        alt.Chart(named_data("counts"))
        .mark_bar()
        .encode(
            y=alt.Y("outcome_label", type="nominal", title=None, sort=[labels.heads, labels.tails],
                    scale=alt.Scale(paddingInner=0.25)),
            x=alt.X("count", type="quantitative", title=labels.count, stack="zero",
                    axis=alt.Axis(tickCount=4, format="~s")),
            color=alt.Color("label", type="nominal", title=None, scale=role_scale(_PSEUDO_ROLES, words),
                            sort=[words[r] for r in _PSEUDO_ROLES],
                            legend=alt.Legend(orient="top", title=None, labelLimit=200)),
            order=alt.Order("order", type="quantitative"),
            tooltip=[
                alt.Tooltip("outcome_label", type="nominal", title=labels.outcome),
                alt.Tooltip("label", type="nominal", title=labels.part),
                alt.Tooltip("count", type="quantitative", title=labels.count, format=",.4~g"),
            ],
        )
        # Streamlit fits the legend and axes inside this height.
        .properties(height=170)
    )
    return compile_chart(chart)


def pseudo_count_chart(a: float, b: float, heads: int, tails: int, *,
                       labels: PseudoCountLabels = KEY_PSEUDO) -> dict[str, Any]:
    """Stacked bars: the prior's pseudo-counts a, b next to the observed heads, tails.

    The length of each bar is a posterior parameter (a + heads, b + tails), so the
    student sees how much of the posterior comes from the prior. Roles: ``prior``
    for a, b and ``likelihood`` for the data (the colours of the density chart).
    """
    roles = ["prior", "prior", "likelihood", "likelihood"]
    table = pa.table(
        {
            "outcome": ["heads", "tails", "heads", "tails"],
            "outcome_label": [labels.heads, labels.tails, labels.heads, labels.tails],
            "count": [float(a), float(b), float(heads), float(tails)],
            "order": [0, 0, 1, 1],
            **_role_columns(roles, labels),
        }
    )
    return with_data(_pseudo_count_spec(labels), counts=table)
