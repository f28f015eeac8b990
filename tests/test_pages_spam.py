"""AppTests of the Naive Bayes spam page: widgets -> displayed numbers, black swan,
hostile text, tabs, corpora.

Oracles: scikit-learn's BernoulliNB / MultinomialNB on the same split and vocabulary
(with α = 0 our class prior is the relative frequency, as scikit-learn's).
"""

from __future__ import annotations

import re
import math
import shutil

import numpy as np
import pytest
import streamlit as st
from hypothesis import given, settings
from hypothesis import strategies as hst
from sklearn.naive_bayes import BernoulliNB as SkBernoulliNB
from sklearn.naive_bayes import MultinomialNB as SkMultinomialNB
from streamlit.testing.v1 import AppTest

from tests.apptest import chart_dataset, open_page, parse_number
from tests.apptest import charts as page_charts

from bayeslab import datasets
from bayeslab.text import fit_transform, tokenize
from ui.charts import spam as charts
from ui.text import words

text = words("spam", "en")

PAGE = "views/spam.py"
HOSTILE = [
    '<iframe srcdoc="<script>alert(1)</script>">',
    "<style>body{display:none}</style>",
    "[click](javascript:alert(1)) ![x](http://127.0.0.1:9/x.png) $\\frac{1}{0}$ :red[fake] **bold** # head",
]


@pytest.fixture(autouse=True)
def offline(monkeypatch, tmp_path):
    """No test may reach the network or a developer's real cache."""
    monkeypatch.setenv("BAYESLAB_OFFLINE", "1")
    monkeypatch.setenv("BAYESLAB_CACHE", str(tmp_path / "empty-cache"))


def _open(query: dict[str, str] | None = None) -> AppTest:
    return open_page(PAGE, query)


_charts = page_charts


def _dataset(at: AppTest, name: str) -> dict:
    """The named Arrow dataset of the page's (first) chart that has one."""
    for chart in page_charts(at):
        try:
            return chart_dataset(chart, name)
        except KeyError:
            continue
    raise KeyError(name)


def _text(at: AppTest) -> str:
    parts = [m.value for m in at.markdown] + [c.value for c in at.caption]
    parts += [w.value for w in at.warning] + [e.value for e in at.error] + [i.value for i in at.info]
    return "\n".join(parts)


def _p_spam(at: AppTest) -> str:
    (metric,) = [m for m in at.metric if m.label == text.METRIC_SPAM]
    return metric.value


def _posterior_log_odds(at: AppTest) -> float:
    steps = _dataset(at, "steps")
    assert steps["role"][-1] == "posterior"
    return steps["end"][-1]


def _oracle(message: str, model: str = "bernoulli", beta: float = 1.0) -> np.ndarray:
    """scikit-learn's log p(ham|x), log p(spam|x) for the page's default split."""
    corpus = datasets.load_bundled()
    y = corpus.y
    train, _ = datasets.train_test_split(y, 0.25, np.random.default_rng(0))
    vocabulary, X = fit_transform([corpus.texts[i] for i in train])
    cls = SkBernoulliNB if model == "bernoulli" else SkMultinomialNB
    sk = cls(alpha=beta, force_alpha=True).fit(X, y[train])
    assert list(sk.classes_) == ["ham", "spam"]
    return sk.predict_log_proba(vocabulary.transform([message]))[0]


# --------------------------------------------------------------------------- default


def test_default_render():
    at = _open()
    assert not at.error
    assert at.text_area(key="message").value == text.PRESET_GIFT
    # Finite log-odds above log(10⁴): p(ham | message) = 1/(1 + e^lo) is > 0 but rounds away
    # at 4 digits, so the metric must not claim certainty with "1".
    log_odds = _posterior_log_odds(at)
    assert math.isfinite(log_odds) and log_odds > math.log(1e4)
    assert _p_spam(at) == text.P_NEAR_ONE
    assert "verdict: spam" in at.metric[0].proto.delta
    assert _dataset_names(at) == {"steps", "zero", "curve", "current"}  # waterfall; β sweep (open panel)
    page = _text(at)
    assert "209 messages" in page and "BayesLab teaching corpus" in page
    assert "Accuracy: share classified correctly" in page


@pytest.mark.parametrize("model", ["bernoulli", "multinomial"])
def test_log_odds_match_scikit_learn(model):
    # α = 0: the class prior is the relative frequency, as in scikit-learn's fit_prior.
    at = _open({"alpha": "0.0", "model": model, "message": text.PRESET_HAM})
    assert at.segmented_control(key="model").value == model
    log_ham, log_spam = _oracle(text.PRESET_HAM, model)
    assert _posterior_log_odds(at) == pytest.approx(log_spam - log_ham, rel=1e-9)
    assert parse_number(_p_spam(at)) == pytest.approx(math.exp(log_spam), rel=5e-4)


def test_waterfall_adds_up_and_follows_reading_order():
    at = _open()
    steps = _dataset(at, "steps")
    assert steps["step"][0] == text.WATERFALL_PRIOR
    assert steps["step"][-2].startswith("absent words")  # Bernoulli: one bar for them
    # Each bar starts where the previous one ended; the posterior bar spans 0 → total.
    for k in range(1, len(steps["step"]) - 1):
        assert steps["start"][k] == pytest.approx(steps["end"][k - 1])
    assert steps["end"][-1] == pytest.approx(steps["end"][-2])
    words = steps["step"][1:-2]
    assert words.index("selected") < words.index("winners") < words.index("$1000")


def test_beta_change_moves_the_posterior():
    at = _open()
    before = _posterior_log_odds(at)
    at.slider(key="beta").set_value(0.5).run()
    assert not at.exception
    assert _posterior_log_odds(at) != pytest.approx(before)


# --------------------------------------------------------------------------- presets


@pytest.mark.parametrize("label", list(text.PRESETS))
def test_presets_fill_the_message(label):
    at = _open()
    at.pills(key="preset").set_value(label).run()
    assert not at.exception
    assert at.text_area(key="message").value == text.PRESETS[label]
    assert at.pills(key="preset").value is None  # ready to be picked again


def test_ham_preset_is_ham():
    at = _open({"message": text.PRESET_HAM})
    assert "verdict: ham" in at.metric[0].proto.delta


# --------------------------------------------------------------------------- black swan


def test_black_swan_at_beta_zero_names_the_word():
    at = _open({"message": text.PRESET_SWAN})
    assert float(_p_spam(at)) > 0.9  # smoothed: the spammy words win
    assert not at.warning
    at.slider(key="beta").set_value(0.0).run()
    assert not at.exception
    assert _p_spam(at) == "0"
    (warning,) = at.warning
    assert "Black swan" in warning.value and "**grandma**" in warning.value
    assert "*spam*" in warning.value
    steps = _dataset(at, "steps")
    assert steps["label"][steps["step"].index("grandma")] == "−∞"
    assert steps["label"][-1] == "−∞"  # the total; its bar is drawn to the plot's edge
    assert steps["end"][-1] == min(steps["end"])


def test_p_spam_is_one_only_when_ham_is_impossible():
    # At β = 0 a word seen only in spam gives ham probability exactly 0 (log −∞).
    at = _open({"message": "selected winners", "beta": "0.0"})
    assert _dataset(at, "steps")["label"][-1] == "+∞"  # the posterior log-odds
    assert _p_spam(at) == "1"
    assert "ham" in at.warning[0].value


def test_mle_ignores_beta_and_shows_the_black_swan():
    at = _open({"message": text.PRESET_SWAN, "estimate": "MLE", "beta": "3.0"})
    assert _p_spam(at) == "0"
    assert "grandma" in at.warning[0].value
    assert text.MLE_IGNORES_PSEUDOCOUNTS in _text(at)


def test_map_with_beta_below_one_zeroes_unseen_words():
    at = _open({"message": text.PRESET_SWAN, "estimate": "MAP", "beta": "0.5"})
    assert _p_spam(at) == "0"
    assert "grandma" in at.warning[0].value


def test_both_classes_zero_is_undefined_and_explained():
    at = _open({"message": text.PRESET_UNDEFINED, "beta": "0.0"})
    assert _p_spam(at) == "undefined"
    assert "none (undefined)" in at.metric[0].proto.delta
    (error,) = at.error
    assert "Undefined" in error.value and "**grandma**" in error.value
    assert "**selected**" in error.value or "**winners**" in error.value
    steps = _dataset(at, "steps")
    assert "posterior" not in steps["role"]  # ∞ − ∞: no total bar


def _marked(at: AppTest) -> str:
    """The marked message: the paragraph after the highlight header."""
    (block,) = [m.value for m in at.markdown if text.HIGHLIGHT_HEADER in m.value]
    return block.split("\n\n")[1]


def test_marked_message_colours_each_occurrence_by_its_own_evidence():
    # Multinomial: "free" ×3 adds more than 2 to the log-odds (its bar), but one
    # occurrence adds a third of it, below the highlight threshold of 2: plain red.
    message = "free free free grandma grandma"
    at = _open({"message": message, "model": "multinomial"})
    steps = _dataset(at, "steps")
    k = steps["step"].index("free ×3")
    total = steps["end"][k] - steps["start"][k]
    assert total > 2.0 and total / 3 <= 2.0
    assert _marked(at) == ":red[free] :red[free] :red[free] :blue[grandma] :blue[grandma]"


@pytest.mark.parametrize("model", ["bernoulli", "multinomial"])
def test_marked_message_black_swan_is_highlighted_in_every_occurrence(model):
    # β = 0: grandma was never in spam, a log-ratio of −∞ for every occurrence (never
    # nan, which would leave it plain).
    at = _open({"message": "free free free grandma grandma", "beta": "0.0",
                "model": model})
    steps = _dataset(at, "steps")
    assert any(s.startswith("grandma") and label == "−∞"
               for s, label in zip(steps["step"], steps["label"]))
    assert _marked(at).endswith(":blue-background[grandma] :blue-background[grandma]")


# --------------------------------------------------------------------------- hostile text


@pytest.mark.parametrize("message", HOSTILE)
def test_hostile_message_is_only_text(message):
    at = _open()
    at.text_area(key="message").input(message).run()
    assert not at.exception
    assert not at.get("html")
    for element in list(at.markdown) + list(at.caption):
        assert not element.proto.allow_html
    marked = [m.value for m in at.markdown if m.value.startswith(f"**{text.HIGHLIGHT_HEADER}**")]
    assert len(marked) == 1
    body = marked[0].split("\n\n", 1)[1]
    # Every ASCII punctuation character of the message arrives backslash-escaped.
    for char in set(message) - set(" \\"):
        if not char.isalnum() and char.isascii():
            assert f"\\{char}" in body, char
    assert "<" not in body.replace("\\<", "")
    assert "](" not in body.replace("\\]\\(", "")


# --------------------------------------------------------------------------- tabs


def test_underflow_lab_multinomial_long_message_underflows():
    at = _open({"tab": "underflow", "model": "Multinomial", "repeat": "300"})
    page = _text(at)
    assert text.PRODUCT_UNDERFLOW in page
    assert any(text.UNDERFLOW_VERDICT_UNDERFLOW in s.value for s in at.success)
    assert "\\log p(x) = B" in page
    assert not _dataset_names(at) & {"curve", "words"}  # the evaluation tab did not run


def test_underflow_lab_short_message_is_representable():
    at = _open({"tab": "underflow", "model": "Multinomial"})
    assert text.UNDERFLOW_VERDICT_OK in _text(at)


def test_model_tab_counts_parameters():
    at = _open({"tab": "model"})
    page = _text(at)
    corpus = datasets.load_bundled()
    train, _ = datasets.train_test_split(corpus.y, 0.25, np.random.default_rng(0))
    n_features = fit_transform([corpus.texts[i] for i in train])[0].n_features
    assert "2D + 1 = " + f"{2 * n_features + 1:,}".replace(",", "{,}") in page
    digits = len(str(2 ** (n_features + 1) - 1)) - 1  # log10 rounded down; shown rounded
    assert f"10^{{{digits}}}" in page or f"10^{{{digits + 1}}}" in page
    # The most indicative words are drawn in this panel (and only the open panel runs).
    assert _dataset_names(at) == {"steps", "zero", "words"}
    words = _dataset(at, "words")
    assert words["class"][0] == "spam" and words["class"][-1] == "ham"


def _dataset_names(at: AppTest) -> set[str]:
    return {d.name for c in _charts(at) for d in c.proto.datasets}


def test_evaluation_matches_scikit_learn_accuracy():
    at = _open({"alpha": "0.0"})
    corpus = datasets.load_bundled()
    y = corpus.y
    train, test = datasets.train_test_split(y, 0.25, np.random.default_rng(0))
    vocabulary, X = fit_transform([corpus.texts[i] for i in train])
    sk = SkBernoulliNB(alpha=1.0).fit(X, y[train])
    accuracy = float(np.mean(sk.predict(vocabulary.transform([corpus.texts[i] for i in test])) == y[test]))
    assert f"**{accuracy:.4g}**" in _text(at)
    sweep = _dataset(at, "curve")
    assert len(sweep["beta"]) == 26 and min(sweep["beta"]) == pytest.approx(1e-3)


# --------------------------------------------------------------------------- corpora


def test_sms_offline_falls_back_to_the_teaching_corpus():
    st.cache_resource.clear()
    at = _open({"corpus": "sms"})
    (warning,) = at.warning
    assert "could not be downloaded" in warning.value
    assert "209 messages" in _text(at)


def test_sms_from_a_verified_cache(monkeypatch, tmp_path, sms_corpus_path):
    cache = tmp_path / "cache"
    cache.mkdir()
    shutil.copy(sms_corpus_path, cache / datasets.SMS_FILE_NAME)
    monkeypatch.setenv("BAYESLAB_CACHE", str(cache))
    st.cache_resource.clear()
    try:
        at = _open({"corpus": "sms"})
        assert not at.warning
        assert "5,574 messages (747 spam, 4,827 ham)" in _text(at)
    finally:
        st.cache_resource.clear()  # later tests must not see the real corpus


def test_upload_choice_prompts_for_a_file():
    at = _open({"corpus": "upload"})
    assert any("Upload a CSV or TSV" in i.value for i in at.info)
    assert "209 messages" in _text(at)


def test_empty_message_asks_for_text():
    at = _open()
    at.text_area(key="message").input("   ").run()
    assert not at.exception
    assert any(text.EMPTY_MESSAGE in i.value for i in at.info)


def test_message_of_unknown_words_is_listed():
    at = _open({"message": "zzyzx qwertyuiop"})
    assert "zzyzx" in _text(at)


# --------------------------------------------------------------------------- pure builders

@settings(max_examples=100, deadline=None)
@given(hst.text(max_size=60))
def test_escape_markdown_leaves_no_active_character(raw):
    escaped = charts.escape_markdown(raw)
    # Undo the escapes: what is left is the text with whitespace runs collapsed.
    unescaped = re.sub(r"\\(.)", r"\1", escaped)
    assert unescaped == re.sub(r"\s+", " ", raw)
    # No unescaped ASCII punctuation survives (a backslash pair counts as escaped).
    stripped = re.sub(r"\\.", "", escaped)
    assert not re.search(r"[!-/:-@\[-`{-~]", stripped)
    assert "\n" not in escaped


@settings(max_examples=100, deadline=None)
@given(hst.text(max_size=80))
def test_token_spans_agree_with_the_core_tokenizer(message):
    tokens, spans, lowered = charts.token_spans(message)
    assert tokens == tokenize(message)
    assert [lowered[a:b] for a, b in spans] == tokens


def test_evidence_markdown_colours_by_sign_and_strength():
    tokens, spans, lowered = charts.token_spans("WIN cash, see mum")
    marked = charts.evidence_markdown(lowered, spans, [3.0, 0.8, -0.1, None])
    assert marked == ":red-background[win] :red[cash]\\, see :gray[mum]"
    assert charts.evidence_markdown("x", [(0, 1)], [-float("inf")]) == ":blue-background[x]"


def _steps(spec: dict) -> dict:
    return spec["datasets"]["steps"].to_pydict()


def test_waterfall_sums_to_the_posterior_log_odds():
    ratios = np.array([1.5, -0.25, 2.0])
    steps = _steps(charts.waterfall_chart(-0.5, ["a", "b", "c"], ratios, absent=-1.0, n_absent=7))
    assert steps["step"] == ["prior", "a", "b", "c", "absent words (7)", "= posterior"]
    assert steps["end"][-2] == pytest.approx(-0.5 + ratios.sum() - 1.0)
    assert steps["end"][-1] == pytest.approx(steps["end"][-2]) and steps["start"][-1] == 0
    assert steps["role"][1:5] == ["for spam", "for ham", "for spam", "for ham"]


def test_waterfall_groups_small_words_beyond_the_limit():
    ratios = np.arange(1.0, 16.0)  # 15 words
    words = [f"w{i}" for i in range(15)]
    steps = _steps(charts.waterfall_chart(0.0, words, ratios, max_words=5))
    assert steps["step"][1:5] == ["w11", "w12", "w13", "w14"]  # largest kept, in message order
    assert steps["step"][5] == "other 11 words"
    assert steps["end"][-1] == pytest.approx(ratios.sum())


def test_waterfall_infinite_and_undefined_terms():
    steps = _steps(charts.waterfall_chart(0.2, ["swan", "cash"], np.array([-np.inf, 3.0])))
    assert steps["label"] == ["+0.20", "−∞", "+3.00", "−∞"]
    edge = min(steps["end"])
    assert steps["end"][1] == edge and steps["end"][-1] == edge  # drawn to the left edge
    assert steps["end"][2] == pytest.approx(3.2)  # the walk goes on with the finite words
    steps = _steps(charts.waterfall_chart(0.0, ["a", "b"], np.array([-np.inf, np.inf])))
    assert "= posterior" not in steps["step"]  # ∞ − ∞: no total


def test_top_words_and_sweep_charts_take_data_only():
    spec = charts.top_words_chart(["win"], np.array([np.inf]), ["mum"], np.array([1.0]), title="t")
    words = spec["datasets"]["words"].to_pydict()
    assert words["word"] == ["win", "mum"] and words["label"] == ["+∞", "−1.00"]
    assert words["bar"][0] > 1.0 > 0 > words["bar"][1]
    sweep = charts.sweep_chart(np.array([0.1, 1.0]), np.array([0.9, 0.8]), np.array([np.inf, 0.3]), 0.0)
    data = sweep["datasets"]["curve"].to_pydict()
    assert math.isnan(data["log_loss"][0]) and data["log_loss"][1] == 0.3
    assert sweep["datasets"]["current"].num_rows == 0  # β = 0 is off a log axis
