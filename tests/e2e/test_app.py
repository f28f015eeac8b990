"""The app as a whole in a real browser: it starts, the home page links every topic."""

from tests.e2e.helpers import DESKTOP, PHONE, assert_no_exception, open_page, screenshot


def test_home_loads_with_navigation(page, app_url):
    open_page(page, app_url)
    assert_no_exception(page)
    nav = page.locator("[data-testid='stSidebarNav']")
    nav.wait_for()
    text = nav.inner_text()
    for title in ("Coin flipping", "The number game", "Naive Bayes", "MLE vs MAP"):
        assert title in text
    screenshot(page, "home_desktop")


def test_home_on_a_phone(page, app_url):
    page.set_viewport_size(PHONE)
    open_page(page, app_url)
    assert_no_exception(page)
    # Every topic card links to its page.
    for path in ("coin", "number-game", "naive-bayes", "estimators"):
        assert page.locator(f"a[href$='/{path}']").count() >= 1, path
    screenshot(page, "home_phone")
    page.set_viewport_size(DESKTOP)
