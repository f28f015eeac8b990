r"""Generalised linear models by maximum likelihood: Gaussian, Bernoulli, Poisson.

A regression model is a conditional distribution :math:`p(y \mid \mathbf{x}, \theta)`
(the "generalised linear model recipe" of the lecture slides): the features enter
through a linear predictor :math:`\eta = \theta^\top\mathbf{x}`, a response function
maps it to the mean, and the family gives the distribution around that mean.

==========  ======================  ===================================  =================
family      :math:`y`               mean :math:`\mu = g^{-1}(\eta)`       Newton weight
==========  ======================  ===================================  =================
gaussian    real                    :math:`\eta` (identity)              1
bernoulli   0 or 1                  :math:`\sigma(\eta)` (logistic)      :math:`\mu(1-\mu)`
poisson     0, 1, 2, ...            :math:`e^{\eta}` (log)               :math:`\mu`
==========  ======================  ===================================  =================

Each family uses its canonical link, so the log-likelihood is concave,

.. math::

    \nabla\ell = X^\top(\mathbf{y} - \boldsymbol\mu), \qquad
    \nabla^2\ell = -X^\top W X, \quad W = \operatorname{diag}(w_i),

and Newton's method is iteratively reweighted least squares (IRLS):
:math:`\theta \leftarrow \theta + (X^\top W X)^{-1} X^\top(\mathbf{y}-\boldsymbol\mu)`.
:func:`fit_glm` keeps every iterate, so a page can draw the path over the
log-likelihood surface (:func:`log_likelihood_surface`).

Around a fit of one feature, for a page that draws it: :func:`simulate_glm` (data from a
family with known coefficients), :func:`check_regression_data` (can this family fit
these data? :class:`DataError` says why not), :func:`mean_response` (the transfer
function for any coefficients) and the distribution of the response around a fitted
mean, :func:`response_probability` and :func:`response_interval`.

When the maximum-likelihood estimate does not exist -- Bernoulli data that a
hyperplane separates, Poisson data whose zero counts a hyperplane cuts off -- the
likelihood keeps rising as the coefficients run off to infinity. The fit then reports
``converged=False`` and why, with ``coef`` set to ``nan``, never the huge numbers the
iteration reached (see :func:`fit_glm`, Notes).

References
----------
.. [1] M. Ren, *Probabilistic models*, NYU CSCI-GA 2565 lecture slides, 2023: linear
   regression as a Gaussian likelihood (eq. 4-15), logistic regression (eq. 16-27),
   the generalised-linear-model recipe and Poisson regression (eq. 28-32).
.. [2] K. P. Murphy, *Machine Learning: a Probabilistic Perspective*, MIT Press, 2012,
   sections 8.3.3-8.3.4 (Newton's method, IRLS), 8.3.6 (l2 regularisation, which separable
   data need), 9.3 (generalised linear models).
.. [3] P. McCullagh and J. A. Nelder, *Generalized Linear Models*, 2nd ed., Chapman &
   Hall, 1989, section 2.5 (the fitting algorithm: IRLS).
.. [4] A. Albert and J. A. Anderson, "On the existence of maximum likelihood estimates in
   logistic regression models", *Biometrika* 71(1), 1984 (separation).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

import numpy as np
from scipy.special import expit, gammaln, logsumexp
from scipy.stats import bernoulli, norm, poisson

from bayeslab._validate import check_choice, check_generator, check_number, check_numbers

__all__ = [
    "ETA_LIMIT",
    "FAMILIES",
    "MAX_SIMULATED_MEAN",
    "DataError",
    "GLMFit",
    "check_regression_data",
    "fit_glm",
    "fit_logistic",
    "log_likelihood_surface",
    "mean_response",
    "response_interval",
    "response_probability",
    "simulate_glm",
]

#: The response distributions :func:`fit_glm` fits (each with its canonical link).
FAMILIES = ("gaussian", "bernoulli", "poisson")

#: A training point whose linear predictor passes this bound is fitted with certainty:
#: a Bernoulli probability within 1e-13 of 0 or 1 (``|eta| > 30``), a Poisson mean below
#: 1e-13 (``eta < -30``). See :func:`fit_glm`, Notes.
ETA_LIMIT = 30.0

# Relative size of the smallest change a sum of log-likelihood terms can show reliably.
_RESOLUTION = 64 * np.finfo(float).eps

_STATUS_REASONS = {
    "converged": "",
    "separation": (
        "the data are separable: a hyperplane splits the 0s from the 1s, so the likelihood keeps "
        "rising as the coefficients grow without bound and the maximum-likelihood estimate does "
        "not exist (some training points were fitted with probability 0 or 1, |eta| > {limit:g}). "
        "Use l2 > 0 for a finite (penalised) estimate"
    ),
    "divergence": (
        "the Poisson fit diverges: some zero counts can be fitted with mean 0 only as the "
        "coefficients grow without bound, so the maximum-likelihood estimate does not exist "
        "(some fitted means fell below e^-{limit:g}). Use l2 > 0 for a finite (penalised) estimate"
    ),
    "max_iter": "Newton's method did not converge in max_iter={max_iter} iterations",
}
# With l2 > 0 only the unpenalised intercept can run off.
_PENALISED_REASONS = {
    "separation": (
        "every label is the same, so the unpenalised intercept grows without bound and no "
        "estimate exists, penalty or not. Use data with both classes"
    ),
    "divergence": (
        "every count is zero, so the unpenalised intercept falls without bound and no estimate "
        "exists, penalty or not. Use data with some positive counts"
    ),
}


def _frozen(array: np.ndarray) -> np.ndarray:
    array = np.asarray(array)
    array.setflags(write=False)
    return array


# --------------------------------------------------------------------------- families


def _mean(family: str, eta: np.ndarray) -> np.ndarray:
    """The transfer function (inverse canonical link) mu = g^{-1}(eta): identity, logistic,
    exponential. The one implementation behind :meth:`GLMFit.predict_mean` and
    :func:`mean_response`; a Poisson mean that overflows is ``inf``."""
    if family == "bernoulli":
        return expit(eta)
    if family == "poisson":
        with np.errstate(over="ignore"):
            return np.exp(eta)
    return eta


def _log_likelihood_terms(family: str, eta: np.ndarray, y: np.ndarray) -> np.ndarray:
    r"""Per-point log-likelihood (Gaussian: :math:`-\frac12 (y-\eta)^2`, the unit-variance kernel)."""
    if family == "bernoulli":
        # y log sigma(eta) + (1 - y) log(1 - sigma(eta)) = y eta - log(1 + e^eta), and
        # log(1 + e^eta) = max(eta, 0) + log1p(e^-|eta|) (no overflow; faster than logaddexp)
        return y * eta - np.maximum(eta, 0.0) - np.log1p(np.exp(-np.abs(eta)))
    if family == "poisson":
        # y log mu - mu - log y!  with log mu = eta  (slides eq. 30-32)
        return y * eta - np.exp(eta) - gammaln(y + 1.0)
    return -0.5 * (y - eta) ** 2


def _gaussian_log_likelihood(rss: np.ndarray | float, n: int, sigma2: float) -> np.ndarray | float:
    """Gaussian log-likelihood with variance sigma2 (slides eq. 13)."""
    return -0.5 * n * np.log(2.0 * np.pi * sigma2) - rss / (2.0 * sigma2)


def _saturated(family: str, eta: np.ndarray) -> bool:
    """True if a training point is fitted with certainty (see ETA_LIMIT): time to check
    whether the MLE exists at all."""
    if family == "bernoulli":
        return bool(np.max(np.abs(eta)) > ETA_LIMIT)
    return family == "poisson" and bool(np.min(eta) < -ETA_LIMIT)


def _escape_direction_exists(family: str, design: np.ndarray, y: np.ndarray,
                             penalised: np.ndarray) -> bool:
    r"""True if some direction :math:`d` raises the log-likelihood for ever (no MLE).

    Bernoulli (Albert & Anderson 1984): the data are separated, completely or
    quasi-completely, iff some :math:`d` has :math:`s_i \mathbf{x}_i^\top d \ge 0` for every
    point (:math:`s_i = \pm 1` for :math:`y_i = 1, 0`) and :math:`> 0` for at least one.
    Poisson: the MLE fails to exist iff some :math:`d` has :math:`\mathbf{x}_i^\top d = 0`
    wherever :math:`y_i > 0` and :math:`\mathbf{x}_i^\top d \le 0`, with at least one
    :math:`< 0`, wherever :math:`y_i = 0`. Each is a linear program over the box
    :math:`-1 \le d_j \le 1`, whose optimum is positive exactly when such a :math:`d` exists.
    A penalised coefficient cannot run off (the penalty would win): its :math:`d_j` is 0.
    """
    from scipy.optimize import linprog

    # Unit-scale columns: the same directions exist, and the solver's tolerances mean the same.
    scale = np.max(np.abs(design), axis=0)
    X = design / np.where(scale > 0, scale, 1.0)
    if np.all(penalised):
        return False
    bounds = [(0.0, 0.0) if fixed else (-1.0, 1.0) for fixed in penalised]
    if family == "bernoulli":
        signed = np.where(y > 0, 1.0, -1.0)[:, None] * X
        result = linprog(-signed.sum(axis=0), A_ub=-signed, b_ub=np.zeros(len(y)),
                         bounds=bounds, method="highs")
    else:
        zeros, positive = X[y == 0], X[y > 0]
        if zeros.shape[0] == 0:
            return False
        result = linprog(zeros.sum(axis=0), A_ub=zeros, b_ub=np.zeros(zeros.shape[0]),
                         A_eq=positive if positive.shape[0] else None,
                         b_eq=np.zeros(positive.shape[0]) if positive.shape[0] else None,
                         bounds=bounds, method="highs")
    # d = 0 is always feasible, so the optimum is <= 0; a clearly negative one is an escape.
    # (The solver may break each constraint by ~1e-7, so a gain below ~1e-7 per point is noise.)
    return bool(result.status == 0 and -result.fun > 1e-6 * max(1.0, float(len(y))))


# --------------------------------------------------------------------------- validation


def _sum_log_factorials(counts: np.ndarray) -> float:
    """:math:`\\sum_i \\log y_i!` of whole counts, each distinct value's log-factorial taken once."""
    largest = float(counts.max(initial=0.0))
    if largest > 4 * counts.size + 1000:  # a sparse range: direct is cheaper
        return float(np.sum(gammaln(counts + 1.0)))
    tally = np.bincount(counts.astype(np.int64))
    return float(tally @ gammaln(np.arange(tally.size) + 1.0))


def _check_rank(matrix: np.ndarray, fit_intercept: bool) -> None:
    """Raise if ``matrix`` (X^T W X with equal positive weights, or X^T X) is singular:
    then the columns of the design are linearly dependent and no estimate is unique."""
    eigenvalues = np.linalg.eigvalsh(matrix)
    if not eigenvalues[0] > matrix.shape[0] * np.finfo(float).eps * eigenvalues[-1]:
        raise ValueError(
            f"the columns of `X`{' (with the intercept column)' if fit_intercept else ''} are "
            f"linearly dependent (a constant or repeated feature): the coefficients are not "
            f"identifiable. Drop a redundant column or use l2 > 0"
        )


def _fitted_exactly(rss: float, y: np.ndarray) -> bool:
    """True if the residuals are rounding noise: RSS <= 1e-20 of the spread of ``y``."""
    spread = float(np.sum((y - y.mean()) ** 2)) or float(np.sum(y**2))
    return not rss > 1e-20 * spread


def _check_design(X: Any) -> np.ndarray:
    if not (isinstance(X, np.ndarray) and X.dtype == np.float64 and np.isfinite(X).all()):
        X = check_numbers("X", X)  # converts, or names the first bad entry
    X = np.asarray(X, dtype=float)
    if X.ndim == 1:
        X = X[:, None]
    if X.ndim != 2 or X.shape[0] == 0:
        raise ValueError(
            f"`X` must be a non-empty array of shape (n_samples, n_features) or (n_samples,); "
            f"got shape {np.shape(X)}"
        )
    return X


def _check_response(family: str, y: Any, n: int) -> np.ndarray:
    if isinstance(y, np.ndarray) and y.dtype == np.float64 and y.shape == (n,):
        # Fast path for a float array already in range; anything else gets the full check.
        if family == "gaussian" and np.isfinite(y).all():
            return y
        if family == "bernoulli" and np.all((y == 0.0) | (y == 1.0)):
            return y
        if family == "poisson" and np.isfinite(y).all() and y.min() >= 0.0 and np.all(y == np.floor(y)):
            return y
    if family == "bernoulli":
        y = check_numbers("y", y, low=0, high=1, integer=True)
    elif family == "poisson":
        y = check_numbers("y", y, low=0, integer=True)
    else:
        y = check_numbers("y", y)
    y = np.atleast_1d(np.asarray(y, dtype=float))
    if y.shape != (n,):
        raise ValueError(f"`y` must have shape ({n},), one value per row of `X`; got {y.shape}")
    return y


def _with_intercept(X: np.ndarray, fit_intercept: bool) -> np.ndarray:
    """The design matrix: a column of ones, then the features."""
    if not fit_intercept:
        return X
    design = np.empty((X.shape[0], X.shape[1] + 1))
    design[:, 0] = 1.0
    design[:, 1:] = X
    return design


# --------------------------------------------------------------------------- result


@dataclass(frozen=True)
class GLMFit:
    r"""A fitted generalised linear model (frozen; arrays are read-only).

    Attributes
    ----------
    family : {"gaussian", "bernoulli", "poisson"}
    fit_intercept : bool
        If True, ``coef[0]`` is the intercept and ``coef[1:]`` the feature weights.
    l2 : float
        Penalty weight (0: maximum likelihood).
    coef : ndarray of shape (n_coef,)
        The estimate :math:`\hat\theta`; all ``nan`` if the fit did not converge.
    standard_errors : ndarray of shape (n_coef,)
        Square roots of the diagonal of the inverse (penalised) Hessian of the negative
        log-likelihood at :math:`\hat\theta`; ``nan`` if not converged.
    log_likelihood : float
        :math:`\ell(\hat\theta)` (the log-likelihood, without the penalty); ``nan`` if
        not converged.
    path : ndarray of shape (n_iter + 1, n_coef)
        Newton's iterates, starting point first (kept when not converged, to show where
        the iteration was heading).
    log_likelihood_path : ndarray of shape (n_iter + 1,)
        :math:`\ell` at each iterate.
    converged : bool
    status : {"converged", "separation", "divergence", "max_iter"}
        A key a page can translate.
    reason : str
        Why the fit did not converge, in English ("" when it did).
    n_iter : int
        Newton steps taken.
    n_samples : int
    sigma2 : float or None
        Gaussian family: the maximum-likelihood noise variance :math:`\mathrm{RSS}/n`;
        None for the other families.
    """

    family: str
    fit_intercept: bool
    l2: float
    coef: np.ndarray
    standard_errors: np.ndarray
    log_likelihood: float
    path: np.ndarray
    log_likelihood_path: np.ndarray
    converged: bool
    status: str
    reason: str
    n_iter: int
    n_samples: int
    sigma2: float | None = None

    @property
    def intercept(self) -> float:
        """The intercept ``coef[0]`` (0.0 if ``fit_intercept`` is False)."""
        return float(self.coef[0]) if self.fit_intercept else 0.0

    @property
    def weights(self) -> np.ndarray:
        """The feature weights: ``coef`` without the intercept, shape (n_features,)."""
        return self.coef[1:] if self.fit_intercept else self.coef

    def _require_converged(self) -> None:
        if not self.converged:
            raise ValueError(f"the fit did not converge ({self.status}): {self.reason}")

    def _design(self, X: Any) -> np.ndarray:
        X = _check_design(X)
        n_features = self.coef.size - int(self.fit_intercept)
        if X.shape[1] != n_features:
            raise ValueError(f"`X` must have {n_features} feature column(s); got shape {X.shape}")
        return _with_intercept(X, self.fit_intercept)

    def predict_linear(self, X: Any) -> np.ndarray:
        r"""The linear predictor :math:`\eta = \hat\theta^\top\mathbf{x}`, shape (n_samples,).

        Raises
        ------
        ValueError
            If the fit did not converge, or ``X`` has the wrong number of columns.

        Examples
        --------
        >>> fit = fit_glm([[0.0], [1.0], [2.0], [3.0]], [1.0, 3.0, 2.0, 5.0])
        >>> fit.predict_linear([[4.0]]).round(6)  # 1.1 + 1.1 * 4
        array([5.5])
        """
        self._require_converged()
        return self._design(X) @ self.coef

    def predict_mean(self, X: Any) -> np.ndarray:
        r"""The fitted mean :math:`\mathbb E[y \mid \mathbf{x}] = g^{-1}(\eta)`, shape (n_samples,).

        A probability for ``"bernoulli"``, a rate for ``"poisson"``.

        Examples
        --------
        >>> fit = fit_glm([[0.0], [0.0], [1.0], [1.0], [1.0]], [0, 1, 0, 1, 1], family="bernoulli")
        >>> fit.predict_mean([[0.0], [1.0]]).round(6)
        array([0.5     , 0.666667])
        """
        return _mean(self.family, self.predict_linear(X))

    def log_likelihood_on(self, X: Any, y: Any) -> float:
        r"""Log-likelihood :math:`\sum_i \log p(y_i \mid \mathbf{x}_i, \hat\theta)` of (new) data.

        The Gaussian family uses the fitted :attr:`sigma2`. Divided by ``-n`` it is the
        log-loss of a Bernoulli model on that data.

        Examples
        --------
        >>> fit = fit_glm([[0.0], [0.0], [1.0], [1.0]], [0, 1, 0, 1], family="bernoulli")
        >>> round(fit.log_likelihood_on([[5.0]], [1]), 6)  # log 1/2
        -0.693147
        """
        eta = self.predict_linear(X)
        y = _check_response(self.family, y, eta.size)
        if self.family == "gaussian":
            return float(_gaussian_log_likelihood(np.sum((y - eta) ** 2), eta.size, self.sigma2))
        return float(np.sum(_log_likelihood_terms(self.family, eta, y)))

    def wald_interval(self, level: float = 0.95) -> np.ndarray:
        r"""Wald interval :math:`\hat\theta_j \pm z_{1-\alpha/2}\,\mathrm{se}_j` for each coefficient.

        Parameters
        ----------
        level : float, default 0.95
            Coverage, in (0, 1).

        Returns
        -------
        ndarray of shape (n_coef, 2)
            Lower and upper ends.

        Examples
        --------
        >>> fit = fit_glm([[0.0], [0.0], [1.0], [1.0], [1.0]], [0, 1, 0, 1, 1], family="bernoulli")
        >>> fit.wald_interval(0.95).round(3)  # se = sqrt(2), sqrt(2 + 3/2)
        array([[-2.772,  2.772],
               [-2.974,  4.36 ]])
        """
        level = check_number("level", level, low=0, high=1, low_open=True, high_open=True)
        self._require_converged()
        z = norm.ppf(0.5 + level / 2.0)
        return np.column_stack([self.coef - z * self.standard_errors,
                                self.coef + z * self.standard_errors])

    def wald_sign(self, index: int, level: float = 0.95) -> int:
        r"""The direction of coefficient ``index`` that its Wald interval supports.

        Parameters
        ----------
        index : int
            Which coefficient (``1`` is the slope of a one-feature model with an intercept).
        level : float, default 0.95
            Coverage of the interval, in (0, 1).

        Returns
        -------
        int
            ``1`` if the whole interval is above 0 (the data say the coefficient is
            positive), ``-1`` if it is below 0, ``0`` if it holds 0 (at this level the data
            do not tell the direction; an end exactly at 0 counts as holding it).

        Raises
        ------
        ValueError
            If the fit did not converge, or ``index`` or ``level`` breaks its rule.

        Examples
        --------
        >>> fit = fit_glm([[0.0], [0.0], [1.0], [1.0], [1.0]], [0, 1, 0, 1, 1], family="bernoulli")
        >>> fit.wald_sign(1)  # slope log 2, interval [-2.974, 4.36]: no clear direction
        0
        >>> fit_glm([[0.0], [1.0], [2.0], [3.0]], [1.0, 3.0, 2.0, 5.0]).wald_sign(1)
        1
        """
        index = check_number("index", index, low=0, high=self.coef.size - 1, integer=True)
        low, high = self.wald_interval(level)[index]
        return 1 if low > 0.0 else -1 if high < 0.0 else 0


# --------------------------------------------------------------------------- fitting


def fit_glm(
    X: Any,
    y: Any,
    family: str = "gaussian",
    l2: float = 0.0,
    *,
    fit_intercept: bool = True,
    max_iter: int = 100,
    tol: float = 1e-10,
    start: Any = None,
) -> GLMFit:
    r"""Fit a generalised linear model by Newton's method (IRLS), keeping every iterate.

    Maximises the log-likelihood, minus :math:`\frac{\lambda}{2}\lVert\mathbf{w}\rVert^2`
    when ``l2`` :math:`= \lambda > 0` (the intercept is never penalised):

    .. math::

        \ell(\theta) = \sum_{i=1}^n \log p(y_i \mid \eta_i), \quad
        \eta_i = \theta^\top \mathbf{x}_i, \qquad
        \theta_{k+1} = \theta_k + t_k\,(X^\top W_k X + \lambda P)^{-1}
                       \big(X^\top(\mathbf{y} - \boldsymbol\mu_k) - \lambda P\theta_k\big),

    with :math:`P` the identity except a 0 for the intercept, and the step :math:`t_k`
    halved from 1 until the penalised objective rises ("step halving"), so the objective
    never decreases along the path. (The one exception is the last step, taken whole once
    the gain it promises is below what the objective's last digits can show: the value may
    then wobble by a few units in the last place.)

    Parameters
    ----------
    X : array-like of shape (n_samples, n_features) or (n_samples,)
        Features, finite. Do not add a column of ones: see ``fit_intercept``.
    y : array-like of shape (n_samples,)
        Responses: real (gaussian), 0/1 (bernoulli), whole counts >= 0 (poisson).
    family : {"gaussian", "bernoulli", "poisson"}, default "gaussian"
    l2 : float, default 0.0
        Penalty :math:`\lambda \ge 0` on the feature weights (a Gaussian prior
        :math:`\mathcal N(0, \lambda^{-1} I)` on them: the fit is then the MAP estimate).
        For the Gaussian family the penalty is on the least-squares scale,
        :math:`\frac12\mathrm{RSS} + \frac{\lambda}{2}\lVert\mathbf w\rVert^2`, i.e. ridge
        regression with penalty :math:`\lambda` (scikit-learn ``Ridge(alpha=l2)``; the
        MAP estimate for a prior precision :math:`\alpha = \lambda\beta`).
    fit_intercept : bool, default True
        Prepend a column of ones: ``coef[0]`` is the (unpenalised) intercept. If False,
        ``X`` is used as given (a column of ones there would be penalised like any other).
    max_iter : int, default 100
        Most Newton steps.
    tol : float, default 1e-10
        Converged when the next Newton step would change no coefficient by more than
        ``tol * (1 + max|theta|)`` (that step is not taken), or when the gain it promises is
        below the objective's float resolution (that step is taken, and is the last).
        Newton's method converges quadratically, so the estimate is then accurate to about
        ``tol`` or better.
    start : array-like of shape (n_coef,), optional
        First iterate. Default: the intercept-only fit (the link of the mean of ``y``)
        with zero weights for bernoulli and poisson, zeros for gaussian.

    Returns
    -------
    GLMFit

    Raises
    ------
    ValueError
        If an argument breaks its rule, or the columns of the design are linearly
        dependent (no unique estimate: drop a column or use ``l2 > 0``).

    Notes
    -----
    **Non-existence of the MLE.** With a canonical link the log-likelihood is concave, so
    the only way Newton's method fails is that there is no maximum: the supremum is
    approached as :math:`\lVert\theta\rVert \to \infty`. This happens for Bernoulli data
    that a hyperplane separates completely or quasi-completely (Albert & Anderson 1984),
    and for Poisson data where a hyperplane has only zero counts on one side and all the
    positive counts on it. Detection has two stages. The cheap signal: after a step, some
    training point's linear predictor passes :data:`ETA_LIMIT` (a Bernoulli probability
    within :math:`10^{-13}` of 0 or 1, :math:`|\eta_i| > 30`; a Poisson mean below
    :math:`10^{-13}`, :math:`\eta_i < -30`) -- this is what the iterates of a fit without
    a maximum do within a few steps, but a finite MLE on strongly informative features can
    do it too. So the signal triggers an exact test, once: a small linear program looks
    for a direction :math:`d` along which the likelihood rises for ever (for Bernoulli
    data, :math:`(2y_i - 1)\,\mathbf{x}_i^\top d \ge 0` for all points, :math:`> 0` for
    some). If there is one, the fit stops with ``status="separation"``
    (``"divergence"`` for Poisson); if not, Newton's method goes on to the finite MLE.
    The same test names the cause when ``max_iter`` runs out with a point past the limit.
    With ``l2 > 0`` only the unpenalised intercept can still run off (all labels equal, or
    all counts zero); the test then looks along the intercept alone.

    **Standard errors** are the square roots of the diagonal of
    :math:`(X^\top W X + \lambda P)^{-1}` at the estimate (for the Gaussian family times
    :math:`\hat\sigma^2 = \mathrm{RSS}/n`): the inverse observed information. R's and
    statsmodels' ordinary-least-squares errors divide the RSS by :math:`n - p` instead:
    multiply by :math:`\sqrt{n/(n-p)}` to get theirs.

    **Gaussian log-likelihood.** ``log_likelihood`` and ``log_likelihood_path`` use the
    fitted :math:`\hat\sigma^2` at every iterate (the surface of
    :func:`log_likelihood_surface`). Newton's method on a quadratic lands on the
    least-squares solution in one step.

    Examples
    --------
    >>> fit = fit_glm([[0.0], [1.0], [2.0], [3.0]], [1.0, 3.0, 2.0, 5.0])
    >>> fit.coef.round(6), round(fit.sigma2, 6)
    (array([1.1, 1.1]), 0.675)
    >>> logistic = fit_glm([[1.0], [2.0], [3.0], [4.0]], [0, 1, 0, 1], family="bernoulli")
    >>> logistic.converged, logistic.n_iter
    (True, 4)
    >>> separable = fit_glm([[1.0], [2.0], [3.0], [4.0]], [0, 0, 1, 1], family="bernoulli")
    >>> separable.converged, separable.status, separable.coef
    (False, 'separation', array([nan, nan]))
    """
    family = check_choice("family", family, FAMILIES)
    l2 = check_number("l2", l2, low=0)
    max_iter = check_number("max_iter", max_iter, low=1, integer=True)
    tol = check_number("tol", tol, low=0, low_open=True)
    if not isinstance(fit_intercept, (bool, np.bool_)):
        raise ValueError(f"`fit_intercept` must be True or False; got {fit_intercept!r}")
    fit_intercept = bool(fit_intercept)
    features = _check_design(X)
    n = features.shape[0]
    y = _check_response(family, y, n)
    # The design with one row per coefficient, contiguous: X^T v and X^T W X read it along
    # rows. ``design`` is its transpose, a view (no copy).
    design_t = np.empty((features.shape[1] + int(fit_intercept), n))
    if fit_intercept:
        design_t[0] = 1.0
    design_t[int(fit_intercept):] = features.T
    design = design_t.T
    n_coef = design.shape[1]
    penalty = np.full(n_coef, l2)
    if fit_intercept:
        penalty[0] = 0.0

    if start is None:
        theta = np.zeros(n_coef)
        mean_y = float(np.mean(y))
        if fit_intercept and family == "bernoulli" and 0.0 < mean_y < 1.0:
            theta[0] = math.log(mean_y / (1.0 - mean_y))
        elif fit_intercept and family == "poisson" and mean_y > 0.0:
            theta[0] = math.log(mean_y)
    else:
        theta = np.atleast_1d(check_numbers("start", start)).astype(float)
        if theta.shape != (n_coef,):
            raise ValueError(f"`start` must have shape ({n_coef},), one value per coefficient; got {theta.shape}")

    # Per-point log-likelihood constants (log y! for Poisson) do not move the maximum:
    # add them once, not at every evaluation.
    constant = -_sum_log_factorials(y) if family == "poisson" else 0.0

    def evaluate(eta: np.ndarray, theta: np.ndarray) -> tuple[float, np.ndarray, np.ndarray]:
        """Penalised log-likelihood at ``theta`` (Gaussian: -RSS/2, the unit-variance
        kernel), with the mean and Newton weight of each point for the next step."""
        with np.errstate(over="ignore", invalid="ignore"):
            if family == "bernoulli":
                # One exp serves all three: log(1 + e^eta) = max(eta, 0) + log1p(e^-|eta|),
                # sigma(eta) and sigma(eta)(1 - sigma(eta)) = e^-|eta| / (1 + e^-|eta|)^2.
                small = np.exp(-np.abs(eta))
                value = float(y @ eta) - float(np.sum(np.maximum(eta, 0.0))) - float(np.sum(np.log1p(small)))
                inverse = 1.0 / (1.0 + small)
                mu = np.where(eta >= 0.0, inverse, small * inverse)
                weight = small * inverse * inverse
            elif family == "poisson":
                mu = weight = np.exp(eta)
                value = float(y @ eta) - float(np.sum(mu)) + constant
            else:
                mu, weight = eta, np.ones_like(eta)
                residual = y - eta
                value = -0.5 * float(residual @ residual)
            value -= 0.5 * float(penalty @ theta**2)
        return (value if math.isfinite(value) else -math.inf), mu, weight

    def newton_system(mu: np.ndarray, weight: np.ndarray, theta: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """Gradient X^T(y - mu) - P theta and negative Hessian X^T W X + P of the objective."""
        gradient = design_t @ (y - mu) - penalty * theta
        # X^T W X as B B^T with B = X^T W^(1/2): NumPy hands a product of a matrix with its
        # own transpose to the symmetric BLAS routine (half the work of a general product).
        rooted = design_t * np.sqrt(weight)
        information = rooted @ rooted.T
        if l2 > 0:
            information.flat[:: n_coef + 1] += penalty
        return gradient, information

    check_saturation = family != "gaussian"
    eta = design @ theta
    current, mu, weight = evaluate(eta, theta)
    path, values = [theta.copy()], [current]
    status = "max_iter"
    existence_checked = False
    information = None  # the negative Hessian at path[-1], once computed
    for iteration in range(max_iter):
        gradient, information = newton_system(mu, weight, theta)
        if iteration == 0:
            _check_rank(information if start is None else design_t @ design + np.diag(penalty),
                        fit_intercept)
        try:
            step = np.linalg.solve(information, gradient)
        except np.linalg.LinAlgError:
            step = np.full(n_coef, np.nan)
        if not np.all(np.isfinite(step)):
            break
        if np.max(np.abs(step)) <= tol * (1.0 + np.max(np.abs(theta))):
            status = "converged"
            break
        if 0.5 * float(gradient @ step) <= _RESOLUTION * max(1.0, abs(current)):
            # The gain this step promises (half the Newton decrement) is below what the
            # objective's last digits can show, so comparing values cannot guide it. Newton's
            # method is in its quadratic phase here: take the full step and stop.
            theta = theta + step
            eta = design @ theta
            current, mu, weight = evaluate(eta, theta)
            path.append(theta.copy())
            values.append(current)
            information = None
            status = "converged"
            break
        # Step halving: the first of 1, 1/2, 1/4, ... that raises the objective.
        size = 1.0
        for _halving in range(60):
            candidate = theta + size * step
            candidate_eta = design @ candidate
            candidate_value, candidate_mu, candidate_weight = evaluate(candidate_eta, candidate)
            if candidate_value > current:
                break
            size *= 0.5
        else:
            # No step along a Newton direction of a concave function raises it: the
            # objective is flat to machine precision -- this is the maximum.
            status = "converged"
            break
        theta, eta, current = candidate, candidate_eta, candidate_value
        mu, weight = candidate_mu, candidate_weight
        path.append(theta.copy())
        values.append(current)
        information = None
        if check_saturation and not existence_checked and _saturated(family, eta):
            # A point is fitted with certainty: either the coefficients are running off to
            # infinity (no MLE) or the MLE really is that extreme. The LP tells which.
            existence_checked = True
            if _escape_direction_exists(family, design, y, penalty > 0):
                status = "separation" if family == "bernoulli" else "divergence"
                break
    if status == "max_iter" and check_saturation and not existence_checked and _saturated(family, eta):
        if _escape_direction_exists(family, design, y, penalty > 0):
            status = "separation" if family == "bernoulli" else "divergence"

    path_array = np.array(path)
    # The log-likelihood of each iterate: the objective without the penalty.
    ll_path = np.array(values) + 0.5 * (path_array**2) @ penalty
    converged = status == "converged"
    sigma2 = None
    if family == "gaussian":
        rss_path = -2.0 * ll_path
        residual = y - eta
        rss = float(residual @ residual)
        rss_path[-1] = rss
        sigma2 = rss / n
        if _fitted_exactly(rss, y):
            raise ValueError(
                "`y` is fitted exactly (residual sum of squares 0): the noise variance MLE is 0 "
                "and the Gaussian likelihood is unbounded. Add noisy points or fewer features"
            )
        ll_path = _gaussian_log_likelihood(rss_path, n, sigma2)

    if converged:
        if information is None:
            information = newton_system(mu, weight, theta)[1]
        covariance = np.linalg.inv(information) * (sigma2 if family == "gaussian" else 1.0)
        coef = theta
        standard_errors = np.sqrt(np.diag(covariance))
        log_likelihood = float(ll_path[-1])
        reason = ""
    else:
        coef = np.full(n_coef, np.nan)
        standard_errors = np.full(n_coef, np.nan)
        log_likelihood = math.nan
        reasons = _PENALISED_REASONS if l2 > 0 and status in _PENALISED_REASONS else _STATUS_REASONS
        reason = reasons[status].format(limit=ETA_LIMIT, max_iter=max_iter)
    return GLMFit(
        family=family,
        fit_intercept=fit_intercept,
        l2=l2,
        coef=_frozen(coef),
        standard_errors=_frozen(standard_errors),
        log_likelihood=log_likelihood,
        path=_frozen(path_array),
        log_likelihood_path=_frozen(np.asarray(ll_path, dtype=float)),
        converged=converged,
        status=status,
        reason=reason,
        n_iter=len(path) - 1,
        n_samples=n,
        sigma2=sigma2,
    )


def fit_logistic(X: Any, y: Any, l2: float = 0.0, **options: Any) -> GLMFit:
    r"""Logistic regression by maximum likelihood: :func:`fit_glm` with ``family="bernoulli"``.

    :math:`p(y = 1 \mid \mathbf{x}) = \sigma(\theta^\top\mathbf{x})`; ``options`` are
    passed on (``fit_intercept``, ``max_iter``, ``tol``, ``start``).

    Examples
    --------
    >>> fit = fit_logistic([[0.0], [0.0], [1.0], [1.0], [1.0]], [0, 1, 0, 1, 1])
    >>> fit.coef.round(6)  # log-odds 0 at x = 0, log 2 at x = 1
    array([0.      , 0.693147])
    """
    return fit_glm(X, y, family="bernoulli", l2=l2, **options)


def log_likelihood_surface(
    X: Any,
    y: Any,
    family: str,
    grid_intercept: Any,
    grid_slope: Any,
    *,
    l2: float = 0.0,
    sigma2: float | None = None,
) -> np.ndarray:
    r"""Log-likelihood of a one-feature model over a grid of (intercept, slope).

    :math:`\ell(b_0, b_1) = \sum_i \log p(y_i \mid \eta_i = b_0 + b_1 x_i)`, minus
    :math:`\frac{\lambda}{2} b_1^2` if ``l2`` :math:`= \lambda > 0` (the penalised
    objective whose maximum :func:`fit_glm` finds). Vectorised over the grid in blocks of
    bounded memory.

    Parameters
    ----------
    X : array-like of shape (n_samples,) or (n_samples, 1)
        The one feature.
    y : array-like of shape (n_samples,)
    family : {"gaussian", "bernoulli", "poisson"}
    grid_intercept : array-like of shape (n_intercepts,)
    grid_slope : array-like of shape (n_slopes,)
    l2 : float, default 0.0
    sigma2 : float, optional
        Gaussian noise variance, > 0. Default: :math:`\hat\sigma^2 = \mathrm{RSS}/n` of
        the (ridge, if ``l2 > 0``) least-squares line, as :func:`fit_glm` computes it (the
        surface is then a quadratic with elliptical contours, and its maximum is
        ``fit_glm(...).log_likelihood`` minus the penalty). For the Gaussian family with
        ``l2 > 0`` the penalty is divided by ``sigma2`` (the least-squares scale of
        :func:`fit_glm`).

    Returns
    -------
    ndarray of shape (n_slopes, n_intercepts)
        ``surface[i, j]`` at intercept ``grid_intercept[j]`` and slope ``grid_slope[i]``
        (rows are slopes: ``x`` is the intercept axis, as ``numpy.meshgrid`` lays it out).

    Raises
    ------
    ValueError
        If an argument breaks its rule or ``X`` has more than one column.

    Examples
    --------
    >>> surface = log_likelihood_surface([0.0, 1.0], [0, 1], "bernoulli", [0.0], [0.0, 1.0])
    >>> surface.round(4)  # rows: slope 0 (2 log 1/2), slope 1
    array([[-1.3863],
           [-1.0064]])
    """
    family = check_choice("family", family, FAMILIES)
    l2 = check_number("l2", l2, low=0)
    features = _check_design(X)
    if features.shape[1] != 1:
        raise ValueError(f"`X` must have exactly one feature column; got shape {features.shape}")
    x = features[:, 0]
    y = _check_response(family, y, x.size)
    intercepts = np.atleast_1d(check_numbers("grid_intercept", grid_intercept))
    slopes = np.atleast_1d(check_numbers("grid_slope", grid_slope))
    for name, grid in (("grid_intercept", intercepts), ("grid_slope", slopes)):
        if grid.ndim != 1 or grid.size == 0:
            raise ValueError(f"`{name}` must be a non-empty 1-D array; got shape {grid.shape}")
    if family == "gaussian":
        if sigma2 is None:
            # The (penalised) least-squares line and RSS / n, as fit_glm computes them.
            design = np.column_stack([np.ones_like(x), x])
            gram = design.T @ design + np.diag([0.0, l2])
            residual = y - design @ np.linalg.lstsq(gram, design.T @ y, rcond=None)[0]
            sigma2 = float(residual @ residual / x.size)
            if _fitted_exactly(residual @ residual, y):
                raise ValueError("`y` lies exactly on a line: the noise variance MLE is 0; pass sigma2 > 0")
        else:
            sigma2 = check_number("sigma2", sigma2, low=0, low_open=True)

    b0, b1 = intercepts[None, :], slopes[:, None]
    if family == "gaussian":
        # Exact for least squares: RSS(b) = RSS(b_hat) + (b - b_hat)^T X^T X (b - b_hat),
        # with b_hat the least-squares line -- O(grid), and no cancellation near the minimum.
        design = np.column_stack([np.ones_like(x), x])
        best = np.linalg.lstsq(design, y, rcond=None)[0]
        residual = y - design @ best
        gram = design.T @ design
        d0, d1 = b0 - best[0], b1 - best[1]
        rss = float(residual @ residual) + gram[0, 0] * d0**2 + 2 * gram[0, 1] * d0 * d1 + gram[1, 1] * d1**2
        surface = _gaussian_log_likelihood(rss, x.size, sigma2)
    elif family == "poisson":
        # sum_i [y_i eta_i - e^eta_i] - sum log y_i!  with  sum_i e^(b0 + b1 x_i) =
        # e^b0 sum_i e^(b1 x_i): the intercept factors out, so only slopes x points remain.
        log_rates = logsumexp(slopes[:, None] * x[None, :], axis=1)[:, None]  # log sum_i e^(b1 x_i)
        with np.errstate(over="ignore"):
            surface = b0 * y.sum() + b1 * (x @ y) - np.exp(b0 + log_rates) - _sum_log_factorials(y)
    else:
        # sum_i [y_i eta_i - log(1 + e^eta_i)]: the first sum is b0 sum y + b1 sum x y; the
        # second is taken point by point, in blocks of slopes whose (slopes, intercepts,
        # samples) array stays ~0.5 MB, in cache.
        surface = b0 * y.sum() + b1 * (x @ y)
        block = max(1, (1 << 16) // max(1, intercepts.size * x.size))
        for start in range(0, slopes.size, block):
            eta = intercepts[None, :, None] + slopes[start:start + block, None, None] * x[None, None, :]
            softplus = np.maximum(eta, 0.0) + np.log1p(np.exp(-np.abs(eta)))
            surface[start:start + block] -= softplus.sum(axis=2)
    if l2 > 0:
        scale = sigma2 if family == "gaussian" else 1.0
        surface -= 0.5 * l2 * slopes[:, None] ** 2 / scale
    return surface


# --------------------------------------------------------------------------- one feature: data and responses
# What a page needs around a fit of one feature: data simulated from a family with known
# coefficients, a check that data suit a family before fitting, the mean for any
# coefficients (e.g. Newton's iterates when there is no maximum), and the distribution of
# the response around a fitted mean (the "bump around the prediction" of the slides).

#: Largest Poisson mean :func:`simulate_glm` will draw from (NumPy's sampler needs bounded means).
MAX_SIMULATED_MEAN: float = 1e6


class DataError(ValueError):
    """One-feature data that a family cannot fit, and why (:func:`check_regression_data`).

    ``str(err)`` is an English message; the attributes let a page say it in the
    student's language.

    Attributes
    ----------
    problem : str
        A key: ``"too_few"`` (fewer than 2 points), ``"same_x"`` (every x equal),
        ``"not_binary"`` (bernoulli needs 0 or 1), ``"not_count"`` (poisson needs whole
        numbers ≥ 0), ``"exact_line"`` (gaussian points exactly on a line: the noise
        variance MLE is 0).
    point : int or None
        The 1-based position of the offending point (``"not_binary"``, ``"not_count"``).
    value : float, int or None
        The offending value (a response, the common x, the number of points).
    """

    def __init__(self, problem: str, message: str, *, point: int | None = None, value: Any = None) -> None:
        self.problem, self.point, self.value = problem, point, value
        super().__init__(message)


def _check_vector(name: str, value: Any, length: int | None = None, **rule: Any) -> np.ndarray:
    """A finite 1-D float array (optionally of a given length and within bounds)."""
    try:
        shape = np.shape(value)
    except ValueError:
        raise ValueError(f"`{name}` must be a rectangular array; got rows of different lengths") from None
    if len(shape) != 1:
        raise ValueError(f"`{name}` must be a 1-D array; got shape {shape}")
    value = np.asarray(check_numbers(name, value, **rule), dtype=float)
    if length is not None and value.shape[0] != length:
        raise ValueError(f"`{name}` must have length {length}; got length {value.shape[0]}")
    return value


def simulate_glm(
    family: str,
    n_samples: int,
    rng: np.random.Generator,
    *,
    intercept: float,
    slope: float,
    noise_std: float = 1.0,
    low: float = -2.0,
    high: float = 2.0,
) -> tuple[np.ndarray, np.ndarray]:
    r"""Points from a one-feature generalised linear model with known coefficients.

    :math:`x \sim U(\text{low}, \text{high})`, :math:`\eta = b_0 + b_1 x`, then
    :math:`y \sim \mathcal{N}(\eta, \sigma^2)` (gaussian), :math:`\mathrm{Bernoulli}(\sigma(\eta))`
    (bernoulli, logistic link) or :math:`\mathrm{Poisson}(e^\eta)` (poisson, log link).

    Parameters
    ----------
    family : {"gaussian", "bernoulli", "poisson"}
    n_samples : int
        Number of points, ≥ 0.
    rng : numpy.random.Generator
        Source of randomness: all inputs are drawn first, then all responses.
    intercept, slope : float, keyword-only
        The true coefficients :math:`b_0, b_1`, finite.
    noise_std : float, keyword-only, default 1.0
        Gaussian noise standard deviation σ, finite and > 0 (ignored by the other families).
    low, high : float, keyword-only, default -2.0 and 2.0
        Range of the inputs, finite, ``low < high``.

    Returns
    -------
    x : ndarray of shape (n_samples,)
    y : ndarray of shape (n_samples,)
        Real numbers, 0/1 or whole counts (as floats).

    Raises
    ------
    ValueError
        If an argument breaks its rule, or a Poisson mean on [low, high] would exceed
        :data:`MAX_SIMULATED_MEAN`.

    References
    ----------
    Seed 002 (NYU slides), eqs. 4-6 (Gaussian), 16-17 (Bernoulli, logistic function) and
    29-32 (Poisson regression with the exponential transfer function).

    Examples
    --------
    >>> x, y = simulate_glm("bernoulli", 4, np.random.default_rng(0), intercept=0.0, slope=1.0)
    >>> x.shape, set(y.tolist()) <= {0.0, 1.0}
    ((4,), True)
    """
    family = check_choice("family", family, FAMILIES)
    n_samples = check_number("n_samples", n_samples, low=0, integer=True)
    check_generator("rng", rng)
    intercept = check_number("intercept", intercept)
    slope = check_number("slope", slope)
    noise_std = check_number("noise_std", noise_std, low=0, low_open=True)
    low = check_number("low", low)
    high = check_number("high", high, low=low, low_open=True)
    if family == "poisson":
        largest = intercept + max(slope * low, slope * high)
        if largest > math.log(MAX_SIMULATED_MEAN):
            raise ValueError(
                f"the Poisson mean exp(intercept + slope*x) must stay <= {MAX_SIMULATED_MEAN:g} on "
                f"[low, high]; got exp({largest:g}): choose a smaller intercept or slope"
            )
    x = rng.uniform(low, high, n_samples)
    eta = intercept + slope * x
    if family == "gaussian":
        y = eta + noise_std * rng.standard_normal(n_samples)
    elif family == "bernoulli":
        y = (rng.random(n_samples) < _mean(family, eta)).astype(float)
    else:
        y = rng.poisson(_mean(family, eta)).astype(float)
    return x, y


def mean_response(family: str, eta: Any) -> np.ndarray:
    r"""The mean response :math:`\mu = f(\eta)` for linear predictors ``eta`` (the transfer function).

    Identity (gaussian), logistic :math:`1/(1 + e^{-\eta})` (bernoulli), exponential
    (poisson): the canonical links of :func:`fit_glm`, usable for any coefficients, e.g.
    the iterates of Newton's method on data whose maximum-likelihood estimate does not
    exist (``GLMFit.path``). The same function as :meth:`GLMFit.predict_mean`.

    Parameters
    ----------
    family : {"gaussian", "bernoulli", "poisson"}
    eta : array_like of shape (n_points,)
        Linear predictors :math:`b_0 + b_1 x`, finite.

    Returns
    -------
    ndarray of shape (n_points,)
        For poisson, ``inf`` where :math:`e^\eta` overflows (η > 709).

    Raises
    ------
    ValueError
        If ``family`` is unknown or ``eta`` is not a finite 1-D array.

    References
    ----------
    Seed 002, eq. 17 (logistic function) and the Poisson transfer function (eq. 30-31).

    Examples
    --------
    >>> mean_response("bernoulli", [0.0, np.log(3.0)])
    array([0.5 , 0.75])
    >>> mean_response("poisson", [0.0, 1.0]).round(4)
    array([1.    , 2.7183])
    """
    family = check_choice("family", family, FAMILIES)
    return _mean(family, _check_vector("eta", eta))


def _check_means(family: str, mean: Any) -> np.ndarray:
    if family == "bernoulli":
        return _check_vector("mean", mean, low=0, high=1)
    if family == "poisson":
        return _check_vector("mean", mean, low=0)
    return _check_vector("mean", mean)


def _gaussian_scale(family: str, sigma2: Any) -> float | None:
    if family != "gaussian":
        return None
    if sigma2 is None:
        raise ValueError("`sigma2` must be given for the gaussian family (the noise variance); got None")
    return math.sqrt(check_number("sigma2", sigma2, low=0, low_open=True))


def response_probability(family: str, mean: Any, values: Any, *, sigma2: float | None = None) -> np.ndarray:
    r"""How probable each response value is around each fitted mean: :math:`p(y \mid \mu)`.

    The "bump around the prediction" of the slides: a Gaussian density, the two
    Bernoulli probabilities, or the Poisson probabilities, for a model whose mean at
    some inputs is ``mean`` (e.g. :meth:`GLMFit.predict_mean`).

    Parameters
    ----------
    family : {"gaussian", "bernoulli", "poisson"}
    mean : array_like of shape (n_points,)
        The mean response at each input: a real number (gaussian), a probability in
        [0, 1] (bernoulli), a rate ≥ 0 (poisson).
    values : array_like of shape (n_values,)
        Response values y: any real numbers (gaussian), 0 or 1 (bernoulli), whole
        numbers ≥ 0 (poisson).
    sigma2 : float, keyword-only
        Gaussian noise variance, finite and > 0; required for (and only used by) the
        gaussian family.

    Returns
    -------
    ndarray of shape (n_points, n_values)
        A density (gaussian) or a probability (bernoulli, poisson).

    Raises
    ------
    ValueError
        If an argument breaks its rule.

    Notes
    -----
    .. math::

        \mathcal{N}(y \mid \mu, \sigma^2), \qquad \mu^y(1 - \mu)^{1-y}, \qquad
        \frac{\mu^y e^{-\mu}}{y!}

    References
    ----------
    Seed 002, eqs. 6, 16 and 29.

    Examples
    --------
    >>> response_probability("bernoulli", [0.25], [0, 1])
    array([[0.75, 0.25]])
    >>> response_probability("poisson", [2.0], [0, 1, 2]).round(4)  # e^-2 (1, 2, 2)
    array([[0.1353, 0.2707, 0.2707]])
    """
    family = check_choice("family", family, FAMILIES)
    mean = _check_means(family, mean)
    scale = _gaussian_scale(family, sigma2)
    if family == "gaussian":
        values = _check_vector("values", values)
        return norm.pdf(values[None, :], loc=mean[:, None], scale=scale)
    if family == "bernoulli":
        values = _check_vector("values", values, low=0, high=1, integer=True)
        return np.where(values[None, :] == 1.0, mean[:, None], 1.0 - mean[:, None])
    values = _check_vector("values", values, low=0, integer=True)
    return poisson.pmf(values[None, :], mean[:, None])


def response_interval(family: str, mean: Any, level: float, *, sigma2: float | None = None) -> np.ndarray:
    r"""Equal-tailed interval holding at least ``level`` of the response around each mean.

    Parameters
    ----------
    family : {"gaussian", "bernoulli", "poisson"}
    mean : array_like of shape (n_points,)
        As in :func:`response_probability`.
    level : float
        Coverage, in (0, 1).
    sigma2 : float, keyword-only
        Gaussian noise variance (required for the gaussian family).

    Returns
    -------
    ndarray of shape (n_points, 2)
        Lower and upper ends: :math:`\mu \mp z\sigma` (gaussian); for the discrete
        families the :math:`(1 - \text{level})/2` and :math:`(1 + \text{level})/2`
        quantiles, whole numbers, so the interval holds at least ``level``.

    Raises
    ------
    ValueError
        If an argument breaks its rule.

    Examples
    --------
    >>> response_interval("gaussian", [1.0], 0.95, sigma2=4.0).round(3)
    array([[-2.92,  4.92]])
    >>> response_interval("poisson", [3.0], 0.9)  # P(y <= 0) = 0.05 exactly: 0 is the lower end
    array([[0., 6.]])
    """
    family = check_choice("family", family, FAMILIES)
    mean = _check_means(family, mean)
    level = check_number("level", level, low=0, high=1, low_open=True, high_open=True)
    scale = _gaussian_scale(family, sigma2)
    tails = np.array([(1.0 - level) / 2.0, (1.0 + level) / 2.0])
    if family == "gaussian":
        return norm.ppf(tails[None, :], loc=mean[:, None], scale=scale)
    distribution = bernoulli(mean[:, None]) if family == "bernoulli" else poisson(mean[:, None])
    return distribution.ppf(tails[None, :])


def check_regression_data(x: Any, y: Any, family: str) -> tuple[np.ndarray, np.ndarray]:
    r"""Check that one-feature data can be fitted by a family's maximum likelihood.

    Parameters
    ----------
    x, y : array_like of shape (n_points,)
        Inputs and responses, finite.
    family : {"gaussian", "bernoulli", "poisson"}

    Returns
    -------
    x, y : ndarray of shape (n_points,)

    Raises
    ------
    DataError
        ``"too_few"`` (fewer than 2 points), ``"same_x"`` (no spread in x: the slope is
        not identifiable), ``"not_binary"`` / ``"not_count"`` (a response the family
        cannot produce, with the first such point), ``"exact_line"`` (gaussian points
        exactly on a line: the likelihood is unbounded as σ → 0, the rule with which
        :func:`fit_glm` refuses such data).
    ValueError
        If ``family`` is unknown or the arrays are not finite 1-D arrays of equal length.

    Notes
    -----
    Data a hyperplane separates (bernoulli) or cuts off at zero counts (poisson) pass
    this check: their maximum-likelihood estimate does not exist, which :func:`fit_glm`
    reports (``converged=False``).

    Examples
    --------
    >>> check_regression_data([1.0, 2.0], [0.0, 2.0], "bernoulli")
    Traceback (most recent call last):
    ...
    bayeslab.glm.DataError: point 2: y = 2.0 must be 0 or 1 for the bernoulli family
    """
    family = check_choice("family", family, FAMILIES)
    x = _check_vector("x", x)
    y = _check_vector("y", y, x.shape[0])
    if x.shape[0] < 2:
        raise DataError("too_few", f"at least 2 points are needed; got {x.shape[0]}", value=x.shape[0])
    if np.all(x == x[0]):
        raise DataError("same_x", f"x must take at least two different values; every x is {float(x[0])!r}",
                        value=float(x[0]))
    if family == "bernoulli":
        bad = np.flatnonzero((y != 0.0) & (y != 1.0))
        if bad.size:
            i = int(bad[0])
            raise DataError("not_binary", f"point {i + 1}: y = {float(y[i])!r} must be 0 or 1 for the bernoulli family",
                            point=i + 1, value=float(y[i]))
    elif family == "poisson":
        bad = np.flatnonzero((y < 0.0) | (y != np.floor(y)))
        if bad.size:
            i = int(bad[0])
            raise DataError("not_count",
                            f"point {i + 1}: y = {float(y[i])!r} must be a whole number >= 0 for the poisson family",
                            point=i + 1, value=float(y[i]))
    else:
        design = np.column_stack([np.ones_like(x), x])
        residual = y - design @ np.linalg.lstsq(design, y, rcond=None)[0]
        if _fitted_exactly(float(residual @ residual), y):
            raise DataError("exact_line", "the points lie exactly on a line: the noise variance MLE is 0 "
                                          "and the Gaussian likelihood is unbounded")
    return x, y
