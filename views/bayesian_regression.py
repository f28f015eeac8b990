"""Bayesian linear regression (url ``bayesian-regression``): PRML §3.3-3.5 live.

One part at a time (a bound segmented control, ``?part=``): the posterior point by
point (Fig. 3.7), the predictive band beside the plug-in band (Fig. 3.8), MAP = ridge
with the ridge path, and the evidence against the polynomial degree (Fig. 3.14).
Widgets -> ``ui.cached.regression`` (``bayeslab.linear_regression``, shared by every
session) -> charts and prose. Every control is bound to the URL.
"""

from __future__ import annotations

import numpy as np
import streamlit as st

from bayeslab.linear_regression import LINE_INTERCEPT, LINE_SLOPE, PRML_BEST_DEGREE
from ui.cached import regression as cached
from ui.charts import regression as charts
from ui.text import words
from ui.widgets import choice, show_chart

text = words("bayesian_regression")
BOUND = "query-params"


def _next_point() -> None:
    st.session_state["n"] = min(int(st.session_state.get("n", 1)) + 1, cached.LINE_POINTS)


def sequential_part(seed: int) -> None:
    with st.container(horizontal=True, vertical_alignment="bottom"):
        n = st.slider(text.N_LABEL, 0, cached.LINE_POINTS, 1, key="n", bind=BOUND, help=text.N_HELP, width=300)
        st.button(text.NEXT_LABEL, on_click=_next_point, disabled=n >= cached.LINE_POINTS,
                  icon=":material/add:")
    step = cached.sequential_step(n, seed)
    truth = (LINE_INTERCEPT, LINE_SLOPE)
    truth_text = text.TRUTH.fill(w0=text.num(LINE_INTERCEPT), w1=text.num(LINE_SLOPE))
    labels = tuple(text.WEIGHT_CHART.values())
    left, middle, right = st.columns(3)
    with left:
        show_chart(charts.weight_chart(step.likelihood, truth, truth_text, "likelihood", labels,
                                       title=text.LIKELIHOOD_TITLE))
    with middle:
        title = text.POSTERIOR_TITLE["one" if n == 1 else "many"].fill(n=n) if n else text.PRIOR_TITLE
        show_chart(charts.weight_chart(step.density, truth, truth_text, "posterior" if n else "prior",
                                       labels, step.rings, title=title))
    with right:
        show_chart(charts.lines_chart(step.lines, truth, step.x, step.t, tuple(text.LINES_CHART.values()),
                                      title=text.LINES_TITLE))
    # The explanation under the pictures: on a projector the charts come first.
    if not n:
        st.markdown(text.SEQUENTIAL_INTRO + "\n\n" + text.SEQUENTIAL_EMPTY + "\n\n:small[" + text.LINES_CAPTION + "]")
    else:
        mean, sd = step.posterior.mean, np.sqrt(np.diag(step.posterior.cov))
        state = text.SEQUENTIAL_STATE["one" if n == 1 else "many"]
        st.markdown(text.SEQUENTIAL_INTRO + "\n\n:small[" + text.LINES_CAPTION + "]\n\n" + state.fill(n=n, m0=text.num(mean[0], 3), m1=text.num(mean[1], 3),
                                               s0=text.num(sd[0], 2), s1=text.num(sd[1], 2)))


def basis_controls(seed: int) -> cached.BasisFit:
    with st.container(horizontal=True, vertical_alignment="bottom"):
        basis = choice(text.BASIS_LABEL, text.BASES, key="basis", default="gaussian")
        # Narrow sliders: the whole row fits beside the basis choice on a 1280-px screen.
        if basis == "polynomial":
            size = st.slider(text.DEGREE_LABEL, 0, 9, 9, key="degree", bind=BOUND, width=150)
        else:
            size = st.slider(text.BUMPS_LABEL, 2, 12, 9, key="bumps", bind=BOUND, width=150)
        n = st.slider(text.POINTS_LABEL, 0, 50, 4, key="points", bind=BOUND, width=150)
        alpha = st.select_slider(text.ALPHA_LABEL, cached.ALPHAS, 2.0, key="alpha", bind=BOUND,
                                 help=text.ALPHA_HELP, width=190)
    return cached.basis_fit(basis, size, n, seed, alpha)


def basis_part(fit: cached.BasisFit) -> None:
    left, right = st.columns(2)
    with left:
        show_chart(charts.predictive_chart(
            fit.curve_x, fit.truth, fit.x, fit.t, fit.predictive.mean, cached.band(fit.predictive),
            cached.band(fit.predictive, noise_only=True), mean_role="posterior_mean", band_role="predictive",
            labels=tuple(text.PREDICTIVE_CHART.values()), title=text.BAYES_TITLE))
    with right:
        plug = fit.plug_in_predictive
        show_chart(charts.predictive_chart(
            fit.curve_x, fit.truth, fit.x, fit.t, None if plug is None else plug.mean,
            None if plug is None else cached.band(plug), None, mean_role="mle", band_role="plug_in",
            labels=tuple(text.PLUG_IN_CHART.values()), title=text.PLUG_IN_TITLE))
    at = cached.strongest_point(fit.predictive)
    parts = [text.BASIS_INTRO, text.BAND_SPLIT.fill(
        x=text.num(fit.curve_x[at], 2), total=text.num(fit.predictive.std[at], 3),
        noise=text.num(np.sqrt(fit.predictive.noise_variance[at]), 3),
        weights=text.num(np.sqrt(fit.predictive.parameter_variance[at]), 3))]
    if fit.plug_in is None:
        parts.append(text.PLUG_IN_NO_DATA)
    elif fit.plug_in.interpolates:
        parts.append(text.PLUG_IN_INTERPOLATES.fill(n=fit.plug_in.n_samples, m=fit.plug_in.weights.size))
    else:
        parts.append(text.PLUG_IN_BAND.fill(sd=text.num(np.sqrt(fit.plug_in.noise_variance), 3)))
    st.markdown("\n\n".join(parts))


def ridge_part(fit: cached.BasisFit) -> None:
    left, right = st.columns(2)
    with left:
        show_chart(charts.ridge_chart(fit.curve_x, fit.predictive.mean, fit.ridge_curve, fit.truth, fit.x, fit.t,
                                      tuple(text.RIDGE_CHART.values())))
    with right:
        show_chart(charts.ridge_path_chart(cached.RIDGE_LAMBDAS, fit.path, fit.ridge_lambda, fit.ridge_weights,
                                           text.num(fit.ridge_lambda, 3), tuple(text.RIDGE_PATH_CHART.values())))
    if fit.x.size == 0:
        st.markdown(text.RIDGE_INTRO + "\n\n" + text.RIDGE_NO_DATA)
        return
    difference = float(np.max(np.abs(fit.ridge_weights - fit.posterior.mean)))
    st.markdown(text.RIDGE_INTRO + "\n\n" + text.RIDGE_MATCH.fill(
        lam=text.num(fit.ridge_lambda, 3), diff=text.num(difference, 2), m=fit.ridge_weights.size)
        + "\n\n" + text.RIDGE_PATH_NOTE)


def evidence_part(seed: int) -> None:
    curve = cached.evidence_curve(seed)
    show_chart(charts.evidence_chart(curve.degrees, curve.log_evidence, curve.log_likelihood, curve.best,
                                     tuple(text.EVIDENCE_CHART.values())))
    verdict = text.EVIDENCE_BEST["book" if curve.best == PRML_BEST_DEGREE else "other"]
    st.markdown(verdict.fill(best=curve.best, seed=seed) + "\n\n" + text.EVIDENCE_INTRO + "\n\n"
                + text.EVIDENCE_HONEST)


# --------------------------------------------------------------------------- page
st.markdown(text.HEADER)
with st.container(horizontal=True, vertical_alignment="bottom"):
    # A radio wraps on a phone; four segments would not fit its width.
    part = choice(text.PART_LABEL, text.PARTS, key="part", default="sequential", widget="radio",
                  label_visibility="collapsed")
    seed = st.number_input(text.SEED_LABEL, 0, 2**31 - 1, 0, key="seed", bind=BOUND, width=140)

if part == "sequential":
    sequential_part(seed)
elif part == "basis":
    basis_part(basis_controls(seed))
elif part == "ridge":
    ridge_part(basis_controls(seed))
else:
    evidence_part(seed)
