"""AppTest of the Dice and words page (``/dirichlet``): widgets -> numbers on screen, bad input -> st.error.

Numbers are read from the page's tables and chart datasets and compared with values derived
by hand or from the textbook (MLaPP §3.4); sentences are found through the page's words
(``words("dirichlet", lang)``), not English literals, except where a docstring says so.
"""

from __future__ import annotations

import json
import re

import numpy as np
import pytest
from streamlit.testing.v1 import AppTest

from bayeslab.dirichlet import LAMB_TEXT, LAMB_VOCABULARY
from tests.apptest import chart_dataset, charts, open_page, parse_number
from ui.text import Safe, words

PAGE = "views/dirichlet.py"
EN = words("dirichlet", "en")
COMMON = words("common", "en")
# MLaPP §3.4.4.1: the rhyme's counts and, with α = 1, the posterior predictive (·)/27.
LAMB_COUNTS = (2, 4, 4, 0, 1, 1, 0, 1, 0, 4)
LAMB_NUMERATORS = (3, 5, 5, 1, 2, 2, 1, 2, 1, 5)


def _open(**query: str) -> AppTest:
    return open_page(PAGE, {k: str(v) for k, v in query.items()})


def _markdown(at: AppTest) -> str:
    return "\n".join(m.value for m in at.markdown)


def _shown(at: AppTest) -> str:
    """Every sentence the page shows as text (Markdown, captions, messages)."""
    parts = [m.value for m in at.markdown] + [c.value for c in at.caption]
    parts += [e.value for e in (*at.error, *at.info)]
    return "\n".join(parts)


_FRACTION = re.compile(r"^(?P<num>.+)/(?P<den>.+) = (?P<value>.+)$")


def _table(at: AppTest, header: str) -> list[list[str]]:
    """Rows (cells as shown) of the Markdown table whose first line is ``header``'s first line."""
    first = header.splitlines()[0]
    for block in (m.value for m in at.markdown):
        lines = block.splitlines()
        if first in lines:
            start = lines.index(first) + 2
            rows = []
            for line in lines[start:]:
                if not line.startswith("|"):
                    break
                rows.append([cell.strip() for cell in line.strip("|").split("|")])
            return rows
    raise AssertionError(f"no table with header {first!r}")


def _fractions(at: AppTest, lang: str = "en", header: str | None = None, column: int = 3):
    """(numerator, denominator, value) per row of the predictive column of a table."""
    text = words("dirichlet", lang)
    out = []
    for row in _table(at, header or text.TABLE_PREDICTIVE_HEADER):
        match = _FRACTION.match(row[column])
        assert match, row
        out.append(tuple(parse_number(match[g], lang) for g in ("num", "den", "value")))
    return out


def _chart_with(at: AppTest, dataset: str):
    found = [c for c in charts(at) if any(d.name == dataset for d in c.proto.datasets)]
    assert len(found) == 1, dataset
    return found[0]


def _estimates(at: AppTest, role: str, lang: str = "en") -> list[float]:
    """Values of one estimate (by its legend label) in the per-side chart's dataset."""
    table = chart_dataset(_chart_with(at, "sides"), "sides")
    label = words("dirichlet", lang).ESTIMATE_LABELS[role]
    return [v for v, lab, up in zip(table["value"], table["label"], table["upper"])
            if lab == label and (up is None or up != up)]


# --------------------------------------------------------------------------- default state: lions, tigers and a bear
def test_default_is_three_lions_two_tigers_and_a_bear():
    # Issue 13 (computed as in MLaPP §3.4.3-3.4.4): Dir(1, 1, 1) after (3, 2, 1) is Dir(4, 3, 2);
    # the next animal is a bear with probability 2/9.
    at = _open()
    assert not at.error and len(charts(at)) == 2
    assert at.slider(key="k").value == 3 and at.text_input(key="counts").value == "3, 2, 1"
    rows = _fractions(at)
    assert [(n, d) for n, d, _ in rows] == [(4, 9), (3, 9), (2, 9)]
    assert rows[2][2] == pytest.approx(2 / 9, abs=5e-5)
    np.testing.assert_allclose(_estimates(at, "posterior_mean"), [4 / 9, 3 / 9, 2 / 9])
    # MLaPP eq. 3.47 with α = 1: the MAP is the MLE (3, 2, 1)/6.
    np.testing.assert_allclose(_estimates(at, "map"), [1 / 2, 1 / 3, 1 / 6])
    np.testing.assert_allclose(_estimates(at, "mle"), [1 / 2, 1 / 3, 1 / 6])
    # Pseudo-counts stacked under the counts: 1 + 3, 1 + 2, 1 + 1.
    stacked = chart_dataset(_chart_with(at, "counts"), "counts")
    assert stacked["value"] == [1.0, 1.0, 1.0, 3.0, 2.0, 1.0]


def test_intervals_are_the_beta_marginals():
    from scipy import stats

    at = _open(level="0.9")
    estimates = _table(at, EN.TABLE_ESTIMATES_HEADER.fill(level=90))
    table = chart_dataset(_chart_with(at, "sides"), "sides")
    lower = [v for v, up in zip(table["value"], table["upper"]) if up == up and up is not None]
    for k, a in enumerate((4, 3, 2)):  # θ_k ~ Beta(α_k + N_k, 9 - α_k - N_k) a posteriori
        assert lower[k] == pytest.approx(stats.beta(a, 9 - a).ppf(0.05), rel=1e-9)
        low, high = estimates[k][3].strip("[]").split(", ")
        assert parse_number(low) == pytest.approx(stats.beta(a, 9 - a).ppf(0.05), rel=2e-3)
        assert parse_number(high) == pytest.approx(stats.beta(a, 9 - a).isf(0.05), rel=2e-3)


def test_url_initialises_the_state():
    at = _open(k=4, counts="1,2,3,4", alpha="0.5", level="0.8")
    assert at.slider(key="k").value == 4 and at.text_input(key="alpha").value == "0.5"
    assert at.slider(key="level").value == pytest.approx(0.8)
    # Dir(½, ½, ½, ½) after (1, 2, 3, 4): (1.5, 2.5, 3.5, 4.5)/12.
    rows = _fractions(at)
    assert [(n, d) for n, d, _ in rows] == [(1.5, 12), (2.5, 12), (3.5, 12), (4.5, 12)]
    assert EN.TABLE_ESTIMATES_HEADER.fill(level=80).splitlines()[0] in _markdown(at)


def test_only_k_in_the_link_resizes_the_default_counts():
    at = _open(k=5)
    assert not at.error
    assert at.text_input(key="counts").value == "3, 2, 1, 0, 0"


# --------------------------------------------------------------------------- prior presets and forms
@pytest.mark.parametrize(("preset", "alpha"), [("uniform", 1.0), ("jeffreys", 0.5), ("sparse", 0.1), ("fair", 50.0)])
def test_presets_set_the_same_alpha_for_every_side(preset, alpha):
    at = _open(prior="mean")
    at.selectbox(key="preset").select(preset).run()
    assert not at.exception and not at.error
    assert at.radio(key="prior").value == "alpha"
    assert float(at.text_input(key="alpha").value) == alpha
    assert at.selectbox(key="preset").value is None  # a one-off action
    rows = _fractions(at)
    assert [(n, d) for n, d, _ in rows] == [(3 + alpha, 6 + 3 * alpha), (2 + alpha, 6 + 3 * alpha),
                                             (1 + alpha, 6 + 3 * alpha)]


def test_sparse_prior_has_no_unique_map_and_says_so():
    # Dir(0.1, 0.1, 0.1) + (0, 0, 5): α_k + N_k < 1 on two sides, K = 3 -> unbounded on a face.
    at = _open(alpha="0.1", counts="0, 0, 5")
    assert _estimates(at, "map") == []
    assert EN.NO_UNIQUE_MAP in _markdown(at)
    assert [row[1] for row in _table(at, EN.TABLE_ESTIMATES_HEADER.fill(level=95))] == [EN.NO_MODE] * 3


def test_mean_and_strength_prior():
    at = _open(prior="mean", mean="1, 1, 2", strength="8")
    assert not at.error
    # α = 8 · (¼, ¼, ½) = (2, 2, 4); after (3, 2, 1): (5, 4, 5)/14.
    assert [(n, d) for n, d, _ in _fractions(at)] == [(5, 14), (4, 14), (5, 14)]
    np.testing.assert_allclose(_estimates(at, "prior_mean"), [0.25, 0.25, 0.5])


# --------------------------------------------------------------------------- K changes
def test_k_changes_resize_the_lists():
    at = _open(alpha="4, 3, 2")
    at.slider(key="k").set_value(5).run()
    assert not at.exception and not at.error
    assert at.text_input(key="counts").value == "3, 2, 1, 0, 0"
    assert at.text_input(key="alpha").value == "4, 3, 2, 1, 1"
    assert len(_fractions(at)) == 5
    at.slider(key="k").set_value(2).run()
    assert at.text_input(key="counts").value == "3, 2" and at.text_input(key="alpha").value == "4, 3"
    # Two sides: the coin page, linked with the same prior and data (side 1 = heads).
    (link,) = at.get("page_link")
    assert link.proto.page == "coin"
    assert link.proto.query_string == "a=4&b=3&heads=3&tails=2"


def test_a_k_change_keeps_decimal_commas():
    # "0,5; 1; 1" is three entries (semicolons separate, the comma is a decimal mark), not four.
    at = _open(lang="pt-BR", alpha="0,5; 1; 1")
    at.slider(key="k").set_value(4).run()
    assert at.text_input(key="alpha").value == "0,5; 1; 1; 1"
    assert not at.error


def test_a_symmetric_alpha_survives_a_k_change_and_a_guess_is_cleared():
    at = _open(prior="mean", mean="1, 1, 2")
    at.slider(key="k").set_value(4).run()
    assert at.text_input(key="mean").value == ""
    assert not at.error


# --------------------------------------------------------------------------- bad input
@pytest.mark.parametrize(("typed", "bad"), [("3, -1, x", ("-1", "x")), ("3, 2, 1.5", ("1.5",)), ("9" * 40 + ", 1, 1", ("9" * 40,))])
def test_bad_counts_show_an_error_and_the_page_keeps_working(typed, bad):
    at = _open()
    at.text_input(key="counts").input(typed).run()
    assert not at.exception
    (error,) = at.error
    tokens = Safe(", ".join(EN.TOKEN.fill(token=t) for t in bad))
    message = EN.BAD_TOKENS.fill(field=EN.FIELDS["counts"], tokens=tokens, rule=EN.TOKEN_RULES["count"])
    assert error.value == f"{message} {EN.FIX_COUNTS}"
    # The page carries on with no data: the posterior is the prior.
    assert len(charts(at)) == 2
    assert [(n, d) for n, d, _ in _fractions(at)] == [(1, 3)] * 3
    at.text_input(key="counts").input("1, 1, 1").run()
    assert not at.error


def test_counts_of_the_wrong_length():
    at = _open(counts="1, 2")
    (error,) = at.error
    message = EN.BAD_LENGTH.fill(field=EN.FIELDS["counts"], wanted=EN.WANTED_K.fill(k=3), k=3, got=2)
    assert error.value == f"{message} {EN.FIX_COUNTS}"


def test_bad_alpha_falls_back_to_the_uniform_prior():
    at = _open(alpha="1, 2")
    (error,) = at.error
    message = EN.BAD_LENGTH.fill(field=EN.FIELDS["alpha"], wanted=EN.WANTED_ONE_OR_K.fill(k=3), k=3, got=2)
    assert error.value == f"{message} {EN.FIX_PRIOR}"
    assert [(n, d) for n, d, _ in _fractions(at)] == [(4, 9), (3, 9), (2, 9)]
    at = _open(alpha="0")
    assert EN.TOKEN_RULES["pseudo_count"] in at.error[0].value


def test_typed_rolls_fill_the_counts_and_bad_faces_are_named():
    at = _open(data="sequence", faces="1 1 2 3 3 3")
    assert at.text_input(key="counts").value == "2, 1, 3" and at.text_input(key="counts").disabled
    assert [(n, d) for n, d, _ in _fractions(at)] == [(3, 9), (2, 9), (4, 9)]
    at.text_input(key="faces").input("1 4 x 2").run()
    (error,) = at.error
    rule = EN.TOKEN_RULES["face"].fill(k=3)
    tokens = Safe(", ".join(EN.TOKEN.fill(token=t) for t in ("4", "x")))
    assert error.value == f"{EN.BAD_TOKENS.fill(field=EN.FIELDS['faces'], tokens=tokens, rule=rule)} {EN.FIX_FACES}"
    assert at.text_input(key="counts").value == "2, 1, 3"  # the last counts stay


def test_simulated_rolls_are_seeded_and_the_truth_can_be_hidden():
    at = _open(data="simulate", rolls="60", seed="3", theta_true="1, 1, 2")
    counts = [int(c) for c in at.text_input(key="counts").value.split(", ")]
    assert sum(counts) == 60
    np.testing.assert_allclose(_estimates(at, "true_theta"), [0.25, 0.25, 0.5])
    again = _open(data="simulate", rolls="60", seed="3", theta_true="1, 1, 2")
    assert again.text_input(key="counts").value == at.text_input(key="counts").value
    hidden = _open(data="simulate", rolls="60", seed="3", hide="true")
    assert _estimates(hidden, "true_theta") == []  # not on the chart
    assert hidden.get("expander")  # revealed only on request
    bad = _open(data="simulate", theta_true="0, 0, 0")
    assert bad.error[0].value == f"{EN.ALL_ZERO.fill(field=EN.FIELDS['theta_true'])} {EN.FIX_THETA}"


# --------------------------------------------------------------------------- simplex
def test_simplex_draws_prior_and_posterior_on_a_cached_grid_of_10011_points():
    at = _open(view="simplex", alpha="0.5", counts="5, 0, 1")
    assert not at.error
    grids = [c for c in charts(at) if any(d.name == "grid" for d in c.proto.datasets)]
    assert len(grids) == 2
    for chart in grids:
        table = chart_dataset(chart, "grid")
        assert len(table["x"]) == 10_011
        rel = np.array(table["rel"], dtype=float)
        assert np.isfinite(rel).all() and rel.max() == 1.0 and rel.min() >= 1e-4 - 1e-9
    posterior, prior = (json.loads(c.proto.spec) for c in grids)
    assert posterior["title"]["text"] == EN.SIMPLEX_POSTERIOR_TITLE.fill(alpha=Safe("5.5, 0.5, 1.5"))
    assert prior["title"]["text"] == EN.SIMPLEX_PRIOR_TITLE.fill(alpha=Safe("0.5, 0.5, 0.5"))
    marked = {row["label"]: (row["t1"], row["t2"], row["t3"]) for row in posterior["layer"][-1]["data"]["values"]}
    # Posterior mean (5.5, 0.5, 1.5)/7.5; MLE (5, 0, 1)/6; no unique MAP (α₂ + N₂ = ½ < 1, K = 3).
    np.testing.assert_allclose(marked[EN.POSTERIOR_MARKERS["posterior_mean"]], np.array([5.5, 0.5, 1.5]) / 7.5)
    np.testing.assert_allclose(marked[EN.POSTERIOR_MARKERS["mle"]], np.array([5, 0, 1]) / 6)
    assert EN.POSTERIOR_MARKERS["map"] not in marked
    # Sides toward which the density is unbounded (α_k < 1) are drawn: θ₂ = 0 a posteriori, all three a priori.
    def thick_sides(spec):
        (layer,) = [layer for layer in spec["layer"] if layer.get("mark", {}).get("strokeWidth") == 4]
        return sorted({row["side"] for row in layer["data"]["values"]})
    assert thick_sides(posterior) == [1] and thick_sides(prior) == [0, 1, 2]
    # The colour scale starts at the smallest density shown (at least 10⁻⁴ of the largest).
    (low,) = [p["value"] for p in posterior["params"] if p["name"] == "low"]
    assert low == pytest.approx(1e-4)
    assert str(10_011) in _markdown(at).replace(",", "")


def test_simplex_needs_three_sides():
    at = _open(view="simplex", k=4, counts="1, 2, 3, 4")
    assert at.info[0].value == EN.SIMPLEX_NEEDS_K3 and not charts(at)
    at.button(key="set_k3").click().run()
    assert at.slider(key="k").value == 3 and at.text_input(key="counts").value == "1, 2, 3"
    assert len(charts(at)) == 2


# --------------------------------------------------------------------------- evidence
def test_evidence_of_the_lamb_counts_prefers_a_strength_near_16():
    # bayeslab.dirichlet.maximise_evidence_strength's example: the lamb counts under a uniform
    # mean prefer α₀ ≈ 15.889 (checked there against scipy.optimize).
    at = _open(view="evidence", k=10, counts=", ".join(map(str, LAMB_COUNTS)))
    assert not at.error
    points = chart_dataset(charts(at)[0], "points")
    best = dict(zip(points["label"], points["strength"]))[EN.EVIDENCE_LABELS["evidence_max"]]
    assert best == pytest.approx(15.889, abs=1e-3)
    assert dict(zip(points["label"], points["strength"]))[EN.EVIDENCE_LABELS["prior"]] == 10.0
    at.button(key="use_best").click().run()
    assert at.radio(key="prior").value == "mean"
    assert at.number_input(key="strength").value == pytest.approx(15.889, abs=1e-3)
    points = chart_dataset(charts(at)[0], "points")
    strengths = dict(zip(points["label"], points["strength"]))
    assert strengths[EN.EVIDENCE_LABELS["prior"]] == pytest.approx(strengths[EN.EVIDENCE_LABELS["evidence_max"]],
                                                                      rel=1e-9)


@pytest.mark.parametrize(("counts", "sentence"), [("3, 2, 1", "EVIDENCE_INFINITE"), ("4, 0, 0", "EVIDENCE_ZERO"),
                                                  ("0, 1, 0", "EVIDENCE_FLAT")])
def test_evidence_limits_have_their_own_sentence(counts, sentence):
    at = _open(view="evidence", counts=counts)
    template = getattr(EN, sentence)
    expected = template.split("$")[0].split("{{")[0]
    assert expected in _markdown(at)
    points = chart_dataset(charts(at)[0], "points")
    assert EN.EVIDENCE_LABELS["evidence_max"] not in points["label"]  # no finite maximum to mark


# --------------------------------------------------------------------------- words
def test_lamb_preset_gives_the_books_predictive():
    # MLaPP §3.4.4.1: (3, 5, 5, 1, 2, 2, 1, 2, 1, 5)/27, and "big" (never seen) keeps 1/27.
    at = _open(view="words")
    assert at.text_input(key="words").value == LAMB_TEXT
    rows = _fractions(at, header=EN.WORD_TABLE_HEADER, column=2)
    assert [(n, d) for n, d, _ in rows] == [(k, 27) for k in LAMB_NUMERATORS]
    counts = [int(row[1]) for row in _table(at, EN.WORD_TABLE_HEADER)]
    assert tuple(counts) == LAMB_COUNTS
    shown = _markdown(at)
    assert EN.UNSEEN_WORD.fill(word="big", a=EN.num(1.0), n=17, a0=EN.num(10.0), p=EN.num(1 / 27)) in shown
    assert EN.UNKNOWN_WORDS.fill(words="had, its, as") in shown
    bars = chart_dataset(charts(at)[0], "pairs")
    predictive = [v for v, lab in zip(bars["value"], bars["label"]) if lab == EN.PREDICTION_LABELS["predictive"]]
    plug_in = [v for v, lab in zip(bars["value"], bars["label"]) if lab == EN.PREDICTION_LABELS["plug_in"]]
    np.testing.assert_allclose(predictive, np.array(LAMB_NUMERATORS) / 27)
    np.testing.assert_allclose(plug_in, np.array(LAMB_COUNTS) / 17)


def test_typed_words_and_the_preset_button():
    at = _open(view="words", word_alpha="2")
    at.text_input(key="words").input("Mary, MARY! lamb").run()
    # α = 2 for K = 10 words: (2 + 2, 1 + 2, 2, …)/(3 + 20).
    rows = _fractions(at, header=EN.WORD_TABLE_HEADER, column=2)
    assert rows[0][:2] == (4, 23) and rows[1][:2] == (3, 23) and rows[2][:2] == (2, 23)
    at.text_input(key="words").input("").run()
    assert EN.NO_WORDS in _markdown(at)
    labels = set(chart_dataset(charts(at)[0], "pairs")["label"])
    assert labels == {EN.PREDICTION_LABELS["predictive"]}  # no MLE to plug in
    at.text_input(key="words").input(" ".join(LAMB_VOCABULARY)).run()
    assert EN.ALL_WORDS_SEEN in _markdown(at)
    at.button(key="lamb").click().run()
    assert at.text_input(key="words").value == LAMB_TEXT


def test_typed_words_are_echoed_as_text():
    at = _open(view="words", words="mary *bold* <b>x</b> $y$")
    shown = _markdown(at)
    # Words are runs of letters: the unknown ones are listed without any of the markup.
    assert EN.UNKNOWN_WORDS.fill(words="bold, b, x, y") in shown
    assert "<b>" not in shown and "*bold*" not in shown and "$y$" not in shown


def test_burstiness_after_the_rhyme():
    # MLaPP eq. 3.79 / bayeslab.dirichlet.burstiness: "mary" next with 3/27; after one more
    # "mary" the DCM says 4/28, the multinomial with θ fixed still 3/27.
    at = _open(view="burstiness")
    bars = chart_dataset(charts(at)[0], "pairs")
    by_label = {}
    for word, label, value in zip(bars["word"], bars["label"], bars["value"]):
        by_label.setdefault(label, {})[word] = value
    assert by_label[EN.BURST_LABELS["plug_in"]]["mary"] == pytest.approx(3 / 27, rel=1e-12)
    assert by_label[EN.BURST_LABELS["predictive"]]["mary"] == pytest.approx(4 / 28, rel=1e-12)
    shown = _markdown(at)
    assert EN.num(3 / 27, 3) in shown and EN.num(4 / 28, 3) in shown
    assert len(at.get("page_link")) == 1  # to the naive Bayes page


def test_burstiness_reports_the_sms_benchmark_as_measured():
    """English wording on purpose: the page must say plainly that the DCM did not win on SMS."""
    at = _open(view="burstiness")
    shown = _markdown(at)
    assert "the DCM did **not** beat the multinomial" in shown
    assert "accuracy 0.9811 against 0.9829" in shown and "log-loss 0.2433 against 0.1519" in shown


# --------------------------------------------------------------------------- languages
ENGLISH = re.compile(r"\b(the|and|with|side|sides|counts|prior|posterior|mean|rolls|never|word|words|next)\b")


def _english_words(at: AppTest) -> list[str]:
    shown = _shown(at)
    # The book's vocabulary, the rhyme and titles of sources are quoted as they are.
    for quoted in (*LAMB_VOCABULARY, LAMB_TEXT, "Mary had a little lamb", "Estimating a Dirichlet distribution",
                   "SMS Spam Collection", "bench.dcm_fit", "naive Bayes"):
        shown = shown.replace(quoted, "")
    return ENGLISH.findall(shown)


@pytest.mark.parametrize("lang", ["pt-BR", "pt-PT"])
@pytest.mark.parametrize("view", ["sides", "simplex", "evidence", "words", "burstiness"])
def test_portuguese_render(lang, view):
    at = _open(lang=lang, view=view, alpha="0.5")
    assert not at.exception and not at.error
    assert not _english_words(at), _english_words(at)
    text = words("dirichlet", lang)
    assert at.button_group(key="view").options == list(text.VIEWS.values())
    for chart in charts(at):
        assert '"decimal": ","' in chart.proto.spec


@pytest.mark.parametrize("lang", ["pt-BR", "pt-PT"])
def test_portuguese_numbers_have_decimal_commas(lang):
    at = _open(lang=lang, alpha="0.5")
    text = words("dirichlet", lang)
    rows = _fractions(at, lang)
    assert [(n, d) for n, d, _ in rows] == [(3.5, 7.5), (2.5, 7.5), (1.5, 7.5)]
    shown = _markdown(at)
    assert "3,5/7,5 = 0,4667" in shown
    assert "Dir(0,5; 0,5; 0,5)" in shown  # the prior's vector: decimal commas, semicolons between
    interval = _table(at, text.TABLE_ESTIMATES_HEADER.fill(level=95))[0][3]
    assert re.fullmatch(r"\[0,\d+; 0,\d+\]", interval), interval
    assert at.slider(key="k").label == text.K_LABEL


@pytest.mark.parametrize("lang", ["pt-BR", "pt-PT"])
def test_portuguese_errors(lang):
    at = _open(lang=lang, counts="3; x; 1")
    text = words("dirichlet", lang)
    (error,) = at.error
    message = text.BAD_TOKENS.fill(field=text.FIELDS["counts"], tokens=text.TOKEN.fill(token="x"),
                                   rule=text.TOKEN_RULES["count"])
    assert error.value == f"{message} {text.FIX_COUNTS}"
    assert "1.000.000.000" in error.value


def test_the_english_check_can_fail():
    # The Portuguese renders are checked by looking for English words: on the English page it finds them.
    assert len(_english_words(_open())) > 10


def test_a_decimal_comma_is_read_with_semicolons_and_the_error_says_how():
    pt = words("dirichlet", "pt-BR")
    at = _open(lang="pt-BR", alpha="0,5")  # read as the two entries 0 and 5: 0 is not > 0
    (error,) = at.error
    assert error.value.endswith(str(pt.FIX_PRIOR)) and "ponto e vírgula" in error.value
    at = _open(lang="pt-BR", alpha="0,5;")
    assert not at.error
    assert [(n, d) for n, d, _ in _fractions(at, "pt-BR")] == [(3.5, 7.5), (2.5, 7.5), (1.5, 7.5)]


def test_the_naive_bayes_link_opens_the_words_with_its_beta():
    # The naive Bayes page links its word pseudo-count β here: /dirichlet?view=words&word_alpha=β
    # (a symmetric Dirichlet prior over the vocabulary). "big" (never seen) then gets β/(17 + 10β).
    at = _open(view="words", word_alpha="0.05")
    assert at.number_input(key="word_alpha").value == 0.05
    numerator, denominator, value = _fractions(at, header=EN.WORD_TABLE_HEADER, column=2)[3]
    assert (numerator, denominator) == (0.05, 17.5) and value == pytest.approx(0.05 / 17.5, rel=1e-3)


def test_the_simplex_chart_is_compiled_once_and_its_grid_cached():
    """The grid of 10,011 points is built once per α and the chart's shape once per set of words."""
    from ui.cached import dirichlet as cached
    from ui.charts import dirichlet as chart_module

    grid = cached.simplex_grid()
    options = dict(title="t", labels=EN.POSTERIOR_MARKERS, legend_title="l", density_title="d",
                   theta_titles=EN.THETA_TITLES, corner_labels=EN.CORNERS)
    first = chart_module.simplex_chart(cached.simplex_table((4.0, 3.0, 2.0)), grid.spacing,
                                       {"posterior_mean": np.array([4, 3, 2]) / 9}, (), **options)
    misses = chart_module._simplex_spec.cache_info().misses
    table_hits = cached.simplex_table.cache_info().hits
    second = chart_module.simplex_chart(cached.simplex_table((4.0, 3.0, 2.0)), grid.spacing,
                                        {"posterior_mean": np.array([1, 1, 1]) / 3}, (0,), **options)
    assert chart_module._simplex_spec.cache_info().misses == misses  # same shape: no new compile
    assert cached.simplex_table.cache_info().hits == table_hits + 1  # same α: the table is reused
    assert second["datasets"]["grid"] is first["datasets"]["grid"]
    # Per-call values live in the copies only; the compiled spec keeps its named placeholders.
    assert first["layer"][-1]["data"]["values"][0]["t1"] == pytest.approx(4 / 9)
    assert second["layer"][-1]["data"]["values"][0]["t1"] == pytest.approx(1 / 3)
    roles = tuple((role, str(EN.POSTERIOR_MARKERS[role])) for role in ("posterior_mean",))
    compiled = chart_module._simplex_spec(roles, "l", "d", tuple(EN.THETA_TITLES), tuple(EN.CORNERS), grid.spacing)
    named = [layer["data"].get("name") for layer in compiled["layer"]]
    assert named[0] == "grid" and "markers" in named and "unbounded" in named and "datasets" not in compiled


# --------------------------------------------------------------------------- in front of a class
FRAME = words("frame", "en")


def _predictive_cells(at: AppTest) -> list[str]:
    return [row[3] for row in _table(at, EN.TABLE_PREDICTIVE_HEADER)]


def test_predict_asks_for_side_one_before_showing_its_posterior_mean():
    """Predict, then reveal: the posterior mean (all sides) is hidden until Reveal, and only it."""
    at = _open(predict="true")
    assert _estimates(at, "posterior_mean") == []  # not in the chart
    assert _predictive_cells(at) == [EN.HIDDEN_CELL] * 3  # not in the table
    # What the guess is made from stays: the prior mean and the MLE (3, 2, 1)/6.
    np.testing.assert_allclose(_estimates(at, "prior_mean"), [1 / 3] * 3)
    np.testing.assert_allclose(_estimates(at, "mle"), [1 / 2, 1 / 3, 1 / 6])
    interval_rows = [u for u in chart_dataset(_chart_with(at, "sides"), "sides")["upper"] if u == u and u is not None]
    assert len(interval_rows) == 3  # the credible intervals keep their place
    assert at.button(key="reveal_side_one").disabled
    at.text_input(key="guess_side_one").input("40").run()
    assert _estimates(at, "posterior_mean") == []  # typed, not revealed yet
    at.button(key="reveal_side_one").click().run()
    # Dir(1, 1, 1) after (3, 2, 1): p(next = 1) = 4/9 = 44.44 %; 40 % is 4.444 points away.
    np.testing.assert_allclose(_estimates(at, "posterior_mean"), [4 / 9, 3 / 9, 2 / 9])
    assert [(n, d) for n, d, _ in _fractions(at)] == [(4, 9), (3, 9), (2, 9)]
    (info,) = at.info
    # The frame writes the guess and the distance with 3 significant digits: 40 and 4.44.
    answer = EN.GUESS_SIDE_ONE_ANSWER.fill(percent=Safe("44.44"), num=Safe("4"), den=Safe("9"))
    assert info.value == FRAME.GUESS_DISTANCE.fill(guess=Safe("40"), answer=answer, off=Safe("4.44"))
    assert "guess_side_one" not in at.query_params  # nothing beyond the session
    # New counts: a new question, the answer hidden again.
    at.text_input(key="counts").input("1, 1, 4").run()
    assert _estimates(at, "posterior_mean") == [] and at.text_input(key="guess_side_one").value == ""


def test_without_predict_nothing_is_asked():
    at = _open()
    assert not [w for w in at.text_input if w.key == "guess_side_one"]
    assert len(_estimates(at, "posterior_mean")) == 3


def test_the_question_is_asked_in_portuguese():
    at = _open(predict="true", lang="pt-PT")
    pt = words("dirichlet", "pt-PT")
    assert any(pt.GUESS_SIDE_ONE in m.value for m in at.markdown)
    assert pt.GUESS_SIDE_ONE != words("dirichlet", "pt-BR").GUESS_SIDE_ONE != EN.GUESS_SIDE_ONE


def _snippet_output(at: AppTest) -> tuple[str, list[float]]:
    from tests.test_snippets import snippet_output

    return snippet_output(at)


@pytest.mark.parametrize("query", [
    {},
    {"k": "4", "counts": "0, 5, 1, 0", "alpha": "0.5", "level": "0.8"},  # no unique MAP, unseen sides
    {"counts": "0, 0, 0"},  # no data: no MLE printed
    {"view": "evidence", "counts": "2, 4, 4, 0, 1, 1, 0, 1, 0, 4", "k": "10"},
    {"view": "words"},
    {"view": "burstiness", "word_alpha": "0.5"},
    {"data": "simulate", "rolls": "30", "seed": "3"},
])
def test_the_code_prints_numbers_the_page_shows(query):
    """Show the code, for each view: every number printed is one the page shows, to its digits."""
    from tests.test_snippets import _matches, _shown_numbers

    at = _open(**query)
    shown = _shown_numbers(at)
    out, values = _snippet_output(at)
    assert values, out
    missing = [v for v in values if not any(_matches(v, s) for s in shown)]
    assert not missing, (missing, out)


def test_the_code_of_the_simplex_prints_what_its_markers_show():
    """The simplex view shows its numbers as markers: the snippet prints the same estimates."""
    at = _open(view="simplex", counts="3, 2, 1")
    out, _ = _snippet_output(at)
    # Dir(1, 1, 1) after (3, 2, 1) = Dir(4, 3, 2): mean (4, 3, 2)/9, MAP = MLE = (3, 2, 1)/6.
    assert "posterior alpha: 4, 3, 2" in out
    for line in ("p(next = 1): 0.4444", "MAP of theta_3: 0.1667", "MLE of theta_2: 0.3333"):
        assert line in out.splitlines(), out


def test_while_the_mean_is_guessed_the_code_does_not_print_it():
    at = _open(predict="true")
    out, _ = _snippet_output(at)
    assert "p(next" not in out and "MLE of theta_1: 0.5" in out
    at = _open(predict="true")
    at.text_input(key="guess_side_one").input("50").run()
    at.button(key="reveal_side_one").click().run()
    out, _ = _snippet_output(at)
    assert "p(next = 1): 0.4444" in out.splitlines()


def test_typed_words_reach_the_code_as_a_python_string():
    hostile = 'Mary "had" a lamb\\ \')); import os; os.system("echo pwned") #'
    at = _open(view="words", words=hostile)
    out, _ = _snippet_output(at)
    assert "pwned" not in out  # the sentence is a literal, never code
    assert "count of mary: 1" in out.splitlines() and "count of lamb: 1" in out.splitlines()
