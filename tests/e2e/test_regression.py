"""The two regression pages in a real browser: charts and maths render, controls reach the URL,
the layout fits a projector and a phone, Portuguese shows decimal commas.

Screenshots (``artifacts/screenshots/regression_*.png``) are for people to look at: phone
(390×844), laptop (1280×800) and projector (1280×720), in English and Portuguese.
"""

from __future__ import annotations

import pytest

from tests.e2e.helpers import (
    DESKTOP, PHONE, assert_no_exception, open_page, screenshot, sideways_overflow, wait_for_count, wait_idle,
)
from ui.text import words

PROJECTOR = {"width": 1280, "height": 720}
MLE = words("regression_mle", "en")
BAYES = words("bayesian_regression", "en")
CHART = "[data-testid='stVegaLiteChart']"


def _sized(page, viewport):
    page.set_viewport_size(viewport)


def _visible_height(page, locator, height: int) -> float:
    box = locator.bounding_box()
    assert box is not None
    return min(box["y"] + box["height"], height) - max(box["y"], 0)


# --------------------------------------------------------------------------- maximum likelihood
def test_mle_page_renders_with_the_published_fit(page, app_url):
    _sized(page, DESKTOP)
    open_page(page, f"{app_url}/regression-mle")
    assert_no_exception(page)
    assert wait_for_count(page, CHART, 2) == 2
    assert wait_for_count(page, ".katex", 5) >= 5
    # Dalal et al. (1989) / R: intercept 15.0429, slope -0.2322 per °F.
    page.get_by_text("15.0429", exact=True).first.wait_for()
    assert page.get_by_text("−0.232163", exact=True).count() == 1
    screenshot(page, "regression_mle_desktop")


def test_mle_family_switch_and_panel_in_the_browser(page, app_url):
    _sized(page, DESKTOP)
    open_page(page, f"{app_url}/regression-mle?data=kicks")
    page.get_by_role("radio", name=MLE.FAMILIES["poisson"]).click()
    page.wait_for_url("**family=poisson**")
    wait_idle(page)
    assert_no_exception(page)
    assert wait_for_count(page, CHART, 2) == 2
    page.get_by_role("radio", name=MLE.VIEWS["loss"]).click()
    page.wait_for_url("**view=loss**")
    wait_idle(page)
    assert page.get_by_text("Poisson loss").count() >= 1
    screenshot(page, "regression_mle_poisson_loss_desktop")


def test_mle_separable_points_in_the_browser(page, app_url):
    _sized(page, DESKTOP)
    open_page(page, f"{app_url}/regression-mle?data=typed&points=1+0%0A2+0%0A3+1%0A4+1")
    assert_no_exception(page)
    page.get_by_text("The maximum-likelihood estimate does not exist.").first.wait_for()
    assert wait_for_count(page, CHART, 2) == 2
    screenshot(page, "regression_mle_separable_desktop")


def test_mle_bad_upload_shows_an_error(page, app_url, tmp_path):
    _sized(page, DESKTOP)
    open_page(page, f"{app_url}/regression-mle?data=upload")
    bad = tmp_path / "bad.csv"
    bad.write_text("x,y\n1,0\n2,maybe\n")
    page.locator("[data-testid='stFileUploaderDropzoneInput']").set_input_files(str(bad))
    page.get_by_text(MLE.PROBLEMS["number"].fill(line=3, value="maybe")).wait_for()
    assert_no_exception(page)
    good = tmp_path / "good.csv"
    good.write_text("x,y\n1,0\n2,1\n3,0\n4,1\n5,1\n")
    page.locator("[data-testid='stFileUploaderDropzoneInput']").set_input_files(str(good))
    wait_idle(page)
    assert wait_for_count(page, CHART, 2) == 2
    assert_no_exception(page)


def test_mle_projector_shows_controls_and_the_chart(page, app_url):
    _sized(page, PROJECTOR)
    open_page(page, f"{app_url}/regression-mle")
    assert_no_exception(page)
    chart = page.locator(CHART).first
    chart.wait_for()
    family = page.get_by_role("radio", name=MLE.FAMILIES["gaussian"])
    box = family.bounding_box()
    assert box is not None and box["y"] + box["height"] <= PROJECTOR["height"]
    assert _visible_height(page, chart, PROJECTOR["height"]) >= 300
    screenshot(page, "regression_mle_projector", full_page=False)


@pytest.mark.parametrize("lang", ["en", "pt-BR"])
def test_mle_phone_layout(page, app_url, lang):
    _sized(page, PHONE)
    open_page(page, f"{app_url}/regression-mle?data=hours&lang={lang}")
    assert_no_exception(page)
    assert wait_for_count(page, CHART, 2) == 2
    assert sideways_overflow(page) <= 1
    # Every family fits on the phone's width.
    for key in ("gaussian", "poisson"):
        box = page.get_by_role("radio", name=words("regression_mle", lang).FAMILIES[key]).bounding_box()
        assert box is not None and box["x"] + box["width"] <= PHONE["width"], key
    screenshot(page, f"regression_mle_phone_{lang}")


@pytest.mark.parametrize("lang", ["pt-BR", "pt-PT"])
def test_mle_portuguese(page, app_url, lang):
    _sized(page, DESKTOP)
    open_page(page, f"{app_url}/regression-mle?data=hours&lang={lang}")
    assert_no_exception(page)
    text = words("regression_mle", lang)
    page.get_by_text(text.NAV_TITLE).first.wait_for()
    # Wikipedia's −4.0777 with a decimal comma; p(pass | 2 h) = 0.256 as 0,256.
    assert page.get_by_text("−4,07771", exact=True).count() == 1
    assert page.get_by_text("0,256", exact=True).count() == 1
    screenshot(page, f"regression_mle_desktop_{lang}")
    _sized(page, PROJECTOR)
    screenshot(page, f"regression_mle_projector_{lang}", full_page=False)


# --------------------------------------------------------------------------- Bayesian regression
def test_bayesian_page_point_by_point(page, app_url):
    _sized(page, DESKTOP)
    open_page(page, f"{app_url}/bayesian-regression")
    assert_no_exception(page)
    assert wait_for_count(page, CHART, 3) == 3
    assert wait_for_count(page, ".katex", 4) >= 4
    page.get_by_role("button", name=BAYES.NEXT_LABEL).click()
    page.wait_for_url("**n=2**")
    wait_idle(page)
    # The slider follows the button (chart titles are drawn on a canvas, not in the page's text).
    assert page.locator("[data-testid='stSliderThumbValue']").first.inner_text().strip() == "2"
    screenshot(page, "regression_bayes_sequential_desktop")
    open_page(page, f"{app_url}/bayesian-regression?n=20")
    assert_no_exception(page)
    screenshot(page, "regression_bayes_sequential20_desktop")


@pytest.mark.parametrize("part", ["basis", "ridge", "evidence"])
def test_bayesian_parts_render(page, app_url, part):
    _sized(page, DESKTOP)
    open_page(page, f"{app_url}/bayesian-regression?part={part}")
    assert_no_exception(page)
    page.locator(CHART).first.wait_for()
    assert wait_for_count(page, ".katex", 3) >= 3
    # No raw LaTeX left over: KaTeX rendered every formula (a failed one shows in red).
    assert page.locator(".katex-error").count() == 0
    screenshot(page, f"regression_bayes_{part}_desktop")


def test_bayesian_part_switch_in_the_browser(page, app_url):
    _sized(page, DESKTOP)
    open_page(page, f"{app_url}/bayesian-regression")
    # A radio (it wraps on a phone): its label takes the click.
    page.locator("[data-testid='stRadio']").get_by_text(BAYES.PARTS["basis"], exact=True).click()
    page.wait_for_url("**part=basis**")
    wait_idle(page)
    assert wait_for_count(page, CHART, 2) == 2
    page.locator(".st-key-basis").get_by_text(BAYES.BASES["polynomial"], exact=True).click()
    page.wait_for_url("**basis=polynomial**")
    wait_idle(page)
    assert_no_exception(page)
    assert page.get_by_text(BAYES.PLUG_IN_INTERPOLATES.fill(n=4, m=10)).count() == 1


@pytest.mark.parametrize("part", ["sequential", "basis", "ridge", "evidence"])
def test_bayesian_projector(page, app_url, part):
    # On a 1280x720 projector the controls and at least 300 px of the first chart show
    # without scrolling (the explanations come under the charts).
    _sized(page, PROJECTOR)
    open_page(page, f"{app_url}/bayesian-regression?part={part}")
    assert_no_exception(page)
    chart = page.locator(CHART).first
    chart.wait_for()
    radio = page.locator("[data-testid='stRadio']").get_by_text(BAYES.PARTS["evidence"], exact=True)
    assert _visible_height(page, radio, PROJECTOR["height"]) > 0
    if part == "sequential":
        assert _visible_height(page, page.get_by_role("button", name=BAYES.NEXT_LABEL), PROJECTOR["height"]) > 0
    assert _visible_height(page, chart, PROJECTOR["height"]) >= 300
    screenshot(page, f"regression_bayes_{part}_projector", full_page=False)


def test_bayesian_phone(page, app_url):
    _sized(page, PHONE)
    for part in ("sequential", "basis", "evidence"):
        open_page(page, f"{app_url}/bayesian-regression?part={part}")
        assert_no_exception(page)
        page.locator(CHART).first.wait_for()
        assert sideways_overflow(page) <= 1, part
        screenshot(page, f"regression_bayes_{part}_phone")


@pytest.mark.parametrize("lang", ["pt-BR", "pt-PT"])
def test_bayesian_portuguese(page, app_url, lang):
    _sized(page, DESKTOP)
    text = words("bayesian_regression", lang)
    open_page(page, f"{app_url}/bayesian-regression?n=3&lang={lang}")
    assert_no_exception(page)
    page.get_by_role("button", name=text.NEXT_LABEL).wait_for()
    assert wait_for_count(page, CHART, 3) == 3
    screenshot(page, f"regression_bayes_sequential_desktop_{lang}")
    open_page(page, f"{app_url}/bayesian-regression?part=basis&lang={lang}")
    assert_no_exception(page)
    page.get_by_text(text.PLUG_IN_INTERPOLATES.fill(n=4, m=10)).wait_for()
    screenshot(page, f"regression_bayes_basis_desktop_{lang}")
    _sized(page, PHONE)
    open_page(page, f"{app_url}/bayesian-regression?part=ridge&lang={lang}")
    assert sideways_overflow(page) <= 1
    screenshot(page, f"regression_bayes_ridge_phone_{lang}")


# --------------------------------------------------------------------------- in front of a class (issue 18)
FRAME = words("frame", "en")


@pytest.mark.parametrize("projector", [False, True])
@pytest.mark.parametrize("url", ["regression-mle", "bayesian-regression", "bayesian-regression?part=basis",
                                 "bayesian-regression?part=ridge", "bayesian-regression?part=evidence"])
def test_projector_layout_with_and_without_projector_mode(page, app_url, url, projector):
    # The controls at the top and the chart beside or under them: the first chart of each view
    # shows at least 300 px (or whole) on a 1280x720 projector, large type or not.
    _sized(page, PROJECTOR)
    query = ("&" if "?" in url else "?") + "projector=1" if projector else ""
    open_page(page, f"{app_url}/{url}{query}")
    assert_no_exception(page)
    wait_for_count(page, CHART, 1)
    page.wait_for_timeout(400)
    chart = page.locator(CHART).first
    box = chart.bounding_box()
    assert _visible_height(page, chart, PROJECTOR["height"]) >= min(300, box["height"]), box
    if not projector and "part=" in url and "evidence" not in url:
        # The basis-function charts (taller: a legend of five entries) show whole, plot and axes.
        assert box["y"] + box["height"] <= PROJECTOR["height"] and box["height"] >= 440, box
    name = url.replace("bayesian-regression", "bayes").replace("regression-mle", "mle").replace("?part=", "_")
    screenshot(page, f"regression_class_{name}_{'projector_mode' if projector else 'plain'}_1280x720", full_page=False)


def test_predict_then_reveal_in_the_browser(page, app_url):
    _sized(page, DESKTOP)
    open_page(page, f"{app_url}/regression-mle?predict=1")
    assert_no_exception(page)
    page.get_by_text(MLE.GUESS_DAMAGE).wait_for()
    assert page.get_by_text("launched at 31 °F, 22 degrees").count() == 0  # the answer waits
    page.locator(".st-key-guess_damage input").fill("90")
    page.keyboard.press("Enter")
    wait_idle(page)
    page.locator(".st-key-reveal_damage button").click()
    wait_idle(page)
    page.get_by_text("launched at 31 °F, 22 degrees").first.wait_for()
    assert page.locator("[data-testid='stAlertContentInfo']").count() >= 1
    screenshot(page, "regression_class_mle_predict_revealed_1280x800", full_page=False)
    # The slope prompt on other data: the fit and the surface wait for the guess.
    open_page(page, f"{app_url}/regression-mle?predict=1&data=kicks&family=poisson")
    page.get_by_text(MLE.GUESS_SLOPE.split("$")[0].strip()).first.wait_for()
    assert wait_for_count(page, CHART, 1) == 1
    screenshot(page, "regression_class_mle_predict_slope_1280x800", full_page=False)
    _sized(page, PHONE)
    open_page(page, f"{app_url}/bayesian-regression?predict=1&part=basis")
    page.get_by_text(BAYES.GUESS_BAND).wait_for()
    assert sideways_overflow(page) <= 1
    screenshot(page, "regression_class_bayes_predict_phone")


def test_show_the_code_in_the_browser(page, app_url):
    _sized(page, DESKTOP)
    open_page(page, f"{app_url}/bayesian-regression?part=basis")
    page.get_by_role("button", name=FRAME.CODE_LABEL).click()
    dialog = page.get_by_role("dialog")
    dialog.get_by_text("BayesianLinearRegression(", exact=False).first.wait_for()
    code = dialog.inner_text()
    assert "BayesianLinearRegression(alpha=2.0, beta=11.1)" in code and "streamlit" not in code
    screenshot(page, "regression_class_bayes_code_1280x800", full_page=False)


@pytest.mark.parametrize("lang", ["en", "pt-BR"])
def test_phone_and_laptop_after_the_class_layout(page, app_url, lang):
    for viewport, size in ((PHONE, "phone"), (DESKTOP, "laptop")):
        _sized(page, viewport)
        for url in ("regression-mle", "bayesian-regression?part=basis"):
            open_page(page, f"{app_url}/{url}{'&' if '?' in url else '?'}lang={lang}")
            assert_no_exception(page)
            wait_for_count(page, CHART, 1)
            assert sideways_overflow(page) <= 1, (url, size)
            name = "mle" if url == "regression-mle" else "bayes_basis"
            screenshot(page, f"regression_class_{name}_{size}_{lang}")


def test_the_posterior_chart_offers_its_own_data_and_a_picture(page, app_url):
    # The primary chart of the Bayesian page is the posterior, the second of three side by side:
    # its own menu (not the first chart's) offers Show data with a table, and a PNG.
    _sized(page, PROJECTOR)
    open_page(page, f"{app_url}/bayesian-regression")
    wait_for_count(page, CHART, 3)
    holder = page.locator("[data-testid='stElementContainer']").filter(has=page.locator(CHART)).nth(1)
    holder.hover()
    labels = holder.locator("[data-testid='stElementToolbar'] button").evaluate_all(
        "buttons => buttons.map(b => b.getAttribute('aria-label'))")
    assert "Show data" in labels and "Download as PNG" in labels, labels
    holder.locator("button[aria-label='Show data']").click()
    page.locator("[data-testid='stDataFrame']").last.wait_for(timeout=10_000)
    assert_no_exception(page)
