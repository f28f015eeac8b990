"""Uploads on a real server: what one student's file costs the class, and whose data survives.

Issue 11 items 1 and 2, on a real ``streamlit run app.py`` (``bench.load.streamlit_server``)
driven over Streamlit's own protocol (``bench.stclient``): a simulated tab loads the
page's HTML (XSRF cookie), opens ``/naive-bayes?corpus=upload``, PUTs a file to
``/_stcore/upload_file/<session>/<file id>`` as the browser's uploader does, then sends
the uploader's widget state. ``bench/stclient.py`` knows no file uploader, so the
driver lives here (:class:`UploadingSession`).

Memory is the server's RSS (process and children, ``bench.load.server_rss_mb``); the
tests assert bounds on memory growth and on the absence of exception boxes, never on
wall-clock time. Run as a script for the numbers (RSS and server CPU per α step)::

    python -m tests.test_uploads_server
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import itertools
import string
import sys
import urllib.request
import uuid
from pathlib import Path

import pytest

from bench.load import BrowserSession, server_cpu_s, server_rss_mb, streamlit_server
from bench.stclient import RunResult, Widget
from streamlit.proto.WidgetStates_pb2 import WidgetState

REPO_ROOT = Path(__file__).resolve().parents[1]
PAGE = "naive-bayes"
#: RSS growth allowed for one big upload and seven α steps (issue 11, item 1).
GROWTH_BUDGET_MB = 150.0


# --------------------------------------------------------------------------- files
def vocabulary_bomb(rows: int = 40, words_per_row: int = 9_900, offset: int = 0) -> bytes:
    """Issue 11's file: ``rows`` TSV rows, each a label, a tab and distinct 4-letter words.

    With the defaults: 20 ham and 20 spam rows of 9,900 words each, 396,000 distinct
    words in 1,980,180 bytes (under the 2 MB upload cap). Another ``offset`` starts the
    words elsewhere among the 26⁴ = 456,976: another file of the same size.
    """
    every = itertools.cycle("".join(t) for t in itertools.product(string.ascii_lowercase, repeat=4))
    words = itertools.islice(every, offset, None)
    lines = []
    for i in range(rows):
        label = "ham" if i % 2 == 0 else "spam"
        lines.append(label + "\t" + " ".join(itertools.islice(words, words_per_row)))
    return ("\n".join(lines) + "\n").encode("ascii")


def small_corpus(tag: str, rows: int = 24) -> bytes:
    """A valid CSV of ``rows`` messages (half spam), with words unique to ``tag``."""
    lines = ["label,text"]
    for i in range(rows):
        if i % 2:
            lines.append(f"spam,WIN cash prize {tag} now {i}")
        else:
            lines.append(f"ham,lunch with {tag} at {i}")
    return ("\n".join(lines) + "\n").encode()


# --------------------------------------------------------------------------- driver
class UploadingSession(BrowserSession):
    """A simulated tab that can also use ``st.file_uploader`` (as the browser does)."""

    session_id = ""

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.markdown: list[str] = []  # the Markdown bodies of the last run

    async def _run(self, **kwargs) -> RunResult:
        self.markdown = []
        return await super()._run(**kwargs)

    def _handle(self, msg, result: RunResult, widgets: dict[str, Widget]) -> bool:
        kind = msg.WhichOneof("type")
        if kind == "new_session" and msg.new_session.initialize.session_id:
            self.session_id = msg.new_session.initialize.session_id
        elif kind == "delta" and msg.delta.WhichOneof("type") == "new_element":
            element = msg.delta.new_element
            if element.WhichOneof("type") == "markdown":
                self.markdown.append(element.markdown.body)
            if element.WhichOneof("type") == "file_uploader":
                proto = element.file_uploader
                key = proto.id.split("-", maxsplit=2)[-1]
                widgets[key] = Widget(proto.id, key, "file_uploader", proto, msg.delta.fragment_id)
        return super()._handle(msg, result, widgets)

    async def connect(self) -> None:
        await super().connect()
        # The frontend's health check sets the XSRF cookie that uploads must echo.
        await self.fetch("_stcore/health")

    def _put(self, file_id: str, name: str, data: bytes) -> int:
        boundary = uuid.uuid4().hex
        body = (
            f"--{boundary}\r\nContent-Disposition: form-data; name=\"file\"; filename=\"{name}\"\r\n"
            "Content-Type: text/plain\r\n\r\n"
        ).encode() + data + f"\r\n--{boundary}--\r\n".encode()
        headers = {"Content-Type": f"multipart/form-data; boundary={boundary}", **self._cookie_header()}
        token = self.cookies.get("_streamlit_xsrf")
        if token:
            headers["X-Xsrftoken"] = token
        request = urllib.request.Request(
            f"{self.base_url}/_stcore/upload_file/{self.session_id}/{file_id}",
            data=body, method="PUT", headers=headers,
        )
        with urllib.request.urlopen(request, timeout=self.timeout_s) as response:
            return response.status

    async def upload(self, key: str, name: str, data: bytes) -> RunResult:
        """Upload ``data`` as file ``name`` through the uploader with user key ``key``."""
        widget = self.widgets[key]
        file_id = uuid.uuid4().hex
        await asyncio.to_thread(self._put, file_id, name, data)
        state = WidgetState(id=widget.id)
        info = state.file_uploader_state_value.uploaded_file_info.add()
        info.file_id, info.name, info.size = file_id, name, len(data)
        self._states[widget.id] = state
        return await self._run(fragment_id=widget.fragment_id)


def _run(coroutine):
    """Run ``coroutine`` on a fresh event loop in its own thread (see test_load_smoke)."""
    with concurrent.futures.ThreadPoolExecutor(max_workers=1) as pool:
        return pool.submit(asyncio.run, coroutine).result()


def _check(result: RunResult, what: str) -> RunResult:
    assert result.finished, f"{what}: the run did not finish"
    assert not result.exceptions, f"{what}: exception box {result.exceptions}"
    return result


async def _open_upload_page(url: str) -> UploadingSession:
    session = UploadingSession(url, path=f"{PAGE}?corpus=upload", timeout_s=120)
    await session.connect()
    _check(await session.open(PAGE, "corpus=upload"), "open")
    return session


# --------------------------------------------------------------------------- measurements
async def big_upload_steps(url: str, process, alphas=(0.5, 1.5, 2.0, 2.5, 3.0, 3.5, 4.0)) -> dict:
    """One tab uploads :func:`vocabulary_bomb`, then moves α through ``alphas``.

    Returns RSS (MB) before, after the upload and after the α steps, the server CPU
    seconds of the upload and per α step, and the alerts the upload showed.
    """
    session = await _open_upload_page(url)
    try:
        numbers = {"rss_start": server_rss_mb(process)}
        cpu = server_cpu_s(process)
        uploaded = _check(await session.upload("upload", "bomb.tsv", vocabulary_bomb()), "upload")
        numbers["alerts"] = uploaded.alerts
        numbers["markdown"] = "\n".join(session.markdown)
        numbers["cpu_upload"] = server_cpu_s(process) - cpu
        numbers["rss_upload"] = server_rss_mb(process)
        cpu = server_cpu_s(process)
        for alpha in alphas:
            _check(await session.set_widget("alpha", alpha), f"alpha={alpha}")
        numbers["cpu_per_alpha"] = (server_cpu_s(process) - cpu) / len(alphas)
        numbers["rss_alpha"] = server_rss_mb(process)
        return numbers
    finally:
        await session.close()


async def warm(url: str) -> None:
    """Open the page once (imports, teaching corpus) so the start RSS is the idle server's."""
    session = await _open_upload_page(url)
    _check(await session.set_widget("alpha", 0.5), "warm-up alpha")
    await session.close()


async def parallel_big_uploads(url: str, n: int) -> list[dict]:
    """``n`` tabs each upload the big file and move α, all at once."""

    async def one(i: int) -> dict:
        session = await _open_upload_page(url)
        try:
            data = vocabulary_bomb(offset=15_000 * (i + 1))  # four different files
            _check(await session.upload("upload", f"bomb{i}.tsv", data), f"upload {i}")
            for alpha in (0.5, 2.0):
                _check(await session.set_widget("alpha", alpha), f"tab {i} alpha={alpha}")
            return {"ok": True}
        finally:
            await session.close()

    return await asyncio.gather(*(one(i) for i in range(n)))


# --------------------------------------------------------------------------- tests
@pytest.fixture(scope="module")
def server(tmp_path_factory):
    log_path = tmp_path_factory.mktemp("uploads") / "streamlit.log"
    with streamlit_server("app.py", cwd=REPO_ROOT, env={"BAYESLAB_OFFLINE": "1"}, log_path=log_path) as srv:
        _run(warm(srv.url))
        yield srv


def test_vocabulary_bomb_is_the_issue_file():
    data = vocabulary_bomb()
    assert len(data) == 1_980_180
    rows = data.decode().split("\n")[:-1]
    assert len(rows) == 40
    words = [w for row in rows for w in row.split("\t")[1].split(" ")]
    assert len(words) == len(set(words)) == 396_000


def test_big_upload_keeps_the_server_within_its_memory_budget(server):
    """Issue 11 item 1: the 1.98 MB file with 396,000 distinct words, then seven α steps.

    Before the fix the server grew by about 1 GB after the upload (and 3 GB after α
    steps): dense class × vocabulary arrays for every cached re-smoothing. Now the
    vocabulary is capped and the caches are bounded by bytes.
    """
    from bayeslab.datasets import train_test_split
    from ui.cached.spam import MAX_FEATURES
    from ui.text import words

    numbers = _run(big_upload_steps(server.url, server.process))
    growth = numbers["rss_alpha"] - numbers["rss_start"]
    assert growth <= GROWTH_BUDGET_MB, {k: v for k, v in numbers.items() if k != "markdown"}
    # The file is accepted (no error) and the student is told that the vocabulary was
    # cut: 30 training rows (a 25 % split of 20 + 20) of 9,900 distinct words each.
    assert not numbers["alerts"], numbers["alerts"]
    n_train = len(train_test_split(["ham"] * 20 + ["spam"] * 20, 0.25, __import__("numpy").random.default_rng(0))[0])
    capped = words("spam", "en").VOCABULARY_CAPPED_FMT.fill(n_features=MAX_FEATURES, n_seen=n_train * 9_900)
    assert capped in numbers["markdown"]


def test_four_big_uploads_at_once_stay_within_the_budget(server):
    """Four tabs upload the big file at the same time: the caches hold by bytes, not entries."""
    start = server_rss_mb(server.process)
    results = _run(parallel_big_uploads(server.url, 4))
    assert all(r["ok"] for r in results)
    assert server_rss_mb(server.process) - start <= GROWTH_BUDGET_MB


def test_nine_sessions_keep_their_own_uploads(server):
    """Issue 11 item 2: tab A uploads, eight other tabs upload theirs, tab A carries on.

    Before the fix tab A's next fragment rerun (the message, α) raised
    ``KeyError: 'upload-<sha>'``: the shared registry of corpora kept eight.
    """

    async def scenario() -> None:
        tabs = [await _open_upload_page(server.url) for _ in range(9)]
        try:
            _check(await tabs[0].upload("upload", "a.csv", small_corpus("alice")), "tab A upload")
            for i, tab in enumerate(tabs[1:], start=1):
                _check(await tab.upload("upload", f"t{i}.csv", small_corpus(f"tab{i}")), f"tab {i} upload")
            a = tabs[0]
            _check(await a.set_widget("message", "lunch with alice"), "tab A message")
            _check(await a.set_widget("alpha", 2.0), "tab A alpha")
            _check(await a.set_widget("tab", ["model"]), "tab A panel")
            result = _check(await a.set_widget("beta", 0.5), "tab A beta")
            assert not result.alerts
        finally:
            for tab in tabs:
                await tab.close()

    _run(scenario())


def main() -> int:
    """Print item 1's numbers (RSS in MB, server CPU in s) for the current code."""
    with streamlit_server("app.py", cwd=REPO_ROOT, env={"BAYESLAB_OFFLINE": "1"}) as srv:
        _run(warm(srv.url))
        numbers = _run(big_upload_steps(srv.url, srv.process))
        print({k: (round(v, 2) if isinstance(v, float) else v) for k, v in numbers.items() if k != "markdown"})
        start = server_rss_mb(srv.process)
        _run(parallel_big_uploads(srv.url, 4))
        print({"rss_before_four": round(start, 1), "rss_after_four": round(server_rss_mb(srv.process), 1)})
    return 0


if __name__ == "__main__":
    sys.exit(main())
