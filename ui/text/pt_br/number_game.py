r"""Palavras da página do jogo dos números (``views/number_game.py``) em português do Brasil (todas as chaves).

Termos: jogo dos números, conceito, hipótese, espaço de hipóteses, princípio do tamanho,
amostragem forte/fraca, média bayesiana de modelos, preditiva a posteriori, plug-in (mantido,
como no material do curso). Números decimais só entram por marcadores ``{{nome}}`` (os pesos
do MLaPP também: vêm do núcleo, ``MLAPP_WEIGHTS``).
"""

# --------------------------------------------------------------------------- navegação e cartão
NAV_TITLE = "O jogo dos números"
CARD_TITLE = "O jogo dos números"
CARD_LESSON = (
    "Adivinhe um conjunto secreto de números a partir de poucos exemplos: o princípio do tamanho, "
    "o a priori sobre conceitos e a média sobre hipóteses."
)


TITLE = "O jogo dos números"

INTRO = r"""
Estou pensando em um conjunto de números $C \subseteq \{1, \dots, 100\}$ — talvez *os números
pares*, talvez *os números entre 20 e 30*. Você só vê alguns dos seus elementos, os exemplos
$\mathcal{D}$. O 32 está em $C$? E o 37? O aprendizado bayesiano de conceitos responde com uma
probabilidade para cada número, pesando muitos conceitos candidatos (as hipóteses $h$) ao mesmo
tempo (Murphy, *MLaPP* §3.2, a partir de Tenenbaum).
"""

# --------------------------------------------------------------------------- exemplos

EXAMPLES_LABEL = "Exemplos 𝒟 (números inteiros de 1 a 100)"
EXAMPLES_HELP = "Separe-os com vírgulas ou espaços. Um número digitado duas vezes conta como dois sorteios."
EXAMPLES_PLACEHOLDER = "ex.: 16, 8, 2, 64"
PRESETS_LABEL = "Ou experimente um destes"
GRID_LABEL = "Clique nos números para incluí-los ou tirá-los"
GRID_TOGGLE = "Escolher os exemplos numa grade de 1 a 100"

BAD_TOKENS = (
    "Não foi possível ler: {{tokens}}. Os exemplos devem ser números inteiros de 1 a 100, "
    "separados por vírgulas ou espaços (como `16, 8, 2, 64`). {{what}}"
)
BAD_TOKEN = "“{{token}}”"
BAD_TOKENS_USING = "A página usa os válidos: {{numbers}}."
BAD_TOKENS_NONE_LEFT = "Não sobrou nenhum exemplo válido, por isso a página mostra o a priori."

NO_EXAMPLES = (
    "Ainda não há exemplos: o a posteriori é o **a priori**, aquilo em que o aprendiz acredita antes "
    "de qualquer dado, e a preditiva é o que o a priori sozinho espera."
)

# --------------------------------------------------------------------------- listas
LIST_SEPARATOR = ", "
LIST_LAST = "{{items}} e {{last}}"
LIST_MORE = "{{items}} e mais {{count}}"

# --------------------------------------------------------------------------- nomes das hipóteses
#: Um intervalo usa ponto e vírgula: "[16,23]" se leria como o decimal 16,23.
HYPOTHESIS_NAMES = {
    "even": "pares",
    "odd": "ímpares",
    "squares": "quadrados",
    "cubes": "cubos",
    "primes": "primos",
    "all": "todos",
    "multiples": "múltiplos de {{k}}",
    "powers": "potências de {{base}}",
    "ends_in": "termina em {{digit}}",
    "interval": "[{{low}}; {{high}}]",
    "powers_plus": "potências de {{base}} + {{{number}}}",
    "powers_minus": "potências de {{base}} − {{{number}}}",
}
HYPOTHESIS_IN_TEXT = "**{{name}}**"

# --------------------------------------------------------------------------- controles do modelo

SPACE_LABEL = "Espaço de hipóteses"
SPACE_HELP = (
    "MLaPP: os 32 conceitos das Figs. 3.2–3.4 do livro. Tenenbaum: 34 regras aritméticas mais "
    "todos os 5.050 intervalos [m; n] de 1 a 100 (5.084 hipóteses)."
)
SAMPLING_LABEL = "Suposição de amostragem"
SAMPLING_HELP = (
    "Forte (o princípio do tamanho): os exemplos foram sorteados ao acaso de C, por isso os conceitos "
    "pequenos que ainda os contêm são favorecidos. Fraca: só se sabe que os exemplos estão em C; "
    "quantos são não importa."
)
UNNATURAL_LABEL = "Peso a priori de cada conceito não natural"
UNNATURAL_HELP = (
    "O MLaPP dá a “potências de 2 + {37}” e “potências de 2 − {32}” peso {{unnatural}}, contra {{natural}} "
    "para um conceito natural ({{even_odd}} para pares e ímpares). Mova para a direita para tirar a penalidade."
)
UNNATURAL_FORMAT = "10^%d"
RULE_WEIGHT_LABEL = "Massa a priori das 34 regras, π"
RULE_WEIGHT_HELP = "Os intervalos repartem o resto, 1 − π. Tenenbaum usou π = 2/3."
SIGMA_LABEL = "Tamanho preferido dos intervalos, σ"
SIGMA_HELP = "Cada intervalo tem a priori ∝ |h| exp(−|h|/σ): os tamanhos perto de σ são favorecidos a priori."
PRIOR_SUMMARY_MLAPP = (
    "Pesos a priori antes de normalizar: {{even_odd}} para pares e para ímpares, {{natural}} para cada um "
    "dos outros 28 conceitos naturais, {{unnatural}} para cada não natural."
)
PRIOR_SUMMARY_TENENBAUM = (
    "Cada regra tem a priori {{rule}}; os intervalos repartem {{intervals}}, cada um proporcionalmente "
    "a |h| e^(−|h|/σ), que é máximo para intervalos de {{sigma}} números."
)

# --------------------------------------------------------------------------- a priori, verossimilhança, a posteriori

HYPOTHESES_HEADER = "A\u00a0priori × verossimilhança → a\u00a0posteriori"  # "a posteriori" never split
HYPOTHESES_CAPTION_ALL = "Todas as {{n}} hipóteses, na ordem do livro (MLaPP, Figs. 3.2 e 3.3)."
HYPOTHESES_CAPTION_TOP = (
    "As {{n}} mais prováveis de {{total}} hipóteses, da mais provável para a menos provável "
    "(empates desfeitos pelo a priori e depois pela ordem da lista)."
)
LIKELIHOOD_LOG_NOTE = (
    "As verossimilhanças cobrem muitas ordens de grandeza, por isso ficam num eixo logarítmico; "
    "as hipóteses que deixam algum exemplo de fora têm verossimilhança 0 e nenhuma barra."
)
HYPOTHESES_EXPLAIN = {
    "strong": r"""
Na amostragem forte, cada exemplo é sorteado ao acaso do conceito, então uma hipótese
com $|h|$ elementos dá a cada exemplo a probabilidade $1/|h|$:
$p(\mathcal{D} \mid h) = |h|^{-N}$ se todos os exemplos estão em $h$, senão $0$. O a posteriori
multiplica isso pelo a priori e normaliza de novo:
$p(h \mid \mathcal{D}) = \dfrac{p(\mathcal{D} \mid h)\,p(h)}{\sum_{h'} p(\mathcal{D} \mid h')\,p(h')}$.
Aqui $N = {{n}}$.
""",
    "weak": r"""
Na amostragem fraca, só se sabe que os exemplos estão no conceito:
$p(\mathcal{D} \mid h) = 1$ se todos os exemplos estão em $h$, senão $0$, qualquer que seja o tamanho de $h$.
O a posteriori multiplica isso pelo a priori e normaliza de novo, então é o a priori restrito
às hipóteses que contêm todos os exemplos:
$p(h \mid \mathcal{D}) = \dfrac{p(\mathcal{D} \mid h)\,p(h)}{\sum_{h'} p(\mathcal{D} \mid h')\,p(h')}$.
Aqui $N = {{n}}$.
""",
}

# --------------------------------------------------------------------------- preditiva
GUESS_P32 = (
    "O **32** está no conceito? Antes de a página mostrar a preditiva a posteriori, diga o quanto você "
    "tem certeza: p(32 ∈ C | 𝒟) em porcentagem. O a posteriori de cada hipótese, acima, é tudo de que "
    "você precisa."
)
GUESS_P32_ANSWER = "{{percent}} % (p(32 ∈ C | 𝒟) = {{p32}})"

PREDICTIVE_HEADER = "x̃ está no conceito? A preditiva a posteriori"
PREDICTIVE_EXPLAIN = r"""
Cada hipótese vota nos seus elementos com o seu peso a posteriori (média bayesiana de modelos):
$p(\tilde{x} \in C \mid \mathcal{D}) = \sum_h \mathbb{I}(\tilde{x} \in h)\, p(h \mid \mathcal{D})$.
"""
PREDICTIVE_BARS = "As barras são essas probabilidades (uma por número, por isso não precisam somar 1)."
PLUG_IN_ONE = (
    r"Os quadrados são a resposta **plug-in** da melhor hipótese sozinha, $\hat h_{MAP}$ = {{map_name}}: "
    "um sim certo nos seus elementos e um não certo em todo o resto."
)
PLUG_IN_TIE = (
    r"Os quadrados são a resposta **plug-in** de uma única melhor hipótese, $\hat h_{MAP}$: um sim certo "
    "nos seus elementos e um não certo em todo o resto. Aqui {{count}} hipóteses empatam no maior a "
    "posteriori ({{names}}); os quadrados usam {{map_name}}, a que tem menos elementos (com tamanhos "
    "iguais, a primeira da lista)."
)
PREDICTIVE_NUMBERS = (
    "Aqui p(32 ∈ C | 𝒟) = {{p32}} e p(37 ∈ C | 𝒟) = {{p37}}; na média sobre x̃, a resposta de Bayes "
    "e a resposta plug-in diferem em {{gap}}."
)

# --------------------------------------------------------------------------- mais (um controle segmentado, chave ``view``)

VIEW_LABEL = "Olhar mais de perto"

VIEWS = {"extensions": "Hipóteses principais", "why": "Por que ela vence", "sequence": "Um exemplo por vez"}
SPACE_NAMES = {"mlapp": "MLaPP", "tenenbaum": "Tenenbaum"}
SAMPLING_NAMES = {"strong": "forte", "weak": "fraca"}

EXTENSIONS_CAPTION = (
    "O que as hipóteses principais contêm. Cada linha é uma hipótese (com o seu a posteriori entre "
    "parênteses; mais escuro = mais provável), cada quadrado um elemento. A preditiva acima soma as "
    "linhas de todas as hipóteses, cada uma ponderada pelo seu a posteriori; juntas, estas {{n}} "
    "linhas têm a posteriori {{mass}}."
)
EXTENSIONS_ROW = "{{name}}  ({{posterior}})"

# --------------------------------------------------------------------------- por quê

WHY_MAP = "Depois de {{n}} exemplo(s), a hipótese MAP é {{map_name}}, com a posteriori {{p_map}}."
WHY_MAP_TIE = (
    "Depois de {{n}} exemplo(s), {{count}} hipóteses empatam no MAP, cada uma com a posteriori {{p_map}}: "
    "{{names}}."
)
WHY_VERSUS = r"""
{{winner}} contra {{loser}}: razão a priori {{prior_ratio}}, razão de verossimilhança
{{likelihood_ratio_formula}}{{likelihood_ratio}}, então a razão a posteriori é
{{prior_ratio}} × {{likelihood_ratio}} = **{{posterior_ratio}}**. {{verdict}}
"""
WHY_RATIO_FORMULA = r"$\left(\frac{{{big}}}{{{small}}}\right)^{{{n}}} \approx$ "
VERDICTS = {
    "tie": "As duas têm o mesmo a priori e a mesma verossimilhança, logo o mesmo a posteriori: empate.",
    "cancel": (
        "O a priori favorece uma e a verossimilhança favorece a outra, exatamente pelo mesmo fator: "
        "os seus a posteriori são iguais, um empate."
    ),
    "prior": "As duas contêm todos os exemplos com a mesma verossimilhança, então só o a priori decide.",
    "likelihood": (
        "As duas têm o mesmo a priori, então só a verossimilhança decide: esta é a menor das duas, "
        "e cada exemplo multiplica a sua vantagem (o princípio do tamanho)."
    ),
    "both": "Ela ganha no a priori e na verossimilhança.",
    "likelihood_against_prior": (
        "Era menos provável a priori, mas é menor, e cada exemplo multiplica a sua vantagem: "
        "o princípio do tamanho (a navalha de Occam)."
    ),
    "prior_against_likelihood": (
        "Ela cobre os exemplos com mais folga, mas o seu a priori é tão mais alto que ainda vence: "
        "é pelo a priori que entra o conhecimento prévio."
    ),
    "loses": "Ela é menos provável que a rival.",
}
VERDICT_UNNATURAL = "Aqui, esse conhecimento é que {{loser}} é um conceito não natural (MLaPP §3.2.2)."
WHY_SAME_SET = (
    "{{winner}} e {{loser}} são o mesmo conjunto de números com dois nomes: nenhum exemplo jamais "
    "vai distinguir uma da outra."
)
WHY_ALONE = "Nenhuma outra hipótese contém todos os exemplos, por isso não há disputa."
WHY_TABLE_HEADER = (
    "| h | ∣h∣ | a priori p(h) | verossimilhança p(𝒟∣h) | a posteriori p(h∣𝒟) |\n|---|---:|---:|---:|---:|"
)
WHY_TABLE_ROW = "| {{name}} | {{size}} | {{prior}} | {{likelihood}} | {{posterior}} |"

# --------------------------------------------------------------------------- um exemplo por vez

SEQUENCE_EXPLAIN = {
    "strong": (
        "Use só os n primeiros exemplos e veja o a posteriori mudar. Na amostragem forte, cada exemplo "
        "multiplica as chances de uma hipótese menor que o contém contra uma maior pela razão entre os "
        "seus tamanhos, por isso o a posteriori tende a se concentrar conforme os exemplos chegam; e, "
        "quando isso acontece, a média bayesiana e o plug-in do MAP passam a dar as mesmas respostas."
    ),
    "weak": (
        "Use só os n primeiros exemplos e veja o a posteriori mudar. Na amostragem fraca, um exemplo "
        "só elimina as hipóteses que o deixam de fora; as outras mantêm as proporções do a priori, por "
        "isso o a posteriori só se concentra na medida em que os exemplos eliminam hipóteses."
    ),
}
SEQUENCE_SAME_SET = (
    "{{names}} são o mesmo conjunto de números com nomes diferentes: os exemplos nunca mudam a razão "
    "entre os seus a posteriori, por isso nenhuma delas pode ficar com todo o a posteriori (a média "
    "bayesiana e o plug-in ainda podem concordar, pois apontam os mesmos números)."
)
SEQUENCE_SLIDER = "Exemplos usados, n"
SEQUENCE_NEED_DATA = "Digite pelo menos um exemplo para ver o a posteriori mudar conforme os exemplos chegam."
SEQUENCE_STATUS = (
    "Com os primeiros exemplos, n = {{n}} ({{prefix}}): MAP = {{map_name}}, com a posteriori {{p_map}}; "
    "a média bayesiana e o plug-in diferem em {{gap}}, em média."
)
SEQUENCE_STATUS_TIE = (
    "Com os primeiros exemplos, n = {{n}} ({{prefix}}): {{count}} hipóteses empatam no MAP ({{names}}), "
    "cada uma com a posteriori {{p_map}}; o plug-in usa {{map_name}}, e a média bayesiana e o plug-in "
    "diferem em {{gap}}, em média."
)
SEQUENCE_NONE = "nenhum"

# --------------------------------------------------------------------------- a matemática

MATHS_HEADER = "O modelo em quatro linhas"
MATHS = r"""
- **A priori** $p(h)$: o quanto cada conceito é plausível antes de ver dados (a priori do MLaPP: pesos
  {{even_odd}}, {{natural}} e {{unnatural}}; Tenenbaum: $\pi/34$ por regra, intervalos $\propto |h|\,e^{-|h|/\sigma}$).
- **Verossimilhança** (amostragem forte, MLaPP eq. 3.2):
  $p(\mathcal{D} \mid h) = \left(1/|h|\right)^{N}$ se $\mathcal{D} \subseteq h$, senão $0$.
  A amostragem fraca troca $(1/|h|)^N$ por $1$.
- **A posteriori** (eq. 3.3): $p(h \mid \mathcal{D}) \propto p(\mathcal{D} \mid h)\, p(h)$, máximo em
  $\hat h_{MAP} = \arg\max_h p(\mathcal{D} \mid h)\,p(h)$ (várias hipóteses podem empatar). Na amostragem
  forte, conforme os exemplos do conceito se acumulam, ele se concentra nas menores hipóteses que contêm
  todos eles (hipóteses com os mesmos elementos o dividem para sempre); na amostragem fraca, os
  exemplos só eliminam hipóteses.
- **Preditiva** (eq. 3.8): $p(\tilde{x} \in C \mid \mathcal{D}) = \sum_h \mathbb{I}(\tilde{x} \in h)\,p(h \mid \mathcal{D})$,
  contra o plug-in $p(\tilde{x} \in C \mid \hat h_{MAP}) = \mathbb{I}(\tilde{x} \in \hat h_{MAP})$ (eq. 3.9),
  que é confiante demais quando há poucos dados.
"""

# --------------------------------------------------------------------------- gráficos
CHART_PANEL_LINES = {
    "prior": ("a priori", "p(h)"),
    "likelihood": ("verossimilhança", "p(D | h)"),
    "posterior": ("a posteriori", "p(h | D)"),
}
CHART_PANEL_TOOLTIPS = {
    "prior": "a priori p(h)",
    "likelihood": "verossimilhança p(D | h)",
    "posterior": "a posteriori p(h | D)",
}
CHART_LOG_SCALE = "escala log"
CHART_HYPOTHESIS = "h"
CHART_SIZE = "|h|"
#: The legend lists one entry a line (it fits a phone whatever the words' length).
CHART_PREDICTIVE_SERIES = {"predictive": "média bayesiana", "plug_in": "plug-in do MAP", "data": "exemplo"}
CHART_NUMBER = "x̃"
CHART_PREDICTIVE_AXIS = "p(x̃ ∈ C | D)"
CHART_MEMBERS_AXIS = "x (elementos de h)"
CHART_EXAMPLES_ROW = "exemplos D"
CHART_MEMBER = "x"
#: x₁…xₙ: the first n examples.
CHART_CURVES = {"posterior": "p(ĥ_MAP | x₁…xₙ)", "plug_in": "média |Bayes−plug-in|"}
CHART_EXAMPLES_USED = "n, exemplos usados"
CHART_PROBABILITY = "probabilidade"
CHART_N = "n"
CHART_CURVE = "curva"
CHART_VALUE = "valor"
