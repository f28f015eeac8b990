"""Words of the Bayesian linear regression page (``views/bayesian_regression.py``), English.

Templates use ``{{name}}`` placeholders; single braces are LaTeX. Dicts are keyed by
language-independent keys (parts, bases).
"""

# --------------------------------------------------------------------------- navigation and home card
NAV_TITLE = "Bayesian linear regression"
CARD_TITLE = "Bayesian linear regression"
CARD_LESSON = (
    "A Gaussian prior on the weights, one point at a time: the posterior narrows, lines drawn from it "
    "agree, the predictive band knows where data are missing, and the MAP estimate is ridge regression."
)

TITLE = "Bayesian linear regression"
#: Under the charts: the model in one sentence.
INTRO = r"""
$t = \mathbf{w}^\top\boldsymbol\phi(x) + \varepsilon$ with Gaussian noise of precision $\beta$, and a
**prior** $\mathbf{w} \sim \mathcal{N}(\mathbf{0}, \alpha^{-1}\mathbf{I})$: the **posterior** over the
weights is Gaussian, and so is the prediction for a new $x$.
"""

PART_LABEL = "Part"
PARTS = {
    "sequential": "Point by point",
    "basis": "Curves and bands",
    "ridge": "MAP = ridge",
    "evidence": "Which degree?",
}

# --------------------------------------------------------------------------- part 1: PRML Fig. 3.7
SEQUENTIAL_INTRO = r"""
**Bishop's Fig. 3.7, live.** Points come from the line $t = -0.3 + 0.5x$ plus noise of standard
deviation $0.2$ ($\beta = 25$); the prior is $\mathcal{N}(\mathbf{0}, \tfrac12\mathbf{I})$ ($\alpha = 2$).
The first chart is the likelihood of the newest point alone: a ridge of lines through it. The second is
the posterior, the previous posterior times that ridge. The third shows six lines with weights drawn from
the posterior.
"""
N_LABEL = "Points used"
N_HELP = "The first n of 20 points, always in the same order for a given seed."
NEXT_LABEL = "Next point"
NEXT_HELP = "Add the next of the 20 points."
SEED_LABEL = "Seed"
#: Chart words: axes, legend and titles.
WEIGHT_CHART = {
    "w0": "intercept w₀",
    "w1": "slope w₁",
    "truth": "true weights",
    "density": "density (peak = 1)",
    "empty": "no point yet",
}
LIKELIHOOD_TITLE = "Likelihood of the newest point"
#: *templates*: ``n``; "one" for a single point.
POSTERIOR_TITLE = {
    "one": "Posterior after {{n}} point",
    "many": "Posterior after {{n}} points",
}
PRIOR_TITLE = "Prior (no point yet)"
LINES_TITLE = "Lines drawn from the posterior"
LINES_CHART = {
    "x": "x",
    "y": "target t",
    "lines": "lines drawn from the posterior",
    "truth": "true line",
    "data": "points seen",
}
#: *template*: ``w0``, ``w1``.
TRUTH = "({{w0}}, {{w1}})"
SEQUENTIAL_EMPTY = (
    "No point yet: the second chart is the prior, $\\mathcal{N}(\\mathbf{0}, \\tfrac12\\mathbf{I})$, and the "
    "lines of the third are drawn from it — any intercept and slope of moderate size. Press **Next point**."
)
LINES_CAPTION = (
    "Blue: lines whose weights are drawn from the posterior. Dashed grey: the true line. Circles: the points "
    "seen so far."
)
#: *template*: ``n``, ``m0``, ``m1``, ``s0``, ``s1``; "one" for a single point.
SEQUENTIAL_STATE = {
    "one": (
        "After 1 point the posterior mean is $(w_0, w_1) = ({{m0}}, {{m1}})$, with standard deviations "
        "{{s0}} and {{s1}} (the truth is $(-0.3, 0.5)$). The contours enclose 39 % and 86 % of the posterior. "
        "One point says only that the line passes near it, not which line: the posterior is stretched along "
        "the ridge of that point's likelihood."
    ),
    "many": (
        "After {{n}} points the posterior mean is $(w_0, w_1) = ({{m0}}, {{m1}})$, with standard deviations "
    "{{s0}} and {{s1}} (the truth is $(-0.3, 0.5)$). The contours enclose 39 % and 86 % of the posterior. "
    "Each new point multiplies the posterior by another ridge, so it can only narrow."
    ),
}

# --------------------------------------------------------------------------- part 2: PRML Fig. 3.8
BASIS_INTRO = r"""
**Bishop's Fig. 3.8: the predictive distribution.** Points of $t = \sin(2\pi x)$ plus noise of standard
deviation 0.3 ($\beta = 11.1$), fitted with basis functions $\boldsymbol\phi(x)$. For a new $x$ the
prediction is Gaussian with mean $\mathbf{m}_N^\top\boldsymbol\phi(x)$ and variance

$$
\sigma_N^2(x) = \underbrace{\frac{1}{\beta}}_{\text{noise}} + \underbrace{\boldsymbol\phi(x)^\top\mathbf{S}_N\,\boldsymbol\phi(x)}_{\text{uncertainty about }\mathbf{w}} .
$$
"""
BASIS_LABEL = "Basis"
BASES = {
    "gaussian": "Gaussian bumps",
    "polynomial": "Polynomial",
}
DEGREE_LABEL = "Degree"
BUMPS_LABEL = "Bumps"
POINTS_LABEL = "Points"
ALPHA_LABEL = "Prior precision α"
ALPHA_HELP = "Larger α: a tighter prior around w = 0 (weights of size about 1/√α)."
PREDICTIVE_CHART = {
    "x": "x",
    "y": "target t",
    "mean": "predictive mean",
    "band": "± 1 sd: noise + weights",
    "noise": "± 1 sd: noise alone",
    "truth": "sin(2πx)",
    "data": "data",
}
PLUG_IN_CHART = {
    "x": "x",
    "y": "target t",
    "mean": "MLE fit",
    "band": "± 1 sd: plug-in noise",
    "noise": "",
    "truth": "sin(2πx)",
    "data": "data",
}
BAYES_TITLE = "Bayesian predictive"
PLUG_IN_TITLE = "Plug-in: the MLE as if it were certain"
#: *template*: ``x``, ``total``, ``noise``, ``weights``.
BAND_SPLIT = (
    "The outer band is the whole predictive spread, the yellow inner band the noise alone: the gap is what "
    "the model does not know about $\\mathbf{w}$. It is widest at x = {{x}}, where the predictive standard "
    "deviation is {{total}}: noise {{noise}} ($1/\\sqrt\\beta$) and weights {{weights}} (the two add as variances). "
    "Near the data the gap closes; far from them it opens."
)
GUESS_BAND = "Where will the Bayesian predictive band be widest: in the left, middle or right third of the x range?"
#: Thirds of the input range [0, 1] (short: they sit side by side in a narrow column).
BAND_REGIONS = {
    "left": "Left",
    "middle": "Middle",
    "right": "Right",
}
#: *template*: ``sd``.
PLUG_IN_BAND = (
    "The plug-in band has the same width everywhere, ± {{sd}} (the residual standard deviation of the "
    "maximum-likelihood fit): it ignores how unsure the weights are, so it is too narrow where data are sparse."
)
#: *template*: ``n``, ``m`` (number of weights).
PLUG_IN_INTERPOLATES = (
    "With {{n}} points and {{m}} weights the maximum-likelihood curve passes through every point, so its "
    "estimate of the noise is 0 and its band has no width: the plug-in predictive claims to know every new "
    "t exactly. The Bayesian band stays honest."
)
PLUG_IN_NO_DATA = "No points, no maximum-likelihood fit: only the Bayesian side (the prior's predictive) has an answer."

# --------------------------------------------------------------------------- part 3: MAP = ridge
RIDGE_INTRO = r"""
**The MAP estimate is ridge regression.** The log posterior is, up to a constant,
$-\frac{\beta}{2}\sum_n \bigl(t_n - \mathbf{w}^\top\boldsymbol\phi(x_n)\bigr)^2 - \frac{\alpha}{2}\lVert\mathbf{w}\rVert^2$:
$\beta$ times the ridge objective with penalty $\lambda = \alpha/\beta$. Its top, the posterior mean
$\mathbf{m}_N$, is therefore the ridge solution $(\lambda\mathbf{I} + \boldsymbol\Phi^\top\boldsymbol\Phi)^{-1}\boldsymbol\Phi^\top\mathbf{t}$.
"""
RIDGE_CHART = {
    "x": "x",
    "y": "target t",
    "mean": "posterior mean mₙ",
    "ridge": "ridge, λ = α/β",
    "truth": "sin(2πx)",
    "data": "data",
}
RIDGE_PATH_CHART = {
    "lambda": "log₁₀ λ",
    "weight": "weight",
    "name": "weight",
    "chosen": "λ = α/β",
}
#: *template*: ``lam``, ``diff``, ``m``.
RIDGE_MATCH = (
    "With λ = α/β = {{lam}} the ridge weights and the posterior mean differ by at most {{diff}} over all "
    "{{m}} weights (rounding): the dashed ridge curve lies on the posterior-mean curve."
)
RIDGE_PATH_NOTE = (
    "The second chart: each weight of the ridge solution as λ grows. Small λ: least squares (large, wild weights "
    "when the basis is flexible); large λ: every weight pulled to 0. The dots mark λ = α/β, the posterior mean."
)
RIDGE_NO_DATA = "No points: the posterior mean and the ridge solution are both w = 0."

# --------------------------------------------------------------------------- part 4: evidence
EVIDENCE_INTRO = r"""
**Bishop's Fig. 3.14: the evidence picks a degree.** Ten evenly spaced points of $\sin(2\pi x)$ plus
noise; polynomials of degree 0 to 9, each with the prior $\alpha = 5\cdot10^{-3}$ and $\beta = 11.1$.
The evidence $p(\mathbf{t} \mid M) = \int p(\mathbf{t} \mid \mathbf{w})\,p(\mathbf{w})\,d\mathbf{w}$ is the
probability of the data averaged over the prior: a model that is too simple cannot fit them, a model that is
too flexible spreads its probability over many other data sets.
"""
EVIDENCE_CHART = {
    "degree": "degree M",
    "value": "log value",
    "evidence": "log evidence ln p(t | M)",
    "fit": "best-fit log-likelihood",
    "best": "most probable degree",
}
GUESS_DEGREE = (
    "The best fit (orange) only gets better as the degree grows. Which degree will the evidence prefer?"
)
#: The answers: the degree, or a range of them (keys: ``ui.regression_panels.DEGREE_GROUPS``).
DEGREE_OPTIONS = {
    "0-2": "0–2",
    "3": "3",
    "4": "4",
    "5": "5",
    "6-9": "6–9",
}
#: *template*: ``degree``.
DEGREE_ANSWER = "degree {{degree}}"
#: *template*: ``best``, ``seed``.
EVIDENCE_BEST = {
    "book": (
        "With these ten points (seed {{seed}}) the evidence is highest for degree **{{best}}**, as in Bishop's "
        "figure."
    ),
    "other": (
        "With these ten points (seed {{seed}}) the evidence is highest for degree **{{best}}** — not 3 as in "
        "Bishop's figure."
    ),
}
EVIDENCE_HONEST = (
    "Which degree wins depends on the draw of the noise. With these settings, over 400 seeds, degree 4 wins "
    "about three times in four and degree 3 (the book's answer) about one time in seven. What holds on nearly "
    "every draw: degree 3 beats degrees 0 to 2, and the winner is 3, 4 or 5 (on about 95 % of draws). The "
    "best-fit log-likelihood, meanwhile, only ever rises with the degree: fitting the data better is not the "
    "same as being the more probable model."
)
