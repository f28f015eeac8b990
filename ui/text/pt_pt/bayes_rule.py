r"""Palavras da página da regra de Bayes em português europeu: só o que difere do pt-BR."""

CARD_LESSON = (
    "Um teste positivo para uma condição rara: porque é que a resposta costuma ser tão pequena, em "
    "números, numa multidão e numa árvore; um segundo teste; arriscar antes de ver; o classificador MAP."
)

INTRO = r"""
Alguém teve um resultado positivo. Qual é a probabilidade de ter a condição $D$? A regra de Bayes
pesa o que o teste diz contra a raridade da condição: o **a priori**, aqui a prevalência. Mova os
controlos deslizantes ou escolha um exemplo dos livros e observe a multidão.
"""

PRESET_SOURCES = {
    "mammogram": (
        "Murphy, *Machine Learning: a Probabilistic Perspective* (2012), §2.2.3.1: uma mamografia "
        "com sensibilidade 0,8 e taxa de falsos positivos 0,1, para um cancro com a priori 0,004."
    ),
    "eddy": (
        "Eddy (1982), na forma dada por Gigerenzer e Hoffrage (1995): prevalência de 1 %, "
        "sensibilidade de 80 %, taxa de falsos positivos de 9,6 %. A maioria dos médicos inquiridos "
        "respondeu cerca de 75 %."
    ),
    "strep": (
        "Um teste rápido para o estreptococo do grupo A em crianças com dor de garganta: sensibilidade "
        "de 85,6 %, especificidade de 95,4 % (Cohen et al., revisão Cochrane CD010502, 2016); a "
        "bactéria causa entre 20 % e 40 % destas dores de garganta, aqui 30 %."
    ),
}
PRESET_HELP = "Acerta a prevalência, a sensibilidade e a especificidade num exemplo publicado."

PREVALENCE_HELP = (
    "A fração das pessoas que têm a condição antes de qualquer teste: o a priori. Arraste, ou "
    "escreva uma probabilidade na caixa: 0,004, 1/250 ou 0,4% (até 0,00001, 1 em 100\u00a0000)."
)
TYPED_LABEL = "{{name}}, escrita como probabilidade"
VALUE_ERRORS = {
    "empty": "{{name}}: escreva uma probabilidade, como 0,004 (ou 0.004), 1/250 ou 0,4%. Mantém-se {{kept}}.",
    "not_a_number": "{{name}}: “{{value}}” não é um número; escreva 0,004 (ou 0.004), 1/250 ou 0,4%. Mantém-se {{kept}}.",
    "division_by_zero": "{{name}}: “{{value}}” divide por zero. Mantém-se {{kept}}.",
    "not_one_number": "{{name}}: escreva um só número, não {{value}}. Mantém-se {{kept}}.",
    "not_probability": "{{name}}: {{value}} não é uma probabilidade entre 0 e 1. Mantém-se {{kept}}.",
}

POPULATIONS = {"1000": "1000 pessoas", "10000": "10\u00a0000 pessoas"}

EFFECTS = {
    "raises": "{{result}} multiplica as chances de $D$ por {{lr}}: a probabilidade sobe de {{before}} para {{after}}.",
    "lowers": "{{result}} multiplica as chances de $D$ por {{lr}}: a probabilidade desce de {{before}} para {{after}}.",
    "unchanged": (
        "{{result}} é tão provável com a condição como sem ela (razão de verosimilhança 1): "
        "a probabilidade mantém-se em {{before}}."
    ),
    "certain": "{{result}} nunca acontece sem a condição, logo torna a condição certa.",
    "ruled_out": "{{result}} nunca acontece com a condição, logo exclui a condição.",
    "never": "{{result}} não muda nada: com prevalência 0 ninguém tem a condição.",
    "always": "{{result}} não muda nada: com prevalência 1 todos têm a condição.",
    "impossible": (
        "{{result}} nunca acontece com estas definições (a sua probabilidade é 0): não há a posteriori depois dele."
    ),
}

NOTE_ROUNDED_AWAY = (
    "Com esta prevalência, uma multidão de {{n}} tem em média {{expected}} pessoas com a condição, "
    "o que arredonda para ninguém: todos os positivos da figura são falsos positivos, embora o a "
    "posteriori exato seja {{exact}} %. Uma condição rara precisa de uma multidão maior."
)
NOTE_ROUNDING = (
    "As pessoas contam-se inteiras: a multidão arredonda {{tp_exact}} verdadeiros positivos e "
    "{{fp_exact}} falsos positivos, por isso a sua fração, {{share}} %, difere do a posteriori exato, "
    "{{exact}} %."
)
NOTE_BIGGER_CROWD = "Com 10\u00a0000 pessoas as contagens ficam mais próximas."

GUESS_PROMPT = (
    "**Primeiro, arrisque.** Qual é a probabilidade da condição depois de um resultado positivo? "
    "Escreva uma estimativa em percentagem e depois revele a resposta."
)
GUESS_LABEL = "A sua estimativa de p(D | +), em %"
GUESS_ERRORS = {
    "not_a_number": "“{{value}}” não é um número: escreva uma percentagem como 3,1 ou 3.1.",
    "division_by_zero": "“{{value}}” divide por zero: escreva uma percentagem como 3,1 ou 3.1.",
    "not_one_number": "Escreva um só número, não {{value}}.",
    "not_percent": "{{value}} % não é uma percentagem entre 0 e 100.",
}
GUESS_HIDDEN = "A resposta, a multidão e a árvore aparecem depois de a revelar."
GUESS_NOTHING = "Com estas definições ninguém dá positivo, por isso não há nada a estimar."
GUESS_PRIVATE = "A sua estimativa fica neste separador do navegador: não é guardada nem vai para o endereço."
SCORES = {
    "match": "Arriscou {{guess}} % e a resposta é {{answer}} %: em cheio.",
    "high": "Arriscou {{guess}} % e a resposta é {{answer}} %: {{points}} pontos percentuais acima.",
    "low": "Arriscou {{guess}} % e a resposta é {{answer}} %: {{points}} pontos percentuais abaixo.",
}
SCORE_RATIO = "A sua estimativa é {{ratio}} vezes a resposta."
SCORE_INVERSE = (
    "A sua estimativa está mais perto da sensibilidade ({{sensitivity}} %) do que da resposta. A "
    "sensibilidade é p(+ | D), a frequência com que quem tem a condição dá positivo; a pergunta era "
    "p(D | +). Trocar uma pela outra esquece a raridade da condição: a falácia da taxa de base."
)

VIEWS = {
    "second": "Um segundo teste",
    "classes": "Várias classes (MAP)",
    "counts": "Estimativas por contagem",
    "complexity": "Porquê o naive Bayes",
}
VIEW_HELP = "Abre mais uma parte da lição; clique outra vez para a fechar."

SECOND_INTRO = r"""
Depois de um primeiro teste positivo, o a posteriori passa a ser o **a priori** do seguinte. Em
chances (odds), $O = p/(1-p)$, cada atualização é uma só multiplicação: chances a posteriori =
chances a priori × razão de verosimilhança, onde a razão de verosimilhança de um resultado $r$ é
$p(r \mid D) / p(r \mid \bar D)$ (supõe-se que os testes são independentes dada a condição).
"""
STEPS_ROWS = {
    "result": "resultado",
    "before": "$p(D)$ antes",
    "odds_before": "chances antes",
    "lr": "× razão de verosimilhança",
    "odds_after": "= chances depois",
    "after": "$p(D)$ depois",
}
SECOND_SUMMARY = (
    "O a posteriori do primeiro teste, {{first}}, é o a priori do segundo; depois dos dois, a "
    "probabilidade da condição é **{{second}}**. Fazer os testes pela ordem inversa dá a mesma "
    "resposta: as razões de verosimilhança multiplicam-se, e a multiplicação ignora a ordem."
)
SECOND_IMPOSSIBLE = (
    "Estes dois resultados não podem acontecer juntos com estes testes (a sua probabilidade é 0), por "
    "isso não há a posteriori depois dos dois. Mude um resultado, uma sensibilidade ou uma especificidade."
)
FIRST_IMPOSSIBLE = "Um primeiro resultado positivo nunca acontece com estas definições: não há nada a atualizar."

CLASSES_INTRO = r"""
Com $K$ classes $c_1, \dots, c_K$ e uma observação $x$ que toma poucos valores, a regra de Bayes
dá a cada classe um a posteriori $p(c \mid x) = p(x \mid c)\,p(c) / p(x)$, e o **classificador
MAP** escolhe o maior: $\hat y = \arg\max_c p(x \mid c)\,p(c)$ ($p(x)$ é o mesmo para todas as
classes). Escreva o a priori e a tabela de verosimilhança; os números podem usar vírgula ou ponto,
frações como 1/3 ou percentagens.
"""
LIKELIHOOD_LABEL = "Verosimilhança p(x | c): uma linha por classe, uma coluna por valor de x"
TABLE_FIX = "Corrija a tabela e os resultados voltam; o resto da página continua a funcionar."
INPUT_NAMES = {
    "prior": "O a priori",
    "likelihood": "A tabela de verosimilhança",
    "counts": "A tabela de contagens",
    "table": "A tabela de contagens",
}
TABLE_ERRORS = {
    "empty": "{{name}}: nada foi escrito; escreva pelo menos um número.",
    "not_a_number": "{{name}}: “{{value}}” ({{where}}) não é um número. Escreva por exemplo 0,25 (ou 0.25), 1/4 ou 25%.",
    "division_by_zero": "{{name}}: “{{value}}” ({{where}}) divide por zero.",
    "ragged": "{{name}}: a {{where}} tem {{value}} entradas, mas a primeira linha tem {{limit}}; cada linha precisa de uma por valor de x.",
    "too_many_rows": "{{name}} tem {{value}} linhas; cabem no máximo {{limit}}.",
    "too_many_columns": "{{name}}: {{value}} entradas numa linha; cabem no máximo {{limit}}.",
    "too_few_rows": "{{name}} precisa de pelo menos {{limit}} linhas, uma por classe; tem {{value}}.",
    "not_probability": "{{name}}: {{value}} ({{where}}) não é uma probabilidade entre 0 e 1.",
    "not_count": "{{name}}: {{value}} ({{where}}) não é um número inteiro de registos.",
    "too_large": "{{name}}: {{value}} ({{where}}) ultrapassa {{limit}} registos.",
    "prior_length": "O a priori tem {{value}} números, mas a tabela de verosimilhança tem {{limit}} linhas, uma por classe.",
    "prior_sum": "O a priori soma {{total}}; as probabilidades de todas as classes têm de somar 1.",
    "row_sum": "{{name}}: a {{where}} soma {{total}}; p(x | c) sobre todos os valores de x tem de somar 1.",
    "no_records": "{{name}} não tem nenhum registo.",
    "empty_class": "{{name}}: a {{where}} não tem registos, por isso p(x | c) seria 0/0. Acrescente registos ou uma pseudocontagem.",
}
VARY_CLAMPED = "Só há {{k}} classes: a mostrar a última."

COUNTS_INTRO = r"""
De onde vêm o a priori e a verosimilhança? De uma tabela de treino rotulada: com $n$ registos,
$n_c$ da classe $c$ e $n_{x \mid c}$ deles com valor $x$, os apontamentos da cadeira estimam
$\hat p(c) = n_c / n$ e $\hat p(x \mid c) = n_{x \mid c} / n_c$. Uma pseudocontagem $\alpha$
junta primeiro $\alpha$ registos imaginários a cada célula.
"""
COUNTS_LABEL = "Registos por classe (linhas) e valor de x (colunas)"
COUNTS_TABLE_HEADER = r"classe | registos $n_c$ | $\hat p(c)$"
COUNTS_TOTAL = "{{n}} registos ao todo."
ZERO_CELLS_NOTE = (
    "Contagens nulas ({{cells}}): esses valores nunca apareceram com essas classes, por isso a sua "
    "verosimilhança estimada é 0, e observar um desses valores exclui a classe, seja qual for o resto "
    "da informação. Com uma tabela de treino pequena isto é sobreajustamento; uma pseudocontagem "
    "α > 0 mantém todos os valores possíveis."
)
TIES_NOTE = (
    "Empate em {{values}}: aí duas ou mais classes são igualmente prováveis, e o classificador MAP "
    "não consegue escolher entre elas (os apontamentos da cadeira contam-no como erro)."
)

COMPLEXITY_INTRO = r"""
Porque não guardar sempre a tabela conjunta inteira? Com $D$ atributos binários e duas classes,
$p(c, x_1, \dots, x_D)$ tem $2^{D+1}$ células que somam 1: $2^{D+1} - 1$ parâmetros, e cada
célula precisa dos seus próprios registos de treino. O Naive Bayes supõe que os atributos são
independentes dada a classe, $p(x \mid c) = \prod_j p(x_j \mid c)$: um a priori e uma
$p(x_j = 1 \mid c)$ por atributo e classe, $2D + 1$ parâmetros.
"""
