r"""Words of the Bayes' rule page (``views/bayes_rule.py``), in English (the reference).

Templates use ``{{name}}`` placeholders (see ``ui.text``); single braces are LaTeX.
Symbols: $D$ is "has the condition", $+$ and $-$ the test results, $c_k$ the classes
and $x_j$ the values of the observation.
"""

# --------------------------------------------------------------------------- navigation and home card
NAV_TITLE = "Bayes' rule"
CARD_TITLE = "Bayes' rule: tests, crowds and classes"
CARD_LESSON = (
    "A positive test for a rare condition: why the answer is so often small, seen as numbers, "
    "as a crowd and as a tree; a second test; guess before you look; the MAP classifier."
)

# --------------------------------------------------------------------------- header and controls
TITLE = "### Bayes' rule: a test for a rare condition"
#: Below the picture and the numbers (on a projector the controls and the picture come first).
INTRO = r"""
Someone tests positive. How likely is it that they have the condition $D$? Bayes' rule
weighs what the test says against how rare the condition is: the **prior**, here the
prevalence. Move the sliders or pick a textbook example, and watch the crowd.
"""

PRESET_LABEL = "Textbook examples"
#: Keys: ``bayeslab.bayes_rule.EXAMPLES``.
PRESETS = {
    "mammogram": "MLaPP mammogram",
    "eddy": "Eddy 1982",
    "strep": "Strep throat",
}
PRESET_HELP = "Sets prevalence, sensitivity and specificity to a published example."
#: Shown under the controls while the settings are exactly an example's.
PRESET_SOURCES = {
    "mammogram": (
        "Murphy, *Machine Learning: a Probabilistic Perspective* (2012), §2.2.3.1: a mammogram "
        "with sensitivity 0.8 and false-positive rate 0.1, for a cancer with prior 0.004."
    ),
    "eddy": (
        "Eddy (1982), in the form Gigerenzer and Hoffrage (1995) gave it: prevalence 1 %, "
        "sensitivity 80 %, false-positive rate 9.6 %. Most physicians asked answered about 75 %."
    ),
    "strep": (
        "A rapid test for group A streptococcus in children with a sore throat: sensitivity "
        "85.6 %, specificity 95.4 % (Cohen et al., Cochrane review CD010502, 2016); the "
        "bacterium causes 20 % to 40 % of such sore throats, here 30 %."
    ),
}

PREVALENCE_LABEL = "Prevalence p(D)"
PREVALENCE_HELP = (
    "The share of people who have the condition before anyone is tested: the prior. Drag, or "
    "type a probability in the box: 0.004, 1/250 or 0.4% (down to 0.00001, 1 in 100,000)."
)
SENSITIVITY_LABEL = "Sensitivity p(+ | D)"
SENSITIVITY_HELP = "How often the test is positive for someone who has the condition."
SPECIFICITY_LABEL = "Specificity p(− | no D)"
SPECIFICITY_HELP = (
    "How often the test is negative for someone who does not have the condition; "
    "1 − specificity is the false-positive rate."
)
#: *template*: ``name`` (one of the three labels above). The typed box beside each slider.
TYPED_LABEL = "{{name}}, typed as a probability"
#: *template*: ``value``. How the sliders show a probability.
PERCENT = "{{value}} %"

#: Why a typed probability cannot be read (keys: ``bayeslab.bayes_rule.TABLE_ERRORS``).
#: *templates*: ``name`` (the control's label), ``value``, ``kept`` (the value still in use).
VALUE_ERRORS = {
    "empty": "{{name}}: type a probability, such as 0.004, 0,004, 1/250 or 0.4%. Still using {{kept}}.",
    "not_a_number": "{{name}}: “{{value}}” is not a number; write 0.004, 0,004, 1/250 or 0.4%. Still using {{kept}}.",
    "division_by_zero": "{{name}}: “{{value}}” divides by zero. Still using {{kept}}.",
    "not_one_number": "{{name}}: type one number, not {{value}}. Still using {{kept}}.",
    "not_probability": "{{name}}: {{value}} is not a probability between 0 and 1. Still using {{kept}}.",
}

POPULATION_LABEL = "Crowd size"
POPULATIONS = {"1000": "1,000 people", "10000": "10,000 people"}
PICTURE_LABEL = "Picture"
PICTURES = {"icons": "Crowd", "tree": "Probability tree"}


# --------------------------------------------------------------------------- the answer
METRIC_PPV = "p(D | +)"
HELP_PPV = "Probability of the condition after a positive result (the positive predictive value)."
METRIC_NPV = "p(D | −)"
HELP_NPV = "Probability of the condition after a negative result (1 − the negative predictive value)."
METRIC_P_POSITIVE = "p(+)"
HELP_P_POSITIVE = "Probability that a person picked at random tests positive: the law of total probability."
#: *template*: ``bound``. A probability below 1 that rounds to 1 at the digits shown.
NEAR_ONE = "> {{bound}}"

#: The two results, as the subject of a sentence.
RESULTS = {"+": "A positive result", "-": "A negative result"}
#: What one result does to p(D) (keys: ``bayeslab.bayes_rule.EFFECTS``).
#: *templates*: ``result`` (one of RESULTS), ``before``, ``after`` (probabilities), ``lr``.
EFFECTS = {
    "raises": "{{result}} multiplies the odds of $D$ by {{lr}}: the probability rises from {{before}} to {{after}}.",
    "lowers": "{{result}} multiplies the odds of $D$ by {{lr}}: the probability falls from {{before}} to {{after}}.",
    "unchanged": (
        "{{result}} is just as likely with the condition as without it (likelihood ratio 1): "
        "the probability stays at {{before}}."
    ),
    "certain": "{{result}} never happens without the condition, so it makes the condition certain.",
    "ruled_out": "{{result}} never happens with the condition, so it rules the condition out.",
    "never": "{{result}} changes nothing: with a prevalence of 0 nobody has the condition.",
    "always": "{{result}} changes nothing: with a prevalence of 1 everybody has the condition.",
    "impossible": "{{result}} never happens with these settings (its probability is 0): it has no posterior.",
}

# --------------------------------------------------------------------------- the crowd and the tree
#: Legend of the crowd and colours of the tree's leaves (keys: colour roles).
CELLS = {
    "true_positive": "has D, tests +",
    "false_negative": "has D, tests −",
    "false_positive": "no D, tests +",
    "true_negative": "no D, tests −",
}
#: *template*: ``n``, ``with_d``, ``tp``, ``without_d``, ``fp``, ``positives``, ``share``.
NATURAL = (
    "Of **{{n}}** people, **{{with_d}}** have the condition and **{{tp}}** of them test positive; "
    "of the **{{without_d}}** without it, **{{fp}}** test positive too. So **{{tp}} of the "
    "{{positives}}** people with a positive result have the condition: **{{share}} %**."
)
#: *template*: ``n``, ``with_d``, ``without_d``.
NATURAL_NO_POSITIVE = (
    "Of **{{n}}** people, **{{with_d}}** have the condition and **{{without_d}}** do not, and "
    "nobody tests positive."
)
#: *template*: ``n``, ``expected``, ``exact``.
NOTE_ROUNDED_AWAY = (
    "At this prevalence a crowd of {{n}} holds {{expected}} people with the condition on "
    "average, which rounds to nobody: every positive in the picture is a false positive, "
    "though the exact posterior is {{exact}} %. A rare condition needs a bigger crowd."
)
#: *template*: ``tp_exact``, ``fp_exact``, ``share``, ``exact``.
NOTE_ROUNDING = (
    "People come whole: the crowd rounds {{tp_exact}} true positives and {{fp_exact}} false "
    "positives, so its share, {{share}} %, differs from the exact posterior, {{exact}} %."
)
NOTE_BIGGER_CROWD = "With 10,000 people the counts come closer."

TREE_ROOT = "{{n}} people"
TREE_CONDITION = "D: {{count}}"
TREE_NO_CONDITION = "no D: {{count}}"
#: *template*: ``count``, ``p`` (the joint probability of the leaf).
TREE_POSITIVE = "+: {{count}}  (p = {{p}})"
TREE_NEGATIVE = "−: {{count}}  (p = {{p}})"
TREE_CAPTION = (
    "Each branch carries a conditional probability; a leaf's probability is the product along "
    "its path, and the counts are the crowd's."
)

#: *template*: ``sens``, ``prev``, ``fpr``, ``not_prev``, ``p_positive``, ``joint``, ``ppv``.
FORMULA = r"""
$p(+) = p(+ \mid D)\,p(D) + p(+ \mid \bar D)\,p(\bar D) = {{sens}} \times {{prev}} + {{fpr}} \times {{not_prev}} = {{p_positive}}$
(the law of total probability), and Bayes' rule:
$p(D \mid +) = \dfrac{p(+ \mid D)\,p(D)}{p(+)} = \dfrac{ {{joint}} }{ {{p_positive}} } = {{ppv}}$.
"""
#: *template*: ``sens``, ``prev``, ``fpr``, ``not_prev``.
FORMULA_NO_POSITIVE = r"""
$p(+) = {{sens}} \times {{prev}} + {{fpr}} \times {{not_prev}} = 0$: nobody tests positive, so
$p(D \mid +)$ does not exist.
"""

# --------------------------------------------------------------------------- predict, then reveal
GUESS_PROMPT = (
    "**Your turn first.** What is the probability of the condition after a positive result? "
    "Type a guess in per cent, then reveal the answer."
)
GUESS_LABEL = "Your guess for p(D | +), in %"
#: *template*: ``value``. A guess that cannot be read (keys: reasons of ``parse_probability``).
GUESS_ERRORS = {
    "not_a_number": "“{{value}}” is not a number: type a percentage such as 3.1 or 3,1.",
    "division_by_zero": "“{{value}}” divides by zero: type a percentage such as 3.1 or 3,1.",
    "not_one_number": "Type one number, not {{value}}.",
    "not_percent": "{{value}} % is not a percentage between 0 and 100.",
}
REVEAL_BUTTON = "Reveal"
GUESS_HIDDEN = "The answer, the crowd and the tree appear once you reveal it."
GUESS_NOTHING = "Nobody tests positive with these settings, so there is nothing to guess."
GUESS_PRIVATE = "Your guess stays in this browser tab: it is not stored and not put in the link."
#: *templates*: ``guess``, ``answer`` (per cent), ``points`` (percentage points).
SCORES = {
    "match": "You guessed {{guess}} % and the answer is {{answer}} %: spot on.",
    "high": "You guessed {{guess}} % and the answer is {{answer}} %: {{points}} percentage points too high.",
    "low": "You guessed {{guess}} % and the answer is {{answer}} %: {{points}} percentage points too low.",
}
#: *template*: ``ratio``.
SCORE_RATIO = "Your guess is {{ratio}} times the answer."
#: *template*: ``sensitivity`` (per cent).
SCORE_INVERSE = (
    "Your guess is nearer the sensitivity ({{sensitivity}} %) than the answer. The sensitivity "
    "is p(+ | D), how often someone with the condition tests positive; the question was "
    "p(D | +). Swapping the two forgets how rare the condition is: the base-rate fallacy."
)

# --------------------------------------------------------------------------- panels
VIEW_LABEL = "More"
VIEWS = {
    "second": "A second test",
    "classes": "Several classes (MAP)",
    "counts": "Estimates from counts",
    "complexity": "Why naive Bayes",
}
VIEW_HELP = "Open one more part of the lesson; click it again to close it."

# --------------------------------------------------------------------------- a second test
SECOND_INTRO = r"""
After a positive first test the posterior becomes the **prior** of the next one. In odds,
$O = p/(1-p)$, each update is one multiplication: posterior odds = prior odds × likelihood
ratio, where the likelihood ratio of a result $r$ is $p(r \mid D) / p(r \mid \bar D)$
(the tests are assumed independent given the condition).
"""
SENSITIVITY2_LABEL = "Second test: sensitivity"
SPECIFICITY2_LABEL = "Second test: specificity"
SECOND_LABEL = "Second result"
SECOND_RESULTS = {"positive": "positive +", "negative": "negative −"}
SAME_TEST_BUTTON = "Same sensitivity and specificity as the first test"
#: The update table: one column per test (names), one row per quantity (a phone shows three columns).
STEP_NAMES = {"first": "first test", "second": "second test"}
STEPS_ROWS = {
    "result": "result",
    "before": "$p(D)$ before",
    "odds_before": "odds before",
    "lr": "× likelihood ratio",
    "odds_after": "= odds after",
    "after": "$p(D)$ after",
}
#: *template*: ``first``, ``second`` (probabilities after each test).
SECOND_SUMMARY = (
    "The first test's posterior, {{first}}, is the second test's prior; after both the "
    "probability of the condition is **{{second}}**. Taking the tests in the other order "
    "gives the same answer: the likelihood ratios multiply, and multiplication ignores order."
)
SECOND_IMPOSSIBLE = (
    "These two results cannot happen together with these tests (their probability is 0), so "
    "there is no posterior after both. Change a result, a sensitivity or a specificity."
)
FIRST_IMPOSSIBLE = "A positive first result never happens with these settings: there is nothing to update."

# --------------------------------------------------------------------------- several classes
CLASSES_INTRO = r"""
With $K$ classes $c_1, \dots, c_K$ and an observation $x$ that takes a few values, Bayes'
rule gives each class a posterior $p(c \mid x) = p(x \mid c)\,p(c) / p(x)$, and the **MAP
classifier** picks the largest: $\hat y = \arg\max_c p(x \mid c)\,p(c)$ ($p(x)$ is the same
for every class). Type the prior and the likelihood table; numbers may use a point or a
comma, fractions such as 1/3 or percentages.
"""
PRIOR_LABEL = "Prior p(c): one number per class"
PRIOR_HELP = "Separate the numbers with spaces. They must sum to 1."
LIKELIHOOD_LABEL = "Likelihood p(x | c): one row per class, one column per value of x"
LIKELIHOOD_HELP = (
    "End each row with ; or a new line and separate numbers with spaces. Each row lists "
    "p(x | c) for every value of x, so it must sum to 1. At most 6 classes and 8 values."
)
TABLE_FIX = "Fix the table and the results come back; the rest of the page works meanwhile."
#: What each typed input is called in a message.
INPUT_NAMES = {
    "prior": "The prior",
    "likelihood": "The likelihood table",
    "counts": "The table of counts",
    "table": "The table of counts",
}
#: *templates*: ``row``, ``column`` (from 1). Where the trouble is, for ``where`` below.
WHERE_CELL = "row {{row}}, entry {{column}}"
WHERE_ENTRY = "entry {{column}}"
WHERE_ROW = "row {{row}}"
WHERE_CLASS = "class {{row}}"
#: Why a typed table cannot be used (keys: ``bayeslab.bayes_rule.TABLE_ERRORS``).
#: *templates*: ``name`` (one of INPUT_NAMES), ``where``, ``value``, ``limit``, ``total``.
TABLE_ERRORS = {
    "empty": "{{name}} is empty: type at least one number.",
    "not_a_number": "{{name}}: “{{value}}” ({{where}}) is not a number. Write 0.25, 0,25, 1/4 or 25%.",
    "division_by_zero": "{{name}}: “{{value}}” ({{where}}) divides by zero.",
    "ragged": "{{name}}: {{where}} has {{value}} entries but the first row has {{limit}}; every row needs one per value of x.",
    "too_many_rows": "{{name}} has {{value}} rows; at most {{limit}} fit here.",
    "too_many_columns": "{{name}}: {{value}} entries in one row; at most {{limit}} fit here.",
    "too_few_rows": "{{name}} needs at least {{limit}} rows, one per class; it has {{value}}.",
    "not_probability": "{{name}}: {{value}} ({{where}}) is not a probability between 0 and 1.",
    "not_count": "{{name}}: {{value}} ({{where}}) is not a whole number of records.",
    "too_large": "{{name}}: {{value}} ({{where}}) is more than {{limit}} records.",
    "prior_length": "The prior has {{value}} numbers but the likelihood table has {{limit}} rows, one per class.",
    "prior_sum": "The prior sums to {{total}}; the probabilities of all the classes must sum to 1.",
    "row_sum": "{{name}}: {{where}} sums to {{total}}; p(x | c) over all the values of x must sum to 1.",
    "no_records": "{{name}} holds no records at all.",
    "empty_class": "{{name}}: {{where}} has no records, so p(x | c) would be 0/0. Add records or a pseudo-count.",
}

#: *templates*: ``k`` / ``j`` (from 1). Symbols in tables (LaTeX) and in charts (plain).
CLASS_SYMBOL = "$c_{ {{k}} }$"
VALUE_SYMBOL = "$x_{ {{j}} }$"
CLASS_NAME = "c{{k}}"
VALUE_NAME = "x{{j}}"
INPUT_TABLE_HEADER = "class | $p(c)$"
POSTERIOR_TABLE_CORNER = "posterior"
EVIDENCE_ROW = "$p(x)$"
#: *template*: ``k``.
POSTERIOR_ROW = r"$p(c_{ {{k}} } \mid x)$"
DECISION_ROW = "MAP decision"
#: *template*: ``classes``.
TIE = "tie: {{classes}}"
IMPOSSIBLE_CELL = "impossible"
TABLE_CAPTION = (
    "Each column of the posterior sums to 1; the largest entry of each column (in bold) is "
    "the MAP decision. The row $p(x)$ is the law of total probability."
)
#: *template*: ``values``.
TIES_NOTE = (
    "A tie for {{values}}: two or more classes are equally probable there, and the MAP classifier "
    "cannot choose between them (the course notes count it as an error)."
)
#: *template*: ``classes``.
ZERO_PRIOR_NOTE = "{{classes}}: prior 0, so the posterior is 0 whatever x is."
#: *template*: ``classes``.
NEVER_CHOSEN_NOTE = "{{classes}}: the MAP decision for no value of x."
#: *template*: ``values``.
IMPOSSIBLE_NOTE = "{{values}}: probability 0 under every class, so no posterior and no decision."
ALL_IMPOSSIBLE = "No value of x can happen under these classes: there is nothing to classify."
POSTERIOR_CHART_TITLE = "p(c | x) for each value of x (outlined: the MAP decision)"
POSTERIOR_AXIS = "posterior p(c | x)"
LIST_JOIN = ", "

VARY_LABEL = "Move the prior of class"
VARY_HELP = "The other classes keep their proportions and share the rest of the probability."
#: *template*: ``k``.
VARY_CLAMPED = "There are only {{k}} classes: showing the last one."
#: *template*: ``k``, ``now``.
THRESHOLD_INTRO = (
    "**How one prior moves the decision.** Below, the prior of $c_{ {{k}} }$ runs from 0 to 1 "
    "while the other classes keep their proportions; each row is a value of x, coloured by the "
    "class the MAP classifier picks. The line marks today's prior, {{now}}."
)
#: *template*: ``k`` (the class), ``j`` (the value), ``t`` (the threshold), ``r`` (the rival).
THRESHOLD_ROW = r"$x_{ {{j}} }$: $c_{ {{k}} }$ wins once $p(c_{ {{k}} }) > {{t}}$; below that, $c_{ {{r}} }$."
#: *template*: ``k``, ``j``, ``t``, ``rivals`` (the classes tied below the threshold).
THRESHOLD_ROW_TIED = r"$x_{ {{j}} }$: $c_{ {{k}} }$ wins once $p(c_{ {{k}} }) > {{t}}$; below that, a tie of {{rivals}}."
THRESHOLD_NEVER = r"$x_{ {{j}} }$: $c_{ {{k}} }$ never wins, since $p(x_{ {{j}} } \mid c_{ {{k}} }) = 0$."
THRESHOLD_ALWAYS = r"$x_{ {{j}} }$: $c_{ {{k}} }$ wins at any prior above 0: no other class produces $x_{ {{j}} }$."
#: *template*: ``k``.
THRESHOLD_AXIS = "prior of c{{k}}"

# --------------------------------------------------------------------------- estimates from counts
COUNTS_INTRO = r"""
Where do the prior and the likelihood come from? From a labelled training table: with
$n$ records, $n_c$ of class $c$ and $n_{x \mid c}$ of them with value $x$, the course notes
estimate $\hat p(c) = n_c / n$ and $\hat p(x \mid c) = n_{x \mid c} / n_c$. A pseudo-count
$\alpha$ adds $\alpha$ imagined records to every cell first.
"""
COUNTS_LABEL = "Records per class (rows) and value of x (columns)"
COUNTS_HELP = "Whole numbers; end each row with ; or a new line. At most 6 classes and 8 values."
ALPHA_LABEL = "Pseudo-count α"
ALPHA_HELP = "Added to every cell before estimating; 1 is Laplace's add-one smoothing, 0 the plain relative frequencies."
COUNTS_TABLE_HEADER = r"class | records $n_c$ | $\hat p(c)$"
#: The corner of the likelihood table (a class per row, a value of x per column).
LIKELIHOOD_TABLE_CORNER = r"$\hat p(x \mid c)$"
#: *template*: ``top``, ``bottom``, ``value``. One estimate as a fraction and a number.
FRACTION = "{{top}}/{{bottom}} = {{value}}"
#: *template*: ``n``.
COUNTS_TOTAL = "{{n}} records in all."
#: *template*: ``cells``.
ZERO_CELLS_NOTE = (
    "Zero counts ({{cells}}): those values never occurred with those classes, so their "
    "estimated likelihood is 0, and seeing such a value rules the class out whatever else is "
    "known. With a small training table that is overfitting; a pseudo-count α > 0 keeps every "
    "value possible."
)
#: *template*: ``value``, ``k``. One zero cell.
ZERO_CELL = "x{{value}} in c{{k}}"
USE_ESTIMATES = "Use these estimates in the MAP table"

# --------------------------------------------------------------------------- complexity
COMPLEXITY_INTRO = r"""
Why not always store the whole joint table? With $D$ binary features and two classes,
$p(c, x_1, \dots, x_D)$ has $2^{D+1}$ cells that sum to 1: $2^{D+1} - 1$ parameters, and
each cell needs training records of its own. Naive Bayes assumes the features are
independent given the class, $p(x \mid c) = \prod_j p(x_j \mid c)$: one prior and one
$p(x_j = 1 \mid c)$ per feature and class, $2D + 1$ parameters.
"""
FEATURES_LABEL = "Number of binary features D"
#: *template*: ``d``, ``full``, ``naive``.
COMPLEXITY_NOW = "With $D = {{d}}$: the full joint has **{{full}}** parameters, naive Bayes **{{naive}}**."
COMPLEXITY_SERIES = {"full_joint": "full joint, 2^(D+1) − 1", "naive_bayes": "naive Bayes, 2D + 1"}
COMPLEXITY_X = "D, number of binary features"
COMPLEXITY_Y = "parameters (log scale)"
SPAM_LINK = "Naive Bayes at work: the spam filter"
