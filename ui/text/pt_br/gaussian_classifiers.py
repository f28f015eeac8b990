"""Palavras da página de classificadores gaussianos (``views/gaussian_classifiers.py``), português do Brasil."""

# --------------------------------------------------------------------------- navegação e cartão
NAV_TITLE = "Classificadores gaussianos"
CARD_TITLE = "Classificadores gaussianos"
CARD_LESSON = (
    "Atributos contínuos, uma gaussiana por classe. Mova uma probabilidade a priori e veja o limiar andar; "
    "veja o que covariâncias diagonais, compartilhadas ou completas fazem com a fronteira, e como a "
    "regressão logística se compara."
)

HEADER = r"""
# Classificadores gaussianos

Um classificador **generativo** descreve como cada classe produz seus atributos — aqui, uma densidade gaussiana
$p(\mathbf x \mid c) = \mathcal N(\mathbf x \mid \boldsymbol\mu_c, \Sigma_c)$ — e quão comum cada classe é, a
probabilidade a priori $\pi_c$; a regra de Bayes junta as duas em $p(c \mid \mathbf x)$. Um classificador
**discriminativo**, a regressão logística, ajusta $p(c \mid \mathbf x)$ diretamente.
"""

VIEW_LABEL = "Parte da página"
VIEWS = {
    "one": "Um atributo",
    "two": "Dois atributos",
    "versus": "Generativo vs. discriminativo",
}

# --------------------------------------------------------------------------- um atributo
CLASSES_LABEL = "Classes"
CLASSES = {"two": "Duas", "three": "Três"}
CLASS_NAMES = {"a": "classe A", "b": "classe B", "c": "classe C"}
MEAN_LABELS = {"a": r"Média $\mu_A$", "b": r"Média $\mu_B$", "c": r"Média $\mu_C$"}
SD_LABELS = {"a": r"Desvio $\sigma_A$", "b": r"Desvio $\sigma_B$", "c": r"Desvio $\sigma_C$"}
SD_HELP = "Desvio padrão: a largura da curva em sino da classe."
PRIOR_LABELS = {"a": r"A priori $\pi_A$", "b": r"A priori $\pi_B$"}
PRIOR_HELP = (
    "Probabilidade a priori: quão comum a classe é antes de ver x. As probabilidades a priori de todas as "
    "classes somam 1."
)
PRIOR_B_IS_THE_REST = r"$\pi_B = 1 - \pi_A = {{pi_b}}$"
PRIOR_C_IS_THE_REST = r"$\pi_C = 1 - \pi_A - \pi_B = {{pi_c}}$"
PRIORS_FIX = r"Com três classes, $\pi_A + \pi_B$ precisa ficar abaixo de 1 para que $\pi_C > 0$: diminua uma delas."

ONE_INTRO = r"""
Com um atributo $x$, cada classe tem uma curva em sino $\mathcal N(x \mid \mu_c, \sigma_c^2)$ e uma probabilidade
a priori $\pi_c$. O classificador de Bayes escolhe a classe cuja **curva ponderada** $\pi_c\,\mathcal N(x \mid \mu_c, \sigma_c^2)$
é a mais alta em $x$ (gráfico de cima, sombreado pela vencedora). Dividindo cada curva ponderada pela soma de
todas, obtém-se a probabilidade a posteriori (gráfico de baixo):

$$p(c \mid x) = \frac{\pi_c\,\mathcal N(x \mid \mu_c, \sigma_c^2)}{\sum_k \pi_k\,\mathcal N(x \mid \mu_k, \sigma_k^2)}.$$

Um limiar de decisão é onde a curva mais alta muda: ali duas curvas ponderadas se cruzam, e as probabilidades
a posteriori dessas duas classes são iguais.
"""

CURVES_Y_TITLE = "a priori × densidade, π · N(x | μ, σ²)"
POSTERIOR_Y_TITLE = "p(c | x)"
X_TITLE = "x"
THRESHOLD_MARK = "x* = {{x}}"

THRESHOLD_LINEAR = r"""
**Desvios padrão iguais: um limiar, em forma fechada.** Na razão logarítmica das duas curvas ponderadas os termos
em $x^2$ se cancelam; ela é uma reta em $x$, com uma única raiz:

$$x^* = \frac{\mu_A + \mu_B}{2} + \frac{\sigma^2 \ln(\pi_A / \pi_B)}{\mu_B - \mu_A} = {{mid}} + ({{shift}}) = {{x}}.$$

Com probabilidades a priori iguais, $x^*$ fica no meio do caminho entre as médias. Aumentar $\pi_A$ o empurra em
direção a $\mu_B$: a região da classe A cresce. Mova uma probabilidade a priori e veja a linha tracejada deslizar.
"""
SAME_SHAPE = r"""
**Mesma média, mesmo desvio padrão.** As duas curvas ponderadas diferem só pelas probabilidades a priori, então
uma fica acima da outra em toda parte: o classificador escolhe a {{winner}} em qualquer $x$.
"""
TWO_THRESHOLDS = r"""
**Desvios padrão diferentes: dois limiares.** Os termos em $x^2$ não se cancelam mais: a razão logarítmica é
uma parábola em $x$, e suas duas raízes são os limiares $x^* = {{t1}}$ e $x^* = {{t2}}$. A classe mais larga,
a {{outer}}, vence dos dois lados — longe das médias sua curva cai mais devagar — e a {{inner}} vence entre eles.
"""
NO_THRESHOLD = r"""
**Desvios padrão diferentes, nenhum limiar.** A razão logarítmica é uma parábola em $x$ que nunca cruza o zero:
a {{winner}} tem a curva ponderada mais alta em todo $x$, e a outra classe nunca é escolhida.
"""
THREE_CLASSES = r"""
**Três classes.** Cada par de curvas ponderadas pode se cruzar; os limiares são os cruzamentos em que a curva
mais alta muda. O classificador escolhe {{regions}}.
"""
DECISION = r"O classificador escolhe {{regions}}."
REGION_ALL = "a {{name}} em toda parte"
REGION_LEFT = "a {{name}} para $x < {{high}}$"
REGION_MIDDLE = "a {{name}} para ${{low}} < x < {{high}}$"
REGION_RIGHT = "a {{name}} para $x > {{low}}$"
REGION_SEPARATOR = "; "
TIE = (
    "A {{first}} e a {{second}} têm a mesma média, o mesmo desvio padrão e a mesma probabilidade a priori: "
    "empatam onde vencem (o gráfico mostra a {{first}})."
)
OUTSIDE = "Alguns limiares ficam fora do intervalo desenhado (de −8 a 8); seus valores estão no texto acima."

# --------------------------------------------------------------------------- dois atributos: dados
DATA_LABEL = "Dados"
DATA = {"simulate": "Simulados", "iris": "Flores íris"}
MEAN_SLIDERS = {
    "a_x1": r"Classe A: média de $x_1$",
    "a_x2": r"Classe A: média de $x_2$",
    "b_x1": r"Classe B: média de $x_1$",
    "b_x2": r"Classe B: média de $x_2$",
}
SHAPE_LABEL = "Covariância das classes"
SHAPES = {"spherical": "Esférica", "axis": "Alinhada aos eixos", "tilted": "Inclinada"}
SHAPE_HELP = (
    "Esférica: nuvens redondas. Alinhada aos eixos: alongada ao longo de x₁ (desvios padrão 1,5s e 0,6s), "
    "atributos independentes dentro de cada classe — o que o naive Bayes supõe. Inclinada: a mesma elipse "
    "girada, e os atributos ficam correlacionados."
)
ANGLE_LABEL = "Inclinação (graus)"
SAME_LABEL = "Mesma covariância"
SAME_HELP = (
    "Ligado: uma só matriz de covariância para as duas classes (o que a LDA supõe). Desligado: a classe B fica "
    "duas vezes mais espalhada (esférica), com os eixos trocados (alinhada aos eixos) ou com a inclinação "
    "oposta (inclinada)."
)
SPREAD_LABEL = "Espalhamento $s$"
SPREAD_HELP = "Multiplica todos os desvios padrão das duas classes."
N_LABEL = "Pontos de treinamento por classe"
SEED_LABEL = "Semente"
SEED_HELP = (
    "Qual sorteio aleatório (ou, nos dados de íris, qual divisão entre flores de treinamento e de teste). "
    "Faz parte do link."
)
SPECIES_LABEL = "Espécies"
SPECIES = {"versicolor_virginica": "Versicolor e virginica", "setosa_versicolor": "Setosa e versicolor"}
MEASURE_LABEL = "Medidas"
MEASURES = {"petal": "Comprimento e largura da pétala", "sepal": "Comprimento e largura da sépala"}
SPECIES_NAMES = {"setosa": "Iris setosa", "versicolor": "Iris versicolor", "virginica": "Iris virginica"}
FEATURE_TITLES = {
    "x1": "x₁",
    "x2": "x₂",
    "sepal_length_cm": "comprimento da sépala (cm)",
    "sepal_width_cm": "largura da sépala (cm)",
    "petal_length_cm": "comprimento da pétala (cm)",
    "petal_width_cm": "largura da pétala (cm)",
}
SIMULATED_SOURCE = (
    "{{n}} pontos de treinamento por classe sorteados das duas gaussianas definidas acima, e {{n_test}} pontos "
    "de teste por classe sorteados de novo das mesmas gaussianas."
)
IRIS_SOURCE = (
    "Dados de íris de Fisher: 50 flores de cada espécie, medidas por Edgar Anderson (1935) e publicadas por "
    "R. A. Fisher, “The use of multiple measurements in taxonomic problems”, Ann. Eugen. 7(2), 179–188, 1936 "
    "(domínio público). {{n_train}} flores de cada espécie treinam os modelos e {{n_test}} os testam "
    "(uma divisão aleatória, definida pela semente)."
)

# --------------------------------------------------------------------------- dois atributos: o que desenhar
MODEL_LABEL = "Sombreado e contornos de"
MODELS = {
    "naive": "Naive Bayes",
    "shared": "Σ comum (LDA)",
    "full": "Σ completa (QDA)",
    "logistic": "Regressão logística",
}
MODEL_SHORT = {"naive": "naive Bayes", "shared": "LDA", "full": "QDA", "logistic": "regressão logística"}
BOUNDARIES_LABEL = "As quatro fronteiras de decisão"
ELLIPSES_LABEL = "Elipses de covariância"
P_TITLE = "p({{b}} | x)"
SD_TAGS = {"1": "1 dp", "2": "2 dp"}

SHADING_NOTE = r"""
**Como ler o gráfico.** O sombreado é $p(\text{ {{b}} } \mid \mathbf x)$ segundo o modelo {{model}}; suas linhas
finas marcam onde essa probabilidade vale 0,1; 0,25; 0,75 e 0,9, e a linha grossa onde vale 0,5 — a fronteira de
decisão. As fronteiras dos outros modelos aparecem nas suas próprias cores (a da regressão logística, tracejada).
"""
ELLIPSES_NOTE = r"""
**Elipses.** A gaussiana de cada classe como o modelo {{model}} a ajustou, desenhada como dois contornos da sua
densidade: os pontos a distância de Mahalanobis 1 e 2 da média da classe ("1 dp" e "2 dp"). Em duas dimensões, a
região interna contém {{p1}} % e {{p2}} % da probabilidade dessa gaussiana — não os 68 % e 95 % de uma dimensão.
Elas mostram como a classe espalha seus pontos, não a incerteza sobre a sua média.
"""
LOGISTIC_NO_ELLIPSES = (
    r"A regressão logística descreve só $p(c \mid \mathbf x)$, não como cada classe espalha seus pontos: não tem "
    r"elipses a desenhar."
)

ASSUMES = {
    "naive": r"$\Sigma_c$ diagonal por classe",
    "shared": r"uma só $\Sigma$ para as duas classes",
    "full": r"qualquer $\Sigma_c$ por classe",
    "logistic": r"só $p(c \mid \mathbf x) = \sigma(\mathbf w^\top \mathbf x + w_0)$",
}
SCORES_TABLE = """
Desempenho nos pontos de treinamento / nos pontos de teste:

| modelo | parâmetros | acurácia | perda log |
|---|--:|--:|--:|
{{rows}}
"""
SCORES_ROW = "| {{model}} | {{params}} | {{train_acc}} / {{test_acc}} | {{train_ll}} / {{test_ll}} |"
SCORES_ROW_MISSING = "| {{model}} | {{params}} | — | — |"
ASSUMPTION = "{{model}}: {{assumes}}"
PARAMETERS_NOTE = r"""
:small[O que cada modelo supõe — {{assumptions}}. Parâmetros com $C = 2$ classes e $D = 2$ atributos, contados
como nos slides: naive Bayes $2CD + C - 1 = {{naive}}$, covariância comum $CD + D(D+1)/2 + C - 1 = {{shared}}$,
covariância completa $CD + C\,D(D+1)/2 + C - 1 = {{full}}$; regressão logística $D + 1 = {{logistic}}$. As
covariâncias são estimativas de máxima verossimilhança (divididas por $N_c$). A perda logarítmica (log-loss) é
$-\frac1n \sum_i \ln p(y_i \mid \mathbf x_i)$, em nats: quanto menor, melhor, e uma resposta errada dada com
confiança custa caro.]
"""

SINGULAR = {
    "constant_feature": (
        "Não é possível ajustar o modelo {{model}}: {{feature}} tem um único valor na {{cls}}, então sua "
        "variância é 0 e a gaussiana não tem densidade. Acrescente pontos ou mude os dados."
    ),
    "too_few_points": (
        "Não é possível ajustar o modelo {{model}}: a {{cls}} tem {{n}} pontos, e uma covariância 2 × 2 completa "
        "precisa de pelo menos 3 (dois pontos sempre estão sobre uma reta). Acrescente pontos de treinamento "
        "por classe."
    ),
    "collinear": (
        "Não é possível ajustar o modelo {{model}}: na {{cls}} os dois atributos estão sobre uma reta, e a "
        "matriz de covariância não pode ser invertida."
    ),
}
POOLED = "união dos dados das duas classes"
LOGISTIC_STATUS = {
    "separation": r"""
**Regressão logística: a estimativa de máxima verossimilhança não existe.** Uma reta separa perfeitamente as
duas classes de treinamento, então a verossimilhança continua crescendo à medida que os pesos crescem sem limite:
nenhum $\mathbf w$ finito a maximiza. A página não desenha fronteira para ela, em vez de mostrar os números
enormes a que o método de Newton tinha chegado. (Os modelos gaussianos continuam ajustáveis: médias e
covariâncias existem. Uma penalidade sobre $\mathbf w$, como uma probabilidade a priori, também daria uma
resposta finita.)
""",
    "max_iter": "**A regressão logística não convergiu** dentro do limite de iterações de Newton: nenhuma estimativa é mostrada.",
    "divergence": "**Regressão logística: a estimativa de máxima verossimilhança não existe** (o ajuste divergiu).",
    "dependent": (
        "**A regressão logística não tem estimativa única:** os dois atributos são linearmente dependentes nos "
        "dados de treinamento."
    ),
}
NO_SHADING = "O modelo {{model}} não tem estimativa com estes dados; nada é sombreado."

# --------------------------------------------------------------------------- generativo vs. discriminativo
VERSUS_INTRO = r"""
Com uma só matriz de covariância comum às duas classes, a probabilidade a posteriori da LDA tem exatamente a
forma da regressão logística (Bishop, *PRML*, eq. 4.65–4.67):

$$p(B \mid \mathbf x) = \sigma(\mathbf w^\top \mathbf x + w_0), \qquad \mathbf w = \Sigma^{-1}(\boldsymbol\mu_B - \boldsymbol\mu_A).$$

Mesma forma, maneiras diferentes de escolher $\mathbf w$: a LDA o calcula a partir das médias das classes e da
covariância (ela modela os atributos); a regressão logística maximiza a verossimilhança dos rótulos dados os
atributos (e não modela mais nada). Acima, os dois modelos estão ajustados aos dados escolhidos à esquerda (os
mesmos de *Dois atributos*).
"""
WEIGHTS_TABLE = """
| | $w_1$ | $w_2$ | $w_0$ |
|---|--:|--:|--:|
{{rows}}
"""
WEIGHTS_ROW = "| {{model}} | {{w1}} | {{w2}} | {{w0}} |"
WEIGHTS_LDA = r"LDA: $\Sigma^{-1}(\boldsymbol\mu_B - \boldsymbol\mu_A)$"
WEIGHTS_LOGISTIC = "regressão logística (máxima verossimilhança)"
NO_ESTIMATE = "sem estimativa"
WEIGHTS_NOTE = r"""
:small[Quando as classes são mesmo gaussianas com uma só covariância, os dois estimam o mesmo $\mathbf w$, e as
duas linhas se aproximam conforme os pontos de treinamento aumentam; caso contrário, miram alvos diferentes. O
gráfico mostra os contornos 0,1; 0,5 e 0,9 dos dois modelos.]
"""

CURVE_HEADER = "#### Curvas de aprendizado: quem precisa de menos pontos? (Ng e Jordan, 2002)"
CURVE_INTRO = r"""
Ng e Jordan compararam um classificador generativo e um discriminativo da mesma forma à medida que o conjunto de
treinamento cresce: o generativo chega perto do seu melhor resultado com bem menos pontos, mas, se as suas
suposições estiverem erradas, o discriminativo termina mais baixo. Aqui são sorteados muitos conjuntos de
treinamento de cada tamanho $m$ ({{repeats}} por tamanho, metade de cada classe); naive Bayes, LDA e regressão
logística são ajustados por máxima verossimilhança, e cada um é avaliado pela perda logarítmica em {{n_test}}
pontos de teste novos. As curvas são calculadas uma vez, com semente fixa.
"""
TRUTH_LABEL = "Dados"
TRUTHS = {
    "gaussian": "Classes gaussianas (as suposições generativas valem)",
    "heavy_tails": "Atributos de cauda pesada (não valem)",
}
TRUTH_EXPLAIN = {
    "gaussian": r"""
Cada classe é uma gaussiana com a mesma covariância diagonal: o que o naive Bayes supõe e o que a LDA supõe, e a
probabilidade a posteriori é exatamente logística — os três modelos estão certos e miram a mesma resposta.
""",
    "heavy_tails": r"""
Cada atributo segue uma $t$ de Student com 2 graus de liberdade (de vez em quando, um valor enorme), e o rótulo é
sorteado de $p(B \mid \mathbf x) = \sigma(\mathbf w^\top \mathbf x)$: o modelo da regressão logística é
exatamente verdadeiro, e nenhuma classe é gaussiana.
""",
}
FEATURES_LABEL = "Atributos"
FEATURES = {"2": "2 atributos", "10": "10 atributos"}
CURVE_X_TITLE = "pontos de treinamento m (escala log)"
CURVE_Y_TITLE = "perda logarítmica média no teste (nats, escala log)"
CURVE_MODELS = {"naive": "naive Bayes", "shared": "LDA", "logistic": "regressão logística"}
CURVE_SPINNER = "Ajustando os três modelos a algumas centenas de conjuntos de treinamento (uma vez só)…"

CURVE_SMALLEST = "Com o menor número de pontos ($m = {{m}}$), o modelo {{best}} tem a menor perda logarítmica no teste entre os que puderam ser ajustados."
CURVE_FIRST = (
    "No menor tamanho em que os três puderam ser ajustados em todos os conjuntos de treinamento ($m = {{m}}$), "
    "o modelo {{best}} tem a menor perda logarítmica no teste."
)
CURVE_LAST = "Em $m = {{m}}$, o maior tamanho, o modelo {{best}} é o mais baixo, e as três curvas ficam a até {{gap}} nats umas das outras."
CURVE_LOGISTIC_FROM = {
    "gaussian": "A regressão logística tem a curva mais baixa a partir de $m = {{m}}$, por muito pouco: aqui os três miram a mesma resposta.",
    "heavy_tails": (
        "A regressão logística tem a curva mais baixa a partir de $m = {{m}}$: com pontos suficientes, o modelo "
        "que supõe menos termina na frente, porque aqui a suposição gaussiana está errada."
    ),
}
CURVE_LOGISTIC_NEVER = {
    "gaussian": (
        "A regressão logística nunca é a mais baixa nestes tamanhos: quando as suposições generativas são "
        "verdadeiras, fazê-las não custa nada e economiza pontos."
    ),
    "heavy_tails": "A regressão logística nunca é a mais baixa nestes tamanhos: precisaria de mais pontos para passar os modelos gaussianos.",
}
CURVE_MISSING = (
    "Até $m = {{m}}$, uma reta separou as classes de alguns conjuntos de treinamento; ali a estimativa de máxima "
    "verossimilhança da regressão logística não existiu, e a sua curva começa depois. Os modelos gaussianos "
    "sempre dão uma resposta."
)
CURVE_OVERCONFIDENT = (
    "Com poucos pontos, os modelos gaussianos subestimam suas variâncias e ficam confiantes demais; a perda "
    "logarítmica castiga isso, e por isso toda curva começa alta."
)

# --------------------------------------------------------------------------- prever, depois revelar
GUESS_ERRORS = "Qual modelo vai errar menos pontos de teste (o menor erro no teste)?"
GUESS_ERRORS_ANSWER = {
    "one": "{{names}}, com erro de teste de {{error}} %",
    "many": "{{names}}, empatados, com erro de teste de {{error}} %",
}
NAMES_JOIN = " e "
HIDDEN = "?"
GUESS_CURVE = "Com $m = {{m}}$ pontos de treinamento, o maior tamanho aqui, qual modelo vai ter a menor perda logarítmica média no teste?"
GUESS_CURVE_ANSWER = "{{best}}, com perda logarítmica média de {{ll}} nats no teste"
