"""The coin page in a real browser: charts and maths render, changes reach metrics and URL, key bursts
settle, a phone never scrolls sideways, projector mode keeps the controls and the curves on one screen.

Lean: each test is one page load doing several checks (Portuguese: ``test_coin_pt.py``; the
registry-wide class checks: ``test_in_class.py``; the words and numbers: AppTest).
"""

from __future__ import annotations

import math
from urllib.parse import parse_qs, urlparse

import pytest

from tests.apptest import parse_number
from tests.e2e.helpers import (
    DESKTOP, PHONE, assert_no_exception, open_page, screenshot, sideways_overflow, wait_idle, wait_for_count,
)
from ui import pages
from ui.beta_widgets import DRAG_STOPS
from ui.text import words

text = words("coin", "en")
# Seed 004: 2 heads, 0 tails with a Beta(2, 2) prior.
SEED_ROW = "a=2&b=2&heads=2&tails=0"
PROJECTOR = {"width": 1280, "height": 720}
CHARTS = "[data-testid='stVegaLiteChart']"


def _metric(page, label: str) -> str:
    box = page.locator("[data-testid='stMetric']").filter(has_text=label).first
    return box.locator("[data-testid='stMetricValue']").inner_text().strip()


def _views(page):
    return page.locator("[data-testid='stButtonGroup']")


def test_renders_switches_panels_and_changes_reach_metrics_and_url(page, app_url):
    """One page load: the flip-by-flip panel from a link, the panel selector, typed counts."""
    open_page(page, app_url)
    assert_no_exception(page)
    # The flip-by-flip panel open from the link: the density plot and its two charts.
    open_page(page, f"{app_url}/coin?{SEED_ROW}&view=sequential")
    assert_no_exception(page)
    assert wait_for_count(page, CHARTS, 3) >= 3
    assert wait_for_count(page, ".katex", 4) > 3
    assert parse_number(_metric(page, text.METRIC_MAP)) == 0.75
    assert parse_number(_metric(page, text.METRIC_MEAN)) == pytest.approx(4 / 6, abs=5e-5)
    screenshot(page, "coin_desktop")
    # Another panel: one panel at a time, its key in the address; chosen again, it closes.
    _views(page).get_by_text(text.VIEWS["predictive"], exact=True).click()
    wait_idle(page)
    assert_no_exception(page)
    assert wait_for_count(page, CHARTS, 2) == 2
    assert parse_qs(urlparse(page.url).query)["view"] == ["predictive"]  # the key: the same link in every language
    _views(page).get_by_text(text.VIEWS["predictive"], exact=True).click()
    wait_idle(page)
    assert "view" not in parse_qs(urlparse(page.url).query)
    assert page.locator(CHARTS).count() == 1
    # Typed counts reach the metrics and the address.
    for label, value in ((text.HEADS_LABEL, "55"), (text.TAILS_LABEL, "45")):
        box = page.get_by_label(label, exact=True)
        box.fill(value)
        box.press("Enter")
        wait_idle(page)
    assert_no_exception(page)
    # Seed 004: 55 heads, 45 tails, Beta(2, 2): posterior mean 57/104.
    assert parse_number(_metric(page, text.METRIC_MEAN)) == pytest.approx(57 / 104, abs=5e-5)
    query = parse_qs(urlparse(page.url).query)
    assert (query["heads"], query["tails"]) == (["55"], ["45"])


def _pair_state(page, name: str) -> tuple[float, float, float | None]:
    """What the browser shows for ``name``: the drag slider's value, the box's value, the URL's."""
    drag_label = text.DRAG_LABEL.fill(name=name)
    slider = page.locator("[data-testid='stSlider']").filter(has=page.locator(f"input[aria-label='{drag_label}']"))
    shown = slider.locator("[data-testid='stSliderThumbValue']").inner_text().strip()
    box = page.get_by_label(text.A_LABEL if name == "a" else text.B_LABEL, exact=True).input_value()
    in_url = parse_qs(urlparse(page.url).query).get(name)
    return parse_number(shown), parse_number(box), (float(in_url[0]) if in_url else None)


# Each parameter through one of its two controls: both controls of a pair share one code path.
@pytest.mark.parametrize(("name", "control"), [("a", "slider"), ("b", "box")])
def test_a_key_burst_leaves_slider_box_numbers_and_url_in_agreement(page, app_url, name, control):
    """Issue 11 item 5: ten key presses within half a second on one control of a pair.

    Before, the slider could end at 3 while the box, the metrics and the URL said 70
    (the other control's stale value was read as a change). Once the page is idle all
    four must agree.
    """
    open_page(page, f"{app_url}/coin?heads=6&tails=3")
    page.locator("[data-testid='stVegaLiteChart']").first.wait_for()
    if control == "slider":
        target = page.locator(f"input[aria-label='{text.DRAG_LABEL.fill(name=name)}']")
        key = "ArrowRight"
    else:
        target = page.get_by_label(text.A_LABEL if name == "a" else text.B_LABEL, exact=True)
        key = "ArrowUp"
    target.focus()
    for _ in range(10):  # as fast as the browser takes them: a burst, every press before the page settles
        page.keyboard.press(key)
    for _ in range(3):  # idle, and still idle a moment later (no late rerun)
        wait_idle(page)
        page.wait_for_timeout(500)
    assert_no_exception(page)
    slider, box, in_url = _pair_state(page, name)
    assert box > 2.0  # the burst moved the value up (from the default 2)
    assert slider == min(DRAG_STOPS, key=lambda stop: abs(math.log(stop / box)))  # the nearest stop (log scale)
    assert in_url == box
    a = box if name == "a" else _pair_state(page, "a")[1]
    b = box if name == "b" else _pair_state(page, "b")[1]
    assert parse_number(_metric(page, text.METRIC_MEAN)) == pytest.approx((a + 6) / (a + b + 9), abs=5e-5)


def test_phone_reads_top_to_bottom_without_sideways_scroll(page, app_url):
    """390x844: the black swan and the flip-by-flip panel (two charts side by side on a laptop) fit."""
    page.set_viewport_size(PHONE)
    try:
        open_page(page, f"{app_url}/coin?a=0.5&b=0.5&heads=0&tails=3&view=sequential")
        assert_no_exception(page)
        wait_for_count(page, CHARTS, 3)
        assert page.locator("[data-testid='stAlert']").count() >= 1  # the black swan
        page.wait_for_timeout(300)
        assert sideways_overflow(page) <= 1
        screenshot(page, "coin_phone")
    finally:
        page.set_viewport_size(DESKTOP)


def test_projector_mode_keeps_the_controls_and_the_curves_on_one_screen(page, app_url):
    """1280x720 in projector mode (larger type) with predict-then-reveal on: a, b (box and drag
    slider), heads and tails all visible and the density plot whole, the question under it.

    Failed before the wider left column in projector mode: each box wrapped above its slider and
    tails fell below the screen (y = 724 px). Without projector mode ``test_in_class.py`` checks it.
    """
    page.set_viewport_size(PROJECTOR)
    try:
        open_page(page, f"{app_url}/coin?projector=1&predict=1&heads=6&tails=3")
        assert_no_exception(page)
        wait_for_count(page, CHARTS, 1)
        page.wait_for_timeout(400)
        for key in pages.by_script("views/coin.py").primary:
            box = page.locator(f".st-key-{key}").first.bounding_box()
            assert box["y"] >= 0 and box["y"] + box["height"] <= PROJECTOR["height"], (key, box)
        chart = page.locator(CHARTS).first.bounding_box()
        assert chart["y"] + chart["height"] <= PROJECTOR["height"], chart
        question = page.locator(".st-key-guess_map").first.bounding_box()
        assert question["y"] > chart["y"] + chart["height"] - 1  # under the plot, not above it
        screenshot(page, "coin_projector_mode_predict_1280x720", full_page=False)
    finally:
        page.set_viewport_size(DESKTOP)


def test_a_mangled_link_opens_the_page_and_keeps_the_good_parameters(page, app_url):
    # An infinite count crashed Streamlit's integer input; an empty choice returned None.
    open_page(page, f"{app_url}/coin?a=3&heads=1e309&tails=-inf&region=&view=Predictive")
    assert_no_exception(page)
    page.locator("[data-testid='stVegaLiteChart']").first.wait_for()
    assert parse_number(_metric(page, text.METRIC_MEAN)) == 0.6  # Beta(3, 2), no data: the counts were dropped
    query = parse_qs(urlparse(page.url).query)
    assert "heads" not in query and "tails" not in query
    assert query["a"] == ["3"] and query["view"] == ["predictive"]  # the old label rewritten to its key
    screenshot(page, "coin_mangled_link")
