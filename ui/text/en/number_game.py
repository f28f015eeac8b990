"""English words of the number-game page (``views/number_game.py``): words and templates only.

Templates use ``{{name}}`` placeholders (see ``ui.text``). Which sentence applies is decided
by the core (``bayeslab.number_game``: MAP ties, comparisons and their verdicts, hypotheses
with the same members); the page picks the template by that result. Dicts are keyed by
language-independent keys: hypothesis kinds, verdicts, sampling assumptions, chart roles.
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

# --------------------------------------------------------------------------- examples

EXAMPLES_LABEL = "Examples 𝒟 (whole numbers from 1 to 100)"
EXAMPLES_HELP = "Separate them with commas or spaces. A number typed twice counts as two draws."
EXAMPLES_PLACEHOLDER = "e.g. 16, 8, 2, 64"
PRESETS_LABEL = "Or try one of these"
GRID_LABEL = "Click numbers to add or remove them"
GRID_TOGGLE = "Pick examples on a 1–100 grid"

#: *template*: ``tokens`` (a list of BAD_TOKEN), ``what`` (BAD_TOKENS_USING or BAD_TOKENS_NONE_LEFT).
BAD_TOKENS = (
    "Not understood: {{tokens}}. Examples must be whole numbers from 1 to 100, "
    "separated by commas or spaces (like `16, 8, 2, 64`). {{what}}"
)
#: *template*: ``token`` (what the student typed, escaped).
BAD_TOKEN = "“{{token}}”"
#: *template*: ``numbers``.
BAD_TOKENS_USING = "The page uses the valid ones: {{numbers}}."
BAD_TOKENS_NONE_LEFT = "No valid example is left, so the page shows the prior."

NO_EXAMPLES = (
    "No examples yet: the posterior is the **prior**, what the learner believes before any data, "
    "and the predictive is what the prior alone expects."
)

# --------------------------------------------------------------------------- lists
#: Between items of a list, and before its last item (*template*: ``items``, ``last``).
LIST_SEPARATOR = ", "
LIST_LAST = "{{items}} and {{last}}"
#: A list cut short (*template*: ``items``, ``count`` — how many are not named).
LIST_MORE = "{{items}} and {{count}} more"

# --------------------------------------------------------------------------- hypotheses' names
#: One template per kind of hypothesis (``bayeslab.number_game.KINDS``), filled with its parameters.
HYPOTHESIS_NAMES = {
    "even": "even",
    "odd": "odd",
    "squares": "squares",
    "cubes": "cubes",
    "primes": "primes",
    "all": "all",
    "multiples": "mult of {{k}}",
    "powers": "powers of {{base}}",
    "ends_in": "ends in {{digit}}",
    "interval": "[{{low}},{{high}}]",
    "powers_plus": "powers of {{base}} + {{{number}}}",
    "powers_minus": "powers of {{base}} - {{{number}}}",
}
#: A hypothesis's name inside a sentence (*template*: ``name``).
HYPOTHESIS_IN_TEXT = "**{{name}}**"

# --------------------------------------------------------------------------- model controls

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
#: *template*: ``unnatural``, ``natural``, ``even_odd`` (the book's weights, ``bayeslab.number_game.MLAPP_WEIGHTS``).
UNNATURAL_HELP = (
    "MLaPP gives 'powers of 2 + {37}' and 'powers of 2 - {32}' weight {{unnatural}} against {{natural}} for a "
    "natural concept ({{even_odd}} for even and odd). Move right to remove the penalty."
)
UNNATURAL_FORMAT = "10^%d"
RULE_WEIGHT_LABEL = "Prior mass of the 34 rules, π"
RULE_WEIGHT_HELP = "The intervals share the rest, 1 − π. Tenenbaum used π = 2/3."
SIGMA_LABEL = "Preferred interval size σ"
SIGMA_HELP = "Intervals get prior ∝ |h| exp(−|h|/σ): sizes near σ are favoured a priori."
#: *template*: ``even_odd``, ``natural`` (the book's weights), ``unnatural`` (the slider's weight).
PRIOR_SUMMARY_MLAPP = (
    "Prior weights before normalising: even and odd {{even_odd}}, each of the other 28 natural "
    "concepts {{natural}}, each unnatural one {{unnatural}}."
)
#: *template*: ``rule`` (each rule's prior), ``intervals`` (their total), ``sigma``.
PRIOR_SUMMARY_TENENBAUM = (
    "Each rule has prior {{rule}}; the intervals share {{intervals}}, each in proportion to "
    "|h| e^(−|h|/σ), which is largest for intervals of {{sigma}} numbers."
)

# --------------------------------------------------------------------------- prior, likelihood, posterior
# One Markdown block per gap between charts: each element is a message to the browser.

HYPOTHESES_HEADER = "Prior × likelihood → posterior"
HYPOTHESES_CAPTION_ALL = "All {{n}} hypotheses, in the book's order (MLaPP Figs 3.2 and 3.3)."
HYPOTHESES_CAPTION_TOP = (
    "The {{n}} most probable of {{total}} hypotheses, most probable first "
    "(ties broken by the prior, then by the order of the list)."
)
LIKELIHOOD_LOG_NOTE = (
    "The likelihoods span many orders of magnitude, so they are drawn on a log axis; "
    "hypotheses that miss an example have likelihood 0 and no bar."
)
#: Per sampling assumption; *template*: ``n``.
HYPOTHESES_EXPLAIN = {
    "strong": r"""
Under strong sampling each example is a random draw from the concept, so a hypothesis
with $|h|$ members gives each example probability $1/|h|$:
$p(\mathcal{D} \mid h) = |h|^{-N}$ if every example is in $h$, else $0$. The posterior
multiplies this by the prior and renormalises:
$p(h \mid \mathcal{D}) = \dfrac{p(\mathcal{D} \mid h)\,p(h)}{\sum_{h'} p(\mathcal{D} \mid h')\,p(h')}$.
Here $N = {{n}}$.
""",
    "weak": r"""
Under weak sampling the examples are only known to be in the concept:
$p(\mathcal{D} \mid h) = 1$ if every example is in $h$, else $0$, whatever the size of $h$.
The posterior multiplies this by the prior and renormalises, so it is the prior restricted
to the hypotheses that contain every example:
$p(h \mid \mathcal{D}) = \dfrac{p(\mathcal{D} \mid h)\,p(h)}{\sum_{h'} p(\mathcal{D} \mid h')\,p(h')}$.
Here $N = {{n}}$.
""",
}

# --------------------------------------------------------------------------- predictive
# Predict, then reveal (the frame's switch): the question asked before the predictive is shown.
GUESS_P32 = (
    "Is **32** in the concept? Before the page shows the posterior predictive, say how sure you are: "
    "p(32 ∈ C | 𝒟) in per cent. The posterior of each hypothesis above is all you need."
)
#: The answer after the reveal (*template*: ``percent``, ``p32``).
GUESS_P32_ANSWER = "{{percent}} % (p(32 ∈ C | 𝒟) = {{p32}})"

PREDICTIVE_HEADER = "Is x̃ in the concept? The posterior predictive"
PREDICTIVE_EXPLAIN = r"""
Each hypothesis votes for its members with its posterior weight (Bayes model averaging):
$p(\tilde{x} \in C \mid \mathcal{D}) = \sum_h \mathbb{I}(\tilde{x} \in h)\, p(h \mid \mathcal{D})$.
"""
#: The bars of the predictive chart (after PREDICTIVE_EXPLAIN, once the chart is drawn).
PREDICTIVE_BARS = "The bars are these probabilities (one per number, so they need not sum to 1)."
#: *template*: ``map_name``.
PLUG_IN_ONE = (
    r"The squares are the **plug-in** answer of the single best hypothesis, $\hat h_{MAP}$ = {{map_name}}: "
    "certain yes on its members, certain no elsewhere."
)
#: *template*: ``count``, ``names`` (the tied hypotheses), ``map_name`` (the one the squares use).
PLUG_IN_TIE = (
    r"The squares are the **plug-in** answer of one best hypothesis, $\hat h_{MAP}$: certain yes on its "
    "members, certain no elsewhere. Here {{count}} hypotheses tie for the highest posterior ({{names}}); "
    "the squares use {{map_name}}, the one with the fewest members (on equal sizes, the first listed)."
)
#: *template*: ``p32``, ``p37``, ``gap``.
PREDICTIVE_NUMBERS = (
    "Here p(32 ∈ C | 𝒟) = {{p32}} and p(37 ∈ C | 𝒟) = {{p37}}; on average over x̃ the Bayes answer "
    "and the plug-in answer differ by {{gap}}."
)

# --------------------------------------------------------------------------- more (one segmented control, URL key ``view``)

VIEW_LABEL = "Look closer"

#: Panels: key (the URL value, ``view=why``) -> label.
VIEWS = {"extensions": "Top hypotheses", "why": "Why it wins", "sequence": "One example at a time"}
#: Hypothesis spaces: key (the URL value) -> label.
SPACE_NAMES = {"mlapp": "MLaPP", "tenenbaum": "Tenenbaum"}
#: Sampling assumptions: key (the core's name and the URL value) -> label.
SAMPLING_NAMES = {"strong": "strong", "weak": "weak"}

#: *template*: ``n`` (rows drawn), ``mass`` (their total posterior).
EXTENSIONS_CAPTION = (
    "What the top hypotheses contain. Each row is a hypothesis (its posterior in brackets; "
    "darker = more probable), each square a member. The predictive above adds up the rows of "
    "every hypothesis, each weighted by its posterior; together these {{n}} rows have posterior {{mass}}."
)
#: A row label of the dot matrix (*template*: ``name``, ``posterior``).
EXTENSIONS_ROW = "{{name}}  ({{posterior}})"

# --------------------------------------------------------------------------- why

#: *template*: ``n``, ``map_name``, ``p_map``.
WHY_MAP = "After {{n}} example(s), the MAP hypothesis is {{map_name}} with posterior {{p_map}}."
#: *template*: ``n``, ``count``, ``names``, ``p_map``.
WHY_MAP_TIE = (
    "After {{n}} example(s), {{count}} hypotheses tie for the MAP, each with posterior {{p_map}}: "
    "{{names}}."
)
#: *template*: ``winner``, ``loser``, ``prior_ratio``, ``likelihood_ratio_formula`` (WHY_RATIO_FORMULA
#: or nothing), ``likelihood_ratio``, ``posterior_ratio``, ``verdict`` (one of VERDICTS).
WHY_VERSUS = r"""
{{winner}} against {{loser}}: prior ratio {{prior_ratio}}, likelihood ratio
{{likelihood_ratio_formula}}{{likelihood_ratio}}, so the posterior ratio is
{{prior_ratio}} × {{likelihood_ratio}} = **{{posterior_ratio}}**. {{verdict}}
"""
#: *template*: ``big`` (the rival's size), ``small`` (the winner's), ``n``.
WHY_RATIO_FORMULA = r"$\left(\frac{{{big}}}{{{small}}}\right)^{{{n}}} \approx$ "
#: What decides, per verdict of the comparison (``bayeslab.number_game.VERDICTS``).
VERDICTS = {
    "tie": "They have the same prior and the same likelihood, so the same posterior: a tie.",
    "cancel": (
        "The prior favours one and the likelihood the other, by exactly the same factor: "
        "their posteriors are equal, a tie."
    ),
    "prior": "Both contain every example with the same likelihood, so the prior alone decides.",
    "likelihood": (
        "They have the same prior, so the likelihood alone decides: it is the smaller of the two, "
        "and every example multiplies its advantage (the size principle)."
    ),
    "both": "It wins on the prior and on the likelihood.",
    "likelihood_against_prior": (
        "It was less probable a priori but it is smaller, and every example multiplies its advantage: "
        "the size principle (Occam's razor)."
    ),
    "prior_against_likelihood": (
        "It fits the examples less tightly, but its prior is so much higher that it still wins: "
        "the prior is how background knowledge enters."
    ),
    "loses": "It is less probable than its rival.",
}
#: After a prior-decided verdict whose loser is an unnatural concept (*template*: ``loser``).
VERDICT_UNNATURAL = "Here that knowledge is that {{loser}} is a conceptually unnatural concept (MLaPP §3.2.2)."
#: After a tie of two hypotheses with the same members (*template*: ``winner``, ``loser``).
WHY_SAME_SET = (
    "{{winner}} and {{loser}} are the same set of numbers under two names: no example can ever "
    "tell them apart."
)
WHY_ALONE = "No other hypothesis contains every example, so there is no contest."
WHY_TABLE_HEADER = "| h | ∣h∣ | prior p(h) | likelihood p(𝒟∣h) | posterior p(h∣𝒟) |\n|---|---:|---:|---:|---:|"
#: *template*: ``name``, ``size``, ``prior``, ``likelihood``, ``posterior``.
WHY_TABLE_ROW = "| {{name}} | {{size}} | {{prior}} | {{likelihood}} | {{posterior}} |"

# --------------------------------------------------------------------------- one example at a time

#: Per sampling assumption.
SEQUENCE_EXPLAIN = {
    "strong": (
        "Use only the first n examples and watch the posterior change. Under strong sampling each "
        "example multiplies the odds of a smaller hypothesis that contains it against a larger one by "
        "the ratio of their sizes, so the posterior tends to concentrate as examples arrive; as it does, "
        "the Bayes average and the MAP plug-in come to give the same answers."
    ),
    "weak": (
        "Use only the first n examples and watch the posterior change. Under weak sampling an example "
        "only rules out the hypotheses that miss it; the others keep their prior proportions, so the "
        "posterior concentrates only as far as the examples rule hypotheses out."
    ),
}
#: When the MAP has twins with the same members (*template*: ``names``).
SEQUENCE_SAME_SET = (
    "{{names}} are the same set of numbers under different names: the examples never change "
    "the ratio of their posteriors, so none of them can take the whole posterior (the Bayes "
    "average and the plug-in can still agree, as they name the same numbers)."
)
SEQUENCE_SLIDER = "Examples used, n"
SEQUENCE_NEED_DATA = "Enter at least one example to watch the posterior change as the examples arrive."
#: *template*: ``n``, ``prefix``, ``map_name``, ``p_map``, ``gap``.
SEQUENCE_STATUS = (
    "With the first {{n}} example(s) ({{prefix}}): MAP = {{map_name}}, with posterior {{p_map}}; "
    "Bayes average and plug-in differ by {{gap}} on average."
)
#: *template*: ``n``, ``prefix``, ``count``, ``names``, ``p_map``, ``map_name``, ``gap``.
SEQUENCE_STATUS_TIE = (
    "With the first {{n}} example(s) ({{prefix}}): {{count}} hypotheses tie for the MAP ({{names}}), "
    "each with posterior {{p_map}}; the plug-in uses {{map_name}}, and Bayes average and plug-in "
    "differ by {{gap}} on average."
)
SEQUENCE_NONE = "none"

# --------------------------------------------------------------------------- the maths

MATHS_HEADER = "The model in four lines"
#: *template*: ``even_odd``, ``natural``, ``unnatural`` (the book's weights).
MATHS = r"""
- **Prior** $p(h)$: how plausible each concept is before seeing data (MLaPP prior: weights
  {{even_odd}} / {{natural}} / {{unnatural}}; Tenenbaum: $\pi/34$ per rule, intervals $\propto |h|\,e^{-|h|/\sigma}$).
- **Likelihood** (strong sampling, MLaPP eq. 3.2):
  $p(\mathcal{D} \mid h) = \left(1/|h|\right)^{N}$ if $\mathcal{D} \subseteq h$, else $0$.
  Weak sampling replaces $(1/|h|)^N$ by $1$.
- **Posterior** (eq. 3.3): $p(h \mid \mathcal{D}) \propto p(\mathcal{D} \mid h)\, p(h)$, largest at
  $\hat h_{MAP} = \arg\max_h p(\mathcal{D} \mid h)\,p(h)$ (several hypotheses can tie). Under strong
  sampling, as examples from the concept accumulate, it piles up on the smallest hypotheses that
  contain them all (hypotheses with the same members share it for ever); under weak sampling,
  examples only rule hypotheses out.
- **Predictive** (eq. 3.8): $p(\tilde{x} \in C \mid \mathcal{D}) = \sum_h \mathbb{I}(\tilde{x} \in h)\,p(h \mid \mathcal{D})$,
  versus the plug-in $p(\tilde{x} \in C \mid \hat h_{MAP}) = \mathbb{I}(\tilde{x} \in \hat h_{MAP})$ (eq. 3.9),
  which is over-confident when data are few.
"""

# --------------------------------------------------------------------------- charts
#: Prior | likelihood | posterior panels: each heading in two lines (name, symbol), keyed by role.
CHART_PANEL_LINES = {
    "prior": ("prior", "p(h)"),
    "likelihood": ("likelihood", "p(D | h)"),
    "posterior": ("posterior", "p(h | D)"),
}
#: The same quantities in a tooltip (one line).
CHART_PANEL_TOOLTIPS = {"prior": "prior p(h)", "likelihood": "likelihood p(D | h)", "posterior": "posterior p(h | D)"}
CHART_LOG_SCALE = "log scale"
CHART_HYPOTHESIS = "h"
CHART_SIZE = "|h|"
#: Predictive chart: legend words per colour role, axes.
CHART_PREDICTIVE_SERIES = {"predictive": "Bayes average", "plug_in": "MAP plug-in", "data": "example"}
CHART_NUMBER = "x̃"
CHART_PREDICTIVE_AXIS = "p(x̃ ∈ C | D)"
#: Dot matrix of the top hypotheses.
CHART_MEMBERS_AXIS = "x (members of h)"
CHART_EXAMPLES_ROW = "examples D"
CHART_MEMBER = "x"
#: Learning curve: legend words per colour role, axes, tooltips.
CHART_CURVES = {"posterior": "p(ĥ_MAP | first n)", "plug_in": "mean |Bayes − plug-in|"}
CHART_EXAMPLES_USED = "n, examples used"
CHART_PROBABILITY = "probability"
CHART_N = "n"
CHART_CURVE = "curve"
CHART_VALUE = "value"
