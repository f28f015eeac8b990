r"""Palavras da página da moeda em português europeu: só o que difere do pt-BR.

Pares de números como no pt-BR: Beta(2; 2), com um espaço inseparável (U+00A0) depois do ponto e vírgula.

Verosimilhança, desvio-padrão, controlo, ecrã, hiperligação, moeda equilibrada, "a + infinitivo"
em vez do gerúndio, pronomes depois do verbo, sem "você"; milhares sem ponto (1000).
"""

CARD_LESSON = (
    "Pseudocontagens, a atualização conjugada, intervalos de credibilidade, a previsão dos próximos "
    "lançamentos — e porque é que nunca ver cara não torna a cara impossível."
)

INTRO = r"""
Esta moeda é equilibrada? Chame $\theta$ à probabilidade de sair cara. Antes de lançar, descreva o
que pensa sobre $\theta$ com um a priori **Beta(a, b)**; lance; e a crença passa a ser um
a posteriori **Beta(a + caras, b + coroas)**. Mova os controlos e veja as três curvas, as
estimativas e a região de credibilidade a responder.
"""

# --------------------------------------------------------------------------- controlos do a priori
PRESET_NAMES = {
    "uniform": "Uniforme (1; 1)",
    "jeffreys": "Jeffreys (½; ½)",
    "beta22": "Beta(2; 2)",
    "fair": "Equilibrada (50; 50)",
    "skewed": "Assimétrico (2; 8)",
}
PRESET_HELP = (
    "Define a e b. Equilibrada (50; 50) vale 100 lançamentos imaginários: uma crença forte numa moeda "
    "equilibrada. Depois ajuste-os com os controlos deslizantes ou escreva o valor exato nas caixas."
)
#: *template*: ``low``, ``high`` (the range of a and b, ``ui.beta_widgets.A_RANGE``).
A_HELP = (
    "Pseudocontagem de caras, de {{low}} a {{high}}. Arraste o controlo para valores redondos; "
    "escreva para valores exatos."
)
#: *template*: ``low``, ``high``.
B_HELP = (
    "Pseudocontagem de coroas, de {{low}} a {{high}}. Arraste o controlo para valores redondos; "
    "escreva para valores exatos."
)

# --------------------------------------------------------------------------- gráfico das densidades
DENSITY_ROLES = {
    "prior": "a priori",
    "likelihood": "verosimilhança",
    "posterior": "a posteriori",
    "mle": "MLE",
    "map": "MAP",
    "posterior_mean": "média a posteriori",
    "posterior_median": "mediana a posteriori",
    "true_theta": "θ verdadeiro",
}

# --------------------------------------------------------------------------- painel da preditiva
PREDICTIVE_SPREAD = {
    "one": (
        "Dispersão (desvio-padrão) do número de caras no próximo lançamento (m = {{m}}): preditiva a "
        "posteriori {{predictive_sd}}; {{plugins}}."
    ),
    "many": (
        "Dispersão (desvio-padrão) do número de caras nos próximos m = {{m}} lançamentos: preditiva a "
        "posteriori {{predictive_sd}}; {{plugins}}."
    ),
}
PLUGIN_UNDEFINED = "nenhum plug-in com {{estimate}} (aqui não tem valor, por isso não há barras)"

# --------------------------------------------------------------------------- origem dos dados
SOURCE_HELP = (
    "Contagens: escreva quantas caras e quantas coroas saíram. Sequência: escreva os lançamentos, "
    "como HHTHT. Simulação: lançar uma moeda virtual."
)
SEQUENCE_LABEL = "Lançamentos por ordem (H = cara, T = coroa)"
SEQUENCE_HELP = "Por exemplo HHTHT. Minúsculas, espaços e vírgulas são aceites. Prima Enter para aplicar."
SEQUENCE_FIX = "Escreva só H e T (espaços e vírgulas são permitidos); a página mantém as últimas contagens válidas."
SEQUENCE_BAD_CHAR = {"one": "«{{char}}» na posição {{positions}}", "many": "«{{char}}» nas posições {{positions}}"}
HIDE_HELP = "O θ da moeda é sorteado a partir da semente e fica em segredo: consegue descobri-lo a lançar a moeda?"
THETA_HIDDEN = "O θ verdadeiro está escondido. Lance a moeda e tente adivinhá-lo a partir do a posteriori."
RESET_LABEL = "Repor"

# --------------------------------------------------------------------------- a posteriori
REGION_HELP = (
    "HPD (de maior densidade a posteriori): a região mais curta; nenhum ponto fora dela tem "
    "densidade maior do que um ponto dentro. Caudas iguais: corta a mesma probabilidade em cada extremo."
)
METRIC_SD = "Desvio-padrão a posteriori"
METRIC_HELP_MAP = (
    "O θ mais provável segundo o a posteriori. Um a posteriori em forma de U (a < 1 e b < 1) tem "
    "picos nos dois extremos, e um plano tem pico em toda a parte: não há moda única."
)
CHART_CAPTION = (
    "A verosimilhança aparece normalizada (área 1), para ser comparável com as densidades; a "
    "zona sombreada é a região de credibilidade do a posteriori. Linhas verticais tracejadas: as estimativas."
)
TRUE_THETA_CAPTION = "A linha cinzenta é o θ verdadeiro da moeda simulada."

BLACK_SWAN_HINT = (
    "**Cisne negro.** O que diz o MLE depois de três coroas e nenhuma cara? "
    "Escreva esses números ou abra *{{panel}}* abaixo."
)
BLACK_SWAN_PANEL = (
    r"Sem nenhuma cara em poucos lançamentos, o MLE $\hat\theta = 0/N$ declara a cara impossível; "
    r"qualquer a priori com $a > 0$ mantém-na possível. A regra de sucessão de Laplace é a média a "
    r"posteriori com o a priori uniforme Beta(1; 1): $\frac{N_1 + 1}{N + 2}$."
)

# --------------------------------------------------------------------------- passo a passo
SEQUENTIAL_INTRO = {
    "one": (
        "O a posteriori de ontem é o a priori de hoje: ao atualizar depois de cada lançamento, chega-se ao "
        "mesmo a posteriori que uma única atualização com todas as contagens. Aqui: {{order}}. Com {{n}} "
        "lançamento, o caminho é um só passo e termina na linha tracejada, o a posteriori de um só "
        "passo, Beta({{a}}; {{b}})."
    ),
    "many": (
        "O a posteriori de ontem é o a priori de hoje: ao atualizar depois de cada lançamento, chega-se ao "
        "mesmo a posteriori que uma única atualização com todas as contagens. Aqui: {{order}}. Depois dos "
        "{{n}} lançamentos, o caminho termina na linha tracejada, o a posteriori de um só "
        "passo, Beta({{a}}; {{b}})."
    ),
}
ORDER_SEQUENCE = "os seus lançamentos, por ordem"
ORDER_SPREAD = (
    "as contagens, sozinhas, não têm ordem, por isso as caras e as coroas são distribuídas por igual "
    "ao longo da sequência (o ponto final não depende da ordem)"
)
SEQUENTIAL_EMPTY = "Ainda sem lançamentos: acrescente dados para ver o a posteriori a evoluir."
SD_CAPTION = (
    r"Quando os lançamentos passam a pesar mais do que o a priori, o desvio-padrão a posteriori diminui "
    r"como $1/\sqrt{N}$: em eixos log-log acaba por ficar paralelo à curva tracejada "
    r"$\sqrt{\hat\theta(1-\hat\theta)/N}$ (aqui $\hat\theta$ é a média a posteriori final), declive "
    r"$-\tfrac12$. Reduzir a incerteza para metade exige quatro vezes mais lançamentos."
)
SD_CAPTION_ONE_SIDED = {
    "heads": (
        r"Até agora todos os lançamentos deram coroa, e assim o desvio-padrão a posteriori diminui como "
        r"$1/N$, não como $1/\sqrt{N}$: mais depressa do que a curva tracejada "
        r"$\sqrt{\hat\theta(1-\hat\theta)/N}$ (desenhada na média a posteriori final), declive $-1$ em "
        r"eixos log-log quando os lançamentos passam a pesar mais do que o a priori. Enquanto não sair "
        r"nenhuma cara, cerca de duas vezes mais lançamentos reduzem a incerteza para metade."
    ),
    "tails": (
        r"Até agora todos os lançamentos deram cara, e assim o desvio-padrão a posteriori diminui como "
        r"$1/N$, não como $1/\sqrt{N}$: mais depressa do que a curva tracejada "
        r"$\sqrt{\hat\theta(1-\hat\theta)/N}$ (desenhada na média a posteriori final), declive $-1$ em "
        r"eixos log-log quando os lançamentos passam a pesar mais do que o a priori. Enquanto não sair "
        r"nenhuma coroa, cerca de duas vezes mais lançamentos reduzem a incerteza para metade."
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
    "sd": "desvio-padrão a posteriori",
    "reference": "√(θ̂(1−θ̂)/N)",
    "sd_short": "dp",
    "curve": "curva",
}

# --------------------------------------------------------------------------- preditiva
PREDICTIVE_INTRO = (
    "A **preditiva a posteriori** (beta-binomial) faz a média da binomial sobre todos os θ que o a "
    "posteriori admite; uma binomial **plug-in** finge que uma estimativa é o θ verdadeiro. A média "
    "preserva a incerteza sobre θ: a preditiva nunca é mais estreita do que o plug-in com a média a "
    "posteriori (igual para um lançamento, mais larga para mais de um). Um plug-in com o MLE ou com o "
    "MAP fica noutro sítio e pode ser mais largo ou mais estreito; o texto por baixo do gráfico "
    "compara-os para o seu a posteriori."
)

# --------------------------------------------------------------------------- painéis secundários
VIEW_HELP = "Abre um painel abaixo; clique outra vez para o fechar. A escolha faz parte da hiperligação (view=…)."

# --------------------------------------------------------------------------- a matemática
MATHS = r"""
**Verosimilhança.** Cada lançamento dá cara com probabilidade $\theta$, de forma independente, por
isso $N_1$ caras e $N_0$ coroas têm verosimilhança $p(\mathcal{D}\mid\theta) \propto \theta^{N_1}(1-\theta)^{N_0}$.

**A priori.** $\mathrm{Beta}(\theta\mid a,b) \propto \theta^{a-1}(1-\theta)^{b-1}$ tem a mesma forma
em $\theta$ — é isso que o torna *conjugado*.

**Regra de atualização.** Multiplique e leia os expoentes:

$$p(\theta\mid\mathcal{D}) \propto \theta^{N_1+a-1}(1-\theta)^{N_0+b-1}
\;\Rightarrow\; \theta\mid\mathcal{D} \sim \mathrm{Beta}(a+N_1,\; b+N_0).$$

Assim, $a$ e $b$ funcionam como **pseudocontagens**: caras e coroas imaginárias, vistas antes das
reais; $a+b$ é a força do a priori (a sua dimensão de amostra efetiva).

**Estimativas.** Com $N = N_1 + N_0$:

$$\hat\theta_{\mathrm{MLE}} = \frac{N_1}{N},\qquad
\hat\theta_{\mathrm{MAP}} = \frac{N_1+a-1}{N+a+b-2},\qquad
\mathbb{E}[\theta\mid\mathcal{D}] = \frac{N_1+a}{N+a+b}.$$

(A fórmula do MAP é válida quando os dois parâmetros do a posteriori são maiores do que 1; caso
contrário, a moda fica em 0 ou em 1, ou não é única.) A variância a posteriori é
$\frac{(a+N_1)(b+N_0)}{(a+b+N)^2(a+b+N+1)}$. Se os lançamentos continuarem e saírem os dois
resultados, ela diminui como $1/N$, cerca de $\hat\theta(1-\hat\theta)/N$, e o desvio-padrão diminui
como $1/\sqrt{N}$. Enquanto só tiver saído um resultado, por exemplo $N_1 = 0$, ela fica perto de
$a/N^2$, e o desvio-padrão diminui como $1/N$.

**Preditiva.** A probabilidade de $x$ caras em $m$ novos lançamentos é a média da binomial sobre o a
posteriori: $p(x\mid\mathcal{D}) = \binom{m}{x}\frac{B(x+a',\,m-x+b')}{B(a',b')}$, com os parâmetros do
a posteriori $a' = a + N_1$, $b' = b + N_0$. Para um só lançamento, a probabilidade de cara é a média a
posteriori.
"""

# --------------------------------------------------------------------------- prever, depois revelar
GUESS_MAP = (
    "Depois destes lançamentos, onde vai ficar o MAP — o θ no pico do a posteriori? "
    "Responda em percentagem (θ = 0,3 é 30 %)."
)
