"""AppTests of the estimators page: widgets and links -> the numbers, charts and sentences shown.

Elements are found by widget key, element type and chart dataset; numbers are read with
``parse_number``; sentences are the page's words (``words("estimators", "en")``) filled
with numbers derived here. The few tests that check English wording on purpose say so.
"""

from __future__ import annotations

import json
import math

import numpy as np
import pytest
from streamlit.testing.v1 import AppTest

from bayeslab.beta_binomial import Beta
from tests.apptest import chart_dataset, charts, open_page, parse_number
from ui import pages
from ui.cached import estimators as cached
from ui.text import Safe, words

text = words("estimators", "en")
coin_text = words("coin", "en")
PAGE = "views/estimators.py"
METRICS = [text.METRIC_MLE, text.METRIC_MAP, text.METRIC_MEAN, text.METRIC_MEDIAN]


def _open(**params: str) -> AppTest:
    return open_page(PAGE, params)


def _metrics(at: AppTest) -> dict[str, str]:
    return {m.label: m.value for m in at.metric}


def _number(at: AppTest, label: str) -> float:
    return parse_number(_metrics(at)[label])


def _markdown(at: AppTest) -> str:
    return "\n".join(m.value for m in at.markdown)


def _names(chart) -> tuple[str, ...]:
    return tuple(sorted(d.name for d in chart.proto.datasets))


def _view_charts(at: AppTest) -> list:
    """The open view's charts: every chart after the posterior density, which comes first on every view."""
    found = charts(at)
    assert _names(found[0]) == ("curves", "markers")
    return found[1:]


def _datasets(at: AppTest) -> list[tuple[str, ...]]:
    """Each chart's dataset names, in page order, after the density: which view is showing."""
    return [_names(chart) for chart in _view_charts(at)]


#: What each view, and only it, shows below the posterior density: its charts' datasets.
VIEW_CHARTS = {
    "estimates": [],
    "losses": [("best", "risk")],
    "repeated": [("bins", "expected", "truth"), ("current", "curves")],
    "convergence": [("current", "path"), ("current", "sd")],
    "prediction": [("pmf",)],
}


def test_default_render():
    at = _open()
    assert [m.label for m in at.metric] == METRICS
    # Default prior Beta(2, 2) and no data: no MLE, and the estimates are the prior's.
    assert _metrics(at)[text.METRIC_MLE] == text.UNDEFINED_MLE
    for label in METRICS[1:]:
        assert _number(at, label) == 0.5
    assert at.button_group(key="view").value == "estimates"
    assert _datasets(at) == VIEW_CHARTS["estimates"]
    assert text.TABLE_NOTE in _markdown(at)


def test_view_switch_shows_each_view_and_only_it():
    """Switching the segmented control replaces the view: every view has its own charts and words.

    Before, this page's test passed even with the switch broken (it only counted charts).
    """
    at = _open(a="2", b="2", heads="2", tails="0")
    for view in ("losses", "repeated", "convergence", "prediction", "estimates"):
        at.button_group(key="view").set_value(view).run()
        assert not at.exception
        assert _datasets(at) == VIEW_CHARTS[view], view
        shown = _markdown(at)
        own = {"estimates": text.TABLE_NOTE, "losses": text.LOSSES_INTRO,
               "repeated": text.REPEATED_FORMULAS, "convergence": text.CONVERGENCE_INTRO.fill(theta_hat=1),
               "prediction": text.PREDICTION_INTRO}
        assert own[view] in shown, view
        for other, words_ in own.items():
            if other != view:
                assert words_ not in shown, (view, other)
        assert bool(at.warning) == (view == "estimates")  # the black swan belongs to the estimates view


@pytest.mark.parametrize("view", list(VIEW_CHARTS))
def test_every_view_opens_from_a_link(view):
    at = _open(a="2", b="2", heads="2", tails="0", view=view)
    assert at.button_group(key="view").value == view
    assert _datasets(at) == VIEW_CHARTS[view]


# Seed 004 ("Comparison of estimates in the coin flip example"), prior Beta(2, 2):
# ML 1, E[θ|D] = 4/6, MAP = 3/4; ML 55/100, E[θ|D] = 57/104 ≈ 0.5481, MAP = 56/102 ≈ 0.549.
SEED_ROWS = [(2, 0, (1.0, 3 / 4, 4 / 6)), (55, 45, (55 / 100, 56 / 102, 57 / 104))]


@pytest.mark.parametrize(("heads", "tails", "expected"), SEED_ROWS)
def test_seed_rows_via_widgets(heads, tails, expected):
    at = _open()
    at.number_input(key="a").set_value(2.0)
    at.number_input(key="b").set_value(2.0)
    at.number_input(key="heads").set_value(heads)
    at.number_input(key="tails").set_value(tails).run()
    assert not at.exception
    assert [_number(at, label) for label in METRICS[:3]] == pytest.approx(expected, abs=5e-5)


@pytest.mark.parametrize(("heads", "tails", "expected"), SEED_ROWS)
def test_seed_rows_via_url(heads, tails, expected):
    at = _open(a="2", b="2", heads=str(heads), tails=str(tails))
    assert [_number(at, label) for label in METRICS[:3]] == pytest.approx(expected, abs=5e-5)
    table = _markdown(at)
    # The textbook's columns are always shown: 4/6 ≈ 0.667, 3/4 = 0.75, 57/104 ≈ 0.548, 56/102 ≈ 0.549.
    for value in (4 / 6, 3 / 4, 57 / 104, 56 / 102):
        assert str(text.num(value, 3)) in table


@pytest.mark.parametrize(("a", "unseen_key", "heads", "tails", "variant"), [
    (1.0, "heads", 0, 3, "edge"),  # Beta(1, 1): the MAP is 0 as well
    (2.0, "heads", 0, 3, "doubt"),  # Beta(2, 2): MAP (0 + 1)/(3 + 2) = 0.2
    (0.5, "tails", 4, 0, "edge"),  # Beta(0.5, 0.5), four heads: the MAP is 1
])
def test_black_swan_says_what_the_map_does(a, unseen_key, heads, tails, variant):
    """False before: "The Bayesian estimates keep some doubt: MAP 0" under the uniform prior.

    With at most one pseudo-count on the unseen side the MAP sits at the edge like the
    MLE; only the posterior mean keeps doubt. The old text praised the MAP's doubt in
    every case.
    """
    at = _open(a=str(a), b=str(a), heads=str(heads), tails=str(tails))
    posterior = Beta(a, a).update(heads, tails)
    mle = heads / (heads + tails)
    expected = " ".join((
        text.BLACK_SWAN[unseen_key]["many"].fill(n=heads + tails, mle=text.num(mle)),
        text.BLACK_SWAN_BAYES[variant].fill(map=text.num(posterior.mode), mean=text.num(posterior.mean)),
        text.BLACK_SWAN_LAPLACE,
    ))
    assert [w.value for w in at.warning] == [expected]
    assert (posterior.mode == mle) == (variant == "edge")


@pytest.mark.parametrize("lang", ["en", "pt-BR", "pt-PT"])
def test_the_black_swan_after_one_flip_says_one_flip(lang):
    """One head under Beta(2, 2): "after 1 flip" in each language (the sentence has a form for
    exactly one: it said "1 flips"). Posterior Beta(3, 2): MAP 2/3, mean 3/5 (MLaPP eqs. 3.21, 3.23)."""
    words_ = words("estimators", lang)
    at = _open(lang=lang, a="2", b="2", heads="1", tails="0")
    expected = " ".join((
        words_.BLACK_SWAN["tails"]["one"].fill(n=1, mle=words_.num(1.0)),
        words_.BLACK_SWAN_BAYES["doubt"].fill(map=words_.num(2 / 3), mean=words_.num(3 / 5)),
        words_.BLACK_SWAN_LAPLACE,
    ))
    assert [w.value for w in at.warning] == [expected]


def test_black_swan_only_for_one_sided_data():
    assert not _open(a="1", b="1", heads="2", tails="3").warning
    assert not _open(a="1", b="1").warning  # no data: no MLE to warn about


def test_without_data_the_caption_does_not_claim_a_likelihood():
    """False before: the caption named a likelihood curve and "the four estimates" with no data."""
    at = _open(a="1", b="1")
    assert _metrics(at)[text.METRIC_MAP] == text.UNDEFINED_MAP
    chart = charts(at)[0]
    assert list(dict.fromkeys(chart_dataset(chart, "curves")["role"])) == ["prior", "posterior"]
    assert chart_dataset(chart, "markers")["role"] == ["posterior_mean", "posterior_median"]
    shown = _markdown(at)
    assert text.POSTERIOR_CAPTION["no_data"].fill(post_a=1, post_b=1, clipped="") in shown
    assert text.WHY_DIFFERENT_NO_DATA in shown
    with_data = _open(a="1", b="1", heads="1", tails="1")
    assert text.POSTERIOR_CAPTION["data"].fill(post_a=2, post_b=2, clipped="") in _markdown(with_data)


@pytest.mark.parametrize(("loss", "metric", "estimator"), [("squared", text.METRIC_MEAN, "mean"),
                                                            ("absolute", text.METRIC_MEDIAN, "median")])
def test_risk_minimum_is_the_matching_estimate(loss, metric, estimator):
    at = _open(a="2", b="2", heads="2", tails="0", view="losses", loss=loss)
    (chart,) = _view_charts(at)
    best = chart_dataset(chart, "best")["x"][0]
    assert best == pytest.approx(_number(at, metric), abs=1e-3)
    assert text.ESTIMATOR_NAMES[estimator] in at.success[0].value


def test_loss_switch_changes_the_risk_chart():
    at = _open(a="2", b="2", heads="2", tails="0", view="losses")
    assert chart_dataset(_view_charts(at)[0], "best")["x"][0] == pytest.approx(4 / 6, abs=1e-3)  # squared: the mean
    at.button_group(key="loss").set_value("zero-one").run()
    assert not at.exception
    # 0-1 loss with a window of ±0.01: the minimum lies within 0.01 of the mode 3/4.
    assert chart_dataset(_view_charts(at)[0], "best")["x"][0] == pytest.approx(0.75, abs=0.011)
    assert text.ESTIMATOR_NAMES["map"] in at.success[0].value
    assert at.button_group(key="eps").value == "0.01"


def test_zero_one_loss_without_a_mode_says_so():
    at = _open(a="0.5", b="0.5", view="losses", loss="zero-one")
    (chart,) = _view_charts(at)
    best = chart_dataset(chart, "best")["x"][0]
    assert [i.value for i in at.info] == [text.RISK_NO_MODE.fill(minimiser=text.num(best, 3))]
    assert not at.success


def test_repeated_experiments_numbers_are_exact_and_zero_biases_stay_off_the_log_axis():
    at = _open(view="repeated", theta="0.3", n="10")
    assert at.slider(key="theta").value == 0.3
    at.slider(key="n").set_value(40).run()
    at.button_group(key="part").set_value("bias2").run()
    assert not at.exception
    _, curves = _view_charts(at)
    rows = chart_dataset(curves, "curves")
    series = set(zip(rows["estimator"], rows["prior"]))
    # The MLE and the posterior mean under the centred prior are unbiased: bias² is exactly 0.
    assert ("mle", "none") not in series and ("mean", "good") not in series
    assert {("map", "good"), ("median", "good"), ("mean", "bad")} <= series
    assert chart_dataset(curves, "current")["n"] == [40]
    # The exact table: the MLE's bias² is 0 and its variance θ(1 - θ)/n = 0.21/40.
    table = _markdown(at)
    assert text.REPEATED_ROW.fill(name=text.ESTIMATOR_LABELS["mle"], expected=text.num(0.3, 3), bias2=text.num(0.0),
                                  variance=text.num(0.21 / 40, 3), mse=text.num(0.21 / 40, 3)) in table
    assert text.REPEATED_LESSON.fill(strength=cached.PRIOR_STRENGTH, shift=cached.PRIOR_SHIFT) in table


def test_repeated_lesson_in_english():
    """English wording on purpose. False before: "the centred prior trades a little bias".

    Under the centred prior the posterior mean's bias is exactly 0
    (``tests/test_estimators.py`` checks every claim of the lesson on the page's grid).
    """
    assert "trades a little bias" not in text.REPEATED_LESSON
    assert "its bias is exactly 0" in text.REPEATED_LESSON
    assert "is biased towards the prior mean" not in text.REPEATED_FORMULAS


@pytest.mark.parametrize(("heads", "tails", "variant"), [(3, 7, None), (0, 5, "heads"), (6, 0, "tails")])
def test_convergence_says_how_the_sd_shrinks(heads, tails, variant):
    """False before: "the posterior standard deviation shrinks like 1/√N" also when θ̂ is 0 or 1.

    Prior Beta(1, 1), no heads: N·sd = 0.77, 0.97, 1.00 at N = 10, 100, 1000 (issue 10).
    """
    at = _open(a="1", b="1", heads=str(heads), tails=str(tails), view="convergence")
    shown = _markdown(at)
    expected = text.CONVERGENCE_SD if variant is None else text.CONVERGENCE_SD_ONE_SIDED[variant]
    assert expected in shown
    for other in (text.CONVERGENCE_SD, *text.CONVERGENCE_SD_ONE_SIDED.values()):
        if other != expected:
            assert other not in shown
    # The exact sd on the chart falls like N^-1 (one-sided) or N^-1/2: its slope at large N.
    sd = chart_dataset(_view_charts(at)[1], "sd")
    exact = [(n, v) for n, v, key in zip(sd["n"], sd["value"], sd["series"]) if key == "sd_exact"]
    (n1, v1), (n2, v2) = exact[-2], exact[-1]
    slope = math.log(v2 / v1) / math.log(n2 / n1)
    assert slope == pytest.approx(-1.0 if variant else -0.5, abs=0.01)


def test_convergence_without_data_says_so():
    at = _open(view="convergence")
    assert [i.value for i in at.info] == [text.CONVERGENCE_NO_DATA]


def test_prediction_is_the_shared_predictive_panel():
    at = _open(a="2", b="2", heads="6", tails="3", view="prediction")
    at.slider(key="m").set_value(5).run()
    pmf = chart_dataset(_view_charts(at)[0], "pmf")
    assert max(pmf["heads"]) == 5 and list(dict.fromkeys(pmf["role"])) == ["predictive", "mle", "map"]
    # Beta(8, 5) after 6 heads and 3 tails; the MLE 2/3 plugged in: sd √(5 · 2/3 · 1/3).
    caption = at.caption[-1].value
    assert text.num(Beta(8, 5).predictive_std(5), 3) in caption
    mle_sd = math.sqrt(5 * 2 / 3 / 3)
    relation = "wider" if Beta(8, 5).predictive_std(5) > mle_sd else "narrower"
    assert coin_text.PLUGIN_SPREAD[relation].fill(estimate=coin_text.PLUGIN_NAMES["mle"],
                                                  sd=text.num(mle_sd, 3)) in caption


@pytest.mark.parametrize(
    "params",
    [
        {"a": "-3"},  # below the widget's range
        {"heads": "abc"},  # not a number
        {"tails": "2.5"},  # not a whole number
        {"loss": "hinge", "view": "losses"},  # not an option
        {"view": "nonsense"},
        {"theta": "7", "view": "repeated"},
    ],
)
def test_bad_url_values_fall_back_without_breaking(params):
    at = _open(**params)
    assert not at.exception
    assert [m.label for m in at.metric] == METRICS


#: Every option label an estimators link carried before URL values were keys (git history of
#: ui/text/estimators.py: the TAB_* labels of b3d10b3, the loss labels before f6feb0c, PART_OPTIONS).
HISTORICAL_LABELS = {
    "view": {"Estimates": "estimates", "Losses": "losses", "Repeated experiments": "repeated",
             "Convergence": "convergence", "Prediction": "prediction"},
    "loss": {"squared (θ − θ̂)²": "squared", "absolute |θ − θ̂|": "absolute", "0-1 (miss by more than ε)": "zero-one",
             "squared": "squared", "absolute": "absolute", "zero-one": "zero-one"},
    "part": {"MSE": "mse", "bias²": "bias2", "variance": "variance"},
}


@pytest.mark.parametrize("name", sorted(HISTORICAL_LABELS))
def test_the_registry_reads_every_label_a_link_ever_carried(name):
    param = pages.by_script(PAGE).param(name)
    for label, key in HISTORICAL_LABELS[name].items():
        assert param.key_of(label) == key, label


def test_an_old_link_opens_the_same_view():
    at = _open(a="2", b="2", heads="2", tails="0", view="Repeated experiments", part="bias²")
    assert (at.query_params["view"], at.query_params["part"]) == ("repeated", "bias2")
    assert at.button_group(key="part").value == "bias2"
    assert _datasets(at) == VIEW_CHARTS["repeated"]


def _y_axes(chart) -> list[dict]:
    spec = json.loads(chart.proto.spec)
    layers = spec.get("layer", [spec])
    return [layer["encoding"]["y"].get("axis", {}) for layer in layers if "y" in layer.get("encoding", {})]


def test_log_axes_write_numbers_as_the_page_does_not_as_1e_minus_3():
    """False before: the MSE and sd axes were formatted ".0e" ("1e-3", a hyphen where the page writes 10⁻³).

    The labels now come from an expression (powers of ten with superscripts below 10⁻⁴, decimals
    above, in the chart's locale); its drawing is checked in the browser (tests/e2e/test_estimators.py).
    """
    repeated = _open(a="2", b="2", heads="2", tails="0", view="repeated")
    convergence = _open(a="1", b="1", heads="0", tails="5", view="convergence")
    for chart in (_view_charts(repeated)[1], _view_charts(convergence)[1]):
        axes = [axis for axis in _y_axes(chart) if axis]
        assert axes and all("format" not in axis and "10⁻" in axis["labelExpr"] for axis in axes)


def test_the_convergence_sd_tooltip_names_its_curve_in_words():
    """False before: the tooltip's first row had a blank title (" ")."""
    at = _open(a="2", b="2", heads="3", tails="4", view="convergence")
    tooltip = json.loads(_view_charts(at)[1].proto.spec)["layer"][0]["encoding"]["tooltip"]
    assert tooltip[0]["title"] == text.CONVERGENCE_TITLES["curve"]


# --------------------------------------------------------------------------- in front of a class
FRAME = words("frame", "en")


def _exact_mse(theta: float, n: int, a: float, b: float) -> dict[str, float]:
    """Oracle: each estimator's MSE over the n + 1 head counts, from SciPy (not the page's core)."""
    from scipy import stats

    k = np.arange(n + 1)
    weights = stats.binom.pmf(k, n, theta)
    estimates = {
        "mle": k / n,
        "map": (k + a - 1) / (n + a + b - 2),  # a, b > 1 here: the mode is inside (0, 1)
        "mean": (k + a) / (n + a + b),
        "median": stats.beta.median(k + a, n - k + b),
    }
    return {key: float(np.sum(weights * (e - theta) ** 2)) for key, e in estimates.items()}


def _table_shown(at: AppTest) -> bool:
    return any(text.REPEATED_TABLE_INTRO.split("{{")[0] in m.value for m in at.markdown)


def test_predict_asks_which_estimate_is_closest_before_the_exact_values():
    """Predict, then reveal: the exact-values table (its MSE column is the answer) waits for Reveal.
    Prior Beta(2, 2), θ = 0.3, n = 10: SciPy's sums give MSEs MLE 0.021 (= θ(1 − θ)/n), MAP 0.0157,
    mean 0.0140, median 0.0143 — the posterior mean wins; a guess of the MAP is wrong."""
    at = _open(predict="true", a="2", b="2", heads="2", tails="0", view="repeated")
    assert not _table_shown(at)
    assert any(text.GUESS_CLOSEST in m.value for m in at.markdown)
    assert len(_view_charts(at)) == 2  # the histograms (the evidence) and the curves stay
    mse = _exact_mse(0.3, 10, 2.0, 2.0)
    assert min(mse, key=mse.get) == "mean" and mse["mle"] == pytest.approx(0.021)
    at.button_group(key="guess_closest").set_value("map").run()
    assert not _table_shown(at)  # chosen, not revealed yet
    at.button(key="reveal_closest").click().run()
    assert not at.exception and _table_shown(at)
    answer = text.GUESS_CLOSEST_ANSWER["one"].fill(names=cached.chart_labels("en").name("mean"),
                                                   mse=text.num(mse["mean"], 3))
    assert [i.value for i in at.info] == [FRAME.GUESS_WRONG.fill(answer=answer)]
    # Another true θ is another question.
    at.slider(key="theta").set_value(0.5).run()
    assert not _table_shown(at) and at.button_group(key="guess_closest").value is None


def test_a_tie_for_closest_is_said_and_either_tied_guess_is_right():
    """Beta(1, 1): the MAP (MLaPP eq. 3.21 with a = b = 1) is the MLE (eq. 3.22), so they tie; at θ = 0.01 and n = 500 the
    pair beats the mean and the median (SciPy: MSE 1.98e-5 against 2.35e-5 and 2.14e-5)."""
    mse = _exact_mse(0.01, 500, 1.0, 1.0)
    assert mse["mle"] == pytest.approx(mse["map"]) and mse["mle"] < min(mse["mean"], mse["median"])
    at = _open(predict="true", a="1", b="1", view="repeated", theta="0.01", n="500")
    at.button_group(key="guess_closest").set_value("map").run()
    at.button(key="reveal_closest").click().run()
    labels = cached.chart_labels("en")
    answer = text.GUESS_CLOSEST_ANSWER["many"].fill(
        names=Safe(text.NAMES_JOIN.join((labels.name("mle"), labels.name("map")))), mse=text.num(mse["mle"], 3))
    assert [i.value for i in at.info] == [FRAME.GUESS_RIGHT.fill(answer=answer)]


@pytest.mark.parametrize("lang", ["pt-BR", "pt-PT"])
def test_the_closest_question_and_the_window_read_in_portuguese(lang):
    """The prompt in the student's language, and the 0-1 loss window's options with a decimal comma
    (they read 0.01 before: a bound select slider writes the number as Python does)."""
    at = _open(lang=lang, predict="true", view="repeated")
    assert any(words("estimators", lang).GUESS_CLOSEST in m.value for m in at.markdown)
    losses = _open(lang=lang, view="losses", loss="zero-one")
    eps = losses.button_group(key="eps")
    assert eps.value == "0.01" and "0,01" in [str(o.content) for o in eps.proto.options]
