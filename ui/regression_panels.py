"""Prose of the two regression pages, composed from their words and the core's results.

The page scripts (``views/regression_mle.py``, ``views/bayesian_regression.py``) stay a
list of widgets, charts and calls here; every sentence comes from the page's words
(``ui.text``), every number from ``bayeslab`` through ``ui.cached.regression``. Nothing
here computes a model.
"""

from __future__ import annotations

import numpy as np
import streamlit as st

from bayeslab.glm import GLMFit
from bayeslab.linear_regression import widest_region
from ui.cached import regression as cached
from ui.text import Safe, Text

__all__ = [
    "BAND_EDGES",
    "BAND_REGIONS",
    "SLOPE_ANSWERS",
    "DEGREE_GROUPS",
    "band_answer",
    "degree_answer",
    "band_text",
    "data_caption",
    "loss_text",
    "mle_numbers",
    "mle_prompt",
    "ridge_text",
    "sequential_text",
    "surface_caption",
]

#: ``GLMFit.wald_sign`` of the slope -> the key of the page's answer (``SLOPE_OPTIONS``).
SLOPE_ANSWERS = {1: "up", -1: "down", 0: "unclear"}
#: ``bayeslab.linear_regression.widest_region`` over thirds of [0, 1] -> the answer's key.
BAND_REGIONS = ("left", "middle", "right")
BAND_EDGES = (1 / 3, 2 / 3)
#: The answers to "which degree will the evidence prefer?" (``DEGREE_OPTIONS``): the likely
#: winners on their own, the rest in two ranges (ten buttons would not fit beside a chart).
DEGREE_GROUPS = {"0-2": (0, 1, 2), "3": (3,), "4": (4,), "5": (5,), "6-9": (6, 7, 8, 9)}


# --------------------------------------------------------------------------- maximum likelihood
def mle_prompt(source: str, family: str, fit: GLMFit) -> str | None:
    """Which prediction the page asks for: the Challenger launch, the slope, or none (no estimate)."""
    if not fit.converged:
        return None
    return "damage" if (source, family) == ("challenger", "bernoulli") else "slope"


def data_caption(text: Text, source: str, family: str, converged: bool, show_fit: bool,
                 simulation: tuple | None) -> Safe:
    """How the data chart reads, and where the data come from."""
    if not show_fit:
        caption = text.DATA_ONLY_CAPTION
    else:
        caption = text.CHART_CAPTION[family] if converged else text.NO_FIT_CAPTION
    if source in cached.BUNDLED:
        return Safe(caption + " " + text.SOURCES[source])
    if simulation is not None:
        n, intercept, slope, noise, _ = simulation
        return Safe(caption + " " + text.SIM_CAPTION[family].fill(
            n=n, b0=text.num(intercept), b1=text.num(slope), sigma=text.num(noise)))
    return caption


def surface_caption(text: Text, fit: GLMFit) -> Safe:
    """How the log-likelihood surface reads (with the starting point), or why it has no top."""
    if not fit.converged:
        return text.NO_MAX_SURFACE_CAPTION
    start = text.POINT.fill(b0=text.num(fit.path[0, 0], 3), b1=text.num(fit.path[0, 1], 3))
    return text.SURFACE_CAPTION.fill(start=start)


def mle_numbers(text: Text, analysis: cached.MleAnalysis, source: str, centre: bool, *, note: bool) -> None:
    """The estimates, standard errors and intervals, the fit's path, and the model at a few x.

    ``note`` False leaves out the Challenger launch's probability (a guess is pending).
    Composed once per analysis and language (``ui.cached.regression.once``).
    """
    fit = analysis.fit
    if not fit.converged:
        st.warning(text.NO_MLE[fit.status].fill(steps=fit.n_iter), icon=":material/warning:")
        return
    st.markdown(cached.once(analysis, ("numbers", text.lang, source, centre, note),
                            lambda: _numbers(text, analysis, source, centre, note)))


def _numbers(text: Text, analysis: cached.MleAnalysis, source: str, centre: bool, note: bool) -> Safe:
    fit, family = analysis.fit, analysis.family
    ci = fit.wald_interval(0.95)
    cells = {}
    for j, name in enumerate(("0", "1")):
        cells[f"b{name}"] = text.num(fit.coef[j], 6)
        cells[f"se{name}"] = text.num(fit.standard_errors[j], 4)
        cells[f"ci{name}"] = text.INTERVAL.fill(low=text.num(ci[j, 0], 4), high=text.num(ci[j, 1], 4))
    parts = [text.COEF_TABLE.fill(**cells), text.SE_NOTE]
    path = Safe(" → ".join(text.num(v, 5) for v in fit.log_likelihood_path))
    summary = text.FIT_SUMMARY["one" if fit.n_iter == 1 else "many"]
    parts.append(summary.fill(loglik=text.num(fit.log_likelihood, 6), steps=fit.n_iter, path=path))
    if family == "gaussian":
        parts.append(text.SIGMA_NOTE.fill(sigma2=text.num(fit.sigma2), sigma=text.num(fit.sigma2**0.5)))
    if centre:
        parts.append(text.CENTRED_NOTE.fill(mean=text.num(analysis.offset)))
    rows = [text.PREDICT_TITLE, text.PREDICT_HEAD[family]]
    for probe in analysis.probes:
        if family == "gaussian":
            other = text.INTERVAL.fill(low=text.num(probe.low, 3), high=text.num(probe.high, 3))
        elif family == "bernoulli":
            other = text.num(probe.probability[0], 3)
        else:
            other = text.num(probe.probability[probe.values == 0].sum(), 3)
        rows.append(text.PREDICT_ROW[family].fill(x=text.num(probe.x), mean=text.num(probe.mean, 3), other=other))
    parts.append("\n".join(rows))
    if note and source == "challenger" and family == "bernoulli":
        parts.append(text.CHALLENGER_NOTE.fill(p=text.num(cached.predict(analysis, 31.0), 4)))
    return Safe("\n\n".join(parts))


def loss_text(text: Text, analysis: cached.MleAnalysis | None, family: str) -> Safe:
    """Why the loss is the negative log-likelihood, with this fit's numbers."""
    if analysis is None or not analysis.fit.converged:
        return text.LOSS_NO_MAX
    fit, n_points = analysis.fit, analysis.fit.n_samples
    average = text.num(-fit.log_likelihood / n_points, 4)
    return text.LOSS[family].fill(
        n=n_points, loglik=text.num(fit.log_likelihood, 5), logloss=average, average=average,
        rss=text.num((fit.sigma2 or 0.0) * n_points, 5), sigma2=text.num(fit.sigma2 or 0.0, 4))


# --------------------------------------------------------------------------- Bayesian regression
def sequential_text(text: Text, step: cached.SequentialStep) -> Safe:
    """Under PRML Fig. 3.7: how the charts read, the posterior after n points, the set-up."""
    parts = [":small[" + text.LINES_CAPTION + "]"]
    if not step.n:
        parts.append(text.SEQUENTIAL_EMPTY)
    else:
        mean, sd = step.posterior.mean, np.sqrt(np.diag(step.posterior.cov))
        parts.append(text.SEQUENTIAL_STATE["one" if step.n == 1 else "many"].fill(
            n=step.n, m0=text.num(mean[0], 3), m1=text.num(mean[1], 3), s0=text.num(sd[0], 2), s1=text.num(sd[1], 2)))
    return Safe("\n\n".join([*parts, text.SEQUENTIAL_INTRO, text.INTRO]))


def ridge_text(text: Text, fit: cached.BasisFit) -> Safe:
    """How far the ridge solution for λ = α/β is from the posterior mean (rounding), and the path."""
    if fit.x.size == 0:
        return text.RIDGE_NO_DATA
    difference = float(np.max(np.abs(fit.ridge_weights - fit.posterior.mean)))
    return Safe(text.RIDGE_MATCH.fill(lam=text.num(fit.ridge_lambda, 3), diff=text.num(difference, 2),
                                      m=fit.ridge_weights.size) + "\n\n" + text.RIDGE_PATH_NOTE)


def band_answer(fit: cached.BasisFit) -> str:
    """Which third of [0, 1] holds the input where the Bayesian predictive band is widest."""
    return BAND_REGIONS[widest_region(fit.curve_x, fit.predictive, BAND_EDGES)]


def degree_answer(best: int) -> str:
    """The answer (a key of :data:`DEGREE_GROUPS`) that holds the evidence's most probable degree."""
    return next(key for key, degrees in DEGREE_GROUPS.items() if best in degrees)


def band_text(text: Text, fit: cached.BasisFit, *, show_band: bool) -> Safe:
    """Where the predictive band is widest and how it splits; how the plug-in band compares.

    ``show_band`` False leaves out where it is widest (a guess is pending).
    """
    parts = []
    if show_band:
        at = fit.predictive.widest
        parts.append(text.BAND_SPLIT.fill(
            x=text.num(fit.curve_x[at], 2), total=text.num(fit.predictive.std[at], 3),
            noise=text.num(np.sqrt(fit.predictive.noise_variance[at]), 3),
            weights=text.num(np.sqrt(fit.predictive.parameter_variance[at]), 3)))
    if fit.plug_in is None:
        parts.append(text.PLUG_IN_NO_DATA)
    elif fit.plug_in.interpolates:
        parts.append(text.PLUG_IN_INTERPOLATES.fill(n=fit.plug_in.n_samples, m=fit.plug_in.weights.size))
    else:
        parts.append(text.PLUG_IN_BAND.fill(sd=text.num(np.sqrt(fit.plug_in.noise_variance), 3)))
    return Safe("\n\n".join(parts))
