"""Palavras comuns a todas as páginas (só o que difere do pt-BR)."""

LINK_NOT_UNDERSTOOD = (
    "Algumas definições desta ligação não foram compreendidas e voltaram ao valor predefinido: {{names}}."
)
