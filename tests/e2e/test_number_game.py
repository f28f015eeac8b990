"""The number-game page in a real browser: charts and math render, widgets work, no exception box.

In front of a class: on a 1280×720 projector (projector mode off and on) the examples, the
presets and at least 300 px of the prior | likelihood | posterior chart show at once, the
chart beside the controls; predict-then-reveal asks about 32 before the predictive is drawn;
on a phone the controls come first and nothing scrolls sideways (the "why" table scrolls in its
own box); every legend and axis label is drawn inside its chart; the number grid is reached
and ticked from the keyboard. Few page loads (each is the expensive part): one test walks
through several states of one page. Screenshots: ``artifacts/screenshots/number_game_*.png``
(looked at by a person).
"""

import re

import pytest

from tests.e2e.helpers import (
    DESKTOP, PHONE, assert_no_exception, open_page, screenshot, sideways_overflow, wait_idle, wait_for_count,
)
from ui.text import words

LAPTOP_720 = {"width": 1280, "height": 720}

page_text = words("number_game", "en")

# The primary view (prior | likelihood | posterior as one chart, the predictive) and the
# first secondary view's dot matrix; the other views run only when chosen.
N_CHARTS = 3
N_SEQUENCE_CHARTS = 2
CHARTS = "[data-testid='stVegaLiteChart']"
DRAWN = f"{CHARTS} canvas, {CHARTS} svg"


_WARMED: set[str] = set()


def _open_number_game(page, app_url: str, query: str = "", n_charts: int = N_CHARTS) -> None:
    # A fresh server can answer the very first deep link with "page not found";
    # opening the app's root once first makes every test independent of test order.
    if app_url not in _WARMED:
        open_page(page, app_url)
        _WARMED.add(app_url)
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


def _chart_text_outside(page) -> list[str]:
    """Legend entries and axis labels of any chart drawn past its chart's edges (3 px of slack).

    Rotated axis titles are left out: their line box (not their glyphs) reaches a few pixels
    past the left edge, more with projector mode's larger type.
    """
    checked, outside = page.evaluate(f"""() => {{
        const texts = [...document.querySelectorAll("{CHARTS} svg")].flatMap(svg => {{
            const box = svg.getBoundingClientRect();
            return [...svg.querySelectorAll('.role-legend-label text, .role-axis-label text')]
                .map(t => [t.textContent, t.getBoundingClientRect(), box]); }});
        return [texts.length, texts.filter(([s, r, box]) => s.trim() && (r.left < box.left - 3 || r.right > box.right + 3))
                                   .map(([s]) => s)]; }}""")
    assert checked > 20, checked  # the legends' and axes' labels were found
    return outside


def _focused(page) -> tuple[str | None, str]:
    """The st-key of the focused element's widget and the focused element's text."""
    return tuple(page.evaluate("""() => {
        const holder = document.activeElement.closest("[class*='st-key-']");
        return [holder ? [...holder.classList].find(c => c.startsWith('st-key-')).slice(7) : null,
                document.activeElement.innerText.trim()];
    }"""))


def _toggle(page, key: str) -> None:
    """Switch one of the frame's sidebar toggles (projector mode, predict-then-reveal)."""
    page.locator(f".st-key-{key} label").first.click()
    wait_idle(page)
    assert_no_exception(page)


def test_every_view_on_a_laptop_and_a_map_tie(page, app_url):
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

    # {60} in MLaPP's space: even and mult of 10 tie, and the "why" panel says so.
    _open_view(page, page_text.VIEWS["why"])
    field = page.get_by_test_id("stTextInputField")
    field.fill("60")
    field.press("Enter")
    wait_idle(page)
    assert page_text.VERDICTS["cancel"] in page.locator("[data-testid='stMain']").inner_text()
    assert_no_exception(page)
    screenshot(page, "number_game_desktop_why_tie")


def test_the_number_grid_from_the_keyboard_presets_and_bad_tokens(page, app_url):
    """Tab goes from row to row of the grid, the arrows along a row (visible focus); Space ticks a number.

    Then a preset (pills), a click on the grid and a typed list with words and numbers out of range.
    """
    page.set_viewport_size(DESKTOP)
    _open_number_game(page, app_url, "?examples=16&grid=true")
    page.locator(".st-key-examples input").focus()
    for _ in range(10):
        page.keyboard.press("Tab")
        if _focused(page)[0] == "grid_0":
            break
    assert _focused(page) == ("grid_0", "1")
    page.keyboard.press("Tab")
    assert _focused(page) == ("grid_1", "11")  # the next row
    page.keyboard.press("Shift+Tab")
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowRight")
    assert _focused(page) == ("grid_0", "3")
    three = page.locator(".st-key-grid_0 button", has_text=re.compile(r"^3$")).first
    focused = three.screenshot(animations="disabled")
    page.evaluate("() => document.activeElement.blur()")
    page.wait_for_timeout(200)
    assert three.screenshot(animations="disabled") != focused  # the focus is visible
    three.focus()
    page.keyboard.press("Space")
    wait_idle(page)
    assert _examples(page) == "16, 3"
    assert_no_exception(page)

    page.get_by_role("radio", name="{16, 23, 19, 20}").click()  # presets are pills
    wait_idle(page)
    assert _examples(page) == "16, 23, 19, 20"
    page.locator(".st-key-grid_3").get_by_role("button", name="32", exact=True).click()
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


def _fits_a_projector(page) -> None:
    controls = {key: page.locator(f".st-key-{key}").first.bounding_box() for key in ("examples", "preset")}
    for key, box in controls.items():
        assert box["y"] >= 0 and box["y"] + box["height"] <= LAPTOP_720["height"], (key, box)
    chart = page.locator(CHARTS).first.bounding_box()
    assert LAPTOP_720["height"] - chart["y"] >= 300, chart
    assert chart["x"] > controls["examples"]["x"] + controls["examples"]["width"]  # beside, not below
    assert not _chart_text_outside(page)


def test_in_front_of_a_class_on_a_projector(page, app_url):
    """1280×720, projector mode off then on (the sidebar's toggle), then predict-then-reveal."""
    page.set_viewport_size(LAPTOP_720)
    _open_number_game(page, app_url, "?examples=16,8,2,64")
    _wait_drawn(page, N_CHARTS)
    _fits_a_projector(page)
    screenshot(page, "number_game_projector", full_page=False)

    _toggle(page, "projector")
    assert "projector=true" in page.url
    _wait_drawn(page, N_CHARTS)
    page.wait_for_timeout(300)
    _fits_a_projector(page)
    screenshot(page, "number_game_projector_on", full_page=False)
    screenshot(page, "number_game_projector_on_full")

    # Predict, then reveal: the predictive chart waits for a guess of p(32 ∈ C | D).
    _toggle(page, "predict")
    assert page.locator(CHARTS).count() == N_CHARTS - 1  # the predictive waits; the hypotheses stay
    _fits_a_projector(page)  # the question comes under the chart, not above it
    page.locator(".st-key-guess_p32 input").fill("90")
    page.locator(".st-key-guess_p32 input").press("Enter")
    wait_idle(page)
    page.locator(".st-key-reveal_p32 button").click()
    wait_idle(page)
    _wait_drawn(page, N_CHARTS)
    assert page.locator(CHARTS).count() == N_CHARTS
    assert_no_exception(page)
    page.locator(CHARTS).nth(1).scroll_into_view_if_needed()
    screenshot(page, "number_game_projector_predict_revealed", full_page=False)
    page.set_viewport_size(DESKTOP)


def test_a_phone_reads_top_to_bottom_in_every_view(page, app_url):
    """No sideways scroll, legends one entry a line inside their charts, the log axis says 10⁻⁵,
    the controls before the chart; the "why" table scrolls inside its own box."""
    page.set_viewport_size(PHONE)
    _open_number_game(page, app_url, "?examples=16,8,2,64")
    _wait_drawn(page, N_CHARTS)
    assert _charts_drawn(page) == N_CHARTS
    first = page.locator(CHARTS).first
    column_box = page.locator("[data-testid='stMainBlockContainer']").bounding_box()
    chart_box = first.locator("canvas, svg").first.bounding_box()
    assert chart_box["x"] + chart_box["width"] <= column_box["x"] + column_box["width"] + 1
    assert chart_box["y"] > page.locator(".st-key-examples").first.bounding_box()["y"]  # the controls first
    drawn = first.evaluate("c => [...c.querySelectorAll('svg text')].map(t => t.textContent)")
    assert "10⁻⁵" in drawn and not [t for t in drawn if re.search(r"\de-?\d", t)], drawn
    for view in ("extensions", "why", "sequence"):
        if view != "extensions":
            _open_view(page, page_text.VIEWS[view])
            _wait_drawn(page, N_CHARTS - 1 + (N_SEQUENCE_CHARTS if view == "sequence" else 0))
            page.wait_for_timeout(300)
        assert sideways_overflow(page) <= 1, view
        assert not _chart_text_outside(page), view
        screenshot(page, f"number_game_phone_{view}")
        if view == "why":
            # The table (395 px in English) scrolls inside its own box: the page never does.
            table = page.locator("[data-testid='stMain'] table").first
            box = table.bounding_box()
            assert box["x"] >= column_box["x"] - 1 and box["x"] + box["width"] <= column_box["x"] + column_box["width"] + 1
            widths = table.evaluate("t => [t.scrollWidth, t.clientWidth]")
            assert widths[0] > widths[1], widths  # wider than its box: it scrolls there
    page.set_viewport_size(DESKTOP)
