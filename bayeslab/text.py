"""Tokenizer and vocabulary: from raw messages to a document-term count matrix.

A Naive Bayes text classifier sees a message only through the words it
contains. This module fixes what a "word" is (:func:`normalize`, then
:func:`tokenize`) and numbers the words of a training corpus
(:class:`Vocabulary`), so that a list of messages becomes a sparse matrix of
counts ``X[i, j]`` = how many times word ``j`` occurs in message ``i`` -- the
input of :mod:`bayeslab.naive_bayes`. :meth:`Vocabulary.read` reads one message
once for everything a page shows about it: its tokens, where they are in the
text, their ids and its count vector.

References
----------
.. [1] K. P. Murphy, *Machine Learning: a Probabilistic Perspective*, MIT
   Press, 2012, section 3.5 (bag-of-words features for Naive Bayes).
"""

from __future__ import annotations

import operator
import re
import unicodedata
from dataclasses import dataclass, field
from itertools import count, repeat
from types import MappingProxyType
from typing import Iterable, Mapping

import numpy as np
import scipy.sparse as sp

from bayeslab._validate import check_number

__all__ = ["INVISIBLE_PATTERN", "TOKEN_PATTERN", "Reading", "Vocabulary", "fit_transform",
           "normalize", "tokenize"]

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

#: Characters :func:`normalize` deletes: every format character of Unicode 14
#: (category Cf: zero-width space and joiners, soft hyphen, direction marks and
#: isolates, the byte-order mark, tag characters, ...) and the control characters
#: (category Cc) other than whitespace (tab, line feed, vertical tab, form feed,
#: carriage return) and NUL (the corpus separator; a NUL inside a message is
#: turned into a space before tokenizing).
INVISIBLE_PATTERN = (
    "[\x01-\x08\x0e-\x1f\x7f-\x9f"
    "\u00ad\u0600-\u0605\u061c\u06dd\u070f\u0890\u0891\u08e2\u180e"
    "\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u206f\ufeff\ufff9-\ufffb"
    "\U000110bd\U000110cd\U00013430-\U00013438\U0001bca0-\U0001bca3"
    "\U0001d173-\U0001d17a\U000e0001\U000e0020-\U000e007f]"
)
_INVISIBLE_RE = re.compile(INVISIBLE_PATTERN)


def normalize(text: str) -> str:
    r"""The text a tokenizer should see: one spelling per word, nothing invisible.

    Parameters
    ----------
    text : str
        Raw text (a message, or a whole corpus joined by NUL characters).

    Returns
    -------
    str
        ``text`` in Unicode normalization form NFKC (compatibility forms folded:
        full-width ``ＦＲＥＥ`` -> ``FREE``, the ligature ``ﬁ`` -> ``fi``, a
        superscript ``²`` -> ``2``), with the invisible characters of
        :data:`INVISIBLE_PATTERN` deleted, so that ``fr​ee`` (a zero-width
        space inside a word) reads as ``free`` and not as ``fr`` and ``ee``.
        Case is kept (:func:`tokenize` lower-cases).

    Raises
    ------
    ValueError
        If ``text`` is not a ``str``.

    Examples
    --------
    >>> normalize("fr\u200bee ＣＡＳＨ \ufb01nal\u00ad offer")
    'free CASH final offer'
    """
    if not isinstance(text, str):
        raise ValueError(f"`text` must be a str; got {type(text).__name__}")
    if text.isascii() and text.isprintable():  # plain letters, digits, punctuation, spaces
        return text
    # Invisible characters go first, so that what they separated can compose.
    text = _INVISIBLE_RE.sub("", text)
    if not unicodedata.is_normalized("NFKC", text):
        text = unicodedata.normalize("NFKC", text)
    return text


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
    The rule: the text is normalized (:func:`normalize`: NFKC, invisible
    characters deleted) and lowercased with :meth:`str.lower`, then the tokens are
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
    >>> tokenize("fr\u200bee ＧＩＦＴ")  # a zero-width space inside a word, full-width letters
    ['free', 'gift']
    """
    return _TOKEN_RE.findall(normalize(text).lower())


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
    return _CORPUS_RE.findall(normalize(joined).lower())


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
class Reading:
    r"""One message as a :class:`Vocabulary` reads it (see :meth:`Vocabulary.read`).

    Everything a page shows about a message comes from one reading: the tokens,
    where each one is in the text, its column id and the message's count vector.

    Attributes
    ----------
    text : str
        The message normalized (:func:`normalize`) and lower-cased: the text the
        spans index (lower-casing may change lengths, so they do not index the
        message as typed).
    tokens : tuple of str, length n_tokens
        ``tokenize(message)``, in reading order.
    spans : tuple of (int, int), length n_tokens
        ``text[start:end] == token``; increasing, non-overlapping.
    ids : ndarray of int64, shape (n_tokens,)
        Column id of each token, ``-1`` for a token not in the vocabulary.
    n_features : int
        The vocabulary's size D.
    """

    text: str
    tokens: tuple[str, ...]
    spans: tuple[tuple[int, int], ...]
    ids: np.ndarray
    n_features: int

    @property
    def counts(self) -> sp.csr_matrix:
        """scipy.sparse.csr_matrix of shape (1, n_features): the message's count vector.

        Equal to ``vocabulary.transform([message])``.
        """
        known = self.ids[self.ids >= 0]
        return _csr_from_ids(np.zeros(known.size, dtype=np.int64), known, 1, self.n_features)

    @property
    def order(self) -> np.ndarray:
        """ndarray of int64: the distinct known ids, in order of first appearance."""
        known = self.ids[self.ids >= 0]
        _, first = np.unique(known, return_index=True)
        return known[np.sort(first)]

    @property
    def unknown(self) -> tuple[str, ...]:
        """Distinct tokens not in the vocabulary, in order of first appearance."""
        return tuple(dict.fromkeys(t for t, j in zip(self.tokens, self.ids.tolist()) if j < 0))


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
    n_seen : int, optional
        How many distinct tokens the training documents held; more than
        ``len(terms)`` when :func:`fit_transform` kept only the most frequent
        (``max_features``). Default: ``len(terms)``.

    Attributes
    ----------
    index : Mapping[str, int]
        Read-only lookup term -> column id.

    Raises
    ------
    ValueError
        If `terms` contains a non-str, or is not strictly increasing, or
        ``n_seen`` is below ``len(terms)``.

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
    n_seen: int | None = field(default=None, repr=False, compare=False)
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
        n_seen = len(terms) if self.n_seen is None else check_number(
            "n_seen", self.n_seen, low=len(terms), integer=True)
        index = dict(zip(terms, range(len(terms))))
        lookup = dict(index)
        lookup[_SEPARATOR] = -2
        object.__setattr__(self, "terms", terms)
        object.__setattr__(self, "n_seen", n_seen)
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

    @property
    def is_capped(self) -> bool:
        """Whether the training documents held more distinct tokens than these terms."""
        return self.n_seen > len(self.terms)

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

    def read(self, message: str) -> Reading:
        """Read one message: tokens, their positions, their ids, its count vector.

        Parameters
        ----------
        message : str
            The message as typed.

        Returns
        -------
        Reading
            ``reading.tokens == tokenize(message)``, ``reading.counts`` equals
            ``self.transform([message])`` and ``reading.unknown`` equals
            ``self.out_of_vocabulary(message)``: one tokenization for all three.

        Raises
        ------
        ValueError
            If ``message`` is not a ``str``.

        Examples
        --------
        >>> vocab = Vocabulary(("cash", "free", "lunch"))
        >>> reading = vocab.read("FREE cash, free\u200b pizza!")
        >>> reading.text
        'free cash, free pizza!'
        >>> reading.tokens, reading.spans
        (('free', 'cash', 'free', 'pizza'), ((0, 4), (5, 9), (11, 15), (16, 21)))
        >>> reading.ids, reading.order, reading.unknown
        (array([ 1,  0,  1, -1]), array([1, 0]), ('pizza',))
        >>> reading.counts.toarray()
        array([[1., 2., 0.]])
        """
        text = normalize(message).lower()
        matches = list(_TOKEN_RE.finditer(text))
        tokens = tuple(m.group() for m in matches)
        get = self.index.get
        ids = np.fromiter((get(t, -1) for t in tokens), dtype=np.int64, count=len(tokens))
        return Reading(text=text, tokens=tokens, spans=tuple(m.span() for m in matches),
                       ids=ids, n_features=self.n_features)

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


def fit_transform(documents: Iterable[str], max_features: int | None = None,
                  ) -> tuple[Vocabulary, sp.csr_matrix]:
    """Build the vocabulary of `documents` and their count matrix in one pass.

    Parameters
    ----------
    documents : iterable of str
        Training messages.
    max_features : int, optional
        Keep at most this many terms (>= 1): those with the most occurrences in
        `documents`, ties going to the term first in sorted order (as
        scikit-learn's ``CountVectorizer(max_features=...)`` ranks them). The
        vocabulary's ``n_seen`` records how many distinct tokens there were. A
        cap bounds the memory of every model fitted on the counts (its arrays
        are classes × terms), whatever a file holds.

    Returns
    -------
    vocabulary : Vocabulary
        Every token that occurs at least once (at most ``max_features`` of
        them), sorted.
    X : scipy.sparse.csr_matrix of float64, shape (n_documents, n_features)
        Equal to ``vocabulary.transform(documents)``.

    Raises
    ------
    ValueError
        If `documents` is a single str or contains a non-str, or
        ``max_features`` is not an integer >= 1.

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
    >>> vocab, X = fit_transform(["win win cash", "cash at lunch"], max_features=2)
    >>> vocab.terms, vocab.n_seen, X.toarray()
    (('cash', 'win'), 4, array([[1., 2.],
           [1., 0.]]))
    """
    if max_features is not None:
        max_features = check_number("max_features", max_features, low=1, integer=True)
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
    ids = ids[~is_separator]
    if max_features is not None and vocabulary.n_features > max_features:
        vocabulary, ids, doc_of_token = _keep_most_frequent(vocabulary, ids, doc_of_token, max_features)
    X = _csr_from_ids(doc_of_token, ids, len(docs), vocabulary.n_features)
    return vocabulary, X


def _keep_most_frequent(vocabulary: Vocabulary, ids: np.ndarray, doc_of_token: np.ndarray,
                        max_features: int) -> tuple[Vocabulary, np.ndarray, np.ndarray]:
    """The ``max_features`` terms with most occurrences (ties: first in sorted order), renumbered."""
    occurrences = np.bincount(ids, minlength=vocabulary.n_features)
    # Stable sort of the negated counts: equal counts keep their (sorted-term) order.
    kept = np.sort(np.argsort(-occurrences, kind="stable")[:max_features])
    new_id = np.full(vocabulary.n_features, -1, dtype=np.int64)
    new_id[kept] = np.arange(kept.size)
    ids = new_id[ids]
    known = ids >= 0
    terms = vocabulary.terms
    capped = Vocabulary(tuple(terms[j] for j in kept.tolist()), n_seen=vocabulary.n_features)
    return capped, ids[known], doc_of_token[known]
