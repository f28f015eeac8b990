"""The Naive Bayes page in a real browser: hostile messages stay text, the page renders
on a phone and on desktops, the black swan shows up from a shared link.

Sentences are found through the page's words (``words("spam", "en")``), not English literals.
"""

from __future__ import annotations

from urllib.parse import urlencode

from tests.e2e.helpers import (
    DESKTOP, PHONE, assert_no_exception, open_page, screenshot, sideways_overflow, wait_idle, wait_for_count,
)
from ui.text import words

PATH = "/naive-bayes"
text = words("spam", "en")
#: A laptop with a shorter screen (the fold falls inside the controls).
LAPTOP = {"width": 1280, "height": 720}

# Each payload would set window.__pwned (or hide the page) if it were rendered as HTML.
HOSTILE = [
    '<iframe srcdoc="<script>parent.__pwned=1;window.top.__pwned=1</script>"></iframe>',
    '<img src=x onerror="window.__pwned=1"> <svg onload="window.__pwned=1">',
    "<style>body{display:none} *{visibility:hidden}</style>",
    "[win](javascript:window.__pwned=1) $\\href{javascript:window.__pwned=1}{x}$",
]

LOOK = """() => {
  const b = getComputedStyle(document.body);
  const app = document.querySelector("[data-testid='stApp']");
  const a = getComputedStyle(app);
  return [b.display, b.visibility, b.backgroundColor, a.display, a.visibility, a.opacity];
}"""


def _open(page, url: str) -> None:
    """open_page, then close Streamlit's spurious "Page not found" dialog if it shows.

    On a freshly started server the first deep link (``/naive-bayes``) can raise that
    dialog although the page renders behind it; the dialog makes the page inert.
    """
    open_page(page, url)
    dialog = page.locator("[role='dialog']")
    if dialog.count():
        page.keyboard.press("Escape")
        dialog.first.wait_for(state="hidden")


def _marked_message(page) -> str:
    """Text of the evidence-marked message (the markdown under its header)."""
    block = page.locator("[data-testid='stMarkdownContainer']").filter(has_text=text.HIGHLIGHT_HEADER)
    block.first.wait_for()
    return block.first.inner_text()


def test_default_page_renders_with_math_and_charts(page, app_url):
    _open(page, app_url + PATH)
    assert_no_exception(page)
    assert page.locator("[data-testid='stMetricValue']").first.inner_text() == text.P_NEAR_ONE  # never a rounded certainty
    page.locator("[data-testid='stVegaLiteChart']").first.wait_for()
    assert wait_for_count(page, "[data-testid='stVegaLiteChart']", 2) >= 2  # waterfall, β sweep
    assert wait_for_count(page, ".katex", 1) > 0
    assert "selected" in _marked_message(page)


def test_hostile_message_from_a_link_is_only_text(page, app_url):
    payload = " ".join(HOSTILE)  # one page load checks every payload
    _open(page, app_url + PATH)
    look_before = page.evaluate(LOOK)
    _open(page, app_url + PATH + "?" + urlencode({"message": payload}))
    page.wait_for_timeout(500)  # time for any injected script or image error to fire
    assert_no_exception(page)
    assert page.evaluate("() => typeof window.__pwned") == "undefined"
    assert page.locator("[data-testid='stApp'] iframe").count() == 0
    assert page.locator("[data-testid='stApp'] img[src='x'], [data-testid='stApp'] svg[onload]").count() == 0
    assert page.locator("[data-testid='stMarkdownContainer'] style").count() == 0
    assert page.locator("[data-testid='stMarkdownContainer'] a[href^='javascript']").count() == 0
    assert page.evaluate(LOOK) == look_before
    # The text area holds the message verbatim; the marked copy shows it as plain text.
    assert page.locator("textarea").first.input_value() == payload
    shown = _marked_message(page).lower()
    for fragment in ('<iframe srcdoc="<script>', "<style>body{display:none}", "onerror=", "javascript:"):
        assert fragment in shown, fragment


def test_typing_a_hostile_message(page, app_url):
    _open(page, app_url + PATH)
    look_before = page.evaluate(LOOK)
    area = page.locator("textarea").first
    area.fill('<iframe srcdoc="<script>parent.__pwned=1</script>"></iframe><style>body{display:none}</style>')
    area.press("Control+Enter")
    wait_idle(page)
    page.wait_for_timeout(500)
    assert_no_exception(page)
    assert page.evaluate("() => typeof window.__pwned") == "undefined"
    assert page.locator("[data-testid='stApp'] iframe").count() == 0
    assert page.evaluate(LOOK) == look_before
    assert "<iframe srcdoc" in _marked_message(page)


def test_black_swan_from_a_shared_link(page, app_url):
    query = urlencode({"message": text.PRESET_MESSAGES["swan"], "beta": "0.0"})
    _open(page, app_url + PATH + "?" + query)
    assert_no_exception(page)
    head = text.BLACK_SWAN_HEAD_FMT.fill(zero_class="spam").replace("**", "").replace("*", "")
    alert = page.locator("[data-testid='stAlert']").filter(has_text=head)
    alert.first.wait_for()
    assert "grandma" in alert.first.inner_text()
    assert page.locator("[data-testid='stMetricValue']").first.inner_text() == "0"


def test_screenshots_phone_and_desktop(page, app_url):
    for name, size in (("spam_phone", PHONE), ("spam_desktop", DESKTOP), ("spam_laptop_720", LAPTOP)):
        page.set_viewport_size(size)
        _open(page, app_url + PATH)
        assert_no_exception(page)
        page.locator("[data-testid='stVegaLiteChart']").first.wait_for()
        # Nothing may stick out sideways on a phone.
        overflow = sideways_overflow(page)
        assert overflow <= 1, f"{name}: page is {overflow}px wider than the screen"
        assert screenshot(page, name).stat().st_size > 10_000
    page.set_viewport_size(DESKTOP)


def test_upload_a_corpus_and_a_bad_file(page, app_url, tmp_path):
    good = tmp_path / "mine.csv"
    rows = ["label,text"] + [f"spam,WIN a prize number {i} now" for i in range(6)]
    rows += [f"ham,lunch with grandma at {i}" for i in range(9)]
    good.write_text("\n".join(rows) + "\n", encoding="utf-8")
    bad = tmp_path / "only_ham.csv"
    bad.write_text("label,text\nham,hello\nham,see you\n", encoding="utf-8")

    _open(page, app_url + PATH + "?" + urlencode({"corpus": "Your own file"}))  # an old link's label
    page.get_by_text(text.DATA_EXPANDER).click()
    uploader = page.locator("[data-testid='stFileUploaderDropzoneInput']")
    uploader.set_input_files(str(good))
    mine = page.locator("[data-testid='stMarkdownContainer']").filter(has_text="mine.csv")
    mine.first.wait_for()
    wait_idle(page)
    assert_no_exception(page)
    assert "corpus=upload" in page.url
    uploader.set_input_files(str(bad))
    one_class = text.UPLOAD_ERRORS["one_class"].fill(present="ham", missing="spam").replace("`", "")
    error = page.locator("[data-testid='stAlert']").filter(has_text=one_class[:40])
    error.first.wait_for()
    teaching = page.locator("[data-testid='stMarkdownContainer']").filter(has_text=text.CORPUS_NAMES["teaching"])
    assert teaching.count() >= 1  # back on the teaching corpus


def test_panel_switch_is_in_the_url(page, app_url):
    _open(page, app_url + PATH)
    page.locator("[data-testid='stButtonGroup']").get_by_text(text.TABS["model"], exact=True).click()
    wait_idle(page)
    assert_no_exception(page)
    assert "tab=model" in page.url  # a shared link opens the same panel
    page.get_by_text(text.TOP_WORDS_TITLE).first.wait_for()
    assert wait_for_count(page, "[data-testid='stVegaLiteChart']", 2) >= 2  # waterfall, top words


def test_beta_key_press_updates_numbers_and_link(page, app_url):
    # β sits in a fragment: its rerun must still update the verdict and the shared link.
    _open(page, app_url + PATH + "?" + urlencode({"message": "Congratulations grandma, you won a free prize"}))
    before = page.locator("[data-testid='stMetricDelta']").first.inner_text()
    thumb = page.locator(".st-key-beta").get_by_role("slider")  # found by its widget key
    thumb.focus()
    thumb.press("ArrowLeft")
    wait_idle(page)
    assert_no_exception(page)
    page.wait_for_url("**beta=0.95**")
    assert page.locator("[data-testid='stMetricDelta']").first.inner_text() != before
