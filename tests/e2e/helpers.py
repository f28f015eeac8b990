"""Helpers for the browser tests: open a page, wait for Streamlit, look for errors."""

from __future__ import annotations

from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parents[2]
SCREENSHOT_DIR = REPO_ROOT / "artifacts" / "screenshots"

IDLE = "[data-testid='stApp'][data-test-script-state='notRunning']"
PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1280, "height": 800}


def wait_idle(page, timeout: float = 30_000) -> None:
    """Wait until the script run has finished (Streamlit's own e2e suite does this)."""
    page.wait_for_timeout(150)  # let a just-triggered rerun start before waiting for its end
    page.wait_for_selector(IDLE, timeout=timeout)
    page.wait_for_timeout(150)
    page.wait_for_selector(IDLE, timeout=timeout)


def open_page(page, url: str, timeout: float = 30_000) -> None:
    """Go to ``url`` and wait until the app has rendered and stopped running."""
    page.goto(url, wait_until="domcontentloaded", timeout=timeout)
    page.wait_for_selector("[data-testid='stApp']", timeout=timeout)
    wait_idle(page, timeout)


def assert_no_exception(page) -> None:
    """Fail if Streamlit shows an exception box anywhere on the page."""
    boxes = page.locator("[data-testid='stException']")
    count = boxes.count()
    assert count == 0, f"exception box on the page: {boxes.first.inner_text() if count else ''}"


def sideways_overflow(page) -> int:
    """Pixels by which the page or its main column is wider than the window (0: no sideways scroll)."""
    return page.evaluate(
        """() => {
            const main = document.querySelector("[data-testid='stMain']");
            return Math.max(document.documentElement.scrollWidth - window.innerWidth,
                            main ? main.scrollWidth - main.clientWidth : 0);
        }"""
    )


def screenshot(page, name: str, full_page: bool = True) -> Path:
    """Save a PNG to ``artifacts/screenshots/<name>.png`` (for people to look at).

    Streamlit scrolls inside its own main container, so a "full page" screenshot of
    the window shows one screenful. With ``full_page`` the viewport is stretched to the
    content's height for the shot (capped at 12,000 px) and restored afterwards.
    """
    SCREENSHOT_DIR.mkdir(parents=True, exist_ok=True)
    path = SCREENSHOT_DIR / f"{name}.png"
    viewport = page.viewport_size
    if full_page and viewport:
        height = page.evaluate(
            "() => Math.max(...[...document.querySelectorAll('[data-testid=stMain], section')]"
            ".map(e => e.scrollHeight), document.body.scrollHeight)"
        )
        page.set_viewport_size({"width": viewport["width"], "height": min(int(height) + 40, 12_000)})
        page.wait_for_timeout(400)  # let charts re-lay out at the new size
    try:
        page.screenshot(path=str(path))
    finally:
        if full_page and viewport:
            page.set_viewport_size(viewport)
    return path


def wait_for_count(page, selector: str, at_least: int, timeout: float = 15_000) -> int:
    """Wait until ``selector`` matches at least ``at_least`` elements; return the count.

    Charts and math render asynchronously after the script run finishes, so counting
    them right after ``wait_idle`` can race the browser.
    """
    page.wait_for_function(
        "([sel, n]) => document.querySelectorAll(sel).length >= n", arg=[selector, at_least], timeout=timeout
    )
    return page.locator(selector).count()
