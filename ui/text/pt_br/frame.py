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
PREDICT_LABEL = "Preveja, depois confira"
PREDICT_HELP = (
    "As páginas pedem o seu palpite antes de mostrar uma resposta e depois dizem a que distância "
    "ele ficou. Os palpites ficam só na sua tela: nada é guardado. Faz parte do link."
)
PREDICT_HEADER = "Primeiro, a sua previsão."
GUESS_PERCENT_LABEL = "Seu palpite (em %)"
GUESS_PERCENT_PLACEHOLDER = "ex.: 70"
GUESS_CHOICE_LABEL = "Seu palpite"
GUESS_UNREADABLE = "Digite um número de 0 a 100, como 70 ou 12,5."
REVEAL_LABEL = "Revelar"
PREDICT_WAITING = "A resposta aparece depois que você der um palpite e clicar em Revelar."
GUESS_DISTANCE = "Você chutou {{guess}} %; a resposta é {{answer}}: {{off}} pontos percentuais de diferença."
GUESS_RIGHT = "Acertou: {{answer}}."
GUESS_WRONG = "Não foi desta vez: {{answer}}."
CODE_LABEL = "Mostrar o código"
CODE_HELP = "O código Python que calcula os números desta página com o pacote bayeslab, para copiar num notebook."
CODE_TITLE = "Os números desta página, em Python"
CODE_INSTALL = (
    "Roda em qualquer Python ≥ 3.11 depois de `pip install \"git+<o repositório deste projeto>\"` "
    "(só são necessários NumPy e SciPy). O botão de copiar fica no alto, à direita do código."
)
