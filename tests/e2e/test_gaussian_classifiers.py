"""The Gaussian classifiers page in a real browser: what only a browser shows.

Charts and maths render; a prior moved from the keyboard slides the threshold; layouts at 390x844 (no sideways scroll), 1280x800 and 1280x720 (controls and 300 px of chart in
view), projector mode, Portuguese with decimal commas. Few page loads: each test opens a state
once and checks several things in it (AppTest covers the numbers and sentences).

Screenshots go to ``artifacts/screenshots/gaussian_classifiers_*.png`` (looked at by a person).
"""

from __future__ import annotations

import math
import re

import pytest

from tests.apptest import parse_number
from tests.e2e.helpers import (
    DESKTOP, PHONE, assert_no_exception, open_page, screenshot, sideways_overflow, wait_for_count, wait_idle,
)
from ui.text import words

PROJECTOR = {"width": 1280, "height": 720}
URL = "gaussian-classifiers"
EN = words("gaussian_classifiers", "en")
CHARTS = "[data-testid='stVegaLiteChart']"


def _charts(page, at_least: int = 1):
    """Wait until ``at_least`` charts have drawn (Vega draws after the run), then return them."""
    wait_for_count(page, f"{CHARTS} svg, {CHARTS} canvas", at_least, timeout=60_000)
    return page.locator(CHARTS)


def _threshold_label(page) -> str:
    """The text Vega wrote beside the threshold line ("x* = 0.25"), read from the drawn chart."""
    chart = _charts(page, 2).first
    page.wait_for_function(
        "() => [...document.querySelectorAll(\"[data-testid='stVegaLiteChart'] text\")]"
        ".some(t => t.textContent.startsWith('x* = '))", timeout=30_000)
    texts = chart.locator("text").all_text_contents()
    return next(t for t in texts if t.startswith("x* = "))


def test_one_feature_renders_and_a_prior_moved_from_the_keyboard_slides_the_threshold(page, app_url):
    open_page(page, f"{app_url}/{URL}")
    assert_no_exception(page)
    assert _charts(page, 2).count() == 2
    assert _threshold_label(page) == "x* = 0.25"  # (−1 + 1.5)/2 with equal priors
    assert wait_for_count(page, ".katex", 8) >= 8
    screenshot(page, "gaussian_classifiers_desktop")
    slider = page.locator(".st-key-prior_a input[type='range']")
    slider.focus()
    for _ in range(20):  # 0.50 -> 0.70 in steps of 0.01
        page.keyboard.press("ArrowRight")
    for _ in range(3):
        wait_idle(page)
        page.wait_for_timeout(400)
    assert_no_exception(page)
    assert "prior_a=0.7" in page.url
    page.wait_for_function(
        "() => [...document.querySelectorAll(\"[data-testid='stVegaLiteChart'] text\")]"
        ".some(t => t.textContent.startsWith('x* = ') && t.textContent !== 'x* = 0.25')", timeout=30_000)
    shown = parse_number(_threshold_label(page).split("=")[1])
    expected = 0.25 + math.log(0.7 / 0.3) / 2.5  # x* = midpoint + sigma^2 ln(pi_A/pi_B)/(mu_B - mu_A)
    assert shown == pytest.approx(expected, rel=5e-3)


def test_projector_shows_the_controls_and_300px_of_each_parts_chart(page, app_url):
    """Every part at 1280x720, the two-feature one also in projector mode and with a prompt open
    (predict, then reveal): its first control fully in view, and at least 300 px of its chart.

    (The two-feature chart draws on a canvas -- 10,000 cells -- so its axes are not in the DOM;
    that both axes share one scale is checked on the spec in the AppTests, and seen here.)"""
    page.set_viewport_size(PROJECTOR)
    try:
        for view, query, first_control in (("one", "", "classes"), ("two", "", "model"), ("versus", "", "data"),
                                           ("two", "&projector=1&predict=1", "model")):
            open_page(page, f"{app_url}/{URL}?view={view}{query}")
            chart = _charts(page).first
            page.wait_for_timeout(500)
            assert_no_exception(page)
            box = page.locator(f".st-key-{first_control}").bounding_box()
            assert box is not None and box["y"] + box["height"] <= PROJECTOR["height"], (view, query, box)
            box = chart.bounding_box()
            visible = min(box["y"] + box["height"], PROJECTOR["height"]) - max(box["y"], 0)
            assert visible >= 300, (view, query, box)
            suffix = "_projector_mode" if "projector=1" in query else ""
            screenshot(page, f"gaussian_classifiers_{view}_projector{suffix}", full_page=False)
    finally:
        page.set_viewport_size(DESKTOP)


def test_phone_layout_never_scrolls_sideways(page, app_url):
    """Each part at 390x844 in English, and the two-feature part in European Portuguese (its
    option labels are the longest: "Alinhada com os eixos")."""
    page.set_viewport_size(PHONE)
    try:
        for view, lang in (("one", "en"), ("two", "en"), ("versus", "en"), ("two", "pt-PT")):
            open_page(page, f"{app_url}/{URL}?view={view}&lang={lang}")
            assert_no_exception(page)
            charts = _charts(page, 2 if view != "two" else 1)
            page.wait_for_timeout(500)
            assert sideways_overflow(page) <= 1, (view, lang)
            if view == "two":
                assert charts.first.bounding_box()["width"] <= PHONE["width"] - 20
            screenshot(page, f"gaussian_classifiers_{view}_phone_{lang}")
    finally:
        page.set_viewport_size(DESKTOP)


def test_portuguese_on_a_laptop_with_decimal_commas(page, app_url):
    lang = "pt-PT"
    text = words("gaussian_classifiers", lang)
    open_page(page, f"{app_url}/{URL}?lang={lang}")
    assert_no_exception(page)
    assert _threshold_label(page) == "x* = 0,25"
    body = page.locator("[data-testid='stMain']").inner_text()
    assert text.VIEWS["two"] in body and text.CLASSES["two"] in body
    # The charts' axes use the decimal comma too.
    axis = " ".join(_charts(page, 2).nth(1).locator("text").all_text_contents())
    assert "0,5" in axis and "0.5" not in axis
    screenshot(page, f"gaussian_classifiers_desktop_{lang}")
    open_page(page, f"{app_url}/{URL}?lang={lang}&view=two")
    _charts(page)
    table = page.locator("[data-testid='stMain'] table").first.inner_text()
    assert re.search(r"\d,\d+ / \d,\d+", table)
    screenshot(page, f"gaussian_classifiers_two_{lang}")


def test_two_features_model_choice_and_iris(page, app_url):
    open_page(page, f"{app_url}/{URL}?view=two")
    _charts(page)
    # Click the option's words (the radio input itself is hidden under its label).
    page.locator(".st-key-model").get_by_text(EN.MODELS["logistic"], exact=True).click()
    page.wait_for_url("**model=logistic**")
    wait_idle(page)
    assert_no_exception(page)
    screenshot(page, "gaussian_classifiers_two_logistic")
    open_page(page, f"{app_url}/{URL}?view=two&data=iris&species=setosa_versicolor")
    _charts(page)
    assert page.get_by_text("the maximum-likelihood estimate does not exist").count() >= 1
    screenshot(page, "gaussian_classifiers_iris_separable")
