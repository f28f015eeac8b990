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
from typing import Any

import numpy as np
from scipy.special import logsumexp

from bayeslab._validate import check_numbers

__all__ = [
    "PRIOR_SUM_TOLERANCE",
    "evidence",
    "posterior",
]

#: How far from 1 the entries of a prior may sum (absolute): rounding in typed or
#: estimated priors passes, a forgotten class does not.
PRIOR_SUM_TOLERANCE = 1e-9


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
