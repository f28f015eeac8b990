"""Serve BayesLab to a large class: N Streamlit processes behind HAProxy.

One Python process runs one page script at a time, so one ``streamlit run`` serves
about one core's worth of students. This launcher starts N replicas of the app
(``streamlit run app.py`` on local ports) and HAProxy in front of them::

    python deploy/serve.py                          # one replica per core, port 8501
    python deploy/serve.py --replicas 2 --port 8080
    python deploy/serve.py --print-config           # the HAProxy file it would run

In order: it starts the replicas (each in its own process group), waits until each
answers ``/_stcore/health``, opens every page once on every replica over the
websocket (imports, caches and chart specs are ready before the first student),
starts HAProxy with ``deploy/haproxy.cfg`` filled in (websocket tunnel, health
checks, affinity by a ``SERVERID`` cookie), and prints ``ready: <url>``. While it
runs it restarts a replica that dies (its students are sent to the live ones
meanwhile; their pages come back as they were, because every setting is in the URL).
Ctrl-C, SIGTERM or SIGHUP stop HAProxy and every replica; nothing is left behind.

Several machines (``deploy/README.md``): run ``--no-balancer --replica-address
0.0.0.0`` on each worker and ``--replicas 0 --remote HOST:PORT ...`` on the balancer.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import ctypes
import os
import re
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time
import urllib.error
import urllib.request
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable, Iterator, Sequence

if __package__ in (None, ""):  # run as a script: make `bench` importable
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.load import BAYESLAB_PAGES, REPO, free_port, streamlit_command, warm_up  # noqa: E402

__all__ = [
    "Backend",
    "Cluster",
    "Replica",
    "cluster",
    "default_replicas",
    "main",
    "render_config",
]

#: The HAProxy configuration, with @@...@@ fields that :func:`render_config` fills in.
TEMPLATE = Path(__file__).with_name("haproxy.cfg")
#: Streamlit's own default port: students type the same address as for one process.
DEFAULT_PORT = 8501
#: First port of the replicas when they need fixed ports (``--print-config``, workers).
DEFAULT_REPLICA_PORT = 8601
#: The affinity cookie HAProxy sets (``cookie SERVERID insert`` in the template).
COOKIE = "SERVERID"
#: Response header naming the replica that answered (``http-response set-header``).
REPLICA_HEADER = "X-BayesLab-Replica"

_NAME = re.compile(r"^[A-Za-z0-9_.-]+$")
_ANY_ADDRESS = {"", "0.0.0.0", "::", "[::]"}
_PR_SET_PDEATHSIG = 1
try:
    _LIBC = ctypes.CDLL(None, use_errno=True) if sys.platform.startswith("linux") else None
except OSError:  # pragma: no cover - no C library to ask
    _LIBC = None


def default_replicas() -> int:
    """The number of cores this process may run on (one replica each).

    Examples
    --------
    >>> default_replicas() >= 1
    True
    """
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # pragma: no cover - not Linux
        return os.cpu_count() or 1


def _local(address: str) -> str:
    """The host to reach a server listening on ``address`` from this machine."""
    return "127.0.0.1" if address in _ANY_ADDRESS else address


# -- the configuration -------------------------------------------------------------------


@dataclass(frozen=True)
class Backend:
    """One ``server`` line of the balancer: where a replica listens, and its name.

    The name is also the value of the affinity cookie and of the
    ``X-BayesLab-Replica`` header.
    """

    name: str
    host: str
    port: int

    def __post_init__(self) -> None:
        if not _NAME.match(self.name):
            raise ValueError(f"`name` must be letters, digits, '_', '.' or '-'; got {self.name!r}")
        if not self.host or any(c.isspace() for c in self.host):
            raise ValueError(f"`host` must be a host name or address without spaces; got {self.host!r}")
        if not 1 <= self.port <= 65535:
            raise ValueError(f"`port` must be an integer in [1, 65535]; got {self.port!r}")

    @property
    def address(self) -> str:
        host = f"[{self.host}]" if ":" in self.host else self.host
        return f"{host}:{self.port}"


def parse_remote(text: str, index: int) -> Backend:
    """``HOST:PORT`` (a replica on another machine) as the backend ``h<index>``.

    Examples
    --------
    >>> parse_remote("10.0.0.11:8601", 1)
    Backend(name='h1', host='10.0.0.11', port=8601)
    """
    host, sep, port = text.rpartition(":")
    if not sep or not host or not port.isdigit():
        raise ValueError(f"`--remote` must be HOST:PORT; got {text!r}")
    return Backend(f"h{index}", host.strip("[]"), int(port))


def render_config(
    backends: Sequence[Backend],
    *,
    bind: str,
    check_interval_s: float = 2.0,
    stats_bind: str | None = None,
    template: Path = TEMPLATE,
) -> str:
    """Fill in ``deploy/haproxy.cfg`` for these replicas.

    Parameters
    ----------
    backends : sequence of Backend
        The replicas, local or on other machines; at least one, names unique.
    bind : str
        Where students connect, ``ADDRESS:PORT`` (``0.0.0.0:8501``).
    check_interval_s : float, optional
        Seconds between two health checks of a replica (HAProxy ``inter``); a replica
        is marked down after two failed checks and up again after two good ones.
    stats_bind : str, optional
        ``ADDRESS:PORT`` of HAProxy's statistics page; None leaves it out.
    template : Path, optional
        The template (``deploy/haproxy.cfg``).

    Returns
    -------
    str
        The configuration for ``haproxy -f``.

    Examples
    --------
    >>> text = render_config([Backend("r1", "127.0.0.1", 8601)], bind="0.0.0.0:8501")
    >>> "server r1 127.0.0.1:8601 cookie r1" in text, "bind 0.0.0.0:8501" in text
    (True, True)
    """
    if not backends:
        raise ValueError("`backends` must hold at least one replica; got none")
    names = [b.name for b in backends]
    if len(set(names)) != len(names):
        raise ValueError(f"`backends` must have unique names; got {names}")
    if not (0.1 <= check_interval_s <= 60):
        raise ValueError(f"`check_interval_s` must be in [0.1, 60]; got {check_interval_s!r}")
    servers = "\n".join(f"    server {b.name} {b.address} cookie {b.name}" for b in backends)
    if stats_bind:
        stats = "\n".join([
            "# HAProxy's own page: each replica's state (UP/DOWN), sessions and errors.",
            "listen stats",
            f"    bind {stats_bind}",
            "    stats enable",
            "    stats uri /",
            "    stats refresh 5s",
        ])
    else:
        stats = "# (no statistics page)"
    fields = {
        "BIND": bind,
        "CHECK_INTERVAL": f"{round(check_interval_s * 1000)}ms",
        "SERVERS": servers,
        "STATS": stats,
    }
    text = f"# Filled in by deploy/serve.py from deploy/{template.name}: edit the template, not this copy.\n"
    text += template.read_text()
    for key, value in fields.items():
        text = text.replace(f"@@{key}@@", value)
    unfilled = sorted(set(re.findall(r"@@(\w+)@@", text)))
    if unfilled:
        raise ValueError(f"`template` must have only the fields {sorted(fields)}; {template} also has {unfilled}")
    return text


# -- processes -----------------------------------------------------------------------------


def _child_setup(parent: int) -> Callable[[], None]:
    """Run in each child before exec: die with the launcher even if it is SIGKILLed."""

    def setup() -> None:
        if _LIBC is not None:
            _LIBC.prctl(_PR_SET_PDEATHSIG, signal.SIGTERM, 0, 0, 0)
            if os.getppid() != parent:  # the launcher died before prctl took effect
                os._exit(1)

    return setup


def _spawn(cmd: list[str], *, cwd: Path, log_path: Path) -> subprocess.Popen:
    """Start ``cmd`` in a new session (its own process group), output appended to a log."""
    with open(log_path, "ab") as log:
        return subprocess.Popen(
            cmd,
            cwd=str(cwd),
            stdin=subprocess.DEVNULL,
            stdout=log,
            stderr=subprocess.STDOUT,
            start_new_session=True,
            preexec_fn=_child_setup(os.getpid()),
        )


def _stop_groups(popens: Sequence[subprocess.Popen], timeout_s: float = 10.0) -> None:
    """SIGTERM every process group, wait, SIGKILL what is left; reap every child."""
    running = [p for p in popens if p.poll() is None]
    for p in running:
        with contextlib.suppress(ProcessLookupError, PermissionError):
            os.killpg(p.pid, signal.SIGTERM)
    deadline = time.monotonic() + timeout_s
    for p in running:
        try:
            p.wait(timeout=max(deadline - time.monotonic(), 0.1))
        except subprocess.TimeoutExpired:
            pass
    for p in popens:
        # The group too: a child the leader left behind would keep its port.
        with contextlib.suppress(ProcessLookupError, PermissionError):
            os.killpg(p.pid, signal.SIGKILL)
        with contextlib.suppress(subprocess.TimeoutExpired):
            p.wait(timeout=5)


def _tail(path: Path, n_chars: int = 2000) -> str:
    with contextlib.suppress(OSError):
        return path.read_text(errors="replace")[-n_chars:]
    return ""


def _get(url: str, timeout_s: float = 2.0) -> bytes | None:
    try:
        with urllib.request.urlopen(url, timeout=timeout_s) as r:
            return r.read()
    except (OSError, urllib.error.URLError):
        return None


def _check_port_free(address: str, port: int, what: str) -> None:
    with socket.socket() as s:
        s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            s.bind((address if address not in _ANY_ADDRESS else "0.0.0.0", port))
        except OSError as exc:
            raise RuntimeError(f"{what} port {port} on {address or '*'} is not free ({exc.strerror}); "
                               "choose another with --port / --replica-port") from None


@dataclass
class Replica:
    """One local ``streamlit run app.py`` process and the port it keeps across restarts."""

    name: str
    port: int
    address: str
    log_path: Path
    popen: subprocess.Popen | None = None
    starts: list[float] = field(default_factory=list)  # monotonic times of each start
    given_up: bool = False
    dead_since: float | None = None  # monotonic time its death was noticed, until restarted

    @property
    def url(self) -> str:
        return f"http://{_local(self.address)}:{self.port}"

    @property
    def backend(self) -> Backend:
        return Backend(self.name, _local(self.address), self.port)

    @property
    def alive(self) -> bool:
        return self.popen is not None and self.popen.poll() is None


@dataclass
class Cluster:
    """Running replicas and (unless there is none) the balancer in front of them."""

    url: str  # the balancer as seen from this machine (or the only replica without one)
    replicas: list[Replica]
    backends: list[Backend]
    haproxy: subprocess.Popen | None
    config_path: Path | None
    log_dir: Path
    stats_url: str | None
    repo: Path
    app: str
    server_args: tuple[str, ...]
    warm: bool
    say: Callable[[str], None]

    @property
    def haproxy_log(self) -> Path:
        return self.log_dir / "haproxy.log"

    def popens(self) -> list[subprocess.Popen]:
        return [p for p in ([self.haproxy] + [r.popen for r in self.replicas]) if p is not None]

    def supervise(
        self,
        *,
        restart_delay_s: float = 1.0,
        max_starts: int = 4,
        window_s: float = 60.0,
        start_timeout_s: float = 120.0,
    ) -> None:
        """Restart every replica that exited; raise RuntimeError if the balancer exited.

        Call it every half second or so. A replica seen dead is started again
        ``restart_delay_s`` later (a crash loop does not spin, and HAProxy has marked
        it DOWN by then), on the same port, and warmed before it is announced. One
        that has been started ``max_starts`` times within ``window_s`` seconds and
        died again is left down (it would only crash again); HAProxy keeps sending its
        students to the others.
        """
        if self.haproxy is not None and self.haproxy.poll() is not None:
            raise RuntimeError(f"HAProxy exited with code {self.haproxy.returncode}:\n{_tail(self.haproxy_log)}")
        now = time.monotonic()
        for r in self.replicas:
            if r.alive or r.given_up:
                continue
            if r.dead_since is None:
                r.dead_since = now
                code = r.popen.returncode if r.popen is not None else None
                recent = [t for t in r.starts if now - t < window_s]
                if len(recent) >= max_starts:
                    r.given_up = True
                    self.say(f"replica {r.name} exited with code {code} again ({len(recent)} starts within "
                             f"{window_s:.0f} s): left down (log: {r.log_path})")
                else:
                    self.say(f"replica {r.name} exited with code {code}: restarting it on port {r.port} in "
                             f"{restart_delay_s:g} s (HAProxy sends its students to the other replicas)")
                continue
            if now - r.dead_since < restart_delay_s:
                continue
            r.dead_since = None
            _start_replica(r, repo=self.repo, app=self.app, server_args=self.server_args)
            _wait_healthy([r], start_timeout_s)
            if self.warm:
                _warm([r.url])
            self.say(f"replica {r.name} is back: {r.url} (pid {r.popen.pid})")


def _start_replica(r: Replica, *, repo: Path, app: str, server_args: tuple[str, ...]) -> None:
    cmd = streamlit_command(app, r.port, address=r.address, extra_args=server_args)
    r.popen = _spawn(cmd, cwd=repo, log_path=r.log_path)
    r.starts.append(time.monotonic())


def _wait_healthy(replicas: Sequence[Replica], timeout_s: float) -> None:
    deadline = time.monotonic() + timeout_s
    pending = list(replicas)
    while pending:
        for r in list(pending):
            if not r.alive:
                raise RuntimeError(f"replica {r.name} exited with code {r.popen.returncode} while starting:\n"
                                   f"{_tail(r.log_path)}")
            if _get(r.url + "/_stcore/health") == b"ok":
                pending.remove(r)
        if pending and time.monotonic() > deadline:
            names = ", ".join(r.name for r in pending)
            raise RuntimeError(f"replicas {names} not healthy after {timeout_s:.0f} s:\n{_tail(pending[0].log_path)}")
        if pending:
            time.sleep(0.1)


def _warm(urls: Sequence[str], timeout_s: float = 120.0) -> None:
    """Open every page once on every replica, all replicas at the same time."""

    async def all_replicas() -> None:
        await asyncio.gather(*(warm_up(url, BAYESLAB_PAGES, timeout_s) for url in urls))

    asyncio.run(all_replicas())


def _wait_balancer(url: str, haproxy: subprocess.Popen, log: Path, timeout_s: float = 30.0) -> None:
    deadline = time.monotonic() + timeout_s
    while _get(url + "/_stcore/health") != b"ok":
        if haproxy.poll() is not None:
            raise RuntimeError(f"HAProxy exited with code {haproxy.returncode}:\n{_tail(log)}")
        if time.monotonic() > deadline:
            raise RuntimeError(f"no replica answered through HAProxy at {url} after {timeout_s:.0f} s:\n{_tail(log)}")
        time.sleep(0.1)


def find_haproxy(haproxy: str = "haproxy") -> str:
    """Path of the HAProxy executable, or RuntimeError saying how to install it."""
    found = shutil.which(haproxy)
    if found is None:
        raise RuntimeError(
            f"HAProxy not found ({haproxy!r}): install it with `sudo apt-get install haproxy` "
            "(Debian/Ubuntu; `brew install haproxy` on macOS), or run one process with "
            "`streamlit run app.py`"
        )
    return found


@contextlib.contextmanager
def cluster(
    replicas: int | None = None,
    *,
    port: int = DEFAULT_PORT,
    address: str = "0.0.0.0",
    replica_address: str = "127.0.0.1",
    replica_port: int | None = None,
    remotes: Sequence[Backend] = (),
    balancer: bool = True,
    stats_port: int | None = 0,
    check_interval_s: float = 2.0,
    warm: bool = True,
    log_dir: str | Path | None = None,
    repo: str | Path = REPO,
    app: str = "app.py",
    server_args: Sequence[str] = (),
    haproxy: str = "haproxy",
    start_timeout_s: float = 120.0,
    say: Callable[[str], None] = lambda line: print(line, flush=True),
) -> Iterator[Cluster]:
    """Start replicas (and HAProxy), warm them, yield; stop everything on the way out.

    Parameters
    ----------
    replicas : int, optional
        Local ``streamlit run`` processes; default one per core. 0 with ``remotes``
        makes a balancer for other machines only.
    port : int, optional
        The balancer's port (students' address), 8501 by default.
    address : str, optional
        The balancer's listening address: ``0.0.0.0`` (every interface) by default,
        ``127.0.0.1`` for this machine only.
    replica_address : str, optional
        Where the replicas listen: ``127.0.0.1`` (only HAProxy reaches them) unless
        a balancer on another machine must (``0.0.0.0``).
    replica_port : int, optional
        First replica port (then +1, +2, ...); default free ports.
    remotes : sequence of Backend, optional
        Replicas on other machines, added to the balancer (not started here).
    balancer : bool, optional
        False starts the replicas only (a worker machine).
    stats_port : int or None, optional
        Port of HAProxy's statistics page on 127.0.0.1; 0 picks a free one, None
        leaves the page out.
    check_interval_s : float, optional
        Seconds between health checks of each replica.
    warm : bool, optional
        Open every page once on every replica before yielding.
    log_dir : path, optional
        Folder for ``replica-<name>.log`` and ``haproxy.log`` (kept); default a new
        temporary folder.
    repo, app, server_args : optional
        What each replica runs: ``streamlit run <app>`` in ``repo`` with these extra flags.
    haproxy : str, optional
        The HAProxy executable.
    start_timeout_s : float, optional
        Longest wait for a replica's first ``/_stcore/health``.
    say : callable, optional
        Where progress lines go (printed by default).

    Yields
    ------
    Cluster
        URL, replicas, backends, HAProxy process, statistics URL, log folder.
    """
    n = default_replicas() if replicas is None else replicas
    if n < 0:
        raise ValueError(f"`replicas` must be an integer >= 0; got {replicas!r}")
    if n == 0 and not remotes:
        raise ValueError("`replicas` must be >= 1 when no `remotes` are given; got 0")
    if not balancer and n == 0:
        raise ValueError("without a balancer `replicas` must be >= 1; got 0")
    repo = Path(repo).resolve()
    log_dir = Path(log_dir) if log_dir is not None else Path(tempfile.mkdtemp(prefix="bayeslab-serve-"))
    log_dir.mkdir(parents=True, exist_ok=True)
    haproxy_path = find_haproxy(haproxy) if balancer else None
    if balancer:
        _check_port_free(address, port, "the balancer's")
    ports = (
        [replica_port + i for i in range(n)] if replica_port is not None else [free_port() for _ in range(n)]
    )
    if replica_port is not None:
        for p in ports:
            _check_port_free(replica_address, p, "a replica's")
    local = [Replica(f"r{i + 1}", p, replica_address, log_dir / f"replica-r{i + 1}.log") for i, p in enumerate(ports)]
    c = Cluster(
        url=f"http://{_local(address)}:{port}" if balancer else local[0].url,
        replicas=local,
        backends=[r.backend for r in local] + list(remotes),
        haproxy=None,
        config_path=None,
        log_dir=log_dir,
        stats_url=None,
        repo=repo,
        app=app,
        server_args=tuple(server_args),
        warm=warm,
        say=say,
    )
    try:
        if local:
            say(f"starting {n} replica{'s' * (n != 1)} of `streamlit run {app}` (logs in {log_dir})")
        for r in local:
            _start_replica(r, repo=repo, app=app, server_args=c.server_args)
            say(f"replica {r.name}: {r.url} (pid {r.popen.pid})")
        t0 = time.monotonic()
        _wait_healthy(local, start_timeout_s)
        if local:
            say(f"replicas healthy after {time.monotonic() - t0:.1f} s")
        if warm and local:
            t0 = time.monotonic()
            _warm([r.url for r in local])
            say(f"every page opened once on every replica in {time.monotonic() - t0:.1f} s")
        if balancer:
            stats_bind = None
            if stats_port is not None:
                sp = stats_port or free_port()
                stats_bind = f"127.0.0.1:{sp}"
                c.stats_url = f"http://127.0.0.1:{sp}/"
            text = render_config(c.backends, bind=f"{address}:{port}", check_interval_s=check_interval_s,
                                 stats_bind=stats_bind)
            c.config_path = log_dir / "haproxy.cfg"
            c.config_path.write_text(text)
            check = subprocess.run([haproxy_path, "-c", "-q", "-f", str(c.config_path)],
                                   capture_output=True, text=True, timeout=30)
            if check.returncode != 0:
                raise RuntimeError(f"HAProxy rejected {c.config_path}:\n{check.stdout}{check.stderr}")
            c.haproxy = _spawn([haproxy_path, "-db", "-f", str(c.config_path)], cwd=repo, log_path=c.haproxy_log)
            _wait_balancer(c.url, c.haproxy, c.haproxy_log)
            say(f"HAProxy (pid {c.haproxy.pid}) on {address}:{port} in front of "
                f"{len(c.backends)} replica{'s' * (len(c.backends) != 1)}"
                + (f"; statistics at {c.stats_url}" if c.stats_url else ""))
        yield c
    finally:
        _stop(c)


def _stop(c: Cluster) -> None:
    """Stop the balancer first (no new students), then every replica."""
    in_main = sys.platform != "win32" and _is_main_thread()
    saved = {}
    if in_main:  # a second Ctrl-C must not interrupt the cleanup half-way
        for sig in (signal.SIGINT, signal.SIGTERM, signal.SIGHUP):
            saved[sig] = signal.signal(sig, signal.SIG_IGN)
    try:
        if c.haproxy is not None:
            _stop_groups([c.haproxy])
        _stop_groups([r.popen for r in c.replicas if r.popen is not None])
    finally:
        for sig, handler in saved.items():
            signal.signal(sig, handler)


def _is_main_thread() -> bool:
    return threading.current_thread() is threading.main_thread()


# -- the command line ------------------------------------------------------------------------


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--replicas", type=int, default=None,
                   help=f"local Streamlit processes (default: one per core, here {default_replicas()})")
    p.add_argument("--port", type=int, default=DEFAULT_PORT, help="the students' port (default %(default)s)")
    p.add_argument("--address", default="0.0.0.0",
                   help="balancer's listening address (default %(default)s: every interface; "
                        "127.0.0.1: this machine only)")
    p.add_argument("--replica-address", default="127.0.0.1",
                   help="where replicas listen (default %(default)s; 0.0.0.0 on a worker machine)")
    p.add_argument("--replica-port", type=int, default=None,
                   help="first replica port, then +1, +2, ... (default: free ports)")
    p.add_argument("--remote", action="append", default=[], metavar="HOST:PORT",
                   help="a replica on another machine (repeat for each)")
    p.add_argument("--no-balancer", action="store_true", help="start the replicas only (a worker machine)")
    p.add_argument("--stats-port", type=int, default=0,
                   help="port of HAProxy's statistics page on 127.0.0.1 (default: a free one)")
    p.add_argument("--no-stats", action="store_true", help="no statistics page")
    p.add_argument("--check-interval", type=float, default=2.0,
                   help="seconds between health checks of a replica (default %(default)s)")
    p.add_argument("--no-warm", dest="warm", action="store_false",
                   help="do not open every page on every replica before 'ready'")
    p.add_argument("--no-restart", dest="restart", action="store_false",
                   help="leave a replica that dies down instead of starting it again")
    p.add_argument("--restart-delay", type=float, default=1.0,
                   help="seconds between noticing a dead replica and starting it again (default %(default)s)")
    p.add_argument("--log-dir", type=Path, default=None, help="folder for the logs (default: a new temporary one)")
    p.add_argument("--repo", type=Path, default=REPO, help="repository root to serve (default: this one)")
    p.add_argument("--app", default="app.py", help="entry point, relative to --repo (default %(default)s)")
    p.add_argument("--server-arg", action="append", default=[],
                   help="extra `streamlit run` flag for every replica, e.g. --server-arg=--server.maxUploadSize=1")
    p.add_argument("--haproxy", default="haproxy", help="the HAProxy executable (default %(default)s)")
    p.add_argument("--print-config", action="store_true",
                   help="print the HAProxy configuration for these options and exit (ports from --replica-port, "
                        f"default {DEFAULT_REPLICA_PORT})")
    args = p.parse_args(argv)
    if args.replicas is not None and args.replicas < 0:
        p.error(f"--replicas must be >= 0; got {args.replicas}")
    if args.replicas == 0 and not args.remote:
        p.error("--replicas 0 needs at least one --remote HOST:PORT")
    return args


def _remotes(args: argparse.Namespace) -> list[Backend]:
    return [parse_remote(text, i + 1) for i, text in enumerate(args.remote)]


def _student_url(address: str, port: int) -> str:
    if address in _ANY_ADDRESS:
        return f"http://{socket.gethostname()}:{port}"
    return f"http://{address}:{port}"


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    try:
        remotes = _remotes(args)
    except ValueError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    if args.print_config:
        n = default_replicas() if args.replicas is None else args.replicas
        first = args.replica_port or DEFAULT_REPLICA_PORT
        local = [Backend(f"r{i + 1}", _local(args.replica_address), first + i) for i in range(n)]
        stats = None if args.no_stats else f"127.0.0.1:{args.stats_port or args.port + 1}"
        print(render_config(local + remotes, bind=f"{args.address}:{args.port}",
                            check_interval_s=args.check_interval, stats_bind=stats), end="")
        return 0

    def stop(signum: int, frame: object) -> None:
        raise KeyboardInterrupt

    for sig in (signal.SIGTERM, signal.SIGHUP):
        signal.signal(sig, stop)
    try:
        with cluster(
            args.replicas,
            port=args.port,
            address=args.address,
            replica_address=args.replica_address,
            replica_port=args.replica_port,
            remotes=remotes,
            balancer=not args.no_balancer,
            stats_port=None if args.no_stats else args.stats_port,
            check_interval_s=args.check_interval,
            warm=args.warm,
            log_dir=args.log_dir,
            repo=args.repo,
            app=args.app,
            server_args=args.server_arg,
            haproxy=args.haproxy,
        ) as c:
            if args.no_balancer:
                urls = ", ".join(f"{_student_url(r.address, r.port).removeprefix('http://')}" for r in c.replicas)
                print(f"ready: replicas at {urls} (add each as --remote HOST:PORT on the balancer; "
                      "Ctrl-C stops them)", flush=True)
            else:
                shown = _student_url(args.address, args.port)
                extra = f" (on this machine: {c.url})" if shown != c.url else ""
                print(f"ready: {shown}{extra} - Ctrl-C stops everything", flush=True)
            while True:
                if args.restart:
                    c.supervise(restart_delay_s=args.restart_delay)
                elif c.haproxy is not None and c.haproxy.poll() is not None:
                    raise RuntimeError(f"HAProxy exited with code {c.haproxy.returncode}:\n{_tail(c.haproxy_log)}")
                time.sleep(0.5)
    except KeyboardInterrupt:
        print("stopped: every process the launcher started has exited", flush=True)
        return 0
    except (RuntimeError, ValueError) as exc:
        print(f"error: {exc}", file=sys.stderr, flush=True)
        return 1


if __name__ == "__main__":
    sys.exit(main())
