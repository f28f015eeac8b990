"""Show the code: Python that reproduces the numbers of the Gaussian classifiers page.

Each function returns a short script for the page's current state (its settings typed in as
literals) that uses ``bayeslab`` alone (NumPy and SciPy underneath; no Streamlit, no pandas) and
prints the page's key numbers one per line as ``label: value``. Code, not prose: the labels are
plain ASCII and stay English in every language, like the code. ``tests/test_snippets.py`` (the
default part) and the page's tests (every part) run these scripts and find every number they
print on the page.
"""

from __future__ import annotations

from typing import Any, Sequence

from ui.cached import gaussian_classifiers as cached

__all__ = ["one_feature", "two_features", "versus"]


def one_feature(means: Sequence[float], sds: Sequence[float], priors: Sequence[float]) -> str:
    """The decision thresholds of 1-D Gaussian classes (and the closed form's two terms when it applies)."""
    lines = [
        "from bayeslab.gaussian_classifier import decision_thresholds_1d, equal_variance_threshold",
        "",
        f"means, sds, priors = {list(means)!r}, {list(sds)!r}, {list(priors)!r}",
        "regions = decision_thresholds_1d(means, sds, priors)",
        "for threshold in regions.thresholds:",
        "    print(f'threshold: {threshold:.6g}')",
    ]
    if len(means) == 2 and sds[0] == sds[1] and means[0] != means[1]:
        lines += [
            "midpoint, shift = equal_variance_threshold(means, sds[0], priors)",
            "print(f'midpoint: {midpoint:.6g}')",
            "print(f'prior shift: {shift:.6g}')",
        ]
    return "\n".join(lines) + "\n"


def _data(params: dict[str, Any]) -> list[str]:
    """Imports and the lines that make the training set ``X, y`` and the test set ``X_test, y_test``."""
    if params["data"] == "iris":
        species = cached.IRIS_PAIRS[params["species"]]
        features = cached.IRIS_MEASURES[params["measure"]]
        return [
            "import numpy as np",
            "from bayeslab.datasets import load_iris, train_test_split",
            "from bayeslab.gaussian_classifier import GaussianClassifier",
            "from bayeslab.glm import fit_logistic",
            "",
            f"data = load_iris({species!r}, {features!r})",
            f"labels = (data.y == {species[1]!r}).astype(int)  # 1: {species[1]}",
            f"train, test = train_test_split(data.y, {cached.IRIS_TEST_FRACTION!r}, "
            f"np.random.default_rng({params['seed']}))",
            "X, y, X_test, y_test = data.X[train], labels[train], data.X[test], labels[test]",
        ]
    means = [[params["a_x1"], params["a_x2"]], [params["b_x1"], params["b_x2"]]]
    return [
        "import numpy as np",
        "from bayeslab.gaussian_classifier import GaussianClassifier, simulate_classes, simulation_covariances",
        "from bayeslab.glm import fit_logistic",
        "",
        f"means = {means!r}",
        f"covariances = simulation_covariances({params['shape']!r}, {params['spread']!r}, {params['angle']!r}, "
        f"{params['same']!r})",
        f"rng = np.random.default_rng({params['seed']})",
        f"X, y = simulate_classes(means, covariances, {params['n']}, rng)",
        f"X_test, y_test = simulate_classes(means, covariances, {cached.N_TEST_SIMULATED}, rng)",
    ]


def two_features(params: dict[str, Any]) -> str:
    """The four models' test accuracy and log-loss on the page's data."""
    return "\n".join(_data(params) + [
        "",
        "for kind in ('naive', 'shared', 'full'):",
        "    try:",
        "        fit = GaussianClassifier(kind).fit(X, y)",
        "    except ValueError as err:  # a singular covariance",
        "        print(kind, '->', err)",
        "        continue",
        "    accuracy, log_loss = fit.scores(X_test, y_test)",
        "    print(f'{kind} test accuracy: {accuracy:.6g}')",
        "    print(f'{kind} test log-loss: {log_loss:.6g}')",
        "logistic = fit_logistic(X, y)  # status 'separation': a line splits the classes, no MLE",
        "if logistic.converged:",
        "    eta = logistic.predict_linear(X_test)",
        "    print(f'logistic test accuracy: {np.mean((eta >= 0) == (y_test == 1)):.6g}')",
        "    print(f'logistic test log-loss: {-logistic.log_likelihood_on(X_test, y_test) / len(y_test):.6g}')",
    ]) + "\n"


def versus(params: dict[str, Any]) -> str:
    """LDA's weights against logistic regression's maximum-likelihood weights on the page's data."""
    return "\n".join(_data(params) + [
        "",
        "w, w0 = GaussianClassifier('shared').fit(X, y).linear_boundary()  # p(B | x) = sigmoid(w.x + w0)",
        "print(f'LDA w1: {w[0]:.6g}')",
        "print(f'LDA w2: {w[1]:.6g}')",
        "print(f'LDA w0: {w0:.6g}')",
        "logistic = fit_logistic(X, y)  # status 'separation': a line splits the classes, no MLE",
        "if logistic.converged:",
        "    print(f'logistic w1: {logistic.weights[0]:.6g}')",
        "    print(f'logistic w2: {logistic.weights[1]:.6g}')",
        "    print(f'logistic w0: {logistic.intercept:.6g}')",
    ]) + "\n"
