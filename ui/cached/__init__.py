"""Process-wide caches used by the pages, defined once per process.

Why here and not in the page scripts: a page script runs again on every slider
release, so a function decorated inside it is decorated again every time. For
``st.cache_data``/``st.cache_resource`` that costs about 1 ms per rerun (Streamlit
reads and hashes the function's source to find its cache), and a
``functools.lru_cache`` defined in a page is a new, empty cache on every run.
Defined in an imported module, each cache is built once and shared by every student.

Rules: every cache is bounded (``max_entries=`` / ``maxsize=``) and keyed by
scalars; big shared objects (corpora, fitted counts, hypothesis spaces) go in
``st.cache_resource`` and are treated as read-only.
"""

from __future__ import annotations

import gc

import streamlit as st

__all__ = ["freeze_heap_once"]


@st.cache_resource(max_entries=1, show_spinner=False)
def freeze_heap_once() -> bool:
    """Freeze the objects alive after start-up, once per process.

    Streamlit runs a full ``gc.collect`` after every script run; with numpy, scipy,
    pandas and altair loaded that walks hundreds of thousands of long-lived objects
    each time (≈ 36 ms holding the GIL, see ``../shared/STREAMLIT.md``). Frozen
    objects are skipped by the collector.
    """
    gc.collect()
    gc.freeze()
    return True
