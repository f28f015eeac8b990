r"""Bayesian linear regression: a Gaussian prior on the weights, Gaussian noise.

A linear model with basis functions predicts a target :math:`t` from an input
:math:`x` through :math:`y(x, \mathbf{w}) = \mathbf{w}^\top \boldsymbol\phi(x)`; the
target scatters around it with Gaussian noise of precision :math:`\beta`. With the
prior :math:`\mathbf{w} \sim \mathcal{N}(\mathbf{0}, \alpha^{-1}\mathbf{I})` the
posterior over the weights is again Gaussian, the predictive distribution of a new
target is Gaussian, and the marginal likelihood (the evidence) of the data has a
closed form. Everything the Bayesian-regression page shows is computed here:

- the model and its posterior: :class:`BayesianLinearRegression`,
  :class:`WeightPosterior` (batch :meth:`~BayesianLinearRegression.fit` or one point at
  a time with :meth:`~WeightPosterior.update`), :class:`Predictive`;
- weight-space pictures (PRML Fig. 3.7): :func:`weight_grid`, :func:`log_likelihood`,
  :meth:`WeightPosterior.log_pdf`, :meth:`WeightPosterior.sample_weights`;
- point estimates for comparison: :func:`ridge`, :func:`ridge_path` (the posterior
  mean is the ridge solution with :math:`\lambda = \alpha/\beta`) and the plug-in
  maximum-likelihood fit :func:`fit_mle`;
- basis functions: :func:`polynomial_basis`, :func:`gaussian_basis`;
- model selection: :func:`log_evidence_by_degree` (PRML Fig. 3.14);
- the two teaching data sets: :func:`simulate_line` (PRML Fig. 3.7) and
  :func:`simulate_sinusoid` (PRML §1.1, Figs. 3.8 and 3.14).

Notes
-----
With design matrix :math:`\boldsymbol\Phi` (one row :math:`\boldsymbol\phi(x_n)^\top`
per point, shape ``(n_samples, n_features)``) and targets :math:`\mathbf{t}`:

.. math::

    \mathbf{S}_N^{-1} = \alpha\mathbf{I} + \beta\boldsymbol\Phi^\top\boldsymbol\Phi,
    \qquad
    \mathbf{m}_N = \beta\,\mathbf{S}_N\boldsymbol\Phi^\top\mathbf{t},
    \qquad
    \sigma_N^2(x) = \frac{1}{\beta} + \boldsymbol\phi(x)^\top\mathbf{S}_N\boldsymbol\phi(x).

The posterior is computed from the sufficient statistics
:math:`\boldsymbol\Phi^\top\boldsymbol\Phi`, :math:`\boldsymbol\Phi^\top\mathbf{t}`,
:math:`\mathbf{t}^\top\mathbf{t}` and :math:`N`, so adding a point is adding its
contribution to each, and the order of the points does not matter. Every solve goes
through the Cholesky factor :math:`\mathbf{L}` of the precision
(:math:`\mathbf{S}_N^{-1} = \mathbf{L}\mathbf{L}^\top`); the covariance is formed once
from it for display, never used to solve. Ridge regression uses the singular value
decomposition of :math:`\boldsymbol\Phi` (one decomposition serves a whole path of
:math:`\lambda` values).

The bias convention follows Bishop's :math:`\phi_0(x) = 1` (eq. 3.3): both basis
functions put a column of ones first, and the prior shrinks its weight like every
other weight (there is no separate, unpenalised intercept).

References
----------
.. [1] C. M. Bishop, *Pattern Recognition and Machine Learning*, Springer, 2006
   ("PRML"): §1.1 and §1.2.6 (the sinusoidal data, α = 5·10⁻³, β = 11.1), §3.1
   (eqs. 3.3-3.4, 3.10-3.21, 3.27-3.28), §3.3 (eqs. 3.48-3.59, Figs. 3.7-3.8), §3.4-3.5
   (eqs. 3.77-3.86, Fig. 3.14).
.. [2] NYU lecture slides on Bayesian methods (``shared/seeds/002_*``): Gaussian
   regression example with prior N(0, ½I) and noise N(0, 0.2²); closed-form posterior;
   the posterior mean with :math:`\Sigma_0 = (\sigma^2/\lambda)I` is ridge regression.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any

import numpy as np
import scipy.linalg

from bayeslab._validate import check_choice, check_generator, check_number, check_numbers

__all__ = [
    "LINE_ALPHA",
    "LINE_BETA",
    "LINE_INTERCEPT",
    "LINE_NOISE_STD",
    "LINE_SLOPE",
    "SINUSOID_ALPHA",
    "SINUSOID_BETA",
    "SINUSOID_NOISE_STD",
    "INTERPOLATION_TOLERANCE",
    "PRML_BEST_DEGREE",
    "BayesianLinearRegression",
    "MaximumLikelihoodFit",
    "Predictive",
    "WeightPosterior",
    "fit_mle",
    "gaussian_basis",
    "log_evidence_by_degree",
    "log_likelihood",
    "most_probable_degree",
    "polynomial_basis",
    "ridge",
    "ridge_path",
    "simulate_line",
    "simulate_sinusoid",
    "weight_grid",
    "widest_region",
]

_LOG_2PI = math.log(2.0 * math.pi)

# ----------------------------------------------------------------- textbook settings
#: PRML §3.3.1, Fig. 3.7: the true line t = a0 + a1 x has a0 = -0.3 ...
LINE_INTERCEPT: float = -0.3
#: ... and a1 = 0.5 (inputs x ~ U(-1, 1)).
LINE_SLOPE: float = 0.5
#: PRML §3.3.1: Gaussian noise of standard deviation 0.2 ...
LINE_NOISE_STD: float = 0.2
#: ... so the noise precision is β = (1/0.2)² = 25 ...
LINE_BETA: float = 25.0
#: ... and the prior precision is α = 2.0 (the slides' prior N(0, ½I)).
LINE_ALPHA: float = 2.0
#: PRML §1.1: the sinusoidal data t = sin(2πx) + noise, noise standard deviation 0.3.
SINUSOID_NOISE_STD: float = 0.3
#: PRML §1.2.6 (Fig. 1.17): β = 11.1, the known noise precision (1/0.3² ≈ 11.1), ...
SINUSOID_BETA: float = 11.1
#: ... and α = 5·10⁻³, also the prior of the evidence plot (PRML §3.5.1, Fig. 3.14).
SINUSOID_ALPHA: float = 5e-3
#: PRML Fig. 3.14: on its ten points the evidence is highest for the polynomial of order 3.
PRML_BEST_DEGREE: int = 3
#: A least-squares fit "passes through every point" when its mean squared residual is at
#: most this fraction of the targets' spread (rounding leaves ~1e-17 for degree 9 on 10 points).
INTERPOLATION_TOLERANCE: float = 1e-12


# ----------------------------------------------------------------------- validation
def _shape(name: str, value: Any) -> tuple[int, ...]:
    """The shape of ``value``; a ragged nested list is named in the error."""
    try:
        return np.shape(value)
    except ValueError:
        raise ValueError(f"`{name}` must be a rectangular array; got rows of different lengths") from None


def _check_design(name: str, Phi: Any, n_features: int | None = None) -> np.ndarray:
    """A finite float design matrix of shape (n_samples, n_features), n_features ≥ 1."""
    shape = _shape(name, Phi)
    if len(shape) != 2:
        raise ValueError(f"`{name}` must be a 2-D array of shape (n_samples, n_features); got shape {shape}")
    Phi = check_numbers(name, Phi)
    if Phi.shape[1] < 1:
        raise ValueError(f"`{name}` must have at least one column (feature); got shape {Phi.shape}")
    if n_features is not None and Phi.shape[1] != n_features:
        raise ValueError(
            f"`{name}` must have {n_features} columns (the model's n_features); got shape {Phi.shape}"
        )
    return Phi


def _check_vector(name: str, value: Any, length: int | None = None, **rule: Any) -> np.ndarray:
    """A finite 1-D float array (optionally of a given length and within bounds)."""
    shape = _shape(name, value)
    if len(shape) != 1:
        raise ValueError(f"`{name}` must be a 1-D array; got shape {shape}")
    value = check_numbers(name, value, **rule)
    if length is not None and value.shape[0] != length:
        raise ValueError(f"`{name}` must have length {length}; got length {value.shape[0]}")
    return value


def _check_data(Phi: Any, t: Any) -> tuple[np.ndarray, np.ndarray]:
    Phi = _check_design("Phi", Phi)
    t = _check_vector("t", t)
    if t.shape[0] != Phi.shape[0]:
        raise ValueError(
            f"`t` must have one target per row of `Phi` ({Phi.shape[0]}); got length {t.shape[0]}"
        )
    return Phi, t


def _check_precision(name: str, value: Any) -> float:
    return check_number(name, value, low=0, low_open=True)


def _frozen(array: np.ndarray) -> np.ndarray:
    array = np.array(array, dtype=float)
    array.flags.writeable = False
    return array


# ------------------------------------------------------------------- the predictive
@dataclass(frozen=True, eq=False)
class Predictive:
    r"""A Gaussian predictive distribution of the target at each of ``n_points`` inputs.

    Attributes
    ----------
    mean : ndarray of shape (n_points,)
        Predictive mean :math:`\mathbf{m}_N^\top\boldsymbol\phi(x)` (PRML eq. 3.58).
    noise_variance : ndarray of shape (n_points,)
        The part of the variance that is noise in the targets, :math:`1/\beta` at every
        point (the same value repeated, so every attribute has the same shape).
    parameter_variance : ndarray of shape (n_points,)
        The part due to uncertainty about the weights,
        :math:`\boldsymbol\phi(x)^\top\mathbf{S}_N\boldsymbol\phi(x)` (PRML eq. 3.59);
        zero for a plug-in prediction (:meth:`MaximumLikelihoodFit.predictive`).

    Examples
    --------
    >>> p = Predictive(np.array([1.0]), np.array([0.5]), np.array([0.25]))
    >>> p.variance, p.std
    (array([0.75]), array([0.8660254]))
    """

    mean: np.ndarray
    noise_variance: np.ndarray
    parameter_variance: np.ndarray

    def __post_init__(self) -> None:
        mean = _check_vector("mean", self.mean)
        n = mean.shape[0]
        noise = _check_vector("noise_variance", self.noise_variance, n, low=0)
        parameter = _check_vector("parameter_variance", self.parameter_variance, n, low=0)
        object.__setattr__(self, "mean", _frozen(mean))
        object.__setattr__(self, "noise_variance", _frozen(noise))
        object.__setattr__(self, "parameter_variance", _frozen(parameter))

    @property
    def variance(self) -> np.ndarray:
        r"""Total predictive variance :math:`\sigma_N^2(x)`, noise plus parameter part (eq. 3.59).

        Examples
        --------
        >>> Predictive(np.zeros(2), np.full(2, 0.04), np.array([0.0, 0.01])).variance
        array([0.04, 0.05])
        """
        return self.noise_variance + self.parameter_variance

    @property
    def std(self) -> np.ndarray:
        """Predictive standard deviation, the square root of :attr:`variance`.

        Examples
        --------
        >>> Predictive(np.zeros(1), np.array([0.09]), np.array([0.16])).std
        array([0.5])
        """
        return np.sqrt(self.variance)

    @property
    def widest(self) -> int:
        r"""Index of the input where the predictive band is widest (largest :attr:`std`).

        The noise part :math:`1/\beta` is the same everywhere, so this is where the
        uncertainty about the weights is largest. The first such input on a tie.

        Examples
        --------
        >>> Predictive(np.zeros(3), np.full(3, 0.04), np.array([0.01, 0.09, 0.02])).widest
        1
        """
        return int(np.argmax(self.variance))


def widest_region(x: Any, predictive: Predictive, edges: Any) -> int:
    r"""Which of the regions that ``edges`` cut the input line into holds the widest band.

    Regions are numbered from 0: region ``k`` holds the inputs with exactly ``k`` edges
    at or below them (``edges = (1/3, 2/3)`` makes thirds of [0, 1]: 0, 1 and 2; an input
    exactly on an edge belongs to the region on its right).

    Parameters
    ----------
    x : array_like of shape (n_points,)
        The inputs at which ``predictive`` was computed, finite.
    predictive : Predictive
        Of length ``n_points``.
    edges : array_like of shape (n_edges,)
        Increasing, finite.

    Returns
    -------
    int
        In ``0 ... n_edges``.

    Raises
    ------
    ValueError
        If ``x`` does not match ``predictive`` or ``edges`` is not increasing.

    Examples
    --------
    >>> band = Predictive(np.zeros(4), np.full(4, 0.04), np.array([0.0, 0.01, 0.03, 0.02]))
    >>> widest_region([0.1, 0.4, 0.7, 0.9], band, [1 / 3, 2 / 3])  # widest at x = 0.7
    2
    """
    if not isinstance(predictive, Predictive):
        raise ValueError(f"`predictive` must be a Predictive; got {type(predictive).__name__}")
    x = _check_vector("x", x, predictive.mean.shape[0])
    edges = _check_vector("edges", edges)
    if np.any(np.diff(edges) <= 0):
        raise ValueError(f"`edges` must be increasing; got {edges.tolist()}")
    if x.shape[0] == 0:
        raise ValueError("`x` must hold at least one input; got none")
    return int(np.searchsorted(edges, x[predictive.widest], side="right"))


# -------------------------------------------------------------------- the posterior
@dataclass(frozen=True, eq=False, repr=False)
class WeightPosterior:
    r"""The Gaussian posterior over the weights, :math:`\mathcal{N}(\mathbf{m}_N, \mathbf{S}_N)`.

    Built by :meth:`BayesianLinearRegression.fit` or :meth:`BayesianLinearRegression.prior`;
    the constructor takes the hyperparameters and the data's sufficient statistics and
    computes everything else once.

    Parameters
    ----------
    alpha, beta : float
        Prior precision α and noise precision β, finite and > 0.
    gram : ndarray of shape (n_features, n_features)
        :math:`\boldsymbol\Phi^\top\boldsymbol\Phi` of the data seen so far (zeros before any).
    phi_t : ndarray of shape (n_features,)
        :math:`\boldsymbol\Phi^\top\mathbf{t}`.
    t_dot_t : float
        :math:`\mathbf{t}^\top\mathbf{t}`, ≥ 0.
    n_samples : int
        Number of points seen, N ≥ 0.

    Attributes
    ----------
    mean : ndarray of shape (n_features,)
        Posterior mean :math:`\mathbf{m}_N = \beta\mathbf{S}_N\boldsymbol\Phi^\top\mathbf{t}`
        (PRML eq. 3.53); also the MAP estimate and the ridge solution with λ = α/β.
    cov : ndarray of shape (n_features, n_features)
        Posterior covariance :math:`\mathbf{S}_N`.
    precision : ndarray of shape (n_features, n_features)
        :math:`\mathbf{S}_N^{-1} = \alpha\mathbf{I} + \beta\boldsymbol\Phi^\top\boldsymbol\Phi`
        (PRML eq. 3.54; the matrix :math:`\mathbf{A}` of eq. 3.81).
    precision_cholesky : ndarray of shape (n_features, n_features)
        Lower-triangular :math:`\mathbf{L}` with :math:`\mathbf{L}\mathbf{L}^\top = \mathbf{S}_N^{-1}`.
    log_evidence : float
        :math:`\ln p(\mathbf{t} \mid \alpha, \beta)` (PRML eq. 3.86); 0 before any data.

    Raises
    ------
    ValueError
        If a hyperparameter is not finite and > 0, a statistic has the wrong shape or
        is not finite, or the precision matrix is not numerically positive definite
        (β·ΦᵀΦ so large against α that rounding destroys it).

    Notes
    -----
    The log evidence, with :math:`M` = ``n_features`` and :math:`\mathbf{A} = \mathbf{S}_N^{-1}`:

    .. math::

        \ln p(\mathbf{t} \mid \alpha, \beta) = \frac{M}{2}\ln\alpha + \frac{N}{2}\ln\beta
        - E(\mathbf{m}_N) - \frac12\ln|\mathbf{A}| - \frac{N}{2}\ln 2\pi,
        \qquad
        E(\mathbf{m}_N) = \frac{\beta}{2}\lVert\mathbf{t} - \boldsymbol\Phi\mathbf{m}_N\rVert^2
        + \frac{\alpha}{2}\mathbf{m}_N^\top\mathbf{m}_N

    with the residual sum of squares expanded through the sufficient statistics
    (:math:`\mathbf{t}^\top\mathbf{t} - 2\mathbf{m}_N^\top\boldsymbol\Phi^\top\mathbf{t}
    + \mathbf{m}_N^\top\boldsymbol\Phi^\top\boldsymbol\Phi\mathbf{m}_N`) and
    :math:`\ln|\mathbf{A}| = 2\sum_i \ln L_{ii}`.

    References
    ----------
    PRML §3.3.1, eqs. 3.49-3.54; §3.5, eqs. 3.79-3.86.

    Examples
    --------
    One feature, one point (φ = 1, t = 2) and α = β = 1: the precision is 1 + 1 = 2,
    the mean β·S·φt = 2/2 = 1.

    >>> post = BayesianLinearRegression(alpha=1.0, beta=1.0).fit([[1.0]], [2.0])
    >>> post
    WeightPosterior(alpha=1.0, beta=1.0, n_samples=1, mean=array([1.]))
    >>> post.precision, post.cov
    (array([[2.]]), array([[0.5]]))
    """

    alpha: float
    beta: float
    gram: np.ndarray
    phi_t: np.ndarray
    t_dot_t: float
    n_samples: int
    mean: np.ndarray = field(init=False)
    cov: np.ndarray = field(init=False)
    precision: np.ndarray = field(init=False)
    precision_cholesky: np.ndarray = field(init=False)
    log_evidence: float = field(init=False)

    def __post_init__(self) -> None:
        alpha = _check_precision("alpha", self.alpha)
        beta = _check_precision("beta", self.beta)
        gram = _check_design("gram", self.gram)
        n_features = gram.shape[1]
        if gram.shape[0] != n_features:
            raise ValueError(f"`gram` must be a square matrix; got shape {gram.shape}")
        phi_t = _check_vector("phi_t", self.phi_t, n_features)
        t_dot_t = check_number("t_dot_t", self.t_dot_t, low=0)
        n_samples = check_number("n_samples", self.n_samples, low=0, integer=True)

        # PRML eq. 3.54: S_N^{-1} = αI + βΦᵀΦ.
        precision = alpha * np.eye(n_features) + beta * gram
        try:
            chol = scipy.linalg.cholesky(precision, lower=True)
        except np.linalg.LinAlgError:
            raise ValueError(
                "the posterior precision alpha*I + beta*Phi^T Phi must be positive definite; got a "
                f"matrix that is not numerically (alpha={alpha!r}, beta={beta!r}): increase `alpha`"
            ) from None
        # PRML eq. 3.53: m_N = β S_N Φᵀt, solved with the Cholesky factor.
        mean = scipy.linalg.cho_solve((chol, True), beta * phi_t)
        # S_N is returned for display; every solve above and below uses the factor.
        cov = scipy.linalg.cho_solve((chol, True), np.eye(n_features))
        cov = 0.5 * (cov + cov.T)

        # PRML eqs. 3.82 and 3.86.
        rss = max(t_dot_t - 2.0 * mean @ phi_t + mean @ gram @ mean, 0.0)
        energy = 0.5 * beta * rss + 0.5 * alpha * (mean @ mean)
        log_det_precision = 2.0 * np.sum(np.log(np.diag(chol)))
        log_evidence = (
            0.5 * n_features * math.log(alpha)
            + 0.5 * n_samples * math.log(beta)
            - energy
            - 0.5 * log_det_precision
            - 0.5 * n_samples * _LOG_2PI
        )

        for name, value in (("alpha", alpha), ("beta", beta), ("t_dot_t", t_dot_t),
                            ("n_samples", n_samples), ("log_evidence", float(log_evidence))):
            object.__setattr__(self, name, value)
        for name, value in (("gram", gram), ("phi_t", phi_t), ("mean", mean), ("cov", cov),
                            ("precision", precision), ("precision_cholesky", chol)):
            object.__setattr__(self, name, _frozen(value))

    def __repr__(self) -> str:
        return (f"WeightPosterior(alpha={self.alpha!r}, beta={self.beta!r}, "
                f"n_samples={self.n_samples!r}, mean={self.mean!r})")

    @property
    def n_features(self) -> int:
        """Number of weights M (columns of the design matrix).

        Examples
        --------
        >>> BayesianLinearRegression(2.0, 25.0).prior(3).n_features
        3
        """
        return self.phi_t.shape[0]

    def update(self, phi_row: Any, t: Any) -> WeightPosterior:
        r"""The posterior after one more point: basis vector ``phi_row``, target ``t``.

        Parameters
        ----------
        phi_row : array_like of shape (n_features,)
            :math:`\boldsymbol\phi(x_{N+1})`, finite.
        t : float
            The new target, finite.

        Returns
        -------
        WeightPosterior
            A new posterior with N + 1 points; ``self`` is unchanged.

        Raises
        ------
        ValueError
            If ``phi_row`` is not a finite 1-D array of length ``n_features`` or ``t``
            is not a finite number.

        Notes
        -----
        The current posterior acts as the prior for the new point (PRML eqs. 3.50-3.51
        with :math:`\mathbf{m}_0 = \mathbf{m}_N`, :math:`\mathbf{S}_0 = \mathbf{S}_N`):

        .. math::

            \mathbf{S}_{N+1}^{-1} = \mathbf{S}_N^{-1} + \beta\boldsymbol\phi\boldsymbol\phi^\top,
            \qquad
            \mathbf{S}_{N+1}^{-1}\mathbf{m}_{N+1} = \mathbf{S}_N^{-1}\mathbf{m}_N + \beta\boldsymbol\phi t.

        Since :math:`\mathbf{S}_N^{-1}\mathbf{m}_N = \beta\boldsymbol\Phi^\top\mathbf{t}`,
        this is adding the point to the sufficient statistics, so updating point by
        point gives the batch posterior (to rounding).

        Examples
        --------
        >>> model = BayesianLinearRegression(alpha=1.0, beta=1.0)
        >>> model.prior(1).update([1.0], 2.0).mean
        array([1.])
        >>> model.prior(1).update([1.0], 2.0).update([1.0], 2.0).mean  # precision 3, mean 4/3
        array([1.33333333])
        """
        phi_row = _check_vector("phi_row", phi_row, self.n_features)
        t = check_number("t", t)
        return WeightPosterior(
            self.alpha,
            self.beta,
            self.gram + np.outer(phi_row, phi_row),
            self.phi_t + phi_row * t,
            self.t_dot_t + t * t,
            self.n_samples + 1,
        )

    def predictive(self, Phi_new: Any) -> Predictive:
        r"""The posterior predictive distribution of the target at new inputs.

        Parameters
        ----------
        Phi_new : array_like of shape (n_points, n_features)
            One basis vector :math:`\boldsymbol\phi(x)^\top` per row.

        Returns
        -------
        Predictive
            Mean :math:`\mathbf{m}_N^\top\boldsymbol\phi(x)` and the variance split into
            the noise :math:`1/\beta` and the parameter part
            :math:`\boldsymbol\phi(x)^\top\mathbf{S}_N\boldsymbol\phi(x)`, each of
            shape (n_points,).

        Raises
        ------
        ValueError
            If ``Phi_new`` is not a finite 2-D array with ``n_features`` columns.

        Notes
        -----
        .. math::

            p(t \mid x, \mathbf{t}, \alpha, \beta) = \mathcal{N}\bigl(t \mid
            \mathbf{m}_N^\top\boldsymbol\phi(x), \sigma_N^2(x)\bigr), \qquad
            \sigma_N^2(x) = \frac1\beta + \boldsymbol\phi(x)^\top\mathbf{S}_N\boldsymbol\phi(x)
            = \frac1\beta + \lVert\mathbf{L}^{-1}\boldsymbol\phi(x)\rVert^2

        The parameter part is computed with a triangular solve, so it is never negative.
        Before any data it is the prior predictive (noise plus
        :math:`\lVert\boldsymbol\phi\rVert^2/\alpha`).

        References
        ----------
        PRML §3.3.2, eqs. 3.57-3.59; seed 002, "The Posterior Predictive Distribution".

        Examples
        --------
        >>> post = BayesianLinearRegression(alpha=1.0, beta=1.0).fit([[1.0]], [2.0])
        >>> p = post.predictive([[1.0], [2.0]])
        >>> p.mean, p.noise_variance, p.parameter_variance
        (array([1., 2.]), array([1., 1.]), array([0.5, 2. ]))
        """
        Phi_new = _check_design("Phi_new", Phi_new, self.n_features)
        mean = Phi_new @ self.mean
        whitened = scipy.linalg.solve_triangular(self.precision_cholesky, Phi_new.T, lower=True)
        parameter_variance = np.sum(whitened**2, axis=0)
        return Predictive(mean, np.full(mean.shape, 1.0 / self.beta), parameter_variance)

    def sample_weights(self, size: int, rng: np.random.Generator) -> np.ndarray:
        r"""Draw weight vectors from the posterior (PRML Fig. 3.7, right column).

        Parameters
        ----------
        size : int
            Number of draws, ≥ 0.
        rng : numpy.random.Generator
            Source of randomness.

        Returns
        -------
        ndarray of shape (size, n_features)
            One weight vector per row; each draws ``n_features`` standard normals.

        Raises
        ------
        ValueError
            If ``size`` is not a non-negative integer or ``rng`` is not a Generator.

        Notes
        -----
        :math:`\mathbf{w} = \mathbf{m}_N + \mathbf{L}^{-\top}\mathbf{z}` with
        :math:`\mathbf{z} \sim \mathcal{N}(\mathbf{0}, \mathbf{I})` has covariance
        :math:`\mathbf{L}^{-\top}\mathbf{L}^{-1} = (\mathbf{L}\mathbf{L}^\top)^{-1} = \mathbf{S}_N`.

        Examples
        --------
        >>> post = BayesianLinearRegression(2.0, 25.0).prior(2)
        >>> post.sample_weights(5, np.random.default_rng(0)).shape
        (5, 2)
        """
        size = check_number("size", size, low=0, integer=True)
        check_generator("rng", rng)
        z = rng.standard_normal((self.n_features, size))
        offsets = scipy.linalg.solve_triangular(self.precision_cholesky, z, lower=True, trans="T")
        return self.mean + offsets.T

    def log_pdf(self, weights: Any) -> np.ndarray | float:
        r"""Log posterior density :math:`\ln\mathcal{N}(\mathbf{w} \mid \mathbf{m}_N, \mathbf{S}_N)`.

        Parameters
        ----------
        weights : array_like of shape (..., n_features)
            Weight vectors along the last axis, e.g. a :func:`weight_grid`.

        Returns
        -------
        float or ndarray of shape (...)
            One log density per weight vector (a float for a single vector).

        Raises
        ------
        ValueError
            If ``weights`` is not finite or its last axis is not ``n_features`` long.

        Notes
        -----
        .. math::

            \ln\mathcal{N} = -\frac{M}{2}\ln 2\pi + \sum_i \ln L_{ii}
            - \frac12\lVert\mathbf{L}^\top(\mathbf{w} - \mathbf{m}_N)\rVert^2

        Examples
        --------
        >>> post = BayesianLinearRegression(alpha=1.0, beta=1.0).prior(2)
        >>> round(post.log_pdf([0.0, 0.0]), 6)  # -ln(2π) for N(0, I) in two dimensions
        -1.837877
        >>> post.log_pdf(weight_grid([0.0, 1.0], [0.0])).shape
        (1, 2)
        """
        weights = _check_weights(weights, self.n_features)
        whitened = (weights - self.mean) @ self.precision_cholesky
        log_density = (
            -0.5 * self.n_features * _LOG_2PI
            + np.sum(np.log(np.diag(self.precision_cholesky)))
            - 0.5 * np.sum(whitened**2, axis=-1)
        )
        return float(log_density) if np.ndim(log_density) == 0 else log_density

    def pdf(self, weights: Any) -> np.ndarray | float:
        """Posterior density, ``exp(log_pdf(weights))``; see :meth:`log_pdf`.

        Examples
        --------
        >>> post = BayesianLinearRegression(alpha=1.0, beta=1.0).prior(1)
        >>> round(post.pdf([0.0]), 6)  # 1/sqrt(2π)
        0.398942
        """
        density = np.exp(self.log_pdf(weights))
        return float(density) if np.ndim(density) == 0 else density

    def contour(self, radius: float, n_points: int = 100) -> np.ndarray:
        r"""Points of the ellipse where the posterior's Mahalanobis distance is ``radius``.

        A contour line of the posterior density of two weights (PRML Fig. 3.7, middle
        column): inside it lies the probability :math:`1 - e^{-r^2/2}` of the posterior
        (39 % for r = 1, 86 % for r = 2).

        Parameters
        ----------
        radius : float
            Mahalanobis distance r, finite and > 0.
        n_points : int, default 100
            Points on the closed curve (the first is repeated at the end), ≥ 3.

        Returns
        -------
        ndarray of shape (n_points + 1, 2)

        Raises
        ------
        ValueError
            If the model does not have exactly two weights, or an argument breaks its rule.

        Notes
        -----
        :math:`\mathbf{w} = \mathbf{m}_N + r\,\mathbf{L}^{-\top}(\cos t, \sin t)^\top`
        satisfies :math:`(\mathbf{w} - \mathbf{m}_N)^\top\mathbf{S}_N^{-1}(\mathbf{w} - \mathbf{m}_N)
        = r^2` because :math:`\mathbf{S}_N^{-1} = \mathbf{L}\mathbf{L}^\top`.

        Examples
        --------
        >>> ring = BayesianLinearRegression(alpha=4.0, beta=1.0).prior(2).contour(1.0, 4)
        >>> ring.round(6)  # prior N(0, I/4): a circle of radius 1/2
        array([[ 0.5,  0. ],
               [ 0. ,  0.5],
               [-0.5,  0. ],
               [-0. , -0.5],
               [ 0.5, -0. ]])
        """
        radius = check_number("radius", radius, low=0, low_open=True)
        n_points = check_number("n_points", n_points, low=3, integer=True)
        if self.n_features != 2:
            raise ValueError(f"`contour` needs a posterior over exactly two weights; got {self.n_features}")
        angle = np.linspace(0.0, 2.0 * np.pi, n_points + 1)
        angle[-1] = 0.0  # close the curve exactly
        circle = radius * np.vstack([np.cos(angle), np.sin(angle)])
        offsets = scipy.linalg.solve_triangular(self.precision_cholesky, circle, lower=True, trans="T")
        return self.mean + offsets.T


def _check_weights(weights: Any, n_features: int) -> np.ndarray:
    shape = _shape("weights", weights)
    if len(shape) < 1 or shape[-1] != n_features:
        raise ValueError(
            f"`weights` must have shape (..., {n_features}) (one weight vector along the last axis); "
            f"got shape {shape}"
        )
    return check_numbers("weights", weights)


# ------------------------------------------------------------------------ the model
@dataclass(frozen=True)
class BayesianLinearRegression:
    r"""Linear regression with prior :math:`\mathbf{w} \sim \mathcal{N}(\mathbf{0}, \alpha^{-1}\mathbf{I})`.

    Parameters
    ----------
    alpha : float
        Prior precision α of every weight, finite and > 0 (PRML eq. 3.52).
    beta : float
        Noise precision β: each target is
        :math:`t_n \sim \mathcal{N}(\mathbf{w}^\top\boldsymbol\phi(x_n), \beta^{-1})`,
        finite and > 0 (PRML eq. 3.8).

    Raises
    ------
    ValueError
        If ``alpha`` or ``beta`` is not a finite number > 0.

    Notes
    -----
    The log posterior is, up to a constant (PRML eq. 3.55),

    .. math::

        -\frac\beta2\sum_n\bigl(t_n - \mathbf{w}^\top\boldsymbol\phi(x_n)\bigr)^2
        - \frac\alpha2\mathbf{w}^\top\mathbf{w},

    so the posterior mean (= mode) minimises the ridge objective with
    :math:`\lambda = \alpha/\beta` (:attr:`ridge_lambda`, :func:`ridge`).

    References
    ----------
    PRML §3.3.1, eqs. 3.52-3.55; seed 002, "Closed Form for Posterior".

    Examples
    --------
    PRML Fig. 3.7's model, on two points of the line t = -0.3 + 0.5x:

    >>> model = BayesianLinearRegression(alpha=LINE_ALPHA, beta=LINE_BETA)
    >>> model.ridge_lambda
    0.08
    >>> post = model.fit(polynomial_basis(np.array([-1.0, 1.0]), 1), [-0.8, 0.2])
    >>> post.mean  # ΦᵀΦ = 2I: m = β·(-0.6, 1.0)/(α + 2β) = (-0.6, 1.0)·25/52
    array([-0.28846154,  0.48076923])
    """

    alpha: float
    beta: float

    def __post_init__(self) -> None:
        object.__setattr__(self, "alpha", _check_precision("alpha", self.alpha))
        object.__setattr__(self, "beta", _check_precision("beta", self.beta))

    @property
    def ridge_lambda(self) -> float:
        r"""The ridge penalty :math:`\lambda = \alpha/\beta` whose solution is the posterior mean.

        Examples
        --------
        >>> BayesianLinearRegression(alpha=SINUSOID_ALPHA, beta=SINUSOID_BETA).ridge_lambda
        0.00045045045045045046
        """
        return self.alpha / self.beta

    def prior(self, n_features: int) -> WeightPosterior:
        r"""The prior :math:`\mathcal{N}(\mathbf{0}, \alpha^{-1}\mathbf{I})` as a posterior after no data.

        Parameters
        ----------
        n_features : int
            Number of weights M, ≥ 1.

        Returns
        -------
        WeightPosterior
            Mean zero, covariance :math:`\alpha^{-1}\mathbf{I}`, ``n_samples = 0``,
            log evidence 0 (an empty data set has probability 1).

        Raises
        ------
        ValueError
            If ``n_features`` is not an integer ≥ 1.

        Examples
        --------
        >>> BayesianLinearRegression(alpha=2.0, beta=25.0).prior(2).cov
        array([[0.5, 0. ],
               [0. , 0.5]])
        """
        n_features = check_number("n_features", n_features, low=1, integer=True)
        return WeightPosterior(self.alpha, self.beta, np.zeros((n_features, n_features)),
                               np.zeros(n_features), 0.0, 0)

    def fit(self, Phi: Any, t: Any) -> WeightPosterior:
        r"""The posterior after all the data at once (PRML eqs. 3.53-3.54).

        Parameters
        ----------
        Phi : array_like of shape (n_samples, n_features)
            Design matrix, one basis vector per row (``n_samples`` may be 0: the prior).
        t : array_like of shape (n_samples,)
            Targets.

        Returns
        -------
        WeightPosterior

        Raises
        ------
        ValueError
            If ``Phi`` is not a finite 2-D array with at least one column, ``t`` is not a
            finite 1-D array with one entry per row of ``Phi``, or the precision is not
            numerically positive definite.

        Examples
        --------
        >>> model = BayesianLinearRegression(alpha=1.0, beta=1.0)
        >>> model.fit([[1.0], [1.0]], [2.0, 2.0]).mean  # (1 + 2)⁻¹ · 4
        array([1.33333333])
        """
        Phi, t = _check_data(Phi, t)
        return WeightPosterior(self.alpha, self.beta, Phi.T @ Phi, Phi.T @ t, float(t @ t), Phi.shape[0])


# ------------------------------------------------------------ weight-space pictures
def weight_grid(w0: Any, w1: Any) -> np.ndarray:
    """A grid of two-weight vectors (w0, w1) for contour plots in weight space.

    Parameters
    ----------
    w0 : array_like of shape (n0,)
        Values of the first weight (the intercept, horizontal axis of PRML Fig. 3.7).
    w1 : array_like of shape (n1,)
        Values of the second weight (the slope, vertical axis).

    Returns
    -------
    ndarray of shape (n1, n0, 2)
        ``grid[i, j] = (w0[j], w1[i])``: rows follow ``w1``, columns ``w0``, as in an
        image whose vertical axis is w1.

    Raises
    ------
    ValueError
        If ``w0`` or ``w1`` is not a finite 1-D array.

    Examples
    --------
    >>> weight_grid([0.0, 1.0], [5.0])
    array([[[0., 5.],
            [1., 5.]]])
    """
    w0 = _check_vector("w0", w0)
    w1 = _check_vector("w1", w1)
    return np.stack(np.meshgrid(w0, w1, indexing="xy"), axis=-1)


def log_likelihood(weights: Any, Phi: Any, t: Any, beta: float) -> np.ndarray | float:
    r"""Log-likelihood :math:`\ln p(\mathbf{t} \mid \mathbf{w}, \beta)` for each weight vector.

    With one row in ``Phi`` this is the likelihood of the newest point that PRML
    Fig. 3.7 draws in weight space (left column).

    Parameters
    ----------
    weights : array_like of shape (..., n_features)
        Weight vectors along the last axis, e.g. a :func:`weight_grid`.
    Phi : array_like of shape (n_samples, n_features)
        Design matrix of the points.
    t : array_like of shape (n_samples,)
        Their targets.
    beta : float
        Noise precision, finite and > 0.

    Returns
    -------
    float or ndarray of shape (...)

    Raises
    ------
    ValueError
        If a shape does not match, an entry is not finite or ``beta`` is not > 0.

    Notes
    -----
    .. math::

        \ln p(\mathbf{t} \mid \mathbf{w}, \beta) = \frac N2\ln\beta - \frac N2\ln 2\pi
        - \frac\beta2\sum_n\bigl(t_n - \mathbf{w}^\top\boldsymbol\phi(x_n)\bigr)^2

    References
    ----------
    PRML §3.1.1, eqs. 3.10-3.12.

    Examples
    --------
    One point (φ = (1, 1), t = 0.5) with β = 1: at w = (0, 0.5) the residual is 0.

    >>> round(log_likelihood([0.0, 0.5], [[1.0, 1.0]], [0.5], beta=1.0), 6)  # -ln(2π)/2
    -0.918939
    """
    Phi, t = _check_data(Phi, t)
    beta = _check_precision("beta", beta)
    weights = _check_weights(weights, Phi.shape[1])
    residuals = t - weights @ Phi.T
    n_samples = Phi.shape[0]
    value = (0.5 * n_samples * (math.log(beta) - _LOG_2PI)
             - 0.5 * beta * np.sum(residuals**2, axis=-1))
    return float(value) if np.ndim(value) == 0 else value


# ----------------------------------------------------------- ridge and plug-in MLE
def ridge_path(Phi: Any, t: Any, lams: Any) -> np.ndarray:
    r"""Ridge solutions for many penalties λ from one singular value decomposition.

    Parameters
    ----------
    Phi : array_like of shape (n_samples, n_features)
        Design matrix (no intercept is added: the penalty applies to every column,
        the bias column included, as in PRML eq. 3.27).
    t : array_like of shape (n_samples,)
        Targets.
    lams : array_like of shape (n_lams,)
        Penalties λ ≥ 0.

    Returns
    -------
    ndarray of shape (n_lams, n_features)
        Row k minimises :math:`\frac12\lVert\mathbf{t} - \boldsymbol\Phi\mathbf{w}\rVert^2
        + \frac{\lambda_k}2\lVert\mathbf{w}\rVert^2`.

    Raises
    ------
    ValueError
        If the shapes do not match, an entry is not finite or a λ is negative.

    Notes
    -----
    With :math:`\boldsymbol\Phi = \mathbf{U}\,\mathrm{diag}(s)\,\mathbf{V}^\top`,

    .. math::

        \mathbf{w}_\lambda = (\lambda\mathbf{I} + \boldsymbol\Phi^\top\boldsymbol\Phi)^{-1}
        \boldsymbol\Phi^\top\mathbf{t}
        = \mathbf{V}\,\mathrm{diag}\!\Bigl(\frac{s_i}{s_i^2 + \lambda}\Bigr)\mathbf{U}^\top\mathbf{t}.

    At λ = 0 directions with a (numerically) zero singular value get weight 0: the
    minimum-norm least-squares solution, as :func:`numpy.linalg.lstsq` returns.

    References
    ----------
    PRML §3.1.4, eqs. 3.27-3.28; seed 002, "Closed Form for Posterior" (ridge).

    Examples
    --------
    One feature φ = 1 for two points t = (1, 3): w = 4 / (2 + λ).

    >>> ridge_path([[1.0], [1.0]], [1.0, 3.0], [0.0, 2.0])
    array([[2.],
           [1.]])
    """
    Phi, t = _check_data(Phi, t)
    lams = _check_vector("lams", lams, low=0)
    U, s, Vt = np.linalg.svd(Phi, full_matrices=False)
    projected = U.T @ t
    # numpy.linalg.lstsq's default cut-off for "zero" singular values.
    cutoff = (s[0] if s.size else 0.0) * max(Phi.shape) * np.finfo(float).eps
    denominator = s**2 + lams[:, None]
    with np.errstate(divide="ignore", invalid="ignore"):
        shrink = np.where((s > cutoff) | (lams[:, None] > 0), s / denominator, 0.0)
    return (shrink * projected) @ Vt


def ridge(Phi: Any, t: Any, lam: float) -> np.ndarray:
    r"""The ridge-regression weights for one penalty λ (PRML eq. 3.28).

    Parameters
    ----------
    Phi : array_like of shape (n_samples, n_features)
        Design matrix (every column penalised, no separate intercept).
    t : array_like of shape (n_samples,)
        Targets.
    lam : float
        Penalty λ ≥ 0; λ = α/β gives the posterior mean of
        :class:`BayesianLinearRegression` (the MAP estimate).

    Returns
    -------
    ndarray of shape (n_features,)

    Raises
    ------
    ValueError
        If the shapes do not match, an entry is not finite or ``lam`` is negative.

    Notes
    -----
    .. math:: \mathbf{w}_\lambda = (\lambda\mathbf{I} + \boldsymbol\Phi^\top\boldsymbol\Phi)^{-1}
              \boldsymbol\Phi^\top\mathbf{t}

    computed as one row of :func:`ridge_path`.

    References
    ----------
    PRML eq. 3.28 and eq. 3.55; seed 002 (prior :math:`\Sigma_0 = (\sigma^2/\lambda)I`).

    Examples
    --------
    >>> ridge([[1.0], [1.0]], [1.0, 3.0], lam=2.0)
    array([1.])
    >>> model = BayesianLinearRegression(alpha=2.0, beta=1.0)
    >>> model.fit([[1.0], [1.0]], [1.0, 3.0]).mean  # the same: MAP = ridge, λ = α/β
    array([1.])
    """
    lam = check_number("lam", lam, low=0)
    return ridge_path(Phi, t, [lam])[0]


@dataclass(frozen=True, eq=False)
class MaximumLikelihoodFit:
    r"""The maximum-likelihood weights and noise variance, for plug-in prediction.

    Attributes
    ----------
    weights : ndarray of shape (n_features,)
        :math:`\mathbf{w}_\mathrm{ML}` (PRML eq. 3.15; the minimum-norm solution when
        :math:`\boldsymbol\Phi` has dependent columns or fewer rows than columns).
    noise_variance : float
        :math:`1/\beta_\mathrm{ML}`, the mean squared residual (PRML eq. 3.21). It is
        0 (to rounding) when the model passes through every point, e.g. with fewer
        points than weights.
    n_samples : int
        Number of points N ≥ 1.
    interpolates : bool, default False
        True when the fit passes through every point: the residuals are rounding noise
        (:func:`fit_mle` sets it when the mean squared residual is below
        :data:`INTERPOLATION_TOLERANCE` times the spread of the targets). The plug-in
        band then has zero width: the model claims to know every target exactly.

    Raises
    ------
    ValueError
        If ``weights`` is not a non-empty finite 1-D array, ``noise_variance`` is not
        finite and ≥ 0, ``n_samples`` is not an integer ≥ 1 or ``interpolates`` is not
        a bool.

    Examples
    --------
    >>> fit = fit_mle([[1.0], [1.0]], [1.0, 3.0])
    >>> fit.weights, fit.noise_variance, fit.beta, fit.interpolates
    (array([2.]), 1.0, 1.0, False)
    """

    weights: np.ndarray
    noise_variance: float
    n_samples: int
    interpolates: bool = False

    def __post_init__(self) -> None:
        weights = _check_vector("weights", self.weights)
        if weights.shape[0] < 1:
            raise ValueError("`weights` must hold at least one weight; got an empty array")
        object.__setattr__(self, "weights", _frozen(weights))
        object.__setattr__(self, "noise_variance", check_number("noise_variance", self.noise_variance, low=0))
        object.__setattr__(self, "n_samples", check_number("n_samples", self.n_samples, low=1, integer=True))
        if not isinstance(self.interpolates, (bool, np.bool_)):
            raise ValueError(f"`interpolates` must be True or False; got {self.interpolates!r}")
        object.__setattr__(self, "interpolates", bool(self.interpolates))

    @property
    def beta(self) -> float:
        r"""Noise precision :math:`\beta_\mathrm{ML}`; ``inf`` when the residuals are all zero.

        Examples
        --------
        >>> fit_mle([[1.0]], [3.0]).beta
        inf
        """
        return math.inf if self.noise_variance == 0 else 1.0 / self.noise_variance

    def predictive(self, Phi_new: Any) -> Predictive:
        r"""The plug-in predictive: the Gaussian noise model with the ML estimates plugged in.

        .. math:: p(t \mid x) \approx \mathcal{N}\bigl(t \mid \mathbf{w}_\mathrm{ML}^\top\boldsymbol\phi(x),
                  \beta_\mathrm{ML}^{-1}\bigr)

        It ignores the uncertainty in the weights (``parameter_variance`` is 0), so its
        band has the same width everywhere, however far from the data — too narrow
        where the data are sparse, compared with :meth:`WeightPosterior.predictive`.

        Parameters
        ----------
        Phi_new : array_like of shape (n_points, n_features)

        Returns
        -------
        Predictive

        Raises
        ------
        ValueError
            If ``Phi_new`` is not a finite 2-D array with ``n_features`` columns.

        Examples
        --------
        >>> fit_mle([[1.0], [1.0]], [1.0, 3.0]).predictive([[1.0], [2.0]]).std
        array([1., 1.])
        """
        Phi_new = _check_design("Phi_new", Phi_new, self.weights.shape[0])
        mean = Phi_new @ self.weights
        return Predictive(mean, np.full(mean.shape, self.noise_variance), np.zeros(mean.shape))


def fit_mle(Phi: Any, t: Any) -> MaximumLikelihoodFit:
    r"""Maximum-likelihood (least-squares) weights and noise variance.

    Parameters
    ----------
    Phi : array_like of shape (n_samples, n_features)
        Design matrix, n_samples ≥ 1.
    t : array_like of shape (n_samples,)
        Targets.

    Returns
    -------
    MaximumLikelihoodFit

    Raises
    ------
    ValueError
        If the shapes do not match, an entry is not finite or there are no points.

    Notes
    -----
    .. math::

        \mathbf{w}_\mathrm{ML} = \boldsymbol\Phi^{+}\mathbf{t}, \qquad
        \frac1{\beta_\mathrm{ML}}
        = \frac1N\sum_n\bigl(t_n - \mathbf{w}_\mathrm{ML}^\top\boldsymbol\phi(x_n)\bigr)^2

    References
    ----------
    PRML §3.1.1, eqs. 3.15 and 3.21.

    Examples
    --------
    >>> fit_mle([[1.0, 0.0], [1.0, 1.0], [1.0, 2.0]], [0.0, 1.0, 5.0]).weights  # slope 5/2
    array([-0.5,  2.5])
    >>> fit_mle(polynomial_basis([0.0, 1.0], 1), [1.0, 3.0]).interpolates  # two weights, two points
    True
    """
    Phi, t = _check_data(Phi, t)
    if Phi.shape[0] < 1:
        raise ValueError(f"`Phi` must have at least one row (point) for a maximum-likelihood fit; "
                         f"got shape {Phi.shape}")
    weights = np.linalg.lstsq(Phi, t, rcond=None)[0]
    residuals = t - Phi @ weights
    noise_variance = float(np.mean(residuals**2))
    # Spread of the targets around their mean (around 0 if they are all equal).
    spread = float(np.mean((t - t.mean()) ** 2)) or float(np.mean(t**2))
    interpolates = noise_variance <= INTERPOLATION_TOLERANCE * spread
    return MaximumLikelihoodFit(weights, noise_variance, Phi.shape[0], interpolates)


# ------------------------------------------------------------------ basis functions
def polynomial_basis(x: Any, degree: int) -> np.ndarray:
    r"""Polynomial basis :math:`\phi_j(x) = x^j`, j = 0..degree (the column of ones first).

    Parameters
    ----------
    x : array_like of shape (n_samples,)
        Inputs, finite.
    degree : int
        Polynomial order ≥ 0 (PRML's M in Fig. 3.14; the model has degree + 1 weights).

    Returns
    -------
    ndarray of shape (n_samples, degree + 1)

    Raises
    ------
    ValueError
        If ``x`` is not a finite 1-D array or ``degree`` is not an integer ≥ 0.

    References
    ----------
    PRML §1.1, eq. 1.1; §3.1, eq. 3.3 (φ₀ = 1).

    Examples
    --------
    >>> polynomial_basis([2.0, -1.0], 3)
    array([[ 1.,  2.,  4.,  8.],
           [ 1., -1.,  1., -1.]])
    """
    x = _check_vector("x", x)
    degree = check_number("degree", degree, low=0, integer=True)
    return np.vander(x, degree + 1, increasing=True)


def gaussian_basis(x: Any, centres: Any, width: float, *, include_bias: bool = True) -> np.ndarray:
    r"""Gaussian bumps :math:`\phi_j(x) = \exp\bigl(-(x - \mu_j)^2 / (2s^2)\bigr)`, after a bias column.

    Parameters
    ----------
    x : array_like of shape (n_samples,)
        Inputs, finite.
    centres : array_like of shape (n_centres,)
        Centres :math:`\mu_j`, finite, at least one.
    width : float
        Spatial scale :math:`s`, finite and > 0.
    include_bias : bool, default True
        Put Bishop's :math:`\phi_0(x) = 1` as the first column (as
        :func:`polynomial_basis` does); ``False`` gives the bumps alone.

    Returns
    -------
    ndarray of shape (n_samples, n_centres + 1), or (n_samples, n_centres) without the bias

    Raises
    ------
    ValueError
        If ``x`` or ``centres`` is not a finite 1-D array, ``centres`` is empty or
        ``width`` is not a finite number > 0.

    References
    ----------
    PRML §3.1, eqs. 3.3-3.4.

    Examples
    --------
    >>> gaussian_basis([0.0, 1.0], centres=[0.0], width=1.0)  # exp(-1/2) = 0.60653
    array([[1.        , 1.        ],
           [1.        , 0.60653066]])
    >>> gaussian_basis([1.0], [0.0, 1.0], 1.0, include_bias=False)
    array([[0.60653066, 1.        ]])
    """
    x = _check_vector("x", x)
    centres = _check_vector("centres", centres)
    if centres.shape[0] < 1:
        raise ValueError("`centres` must hold at least one centre; got an empty array")
    width = check_number("width", width, low=0, low_open=True)
    if not isinstance(include_bias, (bool, np.bool_)):
        raise ValueError(f"`include_bias` must be True or False; got {include_bias!r}")
    bumps = np.exp(-((x[:, None] - centres[None, :]) ** 2) / (2.0 * width**2))
    if include_bias:
        return np.hstack([np.ones((x.shape[0], 1)), bumps])
    return bumps


# ------------------------------------------------------------------ model selection
def log_evidence_by_degree(x: Any, t: Any, degrees: Any, alpha: float, beta: float) -> np.ndarray:
    r"""Log evidence :math:`\ln p(\mathbf{t} \mid \alpha, \beta, M)` of polynomial models of each degree.

    Parameters
    ----------
    x : array_like of shape (n_samples,)
        Inputs.
    t : array_like of shape (n_samples,)
        Targets.
    degrees : array_like of int, shape (n_degrees,)
        Polynomial orders, each an integer ≥ 0.
    alpha, beta : float
        Prior and noise precisions, finite and > 0.

    Returns
    -------
    ndarray of shape (n_degrees,)
        PRML eq. 3.86 for the design matrix ``polynomial_basis(x, degree)``.

    Raises
    ------
    ValueError
        If an argument breaks its rule (see :func:`polynomial_basis` and
        :class:`BayesianLinearRegression`).

    Notes
    -----
    The evidence rewards fit and penalises flexibility: on ten points of PRML's
    sinusoidal data with α = 5·10⁻³ it peaks at order 3 (PRML §3.5.1, Fig. 3.14).

    Examples
    --------
    With no data every model gives the empty data set probability 1 (log 0):

    >>> log_evidence_by_degree(np.empty(0), np.empty(0), [0, 3], alpha=1.0, beta=1.0)
    array([0., 0.])
    """
    x = _check_vector("x", x)
    t = _check_vector("t", t, x.shape[0])
    degrees = _check_vector("degrees", degrees, low=0, integer=True)
    model = BayesianLinearRegression(alpha, beta)
    return np.array([model.fit(polynomial_basis(x, degree), t).log_evidence for degree in degrees])


def most_probable_degree(degrees: Any, log_evidence: Any) -> int:
    r"""The degree whose model has the largest evidence (the lowest such degree on a tie).

    With equal prior probabilities for the models, the posterior probability of each
    is proportional to its evidence (PRML eq. 3.66), so this is the most probable model.

    Parameters
    ----------
    degrees : array_like of int, shape (n_degrees,)
        The polynomial orders, each an integer ≥ 0, at least one.
    log_evidence : array_like of shape (n_degrees,)
        Their log evidence (e.g. from :func:`log_evidence_by_degree`), finite.

    Returns
    -------
    int

    Raises
    ------
    ValueError
        If the arrays are empty, of different lengths or hold a value that breaks its rule.

    Examples
    --------
    >>> most_probable_degree([0, 1, 2, 3], [-9.0, -4.0, -4.0, -6.5])  # a tie: the simpler model
    1
    """
    degrees = _check_vector("degrees", degrees, low=0, integer=True)
    log_evidence = _check_vector("log_evidence", log_evidence, degrees.shape[0])
    if degrees.shape[0] < 1:
        raise ValueError("`degrees` must hold at least one degree; got an empty array")
    best = np.flatnonzero(log_evidence == log_evidence.max())
    return int(degrees[best].min())


# ---------------------------------------------------------------------- data sets
def simulate_line(
    n_samples: int,
    rng: np.random.Generator,
    *,
    intercept: float = LINE_INTERCEPT,
    slope: float = LINE_SLOPE,
    noise_std: float = LINE_NOISE_STD,
) -> tuple[np.ndarray, np.ndarray]:
    r"""Points from a noisy line, :math:`t = a_0 + a_1 x + \varepsilon` with :math:`x \sim U(-1, 1)`.

    Defaults are PRML Fig. 3.7: :math:`a_0 = -0.3`, :math:`a_1 = 0.5`,
    :math:`\varepsilon \sim \mathcal{N}(0, 0.2^2)` (so β = 25; use α = 2).

    Parameters
    ----------
    n_samples : int
        Number of points, ≥ 0.
    rng : numpy.random.Generator
        Source of randomness. All inputs are drawn first, then all noise, so the same
        seed gives the same inputs whatever the noise.
    intercept, slope : float, keyword-only
        The true weights, finite.
    noise_std : float, keyword-only
        Standard deviation of the noise, finite and > 0.

    Returns
    -------
    x : ndarray of shape (n_samples,)
    t : ndarray of shape (n_samples,)

    Raises
    ------
    ValueError
        If an argument breaks its rule.

    References
    ----------
    PRML §3.3.1 (Fig. 3.7); seed 002, "Gaussian Regression Example".

    Examples
    --------
    >>> x, t = simulate_line(3, np.random.default_rng(0))
    >>> x.shape, t.shape, bool(np.all(np.abs(x) <= 1))
    ((3,), (3,), True)
    """
    n_samples = check_number("n_samples", n_samples, low=0, integer=True)
    check_generator("rng", rng)
    intercept = check_number("intercept", intercept)
    slope = check_number("slope", slope)
    noise_std = check_number("noise_std", noise_std, low=0, low_open=True)
    x = rng.uniform(-1.0, 1.0, n_samples)
    t = intercept + slope * x + noise_std * rng.standard_normal(n_samples)
    return x, t


def simulate_sinusoid(
    n_samples: int,
    rng: np.random.Generator,
    *,
    noise_std: float = SINUSOID_NOISE_STD,
    spacing: str = "random",
) -> tuple[np.ndarray, np.ndarray]:
    r"""PRML's sinusoidal data: :math:`t = \sin(2\pi x) + \varepsilon` on [0, 1].

    Parameters
    ----------
    n_samples : int
        Number of points, ≥ 0.
    rng : numpy.random.Generator
        Source of randomness.
    noise_std : float, keyword-only
        Noise standard deviation, finite and > 0; PRML uses 0.3 (β = 11.1).
    spacing : {"random", "even"}, keyword-only
        ``"random"``: :math:`x \sim U(0, 1)` (points arriving one by one, PRML
        Fig. 3.8); ``"even"``: ``np.linspace(0, 1, n_samples)``, the evenly spaced
        inputs of PRML §1.1 (Figs. 1.2-1.4 and the evidence plot, Fig. 3.14).

    Returns
    -------
    x : ndarray of shape (n_samples,)
    t : ndarray of shape (n_samples,)

    Raises
    ------
    ValueError
        If an argument breaks its rule.

    References
    ----------
    PRML §1.1 (eq. 1.1 and the data of Fig. 1.2), §1.2.6, §3.3.2 (Fig. 3.8).

    Examples
    --------
    >>> x, t = simulate_sinusoid(3, np.random.default_rng(0), spacing="even")
    >>> x
    array([0. , 0.5, 1. ])
    >>> t.shape
    (3,)
    """
    n_samples = check_number("n_samples", n_samples, low=0, integer=True)
    check_generator("rng", rng)
    noise_std = check_number("noise_std", noise_std, low=0, low_open=True)
    spacing = check_choice("spacing", spacing, ("random", "even"))
    x = rng.uniform(0.0, 1.0, n_samples) if spacing == "random" else np.linspace(0.0, 1.0, n_samples)
    t = np.sin(2.0 * np.pi * x) + noise_std * rng.standard_normal(n_samples)
    return x, t
