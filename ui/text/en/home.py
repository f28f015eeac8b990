"""Prose of the home page."""

TITLE = "BayesLab"

TAGLINE = (
    "Bayesian learning you can touch. Pick a topic, move the sliders, and watch "
    "prior beliefs meet data."
)

HOW_TO = """
**How to use it.** Each page has controls on the left or at the top and live charts
beside them. Every setting is part of the page's address: copy the link from your browser
to share exactly what you see.
"""

#: (page file, title, one-line lesson, icon) for each topic card, in teaching order.
TOPICS = [
    (
        "views/coin.py",
        "Coin flipping with a Beta prior",
        "Pseudo-counts, the conjugate update, credible intervals, predicting the next "
        "flips — and why never seeing heads does not make heads impossible.",
        ":material/toll:",
    ),
    (
        "views/number_game.py",
        "The number game",
        "Guess a secret set of numbers from a few examples: the size principle, "
        "priors over concepts, and averaging over hypotheses.",
        ":material/pin:",
    ),
    (
        "views/spam.py",
        "Naive Bayes spam filter",
        "Learn a spam filter by counting words in real text messages; smoothing with "
        "pseudo-counts, the zero-count trap, and computing in log space.",
        ":material/mail:",
    ),
    (
        "views/estimators.py",
        "MLE vs MAP vs posterior mean",
        "Three answers to \"what is θ?\": which loss each one minimises, how they "
        "behave over repeated experiments, and how they agree as data grow.",
        ":material/target:",
    ),
]

FOOTER = """
Built for the Bayesian-learning week of an introductory machine-learning course, after
K. P. Murphy, *Machine Learning: a Probabilistic Perspective* (MIT Press, 2012), ch. 3.
"""
