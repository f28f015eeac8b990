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

PROJECTOR_LABEL = "Modo projetor"
PROJECTOR_HELP = "Texto maior, linhas mais grossas e marcas maiores, para o fundo do auditório. Faz parte do link."
SHARE_LABEL = "Compartilhar esta configuração"
SHARE_HELP = "Um QR code e um link que abrem esta página exatamente como está agora."
SHARE_TITLE = "Compartilhar esta configuração"
SHARE_QR_CAPTION = "Aponte a câmera para abrir esta página com todas as configurações de agora."
SHARE_HINT = "Ou copie o link (o botão à direita da caixa)."
