"""Point estimates of a coin's bias: MLE, MAP, posterior mean and posterior median.

Three questions about the same Beta-Binomial model (Murphy, *Machine Learning: a
Probabilistic Perspective*, 2012, "MLaPP"):

1. **What are the estimates for this data?** :func:`point_estimates` (MLaPP §3.3.3).
2. **Which loss does each estimate answer?** Bayesian decision theory: the action that
   minimises the posterior risk :func:`posterior_risk` is the posterior mean for squared
   loss, the median for absolute loss and the mode (MAP) for 0-1 loss
   (:func:`bayes_action`, MLaPP §5.7.1).
3. **How does each behave over repeated experiments?** The frequentist view: the exact
   :func:`bias`, :func:`variance` and :func:`mse` of each estimator over all outcomes of
   ``n`` flips of a coin with true bias ``theta`` (MLaPP §6.4), the samples behind them
   (:func:`simulate`) and the path of the estimates as the data grow
   (:func:`convergence_path`, MLaPP eq. 3.26).

Conventions where an estimate does not exist (returned as ``nan``, never an error):

* the MLE :math:`N_1/N` with no data (``N = 0``);
* the MAP when the posterior has no unique mode: Beta(a < 1, b < 1) (U-shaped, two
  modes at 0 and 1) and Beta(1, 1) (flat); the boundary rules are those of
  :attr:`bayeslab.beta_binomial.Beta.mode` (a mode at 0 or 1 for J-shaped posteriors).

After at least one flip the posterior Beta(a + k, b + n - k) always has a unique mode
(one of its parameters is ≥ 1 + the prior's, the other > 0), so over repeated
experiments these ``nan`` values can only appear at ``n = 0`` and then propagate into
the bias, variance and MSE at that ``n``.

This module uses NumPy and SciPy only.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import numpy as np
import scipy.special

from bayeslab._validate import check_choice, check_generator, check_number, check_numbers
from bayeslab.beta_binomial import Beta, large_sample_sd, mle

__all__ = [
    "ESTIMATORS",
    "LOSSES",
    "BAYES_ESTIMATOR",
    "PointEstimates",
    "SamplingRisk",
    "ConvergencePath",
    "RiskCurve",
    "point_estimates",
    "estimate",
    "bayes_action",
    "posterior_risk",
    "risk_curve",
    "comparison_priors",
    "bias",
    "variance",
    "mse",
    "sampling_risk",
    "closest_to_truth",
    "simulate",
    "convergence_path",
]

#: The four point estimators, by name.
ESTIMATORS: tuple[str, ...] = ("mle", "map", "mean", "median")

#: The three losses of Bayesian decision theory handled here.
LOSSES: tuple[str, ...] = ("squared", "absolute", "zero-one")

# The property of the posterior Beta that each Bayesian estimator reads.
_SUMMARY = {"map": "mode", "mean": "mean", "median": "median"}

#: The estimator that is the Bayes action of each loss (MLaPP §5.7.1).
BAYES_ESTIMATOR: dict[str, str] = {"squared": "mean", "absolute": "median", "zero-one": "map"}


# --------------------------------------------------------------------------- validation


def _check_posterior(posterior: Any) -> Beta:
    if not isinstance(posterior, Beta):
        raise ValueError(f"`posterior` must be a bayeslab.beta_binomial.Beta; got {posterior!r}")
    return posterior


def _scalar_or_array(values: np.ndarray, scalar: bool) -> float | np.ndarray:
    return float(values.reshape(())) if scalar else values


# ------------------------------------------------------------------- point estimates


@dataclass(frozen=True)
class PointEstimates:
    """The four point estimates of θ for one data set and prior.

    Attributes
    ----------
    mle : float
        Maximum-likelihood estimate :math:`N_1/N`; ``nan`` with no data.
    map : float
        Posterior mode; ``nan`` when the posterior has no unique mode.
    mean : float
        Posterior mean.
    median : float
        Posterior median.
    """

    mle: float
    map: float
    mean: float
    median: float

    def __getitem__(self, estimator: str) -> float:
        """The estimate by name (one of :data:`ESTIMATORS`)."""
        return getattr(self, check_choice("estimator", estimator, ESTIMATORS))


def point_estimates(a: float, b: float, heads: int, tails: int) -> PointEstimates:
    """MLE, MAP, posterior mean and median of θ after a Beta(a, b) prior and the data.

    Parameters
    ----------
    a, b : float
        Prior pseudo-counts of heads and tails, finite and > 0.
    heads, tails : int
        Observed counts :math:`N_1`, :math:`N_0` (non-negative integers).

    Returns
    -------
    PointEstimates
        Python floats; ``nan`` where an estimate does not exist (module docstring).

    Raises
    ------
    ValueError
        If ``a`` or ``b`` is not a finite number > 0, or a count is not a
        non-negative integer.

    Notes
    -----
    With :math:`N = N_1 + N_0` (MLaPP eqs. 3.21-3.23):

    .. math::

        \\hat\\theta_{\\mathrm{MLE}} = \\frac{N_1}{N}, \\qquad
        \\hat\\theta_{\\mathrm{MAP}} = \\frac{N_1 + a - 1}{N + a + b - 2}, \\qquad
        \\bar\\theta = \\frac{N_1 + a}{N + a + b},

    the MAP formula holding when both posterior parameters exceed 1 (otherwise the
    boundary rules of :attr:`Beta.mode`). The median has no closed form: it is the
    0.5-quantile of :math:`\\mathrm{Beta}(a + N_1, b + N_0)`.

    References
    ----------
    Murphy (2012), MLaPP §3.3.3.1, eqs. 3.21-3.23.

    Examples
    --------
    The table of the seed lecture (004), prior Beta(2, 2):

    >>> est = point_estimates(2, 2, heads=2, tails=0)
    >>> est.mle, est.map, round(est.mean, 4)
    (1.0, 0.75, 0.6667)
    >>> est = point_estimates(2, 2, heads=55, tails=45)
    >>> est.mle, round(est.map, 4), round(est.mean, 4)
    (0.55, 0.549, 0.5481)
    """
    a = check_number("a", a, low=0, low_open=True)
    b = check_number("b", b, low=0, low_open=True)
    heads = int(np.asarray(check_numbers("heads", heads, low=0, integer=True), dtype=np.int64).reshape(()))
    tails = int(np.asarray(check_numbers("tails", tails, low=0, integer=True), dtype=np.int64).reshape(()))
    posterior = Beta(a, b).update(heads, tails)
    n = heads + tails
    return PointEstimates(
        mle=heads / n if n > 0 else float("nan"),
        map=float(posterior.mode),
        mean=float(posterior.mean),
        median=float(posterior.median),
    )


def estimate(
    estimator: str, heads: Any, tails: Any, a: float = 1.0, b: float = 1.0
) -> float | np.ndarray:
    """One estimator applied to many data sets at once.

    Parameters
    ----------
    estimator : {"mle", "map", "mean", "median"}
        Which point estimate.
    heads, tails : int or array_like of int
        Counts (broadcast against each other), non-negative integers.
    a, b : float, default 1.0
        Beta prior pseudo-counts (ignored by the MLE), finite and > 0.

    Returns
    -------
    float or ndarray of the broadcast shape of ``heads`` and ``tails``
        The estimates; ``nan`` where undefined (module docstring). Scalar in,
        scalar out.

    Raises
    ------
    ValueError
        If ``estimator`` is unknown, ``a``/``b`` not > 0, or a count not a
        non-negative integer.

    Examples
    --------
    >>> estimate("mle", [0, 2, 6], 2)
    array([0.  , 0.5 , 0.75])
    >>> estimate("mean", 3, 0)       # Laplace's rule of succession (a = b = 1)
    0.8
    """
    check_choice("estimator", estimator, ESTIMATORS)
    a = check_number("a", a, low=0, low_open=True)
    b = check_number("b", b, low=0, low_open=True)
    heads_arr = np.asarray(check_numbers("heads", heads, low=0, integer=True), dtype=np.int64)
    tails_arr = np.asarray(check_numbers("tails", tails, low=0, integer=True), dtype=np.int64)
    scalar = heads_arr.ndim == 0 and tails_arr.ndim == 0
    values = _estimate(estimator, *np.broadcast_arrays(heads_arr, tails_arr), a, b)
    return _scalar_or_array(values, scalar)


def _estimate(estimator: str, heads: np.ndarray, tails: np.ndarray, a: float, b: float):
    """:func:`estimate` without validation of the estimator name (a batch of posteriors)."""
    if estimator == "mle":
        return np.asarray(mle(heads, tails), dtype=float)
    posteriors = Beta(heads + a, tails + b)
    return np.asarray(getattr(posteriors, _SUMMARY[estimator]), dtype=float)


# -------------------------------------------------------------- decision theory


def bayes_action(posterior: Beta, loss: str) -> float:
    """The point estimate that minimises the posterior risk under ``loss``.

    Parameters
    ----------
    posterior : Beta
        The posterior :math:`p(\\theta \\mid D)`.
    loss : {"squared", "absolute", "zero-one"}
        The loss :math:`\\ell(\\theta, \\hat\\theta)`.

    Returns
    -------
    float
        Posterior mean (squared), median (absolute) or mode (zero-one; ``nan``
        when the posterior has no unique mode).

    Raises
    ------
    ValueError
        If ``posterior`` is not a ``Beta`` or ``loss`` is unknown.

    Notes
    -----
    The posterior risk of an action is :math:`r(\\hat\\theta) = \\mathbb{E}[\\ell(\\theta,
    \\hat\\theta) \\mid D]`. Setting :math:`r'(\\hat\\theta) = 0`:

    .. math::

        \\ell = (\\theta - \\hat\\theta)^2 &: \\; r' = 2(\\hat\\theta - \\mathbb{E}\\theta) = 0
        \\;\\Rightarrow\\; \\hat\\theta = \\text{mean}, \\\\
        \\ell = |\\theta - \\hat\\theta| &: \\; r' = 2F(\\hat\\theta) - 1 = 0
        \\;\\Rightarrow\\; \\hat\\theta = \\text{median}, \\\\
        \\ell = 1 - \\mathbb{1}[|\\theta - \\hat\\theta| \\le \\varepsilon] &: \\;
        \\hat\\theta \\to \\text{mode as } \\varepsilon \\to 0.

    References
    ----------
    Murphy (2012), MLaPP §5.7.1 (Bayes estimators for common loss functions).

    Examples
    --------
    >>> post = Beta(2, 2).update(2, 0)          # Beta(4, 2)
    >>> bayes_action(post, "squared"), bayes_action(post, "zero-one")
    (0.6666666666666666, 0.75)
    """
    posterior = _check_posterior(posterior)
    loss = check_choice("loss", loss, LOSSES)
    if loss == "squared":
        return float(posterior.mean)
    if loss == "absolute":
        return float(posterior.median)
    return float(posterior.mode)


def posterior_risk(
    posterior: Beta, action: Any, loss: str, eps: float = 0.01
) -> float | np.ndarray:
    """Expected loss :math:`r(\\hat\\theta) = \\mathbb{E}[\\ell(\\theta, \\hat\\theta) \\mid D]`.

    Parameters
    ----------
    posterior : Beta
        The posterior :math:`\\mathrm{Beta}(\\alpha, \\beta)`.
    action : float or array_like of float
        Candidate estimate(s) :math:`\\hat\\theta \\in [0, 1]`, any shape.
    loss : {"squared", "absolute", "zero-one"}
        The loss.
    eps : float, default 0.01
        Half-width of the "hit" window of the 0-1 loss, in (0, 0.5]; ignored by
        the other losses.

    Returns
    -------
    float or ndarray of the shape of ``action``
        The posterior risk of each action (scalar in, scalar out).

    Raises
    ------
    ValueError
        If ``posterior`` is not a ``Beta``, ``loss`` is unknown, an action lies
        outside [0, 1] or ``eps`` outside (0, 0.5].

    Notes
    -----
    All three in closed form (no quadrature), with :math:`\\mu`, :math:`\\sigma^2`,
    :math:`F` the posterior mean, variance and CDF and :math:`F^{+}` the CDF of
    :math:`\\mathrm{Beta}(\\alpha + 1, \\beta)`:

    .. math::

        r_{\\mathrm{sq}}(\\hat\\theta) &= \\sigma^2 + (\\mu - \\hat\\theta)^2, \\\\
        r_{\\mathrm{abs}}(\\hat\\theta) &= \\hat\\theta\\,(2F(\\hat\\theta) - 1)
            - \\mu\\,(2F^{+}(\\hat\\theta) - 1), \\\\
        r_{01}(\\hat\\theta) &= 1 - \\big[F(\\hat\\theta + \\varepsilon)
            - F(\\hat\\theta - \\varepsilon)\\big].

    The absolute-loss formula splits :math:`\\mathbb{E}|\\theta - \\hat\\theta|` at
    :math:`\\hat\\theta` and uses :math:`\\theta\\,\\mathrm{Beta}(\\theta; \\alpha, \\beta)
    = \\mu\\,\\mathrm{Beta}(\\theta; \\alpha + 1, \\beta)`, so that
    :math:`\\int_0^{\\hat\\theta} \\theta\\, p(\\theta \\mid D)\\, d\\theta = \\mu
    F^{+}(\\hat\\theta)`.

    A continuous θ hits any single point with probability 0, so the textbook 0-1
    loss :math:`\\mathbb{1}[\\theta \\ne \\hat\\theta]` has risk 1 everywhere. We count a
    hit when θ lies within ``eps`` of the estimate (the window is clipped to [0, 1]);
    the minimiser tends to the posterior mode as ``eps`` → 0. For a J-shaped
    posterior (mode at 0 or 1) the minimiser is exactly ``eps`` (or ``1 - eps``).

    References
    ----------
    Murphy (2012), MLaPP §5.7.1; seed 002 (Bayesian decision theory).

    Examples
    --------
    >>> post = Beta(3, 5)
    >>> float(posterior_risk(post, post.mean, "squared")) == post.var
    True
    >>> round(posterior_risk(post, 0.0, "absolute"), 6)   # E|θ - 0| = mean
    0.375
    """
    posterior = _check_posterior(posterior)
    loss = check_choice("loss", loss, LOSSES)
    action_arr = np.asarray(check_numbers("action", action, low=0, high=1), dtype=float)
    eps = check_number("eps", eps, low=0, high=0.5, low_open=True)

    mean = float(posterior.mean)
    if loss == "squared":
        risk = float(posterior.var) + (mean - action_arr) ** 2
    elif loss == "absolute":
        cdf = np.asarray(posterior.cdf(action_arr), dtype=float)
        cdf_plus = np.asarray(Beta(posterior.a + 1.0, posterior.b).cdf(action_arr), dtype=float)
        # Cancellation near the median can leave a tiny negative number.
        risk = np.maximum(action_arr * (2.0 * cdf - 1.0) - mean * (2.0 * cdf_plus - 1.0), 0.0)
    else:
        upper = np.asarray(posterior.cdf(np.minimum(action_arr + eps, 1.0)), dtype=float)
        lower = np.asarray(posterior.cdf(np.maximum(action_arr - eps, 0.0)), dtype=float)
        risk = np.clip(1.0 - (upper - lower), 0.0, 1.0)
    return _scalar_or_array(np.asarray(risk, dtype=float), action_arr.ndim == 0)


@dataclass(frozen=True)
class RiskCurve:
    """The posterior risk over a grid of candidate estimates, and where it is lowest.

    Attributes
    ----------
    action : ndarray of shape (n_points,)
        Candidate estimates :math:`\\hat\\theta`, evenly spaced on [0, 1].
    risk : ndarray of shape (n_points,)
        :math:`r(\\hat\\theta)` at each candidate.
    minimiser : float
        The grid point with the lowest risk (the first one on ties).
    bayes_action : float
        The exact Bayes action (:func:`bayes_action`); ``nan`` for the 0-1 loss when
        the posterior has no unique mode.
    """

    action: np.ndarray
    risk: np.ndarray
    minimiser: float
    bayes_action: float


def risk_curve(posterior: Beta, loss: str, eps: float = 0.01, n_points: int = 1001) -> RiskCurve:
    """Posterior risk on an even grid of estimates in [0, 1], with its grid minimiser.

    Parameters
    ----------
    posterior : Beta
        The posterior.
    loss : {"squared", "absolute", "zero-one"}
        The loss.
    eps : float, default 0.01
        Half-width of the 0-1 loss window (see :func:`posterior_risk`).
    n_points : int, default 1001
        Grid size, >= 2; the minimiser is exact to within :math:`1/(n_{points} - 1)`
        of the true minimiser.

    Returns
    -------
    RiskCurve

    Raises
    ------
    ValueError
        As :func:`posterior_risk`, or if ``n_points`` is not an integer >= 2.

    Examples
    --------
    >>> curve = risk_curve(Beta(4, 2), "squared")
    >>> round(curve.minimiser, 3), round(curve.bayes_action, 3)
    (0.667, 0.667)
    """
    n_points = check_number("n_points", n_points, low=2, integer=True)
    action = np.linspace(0.0, 1.0, n_points)
    risk = np.asarray(posterior_risk(posterior, action, loss, eps), dtype=float)
    return RiskCurve(
        action=action,
        risk=risk,
        minimiser=float(action[np.argmin(risk)]),
        bayes_action=bayes_action(posterior, loss),
    )


def comparison_priors(theta: float, strength: float = 10.0, shift: float = 0.4) -> tuple[Beta, Beta]:
    """Two priors of equal strength: one centred on the true θ, one centred away from it.

    Parameters
    ----------
    theta : float
        The true bias, strictly between 0 and 1.
    strength : float, default 10.0
        Pseudo-count total :math:`a + b` of both priors (> 0).
    shift : float, default 0.4
        Distance of the second prior's mean from ``theta``, in (0, 1): towards 1 when
        ``theta <= 0.5``, towards 0 otherwise (the shifted mean is clipped to
        [0.01, 0.99]).

    Returns
    -------
    (Beta, Beta)
        ``Beta(m s, (1 - m) s)`` with mean ``m = theta`` and with the shifted mean.

    Raises
    ------
    ValueError
        If ``theta`` is not in (0, 1), ``strength`` not > 0 or ``shift`` not in (0, 1).

    Examples
    --------
    >>> good, bad = comparison_priors(0.25)
    >>> good, bad
    (Beta(a=2.5, b=7.5), Beta(a=6.5, b=3.5))
    """
    theta = check_number("theta", theta, low=0, high=1)
    if not 0.0 < theta < 1.0:
        raise ValueError(f"`theta` must be strictly between 0 and 1; got {theta!r}")
    strength = check_number("strength", strength, low=0, low_open=True)
    shift = check_number("shift", shift, low=0, high=1)
    if not 0.0 < shift < 1.0:
        raise ValueError(f"`shift` must be strictly between 0 and 1; got {shift!r}")
    away = theta + shift if theta <= 0.5 else theta - shift
    away = min(max(away, 0.01), 0.99)
    # b = strength - a keeps a + b exactly equal to the strength.
    return (
        Beta(theta * strength, strength - theta * strength),
        Beta(away * strength, strength - away * strength),
    )


# ------------------------------------------------------- repeated experiments


@dataclass(frozen=True)
class SamplingRisk:
    """Exact frequentist summary of one estimator over repeated experiments.

    Attributes
    ----------
    n : ndarray of shape (n_sizes,)
        Numbers of flips per experiment.
    expected : ndarray of shape (n_sizes,)
        :math:`\\mathbb{E}_\\theta[\\hat\\theta]` over experiments of ``n`` flips.
    bias : ndarray of shape (n_sizes,)
        ``expected - theta``.
    variance : ndarray of shape (n_sizes,)
        :math:`\\mathrm{Var}_\\theta[\\hat\\theta]`.
    mse : ndarray of shape (n_sizes,)
        :math:`\\mathbb{E}_\\theta[(\\hat\\theta - \\theta)^2] = \\text{bias}^2 +
        \\text{variance}`.
    """

    n: np.ndarray
    expected: np.ndarray
    bias: np.ndarray
    variance: np.ndarray
    mse: np.ndarray


def _outcome_grid(sizes: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """All outcomes (n, k), k = 0..n, for several n, concatenated without padding.

    Returns the flat ``n`` and ``k`` arrays of length ``sum(sizes + 1)`` and the start
    of each block (for ``np.add.reduceat``).
    """
    lengths = sizes + 1
    starts = np.concatenate(([0], np.cumsum(lengths)[:-1]))
    n_flat = np.repeat(sizes, lengths)
    k_flat = np.arange(lengths.sum()) - np.repeat(starts, lengths)
    return n_flat, k_flat, starts


def _binomial_logpmf(k: np.ndarray, n: np.ndarray, theta: float) -> np.ndarray:
    """log Binomial(k | n, θ), as ``scipy.stats.binom.logpmf`` computes it.

    log C(n, k) = −log(n + 1) − log B(n − k + 1, k + 1); with ``xlogy``/``xlog1py`` so
    that θ = 0 or 1 gives 0·log 0 = 0. Written out to keep ``scipy.stats`` (≈ 0.9 s to
    import) off the app's start-up path; the tests compare it with ``scipy.stats``.
    """
    return (
        -np.log1p(n)
        - scipy.special.betaln(n - k + 1, k + 1)
        + scipy.special.xlogy(k, theta)
        + scipy.special.xlog1py(n - k, -theta)
    )


# Rounding of a sum over n + 1 outcomes, in units of eps * (n + 1): measured at most 8
# (every θ of the page's slider, n <= 1000, estimators whose bias is exactly 0).
_SUM_ROUNDING = 32.0


def sampling_risk(
    estimator: str, theta: float, n: Any, a: float = 1.0, b: float = 1.0
) -> SamplingRisk:
    """Exact mean, bias, variance and MSE of an estimator for several sample sizes.

    Sums over every outcome :math:`k = 0..n` of :math:`n` flips weighted by the binomial
    pmf (no simulation). Vectorised over ``n``: the blocks for all distinct ``n`` are
    concatenated into one flat array (total length :math:`\\sum (n + 1)`).

    Parameters
    ----------
    estimator : {"mle", "map", "mean", "median"}
        Which estimator.
    theta : float
        True probability of heads, in [0, 1].
    n : int or array_like of int
        Flips per experiment, non-negative integers (any shape; flattened).
    a, b : float, default 1.0
        Beta prior pseudo-counts used by the Bayesian estimators, finite and > 0.

    Returns
    -------
    SamplingRisk
        Arrays of shape ``(n.size,)``; ``nan`` at ``n = 0`` for the MLE, and for the
        MAP when the prior has no unique mode. A bias within the sums' rounding,
        :math:`32\\,\\varepsilon\\,(n + 1)` (ε the float64 machine epsilon), is
        reported as exactly 0 and the mean as exactly ``theta``: the MLE is
        unbiased, and so is the posterior mean under a prior whose mean is θ.

    Raises
    ------
    ValueError
        On an unknown estimator, ``theta`` outside [0, 1], ``a``/``b`` not > 0, or
        ``n`` not non-negative integers.

    Notes
    -----
    With :math:`p_k = \\binom{n}{k}\\theta^k(1-\\theta)^{n-k}` and
    :math:`\\hat\\theta_k` the estimate after :math:`k` heads:

    .. math::

        \\mathbb{E}[\\hat\\theta] = \\sum_k p_k \\hat\\theta_k, \\quad
        \\mathrm{Var}[\\hat\\theta] = \\sum_k p_k (\\hat\\theta_k - \\mathbb{E}\\hat\\theta)^2,
        \\quad
        \\mathrm{MSE} = \\sum_k p_k (\\hat\\theta_k - \\theta)^2
        = \\mathrm{bias}^2 + \\mathrm{Var}.

    References
    ----------
    Murphy (2012), MLaPP §6.4.4 (the bias-variance tradeoff, eq. 6.33).

    Examples
    --------
    >>> risk = sampling_risk("mle", 0.3, [1, 10])
    >>> risk.mse                                    # θ(1 - θ)/n
    array([0.21 , 0.021])
    """
    check_choice("estimator", estimator, ESTIMATORS)
    theta = check_number("theta", theta, low=0, high=1)
    a = check_number("a", a, low=0, low_open=True)
    b = check_number("b", b, low=0, low_open=True)
    sizes = np.asarray(check_numbers("n", n, low=0, integer=True), dtype=np.int64).reshape(-1)
    unique, inverse = np.unique(sizes, return_inverse=True)
    n_flat, k_flat, starts = _outcome_grid(unique)
    # Through the log pmf: the direct pmf overflows for subnormal theta.
    pmf = np.exp(_binomial_logpmf(k_flat, n_flat, theta))
    values = _estimate(estimator, k_flat, n_flat - k_flat, a, b)
    expected = np.add.reduceat(pmf * values, starts)
    spread = values - np.repeat(expected, unique + 1)
    var = np.add.reduceat(pmf * spread**2, starts)
    err = np.add.reduceat(pmf * (values - theta) ** 2, starts)
    expected, var, err = expected[inverse], var[inverse], err[inverse]
    bias = expected - theta
    # A sum over n + 1 outcomes cannot resolve a bias below its own rounding: an exact
    # zero (the MLE's, the posterior mean's under a prior centred on θ) comes out as
    # ~1e-17 and its square as ~1e-33. Report those as the zero they are.
    unresolved = np.abs(bias) <= _SUM_ROUNDING * np.finfo(float).eps * (sizes + 1)
    bias = np.where(unresolved, 0.0, bias)
    expected = np.where(unresolved, theta, expected)
    return SamplingRisk(n=sizes, expected=expected, bias=bias, variance=var, mse=err)


def _shaped(values: np.ndarray, n: Any) -> float | np.ndarray:
    shape = np.shape(n)
    return float(values[0]) if shape == () else values.reshape(shape)


def mse(estimator: str, theta: float, n: Any, a: float = 1.0, b: float = 1.0):
    """Exact mean squared error :math:`\\mathbb{E}_\\theta[(\\hat\\theta - \\theta)^2]`.

    Same parameters, conventions and errors as :func:`sampling_risk`; returns a float
    for a scalar ``n`` and an array of ``n``'s shape otherwise.

    Examples
    --------
    >>> mse("mle", 0.5, 4)                  # θ(1 - θ)/n
    0.0625
    """
    return _shaped(sampling_risk(estimator, theta, n, a, b).mse, n)


def bias(estimator: str, theta: float, n: Any, a: float = 1.0, b: float = 1.0):
    """Exact bias :math:`\\mathbb{E}_\\theta[\\hat\\theta] - \\theta` (see :func:`sampling_risk`).

    Examples
    --------
    >>> round(bias("mean", 0.9, 8, a=1, b=1), 6)   # (a - θ(a + b))/(n + a + b)
    -0.08
    """
    return _shaped(sampling_risk(estimator, theta, n, a, b).bias, n)


def variance(estimator: str, theta: float, n: Any, a: float = 1.0, b: float = 1.0):
    """Exact variance :math:`\\mathrm{Var}_\\theta[\\hat\\theta]` (see :func:`sampling_risk`).

    Examples
    --------
    >>> round(variance("mean", 0.5, 8, a=1, b=1), 6)   # nθ(1 - θ)/(n + a + b)²
    0.02
    """
    return _shaped(sampling_risk(estimator, theta, n, a, b).variance, n)


def closest_to_truth(theta: float, n: int, a: float = 1.0, b: float = 1.0) -> tuple[str, ...]:
    """The estimators that land closest to the true θ on average: the smallest exact MSE.

    Over many experiments of ``n`` flips of a coin with bias ``theta``, the estimator
    whose estimates are, on average, closest to ``theta`` in squared distance (the
    question of the estimators page's repeated experiments). Every estimator within the
    sums' rounding of the smallest MSE is returned: under the uniform prior Beta(1, 1)
    the MAP *is* the MLE, so the two tie whenever either is best. An estimator that is
    undefined for some outcome (the MAP of a prior without a unique mode, at ``n = 0``)
    has no MSE and is never returned.

    Parameters
    ----------
    theta : float
        True probability of heads, in [0, 1].
    n : int
        Flips per experiment, a non-negative integer.
    a, b : float, default 1.0
        The Beta prior of the Bayesian estimators, finite and > 0.

    Returns
    -------
    tuple of str
        Keys of :data:`ESTIMATORS`, in that order; empty only if no estimator is
        defined (``n = 0`` under a prior without a unique mode).

    Raises
    ------
    ValueError
        As :func:`sampling_risk`, and if ``n`` is not a single integer.

    References
    ----------
    Murphy (2012), MLaPP §6.4.4 (bias-variance tradeoff, eq. 6.33).

    Examples
    --------
    >>> closest_to_truth(0.5, 10, 2, 2)   # a prior centred on θ: the posterior mean
    ('mean',)
    >>> closest_to_truth(0.9, 10, 2, 2)   # the same prior far from θ: the MLE
    ('mle',)
    """
    n = check_number("n", n, low=0, integer=True)
    errors = np.array([float(sampling_risk(est, theta, n, a, b).mse[0]) for est in ESTIMATORS])
    defined = np.isfinite(errors)
    if not defined.any():
        return ()
    best = errors[defined].min()
    tolerance = _SUM_ROUNDING * np.finfo(float).eps * (n + 1) * max(best, np.finfo(float).tiny)
    return tuple(est for est, err in zip(ESTIMATORS, errors) if np.isfinite(err) and err - best <= tolerance)


def simulate(
    estimator: str,
    theta: float,
    n: int,
    a: float,
    b: float,
    n_experiments: int,
    rng: np.random.Generator,
) -> np.ndarray:
    """Estimates from ``n_experiments`` simulated experiments of ``n`` flips each.

    Parameters
    ----------
    estimator : {"mle", "map", "mean", "median"}
        Which estimator.
    theta : float
        True probability of heads, in [0, 1].
    n : int
        Flips per experiment, >= 0.
    a, b : float
        Beta prior pseudo-counts, finite and > 0.
    n_experiments : int
        Number of experiments, >= 1.
    rng : numpy.random.Generator
        Source of randomness (e.g. ``np.random.default_rng(0)``).

    Returns
    -------
    ndarray of shape (n_experiments,)
        One estimate per experiment (``nan`` where undefined, see module docstring).

    Raises
    ------
    ValueError
        On an invalid parameter (named in the message).

    Examples
    --------
    >>> sims = simulate("mle", 0.5, 10, 1, 1, 5, np.random.default_rng(0))
    >>> sims.shape, bool(np.all((sims >= 0) & (sims <= 1)))
    ((5,), True)
    """
    check_choice("estimator", estimator, ESTIMATORS)
    theta = check_number("theta", theta, low=0, high=1)
    n = check_number("n", n, low=0, integer=True)
    a = check_number("a", a, low=0, low_open=True)
    b = check_number("b", b, low=0, low_open=True)
    n_experiments = check_number("n_experiments", n_experiments, low=1, integer=True)
    check_generator("rng", rng)
    heads = rng.binomial(n, theta, size=n_experiments).astype(np.int64)
    return _estimate(estimator, heads, n - heads, a, b)


# ----------------------------------------------------------------- convergence


@dataclass(frozen=True)
class ConvergencePath:
    """Estimates and posterior spread as the data grow with a fixed fraction of heads.

    Attributes
    ----------
    n : ndarray of shape (n_sizes,)
        Numbers of flips :math:`N`.
    mle, map, mean : ndarray of shape (n_sizes,)
        The estimates (the MLE is the fixed fraction at every N).
    sd : ndarray of shape (n_sizes,)
        Exact posterior standard deviation.
    sd_approx : ndarray of shape (n_sizes,)
        The large-N approximation :math:`\\sqrt{\\hat\\theta(1-\\hat\\theta)/N}`.
    """

    n: np.ndarray
    mle: np.ndarray
    map: np.ndarray
    mean: np.ndarray
    sd: np.ndarray
    sd_approx: np.ndarray


def convergence_path(theta_hat: float, n: Any, a: float, b: float) -> ConvergencePath:
    """MAP, posterior mean and posterior sd when N grows with :math:`N_1/N = \\hat\\theta`.

    Parameters
    ----------
    theta_hat : float
        The observed fraction of heads :math:`\\hat\\theta_{\\mathrm{MLE}}`, in [0, 1].
    n : array_like of int
        Numbers of flips, integers >= 1 (shape ``(n_sizes,)``).
    a, b : float
        Beta prior pseudo-counts, finite and > 0.

    Returns
    -------
    ConvergencePath

    Raises
    ------
    ValueError
        On ``theta_hat`` outside [0, 1], ``a``/``b`` not > 0, or ``n`` not integers >= 1.

    Notes
    -----
    The counts :math:`N_1 = \\hat\\theta N`, :math:`N_0 = (1 - \\hat\\theta) N` enter the
    posterior :math:`\\mathrm{Beta}(a + N_1, b + N_0)` as real numbers (the formulas are
    smooth in the counts), so the MLE stays exactly at :math:`\\hat\\theta`. The posterior
    mean is the convex combination :math:`\\lambda m_1 + (1 - \\lambda)\\hat\\theta` with
    :math:`\\lambda = (a + b)/(a + b + N) \\to 0`, and for :math:`N \\gg a, b`

    .. math::

        \\mathrm{var}[\\theta \\mid D] = \\frac{(a + N_1)(b + N_0)}{(a + b + N)^2 (a + b + N + 1)}
        \\approx \\frac{\\hat\\theta(1 - \\hat\\theta)}{N}.

    References
    ----------
    Murphy (2012), MLaPP §3.3.3.1 eq. 3.24, §3.3.3.2 eqs. 3.25-3.26.

    Examples
    --------
    >>> path = convergence_path(0.25, [4, 400], 2, 2)
    >>> path.mean.round(4)
    array([0.375 , 0.2525])
    """
    theta_hat = check_number("theta_hat", theta_hat, low=0, high=1)
    a = check_number("a", a, low=0, low_open=True)
    b = check_number("b", b, low=0, low_open=True)
    sizes = np.asarray(check_numbers("n", n, low=0, integer=True), dtype=np.int64).reshape(-1)
    if np.any(sizes < 1):
        raise ValueError(f"`n` must be integers >= 1; got {sizes[sizes < 1][0].item()!r}")
    sizes_f = sizes.astype(float)
    posteriors = Beta(a + theta_hat * sizes_f, b + (1.0 - theta_hat) * sizes_f)
    return ConvergencePath(
        n=sizes,
        mle=np.full(sizes.shape, theta_hat),
        map=np.asarray(posteriors.mode, dtype=float).reshape(sizes.shape),
        mean=np.asarray(posteriors.mean, dtype=float).reshape(sizes.shape),
        sd=np.asarray(posteriors.std, dtype=float).reshape(sizes.shape),
        sd_approx=np.asarray(large_sample_sd(theta_hat, sizes), dtype=float).reshape(sizes.shape),
    )
