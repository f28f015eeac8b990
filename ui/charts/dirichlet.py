"""Charts of the Dirichlet-multinomial page: arrays in, Vega-Lite specs out.

* :func:`sides_chart` — per side: prior mean, posterior mean, MAP, MLE (and the true θ),
  with each side's equal-tailed credible interval;
* :func:`counts_chart` — the prior's pseudo-counts stacked under the real counts;
* :func:`simplex_chart` — a density over the triangle of a three-sided die (ternary
  coordinates), coloured on a log scale, with points marked;
* :func:`evidence_chart` — log p(D | α₀ m) against the strength α₀;
* :func:`pair_chart` — two probabilities per word side by side (predictive vs plug-in,
  DCM vs multinomial).

Every chart's shape is compiled once per process and per set of words
(``functools.cache`` keyed by the label strings); a call only fills the named datasets.
Titles, legends and tooltips come from the page's words. No streamlit here.
"""

from __future__ import annotations

import functools
from typing import Any, Mapping, Sequence

import altair as alt
import numpy as np
import pyarrow as pa
import pyarrow.compute as pc

from bayeslab.dirichlet import TRIANGLE_HEIGHT, TernaryGrid
from ui.charts import ROLE_COLOURS, compile_chart, named_data, role_scale, with_data

__all__ = [
    "FLOOR",
    "SIDE_ROLES",
    "counts_chart",
    "evidence_chart",
    "pair_chart",
    "sides_chart",
    "simplex_chart",
    "simplex_table",
]

#: Estimate roles of the per-side chart, in the order of their slots within a side.
SIDE_ROLES = ("prior_mean", "mle", "map", "posterior_mean", "true_theta")
#: Marker shapes per role (the colour comes from ``ROLE_COLOURS``).
_SHAPES = {
    "prior_mean": "circle",
    "posterior_mean": "circle",
    "map": "diamond",
    "mle": "cross",
    "true_theta": "triangle-up",
}
#: Smallest relative density the simplex colours (a log scale needs a bottom): 10⁻⁴. Four
#: decades keep a concentrated posterior's falling edges visible and still show how far
#: below its corner spikes the middle of a sparse prior lies.
FLOOR = 1e-4
#: The colour scale spans at least this many decades (a flat density is all at its top).
_MIN_DECADES = 1
#: The darkest colour of the "blues" scheme: the top of the density scale.
_TOP_COLOUR = "#08306b"
#: The side of the triangle where θ_k = 0 (opposite vertex k), as its two ends.
_SIDES = (((1.0, 0.0), (0.5, TRIANGLE_HEIGHT)), ((0.0, 0.0), (0.5, TRIANGLE_HEIGHT)), ((0.0, 0.0), (1.0, 0.0)))

_SIDES_HEIGHT = 230
_COUNTS_HEIGHT = 140
_PAIR_HEIGHT = 230
_EVIDENCE_HEIGHT = 250
_SIMPLEX_HEIGHT = 280
# Room around the unit triangle for the vertex labels, in triangle units.
_MARGIN = 0.09
# Fit the container's width only: the height is the plot's, and legends and axes come on
# top of it (Streamlit's default "fit" squeezes the plot to make room for them).
_AUTOSIZE = alt.AutoSizeParams(type="fit-x", contains="padding")


def _legend(columns: int = 3) -> alt.Legend:
    # Below the plot: on a phone a legend on the right would squeeze it.
    # No symbol outline: the marks' white outline would hide a cross in the legend.
    return alt.Legend(orient="bottom", title=None, columns=columns, labelLimit=240, symbolSize=90,
                      symbolStrokeWidth=0)


def _labelled(role_labels: tuple[tuple[str, str], ...]) -> tuple[list[str], dict[str, str]]:
    roles = [role for role, _ in role_labels]
    return roles, dict(role_labels)


def _shape_scale(roles: Sequence[str], labels: Mapping[str, str]) -> alt.Scale:
    return alt.Scale(domain=[labels[r] for r in roles], range=[_SHAPES.get(r, "circle") for r in roles])


# --------------------------------------------------------------------------- per side
@functools.cache
def _sides_spec(role_labels: tuple[tuple[str, str], ...], slots: tuple[str, ...], x_title: str, y_title: str,
                value_title: str) -> dict[str, Any]:
    roles, labels = _labelled(role_labels)
    domain = list(slots)
    # One dataset for both layers (each dataset costs an Arrow serialisation per rerun):
    # rows with an upper end are the intervals, the others the point estimates.
    base = alt.Chart(named_data("sides"))
    x = alt.X("side", type="ordinal", title=x_title, sort=None, axis=alt.Axis(labelAngle=0))
    y = alt.Y("value", type="quantitative", title=y_title, scale=alt.Scale(domain=[0, 1], nice=False),
              axis=alt.Axis(format=".1~f", tickCount=5))
    slot = alt.XOffset("slot", type="nominal", scale=alt.Scale(domain=domain, paddingOuter=0.3))
    interval = (
        base.transform_filter("isValid(datum.upper)")
        .mark_rule(strokeWidth=5, opacity=0.35, color=ROLE_COLOURS["credible_region"])
        .encode(x=x, xOffset=slot, y=y, y2=alt.Y2("upper"),
                tooltip=[alt.Tooltip("side", type="ordinal", title=x_title),
                         alt.Tooltip("value", type="quantitative", title="↓", format=".4~f"),
                         alt.Tooltip("upper", type="quantitative", title="↑", format=".4~f")])
    )
    points = (
        base.transform_filter("!isValid(datum.upper)")
        .mark_point(filled=True, size=85, opacity=1, stroke="white", strokeWidth=0.8)
        .encode(
            x=x, xOffset=slot, y=y,
            color=alt.Color("label", type="nominal", scale=role_scale(roles, labels), legend=_legend()),
            shape=alt.Shape("label", type="nominal", scale=_shape_scale(roles, labels), legend=_legend()),
            tooltip=[alt.Tooltip("label", type="nominal", title=" "),
                     alt.Tooltip("side", type="ordinal", title=x_title),
                     alt.Tooltip("value", type="quantitative", title=value_title, format=".4~f")],
        )
    )
    return compile_chart(alt.layer(interval, points).properties(height=_SIDES_HEIGHT, autosize=_AUTOSIZE))


def sides_chart(
    lower: np.ndarray,
    upper: np.ndarray,
    estimates: Mapping[str, np.ndarray],
    *,
    labels: Mapping[str, str],
    x_title: str,
    y_title: str,
    value_title: str,
) -> dict[str, Any]:
    """Point estimates of every θ_k with its credible interval, side by side.

    Parameters
    ----------
    lower, upper : ndarray of shape (K,)
        Each side's equal-tailed interval (drawn as a bar behind the posterior mean).
    estimates : mapping role -> ndarray of shape (K,)
        Roles from :data:`SIDE_ROLES` (``prior_mean``, ``posterior_mean``, ``map``,
        ``mle``, ``true_theta``); leave out the ones that do not exist (no MLE before
        data, no unique MAP). The posterior mean may be left out too (while a guess of
        it is asked first): its slot stays, and the interval bars stand in it.
    labels : mapping role -> str
        Legend words for every role of ``estimates``.
    x_title, y_title, value_title : str
        Axis and tooltip titles.
    """
    roles = tuple(r for r in SIDE_ROLES if r in estimates)
    role_labels = tuple((r, str(labels[r])) for r in roles)
    slots = tuple(str(labels[r]) for r in SIDE_ROLES if r in estimates or r == "posterior_mean")
    k = len(lower)
    sides = [str(i + 1) for i in range(k)]
    mean_label = str(labels["posterior_mean"])
    point_labels = [str(labels[role]) for role in roles for _ in range(k)]
    table = {
        "side": sides * len(roles) + sides,
        "label": point_labels + [mean_label] * k,
        "slot": point_labels + [mean_label] * k,
        "value": np.concatenate([*(np.asarray(estimates[r], dtype=float) for r in roles),
                                 np.asarray(lower, dtype=float)]),
        "upper": np.concatenate([np.full(k * len(roles), np.nan), np.asarray(upper, dtype=float)]),
    }
    spec = _sides_spec(role_labels, slots, str(x_title), str(y_title), str(value_title))
    return with_data(spec, sides=table)


# --------------------------------------------------------------------------- pseudo-counts
@functools.cache
def _counts_spec(prior_label: str, data_label: str, x_title: str, y_title: str) -> dict[str, Any]:
    labels = {"prior": prior_label, "data": data_label}
    chart = (
        alt.Chart(named_data("counts"))
        .mark_bar()
        .encode(
            x=alt.X("side", type="ordinal", title=x_title, sort=None, axis=alt.Axis(labelAngle=0)),
            y=alt.Y("value", type="quantitative", title=y_title, stack="zero"),
            color=alt.Color("label", type="nominal", scale=role_scale(("prior", "data"), labels),
                            legend=_legend(2)),
            order=alt.Order("order", type="quantitative"),
            tooltip=[alt.Tooltip("label", type="nominal", title=" "),
                     alt.Tooltip("side", type="ordinal", title=x_title),
                     alt.Tooltip("value", type="quantitative", title=y_title, format=".4~g")],
        )
        .properties(height=_COUNTS_HEIGHT, autosize=_AUTOSIZE)
    )
    return compile_chart(chart)


def counts_chart(alpha: np.ndarray, counts: np.ndarray, *, prior_label: str, data_label: str,
                 x_title: str, y_title: str) -> dict[str, Any]:
    """Each side's posterior parameter α_k + N_k as a bar: pseudo-counts below, real counts on top."""
    alpha = np.asarray(alpha, dtype=float)
    counts = np.asarray(counts, dtype=float)
    k = alpha.size
    sides = [str(i + 1) for i in range(k)]
    table = {
        "side": sides * 2,
        "label": [str(prior_label)] * k + [str(data_label)] * k,
        "value": np.concatenate([alpha, counts]),
        "order": np.repeat([0, 1], k),
    }
    return with_data(_counts_spec(str(prior_label), str(data_label), str(x_title), str(y_title)), counts=table)


# --------------------------------------------------------------------------- the simplex
def _fit_domain(centre: float, span: str) -> dict[str, Any]:
    return {"domainMin": alt.ExprRef(expr=f"{centre} - ({span}) / 2"),
            "domainMax": alt.ExprRef(expr=f"{centre} + ({span}) / 2")}


@functools.cache
def _simplex_spec(marker_roles: tuple[tuple[str, str], ...], legend_title: str, density_title: str,
                  theta_titles: tuple[str, str, str], corner_labels: tuple[str, str, str],
                  spacing: float) -> dict[str, Any]:
    roles, labels = _labelled(marker_roles)
    # One unit of θ-space is the same number of pixels across and up, whatever the chart's
    # width: the triangle keeps its shape on a phone and on a projector. Both scales are
    # fitted in the browser from the chart's size (the Vega signals width and height).
    x_span, y_span = 1 + 2 * _MARGIN, TRIANGLE_HEIGHT + 2 * _MARGIN
    unit = f"min(width / {x_span}, height / {y_span})"
    x_scale = alt.Scale(nice=False, zero=False, **_fit_domain(0.5, f"width / ({unit})"))
    y_scale = alt.Scale(nice=False, zero=False, **_fit_domain(TRIANGLE_HEIGHT / 2, f"height / ({unit})"))
    x = alt.X("x0", type="quantitative", scale=x_scale, axis=None)
    y = alt.Y("y0", type="quantitative", scale=y_scale, axis=None)
    # Bricks: the lattice's rows are offset by half a point, so rectangles one step wide and
    # one row high tile the triangle. Drawn half as large again, overlapping their neighbours:
    # rows under two pixels high would otherwise show anti-aliasing seams as stripes.
    half_width, half_height = 0.75 * spacing, 0.75 * spacing * TRIANGLE_HEIGHT
    t1, t2, t3 = theta_titles
    grid = (
        alt.Chart(named_data("grid"))
        .transform_filter("isFinite(datum.rel)")
        .transform_calculate(x0=f"datum.x - {half_width}", x1=f"datum.x + {half_width}",
                             y0=f"datum.y - {half_height}", y1=f"datum.y + {half_height}")
        .transform_calculate(t3=f"datum.y / {TRIANGLE_HEIGHT}")
        .transform_calculate(t2="datum.x - datum.t3 / 2")
        .transform_calculate(t1="1 - datum.t2 - datum.t3", density="exp(datum.ld)")
        .mark_rect(strokeWidth=0)
        .encode(
            x=x, x2=alt.X2("x1"), y=y, y2=alt.Y2("y1"),
            # Fill, not colour: the markers' colour-and-shape legend stays one legend.
            fill=alt.Fill(
                "rel", type="quantitative",
                # From the smallest value drawn (at least FLOOR) to 1: the whole colour range serves the
                # density actually shown, so the edges and corners of a sparse prior stand out.
                scale=alt.Scale(type="log", domainMin=alt.ExprRef(expr="low"), domainMax=1, scheme="blues",
                                clamp=True),
                legend=alt.Legend(orient="top", direction="horizontal", title=legend_title, format="~g",
                                  gradientLength=190, titleLimit=320, labelOverlap=True),
            ),
            tooltip=[alt.Tooltip("t1", type="quantitative", title=t1, format=".3f"),
                     alt.Tooltip("t2", type="quantitative", title=t2, format=".3f"),
                     alt.Tooltip("t3", type="quantitative", title=t3, format=".3f"),
                     alt.Tooltip("density", type="quantitative", title=density_title, format=".4~g")],
        )
    )
    outline = (
        alt.Chart(named_data("outline"))
        .mark_line(color="#555555", strokeWidth=1)
        .encode(x=alt.X("x", type="quantitative", scale=x_scale, axis=None),
                y=alt.Y("y", type="quantitative", scale=y_scale, axis=None),
                order=alt.Order("order", type="quantitative"))
    )
    # A side toward which the density grows without bound (some α_k < 1): drawn thick, in the
    # colour of the top of the scale.
    unbounded = (
        alt.Chart(named_data("unbounded"))
        .mark_line(color=_TOP_COLOUR, strokeWidth=4, strokeCap="round")
        .encode(x=alt.X("x", type="quantitative", scale=x_scale, axis=None),
                y=alt.Y("y", type="quantitative", scale=y_scale, axis=None),
                detail=alt.Detail("side", type="nominal"))
    )
    corners = (
        alt.Chart(named_data("corners"))
        .mark_text(fontSize=13, fontWeight="bold")
        .encode(x=alt.X("x", type="quantitative", scale=x_scale, axis=None),
                y=alt.Y("y", type="quantitative", scale=y_scale, axis=None),
                text=alt.Text("text", type="nominal"))
    )
    layers = [grid, outline, unbounded, corners]
    if roles:
        layers.append(
            alt.Chart(named_data("markers"))
            .mark_point(filled=True, size=110, opacity=1, stroke="white", strokeWidth=1.2)
            .encode(
                x=alt.X("x", type="quantitative", scale=x_scale, axis=None),
                y=alt.Y("y", type="quantitative", scale=y_scale, axis=None),
                color=alt.Color("label", type="nominal", scale=role_scale(roles, labels), legend=_legend(3)),
                shape=alt.Shape("label", type="nominal", scale=_shape_scale(roles, labels), legend=_legend(3)),
                tooltip=[alt.Tooltip("label", type="nominal", title=" "),
                         alt.Tooltip("t1", type="quantitative", title=t1, format=".3f"),
                         alt.Tooltip("t2", type="quantitative", title=t2, format=".3f"),
                         alt.Tooltip("t3", type="quantitative", title=t3, format=".3f")],
            )
        )
    chart = (alt.layer(*layers).add_params(alt.param(name="low", value=FLOOR))
             .properties(height=_SIMPLEX_HEIGHT, autosize=_AUTOSIZE).configure_view(strokeWidth=0))
    spec = compile_chart(chart)
    # The outline and the corner labels never change: inline values in the compiled spec, so
    # a rerun sends one Arrow table (the grid) and no others.
    inline = {"outline": _OUTLINE, "corners": _corners(corner_labels)}
    spec["layer"] = [{**layer, "data": {"values": inline[layer["data"]["name"]]}}
                     if layer.get("data", {}).get("name") in inline else layer for layer in spec["layer"]]
    return spec


_OUTLINE = [{"x": x, "y": y, "order": i}
            for i, (x, y) in enumerate([(0.0, 0.0), (1.0, 0.0), (0.5, TRIANGLE_HEIGHT), (0.0, 0.0)])]


def _corners(corner_labels: tuple[str, str, str]) -> list[dict[str, Any]]:
    # Below the two bottom vertices, above the top one.
    places = [(0.0, -0.055), (1.0, -0.055), (0.5, TRIANGLE_HEIGHT + 0.05)]
    return [{"x": x, "y": y, "text": label} for (x, y), label in zip(places, corner_labels)]


def simplex_table(grid: TernaryGrid, log_density: np.ndarray, relative: np.ndarray) -> pa.Table:
    """The grid's dataset for :func:`simplex_chart` (build it once per density and keep it).

    Parameters
    ----------
    grid : TernaryGrid
        The lattice (:func:`bayeslab.dirichlet.ternary_grid`).
    log_density : ndarray of shape (n_points,)
        Log density at the grid's points (tooltips).
    relative : ndarray of shape (n_points,)
        :func:`bayeslab.dirichlet.relative_density` of it (colour, log scale from
        :data:`FLOOR` to 1); ``nan`` points are left out.
    """
    return pa.table({
        "x": pa.array(grid.x, pa.float32()),
        "y": pa.array(grid.y, pa.float32()),
        "rel": pa.array(np.asarray(relative, dtype=np.float32)),
        "ld": pa.array(np.asarray(log_density, dtype=np.float32)),
    })


def simplex_chart(
    table: pa.Table,
    spacing: float,
    markers: Mapping[str, np.ndarray],
    unbounded: Sequence[int] = (),
    *,
    title: str,
    labels: Mapping[str, str],
    legend_title: str,
    density_title: str,
    theta_titles: Sequence[str],
    corner_labels: Sequence[str],
) -> dict[str, Any]:
    """A density of a three-sided die's θ over the triangle, log colour, points marked.

    Parameters
    ----------
    table : pyarrow.Table
        :func:`simplex_table` of the density.
    spacing : float
        The grid's lattice step (``TernaryGrid.spacing``).
    markers : mapping role -> ndarray of shape (3,)
        Points to mark (roles of ``ROLE_COLOURS``), in the order of the legend.
    unbounded : sequence of int
        The outcomes k whose side θ_k = 0 the density grows without bound toward
        (:attr:`bayeslab.dirichlet.Dirichlet.unbounded_faces`): drawn thick.
    title : str
        Above the triangle (plain text; it is not part of the compiled shape).
    labels : mapping role -> str
        Legend words of the markers' roles.
    legend_title, density_title : str
        Colour legend and tooltip titles.
    theta_titles : three str
        Tooltip titles of θ₁, θ₂, θ₃.
    corner_labels : three str
        Text at the vertices of outcomes 1, 2, 3.

    Notes
    -----
    The chart fills its container's width and keeps the triangle equilateral (both
    scales are fitted in the browser from the chart's size).
    """
    roles = tuple(markers)
    role_labels = tuple((r, str(labels[r])) for r in roles)
    spec = _simplex_spec(role_labels, str(legend_title), str(density_title),
                         tuple(str(t) for t in theta_titles), tuple(str(c) for c in corner_labels),
                         float(spacing))
    out = with_data(spec, grid=table)
    # Top-level keys of the copy (the compiled spec is shared and stays untouched): the bottom of
    # the colour scale, the title, and the few marked points and thick sides as inline values of
    # their layers rather than more tables.
    smallest = pc.min(table["rel"]).as_py()
    low = min(max(smallest if smallest is not None else FLOOR, FLOOR), 10.0 ** -_MIN_DECADES)
    out["params"] = [{**param, "value": low} if param.get("name") == "low" else param for param in spec["params"]]
    out["title"] = {"text": str(title), "anchor": "start", "fontSize": 15, "fontWeight": "normal", "offset": 6}
    rows = []
    for role in roles:
        t1, t2, t3 = (float(v) for v in markers[role])
        rows.append({"x": t2 + 0.5 * t3, "y": TRIANGLE_HEIGHT * t3, "t1": t1, "t2": t2, "t3": t3,
                     "label": str(labels[role])})
    sides = [{"x": x, "y": y, "side": int(k)} for k in unbounded for x, y in _SIDES[int(k)]]
    inline = {"markers": rows, "unbounded": sides}
    out["layer"] = [{**layer, "data": {"values": inline[layer["data"]["name"]]}}
                    if layer.get("data", {}).get("name") in inline else layer for layer in spec["layer"]]
    return out


# --------------------------------------------------------------------------- evidence
@functools.cache
def _evidence_spec(point_roles: tuple[tuple[str, str], ...], curve_label: str, x_title: str,
                   y_title: str) -> dict[str, Any]:
    roles, labels = _labelled((("evidence", curve_label), *point_roles))
    colour = alt.Color("label", type="nominal", scale=role_scale(roles, labels), legend=_legend(2))
    x = alt.X("strength", type="quantitative", title=x_title, scale=alt.Scale(type="log"),
              axis=alt.Axis(format="~g", labelOverlap=True))
    y = alt.Y("log_evidence", type="quantitative", title=y_title, scale=alt.Scale(zero=False))
    tooltip = [alt.Tooltip("label", type="nominal", title=" "),
               alt.Tooltip("strength", type="quantitative", title=x_title, format=".4~g"),
               alt.Tooltip("log_evidence", type="quantitative", title=y_title, format=".4~f")]
    curve = alt.Chart(named_data("curve")).mark_line(strokeWidth=2.5).encode(x=x, y=y, color=colour,
                                                                                tooltip=tooltip)
    layers = [curve]
    if point_roles:
        layers.append(alt.Chart(named_data("points")).mark_point(filled=True, size=110, opacity=1)
                      .encode(x=x, y=y, color=colour, tooltip=tooltip))
    return compile_chart(alt.layer(*layers).properties(height=_EVIDENCE_HEIGHT, autosize=_AUTOSIZE))


def evidence_chart(strengths: np.ndarray, log_evidence: np.ndarray, points: Mapping[str, tuple[float, float]],
                   *, labels: Mapping[str, str], x_title: str, y_title: str) -> dict[str, Any]:
    """The log evidence against the prior's strength α₀ (log axis), with points marked.

    ``points``: role -> (α₀, log evidence), e.g. ``evidence_max`` (the maximiser) and
    ``prior`` (the page's current strength); ``labels`` holds words for ``evidence``
    and for every role of ``points``.
    """
    roles = tuple(points)
    role_labels = tuple((r, str(labels[r])) for r in roles)
    curve_label = str(labels["evidence"])
    spec = _evidence_spec(role_labels, curve_label, str(x_title), str(y_title))
    curve = {"strength": np.asarray(strengths, dtype=float), "log_evidence": np.asarray(log_evidence, dtype=float),
             "label": [curve_label] * len(strengths)}
    marks = {"strength": [float(points[r][0]) for r in roles], "log_evidence": [float(points[r][1]) for r in roles],
             "label": [str(labels[r]) for r in roles]}
    return with_data(spec, curve=curve, points=marks)


# --------------------------------------------------------------------------- two values per word
@functools.cache
def _pair_spec(role_labels: tuple[tuple[str, str], ...], x_title: str, y_title: str) -> dict[str, Any]:
    roles, labels = _labelled(role_labels)
    domain = [labels[r] for r in roles]
    chart = (
        alt.Chart(named_data("pairs"))
        .mark_bar()
        .encode(
            x=alt.X("word", type="nominal", title=x_title, sort=None, axis=alt.Axis(labelAngle=-60, labelOverlap=False)),
            xOffset=alt.XOffset("label", type="nominal", scale=alt.Scale(domain=domain)),
            y=alt.Y("value", type="quantitative", title=y_title),
            color=alt.Color("label", type="nominal", scale=role_scale(roles, labels), legend=_legend(1)),
            tooltip=[alt.Tooltip("word", type="nominal", title=x_title),
                     alt.Tooltip("label", type="nominal", title=" "),
                     alt.Tooltip("value", type="quantitative", title=y_title, format=".4~f")],
        )
        .properties(height=_PAIR_HEIGHT, autosize=_AUTOSIZE)
    )
    return compile_chart(chart)


def pair_chart(words: Sequence[str], values: Mapping[str, np.ndarray], *, labels: Mapping[str, str],
               x_title: str, y_title: str) -> dict[str, Any]:
    """Two (or more) probabilities per word as grouped bars, in the vocabulary's order.

    ``values``: role -> ndarray of shape (K,) (e.g. ``predictive`` and ``plug_in``);
    ``labels``: legend words per role.
    """
    roles = tuple(values)
    role_labels = tuple((r, str(labels[r])) for r in roles)
    k = len(words)
    table = {
        "word": [str(w) for w in words] * len(roles),
        "label": [str(labels[r]) for r in roles for _ in range(k)],
        "value": np.concatenate([np.asarray(values[r], dtype=float) for r in roles]),
    }
    return with_data(_pair_spec(role_labels, str(x_title), str(y_title)), pairs=table)
