"""The number game's sentences filled with numbers from ``bayeslab.number_game``.

Wording only: which sentence applies is decided from core results. (Being moved into
the core and the page; see the "Ready to grow" issue.)
"""

from __future__ import annotations

import math
from typing import Sequence

from bayeslab.number_game import Inference
from ui.text import Safe, escape_markdown, words
from ui.widgets import fmt



def bad_tokens_message(bad: Sequence[str], numbers: Sequence[int]) -> str:
    """The error naming every bad token and saying what the page uses instead."""
    text = words("number_game")
    tokens = Safe(", ".join(f"“{escape_markdown(token)}”" for token in bad))
    what = text.BAD_TOKENS_USING.fill(numbers=", ".join(map(str, numbers))) if numbers else text.BAD_TOKENS_NONE_LEFT
    return text.BAD_TOKENS.fill(tokens=tokens, what=what)


def _ratio(log_ratio: float) -> str:
    return fmt(math.exp(log_ratio), digits=4) if math.isfinite(log_ratio) else fmt(log_ratio)


def _versus(result: Inference, winner: int, loser: int) -> str:
    text = words("number_game")
    space, n = result.space, len(result.data)
    log_prior, log_likelihood, log_posterior = result.log_odds(winner, loser)
    formula = ""
    if result.sampling == "strong" and n and space.sizes[winner] != space.sizes[loser]:
        formula = text.WHY_RATIO_FORMULA.fill(big=space.sizes[loser], small=space.sizes[winner], n=n)
    if log_likelihood == 0:
        verdict = text.VERDICT_TIE
    elif log_likelihood > 0 and log_prior < 0:
        verdict = text.VERDICT_SIZE
    elif log_likelihood < 0 < log_prior:
        verdict = text.VERDICT_PRIOR
    else:
        verdict = text.VERDICT_BOTH
    return text.WHY_VERSUS.fill(
        winner=Safe(space.names[winner]),
        loser=Safe(space.names[loser]),
        prior_ratio=_ratio(log_prior),
        likelihood_ratio_formula=formula,
        likelihood_ratio=_ratio(log_likelihood),
        posterior_ratio=_ratio(log_posterior),
        verdict=verdict,
    )


def why_markdown(result: Inference, rows: int = 6) -> str:
    """The "why" panel: the MAP against its strongest rivals, then a table of numbers.

    Rivals: the consistent hypothesis with the largest prior (it lost on the
    likelihood: the size principle), and the maximum-likelihood hypothesis if it is
    not the MAP (it lost on the prior).
    """
    text = words("number_game")
    space, map_index = result.space, result.map_index
    parts = [
        text.WHY_MAP.fill(
            n=len(result.data), map_name=Safe(space.names[map_index]), p_map=fmt(result.posterior[map_index], digits=3)
        )
    ]
    rival = result.prior_favourite_index()
    parts.append(text.WHY_ALONE if rival is None else _versus(result, map_index, rival))
    mle = result.mle_index
    if mle not in (map_index, rival) and result.log_likelihood[mle] > result.log_likelihood[map_index]:
        parts.append(_versus(result, map_index, mle))
    table = [
        text.WHY_TABLE_ROW.fill(
            name=Safe(space.names[i]),
            size=space.sizes[i],
            prior=fmt(space.prior[i], digits=3),
            likelihood=fmt(result.likelihood[i], digits=3),
            posterior=fmt(result.posterior[i], digits=3),
        )
        for i in result.top(rows)
    ]
    parts.append("\n".join([text.WHY_TABLE_HEADER, *table]))
    return "\n\n".join(parts)


def hypotheses_intro(n_shown: int, n_total: int, prior_summary: str) -> str:
    """The heading and caption above the prior/likelihood/posterior chart."""
    text = words("number_game")
    if n_shown == n_total:
        rows = text.HYPOTHESES_CAPTION_ALL.fill(n=n_total)
    else:
        rows = text.HYPOTHESES_CAPTION_TOP.fill(n=n_shown, total=n_total)
    return text.HYPOTHESES_INTRO.fill(header=text.HYPOTHESES_HEADER, rows=rows, prior=prior_summary)


def between_charts(n: int, log_scale: bool) -> str:
    """Below the hypotheses chart: the log-axis note, the formulas, the predictive's heading."""
    text = words("number_game")
    parts = [text.LIKELIHOOD_LOG_NOTE] if log_scale else []
    parts += [text.HYPOTHESES_EXPLAIN.fill(n=n), f"### {text.PREDICTIVE_HEADER}"]
    return "\n\n".join(parts)


def predictive_markdown(map_name: str, p32: str, p37: str, gap: str) -> str:
    """Below the predictive chart: Bayes averaging against the MAP plug-in, with numbers."""
    text = words("number_game")
    return text.PREDICTIVE_EXPLAIN.fill(map_name=Safe(map_name)) + "\n" + text.PREDICTIVE_NUMBERS.fill(p32=p32, p37=p37, gap=gap)


def why_panel(result: Inference, rows: int = 6) -> str:
    """The "why" view: the MAP against its rivals, the numbers, then the model in four lines."""
    text = words("number_game")
    return "\n\n".join([why_markdown(result, rows=rows), f"#### {text.MATHS_HEADER}", text.MATHS])
