"""Charts of the estimators page: risk curves, sampling distributions, MSE against n.

Arrays and core results in, Vega-Lite specs out. Each chart's shape is compiled once
per process (``functools.cache``); a call only fills the named datasets. The posterior
density with its markers and the predictive bars come from :mod:`ui.charts.beta` (the
coin page's builders). No streamlit here.
"""

from __future__ import annotations

import functools
from typing import Any, Mapping, Sequence

import altair as alt
import numpy as np

from ui.charts import ROLE_COLOURS, compile_chart, named_data, with_data

__all__ = [
    "ESTIMATOR_LABELS",
    "convergence_estimates_chart",
    "convergence_sd_chart",
    "risk_chart",
    "risk_vs_n_chart",
    "sampling_chart",
]

#: Display name of each estimator (the metric labels on the page).
ESTIMATOR_LABELS: dict[str, str] = {
    "mle": "MLE",
    "map": "MAP",
    "mean": "Posterior mean",
    "median": "Posterior median",
}

_ROLE = {"mle": "mle", "map": "map", "mean": "posterior_mean", "median": "posterior_median"}
_COLOURS = {ESTIMATOR_LABELS[key]: ROLE_COLOURS[role] for key, role in _ROLE.items()}
_HEIGHT = 260


def _estimator_scale(labels: Sequence[str]) -> alt.Scale:
    return alt.Scale(domain=list(labels), range=[_COLOURS[label] for label in labels])


def _theta_axis(title: str = "θ") -> alt.X:
    return alt.X(
        "x",
        type="quantitative",
        title=title,
        scale=alt.Scale(domain=[0, 1], nice=False),
        axis=alt.Axis(values=[0, 0.2, 0.4, 0.6, 0.8, 1], format=".1f"),
    )


def _legend() -> alt.Legend:
    # Legends on top keep the plot area wide on a phone.
    return alt.Legend(orient="top", title=None, columns=2, labelLimit=220)


# --------------------------------------------------------------------------------------
# Posterior risk r(θ̂) for one loss, with its minimum
# --------------------------------------------------------------------------------------


@functools.cache
def _risk_spec(estimator: str, y_title: str, y_zero: bool) -> dict[str, Any]:
    colour = _COLOURS[ESTIMATOR_LABELS[estimator]]
    x = _theta_axis("estimate θ̂")
    curve = (
        alt.Chart(named_data("risk"))
        .mark_line(color=ROLE_COLOURS["posterior"], strokeWidth=2.5)
        .encode(
            x=x,
            y=alt.Y("risk", type="quantitative", title=y_title, scale=alt.Scale(zero=y_zero)),
            tooltip=[
                alt.Tooltip("x", type="quantitative", title="θ̂", format=".3f"),
                alt.Tooltip("risk", type="quantitative", title="r(θ̂)", format=".4g"),
            ],
        )
    )
    best = alt.Chart(named_data("best"))
    rule = best.mark_rule(color=colour, strokeDash=[6, 4], strokeWidth=2).encode(x=x)
    point = best.mark_point(color=colour, filled=True, size=160, shape="diamond").encode(
        x=x,
        y=alt.Y("risk", type="quantitative"),
        tooltip=[alt.Tooltip("label", type="nominal", title="minimum")],
    )
    # The label sits on the side of the marker with more room (no clipping at θ̂ near 1).
    label = dict(dy=-12, fontSize=13, color=colour, fontWeight="bold")
    encoding = dict(x=x, y=alt.Y("risk", type="quantitative"), text=alt.Text("label", type="nominal"))
    text_right = best.transform_filter("datum.x <= 0.5").mark_text(align="left", dx=8, **label).encode(**encoding)
    text_left = best.transform_filter("datum.x > 0.5").mark_text(align="right", dx=-8, **label).encode(**encoding)
    return compile_chart(alt.layer(curve, rule, point, text_right, text_left).properties(height=_HEIGHT))


def risk_chart(
    action: np.ndarray,
    risk: np.ndarray,
    minimiser: float,
    estimator: str,
    *,
    label: str,
    y_title: str = "posterior risk r(θ̂)",
    y_zero: bool = True,
) -> dict[str, Any]:
    """The posterior risk curve with its grid minimum marked.

    Parameters
    ----------
    action, risk : ndarray of shape (n_points,)
        Candidate estimates on [0, 1] and their posterior risk.
    minimiser : float
        Where the curve is lowest (a diamond and a dashed rule in the colour of
        ``estimator``).
    estimator : {"mle", "map", "mean", "median"}
        The estimator the minimum should equal (its colour).
    label : str
        Text beside the minimum, e.g. "min at 0.667 = posterior mean".
    y_title : str
        Axis title of r(θ̂).
    y_zero : bool
        Start the y axis at 0. Use False for the 0-1 loss, whose risk stays close to 1
        and whose dip would be invisible on a [0, 1] axis.
    """
    action = np.asarray(action, dtype=float)
    risk = np.asarray(risk, dtype=float)
    lowest = float(risk[np.argmin(np.abs(action - minimiser))])
    return with_data(
        _risk_spec(estimator, y_title, y_zero),
        risk={"x": action, "risk": risk},
        best={"x": [float(minimiser)], "risk": [lowest], "label": [label]},
    )


# --------------------------------------------------------------------------------------
# Sampling distributions over repeated experiments (one histogram row per estimator)
# --------------------------------------------------------------------------------------

_N_BINS = 50


@functools.cache
def _sampling_spec(labels: tuple[str, ...]) -> dict[str, Any]:
    x = _theta_axis("estimate θ̂ in each experiment")
    # One row per estimator on a quantitative axis: row i spans [i, i + 0.85].
    label_expr = "[" + ",".join(f"'{label}'" for label in labels) + "][round(datum.value)]"
    y_axis = alt.Axis(
        values=[i + 0.35 for i in range(len(labels))],
        labelExpr=label_expr.replace("round(datum.value)", "floor(datum.value)"),
        grid=False,
        ticks=False,
        domain=False,
        labelLimit=130,
    )
    y_scale = alt.Scale(domain=[len(labels) - 0.05, -0.05], nice=False, zero=False)
    colour = alt.Color("estimator", type="nominal", scale=_estimator_scale(labels), legend=None)
    bars = (
        alt.Chart(named_data("bins"))
        .mark_rect(opacity=0.85)
        .encode(
            x=alt.X("x0", type="quantitative", scale=alt.Scale(domain=[0, 1], nice=False)),
            x2=alt.X2("x1"),
            y=alt.Y("top", type="quantitative", title=None, scale=y_scale, axis=y_axis),
            y2=alt.Y2("base"),
            color=colour,
            tooltip=[
                alt.Tooltip("estimator", type="nominal", title="estimator"),
                alt.Tooltip("x0", type="quantitative", title="from", format=".2f"),
                alt.Tooltip("x1", type="quantitative", title="to", format=".2f"),
                alt.Tooltip("share", type="quantitative", title="share of experiments", format=".1%"),
            ],
        )
    )
    expected = (
        alt.Chart(named_data("expected"))
        .mark_rule(strokeWidth=3, color="black")
        .encode(
            x=alt.X("x", type="quantitative"),
            y=alt.Y("row_top", type="quantitative"),
            y2=alt.Y2("row_base"),
            tooltip=[
                alt.Tooltip("estimator", type="nominal", title="estimator"),
                alt.Tooltip("x", type="quantitative", title="exact mean E[θ̂]", format=".4f"),
            ],
        )
    )
    truth = (
        alt.Chart(named_data("truth"))
        .mark_rule(color="black", strokeDash=[4, 3], strokeWidth=1.5)
        .encode(x=x, tooltip=[alt.Tooltip("x", type="quantitative", title="true θ", format=".3f")])
    )
    return compile_chart(alt.layer(bars, truth, expected).properties(height=70 * len(labels) + 20))


def sampling_chart(
    samples: Mapping[str, np.ndarray], expected: Mapping[str, float], theta: float
) -> dict[str, Any]:
    """Histograms of each estimator's estimates over simulated experiments.

    Parameters
    ----------
    samples : mapping of estimator key -> ndarray of shape (n_experiments,)
        Estimates from :func:`bayeslab.estimators.simulate` (NaN entries are dropped).
    expected : mapping of estimator key -> float
        The exact mean :math:`\\mathbb{E}[\\hat\\theta]` (a black tick on each row).
    theta : float
        The true θ (a dashed vertical rule).
    """
    keys = [key for key in ESTIMATOR_LABELS if key in samples]
    labels = tuple(ESTIMATOR_LABELS[key] for key in keys)
    edges = np.linspace(0.0, 1.0, _N_BINS + 1)
    cols: dict[str, list[Any]] = {"estimator": [], "x0": [], "x1": [], "base": [], "top": [], "share": []}
    for row, key in enumerate(keys):
        values = np.asarray(samples[key], dtype=float)
        values = values[np.isfinite(values)]
        counts, _ = np.histogram(values, bins=edges)
        share = counts / max(values.size, 1)
        height = 0.85 * share / max(share.max(), 1e-300)
        keep = counts > 0
        cols["estimator"] += [labels[row]] * int(keep.sum())
        cols["x0"] += edges[:-1][keep].tolist()
        cols["x1"] += edges[1:][keep].tolist()
        # Rows grow upwards from row + 0.85 (the scale is reversed so row 0 is on top).
        cols["base"] += [row + 0.85] * int(keep.sum())
        cols["top"] += (row + 0.85 - height[keep]).tolist()
        cols["share"] += share[keep].tolist()
    exp_table = {
        "estimator": list(labels),
        "x": [float(expected[key]) for key in keys],
        "row_top": [row + 0.05 for row in range(len(keys))],
        "row_base": [row + 0.9 for row in range(len(keys))],
    }
    return with_data(_sampling_spec(labels), bins=cols, expected=exp_table, truth={"x": [float(theta)]})


# --------------------------------------------------------------------------------------
# Exact bias², variance or MSE against n, two priors
# --------------------------------------------------------------------------------------


@functools.cache
def _risk_vs_n_spec(y_title: str, priors: tuple[str, ...]) -> dict[str, Any]:
    labels = tuple(ESTIMATOR_LABELS.values())
    x = alt.X(
        "n",
        type="quantitative",
        title="flips per experiment n (log scale)",
        scale=alt.Scale(type="log"),
        axis=alt.Axis(format="~s"),
    )
    lines = (
        alt.Chart(named_data("curves"))
        .mark_line(strokeWidth=2.2)
        .encode(
            x=x,
            y=alt.Y(
                "value",
                type="quantitative",
                title=y_title,
                scale=alt.Scale(type="log"),
                axis=alt.Axis(format=".0e"),
            ),
            color=alt.Color("estimator", type="nominal", scale=_estimator_scale(labels), legend=_legend()),
            strokeDash=alt.StrokeDash(
                "prior",
                type="nominal",
                scale=alt.Scale(domain=list(priors), range=[[1, 0], [1, 0], [7, 4]]),
                # Below the plot, one per line: the long prior labels fit a phone.
                legend=alt.Legend(orient="bottom", title=None, columns=1, labelLimit=330, symbolStrokeWidth=2.5),
            ),
            detail=alt.Detail("series", type="nominal"),
            tooltip=[
                alt.Tooltip("estimator", type="nominal", title="estimator"),
                alt.Tooltip("prior", type="nominal", title="prior"),
                alt.Tooltip("n", type="quantitative", title="n"),
                alt.Tooltip("value", type="quantitative", title=y_title, format=".3~g"),
            ],
        )
    )
    current = (
        alt.Chart(named_data("current"))
        .mark_rule(color="black", strokeDash=[2, 3])
        .encode(x=x, tooltip=[alt.Tooltip("n", type="quantitative", title="your n")])
    )
    return compile_chart(alt.layer(lines, current).properties(height=_HEIGHT + 40))


def risk_vs_n_chart(
    n: np.ndarray,
    curves: Mapping[tuple[str, str], np.ndarray],
    current_n: int,
    *,
    y_title: str,
    priors: Sequence[str],
) -> dict[str, Any]:
    """Log-log lines of one frequentist quantity (bias², variance or MSE) against n.

    Parameters
    ----------
    n : ndarray of shape (n_sizes,)
        Sample sizes (x axis, log scale).
    curves : mapping of (estimator key, prior label) -> ndarray of shape (n_sizes,)
        The values; values below 1e-20 (zero up to rounding) and non-finite values
        are left out (a log axis cannot show them: an unbiased estimator has bias² = 0).
    current_n : int
        The n of the histograms (a dotted vertical rule).
    y_title : str
        Axis title (the quantity).
    priors : sequence of str
        Prior labels in legend order: the first is "no prior" (the MLE, solid), the
        second solid, the third dashed.
    """
    n = np.asarray(n, dtype=float)
    cols: dict[str, list[Any]] = {"n": [], "value": [], "estimator": [], "prior": [], "series": []}
    for (key, prior), values in curves.items():
        values = np.asarray(values, dtype=float)
        # Below 1e-20 is rounding noise of an exact zero (an unbiased estimator's bias²).
        keep = np.isfinite(values) & (values > 1e-20)
        count = int(keep.sum())
        cols["n"] += n[keep].tolist()
        cols["value"] += values[keep].tolist()
        cols["estimator"] += [ESTIMATOR_LABELS[key]] * count
        cols["prior"] += [prior] * count
        cols["series"] += [f"{key}|{prior}"] * count
    return with_data(
        _risk_vs_n_spec(y_title, tuple(priors)), curves=cols, current={"n": [int(current_n)]}
    )


# --------------------------------------------------------------------------------------
# Convergence as N grows with a fixed fraction of heads
# --------------------------------------------------------------------------------------


def _n_axis() -> alt.X:
    return alt.X(
        "n",
        type="quantitative",
        title="number of flips N (log scale)",
        scale=alt.Scale(type="log"),
        axis=alt.Axis(format="~s"),
    )


def _current_n_rule() -> alt.Chart:
    """Dotted vertical rule at the student's own N (dataset ``current``, column ``n``)."""
    return (
        alt.Chart(named_data("current"))
        .mark_rule(color="black", strokeDash=[2, 3])
        .encode(x=_n_axis(), tooltip=[alt.Tooltip("n", type="quantitative", title="your N")])
    )


@functools.cache
def _convergence_estimates_spec() -> dict[str, Any]:
    labels = ("MLE", "MAP", "Posterior mean")
    lines = (
        alt.Chart(named_data("path"))
        .mark_line(strokeWidth=2.2)
        .encode(
            x=_n_axis(),
            y=alt.Y("value", type="quantitative", title="estimate θ̂", scale=alt.Scale(zero=False)),
            color=alt.Color("estimator", type="nominal", scale=_estimator_scale(labels), legend=_legend()),
            tooltip=[
                alt.Tooltip("estimator", type="nominal", title="estimator"),
                alt.Tooltip("n", type="quantitative", title="N"),
                alt.Tooltip("value", type="quantitative", title="θ̂", format=".4f"),
            ],
        )
    )
    return compile_chart(alt.layer(lines, _current_n_rule()).properties(height=_HEIGHT))


def convergence_estimates_chart(
    n: np.ndarray, mle: np.ndarray, map_: np.ndarray, mean: np.ndarray, current_n: int
) -> dict[str, Any]:
    """MLE, MAP and posterior mean against N (log x axis) with the fraction of heads fixed.

    Parameters
    ----------
    n : ndarray of shape (n_sizes,)
        Numbers of flips.
    mle, map_, mean : ndarray of shape (n_sizes,)
        The three estimates (NaN values are left out).
    current_n : int
        The student's N (a dotted vertical rule).
    """
    n = np.asarray(n, dtype=float)
    cols: dict[str, list[Any]] = {"n": [], "value": [], "estimator": []}
    for label, values in (("MLE", mle), ("MAP", map_), ("Posterior mean", mean)):
        values = np.asarray(values, dtype=float)
        keep = np.isfinite(values)
        cols["n"] += n[keep].tolist()
        cols["value"] += values[keep].tolist()
        cols["estimator"] += [label] * int(keep.sum())
    return with_data(_convergence_estimates_spec(), path=cols, current={"n": [int(current_n)]})


_SD_EXACT = "posterior sd (exact)"
_SD_APPROX = "√(θ̂(1−θ̂)/N)"


@functools.cache
def _convergence_sd_spec() -> dict[str, Any]:
    series = (_SD_EXACT, _SD_APPROX)
    lines = (
        alt.Chart(named_data("sd"))
        .mark_line(strokeWidth=2.2)
        .encode(
            x=_n_axis(),
            y=alt.Y(
                "value",
                type="quantitative",
                title="posterior sd (log scale)",
                scale=alt.Scale(type="log"),
                axis=alt.Axis(format=".0e"),
            ),
            color=alt.Color(
                "series",
                type="nominal",
                scale=alt.Scale(domain=list(series), range=[ROLE_COLOURS["posterior"], "#999999"]),
                legend=_legend(),
            ),
            strokeDash=alt.StrokeDash(
                "series", type="nominal", scale=alt.Scale(domain=list(series), range=[[1, 0], [6, 4]]), legend=None
            ),
            tooltip=[
                alt.Tooltip("series", type="nominal", title=" "),
                alt.Tooltip("n", type="quantitative", title="N"),
                alt.Tooltip("value", type="quantitative", title="sd", format=".3~g"),
            ],
        )
    )
    return compile_chart(alt.layer(lines, _current_n_rule()).properties(height=_HEIGHT))


def convergence_sd_chart(n: np.ndarray, sd: np.ndarray, sd_approx: np.ndarray, current_n: int) -> dict[str, Any]:
    """Exact posterior sd and its large-N approximation against N (log-log).

    Parameters
    ----------
    n : ndarray of shape (n_sizes,)
        Numbers of flips.
    sd, sd_approx : ndarray of shape (n_sizes,)
        Exact sd and :math:`\\sqrt{\\hat\\theta(1-\\hat\\theta)/N}` (zeros, at θ̂ = 0 or 1,
        are left out of the log axis).
    current_n : int
        The student's N (a dotted vertical rule).
    """
    n = np.asarray(n, dtype=float)
    cols: dict[str, list[Any]] = {"n": [], "value": [], "series": []}
    for label, values in ((_SD_EXACT, sd), (_SD_APPROX, sd_approx)):
        values = np.asarray(values, dtype=float)
        keep = np.isfinite(values) & (values > 0)
        cols["n"] += n[keep].tolist()
        cols["value"] += values[keep].tolist()
        cols["series"] += [label] * int(keep.sum())
    return with_data(_convergence_sd_spec(), sd=cols, current={"n": [int(current_n)]})
