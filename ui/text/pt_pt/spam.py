r"""Palavras da página do filtro de spam Naive Bayes em português europeu: só o que difere do pt-BR.

Verosimilhança, exatidão (accuracy; precisão continua a ser precision), ficheiro e carregar
(upload), descarregar (download), veredicto, ingénuo, facto, cinzento, cartão-oferta;
"a + infinitivo" em vez do gerúndio; sem "você"; pronomes depois do verbo onde o português
europeu os põe.
"""

# --------------------------------------------------------------------------- navegação e cartão
CARD_LESSON = (
    "Um filtro de spam que aprende a partir da contagem das palavras de mensagens de texto reais; "
    "suavização com pseudocontagens, a armadilha da contagem zero e o cálculo em escala log."
)

INTRO = r"""
Um filtro de spam que aprende **por contagem**: com que frequência aparece cada palavra no spam
(mensagens indesejadas) e no ham (mensagens normais)? O Naive Bayes transforma essas contagens
em probabilidades, finge que as palavras de uma mensagem são independentes quando a classe é
conhecida e soma a evidência de cada palavra com a regra de Bayes. Escreva uma mensagem, mova
as pseudocontagens $\alpha$ e $\beta$ e veja cada palavra a empurrar o veredicto para spam ou
para ham. O corpus didático e a SMS Spam Collection estão em inglês, e o modelo só conhece as
palavras deles: uma mensagem em português seria feita quase só de palavras desconhecidas.
"""

# ----------------------------------------------------------------------- dados e divisão

CORPUS_OPTIONS = {
    "teaching": "Corpus didático",
    "sms": "SMS Spam Collection",
    "upload": "O seu ficheiro",
}
CORPUS_HELP = (
    "Corpus didático: 209 mensagens curtas escritas para esta página, com os casos de que a aula "
    "precisa (uma palavra vista só no ham, spam de cartões-oferta); funciona sem rede. SMS Spam "
    "Collection: 5\u00a0574 mensagens reais do repositório UCI, descarregadas uma vez pelo servidor. "
    "O seu ficheiro: um CSV ou TSV com as colunas label e text."
)
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
    "upload": "O ficheiro que carregou (guardado na memória deste servidor apenas enquanto está em uso).",
}
UPLOAD_LABEL = "Carregar mensagens rotuladas"
UPLOAD_HELP = (
    "CSV ou TSV, em UTF-8. Duas colunas: label (ham ou spam) e text; uma linha de cabeçalho "
    "`label,text` é opcional. O ficheiro fica apenas na memória deste servidor."
)
UPLOAD_LIMIT_FMT = (
    "No máximo 2 MB ({{limit}} bytes). Um ficheiro maior é recusado logo que o escolhe: o campo de "
    "carregamento marca-o a vermelho e não o usa; carregue antes uma amostra das suas mensagens."
)
UPLOAD_PROMPT = (
    "Carregue um ficheiro CSV ou TSV com as colunas **label** (ham ou spam) e **text** para treinar "
    "com as suas próprias mensagens. Até lá, a página usa o corpus didático."
)
UPLOAD_ERROR_HINT = "A página usa o corpus didático até o ficheiro ser corrigido."
UPLOAD_ERRORS = {
    "too_large": (
        "O ficheiro tem {{size}} bytes; o limite é {{limit}} bytes. Carregue uma amostra das suas mensagens."
    ),
    "empty": "O ficheiro está vazio.",
    "not_utf8": (
        "O ficheiro não é texto UTF-8 (o byte {{byte}}, na linha {{line}}, não pode ser lido). Grave-o "
        "novamente com a codificação UTF-8."
    ),
    "not_text": "O ficheiro contém bytes NUL: não é um ficheiro de texto.",
    "csv_unreadable": (
        "Não é possível ler o CSV a partir da linha {{line}}: verifique as aspas e as vírgulas dessa linha."
    ),
    "field_too_long": (
        "A entrada que começa na linha {{line}} tem uma mensagem com mais de {{limit}} caracteres, o "
        "máximo que cabe numa célula de CSV. Normalmente há umas aspas que abrem uma mensagem e nunca "
        "se fecham, e o resto do ficheiro fica lá dentro: feche as aspas (ou retire-as) ou divida a "
        "mensagem."
    ),
    "no_rows": "O ficheiro não tem nenhuma linha.",
    "bad_header": (
        "A primeira linha ({{cells}}) não é uma mensagem (`ham` ou `spam`, depois o texto) nem um "
        "cabeçalho que dê nome às colunas `label` e `text`."
    ),
    "header_only": "O ficheiro tem uma linha de cabeçalho, mas nenhuma mensagem.",
    "columns": (
        "A linha {{row}} tem {{found}} coluna(s); eram esperadas {{expected}} (o rótulo, depois a "
        "mensagem; ponha entre aspas duplas uma mensagem que tenha vírgulas)."
    ),
    "label": "Linha {{row}}: o rótulo “{{label}}” não é `ham` nem `spam`.",
    "empty_message": "Linha {{row}}: a mensagem está vazia; apague a linha ou escreva o seu texto.",
    "one_class": (
        "O ficheiro só tem mensagens `{{present}}`; um classificador precisa das duas classes. "
        "Acrescente mensagens rotuladas `{{missing}}`."
    ),
}
UPLOAD_FORMAT = (
    "Um ficheiro válido: CSV ou TSV em UTF-8, uma mensagem por linha, duas colunas label e text (a "
    "linha de cabeçalho `label,text` é opcional), rótulos `ham` ou `spam`."
)
SMS_FALLBACK_FMT = (
    "Não foi possível descarregar a SMS Spam Collection ({{reason}}). A página usa antes o corpus "
    "didático; a transferência volta a ser tentada daqui a dez minutos."
)
SMS_FAILED_REASON = "sem rede, ou o ficheiro no repositório UCI mudou"
SMS_SPINNER = "A descarregar a SMS Spam Collection…"
VOCABULARY_CAPPED_FMT = (
    "Vocabulário: $D = {{n_features}}$, os mais frequentes dos {{n_seen}} tokens distintos das "
    "mensagens de treino; os outros são tratados como palavras desconhecidas. (Um limite, para que "
    "um ficheiro grande não torne o servidor lento para toda a turma.)"
)

# ----------------------------------------------------------------------- controlos do modelo

MODEL_LABEL = "Modelo de verosimilhança"
#: A hiperligação abre um separador novo (uma nova sessão): leva ``lang=pt-PT`` para manter a língua.
BETA_HELP_FMT = (
    "Contagens imaginárias somadas a cada palavra em cada classe (Bernoulli: Beta(β, β); "
    "multinomial: Dirichlet(β, …, β), um a priori de Dirichlet simétrico — [veja-o a funcionar com "
    "dados e palavras](/dirichlet?view=words&word_alpha={{beta}}&lang=pt-PT)). Com a média a "
    "posteriori, β = 1 é a suavização de Laplace (somar um) e β = 0 dá as frequências brutas (com o "
    "MAP, são β = 2 e β = 1) — atenção ao cisne negro."
)
MLE_IGNORES_PSEUDOCOUNTS = (
    "O MLE ignora $\\alpha$ e $\\beta$: usa as frequências relativas brutas, por isso uma palavra "
    "nunca vista numa classe tem aí probabilidade exatamente 0."
)

# ----------------------------------------------------------------------- a mensagem

MESSAGE_HELP = (
    "Qualquer texto. É dividido em tokens em minúsculas; quantias em dinheiro como $1000 "
    "ficam inteiras."
)
PRESET_LABELS = {
    "gift": "Spam do cartão-oferta (aula)",
    "ham": "Ham comum",
    "swan": "Cisne negro (ponha β = 0)",
    "undefined": "Nenhuma classe possível (β = 0)",
}
VERDICT_FMT = "veredicto: {{verdict}}"
METRIC_HELP = (
    "Probabilidade a posteriori de a mensagem ser spam, calculada a partir das contagens de treino, "
    "do a priori e das pseudocontagens acima. Só é exatamente 1 ou 0 quando uma classe é impossível "
    "(um dos seus fatores é exatamente 0); caso contrário, um valor demasiado perto de 1 para ser "
    "mostrado escreve-se \"> 0,9999\" (o log-odds indica quão perto)."
)
METRIC_LOG_ODDS_HELP = (
    "log p(spam | mensagem) − log p(ham | mensagem), em nats: onde terminam as barras do gráfico "
    "abaixo (a barra “= a posteriori”). Acima de 0 o veredicto é spam; abaixo de 0, ham; cada 2,3 "
    "a mais multiplica por 10 as chances de spam. Continua a distinguir as mensagens quando "
    "p(spam | mensagem) está demasiado perto de 1 ou de 0 para ser mostrado."
)
GUESS_QUESTION = (
    "Spam ou ham, e com que certeza? Que probabilidade de spam vai o modelo dar a esta mensagem? "
    "Escreva-a em percentagem: acima de 50 é um veredicto de spam; abaixo de 50, de ham."
)
GUESS_ANSWER_FMT = "o p(spam | mensagem) do modelo, {{percent}} % (veredicto: {{verdict}})"
GUESS_NO_ANSWER = (
    "O modelo não dá a esta mensagem nenhuma probabilidade de spam (o motivo está abaixo do gráfico), por "
    "isso não há com que comparar a sua previsão."
)
UNDERFLOW_AFTER_REVEAL = (
    "O laboratório de underflow calcula a probabilidade que está a tentar prever: abre depois de "
    "revelar a resposta acima."
)
EMPTY_MESSAGE = "Escreva uma mensagem (ou escolha uma acima) para ver como vota cada palavra."
NO_TOKENS = (
    "Esta mensagem não tem palavras nem números para ler, por isso só o a priori (e, no modelo de "
    "Bernoulli, as palavras ausentes) decide."
)
NO_KNOWN_WORDS = (
    "Nenhum token desta mensagem aparece no vocabulário de treino, por isso só o a priori (e, no "
    "modelo de Bernoulli, as palavras ausentes) decide."
)

UNDEFINED_HEAD = "**Indefinido.** Para esta mensagem, ambas as classes são impossíveis."
UNDEFINED_CONSEQUENCE = (
    "A regra de Bayes divide então 0 por 0: $p(\\text{spam} \\mid x) = \\frac{0}{0 + 0}$ não tem "
    "valor, e a página não mostra nenhum veredicto."
)
ZERO_ADVICE_PRIOR = "Dê a $\\alpha$ um valor acima de 0 para que cada classe tenha alguma probabilidade a priori."

UNDEFINED_ESTIMATES = {
    "no_data": "{{what}}: sem dados de treino, a estimativa divide 0 por 0.",
    "flat": (
        "{{what}}: o a posteriori é plano (cada contagem mais pseudocontagem vale 1), por isso todos os "
        "valores são igualmente prováveis e não há um MAP único."
    ),
    "two_peaks": (
        "{{what}}: um a posteriori Beta com ambos os parâmetros abaixo de 1 é infinitamente alto nos "
        "dois extremos, por isso não há um MAP único."
    ),
    "unbounded": (
        "{{what}}: com $0 < \\beta < 1$ o a posteriori de Dirichlet sobre o vocabulário cresce sem "
        "limite em direção a $\\theta_j = 0$ para cada palavra que a classe nunca viu. Os seus valores "
        "mais altos estendem-se ao longo de uma face inteira do simplex, e não num ponto, por isso não "
        "há um MAP único."
    ),
}
UNDEFINED_ESTIMATE_TAIL = (
    "O a posteriori de qualquer mensagem que a use fica indefinido. Escolha a média a posteriori com "
    "$\\alpha, \\beta > 0$, ou o MAP com $\\alpha, \\beta > 1$."
)

WATERFALL_CAPTION_FMT = (
    "Cada barra soma um termo ao log-odds (o logaritmo das chances) "
    r"$\log\frac{p(\text{spam}\mid x)}{p(\text{ham}\mid x)}$: primeiro o a priori, depois o log "
    "da razão de verosimilhança de cada palavra. À direita de 0 favorece o spam; à esquerda, o "
    "ham. {{extra}}"
)
HIGHLIGHT_LEGEND = (
    ":red[vermelho]: evidência a favor de spam, :blue[azul]: evidência a favor de ham (com fundo: "
    "um fator acima de e² ≈ 7,4, ou um zero), sem cor: evidência fraca (razão entre 1/1,6 e 1,6), "
    ":gray[cinzento]: fora do vocabulário."
)
HIGHLIGHT_BOTH_ZERO_FMT = "Também sem cor, e sem razão alguma (0 em ambas as classes): {{words}}."

# ----------------------------------------------------------------------- painéis

EVALUATION_FMT = r"""
O modelo acima, aplicado às **{{n_test}} mensagens do conjunto de teste**, deixadas de fora do
treino ({{n_test_spam}} spam; o spam é a classe positiva).

| exatidão | precisão | revocação | log-loss |
|---:|---:|---:|---:|
| **{{accuracy}}** | **{{precision}}** | **{{recall}}** | **{{log_loss}}** |

| | previsto ham | previsto spam |
|---|---:|---:|
| **ham real** | {{tn}} | {{fp}} |
| **spam real** | {{fn}} | {{tp}} |

:small[Exatidão: fração classificada corretamente. Precisão: das mensagens marcadas como spam, a fração que é spam. Revocação (recall; num teste médico, a sensibilidade da página da regra de Bayes): do spam real, a fração marcada. A segunda tabela é a matriz de confusão. Log-loss (perda logarítmica): a média de $-\log p(\text{classe verdadeira} \mid \text{mensagem})$ em nats — uma resposta errada dada com confiança custa caro, e uma probabilidade exatamente 0 para a verdade custa infinitamente caro.]
"""
NO_TEST_MESSAGES = (
    "Nenhuma mensagem ficou reservada para teste: uma classe precisa de pelo menos duas mensagens "
    "antes de uma poder ficar de fora para o teste. Acrescente mensagens de ambas as classes para "
    "avaliar o modelo; a mensagem acima continua a ser classificada."
)
UNDECIDED_FMT = (
    "Mensagens de teste com probabilidade 0 em ambas as classes: {{n}}. Para elas, a regra de Bayes "
    "dá 0/0, por isso o seu a posteriori é indefinido, tal como o log-loss. A exatidão conta-as como "
    "*{{fallback}}*, a classe escolhida antes de ler qualquer palavra (a de maior a priori; a "
    "primeira classe em caso de empate)."
)
UNDECIDED_ESTIMATE_FMT = (
    "Mensagens de teste que usam uma estimativa indefinida (ver acima): {{n}}. O seu a posteriori é "
    "indefinido, tal como o log-loss."
)
SWEEP_CAPTION_FMT = (
    "**Em baixo, a exatidão (eixo da esquerda) e o log-loss (eixo da direita) em função de $\\beta$**: "
    "as mesmas contagens novamente suavizadas com {{n_points}} valores de $\\beta$ (escala log), sem "
    "voltar a contar nada. {{current}} Pouca suavização confia em palavras vistas numa só classe e "
    "arrisca erros confiantes; suavização a mais afoga as contagens em pseudocontagens (no modelo de "
    "Bernoulli, as muitas palavras ausentes puxam então cada mensagem para a classe com mais "
    "mensagens de treino). Onde está o melhor $\\beta$ para este corpus? {{extra}}"
)
SWEEP_MLE_EXTRA = "Com o MLE as pseudocontagens são ignoradas, por isso ambas as curvas são planas."
SWEEP_ZERO_FMT = "Com $\\beta = 0$ (fora do eixo log): exatidão {{accuracy}}, log-loss {{log_loss}}."
SWEEP_ACCURACY_TITLE = "exatidão no teste"
TOP_WORDS_CAPTION = (
    "**Palavras mais indicativas** (em baixo): aquelas cuja probabilidade estimada mais difere entre "
    "as classes: a barra é "
    r"$\log\frac{\theta_{j,\text{spam}}}{\theta_{j,\text{ham}}}$ para as principais palavras de spam "
    "e o seu simétrico para as principais de ham. Uma palavra com probabilidade estimada 0 numa "
    "classe tem razão infinita (desenhada no limite do gráfico, com o rótulo ∞)."
)

UNDERFLOW_INTRO = r"""
Multiplicar muitas probabilidades menores do que 1 produz depressa números demasiado pequenos
para um computador: um float de 64 bits não guarda nada abaixo de cerca de $4{,}9 \times 10^{-324}$
e arredonda o resultado para exatamente 0 (**underflow**). Então ambas as classes ficam com 0 e a
regra de Bayes devolve 0/0. A solução é somar logaritmos em vez de multiplicar e normalizar com
o truque **log-sum-exp**:
"""
REPEAT_HELP = "Uma mensagem mais longa multiplica mais fatores. Veja o produto direto a chegar a 0,0."
UNDERFLOW_BERNOULLI_NOTE = (
    "O modelo de Bernoulli multiplica um fator por palavra do **vocabulário** ($D$ fatores), seja "
    "qual for o comprimento da mensagem, e repetir uma palavra não altera o facto de ela estar "
    "presente. Passe para o modelo multinomial para ver o produto de um fator por token a sofrer "
    "underflow."
)
UNDERFLOW_VERDICTS = {
    "undefined": (
        "Ambos os produtos diretos deram 0,0, embora os seus logs sejam finitos: dividir um pelo outro "
        "daria 0/0, mas o cálculo em escala log continua a dar a resposta."
    ),
    "overconfident": (
        "Um dos produtos diretos sofreu underflow e passou a 0,0, embora o seu log seja finito: a razão "
        "direta afirmaria uma certeza que os logs não sustentam."
    ),
    "fine": "Os produtos diretos ainda são representáveis aqui; torne a mensagem mais longa para os quebrar.",
}

MODEL_THEORY = r"""
**O modelo.** O Naive Bayes gera uma mensagem em dois passos: primeiro a classe
$c \in \{\text{ham}, \text{spam}\}$, com probabilidade $\pi_c$, depois as palavras, cada uma
independente das outras dada a classe. A regra de Bayes inverte esta história:

$$
p(c \mid \mathbf{x}) = \frac{\pi_c \, p(\mathbf{x} \mid c)}{\sum_{c'} \pi_{c'} \, p(\mathbf{x} \mid c')} .
$$

**Verosimilhança de Bernoulli** ($x_j = 1$ se a palavra $j$ do vocabulário aparece):
$p(\mathbf{x} \mid c) = \prod_{j=1}^{D} \theta_{jc}^{x_j} (1-\theta_{jc})^{1-x_j}$.
**Verosimilhança multinomial** ($x_j$ = número de ocorrências):
$p(\mathbf{x} \mid c) \propto \prod_{j=1}^{D} \theta_{jc}^{x_j}$ com $\sum_j \theta_{jc} = 1$.

**Aprender é contar.** Com $N_c$ mensagens de treino da classe $c$ (num total de $N$) e
$N_{jc}$ delas a conter a palavra $j$ (multinomial: $N_{jc}$ ocorrências de $j$ entre os
$N_{\cdot c}$ tokens da classe $c$), um a priori conjugado fatorizado
$\boldsymbol\pi \sim \mathrm{Dir}(\alpha, \alpha)$ e
$\theta_{jc} \sim \mathrm{Beta}(\beta, \beta)$ (multinomial: $\boldsymbol\theta_{\cdot c} \sim \mathrm{Dir}(\beta, \dots, \beta)$)
dá distribuições a posteriori da mesma família, com as contagens somadas às pseudocontagens.
A página usa um ponto de cada a posteriori (plug-in):

| | Bernoulli $\hat\theta_{jc}$ | multinomial $\hat\theta_{jc}$ |
|---|---|---|
| MLE | $\frac{N_{jc}}{N_c}$ | $\frac{N_{jc}}{N_{\cdot c}}$ |
| média | $\frac{N_{jc} + \beta}{N_c + 2\beta}$ | $\frac{N_{jc} + \beta}{N_{\cdot c} + D\beta}$ |
| MAP | $\frac{N_{jc} + \beta - 1}{N_c + 2\beta - 2}$ | $\frac{N_{jc} + \beta - 1}{N_{\cdot c} + D\beta - D}$ |

O a priori das classes segue a coluna de Bernoulli, com $N_c$ em $N$ e $\alpha$:
$\hat\pi_c = \frac{N_c}{N}$, $\frac{N_c + \alpha}{N + 2\alpha}$ ou
$\frac{N_c + \alpha - 1}{N + 2\alpha - 2}$.

O MAP com pseudocontagem $\beta + 1$ é igual à média a posteriori com $\beta$. A linha do MAP
vale enquanto cada contagem mais pseudocontagem for maior do que 1; abaixo disso, a moda fica na
fronteira. **Bernoulli:** cada $\theta_{jc}$ tem o seu próprio a posteriori
$\mathrm{Beta}(N_{jc} + \beta, N_c - N_{jc} + \beta)$; quando $N_{jc} + \beta \le 1$ (uma
palavra nunca vista na classe $c$ com $\beta \le 1$, ou vista uma vez com $\beta = 0$) a densidade
é máxima em $\theta_{jc} = 0$, por isso o MAP é 0 e o cisne negro regressa.
**Multinomial:** $\boldsymbol\theta_{\cdot c}$ é uma só Dirichlet sobre todo o vocabulário; com
$0 < \beta < 1$ uma palavra nunca vista na classe $c$ faz a densidade crescer sem limite ao longo de
uma face inteira do simplex, por isso não há um MAP único (a página indica-o). Com $\beta = 1$ as
palavras nunca vistas ficam com 0; com $\beta = 0$, as vistas uma só vez também.
No modelo de Bernoulli, usar a média a posteriori dá exatamente a preditiva a posteriori
bayesiana $p(\mathbf{x} \mid c, \mathcal{D})$, porque o a priori se fatoriza por palavra;
$\beta = 1$ é então a regra de Laplace de somar um.
"""
PARAMETERS_FMT = (
    "**Porque é que ser “ingénuo” compensa.** Com $D = {{n_features}}$ atributos binários de palavras, "
    "uma tabela completa de $p(c, x_1, \\dots, x_D)$ precisa de $2^{D+1} - 1 \\approx 10^{{{full_log10}}}$ "
    "números — {{atoms}}impossível de aprender com {{n_train}} mensagens. O Naive Bayes precisa de "
    "$2D + 1 = {{naive}}$: um $\\theta_{jc}$ por palavra e classe, mais $\\pi$."
)
PARAMETERS_SMALL_FMT = (
    "**Porque é que ser “ingénuo” compensa.** Com $D = {{n_features}}$ atributos binários de palavras, "
    "uma tabela completa de $p(c, x_1, \\dots, x_D)$ precisa de $2^{D+1} - 1 = {{full}}$ números; o "
    "Naive Bayes precisa de $2D + 1 = {{naive}}$."
)
