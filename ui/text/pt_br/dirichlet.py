"""Todo o texto da página Dirichlet-multinomial (dados e palavras), em português do Brasil."""

# --------------------------------------------------------------------------- navegação e cartão
NAV_TITLE = "Dados e palavras"
CARD_TITLE = "Dados e palavras: o Dirichlet-multinomial"
CARD_LESSON = (
    "A moeda com K faces: pseudocontagens para cada resultado, o triângulo de todos os dados, "
    "a previsão da próxima palavra — e por que palavras repetidas pedem o DCM."
)

# --------------------------------------------------------------------------- cabeçalho
TITLE = "## Dados e palavras: o modelo Dirichlet-multinomial"
INTRO = r"""
Um dado de $K$ faces mostra a face $k$ com probabilidade $\theta_k$. Um a priori **Dirichlet(α)**
guarda $\alpha_k$ lançamentos imaginários de cada face; depois de $N_k$ lançamentos reais, o a
posteriori é **Dirichlet(α + N)**.
"""

VIEW_LABEL = "Mostrar"
VIEWS = {
    "sides": "Por face",
    "simplex": "Simplex (K = 3)",
    "evidence": "Evidência",
    "words": "Palavras",
    "burstiness": "Explosividade",
}

# --------------------------------------------------------------------------- o dado
K_LABEL = "Faces K"
K_HELP = "K = 2 é uma moeda (o a priori Beta da página da moeda). As listas abaixo se ajustam quando K muda."
SOURCE_LABEL = "Dados observados"
SOURCE_NAMES = {"counts": "Contagens", "sequence": "Sequência", "simulate": "Simular"}
SOURCE_HELP = (
    "Contagens: digite quantas vezes saiu cada face. Sequência: digite as faces em ordem. "
    "Simular: lance um dado virtual com um θ à sua escolha (ou um θ escondido)."
)
COUNTS_LABEL = "Contagens N₁, N₂, …"
COUNTS_HELP = (
    "Um número inteiro por face, separados por vírgulas: 3, 2, 1 são três leões, dois tigres e um urso. "
    "Vazio: ainda sem dados."
)
COUNTS_FROM_DATA = "Contado a partir dos lançamentos ou da simulação abaixo."
FACES_LABEL = "Lançamentos em ordem"
FACES_PLACEHOLDER = "1 3 3 2 1"
FACES_HELP = "Faces de 1 a K, separadas por espaços ou vírgulas (com K ≤ 9 também juntas: 13321)."
THETA_TRUE_LABEL = "θ verdadeiro do dado simulado"
THETA_TRUE_PLACEHOLDER = "honesto"
THETA_TRUE_HELP = "K pesos, reescalados para somar 1: 1, 1, 2 dá (¼; ¼; ½). Vazio: um dado honesto."
HIDE_LABEL = "Dado misterioso (esconder θ)"
HIDE_HELP = "θ é sorteado a partir da semente e fica em segredo: dá para descobri-lo lançando o dado?"
ROLLS_LABEL = "Número de lançamentos"
SEED_LABEL = "Semente"
SIM_STATUS = "{{n}} lançamentos simulados com θ = ({{theta}})."
SIM_STATUS_HIDDEN = "{{n}} lançamentos do dado misterioso."
REVEAL_LABEL = "Revelar θ"
REVEAL_TEXT = "O dado misterioso tem θ = ({{theta}})."

PRIOR_FORM_LABEL = "A priori dado como"
PRIOR_FORMS = {"alpha": "α por face", "mean": "média e força"}
PRIOR_FORM_HELP = (
    "α por face: as próprias pseudocontagens. Média e força: um palpite m para θ e quantos "
    r"lançamentos imaginários α₀ o sustentam; então α = α₀ m."
)
ALPHA_LABEL = "Pseudocontagens α"
ALPHA_HELP = (
    "Um número para todas as faces (1 é o a priori uniforme) ou um por face (4, 3, 2). "
    "Com vírgula decimal, separe com ponto e vírgula: 0,5; 1; 1. Frações como 1/2 também valem."
)
MEAN_LABEL = "Média a priori m"
MEAN_PLACEHOLDER = "uniforme"
MEAN_HELP = "K pesos > 0, reescalados para somar 1 (1, 1, 2 ou 1/4, 1/4, 1/2). Vazio: uniforme, 1/K cada."
STRENGTH_LABEL = "Força α₀"
STRENGTH_HELP = "Quantos lançamentos imaginários a média a priori vale: α₀ = Σ αₖ."
PRESETS_LABEL = "Partir de um a priori"
PRESETS_PLACEHOLDER = "Escolha…"
PRESET_NAMES = {
    "uniform": "Uniforme, α = 1",
    "jeffreys": "Jeffreys, α = ½",
    "sparse": "Esparso, α = 0,1",
    "fair": "Dado honesto forte, α = 50",
}
PRESET_HELP = "Põe o mesmo α em todas as faces; ajuste depois."
LEVEL_LABEL = "Nível de credibilidade"

# --------------------------------------------------------------------------- entrada que não pode ser lida
FIELDS = {
    "counts": "Contagens",
    "faces": "Lançamentos",
    "alpha": "Pseudocontagens α",
    "mean": "Média a priori m",
    "theta_true": "θ verdadeiro",
}
TOKEN_RULES = {
    "count": "um número inteiro de 0 a 1.000.000.000",
    "pseudo_count": "um número > 0 (no máximo 1.000.000)",
    "weight": "um número ≥ 0",
    "positive_weight": "um número > 0",
    "face": "uma face de 1 a {{k}}",
}
TOKEN = "“{{token}}”"
BAD_TOKENS = "**{{field}}**: não foi possível ler {{tokens}}; cada entrada deve ser {{rule}}."
BAD_LENGTH = "**{{field}}** precisa de {{wanted}} para K = {{k}}; tem {{got}}."
WANTED_K = "{{k}} entradas"
WANTED_ONE_OR_K = "1 entrada (a mesma para todas as faces) ou {{k}}"
ALL_ZERO = "**{{field}}**: os pesos não podem ser todos 0."
FIX_COUNTS = "Enquanto isso, a página não usa dados."
FIX_FACES = "Enquanto isso, a página mantém as últimas contagens."
FIX_THETA = (
    "Com vírgula decimal, separe as entradas com ponto e vírgula (0,2; 0,8). "
    "Enquanto isso, nenhum lançamento é simulado."
)
FIX_PRIOR = (
    "Com vírgula decimal, separe as entradas com ponto e vírgula (0,5; 1; 1). "
    "Enquanto isso, o a priori é uniforme (α = 1)."
)

# --------------------------------------------------------------------------- números na tela
LIST_SEPARATOR = "; "
INTERVAL = "[{{low}}; {{high}}]"
FRACTION = "{{num}}/{{den}} = {{value}}"

# --------------------------------------------------------------------------- por face
SIDE_TITLE = "face k"
THETA_TITLE = "θₖ"
VALUE_TITLE = "valor"
ESTIMATE_LABELS = {
    "prior_mean": "média a priori",
    "posterior_mean": "média a posteriori",
    "map": "MAP",
    "mle": "MLE",
    "true_theta": "θ verdadeiro",
}
PSEUDO_LABEL = "pseudocontagens αₖ"
DATA_LABEL = "contagens Nₖ"
COUNTS_TITLE = "αₖ + Nₖ"
SIDES_CAPTION = (
    "A média a posteriori de θₖ é também a probabilidade de o próximo lançamento mostrar k. Barras atrás "
    "dela: o intervalo de credibilidade de {{level}}% de cada face (caudas iguais, da sua marginal Beta). "
    "Abaixo: os parâmetros do a posteriori, pseudocontagens empilhadas sob as contagens reais."
)
POSTERIOR_LINE = (
    r"A priori Dir({{prior}}) com $\alpha_0 = {{a0}}$; contagens ({{counts}}), "
    r"$N = {{n}}$; a posteriori Dir({{posterior}}) com $\alpha_0 + N = {{total}}$."
)
TABLE_PREDICTIVE_HEADER = (
    "| face | $N_k$ | $\\alpha_k$ | $p(\\text{próxima} = k) = \\frac{\\alpha_k + N_k}{\\alpha_0 + N}$ |\n"
    "|---|---|---|---|"
)
TABLE_PREDICTIVE_ROW = "| {{side}} | {{n}} | {{alpha}} | {{predictive}} |"
TABLE_ESTIMATES_HEADER = "| face | MAP | MLE | intervalo de credibilidade de {{level}}% |\n|---|---|---|---|"
TABLE_ESTIMATES_ROW = "| {{side}} | {{map}} | {{mle}} | {{interval}} |"
NO_DATA = "sem dados"
NO_MODE = "não é única"
SHRINKAGE = (
    r"**Encolhimento.** Cada média a posteriori é uma média ponderada da média a priori e do MLE, "
    r"$\mathbb{E}[\theta_k \mid \mathcal{D}] = \lambda\,\frac{\alpha_k}{\alpha_0} + (1-\lambda)\,\frac{N_k}{N}$, "
    r"com o mesmo peso no a priori para todas as faces: $\lambda = \frac{\alpha_0}{\alpha_0 + N} = "
    r"\frac{{{a0}}}{{{a0}} + {{n}}} = {{lam}}$."
)
SHRINKAGE_NO_DATA = (
    r"**Ainda sem dados:** o a posteriori é o a priori, e $p(\text{próxima} = k) = \alpha_k / \alpha_0$. "
    "O MLE precisa de pelo menos um lançamento."
)
UNSEEN = (
    r"**Nunca vista:** a face {{side}} tem $N_k = 0$. O MLE a declara impossível; a preditiva a "
    r"posteriori mantém $\frac{\alpha_k}{\alpha_0 + N} = \frac{{{a}}}{{{a0}} + {{n}}} = {{p}}$ para ela."
)
NO_UNIQUE_MAP = (
    "**Aqui não há MAP único.** A densidade a posteriori é plana (todo $\\alpha_k + N_k = 1$) ou "
    "cresce sem limite em direção a mais de um ponto (algum $\\alpha_k + N_k < 1$). A média a "
    "posteriori está sempre definida."
)
COIN_LINK = "Com duas faces, isto é a moeda: abrir Beta({{a}}; {{b}}) com {{heads}} caras e {{tails}} coroas"
EXPLAIN_SIDES = r"""
**Por que funciona.** A densidade de Dirichlet é
$\mathrm{Dir}(\theta \mid \alpha) \propto \prod_k \theta_k^{\alpha_k - 1}$ e a verossimilhança das
contagens é $\prod_k \theta_k^{N_k}$: o produto tem a mesma forma, então o a posteriori é
$\mathrm{Dir}(\alpha + N)$ — basta somar as contagens às pseudocontagens. Sua média
$\frac{\alpha_k + N_k}{\alpha_0 + N}$ é também a probabilidade de o próximo lançamento mostrar $k$; sua
moda (o MAP) é $\frac{\alpha_k + N_k - 1}{\alpha_0 + N - K}$ quando todo $\alpha_k + N_k > 1$; o MLE é
$\frac{N_k}{N}$. Cada $\theta_k$ sozinho segue uma distribuição Beta,
$\mathrm{Beta}(\alpha_k + N_k,\ \alpha_0 + N - \alpha_k - N_k)$ a posteriori, que dá os intervalos
(MLaPP §3.4).
"""

# --------------------------------------------------------------------------- simplex
SIMPLEX_NEEDS_K3 = (
    "Todo dado de três faces é um ponto de um triângulo: o simplex é desenhado para K = 3. "
    "Os outros painéis funcionam para qualquer K."
)
SET_K3 = "Usar K = 3"
SIMPLEX_POSTERIOR_TITLE = "A posteriori Dir({{alpha}})"
SIMPLEX_PRIOR_TITLE = "A priori Dir({{alpha}})"
SIMPLEX_LEGEND = "densidade ÷ seu maior valor (escala log)"
DENSITY_TITLE = "densidade"
THETA_TITLES = ("θ₁", "θ₂", "θ₃")
CORNERS = ("θ₁ = 1", "θ₂ = 1", "θ₃ = 1")
POSTERIOR_MARKERS = {
    "posterior_mean": "média a posteriori",
    "map": "MAP",
    "mle": "MLE",
    "true_theta": "θ verdadeiro",
}
PRIOR_MARKERS = {"prior_mean": "média a priori", "map": "moda a priori"}
SIMPLEX_CAPTION = (
    "Cada ponto do triângulo é um dado: θₖ é a sua distância ao lado oposto ao vértice k, medida em "
    "alturas do triângulo; assim o centro é o dado honesto e um vértice é um dado que sempre mostra a "
    "mesma face. A cor é a densidade em escala log ({{points}} pontos): onde algum αₖ < 1 a densidade "
    "cresce sem limite em direção ao lado θₖ = 0, desenhado grosso, e a escala log mantém visíveis as "
    "bordas e os vértices onde ela se acumula, em vez de apagar o resto."
)

# --------------------------------------------------------------------------- evidência
EVIDENCE_INTRO = r"""
**Bayes empírico.** Fixe a média $m$ do a priori e pergunte qual força $\alpha_0$ torna estes
lançamentos mais prováveis. A evidência da sequência, com $\theta$ integrado, é
$p(\mathcal{D} \mid \alpha_0 m) = \frac{B(\alpha_0 m + N)}{B(\alpha_0 m)}$
(função Beta multivariada $B$). Um $\alpha_0$ pequeno espera dados desequilibrados; um grande espera
lançamentos próximos de $m$.
"""
EVIDENCE_X = "força α₀ (escala log)"
EVIDENCE_Y = "log p(D | α₀ m)"
EVIDENCE_LABELS = {"evidence": "log da evidência", "evidence_max": "máximo", "prior": "α₀ do seu a priori"}
EVIDENCE_FINITE = (
    r"Com a média *m* = ({{mean}}) os dados preferem $\hat\alpha_0 = {{best}}$ "
    r"(log da evidência ${{best_value}}$); o seu a priori tem $\alpha_0 = {{current}}$ (${{current_value}}$)."
)
EVIDENCE_INFINITE = (
    r"Com a média *m* = ({{mean}}) a evidência continua subindo quando $\alpha_0$ cresce: os lançamentos "
    r"não variam mais do que variariam os de um dado com $\theta = m$, então os dados preferem esse "
    r"próprio dado ($\alpha_0 \to \infty$, uma multinomial com $\theta$ fixo)."
)
EVIDENCE_ZERO = (
    r"Todos os lançamentos mostram a mesma face, então a evidência continua subindo quando $\alpha_0 \to 0$: "
    "um a priori que espera que cada dado mostre uma só face explica isso melhor."
)
EVIDENCE_FLAT = (
    r"Com menos de dois lançamentos a evidência não depende de $\alpha_0$: um lançamento não diz nada "
    "sobre quanto os dados se concentram em torno da média."
)
USE_BEST = "Usar α₀ = {{best}}"
EVIDENCE_NOTE = (
    "Uma única sequência de lançamentos é pouca evidência sobre uma força. Com muitos documentos, cada "
    "um uma sequência de palavras, a mesma maximização ajusta cada classe do naive Bayes DCM "
    "(iteração de ponto fixo de Minka)."
)

# --------------------------------------------------------------------------- palavras
WORDS_LABEL = "Uma frase"
WORDS_HELP = (
    "Qualquer texto: toda palavra fora do vocabulário abaixo conta como unk. Aperte Enter para aplicar."
)
LAMB_BUTTON = "Mary had a little lamb (MLaPP)"
WORD_ALPHA_LABEL = "Pseudocontagem α de cada palavra"
WORD_ALPHA_HELP = (
    "O mesmo αₖ = α para as K palavras: um a priori de Dirichlet simétrico. 1 é a suavização de "
    "somar um (Laplace)."
)
VOCABULARY = "Vocabulário (K = {{k}}): {{words}}. Qualquer outra palavra conta como **unk**."
LAMB_NOTE = (
    "O exemplo é a cantiga infantil como o MLaPP §3.4.4.1 a codifica: 17 tokens, depois de o livro "
    "retirar a palavra vazia “a” e um dos “as”."
)
UNKNOWN_WORDS = "Contadas como unk: {{words}}."
WORD_TITLE = "palavra"
NEXT_TITLE = "p(próxima palavra)"
PREDICTION_LABELS = {
    "predictive": "preditiva a posteriori (Nₖ + α)/(N + α₀)",
    "plug_in": "plug-in do MLE Nₖ/N",
}
WORD_TABLE_HEADER = (
    "| palavra | $N_k$ | $p(\\text{próxima} = k \\mid \\mathcal{D})$ | MLE |\n"
    "|---|---|---|---|"
)
WORD_TABLE_ROW = "| {{word}} | {{n}} | {{predictive}} | {{mle}} |"
UNSEEN_WORD = (
    r"**{{word}}** nunca apareceu: o plug-in do MLE lhe dá probabilidade 0, um cisne negro. A preditiva "
    r"a posteriori dá $\frac{\alpha}{N + \alpha_0} = \frac{{{a}}}{{{n}} + {{a0}}} = {{p}}$ "
    "— pequena, mas não impossível."
)
ALL_WORDS_SEEN = (
    "Toda palavra do vocabulário aparece pelo menos uma vez, então aqui o MLE não dá 0 a nenhuma; "
    "tire uma da frase para ver a diferença."
)
NO_WORDS = (
    "Ainda sem palavras: a preditiva é a média a priori, 1/K para cada palavra, e o MLE não está definido."
)
EXPLAIN_WORDS = r"""
**Prevendo a próxima palavra.** A média sobre o a posteriori dá
$p(\tilde x = k \mid \mathcal{D}) = \frac{N_k + \alpha_k}{N + \alpha_0}$ (MLaPP eq. 3.51): as contagens
mais as pseudocontagens, normalizadas. O plug-in do MLE dá $\frac{N_k}{N}$, que é 0 para toda
palavra ausente dos dados.
"""

# --------------------------------------------------------------------------- explosividade
BURST_INTRO = r"""
**Explosividade (burstiness).** Uma palavra que aparece uma vez num texto tende a voltar. Uma
multinomial com $\theta$ fixo não consegue expressar isso: cada token é sorteado de forma
independente, então $p(x_2 = k \mid x_1 = k) = \theta_k$. A **Dirichlet compound multinomial** (DCM,
a urna de Pólya) integra $\theta$, e cada token atualiza as contagens de onde sai o próximo:
$p(x_2 = k \mid x_1 = k) = \frac{\alpha_k + 1}{\alpha_0 + 1}$ (MLaPP eq. 3.79).
"""
REPEAT_TITLE = "p(a palavra de novo | ela acabou de sair)"
BURST_LABELS = {
    "plug_in": "multinomial, θ fixo",
    "predictive": "DCM, θ integrado",
}
BURST_EXAMPLE = (
    r"Depois da frase, **{{word}}** vem em seguida com $\frac{{{num}}}{{{den}}} = {{p}}$. Tendo acabado "
    r"de ver mais um **{{word}}**, a multinomial continua dizendo ${{p}}$; a DCM conta essa ocorrência e "
    r"diz $\frac{{{num}} + 1}{{{den}} + 1} = {{q}}$, {{lift}} vezes mais provável."
)
WHY_DCM = r"""
**Por que o naive Bayes DCM combina com texto.** Num filtro de spam, cada classe recebe o seu
próprio $\alpha_c$, ajustado às suas mensagens de treino maximizando a evidência. Uma força
$\alpha_{0c}$ pequena diz que as mensagens da classe são desequilibradas — cada uma repete as suas
poucas palavras —, então o segundo "free" de uma mensagem surpreende menos do que o primeiro,
enquanto uma multinomial cobra cada repetição por inteiro.
"""
SMS_RESULT = (
    "**Medido, não prometido.** Na SMS Spam Collection (uma divisão 80/20, semente 0; "
    "`python -m bench.dcm_fit`) a DCM **não** superou a multinomial: acurácia {{dcm_accuracy}} "
    "contra {{mnb_accuracy}}, log-loss {{dcm_log_loss}} contra {{mnb_log_loss}} nats por mensagem. "
    "As forças ajustadas foram α₀ = {{ham}} (ham) e {{spam}} (spam). Uma razão possível, não testada "
    "aqui: um SMS tem cerca de {{tokens}} palavras, então poucas palavras têm chance de se repetir e a "
    "explosividade tem pouco com que trabalhar. Em documentos mais longos, a DCM já foi relatada como "
    "vantajosa (Madsen, Kauchak e Elkan, 2005)."
)
NB_LINK = "O filtro de spam naive Bayes"
SOURCE_NOTE = (
    "Fontes: MLaPP §3.4 (o modelo Dirichlet-multinomial, o exemplo do cordeiro em §3.4.4.1), §3.5.5 "
    "(eq. 3.79, a DCM e a explosividade); Minka (2000), *Estimating a Dirichlet distribution*."
)

# --------------------------------------------------------------------------- prever, depois revelar
GUESS_SIDE_ONE = (
    "Depois destes lançamentos, qual a chance de o **próximo lançamento mostrar a face 1**, a média "
    "a posteriori de θ₁? Olhe primeiro a média a priori e as contagens."
)
GUESS_SIDE_ONE_ANSWER = "{{percent}} % ({{num}}/{{den}})"
HIDDEN_CELL = "?"
