"""In front of a class: projector mode, the share QR code, predict-then-reveal, show the code.

Projector mode, sharing and the predict switch live in the frame (``app.py`` draws them in
the sidebar), so a page added to the registry has them without a line of its own; a page
adds its own prompts (:func:`guess`, :func:`how_far`) and its snippet (:func:`code_button`).

* **Projector mode** (URL ``projector=1``): larger type for the back row, and thicker lines,
  bigger marks and larger axis text in every chart (``ui.widgets.show_chart`` adds
  :data:`PROJECTOR_CHART_CONFIG`). The style is the app's own constant CSS: no user text
  ever reaches it.
* **Share**: a dialog with the current page's full link — every setting, the language if one
  was chosen — as a QR code big enough to scan from the back of a lecture hall, and as
  text to copy. The QR code is made here (``segno``, pure Python): no web service sees it.
"""

from __future__ import annotations

import functools
import io
from dataclasses import dataclass
from typing import Callable, Hashable, Mapping
from urllib.parse import urlencode, urlsplit, urlunsplit

import streamlit as st

from bayeslab.bayes_rule import parse_probability
from ui.text import Safe, number, words

__all__ = [
    "PROJECTOR_CHART_CONFIG",
    "Guess",
    "code_button",
    "guess",
    "how_far",
    "predict_mode",
    "projector_mode",
    "qr_png",
    "share_button",
    "share_url",
]

#: The app's own CSS for projector mode (a constant: nothing a student types is in it).
_PROJECTOR_CSS = """
<style>
html { font-size: 20px; }
/* Streamlit leaves ~6rem above a page for its header: on a projector that is chart space. */
[data-testid="stMainBlockContainer"] { padding-top: 2.5rem; }
[data-testid="stMetricValue"] { font-size: 2.6rem; }
[data-testid="stMarkdownContainer"] p, [data-testid="stMarkdownContainer"] li { line-height: 1.45; }
</style>
"""

#: Vega-Lite config merged into every chart in projector mode.
PROJECTOR_CHART_CONFIG = {
    "axis": {"labelFontSize": 16, "titleFontSize": 18, "tickWidth": 2, "domainWidth": 2},
    "legend": {"labelFontSize": 16, "titleFontSize": 16, "symbolSize": 220, "symbolStrokeWidth": 4},
    "header": {"labelFontSize": 16, "titleFontSize": 18},
    "title": {"fontSize": 20},
    "line": {"strokeWidth": 4},
    "rule": {"strokeWidth": 3},
    "point": {"size": 140, "strokeWidth": 3},
    "circle": {"size": 140},
    "text": {"fontSize": 16},
}


def projector_mode() -> bool:
    """The sidebar's projector toggle (URL ``projector``); applies the style when on."""
    on = st.toggle(words("frame").PROJECTOR_LABEL, key="projector", bind="query-params",
                   help=words("frame").PROJECTOR_HELP)
    if on:
        st.html(_PROJECTOR_CSS)
    return bool(on)


def is_projector() -> bool:
    """Whether this session shows the page in projector mode (for charts)."""
    return bool(st.session_state.get("projector", False))


def is_predict() -> bool:
    """Whether this session asks for guesses before answers (the sidebar's predict switch)."""
    return bool(st.session_state.get("predict", False))


def share_url() -> str:
    """The current page's full link: its address with every setting now in the URL."""
    base = st.context.url or ""
    scheme, netloc, path, _, _ = urlsplit(base)
    query = urlencode(st.query_params.to_dict())
    return urlunsplit((scheme, netloc, path, query, ""))


@functools.lru_cache(maxsize=256)
def qr_png(url: str) -> bytes:
    """The QR code of ``url`` as a PNG: error correction M, a wide quiet zone, big modules.

    Cached per link: a class projects a few settings, each drawn once.
    """
    import segno

    out = io.BytesIO()
    segno.make(url, error="m", micro=False).save(out, kind="png", scale=12, border=4)
    return out.getvalue()


def _share_dialog_body(url: str) -> None:
    frame = words("frame")
    st.image(qr_png(url), width=420, caption=frame.SHARE_QR_CAPTION)
    st.code(url, language=None, wrap_lines=True)
    st.caption(frame.SHARE_HINT)


def share_button() -> None:
    """A sidebar button that opens the share dialog (the QR code is made only then)."""
    frame = words("frame")
    if st.button(frame.SHARE_LABEL, key="share", icon=":material/qr_code_2:", help=frame.SHARE_HELP,
                 width="stretch"):
        st.dialog(frame.SHARE_TITLE, width="medium")(_share_dialog_body)(share_url())


# --------------------------------------------------------------------------- predict, then reveal
def predict_mode() -> bool:
    """The sidebar's predict-then-reveal switch (URL ``predict``): pages ask for a guess first."""
    frame = words("frame")
    return bool(st.toggle(frame.PREDICT_LABEL, key="predict", bind="query-params", help=frame.PREDICT_HELP))


@dataclass(frozen=True)
class Guess:
    """A student's guess for one prompt, and whether the answer may be shown."""

    #: True when predict-then-reveal is off, or the student asked to see the answer for this state.
    revealed: bool
    #: The guess: a probability in [0, 1] (``kind="percent"``) or an option key (``kind="choice"``);
    #: None when predict mode is off or nothing was given.
    value: float | str | None


def _state_token(state: Hashable) -> str:
    return repr(state)


def guess(key: str, question: str, *, state: Hashable, kind: str = "percent",
          options: Mapping[str, str] | None = None) -> Guess:
    """Ask for a guess before the page shows its answer (only in predict-then-reveal mode).

    The guess belongs to the current ``state`` (the settings the answer depends on, e.g.
    ``(a, b, heads, tails)``): when they change, the answer hides again and a new guess is
    asked. Nothing leaves the session: guesses are not in the URL and not stored anywhere.

    Parameters
    ----------
    key : str
        Names this prompt on its page (widget keys ``guess_<key>``, ``reveal_<key>``).
    question : str
        The prompt, from the page's words.
    kind : "percent" or "choice"
        A probability typed in per cent (``70``, ``70%``, ``0,7`` …), or one of ``options``.
    """
    if not is_predict():
        return Guess(True, None)
    frame = words("frame")
    token = _state_token(state)
    state_key, shown_key = f"_guess_state_{key}", f"_revealed_{key}"
    if st.session_state.get(state_key) != token:  # new settings: a new question
        st.session_state[state_key] = token
        st.session_state.pop(shown_key, None)
        st.session_state.pop(f"guess_{key}", None)
    with st.container(border=True):
        st.markdown(f"**{frame.PREDICT_HEADER}** {question}")
        with st.container(horizontal=True, vertical_alignment="bottom"):
            if kind == "choice":
                value = st.segmented_control(frame.GUESS_CHOICE_LABEL, tuple(options or {}),
                                             format_func=(options or {}).__getitem__, key=f"guess_{key}")
            else:
                typed = st.text_input(frame.GUESS_PERCENT_LABEL, key=f"guess_{key}",
                                      placeholder=frame.GUESS_PERCENT_PLACEHOLDER)
                value = None
                if typed and typed.strip():
                    try:
                        value = parse_probability("guess", typed, percent=True)
                    except ValueError:
                        st.error(frame.GUESS_UNREADABLE, icon=":material/error:")
            # Revealed by a callback, so the run that follows the click already draws it spent.
            st.button(frame.REVEAL_LABEL, key=f"reveal_{key}",
                      disabled=value is None or st.session_state.get(shown_key) == token,
                      on_click=st.session_state.__setitem__, args=(shown_key, token))
    revealed = st.session_state.get(shown_key) == token
    if not revealed:
        st.caption(frame.PREDICT_WAITING)
    return Guess(revealed, value)


def how_far(answer_guess: Guess, answer: float | str, *, answer_text: str) -> None:
    """After the reveal: the guess against the answer, in words (nothing if no guess was asked)."""
    if answer_guess.value is None:
        return
    frame = words("frame")
    if isinstance(answer_guess.value, str):
        message = frame.GUESS_RIGHT if answer_guess.value == answer else frame.GUESS_WRONG
        st.info(message.fill(answer=Safe(answer_text)), icon=":material/psychology:")
        return
    off = abs(float(answer_guess.value) - float(answer)) * 100
    st.info(frame.GUESS_DISTANCE.fill(guess=number(float(answer_guess.value) * 100, 3),
                                      answer=Safe(answer_text), off=number(off, 3)),
            icon=":material/psychology:")


# --------------------------------------------------------------------------- show the code
def code_button(build: Callable[[], str]) -> None:
    """A button that shows a short Python snippet reproducing the page's numbers (made only on click).

    ``build`` returns the code for the page's current state; it uses ``bayeslab`` only, so
    it runs in a notebook after ``pip install`` of this repository (``pyproject.toml``).
    """
    frame = words("frame")
    if st.button(frame.CODE_LABEL, key="code", icon=":material/code:", help=frame.CODE_HELP):
        st.dialog(frame.CODE_TITLE, width="large")(_code_body)(build())


def _code_body(code: str) -> None:
    frame = words("frame")
    st.code(code, language="python")
    st.caption(frame.CODE_INSTALL)
