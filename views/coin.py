"""Coin flipping: a Beta prior, counted flips, the Beta posterior (MLaPP §3.3).

Widgets -> ``bayeslab.beta_binomial`` -> ``ui.charts.beta`` -> prose from ``ui.text.coin``.
Every widget is bound to the URL, so ``/coin?a=2&b=2&heads=2&tails=0`` opens that state.

Cost per rerun is about the number of elements sent (each one is a message to the
browser), so the page is built lean: every control sits in one wrapping row (a
horizontal container, no columns), the metrics in another, the chart's caption and
the shrinkage sentence share one Markdown block, and the secondary panels
(pseudo-counts, flip-by-flip updating, predictive, black swan, maths) run only when
chosen in the ``view`` selector (URL-bound), one at a time.
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
from ui.text import words
from ui.widgets import choice, fmt, show_chart

text = words("coin")


# --------------------------------------------------------------------------- secondary panels
def pseudo_count_panel(a: float, b: float, heads: int, tails: int) -> None:
    show_chart(charts.pseudo_count_chart(a, b, heads, tails))
    st.caption(text.PSEUDO_CAPTION)


def sequential_panel(prior: Beta, posterior: Beta, heads: int, tails: int, flips, level: float) -> None:
    n = heads + tails
    if not n:
        st.markdown(text.SEQUENTIAL_HEADER + text.SEQUENTIAL_EMPTY)
        return
    n_seen, heads_seen = flips_history(flips) if flips is not None else spread_history(heads, tails)
    history = prior.update(heads_seen, n_seen - heads_seen)
    st.markdown(text.SEQUENTIAL_HEADER + text.SEQUENTIAL_INTRO.fill(
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


def predictive_panel(post_a: float, post_b: float, theta_mle: float, theta_map: float) -> None:
    """Predictive vs plug-in for the next m flips (run as a fragment: its slider reruns only this panel)."""
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
        st.caption(text.PREDICTIVE_SPREAD.fill(
            predictive_sd=fmt(post.predictive_std(m), digits=3),
            plugin=plugin[0].removeprefix("plug-in at "), plugin_sd=fmt(plugin_std(m, plugin[1]), digits=3),
        ))


def black_swan_panel() -> None:
    st.markdown(text.BLACK_SWAN_PANEL)
    st.button(text.BLACK_SWAN_BUTTON, key="black_swan", on_click=beta_widgets.show_black_swan)


# --------------------------------------------------------------------------- inputs
st.markdown(text.HEADER)

# One wrapping row for every control: no columns, so no block messages per pair.
with st.container(horizontal=True, vertical_alignment="bottom"):
    a, b = beta_widgets.prior_controls(side_by_side=False)
    source = beta_widgets.data_source()
    flips = sequence_counts = coin = None
    if source == "sequence":
        flips, sequence_counts = beta_widgets.sequence_controls()
    elif source == "simulate":
        coin = beta_widgets.simulation_controls(side_by_side=False)
        flips = coin.flips
    heads, tails = beta_widgets.data_controls(from_sequence=sequence_counts, side_by_side=False)
    kind = choice(text.REGION_LABEL, text.REGION_NAMES, key="region", default="hpd", widget="radio",
                  help=text.REGION_HELP)
    level = st.slider(text.LEVEL_LABEL, 0.50, 0.99, 0.95, step=0.01, key="level", bind="query-params")

if coin is not None:
    status = text.SIM_STATUS_HIDDEN if coin.hidden else text.SIM_STATUS
    st.caption(status.fill(n=coin.flips.size, theta=fmt(coin.theta, digits=2)))
    if coin.hidden:
        with st.expander(text.REVEAL_LABEL):
            st.markdown(text.REVEAL_TEXT.fill(theta=fmt(coin.theta, digits=2)))

prior = Beta(a, b)
n = heads + tails
posterior = prior.update(heads, tails)
theta_mle = mle(heads, tails)
lam = shrinkage_weight(prior, heads, tails)
# The flips in order, when the counts came from them (else the history spreads the counts).
if flips is not None and (int(flips.sum()), flips.size - int(flips.sum())) != (heads, tails):
    flips = None
region = cached.credible_region(float(posterior.a), float(posterior.b), kind, level)

# --------------------------------------------------------------------------- metrics
# One wrapping row: a phone reads them in this order, one block message in all.
with st.container(horizontal=True):
    st.metric(text.METRIC_MLE, fmt(theta_mle, undefined=text.NO_DATA), help=text.METRIC_HELP_MLE)
    st.metric(text.METRIC_MAP, fmt(posterior.mode, undefined=text.NO_MODE), help=text.METRIC_HELP_MAP)
    st.metric(text.METRIC_MEAN, fmt(posterior.mean))
    st.metric(text.METRIC_MEDIAN, fmt(posterior.median))
    st.metric(text.METRIC_SD, fmt(posterior.std))
    # Two HPD intervals make a long value: this one may take a row of its own.
    st.metric(text.METRIC_INTERVAL.fill(level=round(level * 100), kind=text.KIND_SHORT[kind]),
              " ∪ ".join(f"[{fmt(lo, digits=3)}, {fmt(hi, digits=3)}]" for lo, hi in region),
              width="content")

# --------------------------------------------------------------------------- the plot
markers = {"MLE": theta_mle, "MAP": posterior.mode, "posterior mean": posterior.mean}
if coin is not None and not coin.hidden:
    markers["true θ"] = coin.theta
chart = charts.density_chart(
    {"prior": prior, "likelihood": likelihood_beta(heads, tails), "posterior": posterior},
    markers=markers,
    region=region,
)
show_chart(chart.spec)

# Caption, prior summary, shrinkage (and the black-swan hint): one Markdown block.
caption = text.CHART_CAPTION
if chart.clipped:
    caption += " " + text.CLIPPED_CAPTION.fill(y_max=fmt(chart.y_max, digits=3))
parts = [f":small[{caption}]",
         text.PRIOR_SUMMARY.fill(mean=fmt(prior.mean, digits=3), strength=fmt(prior.strength))]
if n:
    parts.append(text.SHRINKAGE.fill(
        lam=fmt(lam, digits=3), one_minus=fmt(1 - lam, digits=3), prior_mean=fmt(prior.mean, digits=3),
        mle=fmt(theta_mle, digits=3), mean=fmt(posterior.mean, digits=3),
        strength=fmt(prior.strength), n=n,
    ))
else:
    parts.append(text.SHRINKAGE_NO_DATA.fill(prior_mean=fmt(prior.mean, digits=3)))
black_swan = bool(n and (heads == 0 or tails == 0))
if not black_swan:
    parts.append(text.BLACK_SWAN_HINT.fill(panel=text.VIEWS["black_swan"]))
st.markdown("\n\n".join(parts))

if black_swan:
    seen, unseen = ("tails", "heads") if heads == 0 else ("heads", "tails")
    # Probability that the next flip is the outcome never seen yet: the one-flip posterior
    # predictive, [p(tails), p(heads)], under Laplace's rule (uniform prior) and under yours.
    outcome = 1 if unseen == "heads" else 0
    laplace = Beta(1, 1).update(heads, tails).predictive_pmf(1)[outcome]
    yours = posterior.predictive_pmf(1)[outcome]
    st.warning(text.BLACK_SWAN.fill(n=n, seen=seen, unseen=unseen,
                                      laplace=fmt(laplace, digits=3),
                                      yours=fmt(yours, digits=3)), icon=":material/warning:")

# --------------------------------------------------------------------------- secondary panels
# One selector (one message) instead of tabs (one per tab): only the chosen panel runs.
view = choice(text.VIEW_LABEL, text.VIEWS, key="view", default=None, help=text.VIEW_HELP)
if view == "pseudo":
    pseudo_count_panel(a, b, heads, tails)
elif view == "sequential":
    sequential_panel(prior, posterior, heads, tails, flips, level)
elif view == "predictive":
    # Wrapped here, not with a decorator at import: wrapping costs every run, and most runs skip the panel.
    st.fragment(predictive_panel)(float(posterior.a), float(posterior.b), theta_mle, posterior.mode)
elif view == "black_swan":
    black_swan_panel()
elif view == "maths":
    st.markdown(text.MATHS + text.SOURCE_NOTE)
