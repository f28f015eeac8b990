"""AppTests of the Naive Bayes spam page: widgets -> displayed numbers, the sentences that
must be true in edge states, hostile text, panels, corpora and uploads.

Language-independent: elements are found by widget key, chart dataset and element type,
numbers are parsed (``tests.apptest.parse_number``), and sentences are compared with the
page's words (``words("spam", "en")`` filled as the page fills them). A few tests check
English wording on purpose; their docstrings say so.

Oracles: scikit-learn's BernoulliNB / MultinomialNB on the same split and vocabulary
(with α = 0 our class prior is the relative frequency, as scikit-learn's), and counts
made here with the tokenizer alone.
"""

from __future__ import annotations

import math
import shutil

import numpy as np
import pytest
import streamlit as st
from sklearn.naive_bayes import BernoulliNB as SkBernoulliNB
from sklearn.naive_bayes import MultinomialNB as SkMultinomialNB
from streamlit.testing.v1 import AppTest

from bayeslab import datasets
from bayeslab.text import fit_transform
from tests.apptest import chart_dataset, open_page, parse_number
from tests.apptest import charts as page_charts
from ui.cached import spam as cached
from ui.text import escape_markdown, words

text = words("spam", "en")
common = words("common", "en")

PAGE = "views/spam.py"
GIFT, HAM, SWAN, BOTH = (text.PRESET_MESSAGES[k] for k in ("gift", "ham", "swan", "undefined"))
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


def _dataset(at: AppTest, name: str) -> dict:
    """The named Arrow dataset of the page's (first) chart that has one."""
    for chart in page_charts(at):
        try:
            return chart_dataset(chart, name)
        except KeyError:
            continue
    raise KeyError(name)


def _dataset_names(at: AppTest) -> set[str]:
    return {d.name for c in page_charts(at) for d in c.proto.datasets}


def _text(at: AppTest) -> str:
    parts = [m.value for m in at.markdown] + [c.value for c in at.caption]
    parts += [w.value for w in at.warning] + [e.value for e in at.error] + [i.value for i in at.info]
    parts += [s.value for s in at.success]
    return "\n".join(parts)


def _metric(at: AppTest):
    (metric,) = [m for m in at.metric if m.label == text.METRIC_SPAM]
    return metric


def _p_spam(at: AppTest) -> str:
    return _metric(at).value


def _verdict(at: AppTest) -> str:
    return _metric(at).proto.delta


def _posterior_log_odds(at: AppTest) -> float:
    steps = _dataset(at, "steps")
    assert steps["role"][-1] == text.WATERFALL_ROLES["total"]
    return steps["end"][-1]


def _split(test_fraction: float = 0.25, seed: int = 0):
    corpus = datasets.load_bundled()
    train, test = datasets.train_test_split(corpus.y, test_fraction, np.random.default_rng(seed))
    return corpus, train, test


def _oracle(message: str, model: str = "bernoulli", beta: float = 1.0) -> np.ndarray:
    """scikit-learn's log p(ham|x), log p(spam|x) for the page's default split."""
    corpus, train, _ = _split()
    vocabulary, X = fit_transform([corpus.texts[i] for i in train])
    cls = SkBernoulliNB if model == "bernoulli" else SkMultinomialNB
    sk = cls(alpha=beta, force_alpha=True).fit(X, corpus.y[train])
    assert list(sk.classes_) == ["ham", "spam"]
    return sk.predict_log_proba(vocabulary.transform([message]))[0]


def _upload(at: AppTest, name: str, data: bytes) -> AppTest:
    at.file_uploader(key="upload").set_value((name, data, "text/csv")).run()
    assert not at.exception, [e.value for e in at.exception]
    return at


def _csv(rows: list[tuple[str, str]]) -> bytes:
    return ("label,text\n" + "".join(f"{label},{message}\n" for label, message in rows)).encode()


@pytest.fixture(autouse=True)
def _fresh_store():
    """Each test starts from empty shared caches (they outlive a test in this process)."""
    cached.store().clear()
    yield


# --------------------------------------------------------------------------- default


def test_default_render():
    at = _open()
    assert not at.error and not at.warning
    assert at.text_area(key="message").value == GIFT
    # Finite log-odds above log(10⁴): p(ham | message) = 1/(1 + e^lo) is > 0 but rounds away
    # at 4 digits, so the metric must not claim certainty with "1".
    log_odds = _posterior_log_odds(at)
    assert math.isfinite(log_odds) and log_odds > math.log(1e4)
    assert _p_spam(at) == text.P_NEAR_ONE
    assert text.VERDICTS["positive"] in _verdict(at)
    assert _dataset_names(at) == {"steps", "zero", "curve", "current"}  # waterfall; β sweep (open panel)
    corpus, train, test = _split()
    counts = corpus.class_counts()
    summary = text.CORPUS_SUMMARY_FMT.fill(
        name=text.CORPUS_NAMES["teaching"], n_documents=corpus.n_documents, n_spam=counts["spam"],
        n_ham=counts["ham"], n_train=train.size, n_test=test.size)
    assert summary in _text(at)


def test_default_render_in_english():
    """Deliberately English: the summary and the evaluation's explanation as a student reads them."""
    at = _open()
    page = _text(at)
    assert "209 messages (80 spam, 129 ham). Training on 157, testing on 52." in page
    assert "Accuracy: share classified correctly" in page
    assert "verdict: spam" in _verdict(at)


@pytest.mark.parametrize("model", ["bernoulli", "multinomial"])
def test_log_odds_match_scikit_learn(model):
    # α = 0: the class prior is the relative frequency, as in scikit-learn's fit_prior.
    at = _open({"alpha": "0.0", "model": model, "message": HAM})
    assert at.segmented_control(key="model").value == model
    log_ham, log_spam = _oracle(HAM, model)
    assert _posterior_log_odds(at) == pytest.approx(log_spam - log_ham, rel=1e-9)
    assert parse_number(_p_spam(at)) == pytest.approx(math.exp(log_spam), rel=5e-4)


def test_waterfall_adds_up_and_follows_reading_order():
    at = _open()
    steps = _dataset(at, "steps")
    assert steps["step"][0] == text.WATERFALL_PRIOR
    # Bernoulli: one bar for the absent words, D minus the message's known words.
    corpus, train, _ = _split()
    vocabulary, _ = fit_transform([corpus.texts[i] for i in train])
    n_absent = vocabulary.n_features - vocabulary.read(GIFT).order.size
    assert steps["step"][-2] == text.WATERFALL_ABSENT_FMT.replace("{{n}}", str(n_absent))
    # Each bar starts where the previous one ended; the posterior bar spans 0 → total.
    for k in range(1, len(steps["step"]) - 1):
        assert steps["start"][k] == pytest.approx(steps["end"][k - 1])
    assert steps["end"][-1] == pytest.approx(steps["end"][-2])
    names = steps["step"][1:-2]
    assert names.index("selected") < names.index("winners") < names.index("$1000")


def test_beta_change_moves_the_posterior():
    at = _open()
    before = _posterior_log_odds(at)
    at.slider(key="beta").set_value(0.5).run()
    assert not at.exception
    assert _posterior_log_odds(at) != pytest.approx(before)


def test_parts_shown_once_follow_the_state_and_the_language():
    """The waterfall, the metrics, the marked message and the scores are composed once per
    (state, language) (``Store.shown``): going back to a β, or another language in the same
    process, must show that state's numbers in that language, never another's from the cache.

    Oracle: scikit-learn at each β (α = 0, as in ``test_log_odds_match_scikit_learn``). Without
    the language in a key the Portuguese page would show the English "." decimal point; without
    β it would show β = 0.5's log-odds after going back to β = 1.
    """
    at = _open({"alpha": "0.0", "message": HAM})
    for beta in (1.0, 0.5, 1.0, 0.5):
        at.slider(key="beta").set_value(beta).run()
        assert not at.exception
        log_ham, log_spam = _oracle(HAM, beta=beta)
        assert _posterior_log_odds(at) == pytest.approx(log_spam - log_ham, rel=1e-9)
        assert parse_number(_metric(at).value) == pytest.approx(math.exp(log_spam), rel=5e-4)
    pt = open_page(PAGE, {"alpha": "0.0", "message": HAM, "beta": "0.5", "lang": "pt-BR"})
    assert not pt.exception
    pt_text = words("spam", "pt-BR")
    (metric,) = [m for m in pt.metric if m.label == pt_text.METRIC_SPAM]
    log_ham, log_spam = _oracle(HAM, beta=0.5)
    assert "," in metric.value and "." not in metric.value
    assert parse_number(metric.value, "pt-BR") == pytest.approx(math.exp(log_spam), rel=5e-4)
    steps = _dataset(pt, "steps")
    assert steps["step"][0] == pt_text.WATERFALL_PRIOR and "," in steps["label"][0]
    assert any(pt_text.HIGHLIGHT_HEADER in m.value for m in pt.markdown)
    # And English again: the English page's words, not the Portuguese ones just cached.
    at.slider(key="beta").set_value(1.0).run()
    assert _dataset(at, "steps")["step"][0] == text.WATERFALL_PRIOR
    assert any(text.HIGHLIGHT_HEADER in m.value for m in at.markdown)


# --------------------------------------------------------------------------- presets


@pytest.mark.parametrize("key", list(text.PRESET_LABELS))
def test_presets_fill_the_message(key):
    at = _open()
    at.selectbox(key="preset").set_value(key).run()
    assert not at.exception
    assert at.text_area(key="message").value == text.PRESET_MESSAGES[key]
    assert at.selectbox(key="preset").value is None  # ready to be picked again


def test_ham_preset_is_ham():
    at = _open({"message": HAM})
    assert text.VERDICTS["negative"] in _verdict(at)


# --------------------------------------------------------------------------- black swans


def _reason(reason: str, zero_class: str, names: list[str]) -> str:
    bold = ", ".join(f"**{escape_markdown(w)}**" for w in names)
    from ui.text import Safe

    return text.ZERO_REASONS[reason].fill(zero_class=text.CLASS_NAMES[zero_class], words=Safe(bold))


def test_black_swan_at_beta_zero_names_the_word():
    at = _open({"message": SWAN})
    assert parse_number(_p_spam(at)) > 0.9  # smoothed: the spammy words win
    assert not at.warning
    at.slider(key="beta").set_value(0.0).run()
    assert not at.exception
    assert _p_spam(at) == "0"
    (warning,) = at.warning
    assert text.BLACK_SWAN_HEAD_FMT.fill(zero_class="spam") in warning.value
    assert _reason("unseen", "spam", ["grandma"]) in warning.value
    assert text.ZERO_ADVICE["mean"] in warning.value
    steps = _dataset(at, "steps")
    assert steps["label"][steps["step"].index("grandma")] == "−∞"
    assert steps["label"][-1] == "−∞"  # the total; its bar is drawn to the plot's edge
    assert steps["end"][-1] == min(steps["end"])


def test_black_swan_in_english():
    """Deliberately English: the black swan as a student reads it."""
    at = _open({"message": SWAN, "beta": "0.0"})
    (warning,) = at.warning
    assert warning.value.startswith("**Black swan.** For this message *spam* is impossible.")
    assert "Never seen in a *spam* training message, so estimated at probability exactly 0 there: **grandma**." in warning.value
    assert "all swans are white" in warning.value


def test_p_spam_is_one_only_when_ham_is_impossible():
    # At β = 0 a word seen only in spam gives ham probability exactly 0 (log −∞).
    at = _open({"message": "selected winners", "beta": "0.0"})
    assert _dataset(at, "steps")["label"][-1] == "+∞"  # the posterior log-odds
    assert _p_spam(at) == "1"
    assert text.BLACK_SWAN_HEAD_FMT.fill(zero_class="ham") in at.warning[0].value


def test_mle_ignores_beta_and_shows_the_black_swan():
    at = _open({"message": SWAN, "estimate": "mle", "beta": "3.0"})
    assert _p_spam(at) == "0"
    assert _reason("unseen", "spam", ["grandma"]) in at.warning[0].value
    # The MLE ignores β: the advice is not "raise β".
    assert text.ZERO_ADVICE["mle"] in at.warning[0].value and text.ZERO_ADVICE["mean"] not in at.warning[0].value
    assert text.MLE_IGNORES_PSEUDOCOUNTS in _text(at)


def test_bernoulli_map_with_beta_below_one_zeroes_unseen_words():
    # Each word's θ is a Beta: Beta(0.5, N + 0.5) for an unseen word has its maximum at 0.
    at = _open({"message": SWAN, "estimate": "map", "beta": "0.5"})
    assert _p_spam(at) == "0"
    assert _reason("unseen", "spam", ["grandma"]) in at.warning[0].value
    assert text.ZERO_ADVICE["map"] in at.warning[0].value


def test_multinomial_map_with_beta_below_one_is_undefined_and_says_why():
    # θ_c is one Dirichlet over the vocabulary: with 0 < β < 1 every unseen word makes it
    # unbounded along a face, so there is no single MAP (the old rule gave those words 0).
    at = _open({"message": SWAN, "estimate": "map", "beta": "0.5", "model": "multinomial"})
    assert _p_spam(at) == common.UNDEFINED
    (warning,) = at.warning
    for name in ("ham", "spam"):
        what = text.UNDEFINED_THETA_FMT.fill(class_name=text.CLASS_NAMES[name])
        assert text.UNDEFINED_ESTIMATES["unbounded"].fill(what=what) in warning.value
    assert text.UNDEFINED_ESTIMATES["flat"].fill(what=text.UNDEFINED_PRIOR) not in warning.value


def test_both_classes_zero_is_undefined_and_explained():
    at = _open({"message": BOTH, "beta": "0.0"})
    assert _p_spam(at) == common.UNDEFINED
    assert text.VERDICTS["undefined"] in _verdict(at)
    (error,) = at.error
    assert error.value.startswith(text.UNDEFINED_HEAD)
    assert _reason("unseen", "spam", ["grandma", "says"]) in error.value
    assert _reason("unseen", "ham", ["selected", "winners"]) in error.value
    assert text.UNDEFINED_CONSEQUENCE in error.value
    steps = _dataset(at, "steps")
    assert text.WATERFALL_ROLES["total"] not in steps["role"]  # ∞ − ∞: no total bar


@pytest.mark.parametrize("model", ["bernoulli", "multinomial"])
def test_map_at_beta_zero_says_seen_once_not_never_seen(model):
    """Issue 10: with MAP and β = 0 the gift-card preset's ``very`` (once in spam), ``been``
    and ``gift`` (once in ham) get probability 0 because Beta(1, n) has mode 0, yet the old
    page said they "never appeared" there. Oracle: the training messages that contain them."""
    from bayeslab.text import tokenize

    corpus, train, _ = _split()
    docs = {c: [set(tokenize(corpus.texts[i])) for i in train if corpus.labels[i] == c] for c in ("ham", "spam")}
    assert sum("very" in d for d in docs["spam"]) == 1
    assert sum("been" in d for d in docs["ham"]) == 1 and sum("gift" in d for d in docs["ham"]) == 1
    at = _open({"estimate": "map", "beta": "0.0", "model": model})
    (error,) = at.error  # both classes impossible
    message_words = sorted(set(tokenize(GIFT)) & set().union(*docs["ham"], *docs["spam"]))
    for c in ("ham", "spam"):
        unseen = [w for w in message_words if sum(w in d for d in docs[c]) == 0]
        once = [w for w in message_words if sum(w in d for d in docs[c]) == 1]
        if model == "multinomial":  # once = one occurrence in the class's training tokens
            once = [w for w in message_words
                    if sum(tokenize(corpus.texts[i]).count(w) for i in train if corpus.labels[i] == c) == 1]
        assert _reason("seen_once", c, once) in error.value
        if unseen:
            assert _reason("unseen", c, unseen) in error.value
    assert _reason("seen_once", "spam", ["very"]) in error.value
    assert {"been", "gift"} <= {w for w in message_words if sum(w in d for d in docs["ham"]) == 1}


def test_class_impossible_by_its_prior_is_explained():
    """MAP with α = 0: π_spam is the mode of Beta(N_spam, N_ham), 0 with one spam message.
    The old page showed p(spam | message) = 0 with no reason (only words were checked)."""
    rows = [("spam", "win cash now")] + [("ham", f"lunch at {i}") for i in range(3)]
    at = _open({"corpus": "upload", "estimate": "map", "alpha": "0.0", "beta": "2.0"})
    _upload(at, "prior.csv", _csv(rows))
    assert _p_spam(at) == "0"
    (warning,) = at.warning
    assert text.ZERO_REASONS["prior"].fill(zero_class="spam") in warning.value
    assert text.ZERO_ADVICE_PRIOR in warning.value


# --------------------------------------------------------------------------- the marked message


def _marked(at: AppTest) -> str:
    """The marked message: the paragraph after the highlight header."""
    (block,) = [m.value for m in at.markdown if text.HIGHLIGHT_HEADER in m.value]
    return block.split("\n\n")[1]


def test_marked_message_colours_each_occurrence_by_its_own_evidence():
    # Multinomial: "free" ×3 adds more than 2 to the log-odds (its bar), but one
    # occurrence adds a third of it, below the highlight threshold of 2: plain red.
    at = _open({"message": "free free free grandma grandma", "model": "multinomial"})
    steps = _dataset(at, "steps")
    k = steps["step"].index(text.WATERFALL_REPEATED_FMT.replace("{{word}}", "free").replace("{{n}}", "3"))
    total = steps["end"][k] - steps["start"][k]
    assert total > 2.0 and total / 3 <= 2.0
    assert _marked(at) == ":red[free] :red[free] :red[free] :blue[grandma] :blue[grandma]"


@pytest.mark.parametrize("model", ["bernoulli", "multinomial"])
def test_marked_message_black_swan_is_highlighted_in_every_occurrence(model):
    # β = 0: grandma was never in spam, a log-ratio of −∞ for every occurrence.
    at = _open({"message": "free free free grandma grandma", "beta": "0.0", "model": model})
    steps = _dataset(at, "steps")
    assert any(s.startswith("grandma") and label == "−∞" for s, label in zip(steps["step"], steps["label"]))
    assert _marked(at).endswith(":blue-background[grandma] :blue-background[grandma]")


def test_zero_width_space_does_not_split_a_word():
    """Issue 11: "fr\u200bee" was read as "fr" and "ee"; the core now normalizes first."""
    import re

    at = _open({"message": "fr\u200bee ＰＲＩＺＥ"})
    plain = re.sub(r":[a-z-]+\[([^\]]*)\]", r"\1", _marked(at))
    assert plain == "free prize"
    steps = _dataset(at, "steps")
    assert "free" in steps["step"] and "prize" in steps["step"]
    assert "fr" not in steps["step"] and "ee" not in steps["step"]


def test_a_word_no_class_can_produce_is_named():
    # MAP, β = 0: "very" has probability 0 in both classes (seen once in spam, never in
    # ham): its ratio is 0/0, plain in the marked message, and the notes say why.
    at = _open({"estimate": "map", "beta": "0.0"})
    from ui.text import Safe

    assert text.HIGHLIGHT_BOTH_ZERO_FMT.fill(words=Safe("**very**")) in _text(at)


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


# --------------------------------------------------------------------------- edge states of the message


def test_empty_message_asks_for_text():
    at = _open()
    at.text_area(key="message").input("   ").run()
    assert not at.exception
    assert any(i.value == text.EMPTY_MESSAGE for i in at.info)


def test_message_without_tokens_says_only_the_prior_decides():
    at = _open({"message": "!!! ?? :-)"})
    assert text.NO_TOKENS in _text(at)
    steps = _dataset(at, "steps")
    assert steps["step"][1] == text.WATERFALL_ABSENT_FMT.replace("{{n}}", str(_vocabulary_size()))


def _vocabulary_size() -> int:
    corpus, train, _ = _split()
    return fit_transform([corpus.texts[i] for i in train])[0].n_features


def test_message_of_unknown_words_is_listed():
    at = _open({"message": "zzyzx qwertyuiop"})
    page = _text(at)
    assert text.NO_KNOWN_WORDS in page
    from ui.text import Safe

    assert text.UNKNOWN_WORDS_FMT.fill(words=Safe("zzyzx, qwertyuiop")) in page


def test_many_unknown_words_say_how_many_more():
    message = " ".join(f"zq{i}x" for i in range(35))
    at = _open({"message": message})
    assert text.UNKNOWN_MORE_FMT.fill(n=5) in _text(at)


def test_a_tie_is_called_a_tie():
    """Log-odds exactly 0 (equal priors, only unknown words, multinomial): p = 0.5. The old
    page called it "ham" (p > 0.5 was spam, anything else ham)."""
    rows = [("spam", "win cash now"), ("spam", "win a prize"), ("ham", "lunch at one"), ("ham", "see you soon")]
    at = _open({"corpus": "upload", "model": "multinomial", "message": "zzyzx"})
    _upload(at, "tie.csv", _csv(rows))
    assert _posterior_log_odds(at) == 0.0
    assert parse_number(_p_spam(at)) == 0.5
    assert text.VERDICTS["tie"] in _verdict(at)


# --------------------------------------------------------------------------- panels


def test_underflow_lab_multinomial_long_message_underflows():
    at = _open({"tab": "underflow", "model": "multinomial", "repeat": "300"})
    page = _text(at)
    assert text.PRODUCT_UNDERFLOW in page
    # p(ham | x) = e^(b_ham - log p(x)) ≈ e^-4743 is not 0 (ham is possible): it is shown as
    # a bound, like the metric, and p(spam | x) not as a certain 1.
    assert f"| $p(c \\mid x)$ | {text.P_NEAR_ZERO} | {text.P_NEAR_ONE} |" in page
    assert any(s.value == text.UNDERFLOW_VERDICTS["undefined"] for s in at.success)
    assert "\\log p(x) = B" in page
    assert not _dataset_names(at) & {"curve", "words"}  # the evaluation panel did not run


def test_underflow_lab_short_message_is_representable():
    at = _open({"tab": "underflow", "model": "multinomial"})
    assert text.UNDERFLOW_VERDICTS["fine"] in _text(at)
    bernoulli = _open({"tab": "underflow"})
    # Bernoulli: a longer message does not add factors, so "make it longer" would be false.
    assert text.UNDERFLOW_FINE_BERNOULLI in _text(bernoulli)
    assert text.UNDERFLOW_VERDICTS["fine"] not in _text(bernoulli)


def test_model_panel_counts_parameters():
    at = _open({"tab": "model"})
    page = _text(at)
    n_features = _vocabulary_size()
    assert "2D + 1 = " + f"{2 * n_features + 1:,}".replace(",", "{,}") in page
    digits = len(str(2 ** (n_features + 1) - 1)) - 1  # log10 rounded down; shown rounded
    assert f"10^{{{digits}}}" in page or f"10^{{{digits + 1}}}" in page
    assert text.PARAMETERS_ATOMS in page  # D = 596 >= 265: 2^597 - 1 > 10^80
    # The most indicative words are drawn in this panel (and only the open panel runs).
    assert _dataset_names(at) == {"steps", "zero", "words"}
    top = _dataset(at, "words")
    assert top["class"][0] == text.CLASS_NAMES["spam"] and top["class"][-1] == text.CLASS_NAMES["ham"]
    assert all(v > 0 for v, c in zip(top["bar"], top["class"]) if c == text.CLASS_NAMES["spam"])


def test_no_atoms_claim_below_d_265():
    """Issue 10: "more parameters than atoms in the universe (~10^80)" was shown for every
    D > 60, but 2^(D+1) − 1 passes 10^80 only at D ≥ 265. A corpus with D between."""
    rows = [("spam" if i % 2 else "ham", f"w{i}a w{i}b w{i}c w{i}d") for i in range(50)]
    at = _open({"corpus": "upload", "tab": "model"})
    _upload(at, "mid.csv", _csv(rows))
    (block,) = [m.value for m in at.markdown if text.MODEL_THEORY.strip()[:40] in m.value]
    d = int(parse_number(block.split("$D = ")[1].split("$")[0].replace("{,}", ",")))
    assert 60 < d < 265
    assert text.PARAMETERS_ATOMS not in block
    assert "10^{80}" not in block


def test_evaluation_matches_scikit_learn():
    at = _open({"alpha": "0.0"})
    corpus, train, test = _split()
    y = corpus.y
    vocabulary, X = fit_transform([corpus.texts[i] for i in train])
    sk = SkBernoulliNB(alpha=1.0).fit(X, y[train])
    predicted = sk.predict(vocabulary.transform([corpus.texts[i] for i in test]))
    accuracy = float(np.mean(predicted == y[test]))
    page = _text(at)
    assert f"**{accuracy:.4g}**" in page
    tp = int(np.sum((predicted == "spam") & (y[test] == "spam")))
    fn = int(np.sum((predicted == "ham") & (y[test] == "spam")))
    assert f"| **true spam** | {fn} | {tp} |" in page
    sweep = _dataset(at, "curve")
    assert len(sweep["beta"]) == 26 and min(sweep["beta"]) == pytest.approx(1e-3)


def test_sweep_caption_at_beta_zero_has_no_dashed_line():
    at = _open({"beta": "0.0"})
    page = _text(at)
    assert text.SWEEP_CURRENT_ZERO in page and text.SWEEP_CURRENT not in page
    assert _dataset(at, "current")["beta"] == []


# --------------------------------------------------------------------------- corpora


def test_sms_offline_falls_back_to_the_teaching_corpus():
    st.cache_resource.clear()
    at = _open({"corpus": "sms"})
    (warning,) = at.warning
    assert warning.value == text.SMS_FALLBACK_FMT.fill(reason=text.SMS_OFFLINE_REASON)
    assert text.CORPUS_NAMES["teaching"] in _text(at)


def test_sms_from_a_verified_cache(monkeypatch, tmp_path, sms_corpus_path):
    cache = tmp_path / "cache"
    cache.mkdir()
    shutil.copy(sms_corpus_path, cache / datasets.SMS_FILE_NAME)
    monkeypatch.setenv("BAYESLAB_CACHE", str(cache))
    st.cache_resource.clear()
    try:
        at = _open({"corpus": "sms"})
        assert not at.warning
        summary = text.CORPUS_SUMMARY_FMT.fill(name=text.CORPUS_NAMES["sms"], n_documents=5574, n_spam=747,
                                               n_ham=4827, n_train=4180, n_test=1394)
        assert summary in _text(at)
    finally:
        st.cache_resource.clear()  # later tests must not see the real corpus


def test_upload_choice_prompts_for_a_file_and_states_the_limit():
    at = _open({"corpus": "upload"})
    assert any(i.value == text.UPLOAD_PROMPT for i in at.info)
    assert text.UPLOAD_LIMIT_FMT.fill(limit=datasets.MAX_UPLOAD_BYTES) in _text(at)
    assert text.CORPUS_NAMES["teaching"] in _text(at)


def test_beta_help_links_its_symmetric_dirichlet_with_the_current_beta():
    # Issue 13: the β control links the Dirichlet page's words view with the same β.
    at = _open({"beta": "0.35"})
    assert "/dirichlet?view=words&word_alpha=0.35" in at.slider(key="beta").help
    at.slider(key="beta").set_value(2.0).run()
    assert "/dirichlet?view=words&word_alpha=2&lang=en)" in at.slider(key="beta").help


def test_at_beta_zero_the_dirichlet_link_opens_a_prior_that_page_accepts():
    # β = 0 is no Dirichlet: the link carries the smallest pseudo-count the dice-and-words page takes.
    at = _open({"beta": "0"})
    assert "/dirichlet?view=words&word_alpha=0.01&lang=en)" in at.slider(key="beta").help
    dirichlet = open_page("views/dirichlet.py", {"view": "words", "word_alpha": "0.01"})
    assert dirichlet.number_input(key="word_alpha").value == pytest.approx(0.01)


# --------------------------------------------------------------------------- in front of a class
FRAME = words("frame", "en")


def test_predict_asks_spam_or_ham_before_showing_the_answer():
    """Predict, then reveal: p(spam), the log-odds, the verdict and the waterfall (whose last bar
    is the answer) stay hidden until Reveal; the message and its coloured words stay. Oracle:
    scikit-learn's p(spam | message) for a short question (α = 0, as scikit-learn's prior)."""
    message = "are you free now"
    at = _open({"predict": "true", "message": message, "alpha": "0.0"})
    assert not at.metric and "steps" not in _dataset_names(at)
    assert any(text.GUESS_QUESTION in m.value for m in at.markdown)
    assert _marked(at)  # what the guess is made from
    assert at.button(key="reveal_verdict").disabled
    at.text_input(key="guess_verdict").input("30").run()
    assert not at.metric  # typed, not revealed yet
    at.button(key="reveal_verdict").click().run()
    assert not at.exception
    _, log_spam = _oracle(message)
    p = math.exp(log_spam)
    assert 0.001 < p < 0.5  # an ordinary number (about 1.3 %), a ham verdict
    assert parse_number(_p_spam(at)) == pytest.approx(p, rel=5e-4)
    assert text.VERDICTS["negative"] in _verdict(at)
    assert "steps" in _dataset_names(at)
    from ui.text import Safe

    answer = text.GUESS_ANSWER_FMT.fill(percent=Safe(f"{100 * p:.4g}"), verdict=text.VERDICTS["negative"])
    (info,) = at.info
    assert info.value == FRAME.GUESS_DISTANCE.fill(guess=Safe("30"), answer=answer, off=Safe(f"{abs(30 - 100 * p):.3g}"))
    assert "guess_verdict" not in at.query_params  # nothing beyond the session
    # Another β is another answer: hidden again, asked again.
    at.slider(key="beta").set_value(0.5).run()
    assert not at.metric and at.text_input(key="guess_verdict").value == ""


def test_without_predict_nothing_is_asked():
    at = _open()
    assert not [w for w in at.text_input if w.key == "guess_verdict"]
    assert len(at.metric) == 2


def test_a_near_certain_answer_is_worded_as_a_bound():
    """The gift-card preset: p(spam) rounds to 100 % at 4 digits, yet ham is possible (finite
    log-odds 18.4): the answer says "more than 99.99 %", never 100 %."""
    at = _open({"predict": "true"})
    at.text_input(key="guess_verdict").input("90").run()
    at.button(key="reveal_verdict").click().run()
    (info,) = at.info
    assert text.GUESS_ANSWER_FMT.fill(percent=text.GUESS_PERCENT_NEAR_ONE, verdict=text.VERDICTS["positive"]) in info.value
    assert "100 %" not in info.value


def test_the_black_swan_is_part_of_the_answer():
    """β = 0 and grandma: spam is impossible. The notice gives the answer away, so it waits
    for the reveal; then p(spam) = 0 exactly, and a guess of 25 % is 25 points away."""
    at = _open({"predict": "true", "message": SWAN, "beta": "0.0"})
    assert not at.warning
    at.text_input(key="guess_verdict").input("25").run()
    at.button(key="reveal_verdict").click().run()
    assert _p_spam(at) == "0"
    assert text.BLACK_SWAN_HEAD_FMT.fill(zero_class="spam") in at.warning[0].value
    from ui.text import Safe

    answer = text.GUESS_ANSWER_FMT.fill(percent=Safe("0"), verdict=text.VERDICTS["negative"])
    assert at.info[0].value == FRAME.GUESS_DISTANCE.fill(guess=Safe("25"), answer=answer, off=Safe("25"))


def test_an_undefined_answer_is_not_scored():
    """Both classes impossible (0/0): there is no p(spam) to compare a guess with; the page says so."""
    at = _open({"predict": "true", "message": BOTH, "beta": "0.0"})
    at.text_input(key="guess_verdict").input("50").run()
    at.button(key="reveal_verdict").click().run()
    assert not at.exception
    assert _p_spam(at) == common.UNDEFINED
    assert [i.value for i in at.info] == [text.GUESS_NO_ANSWER]


def test_the_underflow_lab_waits_for_the_reveal():
    """The lab's table ends with p(c | x), the answer being guessed."""
    at = _open({"predict": "true", "tab": "underflow"})
    assert any(i.value == text.UNDERFLOW_AFTER_REVEAL for i in at.info)
    assert not [s for s in at.slider if s.key == "repeat"]
    at.text_input(key="guess_verdict").input("99").run()
    at.button(key="reveal_verdict").click().run()
    assert at.slider(key="repeat").value == 1


def test_the_question_is_asked_in_portuguese():
    for lang in ("pt-BR", "pt-PT"):
        at = _open({"predict": "true", "lang": lang})
        assert any(words("spam", lang).GUESS_QUESTION in m.value for m in at.markdown), lang
    assert words("spam", "pt-PT").GUESS_QUESTION != words("spam", "pt-BR").GUESS_QUESTION != text.GUESS_QUESTION


# --------------------------------------------------------------------------- show the code


def _code(at: AppTest) -> str:
    at.button(key="code").click().run()
    assert not at.exception
    (code,) = [c.value for c in at.get("code")]
    return code


def _run_code(code: str, cwd: str = "/", env: dict[str, str] | None = None) -> dict[str, str]:
    """Run a snippet in a fresh Python without Streamlit; its ``label: value`` lines as a dict."""
    import os
    import subprocess
    import sys

    from tests.conftest import REPO_ROOT

    check = "\nimport sys as _s\nassert 'streamlit' not in _s.modules\n"
    run_env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    run_env.update(env or {}, PYTHONPATH=str(REPO_ROOT))
    out = subprocess.run([sys.executable, "-c", code + check], capture_output=True, text=True, timeout=120,
                         cwd=cwd, env=run_env)
    assert out.returncode == 0, out.stderr[-2000:]
    return dict(line.split(": ", 1) for line in out.stdout.splitlines() if ": " in line)


def _assert_on_page(at: AppTest, printed: dict[str, str]) -> None:
    from tests.test_snippets import _matches, _shown_numbers

    shown = _shown_numbers(at)
    numbers = [float(v) for v in printed.values() if v not in ("nan", "inf", "-inf")]
    assert numbers
    missing = [v for v in numbers if not any(_matches(v, s) for s in shown)]
    assert not missing, (missing, printed)


@pytest.mark.parametrize("query", [
    {},
    {"model": "multinomial", "estimate": "map", "beta": "2.5", "alpha": "0.5", "test": "0.3", "seed": "7"},
    {"message": SWAN, "beta": "0.0"},  # spam impossible: p(spam) = 0, log-odds −inf
    {"message": BOTH, "beta": "0.0"},  # undefined: nan
    {"tab": "model", "message": HAM},  # no test-set scores on the page, none printed
])
def test_the_code_prints_the_numbers_the_page_shows(query):
    at = _open(query)
    printed = _run_code(_code(at))
    _assert_on_page(at, printed)
    # The metrics themselves, to their digits (the log-odds as the second metric shows it).
    p_shown, log_odds_shown = at.metric[0].value, at.metric[1].value
    if p_shown not in (text.P_NEAR_ONE, common.UNDEFINED):
        assert float(printed["p(spam | message)"]) == pytest.approx(parse_number(p_shown), abs=5e-5)
    if query.get("message") == SWAN:
        assert printed["p(spam | message)"] == "0" and printed["posterior log-odds"] == "-inf"
    elif query.get("message") == BOTH:
        assert printed["p(spam | message)"] == "nan" and printed["posterior log-odds"] == "nan"
    else:
        assert float(printed["posterior log-odds"]) == pytest.approx(parse_number(log_odds_shown), rel=5e-3)
    assert ("test accuracy" in printed) == (query.get("tab", "evaluation") == "evaluation")


def test_the_code_of_the_default_page_matches_scikit_learn():
    """The snippet's own numbers, against an independent fit: scikit-learn's BernoulliNB (α = 0:
    the class prior is the relative frequency, as scikit-learn's) on the page's split."""
    at = _open({"alpha": "0.0"})
    printed = _run_code(_code(at))
    log_ham, log_spam = _oracle(GIFT)
    assert float(printed["posterior log-odds"]) == pytest.approx(log_spam - log_ham, rel=1e-3)
    assert float(printed["p(spam | message)"]) == pytest.approx(math.exp(log_spam), rel=1e-9)
    corpus, train, test = _split()
    assert (printed["training messages"], printed["test messages"]) == (str(train.size), str(test.size))


def test_while_the_answer_is_guessed_the_code_does_not_print_it():
    at = _open({"predict": "true"})
    printed = _run_code(_code(at))
    assert "p(spam | message)" not in printed and "posterior log-odds" not in printed
    assert "test accuracy" in printed  # the panel's numbers are not being guessed
    at = _open({"predict": "true"})
    at.text_input(key="guess_verdict").input("99").run()
    at.button(key="reveal_verdict").click().run()
    printed = _run_code(_code(at))
    assert printed["posterior log-odds"] == "18.4"  # the page's second metric, as a student reads it


def test_the_code_of_an_upload_reads_the_same_file(tmp_path):
    """An uploaded corpus: the snippet opens the file by its name with bayeslab.datasets; run
    next to a copy of that file it prints the page's numbers. The name stays a string literal."""
    rows = [("spam", f"WIN a prize number {i} now") for i in range(6)]
    rows += [("ham", f"lunch with grandma at {i}") for i in range(9)]
    name = "mine 'quoted'.csv"
    data = _csv(rows)
    at = _open({"corpus": "upload", "message": "win lunch prize"})
    _upload(at, name, data)
    code = _code(at)
    assert "read_labelled_text" in code and repr(name) in code
    (tmp_path / name).write_bytes(data)
    printed = _run_code(code, cwd=str(tmp_path))
    _assert_on_page(at, printed)
    assert (printed["training messages"], printed["test messages"]) == ("11", "4")  # 6 and 9: 2 and 2 held out


def test_the_code_of_the_sms_corpus_loads_it_from_its_cache(monkeypatch, tmp_path, sms_corpus_path):
    cache = tmp_path / "cache"
    cache.mkdir()
    shutil.copy(sms_corpus_path, cache / datasets.SMS_FILE_NAME)
    monkeypatch.setenv("BAYESLAB_CACHE", str(cache))
    st.cache_resource.clear()
    try:
        at = _open({"corpus": "sms", "message": HAM})
        code = _code(at)
        assert "load_sms_spam()" in code
        printed = _run_code(code, env={"BAYESLAB_CACHE": str(cache)})
        _assert_on_page(at, printed)
        assert (printed["training messages"], printed["test messages"]) == ("4180", "1394")
    finally:
        st.cache_resource.clear()
