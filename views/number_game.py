"""The number game: Bayesian concept learning (MLaPP §3.2). URL path ``number-game``.

Thin script: widgets -> bayeslab.number_game -> ui.charts -> Markdown assembled from the
page's words (ui.number_game_markdown). Every element is a message to the browser on
every rerun, so the primary view (prior, likelihood and posterior in one chart; the
predictive with the MAP plug-in) has one Markdown block per gap between charts, and the
secondary panels are views chosen by one segmented control bound to the URL key
``view`` (``view=why``): only the chosen view runs.

In front of a class: the examples, the presets and the model at the top of a left column
with the prior | likelihood | posterior chart beside them (a 1280×720 projector shows both;
a phone stacks them, controls first), the introduction under the controls. Predict, then
reveal (the frame's ``predict`` switch) asks how sure the class is that 32 is in the
concept before the predictive chart and its numbers are drawn; "Show the code" ends the
page (``ui.snippets.number_game``).

Everything under the title is one fragment: moving a control reruns the page, not the
frame around it (language, switches, navigation; about 2 ms of server time a change).
"""

from __future__ import annotations

import functools

import streamlit as st

from bayeslab.number_game import HypothesisSpace, split_examples
from ui import number_game_markdown as md
from ui.cached import number_game as cached
from ui.charts import number_game as charts
from ui.classroom import code_button, guess, how_far, is_projector
from ui.snippets.number_game import Snippet, snippet
from ui.text import words
from ui.widgets import choice, scrolling_tables, show_chart

text = words("number_game")
labels = cached.chart_labels(text.lang)

PRESETS = ("16", "60", "16, 8, 2, 64", "16, 23, 19, 20", "60, 80, 10, 30")
PRESET_OPTIONS = ["{" + p + "}" for p in PRESETS]  # shown as sets, e.g. {16, 8, 2, 64}
TABLE_ROWS = 6  # rows of the "why" table
SLIDER_WIDTH = 300  # prior sliders in the wrapping row of model controls
#: The examples and the model beside the chart (the whole column on a phone), by projector mode:
#: with the sidebar open, 1280 px leave 820 px for chart (345-367 px) and controls; 780 px in
#: projector mode, whose larger type makes the chart up to ≈ 440 px wide.
CONTROLS_WIDTH = {False: 420, True: 320}


def _join(numbers) -> str:
    return ", ".join(str(x) for x in numbers)


def _preset_chosen() -> None:
    chosen = st.session_state.get("preset")
    if chosen:  # clicking the selected preset again deselects it: keep the examples
        st.session_state.examples = chosen.strip("{}")


def _grid_changed() -> None:
    """Keep the typed order; drop unticked numbers, append newly ticked ones."""
    chosen = {x for row in range(10) for x in st.session_state.get(f"grid_{row}") or ()}
    typed, _ = split_examples(st.session_state.get("examples", ""))
    kept = [x for x in typed if x in chosen]
    added = sorted(chosen - set(typed))
    st.session_state.examples = _join(kept + added)


st.markdown(f"## {text.TITLE}")


@st.fragment
def _page() -> None:
    """Everything under the title: a control of the page reruns this fragment, not the frame around it."""
    # Projector first: the examples and the prior | likelihood | posterior chart side by side on a
    # wide screen (a 1280x720 projector shows both without scrolling); the row wraps on a narrow
    # one, where the controls come first. Fixed widths: the chart is a fixed-width hconcat. Two
    # blocks (the row, the controls): the chart is the row's second element.
    projector = is_projector()
    side_by_side = st.container(horizontal=True, gap="small")
    controls = side_by_side.container(width=CONTROLS_WIDTH[projector])

    with controls:
        raw = st.text_input(
            text.EXAMPLES_LABEL,
            value="16",
            key="examples",
            help=text.EXAMPLES_HELP,
            placeholder=text.EXAMPLES_PLACEHOLDER,
            max_chars=400,
            bind="query-params",
        )
        data, bad = split_examples(raw or "")

        # One pills widget instead of a row of buttons (one message, not seven). It shows which
        # preset the examples are; the examples field holds the state (and the URL), so the pills
        # are not bound.
        matching = [option for option, preset in zip(PRESET_OPTIONS, PRESETS) if split_examples(preset)[0] == data]
        st.session_state.preset = matching[0] if matching else None
        st.pills(text.PRESETS_LABEL, PRESET_OPTIONS, key="preset", on_change=_preset_chosen)

        # The 10 x 10 grid costs ten widgets per rerun: drawn only when asked for. Every number is
        # a button: Tab reaches it, Space or Enter ticks it.
        if st.toggle(text.GRID_TOGGLE, key="grid", bind="query-params"):
            with st.container(gap=None):
                chosen = set(data)
                for row in range(10):
                    numbers = range(10 * row + 1, 10 * row + 11)
                    selected = [x for x in numbers if x in chosen]
                    if st.session_state.get(f"grid_{row}") != selected:
                        st.session_state[f"grid_{row}"] = selected
                    st.segmented_control(
                        text.GRID_LABEL,
                        options=numbers,
                        selection_mode="multi",
                        key=f"grid_{row}",
                        on_change=_grid_changed,
                        label_visibility="collapsed",
                        width="stretch",
                    )

        # New examples: show all of them in the "one at a time" view (a shared link keeps its n).
        if st.session_state.get("examples_seen", _join(data)) != _join(data):
            st.session_state.used = len(data)
        st.session_state.examples_seen = _join(data)

        if bad:
            st.error(md.bad_tokens_message(bad, data, text), icon="⚠️")

        # --- model: a wrapping row (one block) rather than two columns (three blocks)
        with st.container(horizontal=True, gap="medium"):
            space_key = choice(text.SPACE_LABEL, text.SPACE_NAMES, key="space", default="mlapp", help=text.SPACE_HELP)
            sampling = choice(text.SAMPLING_LABEL, text.SAMPLING_NAMES, key="sampling", default="strong",
                              help=text.SAMPLING_HELP)
            if space_key == "tenenbaum":
                rule_weight = st.slider(
                    text.RULE_WEIGHT_LABEL, 0.05, 0.95, 2 / 3, 0.01,
                    key="rule_weight", help=text.RULE_WEIGHT_HELP, bind="query-params", width=SLIDER_WIDTH,
                )
                sigma = st.slider(
                    text.SIGMA_LABEL, 1, 50, 10,
                    key="sigma", help=text.SIGMA_HELP, bind="query-params", width=SLIDER_WIDTH,
                )
                prior = (float(rule_weight), float(sigma))
                space, result = cached.space_and_result(space_key, prior, tuple(data), sampling)
                prior_summary = text.PRIOR_SUMMARY_TENENBAUM.fill(
                    rule=text.num(space.prior[space.index("even")], 3),  # every rule has the same prior
                    intervals=text.num(space.prior_mass("interval"), 3),
                    sigma=sigma,
                )
                settings = dict(rule_weight=float(rule_weight), sigma=float(sigma))
            else:
                unnatural = st.slider(
                    text.UNNATURAL_LABEL, -6, -1, -3, format=text.UNNATURAL_FORMAT,
                    key="unnatural", help=cached.mlapp_help(text.lang), bind="query-params",
                    width=SLIDER_WIDTH,
                )
                prior = (int(unnatural),)
                space, result = cached.space_and_result(space_key, prior, tuple(data), sampling)
                prior_summary = cached.mlapp_prior_summary(text.lang, int(unnatural))
                settings = dict(unnatural=int(unnatural))
        names = cached.display_names(space_key, space, text.lang)

        if not data:
            st.info(text.NO_EXAMPLES)
        # The introduction and the prior beside the chart (below the controls on a phone): one block.
        st.markdown(f"{text.INTRO}\n\n{prior_summary}")

    # --- prior, likelihood, posterior: one chart of three panels (built and serialised once per state) --------
    key = (space_key, prior, tuple(data), sampling, text.lang)
    panel = cached.hypotheses_panel(*key, projector)
    if len(panel.rows) == space.n_hypotheses:
        caption = text.HYPOTHESES_CAPTION_ALL.fill(n=space.n_hypotheses)
    else:
        caption = text.HYPOTHESES_CAPTION_TOP.fill(n=len(panel.rows), total=space.n_hypotheses)
    with side_by_side:
        # Fixed-width panels (an hconcat cannot stretch): sized to fit a phone.
        show_chart(panel.spec, width="content")
    below = [caption, text.LIKELIHOOD_LOG_NOTE] if panel.log_scale else [caption]
    st.markdown(f":small[{' '.join(below)}]\n\n{text.HYPOTHESES_EXPLAIN[sampling].fill(n=len(data))}\n\n"
                f"### {text.PREDICTIVE_HEADER}")

    # --- predictive: predict p(32 in C | D) first (the frame's predict-then-reveal switch) ------------------
    p32 = result.predictive_at(32)
    state = (space_key, tuple(sorted(settings.items())), tuple(data), sampling)
    p32_guess = guess("p32", text.GUESS_P32, state=state, kind="percent")
    if p32_guess.revealed:
        show_chart(cached.predictive_chart(*key))
        how_far(p32_guess, p32, answer_text=text.GUESS_P32_ANSWER.fill(percent=text.num(100 * p32, 4),
                                                                        p32=text.num(p32, 3)))
        numbers = text.PREDICTIVE_NUMBERS.fill(
            p32=text.num(p32, 3),
            p37=text.num(result.predictive_at(37), 3),
            gap=text.num(result.predictive_gap, 2),
        )
        st.markdown(f"{text.PREDICTIVE_EXPLAIN.strip()}\n{text.PREDICTIVE_BARS}\n"
                    f"{md.plug_in_sentence(result, names, text)}\n\n{numbers}")
    else:  # the chart, its bars and squares and the numbers wait for the reveal; the rule that gives them stays
        st.markdown(text.PREDICTIVE_EXPLAIN)


    # --- secondary panels: only the chosen view runs --------------------------------------------------------
    def _extensions_panel() -> None:
        extensions = cached.extensions_panel(*key, projector)
        show_chart(extensions.spec)
        st.caption(text.EXTENSIONS_CAPTION.fill(n=extensions.n_rows, mass=text.num(extensions.mass, 3)))


    @st.fragment
    def _sequence_panel(space: HypothesisSpace, data: tuple[int, ...], sampling: str, hide_last: bool) -> None:
        """The examples one at a time; ``hide_last``: the full predictive waits for a guess (n = N not drawn)."""
        if not data:
            st.info(text.SEQUENCE_NEED_DATA)
            return
        # The page resets "used" to len(data) when the examples change; a default value on
        # top of that would make Streamlit warn on every such rerun.
        default = {} if "used" in st.session_state else {"value": len(data)}
        st.markdown(text.SEQUENCE_EXPLAIN[sampling])
        used = st.slider(text.SEQUENCE_SLIDER, 0, len(data), key="used", bind="query-params", **default)
        curve = space.learning_curve(data, sampling)
        st.markdown(md.sequence_status(curve, used, space.same_members(curve.map_indices[used]), names, text))
        show_chart(charts.convergence_chart(curve.map_posterior, curve.predictive_gap, used, labels=labels.convergence))
        if not (hide_last and used == len(data)):
            show_chart(charts.predictive_chart(curve.predictive[used], curve.map_predictive[used], data[:used],
                                               labels=labels.predictive, height=160))


    # One bound segmented control, not st.tabs: tabs send a block per tab on every rerun.
    view = choice(text.VIEW_LABEL, text.VIEWS, key="view", default="extensions")
    if view == "extensions":
        _extensions_panel()
    elif view == "why":
        scrolling_tables()  # the table scrolls sideways inside its own box on a phone
        with st.container(key="why"):
            st.markdown(md.why_markdown(result, names, text, rows=TABLE_ROWS))
    elif view == "sequence":
        _sequence_panel(space, data, sampling, not p32_guess.revealed)

    # Show the code: the snippet is written only when the button is pressed.
    code_button(functools.partial(
        snippet, Snippet(space_key, tuple(data), sampling, view=view, used=int(st.session_state.get("used", len(data))),
                         rows=TABLE_ROWS if view == "why" else cached.TOP_EXTENSIONS, hide_predictive=not p32_guess.revealed,
                         **settings),
    ))


_page()
