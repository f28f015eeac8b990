"""Words of the coin-flipping page, and of what it shares with the estimators page.

The shared part (the Beta prior and data controls of ``ui.beta_widgets``, the charts of
``ui.charts.beta`` and the predictive panel of ``ui.beta_panels``) is marked below; the
estimators page reads it from here. Templates use ``{{name}}`` placeholders (filled by
``Template.fill``); single braces are LaTeX. Dicts are keyed by language-independent
keys: URL values, colour roles, core results (``BlackSwan.unseen``,
``SpreadComparison.relation``). Words only: the page decides which sentence applies.

Words that count something have two forms, keyed ``"one"`` (exactly 1) and ``"many"``
(0, 2, 1.5 …): "1 flip", "3 flips". The page picks the form by that rule
(``ui.beta_panels.count_form``), the same in every language.
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

# =========================================================================== shared with the estimators page
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
#: *template*: ``low``, ``high`` (the range of a and b, ``ui.beta_widgets.A_RANGE``).
A_HELP = "Pseudo-count of heads, {{low}} to {{high}}. Drag the slider for round values, type for exact ones."
#: *template*: ``low``, ``high``.
B_HELP = "Pseudo-count of tails, {{low}} to {{high}}. Drag the slider for round values, type for exact ones."
#: *template*: ``name``.
DRAG_LABEL = "Drag {{name}}"

# --------------------------------------------------------------------------- data controls
HEADS_LABEL = "Heads"
TAILS_LABEL = "Tails"

# --------------------------------------------------------------------------- density chart
#: Legend words of the density chart's curves and markers, by colour role.
DENSITY_ROLES = {
    "prior": "prior",
    "likelihood": "likelihood",
    "posterior": "posterior",
    "mle": "MLE",
    "map": "MAP",
    "posterior_mean": "posterior mean",
    "posterior_median": "posterior median",
    "true_theta": "true θ",
}
#: Axis and tooltip words of the density chart.
DENSITY_TITLES = {
    "theta": "θ (probability of heads)",
    "density": "density p(θ)",
    "curve": "curve",
    "estimate": "estimate",
    "theta_short": "θ",
    "density_short": "density",
}

# --------------------------------------------------------------------------- predictive panel
#: Legend words of the predictive chart's series, by colour role (a plug-in takes its estimate's colour).
PREDICTIVE_ROLES = {"predictive": "posterior predictive", "mle": "plug-in at MLE", "map": "plug-in at MAP"}
#: *template*: ``m``. The predictive chart's x axis, by count form (``"one"`` when m = 1).
PREDICTIVE_X = {"one": "heads in the next {{m}} flip", "many": "heads in the next {{m}} flips"}
#: Axis and tooltip words of the predictive chart.
PREDICTIVE_TITLES = {"probability": "probability", "model": "model", "heads": "heads"}
#: The estimates a plug-in can use, as the predictive caption names them.
PLUGIN_NAMES = {"mle": "MLE", "map": "MAP", "mean": "posterior mean"}
#: *template*: ``m``, ``predictive_sd``, ``plugins`` (the PLUGIN_SPREAD phrases, joined by LIST_SEPARATOR);
#: by count form of m.
PREDICTIVE_SPREAD = {
    "one": (
        "Spread (standard deviation) of the number of heads in the next {{m}} flip: posterior "
        "predictive {{predictive_sd}}; {{plugins}}."
    ),
    "many": (
        "Spread (standard deviation) of the number of heads in the next {{m}} flips: posterior "
        "predictive {{predictive_sd}}; {{plugins}}."
    ),
}
#: *template*: ``estimate``, ``sd``. One plug-in's spread, by how the predictive compares with it.
PLUGIN_SPREAD = {
    "wider": "plug-in at the {{estimate}} {{sd}}, narrower than the predictive",
    "equal": "plug-in at the {{estimate}} {{sd}}, as wide as the predictive",
    "narrower": "plug-in at the {{estimate}} {{sd}}, wider than the predictive",
}
#: *template*: ``estimate``. A plug-in whose estimate does not exist (no data, no unique mode).
PLUGIN_UNDEFINED = "no plug-in at the {{estimate}} (undefined here, so no bars)"
LIST_SEPARATOR = "; "
# =========================================================================== end of the shared words

#: *template*: ``mean``, ``strength``; by count form of the strength.
PRIOR_SUMMARY = {
    "one": (
        r"The same prior as a guess and a confidence: prior mean $\frac{a}{a+b}$ = **{{mean}}**, "
        r"strength $a+b$ = **{{strength}}** imagined flip."
    ),
    "many": (
        r"The same prior as a guess and a confidence: prior mean $\frac{a}{a+b}$ = **{{mean}}**, "
        r"strength $a+b$ = **{{strength}}** imagined flips."
    ),
}

# --------------------------------------------------------------------------- data source
SOURCE_LABEL = "Where do the flips come from?"
#: Data sources: key (the URL value, ``data=sequence``) -> option label.
SOURCE_NAMES = {"counts": "Counts", "sequence": "Sequence", "simulate": "Simulation"}
SOURCE_HELP = "Counts: type the numbers of heads and tails. Sequence: type flips like HHTHT. Simulation: flip a virtual coin."
SEQUENCE_LABEL = "Flips in order (H = heads, T = tails)"
SEQUENCE_HELP = "For example HHTHT. Lower case, spaces and commas are fine. Press Enter to apply."
SEQUENCE_FIX = "Type only H and T (spaces and commas are allowed); the page keeps the last good counts."
#: *template*: ``found`` (SEQUENCE_BAD_CHAR phrases joined by LIST_SEPARATOR, then SEQUENCE_BAD_MORE or nothing).
SEQUENCE_BAD = "These characters are not flips: {{found}}."
#: *template*: ``char``, ``positions`` (joined by POSITION_SEPARATOR); by count form of the positions.
SEQUENCE_BAD_CHAR = {"one": "“{{char}}” at position {{positions}}", "many": "“{{char}}” at positions {{positions}}"}
POSITION_SEPARATOR = ", "
#: *template*: ``count``. When more characters are wrong than the message lists.
SEQUENCE_BAD_MORE = " ({{count}} such characters in all)"
HIDE_LABEL = "Mystery coin (hide the true θ)"
HIDE_HELP = "The coin's bias is drawn from the seed and kept secret: can you find it by flipping?"
THETA_TRUE_LABEL = "True θ of the simulated coin"
THETA_HIDDEN = "The true θ is hidden. Flip, and guess it from the posterior."
SEED_LABEL = "Seed"
#: *template*: ``n``.
FLIP_LABEL = "Flip {{n}}"
RESET_LABEL = "Reset"
#: *template*: ``n``, ``theta``; by count form of n.
SIM_STATUS = {"one": "{{n}} flip simulated from a coin with θ = {{theta}}.",
              "many": "{{n}} flips simulated from a coin with θ = {{theta}}."}
#: *template*: ``n``; by count form of n.
SIM_STATUS_HIDDEN = {"one": "{{n}} flip simulated from the mystery coin.",
                     "many": "{{n}} flips simulated from the mystery coin."}
REVEAL_LABEL = "Reveal the true θ"
#: *template*: ``theta``.
REVEAL_TEXT = "The mystery coin has θ = **{{theta}}**."

# --------------------------------------------------------------------------- pseudo-counts panel
PSEUDO_CAPTION = (
    "Each bar is a posterior parameter: the prior's imagined flips (left) plus the real ones "
    "(right). With enough real flips the imagined ones stop mattering."
)
#: Legend words of the pseudo-count bars, by colour role (the data take the likelihood's colour).
PSEUDO_ROLES = {"prior": "prior (a, b)", "likelihood": "data (heads, tails)"}
#: Row names (the outcomes) and axis and tooltip words of the pseudo-count bars.
PSEUDO_OUTCOMES = {"heads": "heads", "tails": "tails"}
PSEUDO_TITLES = {"count": "count", "outcome": "outcome", "part": "part"}

# --------------------------------------------------------------------------- posterior
REGION_LABEL = "Credible region"
#: Region kinds: key (the URL value, ``region=hpd``) -> option label.
REGION_NAMES = {"hpd": "HPD", "equal": "Equal-tailed"}
REGION_HELP = (
    "HPD (highest posterior density): the shortest region; no point outside it has a higher density "
    "than a point inside. Equal-tailed: cut the same probability from each end."
)
LEVEL_LABEL = "Credible level"
METRIC_MLE = "MLE θ̂"
METRIC_MAP = "MAP θ̂ (mode)"
METRIC_MEAN = "Posterior mean"
METRIC_MEDIAN = "Posterior median"
METRIC_SD = "Posterior sd"
#: *template*: ``level`` (e.g. 95). The credible region's metric, by kind (an HPD region may be two intervals).
METRIC_REGION = {"hpd": "{{level}}% HPD region", "equal": "{{level}}% equal-tailed interval"}
#: *template*: ``lo``, ``hi``. One interval of the credible region (a language with a decimal comma
#: separates its ends with a semicolon).
INTERVAL = "[{{lo}}, {{hi}}]"
#: Joins the two intervals of a U-shaped posterior's HPD region.
REGION_UNION = " ∪ "
NO_DATA = "no data yet"
NO_MODE = "no unique mode"
METRIC_HELP_MLE = "Fraction of heads, heads / (heads + tails): undefined before the first flip."
METRIC_HELP_MAP = (
    "Most probable θ under the posterior. A U-shaped posterior (a < 1 and b < 1) peaks at both ends "
    "and a flat one peaks everywhere: no unique mode."
)
CHART_CAPTION = (
    "Likelihood drawn normalised (area 1), so it is comparable with the densities; shaded: the "
    "posterior's credible region. Dashed vertical lines: the estimates."
)
#: Added to the caption while the simulated coin's true θ is drawn.
TRUE_THETA_CAPTION = "The grey line is the simulated coin's true θ."
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

#: *template*: ``n``, ``laplace``, ``yours``. The warning when one outcome never came up, by that
#: outcome, then by count form of n.
BLACK_SWAN = {
    "heads": {
        "one": (
            "**Black swan.** After {{n}} flip, tails, and no heads, the MLE says heads are *impossible*: "
            r"$\hat\theta$ puts probability 0 on the next flip being heads. "
            "Laplace's rule of succession (uniform prior Beta(1, 1), posterior mean) gives "
            r"$\frac{0 + 1}{{{n}} + 2} = {{laplace}}$ instead, and your prior gives {{yours}}. "
            "Never having seen something is weak evidence that it cannot happen."
        ),
        "many": (
            "**Black swan.** After {{n}} tails and no heads, the MLE says heads are *impossible*: "
            r"$\hat\theta$ puts probability 0 on the next flip being heads. "
            "Laplace's rule of succession (uniform prior Beta(1, 1), posterior mean) gives "
            r"$\frac{0 + 1}{{{n}} + 2} = {{laplace}}$ instead, and your prior gives {{yours}}. "
            "Never having seen something is weak evidence that it cannot happen."
        ),
    },
    "tails": {
        "one": (
            "**Black swan.** After {{n}} flip, heads, and no tails, the MLE says tails are *impossible*: "
            r"$\hat\theta$ puts probability 0 on the next flip being tails. "
            "Laplace's rule of succession (uniform prior Beta(1, 1), posterior mean) gives "
            r"$\frac{0 + 1}{{{n}} + 2} = {{laplace}}$ instead, and your prior gives {{yours}}. "
            "Never having seen something is weak evidence that it cannot happen."
        ),
        "many": (
            "**Black swan.** After {{n}} heads and no tails, the MLE says tails are *impossible*: "
            r"$\hat\theta$ puts probability 0 on the next flip being tails. "
            "Laplace's rule of succession (uniform prior Beta(1, 1), posterior mean) gives "
            r"$\frac{0 + 1}{{{n}} + 2} = {{laplace}}$ instead, and your prior gives {{yours}}. "
            "Never having seen something is weak evidence that it cannot happen."
        ),
    },
}
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
#: *template*: ``order``, ``n``, ``a``, ``b``; by count form of n.
SEQUENTIAL_INTRO = {
    "one": (
        "Yesterday's posterior is today's prior: update after every flip and you reach the same "
        "posterior as one update with all the counts. Here: {{order}}. With {{n}} flip the path is a single "
        "step, and it ends on the dashed line, the one-step posterior Beta({{a}}, {{b}})."
    ),
    "many": (
        "Yesterday's posterior is today's prior: update after every flip and you reach the same "
        "posterior as one update with all the counts. Here: {{order}}. After all {{n}} flips the path ends "
        "on the dashed line, the one-step posterior Beta({{a}}, {{b}})."
    ),
}
ORDER_SEQUENCE = "your flips, in order"
ORDER_SPREAD = (
    "counts alone have no order, so heads and tails are spread evenly through the sequence "
    "(the end point does not depend on the order)"
)
SEQUENTIAL_EMPTY = "No flips yet: add some data to see the posterior evolve."
#: How the posterior sd falls if the flips go on as they went, by ``SdDecay.rate`` (both outcomes seen).
SD_CAPTION = (
    r"Once the flips outweigh the prior, the posterior sd shrinks like $1/\sqrt{N}$: on log-log axes it "
    r"comes to run parallel to the dashed $\sqrt{\hat\theta(1-\hat\theta)/N}$ (here $\hat\theta$ is the final "
    r"posterior mean), slope $-\tfrac12$. Halving the uncertainty takes four times as many flips."
)
#: The same when only one outcome has come up (``SdDecay.rate`` 1), by the outcome never seen.
SD_CAPTION_ONE_SIDED = {
    "heads": (
        r"Every flip so far is tails, and then the posterior sd shrinks like $1/N$, not like "
        r"$1/\sqrt{N}$: faster than the dashed $\sqrt{\hat\theta(1-\hat\theta)/N}$ (drawn at the final "
        r"posterior mean), slope $-1$ on log-log axes once the flips outweigh the prior. While no heads "
        r"come up, about twice as many flips halve the uncertainty."
    ),
    "tails": (
        r"Every flip so far is heads, and then the posterior sd shrinks like $1/N$, not like "
        r"$1/\sqrt{N}$: faster than the dashed $\sqrt{\hat\theta(1-\hat\theta)/N}$ (drawn at the final "
        r"posterior mean), slope $-1$ on log-log axes once the flips outweigh the prior. While no tails "
        r"come up, about twice as many flips halve the uncertainty."
    ),
}
#: Axis, legend and tooltip words of the two flip-by-flip charts.
SEQUENTIAL_TITLES = {
    "n": "flips seen N",
    "mean_axis": "E[θ | first N flips]",
    "n_short": "N",
    "mean": "posterior mean",
    "batch": "batch posterior mean",
    "n_log": "flips seen N (log)",
    "sd_axis": "posterior sd (log)",
    "sd": "posterior sd",
    "reference": "√(θ̂(1−θ̂)/N)",
    "sd_short": "sd",
    "curve": "curve",
}
#: *template*: ``level`` (e.g. 95). Tooltips of the credible band's two ends.
SEQUENTIAL_BAND = {"lower": "{{level}}% interval lower", "upper": "{{level}}% interval upper"}

# --------------------------------------------------------------------------- predictive
#: Markdown heading, followed directly by the section's text.
PREDICTIVE_HEADER = "### What will the next flips show?\n\n"
M_LABEL = "Number of future flips m"
PREDICTIVE_INTRO = (
    "The **posterior predictive** (beta-binomial) averages the binomial over every θ the posterior "
    "allows; a **plug-in** binomial pretends one estimate is the true θ. Averaging keeps the "
    "uncertainty about θ: the predictive is never narrower than the plug-in at the posterior mean "
    "(as wide for one flip, wider for more). A plug-in at the MLE or the MAP sits elsewhere and can "
    "be wider or narrower; the caption compares them for your posterior."
)

# --------------------------------------------------------------------------- secondary panels
VIEW_LABEL = "More about this posterior"
VIEW_HELP = "Opens one panel below; click it again to close it. The choice is part of the link (view=…)."
#: Panels below the main view: key (the URL value, ``view=predictive``) -> option label.
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
or 1, or is not unique.) The posterior variance is
$\frac{(a+N_1)(b+N_0)}{(a+b+N)^2(a+b+N+1)}$. As the flips go on with both outcomes coming up, it
falls like $1/N$, about $\hat\theta(1-\hat\theta)/N$, so the sd falls like $1/\sqrt{N}$. While only
one outcome has come up, say $N_1 = 0$, it is about $a/N^2$, and the sd falls like $1/N$.

**Predictive.** The chance of $x$ heads in $m$ new flips averages the binomial over the posterior:
$p(x\mid\mathcal{D}) = \binom{m}{x}\frac{B(x+a',\,m-x+b')}{B(a',b')}$ with the posterior's
$a' = a + N_1$, $b' = b + N_0$. For one flip, the probability of heads is the posterior mean.
"""
SOURCE_NOTE = "\n\n*After Murphy, Machine Learning: a Probabilistic Perspective, §3.3.*"

# --------------------------------------------------------------------------- predict, then reveal
#: The question asked before the MAP is shown (the frame's predict-then-reveal switch).
GUESS_MAP = (
    "After these flips, where will the MAP be — the θ at the peak of the posterior? "
    "Give it as a percentage (θ = 0.3 is 30 %)."
)
#: *template*: ``percent``, ``value``. The answer, as the guess is compared with it.
GUESS_MAP_ANSWER = "{{percent}} % (MAP θ̂ = {{value}})"
#: Shown instead of a number the class is guessing.
HIDDEN_VALUE = "?"
