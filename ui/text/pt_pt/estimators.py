r"""Palavras da página dos estimadores em português europeu: só o que difere do pt-BR.

Pares de números como no pt-BR: Beta(2; 2), com um espaço inseparável (U+00A0) depois do ponto e vírgula.

Verosimilhança, desvio-padrão, experiência (não "experimento"), grelha, não enviesado,
pronomes depois do verbo ("separam-se", "compara-os"), sem "você".
"""

CARD_LESSON = (
    "Três respostas para “quanto vale θ?”: que perda cada uma minimiza, como se comportam em "
    "experiências repetidas e como passam a concordar quando os dados crescem."
)

INTRO = r"""
Uma moeda, um a priori, um conjunto de lançamentos — e quatro respostas diferentes para *“quanto
vale θ?”*. O **MLE** (estimativa de máxima verosimilhança) só ouve os dados, o **MAP** escolhe o
pico do a posteriori, a **média a posteriori** e a **mediana** resumem o a posteriori inteiro. Esta
página mostra quando diferem, a que pergunta (perda) cada uma responde e como se comportaria cada
uma se a experiência fosse repetida muitas vezes.
"""

VIEWS = {
    "estimates": "Estimativas",
    "losses": "Perdas",
    "repeated": "Experiências repetidas",
    "convergence": "Convergência",
    "prediction": "Previsão",
}

TABLE_NOTE = r"""
:small[A fórmula do MAP é válida quando as duas pseudocontagens do a posteriori são maiores do que
1; caso contrário, o pico fica em 0 ou em 1, ou não há um pico único. A mediana não tem forma
fechada (é o quantil de 50 % do a posteriori). Com 2 lançamentos o a priori afasta bastante as
estimativas do MLE; com 100 lançamentos todas concordam até à segunda casa decimal — *os dados
superam o a priori*.]
"""

POSTERIOR_CAPTION = {
    "data": (
        ":small[:gray[A priori (azul-claro), verosimilhança normalizada para área 1 (laranja, tracejada) "
        "e a posteriori Beta({{post_a}}; {{post_b}}) (azul-escuro); linhas verticais tracejadas: as "
        "estimativas (uma estimativa indefinida não tem linha).{{clipped}}]]"
    ),
    "no_data": (
        ":small[:gray[A priori (azul-claro) e a posteriori Beta({{post_a}}; {{post_b}}) (azul-escuro), a "
        "mesma curva até ao primeiro lançamento; linhas verticais tracejadas: as estimativas (uma "
        "estimativa indefinida não tem linha).{{clipped}}]]"
    ),
}
CLIPPED = " Uma densidade é infinita num extremo do eixo; o gráfico corta-a em {{y_max}}."

BLACK_SWAN = {
    "heads": {
        "one": (
            "**Cisne negro.** Nenhuma cara em {{n}} lançamento, e o MLE é **{{mle}}**: declara a cara "
            "*impossível* e apostaria tudo nisso."
        ),
        "many": (
            "**Cisne negro.** Nenhuma cara em {{n}} lançamentos, e o MLE é **{{mle}}**: declara a cara "
            "*impossível* e apostaria tudo nisso."
        ),
    },
    "tails": {
        "one": (
            "**Cisne negro.** Nenhuma coroa em {{n}} lançamento, e o MLE é **{{mle}}**: declara a coroa "
            "*impossível* e apostaria tudo nisso."
        ),
        "many": (
            "**Cisne negro.** Nenhuma coroa em {{n}} lançamentos, e o MLE é **{{mle}}**: declara a coroa "
            "*impossível* e apostaria tudo nisso."
        ),
    },
}
BLACK_SWAN_BAYES = {
    "doubt": "As estimativas bayesianas mantêm alguma dúvida: MAP {{map}}, média a posteriori {{mean}}.",
    "edge": (
        "O MAP concorda com o MLE, {{map}}: este a priori dá ao lado nunca visto, no máximo, um lançamento "
        "imaginário, por isso o a posteriori continua a ter o pico no extremo. A média a posteriori, "
        "{{mean}}, mantém alguma dúvida."
    ),
}

WHY_DIFFERENT = r"""
**Porque é que diferem.** Com $\lambda = \frac{a + b}{a + b + N}$ como peso do a priori, a média
a posteriori é um compromisso entre a média a priori e o MLE:

$$
\mathbb{E}[\theta \mid \mathcal{D}] = \lambda\,\frac{a}{a + b} + (1 - \lambda)\,\hat\theta_{\mathrm{MLE}}, \qquad \lambda = {{lam}}.
$$

Quando as duas pseudocontagens do a posteriori são maiores do que 1, o MAP é a mesma fórmula com
$a - 1$ e $b - 1$ no lugar de $a$ e $b$; assim, com o a priori plano Beta(1; 1), é igual ao MLE.
Num a posteriori assimétrico, a média, a mediana e a moda separam-se (a média e a mediana são
puxadas para a cauda longa).
"""
WHY_DIFFERENT_NO_DATA = r"""
**Porque é que diferem.** Ainda sem nenhum lançamento, o peso do a priori,
$\lambda = \frac{a + b}{a + b + N}$, é 1: o a posteriori é o a priori, e a sua média, mediana e
moda são as do a priori. O MLE só existe depois do primeiro lançamento. Num a priori assimétrico,
a média, a mediana e a moda separam-se (a média e a mediana são puxadas para a cauda longa).
"""

LOSSES_INTRO = r"""
Um bayesiano que tem de indicar *um só número* escolhe a estimativa com a menor perda
esperada segundo o a posteriori, o **risco a posteriori**

$$
r(\hat\theta) = \mathbb{E}\big[\ell(\theta, \hat\theta) \mid \mathcal{D}\big] = \int_0^1 \ell(\theta, \hat\theta)\, p(\theta \mid \mathcal{D})\, d\theta .
$$

Qual é o melhor número depende da forma como os erros são penalizados:
"""

LOSS_EXPLANATIONS = {
    "squared": r"""
A **perda quadrática** $\ell = (\theta - \hat\theta)^2$ penaliza fortemente os erros grandes.
O seu risco é uma parábola, $r(\hat\theta) = \mathrm{var}[\theta \mid \mathcal{D}] +
(\mathbb{E}[\theta \mid \mathcal{D}] - \hat\theta)^2$, mínima na **média a posteriori**.
""",
    "absolute": r"""
A **perda absoluta** $\ell = |\theta - \hat\theta|$ penaliza na proporção do erro.
A derivada do risco é $r'(\hat\theta) = 2F(\hat\theta) - 1$ ($F$ é a função de distribuição
acumulada do a posteriori), que se anula onde metade da massa fica de cada lado: a **mediana a posteriori**.
""",
    "zero-one": r"""
A **perda 0-1** custa 1 por qualquer erro e 0 por um acerto. Um θ contínuo nunca é *exatamente*
igual a $\hat\theta$, por isso aqui acertar significa ficar a no máximo $\varepsilon$ dele:
$\ell = 1 - \mathbb{1}[|\theta - \hat\theta| \le \varepsilon]$ e
$r(\hat\theta) = 1 - P(|\theta - \hat\theta| \le \varepsilon \mid \mathcal{D})$.
A melhor janela fica na parte mais alta da densidade; quando $\varepsilon \to 0$, o seu centro
tende para a **moda a posteriori, o MAP**, se o a posteriori tiver uma só. (Se a moda estiver em 0
ou 1, a melhor janela é $[0; 2\varepsilon]$ ou $[1 - 2\varepsilon; 1]$, e o mínimo aparece a
$\varepsilon$ do extremo.)
""",
}

RISK_RESULT = (
    "A curva é mínima em **θ̂ = {{minimiser}}** (numa grelha de passo 0,001); "
    "{{estimator}} vale **{{value}}**."
)
RISK_NO_MODE = (
    "Este a posteriori não tem um pico único (é plano ou em forma de U), por isso não tem MAP: o ponto "
    "mais baixo da curva, **θ̂ = {{minimiser}}**, é só onde uma janela de meia-largura ε apanha mais "
    "probabilidade (num a posteriori plano, um de muitos sítios assim)."
)

REPEATED_INTRO = r"""
Agora pense como um frequentista: fixe um θ **verdadeiro**, lance a moeda $n$ vezes, calcule cada
estimativa e repita a experiência muitas vezes. Cada estimador passa a ter uma *distribuição
amostral*. Os histogramas usam o seu a priori Beta({{a}}; {{b}}) para os estimadores bayesianos e
{{n_experiments}} experiências simuladas; as barras pretas marcam a média exata
$\mathbb{E}[\hat\theta]$ de cada estimador e a linha tracejada o valor verdadeiro.
"""
N_LABEL = "Lançamentos por experiência n"

REPEATED_FORMULAS = r"""
Quanto um estimador erra, em média, mede-se pelo seu **erro quadrático médio** (EQM), que se
divide numa parte sistemática e numa parte de ruído:

$$
\mathrm{EQM} = \mathbb{E}\big[(\hat\theta - \theta)^2\big] = \underbrace{\big(\mathbb{E}[\hat\theta] - \theta\big)^2}_{\text{viés}^2} + \underbrace{\mathrm{Var}[\hat\theta]}_{\text{variância}} .
$$

O MLE $N_1/n$ é não enviesado, com variância $\theta(1-\theta)/n$. A média a posteriori
$(N_1 + a)/(n + a + b)$ é puxada para a média a priori: o seu viés,
$\dfrac{a - \theta(a + b)}{n + a + b}$, só é zero quando a média a priori $a/(a + b)$ é θ, mas a
sua variância é sempre menor, $\dfrac{n\,\theta(1 - \theta)}{(n + a + b)^2}$.
"""

REPEATED_TABLE_INTRO = (
    "Valores exatos para n = {{n}} (θ verdadeiro = {{theta}}, o seu a priori Beta({{a}}; {{b}})). Estes números e as "
    "curvas abaixo são somas sobre as n + 1 contagens de caras possíveis, não simulações:"
)

REPEATED_LESSON = r"""
**Como ler as curvas.** Um a priori que vale {{strength}} lançamentos e está centrado na verdade
(linha contínua) bate o MLE para $n$ pequeno: tira mais variância do que acrescenta de viés²
(*encolhimento*). Com ele, a média a posteriori não tem viés nenhum (o seu viés é exatamente 0) e
bate o MLE para todo o $n$. O mesmo a priori deslocado {{shift}} da verdade (tracejado) perde
contra o MLE assim que há alguns lançamentos ($n \ge 3$), por causa do viés. Quando $n$ cresce, o
EQM de cada estimador aproxima-se do EQM do MLE, $\theta(1-\theta)/n$: os dados superam qualquer a
priori, e os quatro estimadores são *consistentes*. O MLE é não enviesado, por isso o seu viés²
(zero) fica fora da escala log, tal como o viés da média a posteriori com o a priori centrado.
"""

GUESS_CLOSEST = (
    "Em muitas experiências como estas, que estimativa fica, em média, mais perto do θ verdadeiro "
    "(o menor erro quadrático médio)?"
)

CONVERGENCE_INTRO = r"""
Mantenha a fração observada de caras fixa no seu $\hat\theta_{\mathrm{MLE}} = {{theta_hat}}$
e imagine cada vez mais lançamentos $N$ (as contagens $N_1 = \hat\theta N$, $N_0 = (1 - \hat\theta) N$).
O peso do a priori, $\lambda = \frac{a + b}{a + b + N}$, diminui até zero, por isso o MAP e a
média a posteriori deslizam até ao MLE.
"""
CONVERGENCE_SD = r"""
O desvio-padrão a posteriori diminui como $1/\sqrt{N}$:

$$
\mathrm{sd}[\theta \mid \mathcal{D}] = \sqrt{\frac{(a + N_1)(b + N_0)}{(a + b + N)^2 (a + b + N + 1)}} \;\approx\; \sqrt{\frac{\hat\theta(1 - \hat\theta)}{N}} .
$$
"""
CONVERGENCE_SD_ONE_SIDED = {
    "heads": r"""
Sem nenhuma cara ($N_1 = 0$), o desvio-padrão a posteriori diminui mais depressa, como $1/N$, enquanto
a aproximação $\sqrt{\hat\theta(1 - \hat\theta)/N}$ vale 0:

$$
\mathrm{sd}[\theta \mid \mathcal{D}] = \sqrt{\frac{a\,(b + N)}{(a + b + N)^2 (a + b + N + 1)}} \;\approx\; \frac{\sqrt{a}}{N} .
$$
""",
    "tails": r"""
Sem nenhuma coroa ($N_0 = 0$), o desvio-padrão a posteriori diminui mais depressa, como $1/N$, enquanto
a aproximação $\sqrt{\hat\theta(1 - \hat\theta)/N}$ vale 0:

$$
\mathrm{sd}[\theta \mid \mathcal{D}] = \sqrt{\frac{(a + N)\,b}{(a + b + N)^2 (a + b + N + 1)}} \;\approx\; \frac{\sqrt{b}}{N} .
$$
""",
}
CONVERGENCE_NO_DATA = "Primeiro acrescente alguns lançamentos: sem dados, o MLE — e portanto este gráfico — não existe."
CONVERGENCE_EDGE = (
    "Com θ̂ = {{theta_hat}}, a aproximação √(θ̂(1−θ̂)/N) é 0 para todo o N, por isso só aparece o "
    "desvio-padrão a posteriori exato: a certeza do MLE é outra face do cisne negro."
)
CONVERGENCE_NOW = (
    "Com o seu N = {{n}}: MAP {{map}}, média a posteriori {{mean}}, MLE {{mle}}; desvio-padrão a "
    "posteriori {{sd}}, contra {{sd_approx}} da aproximação."
)

PREDICTION_INTRO = r"""
Para prever os próximos $m$ lançamentos, uma regra *plug-in* finge que a estimativa é o θ verdadeiro
e usa a binomial $\mathrm{Bin}(k \mid m, \hat\theta)$. A **preditiva a posteriori** faz a média da
binomial sobre todo o a posteriori, o que dá a beta-binomial
$p(k \mid \mathcal{D}) = \binom{m}{k}\frac{B(k + a + N_1,\ m - k + b + N_0)}{B(a + N_1,\ b + N_0)}$.
A média transporta a incerteza que ainda resta sobre θ: a preditiva nunca é mais estreita do que o
plug-in com a média a posteriori (igual para um lançamento, mais larga para mais de um), enquanto um
plug-in com o MLE ou com o MAP pode ser mais largo ou mais estreito (o texto por baixo do gráfico
compara-os). Usar o MLE como plug-in depois de uma sequência de um só resultado prevê o outro
resultado com probabilidade exatamente 0.
"""

SAMPLING_TITLES = {
    "x": "estimativa θ̂ em cada experiência",
    "estimator": "estimador",
    "from": "de",
    "to": "até",
    "share": "fração das experiências",
    "expected": "média exata E[θ̂]",
    "truth": "θ verdadeiro",
}
RISK_VS_N_TITLES = {"x": "lançamentos por experiência n (escala log)", "estimator": "estimador",
                    "prior": "a priori", "n": "n", "current": "o seu n"}
