"""Words of the estimators page (Markdown + LaTeX).

Every sentence of ``views/estimators.py`` lives here, apart from the controls, charts and
predictive panel it shares with the coin page (``ui/text/en/coin.py``). Templates use
``{{name}}`` placeholders (``Template.fill``); single braces are LaTeX. Dicts are keyed
by language-independent keys: URL values, estimator names (``bayeslab.estimators``),
core results. Words only: the page decides which sentence applies. Words that count
something have a ``"one"`` and a ``"many"`` form (see ``ui/text/en/coin.py``).
"""

# --------------------------------------------------------------------------- navigation and home card
NAV_TITLE = "MLE vs MAP vs mean"
CARD_TITLE = "MLE vs MAP vs posterior mean"
CARD_LESSON = (
    "Three answers to \"what is θ?\": which loss each one minimises, how they "
    "behave over repeated experiments, and how they agree as data grow."
)


TITLE = "MLE vs MAP vs posterior mean"

INTRO = r"""
One coin, one prior, one set of flips — and four different answers to *"what is θ?"*.
The **MLE** listens only to the data, the **MAP** takes the peak of the posterior, the
**posterior mean** and **median** summarise the whole posterior. This page shows when
they differ, which question (loss) each one answers, and how each behaves if the
experiment were repeated many times.
"""

# --- metrics ---------------------------------------------------------------------------

METRIC_MLE = "MLE"
METRIC_MAP = "MAP"
METRIC_MEAN = "Posterior mean"
METRIC_MEDIAN = "Posterior median"
UNDEFINED_MLE = "no data yet"
UNDEFINED_MAP = "no unique mode"
HELP_MLE = r"$\hat\theta_{\mathrm{MLE}} = N_1 / N$: the fraction of heads."
HELP_MAP = r"The posterior's peak (mode). Undefined for a flat or U-shaped posterior."
HELP_MEAN = r"$\mathbb{E}[\theta \mid \mathcal{D}] = (N_1 + a)/(N + a + b)$."
HELP_MEDIAN = r"Half of the posterior mass lies on each side."
BAD_INPUT = "Use pseudo-counts a, b > 0 and whole, non-negative counts of heads and tails."

# --- views (one segmented control, URL key ``view``) ----------------------------------------

VIEW_LABEL = "View"
#: Panels: key (the URL value, ``view=losses``) -> label.
VIEWS = {
    "estimates": "Estimates",
    "losses": "Losses",
    "repeated": "Repeated experiments",
    "convergence": "Convergence",
    "prediction": "Prediction",
}

# --- the comparison table (seed 004) ---------------------------------------------------

TABLE_INTRO = r"""
The lecture's comparison table (prior Beta(2, 2)), with a column for **your** prior
Beta({{a}}, {{b}}) and your data (heads $N_1 = {{heads}}$, tails $N_0 = {{tails}}$):
"""

TABLE = r"""
| estimate | formula | yours | $N_1 = 2,\ N_0 = 0$ | $N_1 = 55,\ N_0 = 45$ |
|---|---|---|---|---|
| MLE | $\dfrac{N_1}{N_1 + N_0}$ | **{{mle}}** | $1$ | $\tfrac{55}{100} = {{t2_mle}}$ |
| posterior mean | $\dfrac{N_1 + a}{N_1 + N_0 + a + b}$ | **{{mean}}** | $\tfrac{4}{6} \approx {{t1_mean}}$ | $\tfrac{57}{104} \approx {{t2_mean}}$ |
| MAP | $\dfrac{N_1 + a - 1}{N_1 + N_0 + a + b - 2}$ | **{{map}}** | $\tfrac{3}{4} = {{t1_map}}$ | $\tfrac{56}{102} \approx {{t2_map}}$ |
| posterior median | $F^{-1}_{\mathrm{Beta}(a + N_1,\, b + N_0)}(\tfrac12)$ | **{{median}}** | ${{t1_median}}$ | ${{t2_median}}$ |
"""

TABLE_NOTE = r"""
:small[The MAP formula holds when both posterior pseudo-counts exceed 1; otherwise the peak sits
at 0 or 1, or there is no single peak. The median has no closed form (it is the 50 %
quantile of the posterior). With 2 flips the prior pulls the estimates well away from
the MLE; with 100 flips all of them agree to two decimals — *the data overwhelm the prior*.]
"""

#: *template*: ``post_a``, ``post_b``, ``clipped`` (CLIPPED or empty). Small grey text under the
#: chart: with data (the likelihood is drawn) and without.
POSTERIOR_CAPTION = {
    "data": (
        ":small[:gray[Prior (light blue), likelihood normalised to area 1 (orange, dashed) and posterior "
        "Beta({{post_a}}, {{post_b}}) (dark blue); dashed vertical lines: the estimates (an undefined "
        "estimate has none).{{clipped}}]]"
    ),
    "no_data": (
        ":small[:gray[Prior (light blue) and posterior Beta({{post_a}}, {{post_b}}) (dark blue), the same "
        "curve until the first flip; dashed vertical lines: the estimates (an undefined estimate has "
        "none).{{clipped}}]]"
    ),
}
CLIPPED = " A density is infinite at an end of the axis; the plot cuts it at {{y_max}}."

#: *template*: ``n``, ``mle``. The warning when one outcome never came up, by that outcome and the
#: count form of n ...
BLACK_SWAN = {
    "heads": {
        "one": (
            "**Black swan.** After {{n}} flip with no heads, the MLE is **{{mle}}**: it declares heads "
            "*impossible* and would bet everything on that."
        ),
        "many": (
            "**Black swan.** After {{n}} flips with no heads, the MLE is **{{mle}}**: it declares heads "
            "*impossible* and would bet everything on that."
        ),
    },
    "tails": {
        "one": (
            "**Black swan.** After {{n}} flip with no tails, the MLE is **{{mle}}**: it declares tails "
            "*impossible* and would bet everything on that."
        ),
        "many": (
            "**Black swan.** After {{n}} flips with no tails, the MLE is **{{mle}}**: it declares tails "
            "*impossible* and would bet everything on that."
        ),
    },
}
#: *template*: ``map``, ``mean``. ... then what the Bayesian estimates do: keep some doubt, or (a
#: prior with at most one imagined flip on the unseen side: ``BlackSwan.mode_at_edge``) a MAP at the edge too.
BLACK_SWAN_BAYES = {
    "doubt": "The Bayesian estimates keep some doubt: MAP {{map}}, posterior mean {{mean}}.",
    "edge": (
        "The MAP agrees with it, {{map}}: this prior gives the unseen side at most one imagined flip, "
        "so the posterior still peaks at the edge. The posterior mean, {{mean}}, keeps some doubt."
    ),
}
BLACK_SWAN_LAPLACE = (
    "(With the uniform prior Beta(1, 1) the posterior mean is Laplace's rule of succession, "
    "$(N_1 + 1)/(N + 2)$.)"
)

#: *template*: ``lam``.
WHY_DIFFERENT = r"""
**Why they differ.** Writing $\lambda = \frac{a + b}{a + b + N}$ for the weight of the
prior, the posterior mean is a compromise between the prior mean and the MLE:

$$
\mathbb{E}[\theta \mid \mathcal{D}] = \lambda\,\frac{a}{a + b} + (1 - \lambda)\,\hat\theta_{\mathrm{MLE}}, \qquad \lambda = {{lam}}.
$$

While both posterior pseudo-counts exceed 1, the MAP is the same formula with $a - 1$ and
$b - 1$ in place of $a$ and $b$, so under the flat prior Beta(1, 1) it equals the MLE. For a
skewed posterior the mean, median and mode separate (mean and median are pulled towards
the long tail).
"""
#: Instead of WHY_DIFFERENT before the first flip (there is no MLE to compromise with).
WHY_DIFFERENT_NO_DATA = r"""
**Why they differ.** With no flips yet the weight of the prior,
$\lambda = \frac{a + b}{a + b + N}$, is 1: the posterior is the prior, and its mean, median
and mode are the prior's. The MLE does not exist until the first flip. For a skewed prior
the mean, median and mode separate (mean and median are pulled towards the long tail).
"""

# --- losses ------------------------------------------------------------------------------

LOSS_LABEL = "Loss ℓ(θ, θ̂)"
#: The loss options, shown as they are: they are also the values of the URL parameter ``loss``.
#: Losses: key (the URL value) -> label.
LOSS_OPTIONS = {"squared": "squared", "absolute": "absolute", "zero-one": "zero-one"}
EPS_LABEL = "Window ε of the 0-1 loss"
#: The window's options: key (the URL value, ``eps=0.01``) -> the number as the page writes it.
EPS_OPTIONS = {"0.002": "0.002", "0.005": "0.005", "0.01": "0.01", "0.02": "0.02", "0.05": "0.05", "0.1": "0.1"}
EPS_HELP = "A hit is an estimate within ε of θ. The smaller ε, the closer the best estimate is to the mode."

LOSSES_INTRO = r"""
A Bayesian who must report *one number* picks the estimate with the smallest expected
loss under the posterior, the **posterior risk**

$$
r(\hat\theta) = \mathbb{E}\big[\ell(\theta, \hat\theta) \mid \mathcal{D}\big] = \int_0^1 \ell(\theta, \hat\theta)\, p(\theta \mid \mathcal{D})\, d\theta .
$$

Which number is best depends on how mistakes are charged:
"""

LOSS_EXPLANATIONS = {
    "squared": r"""
**Squared loss** $\ell = (\theta - \hat\theta)^2$ punishes big misses heavily.
Its risk is a parabola, $r(\hat\theta) = \mathrm{var}[\theta \mid \mathcal{D}] +
(\mathbb{E}[\theta \mid \mathcal{D}] - \hat\theta)^2$, lowest at the **posterior mean**.
""",
    "absolute": r"""
**Absolute loss** $\ell = |\theta - \hat\theta|$ charges in proportion to the miss.
Its slope is $r'(\hat\theta) = 2F(\hat\theta) - 1$ ($F$ the posterior CDF), zero where
half of the mass is on each side: the **posterior median**.
""",
    "zero-one": r"""
**0-1 loss** pays 1 for any miss and 0 for a hit. A continuous θ never *exactly*
equals $\hat\theta$, so here a hit means landing within $\varepsilon$:
$\ell = 1 - \mathbb{1}[|\theta - \hat\theta| \le \varepsilon]$ and
$r(\hat\theta) = 1 - P(|\theta - \hat\theta| \le \varepsilon \mid \mathcal{D})$.
The best window sits on the highest part of the density; as $\varepsilon \to 0$ its
centre tends to the **posterior mode, the MAP**, when the posterior has a single one. (If
the mode is at 0 or 1 the best window is $[0, 2\varepsilon]$ or $[1 - 2\varepsilon, 1]$, so the
minimum shows at $\varepsilon$ from the end.)
""",
}

RISK_Y_TITLE = {
    "squared": "posterior risk E[(θ − θ̂)²]",
    "absolute": "posterior risk E|θ − θ̂|",
    "zero-one": "posterior risk 1 − P(|θ − θ̂| ≤ ε)",
}
RISK_LABEL = "minimum at θ̂ = {{x}}"
RISK_RESULT = (
    "The curve is lowest at **θ̂ = {{minimiser}}** (on a grid of step 0.001); the "
    "{{estimator}} is **{{value}}**."
)
RISK_NO_MODE = (
    "This posterior has no single peak (flat or U-shaped), so it has no MAP: the lowest point of the "
    "curve, **θ̂ = {{minimiser}}**, is just where a window of half-width ε catches the most "
    "probability (for a flat posterior, one of many such places)."
)
ESTIMATOR_NAMES = {
    "mle": "MLE",
    "map": "MAP (posterior mode)",
    "mean": "posterior mean",
    "median": "posterior median",
}

# --- repeated experiments ------------------------------------------------------------------

REPEATED_INTRO = r"""
Now take the frequentist's seat: fix a **true** θ, flip the coin $n$ times, compute each
estimate, and repeat the experiment many times. Each estimator then has a *sampling
distribution*. The histograms use your prior Beta({{a}}, {{b}}) for the Bayesian estimators
and {{n_experiments}} simulated experiments; black bars mark each estimator's exact
average $\mathbb{E}[\hat\theta]$ and the dashed line the truth.
"""
THETA_LABEL = "True θ"
THETA_HELP = "The coin's real probability of heads (unknown in practice)."
N_LABEL = "Flips per experiment n"

REPEATED_FORMULAS = r"""
How far an estimator lands from the truth on average is its **mean squared error**,
which splits into a systematic part and a noise part:

$$
\mathrm{MSE} = \mathbb{E}\big[(\hat\theta - \theta)^2\big] = \underbrace{\big(\mathbb{E}[\hat\theta] - \theta\big)^2}_{\text{bias}^2} + \underbrace{\mathrm{Var}[\hat\theta]}_{\text{variance}} .
$$

The MLE $N_1/n$ is unbiased with variance $\theta(1-\theta)/n$. The posterior mean
$(N_1 + a)/(n + a + b)$ is pulled towards the prior mean: its bias,
$\dfrac{a - \theta(a + b)}{n + a + b}$, is zero only when the prior mean $a/(a + b)$ is θ, but its
variance is always smaller, $\dfrac{n\,\theta(1 - \theta)}{(n + a + b)^2}$.
"""

PART_LABEL = "Show"
PART_OPTIONS = {"mse": "MSE", "bias2": "bias²", "variance": "variance"}
PART_Y_TITLE = {"mse": "MSE (log scale)", "bias2": "bias² (log scale)", "variance": "variance (log scale)"}
#: *template*: ``a``, ``b`` (not for "none"). The comparison priors' legend, by key: none (the MLE),
#: good (centred on the truth), bad (centred away).
COMPARISON_PRIORS = {
    "none": "MLE (no prior)",
    "good": "prior centred on the truth, Beta({{a}}, {{b}})",
    "bad": "prior centred away, Beta({{a}}, {{b}}) (dashed)",
}

REPEATED_TABLE_INTRO = (
    "Exact values at n = {{n}} (true θ = {{theta}}, your prior Beta({{a}}, {{b}})). These numbers and the "
    "curves below are sums over the n + 1 possible head counts, not simulations:"
)
REPEATED_TABLE = """
| estimator | E[θ̂] | bias² | variance | MSE |
|---|---|---|---|---|
{{rows}}
"""
REPEATED_ROW = "| {{name}} | {{expected}} | {{bias2}} | {{variance}} | {{mse}} |"

#: *template*: ``strength``, ``shift``.
REPEATED_LESSON = r"""
**Reading the curves.** A prior worth {{strength}} flips and centred on the truth (solid)
beats the MLE at small $n$: it takes away more variance than it adds in bias² (*shrinkage*).
Under it the posterior mean adds no bias at all (its bias is exactly 0) and beats the MLE at
every $n$. The same prior centred {{shift}} away (dashed) loses to the MLE once a few flips
are in ($n \ge 3$), because of its bias. As $n$ grows every estimator's MSE approaches the
MLE's $\theta(1-\theta)/n$: the data overwhelm any prior, and all four estimators are
*consistent*. The MLE is unbiased, so its bias² (zero) is off the log scale, as is the bias
of the posterior mean under the centred prior.
"""

#: The question asked before the exact values are shown (the frame's predict-then-reveal switch);
#: the options are ESTIMATOR_LABELS.
GUESS_CLOSEST = (
    "Over many experiments like these, which estimate lands closest to the true θ on average "
    "(the smallest mean squared error)?"
)
#: *template*: ``names`` (joined by NAMES_JOIN), ``mse``. The answer, by how many estimators share it.
GUESS_CLOSEST_ANSWER = {
    "one": "{{names}}, with an exact MSE of {{mse}}",
    "many": "{{names}}, a tie, with an exact MSE of {{mse}}",
}
NAMES_JOIN = " and "

# --- convergence --------------------------------------------------------------------------

#: *template*: ``theta_hat``.
CONVERGENCE_INTRO = r"""
Keep the observed fraction of heads fixed at your $\hat\theta_{\mathrm{MLE}} = {{theta_hat}}$
and imagine ever more flips $N$ (the counts $N_1 = \hat\theta N$, $N_0 = (1 - \hat\theta) N$).
The prior's weight $\lambda = \frac{a + b}{a + b + N}$ shrinks to zero, so the MAP and the
posterior mean slide onto the MLE.
"""
#: After CONVERGENCE_INTRO when both outcomes have come up (``SdDecay.rate`` 0.5).
CONVERGENCE_SD = r"""
The posterior standard deviation shrinks like $1/\sqrt{N}$:

$$
\mathrm{sd}[\theta \mid \mathcal{D}] = \sqrt{\frac{(a + N_1)(b + N_0)}{(a + b + N)^2 (a + b + N + 1)}} \;\approx\; \sqrt{\frac{\hat\theta(1 - \hat\theta)}{N}} .
$$
"""
#: Instead of CONVERGENCE_SD when only one outcome has come up (``SdDecay.rate`` 1), by the outcome never seen.
CONVERGENCE_SD_ONE_SIDED = {
    "heads": r"""
With no heads ($N_1 = 0$) the posterior standard deviation shrinks faster, like $1/N$, while the
approximation $\sqrt{\hat\theta(1 - \hat\theta)/N}$ is 0:

$$
\mathrm{sd}[\theta \mid \mathcal{D}] = \sqrt{\frac{a\,(b + N)}{(a + b + N)^2 (a + b + N + 1)}} \;\approx\; \frac{\sqrt{a}}{N} .
$$
""",
    "tails": r"""
With no tails ($N_0 = 0$) the posterior standard deviation shrinks faster, like $1/N$, while the
approximation $\sqrt{\hat\theta(1 - \hat\theta)/N}$ is 0:

$$
\mathrm{sd}[\theta \mid \mathcal{D}] = \sqrt{\frac{(a + N)\,b}{(a + b + N)^2 (a + b + N + 1)}} \;\approx\; \frac{\sqrt{b}}{N} .
$$
""",
}
CONVERGENCE_NO_DATA = "Add some flips first: with no data the MLE, and so this picture, does not exist."
CONVERGENCE_EDGE = (
    "With θ̂ = {{theta_hat}} the approximation √(θ̂(1−θ̂)/N) is 0 for every N, so only the exact "
    "posterior sd is drawn: the MLE's certainty is another face of the black swan."
)
CONVERGENCE_NOW = (
    "At your N = {{n}}: MAP {{map}}, posterior mean {{mean}}, MLE {{mle}}; posterior sd {{sd}} "
    "against the approximation {{sd_approx}}."
)

# --- prediction ----------------------------------------------------------------------------

M_LABEL = "Future flips m"
PREDICTION_INTRO = r"""
To predict the next $m$ flips, a *plug-in* rule pretends the estimate is the true θ and
uses the binomial $\mathrm{Bin}(k \mid m, \hat\theta)$. The **posterior predictive**
averages the binomial over the whole posterior, which gives the beta-binomial
$p(k \mid \mathcal{D}) = \binom{m}{k}\frac{B(k + a + N_1,\ m - k + b + N_0)}{B(a + N_1,\ b + N_0)}$.
Averaging carries our remaining uncertainty about θ: the predictive is never narrower than the
plug-in at the posterior mean (as wide for one flip, wider for more), while a plug-in at the MLE
or the MAP can be wider or narrower (the caption compares them). Plugging in the MLE after a
run of one outcome predicts the other outcome with probability exactly 0.
"""

# --- chart words ----------------------------------------------------------------------------

#: The estimators as the charts' legends and rows and the exact-values table name them.
ESTIMATOR_LABELS = {
    "mle": "MLE",
    "map": "MAP",
    "mean": "Posterior mean",
    "median": "Posterior median",
}
#: Axis and tooltip words of the posterior-risk chart.
RISK_TITLES = {"x": "estimate θ̂", "x_short": "θ̂", "risk_short": "r(θ̂)", "minimum": "minimum"}
#: Axis and tooltip words of the sampling histograms.
SAMPLING_TITLES = {
    "x": "estimate θ̂ in each experiment",
    "estimator": "estimator",
    "from": "from",
    "to": "to",
    "share": "share of experiments",
    "expected": "exact mean E[θ̂]",
    "truth": "true θ",
}
#: Axis and tooltip words of the bias² / variance / MSE curves against n.
RISK_VS_N_TITLES = {"x": "flips per experiment n (log scale)", "estimator": "estimator", "prior": "prior",
                    "n": "n", "current": "your n"}
#: Axis, legend and tooltip words of the two convergence charts.
CONVERGENCE_TITLES = {
    "x": "number of flips N (log scale)",
    "estimate": "estimate θ̂",
    "estimator": "estimator",
    "n": "N",
    "estimate_short": "θ̂",
    "current": "your N",
    "sd_axis": "posterior sd (log scale)",
    "sd_exact": "posterior sd (exact)",
    "sd_approx": "√(θ̂(1−θ̂)/N)",
    "sd_short": "sd",
    "curve": "curve",
}
