r"""Palavras da página dos estimadores (``views/estimators.py``) em português do Brasil (todas as chaves).

Os controles, os gráficos Beta e o painel da preditiva que ela divide com a página da moeda
estão em ``ui/text/pt_br/coin.py``. Termos: estimativa de máxima verossimilhança (MLE), MAP,
média e mediana a posteriori, perda quadrática / absoluta / zero-um, risco a posteriori,
distribuição amostral, viés, variância, erro quadrático médio (EQM), consistente, cisne negro,
regra de sucessão de Laplace. Pares de números levam ponto e vírgula e um espaço inseparável
(U+00A0): Beta(2,5; 4).
"""

# --------------------------------------------------------------------------- navegação e cartão
NAV_TITLE = "MLE vs MAP vs média"
CARD_TITLE = "MLE vs MAP vs média a posteriori"
CARD_LESSON = (
    "Três respostas para “quanto vale θ?”: que perda cada uma minimiza, como se comportam em "
    "experimentos repetidos e como passam a concordar quando os dados crescem."
)


TITLE = "MLE vs MAP vs média a posteriori"

INTRO = r"""
Uma moeda, um a priori, um conjunto de lançamentos — e quatro respostas diferentes para *“quanto
vale θ?”*. O **MLE** (estimativa de máxima verossimilhança) só escuta os dados, o **MAP** escolhe o
pico do a posteriori, a **média a posteriori** e a **mediana** resumem o a posteriori inteiro. Esta
página mostra quando elas diferem, a que pergunta (perda) cada uma responde e como cada uma se
comportaria se o experimento fosse repetido muitas vezes.
"""

# --- métricas ------------------------------------------------------------------------------

METRIC_MLE = "MLE"
METRIC_MAP = "MAP"
METRIC_MEAN = "Média a posteriori"
METRIC_MEDIAN = "Mediana a posteriori"
UNDEFINED_MLE = "ainda sem dados"
UNDEFINED_MAP = "sem moda única"
HELP_MLE = r"$\hat\theta_{\mathrm{MLE}} = N_1 / N$: a fração de caras."
HELP_MAP = r"O pico (a moda) do a posteriori. Indefinido para um a posteriori plano ou em forma de U."
HELP_MEAN = r"$\mathbb{E}[\theta \mid \mathcal{D}] = (N_1 + a)/(N + a + b)$."
HELP_MEDIAN = r"Metade da massa do a posteriori fica de cada lado."
BAD_INPUT = "Use pseudocontagens a, b > 0 e contagens inteiras, não negativas, de caras e coroas."

# --- painéis ----------------------------------------------------------------------------------

VIEW_LABEL = "Painel"
VIEWS = {
    "estimates": "Estimativas",
    "losses": "Perdas",
    "repeated": "Experimentos repetidos",
    "convergence": "Convergência",
    "prediction": "Previsão",
}

# --- a tabela comparativa (seed 004) ---------------------------------------------------------

TABLE_INTRO = r"""
A tabela comparativa da aula (a priori Beta(2; 2)), com uma coluna para o **seu** a priori
Beta({{a}}; {{b}}) e os dados (caras $N_1 = {{heads}}$, coroas $N_0 = {{tails}}$):
"""

TABLE = r"""
| estimativa | fórmula | a sua | $N_1 = 2;\ N_0 = 0$ | $N_1 = 55;\ N_0 = 45$ |
|---|---|---|---|---|
| MLE | $\dfrac{N_1}{N_1 + N_0}$ | **{{mle}}** | $1$ | $\tfrac{55}{100} = {{t2_mle}}$ |
| média a posteriori | $\dfrac{N_1 + a}{N_1 + N_0 + a + b}$ | **{{mean}}** | $\tfrac{4}{6} \approx {{t1_mean}}$ | $\tfrac{57}{104} \approx {{t2_mean}}$ |
| MAP | $\dfrac{N_1 + a - 1}{N_1 + N_0 + a + b - 2}$ | **{{map}}** | $\tfrac{3}{4} = {{t1_map}}$ | $\tfrac{56}{102} \approx {{t2_map}}$ |
| mediana a posteriori | $F^{-1}_{\mathrm{Beta}(a + N_1,\, b + N_0)}(\tfrac12)$ | **{{median}}** | ${{t1_median}}$ | ${{t2_median}}$ |
"""

TABLE_NOTE = r"""
:small[A fórmula do MAP vale quando as duas pseudocontagens do a posteriori passam de 1; caso
contrário, o pico fica em 0 ou em 1, ou não há um pico único. A mediana não tem forma fechada (é o
quantil de 50 % do a posteriori). Com 2 lançamentos o a priori afasta bastante as estimativas do
MLE; com 100 lançamentos todas concordam até a segunda casa decimal — *os dados superam o a priori*.]
"""

POSTERIOR_CAPTION = {
    "data": (
        ":small[:gray[A priori (azul-claro), verossimilhança normalizada para área 1 (laranja, tracejada) "
        "e a posteriori Beta({{post_a}}; {{post_b}}) (azul-escuro); linhas verticais tracejadas: as "
        "estimativas (uma estimativa indefinida não tem linha).{{clipped}}]]"
    ),
    "no_data": (
        ":small[:gray[A priori (azul-claro) e a posteriori Beta({{post_a}}; {{post_b}}) (azul-escuro), a "
        "mesma curva até o primeiro lançamento; linhas verticais tracejadas: as estimativas (uma "
        "estimativa indefinida não tem linha).{{clipped}}]]"
    ),
}
CLIPPED = " Uma densidade é infinita numa ponta do eixo; o gráfico a corta em {{y_max}}."

BLACK_SWAN = {
    "heads": {
        "one": (
            "**Cisne negro.** Nenhuma cara em {{n}} lançamento, e o MLE é **{{mle}}**: ele declara cara "
            "*impossível* e apostaria tudo nisso."
        ),
        "many": (
            "**Cisne negro.** Nenhuma cara em {{n}} lançamentos, e o MLE é **{{mle}}**: ele declara cara "
            "*impossível* e apostaria tudo nisso."
        ),
    },
    "tails": {
        "one": (
            "**Cisne negro.** Nenhuma coroa em {{n}} lançamento, e o MLE é **{{mle}}**: ele declara coroa "
            "*impossível* e apostaria tudo nisso."
        ),
        "many": (
            "**Cisne negro.** Nenhuma coroa em {{n}} lançamentos, e o MLE é **{{mle}}**: ele declara coroa "
            "*impossível* e apostaria tudo nisso."
        ),
    },
}
BLACK_SWAN_BAYES = {
    "doubt": "As estimativas bayesianas mantêm alguma dúvida: MAP {{map}}, média a posteriori {{mean}}.",
    "edge": (
        "O MAP concorda com ele, {{map}}: este a priori dá ao lado nunca visto no máximo um lançamento "
        "imaginário, então o a posteriori ainda tem o pico na ponta. A média a posteriori, {{mean}}, "
        "mantém alguma dúvida."
    ),
}
BLACK_SWAN_LAPLACE = (
    "(Com o a priori uniforme Beta(1; 1), a média a posteriori é a regra de sucessão de Laplace, "
    "$(N_1 + 1)/(N + 2)$.)"
)

WHY_DIFFERENT = r"""
**Por que elas diferem.** Com $\lambda = \frac{a + b}{a + b + N}$ como peso do a priori, a média
a posteriori é um meio-termo entre a média a priori e o MLE:

$$
\mathbb{E}[\theta \mid \mathcal{D}] = \lambda\,\frac{a}{a + b} + (1 - \lambda)\,\hat\theta_{\mathrm{MLE}}, \qquad \lambda = {{lam}}.
$$

Quando as duas pseudocontagens do a posteriori passam de 1, o MAP é a mesma fórmula com $a - 1$ e
$b - 1$ no lugar de $a$ e $b$; assim, com o a priori plano Beta(1; 1), ele é igual ao MLE. Num a
posteriori assimétrico, a média, a mediana e a moda se separam (a média e a mediana são puxadas
para a cauda longa).
"""
WHY_DIFFERENT_NO_DATA = r"""
**Por que elas diferem.** Sem nenhum lançamento ainda, o peso do a priori,
$\lambda = \frac{a + b}{a + b + N}$, é 1: o a posteriori é o a priori, e a sua média, mediana e
moda são as do a priori. O MLE só existe depois do primeiro lançamento. Num a priori assimétrico,
a média, a mediana e a moda se separam (a média e a mediana são puxadas para a cauda longa).
"""

# --- perdas ---------------------------------------------------------------------------------

LOSS_LABEL = "Perda ℓ(θ, θ̂)"
LOSS_OPTIONS = {"squared": "quadrática", "absolute": "absoluta", "zero-one": "zero-um"}
EPS_LABEL = "Janela ε da perda 0-1"
EPS_OPTIONS = {"0.002": "0,002", "0.005": "0,005", "0.01": "0,01", "0.02": "0,02", "0.05": "0,05", "0.1": "0,1"}
EPS_HELP = (
    "Um acerto é uma estimativa a no máximo ε de θ. Quanto menor o ε, mais perto da moda fica a "
    "melhor estimativa."
)

LOSSES_INTRO = r"""
Um bayesiano que precisa informar *um único número* escolhe a estimativa com a menor perda
esperada segundo o a posteriori, o **risco a posteriori**

$$
r(\hat\theta) = \mathbb{E}\big[\ell(\theta, \hat\theta) \mid \mathcal{D}\big] = \int_0^1 \ell(\theta, \hat\theta)\, p(\theta \mid \mathcal{D})\, d\theta .
$$

Qual número é o melhor depende de como os erros são penalizados:
"""

LOSS_EXPLANATIONS = {
    "squared": r"""
A **perda quadrática** $\ell = (\theta - \hat\theta)^2$ pune pesado os erros grandes.
O risco dela é uma parábola, $r(\hat\theta) = \mathrm{var}[\theta \mid \mathcal{D}] +
(\mathbb{E}[\theta \mid \mathcal{D}] - \hat\theta)^2$, mínima na **média a posteriori**.
""",
    "absolute": r"""
A **perda absoluta** $\ell = |\theta - \hat\theta|$ cobra na proporção do erro.
A derivada do risco é $r'(\hat\theta) = 2F(\hat\theta) - 1$ ($F$ é a função de distribuição
acumulada do a posteriori), que zera onde metade da massa fica de cada lado: a **mediana a posteriori**.
""",
    "zero-one": r"""
A **perda 0-1** custa 1 por qualquer erro e 0 por um acerto. Um θ contínuo nunca é *exatamente*
igual a $\hat\theta$, então aqui acertar significa cair a no máximo $\varepsilon$ dele:
$\ell = 1 - \mathbb{1}[|\theta - \hat\theta| \le \varepsilon]$ e
$r(\hat\theta) = 1 - P(|\theta - \hat\theta| \le \varepsilon \mid \mathcal{D})$.
A melhor janela fica na parte mais alta da densidade; quando $\varepsilon \to 0$, o centro dela
tende à **moda a posteriori, o MAP**, se o a posteriori tiver uma só. (Se a moda estiver em 0 ou 1,
a melhor janela é $[0; 2\varepsilon]$ ou $[1 - 2\varepsilon; 1]$, e o mínimo aparece a
$\varepsilon$ da ponta.)
""",
}

RISK_Y_TITLE = {
    "squared": "risco a posteriori E[(θ − θ̂)²]",
    "absolute": "risco a posteriori E|θ − θ̂|",
    "zero-one": "risco a posteriori 1 − P(|θ − θ̂| ≤ ε)",
}
RISK_LABEL = "mínimo em θ̂ = {{x}}"
RISK_RESULT = (
    "A curva é mínima em **θ̂ = {{minimiser}}** (numa grade de passo 0,001); "
    "{{estimator}} vale **{{value}}**."
)
RISK_NO_MODE = (
    "Este a posteriori não tem um pico único (é plano ou em forma de U), então não tem MAP: o ponto "
    "mais baixo da curva, **θ̂ = {{minimiser}}**, é só onde uma janela de meia-largura ε captura mais "
    "probabilidade (num a posteriori plano, um entre muitos lugares assim)."
)
#: Com artigo: RISK_RESULT diz "a média a posteriori vale …".
ESTIMATOR_NAMES = {
    "mle": "o MLE",
    "map": "o MAP (moda a posteriori)",
    "mean": "a média a posteriori",
    "median": "a mediana a posteriori",
}

# --- experimentos repetidos -------------------------------------------------------------------

REPEATED_INTRO = r"""
Agora pense como um frequentista: fixe um θ **verdadeiro**, lance a moeda $n$ vezes, calcule cada
estimativa e repita o experimento muitas vezes. Cada estimador passa a ter uma *distribuição
amostral*. Os histogramas usam o seu a priori Beta({{a}}; {{b}}) para os estimadores bayesianos e
{{n_experiments}} experimentos simulados; as barras pretas marcam a média exata
$\mathbb{E}[\hat\theta]$ de cada estimador, e a linha tracejada, o valor verdadeiro.
"""
THETA_LABEL = "θ verdadeiro"
THETA_HELP = "A probabilidade real de cara da moeda (desconhecida na prática)."
N_LABEL = "Lançamentos por experimento n"

REPEATED_FORMULAS = r"""
O quanto um estimador erra, em média, é medido pelo seu **erro quadrático médio** (EQM), que se
divide numa parte sistemática e numa parte de ruído:

$$
\mathrm{EQM} = \mathbb{E}\big[(\hat\theta - \theta)^2\big] = \underbrace{\big(\mathbb{E}[\hat\theta] - \theta\big)^2}_{\text{viés}^2} + \underbrace{\mathrm{Var}[\hat\theta]}_{\text{variância}} .
$$

O MLE $N_1/n$ é não viesado, com variância $\theta(1-\theta)/n$. A média a posteriori
$(N_1 + a)/(n + a + b)$ é puxada para a média a priori: o viés dela,
$\dfrac{a - \theta(a + b)}{n + a + b}$, só é zero quando a média a priori $a/(a + b)$ é θ, mas a
variância dela é sempre menor, $\dfrac{n\,\theta(1 - \theta)}{(n + a + b)^2}$.
"""

PART_LABEL = "Mostrar"
PART_OPTIONS = {"mse": "EQM", "bias2": "viés²", "variance": "variância"}
PART_Y_TITLE = {"mse": "EQM (escala log)", "bias2": "viés² (escala log)", "variance": "variância (escala log)"}
COMPARISON_PRIORS = {
    "none": "MLE (sem a priori)",
    "good": "a priori centrado na verdade, Beta({{a}}; {{b}})",
    "bad": "a priori deslocado da verdade, Beta({{a}}; {{b}}) (tracejado)",
}

REPEATED_TABLE_INTRO = (
    "Valores exatos para n = {{n}} (θ verdadeiro = {{theta}}, seu a priori Beta({{a}}; {{b}})). Estes números e as "
    "curvas abaixo são somas sobre as n + 1 contagens de caras possíveis, não simulações:"
)
REPEATED_TABLE = """
| estimador | E[θ̂] | viés² | variância | EQM |
|---|---|---|---|---|
{{rows}}
"""
REPEATED_ROW = "| {{name}} | {{expected}} | {{bias2}} | {{variance}} | {{mse}} |"

REPEATED_LESSON = r"""
**Como ler as curvas.** Um a priori que vale {{strength}} lançamentos e está centrado na verdade
(linha contínua) ganha do MLE para $n$ pequeno: tira mais variância do que acrescenta de viés²
(*encolhimento*). Com ele, a média a posteriori não tem viés nenhum (o viés dela é exatamente 0) e
ganha do MLE para todo $n$. O mesmo a priori deslocado {{shift}} da verdade (tracejado) perde para
o MLE assim que há alguns lançamentos ($n \ge 3$), por causa do viés. Quando $n$ cresce, o EQM de
cada estimador se aproxima do EQM do MLE, $\theta(1-\theta)/n$: os dados superam qualquer a priori,
e os quatro estimadores são *consistentes*. O MLE é não viesado, então o viés² dele (zero) fica fora
da escala log, assim como o viés da média a posteriori com o a priori centrado.
"""

GUESS_CLOSEST = (
    "Em muitos experimentos como estes, qual estimativa fica, em média, mais perto do θ verdadeiro "
    "(o menor erro quadrático médio)?"
)
GUESS_CLOSEST_ANSWER = {
    "one": "{{names}}, com EQM exato de {{mse}}",
    "many": "{{names}}, empatados, com EQM exato de {{mse}}",
}
NAMES_JOIN = " e "

# --- convergência -----------------------------------------------------------------------------

CONVERGENCE_INTRO = r"""
Mantenha a fração observada de caras fixa no seu $\hat\theta_{\mathrm{MLE}} = {{theta_hat}}$
e imagine cada vez mais lançamentos $N$ (as contagens $N_1 = \hat\theta N$, $N_0 = (1 - \hat\theta) N$).
O peso do a priori, $\lambda = \frac{a + b}{a + b + N}$, encolhe até zero, então o MAP e a
média a posteriori deslizam até o MLE.
"""
CONVERGENCE_SD = r"""
O desvio padrão a posteriori encolhe como $1/\sqrt{N}$:

$$
\mathrm{sd}[\theta \mid \mathcal{D}] = \sqrt{\frac{(a + N_1)(b + N_0)}{(a + b + N)^2 (a + b + N + 1)}} \;\approx\; \sqrt{\frac{\hat\theta(1 - \hat\theta)}{N}} .
$$
"""
CONVERGENCE_SD_ONE_SIDED = {
    "heads": r"""
Sem nenhuma cara ($N_1 = 0$), o desvio padrão a posteriori encolhe mais rápido, como $1/N$, enquanto a
aproximação $\sqrt{\hat\theta(1 - \hat\theta)/N}$ vale 0:

$$
\mathrm{sd}[\theta \mid \mathcal{D}] = \sqrt{\frac{a\,(b + N)}{(a + b + N)^2 (a + b + N + 1)}} \;\approx\; \frac{\sqrt{a}}{N} .
$$
""",
    "tails": r"""
Sem nenhuma coroa ($N_0 = 0$), o desvio padrão a posteriori encolhe mais rápido, como $1/N$, enquanto a
aproximação $\sqrt{\hat\theta(1 - \hat\theta)/N}$ vale 0:

$$
\mathrm{sd}[\theta \mid \mathcal{D}] = \sqrt{\frac{(a + N)\,b}{(a + b + N)^2 (a + b + N + 1)}} \;\approx\; \frac{\sqrt{b}}{N} .
$$
""",
}
CONVERGENCE_NO_DATA = "Primeiro adicione alguns lançamentos: sem dados, o MLE — e portanto este gráfico — não existe."
CONVERGENCE_EDGE = (
    "Com θ̂ = {{theta_hat}}, a aproximação √(θ̂(1−θ̂)/N) é 0 para todo N, então só o desvio padrão a "
    "posteriori exato aparece: a certeza do MLE é outra face do cisne negro."
)
CONVERGENCE_NOW = (
    "Com o seu N = {{n}}: MAP {{map}}, média a posteriori {{mean}}, MLE {{mle}}; desvio padrão a "
    "posteriori {{sd}}, contra {{sd_approx}} da aproximação."
)

# --- previsão ---------------------------------------------------------------------------------

M_LABEL = "Lançamentos futuros m"
PREDICTION_INTRO = r"""
Para prever os próximos $m$ lançamentos, uma regra *plug-in* finge que a estimativa é o θ verdadeiro
e usa a binomial $\mathrm{Bin}(k \mid m, \hat\theta)$. A **preditiva a posteriori** faz a média da
binomial sobre todo o a posteriori, o que dá a beta-binomial
$p(k \mid \mathcal{D}) = \binom{m}{k}\frac{B(k + a + N_1,\ m - k + b + N_0)}{B(a + N_1,\ b + N_0)}$.
A média carrega a incerteza que ainda resta sobre θ: a preditiva nunca é mais estreita que o
plug-in com a média a posteriori (igual para um lançamento, mais larga para mais de um), enquanto um
plug-in com o MLE ou com o MAP pode ser mais largo ou mais estreito (o texto abaixo do gráfico os
compara). Usar o MLE como plug-in depois de uma sequência de um só resultado prevê o outro resultado
com probabilidade exatamente 0.
"""

# --- palavras dos gráficos --------------------------------------------------------------------

ESTIMATOR_LABELS = {
    "mle": "MLE",
    "map": "MAP",
    "mean": "Média a posteriori",
    "median": "Mediana a posteriori",
}
RISK_TITLES = {"x": "estimativa θ̂", "x_short": "θ̂", "risk_short": "r(θ̂)", "minimum": "mínimo"}
SAMPLING_TITLES = {
    "x": "estimativa θ̂ em cada experimento",
    "estimator": "estimador",
    "from": "de",
    "to": "até",
    "share": "fração dos experimentos",
    "expected": "média exata E[θ̂]",
    "truth": "θ verdadeiro",
}
RISK_VS_N_TITLES = {"x": "lançamentos por experimento n (escala log)", "estimator": "estimador",
                    "prior": "a priori", "n": "n", "current": "o seu n"}
CONVERGENCE_TITLES = {
    "x": "número de lançamentos N (escala log)",
    "estimate": "estimativa θ̂",
    "estimator": "estimador",
    "n": "N",
    "estimate_short": "θ̂",
    "current": "o seu N",
    "sd_axis": "dp a posteriori (escala log)",
    "sd_exact": "dp a posteriori (exato)",
    "sd_approx": "√(θ̂(1−θ̂)/N)",
    "sd_short": "dp",
    "curve": "curva",
}
