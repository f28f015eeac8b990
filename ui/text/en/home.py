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

FOOTER = """
Built for the Bayesian-learning week of an introductory machine-learning course, after
K. P. Murphy, *Machine Learning: a Probabilistic Perspective* (MIT Press, 2012), ch. 3.
"""
