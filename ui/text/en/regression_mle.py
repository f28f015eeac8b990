"""Words of the maximum-likelihood regression page (``views/regression_mle.py``), English.

Templates use ``{{name}}`` placeholders; single braces are LaTeX. Dicts are keyed by
language-independent keys (families, data sets, problems, panels).
"""

# --------------------------------------------------------------------------- navigation and home card
NAV_TITLE = "Regression by maximum likelihood"
CARD_TITLE = "Regression by maximum likelihood"
CARD_LESSON = (
    "A regression model is a distribution of y at each x. Fit Gaussian, logistic and Poisson "
    "regression by maximising the likelihood, and watch Newton's method climb to the top."
)

TITLE = "Regression by maximum likelihood"
#: Under the two charts: what the page is about.
INTRO = r"""
A regression model says how $y$ is distributed at each $x$: $p(y \mid x, b)$. The input enters
through a line, $\eta = b_0 + b_1 x$; a *transfer function* turns it into the mean of $y$; a
*family* of distributions spreads $y$ around that mean. Maximum likelihood picks the $b_0, b_1$
under which the observed $y$ are most probable.
"""

# --------------------------------------------------------------------------- controls
FAMILY_LABEL = "Distribution of y given x"
FAMILIES = {
    "gaussian": "Gaussian",
    "bernoulli": "Bernoulli",
    "poisson": "Poisson",
}
FAMILY_HELP = (
    "Gaussian: y is a real number, mean b₀ + b₁x. Bernoulli: y is 0 or 1, probability "
    "1/(1 + e^−(b₀ + b₁x)). Poisson: y is a count, mean e^(b₀ + b₁x)."
)
DATA_LABEL = "Data"
DATASETS = {
    "challenger": "Challenger O-rings (23 launches)",
    "hours": "Hours studied (20 students)",
    "kicks": "Horse-kick deaths (280 corps-years)",
    "simulate": "Simulated from the model",
    "typed": "Type points",
    "upload": "Upload a file",
}
N_LABEL = "Points"
INTERCEPT_LABEL = "True intercept b₀"
SLOPE_LABEL = "True slope b₁"
NOISE_LABEL = "Noise σ (Gaussian)"
SEED_LABEL = "Seed"
POINTS_LABEL = "Points, one per line: x and y"
POINTS_HELP = (
    "Separate x and y by a comma, a space, a semicolon or a tab; decimal commas work with a space, "
    "semicolon or tab. Try 1 0 / 2 0 / 3 1 / 4 1 with the Bernoulli family: a threshold splits the "
    "0s from the 1s."
)
POINTS_DEFAULT = "1, 0\n2, 0\n3, 1\n4, 0\n5, 1\n6, 1"
UPLOAD_LABEL = "A CSV or TSV file with two columns, x and y (a header line is fine)"
UPLOAD_HELP = "Up to 5,000 rows and 1 MB. The file stays in this session; it is not stored."
UPLOAD_PROMPT = "Choose a file to fit: two columns, x and y, one point per row."
UPLOAD_NOT_TEXT = "This file is not plain text (UTF-8). Save it as CSV and upload it again."
CENTRE_LABEL = "Centre x"
CENTRE_HELP = (
    "Subtract the mean of x before fitting. The slope stays the same; the intercept becomes the "
    "linear predictor at the mean x, and the surface turns from a thin diagonal ridge into a round hill."
)

# --------------------------------------------------------------------------- data sets
#: Axis titles per data set: (x, y).
AXES = {
    "challenger": ("launch temperature (°F)", "O-ring damage (1 = yes)"),
    "hours": ("hours studied", "passed (1 = yes)"),
    "kicks": ("years since 1875", "deaths in one corps that year"),
    "simulate": ("x", "y"),
    "typed": ("x", "y"),
    "upload": ("x", "y"),
}
SOURCES = {
    "challenger": (
        "23 Space Shuttle launches before the Challenger accident (January 1986): temperature at "
        "launch and whether any field-joint O-ring showed heat damage. Dalal, Fowlkes and Hoadley, "
        "*JASA* 84 (1989), table 1, from the Presidential Commission's report (a US Government work, "
        "public domain). R's `glm` gives $b_0 = 15.0429$, $b_1 = -0.2322$ per °F."
    ),
    "hours": (
        "The classic teaching example of logistic regression: 20 students, hours studied and whether "
        "they passed (invented data). English Wikipedia, “Logistic regression”, CC BY-SA 4.0. The "
        "article gives $b_0 = -4.0777$, $b_1 = 1.5046$ per hour."
    ),
    "kicks": (
        "Soldiers killed by a horse or mule kick in 14 corps of the Prussian army, 1875–1894: "
        "L. von Bortkiewicz, *Das Gesetz der kleinen Zahlen* (1898), the classic Poisson data; public "
        "domain. Each dot is a corps in a year (bigger where several share a value)."
    ),
}
#: *templates* per family: ``n``, ``b0``, ``b1`` (and ``sigma`` for the Gaussian).
SIM_CAPTION = {
    "gaussian": (
        "{{n}} points, x uniform on [−2, 2], y = {{b0}} + {{b1}}·x + Gaussian noise with σ = {{sigma}}. "
        "Compare the estimates below with these true values."
    ),
    "bernoulli": (
        "{{n}} points, x uniform on [−2, 2], y = 1 with probability 1/(1 + e^−({{b0}} + {{b1}}·x)). "
        "Compare the estimates below with these true values."
    ),
    "poisson": (
        "{{n}} points, x uniform on [−2, 2], y a Poisson count with mean e^({{b0}} + {{b1}}·x). "
        "Compare the estimates below with these true values."
    ),
}

# --------------------------------------------------------------------------- problems with the data
#: Why typed, uploaded or chosen data cannot be fitted (``bayeslab.datasets.TableError``, ``bayeslab.glm.DataError``).
#: *templates*: ``line``, ``point``, ``value`` where the sentence uses them.
PROBLEMS = {
    "empty": "No points found. Write one point per line: x and y, apart by a comma, a space, a semicolon or a tab.",
    "columns": "Line {{line}} ({{value}}) must hold two values, x and y.",
    "number": "Line {{line}}: “{{value}}” is not a number.",
    "too_many": "The table holds more than {{value}} points: use fewer.",
    "too_few": "At least 2 points are needed to fit an intercept and a slope.",
    "same_x": "Every x is {{value}}, so the slope cannot be estimated: use at least two different x.",
    "not_binary": (
        "Point {{point}} has y = {{value}}, but the Bernoulli family needs y = 0 or 1. Choose the "
        "Gaussian or Poisson family, or change the data."
    ),
    "not_count": (
        "Point {{point}} has y = {{value}}, but the Poisson family needs whole counts 0, 1, 2, … "
        "Choose the Gaussian family, or change the data."
    ),
    "exact_line": (
        "The points lie exactly on a line: the Gaussian noise variance would be 0 and the likelihood "
        "would grow without bound. Add a point off the line."
    ),
}
SIM_FIX = "Choose a smaller true intercept or slope."

# --------------------------------------------------------------------------- results
#: *template*: ``b0``, ``se0``, ``ci0``, ``b1``, ``se1``, ``ci1``.
COEF_TABLE = r"""
| | estimate | standard error | 95 % Wald interval |
|---|---|---|---|
| intercept $b_0$ | **{{b0}}** | {{se0}} | {{ci0}} |
| slope $b_1$ | **{{b1}}** | {{se1}} | {{ci1}} |
"""
#: *template*: ``low``, ``high``.
INTERVAL = "[{{low}}, {{high}}]"
#: *templates*: ``loglik``, ``steps``, ``path`` (the log-likelihood at the start and after each step);
#: "one" when Newton's method took a single step (the Gaussian family always does).
FIT_SUMMARY = {
    "one": (
        r"Largest log-likelihood $\ell(\hat b) = {{loglik}}$, reached by Newton's method in one step: "
        r"$\ell$ = {{path}}."
    ),
    "many": (
        r"Largest log-likelihood $\ell(\hat b) = {{loglik}}$, reached by Newton's method in {{steps}} steps: "
        r"$\ell$ = {{path}}."
    ),
}
#: *template*: ``sigma2``, ``sigma``.
SIGMA_NOTE = r"Noise variance $\hat\sigma^2 = \mathrm{RSS}/N = {{sigma2}}$ (so $\hat\sigma = {{sigma}}$)."
#: *template*: ``mean`` (the mean of x).
CENTRED_NOTE = (
    r"x is centred: $b_0$ is the linear predictor at the mean, x = {{mean}}; the slope is the same as "
    r"without centring."
)
SE_NOTE = r"""
:small[Standard errors: square roots of the diagonal of $\bigl(-\nabla^2\ell(\hat b)\bigr)^{-1}$, the
inverse curvature of the log-likelihood at its top (Gaussian family: with $\hat\sigma^2 = \mathrm{RSS}/N$;
R and statsmodels divide by $N - 2$). The Wald interval $\hat b \pm 1.96\,\mathrm{se}$ trusts the
surface to be a quadratic near its top: a sharp top gives a narrow interval.]
"""
#: *template*: ``p`` (fitted probability of damage at 31 °F).
CHALLENGER_NOTE = (
    "Challenger was launched at 31 °F, 22 degrees below the coldest launch in these data. The fitted "
    "model gives a probability of O-ring damage of {{p}} there — an extrapolation far outside the data, "
    "but a warning that was available before the launch."
)

# --------------------------------------------------------------------------- predict, then reveal
GUESS_DAMAGE = (
    "Challenger was launched at 31 °F, colder than any launch in these data. What probability of "
    "O-ring damage will the fitted model give there?"
)
#: *template*: ``p`` (a probability in per cent).
PERCENT = "{{p}} %"
GUESS_SLOPE = (
    "Look at the data. Which way will the fitted slope $b_1$ go: clearly up, clearly down, or can't "
    "tell (its 95 % interval holds 0)?"
)
#: The answers, by the sign of the slope that its Wald interval supports (short: they sit side by side).
SLOPE_OPTIONS = {
    "up": "Up",
    "down": "Down",
    "unclear": "Can't tell",
}
DATA_ONLY_CAPTION = "Dots: the data (bigger where several points share a value). The fitted model shows after the reveal."

PREDICT_TITLE = "**The fitted model at a few x** (the sideways bars or curves of the chart):"
#: Table head per family.
PREDICT_HEAD = {
    "gaussian": "| x | mean $b_0 + b_1 x$ | 95 % of y between |\n|---|---|---|",
    "bernoulli": "| x | $p(y = 1 \\mid x)$ | $p(y = 0 \\mid x)$ |\n|---|---|---|",
    "poisson": "| x | mean $e^{b_0 + b_1 x}$ | $p(y = 0 \\mid x)$ |\n|---|---|---|",
}
#: *templates* per family: ``x``, ``mean``, ``other`` (the third column).
PREDICT_ROW = {
    "gaussian": "| {{x}} | {{mean}} | {{other}} |",
    "bernoulli": "| {{x}} | {{mean}} | {{other}} |",
    "poisson": "| {{x}} | {{mean}} | {{other}} |",
}

#: Why there is no estimate (``GLMFit.status``). *templates*: ``steps``.
NO_MLE = {
    "separation": (
        "**The maximum-likelihood estimate does not exist.** A threshold on x splits the 0s from the 1s, "
        "so a steeper and steeper logistic curve fits the data better and better: the likelihood keeps "
        "rising as the slope runs off to infinity. Newton's method was stopped after {{steps}} steps; the "
        "chart shows its curves getting steeper. No estimate, standard error or interval exists to show. "
        "A prior on the slope (the Bayesian pages) gives a finite answer."
    ),
    "divergence": (
        "**The maximum-likelihood estimate does not exist.** The zero counts can be fitted only by a mean "
        "that falls to 0, which needs coefficients that grow without bound: the likelihood keeps rising "
        "along that direction. Newton's method was stopped after {{steps}} steps. No estimate, standard "
        "error or interval exists to show."
    ),
    "max_iter": (
        "**Newton's method did not converge** in {{steps}} steps, so no estimate is shown."
    ),
}

# --------------------------------------------------------------------------- charts
MLE_CHART = {
    "data": "data",
    "mean": "fitted mean",
    "band": "95 % of y",
    "bumps": "p(y | x) at a few x",
    "count": "points here",
    "path": "mean curve at each Newton step",
    "probability": "p(y | x)",
}
#: How the sideways drawing reads, per family.
CHART_CAPTION = {
    "gaussian": (
        "Dots: the data. Line: the fitted mean. At a few x, drawn sideways: the Gaussian density of y "
        "there, $\\mathcal{N}(b_0 + b_1 x, \\hat\\sigma^2)$ — the same bump at every x; the band holds 95 % of it."
    ),
    "bernoulli": (
        "Dots: the data (bigger where several points share a value). Line: the fitted probability "
        "$p(y = 1 \\mid x)$. At a few x, drawn sideways: two bars, the probabilities of y = 1 and y = 0 "
        "(a bar as long as the gap between two of them means probability 1)."
    ),
    "poisson": (
        "Dots: the data (bigger where several points share a value). Line: the fitted mean. At a few x, "
        "drawn sideways: the Poisson probability of each count; the band holds at least 95 % of y."
    ),
}
NO_FIT_CAPTION = "Dots: the data. Lines: the fitted curve after each Newton step, darker as the steps go on."
SURFACE_CHART = {
    "intercept": "intercept b₀",
    "slope": "slope b₁",
    "level": "ℓ − largest ℓ",
    "path": "Newton's iterates",
    "mle": "maximum (MLE)",
    "step": "step",
    "loglik": "log-likelihood ℓ",
}
SURFACE_CAPTION = (
    "The log-likelihood $\\ell(b_0, b_1)$, in bands ½, 2, 4½, 8 and 12½ below its top (1 to 5 standard "
    "errors on a quadratic surface). Blue: Newton's iterates, from the start {{start}} to the top."
)
NO_MAX_SURFACE_CAPTION = (
    "The log-likelihood $\\ell(b_0, b_1)$ in bands below the largest value on this grid: it keeps "
    "rising towards the edge, and Newton's iterates (blue) follow it out."
)
#: *template*: ``b0``, ``b1``.
POINT = "({{b0}}, {{b1}})"

# --------------------------------------------------------------------------- panels
VIEW_LABEL = "More"
VIEW_HELP = "Open one explanation at a time; click again to close it."
VIEWS = {
    "loss": "Why the loss is −log-likelihood",
    "maths": "The maths",
}
#: *templates* per family.
LOSS = {
    "gaussian": r"""
With Gaussian noise the log-likelihood of $N$ points is

$$\ell(b) = -\frac{N}{2}\log(2\pi\sigma^2) - \frac{1}{2\sigma^2}\sum_{n=1}^{N}\bigl(y_n - b_0 - b_1 x_n\bigr)^2 .$$

The first term does not depend on $b$, and the second is the residual sum of squares times
$-1/(2\sigma^2)$. So the $b$ that maximises the likelihood is the $b$ that minimises the squared
error, whatever $\sigma$ is: **least squares is the Gaussian MLE**. On these data the residual sum
of squares at the estimate is {{rss}} over $N = {{n}}$ points; $\hat\sigma^2 = \mathrm{RSS}/N = {{sigma2}}$
and $\ell(\hat b) = {{loglik}}$.
""",
    "bernoulli": r"""
For 0/1 outcomes with $p_n = 1/(1 + e^{-(b_0 + b_1 x_n)})$ the log-likelihood is

$$\ell(b) = \sum_{n=1}^{N} \bigl[y_n \log p_n + (1 - y_n)\log(1 - p_n)\bigr] .$$

Its negative, divided by $N$, is the **log-loss** (cross-entropy) that classifiers minimise: each
point costs $-\log$ of the probability the model gave to what happened. So **minimising log-loss is
the Bernoulli MLE**. Here the average log-loss at the estimate is $-\ell(\hat b)/N = {{logloss}}$
over $N = {{n}}$ points; a model that always said ½ would pay $\log 2 = 0.693$ per point.
""",
    "poisson": r"""
For counts with mean $\lambda_n = e^{b_0 + b_1 x_n}$ the log-likelihood is

$$\ell(b) = \sum_{n=1}^{N} \bigl[y_n (b_0 + b_1 x_n) - e^{b_0 + b_1 x_n} - \log y_n!\bigr] .$$

Its negative is the **Poisson loss** used for count data: it charges the predicted mean and rewards
the log-mean where counts were seen. The last term does not depend on $b$. Here
$\ell(\hat b) = {{loglik}}$ over $N = {{n}}$ points, an average loss of {{average}} per point.
""",
}
LOSS_NO_MAX = (
    "Here the likelihood has no maximum, so the loss has no minimum: it keeps falling as the "
    "coefficients grow. That is why the estimate does not exist."
)
MATHS = r"""
**The recipe** (generalised linear model). Choose the family $p(y \mid \mu)$ for the kind of $y$,
and a transfer function $f$ from the line $\eta = b_0 + b_1 x$ to the mean $\mu = f(\eta)$:

| family | $y$ | $\mu = f(\eta)$ | weight $w$ |
|---|---|---|---|
| Gaussian | real | $\eta$ | $1$ |
| Bernoulli | 0 or 1 | $1/(1 + e^{-\eta})$ | $\mu(1 - \mu)$ |
| Poisson | 0, 1, 2, … | $e^{\eta}$ | $\mu$ |

With these (canonical) transfer functions the gradient of the log-likelihood has the same form for
all three, $\nabla\ell = X^\top(\mathbf{y} - \boldsymbol\mu)$, and its curvature is
$\nabla^2\ell = -X^\top W X$ with $W = \mathrm{diag}(w_n)$, so $\ell$ is concave: one top, if any.

**Newton's method** jumps to the top of the quadratic that matches $\ell$ at the current point:

$$b^{(k+1)} = b^{(k)} + \bigl(X^\top W X\bigr)^{-1} X^\top\bigl(\mathbf{y} - \boldsymbol\mu^{(k)}\bigr).$$

For the Gaussian family $\ell$ *is* a quadratic: one step lands on the least-squares solution.

**Standard errors** come from the same curvature at the top: $\mathrm{se}_j = \sqrt{\bigl[(X^\top W X)^{-1}\bigr]_{jj}}$,
and the Wald interval is $\hat b_j \pm 1.96\,\mathrm{se}_j$ (95 %).

:small[Sources: NYU lecture slides on probabilistic models (linear regression as a Gaussian likelihood,
logistic and Poisson regression, the generalised-linear-model recipe); K. P. Murphy, *Machine Learning:
a Probabilistic Perspective*, §8.3 and §9.3.]
"""
