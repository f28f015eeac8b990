"""Cold start: seconds from ``streamlit run`` to the first page drawn in Chromium.

For the home page and each of the four pages, a fresh server is started (the
moment a Cloud app wakes up, or an instructor types ``streamlit run``) and a
headless Chromium, already open, goes to the page's URL as soon as the server
answers ``/_stcore/health``. The clock stops when the script has finished
(``[data-testid='stApp'][data-test-script-state='notRunning']``), the main area
shows content, no element is still a loading skeleton (``stSkeleton``: widget
code is fetched lazily) and every chart has been drawn (a ``canvas`` or
``svg.marks`` inside each ``stVegaLiteChart``). Budget: 3 s.

One line per page::

    page=coin cold_start_s=… runs=[…] health_s=… html_s=… first_content_s=… router_ran=true …

``health_s``, ``html_s`` and ``first_content_s`` are the moments (from the same
start) when the server answered its health check, the HTML arrived and the
first element appeared in the main area; ``router_ran`` says
whether the first request went through ``app.py``'s ``st.navigation`` (see the
multipage "v1" note in ``bench/README.md``). Run from the repository root::

    python -m bench.cold_start               # 3 fresh starts per page, median
    python -m bench.cold_start --repeat 1 --pages coin
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.load import REPO, streamlit_server  # noqa: E402

CHROMIUM = "/usr/bin/chromium"
#: Flags for a headless Chromium in a container; the browser tests (tests/e2e) use them too.
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
]
IDLE = "[data-testid='stApp'][data-test-script-state='notRunning']"
MAIN_CONTENT = "[data-testid='stMain'] [data-testid='stElementContainer']"
# The router's navigation lists the url paths of st.navigation; MPA v1 mode would not.
ROUTER_LINK = "[data-testid='stSidebarNav'] a[href$='/naive-bayes']"
PAGES = ("", "coin", "number-game", "naive-bayes", "estimators")
BUDGET_S = 3.0


def _drawn(page) -> bool:
    """No element is still a loading skeleton and every chart has its marks."""
    return page.evaluate(
        """() => !document.querySelector("[data-testid='stMain'] [data-testid='stSkeleton']")
                 && Array.from(document.querySelectorAll("[data-testid='stVegaLiteChart']"))
                    .every(c => c.querySelector('canvas, svg.marks'))"""
    )


def cold_start_once(browser, url_path: str, args: argparse.Namespace) -> dict:
    """Start a fresh server, open ``/<url_path>``; seconds until drawn."""
    context = browser.new_context(viewport={"width": 1280, "height": 800})
    page = context.new_page()
    t0 = time.perf_counter()
    try:
        with streamlit_server(args.app, cwd=args.repo, env={"BAYESLAB_OFFLINE": "1"}) as server:
            health_s = time.perf_counter() - t0
            timeout_ms = args.timeout * 1000
            page.goto(f"{server.url}/{url_path}", wait_until="domcontentloaded", timeout=timeout_ms)
            html_s = time.perf_counter() - t0
            page.wait_for_selector(MAIN_CONTENT, timeout=timeout_ms)
            content_s = time.perf_counter() - t0
            page.wait_for_selector(IDLE, timeout=timeout_ms)
            deadline = time.perf_counter() + args.timeout
            while not _drawn(page) and time.perf_counter() < deadline:
                page.wait_for_timeout(20)
            elapsed = time.perf_counter() - t0
            router_ran = page.locator(ROUTER_LINK).count() > 0
            exceptions = page.locator("[data-testid='stException']").count()
            charts = page.locator("[data-testid='stVegaLiteChart']").count()
            if args.screenshots:
                out = Path(args.screenshots)
                out.mkdir(parents=True, exist_ok=True)
                page.screenshot(path=str(out / f"cold_{url_path or 'home'}.png"))
    finally:
        context.close()
    return {
        "elapsed": elapsed,
        "health": health_s,
        "html": html_s,
        "content": content_s,
        "router_ran": router_ran,
        "exceptions": exceptions,
        "charts": charts,
    }


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--pages", default=",".join(PAGES), help="url paths; empty = home")
    p.add_argument("--repeat", type=int, default=3, help="fresh starts per page (median printed)")
    p.add_argument("--timeout", type=float, default=60.0, help="s to wait for one page")
    p.add_argument("--repo", type=Path, default=REPO)
    p.add_argument("--app", default="app.py")
    p.add_argument("--screenshots", help="folder for a PNG of each page as first drawn")
    args = p.parse_args(argv)

    from playwright.sync_api import sync_playwright

    pages = [s.strip() for s in args.pages.split(",")]
    over = 0
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS, headless=True)
        try:
            for url_path in pages:
                runs = [cold_start_once(browser, url_path, args) for _ in range(args.repeat)]
                times = [r["elapsed"] for r in runs]
                median = statistics.median(times)
                over += median > BUDGET_S
                print(
                    f"page={url_path or 'home'} cold_start_s={median:.2f} "
                    f"runs={[round(t, 2) for t in times]} "
                    f"health_s={statistics.median(r['health'] for r in runs):.2f} "
                    f"html_s={statistics.median(r['html'] for r in runs):.2f} "
                    f"first_content_s={statistics.median(r['content'] for r in runs):.2f} "
                    f"router_ran={str(all(r['router_ran'] for r in runs)).lower()} "
                    f"exceptions={sum(r['exceptions'] for r in runs)} "
                    f"charts={runs[-1]['charts']} budget_s={BUDGET_S}",
                    flush=True,
                )
        finally:
            browser.close()
    return 1 if over else 0


if __name__ == "__main__":
    sys.exit(main())
