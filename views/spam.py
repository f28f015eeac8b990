"""Naive Bayes spam filter (url ``naive-bayes``).

Widgets -> cached core results (``ui.cached.spam``) -> charts and prose. Counts,
models and evaluations are shared by every session and bounded by bytes; the page
keeps only its :class:`~ui.cached.spam.Source` (the corpus and its key), from which
every cache can rebuild what it dropped. Below the message one panel is shown at a
time (``?tab=``): only it runs, and the underflow lab is a fragment. Every decision
about which sentence is true (why a class is impossible, an undefined estimate, a
tie, the underflow's outcome) is a core result; the page picks the words for it.
"""

from __future__ import annotations

import hashlib

import numpy as np
import streamlit as st

from bayeslab.datasets import MAX_UPLOAD_BYTES, UploadError
from bayeslab.naive_bayes import parameter_counts
from ui.cached import spam as cached
from ui.charts import spam as charts
from ui.text import Safe, escape_markdown, words
from ui.widgets import choice, show_chart

text = words("spam")
num = text.num
SPAM, HAM = cached.SPAM, cached.HAM
BOUND = "query-params"
store = cached.store()


def _apply_preset() -> None:
    key = st.session_state.get("preset")
    if key is not None:
        st.session_state["message"] = text.PRESET_MESSAGES[key]
        st.session_state["preset"] = None


def _probability(p: float, log_p: float, log_p_other: float) -> str:
    """``p`` for the metric, never rounded to a certainty the model does not claim.

    0 and 1 are shown only when a class is impossible (a log-probability of −∞);
    a value that merely rounds (or underflows) to 1 or 0 is shown as a bound.
    """
    shown = num(p)
    if shown == "1" and np.isfinite(log_p_other):
        return text.P_NEAR_ONE
    if shown == "0" and np.isfinite(log_p):
        return text.P_NEAR_ZERO
    return shown


def _names(terms, ids) -> Safe:
    return Safe(", ".join(f"**{escape_markdown(terms[j])}**" for j in ids))


def _beta_in_link() -> str:
    """The β the slider is about to show, as a URL writes it (its help links the Dirichlet page).

    The help is drawn with the slider, before it returns its value: the value is in the
    session after a change, and in the address on a first run from a link.
    """
    state = st.session_state
    value = state["beta"] if "beta" in state else st.query_params.get("beta", 1.0)
    try:
        # β = 0 is no Dirichlet (its pseudo-counts must be > 0): the link opens the smallest
        # prior the dice-and-words page offers, 0.01, rather than a value it would refuse.
        return f"{min(max(float(value), 0.01), 5.0):g}"
    except (TypeError, ValueError):
        return "1"


def _class_name(label) -> str:
    return text.CLASS_NAMES.get(str(label), str(label))


def _upload_error(err: UploadError) -> str:
    """The reason in the student's words; the file's own text goes in through ``fill`` (escaped)."""
    details = dict(err.details)
    if "cells" in details:
        details["cells"] = Safe(", ".join(text.UPLOAD_CELL_FMT.fill(cell=cell) for cell in details["cells"]))
    return f"{text.UPLOAD_ERRORS[err.reason].fill(**details)} {text.UPLOAD_FORMAT} {text.UPLOAD_ERROR_HINT}"


def _undefined_notice(undefined) -> None:
    """Which estimates are undefined and why (the core's reasons, worded)."""
    parts = [text.UNDEFINED_ESTIMATE_HEAD]
    if undefined.prior:
        parts.append(text.UNDEFINED_ESTIMATES[undefined.prior].fill(what=text.UNDEFINED_PRIOR))
    for label, reason in zip(undefined.classes, undefined.theta):
        if reason:
            what = text.UNDEFINED_THETA_FMT.fill(class_name=_class_name(label))
            parts.append(text.UNDEFINED_ESTIMATES[reason].fill(what=what))
    parts.append(text.UNDEFINED_ESTIMATE_TAIL)
    st.warning(" ".join(parts), icon=":material/warning:")


def _zero_notice(impossible, terms, estimate: str) -> None:
    """Why classes are impossible for this message (black swan, or 0/0 when all are)."""
    classes = impossible.classes
    zeroed = np.flatnonzero(impossible.impossible)
    reasons: dict[str, None] = {}
    parts = []
    for k in zeroed:
        name = _class_name(classes[k])
        for reason, ids in impossible.reasons(int(k)).items():
            reasons[reason] = None
            parts.append(text.ZERO_REASONS[reason].fill(zero_class=name, words=_names(terms, ids)))
    all_zero = zeroed.size == classes.size
    if all_zero:
        parts = [text.UNDEFINED_HEAD, *parts, text.UNDEFINED_CONSEQUENCE]
    else:
        name = _class_name(classes[zeroed[0]])
        parts = [text.BLACK_SWAN_HEAD_FMT.fill(zero_class=name), *parts,
                 text.BLACK_SWAN_CONSEQUENCE_FMT.fill(zero_class=name)]
        if "unseen" in reasons:
            parts.append(text.BLACK_SWAN_MORAL)
    if set(reasons) - {"prior"}:
        parts.append(text.ZERO_ADVICE[estimate])
    if "prior" in reasons:
        parts.append(text.ZERO_ADVICE_PRIOR)
    if all_zero:
        st.error(" ".join(parts), icon=":material/block:")
    else:
        st.warning(" ".join(parts), icon=":material/flutter_dash:")


# --------------------------------------------------------------------------- panels (lazy)


@st.fragment
def _underflow_lab(model, x, kind: str) -> None:
    st.markdown(text.UNDERFLOW_INTRO)
    st.latex(text.UNDERFLOW_MATH)
    repeat = st.slider(text.REPEAT_LABEL, 1, 300, 1, key="repeat", bind=BOUND, help=text.REPEAT_HELP)
    if kind == "bernoulli":
        st.caption(text.UNDERFLOW_BERNOULLI_NOTE)
    steps = model.evidence_steps(x * repeat)
    classes = [str(c) for c in model.classes_]
    ham, spam = classes.index(HAM), classes.index(SPAM)

    def product(k: int) -> str:
        if steps.underflowed[k]:
            return text.PRODUCT_UNDERFLOW
        if steps.joint_product[k] == 0.0 and steps.b[k] == -np.inf:
            return text.PRODUCT_ZERO
        return num(steps.joint_product[k])

    table = text.UNDERFLOW_TABLE_FMT.fill(
        n_factors=steps.n_factors, product_ham=product(ham), product_spam=product(spam),
        b_ham=num(steps.b[ham], 6), b_spam=num(steps.b[spam], 6),
        shift_ham=num(steps.shifted[ham], 6), shift_spam=num(steps.shifted[spam], 6),
        post_ham=_probability(steps.posterior[ham], steps.log_posterior[ham], steps.log_posterior[spam]),
        post_spam=_probability(steps.posterior[spam], steps.log_posterior[spam], steps.log_posterior[ham]),
    )
    if np.isfinite(steps.b_max):
        table += "\n\n" + text.UNDERFLOW_RESULT_FMT.fill(
            b_max=num(steps.b_max, 6), shift_ham=num(steps.shifted[ham], 6),
            shift_spam=num(steps.shifted[spam], 6), log_evidence=num(steps.log_evidence, 6))
    st.markdown(table)
    outcome = steps.naive_outcome
    if outcome == "undefined":
        st.success(text.UNDERFLOW_VERDICTS[outcome])
    elif outcome == "overconfident":
        st.info(text.UNDERFLOW_VERDICTS[outcome])
    else:
        st.caption(text.UNDERFLOW_FINE_BERNOULLI if kind == "bernoulli" else text.UNDERFLOW_VERDICTS[outcome])


def _evaluation_panel(settings: tuple, estimate: str, alpha: float, beta: float) -> None:
    evaluated = store.evaluated(*settings, alpha, beta)
    scores = evaluated.scores
    if scores is None:
        st.info(text.NO_TEST_MESSAGES)
        return
    sweep = store.sweep(*settings, alpha)
    notes = ""
    if scores.n_undefined:
        notes = "\n\n" + (text.UNDECIDED_ESTIMATE_FMT.fill(n=scores.n_undefined) if evaluated.undefined.any
                          else text.UNDECIDED_FMT.fill(n=scores.n_undefined,
                                                       fallback=_class_name(evaluated.fallback)))
    caption = text.SWEEP_CAPTION_FMT.fill(
        n_points=cached.BETA_GRID.size,
        current=text.SWEEP_CURRENT if beta > 0 else text.SWEEP_CURRENT_ZERO,
        extra=text.SWEEP_MLE_EXTRA if estimate == "mle" else "",
    ) + " " + text.SWEEP_ZERO_FMT.fill(accuracy=num(sweep.accuracy[0]), log_loss=num(sweep.log_loss[0]))
    # Scores and the sweep's explanation in one message, then the sweep itself.
    st.markdown(text.EVALUATION_FMT.fill(
        n_test=int(scores.confusion.sum()), n_test_spam=scores.n_positive,
        accuracy=num(scores.accuracy), precision=num(scores.precision), recall=num(scores.recall),
        log_loss=num(scores.log_loss), tn=scores.true_negative, fp=scores.false_positive,
        fn=scores.false_negative, tp=scores.true_positive,
    ) + notes + f"\n\n:small[{caption}]")
    show_chart(charts.sweep_chart(
        cached.BETA_GRID, sweep.accuracy[1:], sweep.log_loss[1:], beta,
        words={"accuracy": text.SWEEP_ACCURACY_TITLE, "log_loss": text.SWEEP_LOG_LOSS_TITLE,
               "beta_axis": text.SWEEP_BETA_AXIS, "beta": text.SWEEP_BETA},
    ))


def _model_panel(settings: tuple, vocabulary, n_train: int, beta: float) -> None:
    n_features = vocabulary.n_features
    n_parameters = parameter_counts(n_features)
    if n_features <= 60:
        parameters = text.PARAMETERS_SMALL_FMT.fill(
            n_features=n_features, full=n_parameters.full_joint, naive=n_parameters.naive)
    else:
        parameters = text.PARAMETERS_FMT.fill(
            n_features=n_features, full_log10=round(n_parameters.full_joint_log10),
            atoms=text.PARAMETERS_ATOMS if n_parameters.more_than_atoms else "",
            naive=n_parameters.naive, n_train=n_train)
    st.markdown(text.MODEL_THEORY + "\n\n" + parameters + "\n\n" + text.TOP_WORDS_CAPTION)
    top = store.top_words(*settings, beta)
    classes = [str(c) for c in top.classes]
    spam_ids, spam_ratios = top.favouring(classes.index(SPAM))
    ham_ids, ham_ratios = top.favouring(classes.index(HAM))
    terms = vocabulary.terms
    show_chart(charts.top_words_chart(
        [terms[j] for j in spam_ids], spam_ratios, [terms[j] for j in ham_ids], ham_ratios,
        words={"title": text.TOP_WORDS_TITLE, "axis": text.TOP_WORDS_AXIS, "legend": text.TOP_WORDS_LEGEND,
               "classes": text.CLASS_NAMES, "tooltips": text.TOP_WORDS_TOOLTIPS},
        lang=text.lang,
    ))
    st.caption(text.READING)


# --------------------------------------------------------------------------- model and message


@st.fragment
def _model_and_message(source: cached.Source, name: str, source_words: str,
                       test_fraction: float, seed: int) -> None:
    """Everything below the data settings: model controls, message, panels.

    A fragment: moving α, β, the model, the message or the panel reruns only this. Its
    arguments (the session's own corpus among them) are kept with the session, so a
    fragment rerun can rebuild anything the shared caches dropped.
    """
    counts = store.split(source, test_fraction, seed)
    vocabulary = counts.vocabulary
    # One horizontal container, not columns: one block message instead of three, and it
    # wraps on a phone.
    with st.container(horizontal=True):
        kind = choice(text.MODEL_LABEL, text.MODEL_OPTIONS, key="model", default="bernoulli",
                      help=text.MODEL_HELP)
        estimate = choice(text.ESTIMATE_LABEL, text.ESTIMATE_OPTIONS, key="estimate", default="mean",
                          help=text.ESTIMATE_HELP)
        alpha = float(st.slider(text.ALPHA_LABEL, 0.0, 5.0, 1.0, 0.05, key="alpha", bind=BOUND,
                                help=text.ALPHA_HELP))
        beta = float(st.slider(text.BETA_LABEL, 0.0, 5.0, 1.0, 0.05, key="beta", bind=BOUND,
                               help=text.BETA_HELP_FMT.fill(beta=Safe(_beta_in_link()))))
    settings = (source, test_fraction, seed, kind, estimate)
    model = store.model(*settings, alpha, beta)
    class_counts = source.corpus.class_counts()

    # Corpus summary, the MLE note and the section heading travel as one message.
    vocabulary_words = (
        text.VOCABULARY_CAPPED_FMT.fill(n_features=vocabulary.n_features, n_seen=vocabulary.n_seen)
        if vocabulary.is_capped else text.VOCABULARY_FMT.fill(n_features=vocabulary.n_features))
    summary = " ".join([
        text.CORPUS_SUMMARY_FMT.fill(
            name=name, n_documents=source.corpus.n_documents, n_spam=class_counts.get(SPAM, 0),
            n_ham=class_counts.get(HAM, 0), n_train=counts.y_train.size, n_test=counts.y_test.size),
        vocabulary_words, text.SOURCE_FMT.fill(source=source_words),
        text.MLE_IGNORES_PSEUDOCOUNTS if estimate == "mle" else "",
    ])
    st.markdown(f":small[{summary.strip()}]\n\n{text.MESSAGE_HEADER}")
    st.pills(text.PRESETS_LABEL, list(text.PRESET_LABELS), format_func=text.PRESET_LABELS.__getitem__,
             key="preset", on_change=_apply_preset)
    message = st.text_area(text.MESSAGE_LABEL, text.PRESET_MESSAGES["gift"], height=90, max_chars=5000,
                           key="message", bind=BOUND, help=text.MESSAGE_HELP) or ""

    result = None
    if not message.strip():
        st.info(text.EMPTY_MESSAGE)
    else:
        result = store.classified(*settings, alpha, beta, message)
        _show_message(result, model, vocabulary, kind, estimate)

    # A bound segmented control picks the panel: only the chosen one runs.
    view = choice(text.VIEW_LABEL, text.TABS, key="tab", default="evaluation", label_visibility="collapsed")
    if view == "evaluation":
        _evaluation_panel(settings, estimate, alpha, beta)
    elif view == "underflow":
        if result is None:
            st.info(text.EMPTY_MESSAGE)
        else:
            _underflow_lab(model, result.reading.counts, kind)
    elif view == "model":
        _model_panel(settings, vocabulary, counts.y_train.size, beta)


def _show_message(result, model, vocabulary, kind: str, estimate: str) -> None:
    log_odds, log_proba = result.log_odds, result.log_proba
    classes = [str(c) for c in model.classes_]
    spam, ham = classes.index(SPAM), classes.index(HAM)
    p_spam = float(np.exp(log_proba[spam]))
    st.metric(text.METRIC_SPAM, _probability(p_spam, log_proba[spam], log_proba[ham]), help=text.METRIC_HELP,
              delta_color="off", delta_arrow="off",
              delta=text.VERDICT_FMT.fill(verdict=text.VERDICTS[log_odds.decision],
                                          log_odds=num(log_odds.posterior, 3)))
    undefined = model.undefined_estimates() if (
        np.isnan(model.theta_).any() or np.isnan(model.class_prior_).any()) else None
    terms = vocabulary.terms
    if undefined is not None and undefined.any:
        _undefined_notice(undefined)
    elif result.impossible.n_impossible:
        _zero_notice(result.impossible, terms, estimate)

    # The waterfall: prior, then one bar per word in reading order (chosen by the core).
    bars, reading = result.waterfall, result.reading
    count_of = dict(zip(result.explanation.feature_ids.tolist(), result.explanation.counts.tolist()))
    show_chart(charts.waterfall_chart(
        bars.prior, [terms[j] for j in bars.feature_ids], bars.ratios,
        repeats=[count_of[j] for j in bars.feature_ids.tolist()] if kind == "multinomial" else None,
        rest=bars.rest if bars.rest_ids.size else None, n_rest=bars.rest_ids.size,
        absent=bars.absent if kind == "bernoulli" else None,
        n_absent=vocabulary.n_features - log_odds.feature_ids.size,
        words={"title": text.WATERFALL_TITLE, "axis": text.WATERFALL_AXIS, "prior": text.WATERFALL_PRIOR,
               "posterior": text.WATERFALL_POSTERIOR, "others": text.WATERFALL_OTHERS_FMT,
               "absent": text.WATERFALL_ABSENT_FMT, "repeated": text.WATERFALL_REPEATED_FMT,
               "roles": text.WATERFALL_ROLES, "tooltips": text.WATERFALL_TOOLTIPS},
        lang=text.lang,
    ))

    # The message with every token coloured by its own (per-occurrence) evidence.
    ratio_of = dict(zip(log_odds.feature_ids.tolist(), log_odds.per_occurrence.tolist()))
    marked = charts.evidence_markdown(
        reading.text, reading.spans, [ratio_of.get(j) if j >= 0 else None for j in reading.ids.tolist()])
    notes = [text.WATERFALL_CAPTION_FMT.fill(
        extra=text.WATERFALL_BERNOULLI_EXTRA if kind == "bernoulli" else text.WATERFALL_MULTINOMIAL_EXTRA),
        text.HIGHLIGHT_LEGEND]
    both_zero = log_odds.feature_ids[np.isnan(log_odds.per_occurrence)]
    if both_zero.size:
        notes.append(text.HIGHLIGHT_BOTH_ZERO_FMT.fill(words=_names(terms, both_zero)))
    unknown = reading.unknown
    if not reading.tokens:
        notes.append(text.NO_TOKENS)
    elif log_odds.feature_ids.size == 0:
        notes.append(text.NO_KNOWN_WORDS)
    if unknown:
        listed = ", ".join(escape_markdown(w) for w in unknown[:30])
        if len(unknown) > 30:
            listed += " " + text.UNKNOWN_MORE_FMT.fill(n=len(unknown) - 30)
        notes.append(text.UNKNOWN_WORDS_FMT.fill(words=Safe(listed)))
    # The marked message and its notes in one message (the notes small, as a caption).
    st.markdown(f"**{text.HIGHLIGHT_HEADER}**\n\n{marked}\n\n:small[{' '.join(notes)}]")


# --------------------------------------------------------------------------- page

st.markdown(f"# {text.TITLE}\n{text.INTRO}")

with st.expander(text.DATA_EXPANDER):
    corpus_choice = choice(text.CORPUS_LABEL, text.CORPUS_OPTIONS, key="corpus", default="teaching",
                           widget="selectbox", help=text.CORPUS_HELP)
    upload = None
    if corpus_choice == "upload":
        upload = st.file_uploader(text.UPLOAD_LABEL, type=["csv", "tsv", "txt"], key="upload",
                                  help=text.UPLOAD_HELP, max_upload_size=2)
        st.caption(text.UPLOAD_LIMIT_FMT.fill(limit=MAX_UPLOAD_BYTES))
    test_fraction = float(st.slider(
        text.TEST_FRACTION_LABEL, 0.1, 0.5, 0.25, 0.05, key="test", bind=BOUND, help=text.TEST_FRACTION_HELP,
    ))
    seed = int(st.number_input(text.SEED_LABEL, 0, 9999, 0, 1, key="seed", bind=BOUND, help=text.SEED_HELP))

source, name, source_words = store.teaching(), text.CORPUS_NAMES["teaching"], text.CORPUS_SOURCES["teaching"]
if corpus_choice == "sms":
    with st.spinner(text.SMS_SPINNER):
        sms, offline = cached.sms_corpus()
    if sms is None:
        reason = text.SMS_OFFLINE_REASON if offline else text.SMS_FAILED_REASON
        st.warning(text.SMS_FALLBACK_FMT.fill(reason=reason), icon=":material/cloud_off:")
    else:
        source, name, source_words = cached.Source("sms", sms), text.CORPUS_NAMES["sms"], text.CORPUS_SOURCES["sms"]
elif corpus_choice == "upload":
    if upload is None:
        st.info(text.UPLOAD_PROMPT)
    else:
        data = upload.getvalue()
        try:
            source = store.uploaded(hashlib.sha256(data).hexdigest(), upload.name, data)
        except UploadError as err:
            st.error(_upload_error(err), icon=":material/error:")
        else:
            name, source_words = source.corpus.name, text.CORPUS_SOURCES["upload"]

_model_and_message(source, name, source_words, test_fraction, seed)
