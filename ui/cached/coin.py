"""Caches for the coin page (and the estimators page, which draws the same density chart)."""

from __future__ import annotations

import functools
from dataclasses import dataclass

from bayeslab.beta_binomial import Beta, BlackSwan, black_swan, likelihood_beta, mle, shrinkage_weight
from ui.charts import beta as charts
from ui.charts import serialised


@dataclass(frozen=True)
class Summary:
    """What the coin page reports about a prior Beta(a, b) and the counts (all from the core)."""

    prior: Beta
    posterior: Beta
    #: heads / n (nan before the first flip).
    mle: float
    #: The posterior's mode (nan when it has none).
    map: float
    mean: float
    median: float
    std: float
    #: ``bayeslab.beta_binomial.black_swan`` (None without data or once both outcomes were seen).
    swan: BlackSwan | None
    #: ``bayeslab.beta_binomial.shrinkage_weight`` (None before the first flip).
    shrinkage: float | None


@functools.lru_cache(maxsize=1024)
def summary(a: float, b: float, heads: int, tails: int) -> Summary:
    """The posterior and the page's numbers for one state, computed once (a class revisits a few states)."""
    prior = Beta(a, b)
    posterior = prior.update(heads, tails)
    return Summary(
        prior=prior, posterior=posterior, mle=float(mle(heads, tails)), map=float(posterior.mode),
        mean=float(posterior.mean), median=float(posterior.median), std=float(posterior.std),
        swan=black_swan(prior, heads, tails),
        shrinkage=float(shrinkage_weight(prior, heads, tails)) if heads + tails else None,
    )


@functools.lru_cache(maxsize=1024)
def credible_region(a: float, b: float, kind: str, level: float) -> tuple[tuple[float, float], ...]:
    """HPD or equal-tailed region of Beta(a, b): a class shares a few settings, HPD needs a root-find."""
    posterior = Beta(a, b)
    return posterior.hpd(level) if kind == "hpd" else (posterior.interval(level),)


@functools.lru_cache(maxsize=512)
def density_chart(
    a: float,
    b: float,
    heads: int,
    tails: int,
    likelihood: bool,
    markers: tuple[tuple[str, float], ...],
    region: tuple[tuple[float, float], ...],
    labels: charts.DensityLabels,
) -> charts.DensityChart:
    """The prior Beta(a, b), the likelihood (unless ``likelihood`` is false) and the posterior,
    with ``markers`` and ``region``: :func:`ui.charts.beta.density_chart` with its datasets
    serialised once.

    Streamlit runs every rerun on a new thread, where writing Arrow bytes cost about
    0.5 ms a table (three tables a rerun, measured on the page), against 0.02 ms on a
    warm thread: bytes made once per state are passed on as they are.
    """
    prior = Beta(a, b)
    curves = {"prior": prior}
    if likelihood:
        curves["likelihood"] = likelihood_beta(heads, tails)
    curves["posterior"] = prior.update(heads, tails)
    chart = charts.density_chart(curves, markers=dict(markers), region=region, labels=labels)
    return chart._replace(spec=serialised(chart.spec))
