"""Words shared by every page: the names of things that do not exist, and error wording."""

#: A number that does not exist in this state (a mode of a flat density, the MLE before any data).
UNDEFINED = "undefined"
