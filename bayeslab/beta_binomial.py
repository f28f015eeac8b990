r"""The Beta-Binomial model: a coin with unknown bias θ, a Beta prior, counted flips.

A coin lands heads with probability θ. Before seeing data we describe what we believe
about θ with a Beta(a, b) distribution; after ``heads`` heads and ``tails`` tails the
posterior is again a Beta distribution, with the counts added to the prior's
pseudo-counts (conjugacy). Everything the coin page shows is computed here.

Notes
-----
.. math::

    p(\theta) = \mathrm{Beta}(\theta \mid a, b)
              = \frac{\theta^{a-1} (1-\theta)^{b-1}}{B(a, b)}, \qquad
    p(\theta \mid \mathcal{D}) = \mathrm{Beta}(\theta \mid a + N_1,\; b + N_0)

with :math:`N_1` heads and :math:`N_0` tails. All densities are computed in log
space with :func:`scipy.special.betaln`, :func:`scipy.special.xlogy` and
:func:`scipy.special.xlog1py`, so they stay finite and accurate for pseudo-counts up
to :math:`10^6` and take the right limits at θ = 0 and θ = 1.

References
----------
.. [1] K. P. Murphy, *Machine Learning: a Probabilistic Perspective*, MIT Press,
   2012, section 3.3 (eqs. 3.15-3.34).
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass
from typing import Any

import numpy as np
from scipy import special

from bayeslab._validate import check_generator, check_number, check_numbers

__all__ = [
    "BadFlipsError",
    "Beta",
    "BlackSwan",
    "SPREAD_RELATIONS",
    "SdDecay",
    "SpreadComparison",
    "black_swan",
    "compare_spread",
    "count_flips",
    "flips_history",
    "large_sample_sd",
    "likelihood_beta",
    "mle",
    "parse_flips",
    "plugin_pmf",
    "plugin_std",
    "sd_decay",
    "shrinkage_weight",
    "simulate_flips",
    "spread_history",
]

# Characters allowed between flips in a typed sequence ("HH T,H").
_SEPARATORS = frozenset(" ,\t\n\r")
_FLIP_CHARACTERS = frozenset("HhTt") | _SEPARATORS
#: At most this many distinct bad characters, and positions of each, are carried by a BadFlipsError.
_SHOWN_BAD = 10
_SHOWN_POSITIONS = 5


def _scalar_or_array(x: Any) -> float | np.ndarray:
    """Python float for 0-d results, ndarray otherwise."""
    arr = np.asarray(x, dtype=float)
    return float(arr) if arr.ndim == 0 else arr


# --------------------------------------------------------------------------- Beta
@dataclass(frozen=True)
class Beta:
    r"""The Beta(a, b) distribution of a coin's bias θ ∈ [0, 1].

    Parameters
    ----------
    a, b : float or array_like of float
        Pseudo-counts of heads and tails, finite and > 0. Scalars give a single
        distribution whose summaries are Python floats; arrays (broadcast together)
        give a batch of distributions whose summaries are ndarrays of that shape —
        e.g. the posterior after each flip of a sequence.

    Raises
    ------
    ValueError
        If ``a`` or ``b`` is not finite and > 0 (or is a bool or a string).

    Notes
    -----
    .. math::

        \mathrm{Beta}(\theta \mid a, b) = \frac{\theta^{a-1}(1-\theta)^{b-1}}{B(a, b)},
        \qquad \mathbb{E}[\theta] = \frac{a}{a+b}, \qquad
        \mathrm{var}[\theta] = \frac{ab}{(a+b)^2 (a+b+1)}

    The prior's strength (effective sample size) is :math:`a + b`.

    References
    ----------
    Murphy (2012), MLaPP section 2.4.5 and section 3.3.2, eq. 3.15.

    Examples
    --------
    >>> prior = Beta(2, 2)
    >>> post = prior.update(heads=2, tails=0)
    >>> post
    Beta(a=4.0, b=2.0)
    >>> round(post.mean, 4), post.mode
    (0.6667, 0.75)
    """

    a: float | np.ndarray
    b: float | np.ndarray

    def __post_init__(self) -> None:
        a = check_numbers("a", self.a, low=0, low_open=True)
        b = check_numbers("b", self.b, low=0, low_open=True)
        if np.ndim(a) or np.ndim(b):
            try:
                a, b = np.broadcast_arrays(np.asarray(a, float), np.asarray(b, float))
            except ValueError:
                raise ValueError(
                    f"`a` and `b` must have broadcastable shapes; got {np.shape(a)} and {np.shape(b)}"
                ) from None
            a, b = a.copy(), b.copy()
            a.flags.writeable = False
            b.flags.writeable = False
        object.__setattr__(self, "a", a)
        object.__setattr__(self, "b", b)

    # ------------------------------------------------------------------ basics
    @property
    def is_scalar(self) -> bool:
        """True when ``a`` and ``b`` are single numbers (one distribution)."""
        return np.ndim(self.a) == 0

    @property
    def strength(self) -> float | np.ndarray:
        """Effective sample size ``a + b`` (MLaPP section 3.3.3)."""
        return _scalar_or_array(np.add(self.a, self.b))

    def update(self, heads: Any, tails: Any) -> Beta:
        r"""Posterior after observing ``heads`` heads and ``tails`` tails.

        Parameters
        ----------
        heads, tails : int or array_like of int
            Non-negative integer counts (floats allowed only if whole, e.g. ``3.0``).

        Returns
        -------
        Beta
            ``Beta(a + heads, b + tails)``; array counts give a batch of posteriors.

        Raises
        ------
        ValueError
            If a count is negative, fractional, NaN, infinite, a bool or not a number.

        Notes
        -----
        .. math:: \mathrm{Beta}(\theta \mid a, b) \times \theta^{N_1}(1-\theta)^{N_0}
                  \propto \mathrm{Beta}(\theta \mid a + N_1, b + N_0)

        Because only the totals matter, updating flip by flip gives the same posterior
        as one batch update.

        References
        ----------
        MLaPP eq. 3.16.

        Examples
        --------
        >>> Beta(1, 1).update(3, 1)
        Beta(a=4.0, b=2.0)
        >>> Beta(1, 1).update(1, 0).update(2, 1) == Beta(1, 1).update(3, 1)
        True
        """
        heads = check_numbers("heads", heads, low=0, integer=True)
        tails = check_numbers("tails", tails, low=0, integer=True)
        return Beta(np.add(self.a, heads), np.add(self.b, tails))

    # ------------------------------------------------------------------ summaries
    @property
    def mean(self) -> float | np.ndarray:
        r"""Mean :math:`a / (a + b)` (the posterior mean of MLaPP eq. 3.23 with the posterior's counts)."""
        return _scalar_or_array(np.divide(self.a, np.add(self.a, self.b)))

    @property
    def var(self) -> float | np.ndarray:
        r"""Variance :math:`ab / ((a+b)^2 (a+b+1))` (MLaPP eq. 3.25)."""
        s = np.add(self.a, self.b)
        return _scalar_or_array(np.multiply(self.a, self.b) / (s * s * (s + 1.0)))

    @property
    def std(self) -> float | np.ndarray:
        """Standard deviation, the square root of :attr:`var`."""
        return _scalar_or_array(np.sqrt(self.var))

    @property
    def median(self) -> float | np.ndarray:
        """Median: the θ with half of the mass on each side (``betaincinv(a, b, 0.5)``)."""
        return _scalar_or_array(special.betaincinv(self.a, self.b, 0.5))

    @property
    def mode(self) -> float | np.ndarray:
        r"""The most probable θ (the MAP estimate when this Beta is a posterior).

        Returns
        -------
        float or ndarray
            * a > 1 and b > 1: :math:`(a-1)/(a+b-2)` (MLaPP eq. 3.21);
            * a ≤ 1 ≤ b, not both 1: ``0.0`` (density largest at θ = 0);
            * b ≤ 1 ≤ a, not both 1: ``1.0`` (density largest at θ = 1);
            * a < 1 and b < 1 (U-shaped: two infinite peaks), or a = b = 1 (flat):
              no unique mode, ``nan``.

        Examples
        --------
        >>> Beta(3, 2).mode
        0.6666666666666666
        >>> Beta(1, 3).mode, Beta(2, 0.5).mode
        (0.0, 1.0)
        >>> Beta(0.5, 0.5).mode, Beta(1, 1).mode
        (nan, nan)
        """
        a = np.asarray(self.a, float)
        b = np.asarray(self.b, float)
        both_one = (a == 1) & (b == 1)
        interior = (a > 1) & (b > 1)
        at_zero = (a <= 1) & (b >= 1) & ~both_one
        at_one = (b <= 1) & (a >= 1) & ~both_one
        with np.errstate(divide="ignore", invalid="ignore"):
            inner = (a - 1.0) / (a + b - 2.0)
        out = np.select([interior, at_zero, at_one], [inner, 0.0, 1.0], default=np.nan)
        return _scalar_or_array(out)

    # ------------------------------------------------------------------ densities
    def logpdf(self, theta: Any) -> float | np.ndarray:
        r"""Log density at ``theta`` (broadcast against ``a``, ``b``).

        Parameters
        ----------
        theta : float or array_like
            Points; outside [0, 1] the density is 0 (log density ``-inf``).

        Returns
        -------
        float or ndarray
            :math:`(a-1)\log\theta + (b-1)\log(1-\theta) - \log B(a, b)`. At the
            ends it is ``+inf`` when the exponent is negative (a < 1 at θ = 0),
            finite when it is zero (a = 1) and ``-inf`` when positive (a > 1).

        Raises
        ------
        ValueError
            If ``theta`` contains NaN.

        Examples
        --------
        >>> Beta(1, 1).logpdf(0.0), Beta(2, 1).logpdf(0.0), Beta(0.5, 1).logpdf(0.0)
        (0.0, -inf, inf)
        """
        theta = np.asarray(check_numbers("theta", theta, finite=False), dtype=float)
        inside = (theta >= 0.0) & (theta <= 1.0)
        t = np.clip(theta, 0.0, 1.0)
        # xlogy/xlog1py give 0 * log(0) = 0, so a = 1 or b = 1 is finite at the ends.
        with np.errstate(divide="ignore", invalid="ignore"):
            log_density = (
                special.xlogy(np.subtract(self.a, 1.0), t)
                + special.xlog1py(np.subtract(self.b, 1.0), -t)
                - special.betaln(self.a, self.b)
            )
        return _scalar_or_array(np.where(inside, log_density, -np.inf))

    def pdf(self, theta: Any) -> float | np.ndarray:
        """Density at ``theta``: ``exp(logpdf(theta))`` (may be ``inf`` at 0 or 1).

        Examples
        --------
        >>> Beta(2, 2).pdf([0.0, 0.5, 1.0])
        array([0. , 1.5, 0. ])
        """
        return _scalar_or_array(np.exp(self.logpdf(theta)))

    def cdf(self, theta: Any) -> float | np.ndarray:
        """Probability that the bias is at most ``theta`` (regularised incomplete beta).

        Examples
        --------
        >>> Beta(1, 1).cdf(0.25), Beta(2, 2).cdf([0.0, 0.5, 1.0]).tolist()
        (0.25, [0.0, 0.5, 1.0])
        """
        theta = np.asarray(check_numbers("theta", theta, finite=False), dtype=float)
        return _scalar_or_array(special.betainc(self.a, self.b, np.clip(theta, 0.0, 1.0)))

    # ------------------------------------------------------------------ credible regions
    def interval(self, mass: float = 0.95) -> tuple[Any, Any]:
        r"""Equal-tailed credible interval holding ``mass`` of the probability.

        Parameters
        ----------
        mass : float
            Probability inside the interval, in (0, 1).

        Returns
        -------
        (lo, hi) : tuple of float (or of ndarray for a batch)
            Quantiles at :math:`(1-\text{mass})/2` and :math:`(1+\text{mass})/2`; the
            upper one comes from the upper tail (``betainccinv``) for accuracy near 1.

        Raises
        ------
        ValueError
            If ``mass`` is not in (0, 1).

        References
        ----------
        MLaPP section 5.2.2 (credible intervals).

        Examples
        --------
        >>> Beta(1, 1).interval(0.9)
        (0.05, 0.95)
        """
        mass = check_number("mass", mass, low=0, high=1, low_open=True, high_open=True)
        tail = 0.5 * (1.0 - mass)
        lo = special.betaincinv(self.a, self.b, tail)
        hi = special.betainccinv(self.a, self.b, tail)
        return _scalar_or_array(lo), _scalar_or_array(hi)

    def hpd(self, mass: float = 0.95) -> tuple[tuple[float, float], ...]:
        r"""Highest-posterior-density region holding ``mass`` of the probability.

        The smallest set with the given mass: every θ inside has a higher density than
        every θ outside, so the ends of its interval(s) have equal density.

        Parameters
        ----------
        mass : float
            Probability inside the region, in (0, 1).

        Returns
        -------
        tuple of (lo, hi) tuples of float
            * a > 1 and b > 1 (one interior peak): one interval with
              ``pdf(lo) == pdf(hi)``;
            * a ≤ 1 ≤ b (density decreasing, J-shaped): ``((0.0, q),)``;
            * b ≤ 1 ≤ a (density increasing): ``((q, 1.0),)``;
            * a < 1 and b < 1 (U-shaped): two intervals ``((0.0, l), (u, 1.0))``
              with ``pdf(l) == pdf(u)``;
            * a = b = 1 (flat, every interval of that length qualifies): the central
              interval.

            Ends closer to 1 than a double resolves (1 - θ below about 1e-16, which
            happens for b well below 1) round to 1.0; the mass is then exact only up to
            that rounding.

        Raises
        ------
        ValueError
            If ``mass`` is not in (0, 1) or the distribution is a batch (array
            parameters).

        Notes
        -----
        For one peak, write the lower tail mass as :math:`p`; then
        :math:`\ell = F^{-1}(p)`, :math:`u = F^{-1}(p + \text{mass})`, and
        :func:`scipy.optimize.brentq` finds the :math:`p` where
        :math:`\log f(\ell) = \log f(u)` (the density level at which the level set
        holds ``mass``). The U-shaped case is the same with the outer tails. The mass
        is exact by construction (to the accuracy of the quantile functions).

        References
        ----------
        MLaPP section 5.2.2.1 (highest posterior density regions).

        Examples
        --------
        >>> [tuple(round(x, 4) for x in iv) for iv in Beta(3, 9).hpd(0.95)]
        [(0.0406, 0.4837)]
        >>> Beta(1, 5).hpd(0.5)[0][0]
        0.0
        >>> len(Beta(0.5, 0.5).hpd(0.5))
        2
        """
        mass = check_number("mass", mass, low=0, high=1, low_open=True, high_open=True)
        if not self.is_scalar:
            raise ValueError(
                f"`hpd` needs a single distribution (scalar `a`, `b`); got shape {np.shape(self.a)}"
            )
        a, b = float(self.a), float(self.b)
        if a == 1.0 and b == 1.0:
            return (self.interval(mass),)
        if a <= 1.0 <= b:
            return ((0.0, float(special.betaincinv(a, b, mass))),)
        if b <= 1.0 <= a:
            return ((float(special.betainccinv(a, b, mass)), 1.0),)

        if a > 1.0 and b > 1.0:
            # One peak: lower tail p, upper tail 1 - mass - p; the gap rises with p.
            upper_tail = lambda p: 1.0 - mass - p  # noqa: E731
            sign_at_start = -1.0
            top = 1.0 - mass
        else:
            # U-shaped: lower tail p is inside, upper tail (mass - p) is inside too;
            # the gap falls with p.
            upper_tail = lambda p: mass - p  # noqa: E731
            sign_at_start = 1.0
            top = mass

        def log_kernel(theta: float, gap_to_one: float) -> float:
            # Unnormalised log density (the constant cancels in a difference). Given
            # θ and 1 - θ, each computed from its own exact tail mass, use whichever
            # of the two is the small, precisely represented one.
            with np.errstate(divide="ignore", invalid="ignore"):
                if theta <= 0.5:
                    return float(special.xlogy(a - 1.0, theta) + special.xlog1py(b - 1.0, -theta))
                return float(special.xlog1py(a - 1.0, -gap_to_one) + special.xlogy(b - 1.0, gap_to_one))

        def gap(p: float) -> float:
            q = upper_tail(p)
            value = log_kernel(special.betaincinv(a, b, p), special.betainccinv(b, a, p)) - log_kernel(
                special.betainccinv(a, b, q), special.betaincinv(b, a, q)
            )
            if np.isnan(value):
                # Both ends rounded onto the same infinite density: the sign is the
                # one of the bracket end we are close to.
                value = sign_at_start if p < 0.5 * top else -sign_at_start
            # brentq needs finite values; ±1e300 keeps the sign of an infinite gap.
            return float(np.clip(value, -1e300, 1e300))

        # Imported here: scipy.optimize costs ~0.3 s to import and only this method needs it.
        from scipy import optimize

        p = optimize.brentq(gap, 0.0, top, xtol=1e-30, rtol=4 * np.finfo(float).eps, maxiter=400)
        lo = float(special.betaincinv(a, b, p))
        hi = float(special.betainccinv(a, b, upper_tail(p)))
        if abs(gap(p)) > 1e-6:
            # The equal-density end is closer to 0 or 1 than a double can resolve
            # (e.g. Beta(1.0001, 5e5)): the neglected tail mass is below 1e-9.
            if p < 1e-9:
                lo = 0.0
            if upper_tail(p) < 1e-9:
                hi = 1.0
        if a > 1.0 and b > 1.0:
            return ((lo, hi),)
        return ((0.0, lo), (hi, 1.0))

    # ------------------------------------------------------------------ prediction
    def predictive_pmf(self, n: int) -> np.ndarray:
        r"""Posterior predictive probability of 0..n heads in ``n`` future flips.

        Parameters
        ----------
        n : int
            Number of future flips, a non-negative integer.

        Returns
        -------
        ndarray of shape (n + 1,)
            The beta-binomial pmf :math:`p(x \mid \mathcal{D})` for x = 0..n; sums to 1.

        Raises
        ------
        ValueError
            If ``n`` is not a non-negative integer, or the distribution is a batch.

        Notes
        -----
        .. math::

            p(x \mid \mathcal{D}) = \binom{n}{x}
            \frac{B(x + a,\; n - x + b)}{B(a, b)}

        computed in log space through rising factorials (sums of logs of numbers near
        ``a`` and ``b``, where differences of ``betaln`` values would cancel), so huge
        pseudo-counts (:math:`10^6`) cost no accuracy; O(n) work.

        Accuracy: the cumulative sums of ``n`` logarithms carry rounding that grows
        with ``n``. Against 40-digit arithmetic the relative error of a probability
        is about :math:`10^{-14}` at n = 10, :math:`10^{-11}` at n = 1000 and up to
        a few :math:`10^{-7}` at n = :math:`10^6`. The result is divided by its
        sum, so it sums to 1 up to the last rounding; that division moves the
        total by as much as the error above (about :math:`10^{-7}` at
        n = :math:`10^6`) and cannot remove the error of single probabilities.

        Its standard deviation is never below that of the binomial with the
        posterior mean plugged in (equal for n = 1); against a plug-in at another
        estimate (MLE, MAP) it can be wider or narrower (:func:`compare_spread`).

        References
        ----------
        MLaPP eq. 3.34 (beta-binomial), section 3.3.4.2.

        Examples
        --------
        >>> Beta(1, 1).predictive_pmf(3)
        array([0.25, 0.25, 0.25, 0.25])
        """
        n = check_numbers("n", n, low=0, integer=True)
        if np.ndim(n):
            raise ValueError(f"`n` must be a single non-negative integer; got shape {np.shape(n)}")
        if not self.is_scalar:
            raise ValueError(
                "`predictive_pmf` needs a single distribution (scalar `a`, `b`); "
                f"got shape {np.shape(self.a)}"
            )
        x = np.arange(n + 1)
        log_choose = special.gammaln(n + 1.0) - special.gammaln(x + 1.0) - special.gammaln(n - x + 1.0)
        # B(x + a, n - x + b) / B(a, b) = (a)_x (b)_(n-x) / (a + b)_n with rising
        # factorials (a)_x = a (a+1) ... (a+x-1): sums of logs of numbers near a and b
        # stay accurate for huge a, b, where differences of betaln values would not.
        steps = np.arange(n, dtype=float)
        log_rising_a = np.concatenate(([0.0], np.cumsum(np.log(self.a + steps))))
        log_rising_b = np.concatenate(([0.0], np.cumsum(np.log(self.b + steps))))
        log_rising_ab = float(np.sum(np.log(self.a + self.b + steps)))
        log_pmf = log_choose + log_rising_a[x] + log_rising_b[n - x] - log_rising_ab
        pmf = np.exp(log_pmf)
        # Sum to 1 (the change is the accumulated rounding stated in the docstring).
        return pmf / pmf.sum()


    def predictive_std(self, n: int) -> float | np.ndarray:
        r"""Standard deviation of the number of heads in ``n`` future flips (beta-binomial).

        Parameters
        ----------
        n : int
            Number of future flips, a non-negative integer.

        Returns
        -------
        float or ndarray
            :math:`\sqrt{n a b (a + b + n) / ((a+b)^2 (a+b+1))}`: the plug-in
            binomial's :math:`\sqrt{n\theta(1-\theta)}` at θ = a/(a+b) times the
            factor :math:`\sqrt{(a+b+n)/(a+b+1)}`, which is 1 for n ≤ 1 and above 1
            for n ≥ 2.

        Raises
        ------
        ValueError
            If ``n`` is not a non-negative integer.

        References
        ----------
        MLaPP eq. 3.35.

        Examples
        --------
        >>> round(Beta(1, 1).predictive_std(2), 6)  # uniform on {0, 1, 2}
        0.816497
        """
        n = check_numbers("n", n, low=0, integer=True)
        if np.ndim(n):
            raise ValueError(f"`n` must be a single non-negative integer; got shape {np.shape(n)}")
        s = np.add(self.a, self.b)
        var = n * np.multiply(self.a, self.b) * (s + n) / (s * s * (s + 1.0))
        return _scalar_or_array(np.sqrt(var))


# --------------------------------------------------------------------------- functions
def mle(heads: Any, tails: Any) -> float | np.ndarray:
    r"""Maximum-likelihood estimate of the bias: the fraction of heads.

    Parameters
    ----------
    heads, tails : int or array_like of int
        Non-negative integer counts.

    Returns
    -------
    float or ndarray
        :math:`N_1 / (N_1 + N_0)`; ``nan`` where there is no data (0 / 0: every θ
        explains zero flips equally well).

    Raises
    ------
    ValueError
        If a count is not a non-negative integer.

    References
    ----------
    MLaPP eq. 3.22.

    Examples
    --------
    >>> mle(55, 45), mle(2, 0), mle(0, 0)
    (0.55, 1.0, nan)
    """
    heads = check_numbers("heads", heads, low=0, integer=True)
    tails = check_numbers("tails", tails, low=0, integer=True)
    n = np.add(heads, tails)
    with np.errstate(divide="ignore", invalid="ignore"):
        out = np.where(n > 0, np.divide(heads, np.where(n > 0, n, 1)), np.nan)
    return _scalar_or_array(out)


def likelihood_beta(heads: Any, tails: Any) -> Beta:
    r"""The likelihood of the counts, normalised over θ: ``Beta(heads + 1, tails + 1)``.

    Parameters
    ----------
    heads, tails : int
        Non-negative integer counts.

    Returns
    -------
    Beta
        :math:`\theta^{N_1}(1-\theta)^{N_0}` divided by its integral
        :math:`B(N_1+1, N_0+1)`, so it can be drawn on the same axis as prior and
        posterior (it is also the posterior under the uniform prior Beta(1, 1)).

    Examples
    --------
    >>> likelihood_beta(2, 0)
    Beta(a=3.0, b=1.0)
    """
    heads = check_numbers("heads", heads, low=0, integer=True)
    tails = check_numbers("tails", tails, low=0, integer=True)
    return Beta(np.add(heads, 1.0), np.add(tails, 1.0))


def shrinkage_weight(prior: Beta, heads: Any, tails: Any) -> float | np.ndarray:
    r"""Weight λ of the prior mean in the posterior mean.

    Parameters
    ----------
    prior : Beta
        The prior.
    heads, tails : int
        Non-negative integer counts.

    Returns
    -------
    float or ndarray
        :math:`\lambda = (a+b)/(a+b+N)`, so that
        :math:`\mathbb{E}[\theta \mid \mathcal{D}] = \lambda \frac{a}{a+b} +
        (1-\lambda)\hat\theta_{\mathrm{MLE}}`; 1 with no data, → 0 as N grows.

    References
    ----------
    MLaPP eq. 3.24.

    Examples
    --------
    >>> shrinkage_weight(Beta(2, 2), 2, 0)  # (2 + 2) / (2 + 2 + 2)
    0.6666666666666666
    """
    if not isinstance(prior, Beta):
        raise ValueError(f"`prior` must be a Beta; got {type(prior).__name__}")
    heads = check_numbers("heads", heads, low=0, integer=True)
    tails = check_numbers("tails", tails, low=0, integer=True)
    strength = np.add(prior.a, prior.b)
    return _scalar_or_array(strength / (strength + np.add(heads, tails)))


class BadFlipsError(ValueError):
    """A typed sequence of flips holds characters other than H, T and separators.

    A ``ValueError`` whose English message names the parameter, the rule and what was
    typed, e.g. ``"`sequence` may contain only H and T (spaces and commas are ignored);
    got 'X' at position 3, '?' at positions 5 and 9"``; the attributes let a page say the
    same in another language.

    Attributes
    ----------
    name : str
        The parameter, ``"sequence"``.
    characters : tuple of str
        The offending characters, each once, in order of first appearance (at most 10).
    positions : tuple of tuple of int
        For each of ``characters``, where it stands in the typed text: 1-based positions
        counting every character typed (separators included), in order, at most 5 each.
    count : int
        How many characters of the text are offending, in all (also those not listed).
    """

    def __init__(self, characters: tuple[str, ...], positions: tuple[tuple[int, ...], ...], count: int) -> None:
        self.name = "sequence"
        self.characters = tuple(characters)
        self.positions = tuple(tuple(p) for p in positions)
        self.count = int(count)
        shown = ", ".join(
            f"{c!r} at position{'s' if len(p) > 1 else ''} {', '.join(map(str, p))}"
            for c, p in zip(self.characters, self.positions)
        )
        super().__init__(f"`sequence` may contain only H and T (spaces and commas are ignored); got {shown}")


def _bad_flips(sequence: str) -> BadFlipsError | None:
    """The error for the characters of ``sequence`` that are not flips or separators (None if none)."""
    if _FLIP_CHARACTERS.issuperset(sequence):
        return None
    found: dict[str, list[int]] = {}
    count = 0
    for position, char in enumerate(sequence, start=1):
        if char in _FLIP_CHARACTERS:
            continue
        count += 1
        if char in found:
            if len(found[char]) < _SHOWN_POSITIONS:
                found[char].append(position)
        elif len(found) < _SHOWN_BAD:
            found[char] = [position]
    if not count:
        return None
    return BadFlipsError(tuple(found), tuple(tuple(p) for p in found.values()), count)


def parse_flips(sequence: str) -> np.ndarray:
    """Read a typed sequence of flips such as ``"HHTHT"``.

    Parameters
    ----------
    sequence : str
        ``H``/``T`` in either case; spaces, commas, tabs and newlines are ignored.

    Returns
    -------
    ndarray of shape (n_flips,), dtype int8
        1 for heads, 0 for tails, in order.

    Raises
    ------
    BadFlipsError
        (a ``ValueError``) If ``sequence`` contains any other character: it carries the
        offending characters and where they stand.
    ValueError
        If ``sequence`` is not a string.

    Examples
    --------
    >>> parse_flips("hh t,H").tolist()
    [1, 1, 0, 1]
    >>> try:
    ...     parse_flips("HHXT?X")
    ... except BadFlipsError as err:
    ...     print(err.characters, err.positions, err.count)
    ('X', '?') ((3, 6), (5,)) 3
    """
    if not isinstance(sequence, str):
        raise ValueError(f"`sequence` must be a string of H and T; got {type(sequence).__name__}")
    bad = _bad_flips(sequence)
    if bad is not None:
        raise bad
    letters = re.sub(r"[\s,]", "", sequence).upper()
    return (np.frombuffer(letters.encode("ascii"), dtype=np.uint8) == ord("H")).astype(np.int8)


def count_flips(sequence: str) -> tuple[int, int]:
    """Count heads and tails in a typed sequence such as ``"HHTHT"``.

    Parameters
    ----------
    sequence : str
        See :func:`parse_flips`.

    Returns
    -------
    (heads, tails) : tuple of int

    Raises
    ------
    BadFlipsError
        (a ``ValueError``) If the sequence contains characters other than H, T and
        separators (see :func:`parse_flips`).

    Examples
    --------
    >>> count_flips("HHTHT")
    (3, 2)
    >>> count_flips("")
    (0, 0)
    """
    flips = parse_flips(sequence)
    heads = int(flips.sum())
    return heads, int(flips.size) - heads


def simulate_flips(theta: float, n_flips: int, rng: np.random.Generator) -> np.ndarray:
    """Flip a coin with bias ``theta`` ``n_flips`` times.

    Parameters
    ----------
    theta : float
        Probability of heads, in [0, 1].
    n_flips : int
        Number of flips, a non-negative integer.
    rng : numpy.random.Generator
        Source of randomness (inject ``np.random.default_rng(seed)`` for
        reproducibility). One uniform number is drawn per flip, so the first k
        flips from a seed do not depend on how many are drawn in total.

    Returns
    -------
    ndarray of shape (n_flips,), dtype int8
        1 for heads, 0 for tails.

    Raises
    ------
    ValueError
        If ``theta`` is not in [0, 1], ``n_flips`` is not a non-negative integer or
        ``rng`` is not a Generator.

    Examples
    --------
    >>> simulate_flips(0.5, 5, np.random.default_rng(0)).tolist()
    [0, 1, 1, 1, 0]
    """
    theta = check_number("theta", theta, low=0, high=1)
    n_flips = check_numbers("n_flips", n_flips, low=0, integer=True)
    if np.ndim(n_flips):
        raise ValueError(f"`n_flips` must be a single non-negative integer; got shape {np.shape(n_flips)}")
    check_generator("rng", rng)
    return (rng.random(n_flips) < theta).astype(np.int8)


def _history_points(n_total: int, max_points: int) -> np.ndarray:
    """Numbers of flips seen at which to summarise: 0..n_total, at most ``max_points``."""
    check_number("max_points", max_points, low=2, integer=True)
    if n_total + 1 <= max_points:
        return np.arange(n_total + 1, dtype=np.int64)
    return np.unique(np.round(np.linspace(0, n_total, max_points)).astype(np.int64))


def flips_history(flips: Any, max_points: int = 200) -> tuple[np.ndarray, np.ndarray]:
    """Running head counts along a sequence of flips, for the sequential-updating chart.

    Parameters
    ----------
    flips : array_like of shape (n_flips,)
        1 for heads, 0 for tails (as from :func:`parse_flips`).
    max_points : int
        At most this many checkpoints (evenly spaced, always including 0 and n_flips).

    Returns
    -------
    n_seen : ndarray of shape (n_points,), int64
        Number of flips seen at each checkpoint, increasing from 0 to n_flips.
    heads_seen : ndarray of shape (n_points,), int64
        Heads among them. ``prior.update(heads_seen, n_seen - heads_seen)`` is the
        batch of posteriors after each checkpoint.

    Raises
    ------
    ValueError
        If ``flips`` holds anything but 0 and 1, or ``max_points`` < 2.

    Examples
    --------
    >>> n_seen, heads_seen = flips_history([1, 1, 0])
    >>> n_seen.tolist(), heads_seen.tolist()
    ([0, 1, 2, 3], [0, 1, 2, 2])
    """
    arr = np.asarray(flips)
    if arr.ndim != 1 or (arr.size and (arr.dtype.kind not in "iub" or not np.isin(arr, (0, 1)).all())):
        raise ValueError("`flips` must be a 1-D array of 0 (tails) and 1 (heads)")
    n_seen = _history_points(arr.size, max_points)
    cumulative = np.concatenate(([0], np.cumsum(arr, dtype=np.int64)))
    return n_seen, cumulative[n_seen]


def spread_history(heads: Any, tails: Any, max_points: int = 200) -> tuple[np.ndarray, np.ndarray]:
    """Running head counts for counts given without an order, heads spread evenly.

    With only totals there is no sequence; this orders the flips so that heads are
    as evenly spread as possible (after k flips, ``round(k * heads / N)`` heads). The
    final point is the batch posterior whatever the order.

    Parameters
    ----------
    heads, tails : int
        Non-negative integer counts.
    max_points : int
        At most this many checkpoints.

    Returns
    -------
    n_seen, heads_seen : ndarray of shape (n_points,), int64
        As in :func:`flips_history`.

    Examples
    --------
    >>> n_seen, heads_seen = spread_history(2, 2)
    >>> heads_seen.tolist()
    [0, 0, 1, 1, 2]
    """
    heads = check_numbers("heads", heads, low=0, integer=True)
    tails = check_numbers("tails", tails, low=0, integer=True)
    if np.ndim(heads) or np.ndim(tails):
        raise ValueError("`heads` and `tails` must be single integers here")
    total = heads + tails
    n_seen = _history_points(total, max_points)
    if total == 0:
        return n_seen, np.zeros_like(n_seen)
    # Integer arithmetic with round-half-down keeps every step 0 or 1 head.
    heads_seen = (2 * n_seen * heads + total - 1) // (2 * total)
    return n_seen, heads_seen.astype(np.int64)


def large_sample_sd(theta: Any, n: Any) -> float | np.ndarray:
    r"""Large-sample posterior standard deviation :math:`\sqrt{\theta(1-\theta)/N}`.

    For :math:`0 < \theta < 1` the posterior sd of any Beta prior approaches this
    as N grows with the fraction of heads held at θ: uncertainty shrinks like
    :math:`1/\sqrt{N}`. At θ = 0 or 1 it is 0 for every N, and the posterior sd
    shrinks like :math:`1/N` instead (:func:`sd_decay`).

    Parameters
    ----------
    theta : float
        The bias, in [0, 1].
    n : int or array_like of int
        Numbers of flips (0 gives ``inf``).

    Returns
    -------
    float or ndarray

    References
    ----------
    MLaPP eq. 3.26.

    Examples
    --------
    >>> large_sample_sd(0.5, 100)
    0.05
    """
    theta = check_number("theta", theta, low=0, high=1)
    n = check_numbers("n", n, low=0, integer=True)
    with np.errstate(divide="ignore"):
        return _scalar_or_array(np.sqrt(theta * (1.0 - theta) / np.asarray(n, float)))


def plugin_pmf(n: int, theta: float) -> np.ndarray:
    r"""Binomial probability of 0..n heads in ``n`` flips with the bias fixed at ``theta``.

    This is the "plug-in" predictive: it pretends an estimate (MLE, MAP) is the true
    bias, ignoring the uncertainty the beta-binomial keeps.

    Parameters
    ----------
    n : int
        Number of future flips, a non-negative integer.
    theta : float
        The plugged-in bias, in [0, 1] (0 and 1 give a point mass).

    Returns
    -------
    ndarray of shape (n + 1,)

    References
    ----------
    MLaPP section 3.3.4.1.

    Examples
    --------
    >>> plugin_pmf(2, 0.5)
    array([0.25, 0.5 , 0.25])
    """
    n = check_numbers("n", n, low=0, integer=True)
    if np.ndim(n):
        raise ValueError(f"`n` must be a single non-negative integer; got shape {np.shape(n)}")
    theta = check_number("theta", theta, low=0, high=1)
    x = np.arange(n + 1, dtype=float)
    log_choose = special.gammaln(n + 1.0) - special.gammaln(x + 1.0) - special.gammaln(n - x + 1.0)
    return np.exp(log_choose + special.xlogy(x, theta) + special.xlog1py(n - x, -theta))


def plugin_std(n: int, theta: float) -> float:
    r"""Standard deviation of the number of heads in ``n`` flips with the bias fixed at ``theta``.

    Parameters
    ----------
    n : int
        Number of future flips, a non-negative integer.
    theta : float
        The plugged-in bias, in [0, 1].

    Returns
    -------
    float
        :math:`\sqrt{n\theta(1-\theta)}` (binomial).

    Examples
    --------
    >>> plugin_std(100, 0.5)
    5.0
    """
    n = check_numbers("n", n, low=0, integer=True)
    if np.ndim(n):
        raise ValueError(f"`n` must be a single non-negative integer; got shape {np.shape(n)}")
    theta = check_number("theta", theta, low=0, high=1)
    return math.sqrt(n * theta * (1.0 - theta))


# --------------------------------------------------------------------------- named results
def _check_beta(name: str, value: Any) -> Beta:
    if not isinstance(value, Beta) or not value.is_scalar:
        shown = f"shape {np.shape(value.a)}" if isinstance(value, Beta) else type(value).__name__
        raise ValueError(f"`{name}` must be a single Beta distribution (scalar `a`, `b`); got {shown}")
    return value


def _check_counts(heads: Any, tails: Any) -> tuple[int, int]:
    heads = check_number("heads", heads, low=0, integer=True)
    tails = check_number("tails", tails, low=0, integer=True)
    return int(heads), int(tails)


@dataclass(frozen=True)
class BlackSwan:
    r"""Flips that all came out the same: what the MLE, Laplace's rule and a prior say of the other side.

    Attributes
    ----------
    unseen : {"heads", "tails"}
        The outcome never observed.
    n : int
        Number of flips, every one of them the other outcome (n ≥ 1).
    laplace : float
        Probability that the next flip is ``unseen`` under Laplace's rule of
        succession, the posterior predictive of the uniform prior Beta(1, 1):
        :math:`1/(n + 2)`.
    posterior : float
        The same probability under the prior that was passed: :math:`a/(a + b + n)`
        for unseen heads, :math:`b/(a + b + n)` for unseen tails.
    mode_at_edge : bool
        Whether the posterior's mode (the MAP) sits at the same edge as the MLE,
        0 or 1: the prior gives the unseen outcome at most one imagined flip
        (:math:`a \le 1` for unseen heads, :math:`b \le 1` for unseen tails).
        Otherwise the MAP, like the posterior mean, stays inside (0, 1).

    The MLE plugged in gives the unseen outcome probability 0 (the zero-count or
    black-swan problem, MLaPP section 3.3.4.1).
    """

    unseen: str
    n: int
    laplace: float
    posterior: float
    mode_at_edge: bool


def black_swan(prior: Beta, heads: Any, tails: Any) -> BlackSwan | None:
    r"""The black swan of these counts: the outcome never seen, if there is exactly one.

    Parameters
    ----------
    prior : Beta
        The prior (a single distribution).
    heads, tails : int
        Observed counts, non-negative integers.

    Returns
    -------
    BlackSwan or None
        ``None`` when there is no data (no MLE to mislead) or both outcomes have been
        seen (the MLE gives both a positive probability).

    Raises
    ------
    ValueError
        If ``prior`` is not a single Beta or a count is not a non-negative integer.

    Notes
    -----
    The probability that the next flip is heads is the posterior mean
    (MLaPP eqs. 3.28-3.29); with :math:`N_1 = 0` it is
    :math:`a/(a + b + N)`, and with the uniform prior :math:`1/(N + 2)`.

    References
    ----------
    MLaPP section 3.3.4.1 (black swan, Laplace's rule of succession).

    Examples
    --------
    The book's example, three tails in a row:

    >>> swan = black_swan(Beta(1, 1), heads=0, tails=3)
    >>> swan.unseen, swan.n, swan.laplace, swan.mode_at_edge
    ('heads', 3, 0.2, True)
    >>> black_swan(Beta(2, 2), 2, 1) is None
    True
    """
    prior = _check_beta("prior", prior)
    heads, tails = _check_counts(heads, tails)
    n = heads + tails
    if n == 0 or (heads and tails):
        return None
    unseen = "heads" if heads == 0 else "tails"
    pseudo = float(prior.a) if unseen == "heads" else float(prior.b)
    return BlackSwan(unseen=unseen, n=n, laplace=1.0 / (n + 2), posterior=pseudo / (float(prior.strength) + n),
                     mode_at_edge=pseudo <= 1.0)


#: How the posterior predictive's spread compares with a plug-in's (:attr:`SpreadComparison.relation`).
SPREAD_RELATIONS: tuple[str, ...] = ("wider", "equal", "narrower")

# Two spreads closer than this (relative) are the same number computed two ways.
_SAME_SPREAD = 1e-12


@dataclass(frozen=True)
class SpreadComparison:
    r"""The spread of the number of heads in ``m`` future flips: posterior predictive vs a plug-in.

    Attributes
    ----------
    m : int
        Number of future flips.
    theta : float
        The plugged-in bias.
    predictive_sd : float
        Standard deviation under the posterior predictive (beta-binomial).
    plugin_sd : float
        Standard deviation under the binomial with ``theta`` plugged in,
        :math:`\sqrt{m\theta(1-\theta)}`.
    """

    m: int
    theta: float
    predictive_sd: float
    plugin_sd: float

    @property
    def relation(self) -> str:
        """``"wider"``, ``"equal"`` or ``"narrower"``: the predictive's sd against the plug-in's.

        Equal means within a relative 1e-12 (the same number computed two ways, e.g.
        one flip with the posterior mean plugged in), widened where θ(1 − θ) itself is
        uncertain: θ is a rounded float, so 1 − θ carries a relative error of about
        ε/(1 − θ) (ε the machine epsilon), as θ does near 0. Beta(17345, 0.25) has
        1 − θ ≈ 1.4e-5, and its one-flip sds differ by 1.5e-12 relative though they
        are equal.
        """
        gap = self.predictive_sd - self.plugin_sd
        edge = min(self.theta, 1.0 - self.theta)
        tolerance = _SAME_SPREAD + (4 * np.finfo(float).eps / edge if edge > 0 else 0.0)
        if abs(gap) <= tolerance * max(self.predictive_sd, self.plugin_sd):
            return "equal"
        return "wider" if gap > 0 else "narrower"


def compare_spread(posterior: Beta, m: Any, theta: Any) -> SpreadComparison:
    r"""Compare the posterior predictive's spread with a plug-in binomial's for ``m`` flips.

    Parameters
    ----------
    posterior : Beta
        The posterior (a single distribution).
    m : int
        Number of future flips, a non-negative integer.
    theta : float
        The plugged-in estimate, in [0, 1].

    Returns
    -------
    SpreadComparison

    Raises
    ------
    ValueError
        If ``posterior`` is not a single Beta, ``m`` not a non-negative integer or
        ``theta`` not in [0, 1].

    Notes
    -----
    With the posterior mean plugged in the predictive is never narrower: its
    variance is the binomial's times :math:`(a + b + m)/(a + b + 1)` (MLaPP
    eq. 3.35), equal for m = 1 and wider for m ≥ 2. A plug-in at another estimate
    is centred elsewhere, and its spread :math:`\sqrt{m\theta(1-\theta)}` can
    exceed the predictive's: a strong prior pulls the posterior towards 0 or 1,
    where the binomial is narrow, while the MLE of balanced data sits at 1/2.

    References
    ----------
    MLaPP section 3.3.4 (posterior predictive and plug-in).

    Examples
    --------
    Prior Beta(100, 900), five heads and five tails, ten future flips: the MLE
    plug-in (θ = 1/2) is wider than the predictive.

    >>> posterior = Beta(100, 900).update(5, 5)
    >>> spread = compare_spread(posterior, 10, 0.5)
    >>> round(spread.predictive_sd, 3), round(spread.plugin_sd, 3), spread.relation
    (0.969, 1.581, 'narrower')
    >>> compare_spread(posterior, 10, posterior.mean).relation
    'wider'
    """
    posterior = _check_beta("posterior", posterior)
    m = int(check_number("m", m, low=0, integer=True))
    theta = check_number("theta", theta, low=0, high=1)
    return SpreadComparison(m=m, theta=theta, predictive_sd=float(posterior.predictive_std(m)),
                            plugin_sd=plugin_std(m, theta))


@dataclass(frozen=True)
class SdDecay:
    r"""How the posterior sd falls as the data grow with the observed fraction of heads kept.

    For large N, :math:`\mathrm{sd}[\theta \mid \mathcal{D}] \approx
    \text{scale} \cdot N^{-\text{rate}}`.

    Attributes
    ----------
    rate : float
        0.5 when both outcomes have been seen (the familiar :math:`1/\sqrt{N}`);
        1.0 when only one has (the MLE is 0 or 1, and the sd falls like :math:`1/N`).
    scale : float
        :math:`\sqrt{\hat\theta(1-\hat\theta)}` for rate 0.5; for rate 1.0,
        :math:`\sqrt{a}` when no heads were seen and :math:`\sqrt{b}` when no tails.
    """

    rate: float
    scale: float


def sd_decay(prior: Beta, heads: Any, tails: Any) -> SdDecay:
    r"""The rate at which the posterior sd shrinks if the flips go on as they went.

    Parameters
    ----------
    prior : Beta
        The prior (a single distribution).
    heads, tails : int
        Observed counts, non-negative integers, at least one flip in all.

    Returns
    -------
    SdDecay

    Raises
    ------
    ValueError
        If ``prior`` is not a single Beta, a count is not a non-negative integer, or
        there is no flip (no fraction of heads to keep).

    Notes
    -----
    With :math:`N_1 = \hat\theta N` and :math:`N_0 = (1-\hat\theta) N` in the
    posterior variance (MLaPP eq. 3.25),

    .. math::

        \mathrm{var}[\theta \mid \mathcal{D}] =
        \frac{(a + N_1)(b + N_0)}{(a + b + N)^2 (a + b + N + 1)}
        \approx \frac{\hat\theta(1 - \hat\theta)}{N} \quad (0 < \hat\theta < 1),

    MLaPP eq. 3.26. At :math:`\hat\theta = 0` the numerator is :math:`a(b + N)`
    and :math:`\mathrm{var} \approx a/N^2`: the sd falls like :math:`1/N`
    (likewise :math:`b/N^2` at :math:`\hat\theta = 1`).

    Examples
    --------
    >>> sd_decay(Beta(2, 2), 55, 45)
    SdDecay(rate=0.5, scale=0.49749371855331)
    >>> sd_decay(Beta(1, 1), 0, 10)
    SdDecay(rate=1.0, scale=1.0)
    """
    prior = _check_beta("prior", prior)
    heads, tails = _check_counts(heads, tails)
    n = heads + tails
    if n == 0:
        raise ValueError("`heads` + `tails` must be at least 1 (a fraction of heads to keep); got 0 flips")
    if heads == 0:
        return SdDecay(rate=1.0, scale=math.sqrt(float(prior.a)))
    if tails == 0:
        return SdDecay(rate=1.0, scale=math.sqrt(float(prior.b)))
    theta_hat = heads / n
    return SdDecay(rate=0.5, scale=math.sqrt(theta_hat * (1.0 - theta_hat)))
