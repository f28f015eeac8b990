r"""Palavras da página da regra de Bayes (``views/bayes_rule.py``) em português do Brasil (todas as chaves)."""

# --------------------------------------------------------------------------- navegação e cartão
NAV_TITLE = "Regra de Bayes"
CARD_TITLE = "Regra de Bayes: testes, multidões e classes"
CARD_LESSON = (
    "Um teste positivo para uma condição rara: por que a resposta costuma ser tão pequena, em números, "
    "numa multidão e numa árvore; um segundo teste; palpite antes de ver; o classificador MAP."
)

# --------------------------------------------------------------------------- cabeçalho e controles
TITLE = "### Regra de Bayes: um teste para uma condição rara"
INTRO = r"""
Alguém teve resultado positivo. Qual a probabilidade de ter a condição $D$? A regra de Bayes
pondera o que o teste diz contra o quanto a condição é rara: o **a priori**, aqui a
prevalência. Mexa nos controles deslizantes ou escolha um exemplo dos livros e observe a multidão.
"""

PRESET_LABEL = "Exemplos dos livros"
PRESETS = {
    "mammogram": "Mamografia (MLaPP)",
    "eddy": "Eddy 1982",
    "strep": "Estreptococo A",
}
PRESET_HELP = "Ajusta prevalência, sensibilidade e especificidade para um exemplo publicado."
PRESET_SOURCES = {
    "mammogram": (
        "Murphy, *Machine Learning: a Probabilistic Perspective* (2012), §2.2.3.1: uma mamografia "
        "com sensibilidade 0,8 e taxa de falsos positivos 0,1, para um câncer com a priori 0,004."
    ),
    "eddy": (
        "Eddy (1982), na forma dada por Gigerenzer e Hoffrage (1995): prevalência de 1 %, "
        "sensibilidade de 80 %, taxa de falsos positivos de 9,6 %. A maioria dos médicos consultados "
        "respondeu cerca de 75 %."
    ),
    "strep": (
        "Um teste rápido para estreptococo do grupo A em crianças com dor de garganta: sensibilidade "
        "de 85,6 %, especificidade de 95,4 % (Cohen et al., revisão Cochrane CD010502, 2016); a "
        "bactéria causa de 20 % a 40 % dessas dores de garganta, aqui 30 %."
    ),
}

PREVALENCE_LABEL = "Prevalência p(D)"
PREVALENCE_HELP = (
    "A fração das pessoas que têm a condição antes de qualquer teste: o a priori. Arraste, ou "
    "digite uma probabilidade na caixa: 0,004, 1/250 ou 0,4% (até 0,00001, 1 em 100.000)."
)
SENSITIVITY_LABEL = "Sensibilidade p(+ | D)"
SENSITIVITY_HELP = "Com que frequência o teste dá positivo para quem tem a condição."
SPECIFICITY_LABEL = "Especificidade p(− | sem D)"
SPECIFICITY_HELP = (
    "Com que frequência o teste dá negativo para quem não tem a condição; "
    "1 − especificidade é a taxa de falsos positivos."
)
TYPED_LABEL = "{{name}}, digitada como probabilidade"
PERCENT = "{{value}} %"

VALUE_ERRORS = {
    "empty": "{{name}}: digite uma probabilidade, como 0,004 (ou 0.004), 1/250 ou 0,4%. Continua valendo {{kept}}.",
    "not_a_number": "{{name}}: “{{value}}” não é um número; escreva 0,004 (ou 0.004), 1/250 ou 0,4%. Continua valendo {{kept}}.",
    "division_by_zero": "{{name}}: “{{value}}” divide por zero. Continua valendo {{kept}}.",
    "not_one_number": "{{name}}: digite um só número, não {{value}}. Continua valendo {{kept}}.",
    "not_probability": "{{name}}: {{value}} não é uma probabilidade entre 0 e 1. Continua valendo {{kept}}.",
}

POPULATION_LABEL = "Tamanho da multidão"
POPULATIONS = {"1000": "1.000 pessoas", "10000": "10.000 pessoas"}
PICTURE_LABEL = "Figura"
PICTURES = {"icons": "Multidão", "tree": "Árvore"}  # short: it fits the column in projector mode


# --------------------------------------------------------------------------- a resposta
METRIC_PPV = "p(D | +)"
HELP_PPV = "Probabilidade da condição depois de um resultado positivo (o valor preditivo positivo)."
METRIC_NPV = "p(D | −)"
HELP_NPV = "Probabilidade da condição depois de um resultado negativo (1 − o valor preditivo negativo)."
METRIC_P_POSITIVE = "p(+)"
HELP_P_POSITIVE = (
    "Probabilidade de uma pessoa escolhida ao acaso dar positivo: a lei da probabilidade total."
)
NEAR_ONE = "> {{bound}}"

RESULTS = {"+": "Um resultado positivo", "-": "Um resultado negativo"}
EFFECTS = {
    "raises": "{{result}} multiplica as chances de $D$ por {{lr}}: a probabilidade sobe de {{before}} para {{after}}.",
    "lowers": "{{result}} multiplica as chances de $D$ por {{lr}}: a probabilidade cai de {{before}} para {{after}}.",
    "unchanged": (
        "{{result}} é igualmente provável com a condição e sem ela (razão de verossimilhança 1): "
        "a probabilidade continua em {{before}}."
    ),
    "certain": "{{result}} nunca acontece sem a condição, então torna a condição certa.",
    "ruled_out": "{{result}} nunca acontece com a condição, então descarta a condição.",
    "never": "{{result}} não muda nada: com prevalência 0 ninguém tem a condição.",
    "always": "{{result}} não muda nada: com prevalência 1 todos têm a condição.",
    "impossible": (
        "{{result}} nunca acontece com estes ajustes (sua probabilidade é 0): não há a posteriori depois dele."
    ),
}

# --------------------------------------------------------------------------- a multidão e a árvore
CELLS = {
    "true_positive": "tem D, dá +",
    "false_negative": "tem D, dá −",
    "false_positive": "sem D, dá +",
    "true_negative": "sem D, dá −",
}
NATURAL = (
    "De **{{n}}** pessoas, **{{with_d}}** têm a condição e **{{tp}}** delas dão positivo; "
    "das **{{without_d}}** sem ela, **{{fp}}** também dão positivo. Então **{{tp}} das "
    "{{positives}}** pessoas com resultado positivo têm a condição: **{{share}} %**."
)
NATURAL_NO_POSITIVE = (
    "De **{{n}}** pessoas, **{{with_d}}** têm a condição e **{{without_d}}** não têm, e "
    "ninguém dá positivo."
)
NOTE_ROUNDED_AWAY = (
    "Com esta prevalência, uma multidão de {{n}} tem em média {{expected}} pessoas com a condição, "
    "o que arredonda para ninguém: todo positivo da figura é um falso positivo, embora o a "
    "posteriori exato seja {{exact}} %. Uma condição rara pede uma multidão maior."
)
NOTE_ROUNDING = (
    "Pessoas vêm inteiras: a multidão arredonda {{tp_exact}} verdadeiros positivos e {{fp_exact}} "
    "falsos positivos, por isso sua fração, {{share}} %, difere do a posteriori exato, {{exact}} %."
)
NOTE_BIGGER_CROWD = "Com 10.000 pessoas as contagens ficam mais próximas."

TREE_ROOT = "{{n}} pessoas"
TREE_CONDITION = "D: {{count}}"
TREE_NO_CONDITION = "sem D: {{count}}"
TREE_POSITIVE = "+: {{count}}  (p = {{p}})"
TREE_NEGATIVE = "−: {{count}}  (p = {{p}})"
TREE_CAPTION = (
    "Cada ramo leva uma probabilidade condicional; a probabilidade de uma folha é o produto ao longo "
    "do seu caminho, e as contagens são as da multidão."
)

FORMULA = r"""
$p(+) = p(+ \mid D)\,p(D) + p(+ \mid \bar D)\,p(\bar D) = {{sens}} \times {{prev}} + {{fpr}} \times {{not_prev}} = {{p_positive}}$
(a lei da probabilidade total), e a regra de Bayes:
$p(D \mid +) = \dfrac{p(+ \mid D)\,p(D)}{p(+)} = \dfrac{ {{joint}} }{ {{p_positive}} } = {{ppv}}$.
"""
FORMULA_NO_POSITIVE = r"""
$p(+) = {{sens}} \times {{prev}} + {{fpr}} \times {{not_prev}} = 0$: ninguém dá positivo, então
$p(D \mid +)$ não existe.
"""

# --------------------------------------------------------------------------- palpite, depois a resposta
GUESS_PROMPT = (
    "**Primeiro você.** Qual a probabilidade da condição depois de um resultado positivo? "
    "Digite um palpite em porcentagem e depois revele a resposta."
)
GUESS_LABEL = "Seu palpite para p(D | +), em %"
GUESS_ERRORS = {
    "not_a_number": "“{{value}}” não é um número: digite uma porcentagem como 3,1 ou 3.1.",
    "division_by_zero": "“{{value}}” divide por zero: digite uma porcentagem como 3,1 ou 3.1.",
    "not_one_number": "Digite um só número, não {{value}}.",
    "not_percent": "{{value}} % não é uma porcentagem entre 0 e 100.",
}
REVEAL_BUTTON = "Revelar"
GUESS_HIDDEN = "A resposta, a multidão e a árvore aparecem quando você revelar."
GUESS_NOTHING = "Com estes ajustes ninguém dá positivo, então não há o que adivinhar."
GUESS_PRIVATE = "Seu palpite fica nesta aba do navegador: não é guardado nem vai para o link."
SCORES = {
    "match": "Você chutou {{guess}} % e a resposta é {{answer}} %: na mosca.",
    "high": "Você chutou {{guess}} % e a resposta é {{answer}} %: {{points}} pontos percentuais acima.",
    "low": "Você chutou {{guess}} % e a resposta é {{answer}} %: {{points}} pontos percentuais abaixo.",
}
SCORE_RATIO = "Seu palpite é {{ratio}} vezes a resposta."
SCORE_INVERSE = (
    "Seu palpite está mais perto da sensibilidade ({{sensitivity}} %) do que da resposta. A "
    "sensibilidade é p(+ | D), com que frequência quem tem a condição dá positivo; a pergunta era "
    "p(D | +). Trocar uma pela outra esquece o quanto a condição é rara: a falácia da taxa de base."
)

# --------------------------------------------------------------------------- painéis
VIEW_LABEL = "Mais"
VIEWS = {
    "second": "Um segundo teste",
    "classes": "Várias classes (MAP)",
    "counts": "Estimativas por contagem",
    "complexity": "Por que naive Bayes",
}
VIEW_HELP = "Abre mais uma parte da lição; clique de novo para fechar."

# --------------------------------------------------------------------------- um segundo teste
SECOND_INTRO = r"""
Depois de um primeiro teste positivo, o a posteriori vira o **a priori** do próximo. Em chances
(odds), $O = p/(1-p)$, cada atualização é uma só multiplicação: chances a posteriori = chances a
priori × razão de verossimilhança, onde a razão de verossimilhança de um resultado $r$ é
$p(r \mid D) / p(r \mid \bar D)$ (supõe-se que os testes são independentes dada a condição).
"""
SENSITIVITY2_LABEL = "Segundo teste: sensibilidade"
SPECIFICITY2_LABEL = "Segundo teste: especificidade"
SECOND_LABEL = "Segundo resultado"
SECOND_RESULTS = {"positive": "positivo +", "negative": "negativo −"}
SAME_TEST_BUTTON = "Mesma sensibilidade e especificidade do primeiro teste"
STEP_NAMES = {"first": "primeiro teste", "second": "segundo teste"}
STEPS_ROWS = {
    "result": "resultado",
    "before": "$p(D)$ antes",
    "odds_before": "chances antes",
    "lr": "× razão de verossimilhança",
    "odds_after": "= chances depois",
    "after": "$p(D)$ depois",
}
SECOND_SUMMARY = (
    "O a posteriori do primeiro teste, {{first}}, é o a priori do segundo; depois dos dois a "
    "probabilidade da condição é **{{second}}**. Fazer os testes na outra ordem dá a mesma "
    "resposta: as razões de verossimilhança se multiplicam, e a multiplicação ignora a ordem."
)
SECOND_IMPOSSIBLE = (
    "Estes dois resultados não podem acontecer juntos com estes testes (sua probabilidade é 0), então "
    "não há a posteriori depois dos dois. Mude um resultado, uma sensibilidade ou uma especificidade."
)
FIRST_IMPOSSIBLE = "Um primeiro resultado positivo nunca acontece com estes ajustes: não há o que atualizar."

# --------------------------------------------------------------------------- várias classes
CLASSES_INTRO = r"""
Com $K$ classes $c_1, \dots, c_K$ e uma observação $x$ que assume poucos valores, a regra de
Bayes dá a cada classe um a posteriori $p(c \mid x) = p(x \mid c)\,p(c) / p(x)$, e o
**classificador MAP** escolhe o maior: $\hat y = \arg\max_c p(x \mid c)\,p(c)$ ($p(x)$ é o mesmo
para todas as classes). Digite o a priori e a tabela de verossimilhança; os números podem usar
vírgula ou ponto, frações como 1/3 ou porcentagens.
"""
PRIOR_LABEL = "A priori p(c): um número por classe"
PRIOR_HELP = "Separe os números com espaços. Eles devem somar 1."
LIKELIHOOD_LABEL = "Verossimilhança p(x | c): uma linha por classe, uma coluna por valor de x"
LIKELIHOOD_HELP = (
    "Termine cada linha com ; ou uma quebra de linha e separe os números com espaços. Cada linha "
    "lista p(x | c) para todos os valores de x, então deve somar 1. No máximo 6 classes e 8 valores."
)
TABLE_FIX = "Corrija a tabela e os resultados voltam; o resto da página continua funcionando."
INPUT_NAMES = {
    "prior": "O a priori",
    "likelihood": "A tabela de verossimilhança",
    "counts": "A tabela de contagens",
    "table": "A tabela de contagens",
}
WHERE_CELL = "linha {{row}}, entrada {{column}}"
WHERE_ENTRY = "entrada {{column}}"
WHERE_ROW = "linha {{row}}"
WHERE_CLASS = "classe {{row}}"
TABLE_ERRORS = {
    "empty": "{{name}}: nada foi digitado; digite pelo menos um número.",
    "not_a_number": "{{name}}: “{{value}}” ({{where}}) não é um número. Escreva por exemplo 0,25 (ou 0.25), 1/4 ou 25%.",
    "division_by_zero": "{{name}}: “{{value}}” ({{where}}) divide por zero.",
    "ragged": "{{name}}: a {{where}} tem {{value}} entradas, mas a primeira linha tem {{limit}}; cada linha precisa de uma por valor de x.",
    "too_many_rows": "{{name}} tem {{value}} linhas; cabem no máximo {{limit}}.",
    "too_many_columns": "{{name}}: {{value}} entradas numa linha; cabem no máximo {{limit}}.",
    "too_few_rows": "{{name}} precisa de pelo menos {{limit}} linhas, uma por classe; tem {{value}}.",
    "not_probability": "{{name}}: {{value}} ({{where}}) não é uma probabilidade entre 0 e 1.",
    "not_count": "{{name}}: {{value}} ({{where}}) não é um número inteiro de registros.",
    "too_large": "{{name}}: {{value}} ({{where}}) passa de {{limit}} registros.",
    "prior_length": "O a priori tem {{value}} números, mas a tabela de verossimilhança tem {{limit}} linhas, uma por classe.",
    "prior_sum": "O a priori soma {{total}}; as probabilidades de todas as classes devem somar 1.",
    "row_sum": "{{name}}: a {{where}} soma {{total}}; p(x | c) sobre todos os valores de x deve somar 1.",
    "no_records": "{{name}} não tem nenhum registro.",
    "empty_class": "{{name}}: a {{where}} não tem registros, então p(x | c) seria 0/0. Acrescente registros ou uma pseudocontagem.",
}

CLASS_SYMBOL = "$c_{ {{k}} }$"
VALUE_SYMBOL = "$x_{ {{j}} }$"
CLASS_NAME = "c{{k}}"
VALUE_NAME = "x{{j}}"
INPUT_TABLE_HEADER = "classe | $p(c)$"
POSTERIOR_TABLE_CORNER = "a posteriori"
EVIDENCE_ROW = "$p(x)$"
POSTERIOR_ROW = r"$p(c_{ {{k}} } \mid x)$"
DECISION_ROW = "decisão MAP"
TIE = "empate: {{classes}}"
IMPOSSIBLE_CELL = "impossível"
TABLE_CAPTION = (
    "Cada coluna do a posteriori soma 1; a maior entrada de cada coluna (em negrito) é a decisão "
    "MAP. A linha $p(x)$ é a lei da probabilidade total."
)
TIES_NOTE = (
    "Empate em {{values}}: aí duas ou mais classes são igualmente prováveis, e o classificador MAP "
    "não consegue escolher entre elas (as notas do curso contam isso como erro)."
)
ZERO_PRIOR_NOTE = "{{classes}}: a priori 0, então o a posteriori é 0 qualquer que seja x."
NEVER_CHOSEN_NOTE = "{{classes}}: não é a decisão MAP para nenhum valor de x."
IMPOSSIBLE_NOTE = "{{values}}: probabilidade 0 em todas as classes, então não há a posteriori nem decisão."
ALL_IMPOSSIBLE = "Nenhum valor de x pode acontecer com estas classes: não há o que classificar."
POSTERIOR_CHART_TITLE = "p(c | x) para cada valor de x (contornada: a decisão MAP)"
POSTERIOR_AXIS = "a posteriori p(c | x)"
LIST_JOIN = ", "

VARY_LABEL = "Mover o a priori da classe"
VARY_HELP = "As outras classes mantêm suas proporções e dividem o resto da probabilidade."
VARY_CLAMPED = "Só há {{k}} classes: mostrando a última."
THRESHOLD_INTRO = (
    "**Como um a priori move a decisão.** Abaixo, o a priori de $c_{ {{k}} }$ vai de 0 a 1 "
    "enquanto as outras classes mantêm suas proporções; cada linha é um valor de x, colorido pela "
    "classe que o classificador MAP escolhe. A linha tracejada marca o a priori atual, {{now}}."
)
THRESHOLD_ROW = r"$x_{ {{j}} }$: $c_{ {{k}} }$ vence quando $p(c_{ {{k}} }) > {{t}}$; abaixo disso, $c_{ {{r}} }$."
THRESHOLD_ROW_TIED = r"$x_{ {{j}} }$: $c_{ {{k}} }$ vence quando $p(c_{ {{k}} }) > {{t}}$; abaixo disso, empate entre {{rivals}}."
THRESHOLD_NEVER = r"$x_{ {{j}} }$: $c_{ {{k}} }$ nunca vence, pois $p(x_{ {{j}} } \mid c_{ {{k}} }) = 0$."
THRESHOLD_ALWAYS = r"$x_{ {{j}} }$: $c_{ {{k}} }$ vence com qualquer a priori acima de 0: nenhuma outra classe produz $x_{ {{j}} }$."
THRESHOLD_AXIS = "a priori de c{{k}}"

# --------------------------------------------------------------------------- estimativas por contagem
COUNTS_INTRO = r"""
De onde vêm o a priori e a verossimilhança? De uma tabela de treino rotulada: com $n$
registros, $n_c$ da classe $c$ e $n_{x \mid c}$ deles com valor $x$, as notas do curso
estimam $\hat p(c) = n_c / n$ e $\hat p(x \mid c) = n_{x \mid c} / n_c$. Uma pseudocontagem
$\alpha$ soma antes $\alpha$ registros imaginários a cada célula.
"""
COUNTS_LABEL = "Registros por classe (linhas) e valor de x (colunas)"
COUNTS_HELP = "Números inteiros; termine cada linha com ; ou uma quebra de linha. No máximo 6 classes e 8 valores."
ALPHA_LABEL = "Pseudocontagem α"
ALPHA_HELP = (
    "Somada a cada célula antes de estimar; 1 é a suavização de Laplace (somar um), 0 as "
    "frequências relativas puras."
)
COUNTS_TABLE_HEADER = r"classe | registros $n_c$ | $\hat p(c)$"
LIKELIHOOD_TABLE_CORNER = r"$\hat p(x \mid c)$"
FRACTION = "{{top}}/{{bottom}} = {{value}}"
COUNTS_TOTAL = "{{n}} registros ao todo."
ZERO_CELLS_NOTE = (
    "Contagens zero ({{cells}}): esses valores nunca apareceram com essas classes, então sua "
    "verossimilhança estimada é 0, e ver um desses valores descarta a classe, não importa o que mais "
    "se saiba. Com uma tabela de treino pequena isso é sobreajuste; uma pseudocontagem α > 0 mantém "
    "todos os valores possíveis."
)
ZERO_CELL = "x{{value}} em c{{k}}"
USE_ESTIMATES = "Usar estas estimativas na tabela MAP"

# --------------------------------------------------------------------------- complexidade
COMPLEXITY_INTRO = r"""
Por que não guardar sempre a tabela conjunta inteira? Com $D$ atributos binários e duas classes,
$p(c, x_1, \dots, x_D)$ tem $2^{D+1}$ células que somam 1: $2^{D+1} - 1$ parâmetros, e cada
célula precisa de registros de treino próprios. O Naive Bayes supõe que os atributos são
independentes dada a classe, $p(x \mid c) = \prod_j p(x_j \mid c)$: um a priori e uma
$p(x_j = 1 \mid c)$ por atributo e classe, $2D + 1$ parâmetros.
"""
FEATURES_LABEL = "Número de atributos binários D"
COMPLEXITY_NOW = "Com $D = {{d}}$: a distribuição conjunta completa tem **{{full}}** parâmetros, o naive Bayes **{{naive}}**."
COMPLEXITY_SERIES = {"full_joint": "conjunta completa, 2^(D+1) − 1", "naive_bayes": "naive Bayes, 2D + 1"}
COMPLEXITY_X = "D, número de atributos binários"
COMPLEXITY_Y = "parâmetros (escala log)"
SPAM_LINK = "O naive Bayes na prática: o filtro de spam"
