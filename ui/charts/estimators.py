"""Charts of the estimators page: risk curves, sampling distributions, MSE against n.

Arrays and core results in, Vega-Lite specs out. Estimators are named by their keys
(``bayeslab.estimators.ESTIMATORS``: mle, map, mean, median), coloured by their roles
(``ROLE_COLOURS``: mle, map, posterior_mean, posterior_median); every word a chart shows
comes from :class:`EstimatorChartLabels`, built once per language from the page's words
(``ui.cached.estimators.chart_labels``). Data tables carry the key (``estimator``) and the
words (``label``). Each chart's shape is compiled once per process and set of labels
(``functools.cache``); a call only fills the named datasets. The posterior density with
its markers and the predictive bars come from :mod:`ui.charts.beta`. No streamlit here.
"""

from __future__ import annotations

import functools
import json
from dataclasses import dataclass
from typing import Any, Mapping, Sequence

import altair as alt
import numpy as np

from ui.charts import PALETTE, ROLE_COLOURS, compile_chart, named_data, with_data

__all__ = [
    "EstimatorChartLabels",
    "KEY_LABELS",
    "convergence_estimates_chart",
    "convergence_sd_chart",
    "risk_chart",
    "risk_vs_n_chart",
    "sampling_chart",
]

#: The colour role of each estimator.
_ROLE = {"mle": "mle", "map": "map", "mean": "posterior_mean", "median": "posterior_median"}
_HEIGHT = 260


def _pairs(words: Mapping[str, str]) -> tuple[tuple[str, str], ...]:
    return tuple((str(k), str(v)) for k, v in words.items())


@dataclass(frozen=True)
class EstimatorChartLabels:
    """Every word of the estimators page's charts, as (key, words) pairs per group.

    ``names``: the estimators (keys of ``ESTIMATORS``); ``risk``, ``sampling``,
    ``risk_vs_n``, ``convergence``: axis, legend and tooltip words of each chart (the
    keys of ``RISK_TITLES``, … in ``ui/text/*/estimators.py``).
    """

    names: tuple[tuple[str, str], ...]
    risk: tuple[tuple[str, str], ...]
    sampling: tuple[tuple[str, str], ...]
    risk_vs_n: tuple[tuple[str, str], ...]
    convergence: tuple[tuple[str, str], ...]

    @classmethod
    def from_words(cls, text: Any) -> "EstimatorChartLabels":
        """From the estimators page's words (``words("estimators")``)."""
        return cls(names=_pairs(text.ESTIMATOR_LABELS), risk=_pairs(text.RISK_TITLES),
                   sampling=_pairs(text.SAMPLING_TITLES), risk_vs_n=_pairs(text.RISK_VS_N_TITLES),
                   convergence=_pairs(text.CONVERGENCE_TITLES))

    def word(self, group: str, key: str) -> str:
        """The words of ``key`` in ``group`` (the key itself when none are given)."""
        return dict(getattr(self, group)).get(key, key)

    def name(self, estimator: str) -> str:
        return self.word("names", estimator)


#: Without words (a notebook, a unit test): every word is its key.
KEY_LABELS = EstimatorChartLabels(names=(), risk=(), sampling=(), risk_vs_n=(), convergence=())


def _estimator_scale(keys: Sequence[str], labels: EstimatorChartLabels) -> alt.Scale:
    return alt.Scale(domain=[labels.name(k) for k in keys], range=[ROLE_COLOURS[_ROLE[k]] for k in keys])


def _theta_axis(title: str) -> alt.X:
    return alt.X(
        "x",
        type="quantitative",
        title=title,
        scale=alt.Scale(domain=[0, 1], nice=False),
        axis=alt.Axis(values=[0, 0.2, 0.4, 0.6, 0.8, 1], format=".1f"),
    )


_SUPERSCRIPT_DIGITS = json.dumps(list("⁰¹²³⁴⁵⁶⁷⁸⁹"), ensure_ascii=False)


def _small_number_labels() -> str:
    """A Vega ``labelExpr`` for a log axis of values in (0, 1]: ticks as the page writes numbers.

    ``ui.text.number`` writes decimals down to 0.0001 and ``10⁻⁵``, ``2.5 × 10⁻⁷`` below
    (never ``1e-5``, whose hyphen reads as a minus). Decimals go through ``format``, which
    follows the chart's ``config.locale``: "0,001" in Portuguese.
    """
    power = "floor(log(datum.value) / LN10 + 1e-9)"
    mantissa = f"datum.value / pow(10, {power})"
    digits = (f"(-{power} >= 10 ? {_SUPERSCRIPT_DIGITS}[floor(-{power} / 10) % 10] : '') + "
              f"{_SUPERSCRIPT_DIGITS}[(-{power}) % 10]")
    scientific = f"(abs({mantissa} - 1) < 1e-6 ? '' : format({mantissa}, '.2~r') + ' × ') + '10⁻' + {digits}"
    # An empty label is a tick the log scale leaves unlabelled (2, 3, … × 10ᵏ on a long axis): kept empty.
    return (f"datum.value <= 0 || datum.label == '' ? datum.label : {power} < -4 ? {scientific} : "
            f"format(datum.value, '.2~r')")


def _legend() -> alt.Legend:
    # Legends on top keep the plot area wide on a phone.
    return alt.Legend(orient="top", title=None, columns=2, labelLimit=220)


def _columns(keys: Sequence[str], labels: EstimatorChartLabels) -> dict[str, list[str]]:
    return {"estimator": list(keys), "label": [labels.name(k) for k in keys]}


# --------------------------------------------------------------------------------------
# Posterior risk r(θ̂) for one loss, with its minimum
# --------------------------------------------------------------------------------------


@functools.cache
def _risk_spec(estimator: str, y_title: str, y_zero: bool, labels: EstimatorChartLabels) -> dict[str, Any]:
    colour = ROLE_COLOURS[_ROLE[estimator]]
    x = _theta_axis(labels.word("risk", "x"))
    curve = (
        alt.Chart(named_data("risk"))
        .mark_line(color=ROLE_COLOURS["posterior"], strokeWidth=2.5)
        .encode(
            x=x,
            y=alt.Y("risk", type="quantitative", title=y_title, scale=alt.Scale(zero=y_zero)),
            tooltip=[
                alt.Tooltip("x", type="quantitative", title=labels.word("risk", "x_short"), format=".3f"),
                alt.Tooltip("risk", type="quantitative", title=labels.word("risk", "risk_short"), format=".4g"),
            ],
        )
    )
    best = alt.Chart(named_data("best"))
    rule = best.mark_rule(color=colour, strokeDash=[6, 4], strokeWidth=2).encode(x=x)
    point = best.mark_point(color=colour, filled=True, size=160, shape="diamond").encode(
        x=x,
        y=alt.Y("risk", type="quantitative"),
        tooltip=[alt.Tooltip("label", type="nominal", title=labels.word("risk", "minimum"))],
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
    y_title: str = "r(θ̂)",
    y_zero: bool = True,
    labels: EstimatorChartLabels = KEY_LABELS,
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
        Text beside the minimum, e.g. "minimum at θ̂ = 0.667".
    y_title : str
        Axis title of r(θ̂).
    y_zero : bool
        Start the y axis at 0. Use False for the 0-1 loss, whose risk stays close to 1
        and whose dip would be invisible on a [0, 1] axis.
    labels : EstimatorChartLabels
        The axis and tooltip words.
    """
    action = np.asarray(action, dtype=float)
    risk = np.asarray(risk, dtype=float)
    lowest = float(risk[np.argmin(np.abs(action - minimiser))])
    return with_data(
        _risk_spec(estimator, str(y_title), y_zero, labels),
        risk={"x": action, "risk": risk},
        best={"x": [float(minimiser)], "risk": [lowest], "label": [str(label)]},
    )


# --------------------------------------------------------------------------------------
# Sampling distributions over repeated experiments (one histogram row per estimator)
# --------------------------------------------------------------------------------------

_N_BINS = 50


@functools.cache
def _sampling_spec(keys: tuple[str, ...], labels: EstimatorChartLabels) -> dict[str, Any]:
    words = [labels.name(k) for k in keys]
    word = functools.partial(labels.word, "sampling")
    x = _theta_axis(word("x"))
    # One row per estimator on a quantitative axis: row i spans [i, i + 0.85].
    y_axis = alt.Axis(
        values=[i + 0.35 for i in range(len(keys))],
        labelExpr=json.dumps(words, ensure_ascii=False) + "[floor(datum.value)]",
        grid=False,
        ticks=False,
        domain=False,
        labelLimit=130,
    )
    y_scale = alt.Scale(domain=[len(keys) - 0.05, -0.05], nice=False, zero=False)
    colour = alt.Color("label", type="nominal", scale=_estimator_scale(keys, labels), legend=None)
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
                alt.Tooltip("label", type="nominal", title=word("estimator")),
                alt.Tooltip("x0", type="quantitative", title=word("from"), format=".2f"),
                alt.Tooltip("x1", type="quantitative", title=word("to"), format=".2f"),
                alt.Tooltip("share", type="quantitative", title=word("share"), format=".1%"),
            ],
        )
    )
    expected = (
        alt.Chart(named_data("expected"))
        .mark_rule(strokeWidth=3, color=PALETTE["black"])
        .encode(
            x=alt.X("x", type="quantitative"),
            y=alt.Y("row_top", type="quantitative"),
            y2=alt.Y2("row_base"),
            tooltip=[
                alt.Tooltip("label", type="nominal", title=word("estimator")),
                alt.Tooltip("x", type="quantitative", title=word("expected"), format=".4f"),
            ],
        )
    )
    truth = (
        alt.Chart(named_data("truth"))
        .mark_rule(color=PALETTE["black"], strokeDash=[4, 3], strokeWidth=1.5)
        .encode(x=x, tooltip=[alt.Tooltip("x", type="quantitative", title=word("truth"), format=".3f")])
    )
    return compile_chart(alt.layer(bars, truth, expected).properties(height=70 * len(keys) + 20))


def sampling_chart(
    samples: Mapping[str, np.ndarray],
    expected: Mapping[str, float],
    theta: float,
    *,
    labels: EstimatorChartLabels = KEY_LABELS,
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
    labels : EstimatorChartLabels
        The estimators' names (row labels) and tooltip words.
    """
    keys = tuple(key for key in _ROLE if key in samples)
    edges = np.linspace(0.0, 1.0, _N_BINS + 1)
    cols: dict[str, list[Any]] = {"estimator": [], "x0": [], "x1": [], "base": [], "top": [], "share": []}
    for row, key in enumerate(keys):
        values = np.asarray(samples[key], dtype=float)
        values = values[np.isfinite(values)]
        counts, _ = np.histogram(values, bins=edges)
        share = counts / max(values.size, 1)
        height = 0.85 * share / max(share.max(), 1e-300)
        keep = counts > 0
        cols["estimator"] += [key] * int(keep.sum())
        cols["x0"] += edges[:-1][keep].tolist()
        cols["x1"] += edges[1:][keep].tolist()
        # Rows grow upwards from row + 0.85 (the scale is reversed so row 0 is on top).
        cols["base"] += [row + 0.85] * int(keep.sum())
        cols["top"] += (row + 0.85 - height[keep]).tolist()
        cols["share"] += share[keep].tolist()
    cols["label"] = [labels.name(k) for k in cols["estimator"]]
    exp_table = {
        **_columns(keys, labels),
        "x": [float(expected[key]) for key in keys],
        "row_top": [row + 0.05 for row in range(len(keys))],
        "row_base": [row + 0.9 for row in range(len(keys))],
    }
    return with_data(_sampling_spec(keys, labels), bins=cols, expected=exp_table, truth={"x": [float(theta)]})


# --------------------------------------------------------------------------------------
# Exact bias², variance or MSE against n, the MLE and two priors
# --------------------------------------------------------------------------------------


@functools.cache
def _risk_vs_n_spec(y_title: str, priors: tuple[str, ...], labels: EstimatorChartLabels) -> dict[str, Any]:
    word = functools.partial(labels.word, "risk_vs_n")
    x = alt.X(
        "n",
        type="quantitative",
        title=word("x"),
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
                axis=alt.Axis(labelExpr=_small_number_labels()),
            ),
            color=alt.Color("label", type="nominal", scale=_estimator_scale(tuple(_ROLE), labels), legend=_legend()),
            strokeDash=alt.StrokeDash(
                "prior_label",
                type="nominal",
                scale=alt.Scale(domain=list(priors), range=[[1, 0], [1, 0], [7, 4]]),
                # Below the plot, one per line: the long prior labels fit a phone.
                legend=alt.Legend(orient="bottom", title=None, columns=1, labelLimit=330, symbolStrokeWidth=2.5),
            ),
            detail=alt.Detail("series", type="nominal"),
            tooltip=[
                alt.Tooltip("label", type="nominal", title=word("estimator")),
                alt.Tooltip("prior_label", type="nominal", title=word("prior")),
                alt.Tooltip("n", type="quantitative", title=word("n")),
                alt.Tooltip("value", type="quantitative", title=y_title, format=".3~g"),
            ],
        )
    )
    current = (
        alt.Chart(named_data("current"))
        .mark_rule(color=PALETTE["black"], strokeDash=[2, 3])
        .encode(x=x, tooltip=[alt.Tooltip("n", type="quantitative", title=word("current"))])
    )
    return compile_chart(alt.layer(lines, current).properties(height=_HEIGHT + 40))


def risk_vs_n_chart(
    n: np.ndarray,
    curves: Mapping[tuple[str, str], np.ndarray],
    current_n: int,
    *,
    y_title: str,
    priors: Mapping[str, str],
    labels: EstimatorChartLabels = KEY_LABELS,
) -> dict[str, Any]:
    """Log-log lines of one frequentist quantity (bias², variance or MSE) against n.

    Parameters
    ----------
    n : ndarray of shape (n_sizes,)
        Sample sizes (x axis, log scale).
    curves : mapping of (estimator key, prior key) -> ndarray of shape (n_sizes,)
        The values. Zeros (an unbiased estimator's bias², exactly 0 from the core)
        and non-finite values are left out: a log axis cannot show them.
    current_n : int
        The n of the histograms (a dotted vertical rule).
    y_title : str
        Axis title (the quantity).
    priors : mapping of prior key -> words
        The priors in legend order: the first is "no prior" (the MLE, solid), the
        second solid, the third dashed.
    labels : EstimatorChartLabels
        The estimators' names and the axis and tooltip words.
    """
    n = np.asarray(n, dtype=float)
    cols: dict[str, list[Any]] = {"n": [], "value": [], "estimator": [], "label": [], "prior": [],
                                  "prior_label": [], "series": []}
    for (key, prior), values in curves.items():
        values = np.asarray(values, dtype=float)
        keep = np.isfinite(values) & (values > 0)
        count = int(keep.sum())
        cols["n"] += n[keep].tolist()
        cols["value"] += values[keep].tolist()
        cols["estimator"] += [key] * count
        cols["label"] += [labels.name(key)] * count
        cols["prior"] += [prior] * count
        cols["prior_label"] += [priors[prior]] * count
        cols["series"] += [f"{key}/{prior}"] * count
    return with_data(
        _risk_vs_n_spec(str(y_title), tuple(str(p) for p in priors.values()), labels),
        curves=cols, current={"n": [int(current_n)]},
    )


# --------------------------------------------------------------------------------------
# Convergence as N grows with a fixed fraction of heads
# --------------------------------------------------------------------------------------


def _n_axis(labels: EstimatorChartLabels) -> alt.X:
    return alt.X(
        "n",
        type="quantitative",
        title=labels.word("convergence", "x"),
        scale=alt.Scale(type="log"),
        axis=alt.Axis(format="~s"),
    )


def _current_n_rule(labels: EstimatorChartLabels) -> alt.Chart:
    """Dotted vertical rule at the student's own N (dataset ``current``, column ``n``)."""
    return (
        alt.Chart(named_data("current"))
        .mark_rule(color=PALETTE["black"], strokeDash=[2, 3])
        .encode(x=_n_axis(labels),
                tooltip=[alt.Tooltip("n", type="quantitative", title=labels.word("convergence", "current"))])
    )


_PATH_ESTIMATORS = ("mle", "map", "mean")


@functools.cache
def _convergence_estimates_spec(labels: EstimatorChartLabels) -> dict[str, Any]:
    word = functools.partial(labels.word, "convergence")
    lines = (
        alt.Chart(named_data("path"))
        .mark_line(strokeWidth=2.2)
        .encode(
            x=_n_axis(labels),
            y=alt.Y("value", type="quantitative", title=word("estimate"), scale=alt.Scale(zero=False)),
            color=alt.Color("label", type="nominal", scale=_estimator_scale(_PATH_ESTIMATORS, labels),
                            legend=_legend()),
            tooltip=[
                alt.Tooltip("label", type="nominal", title=word("estimator")),
                alt.Tooltip("n", type="quantitative", title=word("n")),
                alt.Tooltip("value", type="quantitative", title=word("estimate_short"), format=".4f"),
            ],
        )
    )
    return compile_chart(alt.layer(lines, _current_n_rule(labels)).properties(height=_HEIGHT))


def convergence_estimates_chart(
    n: np.ndarray, mle: np.ndarray, map_: np.ndarray, mean: np.ndarray, current_n: int, *,
    labels: EstimatorChartLabels = KEY_LABELS,
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
    labels : EstimatorChartLabels
        The estimators' names and the axis and tooltip words.
    """
    n = np.asarray(n, dtype=float)
    cols: dict[str, list[Any]] = {"n": [], "value": [], "estimator": []}
    for key, values in zip(_PATH_ESTIMATORS, (mle, map_, mean)):
        values = np.asarray(values, dtype=float)
        keep = np.isfinite(values)
        cols["n"] += n[keep].tolist()
        cols["value"] += values[keep].tolist()
        cols["estimator"] += [key] * int(keep.sum())
    cols["label"] = [labels.name(k) for k in cols["estimator"]]
    return with_data(_convergence_estimates_spec(labels), path=cols, current={"n": [int(current_n)]})


_SD_SERIES = ("sd_exact", "sd_approx")


@functools.cache
def _convergence_sd_spec(labels: EstimatorChartLabels) -> dict[str, Any]:
    word = functools.partial(labels.word, "convergence")
    domain = [word(key) for key in _SD_SERIES]
    lines = (
        alt.Chart(named_data("sd"))
        .mark_line(strokeWidth=2.2)
        .encode(
            x=_n_axis(labels),
            y=alt.Y(
                "value",
                type="quantitative",
                title=word("sd_axis"),
                scale=alt.Scale(type="log"),
                axis=alt.Axis(labelExpr=_small_number_labels()),
            ),
            color=alt.Color(
                "label",
                type="nominal",
                scale=alt.Scale(domain=domain, range=[ROLE_COLOURS["posterior"], PALETTE["grey"]]),
                legend=_legend(),
            ),
            strokeDash=alt.StrokeDash(
                "label", type="nominal", scale=alt.Scale(domain=domain, range=[[1, 0], [6, 4]]), legend=None
            ),
            tooltip=[
                alt.Tooltip("label", type="nominal", title=word("curve")),
                alt.Tooltip("n", type="quantitative", title=word("n")),
                alt.Tooltip("value", type="quantitative", title=word("sd_short"), format=".3~g"),
            ],
        )
    )
    return compile_chart(alt.layer(lines, _current_n_rule(labels)).properties(height=_HEIGHT))


def convergence_sd_chart(n: np.ndarray, sd: np.ndarray, sd_approx: np.ndarray, current_n: int, *,
                         labels: EstimatorChartLabels = KEY_LABELS) -> dict[str, Any]:
    """Exact posterior sd and its large-N approximation against N (log-log).

    Parameters
    ----------
    n : ndarray of shape (n_sizes,)
        Numbers of flips.
    sd, sd_approx : ndarray of shape (n_sizes,)
        Exact sd and :math:`\\sqrt{\\hat\\theta(1-\\hat\\theta)/N}` (zeros, at θ̂ = 0 or 1,
        are left out of the log axis). Series keys ``sd_exact`` and ``sd_approx``.
    current_n : int
        The student's N (a dotted vertical rule).
    labels : EstimatorChartLabels
        The axis, legend and tooltip words.
    """
    n = np.asarray(n, dtype=float)
    cols: dict[str, list[Any]] = {"n": [], "value": [], "series": []}
    for key, values in zip(_SD_SERIES, (sd, sd_approx)):
        values = np.asarray(values, dtype=float)
        keep = np.isfinite(values) & (values > 0)
        cols["n"] += n[keep].tolist()
        cols["value"] += values[keep].tolist()
        cols["series"] += [key] * int(keep.sum())
    cols["label"] = [labels.word("convergence", k) for k in cols["series"]]
    return with_data(_convergence_sd_spec(labels), sd=cols, current={"n": [int(current_n)]})
