"""The number game: Bayesian concept learning over the integers 1..100.

A secret concept :math:`C \\subseteq \\{1, \\dots, 100\\}` produced a few positive
examples :math:`\\mathcal{D} = \\{x_1, \\dots, x_N\\}`; which other numbers belong to
:math:`C`? Each hypothesis :math:`h` is a set of numbers, stored as one row of a
boolean membership matrix of shape ``(n_hypotheses, 100)`` (column ``x - 1`` is the
number ``x``), so that every query is a handful of array operations, never a
Python loop over hypotheses.

Two hypothesis spaces are provided: :func:`murphy_space` (the 32 concepts of
MLaPP Figs 3.2-3.4) and :func:`tenenbaum_space` (34 arithmetical rules plus all
5,050 intervals, with Tenenbaum's mixture prior, MLaPP §3.2.5).

Every hypothesis has an English identifier (``"mult of 3"``) and a
language-independent :class:`Description` (kind ``"multiples"``, ``k = 3``) from which
an app writes its name in any language. Decisions an explanation needs are results
here, not in the app: every hypothesis that attains the maximum posterior
(:attr:`Inference.map_hypotheses`, ties within :data:`TIE_RTOL`), which one the plug-in
uses and by what rule (:attr:`Inference.map_index`), hypotheses with identical members
(:meth:`HypothesisSpace.same_members`), and why the MAP beats its rivals
(:meth:`Inference.comparisons`, a :class:`Comparison` with a named verdict).

References
----------
K. P. Murphy, *Machine Learning: a Probabilistic Perspective*, MIT Press, 2012,
§3.2 (eqs. 3.2-3.9). J. B. Tenenbaum, *A Bayesian framework for concept
learning*, PhD thesis, MIT, 1999.
"""

from __future__ import annotations

import functools
import math
import operator
import re
from dataclasses import dataclass, field
from typing import Iterable

import numpy as np
from scipy.special import logsumexp

from bayeslab._validate import check_choice, check_number

__all__ = [
    "KINDS",
    "MLAPP_WEIGHTS",
    "N_NUMBERS",
    "N_RULES",
    "SAMPLINGS",
    "TIE_RTOL",
    "VERDICTS",
    "Comparison",
    "Description",
    "HypothesisSpace",
    "Inference",
    "LearningCurve",
    "MlappWeights",
    "murphy_space",
    "parse_examples",
    "split_examples",
    "tenenbaum_space",
]

#: The numbers of the game are 1..N_NUMBERS.
N_NUMBERS = 100

#: The two sampling assumptions of MLaPP §3.2.1.
SAMPLINGS = ("strong", "weak")

#: Two posteriors (or two ratios) that differ by less than this fraction are equal: a tie.
#: Exact ties are common here (``even`` and ``mult of 10`` after {60}: 0.5/50 = 0.1/10) and
#: floating point leaves them a few units of 1e-16 apart.
TIE_RTOL = 1e-12
# The same tolerance on a log scale: |log a - log b| <= _TIE_LOG  <=>  a, b equal within TIE_RTOL.
_TIE_LOG = -math.log1p(-TIE_RTOL)

#: Kinds of hypothesis and the parameters each takes (see :class:`Description`). ``"other"``
#: is a hypothesis of a space built by hand, known only by its identifier.
KINDS: dict[str, tuple[str, ...]] = {
    "even": (),
    "odd": (),
    "squares": (),
    "cubes": (),
    "primes": (),
    "all": (),
    "multiples": ("k",),
    "powers": ("base",),
    "ends_in": ("digit",),
    "interval": ("low", "high"),
    "powers_plus": ("base", "number"),
    "powers_minus": ("base", "number"),
    "other": (),
}

#: Verdicts of a :class:`Comparison` of ``winner`` against ``rival`` (ratios winner : rival).
VERDICTS = (
    "tie",  # same prior and same likelihood: nothing tells them apart
    "cancel",  # the prior ratio and the likelihood ratio are not 1 but cancel exactly
    "prior",  # same likelihood: the prior alone decides
    "likelihood",  # same prior: the likelihood alone decides
    "both",  # higher prior and higher likelihood
    "likelihood_against_prior",  # the likelihood outweighs a lower prior (the size principle)
    "prior_against_likelihood",  # the prior outweighs a lower likelihood
    "loses",  # the "winner" is less probable than the rival
)

_NUMBERS = np.arange(1, N_NUMBERS + 1)
_SEPARATORS = re.compile(r"[,\s]+")
_WHOLE_NUMBER = re.compile(r"\+?[0-9]+")


# --------------------------------------------------------------------------------------
# Examples: validation and parsing
# --------------------------------------------------------------------------------------


def _as_number(value: object) -> int | None:
    """``value`` as an int in 1..100, or ``None`` if it is not one."""
    if isinstance(value, (bool, np.bool_)):
        return None
    try:
        number = operator.index(value)
    except TypeError:
        return None
    return number if 1 <= number <= N_NUMBERS else None


def _validate_data(data: Iterable[object]) -> tuple[int, ...]:
    """The examples as a tuple of ints in 1..100; ``ValueError`` naming any other."""
    if isinstance(data, (str, bytes)):
        raise ValueError(f"`data` must be a sequence of whole numbers from 1 to 100; got the text {data!r}")
    items = np.asarray(data).tolist() if isinstance(data, np.ndarray) else list(data)
    numbers = [_as_number(item) for item in items]
    bad = [item for item, number in zip(items, numbers) if number is None]
    if bad:
        shown = ", ".join(repr(item) for item in bad)
        raise ValueError(f"`data` must hold whole numbers from 1 to {N_NUMBERS}; got {shown}")
    return tuple(numbers)  # type: ignore[arg-type]


def _validate_sampling(sampling: str) -> str:
    return check_choice("sampling", sampling, SAMPLINGS)


def split_examples(text: str) -> tuple[tuple[int, ...], tuple[str, ...]]:
    """Split typed examples into the valid numbers and the bad tokens.

    Tokens are separated by commas and/or white space. A token is valid if it is a
    whole number from 1 to 100 written with digits (an optional leading ``+`` is
    accepted).

    Parameters
    ----------
    text : str
        What the student typed, e.g. ``"16, 8 2,64"``.

    Returns
    -------
    numbers : tuple of int
        The valid examples, in the order typed (repeats kept: a repeated example
        counts again under strong sampling).
    bad : tuple of str
        The tokens that are not whole numbers from 1 to 100, in the order typed.

    Examples
    --------
    >>> split_examples("16, 8 banana, 500, 3.5, -2")
    ((16, 8), ('banana', '500', '3.5', '-2'))
    >>> split_examples("   ")
    ((), ())
    """
    if not isinstance(text, str):
        raise ValueError(f"`text` must be a string; got {type(text).__name__}")
    numbers: list[int] = []
    bad: list[str] = []
    for token in _SEPARATORS.split(text.strip()):
        if not token:
            continue
        if _WHOLE_NUMBER.fullmatch(token) and 1 <= int(token) <= N_NUMBERS:
            numbers.append(int(token))
        else:
            bad.append(token)
    return tuple(numbers), tuple(bad)


def parse_examples(text: str) -> tuple[int, ...]:
    """Parse typed examples, rejecting anything that is not a number from 1 to 100.

    Parameters
    ----------
    text : str
        Whole numbers from 1 to 100 separated by commas or spaces. Empty text (or
        only separators) means no examples.

    Returns
    -------
    tuple of int
        The examples in the order typed.

    Raises
    ------
    ValueError
        Naming every bad token and saying what is allowed.

    Examples
    --------
    >>> parse_examples("16, 8, 2, 64")
    (16, 8, 2, 64)
    >>> parse_examples("")
    ()
    >>> parse_examples("16 banana 500")
    Traceback (most recent call last):
    ...
    ValueError: `examples` must be whole numbers from 1 to 100, separated by commas or spaces; got 'banana', '500'
    """
    numbers, bad = split_examples(text)
    if bad:
        shown = ", ".join(repr(token) for token in bad)
        raise ValueError(
            f"`examples` must be whole numbers from 1 to {N_NUMBERS}, separated by commas or spaces; got {shown}"
        )
    return numbers


# --------------------------------------------------------------------------------------
# Hypothesis space
# --------------------------------------------------------------------------------------


def _read_only(array: np.ndarray) -> np.ndarray:
    array = np.array(array, copy=True)
    array.setflags(write=False)
    return array


def _extension_labels(members: np.ndarray) -> np.ndarray:
    """One label per row of ``members``, equal for rows with identical members.

    Each row's 100 bits are packed into two 64-bit words and the rows sorted by them
    (a few hundred microseconds for Tenenbaum's 5,084 rows; ``np.unique(axis=0)`` takes
    ~8 ms).
    """
    packed = np.zeros((members.shape[0], 16), dtype=np.uint8)
    packed[:, : (N_NUMBERS + 7) // 8] = np.packbits(members, axis=1)
    words = packed.view(np.uint64)
    order = np.lexsort((words[:, 1], words[:, 0]))
    ordered = words[order]
    starts = np.concatenate([[True], np.any(ordered[1:] != ordered[:-1], axis=1)])
    labels = np.empty(members.shape[0], dtype=np.intp)
    labels[order] = np.cumsum(starts) - 1
    return labels


@dataclass(frozen=True)
class Description:
    """What a hypothesis is, independent of any language: a kind and its parameters.

    An app writes a hypothesis's name from this (one template per kind, e.g.
    "mult of {k}" in English, "múltiplos de {k}" in Portuguese); the core's own
    identifiers (:attr:`HypothesisSpace.names`) stay English.

    Parameters
    ----------
    kind : str
        One of :data:`KINDS`.
    params : tuple of (str, int) pairs
        The kind's parameters, in the order :data:`KINDS` lists them, e.g.
        ``(("low", 16), ("high", 23))`` for the interval [16, 23].
    natural : bool, default True
        False for a concept MLaPP calls conceptually unnatural (§3.2.2), such as
        "powers of 2 except 32": the prior is where that judgement enters.

    Examples
    --------
    >>> d = Description.of("interval", low=16, high=23)
    >>> d.kind, d.values
    ('interval', {'low': 16, 'high': 23})
    """

    kind: str
    params: tuple[tuple[str, int], ...] = ()
    natural: bool = True

    def __post_init__(self) -> None:
        check_choice("kind", self.kind, tuple(KINDS))
        params = tuple((str(name), operator.index(value)) for name, value in self.params)
        names = tuple(name for name, _ in params)
        if names != KINDS[self.kind]:
            raise ValueError(f"`params` of kind {self.kind!r} must be {KINDS[self.kind]}; got {names}")
        object.__setattr__(self, "params", params)

    @classmethod
    def of(cls, kind: str, *, natural: bool = True, **params: int) -> "Description":
        """A description from keyword parameters: ``Description.of("multiples", k=3)``."""
        order = KINDS.get(kind, ())
        return cls(kind, tuple((name, params[name]) for name in order if name in params)
                   + tuple((name, value) for name, value in params.items() if name not in order), natural)

    @property
    def values(self) -> dict[str, int]:
        """The parameters as a dict (keyword arguments for a name template)."""
        return dict(self.params)


@dataclass(frozen=True, eq=False)
class HypothesisSpace:
    """A finite set of concepts over 1..100 with a prior.

    Parameters
    ----------
    names : tuple of str
        One unique name per hypothesis, e.g. ``"powers of 2"``.
    members : ndarray of bool, shape (n_hypotheses, 100)
        ``members[i, x - 1]`` is True if the number ``x`` belongs to hypothesis ``i``.
        Every hypothesis must hold at least one number.
    prior : ndarray of shape (n_hypotheses,)
        :math:`p(h)`: non-negative, sums to 1.
    descriptions : tuple of Description, optional
        One per hypothesis: what it is, for naming it in any language. Default: kind
        ``"other"`` for every hypothesis (known only by its identifier).

    Attributes
    ----------
    sizes : ndarray of int, shape (n_hypotheses,)
        :math:`|h|`, the number of members of each hypothesis.
    log_prior : ndarray of shape (n_hypotheses,)
        :math:`\\log p(h)` (``-inf`` where the prior is 0).

    Notes
    -----
    Under **strong sampling** the examples are drawn uniformly, with replacement,
    from the concept's extension (MLaPP eq. 3.2), which gives the size principle:

    .. math::

        p(\\mathcal{D} \\mid h) = \\left(\\frac{1}{|h|}\\right)^N
        \\ \\text{if } \\mathcal{D} \\subseteq h, \\text{ else } 0.

    Under **weak sampling** the examples are merely known to be in the concept:
    :math:`p(\\mathcal{D} \\mid h) = 1` if :math:`\\mathcal{D} \\subseteq h`, else 0.
    The posterior is :math:`p(h \\mid \\mathcal{D}) \\propto p(\\mathcal{D} \\mid h)\\,p(h)`
    (eq. 3.3) and the posterior predictive is the Bayes model average (eq. 3.8)

    .. math::

        p(\\tilde{x} \\in C \\mid \\mathcal{D}) = \\sum_h \\mathbb{I}(\\tilde{x} \\in h)\\,
        p(h \\mid \\mathcal{D}).

    The arrays are stored read-only: a space is a value, safe to share and cache.

    References
    ----------
    Murphy (2012), MLaPP §3.2.1-3.2.4, eqs. 3.2, 3.3, 3.8, 3.9.

    Examples
    --------
    >>> space = murphy_space()
    >>> len(space.names), space.members.shape
    (32, (32, 100))
    >>> p = space.posterior([16, 8, 2, 64])
    >>> space.names[int(np.argmax(p))]
    'powers of 2'
    """

    names: tuple[str, ...]
    members: np.ndarray
    prior: np.ndarray
    descriptions: tuple[Description, ...] | None = field(default=None, repr=False)
    sizes: np.ndarray = field(init=False, repr=False)
    log_prior: np.ndarray = field(init=False, repr=False)
    _log_sizes: np.ndarray = field(init=False, repr=False)
    _members_float: np.ndarray = field(init=False, repr=False)
    _index: dict[str, int] = field(init=False, repr=False)
    _extension: np.ndarray = field(init=False, repr=False)

    def __post_init__(self) -> None:
        names = tuple(self.names)
        if not all(isinstance(name, str) for name in names):
            raise ValueError("`names` must all be strings")
        members = np.asarray(self.members)
        if members.dtype != np.bool_:
            raise ValueError(f"`members` must be a boolean array; got dtype {members.dtype}")
        if members.ndim != 2 or members.shape[1] != N_NUMBERS:
            raise ValueError(f"`members` must have shape (n_hypotheses, {N_NUMBERS}); got {members.shape}")
        n_hypotheses = members.shape[0]
        if n_hypotheses == 0:
            raise ValueError("`members` must hold at least one hypothesis; got 0")
        if len(names) != n_hypotheses:
            raise ValueError(f"`names` must have one name per hypothesis ({n_hypotheses}); got {len(names)}")
        if len(set(names)) != len(names):
            raise ValueError("`names` must be unique")
        sizes = members.sum(axis=1)
        if np.any(sizes == 0):
            empty = [names[i] for i in np.flatnonzero(sizes == 0)]
            raise ValueError(f"every hypothesis must hold at least one number; empty: {', '.join(empty)}")
        prior = np.asarray(self.prior, dtype=float)
        if prior.shape != (n_hypotheses,):
            raise ValueError(f"`prior` must have shape ({n_hypotheses},); got {prior.shape}")
        if not np.all(np.isfinite(prior)) or np.any(prior < 0):
            raise ValueError("`prior` must be finite and >= 0")
        total = float(prior.sum())
        if not math.isclose(total, 1.0, rel_tol=0.0, abs_tol=1e-9):
            raise ValueError(f"`prior` must sum to 1; got {total!r}")
        if self.descriptions is None:
            descriptions = (Description("other"),) * n_hypotheses
        else:
            descriptions = tuple(self.descriptions)
            if len(descriptions) != n_hypotheses or not all(isinstance(d, Description) for d in descriptions):
                raise ValueError(
                    f"`descriptions` must be one Description per hypothesis ({n_hypotheses}); got {len(descriptions)} items"
                )
        with np.errstate(divide="ignore"):
            log_prior = np.log(prior)
        extension = _extension_labels(members)
        set_ = object.__setattr__
        set_(self, "descriptions", descriptions)
        set_(self, "_extension", _read_only(extension.reshape(-1)))
        set_(self, "names", names)
        set_(self, "members", _read_only(members))
        set_(self, "prior", _read_only(prior))
        set_(self, "sizes", _read_only(sizes))
        set_(self, "log_prior", _read_only(log_prior))
        set_(self, "_log_sizes", _read_only(np.log(sizes)))
        set_(self, "_members_float", _read_only(members.astype(float)))
        set_(self, "_index", {name: i for i, name in enumerate(names)})

    @property
    def n_hypotheses(self) -> int:
        """Number of hypotheses."""
        return len(self.names)

    def index(self, name: str) -> int:
        """Row of the hypothesis called ``name``.

        Raises
        ------
        ValueError
            If no hypothesis has that name.

        Examples
        --------
        >>> murphy_space().index("powers of 4")
        22
        """
        try:
            return self._index[name]
        except (KeyError, TypeError):
            raise ValueError(f"`name` must be a hypothesis of this space; got {name!r}") from None

    def _check_row(self, name: str, row: object) -> int:
        if isinstance(row, (bool, np.bool_)) or not isinstance(row, (int, np.integer)) or not 0 <= row < self.n_hypotheses:
            raise ValueError(f"`{name}` must be a row from 0 to {self.n_hypotheses - 1}; got {row!r}")
        return int(row)

    def same_members(self, index: int) -> np.ndarray:
        """Rows of every hypothesis with exactly the members of hypothesis ``index``.

        Two such hypotheses (Tenenbaum's ``mult of 10`` and ``ends in 0``) have the same
        likelihood for any data, so their posteriors keep their prior ratio for ever:
        with equal priors neither can pass half of their joint posterior.

        Parameters
        ----------
        index : int
            A row (see :meth:`index`).

        Returns
        -------
        ndarray of int
            Rows in the space's order, ``index`` included (length 1: no twin).

        Examples
        --------
        >>> space = tenenbaum_space()
        >>> [space.names[i] for i in space.same_members(space.index("ends in 0"))]
        ['mult of 10', 'ends in 0']
        >>> murphy_space().same_members(0)
        array([0])
        """
        index = self._check_row("index", index)
        return np.flatnonzero(self._extension == self._extension[index])

    def prior_mass(self, kind: str) -> float:
        """Total prior of the hypotheses of one kind (see :class:`Description`).

        Examples
        --------
        >>> round(tenenbaum_space(rule_weight=0.6).prior_mass("interval"), 12)
        0.4
        """
        kind = check_choice("kind", kind, tuple(KINDS))
        return float(sum(p for p, d in zip(self.prior.tolist(), self.descriptions) if d.kind == kind))

    # ----------------------------------------------------------------------------------
    # Queries (MLaPP eqs. 3.2, 3.3, 3.8, 3.9)
    # ----------------------------------------------------------------------------------

    def _consistent(self, data: tuple[int, ...]) -> np.ndarray:
        """Boolean (n_hypotheses,): does h contain every example?"""
        if not data:
            return np.ones(self.n_hypotheses, dtype=bool)
        columns = np.unique(np.asarray(data)) - 1
        return self.members[:, columns].all(axis=1)

    def log_likelihood(self, data: Iterable[int], sampling: str = "strong") -> np.ndarray:
        """:math:`\\log p(\\mathcal{D} \\mid h)` for every hypothesis.

        Parameters
        ----------
        data : sequence of int
            The examples, whole numbers from 1 to 100. Repeats count again.
        sampling : {"strong", "weak"}
            Strong sampling: :math:`-N \\log |h|` if every example is in ``h``;
            weak sampling: 0 if every example is in ``h``. Otherwise ``-inf``.

        Returns
        -------
        ndarray of shape (n_hypotheses,)

        Raises
        ------
        ValueError
            For examples outside 1..100 or not integers (all named), or an unknown
            ``sampling``.

        Examples
        --------
        >>> space = murphy_space()
        >>> round(float(np.exp(space.log_likelihood([16])[space.index("powers of 2")])), 6)  # 1/6
        0.166667
        """
        return self._log_likelihood(_validate_data(data), _validate_sampling(sampling))

    def _log_likelihood(self, data: tuple[int, ...], sampling: str) -> np.ndarray:
        consistent = self._consistent(data)
        per_hypothesis = -len(data) * self._log_sizes if sampling == "strong" else np.zeros(self.n_hypotheses)
        return np.where(consistent, per_hypothesis, -np.inf)

    def _log_posterior(self, log_likelihood: np.ndarray) -> np.ndarray:
        log_joint = self.log_prior + log_likelihood
        log_evidence = logsumexp(log_joint)
        if not np.isfinite(log_evidence):
            raise ValueError("no hypothesis with prior > 0 contains every example; add a hypothesis or change the prior")
        return log_joint - log_evidence

    def posterior(self, data: Iterable[int], sampling: str = "strong") -> np.ndarray:
        """:math:`p(h \\mid \\mathcal{D})` for every hypothesis (MLaPP eq. 3.3).

        Parameters
        ----------
        data : sequence of int
            The examples (empty: the posterior is the prior).
        sampling : {"strong", "weak"}

        Returns
        -------
        ndarray of shape (n_hypotheses,)
            Sums to 1; exactly 0 for hypotheses that miss an example.

        Raises
        ------
        ValueError
            For bad examples or ``sampling``, or if no hypothesis with positive
            prior contains every example.

        Examples
        --------
        >>> space = murphy_space()
        >>> p = space.posterior([16])
        >>> float(p.sum()), float(p[space.index("odd")])
        (1.0, 0.0)
        """
        return self.infer(data, sampling).posterior

    def predictive(self, data: Iterable[int], sampling: str = "strong") -> np.ndarray:
        """Posterior predictive :math:`p(\\tilde{x} \\in C \\mid \\mathcal{D})` for x = 1..100.

        Bayes model averaging (MLaPP eq. 3.8): each hypothesis votes for its members
        with its posterior weight. The result is one probability per number, not a
        distribution over numbers: it does not sum to 1.

        Parameters
        ----------
        data : sequence of int
        sampling : {"strong", "weak"}

        Returns
        -------
        ndarray of shape (100,)
            Entry ``x - 1`` is the probability that ``x`` is in the concept; 1 for
            every example. With no data: the prior predictive.

        Examples
        --------
        >>> space = murphy_space()
        >>> q = space.predictive([16, 8, 2, 64])
        >>> round(float(q[31]), 2), round(float(q[36]), 3)  # 32 and 37
        (0.98, 0.005)
        """
        return self.infer(data, sampling).predictive

    def map_predictive(self, data: Iterable[int], sampling: str = "strong") -> np.ndarray:
        """Plug-in predictive of the MAP hypothesis (MLaPP eq. 3.9).

        Parameters
        ----------
        data : sequence of int
        sampling : {"strong", "weak"}

        Returns
        -------
        ndarray of shape (100,)
            1.0 on the members of :math:`\\hat{h}_{MAP}`, 0.0 elsewhere. Ties for
            the MAP go to the hypothesis listed first.

        Examples
        --------
        >>> space = murphy_space()
        >>> np.flatnonzero(space.map_predictive([16, 8, 2, 64])) + 1
        array([ 2,  4,  8, 16, 32, 64])
        """
        return self.infer(data, sampling).map_predictive

    def map_hypotheses(self, data: Iterable[int], sampling: str = "strong") -> np.ndarray:
        """Every hypothesis that attains the maximum posterior (ties within ``TIE_RTOL``).

        Parameters
        ----------
        data : sequence of int
        sampling : {"strong", "weak"}

        Returns
        -------
        ndarray of int
            Rows in the space's order; more than one when hypotheses tie for the MAP.

        Examples
        --------
        >>> space = murphy_space()
        >>> [space.names[i] for i in space.map_hypotheses([60])]  # 0.5 / 50 = 0.1 / 10
        ['even', 'mult of 10']
        """
        return self.infer(data, sampling).map_hypotheses

    def _plug_in_row(self, tied: np.ndarray) -> int:
        """The plug-in's hypothesis among tied MAP rows: the smallest, then the first listed."""
        return int(tied[np.argmin(self.sizes[tied])])

    def infer(self, data: Iterable[int], sampling: str = "strong") -> Inference:
        """Prior, likelihood, posterior and predictives for one set of examples.

        Parameters
        ----------
        data : sequence of int
        sampling : {"strong", "weak"}

        Returns
        -------
        Inference

        Examples
        --------
        >>> result = murphy_space().infer([16, 8, 2, 64])
        >>> result.space.names[result.map_index], result.space.names[result.mle_index]
        ('powers of 2', 'powers of 2 - {32}')
        """
        data = _validate_data(data)
        sampling = _validate_sampling(sampling)
        log_likelihood = self._log_likelihood(data, sampling)
        log_posterior = self._log_posterior(log_likelihood)
        posterior = np.exp(log_posterior)
        # Eq. 3.8 as one matrix product over the hypotheses with posterior > 0 (after a few
        # examples a small fraction of Tenenbaum's 5,084); clip last-bit rounding above 1.
        support = np.flatnonzero(posterior)
        predictive = np.minimum(posterior[support] @ self._members_float[support], 1.0)
        tied = np.flatnonzero(log_posterior >= log_posterior.max() - _TIE_LOG)
        map_index = self._plug_in_row(tied)
        return Inference(
            space=self,
            data=data,
            sampling=sampling,
            log_likelihood=log_likelihood,
            log_posterior=log_posterior,
            posterior=posterior,
            predictive=predictive,
            map_hypotheses=_read_only(tied),
            map_index=map_index,
            mle_index=int(np.argmax(log_likelihood)),
            map_predictive=self._members_float[map_index].copy(),
        )

    def learning_curve(self, data: Iterable[int], sampling: str = "strong") -> LearningCurve:
        """Posterior and predictives after each prefix of the examples.

        Row ``n`` uses the first ``n`` examples, ``n = 0..N``; all rows are computed
        together with array operations (no loop over hypotheses or prefixes).

        Parameters
        ----------
        data : sequence of int
        sampling : {"strong", "weak"}

        Returns
        -------
        LearningCurve

        Examples
        --------
        >>> curve = murphy_space().learning_curve([16, 8, 2, 64])
        >>> curve.posterior.shape, curve.predictive.shape
        ((5, 32), (5, 100))
        """
        data = _validate_data(data)
        sampling = _validate_sampling(sampling)
        n_examples = len(data)
        counts = np.arange(n_examples + 1)
        consistent = np.ones((n_examples + 1, self.n_hypotheses), dtype=bool)
        if n_examples:
            # consistent[n, h]: h holds the first n examples (running AND over columns).
            hits = self.members[:, np.asarray(data) - 1].T
            consistent[1:] = np.logical_and.accumulate(hits, axis=0)
        if sampling == "strong":
            per_hypothesis = -counts[:, None] * self._log_sizes[None, :]
        else:
            per_hypothesis = np.zeros((n_examples + 1, self.n_hypotheses))
        log_likelihood = np.where(consistent, per_hypothesis, -np.inf)
        log_joint = self.log_prior[None, :] + log_likelihood
        log_evidence = logsumexp(log_joint, axis=1, keepdims=True)
        if not np.all(np.isfinite(log_evidence)):
            raise ValueError("no hypothesis with prior > 0 contains every example; add a hypothesis or change the prior")
        posterior = np.exp(log_joint - log_evidence)
        predictive = np.minimum(posterior @ self._members_float, 1.0)
        is_map = log_joint >= log_joint.max(axis=1, keepdims=True) - _TIE_LOG
        # The plug-in rule of infer(), row by row: the smallest tied hypothesis, then the first.
        map_indices = np.argmin(np.where(is_map, self.sizes[None, :], N_NUMBERS + 1), axis=1)
        map_predictive = self._members_float[map_indices]
        return LearningCurve(
            data=data,
            sampling=sampling,
            posterior=posterior,
            predictive=predictive,
            is_map=is_map,
            map_indices=map_indices,
            map_predictive=map_predictive,
        )


# --------------------------------------------------------------------------------------
# Results
# --------------------------------------------------------------------------------------


@dataclass(frozen=True, eq=False)
class Inference:
    """Everything the number game computes for one set of examples.

    Attributes
    ----------
    space : HypothesisSpace
    data : tuple of int
        The examples used.
    sampling : {"strong", "weak"}
    log_likelihood : ndarray of shape (n_hypotheses,)
        :math:`\\log p(\\mathcal{D} \\mid h)`; ``-inf`` if h misses an example.
    log_posterior : ndarray of shape (n_hypotheses,)
        :math:`\\log p(h \\mid \\mathcal{D})`.
    posterior : ndarray of shape (n_hypotheses,)
        :math:`p(h \\mid \\mathcal{D})`, sums to 1.
    predictive : ndarray of shape (100,)
        :math:`p(\\tilde{x} \\in C \\mid \\mathcal{D})` by Bayes model averaging.
    map_hypotheses : ndarray of int
        Every row that attains the maximum posterior (ties within ``TIE_RTOL``), in the
        space's order. More than one is common: ``even`` and ``mult of 10`` after {60},
        ``mult of 10`` and ``ends in 0`` (the same set) in Tenenbaum's space.
    map_index : int
        Row of :math:`\\hat{h}_{MAP}` used by the plug-in: of ``map_hypotheses`` the one
        with the fewest members, and of those the first listed. (Under strong sampling
        it is the one that any further example they all contain would favour.)
    mle_index : int
        Row of :math:`\\hat{h}_{MLE} = \\arg\\max_h p(\\mathcal{D} \\mid h)` (first one on
        ties; under weak sampling every consistent hypothesis ties).
    map_predictive : ndarray of shape (100,)
        1.0 on the members of the MAP hypothesis, else 0.0 (eq. 3.9).
    """

    space: HypothesisSpace
    data: tuple[int, ...]
    sampling: str
    log_likelihood: np.ndarray
    log_posterior: np.ndarray
    posterior: np.ndarray
    predictive: np.ndarray
    map_hypotheses: np.ndarray
    map_index: int
    mle_index: int
    map_predictive: np.ndarray

    @property
    def likelihood(self) -> np.ndarray:
        """:math:`p(\\mathcal{D} \\mid h)`, shape (n_hypotheses,) (may underflow to 0 for large N)."""
        return np.exp(self.log_likelihood)

    @property
    def consistent(self) -> np.ndarray:
        """Boolean (n_hypotheses,): the hypotheses holding every example."""
        return np.isfinite(self.log_likelihood)

    def top(self, k: int) -> np.ndarray:
        """Rows of the ``k`` most probable hypotheses, most probable first.

        Ties in the posterior (e.g. all zeros) are broken by the prior, then by the
        order of the space, so the choice is reproducible.

        Parameters
        ----------
        k : int
            ``1 <= k``; at most ``n_hypotheses`` rows are returned.

        Returns
        -------
        ndarray of int, shape (min(k, n_hypotheses),)

        Examples
        --------
        >>> result = murphy_space().infer([16])
        >>> [result.space.names[i] for i in result.top(2)]
        ['powers of 4', 'powers of 2']
        """
        k = min(check_number("k", k, low=1, integer=True), self.space.n_hypotheses)
        # lexsort: last key is primary. Negate for descending; index ascending breaks ties.
        order = np.lexsort((np.arange(self.space.n_hypotheses), -self.space.prior, -self.posterior))
        return order[:k]

    def predictive_at(self, x: int) -> float:
        """:math:`p(x \\in C \\mid \\mathcal{D})` for one number ``x`` in 1..100.

        Examples
        --------
        >>> result = murphy_space().infer([16, 8, 2, 64])
        >>> round(result.predictive_at(32), 2), round(result.predictive_at(37), 3)
        (0.98, 0.005)
        """
        x = check_number("x", x, low=1, high=N_NUMBERS, integer=True)
        return float(self.predictive[x - 1])

    @property
    def map_posterior(self) -> float:
        """:math:`p(\\hat{h}_{MAP} \\mid \\mathcal{D})`: each tied MAP hypothesis has this posterior."""
        return float(self.posterior[self.map_index])

    def compare(self, winner: int, rival: int) -> "Comparison":
        """Why ``winner`` is more (or less) probable than ``rival``: ratios and a verdict.

        Parameters
        ----------
        winner, rival : int
            Rows of the two hypotheses (see :meth:`HypothesisSpace.index`).

        Returns
        -------
        Comparison

        Examples
        --------
        >>> result = murphy_space().infer([60])
        >>> even, ten = result.space.index("even"), result.space.index("mult of 10")
        >>> result.compare(ten, even).verdict  # 0.1 / 0.5 x (50 / 10) = 1
        'cancel'
        """
        winner = self.space._check_row("winner", winner)
        rival = self.space._check_row("rival", rival)
        log_prior, log_likelihood, log_posterior = self.log_odds(winner, rival)
        sizes = self.space.sizes
        descriptions = self.space.descriptions
        return Comparison(
            winner=winner,
            rival=rival,
            log_prior_ratio=log_prior,
            log_likelihood_ratio=log_likelihood,
            log_posterior_ratio=log_posterior,
            verdict=_verdict(log_prior, log_likelihood, log_posterior),
            size_ratio=bool(
                self.sampling == "strong" and self.data and self.consistent[winner] and self.consistent[rival]
                and sizes[winner] != sizes[rival]
            ),
            n_examples=len(self.data),
            winner_size=int(sizes[winner]),
            rival_size=int(sizes[rival]),
            unnatural_rival=descriptions[winner].natural and not descriptions[rival].natural,
        )

    def comparisons(self) -> tuple["Comparison", ...]:
        """The MAP hypothesis against its strongest rivals, most telling first.

        The winner is the plug-in's hypothesis (:attr:`map_index`). Its rivals, each
        at most once, among the hypotheses that contain every example:

        1. another hypothesis tied for the MAP (the first listed), if any: why they tie;
        2. of the others, the one with the largest prior (first listed on ties): the
           better guess before the data, which lost on the likelihood or tied on it;
        3. of the rest, the best fit (largest likelihood, then largest prior, then first
           listed), if it fits better than the winner: it lost on the prior.

        Returns
        -------
        tuple of Comparison
            Empty when no other hypothesis contains every example.

        Examples
        --------
        >>> result = murphy_space().infer([16, 8, 2, 64])
        >>> [(result.space.names[c.rival], c.verdict) for c in result.comparisons()]
        [('even', 'likelihood_against_prior'), ('powers of 2 - {32}', 'prior_against_likelihood')]
        """
        winner = self.map_index
        candidates = self.consistent.copy()
        candidates[winner] = False
        rivals: list[int] = []
        tied = [int(i) for i in self.map_hypotheses if i != winner]
        if tied:
            rivals.append(tied[0])
        candidates[self.map_hypotheses] = False
        if candidates.any():
            favourite = int(np.argmax(np.where(candidates, self.space.prior, -1.0)))
            rivals.append(favourite)
            candidates[favourite] = False
        if candidates.any():
            # Best fit: largest likelihood, then largest prior, then first listed.
            rows = np.flatnonzero(candidates)
            best = int(rows[np.lexsort((rows, -self.space.prior[rows], -self.log_likelihood[rows]))[0]])
            if self.log_likelihood[best] > self.log_likelihood[winner] + _TIE_LOG:
                rivals.append(best)
        return tuple(self.compare(winner, rival) for rival in rivals)

    def log_odds(self, first: int, second: int) -> tuple[float, float, float]:
        """Log prior, likelihood and posterior ratios of two hypotheses.

        .. math::

            \\log \\frac{p(h_1 \\mid \\mathcal{D})}{p(h_2 \\mid \\mathcal{D})}
            = \\log \\frac{p(h_1)}{p(h_2)} + \\log \\frac{p(\\mathcal{D} \\mid h_1)}{p(\\mathcal{D} \\mid h_2)}

        Parameters
        ----------
        first, second : int
            Rows of the two hypotheses (see :meth:`HypothesisSpace.index`).

        Returns
        -------
        log_prior_ratio, log_likelihood_ratio, log_posterior_ratio : float
            Natural logarithms; ``nan`` where both terms are ``-inf``.

        Examples
        --------
        >>> result = murphy_space().infer([16, 8, 2, 64])
        >>> two, even = result.space.index("powers of 2"), result.space.index("even")
        >>> round(float(np.exp(result.log_odds(two, even)[1])), 1)  # (50/6)**4
        4822.5
        """
        first = self.space._check_row("first", first)
        second = self.space._check_row("second", second)
        with np.errstate(invalid="ignore"):
            log_prior = float(self.space.log_prior[first] - self.space.log_prior[second])
            log_likelihood = float(self.log_likelihood[first] - self.log_likelihood[second])
            log_posterior = float(self.log_posterior[first] - self.log_posterior[second])
        return log_prior, log_likelihood, log_posterior

    @property
    def predictive_gap(self) -> float:
        """Mean over x = 1..100 of :math:`|p_{BMA}(x) - p_{MAP}(x)|`: 0 when they agree."""
        return float(np.abs(self.predictive - self.map_predictive).mean())


def _sign(log_ratio: float) -> int:
    """-1, 0 or +1: a log ratio within ``TIE_RTOL`` of 0 is an exact 1."""
    if abs(log_ratio) <= _TIE_LOG:
        return 0
    return 1 if log_ratio > 0 else -1


def _verdict(log_prior: float, log_likelihood: float, log_posterior: float) -> str:
    """One of :data:`VERDICTS` from the three log ratios (winner : rival)."""
    prior, likelihood, posterior = _sign(log_prior), _sign(log_likelihood), _sign(log_posterior)
    if posterior < 0:
        return "loses"
    if posterior == 0:
        return "tie" if prior == likelihood == 0 else "cancel"
    if prior == 0:
        return "likelihood"
    if likelihood == 0:
        return "prior"
    if prior > 0 and likelihood > 0:
        return "both"
    return "likelihood_against_prior" if likelihood > 0 else "prior_against_likelihood"


@dataclass(frozen=True)
class Comparison:
    """Why one hypothesis beats another: prior, likelihood and posterior ratios, and a verdict.

    The posterior ratio is the prior ratio times the likelihood ratio (MLaPP eq. 3.3):

    .. math::

        \\frac{p(h_w \\mid \\mathcal{D})}{p(h_r \\mid \\mathcal{D})}
        = \\frac{p(h_w)}{p(h_r)} \\cdot \\frac{p(\\mathcal{D} \\mid h_w)}{p(\\mathcal{D} \\mid h_r)}

    Attributes
    ----------
    winner, rival : int
        Rows of the two hypotheses.
    log_prior_ratio, log_likelihood_ratio, log_posterior_ratio : float
        Natural logarithms of the ratios winner : rival (``±inf`` where one is 0).
    verdict : str
        One of :data:`VERDICTS`; a ratio within ``TIE_RTOL`` of 1 counts as exactly 1
        (so ``even`` against ``mult of 10`` after {60}, 5 x 0.2, is ``"cancel"``).
    size_ratio : bool
        True when the likelihood ratio is :math:`(|h_r| / |h_w|)^N` with sizes that
        differ: strong sampling, at least one example, both hypotheses contain every
        example (MLaPP eq. 3.2).
    n_examples, winner_size, rival_size : int
        :math:`N`, :math:`|h_w|`, :math:`|h_r|`.
    unnatural_rival : bool
        The rival is a conceptually unnatural concept and the winner is not: the prior
        ratio is MLaPP's penalty on unnatural concepts (§3.2.2).

    Examples
    --------
    >>> result = murphy_space().infer([16, 8, 2, 64])
    >>> c = result.compare(result.space.index("powers of 2"), result.space.index("even"))
    >>> c.verdict, round(c.prior_ratio, 6), round(c.likelihood_ratio, 1)  # 0.1/0.5, (50/6)**4
    ('likelihood_against_prior', 0.2, 4822.5)
    """

    winner: int
    rival: int
    log_prior_ratio: float
    log_likelihood_ratio: float
    log_posterior_ratio: float
    verdict: str
    size_ratio: bool
    n_examples: int
    winner_size: int
    rival_size: int
    unnatural_rival: bool

    @property
    def prior_ratio(self) -> float:
        """:math:`p(h_w) / p(h_r)`."""
        return math.exp(self.log_prior_ratio)

    @property
    def likelihood_ratio(self) -> float:
        """:math:`p(\\mathcal{D} \\mid h_w) / p(\\mathcal{D} \\mid h_r)`."""
        return math.exp(self.log_likelihood_ratio)

    @property
    def posterior_ratio(self) -> float:
        """:math:`p(h_w \\mid \\mathcal{D}) / p(h_r \\mid \\mathcal{D})`; exactly 1.0 for a tie."""
        return 1.0 if self.verdict in ("tie", "cancel") else math.exp(self.log_posterior_ratio)


@dataclass(frozen=True, eq=False)
class LearningCurve:
    """The number game after each prefix of the examples (rows n = 0..N).

    Attributes
    ----------
    data : tuple of int
    sampling : {"strong", "weak"}
    posterior : ndarray of shape (N + 1, n_hypotheses)
        Row n: :math:`p(h \\mid x_1, \\dots, x_n)`.
    predictive : ndarray of shape (N + 1, 100)
        Row n: Bayes-model-average predictive after n examples.
    is_map : ndarray of bool, shape (N + 1, n_hypotheses)
        Row n: the hypotheses tied for the maximum posterior after n examples
        (within ``TIE_RTOL``).
    map_indices : ndarray of int, shape (N + 1,)
        The plug-in's MAP hypothesis after n examples, by the rule of
        :attr:`Inference.map_index` (the smallest tied one, then the first listed).
    map_predictive : ndarray of shape (N + 1, 100)
        Row n: plug-in predictive of that MAP hypothesis.
    """

    data: tuple[int, ...]
    sampling: str
    posterior: np.ndarray
    predictive: np.ndarray
    is_map: np.ndarray
    map_indices: np.ndarray
    map_predictive: np.ndarray

    def map_hypotheses(self, n: int) -> np.ndarray:
        """Rows tied for the MAP after the first ``n`` examples, in the space's order.

        Examples
        --------
        >>> curve = murphy_space().learning_curve([60, 80])
        >>> curve.map_hypotheses(1).tolist(), curve.map_hypotheses(2).tolist()  # even, mult of 10; mult of 10
        ([0, 10], [10])
        """
        n = check_number("n", n, low=0, high=len(self.data), integer=True)
        return np.flatnonzero(self.is_map[n])

    @property
    def map_posterior(self) -> np.ndarray:
        """:math:`p(\\hat{h}_{MAP} \\mid x_{1..n})` for n = 0..N, shape (N + 1,)."""
        return self.posterior[np.arange(len(self.map_indices)), self.map_indices]

    @property
    def predictive_gap(self) -> np.ndarray:
        """Mean over x of :math:`|p_{BMA}(x) - p_{MAP}(x)|` for n = 0..N, shape (N + 1,)."""
        return np.abs(self.predictive - self.map_predictive).mean(axis=1)


# --------------------------------------------------------------------------------------
# The two spaces
# --------------------------------------------------------------------------------------


def _set(numbers: Iterable[int]) -> np.ndarray:
    row = np.zeros(N_NUMBERS, dtype=bool)
    row[np.fromiter(numbers, dtype=int) - 1] = True
    return row


def _powers(base: int) -> np.ndarray:
    """base**1, base**2, ... up to 100 (1 = base**0 is not included)."""
    powers = []
    value = base
    while value <= N_NUMBERS:
        powers.append(value)
        value *= base
    return _set(powers)


def _multiples(k: int) -> np.ndarray:
    return _NUMBERS % k == 0


def _ends_in(digit: int) -> np.ndarray:
    return _NUMBERS % 10 == digit


def _squares() -> np.ndarray:
    return _set(k * k for k in range(1, 11))


def _cubes() -> np.ndarray:
    return _set(k**3 for k in range(1, 5))


def _primes() -> np.ndarray:
    is_prime = np.ones(N_NUMBERS + 1, dtype=bool)
    is_prime[:2] = False
    for p in range(2, 11):
        if is_prime[p]:
            is_prime[p * p :: p] = False
    return is_prime[1:]


@dataclass(frozen=True)
class MlappWeights:
    """Unnormalised prior weights of MLaPP's 32 concepts (MLaPP §3.2.2, Fig. 3.2).

    The prior of :func:`murphy_space` is these weights divided by their sum; an app
    quotes them from here rather than writing the numbers into its sentences.

    Examples
    --------
    >>> MLAPP_WEIGHTS.even_odd, MLAPP_WEIGHTS.natural, MLAPP_WEIGHTS.unnatural
    (0.5, 0.1, 0.001)
    >>> space = murphy_space()
    >>> round(float(space.prior[space.index("even")] / space.prior[space.index("squares")]), 12)
    5.0
    """

    #: Weight of ``even`` and of ``odd``.
    even_odd: float = 0.5
    #: Weight of each of the other 28 natural concepts.
    natural: float = 0.1
    #: Weight of each of the two conceptually unnatural concepts (the book's value; the
    #: ``unnatural_weight`` of :func:`murphy_space` overrides it).
    unnatural: float = 0.001


#: The book's weights: even and odd 0.5, each other natural concept 0.1, each unnatural 0.001.
MLAPP_WEIGHTS = MlappWeights()


def murphy_space(unnatural_weight: float = MLAPP_WEIGHTS.unnatural) -> HypothesisSpace:
    """The 32 concepts of MLaPP Figs 3.2-3.4 with their prior.

    Order and names: ``even``, ``odd``, ``squares``, ``mult of 3`` … ``mult of 10``,
    ``ends in 1`` … ``ends in 9``, ``powers of 2`` … ``powers of 10``, ``all``,
    ``powers of 2 + {37}``, ``powers of 2 - {32}``.

    Parameters
    ----------
    unnatural_weight : float, default 0.001
        Unnormalised prior weight of each of the two "unnatural" concepts
        (``>= 0``); MLaPP uses 0.001 (``MLAPP_WEIGHTS.unnatural``). The other weights
        are fixed (:data:`MLAPP_WEIGHTS`): 0.5 for even and odd, 0.1 for each of the 28
        other natural concepts. Lowering it is the penalty on conceptually unnatural
        hypotheses (MLaPP §3.2.2).

    Returns
    -------
    HypothesisSpace

    Notes
    -----
    Squares include 1 (:math:`1 = 1^2`); "powers of k" are
    :math:`k^1, k^2, \\dots \\le 100` (so 1 is not a power of anything here, and
    powers of 2 = {2, 4, 8, 16, 32, 64}). The prior is the weights divided by
    their sum (3.802 with the defaults).

    References
    ----------
    Murphy (2012), MLaPP §3.2.2-3.2.3, Fig. 3.2.

    Examples
    --------
    >>> space = murphy_space()
    >>> space.names[:4], space.names[-3:]
    (('even', 'odd', 'squares', 'mult of 3'), ('all', 'powers of 2 + {37}', 'powers of 2 - {32}'))
    >>> round(float(space.prior[0]), 4)  # 0.5 / 3.802
    0.1315
    """
    unnatural_weight = check_number("unnatural_weight", unnatural_weight, low=0)
    names: list[str] = []
    rows: list[np.ndarray] = []
    weights: list[float] = []
    descriptions: list[Description] = []

    def add(name: str, row: np.ndarray, weight: float, description: Description) -> None:
        names.append(name)
        rows.append(row)
        weights.append(weight)
        descriptions.append(description)

    even_odd, natural = MLAPP_WEIGHTS.even_odd, MLAPP_WEIGHTS.natural
    add("even", _multiples(2), even_odd, Description("even"))
    add("odd", ~_multiples(2), even_odd, Description("odd"))
    add("squares", _squares(), natural, Description("squares"))
    for k in range(3, 11):
        add(f"mult of {k}", _multiples(k), natural, Description.of("multiples", k=k))
    for digit in range(1, 10):
        add(f"ends in {digit}", _ends_in(digit), natural, Description.of("ends_in", digit=digit))
    for base in range(2, 11):
        add(f"powers of {base}", _powers(base), natural, Description.of("powers", base=base))
    add("all", np.ones(N_NUMBERS, dtype=bool), natural, Description("all"))
    add("powers of 2 + {37}", _powers(2) | _set([37]), unnatural_weight,
        Description.of("powers_plus", base=2, number=37, natural=False))
    add("powers of 2 - {32}", _powers(2) & ~_set([32]), unnatural_weight,
        Description.of("powers_minus", base=2, number=32, natural=False))
    weight = np.asarray(weights)
    return HypothesisSpace(names=tuple(names), members=np.vstack(rows), prior=weight / weight.sum(),
                           descriptions=tuple(descriptions))


#: Number of arithmetical rules in :func:`tenenbaum_space`.
N_RULES = 34


def tenenbaum_space(rule_weight: float = 2 / 3, sigma: float = 10.0) -> HypothesisSpace:
    """Tenenbaum's space: 34 arithmetical rules plus every interval [m, n] of 1..100.

    Parameters
    ----------
    rule_weight : float, default 2/3
        Prior mass of the rules, in (0, 1); each rule gets ``rule_weight / 34``.
        The intervals share ``1 - rule_weight``.
    sigma : float, default 10.0
        Scale (> 0) of the Erlang size prior on intervals: an interval with
        :math:`|h|` numbers gets weight :math:`|h| \\exp(-|h| / \\sigma)`, largest at
        :math:`|h| = \\sigma`.

    Returns
    -------
    HypothesisSpace
        5,084 hypotheses: the rules ``even``, ``odd``, ``squares``, ``cubes``,
        ``primes``, ``mult of 3`` … ``mult of 12``, ``powers of 2`` …
        ``powers of 10``, ``ends in 0`` … ``ends in 9``, then the 5,050 intervals
        ``[m,n]``, 1 <= m <= n <= 100, ordered by m then n.

    Raises
    ------
    ValueError
        If ``rule_weight`` is not in (0, 1) (at 0 or 1 some data sets would have no
        hypothesis with positive prior) or ``sigma`` is not > 0.

    Notes
    -----
    .. math::

        p(h) = \\begin{cases}
        \\pi / 34 & h \\text{ a rule} \\\\
        (1 - \\pi)\\, \\dfrac{|h| e^{-|h|/\\sigma}}{\\sum_{h' \\text{ interval}} |h'| e^{-|h'|/\\sigma}}
        & h \\text{ an interval}
        \\end{cases}

    with :math:`\\pi` = ``rule_weight``. Squares and cubes include 1; powers of k
    do not; primes are 2..97.

    References
    ----------
    Murphy (2012), MLaPP §3.2.5; Tenenbaum (1999).

    Examples
    --------
    >>> space = tenenbaum_space()
    >>> space.n_hypotheses, space.names[33], space.names[34], space.names[-1]
    (5084, 'ends in 9', '[1,1]', '[100,100]')
    >>> round(float(space.prior[:34].sum()), 6)
    0.666667
    """
    rule_weight = check_number("rule_weight", rule_weight, low=0, high=1, low_open=True, high_open=True)
    sigma = check_number("sigma", sigma, low=0, low_open=True)
    names, members, descriptions, size = _tenenbaum_hypotheses()
    # Erlang weights in log space, normalised with logsumexp (no under/overflow for any sigma).
    log_weight = np.log(size) - size / sigma
    interval_prior = (1.0 - rule_weight) * np.exp(log_weight - logsumexp(log_weight))
    prior = np.concatenate([np.full(N_RULES, rule_weight / N_RULES), interval_prior])
    return HypothesisSpace(names=names, members=members, prior=prior, descriptions=descriptions)


@functools.cache
def _tenenbaum_hypotheses() -> tuple[tuple[str, ...], np.ndarray, tuple[Description, ...], np.ndarray]:
    """Names, members, descriptions and interval sizes of Tenenbaum's space: the part
    that does not depend on the prior, built once (≈ 30 ms) and shared by every prior."""
    rule_names: list[str] = ["even", "odd", "squares", "cubes", "primes"]
    rule_rows: list[np.ndarray] = [_multiples(2), ~_multiples(2), _squares(), _cubes(), _primes()]
    descriptions = [Description(kind) for kind in rule_names]
    for k in range(3, 13):
        rule_names.append(f"mult of {k}")
        rule_rows.append(_multiples(k))
        descriptions.append(Description.of("multiples", k=k))
    for base in range(2, 11):
        rule_names.append(f"powers of {base}")
        rule_rows.append(_powers(base))
        descriptions.append(Description.of("powers", base=base))
    for digit in range(10):
        rule_names.append(f"ends in {digit}")
        rule_rows.append(_ends_in(digit))
        descriptions.append(Description.of("ends_in", digit=digit))

    low, high = np.triu_indices(N_NUMBERS)  # 0-based m <= n, ordered by m then n
    interval_rows = (_NUMBERS[None, :] >= low[:, None] + 1) & (_NUMBERS[None, :] <= high[:, None] + 1)
    bounds = list(zip((low + 1).tolist(), (high + 1).tolist()))
    interval_names = [f"[{m},{n}]" for m, n in bounds]
    descriptions += [Description("interval", (("low", m), ("high", n))) for m, n in bounds]
    size = (high - low + 1).astype(float)
    members = np.vstack([np.vstack(rule_rows), interval_rows])
    members.setflags(write=False)
    size.setflags(write=False)
    return tuple(rule_names + interval_names), members, tuple(descriptions), size
