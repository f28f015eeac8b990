"""Naive Bayes spam filter (url ``naive-bayes``).

Widgets -> cached core results (``ui.cached.spam``) -> the waterfall -> words; what each step
draws or words lives in ``ui.spam_panels``. Counts, models and evaluations are shared by
every session and bounded by bytes; the page keeps only its corpus (``Source``), from which
every cache can rebuild what it dropped.

Layout, for a class watching a projector (1280×720, projector mode too): the message and β
at the top of a left column (α, the model, the estimate, the presets and the data settings
below them), p(spam | message), the posterior log-odds and the waterfall at the top of the
right one; on a phone the columns stack in that order. Below both: the introduction, the
message coloured by its evidence, then one panel at a time (``?tab=``; only it runs) and
"Show the code". Everything under the title is one fragment: moving a control reruns the
page but not the frame around it. The frame's predict-then-reveal switch asks for p(spam)
before the page shows it (the numbers, the waterfall and why a class is impossible); once
revealed, the numbers and the waterfall go above the question, how far the guess was below it.
"""

from __future__ import annotations

import functools

import streamlit as st

from bayeslab.datasets import MAX_UPLOAD_BYTES
from ui import spam_panels as panels
from ui.cached import spam as cached
from ui.classroom import code_button, is_predict, is_projector
from ui.snippets import spam as snippets
from ui.text import Safe, words
from ui.widgets import choice

text = words("spam")
BOUND = "query-params"
store = cached.store()


def _apply_preset() -> None:
    key = st.session_state.get("preset")
    if key is not None:
        st.session_state["message"] = text.PRESET_MESSAGES[key]
        st.session_state["preset"] = None


@st.fragment
def _page() -> None:
    # Projector mode's larger type needs a wider left column ("MLE | MAP | Média a posteriori"
    # is 317 px); the right one keeps ~430 px for the metrics and the waterfall.
    controls, answer = st.columns([1, 1.3], gap="small") if is_projector() else st.columns([1, 1.5], gap="medium")
    # --------------------------------------------------------------------- widgets (left column)
    with controls:
        message = st.text_area(text.MESSAGE_LABEL, text.PRESET_MESSAGES["gift"], height=90, max_chars=5000,
                               key="message", bind=BOUND, help=text.MESSAGE_HELP) or ""
        # Horizontal containers, not columns: one block message each, and they wrap on a phone.
        with st.container(horizontal=True):
            beta = float(st.slider(text.BETA_LABEL, 0.0, 5.0, 1.0, 0.05, key="beta", bind=BOUND,
                                   help=text.BETA_HELP_FMT.fill(beta=Safe(panels.beta_in_link()))))
            alpha = float(st.slider(text.ALPHA_LABEL, 0.0, 5.0, 1.0, 0.05, key="alpha", bind=BOUND,
                                    help=text.ALPHA_HELP))
        with st.container(horizontal=True):
            kind = choice(text.MODEL_LABEL, text.MODEL_OPTIONS, key="model", default="bernoulli",
                          help=text.MODEL_HELP)
            estimate = choice(text.ESTIMATE_LABEL, text.ESTIMATE_OPTIONS, key="estimate", default="mean",
                              help=text.ESTIMATE_HELP)
        st.selectbox(text.PRESETS_LABEL, tuple(text.PRESET_LABELS), index=None, key="preset",
                     format_func=text.PRESET_LABELS.__getitem__, placeholder=text.PRESETS_PLACEHOLDER,
                     on_change=_apply_preset)
        with st.expander(text.DATA_EXPANDER):
            corpus_choice = choice(text.CORPUS_LABEL, text.CORPUS_OPTIONS, key="corpus", default="teaching",
                                   widget="selectbox", help=text.CORPUS_HELP)
            upload = None
            if corpus_choice == "upload":
                upload = st.file_uploader(text.UPLOAD_LABEL, type=["csv", "tsv", "txt"], key="upload",
                                          help=text.UPLOAD_HELP, max_upload_size=2)
                st.caption(text.UPLOAD_LIMIT_FMT.fill(limit=MAX_UPLOAD_BYTES))
            test_fraction = float(st.slider(text.TEST_FRACTION_LABEL, 0.1, 0.5, 0.25, 0.05, key="test", bind=BOUND,
                                            help=text.TEST_FRACTION_HELP))
            seed = int(st.number_input(text.SEED_LABEL, 0, 9999, 0, 1, key="seed", bind=BOUND, help=text.SEED_HELP))
        # ----------------------------------------------------------------- the core (cached)
        corpus = panels.data_source(text, store, corpus_choice, upload)
        counts = panels.corpus_summary(text, store, corpus, test_fraction, seed, estimate)
    settings = (corpus.source, test_fraction, seed, kind, estimate)
    # Every setting the answer depends on, as scalars: the key of the guess and of what is shown once.
    state = (corpus.source.key, *settings[1:], alpha, beta, message)
    model = store.model(*settings, alpha, beta)
    vocabulary = counts.vocabulary
    result = store.classified(*settings, alpha, beta, message) if message.strip() else None

    # --------------------------------------------------------------------- the answer (right column)
    shown = True
    with answer:
        if result is None:
            st.info(text.EMPTY_MESSAGE)
        else:
            # Predicting: the answer goes above the question once revealed (the guess box would
            # push the waterfall below a projector's fold).
            top = st.container() if is_predict() else answer
            verdict = panels.guess_verdict(text, state)
            shown = verdict.revealed
            if shown:
                answer_words = panels.answer_words(text, store, state, result, model.classes_)
                with top:
                    panels.metrics(text, answer_words)
                    panels.waterfall(text, store, state, result, vocabulary, kind)
                panels.answer_verdict(text, verdict, result, model.classes_)
                panels.notices(text, store, state, result, model, vocabulary, estimate)

    # --------------------------------------------------------------------- words, then one panel at a time
    st.markdown(text.INTRO)
    if result is not None:
        panels.marked_message(text, store, state, result, vocabulary, kind)
    view = choice(text.VIEW_LABEL, text.TABS, key="tab", default="evaluation", label_visibility="collapsed")
    evaluated = None
    if view == "evaluation":
        evaluated = panels.evaluation_panel(text, store, settings, estimate, alpha, beta)
    elif view == "underflow":
        if result is None:
            st.info(text.EMPTY_MESSAGE)
        elif not shown:  # the lab's table shows the posterior being guessed
            st.info(text.UNDERFLOW_AFTER_REVEAL)
        else:
            panels.underflow_lab(text, model, result.reading.counts, kind)
    elif view == "model":
        panels.model_panel(text, store, settings, vocabulary, counts.y_train.size, beta)

    p_shown = "hidden"  # before the reveal the snippet prints none of the hidden numbers
    if result is not None and shown:
        p = answer_words[0]
        p_shown = "near_one" if p == text.P_NEAR_ONE else "near_zero" if p == text.P_NEAR_ZERO else "number"
    code_button(functools.partial(snippets.snippet, snippets.Snippet(
        corpus.kind, test_fraction, seed, kind, estimate, alpha, beta, message, p_shown=p_shown,
        evaluation=evaluated is not None and evaluated.scores is not None, file_name=corpus.file_name,
        max_features=cached.MAX_FEATURES if counts.vocabulary.is_capped else None)))


st.markdown(f"# {text.TITLE}")
_page()
