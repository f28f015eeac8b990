"""AppTests of the Bayes' rule page: textbook numbers on screen, presets, URL state of every
control, the sentences of edge states, bad tables, guessing first, and both Portuguese variants.

Elements are found by widget key, chart dataset and element type; numbers are parsed with
``parse_number`` and sentences compared with the page's own words (``words(page, lang)``),
so the tests do not depend on English wording, except the few that say so.
Expected values are derived by hand in the comments (MLaPP §2.2.3.1, Eddy 1982).
"""

from __future__ import annotations

import re

import pytest
from streamlit.testing.v1 import AppTest

from tests.apptest import chart_dataset, charts, open_page, parse_number
from ui import pages
from ui.text import Safe, number, words

PAGE = "views/bayes_rule.py"
text = words("bayes_rule", "en")
UNDEFINED = words("common", "en").UNDEFINED


@pytest.fixture(autouse=True)
def _offline(monkeypatch):
    monkeypatch.setenv("BAYESLAB_OFFLINE", "1")


def _open(query: dict[str, str] | None = None) -> AppTest:
    return open_page(PAGE, query)


def _metrics(at: AppTest) -> list[str]:
    """The three big numbers, in order: p(D | +), p(D | -), p(+)."""
    return [m.value for m in at.metric]


def _markdown(at: AppTest) -> str:
    return "\n".join(m.value for m in at.markdown)


def _all_text(at: AppTest) -> str:
    parts = [m.value for m in at.markdown] + [c.value for c in at.caption] + _metrics(at)
    for kind in ("error", "warning", "info", "success"):
        parts += [e.value for e in getattr(at, kind)]
    return "\n".join(parts)


def _counts(at: AppTest) -> dict[str, int]:
    for chart in charts(at):
        try:
            row = chart_dataset(chart, "counts")
        except KeyError:
            continue
        if "tp" in row:
            return {key: row[key][0] for key in ("tp", "fn", "fp", "tn", "n")}
    raise AssertionError("no crowd chart on the page")


def _steps(at: AppTest, lang: str = "en") -> dict[str, tuple[str, str]]:
    """The update table of the second-test panel: quantity key -> (first test, second test) as shown."""
    labels = {label: key for key, label in words("bayes_rule", lang).STEPS_ROWS.items()}
    found = {}
    for line in _markdown(at).splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) == 3 and cells[0] in labels:
            found[labels[cells[0]]] = (cells[1], cells[2])
    assert set(found) == set(labels.values()), found
    return found


def _no_raw_floats(at: AppTest) -> None:
    """No "nan", "inf" or Python float noise reaches a student."""
    shown = _all_text(at)
    assert not re.search(r"\bnan\b|\binf\b|\d\.\d{9,}", shown, re.IGNORECASE), shown


def _n(value: float, digits: int = 4) -> Safe:
    return number(value, digits, lang="en")


# --------------------------------------------------------------------------- textbook numbers


def test_default_is_mlapps_mammogram():
    at = _open()
    ppv, ppv_negative, p_positive = (parse_number(v) for v in _metrics(at))
    # MLaPP 2.2.3.1: p(+) = 0.8 * 0.004 + 0.1 * 0.996 = 0.1028; p(D | +) = 0.0032 / 0.1028 = 8/257
    # = 0.0311; p(D | -) = 0.0008 / 0.8972 = 2/2243.
    assert p_positive == 0.1028
    assert round(ppv, 4) == 0.0311 and round(ppv, 3) == 0.031
    assert ppv_negative == pytest.approx(2 / 2243, rel=1e-3)
    markdown = _markdown(at)
    assert "= 0.1028$" in markdown  # the law of total probability with the book's numbers
    assert r"0.8 \times 0.004 + 0.1 \times 0.996" in markdown
    # 1,000 women: 4 with cancer (3 positive, 1 negative); 996 without, 99.6 -> 100 false positives.
    assert _counts(at) == {"tp": 3, "fn": 1, "fp": 100, "tn": 896, "n": 1000}
    # The counts' share, 3/103 = 2.91 %, differs from 8/257 = 3.11 %: said, not hidden.
    assert text.NOTE_ROUNDING.fill(tp_exact=_n(3.2, 3), fp_exact=_n(99.6, 3), share=_n(300 / 103, 3),
                                   exact=_n(800 / 257, 3)) in markdown
    assert text.PRESET_SOURCES["mammogram"] in [c.value for c in at.caption]
    assert not at.error
    _no_raw_floats(at)


def test_ten_thousand_people_show_the_exact_posterior():
    at = _open({"population": "10000"})
    # 40 with cancer, 32 positive; 9,960 without, 996 positive: 32/1,028 = 8/257 exactly.
    assert _counts(at) == {"tp": 32, "fn": 8, "fp": 996, "tn": 8964, "n": 10000}
    markdown = _markdown(at)
    assert "**32 of the 1,028**" in markdown  # English wording, deliberately
    assert text.NOTE_ROUNDING.fill(tp_exact=_n(32.0, 3), fp_exact=_n(996.0, 3), share=_n(3.11, 3),
                                   exact=_n(3.11, 3)) not in markdown
    assert "People come whole" not in markdown


@pytest.mark.parametrize("preset, ppv, p_positive, values", [
    # Eddy (1982): 0.008 / (0.008 + 0.99 * 0.096) = 25/322 = 0.0776; p(+) = 0.10304.
    ("eddy", 0.0776, 0.10304, (0.01, 0.8, 0.904)),
    # Cohen et al. (2016) strep test at 30 %: 0.2568 / 0.289 = 1284/1445 = 0.8886.
    ("strep", 0.8886, 0.289, (0.3, 0.856, 0.954)),
    ("mammogram", 0.0311, 0.1028, (0.004, 0.8, 0.9)),
])
def test_presets(preset, ppv, p_positive, values):
    at = _open({"prevalence": "0.2"})
    at.button_group(key="preset").set_value(preset).run()
    assert not at.exception
    assert tuple(float(at.text_input(key=k).value) for k in ("prevalence", "sensitivity", "specificity")) == values
    assert at.button_group(key="preset").value is None  # an action, back to nothing chosen
    shown = [parse_number(v) for v in _metrics(at)]
    assert round(shown[0], 4) == ppv
    assert shown[2] == pytest.approx(p_positive, abs=5e-5)
    assert text.PRESET_SOURCES[preset] in [c.value for c in at.caption]
    # The drag sliders follow the typed values.
    assert at.select_slider(key="prevalence_drag").value == values[0]


def test_the_citation_goes_when_the_numbers_leave_the_example():
    at = _open()
    at.text_input(key="specificity").input("0.91").run()
    assert text.PRESET_SOURCES["mammogram"] not in [c.value for c in at.caption]


def test_dragging_sets_the_typed_value_and_typing_moves_the_slider():
    at = _open()
    at.select_slider(key="sensitivity_drag").set_value(0.95).run()
    assert at.text_input(key="sensitivity").value == "0.95"
    # 0.0038 / (0.0038 + 0.0996) = 0.03675.
    assert parse_number(_metrics(at)[0]) == pytest.approx(0.0038 / 0.1034, rel=1e-3)
    at.text_input(key="prevalence").input("0.0012").run()
    drag = at.select_slider(key="prevalence_drag")
    assert drag.value == 0.0012 and "0.12 %" in drag.options  # the typed value is a stop of its own
    at.select_slider(key="prevalence_drag").set_value(0.000015).run()
    assert at.text_input(key="prevalence").value == "0.000015"  # written back without an exponent


# --------------------------------------------------------------------------- URL state


def test_every_main_control_reads_the_link():
    at = _open({"prevalence": "0.01", "sensitivity": "0.8", "specificity": "0.904", "population": "10000",
                "picture": "tree", "predict": "false"})
    assert at.text_input(key="prevalence").value == "0.01"
    assert at.button_group(key="population").value == "10000"
    assert at.button_group(key="picture").value == "tree"
    assert at.toggle(key="predict").value is False
    assert round(parse_number(_metrics(at)[0]), 4) == 0.0776
    tree = charts(at)[0]
    nodes = chart_dataset(tree, "nodes")
    # Eddy in 10,000: 100 with the condition (80 +, 20 -), 9,900 without (950.4 -> 950 +).
    assert nodes["label"][1] == "D: 100" and nodes["label"][3].startswith("+: 80")
    assert nodes["label"][5].startswith("+: 950")


def test_second_test_from_the_link():
    at = _open({"view": "second", "sensitivity2": "0.7", "specificity2": "0.99", "second": "negative"})
    assert at.slider(key="sensitivity2").value == 0.7
    assert at.button_group(key="second").value == "negative"
    steps = _steps(at)
    assert steps["result"] == ("+", "−")
    # Prior 8/257; LR- = 0.3 / 0.99; odds (32/996)(0.3/0.99) = 0.0097359; p = 0.0096420.
    assert parse_number(steps["before"][1]) == pytest.approx(8 / 257, rel=1e-3)
    assert parse_number(steps["lr"][1]) == pytest.approx(0.3 / 0.99, rel=1e-3)
    assert parse_number(steps["odds_after"][1]) == pytest.approx(32 / 996 * 0.3 / 0.99, rel=1e-3)
    assert parse_number(steps["after"][1]) == pytest.approx(0.0096420, rel=1e-3)
    # The first test: prior 0.004, LR+ = 0.8/0.1 = 8, posterior 8/257.
    assert parse_number(steps["lr"][0]) == 8 and parse_number(steps["after"][0]) == pytest.approx(8 / 257, rel=1e-3)


def test_second_test_positive_and_same_test_button():
    at = _open({"view": "second"})
    # Defaults 0.9 / 0.95: odds (32/996) * 18 = 0.5783, p = 48/131 = 0.3664.
    assert "**0.3664**" in _markdown(at)
    at.button(key="same_test").click().run()
    assert at.slider(key="sensitivity2").value == 0.8 and at.slider(key="specificity2").value == 0.9
    # Two mammograms: odds (4/996) * 64 = 256/996, p = 64/313 = 0.2045.
    assert text.SECOND_SUMMARY.fill(first=_n(8 / 257), second=_n(64 / 313)) in _markdown(at)


def test_classes_panel_from_the_link():
    at = _open({"view": "classes", "prior": "0.2 0.8", "likelihood": "0.6 0.4; 0.1 0.9", "vary": "2"})
    assert at.text_input(key="prior").value == "0.2 0.8"
    assert at.number_input(key="vary").value == 2
    markdown = _markdown(at)
    # x1: joints 0.12 and 0.08 -> 0.6, 0.4 (c1); x2: 0.08, 0.72 -> 0.1, 0.9 (c2).
    assert "| $p(c_{ 1 } \\mid x)$ | **0.6** | 0.1 |" in markdown
    # Class 2's thresholds: x1 0.6 / (0.1 + 0.6) = 6/7; x2 0.4 / (0.9 + 0.4) = 4/13.
    assert text.THRESHOLD_ROW.fill(k=2, j=1, t=_n(6 / 7), r=1) in markdown
    assert text.THRESHOLD_ROW.fill(k=2, j=2, t=_n(4 / 13), r=1) in markdown
    bands = next(chart_dataset(c, "bands") for c in charts(at) if "bands" in [d.name for d in c.proto.datasets])
    assert bands["start"] == [0.0, pytest.approx(6 / 7), 0.0, pytest.approx(4 / 13)]


def test_counts_panel_from_the_link_and_use_estimates():
    at = _open({"view": "counts", "counts": "2 0; 1 3", "alpha": "1"})
    assert at.slider(key="alpha").value == 1.0
    markdown = _markdown(at)
    # Smoothed [[3, 1], [2, 4]]: class totals 4 and 6 of 10.
    assert text.FRACTION.fill(top=_n(4.0), bottom=_n(10.0), value=_n(0.4, 3)) in markdown
    assert text.FRACTION.fill(top=_n(1.0), bottom=_n(4.0), value=_n(0.25, 3)) in markdown
    assert "ZERO" not in markdown and text.ZERO_CELLS_NOTE.split("(")[0] not in markdown
    at.button(key="use_estimates").click().run()
    assert at.button_group(key="view").value == "classes"
    assert at.text_input(key="prior").value == "4/10 6/10"
    assert at.text_area(key="likelihood").value == "3/4 1/4; 2/6 4/6"
    assert not at.error
    # MAP with the estimates: x1 joints 0.3, 0.2 -> c1; x2 0.1, 0.4 -> c2.
    assert re.search(r"\*\*MAP decision\*\* \| \$c_\{ 1 \}\$ \| \$c_\{ 2 \}\$", _markdown(at))


def test_zero_counts_warned_without_a_pseudo_count():
    at = _open({"view": "counts"})  # the default table has no record of x1 in c3
    cells = Safe("x₁ in c₃")
    assert text.ZERO_CELLS_NOTE.fill(cells=cells) in _markdown(at)


def test_complexity_panel_from_the_link():
    at = _open({"view": "complexity", "features": "20"})
    # 2^21 - 1 = 2,097,151 against 2 * 20 + 1 = 41.
    assert text.COMPLEXITY_NOW.fill(d=20, full=2_097_151, naive=41) in _markdown(at)
    spam = pages.by_script("views/spam.py").url_path
    assert [link.proto.page for link in at.get("page_link")] == [spam]


# --------------------------------------------------------------------------- edge states: true sentences


def _template_regex(template: str, **fixed: str) -> re.Pattern:
    """A template as a regular expression: ``fixed`` placeholders literal, the others any text."""
    pieces = []
    for part in re.split(r"(\{\{\w+\}\})", template):
        name = re.fullmatch(r"\{\{(\w+)\}\}", part)
        if name:
            pieces.append(re.escape(fixed[name.group(1)]) if name.group(1) in fixed else r"[^:;\n]+?")
        else:
            pieces.append(re.escape(part))
    return re.compile("".join(pieces))


def _effect_sentences(at: AppTest, effects: tuple[str, str]) -> None:
    """For + and -, the sentence of the core's named effect is shown, and no other effect's."""
    markdown = _markdown(at)
    for effect, symbol in zip(effects, ("+", "-")):
        for candidate, template in text.EFFECTS.items():
            found = _template_regex(template, result=text.RESULTS[symbol]).search(markdown)
            assert bool(found) == (candidate == effect), (symbol, candidate, effect, markdown)


def test_prevalence_one_in_100000():
    at = _open({"prevalence": "0.00001"})
    # 8e-6 / (8e-6 + 0.99999 * 0.1) = 8/100007 = 8.0e-5.
    assert parse_number(_metrics(at)[0]) == pytest.approx(8 / 100_007, rel=1e-3)
    assert _metrics(at)[0] == "7.999 × 10⁻⁵"
    assert _counts(at) == {"tp": 0, "fn": 0, "fp": 100, "tn": 900, "n": 1000}
    markdown = _markdown(at)
    # 1,000 people hold 0.01 with the condition on average: rounded away, and said so.
    assert text.NOTE_ROUNDED_AWAY.fill(n=1000, expected=_n(0.01, 3), exact=_n(800 / 100_007, 3)) in markdown
    _effect_sentences(at, ("raises", "lowers"))
    assert at.select_slider(key="prevalence_drag").value == 0.00001
    _no_raw_floats(at)


def test_specificity_one_makes_a_positive_certain():
    at = _open({"specificity": "1"})
    assert _metrics(at)[0] == "1"  # PPV = 1 exactly: no false positives
    _effect_sentences(at, ("certain", "lowers"))
    assert _counts(at)["fp"] == 0
    at.button_group(key="view").set_value("second").run()
    # LR+ = infinity: the odds become infinite and stay so; the table says ∞, never "inf".
    assert _steps(at)["lr"][0] == "∞"
    _no_raw_floats(at)


def test_sensitivity_zero_rules_out():
    at = _open({"sensitivity": "0"})
    assert _metrics(at)[0] == "0"
    _effect_sentences(at, ("ruled_out", "raises"))  # a negative is then (slightly) more likely with D
    _no_raw_floats(at)


def test_nobody_tests_positive():
    at = _open({"sensitivity": "0", "specificity": "1"})
    assert _metrics(at)[0] == UNDEFINED and _metrics(at)[2] == "0"
    _effect_sentences(at, ("impossible", "unchanged"))
    markdown = _markdown(at)
    assert text.NATURAL_NO_POSITIVE.fill(n=1000, with_d=4, without_d=996) in markdown
    assert "does not exist" in markdown  # FORMULA_NO_POSITIVE (English, deliberately)
    at.button_group(key="view").set_value("second").run()
    assert [i.value for i in at.info] == [text.FIRST_IMPOSSIBLE]
    at.toggle(key="predict").set_value(True).run()
    assert text.GUESS_NOTHING in [i.value for i in at.info]
    _no_raw_floats(at)


def test_nobody_tests_negative_npv_undefined():
    at = _open({"sensitivity": "1", "specificity": "0"})
    assert _metrics(at)[1] == UNDEFINED
    _effect_sentences(at, ("unchanged", "impossible"))
    _no_raw_floats(at)


@pytest.mark.parametrize("prevalence, effects", [("0", ("never", "never")), ("1", ("always", "always"))])
def test_certain_prevalence(prevalence, effects):
    at = _open({"prevalence": prevalence})
    _effect_sentences(at, effects)
    assert _metrics(at)[0] == prevalence
    _no_raw_floats(at)


def test_likelihood_ratio_one_changes_nothing():
    at = _open({"sensitivity": "0.3", "specificity": "0.7"})
    _effect_sentences(at, ("unchanged", "unchanged"))


def test_a_posterior_that_only_rounds_to_one_is_not_shown_as_1():
    # 0.5 * 0.99999 / (0.5 * 0.99999 + 0.5 * 0.00001) = 0.99999: prints as 1 with 4 digits.
    at = _open({"prevalence": "0.5", "sensitivity": "0.99999", "specificity": "0.99999"})
    assert _metrics(at)[0] == text.NEAR_ONE.fill(bound=_n(0.9999))
    _effect_sentences(at, ("raises", "lowers"))


def test_second_test_that_cannot_happen():
    at = _open({"view": "second", "sensitivity2": "0", "specificity2": "1"})
    assert [w.value for w in at.warning] == [text.SECOND_IMPOSSIBLE]


# --------------------------------------------------------------------------- MAP: ties, zeros, thresholds


def test_map_tie_is_reported():
    # x1: 0.6 * 0.2 = 0.4 * 0.3 = 0.12: a tie; x2: 0.48 vs 0.28: c1.
    at = _open({"view": "classes", "prior": "0.6 0.4", "likelihood": "0.2 0.8; 0.3 0.7"})
    markdown = _markdown(at)
    symbols = Safe(text.LIST_JOIN.join([text.CLASS_SYMBOL.fill(k=1), text.CLASS_SYMBOL.fill(k=2)]))
    assert text.TIE.fill(classes=symbols) in markdown
    assert text.TIES_NOTE.fill(values=text.VALUE_SYMBOL.fill(j=1)) in markdown
    assert "| $p(c_{ 1 } \\mid x)$ | **0.5** | **0.6316** |" in markdown  # both tied cells bold
    assert "| $p(c_{ 2 } \\mid x)$ | **0.5** | 0.3684 |" in markdown


def test_zero_prior_and_impossible_value():
    at = _open({"view": "classes", "prior": "0 0.5 0.5", "likelihood": "0.5 0.5 0; 0.2 0.8 0; 0.6 0.4 0"})
    markdown = _markdown(at)
    assert text.ZERO_PRIOR_NOTE.fill(classes=text.CLASS_SYMBOL.fill(k=1)) in markdown
    assert text.IMPOSSIBLE_NOTE.fill(values=text.VALUE_SYMBOL.fill(j=3)) in markdown
    assert text.IMPOSSIBLE_CELL in markdown
    # Moving class 1's prior: x1 needs 0.5 t > (1 - t) 0.5 * 0.6 -> t > 0.3 / 0.8 = 0.375.
    assert text.THRESHOLD_ROW.fill(k=1, j=1, t=_n(0.375), r=3) in markdown
    assert not at.error
    _no_raw_floats(at)


def test_changing_one_prior_moves_the_decision_across_its_threshold():
    # Default table, class 1 moved: x3 needs p(c1) > 0.24 / 0.44 = 6/11 = 0.5455 (others 0.6 : 0.4).
    at = _open({"view": "classes"})
    markdown = _markdown(at)
    assert text.THRESHOLD_ROW.fill(k=1, j=3, t=_n(6 / 11), r=3) in markdown
    decision = next(line for line in markdown.splitlines() if line.startswith(f"| **{text.DECISION_ROW}**"))
    assert decision.split("|")[4].strip() == text.CLASS_SYMBOL.fill(k=3)
    # Just above the threshold (0.55 with the others at 0.27 : 0.18, still 0.6 : 0.4): c1 takes x3,
    # 0.55 * 0.2 = 0.11 > 0.18 * 0.6 = 0.108.
    at.text_input(key="prior").input("0.55 0.27 0.18").run()
    decision = next(line for line in _markdown(at).splitlines() if line.startswith(f"| **{text.DECISION_ROW}**"))
    assert decision.split("|")[4].strip() == text.CLASS_SYMBOL.fill(k=1)


def test_vary_beyond_the_classes_is_clamped_and_said():
    at = _open({"view": "classes", "prior": "0.5 0.5", "likelihood": "0.5 0.5; 0.2 0.8", "vary": "5"})
    assert text.VARY_CLAMPED.fill(k=2) in _markdown(at)
    assert not at.error


# --------------------------------------------------------------------------- bad input keeps the page working


@pytest.mark.parametrize("query, reason", [
    ({"prior": "0.5 0.4", "likelihood": "0.5 0.5; 0.2 0.8"}, "prior_sum"),
    ({"prior": "0.5 banana"}, "not_a_number"),
    ({"prior": "0.5 0.5", "likelihood": "0.5 0.5; 0.2"}, "ragged"),
    ({"prior": "0.5 0.5", "likelihood": "0.5 0.5; 0.2 0.7"}, "row_sum"),
    ({"prior": "0.5 0.5", "likelihood": "0.5 0.5; 1/0 1"}, "division_by_zero"),
    ({"prior": "0.5 0.5", "likelihood": "1;1;1;1;1;1;1"}, "too_many_rows"),
    ({"prior": "1.5 -0.5", "likelihood": "0.5 0.5; 0.2 0.8"}, "not_probability"),
    ({"prior": "0.5 0.3 0.2", "likelihood": "0.5 0.5; 0.2 0.8"}, "prior_length"),
    ({"prior": "", "likelihood": "0.5 0.5; 0.2 0.8"}, "empty"),
    ({"prior": "1", "likelihood": "1"}, "too_few_rows"),
])
def test_bad_class_table(query, reason):
    at = _open({"view": "classes", **query})
    assert len(at.error) == 1
    message = at.error[0].value
    template = text.TABLE_ERRORS[reason]
    # The message is the template for this reason (its literal words around the placeholders).
    for piece in re.split(r"\{\{\w+\}\}", template):
        assert piece.strip() in message, (piece, message)
    assert message.endswith(text.TABLE_FIX)
    assert _metrics(at) and _counts(at)  # the rest of the page keeps working


@pytest.mark.parametrize("counts, reason", [
    ("1 -2; 3 4", "not_count"), ("1 2.5; 3 4", "not_count"), ("2 0; 0 0", "empty_class"),
    ("1 2", "too_few_rows"), ("1 2000000; 3 4", "too_large"), ("a b; c d", "not_a_number"),
])
def test_bad_counts(counts, reason):
    at = _open({"view": "counts", "counts": counts})
    assert len(at.error) == 1
    for piece in re.split(r"\{\{\w+\}\}", text.TABLE_ERRORS[reason]):
        assert piece.strip() in at.error[0].value
    assert _metrics(at)


@pytest.mark.parametrize("typed, expected", [
    ("0,01", 0.0776), ("1/100", 0.0776), ("1%", 0.0776), ("1e-2", 0.0776), (" 0.01 ", 0.0776),
])
def test_typed_prevalence_in_any_notation(typed, expected):
    # Eddy with the prevalence typed five ways: 25/322 = 0.0776 each time.
    at = _open({"specificity": "0.904"})
    at.text_input(key="prevalence").input(typed).run()
    assert round(parse_number(_metrics(at)[0]), 4) == expected
    assert not at.error


@pytest.mark.parametrize("typed, reason", [
    ("abc", "not_a_number"), ("", "empty"), ("1.5", "not_probability"), ("0.1 0.2", "not_one_number"),
    ("1/0", "division_by_zero"), ("-3", "not_probability"), ("9" * 30, "not_probability"),
])
def test_bad_typed_probability_keeps_the_last_good_value(typed, reason):
    at = _open()
    at.text_input(key="sensitivity").input(typed).run()
    (error,) = at.error
    for piece in re.split(r"\{\{\w+\}\}", text.VALUE_ERRORS[reason]):
        assert piece.strip() in error.value, (piece, error.value)
    assert text.SENSITIVITY_LABEL in error.value and _n(0.8) in error.value  # still 0.8
    assert _metrics(at)[0] == "0.03113" and _counts(at)["tp"] == 3  # the page keeps working
    at.text_input(key="sensitivity").input("0.9").run()
    assert not at.error


def test_link_values_longer_than_the_box_are_cut_as_the_box_cuts_them():
    # Streamlit cuts a linked value to the box's 32 characters; the slider follows the same value.
    at = _open({"sensitivity": "0." + "9" * 40})
    assert at.text_input(key="sensitivity").value == "0." + "9" * 30
    assert at.select_slider(key="sensitivity_drag").value == float("0." + "9" * 30) and not at.error
    at = _open({"sensitivity": "banana"})
    assert at.text_input(key="sensitivity").value == "banana"
    assert len(at.error) == 1 and at.select_slider(key="sensitivity_drag").value == 0.8


def test_hostile_table_text_is_shown_as_text():
    at = _open({"view": "classes", "prior": "<img src=x onerror=alert(1)> [x](javascript:1) $\\frac{1}{0}$"})
    assert len(at.error) == 1
    message = at.error[0].value
    assert not re.search(r"(?<!\\)[<\[$]", message)  # every <, [ and $ escaped: shown, not run


def test_bad_table_then_fixed():
    at = _open({"view": "classes", "prior": "0.5 0.4"})
    assert at.error
    at.text_input(key="prior").input("0.5 0.3 0.2").run()
    assert not at.error and charts(at)


# --------------------------------------------------------------------------- guess first


def test_guess_then_reveal_eddy():
    at = _open({"prevalence": "0.01", "specificity": "0.904", "predict": "true"})
    assert not at.metric and not charts(at)
    assert at.button(key="reveal").disabled
    at.text_input(key="guess").input("75").run()
    assert not at.metric  # typed, not revealed yet
    at.button(key="reveal").click().run()
    assert round(parse_number(_metrics(at)[0]), 4) == 0.0776
    (warning,) = at.warning
    # 75 % against 25/322 = 7.76 %: 67.2 percentage points too high, 9.66 times the answer;
    # nearer the sensitivity (80 %): the base-rate fallacy.
    answer = 2500 / 322
    assert text.SCORES["high"].fill(guess=_n(75.0, 3), answer=_n(answer, 3), points=_n(75 - answer, 3)) in warning.value
    assert text.SCORE_RATIO.fill(ratio=_n(75 / answer, 3)) in warning.value
    assert text.SCORE_INVERSE.fill(sensitivity=_n(80.0, 3)) in warning.value
    assert "guess" not in at.query_params  # nothing beyond the session
    # New settings: a new question, the answer hidden again and the guess cleared.
    at.text_input(key="prevalence").input("0.02").run()
    assert not at.metric and at.text_input(key="guess").value == ""


def test_a_good_guess_is_a_match():
    at = _open({"predict": "true"})
    at.text_input(key="guess").input("3.1").run()
    at.button(key="reveal").click().run()
    (success,) = at.success
    assert success.value.startswith(text.SCORES["match"].split("{{")[0])


def test_a_guess_with_a_decimal_comma_and_a_bad_guess():
    at = _open({"predict": "true", "lang": "pt-PT"})
    pt = words("bayes_rule", "pt-PT")
    at.text_input(key="guess").input("150").run()
    assert at.error[0].value == pt.GUESS_ERRORS["not_percent"].fill(value=number(150.0, lang="pt-PT"))
    assert at.button(key="reveal").disabled
    at.text_input(key="guess").input("3,1").run()  # 3.1 %: read, not 31
    assert not at.error and not at.button(key="reveal").disabled
    at.button(key="reveal").click().run()
    assert at.success[0].value.startswith(pt.SCORES["match"].split("{{")[0])


# --------------------------------------------------------------------------- Portuguese

#: English words that must not appear on a Portuguese page (titles of cited works aside).
SENTINELS = re.compile(r"\b(the|and|people|positive|negative|probability|condition|result|guess|which|with)\b",
                       re.IGNORECASE)


@pytest.mark.parametrize("lang", ["pt-BR", "pt-PT"])
@pytest.mark.parametrize("view", [None, "second", "classes", "counts", "complexity"])
def test_portuguese_renders(lang, view):
    query = {"lang": lang} | ({"view": view} if view else {})
    at = _open(query)
    shown = _all_text(at)
    labels = " ".join(w.label for kind in ("number_input", "select_slider", "slider", "text_input", "text_area",
                                           "button_group", "toggle", "button") for w in getattr(at, kind))
    found = SENTINELS.findall(re.sub(r"\*[^*]+\*", "", shown + " " + labels))  # *italic* titles aside
    assert not found, found
    assert not at.error
    if view is None:
        assert _metrics(at) == ["0,03113", "0,0008917", "0,1028"]
        assert r"0{,}8 \times 0{,}004 + 0{,}1 \times 0{,}996 = 0{,}1028" in _markdown(at)
        chart = charts(at)[0]
        assert '"decimal": ","' in chart.proto.spec.replace(" ", "").replace(":", ": ")


def test_portuguese_typed_decimal_comma():
    at = _open({"lang": "pt-BR", "specificity": "0,904"})
    assert at.text_input(key="prevalence").value == "0,004"  # the default in the reader's notation
    at.button_group(key="preset").set_value("eddy").run()
    assert at.text_input(key="specificity").value == "0,904"
    at.text_input(key="prevalence").input("0,01").run()
    assert _metrics(at)[0] == "0,07764"  # Eddy: 25/322
    at.text_input(key="prevalence").input("abc").run()
    assert text.VALUE_ERRORS["not_a_number"] != words("bayes_rule", "pt-BR").VALUE_ERRORS["not_a_number"]
    assert words("bayes_rule", "pt-BR").PREVALENCE_LABEL in at.error[0].value


def test_portuguese_decimal_comma_in_tables_is_read():
    at = _open({"lang": "pt-BR", "view": "classes", "prior": "0,5 0,3 0,2",
                "likelihood": "0,4 0,3 0,2 0,1; 0,1 0,2 0,3 0,4; 0,1 0,1 0,6 0,2"})
    assert not at.error
    assert "**0,8**" in _markdown(at)  # p(c1 | x1) = 0.2 / 0.25


# --------------------------------------------------------------------------- chart and table helpers


@pytest.mark.parametrize("alpha", [0.0, 0.5, 1.0, 2.5])
def test_estimates_written_as_fractions_read_back_exactly(alpha):
    from bayeslab.bayes_rule import estimate_from_counts, read_class_table
    from ui.charts.bayes_rule import fraction_text

    estimates = estimate_from_counts([[4, 3, 2, 1], [1, 2, 3, 4], [0, 1, 4, 1]], pseudo_count=alpha)
    prior_text, likelihood_text = fraction_text(estimates)
    prior, likelihood = read_class_table(prior_text, likelihood_text)
    assert prior.tolist() == pytest.approx(estimates.prior.tolist(), rel=1e-15)
    assert likelihood.tolist() == [pytest.approx(row, rel=1e-15) for row in estimates.likelihood.tolist()]


def test_crowd_chart_is_compiled_once_per_size_and_words():
    from bayeslab.bayes_rule import DiagnosticTest
    from ui.charts import bayes_rule as chart_module

    labels = tuple(text.CELLS[r] for r in chart_module.CELL_ROLES)
    table = DiagnosticTest(0.004, 0.8, 0.9).natural_frequencies(10_000)
    first = chart_module.crowd_chart(table, labels)
    second = chart_module.crowd_chart(DiagnosticTest(0.01, 0.8, 0.9).natural_frequencies(10_000), labels)
    assert first["transform"] is second["transform"]  # the same compiled spec, new data only
    assert first["data"] == {"sequence": {"start": 0, "stop": 10_000, "as": "i"}}
    # The legend speaks the page's words, in the fixed role colours.
    assert first["encoding"]["color"]["scale"]["domain"] == list(labels)


# --------------------------------------------------------------------------- show the code


def _snippet_output(at: AppTest) -> tuple[str, list[float]]:
    from tests.test_snippets import snippet_output

    return snippet_output(at)


@pytest.mark.parametrize("query", [
    {"population": "10000"},
    {"prevalence": "0.00001", "specificity": "0.904"},  # 8.333 × 10⁻⁵
    {"specificity": "1"},  # a positive is certain: no likelihood ratio printed for it
    {"sensitivity": "0", "specificity": "1"},  # nobody tests positive
    {"view": "second", "sensitivity2": "0.9", "specificity2": "0.95"},
    {"view": "second", "second": "negative"},
    {"view": "classes"},
    {"view": "classes", "prior": "0.5 0.5 0", "vary": "2"},  # a zero prior, a tie
    {"view": "counts", "alpha": "1"},
    {"view": "complexity", "features": "20"},
])
def test_the_code_prints_numbers_the_page_shows(query):
    """Show the code, for each panel: every number printed is one the page shows, to its digits."""
    from tests.test_snippets import _matches, _shown_numbers

    at = _open(query)
    # The shared reader takes 2,097,151 as 2,097 and 151: whole grouped numbers are added here.
    shown = _shown_numbers(at) + re.findall(r"(?<![\d.,])\d{1,3}(?:,\d{3}){2,}(?![\d,])", _markdown(at))
    out, values = _snippet_output(at)
    assert values, out
    missing = [v for v in values if not any(_matches(v, s) for s in shown)]
    assert not missing, (missing, out)


def test_the_code_of_the_mammogram_and_the_second_test():
    """The snippet's lines for MLaPP §2.2.3.1 (English labels of code, deliberately)."""
    at = _open({"view": "second"})
    out, _ = _snippet_output(at)
    lines = out.splitlines()
    # p(D | +) = 8/257, p(+) = 0.1028, LR+ = 0.8/0.1 = 8; 1,000 women: 3 + 100 positives.
    for line in ("p(D | +): 0.03113", "p(+): 0.1028", "LR+: 8", "true positives: 3", "all positives: 103"):
        assert line in lines, out
    # A second test with sensitivity 0.9 and specificity 0.95: LR 18, 8/257 -> 144/393 = 0.3664.
    assert "likelihood ratio of the second test: 18" in lines
    assert "p(D) after the second test: 0.3664" in lines


def test_before_the_reveal_there_is_no_code_to_show():
    """The code prints p(D | +); while it is being guessed the button is not drawn."""
    at = _open({"predict": "true"})
    assert not [b for b in at.button if b.key == "code"]
    at.text_input(key="guess").input("10").run()
    at.button(key="reveal").click().run()
    out, _ = _snippet_output(at)
    assert "p(D | +): 0.03113" in out.splitlines()
