r"""Bayes' rule for a few classes: diagnostic tests, total probability, the MAP classifier.

Every other model in BayesLab is this rule with more machinery. For classes
:math:`c = 1..K` with prior :math:`p(c)` and an observation :math:`x` whose
probability under each class is :math:`p(x \mid c)` (the likelihood),

.. math::

    p(c \mid x) = \frac{p(x \mid c)\, p(c)}{p(x)}, \qquad
    p(x) = \sum_{c'} p(x \mid c')\, p(c')

(the denominator is the law of total probability). A diagnostic test is the case
of two classes, "has the condition" and "does not", and one binary observation,
the test result; the MAP classifier picks :math:`\arg\max_c p(c \mid x)`.

Posteriors are computed in log space and normalised with
:func:`scipy.special.logsumexp`, so a class with :math:`p(x \mid c) = 0` gets
posterior exactly 0 (never ``nan``), and a prior as small as :math:`10^{-300}`
still counts.

References
----------
.. [1] K. P. Murphy, *Machine Learning: a Probabilistic Perspective*, MIT Press,
   2012, section 2.2.3 (Bayes rule) and its worked example 2.2.3.1 (medical
   diagnosis: a mammogram with sensitivity 0.8, prior 0.004 and false-positive
   rate 0.1 gives a posterior of about 0.031); section 2.2.3.2 (generative
   classifiers).
.. [2] Seed 001, course notes "Bayesian Learning" (in Portuguese): Bayes' theorem,
   the law of total probability, the MAP classifier, estimating
   :math:`P(c_i) = n_i / n` and :math:`P(x \mid c_i) = n_{x \mid i} / n_i` from counts.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass, replace
from fractions import Fraction
from types import MappingProxyType
from typing import Any, Mapping

import numpy as np
from scipy.special import expit, logsumexp

from bayeslab._validate import check_number, check_numbers

__all__ = [
    "EFFECTS",
    "EXAMPLES",
    "GUESS_RESOLUTION",
    "INVERSE_GAP",
    "MAX_CLASSES",
    "MAX_COUNT",
    "MAX_VALUES",
    "PRIOR_SUM_TOLERANCE",
    "TABLE_ERRORS",
    "TIE_TOLERANCE",
    "CountEstimates",
    "DiagnosticTest",
    "GuessScore",
    "MapDecision",
    "NaturalFrequencies",
    "OddsSteps",
    "PriorThresholds",
    "TableError",
    "estimate_from_counts",
    "evidence",
    "map_classify",
    "map_prior_thresholds",
    "parse_probability",
    "parse_table",
    "posterior",
    "read_class_table",
    "read_counts",
    "results_probability",
    "score_guess",
    "update_steps",
]

#: How far from 1 the entries of a prior may sum (absolute): rounding in typed or
#: estimated priors passes, a forgotten class does not.
PRIOR_SUM_TOLERANCE = 1e-9

#: Classes whose posterior is within this relative distance of the largest one tie
#: for the MAP decision (:func:`map_classify`).
TIE_TOLERANCE = 1e-12

#: What one test result can do to :math:`p(D)` (:meth:`DiagnosticTest.effect`).
EFFECTS = ("impossible", "never", "always", "certain", "ruled_out", "raises", "lowers", "unchanged")

#: A guess within this distance of the answer (0.05 percentage points) matches it
#: (:func:`score_guess`).
GUESS_RESOLUTION = 5e-4

#: A guess nearer the sensitivity than the answer confuses :math:`p(+ \mid D)` with
#: :math:`p(D \mid +)` only when the two differ by at least this much (:func:`score_guess`).
INVERSE_GAP = 0.1

#: Largest typed tables (:func:`read_class_table`, :func:`read_counts`): classes and values.
MAX_CLASSES = 6
MAX_VALUES = 8


#: Largest count in a typed table of counts (:func:`read_counts`).
MAX_COUNT = 1_000_000

#: Why a typed table cannot be read (:attr:`TableError.reason`), for a page to word in any language.
TABLE_ERRORS = (
    "empty",              # nothing but separators
    "not_a_number",       # `value`: the token, at `row`, `column`
    "division_by_zero",   # `value`: the fraction typed, at `row`, `column`
    "ragged",             # `row` has `value` entries where the first row has `limit`
    "too_many_rows",      # more than `limit` rows
    "too_many_columns",   # `row` has more than `limit` entries
    "too_few_rows",       # fewer than `limit` rows (classes)
    "not_probability",    # `value` at `row`, `column` is not in [0, 1]
    "not_count",          # `value` at `row`, `column` is not a whole number >= 0
    "too_large",          # `value` at `row`, `column` is above `limit`
    "prior_length",       # the prior has `value` entries; the likelihood table `limit` rows
    "prior_sum",          # the prior sums to `total`, not 1
    "row_sum",            # likelihood row `row` sums to `total`, not 1
    "no_records",         # a table of counts with no record at all
    "empty_class",        # class `row` has no record (and no pseudo-count)
    "not_one_number",     # one number was expected; `value` were typed
    "not_percent",        # `value` (per cent, as typed) is not in [0, 100]
)


class TableError(ValueError):
    """A table typed (or counted) that cannot be used, with the reason as data.

    ``str(err)`` is an English message naming the parameter, the rule and the
    value; the attributes let a page say the same in another language.

    Attributes
    ----------
    name : str
        The parameter (``"prior"``, ``"likelihood"``, ``"counts"``, ``"table"``).
    reason : str
        One of :data:`TABLE_ERRORS`.
    row, column : int or None
        Where (0-based), when the reason has a place.
    value : object
        The offending token or number (see :data:`TABLE_ERRORS`).
    limit : int or None
        The bound that was broken.
    total : float or None
        A sum that should have been 1.
    """

    def __init__(self, name: str, reason: str, message: str, *, row: int | None = None,
                 column: int | None = None, value: Any = None, limit: int | None = None,
                 total: float | None = None) -> None:
        super().__init__(message)
        self.name, self.reason, self.row, self.column = name, reason, row, column
        self.value, self.limit, self.total = value, limit, total


# ---------------------------------------------------------------- validation


def _check_prior(prior: Any) -> np.ndarray:
    """The prior as a float array of shape (n_classes,), entries in [0, 1] summing to 1."""
    values = np.asarray(check_numbers("prior", prior, low=0, high=1), dtype=float)
    if values.ndim != 1 or values.size == 0:
        raise ValueError(
            "`prior` must be a 1-D array with one probability per class; "
            f"got shape {values.shape}"
        )
    total = math.fsum(values)
    if abs(total - 1.0) > PRIOR_SUM_TOLERANCE:
        raise ValueError(
            f"`prior` must sum to 1 (within {PRIOR_SUM_TOLERANCE:g}); got sum {total!r}"
        )
    return values


def _check_likelihood(likelihood: Any, n_classes: int) -> np.ndarray:
    """The likelihood as a float array of shape (n_classes,) or (n_classes, n_observations)."""
    values = np.asarray(check_numbers("likelihood", likelihood, low=0), dtype=float)
    if values.ndim not in (1, 2) or values.shape[0] != n_classes:
        raise ValueError(
            "`likelihood` must have shape (n_classes,) or (n_classes, n_observations) "
            f"with n_classes = {n_classes}, the length of `prior`; got shape {values.shape}"
        )
    return values


def _log_joint(prior: np.ndarray, likelihood: np.ndarray) -> np.ndarray:
    r""":math:`\log p(c) + \log p(x \mid c)`, shaped like ``likelihood`` (``-inf`` for a zero)."""
    with np.errstate(divide="ignore"):
        log_prior = np.log(prior)
        log_likelihood = np.log(likelihood)
    if likelihood.ndim == 2:
        log_prior = log_prior[:, np.newaxis]
    return log_prior + log_likelihood


def _log_evidence(log_joint: np.ndarray, prior: np.ndarray, likelihood: np.ndarray) -> np.ndarray:
    r""":math:`\log p(x)` per observation; ``ValueError`` if some :math:`p(x) = 0`."""
    with np.errstate(divide="ignore", invalid="ignore"):
        log_evidence = logsumexp(log_joint, axis=0)
    impossible = np.isneginf(log_evidence)
    if np.any(impossible):
        if likelihood.ndim == 1:
            where, column = "", likelihood
        else:
            index = int(np.flatnonzero(impossible)[0])
            where, column = f" (observation {index}, column {index} of `likelihood`)", likelihood[:, index]
        raise ValueError(
            "`likelihood` must leave each observation possible (p(x) = sum of p(x | c) p(c) > 0); "
            f"the observation is impossible under every class: got p(x | c) = {column.tolist()}"
            f" with p(c) = {prior.tolist()}{where}"
        )
    return log_evidence


# ---------------------------------------------------------------- Bayes' rule


def posterior(prior: Any, likelihood: Any) -> np.ndarray:
    r"""The posterior :math:`p(c \mid x)` of every class, by Bayes' rule.

    Parameters
    ----------
    prior : array-like of shape (n_classes,)
        :math:`p(c)`, entries in [0, 1] summing to 1 (within
        :data:`PRIOR_SUM_TOLERANCE` = 1e-9).
    likelihood : array-like of shape (n_classes,) or (n_classes, n_observations)
        :math:`p(x \mid c)`: one entry per class for one observation, or one
        column per possible observation. Entries are finite and >= 0; values
        above 1 are accepted as densities of a continuous :math:`x`.

    Returns
    -------
    ndarray of shape (n_classes,) or (n_classes, n_observations)
        :math:`p(c \mid x)`; each column sums to 1. A class with
        :math:`p(x \mid c) = 0` or :math:`p(c) = 0` gets exactly 0.

    Raises
    ------
    ValueError
        If ``prior`` has an entry outside [0, 1], is not 1-D, or does not sum to 1;
        if ``likelihood`` has a negative or non-finite entry or the wrong shape; or
        if an observation is impossible under every class (:math:`p(x) = 0`), for
        which no posterior exists.

    Notes
    -----
    .. math::

        \log p(c \mid x) = \log p(x \mid c) + \log p(c)
                           - \operatorname{logsumexp}_{c'}
                             \bigl(\log p(x \mid c') + \log p(c')\bigr)

    References
    ----------
    Murphy (2012), section 2.2.3 (Bayes rule) and 2.2.3.1 (medical diagnosis).

    Examples
    --------
    MLaPP's mammogram: class 0 "cancer" (prior 0.004), a positive test has
    probability 0.8 with cancer and 0.1 without:

    >>> posterior([0.004, 0.996], [0.8, 0.1]).round(4)
    array([0.0311, 0.9689])

    Two possible observations (positive, negative) at once, one column each:

    >>> posterior([0.004, 0.996], [[0.8, 0.2], [0.1, 0.9]]).round(4)
    array([[0.0311, 0.0009],
           [0.9689, 0.9991]])

    A zero likelihood rules a class out:

    >>> posterior([0.5, 0.3, 0.2], [0.0, 0.5, 0.5])
    array([0. , 0.6, 0.4])
    """
    prior = _check_prior(prior)
    likelihood = _check_likelihood(likelihood, prior.size)
    log_joint = _log_joint(prior, likelihood)
    log_evidence = _log_evidence(log_joint, prior, likelihood)
    return np.exp(log_joint - log_evidence)


def evidence(prior: Any, likelihood: Any) -> float | np.ndarray:
    r"""The evidence :math:`p(x) = \sum_c p(x \mid c)\, p(c)` (law of total probability).

    Parameters
    ----------
    prior : array-like of shape (n_classes,)
        :math:`p(c)`, entries in [0, 1] summing to 1 (within 1e-9).
    likelihood : array-like of shape (n_classes,) or (n_classes, n_observations)
        :math:`p(x \mid c)`, finite and >= 0.

    Returns
    -------
    float or ndarray of shape (n_observations,)
        :math:`p(x)`: a float for a 1-D ``likelihood``, one entry per column
        otherwise. An observation impossible under every class gets 0 (here
        that is an answer, not an error).

    Raises
    ------
    ValueError
        If ``prior`` or ``likelihood`` breaks the rules of :func:`posterior`.

    References
    ----------
    Murphy (2012), section 2.2.3.1 (the denominator of the medical-diagnosis
    example); seed 001, "Lei da Probabilidade Total".

    Examples
    --------
    The probability that a mammogram is positive (MLaPP section 2.2.3.1):
    0.8 × 0.004 + 0.1 × 0.996:

    >>> round(evidence([0.004, 0.996], [0.8, 0.1]), 4)
    0.1028
    >>> evidence([0.004, 0.996], [[0.8, 0.2], [0.1, 0.9]]).round(4)
    array([0.1028, 0.8972])
    """
    prior = _check_prior(prior)
    likelihood = _check_likelihood(likelihood, prior.size)
    total = prior @ likelihood
    return float(total) if likelihood.ndim == 1 else total


# ---------------------------------------------------------------- diagnostic tests

#: The characters of a sequence of test results; U+2212 (the typographic minus a page
#: prints) is read as "-".
_RESULT_SYMBOLS = {"+": "+", "-": "-", "\u2212": "-"}


def _check_results(results: Any) -> str:
    """A sequence of test results as a string of '+' and '-'."""
    rule = "`results` must be a string (or sequence) of test results '+' and '-'"
    if isinstance(results, str):
        symbols = results
    elif isinstance(results, (list, tuple)):
        symbols = results
    else:
        raise ValueError(f"{rule}; got {results!r}")
    normalised = []
    for index, symbol in enumerate(symbols):
        if not isinstance(symbol, str) or symbol not in _RESULT_SYMBOLS:
            raise ValueError(f"{rule}; got {symbol!r} at index {index} of {results!r}")
        normalised.append(_RESULT_SYMBOLS[symbol])
    return "".join(normalised)


def _frozen(array: np.ndarray) -> np.ndarray:
    array = np.asarray(array)
    array.flags.writeable = False
    return array


@dataclass(frozen=True)
class OddsSteps:
    r"""A test's prevalence updated by a sequence of results, one result per step.

    Step :math:`k` multiplies the odds by the likelihood ratio of result
    :math:`r_k` (the results are conditionally independent given the
    condition :math:`D`):

    .. math::

        \underbrace{\frac{p(D \mid r_{1..k})}{p(\bar D \mid r_{1..k})}}_{\text{posterior odds}}
        = \underbrace{\frac{p(D \mid r_{1..k-1})}{p(\bar D \mid r_{1..k-1})}}_{\text{prior odds}}
          \times
          \underbrace{\frac{p(r_k \mid D)}{p(r_k \mid \bar D)}}_{\text{likelihood ratio}}

    and the posterior odds of one step are the prior odds of the next. Odds are
    kept as logarithms; the plain odds are properties.

    Attributes
    ----------
    results : str
        The results, ``'+'`` and ``'-'`` (length n_steps; may be empty).
    prevalence : float
        :math:`p(D)` before any result.
    log_prior_odds : ndarray of shape (n_steps,)
        Log odds before step :math:`k` (``-inf`` at probability 0, ``+inf`` at 1).
    log_likelihood_ratio : ndarray of shape (n_steps,)
        :math:`\log p(r_k \mid D) - \log p(r_k \mid \bar D)`
        (``+inf`` when the result never happens without the condition,
        ``-inf`` when it never happens with it).
    log_posterior_odds : ndarray of shape (n_steps,)
        Log odds after step :math:`k`.
    probability : ndarray of shape (n_steps,)
        :math:`p(D \mid r_1, \dots, r_k)` after step :math:`k`.
    """

    results: str
    prevalence: float
    log_prior_odds: np.ndarray
    log_likelihood_ratio: np.ndarray
    log_posterior_odds: np.ndarray
    probability: np.ndarray

    @property
    def n_steps(self) -> int:
        """Number of results."""
        return len(self.results)

    @property
    def prior_odds(self) -> np.ndarray:
        """ndarray of shape (n_steps,): odds before each step, :math:`p/(1-p)` (``inf`` at p = 1)."""
        with np.errstate(over="ignore"):
            return np.exp(self.log_prior_odds)

    @property
    def likelihood_ratio(self) -> np.ndarray:
        """ndarray of shape (n_steps,): the likelihood ratio of each result (0 to ``inf``)."""
        with np.errstate(over="ignore"):
            return np.exp(self.log_likelihood_ratio)

    @property
    def posterior_odds(self) -> np.ndarray:
        """ndarray of shape (n_steps,): odds after each step."""
        with np.errstate(over="ignore"):
            return np.exp(self.log_posterior_odds)

    @property
    def prior_probability(self) -> np.ndarray:
        """ndarray of shape (n_steps,): :math:`p(D)` before each step (the prevalence, then each posterior)."""
        return np.concatenate(([self.prevalence], self.probability))[:self.n_steps]

    @property
    def posterior(self) -> float:
        """:math:`p(D)` after every result (the prevalence if there are none)."""
        return float(self.probability[-1]) if self.n_steps else self.prevalence


@dataclass(frozen=True)
class NaturalFrequencies:
    r"""A population of ``n`` people split by condition and test result, in whole numbers.

    Made by :meth:`DiagnosticTest.natural_frequencies`.

    Attributes
    ----------
    n : int
        Population size.
    counts : ndarray of int64, shape (2, 2)
        ``[[true_positives, false_negatives], [false_positives, true_negatives]]``:
        rows condition present / absent, columns test positive / negative.
        Sums to ``n``.
    expected : ndarray of shape (2, 2)
        The exact expected counts :math:`n\,p(\text{row}, \text{column})`
        before rounding.
    exact_ppv, exact_npv : float
        :attr:`DiagnosticTest.ppv` and :attr:`DiagnosticTest.npv` of the test.

    Notes
    -----
    Which PPV to show: next to the counts, show :attr:`ppv`, which is
    ``true_positives / positives`` and so always agrees with the counts on
    screen; as the headline posterior, show :attr:`exact_ppv`. When
    :meth:`ppv_agrees` is False for the digits on screen, the rounding of the
    population moved the PPV: say so (or offer a larger ``n``) rather than put
    two different numbers side by side unexplained. With 1,000 women
    MLaPP's mammogram has 3 of 103 positives ill, 2.9 %, against an exact
    3.1 %; with 10,000 the counts give 32 / 1,028, exactly the PPV.

    References
    ----------
    G. Gigerenzer and U. Hoffrage, "How to improve Bayesian reasoning without
    instruction: frequency formats", *Psychological Review* 102(4), 1995.

    Examples
    --------
    >>> table = DiagnosticTest(0.004, 0.8, 0.9).natural_frequencies(1000)
    >>> table.counts
    array([[  3,   1],
           [100, 896]])
    >>> round(table.ppv, 4), round(table.exact_ppv, 4)
    (0.0291, 0.0311)
    >>> table.ppv_agrees(decimals=1)
    False
    """

    n: int
    counts: np.ndarray
    expected: np.ndarray
    exact_ppv: float
    exact_npv: float

    @property
    def true_positives(self) -> int:
        """People with the condition who test positive."""
        return int(self.counts[0, 0])

    @property
    def false_negatives(self) -> int:
        """People with the condition who test negative."""
        return int(self.counts[0, 1])

    @property
    def false_positives(self) -> int:
        """People without the condition who test positive."""
        return int(self.counts[1, 0])

    @property
    def true_negatives(self) -> int:
        """People without the condition who test negative."""
        return int(self.counts[1, 1])

    @property
    def with_condition(self) -> int:
        """People with the condition (first row)."""
        return int(self.counts[0].sum())

    @property
    def without_condition(self) -> int:
        """People without the condition (second row)."""
        return int(self.counts[1].sum())

    @property
    def positives(self) -> int:
        """People who test positive (first column)."""
        return int(self.counts[:, 0].sum())

    @property
    def negatives(self) -> int:
        """People who test negative (second column)."""
        return int(self.counts[:, 1].sum())

    @property
    def ppv(self) -> float:
        """``true_positives / positives``, the PPV of the counts; ``nan`` if nobody tests positive."""
        return self.true_positives / self.positives if self.positives else math.nan

    @property
    def npv(self) -> float:
        """``true_negatives / negatives``, the NPV of the counts; ``nan`` if nobody tests negative."""
        return self.true_negatives / self.negatives if self.negatives else math.nan

    @property
    def expected_with_condition(self) -> float:
        r""":math:`n\pi`, the people with the condition before rounding (``expected[0].sum()``)."""
        return float(self.expected[0].sum())

    @property
    def condition_rounded_away(self) -> bool:
        r"""True when someone is expected to have the condition but the whole-number population holds nobody.

        A rare condition in a small population: :math:`0 < n\pi < 1/2`, so the
        first row of the table is zero and every positive is a false positive,
        though :attr:`exact_ppv` is above 0.

        Examples
        --------
        >>> DiagnosticTest(1e-5, 0.8, 0.9).natural_frequencies(10_000).condition_rounded_away
        True
        >>> DiagnosticTest(0.0, 0.8, 0.9).natural_frequencies(10_000).condition_rounded_away
        False
        """
        return self.with_condition == 0 and self.expected_with_condition > 0

    def ppv_agrees(self, decimals: int = 1, percent: bool = True, *, significant: int | None = None) -> bool:
        """Whether :attr:`ppv` and :attr:`exact_ppv` look the same on screen.

        Parameters
        ----------
        decimals : int, default 1
            Decimal places shown (>= 0).
        percent : bool, default True
            Shown as a percentage (16.7 %) rather than a proportion (0.167).
        significant : int, optional
            Shown with this many significant digits (>= 1) instead of
            ``decimals``: ``format(x, ".2g")`` as the pages write numbers
            (``2.9`` % and ``0.0078`` % both with 2).

        Returns
        -------
        bool
            True if both round to the same digits (both ``nan`` counts as the same).

        Raises
        ------
        ValueError
            If ``decimals`` is not an integer >= 0 or ``significant`` not an integer >= 1.

        Examples
        --------
        >>> table = DiagnosticTest(0.01, 0.8, 0.904).natural_frequencies(1000)
        >>> table.true_positives, table.positives
        (8, 103)
        >>> table.ppv_agrees(1), table.ppv_agrees(2)
        (True, False)
        >>> table.ppv_agrees(significant=2), table.ppv_agrees(significant=3)  # 7.8 %; 7.77 vs 7.76 %
        (True, False)
        """
        decimals = check_number("decimals", decimals, low=0, integer=True)
        if significant is not None:
            significant = check_number("significant", significant, low=1, integer=True)
            return _same_digits(self.ppv, self.exact_ppv, f".{significant}g", 100.0 if percent else 1.0)
        return _same_digits(self.ppv, self.exact_ppv, f".{decimals}{'%' if percent else 'f'}", 1.0)


def _same_digits(a: float, b: float, spec: str, scale: float) -> bool:
    """Whether ``a`` and ``b`` (times ``scale``) print alike with the format ``spec``."""
    if math.isnan(a) or math.isnan(b):
        return math.isnan(a) and math.isnan(b)
    return format(a * scale, spec) == format(b * scale, spec)


def _decimal(probability: float) -> Fraction:
    """The exact fraction of a probability's shortest decimal form (0.004 -> 1/250)."""
    return Fraction(repr(float(probability)))


def _round_half_up(quota: Fraction) -> int:
    """The nearest integer to a non-negative ``quota``, halves rounded up."""
    return math.floor(quota + Fraction(1, 2))


@dataclass(frozen=True)
class DiagnosticTest:
    r"""A binary test for a condition: prevalence, sensitivity and specificity.

    Two classes, the condition :math:`D` present or absent, and one binary
    observation, the result :math:`+` or :math:`-`:

    ====================  =======================================
    ``prevalence``        :math:`p(D)`, the prior (base rate)
    ``sensitivity``       :math:`p(+ \mid D)`, true-positive rate
    ``specificity``       :math:`p(- \mid \bar D)`, true-negative rate
    ====================  =======================================

    Parameters
    ----------
    prevalence, sensitivity, specificity : float
        Each a number in [0, 1]; 0 and 1 are allowed (see Notes).

    Raises
    ------
    ValueError
        If an argument is not a number in [0, 1].

    Notes
    -----
    By Bayes' rule and the law of total probability,

    .. math::

        p(+) = s\,\pi + (1 - t)(1 - \pi), \qquad
        \mathrm{PPV} = p(D \mid +) = \frac{s\,\pi}{p(+)}, \qquad
        \mathrm{NPV} = p(\bar D \mid -) = \frac{t\,(1 - \pi)}{p(-)}

    with prevalence :math:`\pi`, sensitivity :math:`s` and specificity
    :math:`t`. In odds, :math:`\mathrm{LR}^+ = s / (1 - t)` and
    :math:`\mathrm{LR}^- = (1 - s) / t`.

    Edge values are allowed and give limits, not errors:

    - prevalence 0 (1): every posterior is 0 (1) -- the trivial posterior --
      for every result that can happen;
    - specificity 1: a positive result never happens without the condition,
      ``likelihood_ratio_positive`` is ``inf`` and ``ppv`` is 1 (if
      sensitivity and prevalence are > 0);
    - sensitivity 0: a positive result never happens with the condition,
      ``likelihood_ratio_positive`` is 0 and ``ppv`` is 0 (if specificity
      is < 1);
    - a ratio 0/0 (sensitivity 0 and specificity 1 for LR+, sensitivity 1 and
      specificity 0 for LR-) is ``nan``: that result happens in neither
      group, so it carries no ratio; likewise ``ppv`` (``npv``) is ``nan``
      when ``p_positive`` (``p_negative``) is 0, because no posterior exists
      for a result that cannot happen. :meth:`after` raises ``ValueError``
      for such a result instead.

    References
    ----------
    Murphy (2012), section 2.2.3.1 (medical diagnosis). D. M. Eddy,
    "Probabilistic reasoning in clinical medicine: problems and
    opportunities", in Kahneman, Slovic and Tversky (eds.), *Judgment under
    Uncertainty: Heuristics and Biases*, Cambridge University Press, 1982.
    G. Gigerenzer and U. Hoffrage, "How to improve Bayesian reasoning without
    instruction: frequency formats", *Psychological Review* 102(4), 1995
    (the 1 % / 80 % / 9.6 % form of Eddy's example, natural frequencies).

    Examples
    --------
    MLaPP's mammogram (false-positive rate 0.1, so specificity 0.9):

    >>> mammogram = DiagnosticTest(prevalence=0.004, sensitivity=0.8, specificity=0.9)
    >>> round(mammogram.p_positive, 4), round(mammogram.ppv, 4)
    (0.1028, 0.0311)
    >>> round(mammogram.likelihood_ratio_positive, 6)
    8.0

    Eddy's 1 % / 80 % / 9.6 %:

    >>> round(DiagnosticTest(0.01, 0.8, 1 - 0.096).ppv, 4)
    0.0776
    """

    prevalence: float
    sensitivity: float
    specificity: float

    def __post_init__(self) -> None:
        for name in ("prevalence", "sensitivity", "specificity"):
            object.__setattr__(self, name, check_number(name, getattr(self, name), low=0, high=1))

    # ------------------------------------------------------------ one result

    @property
    def false_positive_rate(self) -> float:
        r""":math:`p(+ \mid \bar D) = 1 -` specificity."""
        return 1.0 - self.specificity

    @property
    def joint(self) -> np.ndarray:
        r"""ndarray of shape (2, 2): :math:`p(\text{row}, \text{column})`, the leaves of the probability tree.

        Rows: condition present / absent; columns: result positive / negative, as
        in :class:`NaturalFrequencies`. Sums to 1; column sums are :attr:`p_positive`
        and :attr:`p_negative`.

        Examples
        --------
        >>> DiagnosticTest(0.004, 0.8, 0.9).joint.round(4)
        array([[0.0032, 0.0008],
               [0.0996, 0.8964]])
        """
        prevalence = self.prevalence
        return _frozen(np.array([
            [prevalence * self.sensitivity, prevalence * (1.0 - self.sensitivity)],
            [(1.0 - prevalence) * (1.0 - self.specificity), (1.0 - prevalence) * self.specificity],
        ]))

    @property
    def p_positive(self) -> float:
        r""":math:`p(+) = s\pi + (1 - t)(1 - \pi)`, the law of total probability."""
        return self.sensitivity * self.prevalence + (1.0 - self.specificity) * (1.0 - self.prevalence)

    @property
    def p_negative(self) -> float:
        r""":math:`p(-) = (1 - s)\pi + t(1 - \pi)`."""
        return (1.0 - self.sensitivity) * self.prevalence + self.specificity * (1.0 - self.prevalence)

    @property
    def ppv(self) -> float:
        r"""Positive predictive value :math:`p(D \mid +)`; ``nan`` if :math:`p(+) = 0`."""
        p_positive = self.p_positive
        return self.sensitivity * self.prevalence / p_positive if p_positive > 0 else math.nan

    @property
    def npv(self) -> float:
        r"""Negative predictive value :math:`p(\bar D \mid -)`; ``nan`` if :math:`p(-) = 0`."""
        p_negative = self.p_negative
        return self.specificity * (1.0 - self.prevalence) / p_negative if p_negative > 0 else math.nan

    @property
    def p_condition_given_negative(self) -> float:
        r""":math:`p(D \mid -) = 1 - \mathrm{NPV}`, computed directly; ``nan`` if :math:`p(-) = 0`."""
        p_negative = self.p_negative
        return (1.0 - self.sensitivity) * self.prevalence / p_negative if p_negative > 0 else math.nan

    @property
    def likelihood_ratio_positive(self) -> float:
        r""":math:`\mathrm{LR}^+ = s / (1 - t)`: ``inf`` at specificity 1, ``nan`` if also sensitivity 0."""
        return _ratio(self.sensitivity, 1.0 - self.specificity)

    @property
    def likelihood_ratio_negative(self) -> float:
        r""":math:`\mathrm{LR}^- = (1 - s) / t`: ``inf`` at specificity 0, ``nan`` if also sensitivity 1."""
        return _ratio(1.0 - self.sensitivity, self.specificity)

    def effect(self, result: str) -> str:
        r"""How one result moves :math:`p(D)`: the name of the sentence that describes it.

        Parameters
        ----------
        result : str
            ``'+'`` or ``'-'`` (U+2212 is read as ``'-'``).

        Returns
        -------
        str
            One of :data:`EFFECTS`, the first that applies:

            ``"impossible"``
                the result never happens (:math:`p(r) = 0`): no posterior exists;
            ``"never"`` / ``"always"``
                prevalence 0 / 1: the posterior equals the prevalence, whatever the test says;
            ``"certain"``
                the result never happens without the condition: the posterior is 1;
            ``"ruled_out"``
                the result never happens with the condition: the posterior is 0;
            ``"raises"`` / ``"lowers"`` / ``"unchanged"``
                the likelihood ratio :math:`p(r \mid D) / p(r \mid \bar D)` is
                above / below / exactly 1.

        Raises
        ------
        ValueError
            If ``result`` is not one result ``'+'`` or ``'-'``.

        Notes
        -----
        Decided on the exact inputs, read as the decimals they were typed as
        (sensitivity 0.3 and specificity 0.7 make a ratio of exactly 1), not on
        a rounded posterior: a posterior that merely prints as 1 is ``"raises"``.

        Examples
        --------
        >>> mammogram = DiagnosticTest(0.004, 0.8, 0.9)
        >>> mammogram.effect("+"), mammogram.effect("-")
        ('raises', 'lowers')
        >>> DiagnosticTest(0.01, 0.8, 1.0).effect("+")  # no false positives
        'certain'
        >>> DiagnosticTest(0.01, 0.0, 1.0).effect("+")  # nobody ever tests positive
        'impossible'
        >>> DiagnosticTest(0.01, 0.3, 0.7).effect("-")  # 0.7 = 0.7: the result tells nothing
        'unchanged'
        """
        symbols = _check_results(result)
        if len(symbols) != 1:
            raise ValueError(f"`result` must be one test result, '+' or '-'; got {result!r}")
        # The decimals as typed (0.3 = 1 - 0.7 exactly, though not in binary floats).
        prevalence, sensitivity, specificity = (_decimal(x) for x in (self.prevalence, self.sensitivity,
                                                                       self.specificity))
        positive = symbols == "+"
        with_condition = sensitivity if positive else 1 - sensitivity
        without_condition = 1 - specificity if positive else specificity
        possible = (prevalence > 0 and with_condition > 0) or (prevalence < 1 and without_condition > 0)
        if not possible:
            return "impossible"
        if prevalence == 0:
            return "never"
        if prevalence == 1:
            return "always"
        if without_condition == 0:
            return "certain"
        if with_condition == 0:
            return "ruled_out"
        if with_condition > without_condition:
            return "raises"
        if with_condition < without_condition:
            return "lowers"
        return "unchanged"

    # ------------------------------------------------------------ several results

    def after(self, results: Any) -> OddsSteps:
        r"""Update the prevalence by a sequence of results, step by step.

        Parameters
        ----------
        results : str or sequence of str
            Results in order, e.g. ``"++-"`` (``'+'``, ``'-'``; the
            typographic minus U+2212 is read as ``'-'``). Repeated tests are
            assumed conditionally independent given the condition. May be empty.

        Returns
        -------
        OddsSteps
            Prior odds, likelihood ratio, posterior odds and probability per
            step; ``.posterior`` is :math:`p(D \mid \text{results})`.

        Raises
        ------
        ValueError
            If ``results`` holds anything but ``'+'`` and ``'-'``, or if the
            sequence cannot happen (probability 0 with and without the
            condition, e.g. ``"+-"`` with sensitivity 1 and specificity 1).

        Notes
        -----
        Log odds add: :math:`\log O_k = \log O_{k-1} + \log \mathrm{LR}(r_k)`.
        The posterior does not depend on the order of the results.

        Examples
        --------
        >>> steps = DiagnosticTest(0.004, 0.8, 0.9).after("++")
        >>> steps.likelihood_ratio.round(6)
        array([8., 8.])
        >>> steps.probability.round(4)
        array([0.0311, 0.2044])
        >>> round(DiagnosticTest(0.004, 0.8, 0.9).after("+-").posterior, 4)
        0.0071
        """
        return update_steps(self.prevalence, results, self.sensitivity, self.specificity)

    def natural_frequencies(self, n: int) -> NaturalFrequencies:
        r"""Whole-number counts of a population of ``n`` people: the 2×2 table.

        Parameters
        ----------
        n : int
            Population size (>= 1), e.g. 1,000 or 10,000.

        Returns
        -------
        NaturalFrequencies
            ``counts[i, j]``: row ``i`` = condition present / absent, column
            ``j`` = test positive / negative; the four counts sum to ``n``.

        Raises
        ------
        ValueError
            If ``n`` is not an integer >= 1.

        Notes
        -----
        Rounding follows the probability tree, one split at a time, and at
        each split the first branch is rounded to the nearest integer (halves
        up) and the second gets the rest (largest remainder for two parts):

        1. with the condition :math:`n_D = \operatorname{round}(n\pi)`, without
           :math:`n - n_D`;
        2. true positives :math:`\operatorname{round}(n_D s)`, false negatives
           the rest;
        3. false positives :math:`\operatorname{round}((n - n_D)(1 - t))`, true
           negatives the rest.

        So every group sums exactly, each branch is within 1/2 of its share of
        the branch above, and each cell is within 1 of its expected count
        (``expected``). The shares are taken exactly from the shortest decimal
        form of each probability (what a student types): 1,000 × 0.45 % is
        exactly 4.5 people and rounds to 5, whatever the binary float.

        Examples
        --------
        MLaPP's mammogram in 10,000 women: 40 with cancer, 32 of them test
        positive; 996 of the 9,960 without cancer test positive too:

        >>> table = DiagnosticTest(0.004, 0.8, 0.9).natural_frequencies(10_000)
        >>> table.counts
        array([[  32,    8],
               [ 996, 8964]])
        >>> table.true_positives, table.positives
        (32, 1028)
        """
        n = check_number("n", n, low=1, integer=True)
        prevalence = _decimal(self.prevalence)
        sensitivity = _decimal(self.sensitivity)
        false_positive_rate = 1 - _decimal(self.specificity)
        with_condition = _round_half_up(n * prevalence)
        without_condition = n - with_condition
        true_positives = _round_half_up(with_condition * sensitivity)
        false_negatives = with_condition - true_positives
        false_positives = _round_half_up(without_condition * false_positive_rate)
        true_negatives = without_condition - false_positives
        expected = [
            [n * prevalence * sensitivity, n * prevalence * (1 - sensitivity)],
            [n * (1 - prevalence) * false_positive_rate, n * (1 - prevalence) * (1 - false_positive_rate)],
        ]
        return NaturalFrequencies(
            n=n,
            counts=_frozen(np.array([[true_positives, false_negatives],
                                     [false_positives, true_negatives]], dtype=np.int64)),
            expected=_frozen(np.array([[float(x) for x in row] for row in expected])),
            exact_ppv=self.ppv,
            exact_npv=self.npv,
        )

    def update(self, results: Any) -> DiagnosticTest:
        """The same test with the posterior after ``results`` as its prevalence.

        The posterior of one test is the prior of the next. For a second test
        with another sensitivity and specificity, update, then
        :func:`dataclasses.replace` the accuracy (the arguments are checked again).

        Parameters
        ----------
        results : str or sequence of str
            As in :meth:`after`.

        Returns
        -------
        DiagnosticTest
            ``prevalence`` replaced by ``self.after(results).posterior``.

        Raises
        ------
        ValueError
            As :meth:`after`.

        Examples
        --------
        >>> from dataclasses import replace
        >>> first = DiagnosticTest(0.004, 0.8, 0.9).update("+")
        >>> round(first.prevalence, 4)
        0.0311
        >>> round(replace(first, sensitivity=0.9, specificity=0.95).ppv, 4)
        0.3664
        """
        return replace(self, prevalence=self.after(results).posterior)


#: Diagnostic tests from the literature, by key:
#:
#: ``"mammogram"``
#:     Murphy (2012), section 2.2.3.1: prior 0.004, sensitivity 0.8,
#:     false-positive rate 0.1 (p(+) = 0.1028, posterior 0.0311).
#: ``"eddy"``
#:     Eddy (1982) in the form of Gigerenzer and Hoffrage (1995): prevalence 1 %,
#:     sensitivity 80 %, false-positive rate 9.6 % (posterior 0.0776).
#: ``"strep"``
#:     A screening test for a common condition: a rapid antigen test for group A
#:     streptococcus in children with a sore throat. J. F. Cohen, N. Bertille,
#:     R. Cohen and M. Chalumeau, "Rapid antigen detection test for group A
#:     streptococcus in children with pharyngitis", *Cochrane Database of
#:     Systematic Reviews* 2016, CD010502: summary sensitivity 85.6 %,
#:     specificity 95.4 %; the bacterium causes 20 % to 40 % of such sore throats
#:     (the review's background), taken here as 30 %.
EXAMPLES: Mapping[str, DiagnosticTest] = MappingProxyType({
    "mammogram": DiagnosticTest(prevalence=0.004, sensitivity=0.8, specificity=0.9),
    "eddy": DiagnosticTest(prevalence=0.01, sensitivity=0.8, specificity=0.904),
    "strep": DiagnosticTest(prevalence=0.3, sensitivity=0.856, specificity=0.954),
})


def _per_step(name: str, value: Any, n_steps: int) -> np.ndarray:
    """A test accuracy as one value per step: a scalar repeated, or an array of length n_steps."""
    values = np.asarray(check_numbers(name, value, low=0, high=1), dtype=float)
    if values.ndim == 0:
        return np.full(n_steps, float(values))
    if values.shape != (n_steps,):
        raise ValueError(
            f"`{name}` must be one number or one per result (length {n_steps}, the length of "
            f"`results`); got shape {values.shape}"
        )
    return values


def _log_joint_of_results(prevalence: float, results: str, sensitivity: np.ndarray,
                          specificity: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    r"""Per step: :math:`\log p(D, r_{1..k})`, :math:`\log p(\bar D, r_{1..k})` and each result's two likelihoods' logs."""
    positive = np.frombuffer(results.encode("ascii"), dtype=np.uint8) == ord("+")
    p_given_condition = np.where(positive, sensitivity, 1.0 - sensitivity)
    p_given_no_condition = np.where(positive, 1.0 - specificity, specificity)
    with np.errstate(divide="ignore", invalid="ignore"):
        log_p_given_condition = np.log(p_given_condition)
        log_p_given_no_condition = np.log(p_given_no_condition)
        log_joint_condition = math.log(prevalence) if prevalence > 0 else -math.inf
        log_joint_condition = log_joint_condition + np.cumsum(log_p_given_condition)
        log_joint_no_condition = math.log1p(-prevalence) if prevalence < 1 else -math.inf
        log_joint_no_condition = log_joint_no_condition + np.cumsum(log_p_given_no_condition)
    return log_joint_condition, log_joint_no_condition, log_p_given_condition, log_p_given_no_condition


def _shown(values: np.ndarray) -> Any:
    """An accuracy for a message: the number if every step shares it, else the list."""
    return float(values[0]) if values.size and (values == values[0]).all() else values.tolist()


def update_steps(prevalence: float, results: Any, sensitivity: Any, specificity: Any) -> OddsSteps:
    r"""Update a prevalence by a sequence of results of possibly different tests, step by step.

    The posterior after each result is the prior of the next; the results are
    conditionally independent given the condition. :meth:`DiagnosticTest.after`
    is this function with the same test at every step.

    Parameters
    ----------
    prevalence : float
        :math:`p(D)` before any result, in [0, 1].
    results : str or sequence of str
        ``'+'`` and ``'-'`` in order (U+2212 is read as ``'-'``); may be empty.
    sensitivity, specificity : float or array-like of shape (n_steps,)
        Each test's :math:`p(+ \mid D)` and :math:`p(- \mid \bar D)`, in [0, 1]:
        one number for every step, or one per result.

    Returns
    -------
    OddsSteps
        Prior odds, likelihood ratio, posterior odds and probability per step.

    Raises
    ------
    ValueError
        If an argument is out of range, an accuracy array has the wrong length,
        ``results`` holds anything but ``'+'`` and ``'-'``, or the sequence cannot
        happen (probability 0 with and without the condition; check with
        :func:`results_probability` first).

    Notes
    -----
    .. math::

        \log O_k = \log O_{k-1} + \log \frac{p(r_k \mid D)}{p(r_k \mid \bar D)},
        \qquad O_0 = \frac{\pi}{1 - \pi}

    References
    ----------
    Murphy (2012), section 2.2.3.1; odds form of Bayes' rule.

    Examples
    --------
    MLaPP's positive mammogram, then a positive from a second test with
    sensitivity 0.9 and specificity 0.95 (likelihood ratio 18):

    >>> steps = update_steps(0.004, "++", [0.8, 0.9], [0.9, 0.95])
    >>> steps.likelihood_ratio.round(6)
    array([ 8., 18.])
    >>> steps.probability.round(4)
    array([0.0311, 0.3664])

    The same first test, then a negative second test (likelihood ratio 0.1 / 0.95):

    >>> round(update_steps(0.004, "+-", [0.8, 0.9], [0.9, 0.95]).posterior, 5)
    0.00337
    """
    prevalence = check_number("prevalence", prevalence, low=0, high=1)
    results = _check_results(results)
    sensitivity = _per_step("sensitivity", sensitivity, len(results))
    specificity = _per_step("specificity", specificity, len(results))
    log_joint_condition, log_joint_no_condition, log_p_given_condition, log_p_given_no_condition = (
        _log_joint_of_results(prevalence, results, sensitivity, specificity))
    impossible = np.isneginf(log_joint_condition) & np.isneginf(log_joint_no_condition)
    if impossible.any():
        step = int(np.flatnonzero(impossible)[0])
        raise ValueError(
            "`results` must be a sequence that can happen; got "
            f"{results!r}, whose first {step + 1} result(s) {results[:step + 1]!r} have "
            f"probability 0 with and without the condition (prevalence {prevalence!r}, "
            f"sensitivity {_shown(sensitivity)!r}, specificity {_shown(specificity)!r})"
        )
    with np.errstate(invalid="ignore"):
        log_posterior_odds = log_joint_condition - log_joint_no_condition
        log_likelihood_ratio = log_p_given_condition - log_p_given_no_condition
    log_prior_odds = np.concatenate(([_log_odds(prevalence)], log_posterior_odds))[:len(results)]
    return OddsSteps(
        results=results,
        prevalence=prevalence,
        log_prior_odds=_frozen(log_prior_odds),
        log_likelihood_ratio=_frozen(log_likelihood_ratio),
        log_posterior_odds=_frozen(log_posterior_odds),
        probability=_frozen(expit(log_posterior_odds)),
    )


def results_probability(prevalence: float, results: Any, sensitivity: Any, specificity: Any) -> float:
    r"""The probability of a whole sequence of results, :math:`p(r_1, \dots, r_n)`.

    The evidence of the sequence by the law of total probability:
    :math:`\pi \prod_k p(r_k \mid D) + (1 - \pi) \prod_k p(r_k \mid \bar D)`. Zero
    exactly when :func:`update_steps` would raise: the sequence cannot happen.

    Parameters
    ----------
    prevalence, results, sensitivity, specificity
        As in :func:`update_steps`.

    Returns
    -------
    float
        In [0, 1]; 1 for an empty sequence.

    Raises
    ------
    ValueError
        If an argument breaks the rules of :func:`update_steps` (not for an
        impossible sequence: that is the answer 0).

    Examples
    --------
    >>> round(results_probability(0.004, "+", 0.8, 0.9), 4)  # MLaPP 2.2.3.1: p(+)
    0.1028
    >>> results_probability(0.3, "+-", 1.0, 1.0)  # a perfect test cannot disagree with itself
    0.0
    """
    prevalence = check_number("prevalence", prevalence, low=0, high=1)
    results = _check_results(results)
    sensitivity = _per_step("sensitivity", sensitivity, len(results))
    specificity = _per_step("specificity", specificity, len(results))
    if not results:
        return 1.0
    log_joint_condition, log_joint_no_condition, _, _ = _log_joint_of_results(
        prevalence, results, sensitivity, specificity)
    with np.errstate(divide="ignore"):
        return float(np.exp(np.logaddexp(log_joint_condition[-1], log_joint_no_condition[-1])))


@dataclass(frozen=True)
class GuessScore:
    r"""How far a guessed posterior is from the answer. Made by :func:`score_guess`.

    Attributes
    ----------
    guess, answer : float
        The guessed and the true probability, in [0, 1].
    difference : float
        ``guess - answer`` (in probability; times 100 it is percentage points).
    ratio : float
        ``guess / answer``: ``inf`` if the answer is 0 and the guess is not,
        ``nan`` if both are 0.
    direction : str
        ``"match"`` if ``|difference| <=`` :data:`GUESS_RESOLUTION`, else
        ``"high"`` or ``"low"``.
    confuses_inverse : bool
        The guess is nearer the sensitivity :math:`p(+ \mid D)` than the answer
        :math:`p(D \mid +)`, and the two differ by at least :data:`INVERSE_GAP`:
        the guess answers the inverse question (the base-rate fallacy).
    """

    guess: float
    answer: float
    difference: float
    ratio: float
    direction: str
    confuses_inverse: bool

    @property
    def has_ratio(self) -> bool:
        """True when "the guess is ``ratio`` times the answer" is worth saying: not a match, ratio finite and > 0."""
        return self.direction != "match" and math.isfinite(self.ratio) and self.ratio > 0


def score_guess(guess: float, answer: float, sensitivity: float | None = None) -> GuessScore:
    r"""Compare a student's guess of a posterior with the answer.

    Parameters
    ----------
    guess : float
        The guessed probability, in [0, 1] (a page reading percentages divides by 100).
    answer : float
        The posterior, in [0, 1] (not ``nan``: a result that cannot happen has
        nothing to guess).
    sensitivity : float, optional
        :math:`p(+ \mid D)`, in [0, 1], to detect the confusion of the inverse.

    Returns
    -------
    GuessScore

    Raises
    ------
    ValueError
        If an argument is not a number in [0, 1].

    References
    ----------
    D. M. Eddy (1982): most physicians asked about the 1 % / 80 % / 9.6 % test
    answered near 75 %, close to the sensitivity, for a posterior of 7.8 %.

    Examples
    --------
    >>> score = score_guess(0.75, 25 / 322, sensitivity=0.8)  # Eddy's physicians
    >>> score.direction, score.confuses_inverse, round(score.ratio, 2)
    ('high', True, 9.66)
    >>> score_guess(0.0312, 8 / 257).direction  # within 0.05 percentage points
    'match'
    """
    guess = check_number("guess", guess, low=0, high=1)
    answer = check_number("answer", answer, low=0, high=1)
    difference = guess - answer
    ratio = _ratio(guess, answer)
    if abs(difference) <= GUESS_RESOLUTION:
        direction = "match"
    else:
        direction = "high" if difference > 0 else "low"
    confuses_inverse = False
    if sensitivity is not None:
        sensitivity = check_number("sensitivity", sensitivity, low=0, high=1)
        confuses_inverse = (abs(sensitivity - answer) >= INVERSE_GAP
                            and abs(guess - sensitivity) < abs(difference))
    return GuessScore(guess=guess, answer=answer, difference=difference, ratio=ratio,
                      direction=direction, confuses_inverse=confuses_inverse)


def _ratio(numerator: float, denominator: float) -> float:
    """``numerator / denominator`` with x/0 = inf (x > 0) and 0/0 = nan."""
    if denominator > 0:
        return numerator / denominator
    return math.inf if numerator > 0 else math.nan


def _log_odds(probability: float) -> float:
    r""":math:`\log p - \log(1 - p)`, ``-inf`` at 0 and ``+inf`` at 1."""
    if probability == 0:
        return -math.inf
    if probability == 1:
        return math.inf
    return math.log(probability) - math.log1p(-probability)


# ---------------------------------------------------------------- the MAP classifier


@dataclass(frozen=True)
class MapDecision:
    r"""The maximum a posteriori class of each observation, ties reported.

    Made by :func:`map_classify`. Shapes follow the ``likelihood`` given: for
    one observation (1-D) ``label`` and ``tied`` are scalars and ``winners`` a
    tuple of ints; for a table (2-D) they have one entry per column.

    Attributes
    ----------
    posterior : ndarray of shape (n_classes,) or (n_classes, n_observations)
        :math:`p(c \mid x)`, as :func:`posterior` returns it.
    is_winner : ndarray of bool, same shape as ``posterior``
        True for every class whose posterior is within a relative
        :data:`TIE_TOLERANCE` (1e-12) of the largest.
    label : int or ndarray of int64, shape (n_observations,)
        The lowest-numbered winning class (the argmax).
    tied : bool or ndarray of bool, shape (n_observations,)
        True where two or more classes win: the seed's "the classifier cannot
        label the object"; ``label`` alone would hide it.
    """

    posterior: np.ndarray
    is_winner: np.ndarray
    label: Any
    tied: Any

    @property
    def winners(self) -> tuple:
        """The winning classes: a tuple of ints (1-D), or one such tuple per observation (2-D)."""
        if self.is_winner.ndim == 1:
            return tuple(int(c) for c in np.flatnonzero(self.is_winner))
        return tuple(tuple(int(c) for c in np.flatnonzero(column)) for column in self.is_winner.T)

    @property
    def never_chosen(self) -> tuple[int, ...]:
        """Classes that win no observation, not even in a tie (e.g. a class with prior 0).

        Examples
        --------
        >>> map_classify([0.0, 0.6, 0.4], [[0.5, 0.5], [0.2, 0.8], [0.6, 0.4]]).never_chosen
        (0,)
        """
        won = self.is_winner if self.is_winner.ndim == 1 else self.is_winner.any(axis=1)
        return tuple(int(c) for c in np.flatnonzero(~won))


def map_classify(prior: Any, likelihood: Any) -> MapDecision:
    r"""Classify each observation by its most probable class (MAP), reporting ties.

    Parameters
    ----------
    prior : array-like of shape (n_classes,)
        :math:`p(c)`, summing to 1 (within 1e-9).
    likelihood : array-like of shape (n_classes,) or (n_classes, n_observations)
        :math:`p(x \mid c)`, finite and >= 0.

    Returns
    -------
    MapDecision
        The posterior, the winning classes of each observation, the argmax
        label and whether it is a tie.

    Raises
    ------
    ValueError
        As :func:`posterior`: a bad prior or likelihood, or an observation
        impossible under every class (no class can be chosen).

    Notes
    -----
    .. math::

        \hat y = \arg\max_c p(c \mid x) = \arg\max_c p(x \mid c)\, p(c)

    (:math:`p(x)` does not depend on :math:`c`). Class :math:`c` wins when
    :math:`p(c \mid x) \ge (1 - 10^{-12}) \max_{c'} p(c' \mid x)`, compared in
    log space, so two classes equal on paper but one rounding apart in
    floating point are reported as the tie they are.

    References
    ----------
    Murphy (2012), section 2.2.3.2 (generative classifiers); seed 001,
    "Classificador Maximum a Posteriori (MAP)".

    Examples
    --------
    Three classes, four values of :math:`x` (one column each):

    >>> prior = [0.5, 0.3, 0.2]
    >>> likelihood = [[0.4, 0.3, 0.2, 0.1],
    ...               [0.1, 0.2, 0.3, 0.4],
    ...               [0.1, 0.1, 0.6, 0.2]]
    >>> decision = map_classify(prior, likelihood)
    >>> decision.label
    array([0, 0, 2, 1])
    >>> decision.tied
    array([False, False, False, False])

    Equal joint probabilities tie: :math:`0.5 \times 0.3 = 0.3 \times 0.5`:

    >>> map_classify([0.5, 0.3, 0.2], [0.3, 0.5, 0.1]).winners
    (0, 1)
    """
    prior = _check_prior(prior)
    likelihood = _check_likelihood(likelihood, prior.size)
    log_joint = _log_joint(prior, likelihood)
    log_evidence = _log_evidence(log_joint, prior, likelihood)
    is_winner = log_joint >= log_joint.max(axis=0) + math.log1p(-TIE_TOLERANCE)
    label = np.argmax(is_winner, axis=0)
    tied = is_winner.sum(axis=0) > 1
    if likelihood.ndim == 1:
        label, tied = int(label), bool(tied)
    else:
        label, tied = _frozen(label.astype(np.int64)), _frozen(tied)
    return MapDecision(
        posterior=_frozen(np.exp(log_joint - log_evidence)),
        is_winner=_frozen(is_winner),
        label=label,
        tied=tied,
    )


@dataclass(frozen=True)
class PriorThresholds:
    r"""Where the MAP decision changes as one class's prior moves. Made by :func:`map_prior_thresholds`.

    Attributes
    ----------
    cls : int
        The class whose prior :math:`t = p(c)` moves; the other classes keep
        their proportions and share :math:`1 - t`.
    threshold : ndarray of shape (n_observations,)
        :math:`t^*`: for :math:`0 < t < 1`, class ``cls`` is the MAP decision for
        the observation when :math:`t > t^*`, ties with ``rival`` at
        :math:`t = t^*` and loses below. 0 when no other class can produce the
        observation, 1 when ``cls`` cannot (it never wins).
    rival : ndarray of int64, shape (n_observations,)
        The class chosen below the threshold (the best of the others; the
        lowest-numbered one if several tie).
    rivals : tuple of tuple of int
        Every class tied for best among the others, per observation: more than
        one means that below the threshold the MAP decision is a tie.
    """

    cls: int
    threshold: np.ndarray
    rival: np.ndarray
    #: For each observation, every class that ties for best among the others (``rival`` first);
    #: empty where no other class can produce the observation.
    rivals: tuple

    @property
    def never_wins(self) -> np.ndarray:
        """ndarray of bool, shape (n_observations,): ``cls`` cannot produce the observation (threshold 1)."""
        return self.threshold == 1.0

    @property
    def always_wins(self) -> np.ndarray:
        """ndarray of bool, shape (n_observations,): no other class produces the observation (threshold 0)."""
        return self.threshold == 0.0

    def winner(self, prior_of_cls: float) -> np.ndarray:
        """The MAP class per observation at :math:`t` = ``prior_of_cls`` in (0, 1), ``cls`` on a tie.

        Examples
        --------
        >>> steps = map_prior_thresholds([0.7, 0.3], [[0.2], [0.6]], 0)
        >>> steps.winner(0.7).tolist(), steps.winner(0.8).tolist()
        ([1], [0])
        """
        prior_of_cls = check_number("prior_of_cls", prior_of_cls, low=0, high=1, low_open=True, high_open=True)
        return np.where(prior_of_cls >= self.threshold, self.cls, self.rival)


def map_prior_thresholds(prior: Any, likelihood: Any, cls: int) -> PriorThresholds:
    r"""The prior of one class at which it becomes the MAP decision, per observation.

    Parameters
    ----------
    prior : array-like of shape (n_classes,)
        :math:`p(c)`, summing to 1, with n_classes >= 2. Only the proportions of
        the classes other than ``cls`` matter (equal shares if they are all 0).
    likelihood : array-like of shape (n_classes,) or (n_classes, n_observations)
        :math:`p(x \mid c)`, finite and >= 0.
    cls : int
        The class whose prior moves, 0 <= cls < n_classes.

    Returns
    -------
    PriorThresholds
        The threshold and the rival class per observation (one entry for a 1-D
        ``likelihood``).

    Raises
    ------
    ValueError
        If ``prior`` or ``likelihood`` breaks the rules of :func:`posterior`,
        there is only one class, ``cls`` is out of range, or an observation is
        impossible under every class.

    Notes
    -----
    With :math:`p(c) = t` and :math:`p(k) = (1 - t)\,q_k` for the others
    (:math:`q_k` their current shares), ``cls`` beats the best rival when

    .. math::

        t\,p(x \mid c) > (1 - t)\, m(x), \quad m(x) = \max_{k \ne c} q_k\, p(x \mid k)
        \iff t > t^*(x) = \frac{m(x)}{p(x \mid c) + m(x)}.

    Moving :math:`t` cannot change which of the others is best (their ratios
    are fixed), so each observation has one threshold.

    References
    ----------
    Seed 001, "Classificador Maximum a Posteriori (MAP)": the decision is
    :math:`\arg\max_c p(c)\, p(x \mid c)`.

    Examples
    --------
    With :math:`p(x \mid c) = (0.2, 0.6)`, class 0 needs
    :math:`0.2\,t > 0.6\,(1 - t)`, that is :math:`t > 3/4`:

    >>> map_prior_thresholds([0.7, 0.3], [0.2, 0.6], 0).threshold
    array([0.75])
    >>> table = map_prior_thresholds([0.5, 0.3, 0.2], [[0.4, 0.3, 0.2, 0.1],
    ...                                                 [0.1, 0.2, 0.3, 0.4],
    ...                                                 [0.1, 0.1, 0.6, 0.2]], 1)
    >>> table.threshold.round(4), table.rival
    (array([0.7407, 0.5172, 0.3636, 0.1515]), array([0, 0, 2, 0]))
    """
    prior = _check_prior(prior)
    likelihood = _check_likelihood(likelihood, prior.size)
    if prior.size < 2:
        raise ValueError(f"`prior` must have at least 2 classes to move one against the others; got {prior.size}")
    cls = check_number("cls", cls, low=0, high=prior.size - 1, integer=True)
    table = likelihood if likelihood.ndim == 2 else likelihood[:, np.newaxis]
    _log_evidence(_log_joint(prior, table), prior, table)  # every observation possible
    others = np.delete(np.arange(prior.size), cls)
    shares = prior[others]
    shares = shares / shares.sum() if shares.sum() > 0 else np.full(others.size, 1 / others.size)
    weighted = shares[:, np.newaxis] * table[others]
    best = np.argmax(weighted, axis=0)
    rival_score = weighted[best, np.arange(table.shape[1])]
    own = table[cls]
    total = own + rival_score
    with np.errstate(invalid="ignore", divide="ignore"):
        threshold = np.where(own == 0, 1.0, np.where(rival_score == 0, 0.0, rival_score / total))
    # Ties among the others, as map_classify finds them (relative TIE_TOLERANCE).
    tied = (weighted >= rival_score * (1 - TIE_TOLERANCE)) & (rival_score > 0)
    rivals = tuple(tuple(int(others[k]) for k in np.flatnonzero(column)) for column in tied.T)
    return PriorThresholds(cls=cls, threshold=_frozen(threshold), rival=_frozen(others[best].astype(np.int64)),
                           rivals=rivals)


# ---------------------------------------------------------------- estimates from counts


@dataclass(frozen=True)
class CountEstimates:
    r"""Prior and likelihood estimated from a labelled table of counts.

    Made by :func:`estimate_from_counts`.

    Attributes
    ----------
    table : ndarray of int64, shape (n_classes, n_values)
        :math:`n_{x \mid c}`: records of class :math:`c` (row) with value
        :math:`x` (column).
    pseudo_count : float
        :math:`\alpha`, added to every cell before estimating.
    prior : ndarray of shape (n_classes,)
        :math:`\hat p(c)`; sums to 1.
    likelihood : ndarray of shape (n_classes, n_values)
        :math:`\hat p(x \mid c)`; each row sums to 1.
    """

    table: np.ndarray
    pseudo_count: float
    prior: np.ndarray
    likelihood: np.ndarray

    @property
    def class_counts(self) -> np.ndarray:
        """ndarray of int64, shape (n_classes,): records per class, :math:`n_c`."""
        return self.table.sum(axis=1)

    @property
    def n_records(self) -> int:
        """Number of records, :math:`n`."""
        return int(self.table.sum())

    @property
    def zero_cells(self) -> tuple[tuple[int, int], ...]:
        r"""(class, value) pairs whose estimate :math:`\hat p(x \mid c)` is exactly 0.

        Such a value, once observed, rules its class out: the seed's warning
        about small training sets. None when ``pseudo_count`` > 0.

        Examples
        --------
        >>> estimate_from_counts([[3, 1, 0], [1, 2, 3]]).zero_cells
        ((0, 2),)
        >>> estimate_from_counts([[3, 1, 0], [1, 2, 3]], pseudo_count=1).zero_cells
        ()
        """
        return tuple((int(c), int(x)) for c, x in zip(*np.nonzero(self.likelihood == 0)))


def estimate_from_counts(table: Any, pseudo_count: float = 0.0) -> CountEstimates:
    r"""Estimate :math:`p(c)` and :math:`p(x \mid c)` from counts of labelled records.

    Parameters
    ----------
    table : array-like of int, shape (n_classes, n_values)
        :math:`n_{x \mid c}` >= 0: how many training records of class
        :math:`c` (row) have value :math:`x` (column).
    pseudo_count : float, default 0
        :math:`\alpha` >= 0 added to every cell, as if each (class, value)
        pair had been seen :math:`\alpha` more times (1 is Laplace's
        add-one). With 0 the estimates are the seed's relative frequencies.

    Returns
    -------
    CountEstimates
        ``prior`` and ``likelihood``, ready for :func:`posterior` and
        :func:`map_classify`.

    Raises
    ------
    ValueError
        If ``table`` is not a 2-D table of whole numbers >= 0, if
        ``pseudo_count`` is negative, or if (with ``pseudo_count`` 0) the
        table is empty or a class has no records, so that
        :math:`n_{x \mid c} / n_c` would be 0/0.

    Notes
    -----
    With :math:`M` values and :math:`K` classes,

    .. math::

        \hat p(c) = \frac{n_c + M\alpha}{n + KM\alpha}, \qquad
        \hat p(x \mid c) = \frac{n_{x \mid c} + \alpha}{n_c + M\alpha}

    so that :math:`\hat p(c)\,\hat p(x \mid c)` is the smoothed table
    divided by its total. A zero count gives :math:`\hat p(x \mid c) = 0`
    unless :math:`\alpha > 0`: the seed's warning about small training sets.

    References
    ----------
    Seed 001, "Estimação da Probabilidade a Priori" and "Estimação do
    Likelihood"; Murphy (2012), section 3.4 (Dirichlet pseudo-counts).

    Examples
    --------
    Ten records, two classes, three values:

    >>> estimates = estimate_from_counts([[3, 1, 0],
    ...                                   [1, 2, 3]])
    >>> estimates.prior
    array([0.4, 0.6])
    >>> estimates.likelihood.round(4)
    array([[0.75  , 0.25  , 0.    ],
           [0.1667, 0.3333, 0.5   ]])
    >>> estimate_from_counts([[3, 1, 0], [1, 2, 3]], pseudo_count=1).likelihood.round(4)
    array([[0.5714, 0.2857, 0.1429],
           [0.2222, 0.3333, 0.4444]])
    """
    counts = np.asarray(check_numbers("table", table, low=0, integer=True))
    if counts.ndim != 2 or counts.size == 0:
        raise ValueError(
            "`table` must be a 2-D table of counts, one row per class and one column per value; "
            f"got shape {counts.shape}"
        )
    pseudo_count = check_number("pseudo_count", pseudo_count, low=0)
    smoothed = counts + pseudo_count
    class_totals = smoothed.sum(axis=1)
    total = class_totals.sum()
    if total == 0:
        raise TableError("table", "no_records",
                         "`table` must hold at least one record when `pseudo_count` is 0; got all zeros")
    if not class_totals.all():
        empty = int(np.flatnonzero(class_totals == 0)[0])
        raise TableError(
            "table", "empty_class",
            "`table` must have at least one record in every class when `pseudo_count` is 0 "
            f"(p(x | c) = n_xc / n_c would be 0/0); got no records in class {empty} (row {empty})",
            row=empty,
        )
    prior = class_totals / total
    likelihood = smoothed / class_totals[:, np.newaxis]
    return CountEstimates(
        table=_frozen(counts.astype(np.int64)),
        pseudo_count=pseudo_count,
        prior=_frozen(prior),
        likelihood=_frozen(likelihood),
    )


# ---------------------------------------------------------------- typed tables

#: Rows of a typed table end at a semicolon or a line break.
_ROW_SEPARATOR = re.compile(r"[;\n\r]")
#: One decimal number, with a decimal point or a decimal comma (no thousands separators).
_DECIMAL = re.compile(r"[+-]?(?:\d+(?:[.,]\d*)?|[.,]\d+)(?:[eE][+-]?\d+)?")


def _short(token: str, width: int = 24) -> str:
    """A token for a message, cut to ``width`` characters."""
    return token if len(token) <= width else token[:width - 1] + "…"


def _entries(row: str) -> list[str]:
    """The entries of one typed row (see :func:`parse_table` for the rules)."""
    entries = []
    for token in row.split():
        token = token.strip(",")  # "0.5, 0.3": a comma before a space separates
        if not token:
            continue
        if token.count(",") > 1 or ("," in token and "." in token):
            entries.extend(piece for piece in token.split(",") if piece)  # "0.5,0.3", "1,2,3"
        else:
            entries.append(token)  # "0,5" is one number with a decimal comma
    return entries


def _decimal_fraction(text: str) -> Fraction | None:
    """The exact value of one decimal (point or comma), or None if it is not one."""
    if not _DECIMAL.fullmatch(text):
        return None
    return Fraction(text.replace(",", "."))


def _entry_value(name: str, token: str, row: int, column: int) -> float:
    """One typed entry as a float: a decimal, a fraction ``a/b`` or a percentage ``a%``."""
    text = token.replace("\u2212", "-")
    percent = text.endswith("%")
    if percent:
        text = text[:-1]
    numerator, slash, denominator = text.partition("/")
    top = _decimal_fraction(numerator)
    bottom = _decimal_fraction(denominator) if slash else Fraction(1)
    if top is None or bottom is None:
        raise TableError(
            name, "not_a_number",
            f"`{name}` must hold numbers (0.25, 0,25, 1/4 or 25%); got {_short(token)!r} "
            f"at row {row}, entry {column}",
            row=row, column=column, value=_short(token),
        )
    if bottom == 0:
        raise TableError(
            name, "division_by_zero",
            f"`{name}` must hold fractions with a denominator other than 0; got {_short(token)!r} "
            f"at row {row}, entry {column}",
            row=row, column=column, value=_short(token),
        )
    value = top / bottom / (100 if percent else 1)
    try:
        return float(value)
    except OverflowError:
        return math.inf if value > 0 else -math.inf


def parse_table(name: str, text: str, *, max_rows: int, max_columns: int) -> np.ndarray:
    """Read a small table of numbers typed as text (a compact form that fits in a URL).

    Parameters
    ----------
    name : str
        The parameter's name, for messages (``"likelihood"``).
    text : str
        Rows separated by ``;`` or line breaks; entries separated by spaces (a
        comma followed by a space also separates). An entry is a decimal with a
        point or a comma (``0.25``, ``0,25``), a fraction (``1/4``) or a
        percentage (``25%``); the typographic minus U+2212 is a minus. A token
        with two commas, or with both a point and a comma, is split at the
        commas (``0.5,0.3`` is two entries; ``0,5`` is one, a half). Empty rows
        are skipped.
    max_rows, max_columns : int
        Largest table accepted.

    Returns
    -------
    ndarray of shape (n_rows, n_columns)
        The entries (``inf`` for a number too large for a float).

    Raises
    ------
    TableError
        A ``ValueError`` with a :attr:`~TableError.reason`: ``"empty"``,
        ``"not_a_number"``, ``"division_by_zero"``, ``"too_many_rows"``,
        ``"too_many_columns"`` or ``"ragged"`` (rows of different lengths).

    Examples
    --------
    >>> parse_table("likelihood", "0.4 0.6; 1/3 2/3", max_rows=6, max_columns=8).round(4)
    array([[0.4   , 0.6   ],
           [0.3333, 0.6667]])
    >>> parse_table("prior", "0,5 0,3 0,2", max_rows=1, max_columns=6)
    array([[0.5, 0.3, 0.2]])
    >>> parse_table("prior", "50%, 30%, 20%", max_rows=1, max_columns=6)
    array([[0.5, 0.3, 0.2]])
    >>> parse_table("prior", "0.5 x", max_rows=1, max_columns=6)
    Traceback (most recent call last):
    ...
    bayeslab.bayes_rule.TableError: `prior` must hold numbers (0.25, 0,25, 1/4 or 25%); got 'x' at row 0, entry 1
    """
    if not isinstance(text, str):
        raise ValueError(f"`{name}` must be text; got {text!r}")
    rows = [_entries(line) for line in _ROW_SEPARATOR.split(text)]
    rows = [entries for entries in rows if entries]
    if not rows:
        raise TableError(name, "empty", f"`{name}` must hold at least one number; got {_short(text)!r}")
    if len(rows) > max_rows:
        raise TableError(name, "too_many_rows", f"`{name}` must have at most {max_rows} row(s); got {len(rows)}",
                         value=len(rows), limit=max_rows)
    width = len(rows[0])
    for i, entries in enumerate(rows):
        if len(entries) > max_columns:
            raise TableError(
                name, "too_many_columns",
                f"`{name}` must have at most {max_columns} entries per row; got {len(entries)} in row {i}",
                row=i, value=len(entries), limit=max_columns,
            )
        if len(entries) != width:
            raise TableError(
                name, "ragged",
                f"`{name}` must have rows of equal length; got {len(entries)} entries in row {i} "
                f"and {width} in row 0",
                row=i, value=len(entries), limit=width,
            )
    return np.array([[_entry_value(name, token, i, j) for j, token in enumerate(entries)]
                     for i, entries in enumerate(rows)])


def parse_probability(name: str, text: str, *, percent: bool = False) -> float:
    """Read one probability typed as text: ``0.004``, ``0,004``, ``1/250``, ``0.4%`` or ``4e-3``.

    Parameters
    ----------
    name : str
        The parameter's name, for messages (``"prevalence"``).
    text : str
        One entry as in :func:`parse_table` (surrounding spaces allowed).
    percent : bool, default False
        Read a number without ``%`` as per cent too (``3,1`` is 0.031): for a
        box labelled "in %".

    Returns
    -------
    float
        In [0, 1].

    Raises
    ------
    TableError
        ``"empty"``, ``"not_a_number"``, ``"division_by_zero"``, ``"not_one_number"``
        (``value``: how many were typed), ``"not_probability"`` (``value``: the
        number) or, with ``percent``, ``"not_percent"`` (``value``: the number of
        per cent typed).

    Examples
    --------
    >>> parse_probability("prevalence", "0,004"), parse_probability("prevalence", "1/250")
    (0.004, 0.004)
    >>> parse_probability("sensitivity", "85.6%")
    0.856
    >>> parse_probability("guess", "3,1", percent=True)
    0.031
    >>> parse_probability("specificity", "1.2")
    Traceback (most recent call last):
    ...
    bayeslab.bayes_rule.TableError: `specificity` must be a probability in [0, 1]; got 1.2
    """
    if not isinstance(text, str):
        raise ValueError(f"`{name}` must be text; got {text!r}")
    entries = [entry for line in _ROW_SEPARATOR.split(text) for entry in _entries(line)]
    if not entries:
        raise TableError(name, "empty", f"`{name}` must hold one number; got {_short(text)!r}")
    if len(entries) > 1:
        raise TableError(name, "not_one_number", f"`{name}` must hold one number; got {len(entries)}: "
                                                 f"{_short(text)!r}", value=len(entries))
    entry = entries[0]
    value = _entry_value(name, entry, 0, 0)  # errors name the token as typed
    if percent and not entry.endswith("%"):
        value = _entry_value(name, entry + "%", 0, 0)  # exact: 3,1 % is 31/1000, not 3.1 / 100
    if not 0 <= value <= 1:
        if percent:
            shown = value * 100
            raise TableError(name, "not_percent", f"`{name}` must be a percentage in [0, 100]; got {shown!r}",
                             value=shown)
        raise TableError(name, "not_probability", f"`{name}` must be a probability in [0, 1]; got {value!r}",
                         value=value)
    return value


def _check_probability_entries(name: str, table: np.ndarray, flat: bool) -> None:
    bad = ~((table >= 0) & (table <= 1))
    if bad.any():
        i, j = (int(k) for k in np.argwhere(bad)[0])
        value = float(table[i, j])
        raise TableError(
            name, "not_probability",
            f"`{name}` must hold probabilities in [0, 1]; got {value!r} at "
            + (f"entry {j}" if flat else f"row {i}, entry {j}"),
            row=None if flat else i, column=j, value=value,
        )


def read_class_table(prior_text: str, likelihood_text: str) -> tuple[np.ndarray, np.ndarray]:
    r"""Read the prior :math:`p(c)` and the likelihood table :math:`p(x \mid c)` typed for a MAP classifier.

    Parameters
    ----------
    prior_text : str
        One probability per class, in order (rows and separators as in
        :func:`parse_table`; every entry is read in reading order).
    likelihood_text : str
        One row per class (2 to :data:`MAX_CLASSES`), one entry per possible
        value :math:`x` (1 to :data:`MAX_VALUES`).

    Returns
    -------
    prior : ndarray of shape (n_classes,)
        Entries in [0, 1] summing to 1 (within :data:`PRIOR_SUM_TOLERANCE`).
    likelihood : ndarray of shape (n_classes, n_values)
        Entries in [0, 1]; each row sums to 1 (within the same tolerance): the
        values of :math:`x` are all the possibilities.

    Raises
    ------
    TableError
        A ``ValueError`` whose :attr:`~TableError.reason` is one of
        :data:`TABLE_ERRORS`: the reasons of :func:`parse_table`, or
        ``"too_few_rows"``, ``"not_probability"``, ``"prior_length"``,
        ``"prior_sum"``, ``"row_sum"``.

    Examples
    --------
    >>> prior, likelihood = read_class_table("0.5 0.3 0.2", "0.4 0.3 0.2 0.1; 0.1 0.2 0.3 0.4; 0.1 0.1 0.6 0.2")
    >>> prior.shape, likelihood.shape
    ((3,), (3, 4))
    >>> read_class_table("0.5 0.4", "0.5 0.5; 0.2 0.8")
    Traceback (most recent call last):
    ...
    bayeslab.bayes_rule.TableError: `prior` must sum to 1 (within 1e-09); got sum 0.9
    """
    prior = parse_table("prior", _ROW_SEPARATOR.sub(" ", prior_text) if isinstance(prior_text, str) else prior_text,
                        max_rows=1, max_columns=MAX_CLASSES)[0]
    likelihood = parse_table("likelihood", likelihood_text, max_rows=MAX_CLASSES, max_columns=MAX_VALUES)
    n_classes = likelihood.shape[0]
    if n_classes < 2:
        raise TableError("likelihood", "too_few_rows",
                         f"`likelihood` must have at least 2 rows (classes); got {n_classes}",
                         value=n_classes, limit=2)
    _check_probability_entries("prior", prior[np.newaxis, :], flat=True)
    _check_probability_entries("likelihood", likelihood, flat=False)
    if prior.size != n_classes:
        raise TableError(
            "prior", "prior_length",
            f"`prior` must have one entry per row of `likelihood` ({n_classes}); got {prior.size}",
            value=prior.size, limit=n_classes,
        )
    total = math.fsum(prior)
    if abs(total - 1) > PRIOR_SUM_TOLERANCE:
        raise TableError("prior", "prior_sum",
                         f"`prior` must sum to 1 (within {PRIOR_SUM_TOLERANCE:g}); got sum {total!r}", total=total)
    for i, row in enumerate(likelihood):
        total = math.fsum(row)
        if abs(total - 1) > PRIOR_SUM_TOLERANCE:
            raise TableError(
                "likelihood", "row_sum",
                f"`likelihood` must have rows summing to 1 (within {PRIOR_SUM_TOLERANCE:g}); "
                f"got sum {total!r} in row {i}",
                row=i, total=total,
            )
    return _frozen(prior), _frozen(likelihood)


def read_counts(text: str) -> np.ndarray:
    """Read a typed table of counts of labelled records: one row per class, one column per value.

    Parameters
    ----------
    text : str
        As in :func:`parse_table`: 2 to :data:`MAX_CLASSES` rows of 1 to
        :data:`MAX_VALUES` whole numbers, each at most :data:`MAX_COUNT`.

    Returns
    -------
    ndarray of int64, shape (n_classes, n_values)
        Ready for :func:`estimate_from_counts`.

    Raises
    ------
    TableError
        The reasons of :func:`parse_table`, or ``"too_few_rows"``,
        ``"not_count"``, ``"too_large"``.

    Examples
    --------
    >>> read_counts("3 1 0; 1 2 3")
    array([[3, 1, 0],
           [1, 2, 3]])
    """
    table = parse_table("counts", text, max_rows=MAX_CLASSES, max_columns=MAX_VALUES)
    if table.shape[0] < 2:
        raise TableError("counts", "too_few_rows", f"`counts` must have at least 2 rows (classes); got {table.shape[0]}",
                         value=table.shape[0], limit=2)
    for (i, j), value in np.ndenumerate(table):
        if math.isinf(value) and value > 0 or value > MAX_COUNT:
            raise TableError("counts", "too_large",
                             f"`counts` must hold counts of at most {MAX_COUNT}; got {value!r} at row {i}, entry {j}",
                             row=i, column=j, value=float(value), limit=MAX_COUNT)
        if not (value >= 0 and value == round(value)):
            raise TableError("counts", "not_count",
                             f"`counts` must hold whole numbers >= 0; got {value!r} at row {i}, entry {j}",
                             row=i, column=j, value=float(value))
    return _frozen(table.astype(np.int64))
