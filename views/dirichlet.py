"""Dice and words: the Dirichlet-multinomial model (MLaPP §3.4, eq. 3.79). URL path ``dirichlet``.

Widgets -> ``bayeslab.dirichlet`` -> ``ui.charts.dirichlet`` -> prose from ``ui.text.*.dirichlet``.
One panel selector (URL ``view``, one message): *Per side*, *Simplex* and *Evidence* work on a
die (its sides, data and prior in a left column, the panel's chart on the right, so that on a
projector the controls and the chart share the first screen; on a phone the columns stack). At
the top of the left column what a class watches move — K, the counts, the pseudo-counts —
and below them the data source, the prior's form, the presets and the level (the counts and
the pseudo-counts go into a container drawn above those choices, which are read first); the
introduction comes below the chart;
*Words* and *Burstiness* count the words of a sentence over MLaPP's vocabulary. Every control
is bound to the URL (``choice`` for choices, ``bind="query-params"`` for the rest); the preset
box and the buttons are one-off actions whose callbacks write into bound widgets. In front of a
class (``ui.dirichlet_panels``): with the frame's predict-then-reveal switch the per-side view
asks for side 1's posterior mean before showing it, and "Show the code" ends every view.

Typed lists (counts, rolls, pseudo-counts, weights) are read by the core, whose
``TypedInputError`` names the entries it could not read; the page words it in the student's
language and carries on with a stated fallback.

Everything under the title is one fragment: moving a control reruns the page, not the
frame around it (language, switches, navigation; about 2 ms of server time a change).
"""

from __future__ import annotations

import functools

import numpy as np
import streamlit as st

from bayeslab.dirichlet import (
    LAMB_TEXT,
    LAMB_VOCABULARY,
    Dirichlet,
    TypedInputError,
    burstiness,
    count_outcomes,
    count_words,
    parse_counts,
    parse_faces,
    parse_pseudo_counts,
    parse_weights,
    split_entries,
)
from ui import dirichlet_panels as panels
from ui.cached import dirichlet as cached
from ui.charts import dirichlet as charts
from ui.classroom import code_button, is_predict
from ui.text import Safe, words
from ui.widgets import choice, error_message, show_chart

text = words("dirichlet")

BOUND = "query-params"
K_DEFAULT = 3
DEFAULT_COUNTS = "3, 2, 1"
#: Prior presets: key -> the pseudo-count every side gets (labels: ``PRESET_NAMES``).
PRESETS = {"uniform": "1", "jeffreys": "0.5", "sparse": "0.1", "fair": "50"}
DICE_VIEWS = ("sides", "simplex", "evidence")


# --------------------------------------------------------------------------- small helpers
def _vector(values, digits: int = 4) -> Safe:
    """A vector as the page writes it (plain text, so a long one wraps on a phone)."""
    return Safe(text.LIST_SEPARATOR.join(text.num(float(v), digits) for v in values))


def _show_input_error(err: ValueError, fix: str) -> None:
    """A core error about typed input, in the student's language, with what the page does now."""
    if isinstance(err, TypedInputError):
        field = text.FIELDS.get(err.name, err.name)
        if err.problem == "tokens":
            rule = text.TOKEN_RULES[err.rule]
            rule = rule.fill(k=err.n_outcomes) if hasattr(rule, "fill") else rule
            tokens = Safe(", ".join(text.TOKEN.fill(token=t) for t in err.tokens))
            message = text.BAD_TOKENS.fill(field=field, tokens=tokens, rule=rule)
        elif err.problem == "length":
            wanted = (text.WANTED_ONE_OR_K if 1 in err.allowed else text.WANTED_K).fill(k=err.n_outcomes)
            message = text.BAD_LENGTH.fill(field=field, wanted=wanted, k=err.n_outcomes, got=err.got)
        else:
            message = text.ALL_ZERO.fill(field=field)
    else:
        message = error_message(err)
    st.error(f"{message} {fix}", icon=":material/error:")


def _read(parse, fix: str, fallback, *args, **kwargs):
    """``parse(*args)``; on a ``ValueError`` show it and return ``fallback``."""
    try:
        return parse(*args, **kwargs)
    except ValueError as err:
        _show_input_error(err, fix)
        return fallback


def _resize(value: str, k: int, pad: str, keep_single: bool) -> str:
    """A typed list cut or padded to ``k`` entries (one entry kept as it is if ``keep_single``)."""
    tokens = split_entries(value)
    if not tokens or (keep_single and len(tokens) == 1):
        return value
    tokens = tokens[:k] + [pad] * (k - len(tokens))
    return ("; " if ";" in value else ", ").join(tokens)


# --------------------------------------------------------------------------- callbacks
def _k_changed() -> None:
    """New number of sides: counts padded with 0 or cut, a per-side α padded with 1 or cut."""
    k = int(st.session_state["k"])
    state = st.session_state
    if isinstance(state.get("counts"), str):
        state["counts"] = _resize(state["counts"], k, "0", keep_single=False)
    if isinstance(state.get("alpha"), str):
        state["alpha"] = _resize(state["alpha"], k, "1", keep_single=True)
    for key in ("mean", "theta_true"):  # a guess about K sides means nothing for another K
        value = state.get(key)
        if isinstance(value, str) and len(split_entries(value)) not in (0, k):
            state[key] = ""


def _set_k(k: int) -> None:
    st.session_state["k"] = k
    _k_changed()


def _apply_preset() -> None:
    key = st.session_state.get("preset")
    if key in PRESETS:
        st.session_state["prior"] = "alpha"
        st.session_state["alpha"] = PRESETS[key]
    st.session_state["preset"] = None  # a one-off action, not a state of the page


def _use_strength(strength: float, mean: str) -> None:
    st.session_state["prior"] = "mean"
    st.session_state["mean"] = mean
    st.session_state["strength"] = float(min(max(strength, 0.01), 1e6))


def _load_lamb() -> None:
    st.session_state["words"] = LAMB_TEXT


# --------------------------------------------------------------------------- the die
def _rolls(k: int) -> np.ndarray | None:
    typed = st.text_input(text.FACES_LABEL, "", key="faces", placeholder=text.FACES_PLACEHOLDER,
                          help=text.FACES_HELP, max_chars=5000, bind=BOUND)
    faces = _read(parse_faces, text.FIX_FACES, None, typed, k)
    return None if faces is None else count_outcomes(faces, k)


def _simulation(k: int):
    """Simulation controls; returns (θ, hidden, counts), or None when θ cannot be read."""
    hidden = st.toggle(text.HIDE_LABEL, key="hide", help=text.HIDE_HELP, bind=BOUND)
    typed = None
    if not hidden:
        typed = st.text_input(text.THETA_TRUE_LABEL, "", key="theta_true", placeholder=text.THETA_TRUE_PLACEHOLDER,
                              help=text.THETA_TRUE_HELP, max_chars=500, bind=BOUND)
    left, right = st.columns(2)
    n_rolls = int(left.number_input(text.ROLLS_LABEL, 0, 100_000, 20, step=10, key="rolls", bind=BOUND))
    seed = int(right.number_input(text.SEED_LABEL, 0, 10**6, 0, step=1, key="seed", bind=BOUND))
    if hidden:
        theta = np.array(cached.mystery_theta(k, seed))
    else:
        theta = _read(parse_weights, text.FIX_THETA, None, typed, k, "theta_true")
        if theta is None:
            return None
    return theta, hidden, np.array(cached.rolled_counts(tuple(theta.tolist()), n_rolls, seed))


def _die_controls():
    """Sides, data, prior and level (left column); returns (k, counts, prior, level, simulation)."""
    if "counts" not in st.session_state and "counts" not in st.query_params:
        # A link that sets K alone: the default counts, resized to its K.
        k_link = st.query_params.get("k", "")
        if k_link.isdigit() and 2 <= int(k_link) <= 10 and int(k_link) != K_DEFAULT:
            st.session_state["counts"] = _resize(DEFAULT_COUNTS, int(k_link), "0", keep_single=False)
    k = int(st.slider(text.K_LABEL, 2, 10, K_DEFAULT, key="k", help=text.K_HELP, on_change=_k_changed, bind=BOUND))
    # The counts and the prior under K, in a container drawn now and filled later; the choices that
    # feed them go straight into the column, below it (one container: one block message).
    watched = st.container()
    source = choice(text.SOURCE_LABEL, text.SOURCE_NAMES, key="data", default="counts", widget="radio",
                    help=text.SOURCE_HELP)
    from_data = simulation = None
    if source == "sequence":
        from_data = _rolls(k)
    elif source == "simulate":
        simulation = _simulation(k)
        from_data = None if simulation is None else simulation[2]
    if from_data is not None:
        st.session_state["counts"] = ", ".join(str(int(c)) for c in from_data)
    with watched:
        typed = st.text_input(text.COUNTS_LABEL, DEFAULT_COUNTS, key="counts", max_chars=2000,
                              help=text.COUNTS_HELP if source == "counts" else text.COUNTS_FROM_DATA,
                              disabled=source != "counts", bind=BOUND)
        counts = _read(parse_counts, text.FIX_COUNTS, np.zeros(k, dtype=np.int64), typed, k)
    form = choice(text.PRIOR_FORM_LABEL, text.PRIOR_FORMS, key="prior", default="alpha", widget="radio",
                  help=text.PRIOR_FORM_HELP)
    with watched:
        if form == "alpha":
            typed = st.text_input(text.ALPHA_LABEL, "1", key="alpha", max_chars=2000, help=text.ALPHA_HELP,
                                  bind=BOUND)
            alpha = _read(parse_pseudo_counts, text.FIX_PRIOR, np.ones(k), typed, k)
        else:
            typed = st.text_input(text.MEAN_LABEL, "", key="mean", placeholder=text.MEAN_PLACEHOLDER,
                                  max_chars=2000, help=text.MEAN_HELP, bind=BOUND)
            strength = float(st.number_input(text.STRENGTH_LABEL, 0.01, 1e6, 3.0, step=1.0, format="%g",
                                             key="strength", help=text.STRENGTH_HELP, bind=BOUND))
            mean = _read(parse_weights, text.FIX_PRIOR, None, typed, k, "mean", positive=True)
            alpha = np.ones(k) if mean is None else strength * mean
        prior = _read(Dirichlet, text.FIX_PRIOR, None, alpha) or Dirichlet(np.ones(k))
    st.selectbox(text.PRESETS_LABEL, tuple(PRESETS), index=None, key="preset", format_func=text.PRESET_NAMES.get,
                 placeholder=text.PRESETS_PLACEHOLDER, on_change=_apply_preset, help=text.PRESET_HELP)
    level = float(st.slider(text.LEVEL_LABEL, 0.5, 0.99, 0.95, 0.01, key="level", bind=BOUND))
    return k, counts, prior, level, simulation


def _simulation_status(simulation) -> None:
    theta, hidden, counts = simulation
    if hidden:
        st.caption(text.SIM_STATUS_HIDDEN.fill(n=int(counts.sum())))
        with st.expander(text.REVEAL_LABEL):
            st.markdown(text.REVEAL_TEXT.fill(theta=_vector(theta, 2)))
    else:
        st.caption(text.SIM_STATUS.fill(n=int(counts.sum()), theta=_vector(theta, 2)))


# --------------------------------------------------------------------------- per side
def _side_tables(s, hide_mean: bool) -> str:
    """Per side: counts, pseudo-counts and the predictive as a fraction; MAP, MLE and interval.

    Two narrow Markdown tables in one block: a phone shows them without scrolling sideways.
    ``hide_mean``: the predictive (the posterior mean) is being guessed, its cells hold a mark.
    """
    numerators, denominator = s.posterior.alpha, s.posterior.concentration
    den = text.num(denominator, 6)
    predictive = [text.TABLE_PREDICTIVE_HEADER]
    estimates = [text.TABLE_ESTIMATES_HEADER.fill(level=round(100 * s.level))]
    for k in range(s.counts.size):
        predictive.append(text.TABLE_PREDICTIVE_ROW.fill(
            side=k + 1, n=int(s.counts[k]), alpha=text.num(s.prior.alpha[k]),
            predictive=text.HIDDEN_CELL if hide_mean else text.FRACTION.fill(
                num=text.num(numerators[k], 6), den=den, value=text.num(s.predictive[k]))))
        estimates.append(text.TABLE_ESTIMATES_ROW.fill(
            side=k + 1,
            map=text.num(s.map[k]) if s.map_unique else text.NO_MODE,
            mle=text.num(s.mle[k]) if s.has_data else text.NO_DATA,
            interval=text.INTERVAL.fill(low=text.num(s.lower[k], 3), high=text.num(s.upper[k], 3))))
    return "\n".join(predictive) + "\n\n" + "\n".join(estimates)


def _sides_chart(s, truth, hide_mean: bool) -> None:
    """The per-side estimates (the posterior mean left out while it is being guessed)."""
    estimates = {"prior_mean": s.prior.mean}
    if not hide_mean:
        estimates["posterior_mean"] = s.predictive
    if s.map_unique:
        estimates["map"] = s.map
    if s.has_data:
        estimates["mle"] = s.mle
    if truth is not None:
        estimates["true_theta"] = truth
    show_chart(charts.sides_chart(s.lower, s.upper, estimates, labels=text.ESTIMATE_LABELS,
                                  x_title=text.SIDE_TITLE, y_title=text.THETA_TITLE, value_title=text.VALUE_TITLE))


def _counts_chart(s) -> None:
    show_chart(charts.counts_chart(s.prior.alpha, s.counts, prior_label=text.PSEUDO_LABEL,
                                   data_label=text.DATA_LABEL, x_title=text.SIDE_TITLE, y_title=text.COUNTS_TITLE))


def _sides_prose(s, hide_mean: bool) -> None:
    prior, posterior = s.prior, s.posterior
    parts = [f":small[{text.SIDES_CAPTION.fill(level=round(100 * s.level))}]", text.INTRO,
             text.POSTERIOR_LINE.fill(prior=_vector(prior.alpha), a0=text.num(prior.concentration),
                                      counts=_vector(s.counts), n=s.n, posterior=_vector(posterior.alpha),
                                      total=text.num(posterior.concentration)),
             _side_tables(s, hide_mean)]
    if s.has_data:
        parts.append(text.SHRINKAGE.fill(lam=text.num(s.prior_weight, 3), a0=text.num(prior.concentration), n=s.n))
        if s.unseen.size and not hide_mean:
            side = int(s.unseen[0])
            parts.append(text.UNSEEN.fill(side=side + 1, a=text.num(prior.alpha[side]),
                                          a0=text.num(prior.concentration), n=s.n, p=text.num(s.predictive[side])))
    else:
        parts.append(text.SHRINKAGE_NO_DATA)
    if not s.map_unique:
        parts.append(text.NO_UNIQUE_MAP)
    parts += [text.EXPLAIN_SIDES, f":small[{text.SOURCE_NOTE}]"]
    st.markdown("\n\n".join(parts))
    if s.counts.size == 2:
        a, b = (float(x) for x in prior.alpha)
        st.page_link("views/coin.py", label=text.COIN_LINK.fill(a=text.num(a), b=text.num(b), heads=int(s.counts[0]),
                                                                tails=int(s.counts[1])),
                     icon=":material/toll:", query_params={"a": f"{a:g}", "b": f"{b:g}",
                                                           "heads": str(int(s.counts[0])),
                                                           "tails": str(int(s.counts[1]))})


# --------------------------------------------------------------------------- simplex
def _simplex(s, truth, columns) -> None:
    grid = cached.simplex_grid()
    posterior_markers = {"posterior_mean": s.predictive}
    if s.map_unique:
        posterior_markers["map"] = s.map
    if s.has_data:
        posterior_markers["mle"] = s.mle
    if truth is not None:
        posterior_markers["true_theta"] = truth
    prior_markers = {"prior_mean": s.prior.mean}
    prior_mode = s.prior.mode
    if np.all(np.isfinite(prior_mode)):
        prior_markers["map"] = prior_mode
    panels = ((s.posterior, text.SIMPLEX_POSTERIOR_TITLE, posterior_markers, text.POSTERIOR_MARKERS),
              (s.prior, text.SIMPLEX_PRIOR_TITLE, prior_markers, text.PRIOR_MARKERS))
    for column, (dist, title, markers, labels) in zip(columns, panels):
        with column:
            table = cached.simplex_table(tuple(float(a) for a in dist.alpha))
            show_chart(charts.simplex_chart(table, grid.spacing, markers, dist.unbounded_faces,
                                            title=title.fill(alpha=_vector(dist.alpha)), labels=labels,
                                            legend_title=text.SIMPLEX_LEGEND, density_title=text.DENSITY_TITLE,
                                            theta_titles=text.THETA_TITLES, corner_labels=text.CORNERS))


# --------------------------------------------------------------------------- evidence
def _evidence(s) -> tuple[Safe, bool]:
    """The evidence chart and its sentence; whether the data prefer a finite strength."""
    prior = s.prior
    mean = prior.mean
    strengths, values, fit = cached.evidence_curve(tuple(int(c) for c in s.counts), tuple(float(m) for m in mean))
    current = prior.concentration
    points = {}
    if fit.kind == "finite":
        points["evidence_max"] = (fit.strength, fit.log_evidence)
    points["prior"] = (current, float(prior.log_evidence(s.counts)))
    show_chart(charts.evidence_chart(strengths, values, points, labels=text.EVIDENCE_LABELS,
                                     x_title=text.EVIDENCE_X, y_title=text.EVIDENCE_Y))
    shown_mean = _vector(mean, 3)
    if fit.kind == "finite":
        sentence = text.EVIDENCE_FINITE.fill(best=text.num(fit.strength, 3), best_value=text.num(fit.log_evidence),
                                             current=text.num(current, 3), current_value=text.num(points["prior"][1]),
                                             mean=shown_mean)
        st.button(text.USE_BEST.fill(best=text.num(fit.strength, 3)), key="use_best", on_click=_use_strength,
                  args=(fit.strength, ", ".join(f"{m:.6g}" for m in mean)))
    elif fit.kind == "infinite":
        sentence = text.EVIDENCE_INFINITE.fill(mean=shown_mean)
    elif fit.kind == "zero":
        sentence = text.EVIDENCE_ZERO
    else:
        sentence = text.EVIDENCE_FLAT
    return sentence, fit.kind == "finite"


# --------------------------------------------------------------------------- words
def _word_controls():
    typed = st.text_input(text.WORDS_LABEL, LAMB_TEXT, key="words", max_chars=2000, help=text.WORDS_HELP,
                          bind=BOUND)
    st.button(text.LAMB_BUTTON, key="lamb", on_click=_load_lamb, icon=":material/menu_book:")
    st.caption(text.LAMB_NOTE)
    alpha = float(st.number_input(text.WORD_ALPHA_LABEL, 0.01, 1000.0, 1.0, step=0.5, format="%g",
                                  key="word_alpha", help=text.WORD_ALPHA_HELP, bind=BOUND))
    return count_words(typed or "", LAMB_VOCABULARY), alpha, typed or ""


def _words_prose(counted, s) -> str:
    vocabulary = counted.vocabulary
    parts = [text.VOCABULARY.fill(k=len(vocabulary), words=", ".join(vocabulary))]
    if counted.unknown:
        parts[0] += " " + text.UNKNOWN_WORDS.fill(words=", ".join(counted.unknown))
    rows = [text.WORD_TABLE_HEADER]
    numerators, denominator = s.posterior.alpha, s.posterior.concentration
    for k, word in enumerate(vocabulary):
        rows.append(text.WORD_TABLE_ROW.fill(
            word=word, n=int(s.counts[k]),
            predictive=text.FRACTION.fill(num=text.num(numerators[k], 6), den=text.num(denominator, 6),
                                          value=text.num(s.predictive[k])),
            mle=text.num(s.mle[k]) if s.has_data else text.NO_DATA))
    parts.append("\n".join(rows))
    if not s.has_data:
        parts.append(text.NO_WORDS)
    elif s.unseen.size:
        k = int(s.unseen[0])
        parts.append(text.UNSEEN_WORD.fill(word=vocabulary[k], a=text.num(s.prior.alpha[k]), n=s.n,
                                           a0=text.num(s.prior.concentration), p=text.num(s.predictive[k])))
    else:
        parts.append(text.ALL_WORDS_SEEN)
    parts.append(text.EXPLAIN_WORDS)
    return "\n\n".join(parts)


def _burstiness_prose(counted, s, result) -> str:
    word = 0  # "mary", the example
    parts = [text.BURST_INTRO, text.BURST_EXAMPLE.fill(
        word=counted.vocabulary[word], num=text.num(s.posterior.alpha[word], 6),
        den=text.num(s.posterior.concentration, 6), p=text.num(result.repeat_multinomial[word], 3),
        q=text.num(result.repeat_dcm[word], 3), lift=text.num(result.lift[word], 3)),
        text.WHY_DCM,
        text.SMS_RESULT.fill(
            mnb_accuracy=text.num(cached.SMS_BENCH["mnb_accuracy"]), dcm_accuracy=text.num(cached.SMS_BENCH["dcm_accuracy"]),
            mnb_log_loss=text.num(cached.SMS_BENCH["mnb_log_loss"]), dcm_log_loss=text.num(cached.SMS_BENCH["dcm_log_loss"]),
            ham=text.num(cached.SMS_BENCH["alpha0_ham"]), spam=text.num(cached.SMS_BENCH["alpha0_spam"]),
            tokens=text.num(cached.SMS_BENCH["tokens_per_message"], 3))]
    return "\n\n".join(parts)


# --------------------------------------------------------------------------- the page
st.markdown(text.TITLE)


@st.fragment
def _page() -> None:
    """Everything under the title: a control of the page reruns this fragment, not the frame around it."""
    # No visible label: on a projector the controls and the chart must share the first screen.
    view = choice(text.VIEW_LABEL, text.VIEWS, key="view", default="sides", label_visibility="collapsed")
    # Controls on the left, the panel's chart on the right; the simplex gets a column per triangle
    # (one row of three columns rather than columns inside a column: fewer blocks to send).
    controls, *columns = st.columns(3 if view == "simplex" else [1, 2], gap="medium")
    main = columns[0]

    if view in DICE_VIEWS:
        with controls:
            k, counts, prior, level, simulation = _die_controls()
        s = cached.summary(tuple(float(a) for a in prior.alpha), tuple(int(c) for c in counts), level)
        truth = None if simulation is None or simulation[1] else simulation[0]
        hide_mean = False
        with main:
            if simulation is not None:
                _simulation_status(simulation)
            if view == "sides":
                if is_predict():
                    # Predict, then reveal (the frame's switch): side 1's posterior mean, asked under its
                    # chart (drawn first, shown second, so the chart keeps its place on a projector).
                    chart = st.container()
                    side_one = panels.guess_side_one(text, s)
                    hide_mean = not side_one.revealed
                    with chart:
                        _sides_chart(s, truth, hide_mean)
                    panels.answer_side_one(text, s, side_one)
                else:
                    _sides_chart(s, truth, False)
                _counts_chart(s)
            elif view == "simplex" and k != 3:
                st.info(text.SIMPLEX_NEEDS_K3)
                st.button(text.SET_K3, key="set_k3", on_click=_set_k, args=(3,))
            elif view == "evidence":
                sentence, best_strength = _evidence(s)
        if view == "simplex" and k == 3:
            _simplex(s, truth, columns)
        if view == "sides":
            _sides_prose(s, hide_mean)
        elif view == "evidence":
            st.markdown("\n\n".join([text.INTRO, text.EVIDENCE_INTRO, sentence, text.EVIDENCE_NOTE,
                                      f":small[{text.SOURCE_NOTE}]"]))
        elif k == 3:
            st.markdown(f"{text.INTRO}\n\n:small[{text.SIMPLEX_CAPTION.fill(points=cached.simplex_grid().n_points)}]"
                        f"\n\n:small[{text.SOURCE_NOTE}]")
        else:
            st.markdown(f"{text.INTRO}\n\n:small[{text.SOURCE_NOTE}]")
        code = functools.partial(panels.die_snippet, s, view, hide_mean=hide_mean,
                                 best_strength=view == "evidence" and best_strength)
    else:
        with controls:
            counted, word_alpha, sentence = _word_controls()
        s = cached.summary((word_alpha,) * len(counted.vocabulary), tuple(int(c) for c in counted.counts), 0.95)
        result = burstiness(s.posterior)
        with main:
            if view == "words":
                values = {"predictive": s.predictive}
                if s.has_data:
                    values["plug_in"] = s.mle
                show_chart(charts.pair_chart(counted.vocabulary, values, labels=text.PREDICTION_LABELS,
                                             x_title=text.WORD_TITLE, y_title=text.NEXT_TITLE))
            else:
                show_chart(charts.pair_chart(counted.vocabulary, {"plug_in": result.repeat_multinomial,
                                                                  "predictive": result.repeat_dcm},
                                             labels=text.BURST_LABELS, x_title=text.WORD_TITLE,
                                             y_title=text.REPEAT_TITLE))
        if view == "words":
            st.markdown(f"{text.INTRO}\n\n{_words_prose(counted, s)}\n\n:small[{text.SOURCE_NOTE}]")
        else:
            st.markdown(f"{text.INTRO}\n\n{_burstiness_prose(counted, s, result)}")
            st.page_link("views/spam.py", label=text.NB_LINK, icon=":material/mail:")
            st.caption(text.SOURCE_NOTE)
        code = functools.partial(panels.words_snippet, sentence, word_alpha, view)

    code_button(code)


_page()
