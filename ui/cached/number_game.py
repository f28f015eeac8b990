"""Caches for the number-game page: spaces, inferences, hypothesis names, chart words and charts.

Keys are scalars: the space's key and prior settings, the examples as a tuple, the
sampling key, the language tag (and projector mode for the charts whose sizes follow it).
The page's three charts of the primary view are built and serialised once per such key
(:func:`hypotheses_panel`, :func:`predictive_chart`, :func:`extensions_panel`): a class
types the same few example sets, and every rerun (a slider drag elsewhere, a reveal, a new
view) shows the same bytes again instead of rebuilding and re-encoding its tables.
"""

from __future__ import annotations

import functools
import threading
from dataclasses import dataclass

import streamlit as st

from bayeslab.number_game import HypothesisSpace, Inference, murphy_space, tenenbaum_space
from ui.charts import number_game as charts
from ui.charts import serialised
from ui.charts.number_game import ConvergenceLabels, ExtensionsLabels, HypothesisLabels, PredictiveLabels
from ui.number_game_markdown import hypothesis_name, mlapp_weights
from ui.text import Safe, words

#: Rows of the bar charts for a space of more than ``ALL_ROWS_MAX`` hypotheses (Tenenbaum's 5,084).
TOP_HYPOTHESES = 20
ALL_ROWS_MAX = 40
#: Rows of the dot matrix.
TOP_EXTENSIONS = 8


@st.cache_resource(max_entries=4, show_spinner=False)
def murphy(unnatural_exponent: int) -> HypothesisSpace:
    """MLaPP's 32 concepts with unnatural-concept weight 10**unnatural_exponent."""
    return murphy_space(unnatural_weight=10.0**unnatural_exponent)


@st.cache_resource(max_entries=6, show_spinner=False)
def tenenbaum(rule_weight: float, sigma: float) -> HypothesisSpace:
    """Tenenbaum's rules + intervals (5,084 hypotheses, ≈ 8 ms to build)."""
    return tenenbaum_space(rule_weight=rule_weight, sigma=sigma)


@functools.lru_cache(maxsize=256)
def murphy_inference(unnatural_exponent: int, data: tuple[int, ...], sampling: str) -> Inference:
    """Posterior and predictives in MLaPP's space; a class types the same few example sets."""
    return murphy(unnatural_exponent).infer(data, sampling)


@functools.lru_cache(maxsize=16)
def tenenbaum_inference(rule_weight: float, sigma: float, data: tuple[int, ...], sampling: str) -> Inference:
    """Posterior and predictives in Tenenbaum's space.

    Kept small: each result refers to its space (≈ 4.5 MB with the float membership
    matrix), which may already have left the space cache, so 16 entries bound this cache
    at ≈ 75 MB even when every entry has a different prior.
    """
    return tenenbaum(rule_weight, sigma).infer(data, sampling)


# One tuple of names per (space key, language): at most 2 x 3 entries. The names depend on
# the hypotheses' descriptions only, which are the same for every prior of a space.
_NAMES: dict[tuple[str, str], tuple[str, ...]] = {}
_NAMES_LOCK = threading.Lock()


def display_names(space_key: str, space: HypothesisSpace, lang: str) -> tuple[str, ...]:
    """Every hypothesis's name in ``lang``, in the space's order (built once: ≈ 25 ms for Tenenbaum's).

    ``space`` is any space of kind ``space_key`` ("mlapp" or "tenenbaum"), whatever its prior.
    """
    key = (space_key, lang)
    names = _NAMES.get(key)
    if names is None:
        text = words("number_game", lang)
        names = tuple(hypothesis_name(d, i, text) for d, i in zip(space.descriptions, space.names))
        with _NAMES_LOCK:
            _NAMES[key] = names
    return names


@dataclass(frozen=True)
class ChartLabels:
    """The words of the page's four charts in one language."""

    hypotheses: HypothesisLabels
    predictive: PredictiveLabels
    extensions: ExtensionsLabels
    convergence: ConvergenceLabels


@functools.lru_cache(maxsize=8)
def chart_labels(lang: str) -> ChartLabels:
    """The charts' words in ``lang``, built once per language."""
    text = words("number_game", lang)
    roles = ("prior", "likelihood", "posterior")
    return ChartLabels(
        hypotheses=HypothesisLabels(
            panel_lines=tuple(tuple(text.CHART_PANEL_LINES[r]) for r in roles),
            tooltips=tuple(text.CHART_PANEL_TOOLTIPS[r] for r in roles),
            log_scale=text.CHART_LOG_SCALE,
            hypothesis=text.CHART_HYPOTHESIS,
            size=text.CHART_SIZE,
            title=text.HYPOTHESES_HEADER,
        ),
        predictive=PredictiveLabels(
            series=tuple(text.CHART_PREDICTIVE_SERIES[r] for r in ("predictive", "plug_in", "data")),
            x=text.CHART_NUMBER,
            y=text.CHART_PREDICTIVE_AXIS,
        ),
        extensions=ExtensionsLabels(
            x=text.CHART_MEMBERS_AXIS,
            examples_row=text.CHART_EXAMPLES_ROW,
            hypothesis=text.CHART_HYPOTHESIS,
            member=text.CHART_MEMBER,
        ),
        convergence=ConvergenceLabels(
            series=(text.CHART_CURVES["posterior"], text.CHART_CURVES["plug_in"]),
            x=text.CHART_EXAMPLES_USED,
            y=text.CHART_PROBABILITY,
            n=text.CHART_N,
            curve=text.CHART_CURVE,
            value=text.CHART_VALUE,
        ),
    )


# --------------------------------------------------------------------------- charts, built once per key
#: ``prior``: the space's prior settings as a tuple, ``(unnatural_exponent,)`` for "mlapp",
#: ``(rule_weight, sigma)`` for "tenenbaum" (the page's slider values).
Prior = tuple


@functools.lru_cache(maxsize=16)
def space_and_result(space_key: str, prior: Prior, data: tuple[int, ...], sampling: str) -> tuple[HypothesisSpace, Inference]:
    """The cached space of ``space_key`` with ``prior`` and its inference from ``data``.

    A plain LRU in front of the space and inference caches (``st.cache_resource`` hashes its
    arguments on every call): a rerun with the same state costs one dictionary look-up. Its
    entries refer to what :func:`tenenbaum_inference` keeps alive anyway (an inference refers
    to its space), so 16 entries add no memory beyond that cache's bound.
    """
    if space_key == "tenenbaum":
        rule_weight, sigma = prior
        return tenenbaum(rule_weight, sigma), tenenbaum_inference(rule_weight, sigma, data, sampling)
    (unnatural,) = prior
    return murphy(unnatural), murphy_inference(unnatural, data, sampling)


@dataclass(frozen=True)
class HypothesesPanel:
    """The prior | likelihood | posterior chart (serialised) and what the page writes under it."""

    spec: dict
    rows: tuple[int, ...]
    log_scale: bool


@functools.lru_cache(maxsize=64)
def hypotheses_panel(space_key: str, prior: Prior, data: tuple[int, ...], sampling: str, lang: str,
                     projector: bool) -> HypothesesPanel:
    """The hypotheses drawn (all of a small space, else the :data:`TOP_HYPOTHESES` most probable), as one chart."""
    space, result = space_and_result(space_key, prior, data, sampling)
    if space.n_hypotheses <= ALL_ROWS_MAX:
        rows = list(range(space.n_hypotheses))
    else:
        rows = result.top(TOP_HYPOTHESES).tolist()
    names = display_names(space_key, space, lang)
    spec = charts.hypothesis_chart([names[i] for i in rows], space.sizes[rows], space.prior[rows],
                                   result.likelihood[rows], result.posterior[rows],
                                   labels=chart_labels(lang).hypotheses, projector=projector)
    return HypothesesPanel(serialised(spec), tuple(rows), charts.needs_log_scale(result.likelihood[rows]))


@functools.lru_cache(maxsize=64)
def predictive_chart(space_key: str, prior: Prior, data: tuple[int, ...], sampling: str, lang: str) -> dict:
    """The posterior predictive with the MAP plug-in over it (serialised)."""
    _, result = space_and_result(space_key, prior, data, sampling)
    return serialised(charts.predictive_chart(result.predictive, result.map_predictive, data,
                                              labels=chart_labels(lang).predictive))


@dataclass(frozen=True)
class ExtensionsPanel:
    """The dot matrix of the top hypotheses (serialised), how many it shows and their posterior mass."""

    spec: dict
    n_rows: int
    mass: float


@functools.lru_cache(maxsize=64)
def extensions_panel(space_key: str, prior: Prior, data: tuple[int, ...], sampling: str, lang: str,
                     projector: bool) -> ExtensionsPanel:
    """Which numbers each of the :data:`TOP_EXTENSIONS` most probable hypotheses holds."""
    space, result = space_and_result(space_key, prior, data, sampling)
    text = words("number_game", lang)
    names = display_names(space_key, space, lang)
    top = result.top(TOP_EXTENSIONS)
    # Short row labels: two significant digits, one below 0.01 (0.97, 0.005, 1 × 10⁻⁵).
    rows = [text.EXTENSIONS_ROW.fill(name=Safe(names[i]), posterior=text.num(p, 2 if p >= 0.01 else 1))
            for i, p in zip(top.tolist(), result.posterior[top].tolist())]
    spec = charts.extensions_chart(rows, space.members[top], result.posterior[top], data,
                                   labels=chart_labels(lang).extensions, projector=projector)
    return ExtensionsPanel(serialised(spec), len(top), float(result.posterior[top].sum()))


@functools.lru_cache(maxsize=8)
def mlapp_help(lang: str) -> str:
    """The unnatural-weight slider's help in ``lang``, with MLaPP's prior weights."""
    return mlapp_weights(words("number_game", lang).UNNATURAL_HELP)


@functools.lru_cache(maxsize=64)
def mlapp_prior_summary(lang: str, unnatural_exponent: int) -> str:
    """The summary of MLaPP's prior in ``lang``, the unnatural concepts weighing 10**unnatural_exponent."""
    text = words("number_game", lang)
    return mlapp_weights(text.PRIOR_SUMMARY_MLAPP, unnatural=text.num(10.0**unnatural_exponent))
