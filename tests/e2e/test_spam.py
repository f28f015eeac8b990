"""The Naive Bayes page in a real browser (Chromium), English.

What only a browser shows: hostile messages stay text (nothing runs, nothing is hidden), the
layout on a phone, a laptop and a 1280x720 projector (projector mode too), a β key press in the
page's fragment updating the numbers and the link, predict-then-reveal, "Show the code", an
upload. Each test opens one state and checks everything that state shows (page loads are the
cost of a browser test); the words, numbers and notices themselves are checked in AppTest
(``tests/test_pages_spam.py``), the default page's projector fit and focus ring in
``tests/e2e/test_in_class.py``.

Sentences are found through the page's words (``words("spam", "en")``), not English literals.
Screenshots (looked at by a person): ``artifacts/screenshots/spam_*.png``.
"""

from __future__ import annotations

from urllib.parse import urlencode

from tests.e2e.helpers import (
    DESKTOP, PHONE, assert_no_exception, open_page, screenshot, sideways_overflow, wait_idle, wait_for_count,
)
from ui.text import words

PATH = "/naive-bayes"
text = words("spam", "en")
CHARTS = "[data-testid='stVegaLiteChart']"
METRICS = "[data-testid='stMetricValue']"
#: A 1280x720 projector (issue 18): the fold falls inside the page.
PROJECTOR = {"width": 1280, "height": 720}

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
    assert_no_exception(page)


def _marked_message(page) -> str:
    """Text of the evidence-marked message (the markdown under its header)."""
    block = page.locator("[data-testid='stMarkdownContainer']").filter(has_text=text.HIGHLIGHT_HEADER)
    block.first.wait_for()
    return block.first.inner_text()


def _fits_a_projector(page, name: str) -> None:
    """Issue 18: the message and β whole on a 1280x720 screen, and at least 300 px of the waterfall."""
    for key in ("message", "beta"):
        box = page.locator(f".st-key-{key}").first.bounding_box()
        assert box["y"] >= 0 and box["y"] + box["height"] <= PROJECTOR["height"], (name, key, box)
    chart = page.locator(CHARTS).first.bounding_box()
    assert PROJECTOR["height"] - chart["y"] >= 300, (name, chart)


def _not_pwned(page, look_before) -> None:
    assert page.evaluate("() => typeof window.__pwned") == "undefined"
    assert page.locator("[data-testid='stApp'] iframe").count() == 0
    assert page.evaluate(LOOK) == look_before


def test_default_page_on_three_screens_then_beta_and_a_panel(page, app_url):
    """The default page (gift card): the never-rounded certainty, both charts, the maths, the
    marked message; no sideways scroll on a phone; screenshots on a phone, a laptop and a
    projector. Then, in the same session: β sits in a fragment, and one key press must still
    update the numbers and the shared link (CI once compared the verdict, "(spam)" before and
    after, which a 0.05 step does not change: the log-odds is the number that moves); the panel
    switch goes into the link too."""
    _open(page, app_url + PATH)
    assert page.locator(METRICS).first.inner_text() == text.P_NEAR_ONE  # never a rounded certainty
    assert wait_for_count(page, CHARTS, 2) >= 2  # waterfall, β sweep
    assert wait_for_count(page, ".katex", 1) > 0
    assert "selected" in _marked_message(page)
    for name, size in (("spam_phone", PHONE), ("spam_laptop_720", PROJECTOR), ("spam_desktop", DESKTOP)):
        page.set_viewport_size(size)
        page.wait_for_timeout(400)  # charts re-lay out at the new width
        overflow = sideways_overflow(page)
        assert overflow <= 1, f"{name}: the page is {overflow}px wider than the screen"
        assert screenshot(page, name).stat().st_size > 10_000
    log_odds = page.locator(METRICS).nth(1)  # p(spam | message), then the posterior log-odds
    before = log_odds.inner_text()
    thumb = page.locator(".st-key-beta").get_by_role("slider")  # found by its widget key
    thumb.focus()
    thumb.press("ArrowLeft")
    wait_idle(page)
    assert_no_exception(page)
    page.wait_for_url("**beta=0.95**")
    assert log_odds.inner_text() != before
    page.locator("[data-testid='stButtonGroup']").get_by_text(text.TABS["model"], exact=True).click()
    wait_idle(page)
    assert_no_exception(page)
    assert "tab=model" in page.url and "beta=0.95" in page.url  # a shared link opens the same state
    page.get_by_text(text.TOP_WORDS_TITLE).first.wait_for()
    assert wait_for_count(page, CHARTS, 2) >= 2  # waterfall, top words


def test_hostile_messages_typed_and_from_a_link_are_only_text(page, app_url):
    _open(page, app_url + PATH)
    look_before = page.evaluate(LOOK)
    area = page.locator("textarea").first
    area.fill('<iframe srcdoc="<script>parent.__pwned=1</script>"></iframe><style>body{display:none}</style>')
    area.press("Control+Enter")
    wait_idle(page)
    page.wait_for_timeout(500)  # time for any injected script to run
    assert_no_exception(page)
    _not_pwned(page, look_before)
    assert "<iframe srcdoc" in _marked_message(page)

    payload = " ".join(HOSTILE)  # one page load checks every payload
    _open(page, app_url + PATH + "?" + urlencode({"message": payload}))
    page.wait_for_timeout(500)  # time for any injected script or image error to fire
    _not_pwned(page, look_before)
    assert page.locator("[data-testid='stApp'] img[src='x'], [data-testid='stApp'] svg[onload]").count() == 0
    assert page.locator("[data-testid='stMarkdownContainer'] style").count() == 0
    assert page.locator("[data-testid='stMarkdownContainer'] a[href^='javascript']").count() == 0
    # The text area holds the message verbatim; the marked copy shows it as plain text.
    assert page.locator("textarea").first.input_value() == payload
    shown = _marked_message(page).lower()
    for fragment in ('<iframe srcdoc="<script>', "<style>body{display:none}", "onerror=", "javascript:"):
        assert fragment in shown, fragment


def test_black_swan_from_a_shared_link_on_a_projector(page, app_url):
    """β = 0 and a word never seen in spam: the notice names it, p(spam) is exactly 0; in
    projector mode's larger type the message, β and 300 px of the waterfall still fit 1280x720."""
    page.set_viewport_size(PROJECTOR)
    try:
        _open(page, app_url + PATH + "?" + urlencode(
            {"message": text.PRESET_MESSAGES["swan"], "beta": "0.0", "projector": "1"}))
        head = text.BLACK_SWAN_HEAD_FMT.fill(zero_class="spam").replace("**", "").replace("*", "")
        alert = page.locator("[data-testid='stAlert']").filter(has_text=head)
        alert.first.wait_for()
        assert "grandma" in alert.first.inner_text()
        assert page.locator(METRICS).first.inner_text() == "0"
        wait_for_count(page, CHARTS, 2)
        page.wait_for_timeout(300)
        _fits_a_projector(page, "black swan")
        screenshot(page, "spam_projector_mode_black_swan", full_page=False)
    finally:
        page.set_viewport_size(DESKTOP)


def test_guess_then_reveal_in_projector_mode(page, app_url):
    """Predict, then reveal (projector mode, 1280x720): no number and no waterfall before
    Reveal, the question beside the message; then both, how far the guess was, and the page
    still fits the projector; a new message is a new question (the answer hides again)."""
    page.set_viewport_size(PROJECTOR)
    try:
        _open(page, app_url + PATH + "?predict=1&projector=1")
        assert page.locator(METRICS).count() == 0
        wait_for_count(page, CHARTS, 1)
        page.wait_for_timeout(500)
        assert page.locator(CHARTS).count() == 1  # the β sweep of the open panel only
        box = page.locator(".st-key-guess_verdict").bounding_box()
        assert box["y"] + box["height"] <= PROJECTOR["height"]  # the question beside the message
        screenshot(page, "spam_projector_predict", full_page=False)
        guess = page.locator(".st-key-guess_verdict input")
        guess.fill("90")
        guess.press("Enter")
        wait_idle(page)
        page.locator(".st-key-reveal_verdict button").click()
        wait_idle(page)
        assert_no_exception(page)
        assert page.locator(METRICS).first.inner_text() == text.P_NEAR_ONE
        wait_for_count(page, CHARTS, 2)
        far = page.locator("[data-testid='stAlert']").filter(has_text="90 %")
        far.first.wait_for()
        assert text.GUESS_PERCENT_NEAR_ONE in far.first.inner_text()
        page.wait_for_timeout(300)
        _fits_a_projector(page, "revealed")
        screenshot(page, "spam_projector_mode_revealed", full_page=False)
        area = page.locator("textarea").first
        area.fill(text.PRESET_MESSAGES["ham"])
        area.press("Control+Enter")
        wait_idle(page)
        assert page.locator(METRICS).count() == 0
    finally:
        page.set_viewport_size(DESKTOP)


def test_multinomial_on_a_projector_and_show_the_code(page, app_url):
    """The multinomial waterfall (repeat counts in its labels) fits the projector in projector
    mode; "Show the code" opens a snippet of exactly this state."""
    page.set_viewport_size(PROJECTOR)
    try:
        _open(page, app_url + PATH + "?" + urlencode({"model": "multinomial", "beta": "0.5", "projector": "1"}))
        wait_for_count(page, CHARTS, 2)
        page.wait_for_timeout(300)
        _fits_a_projector(page, "multinomial")
        screenshot(page, "spam_projector_mode_multinomial", full_page=False)
        page.locator(".st-key-code button").first.click()
        code = page.locator("[role='dialog'] [data-testid='stCode']")
        code.first.wait_for()
        shown = code.first.inner_text()
        assert "MultinomialNB(alpha=1.0, beta=0.5, estimate='mean')" in shown and "load_bundled()" in shown
    finally:
        page.set_viewport_size(DESKTOP)


def test_upload_a_corpus_then_a_bad_file(page, app_url, tmp_path):
    """An old link's label opens the upload; a good file is used; a one-class file is refused
    in words and the page goes on with the teaching corpus (phone and desktop screenshots of
    the error, no sideways scroll)."""
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
    page.locator("[data-testid='stMarkdownContainer']").filter(has_text="mine.csv").first.wait_for()
    wait_idle(page)
    assert_no_exception(page)
    assert "corpus=upload" in page.url
    uploader.set_input_files(str(bad))
    one_class = text.UPLOAD_ERRORS["one_class"].fill(present="ham", missing="spam").replace("`", "")
    page.locator("[data-testid='stAlert']").filter(has_text=one_class[:40]).first.wait_for()
    wait_idle(page)
    teaching = page.locator("[data-testid='stMarkdownContainer']").filter(has_text=text.CORPUS_NAMES["teaching"])
    assert teaching.count() >= 1  # back on the teaching corpus
    screenshot(page, "spam_upload_error_desktop")
    page.set_viewport_size(PHONE)
    try:
        page.wait_for_timeout(400)
        assert sideways_overflow(page) <= 1
        screenshot(page, "spam_upload_error_phone")
    finally:
        page.set_viewport_size(DESKTOP)
