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

# --------------------------------------------------------------------------- in front of a class
PROJECTOR_LABEL = "Projector mode"
PROJECTOR_HELP = "Larger text, thicker lines and bigger marks, for the back row of a lecture hall. Part of the link."
SHARE_LABEL = "Share this setting"
SHARE_HELP = "A QR code and a link that open this page exactly as it is now."
SHARE_TITLE = "Share this setting"
SHARE_QR_CAPTION = "Scan to open this page with every setting as it is now."
SHARE_HINT = "Or copy the link (the button at the right of the box)."
