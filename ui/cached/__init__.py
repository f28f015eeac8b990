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

from ui.server import enable_tcp_nodelay

__all__ = ["LIBRARIES", "PAGE_MODULES", "WarmUp", "warm_up"]

#: Libraries that must be imported whole before a page starts: Altair and Streamlit probe
#: ``sys.modules`` for pandas and Arrow and would see a half-imported module.
LIBRARIES = ("numpy", "scipy.special", "pyarrow", "pandas", "altair")

#: Every page's own modules, and SciPy's root finder (only the HPD region needs it). Plain
#: imports: if a page gets to one first, Python's import lock makes the other thread wait.
PAGE_MODULES = (
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
    "scipy.optimize",
)


class WarmUp:
    """The background import of :data:`LIBRARIES` and :data:`PAGE_MODULES`, then ``gc.freeze()``."""

    def __init__(self) -> None:
        self.libraries_loaded = threading.Event()
        self.thread = threading.Thread(target=self._run, name="bayeslab-warm-up", daemon=True)
        self.thread.start()

    def _run(self) -> None:
        try:
            for name in LIBRARIES:
                importlib.import_module(name)
        finally:
            # Set even on a failed import: the page then imports (and reports) it itself.
            self.libraries_loaded.set()
        for name in PAGE_MODULES:
            importlib.import_module(name)
        # Streamlit's post-run collection is off (config.toml), but Python's own full
        # collections still walk the heap: freezing moves everything alive after the
        # imports (hundreds of thousands of long-lived objects) out of their way.
        gc.collect()
        gc.freeze()

    def wait_for_libraries(self) -> None:
        """Block until the libraries are imported (a topic page calls this before it runs)."""
        self.libraries_loaded.wait()


@st.cache_resource(max_entries=1, show_spinner=False)
def warm_up() -> WarmUp:
    """Tune the server and start importing what the pages need, once per process.

    Called by the router on the first run: the home page shows without waiting ≈ 1 s
    for NumPy, SciPy, pandas and Altair, and by the time a student opens a topic page
    its modules are loaded. A topic page opened first waits only for the libraries
    (:meth:`WarmUp.wait_for_libraries`), not for the other pages' modules.

    The server's sockets get ``TCP_NODELAY`` here too (:mod:`ui.server`: without it
    every rerun waits up to 40 ms on a delayed acknowledgement).
    """
    enable_tcp_nodelay()
    return WarmUp()
