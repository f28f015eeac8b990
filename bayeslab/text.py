"""Tokenizer and vocabulary: from raw messages to a document-term count matrix.

A Naive Bayes text classifier sees a message only through the words it
contains. This module fixes what a "word" is (:func:`tokenize`) and numbers
the words of a training corpus (:class:`Vocabulary`), so that a list of
messages becomes a sparse matrix of counts ``X[i, j]`` = how many times word
``j`` occurs in message ``i`` -- the input of :mod:`bayeslab.naive_bayes`.

References
----------
.. [1] K. P. Murphy, *Machine Learning: a Probabilistic Perspective*, MIT
   Press, 2012, section 3.5 (bag-of-words features for Naive Bayes).
"""

from __future__ import annotations

import operator
import re
from dataclasses import dataclass, field
from types import MappingProxyType
from itertools import count, repeat
from typing import Iterable, Mapping

import numpy as np
import scipy.sparse as sp

__all__ = ["TOKEN_PATTERN", "tokenize", "Vocabulary", "fit_transform"]

#: Separator placed between documents when a whole corpus is tokenized in one
#: regex pass; it is matched as its own token and marks document boundaries.
_SEPARATOR = "\x00"

#: The tokenization rule, applied to the lowercased text (see :func:`tokenize`).
TOKEN_PATTERN = (
    r"[$£€¥]\d+(?:[.,]\d+)*"  # currency amount: $1000, £1.50, £2,000
    r"|\d+(?:[.,]\d+)+"  # number with inner separators: 1.50, 2,000, 08.30
    r"|[^\W_]+(?:['’][^\W_]+)*"  # word or number, with inner apostrophes: don't, 21st
)

_TOKEN_RE = re.compile(TOKEN_PATTERN)
_CORPUS_RE = re.compile(TOKEN_PATTERN + "|" + _SEPARATOR)


def tokenize(text: str) -> list[str]:
    r"""Split one message into lowercase tokens.

    Parameters
    ----------
    text : str
        The message.

    Returns
    -------
    list of str
        The tokens in reading order (repeats kept).

    Raises
    ------
    ValueError
        If `text` is not a ``str``.

    Notes
    -----
    The rule: the text is lowercased with :meth:`str.lower`, then the tokens are
    the leftmost non-overlapping matches of :data:`TOKEN_PATTERN`::

        [$£€¥]\d+(?:[.,]\d+)*  |  \d+(?:[.,]\d+)+  |  [^\W_]+(?:['’][^\W_]+)*

    tried in that order at each position:

    1. a currency amount -- a symbol ``$ £ € ¥`` directly followed by digits,
       possibly with ``.`` or ``,`` between digit groups (``$1000``, ``£1.50``,
       ``£2,000``) -- is one token, symbol included;
    2. a number with inner ``.`` or ``,`` (``1.50``, ``2,000``) is one token;
    3. otherwise a token is a run of letters and digits (any script; the
       underscore is not a letter), possibly joined by an apostrophe ``'`` or
       ``’`` (``don't``, ``i'm``, ``21st``, ``08452810075``).

    Everything else (spaces, punctuation, a lone ``$``, symbols, emoji) only
    separates tokens. Single letters are kept (``u``, ``r`` and ``4`` carry
    meaning in text messages), unlike scikit-learn's default pattern.

    Examples
    --------
    >>> tokenize("WIN the free $1000 Gift Card, don't miss it!!")
    ['win', 'the', 'free', '$1000', 'gift', 'card', "don't", 'miss', 'it']
    >>> tokenize("Call 08452810075 now: only £1.50/min, 2,000 prizes")
    ['call', '08452810075', 'now', 'only', '£1.50', 'min', '2,000', 'prizes']
    >>> tokenize("...")
    []
    """
    if not isinstance(text, str):
        raise ValueError(f"`text` must be a str; got {type(text).__name__}")
    return _TOKEN_RE.findall(text.lower())


def _as_documents(documents: Iterable[str], name: str = "documents") -> list[str]:
    if isinstance(documents, str):
        raise ValueError(
            f"`{name}` must be a sequence of str (one per document), not a single str; "
            f"got {documents[:40]!r}"
        )
    docs = list(documents)
    for i, doc in enumerate(docs):
        if not isinstance(doc, str):
            raise ValueError(
                f"`{name}` must contain only str; got {type(doc).__name__} at position {i}"
            )
    return docs


def _corpus_tokens(docs: list[str]) -> list[str]:
    """Tokens of all documents in one regex pass, separated by ``_SEPARATOR``.

    One compiled regex over the joined, lowercased corpus is much faster than
    one call per document. A separator inside a document would shift the
    boundaries, so it is turned into a space there (it is not part of any
    token anyway).
    """
    joined = _SEPARATOR.join(docs)
    if joined.count(_SEPARATOR) != len(docs) - 1:
        joined = _SEPARATOR.join(doc.replace(_SEPARATOR, " ") for doc in docs)
    return _CORPUS_RE.findall(joined.lower())


def _csr_from_ids(doc_of_token: np.ndarray, ids: np.ndarray, n_documents: int,
                  n_features: int) -> sp.csr_matrix:
    """Count (document, term) pairs and build the CSR matrix directly."""
    key = doc_of_token * n_features + ids
    pairs, counts = np.unique(key, return_counts=True)  # sorted: row-major CSR order
    rows, cols = np.divmod(pairs, n_features)
    indptr = np.zeros(n_documents + 1, dtype=np.int64)
    np.cumsum(np.bincount(rows, minlength=n_documents), out=indptr[1:])
    return sp.csr_matrix(
        (counts.astype(np.float64), cols.astype(np.int64), indptr),
        shape=(n_documents, n_features),
    )


@dataclass(frozen=True)
class Vocabulary:
    """The terms of a training corpus, numbered in sorted order.

    Build one with :meth:`from_documents` (or :func:`fit_transform`, which also
    returns the training count matrix); then :meth:`transform` turns any
    documents into counts over these terms. Words the vocabulary has never
    seen are dropped by :meth:`transform` and reported by
    :meth:`out_of_vocabulary`.

    Parameters
    ----------
    terms : tuple of str
        Distinct terms in strictly increasing (code point) order; term ``j`` is
        column ``j`` of every count matrix.

    Attributes
    ----------
    index : Mapping[str, int]
        Read-only lookup term -> column id.

    Raises
    ------
    ValueError
        If `terms` contains a non-str, or is not strictly increasing.

    Examples
    --------
    >>> vocab = Vocabulary.from_documents(["free gift", "see you at lunch"])
    >>> vocab.terms
    ('at', 'free', 'gift', 'lunch', 'see', 'you')
    >>> vocab.transform(["Free FREE lunch!"]).toarray()
    array([[0., 2., 0., 1., 0., 0.]])
    >>> vocab.out_of_vocabulary("free $1000 prize, free")
    ('$1000', 'prize')
    """

    terms: tuple[str, ...]
    index: Mapping[str, int] = field(init=False, repr=False, compare=False)
    # The index plus the corpus separator (id -2), for transform().
    _lookup: dict = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        terms = tuple(self.terms)
        if not all(map(isinstance, terms, repeat(str))):
            i = next(i for i, term in enumerate(terms) if not isinstance(term, str))
            raise ValueError(
                f"`terms` must contain only str; got {type(terms[i]).__name__} at position {i}"
            )
        if not all(map(operator.lt, terms, terms[1:])):
            i = next(i for i in range(1, len(terms)) if not terms[i - 1] < terms[i])
            raise ValueError(
                "`terms` must be strictly increasing (sorted, no repeats); "
                f"got {terms[i - 1]!r} before {terms[i]!r} at position {i}"
            )
        index = dict(zip(terms, range(len(terms))))
        lookup = dict(index)
        lookup[_SEPARATOR] = -2
        object.__setattr__(self, "terms", terms)
        object.__setattr__(self, "index", MappingProxyType(index))
        object.__setattr__(self, "_lookup", lookup)

    @classmethod
    def from_documents(cls, documents: Iterable[str]) -> "Vocabulary":
        """Vocabulary of every token occurring in `documents`.

        Parameters
        ----------
        documents : iterable of str
            Training messages.

        Returns
        -------
        Vocabulary
        """
        return fit_transform(documents)[0]

    @property
    def n_features(self) -> int:
        """Number of terms D (columns of the count matrix)."""
        return len(self.terms)

    def __len__(self) -> int:
        return len(self.terms)

    def __contains__(self, term: object) -> bool:
        return term in self.index

    def ids(self, tokens: Iterable[str]) -> np.ndarray:
        """Column id of each token, ``-1`` for a token not in the vocabulary.

        Parameters
        ----------
        tokens : iterable of str
            E.g. ``tokenize(message)``.

        Returns
        -------
        ndarray of int64, shape (n_tokens,)

        Examples
        --------
        >>> Vocabulary(("gift", "lunch")).ids(["lunch", "pizza"])
        array([ 1, -1])
        """
        get = self.index.get
        tokens = list(tokens)
        return np.fromiter((get(t, -1) for t in tokens), dtype=np.int64, count=len(tokens))

    def transform(self, documents: Iterable[str]) -> sp.csr_matrix:
        """Document-term count matrix over this vocabulary.

        Parameters
        ----------
        documents : iterable of str
            Messages (a single message must be wrapped in a list).

        Returns
        -------
        scipy.sparse.csr_matrix of float64, shape (n_documents, n_features)
            ``X[i, j]`` = number of occurrences of ``terms[j]`` in document
            ``i``. Tokens not in the vocabulary are not counted (see
            :meth:`out_of_vocabulary`). Column indices are sorted, no duplicates.

        Raises
        ------
        ValueError
            If `documents` is a single str or contains a non-str.
        """
        docs = _as_documents(documents)
        tokens = _corpus_tokens(docs)
        ids = np.fromiter(map(self._lookup.get, tokens, repeat(-1)), dtype=np.int64,
                          count=len(tokens))
        is_separator = ids == -2
        doc_of_token = np.cumsum(is_separator)
        known = ids >= 0
        return _csr_from_ids(doc_of_token[known], ids[known], len(docs), self.n_features)

    def out_of_vocabulary(self, text: str) -> tuple[str, ...]:
        """Distinct tokens of `text` that are not in the vocabulary.

        Parameters
        ----------
        text : str
            One message.

        Returns
        -------
        tuple of str
            In order of first appearance; empty when every token is known.
        """
        seen: dict[str, None] = {}
        for token in tokenize(text):
            if token not in self.index:
                seen.setdefault(token, None)
        return tuple(seen)


def fit_transform(documents: Iterable[str]) -> tuple[Vocabulary, sp.csr_matrix]:
    """Build the vocabulary of `documents` and their count matrix in one pass.

    Parameters
    ----------
    documents : iterable of str
        Training messages.

    Returns
    -------
    vocabulary : Vocabulary
        Every token that occurs at least once, sorted.
    X : scipy.sparse.csr_matrix of float64, shape (n_documents, n_features)
        Equal to ``vocabulary.transform(documents)``.

    Raises
    ------
    ValueError
        If `documents` is a single str or contains a non-str.

    Notes
    -----
    The whole corpus is tokenized by one compiled regex (documents joined by a
    separator), each token gets an id from one ``dict.setdefault`` mapped over
    the tokens, and the CSR arrays come from ``np.unique`` over ``document * D + term`` keys --
    no per-document Python loop.

    Examples
    --------
    >>> vocab, X = fit_transform(["win win cash", "cash at lunch"])
    >>> vocab.terms
    ('at', 'cash', 'lunch', 'win')
    >>> X.toarray()
    array([[0., 1., 0., 2.],
           [1., 1., 1., 0.]])
    """
    docs = _as_documents(documents)
    tokens = _corpus_tokens(docs)
    # One C-level pass: each token gets the position of its first occurrence.
    first_position: dict[str, int] = {}
    positions = np.fromiter(map(first_position.setdefault, tokens, count()), dtype=np.int64,
                            count=len(tokens))
    separator_position = first_position.pop(_SEPARATOR, None)
    vocabulary = Vocabulary(tuple(sorted(first_position)))
    # Relabel first positions by sorted rank (the separator becomes -2).
    rank = np.empty(len(tokens), dtype=np.int64)
    rank[np.fromiter(map(first_position.__getitem__, vocabulary.terms), dtype=np.int64,
                     count=vocabulary.n_features)] = np.arange(vocabulary.n_features)
    if separator_position is not None:
        rank[separator_position] = -2
    ids = rank[positions]
    is_separator = ids == -2
    doc_of_token = np.cumsum(is_separator)[~is_separator]
    X = _csr_from_ids(doc_of_token, ids[~is_separator], len(docs), vocabulary.n_features)
    return vocabulary, X
