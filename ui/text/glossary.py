"""The glossary every translation follows (tests read it: ``tests/test_translations.py``).

Terms of the field, as the course's Portuguese material writes them (the seeds: 001 is
European, 000 and 003 Brazilian) and as a statistics course in São Paulo or Lisbon would:

=========================  ==============================  ===============================
English                    pt-BR                           pt-PT
=========================  ==============================  ===============================
prior                      a priori                        a priori
posterior                  a posteriori                    a posteriori
likelihood                 verossimilhança                 verosimilhança
credible interval/region   intervalo/região de             intervalo/região de
                           credibilidade                   credibilidade
pseudo-counts              pseudocontagens                 pseudocontagens
smoothing                  suavização                      suavização
accuracy                   acurácia                        exatidão
precision                  precisão                        precisão
MLE, MAP                   MLE, MAP (estimativa de         MLE, MAP (estimativa de
                           máxima verossimilhança, …)      máxima verosimilhança, …)
posterior mean             média a posteriori              média a posteriori
Naive Bayes, log-sum-exp   kept                            kept
spam / ham                 kept (explained once)           kept (explained once)
=========================  ==============================  ===============================

Never: "anterior" for prior (it means "earlier"), "intervalo de confiança" for a credible
interval (a frequentist idea), and one word for both accuracy and precision.

Each entry is a set of regular expressions matched case-insensitively on whole words
(stems where Portuguese inflects: ``verossimilhan`` also matches "verossimilhanças").
"""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["FORBIDDEN", "TERMS", "VARIANT_ONLY", "Term"]


@dataclass(frozen=True)
class Term:
    """An English term and the pattern each Portuguese variant must use where English uses it."""

    en: str
    pt_br: str
    pt_pt: str


#: Where an English string says the term, its translation must say the glossary's term.
TERMS: tuple[Term, ...] = (
    Term(r"\bprior\b", r"\ba priori\b|\bpriori\b", r"\ba priori\b|\bpriori\b"),
    Term(r"\bposterior\b", r"\bposteriori\b", r"\bposteriori\b"),
    Term(r"likelihood", r"verossimilhan", r"verosimilhan"),
    Term(r"\bcredible\b", r"\bcredibilidade\b", r"\bcredibilidade\b"),
    Term(r"\bpseudo-?counts?\b", r"\bpseudocontage", r"\bpseudocontage"),
    Term(r"\bsmooth(ing|ed|s)?\b", r"\bsuaviza", r"\bsuaviza"),
    Term(r"\baccuracy\b", r"\bacurácia\b", r"\bexatidão\b"),
    Term(r"\bprecision\b", r"\bprecisão\b", r"\bprecisão\b"),
    Term(r"\bnaive bayes\b", r"\bnaive bayes\b", r"\bnaive bayes\b"),
    Term(r"\blog-sum-exp\b", r"\blog-sum-exp\b", r"\blog-sum-exp\b"),
)

#: Wrong in both variants.
FORBIDDEN: tuple[str, ...] = (
    r"\banterior(es)?\b",  # "prior" is "a priori", never "anterior"
    r"\bintervalo de confiança\b",  # a credible interval is not a confidence interval
    r"\bpseudo-contage",  # one word: pseudocontagens
)

#: Words one variant uses and the other does not (a pt-PT page must not show a pt-BR-only
#: word, and the other way round). Whole words; accents matter.
VARIANT_ONLY: dict[str, tuple[str, ...]] = {
    "pt-BR": (
        r"\bverossimilhan\w*", r"\barquivos?\b", r"\bregistros?\b", r"\btelas?\b", r"\busuários?\b",
        r"\baprendizado\b", r"\bcontroles?\b", r"\bcompartilh\w*", r"\bacurácia\b", r"\bbaixar\b",
        r"\bequipe\b", r"\bfatos?\b", r"\bônibus\b", r"\bvocê\b",
    ),
    "pt-PT": (
        r"\bverosimilhan\w*", r"\bficheiros?\b", r"\bregistos?\b", r"\becrãs?\b", r"\butilizador\w*",
        r"\baprendizagem automática\b", r"\bcontrolos?\b", r"\bpartilh\w*", r"\bexatidão\b",
        r"\bdescarregar\b", r"\bequipa\b", r"\bfactos?\b", r"\bpredefinid\w*", r"\bligação\b",
    ),
}
