"""Texto da página de regressão por máxima verossimilhança, em português do Brasil."""

# --------------------------------------------------------------------------- navegação e cartão
NAV_TITLE = "Regressão por máxima verossimilhança"
CARD_TITLE = "Regressão por máxima verossimilhança"
CARD_LESSON = (
    "Um modelo de regressão é uma distribuição de y em cada x. Ajuste regressão gaussiana, logística e de "
    "Poisson maximizando a verossimilhança e veja o método de Newton subir até o topo."
)

TITLE = "Regressão por máxima verossimilhança"
#: Sob os dois gráficos: do que trata a página.
INTRO = r"""
Um modelo de regressão diz como $y$ se distribui em cada $x$: $p(y \mid x, b)$. A entrada passa por
uma reta, $\eta = b_0 + b_1 x$; uma *função de transferência* transforma essa reta na média de $y$; uma
*família* de distribuições espalha $y$ em torno dessa média. A máxima verossimilhança escolhe os
$b_0, b_1$ sob os quais os $y$ observados são os mais prováveis.
"""

# --------------------------------------------------------------------------- controles
FAMILY_LABEL = "Distribuição de y dado x"
FAMILIES = {
    "gaussian": "Gaussiana",
    "bernoulli": "Bernoulli",
    "poisson": "Poisson",
}
FAMILY_HELP = (
    "Gaussiana: y é um número real, com média b₀ + b₁x. Bernoulli: y é 0 ou 1, com probabilidade "
    "1/(1 + e^−(b₀ + b₁x)). Poisson: y é uma contagem, com média e^(b₀ + b₁x)."
)
DATA_LABEL = "Dados"
DATASETS = {
    "challenger": "Anéis do Challenger (23 lançamentos)",
    "hours": "Horas de estudo (20 alunos)",
    "kicks": "Mortes por coice de cavalo (280 corpos-ano)",
    "simulate": "Simulados pelo modelo",
    "typed": "Digitar pontos",
    "upload": "Enviar um arquivo",
}
N_LABEL = "Pontos"
INTERCEPT_LABEL = "Intercepto verdadeiro b₀"
SLOPE_LABEL = "Inclinação verdadeira b₁"
NOISE_LABEL = "Ruído σ (gaussiano)"
SEED_LABEL = "Semente"
POINTS_LABEL = "Pontos, um por linha: x e y"
POINTS_HELP = (
    "Separe x e y por vírgula, espaço, ponto e vírgula ou tabulação; a vírgula decimal funciona com espaço, "
    "ponto e vírgula ou tabulação. Experimente 1 0 / 2 0 / 3 1 / 4 1 com a família Bernoulli: um limiar "
    "separa os 0 dos 1."
)
POINTS_DEFAULT = "1, 0\n2, 0\n3, 1\n4, 0\n5, 1\n6, 1"
UPLOAD_LABEL = "Um arquivo CSV ou TSV com duas colunas, x e y (pode ter uma linha de cabeçalho)"
UPLOAD_HELP = "Até 5.000 linhas e 1 MB. O arquivo fica só nesta sessão; não é guardado."
UPLOAD_PROMPT = "Escolha um arquivo para ajustar: duas colunas, x e y, um ponto por linha."
UPLOAD_NOT_TEXT = "Este arquivo não é texto simples (UTF-8). Salve-o como CSV e envie de novo."
CENTRE_LABEL = "Centrar x"
CENTRE_HELP = (
    "Subtrai a média de x antes do ajuste. A inclinação não muda; o intercepto passa a ser o preditor "
    "linear na média de x, e a superfície deixa de ser uma crista diagonal fina para virar um morro redondo."
)

# --------------------------------------------------------------------------- conjuntos de dados
AXES = {
    "challenger": ("temperatura no lançamento (°F)", "dano nos anéis (1 = sim)"),
    "hours": ("horas de estudo", "aprovado (1 = sim)"),
    "kicks": ("anos desde 1875", "mortes em um corpo naquele ano"),
    "simulate": ("x", "y"),
    "typed": ("x", "y"),
    "upload": ("x", "y"),
}
SOURCES = {
    "challenger": (
        "Os 23 lançamentos do ônibus espacial antes do acidente do Challenger (janeiro de 1986): temperatura "
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
        "público. Cada ponto é um corpo em um ano (maior onde vários têm o mesmo valor)."
    ),
}
SIM_CAPTION = {
    "gaussian": (
        "{{n}} pontos, x uniforme em [−2; 2], y = {{b0}} + {{b1}}·x + ruído gaussiano com σ = {{sigma}}. "
        "Compare as estimativas abaixo com esses valores verdadeiros."
    ),
    "bernoulli": (
        "{{n}} pontos, x uniforme em [−2; 2], y = 1 com probabilidade 1/(1 + e^−({{b0}} + {{b1}}·x)). "
        "Compare as estimativas abaixo com esses valores verdadeiros."
    ),
    "poisson": (
        "{{n}} pontos, x uniforme em [−2; 2], y uma contagem de Poisson com média e^({{b0}} + {{b1}}·x). "
        "Compare as estimativas abaixo com esses valores verdadeiros."
    ),
}

# --------------------------------------------------------------------------- problemas com os dados
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
        "Os pontos estão exatamente sobre uma reta: a variância do ruído gaussiano seria 0 e a verossimilhança "
        "cresceria sem limite. Acrescente um ponto fora da reta."
    ),
}
SIM_FIX = "Escolha um intercepto ou uma inclinação verdadeiros menores."

# --------------------------------------------------------------------------- resultados
COEF_TABLE = r"""
| | estimativa | erro-padrão | intervalo de Wald de 95 % |
|---|---|---|---|
| intercepto $b_0$ | **{{b0}}** | {{se0}} | {{ci0}} |
| inclinação $b_1$ | **{{b1}}** | {{se1}} | {{ci1}} |
"""
INTERVAL = "[{{low}}; {{high}}]"
FIT_SUMMARY = {
    "one": (
        r"Maior log-verossimilhança $\ell(\hat b) = {{loglik}}$, alcançada pelo método de Newton em um passo: "
        r"$\ell$ = {{path}}."
    ),
    "many": (
        r"Maior log-verossimilhança $\ell(\hat b) = {{loglik}}$, alcançada pelo método de Newton em {{steps}} "
        r"passos: $\ell$ = {{path}}."
    ),
}
SIGMA_NOTE = r"Variância do ruído $\hat\sigma^2 = \mathrm{RSS}/N = {{sigma2}}$ (logo $\hat\sigma = {{sigma}}$)."
CENTRED_NOTE = (
    r"x está centrado: $b_0$ é o preditor linear na média, x = {{mean}}; a inclinação é a mesma que sem "
    r"centrar."
)
SE_NOTE = r"""
:small[Erros-padrão: raízes quadradas da diagonal de $\bigl(-\nabla^2\ell(\hat b)\bigr)^{-1}$, o inverso
da curvatura da log-verossimilhança no topo (família gaussiana: com $\hat\sigma^2 = \mathrm{RSS}/N$; o R e o
statsmodels dividem por $N - 2$). O intervalo de Wald $\hat b \pm 1{,}96\,\mathrm{se}$ supõe que a
superfície é uma quadrática perto do topo: um topo agudo dá um intervalo estreito.]
"""
CHALLENGER_NOTE = (
    "O Challenger foi lançado a 31 °F, 22 graus abaixo do lançamento mais frio destes dados. O modelo "
    "ajustado dá ali uma probabilidade de dano nos anéis de {{p}} — uma extrapolação muito fora dos dados, "
    "mas um alerta que já estava disponível antes do lançamento."
)

# --------------------------------------------------------------------------- preveja, depois confira
GUESS_DAMAGE = (
    "O Challenger foi lançado a 31 °F, mais frio que qualquer lançamento destes dados. Que probabilidade de "
    "dano nos anéis o modelo ajustado vai dar nessa temperatura?"
)
PERCENT = "{{p}} %"
GUESS_SLOPE = (
    "Olhe os dados. Para que lado vai a inclinação ajustada $b_1$: sobe com clareza, desce com clareza, "
    "ou não se sabe (seu intervalo de 95 % contém o 0)?"
)
SLOPE_OPTIONS = {
    "up": "Sobe",
    "down": "Desce",
    "unclear": "Não se sabe",
}
DATA_ONLY_CAPTION = (
    "Pontos: os dados (maiores onde vários pontos têm o mesmo valor). O modelo ajustado aparece depois "
    "de revelar a resposta."
)

PREDICT_TITLE = "**O modelo ajustado em alguns x** (as barras ou curvas deitadas do gráfico):"
PREDICT_HEAD = {
    "gaussian": "| x | média $b_0 + b_1 x$ | 95 % de y entre |\n|---|---|---|",
    "bernoulli": "| x | $p(y = 1 \\mid x)$ | $p(y = 0 \\mid x)$ |\n|---|---|---|",
    "poisson": "| x | média $e^{b_0 + b_1 x}$ | $p(y = 0 \\mid x)$ |\n|---|---|---|",
}
PREDICT_ROW = {
    "gaussian": "| {{x}} | {{mean}} | {{other}} |",
    "bernoulli": "| {{x}} | {{mean}} | {{other}} |",
    "poisson": "| {{x}} | {{mean}} | {{other}} |",
}

NO_MLE = {
    "separation": (
        "**A estimativa de máxima verossimilhança não existe.** Um limiar em x separa os 0 dos 1, então uma "
        "curva logística cada vez mais íngreme se ajusta cada vez melhor: a verossimilhança continua subindo "
        "enquanto a inclinação vai para o infinito. O método de Newton parou depois de {{steps}} passos; o "
        "gráfico mostra suas curvas ficando mais íngremes. Não há estimativa, erro-padrão nem intervalo para "
        "mostrar. Um a priori sobre a inclinação (as páginas bayesianas) dá uma resposta finita."
    ),
    "divergence": (
        "**A estimativa de máxima verossimilhança não existe.** As contagens zero só são ajustadas por uma "
        "média que cai a 0, o que exige coeficientes que crescem sem limite: a verossimilhança continua "
        "subindo nessa direção. O método de Newton parou depois de {{steps}} passos. Não há estimativa, "
        "erro-padrão nem intervalo para mostrar."
    ),
    "max_iter": (
        "**O método de Newton não convergiu** em {{steps}} passos, por isso nenhuma estimativa é mostrada."
    ),
}

# --------------------------------------------------------------------------- gráficos
MLE_CHART = {
    "data": "dados",
    "mean": "média ajustada",
    "band": "95 % de y",
    "bumps": "p(y | x) em alguns x",
    "count": "pontos aqui",
    "path": "curva média em cada passo de Newton",
    "probability": "p(y | x)",
}
CHART_CAPTION = {
    "gaussian": (
        "Pontos: os dados. Linha: a média ajustada. Em alguns x, deitada: a densidade gaussiana de y ali, "
        "$\\mathcal{N}(b_0 + b_1 x, \\hat\\sigma^2)$ — a mesma curva em todo x; a faixa contém 95 % dela."
    ),
    "bernoulli": (
        "Pontos: os dados (maiores onde vários pontos têm o mesmo valor). Linha: a probabilidade ajustada "
        "$p(y = 1 \\mid x)$. Em alguns x, deitadas: duas barras, as probabilidades de y = 1 e de y = 0 (uma "
        "barra do tamanho da distância entre duas delas significa probabilidade 1)."
    ),
    "poisson": (
        "Pontos: os dados (maiores onde vários pontos têm o mesmo valor). Linha: a média ajustada. Em alguns "
        "x, deitada: a probabilidade de Poisson de cada contagem; a faixa contém pelo menos 95 % de y."
    ),
}
NO_FIT_CAPTION = "Pontos: os dados. Linhas: a curva ajustada depois de cada passo de Newton, mais escura a cada passo."
SURFACE_CHART = {
    "intercept": "intercepto b₀",
    "slope": "inclinação b₁",
    "level": "ℓ − maior ℓ",
    "path": "iterados de Newton",
    "mle": "máximo (MLE)",
    "step": "passo",
    "loglik": "log-verossimilhança ℓ",
}
SURFACE_CAPTION = (
    "A log-verossimilhança $\\ell(b_0, b_1)$, em faixas ½, 2, 4½, 8 e 12½ abaixo do topo (1 a 5 erros-padrão "
    "numa superfície quadrática). Azul: os iterados de Newton, do início {{start}} até o topo."
)
NO_MAX_SURFACE_CAPTION = (
    "A log-verossimilhança $\\ell(b_0, b_1)$ em faixas abaixo do maior valor nesta grade: ela continua "
    "subindo em direção à borda, e os iterados de Newton (azul) seguem para fora."
)
POINT = "({{b0}}; {{b1}})"

# --------------------------------------------------------------------------- painéis
VIEW_LABEL = "Mais"
VIEW_HELP = "Abra uma explicação de cada vez; clique de novo para fechar."
VIEWS = {
    "loss": "Por que a perda é −log-verossimilhança",
    "maths": "A matemática",
}
LOSS = {
    "gaussian": r"""
Com ruído gaussiano, a log-verossimilhança de $N$ pontos é

$$\ell(b) = -\frac{N}{2}\log(2\pi\sigma^2) - \frac{1}{2\sigma^2}\sum_{n=1}^{N}\bigl(y_n - b_0 - b_1 x_n\bigr)^2 .$$

O primeiro termo não depende de $b$, e o segundo é a soma dos quadrados dos resíduos vezes
$-1/(2\sigma^2)$. Então o $b$ que maximiza a verossimilhança é o $b$ que minimiza o erro quadrático,
seja qual for $\sigma$: **mínimos quadrados são o MLE gaussiano**. Nestes dados a soma dos quadrados dos
resíduos na estimativa é {{rss}} para $N = {{n}}$ pontos; $\hat\sigma^2 = \mathrm{RSS}/N = {{sigma2}}$
e $\ell(\hat b) = {{loglik}}$.
""",
    "bernoulli": r"""
Para resultados 0/1 com $p_n = 1/(1 + e^{-(b_0 + b_1 x_n)})$, a log-verossimilhança é

$$\ell(b) = \sum_{n=1}^{N} \bigl[y_n \log p_n + (1 - y_n)\log(1 - p_n)\bigr] .$$

O seu negativo, dividido por $N$, é a **log-loss** (entropia cruzada) que os classificadores minimizam:
cada ponto custa $-\log$ da probabilidade que o modelo deu ao que aconteceu. Então **minimizar a log-loss
é o MLE de Bernoulli**. Aqui a log-loss média na estimativa é $-\ell(\hat b)/N = {{logloss}}$ para
$N = {{n}}$ pontos; um modelo que dissesse sempre ½ pagaria $\log 2 = 0{,}693$ por ponto.
""",
    "poisson": r"""
Para contagens com média $\lambda_n = e^{b_0 + b_1 x_n}$, a log-verossimilhança é

$$\ell(b) = \sum_{n=1}^{N} \bigl[y_n (b_0 + b_1 x_n) - e^{b_0 + b_1 x_n} - \log y_n!\bigr] .$$

O seu negativo é a **perda de Poisson** usada para contagens: cobra pela média prevista e recompensa o
log da média onde houve contagens. O último termo não depende de $b$. Aqui $\ell(\hat b) = {{loglik}}$
para $N = {{n}}$ pontos, uma perda média de {{average}} por ponto.
""",
}
LOSS_NO_MAX = (
    "Aqui a verossimilhança não tem máximo, então a perda não tem mínimo: ela continua caindo quando os "
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

Com essas funções de transferência (canônicas), o gradiente da log-verossimilhança tem a mesma forma
nas três, $\nabla\ell = X^\top(\mathbf{y} - \boldsymbol\mu)$, e a sua curvatura é
$\nabla^2\ell = -X^\top W X$ com $W = \mathrm{diag}(w_n)$, então $\ell$ é côncava: um único topo, se houver.

**O método de Newton** salta para o topo da quadrática que coincide com $\ell$ no ponto atual:

$$b^{(k+1)} = b^{(k)} + \bigl(X^\top W X\bigr)^{-1} X^\top\bigl(\mathbf{y} - \boldsymbol\mu^{(k)}\bigr).$$

Para a família gaussiana, $\ell$ *é* uma quadrática: um passo chega à solução de mínimos quadrados.

**Os erros-padrão** vêm da mesma curvatura no topo: $\mathrm{se}_j = \sqrt{\bigl[(X^\top W X)^{-1}\bigr]_{jj}}$,
e o intervalo de Wald é $\hat b_j \pm 1{,}96\,\mathrm{se}_j$ (95 %).

:small[Fontes: slides da NYU sobre modelos probabilísticos (regressão linear como verossimilhança
gaussiana, regressão logística e de Poisson, a receita do modelo linear generalizado); K. P. Murphy,
*Machine Learning: a Probabilistic Perspective*, §8.3 e §9.3.]
"""
