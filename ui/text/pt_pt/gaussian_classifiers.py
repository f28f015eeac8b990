"""Palavras da página de classificadores gaussianos, português europeu (só o que difere do pt-BR)."""

CARD_LESSON = (
    "Atributos contínuos, uma gaussiana por classe. Mova uma probabilidade a priori e veja o limiar andar; "
    "veja o que covariâncias diagonais, partilhadas ou completas fazem à fronteira, e como a regressão "
    "logística se compara."
)

ONE_INTRO = r"""
Com um atributo $x$, cada classe tem uma curva em sino $\mathcal N(x \mid \mu_c, \sigma_c^2)$ e uma probabilidade
a priori $\pi_c$. O classificador de Bayes escolhe a classe cuja **curva ponderada** $\pi_c\,\mathcal N(x \mid \mu_c, \sigma_c^2)$
é a mais alta em $x$ (gráfico de cima, sombreado pela vencedora). Ao dividir cada curva ponderada pela soma de
todas, obtém-se a probabilidade a posteriori (gráfico de baixo):

$$p(c \mid x) = \frac{\pi_c\,\mathcal N(x \mid \mu_c, \sigma_c^2)}{\sum_k \pi_k\,\mathcal N(x \mid \mu_k, \sigma_k^2)}.$$

Um limiar de decisão é onde a curva mais alta muda: aí duas curvas ponderadas cruzam-se, e as probabilidades
a posteriori dessas duas classes são iguais.
"""

THRESHOLD_LINEAR = r"""
**Desvios padrão iguais: um limiar, em forma fechada.** Na razão logarítmica das duas curvas ponderadas os termos
em $x^2$ anulam-se; ela é uma reta em $x$, com uma única raiz:

$$x^* = \frac{\mu_A + \mu_B}{2} + \frac{\sigma^2 \ln(\pi_A / \pi_B)}{\mu_B - \mu_A} = {{mid}} + ({{shift}}) = {{x}}.$$

Com probabilidades a priori iguais, $x^*$ fica a meio caminho entre as médias. Aumentar $\pi_A$ empurra-o na
direção de $\mu_B$: a região da classe A cresce. Mova uma probabilidade a priori e veja a linha tracejada deslizar.
"""

N_LABEL = "Pontos de treino por classe"
SEED_HELP = (
    "Qual sorteio aleatório (ou, nos dados de íris, qual divisão entre flores de treino e de teste). "
    "Faz parte da ligação."
)
SIMULATED_SOURCE = (
    "{{n}} pontos de treino por classe sorteados das duas gaussianas definidas acima, e {{n_test}} pontos "
    "de teste por classe sorteados de novo das mesmas gaussianas."
)
IRIS_SOURCE = (
    "Dados de íris de Fisher: 50 flores de cada espécie, medidas por Edgar Anderson (1935) e publicadas por "
    "R. A. Fisher, “The use of multiple measurements in taxonomic problems”, Ann. Eugen. 7(2), 179–188, 1936 "
    "(domínio público). {{n_train}} flores de cada espécie treinam os modelos e {{n_test}} testam-nos "
    "(uma divisão aleatória, definida pela semente)."
)
MODELS = {
    "naive": "Naive Bayes",
    "shared": "Σ partilhada (LDA)",
    "full": "Σ completa (QDA)",
    "logistic": "Regressão logística",
}

SCORES_TABLE = """
Desempenho nos pontos de treino / nos pontos de teste:

| modelo | parâmetros | exatidão | perda log |
|---|--:|--:|--:|
{{rows}}
"""
PARAMETERS_NOTE = r"""
:small[O que cada modelo supõe — {{assumptions}}. Parâmetros com $C = 2$ classes e $D = 2$ atributos, contados
como nos diapositivos: naive Bayes $2CD + C - 1 = {{naive}}$, covariância partilhada $CD + D(D+1)/2 + C - 1 = {{shared}}$,
covariância completa $CD + C\,D(D+1)/2 + C - 1 = {{full}}$; regressão logística $D + 1 = {{logistic}}$. As
covariâncias são estimativas de máxima verosimilhança (divididas por $N_c$). A perda logarítmica (log-loss) é
$-\frac1n \sum_i \ln p(y_i \mid \mathbf x_i)$, em nats: quanto menor, melhor, e uma resposta errada dada com
confiança custa caro.]
"""

SINGULAR = {
    "constant_feature": (
        "Não é possível ajustar o modelo {{model}}: {{feature}} tem um único valor na {{cls}}, pelo que a sua "
        "variância é 0 e a gaussiana não tem densidade. Acrescente pontos ou mude os dados."
    ),
    "too_few_points": (
        "Não é possível ajustar o modelo {{model}}: a {{cls}} tem {{n}} pontos, e uma covariância 2 × 2 completa "
        "precisa de pelo menos 3 (dois pontos estão sempre sobre uma reta). Acrescente pontos de treino por "
        "classe."
    ),
    "collinear": (
        "Não é possível ajustar o modelo {{model}}: na {{cls}} os dois atributos estão sobre uma reta, e a "
        "matriz de covariância não pode ser invertida."
    ),
}
LOGISTIC_STATUS = {
    "separation": r"""
**Regressão logística: a estimativa de máxima verosimilhança não existe.** Uma reta separa perfeitamente as
duas classes de treino, pelo que a verosimilhança continua a crescer à medida que os pesos crescem sem limite:
nenhum $\mathbf w$ finito a maximiza. A página não desenha fronteira para ela, em vez de mostrar os números
enormes a que o método de Newton tinha chegado. (Os modelos gaussianos continuam ajustáveis: médias e
covariâncias existem. Uma penalização sobre $\mathbf w$, como uma probabilidade a priori, também daria uma
resposta finita.)
""",
    "max_iter": "**A regressão logística não convergiu** dentro do limite de iterações de Newton: não se mostra nenhuma estimativa.",
    "divergence": "**Regressão logística: a estimativa de máxima verosimilhança não existe** (o ajuste divergiu).",
    "dependent": (
        "**A regressão logística não tem estimativa única:** os dois atributos são linearmente dependentes nos "
        "dados de treino."
    ),
}

VERSUS_INTRO = r"""
Com uma só matriz de covariância partilhada pelas duas classes, a probabilidade a posteriori da LDA tem
exatamente a forma da regressão logística (Bishop, *PRML*, eq. 4.65–4.67):

$$p(B \mid \mathbf x) = \sigma(\mathbf w^\top \mathbf x + w_0), \qquad \mathbf w = \Sigma^{-1}(\boldsymbol\mu_B - \boldsymbol\mu_A).$$

Mesma forma, maneiras diferentes de escolher $\mathbf w$: a LDA calcula-o a partir das médias das classes e da
covariância (modela os atributos); a regressão logística maximiza a verosimilhança dos rótulos dados os
atributos (e não modela mais nada). Acima, os dois modelos estão ajustados aos dados escolhidos à esquerda (os
mesmos de *Dois atributos*).
"""
WEIGHTS_LOGISTIC = "regressão logística (máxima verosimilhança)"
WEIGHTS_NOTE = r"""
:small[Quando as classes são mesmo gaussianas com uma só covariância, os dois estimam o mesmo $\mathbf w$, e as
duas linhas aproximam-se à medida que os pontos de treino aumentam; caso contrário, apontam a alvos diferentes. O
gráfico mostra os contornos 0,1; 0,5 e 0,9 dos dois modelos.]
"""

CURVE_HEADER = "#### Curvas de aprendizagem: quem precisa de menos pontos? (Ng e Jordan, 2002)"
CURVE_INTRO = r"""
Ng e Jordan compararam um classificador generativo e um discriminativo da mesma forma à medida que o conjunto de
treino cresce: o generativo aproxima-se do seu melhor resultado com muito menos pontos, mas, se as suas
suposições estiverem erradas, o discriminativo acaba mais abaixo. Aqui sorteiam-se muitos conjuntos de treino de
cada tamanho $m$ ({{repeats}} por tamanho, metade de cada classe); naive Bayes, LDA e regressão logística são
ajustados por máxima verosimilhança, e cada um é avaliado pela perda logarítmica em {{n_test}} pontos de teste
novos. As curvas são calculadas uma vez, com semente fixa.
"""
CURVE_X_TITLE = "pontos de treino m (escala log)"
CURVE_SPINNER = "A ajustar os três modelos a algumas centenas de conjuntos de treino (uma só vez)…"
CURVE_FIRST = (
    "No menor tamanho em que os três puderam ser ajustados em todos os conjuntos de treino ($m = {{m}}$), "
    "o modelo {{best}} tem a menor perda logarítmica no teste."
)
CURVE_MISSING = (
    "Até $m = {{m}}$, uma reta separou as classes de alguns conjuntos de treino; aí a estimativa de máxima "
    "verosimilhança da regressão logística não existiu, e a sua curva começa mais tarde. Os modelos gaussianos "
    "dão sempre uma resposta."
)
CURVE_OVERCONFIDENT = (
    "Com poucos pontos, os modelos gaussianos subestimam as suas variâncias e ficam confiantes demais; a perda "
    "logarítmica castiga isso, e por isso todas as curvas começam altas."
)

# Onde o português europeu se escreve de outra maneira (artigo antes do possessivo, ênclise,
# "em toda a parte", "rodada", "poupa", "visam", "tem de").
HEADER = r"""
# Classificadores gaussianos

Um classificador **generativo** descreve como cada classe produz os seus atributos — aqui, uma densidade gaussiana
$p(\mathbf x \mid c) = \mathcal N(\mathbf x \mid \boldsymbol\mu_c, \Sigma_c)$ — e quão comum é cada classe, a
probabilidade a priori $\pi_c$; a regra de Bayes junta as duas em $p(c \mid \mathbf x)$. Um classificador
**discriminativo**, a regressão logística, ajusta $p(c \mid \mathbf x)$ diretamente.
"""
PRIORS_FIX = r"Com três classes, $\pi_A + \pi_B$ tem de ficar abaixo de 1 para que $\pi_C > 0$: baixe uma delas."
SAME_SHAPE = r"""
**Mesma média, mesmo desvio padrão.** As duas curvas ponderadas diferem só nas probabilidades a priori, por isso
uma fica acima da outra em toda a parte: o classificador escolhe a {{winner}} em qualquer $x$.
"""
TWO_THRESHOLDS = r"""
**Desvios padrão diferentes: dois limiares.** Os termos em $x^2$ já não se anulam: a razão logarítmica é uma
parábola em $x$, e as suas duas raízes são os limiares $x^* = {{t1}}$ e $x^* = {{t2}}$. A classe mais larga,
a {{outer}}, ganha dos dois lados — longe das médias, a sua curva desce mais devagar — e a {{inner}} ganha entre eles.
"""
THREE_CLASSES = r"""
**Três classes.** Cada par de curvas ponderadas pode cruzar-se; os limiares são os cruzamentos em que a curva
mais alta muda. O classificador escolhe {{regions}}.
"""
REGION_ALL = "a {{name}} em toda a parte"
OUTSIDE = "Alguns limiares ficam fora do intervalo desenhado (de −8 a 8); os seus valores estão no texto acima."
SHAPE_HELP = (
    "Esférica: nuvens redondas. Alinhada com os eixos: alongada ao longo de x₁ (desvios padrão 1,5s e 0,6s), "
    "atributos independentes dentro de cada classe — o que o naive Bayes supõe. Inclinada: a mesma elipse "
    "rodada, e os atributos ficam correlacionados."
)
SHAPES = {"spherical": "Esférica", "axis": "Alinhada com os eixos", "tilted": "Inclinada"}
SPREAD_LABEL = "Dispersão $s$"
SPREAD_HELP = "Multiplica todos os desvios padrão das duas classes."
SHADING_NOTE = r"""
**Como ler o gráfico.** O sombreado é $p(\text{ {{b}} } \mid \mathbf x)$ segundo o modelo {{model}}; as suas linhas
finas marcam onde essa probabilidade vale 0,1; 0,25; 0,75 e 0,9, e a linha grossa onde vale 0,5 — a fronteira de
decisão. As fronteiras dos outros modelos aparecem nas suas próprias cores (a da regressão logística, tracejada).
"""
ELLIPSES_NOTE = r"""
**Elipses.** A gaussiana de cada classe tal como o modelo {{model}} a ajustou, desenhada como dois contornos da sua
densidade: os pontos a distância de Mahalanobis 1 e 2 da média da classe ("1 dp" e "2 dp"). Em duas dimensões, a
região interior contém {{p1}} % e {{p2}} % da probabilidade dessa gaussiana — não os 68 % e 95 % de uma dimensão.
Mostram como a classe espalha os seus pontos, não a incerteza sobre a sua média.
"""
LOGISTIC_NO_ELLIPSES = r"A regressão logística descreve só $p(c \mid \mathbf x)$, não como cada classe espalha os seus pontos: não tem elipses para desenhar."
TRUTH_EXPLAIN = {
    "gaussian": r"""
Cada classe é uma gaussiana com a mesma covariância diagonal: é o que o naive Bayes supõe e o que a LDA supõe, e a
probabilidade a posteriori é exatamente logística — os três modelos estão certos e visam a mesma resposta.
""",
    "heavy_tails": r"""
Cada atributo segue uma $t$ de Student com 2 graus de liberdade (de vez em quando, um valor enorme), e o rótulo é
sorteado de $p(B \mid \mathbf x) = \sigma(\mathbf w^\top \mathbf x)$: o modelo da regressão logística é
exatamente verdadeiro, e nenhuma classe é gaussiana.
""",
}
CURVE_LOGISTIC_FROM = {
    "gaussian": "A regressão logística tem a curva mais baixa a partir de $m = {{m}}$, por muito pouco: aqui os três visam a mesma resposta.",
    "heavy_tails": "A regressão logística tem a curva mais baixa a partir de $m = {{m}}$: com pontos suficientes, o modelo que supõe menos acaba à frente, porque aqui a suposição gaussiana está errada.",
}
CURVE_LOGISTIC_NEVER = {
    "gaussian": "A regressão logística nunca é a mais baixa nestes tamanhos: quando as suposições generativas são verdadeiras, fazê-las não custa nada e poupa pontos.",
    "heavy_tails": "A regressão logística nunca é a mais baixa nestes tamanhos: precisaria de mais pontos para ultrapassar os modelos gaussianos.",
}

# --------------------------------------------------------------------------- prever, depois revelar
GUESS_ERRORS = "Que modelo vai classificar mal o menor número de pontos de teste (o menor erro no teste)?"
GUESS_CURVE = "Com $m = {{m}}$ pontos de treino, o maior tamanho aqui, que modelo vai ter a menor perda logarítmica média no teste?"
