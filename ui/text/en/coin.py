"""All prose of the coin-flipping page (and of the shared Beta prior / data controls).

Constants marked *format* are used with ``str.format``: their LaTeX braces are
doubled (``{{ }}``) and ``{name}`` marks a number filled in by the page. The others
are shown as they are. A translation replaces this file only.
"""

# --------------------------------------------------------------------------- navigation and home card
NAV_TITLE = "Coin flipping"
CARD_TITLE = "Coin flipping with a Beta prior"
CARD_LESSON = (
    "Pseudo-counts, the conjugate update, credible intervals, predicting the next "
    "flips — and why never seeing heads does not make heads impossible."
)


# --------------------------------------------------------------------------- header
TITLE = "Coin flipping: the Beta-Binomial model"

INTRO = r"""
Is this coin fair? Call its probability of heads $\theta$. Before flipping, describe
what you believe about $\theta$ with a **Beta(a, b)** prior; flip; and the belief
becomes a **Beta(a + heads, b + tails)** posterior. Move the controls and watch the
three curves, the estimates and the credible region respond.
"""

#: The page's first element: title and intro in one Markdown block (one message per rerun).
HEADER = f"# {TITLE}\n{INTRO}"

# --------------------------------------------------------------------------- prior controls
PRESETS_LABEL = "Start from a preset"
PRESETS_PLACEHOLDER = "Choose a prior…"
#: Prior presets: key -> label (the values are in ``ui.beta_widgets.PRESETS``).
PRESET_NAMES = {
    "uniform": "Uniform (1, 1)",
    "jeffreys": "Jeffreys (½, ½)",
    "beta22": "Beta(2, 2)",
    "fair": "Strong fair coin (50, 50)",
    "skewed": "Skewed (2, 8)",
}
PRESET_HELP = "Sets a and b; adjust them afterwards with the sliders or exactly in the boxes."
A_LABEL = "a (imagined heads)"
B_LABEL = "b (imagined tails)"
A_HELP = "Pseudo-count of heads, 0.01 to 1000. Drag the slider for round values, type for exact ones."
B_HELP = "Pseudo-count of tails, 0.01 to 1000. Drag the slider for round values, type for exact ones."
#: *template*: ``name``.
DRAG_LABEL = "Drag {{name}}"

#: *template*: ``mean``, ``strength``.
PRIOR_SUMMARY = (
    r"The same prior as a guess and a confidence: prior mean $\frac{a}{a+b}$ = **{{mean}}**, "
    r"strength $a+b$ = **{{strength}}** imagined flips."
)

# --------------------------------------------------------------------------- data controls
SOURCE_LABEL = "Where do the flips come from?"
#: Data sources: key -> option label. The label is also the URL value (``data=Sequence``).
SOURCE_NAMES = {"counts": "Counts", "sequence": "Sequence", "simulate": "Simulation"}
SOURCE_HELP = "Counts: type the numbers of heads and tails. Sequence: type flips like HHTHT. Simulation: flip a virtual coin."
HEADS_LABEL = "Heads"
TAILS_LABEL = "Tails"
SEQUENCE_LABEL = "Flips in order (H = heads, T = tails)"
SEQUENCE_HELP = "For example HHTHT. Lower case, spaces and commas are fine. Press Enter to apply."
SEQUENCE_FIX = "Type only H and T (spaces and commas are allowed); the page keeps the last good counts."
HIDE_LABEL = "Mystery coin (hide the true θ)"
HIDE_HELP = "The coin's bias is drawn from the seed and kept secret: can you find it by flipping?"
THETA_TRUE_LABEL = "True θ of the simulated coin"
THETA_HIDDEN = "The true θ is hidden. Flip, and guess it from the posterior."
SEED_LABEL = "Seed"
#: *template*: ``n``.
FLIP_LABEL = "Flip {{n}}"
RESET_LABEL = "Reset"
#: *template*: ``n``, ``theta``.
SIM_STATUS = "{{n}} flips simulated from a coin with θ = {{theta}}."
#: *template*: ``n``.
SIM_STATUS_HIDDEN = "{{n}} flips simulated from the mystery coin."
REVEAL_LABEL = "Reveal the true θ"
#: *template*: ``theta``.
REVEAL_TEXT = "The mystery coin has θ = **{{theta}}**."
COUNTS_FROM_SEQUENCE = "Counts taken from the sequence."
PSEUDO_CAPTION = (
    "Each bar is a posterior parameter: the prior's imagined flips (left) plus the real ones "
    "(right). With enough real flips the imagined ones stop mattering."
)

# --------------------------------------------------------------------------- posterior panel
REGION_LABEL = "Credible region"
#: Region kinds: key -> option label. The label is also the URL value (``region=HPD``).
REGION_NAMES = {"hpd": "HPD", "equal": "Equal-tailed"}
REGION_HELP = (
    "HPD (highest posterior density): the shortest region, every point inside more probable than any "
    "outside. Equal-tailed: cut the same probability from each end."
)
LEVEL_LABEL = "Credible level"
METRIC_MLE = "MLE θ̂"
METRIC_MAP = "MAP θ̂ (mode)"
METRIC_MEAN = "Posterior mean"
METRIC_MEDIAN = "Posterior median"
METRIC_SD = "Posterior sd"
METRIC_LAMBDA = "Prior weight λ"
METRIC_HELP_LAMBDA = "λ = (a+b)/(a+b+N): the share of the posterior mean that comes from the prior mean."
#: *template*: ``level`` (e.g. 95), ``kind``.
METRIC_INTERVAL = "{{level}}% {{kind}} interval"
KIND_SHORT = {"hpd": "HPD", "equal": "equal-tailed"}
NO_DATA = "no data yet"
NO_MODE = "no unique mode"
METRIC_HELP_MLE = "Fraction of heads, heads / (heads + tails): undefined before the first flip."
METRIC_HELP_MAP = (
    "Most probable θ under the posterior. A U-shaped posterior (a < 1 and b < 1) peaks at both ends "
    "and a flat one peaks everywhere: no unique mode."
)
#: *template*: ``curves``.
CHART_CAPTION = (
    "Likelihood drawn normalised (area 1), so it is comparable with the densities; shaded: the "
    "posterior's credible region. Dashed vertical lines: the estimates."
)
#: *template*: ``y_max``.
CLIPPED_CAPTION = (
    "The y-axis stops at {{y_max}}: a density with a < 1 or b < 1 grows without bound at θ = 0 or 1, "
    "and it is drawn flat where it leaves the plot."
)

#: *template*: ``lam``, ``one_minus``, ``prior_mean``, ``mle``, ``mean``, ``strength``, ``n``.
SHRINKAGE = (
    r"**Shrinkage.** The posterior mean is a weighted average of the prior mean and the MLE, "
    r"with weight $\lambda = \frac{a+b}{a+b+N} = \frac{{{strength}}}{{{strength}} + {{n}}} = {{lam}}$ on the prior:"
    "\n\n"
    r"$$\mathbb{E}[\theta \mid \mathcal{D}] = \lambda\,\frac{a}{a+b} + (1-\lambda)\,\hat\theta_{\mathrm{MLE}}"
    r" = {{lam}} \times {{prior_mean}} + {{one_minus}} \times {{mle}} = {{mean}}$$"
)
#: *template*: ``prior_mean``.
SHRINKAGE_NO_DATA = (
    r"**Shrinkage.** No flips yet: $\lambda = 1$, all weight on the prior, and the posterior mean "
    r"is the prior mean ${{prior_mean}}$. Each flip moves weight from the prior to the data."
)

#: *template*: ``n``, ``seen``, ``unseen``, ``laplace``, ``yours``.
BLACK_SWAN = (
    "**Black swan.** After {{n}} {{seen}} and no {{unseen}}, the MLE says {{unseen}} are *impossible*: "
    r"$\hat\theta$ puts probability 0 on the next flip being {{unseen}}. "
    "Laplace's rule of succession (uniform prior Beta(1, 1), posterior mean) gives "
    r"$\frac{0 + 1}{{{n}} + 2} = {{laplace}}$ instead, and your prior gives {{yours}}. "
    "Never having seen something is weak evidence that it cannot happen."
)
BLACK_SWAN_TRY = (
    "**Black swan.** What does the MLE say after three tails and no heads? "
    "Try it, and compare with Laplace's rule."
)
BLACK_SWAN_BUTTON = "Show me: 3 tails, 0 heads"
#: *template*: ``panel``. Under the chart while the black swan does not apply (the button lives in its panel).
BLACK_SWAN_HINT = (
    "**Black swan.** What does the MLE say after three tails and no heads? "
    "Type it in, or open *{{panel}}* below."
)
#: The black-swan panel, above its button.
BLACK_SWAN_PANEL = (
    r"With no heads among a few flips, the MLE $\hat\theta = 0/N$ declares heads impossible; "
    r"any prior with $a > 0$ keeps them possible. Laplace's rule of succession is the posterior mean "
    r"under the uniform prior Beta(1, 1): $\frac{N_1 + 1}{N + 2}$."
)

# --------------------------------------------------------------------------- sequential
#: Markdown heading, followed directly by the section's text.
SEQUENTIAL_HEADER = "### Updating one flip at a time\n\n"
#: *template*: ``order``, ``n``, ``a``, ``b``.
SEQUENTIAL_INTRO = (
    "Yesterday's posterior is today's prior: update after every flip and you reach the same "
    "posterior as one update with all the counts. Here: {{order}}. After all {{n}} flips the path ends "
    "on the dashed line, the one-step posterior Beta({{a}}, {{b}})."
)
ORDER_SEQUENCE = "your flips, in order"
ORDER_SPREAD = (
    "counts alone have no order, so heads and tails are spread evenly through the sequence "
    "(the end point does not depend on the order)"
)
SEQUENTIAL_EMPTY = "No flips yet: add some data to see the posterior evolve."
SD_CAPTION = (
    r"The posterior sd shrinks like $1/\sqrt{N}$: on log-log axes both lines fall with slope "
    r"$-\tfrac12$. Halving the uncertainty takes four times as many flips."
)

# --------------------------------------------------------------------------- predictive
#: Markdown heading, followed directly by the section's text.
PREDICTIVE_HEADER = "### What will the next flips show?\n\n"
M_LABEL = "Number of future flips m"
PREDICTIVE_INTRO = (
    "The **posterior predictive** (beta-binomial) averages the binomial over every θ the posterior "
    "allows; a **plug-in** binomial pretends one estimate is the true θ. The predictive is wider: it "
    "keeps the uncertainty about θ."
)
#: *template*: ``predictive_sd``, ``plugin``, ``plugin_sd``.
PREDICTIVE_SPREAD = (
    "Spread of the number of heads: posterior predictive sd {{predictive_sd}}, plug-in at the "
    "{{plugin}} sd {{plugin_sd}}."
)
PREDICTIVE_NO_PLUGIN = "No estimate to plug in yet (no data and no unique mode): only the predictive is shown."
PLUGIN_MLE = "plug-in at MLE"
PLUGIN_MAP = "plug-in at MAP"
PREDICTIVE = "posterior predictive"

# --------------------------------------------------------------------------- secondary panels
VIEW_LABEL = "More about this posterior"
VIEW_HELP = "Opens one panel below; click it again to close it. The choice is part of the link (view=…)."
#: Panels below the main view: key -> option label. The label is also the URL value (``view=Predictive``).
VIEWS = {
    "pseudo": "Pseudo-counts",
    "sequential": "Flip by flip",
    "predictive": "Predictive",
    "black_swan": "Black swan",
    "maths": "The maths",
}

# --------------------------------------------------------------------------- maths
MATHS = r"""
**Likelihood.** Each flip is heads with probability $\theta$, independently, so $N_1$ heads and
$N_0$ tails have likelihood $p(\mathcal{D}\mid\theta) \propto \theta^{N_1}(1-\theta)^{N_0}$.

**Prior.** $\mathrm{Beta}(\theta\mid a,b) \propto \theta^{a-1}(1-\theta)^{b-1}$ has the same shape
in $\theta$ — that is what makes it *conjugate*.

**Update rule.** Multiply and read off the exponents:

$$p(\theta\mid\mathcal{D}) \propto \theta^{N_1+a-1}(1-\theta)^{N_0+b-1}
\;\Rightarrow\; \theta\mid\mathcal{D} \sim \mathrm{Beta}(a+N_1,\; b+N_0).$$

So $a$ and $b$ act as **pseudo-counts**: imagined heads and tails seen before the real ones;
$a+b$ is the prior's strength (its effective sample size).

**Estimates.** With $N = N_1 + N_0$:

$$\hat\theta_{\mathrm{MLE}} = \frac{N_1}{N},\qquad
\hat\theta_{\mathrm{MAP}} = \frac{N_1+a-1}{N+a+b-2},\qquad
\mathbb{E}[\theta\mid\mathcal{D}] = \frac{N_1+a}{N+a+b}.$$

(The MAP formula holds when both posterior parameters exceed 1; otherwise the mode sits at 0
or 1, or is not unique.) The posterior variance,
$\frac{(a+N_1)(b+N_0)}{(a+b+N)^2(a+b+N+1)}$, falls like $1/N$.

**Predictive.** The chance of $x$ heads in $m$ new flips averages the binomial over the posterior:
$p(x\mid\mathcal{D}) = \binom{m}{x}\frac{B(x+a',\,m-x+b')}{B(a',b')}$ with the posterior's
$a' = a + N_1$, $b' = b + N_0$. For one flip it is just the posterior mean.
"""
SOURCE_NOTE = "\n\n*After Murphy, Machine Learning: a Probabilistic Perspective, §3.3.*"
