"""Charts and tables of the Bayes' rule page (``views/bayes_rule.py``).

Pure functions, no ``streamlit``: core results in, Vega-Lite specs (or Markdown) out.
Chart shapes are compiled once per process and per set of words (``functools.cache``
keyed by the label strings); each call fills only the named datasets.

* :func:`crowd_chart` -- the icon array: one square per person, coloured by
  condition and result. The squares are generated in the browser from a one-row
  dataset of counts (a Vega ``sequence`` and a lookup), so a crowd of 10,000 costs
  the server and the wire as little as one of 1,000.
* :func:`tree_chart` -- the same numbers as a probability tree.
* :func:`posterior_chart`, :func:`threshold_chart`, :func:`complexity_chart` -- the
  MAP panel and the parameter count.
* :func:`map_tables`, :func:`counts_table`, :func:`fraction_text` -- Markdown
  tables and the compact text a table of estimates is written back as.
"""

from __future__ import annotations

import functools
import json
from typing import Any, Mapping, Sequence

import altair as alt
import numpy as np

from bayeslab.bayes_rule import CountEstimates, DiagnosticTest, MapDecision, NaturalFrequencies
from ui.charts import compile_chart, named_data, role_scale, with_data
from ui.text import Safe, number

__all__ = [
    "CELL_ROLES",
    "CROWD_COLUMNS",
    "class_roles",
    "complexity_chart",
    "counts_table",
    "crowd_chart",
    "fraction_text",
    "map_tables",
    "posterior_chart",
    "subscript",
    "threshold_chart",
    "tree_chart",
]

#: The four cells of a test, in legend order (colour roles of ``ROLE_COLOURS``).
CELL_ROLES = ("true_positive", "false_negative", "false_positive", "true_negative")
#: Squares per row of the crowd, by crowd size (1,000: 50 x 20; 10,000: 100 x 100).
CROWD_COLUMNS = {1000: 50, 10_000: 100}
#: Height of the whole chart, legend included (Streamlit fits the spec into it).
_CROWD_HEIGHT = {1000: 340, 10_000: 460}
_SUBSCRIPTS = str.maketrans("0123456789", "₀₁₂₃₄₅₆₇₈₉")


def subscript(k: int) -> Safe:
    """``k`` in subscript digits (``c₁₂``): a symbol, the same in every language."""
    return Safe(str(int(k)).translate(_SUBSCRIPTS))


def class_roles(n_classes: int) -> tuple[str, ...]:
    """Colour roles of the first ``n_classes`` classes (``class_1`` ...)."""
    return tuple(f"class_{k + 1}" for k in range(n_classes))


# --------------------------------------------------------------------------- the crowd


@functools.cache
def _crowd_spec(n: int, labels: tuple[str, str, str, str]) -> dict[str, Any]:
    columns = CROWD_COLUMNS[n]
    rows = n // columns
    names = dict(zip(CELL_ROLES, labels))
    quoted = {role: json.dumps(name) for role, name in names.items()}
    # Person i (row by row): first those with the condition who test negative, then those
    # who test positive, then the false positives, then the rest. The condition group and
    # the positives are each one contiguous block.
    cell = (
        f"datum.i < datum.fn ? {quoted['false_negative']} : "
        f"datum.i < datum.fn + datum.tp ? {quoted['true_positive']} : "
        f"datum.i < datum.fn + datum.tp + datum.fp ? {quoted['false_positive']} : "
        f"{quoted['true_negative']}"
    )
    chart = (
        alt.Chart(alt.sequence(0, n, as_="i"))
        .transform_calculate(k="1")
        .transform_lookup(lookup="k", from_=alt.LookupData(named_data("counts"), key="k", fields=["fn", "tp", "fp"]))
        .transform_calculate(cell=cell, col=f"datum.i % {columns}", row=f"floor(datum.i / {columns})")
        .transform_calculate(col_end="datum.col + 0.8", row_end="datum.row + 0.8")
        .mark_rect()
        .encode(
            x=alt.X("col", type="quantitative", axis=None, scale=alt.Scale(domain=[0, columns], nice=False)),
            x2=alt.X2("col_end"),
            y=alt.Y("row", type="quantitative", axis=None,
                    scale=alt.Scale(domain=[0, rows], nice=False, reverse=True)),
            y2=alt.Y2("row_end"),
            color=alt.Color("cell", type="nominal", scale=role_scale(CELL_ROLES, names),
                            legend=alt.Legend(orient="bottom", title=None, columns=2, symbolType="square",
                                              labelLimit=220)),
            tooltip=[alt.Tooltip("cell", type="nominal", title=" ")],
        )
        .properties(height=_CROWD_HEIGHT[n])
        .configure_view(strokeWidth=0)
    )
    return compile_chart(chart)


def crowd_chart(table: NaturalFrequencies, labels: Sequence[str]) -> dict[str, Any]:
    """An icon array of ``table.n`` people (1,000 or 10,000), one square each.

    Parameters
    ----------
    table : NaturalFrequencies
        The whole-number counts (``DiagnosticTest.natural_frequencies``).
    labels : sequence of 4 str
        Legend words of :data:`CELL_ROLES`, in that order.

    Returns
    -------
    dict
        Vega-Lite spec; its one dataset ``counts`` holds ``tp``, ``fn``, ``fp``,
        ``tn`` and ``n`` (one row).
    """
    counts = {
        "k": np.array([1]),
        "tp": np.array([table.true_positives]),
        "fn": np.array([table.false_negatives]),
        "fp": np.array([table.false_positives]),
        "tn": np.array([table.true_negatives]),
        "n": np.array([table.n]),
    }
    return with_data(_crowd_spec(int(table.n), tuple(labels)), counts=counts)


# --------------------------------------------------------------------------- the tree

# Node positions (x from the root rightwards, y from the top), in the order
# root, D, no D, D+, D-, noD+, noD-.
_TREE_X = (0.55, 1.45, 1.45, 2.35, 2.35, 2.35, 2.35)
_TREE_Y = (0.5, 0.25, 0.75, 0.125, 0.375, 0.625, 0.875)
_TREE_EDGES = ((0, 1), (0, 2), (1, 3), (1, 4), (2, 5), (2, 6))
_TREE_ROLES = ("root", "branch", "branch", "true_positive", "false_negative", "false_positive", "true_negative")


@functools.cache
def _tree_spec(labels: tuple[str, str, str, str]) -> dict[str, Any]:
    x_scale = alt.Scale(domain=[0, 3.5], nice=False)
    y_scale = alt.Scale(domain=[0, 1], nice=False, reverse=True)
    x = alt.X("x", type="quantitative", axis=None, scale=x_scale)
    y = alt.Y("y", type="quantitative", axis=None, scale=y_scale)
    edges = alt.Chart(named_data("edges")).mark_rule(color="#777777", strokeWidth=1.5).encode(
        x=x, y=y, x2=alt.X2("x2"), y2=alt.Y2("y2"))
    edge_labels = alt.Chart(named_data("edges")).mark_text(dy=-7, fontSize=11, color="#444444").encode(
        x=alt.X("lx", type="quantitative", axis=None, scale=x_scale),
        y=alt.Y("ly", type="quantitative", axis=None, scale=y_scale),
        text=alt.Text("label", type="nominal"),
    )
    nodes = alt.Chart(named_data("nodes"))
    leaf_points = nodes.transform_filter("datum.kind == 'leaf'").mark_square(size=140).encode(
        x=x, y=y,
        color=alt.Color("cell", type="nominal", scale=role_scale(CELL_ROLES, dict(zip(CELL_ROLES, labels))),
                        legend=None),
    )
    inner_points = nodes.transform_filter("datum.kind != 'leaf'").mark_circle(size=60, color="#444444").encode(
        x=x, y=y)
    leaf_text = nodes.transform_filter("datum.kind == 'leaf'").mark_text(
        align="left", dx=10, fontSize=12, lineBreak="\n").encode(x=x, y=y, text=alt.Text("label", type="nominal"))
    inner_text = nodes.transform_filter("datum.kind == 'inner'").mark_text(
        align="center", dy=-16, fontSize=12, fontWeight="bold").encode(
        x=x, y=y, text=alt.Text("label", type="nominal"))
    root_text = nodes.transform_filter("datum.kind == 'root'").mark_text(
        align="right", dx=-9, fontSize=12, fontWeight="bold", lineBreak="\n").encode(
        x=x, y=y, text=alt.Text("label", type="nominal"))
    chart = alt.layer(edges, edge_labels, inner_points, leaf_points, leaf_text, inner_text, root_text).properties(
        height=320).configure_view(strokeWidth=0)
    return compile_chart(chart)


def tree_chart(test: DiagnosticTest, table: NaturalFrequencies, words: Mapping[str, Any],
               cell_labels: Sequence[str]) -> dict[str, Any]:
    """The probability tree: condition first, then the result, with the crowd's counts.

    Parameters
    ----------
    test : DiagnosticTest
        Its probabilities label the branches; a leaf shows the product along its path.
    table : NaturalFrequencies
        The counts at each node.
    words : mapping
        Templates ``root`` (``n``), ``condition``, ``no_condition`` (``count``),
        ``positive``, ``negative`` (``count``, ``p``), from the page's words; numbers
        are written in their language.
    cell_labels : sequence of 4 str
        Names of :data:`CELL_ROLES` (the leaves' colours; the spec is compiled per set).

    Returns
    -------
    dict
        Vega-Lite spec with datasets ``nodes`` and ``edges``.
    """
    lang = getattr(words["root"], "lang", None)

    def num(value: float, digits: int = 4) -> str:
        return number(value, digits, lang=lang)

    joints = test.joint.reshape(-1)  # D+, D-, noD+, noD-
    counts = (table.true_positives, table.false_negatives, table.false_positives, table.true_negatives)
    node_labels = [
        words["root"].fill(n=table.n).replace(" ", "\n", 1),  # two short lines left of the root
        words["condition"].fill(count=table.with_condition),
        words["no_condition"].fill(count=table.without_condition),
    ]
    for template, count, joint in zip(("positive", "negative", "positive", "negative"), counts, joints):
        node_labels.append(words[template].fill(count=count, p=num(joint, 3)).replace("  (", "\n("))
    branch = (test.prevalence, 1 - test.prevalence, test.sensitivity, 1 - test.sensitivity,
              test.false_positive_rate, test.specificity)
    start = [a for a, _ in _TREE_EDGES]
    end = [b for _, b in _TREE_EDGES]
    edges = {
        "x": np.array([_TREE_X[i] for i in start]), "y": np.array([_TREE_Y[i] for i in start]),
        "x2": np.array([_TREE_X[i] for i in end]), "y2": np.array([_TREE_Y[i] for i in end]),
        "lx": np.array([(_TREE_X[a] + _TREE_X[b]) / 2 for a, b in _TREE_EDGES]),
        "ly": np.array([(_TREE_Y[a] + _TREE_Y[b]) / 2 for a, b in _TREE_EDGES]),
        "label": np.array([num(p) for p in branch], dtype=object),
    }
    kinds = ["root", "inner", "inner", "leaf", "leaf", "leaf", "leaf"]
    cell_names = ["", "", "", *cell_labels]
    nodes = {
        "x": np.array(_TREE_X), "y": np.array(_TREE_Y),
        "label": np.array(node_labels, dtype=object),
        "kind": np.array(kinds, dtype=object),
        "cell": np.array(cell_names, dtype=object),
    }
    return with_data(_tree_spec(tuple(cell_labels)), nodes=nodes, edges=edges)


# --------------------------------------------------------------------------- several classes


@functools.cache
def _posterior_spec(class_names: tuple[str, ...], title: str, axis_title: str) -> dict[str, Any]:
    base = alt.Chart(named_data("cells"))
    x = alt.X("value", type="nominal", sort=None, title=None, axis=alt.Axis(labelAngle=0))
    bars = base.mark_bar().encode(
        x=x,
        y=alt.Y("start", type="quantitative", title=axis_title, scale=alt.Scale(domain=[0, 1])),
        y2=alt.Y2("end"),
        color=alt.Color("class", type="nominal", title=None,
                        scale=role_scale(class_roles(len(class_names)), dict(zip(class_roles(len(class_names)),
                                                                                class_names))),
                        legend=alt.Legend(orient="right")),
        tooltip=[alt.Tooltip("value", type="nominal"), alt.Tooltip("class", type="nominal"),
                 alt.Tooltip("label", type="nominal", title=axis_title)],
    )
    outline = base.transform_filter("datum.winner").mark_bar(fillOpacity=0, stroke="#000000", strokeWidth=2.5).encode(
        x=x, y=alt.Y("start", type="quantitative"), y2=alt.Y2("end"))
    chart = alt.layer(bars, outline).properties(height=240, title=alt.TitleParams(title, anchor="start", fontSize=13))
    return compile_chart(chart)


def posterior_chart(decision: MapDecision, columns: Sequence[int], class_names: Sequence[str],
                    value_names: Sequence[str], labels: Sequence[str], *, title: str,
                    axis_title: str) -> dict[str, Any]:
    """Stacked bars of :math:`p(c \\mid x)`, one bar per possible value of x, the MAP class outlined.

    Parameters
    ----------
    decision : MapDecision
        For the possible values only: ``posterior`` of shape (n_classes, len(columns)).
    columns : sequence of int
        Which value of x each column of ``decision`` is (impossible values are left out).
    class_names, value_names : sequence of str
        Names of every class and every value (all of them).
    labels : sequence of str
        The posterior of each cell, written for the tooltip (row by row, class-major).
    """
    n_classes = decision.posterior.shape[0]
    posterior = decision.posterior
    ends = np.cumsum(posterior, axis=0)
    starts = ends - posterior
    value, cls, start, end, winner = [], [], [], [], []
    for j, column in enumerate(columns):
        for k in range(n_classes):
            value.append(value_names[column])
            cls.append(class_names[k])
            start.append(float(starts[k, j]))
            end.append(float(ends[k, j]))
            winner.append(bool(decision.is_winner[k, j]))
    cells = {
        "value": np.array(value, dtype=object), "class": np.array(cls, dtype=object),
        "start": np.array(start), "end": np.array(end), "winner": np.array(winner, dtype=bool),
        "label": np.array(list(labels), dtype=object),
    }
    return with_data(_posterior_spec(tuple(class_names), title, axis_title), cells=cells)


@functools.cache
def _threshold_spec(class_names: tuple[str, ...], axis_title: str) -> dict[str, Any]:
    roles = class_roles(len(class_names))
    x = alt.X("start", type="quantitative", title=axis_title, scale=alt.Scale(domain=[0, 1], nice=False))
    bars = alt.Chart(named_data("bands")).mark_bar(height={"band": 0.7}).encode(
        y=alt.Y("value", type="nominal", sort=None, title=None),
        x=x,
        x2=alt.X2("end"),
        color=alt.Color("class", type="nominal", title=None, scale=role_scale(roles, dict(zip(roles, class_names))),
                        legend=alt.Legend(orient="right")),
        tooltip=[alt.Tooltip("value", type="nominal"), alt.Tooltip("class", type="nominal")],
    )
    now = alt.Chart(named_data("now")).mark_rule(color="#000000", strokeWidth=2, strokeDash=[5, 3]).encode(
        x=alt.X("p", type="quantitative"))
    chart = alt.layer(bars, now).properties(height=alt.Step(28))
    return compile_chart(chart)


def threshold_chart(threshold: np.ndarray, rival: np.ndarray, cls: int, now: float, columns: Sequence[int],
                    class_names: Sequence[str], value_names: Sequence[str], *, axis_title: str) -> dict[str, Any]:
    """For each value of x, which class wins as the prior of class ``cls`` runs from 0 to 1.

    ``threshold`` and ``rival`` come from ``map_prior_thresholds`` for the values
    ``columns``; ``now`` is the class's current prior (a dashed line).
    """
    value, cls_name, start, end = [], [], [], []
    for j, column in enumerate(columns):
        t = float(threshold[j])
        for name, a, b in ((class_names[int(rival[j])], 0.0, t), (class_names[cls], t, 1.0)):
            if b > a:
                value.append(value_names[column])
                cls_name.append(name)
                start.append(a)
                end.append(b)
    bands = {"value": np.array(value, dtype=object), "class": np.array(cls_name, dtype=object),
             "start": np.array(start), "end": np.array(end)}
    return with_data(_threshold_spec(tuple(class_names), axis_title), bands=bands, now={"p": np.array([float(now)])})


# --------------------------------------------------------------------------- parameter counts


@functools.cache
def _complexity_spec(series: tuple[str, str], x_title: str, y_title: str) -> dict[str, Any]:
    roles = ("full_joint", "naive_bayes")
    x = alt.X("d", type="quantitative", title=x_title, axis=alt.Axis(tickMinStep=1))
    lines = alt.Chart(named_data("counts")).mark_line(point=True).encode(
        x=x,
        y=alt.Y("count", type="quantitative", title=y_title, scale=alt.Scale(type="log"),
                axis=alt.Axis(values=[1, 1e3, 1e6, 1e9], format=",.0f")),
        color=alt.Color("series", type="nominal", title=None, scale=role_scale(roles, dict(zip(roles, series))),
                        legend=alt.Legend(orient="bottom")),
        tooltip=[alt.Tooltip("d", type="quantitative", title="D"),
                 alt.Tooltip("count", type="quantitative", format=",")],
    )
    now = alt.Chart(named_data("now")).mark_rule(color="#666666", strokeDash=[4, 3]).encode(x=x)
    return compile_chart(alt.layer(lines, now).properties(height=260))


def complexity_chart(d: np.ndarray, full: np.ndarray, naive: np.ndarray, current: int, *,
                     series: Sequence[str], x_title: str, y_title: str) -> dict[str, Any]:
    """Parameters of the full joint and of naive Bayes against D (log scale), a line at ``current``."""
    counts = {
        "d": np.concatenate([d, d]),
        "count": np.concatenate([full, naive]).astype(float),
        "series": np.array([series[0]] * len(d) + [series[1]] * len(d), dtype=object),
    }
    return with_data(_complexity_spec(tuple(series), x_title, y_title), counts=counts,
                     now={"d": np.array([int(current)])})


# --------------------------------------------------------------------------- Markdown tables


def _row(cells: Sequence[str]) -> str:
    return "| " + " | ".join(cells) + " |"


def map_tables(text: Any, prior: np.ndarray, likelihood: np.ndarray, evidence: np.ndarray,
               decision: MapDecision | None, columns: Sequence[int]) -> Safe:
    """The typed table (prior and likelihood) and the posterior table with the MAP decisions.

    Parameters
    ----------
    text : ui.text.Text
        The page's words (symbols, row names, tie and impossible cells).
    prior : ndarray of shape (n_classes,)
    likelihood : ndarray of shape (n_classes, n_values)
    evidence : ndarray of shape (n_values,)
        :math:`p(x)`; 0 marks an impossible value.
    decision : MapDecision or None
        For the possible values ``columns`` (None if there are none).
    """
    num = text.num
    n_classes, n_values = likelihood.shape
    values = [text.VALUE_SYMBOL.fill(j=j + 1) for j in range(n_values)]
    classes = [text.CLASS_SYMBOL.fill(k=k + 1) for k in range(n_classes)]
    lines = [_row([text.INPUT_TABLE_HEADER, *values]), _row(["---"] * (n_values + 2))]
    for k in range(n_classes):
        lines.append(_row([classes[k], num(prior[k]), *(num(v) for v in likelihood[k])]))
    lines.append("")
    lines.append(_row([text.POSTERIOR_TABLE_CORNER, *values]))
    lines.append(_row(["---"] * (n_values + 1)))
    lines.append(_row([text.EVIDENCE_ROW, *(num(v) for v in evidence)]))
    position = {column: j for j, column in enumerate(columns)}
    for k in range(n_classes):
        cells = []
        for column in range(n_values):
            if column not in position:
                cells.append("—")
                continue
            j = position[column]
            shown = num(decision.posterior[k, j])
            cells.append(f"**{shown}**" if decision.is_winner[k, j] else shown)
        lines.append(_row([text.POSTERIOR_ROW.fill(k=k + 1), *cells]))
    decisions = []
    for column in range(n_values):
        if column not in position:
            decisions.append(text.IMPOSSIBLE_CELL)
            continue
        winners = decision.winners[position[column]]
        if len(winners) > 1:
            decisions.append(text.TIE.fill(classes=Safe(text.LIST_JOIN.join(classes[c] for c in winners))))
        else:
            decisions.append(classes[winners[0]])
    lines.append(_row([f"**{text.DECISION_ROW}**", *decisions]))
    return Safe("\n".join(lines))


def counts_table(text: Any, estimates: CountEstimates) -> Safe:
    """The estimated prior and likelihood of each class, as fractions and numbers: two tables.

    The records and the prior in one table, the likelihood in another (a class per row, a
    value of x per column): one table of both was too wide for a phone.
    """
    num = text.num
    table = estimates.table
    alpha = estimates.pseudo_count
    n_classes, n_values = table.shape
    values = [text.VALUE_SYMBOL.fill(j=j + 1) for j in range(n_values)]
    class_totals = table.sum(axis=1) + n_values * alpha
    grand_total = float(class_totals.sum())
    priors = [_row([text.COUNTS_TABLE_HEADER]), _row(["---"] * 3)]
    likelihoods = [_row([text.LIKELIHOOD_TABLE_CORNER, *values]), _row(["---"] * (n_values + 1))]
    for k in range(n_classes):
        prior = text.FRACTION.fill(top=num(float(class_totals[k])), bottom=num(grand_total),
                                   value=num(estimates.prior[k], 3))
        cells = [text.FRACTION.fill(top=num(float(table[k, j] + alpha)), bottom=num(float(class_totals[k])),
                                    value=num(estimates.likelihood[k, j], 3)) for j in range(n_values)]
        symbol = text.CLASS_SYMBOL.fill(k=k + 1)
        priors.append(_row([symbol, str(int(table[k].sum())), prior]))
        likelihoods.append(_row([symbol, *cells]))
    return Safe("\n".join(priors) + "\n\n" + "\n".join(likelihoods))


def _plain(value: float) -> str:
    """A number for a typed table: the shortest form that reads back exactly (no locale)."""
    return f"{value:g}" if float(value) == float(f"{value:g}") else repr(float(value))


def fraction_text(estimates: CountEstimates) -> tuple[str, str]:
    """The estimates as the compact text of the MAP table's inputs: exact fractions.

    Returns ``(prior_text, likelihood_text)``, e.g. ``("4/10 6/10", "3/4 1/4 0/4; 1/6 2/6 3/6")``,
    which ``bayeslab.bayes_rule.read_class_table`` reads back to the same numbers.
    """
    table = estimates.table.astype(float) + estimates.pseudo_count
    class_totals = table.sum(axis=1)
    total = float(class_totals.sum())
    prior = " ".join(f"{_plain(t)}/{_plain(total)}" for t in class_totals)
    likelihood = "; ".join(" ".join(f"{_plain(v)}/{_plain(t)}" for v in row) for row, t in zip(table, class_totals))
    return prior, likelihood
