"""Caches for the coin page."""

from __future__ import annotations

import functools

from bayeslab.beta_binomial import Beta


@functools.lru_cache(maxsize=1024)
def credible_region(a: float, b: float, kind: str, level: float) -> tuple[tuple[float, float], ...]:
    """HPD or equal-tailed region of Beta(a, b): a class shares a few settings, HPD needs a root-find."""
    posterior = Beta(a, b)
    return posterior.hpd(level) if kind == "hpd" else (posterior.interval(level),)
