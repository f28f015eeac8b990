"""Caches for the number-game page: spaces, inferences, hypothesis names and chart words.

Keys are scalars: the space's key and prior settings, the examples as a tuple, the
sampling key, the language tag.
"""

from __future__ import annotations

import functools
import threading
from dataclasses import dataclass

import streamlit as st

from bayeslab.number_game import HypothesisSpace, Inference, murphy_space, tenenbaum_space
from ui.charts.number_game import ConvergenceLabels, ExtensionsLabels, HypothesisLabels, PredictiveLabels
from ui.number_game_markdown import hypothesis_name
from ui.text import words


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
