"""The estimators page in a real browser: charts and math render, no exception box."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from tests.e2e.helpers import (
    DESKTOP, PHONE, assert_no_exception, open_page, screenshot, sideways_overflow, wait_idle, wait_for_count,
)

# Seed 004: 2 heads, 0 tails with Beta(2, 2).
SEED_ROW = "a=2&b=2&heads=2&tails=0"
VIEWS = {
    "estimates": "Estimates",
    "losses": "Losses",
    "repeated": "Repeated experiments",
    "convergence": "Convergence",
    "prediction": "Prediction",
}


def _metric_values(page) -> list[str]:
    return [v.strip() for v in page.locator("[data-testid='stMetricValue']").all_inner_texts()]


def test_estimates_view_renders_table_chart_and_math(page, app_url):
    open_page(page, f"{app_url}/estimators?{SEED_ROW}")
    assert_no_exception(page)
    page.locator("[data-testid='stVegaLiteChart']").first.wait_for()
    assert wait_for_count(page, ".katex", 6) > 5
    # MLE 1, MAP 3/4, posterior mean 4/6 (seed 004).
    assert _metric_values(page)[:3] == ["1", "0.75", "0.6667"]
    assert page.get_by_text("Black swan").count() >= 1
    screenshot(page, "estimators_desktop")


@pytest.mark.parametrize("view", ["losses", "repeated", "convergence", "prediction"])
def test_each_view_renders_without_exception(page, app_url, view):
    open_page(page, f"{app_url}/estimators?{SEED_ROW}&view={VIEWS[view].replace(' ', '+')}")
    assert_no_exception(page)
    page.locator("[data-testid='stVegaLiteChart']").first.wait_for()
    screenshot(page, f"estimators_{view}_desktop")


def test_view_switch_in_the_browser(page, app_url):
    open_page(page, f"{app_url}/estimators?{SEED_ROW}")
    page.get_by_text("Black swan").first.wait_for()
    # The view switch is a segmented control: its options are radio buttons.
    page.get_by_role("radio", name="Losses").click()
    # Poll rather than count once: on a busy machine the rerun may start late.
    page.wait_for_url("**view=losses**")
    wait_idle(page)
    expect(page.get_by_text("the posterior mean is")).to_have_count(1)
    expect(page.get_by_text("Black swan")).to_have_count(0)
    assert_no_exception(page)


def test_loss_switch_in_the_browser(page, app_url):
    open_page(page, f"{app_url}/estimators?{SEED_ROW}&view=Losses")
    assert page.get_by_text("the posterior mean is").count() == 1
    # Segmented-control options are radio buttons.
    page.get_by_role("radio", name="absolute").click()
    wait_idle(page)
    assert_no_exception(page)
    assert "loss=absolute" in page.url
    assert page.get_by_text("the posterior median is").count() == 1


def test_phone_layout(page, app_url):
    page.set_viewport_size(PHONE)
    try:
        open_page(page, f"{app_url}/estimators?{SEED_ROW}")
        assert_no_exception(page)
        page.locator("[data-testid='stVegaLiteChart']").first.wait_for()
        # Nothing wider than the screen: the page does not scroll sideways.
        assert sideways_overflow(page) <= 1
        screenshot(page, "estimators_phone")
        open_page(page, f"{app_url}/estimators?{SEED_ROW}&view=Repeated+experiments")
        assert_no_exception(page)
        page.locator("[data-testid='stVegaLiteChart']").first.wait_for()
        screenshot(page, "estimators_repeated_phone")
    finally:
        page.set_viewport_size(DESKTOP)
