"""Caches for the Naive Bayes page: corpora, counts, fitted models, evaluations.

The corpus is tokenised and counted once per (corpus, split) and the models fitted
once per (corpus, split, model, estimate), shared by every session; moving α or β
only re-smooths the stored counts (``with_pseudocounts``).
"""

from __future__ import annotations

import functools
import os
from types import SimpleNamespace

import numpy as np
import streamlit as st

from bayeslab import datasets
from bayeslab.naive_bayes import BernoulliNB, MultinomialNB
from bayeslab.text import fit_transform

MODELS = {"bernoulli": BernoulliNB, "multinomial": MultinomialNB}
#: β values of the accuracy / log-loss sweep (log scale), after β = 0.
BETA_GRID = np.geomspace(1e-3, 100.0, 26)


def _make_store() -> SimpleNamespace:
    """The page's process-wide caches, built once (see ``_store``).

    Everything is keyed by scalars (corpus key, split, model kind, estimate, α, β)
    and bounded. ``functools.lru_cache`` is used inside this one cached factory
    because each ``st.cache_*`` call hashes its arguments and inspects the
    function's signature (≈ 0.3 ms each); the page makes several lookups per rerun.
    """
    corpora: dict[str, datasets.Corpus] = {}

    def remember(corpus_key: str, corpus: datasets.Corpus) -> None:
        corpora[corpus_key] = corpus
        while len(corpora) > 8:  # teaching, sms and a few uploads
            corpora.pop(next(iter(corpora)))

    @functools.lru_cache(maxsize=1)
    def teaching_corpus() -> datasets.Corpus:
        return datasets.load_bundled()

    @st.cache_resource(max_entries=1, ttl=600, show_spinner="Downloading the SMS Spam Collection…")
    def sms_corpus() -> tuple[datasets.Corpus | None, str | None]:
        """(corpus, "") or (None, reason); reason None: offline by configuration. A failure is remembered for 10 minutes."""
        offline = os.environ.get("BAYESLAB_OFFLINE", "") not in ("", "0")
        try:
            return datasets.load_sms_spam(download=not offline, timeout=4.0), ""
        except datasets.DatasetError as err:
            return None, None if offline else str(err)[:300]

    @st.cache_resource(max_entries=4, show_spinner=False)
    def uploaded_corpus(digest: str, filename: str, _data: bytes) -> datasets.Corpus:
        return datasets.read_labelled_text(_data, filename)

    @functools.lru_cache(maxsize=6)
    def split_counts(corpus_key: str, test_fraction: float, seed: int) -> dict:
        corpus = corpora[corpus_key]
        y = corpus.y
        train, test = datasets.train_test_split(y, test_fraction, np.random.default_rng(seed))
        vocabulary, X_train = fit_transform([corpus.texts[i] for i in train])
        X_test = vocabulary.transform([corpus.texts[i] for i in test])
        return {"vocabulary": vocabulary, "X_train": X_train, "y_train": y[train],
                "X_test": X_test, "y_test": y[test]}

    @functools.lru_cache(maxsize=16)
    def fitted(corpus_key: str, test_fraction: float, seed: int, kind: str, estimate: str):
        counts = split_counts(corpus_key, test_fraction, seed)
        return MODELS[kind](estimate=estimate).fit(counts["X_train"], counts["y_train"])

    @functools.lru_cache(maxsize=32)
    def smoothed(model_key: tuple, alpha: float, beta: float):
        """The fitted model re-smoothed with these pseudo-counts (a class shares slider values).

        Each entry holds its own θ arrays (n_classes × D floats, ≈ 0.3 MB on the SMS corpus).
        """
        return fitted(*model_key).with_pseudocounts(alpha=alpha, beta=beta)

    @functools.lru_cache(maxsize=256)
    def classified(model_key: tuple, alpha: float, beta: float, message: str) -> SimpleNamespace:
        """One message through the re-smoothed model: explanation, zeroing words, log-probabilities, unknown words."""
        model = smoothed(model_key, alpha, beta)
        vocabulary = split_counts(*model_key[:3])["vocabulary"]
        x = vocabulary.transform([message])
        return SimpleNamespace(
            explanation=model.explain(x),
            impossible=model.impossible_features(x),
            log_proba=model.predict_log_proba(x)[0],
            unknown=vocabulary.out_of_vocabulary(message),
        )

    @functools.lru_cache(maxsize=256)
    def evaluation(model_key: tuple, alpha: float, beta: float) -> tuple:
        """Test-set scores and top words of the model with these pseudo-counts."""
        model = smoothed(model_key, alpha, beta)
        counts = split_counts(*model_key[:3])
        X = counts["X_test"]
        scores = datasets.evaluate_predictions(
            counts["y_test"], model.predict(X), model.predict_log_proba(X), model.classes_)
        return scores, model.top_features(10)

    @functools.lru_cache(maxsize=32)
    def beta_sweep(model_key: tuple, alpha: float) -> dict:
        rows = [evaluation(model_key, alpha, float(b))[0] for b in (0.0, *BETA_GRID)]
        return {"accuracy": np.array([r.accuracy for r in rows]),
                "log_loss": np.array([r.log_loss for r in rows])}

    return SimpleNamespace(
        remember=remember, teaching_corpus=teaching_corpus, sms_corpus=sms_corpus,
        uploaded_corpus=uploaded_corpus, split_counts=split_counts, fitted=fitted,
        smoothed=smoothed, classified=classified, evaluation=evaluation, beta_sweep=beta_sweep,
    )


@st.cache_resource(max_entries=1, show_spinner=False)
def store() -> SimpleNamespace:
    """The one process-wide store of corpora, counts, fitted models and evaluations."""
    return _make_store()
