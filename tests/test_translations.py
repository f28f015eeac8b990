"""Translations stay complete and right: keys, placeholders, LaTeX, glossary, variants, pages.

English (``ui/text/en``) is the reference. Brazilian Portuguese (``ui/text/pt_br``) has
every key; European Portuguese (``ui/text/pt_pt``) holds only what differs and falls
back per key to pt-BR. The glossary (``ui/text/glossary.py``) fixes the terms.
"""

from __future__ import annotations

import re
from collections import Counter
from typing import Any, Iterator

import pytest

from tests.apptest import open_page, parse_number
from ui import pages
from ui.text import LANGUAGES, Template, module_entries, words
from ui.text import glossary

#: Every set of words: the frame, the home page, the shared words and each page of the registry.
SECTIONS = ("frame", "home", "common", *(page.name for page in pages.PAGES))
PORTUGUESE = ("pt-BR", "pt-PT")
_PLACEHOLDER = re.compile(r"\{\{(\w+)\}\}")
_DOLLAR = re.compile(r"(?<!\\)\$")
_COMMAND = re.compile(r"\\[A-Za-z]+")


def _strings(value: Any, path: str = "") -> Iterator[tuple[str, str]]:
    """(path, string) for every string in a text entry (dict values and tuples included)."""
    if isinstance(value, str):
        yield path, value
    elif hasattr(value, "items"):
        for key, item in value.items():
            yield from _strings(item, f"{path}[{key!r}]")
    elif isinstance(value, (tuple, list)):
        for index, item in enumerate(value):
            yield from _strings(item, f"{path}[{index}]")


def _flat(entries: dict[str, Any]) -> dict[str, str]:
    return {name + path: text for name, value in entries.items() for path, text in _strings(value)}


def _math_signature(text: str) -> tuple[int, Counter]:
    """Number of maths segments and the LaTeX commands used inside them."""
    segments = _DOLLAR.split(text)[1::2]
    commands = Counter(c for segment in segments for c in _COMMAND.findall(segment)
                       if c not in (r"\text", r"\mathrm"))  # words inside \text{} are translated
    return len([s for s in segments if s.strip()]), commands


def _balanced(text: str) -> bool:
    depth = 0
    for previous, char in zip(" " + text, text):
        if previous == "\\":
            continue
        depth += {"{": 1, "}": -1}.get(char, 0)
        if depth < 0:
            return False
    return depth == 0


# --------------------------------------------------------------------------- keys and structure

@pytest.mark.parametrize("section", SECTIONS)
def test_brazilian_portuguese_has_every_english_key(section):
    english, brazilian = _flat(module_entries(section, "en")), _flat(module_entries(section, "pt-BR"))
    missing = sorted(set(english) - set(brazilian))
    assert not missing, f"ui/text/pt_br/{section}.py lacks {missing[:12]}"


@pytest.mark.parametrize("lang", PORTUGUESE)
@pytest.mark.parametrize("section", SECTIONS)
def test_a_translation_has_no_key_english_lacks(section, lang):
    stray = sorted(set(_flat(module_entries(section, lang))) - set(_flat(module_entries(section, "en"))))
    assert not stray, f"{lang} {section}: keys English does not have: {stray[:12]}"


@pytest.mark.parametrize("lang", PORTUGUESE)
@pytest.mark.parametrize("section", SECTIONS)
def test_same_placeholders_and_latex_in_every_translation(section, lang):
    english = _flat(module_entries(section, "en"))
    for key, text in _flat(module_entries(section, lang)).items():
        reference = english[key]
        assert set(_PLACEHOLDER.findall(text)) == set(_PLACEHOLDER.findall(reference)), (lang, section, key)
        assert _balanced(text), (lang, section, key, "unbalanced braces")
        assert _math_signature(text) == _math_signature(reference), (lang, section, key, "LaTeX differs")


@pytest.mark.parametrize("lang", PORTUGUESE)
@pytest.mark.parametrize("section", SECTIONS)
def test_every_template_fills_in_every_language(section, lang):
    # A translator's LaTeX braces never break a template: filling with every placeholder works.
    for key in words(section, lang).keys():
        for path, text in _strings(getattr(words(section, lang), key)):
            if isinstance(text, Template):
                text.fill(**{name: 1.5 for name in text.names})


# --------------------------------------------------------------------------- glossary and variants

def _resolved(section: str, lang: str) -> dict[str, str]:
    text = words(section, lang)
    return {key + path: s for key in text.keys() for path, s in _strings(getattr(text, key))}


@pytest.mark.parametrize("lang", PORTUGUESE)
@pytest.mark.parametrize("section", SECTIONS)
def test_glossary_terms_are_used(section, lang):
    english = _resolved(section, "en")
    translated = _resolved(section, lang)
    attribute = "pt_br" if lang == "pt-BR" else "pt_pt"
    wrong = []
    for key, reference in english.items():
        for term in glossary.TERMS:
            # Placeholder names ({{prior}}) are code, not words: they stay English in every language.
            if re.search(term.en, _PLACEHOLDER.sub("", reference), re.IGNORECASE) and not re.search(
                    getattr(term, attribute), translated[key], re.IGNORECASE):
                wrong.append((key, term.en))
    assert not wrong, f"{lang} {section}: glossary term missing in {wrong[:10]}"


@pytest.mark.parametrize("lang", PORTUGUESE)
@pytest.mark.parametrize("section", SECTIONS)
def test_no_forbidden_term_and_no_word_of_the_other_variant(section, lang):
    other = "pt-PT" if lang == "pt-BR" else "pt-BR"
    found = []
    for key, text in _resolved(section, lang).items():
        for pattern in (*glossary.FORBIDDEN, *glossary.VARIANT_ONLY[other]):
            match = re.search(pattern, text, re.IGNORECASE)
            if match:
                found.append((key, match.group(0)))
    assert not found, f"{lang} {section}: {found[:10]}"


def test_the_glossary_catches_what_it_should():
    # The checks above can fail: a pt-PT text with a Brazilian spelling, "anterior" for prior.
    assert re.search(glossary.VARIANT_ONLY["pt-BR"][0], "a verossimilhança", re.IGNORECASE)
    assert not re.search(glossary.VARIANT_ONLY["pt-BR"][0], "a verosimilhança", re.IGNORECASE)
    assert re.search(glossary.FORBIDDEN[0], "a distribuição anterior", re.IGNORECASE)
    assert not re.search(r"\bpartilh\w*", "compartilhar")  # whole words: BR's word is not PT's


def test_languages_are_the_registered_ones():
    assert LANGUAGES == ("en", "pt-BR", "pt-PT")
