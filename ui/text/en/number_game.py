"""Prose of the number-game page (Markdown + LaTeX), with ``str.format`` placeholders.

Every sentence on ``views/number_game.py`` lives here, so that a translation is
this one file. The few functions at the end only fill these templates with numbers
from ``bayeslab.number_game`` (no model logic).
"""

# --------------------------------------------------------------------------- navigation and home card
NAV_TITLE = "The number game"
CARD_TITLE = "The number game"
CARD_LESSON = (
    "Guess a secret set of numbers from a few examples: the size principle, "
    "priors over concepts, and averaging over hypotheses."
)


TITLE = "The number game"

INTRO = r"""
I am thinking of a set of numbers $C \subseteq \{1, \dots, 100\}$ — maybe *the even
numbers*, maybe *the numbers between 20 and 30*. You only see a few of its members,
the examples $\mathcal{D}$. Is 32 in $C$? Is 37? Bayesian concept learning answers with
a probability for every number, by weighing many candidate concepts (hypotheses $h$)
at once (Murphy, *MLaPP* §3.2, after Tenenbaum).
"""

# --- examples --------------------------------------------------------------------------

EXAMPLES_LABEL = "Examples 𝒟 (whole numbers from 1 to 100)"
EXAMPLES_HELP = "Separate them with commas or spaces. A number typed twice counts as two draws."
EXAMPLES_PLACEHOLDER = "e.g. 16, 8, 2, 64"
PRESETS_LABEL = "Or try one of these"
GRID_LABEL = "Click numbers to add or remove them"
GRID_TOGGLE = "Pick examples on a 1–100 grid"

BAD_TOKENS = (
    "Not understood: {{tokens}}. Examples must be whole numbers from 1 to 100, "
    "separated by commas or spaces (like `16, 8, 2, 64`). {{what}}"
)
BAD_TOKENS_USING = "The page uses the valid ones: {{numbers}}."
BAD_TOKENS_NONE_LEFT = "No valid example is left, so the page shows the prior."

NO_EXAMPLES = "No examples yet: every chart shows the **prior**, what the learner believes before any data."

# --- model controls ----------------------------------------------------------------------

SPACE_LABEL = "Hypothesis space"
SPACE_HELP = (
    "MLaPP: the 32 concepts of the book's Figs 3.2–3.4. Tenenbaum: 34 arithmetical rules plus "
    "all 5,050 intervals [m, n] of 1..100 (5,084 hypotheses)."
)
SAMPLING_LABEL = "Sampling assumption"
SAMPLING_HELP = (
    "Strong (the size principle): the examples were drawn at random from C, so small concepts that still fit "
    "are favoured. Weak: the examples are only known to be in C; their number does not matter."
)
UNNATURAL_LABEL = "Prior weight of each unnatural concept"
UNNATURAL_HELP = (
    "MLaPP gives 'powers of 2 + {37}' and 'powers of 2 - {32}' weight 0.001 against 0.1 for a "
    "natural concept (0.5 for even and odd). Move right to remove the penalty."
)
UNNATURAL_FORMAT = "10^%d"
RULE_WEIGHT_LABEL = "Prior mass of the 34 rules, π"
RULE_WEIGHT_HELP = "The intervals share the rest, 1 − π. Tenenbaum used π = 2/3."
SIGMA_LABEL = "Preferred interval size σ"
SIGMA_HELP = "Intervals get prior ∝ |h| exp(−|h|/σ): sizes near σ are favoured a priori."
PRIOR_SUMMARY_MLAPP = (
    "Prior weights before normalising: even and odd 0.5, each of the other 28 natural "
    "concepts 0.1, each unnatural one {{unnatural}}."
)
PRIOR_SUMMARY_TENENBAUM = (
    "Each rule has prior {{rule}}; the intervals share {{intervals}}, most of it on sizes near {{sigma}}."
)

# --- prior, likelihood, posterior -----------------------------------------------------
# One Markdown block per gap between charts: each element is a message to the browser.

HYPOTHESES_HEADER = "Prior × likelihood → posterior"
HYPOTHESES_CAPTION_ALL = "All {{n}} hypotheses, in the book's order (MLaPP Figs 3.2 and 3.3)."
HYPOTHESES_CAPTION_TOP = (
    "The {{n}} most probable of {{total}} hypotheses, most probable first "
    "(ties broken by the prior)."
)
HYPOTHESES_INTRO = "### {{header}}\n\n{{rows}} {{prior}}"
LIKELIHOOD_LOG_NOTE = (
    "The likelihoods span many orders of magnitude, so they are drawn on a log axis; "
    "hypotheses that miss an example have likelihood 0 and no bar."
)
HYPOTHESES_EXPLAIN = r"""
Under strong sampling each example is a random draw from the concept, so a hypothesis
with $|h|$ members gives each example probability $1/|h|$:
$p(\mathcal{D} \mid h) = |h|^{-N}$ if every example is in $h$, else $0$. The posterior
multiplies this by the prior and renormalises:
$p(h \mid \mathcal{D}) = \dfrac{p(\mathcal{D} \mid h)\,p(h)}{\sum_{h'} p(\mathcal{D} \mid h')\,p(h')}$.
Here $N = {{n}}$.
"""

# --- predictive --------------------------------------------------------------------------

PREDICTIVE_HEADER = "Is x̃ in the concept? The posterior predictive"
PREDICTIVE_EXPLAIN = r"""
Each hypothesis votes for its members with its posterior weight (Bayes model averaging):
$p(\tilde{x} \in C \mid \mathcal{D}) = \sum_h \mathbb{I}(\tilde{x} \in h)\, p(h \mid \mathcal{D})$.
The bars are these probabilities (one per number, so they need not sum to 1). The squares
are the **plug-in** answer of the single best hypothesis, $\hat h_{MAP}$ = **{{map_name}}**:
certain yes on its members, certain no elsewhere.
"""
PREDICTIVE_NUMBERS = (
    "Here p(32 ∈ C | 𝒟) = {{p32}} and p(37 ∈ C | 𝒟) = {{p37}}; on average over x̃ the Bayes answer "
    "and the plug-in answer differ by {{gap}}."
)

# --- more (one segmented control, URL key ``view``; its values are these labels) ------------

VIEW_LABEL = "Look closer"

#: Panels: key (the URL value, ``view=why``) -> label.
VIEWS = {"extensions": "Top hypotheses", "why": "Why it wins", "sequence": "One example at a time"}
#: Hypothesis spaces: key (the URL value) -> label.
SPACE_NAMES = {"mlapp": "MLaPP", "tenenbaum": "Tenenbaum"}
#: Sampling assumptions: key (the core's name and the URL value) -> label.
SAMPLING_NAMES = {"strong": "strong", "weak": "weak"}

EXTENSIONS_CAPTION = (
    "What the top hypotheses contain. Each row is a hypothesis (its posterior in brackets; "
    "darker = more probable), each square a member. The predictive above is these rows "
    "stacked with their weights."
)

# --- why -------------------------------------------------------------------------------------

WHY_MAP = "After {{n}} example(s), the MAP hypothesis is **{{map_name}}** with posterior {{p_map}}."
WHY_VERSUS = r"""
**{{winner}}** against **{{loser}}**: prior ratio {{prior_ratio}}, likelihood ratio
{{likelihood_ratio_formula}}{{likelihood_ratio}}, so the posterior ratio is
{{prior_ratio}} × {{likelihood_ratio}} = **{{posterior_ratio}}**. {{verdict}}
"""
WHY_RATIO_FORMULA = r"$\left(\frac{{{big}}}{{{small}}}\right)^{{{n}}} \approx$ "
VERDICT_SIZE = (
    "It was less probable a priori but it is smaller, and every example multiplies its advantage: "
    "the size principle (Occam's razor)."
)
VERDICT_PRIOR = (
    "It fits the examples less tightly, but its prior is so much higher that it still wins: "
    "the prior is how background knowledge (here: 'that concept is unnatural') enters."
)
VERDICT_BOTH = "It wins on the prior and on the likelihood."
VERDICT_TIE = "Both contain every example with the same likelihood, so the prior alone decides."
WHY_ALONE = "No other hypothesis contains every example, so there is no contest."
WHY_TABLE_HEADER = "| h | ∣h∣ | prior p(h) | likelihood p(𝒟∣h) | posterior p(h∣𝒟) |\n|---|---:|---:|---:|---:|"
WHY_TABLE_ROW = "| {{name}} | {{size}} | {{prior}} | {{likelihood}} | {{posterior}} |"

# --- one example at a time --------------------------------------------------------------------

SEQUENCE_EXPLAIN = (
    "Use only the first n examples and watch the posterior concentrate on one hypothesis: "
    "as it does, the Bayes average and the MAP plug-in give the same answers."
)
SEQUENCE_SLIDER = "Examples used, n"
SEQUENCE_NEED_DATA = "Enter at least one example to watch the posterior change as the examples arrive."
SEQUENCE_STATUS = (
    "With the first {{n}} example(s) ({{prefix}}): MAP = **{{map_name}}**, with posterior {{p_map}}; "
    "Bayes average and plug-in differ by {{gap}} on average."
)
SEQUENCE_NONE = "none"

# --- the maths ----------------------------------------------------------------------------------

MATHS_HEADER = "The model in four lines"
MATHS = r"""
- **Prior** $p(h)$: how plausible each concept is before seeing data (MLaPP prior: weights
  0.5 / 0.1 / 0.001; Tenenbaum: $\pi/34$ per rule, intervals $\propto |h|\,e^{-|h|/\sigma}$).
- **Likelihood** (strong sampling, MLaPP eq. 3.2):
  $p(\mathcal{D} \mid h) = \left(1/|h|\right)^{N}$ if $\mathcal{D} \subseteq h$, else $0$.
  Weak sampling replaces $(1/|h|)^N$ by $1$.
- **Posterior** (eq. 3.3): $p(h \mid \mathcal{D}) \propto p(\mathcal{D} \mid h)\, p(h)$;
  with enough data it piles up on $\hat h_{MAP} = \arg\max_h p(\mathcal{D} \mid h)\,p(h)$.
- **Predictive** (eq. 3.8): $p(\tilde{x} \in C \mid \mathcal{D}) = \sum_h \mathbb{I}(\tilde{x} \in h)\,p(h \mid \mathcal{D})$,
  versus the plug-in $p(\tilde{x} \in C \mid \hat h_{MAP}) = \mathbb{I}(\tilde{x} \in \hat h_{MAP})$ (eq. 3.9),
  which is over-confident when data are few.
"""
