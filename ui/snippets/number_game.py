"""Show the code, on the number-game page: Python that reproduces the page's numbers.

:func:`snippet` writes a short script using ``bayeslab`` only (no Streamlit, no pandas) for
the page's current state — the hypothesis space and its prior settings, the examples, the
sampling assumption, the open panel — with the settings typed in as literals. It prints the
numbers the page shows in that state, one ``label: value`` a line (labels in plain ASCII),
each computed by the core and printed to the digits the page writes it with.
"""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["Snippet", "snippet"]

#: Digits the page shows: predictive and posterior values 3, the Bayes-vs-plug-in gap 2.
_P = ".3g"
_GAP = ".2g"


@dataclass(frozen=True)
class Snippet:
    """The page state a snippet reproduces.

    ``space`` is ``"mlapp"`` (with ``unnatural``, the exponent of its slider) or
    ``"tenenbaum"`` (with ``rule_weight`` and ``sigma``); ``view`` the open panel
    (``"extensions"``, ``"why"``, ``"sequence"`` or None) with ``rows`` (its rows of the
    dot matrix or of the table) and ``used`` (the examples used in the sequence panel).
    ``hide_predictive``: the page is waiting for a guess of p(32 ∈ C | 𝒟) (predict, then
    reveal), so the predictive numbers are not printed either.
    """

    space: str
    data: tuple[int, ...]
    sampling: str
    unnatural: int = -3
    rule_weight: float = 2 / 3
    sigma: float = 10.0
    view: str | None = None
    rows: int = 8
    used: int = 0
    hide_predictive: bool = False


def _space_lines(state: Snippet) -> list[str]:
    if state.space == "tenenbaum":
        return [
            "from bayeslab.number_game import tenenbaum_space",
            "",
            f"space = tenenbaum_space(rule_weight={float(state.rule_weight)!r}, sigma={float(state.sigma)!r})",
            f'print(f"prior of each rule: {{space.prior[space.index(\'even\')]:{_P}}}")',
            f'print(f"prior mass of the intervals: {{space.prior_mass(\'interval\'):{_P}}}")',
        ]
    return [
        "from bayeslab.number_game import murphy_space",
        "",
        f"space = murphy_space(unnatural_weight={10.0 ** int(state.unnatural)!r})",
    ]


def snippet(state: Snippet) -> str:
    """The script for ``state`` (see the module docstring).

    >>> code = snippet(Snippet("mlapp", (16, 8, 2, 64), "strong", view="extensions"))
    >>> "space.infer([16, 8, 2, 64], 'strong')" in code and "streamlit" not in code
    True
    """
    data = list(state.data)
    lines = _space_lines(state)
    lines += ["", f"result = space.infer({data!r}, {state.sampling!r})"]
    if not state.hide_predictive:
        lines += [
            f'print(f"p(32 in C | D): {{result.predictive_at(32):{_P}}}")',
            f'print(f"p(37 in C | D): {{result.predictive_at(37):{_P}}}")',
            f'print(f"mean |Bayes - plug-in|: {{result.predictive_gap:{_GAP}}}")',
        ]
    if state.view == "extensions":
        lines += [
            f"top = result.top({int(state.rows)})",
            f'print(f"posterior of these {{len(top)}} hypotheses together: {{result.posterior[top].sum():{_P}}}")',
        ]
    elif state.view == "why":
        lines += [
            f'print(f"posterior of the MAP: {{result.map_posterior:{_P}}}")',
            f"for i in result.top({int(state.rows)}):",
            "    name = space.names[i]",
            f'    print(f"prior of {{name}}: {{space.prior[i]:{_P}}}")',
            f'    print(f"likelihood of {{name}}: {{result.likelihood[i]:{_P}}}")',
            f'    print(f"posterior of {{name}}: {{result.posterior[i]:{_P}}}")',
        ]
    elif state.view == "sequence" and data:
        n = int(state.used)
        lines += [
            "",
            f"curve = space.learning_curve({data!r}, {state.sampling!r})",
            f"n = {n}  # the first n examples",
            f'print(f"posterior of the MAP after n examples: {{curve.map_posterior[n]:{_P}}}")',
            f'print(f"mean |Bayes - plug-in| after n examples: {{curve.predictive_gap[n]:{_GAP}}}")',
        ]
    return "\n".join(lines) + "\n"
