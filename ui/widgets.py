"""Small Streamlit helpers shared by every page.

Keep page scripts thin: showing a chart, a choice among language-independent keys,
formatting a number, turning a core ``ValueError`` into a message in the student's
language, and repairing a link before a page reads it live here, once.
"""

from __future__ import annotations

import contextlib
import datetime
import math
from typing import Any, Iterator, Mapping

import streamlit as st

from bayeslab._validate import ArgumentError
from ui.classroom import PROJECTOR_CHART_CONFIG, is_projector
from ui.pages import FRAME_PARAMS, Page
from ui.text import (
    DEFAULT_LANGUAGE,
    LANGUAGE_NAMES,
    LANGUAGES,
    VEGA_LOCALES,
    Number,
    Safe,
    current_language,
    escape_markdown,
    language_of_locale,
    number,
    words,
)

__all__ = [
    "choice",
    "fmt",
    "language_selector",
    "name_dropped_numbers",
    "rerun_after_reconnect",
    "repair_url",
    "show_chart",
    "show_errors",
    "show_link_notice",
]


def show_chart(spec: Mapping[str, Any], *, key: str | None = None, width: str = "stretch") -> None:
    """Render a spec from ``ui.charts`` at the container's width (phones included).

    The chart's numbers (axes, tooltips) follow the session's language: its Vega-Lite
    ``config.locale`` is set here, once for every chart (decimal comma in Portuguese). In
    projector mode the chart's text, lines and marks are made larger here too.
    """
    lang = current_language()
    projector = is_projector()
    if lang != DEFAULT_LANGUAGE or projector:
        spec = dict(spec)
        config = dict(spec.get("config", {}))
        if lang != DEFAULT_LANGUAGE:
            config["locale"] = VEGA_LOCALES[lang]
        if projector:
            for part, settings in PROJECTOR_CHART_CONFIG.items():
                config[part] = {**config.get(part, {}), **settings}
        spec["config"] = config
    st.vega_lite_chart(spec, width=width, key=key)


# --------------------------------------------------------------------------- choices
_WIDGETS = {
    "segmented": st.segmented_control,
    "radio": st.radio,
    "selectbox": st.selectbox,
}


def choice(
    label: str,
    labels: Mapping[str, str],
    *,
    key: str,
    default: str | None,
    widget: str = "segmented",
    **kwargs: Any,
) -> str | None:
    """One of the keys of ``labels``, shown by its label, kept in the URL parameter ``key`` by key.

    The one way to offer a choice (options, data sources, panels) on every page. The
    URL holds the language-independent key (``?region=hpd``), never the label, so a
    link opens the same state in every language. (Streamlit's own ``bind`` would write
    the shown label.) The widget's state is the truth: the URL is written from it
    after every change, and read from it only when the widget starts (a new session, a
    shared link). A value of a link shared before keys existed (``?region=HPD``) was
    already rewritten by :func:`repair_url`.

    Parameters
    ----------
    labels : mapping key -> label
        The options in order (the text module's dict for this choice).
    default : str or None
        The key chosen when the URL has none; it is left out of the URL. ``None`` (only
        for ``widget="segmented"``): nothing is chosen until the student clicks, and a
        second click closes it again (a panel selector).
    widget : "segmented", "radio" or "selectbox"
        ``kwargs`` go to it (``help``, ``width``, ``label_visibility``, ``on_change``, …).
    """
    options = tuple(labels)
    if key not in st.session_state:
        from_url = st.query_params.get(key)
        st.session_state[key] = from_url if from_url in options else default
    elif st.session_state[key] not in options and st.session_state[key] is not None:
        st.session_state[key] = default
    make = _WIDGETS[widget]
    if widget == "segmented":
        kwargs.setdefault("required", default is not None)
    elif widget == "radio":
        kwargs.setdefault("horizontal", True)
    value = make(label, options, format_func=labels.__getitem__, key=key, **kwargs)
    if value is None and default is not None:
        value = default
    _write_url(key, None if value == default else value)
    return value


def _write_url(key: str, value: str | None) -> None:
    """Put ``value`` in the URL parameter ``key`` (``None``: remove it); only if it changed."""
    if value is None:
        if key in st.query_params:
            del st.query_params[key]
    elif st.query_params.get(key) != value:
        st.query_params[key] = value


# --------------------------------------------------------------------------- tables on a phone
#: The app's own constant CSS (nothing a student types is in it): Markdown tables in the page scroll
#: sideways inside their own box, so a wide table never makes a phone's page scroll.
_SCROLLING_TABLES_CSS = (
    "<style>[data-testid='stMain'] [data-testid='stMarkdownContainer'] table "
    "{ display: block; max-width: 100%; overflow-x: auto; }</style>"
)


def scrolling_tables() -> None:
    """Let this page's Markdown tables scroll inside their own box, never the page (a phone)."""
    st.html(_SCROLLING_TABLES_CSS)


# --------------------------------------------------------------------------- language
_LANG_CHOSEN = "_lang_chosen"  # session scalar: the student (or the link) chose the language


def _language_chosen() -> None:
    st.session_state[_LANG_CHOSEN] = True


def language_selector() -> str:
    """The sidebar's language control (URL ``lang``); returns the session's language.

    Without ``lang`` in the link the language is the browser's (``st.context.locale``,
    read per session), and the link carries no ``lang``: a student who shares it shares
    the settings, and the reader sees them in their own language. Once a language is
    chosen — in this control, or by a link that names one — ``lang`` stays in the
    address. Switching language keeps every other setting (they are keys and numbers).
    """
    if "lang" not in st.session_state:
        from_url = st.query_params.get("lang")
        chosen = next((lang for lang in LANGUAGES if from_url and lang.lower() == from_url.lower()), None)
        st.session_state["lang"] = chosen or language_of_locale(st.context.locale)
        st.session_state[_LANG_CHOSEN] = chosen is not None
    lang = st.selectbox(words("frame").LANGUAGE_LABEL, LANGUAGES, format_func=LANGUAGE_NAMES.__getitem__,
                        key="lang", on_change=_language_chosen)
    _write_url("lang", lang if st.session_state.get(_LANG_CHOSEN) else None)
    return lang


# --------------------------------------------------------------------------- reconnecting
#: Far beyond a lecture: the timer exists, it does not fire during a class.
_RECONNECT_TIMER = datetime.timedelta(days=1)


def _draws_nothing() -> None:
    """The body of the timer fragment of :func:`rerun_after_reconnect`."""


def rerun_after_reconnect() -> None:
    """Make a reconnected page draw itself again from its link before anything else.

    Every page draws its controls inside a fragment, so a change there asks the server to
    rerun that fragment alone. A server session that never ran the page (a restarted
    server, or the other replica after this one died) does not have the fragment and
    drops the request without a word: the number moves in the box and the link, and
    nothing else does. Streamlit 1.67's page reruns the whole app when its connection
    comes back only if the last run was a fragment run or the page has a fragment on a
    timer; this gives every page such a timer (a fragment that draws nothing, once a day),
    so the first thing a reconnected page does is a full run in its new session.
    """
    st.fragment(_draws_nothing, run_every=_RECONNECT_TIMER)()


# --------------------------------------------------------------------------- links
_DROPPED = "_link_not_understood"  # session scalar: names of parameters dropped from a link
#: Session scalar: pages whose link numbers were checked (the first full run of each page).
_LINK_PAGES_CHECKED = "_link_pages_checked"
#: Session scalar: the numbers the link gave the page now running, to compare once it has run.
_LINK_NUMBERS = "_link_numbers"


def _not_a_finite_number(value: str) -> bool:
    """True for text that is no number at all (``banana``, empty) or not a finite one (``1e309``, ``nan``)."""
    try:
        return not math.isfinite(float(value))
    except ValueError:
        return True


_TRUE = ("true", "1", "yes", "on")
_FALSE = ("false", "0", "no", "off")


def repair_url(page: Page) -> None:
    """Make the address one the page can read, before the page runs (the router calls this).

    For every URL parameter of the frame (``ui.pages.FRAME_PARAMS``) and of the page:

    * a choice given by a value from before keys (``region=HPD``, ``view=Predictive``)
      or in another case is rewritten to its key (``region=hpd``);
    * a choice the page does not know, or an empty one (``?sampling=``), is removed:
      the control starts at its default and the option shows highlighted;
    * a number that reads as infinite (``heads=1e309``, ``seed=-inf``) is removed:
      Streamlit 1.67 raises ``OverflowError`` turning it into an integer widget's value;
      so is one that is not a number at all (``a=banana``, ``nan``), which Streamlit would
      ignore without a word (a value out of a widget's range is Streamlit's to drop; the
      router names it afterwards, :func:`name_dropped_numbers`);
    * a switch written ``1``/``yes``/``on`` (or ``0``/``no``/``off``) becomes ``true``
      (``false``), the only spellings Streamlit reads; anything else is removed.

    What was removed is remembered for :func:`show_link_notice`. Streamlit reads a
    bound widget's value from the address at the start of a run, so after changing a
    number or a switch the page is rerun.
    """
    dropped: list[str] = []
    rerun = False
    given = st.query_params.to_dict()  # read once: each st.query_params lookup costs a session-state lock
    for param in (*FRAME_PARAMS, *page.params):
        value = given.get(param.name)
        if value is None:
            continue
        if param.kind == "choice":
            key = param.key_of(value)
            if key is None:
                del st.query_params[param.name]
                if value.strip():
                    dropped.append(param.name)
            elif key != value:
                st.query_params[param.name] = key
        elif param.kind in ("int", "float") and _not_a_finite_number(value):
            del st.query_params[param.name]
            if value.strip():
                dropped.append(param.name)
            rerun = True
        elif param.kind == "bool" and value not in ("true", "false"):
            spelled = value.strip().lower()
            if spelled in _TRUE or spelled in _FALSE:
                st.query_params[param.name] = "true" if spelled in _TRUE else "false"
            else:
                del st.query_params[param.name]
                dropped.append(param.name)
            rerun = True
    if dropped:
        st.session_state[_DROPPED] = ", ".join(sorted(set(dropped)))
    if rerun:
        st.rerun()
    checked = st.session_state.get(_LINK_PAGES_CHECKED, ())
    if page.name not in checked:
        # The first run of this page in the session reads its link: remember the link's numbers,
        # to find those Streamlit dropped (out of the widget's range) once the page has run.
        st.session_state[_LINK_PAGES_CHECKED] = (*checked, page.name)
        numbers = {p.name: given[p.name] for p in page.params if p.kind in ("int", "float") and p.name in given}
        if numbers:
            st.session_state[_LINK_NUMBERS] = numbers


def name_dropped_numbers() -> None:
    """After a page's first run, name the link's numbers its widgets did not take (the router calls this).

    Streamlit ignores a URL value outside a bound widget's range (``heads=-5``, ``a=5000``):
    the widget starts at its default and the value leaves the address without a word. A
    number of the link that its widget does not hold after the run is such a value; it is
    named in the link notice, shown by a rerun (once per page and session, only for such a
    link). A widget the page did not draw in this state is not judged.
    """
    numbers = st.session_state.pop(_LINK_NUMBERS, None)
    if not numbers:
        return
    ignored = [name for name, value in numbers.items()
               if name in st.session_state and not _holds(st.session_state[name], value)]
    if ignored:
        earlier = st.session_state.get(_DROPPED)
        st.session_state[_DROPPED] = ", ".join(sorted({*ignored, *(earlier.split(", ") if earlier else ())}))
        st.rerun()


def _holds(widget_value: Any, link_value: str) -> bool:
    """True when a widget's value is the number the link gave it (or cannot be compared with one)."""
    try:
        return math.isclose(float(widget_value), float(link_value), rel_tol=1e-9, abs_tol=1e-12)
    except (TypeError, ValueError):
        return widget_value is not None


def show_link_notice() -> None:
    """Say once, briefly, which settings of the link were not understood (see :func:`repair_url`)."""
    names = st.session_state.pop(_DROPPED, None)
    if names:
        st.caption(words("common").LINK_NOT_UNDERSTOOD.fill(names=Safe(f"`{names}`")))


# --------------------------------------------------------------------------- numbers and errors
def fmt(value: float | None, *, digits: int = 4, undefined: str | None = None) -> Number:
    """A number for a metric or a sentence, in the session's language (:func:`ui.text.number`).

    ``digits`` significant digits; ``None`` or NaN is shown as ``undefined`` (default:
    the language's word for it), never "nan".
    """
    return number(value, digits, undefined=undefined)


def error_message(err: ValueError) -> Safe:
    """A core error in the student's language: parameter, rule and value, as the core said them.

    An :class:`~bayeslab._validate.ArgumentError` is worded from its parts (so it
    translates); any other ``ValueError`` keeps the core's own words, escaped.
    """
    common = words("common")
    if isinstance(err, ArgumentError):
        rule = err.rule
        if rule.kind == "choice":
            rule_words = common.RULE_CHOICE.fill(choices=", ".join(rule.choices))
        elif rule.kind in ("number", "integer"):
            noun = common.RULE_INTEGER if rule.kind == "integer" else common.RULE_NUMBER
            if rule.low is not None and rule.high is not None:
                rule_words = common.RULE_BETWEEN.fill(
                    noun=noun, low=number(rule.low), high=number(rule.high),
                    open_low="(" if rule.low_open else "[", close_high=")" if rule.high_open else "]")
            elif rule.low is not None:
                rule_words = common.RULE_ABOVE.fill(
                    noun=noun, sign=">" if rule.low_open else "≥", low=number(rule.low))
            elif rule.high is not None:
                rule_words = common.RULE_BELOW.fill(
                    noun=noun, sign="<" if rule.high_open else "≤", high=number(rule.high))
            else:
                rule_words = noun
        else:
            rule_words = Safe(str(rule))
        shown = err.value if isinstance(err.value, (int, float)) and not isinstance(err.value, bool) else str(err.value)
        return common.ARGUMENT_ERROR.fill(name=Safe(f"`{err.name}`"), rule=rule_words, value=shown)
    return escape_markdown(str(err))


@contextlib.contextmanager
def show_errors(what_to_do: str) -> Iterator[None]:
    """Turn a core ``ValueError`` into ``st.error`` (in the student's language) and carry on.

    Use around a block whose input comes from a student::

        with show_errors(text.SEQUENCE_FIX):
            heads, tails = count_flips(typed)

    The block stops at the error; code after the ``with`` still runs, so the page
    keeps working. ``what_to_do`` (from the page's words) follows the message.
    """
    try:
        yield
    except ValueError as err:
        st.error(f"{error_message(err)} {what_to_do}", icon=":material/error:")
