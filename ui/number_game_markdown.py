"""The number game's Markdown, assembled from its words and the core's results.

Assembly only: which sentence applies is decided in ``bayeslab.number_game`` (MAP ties,
:class:`~bayeslab.number_game.Comparison` verdicts, hypotheses with the same members);
the words are ``ui/text/<lang>/number_game.py``. Every function takes the page's words
(``text = words("number_game")``, read once per run) and the hypotheses' names in that
language (``names``, from :func:`ui.cached.number_game.display_names`).
"""

from __future__ import annotations

import math
from typing import Sequence

from bayeslab.number_game import MLAPP_WEIGHTS, Comparison, Description, Inference, LearningCurve
from ui.text import Safe, Template, Text, escape_markdown

__all__ = [
    "bad_tokens_message",
    "hypothesis_name",
    "mlapp_weights",
    "name_list",
    "plug_in_sentence",
    "sequence_status",
    "why_markdown",
]

#: Names a list spells out before "and k more" (a tie of Tenenbaum's 34 rules).
LIST_LIMIT = 4

def mlapp_weights(template: Template, **values) -> Safe:
    """``template`` with the book's MLaPP prior weights (``even_odd``, ``natural``, ``unnatural``) filled in.

    Other ``values`` are added or override (e.g. ``unnatural``: the slider's weight).

    >>> from ui.text import words
    >>> str(mlapp_weights(words("number_game", "pt-BR").UNNATURAL_HELP)).count("0,001")
    1
    """
    weights = dict(even_odd=MLAPP_WEIGHTS.even_odd, natural=MLAPP_WEIGHTS.natural,
                   unnatural=MLAPP_WEIGHTS.unnatural)
    return template.fill(**{**weights, **values})


def hypothesis_name(description: Description, identifier: str, text: Text) -> Safe:
    """A hypothesis's name in the words' language, from its kind and parameters.

    A hypothesis of kind ``"other"`` (a space built by hand) has no template: its core
    identifier is shown, escaped.

    >>> from ui.text import words
    >>> hypothesis_name(Description.of("multiples", k=3), "mult of 3", words("number_game", "en"))
    'mult of 3'
    """
    template = text.HYPOTHESIS_NAMES.get(description.kind)
    if template is None:
        return escape_markdown(identifier)
    return template.fill(**description.values) if isinstance(template, Template) else template


def _join(items: Sequence[str], text: Text) -> Safe:
    if len(items) == 1:
        return Safe(items[0])
    return text.LIST_LAST.fill(items=Safe(text.LIST_SEPARATOR.join(items[:-1])), last=Safe(items[-1]))


def name_list(rows: Sequence[int], names: Sequence[str], text: Text, limit: int = LIST_LIMIT) -> Safe:
    """The hypotheses ``rows`` as a list in a sentence: "**a**, **b** and **c**", "… and 30 more"."""
    shown = [text.HYPOTHESIS_IN_TEXT.fill(name=Safe(names[i])) for i in rows[:limit]]
    if len(rows) > limit:
        return text.LIST_MORE.fill(items=Safe(text.LIST_SEPARATOR.join(shown)), count=len(rows) - limit)
    return _join(shown, text)


def bad_tokens_message(bad: Sequence[str], numbers: Sequence[int], text: Text) -> Safe:
    """The error naming every bad token (escaped) and saying what the page uses instead."""
    tokens = Safe(text.LIST_SEPARATOR.join(text.BAD_TOKEN.fill(token=token) for token in bad))
    what = (text.BAD_TOKENS_USING.fill(numbers=Safe(text.LIST_SEPARATOR.join(map(str, numbers)))) if numbers
            else text.BAD_TOKENS_NONE_LEFT)
    return text.BAD_TOKENS.fill(tokens=tokens, what=what)


def plug_in_sentence(result: Inference, names: Sequence[str], text: Text) -> Safe:
    """What the squares of the predictive chart are: the MAP hypothesis, or the rule that picked one of a tie."""
    map_name = text.HYPOTHESIS_IN_TEXT.fill(name=Safe(names[result.map_index]))
    if len(result.map_hypotheses) == 1:
        return text.PLUG_IN_ONE.fill(map_name=map_name)
    return text.PLUG_IN_TIE.fill(
        count=len(result.map_hypotheses), names=name_list(result.map_hypotheses, names, text), map_name=map_name
    )


def _ratio(log_ratio: float, text: Text) -> Safe:
    return text.num(math.exp(log_ratio), 4) if math.isfinite(log_ratio) else text.num(log_ratio)


def _versus(result: Inference, comparison: Comparison, names: Sequence[str], text: Text) -> Safe:
    winner = text.HYPOTHESIS_IN_TEXT.fill(name=Safe(names[comparison.winner]))
    loser = text.HYPOTHESIS_IN_TEXT.fill(name=Safe(names[comparison.rival]))
    formula = ""
    if comparison.size_ratio:
        formula = text.WHY_RATIO_FORMULA.fill(
            big=comparison.rival_size, small=comparison.winner_size, n=comparison.n_examples
        )
    verdict = [text.VERDICTS[comparison.verdict]]
    if comparison.verdict == "prior_against_likelihood" and comparison.unnatural_rival:
        verdict.append(text.VERDICT_UNNATURAL.fill(loser=loser))
    if comparison.rival in result.space.same_members(comparison.winner):
        verdict.append(text.WHY_SAME_SET.fill(winner=winner, loser=loser))
    return text.WHY_VERSUS.fill(
        winner=winner,
        loser=loser,
        prior_ratio=_ratio(comparison.log_prior_ratio, text),
        likelihood_ratio_formula=Safe(formula),
        likelihood_ratio=_ratio(comparison.log_likelihood_ratio, text),
        posterior_ratio=text.num(comparison.posterior_ratio, 4),
        verdict=Safe(" ".join(verdict)),
    )


def why_markdown(result: Inference, names: Sequence[str], text: Text, rows: int = 6) -> Safe:
    """The "why" panel: the MAP (or the tie), each comparison with its verdict, a table, the model."""
    map_name = text.HYPOTHESIS_IN_TEXT.fill(name=Safe(names[result.map_index]))
    p_map = text.num(result.map_posterior, 3)
    if len(result.map_hypotheses) == 1:
        head = text.WHY_MAP.fill(n=len(result.data), map_name=map_name, p_map=p_map)
    else:
        head = text.WHY_MAP_TIE.fill(n=len(result.data), count=len(result.map_hypotheses), p_map=p_map,
                                     names=name_list(result.map_hypotheses, names, text))
    comparisons = result.comparisons()
    parts = [head, *(_versus(result, c, names, text) for c in comparisons)] if comparisons else [head, text.WHY_ALONE]
    space = result.space
    table = [
        text.WHY_TABLE_ROW.fill(
            name=Safe(names[i]),
            size=int(space.sizes[i]),
            prior=text.num(space.prior[i], 3),
            likelihood=text.num(result.likelihood[i], 3),
            posterior=text.num(result.posterior[i], 3),
        )
        for i in result.top(rows)
    ]
    parts += ["\n".join([text.WHY_TABLE_HEADER, *table]), f"#### {text.MATHS_HEADER}", mlapp_weights(text.MATHS)]
    return Safe("\n\n".join(parts))


def sequence_status(
    curve: LearningCurve, n: int, same_members: Sequence[int], names: Sequence[str], text: Text
) -> Safe:
    """After the first ``n`` examples: the MAP (or the tie), the Bayes-vs-plug-in gap, and twins.

    ``same_members``: the rows with exactly the members of the plug-in's MAP
    (``space.same_members(curve.map_indices[n])``). More than one, and the posterior
    cannot concentrate on one hypothesis: the sentence says so.
    """
    tied = curve.map_hypotheses(n)
    values = dict(
        n=n,
        prefix=Safe(text.LIST_SEPARATOR.join(map(str, curve.data[:n]))) if n else text.SEQUENCE_NONE,
        map_name=text.HYPOTHESIS_IN_TEXT.fill(name=Safe(names[curve.map_indices[n]])),
        p_map=text.num(curve.map_posterior[n], 3),
        gap=text.num(curve.predictive_gap[n], 2),
    )
    if len(tied) == 1:
        status = text.SEQUENCE_STATUS.fill(**values)
    else:
        status = text.SEQUENCE_STATUS_TIE.fill(count=len(tied), names=name_list(tied, names, text), **values)
    if len(same_members) > 1:
        return Safe(f"{status} {text.SEQUENCE_SAME_SET.fill(names=name_list(same_members, names, text))}")
    return status
