"""Real-browser tests: a real ``streamlit run app.py`` server and Debian Chromium.

Playwright cannot download its own browsers here, so the tests drive the system
Chromium (``apt-get install -y chromium``). Where it is missing, the browser tests
skip with a reason — unless ``BAYESLAB_REQUIRE_BROWSER=1`` (set by ``.ci/run``), in
which case a missing browser is a failure: CI must never pass by skipping them.
"""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

from bench.cold_start import CHROMIUM_ARGS
from bench.load import streamlit_server

REPO_ROOT = Path(__file__).resolve().parents[2]
CHROMIUM_CANDIDATES = ("/usr/bin/chromium", "/usr/bin/chromium-browser")


def _chromium_path() -> str | None:
    for candidate in CHROMIUM_CANDIDATES:
        if Path(candidate).exists():
            return candidate
    return shutil.which("chromium")


def _browser_required() -> bool:
    return os.environ.get("BAYESLAB_REQUIRE_BROWSER", "") not in ("", "0")


def pytest_collection_modifyitems(config, items):
    """Mark every test in this folder ``e2e``; skip them all without a browser."""
    here = Path(__file__).parent
    chromium = _chromium_path()
    try:
        import playwright  # noqa: F401

        reason = None if chromium else "Debian chromium not installed (apt-get install -y chromium)"
    except ImportError:
        reason = "pytest-playwright not installed (pip install -r requirements-dev.txt)"
    for item in items:
        if here in Path(str(item.fspath)).parents:
            item.add_marker(pytest.mark.e2e)
            # Required (CI): no skip, so the launch fixture below fails every test.
            if reason is not None and not _browser_required():
                item.add_marker(pytest.mark.skip(reason=reason))


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args):
    """Launch the system Chromium (pytest-playwright fixture override)."""
    if _chromium_path() is None:
        pytest.fail("browser tests are required (BAYESLAB_REQUIRE_BROWSER=1) but Debian chromium is missing")
    return {
        **browser_type_launch_args,
        "executable_path": _chromium_path(),
        "args": CHROMIUM_ARGS,
        "headless": True,
    }


@pytest.fixture(scope="session")
def browser_context_args(browser_context_args):
    """Desktop viewport by default; phone tests set their own viewport."""
    return {**browser_context_args, "viewport": {"width": 1280, "height": 800}}


@pytest.fixture(scope="session")
def app_url(tmp_path_factory) -> str:
    """Base URL of a real BayesLab server (``streamlit run app.py``) for the session.

    Started by the benchmarks' ``streamlit_server`` (headless, 127.0.0.1, a free
    port, its own process group, ended after the session). Its output stays in
    pytest's temporary folder (``server0/streamlit.log``); a failed start shows
    the tail of it.
    """
    log_path = tmp_path_factory.mktemp("server") / "streamlit.log"
    with streamlit_server(
        "app.py", cwd=REPO_ROOT, env={"BAYESLAB_OFFLINE": "1"}, log_path=log_path
    ) as server:
        yield server.url
