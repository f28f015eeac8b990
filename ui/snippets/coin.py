"""Show the code, on the coin page: Python that reproduces the page's numbers.

:func:`snippet` writes a short script using ``bayeslab`` only (no Streamlit, no pandas) for
the page's current state — the prior, the flips (counts, or the typed sequence), the
credible region, the open panel — with the settings typed in as literals. It prints the
numbers the page shows in that state, one ``label: value`` a line (labels in plain ASCII),
each computed by the core and printed to the digits the page writes it with: the metrics
to 4 significant digits, the region, the prior mean, the weight of the prior and the
spreads to 3.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from bayeslab.beta_binomial import Beta

__all__ = ["CoinState", "predictive_lines", "snippet"]


@dataclass(frozen=True)
class CoinState:
    """The coin page's state a snippet reproduces.

    ``kind`` is the credible region (``"hpd"`` or ``"equal"``) at ``level``; ``view`` the
    open panel (``"pseudo"``, ``"sequential"``, ``"predictive"``, ``"black_swan"``,
    ``"maths"`` or None) and ``m`` the predictive panel's future flips; ``sequence`` the
    typed flips when the counts come from them. ``show_map``: False while the class is
    guessing the MAP (predict, then reveal), so the snippet does not print it either.
    """

    a: float
    b: float
    heads: int
    tails: int
    kind: str = "hpd"
    level: float = 0.95
    view: str | None = None
    sequence: str | None = None
    m: int = 10
    show_map: bool = True


def _data_lines(state: CoinState) -> list[str]:
    if state.sequence:
        return ["from bayeslab.beta_binomial import count_flips", "",
                f"heads, tails = count_flips({state.sequence!r})"]
    return [f"heads, tails = {int(state.heads)}, {int(state.tails)}"]


def snippet(state: CoinState) -> str:
    """The script for ``state`` (see the module docstring).

    >>> code = snippet(CoinState(2.0, 2.0, 6, 3))
    >>> "prior = Beta(2.0, 2.0)" in code and "posterior.hpd(0.95)" in code and "streamlit" not in code
    True
    """
    posterior = Beta(state.a, state.b).update(state.heads, state.tails)
    percent = round(100 * state.level)
    lines = [
        "from bayeslab.beta_binomial import Beta, black_swan, mle, shrinkage_weight",
        "",
        f"prior = Beta({float(state.a)!r}, {float(state.b)!r})",
        *_data_lines(state),
        "posterior = prior.update(heads, tails)",
        "",
    ]
    if state.heads + state.tails:
        lines.append('print(f"MLE: {mle(heads, tails):.4g}")')
    else:
        lines.append('print("MLE: none before the first flip")')
    if state.show_map:
        if math.isnan(float(posterior.mode)):
            lines.append('print("MAP: no unique mode")')
        else:
            lines.append('print(f"MAP: {posterior.mode:.4g}")')
    lines += [
        'print(f"posterior mean: {posterior.mean:.4g}")',
        'print(f"posterior median: {posterior.median:.4g}")',
        'print(f"posterior sd: {posterior.std:.4g}")',
    ]
    if state.kind == "equal":
        lines += [f"low, high = posterior.interval({float(state.level)!r})",
                  f'print(f"{percent}% equal-tailed interval: {{low:.3g}} to {{high:.3g}}")']
    else:
        lines += [f"for low, high in posterior.hpd({float(state.level)!r}):",
                  f'    print(f"{percent}% HPD region: {{low:.3g}} to {{high:.3g}}")']
    lines += [
        'print(f"prior mean: {prior.mean:.3g}")',
        'print(f"prior strength a + b: {prior.strength:.4g}")',
    ]
    if state.heads + state.tails:
        lines.append('print(f"weight of the prior: {shrinkage_weight(prior, heads, tails):.3g}")')
    lines += [
        "swan = black_swan(prior, heads, tails)  # None unless one side never came up",
        "if swan is not None:",
        '    print(f"p(next flip is {swan.unseen}), Laplace rule: {swan.laplace:.3g}")',
        '    print(f"p(next flip is {swan.unseen}), this prior: {swan.posterior:.3g}")',
    ]
    lines += _panel_lines(state, posterior)
    return "\n".join(lines) + "\n"


def _panel_lines(state: CoinState, posterior: Beta) -> list[str]:
    if state.view == "sequential" and state.heads + state.tails:
        return ['print(f"posterior Beta: a = {posterior.a:.4g}, b = {posterior.b:.4g}")']
    if state.view != "predictive":
        return []
    plug_ins = []
    if state.heads + state.tails:
        plug_ins.append('"MLE": mle(heads, tails)')
    if state.show_map and not math.isnan(float(posterior.mode)):
        plug_ins.append('"MAP": posterior.mode')
    return predictive_lines(state.m, plug_ins)


def predictive_lines(m: int, plug_ins: list[str]) -> list[str]:
    """The predictive panel's spreads (the coin and estimators pages share it) for ``m`` future flips.

    ``plug_ins``: the defined estimates to plug in besides the posterior mean, as dict
    entries of the snippet (``'"MLE": mle(heads, tails)'``); needs ``posterior``, ``mle``.
    """
    entries = ", ".join([*plug_ins, '"posterior mean": posterior.mean'])
    return [
        "",
        "from bayeslab.beta_binomial import compare_spread",
        "",
        f"m = {int(m)}  # future flips",
        'print(f"predictive sd of heads in m flips: {posterior.predictive_std(m):.3g}")',
        f"for name, theta in {{{entries}}}.items():",
        '    print(f"plug-in at the {name}, sd of heads in m flips: "',
        '          f"{compare_spread(posterior, m, theta).plugin_sd:.3g}")',
    ]
