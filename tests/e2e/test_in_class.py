"""In front of a class, in Chromium, on every page of the registry.

* On a 1280×720 projector, a page's primary controls (``Page.primary``) are fully visible
  together with its primary chart (all of it, or at least 300 px of a taller one) without
  scrolling; on a 390×844 phone nothing scrolls sideways.
* Every primary control is reached with Tab, and the focused control shows a focus ring.
* Every chart offers its data (Show data → a table with a CSV download) and a PNG through the
  chart element's own menu (Streamlit 1.67).
* The frame's switches and the page's "Show the code" button are there on every page.
"""

from __future__ import annotations

import pytest

from tests.e2e.helpers import PHONE, assert_no_exception, open_page, screenshot, sideways_overflow, wait_for_count
from ui import pages

PROJECTOR = {"width": 1280, "height": 720}
CHARTS = "[data-testid='stVegaLiteChart']"


def _box(page, selector: str):
    locator = page.locator(selector).first
    locator.wait_for(timeout=15_000)
    return locator.bounding_box()


@pytest.mark.parametrize("entry", pages.PAGES, ids=lambda p: p.name)
def test_primary_controls_and_chart_fit_a_projector(page, app_url, entry):
    assert entry.primary, f"{entry.name}: declare its primary controls in ui/pages.py"
    page.set_viewport_size(PROJECTOR)
    open_page(page, f"{app_url}/{entry.url_path}")
    assert_no_exception(page)
    wait_for_count(page, CHARTS, entry.primary_chart + 1)
    page.wait_for_timeout(500)
    screenshot(page, f"projector_{entry.name}", full_page=False)
    for key in entry.primary:
        box = _box(page, f".st-key-{key}")
        assert box["y"] >= 0 and box["y"] + box["height"] <= PROJECTOR["height"], (entry.name, key, box)
    chart = page.locator(CHARTS).nth(entry.primary_chart).bounding_box()
    visible = PROJECTOR["height"] - chart["y"]
    assert visible >= min(300, chart["height"]), (entry.name, "chart", chart)


@pytest.mark.parametrize("entry", pages.PAGES, ids=lambda p: p.name)
def test_a_phone_never_scrolls_sideways(page, app_url, entry):
    page.set_viewport_size(PHONE)
    open_page(page, f"{app_url}/{entry.url_path}")
    assert_no_exception(page)
    page.wait_for_timeout(500)
    assert sideways_overflow(page) <= 1


@pytest.mark.parametrize("entry", pages.PAGES, ids=lambda p: p.name)
def test_tab_reaches_every_primary_control_with_a_visible_focus(page, app_url, entry):
    assert entry.primary, f"{entry.name}: declare its primary controls in ui/pages.py"
    page.set_viewport_size(PROJECTOR)
    open_page(page, f"{app_url}/{entry.url_path}")
    page.locator("[data-testid='stMain']").first.focus()  # start at the top of the page
    reached: list[str] = []
    ring_checked = False
    for _ in range(80):
        page.keyboard.press("Tab")
        key = page.evaluate(
            """() => {
                const holder = document.activeElement && document.activeElement.closest("[class*='st-key-']");
                return holder ? [...holder.classList].find(c => c.startsWith('st-key-')).slice(7) : null;
            }"""
        )
        if key in entry.primary and key not in reached:
            reached.append(key)
            if not ring_checked:
                # The focus is visible: the control looks different focused and not focused.
                control = page.locator(f".st-key-{key}").first
                focused = control.screenshot(animations="disabled")
                page.evaluate("() => document.activeElement.blur()")
                page.wait_for_timeout(200)
                blurred = control.screenshot(animations="disabled")
                assert focused != blurred, f"{entry.name}: {key} shows no focus"
                ring_checked = True
                control.locator("input, button, [tabindex]").first.focus()
        if set(entry.primary) <= set(reached):
            break
    assert set(entry.primary) <= set(reached), (entry.name, sorted(set(entry.primary) - set(reached)))
    assert ring_checked


@pytest.mark.parametrize("entry", pages.PAGES, ids=lambda p: p.name)
def test_every_chart_offers_its_data_and_a_picture(page, app_url, entry):
    page.set_viewport_size(PROJECTOR)
    open_page(page, f"{app_url}/{entry.url_path}")
    wait_for_count(page, CHARTS, 1)
    chart = page.locator(CHARTS).nth(entry.primary_chart)
    chart.scroll_into_view_if_needed()
    chart.hover()
    # The hovered chart's own toolbar: Streamlit keeps every chart's toolbar in the page at
    # opacity 0 (Playwright counts those as visible), so look inside this chart's element
    # container (its nearest ancestor of that kind).
    container = chart.locator("xpath=ancestor::div[@data-testid='stElementContainer'][1]")
    toolbar = container.locator("[data-testid='stElementToolbar'] button")
    labels = [toolbar.nth(i).get_attribute("aria-label") for i in range(toolbar.count())]
    assert "Download as PNG" in labels and "Show data" in labels, labels
    container.locator("button[aria-label='Show data']").click()
    grid = page.locator("[data-testid='stDataFrame']").last
    grid.wait_for(timeout=10_000)
    grid.hover()
    csv = page.evaluate(
        "() => [...document.querySelectorAll('[data-testid=stElementToolbar] button')].map(b => b.getAttribute('aria-label'))")
    assert "Download as CSV" in csv, csv
    assert_no_exception(page)


@pytest.mark.parametrize("entry", pages.PAGES, ids=lambda p: p.name)
def test_every_page_has_the_class_tools(page, app_url, entry):
    page.set_viewport_size(PROJECTOR)
    open_page(page, f"{app_url}/{entry.url_path}")
    for key in ("projector", "predict", "share", "code"):
        assert page.locator(f".st-key-{key}").count() == 1, (entry.name, key)
