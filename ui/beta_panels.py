"""What the coin page and the estimators page draw alike: the density chart and the predictive panel.

Both pages show the prior, likelihood and posterior with estimate markers
(:func:`density`), and both have a panel comparing the posterior predictive with plug-in
binomials for the next ``m`` flips (:func:`predictive_panel`). Their words are the coin
page's (``ui/text/*/coin.py``, the part shared with the estimators page); the chart
labels are built once per language (:func:`chart_labels`).
"""

from __future__ import annotations

import functools
import math
from dataclasses import dataclass
from typing import Mapping, Sequence

import streamlit as st

from bayeslab.beta_binomial import Beta, compare_spread, plugin_pmf
from ui.cached import coin as cached
from ui.charts import beta as charts
from ui.text import Safe, Text, words
from ui.widgets import show_chart

__all__ = ["BetaChartLabels", "chart_labels", "count_form", "density", "predictive_panel"]


def count_form(n: float) -> str:
    """Which form of words that count something to use: ``"one"`` for exactly 1, else ``"many"``.

    The words of the Beta-Binomial pages that count (flips, positions, estimators) come in
    both forms (``SIM_STATUS = {"one": "{{n}} flip …", "many": "{{n}} flips …"}``); the page
    picks ``text.SIM_STATUS[count_form(n)]``. One rule in every language the app speaks:
    English and both Portuguese variants write 0, 2 and 1.5 with the plural ("0 flips",
    "0 lançamentos") and only 1 with the singular.

    >>> count_form(1), count_form(0), count_form(2), count_form(1.5)
    ('one', 'many', 'many', 'many')
    """
    return "one" if n == 1 else "many"


@dataclass(frozen=True)
class BetaChartLabels:
    """Every chart label of the Beta-Binomial pages in one language."""

    density: charts.DensityLabels
    predictive: charts.PredictiveLabels
    sequential: charts.SequentialLabels
    pseudo: charts.PseudoCountLabels


@functools.cache
def chart_labels(lang: str) -> BetaChartLabels:
    """The Beta-Binomial charts' words in ``lang``, built once per language."""
    text = words("coin", lang)
    return BetaChartLabels(
        density=charts.DensityLabels.from_words(text.DENSITY_ROLES, text.DENSITY_TITLES),
        predictive=charts.PredictiveLabels.from_words(text.PREDICTIVE_ROLES, text.PREDICTIVE_TITLES),
        sequential=charts.SequentialLabels.from_words(text.SEQUENTIAL_TITLES),
        pseudo=charts.PseudoCountLabels.from_words(text.PSEUDO_ROLES, text.PSEUDO_OUTCOMES, text.PSEUDO_TITLES),
    )


def density(
    prior: Beta,
    heads: int,
    tails: int,
    markers: Mapping[str, float],
    *,
    region: Sequence[tuple[float, float]] = (),
    likelihood: bool = True,
) -> charts.DensityChart:
    """Show prior, likelihood (normalised) and posterior, with ``markers`` (role -> θ); return the chart.

    ``likelihood=False`` leaves the likelihood out (before the first flip it is flat).
    ``region`` is shaded under the posterior. The returned chart tells whether a
    density was cut at the top (for the caption).
    """
    # Cached by value, datasets serialised once (``ui.cached.coin``): most reruns revisit a state.
    chart = cached.density_chart(
        float(prior.a), float(prior.b), int(heads), int(tails), bool(likelihood),
        tuple((role, float(value)) for role, value in markers.items() if not math.isnan(value)),  # nan: no marker
        tuple((float(lo), float(hi)) for lo, hi in region),
        chart_labels(words("coin").lang).density,
    )
    show_chart(chart.spec)
    return chart


def predictive_panel(intro: str, m_label: str, post_a: float, post_b: float, mle: float,
                     map_: float | None) -> None:
    """The next ``m`` flips: posterior predictive against plug-ins at the MLE and the MAP.

    Draws ``intro`` (the page's own Markdown), the slider ``m`` (URL-bound), grouped
    bars (an undefined estimate has no bars) and a caption giving each spread for the
    current posterior, worded by :func:`bayeslab.beta_binomial.compare_spread` (the
    plug-in at the posterior mean is compared in words, without bars). ``map_=None``:
    the class is guessing the MAP (predict, then reveal), so the panel leaves its
    plug-in out altogether (bars and words: "undefined" would be false). Call it as a
    fragment: moving ``m`` reruns only the panel.
    """
    text = words("coin")
    st.markdown(intro)
    m = int(st.slider(m_label, 1, 50, 10, key="m", bind="query-params"))
    posterior = Beta(post_a, post_b)
    plug_ins = {"mle": mle} if map_ is None else {"mle": mle, "map": map_}
    pmfs = {"predictive": posterior.predictive_pmf(m)}
    pmfs.update({role: plugin_pmf(m, theta) for role, theta in plug_ins.items() if not math.isnan(theta)})
    labels = chart_labels(text.lang).predictive
    show_chart(charts.predictive_chart(pmfs, x_title=text.PREDICTIVE_X[count_form(m)].fill(m=m), labels=labels))
    st.caption(_spread_caption(text, posterior, m, {**plug_ins, "mean": float(posterior.mean)}))


def _spread_caption(text: Text, posterior: Beta, m: int, plug_ins: Mapping[str, float]) -> Safe:
    phrases = []
    predictive_sd = None
    for key, theta in plug_ins.items():
        name = text.PLUGIN_NAMES[key]
        if math.isnan(theta):
            phrases.append(text.PLUGIN_UNDEFINED.fill(estimate=name))
            continue
        spread = compare_spread(posterior, m, theta)
        predictive_sd = spread.predictive_sd
        phrases.append(text.PLUGIN_SPREAD[spread.relation].fill(estimate=name, sd=text.num(spread.plugin_sd, 3)))
    return text.PREDICTIVE_SPREAD[count_form(m)].fill(m=m, predictive_sd=text.num(predictive_sd, 3),
                                                      plugins=Safe(text.LIST_SEPARATOR.join(phrases)))
