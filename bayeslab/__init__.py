"""BayesLab core: the numbers behind every page, in NumPy and SciPy only.

One module per model, named as in the textbook (Murphy, *Machine Learning: a
Probabilistic Perspective*, 2012, ch. 3):

- ``bayeslab.beta_binomial`` — Beta prior, Bernoulli/binomial data, predictive;
- ``bayeslab.number_game`` — Bayesian concept learning (size principle);
- ``bayeslab.text``, ``bayeslab.naive_bayes``, ``bayeslab.datasets`` — Naive Bayes;
- ``bayeslab.estimators`` — MLE vs MAP vs posterior mean/median.

This package never imports streamlit, altair or pandas.
"""

__version__ = "0.1.0"
