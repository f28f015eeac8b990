r"""Palavras da página do filtro de spam Naive Bayes (``views/spam.py``) em português do Brasil.

Todas as chaves de ``ui/text/en/spam.py``. Termos: Naive Bayes, spam e ham (mantidos,
explicados uma vez na introdução), pseudocontagens, suavização, a priori / a posteriori,
verossimilhança (log-likelihood ratio: o log da razão de verossimilhança), estimativa plug-in,
média a posteriori, MLE e MAP, vocabulário, token, cisne negro, conjunto de teste, matriz de
confusão, acurácia, precisão, revocação (recall; dita uma vez a sensibilidade da página da
regra de Bayes, palavra que não cabe na tabela de métricas num celular), log-loss (perda
logarítmica), log-odds (o logaritmo das chances), underflow (mantido e explicado: um número
pequeno demais arredondado para 0), log-sum-exp. O corpus é inglês: as mensagens dos
exemplos (``PRESET_MESSAGES``) são dados e ficam em inglês, e a introdução avisa isso uma vez.
Números escritos à mão levam vírgula decimal (0,5; 7,4; 0,0). O link para a página Dados e
palavras abre uma aba nova (uma nova sessão): leva ``lang=pt-BR`` para a abrir na mesma língua.
"""

# --------------------------------------------------------------------------- navegação e cartão
NAV_TITLE = "Filtro de spam Naive Bayes"
CARD_TITLE = "Filtro de spam Naive Bayes"
CARD_LESSON = (
    "Um filtro de spam que aprende contando palavras em mensagens de texto reais; suavização com "
    "pseudocontagens, a armadilha da contagem zero e o cálculo em escala log."
)


TITLE = "Filtro de spam Naive Bayes"

INTRO = r"""
Um filtro de spam que aprende **contando**: com que frequência cada palavra aparece no spam
(mensagens indesejadas) e no ham (mensagens comuns)? O Naive Bayes transforma essas contagens
em probabilidades, finge que as palavras de uma mensagem são independentes depois que a classe
é conhecida e soma a evidência de cada palavra com a regra de Bayes. Digite uma mensagem, mexa
nas pseudocontagens $\alpha$ e $\beta$ e veja cada palavra empurrar o veredito para spam ou
para ham. O corpus didático e a SMS Spam Collection estão em inglês, e o modelo só conhece as
palavras deles: uma mensagem em português seria quase toda de palavras desconhecidas.
"""

# ----------------------------------------------------------------------- dados e divisão

DATA_EXPANDER = "Corpus e divisão treino/teste"
CORPUS_LABEL = "Corpus"
CORPUS_OPTIONS = {
    "teaching": "Corpus didático",
    "sms": "SMS Spam Collection",
    "upload": "Seu próprio arquivo",
}
CORPUS_HELP = (
    "Corpus didático: 209 mensagens curtas escritas para esta página, com os casos de que a aula "
    "precisa (uma palavra vista só no ham, spam de vale-presente); funciona sem rede. SMS Spam "
    "Collection: 5.574 mensagens reais do repositório UCI, baixadas uma vez pelo servidor. Seu "
    "próprio arquivo: um CSV ou TSV com as colunas label e text."
)
CORPUS_NAMES = {"teaching": "Corpus didático do BayesLab", "sms": "SMS Spam Collection"}
CORPUS_SOURCES = {
    "teaching": (
        "Corpus didático do BayesLab: mensagens curtas no estilo de SMS escritas para o BayesLab "
        "(texto original, CC BY 4.0, como o resto do conteúdo do projeto)."
    ),
    "sms": (
        "SMS Spam Collection v.1 (repositório UCI Machine Learning, conjunto de dados 228), CC BY 4.0. "
        "T. A. Almeida, J. M. Gómez Hidalgo, A. Yamakami. “Contributions to the Study of SMS Spam "
        "Filtering: New Collection and Results”. Proc. DocEng'11, ACM, 2011."
    ),
    "upload": "O arquivo que você enviou (guardado na memória deste servidor só enquanto está em uso).",
}
UPLOAD_LABEL = "Enviar mensagens rotuladas"
UPLOAD_HELP = (
    "CSV ou TSV, em UTF-8. Duas colunas: label (ham ou spam) e text; uma linha de cabeçalho "
    "`label,text` é opcional. O arquivo fica só na memória deste servidor."
)
UPLOAD_LIMIT_FMT = (
    "No máximo 2 MB ({{limit}} bytes). Um arquivo maior é recusado assim que você o escolhe: o "
    "campo de envio o marca em vermelho e ele não é usado; envie uma amostra das suas mensagens."
)
UPLOAD_PROMPT = (
    "Envie um arquivo CSV ou TSV com as colunas **label** (ham ou spam) e **text** para treinar com "
    "as suas próprias mensagens. Até lá, a página usa o corpus didático."
)
UPLOAD_ERROR_HINT = "A página usa o corpus didático até o arquivo ser corrigido."
UPLOAD_ERRORS = {
    "too_large": "O arquivo tem {{size}} bytes; o limite é {{limit}} bytes. Envie uma amostra das suas mensagens.",
    "empty": "O arquivo está vazio.",
    "not_utf8": (
        "O arquivo não é texto UTF-8 (o byte {{byte}}, na linha {{line}}, não pode ser lido). Salve-o "
        "de novo com a codificação UTF-8."
    ),
    "not_text": "O arquivo contém bytes NUL: não é um arquivo de texto.",
    "csv_unreadable": "Não dá para ler o CSV a partir da linha {{line}}: confira as aspas e as vírgulas ali.",
    "field_too_long": (
        "A entrada que começa na linha {{line}} tem uma mensagem com mais de {{limit}} caracteres, o "
        "máximo que cabe numa célula de CSV. Em geral, umas aspas abrem uma mensagem e nunca são "
        "fechadas, e o resto do arquivo vai parar dentro dela: feche as aspas (ou apague-as) ou "
        "divida a mensagem."
    ),
    "no_rows": "O arquivo não tem nenhuma linha.",
    "bad_header": (
        "A primeira linha ({{cells}}) não é uma mensagem (`ham` ou `spam`, depois o texto) nem um "
        "cabeçalho que dê nome às colunas `label` e `text`."
    ),
    "header_only": "O arquivo tem uma linha de cabeçalho, mas nenhuma mensagem.",
    "columns": (
        "A linha {{row}} tem {{found}} coluna(s); eram esperadas {{expected}} (o rótulo, depois a "
        "mensagem; ponha entre aspas duplas uma mensagem que tenha vírgulas)."
    ),
    "label": "Linha {{row}}: o rótulo “{{label}}” não é `ham` nem `spam`.",
    "empty_message": "Linha {{row}}: a mensagem está vazia; apague a linha ou escreva o texto dela.",
    "one_class": (
        "O arquivo só tem mensagens `{{present}}`; um classificador precisa das duas classes. "
        "Acrescente mensagens rotuladas `{{missing}}`."
    ),
}
UPLOAD_CELL_FMT = "“{{cell}}”"
UPLOAD_FORMAT = (
    "Um arquivo válido: CSV ou TSV em UTF-8, uma mensagem por linha, duas colunas label e text (a "
    "linha de cabeçalho `label,text` é opcional), rótulos `ham` ou `spam`."
)
SMS_FALLBACK_FMT = (
    "Não foi possível baixar a SMS Spam Collection ({{reason}}). A página usa o corpus didático no "
    "lugar dela; o download será tentado de novo em dez minutos."
)
SMS_OFFLINE_REASON = "este servidor funciona sem rede e não tem uma cópia guardada"
SMS_FAILED_REASON = "sem rede, ou o arquivo no repositório UCI mudou"
SMS_SPINNER = "Baixando a SMS Spam Collection…"
TEST_FRACTION_LABEL = "Fração das mensagens reservada para teste"
TEST_FRACTION_HELP = (
    "Uma divisão estratificada: a mesma fração do spam e do ham vai para o conjunto de teste (pelo "
    "menos uma mensagem de cada classe que tenha duas). O modelo nunca vê as mensagens de teste "
    "enquanto conta."
)
SEED_LABEL = "Semente aleatória da divisão"
SEED_HELP = "Outra semente sorteia outra divisão; a mesma semente dá sempre a mesma divisão."
CORPUS_SUMMARY_FMT = (
    "**{{name}}** — {{n_documents}} mensagens ({{n_spam}} spam, {{n_ham}} ham). "
    "Treino com {{n_train}}, teste com {{n_test}}."
)
VOCABULARY_FMT = "Vocabulário: $D = {{n_features}}$ tokens distintos nas mensagens de treino."
VOCABULARY_CAPPED_FMT = (
    "Vocabulário: $D = {{n_features}}$, os mais frequentes dos {{n_seen}} tokens distintos das "
    "mensagens de treino; os outros são tratados como palavras desconhecidas. (Um limite, para que "
    "um arquivo grande mantenha o servidor rápido para a turma toda.)"
)
SOURCE_FMT = "Fonte: {{source}}"

# ----------------------------------------------------------------------- controles do modelo

MODEL_LABEL = "Modelo de verossimilhança"
MODEL_OPTIONS = {"bernoulli": "Bernoulli", "multinomial": "Multinomial"}
MODEL_HELP = (
    "Bernoulli: cada palavra do vocabulário está ou não está na mensagem, e as palavras ausentes "
    "também contam como evidência. Multinomial: cada token da mensagem é um sorteio da distribuição "
    "de palavras da classe; repetições contam, palavras ausentes não."
)
ESTIMATE_LABEL = "Estimativa plug-in"
ESTIMATE_OPTIONS = {"mle": "MLE", "map": "MAP", "mean": "Média a posteriori"}
ESTIMATE_HELP = (
    "Que valor único de cada parâmetro o classificador usa: a frequência relativa (MLE, sem as "
    "pseudocontagens), a moda do a posteriori (MAP) ou a sua média (a probabilidade preditiva a "
    "posteriori de uma palavra)."
)
ALPHA_LABEL = r"Pseudocontagem das classes $\alpha$"
ALPHA_HELP = (
    "Mensagens imaginárias somadas a cada classe antes de estimar a fração de spam. Com a média a "
    "posteriori, 0 dá as frequências de treino puras (com o MAP, é o 1 que dá)."
)
BETA_LABEL = r"Pseudocontagem das palavras $\beta$"
BETA_HELP_FMT = (
    "Contagens imaginárias somadas a cada palavra em cada classe (Bernoulli: Beta(β, β); "
    "multinomial: Dirichlet(β, …, β), um a priori de Dirichlet simétrico — [veja-o em ação com "
    "dados e palavras](/dirichlet?view=words&word_alpha={{beta}}&lang=pt-BR)). Com a média a posteriori, β = 1 "
    "é a suavização de Laplace (somar um) e β = 0 dá as frequências brutas (com o MAP, são β = 2 e "
    "β = 1) — atenção ao cisne negro."
)
MLE_IGNORES_PSEUDOCOUNTS = (
    "O MLE ignora $\\alpha$ e $\\beta$: usa as frequências relativas brutas, então uma palavra "
    "nunca vista numa classe tem ali probabilidade exatamente 0."
)

# ----------------------------------------------------------------------- a mensagem

MESSAGE_LABEL = "Mensagem"
MESSAGE_HELP = (
    "Qualquer texto. Ele é dividido em tokens em minúsculas; valores em dinheiro como $1000 "
    "ficam inteiros."
)
PRESETS_LABEL = "Experimente um exemplo"
PRESETS_PLACEHOLDER = "Escolha uma mensagem…"
PRESET_LABELS = {
    "gift": "Spam do vale-presente (aula)",
    "ham": "Ham comum",
    "swan": "Cisne negro (ponha β = 0)",
    "undefined": "Nenhuma classe possível (β = 0)",
}
#: As mensagens dos exemplos: dados em inglês (o corpus é inglês), iguais ao original.
PRESET_MESSAGES = {
    "gift": (
        "You are one of the very few who have been selected as a winners for the free $1000 "
        "Gift Card."
    ),
    "ham": "Are you free for lunch tomorrow? I can pick you up at 12",
    "swan": "Congratulations grandma, you have won a free prize! Call now to claim it",
    "undefined": "Grandma says the selected winners get a free gift card",
}

METRIC_SPAM = "p(spam | mensagem)"
VERDICT_FMT = "veredito: {{verdict}}"
VERDICTS = {
    "positive": "spam",
    "negative": "ham",
    "tie": "empate (p = 0,5)",
    "undefined": "nenhum (indefinido)",
}
P_NEAR_ONE = "> 0,9999"
P_NEAR_ZERO = "< 10⁻³²³"
METRIC_HELP = (
    "Probabilidade a posteriori de a mensagem ser spam, calculada a partir das contagens de treino, "
    "do a priori e das pseudocontagens acima. Ela só é exatamente 1 ou 0 quando uma classe é "
    "impossível (um dos seus fatores é exatamente 0); fora isso, um valor perto demais de 1 para "
    "ser mostrado aparece como \"> 0,9999\" (o log-odds diz quão perto)."
)
METRIC_LOG_ODDS = "log-odds a posteriori"
METRIC_LOG_ODDS_HELP = (
    "log p(spam | mensagem) − log p(ham | mensagem), em nats: onde terminam as barras do gráfico "
    "abaixo (a barra “= a posteriori”). Acima de 0 o veredito é spam; abaixo de 0, ham; cada 2,3 a "
    "mais multiplica por 10 as chances de spam. Continua distinguindo as mensagens quando "
    "p(spam | mensagem) está perto demais de 1 ou de 0 para ser mostrado."
)
GUESS_QUESTION = (
    "Spam ou ham, e com quanta certeza? Que probabilidade de spam o modelo vai dar a esta "
    "mensagem? Digite em porcentagem: acima de 50 é um veredito de spam; abaixo de 50, de ham."
)
GUESS_ANSWER_FMT = "o p(spam | mensagem) do modelo, {{percent}} % (veredito: {{verdict}})"
GUESS_PERCENT_NEAR_ONE = "mais de 99,99"
GUESS_PERCENT_NEAR_ZERO = "menos de 10⁻³²¹"
GUESS_NO_ANSWER = (
    "O modelo não dá a esta mensagem probabilidade de spam nenhuma (o motivo está abaixo do gráfico), "
    "então não há com que comparar o seu palpite."
)
UNDERFLOW_AFTER_REVEAL = (
    "O laboratório de underflow calcula a probabilidade que você está tentando adivinhar: ele "
    "abre depois que você revelar a resposta acima."
)
EMPTY_MESSAGE = "Digite uma mensagem (ou escolha uma acima) para ver como cada palavra vota."
NO_TOKENS = (
    "Esta mensagem não tem palavras nem números para ler, então só o a priori (e, no modelo de "
    "Bernoulli, as palavras ausentes) decide."
)
NO_KNOWN_WORDS = (
    "Nenhum token desta mensagem aparece no vocabulário de treino, então só o a priori (e, no "
    "modelo de Bernoulli, as palavras ausentes) decide."
)
UNKNOWN_WORDS_FMT = "Fora do vocabulário de treino, e por isso o modelo ignora: {{words}}."
UNKNOWN_MORE_FMT = "e mais {{n}}"

BLACK_SWAN_HEAD_FMT = "**Cisne negro.** Para esta mensagem, *{{zero_class}}* é impossível."
UNDEFINED_HEAD = "**Indefinido.** Para esta mensagem, as duas classes são impossíveis."
ZERO_REASONS = {
    "prior": (
        "A probabilidade a priori de *{{zero_class}}* é 0: o MAP com $\\alpha = 0$ subtrai um da "
        "contagem de mensagens de treino de cada classe, e *{{zero_class}}* só tem uma."
    ),
    "unseen": (
        "Probabilidade estimada exatamente 0 em *{{zero_class}}*, por nunca aparecer numa mensagem "
        "de treino dessa classe: {{words}}."
    ),
    "seen_once": (
        "Probabilidade estimada exatamente 0 em *{{zero_class}}*, por aparecer numa só mensagem de "
        "treino dessa classe, e o MAP com $\\beta = 0$ subtrai um de cada contagem: {{words}}."
    ),
    "in_every": (
        "Probabilidade estimada 1 em *{{zero_class}}*, por aparecer em **todas** as mensagens de "
        "treino dessa classe (basta faltar um destes tokens a uma mensagem de *{{zero_class}}* para ela "
        "ser impossível): {{words}}."
    ),
    "in_all_but_one": (
        "Probabilidade estimada 1 em *{{zero_class}}*, por aparecer em todas as mensagens de treino "
        "dessa classe menos uma, e o MAP com $\\beta = 0$ subtrai um de cada contagem (basta "
        "faltar um destes tokens a uma mensagem de *{{zero_class}}* para ela ser impossível): {{words}}."
    ),
}
BLACK_SWAN_CONSEQUENCE_FMT = (
    "Um único fator zero torna $p(\\text{mensagem} \\mid \\text{{{zero_class}}})$ zero, digam o "
    "que disserem as outras palavras: $p(\\text{{{zero_class}}} \\mid \\text{mensagem}) = 0$ exatamente."
)
BLACK_SWAN_MORAL = (
    "Uma única palavra nunca vista derruba toda a outra evidência — o mesmo erro de concluir que "
    "todos os cisnes são brancos."
)
UNDEFINED_CONSEQUENCE = (
    "A regra de Bayes então divide 0 por 0: $p(\\text{spam} \\mid x) = \\frac{0}{0 + 0}$ não tem "
    "valor, e a página não mostra nenhum veredito."
)
ZERO_ADVICE = {
    "mle": (
        "O MLE ignora as pseudocontagens: escolha a média a posteriori com $\\beta > 0$, ou o MAP "
        "com $\\beta > 1$, para reservar alguma probabilidade para o que as mensagens de treino "
        "não mostraram."
    ),
    "mean": (
        "Dê a $\\beta$ um valor acima de 0 para reservar alguma probabilidade para o que as mensagens "
        "de treino não mostraram."
    ),
    "map": (
        "Com o MAP, dê a $\\beta$ um valor acima de 1 (ou escolha a média a posteriori com "
        "$\\beta > 0$) para reservar alguma probabilidade para o que as mensagens de treino não "
        "mostraram."
    ),
}
ZERO_ADVICE_PRIOR = "Dê a $\\alpha$ um valor acima de 0 para que toda classe tenha alguma probabilidade a priori."

UNDEFINED_ESTIMATES = {
    "no_data": "{{what}}: sem dados de treino, a estimativa divide 0 por 0.",
    "flat": (
        "{{what}}: o a posteriori é plano (toda contagem mais pseudocontagem vale 1), então todo valor "
        "é igualmente provável e não há um MAP único."
    ),
    "two_peaks": (
        "{{what}}: um a posteriori Beta com os dois parâmetros abaixo de 1 é infinitamente alto nas "
        "duas pontas, então não há um MAP único."
    ),
    "unbounded": (
        "{{what}}: com $0 < \\beta < 1$ o a posteriori de Dirichlet sobre o vocabulário cresce sem "
        "limite em direção a $\\theta_j = 0$ para toda palavra que a classe nunca viu. Os seus "
        "maiores valores ficam ao longo de uma face inteira do simplex, não num ponto, então não há "
        "um MAP único."
    ),
}
UNDEFINED_ESTIMATE_HEAD = "**Estimativa indefinida.**"
UNDEFINED_PRIOR = "O a priori das classes"
UNDEFINED_THETA_FMT = "As probabilidades das palavras de *{{class_name}}*"
UNDEFINED_ESTIMATE_TAIL = (
    "O a posteriori de toda mensagem que a usa fica indefinido. Escolha a média a posteriori com "
    "$\\alpha, \\beta > 0$, ou o MAP com $\\alpha, \\beta > 1$."
)

WATERFALL_TITLE = "Como as palavras se somam"
WATERFALL_AXIS = "log-odds de spam (nats)"
WATERFALL_CAPTION_FMT = (
    "Cada barra soma um termo ao log-odds (o logaritmo das chances) "
    r"$\log\frac{p(\text{spam}\mid x)}{p(\text{ham}\mid x)}$: primeiro o a priori, depois o log "
    "da razão de verossimilhança de cada palavra. À direita de 0 favorece o spam; à esquerda, o "
    "ham. {{extra}}"
)
WATERFALL_BERNOULLI_EXTRA = (
    "O modelo de Bernoulli também conta as palavras do vocabulário **ausentes**, somadas numa só barra."
)
WATERFALL_MULTINOMIAL_EXTRA = "Uma palavra repetida $k$ vezes contribui $k$ vezes a sua razão."
WATERFALL_OTHERS_FMT = "outras palavras ({{n}})"
WATERFALL_ABSENT_FMT = "palavras ausentes ({{n}})"
WATERFALL_REPEATED_FMT = "{{word}} ×{{n}}"
WATERFALL_PRIOR = "a priori"
WATERFALL_POSTERIOR = "= a posteriori"
WATERFALL_ROLES = {"prior": "a priori", "spam": "favorece spam", "ham": "favorece ham", "total": "a posteriori"}
WATERFALL_TOOLTIPS = {"term": "termo", "adds": "soma", "running": "log-odds acumulado"}
HIGHLIGHT_HEADER = "A mensagem como o modelo a lê"
HIGHLIGHT_LEGEND = (
    ":red[vermelho]: evidência a favor de spam, :blue[azul]: evidência a favor de ham (com fundo: "
    "um fator acima de e² ≈ 7,4, ou um zero), sem cor: evidência fraca (razão entre 1/1,6 e 1,6), "
    ":gray[cinza]: fora do vocabulário."
)
HIGHLIGHT_BOTH_ZERO_FMT = "Também sem cor, e sem razão nenhuma (0 nas duas classes): {{words}}."

# ----------------------------------------------------------------------- painéis

TABS = {"evaluation": "Avaliação no teste", "underflow": "Laboratório de underflow", "model": "Por dentro do modelo"}
VIEW_LABEL = "Painel"

EVALUATION_FMT = r"""
O modelo acima, aplicado às **{{n_test}} mensagens do conjunto de teste**, deixadas de fora do
treino ({{n_test_spam}} spam; o spam é a classe positiva).

| acurácia | precisão | revocação | log-loss |
|---:|---:|---:|---:|
| **{{accuracy}}** | **{{precision}}** | **{{recall}}** | **{{log_loss}}** |

| | previsto ham | previsto spam |
|---|---:|---:|
| **ham de fato** | {{tn}} | {{fp}} |
| **spam de fato** | {{fn}} | {{tp}} |

:small[Acurácia: fração classificada corretamente. Precisão: das mensagens marcadas como spam, a fração que é spam. Revocação (recall; num teste médico, a sensibilidade da página da regra de Bayes): do spam real, a fração marcada. A segunda tabela é a matriz de confusão. Log-loss (perda logarítmica): a média de $-\log p(\text{classe verdadeira} \mid \text{mensagem})$ em nats — uma resposta errada dada com confiança custa caro, e uma probabilidade exatamente 0 para a verdade custa infinito.]
"""
NO_TEST_MESSAGES = (
    "Nenhuma mensagem foi reservada para teste: uma classe precisa de pelo menos duas mensagens "
    "antes que uma possa ficar de fora para o teste. Acrescente mensagens das duas classes para "
    "avaliar o modelo; a mensagem acima continua sendo classificada."
)
UNDECIDED_FMT = (
    "Mensagens de teste com probabilidade 0 nas duas classes: {{n}}. Para elas, a regra de Bayes dá "
    "0/0, então o a posteriori é indefinido, e o log-loss também. A acurácia as conta como "
    "*{{fallback}}*, a classe escolhida antes de ler qualquer palavra (a de maior a priori; a "
    "primeira classe em caso de empate)."
)
UNDECIDED_ESTIMATE_FMT = (
    "Mensagens de teste que usam uma estimativa indefinida (veja acima): {{n}}. O a posteriori delas "
    "é indefinido, e o log-loss também."
)
SWEEP_CAPTION_FMT = (
    "**Abaixo, a acurácia (eixo da esquerda) e o log-loss (eixo da direita) em função de $\\beta$**: "
    "as mesmas contagens suavizadas de novo com {{n_points}} valores de $\\beta$ (escala log), sem "
    "recontar nada. {{current}} Pouca suavização confia em palavras vistas numa só classe e arrisca "
    "erros confiantes; suavização demais afoga as contagens em pseudocontagens (no modelo de "
    "Bernoulli, as muitas palavras ausentes puxam então toda mensagem para a classe com mais "
    "mensagens de treino). Onde fica o melhor $\\beta$ para este corpus? {{extra}}"
)
SWEEP_CURRENT = "A linha tracejada é o $\\beta$ atual."
SWEEP_CURRENT_ZERO = "O $\\beta = 0$ atual fica fora do eixo log (os seus valores vêm a seguir)."
SWEEP_MLE_EXTRA = "Com o MLE as pseudocontagens são ignoradas, então as duas curvas são planas."
SWEEP_ZERO_FMT = "Em $\\beta = 0$ (fora do eixo log): acurácia {{accuracy}}, log-loss {{log_loss}}."
SWEEP_ACCURACY_TITLE = "acurácia no teste"
SWEEP_LOG_LOSS_TITLE = "log-loss no teste (nats)"
SWEEP_BETA_AXIS = "pseudocontagem das palavras β (escala log)"
SWEEP_BETA = "β"
TOP_WORDS_TITLE = "Palavras mais indicativas"
TOP_WORDS_CAPTION = (
    "**Palavras mais indicativas** (abaixo): aquelas cuja probabilidade estimada mais difere entre as "
    "classes: a barra é "
    r"$\log\frac{\theta_{j,\text{spam}}}{\theta_{j,\text{ham}}}$ para as principais palavras de spam "
    "e o oposto disso para as principais de ham. Uma palavra com probabilidade estimada 0 numa classe "
    "tem razão infinita (desenhada na borda, com o rótulo ∞)."
)
TOP_WORDS_AXIS = "log θ(palavra|spam) − log θ(palavra|ham)"
TOP_WORDS_LEGEND = "indica"
TOP_WORDS_TOOLTIPS = {"word": "palavra", "ratio": "log da razão"}
CLASS_NAMES = {"spam": "spam", "ham": "ham"}

UNDERFLOW_INTRO = r"""
Multiplicar muitas probabilidades menores que 1 logo produz números pequenos demais para um
computador: um float de 64 bits não guarda nada abaixo de cerca de $4{,}9 \times 10^{-324}$ e
arredonda o resultado para exatamente 0 (**underflow**). Aí as duas classes ficam com 0 e a
regra de Bayes devolve 0/0. A solução é somar logaritmos em vez de multiplicar e normalizar com
o truque **log-sum-exp**:
"""
UNDERFLOW_MATH = r"""
\begin{aligned}
b_c &= \log \pi_c + \sum_j \log p(x_j \mid c) \\
B &= \max_c b_c \\
\log p(x) &= B + \log \sum_c e^{\,b_c - B} \\
p(c \mid x) &= e^{\,b_c - \log p(x)}
\end{aligned}
"""
REPEAT_LABEL = "Repetir a mensagem k vezes"
REPEAT_HELP = "Uma mensagem mais longa multiplica mais fatores. Veja o produto direto chegar a 0,0."
UNDERFLOW_BERNOULLI_NOTE = (
    "O modelo de Bernoulli multiplica um fator por palavra do **vocabulário** ($D$ fatores), seja "
    "qual for o tamanho da mensagem, e repetir uma palavra não muda o fato de ela estar presente. "
    "Mude para o modelo multinomial para ver o produto de um fator por token sofrer underflow."
)
UNDERFLOW_TABLE_FMT = """
| | ham | spam |
|---|---:|---:|
| fatores multiplicados | {{n_factors}} | {{n_factors}} |
| produto direto $\\pi_c \\prod_j p(x_j\\mid c)$ | {{product_ham}} | {{product_spam}} |
| soma dos logs $b_c$ | {{b_ham}} | {{b_spam}} |
| $b_c - B$ | {{shift_ham}} | {{shift_spam}} |
| $p(c \\mid x)$ | {{post_ham}} | {{post_spam}} |
"""
UNDERFLOW_RESULT_FMT = (
    "$B = \\max_c b_c = {{b_max}}$, e $\\log p(x) = B + \\log\\left(e^{{{shift_ham}}} + "
    "e^{{{shift_spam}}}\\right) = {{log_evidence}}$."
)
UNDERFLOW_VERDICTS = {
    "undefined": (
        "Os dois produtos diretos deram 0,0, embora os seus logs sejam finitos: dividir um pelo outro "
        "daria 0/0, mas o cálculo em escala log ainda dá a resposta."
    ),
    "overconfident": (
        "Um dos produtos diretos sofreu underflow e virou 0,0, embora o seu log seja finito: a razão "
        "direta afirmaria uma certeza que os logs não sustentam."
    ),
    "fine": "Os produtos diretos ainda são representáveis aqui; aumente a mensagem para quebrá-los.",
}
UNDERFLOW_FINE_BERNOULLI = "Os produtos diretos ainda são representáveis aqui."
PRODUCT_UNDERFLOW = "0,0 (underflow)"
PRODUCT_ZERO = "0 (um fator zero)"

MODEL_THEORY = r"""
**O modelo.** O Naive Bayes gera uma mensagem em dois passos: primeiro a classe
$c \in \{\text{ham}, \text{spam}\}$, com probabilidade $\pi_c$, depois as palavras, cada uma
independente das outras dada a classe. A regra de Bayes inverte essa história:

$$
p(c \mid \mathbf{x}) = \frac{\pi_c \, p(\mathbf{x} \mid c)}{\sum_{c'} \pi_{c'} \, p(\mathbf{x} \mid c')} .
$$

**Verossimilhança de Bernoulli** ($x_j = 1$ se a palavra $j$ do vocabulário aparece):
$p(\mathbf{x} \mid c) = \prod_{j=1}^{D} \theta_{jc}^{x_j} (1-\theta_{jc})^{1-x_j}$.
**Verossimilhança multinomial** ($x_j$ = número de ocorrências):
$p(\mathbf{x} \mid c) \propto \prod_{j=1}^{D} \theta_{jc}^{x_j}$ com $\sum_j \theta_{jc} = 1$.

**Aprender é contar.** Com $N_c$ mensagens de treino da classe $c$ (de um total de $N$) e
$N_{jc}$ delas contendo a palavra $j$ (multinomial: $N_{jc}$ ocorrências de $j$ entre os
$N_{\cdot c}$ tokens da classe $c$), um a priori conjugado fatorado
$\boldsymbol\pi \sim \mathrm{Dir}(\alpha, \alpha)$ e
$\theta_{jc} \sim \mathrm{Beta}(\beta, \beta)$ (multinomial: $\boldsymbol\theta_{\cdot c} \sim \mathrm{Dir}(\beta, \dots, \beta)$)
dá distribuições a posteriori da mesma família, com as contagens somadas às pseudocontagens.
A página usa um ponto de cada a posteriori (plug-in):

| | Bernoulli $\hat\theta_{jc}$ | multinomial $\hat\theta_{jc}$ |
|---|---|---|
| MLE | $\frac{N_{jc}}{N_c}$ | $\frac{N_{jc}}{N_{\cdot c}}$ |
| média | $\frac{N_{jc} + \beta}{N_c + 2\beta}$ | $\frac{N_{jc} + \beta}{N_{\cdot c} + D\beta}$ |
| MAP | $\frac{N_{jc} + \beta - 1}{N_c + 2\beta - 2}$ | $\frac{N_{jc} + \beta - 1}{N_{\cdot c} + D\beta - D}$ |

O a priori das classes segue a coluna de Bernoulli, com $N_c$ de $N$ e $\alpha$:
$\hat\pi_c = \frac{N_c}{N}$, $\frac{N_c + \alpha}{N + 2\alpha}$ ou
$\frac{N_c + \alpha - 1}{N + 2\alpha - 2}$.

O MAP com pseudocontagem $\beta + 1$ é igual à média a posteriori com $\beta$. A linha do MAP
vale enquanto toda contagem mais pseudocontagem passar de 1; abaixo disso, a moda fica na
fronteira. **Bernoulli:** cada $\theta_{jc}$ tem o seu próprio a posteriori
$\mathrm{Beta}(N_{jc} + \beta, N_c - N_{jc} + \beta)$; quando $N_{jc} + \beta \le 1$ (uma
palavra nunca vista na classe $c$ com $\beta \le 1$, ou vista uma vez com $\beta = 0$) a densidade
é máxima em $\theta_{jc} = 0$, então o MAP é 0 e o cisne negro volta.
**Multinomial:** $\boldsymbol\theta_{\cdot c}$ é uma só Dirichlet sobre o vocabulário inteiro; com
$0 < \beta < 1$ uma palavra nunca vista na classe $c$ faz a densidade crescer sem limite ao longo de
uma face inteira do simplex, então não há um MAP único (a página avisa). Com $\beta = 1$ as
palavras nunca vistas ficam com 0; com $\beta = 0$, as vistas uma só vez também.
No modelo de Bernoulli, usar a média a posteriori dá exatamente a preditiva a posteriori
bayesiana $p(\mathbf{x} \mid c, \mathcal{D})$, porque o a priori se fatora por palavra;
$\beta = 1$ é então a regra de Laplace de somar um.
"""
PARAMETERS_FMT = (
    "**Por que ser “ingênuo” compensa.** Com $D = {{n_features}}$ atributos binários de palavras, "
    "uma tabela completa de $p(c, x_1, \\dots, x_D)$ precisa de $2^{D+1} - 1 \\approx 10^{{{full_log10}}}$ "
    "números — {{atoms}}impossível de aprender com {{n_train}} mensagens. O Naive Bayes precisa de "
    "$2D + 1 = {{naive}}$: um $\\theta_{jc}$ por palavra e classe, mais $\\pi$."
)
PARAMETERS_ATOMS = "mais do que os átomos do universo (cerca de $10^{80}$) e "
PARAMETERS_SMALL_FMT = (
    "**Por que ser “ingênuo” compensa.** Com $D = {{n_features}}$ atributos binários de palavras, "
    "uma tabela completa de $p(c, x_1, \\dots, x_D)$ precisa de $2^{D+1} - 1 = {{full}}$ números; o "
    "Naive Bayes precisa de $2D + 1 = {{naive}}$."
)
READING = (
    "Leitura complementar: K. P. Murphy, *Machine Learning: a Probabilistic Perspective* (2012), "
    "§3.3–3.5 (Beta-binomial, Dirichlet-multinomial, naive Bayes, log-sum-exp)."
)
