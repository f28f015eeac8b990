"""Server cost of one rerun per page, as a ratio to an empty one-widget page.

For each page, apply the page's typical widget change (a slider release, a new text)
again and again and time the script run on the script thread: the wrapped
``ScriptRunner._run_script`` plus, where ``.streamlit/config.toml`` leaves
``runner.postScriptGC`` on, the full ``gc.collect(2)`` a real server runs after every
script run (AppTest's runner skips it, so it is added here). AppTest's own wall time
is not used: its polling loop distorts it.

Scripts are compiled once and cached, as on a server (AppTest alone would recompile
them on every run).

Run from the repository root::

    python -m bench.rerun            # every page, 30 reruns each
    python -m bench.rerun coin -n 50 # one page

Prints one line per page, ``page=<name> rerun_ms=<median> empty_ms=<median> ratio=<x>
msgs=<n>`` (messages sent to the browser by the rerun: on a real server each costs extra),
with the empty page measured in the same run, alternating with the page's reruns.
Budget: ratio <= 10, aim <= 6.
"""

from __future__ import annotations

import argparse
import gc
import logging
import statistics
import sys
import threading
import time
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO_ROOT))

import streamlit.logger  # noqa: E402
from streamlit import config  # noqa: E402
from streamlit.runtime.scriptrunner import script_runner  # noqa: E402
from streamlit.runtime.scriptrunner.script_cache import ScriptCache  # noqa: E402
from streamlit.testing.v1 import AppTest, app_test  # noqa: E402
from streamlit.testing.v1 import local_script_runner  # noqa: E402

# A server compiles each script once and keeps the code object (its Runtime owns one
# ScriptCache); AppTest makes a new cache on every run, which would bill every rerun
# for recompiling app.py and the page. Share one cache, as the server does.
# Two places make one: AppTest's pages manager (the page scripts) and the local script runner
# (the main script, app.py or the empty page); patching only the first recompiled app.py on
# every rerun (~1 ms a run that a server does not spend).
_SCRIPT_CACHE = ScriptCache()
app_test.ScriptCache = lambda: _SCRIPT_CACHE
local_script_runner.ScriptCache = lambda: _SCRIPT_CACHE

from ui import pages  # noqa: E402

#: page name -> (page file, widget key, two values to alternate between): each page's typical
#: change, as the registry declares it (``ui/pages.py``).
SCENARIOS: dict[str, tuple[str, str, tuple[object, object]]] = {
    page.name: (page.script, page.change.key, page.change.values[:2]) for page in pages.PAGES if page.change
}

_WIDGET_KINDS = ("slider", "number_input", "text_input", "text_area", "select_slider", "selectbox", "button_group")

_durations: list[float] = []
_messages: list[int] = []


def _timed_run_script(original):
    def run_script(self, rerun_data):
        start = time.perf_counter()
        try:
            return original(self, rerun_data)
        finally:
            if config.get_option("runner.postScriptGC"):
                gc.collect(2)  # what the server's post-script GC costs this process
            _durations.append(time.perf_counter() - start)

    return run_script


script_runner.ScriptRunner._run_script = _timed_run_script(script_runner.ScriptRunner._run_script)


def _counted_run(original):
    # Messages sent to the browser per run: on a real server each one costs a wake-up of
    # the event loop, serialisation and a websocket frame, on top of the script time.
    def run(self, *args, **kwargs):
        tree = original(self, *args, **kwargs)
        _messages.append(len(self.forward_msgs()))
        return tree

    return run


local_script_runner.LocalScriptRunner.run = _counted_run(local_script_runner.LocalScriptRunner.run)


def _set_widget(at: AppTest, key: str, value: object) -> None:
    for kind in _WIDGET_KINDS:
        try:
            widget = getattr(at, kind)(key=key)
        except KeyError:
            continue
        if kind in ("text_input", "text_area"):
            widget.input(str(value))
        elif kind in ("selectbox",):
            widget.select(value)
        elif kind == "button_group":
            widget.set_value(value)
        else:
            widget.set_value(value)
        return
    raise KeyError(f"no widget with key {key!r} on the page")


def _rerun_ms(at: AppTest, key: str, value: object) -> float:
    """Milliseconds of the script run that follows setting widget ``key`` to ``value``."""
    _set_widget(at, key, value)
    del _durations[:]
    at.run()
    if at.exception:
        raise RuntimeError(f"the page raised: {at.exception[0].value}")
    return sum(_durations) * 1000


def _open(script: str, page_file: str | None = None) -> AppTest:
    at = AppTest.from_file(str(REPO_ROOT / script), default_timeout=60)
    at.run()
    if page_file is not None:
        at.switch_page(page_file).run()
    if at.exception:
        raise RuntimeError(f"{page_file or script} raised: {at.exception[0].value}")
    return at


def _wait_for_warm_up() -> None:
    """Let the router's background import (``ui.cached.warm_up``) finish before timing.

    On a server it ends seconds after start, with ``gc.freeze()``; measured while it runs, a
    rerun waits for it at every GIL hand-over and the first page benchmarked looks far slower.
    """
    for thread in threading.enumerate():
        if thread.name == "bayeslab-warm-up":
            thread.join(timeout=120)


def _measure_pair(page_file: str, key: str, values: tuple[object, object], n: int, warmup: int = 3):
    """Median rerun ms of the page and of the empty page, measured alternately.

    Interleaving the two (page, empty, page, empty, ...) exposes both to the same
    drift of a shared machine, so their ratio is steadier than either number.
    """
    page = _open("app.py", page_file)
    _wait_for_warm_up()
    empty = _open("bench/empty_page.py")
    page_ms, empty_ms, page_msgs = [], [], []
    for i in range(warmup + n):
        del _messages[:]
        p = _rerun_ms(page, key, values[i % 2])
        page_msgs.append(sum(_messages))
        e = _rerun_ms(empty, "x", (10, 20)[i % 2])
        if i >= warmup:
            page_ms.append(p)
            empty_ms.append(e)
    return statistics.median(page_ms), statistics.median(empty_ms), statistics.median(page_msgs[warmup:])


def main(argv: list[str] | None = None) -> int:
    # AppTest outside a server warns about a missing ScriptRunContext on every run.
    streamlit.logger.set_log_level("error")
    logging.getLogger("streamlit.runtime.scriptrunner_utils.script_run_context").setLevel(logging.ERROR)
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("pages", nargs="*", choices=[*SCENARIOS, []], help="pages to measure (default: all)")
    parser.add_argument("-n", type=int, default=30, help="reruns per page (median of n, default 30)")
    args = parser.parse_args(argv)
    pages = args.pages or list(SCENARIOS)
    # Load the app once first (imports, gc.freeze in app.py), as a server would before students arrive.
    AppTest.from_file(str(REPO_ROOT / "app.py"), default_timeout=60).run()
    failed = False
    for name in pages:
        page_file, key, values = SCENARIOS[name]
        try:
            ms, empty, msgs = _measure_pair(page_file, key, values, args.n)
        except (KeyError, RuntimeError) as err:
            print(f"page={name} error={str(err)!r}")
            failed = True
            continue
        print(f"page={name} rerun_ms={ms:.2f} empty_ms={empty:.2f} ratio={ms / empty:.1f} msgs={msgs:.0f}", flush=True)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
