"""Naive Bayes spam filter (url ``naive-bayes``).

Widgets -> cached counts -> ``with_pseudocounts`` -> charts and prose. The corpus is
tokenised and counted once per (corpus, split) and the models fitted once per
(corpus, split, model, estimate), shared by every session (``ui.cached.spam``);
moving α or β only re-smooths the stored counts. Below the message one panel is
shown at a time (a bound segmented control, ``?tab=``): only it runs, and the
underflow lab is a fragment. Few elements per rerun: each one costs the server a
message to the browser (title and intro, summary and heading, marked message and its
notes each travel as one Markdown element).
"""

from __future__ import annotations

import hashlib

import numpy as np
import streamlit as st

from bayeslab.naive_bayes import parameter_counts
from bayeslab.text import Vocabulary
from ui.cached import spam as cached
from ui.charts import spam as charts
from ui.text import Safe, escape_markdown, words
from ui.widgets import choice, fmt, show_chart, show_errors

text = words("spam")

SPAM, HAM = "spam", "ham"
BOUND = "query-params"


def _apply_preset() -> None:
    choice = st.session_state.get("preset")
    if choice is not None:
        st.session_state["message"] = text.PRESETS[choice]
        st.session_state["preset"] = None


def _probability(p: float, log_p: float, log_p_other: float) -> str:
    """``p`` for the metric, never rounded to a certainty the model does not claim.

    0 and 1 are shown only when a class is impossible (a log-probability of −∞);
    a value that merely rounds (or underflows) to 1 or 0 is shown as a bound.
    """
    shown = fmt(p)
    if shown == "1" and np.isfinite(log_p_other):
        return text.P_NEAR_ONE
    if shown == "0" and np.isfinite(log_p):
        return text.P_NEAR_ZERO
    return shown


def _names(words) -> str:
    return Safe(", ".join(f"**{escape_markdown(w)}**" for w in words))


# --------------------------------------------------------------------------- tabs (lazy)


@st.fragment
def _underflow_lab(model, vocabulary: Vocabulary, message: str, kind: str,
                   spam_index: int, ham_index: int) -> None:
    st.markdown(text.UNDERFLOW_INTRO)
    st.latex(text.UNDERFLOW_MATH)
    repeat = st.slider(text.REPEAT_LABEL, 1, 300, 1, key="repeat", bind=BOUND,
                       help=text.REPEAT_HELP)
    if kind == "bernoulli":
        st.caption(text.UNDERFLOW_BERNOULLI_NOTE)
    steps = model.evidence_steps(vocabulary.transform([message]) * repeat)

    def product(k: int) -> str:
        value = steps.joint_product[k]
        if value == 0.0:
            return text.PRODUCT_UNDERFLOW if np.isfinite(steps.b[k]) else text.PRODUCT_ZERO
        return fmt(value)

    table = text.UNDERFLOW_TABLE_FMT.fill(
        n_factors=steps.n_factors,
        product_ham=product(ham_index), product_spam=product(spam_index),
        b_ham=fmt(steps.b[ham_index], digits=6), b_spam=fmt(steps.b[spam_index], digits=6),
        shift_ham=fmt(steps.shifted[ham_index], digits=6),
        shift_spam=fmt(steps.shifted[spam_index], digits=6),
        post_ham=fmt(steps.posterior[ham_index]), post_spam=fmt(steps.posterior[spam_index]),
    )
    if np.isfinite(steps.b_max):
        table += "\n\n" + text.UNDERFLOW_RESULT_FMT.fill(
            b_max=fmt(steps.b_max, digits=6), shift_ham=fmt(steps.shifted[ham_index], digits=6),
            shift_spam=fmt(steps.shifted[spam_index], digits=6),
            log_evidence=fmt(steps.log_evidence, digits=6),
        ).replace("−∞", r"-\infty")
    st.markdown(table)
    underflowed = (steps.joint_product == 0.0) & np.isfinite(steps.b)
    if underflowed.all():
        st.success(text.UNDERFLOW_VERDICT_UNDERFLOW)
    elif underflowed.any():
        st.info(text.UNDERFLOW_VERDICT_PARTIAL)
    else:
        st.caption(text.UNDERFLOW_VERDICT_OK)




@st.fragment
def _model_and_message(store, corpus, corpus_key: str, counts: dict,
                       test_fraction: float, seed: int) -> None:
    """Everything below the data settings: model controls, message, panels.

    A fragment: moving α, β, the model, the message or the panel reruns only this
    (not the router, the title or the data settings), so the browser gets only its
    elements. A change of the data settings reruns the whole page, which calls it
    with the new corpus and split.
    """
    vocabulary: Vocabulary = counts["vocabulary"]
    class_counts = corpus.class_counts()
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
                               help=text.BETA_HELP))

    model_key = (corpus_key, test_fraction, seed, kind, estimate)
    model = store.smoothed(model_key, alpha, beta)
    classes = [str(c) for c in model.classes_]
    spam_index, ham_index = classes.index(SPAM), classes.index(HAM)
    terms = vocabulary.terms

    # --------------------------------------------------------------------------- the message

    # Corpus summary, the MLE note and the section heading travel as one message.
    summary = text.CORPUS_SUMMARY_FMT.fill(
        name=escape_markdown(corpus.name), n_documents=corpus.n_documents,
        n_spam=class_counts[SPAM], n_ham=class_counts[HAM], n_train=counts["y_train"].size,
        n_test=counts["y_test"].size, n_features=vocabulary.n_features,
    ) + " " + text.SOURCE_FMT.fill(source=escape_markdown(corpus.source))
    if estimate == "mle":
        summary += " " + text.MLE_IGNORES_PSEUDOCOUNTS
    st.markdown(f":small[{summary}]\n\n{text.MESSAGE_HEADER}")
    st.pills(text.PRESETS_LABEL, list(text.PRESETS), key="preset", on_change=_apply_preset)
    message = st.text_area(text.MESSAGE_LABEL, text.DEFAULT_MESSAGE, height=90, max_chars=5000,
                           key="message", bind=BOUND, help=text.MESSAGE_HELP) or ""

    if not message.strip():
        st.info(text.EMPTY_MESSAGE)
    else:
        result = store.classified(model_key, alpha, beta, message)
        explanation, log_proba = result.explanation, result.log_proba
        log_odds = explanation.log_odds(SPAM, HAM)
        p_spam = float(np.exp(log_proba[spam_index]))
        verdict = text.VERDICT_NONE if np.isnan(p_spam) else (
            text.VERDICT_SPAM if p_spam > 0.5 else text.VERDICT_HAM)
        st.metric(text.METRIC_SPAM, _probability(p_spam, log_proba[spam_index], log_proba[ham_index]), help=text.METRIC_HELP, delta_color="off",
                  delta_arrow="off",
                  delta=text.VERDICT_FMT.fill(verdict=verdict, log_odds=fmt(log_odds.posterior, digits=3)))

        # Which words make a class impossible (a log-probability of exactly −inf).
        present = explanation.feature_ids
        impossible = result.impossible
        zero_words = {c: [terms[j] for j in impossible.present[k]] for k, c in enumerate(classes)}
        absent_zero_words = {c: [terms[j] for j in impossible.absent[k]] for k, c in enumerate(classes)}
        zeroed = [c for c, flag in zip(classes, impossible.impossible) if flag]
        if np.isnan(model.theta_).any() or np.isnan(model.class_prior_).any():
            st.warning(text.UNDEFINED_ESTIMATE, icon=":material/warning:")
        elif len(zeroed) == len(classes):
            st.error(text.UNDEFINED_FMT.fill(
                spam_words=_names(zero_words[SPAM] or absent_zero_words[SPAM]),
                ham_words=_names(zero_words[HAM] or absent_zero_words[HAM])), icon=":material/block:")
        elif zeroed:
            zero_class = zeroed[0]
            if zero_words[zero_class]:
                st.warning(text.BLACK_SWAN_FMT.fill(words=_names(zero_words[zero_class]),
                                                      zero_class=zero_class), icon=":material/flutter_dash:")
            else:
                st.warning(text.ABSENT_SWAN_FMT.fill(words=_names(absent_zero_words[zero_class]),
                                                       zero_class=zero_class), icon=":material/flutter_dash:")

        # The waterfall: prior, then one bar per word in reading order.
        tokens, spans, lowered = charts.token_spans(message)
        token_ids = vocabulary.ids(tokens)
        position = {int(j): i for i, j in enumerate(present)}
        order = [position[j] for j in dict.fromkeys(int(j) for j in token_ids if j >= 0)]
        word_counts = explanation.counts[order]
        bar_names = [terms[present[i]] if kind == "bernoulli" or n == 1 else f"{terms[present[i]]} ×{int(n)}"
                     for i, n in zip(order, word_counts)]
        show_chart(charts.waterfall_chart(
            log_odds.prior, bar_names, log_odds.words[order],
            absent=log_odds.absent if kind == "bernoulli" else None,
            n_absent=vocabulary.n_features - present.size,
            labels={"prior": text.WATERFALL_PRIOR, "posterior": text.WATERFALL_POSTERIOR,
                    "others": text.WATERFALL_OTHERS_FMT, "absent": text.WATERFALL_ABSENT_FMT},
            title=text.WATERFALL_TITLE,
        ))

        # The message with every token coloured by its own (per-occurrence) evidence.
        ratio_of = dict(zip(present.tolist(), log_odds.per_occurrence.tolist()))
        marked = charts.evidence_markdown(
            lowered, spans, [ratio_of.get(int(j)) if j >= 0 else None for j in token_ids])
        unknown = result.unknown
        notes = [text.WATERFALL_CAPTION_FMT.fill(
            extra=text.WATERFALL_BERNOULLI_EXTRA if kind == "bernoulli" else text.WATERFALL_MULTINOMIAL_EXTRA),
            text.HIGHLIGHT_LEGEND]
        if unknown:
            if present.size == 0:
                notes.append(text.NO_KNOWN_WORDS)
            notes.append(text.UNKNOWN_WORDS_FMT.fill(
                words=Safe(", ".join(escape_markdown(w) for w in unknown[:30]))))
        # The marked message and its notes in one message (the notes small, as a caption).
        st.markdown(f"**{text.HIGHLIGHT_HEADER}**\n\n{marked}\n\n:small[{' '.join(notes)}]")


    # A bound segmented control picks the panel: one message where st.tabs sends four
    # (container + one per tab), and only the chosen panel runs.
    view = choice(text.VIEW_LABEL, text.TABS, key="tab", default="evaluation",
                  label_visibility="collapsed")

    if view == "evaluation":
        scores, _ = store.evaluation(model_key, alpha, beta)
        (tn, fp), (fn, tp) = scores.confusion[np.ix_([ham_index, spam_index], [ham_index, spam_index])]
        sweep = store.beta_sweep(model_key, alpha)
        # Scores and the sweep's explanation in one message, then the sweep itself.
        st.markdown(text.EVALUATION_FMT.fill(
            n_test=counts["y_test"].size, n_test_spam=int(np.sum(counts["y_test"] == SPAM)),
            accuracy=fmt(scores.accuracy), precision=fmt(scores.precision),
            recall=fmt(scores.recall), log_loss=fmt(scores.log_loss), tn=tn, fp=fp, fn=fn, tp=tp,
        ) + (text.UNDECIDED_FMT.fill(n=scores.n_undefined) if scores.n_undefined else "")
            + "\n\n:small[" + text.SWEEP_CAPTION_FMT.fill(
                n_points=cached.BETA_GRID.size, extra=text.SWEEP_MLE_EXTRA if estimate == "mle" else "")
            + " " + text.SWEEP_ZERO_FMT.fill(accuracy=fmt(sweep["accuracy"][0]),
                                               log_loss=fmt(sweep["log_loss"][0])) + "]")
        show_chart(charts.sweep_chart(
            cached.BETA_GRID, sweep["accuracy"][1:], sweep["log_loss"][1:], beta,
            accuracy_title=text.SWEEP_ACCURACY_TITLE, log_loss_title=text.SWEEP_LOG_LOSS_TITLE,
        ))
    elif view == "underflow":
        if message.strip():
            _underflow_lab(model, vocabulary, message, kind, spam_index, ham_index)
        else:
            st.info(text.EMPTY_MESSAGE)
    elif view == "model":
        n_parameters = parameter_counts(vocabulary.n_features)
        if vocabulary.n_features <= 60:
            parameters = text.PARAMETERS_SMALL_FMT.fill(
                n_features=vocabulary.n_features, full=n_parameters.full_joint,
                naive=n_parameters.naive)
        else:
            parameters = text.PARAMETERS_FMT.fill(
                n_features=vocabulary.n_features, full_log10=round(n_parameters.full_joint_log10),
                naive=n_parameters.naive, n_train=counts["y_train"].size)
        _, top = store.evaluation(model_key, alpha, beta)
        st.markdown(text.MODEL_THEORY + "\n\n" + parameters + "\n\n" + text.TOP_WORDS_CAPTION)
        show_chart(charts.top_words_chart(
            [terms[j] for j in top.feature_ids[spam_index]], top.log_ratio[spam_index],
            [terms[j] for j in top.feature_ids[ham_index]], top.log_ratio[ham_index],
            title=text.TOP_WORDS_TITLE,
        ))
        st.caption(text.READING)



# --------------------------------------------------------------------------- page

store = cached.store()
st.markdown(f"# {text.TITLE}\n{text.INTRO}")

with st.expander(text.DATA_EXPANDER):
    corpus_choice = choice(text.CORPUS_LABEL, text.CORPUS_OPTIONS, key="corpus", default="teaching",
                           widget="selectbox", help=text.CORPUS_HELP)
    upload = None
    if corpus_choice == "upload":
        upload = st.file_uploader(text.UPLOAD_LABEL, type=["csv", "tsv", "txt"], key="upload",
                                  help=text.UPLOAD_HELP, max_upload_size=2)
    test_fraction = float(st.slider(
        text.TEST_FRACTION_LABEL, 0.1, 0.5, 0.25, 0.05, key="test", bind=BOUND,
        help=text.TEST_FRACTION_HELP,
    ))
    seed = int(st.number_input(
        text.SEED_LABEL, 0, 9999, 0, 1, key="seed", bind=BOUND, help=text.SEED_HELP,
    ))

corpus, corpus_key = store.teaching_corpus(), "teaching"
if corpus_choice == "sms":
    sms, reason = store.sms_corpus()
    if sms is None:
        st.warning(text.SMS_FALLBACK_FMT.fill(reason=text.SMS_OFFLINE_REASON if reason is None else reason),
                   icon=":material/cloud_off:")
    else:
        corpus, corpus_key = sms, "sms"
elif corpus_choice == "upload":
    if upload is None:
        st.info(text.UPLOAD_PROMPT)
    else:
        data = upload.getvalue()
        digest = hashlib.sha256(data).hexdigest()
        with show_errors(text.UPLOAD_ERROR_HINT):
            corpus = store.uploaded_corpus(digest, upload.name, data)
            corpus_key = f"upload-{digest}"

store.remember(corpus_key, corpus)
counts = store.split_counts(corpus_key, test_fraction, seed)
_model_and_message(store, corpus, corpus_key, counts, test_fraction, seed)
