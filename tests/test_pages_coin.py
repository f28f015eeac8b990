"""AppTests of the coin page: widgets and links -> the numbers, charts and sentences shown.

Elements are found by widget key, element type, chart dataset and colour-role key;
numbers are read with ``parse_number``; a sentence is compared with the page's words
(``words("coin", "en")``) filled with numbers derived here, never with English
literals. The few tests that check English wording on purpose say so.
"""

from __future__ import annotations

import json
import logging
import math

import pytest
from streamlit.testing.v1 import AppTest

from bayeslab.beta_binomial import Beta
from tests.apptest import chart_dataset, charts, open_page, parse_number
from ui import pages
from ui.text import Safe, words

text = words("coin", "en")
PAGE = "views/coin.py"


def _open(query: dict[str, str] | None = None) -> AppTest:
    return open_page(PAGE, query)


def _metric(at: AppTest, label: str) -> str:
    """The value of the metric whose label is ``label`` (from the page's words)."""
    (value,) = [m.value for m in at.metric if m.label == label]
    return value


def _number(at: AppTest, label: str) -> float:
    return parse_number(_metric(at, label))


def _set(at: AppTest, **values) -> AppTest:
    for key, value in values.items():
        at.number_input(key=key).set_value(value)
    at.run()
    assert not at.exception, at.exception
    return at


def _markdown(at: AppTest) -> str:
    return "\n".join(m.value for m in at.markdown)


def _captions(at: AppTest) -> list[str]:
    return [c.value for c in at.caption]


def _intervals(shown: str) -> list[tuple[float, float]]:
    """The credible region's intervals as the metric writes them (``INTERVAL`` joined by ``REGION_UNION``)."""
    before, between, after = text.INTERVAL.partition("{{lo}}")[0], *text.INTERVAL.split("{{lo}}")[1].split("{{hi}}")
    out = []
    for part in shown.split(text.REGION_UNION):
        lo, hi = part.removeprefix(before).removesuffix(after).split(between)
        out.append((parse_number(lo), parse_number(hi)))
    return out


def _roles(chart, dataset: str) -> list[str]:
    return list(dict.fromkeys(chart_dataset(chart, dataset)["role"]))


@pytest.fixture(scope="module")
def coin() -> AppTest:
    return _open()


# --------------------------------------------------------------------------- the main view
def test_default_render(coin):
    assert not coin.exception and not coin.error
    assert [m.label for m in coin.metric] == [
        text.METRIC_MLE, text.METRIC_MAP, text.METRIC_MEAN, text.METRIC_MEDIAN, text.METRIC_SD,
        text.METRIC_REGION["hpd"].fill(level=95)]
    # Default prior Beta(2, 2), no data: the MLE does not exist, mean = median = mode = 1/2.
    assert _metric(coin, text.METRIC_MLE) == text.NO_DATA
    for label in (text.METRIC_MAP, text.METRIC_MEAN, text.METRIC_MEDIAN):
        assert _number(coin, label) == 0.5
    assert _number(coin, text.METRIC_SD) == pytest.approx(math.sqrt(4 / (16 * 5)), abs=1e-4)  # ab/((a+b)^2(a+b+1))
    (chart,) = charts(coin)
    assert _roles(chart, "curves") == ["prior", "likelihood", "posterior"]
    assert _roles(chart, "markers") == ["map", "posterior_mean"]  # no MLE without data
    assert text.SHRINKAGE_NO_DATA.fill(prior_mean=0.5) in _markdown(coin)
    assert coin.button_group(key="view").value is None  # no secondary panel runs until chosen
    assert "nan" not in " ".join(m.value for m in coin.metric).lower()


def test_seed_004_values_from_widgets():
    # Seed 004 table: Beta(2, 2) prior, 2 heads, 0 tails -> ML 1, MAP 3/4, mean 4/6.
    at = _set(_open(), a=2.0, b=2.0, heads=2, tails=0)
    assert _number(at, text.METRIC_MLE) == 1
    assert _number(at, text.METRIC_MAP) == 0.75
    assert _number(at, text.METRIC_MEAN) == pytest.approx(4 / 6, abs=5e-5)
    # Shrinkage weight (a+b)/(a+b+N) = 4/6 on the prior mean 1/2, 2/6 on the MLE 1.
    assert text.SHRINKAGE.fill(lam=text.num(4 / 6, 3), one_minus=text.num(2 / 6, 3), prior_mean=text.num(0.5, 3),
                               mle=text.num(1.0, 3), mean=text.num(4 / 6, 3), strength=text.num(4.0), n=2
                               ) in _markdown(at)
    # 55 heads, 45 tails -> 0.55, 57/104 = 0.548, 56/102 = 0.549.
    _set(at, heads=55, tails=45)
    assert _number(at, text.METRIC_MLE) == 0.55
    assert _number(at, text.METRIC_MEAN) == pytest.approx(57 / 104, abs=5e-5)
    assert _number(at, text.METRIC_MAP) == pytest.approx(56 / 102, abs=5e-5)


def test_no_unique_mode_and_a_two_part_hpd_region():
    at = _set(_open(), a=0.5, b=0.5)
    assert _metric(at, text.METRIC_MAP) == text.NO_MODE
    # U-shaped, no data: the HPD region is two intervals (so the label says region, not interval).
    region = _intervals(_metric(at, text.METRIC_REGION["hpd"].fill(level=95)))
    assert region == [pytest.approx(iv, abs=5e-4) for iv in Beta(0.5, 0.5).hpd(0.95)]
    assert len(region) == 2 and region[0][0] == 0 and region[1][1] == 1
    at.radio(key="region").set_value("equal").run()
    interval = _intervals(_metric(at, text.METRIC_REGION["equal"].fill(level=95)))
    assert interval == [pytest.approx(Beta(0.5, 0.5).interval(0.95), abs=5e-4)]


def test_black_swan_callout_from_the_button_and_from_a_link():
    at = _open()
    assert not at.warning
    assert text.BLACK_SWAN_HINT.fill(panel=text.VIEWS["black_swan"]) in _markdown(at)
    at = _open({"view": "black_swan"})
    at.button(key="black_swan").click().run()
    assert (at.number_input(key="heads").value, at.number_input(key="tails").value) == (0, 3)
    assert _number(at, text.METRIC_MLE) == 0
    # Prior Beta(2, 2), three tails: Laplace (0 + 1)/(3 + 2) = 1/5; the prior's a/(a + b + N) = 2/7.
    expected = text.BLACK_SWAN["heads"]["many"].fill(n=3, laplace=text.num(0.2, 3), yours=text.num(2 / 7, 3))
    assert [w.value for w in at.warning] == [expected]
    # The callout belongs to the main view: a link with no panel open shows it too.
    linked = _open({"heads": "0", "tails": "3", "a": "1", "b": "1"})
    assert "view" not in linked.query_params
    assert [w.value for w in linked.warning] == [
        text.BLACK_SWAN["heads"]["many"].fill(n=3, laplace=text.num(0.2, 3), yours=text.num(0.2, 3))]
    # Heads only: the unseen outcome is tails.
    tails_unseen = _open({"heads": "4", "tails": "0"})
    assert [w.value for w in tails_unseen.warning] == [
        text.BLACK_SWAN["tails"]["many"].fill(n=4, laplace=text.num(1 / 6, 3), yours=text.num(2 / 8, 3))]


def test_clipped_density_is_said_and_every_point_is_finite():
    at = _set(_open(), a=0.5, b=0.5, heads=0, tails=3)
    (chart,) = charts(at)
    curves = chart_dataset(chart, "curves")
    assert all(math.isfinite(d) for d in curves["density"])
    top = max(curves["density"])
    assert text.CLIPPED_CAPTION.fill(y_max=text.num(top, 3)) in _markdown(at)


def test_simulated_coin_shows_its_true_theta_and_says_what_the_grey_line_is():
    at = _open({"data": "simulate", "theta_true": "0.3"})
    at.button(key="flip_10").click().run()
    (chart,) = charts(at)
    markers = chart_dataset(chart, "markers")
    assert markers["theta"][markers["role"].index("true_theta")] == 0.3
    assert text.TRUE_THETA_CAPTION in _markdown(at)
    at.toggle(key="hide").set_value(True).run()
    assert "true_theta" not in chart_dataset(charts(at)[0], "markers")["role"]
    assert text.TRUE_THETA_CAPTION not in _markdown(at)


# --------------------------------------------------------------------------- panels
def test_every_panel_opens_from_the_url_and_shows_its_own_content():
    """Each view key opens exactly its panel (its charts, datasets and words), nothing else."""
    query = {"heads": "6", "tails": "3"}
    signatures = {}
    for view in text.VIEWS:
        at = _open({**query, "view": view})
        assert not at.error and at.query_params["view"] == view
        found = charts(at)
        signatures[view] = (len(found), tuple(sorted(d.name for c in found[1:] for d in c.proto.datasets)))
    assert signatures == {
        "pseudo": (2, ("counts",)),
        "sequential": (3, ("batch", "history", "sd")),
        "predictive": (2, ("pmf",)),
        "black_swan": (1, ()),
        "maths": (1, ()),
    }


def test_pseudo_count_bars_are_the_posterior_parameters():
    at = _open({"a": "2", "b": "3", "heads": "6", "tails": "1", "view": "pseudo"})
    counts = chart_dataset(charts(at)[1], "counts")
    assert counts["count"] == [2.0, 3.0, 6.0, 1.0]
    assert counts["role"] == ["prior", "prior", "likelihood", "likelihood"]
    assert counts["outcome"] == ["heads", "tails", "heads", "tails"]
    assert text.PSEUDO_CAPTION in _captions(at)


def test_black_swan_and_maths_panels():
    at = _open({"view": "black_swan"})
    assert text.BLACK_SWAN_PANEL in _markdown(at)
    assert at.button(key="black_swan")
    at = _open({"view": "maths"})
    assert text.MATHS + text.SOURCE_NOTE in _markdown(at)


def test_predictive_panel_slider_sets_future_flips():
    at = _open({"view": "predictive", "heads": "6", "tails": "3"})
    at.slider(key="m").set_value(20).run()
    assert not at.exception and at.query_params["view"] == "predictive"
    pmf = chart_dataset(charts(at)[1], "pmf")
    assert max(pmf["heads"]) == 20
    assert list(dict.fromkeys(pmf["role"])) == ["predictive", "mle", "map"]


def test_predictive_caption_says_the_mle_plug_in_can_be_wider():
    """False before: "the predictive is wider" against every plug-in.

    Issue 10: prior Beta(100, 900), 5 heads, 5 tails, m = 10: predictive sd 0.969,
    MLE plug-in (1/2) sd √2.5 = 1.581. The caption now states each comparison for the
    current posterior; the old caption had no relation to state (it fails here).
    """
    at = _open({"a": "100", "b": "900", "heads": "5", "tails": "5", "view": "predictive"})
    (caption,) = [c for c in _captions(at) if c.startswith(text.PREDICTIVE_SPREAD["many"].split("{{")[0])]
    assert text.PLUGIN_SPREAD["narrower"].fill(estimate=text.PLUGIN_NAMES["mle"], sd=text.num(math.sqrt(2.5), 3)) \
        in caption
    assert text.num(0.969, 3) in caption
    # Against the plug-in at the posterior mean the predictive is wider (m >= 2) ...
    mean = Beta(105, 905).mean
    assert text.PLUGIN_SPREAD["wider"].fill(estimate=text.PLUGIN_NAMES["mean"],
                                            sd=text.num(math.sqrt(10 * mean * (1 - mean)), 3)) in caption
    # ... and exactly as wide for one flip.
    at.slider(key="m").set_value(1).run()
    (caption,) = [c for c in _captions(at) if c.startswith(text.PREDICTIVE_SPREAD["many"].split("{{")[0])]
    assert text.PLUGIN_SPREAD["equal"].fill(estimate=text.PLUGIN_NAMES["mean"],
                                            sd=text.num(math.sqrt(mean * (1 - mean)), 3)) in caption


def test_predictive_caption_without_estimates_to_plug_in():
    # Beta(1, 1) and no data: no MLE, no unique mode; only the predictive has bars.
    at = _open({"a": "1", "b": "1", "view": "predictive"})
    assert list(dict.fromkeys(chart_dataset(charts(at)[1], "pmf")["role"])) == ["predictive"]
    caption = _captions(at)[-1]
    for key in ("mle", "map"):
        assert text.PLUGIN_UNDEFINED.fill(estimate=text.PLUGIN_NAMES[key]) in caption


@pytest.mark.parametrize(("heads", "tails", "unseen"), [(0, 10, "heads"), (7, 0, "tails"), (4, 6, None)])
def test_sd_caption_follows_how_the_sd_falls(heads, tails, unseen):
    """False before: "the posterior sd shrinks like 1/√N" whatever the data.

    Prior Beta(1, 1), no heads: N·sd = 0.77, 0.97, 1.00 at N = 10, 100, 1000 (issue 10),
    so the sd falls like 1/N. The old caption said 1/√N here.
    """
    at = _open({"a": "1", "b": "1", "heads": str(heads), "tails": str(tails), "view": "sequential"})
    expected = text.SD_CAPTION if unseen is None else text.SD_CAPTION_ONE_SIDED[unseen]
    assert expected in _captions(at)
    others = [text.SD_CAPTION, *text.SD_CAPTION_ONE_SIDED.values()]
    others.remove(expected)
    assert not set(others) & set(_captions(at))


def test_sequence_sets_counts_and_history():
    at = _open({"view": "sequential"})
    at.radio(key="data").set_value("sequence").run()
    at.text_input(key="flips").input("hh t,H").run()
    assert not at.error
    assert (at.number_input(key="heads").value, at.number_input(key="tails").value) == (3, 1)
    assert _number(at, text.METRIC_MLE) == 0.75
    assert text.ORDER_SEQUENCE in _markdown(at)
    history = chart_dataset(charts(at)[1], "history")
    assert history["n"] == [0, 1, 2, 3, 4]
    # Flip by flip from Beta(2, 2): H, H, T, H -> means 2/4, 3/5, 4/6, 4/7, 5/8.
    assert history["mean"] == pytest.approx([2 / 4, 3 / 5, 4 / 6, 4 / 7, 5 / 8])


def test_bad_sequence_shows_error_and_page_keeps_working():
    at = _open({"view": "predictive"})
    at.radio(key="data").set_value("sequence").run()
    at.text_input(key="flips").input("HHXT?").run()
    assert not at.exception
    (error,) = at.error
    assert "X" in error.value and "?" in error.value and text.SEQUENCE_FIX in error.value
    assert len(charts(at)) == 2  # densities and the open predictive panel
    assert _number(at, text.METRIC_MEAN) == 0.5  # counts unchanged: still Beta(2, 2)


def test_simulated_flips_fill_the_counts_reproducibly():
    at = _open()
    at.radio(key="data").set_value("simulate").run()
    at.button(key="flip_10").click().run()
    first = (at.number_input(key="heads").value, at.number_input(key="tails").value)
    assert sum(first) == 10
    at.button(key="flip_100").click().run()
    assert sum((at.number_input(key="heads").value, at.number_input(key="tails").value)) == 110
    at.button(key="flip_reset").click().run()
    assert (at.number_input(key="heads").value, at.number_input(key="tails").value) == (0, 0)
    at.button(key="flip_10").click().run()
    again = (at.number_input(key="heads").value, at.number_input(key="tails").value)
    assert again == first  # same seed, same first ten flips
    assert not at.exception


# --------------------------------------------------------------------------- links and controls
def test_url_parameters_initialise_widgets():
    at = _open({"a": "2", "b": "2", "heads": "2", "tails": "0"})
    assert at.number_input(key="a").value == 2.0
    assert at.number_input(key="heads").value == 2
    assert _number(at, text.METRIC_MAP) == 0.75
    # The drag slider starts at the stop nearest the link's exact value.
    at2 = _open({"a": "50", "b": "0.45"})
    assert (at2.number_input(key="a").value, at2.number_input(key="b").value) == (50.0, 0.45)
    assert (at2.select_slider(key="a_drag").value, at2.select_slider(key="b_drag").value) == (50.0, 0.5)
    assert _number(at2, text.METRIC_MEAN) == pytest.approx(50 / 50.45, abs=5e-5)


@pytest.mark.parametrize("bad", ["-3", "0", "abc", "5000"])
def test_unusable_prior_in_a_link_falls_back_to_the_default(bad):
    at = _open({"a": bad})
    assert at.number_input(key="a").value == 2.0
    assert at.select_slider(key="a_drag").value == 2.0


def test_slider_and_box_are_two_views_of_one_value():
    at = _open()
    at.select_slider(key="a_drag").set_value(20.0).run()
    assert at.number_input(key="a").value == 20.0
    assert _number(at, text.METRIC_MEAN) == pytest.approx(20 / 22, abs=5e-5)
    # The exact box moves the slider to the nearest stop (2.6 -> 3 on the log scale) and keeps 2.6.
    at.number_input(key="a").set_value(2.6).run()
    assert at.select_slider(key="a_drag").value == 3.0
    assert _number(at, text.METRIC_MEAN) == pytest.approx(2.6 / 4.6, abs=5e-5)
    # Dragging to the stop the slider already shows is no change: the exact value stays.
    at.number_input(key="b").set_value(2.0).run()
    assert at.number_input(key="a").value == 2.6


def test_a_stale_echo_of_a_pushed_value_does_not_move_the_value():
    """Issue 11 item 5, server side: a burst leaves the browser reporting an old value.

    The slider moves a from 2 to 70; the box was pushed 70, but the next rerun still
    carries the box's old 2 (the push had not arrived). That 2 is an echo, not the
    student's choice: the value stays 70 and the box is pushed again.
    """
    at = _open()
    at.select_slider(key="a_drag").set_value(70.0).run()
    assert at.number_input(key="a").value == 70.0
    at.session_state["a"] = 2.0  # what a browser that missed the push still reports
    at.select_slider(key="b_drag").set_value(3.0).run()
    assert at.number_input(key="a").value == 70.0
    assert at.select_slider(key="a_drag").value == 70.0
    assert _number(at, text.METRIC_MEAN) == pytest.approx(70 / 73, abs=5e-5)
    # Once the browser shows the push, a value the student types is theirs, even an old one.
    at.number_input(key="a").set_value(70.0).run()
    at.number_input(key="a").set_value(2.0).run()
    assert at.select_slider(key="a_drag").value == 2.0
    assert _number(at, text.METRIC_MEAN) == pytest.approx(2 / 5, abs=5e-5)


@pytest.mark.parametrize(("preset", "a", "b", "b_stop"), [("jeffreys", 0.5, 0.5, 0.5), ("fair", 50.0, 50.0, 50.0),
                                                          ("skewed", 2.0, 8.0, 7.0)])
def test_presets(preset, a, b, b_stop):
    at = _open()
    at.selectbox(key="preset").select(preset).run()
    assert not at.exception
    assert (at.number_input(key="a").value, at.number_input(key="b").value) == (a, b)
    # The sliders show the nearest stops (8 is nearer 7 than 10 on the log scale).
    assert (at.select_slider(key="a_drag").value, at.select_slider(key="b_drag").value) == (a, b_stop)
    assert at.selectbox(key="preset").value is None  # back to the placeholder


def test_no_widget_is_given_both_a_default_and_a_session_state_value(monkeypatch):
    """Issue 11 (minor): with ``data=sequence`` the log warned that ``heads`` had both.

    Streamlit logs it once per process, so the flag is reset first; then the states
    that write widget values through Session State: a typed sequence, the drag
    slider, a preset, simulated flips, the black-swan button.
    """
    import streamlit.elements.lib.policies as policies

    monkeypatch.setattr(policies, "_shown_default_value_warning", False)
    messages: list[str] = []

    class Collect(logging.Handler):
        def emit(self, record: logging.LogRecord) -> None:
            messages.append(record.getMessage())

    handler = Collect(level=logging.WARNING)
    logger = logging.getLogger(policies.__name__)
    logger.addHandler(handler)
    try:
        at = _open({"data": "sequence", "flips": "HHT"})
        at.text_input(key="flips").input("HTTH").run()
        at.select_slider(key="a_drag").set_value(5.0).run()
        at.selectbox(key="preset").select("fair").run()
        at.radio(key="data").set_value("simulate").run()
        at.button(key="flip_10").click().run()
        at = _open({"view": "black_swan"})
        at.button(key="black_swan").click().run()
    finally:
        logger.removeHandler(handler)
    assert not [m for m in messages if "default value" in m], messages


# --------------------------------------------------------------------------- legacy links
#: Every option label a coin link carried before URL values were keys (git history of
#: ui/text/coin.py: f587da8, 13a2567, and the radios of 882d0b8 / 249896c).
HISTORICAL_LABELS = {
    "data": {"Counts": "counts", "Sequence": "sequence", "Simulation": "simulate",
             "Type counts": "counts", "Type a sequence": "sequence", "Simulate a coin": "simulate"},
    "region": {"HPD": "hpd", "Highest density (HPD)": "hpd", "Equal-tailed": "equal"},
    "view": {"Pseudo-counts": "pseudo", "Flip by flip": "sequential", "Predictive": "predictive",
             "Black swan": "black_swan", "The maths": "maths"},
}


@pytest.mark.parametrize("name", sorted(HISTORICAL_LABELS))
def test_the_registry_reads_every_label_a_link_ever_carried(name):
    param = pages.by_script(PAGE).param(name)
    for label, key in HISTORICAL_LABELS[name].items():
        assert param.key_of(label) == key, label
    # The labels are not the words any more: today's words can change without breaking a link.
    assert set(param.options) == set(getattr(text, {"data": "SOURCE_NAMES", "region": "REGION_NAMES",
                                                    "view": "VIEWS"}[name]))


def test_an_old_link_opens_the_same_state():
    at = _open({"data": "Sequence", "flips": "HHTHT", "region": "Equal-tailed", "view": "Predictive"})
    assert (at.query_params["data"], at.query_params["region"], at.query_params["view"]) == (
        "sequence", "equal", "predictive")
    assert at.radio(key="data").value == "sequence"
    assert (at.number_input(key="heads").value, at.number_input(key="tails").value) == (3, 2)
    assert text.METRIC_REGION["equal"].fill(level=95) in [m.label for m in at.metric]


# --------------------------------------------------------------------------- English on purpose
def test_english_wording_of_the_corrected_sentences():
    """English wording on purpose: the sentences issue 10 found false are gone from the words."""
    assert "The predictive is wider" not in text.PREDICTIVE_INTRO
    assert "never narrower than the plug-in at the posterior mean" in text.PREDICTIVE_INTRO
    assert "}$, falls like $1/N$." not in text.MATHS  # the variance: 1/N only while both outcomes come up
    assert "about $a/N^2$" in text.MATHS
    assert text.SD_CAPTION.startswith("Once the flips outweigh the prior")
    assert text.DENSITY_TITLES["theta"] == "θ (probability of heads)"


# --------------------------------------------------------------------------- chart builders (pure)
def test_density_chart_clips_infinite_density_and_shades_two_intervals():
    from ui.charts.beta import density_chart

    prior = Beta(0.5, 0.5)  # infinite at both ends
    chart = density_chart({"prior": prior, "posterior": prior}, markers={"mle": float("nan"), "map": 0.2},
                          region=prior.hpd(0.5))
    curves = chart.spec["datasets"]["curves"].to_pydict()
    assert chart.clipped and max(curves["density"]) == pytest.approx(chart.y_max)
    assert all(math.isfinite(d) for d in curves["density"])
    assert chart.y_max == pytest.approx(1.1 * float(prior.pdf(0.02)), rel=1e-9)
    region = chart.spec["datasets"]["region"].to_pydict()
    assert set(region["part"]) == {0, 1}  # [0, l] and [u, 1] drawn separately
    assert chart.spec["datasets"]["markers"].to_pydict()["role"] == ["map"]  # NaN marker skipped


def test_density_chart_legend_says_the_words_and_colours_follow_the_roles():
    from ui.beta_panels import chart_labels
    from ui.charts import ROLE_COLOURS
    from ui.charts.beta import density_chart

    labels = chart_labels("en").density
    chart = density_chart({"prior": Beta(2, 2), "posterior": Beta(4, 2)}, markers={"posterior_mean": 4 / 6},
                          labels=labels)
    spec = json.dumps(chart.spec["layer"], ensure_ascii=False)
    scale = next(layer["encoding"]["color"]["scale"] for layer in chart.spec["layer"]
                 if "color" in layer["encoding"])
    assert scale["domain"] == [text.DENSITY_ROLES[r] for r in ("prior", "posterior", "posterior_mean")]
    assert scale["range"] == [ROLE_COLOURS[r] for r in ("prior", "posterior", "posterior_mean")]
    assert text.DENSITY_TITLES["theta"] in spec
    markers = chart.spec["datasets"]["markers"].to_pydict()
    assert (markers["role"], markers["label"]) == (["posterior_mean"], [text.DENSITY_ROLES["posterior_mean"]])


def test_density_chart_not_clipped_for_finite_curves():
    from ui.charts.beta import density_chart

    post = Beta(4, 2)
    chart = density_chart({"posterior": post})
    assert not chart.clipped
    assert chart.y_max == pytest.approx(1.1 * float(post.pdf(post.mode)))
    # A narrow posterior gets extra grid points: its peak is drawn, not missed.
    narrow = Beta(3000, 7000)
    curves = density_chart({"posterior": narrow}).spec["datasets"]["curves"].to_pydict()
    assert max(curves["density"]) == pytest.approx(float(narrow.pdf(narrow.mode)), rel=1e-2)


def test_predictive_and_pseudo_count_tables():
    from bayeslab.beta_binomial import plugin_pmf
    from ui.charts.beta import predictive_chart, pseudo_count_chart

    spec = predictive_chart({"predictive": Beta(3, 1).predictive_pmf(4), "mle": plugin_pmf(4, 1.0)})
    table = spec["datasets"]["pmf"].to_pydict()
    assert len(table["heads"]) == 10 and sum(table["probability"]) == pytest.approx(2.0)
    assert table["role"] == ["predictive"] * 5 + ["mle"] * 5
    counts = pseudo_count_chart(2, 2, 55, 45)["datasets"]["counts"].to_pydict()
    assert counts["count"] == [2.0, 2.0, 55.0, 45.0]


def test_words_reach_the_charts_through_safe_strings():
    # Labels are the page's words (Safe), never user text: nothing to escape.
    assert isinstance(text.DENSITY_ROLES["mle"], Safe)


def test_the_sd_charts_tooltip_names_its_curve_in_words():
    """False before: the tooltip's first row was titled with the data field's name, "label"."""
    at = _open({"heads": "6", "tails": "3", "view": "sequential"})
    sd_chart = charts(at)[2]
    (tooltip,) = [json.loads(sd_chart.proto.spec)["encoding"]["tooltip"]]
    assert tooltip[0]["field"] == "label" and tooltip[0]["title"] == text.SEQUENTIAL_TITLES["curve"]
    assert all("title" in entry for entry in tooltip)


# --------------------------------------------------------------------------- in front of a class
FRAME = words("frame", "en")


def _spread_caption(at: AppTest, lang_text=text) -> str:
    (caption,) = [c for c in _captions(at)
                  if any(c.startswith(form.split("{{")[0]) for form in lang_text.PREDICTIVE_SPREAD.values())]
    return caption


def test_predict_hides_the_map_until_revealed_then_says_how_far_and_asks_again():
    """Predict, then reveal: the MAP (metric, marker, predictive plug-in and its words) waits for
    Reveal; the other estimates stay. Prior Beta(2, 2), 6 heads and 3 tails: posterior Beta(8, 5),
    MAP (8 − 1)/(8 + 5 − 2) = 7/11 (MLaPP eq. 3.21); a guess of 60 % is 700/11 − 60 ≈ 3.64 points off."""
    at = _open({"predict": "true", "heads": "6", "tails": "3", "view": "predictive"})
    assert any(text.GUESS_MAP in m.value for m in at.markdown)
    assert _metric(at, text.METRIC_MAP) == text.HIDDEN_VALUE
    assert _number(at, text.METRIC_MEAN) == pytest.approx(8 / 13, abs=5e-5)  # the rest stays
    density, predictive = charts(at)
    assert "map" not in _roles(density, "markers") and "mle" in _roles(density, "markers")
    assert _roles(predictive, "pmf") == ["predictive", "mle"]
    caption = _spread_caption(at)
    assert text.PLUGIN_UNDEFINED.fill(estimate=text.PLUGIN_NAMES["map"]) not in caption  # not "undefined"
    assert not any(form.split("{{sd}}")[0].replace("{{estimate}}", text.PLUGIN_NAMES["map"]) in caption
                   for form in text.PLUGIN_SPREAD.values())
    assert at.button(key="reveal_map").disabled  # nothing guessed yet
    at.text_input(key="guess_map").input("60").run()
    at.button(key="reveal_map").click().run()
    assert not at.exception
    assert _number(at, text.METRIC_MAP) == pytest.approx(7 / 11, abs=5e-5)
    density, predictive = charts(at)
    assert "map" in _roles(density, "markers") and _roles(predictive, "pmf") == ["predictive", "mle", "map"]
    answer = text.GUESS_MAP_ANSWER.fill(percent=text.num(700 / 11, 3), value=text.num(7 / 11))
    assert [i.value for i in at.info] == [FRAME.GUESS_DISTANCE.fill(
        guess=text.num(60.0, 3), answer=Safe(answer), off=text.num(700 / 11 - 60, 3))]
    assert "guess_map" not in at.query_params
    # Another flip is another answer: hidden again, asked again.
    _set(at, heads=7)
    assert _metric(at, text.METRIC_MAP) == text.HIDDEN_VALUE and at.text_input(key="guess_map").value == ""


def test_no_guess_is_asked_without_predict_mode_or_without_a_single_mode():
    """Off by default; and Beta(1, 1) with no flips has no single peak: nothing to guess, no hidden metric."""
    assert not [w for w in _open({"heads": "6"}).text_input if w.key == "guess_map"]
    flat = _open({"predict": "true", "a": "1", "b": "1"})
    assert not [w for w in flat.text_input if w.key == "guess_map"]
    assert _metric(flat, text.METRIC_MAP) == text.NO_MODE


@pytest.mark.parametrize("lang", ["en", "pt-BR", "pt-PT"])
def test_sentences_that_count_read_right_for_one_and_for_many(lang):
    """Every sentence with a count has a form for exactly 1 and one for the rest (0, 2, 1.5 …).

    Before, PRIOR_SUMMARY became such a pair while the page still called ``.fill`` on it
    (AttributeError), and "1 flips" was written. Prior Beta(0.5, 0.5) (strength 1), one head:
    the "one" forms; the default Beta(2, 2) and nine flips: the "many" forms; no flip at all
    (strength 4, 0 flips simulated): "many" again.
    """
    words_ = words("coin", lang)
    one = _open({"lang": lang, "a": "0.5", "b": "0.5", "heads": "1", "tails": "0", "view": "sequential"})
    shown = _markdown(one)
    assert words_.PRIOR_SUMMARY["one"].fill(mean=words_.num(0.5, 3), strength=words_.num(1.0)) in shown
    assert words_.SEQUENTIAL_INTRO["one"].fill(order=words_.ORDER_SPREAD, n=1, a=words_.num(1.5),
                                               b=words_.num(0.5)) in shown
    # Beta(0.5, 0.5) and one head: Laplace (0 + 1)/(1 + 2) = 1/3, this prior 0.5/2 = 0.25.
    assert [w.value for w in one.warning] == [words_.BLACK_SWAN["tails"]["one"].fill(
        n=1, laplace=words_.num(1 / 3, 3), yours=words_.num(0.25, 3))]
    predictive = _open({"lang": lang, "heads": "6", "tails": "3", "view": "predictive", "m": "1"})
    assert _spread_caption(predictive, words_).startswith(words_.PREDICTIVE_SPREAD["one"].split("{{")[0])
    spec = json.dumps(json.loads(charts(predictive)[1].proto.spec), ensure_ascii=False)
    assert words_.PREDICTIVE_X["one"].fill(m=1) in spec
    # No flip yet (0 simulated), the default prior Beta(2, 2) of strength 4: the "many" forms.
    none = _open({"lang": lang, "data": "simulate"})
    assert words_.PRIOR_SUMMARY["many"].fill(mean=words_.num(0.5, 3), strength=words_.num(4.0)) in _markdown(none)
    assert words_.SIM_STATUS["many"].fill(n=0, theta=words_.num(0.5, 2)) in _captions(none)


@pytest.mark.parametrize("lang", ["en", "pt-BR", "pt-PT"])
def test_a_bad_sequence_is_named_in_the_students_language(lang):
    """The core's BadFlipsError (characters, 1-based positions, count) worded by the page in each
    language: "HXH?X" has X at positions 2 and 5 and ? at position 4; seven Z's list the first
    five positions and say how many there are in all. Before, the error was the core's English."""
    words_ = words("coin", lang)
    at = _open({"lang": lang, "data": "sequence", "flips": "HXH?X"})
    found = words_.LIST_SEPARATOR.join((
        str(words_.SEQUENCE_BAD_CHAR["many"].fill(char="X", positions=Safe("2" + words_.POSITION_SEPARATOR + "5"))),
        str(words_.SEQUENCE_BAD_CHAR["one"].fill(char="?", positions=Safe("4"))),
    ))
    assert [e.value for e in at.error] == [f"{words_.SEQUENCE_BAD.fill(found=Safe(found))} {words_.SEQUENCE_FIX}"]
    at = _open({"lang": lang, "data": "sequence", "flips": "H" + "Z" * 7})
    listed = words_.SEQUENCE_BAD_CHAR["many"].fill(
        char="Z", positions=Safe(words_.POSITION_SEPARATOR.join("23456")))
    found = f"{listed}{words_.SEQUENCE_BAD_MORE.fill(count=7)}"
    assert [e.value for e in at.error] == [f"{words_.SEQUENCE_BAD.fill(found=Safe(found))} {words_.SEQUENCE_FIX}"]
    assert len(charts(at)) == 1  # the page keeps working on the last good counts


def test_the_range_in_the_a_and_b_help_comes_from_the_widgets_and_reads_in_each_language(monkeypatch):
    """The help said "0.01 to 1000" typed in the words (and "1.000" in Brazilian Portuguese, where the
    page writes 1000): now A_RANGE fills it, written as each language writes numbers. Changing the
    range changes every help text (it could not before)."""
    from ui import beta_widgets
    from ui.text import number

    monkeypatch.setattr(beta_widgets, "A_RANGE", (0.05, 500.0))
    beta_widgets._range_help.cache_clear()
    try:
        for lang, low in (("en", "0.05"), ("pt-BR", "0,05"), ("pt-PT", "0,05")):
            a_help, b_help = beta_widgets._range_help(lang)
            assert low in a_help and "500" in a_help and low in b_help, (lang, a_help)
            assert str(number(0.05, lang=lang)) == low
    finally:
        monkeypatch.undo()
        beta_widgets._range_help.cache_clear()
    at = _open({"lang": "pt-BR"})
    assert at.number_input(key="a").help == beta_widgets._range_help("pt-BR")[0]
    assert "0,01" in at.number_input(key="a").help
