"""Página inicial (só o que difere do pt-BR)."""

TAGLINE = (
    "Aprendizagem bayesiana para experimentar com as próprias mãos. Escolha um tema, mova os "
    "controlos e veja as crenças a priori a encontrar os dados."
)

HOW_TO = """
**Como usar.** Cada página tem controlos em cima ou ao lado e gráficos que respondem de
imediato. Cada definição faz parte do endereço da página: copie a ligação do navegador para
partilhar exatamente o que está a ver.
"""

FOOTER = """
Feito para a semana de aprendizagem bayesiana de uma cadeira introdutória de aprendizagem
automática, a partir de K. P. Murphy, *Machine Learning: a Probabilistic Perspective* (MIT
Press, 2012), cap. 3.
"""
