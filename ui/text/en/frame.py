"""Prose of the frame shared by every page (sidebar)."""

SOURCE_URL = "https://github.com/bayeslab/bayeslab"

SIDEBAR = f"""
**BayesLab** is a hands-on companion to the Bayesian-learning week of a machine-learning
course: move a slider, and watch priors, likelihoods and posteriors respond.

Every number on screen is computed by the small `bayeslab` Python package
(NumPy + SciPy), which you can also import in a notebook.

[Source code]({SOURCE_URL})
"""
