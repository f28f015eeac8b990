"""The number game in Brazilian and European Portuguese (AppTest, no browser).

Each state is opened twice, in English and in Portuguese, with the same URL; every panel
(``view`` = extensions, why, sequence) is visited by the panel selector. For every panel
the Portuguese page must

* run without an exception;
* show none of a list of English words (``SENTINELS``) in anything a student reads in the
  main column: Markdown, captions, messages, widget labels, help, placeholders and
  options, chart titles, axis titles, legend words and the charts' string data — and,
  in pt-PT, no Brazilian-only word (the glossary's ``VARIANT_ONLY``), and vice versa;
* show the same numbers as the English page: each sentence that carries numbers is read
  back through its template in both languages (``words(..., lang)``) and the values are
  compared with ``parse_number``; a value English writes with a decimal point is written
  with a decimal comma; no English-style decimal (``0.97``) anywhere;
* draw the same chart data, with the hypotheses' Portuguese names (from the words'
  ``HYPOTHESIS_NAMES``, e.g. "potências de 2", "[16; 23]") and the charts' number locale
  set to a decimal comma.

The one string column not checked is the dot matrix's ``role`` (colour-role keys "data" and
"posterior" that pick the colour: no legend, no tooltip, never drawn as text).
"""

from __future__ import annotations

import functools
import json
import re
from typing import Any

import numpy as np
import pytest

from bayeslab.number_game import murphy_space, tenenbaum_space
from tests.apptest import chart_dataset, charts, open_page, parse_number
from ui import text as ui_text
from ui.number_game_markdown import hypothesis_name
from ui.text import glossary, words

PAGE = "views/number_game.py"
LANGS = ("pt-BR", "pt-PT")
VIEWS = ("extensions", "why", "sequence")
#: MLaPP Fig. 3.4's examples: a log likelihood axis, comparisons with verdicts, a 4-step curve.
EXAMPLES = "16, 8, 2, 64"
EN = words("number_game", "en")
SPACES = {"mlapp": murphy_space(), "tenenbaum": tenenbaum_space()}

#: English words that appear only if something was left untranslated (none is Portuguese;
#: "plug-in", MAP, Bayes, MLaPP, Occam and the symbols are kept on purpose).
SENTINELS = frozenset({
    "the", "and", "with", "of", "is", "are", "this", "that", "which", "when", "from", "each", "every",
    "than", "then", "after", "before", "first", "between", "here", "there", "only", "other",
    "probability", "likelihood", "likelihoods", "posterior", "prior", "weight", "weights", "mass",
    "hypothesis", "hypotheses", "example", "examples", "number", "numbers", "data", "concept", "concepts",
    "even", "odd", "squares", "cubes", "primes", "powers", "mult", "ends", "all", "interval", "intervals",
    "rule", "rules", "size", "sizes", "strong", "weak", "sampling", "predictive", "average", "averaging",
    "members", "member", "scale", "value", "curve", "used", "top", "why", "wins", "win", "tie", "ties",
    "look", "closer", "grid", "click", "pick", "try", "these", "whole", "separate", "commas", "spaces",
    "unnatural", "space", "preferred", "none", "yet", "model", "lines", "versus", "ratio", "answer",
    "squares", "certain", "yes", "smaller", "larger", "understood", "valid", "page", "uses", "shows",
})

_WIDGET_KINDS = ("slider", "text_input", "button_group", "toggle", "radio", "selectbox", "number_input",
                 "checkbox", "button", "select_slider")
_PROSE_KINDS = ("markdown", "caption", "info", "warning", "error", "success", "latex", "title", "header",
                "subheader", "text")
#: A decimal written the English way (the Portuguese page writes 0,97); section, figure and
#: equation numbers (§3.2.2, Figs. 3.2–3.4, eq. 3.8) are references, not decimals.
_REFERENCE = re.compile(r"(§|Figs?\.|eq\.)\s*\d+(\.\d+)*(\s*(–|e)\s*\d+(\.\d+)*)?")
_ENGLISH_DECIMAL = {"pt-BR": re.compile(r"\d\.(?!\d{3}(?!\d))\d"),  # pt-BR groups thousands with a dot
                    "pt-PT": re.compile(r"\d\.\d")}


# --------------------------------------------------------------------------- reading a page


def _spec_strings(spec: Any) -> list[str]:
    """Titles (chart, panel, axis, tooltip) and the legend words of a Vega-Lite spec."""
    out: list[str] = []

    def walk(node: Any) -> None:
        if isinstance(node, dict):
            for key, value in node.items():
                if key == "title" and isinstance(value, str):
                    out.append(value)
                elif key == "title" and isinstance(value, dict):
                    text = value.get("text")
                    out.extend([text] if isinstance(text, str) else list(text or []))
                elif key == "encoding":
                    colour = value.get("color") or {}
                    if colour.get("legend", {}) is not None:  # a drawn legend says its domain
                        out.extend(v for v in (colour.get("scale") or {}).get("domain", []) if isinstance(v, str))
                walk(value)
        elif isinstance(node, list):
            for item in node:
                walk(item)

    walk(spec)
    return out


def _capture(at) -> dict[str, Any]:
    """What the main column shows: prose, widget words, chart words and chart data."""
    main = at.main
    prose = [str(e.value) for kind in _PROSE_KINDS for e in main.get(kind)]
    widget_words: list[str] = []
    for kind in _WIDGET_KINDS:
        for widget in main.get(kind):
            widget_words += [str(getattr(widget, "label", "")), str(getattr(widget.proto, "help", "")),
                             str(getattr(widget.proto, "placeholder", ""))]
            widget_words += [str(o) for o in (getattr(widget, "options", None) or ())]
    chart_words: list[str] = []
    datasets: dict[str, dict[str, list]] = {}
    locales: list[Any] = []
    for chart in charts(at):
        spec = json.loads(chart.proto.spec)
        chart_words += _spec_strings(spec)
        locales.append(spec.get("config", {}).get("locale"))
        for dataset in chart.proto.datasets:
            table = chart_dataset(chart, dataset.name)
            datasets[dataset.name] = table
            for column, values in table.items():
                if (dataset.name, column) != ("members", "role"):
                    chart_words += [v for v in values if isinstance(v, str)]
    return {
        "prose": "\n\n".join(prose),
        "words": "\n".join([*prose, *widget_words, *chart_words]),
        "datasets": datasets,
        "locales": locales,
        "errors": [str(e.value) for e in main.error],
        "view_options": list(at.button_group(key="view").options),
    }


@functools.cache
def _snapshot(lang: str, examples: str, space: str, sampling: str) -> dict[str, dict[str, Any]]:
    """The page in ``lang``, one capture per panel (opened once, panels chosen by the selector)."""
    at = open_page(PAGE, {"lang": lang, "examples": examples, "space": space, "sampling": sampling})
    shots = {}
    for view in VIEWS:
        if view != "extensions":
            at.button_group(key="view").set_value(view).run()
        assert not at.exception, (lang, view, [e.value for e in at.exception])
        shots[view] = _capture(at)
    return shots


def _english_words(text: str) -> list[str]:
    text = re.sub(r"\\[A-Za-z]+|`[^`]*`", " ", text)  # LaTeX commands and code spans
    return sorted({w.lower() for w in re.findall(r"[^\W\d_]+", text)} & SENTINELS)


# --------------------------------------------------------------------------- templates


def _pattern(template: str) -> re.Pattern:
    """A regular expression matching ``template`` filled with anything (a group per placeholder)."""
    template = template.strip()
    out, seen = ["(?:^|(?<=\n))" if template.startswith("{{") else ""], set()
    for piece in re.split(r"(\{\{\w+\}\})", template):
        name = piece[2:-2] if piece.startswith("{{") else None
        if name is None:
            out.append(re.escape(piece))
        elif name in seen:
            out.append(f"(?P={name})")
        else:
            seen.add(name)
            out.append(f"(?P<{name}>(?:(?!\n\n).)*?)")
    return re.compile("".join(out) + ("(?=\n|$)" if template.endswith("}}") else r"(?=\s|$)"), re.S)


def _read(template: str, text: str) -> list[dict[str, str]]:
    return [{k: v.strip() for k, v in m.groupdict().items()} for m in _pattern(template).finditer(text)]


@functools.cache
def _names(space: str, lang: str) -> dict[str, str]:
    """English display name -> the same hypothesis's name in ``lang``."""
    hypotheses = SPACES[space]
    other = words("number_game", lang)
    return {hypothesis_name(d, i, EN): hypothesis_name(d, i, other)
            for d, i in zip(hypotheses.descriptions, hypotheses.names)}


def _value(shown: str) -> str:
    """A number as shown, without bold and without a formula before it (``$(50/6)^4 \\approx$ 4823``)."""
    return shown.split("$")[-1].replace("*", "").strip()


def _same_number(en: str, pt: str, lang: str, where: str) -> None:
    en, pt = _value(en), _value(pt)
    expected = parse_number(en, "en")
    assert parse_number(pt, lang) == pytest.approx(expected, rel=1e-12, abs=0), (where, en, pt)
    if "." in en.split("×")[0]:
        assert "," in pt.split("×")[0], (where, "no decimal comma", pt)


def _same_names(en: str, pt: str, names: dict[str, str], where: str) -> None:
    """Bold hypothesis names (one, or a list) name the same hypotheses in Portuguese."""
    en_names = re.findall(r"\*\*(.+?)\*\*", en) or [en]
    pt_names = re.findall(r"\*\*(.+?)\*\*", pt) or [pt]
    assert pt_names == [names[n] for n in en_names], (where, en, pt)


#: Sentences that carry numbers: key (or key and sub-key) -> number placeholders, name placeholders.
SENTENCES: dict[tuple[str, ...], tuple[tuple[str, ...], tuple[str, ...]]] = {
    ("PREDICTIVE_NUMBERS",): (("p32", "p37", "gap"), ()),
    ("PLUG_IN_ONE",): ((), ("map_name",)),
    ("PLUG_IN_TIE",): (("count",), ("names", "map_name")),
    ("PRIOR_SUMMARY_MLAPP",): (("unnatural",), ()),
    ("PRIOR_SUMMARY_TENENBAUM",): (("rule", "intervals", "sigma"), ()),
    ("HYPOTHESES_CAPTION_ALL",): (("n",), ()),
    ("HYPOTHESES_CAPTION_TOP",): (("n", "total"), ()),
    ("HYPOTHESES_EXPLAIN", "strong"): (("n",), ()),
    ("HYPOTHESES_EXPLAIN", "weak"): (("n",), ()),
    ("EXTENSIONS_CAPTION",): (("n", "mass"), ()),
    ("WHY_MAP",): (("n", "p_map"), ("map_name",)),
    ("WHY_MAP_TIE",): (("n", "count", "p_map"), ("names",)),
    ("WHY_VERSUS",): (("prior_ratio", "likelihood_ratio", "posterior_ratio"), ("winner", "loser")),
    ("WHY_TABLE_ROW",): (("size", "prior", "likelihood", "posterior"), ("name",)),
    ("SEQUENCE_STATUS",): (("n", "p_map", "gap"), ("map_name",)),
    ("SEQUENCE_STATUS_TIE",): (("n", "count", "p_map", "gap"), ("names", "map_name")),
}


def _template(text, key: tuple[str, ...]) -> str:
    value = getattr(text, key[0])
    return value[key[1]] if len(key) > 1 else value


def _compare_sentences(en: str, pt: str, lang: str, space: str) -> dict[str, int]:
    """Every numbered sentence of ``en`` is in ``pt`` with the same values; how many of each."""
    text, names, found = words("number_game", lang), _names(space, lang), {}
    for key, (numbers, named) in SENTENCES.items():
        en_hits, pt_hits = _read(_template(EN, key), en), _read(_template(text, key), pt)
        if key == ("WHY_TABLE_ROW",):  # the header and the separator have the row's shape too
            en_hits, pt_hits = ([h for h in hits if h["size"].isdigit()] for hits in (en_hits, pt_hits))
        assert len(pt_hits) == len(en_hits), (lang, key, len(en_hits), len(pt_hits))
        for e, p in zip(en_hits, pt_hits):
            for field in numbers:
                _same_number(e[field], p[field], lang, f"{key}.{field}")
            for field in named:
                _same_names(e[field], p[field], names, f"{key}.{field}")
        found[key[0]] = found.get(key[0], 0) + len(en_hits)
    return found


def _compare_charts(en: dict, pt: dict, lang: str, space: str) -> None:
    text, names = words("number_game", lang), _names(space, lang)
    assert en.keys() == pt.keys()
    for name, table in en.items():
        other = pt[name]
        assert table.keys() == other.keys(), name
        for column, values in table.items():
            shown = other[column]
            if (name, column) == ("hypotheses", "hypothesis"):
                assert shown == [names[v] for v in values]
                assert all(p != e for p, e in zip(shown, values)), "an English hypothesis name in the chart"
            elif (name, column) == ("members", "row"):
                row = _pattern(EN.EXTENSIONS_ROW), _pattern(text.EXTENSIONS_ROW)
                for e, p in zip(values, shown):
                    if e == EN.CHART_EXAMPLES_ROW:
                        assert p == text.CHART_EXAMPLES_ROW
                        continue
                    e_hit, p_hit = row[0].fullmatch(e).groupdict(), row[1].fullmatch(p).groupdict()
                    assert p_hit["name"] == names[e_hit["name"]]
                    _same_number(e_hit["posterior"], p_hit["posterior"], lang, "dot matrix row")
            elif (name, column) == ("curve", "series"):
                role = {label: key for key, label in EN.CHART_CURVES.items()}
                assert shown == [text.CHART_CURVES[role[v]] for v in values]
            else:
                assert np.array_equal(np.asarray(shown), np.asarray(values)), (name, column)


def _check_state(lang: str, examples: str, space: str, sampling: str) -> dict[str, dict[str, int]]:
    """All the checks of the module docstring for one state, every panel; the sentences found."""
    english = _snapshot("en", examples, space, sampling)
    portuguese = _snapshot(lang, examples, space, sampling)
    text = words("number_game", lang)
    other = "pt-PT" if lang == "pt-BR" else "pt-BR"
    found = {}
    for view in VIEWS:
        en, pt = english[view], portuguese[view]
        assert not _english_words(pt["words"]), (lang, view, _english_words(pt["words"]))
        for pattern in glossary.VARIANT_ONLY[other]:
            assert not re.search(pattern, pt["words"], re.IGNORECASE), (lang, view, pattern)
        assert pt["view_options"] == list(text.VIEWS.values())
        prose = _REFERENCE.sub(" ", pt["prose"])
        assert not _ENGLISH_DECIMAL[lang].search(prose), (lang, view, _ENGLISH_DECIMAL[lang].findall(prose))
        assert re.search(r"\d,\d", prose), (lang, view, "no decimal comma on the page")
        found[view] = _compare_sentences(en["prose"], pt["prose"], lang, space)
        _compare_charts(en["datasets"], pt["datasets"], lang, space)
        assert pt["locales"] and all(loc == ui_text.VEGA_LOCALES[lang] for loc in pt["locales"])
        assert pt["locales"][0]["number"]["decimal"] == ","
        assert len(pt["errors"]) == len(en["errors"])
    return found


# --------------------------------------------------------------------------- tests


@pytest.fixture(autouse=True)
def _offline(monkeypatch):
    monkeypatch.setenv("BAYESLAB_OFFLINE", "1")


@pytest.mark.parametrize("sampling", ["strong", "weak"])
@pytest.mark.parametrize("space", ["mlapp", "tenenbaum"])
@pytest.mark.parametrize("lang", LANGS)
def test_every_panel_speaks_portuguese_with_the_english_numbers(lang, space, sampling):
    found = _check_state(lang, EXAMPLES, space, sampling)
    # The comparisons were not vacuous: each panel's numbered sentences were read in both languages.
    for view in VIEWS:
        assert found[view]["PREDICTIVE_NUMBERS"] == 1
        assert found[view]["PRIOR_SUMMARY_" + ("MLAPP" if space == "mlapp" else "TENENBAUM")] == 1
    assert found["extensions"]["EXTENSIONS_CAPTION"] == 1
    assert found["why"]["WHY_MAP"] + found["why"]["WHY_MAP_TIE"] == 1
    assert found["why"]["WHY_TABLE_ROW"] == 6
    assert found["sequence"]["SEQUENCE_STATUS"] + found["sequence"]["SEQUENCE_STATUS_TIE"] == 1


@pytest.mark.parametrize("lang", LANGS)
def test_ties_twins_and_no_examples_in_portuguese(lang):
    # {60} in MLaPP's space: even and mult of 10 tie for the MAP (the prior ratio 5 cancels
    # the likelihood ratio 1/5); no examples: even and odd tie and the page shows the prior.
    found = _check_state(lang, "60", "mlapp", "strong")
    assert found["why"]["WHY_MAP_TIE"] == 1 and found["extensions"]["PLUG_IN_TIE"] == 1
    text = words("number_game", lang)
    assert text.VERDICTS["cancel"] in _snapshot(lang, "60", "mlapp", "strong")["why"]["prose"]
    found = _check_state(lang, "", "mlapp", "strong")
    assert found["why"]["WHY_MAP_TIE"] == 1
    shots = _snapshot(lang, "", "mlapp", "strong")
    assert text.NO_EXAMPLES in shots["why"]["prose"]
    assert text.SEQUENCE_NEED_DATA in shots["sequence"]["prose"]


@pytest.mark.parametrize("lang", LANGS)
def test_bad_examples_are_named_in_portuguese(lang):
    _check_state(lang, "16, x, 500", "mlapp", "strong")
    text = words("number_game", lang)
    (error,) = _snapshot(lang, "16, x, 500", "mlapp", "strong")["extensions"]["errors"]
    (hit,) = _read(text.BAD_TOKENS, error)
    assert hit["tokens"] == "“x”, “500”"
    assert hit["what"] == text.BAD_TOKENS_USING.fill(numbers="16")


@pytest.mark.parametrize("lang", LANGS)
def test_hypothesis_names_are_portuguese_and_intervals_are_not_decimals(lang):
    """The names a student reads in charts and sentences (the core keeps English identifiers)."""
    names = _names("tenenbaum", lang)
    assert names["mult of 3"] == "múltiplos de 3"
    assert names["powers of 2"] == "potências de 2"
    assert names["ends in 0"] == "termina em 0"
    assert names["even"] == "pares" and names["odd"] == "ímpares" and names["primes"] == "primos"
    # [16,23] would read as the decimal 16,23 in Portuguese: a semicolon separates the bounds.
    assert names["[16,23]"] == "[16; 23]"
    mlapp = _names("mlapp", lang)
    assert mlapp["powers of 2 + {37}"] == "potências de 2 + {37}"
    assert len(set(names.values())) == len(names)  # names stay unique (chart rows are keyed by them)


def test_the_checks_can_fail():
    """The English page fails the Portuguese checks: the sentinels and decimals find it."""
    english = _snapshot("en", EXAMPLES, "mlapp", "strong")["why"]
    assert {"hypothesis", "prior", "posterior", "likelihood", "the"} <= set(_english_words(english["words"]))
    assert _ENGLISH_DECIMAL["pt-BR"].search(_REFERENCE.sub(" ", english["prose"]))
    assert not _read(words("number_game", "pt-BR").WHY_MAP, english["prose"])


@pytest.mark.parametrize("lang", LANGS)
def test_numbered_sentences_keep_the_english_order_of_values(lang):
    """Values are read back by placeholder, so a translation that puts a value under the wrong
    label ("p(32 ∈ C) = {{p37}}") would still read back right: the labels sit in the fixed text.
    In these sentences Portuguese keeps English's order, so a swapped pair changes the order
    of the placeholders and fails here (checked by swapping p32 and p37 in the pt-BR words)."""
    text = words("number_game", lang)
    for key in SENTENCES:
        assert re.findall(r"\{\{(\w+)\}\}", _template(text, key)) == re.findall(
            r"\{\{(\w+)\}\}", _template(EN, key)), key
