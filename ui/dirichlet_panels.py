"""In front of a class, on the Dirichlet page (``views/dirichlet.py``): the guess first, and the code.

* :func:`guess_side_one` -- the predict-then-reveal prompt of the per-side view (the frame's
  ``predict`` switch): the chance that the next roll shows side 1, the posterior mean of
  θ₁, asked before the page shows it.
* :func:`die_snippet`, :func:`words_snippet` -- Python using ``bayeslab`` only that prints
  the numbers the current view shows, one ``label: value`` a line (settings typed in as
  literals, every printed value computed, to the digits the page shows).
"""

from __future__ import annotations

from bayeslab.dirichlet import PosteriorSummary
from ui.classroom import Guess, guess, how_far
from ui.text import Text

__all__ = ["answer_side_one", "die_snippet", "guess_side_one", "words_snippet"]


def guess_side_one(text: Text, s: PosteriorSummary) -> Guess:
    """Ask for p(next roll = side 1) before it is shown; bound to the prior and the counts."""
    state = (tuple(float(a) for a in s.prior.alpha), tuple(int(c) for c in s.counts))
    return guess("side_one", text.GUESS_SIDE_ONE, state=state, kind="percent")


def answer_side_one(text: Text, s: PosteriorSummary, answer_guess: Guess) -> None:
    """After the reveal: how far the guess was from (α₁ + N₁)/(α₀ + N) (nothing before it)."""
    if not answer_guess.revealed:
        return
    how_far(answer_guess, float(s.predictive[0]), answer_text=text.GUESS_SIDE_ONE_ANSWER.fill(
        percent=text.num(100 * float(s.predictive[0]), 4), num=text.num(float(s.posterior.alpha[0]), 6),
        den=text.num(s.posterior.concentration, 6)))


def _numbers(values) -> str:
    return "[" + ", ".join(f"{float(v):.12g}" for v in values) + "]"


def die_snippet(s: PosteriorSummary, view: str, *, hide_mean: bool = False, best_strength: bool = False) -> str:
    """The die's numbers for ``view`` (``sides``, ``simplex`` or ``evidence``).

    ``hide_mean``: the posterior mean is being guessed (predict, then reveal), so it is not
    printed. ``best_strength``: the evidence has a finite maximiser, which the page names with
    the prior's own log evidence (else the chart alone shows them, and nothing is printed).
    """
    k = s.counts.size
    lines = [
        "from bayeslab.dirichlet import Dirichlet, summarise",
        "",
        f"prior = Dirichlet({_numbers(s.prior.alpha)})",
        f"counts = {[int(c) for c in s.counts]!r}",
    ]
    if view == "evidence":
        lines += [
            "from bayeslab.dirichlet import maximise_evidence_strength",
            "",
            "fit = maximise_evidence_strength(counts, prior.mean)",
            'print(f"kind of maximum: {fit.kind}")',
        ]
        if best_strength:
            lines += [
                'print(f"best strength: {fit.strength:.3g}")',
                'print(f"its log evidence: {fit.log_evidence:.4g}")',
                'print(f"log evidence of the prior: {prior.log_evidence(counts):.4g}")',
            ]
        return "\n".join(lines) + "\n"
    lines += [
        f"s = summarise(prior, counts, level={s.level!r})",
        'print("posterior alpha: " + ", ".join(f"{a:.4g}" for a in s.posterior.alpha))',
        f"for k in range({k}):",
    ]
    if not hide_mean:
        lines.append('    print(f"p(next = {k + 1}): {s.predictive[k]:.4g}")')
    if s.map_unique:
        lines.append('    print(f"MAP of theta_{k + 1}: {s.map[k]:.4g}")')
    if s.has_data:
        lines.append('    print(f"MLE of theta_{k + 1}: {s.mle[k]:.4g}")')
    if view == "sides":
        lines.append(f'    print(f"{round(100 * s.level)}% interval of theta_{{k + 1}}: '
                     '{s.lower[k]:.3g} to {s.upper[k]:.3g}")')
        if s.has_data:
            lines.append('print(f"weight of the prior: {s.prior_weight:.3g}")')
    return "\n".join(lines) + "\n"


def words_snippet(sentence: str, alpha: float, view: str) -> str:
    """The words' numbers for ``view`` (``words`` or ``burstiness``) after ``sentence``."""
    lines = [
        "from bayeslab.dirichlet import Dirichlet, count_words, summarise",
        "",
        f"words = count_words({sentence!r})",
        f"prior = Dirichlet([{alpha!r}] * len(words.vocabulary))",
        "s = summarise(prior, words.counts)",
    ]
    if view == "burstiness":
        lines += [
            "from bayeslab.dirichlet import burstiness",
            "",
            "b = burstiness(s.posterior)",
            'print(f"p(next = mary): {b.repeat_multinomial[0]:.3g}")',
            'print(f"p(mary again), DCM: {b.repeat_dcm[0]:.3g}")',
            'print(f"times as likely: {b.lift[0]:.3g}")',
        ]
    else:
        lines += [
            "for k, word in enumerate(words.vocabulary):",
            '    print(f"count of {word}: {words.counts[k]}")',
            '    print(f"p(next = {word}): {s.predictive[k]:.4g}")',
            '    if s.has_data:',
            '        print(f"MLE of {word}: {s.mle[k]:.4g}")',
        ]
    return "\n".join(lines) + "\n"
