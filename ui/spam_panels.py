"""The parts of the Naive Bayes page (``views/spam.py``): the answer, the notices, the panels.

The page script reads widgets -> cached core results (``ui.cached.spam``) -> a chart ->
words; what each of those steps draws or words lives here:

* :func:`data_source` -- the corpus the data settings chose (the SMS collection, an upload,
  or the teaching corpus with the reason in words when neither can be used);
* :func:`corpus_summary` -- the corpus, its split and vocabulary in one caption;
* :func:`answer_words`, :func:`metrics`, :func:`waterfall`, :func:`notices`, :func:`marked_message`
  -- the answer for one message: p(spam | message) and the posterior log-odds, how the words
  add up, why a class is impossible or an estimate undefined, the message coloured by its
  evidence;
* :func:`guess_verdict`, :func:`answer_verdict` -- predict, then reveal (the frame's
  ``predict`` switch): p(spam) guessed before the page shows it, then how far the guess was;
* the panels below the message (:func:`evaluation_panel`, :func:`underflow_lab`,
  :func:`model_panel`).

Every function takes the page's words (``text``: ``ui.text.words("spam")``) as its first
argument: the page reads them once per run. What a state shows (a chart serialised, the
numbers and sentences composed) is built once per (state, language) in the page's store
(``Store.shown``, keyed by scalars: the corpus key, the split, the model, the estimate, α, β,
the message and the language), so a rerun that comes back to a state only sends it. Which
sentence is true (why a class is impossible, an undefined estimate, the underflow's outcome)
is a core result; these functions only pick its words.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from typing import Any, Hashable

import numpy as np
import streamlit as st

from bayeslab.datasets import UploadError
from bayeslab.naive_bayes import parameter_counts
from ui.cached import spam as cached
from ui.charts import serialised
from ui.charts import spam as charts
from ui.classroom import Guess, guess, how_far
from ui.text import Number, Safe, Text, escape_markdown
from ui.widgets import show_chart

__all__ = [
    "CorpusInUse",
    "answer_verdict",
    "answer_words",
    "beta_in_link",
    "corpus_summary",
    "data_source",
    "evaluation_panel",
    "guess_verdict",
    "marked_message",
    "metrics",
    "model_panel",
    "notices",
    "p_spam",
    "p_spam_shown",
    "probability",
    "underflow_lab",
    "upload_error",
    "waterfall",
]

SPAM, HAM = cached.SPAM, cached.HAM


@dataclass(frozen=True)
class CorpusInUse:
    """The corpus a page run uses: its cache source, its name and its source line (words)."""

    source: cached.Source
    name: str
    source_words: str
    #: "teaching", "sms" or "upload": which one is in use (after any fallback).
    kind: str = "teaching"
    #: An upload's file name (for the code snippet), else "".
    file_name: str = ""


# --------------------------------------------------------------------------- small helpers
def probability(text: Text, p: float, log_p: float, log_p_other: float) -> Number | str:
    """``p`` as the page shows it, never rounded to a certainty the model does not claim.

    0 and 1 are shown only when a class is impossible (a log-probability of −∞); a value
    that merely rounds (or underflows) to 1 or 0 is shown as a bound.
    """
    shown = text.num(p)
    if shown == "1" and np.isfinite(log_p_other):
        return text.P_NEAR_ONE
    if shown == "0" and np.isfinite(log_p):
        return text.P_NEAR_ZERO
    return shown


def _names(terms, ids) -> Safe:
    return Safe(", ".join(f"**{escape_markdown(terms[j])}**" for j in ids))


def _class_name(text: Text, label) -> str:
    return text.CLASS_NAMES.get(str(label), str(label))


def _indices(classes) -> tuple[int, int]:
    """Positions of spam and ham among a model's classes."""
    names = [str(c) for c in classes]
    return names.index(SPAM), names.index(HAM)


def p_spam(result: cached.Classified, classes) -> float:
    """p(spam | message) of a classified message (nan when undefined)."""
    spam, _ = _indices(classes)
    return float(np.exp(result.log_proba[spam]))


def p_spam_shown(text: Text, result: cached.Classified, classes) -> Number | str:
    """p(spam | message) as the page shows it (see :func:`probability`)."""
    spam, ham = _indices(classes)
    return probability(text, p_spam(result, classes), result.log_proba[spam], result.log_proba[ham])


def beta_in_link() -> str:
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


# --------------------------------------------------------------------------- the corpus
def upload_error(text: Text, err: UploadError) -> str:
    """The reason in the student's words; the file's own text goes in through ``fill`` (escaped)."""
    details = dict(err.details)
    if "cells" in details:
        details["cells"] = Safe(", ".join(text.UPLOAD_CELL_FMT.fill(cell=cell) for cell in details["cells"]))
    return f"{text.UPLOAD_ERRORS[err.reason].fill(**details)} {text.UPLOAD_FORMAT} {text.UPLOAD_ERROR_HINT}"


def data_source(text: Text, store: cached.Store, corpus_choice: str, upload) -> CorpusInUse:
    """The corpus chosen in the data settings, or the teaching corpus and a notice why not."""
    teaching = CorpusInUse(store.teaching(), text.CORPUS_NAMES["teaching"], text.CORPUS_SOURCES["teaching"])
    if corpus_choice == "sms":
        with st.spinner(text.SMS_SPINNER):
            sms, offline = cached.sms_corpus()
        if sms is not None:
            return CorpusInUse(cached.Source("sms", sms), text.CORPUS_NAMES["sms"], text.CORPUS_SOURCES["sms"], "sms")
        reason = text.SMS_OFFLINE_REASON if offline else text.SMS_FAILED_REASON
        st.warning(text.SMS_FALLBACK_FMT.fill(reason=reason), icon=":material/cloud_off:")
    elif corpus_choice == "upload":
        if upload is None:
            st.info(text.UPLOAD_PROMPT)
            return teaching
        data = upload.getvalue()
        try:
            source = store.uploaded(hashlib.sha256(data).hexdigest(), upload.name, data)
        except UploadError as err:
            st.error(upload_error(text, err), icon=":material/error:")
        else:
            return CorpusInUse(source, source.corpus.name, text.CORPUS_SOURCES["upload"], "upload", upload.name)
    return teaching


def corpus_summary(text: Text, store: cached.Store, corpus: CorpusInUse, test_fraction: float, seed: int,
                   estimate: str) -> cached.SplitCounts:
    """The corpus, its split and vocabulary, its source and the MLE's note: one small caption.

    Returns the split's counts; the caption is composed once per (corpus, split, estimate, language).
    """
    counts = store.split(corpus.source, test_fraction, seed)
    st.markdown(store.shown(
        ("summary", corpus.source.key, corpus.name, test_fraction, seed, estimate, text.lang),
        lambda: _summary(text, corpus, counts, estimate)))
    return counts


def _summary(text: Text, corpus: CorpusInUse, counts: cached.SplitCounts, estimate: str) -> str:
    vocabulary = counts.vocabulary
    class_counts = corpus.source.corpus.class_counts()
    vocabulary_words = (
        text.VOCABULARY_CAPPED_FMT.fill(n_features=vocabulary.n_features, n_seen=vocabulary.n_seen)
        if vocabulary.is_capped else text.VOCABULARY_FMT.fill(n_features=vocabulary.n_features))
    summary = " ".join([
        text.CORPUS_SUMMARY_FMT.fill(
            name=corpus.name, n_documents=corpus.source.corpus.n_documents, n_spam=class_counts.get(SPAM, 0),
            n_ham=class_counts.get(HAM, 0), n_train=counts.y_train.size, n_test=counts.y_test.size),
        vocabulary_words, text.SOURCE_FMT.fill(source=corpus.source_words),
        text.MLE_IGNORES_PSEUDOCOUNTS if estimate == "mle" else "",
    ])
    return f":small[{summary.strip()}]"


# --------------------------------------------------------------------------- the answer
def guess_verdict(text: Text, state: Hashable) -> Guess:
    """Ask "spam or ham, and how sure?" as p(spam) in per cent, bound to every setting (``state``)."""
    return guess("verdict", text.GUESS_QUESTION, state=state, kind="percent")


def answer_verdict(text: Text, answer_guess: Guess, result: cached.Classified, classes) -> None:
    """After the reveal: how far the guessed p(spam) was from the model's (nothing before it)."""
    if not answer_guess.revealed or answer_guess.value is None:
        return
    p = p_spam(result, classes)
    if np.isnan(p):
        st.info(text.GUESS_NO_ANSWER, icon=":material/psychology:")
        return
    shown = p_spam_shown(text, result, classes)
    if shown == text.P_NEAR_ONE:
        percent = text.GUESS_PERCENT_NEAR_ONE
    elif shown == text.P_NEAR_ZERO:
        percent = text.GUESS_PERCENT_NEAR_ZERO
    else:
        percent = text.num(100 * p, 4)
    how_far(answer_guess, p, answer_text=text.GUESS_ANSWER_FMT.fill(
        percent=percent, verdict=text.VERDICTS[result.log_odds.decision]))


def answer_words(text: Text, store: cached.Store, state: tuple, result: cached.Classified,
                 classes) -> tuple[str, str, str]:
    """p(spam | message) as shown, the verdict under it, the posterior log-odds: composed once per (state, language).

    ``state`` is every setting the answer depends on (corpus key, split, model, estimate,
    α, β, message), as the page keys its guess.
    """
    return store.shown(("answer", *state, text.lang), lambda: (
        p_spam_shown(text, result, classes),
        text.VERDICT_FMT.fill(verdict=text.VERDICTS[result.log_odds.decision]),
        text.num(result.log_odds.posterior, 3),
    ))


def metrics(text: Text, answer: tuple[str, str, str]) -> None:
    """p(spam | message) with the verdict, and the posterior log-odds (:func:`answer_words`): one row of two numbers."""
    p_shown, verdict, log_odds = answer
    # Side by side while they fit: in projector mode's right column (~430 px) a tiny p such as
    # 1.807 × 10⁻⁶ (253 px) and the log-odds need ~435-450 px with their gap, so they stack there
    # and the waterfall moves down (only ~260 px of it above a 1280x720 fold: a known limit).
    with st.container(horizontal=True):
        st.metric(text.METRIC_SPAM, p_shown, help=text.METRIC_HELP, delta_color="off", delta_arrow="off",
                  delta=verdict)
        st.metric(text.METRIC_LOG_ODDS, log_odds, help=text.METRIC_LOG_ODDS_HELP)


def _waterfall_spec(text: Text, result: cached.Classified, vocabulary, kind: str) -> dict[str, Any]:
    bars, log_odds, terms = result.waterfall, result.log_odds, vocabulary.terms
    count_of = dict(zip(result.explanation.feature_ids.tolist(), result.explanation.counts.tolist()))
    return charts.waterfall_chart(
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
    )


def waterfall(text: Text, store: cached.Store, state: tuple, result: cached.Classified, vocabulary,
              kind: str) -> None:
    """The posterior log-odds as bars: the prior, then each word in reading order (chosen by the core).

    Built and serialised once per (``state``, language): ``state`` holds every setting the
    bars depend on (corpus key, split, model ``kind``, estimate, α, β, message).
    """
    show_chart(store.shown(("waterfall", *state, text.lang),
                           lambda: serialised(_waterfall_spec(text, result, vocabulary, kind))))


def _undefined_notice(text: Text, undefined) -> None:
    """Which estimates are undefined and why (the core's reasons, worded)."""
    parts = [text.UNDEFINED_ESTIMATE_HEAD]
    if undefined.prior:
        parts.append(text.UNDEFINED_ESTIMATES[undefined.prior].fill(what=text.UNDEFINED_PRIOR))
    for label, reason in zip(undefined.classes, undefined.theta):
        if reason:
            what = text.UNDEFINED_THETA_FMT.fill(class_name=_class_name(text, label))
            parts.append(text.UNDEFINED_ESTIMATES[reason].fill(what=what))
    parts.append(text.UNDEFINED_ESTIMATE_TAIL)
    st.warning(" ".join(parts), icon=":material/warning:")


def _zero_notice(text: Text, impossible, terms, estimate: str) -> None:
    """Why classes are impossible for this message (black swan, or 0/0 when all are)."""
    classes = impossible.classes
    zeroed = np.flatnonzero(impossible.impossible)
    reasons: dict[str, None] = {}
    parts = []
    for k in zeroed:
        name = _class_name(text, classes[k])
        for reason, ids in impossible.reasons(int(k)).items():
            reasons[reason] = None
            parts.append(text.ZERO_REASONS[reason].fill(zero_class=name, words=_names(terms, ids)))
    all_zero = zeroed.size == classes.size
    if all_zero:
        parts = [text.UNDEFINED_HEAD, *parts, text.UNDEFINED_CONSEQUENCE]
    else:
        name = _class_name(text, classes[zeroed[0]])
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


def notices(text: Text, store: cached.Store, state: tuple, result: cached.Classified, model, vocabulary,
            estimate: str) -> None:
    """Why the answer is undefined or a class impossible, when it is (nothing otherwise).

    Whether the model has an undefined estimate is looked at once per model (``state``
    without its last item, the message).
    """
    if store.shown(("nan", *state[:-1]),
                   lambda: bool(np.isnan(model.theta_).any() or np.isnan(model.class_prior_).any())):
        undefined = model.undefined_estimates()
        if undefined.any:
            _undefined_notice(text, undefined)
            return
    if result.impossible.n_impossible:
        _zero_notice(text, result.impossible, vocabulary.terms, estimate)


def marked_message(text: Text, store: cached.Store, state: tuple, result: cached.Classified, vocabulary,
                   kind: str) -> None:
    """The message with every token coloured by its own (per-occurrence) evidence, and its notes.

    Composed once per (``state``, language), as :func:`waterfall`.
    """
    st.markdown(store.shown(("marked", *state, text.lang), lambda: _marked_markdown(text, result, vocabulary, kind)))


def _marked_markdown(text: Text, result: cached.Classified, vocabulary, kind: str) -> str:
    log_odds, reading, terms = result.log_odds, result.reading, vocabulary.terms
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
    return f"**{text.HIGHLIGHT_HEADER}**\n\n{marked}\n\n:small[{' '.join(notes)}]"


# --------------------------------------------------------------------------- panels (only the open one runs)
def evaluation_panel(text: Text, store: cached.Store, settings: tuple, estimate: str, alpha: float,
                     beta: float) -> cached.Evaluated:
    """Test-set scores, the confusion matrix and the β sweep; returns the evaluation (for the code).

    The scores' words and the sweep's chart are composed once per (settings, α, β, language).
    """
    evaluated = store.evaluated(*settings, alpha, beta)
    if evaluated.scores is None:
        st.info(text.NO_TEST_MESSAGES)
        return evaluated
    words, chart = store.shown(("evaluation", settings[0].key, *settings[1:], alpha, beta, text.lang),
                               lambda: _evaluation_shown(text, store, settings, estimate, alpha, beta, evaluated))
    # Scores and the sweep's explanation in one message, then the sweep itself.
    st.markdown(words)
    show_chart(chart)
    return evaluated


def _evaluation_shown(text: Text, store: cached.Store, settings: tuple, estimate: str, alpha: float, beta: float,
                      evaluated: cached.Evaluated) -> tuple[str, dict[str, Any]]:
    scores = evaluated.scores
    sweep = store.sweep(*settings, alpha)
    notes = ""
    if scores.n_undefined:
        notes = "\n\n" + (text.UNDECIDED_ESTIMATE_FMT.fill(n=scores.n_undefined) if evaluated.undefined.any
                          else text.UNDECIDED_FMT.fill(n=scores.n_undefined,
                                                       fallback=_class_name(text, evaluated.fallback)))
    caption = text.SWEEP_CAPTION_FMT.fill(
        n_points=cached.BETA_GRID.size,
        current=text.SWEEP_CURRENT if beta > 0 else text.SWEEP_CURRENT_ZERO,
        extra=text.SWEEP_MLE_EXTRA if estimate == "mle" else "",
    ) + " " + text.SWEEP_ZERO_FMT.fill(accuracy=text.num(sweep.accuracy[0]), log_loss=text.num(sweep.log_loss[0]))
    words = text.EVALUATION_FMT.fill(
        n_test=int(scores.confusion.sum()), n_test_spam=scores.n_positive,
        accuracy=text.num(scores.accuracy), precision=text.num(scores.precision), recall=text.num(scores.recall),
        log_loss=text.num(scores.log_loss), tn=scores.true_negative, fp=scores.false_positive,
        fn=scores.false_negative, tp=scores.true_positive,
    ) + notes + f"\n\n:small[{caption}]"
    chart = serialised(charts.sweep_chart(
        cached.BETA_GRID, sweep.accuracy[1:], sweep.log_loss[1:], beta,
        words={"accuracy": text.SWEEP_ACCURACY_TITLE, "log_loss": text.SWEEP_LOG_LOSS_TITLE,
               "beta_axis": text.SWEEP_BETA_AXIS, "beta": text.SWEEP_BETA},
    ))
    return words, chart


def _underflow_lab(text: Text, model, x, kind: str) -> None:
    st.markdown(text.UNDERFLOW_INTRO)
    st.latex(text.UNDERFLOW_MATH)
    repeat = st.slider(text.REPEAT_LABEL, 1, 300, 1, key="repeat", bind="query-params", help=text.REPEAT_HELP)
    if kind == "bernoulli":
        st.caption(text.UNDERFLOW_BERNOULLI_NOTE)
    steps = model.evidence_steps(x * repeat)
    spam, ham = _indices(model.classes_)

    def product(k: int) -> Any:
        if steps.underflowed[k]:
            return text.PRODUCT_UNDERFLOW
        if steps.joint_product[k] == 0.0 and steps.b[k] == -np.inf:
            return text.PRODUCT_ZERO
        return text.num(steps.joint_product[k])

    lp = steps.log_posterior
    table = text.UNDERFLOW_TABLE_FMT.fill(
        n_factors=steps.n_factors, product_ham=product(ham), product_spam=product(spam),
        b_ham=text.num(steps.b[ham], 6), b_spam=text.num(steps.b[spam], 6),
        shift_ham=text.num(steps.shifted[ham], 6), shift_spam=text.num(steps.shifted[spam], 6),
        post_ham=probability(text, steps.posterior[ham], lp[ham], lp[spam]),
        post_spam=probability(text, steps.posterior[spam], lp[spam], lp[ham]),
    )
    if np.isfinite(steps.b_max):
        table += "\n\n" + text.UNDERFLOW_RESULT_FMT.fill(
            b_max=text.num(steps.b_max, 6), shift_ham=text.num(steps.shifted[ham], 6),
            shift_spam=text.num(steps.shifted[spam], 6), log_evidence=text.num(steps.log_evidence, 6))
    st.markdown(table)
    outcome = steps.naive_outcome
    if outcome == "undefined":
        st.success(text.UNDERFLOW_VERDICTS[outcome])
    elif outcome == "overconfident":
        st.info(text.UNDERFLOW_VERDICTS[outcome])
    else:
        st.caption(text.UNDERFLOW_FINE_BERNOULLI if kind == "bernoulli" else text.UNDERFLOW_VERDICTS[outcome])


#: The underflow lab as a fragment: its slider reruns only the lab.
underflow_lab = st.fragment(_underflow_lab)


def model_panel(text: Text, store: cached.Store, settings: tuple, vocabulary, n_train: int, beta: float) -> None:
    """The model's equations, the parameter count and the most indicative words."""
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
    spam, ham = _indices(top.classes)
    spam_ids, spam_ratios = top.favouring(spam)
    ham_ids, ham_ratios = top.favouring(ham)
    terms = vocabulary.terms
    show_chart(charts.top_words_chart(
        [terms[j] for j in spam_ids], spam_ratios, [terms[j] for j in ham_ids], ham_ratios,
        words={"title": text.TOP_WORDS_TITLE, "axis": text.TOP_WORDS_AXIS, "legend": text.TOP_WORDS_LEGEND,
               "classes": text.CLASS_NAMES, "tooltips": text.TOP_WORDS_TOOLTIPS},
        lang=text.lang,
    ))
    st.caption(text.READING)
