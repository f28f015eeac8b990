"""Charts of the number game (MLaPP Figs 3.2-3.4): arrays in, Vega-Lite specs out.

Each chart's shape is compiled once per process and set of labels (``functools.cache``);
a call only fills the named datasets. Every word a chart shows (titles, legends,
tooltips, hypothesis names) comes in as an argument, from the page's words: the labels
of a chart are one small frozen dataclass (:class:`HypothesisLabels`, …), built once per
language. Colours follow language-independent roles (``ROLE_COLOURS``). No streamlit here.
"""

from __future__ import annotations

import functools
import json
from dataclasses import dataclass
from typing import Any, Sequence

import altair as alt
import numpy as np

from ui.charts import PALETTE, ROLE_COLOURS, compile_chart, named_data, role_scale, with_data

__all__ = [
    "LOG_SCALE_SPAN",
    "PANEL_WIDTH",
    "EXTENSIONS_LABEL_LIMIT",
    "HEADING_SIZE",
    "PROJECTOR_EXTENSIONS_LABEL_LIMIT",
    "PROJECTOR_HEADING_SIZE",
    "PROJECTOR_ROW_HEIGHT",
    "ROW_HEIGHT",
    "ConvergenceLabels",
    "ExtensionsLabels",
    "HypothesisLabels",
    "PredictiveLabels",
    "convergence_chart",
    "extensions_chart",
    "hypothesis_chart",
    "needs_log_scale",
    "predictive_chart",
]

#: Show the likelihood on a log axis when its positive values span more than this factor.
LOG_SCALE_SPAN = 1e3

_NUMBERS = list(range(1, 101))
_NUMBER_TICKS = [1, *range(10, 101, 10)]
#: Pixels per row of the hypothesis bars and of the dot matrix. The charts' heights are
#: Vega-Lite steps (``height={"step": ROW_HEIGHT}``): the browser sizes a chart to its
#: rows, so one compiled spec serves every number of rows.
ROW_HEIGHT = 17
#: Rows for projector mode's larger type (16 px labels would touch on 17 px rows).
PROJECTOR_ROW_HEIGHT = 20
#: Type size of the hypothesis chart's panel headings, and in projector mode (the widest heading,
#: "verossimilhança", is 82 px at 12 px and 96 px at 14 px: it still clears its neighbours).
HEADING_SIZE = 12
PROJECTOR_HEADING_SIZE = 14
#: Most pixels the dot matrix's row labels take, and in projector mode ("potências de 2 + {37}
#: (0,0003)" is 230 px at 16 px: 190 cut it to "(0,0…").
EXTENSIONS_LABEL_LIMIT = 190
PROJECTOR_EXTENSIONS_LABEL_LIMIT = 300

#: The three panels of the hypothesis chart, as colour roles (and data fields), left to right.
_PANELS = ("prior", "likelihood", "posterior")
#: Colour roles of the predictive chart's series: Bayes average, MAP plug-in, examples.
_PREDICTIVE_ROLES = ("predictive", "plug_in", "data")
#: Colour roles of the learning curve: the MAP's posterior, the Bayes-vs-plug-in gap.
_CURVE_ROLES = ("posterior", "plug_in")
# Fit the container's width only: the height is the plot's, legends and axes come on top
# (Streamlit's default "fit" squeezes the plot to make room for them).
_AUTOSIZE = alt.AutoSizeParams(type="fit-x", contains="padding")


def _literal(text: str) -> str:
    """``text`` as a Vega expression string literal (a JSON string is one)."""
    return json.dumps(text, ensure_ascii=False)


def _superscript(exponent: str) -> str:
    """A Vega expression: the integer ``exponent`` (an expression, |e| < 1000) in superscript digits."""
    digits = json.dumps(list("⁰¹²³⁴⁵⁶⁷⁸⁹"), ensure_ascii=False)
    a = f"abs({exponent})"
    return (f"(({exponent}) < 0 ? '⁻' : '') + ({a} >= 100 ? {digits}[floor({a} / 100)] : '') + "
            f"({a} >= 10 ? {digits}[floor({a} / 10) % 10] : '') + {digits}[{a} % 10]")


def _scientific_label() -> str:
    """A Vega ``labelExpr`` writing a (positive) tick value as the page writes numbers.

    Like :func:`ui.text.number`: ``0.001`` down to 10⁻⁴, below that ``10⁻⁵`` or
    ``2.5 × 10⁻⁷`` (two significant digits). Decimals come from ``format``, which follows
    the chart's ``config.locale`` (a decimal comma in Portuguese), never "1e-5".
    """
    exponent = "floor(log(datum.value) / LN10 + 1e-9)"
    mantissa = f"datum.value / pow(10, {exponent})"
    small = (f"(abs({mantissa} - 1) < 1e-6 ? '' : format({mantissa}, '.2~r') + ' × ') + '10' + "
             f"{_superscript(exponent)}")
    return f"datum.value <= 0 ? datum.label : {exponent} < -4 ? {small} : format(datum.value, '.2~r')"


@dataclass(frozen=True)
class HypothesisLabels:
    """Words of the prior | likelihood | posterior chart.

    ``panel_lines`` and ``tooltips`` are keyed by role, in the order prior, likelihood,
    posterior: each panel's heading as lines (e.g. ``("prior", "p(h)")``) and the same
    quantity in one line for tooltips.
    """

    panel_lines: tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]
    tooltips: tuple[str, str, str]
    log_scale: str
    hypothesis: str
    size: str
    #: The chart's heading (one line, over the names and the three panels); "" for none.
    title: str = ""


@dataclass(frozen=True)
class PredictiveLabels:
    """Words of the predictive chart: ``series`` for the roles predictive, plug_in, data."""

    series: tuple[str, str, str]
    x: str
    y: str


@dataclass(frozen=True)
class ExtensionsLabels:
    """Words of the dot matrix: the x axis, the examples' row, tooltip titles."""

    x: str
    examples_row: str
    hypothesis: str
    member: str


@dataclass(frozen=True)
class ConvergenceLabels:
    """Words of the learning curve: ``series`` for the roles posterior (MAP) and plug_in (gap)."""

    series: tuple[str, str]
    x: str
    y: str
    n: str
    curve: str
    value: str


# Without words (a notebook, a unit test): the roles' keys and the symbols, no sentence.
_KEY_HYPOTHESES = HypothesisLabels(panel_lines=tuple((role,) for role in _PANELS), tooltips=_PANELS,
                                   log_scale="log", hypothesis="h", size="|h|")
_KEY_PREDICTIVE = PredictiveLabels(series=_PREDICTIVE_ROLES, x="x", y="p")
_KEY_EXTENSIONS = ExtensionsLabels(x="x", examples_row="data", hypothesis="h", member="x")
_KEY_CONVERGENCE = ConvergenceLabels(series=_CURVE_ROLES, x="n", y="p", n="n", curve="role", value="p")


# --------------------------------------------------------------------------------------
# Prior, likelihood, posterior bars (MLaPP Figs 3.2, 3.3)
# --------------------------------------------------------------------------------------


#: Width of each of the three panels in pixels, and the most the hypothesis names beside
#: them may take. Vega-Lite cannot stretch a side-by-side (hconcat) chart to its container,
#: so the sizes are fixed: names (≤ 112 px at the default type, longest "potências de 2 +
#: {37}") + 3 panels + gaps ≈ 350 px, which fits a 390 px phone's column. The limit leaves
#: room for projector mode's larger type (≈ 165 px for that name) rather than cut names
#: into look-alikes ("potências de 2…").
PANEL_WIDTH = 74
_LABEL_WIDTH = 170
_PANEL_GAP = 8


def _panel(index: int, log_scale: bool, labels: HypothesisLabels, row_height: int, heading_size: int) -> alt.Chart:
    role = _PANELS[index]
    base = alt.Chart(named_data("hypotheses"))
    # sort=None keeps the rows in data order (the caller's order); the names are drawn
    # once, left of the first panel (the y scale is shared).
    first = index == 0
    axis = alt.Axis(labelLimit=_LABEL_WIDTH, labelOverlap=False, labelFlush=False, ticks=False, domain=False) if first else None
    y = alt.Y("hypothesis", type="nominal", sort=None, title=None, axis=axis)
    tooltip = [
        alt.Tooltip("hypothesis", type="nominal", title=labels.hypothesis),
        alt.Tooltip("size", type="quantitative", title=labels.size),
        alt.Tooltip(role, type="quantitative", title=labels.tooltips[index], format=".3~g"),
    ]
    # Short lines fit a narrow panel; titles of 2 and 3 lines line up at the bottom.
    lines = [*labels.panel_lines[index], labels.log_scale] if log_scale else list(labels.panel_lines[index])
    heading = alt.TitleParams(lines, fontSize=heading_size, fontWeight="normal", anchor="middle",
                              lineHeight=heading_size + 2, offset=4)
    if log_scale:
        x = alt.X(role, type="quantitative", title=None, scale=alt.Scale(type="log"),
                  axis=alt.Axis(tickCount=2, labelFlush=True, labelOverlap=True, labelExpr=_scientific_label()))
        # A log axis has no zero: bars start one decade below the smallest likelihood,
        # and rows of zero likelihood (they miss an example) have no bar.
        chart = (
            base.transform_filter(f"datum.{role} > 0")
            .transform_joinaggregate(smallest=f"min({role})")
            .transform_calculate(start="pow(10, floor(log(datum.smallest) / LN10) - 1)")
            .mark_bar(color=ROLE_COLOURS[role])
            .encode(x=x, x2=alt.X2("start"), y=y, tooltip=tooltip)
        )
    else:
        x = alt.X(role, type="quantitative", title=None,
                  axis=alt.Axis(format=".2~g", tickCount=2, labelFlush=True, labelOverlap=True))
        chart = base.mark_bar(color=ROLE_COLOURS[role]).encode(x=x, y=y, tooltip=tooltip)
    # One step per row: the same height as n_rows * ROW_HEIGHT (the band's padding lies
    # inside its step), whatever the number of rows.
    return chart.properties(width=PANEL_WIDTH, height=alt.Step(row_height), title=heading)


@functools.cache
def _hypotheses_spec(log_scale: bool, labels: HypothesisLabels, row_height: int, heading_size: int) -> dict[str, Any]:
    panels = [
        _panel(0, False, labels, row_height, heading_size),
        _panel(1, log_scale, labels, row_height, heading_size),
        _panel(2, False, labels, row_height, heading_size),
    ]
    chart = (
        alt.hconcat(*panels, spacing=_PANEL_GAP)
        .resolve_scale(y="shared")
        .properties(autosize=alt.AutoSizeParams(type="pad"))
    )
    if labels.title:
        # Drawn in the chart, not as a Markdown heading above it: one line (a heading beside
        # the controls wrapped to three in Portuguese) and the chart's top rows come higher on
        # a projector. A fixed size: projector mode's 20 px would not fit the chart's width.
        chart = chart.properties(title=alt.TitleParams(labels.title, anchor="start", fontSize=15, offset=10))
    spec = dict(compile_chart(chart))
    spec.pop("width", None)  # fixed panel widths: "container" means nothing to an hconcat
    return spec


def needs_log_scale(likelihood: np.ndarray) -> bool:
    """True if the positive likelihoods span more than ``LOG_SCALE_SPAN`` (draw them on a log axis)."""
    likelihood = np.asarray(likelihood, dtype=float)
    positive = likelihood[likelihood > 0]
    return bool(positive.size) and float(positive.max()) > LOG_SCALE_SPAN * float(positive.min())


def hypothesis_chart(
    names: Sequence[str],
    sizes: np.ndarray,
    prior: np.ndarray,
    likelihood: np.ndarray,
    posterior: np.ndarray,
    *,
    labels: HypothesisLabels = _KEY_HYPOTHESES,
    projector: bool = False,
) -> dict[str, Any]:
    """Prior, likelihood and posterior of the same hypotheses as three bar panels side by side.

    One chart (MLaPP Figs 3.2, 3.3): the hypothesis names are drawn once, left of the
    prior panel, and each row reads across the three panels.

    Parameters
    ----------
    names : sequence of str, length n_rows
        The hypotheses' names in the student's language, in the order to draw them
        (top to bottom); unique.
    sizes : ndarray of int, shape (n_rows,)
        :math:`|h|`, shown in tooltips.
    prior, likelihood, posterior : ndarray of shape (n_rows,)
        :math:`p(h)`, :math:`p(D \\mid h)`, :math:`p(h \\mid D)` of those hypotheses.
    labels : HypothesisLabels
        The chart's words (the page's, in the student's language). Default: the roles'
        keys and symbols, no words.
    projector : bool
        Projector mode's larger type: ``PROJECTOR_ROW_HEIGHT`` px a row (16 px labels would
        touch on ``ROW_HEIGHT``) and panel headings of ``PROJECTOR_HEADING_SIZE``.

    Returns
    -------
    spec : dict
        The likelihood is drawn on a log axis when its positive values span more
        than ``LOG_SCALE_SPAN`` (as after several examples); zero-likelihood rows
        then have no bar. The panels have a fixed width (``PANEL_WIDTH``) that fits
        a phone: show the chart with ``width="content"``. The height is ``ROW_HEIGHT``
        px a row (``PROJECTOR_ROW_HEIGHT`` in projector mode), set in the browser: every number of rows shares one compiled spec.
    """
    likelihood = np.asarray(likelihood, dtype=float)
    log_scale = needs_log_scale(likelihood)
    table = {
        "hypothesis": list(names),
        "size": np.asarray(sizes, dtype=np.int64),
        "prior": np.asarray(prior, dtype=float),
        "likelihood": likelihood,
        "posterior": np.asarray(posterior, dtype=float),
    }
    sizes = (PROJECTOR_ROW_HEIGHT, PROJECTOR_HEADING_SIZE) if projector else (ROW_HEIGHT, HEADING_SIZE)
    return with_data(_hypotheses_spec(log_scale, labels, *sizes), hypotheses=table)


# --------------------------------------------------------------------------------------
# Posterior predictive with the MAP plug-in (MLaPP Fig. 3.4, top)
# --------------------------------------------------------------------------------------


@functools.cache
def _predictive_spec(height: int, labels: PredictiveLabels) -> dict[str, Any]:
    base = alt.Chart(named_data("numbers"))
    x = alt.X(
        "x",
        type="ordinal",
        title=labels.x,
        scale=alt.Scale(domain=_NUMBERS, paddingInner=0.15),
        axis=alt.Axis(values=_NUMBER_TICKS, labelAngle=0),
    )
    words = dict(zip(_PREDICTIVE_ROLES, labels.series))
    # One entry a line: a horizontal legend does not wrap, and three entries overran a phone.
    colour = alt.Color("series", type="nominal", title=None, scale=role_scale(_PREDICTIVE_ROLES, words),
                       legend=alt.Legend(orient="top", direction="vertical"))
    tooltip = [
        alt.Tooltip("x", type="ordinal", title=labels.x),
        alt.Tooltip("bma", type="quantitative", title=words["predictive"], format=".3~f"),
        alt.Tooltip("plug_in", type="quantitative", title=words["plug_in"], format=".0f"),
    ]
    bars = (
        base.transform_calculate(series=_literal(words["predictive"]))
        .mark_bar()
        .encode(
            x=x,
            y=alt.Y("bma", type="quantitative", title=labels.y, scale=alt.Scale(domain=[0, 1.12]),
                    axis=alt.Axis(values=[0, 0.25, 0.5, 0.75, 1], format=".2~f")),
            color=colour,
            tooltip=tooltip,
        )
    )
    plug_in = (
        base.transform_filter("datum.plug_in > 0")
        .transform_calculate(series=_literal(words["plug_in"]))
        .mark_point(shape="square", filled=False, size=30, strokeWidth=1.5)
        .encode(x=x, y=alt.Y("plug_in", type="quantitative"), color=colour, tooltip=tooltip)
    )
    examples = (
        base.transform_filter("datum.example")
        .transform_calculate(series=_literal(words["data"]), top="1.08")
        .mark_point(shape="triangle-down", filled=True, size=40)
        .encode(x=x, y=alt.Y("top", type="quantitative"), color=colour, tooltip=tooltip)
    )
    return compile_chart(alt.layer(bars, plug_in, examples).properties(height=height, autosize=_AUTOSIZE))


def predictive_chart(
    predictive: np.ndarray,
    map_predictive: np.ndarray,
    data: Sequence[int],
    *,
    labels: PredictiveLabels = _KEY_PREDICTIVE,
    height: int = 200,
) -> dict[str, Any]:
    """Bars of :math:`p(\\tilde{x} \\in C \\mid D)` for x = 1..100, MAP plug-in overlaid.

    Parameters
    ----------
    predictive : ndarray of shape (100,)
        Bayes-model-average predictive (MLaPP eq. 3.8).
    map_predictive : ndarray of shape (100,)
        0/1 plug-in predictive of the MAP hypothesis (eq. 3.9): a hollow square at 1
        on each of its members.
    data : sequence of int
        The examples, marked with a triangle above their bar.
    labels : PredictiveLabels
        The chart's words. Default: the roles' keys, no words.
    height : int
        Plot height in pixels.
    """
    example = np.zeros(100, dtype=bool)
    if len(data):
        example[np.asarray(data, dtype=int) - 1] = True
    table = {
        "x": np.arange(1, 101, dtype=np.int64),
        "bma": np.asarray(predictive, dtype=float),
        "plug_in": np.asarray(map_predictive, dtype=float),
        "example": example,
    }
    return with_data(_predictive_spec(int(height), labels), numbers=table)


# --------------------------------------------------------------------------------------
# Extensions of the top hypotheses as a dot matrix (MLaPP Fig. 3.4, bottom)
# --------------------------------------------------------------------------------------


@functools.cache
def _extensions_spec(labels: ExtensionsLabels, row_height: int, label_limit: int) -> dict[str, Any]:
    base = alt.Chart(named_data("members"))
    chart = base.mark_square(size=22).encode(
        x=alt.X(
            "x",
            type="ordinal",
            title=labels.x,
            scale=alt.Scale(domain=_NUMBERS),
            axis=alt.Axis(values=_NUMBER_TICKS, labelAngle=0, grid=False),
        ),
        y=alt.Y("row", type="nominal", sort=None, title=None, axis=alt.Axis(labelLimit=label_limit, labelOverlap=False)),
        # The examples' row in black (role "data"), hypotheses in the posterior's colour.
        color=alt.Color("role", type="nominal", title=None, scale=role_scale(("data", "posterior")), legend=None),
        opacity=alt.Opacity("weight", type="quantitative", title=None,
                            scale=alt.Scale(domain=[0, 1], range=[0.25, 1]), legend=None),
        tooltip=[alt.Tooltip("row", type="nominal", title=labels.hypothesis),
                 alt.Tooltip("x", type="ordinal", title=labels.member)],
    )
    # A point scale's step holds one row (half a step of padding at each end): the plot is
    # ROW_HEIGHT px per row drawn, the examples' row included. Vega-Lite logs "Dropping
    # "fit-y" because spec has discrete height" in the browser console: fit-x is kept.
    return compile_chart(chart.properties(height=alt.Step(row_height), autosize=_AUTOSIZE))


def extensions_chart(
    rows: Sequence[str],
    members: np.ndarray,
    posterior: np.ndarray,
    data: Sequence[int],
    *,
    labels: ExtensionsLabels = _KEY_EXTENSIONS,
    projector: bool = False,
) -> dict[str, Any]:
    """Dot matrix of which numbers each of the top hypotheses contains.

    Parameters
    ----------
    rows : sequence of str, length n_rows
        Row labels of the hypotheses, most probable first (their names, with their
        posterior, in the student's language); unique.
    members : ndarray of bool, shape (n_rows, 100)
        Their membership rows.
    posterior : ndarray of shape (n_rows,)
        :math:`p(h \\mid D)`: the dots' opacity.
    data : sequence of int
        The examples, drawn as a first row in black (labelled ``labels.examples_row``).
    labels : ExtensionsLabels
        The chart's words. Default: keys and symbols, no words.
    projector : bool
        Projector mode's larger type: ``PROJECTOR_ROW_HEIGHT`` px a row (``ROW_HEIGHT``
        otherwise) and row labels up to ``PROJECTOR_EXTENSIONS_LABEL_LIMIT`` px wide.
    """
    members = np.asarray(members, dtype=bool)
    posterior = np.asarray(posterior, dtype=float)
    hits, columns = np.nonzero(members)
    distinct = sorted(set(int(x) for x in data))
    table = {
        "row": [labels.examples_row] * len(distinct) + [rows[r] for r in hits.tolist()],
        "x": np.concatenate([np.asarray(distinct, dtype=np.int64), columns.astype(np.int64) + 1]),
        "role": ["data"] * len(distinct) + ["posterior"] * len(hits),
        "weight": np.concatenate([np.ones(len(distinct)), posterior[hits]]),
    }
    sizes = (PROJECTOR_ROW_HEIGHT, PROJECTOR_EXTENSIONS_LABEL_LIMIT) if projector else (ROW_HEIGHT, EXTENSIONS_LABEL_LIMIT)
    return with_data(_extensions_spec(labels, *sizes), members=table)


# --------------------------------------------------------------------------------------
# Learning curve: the posterior sharpens, Bayes averaging meets the plug-in
# --------------------------------------------------------------------------------------


@functools.cache
def _convergence_spec(labels: ConvergenceLabels) -> dict[str, Any]:
    base = alt.Chart(named_data("curve"))
    colour = alt.Color(
        "series",
        type="nominal",
        title=None,
        scale=role_scale(_CURVE_ROLES, dict(zip(_CURVE_ROLES, labels.series))),
        legend=alt.Legend(orient="top", direction="vertical"),  # one a line: fits a phone in every language
    )
    x = alt.X("n", type="quantitative", title=labels.x, axis=alt.Axis(tickMinStep=1, format="d"))
    lines = base.mark_line(point=True).encode(
        x=x,
        y=alt.Y("value", type="quantitative", title=labels.y, scale=alt.Scale(domain=[0, 1])),
        color=colour,
        tooltip=[
            alt.Tooltip("n", type="quantitative", title=labels.n),
            alt.Tooltip("series", type="nominal", title=labels.curve),
            alt.Tooltip("value", type="quantitative", title=labels.value, format=".3~f"),
        ],
    )
    cursor = alt.Chart(named_data("cursor")).mark_rule(color=PALETTE["grey"], strokeDash=[4, 3]).encode(
        x=alt.X("n", type="quantitative")
    )
    return compile_chart(alt.layer(cursor, lines).properties(height=180, autosize=_AUTOSIZE))


def convergence_chart(
    map_posterior: np.ndarray, predictive_gap: np.ndarray, used: int, *, labels: ConvergenceLabels = _KEY_CONVERGENCE
) -> dict[str, Any]:
    """How the posterior concentrates as examples arrive, n = 0..N.

    Parameters
    ----------
    map_posterior : ndarray of shape (N + 1,)
        :math:`p(\\hat{h}_{MAP} \\mid x_{1..n})`.
    predictive_gap : ndarray of shape (N + 1,)
        Mean over x of :math:`|p_{BMA}(x) - p_{MAP}(x)|` after n examples.
    used : int
        The n currently shown elsewhere on the page (a dashed rule).
    labels : ConvergenceLabels
        The chart's words. Default: the roles' keys, no words.
    """
    map_posterior = np.asarray(map_posterior, dtype=float)
    predictive_gap = np.asarray(predictive_gap, dtype=float)
    n = np.arange(map_posterior.size, dtype=np.int64)
    table = {
        "n": np.concatenate([n, n]),
        "value": np.concatenate([map_posterior, predictive_gap]),
        "series": [labels.series[0]] * n.size + [labels.series[1]] * n.size,
    }
    return with_data(_convergence_spec(labels), curve=table, cursor={"n": np.array([int(used)], dtype=np.int64)})
