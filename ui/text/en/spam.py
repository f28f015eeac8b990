r"""Words of the Naive Bayes spam page (``views/spam.py``), in English.

Every sentence the page shows lives here; a translation redefines what differs. Dicts
are keyed by language-independent keys (URL values, reasons the core gives:
``bayeslab.naive_bayes.ZERO_REASONS``, ``UNDEFINED_REASONS``, ``NAIVE_OUTCOMES``,
``bayeslab.datasets.UPLOAD_ERRORS``). Templates use ``{{name}}`` placeholders; single
braces are LaTeX. The page composes sentences from these pieces (nothing here is built
from another constant).
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
#: The corpora's names and sources as the summary shows them (an upload shows its file name).
CORPUS_NAMES = {"teaching": "BayesLab teaching corpus", "sms": "SMS Spam Collection"}
CORPUS_SOURCES = {
    "teaching": (
        "BayesLab teaching corpus: short SMS-style messages written for BayesLab (original "
        "text, CC BY 4.0, like the rest of the project's content)."
    ),
    "sms": (
        "SMS Spam Collection v.1 (UCI Machine Learning Repository, dataset 228), CC BY 4.0. "
        "T. A. Almeida, J. M. Gómez Hidalgo, A. Yamakami. Contributions to the Study of SMS "
        "Spam Filtering: New Collection and Results. Proc. DocEng'11, ACM, 2011."
    ),
    "upload": "Your uploaded file (kept in this server's memory only while in use).",
}
UPLOAD_LABEL = "Upload labelled messages"
UPLOAD_HELP = (
    "CSV or TSV, UTF-8. Two columns: label (ham or spam) and text; a header row "
    "`label,text` is optional. The file stays in this server's memory only."
)
#: *template*: ``limit`` (bytes). Shown under the uploader: a larger file is refused by the
#: browser before it reaches the server, and the uploader tells why only on hover.
UPLOAD_LIMIT_FMT = (
    "At most 2 MB ({{limit}} bytes). A larger file is refused as soon as you choose it: "
    "the uploader marks it in red and is not used; upload a sample of your messages instead."
)
UPLOAD_PROMPT = (
    "Upload a CSV or TSV file with columns **label** (ham or spam) and **text** to train on "
    "your own messages. Until then the page uses the teaching corpus."
)
UPLOAD_ERROR_HINT = "The page uses the teaching corpus until the file is fixed."
#: Why an upload was refused (keys: ``bayeslab.datasets.UPLOAD_ERRORS``); the file's own
#: text (a label, header cells) is filled in escaped, shown as itself.
UPLOAD_ERRORS = {
    "too_large": "The file is {{size}} bytes; the limit is {{limit}} bytes. Upload a sample of your messages.",
    "empty": "The file is empty.",
    "not_utf8": (
        "The file is not UTF-8 text (byte {{byte}}, line {{line}} cannot be read). Save it again "
        "with UTF-8 encoding."
    ),
    "not_text": "The file contains NUL bytes: it is not a text file.",
    "csv_unreadable": "The CSV cannot be read from line {{line}} on: check the quotes and commas there.",
    "field_too_long": (
        "The row that starts on line {{line}} has a message longer than {{limit}} characters, the "
        "most a CSV cell may hold. Usually a double quote opens a message and is never closed, so "
        "the rest of the file runs into it: close the quote (or remove it), or split the message."
    ),
    "no_rows": "The file has no rows.",
    "bad_header": (
        "The first row ({{cells}}) is neither a message (`ham` or `spam`, then the text) nor a "
        "header naming the columns `label` and `text`."
    ),
    "header_only": "The file has a header row but no messages.",
    "columns": (
        "Row {{row}} has {{found}} column(s); {{expected}} were expected (the label, then the "
        "message; put a message that contains commas in double quotes)."
    ),
    "label": "Row {{row}}: the label “{{label}}” is not `ham` or `spam`.",
    "empty_message": "Row {{row}}: the message is empty; delete the row or write its text.",
    "one_class": (
        "The file has only `{{present}}` messages; a classifier needs both classes. Add messages "
        "labelled `{{missing}}`."
    ),
}
#: *template*: ``cell`` — one cell of a file's first row, as ``{{cells}}`` lists them.
UPLOAD_CELL_FMT = "“{{cell}}”"
#: How a good file looks, after every upload error.
UPLOAD_FORMAT = (
    "A good file: UTF-8 CSV or TSV, one message per row, two columns label and text (a "
    "header row `label,text` is optional), labels `ham` or `spam`."
)
#: *template*: ``reason`` (one of the SMS_* reasons below).
SMS_FALLBACK_FMT = (
    "The SMS Spam Collection could not be downloaded ({{reason}}). The page uses the teaching "
    "corpus instead; the download is tried again in ten minutes."
)
SMS_OFFLINE_REASON = "this server runs offline and has no cached copy"
SMS_FAILED_REASON = "no network, or the file at the UCI repository changed"
SMS_SPINNER = "Downloading the SMS Spam Collection…"
TEST_FRACTION_LABEL = "Share of messages held out for testing"
TEST_FRACTION_HELP = (
    "A stratified split: the same share of spam and of ham goes to the test set (at least one "
    "message of each class that has two). The model never sees test messages while counting."
)
SEED_LABEL = "Random seed of the split"
SEED_HELP = "Another seed draws another split; the same seed always gives the same split."
CORPUS_SUMMARY_FMT = (
    "**{{name}}** — {{n_documents}} messages ({{n_spam}} spam, {{n_ham}} ham). "
    "Training on {{n_train}}, testing on {{n_test}}."
)
VOCABULARY_FMT = "Vocabulary: $D = {{n_features}}$ distinct tokens in the training messages."
#: *template*: ``n_features`` (kept), ``n_seen`` (distinct tokens in the training messages).
VOCABULARY_CAPPED_FMT = (
    "Vocabulary: $D = {{n_features}}$, the most frequent of the {{n_seen}} distinct tokens in the "
    "training messages; the others are treated as unknown words. (A cap, so that one large file "
    "keeps the server quick for the whole class.)"
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
    "Imaginary messages added to each class before estimating the share of spam. With the "
    "posterior mean, 0 gives the plain training frequencies (with MAP, 1 does)."
)
BETA_LABEL = r"Word pseudo-count $\beta$"
#: *template*: ``beta`` (the current β, as a URL writes it).
BETA_HELP_FMT = (
    "Imaginary counts added for every word in every class (Bernoulli: Beta(β, β); "
    "multinomial: Dirichlet(β, …, β), a symmetric Dirichlet prior — [see it at work on dice and "
    "words](/dirichlet?view=words&word_alpha={{beta}}&lang=en)). With the posterior mean, β = 1 is add-one "
    "(Laplace) smoothing and β = 0 gives the raw frequencies (with MAP, β = 2 and β = 1 do) — "
    "watch for the black swan."
)
MLE_IGNORES_PSEUDOCOUNTS = (
    "The MLE ignores $\\alpha$ and $\\beta$: it uses the raw relative frequencies, so a word "
    "never seen in a class has probability exactly 0 there."
)

# ----------------------------------------------------------------------- the message

MESSAGE_LABEL = "Message"
MESSAGE_HELP = "Any text. It is split into lowercase tokens; currency amounts like $1000 stay whole."
PRESETS_LABEL = "Try an example"
PRESETS_PLACEHOLDER = "Choose a message…"
PRESET_LABELS = {
    "gift": "Gift-card spam (lecture)",
    "ham": "Ordinary ham",
    "swan": "Black swan (set β = 0)",
    "undefined": "Both classes impossible (β = 0)",
}
#: The messages of the presets (the teaching corpus is English: keep them in English).
PRESET_MESSAGES = {
    "gift": (
        "You are one of the very few who have been selected as a winners for the free $1000 "
        "Gift Card."
    ),
    "ham": "Are you free for lunch tomorrow? I can pick you up at 12",
    "swan": "Congratulations grandma, you have won a free prize! Call now to claim it",
    "undefined": "Grandma says the selected winners get a free gift card",
}

METRIC_SPAM = "p(spam | message)"
#: *template*: ``verdict`` (one of VERDICTS).
VERDICT_FMT = "verdict: {{verdict}}"
#: Keys: ``bayeslab.naive_bayes.DECISIONS`` (spam is the positive class).
VERDICTS = {
    "positive": "spam",
    "negative": "ham",
    "tie": "a tie (p = 0.5)",
    "undefined": "none (undefined)",
}
#: Shown instead of "1" when p(spam | message) rounds to 1 but ham is still possible
#: (a posterior log-odds of 18 is p ≈ 1 − 10⁻⁸, not certainty).
P_NEAR_ONE = "> 0.9999"
#: Shown instead of "0" when p(spam | message) underflows a float but spam is still possible.
P_NEAR_ZERO = "< 10⁻³²³"
METRIC_HELP = (
    "Posterior probability that the message is spam, from the training counts, the prior and "
    "the pseudo-counts shown above. It is exactly 1 or 0 only when one class is impossible "
    "(one of its factors is exactly 0); otherwise a value too close to 1 to show is written "
    "\"> 0.9999\" (the log-odds say how close)."
)
METRIC_LOG_ODDS = "posterior log-odds"
METRIC_LOG_ODDS_HELP = (
    "log p(spam | message) − log p(ham | message), in nats: where the waterfall below ends "
    "(its “= posterior” bar). Above 0 the verdict is spam, below 0 ham; every 2.3 more multiplies "
    "the odds of spam by 10. It still tells messages apart when p(spam | message) is too close "
    "to 1 or 0 to show."
)
#: Predict, then reveal (the frame's switch): the question, asked before the answer is shown.
GUESS_QUESTION = (
    "Spam or ham, and how sure? What probability of spam will the model give this message? "
    "Type it in per cent: above 50 is a spam verdict, below 50 ham."
)
#: *template*: ``percent`` (a number, or GUESS_PERCENT_NEAR_*), ``verdict`` (one of VERDICTS).
GUESS_ANSWER_FMT = "the model's p(spam | message), {{percent}} % (verdict: {{verdict}})"
#: The answer in per cent when p(spam | message) is shown as a bound (P_NEAR_ONE, P_NEAR_ZERO).
GUESS_PERCENT_NEAR_ONE = "more than 99.99"
GUESS_PERCENT_NEAR_ZERO = "less than 10⁻³²¹"
GUESS_NO_ANSWER = (
    "The model gives this message no probability of spam at all (why: under the chart), so there is "
    "nothing to compare your guess with."
)
UNDERFLOW_AFTER_REVEAL = (
    "The underflow lab computes the probability you are guessing: it opens once you have "
    "revealed the answer above."
)
EMPTY_MESSAGE = "Type a message (or pick one above) to see how each word votes."
NO_TOKENS = (
    "This message has no words or numbers to read, so only the prior (and, for the Bernoulli "
    "model, the absent words) decide."
)
NO_KNOWN_WORDS = (
    "None of this message's tokens occur in the training vocabulary, so only the prior (and, "
    "for the Bernoulli model, the absent words) decide."
)
UNKNOWN_WORDS_FMT = "Not in the training vocabulary, so ignored by the model: {{words}}."
#: *template*: ``n`` — after the first unknown words when there are more.
UNKNOWN_MORE_FMT = "and {{n}} more"

# Why a class is impossible: a heading, one sentence per reason, the consequence, advice.
#: *template*: ``zero_class``.
BLACK_SWAN_HEAD_FMT = "**Black swan.** For this message *{{zero_class}}* is impossible."
UNDEFINED_HEAD = "**Undefined.** For this message both classes are impossible."
#: Keys: ``bayeslab.naive_bayes.ZERO_REASONS``; *templates*: ``zero_class``, ``words``.
ZERO_REASONS = {
    "prior": (
        "The prior probability of *{{zero_class}}* is 0: the MAP with $\\alpha = 0$ subtracts one "
        "from each class's count of training messages, and *{{zero_class}}* has only one."
    ),
    "unseen": (
        "Never seen in a *{{zero_class}}* training message, so estimated at probability exactly 0 "
        "there: {{words}}."
    ),
    "seen_once": (
        "Seen in only one *{{zero_class}}* training message, and the MAP with $\\beta = 0$ subtracts "
        "one from every count, so estimated at probability exactly 0 there: {{words}}."
    ),
    "in_every": (
        "In **every** *{{zero_class}}* training message, so estimated at probability 1 there (a "
        "*{{zero_class}}* message lacking any of them is impossible): {{words}}."
    ),
    "in_all_but_one": (
        "In all but one *{{zero_class}}* training message, and the MAP with $\\beta = 0$ subtracts "
        "one from every count, so estimated at probability 1 there (a *{{zero_class}}* message "
        "lacking any of them is impossible): {{words}}."
    ),
}
#: *template*: ``zero_class``.
BLACK_SWAN_CONSEQUENCE_FMT = (
    "One zero factor makes $p(\\text{message} \\mid \\text{{{zero_class}}})$ zero whatever the "
    "other words say: $p(\\text{{{zero_class}}} \\mid \\text{message}) = 0$ exactly."
)
BLACK_SWAN_MORAL = (
    "A single unseen word overturns all the other evidence — the same mistake as concluding "
    "that all swans are white."
)
UNDEFINED_CONSEQUENCE = (
    "Bayes' rule then divides 0 by 0: $p(\\text{spam} \\mid x) = \\frac{0}{0 + 0}$ has no value, "
    "so the page shows no verdict."
)
#: Advice when words are to blame, by estimate (keys: the ``estimate`` URL values).
ZERO_ADVICE = {
    "mle": (
        "The MLE ignores the pseudo-counts: choose the posterior mean with $\\beta > 0$, or MAP "
        "with $\\beta > 1$, to keep some probability for what the training messages did not show."
    ),
    "mean": "Raise $\\beta$ above 0 to keep some probability for what the training messages did not show.",
    "map": (
        "With MAP, raise $\\beta$ above 1 (or choose the posterior mean with $\\beta > 0$) to keep "
        "some probability for what the training messages did not show."
    ),
}
ZERO_ADVICE_PRIOR = "Raise $\\alpha$ above 0 to give every class some prior probability."

#: Why an estimate is undefined (keys: ``bayeslab.naive_bayes.UNDEFINED_REASONS``);
#: *templates*: ``what`` (UNDEFINED_PRIOR or UNDEFINED_THETA_FMT, filled).
UNDEFINED_ESTIMATES = {
    "no_data": "{{what}}: no training data for it, so the estimate divides 0 by 0.",
    "flat": (
        "{{what}}: the posterior is flat (every count plus pseudo-count is 1), so every value is "
        "equally probable and there is no single MAP."
    ),
    "two_peaks": (
        "{{what}}: a Beta posterior with both parameters below 1 is infinitely high at both ends, "
        "so there is no single MAP."
    ),
    "unbounded": (
        "{{what}}: with $0 < \\beta < 1$ the Dirichlet posterior over the vocabulary grows without "
        "bound towards $\\theta_j = 0$ for every word the class never saw. Its highest values lie "
        "along a whole face of the simplex, not at one point, so there is no single MAP."
    ),
}
UNDEFINED_ESTIMATE_HEAD = "**Undefined estimate.**"
UNDEFINED_PRIOR = "The class prior"
#: *template*: ``class_name``.
UNDEFINED_THETA_FMT = "The word probabilities of *{{class_name}}*"
UNDEFINED_ESTIMATE_TAIL = (
    "The posterior of every message that uses it is undefined. Choose the posterior mean with "
    "$\\alpha, \\beta > 0$, or MAP with $\\alpha, \\beta > 1$."
)

WATERFALL_TITLE = "How the words add up"
WATERFALL_AXIS = "log-odds of spam (nats)"
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
WATERFALL_REPEATED_FMT = "{{word}} ×{{n}}"
WATERFALL_PRIOR = "prior"
WATERFALL_POSTERIOR = "= posterior"
#: Legend of the bars (keys: the chart's colour roles).
WATERFALL_ROLES = {"prior": "prior", "spam": "for spam", "ham": "for ham", "total": "posterior"}
WATERFALL_TOOLTIPS = {"term": "term", "adds": "adds", "running": "running log-odds"}
HIGHLIGHT_HEADER = "The message as the model reads it"
HIGHLIGHT_LEGEND = (
    ":red[red]: evidence for spam, :blue[blue]: evidence for ham (highlighted: a factor above "
    "e² ≈ 7.4, or a zero), plain: weak evidence (ratio between 1/1.6 and 1.6), "
    ":gray[grey]: not in the vocabulary."
)
#: *template*: ``words`` — present words with probability 0 in both classes (ratio 0/0).
HIGHLIGHT_BOTH_ZERO_FMT = "Plain too, with no ratio at all (0 in both classes): {{words}}."

# ----------------------------------------------------------------------- panels

#: Panels below the message (one shown at a time): key (the URL value, ``tab=underflow``) -> label.
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
NO_TEST_MESSAGES = (
    "No message is held out for testing: a class needs at least two messages before one can be "
    "kept aside for the test. Add messages of both classes to evaluate the model; the message "
    "above is still classified."
)
#: *template*: ``n``, ``fallback`` (a class name).
UNDECIDED_FMT = (
    "{{n}} test messages got probability 0 in both classes: Bayes' rule gives 0/0, so their "
    "posterior is undefined and so is the log-loss. The accuracy counts them as *{{fallback}}*, "
    "the class chosen before reading any word (the larger prior; the first class on a tie)."
)
#: *template*: ``n``.
UNDECIDED_ESTIMATE_FMT = (
    "{{n}} test messages use an undefined estimate (see above), so their posterior is undefined "
    "and so is the log-loss."
)
SWEEP_CAPTION_FMT = (
    "**Below, accuracy (left axis) and log-loss (right axis) against $\\beta$**: the same counts "
    "re-smoothed with {{n_points}} values of $\\beta$ (log scale), nothing recounted. {{current}} "
    "Too little smoothing trusts words seen in one class only and risks confident mistakes; too "
    "much drowns the counts in pseudo-counts (for the Bernoulli model the many absent words then "
    "pull every message towards the class with more training messages). Where is the best "
    "$\\beta$ for this corpus? {{extra}}"
)
SWEEP_CURRENT = "The dashed line is the current $\\beta$."
SWEEP_CURRENT_ZERO = "The current $\\beta = 0$ is off the log axis (its values follow)."
SWEEP_MLE_EXTRA = "With the MLE the pseudo-counts are ignored, so both curves are flat."
SWEEP_ZERO_FMT = "At $\\beta = 0$ (off the log axis): accuracy {{accuracy}}, log-loss {{log_loss}}."
SWEEP_ACCURACY_TITLE = "test accuracy"
SWEEP_LOG_LOSS_TITLE = "test log-loss (nats)"
SWEEP_BETA_AXIS = "word pseudo-count β (log scale)"
SWEEP_BETA = "β"
TOP_WORDS_TITLE = "Most indicative words"
TOP_WORDS_CAPTION = (
    "**Most indicative words** (below): those whose estimated probability differs most between the classes: the bar is "
    r"$\log\frac{\theta_{j,\text{spam}}}{\theta_{j,\text{ham}}}$ for the top spam words and "
    "its negative for the top ham words. A word with estimated probability 0 in one class has an "
    "infinite ratio (drawn at the edge, labelled ∞)."
)
TOP_WORDS_AXIS = "log θ(word|spam) − log θ(word|ham)"
TOP_WORDS_LEGEND = "indicates"
TOP_WORDS_TOOLTIPS = {"word": "word", "ratio": "log-ratio"}
#: The classes as the page names them (keys: the corpus labels).
CLASS_NAMES = {"spam": "spam", "ham": "ham"}

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
#: Keys: ``bayeslab.naive_bayes.NAIVE_OUTCOMES``.
UNDERFLOW_VERDICTS = {
    "undefined": (
        "The naive products both came out as 0.0 although their logs are finite: dividing them "
        "would give 0/0, yet the log-space computation still gives the answer."
    ),
    "overconfident": (
        "One naive product underflowed to 0.0 while its log is finite: the naive ratio would "
        "claim certainty that the logs do not support."
    ),
    "fine": "The naive products are still representable here; make the message longer to break them.",
}
UNDERFLOW_FINE_BERNOULLI = "The naive products are still representable here."
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

The MAP with pseudo-count $\beta + 1$ equals the posterior mean with $\beta$. The MAP row
holds while every count plus pseudo-count exceeds 1; below that the mode sits on the
boundary. **Bernoulli:** each $\theta_{jc}$ has its own
$\mathrm{Beta}(N_{jc} + \beta, N_c - N_{jc} + \beta)$ posterior; when $N_{jc} + \beta \le 1$ (a
word never seen in class $c$ with $\beta \le 1$, or seen once with $\beta = 0$) its density is
highest at $\theta_{jc} = 0$, so the MAP is 0 and the black swan returns.
**Multinomial:** $\boldsymbol\theta_{\cdot c}$ is one Dirichlet over the whole vocabulary; with
$0 < \beta < 1$ a word never seen in class $c$ makes the density grow without bound along a
whole face of the simplex, so there is no single MAP (the page says so). With $\beta = 1$ the
unseen words get 0; with $\beta = 0$ so do the words seen once.
For the Bernoulli model, plugging in the posterior mean gives exactly the Bayesian posterior
predictive $p(\mathbf{x} \mid c, \mathcal{D})$, because the prior factorises over words;
$\beta = 1$ is then Laplace's add-one rule.
"""
#: *template*: ``n_features``, ``full_log10``, ``atoms`` (PARAMETERS_ATOMS or nothing), ``naive``,
#: ``n_train``.
PARAMETERS_FMT = (
    "**Why “naive” pays off.** With $D = {{n_features}}$ binary word features, a full table of "
    "$p(c, x_1, \\dots, x_D)$ needs $2^{D+1} - 1 \\approx 10^{{{full_log10}}}$ numbers — "
    "{{atoms}}impossible to learn from {{n_train}} messages. Naive Bayes needs "
    "$2D + 1 = {{naive}}$: one $\\theta_{jc}$ per word and class, and $\\pi$."
)
#: Goes into PARAMETERS_FMT only when the table needs more than 10^80 numbers (D >= 265).
PARAMETERS_ATOMS = "more than there are atoms in the universe (about $10^{80}$) and "
PARAMETERS_SMALL_FMT = (
    "**Why “naive” pays off.** With $D = {{n_features}}$ binary word features, a full table of "
    "$p(c, x_1, \\dots, x_D)$ needs $2^{D+1} - 1 = {{full}}$ numbers; Naive Bayes needs "
    "$2D + 1 = {{naive}}$."
)
READING = (
    "Further reading: K. P. Murphy, *Machine Learning: a Probabilistic Perspective* (2012), "
    "§3.3–3.5 (Beta-binomial, Dirichlet-multinomial, naive Bayes, log-sum-exp)."
)
