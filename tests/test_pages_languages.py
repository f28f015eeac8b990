"""Every page, every panel, in every language: it renders, shows no English, and shows the same numbers.

A Portuguese-speaking student must be able to use every page start to finish without
meeting English (issue "BayesLab in Portuguese"), except what Streamlit draws itself and
the terms the glossary keeps (Naive Bayes, MAP, MLE, spam, ham, log-sum-exp). This opens
each page of the registry with ``?lang=pt-BR`` and ``?lang=pt-PT`` on its default state and
with each option of each of its choices, collects everything a student reads (prose,
captions, labels, help, options, metrics, messages, chart titles, axes, legends and the
chart data's words) and looks for English words. The metrics must hold the same numbers as
in English, read with each language's separators.
"""

from __future__ import annotations

import json
import re

import pytest

from tests.apptest import charts, chart_dataset, open_page, parse_number
from ui import pages
from ui.text import words

#: English words that would only be on screen if a sentence was left untranslated. Small words
#: that are also Portuguese, symbols and the glossary's kept terms are not in the list.
SENTINELS = (
    "the", "and", "with", "of", "is", "are", "this", "that", "which", "when", "from", "each",
    "probability", "likelihood", "posterior", "prior", "heads", "tails", "flip", "flips", "mean",
    "undefined", "show", "choose", "data", "number", "numbers", "hypothesis", "hypotheses",
    "interval", "estimate", "test", "message", "words", "class", "sample", "points",
    "regression", "weight", "weights", "model", "panel", "evidence", "density", "count", "counts",
)

#: Books cited by their own (English) titles.
BOOK_TITLES = ("Machine Learning: a Probabilistic Perspective", "Pattern Recognition and Machine Learning")

#: Words of data a page shows as data (the SMS corpus and its default message are English text).
_DATA_SECTIONS = {"spam": ("PRESET_MESSAGES",)}

_WIDGET_KINDS = ("slider", "number_input", "text_input", "text_area", "selectbox", "radio", "toggle",
                 "checkbox", "button_group", "select_slider", "button", "multiselect")


def _data_words(page: pages.Page) -> set[str]:
    """Words of data strings shown verbatim (e.g. an English SMS message): not translation misses."""
    text = words(page.name, "en")
    found: set[str] = set()
    for key in _DATA_SECTIONS.get(page.name, ()):
        value = getattr(text, key, "")
        strings = value.values() if hasattr(value, "values") else [value]
        for s in strings:
            found |= {w.lower() for w in re.findall(r"[^\W\d_]+", str(s))}
    return found


def _spec_strings(spec) -> list[str]:
    """Titles, axis/legend titles and labels written in a Vega-Lite spec."""
    out: list[str] = []

    def walk(node, parent_key: str = "") -> None:
        if isinstance(node, dict):
            for key, value in node.items():
                if key in ("title", "text", "labelExpr", "tooltip") and isinstance(value, str):
                    out.append(value)
                elif key == "title" and isinstance(value, list):
                    out.extend(v for v in value if isinstance(v, str))
                walk(value, key)
        elif isinstance(node, list):
            for item in node:
                walk(item, parent_key)

    walk(spec)
    return out


# Channels that write a field's values on screen ("detail" only groups marks: never shown).
_SHOWN_CHANNELS = ("color", "fill", "stroke", "text", "tooltip", "x", "y", "row", "column", "facet",
                   "shape", "strokeDash")


def _shown_fields(spec) -> set[str]:
    """Data fields a chart writes on screen: nominal/ordinal axes, legends, text marks, tooltips."""
    fields: set[str] = set()

    def add(name: str, channel) -> None:
        for item in channel if isinstance(channel, list) else [channel]:
            if not (isinstance(item, dict) and isinstance(item.get("field"), str)):
                continue
            if name in ("color", "fill", "stroke", "shape", "strokeDash") and "legend" in item and item["legend"] is None:
                continue  # a colour role with no legend: its keys are never written on screen
            if name in ("x", "y") and item.get("axis", {}) is None:
                continue
            if item.get("type") in ("nominal", "ordinal") or name in ("text", "tooltip") or item.get("type") is None:
                fields.add(item["field"])

    def walk(node) -> None:
        if isinstance(node, dict):
            encoding = node.get("encoding")
            if isinstance(encoding, dict):
                for name in _SHOWN_CHANNELS:
                    if name in encoding:
                        add(name, encoding[name])
            for value in node.values():
                walk(value)
        elif isinstance(node, list):
            for item in node:
                walk(item)

    walk(spec)
    return fields


def _visible_text(at) -> str:
    """Everything a student reads on the page, joined."""
    parts: list[str] = []
    for kind in ("markdown", "caption", "latex", "title", "header", "subheader", "info", "warning",
                 "error", "success", "exception"):
        parts += [str(e.value) for e in at.get(kind)]
    for metric in at.get("metric"):
        parts += [str(metric.label), str(metric.value), str(getattr(metric.proto, "help", ""))]
    for kind in _WIDGET_KINDS:
        for widget in at.get(kind):
            parts.append(str(getattr(widget, "label", "")))
            parts.append(str(getattr(widget.proto, "help", "")))
            parts.append(str(getattr(widget.proto, "placeholder", "")))
            options = getattr(widget, "options", None)
            if options:
                parts += [str(o) for o in options]
    for chart in charts(at):
        spec = json.loads(chart.proto.spec)
        parts += _spec_strings(spec)
        shown = _shown_fields(spec)
        for dataset in chart.proto.datasets:
            table = chart_dataset(chart, dataset.name)
            for name, column in table.items():
                if name in shown:
                    parts += [v for v in column if isinstance(v, str)]
    return "\n".join(parts)


def _english_words(text: str, allowed: set[str]) -> list[str]:
    # Drop LaTeX commands, code spans, URLs, Markdown link targets (](/dirichlet?view=words), an
    # address, not words) and quoted titles of cited works (“Logistic regression”, an English
    # article's name) before looking at words.
    text = re.sub(r"\\[A-Za-z]+|`[^`]*`|https?://\S+|“[^”]*”|\]\([^)\s]*\)", " ", text)
    for title in BOOK_TITLES:
        text = text.replace(title, " ")
    found = {w.lower() for w in re.findall(r"[^\W\d_]+", text)}  # letters, accents included
    return sorted((found & set(SENTINELS)) - allowed)


def _states(page: pages.Page) -> list[dict[str, str]]:
    """The default state and one state per option of each choice (with what reveals it)."""
    states: list[dict[str, str]] = [{}]
    for param in page.params:
        if param.kind == "choice":
            for option in param.options:
                states.append({**param.reveal, param.name: option})
    return states


@pytest.fixture(autouse=True)
def _offline(monkeypatch):
    monkeypatch.setenv("BAYESLAB_OFFLINE", "1")


@pytest.mark.parametrize("lang", ["pt-BR", "pt-PT"])
@pytest.mark.parametrize("page", pages.PAGES, ids=lambda p: p.name)
def test_every_state_of_every_page_speaks_portuguese(page, lang):
    allowed = _data_words(page)
    for state in _states(page):
        at = open_page(page.script, {**state, "lang": lang})  # fails on an exception
        english = _english_words(_visible_text(at), allowed)
        assert not english, f"{page.name} {state} in {lang}: English words on screen: {english}"


@pytest.mark.parametrize("lang", ["pt-BR", "pt-PT"])
@pytest.mark.parametrize("page", pages.PAGES, ids=lambda p: p.name)
def test_the_numbers_are_the_same_in_every_language(page, lang):
    english = open_page(page.script, {"lang": "en"})
    translated = open_page(page.script, {"lang": lang})
    en_values = [m.value for m in english.get("metric")]
    pt_values = [m.value for m in translated.get("metric")]
    assert len(en_values) == len(pt_values)
    for en_value, pt_value in zip(en_values, pt_values):
        try:
            expected = parse_number(en_value, "en")
        except ValueError:
            continue  # words ("no data yet"), compared by the sentinel test
        assert parse_number(pt_value, lang) == pytest.approx(expected, rel=1e-12, abs=0), (en_value, pt_value)
        if "." in en_value.replace("×", ""):
            assert "," in pt_value and "." not in pt_value.split("×")[0], pt_value  # a decimal comma
