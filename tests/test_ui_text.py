"""ui.text: the one number formatter, the one escape, templates, languages and fallback."""

from __future__ import annotations

import math

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tests.apptest import parse_number
from ui.text import FALLBACK, LANGUAGES, Number, Safe, Template, escape_markdown, fill, language_of_locale, number, words

# --------------------------------------------------------------------------- numbers


@pytest.mark.parametrize(
    ("value", "lang", "shown"),
    [
        (0.5, "en", "0.5"), (0.5, "pt-BR", "0,5"), (0.5, "pt-PT", "0,5"),
        (-0.25, "en", "−0.25"), (0, "en", "0"), (0.0, "pt-BR", "0"),
        (1234567, "en", "1,234,567"), (1234567, "pt-BR", "1.234.567"), (1234567, "pt-PT", "1\u00a0234\u00a0567"),
        (math.inf, "en", "∞"), (-math.inf, "pt-BR", "−∞"),
        (1.5e-7, "en", "1.5 × 10⁻⁷"), (2.5e12, "pt-BR", "2,5 × 10¹²"),
    ],
)
def test_number_is_written_for_its_language(value, lang, shown):
    assert number(value, lang=lang) == shown


def test_signed_and_fixed_decimals():
    assert number(0.5, lang="en", signed=True) == "+0.5"
    assert number(math.inf, lang="en", signed=True) == "+∞"
    assert number(-1.0, lang="en", signed=True) == "−1"
    assert number(0.5, lang="pt-BR", decimals=2) == "0,50"


def test_undefined_is_said_in_words_in_each_language():
    assert number(float("nan"), lang="en") == words("common", "en").UNDEFINED
    assert number(None, lang="pt-BR") == words("common", "pt-BR").UNDEFINED
    assert number(float("nan"), lang="en", undefined="no data yet") == "no data yet"


def test_maths_variant_uses_latex_separators():
    assert number(0.25, lang="pt-BR").math == "0{,}25"
    assert number(1234, lang="en").math == "1{,}234"
    assert number(1.5e-7, 3, lang="en").math == r"1.5 \times 10^{-7}"


@given(st.floats(allow_nan=False, allow_infinity=False, min_value=-1e15, max_value=1e15),
       st.sampled_from(LANGUAGES))
def test_every_number_reads_back(value, lang):
    shown = number(value, 6, lang=lang)
    assert parse_number(shown, lang) == pytest.approx(value, rel=1e-5, abs=1e-300)


# --------------------------------------------------------------------------- templates


def test_placeholders_are_double_braces_and_latex_braces_stay():
    template = Template(r"$\frac{a}{a+b} = {{mean}}$ and {{n}} flips", "en")
    assert template.names == {"mean", "n"}
    assert template.fill(mean=0.5, n=3) == r"$\frac{a}{a+b} = 0.5$ and 3 flips"


def test_numbers_inside_maths_get_latex_commas():
    assert fill("$x = {{x}}$, {{x}}", "pt-PT", x=0.75) == "$x = 0{,}75$, 0,75"


def test_user_text_is_escaped_and_our_markdown_is_not():
    assert fill("{{word}}", "en", word="**bold**") == r"\*\*bold\*\*"
    assert fill("{{word}}", "en", word=Safe("**bold**")) == "**bold**"
    assert isinstance(fill("{{x}}", "en", x=1), Safe)


def test_a_missing_value_is_a_bug_named():
    with pytest.raises(KeyError, match="mean"):
        fill("{{mean}}", "en")


# --------------------------------------------------------------------------- the one escape

ATTACKS = [
    "![x](http://127.0.0.1:9/t.png)",
    "[click](javascript:alert(1))",
    r"$\href{javascript:alert()}{x}$",
    "<img src=x onerror=alert(1)>",
    ":red[alarm] :material/warning:",
    "# heading\n- list\n```code```",
    "www.evil.example and http://evil.example/x and me@evil.example",
]


@pytest.mark.parametrize("attack", ATTACKS)
def test_escaped_text_has_no_markdown_left(attack):
    out = escape_markdown(attack)
    for mark in "![]()<>$:*#`":
        # every punctuation mark a Markdown construct needs comes escaped
        assert mark not in out.replace("\\" + mark, "")
    assert "\n" not in out


def test_addresses_cannot_become_links():
    out = escape_markdown("www.evil.example http://x.example me@evil.example")
    assert "www." not in out.replace("\\", "") and "http:" not in out.replace("\\", "")
    assert "@evil" not in out.replace("\\", "")
    # …and they still read the same (the joiner is invisible).
    assert out.replace("\u2060", "").replace("\\", "") == "www.evil.example http://x.example me@evil.example"


def test_invisible_and_direction_characters_are_dropped():
    assert escape_markdown("fr\u200bee \u202eevil") == "free evil"


# --------------------------------------------------------------------------- languages


@pytest.mark.parametrize(
    ("locale", "lang"),
    [("pt-BR", "pt-BR"), ("pt_BR", "pt-BR"), ("pt-br", "pt-BR"), ("pt-PT", "pt-PT"), ("pt", "pt-PT"),
     ("pt-AO", "pt-PT"), ("en-US", "en"), ("de-DE", "en"), ("", "en"), (None, "en")],
)
def test_browser_locales_map_to_app_languages(locale, lang):
    assert language_of_locale(locale) == lang


def test_european_portuguese_falls_back_per_key():
    assert FALLBACK["pt-PT"] == ("pt-PT", "pt-BR", "en")
    pt_pt, pt_br = words("frame", "pt-PT"), words("frame", "pt-BR")
    assert pt_pt.HOME_NAV_TITLE == pt_br.HOME_NAV_TITLE  # not redefined in pt_pt: pt-BR's
    assert pt_pt.SIDEBAR != pt_br.SIDEBAR  # redefined: its own


def test_templates_carry_their_language():
    assert words("common", "pt-BR").LINK_NOT_UNDERSTOOD.lang == "pt-BR"
    assert isinstance(number(1.0, lang="en"), Number)


def test_display_maths_is_maths_too():
    # $$…$$ holds maths like $…$: a number there gets LaTeX's {,} (KaTeX drew "0, 308" before).
    assert fill("$$\\lambda = {{lam}}$$ so {{lam}}", "pt-BR", lam=0.308) == "$$\\lambda = 0{,}308$$ so 0,308"
    assert fill("costs \\$5 and $x = {{x}}$", "pt-BR", x=0.5) == "costs \\$5 and $x = 0{,}5$"
