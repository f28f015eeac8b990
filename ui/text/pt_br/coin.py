r"""Palavras da página da moeda (``views/coin.py``) em português do Brasil (todas as chaves).

Também as partes que a página dos estimadores usa (controles do a priori e dos dados, gráficos
Beta, painel da preditiva). Termos: cara/coroa, lançamento, pseudocontagens, a priori,
a posteriori, verossimilhança, região de credibilidade (HPD explicada uma vez), preditiva a
posteriori, plug-in (mantido, como no material do curso), encolhimento, cisne negro, regra de
sucessão de Laplace. Pares de números entre parênteses e intervalos levam ponto e vírgula
(Beta(2,5; 4), [0,33; 0,974]): com vírgula decimal, uma vírgula entre dois números seria ambígua;
o espaço depois desse ponto e vírgula é inseparável (U+00A0), para o par não se partir numa quebra de linha.
Palavras que contam algo têm duas formas, ``"one"`` (exatamente 1) e ``"many"`` (0, 2, 1,5 …):
"1 lançamento", "3 lançamentos"; a página escolhe a forma pela mesma regra em todas as línguas.
"""

# --------------------------------------------------------------------------- navegação e cartão
NAV_TITLE = "Cara ou coroa"
CARD_TITLE = "Cara ou coroa com um a priori Beta"
CARD_LESSON = (
    "Pseudocontagens, a atualização conjugada, intervalos de credibilidade, a previsão dos próximos "
    "lançamentos — e por que nunca ver cara não torna cara impossível."
)


# --------------------------------------------------------------------------- cabeçalho
TITLE = "Cara ou coroa: o modelo Beta-Binomial"

INTRO = r"""
Esta moeda é honesta? Chame de $\theta$ a probabilidade de dar cara. Antes de lançar, descreva
o que você acredita sobre $\theta$ com um a priori **Beta(a, b)**; lance; e a crença vira um
a posteriori **Beta(a + caras, b + coroas)**. Mexa nos controles e veja as três curvas, as
estimativas e a região de credibilidade responderem.
"""

# =========================================================================== partilhado com a página dos estimadores
# --------------------------------------------------------------------------- controles do a priori
PRESETS_LABEL = "A priori pronto"
PRESETS_PLACEHOLDER = "Qual a priori?"
PRESET_NAMES = {
    "uniform": "Uniforme (1; 1)",
    "jeffreys": "Jeffreys (½; ½)",
    "beta22": "Beta(2; 2)",
    "fair": "Honesta (50; 50)",
    "skewed": "Assimétrico (2; 8)",
}
PRESET_HELP = (
    "Define a e b. Honesta (50; 50) vale 100 lançamentos imaginários: uma crença forte numa moeda "
    "honesta. Depois ajuste com os controles deslizantes ou digite o valor exato nas caixas."
)
A_LABEL = "a (caras imaginárias)"
B_LABEL = "b (coroas imaginárias)"
#: *template*: ``low``, ``high`` (the range of a and b, ``ui.beta_widgets.A_RANGE``).
A_HELP = (
    "Pseudocontagem de caras, de {{low}} a {{high}}. Arraste o controle para valores redondos; "
    "digite para valores exatos."
)
#: *template*: ``low``, ``high``.
B_HELP = (
    "Pseudocontagem de coroas, de {{low}} a {{high}}. Arraste o controle para valores redondos; "
    "digite para valores exatos."
)
DRAG_LABEL = "Arrastar {{name}}"

# --------------------------------------------------------------------------- controles dos dados
HEADS_LABEL = "Caras"
TAILS_LABEL = "Coroas"

# --------------------------------------------------------------------------- gráfico das densidades
DENSITY_ROLES = {
    "prior": "a priori",
    "likelihood": "verossimilhança",
    "posterior": "a posteriori",
    "mle": "MLE",
    "map": "MAP",
    "posterior_mean": "média a posteriori",
    "posterior_median": "mediana a posteriori",
    "true_theta": "θ verdadeiro",
}
DENSITY_TITLES = {
    "theta": "θ (probabilidade de cara)",
    "density": "densidade p(θ)",
    "curve": "curva",
    "estimate": "estimativa",
    "theta_short": "θ",
    "density_short": "densidade",
}

# --------------------------------------------------------------------------- painel da preditiva
PREDICTIVE_ROLES = {
    "predictive": "preditiva a posteriori",
    "mle": "plug-in com o MLE",
    "map": "plug-in com o MAP",
}
PREDICTIVE_X = {"one": "caras no próximo lançamento (m = {{m}})", "many": "caras nos próximos m = {{m}} lançamentos"}
PREDICTIVE_TITLES = {"probability": "probabilidade", "model": "modelo", "heads": "caras"}
#: Com artigo: as frases abaixo dizem "plug-in com o MLE", "plug-in com a média a posteriori".
PLUGIN_NAMES = {"mle": "o MLE", "map": "o MAP", "mean": "a média a posteriori"}
PREDICTIVE_SPREAD = {
    "one": (
        "Dispersão (desvio padrão) do número de caras no próximo lançamento (m = {{m}}): preditiva a "
        "posteriori {{predictive_sd}}; {{plugins}}."
    ),
    "many": (
        "Dispersão (desvio padrão) do número de caras nos próximos m = {{m}} lançamentos: preditiva a "
        "posteriori {{predictive_sd}}; {{plugins}}."
    ),
}
PLUGIN_SPREAD = {
    "wider": "plug-in com {{estimate}} {{sd}}, mais estreito que a preditiva",
    "equal": "plug-in com {{estimate}} {{sd}}, tão largo quanto a preditiva",
    "narrower": "plug-in com {{estimate}} {{sd}}, mais largo que a preditiva",
}
PLUGIN_UNDEFINED = "nenhum plug-in com {{estimate}} (aqui não há valor, então não há barras)"
LIST_SEPARATOR = "; "
# =========================================================================== fim das palavras partilhadas

PRIOR_SUMMARY = {
    "one": (
        r"O mesmo a priori como palpite e confiança: média a priori $\frac{a}{a+b}$ = **{{mean}}**, "
        r"força $a+b$ = **{{strength}}** lançamento imaginário."
    ),
    "many": (
        r"O mesmo a priori como palpite e confiança: média a priori $\frac{a}{a+b}$ = **{{mean}}**, "
        r"força $a+b$ = **{{strength}}** lançamentos imaginários."
    ),
}

# --------------------------------------------------------------------------- origem dos dados
SOURCE_LABEL = "De onde vêm os lançamentos?"
SOURCE_NAMES = {"counts": "Contagens", "sequence": "Sequência", "simulate": "Simulação"}
SOURCE_HELP = (
    "Contagens: digite quantas caras e quantas coroas saíram. Sequência: digite os lançamentos, "
    "como HHTHT. Simulação: lance uma moeda virtual."
)
SEQUENCE_LABEL = "Lançamentos em ordem (H = cara, T = coroa)"
SEQUENCE_HELP = "Por exemplo HHTHT. Minúsculas, espaços e vírgulas são aceitos. Aperte Enter para aplicar."
SEQUENCE_FIX = "Digite só H e T (espaços e vírgulas são permitidos); a página mantém as últimas contagens válidas."
SEQUENCE_BAD = "Estes caracteres não são lançamentos: {{found}}."
SEQUENCE_BAD_CHAR = {"one": "“{{char}}” na posição {{positions}}", "many": "“{{char}}” nas posições {{positions}}"}
POSITION_SEPARATOR = ", "
SEQUENCE_BAD_MORE = " ({{count}} caracteres assim no total)"
HIDE_LABEL = "Moeda misteriosa (esconder o θ verdadeiro)"
HIDE_HELP = "O θ da moeda é sorteado a partir da semente e fica em segredo: dá para descobri-lo lançando a moeda?"
THETA_TRUE_LABEL = "θ verdadeiro da moeda simulada"
THETA_HIDDEN = "O θ verdadeiro está escondido. Lance a moeda e tente adivinhá-lo pelo a posteriori."
SEED_LABEL = "Semente"
FLIP_LABEL = "Lançar {{n}}"
RESET_LABEL = "Zerar"
SIM_STATUS = {"one": "{{n}} lançamento simulado de uma moeda com θ = {{theta}}.",
              "many": "{{n}} lançamentos simulados de uma moeda com θ = {{theta}}."}
SIM_STATUS_HIDDEN = {"one": "{{n}} lançamento simulado da moeda misteriosa.",
                     "many": "{{n}} lançamentos simulados da moeda misteriosa."}
REVEAL_LABEL = "Revelar o θ verdadeiro"
REVEAL_TEXT = "A moeda misteriosa tem θ = **{{theta}}**."

# --------------------------------------------------------------------------- painel das pseudocontagens
PSEUDO_CAPTION = (
    "Cada barra é um parâmetro do a posteriori: os lançamentos imaginários do a priori (à esquerda) "
    "mais os reais (à direita). Com lançamentos reais suficientes, os imaginários deixam de importar."
)
PSEUDO_ROLES = {"prior": "a priori (a, b)", "likelihood": "dados (caras, coroas)"}
PSEUDO_OUTCOMES = {"heads": "caras", "tails": "coroas"}
PSEUDO_TITLES = {"count": "contagem", "outcome": "resultado", "part": "parte"}

# --------------------------------------------------------------------------- a posteriori
REGION_LABEL = "Região de credibilidade"
REGION_NAMES = {"hpd": "HPD", "equal": "Caudas iguais"}
REGION_HELP = (
    "HPD (de maior densidade a posteriori): a região mais curta; nenhum ponto fora dela tem "
    "densidade maior que um ponto dentro. Caudas iguais: corta a mesma probabilidade de cada ponta."
)
LEVEL_LABEL = "Nível de credibilidade"
METRIC_MLE = "MLE θ̂"
METRIC_MAP = "MAP θ̂ (moda)"
METRIC_MEAN = "Média a posteriori"
METRIC_MEDIAN = "Mediana a posteriori"
METRIC_SD = "Desvio padrão a posteriori"
METRIC_REGION = {"hpd": "Região HPD de {{level}}%", "equal": "Intervalo de caudas iguais de {{level}}%"}
INTERVAL = "[{{lo}};\u00a0{{hi}}]"
REGION_UNION = " ∪ "
NO_DATA = "ainda sem dados"
NO_MODE = "sem moda única"
METRIC_HELP_MLE = "Fração de caras, caras / (caras + coroas): indefinida antes do primeiro lançamento."
METRIC_HELP_MAP = (
    "O θ mais provável segundo o a posteriori. Um a posteriori em forma de U (a < 1 e b < 1) tem "
    "picos nas duas pontas, e um plano tem pico em toda parte: não há moda única."
)
CHART_CAPTION = (
    "A verossimilhança aparece normalizada (área 1), para ser comparável com as densidades; a "
    "área sombreada é a região de credibilidade do a posteriori. Linhas verticais tracejadas: as estimativas."
)
TRUE_THETA_CAPTION = "A linha cinza é o θ verdadeiro da moeda simulada."
CLIPPED_CAPTION = (
    "O eixo y termina em {{y_max}}: uma densidade com a < 1 ou b < 1 cresce sem limite em θ = 0 ou 1, "
    "e é desenhada na horizontal onde sai do gráfico."
)

SHRINKAGE = (
    r"**Encolhimento.** A média a posteriori é uma média ponderada da média a priori e do MLE, "
    r"com peso $\lambda = \frac{a+b}{a+b+N} = \frac{{{strength}}}{{{strength}} + {{n}}} = {{lam}}$ no a priori:"
    "\n\n"
    r"$$\mathbb{E}[\theta \mid \mathcal{D}] = \lambda\,\frac{a}{a+b} + (1-\lambda)\,\hat\theta_{\mathrm{MLE}}"
    r" = {{lam}} \times {{prior_mean}} + {{one_minus}} \times {{mle}} = {{mean}}$$"
)
SHRINKAGE_NO_DATA = (
    r"**Encolhimento.** Ainda sem lançamentos: $\lambda = 1$, todo o peso no a priori, e a média a "
    r"posteriori é a média a priori ${{prior_mean}}$. Cada lançamento passa peso do a priori para os dados."
)

BLACK_SWAN = {
    "heads": {
        "one": (
            "**Cisne negro.** Depois de {{n}} lançamento, coroa, e nenhuma cara, o MLE diz que cara é "
            r"*impossível*: $\hat\theta$ dá probabilidade 0 a sair cara no próximo lançamento. "
            "A regra de sucessão de Laplace (a priori uniforme Beta(1; 1), média a posteriori) dá "
            r"$\frac{0 + 1}{{{n}} + 2} = {{laplace}}$, e o seu a priori dá {{yours}}. "
            "Nunca ter visto algo é uma evidência fraca de que isso não pode acontecer."
        ),
        "many": (
            "**Cisne negro.** Depois de {{n}} coroas e nenhuma cara, o MLE diz que cara é "
            r"*impossível*: $\hat\theta$ dá probabilidade 0 a sair cara no próximo lançamento. "
            "A regra de sucessão de Laplace (a priori uniforme Beta(1; 1), média a posteriori) dá "
            r"$\frac{0 + 1}{{{n}} + 2} = {{laplace}}$, e o seu a priori dá {{yours}}. "
            "Nunca ter visto algo é uma evidência fraca de que isso não pode acontecer."
        ),
    },
    "tails": {
        "one": (
            "**Cisne negro.** Depois de {{n}} lançamento, cara, e nenhuma coroa, o MLE diz que coroa é "
            r"*impossível*: $\hat\theta$ dá probabilidade 0 a sair coroa no próximo lançamento. "
            "A regra de sucessão de Laplace (a priori uniforme Beta(1; 1), média a posteriori) dá "
            r"$\frac{0 + 1}{{{n}} + 2} = {{laplace}}$, e o seu a priori dá {{yours}}. "
            "Nunca ter visto algo é uma evidência fraca de que isso não pode acontecer."
        ),
        "many": (
            "**Cisne negro.** Depois de {{n}} caras e nenhuma coroa, o MLE diz que coroa é "
            r"*impossível*: $\hat\theta$ dá probabilidade 0 a sair coroa no próximo lançamento. "
            "A regra de sucessão de Laplace (a priori uniforme Beta(1; 1), média a posteriori) dá "
            r"$\frac{0 + 1}{{{n}} + 2} = {{laplace}}$, e o seu a priori dá {{yours}}. "
            "Nunca ter visto algo é uma evidência fraca de que isso não pode acontecer."
        ),
    },
}
BLACK_SWAN_BUTTON = "Mostrar: 3 coroas, nenhuma cara"
BLACK_SWAN_HINT = (
    "**Cisne negro.** O que o MLE diz depois de três coroas e nenhuma cara? "
    "Digite esses números ou abra *{{panel}}* abaixo."
)
BLACK_SWAN_PANEL = (
    r"Sem nenhuma cara em poucos lançamentos, o MLE $\hat\theta = 0/N$ declara cara impossível; "
    r"qualquer a priori com $a > 0$ a mantém possível. A regra de sucessão de Laplace é a média a "
    r"posteriori sob o a priori uniforme Beta(1; 1): $\frac{N_1 + 1}{N + 2}$."
)

# --------------------------------------------------------------------------- passo a passo
SEQUENTIAL_HEADER = "### Uma atualização por lançamento\n\n"
SEQUENTIAL_INTRO = {
    "one": (
        "O a posteriori de ontem é o a priori de hoje: atualize depois de cada lançamento e você chega ao "
        "mesmo a posteriori de uma única atualização com todas as contagens. Aqui: {{order}}. Com {{n}} "
        "lançamento, o caminho é um só passo e termina na linha tracejada, o a posteriori de um só "
        "passo, Beta({{a}}; {{b}})."
    ),
    "many": (
        "O a posteriori de ontem é o a priori de hoje: atualize depois de cada lançamento e você chega ao "
        "mesmo a posteriori de uma única atualização com todas as contagens. Aqui: {{order}}. Depois dos "
        "{{n}} lançamentos, o caminho termina na linha tracejada, o a posteriori de um só "
        "passo, Beta({{a}}; {{b}})."
    ),
}
ORDER_SEQUENCE = "os seus lançamentos, em ordem"
ORDER_SPREAD = (
    "contagens sozinhas não têm ordem, então as caras e as coroas são espalhadas por igual ao longo "
    "da sequência (o ponto final não depende da ordem)"
)
SEQUENTIAL_EMPTY = "Ainda sem lançamentos: adicione dados para ver o a posteriori evoluir."
SD_CAPTION = (
    r"Quando os lançamentos passam a pesar mais que o a priori, o desvio padrão a posteriori encolhe "
    r"como $1/\sqrt{N}$: em eixos log-log ele acaba paralelo à curva tracejada "
    r"$\sqrt{\hat\theta(1-\hat\theta)/N}$ (aqui $\hat\theta$ é a média a posteriori final), inclinação "
    r"$-\tfrac12$. Reduzir a incerteza à metade exige quatro vezes mais lançamentos."
)
SD_CAPTION_ONE_SIDED = {
    "heads": (
        r"Até agora todos os lançamentos deram coroa, e assim o desvio padrão a posteriori encolhe como "
        r"$1/N$, não como $1/\sqrt{N}$: mais rápido que a curva tracejada "
        r"$\sqrt{\hat\theta(1-\hat\theta)/N}$ (desenhada na média a posteriori final), inclinação $-1$ em "
        r"eixos log-log quando os lançamentos passam a pesar mais que o a priori. Enquanto não sair "
        r"nenhuma cara, cerca de duas vezes mais lançamentos reduzem a incerteza à metade."
    ),
    "tails": (
        r"Até agora todos os lançamentos deram cara, e assim o desvio padrão a posteriori encolhe como "
        r"$1/N$, não como $1/\sqrt{N}$: mais rápido que a curva tracejada "
        r"$\sqrt{\hat\theta(1-\hat\theta)/N}$ (desenhada na média a posteriori final), inclinação $-1$ em "
        r"eixos log-log quando os lançamentos passam a pesar mais que o a priori. Enquanto não sair "
        r"nenhuma coroa, cerca de duas vezes mais lançamentos reduzem a incerteza à metade."
    ),
}
SEQUENTIAL_TITLES = {
    "n": "lançamentos vistos N",
    "mean_axis": "E[θ | primeiros N]",
    "n_short": "N",
    "mean": "média a posteriori",
    "batch": "média a posteriori de um só passo",
    "n_log": "lançamentos vistos N (log)",
    "sd_axis": "dp a posteriori",
    "sd": "desvio padrão a posteriori",
    "reference": "√(θ̂(1−θ̂)/N)",
    "sd_short": "dp",
    "curve": "curva",
}
SEQUENTIAL_BAND = {
    "lower": "limite inferior do intervalo de {{level}}%",
    "upper": "limite superior do intervalo de {{level}}%",
}

# --------------------------------------------------------------------------- preditiva
PREDICTIVE_HEADER = "### O que os próximos lançamentos vão mostrar?\n\n"
M_LABEL = "Número de lançamentos futuros m"
PREDICTIVE_INTRO = (
    "A **preditiva a posteriori** (beta-binomial) faz a média da binomial sobre todos os θ que o a "
    "posteriori admite; uma binomial **plug-in** finge que uma estimativa é o θ verdadeiro. A média "
    "preserva a incerteza sobre θ: a preditiva nunca é mais estreita que o plug-in com a média a "
    "posteriori (igual para um lançamento, mais larga para mais de um). Um plug-in com o MLE ou com o "
    "MAP fica em outro lugar e pode ser mais largo ou mais estreito; o texto abaixo do gráfico os "
    "compara para o seu a posteriori."
)

# --------------------------------------------------------------------------- painéis secundários
VIEW_LABEL = "Mais sobre este a posteriori"
VIEW_HELP = "Abre um painel abaixo; clique de novo para fechá-lo. A escolha faz parte do link (view=…)."
VIEWS = {
    "pseudo": "Pseudocontagens",
    "sequential": "Passo a passo",
    "predictive": "Preditiva",
    "black_swan": "Cisne negro",
    "maths": "A matemática",
}

# --------------------------------------------------------------------------- a matemática
MATHS = r"""
**Verossimilhança.** Cada lançamento dá cara com probabilidade $\theta$, de forma independente, então
$N_1$ caras e $N_0$ coroas têm verossimilhança $p(\mathcal{D}\mid\theta) \propto \theta^{N_1}(1-\theta)^{N_0}$.

**A priori.** $\mathrm{Beta}(\theta\mid a,b) \propto \theta^{a-1}(1-\theta)^{b-1}$ tem a mesma forma
em $\theta$ — é isso que o torna *conjugado*.

**Regra de atualização.** Multiplique e leia os expoentes:

$$p(\theta\mid\mathcal{D}) \propto \theta^{N_1+a-1}(1-\theta)^{N_0+b-1}
\;\Rightarrow\; \theta\mid\mathcal{D} \sim \mathrm{Beta}(a+N_1,\; b+N_0).$$

Assim $a$ e $b$ funcionam como **pseudocontagens**: caras e coroas imaginárias, vistas antes das
reais; $a+b$ é a força do a priori (o seu tamanho de amostra efetivo).

**Estimativas.** Com $N = N_1 + N_0$:

$$\hat\theta_{\mathrm{MLE}} = \frac{N_1}{N},\qquad
\hat\theta_{\mathrm{MAP}} = \frac{N_1+a-1}{N+a+b-2},\qquad
\mathbb{E}[\theta\mid\mathcal{D}] = \frac{N_1+a}{N+a+b}.$$

(A fórmula do MAP vale quando os dois parâmetros do a posteriori passam de 1; caso contrário, a moda
fica em 0 ou em 1, ou não é única.) A variância a posteriori é
$\frac{(a+N_1)(b+N_0)}{(a+b+N)^2(a+b+N+1)}$. Se os lançamentos continuam e os dois resultados vão
aparecendo, ela cai como $1/N$, cerca de $\hat\theta(1-\hat\theta)/N$, e o desvio padrão cai como
$1/\sqrt{N}$. Enquanto só um resultado apareceu, digamos $N_1 = 0$, ela fica perto de $a/N^2$, e o
desvio padrão cai como $1/N$.

**Preditiva.** A chance de $x$ caras em $m$ novos lançamentos é a média da binomial sobre o a posteriori:
$p(x\mid\mathcal{D}) = \binom{m}{x}\frac{B(x+a',\,m-x+b')}{B(a',b')}$, com os parâmetros do a posteriori
$a' = a + N_1$, $b' = b + N_0$. Para um só lançamento, a probabilidade de cara é a média a posteriori.
"""
SOURCE_NOTE = "\n\n*Com base em Murphy, Machine Learning: a Probabilistic Perspective, §3.3.*"

# --------------------------------------------------------------------------- prever, depois revelar
GUESS_MAP = (
    "Depois destes lançamentos, onde vai ficar o MAP — o θ no pico do a posteriori? "
    "Responda em porcentagem (θ = 0,3 é 30 %)."
)
GUESS_MAP_ANSWER = "{{percent}} % (MAP θ̂ = {{value}})"
HIDDEN_VALUE = "?"
