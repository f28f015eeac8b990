r"""Palavras da página do jogo dos números em português europeu: só o que difere do pt-BR.

Verosimilhança, grelha, "a + infinitivo" em vez do gerúndio, pronomes depois do verbo,
sem "você"; milhares separados por um espaço, como o formatador de números os escreve.
"""

INTRO = r"""
Estou a pensar num conjunto de números $C \subseteq \{1, \dots, 100\}$ — talvez *os números
pares*, talvez *os números entre 20 e 30*. Só vê alguns dos seus elementos, os exemplos
$\mathcal{D}$. O 32 pertence a $C$? E o 37? A aprendizagem bayesiana de conceitos responde com
uma probabilidade para cada número, ao pesar de uma só vez muitos conceitos candidatos (as
hipóteses $h$) (Murphy, *MLaPP* §3.2, na linha de Tenenbaum).
"""

EXAMPLES_HELP = "Separe-os com vírgulas ou espaços. Um número escrito duas vezes conta como duas extrações."
EXAMPLES_PLACEHOLDER = "p. ex. 16, 8, 2, 64"
GRID_LABEL = "Clique nos números para os acrescentar ou retirar"
GRID_TOGGLE = "Escolher os exemplos numa grelha de 1 a 100"
BAD_TOKENS_NONE_LEFT = "Não resta nenhum exemplo válido, por isso a página mostra o a priori."

SPACE_HELP = (
    "MLaPP: os 32 conceitos das Figs. 3.2–3.4 do livro. Tenenbaum: 34 regras aritméticas e "
    "todos os 5\u00a0050 intervalos [m; n] de 1 a 100 (5\u00a0084 hipóteses)."
)
SAMPLING_LABEL = "Pressuposto de amostragem"
SAMPLING_HELP = (
    "Forte (o princípio do tamanho): os exemplos foram tirados ao acaso de C, por isso são favorecidos "
    "os conceitos pequenos que ainda os contêm. Fraca: sabe-se apenas que os exemplos pertencem a C; "
    "o seu número não importa."
)
UNNATURAL_HELP = (
    "O MLaPP dá a “potências de 2 + {37}” e “potências de 2 − {32}” peso {{unnatural}}, contra {{natural}} "
    "para um conceito natural ({{even_odd}} para pares e ímpares). Desloque para a direita para retirar a "
    "penalização."
)

HYPOTHESES_HEADER = "A\u00a0priori × verosimilhança → a\u00a0posteriori"
LIKELIHOOD_LOG_NOTE = (
    "As verosimilhanças abrangem muitas ordens de grandeza, por isso são desenhadas num eixo "
    "logarítmico; as hipóteses que deixam algum exemplo de fora têm verosimilhança 0 e nenhuma barra."
)
HYPOTHESES_EXPLAIN = {
    "strong": r"""
Na amostragem forte, cada exemplo é tirado ao acaso do conceito, por isso uma hipótese
com $|h|$ elementos dá a cada exemplo a probabilidade $1/|h|$:
$p(\mathcal{D} \mid h) = |h|^{-N}$ se todos os exemplos estiverem em $h$, caso contrário $0$. O a
posteriori multiplica isto pelo a priori e volta a normalizar:
$p(h \mid \mathcal{D}) = \dfrac{p(\mathcal{D} \mid h)\,p(h)}{\sum_{h'} p(\mathcal{D} \mid h')\,p(h')}$.
Aqui $N = {{n}}$.
""",
    "weak": r"""
Na amostragem fraca, sabe-se apenas que os exemplos pertencem ao conceito:
$p(\mathcal{D} \mid h) = 1$ se todos os exemplos estiverem em $h$, caso contrário $0$, seja qual for o tamanho de $h$.
O a posteriori multiplica isto pelo a priori e volta a normalizar, por isso é o a priori restrito
às hipóteses que contêm todos os exemplos:
$p(h \mid \mathcal{D}) = \dfrac{p(\mathcal{D} \mid h)\,p(h)}{\sum_{h'} p(\mathcal{D} \mid h')\,p(h')}$.
Aqui $N = {{n}}$.
""",
}

GUESS_P32 = (
    "O **32** pertence ao conceito? Antes de a página mostrar a preditiva a posteriori, indique até que "
    "ponto tem a certeza: p(32 ∈ C | 𝒟) em percentagem. O a posteriori de cada hipótese, acima, é tudo "
    "aquilo de que precisa."
)

PREDICTIVE_EXPLAIN = r"""
Cada hipótese vota nos seus elementos com o seu peso a posteriori (média bayesiana de modelos):
$p(\tilde{x} \in C \mid \mathcal{D}) = \sum_h \mathbb{I}(\tilde{x} \in h)\, p(h \mid \mathcal{D})$.
"""
PREDICTIVE_BARS = "As barras são essas probabilidades (uma por número, por isso não têm de somar 1)."
PREDICTIVE_NUMBERS = (
    "Aqui p(32 ∈ C | 𝒟) = {{p32}} e p(37 ∈ C | 𝒟) = {{p37}}; em média sobre x̃, a resposta de Bayes "
    "e a resposta plug-in diferem {{gap}}."
)

VIEWS = {"extensions": "Hipóteses principais", "why": "Porque ganha", "sequence": "Um exemplo de cada vez"}

WHY_VERSUS = r"""
{{winner}} contra {{loser}}: razão a priori {{prior_ratio}}, razão de verosimilhança
{{likelihood_ratio_formula}}{{likelihood_ratio}}, logo a razão a posteriori é
{{prior_ratio}} × {{likelihood_ratio}} = **{{posterior_ratio}}**. {{verdict}}
"""
VERDICTS = {
    "tie": "As duas têm o mesmo a priori e a mesma verosimilhança, logo o mesmo a posteriori: empate.",
    "cancel": (
        "O a priori favorece uma e a verosimilhança favorece a outra, exatamente pelo mesmo fator: "
        "os seus a posteriori são iguais, um empate."
    ),
    "prior": "As duas contêm todos os exemplos com a mesma verosimilhança, por isso só o a priori decide.",
    "likelihood": (
        "As duas têm o mesmo a priori, por isso só a verosimilhança decide: esta é a mais pequena das duas, "
        "e cada exemplo multiplica a sua vantagem (o princípio do tamanho)."
    ),
    "both": "Ganha no a priori e na verosimilhança.",
    "likelihood_against_prior": (
        "Era menos provável a priori, mas é mais pequena, e cada exemplo multiplica a sua vantagem: "
        "o princípio do tamanho (a navalha de Occam)."
    ),
    "prior_against_likelihood": (
        "Cobre os exemplos com mais folga, mas o seu a priori é tão mais alto que continua a ganhar: "
        "é pelo a priori que entra o conhecimento prévio."
    ),
    "loses": "É menos provável do que a rival.",
}
WHY_SAME_SET = (
    "{{winner}} e {{loser}} são o mesmo conjunto de números com dois nomes: nenhum exemplo as "
    "poderá alguma vez distinguir."
)
WHY_TABLE_HEADER = (
    "| h | ∣h∣ | a priori p(h) | verosimilhança p(𝒟∣h) | a posteriori p(h∣𝒟) |\n|---|---:|---:|---:|---:|"
)

SEQUENCE_EXPLAIN = {
    "strong": (
        "Use apenas os n primeiros exemplos e veja o a posteriori a mudar. Na amostragem forte, cada "
        "exemplo multiplica as chances de uma hipótese mais pequena que o contém contra uma maior pela "
        "razão entre os seus tamanhos, por isso o a posteriori tende a concentrar-se à medida que chegam "
        "os exemplos; e, quando isso acontece, a média bayesiana e o plug-in do MAP passam a dar as "
        "mesmas respostas."
    ),
    "weak": (
        "Use apenas os n primeiros exemplos e veja o a posteriori a mudar. Na amostragem fraca, um "
        "exemplo só exclui as hipóteses que o deixam de fora; as outras mantêm as proporções do a "
        "priori, por isso o a posteriori só se concentra na medida em que os exemplos excluem hipóteses."
    ),
}
SEQUENCE_NEED_DATA = "Escreva pelo menos um exemplo para ver o a posteriori a mudar à medida que chegam os exemplos."

MATHS = r"""
- **A priori** $p(h)$: quão plausível é cada conceito antes de ver dados (a priori do MLaPP: pesos
  {{even_odd}}, {{natural}} e {{unnatural}}; Tenenbaum: $\pi/34$ por regra, intervalos $\propto |h|\,e^{-|h|/\sigma}$).
- **Verosimilhança** (amostragem forte, MLaPP eq. 3.2):
  $p(\mathcal{D} \mid h) = \left(1/|h|\right)^{N}$ se $\mathcal{D} \subseteq h$, caso contrário $0$.
  A amostragem fraca substitui $(1/|h|)^N$ por $1$.
- **A posteriori** (eq. 3.3): $p(h \mid \mathcal{D}) \propto p(\mathcal{D} \mid h)\, p(h)$, máximo em
  $\hat h_{MAP} = \arg\max_h p(\mathcal{D} \mid h)\,p(h)$ (várias hipóteses podem empatar). Na amostragem
  forte, à medida que se acumulam exemplos do conceito, concentra-se nas hipóteses mais pequenas que os
  contêm a todos (as hipóteses com os mesmos elementos dividem-no para sempre); na amostragem fraca, os
  exemplos apenas excluem hipóteses.
- **Preditiva** (eq. 3.8): $p(\tilde{x} \in C \mid \mathcal{D}) = \sum_h \mathbb{I}(\tilde{x} \in h)\,p(h \mid \mathcal{D})$,
  contra o plug-in $p(\tilde{x} \in C \mid \hat h_{MAP}) = \mathbb{I}(\tilde{x} \in \hat h_{MAP})$ (eq. 3.9),
  que é demasiado confiante quando há poucos dados.
"""

CHART_PANEL_LINES = {
    "prior": ("a priori", "p(h)"),
    "likelihood": ("verosimilhança", "p(D | h)"),
    "posterior": ("a posteriori", "p(h | D)"),
}
CHART_PANEL_TOOLTIPS = {
    "prior": "a priori p(h)",
    "likelihood": "verosimilhança p(D | h)",
    "posterior": "a posteriori p(h | D)",
}
