"""The two regression pages in a real browser: what only a browser shows.

Charts and maths render, clicks reach the URL, the layout fits a 1280×720 projector (with
and without projector mode) and a 390×844 phone, Portuguese shows decimal commas, the
posterior chart's own menu offers its data, predict-then-reveal and "Show the code" work.
The numbers, sentences and prompts themselves are checked in AppTest
(``tests/test_pages_regression_mle.py``, ``tests/test_pages_bayesian_regression.py``); the
shared checks of every page (primary controls, Tab, phone at the default state) are in
``tests/e2e/test_in_class.py``. Each test opens ONE page and moves through its states by
clicking (a rerun, not a new page load): a browser page load is the expensive part.

Screenshots (``artifacts/screenshots/regression_*.png``) are for people to look at: phone
(390×844), laptop (full page at 1280 px wide) and projector (1280×720), English and
Brazilian Portuguese (the longer words).
"""

from __future__ import annotations

from tests.e2e.helpers import (
    DESKTOP, PHONE, assert_no_exception, open_page, screenshot, sideways_overflow, wait_for_count, wait_idle,
)
from ui.text import words

PROJECTOR = {"width": 1280, "height": 720}
MLE = words("regression_mle", "en")
BAYES = words("bayesian_regression", "en")
FRAME = words("frame", "en")
CHART = "[data-testid='stVegaLiteChart']"


def _visible_height(locator, height: int) -> float:
    box = locator.bounding_box()
    assert box is not None
    return min(box["y"] + box["height"], height) - max(box["y"], 0)


def _click_and_wait(page, locator, url_part: str) -> None:
    """Click, then wait for ``url_part`` in the address (a default value leaves it: ``part=`` gone)."""
    locator.click()
    if url_part.endswith("="):
        page.wait_for_url(lambda url: url_part not in url)
    else:
        page.wait_for_url(f"**{url_part}**")
    wait_idle(page)
    assert_no_exception(page)


def _part(page, text, part: str) -> None:
    """Switch the Bayesian page's part with its radio (its label takes the click)."""
    url_part = "part=" if part == "sequential" else f"part={part}"  # the default leaves the address
    _click_and_wait(page, page.locator(".st-key-part").get_by_text(text.PARTS[part], exact=True), url_part)


def _projector_mode_on(page) -> None:
    page.locator(".st-key-projector label").first.click()
    page.wait_for_url("**projector=**")
    wait_idle(page)
    assert_no_exception(page)


def _first_chart_fits(page, *, whole: bool = False) -> dict:
    """The first chart shows at least 300 px (or all of it) on the projector; ``whole``: all of it, ≥ 440 px."""
    wait_for_count(page, CHART, 1)
    page.wait_for_timeout(300)  # charts re-lay out after the run
    chart = page.locator(CHART).first
    box = chart.bounding_box()
    assert _visible_height(chart, PROJECTOR["height"]) >= min(300, box["height"]), box
    if whole:
        # The basis-function charts (a legend of five entries) show whole, plot and axes.
        assert box["y"] + box["height"] <= PROJECTOR["height"] and box["height"] >= 440, box
    return box


# --------------------------------------------------------------------------- maximum likelihood
def test_mle_page_on_a_projector_and_its_clicks(page, app_url):
    page.set_viewport_size(PROJECTOR)
    open_page(page, f"{app_url}/regression-mle")
    assert_no_exception(page)
    assert wait_for_count(page, CHART, 2) == 2
    assert wait_for_count(page, ".katex", 5) >= 5
    # Dalal et al. (1989) / R: intercept 15.0429, slope -0.2322 per °F (rendered, not only sent).
    page.get_by_text("15.0429", exact=True).first.wait_for()
    assert page.get_by_text("−0.232163", exact=True).count() == 1
    family = page.get_by_role("radio", name=MLE.FAMILIES["gaussian"])
    box = family.bounding_box()
    assert box is not None and box["y"] + box["height"] <= PROJECTOR["height"]
    _first_chart_fits(page)
    screenshot(page, "regression_mle_projector", full_page=False)
    screenshot(page, "regression_mle_laptop_en")
    # Projector mode: larger type, the data chart still shows 300 px.
    _projector_mode_on(page)
    _first_chart_fits(page)
    screenshot(page, "regression_mle_projector_mode", full_page=False)
    # The loss panel and a family switch reach the URL; KaTeX renders the Poisson loss.
    _click_and_wait(page, page.get_by_role("radio", name=MLE.VIEWS["loss"]), "view=loss")
    _click_and_wait(page, page.get_by_role("radio", name=MLE.FAMILIES["poisson"]), "family=poisson")
    assert wait_for_count(page, CHART, 2) == 2
    assert page.locator(".katex-error").count() == 0
    screenshot(page, "regression_mle_poisson_loss_projector_mode")


def test_mle_predict_then_reveal_and_show_the_code(page, app_url):
    page.set_viewport_size(DESKTOP)
    open_page(page, f"{app_url}/regression-mle?predict=1")
    assert_no_exception(page)
    page.get_by_text(MLE.GUESS_DAMAGE).wait_for()
    # English on purpose: the Challenger note's words wait for the reveal.
    assert page.get_by_text("launched at 31 °F, 22 degrees").count() == 0
    page.locator(".st-key-guess_damage input").fill("90")
    page.keyboard.press("Enter")
    wait_idle(page)
    page.locator(".st-key-reveal_damage button").click()
    wait_idle(page)
    page.get_by_text("launched at 31 °F, 22 degrees").first.wait_for()
    assert page.locator("[data-testid='stAlertContentInfo']").count() >= 1
    screenshot(page, "regression_class_mle_predict_revealed_1280x800", full_page=False)
    page.get_by_role("button", name=FRAME.CODE_LABEL).click()
    dialog = page.get_by_role("dialog")
    dialog.get_by_text("fit_glm(", exact=False).first.wait_for()
    code = dialog.inner_text()
    assert "family='bernoulli'" in code and "streamlit" not in code
    screenshot(page, "regression_class_mle_code_1280x800", full_page=False)


def test_mle_phone_and_laptop_in_portuguese(page, app_url):
    page.set_viewport_size(PHONE)
    open_page(page, f"{app_url}/regression-mle?data=hours&lang=pt-BR")
    assert_no_exception(page)
    text = words("regression_mle", "pt-BR")
    assert wait_for_count(page, CHART, 2) == 2
    # Wikipedia's −4.0777 with a decimal comma; p(pass | 2 h) = 0.256 as 0,256.
    page.get_by_text("−4,07771", exact=True).first.wait_for()
    assert page.get_by_text("0,256", exact=True).count() == 1
    assert sideways_overflow(page) <= 1
    for key in text.FAMILIES:  # every family's button fits the phone's width
        box = page.get_by_role("radio", name=text.FAMILIES[key]).bounding_box()
        assert box is not None and box["x"] + box["width"] <= PHONE["width"], key
    screenshot(page, "regression_mle_phone_pt-BR")
    page.set_viewport_size(DESKTOP)
    screenshot(page, "regression_mle_laptop_pt-BR")


# --------------------------------------------------------------------------- Bayesian regression
def test_bayesian_point_by_point_on_a_projector(page, app_url):
    page.set_viewport_size(PROJECTOR)
    open_page(page, f"{app_url}/bayesian-regression")
    assert_no_exception(page)
    assert wait_for_count(page, CHART, 3) == 3
    assert wait_for_count(page, ".katex", 4) >= 4
    # Fig. 3.7's row (likelihood | posterior | lines) shows whole under the controls.
    for i in range(3):
        chart = page.locator(CHART).nth(i)
        assert _visible_height(chart, PROJECTOR["height"]) >= chart.bounding_box()["height"] - 1, i
    assert _visible_height(page.get_by_role("button", name=BAYES.NEXT_LABEL), PROJECTOR["height"]) > 0
    screenshot(page, "regression_bayes_sequential_projector", full_page=False)
    # The posterior, second of the three side by side: its own menu (not the first chart's) offers
    # Show data with a table, and a PNG.
    holder = page.locator("[data-testid='stElementContainer']").filter(has=page.locator(CHART)).nth(1)
    holder.hover()
    labels = holder.locator("[data-testid='stElementToolbar'] button").evaluate_all(
        "buttons => buttons.map(b => b.getAttribute('aria-label'))")
    assert "Show data" in labels and "Download as PNG" in labels, labels
    holder.locator("button[aria-label='Show data']").click()
    page.locator("[data-testid='stDataFrame']").last.wait_for(timeout=10_000)
    page.keyboard.press("Escape")
    # Next point: the slider follows the button (chart titles are drawn on a canvas).
    _click_and_wait(page, page.get_by_role("button", name=BAYES.NEXT_LABEL), "n=2")
    assert page.locator(".st-key-n [data-testid='stSliderThumbValue']").first.inner_text().strip() == "2"
    screenshot(page, "regression_bayes_sequential_laptop_en")


def test_bayesian_parts_on_a_projector_with_and_without_projector_mode(page, app_url):
    page.set_viewport_size(PROJECTOR)
    open_page(page, f"{app_url}/bayesian-regression?part=basis")
    assert_no_exception(page)
    # Controls in a column beside the chart: the basis chart shows whole.
    _first_chart_fits(page, whole=True)
    assert wait_for_count(page, ".katex", 3) >= 3
    assert page.locator(".katex-error").count() == 0  # KaTeX rendered every formula
    screenshot(page, "regression_bayes_basis_projector", full_page=False)
    screenshot(page, "regression_bayes_basis_laptop_en")
    page.get_by_role("button", name=FRAME.CODE_LABEL).click()
    dialog = page.get_by_role("dialog")
    dialog.get_by_text("BayesianLinearRegression(", exact=False).first.wait_for()
    code = dialog.inner_text()
    assert "BayesianLinearRegression(alpha=2.0, beta=11.1)" in code and "streamlit" not in code
    page.keyboard.press("Escape")
    dialog.wait_for(state="hidden")
    _click_and_wait(page, page.locator(".st-key-basis").get_by_text(BAYES.BASES["polynomial"], exact=True),
                    "basis=polynomial")
    assert page.get_by_text(BAYES.PLUG_IN_INTERPOLATES.fill(n=4, m=10)).count() == 1
    _part(page, BAYES, "ridge")
    _first_chart_fits(page, whole=True)
    assert page.locator(".katex-error").count() == 0
    screenshot(page, "regression_bayes_ridge_projector", full_page=False)
    _part(page, BAYES, "evidence")
    _first_chart_fits(page)
    assert page.locator(".katex-error").count() == 0
    screenshot(page, "regression_bayes_evidence_projector", full_page=False)
    screenshot(page, "regression_bayes_evidence_laptop_en")
    # Projector mode (large type): the first chart of every part still shows 300 px or whole.
    _projector_mode_on(page)
    for part in ("evidence", "sequential", "basis", "ridge"):
        if part != "evidence":
            _part(page, BAYES, part)
        _first_chart_fits(page)
        screenshot(page, f"regression_bayes_{part}_projector_mode", full_page=False)


def test_bayesian_phone_in_portuguese(page, app_url):
    text = words("bayesian_regression", "pt-BR")
    page.set_viewport_size(PHONE)
    open_page(page, f"{app_url}/bayesian-regression?predict=1&part=basis&lang=pt-BR")
    assert_no_exception(page)
    page.get_by_text(text.GUESS_BAND).wait_for()
    wait_for_count(page, CHART, 2)
    assert sideways_overflow(page) <= 1
    screenshot(page, "regression_bayes_basis_predict_phone_pt-BR")
    for part in ("ridge", "evidence", "sequential"):
        _part(page, text, part)
        wait_for_count(page, CHART, 1)
        page.wait_for_timeout(300)
        assert sideways_overflow(page) <= 1, part
        screenshot(page, f"regression_bayes_{part}_phone_pt-BR")
    page.set_viewport_size(DESKTOP)
    screenshot(page, "regression_bayes_sequential_laptop_pt-BR")
