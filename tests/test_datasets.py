"""Tests for bayeslab.datasets: SMS download (against a local HTTP server), bundled
corpus, user uploads, stratified split.

No test touches the internet: the "UCI" server is an ``http.server`` on 127.0.0.1
serving zips built here.
"""

from __future__ import annotations

import csv
import hashlib
import http.server
import io
import re
import socket
import threading
import zipfile
from pathlib import Path

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bayeslab import datasets
from bayeslab.datasets import (
    Corpus,
    DatasetError,
    load_bundled,
    load_sms_spam,
    parse_sms_collection,
    UPLOAD_ERRORS,
    UploadError,
    read_labelled_text,
    train_test_split,
)


def sha256(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def make_zip(members: dict[str, bytes]) -> bytes:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as zf:
        for name, data in members.items():
            zf.writestr(name, data)
    return buffer.getvalue()


TINY = b"ham\tSee you at 6\nspam\tWIN a free $1000 gift card now\nham\tCall grandma\n"
TINY_ZIP = make_zip({"SMSSpamCollection": TINY, "readme": b"tiny test corpus\n"})


class LocalServer:
    """A tiny HTTP server on 127.0.0.1: ``routes[path] = bytes | int status | ("slow", bytes)``.

    A "slow" route answers only when the test is over (:meth:`close` releases it), so a
    client with a short timeout gives up first, and nobody waits for a fixed sleep.
    """

    def __init__(self) -> None:
        self.routes: dict[str, object] = {}
        self.requests: list[str] = []
        self.release = threading.Event()
        server = self

        class Handler(http.server.BaseHTTPRequestHandler):
            def do_GET(self) -> None:  # noqa: N802 (http.server's name)
                server.requests.append(self.path)
                route = server.routes.get(self.path, 404)
                if isinstance(route, tuple):
                    server.release.wait(timeout=30)
                    route = route[1]
                if isinstance(route, int):
                    self.send_error(route)
                    return
                self.send_response(200)
                self.send_header("Content-Type", "application/zip")
                self.send_header("Content-Length", str(len(route)))
                self.end_headers()
                try:
                    self.wfile.write(route)
                except OSError:
                    pass

            def log_message(self, *args) -> None:
                return None

        self.httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.httpd.daemon_threads = True
        self.thread = threading.Thread(target=self.httpd.serve_forever, args=(0.02,), daemon=True)
        self.thread.start()

    def url(self, path: str) -> str:
        return f"http://127.0.0.1:{self.httpd.server_address[1]}{path}"

    def close(self) -> None:
        self.release.set()
        self.httpd.shutdown()
        self.httpd.server_close()


@pytest.fixture
def server():
    srv = LocalServer()
    yield srv
    srv.close()


@pytest.fixture
def refused_url() -> str:
    """An address where nothing listens (connection refused: like having no network)."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    return f"http://127.0.0.1:{port}/sms.zip"


def cache_is_clean(folder: Path) -> bool:
    """Nothing (not even a temporary file) was left in the cache folder."""
    return not folder.exists() or not any(folder.iterdir())


# --------------------------------------------------------------------------- download


def test_good_download_is_parsed_cached_and_reused(server, tmp_path, refused_url):
    server.routes["/sms.zip"] = TINY_ZIP
    kwargs = dict(zip_sha256=sha256(TINY_ZIP), file_sha256=sha256(TINY))
    corpus = load_sms_spam(tmp_path, urls=server.url("/sms.zip"), **kwargs)
    assert corpus.texts == ("See you at 6", "WIN a free $1000 gift card now", "Call grandma")
    assert corpus.labels == ("ham", "spam", "ham")
    assert "CC BY 4.0" in corpus.source
    assert (tmp_path / "SMSSpamCollection").read_bytes() == TINY
    assert sorted(p.name for p in tmp_path.iterdir()) == ["SMSSpamCollection"]  # no temp files
    # Reused without the network: the only URL now refuses connections.
    again = load_sms_spam(tmp_path, urls=refused_url, **kwargs)
    assert again == corpus
    assert load_sms_spam(tmp_path, download=False, **kwargs) == corpus
    assert server.requests == ["/sms.zip"]


def test_falls_back_to_second_url(server, tmp_path):
    server.routes["/new.zip"] = 404
    server.routes["/old.zip"] = TINY_ZIP
    corpus = load_sms_spam(
        tmp_path,
        urls=[server.url("/new.zip"), server.url("/old.zip")],
        zip_sha256=sha256(TINY_ZIP),
        file_sha256=sha256(TINY),
    )
    assert corpus.n_documents == 3
    assert server.requests == ["/new.zip", "/old.zip"]


def test_default_urls_are_ucis_two_addresses():
    assert datasets.SMS_URLS == (
        "https://archive.ics.uci.edu/static/public/228/sms+spam+collection.zip",
        "https://archive.ics.uci.edu/ml/machine-learning-databases/00228/smsspamcollection.zip",
    )


@pytest.mark.parametrize(
    "payload, zip_hash, match",
    [
        # random bytes whose checksum is "right": the zip reader must reject them
        (b"this is not a zip archive at all" * 10, "self", "not a valid zip"),
        # a good archive cut in half (interrupted download)
        (TINY_ZIP[: len(TINY_ZIP) // 2], "self", "not a valid zip"),
        # the archive served differs from the expected one
        (TINY_ZIP, "0" * 64, "zip checksum mismatch"),
        # right archive checksum, but the file inside is not the expected corpus
        (make_zip({"SMSSpamCollection": TINY + b"ham\textra\n"}), "self", "SMSSpamCollection checksum"),
        # the archive lacks the data file
        (make_zip({"readme": b"no data here"}), "self", "no file named 'SMSSpamCollection'"),
    ],
    ids=["corrupt", "truncated", "wrong-zip-checksum", "wrong-file-checksum", "missing-member"],
)
def test_bad_archives_raise_and_cache_nothing(server, tmp_path, payload, zip_hash, match):
    server.routes["/sms.zip"] = payload
    cache = tmp_path / "cache"
    with pytest.raises(DatasetError, match=match):
        load_sms_spam(
            cache,
            urls=server.url("/sms.zip"),
            zip_sha256=sha256(payload) if zip_hash == "self" else zip_hash,
            file_sha256=sha256(TINY),
        )
    assert cache_is_clean(cache)


def test_http_404_raises_and_caches_nothing(server, tmp_path):
    with pytest.raises(DatasetError, match="404"):
        load_sms_spam(tmp_path / "c", urls=server.url("/missing.zip"))
    assert cache_is_clean(tmp_path / "c")


def test_no_network_raises_clear_error(tmp_path, refused_url):
    with pytest.raises(DatasetError, match="could not download the SMS Spam Collection"):
        load_sms_spam(tmp_path / "c", urls=refused_url, timeout=2)
    assert cache_is_clean(tmp_path / "c")


def test_slow_server_times_out(server, tmp_path):
    # The server holds the answer until the test ends: only the client's timeout can end
    # the download, and it must (the request did arrive).
    server.routes["/slow.zip"] = ("slow", TINY_ZIP)
    with pytest.raises(DatasetError, match="could not download.*timed out"):
        load_sms_spam(tmp_path / "c", urls=server.url("/slow.zip"), timeout=0.2)
    assert server.requests == ["/slow.zip"] and not server.release.is_set()
    assert cache_is_clean(tmp_path / "c")


def test_damaged_cache_file_is_replaced_by_a_verified_download(server, tmp_path):
    (tmp_path / "SMSSpamCollection").write_bytes(b"ham\ttruncated mess")
    server.routes["/sms.zip"] = TINY_ZIP
    kwargs = dict(zip_sha256=sha256(TINY_ZIP), file_sha256=sha256(TINY))
    with pytest.raises(DatasetError, match="not in the cache"):
        load_sms_spam(tmp_path, download=False, **kwargs)
    corpus = load_sms_spam(tmp_path, urls=server.url("/sms.zip"), **kwargs)
    assert corpus.n_documents == 3
    assert (tmp_path / "SMSSpamCollection").read_bytes() == TINY


def test_unwritable_cache_still_returns_the_verified_corpus(server, tmp_path):
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the cache folder should be")
    server.routes["/sms.zip"] = TINY_ZIP
    corpus = load_sms_spam(
        blocker, urls=server.url("/sms.zip"), zip_sha256=None, file_sha256=sha256(TINY)
    )
    assert corpus.n_documents == 3


def test_cache_dir_from_environment(monkeypatch, tmp_path):
    monkeypatch.setenv("BAYESLAB_CACHE", str(tmp_path / "here"))
    assert datasets.default_cache_dir() == tmp_path / "here"
    monkeypatch.delenv("BAYESLAB_CACHE")
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg"))
    assert datasets.default_cache_dir() == tmp_path / "xdg" / "bayeslab"


def test_default_cache_dir_is_used(monkeypatch, tmp_path, server):
    monkeypatch.setenv("BAYESLAB_CACHE", str(tmp_path / "env"))
    server.routes["/sms.zip"] = TINY_ZIP
    load_sms_spam(urls=server.url("/sms.zip"), zip_sha256=None, file_sha256=sha256(TINY))
    assert (tmp_path / "env" / "SMSSpamCollection").read_bytes() == TINY


@pytest.mark.parametrize(
    "kwargs, match",
    [({"timeout": 0}, "`timeout` must be > 0"), ({"timeout": -1.0}, "`timeout` must be > 0"),
     ({"urls": []}, "`urls` must name at least one")],
)
def test_load_sms_spam_validates_arguments(tmp_path, kwargs, match):
    with pytest.raises(ValueError, match=match):
        load_sms_spam(tmp_path, **kwargs)


# --------------------------------------------------------------------------- the real corpus


def test_shared_corpus_has_the_published_checksum_and_counts(sms_corpus_path):
    data = sms_corpus_path.read_bytes()
    # UCI dataset 228 / shared/data/README.md: 477,907 bytes, 5,574 messages, 747 spam.
    assert len(data) == 477_907
    assert sha256(data) == datasets.SMS_FILE_SHA256
    corpus = parse_sms_collection(data)
    assert corpus.n_documents == 5574
    assert corpus.class_counts() == {"ham": 4827, "spam": 747}
    assert corpus.texts[0].startswith("Go until jurong point")


def test_zip_of_real_corpus_passes_the_real_file_checksum(server, tmp_path, sms_corpus_path):
    data = sms_corpus_path.read_bytes()
    archive = make_zip({"SMSSpamCollection": data, "readme": b"SMS Spam Collection v.1\n"})
    server.routes["/static/public/228/sms+spam+collection.zip"] = archive
    # Our zip's bytes differ from UCI's archive, so only the file checksum (the real default)
    # can be checked; the zip checksum check is exercised above.
    corpus = load_sms_spam(
        tmp_path, urls=server.url("/static/public/228/sms+spam+collection.zip"), zip_sha256=None
    )
    assert corpus.n_documents == 5574
    assert corpus.class_counts()["spam"] == 747
    assert sha256((tmp_path / "SMSSpamCollection").read_bytes()) == datasets.SMS_FILE_SHA256
    # With the real zip checksum, our home-made archive is rejected and nothing new is cached.
    with pytest.raises(DatasetError, match="zip checksum mismatch"):
        load_sms_spam(tmp_path / "strict", urls=server.url("/static/public/228/sms+spam+collection.zip"))
    assert cache_is_clean(tmp_path / "strict")


def test_parse_sms_collection_rejects_bad_lines():
    with pytest.raises(ValueError, match="line 2 must be `ham` or `spam`"):
        parse_sms_collection(b"ham\tok\nno tab here\n")
    with pytest.raises(ValueError, match="line 1 must be"):
        parse_sms_collection(b"eggs\tok\n")
    with pytest.raises(ValueError, match="must be UTF-8"):
        parse_sms_collection(b"ham\t\xff\xfe\n")


# --------------------------------------------------------------------------- bundled corpus


def _word_sets(corpus: Corpus) -> list[set[str]]:
    return [set(re.findall(r"[a-z]+", text.lower())) for text in corpus.texts]


def _documents_with(corpus: Corpus, word: str, label: str) -> int:
    return sum(word in words for words, lab in zip(_word_sets(corpus), corpus.labels) if lab == label)


def test_bundled_corpus_size_and_classes():
    corpus = load_bundled()
    assert corpus.n_documents >= 150
    counts = corpus.class_counts()
    assert set(counts) == {"ham", "spam"}
    assert counts["ham"] >= 60 and counts["spam"] >= 60
    assert len(set(corpus.texts)) == corpus.n_documents  # no duplicates
    assert all(text.strip() for text in corpus.texts)
    assert "BayesLab" in corpus.source


def test_bundled_corpus_holds_the_teaching_cases():
    corpus = load_bundled()
    # The black swan: a word seen only in ham, often enough to survive a 50 % split.
    assert _documents_with(corpus, "grandma", "ham") >= 6
    assert _documents_with(corpus, "grandma", "spam") == 0
    # Words common to both classes: evidence is a ratio, not a veto.
    for word in ["you", "call", "now", "free", "claim", "prize", "won", "congratulations", "card"]:
        assert _documents_with(corpus, word, "ham") >= 4, word
        assert _documents_with(corpus, word, "spam") >= 4, word
    # Currency amounts in both classes, and the lecture's gift-card spam genre.
    money = re.compile(r"[$£]\d")
    for label in ("ham", "spam"):
        assert sum(bool(money.search(t)) for t, lab in zip(corpus.texts, corpus.labels) if lab == label) >= 5
    assert sum("gift card" in t.lower() for t in corpus.texts) >= 10


def test_bundled_corpus_is_not_copied_from_the_sms_collection(sms_corpus_path):
    sms = set(parse_sms_collection(sms_corpus_path.read_bytes()).texts)
    assert not sms.intersection(load_bundled().texts)


# --------------------------------------------------------------------------- uploads


def test_upload_csv_with_header_crlf_and_case():
    data = b'label,text\r\nspam,"WIN $1000, now!"\r\n HAM ,See you at 6\r\n\r\n'
    corpus = read_labelled_text(data, "msgs.csv")
    assert corpus.texts == ("WIN $1000, now!", "See you at 6")
    assert corpus.labels == ("spam", "ham")
    assert corpus.name == "msgs.csv"
    assert "uploaded" in corpus.source


def test_upload_csv_quoted_fields_are_unquoted():
    corpus = read_labelled_text(b'label,text\nspam,"a, b"\nham,"say ""hi"""\n', "x.csv")
    assert corpus.texts == ("a, b", 'say "hi"')


def test_upload_header_in_any_order_with_extra_columns():
    data = "id,text,label\n1,Café at 5?,ham\n2,£500 prize waiting,SPAM\n".encode()
    corpus = read_labelled_text(data, "export.csv")
    assert corpus.texts == ("Café at 5?", "£500 prize waiting")
    assert corpus.labels == ("ham", "spam")


def test_upload_headerless_tsv_keeps_quotes_and_tabs():
    data = 'ham\tHe said "ok"\nspam\tWIN\tnow\n'.encode()
    corpus = read_labelled_text(data, "sms.tsv")
    assert corpus.texts == ('He said "ok"', "WIN\tnow")


def test_upload_with_byte_order_mark_and_no_extension():
    data = "\ufefflabel\ttext\nham\thi there\nspam\tfree cash\n".encode("utf-8")
    corpus = read_labelled_text(data, "")
    assert corpus.labels == ("ham", "spam")
    assert corpus.name == "uploaded corpus"


def test_upload_of_the_real_corpus(sms_corpus_path):
    corpus = read_labelled_text(sms_corpus_path.read_bytes(), sms_corpus_path.name)
    assert corpus.n_documents == 5574
    assert corpus.class_counts() == {"ham": 4827, "spam": 747}


@pytest.mark.parametrize(
    "data, filename, match",
    [
        (b"", "a.csv", "the file is empty"),
        (b"  \n\n \r\n", "a.csv", "the file is empty"),
        (b"label,text\n", "a.csv", "header row but no messages"),
        (b"label,text\nham,hello\nspam,\xff\xfe win\n", "a.csv", r"not UTF-8 text \(byte \d+, line 3"),
        (b"ham,hi\x00\nspam,x\n", "a.csv", "NUL bytes"),
        (b"category,message\nham,hello\nspam,win\n", "a.csv", "neither a message .* nor a header"),
        (b"label,body\nham,hello\nspam,win\n", "a.csv", "neither a message .* nor a header"),
        (b"ham,hello,extra\nspam,win\n", "a.csv", "row 1 has 3 column"),
        (b"ham\nspam,win\n", "a.csv", "row 1 has 1 column"),
        (b"label,text\nham,hello\nspam\n", "a.csv", "row 3 has 1 column"),
        (b"ham,hello\nspm,win\n", "a.csv", "row 2: the label 'spm' is not `ham` or `spam`"),
        (b"ham,hello\nspam,   \n", "a.csv", "row 2: the message is empty"),
        (b"label,text\nham,hello\nham,bye\n", "a.csv", "only `ham` messages.*labelled `spam`"),
        (b"spam\twin\nspam\tcash\n", "a.tsv", "only `spam` messages.*labelled `ham`"),
        (b'ham,"unterminated\nspam,win\n', "a.csv", "CSV cannot be read|column"),
    ],
    ids=["empty", "blank", "header-only", "not-utf8", "nul", "wrong-header", "no-text-column",
         "three-columns", "one-column", "short-row", "unknown-label", "empty-text", "only-ham",
         "only-spam", "bad-quotes"],
)
def test_bad_uploads_say_what_to_fix(data, filename, match):
    with pytest.raises(UploadError, match=match) as info:
        read_labelled_text(data, filename)
    message = str(info.value)
    assert "ham" in message and "spam" in message  # every message says how a good file looks
    # The page words the reason itself: every reason comes with the details it names.
    assert info.value.reason in UPLOAD_ERRORS
    assert set(info.value.details) == set(UPLOAD_ERRORS[info.value.reason])


@pytest.mark.parametrize(
    "data, reason, details",
    [
        (b"ham,hello\n![x](http://127.0.0.1:9/t.png),win\n", "label",
         {"row": 2, "label": "![x](http://127.0.0.1:9/t.png)"}),  # 30 characters
        (b"[click](javascript:alert(1)),text\nham,a\n", "bad_header",
         {"cells": ("[click](javascript:a", "text")}),
        (b"ham,hello,extra\nspam,win\n", "columns", {"row": 1, "found": 3, "expected": 2}),
        (b"label,text\nham,hello\nham,bye\n", "one_class", {"present": "ham", "missing": "spam"}),
        (b"ham,hello\nspam,\xff\n", "not_utf8", {"byte": 15, "line": 2}),
    ],
)
def test_upload_errors_carry_the_reason_and_the_cells_cut_short(data, reason, details):
    # The file's own text (a label: 30 characters, header cells: 20) travels as data
    # for the page to escape; it is never pre-formatted Markdown.
    with pytest.raises(UploadError) as info:
        read_labelled_text(data, "a.csv")
    assert info.value.reason == reason and info.value.details == details


def test_csv_field_over_the_limit_is_explained():
    # Issue 11: csv's "field larger than field limit (131072)" reached the student as is.
    # A message longer than the limit, and the usual cause: a quote never closed.
    long_message = b"ham,hello\nspam," + b"x" * (datasets.CSV_FIELD_LIMIT + 1) + b"\n"
    unclosed = b'ham,hello\nspam,"WIN now\n' + b"ham,see you tomorrow at the station\n" * 4000
    for data, line in ((long_message, 2), (unclosed, 2)):  # the line where the record begins
        with pytest.raises(UploadError, match="longer than 131,072 characters") as info:
            read_labelled_text(data, "long.csv")
        assert info.value.reason == "field_too_long"
        assert info.value.details == {"line": line, "limit": 131_072}
        assert "field larger than field limit" not in str(info.value)


def test_upload_size_cap_is_the_uploaders_two_megabytes():
    # One limit: 2 MB as Streamlit's uploader counts them (2,000,000 bytes).
    assert datasets.MAX_UPLOAD_BYTES == 2_000_000
    row = b"ham," + b"x" * 98 + b"\n"
    body = row * ((datasets.MAX_UPLOAD_BYTES - 20) // len(row))
    read_labelled_text(b"label,text\nspam,win\n" + body, "fits.csv")
    big = b"label,text\nspam,win\n" + body + row
    assert len(big) > 2_000_000
    with pytest.raises(UploadError, match=r"the file is [\d,]+ bytes; the limit is 2,000,000") as info:
        read_labelled_text(big, "big.csv")
    assert info.value.details == {"size": len(big), "limit": 2_000_000}
    with pytest.raises(ValueError, match="the limit is 10 bytes"):
        read_labelled_text(b"ham,hello\nspam,win\n", "a.csv", max_bytes=10)


def test_upload_argument_validation():
    with pytest.raises(ValueError, match="`max_bytes` must be > 0; got 0"):
        read_labelled_text(b"ham,a\nspam,b\n", "a.csv", max_bytes=0)
    with pytest.raises(TypeError, match="`data` must be bytes"):
        read_labelled_text("ham,a\nspam,b\n", "a.csv")  # type: ignore[arg-type]


message_text = st.text(
    alphabet=st.characters(blacklist_categories=("Cs", "Cc", "Zl", "Zp")), min_size=1, max_size=40
).filter(lambda t: t.strip())


@settings(max_examples=60, deadline=None)
@given(rows=st.lists(st.tuples(st.sampled_from(["ham", "spam"]), message_text), min_size=1, max_size=20))
def test_csv_written_by_the_csv_module_round_trips(rows):
    rows = [("ham", "hello"), ("spam", "win")] + rows
    buffer = io.StringIO()
    writer = csv.writer(buffer)
    writer.writerow(["label", "text"])
    writer.writerows(rows)
    corpus = read_labelled_text(buffer.getvalue().encode("utf-8"), "rows.csv")
    assert list(zip(corpus.labels, corpus.texts)) == rows


def test_corpus_validates_lengths():
    with pytest.raises(ValueError, match="`texts` and `labels` must have the same length; got 2 and 1"):
        Corpus("x", ("a", "b"), ("ham",))


# --------------------------------------------------------------------------- split


@settings(max_examples=60, deadline=None)
@given(
    n_ham=st.integers(1, 60),
    n_spam=st.integers(1, 40),
    fraction=st.floats(0.01, 0.99),
    seed=st.integers(0, 2**32 - 1),
)
def test_split_is_a_stratified_partition(n_ham, n_spam, fraction, seed):
    labels = np.array(["ham"] * n_ham + ["spam"] * n_spam)
    np.random.default_rng(seed).shuffle(labels)
    train, test = train_test_split(labels, fraction, np.random.default_rng(seed))
    assert np.array_equal(np.sort(np.concatenate([train, test])), np.arange(labels.size))
    assert np.all(np.diff(train) > 0) and np.all(np.diff(test) > 0)
    for label, n in (("ham", n_ham), ("spam", n_spam)):
        in_test = int(np.sum(labels[test] == label))
        assert in_test == min(max(round(fraction * n), 1), n - 1)
        assert np.sum(labels[train] == label) >= 1


@pytest.mark.parametrize(
    "n_ham, n_spam, expected_test",
    [(1, 1, (0, 0)), (2, 1, (1, 0)), (2, 2, (1, 1)), (3, 2, (1, 1)), (129, 80, (32, 20))],
)
def test_split_of_a_tiny_corpus_tests_what_it_can(n_ham, n_spam, expected_test):
    # Issue 11: with 2 + 2 rows the 25 % split held out nothing ("testing on 0"). Now a
    # class with 2 or more messages sends one to the test set, and one with a single
    # message keeps it for training; the teaching corpus (129 + 80) is split as before.
    labels = ["ham"] * n_ham + ["spam"] * n_spam
    train, test = train_test_split(labels, 0.25, np.random.default_rng(0))
    y = np.array(labels)
    assert (int(np.sum(y[test] == "ham")), int(np.sum(y[test] == "spam"))) == expected_test
    assert {"ham", "spam"} <= set(y[train])


def test_split_is_reproducible_and_seed_dependent():
    labels = load_bundled().labels
    a = train_test_split(labels, 0.25, np.random.default_rng(0))
    b = train_test_split(labels, 0.25, np.random.default_rng(0))
    c = train_test_split(labels, 0.25, np.random.default_rng(1))
    assert all(np.array_equal(x, y) for x, y in zip(a, b))
    assert not np.array_equal(a[1], c[1])
    assert a[0].dtype == np.intp


@pytest.mark.parametrize("fraction", [0, 1, -0.1, 1.5, float("nan"), "0.2"])
def test_split_rejects_bad_fraction(fraction):
    with pytest.raises(ValueError, match="`test_fraction` must be > 0 and < 1"):
        train_test_split(["ham", "spam"], fraction, np.random.default_rng(0))


def test_split_rejects_bad_labels_and_rng():
    with pytest.raises(ValueError, match="`labels` must be a non-empty 1-D"):
        train_test_split([], 0.2, np.random.default_rng(0))
    with pytest.raises(ValueError, match="`rng` must be a numpy.random.Generator"):
        train_test_split(["ham", "spam"], 0.2, 0)  # type: ignore[arg-type]


# --------------------------------------------------------------------------- evaluation


@settings(max_examples=60, deadline=None)
@given(
    truth=st.lists(st.sampled_from(["ham", "spam"]), min_size=1, max_size=40),
    seed=st.integers(0, 2**32 - 1),
)
def test_evaluation_matches_scikit_learn(truth, seed):
    from sklearn.metrics import accuracy_score, confusion_matrix, log_loss, precision_score, recall_score

    rng = np.random.default_rng(seed)
    y_true = np.array(truth)
    p_spam = rng.uniform(0.01, 0.99, size=y_true.size)
    log_proba = np.log(np.column_stack([1 - p_spam, p_spam]))
    y_pred = np.where(p_spam > 0.5, "spam", "ham")
    result = datasets.evaluate_predictions(y_true, y_pred, log_proba)
    labels = ["ham", "spam"]
    assert np.array_equal(result.confusion, confusion_matrix(y_true, y_pred, labels=labels))
    assert result.accuracy == pytest.approx(accuracy_score(y_true, y_pred))
    if np.any(y_pred == "spam"):
        assert result.precision == pytest.approx(
            precision_score(y_true, y_pred, pos_label="spam", zero_division=0))
    else:
        assert np.isnan(result.precision)
    if np.any(y_true == "spam"):
        assert result.recall == pytest.approx(recall_score(y_true, y_pred, pos_label="spam"))
    else:
        assert np.isnan(result.recall)
    assert result.log_loss == pytest.approx(
        log_loss(y_true, np.exp(log_proba), labels=labels), rel=1e-9)
    assert result.n_undefined == 0


def test_evaluation_zero_probability_and_undefined_rows():
    y = ["ham", "spam"]
    half = np.log(0.5)
    result = datasets.evaluate_predictions(y, ["spam", "spam"], np.array([[-np.inf, 0.0], [half, half]]))
    assert result.log_loss == np.inf  # the truth got probability exactly 0
    undefined = np.array([[np.nan, np.nan], [half, half]])
    result = datasets.evaluate_predictions(y, ["ham", "ham"], undefined)
    assert np.isnan(result.log_loss) and result.n_undefined == 1
    assert result.accuracy == 0.5


@pytest.mark.parametrize(
    "args, match",
    [
        ((["ham"], ["ham"], np.zeros((1, 2)), ("ham",)), "`classes` must be two distinct labels"),
        ((["ham"], ["ham"], np.zeros((1, 2)), ("ham", "ham")), "`classes` must be two distinct"),
        (([], [], np.zeros((0, 2))), "`y_true` must be a non-empty 1-D"),
        ((["ham", "spam"], ["ham"], np.zeros((2, 2))), r"`y_pred` must have shape \(2,\)"),
        ((["ham"], ["ham"], np.zeros((1, 3))), r"`log_proba` must have shape \(1, 2\)"),
        ((["eggs"], ["ham"], np.zeros((1, 2))), "`y_true` must contain only"),
        ((["ham"], ["eggs"], np.zeros((1, 2))), "`y_pred` must contain only"),
    ],
)
def test_evaluation_validates(args, match):
    with pytest.raises(ValueError, match=match):
        datasets.evaluate_predictions(*args)
