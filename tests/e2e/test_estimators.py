"""The estimators page in a real browser: charts and maths render, views switch, no exception box,
a phone never scrolls sideways, projector mode keeps the controls and the curves on one screen.

Lean: each test is one page load doing several checks (Portuguese: ``test_coin_pt.py``; the
registry-wide class checks: ``test_in_class.py``; the words and numbers: AppTest).
"""

from __future__ import annotations

import re
from urllib.parse import parse_qs, urlparse

import pytest
from playwright.sync_api import expect

from tests.apptest import parse_number
from tests.e2e.helpers import (
    DESKTOP, PHONE, assert_no_exception, open_page, screenshot, sideways_overflow, wait_idle, wait_for_count,
)
from ui import pages
from ui.text import words

text = words("estimators", "en")
# Seed 004: 2 heads, 0 tails with Beta(2, 2).
SEED_ROW = "a=2&b=2&heads=2&tails=0"
PROJECTOR = {"width": 1280, "height": 720}
CHARTS = "[data-testid='stVegaLiteChart']"


def _metric_values(page) -> list[float]:
    return [parse_number(v) for v in page.locator("[data-testid='stMetricValue']").all_inner_texts()]


def test_every_view_renders_and_the_switches_work(page, app_url):
    """One page load: the estimates (table, maths, metrics, black swan), then each view by its switch."""
    open_page(page, f"{app_url}/estimators?{SEED_ROW}")
    assert_no_exception(page)
    page.locator(CHARTS).first.wait_for()
    assert wait_for_count(page, ".katex", 6) > 5
    # MLE 1, MAP 3/4, posterior mean 4/6 (seed 004).
    assert _metric_values(page)[:3] == pytest.approx([1, 0.75, 4 / 6], abs=5e-5)
    assert page.locator("[data-testid='stAlert']").count() == 1  # the black swan: no tails yet
    screenshot(page, "estimators_desktop")
    # The view switch is a segmented control: its options are radio buttons.
    page.get_by_role("radio", name=text.VIEWS["losses"]).click()
    # Poll rather than count once: on a busy machine the rerun may start late.
    page.wait_for_url("**view=losses**")
    wait_idle(page)
    success = page.locator("[data-testid='stAlertContentSuccess']")
    expect(success).to_have_count(1)  # the risk's minimum
    expect(page.locator("[data-testid='stAlertContentWarning']")).to_have_count(0)  # the black swan is gone
    expect(success).to_contain_text(text.ESTIMATOR_NAMES["mean"])
    page.get_by_role("radio", name=text.LOSS_OPTIONS["absolute"]).click()
    page.wait_for_url("**loss=absolute**")
    wait_idle(page)
    assert_no_exception(page)
    expect(success).to_contain_text(text.ESTIMATOR_NAMES["median"])
    assert parse_qs(urlparse(page.url).query)["loss"] == ["absolute"]
    for view, n_charts in (("repeated", 3), ("convergence", 3), ("prediction", 2)):
        page.get_by_role("radio", name=text.VIEWS[view]).click()
        page.wait_for_url(f"**view={view}**")
        wait_idle(page)
        assert_no_exception(page)
        wait_for_count(page, CHARTS, n_charts)
        screenshot(page, f"estimators_{view}_desktop")


def test_phone_reads_top_to_bottom_without_sideways_scroll(page, app_url):
    """390x844: the comparison table (555 px of formulas) scrolls in its own box, never the page;
    the exact-values table of the repeated experiments fits. Failed before: 181 px sideways."""
    page.set_viewport_size(PHONE)
    try:
        open_page(page, f"{app_url}/estimators?{SEED_ROW}")
        assert_no_exception(page)
        page.locator(CHARTS).first.wait_for()
        wait_for_count(page, ".katex", 6)
        page.wait_for_timeout(300)
        assert sideways_overflow(page) <= 1
        table = page.locator("[data-testid='stMarkdownContainer'] table").first
        assert table.evaluate("t => t.scrollWidth > t.clientWidth")  # it does scroll, inside its box
        screenshot(page, "estimators_estimates_phone")
        page.get_by_role("radio", name=text.VIEWS["repeated"]).click()
        page.wait_for_url("**view=repeated**")
        wait_idle(page)
        wait_for_count(page, CHARTS, 3)
        page.wait_for_timeout(300)
        assert_no_exception(page)
        assert sideways_overflow(page) <= 1
        screenshot(page, "estimators_repeated_phone")
    finally:
        page.set_viewport_size(DESKTOP)


def test_projector_mode_keeps_the_controls_and_the_curves_on_one_screen(page, app_url):
    """1280x720 in projector mode (larger type): a, b (box and drag slider), heads and tails all
    visible and the posterior with the four estimates whole. Before the wider left column in
    projector mode, tails fell below the screen. Without projector mode: ``test_in_class.py``."""
    page.set_viewport_size(PROJECTOR)
    try:
        open_page(page, f"{app_url}/estimators?projector=1&{SEED_ROW}")
        assert_no_exception(page)
        wait_for_count(page, CHARTS, 1)
        page.wait_for_timeout(400)
        for key in pages.by_script("views/estimators.py").primary:
            box = page.locator(f".st-key-{key}").first.bounding_box()
            assert box["y"] >= 0 and box["y"] + box["height"] <= PROJECTOR["height"], (key, box)
        chart = page.locator(CHARTS).first.bounding_box()
        assert chart["y"] + chart["height"] <= PROJECTOR["height"], chart
        screenshot(page, "estimators_projector_mode_1280x720", full_page=False)
    finally:
        page.set_viewport_size(DESKTOP)


def test_log_axes_read_like_the_pages_numbers(page, app_url):
    """False before: the sd and MSE axes wrote "1e-3", "1e-5" (a hyphen where the page writes 10⁻⁵).

    No heads in five flips under Beta(1, 1): the exact sd falls like 1/N, to about 10⁻⁵ at
    N = 100,000; the bias² curves reach 10⁻⁸. Both axes run from decimals into powers of ten.
    """
    # Chart 0 is the posterior density, above every view.
    for query, index in (("a=1&b=1&heads=0&tails=5&view=convergence", 2), (f"{SEED_ROW}&view=repeated&part=bias2", 2)):
        open_page(page, f"{app_url}/estimators?{query}")
        assert_no_exception(page)
        wait_for_count(page, "[data-testid='stVegaLiteChart'] svg", index + 1)
        page.wait_for_timeout(300)
        drawn = [t.strip() for t in page.locator("[data-testid='stVegaLiteChart']").nth(index)
                 .locator("svg text").all_text_contents()]
        assert not [t for t in drawn if re.search(r"\de-?\d", t)], drawn
        assert [t for t in drawn if re.fullmatch(r"(\d(\.\d)? × )?10⁻[⁰-⁹]+", t)], drawn
        assert [t for t in drawn if re.fullmatch(r"0\.0*1", t)], drawn  # 0.1, 0.01 …: decimals above 10⁻⁴
    screenshot(page, "estimators_repeated_log_axis")
