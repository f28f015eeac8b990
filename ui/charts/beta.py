"""Charts of the Beta-Binomial model: Beta distributions in, Vega-Lite specs out.

Used by the coin page and the estimators page:

* :func:`density_chart` — prior, likelihood and posterior densities on one θ axis,
  vertical markers for point estimates, a shaded credible region;
* :func:`predictive_chart` — posterior predictive (beta-binomial) beside plug-in
  binomials, grouped bars;
* :func:`sequential_charts` — posterior mean ± interval after each flip, and the
  posterior sd against the large-sample 1/√N curve;
* :func:`pseudo_count_chart` — the prior's pseudo-counts stacked with the real counts.

Each chart's shape is compiled once per process (``functools.cache``); a call only
computes its table (vectorised, one SciPy call per curve) and fills the named
datasets. No streamlit here.
"""

from __future__ import annotations

import functools
import math
from typing import Any, Mapping, NamedTuple, Sequence

import altair as alt
import numpy as np
import pyarrow as pa

from bayeslab.beta_binomial import Beta
from ui.charts import PALETTE, ROLE_COLOURS, compile_chart, named_data, with_data

__all__ = [
    "DensityChart",
    "GRID_POINTS",
    "density_chart",
    "predictive_chart",
    "pseudo_count_chart",
    "sequential_charts",
]

#: Points of the uniform θ grid (plus extra points where a curve is narrow).
GRID_POINTS = 201

#: Colours of roles this module adds to ``ROLE_COLOURS``.
_EXTRA_COLOURS = {
    "true θ": PALETTE["grey"],
    "plug-in at MLE": ROLE_COLOURS["mle"],
    "plug-in at MAP": ROLE_COLOURS["map"],
    "plug-in at mean": ROLE_COLOURS["posterior_mean"],
    "posterior predictive": ROLE_COLOURS["predictive"],
    "prior (a, b)": ROLE_COLOURS["prior"],
    "data (heads, tails)": ROLE_COLOURS["likelihood"],
}

_HEIGHT = 300


def _colour(role: str) -> str:
    # Pages still name roles by English words ("posterior mean"): read them as keys.
    key = role.lower().replace(" ", "_").replace("-", "_")
    return _EXTRA_COLOURS.get(role) or ROLE_COLOURS.get(key) or PALETTE["black"]


def _scale(roles: Sequence[str]) -> alt.Scale:
    return alt.Scale(domain=list(roles), range=[_colour(r) for r in roles])


def _legend(columns: int = 3) -> alt.Legend:
    # Below the plot: on a phone a legend on the right would squeeze the plot.
    return alt.Legend(orient="bottom", title=None, columns=columns, labelLimit=220, symbolStrokeWidth=3)


# --------------------------------------------------------------------------- density chart
class DensityChart(NamedTuple):
    """A density chart and what the page should say about its y-axis."""

    spec: dict[str, Any]
    #: Top of the y-axis (densities above it are drawn flat at this height).
    y_max: float
    #: True when some density (e.g. an infinite one at θ = 0 or 1) was cut at ``y_max``.
    clipped: bool


@functools.cache
def _density_spec(curve_roles: tuple[str, ...], marker_roles: tuple[str, ...], has_region: bool) -> dict[str, Any]:
    roles = (*curve_roles, *marker_roles)
    colour = alt.Color("role", type="nominal", title=None, scale=_scale(roles), legend=_legend())
    x = alt.X("theta", type="quantitative", title="θ (probability of heads)",
              scale=alt.Scale(domain=[0, 1], nice=False), axis=alt.Axis(format=".1~f", tickCount=5))
    y = alt.Y("density", type="quantitative", title="density p(θ)", axis=alt.Axis(tickCount=5))
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
            strokeDash=alt.StrokeDash("role", type="nominal", legend=None,
                                      scale=alt.Scale(domain=list(curve_roles),
                                                      range=[[6, 3] if r == "likelihood" else [1, 0]
                                                             for r in curve_roles])),
            tooltip=[
                alt.Tooltip("role", type="nominal", title="curve"),
                alt.Tooltip("theta", type="quantitative", title="θ", format=".3f"),
                alt.Tooltip("density", type="quantitative", title="density", format=".3~g"),
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
                    alt.Tooltip("role", type="nominal", title="estimate"),
                    alt.Tooltip("theta", type="quantitative", title="θ", format=".4~f"),
                ],
            )
        )
    return compile_chart(alt.layer(*layers).properties(height=_HEIGHT))


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
) -> DensityChart:
    """Densities of several Beta distributions over θ, with estimate markers and a region.

    Parameters
    ----------
    curves : mapping of role -> Beta
        Typically ``{"prior": ..., "likelihood": ..., "posterior": ...}`` (the
        likelihood as its normalised Beta, so areas are comparable). Roles name the
        colour (``ui.charts.ROLE_COLOURS``).
    markers : mapping of role -> float, optional
        Vertical rules, e.g. ``{"MLE": 1.0, "MAP": 0.75, "posterior mean": 0.667}``.
        Which roles appear is up to the caller; NaN values (undefined estimates) are
        skipped.
    region : sequence of (lo, hi)
        Credible region to shade under ``curves[region_of]`` (one or two intervals).
    region_of : str
        The curve whose area is shaded.

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
    key, datasets, y_max, clipped = _density_data(tuple(curves.items()), markers, region, region_of)
    return DensityChart(with_data(_density_spec(*key), **datasets), y_max, clipped)


@functools.lru_cache(maxsize=512)
def _density_data(
    curves: tuple[tuple[str, Beta], ...],
    markers: tuple[tuple[str, float], ...],
    region: tuple[tuple[float, float], ...],
    region_of: str,
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
                "role": pa.array(np.repeat(np.array(roles, dtype=object), n).tolist()),
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
        datasets["markers"] = pa.table({"theta": [v for _, v in markers], "role": [r for r, _ in markers]})
    key = (roles, tuple(role for role, _ in markers), bool(region))
    return key, datasets, y_max, clipped


# --------------------------------------------------------------------------- predictive
@functools.cache
def _predictive_spec(series: tuple[str, ...], m: int) -> dict[str, Any]:
    colour = alt.Color("series", type="nominal", title=None, scale=_scale(series), legend=_legend(columns=2))
    step = max(1, math.ceil((m + 1) / 12))
    chart = (
        alt.Chart(named_data("pmf"))
        .mark_bar()
        .encode(
            x=alt.X("heads", type="ordinal", title=f"heads in the next {m} flips",
                    axis=alt.Axis(labelAngle=0, values=list(range(0, m + 1, step)))),
            xOffset=alt.XOffset("series", type="nominal", sort=list(series)),
            y=alt.Y("probability", type="quantitative", title="probability"),
            color=colour,
            tooltip=[
                alt.Tooltip("series", type="nominal", title="model"),
                alt.Tooltip("heads", type="ordinal", title="heads"),
                alt.Tooltip("probability", type="quantitative", format=".4f"),
            ],
        )
        .properties(height=260)
    )
    return compile_chart(chart)


def predictive_chart(pmfs: Mapping[str, np.ndarray]) -> dict[str, Any]:
    """Grouped bars: probability of 0..m heads in the next m flips, one colour per model.

    Parameters
    ----------
    pmfs : mapping of series name -> ndarray of shape (m + 1,)
        E.g. ``{"posterior predictive": beta_binomial, "plug-in at MLE": binomial}``.
        All arrays have the same length.
    """
    series = tuple(pmfs)
    arrays = [np.asarray(v, dtype=float) for v in pmfs.values()]
    m = arrays[0].size - 1
    table = pa.table(
        {
            "heads": np.tile(np.arange(m + 1), len(series)),
            "probability": np.concatenate(arrays),
            "series": pa.array(np.repeat(np.array(series, dtype=object), m + 1).tolist()),
        }
    )
    return with_data(_predictive_spec(series, m), pmf=table)


# --------------------------------------------------------------------------- sequential
@functools.cache
def _sequential_mean_spec(level_label: str) -> dict[str, Any]:
    x = alt.X("n", type="quantitative", title="flips seen N", scale=alt.Scale(nice=False),
              axis=alt.Axis(format="~s", tickMinStep=1))
    y_title = "E[θ | first N flips]"
    base = alt.Chart(named_data("history"))
    band = base.mark_area(opacity=0.25, color=ROLE_COLOURS["posterior"]).encode(
        x=x,
        y=alt.Y("lo", type="quantitative", title=y_title, scale=alt.Scale(domain=[0, 1])),
        y2=alt.Y2("hi"),
        tooltip=[
            alt.Tooltip("n", type="quantitative", title="N"),
            alt.Tooltip("lo", type="quantitative", title=f"{level_label} lower", format=".3f"),
            alt.Tooltip("hi", type="quantitative", title=f"{level_label} upper", format=".3f"),
        ],
    )
    line = base.mark_line(color=ROLE_COLOURS["posterior"], strokeWidth=2).encode(
        x=x,
        y=alt.Y("mean", type="quantitative"),
        tooltip=[
            alt.Tooltip("n", type="quantitative", title="N"),
            alt.Tooltip("mean", type="quantitative", title="posterior mean", format=".4f"),
        ],
    )
    batch = (
        alt.Chart(named_data("batch"))
        .mark_rule(strokeDash=[6, 4], color=PALETTE["black"], strokeWidth=1.5)
        .encode(
            y=alt.Y("mean", type="quantitative"),
            tooltip=[alt.Tooltip("mean", type="quantitative", title="batch posterior mean", format=".4f")],
        )
    )
    return compile_chart(alt.layer(band, line, batch).properties(height=240))


@functools.cache
def _sequential_sd_spec() -> dict[str, Any]:
    roles = ("posterior sd", "√(θ̂(1−θ̂)/N)")
    colour = alt.Color("curve", type="nominal", title=None,
                       scale=alt.Scale(domain=list(roles), range=[ROLE_COLOURS["posterior"], PALETTE["grey"]]),
                       legend=_legend())
    chart = (
        alt.Chart(named_data("sd"))
        .mark_line(strokeWidth=2)
        .encode(
            x=alt.X("n", type="quantitative", title="flips seen N (log)",
                      scale=alt.Scale(type="log", nice=False)),
            y=alt.Y("sd", type="quantitative", title="posterior sd (log)", scale=alt.Scale(type="log")),
            color=colour,
            strokeDash=alt.StrokeDash("curve", type="nominal", legend=None,
                                      scale=alt.Scale(domain=list(roles), range=[[1, 0], [5, 4]])),
            tooltip=[
                alt.Tooltip("curve", type="nominal"),
                alt.Tooltip("n", type="quantitative", title="N"),
                alt.Tooltip("sd", type="quantitative", format=".4f"),
            ],
        )
        .properties(height=240)
    )
    return compile_chart(chart)


def sequential_charts(
    n_seen: np.ndarray,
    posteriors: Beta,
    interval: tuple[np.ndarray, np.ndarray],
    batch_mean: float,
    reference_sd: np.ndarray,
    level_label: str = "95% interval",
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
        Large-sample sd √(θ̂(1−θ̂)/N) at each point (``inf`` at N = 0 is dropped).
    level_label : str
        Label of the band in tooltips.

    Returns
    -------
    mean_spec, sd_spec : dict
    """
    n_seen = np.asarray(n_seen)
    lo, hi = (np.asarray(v, dtype=float) for v in interval)
    history = pa.table({"n": n_seen, "mean": np.asarray(posteriors.mean, float), "lo": lo, "hi": hi})
    mean_spec = with_data(_sequential_mean_spec(level_label), history=history,
                          batch=pa.table({"mean": [float(batch_mean)]}))
    keep = n_seen > 0
    sd = np.asarray(posteriors.std, float)[keep]
    ref = np.asarray(reference_sd, float)[keep]
    n_pos = n_seen[keep]
    ok = np.isfinite(ref) & (ref > 0)
    sd_table = pa.table(
        {
            "n": np.concatenate((n_pos, n_pos[ok])),
            "sd": np.concatenate((sd, ref[ok])),
            "curve": ["posterior sd"] * n_pos.size + ["√(θ̂(1−θ̂)/N)"] * int(ok.sum()),
        }
    )
    return mean_spec, with_data(_sequential_sd_spec(), sd=sd_table)


# --------------------------------------------------------------------------- pseudo-counts
@functools.cache
def _pseudo_count_spec() -> dict[str, Any]:
    parts = ("prior (a, b)", "data (heads, tails)")
    chart = (
        alt.Chart(named_data("counts"))
        .mark_bar()
        .encode(
            y=alt.Y("outcome", type="nominal", title=None, sort=["heads", "tails"],
                    scale=alt.Scale(paddingInner=0.25)),
            x=alt.X("count", type="quantitative", title="count", stack="zero",
                    axis=alt.Axis(tickCount=4, format="~s")),
            color=alt.Color("part", type="nominal", title=None, scale=_scale(parts), sort=list(parts),
                            legend=alt.Legend(orient="top", title=None, labelLimit=200)),
            order=alt.Order("order", type="quantitative"),
            tooltip=[
                alt.Tooltip("outcome", type="nominal"),
                alt.Tooltip("part", type="nominal"),
                alt.Tooltip("count", type="quantitative", format=",.4~g"),
            ],
        )
        # Streamlit fits the legend and axes inside this height.
        .properties(height=170)
    )
    return compile_chart(chart)


def pseudo_count_chart(a: float, b: float, heads: int, tails: int) -> dict[str, Any]:
    """Stacked bars: the prior's pseudo-counts a, b next to the observed heads, tails.

    The length of each bar is a posterior parameter (a + heads, b + tails), so the
    student sees how much of the posterior comes from the prior.
    """
    table = pa.table(
        {
            "outcome": ["heads", "tails", "heads", "tails"],
            "part": ["prior (a, b)", "prior (a, b)", "data (heads, tails)", "data (heads, tails)"],
            "count": [float(a), float(b), float(heads), float(tails)],
            "order": [0, 0, 1, 1],
        }
    )
    return with_data(_pseudo_count_spec(), counts=table)
