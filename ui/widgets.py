"""Small Streamlit helpers shared by every page.

Keep page scripts thin: showing a chart, formatting a number for a metric and
turning a core ``ValueError`` into a friendly ``st.error`` live here, once.
"""

from __future__ import annotations

import contextlib
import math
from typing import Any, Iterator, Mapping

import streamlit as st

__all__ = ["fmt", "show_chart", "show_errors"]


def show_chart(spec: Mapping[str, Any], *, key: str | None = None) -> None:
    """Render a spec from ``ui.charts`` at the container's width (phones included)."""
    st.vega_lite_chart(spec, width="stretch", key=key)


def fmt(value: float | None, *, digits: int = 4, undefined: str = "undefined") -> str:
    """Format a number for a metric: ``digits`` significant digits, words for NaN.

    Parameters
    ----------
    value : float or None
        The number; ``None`` or NaN is shown as ``undefined`` (never "nan").
    digits : int
        Significant digits (3-4 on the pages).
    undefined : str
        The words to show where the value does not exist (e.g. "no data yet").
    """
    if value is None:
        return undefined
    value = float(value)
    if math.isnan(value):
        return undefined
    if math.isinf(value):
        return "∞" if value > 0 else "−∞"
    if value == 0:
        return "0"
    text = f"{value:.{digits}g}"
    if "e" in text:
        mantissa, exponent = text.split("e")
        return f"{mantissa} × 10^{int(exponent)}"
    return text


@contextlib.contextmanager
def show_errors(what_to_do: str) -> Iterator[None]:
    """Turn a core ``ValueError`` into ``st.error`` and let the page carry on.

    Use around a block whose input comes from a student::

        with show_errors("Use only H and T."):
            heads, tails = count_flips(text)

    The block stops at the error; code after the ``with`` still runs, so the page
    keeps working. ``what_to_do`` is appended to the core's message.
    """
    try:
        yield
    except ValueError as err:
        st.error(f"{err}. {what_to_do}".replace("..", "."), icon="⚠️")
