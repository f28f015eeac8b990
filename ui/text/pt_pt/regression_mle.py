"""Texto da página em português europeu: só o que difere do pt-BR."""

NAV_TITLE = "Regressão por máxima verosimilhança"

CARD_TITLE = "Regressão por máxima verosimilhança"

CARD_LESSON = (
    "Um modelo de regressão é uma distribuição de y em cada x. Ajuste regressão gaussiana, logística e de "
    "Poisson a maximizar a verosimilhança e veja o método de Newton subir até ao topo."
)

TITLE = "Regressão por máxima verosimilhança"
INTRO = r"""
Um modelo de regressão diz como $y$ se distribui em cada $x$: $p(y \mid x, b)$. A entrada passa por
uma reta, $\eta = b_0 + b_1 x$; uma *função de transferência* transforma essa reta na média de $y$; uma
*família* de distribuições espalha $y$ em torno dessa média. A máxima verosimilhança escolhe os
$b_0, b_1$ sob os quais os $y$ observados são os mais prováveis.
"""

DATASETS = {
    "challenger": "Anéis do Challenger (23 lançamentos)",
    "hours": "Horas de estudo (20 alunos)",
    "kicks": "Mortes por coice de cavalo (280 corpos-ano)",
    "simulate": "Simulados pelo modelo",
    "typed": "Escrever pontos",
    "upload": "Carregar um ficheiro",
}

UPLOAD_LABEL = "Um ficheiro CSV ou TSV com duas colunas, x e y (pode ter uma linha de cabeçalho)"

UPLOAD_HELP = "Até 5.000 linhas e 1 MB. O ficheiro fica só nesta sessão; não é guardado."

UPLOAD_PROMPT = "Escolha um ficheiro para ajustar: duas colunas, x e y, um ponto por linha."

UPLOAD_NOT_TEXT = "Este ficheiro não é texto simples (UTF-8). Guarde-o como CSV e carregue-o de novo."

CENTRE_HELP = (
    "Subtrai a média de x antes do ajuste. A inclinação não muda; o intercepto passa a ser o preditor "
    "linear na média de x, e a superfície deixa de ser uma crista diagonal fina para passar a ser um monte redondo."
)

AXES = {
    "challenger": ("temperatura no lançamento (°F)", "dano nos anéis (1 = sim)"),
    "hours": ("horas de estudo", "aprovado (1 = sim)"),
    "kicks": ("anos desde 1875", "mortes num corpo nesse ano"),
    "simulate": ("x", "y"),
    "typed": ("x", "y"),
    "upload": ("x", "y"),
}

SOURCES = {
    "challenger": (
        "Os 23 lançamentos do vaivém espacial antes do acidente do Challenger (janeiro de 1986): temperatura "
        "no lançamento e se algum anel de vedação das juntas mostrou dano por calor. Dalal, Fowlkes e Hoadley, "
        "*JASA* 84 (1989), tabela 1, a partir do relatório da Comissão Presidencial (obra do governo dos EUA, "
        "domínio público). O `glm` do R dá $b_0 = 15{,}0429$, $b_1 = -0{,}2322$ por °F."
    ),
    "hours": (
        "O exemplo clássico de regressão logística: 20 alunos, horas de estudo e se foram aprovados (dados "
        "inventados). Wikipédia em inglês, “Logistic regression”, CC BY-SA 4.0. O artigo dá "
        "$b_0 = -4{,}0777$, $b_1 = 1{,}5046$ por hora."
    ),
    "kicks": (
        "Soldados mortos por coice de cavalo ou mula em 14 corpos do exército prussiano, 1875–1894: "
        "L. von Bortkiewicz, *Das Gesetz der kleinen Zahlen* (1898), os dados clássicos de Poisson; domínio "
        "público. Cada ponto é um corpo num ano (maior onde vários têm o mesmo valor)."
    ),
}

PROBLEMS = {
    "empty": (
        "Nenhum ponto encontrado. Escreva um ponto por linha: x e y, separados por vírgula, espaço, ponto e "
        "vírgula ou tabulação."
    ),
    "columns": "A linha {{line}} ({{value}}) deve ter dois valores, x e y.",
    "number": "Linha {{line}}: “{{value}}” não é um número.",
    "too_many": "A tabela tem mais de {{value}} pontos: use menos.",
    "too_few": "São necessários pelo menos 2 pontos para ajustar um intercepto e uma inclinação.",
    "same_x": "Todo x vale {{value}}, então a inclinação não pode ser estimada: use pelo menos dois x diferentes.",
    "not_binary": (
        "O ponto {{point}} tem y = {{value}}, mas a família Bernoulli precisa de y = 0 ou 1. Escolha a "
        "família gaussiana ou a de Poisson, ou mude os dados."
    ),
    "not_count": (
        "O ponto {{point}} tem y = {{value}}, mas a família de Poisson precisa de contagens inteiras 0, 1, 2, … "
        "Escolha a família gaussiana, ou mude os dados."
    ),
    "exact_line": (
        "Os pontos estão exatamente sobre uma reta: a variância do ruído gaussiano seria 0 e a verosimilhança "
        "cresceria sem limite. Acrescente um ponto fora da reta."
    ),
}

FIT_SUMMARY = {
    "one": (
        r"Maior log-verosimilhança $\ell(\hat b) = {{loglik}}$, alcançada pelo método de Newton num passo: "
        r"$\ell$ = {{path}}."
    ),
    "many": (
        r"Maior log-verosimilhança $\ell(\hat b) = {{loglik}}$, alcançada pelo método de Newton em {{steps}} "
        r"passos: $\ell$ = {{path}}."
    ),
}

SE_NOTE = r"""
:small[Erros-padrão: raízes quadradas da diagonal de $\bigl(-\nabla^2\ell(\hat b)\bigr)^{-1}$, o inverso
da curvatura da log-verosimilhança no topo (família gaussiana: com $\hat\sigma^2 = \mathrm{RSS}/N$; o R e o
statsmodels dividem por $N - 2$). O intervalo de Wald $\hat b \pm 1{,}96\,\mathrm{se}$ supõe que a
superfície é uma quadrática perto do topo: um topo agudo dá um intervalo estreito.]
"""

NO_MLE = {
    "separation": (
        "**A estimativa de máxima verosimilhança não existe.** Um limiar em x separa os 0 dos 1, então uma "
        "curva logística cada vez mais íngreme ajusta-se cada vez melhor: a verosimilhança continua a subir "
        "enquanto a inclinação vai para o infinito. O método de Newton parou depois de {{steps}} passos; o "
        "gráfico mostra suas curvas a ficar mais íngremes. Não há estimativa, erro-padrão nem intervalo para "
        "mostrar. Um a priori sobre a inclinação (as páginas bayesianas) dá uma resposta finita."
    ),
    "divergence": (
        "**A estimativa de máxima verosimilhança não existe.** As contagens zero só são ajustadas por uma "
        "média que cai a 0, o que exige coeficientes que crescem sem limite: a verosimilhança continua "
        "a subir nessa direção. O método de Newton parou depois de {{steps}} passos. Não há estimativa, "
        "erro-padrão nem intervalo para mostrar."
    ),
    "max_iter": (
        "**O método de Newton não convergiu** em {{steps}} passos, por isso nenhuma estimativa é mostrada."
    ),
}

SURFACE_CHART = {
    "intercept": "intercepto b₀",
    "slope": "inclinação b₁",
    "level": "ℓ − maior ℓ",
    "path": "iterados de Newton",
    "mle": "máximo (MLE)",
    "step": "passo",
    "loglik": "log-verosimilhança ℓ",
}

SURFACE_CAPTION = (
    "A log-verosimilhança $\\ell(b_0, b_1)$, em faixas ½, 2, 4½, 8 e 12½ abaixo do topo (1 a 5 erros-padrão "
    "numa superfície quadrática). Azul: os iterados de Newton, do início {{start}} até ao topo."
)

NO_MAX_SURFACE_CAPTION = (
    "A log-verosimilhança $\\ell(b_0, b_1)$ em faixas abaixo do maior valor nesta grelha: ela continua "
    "a subir em direção à borda, e os iterados de Newton (azul) seguem para fora."
)

VIEW_HELP = "Abra uma explicação de cada vez; clique de novo para a fechar."

VIEWS = {
    "loss": "Porque é que a perda é −log-verosimilhança",
    "maths": "A matemática",
}

LOSS = {
    "gaussian": r"""
Com ruído gaussiano, a log-verosimilhança de $N$ pontos é

$$\ell(b) = -\frac{N}{2}\log(2\pi\sigma^2) - \frac{1}{2\sigma^2}\sum_{n=1}^{N}\bigl(y_n - b_0 - b_1 x_n\bigr)^2 .$$

O primeiro termo não depende de $b$, e o segundo é a soma dos quadrados dos resíduos vezes
$-1/(2\sigma^2)$. Então o $b$ que maximiza a verosimilhança é o $b$ que minimiza o erro quadrático,
seja qual for $\sigma$: **mínimos quadrados são o MLE gaussiano**. Nestes dados a soma dos quadrados dos
resíduos na estimativa é {{rss}} para $N = {{n}}$ pontos; $\hat\sigma^2 = \mathrm{RSS}/N = {{sigma2}}$
e $\ell(\hat b) = {{loglik}}$.
""",
    "bernoulli": r"""
Para resultados 0/1 com $p_n = 1/(1 + e^{-(b_0 + b_1 x_n)})$, a log-verosimilhança é

$$\ell(b) = \sum_{n=1}^{N} \bigl[y_n \log p_n + (1 - y_n)\log(1 - p_n)\bigr] .$$

O seu negativo, dividido por $N$, é a **log-loss** (entropia cruzada) que os classificadores minimizam:
cada ponto custa $-\log$ da probabilidade que o modelo deu ao que aconteceu. Então **minimizar a log-loss
é o MLE de Bernoulli**. Aqui a log-loss média na estimativa é $-\ell(\hat b)/N = {{logloss}}$ para
$N = {{n}}$ pontos; um modelo que dissesse sempre ½ pagaria $\log 2 = 0{,}693$ por ponto.
""",
    "poisson": r"""
Para contagens com média $\lambda_n = e^{b_0 + b_1 x_n}$, a log-verosimilhança é

$$\ell(b) = \sum_{n=1}^{N} \bigl[y_n (b_0 + b_1 x_n) - e^{b_0 + b_1 x_n} - \log y_n!\bigr] .$$

O seu negativo é a **perda de Poisson** usada para contagens: cobra pela média prevista e recompensa o
log da média onde houve contagens. O último termo não depende de $b$. Aqui $\ell(\hat b) = {{loglik}}$
para $N = {{n}}$ pontos, uma perda média de {{average}} por ponto.
""",
}

LOSS_NO_MAX = (
    "Aqui a verosimilhança não tem máximo, então a perda não tem mínimo: ela continua a cair quando os "
    "coeficientes crescem. É por isso que a estimativa não existe."
)

MATHS = r"""
**A receita** (modelo linear generalizado). Escolha a família $p(y \mid \mu)$ conforme o tipo de $y$,
e uma função de transferência $f$ da reta $\eta = b_0 + b_1 x$ para a média $\mu = f(\eta)$:

| família | $y$ | $\mu = f(\eta)$ | peso $w$ |
|---|---|---|---|
| gaussiana | real | $\eta$ | $1$ |
| Bernoulli | 0 ou 1 | $1/(1 + e^{-\eta})$ | $\mu(1 - \mu)$ |
| Poisson | 0, 1, 2, … | $e^{\eta}$ | $\mu$ |

Com essas funções de transferência (canónicas), o gradiente da log-verosimilhança tem a mesma forma
nas três, $\nabla\ell = X^\top(\mathbf{y} - \boldsymbol\mu)$, e a sua curvatura é
$\nabla^2\ell = -X^\top W X$ com $W = \mathrm{diag}(w_n)$, então $\ell$ é côncava: um único topo, se houver.

**O método de Newton** salta para o topo da quadrática que coincide com $\ell$ no ponto atual:

$$b^{(k+1)} = b^{(k)} + \bigl(X^\top W X\bigr)^{-1} X^\top\bigl(\mathbf{y} - \boldsymbol\mu^{(k)}\bigr).$$

Para a família gaussiana, $\ell$ *é* uma quadrática: um passo chega à solução de mínimos quadrados.

**Os erros-padrão** vêm da mesma curvatura no topo: $\mathrm{se}_j = \sqrt{\bigl[(X^\top W X)^{-1}\bigr]_{jj}}$,
e o intervalo de Wald é $\hat b_j \pm 1{,}96\,\mathrm{se}_j$ (95 %).

:small[Fontes: slides da NYU sobre modelos probabilísticos (regressão linear como verosimilhança
gaussiana, regressão logística e de Poisson, a receita do modelo linear generalizado); K. P. Murphy,
*Machine Learning: a Probabilistic Perspective*, §8.3 e §9.3.]
"""

GUESS_DAMAGE = (
    "O Challenger foi lançado a 31 °F, mais frio do que qualquer lançamento destes dados. Que probabilidade "
    "de dano nos anéis dará o modelo ajustado a essa temperatura?"
)

GUESS_SLOPE = (
    "Observe os dados. Para que lado irá a inclinação ajustada $b_1$: sobe com clareza, desce com clareza, "
    "ou não se sabe (o seu intervalo de 95 % contém o 0)?"
)
