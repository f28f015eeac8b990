"""Words of the frame every page shares: navigation, sidebar."""

#: The home page's title in the navigation.
HOME_NAV_TITLE = "Home"

#: Navigation sections (keys: ``ui.pages.SECTIONS``), in teaching order.
SECTIONS = {
    "foundations": "Foundations",
    "discrete": "Discrete models",
    "continuous": "Continuous models",
}

SIDEBAR = """
**BayesLab** is a hands-on companion to the Bayesian-learning week of a machine-learning
course: move a slider, and watch priors, likelihoods and posteriors respond.

Every number on screen is computed by the small `bayeslab` Python package
(NumPy + SciPy), which you can also import in a notebook.
"""

#: *template*: ``url`` (the deployment's source address, when one is configured).
SOURCE_LINK = "[Source code]({{url}})"

#: The sidebar's language control (the languages' names are their own: ``ui.text.LANGUAGE_NAMES``).
LANGUAGE_LABEL = "Language"
