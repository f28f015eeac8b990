r"""Prose of the Naive Bayes spam page (``views/spam.py``).

Every sentence the page shows lives here. Constants whose name ends in ``_FMT`` are
``str.format`` templates (their literal LaTeX braces are doubled: ``{{`` ``}}``);
the others are shown as they are. Numbers are formatted by the page with
``ui.widgets.fmt`` before they reach a template. A translation is a copy of this
file.
"""

# --------------------------------------------------------------------------- navigation and home card
NAV_TITLE = "Naive Bayes spam filter"
CARD_TITLE = "Naive Bayes spam filter"
CARD_LESSON = (
    "Learn a spam filter by counting words in real text messages; smoothing with "
    "pseudo-counts, the zero-count trap, and computing in log space."
)


TITLE = "Naive Bayes spam filter"

INTRO = r"""
A spam filter that learns by **counting**: how often does each word appear in spam and in
ham (ordinary messages)? Naive Bayes turns those counts into probabilities, pretends the
words of a message are independent once the class is known, and adds up the evidence of
every word with Bayes' rule. Type a message, move the pseudo-counts $\alpha$ and $\beta$,
and watch each word push the verdict towards spam or ham.
"""

# ----------------------------------------------------------------------- data and split

DATA_EXPANDER = "Corpus and train/test split"
CORPUS_LABEL = "Corpus"
# Option labels appear in shared links (``?corpus=SMS+Spam+Collection``): keep them short.
CORPUS_OPTIONS = {
    "teaching": "Teaching corpus",
    "sms": "SMS Spam Collection",
    "upload": "Your own file",
}
CORPUS_HELP = (
    "Teaching corpus: 209 short messages written for this page, with the cases the lesson "
    "needs (a word seen only in ham, gift-card spam); works offline. SMS Spam Collection: "
    "5,574 real messages from the UCI repository, downloaded once by the server. Your own "
    "file: a CSV or TSV with columns label and text."
)
UPLOAD_LABEL = "Upload labelled messages"
UPLOAD_HELP = (
    "CSV or TSV, UTF-8, at most 2 MB. Two columns: label (ham or spam) and text; a header "
    "row `label,text` is optional. The file stays in this server's memory only."
)
UPLOAD_PROMPT = (
    "Upload a CSV or TSV file with columns **label** (ham or spam) and **text** to train on "
    "your own messages. Until then the page uses the teaching corpus."
)
UPLOAD_ERROR_HINT = "The page uses the teaching corpus until the file is fixed."
SMS_FALLBACK_FMT = (
    "The SMS Spam Collection could not be downloaded ({{reason}}). The page uses the teaching "
    "corpus instead; the download is tried again in a few minutes."
)
SMS_OFFLINE_REASON = "this server runs offline and has no cached copy"
TEST_FRACTION_LABEL = "Share of messages held out for testing"
TEST_FRACTION_HELP = (
    "A stratified split: the same share of spam and of ham goes to the test set. The model "
    "never sees test messages while counting."
)
SEED_LABEL = "Random seed of the split"
SEED_HELP = "Another seed draws another split; the same seed always gives the same split."
CORPUS_SUMMARY_FMT = (
    "**{{name}}** — {{n_documents}} messages ({{n_spam}} spam, {{n_ham}} ham). "
    "Training on {{n_train}}, testing on {{n_test}}. Vocabulary: $D = {{n_features}}$ "
    "distinct tokens in the training messages."
)
SOURCE_FMT = "Source: {{source}}"

# ----------------------------------------------------------------------- model controls

MODEL_LABEL = "Likelihood model"
MODEL_OPTIONS = {"bernoulli": "Bernoulli", "multinomial": "Multinomial"}
MODEL_HELP = (
    "Bernoulli: each vocabulary word is either in the message or not, and absent words count "
    "as evidence too. Multinomial: every token of the message is a draw from the class's "
    "word distribution; repeats count, absent words do not."
)
ESTIMATE_LABEL = "Plug-in estimate"
ESTIMATE_OPTIONS = {"mle": "MLE", "map": "MAP", "mean": "Posterior mean"}
ESTIMATE_HELP = (
    "Which single value of each parameter the classifier uses: the relative frequency (MLE, "
    "pseudo-counts ignored), the mode of the posterior (MAP) or its mean (the posterior "
    "predictive probability of one word)."
)
ALPHA_LABEL = r"Class pseudo-count $\alpha$"
ALPHA_HELP = (
    "Imaginary messages added to each class before estimating the share of spam. "
    "0 means the plain training frequencies."
)
BETA_LABEL = r"Word pseudo-count $\beta$"
BETA_HELP = (
    "Imaginary counts added for every word in every class (Bernoulli: Beta(β, β); "
    "multinomial: Dirichlet(β, …, β)). β = 1 is add-one (Laplace) smoothing; β = 0 trusts "
    "the counts completely — watch for the black swan."
)
MLE_IGNORES_PSEUDOCOUNTS = (
    "The MLE ignores $\\alpha$ and $\\beta$: it uses the raw relative frequencies, so a word "
    "never seen in a class has probability exactly 0 there."
)

# ----------------------------------------------------------------------- the message

MESSAGE_HEADER = "### Classify a message"
MESSAGE_LABEL = "Message"
MESSAGE_HELP = "Any text. It is split into lowercase tokens; currency amounts like $1000 stay whole."
PRESETS_LABEL = "Try:"
PRESET_GIFT = (
    "You are one of the very few who have been selected as a winners for the free $1000 "
    "Gift Card."
)
PRESET_HAM = "Are you free for lunch tomorrow? I can pick you up at 12"
PRESET_SWAN = "Congratulations grandma, you have won a free prize! Call now to claim it"
PRESET_UNDEFINED = "Grandma says the selected winners get a free gift card"
PRESETS = {
    "Gift-card spam (lecture)": PRESET_GIFT,
    "Ordinary ham": PRESET_HAM,
    "Black swan (set β = 0)": PRESET_SWAN,
    "Both classes impossible": PRESET_UNDEFINED,
}
DEFAULT_MESSAGE = PRESET_GIFT

METRIC_SPAM = "p(spam | message)"
VERDICT_FMT = "verdict: {{verdict}} · log-odds {{log_odds}}"
VERDICT_SPAM = "spam"
VERDICT_HAM = "ham"
VERDICT_NONE = "none (undefined)"
#: Shown instead of "1" when p(spam | message) rounds to 1 but ham is still possible
#: (a posterior log-odds of 18 is p ≈ 1 − 10⁻⁸, not certainty).
P_NEAR_ONE = "> 0.9999"
#: Shown instead of "0" when p(spam | message) underflows a float but spam is still possible.
P_NEAR_ZERO = "< 10^-323"
METRIC_HELP = (
    "Posterior probability that the message is spam, from the training counts, the prior and "
    "the pseudo-counts shown above. It is exactly 1 or 0 only when a word makes the other "
    "class impossible; otherwise a value too close to 1 to show is written \"> 0.9999\" "
    "(the log-odds say how close)."
)
EMPTY_MESSAGE = "Type a message (or pick one above) to see how each word votes."
NO_KNOWN_WORDS = (
    "None of this message's tokens occur in the training vocabulary, so only the prior (and, "
    "for the Bernoulli model, the absent words) decide."
)
UNKNOWN_WORDS_FMT = (
    "Not in the training vocabulary, so ignored by the model: {{words}}."
)

BLACK_SWAN_FMT = (
    "**Black swan.** Never seen in a *{{zero_class}}* training message: {{words}}. Its estimated "
    "probability there is therefore exactly 0, and one zero factor makes the whole product "
    "$p(\\text{message} \\mid \\text{{{zero_class}}})$ zero, whatever the other words say: "
    "p({{zero_class}} | message) = 0 exactly. A single unseen observation overturns all the "
    "evidence — the same mistake as concluding that all swans are white. Raise $\\beta$ "
    "above 0 (and use the posterior mean, or MAP with $\\beta > 1$) to reserve some "
    "probability for the unseen."
)
ABSENT_SWAN_FMT = (
    "{{words}} appeared in **every** *{{zero_class}}* training message, so under these estimates "
    "a {{zero_class}} message without it is impossible, and its absence here zeroes "
    "*{{zero_class}}*."
)
UNDEFINED_FMT = (
    "**Undefined.** Both classes have probability exactly 0: {{spam_words}} never appeared in "
    "spam and {{ham_words}} never appeared in ham. Bayes' rule then divides 0 by 0: "
    "$p(\\text{spam} \\mid x) = \\frac{0}{0 + 0}$ has no value, so the page shows no "
    "verdict. Any $\\beta > 0$ with the posterior mean removes the zeros."
)
UNDEFINED_ESTIMATE = (
    "**Undefined.** With these pseudo-counts the MAP estimate has no unique mode for some "
    "parameters (every count plus pseudo-count is at most 1, a flat or U-shaped posterior), "
    "so the probabilities are undefined. Choose $\\beta > 1$ or another estimate."
)

WATERFALL_TITLE = "How the words add up"
WATERFALL_CAPTION_FMT = (
    "Each bar adds one term to the log-odds "
    r"$\log\frac{p(\text{spam}\mid x)}{p(\text{ham}\mid x)}$: first the prior, then one "
    "log-likelihood ratio per word. Right of 0 favours spam, left favours ham. {{extra}}"
)
WATERFALL_BERNOULLI_EXTRA = (
    "The Bernoulli model also counts the **absent** vocabulary words, summed in one bar."
)
WATERFALL_MULTINOMIAL_EXTRA = "A word repeated $k$ times contributes $k$ times its ratio."
WATERFALL_OTHERS_FMT = "other {{n}} words"
WATERFALL_ABSENT_FMT = "absent words ({{n}})"
WATERFALL_PRIOR = "prior"
WATERFALL_POSTERIOR = "= posterior"
HIGHLIGHT_HEADER = "The message as the model reads it"
HIGHLIGHT_LEGEND = (
    ":red[red]: evidence for spam, :blue[blue]: evidence for ham (highlighted: a factor above "
    "e² ≈ 7.4, or a zero), plain: weak evidence (ratio between 1/1.6 and 1.6), "
    ":gray[grey]: not in the vocabulary."
)

# ----------------------------------------------------------------------- tabs

# The panels below the message (one shown at a time; the label is in shared links: ?tab=…).
#: Panels: key (the URL value, ``tab=underflow``) -> label.
TABS = {"evaluation": "Test-set evaluation", "underflow": "Underflow lab", "model": "Inside the model"}
VIEW_LABEL = "Panel"

EVALUATION_FMT = r"""
The model above, applied to the **{{n_test}} held-out test messages** ({{n_test_spam}} spam;
spam is the positive class).

| accuracy | precision | recall | log-loss |
|---:|---:|---:|---:|
| **{{accuracy}}** | **{{precision}}** | **{{recall}}** | **{{log_loss}}** |

| | predicted ham | predicted spam |
|---|---:|---:|
| **true ham** | {{tn}} | {{fp}} |
| **true spam** | {{fn}} | {{tp}} |

:small[Accuracy: share classified correctly. Precision: of the messages flagged as spam, the share that is spam. Recall: of the real spam, the share flagged. Log-loss: the average of $-\log p(\text{true class} \mid \text{message})$ in nats — a confident wrong answer costs a lot, a probability of exactly 0 for the truth costs infinitely much.]
"""
UNDECIDED_FMT = (
    "\n\n{{n}} test messages got probability 0 in both classes (undefined posterior); they are "
    "counted with the class of larger prior, and make the log-loss undefined."
)
SWEEP_CAPTION_FMT = (
    "**Below, accuracy (left axis) and log-loss (right axis) against $\\beta$**: the same counts "
    "re-smoothed with {{n_points}} values of $\\beta$ (log scale; the dashed "
    "line is the current $\\beta$), nothing recounted. Too little smoothing trusts words seen "
    "in one class only and risks confident mistakes; too much drowns the counts in "
    "pseudo-counts (for the Bernoulli model the many absent words then pull every message "
    "towards the class with more training messages). Where is the best $\\beta$ for this "
    "corpus? {{extra}}"
)
SWEEP_MLE_EXTRA = "With the MLE the pseudo-counts are ignored, so both curves are flat."
SWEEP_ZERO_FMT = "At $\\beta = 0$ (off the log axis): accuracy {{accuracy}}, log-loss {{log_loss}}."
SWEEP_ACCURACY_TITLE = "test accuracy"
SWEEP_LOG_LOSS_TITLE = "test log-loss (nats)"
TOP_WORDS_TITLE = "Most indicative words"
TOP_WORDS_CAPTION = (
    "**Most indicative words** (below): those whose estimated probability differs most between the classes: the bar is "
    r"$\log\frac{\theta_{j,\text{spam}}}{\theta_{j,\text{ham}}}$ for the top spam words and "
    "its negative for the top ham words. A word seen in only one class has an infinite ratio "
    "when $\\beta = 0$ (drawn at the edge, labelled ∞)."
)

UNDERFLOW_INTRO = r"""
Multiplying many probabilities smaller than 1 quickly produces numbers too small for a
computer: a 64-bit float cannot hold anything below about $4.9 \times 10^{-324}$ and rounds
it to exactly 0 (**underflow**). Then both classes score 0 and Bayes' rule returns 0/0. The
cure is to add logarithms instead, and to normalise with the **log-sum-exp** trick:
"""
UNDERFLOW_MATH = r"""
\begin{aligned}
b_c &= \log \pi_c + \sum_j \log p(x_j \mid c) \\
B &= \max_c b_c \\
\log p(x) &= B + \log \sum_c e^{\,b_c - B} \\
p(c \mid x) &= e^{\,b_c - \log p(x)}
\end{aligned}
"""
REPEAT_LABEL = "Repeat the message k times"
REPEAT_HELP = "A longer message multiplies more factors. Watch the naive product reach 0.0."
UNDERFLOW_BERNOULLI_NOTE = (
    "The Bernoulli model multiplies one factor per **vocabulary** word ($D$ of them) whatever "
    "the message length, and repeating a word does not change whether it is present. Switch "
    "to the multinomial model to watch the product of one factor per token underflow."
)
UNDERFLOW_TABLE_FMT = """
| | ham | spam |
|---|---:|---:|
| factors multiplied | {{n_factors}} | {{n_factors}} |
| naive product $\\pi_c \\prod_j p(x_j\\mid c)$ | {{product_ham}} | {{product_spam}} |
| sum of logs $b_c$ | {{b_ham}} | {{b_spam}} |
| $b_c - B$ | {{shift_ham}} | {{shift_spam}} |
| $p(c \\mid x)$ | {{post_ham}} | {{post_spam}} |
"""
UNDERFLOW_RESULT_FMT = (
    "$B = \\max_c b_c = {{b_max}}$, and $\\log p(x) = B + \\log\\left(e^{{{shift_ham}}} + "
    "e^{{{shift_spam}}}\\right) = {{log_evidence}}$."
)
UNDERFLOW_VERDICT_UNDERFLOW = (
    "The naive products both underflowed to 0.0: dividing them would give 0/0, yet the "
    "log-space computation still gives the answer."
)
UNDERFLOW_VERDICT_PARTIAL = (
    "One naive product underflowed to 0.0 while its log is finite: the naive ratio would "
    "claim certainty that the logs do not support."
)
UNDERFLOW_VERDICT_OK = (
    "The naive products are still representable here; make the message longer to break them."
)
PRODUCT_UNDERFLOW = "0.0 (underflow)"
PRODUCT_ZERO = "0 (a zero factor)"

MODEL_THEORY = r"""
**The model.** Naive Bayes generates a message in two steps: first its class
$c \in \{\text{ham}, \text{spam}\}$ with probability $\pi_c$, then its words, each one
independently given the class. Bayes' rule inverts this story:

$$
p(c \mid \mathbf{x}) = \frac{\pi_c \, p(\mathbf{x} \mid c)}{\sum_{c'} \pi_{c'} \, p(\mathbf{x} \mid c')} .
$$

**Bernoulli likelihood** ($x_j = 1$ if vocabulary word $j$ occurs):
$p(\mathbf{x} \mid c) = \prod_{j=1}^{D} \theta_{jc}^{x_j} (1-\theta_{jc})^{1-x_j}$.
**Multinomial likelihood** ($x_j$ = number of occurrences):
$p(\mathbf{x} \mid c) \propto \prod_{j=1}^{D} \theta_{jc}^{x_j}$ with $\sum_j \theta_{jc} = 1$.

**Learning is counting.** With $N_c$ training messages of class $c$ (out of $N$) and
$N_{jc}$ of them containing word $j$ (multinomial: $N_{jc}$ occurrences of $j$ among the
$N_{\cdot c}$ tokens of class $c$), a factored conjugate prior
$\boldsymbol\pi \sim \mathrm{Dir}(\alpha, \alpha)$ and
$\theta_{jc} \sim \mathrm{Beta}(\beta, \beta)$ (multinomial: $\boldsymbol\theta_{\cdot c} \sim \mathrm{Dir}(\beta, \dots, \beta)$)
gives posteriors of the same family with the counts added to the pseudo-counts. The page
plugs in one point of each posterior:

| | Bernoulli $\hat\theta_{jc}$ | multinomial $\hat\theta_{jc}$ |
|---|---|---|
| MLE | $\frac{N_{jc}}{N_c}$ | $\frac{N_{jc}}{N_{\cdot c}}$ |
| mean | $\frac{N_{jc} + \beta}{N_c + 2\beta}$ | $\frac{N_{jc} + \beta}{N_{\cdot c} + D\beta}$ |
| MAP | $\frac{N_{jc} + \beta - 1}{N_c + 2\beta - 2}$ | $\frac{N_{jc} + \beta - 1}{N_{\cdot c} + D\beta - D}$ |

The class prior follows the Bernoulli column with $N_c$ out of $N$ and $\alpha$:
$\hat\pi_c = \frac{N_c}{N}$, $\frac{N_c + \alpha}{N + 2\alpha}$ or
$\frac{N_c + \alpha - 1}{N + 2\alpha - 2}$.

The MAP with pseudo-count $\beta + 1$ equals the posterior mean with $\beta$. When a count
plus pseudo-count is at most 1, the posterior density is largest at the boundary 0, so that
MAP component is 0 (and the others share the rest). For the Bernoulli model, plugging in the
posterior mean gives exactly the Bayesian posterior predictive $p(\mathbf{x} \mid c, \mathcal{D})$,
because the prior factorises over words; $\beta = 1$ is Laplace's add-one rule.
"""
PARAMETERS_FMT = (
    "**Why “naive” pays off.** With $D = {{n_features}}$ binary word features, a full table of "
    "$p(c, x_1, \\dots, x_D)$ needs $2^{D+1} - 1 \\approx 10^{{{full_log10}}}$ numbers — "
    "more than there are atoms in the universe (about $10^{80}$) and impossible to learn from "
    "{{n_train}} messages. Naive Bayes needs $2D + 1 = {{naive}}$: one $\\theta_{jc}$ per word "
    "and class, and $\\pi$."
)
PARAMETERS_SMALL_FMT = (
    "**Why “naive” pays off.** With $D = {{n_features}}$ binary word features, a full table of "
    "$p(c, x_1, \\dots, x_D)$ needs $2^{D+1} - 1 = {{full}}$ numbers; Naive Bayes needs "
    "$2D + 1 = {{naive}}$."
)
READING = (
    "Further reading: K. P. Murphy, *Machine Learning: a Probabilistic Perspective* (2012), "
    "§3.3–3.5 (Beta-binomial, Dirichlet-multinomial, naive Bayes, log-sum-exp)."
)
