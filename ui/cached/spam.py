"""Caches for the Naive Bayes page: corpora, counts, fitted models, evaluations.

One process serves the whole class, so everything here is shared by every session
and bounded twice: by entries and by **bytes** (:class:`BoundedCache`). A model's
arrays are classes × vocabulary, so what a cache holds depends on the corpus, not on
how many entries it has; a vocabulary is capped (:data:`MAX_FEATURES`) so that one
uploaded file can neither take the server's memory nor make a slider slow.

Keys are scalars: a corpus key (``"teaching"``, ``"sms"``, ``"upload-<sha256>"``),
the split, the model, the estimate, α, β. The corpus itself travels beside the key in
a :class:`Source`: a cache that has dropped an entry rebuilds it from the session's
own source (a fragment rerun included), so another student's uploads can never make
a student's data disappear.

What each step costs, and where it is cached:

* counting (tokenize, vocabulary, count matrices): once per (corpus, split); uploads
  are counted one at a time (:data:`_COUNTING`), so their transient memory does not
  add up;
* the word probabilities: once per (corpus, split, model, estimate, β); a new α only
  re-estimates the class prior (the model shares its θ arrays);
* the β sweep keeps each β's class likelihoods on the test set, once per model, and
  re-decides them for each α;
* what the page shows for one state (a chart spec with its data serialised, composed
  words): once per (state, language) in :meth:`Store.shown`, so that a rerun which comes
  back to a state (a slider moved back and forth) only sends what it sent before.
"""

from __future__ import annotations

import os
import threading
from collections import OrderedDict
from dataclasses import dataclass, field
from typing import Any, Callable, Hashable

import numpy as np
import scipy.sparse as sp
import streamlit as st

from bayeslab import datasets
from bayeslab.naive_bayes import (
    BernoulliNB,
    Explanation,
    ImpossibleFeatures,
    LogOdds,
    MultinomialNB,
    TopFeatures,
    UndefinedEstimates,
    Waterfall,
)
from bayeslab.text import Reading, Vocabulary, fit_transform

__all__ = [
    "BETA_GRID",
    "MAX_FEATURES",
    "MODELS",
    "BoundedCache",
    "Classified",
    "Evaluated",
    "Source",
    "SplitCounts",
    "Store",
    "Sweep",
    "store",
]

MODELS = {"bernoulli": BernoulliNB, "multinomial": MultinomialNB}
#: β values of the accuracy / log-loss sweep (log scale), after β = 0.
BETA_GRID = np.geomspace(1e-3, 100.0, 26)
#: Most terms a vocabulary keeps: the most frequent training tokens. The SMS Spam
#: Collection's largest training split has 8,468, so only uploads are ever capped.
MAX_FEATURES = 10_000
SPAM, HAM = "spam", "ham"

# Byte budgets of the shared caches. With the vocabulary cap a model is at most
# ≈ 1.5 MB, counts ≈ 4 MB: the caches hold at most ≈ 132 MB whatever the class uploads.
_CORPUS_BYTES = 16 * 2**20
_COUNTS_BYTES = 32 * 2**20
_MODEL_BYTES = 48 * 2**20
_ALPHA_MODEL_BYTES = 16 * 2**20
_SWEEP_BYTES = 8 * 2**20
_MESSAGE_BYTES = 8 * 2**20
_SHOWN_BYTES = 8 * 2**20

# One counting at a time: tokenizing a 2 MB upload holds ≈ 50 MB of token strings for
# a second; several uploads at once would add those up.
_COUNTING = threading.Lock()


# --------------------------------------------------------------------------- bounded cache
class BoundedCache:
    """A least-recently-used cache bounded by entries and by the bytes of its values.

    ``get(key, compute, size)`` returns the cached value or computes, sizes and stores
    it, dropping the least recently used entries until both bounds hold (the newest
    entry always stays). Thread-safe; a value is computed outside the lock, so two
    sessions may compute the same key at once (the first stored wins).

    >>> cache = BoundedCache(max_entries=10, max_bytes=100)
    >>> len(cache.get("a", lambda: "x" * 60, len)), len(cache.get("b", lambda: "y" * 60, len))
    (60, 60)
    >>> cache.keys(), cache.nbytes  # "a" went: both would hold 120 bytes
    (['b'], 60)
    >>> cache.get("b", lambda: "never computed")[:3]
    'yyy'
    """

    def __init__(self, max_entries: int, max_bytes: int) -> None:
        self.max_entries = max_entries
        self.max_bytes = max_bytes
        self._items: OrderedDict[Hashable, tuple[Any, int]] = OrderedDict()
        self._bytes = 0
        self._lock = threading.Lock()

    def get(self, key: Hashable, compute: Callable[[], Any], size: Callable[[Any], int] | None = None) -> Any:
        """The value cached under ``key``, else ``compute()`` stored with ``size(value)`` bytes."""
        with self._lock:
            hit = self._items.get(key)
            if hit is not None:
                self._items.move_to_end(key)
                return hit[0]
        value = compute()
        n_bytes = int(size(value)) if size is not None else 0
        with self._lock:
            if key in self._items:
                return self._items[key][0]
            self._items[key] = (value, n_bytes)
            self._bytes += n_bytes
            while len(self._items) > 1 and (len(self._items) > self.max_entries or self._bytes > self.max_bytes):
                _, (_, dropped) = self._items.popitem(last=False)
                self._bytes -= dropped
        return value

    def keys(self) -> list[Hashable]:
        """The cached keys, least recently used first."""
        with self._lock:
            return list(self._items)

    @property
    def nbytes(self) -> int:
        """The sizes of the cached values, summed."""
        return self._bytes

    def clear(self) -> None:
        with self._lock:
            self._items.clear()
            self._bytes = 0


# --------------------------------------------------------------------------- what the page gets
@dataclass(frozen=True)
class Source:
    """A corpus and its cache key; the corpus is not part of the key (nor compared)."""

    key: str
    corpus: datasets.Corpus = field(compare=False, repr=False)


@dataclass(frozen=True)
class SplitCounts:
    """The counts of one (corpus, split): vocabulary and train/test count matrices."""

    vocabulary: Vocabulary
    X_train: sp.csr_matrix
    y_train: np.ndarray
    X_test: sp.csr_matrix
    y_test: np.ndarray

    @property
    def nbytes(self) -> int:
        """Bytes of the arrays plus an estimate for the vocabulary's strings and lookups."""
        matrices = sum(m.data.nbytes + m.indices.nbytes + m.indptr.nbytes for m in (self.X_train, self.X_test))
        # A term costs its str object (≈ 50 bytes + its length) and two dict entries (≈ 200).
        terms = sum(len(t) for t in self.vocabulary.terms) + 250 * self.vocabulary.n_features
        return matrices + self.y_train.nbytes + self.y_test.nbytes + terms


@dataclass(frozen=True)
class Classified:
    """One message through one model: what the page shows about it."""

    reading: Reading
    explanation: Explanation
    log_odds: LogOdds
    waterfall: Waterfall
    impossible: ImpossibleFeatures
    log_proba: np.ndarray

    @property
    def nbytes(self) -> int:
        tokens = sum(len(t) for t in self.reading.tokens) + 150 * len(self.reading.tokens)
        return 2 * len(self.reading.text) + tokens + self.reading.ids.nbytes + 64 * self.explanation.feature_ids.size


@dataclass(frozen=True)
class Evaluated:
    """The model with these pseudo-counts on the held-out messages."""

    scores: datasets.Evaluation | None  # None: no test message
    undefined: UndefinedEstimates
    fallback: str


@dataclass(frozen=True)
class Sweep:
    """Test accuracy and log-loss at β = 0 and at each β of :data:`BETA_GRID`."""

    accuracy: np.ndarray
    log_loss: np.ndarray


# --------------------------------------------------------------------------- the store
class Store:
    """The page's process-wide caches (one per process, see :func:`store`).

    Every method takes scalars (and a :class:`Source`, compared by its key).
    ``functools``-style caches are used here rather than ``st.cache_*``: those hash
    their arguments and inspect the function on every call (≈ 0.3 ms each), and the
    page makes several lookups per rerun.
    """

    def __init__(self) -> None:
        self._corpora = BoundedCache(8, _CORPUS_BYTES)
        self._counts = BoundedCache(8, _COUNTS_BYTES)
        self._models = BoundedCache(64, _MODEL_BYTES)
        self._alpha_models = BoundedCache(32, _ALPHA_MODEL_BYTES)
        self._sweeps = BoundedCache(32, _SWEEP_BYTES)
        self._small = BoundedCache(512, 4 * 2**20)
        self._messages = BoundedCache(256, _MESSAGE_BYTES)
        self._shown = BoundedCache(1024, _SHOWN_BYTES)
        self._teaching = datasets.load_bundled()

    # -- corpora
    def teaching(self) -> Source:
        """The bundled teaching corpus."""
        return Source("teaching", self._teaching)

    def uploaded(self, digest: str, filename: str, data: bytes) -> Source:
        """The corpus of an uploaded file (parsed once per content).

        Raises
        ------
        bayeslab.datasets.UploadError
            The file cannot be used (the page words the reason).
        """
        corpus = self._corpora.get(
            ("upload", digest), lambda: datasets.read_labelled_text(data, filename), _corpus_bytes)
        return Source(f"upload-{digest}", corpus)

    # -- counts and models
    def split(self, source: Source, test_fraction: float, seed: int) -> SplitCounts:
        """Tokenized, counted and split once per (corpus, split)."""
        return self._counts.get((source.key, test_fraction, seed),
                                lambda: _count(source.corpus, test_fraction, seed), lambda c: c.nbytes)

    def _base(self, source: Source, test_fraction: float, seed: int, kind: str, estimate: str, beta: float):
        key = ("model", source.key, test_fraction, seed, kind, estimate, beta)

        def fit():
            counts = self.split(source, test_fraction, seed)
            return MODELS[kind](alpha=1.0, beta=beta, estimate=estimate).fit(counts.X_train, counts.y_train)

        return self._models.get(key, fit, lambda m: m.nbytes)

    def model(self, source: Source, test_fraction: float, seed: int, kind: str, estimate: str,
              alpha: float, beta: float):
        """The fitted model with these pseudo-counts (its θ arrays shared across α)."""
        key = ("alpha", source.key, test_fraction, seed, kind, estimate, alpha, beta)
        # Sized as a whole model although it shares its base's arrays: if the base is dropped
        # first, these entries still hold them, and the budget must cover that.
        return self._alpha_models.get(
            key, lambda: self._base(source, test_fraction, seed, kind, estimate, beta).with_pseudocounts(alpha=alpha),
            lambda m: m.nbytes)

    # -- what the page shows
    def classified(self, source: Source, test_fraction: float, seed: int, kind: str, estimate: str,
                   alpha: float, beta: float, message: str) -> Classified:
        """One message through the model: reading, explanation, waterfall, zeros, posterior."""
        key = (source.key, test_fraction, seed, kind, estimate, alpha, beta, message)

        def compute() -> Classified:
            model = self.model(source, test_fraction, seed, kind, estimate, alpha, beta)
            reading = self.split(source, test_fraction, seed).vocabulary.read(message)
            x = reading.counts
            explanation = model.explain(x)
            log_odds = explanation.log_odds(SPAM, HAM)
            return Classified(
                reading=reading,
                explanation=explanation,
                log_odds=log_odds,
                waterfall=log_odds.waterfall(reading.order),
                impossible=model.impossible_features(x),
                log_proba=model.predict_log_proba(x)[0],
            )

        return self._messages.get(key, compute, lambda c: c.nbytes)

    def evaluated(self, source: Source, test_fraction: float, seed: int, kind: str, estimate: str,
                  alpha: float, beta: float) -> Evaluated:
        """Test-set scores (None without test messages) and the undefined estimates."""
        key = ("evaluated", source.key, test_fraction, seed, kind, estimate, alpha, beta)

        def compute() -> Evaluated:
            model = self.model(source, test_fraction, seed, kind, estimate, alpha, beta)
            counts = self.split(source, test_fraction, seed)
            scores = None
            if counts.y_test.size:
                log_proba, predicted = model.decide(model.log_likelihood(counts.X_test))
                scores = datasets.evaluate_predictions(counts.y_test, predicted, log_proba, model.classes_)
            return Evaluated(scores, model.undefined_estimates(), str(model.fallback_class_))

        return self._small.get(key, compute)

    def top_words(self, source: Source, test_fraction: float, seed: int, kind: str, estimate: str,
                  beta: float) -> TopFeatures:
        """The ten most indicative words of each class (they do not depend on α)."""
        key = ("top", source.key, test_fraction, seed, kind, estimate, beta)
        return self._small.get(
            key, lambda: self._base(source, test_fraction, seed, kind, estimate, beta).top_features(10))

    def sweep(self, source: Source, test_fraction: float, seed: int, kind: str, estimate: str,
              alpha: float) -> Sweep | None:
        """Test accuracy and log-loss over β = 0 and :data:`BETA_GRID` (None without test messages)."""
        counts = self.split(source, test_fraction, seed)
        if not counts.y_test.size:
            return None
        key = ("sweep", source.key, test_fraction, seed, kind, estimate, alpha)

        def compute() -> Sweep:
            likelihoods = self._sweep_likelihoods(source, test_fraction, seed, kind, estimate)
            base = self._base(source, test_fraction, seed, kind, estimate, 1.0).with_pseudocounts(alpha=alpha)
            log_probas, predictions = base.decide(likelihoods)  # every β at once
            rows = [datasets.evaluate_predictions(counts.y_test, predicted, log_proba, base.classes_)
                    for log_proba, predicted in zip(log_probas, predictions)]
            return Sweep(np.array([r.accuracy for r in rows]), np.array([r.log_loss for r in rows]))

        return self._small.get(key, compute)

    def _sweep_likelihoods(self, source: Source, test_fraction: float, seed: int, kind: str,
                           estimate: str) -> np.ndarray:
        """log p(x | c) of every test message at each β of the sweep, shape (n_betas, n_test, n_classes)."""
        key = ("likelihoods", source.key, test_fraction, seed, kind, estimate)

        def compute() -> np.ndarray:
            counts = self.split(source, test_fraction, seed)
            base = self._base(source, test_fraction, seed, kind, estimate, 1.0)
            return np.stack([base.with_pseudocounts(beta=float(b)).log_likelihood(counts.X_test)
                             for b in (0.0, *BETA_GRID)])

        return self._sweeps.get(key, compute, lambda a: a.nbytes)

    def shown(self, key: Hashable, compute: Callable[[], Any]) -> Any:
        """What the page shows for one state, built once: ``compute()`` cached under ``key``.

        ``key`` is a tuple of scalars naming the part (``"waterfall"``, ...), every setting
        the part depends on (the corpus key, the split, the model, the estimate, α, β, the
        message) and the language; the value is a serialised chart spec or composed words
        (str, bytes, numbers in tuples and dicts), sized by :func:`_shown_bytes`.

        >>> Store().shown(("words", "en"), lambda: ("a", b"bc"))
        ('a', b'bc')
        """
        return self._shown.get(key, compute, _shown_bytes)

    def clear(self) -> None:
        """Forget everything (tests)."""
        for cache in (self._corpora, self._counts, self._models, self._alpha_models, self._sweeps, self._small,
                      self._messages, self._shown):
            cache.clear()


def _shown_bytes(value: Any) -> int:
    """Approximate bytes of a composed value: strings, bytes and numbers in tuples, lists and dicts.

    >>> _shown_bytes(("ab", b"xyz", {"k": 1.0}))
    294
    """
    if isinstance(value, bytes):
        return len(value) + 33
    if isinstance(value, str):
        return 2 * len(value) + 50
    if isinstance(value, dict):
        return 64 + sum(_shown_bytes(k) + _shown_bytes(v) for k, v in value.items())
    if isinstance(value, (tuple, list)):
        return 56 + sum(_shown_bytes(v) for v in value)
    return 32


def _corpus_bytes(corpus: datasets.Corpus) -> int:
    # The texts (1 to 4 bytes a character; 2 is typical) and ≈ 100 bytes of objects per message.
    return sum(2 * len(t) + 100 for t in corpus.texts)


def _count(corpus: datasets.Corpus, test_fraction: float, seed: int) -> SplitCounts:
    y = corpus.y
    train, test = datasets.train_test_split(y, test_fraction, np.random.default_rng(seed))
    with _COUNTING:
        vocabulary, X_train = fit_transform([corpus.texts[i] for i in train], max_features=MAX_FEATURES)
        X_test = vocabulary.transform([corpus.texts[i] for i in test])
    return SplitCounts(vocabulary, X_train, y[train], X_test, y[test])


@st.cache_resource(max_entries=1, ttl=600, show_spinner=False)
def sms_corpus() -> tuple[datasets.Corpus | None, bool]:
    """(corpus, False), or (None, offline): the SMS collection, or why not.

    ``offline`` is True when the server is configured offline (``BAYESLAB_OFFLINE``)
    and has no cached copy, False when a download failed; a failure is remembered for
    10 minutes.
    """
    offline = os.environ.get("BAYESLAB_OFFLINE", "") not in ("", "0")
    try:
        return datasets.load_sms_spam(download=not offline, timeout=4.0), False
    except datasets.DatasetError:
        return None, offline


@st.cache_resource(max_entries=1, show_spinner=False)
def store() -> Store:
    """The one process-wide :class:`Store`."""
    return Store()
