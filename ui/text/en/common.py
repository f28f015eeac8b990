"""Words shared by every page: the names of things that do not exist, and error wording."""

#: A number that does not exist in this state (a mode of a flat density, the MLE before any data).
UNDEFINED = "undefined"

# --------------------------------------------------------------------------- links
#: *template*: ``names`` (the URL parameters that were dropped, e.g. `heads, region`).
LINK_NOT_UNDERSTOOD = (
    "Some settings in this link were not understood and start at their defaults: {{names}}."
)

# --------------------------------------------------------------------------- invalid input
#: *template*: ``name`` (the parameter), ``rule`` (one of the RULE_* below, filled), ``value``.
ARGUMENT_ERROR = "{{name}} must be {{rule}}; got {{value}}."
RULE_NUMBER = "a number"
RULE_INTEGER = "a whole number"
#: *template*: ``noun``, ``sign`` (>, ≥), ``low``.
RULE_ABOVE = "{{noun}} {{sign}} {{low}}"
#: *template*: ``noun``, ``sign`` (<, ≤), ``high``.
RULE_BELOW = "{{noun}} {{sign}} {{high}}"
#: *template*: ``noun``, ``open_low`` ([ or (), ``low``, ``high``, ``close_high`` (] or )).
RULE_BETWEEN = "{{noun}} in {{open_low}}{{low}}, {{high}}{{close_high}}"
#: *template*: ``choices``.
RULE_CHOICE = "one of {{choices}}"
