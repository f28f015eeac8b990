"""AppTest of the estimators page: widgets and links -> the numbers and charts shown."""

from __future__ import annotations

import pytest
from streamlit.testing.v1 import AppTest

from tests.apptest import chart_dataset, charts, open_page


PAGE = "views/estimators.py"
LABELS = ["MLE", "MAP", "Posterior mean", "Posterior median"]


def _open(**params: str) -> AppTest:
    return open_page(PAGE, params)


def _metrics(at: AppTest) -> dict[str, str]:
    return {m.label: m.value for m in at.metric}


_charts = charts
_dataset = chart_dataset


def test_default_render():
    at = _open()
    metrics = _metrics(at)
    assert list(metrics) == LABELS
    # Default prior Beta(2, 2) and no data: no MLE, and the estimates are the prior's.
    assert metrics["MLE"] == "no data yet"
    assert metrics["MAP"] == metrics["Posterior mean"] == metrics["Posterior median"] == "0.5"
    assert "nan" not in " ".join(metrics.values())
    assert len(_charts(at)) == 1  # the posterior (the other views are not run)
    assert at.button_group(key="view").value == "estimates"


def test_view_switch_runs_only_the_chosen_view():
    at = _open(a="2", b="2", heads="2", tails="0")
    assert at.get("vega_lite_chart") and not at.success  # Estimates: no risk result yet
    at.button_group(key="view").set_value("losses").run()
    assert not at.exception
    (chart,) = _charts(at)
    # Squared loss by default: the risk is lowest at the posterior mean 4/6 (seed 004).
    assert _dataset(chart, "best")["x"][0] == pytest.approx(4 / 6, abs=1e-3)
    assert not _black_swan_callouts(at)  # the Estimates view is gone


# Seed 004 ("Comparison of estimates in the coin flip example"), prior Beta(2, 2):
# ML 1, E[θ|D] = 4/6, MAP = 3/4; ML 55/100, E[θ|D] = 57/104 ≈ 0.5481, MAP = 56/102 ≈ 0.549.
SEED_ROWS = [
    (2, 0, {"MLE": "1", "MAP": "0.75", "Posterior mean": "0.6667"}),
    (55, 45, {"MLE": "0.55", "MAP": "0.549", "Posterior mean": "0.5481"}),
]


@pytest.mark.parametrize(("heads", "tails", "expected"), SEED_ROWS)
def test_seed_rows_via_widgets(heads, tails, expected):
    at = _open()
    at.number_input(key="a").set_value(2.0)
    at.number_input(key="b").set_value(2.0)
    at.number_input(key="heads").set_value(heads)
    at.number_input(key="tails").set_value(tails).run()
    assert not at.exception
    metrics = _metrics(at)
    for label, value in expected.items():
        assert metrics[label] == value


@pytest.mark.parametrize(("heads", "tails", "expected"), SEED_ROWS)
def test_seed_rows_via_url(heads, tails, expected):
    at = _open(a="2", b="2", heads=str(heads), tails=str(tails))
    metrics = _metrics(at)
    for label, value in expected.items():
        assert metrics[label] == value
    table = " ".join(md.value for md in at.markdown)
    # The textbook's columns are always shown: 4/6 ≈ 0.667, 3/4 = 0.75, 57/104 ≈ 0.548, 56/102 ≈ 0.549.
    for value in (r"\tfrac{4}{6} \approx 0.667", r"\tfrac{3}{4} = 0.75", "0.548", "0.549"):
        assert value in table


def _black_swan_callouts(at: AppTest) -> list[str]:
    return [w.value for w in at.warning if "Black swan" in w.value]


def test_black_swan_is_called_out():
    at = _open(a="1", b="1", heads="0", tails="3")
    assert _metrics(at)["MLE"] == "0"
    (callout,) = _black_swan_callouts(at)
    assert "no heads, the MLE is **0**" in callout
    # Laplace's rule: (0 + 1)/(3 + 2) = 0.2.
    assert _metrics(at)["Posterior mean"] == "0.2"
    assert "posterior mean 0.2" in callout


def test_black_swan_only_for_one_sided_data():
    assert not _black_swan_callouts(_open(a="1", b="1", heads="2", tails="3"))
    assert not _black_swan_callouts(_open(a="1", b="1"))  # no data: no MLE to warn about


def test_flat_prior_without_data_has_no_map():
    at = _open(a="1", b="1")
    assert _metrics(at)["MAP"] == "no unique mode"


@pytest.mark.parametrize(
    ("loss", "estimate_label", "phrase"),
    [("squared", "Posterior mean", "posterior mean"), ("absolute", "Posterior median", "posterior median")],
)
def test_risk_minimum_is_the_matching_estimate(loss, estimate_label, phrase):
    at = _open(a="2", b="2", heads="2", tails="0", view="Losses", loss=loss)
    (chart,) = _charts(at)
    best = _dataset(chart, "best")
    estimate = float(_metrics(at)[estimate_label])
    assert best["x"][0] == pytest.approx(estimate, abs=1e-3)
    assert phrase in at.success[0].value


def test_loss_switch_changes_the_risk_chart():
    at = _open(a="2", b="2", heads="2", tails="0", view="Losses")
    before = _dataset(_charts(at)[0], "best")["x"][0]
    assert before == pytest.approx(4 / 6, abs=1e-3)  # squared loss: posterior mean
    at.button_group(key="loss").set_value("zero-one").run()
    assert not at.exception
    (chart,) = _charts(at)
    after = _dataset(chart, "best")["x"][0]
    # 0-1 loss with a window of ±0.01: the minimum lies within 0.01 of the mode 3/4.
    assert after == pytest.approx(0.75, abs=0.011)
    assert "MAP" in at.success[0].value
    assert at.select_slider(key="eps").value == 0.01


@pytest.mark.parametrize("view", ["Repeated experiments", "Convergence", "Prediction"])
def test_other_views_render(view):
    at = _open(a="2", b="2", heads="2", tails="0", view=view)
    assert len(_charts(at)) >= 1


def test_repeated_experiments_widgets():
    at = _open(view="Repeated experiments", theta="0.3", n="10")
    assert at.slider(key="theta").value == 0.3
    at.slider(key="n").set_value(40).run()
    assert not at.exception
    at.button_group(key="part").set_value("bias2").run()
    assert not at.exception
    sampling, curves = _charts(at)
    # The MLE is unbiased: its bias² is 0 and stays off the log axis.
    rows = _dataset(curves, "curves")
    assert "MLE" not in rows["estimator"]
    assert _dataset(curves, "current")["n"] == [40]


def test_convergence_without_data_says_so():
    at = _open(view="Convergence")
    assert any("Add some flips" in i.value for i in at.info)


@pytest.mark.parametrize(
    "params",
    [
        {"a": "-3"},  # below the widget's range
        {"heads": "abc"},  # not a number
        {"tails": "2.5"},  # not a whole number
        {"loss": "hinge", "view": "Losses"},  # not an option
        {"view": "Nonsense"},
        {"theta": "7", "view": "Repeated experiments"},
    ],
)
def test_bad_url_values_fall_back_without_breaking(params):
    at = _open(**params)
    assert not at.exception
    assert list(_metrics(at)) == LABELS
