"""In front of a class: projector mode and the share-this-setting QR code (every page gets them).

Both live in the frame (``app.py`` draws them in the sidebar), so a page added to the
registry has them without a line of its own.

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
from urllib.parse import urlencode, urlsplit, urlunsplit

import streamlit as st

from ui.text import words

__all__ = ["PROJECTOR_CHART_CONFIG", "projector_mode", "qr_png", "share_button", "share_url"]

#: The app's own CSS for projector mode (a constant: nothing a student types is in it).
_PROJECTOR_CSS = """
<style>
html { font-size: 20px; }
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
