"""Words of the Gaussian classifiers page (``views/gaussian_classifiers.py``), English.

Templates use ``{{name}}`` placeholders (``Template.fill``); single braces are LaTeX.
Dicts are keyed by language-independent keys: URL values, class keys (a, b, c), model
keys (naive, shared, full, logistic), core results (singular-covariance reasons,
logistic regression's status). Words only: the page picks the sentence by the core's
result.
"""

# --------------------------------------------------------------------------- navigation and home card
NAV_TITLE = "Gaussian classifiers"
CARD_TITLE = "Gaussian classifiers"
CARD_LESSON = (
    "Continuous features, one Gaussian per class. Slide a prior and watch the threshold move; "
    "see what naive, shared and full covariances do to the boundary, and how logistic "
    "regression compares."
)

HEADER = r"""
# Gaussian classifiers

A **generative** classifier describes how each class produces its features — here a Gaussian
density $p(\mathbf x \mid c) = \mathcal N(\mathbf x \mid \boldsymbol\mu_c, \Sigma_c)$ — and how common
each class is, the prior $\pi_c$; Bayes' rule turns the two into $p(c \mid \mathbf x)$. A
**discriminative** classifier, logistic regression, fits $p(c \mid \mathbf x)$ directly.
"""

VIEW_LABEL = "Part of the page"
VIEWS = {
    "one": "One feature",
    "two": "Two features",
    "versus": "Generative vs discriminative",
}

# --------------------------------------------------------------------------- one feature
CLASSES_LABEL = "Classes"
CLASSES = {"two": "Two", "three": "Three"}
#: Legend and sentence names of the classes of the one- and two-feature simulations.
CLASS_NAMES = {"a": "class A", "b": "class B", "c": "class C"}
MEAN_LABELS = {"a": r"Mean $\mu_A$", "b": r"Mean $\mu_B$", "c": r"Mean $\mu_C$"}
SD_LABELS = {"a": r"SD $\sigma_A$", "b": r"SD $\sigma_B$", "c": r"SD $\sigma_C$"}
SD_HELP = "Standard deviation: how wide the class's bell curve is."
PRIOR_LABELS = {"a": r"Prior $\pi_A$", "b": r"Prior $\pi_B$"}
PRIOR_HELP = "How common the class is before x is seen. The priors of all classes sum to 1."
#: *template*: ``pi_b``.
PRIOR_B_IS_THE_REST = r"$\pi_B = 1 - \pi_A = {{pi_b}}$"
#: *template*: ``pi_c``.
PRIOR_C_IS_THE_REST = r"$\pi_C = 1 - \pi_A - \pi_B = {{pi_c}}$"
PRIORS_FIX = r"With three classes, $\pi_A + \pi_B$ must stay below 1 so that $\pi_C > 0$: lower one of them."

ONE_INTRO = r"""
With one feature $x$ each class has a bell curve $\mathcal N(x \mid \mu_c, \sigma_c^2)$ and a prior $\pi_c$.
The Bayes classifier picks the class whose **weighted curve** $\pi_c\,\mathcal N(x \mid \mu_c, \sigma_c^2)$
is highest at $x$ (top chart, shaded by the winner). Dividing each weighted curve by their sum gives the
posterior (bottom chart):

$$p(c \mid x) = \frac{\pi_c\,\mathcal N(x \mid \mu_c, \sigma_c^2)}{\sum_k \pi_k\,\mathcal N(x \mid \mu_k, \sigma_k^2)}.$$

A decision threshold is where the highest curve changes: two weighted curves cross there, and the
posteriors of those two classes are equal.
"""

CURVES_Y_TITLE = "prior × density, π · N(x | μ, σ²)"
POSTERIOR_Y_TITLE = "p(c | x)"
X_TITLE = "x"
#: *template*: ``x``. Written beside each threshold line.
THRESHOLD_MARK = "x* = {{x}}"

#: *template*: ``mid``, ``shift``, ``x``. Two classes with one standard deviation.
THRESHOLD_LINEAR = r"""
**Equal standard deviations: one threshold, in closed form.** In the log ratio of the two weighted curves
the $x^2$ terms cancel, so it is a straight line in $x$ with one root:

$$x^* = \frac{\mu_A + \mu_B}{2} + \frac{\sigma^2 \ln(\pi_A / \pi_B)}{\mu_B - \mu_A} = {{mid}} + ({{shift}}) = {{x}}.$$

With equal priors $x^*$ sits halfway between the means. Raising $\pi_A$ moves it towards $\mu_B$:
class A's region grows. Move a prior and watch the dashed line slide.
"""
#: *template*: ``winner``. Two classes with the same mean and standard deviation.
SAME_SHAPE = r"""
**Same mean, same standard deviation.** The two weighted curves differ only by their priors, so one lies
above the other everywhere: the classifier picks {{winner}} at every $x$.
"""
#: *template*: ``t1``, ``t2``, ``outer``, ``inner``. Two classes, unequal standard deviations.
TWO_THRESHOLDS = r"""
**Unequal standard deviations: two thresholds.** The $x^2$ terms no longer cancel: the log ratio is a
parabola in $x$, and its two roots are the thresholds $x^* = {{t1}}$ and $x^* = {{t2}}$. The wider class,
{{outer}}, wins on both sides — far from the means its curve falls off more slowly — and {{inner}} wins
between them.
"""
#: *template*: ``winner``. Two classes, unequal standard deviations, no root.
NO_THRESHOLD = r"""
**Unequal standard deviations, no threshold.** The log ratio is a parabola in $x$ that never crosses zero:
{{winner}} has the higher weighted curve at every $x$, and the other class is never chosen.
"""
#: *template*: ``regions``. Three classes.
THREE_CLASSES = r"""
**Three classes.** Every pair of weighted curves may cross; the thresholds are the crossings where the
highest curve changes. The classifier picks {{regions}}.
"""
#: *template*: ``regions``. Added under the two-class explanations.
DECISION = r"The classifier picks {{regions}}."
#: Pieces of the list of regions: *templates* with ``name``, ``low``, ``high``.
REGION_ALL = "{{name}} everywhere"
REGION_LEFT = "{{name}} for $x < {{high}}$"
REGION_MIDDLE = "{{name}} for ${{low}} < x < {{high}}$"
REGION_RIGHT = "{{name}} for $x > {{low}}$"
REGION_SEPARATOR = "; "
#: *template*: ``first``, ``second``.
TIE = "{{first}} and {{second}} have the same mean, standard deviation and prior: they tie wherever they win (the chart shows {{first}})."
OUTSIDE = "Some thresholds lie outside the plotted range (−8 to 8); their values are given above."

# --------------------------------------------------------------------------- two features: data
DATA_LABEL = "Data"
DATA = {"simulate": "Simulated", "iris": "Iris flowers"}
MEAN_SLIDERS = {
    "a_x1": r"Class A: mean of $x_1$",
    "a_x2": r"Class A: mean of $x_2$",
    "b_x1": r"Class B: mean of $x_1$",
    "b_x2": r"Class B: mean of $x_2$",
}
SHAPE_LABEL = "Covariance of the classes"
SHAPES = {"spherical": "Spherical", "axis": "Axis-aligned", "tilted": "Tilted"}
SHAPE_HELP = (
    "Spherical: round clouds. Axis-aligned: elongated along x₁ (standard deviations 1.5s and 0.6s), "
    "the features independent within a class — what naive Bayes assumes. Tilted: the same ellipse "
    "turned, so the features are correlated."
)
ANGLE_LABEL = "Tilt (degrees)"
SAME_LABEL = "Same covariance for both classes"
SAME_HELP = (
    "On: one covariance matrix for both classes (what LDA assumes). Off: class B is twice as spread "
    "(spherical), has its axes swapped (axis-aligned) or the opposite tilt (tilted)."
)
SPREAD_LABEL = "Spread $s$"
SPREAD_HELP = "Scales every standard deviation of both classes."
N_LABEL = "Training points per class"
SEED_LABEL = "Seed"
SEED_HELP = "Which random draw (or, for the iris data, which split into training and test flowers). Part of the link."
SPECIES_LABEL = "Species"
SPECIES = {"versicolor_virginica": "Versicolor and virginica", "setosa_versicolor": "Setosa and versicolor"}
MEASURE_LABEL = "Measurements"
MEASURES = {"petal": "Petal length and width", "sepal": "Sepal length and width"}
#: Legend names of the iris species.
SPECIES_NAMES = {"setosa": "Iris setosa", "versicolor": "Iris versicolor", "virginica": "Iris virginica"}
#: Axis titles of the features.
FEATURE_TITLES = {
    "x1": "x₁",
    "x2": "x₂",
    "sepal_length_cm": "sepal length (cm)",
    "sepal_width_cm": "sepal width (cm)",
    "petal_length_cm": "petal length (cm)",
    "petal_width_cm": "petal width (cm)",
}
#: *template*: ``n``, ``n_test``.
SIMULATED_SOURCE = (
    "{{n}} training points per class drawn from the two Gaussians set above, and {{n_test}} test points "
    "per class drawn afresh from the same Gaussians."
)
#: *template*: ``n_train``, ``n_test``.
IRIS_SOURCE = (
    "Fisher's iris data: 50 flowers of each species, measured by Edgar Anderson (1935) and published by "
    "R. A. Fisher, “The use of multiple measurements in taxonomic problems”, Ann. Eugen. 7(2), 179–188, 1936 "
    "(public domain). {{n_train}} flowers of each species train the models and {{n_test}} test them "
    "(a random split, set by the seed)."
)

# --------------------------------------------------------------------------- two features: display
MODEL_LABEL = "Shading and contours of"
MODELS = {
    "naive": "Naive Bayes",
    "shared": "Shared Σ (LDA)",
    "full": "Full Σ (QDA)",
    "logistic": "Logistic regression",
}
#: Short model names for legends and tables.
MODEL_SHORT = {"naive": "naive Bayes", "shared": "LDA", "full": "QDA", "logistic": "logistic regression"}
BOUNDARIES_LABEL = "All four decision boundaries"
ELLIPSES_LABEL = "Covariance ellipses"
#: *template*: ``b``. Title of the shading's colour bar.
P_TITLE = "p({{b}} | x)"
SD_TAGS = {"1": "1 sd", "2": "2 sd"}

#: *template*: ``model``, ``b``.
SHADING_NOTE = r"""
**Reading the chart.** The shading is $p(\text{ {{b}} } \mid \mathbf x)$ under {{model}}; its thin lines
mark where that probability is 0.1, 0.25, 0.75 and 0.9, and the thick line where it is 0.5 — the decision
boundary. The other models' boundaries are drawn in their own colours (logistic regression dashed).
"""
#: *template*: ``model``, ``p1``, ``p2``.
ELLIPSES_NOTE = r"""
**Ellipses.** Each class's Gaussian as {{model}} fitted it, drawn as two contours of its density: the points
at Mahalanobis distance 1 and 2 from the class mean ("1 sd" and "2 sd"). In two dimensions the region inside
holds {{p1}} % and {{p2}} % of that Gaussian's probability — not the 68 % and 95 % of one dimension. They show
how the class spreads its points, not how uncertain its mean is.
"""
LOGISTIC_NO_ELLIPSES = r"Logistic regression describes only $p(c \mid \mathbf x)$, not how each class spreads its points: it has no ellipses to draw."

#: Assumption of each model about the class covariances.
ASSUMES = {
    "naive": r"diagonal $\Sigma_c$ per class",
    "shared": r"one $\Sigma$ for both classes",
    "full": r"any $\Sigma_c$ per class",
    "logistic": r"only $p(c \mid \mathbf x) = \sigma(\mathbf w^\top \mathbf x + w_0)$",
}
#: Header of the scores table (Markdown); ``{{rows}}`` are SCORES_ROW lines.
SCORES_TABLE = """
Scores on the training points / on the test points:

| model | parameters | accuracy | log-loss |
|---|--:|--:|--:|
{{rows}}
"""
#: *template*: ``model``, ``params``, ``train_acc``, ``test_acc``, ``train_ll``, ``test_ll``.
SCORES_ROW = "| {{model}} | {{params}} | {{train_acc}} / {{test_acc}} | {{train_ll}} / {{test_ll}} |"
#: *template*: ``model``, ``params``. A model that could not be fitted.
SCORES_ROW_MISSING = "| {{model}} | {{params}} | — | — |"
#: *template*: ``model``, ``assumes``: one item of the list of assumptions.
ASSUMPTION = "{{model}}: {{assumes}}"
#: *template*: ``assumptions`` (ASSUMPTION items), ``naive``, ``shared``, ``full``, ``logistic``.
PARAMETERS_NOTE = r"""
:small[What each model assumes — {{assumptions}}. Parameters with $C = 2$ classes and $D = 2$ features, counted as on the slides: naive Bayes
$2CD + C - 1 = {{naive}}$, shared covariance $CD + D(D+1)/2 + C - 1 = {{shared}}$, full covariance
$CD + C\,D(D+1)/2 + C - 1 = {{full}}$; logistic regression $D + 1 = {{logistic}}$. Covariances are
maximum-likelihood estimates (divided by $N_c$). The log-loss is $-\frac1n \sum_i \ln p(y_i \mid \mathbf x_i)$
in nats: lower is better, and a confident wrong answer costs a lot.]
"""

#: Why a Gaussian model could not be fitted (``SingularCovarianceError.reason``): *templates* with
#: ``model``, ``cls`` (a class name, or POOLED), ``n`` (its points), ``feature`` (a feature title).
SINGULAR = {
    "constant_feature": (
        "{{model}} cannot be fitted: {{feature}} takes a single value within {{cls}}, so its variance is 0 "
        "and the Gaussian has no density. Add points or change the data."
    ),
    "too_few_points": (
        "{{model}} cannot be fitted: {{cls}} has {{n}} points, and a full 2 × 2 covariance needs at least 3 "
        "(two points always lie on one line). Add training points per class."
    ),
    "collinear": (
        "{{model}} cannot be fitted: within {{cls}} the two features lie on a straight line, so the "
        "covariance matrix cannot be inverted."
    ),
}
POOLED = "the pooled data of both classes"
#: Why logistic regression has no estimate (``GLMFit.status``, or "dependent").
LOGISTIC_STATUS = {
    "separation": r"""
**Logistic regression: the maximum-likelihood estimate does not exist.** A straight line separates the two
training classes perfectly, so the likelihood keeps growing as the weights grow without bound: no finite
$\mathbf w$ maximises it. The page draws no boundary for it rather than show the huge numbers Newton's
method had reached. (The Gaussian models still fit: means and covariances exist. A penalty on $\mathbf w$,
as in a prior, would also give a finite answer.)
""",
    "max_iter": "**Logistic regression did not converge** within Newton's iteration limit: no estimate is shown.",
    "divergence": "**Logistic regression: the maximum-likelihood estimate does not exist** (the fit diverged).",
    "dependent": (
        "**Logistic regression has no unique estimate:** the two features are linearly dependent in the "
        "training data."
    ),
}
#: *template*: ``model``. The model chosen for the shading has no estimate.
NO_SHADING = "{{model}} has no estimate on these data, so nothing is shaded."

# --------------------------------------------------------------------------- generative vs discriminative
VERSUS_INTRO = r"""
With one covariance matrix shared by both classes, LDA's posterior has exactly the form of logistic
regression (Bishop, *PRML*, eq. 4.65–4.67):

$$p(B \mid \mathbf x) = \sigma(\mathbf w^\top \mathbf x + w_0), \qquad \mathbf w = \Sigma^{-1}(\boldsymbol\mu_B - \boldsymbol\mu_A).$$

Same form, different ways of choosing $\mathbf w$: LDA computes it from the class means and the covariance
(it models the features), logistic regression maximises the likelihood of the labels given the features
(it models nothing else). Above, both are fitted to the data chosen on the left (the same as in *Two features*).
"""
#: Header and rows of the weights table (Markdown).
WEIGHTS_TABLE = """
| | $w_1$ | $w_2$ | $w_0$ |
|---|--:|--:|--:|
{{rows}}
"""
#: *template*: ``model``, ``w1``, ``w2``, ``w0``.
WEIGHTS_ROW = "| {{model}} | {{w1}} | {{w2}} | {{w0}} |"
WEIGHTS_LDA = r"LDA: $\Sigma^{-1}(\boldsymbol\mu_B - \boldsymbol\mu_A)$"
WEIGHTS_LOGISTIC = "logistic regression (maximum likelihood)"
NO_ESTIMATE = "no estimate"
WEIGHTS_NOTE = r"""
:small[When the classes really are Gaussian with one covariance, both estimate the same $\mathbf w$, and the two
rows come closer as the training points grow; otherwise they aim at different targets. The chart shows both
models' contours at 0.1, 0.5 and 0.9.]
"""

CURVE_HEADER = "#### Learning curves: which needs fewer points? (Ng & Jordan, 2002)"
CURVE_INTRO = r"""
Ng and Jordan compared a generative and a discriminative classifier of the same form as the training set
grows: the generative one approaches its best score with far fewer points, but if its assumptions are wrong
the discriminative one ends lower. Here many training sets of each size $m$ are drawn ({{repeats}} per size,
half of each class), naive Bayes, LDA and logistic regression are fitted by maximum likelihood, and each is
scored by its log-loss on {{n_test}} fresh test points. The curves are computed once, with a fixed seed.
"""
TRUTH_LABEL = "Data"
TRUTHS = {
    "gaussian": "Gaussian classes (the generative assumptions hold)",
    "heavy_tails": "Heavy-tailed features (they do not)",
}
TRUTH_EXPLAIN = {
    "gaussian": r"""
Each class is a Gaussian with the same diagonal covariance: what naive Bayes assumes, and what LDA assumes,
and the posterior is exactly logistic — all three models are right, and all three aim at the same answer.
""",
    "heavy_tails": r"""
Every feature follows Student's $t$ with 2 degrees of freedom (now and then a huge value), and the label is
drawn from $p(B \mid \mathbf x) = \sigma(\mathbf w^\top \mathbf x)$: logistic regression's model is exactly
true, while no class is Gaussian.
""",
}
FEATURES_LABEL = "Features"
FEATURES = {"2": "2 features", "10": "10 features"}
CURVE_X_TITLE = "training points m (log scale)"
CURVE_Y_TITLE = "mean test log-loss (nats, log scale)"
CURVE_MODELS = {"naive": "naive Bayes", "shared": "LDA", "logistic": "logistic regression"}
CURVE_SPINNER = "Fitting the three models to a few hundred training sets (once)…"

#: What the curves show, from the learning curve's named results. *templates*.
CURVE_SMALLEST = "With the fewest points ($m = {{m}}$), {{best}} has the lowest test log-loss of the models that could be fitted."
CURVE_FIRST = "At the smallest size where all three could be fitted on every training set ($m = {{m}}$), {{best}} has the lowest test log-loss."
CURVE_LAST = "At $m = {{m}}$, the largest size, {{best}} is lowest, and the three curves span {{gap}} nats."
#: *templates* with ``m``: logistic regression is the lowest curve from m on (per scenario).
CURVE_LOGISTIC_FROM = {
    "gaussian": "Logistic regression has the lowest curve from $m = {{m}}$ on, by a hair: all three aim at the same answer here.",
    "heavy_tails": "Logistic regression has the lowest curve from $m = {{m}}$ on: with enough points the model that assumes less ends ahead, because here the Gaussian assumption is wrong.",
}
#: Logistic regression is never the lowest curve (per scenario).
CURVE_LOGISTIC_NEVER = {
    "gaussian": "Logistic regression is never the lowest on these sizes: when the generative assumptions are true, making them costs nothing and saves points.",
    "heavy_tails": "Logistic regression is never the lowest on these sizes: it would need more points to pass the Gaussian models.",
}
CURVE_MISSING = "Up to $m = {{m}}$ a line separated the classes of some training sets, so logistic regression's MLE did not exist there and its curve starts later; the Gaussian models always give an answer."
CURVE_OVERCONFIDENT = "With few points the Gaussian models underestimate their variances and become overconfident; the log-loss punishes that, so every curve starts high."

# --------------------------------------------------------------------------- predict, then reveal
#: Two features: asked before the table's test columns are shown.
GUESS_ERRORS = "Which model will misclassify the fewest test points (the lowest test error)?"
#: *template*: ``names`` (joined by NAMES_JOIN), ``error`` (per cent). The answer, by how many models share it.
GUESS_ERRORS_ANSWER = {
    "one": "{{names}}, with a test error of {{error}} %",
    "many": "{{names}}, a tie, with a test error of {{error}} %",
}
NAMES_JOIN = " and "
#: Stands in the table for a test score while a guess about it is open.
HIDDEN = "?"
#: *template*: ``m``. Generative vs discriminative: asked before the learning curves are drawn.
GUESS_CURVE = "With $m = {{m}}$ training points, the largest size here, which model will have the lowest mean test log-loss?"
#: *template*: ``best``, ``ll``.
GUESS_CURVE_ANSWER = "{{best}}, with a mean test log-loss of {{ll}} nats"
