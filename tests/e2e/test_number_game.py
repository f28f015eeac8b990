"""The number-game page in a real browser: charts and math render, widgets work, no exception box."""

from tests.e2e.helpers import (
    DESKTOP, PHONE, assert_no_exception, open_page, screenshot, sideways_overflow, wait_idle, wait_for_count,
)

LAPTOP_720 = {"width": 1280, "height": 720}
from ui.text import words

page_text = words("number_game", "en")

# The primary view (prior | likelihood | posterior as one chart, the predictive) and the
# first secondary view's dot matrix; the other views run only when chosen.
N_CHARTS = 3
N_SEQUENCE_CHARTS = 2
CHARTS = "[data-testid='stVegaLiteChart']"
DRAWN = f"{CHARTS} canvas, {CHARTS} svg"


def _open_number_game(page, app_url: str, query: str = "", n_charts: int = N_CHARTS) -> None:
    # A fresh server can answer the very first deep link with "page not found";
    # opening the app's root once first makes every test independent of test order.
    open_page(page, app_url)
    open_page(page, f"{app_url}/number-game{query}")
    assert_no_exception(page)
    page.locator(CHARTS).nth(n_charts - 1).wait_for(timeout=20_000)


def _examples(page) -> str:
    return page.get_by_test_id("stTextInputField").input_value()


def _charts_drawn(page) -> int:
    """Charts whose Vega view has drawn something (an svg or canvas)."""
    charts = page.locator(CHARTS)
    return sum(1 for i in range(charts.count()) if charts.nth(i).locator("canvas, svg").count() > 0)


def _wait_drawn(page, n: int) -> None:
    page.wait_for_function(f'document.querySelectorAll("{DRAWN}").length >= {n}', timeout=20_000)


def _open_view(page, label: str) -> None:
    page.get_by_role("radio", name=label).click()
    wait_idle(page)
    assert_no_exception(page)


def test_number_game_renders_on_desktop(page, app_url):
    page.set_viewport_size(DESKTOP)
    _open_number_game(page, app_url, "?examples=16,8,2,64")
    assert _examples(page) == "16,8,2,64"
    _wait_drawn(page, N_CHARTS)
    assert _charts_drawn(page) == N_CHARTS
    assert wait_for_count(page, ".katex", 6) > 5  # the LaTeX rendered
    screenshot(page, "number_game_desktop")

    _open_view(page, page_text.VIEWS["why"])
    body = page.locator("[data-testid='stMain']").inner_text()
    assert "4823" in body  # (50/6)^4, MLaPP §3.2.1
    assert page.locator(CHARTS).count() == N_CHARTS - 1  # the dot matrix left with its view
    screenshot(page, "number_game_desktop_why")

    _open_view(page, page_text.VIEWS["sequence"])
    _wait_drawn(page, N_CHARTS - 1 + N_SEQUENCE_CHARTS)
    assert _charts_drawn(page) == N_CHARTS - 1 + N_SEQUENCE_CHARTS
    assert "view=sequence" in page.url  # the chosen view is in the link, by key
    screenshot(page, "number_game_desktop_sequence")


def test_number_game_on_a_phone(page, app_url):
    page.set_viewport_size(PHONE)
    _open_number_game(page, app_url, "?examples=16,8,2,64")
    _wait_drawn(page, N_CHARTS)
    assert _charts_drawn(page) == N_CHARTS
    # Nothing wider than the phone: no horizontal scrolling of the page itself, and the
    # three-panel chart (fixed panel widths) fits inside the main column.
    assert sideways_overflow(page) <= 1
    first = page.locator(CHARTS).first
    chart_box = first.locator("canvas, svg").first.bounding_box()
    column_box = page.locator("[data-testid='stMainBlockContainer']").bounding_box()
    assert chart_box["x"] + chart_box["width"] <= column_box["x"] + column_box["width"] + 1
    screenshot(page, "number_game_phone")
    page.set_viewport_size(DESKTOP)


def test_presets_grid_and_bad_tokens(page, app_url):
    page.set_viewport_size(DESKTOP)
    _open_number_game(page, app_url)
    page.get_by_role("radio", name="{16, 23, 19, 20}").click()  # presets are pills
    wait_idle(page)
    assert _examples(page) == "16, 23, 19, 20"
    assert_no_exception(page)

    page.get_by_text(page_text.GRID_TOGGLE).click()
    wait_idle(page)
    page.get_by_test_id("stButtonGroup").get_by_role("button", name="32", exact=True).click()
    wait_idle(page)
    assert _examples(page) == "16, 23, 19, 20, 32"

    field = page.get_by_test_id("stTextInputField")
    field.fill("16, banana, 500")
    field.press("Enter")
    wait_idle(page)
    alert = page.get_by_test_id("stAlertContentError")
    assert "banana" in alert.inner_text() and "500" in alert.inner_text()
    assert_no_exception(page)
    assert page.locator(CHARTS).count() == N_CHARTS


def test_a_map_tie_is_said_and_drawn_on_a_short_laptop_screen(page, app_url):
    """{60} in MLaPP's space: even and mult of 10 tie; the squares follow the stated rule."""
    page.set_viewport_size(LAPTOP_720)
    _open_number_game(page, app_url, "?examples=60&view=why", n_charts=N_CHARTS - 1)
    _wait_drawn(page, N_CHARTS - 1)
    body = page.locator("[data-testid='stMain']").inner_text()
    assert page_text.VERDICTS["cancel"] in body
    assert sideways_overflow(page) <= 1
    screenshot(page, "number_game_laptop720_why_tie")
    page.set_viewport_size(DESKTOP)
