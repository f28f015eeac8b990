"""Bayesian linear regression (url ``bayesian-regression``): PRML §3.3-3.5 live.

One part at a time (a bound radio, ``?part=``): the posterior point by point (Fig. 3.7),
the predictive band beside the plug-in band (Fig. 3.8), MAP = ridge with the ridge path,
and the evidence against the polynomial degree (Fig. 3.14). Controls first and the
charts right under or beside them (on a projector the class sees both); explanations
under the charts. Widgets -> ``ui.cached.regression`` (``bayeslab.linear_regression``,
shared by every session) -> charts and prose. Every control is bound to the URL.

Everything under the title is one fragment: moving a control reruns the page, not the
frame around it (language, switches, navigation; about 2 ms of server time a change).
"""

from __future__ import annotations

import streamlit as st

from bayeslab.linear_regression import LINE_INTERCEPT, LINE_SLOPE, PRML_BEST_DEGREE
from ui import regression_panels as panels
from ui.cached import regression as cached
from ui.charts import regression as charts
from ui.classroom import code_button, guess, how_far
from ui.snippets import regression as snippets
from ui.text import words
from ui.widgets import choice, show_chart

text = words("bayesian_regression")
BOUND = "query-params"


def _next_point() -> None:
    st.session_state["n"] = min(int(st.session_state.get("n", 1)) + 1, cached.LINE_POINTS)


def seed_input(**kwargs) -> int:
    """The data's seed: with each part's own controls (the part row stays one line high)."""
    return st.number_input(text.SEED_LABEL, 0, 2**31 - 1, 0, key="seed", bind=BOUND, **kwargs)


def sequential_part() -> dict:
    with st.container(horizontal=True, vertical_alignment="bottom"):
        n = st.slider(text.N_LABEL, 0, cached.LINE_POINTS, 1, key="n", bind=BOUND, help=text.N_HELP, width=300)
        st.button(text.NEXT_LABEL, key="next_point", on_click=_next_point, disabled=n >= cached.LINE_POINTS,
                  icon=":material/add:", help=text.NEXT_HELP)
        seed = seed_input(width=140)
    step = cached.sequential_step(n, seed)
    truth = (LINE_INTERCEPT, LINE_SLOPE)
    truth_text = text.TRUTH.fill(w0=text.num(LINE_INTERCEPT), w1=text.num(LINE_SLOPE))
    labels = tuple(text.WEIGHT_CHART.values())
    lines = tuple(text.LINES_CHART.values())
    title = text.POSTERIOR_TITLE["one" if n == 1 else "many"].fill(n=n) if n else text.PRIOR_TITLE
    left, middle, right = st.columns(3)
    with left:
        show_chart(cached.chart_once(step, ("likelihood", text.lang), lambda: charts.weight_chart(
            step.likelihood, truth, truth_text, "likelihood", labels, title=text.LIKELIHOOD_TITLE)))
    with middle:
        show_chart(cached.chart_once(step, ("posterior", text.lang), lambda: charts.weight_chart(
            step.density, truth, truth_text, "posterior" if n else "prior", labels, step.rings, title=title)))
    with right:
        show_chart(cached.chart_once(step, ("lines", text.lang), lambda: charts.lines_chart(
            step.lines, truth, step.x, step.t, lines, title=text.LINES_TITLE)))
    st.markdown(panels.sequential_text(text, step))
    return {"seed": seed, "n": n}


def basis_controls() -> tuple[cached.BasisFit, dict]:
    """The basis, its size, the points, α and the seed, one under the other (a column beside the chart)."""
    basis = choice(text.BASIS_LABEL, text.BASES, key="basis", default="gaussian", widget="radio")
    if basis == "polynomial":
        size = st.slider(text.DEGREE_LABEL, 0, 9, 9, key="degree", bind=BOUND)
    else:
        size = st.slider(text.BUMPS_LABEL, 2, 12, 9, key="bumps", bind=BOUND)
    n = st.slider(text.POINTS_LABEL, 0, 50, 4, key="points", bind=BOUND)
    alpha = st.select_slider(text.ALPHA_LABEL, cached.ALPHAS, 2.0, key="alpha", bind=BOUND, help=text.ALPHA_HELP)
    seed = seed_input()
    settings = {"seed": seed, "basis": basis, "size": size, "points": n, "alpha": alpha}
    return cached.basis_fit(basis, size, n, seed, alpha), settings


def basis_part() -> dict:
    controls, chart = st.columns([1, 2])
    with controls:
        prompt = st.container()  # the question above the controls, beside the chart it is about
        fit, settings = basis_controls()
    with prompt:
        g = guess("band", text.GUESS_BAND, state=tuple(settings.values()), kind="choice",
                  options=text.BAND_REGIONS)
        if g.revealed and g.value is not None:
            answer = panels.band_answer(fit)
            how_far(g, answer, answer_text=text.BAND_REGIONS[answer])
    with chart:
        show_chart(cached.chart_once(fit, ("bayes", text.lang, g.revealed), lambda: charts.predictive_chart(
            fit.curve_x, fit.truth, fit.x, fit.t, fit.predictive.mean, cached.band(fit.predictive),
            cached.band(fit.predictive, noise_only=True), mean_role="posterior_mean", band_role="predictive",
            labels=tuple(text.PREDICTIVE_CHART.values()), title=text.BAYES_TITLE, show_band=g.revealed)))
    words_column, plug_in_column = st.columns([1, 2])
    with words_column:
        st.markdown(panels.band_text(text, fit, show_band=g.revealed))
    with plug_in_column:
        plug = fit.plug_in_predictive
        show_chart(cached.chart_once(fit, ("plug_in", text.lang), lambda: charts.predictive_chart(
            fit.curve_x, fit.truth, fit.x, fit.t, None if plug is None else plug.mean,
            None if plug is None else cached.band(plug), None, mean_role="mle", band_role="plug_in",
            labels=tuple(text.PLUG_IN_CHART.values()), title=text.PLUG_IN_TITLE)))
    st.markdown(text.BASIS_INTRO + "\n\n" + text.INTRO)
    return settings


def ridge_part() -> dict:
    controls, chart = st.columns([1, 2])
    with controls:
        fit, settings = basis_controls()
    with chart:
        show_chart(cached.chart_once(fit, ("ridge", text.lang), lambda: charts.ridge_chart(
            fit.curve_x, fit.predictive.mean, fit.ridge_curve, fit.truth, fit.x, fit.t,
            tuple(text.RIDGE_CHART.values()))))
    words_column, path_column = st.columns([1, 2])
    with words_column:
        st.markdown(panels.ridge_text(text, fit))
    with path_column:
        show_chart(cached.chart_once(fit, ("ridge_path", text.lang), lambda: charts.ridge_path_chart(
            cached.RIDGE_LAMBDAS, fit.path, fit.ridge_lambda, fit.ridge_weights, text.num(fit.ridge_lambda, 3),
            tuple(text.RIDGE_PATH_CHART.values()))))
    st.markdown(text.RIDGE_INTRO + "\n\n" + text.INTRO)
    return settings


def evidence_part() -> dict:
    verdict_column, chart = st.columns([1, 2])
    with verdict_column:
        seed = seed_input()
        curve = cached.evidence_curve(seed)
        g = guess("degree", text.GUESS_DEGREE, state=(seed,), kind="choice", options=text.DEGREE_OPTIONS)
        if g.revealed:
            if g.value is not None:
                how_far(g, panels.degree_answer(curve.best), answer_text=text.DEGREE_ANSWER.fill(degree=curve.best))
            verdict = text.EVIDENCE_BEST["book" if curve.best == PRML_BEST_DEGREE else "other"]
            st.markdown(verdict.fill(best=curve.best, seed=seed))
    with chart:
        show_chart(cached.chart_once(curve, ("evidence", text.lang, g.revealed), lambda: charts.evidence_chart(
            curve.degrees, curve.log_evidence, curve.log_likelihood, curve.best, tuple(text.EVIDENCE_CHART.values()),
            show_evidence=g.revealed)))
    st.markdown(text.EVIDENCE_INTRO + "\n\n" + text.EVIDENCE_HONEST + "\n\n" + text.INTRO)
    return {"seed": seed}


# --------------------------------------------------------------------------- page
st.markdown(f"# {text.TITLE}")


@st.fragment
def _page() -> None:
    """Everything under the title: a control of the page reruns this fragment, not the frame around it."""
    # A radio wraps on a phone; four segments would not fit its width.
    part = choice(text.PART_LABEL, text.PARTS, key="part", default="sequential", widget="radio",
                  label_visibility="collapsed")
    draw = {"sequential": sequential_part, "basis": basis_part, "ridge": ridge_part, "evidence": evidence_part}[part]
    settings = draw()
    code_button(lambda: snippets.bayesian(part, **settings))


_page()
