"""All prose of the Dirichlet-multinomial page (dice and words).

Templates use ``{{name}}`` placeholders (filled by the page); single braces are LaTeX.
"""

# --------------------------------------------------------------------------- navigation and home card
NAV_TITLE = "Dice and words"
CARD_TITLE = "Dice and words: the Dirichlet-multinomial"
CARD_LESSON = (
    "The coin with K sides: pseudo-counts for every outcome, the triangle of all dice, "
    "predicting the next word — and why repeated words call for the DCM."
)

# --------------------------------------------------------------------------- header
TITLE = "## Dice and words: the Dirichlet-multinomial model"
#: Below the controls and the chart (on a projector the controls and the chart come first).
INTRO = r"""
A die with $K$ sides shows side $k$ with probability $\theta_k$. A **Dirichlet(α)** prior holds
$\alpha_k$ imagined rolls of each side; after $N_k$ real ones the posterior is **Dirichlet(α + N)**.
"""

VIEW_LABEL = "Show"
#: Panels: key -> label (URL ``view``).
VIEWS = {
    "sides": "Per side",
    "simplex": "Simplex (K = 3)",
    "evidence": "Evidence",
    "words": "Words",
    "burstiness": "Burstiness",
}

# --------------------------------------------------------------------------- the die
K_LABEL = "Sides K"
K_HELP = "K = 2 is a coin (the coin page's Beta prior). Lists below are resized when K changes."
SOURCE_LABEL = "Data"
#: Data sources: key -> label (URL ``data``).
SOURCE_NAMES = {"counts": "Counts", "sequence": "Rolls", "simulate": "Simulate"}
SOURCE_HELP = (
    "Counts: type how often each side came up. Rolls: type the faces in order. "
    "Simulate: roll a virtual die with a θ you choose (or a hidden one)."
)
COUNTS_LABEL = "Counts N₁, N₂, …"
COUNTS_HELP = (
    "One whole number per side, separated by commas: 3, 2, 1 is three lions, two tigers and a bear. "
    "Empty: no data yet."
)
COUNTS_FROM_DATA = "Counted from the rolls or the simulation below."
FACES_LABEL = "Rolls in order"
FACES_PLACEHOLDER = "1 3 3 2 1"
FACES_HELP = "Faces from 1 to K, separated by spaces or commas (with K ≤ 9 also written together: 13321)."
THETA_TRUE_LABEL = "True θ of the simulated die"
THETA_TRUE_PLACEHOLDER = "fair"
THETA_TRUE_HELP = "K weights, scaled to sum to 1: 1, 1, 2 gives (¼, ¼, ½). Empty: a fair die."
HIDE_LABEL = "Mystery die (hide θ)"
HIDE_HELP = "θ is drawn at random from the seed and kept secret: can you find it by rolling?"
ROLLS_LABEL = "Number of rolls"
SEED_LABEL = "Seed"
#: *template*: ``n``, ``theta``.
SIM_STATUS = "{{n}} rolls simulated from θ = ({{theta}})."
#: *template*: ``n``.
SIM_STATUS_HIDDEN = "{{n}} rolls of the mystery die."
REVEAL_LABEL = "Reveal θ"
#: *template*: ``theta``.
REVEAL_TEXT = "The mystery die has θ = ({{theta}})."

PRIOR_FORM_LABEL = "Prior given as"
#: Prior forms: key -> label (URL ``prior``).
PRIOR_FORMS = {"alpha": "α per side", "mean": "mean and strength"}
PRIOR_FORM_HELP = (
    "α per side: the pseudo-counts themselves. Mean and strength: a guess m of θ and how many "
    r"imagined rolls α₀ back it; then α = α₀ m."
)
ALPHA_LABEL = "Pseudo-counts α"
ALPHA_HELP = (
    "One number for every side (1 is the uniform prior) or one per side (4, 3, 2). "
    "Fractions such as 1/2 work too."
)
MEAN_LABEL = "Prior mean m"
MEAN_PLACEHOLDER = "uniform"
MEAN_HELP = "K weights > 0, scaled to sum to 1 (1, 1, 2 or 1/4, 1/4, 1/2). Empty: uniform, 1/K each."
STRENGTH_LABEL = "Strength α₀"
STRENGTH_HELP = "How many imagined rolls the prior mean is worth: α₀ = Σ αₖ."
PRESETS_LABEL = "Preset prior"
PRESETS_PLACEHOLDER = "Choose…"
#: Prior presets: key -> label (the values are the page's).
PRESET_NAMES = {
    "uniform": "Uniform, α = 1",
    "jeffreys": "Jeffreys, α = ½",
    "sparse": "Sparse, α = 0.1",
    "fair": "Strong fair die, α = 50",
}
PRESET_HELP = "Sets the same α for every side; edit it afterwards."
LEVEL_LABEL = "Credible level"

# --------------------------------------------------------------------------- typed input that cannot be read
#: Field names in messages: parameter -> label.
FIELDS = {
    "counts": "Counts",
    "faces": "Rolls",
    "alpha": "Pseudo-counts α",
    "mean": "Prior mean m",
    "theta_true": "True θ",
}
#: What each entry must be (``TypedInputError.rule``); ``face`` is a *template* with ``k``.
TOKEN_RULES = {
    "count": "a whole number from 0 to 1,000,000,000",
    "pseudo_count": "a number > 0 (at most 1,000,000)",
    "weight": "a number ≥ 0",
    "positive_weight": "a number > 0",
    "face": "a side from 1 to {{k}}",
}
#: *template*: ``token``.
TOKEN = "“{{token}}”"
#: *template*: ``field``, ``tokens``, ``rule``.
BAD_TOKENS = "**{{field}}**: cannot read {{tokens}}; each entry must be {{rule}}."
#: *template*: ``field``, ``wanted``, ``k``, ``got``.
BAD_LENGTH = "**{{field}}** needs {{wanted}} for K = {{k}}; it has {{got}}."
#: *template*: ``k``.
WANTED_K = "{{k}} entries"
#: *template*: ``k``.
WANTED_ONE_OR_K = "1 entry (the same for every side) or {{k}}"
#: *template*: ``field``.
ALL_ZERO = "**{{field}}**: the weights cannot all be 0."
FIX_COUNTS = "Until then the page uses no data."
FIX_FACES = "Until then the page keeps the last counts."
FIX_THETA = "Until then no rolls are simulated."
FIX_PRIOR = "Until then the prior is uniform (α = 1)."

# --------------------------------------------------------------------------- numbers on screen
#: Between the entries of a vector: Dir(4, 3, 2).
LIST_SEPARATOR = ", "
#: *template*: ``low``, ``high``.
INTERVAL = "[{{low}}, {{high}}]"
#: *template*: ``num``, ``den``, ``value``.
FRACTION = "{{num}}/{{den}} = {{value}}"

# --------------------------------------------------------------------------- per side
SIDE_TITLE = "side k"
THETA_TITLE = "θₖ"
VALUE_TITLE = "value"
#: Legend words of the per-side chart (roles).
ESTIMATE_LABELS = {
    "prior_mean": "prior mean",
    "posterior_mean": "posterior mean",
    "map": "MAP",
    "mle": "MLE",
    "true_theta": "true θ",
}
PSEUDO_LABEL = "pseudo-counts αₖ"
DATA_LABEL = "counts Nₖ"
COUNTS_TITLE = "αₖ + Nₖ"
#: *template*: ``level``.
SIDES_CAPTION = (
    "The posterior mean of θₖ is also the probability that the next roll shows k. Bars behind it: "
    "each side's {{level}}% credible interval (equal-tailed, from its Beta marginal). Below: the "
    "posterior's parameters, pseudo-counts stacked under the real counts."
)
#: *template*: ``prior``, ``a0``, ``counts``, ``n``, ``posterior``, ``total``.
POSTERIOR_LINE = (
    r"Prior Dir({{prior}}) with $\alpha_0 = {{a0}}$; counts ({{counts}}), "
    r"$N = {{n}}$; posterior Dir({{posterior}}) with $\alpha_0 + N = {{total}}$."
)
#: The per-side numbers as two narrow tables (a phone shows 4 columns without scrolling).
TABLE_PREDICTIVE_HEADER = (
    "| side | $N_k$ | $\\alpha_k$ | $p(\\text{next} = k) = \\frac{\\alpha_k + N_k}{\\alpha_0 + N}$ |\n"
    "|---|---|---|---|"
)
#: *template*: ``side``, ``n``, ``alpha``, ``predictive``.
TABLE_PREDICTIVE_ROW = "| {{side}} | {{n}} | {{alpha}} | {{predictive}} |"
#: *template*: ``level``.
TABLE_ESTIMATES_HEADER = "| side | MAP | MLE | {{level}}% credible interval |\n|---|---|---|---|"
#: *template*: ``side``, ``map``, ``mle``, ``interval``.
TABLE_ESTIMATES_ROW = "| {{side}} | {{map}} | {{mle}} | {{interval}} |"
NO_DATA = "no data"
NO_MODE = "not unique"
#: *template*: ``lam``, ``a0``, ``n``.
SHRINKAGE = (
    r"**Shrinkage.** Each posterior mean is a weighted average of the prior mean and the MLE, "
    r"$\mathbb{E}[\theta_k \mid \mathcal{D}] = \lambda\,\frac{\alpha_k}{\alpha_0} + (1-\lambda)\,\frac{N_k}{N}$, "
    r"with the same weight on the prior for every side: $\lambda = \frac{\alpha_0}{\alpha_0 + N} = "
    r"\frac{{{a0}}}{{{a0}} + {{n}}} = {{lam}}$."
)
SHRINKAGE_NO_DATA = (
    r"**No data yet:** the posterior is the prior, and $p(\text{next} = k) = \alpha_k / \alpha_0$. "
    "The MLE needs at least one roll."
)
#: *template*: ``side``, ``a``, ``a0``, ``n``, ``p``.
UNSEEN = (
    r"**Never seen:** side {{side}} has $N_k = 0$. The MLE calls it impossible; the posterior "
    r"predictive keeps $\frac{\alpha_k}{\alpha_0 + N} = \frac{{{a}}}{{{a0}} + {{n}}} = {{p}}$ for it."
)
NO_UNIQUE_MAP = (
    "**No unique MAP here.** The posterior density is flat (every $\\alpha_k + N_k = 1$) or grows "
    "without bound toward more than one point (some $\\alpha_k + N_k < 1$). The posterior mean "
    "is always defined."
)
#: *template*: ``a``, ``b``, ``heads``, ``tails``.
COIN_LINK = "With two sides this is the coin: open Beta({{a}}, {{b}}) with {{heads}} heads and {{tails}} tails"
EXPLAIN_SIDES = r"""
**Why it works.** The Dirichlet density is
$\mathrm{Dir}(\theta \mid \alpha) \propto \prod_k \theta_k^{\alpha_k - 1}$ and the likelihood of
the counts is $\prod_k \theta_k^{N_k}$: their product has the same form, so the posterior is
$\mathrm{Dir}(\alpha + N)$ — add the counts to the pseudo-counts. Its mean
$\frac{\alpha_k + N_k}{\alpha_0 + N}$ is also the probability that the next roll shows $k$; its mode
(the MAP) is $\frac{\alpha_k + N_k - 1}{\alpha_0 + N - K}$ when every $\alpha_k + N_k > 1$; the MLE is
$\frac{N_k}{N}$. Each $\theta_k$ on its own follows a Beta distribution,
$\mathrm{Beta}(\alpha_k + N_k,\ \alpha_0 + N - \alpha_k - N_k)$ a posteriori, which gives the
intervals (MLaPP §3.4).
"""

# --------------------------------------------------------------------------- simplex
SIMPLEX_NEEDS_K3 = (
    "Every three-sided die is a point of a triangle: the simplex is drawn for K = 3. "
    "The other panels work for any K."
)
SET_K3 = "Set K = 3"
#: *template*: ``alpha``.
SIMPLEX_POSTERIOR_TITLE = "Posterior Dir({{alpha}})"
#: *template*: ``alpha``.
SIMPLEX_PRIOR_TITLE = "Prior Dir({{alpha}})"
SIMPLEX_LEGEND = "density ÷ its largest value (log scale)"
DENSITY_TITLE = "density"
THETA_TITLES = ("θ₁", "θ₂", "θ₃")
CORNERS = ("θ₁ = 1", "θ₂ = 1", "θ₃ = 1")
#: Legend words of the posterior triangle's points.
POSTERIOR_MARKERS = {
    "posterior_mean": "posterior mean",
    "map": "MAP",
    "mle": "MLE",
    "true_theta": "true θ",
}
#: Legend words of the prior triangle's points.
PRIOR_MARKERS = {"prior_mean": "prior mean", "map": "prior mode"}
#: *template*: ``points``.
SIMPLEX_CAPTION = (
    "Each point of the triangle is a die: θₖ is its distance to the side opposite corner k, measured "
    "in heights of the triangle, so the centre is the fair die and a corner is a die that always "
    "shows one side. The colour is "
    "the density on a log scale ({{points}} points): where some αₖ < 1 the density grows without "
    "bound toward the side θₖ = 0, drawn thick, and the log scale keeps the edges and corners where "
    "it piles up visible instead of washing out the rest."
)

# --------------------------------------------------------------------------- evidence
EVIDENCE_INTRO = r"""
**Empirical Bayes.** Keep the prior's mean $m$ and ask which strength $\alpha_0$ makes these rolls
most probable. The evidence of the sequence, with $\theta$ integrated out, is
$p(\mathcal{D} \mid \alpha_0 m) = \frac{B(\alpha_0 m + N)}{B(\alpha_0 m)}$
(multivariate Beta function $B$). A small $\alpha_0$ expects lopsided dice, a large one expects
rolls close to $m$.
"""
EVIDENCE_X = "strength α₀ (log scale)"
EVIDENCE_Y = "log p(D | α₀ m)"
#: Legend words of the evidence chart (roles).
EVIDENCE_LABELS = {"evidence": "log evidence", "evidence_max": "maximum", "prior": "your prior's α₀"}
#: *template*: ``best``, ``best_value``, ``current``, ``current_value``, ``mean``.
EVIDENCE_FINITE = (
    r"With the mean *m* = ({{mean}}) the data prefer $\hat\alpha_0 = {{best}}$ "
    r"(log evidence ${{best_value}}$); your prior has $\alpha_0 = {{current}}$ (${{current_value}}$)."
)
#: *template*: ``mean``.
EVIDENCE_INFINITE = (
    r"With the mean *m* = ({{mean}}) the evidence keeps rising as $\alpha_0$ grows: the rolls vary no "
    r"more than rolls of a die with $\theta = m$ would, so the data prefer that die itself "
    r"($\alpha_0 \to \infty$, a multinomial with $\theta$ fixed)."
)
EVIDENCE_ZERO = (
    r"Every roll shows the same side, so the evidence keeps rising as $\alpha_0 \to 0$: a prior that "
    "expects each die to show one side only explains this best."
)
EVIDENCE_FLAT = (
    r"With fewer than two rolls the evidence does not depend on $\alpha_0$: one roll says nothing "
    "about how strongly dice cluster around the mean."
)
#: *template*: ``best``.
USE_BEST = "Use α₀ = {{best}}"
EVIDENCE_NOTE = (
    "One sequence of rolls is thin evidence about a strength. With many documents, each a "
    "sequence of words, the same maximisation fits each class of DCM naive Bayes (Minka's "
    "fixed-point iteration)."
)

# --------------------------------------------------------------------------- words
WORDS_LABEL = "A sentence"
WORDS_HELP = "Any text: every word outside the vocabulary below counts as unk. Press Enter to apply."
LAMB_BUTTON = "Mary had a little lamb (MLaPP)"
WORD_ALPHA_LABEL = "Pseudo-count α of every word"
WORD_ALPHA_HELP = "The same αₖ = α for all K words: a symmetric Dirichlet prior. 1 is add-one smoothing."
#: *template*: ``words``, ``k``.
VOCABULARY = "Vocabulary (K = {{k}}): {{words}}. Every other word counts as **unk**."
LAMB_NOTE = (
    "The preset is the nursery rhyme as MLaPP §3.4.4.1 encodes it: 17 tokens, after the book drops "
    "the stop word “a” and one “as”."
)
#: *template*: ``words``.
UNKNOWN_WORDS = "Counted as unk: {{words}}."
WORD_TITLE = "word"
NEXT_TITLE = "p(next word)"
#: Legend words of the prediction chart (roles).
PREDICTION_LABELS = {
    "predictive": "posterior predictive (Nₖ + α)/(N + α₀)",
    "plug_in": "MLE plug-in Nₖ/N",
}
WORD_TABLE_HEADER = (
    "| word | $N_k$ | $p(\\text{next} = k \\mid \\mathcal{D})$ | MLE |\n"
    "|---|---|---|---|"
)
#: *template*: ``word``, ``n``, ``predictive``, ``mle``.
WORD_TABLE_ROW = "| {{word}} | {{n}} | {{predictive}} | {{mle}} |"
#: *template*: ``word``, ``a``, ``n``, ``a0``, ``p``.
UNSEEN_WORD = (
    r"**{{word}}** never appeared: the MLE plug-in gives it probability 0, a black swan. The posterior "
    r"predictive gives $\frac{\alpha}{N + \alpha_0} = \frac{{{a}}}{{{n}} + {{a0}}} = {{p}}$ instead "
    "— small, but not impossible."
)
ALL_WORDS_SEEN = (
    "Every vocabulary word appears at least once, so the MLE gives none of them 0 here; "
    "leave one out of the sentence to see the difference."
)
NO_WORDS = (
    "No words yet: the predictive is the prior mean, 1/K for every word, and the MLE is undefined."
)
EXPLAIN_WORDS = r"""
**Predicting the next word.** Averaging over the posterior gives
$p(\tilde x = k \mid \mathcal{D}) = \frac{N_k + \alpha_k}{N + \alpha_0}$ (MLaPP eq. 3.51): the counts
plus the pseudo-counts, normalised. Plugging in the MLE gives $\frac{N_k}{N}$, which is 0 for every
word not in the data.
"""

# --------------------------------------------------------------------------- burstiness
BURST_INTRO = r"""
**Burstiness.** A word that appears once in a text tends to come again. A multinomial with a fixed
$\theta$ cannot say so: every token is drawn independently, so
$p(x_2 = k \mid x_1 = k) = \theta_k$. The **Dirichlet compound multinomial** (DCM, the Pólya urn)
integrates $\theta$ out instead, and each token updates the counts the next one is drawn from:
$p(x_2 = k \mid x_1 = k) = \frac{\alpha_k + 1}{\alpha_0 + 1}$ (MLaPP eq. 3.79).
"""
REPEAT_TITLE = "p(the word again | it just came)"
#: Legend words of the burstiness chart (roles).
BURST_LABELS = {
    "plug_in": "multinomial, θ fixed",
    "predictive": "DCM, θ integrated out",
}
#: *template*: ``word``, ``num``, ``den``, ``p``, ``q``, ``lift``.
BURST_EXAMPLE = (
    r"After the sentence, **{{word}}** comes next with $\frac{{{num}}}{{{den}}} = {{p}}$. Having just "
    r"seen one more **{{word}}**, the multinomial still says ${{p}}$; the DCM counts it and says "
    r"$\frac{{{num}} + 1}{{{den}} + 1} = {{q}}$, {{lift}} times as likely."
)
WHY_DCM = r"""
**Why DCM naive Bayes suits text.** In a spam filter each class gets its own $\alpha_c$, fitted to
its training messages by maximising the evidence. A small strength $\alpha_{0c}$ says that messages
of the class are lopsided — each repeats its own few words — so the second "free" in a message costs
less surprise than the first, while a multinomial charges every repetition in full.
"""
#: *template*: ``mnb_accuracy``, ``dcm_accuracy``, ``mnb_log_loss``, ``dcm_log_loss``, ``ham``, ``spam``, ``tokens``.
SMS_RESULT = (
    "**Measured, not promised.** On the SMS Spam Collection (one 80/20 split, seed 0; "
    "`python -m bench.dcm_fit`) the DCM did **not** beat the multinomial: accuracy {{dcm_accuracy}} "
    "against {{mnb_accuracy}}, log-loss {{dcm_log_loss}} against {{mnb_log_loss}} nats per message. "
    "The fitted strengths were α₀ = {{ham}} (ham) and {{spam}} (spam). A possible reason, not tested "
    "here: an SMS has about {{tokens}} words, so few words get the chance to repeat, and burstiness "
    "has little to work with. On longer documents the DCM has been reported to help "
    "(Madsen, Kauchak and Elkan, 2005)."
)
NB_LINK = "The naive Bayes spam filter"
SOURCE_NOTE = (
    "Sources: MLaPP §3.4 (the Dirichlet-multinomial model, the lamb example in §3.4.4.1), §3.5.5 "
    "(eq. 3.79, the DCM and burstiness); Minka (2000), *Estimating a Dirichlet distribution*."
)

# --------------------------------------------------------------------------- predict, then reveal
#: The prompt of the frame's predict-then-reveal mode on the per-side view: the posterior mean of side 1.
GUESS_SIDE_ONE = (
    "After these rolls, what is the chance that the **next roll shows side 1**, the posterior mean "
    "of θ₁? Look at the prior mean and the counts first."
)
#: *template*: ``percent``, ``num``, ``den``. The answer beside the guess.
GUESS_SIDE_ONE_ANSWER = "{{percent}} % ({{num}}/{{den}})"
#: A table cell whose number stays hidden until the reveal.
HIDDEN_CELL = "?"
