"""Charts (and the evidence-marked message) of the Naive Bayes spam page.

Pure functions: core results in, Vega-Lite specs (or Markdown strings) out; no
``streamlit``. Every word a chart shows (titles, axes, legend, tooltips, bar names)
comes from the page's words as an argument; chart shapes are compiled once per
(shape, words) with ``functools.cache`` and each call only fills the named datasets.
Numbers are formatted for the language given (``lang``). Which bars and words to show
was decided in the core (``LogOdds.waterfall``, ``TopFeatures.favouring``) and the
tokens come from one reading of the message (``Vocabulary.read``): nothing is
re-tokenized or selected here.

Safety: words typed by a student reach the browser only as chart data (drawn by
Vega as SVG/canvas text, never parsed as HTML or Markdown) or as Markdown built by
:func:`evidence_markdown`, where every piece of the text goes through
``ui.text.escape_markdown``.
"""

from __future__ import annotations

import functools
import math
import re
from typing import Any, Mapping, Sequence

import altair as alt
import numpy as np

from ui.charts import PALETTE, ROLE_COLOURS, compile_chart, named_data, role_scale, with_data
from ui.text import escape_markdown, number

__all__ = [
    "WATERFALL_COLOURS",
    "evidence_markdown",
    "sweep_chart",
    "top_words_chart",
    "waterfall_chart",
]

#: Bar roles of the waterfall and their colours (the classes' colours are the same on
#: every page; the total is black: a sum, not a vote).
WATERFALL_COLOURS: dict[str, str] = {
    "prior": ROLE_COLOURS["prior"],
    "spam": ROLE_COLOURS["spam"],
    "ham": ROLE_COLOURS["ham"],
    "total": PALETTE["black"],
}

_ROW_STEP = 24  # pixels per bar: the chart grows with the number of rows
#: Room right of the rightmost bar for its label, as a fraction of the bars' span.
_LABEL_ROOM = 0.2
_PLACEHOLDER = re.compile(r"\{\{(\w+)\}\}")


def _plain(template: str, **values: object) -> str:
    """A chart label from a ``{{name}}`` template: values as they are (Vega draws text, not Markdown)."""
    return _PLACEHOLDER.sub(lambda m: str(values[m.group(1)]), template)


def _delta(value: float, lang: str) -> str:
    return number(value, lang=lang, decimals=2, signed=True)


# --------------------------------------------------------------------------- waterfall


@functools.cache
def _waterfall_spec(title: str, axis: str, roles: tuple[tuple[str, str], ...],
                    tooltips: tuple[str, str, str]) -> dict[str, Any]:
    base = alt.Chart(named_data("steps"))
    y = alt.Y(
        "step",
        type="nominal",
        sort=alt.EncodingSortField(field="order", op="min", order="ascending"),
        title=None,
        # Room for "palavras ausentes (583)" in projector mode's 16 px labels (a long token is cut with …).
        axis=alt.Axis(labelLimit=190),
    )
    bars = base.mark_bar(height={"band": 0.75}).encode(
        y=y,
        x=alt.X("start", type="quantitative", title=axis),
        x2=alt.X2("end"),
        color=alt.Color(
            "role",
            type="nominal",
            title=None,
            scale=alt.Scale(domain=[label for _, label in roles],
                            range=[WATERFALL_COLOURS[role] for role, _ in roles]),
            # One column: it starts under the plot (right of the word labels), and two columns of
            # projector mode's 16 px labels ran past the chart's edge in a 1280 px window.
            legend=alt.Legend(orient="bottom", direction="vertical"),
        ),
        tooltip=[
            alt.Tooltip("step", type="nominal", title=tooltips[0]),
            alt.Tooltip("label", type="nominal", title=tooltips[1]),
            alt.Tooltip("end_label", type="nominal", title=tooltips[2]),
        ],
    )
    # No fontSize of its own: Vega's 11 px, projector mode's larger text config.
    labels = base.mark_text(align="left", dx=4).encode(
        y=y,
        x=alt.X("label_at", type="quantitative"),
        text=alt.Text("label", type="nominal"),
    )
    zero_data = alt.Chart(named_data("zero"))
    zero = zero_data.mark_rule(color="#666666").encode(x=alt.X("x", type="quantitative"))
    # Room for the labels right of the last bar inside the x scale itself: Vega's autosize
    # makes room for them on the first drawing, but not after the chart is resized (a closed
    # sidebar, a turned phone), which cut "+5,31" to "+5,3".
    room = zero_data.mark_rule(opacity=0).encode(x=alt.X("room", type="quantitative"))
    chart = (bars + labels + zero + room).properties(
        height=alt.Step(_ROW_STEP), title=alt.TitleParams(title, anchor="start")
    )
    return compile_chart(chart)


def waterfall_chart(
    prior: float,
    names: Sequence[str],
    ratios: np.ndarray,
    *,
    repeats: Sequence[int] | None = None,
    rest: float | None = None,
    n_rest: int = 0,
    absent: float | None = None,
    n_absent: int = 0,
    words: Mapping[str, Any],
    lang: str,
) -> dict[str, Any]:
    """Waterfall of the posterior log-odds: prior + word log-likelihood ratios = total.

    Parameters
    ----------
    prior : float
        Prior log-odds log π_spam − log π_ham (may be ±inf).
    names : sequence of str, length n_words
        The words with a bar of their own.
    ratios : ndarray of shape (n_words,)
        Their log-likelihood ratios (±inf for a zero, nan for 0/0).
    repeats : sequence of int, optional
        How often each occurs (multinomial): a word seen k > 1 times is named with
        the ``repeated`` template (``free ×3``).
    rest : float, optional
        The summed ratio of the words without a bar of their own (``n_rest`` of them);
        None: no such bar.
    absent : float, optional
        Bernoulli: the summed ratio of the ``n_absent`` absent words; None: no bar.
    words : mapping
        The page's words: ``title``, ``axis``, ``prior``, ``posterior`` (bar names),
        ``others`` and ``absent`` (templates with ``{{n}}``), ``repeated`` (with
        ``{{word}}`` and ``{{n}}``), ``roles`` (role ->
        legend label for ``prior``, ``spam``, ``ham``, ``total``) and ``tooltips``
        (``term``, ``adds``, ``running``).
    lang : str
        Language of the numbers on the bars.

    Returns
    -------
    dict
        Vega-Lite spec with datasets ``steps`` and ``zero`` (the zero line's ``x`` and,
        in ``room``, a point right of the last bar that keeps room for its label).

    Notes
    -----
    The bars walk along the finite terms; an infinite term is drawn from where it
    occurs to the edge of the plotted range (labelled ±∞) without moving the walk, so
    the other words stay visible. The total bar is the true sum (±∞); when it is
    undefined (∞ − ∞) it is left out.

    Examples
    --------
    >>> words = {"title": "", "axis": "log-odds", "prior": "prior", "posterior": "= total",
    ...          "others": "{{n}} more", "absent": "absent ({{n}})", "repeated": "{{word}} ×{{n}}",
    ...          "roles": {"prior": "prior", "spam": "spam", "ham": "ham", "total": "total"},
    ...          "tooltips": {"term": "t", "adds": "a", "running": "r"}}
    >>> spec = waterfall_chart(-0.5, ["win", "mum"], np.array([2.0, -1.0]), repeats=[2, 1], rest=0.25,
    ...                        n_rest=3, words=words, lang="en")
    >>> steps = spec["datasets"]["steps"].to_pydict()
    >>> steps["step"], steps["label"]
    (['prior', 'win ×2', 'mum', '3 more', '= total'], ['−0.50', '+2.00', '−1.00', '+0.25', '+0.75'])
    >>> steps["role"]
    ['prior', 'spam', 'ham', 'spam', 'total']
    """
    roles = words["roles"]
    ratios = np.asarray(ratios, dtype=np.float64)
    if repeats is not None:
        names = [name if n == 1 else _plain(words["repeated"], word=name, n=int(n))
                 for name, n in zip(names, repeats)]
    steps: list[str] = [words["prior"], *names]
    deltas: list[float] = [float(prior), *map(float, ratios)]
    if rest is not None:
        steps.append(_plain(words["others"], n=n_rest))
        deltas.append(float(rest))
    if absent is not None:
        steps.append(_plain(words["absent"], n=n_absent))
        deltas.append(float(absent))
    role_keys = ["prior"] + ["spam" if d > 0 else "ham" for d in deltas[1:]]

    finite_deltas = [d if math.isfinite(d) else 0.0 for d in deltas]
    walk = np.cumsum(finite_deltas)
    with np.errstate(invalid="ignore"):
        total = float(np.sum(deltas))
        running_true = np.cumsum(deltas)
    extent = [abs(v) for v in list(walk) + finite_deltas + [0.0]]
    if math.isfinite(total):
        extent.append(abs(total))
    edge = max(max(extent), 1.0) * 1.15

    def clip(value: float) -> float:
        return max(-edge, min(edge, value))

    starts: list[float] = []
    ends: list[float] = []
    previous = 0.0
    for delta, position in zip(deltas, walk):
        starts.append(previous)
        ends.append(clip(delta * edge) if math.isinf(delta) else position)
        previous = position
    delta_labels = [_delta(d, lang) for d in deltas]
    end_labels = [_delta(float(t), lang) for t in running_true]
    if not math.isnan(total):
        steps.append(words["posterior"])
        starts.append(0.0)
        ends.append(clip(total))
        role_keys.append("total")
        delta_labels.append(_delta(total, lang))
        end_labels.append(_delta(total, lang))
    table = {
        "order": np.arange(len(steps)),
        "step": np.array(steps, dtype=object),
        "start": np.array(starts),
        "end": np.array(ends),
        "role": np.array([roles[r] for r in role_keys], dtype=object),
        "label": np.array(delta_labels, dtype=object),
        "end_label": np.array(end_labels, dtype=object),
        "label_at": np.array([max(a, b) for a, b in zip(starts, ends)]),
    }
    spec = _waterfall_spec(
        words["title"], words["axis"],
        tuple((r, roles[r]) for r in ("prior", "spam", "ham", "total")),
        (words["tooltips"]["term"], words["tooltips"]["adds"], words["tooltips"]["running"]),
    )
    bar_ends = starts + ends
    span = max(bar_ends) - min(min(bar_ends), 0.0)
    return with_data(spec, steps=table, zero={"x": np.array([0.0]),
                                             "room": np.array([max(bar_ends) + _LABEL_ROOM * span])})


# --------------------------------------------------------------------------- β sweep


@functools.cache
def _sweep_spec(accuracy_title: str, log_loss_title: str, beta_axis: str, beta_tooltip: str) -> dict[str, Any]:
    x = alt.X(
        "beta",
        type="quantitative",
        title=beta_axis,
        scale=alt.Scale(type="log"),
        axis=alt.Axis(format="~g"),
    )
    base = alt.Chart(named_data("curve"))
    colours = (ROLE_COLOURS["posterior"], ROLE_COLOURS["likelihood"])
    lines = []
    for field, title, colour, orient in zip(
        ("accuracy", "log_loss"), (accuracy_title, log_loss_title), colours, ("left", "right")
    ):
        lines.append(
            base.mark_line(color=colour, point=alt.OverlayMarkDef(size=16, color=colour)).encode(
                x=x,
                y=alt.Y(field, type="quantitative", title=title, scale=alt.Scale(zero=False),
                        axis=alt.Axis(orient=orient, titleColor=colour)),
                tooltip=[
                    alt.Tooltip("beta", type="quantitative", title=beta_tooltip, format=".3g"),
                    alt.Tooltip(field, type="quantitative", title=title, format=".4g"),
                ],
            )
        )
    current = alt.Chart(named_data("current")).mark_rule(color="#666666", strokeDash=[4, 3]).encode(x=x)
    chart = alt.layer(lines[0], lines[1], current).resolve_scale(y="independent")
    # Padding for the rotated axis titles: their line box (24 px in projector mode's 18 px type)
    # reached past the chart's edges with Vega's default 5 px.
    return compile_chart(chart.properties(height=240, padding={"left": 10, "right": 10, "top": 5, "bottom": 5}))


def sweep_chart(betas: np.ndarray, accuracy: np.ndarray, log_loss: np.ndarray,
                current_beta: float, *, words: Mapping[str, str]) -> dict[str, Any]:
    """Test accuracy (left axis) and log-loss (right axis) against β on a log axis.

    Parameters
    ----------
    betas : ndarray of shape (n_points,)
        Positive β values.
    accuracy, log_loss : ndarray of shape (n_points,)
        The metrics at each β; a non-finite value (an infinite or undefined
        log-loss) leaves a gap.
    current_beta : float
        The page's β, drawn as a dashed rule; none when it is 0 (off a log axis).
    words : mapping
        ``accuracy``, ``log_loss`` (axis titles), ``beta_axis``, ``beta`` (tooltip).

    Examples
    --------
    >>> words = {"accuracy": "acc", "log_loss": "loss", "beta_axis": "β", "beta": "β"}
    >>> spec = sweep_chart(np.array([0.1, 1.0]), np.array([0.9, 0.8]), np.array([np.inf, 0.3]), 0.0,
    ...                    words=words)
    >>> spec["datasets"]["curve"].to_pydict()["log_loss"], spec["datasets"]["current"].num_rows
    ([nan, 0.3], 0)
    """
    betas = np.asarray(betas, dtype=np.float64)

    def finite(values: np.ndarray) -> np.ndarray:
        values = np.asarray(values, dtype=np.float64)
        return np.where(np.isfinite(values), values, np.nan)

    current = np.array([current_beta], dtype=np.float64) if current_beta > 0 else np.empty(0)
    return with_data(
        _sweep_spec(words["accuracy"], words["log_loss"], words["beta_axis"], words["beta"]),
        curve={"beta": betas, "accuracy": finite(accuracy), "log_loss": finite(log_loss)},
        current={"beta": current},
    )


# --------------------------------------------------------------------------- top words


@functools.cache
def _top_words_spec(title: str, axis: str, legend: str, classes: tuple[tuple[str, str], ...],
                    tooltips: tuple[str, str]) -> dict[str, Any]:
    base = alt.Chart(named_data("words"))
    y = alt.Y(
        "word",
        type="nominal",
        sort=alt.EncodingSortField(field="order", op="min", order="ascending"),
        title=None,
        axis=alt.Axis(labelLimit=120),
    )
    bars = base.mark_bar().encode(
        y=y,
        x=alt.X("bar", type="quantitative", title=axis),
        color=alt.Color(
            "class",
            type="nominal",
            title=legend,
            scale=role_scale([key for key, _ in classes], dict(classes)),
            legend=alt.Legend(orient="bottom"),
        ),
        tooltip=[
            alt.Tooltip("word", type="nominal", title=tooltips[0]),
            alt.Tooltip("label", type="nominal", title=tooltips[1]),
        ],
    )
    text = base.mark_text(align="left", dx=3, fontSize=10).encode(
        y=y,
        x=alt.X("label_at", type="quantitative"),
        text=alt.Text("label", type="nominal"),
    )
    return compile_chart((bars + text).properties(
        height=alt.Step(22), title=alt.TitleParams(title, anchor="start")
    ))


def top_words_chart(spam_words: Sequence[str], spam_ratios: np.ndarray,
                    ham_words: Sequence[str], ham_ratios: np.ndarray, *,
                    words: Mapping[str, Any], lang: str) -> dict[str, Any]:
    """Diverging bars: the top spam words (right of 0) above the top ham words (left).

    Parameters
    ----------
    spam_words, ham_words : sequence of str
        The words that favour each class most, strongest first.
    spam_ratios, ham_ratios : ndarray
        Their log-ratio against the other class (> 0; +inf for a word with
        probability 0 in the other class).
    words : mapping
        ``title``, ``axis``, ``legend``, ``classes`` (``spam``/``ham`` -> name) and
        ``tooltips`` (``word``, ``ratio``).
    lang : str
        Language of the numbers on the bars.

    Examples
    --------
    >>> words = {"title": "", "axis": "x", "legend": "", "classes": {"spam": "spam", "ham": "ham"},
    ...          "tooltips": {"word": "word", "ratio": "ratio"}}
    >>> spec = top_words_chart(["win"], np.array([np.inf]), ["mum"], np.array([1.0]), words=words, lang="en")
    >>> table = spec["datasets"]["words"].to_pydict()
    >>> table["word"], table["label"], table["class"]
    (['win', 'mum'], ['+∞', '−1.00'], ['spam', 'ham'])
    """
    spam_ratios = np.asarray(spam_ratios, dtype=np.float64)
    ham_ratios = np.asarray(ham_ratios, dtype=np.float64)
    signed = np.concatenate([spam_ratios, -ham_ratios])
    finite = np.abs(signed[np.isfinite(signed)])
    edge = (finite.max() if finite.size else 1.0) * 1.1 or 1.0
    bar = np.clip(np.nan_to_num(signed, nan=0.0, posinf=edge, neginf=-edge), -edge, edge)
    names = [*spam_words, *ham_words]
    # A word can favour only one class, but keep y values unique whatever comes in.
    seen: dict[str, int] = {}
    unique = []
    for name in names:
        seen[name] = seen.get(name, 0) + 1
        unique.append(name if seen[name] == 1 else f"{name} ({seen[name]})")
    classes = words["classes"]
    table = {
        "order": np.arange(len(names)),
        "word": np.array(unique, dtype=object),
        "bar": bar,
        "class": np.array([classes["spam"]] * len(spam_words) + [classes["ham"]] * len(ham_words),
                          dtype=object),
        "label": np.array([_delta(v, lang) for v in signed], dtype=object),
        "label_at": np.maximum(bar, 0.0),
    }
    spec = _top_words_spec(words["title"], words["axis"], words["legend"],
                           (("spam", classes["spam"]), ("ham", classes["ham"])),
                           (words["tooltips"]["word"], words["tooltips"]["ratio"]))
    return with_data(spec, words=table)


# --------------------------------------------------------------------------- marked message


def evidence_markdown(
    text: str,
    spans: Sequence[tuple[int, int]],
    ratios: Sequence[float | None],
    *,
    weak: float = 0.5,
    strong: float = 2.0,
) -> str:
    """The message as Markdown with each token coloured by its evidence.

    Parameters
    ----------
    text : str
        The text the spans index (``Reading.text``: the normalized, lowercased message).
    spans : sequence of (start, end)
        Token positions in ``text``, increasing and non-overlapping (``Reading.spans``).
    ratios : sequence of float or None
        Each token's log-likelihood ratio spam vs ham; ``None`` for a token not in
        the vocabulary (grey).
    weak, strong : float
        |ratio| ≤ ``weak`` (or undefined) is left plain; above ``strong`` (or
        infinite) is highlighted with a background.

    Returns
    -------
    str
        Markdown where every piece of ``text`` went through ``escape_markdown``;
        the only markup added is Streamlit's ``:colour[…]`` / ``:colour-background[…]``.

    Examples
    --------
    >>> evidence_markdown("win cash, see mum", [(0, 3), (4, 8), (10, 13), (14, 17)], [3.0, 0.8, -0.1, None])
    ':red-background[win] :red[cash]\\\\, see :gray[mum]'
    >>> evidence_markdown("[x](y)", [(1, 2), (4, 5)], [-float("inf"), 0.0])
    '\\\\[:blue-background[x]\\\\]\\\\(y\\\\)'
    """
    pieces: list[str] = []
    position = 0
    for (start, end), ratio in zip(spans, ratios):
        pieces.append(escape_markdown(text[position:start]))
        token = escape_markdown(text[start:end])
        if ratio is None:
            pieces.append(f":gray[{token}]")
        elif math.isnan(ratio) or abs(ratio) <= weak:
            pieces.append(token)
        else:
            colour = "red" if ratio > 0 else "blue"
            suffix = "-background" if abs(ratio) > strong else ""
            pieces.append(f":{colour}{suffix}[{token}]")
        position = end
    pieces.append(escape_markdown(text[position:]))
    return "".join(pieces).strip()
