r"""Gaussian class-conditional classifiers: naive, shared and full covariance.

A generative classifier models the joint :math:`p(\mathbf{x}, c) = p(c)\,p(\mathbf{x} \mid c)`
and predicts with Bayes' rule. Here the class prior is categorical,
:math:`p(c) = \pi_c`, and each class-conditional density is a Gaussian,
:math:`p(\mathbf{x} \mid c) = \mathcal{N}(\mathbf{x} \mid \boldsymbol\mu_c, \Sigma_c)`,
in one of three flavours (the three cases of the lecture slides):

- ``"naive"`` -- every :math:`\Sigma_c` is diagonal: the features are independent
  given the class (Gaussian naive Bayes). The boundary is quadratic in general.
- ``"shared"`` -- one covariance :math:`\Sigma` for all classes (linear discriminant
  analysis). The quadratic terms cancel: the boundary is linear, and for two classes
  :math:`p(c_1 \mid \mathbf{x}) = \sigma(\mathbf{w}^\top\mathbf{x} + w_0)` -- the same
  form as logistic regression (Bishop, PRML eq. 4.65-4.67).
- ``"full"`` -- one unrestricted :math:`\Sigma_c` per class (quadratic discriminant
  analysis): quadratic boundaries.

Fitting is maximum likelihood of the joint (slides eq. 59-61): class frequencies,
class means, and covariance matrices divided by :math:`N_c - \mathrm{ddof}`
(``ddof=0`` is the MLE, ``ddof=1`` the unbiased estimate; textbooks and libraries
differ, so both are offered). All scores are kept in log space and normalised with
log-sum-exp.

Besides the classifier, the module has the closed-form pieces a page draws:
decision thresholds of 1-D Gaussian classes (:func:`decision_thresholds_1d`), their
weighted densities and posteriors (:func:`gaussian_posterior_1d`), and the ellipses
of a 2-D Gaussian (:func:`covariance_ellipse`, :func:`contour_probability`).

References
----------
.. [1] C. M. Bishop, *Pattern Recognition and Machine Learning*, Springer, 2006,
   section 4.2 (probabilistic generative models: eq. 4.65-4.67 for a shared covariance,
   4.2.2 the maximum-likelihood solution).
.. [2] K. P. Murphy, *Machine Learning: a Probabilistic Perspective*, MIT Press, 2012,
   section 4.2 (Gaussian discriminant analysis: quadratic and linear).
.. [3] M. Ren, *Probabilistic models*, NYU CSCI-GA 2565 lecture slides, 2023:
   Gaussian naive Bayes (eq. 52-61), Gaussian Bayes classifiers.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass, field
from typing import Any, Hashable, Sequence

import numpy as np
from scipy.special import expit, logsumexp
from scipy.stats import chi2

from bayeslab._validate import check_choice, check_generator, check_number, check_numbers

__all__ = [
    "COVARIANCES",
    "CURVE_MODELS",
    "SCENARIOS",
    "SHAPES",
    "LearningCurve",
    "contour_lines",
    "contour_segments",
    "lda_separates",
    "learning_curve",
    "grid_posterior",
    "posterior_on_grid",
    "simulate_classes",
    "simulate_scenario",
    "simulation_covariances",
    "GaussianClassifier",
    "GaussianClassifierFit",
    "SingularCovarianceError",
    "DecisionRegions1D",
    "Posterior1D",
    "decision_thresholds_1d",
    "equal_variance_threshold",
    "parameter_count",
    "lowest",
    "gaussian_posterior_1d",
    "covariance_ellipse",
    "covariance_ellipses",
    "contour_probability",
]

#: The covariance structures a :class:`GaussianClassifier` can assume.
COVARIANCES = ("naive", "shared", "full")

# A covariance matrix whose eigenvalues spread wider than this is treated as singular:
# its inverse would carry no correct digit (float64 has about 16).
_MAX_CONDITION = 1e12
_LOG_2PI = float(np.log(2.0 * np.pi))
# 1-D decision thresholds farther than this many standard deviations are not reported.
_FAR = 1e8


def _frozen(array: np.ndarray) -> np.ndarray:
    """The array, write-protected (a frozen result must not change under a caller)."""
    array = np.asarray(array)
    array.setflags(write=False)
    return array


def _row_max(values: np.ndarray) -> np.ndarray:
    """``values.max(axis=1, keepdims=True)`` of an (n, C) array with few columns, column by
    column: a reduction along a short row costs NumPy ~30x more per element than an
    elementwise maximum of two columns (72 us against 3 us on 2,000 x 2)."""
    return functools.reduce(np.maximum, values.T)[:, None]


def _logsumexp_rows(log_values: np.ndarray, largest: np.ndarray | None = None) -> np.ndarray:
    """``scipy.special.logsumexp(log_values, axis=1, keepdims=True)`` for rows with a finite
    maximum (every row of a log joint here): the same max-shift formula, without SciPy's
    general-case overhead, summing column by column (see :func:`_row_max`). ``largest``:
    the row maxima, if the caller has them."""
    if largest is None:
        largest = _row_max(log_values)
    shifted = np.exp(log_values - largest)
    return largest + np.log(functools.reduce(np.add, shifted.T)[:, None])


def _label(value: Any) -> Any:
    """A class label as the plain Python value it holds (for messages: 1, not np.int64(1))."""
    return value.item() if isinstance(value, np.generic) else value


def _check_matrix(name: str, X: Any, n_features: int | None = None) -> np.ndarray:
    """Finite float array of shape (n_samples, n_features), n_samples >= 1."""
    X = check_numbers(name, X)
    if np.ndim(X) != 2 or X.shape[0] == 0 or X.shape[1] == 0:
        raise ValueError(
            f"`{name}` must be a non-empty 2-D array of shape (n_samples, n_features); "
            f"got shape {np.shape(X)}"
        )
    if n_features is not None and X.shape[1] != n_features:
        raise ValueError(
            f"`{name}` must have {n_features} columns (the fitted n_features); got shape {X.shape}"
        )
    return X


def _check_priors(name: str, priors: Any, n_classes: int | None = None) -> np.ndarray:
    """Probabilities > 0 that sum to 1 (within 1e-6), renormalised exactly."""
    values = np.atleast_1d(check_numbers(name, priors, low=0, high=1, low_open=True))
    if values.ndim != 1 or (n_classes is not None and values.size != n_classes):
        expected = "a 1-D sequence" if n_classes is None else f"{n_classes} values (one per class)"
        raise ValueError(f"`{name}` must be {expected}; got shape {np.shape(priors)}")
    total = float(values.sum())
    if abs(total - 1.0) > 1e-6:
        raise ValueError(f"`{name}` must sum to 1; got {list(values)!r} (sum {total!r})")
    return values / total


# --------------------------------------------------------------------------- classifier


def parameter_count(model: str, n_classes: int, n_features: int) -> int:
    r"""Free parameters of a classifier with :math:`C` classes and :math:`D` features.

    The counts of the lecture slides, for the three Gaussian models, and of
    (multinomial) logistic regression for comparison:

    - ``"naive"``: :math:`2CD + C - 1` (a mean and a variance per class and feature, and
      the :math:`C - 1` free priors);
    - ``"shared"``: :math:`CD + D(D+1)/2 + C - 1` (one symmetric covariance matrix);
    - ``"full"``: :math:`CD + C\,D(D+1)/2 + C - 1` (one symmetric matrix per class);
    - ``"logistic"``: :math:`(C - 1)(D + 1)` (a weight vector and an intercept per class
      but one; it models :math:`p(c \mid \mathbf{x})` only, not the features).

    Examples
    --------
    >>> [parameter_count(model, 2, 2) for model in ("naive", "shared", "full", "logistic")]
    [9, 8, 11, 3]
    """
    model = check_choice("model", model, (*COVARIANCES, "logistic"))
    C = check_number("n_classes", n_classes, low=2, integer=True)
    D = check_number("n_features", n_features, low=1, integer=True)
    if model == "logistic":
        return (C - 1) * (D + 1)
    per_matrix = D * (D + 1) // 2
    covariance_parameters = {"naive": C * D, "shared": per_matrix, "full": C * per_matrix}
    return C * D + covariance_parameters[model] + C - 1


def lowest(scores: Any, *, rel_tol: float = 1e-12) -> tuple[Hashable, ...]:
    r"""Every key whose score is the smallest: the winners of a comparison, ties included.

    "Which model has the lowest test error?" has no single answer when two models
    misclassify the same number of test points; a page that asks it must name them all.

    Parameters
    ----------
    scores : mapping of key -> float or None
        A score per candidate (lower is better), ``None`` for a candidate that has no
        score (a model that could not be fitted): it is left out.
    rel_tol : float, default 1e-12
        Scores within this relative distance of the smallest count as equal (one test
        error rate computed two ways, ``1 - accuracy``, may differ in the last bit).

    Returns
    -------
    tuple
        The winning keys in the mapping's order; empty when no candidate has a score.

    Examples
    --------
    >>> lowest({"naive": 0.25, "shared": 0.125, "full": 0.125, "logistic": None})
    ('shared', 'full')
    >>> lowest({"naive": None})
    ()
    """
    rel_tol = check_number("rel_tol", rel_tol, low=0.0)
    if not hasattr(scores, "items"):
        raise ValueError(f"`scores` must be a mapping of candidate -> score; got {type(scores).__name__}")
    given = {key: value for key, value in scores.items() if value is not None}
    if not given:
        return ()
    keys = list(given)
    values = np.atleast_1d(check_numbers("scores", [given[k] for k in keys]))
    best = values.min()
    return tuple(k for k, v in zip(keys, values) if v - best <= rel_tol * abs(best))


@dataclass(frozen=True)
class GaussianClassifierFit:
    r"""A fitted Gaussian classifier: priors, means and covariances of each class.

    Made by :meth:`GaussianClassifier.fit`; all arrays are read-only.

    Attributes
    ----------
    covariance : {"naive", "shared", "full"}
        The covariance structure that was fitted.
    ddof : int
        Delta degrees of freedom of the covariance estimates (0: MLE, 1: unbiased).
    reg : float
        Ridge added to the diagonal of every covariance matrix (0: none).
    classes : ndarray of shape (n_classes,)
        The class labels, sorted (column order of every per-class output).
    class_counts : ndarray of shape (n_classes,), dtype int64
        Training points per class, :math:`N_c`.
    priors : ndarray of shape (n_classes,)
        :math:`\pi_c`: the class frequencies :math:`N_c / N`, or the priors given.
    means : ndarray of shape (n_classes, n_features)
        :math:`\boldsymbol\mu_c`, the class means.
    covariances : ndarray of shape (n_classes, n_features, n_features)
        :math:`\Sigma_c` (diagonal for ``"naive"``; the same pooled matrix repeated for
        ``"shared"``), ``reg`` included.
    """

    covariance: str
    ddof: int
    reg: float
    classes: np.ndarray
    class_counts: np.ndarray
    priors: np.ndarray
    means: np.ndarray
    covariances: np.ndarray
    # Per class: L^{-1} with L L^T = Sigma_c (whitens x - mu_c), and log |Sigma_c|.
    _whiteners: np.ndarray = field(repr=False)
    _log_dets: np.ndarray = field(repr=False)

    @property
    def n_classes(self) -> int:
        """Number of classes, C."""
        return int(self.classes.size)

    @property
    def n_features(self) -> int:
        """Number of features, D."""
        return int(self.means.shape[1])

    @property
    def n_parameters(self) -> int:
        r"""Number of free parameters of the model.

        With :math:`C` classes and :math:`D` features (the counts of the slides):

        - naive: :math:`2CD + C - 1` (a mean and a variance per class and feature);
        - shared: :math:`CD + D(D+1)/2 + C - 1` (one symmetric covariance matrix);
        - full: :math:`CD + C\,D(D+1)/2 + C - 1` (one symmetric matrix per class).

        The :math:`C - 1` free prior probabilities are counted whether they were
        estimated or given: they are part of the model either way.

        Examples
        --------
        >>> X = np.array([[0.0, 1.0], [1.0, 0.0], [2.0, 2.0], [3.0, 5.0], [4.0, 3.0], [5.0, 4.0]])
        >>> y = [0, 0, 0, 1, 1, 1]
        >>> [GaussianClassifier(kind).fit(X, y).n_parameters for kind in COVARIANCES]
        [9, 8, 11]
        """
        return parameter_count(self.covariance, self.n_classes, self.n_features)

    def log_joint(self, X: Any) -> np.ndarray:
        r"""Log joint density of each point with each class.

        .. math::

            \log p(\mathbf{x}, c) = \log \pi_c - \tfrac{1}{2}\Big(D \log 2\pi
            + \log|\Sigma_c| + (\mathbf{x}-\boldsymbol\mu_c)^\top \Sigma_c^{-1}
            (\mathbf{x}-\boldsymbol\mu_c)\Big)

        Parameters
        ----------
        X : array-like of shape (n_samples, n_features)

        Returns
        -------
        ndarray of shape (n_samples, n_classes)
            Columns in the order of :attr:`classes`.

        Raises
        ------
        ValueError
            If ``X`` is not a finite 2-D array with ``n_features`` columns.

        Examples
        --------
        >>> fit = GaussianClassifier("naive").fit([[0.0], [2.0], [4.0], [6.0]], [0, 0, 1, 1])
        >>> np.exp(fit.log_joint([[1.0]])).round(4)  # 0.5 N(1 | 1, 1), 0.5 N(1 | 5, 1)
        array([[0.1995, 0.0001]])
        """
        X = _check_matrix("X", X, self.n_features)
        n = X.shape[0]
        log_joint = np.empty((n, self.n_classes))
        for c in range(self.n_classes):
            # Whitened residuals z = L^{-1}(x - mu_c): the Mahalanobis distance is |z|^2.
            z = (X - self.means[c]) @ self._whiteners[c].T
            mahalanobis = np.einsum("ij,ij->i", z, z)
            log_density = -0.5 * (self.n_features * _LOG_2PI + self._log_dets[c] + mahalanobis)
            log_joint[:, c] = np.log(self.priors[c]) + log_density
        return log_joint

    def predict_log_proba(self, X: Any) -> np.ndarray:
        r"""Log posterior :math:`\log p(c \mid \mathbf{x})`, normalised with log-sum-exp.

        Returns
        -------
        ndarray of shape (n_samples, n_classes)

        Examples
        --------
        >>> fit = GaussianClassifier("naive").fit([[0.0], [2.0], [4.0], [6.0]], [0, 0, 1, 1])
        >>> np.exp(fit.predict_log_proba([[3.0]]))  # midway between the class means
        array([[0.5, 0.5]])
        """
        log_joint = self.log_joint(X)
        largest = _row_max(log_joint)
        hopeless = ~np.isfinite(largest[:, 0])
        if np.any(hopeless):
            row = int(np.flatnonzero(hopeless)[0])
            raise ValueError(
                f"`X` row {row} is so far from every class that all its densities underflow to 0 "
                f"(no posterior can be formed); got {np.asarray(X, dtype=float)[row].tolist()!r}"
            )
        return log_joint - _logsumexp_rows(log_joint, largest)

    def predict_proba(self, X: Any) -> np.ndarray:
        r"""Posterior :math:`p(c \mid \mathbf{x})`; each row sums to 1.

        Returns
        -------
        ndarray of shape (n_samples, n_classes)

        Examples
        --------
        >>> fit = GaussianClassifier("shared").fit([[0.0], [2.0], [4.0], [6.0]], ["a", "a", "b", "b"])
        >>> fit.predict_proba([[2.5], [3.5]]).round(4)  # sigma(-2), sigma(2)
        array([[0.8808, 0.1192],
               [0.1192, 0.8808]])
        """
        return np.exp(self.predict_log_proba(X))

    def predict(self, X: Any) -> np.ndarray:
        """The most probable class of each point (ties go to the first class in order).

        Returns
        -------
        ndarray of shape (n_samples,)
            Labels taken from :attr:`classes`.

        Examples
        --------
        >>> fit = GaussianClassifier("full").fit([[0.0], [2.0], [4.0], [6.0]], ["a", "a", "b", "b"])
        >>> fit.predict([[1.0], [5.0]]).tolist()
        ['a', 'b']
        """
        return self.classes[np.argmax(self.log_joint(X), axis=1)]

    def _class_indices(self, y: Any, n_samples: int) -> np.ndarray:
        labels = np.asarray(y)
        if labels.shape != (n_samples,):
            raise ValueError(f"`y` must have shape ({n_samples},) like the rows of `X`; got {labels.shape}")
        # searchsorted gives 0 ... C; C (a label above every class) is unknown, like any miss.
        index = np.minimum(np.searchsorted(self.classes, labels), self.n_classes - 1)
        unknown = self.classes[index] != labels
        if np.any(unknown):
            raise ValueError(
                f"`y` must contain only the fitted classes {self.classes.tolist()!r}; "
                f"got {_label(labels[unknown][0])!r}"
            )
        return index

    def accuracy(self, X: Any, y: Any) -> float:
        """Share of points whose predicted class is their label.

        Examples
        --------
        >>> fit = GaussianClassifier("naive").fit([[0.0], [2.0], [4.0], [6.0]], [0, 0, 1, 1])
        >>> fit.accuracy([[1.0], [2.5], [3.5]], [0, 1, 1])
        0.6666666666666666
        """
        X = _check_matrix("X", X, self.n_features)
        index = self._class_indices(y, X.shape[0])
        return float(np.mean(np.argmax(self.log_joint(X), axis=1) == index))

    def scores(self, X: Any, y: Any) -> tuple[float, float]:
        """:meth:`accuracy` and :meth:`log_loss` together, from one evaluation of the posterior.

        Examples
        --------
        >>> fit = GaussianClassifier("naive").fit([[0.0], [2.0], [4.0], [6.0]], [0, 0, 1, 1])
        >>> accuracy, loss = fit.scores([[1.0], [3.0]], [0, 1])
        >>> accuracy, round(loss, 6)  # (-ln sigma(8) - ln 1/2) / 2; at the midpoint x = 3 argmax picks class 0
        (0.5, 0.346741)
        """
        X = _check_matrix("X", X, self.n_features)
        index = self._class_indices(y, X.shape[0])
        log_proba = self.predict_log_proba(X)
        rows = np.arange(X.shape[0])
        return (float(np.mean(np.argmax(log_proba, axis=1) == index)), float(-np.mean(log_proba[rows, index])))

    def log_loss(self, X: Any, y: Any) -> float:
        r"""Mean negative log posterior of the labels, :math:`-\frac1n\sum_i \log p(y_i \mid \mathbf{x}_i)` (nats).

        Examples
        --------
        >>> fit = GaussianClassifier("naive").fit([[0.0], [2.0], [4.0], [6.0]], [0, 0, 1, 1])
        >>> round(fit.log_loss([[3.0]], [1]), 6)  # p = 1/2
        0.693147
        """
        X = _check_matrix("X", X, self.n_features)
        index = self._class_indices(y, X.shape[0])
        log_proba = self.predict_log_proba(X)
        return float(-np.mean(log_proba[np.arange(X.shape[0]), index]))

    def linear_boundary(self) -> tuple[np.ndarray, float]:
        r"""Weights of the linear log-odds of a two-class shared-covariance model.

        With one covariance :math:`\Sigma` the quadratic terms of the two log joint
        densities cancel, and the posterior of the second class is a logistic function
        of a linear score (Bishop, PRML eq. 4.65-4.67):

        .. math::

            p(c_1 \mid \mathbf{x}) = \sigma(\mathbf{w}^\top\mathbf{x} + w_0), \quad
            \mathbf{w} = \Sigma^{-1}(\boldsymbol\mu_1 - \boldsymbol\mu_0), \quad
            w_0 = -\tfrac12 \boldsymbol\mu_1^\top\Sigma^{-1}\boldsymbol\mu_1
                  + \tfrac12 \boldsymbol\mu_0^\top\Sigma^{-1}\boldsymbol\mu_0
                  + \ln\frac{\pi_1}{\pi_0}.

        Class 0 is ``classes[0]``, class 1 is ``classes[1]``. The decision boundary is the
        line :math:`\mathbf{w}^\top\mathbf{x} + w_0 = 0`.

        Returns
        -------
        w : ndarray of shape (n_features,)
        w0 : float

        Raises
        ------
        ValueError
            If the model is not ``covariance="shared"`` or has more than two classes.

        Examples
        --------
        >>> fit = GaussianClassifier("shared").fit([[0.0], [2.0], [4.0], [6.0]], [0, 0, 1, 1])
        >>> w, w0 = fit.linear_boundary()  # sigma^2 = 1, means 1 and 5: w = 4, w0 = -12
        >>> w, w0
        (array([4.]), -12.0)
        """
        if self.covariance != "shared":
            raise ValueError(
                f"`linear_boundary` needs covariance='shared' (with class-specific covariances "
                f"the boundary is quadratic); got covariance={self.covariance!r}"
            )
        if self.n_classes != 2:
            raise ValueError(
                f"`linear_boundary` needs exactly 2 classes; got {self.n_classes} "
                f"({self.classes.tolist()!r})"
            )
        whitener = self._whiteners[0]
        precision = whitener.T @ whitener  # Sigma^{-1} = L^{-T} L^{-1}
        mu0, mu1 = self.means
        w = precision @ (mu1 - mu0)
        w0 = (-0.5 * mu1 @ precision @ mu1 + 0.5 * mu0 @ precision @ mu0
              + np.log(self.priors[1]) - np.log(self.priors[0]))
        return w, float(w0)


@dataclass(frozen=True)
class GaussianClassifier:
    r"""A Gaussian generative classifier, before fitting: its assumptions.

    Parameters
    ----------
    covariance : {"naive", "shared", "full"}, default "full"
        ``"naive"``: a diagonal covariance per class (features independent given the
        class); ``"shared"``: one full covariance pooled over the classes (LDA);
        ``"full"``: a full covariance per class (QDA).
    ddof : {0, 1}, default 0
        Delta degrees of freedom: a class scatter matrix :math:`S_c` is divided by
        :math:`N_c - \mathrm{ddof}` (the pooled one by :math:`N - C\,\mathrm{ddof}`).
        0 gives the maximum-likelihood estimate, 1 the unbiased one. (scikit-learn's
        ``GaussianNB`` and ``LinearDiscriminantAnalysis(solver="lsqr")`` use 0; its
        ``QuadraticDiscriminantAnalysis`` and ``"svd"`` LDA solver used 1 until
        scikit-learn switched them to maximum likelihood in 2026, PR #33626.)
    priors : sequence of float, optional
        Class priors in the sorted order of the labels, each > 0, summing to 1. Default:
        the class frequencies :math:`N_c / N` (their MLE).
    reg : float, default 0.0
        A ridge added to the diagonal of every covariance matrix, :math:`\Sigma_c +
        \mathrm{reg}\, I` (the same as adding independent noise of variance ``reg`` to
        every feature). Use it when a covariance is singular.

    Raises
    ------
    ValueError
        If an argument breaks its rule (the message names it).

    Notes
    -----
    Maximum likelihood of the joint :math:`p(\mathbf{x}, c)`:

    .. math::

        \pi_c = \frac{N_c}{N}, \quad
        \boldsymbol\mu_c = \frac{1}{N_c}\sum_{i: y_i = c}\mathbf{x}_i, \quad
        S_c = \sum_{i: y_i = c}(\mathbf{x}_i - \boldsymbol\mu_c)(\mathbf{x}_i - \boldsymbol\mu_c)^\top,

    then :math:`\Sigma_c = S_c / (N_c - \mathrm{ddof})` (full), its diagonal (naive),
    or :math:`\Sigma = \sum_c S_c / (N - C\,\mathrm{ddof})` (shared).

    A singular covariance (a feature constant within a class, fewer points than
    dimensions, collinear features) has no Gaussian density: :meth:`fit` raises a
    ``ValueError`` naming the class and what to do, instead of returning ``nan``.

    Examples
    --------
    >>> X = [[1.0, 2.0], [2.0, 1.0], [3.0, 3.0], [6.0, 5.0], [7.0, 7.0], [8.0, 6.0]]
    >>> fit = GaussianClassifier("shared").fit(X, ["a", "a", "a", "b", "b", "b"])
    >>> fit.classes.tolist(), fit.priors.tolist()
    (['a', 'b'], [0.5, 0.5])
    >>> fit.means
    array([[2., 2.],
           [7., 6.]])
    >>> fit.predict([[2.0, 3.0], [6.0, 6.0]]).tolist()
    ['a', 'b']
    """

    covariance: str = "full"
    ddof: int = 0
    priors: Sequence[float] | None = None
    reg: float = 0.0

    def __post_init__(self) -> None:
        check_choice("covariance", self.covariance, COVARIANCES)
        object.__setattr__(self, "ddof", check_number("ddof", self.ddof, low=0, high=1, integer=True))
        object.__setattr__(self, "reg", check_number("reg", self.reg, low=0))
        if self.priors is not None:
            object.__setattr__(self, "priors", tuple(float(p) for p in _check_priors("priors", self.priors)))

    def fit(self, X: Any, y: Any) -> GaussianClassifierFit:
        """Estimate the priors, means and covariances from labelled points.

        Parameters
        ----------
        X : array-like of shape (n_samples, n_features)
            Finite feature values.
        y : array-like of shape (n_samples,)
            Class labels (any sortable values, e.g. ints or strings); at least 2 classes.

        Returns
        -------
        GaussianClassifierFit

        Raises
        ------
        ValueError
            If ``X`` or ``y`` is malformed, there are fewer than 2 classes, ``priors``
            has the wrong length, or a covariance matrix is singular (the message names
            the class and what to do).

        Examples
        --------
        >>> fit = GaussianClassifier("naive", ddof=1).fit([[0.0], [2.0], [4.0], [8.0]], [0, 0, 1, 1])
        >>> fit.covariances[:, 0, 0]  # unbiased variances: 2 and 8
        array([2., 8.])
        """
        X = _check_matrix("X", X)
        n, D = X.shape
        labels = np.asarray(y)
        if labels.shape != (n,):
            raise ValueError(f"`y` must have shape ({n},), one label per row of `X`; got {labels.shape}")
        try:
            classes, index = np.unique(labels, return_inverse=True)
        except TypeError as err:
            raise ValueError(f"`y` must hold sortable labels of one type; {err}") from None
        index = index.reshape(-1)
        C = classes.size
        if C < 2:
            raise ValueError(f"`y` must contain at least 2 classes; got {C} ({classes.tolist()!r})")
        counts = np.bincount(index, minlength=C)
        priors = counts / n if self.priors is None else _check_priors("priors", self.priors, C)

        means = np.zeros((C, D))
        np.add.at(means, index, X)
        means /= counts[:, None]
        residuals = X - means[index]
        scatters = np.zeros((C, D, D))
        for c in range(C):
            r = residuals[index == c]
            scatters[c] = r.T @ r
        constant = np.zeros((C, D), dtype=bool)
        for c in range(C):
            members = X[index == c]
            constant[c] = members.max(axis=0) == members.min(axis=0)

        if self.covariance == "shared":
            dof = n - C * self.ddof
            if dof <= 0:
                raise ValueError(
                    f"the pooled covariance needs more than {C * self.ddof} points with ddof="
                    f"{self.ddof}; got {n}. Add points or use ddof=0"
                )
            pooled = scatters.sum(axis=0) / dof + self.reg * np.eye(D)
            covariances = np.broadcast_to(pooled, (C, D, D)).copy()
        else:
            dofs = counts - self.ddof
            too_few = np.flatnonzero(dofs <= 0)
            if too_few.size:
                c = too_few[0]
                raise ValueError(
                    f"class {_label(classes[c])!r} has {counts[c]} point(s): a variance with ddof="
                    f"{self.ddof} needs at least {self.ddof + 1}. Add points to the class or "
                    f"use ddof=0 with reg > 0"
                )
            covariances = scatters / dofs[:, None, None]
            if self.covariance == "naive":
                covariances = covariances * np.eye(D)
            covariances = covariances + self.reg * np.eye(D)

        whiteners = np.empty((C, D, D))
        log_dets = np.empty(C)
        for c in range(C):
            self._check_nonsingular(covariances[c], c, classes, counts, constant, D)
            lower = np.linalg.cholesky(covariances[c])
            # L^{-1} through NumPy's LAPACK: SciPy's triangular solver costs ~2 ms on a 2 x 2
            # matrix when its BLAS threads compete for a busy machine (NumPy's: microseconds).
            # The inverse of a lower-triangular matrix is lower triangular: keep it exactly so.
            whiteners[c] = np.tril(np.linalg.inv(lower))
            log_dets[c] = 2.0 * np.sum(np.log(np.diag(lower)))
        return GaussianClassifierFit(
            covariance=self.covariance,
            ddof=self.ddof,
            reg=self.reg,
            classes=_frozen(classes),
            class_counts=_frozen(counts.astype(np.int64)),
            priors=_frozen(np.asarray(priors, dtype=float)),
            means=_frozen(means),
            covariances=_frozen(covariances),
            _whiteners=_frozen(whiteners),
            _log_dets=_frozen(log_dets),
        )

    def _check_nonsingular(self, matrix: np.ndarray, c: int, classes: np.ndarray,
                           counts: np.ndarray, constant: np.ndarray, D: int) -> None:
        """Raise a :class:`SingularCovarianceError` that says why ``matrix`` (class ``c``) is
        singular and what to do."""
        eigenvalues = np.linalg.eigvalsh(matrix)
        if eigenvalues[0] > 0 and eigenvalues[-1] <= _MAX_CONDITION * eigenvalues[0]:
            return
        advice = "pass reg > 0 (a ridge added to every variance)"
        feature = None
        if self.covariance == "shared":
            label = None
            whose = "the pooled covariance matrix (shared by all classes)"
            flat = np.flatnonzero(constant.all(axis=0))
            if flat.size and self.reg == 0:
                reason, feature = "constant_feature", int(flat[0])
                why = f"feature {flat[0]} is constant within every class"
                advice = f"drop feature {flat[0]} or {advice}"
            elif counts.sum() - classes.size < D and self.reg == 0:
                reason = "too_few_points"
                why = f"{counts.sum()} points in {classes.size} classes cannot span {D} dimensions"
                advice = f"add points or {advice}"
            else:
                reason = "collinear"
                why = "the features are (nearly) linearly dependent"
                advice = f"drop a redundant feature, use covariance='naive', or {advice}"
        else:
            label = _label(classes[c])
            whose = f"the covariance matrix of class {label!r}"
            flat = np.flatnonzero(constant[c])
            if flat.size and self.reg == 0:
                reason, feature = "constant_feature", int(flat[0])
                why = f"feature {flat[0]} is constant within the class"
                advice = f"add varied points to the class, drop feature {flat[0]}, or {advice}"
            elif self.covariance == "full" and counts[c] <= D and self.reg == 0:
                reason = "too_few_points"
                why = f"the class has {counts[c]} points in {D} dimensions (a full covariance needs at least {D + 1})"
                advice = f"add points, use covariance='shared' or 'naive', or {advice}"
            else:
                reason = "collinear"
                why = "its features are (nearly) linearly dependent within the class"
                advice = f"use covariance='naive' or 'shared', or {advice}"
        if self.reg > 0:
            why += f" even with reg={self.reg!r}"
            advice = "use a larger reg"
        raise SingularCovarianceError(
            f"{whose} is singular: {why}. To fit, {advice}",
            label=label, reason=reason, feature=feature, n_points=int(counts.sum() if label is None else counts[c]),
        )


class SingularCovarianceError(ValueError):
    """A covariance matrix that cannot be inverted: the message says why and what to do.

    ``str(err)`` is the English message; the attributes let a page word it in another
    language.

    Attributes
    ----------
    label : class label or None
        The class whose matrix is singular (None: the pooled matrix of ``"shared"``).
    reason : {"constant_feature", "too_few_points", "collinear"}
        A feature constant within the class (every class, for the pooled matrix); fewer
        points than a full covariance needs (:math:`D + 1` per class; for the pooled
        matrix :math:`N - C < D`); or (nearly) linearly dependent features.
    feature : int or None
        The constant feature's column, for ``"constant_feature"``.
    n_points : int
        Points in the class (all points, for the pooled matrix).
    """

    def __init__(self, message: str, *, label: Any, reason: str, feature: int | None, n_points: int) -> None:
        super().__init__(message)
        self.label, self.reason, self.feature, self.n_points = label, reason, feature, n_points


# --------------------------------------------------------------------------- one feature


@dataclass(frozen=True)
class DecisionRegions1D:
    """Where the most probable class changes along a line, for 1-D Gaussian classes.

    Attributes
    ----------
    thresholds : ndarray of shape (n_thresholds,)
        Sorted points where the class with the largest :math:`\\pi_c\\,\\mathcal N(x \\mid
        \\mu_c, \\sigma_c)` changes (0, 1 or 2 for two classes).
    winners : ndarray of shape (n_thresholds + 1,), dtype int64
        Index of the winning class in each region, left to right: ``winners[0]`` on
        :math:`(-\\infty, t_0)`, ..., ``winners[-1]`` on :math:`(t_{k-1}, \\infty)`.
    equal_variances : bool
        True if every class has the same standard deviation: the log ratios are then
        linear in :math:`x` and two classes have at most one threshold, the textbook
        :math:`x^*` (see :func:`decision_thresholds_1d`).
    ties : tuple of (int, int)
        Identical classes (same mean, standard deviation and prior) of which one wins a
        region: there the two tie, and ``winners`` names the first.
    """

    thresholds: np.ndarray
    winners: np.ndarray
    equal_variances: bool = False
    #: Pairs ``(i, j)``, ``i < j``, of classes with the same mean, standard deviation and
    #: prior of which one wins a region: the two tie there (``winners`` names the first).
    ties: tuple[tuple[int, int], ...] = ()

    @property
    def single_winner(self) -> bool:
        """True if one class wins at every :math:`x` (no threshold at all)."""
        return self.thresholds.size == 0


def _check_classes_1d(means: Any, sds: Any, priors: Any) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    means = np.atleast_1d(check_numbers("means", means))
    sds = np.atleast_1d(check_numbers("sds", sds, low=0, low_open=True))
    if means.ndim != 1 or means.size < 2:
        raise ValueError(f"`means` must be a 1-D sequence of at least 2 class means; got shape {np.shape(means)}")
    if sds.shape != means.shape:
        raise ValueError(f"`sds` must have one value per class, shape {means.shape}; got {sds.shape}")
    priors = _check_priors("priors", priors, means.size)
    return means, sds, priors


def _log_weighted_densities(x: np.ndarray, means: np.ndarray, sds: np.ndarray,
                            priors: np.ndarray) -> np.ndarray:
    """log pi_c + log N(x | mu_c, sd_c^2), shape (n_points, n_classes)."""
    z = (x[:, None] - means) / sds
    return np.log(priors) - np.log(sds) - 0.5 * _LOG_2PI - 0.5 * z**2


def _crossings(m0: float, s0: float, p0: float, m1: float, s1: float, p1: float) -> np.ndarray:
    r"""Roots of :math:`\log \pi_1 N(x|m_1,s_1) - \log \pi_0 N(x|m_0,s_0) = a x^2 + b x + c`."""
    a = 0.5 / s0**2 - 0.5 / s1**2
    b = m1 / s1**2 - m0 / s0**2
    c = 0.5 * m0**2 / s0**2 - 0.5 * m1**2 / s1**2 + np.log(p1 / p0) + np.log(s0 / s1)
    if a == 0.0:
        # Equal variances: a linear equation, one threshold unless the means are equal too.
        return np.array([]) if b == 0.0 else np.array([-c / b])
    discriminant = b * b - 4.0 * a * c
    if discriminant <= 0.0:  # no sign change: one class wins everywhere
        return np.array([])
    # Stable form of the quadratic formula (no cancellation between -b and the root).
    q = -0.5 * (b + np.copysign(np.sqrt(discriminant), b))
    return np.sort(np.array([q / a, c / q]))


def decision_thresholds_1d(means: Any, sds: Any, priors: Any) -> DecisionRegions1D:
    r"""Decision thresholds of classes with 1-D Gaussian densities, in closed form.

    The Bayes classifier picks the class with the largest
    :math:`\pi_c\,\mathcal N(x \mid \mu_c, \sigma_c^2)`. For two classes the log ratio is
    a quadratic :math:`a x^2 + b x + c` with

    .. math::

        a = \frac{1}{2\sigma_0^2} - \frac{1}{2\sigma_1^2}, \quad
        b = \frac{\mu_1}{\sigma_1^2} - \frac{\mu_0}{\sigma_0^2}, \quad
        c = \frac{\mu_0^2}{2\sigma_0^2} - \frac{\mu_1^2}{2\sigma_1^2}
            + \ln\frac{\pi_1 \sigma_0}{\pi_0 \sigma_1}.

    With equal variances :math:`a = 0` and the one threshold is

    .. math::

        x^* = \frac{\mu_0 + \mu_1}{2} + \frac{\sigma^2 \ln(\pi_0/\pi_1)}{\mu_1 - \mu_0};

    with unequal variances there are two thresholds (the roots) or none (one class wins
    everywhere). For more classes every pairwise crossing is a candidate, and those where
    the winning class actually changes are kept. Crossings more than :math:`10^8` standard
    deviations from the means (possible when two means almost coincide) are not reported:
    there every density is 0 in floating point.

    Parameters
    ----------
    means : sequence of float, length n_classes >= 2
    sds : sequence of float, length n_classes
        Standard deviations, each > 0.
    priors : sequence of float, length n_classes
        Each > 0, summing to 1.

    Returns
    -------
    DecisionRegions1D
        Thresholds and the class winning each region. Equal means and standard
        deviations give no threshold; if the priors are equal as well the classes tie
        everywhere and the first is reported as the winner (as ``argmax`` does).

    Raises
    ------
    ValueError
        If an argument breaks its rule (the message names it).

    Examples
    --------
    >>> regions = decision_thresholds_1d([0.0, 2.0], [1.0, 1.0], [0.5, 0.5])
    >>> regions.thresholds, regions.winners
    (array([1.]), array([0, 1]))
    >>> decision_thresholds_1d([0.0, 0.0], [1.0, 2.0], [0.5, 0.5]).winners  # the wide class wins twice
    array([1, 0, 1])
    """
    means, sds, priors = _check_classes_1d(means, sds, priors)
    C = means.size
    candidates = [
        _crossings(means[i], sds[i], priors[i], means[j], sds[j], priors[j])
        for i in range(C) for j in range(i + 1, C)
    ]
    points = np.unique(np.concatenate(candidates)) if candidates else np.array([])
    # Beyond 1e8 standard deviations every density is 0 in floating point and the log
    # densities of the classes can no longer be told apart reliably: drop such crossings.
    scale = float(sds.max() + np.ptp(means))
    points = points[np.abs(points - means.mean()) <= _FAR * scale]
    if points.size == 0:
        # One class wins everywhere, except perhaps at a point where two curves touch:
        # probe well to the right of every mean, away from such a point.
        probe = np.array([means.max() + 3.0 * sds.max() + 1.0])
    else:
        gaps = np.diff(points)
        span = max(1.0, float(np.ptp(points)), float(sds.max()))
        probe = np.concatenate([[points[0] - span], points[:-1] + gaps / 2, [points[-1] + span]])
    winners = np.argmax(_log_weighted_densities(probe, means, sds, priors), axis=1)
    change = winners[1:] != winners[:-1]
    thresholds = points[change] if points.size else points
    kept_winners = np.concatenate([[winners[0]], winners[1:][change]])
    ties = tuple((i, j) for i in range(C) for j in range(i + 1, C)
                 if means[i] == means[j] and sds[i] == sds[j] and priors[i] == priors[j]
                 and (i in kept_winners or j in kept_winners))
    return DecisionRegions1D(thresholds=_frozen(thresholds.astype(float)),
                             winners=_frozen(kept_winners.astype(np.int64)),
                             equal_variances=bool(np.all(sds == sds[0])), ties=ties)


def equal_variance_threshold(means: Any, sd: float, priors: Any) -> tuple[float, float]:
    r"""The two terms of the textbook threshold of two 1-D Gaussian classes with one variance.

    .. math::

        x^* = \underbrace{\frac{\mu_0 + \mu_1}{2}}_{\text{midpoint}}
              + \underbrace{\frac{\sigma^2 \ln(\pi_0/\pi_1)}{\mu_1 - \mu_0}}_{\text{shift}}

    The shift is 0 with equal priors and moves :math:`x^*` away from the class with the
    larger prior (its region grows). :func:`decision_thresholds_1d` gives the same
    :math:`x^*` (as the root of the log ratio).

    Parameters
    ----------
    means : sequence of 2 floats
        :math:`\mu_0 \ne \mu_1`.
    sd : float
        :math:`\sigma > 0`, shared by both classes.
    priors : sequence of 2 floats
        Each > 0, summing to 1.

    Returns
    -------
    midpoint, shift : float

    Raises
    ------
    ValueError
        If the means are equal (no threshold: one class wins everywhere, or they tie),
        or another argument breaks its rule.

    Examples
    --------
    >>> equal_variance_threshold([0.0, 2.0], 1.0, [0.5, 0.5])
    (1.0, 0.0)
    >>> midpoint, shift = equal_variance_threshold([0.0, 2.0], 1.0, [0.8, 0.2])
    >>> round(shift, 6)  # ln 4 / 2
    0.693147
    """
    sd = check_number("sd", sd, low=0, low_open=True)
    if np.ndim(means) != 1 or np.size(means) != 2:
        raise ValueError(f"`means` must hold exactly 2 class means; got shape {np.shape(means)}")
    means, sds, priors = _check_classes_1d(means, [sd, sd], priors)
    if means[0] == means[1]:
        raise ValueError(f"`means` must differ for a threshold to exist; got {means.tolist()!r}")
    midpoint = float((means[0] + means[1]) / 2)
    shift = float(sds[0] ** 2 * np.log(priors[0] / priors[1]) / (means[1] - means[0]))
    return midpoint, shift


@dataclass(frozen=True)
class Posterior1D:
    r"""Weighted class densities and posteriors of 1-D Gaussian classes on a grid.

    Attributes
    ----------
    x : ndarray of shape (n_points,)
    joint : ndarray of shape (n_points, n_classes)
        :math:`\pi_c\,\mathcal N(x \mid \mu_c, \sigma_c^2)`, the curves whose upper
        envelope decides the class.
    posterior : ndarray of shape (n_points, n_classes)
        :math:`p(c \mid x)`; each row sums to 1.
    """

    x: np.ndarray
    joint: np.ndarray
    posterior: np.ndarray


def gaussian_posterior_1d(x: Any, means: Any, sds: Any, priors: Any) -> Posterior1D:
    r"""Prior-weighted Gaussian densities and the posterior :math:`p(c \mid x)` at points ``x``.

    .. math::

        p(c \mid x) = \frac{\pi_c\,\mathcal N(x \mid \mu_c, \sigma_c^2)}
                           {\sum_k \pi_k\,\mathcal N(x \mid \mu_k, \sigma_k^2)}

    computed in log space (log-sum-exp), so far tails give 0 or 1, never ``nan``.

    Parameters
    ----------
    x : array-like of shape (n_points,)
    means, sds, priors : sequences of length n_classes
        As in :func:`decision_thresholds_1d`.

    Returns
    -------
    Posterior1D

    Examples
    --------
    >>> result = gaussian_posterior_1d([1.0], [0.0, 2.0], [1.0, 1.0], [0.5, 0.5])
    >>> result.posterior
    array([[0.5, 0.5]])
    >>> round(float(result.joint[0, 0]), 6)  # 0.5 * N(1 | 0, 1)
    0.120985
    """
    means, sds, priors = _check_classes_1d(means, sds, priors)
    x = np.atleast_1d(check_numbers("x", x))
    if x.ndim != 1:
        raise ValueError(f"`x` must be 1-D; got shape {x.shape}")
    log_joint = _log_weighted_densities(x, means, sds, priors)
    log_posterior = log_joint - logsumexp(log_joint, axis=1, keepdims=True)
    return Posterior1D(x=_frozen(x), joint=_frozen(np.exp(log_joint)),
                       posterior=_frozen(np.exp(log_posterior)))


# --------------------------------------------------------------------------- ellipses


def covariance_ellipse(mean: Any, cov: Any, n_sd: float = 1.0, n_points: int = 100) -> np.ndarray:
    r"""Points on the ``n_sd``-standard-deviation contour of a 2-D Gaussian.

    The contour is the ellipse of Mahalanobis distance ``n_sd`` from the mean,
    :math:`(\mathbf{x}-\boldsymbol\mu)^\top\Sigma^{-1}(\mathbf{x}-\boldsymbol\mu) = n^2`,
    traced as :math:`\mathbf{x}(t) = \boldsymbol\mu + n\,V\Lambda^{1/2}(\cos t, \sin t)^\top`
    with :math:`\Sigma = V \Lambda V^\top`. Its semi-axes point along the eigenvectors and
    are ``n_sd`` times the square roots of the eigenvalues. It is a contour of the density
    (it holds :func:`contour_probability` of the probability), not a confidence region for
    the mean.

    Parameters
    ----------
    mean : array-like of shape (2,)
    cov : array-like of shape (2, 2)
        Symmetric positive definite.
    n_sd : float, default 1.0
        Mahalanobis radius, > 0 (1 and 2 for the usual 1- and 2-sd ellipses).
    n_points : int, default 100
        Points returned, >= 3. The first and last coincide, so a line through them closes.

    Returns
    -------
    ndarray of shape (n_points, 2)

    Raises
    ------
    ValueError
        If ``cov`` is not symmetric positive definite, or another argument breaks its rule.

    Examples
    --------
    >>> covariance_ellipse([0.0, 0.0], [[4.0, 0.0], [0.0, 1.0]], n_sd=2.0, n_points=5).round(12) + 0.0
    array([[ 4.,  0.],
           [ 0.,  2.],
           [-4.,  0.],
           [ 0., -2.],
           [ 4.,  0.]])
    """
    n_sd = check_number("n_sd", n_sd, low=0, low_open=True)
    return covariance_ellipses(mean, cov, [n_sd], n_points)[0]


def covariance_ellipses(mean: Any, cov: Any, n_sds: Sequence[float] = (1.0, 2.0), n_points: int = 100) -> np.ndarray:
    r"""The ellipses of :func:`covariance_ellipse` at several Mahalanobis radii, from one eigendecomposition.

    The ``n``-sd ellipse is the 1-sd ellipse scaled by ``n`` about the mean, so the
    covariance is checked and decomposed once for all the radii (a page draws the 1-
    and 2-sd ellipses of every class of every model).

    Parameters
    ----------
    mean : array-like of shape (2,)
    cov : array-like of shape (2, 2)
        Symmetric positive definite.
    n_sds : sequence of float, default (1.0, 2.0)
        Mahalanobis radii, each > 0.
    n_points : int, default 100
        Points per ellipse, >= 3; the first and last of each coincide.

    Returns
    -------
    ndarray of shape (len(n_sds), n_points, 2)
        ``[k]`` is ``covariance_ellipse(mean, cov, n_sds[k], n_points)``.

    Raises
    ------
    ValueError
        As :func:`covariance_ellipse`, naming ``n_sds`` and the index of a bad radius.

    Examples
    --------
    >>> rings = covariance_ellipses([1.0, 0.0], [[4.0, 0.0], [0.0, 1.0]], [1.0, 2.0], n_points=5)
    >>> rings.shape, rings[:, 0].tolist()  # each starts on the major axis: x = 1 + 2n
    ((2, 5, 2), [[3.0, 0.0], [5.0, 0.0]])
    """
    mean = np.asarray(check_numbers("mean", mean))
    cov = np.asarray(check_numbers("cov", cov))
    radii = np.atleast_1d(np.asarray(check_numbers("n_sds", n_sds, low=0, low_open=True), dtype=float))
    n_points = check_number("n_points", n_points, low=3, integer=True)
    if mean.shape != (2,):
        raise ValueError(f"`mean` must have shape (2,); got {mean.shape}")
    if cov.shape != (2, 2):
        raise ValueError(f"`cov` must have shape (2, 2); got {cov.shape}")
    if radii.ndim != 1:
        raise ValueError(f"`n_sds` must be a 1-D sequence of radii; got shape {radii.shape}")
    if not abs(cov[0, 1] - cov[1, 0]) <= 1e-10 * abs(cov[1, 0]) + 1e-12 * np.abs(cov).max():
        raise ValueError(f"`cov` must be symmetric; got {cov.tolist()!r}")
    eigenvalues, eigenvectors = np.linalg.eigh((cov + cov.T) / 2)
    # An eigenvector's sign is arbitrary: point each one's largest component the positive way.
    largest = np.abs(eigenvectors).argmax(axis=0)
    eigenvectors = eigenvectors * np.sign(eigenvectors[largest, [0, 1]])
    if not eigenvalues[0] > 0:
        raise ValueError(
            f"`cov` must be positive definite (eigenvalues > 0); got eigenvalues {eigenvalues.tolist()!r}"
        )
    t = np.linspace(0.0, 2.0 * np.pi, n_points)
    circle = np.stack([np.cos(t), np.sin(t)])  # (2, n_points)
    # Order the axes so t = 0 lies on the major axis (largest eigenvalue first).
    axes = eigenvectors[:, ::-1] * np.sqrt(eigenvalues[::-1])
    unit = (axes @ circle).T  # the 1-sd ellipse about the origin, (n_points, 2)
    unit[-1] = unit[0]
    return mean + radii[:, None, None] * unit


def contour_probability(n_sd: Any, n_features: int = 2) -> float | np.ndarray:
    r"""Probability that a Gaussian point lies inside its ``n_sd`` contour.

    The squared Mahalanobis distance of a :math:`D`-dimensional Gaussian point is
    :math:`\chi^2_D`, so the region inside the ``n_sd`` ellipse holds
    :math:`P(\chi^2_D \le n^2)`; in 2-D that is :math:`1 - e^{-n^2/2}`: 39.3 % for 1 sd and
    86.5 % for 2 sd (not the 68 % and 95 % of one dimension).

    Parameters
    ----------
    n_sd : float or array-like
        Mahalanobis radius, >= 0.
    n_features : int, default 2
        Dimension :math:`D` >= 1.

    Returns
    -------
    float or ndarray

    Examples
    --------
    >>> round(contour_probability(1.0), 4), round(contour_probability(2.0), 4)
    (0.3935, 0.8647)
    >>> round(contour_probability(1.0, n_features=1), 4)
    0.6827
    """
    n_sd = check_numbers("n_sd", n_sd, low=0)
    n_features = check_number("n_features", n_features, low=1, integer=True)
    result = chi2.cdf(np.square(n_sd), n_features)
    return float(result) if np.ndim(result) == 0 else result


# --------------------------------------------------------------------------- drawing


def posterior_on_grid(fit: GaussianClassifierFit, X: Any) -> np.ndarray:
    r"""Posterior :math:`p(c \mid \mathbf{x})` at many points, for drawing regions.

    The same numbers as :meth:`GaussianClassifierFit.predict_proba`, except at a point
    so far from every class that all its densities underflow to 0 in floating point:
    there no posterior can be formed, and this function gives a row of ``nan`` (a
    region left blank) where ``predict_proba`` raises. Use it for a plotting grid, whose
    corners may lie far from the data; use ``predict_proba`` for data points.

    Parameters
    ----------
    fit : GaussianClassifierFit
    X : array-like of shape (n_points, n_features)

    Returns
    -------
    ndarray of shape (n_points, n_classes)
        Rows sum to 1, or are all ``nan``.

    Examples
    --------
    >>> fit = GaussianClassifier("naive").fit([[0.0], [2.0], [4.0], [6.0]], [0, 0, 1, 1])
    >>> posterior_on_grid(fit, [[3.0], [1e200]])
    array([[0.5, 0.5],
           [nan, nan]])
    """
    if not isinstance(fit, GaussianClassifierFit):
        raise ValueError(f"`fit` must be a GaussianClassifierFit (from GaussianClassifier.fit); got {type(fit).__name__}")
    log_joint = fit.log_joint(X)
    largest = _row_max(log_joint)
    defined = np.isfinite(largest[:, 0])
    if np.all(defined):
        # Every row has a density (the usual grid): the max-shift normalisation in place,
        # one exp and no row selection (a third of the time of the general path below).
        log_joint -= largest
        np.exp(log_joint, out=log_joint)
        log_joint /= functools.reduce(np.add, log_joint.T)[:, None]
        return log_joint
    posterior = np.full(log_joint.shape, np.nan)
    if np.any(defined):
        rows = log_joint[defined]
        posterior[defined] = np.exp(rows - _logsumexp_rows(rows))
    return posterior


def grid_posterior(fit: GaussianClassifierFit, x: Any, y: Any) -> np.ndarray:
    r"""Posterior :math:`p(c \mid \mathbf{x})` on the grid of points :math:`(x_j, y_i)` of a 2-D model.

    The numbers of :meth:`GaussianClassifierFit.predict_proba` at every point of
    ``numpy.meshgrid(x, y)``, computed along the grid's axes: each class's squared
    Mahalanobis distance is a quadratic form,

    .. math::

        (\mathbf{x}-\boldsymbol\mu_c)^\top\Sigma_c^{-1}(\mathbf{x}-\boldsymbol\mu_c)
        = P_{11}\,\delta_1^2 + 2P_{12}\,\delta_1\delta_2 + P_{22}\,\delta_2^2,
        \qquad P = \Sigma_c^{-1},\ \boldsymbol\delta = \mathbf{x}-\boldsymbol\mu_c,

    so its squares are taken along each axis once and only the cross term is formed on
    the whole grid (no array of grid points): about a fifth of the time of
    :func:`posterior_on_grid` on a page's 100 x 100 grid. The posteriors are normalised
    from the log joint densities (for two classes, the logistic function of their
    difference, each class from its own side). As with :func:`posterior_on_grid`, a point
    so far away that a squared distance overflows (coordinates beyond ~1e150) gets ``nan``.

    Parameters
    ----------
    fit : GaussianClassifierFit
        A model of 2 features.
    x : array-like of shape (n_x,)
        Grid abscissae (first feature).
    y : array-like of shape (n_y,)
        Grid ordinates (second feature).

    Returns
    -------
    ndarray of shape (n_y, n_x, n_classes)
        ``[i, j, c]`` is :math:`p(c \mid (x_j, y_i))` (the layout of ``numpy.meshgrid``);
        every ``[i, j]`` sums to 1.

    Raises
    ------
    ValueError
        If ``fit`` is not a fitted model of 2 features, or ``x`` or ``y`` is not a finite
        1-D array.

    Examples
    --------
    >>> fit = GaussianClassifier("shared").fit([[0.0, 0.0], [2.0, 1.0], [4.0, 2.0], [6.0, 1.0]], [0, 0, 1, 1])
    >>> p = grid_posterior(fit, [1.0, 3.0, 5.0], [1.0])
    >>> p.shape, p[0, 1].round(6).tolist()  # the midpoint of the means: even odds
    ((1, 3, 2), [0.5, 0.5])
    """
    if not isinstance(fit, GaussianClassifierFit):
        raise ValueError(f"`fit` must be a GaussianClassifierFit (from GaussianClassifier.fit); got {type(fit).__name__}")
    if fit.n_features != 2:
        raise ValueError(f"`fit` must be a model of 2 features (a plane to grid); got {fit.n_features}")
    axes = []
    for name, values in (("x", x), ("y", y)):
        values = np.asarray(check_numbers(name, values), dtype=float)
        if values.ndim != 1:
            raise ValueError(f"`{name}` must be a 1-D array of grid values; got shape {values.shape}")
        axes.append(values)
    gx, gy = axes
    log_joint = np.empty((fit.n_classes, gy.size, gx.size))
    for c in range(fit.n_classes):
        precision = fit._whiteners[c].T @ fit._whiteners[c]  # Sigma^{-1} = L^{-T} L^{-1}
        dx, dy = gx - fit.means[c, 0], gy - fit.means[c, 1]
        constant = np.log(fit.priors[c]) - 0.5 * (2 * _LOG_2PI + fit._log_dets[c])
        # -1/2 (P11 dx^2 + 2 P12 dx dy + P22 dy^2) + constant, the cross term the only grid-sized product.
        np.multiply.outer(dy, (-precision[0, 1]) * dx, out=log_joint[c])
        log_joint[c] += (constant - 0.5 * precision[0, 0] * dx**2)[None, :]
        log_joint[c] += (-0.5 * precision[1, 1] * dy**2)[:, None]
    if fit.n_classes == 2:
        # The logistic function of the log-odds, each class from its own side (no 1 - p
        # that would round a tiny probability to 0).
        odds = log_joint[1] - log_joint[0]
        return np.stack([expit(-odds), expit(odds)], axis=-1)
    log_joint -= log_joint.max(axis=0)
    np.exp(log_joint, out=log_joint)
    log_joint /= log_joint.sum(axis=0)
    return np.moveaxis(log_joint, 0, -1)


def contour_segments(x: Any, y: Any, values: Any, level: float) -> np.ndarray:
    r"""Line segments of the contour ``values == level`` of a function on a grid.

    Marching squares: in each grid cell whose corners lie on both sides of ``level``,
    the crossing point on each edge is found by linear interpolation between the two
    corner values, and the crossings are joined. A cell crossed on all four edges (a
    saddle) is split by the mean of its corners. Cells with a ``nan`` corner are
    skipped (their region is left open). The segments come unordered: draw each as
    its own line (a Vega-Lite ``rule`` with ``x``, ``y``, ``x2``, ``y2``).

    Where the function is linear in each cell's edges (a plane, e.g. a linear
    log-odds), every crossing lies exactly on the contour.

    Parameters
    ----------
    x : array-like of shape (n_x,)
        Grid abscissae, increasing.
    y : array-like of shape (n_y,)
        Grid ordinates, increasing.
    values : array-like of shape (n_y, n_x)
        ``values[i, j]`` at ``(x[j], y[i])`` (the layout of ``numpy.meshgrid``);
        ``nan`` allowed.
    level : float

    Returns
    -------
    ndarray of shape (n_segments, 4)
        Rows ``(x_start, y_start, x_end, y_end)``.

    Raises
    ------
    ValueError
        If the shapes do not agree, a grid axis is not increasing or has fewer than 2
        points, or ``level`` is not a finite number.

    Examples
    --------
    >>> x = y = np.array([0.0, 1.0])
    >>> contour_segments(x, y, [[0.0, 1.0], [0.0, 1.0]], 0.25)  # a vertical line at x = 1/4
    array([[0.25, 0.  , 0.25, 1.  ]])
    """
    level = check_number("level", level)
    return contour_lines(x, y, values, [level])[0]


def contour_lines(x: Any, y: Any, values: Any, levels: Sequence[float]) -> list[np.ndarray]:
    r"""The segments of several contours of one grid: :func:`contour_segments` for each level.

    The grid is checked and its cells' finite corners found once for all the levels
    (a page draws five probability contours of each model).

    Parameters
    ----------
    x, y, values
        As in :func:`contour_segments`.
    levels : sequence of float

    Returns
    -------
    list of ndarray of shape (n_segments, 4)
        One array per level, in the order of ``levels``.

    Examples
    --------
    >>> x = y = np.array([0.0, 1.0])
    >>> [len(s) for s in contour_lines(x, y, [[0.0, 1.0], [0.0, 1.0]], [0.25, 0.5, 2.0])]
    [1, 1, 0]
    """
    x = np.asarray(check_numbers("x", x), dtype=float)
    y = np.asarray(check_numbers("y", y), dtype=float)
    levels = np.atleast_1d(np.asarray(check_numbers("levels", levels), dtype=float))
    values = np.asarray(values, dtype=float)
    for name, axis in (("x", x), ("y", y)):
        if axis.ndim != 1 or axis.size < 2 or not np.all(np.diff(axis) > 0):
            raise ValueError(f"`{name}` must be an increasing 1-D grid of at least 2 points; got shape {axis.shape}")
    if values.shape != (y.size, x.size):
        raise ValueError(f"`values` must have shape (len(y), len(x)) = {(y.size, x.size)}; got {values.shape}")
    finite = np.isfinite(values)
    valid = finite[:-1, :-1] & finite[:-1, 1:] & finite[1:, 1:] & finite[1:, :-1]
    return _contours_at(x, y, values, valid, levels)


def _contours_at(x: np.ndarray, y: np.ndarray, values: np.ndarray, valid: np.ndarray,
                 levels: np.ndarray) -> list[np.ndarray]:
    """Marching squares at every level in one pass (see :func:`contour_segments`).

    ``valid`` marks the cells whose four corners are finite. A level crosses a cell when
    it lies above the cell's lowest corner and at or below its highest (a corner at or
    above the level counts as above). The cells' lowest and highest corners are found
    once; every (cell, level) pair that crosses is then interpolated together, so the
    work over the whole grid does not grow with the number of levels.
    """
    # Corners of every cell: bottom-left, bottom-right, top-right, top-left.
    v00, v01 = values[:-1, :-1], values[:-1, 1:]
    v11, v10 = values[1:, 1:], values[1:, :-1]
    with np.errstate(invalid="ignore"):
        low = np.minimum(np.minimum(v00, v01), np.minimum(v11, v10))
        high = np.maximum(np.maximum(v00, v01), np.maximum(v11, v10))
    order = np.argsort(levels, kind="stable")
    ranked = levels[order]
    # Levels crossing a cell, by rank: from (levels <= low) to (levels <= high) - 1.
    first = np.searchsorted(ranked, np.where(valid, low, np.inf), side="right")
    stop = np.searchsorted(ranked, np.where(valid, high, -np.inf), side="right")
    rows, cols = np.nonzero(stop > first)
    out = [np.empty((0, 4)) for _ in levels]
    if rows.size == 0:
        return out
    # One entry per crossing (cell, level) pair, cells in row-major order.
    per_cell = (stop - first)[rows, cols]
    rows, cols = np.repeat(rows, per_cell), np.repeat(cols, per_cell)
    starts = np.cumsum(per_cell) - per_cell
    rank = first[rows, cols] + np.arange(rows.size) - np.repeat(starts, per_cell)
    which_level = order[rank]
    level = ranked[rank]
    c00, c01, c11, c10 = v00[rows, cols], v01[rows, cols], v11[rows, cols], v10[rows, cols]
    s00, s01, s11, s10 = c00 >= level, c01 >= level, c11 >= level, c10 >= level
    x0, x1, y0, y1 = x[cols], x[cols + 1], y[rows], y[rows + 1]

    def crossing(va, vb, pa, pb):
        # Where the straight line between two corner values meets the level (the edge is
        # crossed, so vb != va wherever the result is used).
        with np.errstate(divide="ignore", invalid="ignore", over="ignore"):
            t = (level - va) / (vb - va)
        return pa + t * (pb - pa)

    # Edges in order: bottom (00-01), right (01-11), top (10-11), left (00-10).
    crossed = np.column_stack([s00 != s01, s01 != s11, s10 != s11, s00 != s10])
    px = np.column_stack([crossing(c00, c01, x0, x1), x1, crossing(c10, c11, x0, x1), x0])
    py = np.column_stack([y0, crossing(c01, c11, y0, y1), y1, crossing(c00, c10, y0, y1)])
    count = crossed.sum(axis=1)

    # Two crossings: one segment between them (np.nonzero lists them pair by pair).
    pairs, which = np.nonzero(crossed & (count == 2)[:, None])
    which = which.reshape(-1, 2)
    pairs = pairs[::2]
    plain = np.column_stack([px[pairs, which[:, 0]], py[pairs, which[:, 0]],
                             px[pairs, which[:, 1]], py[pairs, which[:, 1]]])
    pieces = [(plain, which_level[pairs])]
    # Four crossings (a saddle): the mean of the corners says which corners are joined.
    saddles = np.flatnonzero(count == 4)
    if saddles.size:
        centre = (c00 + c01 + c11 + c10)[saddles] / 4.0 >= level[saddles]
        # Centre on the side of corners 00 and 11: they connect, and the segments cut
        # off corners 01 (bottom-right) and 10 (top-left); otherwise corners 00 and 11.
        joined = centre == s00[saddles]
        edges = np.where(joined[:, None], [[0, 1, 2, 3]], [[0, 3, 1, 2]])  # edge pairs
        for a, b in ((0, 1), (2, 3)):
            ea, eb = edges[:, a], edges[:, b]
            pieces.append((np.column_stack([px[saddles, ea], py[saddles, ea], px[saddles, eb], py[saddles, eb]]),
                           which_level[saddles]))
    for k in range(levels.size):
        out[k] = np.concatenate([segments[tags == k] for segments, tags in pieces])
    return out


# --------------------------------------------------------------------------- simulation

#: Covariance shapes of :func:`simulation_covariances`.
SHAPES = ("spherical", "axis", "tilted")
# Standard deviations of the two axes of an "axis" or "tilted" class, in units of `spread`.
_LONG_AXIS, _SHORT_AXIS = 1.5, 0.6
# How much wider class 1's spherical cloud is when the classes differ.
_WIDER = 2.0


def simulation_covariances(shape: str, spread: float = 1.0, angle: float = 45.0, same: bool = True) -> np.ndarray:
    r"""The covariance matrices of two simulated 2-D Gaussian classes.

    With :math:`s` = ``spread``:

    - ``"spherical"``: :math:`\Sigma = s^2 I` (round clouds, every direction alike);
    - ``"axis"``: standard deviations :math:`1.5s` along :math:`x_1` and :math:`0.6s`
      along :math:`x_2` (ellipses aligned with the axes: the features are independent
      given the class, the naive assumption);
    - ``"tilted"``: the same ellipse turned by ``angle`` degrees anticlockwise,
      :math:`\Sigma = R_\theta\,\mathrm{diag}(1.5^2 s^2, 0.6^2 s^2)\,R_\theta^\top`
      (correlated features).

    With ``same=True`` both classes get that matrix (the shared-covariance, LDA, case).
    With ``same=False`` class 1 gets a different one: twice the standard deviation
    (spherical), the axes swapped (axis), or the opposite tilt :math:`-\theta` (tilted).

    Parameters
    ----------
    shape : {"spherical", "axis", "tilted"}
    spread : float, default 1.0
        :math:`s > 0`.
    angle : float, default 45.0
        Degrees, used by ``"tilted"``; any finite number.
    same : bool, default True

    Returns
    -------
    ndarray of shape (2, 2, 2)
        ``[Sigma_0, Sigma_1]``.

    Examples
    --------
    >>> simulation_covariances("axis", 2.0, same=False).round(2)
    array([[[9.  , 0.  ],
            [0.  , 1.44]],
    <BLANKLINE>
           [[1.44, 0.  ],
            [0.  , 9.  ]]])
    """
    shape = check_choice("shape", shape, SHAPES)
    spread = check_number("spread", spread, low=0, low_open=True)
    angle = check_number("angle", angle)
    if not isinstance(same, (bool, np.bool_)):
        raise ValueError(f"`same` must be True or False; got {same!r}")
    if shape == "spherical":
        first = spread**2 * np.eye(2)
        second = first if same else (_WIDER * spread) ** 2 * np.eye(2)
        return np.stack([first, second])
    axes = np.diag([(_LONG_AXIS * spread) ** 2, (_SHORT_AXIS * spread) ** 2])

    def turned(degrees: float) -> np.ndarray:
        theta = np.deg2rad(degrees)
        rotation = np.array([[np.cos(theta), -np.sin(theta)], [np.sin(theta), np.cos(theta)]])
        return rotation @ axes @ rotation.T

    if shape == "axis":
        first = axes
        second = first if same else axes[::-1, ::-1].copy()
    else:
        first = turned(angle)
        second = first if same else turned(-angle)
    return np.stack([first, second])


def simulate_classes(means: Any, covariances: Any, n_per_class: Any, rng: np.random.Generator
                     ) -> tuple[np.ndarray, np.ndarray]:
    r"""Labelled points drawn from Gaussian classes, :math:`\mathbf{x} \sim \mathcal N(\boldsymbol\mu_c, \Sigma_c)`.

    Each class's points are :math:`\boldsymbol\mu_c + L_c\mathbf{z}` with
    :math:`L_c L_c^\top = \Sigma_c` (Cholesky) and :math:`\mathbf{z}` standard normal, drawn
    class by class from ``rng``: the same seed gives the same points.

    Parameters
    ----------
    means : array-like of shape (n_classes, n_features)
    covariances : array-like of shape (n_classes, n_features, n_features)
        Symmetric positive definite.
    n_per_class : int or sequence of int
        Points per class, each >= 1.
    rng : numpy.random.Generator

    Returns
    -------
    X : ndarray of shape (n_samples, n_features)
    y : ndarray of shape (n_samples,), dtype int64
        Class indices 0 .. n_classes - 1, class by class.

    Raises
    ------
    ValueError
        If a shape is wrong, a covariance is not positive definite, or a count is < 1.

    Examples
    --------
    >>> X, y = simulate_classes([[0.0, 0.0], [3.0, 0.0]], simulation_covariances("spherical"), 4,
    ...                         np.random.default_rng(0))
    >>> X.shape, y.tolist()
    ((8, 2), [0, 0, 0, 0, 1, 1, 1, 1])
    """
    rng = check_generator("rng", rng)
    means = np.atleast_2d(np.asarray(check_numbers("means", means), dtype=float))
    covariances = np.asarray(check_numbers("covariances", covariances), dtype=float)
    C, D = means.shape
    if covariances.shape != (C, D, D):
        raise ValueError(f"`covariances` must have shape {(C, D, D)} (one matrix per class); got {covariances.shape}")
    counts = np.broadcast_to(np.asarray(check_numbers("n_per_class", n_per_class, low=1, integer=True)), (C,))
    parts = []
    for c in range(C):
        matrix = covariances[c]
        if not np.allclose(matrix, matrix.T, rtol=1e-10, atol=0.0):
            raise ValueError(f"`covariances[{c}]` must be symmetric; got {matrix.tolist()!r}")
        try:
            lower = np.linalg.cholesky(matrix)
        except np.linalg.LinAlgError:
            raise ValueError(f"`covariances[{c}]` must be positive definite; got {matrix.tolist()!r}") from None
        parts.append(means[c] + rng.standard_normal((int(counts[c]), D)) @ lower.T)
    return np.vstack(parts), np.repeat(np.arange(C, dtype=np.int64), counts.astype(np.int64))


# --------------------------------------------------------------------------- generative vs discriminative

#: Data of :func:`learning_curve`: Gaussian classes with a shared diagonal covariance (every
#: model's assumption holds), or heavy-tailed features with logistic labels (only logistic
#: regression's does).
SCENARIOS = ("gaussian", "heavy_tails")
#: Models of :func:`learning_curve`, in order.
CURVE_MODELS = ("naive", "shared", "logistic")
# Mahalanobis distance between the two Gaussian class means: a Bayes error of Phi(-0.8), 21 %.
_SEPARATION = 1.6
# Degrees of freedom of the heavy-tailed features (Student's t: finite mean, infinite variance).
_TAIL_DOF = 2.0


def simulate_scenario(scenario: str, n_per_class: int, n_features: int, rng: np.random.Generator
                      ) -> tuple[np.ndarray, np.ndarray]:
    r"""Balanced two-class data for the generative-versus-discriminative comparison.

    - ``"gaussian"``: :math:`\mathbf{x} \mid c \sim \mathcal N(\boldsymbol\mu_c, \Sigma)` with
      one diagonal :math:`\Sigma` (standard deviations from 1 to 1.5 over the features)
      and means :math:`1.6` Mahalanobis units apart: the assumption of Gaussian naive Bayes
      *and* of LDA holds, and so does logistic regression's (the posterior is a logistic
      function of a linear score, Bishop PRML eq. 4.65-4.67).
    - ``"heavy_tails"``: each feature is Student-t with 2 degrees of freedom (occasional
      huge values) and the label is drawn from :math:`p(c = 1 \mid \mathbf{x}) =
      \sigma(\mathbf{w}^\top\mathbf{x})`, :math:`w_j` from 1 down to 0.2: logistic
      regression's model is exactly true, the Gaussian class densities are not.

    Points are drawn until each class has ``n_per_class`` of them (equal class sizes,
    class 0 first). Keeping the classes balanced changes only the intercept of the true
    log-odds, not its linear form.

    Parameters
    ----------
    scenario : {"gaussian", "heavy_tails"}
    n_per_class : int
        >= 1.
    n_features : int
        >= 1.
    rng : numpy.random.Generator

    Returns
    -------
    X : ndarray of shape (2 * n_per_class, n_features)
    y : ndarray of shape (2 * n_per_class,), dtype int64

    Examples
    --------
    >>> X, y = simulate_scenario("heavy_tails", 3, 2, np.random.default_rng(0))
    >>> X.shape, y.tolist()
    ((6, 2), [0, 0, 0, 1, 1, 1])
    """
    scenario = check_choice("scenario", scenario, SCENARIOS)
    n = check_number("n_per_class", n_per_class, low=1, integer=True)
    D = check_number("n_features", n_features, low=1, integer=True)
    rng = check_generator("rng", rng)
    if scenario == "gaussian":
        sds = np.linspace(1.0, 1.5, D)
        shift = _SEPARATION * sds / np.sqrt(D)  # |Sigma^(-1/2) (mu_1 - mu_0)| = 1.6
        X0 = rng.standard_normal((n, D)) * sds
        X1 = rng.standard_normal((n, D)) * sds + shift
        return np.vstack([X0, X1]), np.repeat(np.array([0, 1], dtype=np.int64), n)
    weights = np.linspace(1.0, 0.2, D) if D > 1 else np.ones(1)
    kept: list[list[np.ndarray]] = [[], []]
    have = [0, 0]
    while min(have) < n:
        X = rng.standard_t(_TAIL_DOF, size=(2 * n + 16, D))
        labels = rng.random(X.shape[0]) < expit(X @ weights)
        for c, members in enumerate((X[~labels], X[labels])):
            take = members[: n - have[c]]
            kept[c].append(take)
            have[c] += take.shape[0]
    return (np.vstack([np.vstack(kept[0]), np.vstack(kept[1])]),
            np.repeat(np.array([0, 1], dtype=np.int64), n))


def separates(X: Any, y: Any, direction: Any) -> bool:
    r"""Whether some hyperplane with normal ``direction`` splits the two classes completely.

    Projects the points on :math:`\mathbf{d}` and checks that the two classes'
    projections do not overlap: every :math:`\mathbf{d}^\top\mathbf{x}_i` of one class
    is below every one of the other. Then a threshold between them gives a line (a
    hyperplane) with all of one class strictly on each side: the data are completely
    separated, and the maximum-likelihood estimate of logistic regression does not exist
    (Albert & Anderson 1984; :func:`bayeslab.glm.fit_logistic` says ``"separation"``).

    A cheap *sufficient* test for one direction (two dot products and a comparison),
    not a decision: ``False`` does not mean the data cannot be separated by another
    direction -- :func:`bayeslab.glm.fit_logistic` settles that with a linear program.
    Used before fitting logistic regression to skip fits whose answer is already known
    (LDA's :math:`\mathbf{w}` is a good direction to try: it is fitted to split the classes).

    Parameters
    ----------
    X : array-like of shape (n_samples, n_features)
    y : array-like of shape (n_samples,)
        Labels 0 and 1, both present.
    direction : array-like of shape (n_features,)
        Finite, not all zero.

    Returns
    -------
    bool

    Raises
    ------
    ValueError
        If ``X`` is not a finite 2-D array, ``y`` is not 0/1 with both classes and one
        label per row, or ``direction`` has the wrong length or is zero.

    Examples
    --------
    >>> X = [[0.0, 5.0], [1.0, -3.0], [2.0, 4.0], [3.0, 0.0]]
    >>> separates(X, [0, 0, 1, 1], [1.0, 0.0]), separates(X, [0, 1, 0, 1], [1.0, 0.0])
    (True, False)
    """
    X = _check_matrix("X", X)
    labels = np.asarray(y)
    if labels.shape != (X.shape[0],):
        raise ValueError(f"`y` must have shape ({X.shape[0]},), one label per row of `X`; got {labels.shape}")
    ones = labels == 1
    if not np.all(ones | (labels == 0)) or ones.all() or not ones.any():
        raise ValueError(f"`y` must hold labels 0 and 1, both present; got {np.unique(labels).tolist()!r}")
    d = np.asarray(check_numbers("direction", direction), dtype=float)
    if d.shape != (X.shape[1],):
        raise ValueError(f"`direction` must have shape ({X.shape[1]},), one weight per feature; got {d.shape}")
    if not np.any(d):
        raise ValueError("`direction` must not be all zeros (it is a hyperplane's normal); got zeros")
    score = X @ d
    low, high = score[~ones], score[ones]
    return bool(low.max() < high.min() or high.max() < low.min())


def lda_separates(fit: GaussianClassifierFit, X: Any, y: Any) -> bool:
    r"""Whether LDA's :math:`\mathbf{w}` or the difference of the class means splits the two classes.

    :func:`separates` along the two directions a fitted shared-covariance model already
    has: :math:`\mathbf{w} = \Sigma^{-1}(\boldsymbol\mu_1 - \boldsymbol\mu_0)` (see
    :meth:`GaussianClassifierFit.linear_boundary`) and :math:`\boldsymbol\mu_1 - \boldsymbol\mu_0`.
    ``True`` means logistic regression's MLE does not exist on ``(X, y)``; ``False``
    leaves the question open (another direction may split them).

    Parameters
    ----------
    fit : GaussianClassifierFit
        Fitted with ``covariance="shared"`` on ``(X, y)``, classes 0 and 1.
    X : array-like of shape (n_samples, n_features)
    y : array-like of shape (n_samples,)

    Returns
    -------
    bool

    Examples
    --------
    >>> X, y = [[0.0, 1.0], [1.0, -1.0], [2.0, 0.5], [3.0, -0.5]], [0, 0, 1, 1]
    >>> lda_separates(GaussianClassifier("shared").fit(X, y), X, y)
    True
    """
    if not isinstance(fit, GaussianClassifierFit):
        raise ValueError(f"`fit` must be a GaussianClassifierFit (from GaussianClassifier.fit); got {type(fit).__name__}")
    w, _ = fit.linear_boundary()
    return any(bool(np.any(d)) and separates(X, y, d) for d in (w, fit.means[1] - fit.means[0]))


@dataclass(frozen=True)
class LearningCurve:
    r"""Test log-loss against training-set size for naive Bayes, LDA and logistic regression.

    Made by :func:`learning_curve`; arrays are read-only. Rows follow
    :data:`CURVE_MODELS` (``"naive"``, ``"shared"``, ``"logistic"``).

    Attributes
    ----------
    scenario : str
    n_features : int
    n_repeats : int
        Training sets drawn per size.
    sizes : ndarray of shape (n_sizes,)
        Training-set sizes :math:`m` (both classes together, half each).
    log_loss : ndarray of shape (3, n_sizes)
        Mean test log-loss (nats) over the training sets on which the model could be
        fitted; ``nan`` where it could be fitted on none.
    error : ndarray of shape (3, n_sizes)
        Mean test error rate, likewise.
    n_failed : ndarray of shape (3, n_sizes), dtype int64
        Training sets on which the model could not be fitted: for logistic regression,
        those the data separate (its MLE does not exist); for the Gaussian models, a
        singular covariance.
    """

    scenario: str
    n_features: int
    n_repeats: int
    sizes: np.ndarray
    log_loss: np.ndarray
    error: np.ndarray
    n_failed: np.ndarray

    @property
    def complete(self) -> np.ndarray:
        """ndarray of bool, shape (3, n_sizes): the model was fitted on every training set of that size.

        A mean over only the training sets that worked would flatter a model (the hard
        ones are left out), so a page should draw a point only where this is True.
        """
        return self.n_failed == 0

    def best(self, index: int) -> str | None:
        """The model with the lowest mean test log-loss at ``sizes[index]``, among the complete ones.

        None if no model is complete there.
        """
        index = check_number("index", index, low=-self.sizes.size, high=self.sizes.size - 1, integer=True)
        values = np.where(self.complete[:, index], self.log_loss[:, index], np.inf)
        return None if not np.isfinite(values.min()) else CURVE_MODELS[int(np.argmin(values))]

    @property
    def first_common(self) -> int | None:
        """Index of the smallest size at which all three models are complete (None: none)."""
        both = np.flatnonzero(self.complete.all(axis=0))
        return int(both[0]) if both.size else None

    @property
    def logistic_incomplete_until(self) -> int | None:
        """The largest size at which logistic regression failed on some training set (None: never)."""
        failed = np.flatnonzero(self.n_failed[2] > 0)
        return int(self.sizes[failed[-1]]) if failed.size else None

    @property
    def logistic_best_from(self) -> int | None:
        """The smallest size from which logistic regression has the lowest curve at every larger size.

        None if it is not the lowest at the largest size.
        """
        best = [self.best(i) == "logistic" for i in range(self.sizes.size)]
        if not best[-1]:
            return None
        start = self.sizes.size - 1
        while start > 0 and best[start - 1]:
            start -= 1
        return int(self.sizes[start])

    @property
    def gap_at_largest(self) -> float:
        """Highest minus lowest mean test log-loss of the three models at the largest size (nats)."""
        last = self.log_loss[:, -1]
        return float(np.nanmax(last) - np.nanmin(last))


def learning_curve(scenario: str, n_features: int, sizes: Sequence[int], n_repeats: int,
                   n_test_per_class: int, rng: np.random.Generator) -> LearningCurve:
    r"""Mean test log-loss of naive Bayes, LDA and logistic regression against training-set size.

    For each size :math:`m` in ``sizes``, ``n_repeats`` training sets of :math:`m/2`
    points per class are drawn from :func:`simulate_scenario`; on each, Gaussian naive
    Bayes (``covariance="naive"``), LDA (``"shared"``), both by maximum likelihood
    (``ddof=0``, priors the class frequencies), and logistic regression by maximum
    likelihood (:func:`bayeslab.glm.fit_logistic`) are fitted and scored on one large
    test set drawn once from the same scenario. This is the experiment of Ng & Jordan
    (2002), with the log-loss :math:`-\frac1n\sum\log p(y_i \mid \mathbf{x}_i)` as the
    score (they plotted the error rate, also returned).

    What to expect (Ng & Jordan): when the generative model is right, it approaches its
    best score with fewer points; when it is wrong, logistic regression -- which
    assumes only the form of :math:`p(y \mid \mathbf{x})` -- reaches a lower score once
    there are enough points. With few points logistic regression's MLE often does not
    exist (separable training sets: counted in ``n_failed``; where LDA's direction or the
    difference of the class means already splits the classes (:func:`separates`) the
    logistic fit is skipped, as its answer is known), and plug-in Gaussian
    models with few points underestimate their variances and are overconfident, which
    the log-loss punishes. The result states what the curves show; it is not assumed.

    Parameters
    ----------
    scenario : {"gaussian", "heavy_tails"}
    n_features : int
        >= 1.
    sizes : sequence of int
        Training-set sizes, even, each >= 2 * 2 (two points per class), increasing.
    n_repeats : int
        >= 1.
    n_test_per_class : int
        >= 1.
    rng : numpy.random.Generator

    Returns
    -------
    LearningCurve

    References
    ----------
    A. Y. Ng and M. I. Jordan, "On discriminative vs. generative classifiers: a comparison
    of logistic regression and naive Bayes", *NIPS* 14, 2002.

    Examples
    --------
    >>> curve = learning_curve("gaussian", 2, [8, 64], 5, 200, np.random.default_rng(0))
    >>> curve.log_loss.shape, curve.sizes.tolist()
    ((3, 2), [8, 64])
    """
    from bayeslab.glm import fit_logistic  # the shared GLM module (logistic regression by Newton)

    scenario = check_choice("scenario", scenario, SCENARIOS)
    D = check_number("n_features", n_features, low=1, integer=True)
    n_repeats = check_number("n_repeats", n_repeats, low=1, integer=True)
    n_test = check_number("n_test_per_class", n_test_per_class, low=1, integer=True)
    rng = check_generator("rng", rng)
    sizes = np.atleast_1d(np.asarray(check_numbers("sizes", sizes, low=4, integer=True))).astype(np.int64)
    if sizes.ndim != 1 or np.any(sizes % 2) or np.any(np.diff(sizes) <= 0):
        raise ValueError(f"`sizes` must be increasing even numbers (half of each per class); got {sizes.tolist()!r}")
    X_test, y_test = simulate_scenario(scenario, n_test, D, rng)
    log_loss = np.full((3, sizes.size), np.nan)
    error = np.full((3, sizes.size), np.nan)
    failed = np.zeros((3, sizes.size), dtype=np.int64)
    for s, m in enumerate(sizes):
        scores: list[list[tuple[float, float]]] = [[], [], []]
        for _ in range(n_repeats):
            X, y = simulate_scenario(scenario, int(m) // 2, D, rng)
            lda = None
            for k, kind in enumerate(CURVE_MODELS[:2]):
                try:
                    fit = GaussianClassifier(kind).fit(X, y)
                except SingularCovarianceError:
                    failed[k, s] += 1
                    continue
                log_proba = fit.predict_log_proba(X_test)
                scores[k].append((float(-np.mean(log_proba[np.arange(y_test.size), y_test])),
                                  float(np.mean(np.argmax(log_proba, axis=1) != y_test))))
                lda = fit if kind == "shared" else lda
            if lda is not None and lda_separates(lda, X, y):
                # A line already splits the classes: logistic regression's MLE does not exist
                # (fit_logistic would say "separation" after its Newton steps and linear program).
                failed[2, s] += 1
                continue
            try:
                logistic = fit_logistic(X, y)
            except ValueError:  # linearly dependent features: no unique estimate
                failed[2, s] += 1
                continue
            if not logistic.converged:
                failed[2, s] += 1
                continue
            eta = logistic.predict_linear(X_test)
            scores[2].append((float(-logistic.log_likelihood_on(X_test, y_test) / y_test.size),
                              float(np.mean((eta >= 0) != (y_test == 1)))))
        for k in range(3):
            if scores[k]:
                log_loss[k, s], error[k, s] = np.mean(scores[k], axis=0)
    return LearningCurve(scenario=scenario, n_features=D, n_repeats=n_repeats, sizes=_frozen(sizes),
                         log_loss=_frozen(log_loss), error=_frozen(error), n_failed=_frozen(failed))
