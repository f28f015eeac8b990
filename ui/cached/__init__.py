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
import importlib
import threading

import streamlit as st

__all__ = ["PAGE_MODULES", "warm_up"]

#: What the pages import: NumPy/SciPy/Altair/pandas/Arrow and every page's modules.
PAGE_MODULES = (
    "numpy",
    "scipy.special",
    "pyarrow",
    "pandas",
    "altair",
    "bayeslab.beta_binomial",
    "bayeslab.datasets",
    "bayeslab.estimators",
    "bayeslab.naive_bayes",
    "bayeslab.number_game",
    "bayeslab.text",
    "ui.beta_widgets",
    "ui.charts.beta",
    "ui.charts.estimators",
    "ui.charts.number_game",
    "ui.charts.spam",
    "ui.widgets",
)


def _import_and_freeze() -> None:
    for name in PAGE_MODULES:
        importlib.import_module(name)
    # Streamlit's post-run collection is off (config.toml), but Python's own full
    # collections still walk the heap: freezing moves everything alive after the imports
    # (hundreds of thousands of long-lived objects) out of their way.
    gc.collect()
    gc.freeze()


@st.cache_resource(max_entries=1, show_spinner=False)
def warm_up() -> threading.Thread:
    """Import every page's modules and freeze the heap, once per process, in the background.

    Called by the router on the first run: the first page shows without waiting ≈ 1 s
    for NumPy, SciPy, pandas and Altair, and by the time a student opens a topic page
    its modules are loaded. A page that gets there first simply imports what it needs
    itself (Python's import lock makes the two wait for each other, never load twice).
    """
    thread = threading.Thread(target=_import_and_freeze, name="bayeslab-warm-up", daemon=True)
    thread.start()
    return thread
