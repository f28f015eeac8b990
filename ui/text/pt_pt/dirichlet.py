"""Texto da página Dirichlet-multinomial em português europeu: só o que difere do pt-BR."""

K_HELP = "K = 2 é uma moeda (o a priori Beta da página da moeda). As listas abaixo ajustam-se quando K muda."
SOURCE_HELP = (
    "Contagens: escreva quantas vezes saiu cada face. Sequência: escreva as faces por ordem. "
    "Simular: lançar um dado virtual com um θ à escolha (ou um θ escondido)."
)
THETA_TRUE_PLACEHOLDER = "equilibrado"
THETA_TRUE_HELP = "K pesos, reescalados para somar 1: 1, 1, 2 dá (¼; ¼; ½). Vazio: um dado equilibrado."
HIDE_HELP = "θ é sorteado a partir da semente e fica em segredo: consegue descobri-lo a lançar o dado?"
PRESETS_PLACEHOLDER = "Escolher…"
PRESET_NAMES = {
    "uniform": "Uniforme, α = 1",
    "jeffreys": "Jeffreys, α = ½",
    "sparse": "Esparso, α = 0,1",
    "fair": "Dado equilibrado forte, α = 50",
}
PRESET_HELP = "Põe o mesmo α em todas as faces; pode ajustá-lo depois."
FIX_COUNTS = "Entretanto, a página não usa dados."
FIX_FACES = "Entretanto, a página mantém as últimas contagens."
FIX_THETA = (
    "Com vírgula decimal, separe as entradas com ponto e vírgula (0,2; 0,8). "
    "Entretanto, nenhum lançamento é simulado."
)
FIX_PRIOR = (
    "Com vírgula decimal, separe as entradas com ponto e vírgula (0,5; 1; 1). "
    "Entretanto, o a priori é uniforme (α = 1)."
)
UNSEEN = (
    r"**Nunca vista:** a face {{side}} tem $N_k = 0$. O MLE declara-a impossível; a preditiva a "
    r"posteriori mantém $\frac{\alpha_k}{\alpha_0 + N} = \frac{{{a}}}{{{a0}} + {{n}}} = {{p}}$ para ela."
)
SIMPLEX_CAPTION = (
    "Cada ponto do triângulo é um dado: θₖ é a sua distância ao lado oposto ao vértice k, medida em "
    "alturas do triângulo; assim o centro é o dado equilibrado e um vértice é um dado que mostra sempre a "
    "mesma face. A cor é a densidade em escala log ({{points}} pontos): onde algum αₖ < 1 a densidade "
    "cresce sem limite em direção ao lado θₖ = 0, desenhado mais grosso, e a escala log mantém visíveis "
    "as arestas e os vértices onde ela se acumula, em vez de apagar o resto."
)
EVIDENCE_INFINITE = (
    r"Com a média *m* = ({{mean}}) a evidência continua a subir quando $\alpha_0$ cresce: os lançamentos "
    r"não variam mais do que variariam os de um dado com $\theta = m$, por isso os dados preferem esse "
    r"próprio dado ($\alpha_0 \to \infty$, uma multinomial com $\theta$ fixo)."
)
EVIDENCE_ZERO = (
    r"Todos os lançamentos mostram a mesma face, por isso a evidência continua a subir quando $\alpha_0 \to 0$: "
    "um a priori que espera que cada dado mostre uma só face explica-o melhor."
)
WORDS_HELP = (
    "Qualquer texto: todas as palavras fora do vocabulário abaixo contam como unk. Prima Enter para aplicar."
)
UNSEEN_WORD = (
    r"**{{word}}** nunca apareceu: o plug-in do MLE dá-lhe probabilidade 0, um cisne negro. A preditiva "
    r"a posteriori dá $\frac{\alpha}{N + \alpha_0} = \frac{{{a}}}{{{n}} + {{a0}}} = {{p}}$ "
    "— pequena, mas não impossível."
)
ALL_WORDS_SEEN = (
    "Todas as palavras do vocabulário aparecem pelo menos uma vez, por isso aqui o MLE não dá 0 a nenhuma; "
    "retire uma da frase para ver a diferença."
)
EXPLAIN_WORDS = r"""
**Prever a próxima palavra.** A média sobre o a posteriori dá
$p(\tilde x = k \mid \mathcal{D}) = \frac{N_k + \alpha_k}{N + \alpha_0}$ (MLaPP eq. 3.51): as contagens
mais as pseudocontagens, normalizadas. O plug-in do MLE dá $\frac{N_k}{N}$, que é 0 para todas as
palavras ausentes dos dados.
"""
BURST_EXAMPLE = (
    r"Depois da frase, **{{word}}** vem a seguir com $\frac{{{num}}}{{{den}}} = {{p}}$. Depois de ver "
    r"mais um **{{word}}**, a multinomial continua a dizer ${{p}}$; a DCM conta essa ocorrência e "
    r"diz $\frac{{{num}} + 1}{{{den}} + 1} = {{q}}$, {{lift}} vezes mais provável."
)
WHY_DCM = r"""
**Porque é que o naive Bayes DCM se adequa ao texto.** Num filtro de spam, cada classe recebe o seu
próprio $\alpha_c$, ajustado às suas mensagens de treino ao maximizar a evidência. Uma força
$\alpha_{0c}$ pequena diz que as mensagens da classe são desequilibradas — cada uma repete as suas
poucas palavras —, por isso o segundo "free" de uma mensagem surpreende menos do que o primeiro,
enquanto uma multinomial cobra cada repetição por inteiro.
"""
SMS_RESULT = (
    "**Medido, não prometido.** Na SMS Spam Collection (uma divisão 80/20, semente 0; "
    "`python -m bench.dcm_fit`) a DCM **não** superou a multinomial: exatidão {{dcm_accuracy}} "
    "contra {{mnb_accuracy}}, log-loss {{dcm_log_loss}} contra {{mnb_log_loss}} nats por mensagem. "
    "As forças ajustadas foram α₀ = {{ham}} (ham) e {{spam}} (spam). Uma razão possível, não testada "
    "aqui: um SMS tem cerca de {{tokens}} palavras, por isso poucas palavras têm oportunidade de se "
    "repetir e a explosividade tem pouco com que trabalhar. Em documentos mais longos, a DCM já foi "
    "descrita como vantajosa (Madsen, Kauchak e Elkan, 2005)."
)
EXPLAIN_SIDES = r"""
**Porque funciona.** A densidade de Dirichlet é
$\mathrm{Dir}(\theta \mid \alpha) \propto \prod_k \theta_k^{\alpha_k - 1}$ e a verosimilhança das
contagens é $\prod_k \theta_k^{N_k}$: o produto tem a mesma forma, por isso o a posteriori é
$\mathrm{Dir}(\alpha + N)$ — basta somar as contagens às pseudocontagens. A sua média
$\frac{\alpha_k + N_k}{\alpha_0 + N}$ é também a probabilidade de o próximo lançamento mostrar $k$; a
sua moda (o MAP) é $\frac{\alpha_k + N_k - 1}{\alpha_0 + N - K}$ quando todo $\alpha_k + N_k > 1$; o MLE
é $\frac{N_k}{N}$. Cada $\theta_k$ sozinho segue uma distribuição Beta,
$\mathrm{Beta}(\alpha_k + N_k,\ \alpha_0 + N - \alpha_k - N_k)$ a posteriori, que dá os intervalos
(MLaPP §3.4).
"""

GUESS_SIDE_ONE = (
    "Depois destes lançamentos, qual é a probabilidade de o **próximo lançamento mostrar a face 1**, "
    "a média a posteriori de θ₁? Observe primeiro a média a priori e as contagens."
)
