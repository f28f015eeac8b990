"""Charts of the two regression pages: results in, Vega-Lite specs out.

Maximum likelihood (``views/regression_mle.py``):

* :func:`mle_chart` — the data, the fitted mean curve, a predictive band and the
  predictive distribution of y drawn sideways at a few x (a Gaussian bump, two
  Bernoulli bars, Poisson bars);
* :func:`surface_chart` — the log-likelihood over (intercept, slope) in bands, with
  Newton's iterates as a path.

Bayesian linear regression (``views/bayesian_regression.py``):

* :func:`weight_chart` — a density over (w0, w1) as a heatmap (likelihood, prior or
  posterior) with the true weights, PRML Fig. 3.7 left and middle;
* :func:`lines_chart` — lines drawn from the posterior in data space, with the true line;
* :func:`predictive_chart` — the predictive mean with its band (split into noise and
  parameter parts, or the plug-in's), the data and the true curve;
* :func:`ridge_chart` — the posterior mean curve and the ridge curve on top of it;
* :func:`ridge_path_chart` — each weight against the penalty λ;
* :func:`evidence_chart` — log evidence and best-fit log-likelihood against the degree.

Every shape is compiled once per process and language (``functools.cache`` keyed by
its labels); a call only fills the named datasets. Colours follow the roles of
``ui.charts.ROLE_COLOURS``; legends say the page's words. No streamlit here.
"""

from __future__ import annotations

import functools
from typing import Any, Mapping, Sequence

import altair as alt
import numpy as np
import pyarrow as pa

from ui.charts import PALETTE, ROLE_COLOURS, compile_chart, named_data, with_data

__all__ = [
    "evidence_chart",
    "lines_chart",
    "mle_chart",
    "predictive_chart",
    "ridge_chart",
    "ridge_path_chart",
    "surface_chart",
    "weight_chart",
]

# Vega-Lite's height here is the whole chart (legend, axes and title included): Streamlit
# sizes charts to fit their container.
_HEIGHT = 380
_SQUARE = 310
# Curves beside a column of controls (predictive bands, MAP = ridge): a legend of five entries
# takes three rows there, so the chart is taller to keep a plot of about 250 px.
_TALL = 460
# Title size of the three weight-space and data-space charts side by side (PRML Fig. 3.7).
_NARROW_TITLE = 14
#: Log-likelihood bands of the surface: ℓ̂ − ℓ = r²/2 for r = 1 … 5 (standard errors on a quadratic).
SURFACE_LEVELS = (-12.5, -8.0, -4.5, -2.0, -0.5)
_SURFACE_RANGE = ("#ffffff", "#fdf0d5", "#fbdca3", "#f5c46c", "#eeaa34", PALETTE["orange"])


def _q(field: str, title: str | None = None, **kwargs: Any) -> dict[str, Any]:
    return dict(field=field, type="quantitative", title=title, **kwargs)


def _legend(columns: int) -> alt.Legend:
    # On top: the plot keeps the full width on a phone; in columns so that no entry is cut off.
    return alt.Legend(orient="top", title=None, labelLimit=240, symbolStrokeWidth=3, symbolOpacity=1,
                      columns=columns)


def _series(roles: Sequence[str], labels: Sequence[str], *, legend: bool = True) -> alt.Color:
    """Colour by the ``series`` column (the page's words), each label in its role's colour.

    Like :func:`ui.charts.role_scale` with labels, but a role may appear twice (a band and
    the bumps are both the predictive distribution). Two entries go one under the other
    (long labels side by side would be cut off on a phone); more go in two columns.
    """
    scale = alt.Scale(domain=list(labels), range=[ROLE_COLOURS[role] for role in roles])
    columns = 1 if len(labels) <= 2 else 2
    return alt.Color("series", type="nominal", scale=scale, legend=_legend(columns) if legend else None)


def _column(label: str, n: int) -> list[str]:
    return [label] * n


# --------------------------------------------------------------------------- MLE: data and fit
@functools.cache
def _mle_spec(kind: str, has_band: bool, has_fit: bool, labels: tuple[str, ...],
              data_only: bool = False) -> dict[str, Any]:
    (x_title, y_title, data_label, mean_label, band_label, bump_label, count_label, path_label,
     probability_label) = labels
    roles, names = ["data"], [data_label]
    if data_only:
        has_fit = has_band = False
    elif has_fit:
        roles += ["mle", "predictive"]
        names += [mean_label, bump_label]
        if has_band:
            roles.append("predictive")
            names.append(band_label)
    else:
        roles.append("newton_path")
        names.append(path_label)
    colour = _series(roles, names)
    x = alt.X(**_q("x", x_title), scale=alt.Scale(zero=False, nice=False))
    y = alt.Y(**_q("y", y_title), scale=alt.Scale(zero=False))
    layers = []
    if has_fit and has_band:
        layers.append(alt.Chart(named_data("band")).mark_area(opacity=0.18).encode(
            x=x, y=alt.Y(**_q("low", y_title)), y2=alt.Y2("high"), color=colour))
    if has_fit:
        layers.append(alt.Chart(named_data("mean")).mark_line(strokeWidth=2.5).encode(
            x=x, y=alt.Y(**_q("mean", y_title)), color=colour,
            tooltip=[alt.Tooltip("x", type="quantitative", format=".4~g"),
                     alt.Tooltip("mean", type="quantitative", title=mean_label, format=".3f")]))
        bumps = alt.Chart(named_data("bumps"))
        tooltip = [alt.Tooltip("at", type="quantitative", title="x", format=".4~g"),
                   alt.Tooltip("y", type="quantitative", title="y", format=".4~g"),
                   alt.Tooltip("p", type="quantitative", title=probability_label, format=".3f")]
        if kind == "gaussian":
            layers.append(bumps.mark_line(strokeWidth=2).encode(
                x=alt.X(**_q("x1", x_title)), y=y, detail=alt.Detail("at", type="quantitative"),
                order=alt.Order("y", type="quantitative"), color=colour, tooltip=tooltip))
            layers.append(bumps.mark_rule(strokeWidth=1, opacity=0.6).encode(
                x=alt.X(**_q("at", x_title)), y=alt.Y(**_q("y", y_title)), color=colour))
        else:
            layers.append(bumps.mark_rule(strokeWidth=5, opacity=0.8).encode(
                x=alt.X(**_q("at", x_title)), x2=alt.X2("x1"), y=y, color=colour, tooltip=tooltip))
    elif not data_only:
        layers.append(alt.Chart(named_data("path")).mark_line(strokeWidth=1.5, opacity=0.8).encode(
            x=x, y=alt.Y(**_q("mean", y_title)), detail=alt.Detail("step", type="quantitative"),
            strokeOpacity=alt.StrokeOpacity("step", type="quantitative", legend=None,
                                            scale=alt.Scale(range=[0.25, 1.0])),
            color=colour))
    points = alt.Chart(named_data("points")).mark_circle(opacity=0.7).encode(
        x=x, y=y, color=colour,
        size=alt.Size("size", type="quantitative", legend=None, scale=None),
        tooltip=[alt.Tooltip("x", type="quantitative", format=".4~g"),
                 alt.Tooltip("y", type="quantitative", format=".4~g"),
                 alt.Tooltip("count", type="quantitative", title=count_label)])
    # The data under the fitted model: the sideways distributions stay visible over crowded dots.
    layers.insert(1 if has_band else 0, points)
    return compile_chart(alt.layer(*layers).properties(height=_HEIGHT))


def points_table(x: np.ndarray, y: np.ndarray) -> pa.Table:
    """Repeated (x, y) points once each, with how many there are (a bigger dot).

    Built once per data set by the caches; :func:`mle_chart` adds the legend's column.
    """
    pairs, counts = np.unique(np.column_stack([x, y]), axis=0, return_counts=True)
    # Dot area grows with the count (Vega's size is an area in px²), capped for crowded values.
    size = np.minimum(36.0 * counts, 500.0)
    return pa.table({"x": pairs[:, 0], "y": pairs[:, 1], "count": counts, "size": size})


def mle_chart(analysis: Any, points: pa.Table, labels: Sequence[str], *, show_fit: bool = True) -> dict[str, Any]:
    """The data, the fitted mean and the predictive distribution at a few x.

    Parameters
    ----------
    analysis : ui.cached.regression.MleAnalysis
    points : pyarrow.Table
        :func:`points_table` of the data, in the units of the axis (x not centred).
    labels : sequence of 9 str
        x-axis title, y-axis title, and the legend/tooltip words: data, fitted mean,
        predictive band, predictive distribution at a few x, count of points, Newton's
        iterates, probability.
    show_fit : bool, keyword-only
        False: the data alone, the same axes (a student guesses the fit first).
    """
    labels = tuple(labels)
    family = analysis.family
    has_fit = analysis.curve_mean is not None
    has_band = analysis.band is not None
    spec = _mle_spec(family, has_band, has_fit, labels, not show_fit)
    data_label, mean_label, band_label, bump_label, path_label = labels[2], labels[3], labels[4], labels[5], labels[7]
    tables: dict[str, Any] = {"points": points.append_column("series", pa.array(_column(data_label, points.num_rows)))}
    if not show_fit:
        return with_data(spec, **tables)
    if has_fit:
        n = analysis.curve_x.size
        tables["mean"] = {"x": analysis.curve_x, "mean": analysis.curve_mean, "series": _column(mean_label, n)}
        if has_band:
            tables["band"] = {"x": analysis.curve_x, "low": analysis.band[:, 0], "high": analysis.band[:, 1],
                              "series": _column(band_label, n)}
        tables["bumps"] = _bump_table(analysis, bump_label)
    else:
        steps = analysis.path_curves.shape[0]
        tables["path"] = {
            "x": np.tile(analysis.curve_x, steps),
            "mean": analysis.path_curves.reshape(-1),
            "step": np.repeat(np.arange(steps), analysis.curve_x.size),
            "series": _column(path_label, steps * analysis.curve_x.size),
        }
    return with_data(spec, **tables)


def _bump_table(analysis: Any, label: str) -> dict[str, Any]:
    probes = analysis.probes
    if not probes:
        return {"at": [], "x1": [], "y": [], "p": [], "series": []}
    spacing = np.diff([p.x for p in probes]).min() if len(probes) > 1 else float(np.ptp(analysis.curve_x)) / 4
    longest = 0.8 * spacing
    if analysis.family == "gaussian":
        peak = max(float(p.probability.max()) for p in probes)
    elif analysis.family == "poisson":
        peak = max(float(p.probability.max()) for p in probes)
    else:
        peak = 1.0  # Bernoulli bars on the probability scale: length 1 = 80 % of the spacing
    at, x1, y, p = [], [], [], []
    for probe in probes:
        keep = probe.probability > 1e-3 * peak if analysis.family != "gaussian" else slice(None)
        values, probability = probe.values[keep], probe.probability[keep]
        at.append(np.full(values.size, probe.x))
        x1.append(probe.x + longest * probability / peak)
        y.append(values)
        p.append(probability)
    at, x1, y, p = (np.concatenate(part) for part in (at, x1, y, p))
    return {"at": at, "x1": x1, "y": y, "p": p, "series": _column(label, at.size)}


# --------------------------------------------------------------------------- heatmap cells
def grid_cells(x_axis: np.ndarray, y_axis: np.ndarray, values: np.ndarray, *, x: str, y: str,
               value: str) -> pa.Table:
    """The cells of a heatmap as an Arrow table: edges ``x``/``x_end``, ``y``/``y_end`` and the value.

    ``values[i, j]`` belongs to ``x_axis[j]`` and ``y_axis[i]`` (rows follow y, as
    ``numpy.meshgrid`` lays them out); the axes hold evenly spaced cell centres. Built
    once per result by the caches (``ui.cached.regression``): a rerun reuses the table.
    """
    dx, dy = x_axis[1] - x_axis[0], y_axis[1] - y_axis[0]
    gx, gy = np.meshgrid(x_axis, y_axis)
    return pa.table({x: (gx - dx / 2).ravel(), f"{x}_end": (gx + dx / 2).ravel(),
                     y: (gy - dy / 2).ravel(), f"{y}_end": (gy + dy / 2).ravel(), value: np.ravel(values)})


def ring_table(rings: Sequence[np.ndarray]) -> pa.Table:
    """Closed curves (contour ellipses) as one table: ``w0``, ``w1``, the ring and the point order.

    Rings entirely outside the [-1, 1]² panel are left out.
    """
    table: dict[str, list] = {"w0": [], "w1": [], "ring": [], "k": []}
    for index, ring in enumerate(rings):
        if not np.all(np.abs(ring) <= 1.0, axis=1).any():
            continue
        table["w0"] += ring[:, 0].tolist()
        table["w1"] += ring[:, 1].tolist()
        table["ring"] += [str(index)] * ring.shape[0]
        table["k"] += list(range(ring.shape[0]))
    return pa.table(table) if table["w0"] else pa.table({"w0": pa.array([], pa.float64()),
                                                          "w1": pa.array([], pa.float64()),
                                                          "ring": pa.array([], pa.string()),
                                                          "k": pa.array([], pa.int64())})


# --------------------------------------------------------------------------- MLE: surface
@functools.cache
def _surface_spec(labels: tuple[str, ...]) -> dict[str, Any]:
    intercept_title, slope_title, level_title, path_label, mle_label, step_title, loglik_title = labels
    x = alt.X(**_q("b0", intercept_title), scale=alt.Scale(zero=False, nice=False))
    y = alt.Y(**_q("b1", slope_title), scale=alt.Scale(zero=False, nice=False))
    cells = alt.Chart(named_data("cells")).mark_rect().encode(
        x=x, x2=alt.X2("b0_end"), y=y, y2=alt.Y2("b1_end"),
        color=alt.Color("level", type="quantitative", legend=None,
                        scale=alt.Scale(type="threshold", domain=list(SURFACE_LEVELS),
                                        range=list(_SURFACE_RANGE))),
        tooltip=[alt.Tooltip("level", type="quantitative", title=level_title, format=".2f")])
    colour = _series(["newton_path"], [path_label])
    step_tooltip = [alt.Tooltip("step", type="quantitative", title=step_title),
                    alt.Tooltip("b0", type="quantitative", title=intercept_title, format=".4g"),
                    alt.Tooltip("b1", type="quantitative", title=slope_title, format=".4g"),
                    alt.Tooltip("loglik", type="quantitative", title=loglik_title, format=".4f")]
    path = alt.Chart(named_data("path"))
    line = path.mark_line(strokeWidth=2, point=alt.OverlayMarkDef(size=45, filled=True)).encode(
        x=x, y=y, order=alt.Order("step", type="quantitative"), color=colour, tooltip=step_tooltip)
    best = alt.Chart(named_data("best")).mark_point(shape="diamond", size=220, filled=True, opacity=1,
                                                    color=ROLE_COLOURS["mle"], stroke="black", strokeWidth=1).encode(
        x=x, y=y, tooltip=[alt.Tooltip("series", type="nominal", title=" ")])
    return compile_chart(alt.layer(cells, line, best).properties(height=_HEIGHT))


def surface_chart(analysis: Any, labels: Sequence[str]) -> dict[str, Any]:
    """The log-likelihood surface in bands of ℓ − ℓ_max, with Newton's path.

    Parameters
    ----------
    analysis : ui.cached.regression.MleAnalysis
        Its ``cells`` table (:func:`grid_cells` of the surface) is drawn as it is.
    labels : sequence of 7 str
        Intercept axis, slope axis, tooltip of a cell's level, the path, the MLE, the
        step number, the log-likelihood.
    """
    fit = analysis.fit
    path_label, mle_label = labels[3], labels[4]
    best: dict[str, Any] = {"b0": [], "b1": [], "series": []}
    if fit.converged:
        best = {"b0": [fit.coef[0]], "b1": [fit.coef[1]], "series": [mle_label]}
    steps = fit.path.shape[0]
    return with_data(
        _surface_spec(tuple(labels)),
        cells=analysis.cells,
        path={"b0": fit.path[:, 0], "b1": fit.path[:, 1], "step": np.arange(steps),
              "loglik": fit.log_likelihood_path, "series": _column(path_label, steps)},
        best=best,
    )


# --------------------------------------------------------------------------- Fig. 3.7: weight space
@functools.cache
def _weight_spec(role: str, labels: tuple[str, ...]) -> dict[str, Any]:
    w0_title, w1_title, truth_label, density_label, empty_text = labels
    axis = alt.Scale(domain=[-1, 1], nice=False)
    x = alt.X(**_q("w0", w0_title), scale=axis)
    y = alt.Y(**_q("w1", w1_title), scale=axis)
    cells = alt.Chart(named_data("cells")).mark_rect().encode(
        x=x, x2=alt.X2("w0_end"), y=y, y2=alt.Y2("w1_end"),
        color=alt.Color("density", type="quantitative", legend=None,
                        scale=alt.Scale(domain=[0, 1], range=["#ffffff", ROLE_COLOURS[role]], interpolate="rgb")),
        tooltip=[alt.Tooltip("density", type="quantitative", title=density_label, format=".2f")])
    rings = alt.Chart(named_data("rings")).mark_line(color="black", strokeWidth=1, opacity=0.7, clip=True).encode(
        x=alt.X(**_q("w0", w0_title)), y=alt.Y(**_q("w1", w1_title)),
        detail=alt.Detail("ring", type="nominal"), order=alt.Order("k", type="quantitative"))
    truth = alt.Chart(named_data("truth")).mark_point(shape="cross", size=180, filled=True, color="black",
                                                      stroke="white", strokeWidth=1).encode(
        x=alt.X(**_q("w0", w0_title)), y=alt.Y(**_q("w1", w1_title)),
        tooltip=[alt.Tooltip("label", type="nominal", title=truth_label)])
    empty = alt.Chart(named_data("empty")).mark_text(fontSize=14, color="#555").encode(
        x=alt.X(**_q("w0", w0_title)), y=alt.Y(**_q("w1", w1_title)), text=alt.Text("text", type="nominal"))
    return compile_chart(alt.layer(cells, rings, truth, empty).properties(height=_SQUARE))


def weight_chart(cells: pa.Table | None, truth: tuple[float, float], truth_text: str, role: str,
                 labels: Sequence[str], rings: pa.Table | None = None, *, title: str = "") -> dict[str, Any]:
    """A density over two weights as a heatmap on [-1, 1]², the true weights as a cross.

    Parameters
    ----------
    cells : pyarrow.Table or None
        :func:`grid_cells` of the density (``w0``, ``w1``, ``density`` scaled to a peak of
        1). None: an empty panel showing ``labels[4]`` (no point yet).
    truth : (w0, w1)
    truth_text : str
        The true weights as the page writes them (its tooltip).
    role : str
        Colour role of the heatmap ("likelihood", "prior", "posterior").
    labels : sequence of 5 str
        w0 axis, w1 axis, truth tooltip, density tooltip, the empty panel's text.
    rings : pyarrow.Table, optional
        :func:`ring_table` of contour lines to draw.
    title : str
        Shown above the chart (set per call: it may hold a number).
    """
    if cells is None:
        cells = {"w0": [], "w0_end": [], "w1": [], "w1_end": [], "density": []}
        empty = {"w0": [0.0], "w1": [0.0], "text": [labels[4]]}
    else:
        empty = {"w0": [], "w1": [], "text": []}
    if rings is None:
        rings = ring_table(())
    return _titled(with_data(_weight_spec(role, tuple(labels)), cells=cells, rings=rings,
                             truth={"w0": [truth[0]], "w1": [truth[1]], "label": [truth_text]},
                             empty=empty), title, _NARROW_TITLE)


def _titled(spec: dict[str, Any], title: str, font_size: int | None = None) -> dict[str, Any]:
    """``spec`` (already a copy) with a title on top, left-aligned.

    Without ``font_size`` the title takes the chart config's size (projector mode's larger
    one, ``ui.classroom``); three charts side by side keep 14 px so that a title fits.
    """
    if title:
        spec["title"] = {"text": title, "anchor": "start", "fontWeight": "normal", "limit": 0}
        if font_size:
            spec["title"]["fontSize"] = font_size
    return spec


# --------------------------------------------------------------------------- Fig. 3.7: data space
@functools.cache
def _lines_spec(labels: tuple[str, ...]) -> dict[str, Any]:
    x_title, y_title, lines_label, truth_label, data_label = labels
    # No legend: three panels side by side leave no room; the page's caption names the marks.
    colour = _series(["posterior", "truth", "data"], [lines_label, truth_label, data_label], legend=False)
    domain = alt.Scale(domain=[-1, 1], nice=False)
    x = alt.X(**_q("x", x_title), scale=domain)
    y = alt.Y(**_q("y", y_title), scale=domain)
    lines = alt.Chart(named_data("lines")).mark_line(strokeWidth=1.5, opacity=0.8, clip=True).encode(
        x=x, y=y, detail=alt.Detail("line", type="nominal"), color=colour)
    truth = alt.Chart(named_data("truth")).mark_line(strokeWidth=2.5, strokeDash=[6, 4], clip=True).encode(
        x=x, y=y, color=colour)
    points = alt.Chart(named_data("points")).mark_point(size=70, strokeWidth=2, filled=False).encode(
        x=x, y=y, color=colour,
        tooltip=[alt.Tooltip("x", type="quantitative", format=".3f"),
                 alt.Tooltip("y", type="quantitative", format=".3f")])
    return compile_chart(alt.layer(lines, truth, points).properties(height=_SQUARE))


def lines_chart(weights: np.ndarray, truth: tuple[float, float], x: np.ndarray, t: np.ndarray,
                labels: Sequence[str], *, title: str = "") -> dict[str, Any]:
    """Lines w0 + w1·x for each row of ``weights``, the true line, and the points seen.

    ``labels``: x axis, y axis, the sampled lines, the true line, the data.
    """
    ends = np.array([-1.0, 1.0])
    n = weights.shape[0]
    lines = {"x": np.tile(ends, n), "y": (weights[:, :1] + weights[:, 1:] * ends).ravel(),
             "line": np.repeat(np.arange(n).astype(str), 2), "series": _column(labels[2], 2 * n)}
    return _titled(with_data(
        _lines_spec(tuple(labels)),
        lines=lines,
        truth={"x": ends, "y": truth[0] + truth[1] * ends, "series": _column(labels[3], 2)},
        points={"x": x, "y": t, "series": _column(labels[4], x.size)},
    ), title, _NARROW_TITLE)


# --------------------------------------------------------------------------- Fig. 3.8: predictive
@functools.cache
def _predictive_spec(split: bool, mean_role: str, band_role: str, labels: tuple[str, ...],
                     has_band: bool = True) -> dict[str, Any]:
    x_title, y_title, mean_label, band_label, noise_label, truth_label, data_label = labels
    roles, names = [mean_role], [mean_label]
    if has_band:
        roles.append(band_role)
        names.append(band_label)
    if split:
        roles.append("noise")
        names.append(noise_label)
    roles += ["truth", "data"]
    names += [truth_label, data_label]
    colour = _series(roles, names)
    x = alt.X(**_q("x", x_title), scale=alt.Scale(domain=[0, 1], nice=False))
    y_scale = alt.Scale(domain=[-2, 2], clamp=True)
    layers = []
    if has_band:
        layers.append(alt.Chart(named_data("band")).mark_area(opacity=0.3).encode(
            x=x, y=alt.Y(**_q("low", y_title), scale=y_scale), y2=alt.Y2("high"), color=colour))
    if split:
        layers.append(alt.Chart(named_data("noise")).mark_area(opacity=0.6).encode(
            x=x, y=alt.Y(**_q("low", y_title), scale=y_scale), y2=alt.Y2("high"), color=colour))
    layers.append(alt.Chart(named_data("truth")).mark_line(strokeWidth=1.5, strokeDash=[6, 4]).encode(
        x=x, y=alt.Y(**_q("y", y_title), scale=y_scale), color=colour))
    tooltip = [alt.Tooltip("x", type="quantitative", format=".3f"),
               alt.Tooltip("y", type="quantitative", title=mean_label, format=".3f")]
    if has_band:
        tooltip.append(alt.Tooltip("sd", type="quantitative", title=band_label, format=".3f"))
    layers.append(alt.Chart(named_data("mean")).mark_line(strokeWidth=2.5).encode(
        x=x, y=alt.Y(**_q("y", y_title), scale=y_scale), color=colour, tooltip=tooltip))
    layers.append(alt.Chart(named_data("points")).mark_point(size=70, strokeWidth=2).encode(
        x=x, y=alt.Y(**_q("y", y_title), scale=y_scale), color=colour))
    return compile_chart(alt.layer(*layers).properties(height=_TALL))


def predictive_chart(curve_x: np.ndarray, truth: np.ndarray, x: np.ndarray, t: np.ndarray,
                     mean: np.ndarray | None, band: tuple[np.ndarray, np.ndarray] | None,
                     noise_band: tuple[np.ndarray, np.ndarray] | None, *, mean_role: str, band_role: str,
                     labels: Sequence[str], title: str = "", show_band: bool = True) -> dict[str, Any]:
    """Predictive mean ± one standard deviation (with the noise part inside), data, truth.

    ``mean`` None (no fit, e.g. a plug-in without data) draws the data and truth alone.
    ``show_band`` False leaves out the outer band (and its legend entry): a student
    guesses where it is widest first.
    ``labels``: x axis, y axis, mean, band, noise band, true curve, data.
    """
    split = noise_band is not None
    n = curve_x.size
    empty = {"x": [], "low": [], "high": [], "series": []}
    mean_table = {"x": [], "y": [], "sd": [], "series": []}
    band_table = empty
    if mean is not None:
        mean_table = {"x": curve_x, "y": mean, "sd": (band[1] - band[0]) / 2, "series": _column(labels[2], n)}
        band_table = {"x": curve_x, "low": band[0], "high": band[1], "series": _column(labels[3], n)}
    tables = {
        "mean": mean_table,
        "truth": {"x": curve_x, "y": truth, "series": _column(labels[5], n)},
        "points": {"x": x, "y": t, "series": _column(labels[6], x.size)},
    }
    if show_band:
        tables["band"] = band_table
    else:
        mean_table.pop("sd")
    if split:
        tables["noise"] = {"x": curve_x, "low": noise_band[0], "high": noise_band[1],
                           "series": _column(labels[4], n)}
    spec = _predictive_spec(split, mean_role, band_role, tuple(labels), show_band)
    return _titled(with_data(spec, **tables), title)


# --------------------------------------------------------------------------- MAP = ridge
@functools.cache
def _ridge_spec(labels: tuple[str, ...]) -> dict[str, Any]:
    x_title, y_title, mean_label, ridge_label, truth_label, data_label = labels
    colour = _series(["posterior_mean", "map", "truth", "data"], [mean_label, ridge_label, truth_label, data_label])
    x = alt.X(**_q("x", x_title), scale=alt.Scale(domain=[0, 1], nice=False))
    y = alt.Y(**_q("y", y_title), scale=alt.Scale(domain=[-2, 2], clamp=True))
    curves = alt.Chart(named_data("curves"))
    mean = curves.transform_filter(alt.datum.kind == "mean").mark_line(strokeWidth=6, opacity=0.55).encode(
        x=x, y=y, color=colour)
    ridge = curves.transform_filter(alt.datum.kind == "ridge").mark_line(strokeWidth=2.5, strokeDash=[7, 5]).encode(
        x=x, y=y, color=colour)
    truth = curves.transform_filter(alt.datum.kind == "truth").mark_line(strokeWidth=1.5, strokeDash=[2, 3]).encode(
        x=x, y=y, color=colour)
    points = alt.Chart(named_data("points")).mark_point(size=70, strokeWidth=2).encode(x=x, y=y, color=colour)
    return compile_chart(alt.layer(mean, ridge, truth, points).properties(height=_TALL))


def ridge_chart(curve_x: np.ndarray, posterior_mean: np.ndarray, ridge_curve: np.ndarray, truth: np.ndarray,
                x: np.ndarray, t: np.ndarray, labels: Sequence[str]) -> dict[str, Any]:
    """The posterior-mean curve (thick) with the ridge curve for λ = α/β dashed on top.

    ``labels``: x axis, y axis, posterior mean, ridge, true curve, data.
    """
    n = curve_x.size
    curves = {
        "x": np.tile(curve_x, 3),
        "y": np.concatenate([posterior_mean, ridge_curve, truth]),
        "kind": ["mean"] * n + ["ridge"] * n + ["truth"] * n,
        "series": _column(labels[2], n) + _column(labels[3], n) + _column(labels[4], n),
    }
    return with_data(_ridge_spec(tuple(labels)), curves=curves,
                     points={"x": x, "y": t, "series": _column(labels[5], x.size)})


@functools.cache
def _ridge_path_spec(labels: tuple[str, ...]) -> dict[str, Any]:
    lambda_title, weight_title, weight_label, chosen_label = labels
    x = alt.X(**_q("log_lambda", lambda_title))
    y = alt.Y(**_q("w", weight_title))
    colour = alt.Color("j", type="quantitative", legend=None, scale=alt.Scale(scheme="viridis"))
    tooltip = [alt.Tooltip("name", type="nominal", title=weight_label),
               alt.Tooltip("log_lambda", type="quantitative", title=lambda_title, format=".2f"),
               alt.Tooltip("w", type="quantitative", title=weight_title, format=".4g")]
    lines = alt.Chart(named_data("path")).mark_line(strokeWidth=1.8).encode(
        x=x, y=y, detail=alt.Detail("name", type="nominal"), color=colour, tooltip=tooltip)
    chosen = alt.Chart(named_data("chosen"))
    rule = chosen.mark_rule(strokeDash=[6, 4], color=ROLE_COLOURS["map"], strokeWidth=2).encode(
        x=x, tooltip=[alt.Tooltip("label", type="nominal", title=chosen_label)])
    dots = alt.Chart(named_data("dots")).mark_point(size=60, filled=True, color=ROLE_COLOURS["map"]).encode(
        x=x, y=y, tooltip=tooltip)
    return compile_chart(alt.layer(lines, rule, dots).properties(height=_HEIGHT))


def ridge_path_chart(lams: np.ndarray, path: np.ndarray, chosen: float, chosen_weights: np.ndarray,
                     chosen_text: str, labels: Sequence[str]) -> dict[str, Any]:
    """Every weight of the ridge solution against log10 λ, the chosen λ = α/β marked.

    ``labels``: λ axis, weight axis, weight tooltip, chosen-λ tooltip.
    """
    n_lams, n_weights = path.shape
    log_lams = np.log10(lams)
    names = [f"w{j}" for j in range(n_weights)]
    return with_data(
        _ridge_path_spec(tuple(labels)),
        path={"log_lambda": np.tile(log_lams, n_weights), "w": path.T.ravel(),
              "j": np.repeat(np.arange(n_weights), n_lams), "name": np.repeat(names, n_lams)},
        chosen={"log_lambda": [float(np.log10(chosen))], "label": [chosen_text]},
        dots={"log_lambda": np.full(n_weights, np.log10(chosen)), "w": chosen_weights, "name": names,
              "j": np.arange(n_weights)},
    )


# --------------------------------------------------------------------------- evidence
@functools.cache
def _evidence_spec(labels: tuple[str, ...], show_evidence: bool = True) -> dict[str, Any]:
    degree_title, value_title, evidence_label, fit_label, best_label = labels
    roles, names = (["posterior", "mle"], [evidence_label, fit_label]) if show_evidence else (["mle"], [fit_label])
    colour = _series(roles, names)
    x = alt.X("degree", type="quantitative", title=degree_title, axis=alt.Axis(tickMinStep=1, format="d"),
              scale=alt.Scale(nice=False))
    y = alt.Y(**_q("value", value_title), scale=alt.Scale(zero=False))
    tooltip = [alt.Tooltip("degree", type="quantitative", title=degree_title),
               alt.Tooltip("series", type="nominal", title=" "),
               alt.Tooltip("value", type="quantitative", title=value_title, format=".2f")]
    lines = alt.Chart(named_data("curves")).mark_line(strokeWidth=2.5, point=alt.OverlayMarkDef(size=60)).encode(
        x=x, y=y, color=colour, tooltip=tooltip)
    if not show_evidence:
        return compile_chart(lines.properties(height=_HEIGHT))
    best = alt.Chart(named_data("best"))
    rule = best.mark_rule(strokeDash=[6, 4], color=ROLE_COLOURS["posterior"], strokeWidth=2).encode(
        x=x, tooltip=[alt.Tooltip("label", type="nominal", title=best_label)])
    return compile_chart(alt.layer(rule, lines).properties(height=_HEIGHT))


def evidence_chart(degrees: np.ndarray, log_evidence: np.ndarray, log_likelihood: np.ndarray, best: int,
                   labels: Sequence[str], *, show_evidence: bool = True) -> dict[str, Any]:
    """Log evidence and the best fit's log-likelihood against the degree; the best degree marked.

    ``show_evidence`` False draws the best fit alone (a student guesses the evidence's
    favourite degree first). ``labels``: degree axis, value axis, evidence, best fit,
    best-degree tooltip.
    """
    n = degrees.size
    if not show_evidence:
        return with_data(_evidence_spec(tuple(labels), False),
                         curves={"degree": degrees, "value": log_likelihood, "series": _column(labels[3], n)})
    return with_data(
        _evidence_spec(tuple(labels)),
        curves={"degree": np.concatenate([degrees, degrees]),
                "value": np.concatenate([log_evidence, log_likelihood]),
                "series": _column(labels[2], n) + _column(labels[3], n)},
        best={"degree": [best], "label": [str(best)]},
    )

