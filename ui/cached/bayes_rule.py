"""Caches of the Bayes' rule page: slider stops and their labels, the picture, the parameter-count curve.

All are small and keyed by scalars; the typed tables are read by the core on each
run (microseconds) and need no cache. The picture (the crowd or the tree) is built and
serialised once per (language, probabilities, crowd size, picture): a rerun that leaves
them as they were (a panel opened, a guess typed) or comes back to them (a class drags
the prevalence to and fro, the presets) shows the same bytes again.
"""

from __future__ import annotations

import functools
from typing import Any

import numpy as np

from bayeslab.bayes_rule import DiagnosticTest
from bayeslab.naive_bayes import parameter_counts
from ui.charts import bayes_rule as charts
from ui.charts import serialised
from ui.text import words

__all__ = ["FEATURES_MAX", "STOPS", "answer_prose", "complexity_curve", "decimal_mark", "percent_label",
           "picture_chart", "plain", "stops_with"]

#: Largest number of binary features on the complexity chart.
FEATURES_MAX = 30

_DECADE = (1.0, 1.5, 2.0, 3.0, 4.0, 5.0, 7.0)

#: Stops of the drag sliders, as probabilities. The prevalence runs on a log-like scale
#: from 1 in 100,000 to 1 (0 too); sensitivity and specificity in steps of 1 %.
STOPS: dict[str, tuple[float, ...]] = {
    "prevalence": (0.0, *(float(f"{m}e{e}") for e in range(-5, 0) for m in _DECADE), 1.0),
    "percent": tuple(round(k / 100, 2) for k in range(101)),
}


@functools.lru_cache(maxsize=1024)
def stops_with(kind: str, value: float) -> tuple[float, ...]:
    """The stops of ``kind`` with ``value`` among them (a typed value shows exactly on the slider)."""
    stops = STOPS[kind]
    if value in stops:
        return stops
    return tuple(sorted((*stops, value)))


@functools.lru_cache(maxsize=8)
def decimal_mark(lang: str) -> str:
    """The decimal mark of ``lang`` as the page's numbers write it: ``"."`` or ``","``."""
    return words("bayes_rule", lang).num(0.5)[1]


@functools.lru_cache(maxsize=1024)
def plain(value: float, mark: str) -> str:
    """A probability as a student would type it: shortest exact decimal, no exponent, decimal mark ``mark``.

    (0.000015, 0,000015); the core reads either mark whatever the language.
    """
    return np.format_float_positional(float(value), trim="-").replace(".", mark)


@functools.lru_cache(maxsize=4096)
def percent_label(lang: str, value: float) -> str:
    """A slider stop as the page shows it, ``0,4 %``: Streamlit formats every stop on every run."""
    text = words("bayes_rule", lang)
    return text.PERCENT.fill(value=text.num(100 * value, 4))


@functools.cache
def complexity_curve() -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """D = 1 … :data:`FEATURES_MAX` and the parameters of the full joint and of naive Bayes (two classes)."""
    d = np.arange(1, FEATURES_MAX + 1)
    counts = [parameter_counts(int(k)) for k in d]
    return d, np.array([c.full_joint for c in counts], dtype=float), np.array([c.naive for c in counts], dtype=float)


@functools.lru_cache(maxsize=256)
def picture_chart(lang: str, prevalence: float, sensitivity: float, specificity: float, population: int,
                  picture: str) -> dict[str, Any]:
    """The crowd (``picture="icons"``) or the probability tree of ``population`` people, serialised.

    The test ``DiagnosticTest(prevalence, sensitivity, specificity)``, in the words of ``lang``.
    """
    text = words("bayes_rule", lang)
    test = DiagnosticTest(prevalence, sensitivity, specificity)
    table = test.natural_frequencies(population)
    cells = tuple(text.CELLS[role] for role in charts.CELL_ROLES)
    if picture == "tree":
        spec = charts.tree_chart(test, table, {
            "root": text.TREE_ROOT, "condition": text.TREE_CONDITION, "no_condition": text.TREE_NO_CONDITION,
            "positive": text.TREE_POSITIVE, "negative": text.TREE_NEGATIVE}, cells)
    else:
        spec = charts.crowd_chart(table, cells)
    return serialised(spec)


@functools.lru_cache(maxsize=256)
def answer_prose(lang: str, prevalence: float, sensitivity: float, specificity: float, population: int,
                 picture: str) -> str:
    """The Markdown under the answer: the introduction, the reading of the picture, the explanation.

    One string per (language, test, crowd size, picture), composed by ``ui.bayes_rule_panels``.
    """
    from ui import bayes_rule_panels as panels  # the panels import this module

    text = words("bayes_rule", lang)
    test = DiagnosticTest(prevalence, sensitivity, specificity)
    table = test.natural_frequencies(population)
    return f"{text.INTRO}\n\n{panels.reading(text, table, picture)}\n\n{panels.explanation(text, test)}"
