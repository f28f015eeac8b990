"""Texto da página em português europeu: só o que difere do pt-BR."""

CARD_LESSON = (
    "Um a priori gaussiano sobre os pesos, um ponto de cada vez: o a posteriori estreita-se, as retas "
    "sorteadas dele concordam, a faixa preditiva sabe onde faltam dados, e a estimativa MAP é a regressão ridge."
)

SEQUENTIAL_INTRO = r"""
**A fig. 3.7 de Bishop, ao vivo.** Os pontos vêm da reta $t = -0{,}3 + 0{,}5x$ mais um ruído de
desvio-padrão $0{,}2$ ($\beta = 25$); o a priori é $\mathcal{N}(\mathbf{0}, \tfrac12\mathbf{I})$ ($\alpha = 2$).
O primeiro gráfico é a verosimilhança só do ponto mais recente: uma crista de retas que passam por ele. O
segundo é o a posteriori, o a posteriori do passo precedente vezes essa crista. O terceiro mostra seis retas
com pesos sorteados do a posteriori.
"""

LIKELIHOOD_TITLE = "Verosimilhança do ponto mais recente"

SEQUENTIAL_EMPTY = (
    "Nenhum ponto ainda: o segundo gráfico é o a priori, $\\mathcal{N}(\\mathbf{0}, \\tfrac12\\mathbf{I})$, e "
    "as retas do terceiro são sorteadas dele — qualquer intercepto e inclinação de tamanho moderado. Carregue em "
    "**Próximo ponto**."
)

LINES_CAPTION = (
    "Azul: retas cujos pesos são sorteados do a posteriori. Cinzento tracejado: a reta verdadeira. Círculos: os "
    "pontos vistos até agora."
)

SEQUENTIAL_STATE = {
    "one": (
        "Depois de 1 ponto a média a posteriori é $(w_0, w_1) = ({{m0}}; {{m1}})$, com desvios-padrão "
        "{{s0}} e {{s1}} (a verdade é $(-0{,}3; 0{,}5)$). Os contornos contêm 39 % e 86 % do a posteriori. "
        "Um ponto diz apenas que a reta passa perto dele, não qual reta: o a posteriori fica esticado ao longo "
        "da crista da verosimilhança desse ponto."
    ),
    "many": (
        "Depois de {{n}} pontos a média a posteriori é $(w_0, w_1) = ({{m0}}; {{m1}})$, com desvios-padrão "
        "{{s0}} e {{s1}} (a verdade é $(-0{,}3; 0{,}5)$). Os contornos contêm 39 % e 86 % do a posteriori. "
        "Cada novo ponto multiplica o a posteriori por mais uma crista, por isso só pode estreitar-se."
    ),
}

BASES = {
    "gaussian": "Bossas gaussianas",
    "polynomial": "Polinómio",
}

BAND_SPLIT = (
    "A faixa externa é toda a dispersão preditiva; a faixa amarela interna, só o ruído: a diferença é o que o "
    "modelo não sabe sobre $\\mathbf{w}$. Ela é máxima em x = {{x}}, onde o desvio-padrão preditivo é {{total}}: "
    "ruído {{noise}} ($1/\\sqrt\\beta$) e pesos {{weights}} (os dois somam-se como variâncias). Perto dos dados a "
    "diferença fecha-se; longe deles, abre-se."
)

PLUG_IN_BAND = (
    "A faixa plug-in tem a mesma largura em todo o lado, ± {{sd}} (o desvio-padrão dos resíduos do ajuste de "
    "máxima verosimilhança): ela ignora a incerteza sobre os pesos, por isso é estreita demais onde há poucos "
    "dados."
)

PLUG_IN_INTERPOLATES = (
    "Com {{n}} pontos e {{m}} pesos a curva de máxima verosimilhança passa por todos os pontos, então a sua "
    "estimativa do ruído é 0 e a sua faixa não tem largura: a preditiva plug-in afirma saber exatamente cada "
    "novo t. A faixa bayesiana continua honesta."
)

PLUG_IN_NO_DATA = (
    "Sem pontos, sem ajuste de máxima verosimilhança: só o lado bayesiano (a preditiva do a priori) tem "
    "uma resposta."
)

RIDGE_MATCH = (
    "Com λ = α/β = {{lam}} os pesos da ridge e a média a posteriori diferem no máximo {{diff}} em todos os "
    "{{m}} pesos (arredondamento): a curva ridge tracejada fica por cima da curva da média a posteriori."
)

EVIDENCE_INTRO = r"""
**A fig. 3.14 de Bishop: a evidência escolhe um grau.** Dez pontos igualmente espaçados de $\sin(2\pi x)$
mais ruído; polinómios de grau 0 a 9, cada um com o a priori $\alpha = 5\cdot10^{-3}$ e $\beta = 11{,}1$.
A evidência $p(\mathbf{t} \mid M) = \int p(\mathbf{t} \mid \mathbf{w})\,p(\mathbf{w})\,d\mathbf{w}$ é a
probabilidade dos dados em média sobre o a priori: um modelo simples demais não consegue ajustá-los, um
modelo flexível demais espalha a sua probabilidade por muitos outros conjuntos de dados.
"""

EVIDENCE_CHART = {
    "degree": "grau M",
    "value": "valor em log",
    "evidence": "log-evidência ln p(t | M)",
    "fit": "log-verosimilhança do melhor ajuste",
    "best": "grau mais provável",
}

EVIDENCE_HONEST = (
    "O grau vencedor depende do sorteio do ruído. Com estes parâmetros, em 400 sementes, o grau 4 vence cerca "
    "de três vezes em quatro e o grau 3 (a resposta do livro) cerca de uma vez em sete. O que vale em quase "
    "todos os sorteios: o grau 3 supera os graus 0 a 2, e o vencedor é 3, 4 ou 5 (em cerca de 95 % dos sorteios). "
    "Já a log-verosimilhança do melhor ajuste só sobe com o grau: ajustar melhor os dados não é o mesmo que "
    "ser o modelo mais provável."
)

NEXT_HELP = "Acrescenta o ponto seguinte dos 20."

GUESS_BAND = (
    "Onde será mais larga a faixa preditiva bayesiana: no terço da esquerda, do meio ou da direita dos "
    "valores de x?"
)

GUESS_DEGREE = (
    "O melhor ajuste (laranja) só melhora quando o grau cresce. Que grau irá a evidência preferir?"
)
