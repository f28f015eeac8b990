"""AppTest of the number-game page: widgets -> displayed numbers, bad input -> st.error."""

from __future__ import annotations

import json

import numpy as np
import pytest
from streamlit.testing.v1 import AppTest

from tests.apptest import chart_dataset, charts, open_page

from bayeslab.number_game import murphy_space, tenenbaum_space
from ui.charts.number_game import _ROW_HEIGHT
from ui.text import words

page_text = words("number_game", "en")

PAGE = "views/number_game.py"
# Always shown: prior | likelihood | posterior (one chart of three panels) and the predictive.
N_PRIMARY = 2
# Charts of each view; only the chosen view runs (URL key "view", the first by default).
N_TAB_CHARTS = {"extensions": 1, "why": 0, "sequence": 2}
N_CHARTS = N_PRIMARY + N_TAB_CHARTS["extensions"]


def _open(query: dict[str, str] | None = None, view: str | None = None) -> AppTest:
    query = dict(query or {})
    if view is not None:
        query["view"] = view
    return open_page(PAGE, query)


_charts = charts
_dataset = chart_dataset


def _text(at: AppTest) -> str:
    return "\n".join(m.value for m in at.markdown)


def test_default_page_renders_prior_likelihood_posterior():
    at = _open()
    assert at.text_input(key="examples").value == "16"
    assert not at.error
    assert len(_charts(at)) == N_CHARTS
    # MLaPP Fig. 3.2: after {16}, powers of 4 (|h| = 3) is the MAP in the 32-concept space.
    assert "**powers of 4**" in _text(at)


@pytest.mark.parametrize("preset", ["16", "60", "16, 8, 2, 64", "16, 23, 19, 20", "60, 80, 10, 30"])
def test_presets_render(preset):
    at = _open()
    at.button_group(key="preset").set_value("{" + preset + "}").run()
    assert not at.exception, at.exception
    assert at.text_input(key="examples").value == preset
    assert at.button_group(key="preset").value == "{" + preset + "}"
    assert not at.error
    assert len(_charts(at)) == N_CHARTS


def test_preset_pills_follow_the_examples():
    at = _open({"examples": "16,8,2,64"})
    assert at.button_group(key="preset").value == "{16, 8, 2, 64}"  # same numbers, other spacing
    at.text_input(key="examples").input("16, 8, 2").run()
    assert at.button_group(key="preset").value is None
    # Clicking the selected preset again deselects the pill but keeps the examples.
    at.button_group(key="preset").set_value("{60}").run()
    at.button_group(key="preset").set_value(None).run()
    assert at.text_input(key="examples").value == "60"
    assert at.button_group(key="preset").value == "{60}"


def test_prior_likelihood_posterior_are_one_chart_of_three_panels():
    at = _open({"examples": "16,8,2,64"})
    hypotheses = [c for c in _charts(at) if any(d.name == "hypotheses" for d in c.proto.datasets)]
    assert len(hypotheses) == 1
    spec = json.loads(hypotheses[0].proto.spec)
    titles = [" ".join(panel["title"]["text"]).strip() for panel in spec["hconcat"]]
    assert titles == ["prior p(h)", "likelihood p(D | h) log scale", "posterior p(h | D)"]
    table = _dataset(hypotheses[0], "hypotheses")
    space = murphy_space()
    assert table["hypothesis"] == list(space.names)  # all 32, in the book's order
    np.testing.assert_allclose(table["posterior"], space.posterior([16, 8, 2, 64]))


def _hypothesis_chart(at: AppTest):
    (chart,) = [c for c in _charts(at) if any(d.name == "hypotheses" for d in c.proto.datasets)]
    return chart


def test_hypothesis_chart_is_one_shape_whatever_its_number_of_rows():
    # Both on a linear likelihood axis: all 32 MLaPP concepts, Tenenbaum's top 20.
    mlapp = _hypothesis_chart(_open({"examples": "16"}))
    tenenbaum = _hypothesis_chart(_open({"examples": "16,23,19,20", "space": "Tenenbaum"}))
    assert len(_dataset(mlapp, "hypotheses")["hypothesis"]) == murphy_space().n_hypotheses
    assert len(_dataset(tenenbaum, "hypotheses")["hypothesis"]) == 20
    # Same spec, other data: the height is a step per row, drawn by the browser.
    assert mlapp.proto.spec == tenenbaum.proto.spec
    assert all(panel["height"] == {"step": _ROW_HEIGHT} for panel in json.loads(mlapp.proto.spec)["hconcat"])


@pytest.mark.parametrize("view", list(N_TAB_CHARTS))
def test_each_view_runs_only_its_own_panel(view):
    at = _open({"examples": "16,8,2,64"}, view=view)
    assert not at.exception
    assert len(_charts(at)) == N_PRIMARY + N_TAB_CHARTS[view]
    assert any(slider.key == "used" for slider in at.slider) == (view == "sequence")
    assert (page_text.MATHS_HEADER in _text(at)) == (view == "why")


def test_url_initialises_examples_and_why_panel():
    at = _open({"examples": "16,8,2,64"}, view="why")
    assert at.text_input(key="examples").value == "16,8,2,64"
    text = _text(at)
    # MLaPP §3.2.1: likelihood ratio of powers of 2 to even is (50/6)^4 ≈ 4823.
    assert "4823" in text
    assert "**powers of 2** against **even**" in text
    # powers of 2 - {32} fits better ((6/5)^4) but loses on the prior (0.1 / 0.001 = 100).
    assert "**powers of 2** against **powers of 2 - {32}**" in text
    assert "prior ratio 100" in text


def test_predictive_chart_shows_core_numbers():
    at = _open({"examples": "16,8,2,64"})
    space = murphy_space()
    expected = space.predictive([16, 8, 2, 64])
    plug_in = space.map_predictive([16, 8, 2, 64])
    charts = [c for c in _charts(at) if any(d.name == "numbers" for d in c.proto.datasets)]
    table = _dataset(charts[0], "numbers")
    np.testing.assert_allclose(table["bma"], expected)
    np.testing.assert_array_equal(table["plug_in"], plug_in)
    assert [x for x, e in zip(table["x"], table["example"]) if e] == [2, 8, 16, 64]


def test_bad_tokens_give_error_and_page_keeps_working():
    at = _open()
    at.text_input(key="examples").input("16, banana, 500, 3.5, -2").run()
    assert not at.exception
    assert len(at.error) == 1
    message = at.error[0].value.replace("\\", "")  # Markdown escapes render as the bare token
    for token in ("banana", "500", "3.5", "-2"):
        assert token in message
    assert "whole numbers from 1 to 100" in message
    assert "16" in message  # what the page uses instead
    assert len(_charts(at)) == N_CHARTS
    assert "**powers of 4**" in _text(at)


def test_only_bad_tokens_show_the_prior():
    at = _open(view="sequence")
    at.text_input(key="examples").input("banana").run()
    assert not at.exception
    assert len(at.error) == 1
    assert any("prior" in info.value for info in at.info)
    assert any(info.value == page_text.SEQUENCE_NEED_DATA for info in at.info)
    assert len(_charts(at)) == N_PRIMARY  # no "one at a time" charts without examples


def test_markdown_in_bad_tokens_is_escaped():
    at = _open()
    at.text_input(key="examples").input("[x](http://example.com) 16").run()
    message = at.error[0].value
    assert "\\[x\\]\\(http" in message


def test_grid_toggles_examples():
    at = _open({"examples": "16, 8"})
    assert not at.get("button_group") or all(not g.key.startswith("grid_") for g in at.get("button_group"))
    at.toggle(key="grid").set_value(True).run()
    assert at.button_group(key="grid_0").value == [8]
    assert at.button_group(key="grid_1").value == [16]
    at.button_group(key="grid_3").set_value([32]).run()
    assert at.text_input(key="examples").value == "16, 8, 32"
    at.button_group(key="grid_1").set_value([]).run()
    assert at.text_input(key="examples").value == "8, 32"


def test_weak_sampling_lets_the_prior_decide():
    at = _open({"examples": "16,8,2,64"}, view="why")
    at.button_group(key="sampling").set_value("weak").run()
    assert not at.exception
    # Weak sampling: posterior = prior restricted to consistent concepts; even has 0.5.
    assert "MAP hypothesis is **even**" in _text(at)


def test_removing_the_penalty_lets_the_unnatural_concept_win():
    at = _open({"examples": "16,8,2,64"}, view="why")
    at.slider(key="unnatural").set_value(-1).run()
    assert not at.exception
    # Equal priors (0.1 each): the smaller powers of 2 - {32} wins by (6/5)^4.
    assert "MAP hypothesis is **powers of 2 - {32}**" in _text(at)


def test_tenenbaum_space_and_its_prior_controls():
    at = _open({"examples": "16,23,19,20"}, view="why")
    at.button_group(key="space").set_value("tenenbaum").run()
    assert not at.exception
    assert at.slider(key="rule_weight").value == pytest.approx(2 / 3)
    assert "MAP hypothesis is **[16,23]**" in _text(at)
    assert len(_charts(at)) == N_PRIMARY + N_TAB_CHARTS["why"]
    at.slider(key="sigma").set_value(30).run()
    at.slider(key="rule_weight").set_value(0.5).run()
    assert not at.exception
    space = tenenbaum_space(rule_weight=0.5, sigma=30.0)
    expected = space.posterior([16, 23, 19, 20])
    hypotheses = [c for c in _charts(at) if any(d.name == "hypotheses" for d in c.proto.datasets)]
    table = _dataset(hypotheses[0], "hypotheses")
    shown = np.array([expected[space.index(name)] for name in table["hypothesis"]])
    np.testing.assert_allclose(table["posterior"], shown)
    assert table["posterior"] == sorted(table["posterior"], reverse=True)


def test_url_selects_space_and_sampling():
    at = _open({"examples": "16,8,2,64", "space": "Tenenbaum", "sampling": "weak"}, view="why")
    assert at.button_group(key="space").value == "tenenbaum"
    assert at.button_group(key="sampling").value == "weak"
    # Weak sampling on Tenenbaum's space: every consistent rule has prior pi/34; 'even' comes first.
    assert "MAP hypothesis is **even**" in _text(at)


def test_one_example_at_a_time():
    at = _open({"examples": "16,8,2,64"}, view="sequence")
    assert at.slider(key="used").value == 4
    at.slider(key="used").set_value(1).run()
    assert not at.exception
    assert any("first 1 example(s) (16)" in m.value and "**powers of 4**" in m.value for m in at.markdown)


def test_new_examples_show_all_of_them_again():
    at = _open({"examples": "16,8"}, view="sequence")
    at.slider(key="used").set_value(1).run()
    at.button_group(key="preset").set_value("{16, 8, 2, 64}").run()
    assert not at.exception
    assert at.slider(key="used").value == 4
