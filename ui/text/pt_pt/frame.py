"""Moldura comum a todas as páginas (só o que difere do pt-BR)."""

SIDEBAR = """
**BayesLab** acompanha a semana de aprendizagem bayesiana de uma cadeira de aprendizagem
automática: mova um controlo deslizante e veja o a priori, a verosimilhança e o a posteriori
a reagir.

Cada número no ecrã é calculado pelo pequeno pacote Python `bayeslab` (NumPy + SciPy),
que também pode importar num notebook.
"""

LANGUAGE_LABEL = "Língua"
