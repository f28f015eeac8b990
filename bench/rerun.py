"""Server cost of one rerun per page, as a ratio to an empty one-widget page.

For each page, apply the page's typical widget change (a slider release, a new text)
again and again and time the script run on the script thread: the wrapped
``ScriptRunner._run_script`` plus, where ``.streamlit/config.toml`` leaves
``runner.postScriptGC`` on, the full ``gc.collect(2)`` a real server runs after every
script run (AppTest's runner skips it, so it is added here). AppTest's own wall time
is not used: its polling loop distorts it.

Scripts are compiled once and cached, as on a server (AppTest alone would recompile
them on every run).

A widget drawn inside an ``st.fragment`` is changed as a browser changes it: the rerun is
scoped to that fragment (the browser sends the widget's fragment id and the server runs
only that fragment; ``bench/load.py`` does the same). AppTest alone reruns the whole app
for every change, which a server never does for such a widget. The line then says
``fragment=1``; ``--full-reruns`` measures whole-app reruns instead.

Run from the repository root::

    python -m bench.rerun            # every page, 30 reruns each
    python -m bench.rerun coin -n 50 # one page

Prints one line per page, ``page=<name> rerun_ms=<median> empty_ms=<median> ratio=<x>
msgs=<n>`` (messages sent to the browser by the rerun: on a real server each costs extra),
with the empty page measured in the same run, alternating with the page's reruns.
Budget: ratio <= 10, aim <= 6.

One process's ratio is not the page's: on this (virtual, shared) machine the same code
gives ratios about 10 % apart from one process to the next, the empty page's 0.5–1 ms
moving most. ``--processes K`` measures each page in K fresh processes, one after the
other, and prints their median with the range (``ratio=<median> ratios=<lo>-<hi>``)::

    python -m bench.rerun --processes 5   # the number to compare with the budget
"""

from __future__ import annotations

import argparse
import dataclasses
import gc
import logging
import statistics
import subprocess
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
from streamlit.runtime.scriptrunner_utils.script_requests import ScriptRequests  # noqa: E402
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
#: widget id -> id of the fragment that drew it ("" outside fragments), from the last run's deltas.
_fragments_seen: dict[str, str] = {}
#: The fragment the next run is scoped to, as a browser's rerun request would say ("" for the whole app).
_next_fragment: list[str] = [""]


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
        msgs = self.forward_msgs()
        _messages.append(len(msgs))
        _fragments_seen.clear()
        for msg in msgs:
            if msg.WhichOneof("type") != "delta" or msg.delta.WhichOneof("type") != "new_element":
                continue
            element = msg.delta.new_element
            widget_id = getattr(getattr(element, element.WhichOneof("type")), "id", "")
            if isinstance(widget_id, str) and widget_id:
                _fragments_seen[widget_id] = msg.delta.fragment_id
        return tree

    return run


def _scoped_request(original):
    # The browser's rerun request for a widget inside a fragment names the fragment
    # (``AppSession.request_rerun`` builds ``RerunData(fragment_id=...)`` from it). A server
    # starts its script runner with that request; AppTest's runner starts with an empty
    # (whole-app) request that a fragment request would only join: start from this one.
    def request_rerun(self, rerun_data):
        if _next_fragment[0]:
            rerun_data = dataclasses.replace(rerun_data, fragment_id=_next_fragment[0])
            self._requests = ScriptRequests()
        return original(self, rerun_data)

    return request_rerun


local_script_runner.LocalScriptRunner.run = _counted_run(local_script_runner.LocalScriptRunner.run)
local_script_runner.LocalScriptRunner.request_rerun = _scoped_request(local_script_runner.LocalScriptRunner.request_rerun)


def _widget(at: AppTest, key: str):
    """The widget ``key`` in ``at``'s tree, and its kind."""
    for kind in _WIDGET_KINDS:
        try:
            return getattr(at, kind)(key=key), kind
        except KeyError:
            continue
    raise KeyError(f"no widget with key {key!r} on the page")


def _set_widget(at: AppTest, key: str, value: object) -> None:
    """Set widget ``key`` to ``value`` in ``at``'s tree."""
    widget, kind = _widget(at, key)
    if kind in ("text_input", "text_area"):
        widget.input(str(value))
    elif kind == "selectbox":
        widget.select(value)
    else:
        widget.set_value(value)


def _rerun_ms(at: AppTest, key: str, value: object, *, fragment: str = "") -> float:
    """Milliseconds of the script run that follows setting widget ``key`` to ``value``.

    ``fragment``: the id of the fragment that draws the widget; the run is then scoped to it,
    and ``at`` keeps the whole page's tree (as a browser keeps the page), so that the next
    request again carries every widget's value.
    """
    _set_widget(at, key, value)
    whole_page = at._tree
    del _durations[:]
    _next_fragment[0] = fragment
    try:
        at.run()
    finally:
        _next_fragment[0] = ""
    if at.exception:
        raise RuntimeError(f"the page raised: {at.exception[0].value}")
    if fragment:
        if _durations and not _fragments_seen:
            raise RuntimeError(f"the fragment run of {key!r} drew nothing")
        at._tree = whole_page
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


def _measure_pair(page_file: str, key: str, values: tuple[object, object], n: int, warmup: int = 3,
                  full_reruns: bool = False):
    """Median rerun ms of the page and of the empty page, measured alternately; the fragment id.

    Interleaving the two (page, empty, page, empty, ...) exposes both to the same
    drift of a shared machine, so their ratio is steadier than either number.
    """
    page = _open("app.py", page_file)
    fragment = "" if full_reruns else _fragments_seen.get(_widget(page, key)[0].id, "")
    _wait_for_warm_up()
    empty = _open("bench/empty_page.py")
    page_ms, empty_ms, page_msgs = [], [], []
    for i in range(warmup + n):
        del _messages[:]
        p = _rerun_ms(page, key, values[i % 2], fragment=fragment)
        page_msgs.append(sum(_messages))
        e = _rerun_ms(empty, "x", (10, 20)[i % 2])
        if i >= warmup:
            page_ms.append(p)
            empty_ms.append(e)
    return statistics.median(page_ms), statistics.median(empty_ms), statistics.median(page_msgs[warmup:]), fragment


def main(argv: list[str] | None = None) -> int:
    # AppTest outside a server warns about a missing ScriptRunContext on every run.
    streamlit.logger.set_log_level("error")
    logging.getLogger("streamlit.runtime.scriptrunner_utils.script_run_context").setLevel(logging.ERROR)
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("pages", nargs="*", choices=[*SCENARIOS, []], help="pages to measure (default: all)")
    parser.add_argument("-n", type=int, default=30, help="reruns per page (median of n, default 30)")
    parser.add_argument("--full-reruns", action="store_true",
                        help="rerun the whole app even for a widget inside a fragment (AppTest's own way)")
    parser.add_argument("--processes", type=int, default=1,
                        help="measure each page in this many fresh processes; print their median (default 1: here)")
    args = parser.parse_args(argv)
    pages = args.pages or list(SCENARIOS)
    if args.processes > 1:
        return _across_processes(pages, args.n, args.processes, args.full_reruns)
    # Load the app once first (imports, gc.freeze in app.py), as a server would before students arrive.
    AppTest.from_file(str(REPO_ROOT / "app.py"), default_timeout=60).run()
    failed = False
    for name in pages:
        page_file, key, values = SCENARIOS[name]
        try:
            ms, empty, msgs, fragment = _measure_pair(page_file, key, values, args.n, full_reruns=args.full_reruns)
        except (KeyError, RuntimeError) as err:
            print(f"page={name} error={str(err)!r}")
            failed = True
            continue
        print(f"page={name} rerun_ms={ms:.2f} empty_ms={empty:.2f} ratio={ms / empty:.1f} msgs={msgs:.0f} "
              f"fragment={int(bool(fragment))}", flush=True)
    return 1 if failed else 0


def _across_processes(pages: list[str], n: int, processes: int, full_reruns: bool) -> int:
    """Each page measured in ``processes`` fresh interpreters in turn; one line per page with the median."""
    lines: dict[str, list[dict[str, str]]] = {name: [] for name in pages}
    for _ in range(processes):
        for name in pages:
            command = [sys.executable, "-m", "bench.rerun", name, "-n", str(n), *(["--full-reruns"] * full_reruns)]
            out = subprocess.run(command, cwd=REPO_ROOT, capture_output=True, text=True, check=False).stdout
            for line in out.splitlines():
                if line.startswith(f"page={name} "):
                    lines[name].append(dict(field.split("=", 1) for field in line.split()))
    failed = False
    for name, runs in lines.items():
        if "error" in "".join(str(run) for run in runs) or len(runs) < processes:
            print(f"page={name} error={runs!r}")
            failed = True
            continue
        ratios = [float(run["ratio"]) for run in runs]
        rerun = statistics.median(float(run["rerun_ms"]) for run in runs)
        empty = statistics.median(float(run["empty_ms"]) for run in runs)
        print(f"page={name} rerun_ms={rerun:.2f} empty_ms={empty:.2f} ratio={statistics.median(ratios):.1f} "
              f"ratios={min(ratios):.1f}-{max(ratios):.1f} processes={processes} msgs={runs[0]['msgs']} "
              f"fragment={runs[0]['fragment']}", flush=True)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
