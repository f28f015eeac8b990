"""The app as a whole in a real browser: navigation from the registry, languages, no outside requests."""

from __future__ import annotations

from urllib.parse import urlparse

from tests.e2e.helpers import DESKTOP, PHONE, assert_no_exception, open_page, screenshot, wait_idle
from ui import pages
from ui.text import words


def test_home_links_every_page_in_its_section(page, app_url):
    page.set_viewport_size(DESKTOP)
    open_page(page, app_url)
    assert_no_exception(page)
    nav = page.locator("[data-testid='stSidebarNav']")
    nav.wait_for()
    nav_text = nav.inner_text()
    frame = words("frame", "en")
    for entry in pages.PAGES:
        assert words(entry.name, "en").NAV_TITLE in nav_text
        assert page.locator(f"a[href$='/{entry.url_path}']").count() >= 1, entry.url_path
    # Sections in teaching order, each before its pages.
    positions = [nav_text.index(frame.SECTIONS[s]) for s in pages.SECTIONS
                 if any(e.section == s for e in pages.PAGES)]
    assert positions == sorted(positions)
    screenshot(page, "home_desktop")


def test_home_on_a_phone(page, app_url):
    page.set_viewport_size(PHONE)
    open_page(page, app_url)
    assert_no_exception(page)
    for entry in pages.PAGES:
        assert page.locator(f"a[href$='/{entry.url_path}']").count() >= 1, entry.url_path
    screenshot(page, "home_phone")
    page.set_viewport_size(DESKTOP)


def test_a_link_with_lang_opens_in_that_language_and_switching_keeps_the_settings(page, app_url):
    page.set_viewport_size(DESKTOP)
    open_page(page, f"{app_url}/coin?lang=pt-BR&a=3&heads=4&region=equal")
    assert_no_exception(page)
    sidebar = page.locator("[data-testid='stSidebar']").inner_text()
    assert words("frame", "pt-BR").SECTIONS["foundations"] in sidebar
    assert "lang=pt-BR" in page.url and "a=3" in page.url and "region=equal" in page.url
    screenshot(page, "coin_pt_br_desktop")
    # Switch to European Portuguese in the sidebar: every other setting stays in the address.
    page.locator("[data-testid='stSidebar'] [data-testid='stSelectbox']").first.click()
    page.get_by_role("option", name="Português (Portugal)").click()
    wait_idle(page)
    assert "lang=pt-PT" in page.url and "a=3" in page.url and "heads=4" in page.url
    assert "region=equal" in page.url
    assert_no_exception(page)


def test_no_request_leaves_the_server(page, app_url):
    """Opening every page asks nothing of another host (fonts, icons, tracking): an offline classroom works."""
    outside: list[str] = []
    server = urlparse(app_url).netloc

    def record(request) -> None:
        netloc = urlparse(request.url).netloc
        if request.url.startswith(("http://", "https://", "ws://", "wss://")) and netloc != server:
            outside.append(request.url)

    page.on("request", record)
    page.set_viewport_size(DESKTOP)
    for entry in (pages.HOME, *pages.PAGES):
        open_page(page, f"{app_url}/{entry.url_path}")
        assert_no_exception(page)
    page.wait_for_timeout(500)
    assert not outside, outside[:5]
