"""MLE vs MAP vs posterior mean/median: what each estimate answers and how it behaves.

Thin script: widgets -> bayeslab.estimators -> ui.charts -> prose from the page's words.
The prior and data widgets (URL keys a, b, heads, tails), the density chart and the
predictive panel are the coin page's (``ui.beta_widgets``, ``ui.beta_panels``).

Layout, for a class watching a projector: the prior and the data in a left column, the
posterior with the four estimates marked on the right with the four metrics under it,
so that on a 1280×720 screen the controls and the curves share the first screen; the
introduction below, then the view selector (URL key ``view``, e.g. ``view=losses``) and
the selected view. Only that view runs; the views with their own widgets are fragments,
so moving their sliders reruns only them. A phone stacks the columns. In
predict-then-reveal mode (the frame's switch) the repeated-experiments view asks which
estimate lands closest to the truth before it shows the exact values.

Everything under the title is one fragment: moving a control reruns the page, not the
frame around it (language, switches, navigation; about 2 ms of server time a change).
"""

from __future__ import annotations

import math

import streamlit as st

from bayeslab.beta_binomial import Beta, sd_decay
from bayeslab.estimators import BAYES_ESTIMATOR, ESTIMATORS, comparison_priors, convergence_path
from bayeslab.estimators import risk_curve
from ui import beta_panels, beta_widgets
from ui.beta_panels import count_form
from ui.cached import coin as beta_cached
from ui.cached import estimators as cached
from ui.charts import estimators as charts
from ui.classroom import code_button, guess, how_far, is_projector
from ui.snippets import estimators as snippets
from ui.text import Safe, words
from ui.widgets import choice, scrolling_tables, show_chart, show_errors

text = words("estimators")
labels = cached.chart_labels(text.lang)

N_MAX = 500


# ------------------------------------------------------------------------------ panels
def density(prior: Beta, posterior: Beta, heads: int, tails: int, est) -> None:
    """The posterior with the four estimates marked, and its caption (the right column)."""
    n = heads + tails
    markers = {"mle": est.mle, "map": est.map, "posterior_mean": est.mean, "posterior_median": est.median}
    chart = beta_panels.density(prior, heads, tails, markers, likelihood=n > 0)
    clipped = text.CLIPPED.fill(y_max=text.num(chart.y_max, 3)) if chart.clipped else ""
    st.markdown(text.POSTERIOR_CAPTION["data" if n else "no_data"].fill(
        post_a=text.num(posterior.a), post_b=text.num(posterior.b), clipped=clipped))


def estimates_panel(model: beta_cached.Summary, heads: int, tails: int, est) -> None:
    n = heads + tails
    prior, swan = model.prior, model.swan
    if swan is not None:
        st.warning(" ".join((
            text.BLACK_SWAN[swan.unseen][count_form(swan.n)].fill(n=swan.n, mle=text.num(est.mle)),
            text.BLACK_SWAN_BAYES["edge" if swan.mode_at_edge else "doubt"].fill(
                map=text.num(est.map), mean=text.num(est.mean)),
            text.BLACK_SWAN_LAPLACE,
        )), icon=":material/warning:")
    num3 = cached.textbook_numbers(text.lang)
    # One Markdown element: table and explanation are one message; on a phone the table scrolls in its box.
    scrolling_tables()
    st.markdown("\n\n".join((
        text.TABLE_INTRO.fill(a=text.num(prior.a), b=text.num(prior.b), heads=heads, tails=tails),
        text.TABLE.fill(mle=text.num(est.mle, undefined=text.UNDEFINED_MLE),
                        map=text.num(est.map, undefined=text.UNDEFINED_MAP),
                        mean=text.num(est.mean), median=text.num(est.median), **num3),
        text.TABLE_NOTE,
        text.WHY_DIFFERENT.fill(lam=text.num(model.shrinkage, 3)) if n
        else text.WHY_DIFFERENT_NO_DATA,
    )))


def losses_panel(post_a: float, post_b: float) -> None:
    st.markdown(text.LOSSES_INTRO)
    loss = choice(text.LOSS_LABEL, text.LOSS_OPTIONS, key="loss", default="squared", width="stretch")
    eps = 0.01
    if loss == "zero-one":
        # A choice, not a bound select slider: its options read 0,01 in Portuguese, and a bound slider
        # would write that label into the link (the key, 0.01, is the same in every language).
        eps = float(choice(text.EPS_LABEL, text.EPS_OPTIONS, key="eps", default="0.01", help=text.EPS_HELP))
    st.markdown(text.LOSS_EXPLANATIONS[loss])
    curve = risk_curve(Beta(post_a, post_b), loss, eps=float(eps), n_points=1001)
    estimator = BAYES_ESTIMATOR[loss]
    show_chart(charts.risk_chart(curve.action, curve.risk, curve.minimiser, estimator, labels=labels,
                                 label=text.RISK_LABEL.fill(x=text.num(curve.minimiser, 3)),
                                 y_title=text.RISK_Y_TITLE[loss], y_zero=loss != "zero-one"))
    if math.isnan(curve.bayes_action):
        st.info(text.RISK_NO_MODE.fill(minimiser=text.num(curve.minimiser, 3)))
    else:
        st.success(text.RISK_RESULT.fill(minimiser=text.num(curve.minimiser, 3),
                                         estimator=text.ESTIMATOR_NAMES[estimator],
                                         value=text.num(curve.bayes_action)))


def repeated_panel(a: float, b: float) -> bool:
    """The repeated experiments; returns whether the exact values are shown (not while guessing)."""
    col_theta, col_n = st.columns(2)
    theta = float(col_theta.slider(text.THETA_LABEL, 0.01, 0.99, 0.3, step=0.01, key="theta",
                                   help=text.THETA_HELP, bind="query-params"))
    n = int(col_n.slider(text.N_LABEL, 1, N_MAX, 10, key="n", bind="query-params"))
    st.markdown(text.REPEATED_INTRO.fill(a=text.num(a), b=text.num(b), n_experiments=cached.N_EXPERIMENTS))
    runs = cached.experiments(theta, n, float(a), float(b))
    show_chart(charts.sampling_chart(runs.estimates, {k: float(r.expected[0]) for k, r in runs.exact.items()},
                                     theta, labels=labels))
    # Predict, then reveal (the frame's switch): which estimate is closest to the truth? The exact
    # values (their MSE column answers it) wait for the reveal; the histograms are the evidence.
    closest = guess("closest", text.GUESS_CLOSEST, state=(theta, n, float(a), float(b)), kind="choice",
                    options={key: labels.name(key) for key in ESTIMATORS})
    if closest.revealed:
        how_far(closest, closest.value if closest.value in runs.closest else runs.closest[0],
                answer_text=text.GUESS_CLOSEST_ANSWER[count_form(len(runs.closest))].fill(
                    names=Safe(text.NAMES_JOIN.join(labels.name(key) for key in runs.closest)),
                    mse=text.num(runs.exact[runs.closest[0]].mse[0], 3)))
    rows = "\n".join(
        text.REPEATED_ROW.fill(name=Safe(labels.name(key)), expected=text.num(risk.expected[0], 3),
                               bias2=text.num(risk.bias[0] ** 2, 3), variance=text.num(risk.variance[0], 3),
                               mse=text.num(risk.mse[0], 3))
        for key, risk in ((key, runs.exact[key]) for key in ESTIMATORS)
    )
    table = (text.REPEATED_TABLE_INTRO.fill(n=n, theta=text.num(theta), a=text.num(a), b=text.num(b)),
             text.REPEATED_TABLE.fill(rows=Safe(rows))) if closest.revealed else ()
    st.markdown("\n\n".join((*table, text.REPEATED_FORMULAS)))
    part = choice(text.PART_LABEL, text.PART_OPTIONS, key="part", default="mse")
    good, bad = comparison_priors(theta, cached.PRIOR_STRENGTH, cached.PRIOR_SHIFT)
    priors = {"none": text.COMPARISON_PRIORS["none"]}
    priors.update({key: text.COMPARISON_PRIORS[key].fill(a=text.num(p.a, 3), b=text.num(p.b, 3))
                   for key, p in (("good", good), ("bad", bad))})
    curves = {(c.estimator, c.prior): c.part(part) for c in cached.risk_vs_n(theta)}
    show_chart(charts.risk_vs_n_chart(cached.N_GRID, curves, n, y_title=text.PART_Y_TITLE[part], priors=priors,
                                      labels=labels))
    st.markdown(text.REPEATED_LESSON.fill(strength=cached.PRIOR_STRENGTH, shift=cached.PRIOR_SHIFT))
    return closest.revealed


def convergence_panel(prior: Beta, heads: int, tails: int, theta_hat: float) -> None:
    if math.isnan(theta_hat):
        st.info(text.CONVERGENCE_NO_DATA)
        return
    decay = sd_decay(prior, heads, tails)
    sd_words = text.CONVERGENCE_SD if decay.rate == 0.5 else text.CONVERGENCE_SD_ONE_SIDED[
        "heads" if heads == 0 else "tails"]
    st.markdown(text.CONVERGENCE_INTRO.fill(theta_hat=text.num(theta_hat, 3)) + sd_words)
    a, b = float(prior.a), float(prior.b)
    path = convergence_path(theta_hat, cached.N_PATH, a, b)
    n_now = heads + tails
    left, right = st.columns(2)
    with left:
        show_chart(charts.convergence_estimates_chart(path.n, path.mle, path.map, path.mean, n_now, labels=labels))
    with right:
        show_chart(charts.convergence_sd_chart(path.n, path.sd, path.sd_approx, n_now, labels=labels))
    now = convergence_path(theta_hat, [n_now], a, b)
    caption = text.CONVERGENCE_NOW.fill(n=n_now, map=text.num(now.map[0], undefined=text.UNDEFINED_MAP),
                                        mean=text.num(now.mean[0]), mle=text.num(now.mle[0]),
                                        sd=text.num(now.sd[0], 3), sd_approx=text.num(now.sd_approx[0], 3))
    if decay.rate != 0.5:
        caption = text.CONVERGENCE_EDGE.fill(theta_hat=text.num(theta_hat)) + " " + caption
    st.caption(caption)


# -------------------------------------------------------------------------------- page
st.markdown(f"# {text.TITLE}")


@st.fragment
def _page() -> None:
    """Everything under the title: a control of the page reruns this fragment, not the frame around it."""
    # Projector mode's larger type needs a wider left column to keep each box beside its slider
    # and heads beside tails (else they wrap and tails falls below a 720 px screen).
    controls, main = st.columns([1, 1] if is_projector() else [2, 3], gap="medium")
    with controls:
        a, b = beta_widgets.prior_controls()
        heads, tails = beta_widgets.data_controls()

    est = None
    with show_errors(text.BAD_INPUT):
        est = cached.estimates(a, b, heads, tails)

    view = None
    exact_shown = True
    if est is not None:
        model = beta_cached.summary(a, b, heads, tails)  # the core's numbers, once per state
        prior, post = model.prior, model.posterior
        with main:
            density(prior, post, heads, tails, est)
            # One wrapping row (one block message, not 1 + 4 columns); two by two in a narrow column.
            metrics = st.container(horizontal=True, gap="small")
            metrics.metric(text.METRIC_MLE, text.num(est.mle, undefined=text.UNDEFINED_MLE), help=text.HELP_MLE,
                           border=True)
            metrics.metric(text.METRIC_MAP, text.num(est.map, undefined=text.UNDEFINED_MAP), help=text.HELP_MAP,
                           border=True)
            metrics.metric(text.METRIC_MEAN, text.num(est.mean), help=text.HELP_MEAN, border=True)
            metrics.metric(text.METRIC_MEDIAN, text.num(est.median), help=text.HELP_MEDIAN, border=True)

        st.markdown(text.INTRO)
        view = choice(text.VIEW_LABEL, text.VIEWS, key="view", default="estimates",
                      label_visibility="collapsed", width="stretch")
        if view == "losses":
            st.fragment(losses_panel)(float(post.a), float(post.b))
        elif view == "repeated":
            exact_shown = st.fragment(repeated_panel)(a, b)
        elif view == "convergence":
            convergence_panel(prior, heads, tails, est.mle)
        elif view == "prediction":
            st.fragment(beta_panels.predictive_panel)(text.PREDICTION_INTRO, text.M_LABEL, float(post.a),
                                                      float(post.b), est.mle, est.map)
        else:
            estimates_panel(model, heads, tails, est)

    code_button(lambda: snippets.snippet(snippets.EstimatorsState(
        a=a, b=b, heads=heads, tails=tails, view=view, loss=st.session_state.get("loss", "squared"),
        eps=float(st.session_state.get("eps", 0.01)), theta=float(st.session_state.get("theta", 0.3)),
        n=int(st.session_state.get("n", 10)), m=int(st.session_state.get("m", 10)), exact_shown=exact_shown)))


_page()
