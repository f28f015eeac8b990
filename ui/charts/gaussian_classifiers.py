"""Charts of the Gaussian classifiers page: results in, Vega-Lite specs out.

* :func:`weighted_curves_chart` and :func:`posterior_chart` -- one feature: the curves
  :math:`\\pi_c\\,\\mathcal N(x \\mid \\mu_c, \\sigma_c^2)` over shaded decision regions, and
  the posterior :math:`p(c \\mid x)`, each with the thresholds marked;
* :func:`regions_chart` -- two features: a model's probability of the second class on
  a grid (shading), its probability contours and the decision boundaries of the
  models (segments from ``contour_segments``), the training points and the fitted
  covariance ellipses;
* :func:`learning_curve_chart` -- mean test log-loss against training-set size.

The data tables are language-independent (class and model indices); the words come in
as labels and are written into the spec (``transform_calculate`` maps an index to its
label), so a shape is compiled once per process and language (``functools.cache`` keyed
by the labels) and a rerun only fills the named datasets. Colours follow the roles of
``ui.charts.ROLE_COLOURS``. No streamlit here.
"""

from __future__ import annotations

import functools
import json
from typing import Any, Sequence

import altair as alt
import numpy as np
import pyarrow as pa

from ui.charts import ROLE_COLOURS, compile_chart, named_data, with_data

__all__ = [
    "CLASS_ROLES",
    "MODEL_ROLES",
    "learning_curve_chart",
    "posterior_chart",
    "regions_chart",
    "weighted_curves_chart",
]

#: Colour roles of the classes (index order) and of the models.
CLASS_ROLES = ("class_1", "class_2", "class_3")
MODEL_ROLES = {"naive": "naive_bayes", "shared": "lda", "full": "qda", "logistic": "logistic_regression"}
_CURVE_MODEL_ORDER = ("naive", "shared", "logistic")
# Discriminative dashed, generative solid (Vega strokeDash arrays).
_DASHES = {"naive": [1, 0], "shared": [1, 0], "full": [1, 0], "logistic": [7, 4]}

_CURVES_HEIGHT = 310
_POSTERIOR_HEIGHT = 170
_CURVE_HEIGHT = 340


def _label_of(index_field: str, labels: Sequence[str]) -> str:
    """A Vega expression giving ``labels[datum.<index_field>]`` (labels JSON-quoted)."""
    return f"{json.dumps(list(labels), ensure_ascii=False)}[datum.{index_field}]"


def _colour(field: str, labels: Sequence[str], roles: Sequence[str], *, legend: alt.Legend | None,
            title: str | None = None) -> alt.Color:
    scale = alt.Scale(domain=list(labels), range=[ROLE_COLOURS[r] for r in roles])
    return alt.Color(field, type="nominal", scale=scale, legend=legend, title=title)


def _top_legend(columns: int = 4) -> alt.Legend:
    # Above the plot: on a phone a legend at the side would squeeze the plot.
    return alt.Legend(orient="top", title=None, columns=columns, labelLimit=220, symbolStrokeWidth=3,
                      symbolOpacity=1)


def _table(**columns: Any) -> pa.Table:
    return pa.table({name: np.asarray(values) for name, values in columns.items()})


# --------------------------------------------------------------------------- one feature


def _x(title: str, x_range: tuple[float, float]) -> alt.X:
    return alt.X("x", type="quantitative", title=title, scale=alt.Scale(domain=list(x_range), nice=False))


def _threshold_layers(x: alt.X, with_labels: bool) -> list[alt.Chart]:
    base = alt.Chart(named_data("thresholds"))
    layers = [base.mark_rule(color="#333333", strokeDash=[6, 4], strokeWidth=1.8).encode(x=x)]
    if with_labels:
        # ``row`` is a pixel offset from the top (alternating, so neighbouring labels do not overlap).
        layers.append(base.mark_text(align="left", baseline="top", dx=4, fontSize=12, fontWeight="bold",
                                     color="#333333")
                      .encode(x=x, y=alt.Y("row", type="quantitative", scale=None, axis=None),
                              text=alt.Text("label", type="nominal")))
    return layers


@functools.cache
def _curves_spec(class_labels: tuple[str, ...], x_title: str, y_title: str,
                 x_range: tuple[float, float]) -> dict[str, Any]:
    roles = CLASS_ROLES[: len(class_labels)]
    x = _x(x_title, x_range)
    colour = _colour("class", class_labels, roles, legend=_top_legend())
    # The bands share the lines' colour scale and legend (a layer with legend=None would hide it).
    bands = (alt.Chart(named_data("regions")).transform_calculate(**{"class": _label_of("cls", class_labels)})
             .mark_rect(opacity=0.12)
             .encode(x=x, x2=alt.X2("x2"), color=colour))
    lines = (alt.Chart(named_data("curves")).transform_calculate(**{"class": _label_of("cls", class_labels)})
             .mark_line(strokeWidth=2.5)
             .encode(x=x, y=alt.Y("joint", type="quantitative", title=y_title), color=colour,
                     tooltip=[alt.Tooltip("class", type="nominal"),
                              alt.Tooltip("x", type="quantitative", format=".2f"),
                              alt.Tooltip("joint", type="quantitative", format=".4f", title=y_title)]))
    chart = alt.layer(bands, lines, *_threshold_layers(x, with_labels=True)).properties(height=_CURVES_HEIGHT)
    return compile_chart(chart)


@functools.cache
def _posterior_spec(class_labels: tuple[str, ...], x_title: str, y_title: str,
                    x_range: tuple[float, float]) -> dict[str, Any]:
    roles = CLASS_ROLES[: len(class_labels)]
    x = _x(x_title, x_range)
    lines = (alt.Chart(named_data("curves")).transform_calculate(**{"class": _label_of("cls", class_labels)})
             .mark_line(strokeWidth=2.5)
             .encode(x=x,
                     y=alt.Y("posterior", type="quantitative", title=y_title,
                             scale=alt.Scale(domain=[0, 1]), axis=alt.Axis(values=[0, 0.5, 1])),
                     color=_colour("class", class_labels, roles, legend=None),
                     tooltip=[alt.Tooltip("class", type="nominal"),
                              alt.Tooltip("x", type="quantitative", format=".2f"),
                              alt.Tooltip("posterior", type="quantitative", format=".3f", title=y_title)]))
    chart = alt.layer(lines, *_threshold_layers(x, with_labels=False)).properties(height=_POSTERIOR_HEIGHT)
    return compile_chart(chart)


def _one_feature_data(thresholds: Sequence[float], threshold_labels: Sequence[str], winners: Sequence[int],
                      x_range: tuple[float, float]) -> tuple[pa.Table, pa.Table]:
    return _one_feature_tables(tuple(float(t) for t in thresholds), tuple(str(label) for label in threshold_labels),
                               tuple(int(w) for w in winners), tuple(x_range))


@functools.lru_cache(maxsize=1024)
def _one_feature_tables(thresholds: tuple[float, ...], threshold_labels: tuple[str, ...], winners: tuple[int, ...],
                        x_range: tuple[float, float]) -> tuple[pa.Table, pa.Table]:
    """The thresholds' and regions' tables, built once per setting (a few per slider position)."""
    low, high = x_range
    shown = [(t, label) for t, label in zip(thresholds, threshold_labels) if low <= t <= high]
    marks = _table(x=np.array([t for t, _ in shown], dtype=float),
                   label=np.array([label for _, label in shown], dtype=object).astype(str),
                   row=(4 + np.arange(len(shown)) % 2 * 18).astype(float))
    edges = np.clip(np.concatenate([[low], np.asarray(thresholds, dtype=float), [high]]), low, high)
    regions = _table(x=edges[:-1], x2=edges[1:], cls=np.asarray(winners, dtype=np.int64))
    return marks, regions


def weighted_curves_chart(curves: pa.Table, thresholds: Sequence[float], threshold_labels: Sequence[str],
                          winners: Sequence[int], class_labels: Sequence[str], *, x_title: str, y_title: str,
                          x_range: tuple[float, float]) -> dict[str, Any]:
    """The weighted class densities over the decision regions, thresholds marked.

    Parameters
    ----------
    curves : pyarrow.Table
        Columns ``x``, ``cls`` (class index), ``joint`` (:math:`\\pi_c\\,\\mathcal N`).
    thresholds, threshold_labels : sequences
        Where the winning class changes, and the words written beside each line.
    winners : sequence of int
        The winning class of each region, left to right (``len(thresholds) + 1``).
    class_labels : sequence of str
        Legend words of the classes, in index order.
    """
    marks, regions = _one_feature_data(thresholds, threshold_labels, winners, x_range)
    spec = _curves_spec(tuple(class_labels), x_title, y_title, tuple(x_range))
    return with_data(spec, curves=curves, thresholds=marks, regions=regions)


def posterior_chart(curves: pa.Table, thresholds: Sequence[float], class_labels: Sequence[str], *,
                    x_title: str, y_title: str, x_range: tuple[float, float]) -> dict[str, Any]:
    """The posterior :math:`p(c \\mid x)` of each class (``curves`` column ``posterior``), thresholds marked."""
    marks, _ = _one_feature_data(thresholds, [""] * len(thresholds), [0] * (len(thresholds) + 1), x_range)
    spec = _posterior_spec(tuple(class_labels), x_title, y_title, tuple(x_range))
    return with_data(spec, curves=curves, thresholds=marks)


# --------------------------------------------------------------------------- two features


# Both axes of the two-feature chart share one scale (a circle stays round): the plot area's
# width follows the container, its height is set per data, and the domains are computed in
# the browser from the width Vega knows -- the data extent (x_lo ... y_hi, set per call),
# widened along the axis that has room to spare. ``unit`` is the data units per pixel.
_UNIT = "max((x_hi - x_lo) / width, (y_hi - y_lo) / height)"
_X_DOMAIN = "[(x_lo + x_hi) / 2 - unit * width / 2, (x_lo + x_hi) / 2 + unit * width / 2]"
_Y_DOMAIN = "[(y_lo + y_hi) / 2 - unit * height / 2, (y_lo + y_hi) / 2 + unit * height / 2]"


@functools.cache
def _regions_spec(class_labels: tuple[str, str], model_keys: tuple[str, ...], model_labels: tuple[str, ...],
                  x_title: str, y_title: str, p_title: str, sd_labels: tuple[str, str], shading: bool
                  ) -> dict[str, Any]:
    x = alt.X("x", type="quantitative", title=x_title,
              scale=alt.Scale(domain=alt.ExprRef(_X_DOMAIN), nice=False, zero=False))
    y = alt.Y("y", type="quantitative", title=y_title,
              scale=alt.Scale(domain=alt.ExprRef(_Y_DOMAIN), nice=False, zero=False))
    class_roles = CLASS_ROLES[:2]
    with_class = {"class": _label_of("cls", class_labels)}
    layers = []
    if shading:
        low, high = ROLE_COLOURS[class_roles[0]], ROLE_COLOURS[class_roles[1]]
        layers.append(
            alt.Chart(named_data("cells")).mark_rect(opacity=0.32, strokeWidth=0, clip=True)
            .encode(x=x, x2=alt.X2("x2"), y=y, y2=alt.Y2("y2"),
                    color=alt.Color("p", type="quantitative", title=p_title,
                                    scale=alt.Scale(domain=[0, 0.5, 1], range=[low, "#ffffff", high]),
                                    legend=alt.Legend(orient="bottom", direction="horizontal", gradientLength=160,
                                                      values=[0, 0.25, 0.5, 0.75, 1], format=".2~f",
                                                      titleLimit=300))))
    model_domain = list(model_labels)
    line_colour = alt.Color("model", type="nominal", title=None,
                            scale=alt.Scale(domain=model_domain,
                                            range=[ROLE_COLOURS[MODEL_ROLES[m]] for m in model_keys]),
                            legend=_top_legend(columns=2))
    line_dash = alt.StrokeDash("model", type="nominal", title=None,
                               scale=alt.Scale(domain=model_domain, range=[_DASHES[m] for m in model_keys]),
                               legend=None)
    layers.append(
        alt.Chart(named_data("lines")).transform_calculate(model=_label_of("m", model_labels))
        .mark_rule(strokeCap="round", clip=True)
        .encode(x=x, y=y, x2=alt.X2("x2"), y2=alt.Y2("y2"), color=line_colour, strokeDash=line_dash,
                strokeWidth=alt.StrokeWidth("width", type="quantitative", scale=None)))
    ellipse_colour = _colour("class", class_labels, class_roles, legend=None)
    ellipses = alt.Chart(named_data("ellipses")).transform_calculate(
        group="datum.cls * 10 + datum.n_sd", **with_class)
    layers.append(
        ellipses.mark_line(strokeWidth=1.6, opacity=0.95, clip=True)
        .encode(x=x, y=y, color=ellipse_colour, detail=alt.Detail("group", type="nominal"),
                order=alt.Order("order", type="quantitative"),
                strokeDash=alt.StrokeDash("n_sd", type="nominal", scale=alt.Scale(domain=[1, 2], range=[[1, 0], [5, 3]]),
                                          legend=None)))
    layers.append(
        alt.Chart(named_data("ellipse_tags"))
        .transform_calculate(tag=_label_of("n_sd - 1", sd_labels), **with_class)
        .mark_text(baseline="bottom", dy=-3, fontSize=11, fontWeight="bold", clip=True)
        .encode(x=x, y=y, text=alt.Text("tag", type="nominal"), color=ellipse_colour))
    layers.append(
        alt.Chart(named_data("points")).transform_calculate(**with_class)
        .mark_point(filled=True, size=34, opacity=0.9, stroke="#ffffff", strokeWidth=0.6)
        .encode(x=x, y=y,
                # Below the plot, beside the colour bar: two legends side by side on top would not fit a phone.
                color=_colour("class", class_labels, class_roles,
                              legend=alt.Legend(orient="bottom", direction="vertical", title=None,
                                                symbolOpacity=1, labelLimit=160)),
                shape=alt.Shape("class", type="nominal", scale=alt.Scale(domain=list(class_labels),
                                                                         range=["circle", "triangle-up"]),
                                legend=None),
                tooltip=[alt.Tooltip("class", type="nominal"),
                         alt.Tooltip("x", type="quantitative", format=".2f", title=x_title),
                         alt.Tooltip("y", type="quantitative", format=".2f", title=y_title)]))
    spec = compile_chart(alt.layer(*layers).resolve_scale(color="independent", strokeDash="independent"))
    # The width follows the container; the height is the plot area's own (set per call):
    # legends and axes add to it instead of squeezing it, so the plot keeps its aspect.
    spec["autosize"] = {"type": "fit-x", "contains": "padding"}
    return spec


def regions_chart(
    *,
    cells: pa.Table | None,
    lines: pa.Table,
    points: pa.Table,
    ellipses: pa.Table | None,
    ellipse_tags: pa.Table | None,
    extent: tuple[float, float, float, float],
    plot_height: int,
    class_labels: Sequence[str],
    model_keys: Sequence[str],
    model_labels: Sequence[str],
    x_title: str,
    y_title: str,
    p_title: str,
    sd_labels: Sequence[str],
) -> dict[str, Any]:
    """Two-feature data with a model's probability shading, contours, boundaries and ellipses.

    Both axes are drawn to one scale: the plot area is ``plot_height`` pixels tall and as
    wide as its container, and shows ``extent`` widened along whichever axis has room to
    spare (the browser computes the domains from the plot's width, so a phone and a
    projector both keep a circle round). Marks beyond the plot are clipped.

    Parameters
    ----------
    cells : pyarrow.Table or None
        ``x``, ``x2``, ``y``, ``y2``, ``p`` (probability of the second class); None: no shading.
    lines : pyarrow.Table
        Segments ``x``, ``y``, ``x2``, ``y2``, ``m`` (index of the model in ``model_keys``)
        and ``width`` (pixels).
    points : pyarrow.Table
        ``x``, ``y``, ``cls``.
    ellipses : pyarrow.Table or None
        ``x``, ``y``, ``cls``, ``n_sd`` (1 or 2), ``order``.
    ellipse_tags : pyarrow.Table or None
        ``x``, ``y``, ``cls``, ``n_sd``: where each ellipse's words are written.
    extent : (x_low, x_high, y_low, y_high)
        The part of the plane that must be in view.
    plot_height : int
        Height of the plot area in pixels (legends and axes come on top of it).
    model_keys : sequence of str
        The models the lines belong to (of naive, shared, full, logistic): their colours.
    class_labels, model_labels, sd_labels : sequences of str
        Words of the two classes, of the models (as ``model_keys``) and of the two
        ellipses ("1 sd", "2 sd").
    """
    spec = _regions_spec(tuple(class_labels), tuple(model_keys), tuple(model_labels), x_title, y_title, p_title,
                         tuple(sd_labels), cells is not None)
    empty = _table(x=np.empty(0), y=np.empty(0), cls=np.empty(0, dtype=np.int64),
                   n_sd=np.empty(0, dtype=np.int64), order=np.empty(0, dtype=np.int64))
    datasets = {
        "lines": lines,
        "points": points,
        "ellipses": ellipses if ellipses is not None else empty,
        "ellipse_tags": ellipse_tags if ellipse_tags is not None else empty,
    }
    if cells is not None:
        datasets["cells"] = cells
    out = with_data(spec, **datasets)
    out["height"] = int(plot_height)
    out["params"] = [*({"name": name, "value": float(value)}
                       for name, value in zip(("x_lo", "x_hi", "y_lo", "y_hi"), extent)),
                     {"name": "unit", "expr": _UNIT}]
    return out


# --------------------------------------------------------------------------- learning curves


@functools.cache
def _curve_spec(model_labels: tuple[str, str, str], x_title: str, y_title: str) -> dict[str, Any]:
    colour = _colour("model", model_labels, [MODEL_ROLES[m] for m in _CURVE_MODEL_ORDER],
                     legend=_top_legend(columns=3))
    base = alt.Chart(named_data("curve")).transform_calculate(model=_label_of("k", model_labels))
    x = alt.X("m", type="quantitative", title=x_title, scale=alt.Scale(type="log", nice=False),
              axis=alt.Axis(values=[4, 8, 16, 32, 64, 128, 256, 512, 1024], format="d"))
    y = alt.Y("log_loss", type="quantitative", title=y_title, scale=alt.Scale(type="log", nice=False, zero=False),
              axis=alt.Axis(values=[0.2, 0.3, 0.4, 0.5, 0.6, 0.8, 1, 1.5, 2, 3, 5, 10, 20, 50, 100], format="~g"))
    dash = alt.StrokeDash("model", type="nominal", legend=None,
                          scale=alt.Scale(domain=list(model_labels),
                                          range=[_DASHES[m] for m in _CURVE_MODEL_ORDER]))
    lines = base.mark_line(strokeWidth=2.5).encode(x=x, y=y, color=colour, strokeDash=dash,
                                                   detail=alt.Detail("segment", type="quantitative"))
    points = base.mark_point(filled=True, size=45).encode(
        x=x, y=y, color=colour,
        tooltip=[alt.Tooltip("model", type="nominal"), alt.Tooltip("m", type="quantitative", title=x_title),
                 alt.Tooltip("log_loss", type="quantitative", format=".3f", title=y_title)])
    return compile_chart(alt.layer(lines, points).properties(height=_CURVE_HEIGHT))


def learning_curve_chart(sizes: np.ndarray, log_loss: np.ndarray, complete: np.ndarray,
                         model_labels: Sequence[str], *, x_title: str, y_title: str) -> dict[str, Any]:
    """Mean test log-loss against training-set size, one line per model.

    Only the sizes where a model was fitted on every training set are drawn
    (``complete``): a mean over the training sets that happened to work would flatter it.

    Parameters
    ----------
    sizes : ndarray of shape (n_sizes,)
    log_loss, complete : ndarrays of shape (3, n_sizes)
        Rows: naive Bayes, LDA, logistic regression.
    """
    ks, ms, values, segments = [], [], [], []
    for k in range(3):
        keep = np.flatnonzero(complete[k] & np.isfinite(log_loss[k]))
        ks.append(np.full(keep.size, k))
        ms.append(np.asarray(sizes)[keep])
        values.append(np.asarray(log_loss[k])[keep])
        # A gap (a size left out) starts a new line segment rather than bridging it.
        segments.append(k * 1000 + np.concatenate([[0], np.cumsum(np.diff(keep) > 1)]) if keep.size else keep)
    table = _table(k=np.concatenate(ks).astype(np.int64), m=np.concatenate(ms).astype(float),
                   log_loss=np.concatenate(values), segment=np.concatenate(segments).astype(float))
    return with_data(_curve_spec(tuple(model_labels), x_title, y_title), curve=table)
