"""The Bayes' rule page in a real browser: layout at projector, laptop and phone sizes, in
English and Portuguese; presets, typed entry and the guess-first mode; every panel.

Screenshots go to ``artifacts/screenshots/bayes_rule_*.png`` (looked at by a person).
"""

from __future__ import annotations

import pytest

from tests.e2e.helpers import (
    DESKTOP, PHONE, assert_no_exception, open_page, screenshot, sideways_overflow, wait_for_count, wait_idle,
)

PROJECTOR = {"width": 1280, "height": 720}
VIEWS = ("second", "classes", "counts", "complexity")


def _metric_values(page) -> list[str]:
    page.locator("[data-testid='stMetricValue']").first.wait_for()
    return [v.strip() for v in page.locator("[data-testid='stMetricValue']").all_inner_texts()]


def _chart(page):
    chart = page.locator("[data-testid='stVegaLiteChart']").first
    chart.wait_for()
    # Vega draws after the run: wait for its canvas or SVG.
    chart.locator("canvas, svg").first.wait_for()
    return chart


@pytest.fixture
def sized(page):
    """Set a viewport for one test and restore the desktop one after."""
    def set_size(size):
        page.set_viewport_size(size)
    yield set_size
    page.set_viewport_size(DESKTOP)


def test_default_page_shows_mlapp_numbers_and_renders(page, app_url):
    open_page(page, f"{app_url}/bayes-rule")
    assert_no_exception(page)
    _chart(page)
    # MLaPP 2.2.3.1: p(D | +) = 8/257 = 0.03113, p(D | -) = 2/2243, p(+) = 0.1028.
    assert _metric_values(page) == ["0.03113", "0.0008917", "0.1028"]
    assert wait_for_count(page, ".katex", 4) >= 4
    screenshot(page, "bayes_rule_desktop")


@pytest.mark.parametrize("mode", ["", "&projector=1"], ids=["plain", "projector_mode"])
@pytest.mark.parametrize("lang", ["en", "pt-PT"])
def test_projector_shows_controls_and_300px_of_the_crowd_without_scrolling(page, app_url, sized, lang, mode):
    sized(PROJECTOR)
    open_page(page, f"{app_url}/bayes-rule?lang={lang}{mode}")
    chart = _chart(page)
    page.wait_for_timeout(300)
    for name in ("prevalence", "sensitivity", "specificity"):
        for key in (name, f"{name}_drag"):  # the typed box and the slider beside it, whole
            box = page.locator(f".st-key-{key}").bounding_box()
            assert box is not None and box["y"] >= 0 and box["y"] + box["height"] <= PROJECTOR["height"], key
    box = chart.bounding_box()
    visible = min(box["y"] + box["height"], PROJECTOR["height"]) - max(box["y"], 0)
    assert visible >= 300, box
    screenshot(page, f"bayes_rule_projector_{lang}{'_mode' if mode else ''}", full_page=False)


@pytest.mark.parametrize("lang", ["en", "pt-BR"])
def test_phone_layout(page, app_url, sized, lang):
    sized(PHONE)
    open_page(page, f"{app_url}/bayes-rule?lang={lang}")
    assert_no_exception(page)
    _chart(page)
    assert sideways_overflow(page) <= 1
    screenshot(page, f"bayes_rule_phone_{lang}")
    open_page(page, f"{app_url}/bayes-rule?lang={lang}&picture=tree&population=10000")
    _chart(page)
    assert sideways_overflow(page) <= 1
    screenshot(page, f"bayes_rule_phone_tree_{lang}")


def test_portuguese_desktop_writes_decimal_commas(page, app_url):
    open_page(page, f"{app_url}/bayes-rule?lang=pt-BR")
    assert_no_exception(page)
    _chart(page)
    assert _metric_values(page) == ["0,03113", "0,0008917", "0,1028"]
    screenshot(page, "bayes_rule_desktop_pt-BR")
    open_page(page, f"{app_url}/bayes-rule?lang=pt-PT&view=classes")
    assert_no_exception(page)
    _chart(page)
    screenshot(page, "bayes_rule_classes_pt-PT")


def test_preset_and_typed_prevalence(page, app_url):
    open_page(page, f"{app_url}/bayes-rule")
    _chart(page)
    page.locator(".st-key-preset").get_by_text("Eddy", exact=False).click()
    wait_idle(page)
    assert _metric_values(page)[0] == "0.07764"  # Eddy: 25/322
    assert "prevalence=0.01" in page.url and "specificity=0.904" in page.url
    box = page.locator(".st-key-prevalence input")
    box.fill("0.00001")
    box.press("Enter")
    wait_idle(page)
    assert_no_exception(page)
    # 1 in 100,000 with sensitivity 0.8, specificity 0.904: 8e-6 / (8e-6 + 0.99999 * 0.096).
    assert _metric_values(page)[0] == "8.333 × 10⁻⁵"
    assert "prevalence=0.00001" in page.url
    screenshot(page, "bayes_rule_rare_desktop")


def test_portuguese_student_types_a_decimal_comma(page, app_url):
    # Streamlit's number input turned a typed "0,01" into 1; the page's typed boxes read it.
    open_page(page, f"{app_url}/bayes-rule?lang=pt-BR&specificity=0.904")
    _chart(page)
    box = page.locator(".st-key-prevalence input")
    box.fill("0,01")
    box.press("Enter")
    wait_idle(page)
    assert_no_exception(page)
    assert _metric_values(page)[0] == "0,07764"  # Eddy: 25/322
    assert page.locator(".st-key-prevalence_drag").get_by_text("1 %").count() >= 1


def test_guess_first_hides_then_reveals(page, app_url):
    open_page(page, f"{app_url}/bayes-rule?predict=true")
    assert_no_exception(page)
    assert page.locator("[data-testid='stMetricValue']").count() == 0
    assert page.locator("[data-testid='stVegaLiteChart']").count() == 0
    guess = page.locator(".st-key-guess input")
    guess.fill("80")
    guess.press("Enter")
    wait_idle(page)
    page.locator(".st-key-reveal button").click()
    wait_idle(page)
    assert_no_exception(page)
    assert _metric_values(page)[0] == "0.03113"
    assert page.get_by_text("base-rate fallacy").count() == 1
    assert "guess" not in page.url  # the guess stays in the session
    screenshot(page, "bayes_rule_guess_desktop")


@pytest.mark.parametrize("view", VIEWS)
def test_each_panel_renders(page, app_url, view):
    open_page(page, f"{app_url}/bayes-rule?view={view}")
    assert_no_exception(page)
    _chart(page)
    page.wait_for_timeout(300)
    screenshot(page, f"bayes_rule_{view}_desktop")


def test_classes_panel_on_a_phone_and_a_bad_table(page, app_url, sized):
    sized(PHONE)
    open_page(page, f"{app_url}/bayes-rule?view=classes")
    _chart(page)
    assert sideways_overflow(page) <= 1
    screenshot(page, "bayes_rule_classes_phone")
    open_page(page, f"{app_url}/bayes-rule?view=classes&prior=0.5+0.4")
    assert_no_exception(page)
    assert page.locator("[data-testid='stAlertContentError']").count() == 1
    _chart(page)  # the crowd is still there: the page keeps working


@pytest.mark.parametrize("lang", ["en", "pt-BR"])
@pytest.mark.parametrize("view", VIEWS)
def test_every_panel_fits_a_phone(page, app_url, sized, view, lang):
    """No sideways scroll with a panel open (the second test's step table had seven columns and
    the estimates one table of seven: both pushed the page 177 and 64 px wider than a phone)."""
    sized(PHONE)
    open_page(page, f"{app_url}/bayes-rule?view={view}&lang={lang}")
    assert_no_exception(page)
    _chart(page)
    page.wait_for_timeout(300)
    assert sideways_overflow(page) <= 1, view
    if lang == "en":
        screenshot(page, f"bayes_rule_{view}_phone")
