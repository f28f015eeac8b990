"""BayesLab core: the numbers behind every page, in NumPy and SciPy only.

One module per model, named as in the textbooks (Murphy, *Machine Learning: a
Probabilistic Perspective*, 2012, ch. 2–3; Bishop, *Pattern Recognition and Machine
Learning*, 2006, ch. 3–4):

- ``bayeslab.bayes_rule`` — Bayes' rule, total probability, diagnostic tests, the MAP classifier;
- ``bayeslab.beta_binomial`` — Beta prior, Bernoulli/binomial data, predictive;
- ``bayeslab.estimators`` — MLE vs MAP vs posterior mean/median;
- ``bayeslab.number_game`` — Bayesian concept learning (size principle);
- ``bayeslab.dirichlet`` — Dirichlet prior, multinomial data, the Dirichlet compound multinomial;
- ``bayeslab.text``, ``bayeslab.naive_bayes``, ``bayeslab.naive_bayes_dcm`` — naive Bayes for text;
- ``bayeslab.gaussian_classifier`` — Gaussian generative classifiers (naive, shared, full covariance);
- ``bayeslab.glm`` — maximum likelihood for linear, logistic and Poisson regression;
- ``bayeslab.linear_regression`` — Bayesian linear regression, ridge, basis functions;
- ``bayeslab.datasets`` — the bundled and downloadable data sets.

This package never imports streamlit, altair or pandas: ``pip install`` of this
repository gives it with NumPy and SciPy alone (``pyproject.toml``).
"""

__version__ = "0.1.0"
