"""Moldura comum a todas as páginas: navegação e barra lateral."""

HOME_NAV_TITLE = "Início"

SECTIONS = {
    "foundations": "Fundamentos",
    "discrete": "Modelos discretos",
    "continuous": "Modelos contínuos",
}

SIDEBAR = """
**BayesLab** acompanha a semana de aprendizado bayesiano de um curso de aprendizado de
máquina: mexa num controle deslizante e veja o a priori, a verossimilhança e o a posteriori
reagirem.

Cada número na tela é calculado pelo pequeno pacote Python `bayeslab` (NumPy + SciPy),
que você também pode importar num notebook.
"""

SOURCE_LINK = "[Código-fonte]({{url}})"

LANGUAGE_LABEL = "Idioma"
