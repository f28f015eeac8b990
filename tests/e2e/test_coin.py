"""The coin page in a real browser: chart and math render, a change reaches metric and URL."""

from __future__ import annotations

import re

from tests.e2e.helpers import (
    DESKTOP, PHONE, assert_no_exception, open_page, screenshot, sideways_overflow, wait_idle, wait_for_count,
)

# Seed 004: 2 heads, 0 tails with a Beta(2, 2) prior.
SEED_ROW = "a=2&b=2&heads=2&tails=0"


def _metric(page, label: str) -> str:
    box = page.locator("[data-testid='stMetric']").filter(has_text=label).first
    return box.locator("[data-testid='stMetricValue']").inner_text().strip()


def test_app_loads_and_coin_page_renders(page, app_url):
    open_page(page, app_url)
    assert_no_exception(page)
    # The flip-by-flip panel open from the link: the density plot and its two charts.
    open_page(page, f"{app_url}/coin?{SEED_ROW}&view=Flip+by+flip")
    assert_no_exception(page)
    page.locator("[data-testid='stVegaLiteChart']").first.wait_for()
    assert wait_for_count(page, "[data-testid='stVegaLiteChart']", 3) >= 3
    assert wait_for_count(page, ".katex", 4) > 3
    assert _metric(page, "MAP") == "0.75"
    assert _metric(page, "Posterior mean") == "0.6667"
    screenshot(page, "coin_desktop")


def test_changing_a_value_updates_metric_and_url(page, app_url):
    open_page(page, f"{app_url}/coin?{SEED_ROW}")
    heads = page.get_by_label("Heads", exact=True)
    heads.fill("55")
    heads.press("Enter")
    wait_idle(page)
    tails = page.get_by_label("Tails", exact=True)
    tails.fill("45")
    tails.press("Enter")
    wait_idle(page)
    assert_no_exception(page)
    # Seed 004: 55 heads, 45 tails, Beta(2, 2): posterior mean 57/104.
    assert _metric(page, "Posterior mean") == "0.5481"
    assert re.search(r"heads=55", page.url) and re.search(r"tails=45", page.url)


def test_phone_layout(page, app_url):
    page.set_viewport_size(PHONE)
    try:
        open_page(page, f"{app_url}/coin?a=0.5&b=0.5&heads=0&tails=3")
        assert_no_exception(page)
        page.locator("[data-testid='stVegaLiteChart']").first.wait_for()
        assert page.get_by_text("Black swan").count() >= 1
        # Nothing wider than the screen: the page does not scroll sideways.
        assert sideways_overflow(page) <= 1
        screenshot(page, "coin_phone")
    finally:
        page.set_viewport_size(DESKTOP)


def test_panel_selector_opens_one_panel_and_the_url_keeps_it(page, app_url):
    open_page(page, f"{app_url}/coin?{SEED_ROW}")
    page.locator("[data-testid='stVegaLiteChart']").first.wait_for()
    assert wait_for_count(page, "[data-testid='stVegaLiteChart']", 1) == 1  # the density plot only
    page.locator("[data-testid='stButtonGroup']").get_by_text("Predictive", exact=True).click()
    wait_idle(page)
    assert_no_exception(page)
    assert wait_for_count(page, "[data-testid='stVegaLiteChart']", 2) == 2
    assert "view=predictive" in page.url  # the key, not the label: the same link in every language
    page.locator("[data-testid='stButtonGroup']").get_by_text("Predictive", exact=True).click()  # again: closed
    wait_idle(page)
    assert "view=" not in page.url
    assert page.locator("[data-testid='stVegaLiteChart']").count() == 1


def test_a_mangled_link_opens_the_page_and_keeps_the_good_parameters(page, app_url):
    # An infinite count crashed Streamlit's integer input; an empty choice returned None.
    open_page(page, f"{app_url}/coin?a=3&heads=1e309&tails=-inf&region=&view=Predictive")
    assert_no_exception(page)
    page.locator("[data-testid='stVegaLiteChart']").first.wait_for()
    assert _metric(page, "Posterior mean") == "0.6"  # Beta(3, 2), no data: the counts were dropped
    assert "heads=" not in page.url and "tails=" not in page.url
    assert "a=3" in page.url and "view=predictive" in page.url  # the old label rewritten to its key
    screenshot(page, "coin_mangled_link")
