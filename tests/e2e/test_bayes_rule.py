"""The Bayes' rule page in a real browser: layout at projector, laptop and phone sizes, in
English and Portuguese; presets, typed entry (a decimal comma too) and the guess-first mode;
every panel.

Each test opens ONE page and moves through its states by clicking and typing (a rerun, not a
new page load: a browser page load is the expensive part). The numbers themselves are
checked in AppTest (``tests/test_pages_bayes_rule.py``); the shared checks of every page are
in ``tests/e2e/test_in_class.py``. Screenshots go to ``artifacts/screenshots/bayes_rule_*.png``
(looked at by a person).
"""

from __future__ import annotations

import pytest

from tests.e2e.helpers import (
    DESKTOP, PHONE, assert_no_exception, open_page, screenshot, sideways_overflow, wait_for_count, wait_idle,
)
from ui.text import words

PROJECTOR = {"width": 1280, "height": 720}
VIEWS = ("second", "classes", "counts", "complexity")
CHART = "[data-testid='stVegaLiteChart']"


def _metric_values(page) -> list[str]:
    page.locator("[data-testid='stMetricValue']").first.wait_for()
    return [v.strip() for v in page.locator("[data-testid='stMetricValue']").all_inner_texts()]


def _chart(page):
    chart = page.locator(CHART).first
    chart.wait_for()
    # Vega draws after the run: wait for its canvas or SVG.
    chart.locator("canvas, svg").first.wait_for()
    return chart


def _click(page, key: str, label: str) -> None:
    """Click the option ``label`` of the choice ``key`` and wait for the run it starts."""
    page.locator(f".st-key-{key}").get_by_text(label, exact=True).click()
    page.wait_for_url(f"**{key}=**")
    wait_idle(page)
    assert_no_exception(page)


def _type(page, key: str, value: str) -> None:
    box = page.locator(f".st-key-{key} input")
    box.fill(value)
    box.press("Enter")
    wait_idle(page)
    assert_no_exception(page)


def _controls_and_crowd_fit_a_projector(page) -> None:
    chart = _chart(page)
    page.wait_for_timeout(300)
    for name in ("prevalence", "sensitivity", "specificity"):
        for key in (name, f"{name}_drag"):  # the typed box and the slider beside it, whole
            box = page.locator(f".st-key-{key}").bounding_box()
            assert box is not None and box["y"] >= 0 and box["y"] + box["height"] <= PROJECTOR["height"], key
    box = chart.bounding_box()
    visible = min(box["y"] + box["height"], PROJECTOR["height"]) - max(box["y"], 0)
    assert visible >= 300, box


def test_mlapp_numbers_and_every_panel_on_a_laptop(page, app_url):
    page.set_viewport_size(DESKTOP)
    open_page(page, f"{app_url}/bayes-rule")
    assert_no_exception(page)
    _chart(page)
    # MLaPP 2.2.3.1: p(D | +) = 8/257 = 0.03113, p(D | -) = 2/2243, p(+) = 0.1028.
    assert _metric_values(page) == ["0.03113", "0.0008917", "0.1028"]
    assert wait_for_count(page, ".katex", 4) >= 4
    screenshot(page, "bayes_rule_desktop")
    text = words("bayes_rule", "en")
    for view in VIEWS:
        _click(page, "view", text.VIEWS[view])
        assert page.url.endswith(f"view={view}") or f"view={view}&" in page.url
        _chart(page)
        assert page.locator(".katex-error").count() == 0
        page.wait_for_timeout(300)
        screenshot(page, f"bayes_rule_{view}_desktop")
    # A bad prior (it does not sum to 1): an error, and the page keeps working.
    _click(page, "view", text.VIEWS["classes"])
    _type(page, "prior", "0.5 0.4")
    assert page.locator("[data-testid='stAlertContentError']").count() == 1
    _chart(page)


@pytest.mark.parametrize("lang", ["en", "pt-PT"])
def test_projector_shows_controls_and_300px_of_the_crowd_with_and_without_projector_mode(page, app_url, lang):
    page.set_viewport_size(PROJECTOR)
    open_page(page, f"{app_url}/bayes-rule?lang={lang}")
    assert_no_exception(page)
    _controls_and_crowd_fit_a_projector(page)
    screenshot(page, f"bayes_rule_projector_{lang}", full_page=False)
    page.locator(".st-key-projector label").first.click()
    page.wait_for_url("**projector=**")
    wait_idle(page)
    assert_no_exception(page)
    _controls_and_crowd_fit_a_projector(page)
    screenshot(page, f"bayes_rule_projector_{lang}_mode", full_page=False)


@pytest.mark.parametrize("lang", ["en", "pt-BR"])
def test_phone_layout_with_the_tree_and_every_panel(page, app_url, lang):
    """No sideways scroll, with either picture and with any panel open (the second test's step
    table had seven columns and the estimates one table of seven: both pushed the page 177 and
    64 px wider than a phone)."""
    text = words("bayes_rule", lang)
    page.set_viewport_size(PHONE)
    open_page(page, f"{app_url}/bayes-rule?lang={lang}")
    assert_no_exception(page)
    _chart(page)
    assert sideways_overflow(page) <= 1
    screenshot(page, f"bayes_rule_phone_{lang}")
    _click(page, "picture", text.PICTURES["tree"])
    _click(page, "population", text.POPULATIONS["10000"])
    _chart(page)
    page.wait_for_timeout(300)
    assert sideways_overflow(page) <= 1
    screenshot(page, f"bayes_rule_phone_tree_{lang}")
    for view in VIEWS:
        _click(page, "view", text.VIEWS[view])
        _chart(page)
        page.wait_for_timeout(300)
        assert sideways_overflow(page) <= 1, view
        screenshot(page, f"bayes_rule_{view}_phone_{lang}")


def test_portuguese_decimal_commas_shown_and_typed(page, app_url):
    page.set_viewport_size(DESKTOP)
    open_page(page, f"{app_url}/bayes-rule?lang=pt-BR")
    assert_no_exception(page)
    _chart(page)
    assert _metric_values(page) == ["0,03113", "0,0008917", "0,1028"]
    screenshot(page, "bayes_rule_desktop_pt-BR")
    # Streamlit's number input turned a typed "0,01" into 1; the page's typed boxes read it.
    _type(page, "specificity", "0,904")
    _type(page, "prevalence", "0,01")
    assert _metric_values(page)[0] == "0,07764"  # Eddy: 25/322
    assert page.locator(".st-key-prevalence_drag").get_by_text("1 %").count() >= 1


def test_preset_typed_prevalence_then_guess_first(page, app_url):
    page.set_viewport_size(DESKTOP)
    open_page(page, f"{app_url}/bayes-rule")
    _chart(page)
    page.locator(".st-key-preset").get_by_text("Eddy", exact=False).click()
    wait_idle(page)
    assert _metric_values(page)[0] == "0.07764"  # Eddy: 25/322
    assert "prevalence=0.01" in page.url and "specificity=0.904" in page.url
    _type(page, "prevalence", "0.00001")
    # 1 in 100,000 with sensitivity 0.8, specificity 0.904: 8e-6 / (8e-6 + 0.99999 * 0.096).
    assert _metric_values(page)[0] == "8.333 × 10⁻⁵"
    assert "prevalence=0.00001" in page.url
    screenshot(page, "bayes_rule_rare_desktop")
    # The frame's predict switch: the picture and the numbers wait for a guess.
    page.locator(".st-key-predict label").first.click()
    page.wait_for_url("**predict=**")
    wait_idle(page)
    assert page.locator("[data-testid='stMetricValue']").count() == 0
    assert page.locator(CHART).count() == 0
    _type(page, "guess", "80")
    page.locator(".st-key-reveal button").click()
    wait_idle(page)
    assert_no_exception(page)
    assert _metric_values(page)[0] == "8.333 × 10⁻⁵"
    # English on purpose: 80 % is the sensitivity, the inverse the score names.
    assert page.get_by_text("base-rate fallacy").count() == 1
    assert "guess" not in page.url  # the guess stays in the session
    screenshot(page, "bayes_rule_guess_desktop")
