"""Moldura comum a todas as páginas (só o que difere do pt-BR)."""

SIDEBAR = """
**BayesLab** acompanha a semana de aprendizagem bayesiana de uma cadeira de aprendizagem
automática: mova um controlo deslizante e veja o a priori, a verosimilhança e o a posteriori
a reagir.

Cada número no ecrã é calculado pelo pequeno pacote Python `bayeslab` (NumPy + SciPy),
que também pode importar num notebook.
"""

LANGUAGE_LABEL = "Língua"

PROJECTOR_HELP = "Texto maior, linhas mais grossas e marcas maiores, para o fundo do anfiteatro. Faz parte da hiperligação."
SHARE_LABEL = "Partilhar esta definição"
SHARE_HELP = "Um código QR e uma hiperligação que abrem esta página exatamente como está agora."
SHARE_TITLE = "Partilhar esta definição"
SHARE_QR_CAPTION = "Aponte a câmara para abrir esta página com todas as definições atuais."
SHARE_HINT = "Ou copie a hiperligação (o botão à direita da caixa)."
