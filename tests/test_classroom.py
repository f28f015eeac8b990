"""Projector mode and the share QR code, in AppTest (the browser side is in tests/e2e/test_classroom.py)."""

from __future__ import annotations

import io
import json

import pytest
import zxingcpp
from PIL import Image

from streamlit.testing.v1 import AppTest

from tests.apptest import APP, charts, open_page
from ui.classroom import PROJECTOR_CHART_CONFIG, qr_png


def _chart_configs(at) -> list[dict]:
    return [json.loads(chart.proto.spec).get("config", {}) for chart in charts(at)]


@pytest.mark.parametrize("spelled", ["1", "true", "yes", "on"])
def test_projector_mode_from_a_link_makes_every_chart_larger(spelled):
    at = open_page("views/coin.py", {"projector": spelled, "a": "3"})
    assert at.toggle(key="projector").value is True
    assert at.query_params["projector"] == "true"  # one spelling in the address
    configs = _chart_configs(at)
    assert configs and all(c["axis"]["labelFontSize"] == PROJECTOR_CHART_CONFIG["axis"]["labelFontSize"]
                           and c["line"]["strokeWidth"] == PROJECTOR_CHART_CONFIG["line"]["strokeWidth"]
                           for c in configs)


def test_without_projector_mode_charts_keep_their_own_sizes():
    at = open_page("views/coin.py", {"a": "3"})
    assert at.toggle(key="projector").value is False
    assert all("line" not in c for c in _chart_configs(at))


def test_a_nonsense_switch_value_is_dropped_and_named():
    # The frame's parameters are read on whichever page the link opens (here the home page).
    at = AppTest.from_file(APP, default_timeout=30)
    at.query_params["projector"] = "banana"
    at.run()
    assert not at.exception
    assert "projector" not in at.query_params
    assert any("`projector`" in c.value for c in at.caption)


@pytest.mark.parametrize("url", [
    "http://127.0.0.1:8501/coin?a=3&heads=4&region=equal&lang=pt-BR",
    "https://bayeslab.example/naive-bayes?message=Free+%C2%A31000+gift+card%21&beta=0.05&tab=underflow",
])
def test_the_qr_code_decodes_to_exactly_the_link(url):
    decoded = [r.text for r in zxingcpp.read_barcodes(Image.open(io.BytesIO(qr_png(url))))]
    assert decoded == [url]


# --------------------------------------------------------------------------- predict, then reveal
_GUESS_PAGE = '''
import streamlit as st
from ui.classroom import guess, how_far
st.toggle("predict", key="predict")
n = st.number_input("n", value=3, key="n")
g = guess("demo", "How likely?", state=(n,), kind="percent")
if g.revealed:
    st.metric("answer", "0.75")
    how_far(g, 0.75, answer_text="75 %")
'''


def _guess_app(tmp_path):
    script = tmp_path / "guess_page.py"
    script.write_text(_GUESS_PAGE)
    at = AppTest.from_file(str(script), default_timeout=30)
    at.run()
    return at


def test_without_predict_mode_the_answer_shows_at_once(tmp_path):
    at = _guess_app(tmp_path)
    assert [m.value for m in at.metric] == ["0.75"] and not at.text_input


def test_in_predict_mode_the_answer_waits_for_a_guess_and_says_how_far(tmp_path):
    at = _guess_app(tmp_path)
    at.toggle(key="predict").set_value(True).run()
    assert not at.metric  # hidden until the reveal
    assert at.button(key="reveal_demo").disabled  # nothing guessed yet
    at.text_input(key="guess_demo").input("60,5").run()  # a decimal comma is read
    at.button(key="reveal_demo").click().run()
    assert [m.value for m in at.metric] == ["0.75"]
    feedback = at.info[0].value
    assert "60.5" in feedback and "14.5" in feedback  # 75 − 60.5 percentage points


def test_a_new_state_hides_the_answer_and_asks_again(tmp_path):
    at = _guess_app(tmp_path)
    at.toggle(key="predict").set_value(True).run()
    at.text_input(key="guess_demo").input("50").run()
    at.button(key="reveal_demo").click().run()
    assert at.metric
    at.number_input(key="n").set_value(4).run()
    assert not at.metric and at.text_input(key="guess_demo").value == ""


def test_an_unreadable_guess_is_said_and_cannot_be_revealed(tmp_path):
    at = _guess_app(tmp_path)
    at.toggle(key="predict").set_value(True).run()
    at.text_input(key="guess_demo").input("lots").run()
    assert at.error and at.button(key="reveal_demo").disabled and not at.metric


def test_after_the_reveal_the_button_is_spent(tmp_path):
    at = _guess_app(tmp_path)
    at.toggle(key="predict").set_value(True).run()
    at.text_input(key="guess_demo").input("50").run()
    at.button(key="reveal_demo").click().run()
    assert at.button(key="reveal_demo").disabled
