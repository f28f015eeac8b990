"""The Naive Bayes spam page in Brazilian and European Portuguese in a real browser (Chromium).

Phone (390x844) and laptop (1280x800), in pt-BR and pt-PT: the default page (the test-set
evaluation), the underflow lab, the model panel, an upload error and the black swan at
β = 0. Each shows no exception, no English word in the main column or in a chart's drawn
text (except the English data: the preset messages, see ``_DATA_SECTIONS`` in
``tests/test_pages_languages.py``, and what Streamlit draws itself: the file uploader's
drop zone and the text area's key hint), no chart label cut off with "…", no chart text
drawn past its chart's edge, and no sideways scroll on the phone. Numbers read with
decimal commas: the metric, the β sweep's axes (``0,1``; no ``0.1``) and the bars' labels.

Screenshots (looked at by a person): ``artifacts/screenshots/spam_<lang>_<size>_<state>.png``.
Sentences are found through the page's words (``words("spam", lang)``), not literals.
"""

from __future__ import annotations

import re
from urllib.parse import urlencode

import pytest

from tests.e2e.helpers import (
    DESKTOP, PHONE, assert_no_exception, open_page, screenshot, sideways_overflow, wait_idle,
)
from tests.test_pages_languages import SENTINELS, _data_words
from ui import pages
from ui.text import words

PATH = "/naive-bayes"
CHARTS = "[data-testid='stVegaLiteChart']"
DRAWN = f"{CHARTS} svg, {CHARTS} canvas"
SIZES = {"phone": PHONE, "laptop": DESKTOP}
#: English words the page may show as data (the preset messages, English like the corpus).
DATA_WORDS = _data_words(next(p for p in pages.PAGES if p.name == "spam"))
#: What Streamlit draws in English itself (a known limit): hidden while the text is read.
STREAMLIT_OWN = "[data-testid='stFileUploaderDropzone'], [data-testid='InputInstructions']"
ENGLISH = words("spam", "en")

#: state -> (query, charts drawn). The underflow lab on the multinomial model with a long
#: message, so its table shows the naive products underflowing and the verdict under it.
STATES = {
    "default": ({}, 2),
    "underflow": ({"tab": "underflow", "model": "multinomial", "repeat": "40"}, 1),
    "model": ({"tab": "model"}, 2),
    "black_swan": ({"message": ENGLISH.PRESET_MESSAGES["swan"], "beta": "0.0"}, 2),
}


@pytest.fixture
def sized(page):
    """Set a viewport for one test and restore the desktop one after."""
    yield page.set_viewport_size
    page.set_viewport_size(DESKTOP)


def _open(page, app_url: str, query: dict[str, str]) -> None:
    # A fresh server can answer the very first deep link with "page not found": open the root first.
    open_page(page, app_url)
    open_page(page, f"{app_url}{PATH}?{urlencode(query)}")
    assert_no_exception(page)


def _wait_drawn(page, n: int) -> None:
    page.wait_for_function(f'document.querySelectorAll("{DRAWN}").length >= {n}', timeout=20_000)
    page.wait_for_timeout(300)


def _chart_texts(page) -> list[str]:
    """Every chart's drawn text, one entry per line (a multi-line title is a <text> of <tspan>s)."""
    return [t.strip() for t in page.evaluate(
        f"""() => [...document.querySelectorAll("{CHARTS} svg text")].flatMap(
               t => t.querySelector('tspan') ? [...t.querySelectorAll('tspan')].map(s => s.textContent)
                                            : [t.textContent])""") if t.strip()]


def _main_text(page) -> str:
    """The main column's text with Streamlit's own English widgets' parts hidden."""
    page.evaluate(f"""() => document.querySelectorAll("{STREAMLIT_OWN}").forEach(e => e.style.display = 'none')""")
    try:
        return page.locator("[data-testid='stMain']").inner_text()
    finally:
        page.evaluate(f"""() => document.querySelectorAll("{STREAMLIT_OWN}").forEach(e => e.style.display = '')""")


def _english(text: str) -> list[str]:
    text = re.sub(r"\\[A-Za-z]+|https?://\S+|“[^”]*”", " ", text)
    return sorted(({w.lower() for w in re.findall(r"[^\W\d_]+", text)} & set(SENTINELS)) - DATA_WORDS)


def _check_screen(page, size: str) -> list[str]:
    """The checks every state shares (module docstring); returns the charts' drawn text."""
    drawn = _chart_texts(page)
    english = _english(_main_text(page) + "\n" + "\n".join(drawn))
    assert not english, f"English words on screen: {english}"
    assert not [t for t in drawn if t.endswith("…")], f"a chart label is cut off: {drawn}"
    # 4 px of slack: the line box (not the glyphs) of the β sweep's rotated right-axis title
    # reaches 3.4 px past the chart's edge in English too; a cut legend label overran by 7 px.
    outside = page.evaluate(f"""() => [...document.querySelectorAll("{CHARTS} svg")].flatMap(svg => {{
        const box = svg.getBoundingClientRect();
        return [...svg.querySelectorAll('text')].map(t => [t.textContent, t.getBoundingClientRect()])
            .filter(([s, r]) => s.trim() && (r.left < box.left - 4 || r.right > box.right + 4)).map(([s]) => s); }})""")
    assert not outside, f"chart text drawn past the chart's edge (cut off): {outside}"
    # No English decimal anywhere a number is drawn: bar labels (+2,00) and axes.
    assert not [t for t in drawn if re.fullmatch(r"[−+-]?\d+\.\d+", t)], drawn
    if size == "phone":
        overflow = sideways_overflow(page)
        assert overflow <= 1, f"the page is {overflow}px wider than the phone"
    return drawn


@pytest.mark.parametrize("size", ["phone", "laptop"])
@pytest.mark.parametrize("lang", ["pt-BR", "pt-PT"])
@pytest.mark.parametrize("state", list(STATES))
def test_each_state_in_portuguese(page, app_url, sized, lang, size, state):
    sized(SIZES[size])
    text = words("spam", lang)
    query, n_charts = STATES[state]
    _open(page, app_url, {"lang": lang, **query})
    _wait_drawn(page, n_charts)
    assert page.locator(CHARTS).count() == n_charts
    drawn = _check_screen(page, size)
    main = page.locator("[data-testid='stMain']").inner_text()
    metric = page.locator("[data-testid='stMetricValue']").first.inner_text()
    assert text.WATERFALL_TITLE in drawn
    if state == "default":
        assert metric == text.P_NEAR_ONE == "> 0,9999"
        # The β sweep's axes: decimal commas (accuracy around 0,9; β from 0,01).
        assert any(re.fullmatch(r"0,\d+", t) for t in drawn), drawn
        assert text.SWEEP_ACCURACY_TITLE in drawn
    elif state == "underflow":
        assert text.PRODUCT_UNDERFLOW in main  # "0,0 (underflow)"
        assert text.UNDERFLOW_VERDICTS["undefined"] in main
    elif state == "model":
        assert text.TOP_WORDS_TITLE in drawn
    elif state == "black_swan":
        head = text.BLACK_SWAN_HEAD_FMT.fill(zero_class="spam").replace("**", "").replace("*", "")
        alert = page.locator("[data-testid='stAlert']").filter(has_text=head)
        alert.first.wait_for()
        assert "grandma" in alert.first.inner_text()  # the English word the model never saw in spam
        assert metric == "0"
    screenshot(page, f"spam_{lang}_{size}_{state}")


@pytest.mark.parametrize("size", ["phone", "laptop"])
@pytest.mark.parametrize("lang", ["pt-BR", "pt-PT"])
def test_upload_error_in_portuguese(page, app_url, sized, tmp_path, lang, size):
    """A file with a label that is neither ham nor spam: the reason in Portuguese, the file's text as itself."""
    sized(SIZES[size])
    text = words("spam", lang)
    bad = tmp_path / "mensagens.csv"
    bad.write_text("label,text\nspam,WIN a prize now\nham,lunch at noon\nquiçá,olá\n", encoding="utf-8")
    _open(page, app_url, {"lang": lang, "corpus": "upload"})
    page.get_by_text(text.DATA_EXPANDER).click()
    page.locator("[data-testid='stFileUploaderDropzoneInput']").set_input_files(str(bad))
    reason = text.UPLOAD_ERRORS["label"].fill(row=4, label="quiçá").replace("`", "")
    error = page.locator("[data-testid='stAlert']").filter(has_text=reason)
    error.first.wait_for()
    wait_idle(page)
    assert_no_exception(page)
    assert text.UPLOAD_ERROR_HINT in error.first.inner_text()
    _wait_drawn(page, 2)  # the page goes on with the teaching corpus
    _check_screen(page, size)
    screenshot(page, f"spam_{lang}_{size}_upload_error")


@pytest.mark.parametrize("lang", ["pt-BR", "pt-PT"])
def test_beta_help_link_opens_the_dirichlet_page_in_the_same_language(page, app_url, sized, lang):
    """The β help's link opens a new tab (a new session): it carries ``lang``, so the page there is Portuguese.

    Without ``lang`` in the link the new tab took the browser's language (English here) even
    after the student chose Portuguese in the sidebar.
    """
    sized(DESKTOP)
    _open(page, app_url, {"lang": lang, "beta": "0.5"})
    page.locator(".st-key-beta [data-testid='stTooltipIcon']").hover()
    link = page.locator("[data-testid='stTooltipContent'] a")
    link.first.wait_for()
    with page.context.expect_page() as opened:
        link.first.click()
    dirichlet = opened.value
    wait_idle(dirichlet)
    assert_no_exception(dirichlet)
    assert f"lang={lang}" in dirichlet.url and "view=words" in dirichlet.url and "word_alpha=0.5" in dirichlet.url
    assert words("dirichlet", lang).VIEWS["words"] in dirichlet.locator("[data-testid='stMain']").inner_text()
    dirichlet.close()
