"""Load benchmark: a class of simulated students on one BayesLab server.

Starts the real app (``streamlit run app.py`` on 127.0.0.1, a free port) and drives
it with N simulated students speaking Streamlit's websocket protocol
(``bench/stclient.py``). Each student opens one of the four pages, then changes
that page's typical widget about every 3 s (random think time, seeded) for a
bounded number of reruns. The same load is then run against the empty one-widget
page ``bench/empty_page.py``, started as its own app, so each result also reads
as a ratio measured on the same machine a minute apart.

One line per (app, N), machine-readable::

    sessions=150 reruns_per_s=… p50_ms=… p99_ms=… errors=… rss_mb=… rss_after_mb=… app=bayeslab …

* latency: from sending the widget change to receiving ``script_finished``;
* errors: runs showing an exception element, runs that did not finish in time,
  disconnects, failed connections, pages not found;
* rss_mb: server RSS (process and children) when the last student finishes;
  rss_after_mb: the same ``--rss-wait`` seconds after every student has left;
* server_busy_pct: server CPU time over the class's span, as a percentage of one
  core. Python runs one script at a time, so near 100 % the reruns queue (a burst
  then shows as a long p99);
* client_lag_max_ms: the longest the students' own event loop woke up late. Tens of
  ms means the client measured the server faithfully; seconds would mean the client,
  not the server, was the bottleneck.

Everything is bounded: sessions, reruns per student, a deadline per run and per
N; the server listens on 127.0.0.1 only and is killed at the end, also on Ctrl-C.

Run from the repository root::

    python -m bench.load                      # N = 30, 60, 150; about 8 minutes
    python -m bench.load --quick              # N = 10, 30; under 2 minutes
    python -m bench.load --sessions 150 --reruns 10 --no-baseline
    python -m bench.load --sessions 150,300 --replicas 1,2   # one process vs 2 behind HAProxy

With ``--replicas`` each class also runs against N replicas behind HAProxy
(``deploy/serve.py``; 1 = one plain process) and the line gains ``replicas=``,
``replica_busy_pct=`` (each replica's CPU over the class, % of a core),
``balancer_cpu_pct=`` (HAProxy's own) and ``students_per_replica=``.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import random
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.parse
import urllib.request
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Iterator

try:
    import psutil
except ImportError:  # deploy/serve.py imports this module on machines with requirements.txt only
    psutil = None  # type: ignore[assignment]

if __package__ in (None, ""):  # run as a script: make `bench` importable
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.stclient import (  # noqa: E402
    RunResult,
    StreamlitSession,
    Widget,
    is_disconnect,
    plausible_value,
)
from websockets.asyncio.client import connect as ws_connect  # noqa: E402

REPO = Path(__file__).resolve().parent.parent
#: Header HAProxy adds to every response: the replica that answered (deploy/haproxy.cfg).
REPLICA_HEADER = "X-BayesLab-Replica"


@dataclass(frozen=True)
class PagePlan:
    """A page the students open and the widget they change there."""

    url_path: str  # as in st.Page(url_path=...); "" for the default page
    key: str  # the typical widget's user key
    values: Callable[[Widget, random.Random], Any] | None = None  # None: plausible_value


def _plan(page) -> PagePlan:
    """A page's load plan from its registry entry (``ui.pages``): its typical change."""
    change = page.change
    if change.random:
        return PagePlan(page.url_path, change.key)
    return PagePlan(page.url_path, change.key, lambda widget, rng, values=change.values: rng.choice(values))


def _registry_pages() -> tuple[PagePlan, ...]:
    sys.path.insert(0, str(REPO))
    from ui import pages

    return tuple(_plan(page) for page in pages.PAGES if page.change)


#: Each page's typical widget change, from the page registry (``ui/pages.py``).
BAYESLAB_PAGES = _registry_pages()
EMPTY_PAGES = (PagePlan("", "x"),)


# -- the server ----------------------------------------------------------------------


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _servers(proc: psutil.Process | list[psutil.Process]) -> list[psutil.Process]:
    """One server process, or the replicas of a class served by several (summed)."""
    return list(proc) if isinstance(proc, (list, tuple)) else [proc]


def server_rss_mb(proc: psutil.Process | list[psutil.Process]) -> float:
    """RSS of the server (or every replica) and its children, in MB."""
    total = 0
    for root in _servers(proc):
        with contextlib.suppress(psutil.Error):
            procs = [root, *root.children(recursive=True)]
            for p in procs:
                with contextlib.suppress(psutil.Error):
                    total += p.memory_info().rss
    return total / 2**20


def server_loop_cpu_s(proc: psutil.Process | list[psutil.Process]) -> float:
    """CPU seconds of the server's main thread (the asyncio loop that sends messages), summed."""
    total = 0.0
    for root in _servers(proc):
        main_thread = float("nan")
        with contextlib.suppress(psutil.Error):
            for t in root.threads():
                if t.id == root.pid:
                    main_thread = t.user_time + t.system_time
        total += main_thread
    return total


def server_cpu_s(proc: psutil.Process | list[psutil.Process]) -> float:
    """CPU seconds (user + system) used so far by the server(s) and their children."""
    total = 0.0
    for root in _servers(proc):
        with contextlib.suppress(psutil.Error):
            for p in [root, *root.children(recursive=True)]:
                with contextlib.suppress(psutil.Error):
                    t = p.cpu_times()
                    total += t.user + t.system
    return total


@dataclass
class Server:
    """A running ``streamlit run`` process."""

    url: str
    popen: subprocess.Popen
    log_path: Path

    @property
    def process(self) -> psutil.Process:
        return psutil.Process(self.popen.pid)

    def log_tail(self, n_chars: int = 3000) -> str:
        with contextlib.suppress(OSError):
            return self.log_path.read_text(errors="replace")[-n_chars:]
        return ""


def streamlit_command(
    script: str | Path,
    port: int,
    *,
    address: str = "127.0.0.1",
    python: str = sys.executable,
    extra_args: tuple[str, ...] = (),
) -> list[str]:
    """The ``streamlit run`` command line of a headless, quiet server on ``address:port``.

    The flags every server of this project gets, here and in ``deploy/serve.py``'s
    replicas: no browser, no usage statistics, no file watcher (nothing edits the code
    while a class runs). The repository's ``.streamlit/config.toml`` applies on top
    (the server's working directory is the repository root).

    Examples
    --------
    >>> streamlit_command("app.py", 8601, python="python")[:4]
    ['python', '-m', 'streamlit', 'run']
    >>> "--server.port=8601" in streamlit_command("app.py", 8601)
    True
    """
    return [
        python,
        "-m",
        "streamlit",
        "run",
        str(script),
        "--server.headless=true",
        f"--server.address={address}",
        f"--server.port={port}",
        "--browser.gatherUsageStats=false",
        "--server.fileWatcherType=none",
        *extra_args,
    ]


@contextlib.contextmanager
def streamlit_server(
    script: str | Path,
    *,
    cwd: str | Path = REPO,
    extra_args: tuple[str, ...] = (),
    start_timeout_s: float = 60.0,
    python: str = sys.executable,
    env: dict[str, str] | None = None,
    log_path: str | Path | None = None,
) -> Iterator[Server]:
    """Start ``streamlit run <script>`` on 127.0.0.1 and a free port; kill it on exit.

    The command is the one Community Cloud runs, plus flags for a headless,
    loopback-only, quiet server. The process gets its own process group, so the
    whole group is ended at exit (Ctrl-C and exceptions included).

    Parameters
    ----------
    script : str or Path
        The entry point, relative to ``cwd`` or absolute.
    cwd : str or Path, optional
        Working directory of the server (the repository root by default).
    extra_args : tuple of str, optional
        Further ``streamlit run`` flags, after the default ones.
    start_timeout_s : float, optional
        Longest wait for ``/_stcore/health`` to answer ``ok``.
    python : str, optional
        The interpreter that runs Streamlit.
    env : dict of str to str, optional
        Variables added to this process's environment for the server.
    log_path : str or Path, optional
        File for the server's output, kept after exit. By default a temporary
        file, removed at exit (its tail is in the error of a failed start).

    Yields
    ------
    Server
        The healthy server: its URL, process and log.

    Raises
    ------
    RuntimeError
        If the server exits or is not healthy within ``start_timeout_s``; the
        message ends with the tail of its log.
    """
    port = free_port()
    if log_path is None:
        log = tempfile.NamedTemporaryFile(prefix="bayeslab-streamlit-", suffix=".log", delete=False)
    else:
        log = open(log_path, "wb")
    cmd = streamlit_command(script, port, python=python, extra_args=extra_args)
    popen = subprocess.Popen(
        cmd,
        cwd=str(cwd),
        stdout=log,
        stderr=subprocess.STDOUT,
        start_new_session=True,
        env={**os.environ, **(env or {})},
    )
    server = Server(f"http://127.0.0.1:{port}", popen, Path(log.name))
    try:
        deadline = time.monotonic() + start_timeout_s
        while True:
            if popen.poll() is not None:
                raise RuntimeError(f"streamlit exited with {popen.returncode}:\n{server.log_tail()}")
            try:
                with urllib.request.urlopen(server.url + "/_stcore/health", timeout=2) as r:
                    if r.read().strip() == b"ok":
                        break
            except OSError:
                pass
            if time.monotonic() > deadline:
                raise RuntimeError(f"streamlit not healthy after {start_timeout_s} s:\n{server.log_tail()}")
            time.sleep(0.1)
        yield server
    finally:
        _stop(popen)
        log.close()
        if log_path is None:
            with contextlib.suppress(OSError):
                os.unlink(log.name)  # its tail was printed with any error while it ran


def _stop(popen: subprocess.Popen) -> None:
    if popen.poll() is not None:
        return
    with contextlib.suppress(ProcessLookupError, PermissionError):
        os.killpg(popen.pid, signal.SIGTERM)
    try:
        popen.wait(timeout=10)
    except subprocess.TimeoutExpired:
        with contextlib.suppress(ProcessLookupError, PermissionError):
            os.killpg(popen.pid, signal.SIGKILL)
        popen.wait(timeout=10)


# -- the students ----------------------------------------------------------------------


@dataclass
class Outcome:
    """Everything the students of one run saw."""

    latencies: list[float] = field(default_factory=list)  # widget-change reruns, seconds
    samples: list[tuple[float, str, float]] = field(default_factory=list)  # (t, page, latency)
    open_latencies: list[float] = field(default_factory=list)  # first run of a page
    by_page: dict[str, list[float]] = field(default_factory=dict)
    errors: dict[str, int] = field(default_factory=dict)  # kind -> count
    error_examples: list[str] = field(default_factory=list)
    fallbacks: dict[str, str] = field(default_factory=dict)  # page -> widget actually used
    completed: int = 0
    first_change_t: float = float("inf")
    last_finish_t: float = 0.0
    fragment_runs: int = 0
    bytes_received: int = 0
    students_done: int = 0  # students who did all their reruns or gave up
    replicas: dict[str, int] = field(default_factory=dict)  # replica -> students it served

    def error(self, kind: str, detail: str = "") -> None:
        self.errors[kind] = self.errors.get(kind, 0) + 1
        if detail and len(self.error_examples) < 10 and detail not in self.error_examples:
            self.error_examples.append(f"{kind}: {detail}")

    @property
    def n_errors(self) -> int:
        return sum(self.errors.values())

    def record(self, page: str, result: RunResult, *, opening: bool) -> bool:
        """Book one run; False if it failed."""
        self.bytes_received += result.n_bytes
        if result.page_not_found:
            self.error("page_not_found", page)
            return False
        if not result.finished:
            self.error("timeout", f"{page} (no script_finished)")
            return False
        if result.exceptions:
            self.error("exception", f"{page}: {result.exceptions[0][:300]}")
            return False
        if opening:
            self.open_latencies.append(result.latency_s)
        else:
            self.latencies.append(result.latency_s)
            self.samples.append((time.perf_counter(), page, result.latency_s))
            self.by_page.setdefault(page, []).append(result.latency_s)
            self.completed += 1
            self.fragment_runs += result.fragment
        return True


def choose_widget(widgets: dict[str, Widget], key: str) -> Widget | None:
    """The widget with user key ``key``, else the first non-button widget, else None."""
    if key in widgets:
        return widgets[key]
    for widget in widgets.values():
        if widget.kind not in {"button"}:
            return widget
    return next(iter(widgets.values()), None)


class BrowserSession(StreamlitSession):
    """A simulated tab that loads the page's HTML first and keeps cookies, as a browser does.

    Behind a balancer with cookie affinity (``deploy/haproxy.cfg``) the HTML response
    sets ``SERVERID=<replica>``; the websocket handshake sends the cookies back, so the
    websocket reaches the replica that served the page. The jar ``cookies`` outlives
    :meth:`close`: a student who reconnects keeps their replica (unless it is down,
    when the balancer picks another and sets a new cookie).

    Parameters
    ----------
    base_url : str
        ``http://127.0.0.1:<port>``: the balancer, or one server.
    path : str, optional
        The address the student types, after the host (``coin?a=3``): fetched before
        every websocket connection, like a page load.
    timeout_s : float, optional
        Longest wait for the HTML, the handshake or one run.
    cookies : dict of str to str, optional
        The cookie jar (shared with the caller; a new one by default).

    Attributes
    ----------
    replica : str or None
        The ``X-BayesLab-Replica`` header of the last response (None without HAProxy).
    handshake_replica : str or None
        The same header on the websocket handshake (which replica holds the session).
    """

    def __init__(
        self,
        base_url: str,
        *,
        path: str = "",
        timeout_s: float = 30.0,
        cookies: dict[str, str] | None = None,
    ) -> None:
        super().__init__(base_url, timeout_s=timeout_s)
        self.base_url = base_url.rstrip("/")
        self.path = path.lstrip("/")
        self.cookies: dict[str, str] = {} if cookies is None else cookies
        self.replica: str | None = None
        self.handshake_replica: str | None = None

    def _cookie_header(self) -> dict[str, str]:
        if not self.cookies:
            return {}
        return {"Cookie": "; ".join(f"{k}={v}" for k, v in self.cookies.items())}

    def _take(self, headers: list[tuple[str, str]]) -> None:
        for name, value in headers:
            if name.lower() == "set-cookie":
                pair = value.split(";", 1)[0]
                key, sep, val = pair.partition("=")
                if sep:
                    self.cookies[key.strip()] = val.strip()
            elif name.lower() == REPLICA_HEADER.lower():
                self.replica = value.strip()

    async def fetch(self, path: str | None = None) -> int:
        """GET ``/<path>`` (the page's HTML) with the cookies; keep new ones; the HTTP status."""
        parts = urllib.parse.urlsplit(self.base_url)
        target = "/" + (self.path if path is None else path).lstrip("/")
        reader, writer = await asyncio.wait_for(
            asyncio.open_connection(parts.hostname, parts.port or 80), timeout=self.timeout_s
        )
        try:
            lines = [f"GET {target} HTTP/1.1", f"Host: {parts.netloc}", "Accept: text/html",
                     "Connection: close"]
            lines += [f"{k}: {v}" for k, v in self._cookie_header().items()]
            writer.write(("\r\n".join(lines) + "\r\n\r\n").encode("latin-1"))
            await writer.drain()
            head = await asyncio.wait_for(reader.readuntil(b"\r\n\r\n"), timeout=self.timeout_s)
            await asyncio.wait_for(reader.read(), timeout=self.timeout_s)  # the body, to the end
        finally:
            writer.close()
            with contextlib.suppress(Exception):
                await writer.wait_closed()
        status_line, *header_lines = head.decode("latin-1").strip().split("\r\n")
        self._take([tuple(part.strip() for part in h.split(":", 1)) for h in header_lines if ":" in h])
        return int(status_line.split()[1])

    async def connect(self) -> None:
        status = await self.fetch()
        if status >= 400:
            raise ConnectionError(f"GET /{self.path}: HTTP {status}")
        # As StreamlitSession.connect, plus the cookies the page load received.
        self._ws = await ws_connect(
            self.ws_url,
            subprotocols=["streamlit"],
            max_size=64 * 2**20,
            compression=None,
            open_timeout=self.timeout_s,
            ping_interval=None,
            proxy=None,
            additional_headers=self._cookie_header(),
        )
        headers = list(self._ws.response.headers.raw_items())
        self._take(headers)
        self.handshake_replica = next(
            (v for k, v in headers if k.lower() == REPLICA_HEADER.lower()), None
        )


async def student(
    url: str,
    plan: PagePlan,
    rng: random.Random,
    out: Outcome,
    *,
    start_delay_s: float,
    reruns: int,
    think_s: float,
    timeout_s: float,
    leave: asyncio.Event,
    browser: bool = False,
) -> None:
    """One student: open the page, then change its widget ``reruns`` times.

    ``browser``: load the page's HTML first and keep its cookies (:class:`BrowserSession`),
    as through the balancer; the replica that served the student is counted in ``out``.
    """
    await asyncio.sleep(start_delay_s)
    if browser:
        session = BrowserSession(url, path=plan.url_path, timeout_s=timeout_s)
    else:
        session = StreamlitSession(url, timeout_s=timeout_s)
    done = False
    try:
        try:
            await session.connect()
        except Exception as exc:  # noqa: BLE001 - any failure to connect is an error
            out.error("connect", repr(exc)[:200])
            return
        if browser:
            replica = session.handshake_replica or "(no balancer)"
            out.replicas[replica] = out.replicas.get(replica, 0) + 1
        page = plan.url_path or "(default)"
        first = await session.open(plan.url_path)
        if not out.record(page, first, opening=True):
            return
        widget = choose_widget(first.widgets, plan.key)
        if widget is None:
            out.fallbacks[page] = "no widget: plain reruns"
        elif widget.key != plan.key:
            out.fallbacks[page] = f"{widget.kind} {widget.key or widget.id}"
        for _ in range(reruns):
            await asyncio.sleep(rng.uniform(0.5 * think_s, 1.5 * think_s))
            out.first_change_t = min(out.first_change_t, time.perf_counter())
            if widget is None:
                result = await session.rerun()
            else:
                # Look the widget up again: its fragment id can change after a full run.
                widget = session.widgets.get(widget.key or widget.id, widget)
                value = plan.values(widget, rng) if plan.values else plausible_value(widget, rng)
                result = await session.set_widget(widget.key or widget.id, value)
            out.record(page, result, opening=False)
            out.last_finish_t = max(out.last_finish_t, time.perf_counter())
            if not result.finished:
                return  # a lost run leaves the client out of step: this student gives up
        # Stay connected until every student is done, as a class would.
        out.students_done += 1
        done = True
        await leave.wait()
    except Exception as exc:  # noqa: BLE001
        out.error("disconnect" if is_disconnect(exc) else "client", repr(exc)[:200])
    finally:
        if not done:
            out.students_done += 1
        with contextlib.suppress(Exception):
            await session.close()


async def drive(
    url: str,
    pages: tuple[PagePlan, ...],
    n_sessions: int,
    *,
    reruns: int,
    think_s: float,
    ramp_s: float,
    timeout_s: float,
    max_s: float,
    seed: int,
    on_done: Callable[[], None] | None = None,
    browser: bool = False,
) -> Outcome:
    """Run ``n_sessions`` students spread round-robin over ``pages``; bounded by ``max_s``.

    ``browser``: each student loads the page's HTML and keeps cookies (through a balancer).
    """
    out = Outcome()
    master = random.Random(seed)
    leave = asyncio.Event()
    tasks = [
        asyncio.create_task(
            student(
                url,
                pages[i % len(pages)],
                random.Random(master.getrandbits(64)),
                out,
                start_delay_s=master.uniform(0, ramp_s),
                reruns=reruns,
                think_s=think_s,
                timeout_s=timeout_s,
                leave=leave,
                browser=browser,
            )
        )
        for i in range(n_sessions)
    ]

    async def all_done() -> None:
        while out.students_done < n_sessions:
            await asyncio.sleep(0.2)

    try:
        await asyncio.wait_for(all_done(), timeout=max_s)
    except asyncio.TimeoutError:
        missing = n_sessions - out.students_done
        out.error("deadline", f"{missing} students not done after {max_s:.0f} s")
    if on_done is not None:
        on_done()  # measure RSS while the students are still connected
    leave.set()
    for t in tasks:
        if not t.done():
            t.cancel()
    await asyncio.gather(*tasks, return_exceptions=True)
    return out


# -- one measurement -------------------------------------------------------------------


def percentile(values: list[float], q: float) -> float:
    """The q-th percentile (0-100) by linear interpolation; nan when empty."""
    if not values:
        return float("nan")
    if len(values) == 1:
        return values[0]
    return statistics.quantiles(values, n=100, method="inclusive")[min(max(int(q), 1), 99) - 1]


@dataclass
class Measurement:
    app: str
    sessions: int
    reruns_per_s: float
    p50_ms: float
    p99_ms: float
    errors: int
    rss_mb: float
    rss_after_mb: float
    open_p50_ms: float
    first_open_s: float
    rss_start_mb: float
    rss_peak_mb: float
    cpu_ms_per_rerun: float
    loop_cpu_ms_per_rerun: float
    client_cpu_pct: float
    client_lag_max_ms: float
    server_busy_pct: float
    loadavg: float
    reruns: int
    kb_per_rerun: float
    by_page: dict[str, tuple[float, float, int]]
    error_kinds: dict[str, int]
    error_examples: list[str]
    fallbacks: dict[str, str]
    samples: list[tuple[float, str, float]] = field(default_factory=list, repr=False)
    # --replicas runs: processes, and whether HAProxy was in front (None: a plain run).
    replicas: int | None = None
    balanced: bool = False
    replica_busy_pct: dict[str, float] = field(default_factory=dict)  # CPU / span, % of a core
    balancer_cpu_pct: float = float("nan")  # HAProxy's CPU / span, % of a core
    balancer_cpu_ms_per_rerun: float = float("nan")
    students_per_replica: dict[str, int] = field(default_factory=dict)

    def replica_part(self) -> str:
        """The --replicas fields of :meth:`line` ("" for a plain run)."""
        if self.replicas is None:
            return ""
        busy = ",".join(f"{name}:{pct:.0f}" for name, pct in self.replica_busy_pct.items())
        spread = ",".join(f"{name}:{k}" for name, k in sorted(self.students_per_replica.items()))
        text = f" replicas={self.replicas} balancer={'haproxy' if self.balanced else 'none'} replica_busy_pct={busy}"
        if self.balanced:
            text += (f" balancer_cpu_pct={self.balancer_cpu_pct:.1f}"
                     f" balancer_cpu_ms_per_rerun={self.balancer_cpu_ms_per_rerun:.2f}"
                     f" students_per_replica={spread}")
        return text

    def line(self) -> str:
        return (
            f"sessions={self.sessions} reruns_per_s={self.reruns_per_s:.1f} "
            f"p50_ms={self.p50_ms:.0f} p99_ms={self.p99_ms:.0f} errors={self.errors} "
            f"rss_mb={self.rss_mb:.0f} rss_after_mb={self.rss_after_mb:.0f} app={self.app} "
            f"reruns={self.reruns} cpu_ms_per_rerun={self.cpu_ms_per_rerun:.1f} "
            f"server_busy_pct={self.server_busy_pct:.0f} "
            f"loop_cpu_ms_per_rerun={self.loop_cpu_ms_per_rerun:.1f} "
            f"open_p50_ms={self.open_p50_ms:.0f} first_open_s={self.first_open_s:.2f} "
            f"rss_start_mb={self.rss_start_mb:.0f} rss_peak_mb={self.rss_peak_mb:.0f} "
            f"kb_per_rerun={self.kb_per_rerun:.1f} client_cpu_pct={self.client_cpu_pct:.0f} "
            f"client_lag_max_ms={self.client_lag_max_ms:.0f} "
            f"loadavg={self.loadavg:.1f}"
        ) + self.replica_part()


async def warm_up(url: str, pages: tuple[PagePlan, ...], timeout_s: float) -> float:
    """Open every page once (as the instructor does before class); the first open's seconds.

    The very first request follows a shared link straight to the first page, as
    after a Cloud app wakes up; it warns when that run did not go through the
    router (``app.py``'s ``st.navigation``), which Streamlit does while a folder
    named ``pages/`` sits next to the entry point and no run has called
    ``st.navigation`` yet (multipage "v1" mode).

    Raises RuntimeError naming the page when a run shows an exception, finds no
    page or does not finish: a page broken before class is said so before class.
    """

    def check(result: RunResult, what: str) -> None:
        if result.page_not_found:
            raise RuntimeError(f"warming {url}: {what}: page not found")
        if result.exceptions:
            raise RuntimeError(f"warming {url}: {what}: {result.exceptions[0][:500]}")
        if not result.finished:
            raise RuntimeError(f"warming {url}: {what}: no script_finished in {max(timeout_s, 120.0):.0f} s")

    first_open = float("nan")
    async with StreamlitSession(url, timeout_s=max(timeout_s, 120.0)) as s:
        for i, plan in enumerate(pages):
            t0 = time.perf_counter()
            result = await s.open(plan.url_path)
            check(result, f"opening /{plan.url_path}")
            if i == 0:
                first_open = time.perf_counter() - t0
                routed = {pl.url_path for pl in pages} <= set(s.pages)
                if plan.url_path and not routed:
                    print(
                        f"# warning: the first visit to /{plan.url_path} did not run the router "
                        f"(Streamlit saw pages {sorted(s.pages)}): a folder named pages/ next to "
                        "the entry point puts a fresh server in multipage v1 mode",
                        flush=True,
                    )
            widget = choose_widget(result.widgets, plan.key)
            if widget is not None:
                value = plan.values(widget, random.Random(0)) if plan.values else plausible_value(
                    widget, random.Random(0)
                )
                check(await s.set_widget(widget.key or widget.id, value), f"changing {widget.key} on /{plan.url_path}")
    return first_open


async def warm_all(urls: list[str], pages: tuple[PagePlan, ...], timeout_s: float) -> float:
    """:func:`warm_up` on every server at once; the first server's first-open seconds."""
    opens = await asyncio.gather(*(warm_up(url, pages, timeout_s) for url in urls))
    return opens[0]


@dataclass
class Served:
    """What one class runs against: one server, or replicas behind HAProxy."""

    url: str  # where the students connect
    processes: list[Any]  # psutil.Process of each Streamlit server
    names: list[str]  # their names ("server", or the replicas' r1, r2, ...)
    replica_urls: list[str]  # each server directly (to warm them)
    balancer: Any = None  # psutil.Process of HAProxy, or None
    logs: list[Path] = field(default_factory=list)

    def log_tail(self, n_chars: int = 3000) -> str:
        tails = []
        for path in self.logs:
            with contextlib.suppress(OSError):
                tails.append(f"[{path.name}]\n" + path.read_text(errors="replace")[-n_chars:])
        return "\n".join(tails)


@contextlib.contextmanager
def serving(script: str | Path, args: argparse.Namespace, replicas: int | None) -> Iterator[Served]:
    """One ``streamlit run`` (``replicas`` None or 1), or ``replicas`` behind HAProxy.

    The replicas come from ``deploy/serve.py``'s :func:`~deploy.serve.cluster` on
    127.0.0.1 (free ports, logs in a temporary folder); ``--balancer-for-one`` puts
    HAProxy in front of a single replica too (to see the balancer's own cost).
    """
    if replicas is None or (replicas == 1 and not args.balancer_for_one):
        with streamlit_server(script, cwd=args.repo, extra_args=tuple(args.server_arg)) as server:
            yield Served(server.url, [server.process], ["server"], [server.url], None, [server.log_path])
        return
    from deploy.serve import cluster  # not at the top: deploy.serve imports this module

    with tempfile.TemporaryDirectory(prefix="bayeslab-load-") as log_dir, cluster(
        replicas,
        port=free_port(),
        address="127.0.0.1",
        stats_port=None,
        warm=False,  # measure() warms them, as for one server
        log_dir=log_dir,
        repo=args.repo,
        app=str(script),
        server_args=tuple(args.server_arg),
        say=lambda line: print(f"# {line}", flush=True),
    ) as c:
        yield Served(
            c.url,
            [psutil.Process(r.popen.pid) for r in c.replicas],
            [r.name for r in c.replicas],
            [r.url for r in c.replicas],
            psutil.Process(c.haproxy.pid),
            [r.log_path for r in c.replicas] + [c.haproxy_log],
        )


def measure(
    app: str,
    script: str | Path,
    pages: tuple[PagePlan, ...],
    n_sessions: int,
    args: argparse.Namespace,
    replicas: int | None = None,
) -> Measurement:
    """Start a fresh server for ``script`` (or ``replicas`` of it), run one class, stop it.

    With ``replicas`` (``--replicas``) every student loads the page's HTML first and
    keeps its cookies, as a browser does (:class:`BrowserSession`), so a one-process
    run and a balanced run differ only in what serves them.
    """
    with serving(script, args, replicas) as server:
        proc = server.processes
        first_open = (
            asyncio.run(warm_all(server.replica_urls, pages, args.timeout)) if args.warmup else float("nan")
        )
        balancer = server.balancer
        per_replica: dict[str, float] = {}
        rss_start = server_rss_mb(proc)
        peak = [rss_start]
        at_end: dict[str, float] = {}
        lags: list[float] = []

        async def run() -> Outcome:
            async def sample() -> None:
                while True:
                    peak[0] = max(peak[0], server_rss_mb(proc))
                    await asyncio.sleep(0.5)

            async def watch_lag() -> None:
                # How late this (the students') event loop wakes up: a late client
                # inflates every latency it measures, whatever the server does.
                while True:
                    t = time.perf_counter()
                    await asyncio.sleep(0.01)
                    lags.append(time.perf_counter() - t - 0.01)

            sampler = asyncio.create_task(sample())
            lag_watcher = asyncio.create_task(watch_lag())
            try:
                return await drive(
                    server.url,
                    pages,
                    n_sessions,
                    reruns=args.reruns,
                    think_s=args.think,
                    ramp_s=args.ramp,
                    timeout_s=args.timeout,
                    max_s=args.max_seconds,
                    seed=args.seed + n_sessions,
                    on_done=lambda: (
                        at_end.update(
                            rss=server_rss_mb(proc), cpu=server_cpu_s(proc), loop=server_loop_cpu_s(proc),
                            balancer=server_cpu_s(balancer) if balancer is not None else float("nan"),
                        ),
                        per_replica.update({name: server_cpu_s(p) for name, p in zip(server.names, proc)}),
                    ),
                    browser=replicas is not None,
                )
            finally:
                sampler.cancel()
                lag_watcher.cancel()

        cpu0, loop0 = server_cpu_s(proc), server_loop_cpu_s(proc)
        per_replica0 = {name: server_cpu_s(p) for name, p in zip(server.names, proc)}
        balancer0 = server_cpu_s(balancer) if balancer is not None else float("nan")
        client0, wall0 = os.times(), time.perf_counter()
        out = asyncio.run(run())
        client1, wall1 = os.times(), time.perf_counter()
        # The students share the machine with the server: if this nears 100 %, the
        # client, not the server, is the bottleneck.
        client_cpu_pct = 100 * (client1.user + client1.system - client0.user - client0.system) / (
            wall1 - wall0
        )
        rss_end = at_end.get("rss", server_rss_mb(proc))
        cpu_used = at_end.get("cpu", server_cpu_s(proc)) - cpu0
        loop_used = at_end.get("loop", server_loop_cpu_s(proc)) - loop0
        balancer_used = at_end.get("balancer", float("nan")) - balancer0
        per_replica_used = {name: per_replica.get(name, float("nan")) - per_replica0[name] for name in server.names}
        time.sleep(args.rss_wait)
        rss_after = server_rss_mb(proc)
        if out.n_errors:
            out.error_examples.append("server log tail:\n" + server.log_tail(1500))

    span = out.last_finish_t - out.first_change_t
    n = len(out.latencies)
    return Measurement(
        app=app,
        sessions=n_sessions,
        reruns_per_s=n / span if n and span > 0 else float("nan"),
        p50_ms=1000 * percentile(out.latencies, 50),
        p99_ms=1000 * percentile(out.latencies, 99),
        errors=out.n_errors,
        rss_mb=rss_end,
        rss_after_mb=rss_after,
        open_p50_ms=1000 * percentile(out.open_latencies, 50),
        first_open_s=first_open,
        rss_start_mb=rss_start,
        rss_peak_mb=max(peak[0], rss_end),
        cpu_ms_per_rerun=1000 * cpu_used / max(n + len(out.open_latencies), 1),
        loop_cpu_ms_per_rerun=1000 * loop_used / max(n + len(out.open_latencies), 1),
        client_cpu_pct=client_cpu_pct,
        client_lag_max_ms=1000 * max(lags, default=float("nan")),
        server_busy_pct=100 * cpu_used / span if span > 0 else float("nan"),
        loadavg=os.getloadavg()[0],
        reruns=n,
        kb_per_rerun=out.bytes_received / 1024 / max(n + len(out.open_latencies), 1),
        by_page={
            page: (1000 * percentile(v, 50), 1000 * percentile(v, 99), len(v))
            for page, v in sorted(out.by_page.items())
        },
        error_kinds=dict(out.errors),
        error_examples=out.error_examples,
        fallbacks=dict(out.fallbacks),
        samples=[(round(t - out.first_change_t, 3), page, round(lat, 4)) for t, page, lat in out.samples],
        replicas=replicas,
        balanced=balancer is not None,
        replica_busy_pct={name: 100 * used / span if span > 0 else float("nan")
                          for name, used in per_replica_used.items()},
        balancer_cpu_pct=100 * balancer_used / span if span > 0 else float("nan"),
        balancer_cpu_ms_per_rerun=1000 * balancer_used / max(n + len(out.open_latencies), 1),
        students_per_replica=dict(out.replicas),
    )


def report(m: Measurement, *, verbose: bool = True) -> None:
    print(m.line(), flush=True)
    if not verbose:
        return
    for page, (p50, p99, n) in m.by_page.items():
        print(f"  page={page} reruns={n} p50_ms={p50:.0f} p99_ms={p99:.0f}", flush=True)
    for page, used in m.fallbacks.items():
        print(f"  page={page} fallback_widget={used!r} (typical key missing)", flush=True)
    if m.errors:
        print(f"  error_kinds={json.dumps(m.error_kinds)}", flush=True)
        for example in m.error_examples:
            print("  " + example.replace("\n", "\n    "), flush=True)


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--sessions", default="30,60,150", help="comma-separated class sizes N")
    p.add_argument("--reruns", type=int, default=10, help="widget changes per student")
    p.add_argument("--think", type=float, default=3.0, help="mean think time between changes, s")
    p.add_argument("--ramp", type=float, default=10.0, help="students arrive over this many s")
    p.add_argument("--timeout", type=float, default=30.0, help="longest wait for one run, s")
    p.add_argument("--max-seconds", type=float, default=300.0, help="bound on one class, s")
    p.add_argument("--rss-wait", type=float, default=30.0, help="s after the class for rss_after_mb")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--repo", type=Path, default=REPO, help="repository root to serve (a copy works)")
    p.add_argument("--app", default="app.py", help="entry point, relative to --repo")
    p.add_argument("--baseline", default="bench/empty_page.py", help="empty page, relative to --repo")
    p.add_argument("--no-baseline", action="store_true", help="skip the empty-page runs")
    p.add_argument("--pages", default=",".join(pl.url_path for pl in BAYESLAB_PAGES),
                   help="url paths of the pages to spread students over")
    p.add_argument("--no-warmup", dest="warmup", action="store_false",
                   help="do not open every page once before the class arrives")
    p.add_argument("--server-arg", action="append", default=[],
                   help="extra `streamlit run` flag, e.g. --server-arg=--runner.postScriptGC=false")
    p.add_argument("--replicas", default=None,
                   help="comma-separated process counts, each run for every class size: 1 is one "
                        "`streamlit run`, N >= 2 are N replicas behind HAProxy (deploy/serve.py); "
                        "students then load each page's HTML and keep cookies; no empty-page runs")
    p.add_argument("--balancer-for-one", action="store_true",
                   help="with --replicas 1, put HAProxy in front of the one process too")
    p.add_argument("--json", type=Path, help="also write all results to this JSON file")
    p.add_argument("--quick", action="store_true",
                   help="N = 10, 30; 3 reruns; 5 s ramp and RSS wait (a 2-minute check)")
    args = p.parse_args(argv)
    if args.quick:
        if args.sessions == p.get_default("sessions"):
            args.sessions = "10,30"
        if args.reruns == p.get_default("reruns"):
            args.reruns = 3
        if args.ramp == p.get_default("ramp"):
            args.ramp = 5.0
        if args.rss_wait == p.get_default("rss_wait"):
            args.rss_wait = 5.0
    return args


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    # SIGTERM ends the run like Ctrl-C, so the server is killed on the way out.
    signal.signal(signal.SIGTERM, lambda *_: (_ for _ in ()).throw(KeyboardInterrupt()))
    wanted = [s.strip() for s in args.pages.split(",") if s.strip()]
    known = {pl.url_path: pl for pl in BAYESLAB_PAGES}
    pages = tuple(known.get(w, PagePlan(w, "")) for w in wanted)
    sizes = [int(s) for s in args.sessions.split(",")]
    counts: list[int | None] = [int(r) for r in args.replicas.split(",")] if args.replicas else [None]
    if any(r is not None and r < 1 for r in counts):
        raise SystemExit(f"--replicas must list integers >= 1; got {args.replicas!r}")
    print(
        f"# load: sessions={sizes} reruns={args.reruns} think_s={args.think} ramp_s={args.ramp} "
        f"pages={[pl.url_path for pl in pages]} cpus={os.cpu_count()} "
        f"server_args={args.server_arg}" + (f" replicas={counts}" if args.replicas else ""),
        flush=True,
    )
    results = []
    for n, r in ((n, r) for n in sizes for r in counts):
        m = measure("bayeslab", args.app, pages, n, args, replicas=r)
        report(m)
        results.append(m)
        if not args.no_baseline and r is None:
            b = measure("empty", args.baseline, EMPTY_PAGES, n, args)
            report(b)
            results.append(b)
            print(
                f"sessions={n} ratio_p50={m.p50_ms / b.p50_ms:.2f} ratio_p99={m.p99_ms / b.p99_ms:.2f} "
                f"ratio_cpu={m.cpu_ms_per_rerun / b.cpu_ms_per_rerun:.2f} "
                f"ratio_rss={m.rss_mb / b.rss_mb:.2f} app=bayeslab/empty",
                flush=True,
            )
    # A size given more than once (--sessions 150,150,150) gets a summary: p99 at high
    # load varies a lot from run to run on a shared machine; the median is what to compare.
    by_size: dict[tuple[str, int, int | None], list[Measurement]] = {}
    for m in results:
        by_size.setdefault((m.app, m.sessions, m.replicas), []).append(m)
    for (app, n, r), runs in by_size.items():
        if len(runs) > 1:
            p99s = sorted(m.p99_ms for m in runs)
            print(
                f"sessions={n} runs={len(runs)} p50_ms_median={statistics.median(m.p50_ms for m in runs):.0f} "
                f"p99_ms_median={statistics.median(p99s):.0f} p99_ms_min={p99s[0]:.0f} "
                f"p99_ms_max={p99s[-1]:.0f} app={app}" + (f" replicas={r}" if r is not None else ""),
                flush=True,
            )
    if args.json:
        args.json.write_text(json.dumps([m.__dict__ for m in results], indent=2, default=str))
    return 1 if any(m.errors for m in results) else 0


if __name__ == "__main__":
    try:
        sys.exit(main())
    except KeyboardInterrupt:
        print("# interrupted: server stopped", file=sys.stderr)
        sys.exit(130)
