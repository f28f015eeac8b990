"""The page registry: every page of BayesLab declared once.

Everything that lists pages reads :data:`PAGES`: the router (navigation, grouped by
section in teaching order), the home page's cards, the warm-up (modules a first visit
needs), the URL repair before a page runs (legacy values, unusable numbers), the
hostile-link tests, ``bench/rerun.py`` and ``bench/load.py`` (each page's typical
change). Adding a page is its own files (``views/<name>.py``, ``ui/text/en/<name>.py``
with ``NAV_TITLE``, ``CARD_TITLE``, ``CARD_LESSON``, and its core module) plus one
:class:`Page` entry here.

Everything here is language-independent: names, URL paths, parameter names and
values are keys; what a student reads comes from ``ui.text``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Mapping

__all__ = ["FRAME_PARAMS", "HOME", "PAGES", "SECTIONS", "Change", "Page", "Param", "by_script", "by_url_path"]

#: Sections of the navigation, in teaching order (their titles: ``ui/text/*/frame.py``).
SECTIONS: tuple[str, ...] = ("foundations", "discrete", "continuous")

#: URL parameter kinds: what a hostile-link test throws at them, how the router repairs them.
KINDS = ("float", "int", "text", "choice", "bool")


@dataclass(frozen=True)
class Param:
    """One URL parameter of a page (the key of the widget that binds it).

    ``choice`` parameters carry their ``options`` (the language-independent keys the
    URL holds) and ``legacy``: values that links shared before keys existed carry
    (option labels such as ``HPD``), each mapped to its key; the router rewrites them
    in the address before the page runs.
    """

    name: str
    kind: str
    options: tuple[str, ...] = ()
    legacy: Mapping[str, str] = field(default_factory=lambda: MappingProxyType({}))
    #: Other URL settings under which its widget is drawn (``{"view": "predictive"}``); {} = always.
    reveal: Mapping[str, str] = field(default_factory=lambda: MappingProxyType({}))

    def __post_init__(self) -> None:
        if self.kind not in KINDS:
            raise ValueError(f"`kind` must be one of {KINDS}; got {self.kind!r}")
        if self.kind == "choice" and not self.options:
            raise ValueError(f"choice parameter {self.name!r} needs its options")
        stray = set(self.legacy.values()) - set(self.options)
        if stray:
            raise ValueError(f"legacy values of {self.name!r} map to unknown options {sorted(stray)}")
        object.__setattr__(self, "legacy", MappingProxyType(dict(self.legacy)))
        object.__setattr__(self, "reveal", MappingProxyType(dict(self.reveal)))

    def key_of(self, value: str) -> str | None:
        """The option key a URL value stands for (itself, a legacy label, any case), else None."""
        if value in self.options:
            return value
        if value in self.legacy:
            return self.legacy[value]
        folded = value.strip().casefold()
        for candidate in (*self.options, *self.legacy):
            if candidate.casefold() == folded:
                return self.legacy.get(candidate, candidate)
        return None


@dataclass(frozen=True)
class Change:
    """A page's typical widget change, for the benchmarks: widget key and values to alternate.

    ``bench/rerun.py`` alternates ``values[0]`` and ``values[1]``; ``bench/load.py``
    picks among ``values`` (or, with ``random=True``, any plausible value of the widget).
    """

    key: str
    values: tuple
    random: bool = False


@dataclass(frozen=True)
class Page:
    """One page: where its script is, how it is reached and listed, what its URL holds."""

    #: Language-independent id; its words are ``ui/text/<lang>/<name>.py``.
    name: str
    script: str
    url_path: str
    #: One of :data:`SECTIONS` (``None``: the home page, above the sections).
    section: str | None
    icon: str
    #: Modules its first visit imports (the warm-up loads them in the background).
    modules: tuple[str, ...] = ()
    params: tuple[Param, ...] = ()
    change: Change | None = None
    #: Widget keys of the controls a class watches being moved (on a 1280×720 projector they
    #: and the primary chart must show without scrolling: ``tests/e2e/test_in_class.py``).
    primary: tuple[str, ...] = ()
    #: Which of the page's charts (in page order) is the one to watch.
    primary_chart: int = 0

    def param(self, name: str) -> Param:
        """The URL parameter ``name`` of this page."""
        for p in self.params:
            if p.name == name:
                return p
        raise KeyError(f"page {self.name!r} has no URL parameter {name!r}")


# The Beta prior and the coin data: shared by the coin and estimators pages (same URL keys).
_BETA_PRIOR_AND_DATA = (
    Param("a", "float"),
    Param("b", "float"),
    Param("heads", "int"),
    Param("tails", "int"),
)

#: URL parameters of the frame, on every page: the language (``ui.widgets.language_selector``
#: reads it itself), projector mode and predict-then-reveal (``ui.classroom``).
FRAME_PARAMS: tuple[Param, ...] = (
    Param("projector", "bool"),
    Param("predict", "bool"),
)

HOME = Page("home", "views/home.py", "home", None, ":material/home:")

PAGES: tuple[Page, ...] = (
    Page(
        "bayes_rule", "views/bayes_rule.py", "bayes-rule", "foundations", ":material/biotech:",
        modules=("bayeslab.bayes_rule", "bayeslab.naive_bayes", "ui.cached.bayes_rule", "ui.charts.bayes_rule"),
        params=(
            Param("prevalence", "text"),
            Param("sensitivity", "text"),
            Param("specificity", "text"),
            Param("population", "choice", ("1000", "10000")),
            Param("picture", "choice", ("icons", "tree")),
            Param("view", "choice", ("second", "classes", "counts", "complexity")),
            Param("sensitivity2", "float", reveal={"view": "second"}),
            Param("specificity2", "float", reveal={"view": "second"}),
            Param("second", "choice", ("positive", "negative"), reveal={"view": "second"}),
            Param("prior", "text", reveal={"view": "classes"}),
            Param("likelihood", "text", reveal={"view": "classes"}),
            Param("vary", "int", reveal={"view": "classes"}),
            Param("counts", "text", reveal={"view": "counts"}),
            Param("alpha", "float", reveal={"view": "counts"}),
            Param("features", "int", reveal={"view": "complexity"}),
        ),
        change=Change("prevalence", ("0.004", "0.01", "0.001", "0.0001", "0.05", "0.3")),
        primary=("prevalence_drag", "prevalence", "sensitivity_drag", "sensitivity", "specificity_drag",
                 "specificity"),
    ),
    Page(
        "coin", "views/coin.py", "coin", "foundations", ":material/toll:",
        modules=("bayeslab.beta_binomial", "ui.beta_widgets", "ui.beta_panels", "ui.charts.beta", "ui.cached.coin",
                 "scipy.optimize"),
        params=(
            *_BETA_PRIOR_AND_DATA,
            Param("data", "choice", ("counts", "sequence", "simulate"), {
                "Counts": "counts", "Sequence": "sequence", "Simulation": "simulate",
                "Type counts": "counts", "Type a sequence": "sequence", "Simulate a coin": "simulate",
            }),
            Param("flips", "text", reveal={"data": "sequence"}),
            Param("hide", "bool", reveal={"data": "simulate"}),
            Param("seed", "int", reveal={"data": "simulate"}),
            Param("theta_true", "float", reveal={"data": "simulate"}),
            Param("region", "choice", ("hpd", "equal"), {
                "HPD": "hpd", "Highest density (HPD)": "hpd", "Equal-tailed": "equal",
            }),
            Param("level", "float"),
            Param("view", "choice", ("pseudo", "sequential", "predictive", "black_swan", "maths"), {
                "Pseudo-counts": "pseudo", "Flip by flip": "sequential", "Predictive": "predictive",
                "Black swan": "black_swan", "The maths": "maths",
            }),
            Param("m", "int", reveal={"view": "predictive"}),
        ),
        change=Change("a", (2.0, 3.0), random=True),
        # Each pseudo-count is a box and a drag slider (one value): both are watched, both reached by Tab.
        primary=("a", "a_drag", "b", "b_drag", "heads", "tails"),
        primary_chart=0,  # the prior, likelihood and posterior densities
    ),
    Page(
        "estimators", "views/estimators.py", "estimators", "foundations", ":material/target:",
        modules=("bayeslab.beta_binomial", "bayeslab.estimators", "ui.beta_widgets", "ui.beta_panels",
                 "ui.charts.beta", "ui.charts.estimators", "ui.cached.estimators"),
        params=(
            *_BETA_PRIOR_AND_DATA,
            Param("view", "choice", ("estimates", "losses", "repeated", "convergence", "prediction"), {
                "Estimates": "estimates", "Losses": "losses", "Repeated experiments": "repeated",
                "Convergence": "convergence", "Prediction": "prediction",
            }),
            Param("loss", "choice", ("squared", "absolute", "zero-one"), reveal={"view": "losses"}, legacy={
                "squared (θ − θ̂)²": "squared", "absolute |θ − θ̂|": "absolute",
                "0-1 (miss by more than ε)": "zero-one",
            }),
            # A choice (its options read 0,01 in Portuguese; the key is the number as links always wrote it).
            Param("eps", "choice", ("0.002", "0.005", "0.01", "0.02", "0.05", "0.1"),
                  reveal={"view": "losses", "loss": "zero-one"}),
            Param("theta", "float", reveal={"view": "repeated"}),
            Param("n", "int", reveal={"view": "repeated"}),
            Param("m", "int", reveal={"view": "prediction"}),
            Param("part", "choice", ("mse", "bias2", "variance"), {"MSE": "mse", "bias²": "bias2"},
                  reveal={"view": "repeated"}),
        ),
        change=Change("heads", (2, 3), random=True),
        primary=("a", "a_drag", "b", "b_drag", "heads", "tails"),
        primary_chart=0,  # the posterior with the four estimates (above every view)
    ),
    Page(
        "number_game", "views/number_game.py", "number-game", "discrete", ":material/pin:",
        modules=("bayeslab.number_game", "ui.cached.number_game", "ui.charts.number_game", "ui.number_game_markdown"),
        params=(
            Param("examples", "text"),
            Param("grid", "bool"),
            # Every label these choices ever showed (Streamlit's bind wrote the label into links): the
            # first version's "MLaPP: 32 concepts", "Tenenbaum: rules + intervals" and "strong (size
            # principle)", then "MLaPP" and "Tenenbaum" as values; "strong" and "weak" are the keys.
            Param("space", "choice", ("mlapp", "tenenbaum"), {
                "MLaPP": "mlapp", "Tenenbaum": "tenenbaum",
                "MLaPP: 32 concepts": "mlapp", "Tenenbaum: rules + intervals": "tenenbaum",
            }),
            Param("sampling", "choice", ("strong", "weak"), {"strong (size principle)": "strong"}),
            Param("unnatural", "int", reveal={"space": "mlapp"}),
            Param("rule_weight", "float", reveal={"space": "tenenbaum"}),
            Param("sigma", "int", reveal={"space": "tenenbaum"}),
            Param("view", "choice", ("extensions", "why", "sequence"), {
                "Top hypotheses": "extensions", "Why it wins": "why", "One example at a time": "sequence",
            }),
            Param("used", "int", reveal={"view": "sequence"}),
        ),
        change=Change("examples", ("16, 8, 2, 64", "16, 23, 19, 20", "16", "60", "60, 80, 10, 30",
                                   "81, 25, 4, 36", "16, 8", "3, 9, 27", "52, 57, 55", "98, 99")),
        # The examples, typed or picked from the presets (one click): what a class watches the posterior follow.
        primary=("examples", "preset"),
        primary_chart=0,  # prior | likelihood | posterior
    ),
    Page(
        "dirichlet", "views/dirichlet.py", "dirichlet", "discrete", ":material/casino:",
        modules=("bayeslab.dirichlet", "ui.cached.dirichlet", "ui.charts.dirichlet"),
        params=(
            Param("view", "choice", ("sides", "simplex", "evidence", "words", "burstiness")),
            Param("k", "int"),
            Param("data", "choice", ("counts", "sequence", "simulate")),
            Param("counts", "text"),
            Param("faces", "text", reveal={"data": "sequence"}),
            Param("hide", "bool", reveal={"data": "simulate"}),
            Param("theta_true", "text", reveal={"data": "simulate"}),
            Param("rolls", "int", reveal={"data": "simulate"}),
            Param("seed", "int", reveal={"data": "simulate"}),
            Param("prior", "choice", ("alpha", "mean")),
            Param("alpha", "text"),
            Param("mean", "text", reveal={"prior": "mean"}),
            Param("strength", "float", reveal={"prior": "mean"}),
            Param("level", "float"),
            Param("words", "text", reveal={"view": "words"}),
            Param("word_alpha", "float", reveal={"view": "words"}),
        ),
        change=Change("counts", ("3, 2, 1", "4, 2, 1", "0, 0, 0", "10, 5, 1", "1, 1, 1", "30, 20, 10")),
        primary=("k", "counts", "alpha"),
    ),
    Page(
        "spam", "views/spam.py", "naive-bayes", "discrete", ":material/mail:",
        modules=("bayeslab.datasets", "bayeslab.naive_bayes", "bayeslab.text", "ui.cached.spam", "ui.charts.spam",
                 "ui.spam_panels"),
        params=(
            Param("corpus", "choice", ("teaching", "sms", "upload"), {
                "Teaching corpus": "teaching", "SMS Spam Collection": "sms", "Your own file": "upload",
                "BayesLab teaching corpus (209 short messages, works offline)": "teaching",
                "SMS Spam Collection (5,574 real messages, downloaded once)": "sms",
                "Your own file (CSV or TSV)": "upload",
            }),
            Param("test", "float"),
            Param("seed", "int"),
            Param("model", "choice", ("bernoulli", "multinomial"), {
                "Bernoulli": "bernoulli", "Multinomial": "multinomial",
            }),
            Param("estimate", "choice", ("mle", "map", "mean"), {
                "MLE": "mle", "MAP": "map", "Posterior mean": "mean",
            }),
            Param("alpha", "float"),
            Param("beta", "float"),
            Param("message", "text"),
            Param("tab", "choice", ("evaluation", "underflow", "model"), {
                "Test-set evaluation": "evaluation", "Underflow lab": "underflow", "Inside the model": "model",
            }),
            Param("repeat", "int", reveal={"tab": "underflow"}),
        ),
        change=Change("beta", (1.0, 0.5), random=True),
        # The message and β: what a class watches the verdict follow (α only moves the prior's bar).
        primary=("message", "beta"),
        primary_chart=0,  # the waterfall
    ),
    Page(
        "gaussian_classifiers", "views/gaussian_classifiers.py", "gaussian-classifiers", "continuous",
        ":material/scatter_plot:",
        modules=("bayeslab.gaussian_classifier", "bayeslab.glm", "bayeslab.datasets",
                 "ui.cached.gaussian_classifiers", "ui.charts.gaussian_classifiers"),
        params=(
            Param("view", "choice", ("one", "two", "versus")),
            # One feature (the default part).
            Param("classes", "choice", ("two", "three")),
            Param("mu_a", "float"),
            Param("sd_a", "float"),
            Param("mu_b", "float"),
            Param("sd_b", "float"),
            Param("mu_c", "float", reveal={"classes": "three"}),
            Param("sd_c", "float", reveal={"classes": "three"}),
            Param("prior_a", "float"),
            Param("prior_b", "float", reveal={"classes": "three"}),
            # Two features; the comparison part draws the same data widgets.
            Param("data", "choice", ("simulate", "iris"), reveal={"view": "two"}),
            Param("a_x1", "float", reveal={"view": "two"}),
            Param("a_x2", "float", reveal={"view": "two"}),
            Param("b_x1", "float", reveal={"view": "two"}),
            Param("b_x2", "float", reveal={"view": "two"}),
            Param("shape", "choice", ("spherical", "axis", "tilted"), reveal={"view": "two"}),
            Param("angle", "float", reveal={"view": "two", "shape": "tilted"}),
            Param("same", "bool", reveal={"view": "two"}),
            Param("spread", "float", reveal={"view": "two"}),
            Param("n", "int", reveal={"view": "two"}),
            Param("seed", "int", reveal={"view": "two"}),
            Param("species", "choice", ("versicolor_virginica", "setosa_versicolor"),
                  reveal={"view": "two", "data": "iris"}),
            Param("measure", "choice", ("petal", "sepal"), reveal={"view": "two", "data": "iris"}),
            Param("model", "choice", ("naive", "shared", "full", "logistic"), reveal={"view": "two"}),
            Param("boundaries", "bool", reveal={"view": "two"}),
            Param("ellipses", "bool", reveal={"view": "two"}),
            Param("truth", "choice", ("gaussian", "heavy_tails"), reveal={"view": "versus"}),
            Param("features", "choice", ("2", "10"), reveal={"view": "versus"}),
        ),
        change=Change("prior_a", (0.5, 0.3), random=True),
        primary=("classes", "prior_a", "mu_a", "sd_a", "mu_b", "sd_b"),
    ),
    Page(
        "regression_mle", "views/regression_mle.py", "regression-mle", "continuous", ":material/show_chart:",
        modules=("bayeslab.glm", "bayeslab.linear_regression", "bayeslab.datasets", "ui.cached.regression",
                 "ui.charts.regression"),
        params=(
            Param("family", "choice", ("gaussian", "bernoulli", "poisson")),
            Param("data", "choice", ("challenger", "hours", "kicks", "simulate", "typed", "upload")),
            Param("centre", "bool"),
            Param("n", "int", reveal={"data": "simulate"}),
            Param("intercept", "float", reveal={"data": "simulate"}),
            Param("slope", "float", reveal={"data": "simulate"}),
            Param("noise", "float", reveal={"data": "simulate", "family": "gaussian"}),
            Param("seed", "int", reveal={"data": "simulate"}),
            Param("points", "text", reveal={"data": "typed"}),
            Param("view", "choice", ("loss", "maths")),
        ),
        change=Change("family", ("bernoulli", "gaussian", "poisson")),
        primary=("family", "data"),
    ),
    Page(
        "bayesian_regression", "views/bayesian_regression.py", "bayesian-regression", "continuous",
        ":material/stacked_line_chart:",
        modules=("bayeslab.linear_regression", "ui.cached.regression", "ui.charts.regression"),
        params=(
            Param("part", "choice", ("sequential", "basis", "ridge", "evidence")),
            Param("seed", "int"),
            Param("n", "int"),
            Param("basis", "choice", ("gaussian", "polynomial"), reveal={"part": "basis"}),
            Param("bumps", "int", reveal={"part": "basis"}),
            Param("degree", "int", reveal={"part": "basis", "basis": "polynomial"}),
            Param("points", "int", reveal={"part": "basis"}),
            Param("alpha", "float", reveal={"part": "basis"}),
        ),
        change=Change("n", (3, 4), random=True),
        primary=("part", "n", "next_point"),
        primary_chart=1,  # the posterior: the middle of Fig. 3.7's three charts, side by side in one row
    ),
)


def by_script(script: str) -> Page:
    """The page whose script is ``script`` (``views/coin.py``)."""
    for page in (HOME, *PAGES):
        if page.script == script:
            return page
    raise KeyError(script)


def by_url_path(url_path: str) -> Page:
    """The page reached at ``/<url_path>``."""
    for page in (HOME, *PAGES):
        if page.url_path == url_path:
            return page
    raise KeyError(url_path)
