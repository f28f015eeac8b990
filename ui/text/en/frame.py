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
PREDICT_LABEL = "Predict, then reveal"
PREDICT_HELP = (
    "Pages ask for your guess before they show an answer, then tell you how far it was. "
    "Guesses stay on your screen: nothing is stored. Part of the link."
)
PREDICT_HEADER = "Your prediction first."
GUESS_PERCENT_LABEL = "Your guess (in %)"
GUESS_PERCENT_PLACEHOLDER = "e.g. 70"
GUESS_CHOICE_LABEL = "Your guess"
GUESS_UNREADABLE = "Type one number from 0 to 100, such as 70 or 12.5."
REVEAL_LABEL = "Reveal"
PREDICT_WAITING = "The answer appears once you have guessed and pressed Reveal."
#: *template*: ``guess`` (per cent), ``answer`` (the answer as the page words it), ``off`` (percentage points).
GUESS_DISTANCE = "You guessed {{guess}} %; the answer is {{answer}}: {{off}} percentage points away."
#: *template*: ``answer``.
GUESS_RIGHT = "Right: {{answer}}."
#: *template*: ``answer``.
GUESS_WRONG = "Not this time: {{answer}}."
CODE_LABEL = "Show the code"
CODE_HELP = "Python that computes the numbers on this page with the bayeslab package, to copy into a notebook."
CODE_TITLE = "The numbers on this page, in Python"
CODE_INSTALL = (
    "Runs anywhere with Python ≥ 3.11 after `pip install \"git+<this project's repository>\"` "
    "(only NumPy and SciPy are needed). The copy button is at the top right of the code."
)
