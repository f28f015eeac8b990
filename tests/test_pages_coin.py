"""AppTests of the coin page: widgets -> displayed numbers, bad input, URL state, presets."""

from __future__ import annotations

import json

import pytest
from streamlit.testing.v1 import AppTest

from tests.apptest import chart_dataset
from tests.apptest import charts as page_charts
from tests.apptest import open_page
from ui.text import words

page_text = words("coin", "en")

PAGE = "views/coin.py"
#: The ``view`` URL values of the secondary panels.
VIEW = page_text.VIEWS


def _open(query: dict[str, str] | None = None) -> AppTest:
    return open_page(PAGE, query)


def _metrics(at: AppTest) -> dict[str, str]:
    return {m.label: m.value for m in at.metric}


def _metric(at: AppTest, fragment: str) -> str:
    matches = [value for label, value in _metrics(at).items() if fragment in label]
    assert len(matches) == 1, (fragment, _metrics(at))
    return matches[0]


_charts = page_charts


def _set(at: AppTest, **values) -> AppTest:
    for key, value in values.items():
        at.number_input(key=key).set_value(value)
    at.run()
    assert not at.exception, at.exception
    return at


@pytest.fixture(scope="module")
def coin() -> AppTest:
    return _open()


def _markdown(at: AppTest) -> str:
    return "\n".join(m.value for m in at.markdown)


def test_default_render(coin):
    assert not coin.exception
    assert not coin.error
    labels = " ".join(_metrics(coin))
    for word in ("MLE", "MAP", "Posterior mean", "median", "sd", "interval"):
        assert word in labels
    # The main view: the density plot, with the shrinkage sentence and the prior summary under it.
    assert len(_charts(coin)) == 1
    assert "θ (probability of heads)" in json.dumps(json.loads(_charts(coin)[0].proto.spec), ensure_ascii=False)
    assert "Shrinkage" in _markdown(coin) and "strength" in _markdown(coin)
    # No secondary panel runs until it is chosen.
    assert coin.get("button_group")[0].proto.label == page_text.VIEW_LABEL
    assert "Updating one flip at a time" not in _markdown(coin)


@pytest.mark.parametrize(
    ("view", "n_charts", "words"),
    [
        ("pseudo", 2, page_text.PSEUDO_CAPTION[:30]),
        ("sequential", 3, "Updating one flip at a time"),
        ("predictive", 2, "What will the next flips show?"),
        ("black_swan", 1, "Laplace's rule of succession"),
        ("maths", 1, "Update rule."),
    ],
)
def test_every_panel_opens_from_the_url(view, n_charts, words):
    at = _open({"view": VIEW[view], "heads": "6", "tails": "3"})
    assert not at.error
    assert len(_charts(at)) == n_charts
    text = _markdown(at) + "\n".join(c.value for c in at.caption)
    assert words in text
    # A link with the old label opens the panel and the address is rewritten to its key.
    assert at.query_params["view"] == view


def test_no_data_says_so_in_words(coin):
    assert _metric(coin, "MLE") == "no data yet"
    assert "nan" not in " ".join(_metrics(coin).values()).lower()


def test_seed_004_values_from_widgets():
    # Seed 004 table: Beta(2, 2) prior, 2 heads, 0 tails -> ML 1, MAP 3/4, mean 4/6.
    at = _set(_open(), a=2.0, b=2.0, heads=2, tails=0)
    assert _metric(at, "MLE") == "1"
    assert _metric(at, "MAP") == "0.75"
    assert _metric(at, "Posterior mean") == "0.6667"
    # Shrinkage weight (a+b)/(a+b+N) = 4/6, in the live shrinkage formula under the plot.
    assert r"\lambda = \frac{a+b}{a+b+N} = \frac{4}{4 + 2} = 0.667$" in _markdown(at)
    # 55 heads, 45 tails -> 0.55, 57/104 = 0.548, 56/102 = 0.549.
    _set(at, heads=55, tails=45)
    assert _metric(at, "MLE") == "0.55"
    assert _metric(at, "Posterior mean") == "0.5481"
    assert _metric(at, "MAP") == "0.549"


def test_no_unique_mode_in_words():
    at = _set(_open(), a=0.5, b=0.5)
    assert _metric(at, "MAP") == "no unique mode"
    interval = _metric(at, "interval")
    assert "∪" in interval  # U-shaped prior, no data: HPD is two intervals
    at.radio(key="region").set_value("equal").run()
    assert "∪" not in _metric(at, "interval")


def test_url_opens_a_typed_sequence():
    at = _open({"data": "Sequence", "flips": "HHTHT", "region": "Equal-tailed"})  # labels: a link from before keys
    assert at.radio(key="data").value == "sequence"
    assert (at.query_params["data"], at.query_params["region"]) == ("sequence", "equal")
    assert (at.number_input(key="heads").value, at.number_input(key="tails").value) == (3, 2)
    assert "equal-tailed" in " ".join(_metrics(at))


def test_url_parameters_initialise_widgets():
    at = _open({"a": "2", "b": "2", "heads": "2", "tails": "0"})
    assert at.number_input(key="a").value == 2.0
    assert at.number_input(key="heads").value == 2
    assert _metric(at, "MAP") == "0.75"
    assert _metric(at, "Posterior mean") == "0.6667"
    # The drag slider starts where the link put the exact value.
    at2 = _open({"a": "50", "b": "0.5"})
    assert at2.select_slider(key="a_drag").value == 50.0
    assert at2.select_slider(key="b_drag").value == 0.5


def test_drag_slider_sets_exact_value():
    at = _open()
    at.select_slider(key="a_drag").set_value(20.0).run()
    assert at.number_input(key="a").value == 20.0
    assert _metric(at, "Posterior mean") == "0.9091"  # 20 / 22


@pytest.mark.parametrize(("preset", "a", "b"), [("jeffreys", 0.5, 0.5), ("fair", 50.0, 50.0), ("skewed", 2.0, 8.0)])
def test_presets(preset, a, b):
    at = _open()
    at.selectbox(key="preset").select(preset).run()
    assert not at.exception
    assert at.number_input(key="a").value == a
    assert at.number_input(key="b").value == b
    assert at.selectbox(key="preset").value is None  # back to the placeholder


def test_bad_sequence_shows_error_and_page_keeps_working():
    at = _open({"view": VIEW["predictive"]})
    at.radio(key="data").set_value("sequence").run()
    at.text_input(key="flips").input("HHXT?").run()
    assert not at.exception
    assert len(at.error) == 1
    assert "X" in at.error[0].value and "?" in at.error[0].value
    assert len(_charts(at)) == 2  # densities and the open predictive panel
    assert _metric(at, "Posterior mean") == "0.5"  # counts unchanged: still Beta(2, 2)


def test_sequence_sets_counts_and_history():
    at = _open({"view": VIEW["sequential"]})
    at.radio(key="data").set_value("sequence").run()
    at.text_input(key="flips").input("hh t,H").run()
    assert not at.error
    assert at.number_input(key="heads").value == 3
    assert at.number_input(key="tails").value == 1
    assert _metric(at, "MLE") == "0.75"
    assert any("your flips, in order" in m.value for m in at.markdown)


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


def test_black_swan_callout():
    at = _open()
    assert not at.warning
    assert "Black swan" in _markdown(at)  # the hint points to the panel
    at = _open({"view": VIEW["black_swan"]})
    at.button(key="black_swan").click().run()
    assert (at.number_input(key="heads").value, at.number_input(key="tails").value) == (0, 3)
    assert _metric(at, "MLE") == "0"
    warning = at.warning[0].value
    assert "impossible" in warning and "0.2" in warning  # Laplace: (0+1)/(3+2)
    # The callout is part of the main view: a link with no panel open shows it too.
    linked = _open({"heads": "0", "tails": "3"})
    assert "view" not in linked.query_params
    assert "impossible" in linked.warning[0].value and "0.2" in linked.warning[0].value


def test_density_chart_has_clipped_finite_data():
    at = _set(_open(), a=0.5, b=0.5, heads=0, tails=3)
    charts = _charts(at)
    specs = [json.loads(c.proto.spec) for c in charts]
    assert any("θ (probability of heads)" in json.dumps(s, ensure_ascii=False) for s in specs)
    assert "y-axis stops at" in _markdown(at)


# --------------------------------------------------------------------------- chart builders (pure)
def test_density_chart_clips_infinite_density_and_shades_two_intervals():
    from bayeslab.beta_binomial import Beta
    from ui.charts.beta import density_chart

    prior = Beta(0.5, 0.5)  # infinite at both ends
    chart = density_chart({"prior": prior, "posterior": prior}, markers={"MLE": float("nan"), "MAP": 0.2},
                          region=prior.hpd(0.5))
    curves = chart.spec["datasets"]["curves"].to_pydict()
    assert chart.clipped and max(curves["density"]) == pytest.approx(chart.y_max)
    assert all(d == d and d != float("inf") for d in curves["density"])  # finite, no NaN
    assert chart.y_max == pytest.approx(1.1 * float(prior.pdf(0.02)), rel=1e-9)
    region = chart.spec["datasets"]["region"].to_pydict()
    assert set(region["part"]) == {0, 1}  # [0, l] and [u, 1] drawn separately
    assert chart.spec["datasets"]["markers"].to_pydict()["role"] == ["MAP"]  # NaN marker skipped


def test_density_chart_not_clipped_for_finite_curves():
    from bayeslab.beta_binomial import Beta
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
    from bayeslab.beta_binomial import Beta, plugin_pmf
    from ui.charts.beta import predictive_chart, pseudo_count_chart

    spec = predictive_chart({"posterior predictive": Beta(3, 1).predictive_pmf(4),
                             "plug-in at MLE": plugin_pmf(4, 1.0)})
    table = spec["datasets"]["pmf"].to_pydict()
    assert len(table["heads"]) == 10 and sum(table["probability"]) == pytest.approx(2.0)
    counts = pseudo_count_chart(2, 2, 55, 45)["datasets"]["counts"].to_pydict()
    assert counts["count"] == [2.0, 2.0, 55.0, 45.0]


def test_predictive_panel_slider_sets_future_flips():
    at = _open({"view": VIEW["predictive"], "heads": "6", "tails": "3"})
    at.slider(key="m").set_value(20).run()
    assert not at.exception
    assert at.query_params["view"] == "predictive"
    pmf = chart_dataset(page_charts(at)[1], "pmf")
    assert max(pmf["heads"]) == 20  # 0..m heads
    assert len(set(pmf["series"])) == 3  # predictive, plug-in at MLE, plug-in at MAP
