"""Português do Brasil: every key of ``ui/text/en`` (tests check it), in Brazilian usage."""
