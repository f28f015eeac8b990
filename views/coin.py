"""Coin flipping: a Beta prior, counted flips, the Beta posterior (MLaPP §3.3).

Widgets (``ui.beta_widgets``) -> ``bayeslab.beta_binomial`` -> ``ui.beta_panels`` and
``ui.charts.beta`` -> prose from the page's words. Every widget is bound to the URL, so
``/coin?a=2&b=2&heads=2&tails=0`` opens that state.

Layout, for a class watching a projector: the controls in a left column — at its top
what the class watches being moved (a and b, each a box beside its drag slider; heads
and tails), below them the preset, the data source, the credible region and level
(drawn first, shown second: two containers) — and the density plot on the right with
the metrics under it, so that on a 1280×720 screen the controls and the curves share
the first screen. The caption, the introduction and the shrinkage come below; a phone
stacks the columns and reads top to bottom. Secondary panels run only when chosen in
the ``view`` selector (URL-bound), one at a time. In predict-then-reveal mode (the
frame's switch) the MAP is asked for under the plot and hidden until revealed.

Everything under the title is one fragment: moving a control reruns the page, not the
frame around it (language, switches, navigation; about 2 ms of server time a change).
"""

from __future__ import annotations

import math

import streamlit as st

from bayeslab.beta_binomial import flips_history, large_sample_sd, sd_decay, spread_history
from ui import beta_panels, beta_widgets
from ui.beta_panels import count_form
from ui.cached import coin as cached
from ui.charts import beta as charts
from ui.classroom import Guess, code_button, guess, how_far, is_predict, is_projector
from ui.snippets import coin as snippets
from ui.text import Safe, words
from ui.widgets import choice, show_chart

text = words("coin")

st.markdown(f"# {text.TITLE}")


@st.fragment
def _page() -> None:
    """Everything under the title: a control of the page reruns this fragment, not the frame around it."""
    # Projector mode's larger type needs a wider left column to keep each box beside its slider
    # and heads beside tails (else they wrap and tails falls below a 720 px screen).
    controls, main = st.columns([1, 1] if is_projector() else [2, 3], gap="medium")

    # ----------------------------------------------------------------------- inputs
    with controls:
        a, b = beta_widgets.prior_controls(presets=False)
        counts = beta_widgets.counts_row()  # shown here, filled below: a sequence or a simulation sets the counts
        beta_widgets.preset_control()
        source = beta_widgets.data_source()
        flips = sequence_counts = coin = None
        if source == "sequence":
            flips, sequence_counts = beta_widgets.sequence_controls()
        elif source == "simulate":
            coin = beta_widgets.simulation_controls()
            flips = coin.flips
            status = text.SIM_STATUS_HIDDEN if coin.hidden else text.SIM_STATUS
            st.caption(status[count_form(coin.flips.size)].fill(n=coin.flips.size, theta=text.num(coin.theta, 2)))
            if coin.hidden:
                with st.expander(text.REVEAL_LABEL):
                    st.markdown(text.REVEAL_TEXT.fill(theta=text.num(coin.theta, 2)))
        kind = choice(text.REGION_LABEL, text.REGION_NAMES, key="region", default="hpd", widget="radio",
                      help=text.REGION_HELP)
        level = st.slider(text.LEVEL_LABEL, 0.50, 0.99, 0.95, step=0.01, key="level", bind="query-params")
        heads, tails = beta_widgets.data_controls(from_sequence=sequence_counts, row=counts)

    # ----------------------------------------------------------------------- the model
    model = cached.summary(a, b, heads, tails)  # the core's numbers, once per state
    prior, posterior = model.prior, model.posterior
    n = heads + tails
    theta_mle, theta_map, swan = model.mle, model.map, model.swan
    region = cached.credible_region(float(posterior.a), float(posterior.b), kind, level)
    # The flips in order, when the counts came from them (else the history spreads the counts).
    if flips is not None and (int(flips.sum()), flips.size - int(flips.sum())) != (heads, tails):
        flips = None

    # ----------------------------------------------------------------------- the plot and the numbers
    with main:
        # Predict, then reveal (the frame's switch, ``predict`` in the session): where will the MAP be?
        # Asked only when the posterior has one mode, under the plot; the plot is drawn after the
        # question (its MAP marker waits for the reveal) into a container shown above it.
        asking = is_predict() and not math.isnan(theta_map)
        plot = st.container() if asking else main
        map_guess = Guess(True, None)
        if asking:
            map_guess = guess("map", text.GUESS_MAP, state=(a, b, heads, tails), kind="percent")
            if map_guess.revealed:
                how_far(map_guess, theta_map, answer_text=text.GUESS_MAP_ANSWER.fill(
                    percent=text.num(100 * theta_map, 3), value=text.num(theta_map)))
        markers = {"mle": theta_mle, "map": theta_map, "posterior_mean": model.mean}
        if not map_guess.revealed:
            del markers["map"]
        if coin is not None and not coin.hidden:
            markers["true_theta"] = coin.theta
        with plot:
            chart = beta_panels.density(prior, heads, tails, markers, region=region)
        # One wrapping row: a phone reads them in this order, one block message in all.
        with st.container(horizontal=True):
            st.metric(text.METRIC_MLE, text.num(theta_mle, undefined=text.NO_DATA), help=text.METRIC_HELP_MLE)
            st.metric(text.METRIC_MAP, text.num(theta_map, undefined=text.NO_MODE) if map_guess.revealed
                      else text.HIDDEN_VALUE, help=text.METRIC_HELP_MAP)
            st.metric(text.METRIC_MEAN, text.num(model.mean))
            st.metric(text.METRIC_MEDIAN, text.num(model.median))
            st.metric(text.METRIC_SD, text.num(model.std))
            # Two HPD intervals make a long value: this one may take a row of its own.
            st.metric(text.METRIC_REGION[kind].fill(level=round(level * 100)),
                      text.REGION_UNION.join(text.INTERVAL.fill(lo=text.num(lo, 3), hi=text.num(hi, 3))
                                             for lo, hi in region),
                      width="content")

    # Caption, introduction, prior summary, shrinkage (and the black-swan hint): one Markdown block.
    caption = text.CHART_CAPTION
    if "true_theta" in markers:
        caption += " " + text.TRUE_THETA_CAPTION
    if chart.clipped:
        caption += " " + text.CLIPPED_CAPTION.fill(y_max=text.num(chart.y_max, 3))
    parts = [f":small[{caption}]", text.INTRO,
             text.PRIOR_SUMMARY[count_form(prior.strength)].fill(mean=text.num(prior.mean, 3),
                                                                 strength=text.num(prior.strength))]
    if n:
        lam = model.shrinkage
        parts.append(text.SHRINKAGE.fill(
            lam=text.num(lam, 3), one_minus=text.num(1 - lam, 3), prior_mean=text.num(prior.mean, 3),
            mle=text.num(theta_mle, 3), mean=text.num(model.mean, 3), strength=text.num(prior.strength), n=n,
        ))
    else:
        parts.append(text.SHRINKAGE_NO_DATA.fill(prior_mean=text.num(prior.mean, 3)))
    if swan is None:
        parts.append(text.BLACK_SWAN_HINT.fill(panel=text.VIEWS["black_swan"]))
    st.markdown("\n\n".join(parts))
    if swan is not None:
        st.warning(text.BLACK_SWAN[swan.unseen][count_form(swan.n)].fill(
            n=swan.n, laplace=text.num(swan.laplace, 3), yours=text.num(swan.posterior, 3)), icon=":material/warning:")


    # ----------------------------------------------------------------------- secondary panels
    def sequential_panel() -> None:
        if not n:
            st.markdown(text.SEQUENTIAL_HEADER + text.SEQUENTIAL_EMPTY)
            return
        n_seen, heads_seen = flips_history(flips) if flips is not None else spread_history(heads, tails)
        history = prior.update(heads_seen, n_seen - heads_seen)
        st.markdown(text.SEQUENTIAL_HEADER + text.SEQUENTIAL_INTRO[count_form(n)].fill(
            order=text.ORDER_SEQUENCE if flips is not None else text.ORDER_SPREAD,
            n=n, a=text.num(posterior.a), b=text.num(posterior.b),
        ))
        percent = round(level * 100)
        mean_spec, sd_spec = charts.sequential_charts(
            n_seen, history, history.interval(level), posterior.mean, large_sample_sd(posterior.mean, n_seen),
            labels=beta_panels.chart_labels(text.lang).sequential,
            band=(text.SEQUENTIAL_BAND["lower"].fill(level=percent), text.SEQUENTIAL_BAND["upper"].fill(level=percent)),
        )
        decay = sd_decay(prior, heads, tails)
        left, right = st.columns(2)
        with left:
            show_chart(mean_spec)
        with right:
            show_chart(sd_spec)
            st.caption(text.SD_CAPTION if decay.rate == 0.5 else text.SD_CAPTION_ONE_SIDED[swan.unseen])


    # One selector (one message) instead of tabs (one per tab): only the chosen panel runs.
    view = choice(text.VIEW_LABEL, text.VIEWS, key="view", default=None, help=text.VIEW_HELP)
    if view == "pseudo":
        show_chart(charts.pseudo_count_chart(a, b, heads, tails, labels=beta_panels.chart_labels(text.lang).pseudo))
        st.caption(text.PSEUDO_CAPTION)
    elif view == "sequential":
        sequential_panel()
    elif view == "predictive":
        # Wrapped here, not with a decorator at import: wrapping costs every run, and most runs skip the panel.
        st.fragment(beta_panels.predictive_panel)(Safe(text.PREDICTIVE_HEADER + text.PREDICTIVE_INTRO), text.M_LABEL,
                                                  float(posterior.a), float(posterior.b), theta_mle,
                                                  theta_map if map_guess.revealed else None)
    elif view == "black_swan":
        st.markdown(text.BLACK_SWAN_PANEL)
        st.button(text.BLACK_SWAN_BUTTON, key="black_swan", on_click=beta_widgets.show_black_swan)
    elif view == "maths":
        st.markdown(text.MATHS + text.SOURCE_NOTE)

    code_button(lambda: snippets.snippet(snippets.CoinState(
        a=a, b=b, heads=heads, tails=tails, kind=kind, level=level, view=view,
        sequence=st.session_state.get("flips") if source == "sequence" and sequence_counts else None,
        m=int(st.session_state.get("m", 10)), show_map=map_guess.revealed)))


_page()
