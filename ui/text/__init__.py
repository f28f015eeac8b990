r"""Every sentence a student reads, per page and per language, and the few rules for filling them.

Layout: one folder per language, one module per page (plus ``frame``, ``home`` and ``common``)::

    ui/text/en/coin.py        the English words of the coin page (the reference)
    ui/text/pt_br/coin.py     Brazilian Portuguese (complete)
    ui/text/pt_pt/coin.py     European Portuguese: only what differs from pt-BR

A page asks for its words once per run, ``text = words("coin")``, and reads them as
attributes (``text.METRIC_MLE``). Each key falls back per key along
:data:`FALLBACK` (pt-PT → pt-BR → en), so a translation can be partial and the page still
shows every sentence. The language is the session's (:func:`current_language`).

**Templates.** A string with ``{{name}}`` placeholders is a :class:`Template`; fill it with
``text.SHRINKAGE.fill(lam=..., n=...)``. Single braces are left alone, so LaTeX such as
``\frac{a}{a+b}`` is written as itself and a translator cannot break a template by
writing ``{``. Values are made safe and readable on the way in:

* a number (``int``/``float``) is formatted for the language (:func:`number`): decimal
  comma in Portuguese, and inside ``$…$`` the comma is written ``{,}`` for LaTeX;
* a :class:`Number` (from :func:`number`) keeps its chosen digits, likewise math-aware;
* a :class:`Safe` string (every string of a text module, and a filled template) is
  inserted as it is;
* any other string — a word from a corpus, a file name, text a student typed — is
  escaped (:func:`escape_markdown`), so it shows as itself and never as Markdown,
  LaTeX, a link or an image.

**Rules for a text module.** Words and templates only: module-level ``UPPER_CASE``
strings, and dicts keyed by language-independent keys (``VIEWS = {"maths": "The
maths"}``). No logic, and no constant built from another (``HEADER = TITLE + INTRO``):
a translation that redefines ``TITLE`` would still get the English ``HEADER``.
"""

from __future__ import annotations

import functools
import importlib
import math
import re
from types import MappingProxyType
from typing import Any, Mapping

__all__ = [
    "DEFAULT_LANGUAGE",
    "FALLBACK",
    "LANGUAGES",
    "LANGUAGE_NAMES",
    "Number",
    "Safe",
    "Template",
    "Text",
    "current_language",
    "escape_markdown",
    "fill",
    "number",
    "words",
]

#: Languages the app speaks, in the order the selector shows them (BCP 47 tags: URL values).
LANGUAGES: tuple[str, ...] = ("en", "pt-BR", "pt-PT")
#: Each language's name in itself (the selector shows these whatever the page's language).
LANGUAGE_NAMES: Mapping[str, str] = MappingProxyType({
    "en": "English",
    "pt-BR": "Português (Brasil)",
    "pt-PT": "Português (Portugal)",
})
DEFAULT_LANGUAGE = "en"
#: Where a missing key is looked up next, per language.
FALLBACK: Mapping[str, tuple[str, ...]] = MappingProxyType({
    "en": ("en",),
    "pt-BR": ("pt-BR", "en"),
    "pt-PT": ("pt-PT", "pt-BR", "en"),
})
_FOLDER = {"en": "en", "pt-BR": "pt_br", "pt-PT": "pt_pt"}


# --------------------------------------------------------------------------- safe strings
class Safe(str):
    """A string that is already Markdown the app wrote itself: inserted into templates as it is."""

    __slots__ = ()


class Number(Safe):
    """A formatted number; ``math`` is the same number written for LaTeX (``0{,}5``)."""

    __slots__ = ("math",)

    def __new__(cls, text: str, math_text: str | None = None) -> "Number":
        self = super().__new__(cls, text)
        self.math = text if math_text is None else math_text
        return self


_PLACEHOLDER = re.compile(r"\{\{(\w+)\}\}")
_MATH_DELIMITER = re.compile(r"(?<!\\)\$\$|(?<!\\)\$")  # $$ (display) before $ (inline), not \$


class Template(Safe):
    """A string with ``{{name}}`` placeholders; see :meth:`fill`.

    A template read through :func:`words` knows its language, so filling it needs no
    lookup of the session's language.
    """

    __slots__ = ("lang",)

    def __new__(cls, text: str, lang: str | None = None) -> "Template":
        self = super().__new__(cls, text)
        self.lang = lang
        return self

    @property
    def names(self) -> frozenset[str]:
        """The placeholders' names."""
        return frozenset(_PLACEHOLDER.findall(self))

    def fill(self, **values: Any) -> Safe:
        """The template with every placeholder replaced (see the module's rules).

        Raises ``KeyError`` naming a placeholder that has no value: a bug, not a
        student's error.
        """
        return fill(self, self.lang, **values)


@functools.lru_cache(maxsize=4096)
def _parse(template: str) -> tuple[tuple[str, str | None, bool], ...]:
    """``template`` as (literal, placeholder or None, inside maths) pieces, parsed once.

    Maths is what ``$…$`` (inline) or ``$$…$$`` (display) encloses; an escaped ``\\$`` is a
    dollar sign.
    """
    pieces: list[tuple[str, str | None, bool]] = []
    in_math = False
    position = 0
    for delimiter in _MATH_DELIMITER.finditer(template):
        pieces.extend(_placeholders(template[position:delimiter.start()], in_math))
        pieces.append((delimiter.group(0), None, False))
        in_math = not in_math
        position = delimiter.end()
    pieces.extend(_placeholders(template[position:], in_math))
    return tuple(pieces)


def _placeholders(segment: str, in_math: bool) -> list[tuple[str, str | None, bool]]:
    pieces: list[tuple[str, str | None, bool]] = []
    position = 0
    for match in _PLACEHOLDER.finditer(segment):
        pieces.append((segment[position:match.start()], match.group(1), in_math))
        position = match.end()
    pieces.append((segment[position:], None, in_math))
    return pieces


def fill(template: str, lang: str | None = None, /, **values: Any) -> Safe:
    r"""Replace each ``{{name}}`` in ``template`` by ``values[name]``, made safe.

    >>> fill("$\\lambda = {{lam}}$ after {{n}} flips of {{coin}}", "en", lam=0.25, n=1200, coin="*my* coin")
    '$\\lambda = 0.25$ after 1,200 flips of \\*my\\* coin'
    >>> fill("$\\lambda = {{lam}}$, {{lam}}", "pt-BR", lam=0.25)
    '$\\lambda = 0{,}25$, 0,25'
    """
    lang = lang or current_language()
    out: list[str] = []
    for literal, name, in_math in _parse(template):
        out.append(literal)
        if name is not None:
            if name not in values:
                raise KeyError(f"template placeholder {{{{{name}}}}} has no value")
            out.append(_inserted(values[name], lang, in_math))
    return Safe("".join(out))


def _inserted(value: Any, lang: str, in_math: bool) -> str:
    if isinstance(value, Number):
        return value.math if in_math else value
    if isinstance(value, Safe):
        return value
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        formatted = number(value, lang=lang)
        return formatted.math if in_math else formatted
    if hasattr(value, "dtype") and getattr(value, "ndim", 1) == 0:  # a NumPy scalar
        return _inserted(value.item(), lang, in_math)
    return escape_markdown(str(value))


# --------------------------------------------------------------------------- escaping
_ASCII_PUNCTUATION = re.compile(r"([!-/:-@\[-`{-~])")
_WHITESPACE = re.compile(r"\s+")
# Invisible characters that could hide or reorder what a student sees (bidi controls,
# zero-width joiners): dropped from echoed text.
_INVISIBLE = re.compile("[\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u206f\ufeff]")


# Where Markdown's autolink extension would turn plain text into a link (GFM "autolink
# literals": www.…, http://…, name@host), a word joiner (U+2060, invisible) is put in the
# way; escaping punctuation alone does not stop it.
_AUTOLINK_STARTS = re.compile(r"(?i)(www)(?=\.)|(https?|ftps?|mailto|xmpp)(?=:)|(@)")


def _break_autolinks(text: str) -> str:
    return _AUTOLINK_STARTS.sub(lambda m: m.group(0) + "\u2060", text)


def escape_markdown(text: str) -> Safe:
    r"""Make ``text`` literal in Streamlit Markdown: the one escape for every echo of user text.

    Every ASCII punctuation character gets a backslash (CommonMark lets any of them be
    escaped), so ``*``, ``_``, ``[``, ``<``, ``!``, ``$`` (LaTeX), ``:`` (emoji and colour
    directives) … are shown as themselves and nothing becomes a link, an image, maths or
    HTML; an address Markdown would link by itself (``www.…``, ``http://…``,
    ``name@host``) gets an invisible word joiner that stops it; runs of whitespace, line
    breaks included, become one space (no headings, lists or code blocks can start);
    invisible direction and zero-width characters are dropped.

    >>> escape_markdown("<b>$5</b> :red[x]")
    '\\<b\\>\\$5\\<\\/b\\> \\:red\\[x\\]'
    >>> escape_markdown("![x](http://127.0.0.1:9/t.png)")
    '\\!\\[x\\]\\(http\u2060\\:\\/\\/127\\.0\\.0\\.1\\:9\\/t\\.png\\)'
    """
    cleaned = _break_autolinks(_WHITESPACE.sub(" ", _INVISIBLE.sub("", str(text))))
    return Safe(_ASCII_PUNCTUATION.sub(r"\\\1", cleaned))


# --------------------------------------------------------------------------- numbers
#: Decimal mark and thousands separator per language (pt-PT groups with a space, pt-BR with a dot).
_SEPARATORS = {"en": (".", ","), "pt-BR": (",", "."), "pt-PT": (",", "\u00a0")}
_SUPERSCRIPT = str.maketrans("-0123456789", "⁻⁰¹²³⁴⁵⁶⁷⁸⁹")
MINUS = "\u2212"


def number(
    value: float | None,
    digits: int = 4,
    *,
    lang: str | None = None,
    undefined: str | None = None,
    signed: bool = False,
    decimals: int | None = None,
) -> Number:
    """``value`` written for a reader of ``lang``: the one number formatter of the app.

    Parameters
    ----------
    value : float, int or None
        The number. An ``int`` is written in full with thousands grouped (5,574).
    digits : int
        Significant digits for a float (``%g`` style: no trailing zeros).
    lang : str, optional
        Default: the session's language.
    undefined : str, optional
        Words for ``None`` / NaN (default: the language's "undefined").
    signed : bool
        Write ``+`` before a positive number (changes, log-odds): ``+0.5``, ``+∞``.
    decimals : int, optional
        Fixed decimals instead of significant digits (``0.50``).

    Negative numbers use the minus sign (−), infinity ∞; very small or large values
    are written ``1.2 × 10⁻⁵`` (and ``1.2 \\times 10^{-5}`` inside LaTeX).

    >>> number(0.66666, lang="en"), number(0.66666, lang="pt-BR"), number(-2, lang="en")
    ('0.6667', '0,6667', '−2')
    >>> number(1234567, lang="en"), number(1234567, lang="pt-BR"), number(0.5, lang="en", signed=True)
    ('1,234,567', '1.234.567', '+0.5')
    >>> number(1.5e-7, 3, lang="pt-BR"), number(1.5e-7, 3, lang="pt-BR").math
    ('1,5 × 10⁻⁷', '1{,}5 \\\\times 10^{-7}')
    """
    lang = lang or current_language()
    decimal, group = _SEPARATORS.get(lang, _SEPARATORS["en"])
    if value is None or (isinstance(value, float) and math.isnan(value)):
        return Number(undefined if undefined is not None else _undefined(lang))
    if hasattr(value, "item"):
        value = value.item()
    if isinstance(value, bool):
        value = int(value)
    if isinstance(value, float) and math.isinf(value):
        return Number(("+∞" if signed else "∞") if value > 0 else MINUS + "∞",
                      (r"+\infty" if signed else r"\infty") if value > 0 else r"-\infty")
    if isinstance(value, int):
        body = f"{abs(value):,}"
        mantissa, exponent = body, None
    else:
        if value == 0:
            return Number("0")
        body = f"{abs(value):.{decimals}f}" if decimals is not None else f"{abs(value):.{digits}g}"
        mantissa, _, exponent = body.partition("e")
        if not exponent and decimals is None and "." not in mantissa and abs(value) >= 1e4:
            mantissa = f"{int(mantissa):,}"
    sign = MINUS if value < 0 else ("+" if signed and value > 0 else "")
    plain = mantissa.replace(",", "\x00").replace(".", decimal).replace("\x00", group)
    latex = mantissa.replace(",", "\x00").replace(".", "{,}" if decimal == "," else ".")
    latex = latex.replace("\x00", "{.}" if group == "." else (r"\," if group == "\u00a0" else "{,}"))
    if exponent:
        power = int(exponent)
        return Number(f"{sign}{plain} × 10{str(power).translate(_SUPERSCRIPT)}",
                      f"{'-' if value < 0 else sign}{latex} \\times 10^{{{power}}}")
    return Number(f"{sign}{plain}", f"{'-' if value < 0 else sign}{latex}")


#: Vega-Lite number locale per language (``config.locale`` of a chart): axes and tooltips.
#: Plain dicts (a chart spec is serialised as JSON): never modify them.
VEGA_LOCALES: dict[str, dict[str, Any]] = {
    lang: {"number": {"decimal": decimal, "thousands": group, "grouping": [3],
                      "currency": ["", ""], "minus": MINUS}}
    for lang, (decimal, group) in _SEPARATORS.items()
}


def _undefined(lang: str) -> str:
    return words("common", lang).UNDEFINED


# --------------------------------------------------------------------------- languages
def current_language() -> str:
    """The session's language: the sidebar's choice (URL ``lang``), else the browser's, else English.

    Read per session, never once per process (each student has their own).
    """
    from streamlit.runtime.scriptrunner_utils.script_run_context import get_script_run_ctx

    if get_script_run_ctx(suppress_warning=True) is None:  # not in a page run (tests, notebooks)
        return DEFAULT_LANGUAGE
    import streamlit as st

    chosen = st.session_state.get("lang")
    if chosen in LANGUAGES:
        return chosen
    return language_of_locale(st.context.locale)


def language_of_locale(locale: str | None) -> str:
    """The app language for a browser locale such as ``pt-BR``, ``pt_PT`` or ``pt``.

    >>> language_of_locale("pt-br"), language_of_locale("pt"), language_of_locale("pt-AO")
    ('pt-BR', 'pt-PT', 'pt-PT')
    >>> language_of_locale("en-GB"), language_of_locale("de"), language_of_locale(None)
    ('en', 'en', 'en')
    """
    if not locale:
        return DEFAULT_LANGUAGE
    tag = locale.replace("_", "-")
    for lang in LANGUAGES:
        if tag.lower() == lang.lower():
            return lang
    base = tag.split("-")[0].lower()
    if base == "pt":
        # Portuguese without a region, or from outside Brazil (Portugal, Angola,
        # Mozambique, …): the European spelling is the norm there.
        for lang in ("pt-PT", "pt-BR"):
            if lang in LANGUAGES:
                return lang
    for lang in LANGUAGES:
        if lang.split("-")[0].lower() == base:
            return lang
    return DEFAULT_LANGUAGE


# --------------------------------------------------------------------------- loading
class Text:
    """The words of one page in one language, as attributes (see the module docstring)."""

    def __init__(self, page: str, lang: str, entries: Mapping[str, Any]) -> None:
        self.page = page
        self.lang = lang
        self.__dict__.update(entries)

    def __getattr__(self, name: str) -> Any:  # only called for a missing key
        raise AttributeError(f"ui/text/*/{self.page}.py has no {name!r} in any of {FALLBACK[self.lang]}")

    def keys(self) -> list[str]:
        """Every key of this page's words."""
        return [k for k in self.__dict__ if k.isupper() or k[:1].isupper()]

    def num(self, value: float | None, digits: int = 4, **kwargs: Any) -> Number:
        """:func:`number` in this text's language."""
        return number(value, digits, lang=self.lang, **kwargs)


def _wrap(value: Any, lang: str) -> Any:
    if isinstance(value, str):
        return Template(value, lang) if _PLACEHOLDER.search(value) else Safe(value)
    if isinstance(value, Mapping):
        return MappingProxyType({k: _wrap(v, lang) for k, v in value.items()})
    if isinstance(value, (tuple, list)):
        return tuple(_wrap(v, lang) for v in value)
    return value


def module_entries(page: str, lang: str) -> dict[str, Any]:
    """The public words a language's own module defines for ``page`` (no fallback); {} if none."""
    try:
        module = importlib.import_module(f"ui.text.{_FOLDER[lang]}.{page}")
    except ModuleNotFoundError as err:
        if err.name and err.name.startswith(f"ui.text.{_FOLDER[lang]}"):
            return {}
        raise
    return {k: v for k, v in vars(module).items() if k[:1].isupper()}


def words(page: str, lang: str | None = None) -> Text:
    """The words of ``page`` in ``lang`` (default: the session's), with per-key fallback."""
    return _words(page, lang or current_language())


@functools.cache
def _words(page: str, lang: str) -> Text:
    if lang not in FALLBACK:
        raise ValueError(f"`lang` must be one of {tuple(FALLBACK)}; got {lang!r}")
    merged: dict[str, Any] = {}
    for source in reversed(FALLBACK[lang]):
        merged.update(module_entries(page, source))
    if not merged:
        raise ModuleNotFoundError(f"no words for page {page!r}: add ui/text/en/{page}.py")
    return Text(page, lang, {k: _wrap(v, lang) for k, v in merged.items()})
