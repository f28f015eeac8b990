"""MLE vs MAP vs posterior mean/median: what each estimate answers and how it behaves.

Thin script: widgets -> bayeslab.estimators -> ui.charts -> prose from ui.text.estimators.
The prior and data widgets (URL keys a, b, heads, tails) are the coin page's. Only the
selected view runs (a segmented control bound to the URL key ``view``, whose values are
the view names, e.g. ``view=Losses``); the panels with their own widgets are fragments,
so moving their sliders reruns only them.

Every element is a message to the browser on every rerun, so the always-visible part is
lean: title and intro in one Markdown, the controls and the metrics each in one
horizontal container, the view switch as one widget (tabs would send a block per tab), and
the Estimates view as a chart, the black-swan warning when it applies, and one Markdown.
"""

from __future__ import annotations

import math

import numpy as np
import streamlit as st

from bayeslab.beta_binomial import Beta, likelihood_beta, plugin_pmf, shrinkage_weight
from bayeslab.estimators import (
    BAYES_ESTIMATOR,
    ESTIMATORS,
    comparison_priors,
    convergence_path,
    point_estimates,
    risk_curve,
)
from ui import beta_widgets
from ui.cached import estimators as cached
from ui.charts import beta as beta_charts
from ui.charts import estimators as charts
from ui.text import words
from ui.widgets import choice, fmt, show_chart, show_errors

text = words("estimators")

N_MAX = 500
# Data sizes of the convergence path: about 12 per decade, 1 … 100,000.
N_PATH = np.unique(np.round(np.logspace(0, 5, 61)).astype(int))


# ------------------------------------------------------------------------------ panels


def _estimates_panel(a: float, b: float, heads: int, tails: int, est) -> None:
    prior = Beta(a, b)
    posterior = prior.update(heads, tails)
    curves = {"prior": prior}
    if heads + tails > 0:
        curves["likelihood"] = likelihood_beta(heads, tails)
    curves["posterior"] = posterior
    chart = beta_charts.density_chart(
        curves,
        markers={
            "MLE": est.mle,
            "MAP": est.map,
            "posterior mean": est.mean,
            "posterior median": est.median,
        },
    )
    show_chart(chart.spec)

    if heads + tails > 0 and (heads == 0 or tails == 0):
        st.warning(
            text.BLACK_SWAN.fill(
                n=heads + tails,
                missing=text.MISSING_HEADS if heads == 0 else text.MISSING_TAILS,
                mle=fmt(est.mle),
                map=fmt(est.map, undefined=text.UNDEFINED_MAP),
                mean=fmt(est.mean),
            ),
            icon=":material/warning:",
        )
    clipped = text.CLIPPED.fill(y_max=fmt(chart.y_max, digits=3)) if chart.clipped else ""
    small, large = cached.textbook_rows()
    parts = [
        text.POSTERIOR_CAPTION.fill(post_a=fmt(posterior.a), post_b=fmt(posterior.b), clipped=clipped),
        text.TABLE_INTRO.fill(a=fmt(a), b=fmt(b), heads=heads, tails=tails),
        text.TABLE.fill(
            mle=fmt(est.mle, undefined=text.UNDEFINED_MLE),
            map=fmt(est.map, undefined=text.UNDEFINED_MAP),
            mean=fmt(est.mean),
            median=fmt(est.median),
            t2_mle=fmt(large.mle, digits=3),
            t1_mean=fmt(small.mean, digits=3),
            t2_mean=fmt(large.mean, digits=3),
            t1_map=fmt(small.map, digits=3),
            t2_map=fmt(large.map, digits=3),
            t1_median=fmt(small.median, digits=3),
            t2_median=fmt(large.median, digits=3),
        ),
        text.TABLE_NOTE,
        text.WHY_DIFFERENT.fill(lam=fmt(shrinkage_weight(prior, heads, tails), digits=3)),
    ]
    # One Markdown element: caption, table and explanation are one message.
    st.markdown("\n\n".join(parts))


@st.fragment
def _losses_panel(post_a: float, post_b: float) -> None:
    st.markdown(text.LOSSES_INTRO)
    # The options are the URL values (bind writes the displayed text), so no format_func.
    loss = choice(text.LOSS_LABEL, text.LOSS_OPTIONS, key="loss", default="squared", width="stretch")
    eps = 0.01
    if loss == "zero-one":
        eps = st.select_slider(
            text.EPS_LABEL,
            options=(0.002, 0.005, 0.01, 0.02, 0.05, 0.1),
            value=0.01,
            key="eps",
            help=text.EPS_HELP,
            bind="query-params",
        )
    st.markdown(text.LOSS_EXPLANATIONS[loss])
    posterior = Beta(post_a, post_b)
    curve = risk_curve(posterior, loss, eps=float(eps), n_points=1001)
    estimator = BAYES_ESTIMATOR[loss]
    show_chart(
        charts.risk_chart(
            curve.action,
            curve.risk,
            curve.minimiser,
            estimator,
            label=text.RISK_LABEL.fill(x=fmt(curve.minimiser, digits=3)),
            y_title=text.RISK_Y_TITLE[loss],
            y_zero=loss != "zero-one",
        )
    )
    if math.isnan(curve.bayes_action):
        st.info(text.RISK_NO_MODE.fill(minimiser=fmt(curve.minimiser, digits=3)))
    else:
        st.success(
            text.RISK_RESULT.fill(
                minimiser=fmt(curve.minimiser, digits=3),
                estimator=text.ESTIMATOR_NAMES[estimator],
                value=fmt(curve.bayes_action),
            )
        )


@st.fragment
def _repeated_panel(a: float, b: float) -> None:
    col_theta, col_n = st.columns(2)
    theta = col_theta.slider(
        text.THETA_LABEL, 0.01, 0.99, 0.3, step=0.01, key="theta", help=text.THETA_HELP, bind="query-params"
    )
    n = col_n.slider(text.N_LABEL, 1, N_MAX, 10, key="n", bind="query-params")
    st.markdown(text.REPEATED_INTRO.fill(a=fmt(a), b=fmt(b), n_experiments=cached.N_EXPERIMENTS))
    runs = cached.experiments(float(theta), int(n), float(a), float(b))
    show_chart(
        charts.sampling_chart(
            {key: runs[key] for key in ESTIMATORS},
            {key: float(runs[f"{key}_exact"][0]) for key in ESTIMATORS},
            float(theta),
        )
    )
    rows = "\n".join(
        text.REPEATED_ROW.fill(
            name=charts.ESTIMATOR_LABELS[key],
            **dict(
                zip(
                    ("expected", "bias2", "variance", "mse"),
                    # Sums of n + 1 terms leave ~1e-32 where the exact bias² is 0.
                    (fmt(v if abs(v) > 1e-20 else 0.0, digits=3) for v in runs[f"{key}_exact"]),
                )
            ),
        )
        for key in ESTIMATORS
    )
    st.markdown(
        "\n\n".join(
            (
                text.REPEATED_TABLE_INTRO.fill(n=n, theta=fmt(theta), a=fmt(a), b=fmt(b)),
                text.REPEATED_TABLE.fill(rows=rows),
                text.REPEATED_FORMULAS,
            )
        )
    )
    part = choice(text.PART_LABEL, text.PART_OPTIONS, key="part", default="mse")
    good, bad = comparison_priors(float(theta), cached.PRIOR_STRENGTH, cached.PRIOR_SHIFT)
    prior_labels = {
        "none": text.PRIOR_NONE,
        "good": text.PRIOR_GOOD.fill(a=fmt(good.a, digits=3), b=fmt(good.b, digits=3)),
        "bad": text.PRIOR_BAD.fill(a=fmt(bad.a, digits=3), b=fmt(bad.b, digits=3)),
    }
    values = cached.risk_vs_n(float(theta))[part]
    curves = {}
    for series, array in values.items():
        estimator, which = series.split("|")
        curves[(estimator, prior_labels[which])] = array
    show_chart(
        charts.risk_vs_n_chart(
            cached.N_GRID, curves, int(n), y_title=text.PART_Y_TITLE[part], priors=tuple(prior_labels.values())
        )
    )
    st.markdown(text.REPEATED_LESSON.fill(strength=cached.PRIOR_STRENGTH, shift=cached.PRIOR_SHIFT))


def _convergence_panel(a: float, b: float, heads: int, tails: int, theta_hat: float) -> None:
    if math.isnan(theta_hat):
        st.info(text.CONVERGENCE_NO_DATA)
        return
    st.markdown(text.CONVERGENCE_INTRO.fill(theta_hat=fmt(theta_hat, digits=3)))
    path = convergence_path(theta_hat, N_PATH, a, b)
    n_now = heads + tails
    left, right = st.columns(2)
    with left:
        show_chart(charts.convergence_estimates_chart(path.n, path.mle, path.map, path.mean, n_now))
    with right:
        show_chart(charts.convergence_sd_chart(path.n, path.sd, path.sd_approx, n_now))
    now = convergence_path(theta_hat, [n_now], a, b)
    caption = text.CONVERGENCE_NOW.fill(
        n=n_now,
        map=fmt(now.map[0], undefined=text.UNDEFINED_MAP),
        mean=fmt(now.mean[0]),
        mle=fmt(now.mle[0]),
        sd=fmt(now.sd[0], digits=3),
        sd_approx=fmt(now.sd_approx[0], digits=3),
    )
    if theta_hat in (0.0, 1.0):
        caption = text.CONVERGENCE_EDGE.fill(theta_hat=fmt(theta_hat)) + " " + caption
    st.caption(caption)


@st.fragment
def _prediction_panel(post_a: float, post_b: float, mle: float, map_: float) -> None:
    st.markdown(text.PREDICTION_INTRO)
    m = st.slider(text.M_LABEL, 1, 50, 10, key="m", bind="query-params")
    pmfs = {text.PREDICTIVE_SERIES: Beta(post_a, post_b).predictive_pmf(int(m))}
    missing = []
    for label, value in ((text.PLUG_IN_MLE, mle), (text.PLUG_IN_MAP, map_)):
        if math.isnan(value):
            missing.append(label)
        else:
            pmfs[label] = plugin_pmf(int(m), value)
    show_chart(beta_charts.predictive_chart(pmfs))
    for label in missing:
        st.caption(text.PREDICTION_UNDEFINED.fill(which=label))


# -------------------------------------------------------------------------------- page

st.markdown(text.HEADER)

# The shared controls in one wrapping row, as on the coin page: no columns of their own,
# so one block message in all (columns per pair would be six more per rerun).
with st.container(horizontal=True, vertical_alignment="bottom"):
    a, b = beta_widgets.prior_controls(presets=True, side_by_side=False)
    heads, tails = beta_widgets.data_controls(side_by_side=False)

est = None
with show_errors(text.BAD_INPUT):
    est = point_estimates(a, b, heads, tails)

if est is not None:
    # One wrapping row (one block message, not 1 + 4 columns); two by two on a phone.
    metrics = st.container(horizontal=True, gap="medium")
    metrics.metric(text.METRIC_MLE, fmt(est.mle, undefined=text.UNDEFINED_MLE), help=text.HELP_MLE, border=True)
    metrics.metric(text.METRIC_MAP, fmt(est.map, undefined=text.UNDEFINED_MAP), help=text.HELP_MAP, border=True)
    metrics.metric(text.METRIC_MEAN, fmt(est.mean), help=text.HELP_MEAN, border=True)
    metrics.metric(text.METRIC_MEDIAN, fmt(est.median), help=text.HELP_MEDIAN, border=True)

    post = Beta(a, b).update(heads, tails)
    view = choice(text.VIEW_LABEL, text.VIEWS, key="view", default="estimates",
                  label_visibility="collapsed", width="stretch")
    if view == "losses":
        _losses_panel(float(post.a), float(post.b))
    elif view == "repeated":
        _repeated_panel(a, b)
    elif view == "convergence":
        _convergence_panel(a, b, heads, tails, est.mle)
    elif view == "prediction":
        _prediction_panel(float(post.a), float(post.b), est.mle, est.map)
    else:
        _estimates_panel(a, b, heads, tails, est)
