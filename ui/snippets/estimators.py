"""Show the code, on the estimators page: Python that reproduces the page's numbers.

:func:`snippet` writes a short script using ``bayeslab`` only (no Streamlit, no pandas) for
the page's current state — the prior, the counts and the open view with its settings —
typed in as literals. It prints the numbers the page shows in that state, one
``label: value`` a line (labels in plain ASCII), each computed by the core and printed to
the digits the page writes it with: the four estimates to 4 significant digits, the
weight of the prior, risks, spreads and the exact sampling values to 3.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from bayeslab.estimators import point_estimates
from ui.snippets.coin import predictive_lines

__all__ = ["EstimatorsState", "snippet"]


@dataclass(frozen=True)
class EstimatorsState:
    """The estimators page's state a snippet reproduces.

    ``view`` is the open view (``"estimates"``, ``"losses"``, ``"repeated"``,
    ``"convergence"``, ``"prediction"``; None when the inputs are unusable) with its own
    settings: ``loss`` and ``eps`` (losses), ``theta`` and ``n`` (repeated experiments),
    ``m`` (prediction). ``exact_shown``: False while the class is guessing which estimate
    is closest to the truth (predict, then reveal), so the exact values are not printed.
    """

    a: float
    b: float
    heads: int
    tails: int
    view: str | None = "estimates"
    loss: str = "squared"
    eps: float = 0.01
    theta: float = 0.3
    n: int = 10
    m: int = 10
    exact_shown: bool = True


def snippet(state: EstimatorsState) -> str:
    """The script for ``state`` (see the module docstring).

    >>> code = snippet(EstimatorsState(2.0, 2.0, 2, 0))
    >>> "point_estimates(prior.a, prior.b, heads, tails)" in code and "streamlit" not in code
    True
    """
    est = point_estimates(state.a, state.b, state.heads, state.tails)
    lines = [
        "from bayeslab.beta_binomial import Beta",
        "from bayeslab.estimators import point_estimates",
        "",
        f"prior = Beta({float(state.a)!r}, {float(state.b)!r})",
        f"heads, tails = {int(state.heads)}, {int(state.tails)}",
        "posterior = prior.update(heads, tails)",
        "est = point_estimates(prior.a, prior.b, heads, tails)",
        "",
    ]
    for name, attribute in (("MLE", "mle"), ("MAP", "map"), ("posterior mean", "mean"), ("posterior median", "median")):
        if not math.isnan(getattr(est, attribute)):
            lines.append(f'print(f"{name}: {{est.{attribute}:.4g}}")')
    lines += _VIEWS.get(state.view, lambda s, e: [])(state, est)
    return "\n".join(lines) + "\n"


def _estimates(state: EstimatorsState, est) -> list[str]:
    if not state.heads + state.tails:
        return []
    return ["", "from bayeslab.beta_binomial import shrinkage_weight", "",
            'print(f"weight of the prior: {shrinkage_weight(prior, heads, tails):.3g}")']


def _losses(state: EstimatorsState, est) -> list[str]:
    lines = [
        "",
        "from bayeslab.estimators import risk_curve",
        "",
        f"curve = risk_curve(posterior, {state.loss!r}, eps={float(state.eps)!r}, n_points=1001)",
        'print(f"lowest posterior risk at: {curve.minimiser:.3g}")',
    ]
    if state.loss != "zero-one" or not math.isnan(est.map):
        lines.append('print(f"Bayes estimate for this loss: {curve.bayes_action:.4g}")')
    return lines


def _repeated(state: EstimatorsState, est) -> list[str]:
    if not state.exact_shown:
        return []
    return [
        "",
        "from bayeslab.estimators import ESTIMATORS, closest_to_truth, sampling_risk",
        "",
        f"theta, n = {float(state.theta)!r}, {int(state.n)}  # the true theta, flips per experiment",
        "for name in ESTIMATORS:",
        "    r = sampling_risk(name, theta, n, prior.a, prior.b)",
        '    print(f"{name}, mean estimate: {r.expected[0]:.3g}")',
        '    print(f"{name}, bias squared: {r.bias[0] ** 2:.3g}")',
        '    print(f"{name}, variance: {r.variance[0]:.3g}")',
        '    print(f"{name}, MSE: {r.mse[0]:.3g}")',
        'print("closest to the truth: " + " and ".join(closest_to_truth(theta, n, prior.a, prior.b)))',
    ]


def _convergence(state: EstimatorsState, est) -> list[str]:
    if not state.heads + state.tails:
        return []
    lines = [
        "",
        "from bayeslab.estimators import convergence_path",
        "",
        "now = convergence_path(est.mle, [heads + tails], prior.a, prior.b)",
    ]
    names = [("MLE", "mle"), ("posterior mean", "mean")]
    if not math.isnan(est.map):
        names.insert(0, ("MAP", "map"))
    lines += [f'print(f"at your N, {label}: {{now.{attribute}[0]:.4g}}")' for label, attribute in names]
    lines += ['print(f"at your N, posterior sd: {now.sd[0]:.3g}")',
              'print(f"at your N, sqrt(theta (1 - theta) / N): {now.sd_approx[0]:.3g}")']
    return lines


def _prediction(state: EstimatorsState, est) -> list[str]:
    plug_ins = []
    if not math.isnan(est.mle):
        plug_ins.append('"MLE": est.mle')
    if not math.isnan(est.map):
        plug_ins.append('"MAP": est.map')
    return predictive_lines(state.m, plug_ins)


_VIEWS = {"estimates": _estimates, "losses": _losses, "repeated": _repeated, "convergence": _convergence,
          "prediction": _prediction}
