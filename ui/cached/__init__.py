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

import copy
import functools
import gc
import importlib
import os
import threading

import streamlit as st

from ui.server import enable_tcp_nodelay

__all__ = ["FAVICON", "LIBRARIES", "WarmUp", "navigation_pages", "page_modules", "source_url", "warm_up"]

#: Libraries that must be imported whole before a page starts: Altair and Streamlit probe
#: ``sys.modules`` for pandas and Arrow and would see a half-imported module.
LIBRARIES = ("numpy", "scipy.special", "pyarrow", "pandas", "altair")

def page_modules() -> tuple[str, ...]:
    """Every page's own modules (from the registry, ``ui.pages``), each once, in page order."""
    from ui import pages

    names: dict[str, None] = {}
    for page in pages.PAGES:
        names.update(dict.fromkeys(page.modules))
    return tuple(names)


class WarmUp:
    """The background import of :data:`LIBRARIES` and :func:`page_modules`, then ``gc.freeze()``."""

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
        for name in page_modules():
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


@st.cache_resource(max_entries=1, show_spinner=False)
def source_url() -> str | None:
    """The address of this deployment's source code, if the deployment names one.

    From the environment variable ``BAYESLAB_SOURCE_URL`` or the Streamlit secret
    ``source_url`` (``.streamlit/secrets.toml``, or the secrets box on Community
    Cloud); ``None`` otherwise, and the sidebar shows no link. Only ``http(s)``
    addresses are used.
    """
    url = os.environ.get("BAYESLAB_SOURCE_URL", "").strip()
    if not url:
        try:
            url = str(st.secrets.get("source_url", "")).strip()
        except Exception:  # no secrets file at all: Streamlit raises rather than return nothing
            url = ""
    return url if url.startswith(("https://", "http://")) else None


#: The tab icon as a data URL, read once: a file path would be read and registered with
#: the media manager on every run (≈ 2.5 ms), a material-icon name fetched from a font server.
FAVICON = "data:image/png;base64," + __import__("base64").b64encode(
    (__import__("pathlib").Path(__file__).resolve().parents[1] / "static" / "favicon.png").read_bytes()
).decode()


@functools.cache
def _navigation_prototypes(lang: str) -> tuple[st.Page, dict[str, tuple[st.Page, ...]]]:
    """The navigation's pages for one language, built once (≈ 1 ms a page: path resolution)."""
    from ui import pages
    from ui.text import words

    frame = words("frame", lang)
    home = st.Page(pages.HOME.script, title=frame.HOME_NAV_TITLE, icon=pages.HOME.icon,
                   url_path=pages.HOME.url_path, default=True)
    sections: dict[str, list[st.Page]] = {}
    for entry in pages.PAGES:
        sections.setdefault(frame.SECTIONS[entry.section], []).append(
            st.Page(entry.script, title=words(entry.name, lang).NAV_TITLE, icon=entry.icon,
                    url_path=entry.url_path))
    return home, {title: tuple(items) for title, items in sections.items()}


def navigation_pages(lang: str) -> tuple[st.Page, dict[str, list[st.Page]]]:
    """Fresh copies of the navigation's pages (home, {section title: pages}) for this run.

    Copies, not the cached objects: ``st.navigation`` marks the page it is about to run
    and ``Page.run`` clears that mark, so two students' runs must not share one object.
    """
    home, sections = _navigation_prototypes(lang)
    return copy.copy(home), {title: [copy.copy(p) for p in items] for title, items in sections.items()}
