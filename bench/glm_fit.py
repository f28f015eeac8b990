"""Cost of the GLM fits and of the Gaussian classifiers' 2-D decision regions.

Measured in one run on the same machine (median of ``--repeats`` runs, ours and the
baseline interleaved so machine noise hits both alike):

* ``fit_logistic`` against scikit-learn ``LogisticRegression(C=np.inf)`` (no penalty;
  ``penalty=None`` is deprecated from scikit-learn 1.8) on 10,000 x 10 data;
* ``fit_glm(family="poisson")`` against ``PoissonRegressor(alpha=0)`` on 10,000 x 10 data;
  ``ratio`` = ours / scikit-learn's medians (target <= 1.0), ``paired_ratio`` = median of
  the ratios of back-to-back pairs, ``best_ratio`` = ratio of the fastest runs (the least
  disturbed on a shared machine); ``max_coef_diff`` = how far the two answers are apart
  (scikit-learn stops at its default ``tol=1e-4``; Newton's method runs to ~1e-10, so a
  second line compares with scikit-learn's own Newton solver at ``tol=1e-10``);
* ``GaussianClassifier(kind).fit`` + ``predict_proba`` on a 100 x 100 grid (10,000 points)
  for each covariance kind, and ``log_likelihood_surface`` on a 200 x 200 grid over the
  Challenger data: what a page does on a rerun (reported in ms).

Run from the repository root::

    python -m bench.glm_fit
    python -m bench.glm_fit --repeats 30
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
import warnings
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import numpy as np  # noqa: E402

from bayeslab.datasets import load_challenger  # noqa: E402
from bayeslab.gaussian_classifier import COVARIANCES, GaussianClassifier  # noqa: E402
from bayeslab.glm import fit_glm, fit_logistic, log_likelihood_surface  # noqa: E402

N_SAMPLES, N_FEATURES = 10_000, 10


def seconds(fn) -> float:
    start = time.perf_counter()
    fn()
    return time.perf_counter() - start


def compare(label: str, ours, theirs, repeats: int, baseline: str = "sklearn") -> None:
    ours()
    theirs()  # warm-up: imports, caches, allocator
    ours_times, theirs_times = [], []
    for _ in range(repeats):
        ours_times.append(seconds(ours))
        theirs_times.append(seconds(theirs))
    ours_ms = 1000 * statistics.median(ours_times)
    theirs_ms = 1000 * statistics.median(theirs_times)
    paired = statistics.median(a / b for a, b in zip(ours_times, theirs_times))
    # On a shared machine the fastest run is the least disturbed one.
    best = min(ours_times) / min(theirs_times)
    print(f"{label}_ms={ours_ms:.2f} {baseline}_ms={theirs_ms:.2f} ratio={ours_ms / theirs_ms:.2f} "
          f"paired_ratio={paired:.2f} best_ratio={best:.2f} best_ms={1000 * min(ours_times):.2f}/"
          f"{1000 * min(theirs_times):.2f} n_samples={N_SAMPLES} n_features={N_FEATURES} repeats={repeats}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--repeats", type=int, default=21)
    args = parser.parse_args()
    repeats = max(7, args.repeats)

    from sklearn.linear_model import LogisticRegression, PoissonRegressor

    rng = np.random.default_rng(0)
    X = rng.normal(size=(N_SAMPLES, N_FEATURES))
    eta = 0.3 + X @ np.linspace(-1.0, 1.0, N_FEATURES)
    labels = (rng.random(N_SAMPLES) < 1.0 / (1.0 + np.exp(-eta))).astype(float)
    counts = rng.poisson(np.exp(0.5 + X @ np.linspace(-0.2, 0.2, N_FEATURES))).astype(float)

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # scikit-learn's convergence chatter
        compare("fit_logistic", lambda: fit_logistic(X, labels),
                lambda: LogisticRegression(C=np.inf).fit(X, labels), repeats)
        # The same accuracy as ours (Newton to ~1e-10): scikit-learn's own Newton solver.
        compare("fit_logistic", lambda: fit_logistic(X, labels),
                lambda: LogisticRegression(C=np.inf, solver="newton-cholesky", tol=1e-10).fit(X, labels),
                repeats, baseline="sklearn_newton_cholesky")
        ours = fit_logistic(X, labels)
        theirs = LogisticRegression(C=np.inf).fit(X, labels)
        print(f"logistic n_iter={ours.n_iter} sklearn_n_iter={int(theirs.n_iter_[0])} max_coef_diff="
              f"{np.max(np.abs(ours.coef - np.r_[theirs.intercept_, theirs.coef_[0]])):.1e}")

        compare("fit_poisson", lambda: fit_glm(X, counts, family="poisson"),
                lambda: PoissonRegressor(alpha=0.0).fit(X, counts), repeats)
        compare("fit_poisson", lambda: fit_glm(X, counts, family="poisson"),
                lambda: PoissonRegressor(alpha=0.0, solver="newton-cholesky", tol=1e-10).fit(X, counts),
                repeats, baseline="sklearn_newton_cholesky")
        ours = fit_glm(X, counts, family="poisson")
        theirs = PoissonRegressor(alpha=0.0).fit(X, counts)
        print(f"poisson n_iter={ours.n_iter} sklearn_n_iter={theirs.n_iter_} max_coef_diff="
              f"{np.max(np.abs(ours.coef - np.r_[theirs.intercept_, theirs.coef_])):.1e}")

    # The page's 2-D regions: three classes of 200 points, a 100 x 100 grid.
    centres = np.array([[0.0, 0.0], [2.5, 1.0], [0.5, 3.0]])
    points = np.vstack([rng.multivariate_normal(c, [[1.0, 0.4], [0.4, 0.8]], 200) for c in centres])
    classes = np.repeat([0, 1, 2], 200)
    xs, ys = np.meshgrid(np.linspace(-3, 6, 100), np.linspace(-3, 6, 100))
    grid = np.column_stack([xs.ravel(), ys.ravel()])
    for kind in COVARIANCES:
        model = GaussianClassifier(kind)
        ms = 1000 * statistics.median(
            seconds(lambda: model.fit(points, classes).predict_proba(grid)) for _ in range(repeats))
        print(f"gaussian_classifier_grid_ms={ms:.2f} covariance={kind} n_grid={len(grid)} "
              f"n_train={len(points)} n_classes=3")

    data = load_challenger()
    intercepts, slopes = np.linspace(0, 30, 200), np.linspace(-0.5, 0.05, 200)
    ms = 1000 * statistics.median(
        seconds(lambda: log_likelihood_surface(data.X, data.y, "bernoulli", intercepts, slopes))
        for _ in range(repeats))
    print(f"log_likelihood_surface_ms={ms:.2f} grid=200x200 n_samples={data.n_samples}")


if __name__ == "__main__":
    main()
