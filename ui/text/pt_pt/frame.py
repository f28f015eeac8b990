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
PREDICT_LABEL = "Prever e depois revelar"
PREDICT_HELP = (
    "As páginas pedem a sua previsão antes de mostrar uma resposta e depois dizem a que distância "
    "ficou. As previsões ficam apenas no seu ecrã: nada é guardado. Faz parte da hiperligação."
)
GUESS_PERCENT_LABEL = "A sua previsão (em %)"
GUESS_CHOICE_LABEL = "A sua previsão"
GUESS_UNREADABLE = "Escreva um número de 0 a 100, como 70 ou 12,5."
PREDICT_WAITING = "A resposta aparece depois de dar uma previsão e carregar em Revelar."
GUESS_DISTANCE = "Previu {{guess}} %; a resposta é {{answer}}: {{off}} pontos percentuais de diferença."
CODE_HELP = "O código Python que calcula os números desta página com o pacote bayeslab, para copiar para um notebook."
CODE_INSTALL = (
    "Corre em qualquer Python ≥ 3.11 depois de `pip install \"git+<o repositório deste projeto>\"` "
    "(só são precisos NumPy e SciPy). O botão de copiar está no canto superior direito do código."
)
