r"""Naive Bayes classifiers for word counts, with conjugate (pseudo-count) priors.

Two class-conditional models of a document :math:`\mathbf{x}` with :math:`D`
vocabulary features, and classes :math:`c = 1..C` with prior :math:`\pi`:

- :class:`BernoulliNB` -- :math:`x_j \in \{0, 1\}` says whether word :math:`j`
  occurs; :math:`p(\mathbf{x} \mid c) = \prod_{j=1}^D \theta_{jc}^{x_j}
  (1-\theta_{jc})^{1-x_j}`;
- :class:`MultinomialNB` -- :math:`x_j` counts occurrences;
  :math:`p(\mathbf{x} \mid c) \propto \prod_{j=1}^D \theta_{jc}^{x_j}` with
  :math:`\sum_j \theta_{jc} = 1`.

Both learn by counting and put a factored conjugate prior on the parameters
(MLaPP eq. 3.59: the prior is a product over the class prior and every
:math:`\theta_{jc}`): :math:`\pi \sim \mathrm{Dir}(\alpha, \dots, \alpha)`, and per
class :math:`\theta_{jc} \sim \mathrm{Beta}(\beta_1, \beta_0)` (Bernoulli) or
:math:`\theta_{\cdot c} \sim \mathrm{Dir}(\beta, \dots, \beta)` (multinomial).
The posterior is again Dirichlet/Beta with the counts added to the
pseudo-counts; the model plugs in one point estimate of it
(``estimate="mle" | "map" | "mean"``), computed by
:func:`bayeslab.dirichlet.point_estimate` -- one implementation of the MLE
(eq. 3.22), the MAP (eq. 3.21, and its Dirichlet form eq. 3.47) and the
posterior mean (eq. 3.23) for the whole core.

What MAP means where a posterior has no interior mode follows the one rule of
:attr:`bayeslab.dirichlet.Dirichlet.mode`:

* Bernoulli: each :math:`\theta_{jc}` has its own Beta posterior
  :math:`\mathrm{Beta}(N_{jc} + \beta_1, N_c - N_{jc} + \beta_0)` (the case K = 2).
  When :math:`N_{jc} + \beta_1 \le 1` (a word never seen in class c with
  :math:`\beta \le 1`, or seen in one message only with :math:`\beta = 0`) the
  density is largest at :math:`\theta = 0` (unbounded there if below 1) and the
  MAP is exactly 0: the black swan returns under MAP with :math:`\beta \le 1`.
  Symmetrically the MAP is 1 when :math:`N_c - N_{jc} + \beta_0 \le 1`.
* Multinomial: :math:`\theta_{\cdot c}` is one Dirichlet over the whole
  vocabulary (K = D). With :math:`0 < \beta < 1` every word unseen in class c
  makes the density unbounded along the whole face :math:`\theta_{jc} = 0`: no
  single point is the most probable, so the MAP is undefined (``nan``) and so
  is every score that uses it. With :math:`\beta = 1` unseen words get 0; with
  :math:`\beta = 0` words of count 0 are pinned at 0 and words seen once get 0.

Every score is kept in log space and normalised with log-sum-exp, so a very
long message never underflows, and a probability that is exactly zero
(the "black swan" of an unseen word under the MLE) stays exactly zero.

References
----------
.. [1] K. P. Murphy, *Machine Learning: a Probabilistic Perspective*, MIT
   Press, 2012: section 3.5 (naive Bayes classifiers: eq. 3.54 the model, eq.
   3.57-3.58 the MLE, 3.5.1.2 Bayesian naive Bayes with the factored prior eq.
   3.59, 3.5.2 prediction, 3.5.3 log-sum-exp eq. 3.74, 3.5.5 the multinomial
   document model eq. 3.78), section 3.3 (Beta-binomial: MAP eq. 3.21, MLE eq.
   3.22, posterior mean eq. 3.23) and 3.4 (Dirichlet-multinomial: MAP eq. 3.47,
   posterior predictive eq. 3.51). Equation numbers as in the seed summary
   ``000`` of MLaPP chapter 3.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any, Hashable

import numpy as np
import scipy.sparse as sp
from scipy.special import logsumexp

from bayeslab._validate import check_choice, check_number
from bayeslab.dirichlet import ESTIMATES, point_estimate

__all__ = [
    "ATOMS_IN_UNIVERSE_LOG10",
    "DECISIONS",
    "ESTIMATES",
    "NAIVE_OUTCOMES",
    "UNDEFINED_REASONS",
    "ZERO_REASONS",
    "point_estimate",
    "BernoulliNB",
    "MultinomialNB",
    "Explanation",
    "ImpossibleFeatures",
    "LogOdds",
    "EvidenceSteps",
    "TopFeatures",
    "ParameterCounts",
    "UndefinedEstimates",
    "Waterfall",
    "parameter_counts",
]

#: log10 of the usual estimate of the number of atoms in the observable universe (10^80).
ATOMS_IN_UNIVERSE_LOG10 = 80


# ---------------------------------------------------------------- validation


def _check_estimate(estimate: Any) -> str:
    return check_choice("estimate", estimate, ESTIMATES)


def _check_counts(X: Any, n_features: int | None = None, name: str = "X") -> sp.csr_matrix:
    """Validated copy of `X` as a float64 CSR matrix without stored zeros."""
    if sp.issparse(X):
        if X.ndim != 2:
            raise ValueError(f"`{name}` must be 2-D; got shape {X.shape}")
        X = sp.csr_matrix(X, dtype=np.float64, copy=True)
    else:
        try:
            dense = np.asarray(X, dtype=np.float64)
        except (TypeError, ValueError) as err:
            raise ValueError(f"`{name}` must be an array of non-negative counts; {err}") from None
        if dense.ndim != 2:
            raise ValueError(
                f"`{name}` must be 2-D of shape (n_samples, n_features); got shape {dense.shape}"
            )
        X = sp.csr_matrix(dense)
    if X.data.size and not np.all(np.isfinite(X.data)):
        raise ValueError(f"`{name}` must contain only finite counts; got nan or inf")
    if X.data.size and X.data.min() < 0:
        raise ValueError(f"`{name}` must be >= 0 (counts); got {float(X.data.min())!r}")
    if n_features is not None and X.shape[1] != n_features:
        raise ValueError(
            f"`{name}` must have {n_features} columns (the fitted n_features); "
            f"got shape {X.shape}"
        )
    X.eliminate_zeros()
    return X


def _check_one_document(x: Any, n_features: int) -> sp.csr_matrix:
    if not sp.issparse(x) and np.ndim(x) == 1:
        x = np.asarray(x, dtype=np.float64)[None, :]
    X = _check_counts(x, n_features, name="x")
    if X.shape[0] != 1:
        raise ValueError(f"`x` must be one document (1 row); got shape {X.shape}")
    return X


# ---------------------------------------------------------------- estimates


def _bernoulli_estimate(ones: np.ndarray, zeros: np.ndarray, beta: tuple[float, float],
                        estimate: str) -> np.ndarray:
    """θ = P(x=1) of Beta(ones + β1, zeros + β0): the K = 2 case of point_estimate."""
    pairs = np.stack([ones, zeros], axis=-1)
    return point_estimate(pairs, np.asarray(beta, dtype=np.float64), estimate)[..., 0]


#: Why a point estimate can be undefined (see :class:`UndefinedEstimates`).
UNDEFINED_REASONS = ("no_data", "flat", "two_peaks", "unbounded")


def _undefined_reason(counts: np.ndarray, pseudo: Any, estimate: str) -> np.ndarray:
    """Per row of ``counts`` (..., K): why its point estimate is nan ("" where it is defined).

    Mirrors the cases of :attr:`bayeslab.dirichlet.Dirichlet.mode` (and of the MLE and
    mean), to say which one applies; a test checks that a reason is given exactly where
    :func:`point_estimate` returns nan.
    """
    posterior = counts + pseudo
    weights = counts if estimate == "mle" else posterior
    no_data = ~(np.broadcast_to(weights, posterior.shape).sum(axis=-1) > 0)
    reason = np.where(no_data, "no_data", "")
    if estimate != "map":
        return reason
    positive = posterior > 0
    n_positive = positive.sum(axis=-1)
    n_below = (positive & (posterior < 1)).sum(axis=-1)
    all_one = np.all(~positive | (posterior == 1), axis=-1) & (n_positive >= 2)
    reason = np.where(n_positive == 0, "no_data", "")
    reason = np.where((n_positive == 2) & (n_below == 2), "two_peaks", reason)
    reason = np.where((n_positive >= 3) & (n_below >= 1), "unbounded", reason)
    return np.where(all_one, "flat", reason)


def _split_log(log_values: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """(finite part with -inf -> 0, indicator of -inf) so 0 * log 0 never becomes nan."""
    is_zero = log_values == -np.inf
    return np.where(is_zero, 0.0, log_values), is_zero.astype(np.float64)


def _log(values: np.ndarray) -> np.ndarray:
    with np.errstate(divide="ignore", invalid="ignore"):
        return np.log(values)


def _log1m(values: np.ndarray) -> np.ndarray:
    with np.errstate(divide="ignore", invalid="ignore"):
        return np.log1p(-values)


def _frozen(array: np.ndarray) -> np.ndarray:
    array.flags.writeable = False
    return array


# ---------------------------------------------------------------- results


@dataclass(frozen=True)
class LogOdds:
    r"""One document's posterior log-odds, split into additive parts (a waterfall).

    Attributes
    ----------
    positive, negative : label
        The two classes compared: log-odds of `positive` against `negative`.
    prior : float
        :math:`\log \pi_{+} - \log \pi_{-}`.
    feature_ids : ndarray of int64, shape (n_present,)
        The present words, as in :class:`Explanation`.
    words : ndarray of shape (n_present,)
        Each present word's log-likelihood ratio: its whole contribution,
        ``contributions[positive] - contributions[negative]``.
    per_occurrence : ndarray of shape (n_present,)
        The log-likelihood ratio of one occurrence of each present word,
        ``words / exponents`` (see Notes): what a single token of the word in
        the message is worth. Multinomial: ``words`` divided by the word's
        count :math:`x_j`; Bernoulli: ``words`` itself (the model sees only
        whether the word occurs, so every occurrence carries the whole ratio).
    absent : float
        The summed log-likelihood ratio of all absent words (Bernoulli; 0 for
        the multinomial model).
    posterior : float
        ``prior + words.sum() + absent`` = :math:`\log p(+\mid x) - \log p(-\mid x)`.

    Notes
    -----
    A term is ``±inf`` when one class gives the word probability 0, and
    ``nan`` when both do (``inf - inf``): then the posterior log-odds is
    undefined too.

    With :math:`e_j` the exponent of :math:`\theta_{jc}` in
    :math:`p(\mathbf{x} \mid c)` (:attr:`Explanation.exponents`: :math:`x_j`
    for the multinomial model, 1 for Bernoulli), the per-occurrence ratio is

    .. math::

        r_j = \frac{e_j \log\theta_{j+} - e_j \log\theta_{j-}}{e_j}
            = \log\frac{\theta_{j+}}{\theta_{j-}},

    computed as the left-hand side, ``words / exponents``, so that
    ``exponents * per_occurrence`` gives back ``words`` (exactly for
    Bernoulli, up to rounding for the multinomial model). Since every
    :math:`e_j` is finite and > 0, the division keeps the special values of
    ``words``: a black swan (a word with probability 0 under one class, e.g.
    unseen in that class with :math:`\beta = 0`) is ``±inf`` in every
    occurrence, never ``nan``; a word both classes rule out stays ``nan``.
    """

    positive: Hashable
    negative: Hashable
    prior: float
    feature_ids: np.ndarray
    words: np.ndarray
    per_occurrence: np.ndarray
    absent: float
    posterior: float

    @property
    def decision(self) -> str:
        """The verdict, one of :data:`DECISIONS`.

        ``"positive"`` (log-odds > 0), ``"negative"`` (< 0), ``"tie"`` (exactly 0:
        p = 1/2; :meth:`_NaiveBayes.predict` then takes the first class in sorted
        order) or ``"undefined"`` (``nan``: both classes impossible, 0/0).

        Examples
        --------
        >>> model = MultinomialNB().fit([[1, 0], [0, 1]], ["ham", "spam"])
        >>> model.explain([1, 1]).log_odds().decision, model.explain([0, 2]).log_odds().decision
        ('tie', 'positive')
        """
        if math.isnan(self.posterior):
            return "undefined"
        if self.posterior == 0:
            return "tie"
        return "positive" if self.posterior > 0 else "negative"

    def waterfall(self, order: Any, max_words: int = 12) -> "Waterfall":
        """The terms of the log-odds as bars: prior, the words in reading order, the rest.

        Parameters
        ----------
        order : array_like of int
            The present words' ids in the order a reader meets them (e.g.
            :attr:`bayeslab.text.Reading.order`): a permutation of
            ``feature_ids``.
        max_words : int, default 12
            At most this many word bars, the bar of the summed rest included
            (>= 1). With more words, the ``max_words - 1`` with the largest
            ``|ratio|`` keep their bars (an undefined ratio counts as largest; ties
            go to the word met first), in reading order, and the others are summed
            into one bar.

        Returns
        -------
        Waterfall

        Raises
        ------
        ValueError
            If ``order`` is not a permutation of ``feature_ids`` or ``max_words``
            is not an integer >= 1.

        Examples
        --------
        >>> model = MultinomialNB().fit([[2, 1, 0], [0, 1, 3]], ["spam", "ham"])
        >>> bars = model.explain([1, 1, 1]).log_odds().waterfall([2, 0, 1], max_words=2)
        >>> bars.feature_ids, bars.rest_ids  # word 0 has the largest |ratio|; the rest as met
        (array([0]), array([2, 1]))
        >>> bool(np.isclose(bars.prior + bars.ratios.sum() + bars.rest + bars.absent, bars.posterior))
        True
        """
        max_words = check_number("max_words", max_words, low=1, integer=True)
        order = np.asarray(order, dtype=np.int64).reshape(-1)
        if order.size != self.feature_ids.size or not np.array_equal(np.sort(order), self.feature_ids):
            raise ValueError(
                f"`order` must list the present words' ids {self.feature_ids.tolist()} once each; "
                f"got {order.tolist()}"
            )
        position = np.searchsorted(self.feature_ids, order)  # feature_ids are increasing
        ratios = self.words[position]
        keep = np.arange(order.size)
        if order.size > max_words:
            magnitude = np.where(np.isnan(ratios), np.inf, np.abs(ratios))
            keep = np.sort(np.argsort(-magnitude, kind="stable")[:max_words - 1])
        rest = np.setdiff1d(np.arange(order.size), keep)
        with np.errstate(invalid="ignore"):
            rest_total = float(ratios[rest].sum()) if rest.size else 0.0
        return Waterfall(prior=self.prior, feature_ids=_frozen(order[keep]),
                         ratios=_frozen(ratios[keep]), rest_ids=_frozen(order[rest]),
                         rest=rest_total, absent=self.absent, posterior=self.posterior)


#: The verdicts :attr:`LogOdds.decision` can give.
DECISIONS = ("positive", "negative", "tie", "undefined")


@dataclass(frozen=True)
class Waterfall:
    r"""A posterior log-odds as a few additive bars (see :meth:`LogOdds.waterfall`).

    ``prior + ratios.sum() + rest + absent == posterior`` (up to rounding; ±inf and
    nan as the sum of the terms gives them).

    Attributes
    ----------
    prior : float
        The prior log-odds.
    feature_ids : ndarray of int64, shape (n_bars,)
        The words with a bar of their own, in reading order.
    ratios : ndarray of shape (n_bars,)
        Their log-likelihood ratios (each word's whole contribution).
    rest_ids : ndarray of int64, shape (n_rest,)
        The other present words, in reading order, summed into one bar.
    rest : float
        Their summed ratio (0.0 when there are none).
    absent : float
        The absent words' summed ratio (Bernoulli; 0.0 for the multinomial model).
    posterior : float
        The posterior log-odds.
    """

    prior: float
    feature_ids: np.ndarray
    ratios: np.ndarray
    rest_ids: np.ndarray
    rest: float
    absent: float
    posterior: float


@dataclass(frozen=True)
class Explanation:
    r"""Per-feature contributions to each class's log score for one document.

    The joint log score of class :math:`c` is the sum

    .. math::

        b_c = \log \pi_c + \sum_{j\,\mathrm{present}} \mathrm{contributions}_{cj}
              + \mathrm{absent}_c

    Attributes
    ----------
    classes : ndarray of shape (n_classes,)
        Class labels, sorted.
    feature_ids : ndarray of int64, shape (n_present,)
        Vocabulary ids of the features with :math:`x_j > 0`, increasing.
    counts : ndarray of shape (n_present,)
        Their values :math:`x_j` (the Bernoulli model uses only :math:`x_j > 0`).
    exponents : ndarray of shape (n_present,)
        The power :math:`e_j` of :math:`\theta_{jc}` in :math:`p(\mathbf{x} \mid c)`,
        so that ``contributions == exponents * log θ``: :math:`x_j` for the
        multinomial model (one factor per occurrence), 1 for Bernoulli (a
        present word is one factor however often it occurs). Finite and > 0.
    log_prior : ndarray of shape (n_classes,)
        :math:`\log \pi_c`.
    contributions : ndarray of shape (n_classes, n_present)
        Multinomial: :math:`x_j \log \theta_{jc}`. Bernoulli:
        :math:`\log \theta_{jc}` (a present word counts once).
    absent : ndarray of shape (n_classes,)
        Bernoulli: :math:`\sum_{j:\,x_j = 0} \log(1 - \theta_{jc})`, every
        vocabulary word missing from the document, as one term. Multinomial:
        zeros (absent words do not enter its likelihood).
    joint_log_likelihood : ndarray of shape (n_classes,)
        :math:`b_c`, the sum above (``-inf`` for an honest zero).
    """

    classes: np.ndarray
    feature_ids: np.ndarray
    counts: np.ndarray
    exponents: np.ndarray
    log_prior: np.ndarray
    contributions: np.ndarray
    absent: np.ndarray
    joint_log_likelihood: np.ndarray

    def log_odds(self, positive: Hashable | None = None,
                 negative: Hashable | None = None) -> LogOdds:
        r"""The waterfall: prior log-odds + word log-likelihood ratios.

        Parameters
        ----------
        positive, negative : label, optional
            Classes to compare. With two classes the defaults are
            ``classes[1]`` against ``classes[0]`` (``"spam"`` vs ``"ham"``).

        Returns
        -------
        LogOdds
            Its ``per_occurrence`` is ``words / exponents``: the evidence of
            one occurrence of each word (see :class:`LogOdds`).

        Raises
        ------
        ValueError
            If a label is not a class, both are equal, or a default is asked
            for with other than two classes.

        Examples
        --------
        Word 2 occurs twice: its whole ratio counts twice in the multinomial
        model, so one occurrence is worth half of it.

        >>> X = [[2, 1, 0], [1, 0, 0], [0, 0, 3]]
        >>> model = MultinomialNB().fit(X, ["spam", "spam", "ham"])
        >>> odds = model.explain([1, 0, 2]).log_odds()  # spam against ham
        >>> odds.words.round(3), odds.per_occurrence.round(3)
        (array([ 1.232, -3.081]), array([ 1.232, -1.54 ]))

        Without smoothing word 0 is never seen in ham and word 2 never in spam:
        black swans stay infinite per occurrence, and the total is undefined.

        >>> odds = model.with_pseudocounts(beta=0).explain([1, 0, 2]).log_odds()
        >>> odds.words, odds.per_occurrence, odds.posterior
        (array([ inf, -inf]), array([ inf, -inf]), nan)
        """
        labels = list(self.classes)
        if positive is None or negative is None:
            if len(labels) != 2:
                raise ValueError(
                    "`positive` and `negative` must be given unless there are exactly 2 "
                    f"classes; got {len(labels)} classes"
                )
            positive = labels[1] if positive is None else positive
            negative = labels[0] if negative is None else negative
        for name, label in (("positive", positive), ("negative", negative)):
            if label not in labels:
                raise ValueError(f"`{name}` must be one of the classes {labels}; got {label!r}")
        if positive == negative:
            raise ValueError(f"`positive` and `negative` must differ; got {positive!r} twice")
        p, n = labels.index(positive), labels.index(negative)
        with np.errstate(invalid="ignore"):
            prior = float(self.log_prior[p] - self.log_prior[n])
            words = self.contributions[p] - self.contributions[n]
            absent = float(self.absent[p] - self.absent[n])
            posterior = float(prior + words.sum() + absent)
        # exponents are finite and > 0: ±inf and nan pass through unchanged.
        per_occurrence = words / self.exponents
        return LogOdds(positive=positive, negative=negative, prior=prior,
                       feature_ids=self.feature_ids, words=_frozen(words),
                       per_occurrence=_frozen(per_occurrence), absent=absent,
                       posterior=posterior)


#: Why a class is impossible for a document (see :attr:`ImpossibleFeatures.reasons`).
ZERO_REASONS = ("prior", "unseen", "seen_once", "in_every", "in_all_but_one")


@dataclass(frozen=True)
class ImpossibleFeatures:
    r"""Why classes have probability exactly 0 for one document: its zero factors.

    A class is impossible when one factor of :math:`\pi_c\, p(\mathbf{x} \mid c)` is 0:
    its prior :math:`\hat\pi_c`, a present word with :math:`\hat\theta_{jc} = 0` (the
    black swan), or, in the Bernoulli model, an absent word with
    :math:`\hat\theta_{jc} = 1`. Which estimates give such zeros, and so which
    sentence is true about a word, depends on its training count; :attr:`reasons`
    sorts the zero factors by that count.

    Attributes
    ----------
    classes : ndarray of shape (n_classes,)
        Class labels, sorted.
    present : tuple of ndarray of int64, one per class
        Ids of words in the document whose factor is 0 for that class.
    present_counts : tuple of ndarray, one per class
        Their training counts :math:`N_{jc}` (messages containing the word for
        Bernoulli, occurrences for the multinomial model).
    absent : tuple of ndarray of int64, one per class
        Bernoulli only: ids of (at most ``limit``) absent words whose factor
        :math:`1 - \theta_{jc}` is 0; empty arrays for the multinomial model.
    absent_missing : tuple of ndarray, one per class
        For those: :math:`N_c - N_{jc}`, the training messages of the class
        without the word.
    prior : ndarray of bool, shape (n_classes,)
        Whether :math:`\hat\pi_c = 0`.
    """

    classes: np.ndarray
    present: tuple
    present_counts: tuple
    absent: tuple
    absent_missing: tuple
    prior: np.ndarray

    @property
    def impossible(self) -> np.ndarray:
        """ndarray of bool, shape (n_classes,): which classes have probability 0."""
        return np.array([bool(z) or p.size > 0 or a.size > 0
                         for z, p, a in zip(self.prior, self.present, self.absent)])

    @property
    def n_impossible(self) -> int:
        """How many classes have probability 0 (all of them: the posterior is 0/0)."""
        return int(self.impossible.sum())

    def reasons(self, k: int) -> dict[str, np.ndarray]:
        r"""Class ``classes[k]``'s zero factors, by what makes them 0 (keys of :data:`ZERO_REASONS`).

        * ``"prior"``: the class prior is 0 (an empty array: no word is to blame) —
          the MAP with :math:`\alpha = 0` of a class with one training message;
        * ``"unseen"``: present words never seen in the class's training data;
        * ``"seen_once"``: present words seen in one training message of the class
          (once, for the multinomial model) — the MAP with :math:`\beta = 0`
          subtracts one from every count;
        * ``"in_every"``: absent words that every training message of the class had;
        * ``"in_all_but_one"``: absent words that all but one had (MAP, :math:`\beta = 0`).

        Only the reasons that apply are keys, in the order of :data:`ZERO_REASONS`;
        values are word ids (int64). No zero factor arises from other counts: a
        Beta or Dirichlet mode is 0 only where count + pseudo-count <= 1.

        Examples
        --------
        >>> model = MultinomialNB(beta=0.0, estimate="map").fit([[2, 1, 0], [0, 3, 1]], ["spam", "ham"])
        >>> zero = model.impossible_features([1, 0, 1])
        >>> zero.impossible.tolist(), zero.reasons(0), zero.reasons(1)
        ([True, True], {'unseen': array([0]), 'seen_once': array([2])}, {'unseen': array([2])})
        """
        out: dict[str, np.ndarray] = {}
        if self.prior[k]:
            out["prior"] = np.empty(0, dtype=np.int64)
        ids, counts = self.present[k], self.present_counts[k]
        absent, missing = self.absent[k], self.absent_missing[k]
        for reason, selected in (("unseen", ids[counts == 0]), ("seen_once", ids[counts > 0]),
                                 ("in_every", absent[missing == 0]),
                                 ("in_all_but_one", absent[missing > 0])):
            if selected.size:
                out[reason] = selected
        return out


@dataclass(frozen=True)
class UndefinedEstimates:
    r"""Which point estimates of a fitted model are undefined (``nan``), and why.

    The reasons (:data:`UNDEFINED_REASONS`) name the case of the estimate's rule:

    * ``"no_data"``: the MLE (or a mean without pseudo-counts) of a parameter with no
      counts at all divides 0 by 0 — e.g. a class whose messages hold no token;
    * ``"flat"``: a MAP whose posterior is flat (every count + pseudo-count is 1):
      every value is equally probable;
    * ``"two_peaks"``: a Beta MAP with both parameters below 1 (two unbounded ends);
    * ``"unbounded"``: a Dirichlet MAP over K >= 3 outcomes with a parameter below 1:
      the density is unbounded along a whole face, so no single point is the mode
      (the multinomial model with :math:`0 < \beta < 1` and a word unseen in a class).

    Attributes
    ----------
    classes : ndarray of shape (n_classes,)
    prior : str
        The reason for the class prior, ``""`` when it is defined.
    theta : tuple of str, one per class
        The reason for that class's word probabilities (the first word's, for the
        Bernoulli model's one Beta per word), ``""`` when all are defined.
    n_theta : tuple of int, one per class
        How many of that class's word probabilities are undefined.
    """

    classes: np.ndarray
    prior: str
    theta: tuple
    n_theta: tuple

    @property
    def any(self) -> bool:
        """Whether any estimate is undefined."""
        return bool(self.prior) or any(self.theta)


@dataclass(frozen=True)
class EvidenceSteps:
    r"""The log-sum-exp computation of :math:`p(c \mid x)` for one document, step by step.

    Attributes
    ----------
    classes : ndarray of shape (n_classes,)
    n_factors : int
        Number of probabilities multiplied per class in the likelihood
        (multinomial: number of known tokens; Bernoulli: vocabulary size D).
    log_prior : ndarray of shape (n_classes,)
        :math:`\log \pi_c`.
    log_likelihood : ndarray of shape (n_classes,)
        :math:`\log p(x \mid c)`, a sum of logs (multinomial coefficient omitted).
    likelihood_product : ndarray of shape (n_classes,)
        The same likelihood computed naively as a float64 product of the
        factors; underflows to 0.0 for a long message.
    joint_product : ndarray of shape (n_classes,)
        ``prior * likelihood_product``, also naive.
    b : ndarray of shape (n_classes,)
        :math:`b_c = \log \pi_c + \log p(x \mid c)`.
    b_max : float
        :math:`B = \max_c b_c`.
    shifted : ndarray of shape (n_classes,)
        :math:`b_c - B` (:math:`\le 0`, the largest is 0).
    log_evidence : float
        :math:`\log p(x) = B + \log \sum_c e^{b_c - B}` (Murphy eq. 3.74).
    log_posterior : ndarray of shape (n_classes,)
        :math:`b_c - \log p(x)`.
    posterior : ndarray of shape (n_classes,)
        :math:`p(c \mid x)`.

    Notes
    -----
    If every :math:`b_c = -\infty` (each class has probability 0), then
    :math:`B = -\infty`, `shifted` is ``nan``, ``log_evidence`` is ``-inf``
    and the posterior is ``nan``: no class can be preferred.
    """

    classes: np.ndarray
    n_factors: int
    log_prior: np.ndarray
    log_likelihood: np.ndarray
    likelihood_product: np.ndarray
    joint_product: np.ndarray
    b: np.ndarray
    b_max: float
    shifted: np.ndarray
    log_evidence: float
    log_posterior: np.ndarray
    posterior: np.ndarray

    @property
    def underflowed(self) -> np.ndarray:
        """ndarray of bool, shape (n_classes,): naive product 0.0 although its log is finite."""
        return (self.joint_product == 0.0) & np.isfinite(self.b)

    @property
    def naive_outcome(self) -> str:
        """What dividing the naive products would give, one of :data:`NAIVE_OUTCOMES`.

        * ``"fine"``: no product underflowed (a true zero factor is not an underflow);
        * ``"undefined"``: some product underflowed and every product is 0.0: the
          naive posterior is 0/0 while the logs still give an answer;
        * ``"overconfident"``: some product underflowed and another did not: the
          naive posterior gives the underflowed class exactly 0, a certainty the
          logs do not support.

        Examples
        --------
        >>> model = MultinomialNB().fit([[2, 1, 0], [1, 0, 0], [0, 0, 3]], ["spam", "spam", "ham"])
        >>> model.evidence_steps([500, 0, 0]).naive_outcome, model.evidence_steps([1, 0, 0]).naive_outcome
        ('overconfident', 'fine')
        >>> model.evidence_steps([0, 1000, 0]).naive_outcome  # θ < 1/2 in both classes
        'undefined'
        """
        if not self.underflowed.any():
            return "fine"
        return "undefined" if np.all(self.joint_product == 0.0) else "overconfident"


#: What dividing naive products can give (:attr:`EvidenceSteps.naive_outcome`).
NAIVE_OUTCOMES = ("fine", "undefined", "overconfident")


@dataclass(frozen=True)
class TopFeatures:
    r"""The most indicative features of each class.

    Attributes
    ----------
    classes : ndarray of shape (n_classes,)
    feature_ids : ndarray of int64, shape (n_classes, n)
        Row ``c``: ids of the features with the largest log-ratio for class
        ``c``, largest first (ties by id; ``nan`` last).
    log_ratio : ndarray of shape (n_classes, n)
        :math:`\log \theta_{jc} - \max_{c' \ne c} \log \theta_{jc'}`
        (``+inf`` for a word seen only in class ``c`` under the MLE).
    """

    classes: np.ndarray
    feature_ids: np.ndarray
    log_ratio: np.ndarray

    def favouring(self, k: int) -> tuple[np.ndarray, np.ndarray]:
        """Class ``classes[k]``'s top features that do favour it (log-ratio > 0).

        With a small vocabulary the top ``n`` of a class can include words that
        are likelier under another class (a negative log-ratio) or undefined;
        those are left out.

        Returns
        -------
        feature_ids, log_ratio : ndarray of shape (n_favouring,)
            Largest first.
        """
        keep = self.log_ratio[k] > 0
        return self.feature_ids[k][keep], self.log_ratio[k][keep]


@dataclass(frozen=True)
class ParameterCounts:
    r"""Free parameters of naive Bayes vs the full joint, binary features.

    Attributes
    ----------
    naive : int
        :math:`(C - 1) + C D` (:math:`2D + 1` for two classes).
    full_joint : int
        :math:`C \cdot 2^D - 1` (:math:`2^{D+1} - 1` for two classes): one
        probability per cell of the joint table, minus one for normalisation.
    """

    naive: int
    full_joint: int

    @property
    def full_joint_log10(self) -> float:
        """``log10(full_joint)``, for display when the integer is astronomically large."""
        return math.log10(self.full_joint) if self.full_joint > 0 else -math.inf

    @property
    def more_than_atoms(self) -> bool:
        """Whether the full joint needs more numbers than there are atoms in the universe.

        Exactly ``full_joint > 10**ATOMS_IN_UNIVERSE_LOG10`` (integers): for two
        classes, :math:`2^{D+1} - 1 > 10^{80}` first at D = 265.

        Examples
        --------
        >>> parameter_counts(264).more_than_atoms, parameter_counts(265).more_than_atoms
        (False, True)
        """
        return self.full_joint > 10**ATOMS_IN_UNIVERSE_LOG10


def parameter_counts(n_features: int, n_classes: int = 2) -> ParameterCounts:
    r"""Count the parameters of a naive Bayes model and of the full joint.

    Parameters
    ----------
    n_features : int
        Number of binary features D (>= 0).
    n_classes : int, default 2
        Number of classes C (>= 1).

    Returns
    -------
    ParameterCounts

    Raises
    ------
    ValueError
        If an argument is not an integer in range.

    Notes
    -----
    A table of :math:`p(c, x_1, \dots, x_D)` has :math:`C\,2^D` cells summing to
    one. Naive Bayes factors it as :math:`p(c) \prod_j p(x_j \mid c)`:
    :math:`C - 1` class probabilities and one :math:`\theta_{jc}` per feature
    and class.

    References
    ----------
    Murphy (2012), section 3.5; the seed lecture on spam filtering gives
    :math:`2D + 1` vs :math:`2^{D+1} - 1`.

    Examples
    --------
    >>> parameter_counts(3)
    ParameterCounts(naive=7, full_joint=15)
    >>> round(parameter_counts(1000).full_joint_log10, 2)
    301.33
    """
    d = check_number("n_features", n_features, low=0, integer=True)
    c = check_number("n_classes", n_classes, low=1, integer=True)
    return ParameterCounts(naive=(c - 1) + c * d, full_joint=c * 2**d - 1)


# ---------------------------------------------------------------- models


class _NaiveBayes:
    """Shared machinery; see :class:`BernoulliNB` and :class:`MultinomialNB`."""

    _kind = ""

    def __init__(self, alpha: float = 1.0, beta: Any = 1.0, estimate: str = "mean") -> None:
        object.__setattr__(self, "_alpha", check_number("alpha", alpha, low=0))
        object.__setattr__(self, "_beta", self._check_beta(beta))
        object.__setattr__(self, "_estimate", _check_estimate(estimate))
        object.__setattr__(self, "_fitted", False)

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError(
            f"{type(self).__name__} is read-only; use with_pseudocounts() for new pseudo-counts"
        )

    def __repr__(self) -> str:
        return (f"{type(self).__name__}(alpha={self._alpha!r}, beta={self._beta!r}, "
                f"estimate={self._estimate!r})")

    @staticmethod
    def _check_beta(beta: Any) -> Any:
        return check_number("beta", beta, low=0)

    # -- hyperparameters
    @property
    def alpha(self) -> float:
        """Dirichlet pseudo-count per class for the class prior π."""
        return self._alpha

    @property
    def beta(self) -> Any:
        """Pseudo-count per feature (see the class docstring)."""
        return self._beta

    @property
    def estimate(self) -> str:
        """Point estimate plugged in: ``"mle"``, ``"map"`` or ``"mean"``."""
        return self._estimate

    # -- fitted state
    def _require_fitted(self) -> None:
        if not self._fitted:
            raise ValueError(f"this {type(self).__name__} is not fitted yet; call fit(X, y) first")

    @property
    def is_fitted(self) -> bool:
        """Whether :meth:`fit` has been called."""
        return self._fitted

    @property
    def classes_(self) -> np.ndarray:
        """ndarray of shape (n_classes,): class labels, sorted."""
        self._require_fitted()
        return self._classes

    @property
    def n_features_in_(self) -> int:
        """Number of features D seen in :meth:`fit`."""
        self._require_fitted()
        return self._feature_count.shape[1]

    @property
    def class_count_(self) -> np.ndarray:
        """ndarray of shape (n_classes,): :math:`N_c`, training documents per class."""
        self._require_fitted()
        return self._class_count

    @property
    def feature_count_(self) -> np.ndarray:
        """ndarray of shape (n_classes, n_features): :math:`N_{jc}` (see the class docstring)."""
        self._require_fitted()
        return self._feature_count

    @property
    def class_prior_(self) -> np.ndarray:
        """ndarray of shape (n_classes,): the estimate of :math:`\\pi_c`."""
        self._require_fitted()
        return self._prior

    @property
    def class_log_prior_(self) -> np.ndarray:
        """ndarray of shape (n_classes,): :math:`\\log \\pi_c` (``-inf`` for 0)."""
        self._require_fitted()
        return self._log_prior

    @property
    def theta_(self) -> np.ndarray:
        """ndarray of shape (n_classes, n_features): the estimate of :math:`\\theta_{jc}`."""
        self._require_fitted()
        return self._theta

    @property
    def feature_log_prob_(self) -> np.ndarray:
        """ndarray of shape (n_classes, n_features): :math:`\\log \\theta_{jc}`."""
        self._require_fitted()
        return self._log_theta

    # -- fitting
    def fit(self, X: Any, y: Any) -> "_NaiveBayes":
        """Count the training data and estimate the parameters.

        Parameters
        ----------
        X : array_like or scipy.sparse matrix, shape (n_samples, n_features)
            Non-negative counts (e.g. from :func:`bayeslab.text.fit_transform`).
        y : array_like of shape (n_samples,)
            Class labels of any sortable kind; ``classes_`` is their sorted set.
            A single class is allowed (every posterior is then 1 or ``nan``).

        Returns
        -------
        self
            Fitted in place (as in scikit-learn). Treat a fitted model as
            read-only; :meth:`with_pseudocounts` gives a new one.

        Raises
        ------
        ValueError
            If `X` is not 2-D, has a negative or non-finite value; if `y` is
            empty, not 1-D, contains nan, or its length differs from
            ``X.shape[0]``.
        """
        X = _check_counts(X)
        y_arr = np.asarray(y)
        if y_arr.ndim != 1:
            raise ValueError(f"`y` must be 1-D (one label per row of X); got shape {y_arr.shape}")
        if y_arr.shape[0] == 0:
            raise ValueError("`y` must contain at least one label; got an empty array")
        if y_arr.shape[0] != X.shape[0]:
            raise ValueError(
                f"`y` must have one label per row of X ({X.shape[0]} rows); got {y_arr.shape[0]}"
            )
        if y_arr.dtype.kind == "f" and np.isnan(y_arr).any():
            raise ValueError("`y` must not contain nan labels; got nan")
        try:
            classes, y_index = np.unique(y_arr, return_inverse=True)
        except TypeError as err:
            raise ValueError(f"`y` labels must be sortable (one type); {err}") from None
        n_classes = classes.shape[0]
        indicator = sp.csr_matrix(
            (np.ones(X.shape[0]), (y_index.ravel(), np.arange(X.shape[0]))),
            shape=(n_classes, X.shape[0]),
        )
        if self._kind == "bernoulli":
            X.data[:] = 1.0
        feature_count = np.asarray((indicator @ X).toarray(), dtype=np.float64)
        class_count = np.bincount(y_index.ravel(), minlength=n_classes).astype(np.float64)
        state = self._derive(_frozen(classes), _frozen(class_count), _frozen(feature_count))
        for name, value in state.items():
            object.__setattr__(self, name, value)
        object.__setattr__(self, "_fitted", True)
        return self

    def with_pseudocounts(self, alpha: float | None = None, beta: Any = None) -> "_NaiveBayes":
        """A new fitted model with other pseudo-counts, from the stored counts.

        Parameters
        ----------
        alpha : float, optional
            New class-prior pseudo-count; left out (None) keeps the current one.
        beta : float (or pair for Bernoulli), optional
            New feature pseudo-count(s); left out keeps the current one.

        Returns
        -------
        same type as self
            Fitted, same ``estimate`` (an ``"mle"`` model stays unsmoothed);
            the count arrays are shared (read-only), nothing is recounted.
            With the same ``beta`` the word probabilities (every class ×
            vocabulary array) are shared too: a new ``alpha`` only re-estimates
            the class prior.

        Raises
        ------
        ValueError
            If the model is not fitted, or a pseudo-count is invalid.
        """
        self._require_fitted()
        new = object.__new__(type(self))
        object.__setattr__(new, "_alpha",
                           self._alpha if alpha is None else check_number("alpha", alpha, low=0))
        object.__setattr__(new, "_beta", self._beta if beta is None else self._check_beta(beta))
        object.__setattr__(new, "_estimate", self._estimate)
        same_beta = new._beta == self._beta
        state = new._derive(self._classes, self._class_count, self._feature_count,
                            features=self._features if same_beta else None,
                            count_state=self._count_state)
        for name, value in state.items():
            object.__setattr__(new, name, value)
        object.__setattr__(new, "_fitted", True)
        return new

    def _derive(self, classes: np.ndarray, class_count: np.ndarray, feature_count: np.ndarray,
                features: dict[str, Any] | None = None,
                count_state: dict[str, Any] | None = None) -> dict[str, Any]:
        prior = point_estimate(class_count, self._alpha, self._estimate)
        log_prior = _log(prior)
        if count_state is None:
            count_state = self._summarise_counts(feature_count)
        if features is None:
            features = self._derive_features(class_count, feature_count, count_state)
        state = {
            "_classes": classes,
            "_class_count": class_count,
            "_feature_count": feature_count,
            "_count_state": count_state,
            "_prior": _frozen(prior),
            "_log_prior": _frozen(log_prior),
            "_features": features,
        }
        state.update(features)
        return state

    def _summarise_counts(self, feature_count: np.ndarray) -> dict[str, Any]:
        """What re-estimating for any pseudo-count can reuse (computed once per fit)."""
        return {}

    @property
    def nbytes(self) -> int:
        """Bytes held by the model's arrays (counts, estimates and their logs).

        What a cache of fitted models should count: every array is classes ×
        vocabulary or smaller, so this is what a large vocabulary costs.
        """
        self._require_fitted()
        arrays = {id(v): v for v in vars(self).values() if isinstance(v, np.ndarray)}
        for value in vars(self).values():
            if isinstance(value, dict):
                arrays.update({id(v): v for v in value.values() if isinstance(v, np.ndarray)})
        return sum(a.nbytes for a in arrays.values())

    def _derive_features(self, class_count: np.ndarray, feature_count: np.ndarray,
                         count_state: dict[str, Any]) -> dict[str, Any]:
        raise NotImplementedError

    # -- prediction
    def _log_likelihood(self, X: sp.csr_matrix) -> np.ndarray:
        """log p(x | c), shape (n_samples, n_classes), of validated CSR counts (-inf: a zero)."""
        raise NotImplementedError

    def log_likelihood(self, X: Any) -> np.ndarray:
        r"""The class likelihoods :math:`\log p(\mathbf{x} \mid c)` (multinomial coefficient left out).

        They do not depend on :math:`\alpha`: models that differ only in ``alpha``
        (:meth:`with_pseudocounts`) share them, and :meth:`decide` turns them into
        each model's posterior.

        Parameters
        ----------
        X : array_like or scipy.sparse matrix, shape (n_samples, n_features)

        Returns
        -------
        ndarray of shape (n_samples, n_classes)
            ``-inf`` for a zero factor, ``nan`` where an estimate used is undefined.

        Raises
        ------
        ValueError
            If not fitted, or `X` is invalid or has the wrong number of columns.
        """
        self._require_fitted()
        return self._log_likelihood(_check_counts(X, self.n_features_in_))

    def decide(self, log_likelihood: Any) -> tuple[np.ndarray, np.ndarray]:
        """This model's posterior and predictions from class likelihoods computed before.

        ``decide(log_likelihood(X))`` is ``(predict_log_proba(X), predict(X))``; with
        likelihoods kept from another model that has the same ``beta`` (another
        ``alpha``), it gives this model's answer without reading ``X`` again.

        Parameters
        ----------
        log_likelihood : array_like of shape (..., n_samples, n_classes)
            Leading axes are batches (e.g. one per β of a sweep).

        Returns
        -------
        log_proba : ndarray of shape (..., n_samples, n_classes)
        labels : ndarray of shape (..., n_samples)

        Raises
        ------
        ValueError
            If not fitted or the shape does not fit the classes.

        Examples
        --------
        >>> model = MultinomialNB().fit([[2, 1, 0], [0, 1, 3]], ["spam", "ham"])
        >>> likelihood = model.log_likelihood([[1, 0, 0]])
        >>> log_proba, labels = model.with_pseudocounts(alpha=5.0).decide(likelihood)
        >>> labels, bool(np.allclose(log_proba, model.with_pseudocounts(alpha=5.0).predict_log_proba([[1, 0, 0]])))
        (array(['spam'], dtype='<U4'), True)
        """
        self._require_fitted()
        log_likelihood = np.asarray(log_likelihood, dtype=np.float64)
        if log_likelihood.ndim < 2 or log_likelihood.shape[-1] != self._classes.size:
            raise ValueError(
                f"`log_likelihood` must have shape (..., n_samples, {self._classes.size}); "
                f"got {log_likelihood.shape}"
            )
        scores = self._joint(log_likelihood)
        return _normalise(scores), self._best(scores)

    def _joint(self, log_likelihood: np.ndarray) -> np.ndarray:
        return self._log_prior + log_likelihood

    def _best(self, scores: np.ndarray) -> np.ndarray:
        scores = np.where(np.isnan(scores), -np.inf, scores)
        best = np.argmax(scores, axis=-1)
        undecided = np.all(scores == -np.inf, axis=-1)
        if undecided.any():
            best[undecided] = int(np.flatnonzero(self._classes == self.fallback_class_)[0])
        return self._classes[best]

    def joint_log_likelihood(self, X: Any) -> np.ndarray:
        r"""Unnormalised log posterior :math:`b_c = \log \pi_c + \log p(x \mid c)`.

        Parameters
        ----------
        X : array_like or scipy.sparse matrix, shape (n_samples, n_features)

        Returns
        -------
        ndarray of shape (n_samples, n_classes)
            ``-inf`` where a class gets probability exactly 0; ``nan`` where
            the plugged-in estimate is undefined (MAP without a mode).

        Raises
        ------
        ValueError
            If not fitted, or `X` is invalid or has the wrong number of columns.
        """
        return self._joint(self.log_likelihood(X))

    def predict_log_proba(self, X: Any) -> np.ndarray:
        r"""Log posterior :math:`\log p(c \mid x) = b_c - \log \sum_{c'} e^{b_{c'}}`.

        Parameters
        ----------
        X : array_like or scipy.sparse matrix, shape (n_samples, n_features)

        Returns
        -------
        ndarray of shape (n_samples, n_classes)
            A row is ``nan`` when every class has probability 0 (all
            :math:`b_c = -\infty`: the evidence is 0 and Bayes' rule is 0/0),
            or when a parameter is undefined.

        Raises
        ------
        ValueError
            As :meth:`joint_log_likelihood`.
        """
        return _normalise(self.joint_log_likelihood(X))

    def predict_proba(self, X: Any) -> np.ndarray:
        """Posterior :math:`p(c \\mid x)`, exactly ``exp(predict_log_proba(X))``.

        Parameters
        ----------
        X : array_like or scipy.sparse matrix, shape (n_samples, n_features)

        Returns
        -------
        ndarray of shape (n_samples, n_classes)
            Rows sum to 1, or are all ``nan`` (see :meth:`predict_log_proba`).
        """
        return np.exp(self.predict_log_proba(X))

    def predict(self, X: Any) -> np.ndarray:
        """Most probable class of each row.

        Parameters
        ----------
        X : array_like or scipy.sparse matrix, shape (n_samples, n_features)

        Returns
        -------
        ndarray of shape (n_samples,)
            Labels from ``classes_``.

        Notes
        -----
        Ties go to the first class in sorted order. A row where every class
        has probability 0 (``predict_proba`` is ``nan``) has no winner; it gets
        :attr:`fallback_class_`, the class with the largest prior (the decision
        before seeing the words), so an accuracy can still be computed. Count
        such rows with ``np.isnan(predict_proba(X)[:, 0])``.
        """
        return self._best(self.joint_log_likelihood(X))

    def explain(self, x: Any) -> Explanation:
        """Per-feature contributions to each class's log score, for one document.

        Parameters
        ----------
        x : array_like of shape (n_features,) or (1, n_features), or a 1-row sparse matrix

        Returns
        -------
        Explanation
            Its ``joint_log_likelihood`` equals ``self.joint_log_likelihood(x)[0]``
            up to rounding; ``.log_odds()`` gives the waterfall.

        Raises
        ------
        ValueError
            If not fitted or `x` is not one valid document.

        Examples
        --------
        >>> X = [[2, 1, 0], [1, 0, 0], [0, 0, 3]]
        >>> model = MultinomialNB().fit(X, ["spam", "spam", "ham"])
        >>> e = model.explain([1, 0, 2])
        >>> e.feature_ids
        array([0, 2])
        >>> e.contributions.round(3)  # rows: ham, spam; columns: words 0 and 2
        array([[-1.792, -0.811],
               [-0.56 , -3.892]])
        >>> odds = e.log_odds()  # spam against ham
        >>> round(odds.prior, 3), odds.words.round(3), round(odds.posterior, 3)
        (0.405, array([ 1.232, -3.081]), -1.443)
        """
        self._require_fitted()
        X = _check_one_document(x, self.n_features_in_)
        order = np.argsort(X.indices, kind="stable")
        ids = X.indices[order].astype(np.int64)
        counts = X.data[order]
        contributions, absent = self._contributions(ids, counts)
        with np.errstate(invalid="ignore"):
            total = self._log_prior + contributions.sum(axis=1) + absent
        return Explanation(
            classes=self._classes,
            feature_ids=_frozen(ids),
            counts=_frozen(counts),
            exponents=_frozen(self._exponents(counts)),
            log_prior=self._log_prior,
            contributions=_frozen(contributions),
            absent=_frozen(absent),
            joint_log_likelihood=_frozen(total),
        )

    def _contributions(self, ids: np.ndarray, counts: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        raise NotImplementedError

    def _exponents(self, counts: np.ndarray) -> np.ndarray:
        """Power of θ_jc per present word in p(x | c) (see Explanation.exponents)."""
        raise NotImplementedError

    def impossible_features(self, x: Any, limit: int = 5) -> ImpossibleFeatures:
        """Which features make each class impossible for one document (honest zeros).

        Parameters
        ----------
        x : array_like of shape (n_features,) or (1, n_features), or a 1-row sparse matrix
        limit : int
            At most this many absent words per class (Bernoulli), in id order.

        Returns
        -------
        ImpossibleFeatures
            With the training counts of the zero words and whether the class prior
            is 0, so that :meth:`ImpossibleFeatures.reasons` can say why.

        Examples
        --------
        >>> model = MultinomialNB(estimate="mle").fit([[2, 0], [0, 1]], ["spam", "ham"])
        >>> z = model.impossible_features([1, 1])   # each word unseen in one class
        >>> [ids.tolist() for ids in z.present], z.impossible.tolist()
        ([[0], [1]], [True, True])
        >>> z.reasons(0)
        {'unseen': array([0])}
        """
        explanation = self.explain(x)
        ids = explanation.feature_ids
        present = tuple(_frozen(ids[np.isneginf(row)]) for row in explanation.contributions)
        absent = tuple(
            _frozen(self._absent_zero_ids(k, ids, limit) if np.isneginf(explanation.absent[k])
                    else np.empty(0, dtype=np.int64))
            for k in range(self._classes.size)
        )
        counts = self._feature_count
        return ImpossibleFeatures(
            classes=self._classes,
            present=present,
            present_counts=tuple(_frozen(counts[k, p]) for k, p in enumerate(present)),
            absent=absent,
            absent_missing=tuple(_frozen(self._class_count[k] - counts[k, a]) for k, a in enumerate(absent)),
            prior=_frozen(self._prior == 0),
        )

    def undefined_estimates(self) -> UndefinedEstimates:
        """Which estimates are undefined (``nan``) and which case of their rule says so.

        Returns
        -------
        UndefinedEstimates

        Raises
        ------
        ValueError
            If the model is not fitted.

        Examples
        --------
        A flat class prior (MAP, α = 0, one message per class) and, for the
        multinomial model with β = 1/2, a Dirichlet unbounded along the face of the
        word a class never saw:

        >>> model = MultinomialNB(alpha=0.0, beta=0.5, estimate="map").fit([[2, 0, 1], [1, 1, 1]], ["spam", "ham"])
        >>> undefined = model.undefined_estimates()
        >>> undefined.prior, undefined.theta, undefined.n_theta
        ('flat', ('', 'unbounded'), (0, 3))
        """
        self._require_fitted()
        prior_reason = str(_undefined_reason(self._class_count, self._alpha, self._estimate))
        reasons, counts = self._undefined_theta()
        return UndefinedEstimates(classes=self._classes, prior=prior_reason,
                                  theta=reasons, n_theta=counts)

    def _undefined_theta(self) -> tuple[tuple[str, ...], tuple[int, ...]]:
        raise NotImplementedError

    @property
    def fallback_class_(self) -> Any:
        """The class :meth:`predict` gives a document every class rules out.

        The decision before reading any word: the class with the largest prior,
        the first in sorted order on a tie (an undefined prior counts as none).
        """
        self._require_fitted()
        log_prior = np.where(np.isnan(self._log_prior), -np.inf, self._log_prior)
        return self._classes[int(np.argmax(log_prior))]

    def _absent_zero_ids(self, k: int, present_ids: np.ndarray, limit: int) -> np.ndarray:
        return np.empty(0, dtype=np.int64)

    def evidence_steps(self, x: Any) -> EvidenceSteps:
        """Naive product vs sum of logs vs log-sum-exp, for one document.

        Parameters
        ----------
        x : array_like of shape (n_features,) or (1, n_features), or a 1-row sparse matrix

        Returns
        -------
        EvidenceSteps

        Raises
        ------
        ValueError
            If not fitted or `x` is not one valid document.

        Examples
        --------
        A 500-token message: the naive product for ham underflows to 0.0, the
        sum of logs does not.

        >>> X = [[2, 1, 0], [1, 0, 0], [0, 0, 3]]
        >>> model = MultinomialNB().fit(X, ["spam", "spam", "ham"])
        >>> steps = model.evidence_steps([500, 0, 0])
        >>> steps.likelihood_product
        array([0.00000000e+000, 3.02674377e-122])
        >>> steps.log_likelihood.round(1), steps.b.round(1), round(steps.b_max, 1)
        (array([-895.9, -279.8]), array([-896.8, -280.3]), -280.3)
        >>> steps.shifted.round(1), round(steps.log_evidence, 1)
        (array([-616.5,    0. ]), -280.3)
        >>> steps.posterior
        array([1.85058012e-268, 1.00000000e+000])
        """
        explanation = self.explain(x)
        factors, n_factors = self._factors(explanation.feature_ids, explanation.counts)
        likelihood_product = np.prod(factors, axis=1)
        b = explanation.joint_log_likelihood
        with np.errstate(invalid="ignore"):
            log_likelihood = explanation.contributions.sum(axis=1) + explanation.absent
            b_max = float(np.max(b))
            shifted = b - b_max
            log_evidence = float(_normalise_log_evidence(b[None, :])[0])
            log_posterior = _normalise(b[None, :])[0]
        return EvidenceSteps(
            classes=self._classes,
            n_factors=int(n_factors),
            log_prior=self._log_prior,
            log_likelihood=_frozen(log_likelihood),
            likelihood_product=_frozen(likelihood_product),
            joint_product=_frozen(self._prior * likelihood_product),
            b=b,
            b_max=b_max,
            shifted=_frozen(shifted),
            log_evidence=log_evidence,
            log_posterior=_frozen(log_posterior),
            posterior=_frozen(np.exp(log_posterior)),
        )

    def _factors(self, ids: np.ndarray, counts: np.ndarray) -> tuple[np.ndarray, int]:
        raise NotImplementedError

    def top_features(self, n: int = 10) -> TopFeatures:
        r"""The `n` features whose probability most favours each class.

        Parameters
        ----------
        n : int, default 10
            How many per class (at most ``n_features``).

        Returns
        -------
        TopFeatures
            Map ids to words with ``vocabulary.terms``.

        Raises
        ------
        ValueError
            If not fitted or `n` is not an integer >= 1.

        Notes
        -----
        The score of word :math:`j` for class :math:`c` is
        :math:`\log \theta_{jc} - \max_{c' \ne c} \log \theta_{jc'}`, the log
        of how many times more likely the word is under :math:`c` than under its
        strongest rival (with one class: :math:`\log \theta_{jc}`).
        """
        self._require_fitted()
        n = check_number("n", n, low=1, integer=True)
        log_theta = self._log_theta
        n_classes, n_features = log_theta.shape
        n = min(n, n_features)
        ids = np.empty((n_classes, n), dtype=np.int64)
        ratios = np.empty((n_classes, n), dtype=np.float64)
        feature_index = np.arange(n_features)
        for c in range(n_classes):
            if n_classes == 1:
                score = log_theta[c].copy()
            else:
                rivals = np.delete(log_theta, c, axis=0).max(axis=0)
                with np.errstate(invalid="ignore"):
                    score = log_theta[c] - rivals
            is_nan = np.isnan(score)
            order = np.lexsort((feature_index, -np.where(is_nan, 0.0, score), is_nan))[:n]
            ids[c] = order
            ratios[c] = score[order]
        return TopFeatures(self._classes, _frozen(ids), _frozen(ratios))


def _normalise_log_evidence(scores: np.ndarray) -> np.ndarray:
    """log Σ_c exp(scores) along the last axis (the max itself where it is not finite)."""
    with np.errstate(invalid="ignore", divide="ignore", over="ignore"):
        largest = np.max(scores, axis=-1)
        finite_max = np.isfinite(largest)
        safe = np.where(finite_max[..., None], scores, 0.0)
        log_evidence = logsumexp(safe, axis=-1)
    return np.where(finite_max, log_evidence, largest)


def _normalise(scores: np.ndarray) -> np.ndarray:
    """Rows (last axis) minus their log-sum-exp; rows whose max is -inf or nan become nan."""
    log_evidence = _normalise_log_evidence(scores)
    with np.errstate(invalid="ignore"):
        out = scores - log_evidence[..., None]
    out[~np.isfinite(log_evidence)] = np.nan
    return out


class BernoulliNB(_NaiveBayes):
    r"""Bernoulli naive Bayes (word present / absent) with Dirichlet-Beta priors.

    Parameters
    ----------
    alpha : float, default 1.0
        Dirichlet pseudo-count per class for the class prior :math:`\pi`
        (>= 0; 0 allowed).
    beta : float or (float, float), default 1.0
        Beta pseudo-counts :math:`(\beta_1, \beta_0)` for every
        :math:`\theta_{jc}`: :math:`\beta_1` imaginary documents containing the
        word, :math:`\beta_0` without it. A float means
        :math:`\beta_1 = \beta_0`. Each >= 0; 0 allowed.
    estimate : {"mean", "map", "mle"}, default "mean"
        Point estimate plugged in (:func:`bayeslab.dirichlet.point_estimate`; the
        module docstring says what MAP means where a posterior has no interior mode).

    Attributes
    ----------
    classes_ : ndarray of shape (n_classes,)
    class_count_ : ndarray of shape (n_classes,)
        :math:`N_c`, training documents per class.
    feature_count_ : ndarray of shape (n_classes, n_features)
        :math:`N_{jc}`, training documents of class :math:`c` containing word :math:`j`.
    class_prior_, class_log_prior_ : ndarray of shape (n_classes,)
    theta_, feature_log_prob_ : ndarray of shape (n_classes, n_features)
        :math:`\theta_{jc} = p(x_j = 1 \mid c)` and its log.
    feature_log_prob_absent_ : ndarray of shape (n_classes, n_features)
        :math:`\log(1 - \theta_{jc})`.

    Notes
    -----
    Training counts :math:`N_c` and :math:`N_{jc}` give the posterior
    :math:`\pi \mid D \sim \mathrm{Dir}(N_c + \alpha)` and
    :math:`\theta_{jc} \mid D \sim \mathrm{Beta}(N_{jc} + \beta_1,
    N_c - N_{jc} + \beta_0)`. With ``estimate="mean"``:

    .. math::

        \hat\pi_c = \frac{N_c + \alpha}{N + C\alpha}, \qquad
        \hat\theta_{jc} = \frac{N_{jc} + \beta_1}{N_c + \beta_1 + \beta_0}

    and the class score of a document is

    .. math::

        b_c = \log\hat\pi_c + \sum_{j=1}^{D} \big[x_j \log\hat\theta_{jc}
              + (1 - x_j)\log(1 - \hat\theta_{jc})\big].

    Every vocabulary word enters: an absent word contributes
    :math:`\log(1 - \theta_{jc})`. Terms with coefficient 0 are dropped
    (:math:`0 \cdot \log 0 = 0`), so a present word with :math:`\theta_{jc} = 1`
    or an absent one with :math:`\theta_{jc} = 0` costs nothing, while a present
    word with :math:`\theta_{jc} = 0` or an absent word with
    :math:`\theta_{jc} = 1` makes :math:`b_c = -\infty`: an honest zero.
    Words not in the vocabulary are ignored.

    References
    ----------
    Murphy (2012), section 3.5.1 (the model eq. 3.54, its MLE eq. 3.57-3.58, the
    factored prior eq. 3.59) and 3.5.2; the Beta posterior of :math:`\theta_{jc}` is
    eq. 3.16, its mean eq. 3.23 and its mode eq. 3.21.

    Examples
    --------
    >>> X = [[1, 1, 0], [1, 0, 0], [0, 0, 1]]
    >>> model = BernoulliNB().fit(X, ["spam", "spam", "ham"])
    >>> model.classes_
    array(['ham', 'spam'], dtype='<U4')
    >>> model.theta_
    array([[0.33333333, 0.33333333, 0.66666667],
           [0.75      , 0.5       , 0.25      ]])
    >>> model.predict_proba([[1, 0, 0]]).round(4)
    array([[0.1494, 0.8506]])

    Without smoothing a word never seen in a class zeroes that class; a
    message with such a word for every class has no defined posterior:

    >>> unsmoothed = model.with_pseudocounts(beta=0)
    >>> unsmoothed.predict_proba([[0, 0, 1], [1, 0, 1]])
    array([[ 1.,  0.],
           [nan, nan]])
    """

    _kind = "bernoulli"

    def __init__(self, alpha: float = 1.0, beta: float | tuple[float, float] = 1.0,
                 estimate: str = "mean") -> None:
        super().__init__(alpha, beta, estimate)

    @staticmethod
    def _check_beta(beta: Any) -> float | tuple[float, float]:
        if isinstance(beta, (tuple, list, np.ndarray)):
            if len(beta) != 2:
                raise ValueError(
                    f"`beta` must be a float or a pair (beta_1, beta_0); got {len(beta)} values"
                )
            return (check_number("beta", beta[0], low=0), check_number("beta", beta[1], low=0))
        return check_number("beta", beta, low=0)

    @property
    def beta_pair(self) -> tuple[float, float]:
        """:math:`(\\beta_1, \\beta_0)`: pseudo-documents with and without each word."""
        beta = self._beta
        return beta if isinstance(beta, tuple) else (beta, beta)

    @property
    def feature_log_prob_absent_(self) -> np.ndarray:
        """ndarray of shape (n_classes, n_features): :math:`\\log(1 - \\theta_{jc})`."""
        self._require_fitted()
        return self._log1m_theta

    def _summarise_counts(self, feature_count: np.ndarray) -> dict[str, Any]:
        # θ_jc depends on word j only through its count N_jc, and counts take few values:
        # estimate once per distinct count and give each word its count's value.
        levels, index = np.unique(feature_count, return_inverse=True)
        index = index.reshape(feature_count.shape)
        # Position of (class c, level of N_jc) in a flattened (n_classes, n_levels) table.
        flat = index + levels.size * np.arange(feature_count.shape[0])[:, None]
        return {"levels": _frozen(levels), "flat_index": _frozen(flat)}

    def _derive_features(self, class_count: np.ndarray, feature_count: np.ndarray,
                         count_state: dict[str, Any]) -> dict[str, Any]:
        levels, flat = count_state["levels"], count_state["flat_index"]
        ones = np.broadcast_to(levels, (class_count.size, levels.size))
        # A level above N_c is no word's count in class c: any valid pair will do there.
        zeros = np.maximum(class_count[:, None] - levels, 0.0)
        by_level = _bernoulli_estimate(ones, zeros, self.beta_pair, self._estimate)
        theta = by_level.ravel()[flat]
        log_theta = _log(by_level).ravel()[flat]
        log1m_theta = _log1m(by_level).ravel()[flat]
        finite_present, zero_present = _split_log(log_theta)
        finite_absent, zero_absent = _split_log(log1m_theta)
        # One sparse product gives all three per-row sums: present-minus-absent
        # weights, count of present words with θ = 0, count of present words with θ = 1.
        weights = np.ascontiguousarray(
            np.concatenate([finite_present - finite_absent, zero_present, zero_absent]).T
        )
        return {
            "_theta": _frozen(theta),
            "_log_theta": _frozen(log_theta),
            "_log1m_theta": _frozen(log1m_theta),
            "_weights": _frozen(weights),
            "_absent_total": _frozen(finite_absent.sum(axis=1)),
            "_zero_absent_total": _frozen(zero_absent.sum(axis=1)),
        }

    def _log_likelihood(self, X: sp.csr_matrix) -> np.ndarray:
        X.data[:] = 1.0
        n_classes = self._classes.shape[0]
        sums = np.asarray(X @ self._weights)
        present = sums[:, :n_classes]
        zero_present = sums[:, n_classes:2 * n_classes]
        zero_absent = self._zero_absent_total - sums[:, 2 * n_classes:]
        log_likelihood = self._absent_total + present
        honest_zero = (zero_present > 0) | (zero_absent > 0)
        return np.where(honest_zero & ~np.isnan(log_likelihood), -np.inf, log_likelihood)

    def _contributions(self, ids: np.ndarray, counts: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        absent_mask = np.ones(self.n_features_in_, dtype=bool)
        absent_mask[ids] = False
        contributions = self._log_theta[:, ids].copy()
        absent = self._log1m_theta[:, absent_mask].sum(axis=1)
        return contributions, absent

    def _exponents(self, counts: np.ndarray) -> np.ndarray:
        return np.ones_like(counts)

    def _undefined_theta(self) -> tuple[tuple[str, ...], tuple[int, ...]]:
        ones = self._feature_count
        pairs = np.stack([ones, self._class_count[:, None] - ones], axis=-1)
        reason = _undefined_reason(pairs, np.asarray(self.beta_pair), self._estimate)
        first = [row[row != ""] for row in reason]
        return (tuple(str(r[0]) if r.size else "" for r in first),
                tuple(int(r.size) for r in first))

    def _absent_zero_ids(self, k: int, present_ids: np.ndarray, limit: int) -> np.ndarray:
        # An absent word with θ = 1 has factor 1 − θ = 0.
        return np.setdiff1d(np.flatnonzero(self._theta[k] == 1.0), present_ids)[:limit].astype(np.int64)

    def _factors(self, ids: np.ndarray, counts: np.ndarray) -> tuple[np.ndarray, int]:
        factors = 1.0 - self._theta
        factors[:, ids] = self._theta[:, ids]
        return factors, self.n_features_in_


class MultinomialNB(_NaiveBayes):
    r"""Multinomial naive Bayes (word counts) with Dirichlet priors.

    Parameters
    ----------
    alpha : float, default 1.0
        Dirichlet pseudo-count per class for the class prior :math:`\pi`
        (>= 0; 0 allowed).
    beta : float, default 1.0
        Dirichlet pseudo-count per vocabulary word for each class's word
        distribution :math:`\theta_{\cdot c}` (>= 0; 0 allowed).
    estimate : {"mean", "map", "mle"}, default "mean"
        Point estimate plugged in (:func:`bayeslab.dirichlet.point_estimate`; the
        module docstring says what MAP means where a posterior has no interior mode).

    Attributes
    ----------
    classes_ : ndarray of shape (n_classes,)
    class_count_ : ndarray of shape (n_classes,)
        :math:`N_c`, training documents per class.
    feature_count_ : ndarray of shape (n_classes, n_features)
        :math:`N_{jc}`, occurrences of word :math:`j` in class :math:`c`.
    class_prior_, class_log_prior_ : ndarray of shape (n_classes,)
    theta_, feature_log_prob_ : ndarray of shape (n_classes, n_features)
        :math:`\theta_{jc}` (rows sum to 1) and its log.

    Notes
    -----
    With :math:`N_{\cdot c} = \sum_j N_{jc}` tokens in class :math:`c`, the
    posterior is :math:`\theta_{\cdot c} \mid D \sim \mathrm{Dir}(N_{jc} + \beta)`
    and with ``estimate="mean"``

    .. math::

        \hat\theta_{jc} = \frac{N_{jc} + \beta}{N_{\cdot c} + D\beta}, \qquad
        b_c = \log\hat\pi_c + \sum_{j} x_j \log\hat\theta_{jc}.

    The multinomial coefficient :math:`n!/\prod_j x_j!` is the same for every
    class and is left out of :math:`b_c` (it cancels in :math:`p(c \mid x)`).
    A word with :math:`x_j > 0` and :math:`\hat\theta_{jc} = 0` gives
    :math:`b_c = -\infty`; absent words play no role. An undefined
    (``nan``) :math:`\theta_{jc}` -- a class without any token under ``"mle"``,
    or a MAP without a mode -- makes :math:`b_c` ``nan`` only for documents
    that contain word :math:`j` (for the others :math:`\theta^0 = 1`).

    References
    ----------
    Murphy (2012), section 3.5.5 and 3.4 (eq. 3.47 MAP, eq. 3.51 predictive).

    Examples
    --------
    >>> X = [[2, 1, 0], [1, 0, 0], [0, 0, 3]]
    >>> model = MultinomialNB().fit(X, ["spam", "spam", "ham"])
    >>> model.theta_
    array([[0.16666667, 0.16666667, 0.66666667],
           [0.57142857, 0.28571429, 0.14285714]])
    >>> model.predict_proba([[1, 0, 0]]).round(4)
    array([[0.1628, 0.8372]])
    >>> model.with_pseudocounts(beta=0).predict_proba([[1, 0, 0]])
    array([[0., 1.]])
    """

    _kind = "multinomial"

    def _derive_features(self, class_count: np.ndarray, feature_count: np.ndarray,
                         count_state: dict[str, Any]) -> dict[str, Any]:
        theta = point_estimate(feature_count, self._beta, self._estimate)
        log_theta = _log(theta)
        finite, zero = _split_log(log_theta)
        return {
            "_theta": _frozen(theta),
            "_log_theta": _frozen(log_theta),
            "_weights": _frozen(np.ascontiguousarray(np.concatenate([finite, zero]).T)),
        }

    def _undefined_theta(self) -> tuple[tuple[str, ...], tuple[int, ...]]:
        reason = _undefined_reason(self._feature_count, self._beta, self._estimate)
        n_features = self._feature_count.shape[1]
        return (tuple(str(r) for r in reason),
                tuple(n_features if r else 0 for r in reason))

    @property
    def feature_total_(self) -> np.ndarray:
        """ndarray of shape (n_classes,): :math:`N_{\\cdot c}`, training tokens per class."""
        self._require_fitted()
        return self._feature_count.sum(axis=1)

    def _log_likelihood(self, X: sp.csr_matrix) -> np.ndarray:
        n_classes = self._classes.shape[0]
        sums = np.asarray(X @ self._weights)
        log_likelihood = sums[:, :n_classes]
        honest_zero = sums[:, n_classes:] > 0
        return np.where(honest_zero & ~np.isnan(log_likelihood), -np.inf, log_likelihood)

    def _contributions(self, ids: np.ndarray, counts: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        contributions = counts * self._log_theta[:, ids]
        return contributions, np.zeros(self._classes.shape[0])

    def _exponents(self, counts: np.ndarray) -> np.ndarray:
        return counts.copy()

    def _factors(self, ids: np.ndarray, counts: np.ndarray) -> tuple[np.ndarray, int]:
        # Each token is one factor: repeat θ_jc x_j times (counts are whole
        # numbers for text; a fractional count is one factor θ^x).
        whole = np.all(counts == np.round(counts))
        if whole and counts.sum() <= 10_000_000:
            repeats = counts.astype(np.int64)
            return np.repeat(self._theta[:, ids], repeats, axis=1), int(repeats.sum())
        return self._theta[:, ids] ** counts, int(math.ceil(counts.sum()))
