"""The number game in Brazilian and European Portuguese in a real browser (Chromium).

Every panel, on a phone (390x844, Brazilian: its words are the longer ones) and on a 1280x720
projector (European, then Brazilian after a switch of language in the sidebar, projector mode
off and on): no exception, no sideways scroll on the phone, no English word in the main
column or in any chart's drawn text, hypothesis names drawn whole (Vega cuts a label that is
too long with "…") and no chart text (legends included: Vega does not wrap a horizontal
legend) drawn past its chart's edge, the three panel titles of the hypothesis chart side by
side without overlapping (projector mode's larger ones too), the predictive chart's axis
written with decimal commas (0,25 …), the log likelihood axis as 10⁻⁶ and 0,0001 (never
1e-6), Tenenbaum's intervals written [16; 23]. The "why" table scrolls sideways inside its
own box on a phone, so the page never does. On the projector the examples, the presets and
300 px of the hypothesis chart show at once. A switch of language keeps every setting in the
address. Two page loads in all: each test walks through its states on one page.

Screenshots (looked at by a person): ``artifacts/screenshots/number_game_pt-BR_phone_<view>.png``,
``number_game_pt-BR_phone_tenenbaum.png``, ``number_game_pt-PT_projector[_on].png``,
``number_game_pt-BR_projector_on_<view>.png``.
"""

from __future__ import annotations

import re

import pytest

from tests.e2e.helpers import (
    DESKTOP, PHONE, assert_no_exception, open_page, screenshot, sideways_overflow, wait_idle,
)
from tests.test_pages_number_game_pt import SENTINELS
from ui.text import words

CHARTS = "[data-testid='stVegaLiteChart']"
DRAWN = f"{CHARTS} svg, {CHARTS} canvas"
#: Charts on the page per panel: the hypothesis chart and the predictive, plus the panel's own.
N_CHARTS = {"extensions": 3, "why": 2, "sequence": 4}
PROJECTOR = {"width": 1280, "height": 720}


@pytest.fixture
def sized(page):
    """Set a viewport for one test and restore the desktop one after."""
    yield page.set_viewport_size
    page.set_viewport_size(DESKTOP)


_WARMED: set[str] = set()


def _open(page, app_url: str, query: str) -> None:
    # A fresh server can answer the very first deep link with "page not found": open the root first.
    if app_url not in _WARMED:
        open_page(page, app_url)
        _WARMED.add(app_url)
    open_page(page, f"{app_url}/number-game?{query}")
    assert_no_exception(page)


def _wait_drawn(page, n: int) -> None:
    page.wait_for_function(f'document.querySelectorAll("{DRAWN}").length >= {n}', timeout=20_000)
    page.wait_for_timeout(200)


def _chart_texts(page, index: int) -> list[str]:
    """The chart's drawn text, one entry per line (a multi-line title is a <text> of <tspan>s)."""
    return [t.strip() for t in page.locator(CHARTS).nth(index).evaluate(
        """c => [...c.querySelectorAll('svg text')].flatMap(
               t => t.querySelector('tspan') ? [...t.querySelectorAll('tspan')].map(s => s.textContent)
                                            : [t.textContent])""")]


def _english(text: str) -> list[str]:
    text = re.sub(r"\\[A-Za-z]+", " ", text)
    return sorted({w.lower() for w in re.findall(r"[^\W\d_]+", text)} & SENTINELS)


def _check_screen(page, lang: str, size: str, projector: bool = False) -> None:
    """What every panel must show (see the module docstring).

    In projector mode the rotated y-axis titles are not measured: with its larger type their
    line box (the glyphs are whole) reaches past the left edge by more than the slack.
    """
    main = page.locator("[data-testid='stMain']").inner_text()
    drawn = [t for i in range(page.locator(CHARTS).count()) for t in _chart_texts(page, i)]
    assert not _english(main + "\n" + "\n".join(drawn)), _english(main + "\n" + "\n".join(drawn))
    assert not [t for t in drawn if t.endswith("…")], "a chart label is cut off"
    # 3 px of slack: the line box of the rotated y-axis title (not its glyphs) reaches 2.4 px past
    # the chart's left edge in every language; a legend that does not fit overran by 30 px or more.
    texts = ":not(.role-axis-title) > text" if projector else "text"
    outside = page.evaluate(f"""() => [...document.querySelectorAll("{CHARTS} svg")].flatMap(svg => {{
        const box = svg.getBoundingClientRect();
        return [...svg.querySelectorAll("{texts}")].map(t => [t.textContent, t.getBoundingClientRect()])
            .filter(([s, r]) => s.trim() && (r.left < box.left - 3 || r.right > box.right + 3)).map(([s]) => s); }})""")
    assert not outside, f"chart text drawn past the chart's edge (cut off): {outside}"
    if size == "phone":
        assert sideways_overflow(page) <= 1


def _panel_titles_apart(page, text) -> None:
    """The hypothesis chart's three panel titles side by side, none running into the next."""
    titles = [text.CHART_PANEL_LINES[role][0] for role in ("prior", "likelihood", "posterior")]
    boxes = [page.locator(CHARTS).first.locator("svg tspan", has_text=re.compile(f"^{t}$")).first.bounding_box()
             for t in titles]
    for left, right in zip(boxes, boxes[1:]):
        assert left["x"] + left["width"] <= right["x"], (titles, boxes)


def _open_view(page, text, view: str) -> None:
    page.get_by_role("radio", name=text.VIEWS[view]).click()
    wait_idle(page)
    assert_no_exception(page)
    _wait_drawn(page, N_CHARTS[view])
    assert page.locator(CHARTS).count() == N_CHARTS[view]
    assert f"view={view}" in page.url


def test_every_panel_on_a_phone_in_brazilian_portuguese(page, app_url, sized):
    lang = "pt-BR"
    sized(PHONE)
    text = words("number_game", lang)
    _open(page, app_url, f"lang={lang}&examples=16,8,2,64")
    _wait_drawn(page, N_CHARTS["extensions"])
    assert text.HYPOTHESIS_NAMES["powers"].fill(base=2) in _chart_texts(page, 0)  # "potências de 2", drawn whole
    _panel_titles_apart(page, text)
    predictive = _chart_texts(page, 1)
    assert {"0,25", "0,5", "0,75"} <= set(predictive), predictive  # the y axis, decimal commas

    for view in ("extensions", "why", "sequence"):
        if view != "extensions":
            _open_view(page, text, view)
        _check_screen(page, lang, "phone")
        screenshot(page, f"number_game_{lang}_phone_{view}")
        if view == "why":
            # The table (~460 px in Portuguese for a 358 px column) scrolls inside its own box. It used
            # to push the whole page sideways (a strict xfail recorded it); this fails on that page.
            table = page.locator("[data-testid='stMain'] table").first
            box, column = table.bounding_box(), page.locator("[data-testid='stMainBlockContainer']").bounding_box()
            assert box["x"] >= column["x"] - 1 and box["x"] + box["width"] <= column["x"] + column["width"] + 1
            widths = table.evaluate("t => [t.scrollWidth, t.clientWidth]")
            assert widths[0] > widths[1], widths  # wider than its box: it scrolls there
            table.evaluate("t => t.scrollLeft = t.scrollWidth")  # every column can be reached
            assert table.evaluate("t => t.scrollLeft") > 0

    # Tenenbaum's space: interval names are written [16; 23] (a comma would read as a decimal) and fit.
    page.get_by_role("radio", name=text.SPACE_NAMES["tenenbaum"], exact=True).click()
    wait_idle(page)
    field = page.get_by_test_id("stTextInputField").first
    field.fill("16, 23, 19, 20")
    field.press("Enter")
    wait_idle(page)
    assert_no_exception(page)
    _wait_drawn(page, N_CHARTS["sequence"])
    hypotheses = _chart_texts(page, 0)
    assert "[16; 23]" in hypotheses, hypotheses
    assert not [h for h in hypotheses if re.fullmatch(r"\[\d+,\d+\]", h)]
    _check_screen(page, lang, "phone")
    screenshot(page, f"number_game_{lang}_phone_tenenbaum")


def _choose_language(page, name: str) -> None:
    """Pick a language in the sidebar's select box (opened again if a rerun closed it)."""
    select = page.locator("[data-testid='stSidebar'] [data-testid='stSelectbox']").first
    option = page.get_by_role("option", name=name)
    for _ in range(3):
        select.scroll_into_view_if_needed()
        select.click()
        try:
            option.wait_for(timeout=5_000)
            break
        except Exception:  # noqa: BLE001 - Playwright's timeout: the list did not open, try again
            page.keyboard.press("Escape")
            wait_idle(page)
    option.click()
    wait_idle(page)
    assert_no_exception(page)


def _fits_a_projector(page) -> None:
    """The examples, the presets and 300 px of the hypothesis chart at once on 1280×720."""
    for key in ("examples", "preset"):
        box = page.locator(f".st-key-{key}").first.bounding_box()
        assert box["y"] >= 0 and box["y"] + box["height"] <= PROJECTOR["height"], (key, box)
    chart = page.locator(CHARTS).first.bounding_box()
    assert PROJECTOR["height"] - chart["y"] >= 300, chart


def test_a_projector_in_both_portuguese_variants(page, app_url, sized):
    """pt-PT, projector mode off then on; a switch to pt-BR keeps every setting; every panel."""
    sized(PROJECTOR)
    text = words("number_game", "pt-PT")
    _open(page, app_url, "lang=pt-PT&examples=4,16,64&unnatural=-4")
    _wait_drawn(page, N_CHARTS["extensions"])
    _fits_a_projector(page)
    # The log likelihood axis: powers of ten as 10⁻⁶, larger ticks with a decimal comma, never Vega's 1e-6.
    drawn = _chart_texts(page, 0)
    assert "10⁻⁶" in drawn and {"0,0001", "0,01"} <= set(drawn), drawn
    assert not [t for t in drawn if re.search(r"\de[-+−]?\d|\d\.\d", t)], drawn
    _check_screen(page, "pt-PT", "laptop")
    screenshot(page, "number_game_pt-PT_projector", full_page=False)

    page.locator(".st-key-projector label").first.click()
    wait_idle(page)
    assert_no_exception(page)
    _wait_drawn(page, N_CHARTS["extensions"])
    _fits_a_projector(page)
    _panel_titles_apart(page, text)
    _check_screen(page, "pt-PT", "laptop", projector=True)
    screenshot(page, "number_game_pt-PT_projector_on", full_page=False)

    lang = "pt-BR"
    text = words("number_game", lang)
    _choose_language(page, "Português (Brasil)")
    for setting in ("lang=pt-BR", "examples=4", "unnatural=-4", "projector=true"):
        assert setting in page.url, (setting, page.url)
    _wait_drawn(page, N_CHARTS["extensions"])
    assert text.HYPOTHESES_HEADER in _chart_texts(page, 0)  # "verossimilhança", the Brazilian spelling
    _fits_a_projector(page)
    _panel_titles_apart(page, text)  # "verossimilhança" is the widest title
    for view in ("extensions", "why", "sequence"):
        if view != "extensions":
            _open_view(page, text, view)
        _check_screen(page, lang, "laptop", projector=True)
        screenshot(page, f"number_game_{lang}_projector_on_{view}", full_page=view == "extensions")
