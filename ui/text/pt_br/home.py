"""Página inicial."""

TITLE = "BayesLab"

TAGLINE = (
    "Aprendizado bayesiano para pôr a mão na massa. Escolha um tema, mexa nos controles e "
    "veja as crenças a priori encontrarem os dados."
)

HOW_TO = """
**Como usar.** Cada página tem controles no alto ou ao lado e gráficos que respondem na hora.
Cada configuração faz parte do endereço da página: copie o link do navegador para compartilhar
exatamente o que você está vendo.
"""

FOOTER = """
Feito para a semana de aprendizado bayesiano de um curso introdutório de aprendizado de
máquina, a partir de K. P. Murphy, *Machine Learning: a Probabilistic Perspective* (MIT Press,
2012), cap. 3.
"""
