"""Show the code, on the Naive Bayes page: Python that reproduces the page's numbers.

:func:`snippet` writes a short script using ``bayeslab`` only (no Streamlit, no pandas) for
the page's current state: it loads the corpus in use (the bundled teaching corpus; the SMS
Spam Collection and an uploaded file through ``bayeslab.datasets``, with a line saying
how), splits it with the page's share and seed, counts the training messages, fits the
page's model with its estimate, α and β, and classifies the message. It prints, one
``label: value`` a line (labels in plain ASCII), the numbers the page shows for that
state — the split, p(spam | message) and the posterior log-odds, and the test-set scores
when their panel is open — each computed, to the digits the page writes it with.
"""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["Snippet", "snippet"]

#: How the page shows p(spam | message): a number, a bound ("> 0.9999": it rounds to 1 but ham
#: is possible; "< 10⁻³²³": it underflows but spam is possible), or not at all (being guessed).
P_SHOWN = ("number", "near_one", "near_zero", "hidden")

_MODELS = {"bernoulli": "BernoulliNB", "multinomial": "MultinomialNB"}


@dataclass(frozen=True)
class Snippet:
    """The page state a snippet reproduces.

    ``corpus`` is ``"teaching"``, ``"sms"`` or ``"upload"`` (with ``file_name``, and
    ``max_features``: the page's vocabulary cap, which only an upload can reach). ``message``
    is empty when there is none to classify; ``evaluation``: the test-set panel is open
    and has test messages.
    """

    corpus: str
    test_fraction: float
    seed: int
    model: str
    estimate: str
    alpha: float
    beta: float
    message: str
    p_shown: str = "number"
    evaluation: bool = False
    file_name: str = ""
    max_features: int | None = None


def _literal(value: float) -> str:
    """A slider's float as a short Python literal (``0.35``, not ``0.35000000000000003``)."""
    return repr(float(f"{float(value):.12g}"))


def _load(state: Snippet) -> tuple[str, list[str]]:
    """What to import from ``bayeslab.datasets`` to load the corpus in use, and how to load it."""
    if state.corpus == "sms":
        return "load_sms_spam", [
            "# The SMS Spam Collection (UCI): downloaded once, then read from ~/.cache/bayeslab.",
            "corpus = load_sms_spam()",
        ]
    if state.corpus == "upload":
        name = state.file_name or "messages.csv"
        return "read_labelled_text", [
            "# Your own file, the one uploaded to the page (CSV or TSV, columns label and text).",
            f"with open({name!r}, 'rb') as f:",
            f"    corpus = read_labelled_text(f.read(), {name!r})",
        ]
    return "load_bundled", ["corpus = load_bundled()  # the BayesLab teaching corpus, shipped with the package"]


def snippet(state: Snippet) -> str:
    """The script for ``state`` (see the module docstring).

    >>> code = snippet(Snippet("teaching", 0.25, 0, "bernoulli", "mean", 1.0, 0.5, "win a prize"))
    >>> "BernoulliNB(alpha=1.0, beta=0.5, estimate='mean')" in code and "streamlit" not in code
    True
    >>> "read_labelled_text(f.read(), 'mine.csv')" in snippet(
    ...     Snippet("upload", 0.25, 0, "multinomial", "map", 2.0, 2.0, "", file_name="mine.csv"))
    True
    """
    cap = f", max_features={int(state.max_features)}" if state.max_features else ""
    model = _MODELS[state.model]
    loader, load = _load(state)
    names = ", ".join(sorted([loader, "train_test_split"] + (["evaluate_predictions"] if state.evaluation else [])))
    lines = [
        "import numpy as np",
        f"from bayeslab.datasets import {names}",
        f"from bayeslab.naive_bayes import {model}",
        "from bayeslab.text import fit_transform",
        "",
        *load,
        "",
        f"train, test = train_test_split(corpus.y, {_literal(state.test_fraction)}, "
        f"np.random.default_rng({int(state.seed)}))",
        f"vocabulary, X_train = fit_transform([corpus.texts[i] for i in train]{cap})",
        f"model = {model}(alpha={_literal(state.alpha)}, beta={_literal(state.beta)}, "
        f"estimate={state.estimate!r}).fit(X_train, corpus.y[train])",
        'print(f"training messages: {train.size}")',
        'print(f"test messages: {test.size}")',
    ]
    if state.message.strip() and state.p_shown != "hidden":
        lines += [
            "",
            f"message = {state.message!r}",
            "x = vocabulary.read(message).counts",
            'spam = list(model.classes_).index("spam")',
            "p_spam = model.predict_proba(x)[0, spam]",
        ]
        if state.p_shown == "near_one":
            lines += [
                "# So close to 1 that 4 digits would round it to 1, yet ham is possible: more digits.",
                'print(f"p(spam | message): {p_spam:.10g}")',
            ]
        elif state.p_shown == "near_zero":
            lines.append('print("p(spam | message) is below the smallest float (it underflows to 0.0)")')
        else:
            lines.append('print(f"p(spam | message): {p_spam:.4g}")')
        lines.append('print(f"posterior log-odds: {model.explain(x).log_odds(\'spam\', \'ham\').posterior:.3g}")')
    if state.evaluation:
        lines += [
            "",
            "X_test = vocabulary.transform([corpus.texts[i] for i in test])",
            "scores = evaluate_predictions(corpus.y[test], model.predict(X_test), "
            "model.predict_log_proba(X_test), model.classes_)",
            'print(f"test accuracy: {scores.accuracy:.4g}")',
            'print(f"test precision: {scores.precision:.4g}")',
            'print(f"test recall: {scores.recall:.4g}")',
            'print(f"test log-loss: {scores.log_loss:.4g}")',
        ]
    return "\n".join(lines) + "\n"
