"""In front of a class, in Chromium: the share dialog's QR code scans to the page's exact link; projector mode."""

from __future__ import annotations

import io

import zxingcpp
from PIL import Image

from tests.e2e.helpers import DESKTOP, assert_no_exception, open_page, screenshot, wait_idle

PROJECTOR = {"width": 1280, "height": 720}


def _open_share_dialog(page) -> None:
    page.locator("[data-testid='stSidebar'] [data-testid='stButton'] button").first.click()
    page.locator("[data-testid='stDialog']").wait_for()
    wait_idle(page)


def test_the_share_qr_code_scans_to_the_current_link(page, app_url):
    page.set_viewport_size(DESKTOP)
    open_page(page, f"{app_url}/coin?a=3&b=2&heads=4&tails=1&region=equal&lang=pt-BR")
    # Change a setting after opening: the code must carry the page as it is now.
    page.locator("[data-testid='stRadio']").filter(has_text="HPD").get_by_text("HPD").click()
    wait_idle(page)
    expected = page.url
    _open_share_dialog(page)
    dialog = page.locator("[data-testid='stDialog']")
    image = dialog.locator("img").first
    image.wait_for()
    decoded = [r.text for r in zxingcpp.read_barcodes(Image.open(io.BytesIO(image.screenshot())))]
    assert decoded == [expected]
    # The same link as text, to copy (drawn a moment after the picture on a loaded machine).
    dialog.get_by_text(expected, exact=False).first.wait_for(timeout=10_000)
    assert expected in dialog.inner_text()
    screenshot(page, "share_dialog_pt_br", full_page=False)
    assert_no_exception(page)


def test_projector_mode_enlarges_type_on_a_projector(page, app_url):
    page.set_viewport_size(PROJECTOR)
    open_page(page, f"{app_url}/coin?a=3&heads=4")
    normal = page.evaluate("() => parseFloat(getComputedStyle(document.documentElement).fontSize)")
    open_page(page, f"{app_url}/coin?a=3&heads=4&projector=1")
    # The style arrives with the sidebar's toggle, possibly a moment after the page's charts.
    size = "parseFloat(getComputedStyle(document.documentElement).fontSize)"
    try:
        page.wait_for_function(f"(normal) => {size} > normal", arg=normal, timeout=10_000)
    except Exception:  # noqa: BLE001 - the assertion below says what was seen
        pass
    large = page.evaluate(f"() => {size}")
    assert large > normal
    assert "projector=true" in page.url
    assert_no_exception(page)
    screenshot(page, "coin_projector_mode", full_page=False)
