"""Show the code: Python that reproduces the numbers of the two regression pages.

Each function returns a short script for the page's current state (its settings typed
in as literals) that uses ``bayeslab`` alone (NumPy and SciPy underneath; no Streamlit, no
pandas) and prints the page's key numbers one per line as ``label: value``. Code, not
prose: the labels are plain ASCII and stay English in every language, like the code.
``tests/test_snippets.py`` and the pages' tests run these scripts and find every number
they print on the page.
"""

from __future__ import annotations

from ui.cached import regression as cached

__all__ = ["bayesian", "mle"]

_BUNDLED = {
    "challenger": ("load_challenger", "x, y = data.X[:, 0], data.y  # launch temperature (F), O-ring damage (1 = yes)"),
    "hours": ("load_hours_studied", "x, y = data.X[:, 0], data.y  # hours studied, passed (1 = yes)"),
    "kicks": ("load_horse_kicks",
              f"x, y = data.X[:, 0] - {cached.KICKS_FIRST_YEAR}, data.y  # years since {cached.KICKS_FIRST_YEAR}, "
              "deaths in one corps"),
}


def _data_lines(source: str, family: str, simulation: tuple | None, typed: str | None,
                upload_name: str | None) -> tuple[list[str], list[str]]:
    """Imports and the lines that make ``x`` and ``y``."""
    if source in _BUNDLED:
        loader, unpack = _BUNDLED[source]
        return [f"from bayeslab.datasets import {loader}"], [f"data = {loader}()", unpack]
    if source == "simulate":
        n, intercept, slope, noise, seed = simulation
        return (["import numpy as np", "from bayeslab.glm import simulate_glm"],
                [f"x, y = simulate_glm({family!r}, {n}, np.random.default_rng({seed}), intercept={intercept!r},",
                 f"                    slope={slope!r}, noise_std={noise!r})"])
    if source == "typed":
        return ["from bayeslab.datasets import read_xy"], [f"x, y = read_xy({typed!r})"]
    return (["from bayeslab.datasets import read_xy"],
            [f"with open({upload_name!r}, encoding='utf-8-sig') as file:", "    x, y = read_xy(file.read())"])


def mle(source: str, family: str, centre: bool, *, converged: bool, simulation: tuple | None = None,
        typed: str | None = None, upload_name: str | None = None) -> str:
    """The maximum-likelihood page: the data, ``fit_glm`` and what the page reports of the fit."""
    imports, lines = _data_lines(source, family, simulation, typed, upload_name)
    imports.append("from bayeslab.glm import fit_glm")
    if centre:
        lines += ["offset = x.mean()  # centre x", 'print(f"mean of x: {offset:.6g}")',
                  f"fit = fit_glm((x - offset)[:, None], y, family={family!r})"]
    else:
        lines.append(f"fit = fit_glm(x[:, None], y, family={family!r})")
    if not converged:
        lines += ['print(f"converged: {fit.converged} ({fit.status})")', 'print(f"Newton steps: {fit.n_iter}")']
    else:
        lines += [
            "(low0, high0), (low1, high1) = fit.wald_interval(0.95)",
            'print(f"intercept b0: {fit.coef[0]:.6g}")',
            'print(f"slope b1: {fit.coef[1]:.6g}")',
            'print(f"standard error of b0: {fit.standard_errors[0]:.4g}")',
            'print(f"standard error of b1: {fit.standard_errors[1]:.4g}")',
            'print(f"95% Wald interval of b0: [{low0:.4g}, {high0:.4g}]")',
            'print(f"95% Wald interval of b1: [{low1:.4g}, {high1:.4g}]")',
            'print(f"log-likelihood: {fit.log_likelihood:.6g}")',
            'print(f"Newton steps: {fit.n_iter}")',
        ]
        if family == "gaussian":
            lines.append('print(f"noise variance RSS/N: {fit.sigma2:.4g}")')
        if (source, family) == ("challenger", "bernoulli"):
            at = "31.0 - offset" if centre else "31.0"
            lines.append(f'print(f"p(damage | 31 F): {{fit.predict_mean([[{at}]])[0]:.4g}}")')
    return "\n".join(imports) + "\n\n" + "\n".join(lines) + "\n"


def bayesian(part: str, seed: int, *, n: int = 0, basis: str = "gaussian", size: int = 9, points: int = 0,
             alpha: float = 2.0) -> str:
    """The Bayesian regression page: one script per part, for its current settings."""
    if part == "sequential":
        return _sequential(seed, n)
    if part == "evidence":
        return _evidence(seed)
    return _basis(part, seed, basis, size, points, alpha)


def _sequential(seed: int, n: int) -> str:
    lines = [
        "import numpy as np",
        "from bayeslab.linear_regression import BayesianLinearRegression, simulate_line",
        "",
        "# PRML Fig. 3.7: t = -0.3 + 0.5 x + noise (sd 0.2, beta = 25), prior N(0, I/2) (alpha = 2)",
        f"x, t = simulate_line({cached.LINE_POINTS}, np.random.default_rng({seed}))",
        "posterior = BayesianLinearRegression(alpha=2.0, beta=25.0).prior(2)",
        f"for xn, tn in zip(x[:{n}], t[:{n}]):  # one point at a time",
        "    posterior = posterior.update([1.0, xn], tn)",
    ]
    if n == 0:
        lines.append('print(f"points used: {len(x[:0])}")')
    else:
        lines += [
            "sd = np.sqrt(np.diag(posterior.cov))",
            'print(f"posterior mean w0: {posterior.mean[0]:.3g}")',
            'print(f"posterior mean w1: {posterior.mean[1]:.3g}")',
            'print(f"posterior sd w0: {sd[0]:.2g}")',
            'print(f"posterior sd w1: {sd[1]:.2g}")',
        ]
    return "\n".join(lines) + "\n"


def _basis(part: str, seed: int, basis: str, size: int, points: int, alpha: float) -> str:
    if basis == "polynomial":
        design = ["", f"def design(x):  # a polynomial of degree {size}", f"    return polynomial_basis(x, {size})", ""]
        basis_import = "polynomial_basis"
    else:
        design = ["", f"def design(x):  # {size} Gaussian bumps on [0, 1] and a bias",
                  f"    return gaussian_basis(x, np.linspace(0.0, 1.0, {size}), {cached.BUMP_WIDTH!r} / {size})", ""]
        basis_import = "gaussian_basis"
    names = "BayesianLinearRegression, fit_mle, ridge, simulate_sinusoid" if part == "ridge" else \
        "BayesianLinearRegression, fit_mle, simulate_sinusoid"
    lines = [
        "import numpy as np",
        f"from bayeslab.linear_regression import {names}, {basis_import}",
        "",
        "# PRML Fig. 3.8: t = sin(2 pi x) + noise (sd 0.3, beta = 11.1)",
        f"x, t = simulate_sinusoid({points}, np.random.default_rng({seed}))",
        *design,
        f"model = BayesianLinearRegression(alpha={alpha!r}, beta=11.1)",
        "posterior = model.fit(design(x), t)",
    ]
    if part == "ridge":
        lines += [
            "lam = model.ridge_lambda  # the ridge penalty alpha / beta",
            'print(f"ridge penalty lambda: {lam:.3g}")',
            'print(f"number of weights: {posterior.mean.size}")',
        ]
        if points:
            lines.append('print(f"ridge equals the posterior mean (to 1e-8): '
                         '{np.allclose(ridge(design(x), t, lam), posterior.mean, atol=1e-8)}")')
        return "\n".join(lines) + "\n"
    lines += [
        f"grid = np.linspace(0.0, 1.0, {cached.CURVE_POINTS})",
        "band = posterior.predictive(design(grid))",
        "i = band.widest  # where the predictive band is widest",
        'print(f"band widest at x: {grid[i]:.3g}")',
        'print(f"predictive sd there: {band.std[i]:.3g}")',
        'print(f"noise sd (1/sqrt(beta)): {np.sqrt(band.noise_variance[i]):.3g}")',
        'print(f"weights sd: {np.sqrt(band.parameter_variance[i]):.3g}")',
    ]
    if points:
        lines += [
            "plug_in = fit_mle(design(x), t)",
            "if plug_in.interpolates:",
            '    print(f"plug-in passes through all points: {len(x)} points, {plug_in.weights.size} weights")',
            "else:",
            '    print(f"plug-in noise sd: {np.sqrt(plug_in.noise_variance):.3g}")',
        ]
    return "\n".join(lines) + "\n"


def _evidence(seed: int) -> str:
    return "\n".join([
        "import numpy as np",
        "from bayeslab.linear_regression import log_evidence_by_degree, most_probable_degree, simulate_sinusoid",
        "",
        "# PRML Fig. 3.14: ten evenly spaced points, alpha = 5e-3, beta = 11.1",
        f"x, t = simulate_sinusoid({cached.EVIDENCE_POINTS}, np.random.default_rng({seed}), spacing='even')",
        "degrees = np.arange(10)",
        "log_evidence = log_evidence_by_degree(x, t, degrees, 5e-3, 11.1)",
        'print(f"most probable degree: {most_probable_degree(degrees, log_evidence)}")',
    ]) + "\n"
