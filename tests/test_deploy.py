"""Several BayesLab processes behind HAProxy (``deploy/serve.py``, ``deploy/haproxy.cfg``).

The configuration is checked by HAProxy itself (``haproxy -c``). Then the launcher
runs as an instructor runs it (``python deploy/serve.py --replicas 2 ...``, on
127.0.0.1 only) and simulated students (``bench.load.BrowserSession``: the page's
HTML first, a cookie jar, then Streamlit's websocket) check what a class relies on:

* a student keeps their replica across reconnects (the ``SERVERID`` cookie);
* students with different cookies land on different replicas, from the same
  address (a classroom behind one NAT), and both replicas get traffic;
* a replica killed mid-class: its student's websocket drops, the student reconnects
  through the balancer to the live replica, reopens the same URL and sees the same
  numbers; HAProxy marks the dead one DOWN; the launcher starts it again;
* Ctrl-C (SIGINT) or SIGTERM to the launcher leaves no process and no open port, and
  a SIGKILLed launcher takes its children with it.

Which replica answered is read from the ``X-BayesLab-Replica`` header HAProxy adds
(on the HTML and on the websocket handshake) and from HAProxy's statistics page.
The tests in this file run in order on one launcher (the last one stops it).
HAProxy is required when ``BAYESLAB_REQUIRE_BROWSER=1`` (CI installs it with
apt-get); elsewhere these tests skip, saying why.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import csv
import io
import os
import queue
import re
import shutil
import signal
import socket
import subprocess
import sys
import threading
import time
import urllib.request
from dataclasses import dataclass, field
from pathlib import Path

import psutil
import pytest

from bench.load import REPLICA_HEADER, BrowserSession, free_port
from deploy.serve import (
    COOKIE,
    DEFAULT_REPLICA_PORT,
    TEMPLATE,
    Backend,
    main,
    parse_remote,
    render_config,
)

REPO_ROOT = Path(__file__).resolve().parents[1]
HAPROXY = shutil.which("haproxy")
START_TIMEOUT_S = 150.0

#: /coin with a Beta(3, 2) prior and 4 heads, 1 tail: the posterior is Beta(7, 3)
#: (MLaPP §3.3.3: a + N1, b + N0), posterior mean 7/10 = 0.7, MLE 4/5 = 0.8.
COIN_PATH = "coin"
COIN_QUERY = "a=3&b=2&heads=4&tails=1"


def _need_haproxy() -> str:
    if HAPROXY is None:
        if os.environ.get("BAYESLAB_REQUIRE_BROWSER") == "1":
            pytest.fail("haproxy is not installed but BAYESLAB_REQUIRE_BROWSER=1: install it "
                        "(apt-get install haproxy; .ci/run does)")
        pytest.skip("haproxy is not installed (apt-get install haproxy)")
    return HAPROXY


def _run(coroutine):
    """Run ``coroutine`` on a fresh event loop in its own thread (Playwright may hold the main one)."""
    with concurrent.futures.ThreadPoolExecutor(max_workers=1) as pool:
        return pool.submit(asyncio.run, coroutine).result(timeout=120)


# -- the configuration, without processes --------------------------------------------------


def test_the_template_has_websocket_health_checks_and_cookie_affinity():
    text = TEMPLATE.read_text()
    for directive in (
        "cookie SERVERID insert indirect nocache",  # affinity by cookie, not by address
        "balance leastconn",
        "option httpchk",
        "http-check send meth GET uri /_stcore/health",
        "http-check expect string ok",
        "timeout tunnel 1h",  # the websocket after its Upgrade
        "option redispatch",
        f"http-response set-header {REPLICA_HEADER} %s",
    ):
        assert directive in text, directive
    assert "balance source" not in text and "hash-type" not in text  # no affinity by client address
    assert COOKIE == "SERVERID"


def test_render_config_names_every_replica_and_haproxy_accepts_it(tmp_path):
    backends = [Backend("r1", "127.0.0.1", 8601), Backend("r2", "127.0.0.1", 8602), parse_remote("10.0.0.11:8601", 1)]
    text = render_config(backends, bind="127.0.0.1:8501", check_interval_s=0.5, stats_bind="127.0.0.1:8502")
    assert not re.search(r"@@\w+@@", text)
    assert "    bind 127.0.0.1:8501\n" in text
    assert "default-server check inter 500ms fall 2 rise 2" in text
    for b in backends:
        assert f"    server {b.name} {b.host}:{b.port} cookie {b.name}\n" in text
    assert "listen stats\n    bind 127.0.0.1:8502" in text
    assert "listen stats" not in render_config(backends[:1], bind="0.0.0.0:80")
    path = tmp_path / "haproxy.cfg"
    path.write_text(text)
    check = subprocess.run([_need_haproxy(), "-c", "-f", str(path)], capture_output=True, text=True, timeout=30)
    assert check.returncode == 0, check.stdout + check.stderr


def test_print_config_is_the_rendered_template(capsys):
    assert main(["--print-config", "--replicas", "2", "--remote", "10.0.0.11:8601",
                 "--address", "127.0.0.1", "--port", "9000", "--no-stats"]) == 0
    printed = capsys.readouterr().out
    expected = render_config(
        [Backend("r1", "127.0.0.1", DEFAULT_REPLICA_PORT), Backend("r2", "127.0.0.1", DEFAULT_REPLICA_PORT + 1),
         Backend("h1", "10.0.0.11", 8601)],
        bind="127.0.0.1:9000",
    )
    assert printed == expected


@pytest.mark.parametrize(
    ("call", "match"),
    [
        (lambda: render_config([], bind="0.0.0.0:8501"), "`backends` must hold at least one"),
        (lambda: render_config([Backend("r1", "h", 1), Backend("r1", "g", 2)], bind=":1"), "unique names"),
        (lambda: render_config([Backend("r1", "h", 1)], bind=":1", check_interval_s=0), "`check_interval_s`"),
        (lambda: Backend("r 1", "h", 1), "`name` must be"),
        (lambda: Backend("r1", "", 1), "`host` must be"),
        (lambda: Backend("r1", "h", 70000), r"`port` must be an integer in \[1, 65535\]; got 70000"),
        (lambda: parse_remote("10.0.0.11", 1), "`--remote` must be HOST:PORT; got '10.0.0.11'"),
        (lambda: parse_remote("10.0.0.11:http", 1), "`--remote` must be HOST:PORT"),
    ],
)
def test_bad_configuration_values_are_named(call, match):
    with pytest.raises(ValueError, match=match):
        call()


def _cluster_of(tmp_path: Path, said: list[str], haproxy: subprocess.Popen | None = None):
    from deploy import serve

    replica = serve.Replica("r1", 1, "127.0.0.1", tmp_path / "replica-r1.log")
    return replica, serve.Cluster(
        url="", replicas=[replica], backends=[], haproxy=haproxy, config_path=None, log_dir=tmp_path,
        stats_url=None, repo=tmp_path, app="app.py", server_args=(), warm=False, say=said.append,
    )


def test_a_replica_that_keeps_crashing_is_restarted_three_times_then_left_down(tmp_path, monkeypatch):
    from deploy import serve

    def crashing_start(r, **_):  # a replica that exits at once with code 3
        r.popen = subprocess.Popen([sys.executable, "-c", "raise SystemExit(3)"])
        r.starts.append(time.monotonic())

    monkeypatch.setattr(serve, "_start_replica", crashing_start)
    monkeypatch.setattr(serve, "_wait_healthy", lambda replicas, timeout_s: None)
    said: list[str] = []
    replica, cluster = _cluster_of(tmp_path, said)
    crashing_start(replica)
    deadline = time.monotonic() + 30
    while not replica.given_up:
        assert time.monotonic() < deadline, said
        replica.popen.wait(timeout=10)
        cluster.supervise(restart_delay_s=0)
    assert len(replica.starts) == 4
    assert sum("restarting it on port 1" in line for line in said) == 3
    assert said[-1].startswith("replica r1 exited with code 3 again (4 starts within 60 s): left down")
    cluster.supervise(restart_delay_s=0)  # and it stays down
    assert len(replica.starts) == 4


def test_supervise_fails_when_haproxy_is_gone(tmp_path):
    gone = subprocess.Popen([sys.executable, "-c", "raise SystemExit(7)"])
    gone.wait(timeout=10)
    _, cluster = _cluster_of(tmp_path, [], haproxy=gone)
    with pytest.raises(RuntimeError, match="HAProxy exited with code 7"):
        cluster.supervise()


def test_the_examples_in_the_docstrings_hold():
    """pytest collects doctests in bayeslab/ only: run deploy.serve's and streamlit_command's here."""
    import doctest

    import bench.load
    from deploy import serve

    assert doctest.testmod(serve, optionflags=doctest.NORMALIZE_WHITESPACE).failed == 0
    finder = doctest.DocTestFinder()
    runner = doctest.DocTestRunner()
    for test in finder.find(bench.load.streamlit_command, "streamlit_command", globs=vars(bench.load)):
        runner.run(test)
    assert runner.summarize(verbose=False).failed == 0
    assert runner.summarize(verbose=False).attempted >= 2


def test_zero_replicas_need_a_remote(capsys):
    with pytest.raises(SystemExit):
        main(["--replicas", "0"])
    assert "--replicas 0 needs at least one --remote" in capsys.readouterr().err


# -- the launcher, running ----------------------------------------------------------------------


@dataclass
class Launched:
    """``python deploy/serve.py`` running, and what it printed."""

    popen: subprocess.Popen
    port: int
    stats_port: int
    log_dir: Path
    lines: list[str] = field(default_factory=list)
    _new: queue.Queue = field(default_factory=queue.Queue)

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def read_forever(self) -> None:
        for line in self.popen.stdout:
            self._new.put(line.rstrip("\n"))
        self._new.put(None)

    def drain(self) -> None:
        """Move what the launcher printed so far into ``lines``."""
        while True:
            try:
                line = self._new.get_nowait()
            except queue.Empty:
                return
            if line is not None:
                self.lines.append(line)

    def wait_for(self, pattern: str, timeout_s: float, since: int = 0) -> re.Match:
        """The first printed line from line ``since`` on matching ``pattern``; fail after ``timeout_s``."""
        regex = re.compile(pattern)
        deadline = time.monotonic() + timeout_s
        checked = since
        while True:
            self.drain()
            for line in self.lines[checked:]:
                if m := regex.search(line):
                    return m
            checked = len(self.lines)
            if time.monotonic() > deadline or (self.popen.poll() is not None and self._new.empty()):
                pytest.fail(f"launcher never printed /{pattern}/ (exit {self.popen.poll()}):\n"
                            + "\n".join(self.lines[-40:]))
            time.sleep(0.05)

    def replica_pids(self) -> dict[str, int]:
        """The latest pid printed for each replica (a restart prints a new one)."""
        pids: dict[str, int] = {}
        self.drain()
        for line in self.lines:
            if m := re.match(r"^replica (r\d+)(?::| is back:) http://\S+ \(pid (\d+)\)", line):
                pids[m.group(1)] = int(m.group(2))
        return pids


def _launch(tmp_path: Path, *extra: str, replicas: int = 2) -> Launched:
    port, stats_port = free_port(), free_port()
    popen = subprocess.Popen(
        [sys.executable, str(REPO_ROOT / "deploy" / "serve.py"), "--replicas", str(replicas),
         "--port", str(port), "--address", "127.0.0.1", "--stats-port", str(stats_port),
         "--check-interval", "0.5", "--log-dir", str(tmp_path), *extra],
        cwd=REPO_ROOT,
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        start_new_session=True,
        env={**os.environ, "BAYESLAB_OFFLINE": "1"},  # the Naive Bayes page: bundled corpus
    )
    launched = Launched(popen, port, stats_port, tmp_path)
    threading.Thread(target=launched.read_forever, daemon=True).start()
    return launched


def _kill_everything(launched: Launched, children: list[psutil.Process] = ()) -> None:
    """Last resort after a failed test: no process of this file outlives it."""
    try:
        children = [*children, *psutil.Process(launched.popen.pid).children(recursive=True)]
    except psutil.Error:
        pass
    for pid in {p.pid for p in children} | {launched.popen.pid}:
        try:
            os.killpg(pid, signal.SIGKILL)  # each child leads its own process group
        except OSError:
            pass
    launched.popen.wait(timeout=10)


def _stats(launched: Launched) -> dict[str, dict[str, str]]:
    """HAProxy's statistics for each replica (status, total sessions ...), by name."""
    with urllib.request.urlopen(f"http://127.0.0.1:{launched.stats_port}/;csv", timeout=5) as r:
        text = r.read().decode().lstrip("# ")
    return {row["svname"]: row for row in csv.DictReader(io.StringIO(text))
            if row["pxname"] == "replicas" and row["svname"] not in {"FRONTEND", "BACKEND"}}


def _gone(pid: int) -> bool:
    try:
        return psutil.Process(pid).status() == psutil.STATUS_ZOMBIE
    except psutil.NoSuchProcess:
        return True


def _port_closed(port: int) -> bool:
    with socket.socket() as s:
        s.settimeout(1)
        return s.connect_ex(("127.0.0.1", port)) != 0


class Student(BrowserSession):
    """A simulated student who also reads the metric cards of each run."""

    def __init__(self, url: str, path: str, cookies: dict[str, str]) -> None:
        super().__init__(url, path=path, timeout_s=60, cookies=cookies)
        self.metrics: dict[str, str] = {}

    def _handle(self, msg, result, widgets):
        if msg.WhichOneof("type") == "delta" and msg.delta.WhichOneof("type") == "new_element":
            element = msg.delta.new_element
            if element.WhichOneof("type") == "metric":
                self.metrics[element.metric.label] = element.metric.body
        return super()._handle(msg, result, widgets)


async def _visit(url: str, cookies: dict[str, str], page: str = "", query: str = "") -> Student:
    """Load ``/<page>?<query>``, open its websocket, run the page once, leave; the student."""
    student = Student(url, f"{page}?{query}" if query else page, cookies)
    await student.connect()
    try:
        result = await student.open(page, query)
        assert result.ok, (result.exceptions, result.page_not_found, result.status)
    finally:
        await student.close()
    return student


@pytest.fixture(scope="module")
def launched(tmp_path_factory):
    _need_haproxy()
    # A dead replica comes back after 3 s: HAProxy (checks every 0.5 s) has marked it DOWN
    # and even a slow browser has reconnected elsewhere by then, whatever the machine's load.
    launched = _launch(tmp_path_factory.mktemp("serve"), "--restart-delay", "3")
    try:
        launched.wait_for(r"^ready: http://127\.0\.0\.1:\d+", START_TIMEOUT_S)
        yield launched
    finally:
        if launched.popen.poll() is None:
            _kill_everything(launched)


def test_the_launcher_starts_two_warm_replicas_behind_haproxy(launched):
    assert launched.wait_for(r"^ready: (\S+)", 0).group(1) == launched.url
    launched.wait_for(r"^every page opened once on every replica", 0)
    pids = launched.replica_pids()
    assert sorted(pids) == ["r1", "r2"]
    assert all(psutil.pid_exists(pid) for pid in pids.values())
    stats = _stats(launched)
    assert sorted(stats) == ["r1", "r2"]
    assert all(row["status"].startswith("UP") for row in stats.values()), stats
    with urllib.request.urlopen(launched.url + "/_stcore/health", timeout=5) as r:
        assert r.read() == b"ok"
        assert r.headers[REPLICA_HEADER] in {"r1", "r2"}


def test_a_student_keeps_their_replica_across_reconnects(launched):
    jar: dict[str, str] = {}
    first = _run(_visit(launched.url, jar, COIN_PATH))
    assert first.replica in {"r1", "r2"}
    assert jar[COOKIE] == first.replica
    assert first.handshake_replica == first.replica  # the websocket went where the page came from
    for _ in range(4):
        again = _run(_visit(launched.url, jar, COIN_PATH))
        assert (again.replica, again.handshake_replica) == (first.replica, first.replica)
    assert jar[COOKIE] == first.replica


def test_students_from_one_address_with_different_cookies_use_both_replicas(launched):
    before = {name: int(row["stot"]) for name, row in _stats(launched).items()}
    seen = [_run(_visit(launched.url, {})).handshake_replica for _ in range(4)]  # four new students
    assert set(seen) == {"r1", "r2"}, seen  # all from 127.0.0.1, yet spread by the balancer
    for name in ("r1", "r2"):  # and a cookie alone decides where a student goes
        assert _run(_visit(launched.url, {COOKIE: name})).handshake_replica == name
    after = {name: int(row["stot"]) for name, row in _stats(launched).items()}
    assert all(after[name] > before[name] for name in ("r1", "r2")), (before, after)


def test_a_dead_replicas_students_come_back_on_the_live_one_with_the_same_numbers(launched):
    jar: dict[str, str] = {}
    path = f"{COIN_PATH}?{COIN_QUERY}"

    async def before_and_after() -> tuple[Student, Student, bool]:
        student = Student(launched.url, path, jar)
        await student.connect()
        first = await student.open(COIN_PATH, COIN_QUERY)
        assert first.ok, first.exceptions
        victim = student.handshake_replica
        os.killpg(launched.replica_pids()[victim], signal.SIGKILL)
        dropped = False
        try:  # the next change goes nowhere: the websocket is closed
            dropped = not (await student.rerun()).finished
        except Exception:  # noqa: BLE001 - ConnectionClosed, reset...
            dropped = True
        await student.close()
        # The browser reconnects and reruns the URL it shows (Streamlit keeps widgets in it).
        back = Student(launched.url, f"{COIN_PATH}?{student.query_string}", jar)
        await back.connect()
        try:
            again = await back.open(COIN_PATH, student.query_string)
            assert again.ok, again.exceptions
        finally:
            await back.close()
        return student, back, dropped

    student, back, dropped = _run(before_and_after())
    victim = student.handshake_replica
    assert dropped
    assert back.handshake_replica == ({"r1", "r2"} - {victim}).pop()
    assert jar[COOKIE] == back.handshake_replica  # a new cookie: the next reload stays there
    values = sorted(student.metrics.values())
    assert "0.7" in values and "0.8" in values, student.metrics  # posterior mean 7/10, MLE 4/5
    assert back.metrics == student.metrics
    # HAProxy saw it die (log-health-checks), and the launcher started it again.
    launched.drain()
    since = len(launched.lines)
    deadline = time.monotonic() + 20
    log = launched.log_dir / "haproxy.log"
    while not re.search(rf"Server replicas/{victim} is DOWN", log.read_text(errors="replace")):
        assert time.monotonic() < deadline, log.read_text(errors="replace")[-2000:]
        time.sleep(0.1)
    launched.wait_for(rf"^replica {victim} is back: ", START_TIMEOUT_S, since)
    deadline = time.monotonic() + 20
    while not _stats(launched)[victim]["status"].startswith("UP"):
        assert time.monotonic() < deadline, _stats(launched)[victim]
        time.sleep(0.2)
    assert _run(_visit(launched.url, {COOKIE: victim})).handshake_replica == victim


def _chromium() -> str:
    path = shutil.which("chromium") or next((p for p in ("/usr/bin/chromium",) if Path(p).exists()), None)
    try:
        import playwright.sync_api  # noqa: F401
    except ImportError:
        path = None
    if path is None:
        if os.environ.get("BAYESLAB_REQUIRE_BROWSER") == "1":
            pytest.fail("Chromium or Playwright is missing but BAYESLAB_REQUIRE_BROWSER=1")
        pytest.skip("Debian chromium or Playwright not installed")
    return path


def test_in_a_real_browser_the_page_survives_its_replica(launched):
    """Chromium on /coin?...; its replica is killed; without a reload the page reconnects
    through HAProxy to the live replica, and a change computes there from the URL state."""
    from playwright.sync_api import sync_playwright

    from bench.cold_start import CHROMIUM_ARGS

    chromium = _chromium()
    idle = "[data-testid='stApp'][data-test-script-state='notRunning']"
    launched.drain()
    since = len(launched.lines)

    def in_browser() -> dict:
        seen: dict = {}
        with sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path=chromium, args=CHROMIUM_ARGS, headless=True)
            try:
                context = browser.new_context()
                page = context.new_page()
                sockets: list = []
                page.on("websocket", lambda ws: sockets.append(ws))
                page.goto(f"{launched.url}/{COIN_PATH}?{COIN_QUERY}")
                page.wait_for_selector(idle, timeout=60_000)
                values = page.locator("[data-testid='stMetricValue']")
                values.first.wait_for(timeout=60_000)
                seen["before"] = values.all_inner_texts()
                victim = {c["name"]: c["value"] for c in context.cookies()}[COOKIE]
                seen["victim"] = victim
                os.killpg(launched.replica_pids()[victim], signal.SIGKILL)
                deadline = time.monotonic() + 30
                while len(sockets) < 2:  # Streamlit's page opens a new websocket by itself
                    assert time.monotonic() < deadline, "the page never reconnected"
                    page.wait_for_timeout(100)
                page.wait_for_timeout(500)
                page.wait_for_selector(idle, timeout=30_000)
                # The reconnected page may still be drawing its metrics when it first reads idle:
                # read until they are all back (or 15 s), then compare.
                settle = time.monotonic() + 15
                seen["after"] = values.all_inner_texts()
                while seen["after"] != seen["before"] and time.monotonic() < settle:
                    page.wait_for_timeout(200)
                    seen["after"] = values.all_inner_texts()
                seen["cookie_after"] = {c["name"]: c["value"] for c in context.cookies()}.get(COOKIE)
                heads = page.get_by_label("Heads", exact=True)
                heads.fill("5")
                heads.press("Enter")
                page.wait_for_timeout(300)
                page.wait_for_selector(idle, timeout=30_000)
                seen["changed"] = values.all_inner_texts()
                seen["url"] = page.url
                seen["exceptions"] = page.locator("[data-testid='stException']").count()
            finally:
                browser.close()
        return seen

    with concurrent.futures.ThreadPoolExecutor(max_workers=1) as pool:  # off Playwright's main-thread loop
        seen = pool.submit(in_browser).result(timeout=150)
    assert "0.7" in seen["before"] and "0.8" in seen["before"], seen  # Beta(7, 3) mean, MLE 4/5
    assert seen["after"] == seen["before"]
    assert seen["cookie_after"] == ({"r1", "r2"} - {seen["victim"]}).pop()
    # Only the live replica can have computed this: 5 heads, with a = 3, b = 2, tails = 1 kept
    # from the address: mean (3 + 5) / (3 + 2 + 5 + 1) = 8/11 = 0.7273, MLE 5/6 = 0.8333.
    assert "0.7273" in seen["changed"] and "0.8333" in seen["changed"], seen
    assert "heads=5" in seen["url"] and "a=3" in seen["url"] and seen["exceptions"] == 0
    launched.wait_for(rf"^replica {seen['victim']} is back: ", START_TIMEOUT_S, since)


def _restarts_done(launched: Launched, timeout_s: float) -> None:
    """Wait until every replica the launcher is restarting is back (bounded)."""
    deadline = time.monotonic() + timeout_s
    while True:
        launched.drain()
        text = "\n".join(launched.lines)
        if text.count(": restarting it on port") == len(re.findall(r"^replica r\d+ is back: ", text, re.M)):
            return
        assert time.monotonic() < deadline, "\n".join(launched.lines[-20:])
        time.sleep(0.1)


def test_ctrl_c_stops_haproxy_and_every_replica_and_frees_every_port(launched):
    _restarts_done(launched, START_TIMEOUT_S)  # (after a failed test above too)
    children = psutil.Process(launched.popen.pid).children(recursive=True)
    pids = launched.replica_pids()
    assert {p.pid for p in children} >= set(pids.values())
    assert len(children) == 3  # two replicas and HAProxy
    ports = [launched.port, launched.stats_port]
    ports += [int(m) for m in re.findall(r"http://127\.0\.0\.1:(\d+) \(pid", "\n".join(launched.lines))]
    assert not any(_port_closed(p) for p in ports)
    os.kill(launched.popen.pid, signal.SIGINT)  # what Ctrl-C in the terminal sends
    assert launched.popen.wait(timeout=30) == 0
    launched.wait_for(r"^stopped: ", 5)
    assert all(_gone(p.pid) for p in children), [p for p in children if not _gone(p.pid)]
    assert all(_port_closed(p) for p in ports)


def _two_free_ports() -> int:
    """A port p with p + 1 free too (``--replica-port`` numbers replicas consecutively)."""
    for _ in range(50):
        p = free_port()
        if p >= 65535:
            continue
        with socket.socket() as s:
            try:
                s.bind(("127.0.0.1", p + 1))
            except OSError:
                continue
        return p
    pytest.fail("no two consecutive free ports on 127.0.0.1")


def test_a_balancer_in_front_of_replicas_started_by_another_launcher(tmp_path):
    """The several-machines set-up of deploy/README.md, on one machine: a worker launcher
    (--no-balancer) and a balancer launcher (--replicas 0 --remote HOST:PORT ...)."""
    _need_haproxy()
    first = _two_free_ports()
    worker = _launch(tmp_path / "worker", "--no-balancer", "--replica-port", str(first), "--no-warm")
    balancer = None
    children: list[psutil.Process] = []
    try:
        worker.wait_for(rf"^ready: replicas at 127\.0\.0\.1:{first}, 127\.0\.0\.1:{first + 1} ", START_TIMEOUT_S)
        balancer = _launch(tmp_path / "balancer", "--remote", f"127.0.0.1:{first}",
                           "--remote", f"127.0.0.1:{first + 1}", replicas=0)
        balancer.wait_for(r"^ready: ", START_TIMEOUT_S)
        children = [*psutil.Process(worker.popen.pid).children(), *psutil.Process(balancer.popen.pid).children()]
        assert len(children) == 3  # two replicas on the "worker", HAProxy on the "balancer"
        seen = {_run(_visit(balancer.url, {})).handshake_replica for _ in range(4)}  # the home page
        assert seen == {"h1", "h2"}  # remote replicas are named h1, h2, ... in the cookie
        assert sorted(_stats(balancer)) == ["h1", "h2"]
        for launched in (balancer, worker):
            os.kill(launched.popen.pid, signal.SIGTERM)
            assert launched.popen.wait(timeout=30) == 0
        assert all(_gone(p.pid) for p in children)
        assert all(_port_closed(p) for p in (first, first + 1, balancer.port))
    finally:
        for launched in (worker, balancer):
            if launched is not None:
                _kill_everything(launched, [p for p in children if not _gone(p.pid)])


@pytest.mark.parametrize("how", [signal.SIGTERM, signal.SIGKILL], ids=["SIGTERM", "SIGKILL"])
def test_a_terminated_launcher_leaves_nothing_behind(tmp_path, how):
    _need_haproxy()
    launched = _launch(tmp_path, "--no-warm", replicas=1)
    children: list[psutil.Process] = []
    try:
        launched.wait_for(r"^ready: ", START_TIMEOUT_S)
        children = psutil.Process(launched.popen.pid).children(recursive=True)
        assert len(children) == 2  # one replica and HAProxy
        os.kill(launched.popen.pid, how)
        launched.popen.wait(timeout=30)
        # SIGTERM: the launcher stops them; SIGKILL: each child was told to die with it.
        deadline = time.monotonic() + 20
        while not all(_gone(p.pid) for p in children):
            assert time.monotonic() < deadline, [p for p in children if not _gone(p.pid)]
            time.sleep(0.1)
        assert _port_closed(launched.port)
    finally:
        _kill_everything(launched, [p for p in children if not _gone(p.pid)])
