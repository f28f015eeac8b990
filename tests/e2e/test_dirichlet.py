"""The Dice and words page in a real browser: charts and maths render, the layout fits a phone and a
projector, a change reaches the URL, bad counts show an error — in English and Portuguese.

Each test opens one or two pages and moves through its states by clicking (a rerun, not a new
page load: a browser page load is the expensive part); the numbers are checked in AppTest
(``tests/test_pages_dirichlet.py``), the shared checks of every page in
``tests/e2e/test_in_class.py``. Screenshots (``artifacts/screenshots/dirichlet_*.png``) are for
people to look at.
"""

from __future__ import annotations

import pytest

from tests.e2e.helpers import (
    DESKTOP, PHONE, assert_no_exception, open_page, screenshot, sideways_overflow, wait_idle, wait_for_count,
)
from ui.text import words

EN = words("dirichlet", "en")
PT = words("dirichlet", "pt-BR")
PROJECTOR = {"width": 1280, "height": 720}
CHARTS = "[data-testid='stVegaLiteChart']"
DRAWN = f"{CHARTS} canvas, {CHARTS} svg"


def _open(page, app_url: str, query: str = "", charts: int = 2) -> None:
    open_page(page, f"{app_url}/dirichlet{query}")
    assert_no_exception(page)
    if charts:
        wait_for_count(page, DRAWN, charts, timeout=20_000)


def _view(page, label: str, charts: int) -> None:
    page.locator("[data-testid='stButtonGroup']").get_by_text(label, exact=True).click()
    wait_idle(page)
    assert_no_exception(page)
    if charts:
        wait_for_count(page, DRAWN, charts, timeout=20_000)


def _box(page, selector: str, index: int = 0) -> dict:
    return page.locator(selector).nth(index).bounding_box()


def test_every_panel_on_a_laptop_a_change_in_the_url_and_bad_counts(page, app_url):
    page.set_viewport_size(DESKTOP)
    _open(page, app_url)
    assert wait_for_count(page, ".katex", 5) > 5  # the LaTeX rendered
    body = page.locator("[data-testid='stMain']").inner_text()
    assert "2/9 = 0.2222" in body  # three lions, two tigers, a bear: a bear next with 2/9
    screenshot(page, "dirichlet_desktop")
    for key, charts in (("simplex", 2), ("evidence", 1), ("words", 1), ("burstiness", 1)):
        _view(page, EN.VIEWS[key], charts)
        assert f"view={key}" in page.url  # the key, not the label
        screenshot(page, f"dirichlet_desktop_{key}")
    _view(page, EN.VIEWS["sides"], 2)
    slider = page.get_by_role("slider").first
    slider.focus()
    slider.press("ArrowRight")
    wait_idle(page)
    assert "k=4" in page.url
    counts = page.get_by_label(EN.COUNTS_LABEL, exact=True)
    assert counts.input_value() == "3, 2, 1, 0"  # resized with the die
    counts.fill("3, x, 1, 0")
    counts.press("Enter")
    wait_idle(page)
    alert = page.get_by_test_id("stAlertContentError")
    assert "x" in alert.inner_text() and EN.FIELDS["counts"] in alert.inner_text()
    assert_no_exception(page)
    assert page.locator(CHARTS).count() == 2  # the page keeps working


def _controls_and_chart_fit(page, text) -> None:
    for label in (text.K_LABEL, text.COUNTS_LABEL, text.ALPHA_LABEL):
        box = page.get_by_label(label, exact=True).first.bounding_box()
        assert box and box["y"] + box["height"] <= PROJECTOR["height"], (label, box)
    chart = _box(page, CHARTS)
    visible = min(chart["y"] + chart["height"], PROJECTOR["height"]) - max(chart["y"], 0)
    assert visible >= 300, chart


@pytest.mark.parametrize("lang", ["en", "pt-PT"])
def test_projector_shows_the_controls_and_300_px_of_the_chart(page, app_url, lang):
    # Projector mode's larger type too: K, the counts and the pseudo-counts still fit beside the chart.
    text = words("dirichlet", lang)
    page.set_viewport_size(PROJECTOR)
    _open(page, app_url, f"?lang={lang}")
    _controls_and_chart_fit(page, text)
    screenshot(page, f"dirichlet_projector_{lang}", full_page=False)
    page.locator(".st-key-projector label").first.click()
    page.wait_for_url("**projector=**")
    wait_idle(page)
    assert_no_exception(page)
    wait_for_count(page, DRAWN, 2, timeout=20_000)
    page.wait_for_timeout(300)
    _controls_and_chart_fit(page, text)
    screenshot(page, f"dirichlet_projector_mode_{lang}", full_page=False)
    if lang == "en":
        _view(page, EN.VIEWS["simplex"], 2)
        page.wait_for_timeout(300)
        _controls_and_chart_fit(page, text)
        screenshot(page, "dirichlet_projector_mode_simplex", full_page=False)


def test_phone_layout_and_a_legible_simplex(page, app_url):
    page.set_viewport_size(PHONE)
    _open(page, app_url, "?alpha=0.3&counts=5,0,1")
    assert sideways_overflow(page) <= 1
    screenshot(page, "dirichlet_phone")
    _view(page, EN.VIEWS["simplex"], 2)
    page.wait_for_timeout(300)
    assert sideways_overflow(page) <= 1
    # Each triangle gets the phone's full column: wide enough to read.
    for index in (0, 1):
        box = page.locator(DRAWN).nth(index).bounding_box()
        assert box["width"] >= 320, box
    screenshot(page, "dirichlet_phone_simplex")
    _view(page, EN.VIEWS["words"], 1)
    assert sideways_overflow(page) <= 1
    screenshot(page, "dirichlet_phone_words")
    # Ten sides in European Portuguese (the longest words, the widest table).
    pt = words("dirichlet", "pt-PT")
    _open(page, app_url, "?lang=pt-PT&k=10&counts=1,2,3,4,5,6,7,8,9,10&alpha=0,5;", charts=1)
    assert sideways_overflow(page) <= 1
    screenshot(page, "dirichlet_phone_pt_pt_ten_sides")
    _view(page, pt.VIEWS["evidence"], 1)
    assert sideways_overflow(page) <= 1
    screenshot(page, "dirichlet_phone_pt_pt_evidence")


def test_portuguese_page(page, app_url):
    page.set_viewport_size(DESKTOP)
    _open(page, app_url, "?lang=pt-BR&alpha=0.5")
    body = page.locator("[data-testid='stMain']").inner_text()
    assert PT.NAV_TITLE in body and "3,5/7,5 = 0,4667" in body and "[0,152; 0,798]" in body
    screenshot(page, "dirichlet_pt_br_desktop")
    _view(page, PT.VIEWS["words"], 1)
    body = page.locator("[data-testid='stMain']").inner_text()
    assert "1/27 = 0,03704" in body  # "big", never seen: α/(N + α₀), not 0
    screenshot(page, "dirichlet_pt_br_words")


def test_guess_side_one_then_reveal_on_a_projector(page, app_url):
    """Predict, then reveal: the posterior mean appears after Reveal, the chart stays in view."""
    page.set_viewport_size(PROJECTOR)
    try:
        _open(page, app_url, "?predict=1")
        chart = _box(page, CHARTS)
        assert PROJECTOR["height"] - chart["y"] >= 300, chart  # the prompt comes under the chart
        screenshot(page, "dirichlet_projector_predict", full_page=False)
        guess = page.locator(".st-key-guess_side_one input")
        guess.fill("40")
        guess.press("Enter")
        wait_idle(page)
        page.locator(".st-key-reveal_side_one button").click()
        wait_idle(page)
        assert_no_exception(page)
        body = page.locator("[data-testid='stMain']").inner_text()
        assert "4/9 = 0.4444" in body and "44.44 % (4/9)" in body  # Dir(1, 1, 1) after (3, 2, 1)
        assert "guess" not in page.url  # the guess stays in the session
        screenshot(page, "dirichlet_projector_revealed")
    finally:
        page.set_viewport_size(DESKTOP)
