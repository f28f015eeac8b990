r"""The Dirichlet-multinomial model: a die (or a vocabulary) with K outcomes.

A die with K sides lands on side k with probability :math:`\theta_k`; the vector
:math:`\theta` lies on the probability simplex. A Dirichlet(α) prior describes what
we believe about θ before rolling; after counts :math:`N_k` the posterior is
Dirichlet(α + N) (conjugacy), exactly as the Beta prior of a coin is updated
(:mod:`bayeslab.beta_binomial` is the case K = 2). The same mathematics describes
the words of a document: the outcomes are the vocabulary and the counts are how
often each word was seen.

This module holds the :class:`Dirichlet` distribution, the point estimates of a
Dirichlet posterior (:func:`mle`, :func:`point_estimate`, with the one mode rule
described in :attr:`Dirichlet.mode`), the evidence of the Dirichlet-multinomial
and its maximisers (empirical Bayes: :func:`maximise_evidence` with Minka's
fixed-point iteration, :func:`maximise_evidence_strength` for the strength α₀ of
a prior with a fixed mean), and :func:`burstiness` (a repeated word is likelier
under the Dirichlet compound multinomial than under a multinomial).

Notes
-----
.. math::

    \mathrm{Dir}(\theta \mid \alpha) = \frac{1}{B(\alpha)} \prod_{k=1}^K
    \theta_k^{\alpha_k - 1}, \qquad
    B(\alpha) = \frac{\prod_k \Gamma(\alpha_k)}{\Gamma(\alpha_0)}, \qquad
    \alpha_0 = \sum_k \alpha_k

.. math::

    p(\theta \mid \mathcal{D}) = \mathrm{Dir}(\theta \mid \alpha + N), \qquad
    p(\tilde x = k \mid \mathcal{D}) = \frac{\alpha_k + N_k}{\alpha_0 + N}, \qquad
    p(\mathcal{D}) = \frac{B(\alpha + N)}{B(\alpha)}

where :math:`p(\mathcal{D})` is the probability of one particular *sequence* of
outcomes with counts :math:`N`; a bag of counts (order forgotten) adds the
multinomial coefficient :math:`N! / \prod_k N_k!` (the Dirichlet compound
multinomial, MLaPP eq. 3.79).

Ratios of gamma functions are computed as rising factorials
:math:`\log\Gamma(a + n) - \log\Gamma(a)` with an asymptotic form for
:math:`a \ge 100`, so evidences stay accurate for pseudo-counts up to
:math:`10^{12}` and beyond (where differences of ``gammaln`` values lose digits).

References
----------
.. [1] K. P. Murphy, *Machine Learning: a Probabilistic Perspective*, MIT Press,
   2012: section 2.5.4 (the Dirichlet distribution), section 3.4 (the
   Dirichlet-multinomial model: posterior, MAP eq. 3.47, MLE eq. 3.48, posterior
   predictive eq. 3.51, the "Mary had a little lamb" example in 3.4.4.1),
   section 3.5.5 (eq. 3.79, the Dirichlet compound multinomial and burstiness),
   section 5.3.2 (marginal likelihood of the Dirichlet-multinomial).
.. [2] T. P. Minka, "Estimating a Dirichlet distribution", technical report,
   2000 (revised 2003, 2012), section 4: maximum likelihood for the Pólya
   (Dirichlet-multinomial) distribution by a fixed-point iteration.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass
from typing import Any

import numpy as np
import scipy.sparse as sp
from scipy import optimize, special

from bayeslab._validate import (
    ArgumentError,
    Rule,
    check_choice,
    check_generator,
    check_number,
    check_numbers,
)
from bayeslab.beta_binomial import Beta

__all__ = [
    "ESTIMATES",
    "LAMB_TEXT",
    "LAMB_VOCABULARY",
    "STRENGTH_KINDS",
    "Burstiness",
    "Dirichlet",
    "EvidenceFit",
    "PosteriorSummary",
    "StrengthFit",
    "TernaryGrid",
    "TypedInputError",
    "WordCounts",
    "burstiness",
    "count_outcomes",
    "count_words",
    "grid_log_density",
    "log_evidence_by_strength",
    "maximise_evidence",
    "maximise_evidence_strength",
    "mle",
    "parse_counts",
    "parse_faces",
    "parse_pseudo_counts",
    "parse_weights",
    "point_estimate",
    "relative_density",
    "simulate_rolls",
    "split_entries",
    "summarise",
    "ternary_grid",
    "ternary_xy",
]

#: The point estimates of a Dirichlet posterior that :func:`point_estimate` returns.
ESTIMATES = ("mle", "map", "mean")

#: How far a point may be from the simplex and still be on it (sum within this of 1,
#: negative entries down to minus this): room for the rounding of computed grids.
SIMPLEX_TOLERANCE = 1e-9

# Above this pseudo-count the rising factorials use the asymptotic (Stirling) forms;
# their truncation error there is below 1e-18.
_ASYMPTOTIC_FROM = 100.0


# --------------------------------------------------------------------------- numerics
def _log_rising(a: np.ndarray, n: np.ndarray) -> np.ndarray:
    r""":math:`\log\Gamma(a + n) - \log\Gamma(a)` = log of a(a+1)...(a+n-1), elementwise.

    ``gammaln`` differences lose digits when a is large (two numbers near
    a log a are subtracted); for a >= 100 the difference of Stirling's series
    is used instead, written with ``log1p`` so that nothing large cancels.
    """
    a, n = np.broadcast_arrays(np.asarray(a, float), np.asarray(n, float))
    big = a >= _ASYMPTOTIC_FROM
    if not big.any():
        return special.gammaln(a + n) - special.gammaln(a)
    out = np.empty(a.shape)
    small = ~big
    out[small] = special.gammaln(a[small] + n[small]) - special.gammaln(a[small])
    ab, nb = a[big], n[big]
    x = ab + nb
    # Stirling: log Γ(x) = (x - 1/2) log x - x + log(2π)/2 + 1/(12x) - 1/(360x³) + 1/(1260x⁵) - ...
    main = (ab - 0.5) * np.log1p(nb / ab) + nb * np.log(x) - nb
    series = (
        -nb / (12.0 * ab * x)
        - (1.0 / x**3 - 1.0 / ab**3) / 360.0
        + (1.0 / x**5 - 1.0 / ab**5) / 1260.0
    )
    out[big] = main + series
    return out


def _digamma_step(a: np.ndarray, n: np.ndarray) -> np.ndarray:
    r""":math:`\psi(a + n) - \psi(a)` elementwise (= 1/a + ... + 1/(a+n-1) for whole n).

    The derivative of :func:`_log_rising` in a; the asymptotic series for a >= 100.
    """
    a, n = np.broadcast_arrays(np.asarray(a, float), np.asarray(n, float))
    big = a >= _ASYMPTOTIC_FROM
    if not big.any():
        return special.digamma(a + n) - special.digamma(a)
    out = np.empty(a.shape)
    small = ~big
    out[small] = special.digamma(a[small] + n[small]) - special.digamma(a[small])
    ab, nb = a[big], n[big]
    x = ab + nb
    # ψ(x) = log x - 1/(2x) - 1/(12x²) + 1/(120x⁴) - 1/(252x⁶) + ...
    out[big] = (
        np.log1p(nb / ab)
        + nb / (2.0 * ab * x)
        + nb * (2.0 * ab + nb) / (12.0 * ab**2 * x**2)
        + (1.0 / x**4 - 1.0 / ab**4) / 120.0
        - (1.0 / x**6 - 1.0 / ab**6) / 252.0
    )
    return out


def _scalar_or_array(x: Any) -> float | np.ndarray:
    arr = np.asarray(x, dtype=float)
    return float(arr) if arr.ndim == 0 else arr


def _frozen(array: np.ndarray) -> np.ndarray:
    array.flags.writeable = False
    return array


# --------------------------------------------------------------------------- validation
_COUNT_RULE = Rule("integer", low=0)


def _check_count_vectors(name: str, counts: Any, n_outcomes: int | None = None) -> np.ndarray:
    """Whole counts >= 0 as float64 of shape (K,) or (n_rows, K)."""
    values = check_numbers(name, counts, low=0, integer=True)
    arr = np.asarray(values, dtype=np.float64)
    if arr.ndim not in (1, 2):
        raise ValueError(
            f"`{name}` must be one count per outcome, shape (K,) or (n_rows, K); got shape {arr.shape}"
        )
    if n_outcomes is not None and arr.shape[-1] != n_outcomes:
        raise ValueError(
            f"`{name}` must have K = {n_outcomes} counts (one per outcome) on its last axis; "
            f"got shape {arr.shape}"
        )
    return arr


def _check_count_rows(name: str, counts: Any) -> sp.csr_matrix:
    """Whole counts >= 0 as a float64 CSR matrix (n_rows, K) without stored zeros.

    Dense input is checked by :func:`check_numbers` (the message names the entry);
    a sparse matrix's stored values are checked here with the same message.
    """
    if sp.issparse(counts):
        X = sp.csr_matrix(counts, dtype=np.float64, copy=True)
        X.sum_duplicates()
        bad = ~(np.isfinite(X.data) & (X.data >= 0) & (X.data == np.round(X.data)))
        if bad.any():
            i = int(np.flatnonzero(bad)[0])
            row = int(np.searchsorted(X.indptr, i, side="right") - 1)
            value = float(X.data[i])
            raise ArgumentError(name, _COUNT_RULE, value, (row, int(X.indices[i])))
    else:
        arr = np.asarray(check_numbers(name, counts, low=0, integer=True), dtype=np.float64)
        if arr.ndim == 1:
            arr = arr[None, :]
        if arr.ndim != 2:
            raise ValueError(
                f"`{name}` must be count rows of shape (n_rows, K); got shape {np.shape(counts)}"
            )
        X = sp.csr_matrix(arr)
    X.eliminate_zeros()
    if X.shape[1] < 2:
        raise ValueError(f"`{name}` must have K >= 2 columns (outcomes); got shape {X.shape}")
    return X


def _check_mean(mean: Any, n_outcomes: int | None = None) -> np.ndarray:
    m = np.asarray(check_numbers("mean", mean, low=0, low_open=True), dtype=np.float64)
    if m.ndim != 1 or m.size < 2:
        raise ValueError(f"`mean` must be a vector of K >= 2 probabilities; got shape {m.shape}")
    if n_outcomes is not None and m.size != n_outcomes:
        raise ValueError(f"`mean` must have K = {n_outcomes} entries like the counts; got {m.size}")
    total = float(m.sum())
    if abs(total - 1.0) > SIMPLEX_TOLERANCE:
        raise ValueError(f"`mean` must sum to 1 (a point of the simplex); got a sum of {total!r}")
    return m / total


# --------------------------------------------------------------------------- mode rule
def _mode(alpha: np.ndarray) -> np.ndarray:
    """The mode rule of :attr:`Dirichlet.mode`, along the last axis of ``alpha`` >= 0.

    An entry of exactly 0 (an improper prior with no count: the limit α_k -> 0) pins
    θ_k = 0; the rule then applies to the positive entries.
    """
    alpha = np.asarray(alpha, dtype=np.float64)
    positive = alpha > 0
    n_positive = positive.sum(axis=-1, keepdims=True)
    below_one = positive & (alpha < 1.0)
    any_below_one = below_one.any(axis=-1, keepdims=True)
    excess = np.where(positive, alpha - 1.0, 0.0)
    excess_total = excess.sum(axis=-1, keepdims=True)
    with np.errstate(invalid="ignore", divide="ignore"):
        # Every positive α_k >= 1 and some > 1: θ_k ∝ α_k - 1 (MLaPP eq. 3.47), which
        # puts 0 on the faces with α_k = 1 (the density is largest there).
        interior = np.where(positive, excess / excess_total, 0.0)
    out = np.full(alpha.shape, np.nan)
    ordinary = ~any_below_one & (excess_total > 0)
    out = np.where(ordinary, interior, out)
    # A single positive entry: the distribution is the point mass at that vertex.
    single = n_positive == 1
    out = np.where(single, positive.astype(float), out)
    # Two positive entries, exactly one of them < 1: the Beta case, unbounded at the
    # single end where the other outcome has probability 1.
    pair = (n_positive == 2) & (below_one.sum(axis=-1, keepdims=True) == 1)
    out = np.where(pair, (positive & ~below_one).astype(float), out)
    return out


# --------------------------------------------------------------------------- Dirichlet
@dataclass(frozen=True, eq=False)
class Dirichlet:
    r"""The Dirichlet(α) distribution of a probability vector θ over K outcomes.

    Parameters
    ----------
    alpha : array_like of shape (K,)
        Pseudo-counts :math:`\alpha_k`, each finite and > 0, with K >= 2.

    Raises
    ------
    ValueError
        If an entry of ``alpha`` is not a finite number > 0 (the message names the
        entry and its index), or ``alpha`` is not one vector of at least 2 entries.

    Notes
    -----
    .. math::

        \mathbb{E}[\theta_k] = \frac{\alpha_k}{\alpha_0}, \qquad
        \mathrm{var}[\theta_k] = \frac{\alpha_k(\alpha_0 - \alpha_k)}{\alpha_0^2(\alpha_0 + 1)},
        \qquad \theta_k \sim \mathrm{Beta}(\alpha_k,\ \alpha_0 - \alpha_k)

    :math:`\alpha_0` is the prior's strength (its effective sample size). With K = 2
    this is Beta(α₁, α₂) for θ₁.

    References
    ----------
    MLaPP section 2.5.4 and section 3.4.

    Examples
    --------
    Three lions, two tigers and a bear under a uniform prior (posterior and
    predictive as in MLaPP sections 3.4.3-3.4.4):

    >>> post = Dirichlet([1, 1, 1]).update([3, 2, 1])
    >>> post
    Dirichlet(alpha=array([4., 3., 2.]))
    >>> post.predictive_pmf()  # the next animal: a bear with probability 2/9
    array([0.44444444, 0.33333333, 0.22222222])
    """

    alpha: np.ndarray

    def __post_init__(self) -> None:
        alpha = check_numbers("alpha", self.alpha, low=0, low_open=True)
        arr = np.array(alpha, dtype=np.float64)
        if arr.ndim != 1 or arr.size < 2:
            shown = alpha if arr.ndim == 0 else f"shape {arr.shape}"
            raise ValueError(
                f"`alpha` must be a vector of K >= 2 pseudo-counts, one per outcome; got {shown}"
            )
        object.__setattr__(self, "alpha", _frozen(arr))

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Dirichlet):
            return NotImplemented
        return bool(np.array_equal(self.alpha, other.alpha))

    def __hash__(self) -> int:
        return hash(self.alpha.tobytes())

    # ------------------------------------------------------------------ basics
    @property
    def n_outcomes(self) -> int:
        """K, the number of outcomes (sides of the die, words of the vocabulary)."""
        return int(self.alpha.size)

    @property
    def concentration(self) -> float:
        r""":math:`\alpha_0 = \sum_k \alpha_k`, the strength of the prior (pseudo-observations)."""
        return float(self.alpha.sum())

    @property
    def mean(self) -> np.ndarray:
        r"""ndarray of shape (K,): :math:`\alpha_k / \alpha_0`."""
        return self.alpha / self.concentration

    @property
    def var(self) -> np.ndarray:
        r"""ndarray of shape (K,): :math:`\alpha_k(\alpha_0-\alpha_k) / (\alpha_0^2(\alpha_0+1))`."""
        a0 = self.concentration
        return self.alpha * self._rest() / (a0 * a0 * (a0 + 1.0))

    def _rest(self) -> np.ndarray:
        """:math:`\\alpha_0 - \\alpha_k` per k, summed over the others (no cancellation)."""
        total = self.alpha.sum()
        rest = total - self.alpha
        # Where α_k dominates, the subtraction cancels: sum the other entries directly.
        small = rest < 1e-3 * total
        for k in np.flatnonzero(small):
            rest[k] = np.delete(self.alpha, k).sum()
        return rest

    @property
    def mode(self) -> np.ndarray:
        r"""The most probable θ (the MAP estimate when this Dirichlet is a posterior).

        Returns
        -------
        ndarray of shape (K,)
            The unique point of the closed simplex where the density attains its
            supremum, counting :math:`+\infty` as the supremum when the density is
            unbounded near a point; all ``nan`` when there is no unique such point.

        Notes
        -----
        The rule gives:

        * every :math:`\alpha_k \ge 1` and :math:`\alpha_0 > K`:
          :math:`(\alpha_k - 1)/(\alpha_0 - K)` (MLaPP eq. 3.47). An outcome with
          :math:`\alpha_k = 1` gets 0: the maximum lies on that face (or at a vertex
          when a single :math:`\alpha_k > 1`);
        * every :math:`\alpha_k = 1`: the density is flat, ``nan``;
        * some :math:`\alpha_k < 1`, K = 2: the density is unbounded at the end where
          that outcome has probability 0; if it is the only one below 1 that end is
          the mode (Beta(1, ½) has mode θ = 1, Beta(½, 2) has mode 0); if both are
          below 1 the two ends tie, ``nan``;
        * some :math:`\alpha_k < 1`, K >= 3: the density is unbounded on the whole
          face :math:`\theta_k = 0` (infinitely many points), ``nan``.

        For K = 2 this is :attr:`bayeslab.beta_binomial.Beta.mode` of the marginal.

        Examples
        --------
        >>> Dirichlet([3, 2, 1]).mode
        array([0.66666667, 0.33333333, 0.        ])
        >>> Dirichlet([1, 0.5]).mode, Dirichlet([2, 2, 0.5]).mode
        (array([1., 0.]), array([nan, nan, nan]))
        """
        return _mode(self.alpha)

    @property
    def unbounded_faces(self) -> np.ndarray:
        r"""The outcomes k whose face :math:`\theta_k = 0` the density grows without bound toward.

        Returns
        -------
        ndarray of int, shape (n_faces,)
            The k with :math:`\alpha_k < 1`, ascending: there
            :math:`\theta_k^{\alpha_k - 1} \to \infty` as :math:`\theta_k \to 0` (on that
            face :meth:`logpdf` is ``+inf`` away from faces with :math:`\alpha_j > 1`).
            Empty when every :math:`\alpha_k \ge 1`: the density is bounded.

        Examples
        --------
        >>> Dirichlet([0.5, 2, 1]).unbounded_faces, Dirichlet([1, 1, 1]).unbounded_faces
        (array([0]), array([], dtype=int64))
        """
        return np.flatnonzero(self.alpha < 1.0)

    def marginal(self, k: int) -> Beta:
        r"""The distribution of one component: :math:`\theta_k \sim \mathrm{Beta}(\alpha_k, \alpha_0 - \alpha_k)`.

        Parameters
        ----------
        k : int
            The outcome, 0 <= k < K.

        Returns
        -------
        Beta

        Raises
        ------
        ValueError
            If ``k`` is not an integer in [0, K - 1].

        Examples
        --------
        >>> Dirichlet([4, 3, 2]).marginal(2)
        Beta(a=2.0, b=7.0)
        """
        k = check_number("k", k, low=0, high=self.n_outcomes - 1, integer=True)
        return Beta(float(self.alpha[k]), float(self._rest()[k]))

    def interval(self, level: float = 0.95) -> tuple[np.ndarray, np.ndarray]:
        r"""Equal-tailed credible interval of each component, from its Beta marginal.

        Parameters
        ----------
        level : float, default 0.95
            Probability inside each interval, in (0, 1).

        Returns
        -------
        (lower, upper) : tuple of ndarray of shape (K,)
            The quantiles of :math:`\mathrm{Beta}(\alpha_k, \alpha_0-\alpha_k)` at
            :math:`(1-\text{level})/2` and :math:`(1+\text{level})/2` (the upper one
            from the upper tail, for accuracy near 1). Each holds ``level`` of its own
            component; together they are not a joint region of probability ``level``.

        Raises
        ------
        ValueError
            If ``level`` is not in (0, 1).

        Examples
        --------
        >>> lower, upper = Dirichlet([1, 1]).interval(0.9)
        >>> lower, upper
        (array([0.05, 0.05]), array([0.95, 0.95]))
        """
        level = check_number("level", level, low=0, high=1, low_open=True, high_open=True)
        tail = 0.5 * (1.0 - level)
        rest = self._rest()
        return special.betaincinv(self.alpha, rest, tail), special.betainccinv(self.alpha, rest, tail)

    # ------------------------------------------------------------------ density
    def logpdf(self, theta: Any) -> float | np.ndarray:
        r"""Log density at one point θ or at many (rows).

        Parameters
        ----------
        theta : array_like of shape (K,) or (..., K)
            Points; the last axis holds the K probabilities. Off the simplex (a
            negative entry, or a sum other than 1, beyond a tolerance of 1e-9 for
            rounding) the density is 0 and the log density ``-inf``.

        Returns
        -------
        float or ndarray of shape (...)
            :math:`\sum_k (\alpha_k - 1)\log\theta_k - \log B(\alpha)`. On a face
            (some :math:`\theta_k = 0`) this is the limit: ``+inf`` when that
            :math:`\alpha_k < 1`, finite when :math:`\alpha_k = 1`, ``-inf`` when
            :math:`\alpha_k > 1`. Where zeros with :math:`\alpha_k < 1` and with
            :math:`\alpha_j > 1` meet (e.g. a vertex of Dirichlet(½, 2, 1)) the
            density has no limit (it tends to anything from 0 to ∞ depending on the
            direction): ``nan``.

        Raises
        ------
        ValueError
            If ``theta`` contains nan or a non-number, or its last axis is not K.

        Examples
        --------
        >>> Dirichlet([1, 1, 1]).logpdf([0.2, 0.3, 0.5])  # uniform: density 2 = (K-1)!
        0.6931471805599453
        >>> Dirichlet([0.5, 1, 2]).logpdf([[0, 0.5, 0.5], [0.5, 0.5, 0], [0.5, 0.6, 0]])
        array([ inf, -inf, -inf])
        """
        theta = np.asarray(check_numbers("theta", theta, finite=False), dtype=np.float64)
        if theta.ndim == 0 or theta.shape[-1] != self.n_outcomes:
            raise ValueError(
                f"`theta` must have K = {self.n_outcomes} entries on its last axis; "
                f"got shape {theta.shape}"
            )
        with np.errstate(invalid="ignore", over="ignore"):
            on_simplex = (
                np.all(theta >= -SIMPLEX_TOLERANCE, axis=-1)
                & (np.abs(theta.sum(axis=-1) - 1.0) <= SIMPLEX_TOLERANCE)
            )
        point = np.clip(np.where(np.isfinite(theta), theta, 0.0), 0.0, None)
        log_norm = float(np.sum(special.gammaln(self.alpha)) - special.gammaln(self.concentration))
        with np.errstate(invalid="ignore", divide="ignore"):
            # xlogy gives 0 * log 0 = 0 (α_k = 1 on a face); (α_k - 1) log 0 = ±inf
            # otherwise, and +inf + -inf = nan where the limit does not exist.
            log_density = special.xlogy(self.alpha - 1.0, point).sum(axis=-1) - log_norm
        return _scalar_or_array(np.where(on_simplex, log_density, -np.inf))

    def pdf(self, theta: Any) -> float | np.ndarray:
        """Density at θ: ``exp(logpdf(theta))`` (``inf`` on a face with some α_k < 1).

        Examples
        --------
        >>> Dirichlet([2, 2, 2]).pdf([1/3, 1/3, 1/3])  # Γ(6)/Γ(2)³ · (1/3)³ = 40/9
        4.444444
        """
        return _scalar_or_array(np.exp(self.logpdf(theta)))

    # ------------------------------------------------------------------ learning
    def update(self, counts: Any) -> Dirichlet:
        r"""Posterior after observing ``counts[k]`` outcomes k.

        Parameters
        ----------
        counts : array_like of shape (K,)
            Whole counts :math:`N_k` >= 0.

        Returns
        -------
        Dirichlet
            :math:`\mathrm{Dir}(\alpha + N)`. Only the totals matter, so updating
            roll by roll gives the same posterior as one batch update.

        Raises
        ------
        ValueError
            If a count is negative, fractional, not a number, or the shape is not (K,).

        References
        ----------
        MLaPP section 3.4.3.

        Examples
        --------
        >>> Dirichlet([1, 1, 1]).update([3, 2, 1]).alpha
        array([4., 3., 2.])
        """
        counts = _check_count_vectors("counts", counts, self.n_outcomes)
        if counts.ndim != 1:
            raise ValueError(f"`counts` must be one count vector of shape (K,); got shape {counts.shape}")
        return Dirichlet(self.alpha + counts)

    def predictive_pmf(self) -> np.ndarray:
        r"""Probability of each outcome at the next roll: :math:`\alpha_k / \alpha_0`.

        Returns
        -------
        ndarray of shape (K,)
            Sums to 1. For a posterior Dir(α + N) this is
            :math:`(\alpha_k + N_k)/(\alpha_0 + N)` (MLaPP eq. 3.51): an outcome
            never seen keeps :math:`\alpha_k/(\alpha_0 + N) > 0`.

        Examples
        --------
        >>> float(Dirichlet([1, 1, 1]).update([3, 2, 1]).predictive_pmf()[2])  # 2/9
        0.2222222222222222
        """
        return self.alpha / self.concentration

    def log_evidence(self, counts: Any, sequence: bool = True) -> float | np.ndarray:
        r"""Log marginal likelihood of data with the given counts, θ integrated out.

        Parameters
        ----------
        counts : array_like of shape (K,) or (n_rows, K)
            Whole counts >= 0; each row is one data set (e.g. one document).
        sequence : bool, default True
            True: the probability of one particular sequence of outcomes with these
            counts. False: of the counts themselves, any order (adds the
            multinomial coefficient; equals ``scipy.stats.dirichlet_multinomial.logpmf``).

        Returns
        -------
        float or ndarray of shape (n_rows,)

        Raises
        ------
        ValueError
            If a count is invalid or the last axis is not K.

        Notes
        -----
        .. math::

            \log p(\mathcal{D}) = \log B(\alpha + N) - \log B(\alpha)
            = \sum_k \log\frac{\Gamma(\alpha_k + N_k)}{\Gamma(\alpha_k)}
              - \log\frac{\Gamma(\alpha_0 + N)}{\Gamma(\alpha_0)}

        It equals the product of the sequential predictive probabilities (chain
        rule), so it does not depend on the order of the sequence; ``sequence=False``
        adds :math:`\log N! - \sum_k \log N_k!` (MLaPP eq. 3.79).

        References
        ----------
        MLaPP section 5.3.2 and eq. 3.79.

        Examples
        --------
        One head then one tail under a uniform prior: 1/2 · 1/3.

        >>> prior = Dirichlet([1, 1])
        >>> round(float(np.exp(prior.log_evidence([1, 1]))), 12)
        0.166666666667
        >>> round(float(np.exp(prior.log_evidence([1, 1], sequence=False))), 12)  # 2 orders
        0.333333333333
        """
        counts = _check_count_vectors("counts", counts, self.n_outcomes)
        if not isinstance(sequence, (bool, np.bool_)):
            raise ValueError(f"`sequence` must be True or False; got {sequence!r}")
        total = counts.sum(axis=-1)
        log_p = _log_rising(self.alpha, counts).sum(axis=-1) - _log_rising(self.concentration, total)
        if not sequence:
            log_p = log_p + special.gammaln(total + 1.0) - special.gammaln(counts + 1.0).sum(axis=-1)
        return _scalar_or_array(log_p)

    def sample(self, size: int, rng: np.random.Generator) -> np.ndarray:
        """Draw ``size`` probability vectors θ.

        Parameters
        ----------
        size : int
            Number of draws, >= 0.
        rng : numpy.random.Generator
            Source of randomness (``np.random.default_rng(seed)``).

        Returns
        -------
        ndarray of shape (size, K)
            Rows on the simplex.

        Raises
        ------
        ValueError
            If ``size`` is not an integer >= 0 or ``rng`` is not a Generator.

        Examples
        --------
        >>> draws = Dirichlet([2, 3, 5]).sample(4, np.random.default_rng(0))
        >>> draws.shape, bool(np.allclose(draws.sum(axis=1), 1))
        ((4, 3), True)
        """
        size = check_number("size", size, low=0, integer=True)
        check_generator("rng", rng)
        return rng.dirichlet(self.alpha, size=size)


# --------------------------------------------------------------------------- estimates
def mle(counts: Any) -> np.ndarray:
    r"""Maximum-likelihood estimate :math:`\hat\theta_k = N_k / N` (MLaPP eq. 3.48).

    Parameters
    ----------
    counts : array_like of shape (..., K)
        Counts >= 0 (whole or not); the last axis holds the outcomes.

    Returns
    -------
    ndarray of shape (..., K)
        ``nan`` where there is no data (N = 0: every θ explains nothing equally well).

    Raises
    ------
    ValueError
        If a count is negative or not a finite number.

    Examples
    --------
    >>> mle([3, 2, 1])
    array([0.5       , 0.33333333, 0.16666667])
    >>> mle([0, 0])
    array([nan, nan])
    """
    return point_estimate(counts, 0.0, "mle")


def point_estimate(counts: Any, alpha: Any, estimate: str) -> np.ndarray:
    r"""A point estimate of the posterior :math:`\mathrm{Dir}(N + \alpha)`, batched.

    One home for the MLE, the MAP and the posterior mean of a categorical parameter
    (a Beta posterior is the case K = 2), for arrays of count vectors such as a
    naive Bayes model's (n_classes, n_features) counts.

    Parameters
    ----------
    counts : array_like of shape (..., K)
        Counts :math:`N_k` >= 0 along the last axis.
    alpha : float or array_like broadcastable to ``counts``
        Pseudo-counts :math:`\alpha_k` >= 0 (0 allowed: no smoothing).
    estimate : {"mle", "map", "mean"}
        Which point.

    Returns
    -------
    ndarray of shape (..., K)
        Probabilities along the last axis, or ``nan`` where undefined:

        * ``"mle"``: :math:`N_k/N`; ``nan`` if N = 0;
        * ``"mean"``: :math:`(N_k + \alpha_k)/(N + \alpha_0)` (the posterior
          predictive); ``nan`` if :math:`N + \alpha_0 = 0`;
        * ``"map"``: the mode of :math:`\mathrm{Dir}(N + \alpha)` by the rule of
          :attr:`Dirichlet.mode`. An entry with :math:`N_k + \alpha_k = 0` (no count,
          no pseudo-count: the limit of a vanishing parameter) pins
          :math:`\theta_k = 0` and the rule applies to the other entries.

    Raises
    ------
    ValueError
        If ``estimate`` is unknown, a count or pseudo-count is negative or not a
        finite number, or ``counts`` is a single number.

    Notes
    -----
    The MAP with pseudo-counts :math:`\alpha + 1` equals the posterior mean with
    :math:`\alpha` whenever the mean is defined and :math:`\alpha_k \ge 0` (MLaPP
    section 3.4.3: add-one smoothing is the mean under a uniform prior and the
    MAP under Dir(2, ..., 2)).

    Examples
    --------
    Two heads, no tails, Beta(2, 2) prior:

    >>> point_estimate([2, 0], 2, "mle"), point_estimate([2, 0], 2, "map")
    (array([1., 0.]), array([0.75, 0.25]))
    >>> point_estimate([2, 0], 2, "mean")
    array([0.66666667, 0.33333333])
    >>> point_estimate([0, 0], [1, 0.5], "map")  # Beta(1, 1/2) peaks at θ = 1
    array([1., 0.])
    """
    check_choice("estimate", estimate, ESTIMATES)
    counts = np.asarray(check_numbers("counts", counts, low=0), dtype=np.float64)
    alpha = np.asarray(check_numbers("alpha", alpha, low=0), dtype=np.float64)
    if counts.ndim == 0:
        raise ValueError(f"`counts` must have the K outcomes on a last axis; got the single number {float(counts)!r}")
    try:
        posterior = counts + alpha
    except ValueError:
        raise ValueError(
            f"`alpha` must broadcast to the shape of `counts` {counts.shape}; got shape {alpha.shape}"
        ) from None
    if estimate == "map":
        return _mode(posterior)
    weights = counts if estimate == "mle" else posterior
    weights = np.broadcast_to(weights, posterior.shape)
    total = weights.sum(axis=-1, keepdims=True)
    with np.errstate(invalid="ignore", divide="ignore"):
        return np.where(total > 0, weights / np.where(total > 0, total, 1.0), np.nan)


# --------------------------------------------------------------------------- burstiness
@dataclass(frozen=True)
class Burstiness:
    r"""The chance that a word comes again, with and without burstiness.

    Attributes
    ----------
    first : ndarray of shape (K,)
        :math:`p(x_1 = k) = \alpha_k/\alpha_0`, the first token; the same under
        both models when the multinomial plugs in the mean :math:`\theta = \alpha/\alpha_0`.
    repeat_multinomial : ndarray of shape (K,)
        :math:`p(x_2 = k \mid x_1 = k) = \theta_k = \alpha_k/\alpha_0`: with θ fixed
        the tokens are independent, so seeing the word changes nothing.
    repeat_dcm : ndarray of shape (K,)
        :math:`p(x_2 = k \mid x_1 = k) = (\alpha_k + 1)/(\alpha_0 + 1)` under the
        Dirichlet compound multinomial: the first token updates the Dirichlet (one
        more pseudo-count for k), exactly ``prior.update(e_k).predictive_pmf()[k]``.
    lift : ndarray of shape (K,)
        ``repeat_dcm / repeat_multinomial`` =
        :math:`(1 + 1/\alpha_k)/(1 + 1/\alpha_0)`, > 1 for every word (since
        :math:`\alpha_k < \alpha_0`), and large for a rare word with a small
        :math:`\alpha_k`: a small strength makes text bursty.
    """

    first: np.ndarray
    repeat_multinomial: np.ndarray
    repeat_dcm: np.ndarray
    lift: np.ndarray


def burstiness(prior: Dirichlet) -> Burstiness:
    r"""Probability of a second occurrence of each word, multinomial vs DCM.

    Parameters
    ----------
    prior : Dirichlet
        The Dirichlet of the word probabilities (e.g. a class's fitted α in
        :class:`bayeslab.naive_bayes_dcm.DirichletMultinomialNB`, or a posterior).

    Returns
    -------
    Burstiness

    Raises
    ------
    ValueError
        If ``prior`` is not a :class:`Dirichlet`.

    Notes
    -----
    .. math::

        p_{\mathrm{Mu}}(x_2 = k \mid x_1 = k) = \frac{\alpha_k}{\alpha_0}, \qquad
        p_{\mathrm{DCM}}(x_2 = k \mid x_1 = k) = \frac{\alpha_k + 1}{\alpha_0 + 1}

    References
    ----------
    MLaPP section 3.5.5 (eq. 3.79 and the burstiness of words); Madsen, Kauchak and
    Elkan, "Modeling word burstiness using the Dirichlet distribution", ICML 2005.

    Examples
    --------
    The "lamb" vocabulary of MLaPP section 3.4.4.1 after the rhyme, α = 1: "mary"
    (index 0) has predictive 3/27; after one more "mary" the DCM gives 4/28.

    >>> post = Dirichlet(np.ones(10)).update([2, 4, 4, 0, 1, 1, 0, 1, 0, 4])
    >>> b = burstiness(post)
    >>> float(b.repeat_multinomial[0]), float(b.repeat_dcm[0])
    (0.1111111111111111, 0.14285714285714285)
    """
    if not isinstance(prior, Dirichlet):
        raise ValueError(f"`prior` must be a Dirichlet; got {type(prior).__name__}")
    first = prior.predictive_pmf()
    repeat = (prior.alpha + 1.0) / (prior.concentration + 1.0)
    return Burstiness(
        first=_frozen(first.copy()),
        repeat_multinomial=_frozen(first.copy()),
        repeat_dcm=_frozen(repeat),
        lift=_frozen(repeat / first),
    )


# --------------------------------------------------------------------------- evidence fits
@dataclass(frozen=True)
class EvidenceFit:
    r"""The α that maximises the Dirichlet-multinomial evidence of count rows.

    Attributes
    ----------
    alpha : ndarray of shape (K,)
        The last iterate (the maximiser when ``converged``).
    log_evidence : float
        :math:`\sum_i \log p(\mathbf{n}_i \mid \alpha)` over the rows, each as a
        sequence (``Dirichlet(alpha).log_evidence(rows).sum()``).
    n_iter : int
        Fixed-point updates made.
    converged : bool
        Whether the stopping rule was met within ``max_iter`` updates.
    """

    alpha: np.ndarray
    log_evidence: float
    n_iter: int
    converged: bool

    @property
    def dirichlet(self) -> Dirichlet:
        """The fitted prior as a :class:`Dirichlet`."""
        return Dirichlet(self.alpha)


class _CountSummary:
    """Count rows compressed for the fixed point: each distinct (outcome, count) and row
    length once, with its multiplicity (Minka's histogram form of the sums).

    Counts of 1 (most entries of text) are kept apart as a per-outcome number of rows,
    because their digamma step is exactly 1/α_k and their log rising factorial log α_k.
    """

    def __init__(self, X: sp.csr_matrix) -> None:
        n_outcomes = X.shape[1]
        lengths = np.asarray(X.sum(axis=1)).ravel()
        self.n_outcomes = n_outcomes
        self.n_rows = X.shape[0]
        self.column_total = np.asarray(X.sum(axis=0)).ravel()
        ones = X.data == 1
        self.ones = np.bincount(X.indices[ones], minlength=n_outcomes).astype(np.float64)
        base = int(X.data.max(initial=0)) + 1
        key = X.indices[~ones].astype(np.int64) * base + X.data[~ones].astype(np.int64)
        pairs, weight = np.unique(key, return_counts=True)
        outcome, count = np.divmod(pairs, base)
        self.pair_outcome, self.pair_count = outcome, count.astype(np.float64)
        self.pair_weight = weight.astype(np.float64)
        self.length, length_weight = np.unique(lengths[lengths > 0], return_counts=True)
        self.length_weight = length_weight.astype(np.float64)

    def log_evidence(self, alpha: np.ndarray) -> float:
        seen = self.ones > 0
        return float(
            np.dot(self.ones[seen], np.log(alpha[seen]))
            + np.dot(self.pair_weight, _log_rising(alpha[self.pair_outcome], self.pair_count))
            - np.dot(self.length_weight, _log_rising(alpha.sum(), self.length))
        )

    def gradient_parts(self, alpha: np.ndarray) -> tuple[np.ndarray, float]:
        r"""Per outcome :math:`\sum_i [\psi(n_{ik}+\alpha_k) - \psi(\alpha_k)]` and
        :math:`\sum_i [\psi(n_i + \alpha_0) - \psi(\alpha_0)]`."""
        steps = self.pair_weight * _digamma_step(alpha[self.pair_outcome], self.pair_count)
        numerator = self.ones / alpha + np.bincount(self.pair_outcome, weights=steps, minlength=self.n_outcomes)
        denominator = float(np.dot(self.length_weight, _digamma_step(alpha.sum(), self.length)))
        return numerator, denominator


def maximise_evidence(
    counts: Any,
    *,
    init: Any = None,
    min_alpha: float = 1e-10,
    tol: float = 1e-9,
    max_iter: int = 10_000,
) -> EvidenceFit:
    r"""Empirical Bayes: the Dirichlet α that makes count rows most probable (Minka).

    Parameters
    ----------
    counts : array_like or scipy.sparse matrix of shape (n_rows, K)
        Whole counts >= 0; each row is one document (or one run of rolls) drawn
        with its own θ ~ Dir(α). A single row of shape (K,) is allowed.
    init : array_like of shape (K,), optional
        Starting α (each > 0). Default: the average count of each outcome per row,
        raised to ``min_alpha`` (mean = the overall frequencies, strength = the
        average row length).
    min_alpha : float, default 1e-10
        Lower bound on every :math:`\alpha_k` (> 0). An outcome never counted has
        its evidence-maximising :math:`\alpha_k \to 0`; the bound keeps it
        positive. A larger bound is smoothing (see Notes).
    tol : float, default 1e-9
        Stop when no :math:`\alpha_k` changes by more than this fraction of itself
        in one update.
    max_iter : int, default 10000
        At most this many updates.

    Returns
    -------
    EvidenceFit
        With ``converged=False`` when ``max_iter`` updates did not meet ``tol``:
        ``alpha`` is then the last iterate, whose evidence is still at least that
        of the start (every update increases it).

    Raises
    ------
    ValueError
        If a count is not a whole number >= 0 (the message names the row and
        column), there is no token at all, ``init`` does not have K entries > 0,
        or ``min_alpha``, ``tol`` or ``max_iter`` is out of range.

    Notes
    -----
    The log evidence of rows :math:`\mathbf{n}_i` (as sequences) is

    .. math::

        f(\alpha) = \sum_i \Big[\sum_k \log\frac{\Gamma(n_{ik}+\alpha_k)}{\Gamma(\alpha_k)}
                    - \log\frac{\Gamma(n_i+\alpha_0)}{\Gamma(\alpha_0)}\Big]

    and Minka's fixed-point update for the Pólya distribution is

    .. math::

        \alpha_k \leftarrow \max\Big(\text{min\_alpha},\ \alpha_k
        \frac{\sum_i [\psi(n_{ik}+\alpha_k) - \psi(\alpha_k)]}
             {\sum_i [\psi(n_i+\alpha_0) - \psi(\alpha_0)]}\Big).

    Each update maximises a lower bound of f that touches it at the current α
    (a separable bound :math:`\sum_k a_k \log\alpha_k - b\,\alpha_0`), so f never
    decreases; with the lower bound the same holds for the constrained problem.

    Stopping rule: stop after the first update with
    :math:`\max_k |\Delta\alpha_k|/\alpha_k <` ``tol``; otherwise after
    ``max_iter`` updates, with ``converged=False``.

    When the maximum does not exist the iteration drifts and does not converge:
    with a single row (or rows that vary less than a multinomial would) the
    evidence grows toward the multinomial limit :math:`\alpha_0 \to \infty`, since
    :math:`p(\mathcal{D} \mid \alpha) \le \max_\theta p(\mathcal{D} \mid \theta)`.
    When no row has two or more tokens the evidence does not depend on
    :math:`\alpha_0` at all; the iteration keeps the starting strength.

    References
    ----------
    Minka (2000/2012), "Estimating a Dirichlet distribution", section 4 (the
    Pólya distribution, fixed-point iteration). MLaPP eq. 3.79.

    Examples
    --------
    Rows drawn from a Dirichlet-multinomial with α = (2, 1, 1):

    >>> rng = np.random.default_rng(0)
    >>> theta = Dirichlet([2, 1, 1]).sample(2000, rng)
    >>> rows = np.array([rng.multinomial(20, t) for t in theta])
    >>> fit = maximise_evidence(rows)
    >>> fit.converged, bool(np.allclose(fit.alpha, [2, 1, 1], rtol=0.1))
    (True, True)
    """
    X = _check_count_rows("counts", counts)
    n_outcomes = X.shape[1]
    min_alpha = check_number("min_alpha", min_alpha, low=0, low_open=True)
    tol = check_number("tol", tol, low=0, low_open=True)
    max_iter = check_number("max_iter", max_iter, low=1, integer=True)
    if X.nnz == 0:
        raise ValueError("`counts` must contain at least one token; got only zeros")
    summary = _CountSummary(X)
    if init is None:
        alpha = np.maximum(summary.column_total / summary.n_rows, min_alpha)
    else:
        alpha = np.array(check_numbers("init", init, low=0, low_open=True), dtype=np.float64)
        if alpha.shape != (n_outcomes,):
            raise ValueError(f"`init` must have K = {n_outcomes} entries; got shape {alpha.shape}")
        alpha = np.maximum(alpha, min_alpha)
    converged = False
    n_iter = 0
    while n_iter < max_iter:
        numerator, denominator = summary.gradient_parts(alpha)
        if denominator <= 0:  # no row with a token: nothing to learn
            break
        updated = np.maximum(alpha * numerator / denominator, min_alpha)
        n_iter += 1
        change = float(np.max(np.abs(updated - alpha) / alpha))
        alpha = updated
        if change < tol:
            converged = True
            break
    return EvidenceFit(
        alpha=_frozen(alpha),
        log_evidence=summary.log_evidence(alpha),
        n_iter=n_iter,
        converged=converged,
    )


@dataclass(frozen=True)
class StrengthFit:
    r"""The strength α₀ that maximises the evidence for a prior with a fixed mean.

    Attributes
    ----------
    mean : ndarray of shape (K,)
        The prior mean m (fixed); the prior is Dir(α₀ m).
    strength : float
        The maximiser :math:`\hat\alpha_0`: a number > 0; ``inf`` when the evidence
        keeps growing toward its multinomial limit (data no more varied than
        draws with θ = m); ``0.0`` when it keeps growing as α₀ -> 0 (every row
        repeats a single outcome); ``nan`` when the evidence does not depend on α₀
        (no row has two tokens).
    log_evidence : float
        The evidence at the maximiser (the limit for ``inf`` and ``0.0``).
    """

    mean: np.ndarray
    strength: float
    log_evidence: float

    @property
    def alpha(self) -> np.ndarray:
        """ndarray of shape (K,): ``strength * mean`` (inf, 0 or nan entries at the limits)."""
        return self.strength * self.mean

    @property
    def kind(self) -> str:
        """Which answer the data gave, one of :data:`STRENGTH_KINDS`.

        ``"finite"`` (a strength > 0 maximises the evidence), ``"infinite"`` (the
        multinomial limit α₀ -> ∞ is best), ``"zero"`` (α₀ -> 0 is best) or ``"flat"``
        (the evidence does not depend on α₀).

        Examples
        --------
        >>> maximise_evidence_strength([5, 5], [0.5, 0.5]).kind
        'infinite'
        >>> maximise_evidence_strength([3, 0], [0.5, 0.5]).kind, maximise_evidence_strength([0, 1], [0.5, 0.5]).kind
        ('zero', 'flat')
        """
        if math.isnan(self.strength):
            return "flat"
        if math.isinf(self.strength):
            return "infinite"
        return "zero" if self.strength == 0 else "finite"


#: The answers :attr:`StrengthFit.kind` can give.
STRENGTH_KINDS = ("finite", "infinite", "zero", "flat")


def _strength_terms(counts: Any, mean: Any) -> tuple[_CountSummary, np.ndarray, np.ndarray]:
    X = _check_count_rows("counts", counts)
    m = _check_mean(mean, X.shape[1])
    return _CountSummary(X), m, X


def _log_evidence_strength(summary: _CountSummary, m: np.ndarray, strengths: np.ndarray) -> np.ndarray:
    strengths = np.asarray(strengths, dtype=np.float64)
    s = strengths[..., None]
    seen = summary.ones > 0
    ones = np.log(strengths) * summary.ones.sum() + float(np.dot(summary.ones[seen], np.log(m[seen])))
    pairs = np.dot(_log_rising(s * m[summary.pair_outcome], summary.pair_count), summary.pair_weight)
    rows = np.dot(_log_rising(s, summary.length), summary.length_weight)
    return ones + pairs - rows


def log_evidence_by_strength(counts: Any, mean: Any, strengths: Any) -> np.ndarray:
    r"""Log evidence :math:`\log p(\mathcal{D} \mid \alpha_0 m)` over a grid of strengths.

    Parameters
    ----------
    counts : array_like or scipy.sparse matrix of shape (K,) or (n_rows, K)
        Whole counts >= 0 (each row one sequence; the rows' evidences are summed).
    mean : array_like of shape (K,)
        The prior mean m: entries > 0 summing to 1.
    strengths : array_like
        Strengths :math:`\alpha_0` > 0 (any shape).

    Returns
    -------
    ndarray of the shape of ``strengths``
        :math:`\sum_i \log B(\alpha_0 m + \mathbf{n}_i) - \log B(\alpha_0 m)`
        (sequences, as :meth:`Dirichlet.log_evidence`).

    Raises
    ------
    ValueError
        If a count, the mean or a strength is invalid.

    Examples
    --------
    One head and one tail under Beta(s/2, s/2): p = 1/2 · (s/2)/(s + 1).

    >>> log_evidence_by_strength([1, 1], [0.5, 0.5], [2.0]).round(6)  # 1/2 · 1/3
    array([-1.791759])
    """
    summary, m, _ = _strength_terms(counts, mean)
    strengths = np.asarray(check_numbers("strengths", strengths, low=0, low_open=True), dtype=np.float64)
    return _log_evidence_strength(summary, m, strengths)


def maximise_evidence_strength(
    counts: Any,
    mean: Any,
    *,
    low: float = 1e-6,
    high: float = 1e12,
    n_grid: int = 361,
) -> StrengthFit:
    r"""Empirical Bayes for the strength: the α₀ that maximises :math:`p(\mathcal{D} \mid \alpha_0 m)`.

    Parameters
    ----------
    counts : array_like or scipy.sparse matrix of shape (K,) or (n_rows, K)
        Whole counts >= 0 (one row: one sequence of rolls or words).
    mean : array_like of shape (K,)
        The prior mean m, kept fixed: entries > 0 summing to 1.
    low, high : float, default 1e-6 and 1e12
        Range searched. When the best strength on the grid is ``low`` and the
        α₀ -> 0 limit is at least as large, 0.0 is reported; when it is ``high`` and
        the multinomial limit is at least as large, ``inf`` (beyond ``high`` the
        evidence differs from that limit by about :math:`|D|/(2\,\text{high})`,
        with D the bracket in the Notes).
    n_grid : int, default 361
        Points of the log-spaced grid that locates the maximum before it is refined.

    Returns
    -------
    StrengthFit

    Raises
    ------
    ValueError
        If a count or the mean is invalid, or ``0 < low < high`` and
        ``n_grid >= 3`` do not hold.

    Notes
    -----
    The evidence is evaluated on a log grid of α₀; the best grid point is refined
    by Brent's bounded search between its neighbours, and compared with the limits
    α₀ -> ∞ (:math:`\sum_{ik} n_{ik}\log m_k`, the likelihood of θ = m) and
    α₀ -> 0 (finite only when every row repeats one outcome). Near α₀ -> ∞,

    .. math::

        \log p(\mathcal{D} \mid \alpha_0 m) \approx \sum_{ik} n_{ik}\log m_k +
        \frac{1}{2\alpha_0}\sum_i\Big[\sum_k \frac{n_{ik}(n_{ik}-1)}{m_k} - n_i(n_i-1)\Big],

    so data more varied between outcomes than draws with θ = m (a positive bracket)
    prefer a finite strength.

    Examples
    --------
    The "lamb" counts of MLaPP section 3.4.4.1 with a uniform mean prefer a
    strength of about 15.9 pseudo-words:

    >>> lamb = [2, 4, 4, 0, 1, 1, 0, 1, 0, 4]
    >>> round(maximise_evidence_strength(lamb, np.full(10, 0.1)).strength, 3)
    15.889
    >>> maximise_evidence_strength([5, 5], [0.5, 0.5]).strength  # even data: the multinomial
    inf
    """
    summary, m, X = _strength_terms(counts, mean)
    low = check_number("low", low, low=0, low_open=True)
    high = check_number("high", high, low=0, low_open=True)
    if not low < high:
        raise ValueError(f"`low` must be < `high`; got low={low!r}, high={high!r}")
    n_grid = check_number("n_grid", n_grid, low=3, integer=True)

    limit_infinite = float(X.multiply(np.log(m)[None, :]).sum())
    if summary.length.size == 0 or summary.length.max() < 2:
        # Every row has at most one token: the evidence is Σ log m_k whatever α₀.
        return StrengthFit(mean=_frozen(m), strength=math.nan, log_evidence=limit_infinite)
    # As α₀ -> 0 the evidence of a row is log m_k if the row repeats the single
    # outcome k, and -inf if it has two different outcomes.
    distinct = np.diff(X.indptr)
    if np.all(distinct <= 1):
        nonempty = distinct == 1
        limit_zero = float(np.log(m[X.indices]).sum()) if nonempty.any() else 0.0
    else:
        limit_zero = -math.inf

    log_grid = np.linspace(math.log(low), math.log(high), n_grid)
    values = _log_evidence_strength(summary, m, np.exp(log_grid))
    best = int(np.argmax(values))
    lo_index, hi_index = max(best - 1, 0), min(best + 1, n_grid - 1)

    def negative(log_strength: float) -> float:
        return -float(_log_evidence_strength(summary, m, np.array(math.exp(log_strength))))

    result = optimize.minimize_scalar(
        negative, bounds=(log_grid[lo_index], log_grid[hi_index]), method="bounded",
        options={"xatol": 1e-10},
    )
    candidates = [(float(values[best]), math.exp(log_grid[best]))]
    if result.success:
        candidates.append((-float(result.fun), math.exp(float(result.x))))
    value, strength = max(candidates)
    if best == n_grid - 1 and limit_infinite >= value:
        value, strength = limit_infinite, math.inf
    if best == 0 and limit_zero >= value:
        value, strength = limit_zero, 0.0
    return StrengthFit(mean=_frozen(m), strength=float(strength), log_evidence=float(value))


# --------------------------------------------------------------------------- typed input
#: Largest count a typed list may hold (beyond 2**53 counts would stop being exact).
COUNT_MAX = 10**9
#: Largest pseudo-count a typed prior may hold.
ALPHA_MAX = 1e6
#: What each token of a typed list must be (:attr:`TypedInputError.rule`).
TOKEN_RULES = ("count", "pseudo_count", "weight", "positive_weight", "face")
#: What can be wrong with a typed list (:attr:`TypedInputError.problem`).
INPUT_PROBLEMS = ("tokens", "length", "all_zero")
#: Offending tokens named in a message, at most.
_SHOWN_TOKENS = 10

_RULE_WORDS = {
    "count": f"whole numbers from 0 to {COUNT_MAX:,}",
    "pseudo_count": f"numbers > 0 and <= {ALPHA_MAX:g}",
    "weight": "finite numbers >= 0",
    "positive_weight": "finite numbers > 0",
    "face": "whole numbers from 1 to {k}",
}
# A plain decimal number (no "nan", "inf", "1_000": Python's float() reads those).
_DECIMAL = re.compile(r"[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?")


class TypedInputError(ValueError):
    """A list a student typed could not be read: which list, what is wrong, which tokens.

    A ``ValueError`` whose English message names the parameter, the rule and what was
    typed; the attributes let a page say the same in another language.

    Attributes
    ----------
    name : str
        The parameter (``"counts"``, ``"alpha"``, ``"faces"``, …).
    problem : str
        One of :data:`INPUT_PROBLEMS`: ``"tokens"`` (some entries are not what they
        must be), ``"length"`` (the wrong number of entries), ``"all_zero"``
        (weights that are all 0).
    rule : str or None
        For ``"tokens"``: what every entry must be, one of :data:`TOKEN_RULES`.
    tokens : tuple of str
        For ``"tokens"``: the offending entries as typed, each once, in order of
        appearance, at most 10.
    n_outcomes : int or None
        K (for the ``"face"`` rule and for ``"length"``).
    allowed : tuple of int
        For ``"length"``: the numbers of entries accepted (``(K,)``, or ``(1, K)``
        when one number stands for every outcome).
    got : int or None
        For ``"length"``: the number of entries typed.
    """

    def __init__(self, name: str, problem: str, *, rule: str | None = None, tokens: Any = (),
                 n_outcomes: int | None = None, allowed: tuple[int, ...] = (), got: int | None = None) -> None:
        self.name, self.problem, self.rule = name, problem, rule
        self.tokens = tuple(dict.fromkeys(tokens))[:_SHOWN_TOKENS]
        self.n_outcomes, self.allowed, self.got = n_outcomes, tuple(allowed), got
        if problem == "tokens":
            shown = ", ".join(repr(t) for t in self.tokens)
            message = f"`{name}` must be {_RULE_WORDS[rule].format(k=n_outcomes)}; got {shown}"
        elif problem == "length":
            wanted = " or ".join(str(n) for n in self.allowed)
            message = f"`{name}` must have {wanted} entries (K = {n_outcomes}); got {got}"
        else:
            message = f"`{name}` must not be all 0 (they are normalised to sum to 1); got only zeros"
        super().__init__(message)


def _check_text(name: str, text: Any) -> str:
    if not isinstance(text, str):
        raise ValueError(f"`{name}` must be a string; got {type(text).__name__}")
    return text.replace("\u2212", "-")  # the typographic minus reads as a minus


def _split_list(text: str) -> tuple[list[str], bool]:
    """Tokens of a typed list and whether commas are decimal marks.

    Entries are separated by commas or white space; when the text holds a semicolon,
    semicolons (and white space) separate and a comma is a decimal mark (``0,5; 1``).
    """
    if ";" in text:
        return [t for t in re.split(r"[;\s]+", text) if t], True
    return [t for t in re.split(r"[,\s]+", text) if t], False


def split_entries(text: str) -> list[str]:
    """The entries of a typed list, split the way every parser here splits them.

    Commas or white space separate entries; when the text holds a semicolon, semicolons
    (and white space) separate and a comma is a decimal mark.

    Examples
    --------
    >>> split_entries("3, 2 1"), split_entries("0,5; 1;2")
    (['3', '2', '1'], ['0,5', '1', '2'])
    """
    return _split_list(_check_text("text", text))[0]


def _read_number(token: str, decimal_comma: bool) -> float | None:
    """A typed number (``2``, ``0.5``, ``1e3``, ``1/3``) as a float, or None if it is not one."""
    if decimal_comma:
        token = token.replace(",", ".")
    parts = token.split("/")
    if len(parts) > 2 or not all(_DECIMAL.fullmatch(p) for p in parts):
        return None
    try:
        values = [float(p) for p in parts]
    except OverflowError:  # pragma: no cover - float() of a decimal string gives inf instead
        return None
    if len(values) == 2:
        if values[1] == 0:
            return None
        return values[0] / values[1]
    return values[0]


def _typed_numbers(name: str, text: Any) -> tuple[list[str], list[float | None]]:
    tokens, decimal_comma = _split_list(_check_text(name, text))
    return tokens, [_read_number(t, decimal_comma) for t in tokens]


def _check_length(name: str, values: list, n_outcomes: int, allowed: tuple[int, ...]) -> None:
    if len(values) not in allowed:
        raise TypedInputError(name, "length", n_outcomes=n_outcomes, allowed=allowed, got=len(values))


def parse_counts(text: str, n_outcomes: int, name: str = "counts") -> np.ndarray:
    """Read typed counts such as ``"3, 2, 1"``: one whole number per outcome.

    Parameters
    ----------
    text : str
        Entries separated by commas or spaces (or by semicolons); empty: no data.
    n_outcomes : int
        K >= 2, the number of counts expected.
    name : str, default "counts"
        The parameter named in messages.

    Returns
    -------
    ndarray of shape (K,), dtype int64
        Zeros for an empty text.

    Raises
    ------
    TypedInputError
        (a ``ValueError``) naming the entries that are not whole numbers from 0 to
        :data:`COUNT_MAX`, or saying how many entries were typed when K are needed.

    Examples
    --------
    >>> parse_counts("3, 2 1", 3)
    array([3, 2, 1])
    >>> parse_counts("", 2)
    array([0, 0])
    >>> parse_counts("3, -1, x", 3)
    Traceback (most recent call last):
    ...
    bayeslab.dirichlet.TypedInputError: `counts` must be whole numbers from 0 to 1,000,000,000; got '-1', 'x'
    """
    k = check_number("n_outcomes", n_outcomes, low=2, integer=True)
    tokens, values = _typed_numbers(name, text)
    bad = [t for t, v in zip(tokens, values) if v is None or not (0 <= v <= COUNT_MAX and v == round(v))]
    if bad:
        raise TypedInputError(name, "tokens", rule="count", tokens=bad, n_outcomes=k)
    if not values:
        return np.zeros(k, dtype=np.int64)
    _check_length(name, values, k, (k,))
    return np.array(values, dtype=np.int64)


def parse_pseudo_counts(text: str, n_outcomes: int, name: str = "alpha") -> np.ndarray:
    """Read a typed Dirichlet prior: one pseudo-count for every outcome, or one per outcome.

    Parameters
    ----------
    text : str
        ``"1"`` (the symmetric prior Dir(1, …, 1)) or K numbers such as
        ``"2, 1, 0.5"``; fractions (``1/2``) are read; with semicolons as separators a
        comma is a decimal mark (``0,5; 1; 1``).
    n_outcomes : int
        K >= 2.
    name : str, default "alpha"
        The parameter named in messages.

    Returns
    -------
    ndarray of shape (K,)
        The pseudo-counts :math:`\\alpha_k`.

    Raises
    ------
    TypedInputError
        Naming the entries that are not numbers in (0, :data:`ALPHA_MAX`], or saying
        how many were typed when 1 or K are needed (an empty text has 0).

    Examples
    --------
    >>> parse_pseudo_counts("0.5", 3)
    array([0.5, 0.5, 0.5])
    >>> parse_pseudo_counts("2; 1,5; 1/2", 3)
    array([2. , 1.5, 0.5])
    """
    k = check_number("n_outcomes", n_outcomes, low=2, integer=True)
    tokens, values = _typed_numbers(name, text)
    bad = [t for t, v in zip(tokens, values) if v is None or not 0 < v <= ALPHA_MAX]
    if bad:
        raise TypedInputError(name, "tokens", rule="pseudo_count", tokens=bad, n_outcomes=k)
    _check_length(name, values, k, (1, k))
    return np.full(k, values[0]) if len(values) == 1 else np.array(values, dtype=np.float64)


def parse_weights(text: str, n_outcomes: int, name: str = "weights", *, positive: bool = False) -> np.ndarray:
    """Read a typed probability vector: K weights, normalised to sum to 1.

    Parameters
    ----------
    text : str
        K numbers such as ``"1, 1, 2"`` or ``"1/2, 1/3, 1/6"``; empty: the uniform
        vector (1/K each).
    n_outcomes : int
        K >= 2.
    name : str, default "weights"
        The parameter named in messages.
    positive : bool, default False
        Require every weight > 0 (a prior mean); otherwise 0 is allowed (a die that
        never shows a side).

    Returns
    -------
    ndarray of shape (K,)
        Entries >= 0 summing to 1.

    Raises
    ------
    TypedInputError
        Naming the entries that are not finite numbers >= 0 (> 0 with ``positive``),
        saying how many were typed when K are needed, or that all are 0.

    Examples
    --------
    >>> parse_weights("1, 1, 2", 3)
    array([0.25, 0.25, 0.5 ])
    >>> parse_weights("", 4)
    array([0.25, 0.25, 0.25, 0.25])
    """
    k = check_number("n_outcomes", n_outcomes, low=2, integer=True)
    tokens, values = _typed_numbers(name, text)
    rule = "positive_weight" if positive else "weight"
    bad = [t for t, v in zip(tokens, values)
           if v is None or not math.isfinite(v) or v < 0 or (positive and v == 0)]
    if bad:
        raise TypedInputError(name, "tokens", rule=rule, tokens=bad, n_outcomes=k)
    if not values:
        return np.full(k, 1.0 / k)
    _check_length(name, values, k, (k,))
    weights = np.array(values, dtype=np.float64)
    with np.errstate(over="ignore"):
        total = float(weights.sum())
    if total == 0:
        raise TypedInputError(name, "all_zero", n_outcomes=k)
    if not math.isfinite(total):  # finite entries whose sum overflows
        weights = weights / weights.max()
        total = float(weights.sum())
    return weights / total


def parse_faces(text: str, n_sides: int, name: str = "faces") -> np.ndarray:
    """Read typed rolls of a die with sides 1 … K, such as ``"1 3 3 2"`` or ``"1332"``.

    Parameters
    ----------
    text : str
        Faces separated by spaces, commas or semicolons. With K <= 9 a text without
        separators is read one character per roll (``"1332"``); with K = 10 separate
        the faces (``"10 2 3"``).
    n_sides : int
        K >= 2.
    name : str, default "faces"
        The parameter named in messages.

    Returns
    -------
    ndarray of shape (n_rolls,), dtype int64
        The rolls as outcome indices 0 … K-1 (face 1 is 0), in order.

    Raises
    ------
    TypedInputError
        Naming the entries that are not whole numbers from 1 to K.

    Examples
    --------
    >>> parse_faces("1332", 3)
    array([0, 2, 2, 1])
    >>> parse_faces("10, 2", 10)
    array([9, 1])
    >>> parse_faces("1 4 x", 3)
    Traceback (most recent call last):
    ...
    bayeslab.dirichlet.TypedInputError: `faces` must be whole numbers from 1 to 3; got '4', 'x'
    """
    k = check_number("n_sides", n_sides, low=2, integer=True)
    text = _check_text(name, text).strip()
    if k <= 9 and not re.search(r"[,;\s]", text):
        tokens = list(text)
    else:
        tokens = [t for t in re.split(r"[,;\s]+", text) if t]
    faces = [int(t) if t.isascii() and t.isdigit() and len(t) <= 2 else 0 for t in tokens]
    bad = [t for t, face in zip(tokens, faces) if not 1 <= face <= k]
    if bad:
        raise TypedInputError(name, "tokens", rule="face", tokens=bad, n_outcomes=k)
    return np.array(faces, dtype=np.int64) - 1


def count_outcomes(outcomes: Any, n_outcomes: int) -> np.ndarray:
    """Counts :math:`N_k` of a sequence of outcome indices 0 … K-1.

    Examples
    --------
    >>> count_outcomes([0, 2, 2, 1], 3)
    array([1, 1, 2])
    """
    k = check_number("n_outcomes", n_outcomes, low=2, integer=True)
    outcomes = np.asarray(check_numbers("outcomes", np.asarray(outcomes, dtype=float).ravel(),
                                        low=0, high=k - 1, integer=True), dtype=np.int64)
    return np.bincount(outcomes, minlength=k).astype(np.int64)


# --------------------------------------------------------------------------- words
#: The vocabulary of MLaPP section 3.4.4.1; "unk" stands for every other word.
LAMB_VOCABULARY = ("mary", "lamb", "little", "big", "fleece", "white", "black", "snow", "rain", "unk")
#: The nursery rhyme as MLaPP section 3.4.4.1 encodes it, written back as words: its 17
#: tokens "1 10 3 2 3 2 3 2 / 1 10 3 2 10 5 10 6 8" (the book drops the stop word "a" and
#: one "as"; "had", "its" and the other "as" become unk).
LAMB_TEXT = "Mary had little lamb, little lamb, little lamb, Mary had little lamb, its fleece as white snow"
_WORD = re.compile(r"[^\W\d_]+(?:['’][^\W\d_]+)*")


@dataclass(frozen=True)
class WordCounts:
    """A typed text counted over a fixed vocabulary.

    Attributes
    ----------
    vocabulary : tuple of str
        The K words; the last-resort word (``unk``) collects every other word.
    counts : ndarray of shape (K,), dtype int64
        :math:`N_k`, how often each vocabulary word was seen.
    tokens : tuple of str
        The words of the text, lower case, in order.
    unknown : tuple of str
        The distinct words counted as ``unk``, in order of appearance.
    """

    vocabulary: tuple[str, ...]
    counts: np.ndarray
    tokens: tuple[str, ...]
    unknown: tuple[str, ...]

    @property
    def n_tokens(self) -> int:
        """N, the number of words counted."""
        return len(self.tokens)


def count_words(text: str, vocabulary: Any = LAMB_VOCABULARY, unknown: str = "unk") -> WordCounts:
    """Count the words of a text over a vocabulary, every other word as ``unknown``.

    Parameters
    ----------
    text : str
        Any text: words are runs of letters (apostrophes inside a word kept), lower
        cased; digits, punctuation and spaces separate them.
    vocabulary : sequence of str, default :data:`LAMB_VOCABULARY`
        K >= 2 distinct lower-case words including ``unknown``.
    unknown : str, default "unk"
        The vocabulary word that collects every word not in it.

    Returns
    -------
    WordCounts

    Raises
    ------
    ValueError
        If ``text`` is not a string, or the vocabulary has fewer than 2 words,
        repeats a word, or lacks ``unknown``.

    References
    ----------
    MLaPP section 3.4.4.1 (bag of words over a fixed vocabulary with "unk").

    Examples
    --------
    >>> result = count_words(LAMB_TEXT)
    >>> result.counts, result.n_tokens, result.unknown
    (array([2, 4, 4, 0, 1, 1, 0, 1, 0, 4]), 17, ('had', 'its', 'as'))
    """
    text = _check_text("text", text)
    vocabulary = tuple(vocabulary)
    if len(vocabulary) < 2 or not all(isinstance(w, str) for w in vocabulary):
        raise ValueError(f"`vocabulary` must be K >= 2 words; got {vocabulary!r}")
    if len(set(vocabulary)) != len(vocabulary):
        repeated = sorted({w for w in vocabulary if vocabulary.count(w) > 1})
        raise ValueError(f"`vocabulary` must not repeat a word; got {repeated!r} more than once")
    if unknown not in vocabulary:
        raise ValueError(f"`vocabulary` must contain the unknown word {unknown!r}; got {vocabulary!r}")
    index = {word.casefold(): k for k, word in enumerate(vocabulary)}
    tokens = tuple(_WORD.findall(text.casefold()))
    other = index[unknown.casefold()]
    ids = np.fromiter((index.get(t, other) for t in tokens), dtype=np.int64, count=len(tokens))
    return WordCounts(
        vocabulary=vocabulary,
        counts=_frozen(np.bincount(ids, minlength=len(vocabulary)).astype(np.int64)),
        tokens=tokens,
        unknown=tuple(dict.fromkeys(t for t in tokens if t not in index)),
    )


# --------------------------------------------------------------------------- simulation
def simulate_rolls(theta: Any, n_rolls: int, rng: np.random.Generator) -> np.ndarray:
    """Roll a die with side probabilities θ, ``n_rolls`` times.

    Parameters
    ----------
    theta : array_like of shape (K,)
        Probabilities >= 0 summing to 1 (within 1e-9).
    n_rolls : int
        >= 0.
    rng : numpy.random.Generator

    Returns
    -------
    ndarray of shape (n_rolls,), dtype int64
        Outcome indices 0 … K-1. One uniform number per roll (inverse CDF), so with
        the same seed more rolls extend the same sequence.

    Raises
    ------
    ValueError
        If θ is not a probability vector of K >= 2 entries, ``n_rolls`` is not an
        integer >= 0, or ``rng`` is not a Generator.

    Examples
    --------
    >>> rolls = simulate_rolls([0.5, 0.5, 0.0], 6, np.random.default_rng(0))
    >>> rolls.shape, bool(np.all(rolls < 2))
    ((6,), True)
    """
    theta = np.asarray(check_numbers("theta", theta, low=0, high=1), dtype=np.float64)
    if theta.ndim != 1 or theta.size < 2:
        raise ValueError(f"`theta` must be a vector of K >= 2 probabilities; got shape {theta.shape}")
    total = float(theta.sum())
    if abs(total - 1.0) > SIMPLEX_TOLERANCE:
        raise ValueError(f"`theta` must sum to 1 (a point of the simplex); got a sum of {total!r}")
    n_rolls = check_number("n_rolls", n_rolls, low=0, integer=True)
    check_generator("rng", rng)
    cdf = np.cumsum(theta / total)
    cdf[-1] = 1.0
    u = rng.random(n_rolls)
    # side="right": u in [cdf[k-1], cdf[k]) is side k; a side with θ_k = 0 has an empty interval.
    return np.minimum(np.searchsorted(cdf, u, side="right"), theta.size - 1).astype(np.int64)


# --------------------------------------------------------------------------- summary
@dataclass(frozen=True)
class PosteriorSummary:
    r"""Everything a page shows per outcome about a Dirichlet posterior.

    Attributes
    ----------
    prior, posterior : Dirichlet
        Dir(α) and Dir(α + N).
    counts : ndarray of shape (K,)
        :math:`N_k`.
    level : float
        Probability inside each equal-tailed interval.
    mle : ndarray of shape (K,)
        :math:`N_k / N` (MLaPP eq. 3.48); ``nan`` without data.
    map : ndarray of shape (K,)
        The posterior mode by the rule of :attr:`Dirichlet.mode` (MLaPP eq. 3.47
        when every :math:`\alpha_k + N_k > 1`); ``nan`` when it is not unique.
    lower, upper : ndarray of shape (K,)
        Equal-tailed interval of each :math:`\theta_k` (its Beta marginal).
    """

    prior: Dirichlet
    posterior: Dirichlet
    counts: np.ndarray
    level: float
    mle: np.ndarray
    map: np.ndarray
    lower: np.ndarray
    upper: np.ndarray

    @property
    def n(self) -> int:
        """N, the number of observations."""
        return int(self.counts.sum())

    @property
    def has_data(self) -> bool:
        """Whether there is at least one observation (else the MLE is undefined)."""
        return self.n > 0

    @property
    def map_unique(self) -> bool:
        """Whether the posterior has a unique mode (else :attr:`map` is nan)."""
        return bool(np.all(np.isfinite(self.map)))

    @property
    def unseen(self) -> np.ndarray:
        """Indices of the outcomes never observed (:math:`N_k = 0`), ascending."""
        return np.flatnonzero(self.counts == 0)

    @property
    def predictive(self) -> np.ndarray:
        r"""ndarray of shape (K,): :math:`(\alpha_k + N_k)/(\alpha_0 + N)`, the posterior mean."""
        return self.posterior.predictive_pmf()

    @property
    def prior_weight(self) -> float:
        r""":math:`\lambda = \alpha_0/(\alpha_0 + N)`: the posterior mean is
        :math:`\lambda` · prior mean + (1 − λ) · MLE for every outcome (MLaPP eq. 3.24 for K = 2)."""
        return self.prior.concentration / self.posterior.concentration


def summarise(prior: Dirichlet, counts: Any, level: float = 0.95) -> PosteriorSummary:
    """Posterior, point estimates and per-outcome intervals after ``counts``.

    Parameters
    ----------
    prior : Dirichlet
    counts : array_like of shape (K,)
        Whole counts >= 0.
    level : float, default 0.95
        In (0, 1).

    Returns
    -------
    PosteriorSummary

    Raises
    ------
    ValueError
        If ``prior`` is not a Dirichlet, a count is invalid, or ``level`` is not in (0, 1).

    Examples
    --------
    Three lions, two tigers and a bear under Dir(1, 1, 1):

    >>> s = summarise(Dirichlet([1, 1, 1]), [3, 2, 1])
    >>> s.posterior.alpha, float(s.predictive[2])  # a bear next: 2/9
    (array([4., 3., 2.]), 0.2222222222222222)
    >>> s.map, s.unseen
    (array([0.5       , 0.33333333, 0.16666667]), array([], dtype=int64))
    """
    if not isinstance(prior, Dirichlet):
        raise ValueError(f"`prior` must be a Dirichlet; got {type(prior).__name__}")
    posterior = prior.update(counts)
    counts = _frozen(posterior.alpha - prior.alpha)  # validated whole numbers, as float
    counts = _frozen(np.round(counts).astype(np.int64))
    lower, upper = posterior.interval(level)
    return PosteriorSummary(
        prior=prior,
        posterior=posterior,
        counts=counts,
        level=float(level),
        mle=_frozen(mle(counts)),
        map=_frozen(posterior.mode),
        lower=_frozen(lower),
        upper=_frozen(upper),
    )


# --------------------------------------------------------------------------- the triangle
#: Height of the unit equilateral triangle: the vertex of outcome 3 is at (1/2, √3/2).
TRIANGLE_HEIGHT = math.sqrt(3.0) / 2.0


def ternary_xy(theta: Any) -> tuple[np.ndarray, np.ndarray]:
    r"""Ternary (barycentric) coordinates of points of the 3-outcome simplex in the plane.

    Parameters
    ----------
    theta : array_like of shape (3,) or (n_points, 3)

    Returns
    -------
    (x, y) : tuple of float or ndarray of shape (n_points,)
        :math:`x = \theta_2 + \theta_3/2`, :math:`y = \tfrac{\sqrt3}{2}\theta_3`: outcome
        1's vertex at (0, 0), outcome 2's at (1, 0), outcome 3's at (1/2, √3/2); each
        :math:`\theta_k` is proportional to the distance from the side opposite vertex k.

    Raises
    ------
    ValueError
        If ``theta`` is not numbers with a last axis of 3.

    Examples
    --------
    >>> ternary_xy([1/3, 1/3, 1/3])
    (0.5, 0.28867513459481287)
    """
    theta = np.asarray(check_numbers("theta", theta, finite=False), dtype=np.float64)
    if theta.ndim == 0 or theta.shape[-1] != 3:
        raise ValueError(f"`theta` must have 3 entries on its last axis; got shape {theta.shape}")
    x = theta[..., 1] + 0.5 * theta[..., 2]
    y = TRIANGLE_HEIGHT * theta[..., 2]
    return _scalar_or_array(x), _scalar_or_array(y)


@dataclass(frozen=True)
class TernaryGrid:
    """A triangular lattice of points of the 3-outcome simplex and their place in the plane.

    Attributes
    ----------
    theta : ndarray of shape (n_points, 3)
        The points, rows summing to 1.
    x, y : ndarray of shape (n_points,)
        :func:`ternary_xy` of the points.
    spacing : float
        Distance between neighbouring points in the plane (the lattice step). Each
        point owns a rectangle ``spacing`` wide and ``spacing · √3/2`` high centred on
        it; the rectangles tile the triangle like bricks (alternate rows are offset by
        half a brick).
    """

    theta: np.ndarray
    x: np.ndarray
    y: np.ndarray
    spacing: float
    #: ndarray of shape (n_points, 3): log θ of every point (``-inf`` on a side), for
    #: :func:`grid_log_density`.
    log_theta: np.ndarray

    @property
    def n_points(self) -> int:
        """How many points the lattice has."""
        return int(self.theta.shape[0])


def ternary_grid(n: int, interior: bool = True) -> TernaryGrid:
    r"""A triangular lattice of :math:`(n+1)(n+2)/2` points of the 3-outcome simplex.

    Parameters
    ----------
    n : int
        Subdivisions, >= 1 (n = 140 gives 10,011 points).
    interior : bool, default True
        True: the centres of the upward small triangles of a subdivision into
        n + 1 parts, :math:`\theta = (i + \tfrac13,\ j + \tfrac13,\ k + \tfrac13)/(n+1)`
        with i + j + k = n, so no point lies on a side, where a density with some
        :math:`\alpha_k < 1` is infinite and where sides with :math:`\alpha_k < 1` and
        :math:`\alpha_j > 1` meet it has no limit at all. False:
        :math:`(i, j, k)/n`, the sides and vertices included.

    Returns
    -------
    TernaryGrid
        Points ordered by rows of equal :math:`\theta_3` (bottom to top), then by
        :math:`\theta_2`.

    Raises
    ------
    ValueError
        If ``n`` is not an integer >= 1.

    Examples
    --------
    >>> ternary_grid(140).n_points
    10011
    >>> ternary_grid(1, interior=False).theta
    array([[1., 0., 0.],
           [0., 1., 0.],
           [0., 0., 1.]])
    """
    n = check_number("n", n, low=1, integer=True)
    if not isinstance(interior, (bool, np.bool_)):
        raise ValueError(f"`interior` must be True or False; got {interior!r}")
    k3, k2 = np.divmod(np.arange((n + 1) ** 2), n + 1)
    keep = k2 + k3 <= n
    k2, k3 = k2[keep].astype(np.float64), k3[keep].astype(np.float64)
    k1 = n - k2 - k3
    if interior:
        parts = np.stack([k1, k2, k3], axis=1) + 1.0 / 3.0
        spacing = 1.0 / (n + 1)
    else:
        parts = np.stack([k1, k2, k3], axis=1)
        spacing = 1.0 / n
    theta = parts * spacing
    x, y = ternary_xy(theta)
    with np.errstate(divide="ignore"):
        log_theta = np.log(theta)
    return TernaryGrid(theta=_frozen(theta), x=_frozen(np.asarray(x)), y=_frozen(np.asarray(y)),
                       spacing=float(spacing), log_theta=_frozen(log_theta))


def grid_log_density(dist: Dirichlet, grid: TernaryGrid) -> np.ndarray:
    r"""Log density of a three-outcome Dirichlet at every point of a lattice, fast.

    Parameters
    ----------
    dist : Dirichlet
        With K = 3.
    grid : TernaryGrid

    Returns
    -------
    ndarray of shape (n_points,)
        ``dist.logpdf(grid.theta)``. On an interior grid it is one matrix product with
        the grid's stored :math:`\log\theta` (:math:`\sum_k (\alpha_k - 1)\log\theta_k -
        \log B(\alpha)`), about twenty times faster; a grid with points on the sides
        goes through :meth:`Dirichlet.logpdf` and its limits.

    Raises
    ------
    ValueError
        If ``dist`` is not a Dirichlet with 3 outcomes or ``grid`` is not a TernaryGrid.

    Examples
    --------
    >>> grid = ternary_grid(4)
    >>> bool(np.allclose(grid_log_density(Dirichlet([2, 3, 0.5]), grid), Dirichlet([2, 3, 0.5]).logpdf(grid.theta)))
    True
    """
    if not isinstance(dist, Dirichlet) or dist.n_outcomes != 3:
        raise ValueError(f"`dist` must be a Dirichlet with 3 outcomes; got {dist!r}")
    if not isinstance(grid, TernaryGrid):
        raise ValueError(f"`grid` must be a TernaryGrid; got {type(grid).__name__}")
    if not np.all(np.isfinite(grid.log_theta)):
        return np.asarray(dist.logpdf(grid.theta))
    log_norm = float(np.sum(special.gammaln(dist.alpha)) - special.gammaln(dist.concentration))
    return grid.log_theta @ (dist.alpha - 1.0) - log_norm


def relative_density(log_density: Any, floor: float = 1e-6) -> np.ndarray:
    """Densities over a grid as fractions of the largest, ready for a log colour scale.

    Parameters
    ----------
    log_density : array_like
        Log densities (:meth:`Dirichlet.logpdf` of a grid), possibly ``±inf`` or
        ``nan`` on the sides of the simplex.
    floor : float, default 1e-6
        Smallest fraction shown, in (0, 1); anything smaller is raised to it, so a
        log scale has a bottom.

    Returns
    -------
    ndarray of the same shape
        :math:`\\exp(\\ell - \\ell_{\\max})` clipped to [``floor``, 1], with
        :math:`\\ell_{\\max}` the largest *finite* log density: ``+inf`` (a side with
        some α_k < 1) gives 1, the top of the scale, rather than turning every other
        point into 0; ``-inf`` gives ``floor``; ``nan`` (a point where the density has
        no limit) stays ``nan``, for the chart to leave out. All ``floor`` except the
        infinite ones when no value is finite.

    Raises
    ------
    ValueError
        If ``floor`` is not in (0, 1).

    Examples
    --------
    >>> relative_density([0.0, -1.0, np.inf, -np.inf, np.nan], floor=0.01).round(4)
    array([1.    , 0.3679, 1.    , 0.01  ,    nan])
    """
    floor = check_number("floor", floor, low=0, high=1, low_open=True, high_open=True)
    try:
        values = np.asarray(log_density, dtype=np.float64)
    except (TypeError, ValueError):
        raise ValueError(f"`log_density` must be an array of numbers (nan allowed); got {log_density!r:.80}") from None
    finite = np.isfinite(values)
    peak = float(values[finite].max()) if finite.any() else 0.0
    with np.errstate(invalid="ignore", over="ignore"):
        out = np.where(finite, np.exp(np.minimum(values - peak, 0.0)), 0.0)
    out = np.where(values == np.inf, 1.0, out)
    out = np.clip(out, floor, 1.0)
    return np.where(np.isnan(values), np.nan, out)
