"""Coin flipping: a Beta prior, counted flips, the Beta posterior (MLaPP §3.3).

Widgets -> ``bayeslab.beta_binomial`` -> ``ui.charts.beta`` -> prose from ``ui.text.coin``.
Every widget is bound to the URL, so ``/coin?a=2&b=2&heads=2&tails=0`` opens that state.
"""

from __future__ import annotations

import streamlit as st

from bayeslab.beta_binomial import (
    Beta,
    flips_history,
    large_sample_sd,
    likelihood_beta,
    mle,
    plugin_pmf,
    plugin_std,
    shrinkage_weight,
    spread_history,
)
from ui import beta_widgets
from ui.cached import coin as cached
from ui.charts import beta as charts
from ui.text import coin as text
from ui.widgets import fmt, show_chart



st.title(text.TITLE)
st.markdown(text.INTRO)

controls, results = st.columns([2, 3], gap="large")

# --------------------------------------------------------------------------- inputs
with controls:
    st.subheader(text.PRIOR_HEADER)
    a, b = beta_widgets.prior_controls()
    prior = Beta(a, b)
    st.markdown(text.PRIOR_SUMMARY.format(mean=fmt(prior.mean, digits=3), strength=fmt(prior.strength)))

    st.subheader(text.DATA_HEADER)
    source = beta_widgets.data_source()
    flips = sequence_counts = coin = None
    if source == "sequence":
        flips, sequence_counts = beta_widgets.sequence_controls()
    elif source == "simulate":
        coin = beta_widgets.simulation_controls()
        flips = coin.flips
    heads, tails = beta_widgets.data_controls(from_sequence=sequence_counts)
    if coin is not None:
        status = text.SIM_STATUS_HIDDEN if coin.hidden else text.SIM_STATUS
        st.caption(status.format(n=coin.flips.size, theta=fmt(coin.theta, digits=2)))
        if coin.hidden:
            with st.expander(text.REVEAL_LABEL):
                st.markdown(text.REVEAL_TEXT.format(theta=fmt(coin.theta, digits=2)))
    show_chart(charts.pseudo_count_chart(a, b, heads, tails))
    st.caption(text.PSEUDO_CAPTION)

n = heads + tails
posterior = prior.update(heads, tails)
theta_mle = mle(heads, tails)
# The flips in order, when the counts came from them (else the history spreads the counts).
if flips is not None and (int(flips.sum()), flips.size - int(flips.sum())) != (heads, tails):
    flips = None

# --------------------------------------------------------------------------- posterior
with results:
    st.subheader(text.POSTERIOR_HEADER)
    kind_col, level_col = st.columns(2)
    # Options are the labels themselves: the URL shows them (region=HPD).
    kind_by_label = {label: key for key, label in text.REGION_NAMES.items()}
    kind = kind_by_label[kind_col.radio(text.REGION_LABEL, tuple(kind_by_label), key="region", horizontal=True,
                                        help=text.REGION_HELP, bind="query-params")]
    level = level_col.slider(text.LEVEL_LABEL, 0.50, 0.99, 0.95, step=0.01, key="level",
                             bind="query-params")
    region = cached.credible_region(float(posterior.a), float(posterior.b), kind, level)

    markers = {"MLE": theta_mle, "MAP": posterior.mode, "posterior mean": posterior.mean}
    if coin is not None and not coin.hidden:
        markers["true θ"] = coin.theta
    chart = charts.density_chart(
        {"prior": prior, "likelihood": likelihood_beta(heads, tails), "posterior": posterior},
        markers=markers,
        region=region,
    )
    show_chart(chart.spec)
    caption = text.CHART_CAPTION
    if chart.clipped:
        caption += " " + text.CLIPPED_CAPTION.format(y_max=fmt(chart.y_max, digits=3))
    st.caption(caption)

    # Two rows of three, so that a phone (where columns stack) reads them in this order too.
    col_mle, col_map, col_mean = st.columns(3)
    col_mle.metric(text.METRIC_MLE, fmt(theta_mle, undefined=text.NO_DATA), help=text.METRIC_HELP_MLE)
    col_map.metric(text.METRIC_MAP, fmt(posterior.mode, undefined=text.NO_MODE), help=text.METRIC_HELP_MAP)
    col_mean.metric(text.METRIC_MEAN, fmt(posterior.mean))
    col_median, col_sd, col_lambda = st.columns(3)
    col_median.metric(text.METRIC_MEDIAN, fmt(posterior.median))
    col_sd.metric(text.METRIC_SD, fmt(posterior.std))
    col_lambda.metric(text.METRIC_LAMBDA, fmt(shrinkage_weight(prior, heads, tails), digits=3),
                      help=text.METRIC_HELP_LAMBDA)
    # The interval gets a whole row: two HPD intervals make a long value.
    interval_text = " ∪ ".join(f"[{fmt(lo, digits=3)}, {fmt(hi, digits=3)}]" for lo, hi in region)
    st.metric(text.METRIC_INTERVAL.format(level=round(level * 100), kind=text.KIND_SHORT[kind]),
              interval_text)

    if n:
        lam = shrinkage_weight(prior, heads, tails)
        st.markdown(text.SHRINKAGE.format(
            lam=fmt(lam, digits=3), one_minus=fmt(1 - lam, digits=3), prior_mean=fmt(prior.mean, digits=3),
            mle=fmt(theta_mle, digits=3), mean=fmt(posterior.mean, digits=3),
            strength=fmt(prior.strength), n=n,
        ))
    else:
        st.markdown(text.SHRINKAGE_NO_DATA.format(prior_mean=fmt(prior.mean, digits=3)))

    if n and (heads == 0 or tails == 0):
        seen, unseen = ("tails", "heads") if heads == 0 else ("heads", "tails")
        laplace = Beta(1, 1).update(heads, tails)  # Laplace's rule of succession
        # Probability that the next flip is the outcome never seen yet.
        p_unseen = {"laplace": laplace.mean, "yours": posterior.mean}
        if unseen == "tails":
            p_unseen = {k: 1 - v for k, v in p_unseen.items()}
        st.warning(text.BLACK_SWAN.format(n=n, seen=seen, unseen=unseen,
                                          laplace=fmt(p_unseen["laplace"], digits=3),
                                          yours=fmt(p_unseen["yours"], digits=3)), icon=":material/warning:")
    else:
        st.info(text.BLACK_SWAN_TRY)
        st.button(text.BLACK_SWAN_BUTTON, key="black_swan", on_click=beta_widgets.show_black_swan)

# --------------------------------------------------------------------------- sequential
if n:
    n_seen, heads_seen = flips_history(flips) if flips is not None else spread_history(heads, tails)
    history = prior.update(heads_seen, n_seen - heads_seen)
    st.markdown(text.SEQUENTIAL_HEADER + text.SEQUENTIAL_INTRO.format(
        order=text.ORDER_SEQUENCE if flips is not None else text.ORDER_SPREAD,
        n=n, a=fmt(posterior.a), b=fmt(posterior.b),
    ))
    mean_spec, sd_spec = charts.sequential_charts(
        n_seen, history, history.interval(level), posterior.mean,
        large_sample_sd(posterior.mean, n_seen), level_label=f"{round(level * 100)}% interval",
    )
    left, right = st.columns(2)
    with left:
        show_chart(mean_spec)
    with right:
        show_chart(sd_spec)
        st.caption(text.SD_CAPTION)
else:
    st.markdown(text.SEQUENTIAL_HEADER + text.SEQUENTIAL_EMPTY)


# --------------------------------------------------------------------------- predictive
@st.fragment
def predictive_panel(post_a: float, post_b: float, theta_mle: float, theta_map: float) -> None:
    """Predictive vs plug-in for the next m flips; its own slider reruns only this panel."""
    st.markdown(text.PREDICTIVE_HEADER + text.PREDICTIVE_INTRO)
    m = st.slider(text.M_LABEL, 1, 50, 10, key="m", bind="query-params")
    post = Beta(post_a, post_b)
    pmfs = {text.PREDICTIVE: post.predictive_pmf(m)}
    plugin = None
    for name, theta in ((text.PLUGIN_MLE, theta_mle), (text.PLUGIN_MAP, theta_map)):
        if theta == theta:  # defined (not NaN)
            pmfs[name] = plugin_pmf(m, theta)
            plugin = plugin or (name, theta)
    show_chart(charts.predictive_chart(pmfs))
    if plugin is None:
        st.caption(text.PREDICTIVE_NO_PLUGIN)
    else:
        st.caption(text.PREDICTIVE_SPREAD.format(
            predictive_sd=fmt(post.predictive_std(m), digits=3),
            plugin=plugin[0].removeprefix("plug-in at "), plugin_sd=fmt(plugin_std(m, plugin[1]), digits=3),
        ))


predictive_panel(float(posterior.a), float(posterior.b), theta_mle, posterior.mode)

with st.expander(text.MATHS_HEADER):
    st.markdown(text.MATHS + text.SOURCE_NOTE)
