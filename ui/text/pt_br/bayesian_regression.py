"""Texto da página de regressão linear bayesiana, em português do Brasil."""

# --------------------------------------------------------------------------- navegação e cartão
NAV_TITLE = "Regressão linear bayesiana"
CARD_TITLE = "Regressão linear bayesiana"
CARD_LESSON = (
    "Um a priori gaussiano sobre os pesos, um ponto de cada vez: o a posteriori se estreita, as retas "
    "sorteadas dele concordam, a faixa preditiva sabe onde faltam dados, e a estimativa MAP é a regressão ridge."
)

TITLE = "Regressão linear bayesiana"
#: Sob os gráficos: o modelo numa frase.
INTRO = r"""
$t = \mathbf{w}^\top\boldsymbol\phi(x) + \varepsilon$ com ruído gaussiano de precisão $\beta$, e um
**a priori** $\mathbf{w} \sim \mathcal{N}(\mathbf{0}, \alpha^{-1}\mathbf{I})$: o **a posteriori** dos
pesos é gaussiano, e a previsão para um novo $x$ também.
"""

PART_LABEL = "Parte"
PARTS = {
    "sequential": "Ponto a ponto",
    "basis": "Curvas e faixas",
    "ridge": "MAP = ridge",
    "evidence": "Qual grau?",
}

# --------------------------------------------------------------------------- parte 1: PRML fig. 3.7
SEQUENTIAL_INTRO = r"""
**A fig. 3.7 de Bishop, ao vivo.** Os pontos vêm da reta $t = -0{,}3 + 0{,}5x$ mais um ruído de
desvio-padrão $0{,}2$ ($\beta = 25$); o a priori é $\mathcal{N}(\mathbf{0}, \tfrac12\mathbf{I})$ ($\alpha = 2$).
O primeiro gráfico é a verossimilhança só do ponto mais recente: uma crista de retas que passam por ele. O
segundo é o a posteriori, o a posteriori do passo precedente vezes essa crista. O terceiro mostra seis retas
com pesos sorteados do a posteriori.
"""
N_LABEL = "Pontos usados"
N_HELP = "Os n primeiros de 20 pontos, sempre na mesma ordem para uma dada semente."
NEXT_LABEL = "Próximo ponto"
NEXT_HELP = "Acrescenta o próximo dos 20 pontos."
SEED_LABEL = "Semente"
WEIGHT_CHART = {
    "w0": "intercepto w₀",
    "w1": "inclinação w₁",
    "truth": "pesos verdadeiros",
    "density": "densidade (pico = 1)",
    "empty": "nenhum ponto ainda",
}
LIKELIHOOD_TITLE = "Verossimilhança do ponto mais recente"
POSTERIOR_TITLE = {
    "one": "A posteriori depois de {{n}} ponto",
    "many": "A posteriori depois de {{n}} pontos",
}
PRIOR_TITLE = "A priori (nenhum ponto ainda)"
LINES_TITLE = "Retas sorteadas do a posteriori"
LINES_CHART = {
    "x": "x",
    "y": "alvo t",
    "lines": "retas sorteadas do a posteriori",
    "truth": "reta verdadeira",
    "data": "pontos vistos",
}
TRUTH = "({{w0}}; {{w1}})"
SEQUENTIAL_EMPTY = (
    "Nenhum ponto ainda: o segundo gráfico é o a priori, $\\mathcal{N}(\\mathbf{0}, \\tfrac12\\mathbf{I})$, e "
    "as retas do terceiro são sorteadas dele — qualquer intercepto e inclinação de tamanho moderado. Aperte "
    "**Próximo ponto**."
)
LINES_CAPTION = (
    "Azul: retas cujos pesos são sorteados do a posteriori. Cinza tracejado: a reta verdadeira. Círculos: os "
    "pontos vistos até agora."
)
SEQUENTIAL_STATE = {
    "one": (
        "Depois de 1 ponto a média a posteriori é $(w_0, w_1) = ({{m0}}; {{m1}})$, com desvios-padrão "
        "{{s0}} e {{s1}} (a verdade é $(-0{,}3; 0{,}5)$). Os contornos contêm 39 % e 86 % do a posteriori. "
        "Um ponto diz apenas que a reta passa perto dele, não qual reta: o a posteriori fica esticado ao longo "
        "da crista da verossimilhança desse ponto."
    ),
    "many": (
        "Depois de {{n}} pontos a média a posteriori é $(w_0, w_1) = ({{m0}}; {{m1}})$, com desvios-padrão "
        "{{s0}} e {{s1}} (a verdade é $(-0{,}3; 0{,}5)$). Os contornos contêm 39 % e 86 % do a posteriori. "
        "Cada novo ponto multiplica o a posteriori por mais uma crista, então ele só pode se estreitar."
    ),
}

# --------------------------------------------------------------------------- parte 2: PRML fig. 3.8
BASIS_INTRO = r"""
**A fig. 3.8 de Bishop: a distribuição preditiva.** Pontos de $t = \sin(2\pi x)$ mais um ruído de
desvio-padrão 0,3 ($\beta = 11{,}1$), ajustados com funções de base $\boldsymbol\phi(x)$. Para um novo $x$ a
previsão é gaussiana, com média $\mathbf{m}_N^\top\boldsymbol\phi(x)$ e variância

$$
\sigma_N^2(x) = \underbrace{\frac{1}{\beta}}_{\text{ruído}} + \underbrace{\boldsymbol\phi(x)^\top\mathbf{S}_N\,\boldsymbol\phi(x)}_{\text{incerteza sobre }\mathbf{w}} .
$$
"""
BASIS_LABEL = "Base"
BASES = {
    "gaussian": "Bossas gaussianas",
    "polynomial": "Polinômio",
}
DEGREE_LABEL = "Grau"
BUMPS_LABEL = "Bossas"
POINTS_LABEL = "Pontos"
ALPHA_LABEL = "Precisão do a priori α"
ALPHA_HELP = "α maior: um a priori mais apertado em torno de w = 0 (pesos de tamanho perto de 1/√α)."
PREDICTIVE_CHART = {
    "x": "x",
    "y": "alvo t",
    "mean": "média preditiva",
    "band": "± 1 dp: ruído + pesos",
    "noise": "± 1 dp: só o ruído",
    "truth": "sen(2πx)",
    "data": "dados",
}
PLUG_IN_CHART = {
    "x": "x",
    "y": "alvo t",
    "mean": "ajuste MLE",
    "band": "± 1 dp: ruído plug-in",
    "noise": "",
    "truth": "sen(2πx)",
    "data": "dados",
}
BAYES_TITLE = "Preditiva bayesiana"
PLUG_IN_TITLE = "Plug-in: o MLE como se fosse certo"
BAND_SPLIT = (
    "A faixa externa é toda a dispersão preditiva; a faixa amarela interna, só o ruído: a diferença é o que o "
    "modelo não sabe sobre $\\mathbf{w}$. Ela é máxima em x = {{x}}, onde o desvio-padrão preditivo é {{total}}: "
    "ruído {{noise}} ($1/\\sqrt\\beta$) e pesos {{weights}} (os dois se somam como variâncias). Perto dos dados a "
    "diferença se fecha; longe deles, ela se abre."
)
GUESS_BAND = (
    "Onde a faixa preditiva bayesiana vai ser mais larga: no terço da esquerda, do meio ou da direita dos "
    "valores de x?"
)
BAND_REGIONS = {
    "left": "Esquerda",
    "middle": "Meio",
    "right": "Direita",
}
PLUG_IN_BAND = (
    "A faixa plug-in tem a mesma largura em todo lugar, ± {{sd}} (o desvio-padrão dos resíduos do ajuste de "
    "máxima verossimilhança): ela ignora a incerteza sobre os pesos, por isso é estreita demais onde há poucos "
    "dados."
)
PLUG_IN_INTERPOLATES = (
    "Com {{n}} pontos e {{m}} pesos a curva de máxima verossimilhança passa por todos os pontos, então a sua "
    "estimativa do ruído é 0 e a sua faixa não tem largura: a preditiva plug-in afirma saber exatamente cada "
    "novo t. A faixa bayesiana continua honesta."
)
PLUG_IN_NO_DATA = (
    "Sem pontos, sem ajuste de máxima verossimilhança: só o lado bayesiano (a preditiva do a priori) tem "
    "uma resposta."
)

# --------------------------------------------------------------------------- parte 3: MAP = ridge
RIDGE_INTRO = r"""
**A estimativa MAP é a regressão ridge.** O log do a posteriori é, a menos de uma constante,
$-\frac{\beta}{2}\sum_n \bigl(t_n - \mathbf{w}^\top\boldsymbol\phi(x_n)\bigr)^2 - \frac{\alpha}{2}\lVert\mathbf{w}\rVert^2$:
$\beta$ vezes o objetivo da ridge com penalidade $\lambda = \alpha/\beta$. O seu topo, a média a posteriori
$\mathbf{m}_N$, é portanto a solução ridge $(\lambda\mathbf{I} + \boldsymbol\Phi^\top\boldsymbol\Phi)^{-1}\boldsymbol\Phi^\top\mathbf{t}$.
"""
RIDGE_CHART = {
    "x": "x",
    "y": "alvo t",
    "mean": "média a posteriori mₙ",
    "ridge": "ridge, λ = α/β",
    "truth": "sen(2πx)",
    "data": "dados",
}
RIDGE_PATH_CHART = {
    "lambda": "log₁₀ λ",
    "weight": "peso",
    "name": "peso",
    "chosen": "λ = α/β",
}
RIDGE_MATCH = (
    "Com λ = α/β = {{lam}} os pesos da ridge e a média a posteriori diferem no máximo {{diff}} em todos os "
    "{{m}} pesos (arredondamento): a curva ridge tracejada fica em cima da curva da média a posteriori."
)
RIDGE_PATH_NOTE = (
    "O segundo gráfico: cada peso da solução ridge à medida que λ cresce. λ pequeno: mínimos quadrados (pesos grandes "
    "e instáveis quando a base é flexível); λ grande: todos os pesos puxados para 0. Os pontos marcam "
    "λ = α/β, a média a posteriori."
)
RIDGE_NO_DATA = "Sem pontos: a média a posteriori e a solução ridge são ambas w = 0."

# --------------------------------------------------------------------------- parte 4: evidência
EVIDENCE_INTRO = r"""
**A fig. 3.14 de Bishop: a evidência escolhe um grau.** Dez pontos igualmente espaçados de $\sin(2\pi x)$
mais ruído; polinômios de grau 0 a 9, cada um com o a priori $\alpha = 5\cdot10^{-3}$ e $\beta = 11{,}1$.
A evidência $p(\mathbf{t} \mid M) = \int p(\mathbf{t} \mid \mathbf{w})\,p(\mathbf{w})\,d\mathbf{w}$ é a
probabilidade dos dados em média sobre o a priori: um modelo simples demais não consegue ajustá-los, um
modelo flexível demais espalha a sua probabilidade por muitos outros conjuntos de dados.
"""
EVIDENCE_CHART = {
    "degree": "grau M",
    "value": "valor em log",
    "evidence": "log-evidência ln p(t | M)",
    "fit": "log-verossimilhança do melhor ajuste",
    "best": "grau mais provável",
}
GUESS_DEGREE = (
    "O melhor ajuste (laranja) só melhora quando o grau cresce. Qual grau a evidência vai preferir?"
)
DEGREE_OPTIONS = {
    "0-2": "0–2",
    "3": "3",
    "4": "4",
    "5": "5",
    "6-9": "6–9",
}
DEGREE_ANSWER = "grau {{degree}}"
EVIDENCE_BEST = {
    "book": (
        "Com estes dez pontos (semente {{seed}}) a evidência é máxima no grau **{{best}}**, como na figura de "
        "Bishop."
    ),
    "other": (
        "Com estes dez pontos (semente {{seed}}) a evidência é máxima no grau **{{best}}** — não 3 como na "
        "figura de Bishop."
    ),
}
EVIDENCE_HONEST = (
    "O grau vencedor depende do sorteio do ruído. Com estes parâmetros, em 400 sementes, o grau 4 vence cerca "
    "de três vezes em quatro e o grau 3 (a resposta do livro) cerca de uma vez em sete. O que vale em quase "
    "todo sorteio: o grau 3 supera os graus 0 a 2, e o vencedor é 3, 4 ou 5 (em cerca de 95 % dos sorteios). "
    "Já a log-verossimilhança do melhor ajuste só sobe com o grau: ajustar melhor os dados não é o mesmo que "
    "ser o modelo mais provável."
)
