"""Charts (and the evidence-marked message) of the Naive Bayes spam page.

Pure functions: core results in, Vega-Lite specs (or Markdown strings) out; no
``streamlit``. Chart shapes are compiled once per process (``functools.cache``);
each call only fills the named datasets.

Safety: words typed by a student reach the browser only as chart data (drawn by
Vega as SVG/canvas text, never parsed as HTML) or as Markdown built by
:func:`evidence_markdown`, which backslash-escapes every ASCII punctuation
character, so the text cannot open a link, an image, HTML, LaTeX (``$``) or a
Streamlit colour directive.
"""

from __future__ import annotations

import functools
import math
import re
from typing import Any, Sequence

import altair as alt
import numpy as np

from bayeslab.text import TOKEN_PATTERN
from ui.charts import ROLE_COLOURS, compile_chart, named_data, with_data
from ui.text import escape_markdown, fill, number

__all__ = [
    "WATERFALL_ROLES",
    "evidence_markdown",
    "sweep_chart",
    "token_spans",
    "top_words_chart",
    "waterfall_chart",
]

#: Bar roles of the waterfall, with their colours (fixed across pages).
WATERFALL_ROLES: dict[str, str] = {
    "prior": ROLE_COLOURS["prior"],
    "for spam": ROLE_COLOURS["spam"],
    "for ham": ROLE_COLOURS["ham"],
    "posterior": ROLE_COLOURS["posterior_median"],  # black: a total, not a vote
}

_ROW_STEP = 24  # pixels per bar: the chart grows with the number of rows


def _fmt_delta(value: float) -> str:
    return number(value, decimals=2, signed=True)


# --------------------------------------------------------------------------- waterfall


@functools.cache
def _waterfall_spec(title: str) -> dict[str, Any]:
    base = alt.Chart(named_data("steps"))
    y = alt.Y(
        "step",
        type="nominal",
        sort=alt.EncodingSortField(field="order", op="min", order="ascending"),
        title=None,
        axis=alt.Axis(labelLimit=140),
    )
    bars = base.mark_bar(height={"band": 0.75}).encode(
        y=y,
        x=alt.X(
            "start",
            type="quantitative",
            title="log-odds of spam (nats)",
        ),
        x2=alt.X2("end"),
        color=alt.Color(
            "role",
            type="nominal",
            title=None,
            scale=alt.Scale(domain=list(WATERFALL_ROLES), range=list(WATERFALL_ROLES.values())),
            legend=alt.Legend(orient="bottom", direction="horizontal", columns=2),
        ),
        tooltip=[
            alt.Tooltip("step", type="nominal", title="term"),
            alt.Tooltip("label", type="nominal", title="adds"),
            alt.Tooltip("end_label", type="nominal", title="running log-odds"),
        ],
    )
    labels = base.mark_text(align="left", dx=4, fontSize=11).encode(
        y=y,
        x=alt.X("label_at", type="quantitative"),
        text=alt.Text("label", type="nominal"),
    )
    zero = alt.Chart(named_data("zero")).mark_rule(color="#666666").encode(
        x=alt.X("x", type="quantitative")
    )
    chart = (bars + labels + zero).properties(
        height=alt.Step(_ROW_STEP), title=alt.TitleParams(title, anchor="start")
    )
    return compile_chart(chart)


def waterfall_chart(
    prior: float,
    words: Sequence[str],
    ratios: np.ndarray,
    *,
    absent: float | None = None,
    n_absent: int = 0,
    max_words: int = 12,
    labels: dict[str, str] | None = None,
    title: str = "",
) -> dict[str, Any]:
    """Waterfall of the posterior log-odds: prior + word log-likelihood ratios.

    Parameters
    ----------
    prior : float
        Prior log-odds log π_spam − log π_ham (may be ±inf).
    words : sequence of str, length n_words
        Bar label of each word term (e.g. ``"free"`` or ``"free ×2"``).
    ratios : ndarray of shape (n_words,)
        Each word's log-likelihood ratio (±inf for a zero, nan for 0/0).
    absent : float, optional
        Bernoulli: the summed ratio of all absent words (one bar); None to omit.
    n_absent : int
        Number of absent words, for the bar's label.
    max_words : int
        At most this many word bars (largest |ratio| first, then in message order);
        the rest are summed into one "other words" bar.
    labels : dict, optional
        Bar names ``prior``, ``posterior``, ``others`` (with ``{n}``), ``absent``
        (with ``{n}``), from the page's text module.
    title : str
        Chart title.

    Returns
    -------
    dict
        Vega-Lite spec with datasets ``steps`` and ``zero``.

    Notes
    -----
    Infinite terms are drawn to the edge of the plotted range and labelled ±∞; if
    the total is undefined (∞ − ∞) the final bar is omitted and labelled
    "undefined".
    """
    names = {"prior": "prior", "posterior": "= posterior", "others": "other {{n}} words",
             "absent": "absent words ({{n}})"}
    names.update(labels or {})
    ratios = np.asarray(ratios, dtype=np.float64)
    words = list(words)
    n = len(words)
    keep = np.arange(n)
    if n > max_words:
        magnitude = np.where(np.isnan(ratios), np.inf, np.abs(ratios))
        keep = np.sort(np.argsort(-magnitude, kind="stable")[:max_words - 1])
    steps: list[str] = [names["prior"]]
    deltas: list[float] = [float(prior)]
    roles: list[str] = ["prior"]
    for i in keep:
        steps.append(words[i])
        deltas.append(float(ratios[i]))
    if keep.size < n:
        rest = np.setdiff1d(np.arange(n), keep)
        with np.errstate(invalid="ignore"):
            steps.append(fill(names["others"], n=rest.size))
            deltas.append(float(ratios[rest].sum()))
    if absent is not None:
        steps.append(fill(names["absent"], n=n_absent))
        deltas.append(float(absent))
    roles += ["for spam" if d > 0 else "for ham" for d in deltas[1:]]

    # The bars walk along the finite terms; an infinite term is drawn from where it
    # occurs to the edge of the plot (labelled ±∞) without moving the walk, so the
    # other words stay visible. The total itself is the true sum (±∞ or undefined).
    finite_deltas = [d if math.isfinite(d) else 0.0 for d in deltas]
    walk = np.cumsum(finite_deltas)
    with np.errstate(invalid="ignore"):
        total = float(np.sum(deltas))
    extent = [abs(v) for v in list(walk) + finite_deltas + [0.0]]
    if math.isfinite(total):
        extent.append(abs(total))
    edge = max(max(extent), 1.0) * 1.15

    def clip(value: float) -> float:
        return max(-edge, min(edge, value))

    starts: list[float] = []
    ends: list[float] = []
    end_labels: list[str] = []
    previous = 0.0
    with np.errstate(invalid="ignore"):
        running_true = np.cumsum(deltas)
    for delta, position, true_total in zip(deltas, walk, running_true):
        starts.append(previous)
        ends.append(clip(delta * edge) if math.isinf(delta) else position)
        end_labels.append(_fmt_delta(float(true_total)))
        previous = position
    delta_labels = [_fmt_delta(d) for d in deltas]
    if not math.isnan(total):
        steps.append(names["posterior"])
        starts.append(0.0)
        ends.append(clip(total))
        roles.append("posterior")
        delta_labels.append(_fmt_delta(total))
        end_labels.append(_fmt_delta(total))
    label_at = [max(a, b) for a, b in zip(starts, ends)]
    table = {
        "order": np.arange(len(steps)),
        "step": np.array(steps, dtype=object),
        "start": np.array(starts),
        "end": np.array(ends),
        "role": np.array(roles, dtype=object),
        "label": np.array(delta_labels, dtype=object),
        "end_label": np.array(end_labels, dtype=object),
        "label_at": np.array(label_at),
    }
    return with_data(_waterfall_spec(title), steps=table, zero={"x": np.array([0.0])})


# --------------------------------------------------------------------------- β sweep


@functools.cache
def _sweep_spec(accuracy_title: str, log_loss_title: str) -> dict[str, Any]:
    x = alt.X(
        "beta",
        type="quantitative",
        title="word pseudo-count β (log scale)",
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
                    alt.Tooltip("beta", type="quantitative", title="β", format=".3g"),
                    alt.Tooltip(field, type="quantitative", title=title, format=".4g"),
                ],
            )
        )
    current = alt.Chart(named_data("current")).mark_rule(color="#666666", strokeDash=[4, 3]).encode(x=x)
    chart = alt.layer(lines[0], lines[1], current).resolve_scale(y="independent")
    return compile_chart(chart.properties(height=240))


def sweep_chart(betas: np.ndarray, accuracy: np.ndarray, log_loss: np.ndarray,
                current_beta: float, *, accuracy_title: str = "test accuracy",
                log_loss_title: str = "test log-loss (nats)") -> dict[str, Any]:
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
    accuracy_title, log_loss_title : str
        Axis titles (from the page's text module).
    """
    betas = np.asarray(betas, dtype=np.float64)

    def finite(values: np.ndarray) -> np.ndarray:
        values = np.asarray(values, dtype=np.float64)
        return np.where(np.isfinite(values), values, np.nan)

    current = np.array([current_beta], dtype=np.float64) if current_beta > 0 else np.empty(0)
    return with_data(
        _sweep_spec(accuracy_title, log_loss_title),
        curve={"beta": betas, "accuracy": finite(accuracy), "log_loss": finite(log_loss)},
        current={"beta": current},
    )


# --------------------------------------------------------------------------- top words


@functools.cache
def _top_words_spec(title: str) -> dict[str, Any]:
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
        x=alt.X("bar", type="quantitative", title="log θ(word|spam) − log θ(word|ham)"),
        color=alt.Color(
            "class",
            type="nominal",
            title="indicates",
            scale=alt.Scale(domain=["spam", "ham"], range=[ROLE_COLOURS["spam"], ROLE_COLOURS["ham"]]),
            legend=alt.Legend(orient="bottom"),
        ),
        tooltip=[
            alt.Tooltip("word", type="nominal"),
            alt.Tooltip("label", type="nominal", title="log-ratio"),
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
                    title: str = "") -> dict[str, Any]:
    """Diverging bars: the top spam words (positive) above the top ham words (negative).

    Parameters
    ----------
    spam_words, ham_words : sequence of str
        The most indicative words of each class, strongest first.
    spam_ratios, ham_ratios : ndarray
        Their log-ratio against the other class (≥ 0 normally; +inf for a word seen
        in one class only under β = 0; nan where undefined).
    title : str
        Chart title.
    """
    spam_ratios = np.asarray(spam_ratios, dtype=np.float64)
    ham_ratios = np.asarray(ham_ratios, dtype=np.float64)
    signed = np.concatenate([spam_ratios, -ham_ratios])
    finite = np.abs(signed[np.isfinite(signed)])
    edge = (finite.max() if finite.size else 1.0) * 1.1 or 1.0
    bar = np.clip(np.nan_to_num(signed, nan=0.0, posinf=edge, neginf=-edge), -edge, edge)
    labels = [_fmt_delta(v) for v in signed]
    words = [*spam_words, *ham_words]
    # One word could top both lists only in degenerate cases; keep y values unique.
    seen: dict[str, int] = {}
    unique = []
    for word in words:
        seen[word] = seen.get(word, 0) + 1
        unique.append(word if seen[word] == 1 else f"{word} ({seen[word]})")
    table = {
        "order": np.arange(len(words)),
        "word": np.array(unique, dtype=object),
        "bar": bar,
        "class": np.array(["spam"] * len(spam_words) + ["ham"] * len(ham_words), dtype=object),
        "label": np.array(labels, dtype=object),
        "label_at": np.maximum(bar, 0.0),
    }
    return with_data(_top_words_spec(title), words=table)


# --------------------------------------------------------------------------- marked message

_TOKEN_RE = re.compile(TOKEN_PATTERN)


def token_spans(message: str) -> tuple[list[str], list[tuple[int, int]], str]:
    """The message's tokens with their positions, for marking them up.

    Uses the core tokenizer's rule (``bayeslab.text.TOKEN_PATTERN`` on the lowercased
    text), so the tokens equal ``bayeslab.text.tokenize(message)``.

    Returns
    -------
    tokens : list of str
    spans : list of (start, end)
        Positions in ``lowered``.
    lowered : str
        ``message.lower()`` (what the model reads; lowercasing may change lengths, so
        spans index this string, not the original).
    """
    lowered = message.lower()
    matches = list(_TOKEN_RE.finditer(lowered))
    return [m.group() for m in matches], [m.span() for m in matches], lowered




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
        The text the spans index (the lowercased message).
    spans : sequence of (start, end)
        Token positions in ``text``, increasing and non-overlapping.
    ratios : sequence of float or None
        Each token's log-likelihood ratio spam vs ham; ``None`` for a token not in
        the vocabulary (grey).
    weak, strong : float
        |ratio| ≤ ``weak`` is left plain; above ``strong`` (or infinite) is
        highlighted with a background.

    Returns
    -------
    str
        Markdown where every piece of ``text`` went through :func:`escape_markdown`;
        the only markup added is Streamlit's ``:colour[…]`` / ``:colour-background[…]``.
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
