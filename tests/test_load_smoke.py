"""Load smoke test: a small class on a real server, every rerun must finish cleanly.

Ten simulated students (``bench/stclient.py``: Streamlit's own websocket
protocol, no browser) spread over the pages each change their page's
typical widget five times. The test asserts what a class would notice: no
exception on any page, no rerun left unfinished, no dropped connection; and
that each change reran only its page's fragment, not the frame around it.
Latency is measured by ``bench/load.py``, never asserted here (the machine is
noisy).
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import textwrap
from pathlib import Path

import pytest

from bench.load import BAYESLAB_PAGES, PagePlan, drive, streamlit_server
from bench.stclient import StreamlitSession

REPO_ROOT = Path(__file__).resolve().parents[1]
SESSIONS = 10
RERUNS = 5


def _run(coroutine):
    """Run ``coroutine`` to completion on a fresh event loop in its own thread.

    The browser tests (Playwright's sync API) leave an event loop running in the main
    thread for the rest of the session, where ``asyncio.run`` refuses to start.
    """
    with concurrent.futures.ThreadPoolExecutor(max_workers=1) as pool:
        return pool.submit(asyncio.run, coroutine).result()


@pytest.fixture(scope="module")
def app_server():
    """A fresh ``streamlit run app.py``; also records how its very first visit was routed.

    The first request goes straight to ``/coin``, as a shared link does right after
    a Cloud app wakes up. Then the home page is opened once, as the instructor does
    before class, so that the class itself is routed normally either way.
    """
    with streamlit_server("app.py", cwd=REPO_ROOT, env={"BAYESLAB_OFFLINE": "1"}) as server:

        async def first_visit() -> set[str]:
            async with StreamlitSession(server.url, timeout_s=60) as session:
                await session.open("coin")
                pages = set(session.pages)
            async with StreamlitSession(server.url, timeout_s=60) as session:
                await session.open("")
            return pages

        yield server, _run(first_visit())


def _run_class(url: str, pages: tuple[PagePlan, ...], sessions: int, reruns: int):
    return _run(
        drive(
            url,
            pages,
            sessions,
            reruns=reruns,
            think_s=0.3,
            ramp_s=1.0,
            timeout_s=30.0,
            max_s=45.0,
            seed=0,
        )
    )


def test_a_small_class_sees_no_errors_and_every_rerun_finishes(app_server):
    server, _ = app_server
    out = _run_class(server.url, BAYESLAB_PAGES, SESSIONS, RERUNS)
    details = "\n".join(out.error_examples) + "\n--- server log ---\n" + server.log_tail()
    assert out.n_errors == 0, f"errors {out.errors}:\n{details}"
    assert out.completed == SESSIONS * RERUNS, details
    assert len(out.open_latencies) == SESSIONS
    # Every page was visited and rerun (the students are spread round-robin).
    assert set(out.by_page) == {plan.url_path for plan in BAYESLAB_PAGES}
    # Each page draws its controls inside an st.fragment: the browser asks for a fragment run
    # and the server reruns the page alone (the frame's language, switches and navigation stay).
    assert out.fragment_runs == out.completed, f"{out.fragment_runs} of {out.completed} changes were fragment runs"


def test_the_first_visit_to_a_page_link_goes_through_the_router(app_server):
    """A shared link opened on a fresh server runs app.py's st.navigation.

    Streamlit 1.67 serves a fresh server in multipage "v1" mode while a folder named
    ``pages/`` sits next to the entry point: ``/coin`` then ran ``pages/coin.py``
    without app.py (no page config, no shared frame) and ``/naive-bayes`` answered
    "page not found", until some run reached ``st.navigation``. The page scripts
    live in ``views/`` for that reason; this guards against a ``pages/`` folder
    coming back.
    """
    _, first_visit_pages = app_server
    assert {plan.url_path for plan in BAYESLAB_PAGES} <= first_visit_pages, first_visit_pages


def test_the_client_reports_an_exception_on_the_page(tmp_path):
    """The smoke test can fail: a page that raises is counted as an error."""
    script = tmp_path / "raises.py"
    script.write_text(
        textwrap.dedent(
            """
            import streamlit as st

            x = st.slider("x", 0, 10, 0, key="x")
            if x > 5:
                raise RuntimeError("the page broke")
            """
        )
    )
    plan = PagePlan("", "x", lambda widget, rng: 8)
    with streamlit_server(script, cwd=tmp_path) as server:
        out = _run_class(server.url, (plan,), sessions=2, reruns=1)
    assert out.errors.get("exception") == 2, out.error_examples
    assert out.completed == 0
