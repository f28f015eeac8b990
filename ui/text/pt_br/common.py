"""Palavras comuns a todas as páginas."""

UNDEFINED = "indefinido"

LINK_NOT_UNDERSTOOD = (
    "Algumas configurações deste link não foram entendidas e voltaram ao padrão: {{names}}."
)

ARGUMENT_ERROR = "{{name}} deve ser {{rule}}; recebido: {{value}}."
RULE_NUMBER = "um número"
RULE_INTEGER = "um número inteiro"
RULE_ABOVE = "{{noun}} {{sign}} {{low}}"
RULE_BELOW = "{{noun}} {{sign}} {{high}}"
RULE_BETWEEN = "{{noun}} em {{open_low}}{{low}}; {{high}}{{close_high}}"
RULE_CHOICE = "uma das opções {{choices}}"
