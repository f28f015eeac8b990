"""Uploads in a real browser: what a file's text can do to the page, and the size limit.

Issue 11 item 4: an upload error used to render the file's cells as Markdown and LaTeX, so
``![x](http://127.0.0.1:9/t.png)`` as a label made the student's browser fetch that address
(a tracking pixel in a shared corpus). Here every attack points at a local HTTP server that
records its hits, and the browser's requests are watched too: nothing may reach it.
"""

from __future__ import annotations

import http.server
import threading
from urllib.parse import urlencode, urlparse

import pytest

from bayeslab.datasets import MAX_UPLOAD_BYTES
from tests.e2e.helpers import (
    DESKTOP, PHONE, assert_no_exception, open_page, screenshot, sideways_overflow, wait_idle,
)
from ui.text import words

PATH = "/naive-bayes"
text = words("spam", "en")


class Recorder:
    """An HTTP server on 127.0.0.1 that answers everything with 204 and remembers each hit."""

    def __init__(self) -> None:
        self.hits: list[str] = []
        recorder = self

        class Handler(http.server.BaseHTTPRequestHandler):
            def do_GET(self) -> None:  # noqa: N802 (http.server's name)
                recorder.hits.append(self.path)
                self.send_response(204)
                self.end_headers()

            def log_message(self, *args) -> None:
                return None

        self.httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.httpd.daemon_threads = True
        threading.Thread(target=self.httpd.serve_forever, args=(0.05,), daemon=True).start()
        self.base = f"http://127.0.0.1:{self.httpd.server_address[1]}"

    def close(self) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()


@pytest.fixture
def recorder():
    server = Recorder()
    yield server
    server.close()


def _attacks(base: str) -> list[str]:
    return [
        f"![x]({base}/pixel.png)",
        f"[click]({base}/link)",
        f"$\\href{{{base}/math}}{{x}}$",
        f"<img src={base}/img.png>",
        "[js](javascript:window.__pwned=1)",
        f":red[fake] <{base}/auto>",
    ]


def _open_upload(page, app_url: str) -> None:
    open_page(page, app_url + PATH + "?" + urlencode({"corpus": "upload"}))
    dialog = page.locator("[role='dialog']")
    if dialog.count():
        page.keyboard.press("Escape")
    page.get_by_text(text.DATA_EXPANDER).click()


def _upload(page, path) -> None:
    page.locator("[data-testid='stFileUploaderDropzoneInput']").set_input_files(str(path))
    wait_idle(page)


def test_file_text_in_errors_and_names_requests_nothing(page, app_url, recorder, tmp_path):
    """Every attack as a label and as a header cell, plain addresses, then a good file whose
    name is an attack: the file's text is shown as itself (an invisible word joiner, U+2060,
    follows "http" so that Markdown makes no link of it: it is dropped before comparing), no
    address becomes a link, nothing is fetched and nothing runs. The first error is also
    looked at on a phone (no sideways scroll; screenshots)."""
    outside: list[str] = []
    server = urlparse(app_url).netloc
    page.on("request", lambda request: outside.append(request.url)
            if urlparse(request.url).netloc not in (server, "") and not request.url.startswith("data:") else None)
    _open_upload(page, app_url)
    uploads = []
    for i, attack in enumerate(_attacks(recorder.base)):
        label = tmp_path / f"label{i}.csv"
        label.write_text(f"ham,hello\n{attack},win\n", encoding="utf-8")
        header = tmp_path / f"header{i}.csv"
        header.write_text(f"{attack.replace(',', ' ')},body\nham,hello\nspam,win\n", encoding="utf-8")
        uploads += [(label, attack[:30]), (header, None)]
    addresses = tmp_path / "addresses.csv"
    addresses.write_text(f"ham,hello\n{recorder.base}/t www.evil.example me@evil.example,win\n", encoding="utf-8")
    uploads.append((addresses, None))
    good = tmp_path / "![x](pixel).csv"
    good.write_text("label,text\nspam,win cash now\nspam,win a prize\nham,see you\nham,lunch\n", encoding="utf-8")
    for n, (path, shown) in enumerate(uploads):
        _upload(page, path)
        assert_no_exception(page)
        error = page.locator("[data-testid='stAlert']").filter(has_text=text.UPLOAD_FORMAT[:20]).first
        error.wait_for()
        if shown is not None:
            assert shown in error.inner_text().replace("\u2060", "")  # shown as itself, characters and all
        assert error.locator("a").count() == 0, path.name  # no link made of the file's text
        if n == 0:
            screenshot(page, "spam_upload_attack_desktop")
            page.set_viewport_size(PHONE)
            page.wait_for_timeout(400)
            assert sideways_overflow(page) <= 1
            screenshot(page, "spam_upload_attack_phone")
            page.set_viewport_size(DESKTOP)
    _upload(page, good)
    page.get_by_text("![x](pixel).csv").first.wait_for()
    page.wait_for_timeout(800)  # time for any image, link prefetch or maths to load
    assert recorder.hits == []
    assert outside == []
    assert page.evaluate("() => typeof window.__pwned") == "undefined"
    app = page.locator("[data-testid='stApp']")
    port = recorder.base.rsplit(":", 1)[1]
    assert app.locator(f"img[src*=':{port}'], a[href^='javascript'], [data-testid='stAlert'] img").count() == 0
    assert app.locator(".katex a, [data-testid='stAlert'] .katex").count() == 0


def _file_of(path, size: int):
    """A valid CSV of exactly ``size`` bytes: short rows, the last one padded."""
    rows = b"label,text\nspam,win cash now\n" + b"ham,see you at lunch\n" * ((size - 200) // 21)
    path.write_bytes(rows + b"ham," + b"y" * (size - len(rows) - 5) + b"\n")
    assert path.stat().st_size == size
    return path


def test_one_size_limit_stated_on_the_page(page, app_url, tmp_path):
    """Issue 11: the uploader refused files over 2,000,000 bytes (saying why only on hover)
    while the parser allowed 2,097,152. Now one limit: a file of exactly the limit is used, one
    byte more is refused by the browser, and the page states the limit in plain sight."""
    _open_upload(page, app_url)
    caption = page.locator("[data-testid='stCaptionContainer']").filter(
        has_text=text.UPLOAD_LIMIT_FMT.fill(limit=MAX_UPLOAD_BYTES)[:30])
    caption.first.wait_for()
    assert f"{MAX_UPLOAD_BYTES:,}" in caption.first.inner_text()
    _upload(page, _file_of(tmp_path / "exact.csv", MAX_UPLOAD_BYTES))
    page.locator("[data-testid='stMarkdownContainer']").filter(has_text="exact.csv").first.wait_for()
    assert_no_exception(page)
    assert not page.locator("[data-testid='stAlert']").filter(has_text=text.UPLOAD_FORMAT[:20]).count()
    _open_upload(page, app_url)
    _upload(page, _file_of(tmp_path / "over.csv", MAX_UPLOAD_BYTES + 1))
    page.wait_for_timeout(500)
    assert_no_exception(page)
    # Refused before the server: the page still asks for a file and shows the limit.
    assert text.UPLOAD_PROMPT.replace("**", "")[:40] in " ".join(
        page.locator("[data-testid='stAlert']").all_inner_texts())
    assert caption.first.is_visible()
