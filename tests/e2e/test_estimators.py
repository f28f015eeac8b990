"""The estimators page in a real browser: charts and maths render, views switch, no exception box."""

from __future__ import annotations

import re
from urllib.parse import parse_qs, urlparse

import pytest
from playwright.sync_api import expect

from tests.apptest import parse_number
from tests.e2e.helpers import (
    DESKTOP, PHONE, assert_no_exception, open_page, screenshot, sideways_overflow, wait_idle, wait_for_count,
)
from ui.text import words

text = words("estimators", "en")
# Seed 004: 2 heads, 0 tails with Beta(2, 2).
SEED_ROW = "a=2&b=2&heads=2&tails=0"
LAPTOP_SHORT = {"width": 1280, "height": 720}


def _metric_values(page) -> list[float]:
    return [parse_number(v) for v in page.locator("[data-testid='stMetricValue']").all_inner_texts()]


def test_estimates_view_renders_table_chart_and_math(page, app_url):
    open_page(page, f"{app_url}/estimators?{SEED_ROW}")
    assert_no_exception(page)
    page.locator("[data-testid='stVegaLiteChart']").first.wait_for()
    assert wait_for_count(page, ".katex", 6) > 5
    # MLE 1, MAP 3/4, posterior mean 4/6 (seed 004).
    assert _metric_values(page)[:3] == pytest.approx([1, 0.75, 4 / 6], abs=5e-5)
    assert page.locator("[data-testid='stAlert']").count() == 1  # the black swan: no tails yet
    screenshot(page, "estimators_desktop")


@pytest.mark.parametrize("view", ["losses", "repeated", "convergence", "prediction"])
def test_each_view_renders_without_exception(page, app_url, view):
    open_page(page, f"{app_url}/estimators?{SEED_ROW}&view={view}")
    assert_no_exception(page)
    page.locator("[data-testid='stVegaLiteChart']").first.wait_for()
    screenshot(page, f"estimators_{view}_desktop")


def test_view_switch_in_the_browser(page, app_url):
    open_page(page, f"{app_url}/estimators?{SEED_ROW}")
    page.locator("[data-testid='stAlert']").first.wait_for()
    # The view switch is a segmented control: its options are radio buttons.
    page.get_by_role("radio", name=text.VIEWS["losses"]).click()
    # Poll rather than count once: on a busy machine the rerun may start late.
    page.wait_for_url("**view=losses**")
    wait_idle(page)
    expect(page.locator("[data-testid='stAlertContentSuccess']")).to_have_count(1)  # the risk's minimum
    expect(page.locator("[data-testid='stAlertContentWarning']")).to_have_count(0)  # the black swan is gone
    assert_no_exception(page)


def test_loss_switch_in_the_browser(page, app_url):
    open_page(page, f"{app_url}/estimators?{SEED_ROW}&view=losses")
    success = page.locator("[data-testid='stAlertContentSuccess']")
    expect(success).to_contain_text(text.ESTIMATOR_NAMES["mean"])
    page.get_by_role("radio", name=text.LOSS_OPTIONS["absolute"]).click()
    page.wait_for_url("**loss=absolute**")
    wait_idle(page)
    assert_no_exception(page)
    expect(success).to_contain_text(text.ESTIMATOR_NAMES["median"])
    assert parse_qs(urlparse(page.url).query)["loss"] == ["absolute"]


@pytest.mark.parametrize(("viewport", "name"), [(DESKTOP, "laptop"), (LAPTOP_SHORT, "laptop_short"), (PHONE, "phone")])
def test_screenshots_at_three_sizes(page, app_url, viewport, name):
    page.set_viewport_size(viewport)
    try:
        for view in ("estimates", "repeated", "prediction"):
            open_page(page, f"{app_url}/estimators?{SEED_ROW}&view={view}")
            page.locator("[data-testid='stVegaLiteChart']").first.wait_for()
            assert_no_exception(page)
            # Nothing wider than the screen: the page does not scroll sideways.
            assert sideways_overflow(page) <= 1
            screenshot(page, f"estimators_{view}_{name}")
    finally:
        page.set_viewport_size(DESKTOP)


def test_log_axes_read_like_the_pages_numbers(page, app_url):
    """False before: the sd and MSE axes wrote "1e-3", "1e-5" (a hyphen where the page writes 10⁻⁵).

    No heads in five flips under Beta(1, 1): the exact sd falls like 1/N, to about 10⁻⁵ at
    N = 100,000; the bias² curves reach 10⁻⁸. Both axes run from decimals into powers of ten.
    """
    for query, index in (("a=1&b=1&heads=0&tails=5&view=convergence", 1), (f"{SEED_ROW}&view=repeated&part=bias2", 1)):
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
