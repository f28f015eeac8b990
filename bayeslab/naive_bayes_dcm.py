r"""Naive Bayes with the Dirichlet compound multinomial (DCM): bursty word counts.

The multinomial model of :mod:`bayeslab.naive_bayes` draws every token of a
document independently from one word distribution :math:`\theta_c` per class, so a
word seen once in a message is no likelier to come again. Real text is *bursty*: a
message that says "free" once often says it twice. The DCM (the Pólya urn) gives
each document its own word distribution :math:`\theta \sim \mathrm{Dir}(\alpha_c)`
and integrates it out; after one occurrence of word j the next token is j with
probability :math:`(\alpha_{jc} + 1)/(\alpha_{0c} + 1)` instead of
:math:`\alpha_{jc}/\alpha_{0c}` (see :func:`bayeslab.dirichlet.burstiness`).

Each class's :math:`\alpha_c` is learned by empirical Bayes: the value that makes
the class's training documents most probable (Minka's fixed-point iteration,
:func:`bayeslab.dirichlet.maximise_evidence`).

Notes
-----
For a document :math:`\mathbf{x}` with :math:`n = \sum_j x_j` tokens (MLaPP eq. 3.79):

.. math::

    p(\mathbf{x} \mid y = c) = \frac{n!}{\prod_j x_j!}\,
    \frac{B(\mathbf{x} + \alpha_c)}{B(\alpha_c)}, \qquad
    \log\frac{B(\mathbf{x} + \alpha_c)}{B(\alpha_c)} =
    \sum_{j:\,x_j > 0} \log\frac{\Gamma(x_j + \alpha_{jc})}{\Gamma(\alpha_{jc})}
    - \log\frac{\Gamma(n + \alpha_{0c})}{\Gamma(\alpha_{0c})}

Only the words present enter the sum, so scoring costs one term per non-zero
count, like the multinomial model.

References
----------
.. [1] K. P. Murphy, *Machine Learning: a Probabilistic Perspective*, MIT Press,
   2012, section 3.5.5 (eq. 3.78 the multinomial document model, eq. 3.79 the
   DCM and burstiness).
.. [2] R. E. Madsen, D. Kauchak and C. Elkan, "Modeling word burstiness using the
   Dirichlet distribution", ICML 2005.
.. [3] T. P. Minka, "Estimating a Dirichlet distribution", 2000/2012, section 4.
"""

from __future__ import annotations

import warnings
from typing import Any

import numpy as np
import scipy.sparse as sp
from scipy.special import logsumexp

from bayeslab._validate import check_number
from bayeslab.dirichlet import Dirichlet, _check_count_rows, _log_rising, maximise_evidence

__all__ = ["DirichletMultinomialNB"]


def _plain(label: Any) -> Any:
    """A NumPy scalar label as the Python value it holds (for messages)."""
    return label.item() if isinstance(label, np.generic) else label


def _frozen(array: np.ndarray) -> np.ndarray:
    array.flags.writeable = False
    return array


class DirichletMultinomialNB:
    r"""Naive Bayes whose class-conditional model is the Dirichlet compound multinomial.

    Parameters
    ----------
    alpha : float, default 1.0
        Dirichlet pseudo-count per class for the class prior :math:`\pi` (>= 0),
        as in :class:`bayeslab.naive_bayes.MultinomialNB`; the prior plugged in is
        the posterior mean :math:`(N_c + \alpha)/(N + C\alpha)`.
    min_alpha : float, default 1e-3
        Lower bound on every fitted :math:`\alpha_{jc}` (> 0). The evidence of a
        class is largest with :math:`\alpha_{jc} \to 0` for a word never seen in
        that class, which would make the word nearly impossible there (the zero
        count problem again, one level up); the bound is the smoothing. The
        default was chosen by 5-fold cross-validated log-loss on the training part
        of the SMS corpus (``python -m bench.dcm_fit``).
    tol : float, default 1e-9
        Stopping rule of the fixed point: relative change of every
        :math:`\alpha_{jc}` below ``tol``.
    max_iter : int, default 10000
        At most this many fixed-point updates per class; a class that does not
        meet ``tol`` keeps its last iterate, is flagged in ``converged_`` and
        :meth:`fit` warns (``RuntimeWarning``).

    Attributes
    ----------
    classes_ : ndarray of shape (n_classes,)
        Class labels, sorted.
    class_count_ : ndarray of shape (n_classes,)
        :math:`N_c`, training documents per class.
    feature_count_ : ndarray of shape (n_classes, n_features)
        Occurrences of each word in each class.
    class_prior_, class_log_prior_ : ndarray of shape (n_classes,)
        :math:`\hat\pi_c` and its log.
    feature_alpha_ : ndarray of shape (n_classes, n_features)
        The fitted :math:`\alpha_{jc}`.
    concentration_ : ndarray of shape (n_classes,)
        :math:`\alpha_{0c} = \sum_j \alpha_{jc}`: small means bursty documents.
    theta_, feature_log_prob_ : ndarray of shape (n_classes, n_features)
        :math:`\alpha_{jc}/\alpha_{0c}` (the probability of a document's first
        token) and its log, comparable with the multinomial model's.
    log_evidence_ : ndarray of shape (n_classes,)
        The maximised log evidence of each class's training documents (as
        sequences).
    n_iter_ : ndarray of int, shape (n_classes,)
    converged_ : ndarray of bool, shape (n_classes,)

    Notes
    -----
    The class score of a document is

    .. math::

        b_c = \log\hat\pi_c + \log\frac{B(\mathbf{x} + \alpha_c)}{B(\alpha_c)},

    the log joint probability without the multinomial coefficient
    :math:`n!/\prod_j x_j!`: it is the same for every class and cancels when the
    scores are normalised with log-sum-exp, so :meth:`predict_log_proba` is the
    exact posterior under eq. 3.79. Every :math:`\alpha_{jc} > 0`, so no word makes
    a class impossible. Words outside the training vocabulary are not in ``X``
    (the vocabulary drops them).

    References
    ----------
    MLaPP section 3.5.5, eq. 3.79; Madsen, Kauchak and Elkan (2005); Minka (2000/2012).

    Examples
    --------
    Each message repeats one word; spam more so, and the DCM learns a smaller
    strength for it (burstier documents):

    >>> X = [[3, 0, 0, 1], [0, 4, 0, 0], [2, 0, 1, 0], [0, 0, 3, 0], [0, 0, 0, 3], [1, 0, 2, 1]]
    >>> y = ["spam", "spam", "spam", "ham", "ham", "ham"]
    >>> model = DirichletMultinomialNB().fit(X, y)
    >>> model.converged_.tolist()
    [True, True]
    >>> model.classes_
    array(['ham', 'spam'], dtype='<U4')
    >>> bool(model.concentration_[1] < model.concentration_[0])
    True
    >>> model.predict([[0, 3, 0, 0], [0, 0, 1, 1]]).tolist()
    ['spam', 'ham']
    """

    def __init__(self, alpha: float = 1.0, min_alpha: float = 1e-3, tol: float = 1e-9,
                 max_iter: int = 10_000) -> None:
        object.__setattr__(self, "_alpha", check_number("alpha", alpha, low=0))
        object.__setattr__(self, "_min_alpha", check_number("min_alpha", min_alpha, low=0, low_open=True))
        object.__setattr__(self, "_tol", check_number("tol", tol, low=0, low_open=True))
        object.__setattr__(self, "_max_iter", check_number("max_iter", max_iter, low=1, integer=True))
        object.__setattr__(self, "_fitted", False)

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError(f"{type(self).__name__} is read-only; make a new one with other settings")

    def __repr__(self) -> str:
        return (f"{type(self).__name__}(alpha={self._alpha!r}, min_alpha={self._min_alpha!r}, "
                f"tol={self._tol!r}, max_iter={self._max_iter!r})")

    # -- settings
    @property
    def alpha(self) -> float:
        """Dirichlet pseudo-count per class for the class prior π."""
        return self._alpha

    @property
    def min_alpha(self) -> float:
        """Lower bound on the fitted word pseudo-counts."""
        return self._min_alpha

    @property
    def tol(self) -> float:
        """Relative-change tolerance of the fixed point."""
        return self._tol

    @property
    def max_iter(self) -> int:
        """Most fixed-point updates per class."""
        return self._max_iter

    # -- fitted state
    def _require_fitted(self) -> None:
        if not self._fitted:
            raise ValueError(f"this {type(self).__name__} is not fitted yet; call fit(X, y) first")

    def _fitted_value(name: str, doc: str):  # noqa: N805 - a property factory used in the class body
        def getter(self):
            self._require_fitted()
            return getattr(self, name)
        return property(getter, doc=doc)

    is_fitted = property(lambda self: self._fitted, doc="Whether :meth:`fit` has been called.")
    classes_ = _fitted_value("_classes", "ndarray of shape (n_classes,): class labels, sorted.")
    class_count_ = _fitted_value("_class_count", "ndarray of shape (n_classes,): training documents per class.")
    feature_count_ = _fitted_value("_feature_count",
                                   "ndarray of shape (n_classes, n_features): word occurrences per class.")
    class_prior_ = _fitted_value("_prior", "ndarray of shape (n_classes,): the estimate of π_c.")
    class_log_prior_ = _fitted_value("_log_prior", "ndarray of shape (n_classes,): log π_c.")
    feature_alpha_ = _fitted_value("_feature_alpha",
                                   "ndarray of shape (n_classes, n_features): the fitted α_jc.")
    concentration_ = _fitted_value("_concentration", "ndarray of shape (n_classes,): α_0c.")
    theta_ = _fitted_value("_theta", "ndarray of shape (n_classes, n_features): α_jc / α_0c.")
    feature_log_prob_ = _fitted_value("_log_theta", "ndarray of shape (n_classes, n_features): log θ_jc.")
    log_evidence_ = _fitted_value("_log_evidence", "ndarray of shape (n_classes,): maximised log evidence.")
    n_iter_ = _fitted_value("_n_iter", "ndarray of shape (n_classes,): fixed-point updates made.")
    converged_ = _fitted_value("_converged", "ndarray of shape (n_classes,): stopping rule met.")
    del _fitted_value

    @property
    def n_features_in_(self) -> int:
        """Number of features (vocabulary words) seen in :meth:`fit`."""
        self._require_fitted()
        return self._feature_alpha.shape[1]

    @property
    def dirichlets_(self) -> tuple[Dirichlet, ...]:
        """One :class:`bayeslab.dirichlet.Dirichlet` per class (e.g. for :func:`~bayeslab.dirichlet.burstiness`)."""
        self._require_fitted()
        return tuple(Dirichlet(row) for row in self._feature_alpha)

    # -- fitting
    def fit(self, X: Any, y: Any) -> "DirichletMultinomialNB":
        """Fit each class's Dirichlet by maximising the evidence of its documents.

        Parameters
        ----------
        X : array_like or scipy.sparse matrix, shape (n_samples, n_features)
            Whole word counts >= 0 (e.g. from :func:`bayeslab.text.fit_transform`),
            at least 2 features.
        y : array_like of shape (n_samples,)
            Class labels of any sortable kind; ``classes_`` is their sorted set.

        Returns
        -------
        self
            Fitted in place (as in scikit-learn).

        Raises
        ------
        ValueError
            If a count is not a whole number >= 0 (the message names row and
            column); if ``y`` is empty, not 1-D, contains nan, is not sortable or
            its length differs from ``X.shape[0]``; or if a class has no token at
            all (its Dirichlet cannot be learned).

        Warns
        -----
        RuntimeWarning
            If a class's fixed point stopped at ``max_iter`` without meeting
            ``tol`` (see ``converged_``); e.g. a class with a single document, whose
            evidence grows toward the multinomial limit without a maximum.
        """
        X = _check_count_rows("X", X)
        y_arr = np.asarray(y)
        if y_arr.ndim != 1:
            raise ValueError(f"`y` must be 1-D (one label per row of X); got shape {y_arr.shape}")
        if y_arr.shape[0] == 0:
            raise ValueError("`y` must contain at least one label; got an empty array")
        if y_arr.shape[0] != X.shape[0]:
            raise ValueError(f"`y` must have one label per row of X ({X.shape[0]} rows); got {y_arr.shape[0]}")
        if y_arr.dtype.kind == "f" and np.isnan(y_arr).any():
            raise ValueError("`y` must not contain nan labels; got nan")
        try:
            classes, y_index = np.unique(y_arr, return_inverse=True)
        except TypeError as err:
            raise ValueError(f"`y` labels must be sortable (one type); {err}") from None
        y_index = y_index.ravel()
        n_classes = classes.shape[0]

        class_count = np.bincount(y_index, minlength=n_classes).astype(np.float64)
        fits = []
        for c, label in enumerate(classes):
            rows = X[y_index == c]
            if rows.nnz == 0:
                raise ValueError(
                    f"`X` must have at least one token in every class; class {_plain(label)!r} has none"
                )
            fits.append(maximise_evidence(rows, min_alpha=self._min_alpha, tol=self._tol,
                                          max_iter=self._max_iter))
        feature_alpha = np.stack([fit.alpha for fit in fits])
        concentration = feature_alpha.sum(axis=1)
        theta = feature_alpha / concentration[:, None]
        prior = (class_count + self._alpha) / (class_count.sum() + n_classes * self._alpha)
        converged = np.array([fit.converged for fit in fits])
        indicator = sp.csr_matrix((np.ones(X.shape[0]), (y_index, np.arange(X.shape[0]))),
                                  shape=(n_classes, X.shape[0]))
        state = {
            "_classes": _frozen(classes),
            "_class_count": _frozen(class_count),
            "_feature_count": _frozen(np.asarray((indicator @ X).toarray(), dtype=np.float64)),
            "_prior": _frozen(prior),
            "_log_prior": _frozen(np.log(prior)),
            "_feature_alpha": _frozen(feature_alpha),
            "_concentration": _frozen(concentration),
            "_theta": _frozen(theta),
            "_log_theta": _frozen(np.log(theta)),
            "_log_evidence": _frozen(np.array([fit.log_evidence for fit in fits])),
            "_n_iter": _frozen(np.array([fit.n_iter for fit in fits])),
            "_converged": _frozen(converged),
        }
        for name, value in state.items():
            object.__setattr__(self, name, value)
        object.__setattr__(self, "_fitted", True)
        if not converged.all():
            stuck = [repr(_plain(label)) for label, ok in zip(classes, converged) if not ok]
            warnings.warn(
                f"the evidence fixed point did not meet tol={self._tol!r} within max_iter={self._max_iter} "
                f"updates for class(es) {', '.join(stuck)}; their last iterate is used (see converged_)",
                RuntimeWarning,
                stacklevel=2,
            )
        return self

    # -- prediction
    def joint_log_likelihood(self, X: Any) -> np.ndarray:
        r"""Class scores :math:`b_c = \log\hat\pi_c + \log B(\mathbf{x}+\alpha_c) - \log B(\alpha_c)`.

        Parameters
        ----------
        X : array_like or scipy.sparse matrix, shape (n_samples, n_features)
            Whole word counts >= 0.

        Returns
        -------
        ndarray of shape (n_samples, n_classes)
            The log joint probability of each class and the document's token
            sequence; add :math:`\log n! - \sum_j \log x_j!` for the bag of counts
            (the same for every class).

        Raises
        ------
        ValueError
            If not fitted, or ``X`` is invalid or has the wrong number of columns.
        """
        self._require_fitted()
        X = _check_count_rows("X", X)
        if X.shape[1] != self.n_features_in_:
            raise ValueError(
                f"`X` must have {self.n_features_in_} columns (the fitted n_features); got shape {X.shape}"
            )
        n_samples = X.shape[0]
        row_of_entry = np.repeat(np.arange(n_samples), np.diff(X.indptr))
        lengths = np.asarray(X.sum(axis=1)).ravel()
        scores = np.empty((n_samples, self._classes.shape[0]))
        for c, alpha in enumerate(self._feature_alpha):
            words = np.bincount(row_of_entry, weights=_log_rising(alpha[X.indices], X.data),
                                minlength=n_samples)
            scores[:, c] = self._log_prior[c] + words - _log_rising(self._concentration[c], lengths)
        return scores

    def predict_log_proba(self, X: Any) -> np.ndarray:
        r"""Log posterior :math:`\log p(c \mid \mathbf{x}) = b_c - \log\sum_{c'} e^{b_{c'}}`.

        Parameters
        ----------
        X : array_like or scipy.sparse matrix, shape (n_samples, n_features)

        Returns
        -------
        ndarray of shape (n_samples, n_classes)

        Raises
        ------
        ValueError
            As :meth:`joint_log_likelihood`.
        """
        scores = self.joint_log_likelihood(X)
        return scores - logsumexp(scores, axis=1, keepdims=True)

    def predict_proba(self, X: Any) -> np.ndarray:
        """Posterior :math:`p(c \\mid x)`, exactly ``exp(predict_log_proba(X))``; rows sum to 1.

        Parameters
        ----------
        X : array_like or scipy.sparse matrix, shape (n_samples, n_features)

        Returns
        -------
        ndarray of shape (n_samples, n_classes)
        """
        return np.exp(self.predict_log_proba(X))

    def predict(self, X: Any) -> np.ndarray:
        """Most probable class of each row (ties go to the first class in sorted order).

        Parameters
        ----------
        X : array_like or scipy.sparse matrix, shape (n_samples, n_features)

        Returns
        -------
        ndarray of shape (n_samples,)
            Labels from ``classes_``.
        """
        scores = self.joint_log_likelihood(X)
        return self._classes[np.argmax(scores, axis=1)]
