"""Small Streamlit helpers shared by every page.

Keep page scripts thin: showing a chart, formatting a number for a metric and
turning a core ``ValueError`` into a friendly ``st.error`` live here, once.
"""

from __future__ import annotations

import contextlib
import math
from typing import Any, Callable, Iterator, Mapping, Sequence

import streamlit as st

from ui.text import Number, number

__all__ = ["choice", "drop_infinite_url_numbers", "fmt", "show_chart", "show_errors"]


def show_chart(spec: Mapping[str, Any], *, key: str | None = None) -> None:
    """Render a spec from ``ui.charts`` at the container's width (phones included)."""
    st.vega_lite_chart(spec, width="stretch", key=key)


def choice(label: str, options: Sequence[Any], *, default: Any, key: str, **kwargs: Any) -> Any:
    """A segmented control that always has one option chosen, bound to the URL parameter ``key``.

    ``required=True`` alone is not enough: with an empty value in a link (``?sampling=``)
    Streamlit 1.67 returns ``None`` and highlights no option. Such a parameter is
    dropped from the address first (see :func:`drop_infinite_url_numbers`), so the
    control starts at ``default`` as if the parameter were missing. ``kwargs`` go to
    ``st.segmented_control`` (``help``, ``format_func``, ``width``, ``label_visibility``).
    """
    _drop_url_parameters((key,), lambda value: value == "")
    value = st.segmented_control(label, options, default=default, required=True, key=key,
                                 bind="query-params", **kwargs)
    return default if value is None else value


def fmt(value: float | None, *, digits: int = 4, undefined: str | None = None) -> Number:
    """A number for a metric or a sentence, in the session's language (:func:`ui.text.number`).

    ``digits`` significant digits; ``None`` or NaN is shown as ``undefined`` (default:
    the language's word for it), never "nan".
    """
    return number(value, digits, undefined=undefined)


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


def _drop_url_parameters(names: Sequence[str], unusable: Callable[[str], bool]) -> None:
    """Remove the URL parameters among ``names`` whose value is ``unusable``; rerun if any was."""
    bad = [name for name in names if name in st.query_params and unusable(st.query_params[name])]
    if bad:
        for name in bad:
            del st.query_params[name]
        st.rerun()


def _reads_as_infinite(value: str) -> bool:
    try:
        return math.isinf(float(value))
    except ValueError:
        return False


def drop_infinite_url_numbers(*names: str) -> None:
    """Remove URL parameters among ``names`` whose value reads as ±infinity, then rerun.

    Call before creating integer ``st.number_input`` widgets bound to those URL
    parameters. Streamlit ignores a URL value such a widget cannot take (``heads=-3``,
    ``heads=abc``), except one that parses as an infinite float (``heads=1e309``,
    ``heads=-inf``, a run of 400 nines): turning it into an integer raises
    ``OverflowError`` inside Streamlit 1.67 and the page would show an exception. The
    parameter is dropped from the address, as Streamlit drops other unusable values.
    """
    _drop_url_parameters(names, _reads_as_infinite)
