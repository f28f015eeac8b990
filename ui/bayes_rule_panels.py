"""The parts of the Bayes' rule page (``views/bayes_rule.py``): controls, the answer, the panels, the code.

The page script reads widgets -> ``bayeslab.bayes_rule`` -> a chart -> prose; what each of
those steps draws or words lives here, so the script stays a page of a few screens:

* :func:`probability` -- a drag slider beside the typed, URL-bound box of one probability;
  :func:`presets` -- the textbook examples and the source of the one in use;
* :func:`guess_first` -- the page's own predict-then-reveal flow (the frame's ``predict``
  switch), :func:`metrics`, :func:`picture_chart`, :func:`reading`, :func:`explanation`;
* the four panels below the answer (:func:`second_test_panel`, :func:`classes_panel`,
  :func:`counts_panel`, :func:`complexity_panel`), each returning what the code snippet
  needs of it;
* :func:`snippet` -- the Python (``bayeslab`` only) that prints the page's numbers.

Every function takes the page's words (``text``: ``ui.text.words("bayes_rule")``) as its
first argument: the page reads them once per run.
"""

from __future__ import annotations

import functools
import math
from dataclasses import dataclass
from typing import Any, Callable

import numpy as np
import streamlit as st

from bayeslab.bayes_rule import (
    EXAMPLES,
    MAX_CLASSES,
    DiagnosticTest,
    NaturalFrequencies,
    TableError,
    estimate_from_counts,
    evidence,
    map_classify,
    map_prior_thresholds,
    parse_probability,
    read_class_table,
    read_counts,
    results_probability,
    score_guess,
    update_steps,
)
from bayeslab.naive_bayes import parameter_counts
from ui.cached import bayes_rule as cached
from ui.charts import bayes_rule as charts
from ui.text import Number, Safe, Text
from ui.widgets import choice, show_chart

__all__ = [
    "START",
    "Snippet",
    "classes_panel",
    "complexity_panel",
    "counts_panel",
    "explanation",
    "guess_first",
    "metrics",
    "picture_chart",
    "presets",
    "probability",
    "reading",
    "second_test_panel",
    "snippet",
]

BOUND = "query-params"
#: The page opens on MLaPP's mammogram (§2.2.3.1).
START = EXAMPLES["mammogram"]
DEFAULT_PRIOR = "0.5 0.3 0.2"
DEFAULT_LIKELIHOOD = "0.4 0.3 0.2 0.1\n0.1 0.2 0.3 0.4\n0.1 0.1 0.6 0.2"
DEFAULT_COUNTS = "4 3 2 1\n1 2 3 4\n0 1 4 1"
TYPED_MAX = 32  # characters of a typed probability
_REVEALED = "_bayes_rule_revealed"  # session scalar: the settings whose answer was revealed


# --------------------------------------------------------------------------- small helpers
def _decimal_mark(text: Text) -> str:
    return cached.decimal_mark(text.lang)  # "." or ","


def _p(text: Text, value: float) -> Number:
    """A probability for a metric or a sentence: 4 significant digits, never a false 1."""
    shown = text.num(value, 4)
    if shown == "1" and value < 1:
        bound = text.num(0.9999, 4)
        return Number(text.NEAR_ONE.fill(bound=bound), text.NEAR_ONE.fill(bound=Safe(bound.math)))
    return shown


def _percent(text: Text, value: float) -> Number:
    return text.num(100 * value, 3)


def _names(text: Text, symbols) -> Safe:
    return Safe(text.LIST_JOIN.join(symbols))


def _plain(value: float, mark: str) -> str:
    """A probability as a student would type it: shortest exact decimal, no exponent, the language's
    decimal mark (0.000015, 0,000015); the core reads either mark whatever the language."""
    return cached.plain(float(value), mark)


# --------------------------------------------------------------------------- callbacks
def _apply_preset(mark: str) -> None:
    key = st.session_state.get("preset")
    if key in EXAMPLES:
        for name in ("prevalence", "sensitivity", "specificity"):
            st.session_state[name] = _plain(getattr(EXAMPLES[key], name), mark)
    st.session_state["preset"] = None  # an action, not a state: back to nothing chosen


def _dragged(name: str, mark: str) -> None:
    st.session_state[name] = _plain(st.session_state[f"{name}_drag"], mark)


def _reveal(settings: str) -> None:
    st.session_state[_REVEALED] = settings


def _same_test(sensitivity: float, specificity: float) -> None:
    st.session_state["sensitivity2"] = sensitivity
    st.session_state["specificity2"] = specificity


def _use_estimates(prior_text: str, likelihood_text: str) -> None:
    st.session_state["prior"] = prior_text
    st.session_state["likelihood"] = likelihood_text
    st.session_state["view"] = "classes"


# --------------------------------------------------------------------------- controls
def probability(text: Text, name: str, label: str, help_text: str, stops: str) -> float:
    """A drag slider (a view) beside the typed, URL-bound text box ``name``; the value in [0, 1].

    A text box rather than a number input: Streamlit's number input drops a typed decimal
    comma (``0,01`` became 1), so the core reads what was typed (``0,01``, ``1/100``, ``1%``).
    The slider (key ``<name>_drag``) is not in the link, so the two can never disagree.
    Something unreadable is named in an error and the last good value stays.
    """
    drag = f"{name}_drag"
    mark = _decimal_mark(text)
    default = _plain(getattr(START, name), mark)
    # What the box will hold this run (its state, else the link as the binding reads it, cut to
    # the box's limit), so that the slider, drawn first, shows the same value.
    typed = st.session_state.get(name, st.query_params.get(name, default)[:TYPED_MAX])
    error = None
    try:
        value = parse_probability(name, typed)
    except TableError as err:
        value, error = float(st.session_state.get(drag, getattr(START, name))), err
    if st.session_state.get(drag) != value:
        st.session_state[drag] = value
    with st.container(horizontal=True, vertical_alignment="bottom", gap="small"):
        st.select_slider(label, options=cached.stops_with(stops, value), key=drag,
                         format_func=functools.partial(cached.percent_label, text.lang),
                         on_change=_dragged, args=(name, mark), help=help_text, width="stretch")
        st.text_input(text.TYPED_LABEL.fill(name=label), default, max_chars=TYPED_MAX, key=name, bind=BOUND,
                      label_visibility="collapsed", width=112)
    if error is not None:
        shown = text.num(error.value) if isinstance(error.value, float) else error.value
        st.error(text.VALUE_ERRORS[error.reason].fill(name=label, value="" if shown is None else shown,
                                                      kept=_p(text, value)), icon=":material/error:")
    return value


def presets(text: Text, test: DiagnosticTest) -> None:
    """The textbook examples (a one-off action) and, while the settings are one, its source."""
    st.pills(text.PRESET_LABEL, tuple(EXAMPLES), format_func=text.PRESETS.__getitem__, key="preset",
             on_change=_apply_preset, args=(_decimal_mark(text),), help=text.PRESET_HELP, width="stretch",
             wrap=True)
    source = next((key for key, example in EXAMPLES.items() if example == test), None)
    if source is not None:
        st.caption(text.PRESET_SOURCES[source])


def _table_error(text: Text, err: TableError) -> None:
    """A typed table's problem, in the student's language, with what to do."""
    if err.column is not None:
        where = (text.WHERE_ENTRY.fill(column=err.column + 1) if err.row is None or err.name == "prior"
                 else text.WHERE_CELL.fill(row=err.row + 1, column=err.column + 1))
    elif err.row is not None:
        where = (text.WHERE_CLASS if err.reason == "empty_class" else text.WHERE_ROW).fill(row=err.row + 1)
    else:
        where = ""
    value = text.num(err.value) if isinstance(err.value, float) else err.value
    message = text.TABLE_ERRORS[err.reason].fill(
        name=text.INPUT_NAMES[err.name], where=where, value="" if value is None else value,
        limit=err.limit or 0, total="" if err.total is None else text.num(err.total, 6))
    st.error(f"{message} {text.TABLE_FIX}", icon=":material/error:")


# --------------------------------------------------------------------------- guess first
def guess_first(text: Text, test: DiagnosticTest) -> bool:
    """The guess, the reveal button and the score; True once the answer may be shown.

    The page's own predict-then-reveal flow, on while the frame's switch (URL ``predict``) is:
    the guess stays in the session, never in the link.
    """
    if math.isnan(test.ppv):
        st.info(text.GUESS_NOTHING)
        return True
    settings = f"{test.prevalence!r}|{test.sensitivity!r}|{test.specificity!r}"
    revealed = st.session_state.get(_REVEALED) == settings
    if not revealed and _REVEALED in st.session_state:  # new settings: a new question
        del st.session_state[_REVEALED]
        st.session_state["guess"] = ""
    st.markdown(text.GUESS_PROMPT)
    guess = problem = None
    with st.container(horizontal=True, vertical_alignment="bottom"):
        # Typed text, read by the core as per cent (a number input would drop a decimal comma).
        typed = st.text_input(text.GUESS_LABEL, key="guess", max_chars=TYPED_MAX)
        if typed and typed.strip():
            try:
                guess = parse_probability("guess", typed, percent=True)
            except TableError as err:
                problem = text.GUESS_ERRORS[err.reason].fill(
                    value=text.num(err.value) if isinstance(err.value, float) else err.value)
        st.button(text.REVEAL_BUTTON, key="reveal", type="primary", on_click=_reveal, args=(settings,),
                  disabled=guess is None or revealed)
    if problem is not None:
        st.error(problem, icon=":material/error:")
    if not revealed or guess is None:
        st.caption(f"{text.GUESS_HIDDEN} {text.GUESS_PRIVATE}")
        return False
    score = score_guess(guess, test.ppv, test.sensitivity)
    parts = [text.SCORES[score.direction].fill(guess=_percent(text, score.guess),
                                               answer=_percent(text, score.answer),
                                               points=_percent(text, abs(score.difference)))]
    if score.has_ratio:
        parts.append(text.SCORE_RATIO.fill(ratio=text.num(score.ratio, 3)))
    if score.confuses_inverse:
        parts.append(text.SCORE_INVERSE.fill(sensitivity=_percent(text, test.sensitivity)))
    (st.success if score.direction == "match" else st.warning)(" ".join(parts), icon=":material/psychology:")
    return True


# --------------------------------------------------------------------------- the answer
def metrics(text: Text, test: DiagnosticTest) -> None:
    """The three big numbers in one wrapping row: p(D | +), p(D | −), p(+)."""
    with st.container(horizontal=True):
        st.metric(text.METRIC_PPV, _p(text, test.ppv), help=text.HELP_PPV)
        st.metric(text.METRIC_NPV, _p(text, test.p_condition_given_negative), help=text.HELP_NPV)
        st.metric(text.METRIC_P_POSITIVE, _p(text, test.p_positive), help=text.HELP_P_POSITIVE)


def picture_chart(text: Text, test: DiagnosticTest, table: NaturalFrequencies, picture: str) -> dict[str, Any]:
    """The crowd (``picture="icons"``) or the probability tree of ``table``, in the page's words.

    Built and serialised once per (language, test, crowd size, picture): ``ui.cached.bayes_rule``.
    """
    return cached.picture_chart(text.lang, test.prevalence, test.sensitivity, test.specificity, int(table.n), picture)


def reading(text: Text, table: NaturalFrequencies, picture: str) -> str:
    """The paragraph that reads the picture: who tests positive, and what rounding did."""
    counts = dict(n=table.n, with_d=table.with_condition, without_d=table.without_condition)
    if table.positives:
        parts = [text.NATURAL.fill(**counts, tp=table.true_positives, fp=table.false_positives,
                                   positives=table.positives, share=_percent(text, table.ppv))]
        if table.condition_rounded_away:
            parts.append(text.NOTE_ROUNDED_AWAY.fill(n=table.n, expected=text.num(table.expected_with_condition, 3),
                                                     exact=_percent(text, table.exact_ppv)))
        elif not table.ppv_agrees(significant=3):
            parts.append(text.NOTE_ROUNDING.fill(
                tp_exact=text.num(table.expected[0, 0], 3), fp_exact=text.num(table.expected[1, 0], 3),
                share=_percent(text, table.ppv), exact=_percent(text, table.exact_ppv)))
            if table.n == 1000:
                parts.append(text.NOTE_BIGGER_CROWD)
    else:
        parts = [text.NATURAL_NO_POSITIVE.fill(**counts)]
    if picture == "tree":
        parts.append(text.TREE_CAPTION)
    return " ".join(parts)


def explanation(text: Text, test: DiagnosticTest) -> str:
    """What each result does (by the core's named effect), then the law of total probability and Bayes' rule."""
    sentences = []
    for symbol, posterior, ratio in (("+", test.ppv, test.likelihood_ratio_positive),
                                     ("-", test.p_condition_given_negative, test.likelihood_ratio_negative)):
        sentences.append(text.EFFECTS[test.effect(symbol)].fill(
            result=text.RESULTS[symbol], before=_p(text, test.prevalence), after=_p(text, posterior),
            lr=text.num(ratio, 3)))
    # Six digits: the typed inputs as they are (1 - 0.00001 is 0.99999, not "1").
    numbers = dict(sens=text.num(test.sensitivity, 6), prev=text.num(test.prevalence, 6),
                   fpr=text.num(test.false_positive_rate, 6), not_prev=text.num(1 - test.prevalence, 6))
    if test.p_positive > 0:
        formula = text.FORMULA.fill(**numbers, p_positive=_p(text, test.p_positive), joint=_p(text, test.joint[0, 0]),
                                    ppv=_p(text, test.ppv))
    else:
        formula = text.FORMULA_NO_POSITIVE.fill(**numbers)
    return " ".join(sentences) + "\n" + formula


# --------------------------------------------------------------------------- panels
def second_test_panel(text: Text, test: DiagnosticTest) -> Callable[[], str] | None:
    """A second test after a positive first one, step by step in odds; returns its snippet lines."""
    st.markdown(text.SECOND_INTRO)
    with st.container(horizontal=True, vertical_alignment="bottom"):
        sensitivity2 = st.slider(text.SENSITIVITY2_LABEL, 0.0, 1.0, 0.9, 0.001, format="%.3f",
                                 key="sensitivity2", bind=BOUND)
        specificity2 = st.slider(text.SPECIFICITY2_LABEL, 0.0, 1.0, 0.95, 0.001, format="%.3f",
                                 key="specificity2", bind=BOUND)
        second = choice(text.SECOND_LABEL, text.SECOND_RESULTS, key="second", default="positive")
        st.button(text.SAME_TEST_BUTTON, key="same_test", on_click=_same_test,
                  args=(test.sensitivity, test.specificity))
    if test.effect("+") == "impossible":
        st.info(text.FIRST_IMPOSSIBLE)
        return None
    results = "+" + ("+" if second == "positive" else "-")
    sensitivities, specificities = [test.sensitivity, sensitivity2], [test.specificity, specificity2]
    if results_probability(test.prevalence, results, sensitivities, specificities) == 0:
        st.warning(text.SECOND_IMPOSSIBLE)
        return None
    steps = update_steps(test.prevalence, results, sensitivities, specificities)
    cells = {
        "result": ["+" if r == "+" else "−" for r in results],
        "before": [_p(text, p) for p in steps.prior_probability],
        "odds_before": [text.num(o, 4) for o in steps.prior_odds],
        "lr": [text.num(r, 4) for r in steps.likelihood_ratio],
        "odds_after": [text.num(o, 4) for o in steps.posterior_odds],
        "after": [_p(text, p) for p in steps.probability],
    }
    # One column per test, one row per quantity: three columns fit a phone.
    rows = [f"| | {text.STEP_NAMES['first']} | {text.STEP_NAMES['second']} |", "|---|---:|---:|"]
    rows += [f"| {text.STEPS_ROWS[key]} | {first} | {second} |" for key, (first, second) in cells.items()]
    st.markdown("\n".join(rows) + "\n\n" + text.SECOND_SUMMARY.fill(first=_p(text, steps.probability[0]),
                                                                   second=_p(text, steps.probability[1])))
    return functools.partial(_second_code, results, float(sensitivity2), float(specificity2))


def classes_panel(text: Text) -> Callable[[], str] | None:
    """K classes: the typed prior and likelihood, the posterior table, the MAP decision, one prior moved."""
    st.markdown(text.CLASSES_INTRO)
    mark = _decimal_mark(text)
    with st.container(horizontal=True):
        # The example in the reader's decimal notation (the core reads either).
        prior_text = st.text_input(text.PRIOR_LABEL, DEFAULT_PRIOR.replace(".", mark), max_chars=200,
                                   key="prior", bind=BOUND, help=text.PRIOR_HELP)
        likelihood_text = st.text_area(text.LIKELIHOOD_LABEL, DEFAULT_LIKELIHOOD.replace(".", mark),
                                       max_chars=800, height=110, key="likelihood", bind=BOUND,
                                       help=text.LIKELIHOOD_HELP)
    try:
        prior, likelihood = read_class_table(prior_text, likelihood_text)
    except TableError as err:
        _table_error(text, err)
        return None
    n_classes, n_values = likelihood.shape
    p_x = evidence(prior, likelihood)
    columns = [int(j) for j in np.flatnonzero(p_x > 0)]
    decision = map_classify(prior, likelihood[:, columns]) if columns else None
    class_names = [text.CLASS_NAME.fill(k=charts.subscript(k + 1)) for k in range(n_classes)]
    value_names = [text.VALUE_NAME.fill(j=charts.subscript(j + 1)) for j in range(n_values)]
    class_symbols = [text.CLASS_SYMBOL.fill(k=k + 1) for k in range(n_classes)]
    value_symbols = [text.VALUE_SYMBOL.fill(j=j + 1) for j in range(n_values)]
    notes = []
    if decision is None:
        notes.append(text.ALL_IMPOSSIBLE)
    else:
        tied = [value_symbols[columns[j]] for j in np.flatnonzero(np.atleast_1d(decision.tied))]
        if tied:
            notes.append(text.TIES_NOTE.fill(values=_names(text, tied)))
        zero = [c for c in range(n_classes) if prior[c] == 0]
        if zero:
            notes.append(text.ZERO_PRIOR_NOTE.fill(classes=_names(text, (class_symbols[c] for c in zero))))
        never = [c for c in decision.never_chosen if c not in zero]
        if never:
            notes.append(text.NEVER_CHOSEN_NOTE.fill(classes=_names(text, (class_symbols[c] for c in never))))
    impossible = [value_symbols[j] for j in range(n_values) if j not in columns]
    if impossible:
        notes.append(text.IMPOSSIBLE_NOTE.fill(values=_names(text, impossible)))
    st.markdown(charts.map_tables(text, prior, likelihood, p_x, decision, columns) + "\n\n"
                + f":small[{text.TABLE_CAPTION}]\n\n" + " ".join(notes))
    if decision is None:
        return None
    labels = [text.num(v, 4) for v in decision.posterior.T.reshape(-1)]
    show_chart(charts.posterior_chart(decision, columns, class_names, value_names, labels,
                                      title=text.POSTERIOR_CHART_TITLE, axis_title=text.POSTERIOR_AXIS))
    vary = int(st.number_input(text.VARY_LABEL, min_value=1, max_value=MAX_CLASSES, value=1, step=1, key="vary",
                               bind=BOUND, help=text.VARY_HELP, width=220))
    cls = min(vary, n_classes) - 1
    moved = map_prior_thresholds(prior, likelihood[:, columns], cls)
    rows = []
    for j, column in enumerate(columns):
        values = dict(k=cls + 1, j=column + 1)
        if moved.never_wins[j]:
            rows.append(text.THRESHOLD_NEVER.fill(**values))
        elif moved.always_wins[j]:
            rows.append(text.THRESHOLD_ALWAYS.fill(**values))
        elif len(moved.rivals[j]) > 1:
            rows.append(text.THRESHOLD_ROW_TIED.fill(
                **values, t=text.num(moved.threshold[j], 4),
                rivals=_names(text, (class_symbols[c] for c in moved.rivals[j]))))
        else:
            rows.append(text.THRESHOLD_ROW.fill(**values, t=text.num(moved.threshold[j], 4), r=moved.rival[j] + 1))
    intro = text.THRESHOLD_INTRO.fill(k=cls + 1, now=text.num(prior[cls], 4))
    if vary > n_classes:
        intro = text.VARY_CLAMPED.fill(k=n_classes) + " " + intro
    st.markdown(intro)
    show_chart(charts.threshold_chart(moved.threshold, moved.rival, cls, prior[cls], columns, class_names,
                                      value_names, axis_title=text.THRESHOLD_AXIS.fill(k=charts.subscript(cls + 1))))
    st.markdown("\n".join(f"- {row}" for row in rows))
    return functools.partial(_classes_code, prior.tolist(), likelihood.tolist())


def counts_panel(text: Text) -> Callable[[], str] | None:
    """Prior and likelihood estimated from a typed table of records, with a pseudo-count."""
    st.markdown(text.COUNTS_INTRO)
    with st.container(horizontal=True, vertical_alignment="bottom"):
        counts_text = st.text_area(text.COUNTS_LABEL, DEFAULT_COUNTS, max_chars=800, height=110, key="counts",
                                   bind=BOUND, help=text.COUNTS_HELP)
        alpha = float(st.slider(text.ALPHA_LABEL, 0.0, 5.0, 0.0, 0.5, key="alpha", bind=BOUND, help=text.ALPHA_HELP))
    try:
        table = read_counts(counts_text)
        estimates = estimate_from_counts(table, pseudo_count=alpha)
    except TableError as err:
        _table_error(text, err)
        return None
    parts = [charts.counts_table(text, estimates), text.COUNTS_TOTAL.fill(n=estimates.n_records)]
    if estimates.zero_cells:
        cells = (text.ZERO_CELL.fill(value=charts.subscript(x + 1), k=charts.subscript(c + 1))
                 for c, x in estimates.zero_cells)
        parts.append(text.ZERO_CELLS_NOTE.fill(cells=_names(text, cells)))
    st.markdown("\n\n".join(parts))
    st.button(text.USE_ESTIMATES, key="use_estimates", on_click=_use_estimates,
              args=charts.fraction_text(estimates), icon=":material/arrow_upward:")
    return functools.partial(_counts_code, np.asarray(table).astype(int).tolist(), alpha)


def complexity_panel(text: Text) -> Callable[[], str]:
    """Parameters of the full joint against naive Bayes as the number of binary features grows."""
    st.markdown(text.COMPLEXITY_INTRO)
    d = int(st.slider(text.FEATURES_LABEL, 1, cached.FEATURES_MAX, 10, key="features", bind=BOUND))
    count = parameter_counts(d)
    st.markdown(text.COMPLEXITY_NOW.fill(d=d, full=count.full_joint, naive=count.naive))
    show_chart(charts.complexity_chart(*cached.complexity_curve(), d,
                                       series=tuple(text.COMPLEXITY_SERIES[k] for k in ("full_joint", "naive_bayes")),
                                       x_title=text.COMPLEXITY_X, y_title=text.COMPLEXITY_Y))
    st.page_link("views/spam.py", label=text.SPAM_LINK, icon=":material/mail:")
    return functools.partial(_complexity_code, d)


# --------------------------------------------------------------------------- show the code
@dataclass(frozen=True)
class Snippet:
    """The state the page's code reproduces: the test, the crowd and the open panel's lines."""

    test: DiagnosticTest
    population: int
    #: The open panel's part of the code (made only when the code is shown), or None.
    panel: Callable[[], str] | None = None


def snippet(state: Snippet) -> str:
    """Python (``bayeslab`` only) that prints the page's numbers for ``state``, one ``label: value`` a line.

    The settings are typed in as literals; every value printed is computed, to the digits the
    page shows (4 significant for a probability, 3 for a likelihood ratio). A number the page
    does not show in this state (a likelihood ratio of a result that decides alone, the
    positives when nobody tests positive) is not printed either.
    """
    test = state.test
    lines = [
        "from bayeslab.bayes_rule import DiagnosticTest",
        "",
        f"test = DiagnosticTest(prevalence={test.prevalence!r}, sensitivity={test.sensitivity!r}, "
        f"specificity={test.specificity!r})",
        'print(f"p(D | +): {test.ppv:.4g}")',
        'print(f"p(D | -): {test.p_condition_given_negative:.4g}")',
        'print(f"p(+): {test.p_positive:.4g}")',
    ]
    for symbol, name in (("+", "positive"), ("-", "negative")):
        if test.effect(symbol) in ("raises", "lowers"):
            lines.append(f'print(f"LR{symbol}: {{test.likelihood_ratio_{name}:.3g}}")')
    lines += [
        "",
        f"crowd = test.natural_frequencies({state.population})",
        'print(f"people with D: {crowd.with_condition}")',
        'print(f"people without D: {crowd.without_condition}")',
    ]
    if test.natural_frequencies(state.population).positives:
        lines += [
            'print(f"true positives: {crowd.true_positives}")',
            'print(f"false positives: {crowd.false_positives}")',
            'print(f"all positives: {crowd.positives}")',
        ]
    if state.panel is not None:
        lines += ["", state.panel()]
    return "\n".join(lines) + "\n"


def _second_code(results: str, sensitivity2: float, specificity2: float) -> str:
    return "\n".join([
        "from bayeslab.bayes_rule import update_steps",
        "",
        f"steps = update_steps(test.prevalence, {results!r}, [test.sensitivity, {sensitivity2!r}],",
        f"                     [test.specificity, {specificity2!r}])",
        'print(f"likelihood ratio of the second test: {steps.likelihood_ratio[1]:.4g}")',
        'print(f"p(D) after the first test: {steps.probability[0]:.4g}")',
        'print(f"p(D) after the second test: {steps.probability[1]:.4g}")',
    ])


def _classes_code(prior: list[float], likelihood: list[list[float]]) -> str:
    rows = ",\n              ".join(repr(row) for row in likelihood)
    return "\n".join([
        "from bayeslab.bayes_rule import evidence, map_classify",
        "",
        f"prior = {prior!r}",
        f"likelihood = [{rows}]",
        "p_x = evidence(prior, likelihood)",
        "possible = [j for j in range(len(p_x)) if p_x[j] > 0]",
        "decision = map_classify(prior, [[row[j] for j in possible] for row in likelihood])",
        "for i, j in enumerate(possible):",
        '    print(f"p(x{j + 1}): {p_x[j]:.4g}")',
        "    for k in range(len(prior)):",
        '        print(f"p(c{k + 1} | x{j + 1}): {decision.posterior[k, i]:.4g}")',
        '    print(f"MAP class for x{j + 1}: " + ", ".join(f"c{k + 1}" for k in decision.winners[i]))',
    ])


def _counts_code(table: list[list[int]], alpha: float) -> str:
    rows = ",\n          ".join(repr(row) for row in table)
    return "\n".join([
        "from bayeslab.bayes_rule import estimate_from_counts",
        "",
        f"counts = [{rows}]",
        f"estimates = estimate_from_counts(counts, pseudo_count={alpha!r})",
        "for k, row in enumerate(estimates.likelihood):",
        '    print(f"p(c{k + 1}): {estimates.prior[k]:.3g}")',
        "    for j, p in enumerate(row):",
        '        print(f"p(x{j + 1} | c{k + 1}): {p:.3g}")',
    ])


def _complexity_code(d: int) -> str:
    return "\n".join([
        "from bayeslab.naive_bayes import parameter_counts",
        "",
        f"count = parameter_counts({d})",
        'print(f"parameters of the full joint: {count.full_joint}")',
        'print(f"parameters of naive Bayes: {count.naive}")',
    ])
