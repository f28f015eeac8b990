"""Labelled text corpora for the Naive Bayes page: download, bundled, uploaded.

Three ways to get a :class:`Corpus` (messages + ``"ham"``/``"spam"`` labels):

- :func:`load_sms_spam` downloads the *SMS Spam Collection* (UCI dataset 228) once,
  checks two SHA-256 digests and keeps the verified file in a disk cache;
- :func:`load_bundled` reads a small corpus written for BayesLab and shipped in
  ``bayeslab/data/`` (works offline, in class, on bad Wi-Fi);
- :func:`read_labelled_text` parses a CSV/TSV file a user uploads (``label, text``).

:func:`train_test_split` draws a stratified split of a corpus's indices and
:func:`evaluate_predictions` scores a classifier on the held-out part.

This is the only core module that does I/O (standard library only: ``urllib``,
``zipfile``, ``hashlib``, ``tempfile``, ``csv``). Nothing here unpickles data.

Errors
------
- :class:`DatasetError` (a ``RuntimeError``): the SMS download could not produce a
  verified file (no network, HTTP error, corrupt zip, checksum mismatch). Nothing
  broken is ever written to the cache.
- ``ValueError``: a bad argument, or an uploaded file that cannot be used
  (:class:`UploadError`, a ``ValueError`` carrying the reason and its details, so a
  page can say it in the student's language; ``str(err)`` says it in English with
  how to fix the file).
"""

from __future__ import annotations

import contextlib
import csv
import hashlib
import io
import math
import os
import tempfile
import urllib.error
import urllib.request
import zipfile
from dataclasses import dataclass
from importlib import resources
from pathlib import Path
from typing import Sequence

import numpy as np

from bayeslab._validate import check_generator

__all__ = [
    "BUNDLED_FILE",
    "CSV_FIELD_LIMIT",
    "Corpus",
    "DatasetError",
    "Evaluation",
    "LABELS",
    "MAX_UPLOAD_BYTES",
    "UPLOAD_ERRORS",
    "UploadError",
    "SMS_FILE_NAME",
    "SMS_FILE_SHA256",
    "SMS_URLS",
    "SMS_ZIP_SHA256",
    "default_cache_dir",
    "evaluate_predictions",
    "load_bundled",
    "load_sms_spam",
    "parse_sms_collection",
    "read_labelled_text",
    "train_test_split",
]

#: Where UCI serves the SMS Spam Collection (tried in this order).
SMS_URLS: tuple[str, ...] = (
    "https://archive.ics.uci.edu/static/public/228/sms+spam+collection.zip",
    "https://archive.ics.uci.edu/ml/machine-learning-databases/00228/smsspamcollection.zip",
)
#: SHA-256 of the zip archive served at :data:`SMS_URLS`.
SMS_ZIP_SHA256 = "1587ea43e58e82b14ff1f5425c88e17f8496bfcdb67a583dbff9eefaf9963ce3"
#: Name of the data file inside the zip (and in the cache).
SMS_FILE_NAME = "SMSSpamCollection"
#: SHA-256 of ``SMSSpamCollection`` (477,907 bytes, 5,574 messages).
SMS_FILE_SHA256 = "7d039a24a6083ed9ef0f806ebad56bbb976e3aeb8de05669173bfdc4996c239d"

SMS_SOURCE = (
    "SMS Spam Collection v.1 (UCI Machine Learning Repository, dataset 228), CC BY 4.0. "
    "T. A. Almeida, J. M. Gómez Hidalgo, A. Yamakami. Contributions to the Study of SMS "
    "Spam Filtering: New Collection and Results. Proc. DocEng'11, ACM, 2011."
)
BUNDLED_SOURCE = (
    "BayesLab teaching corpus: short SMS-style messages written for BayesLab "
    "(original text, CC BY 4.0, like the rest of the project's content)."
)

#: The two labels, in sorted order (``classes_`` of a fitted model).
LABELS: tuple[str, str] = ("ham", "spam")
#: Largest upload :func:`read_labelled_text` accepts: 2 MB as the browser's uploader
#: counts them (2,000,000 bytes; Streamlit's uploader refuses larger files before they
#: reach the server), one limit for the page, the uploader and the parser.
MAX_UPLOAD_BYTES = 2_000_000
#: Longest CSV field Python's ``csv`` module reads by default (``csv.field_size_limit()``;
#: not raised here: the setting is process-wide).
CSV_FIELD_LIMIT = 131_072
#: File name of the bundled corpus inside ``bayeslab/data/``.
BUNDLED_FILE = "teaching_sms.tsv"

# A download larger than this is not the SMS archive (≈ 200 kB): stop reading.
_MAX_DOWNLOAD_BYTES = 16 * 1024 * 1024


class DatasetError(RuntimeError):
    """A corpus could not be downloaded and verified (network, zip or checksum)."""


#: Why an upload is refused (:attr:`UploadError.reason`), with the details each one carries.
UPLOAD_ERRORS: dict[str, tuple[str, ...]] = {
    "too_large": ("size", "limit"),
    "empty": (),
    "not_utf8": ("byte", "line"),
    "not_text": (),
    "csv_unreadable": ("line",),
    "field_too_long": ("line", "limit"),
    "no_rows": (),
    "bad_header": ("cells",),
    "header_only": (),
    "columns": ("row", "found", "expected"),
    "label": ("row", "label"),
    "empty_message": ("row",),
    "one_class": ("present", "missing"),
}


class UploadError(ValueError):
    """An uploaded file that cannot be used: why (:attr:`reason`) and the details.

    ``str(err)`` is the English message with how to fix the file. A page words the
    reason in the student's language from :attr:`reason` and :attr:`details` (the keys
    of :data:`UPLOAD_ERRORS`); the details hold the file's own text (a label, header
    cells) cut short, which a page must escape before showing it.

    Attributes
    ----------
    reason : str
        A key of :data:`UPLOAD_ERRORS`.
    details : dict
        The values that reason names: row and line numbers, sizes, the bad label
        (at most 30 characters), the first header cells (at most 5, 20 characters each).
    """

    def __init__(self, reason: str, message: str, **details: object) -> None:
        if set(details) != set(UPLOAD_ERRORS[reason]):
            raise TypeError(f"upload error {reason!r} needs {UPLOAD_ERRORS[reason]}; got {sorted(details)}")
        super().__init__(f"{message}. {_FORMAT_HINT}.")
        self.reason = reason
        self.details = details


@dataclass(frozen=True)
class Corpus:
    """A labelled text corpus: messages and their classes.

    Parameters
    ----------
    name : str
        Short name shown on the page (``"SMS Spam Collection"``).
    texts : tuple of str, length n_documents
        The messages, as written.
    labels : tuple of str, length n_documents
        The class of each message, one of :data:`LABELS` (``"ham"`` or ``"spam"``).
    source : str
        Where the corpus comes from: authors, licence, citation.

    Examples
    --------
    >>> corpus = Corpus("tiny", ("win cash", "see you"), ("spam", "ham"), "made up")
    >>> corpus.n_documents, corpus.classes
    (2, ('ham', 'spam'))
    >>> corpus.class_counts()
    {'ham': 1, 'spam': 1}
    """

    name: str
    texts: tuple[str, ...]
    labels: tuple[str, ...]
    source: str = ""

    def __post_init__(self) -> None:
        if len(self.texts) != len(self.labels):
            raise ValueError(
                f"`texts` and `labels` must have the same length; got {len(self.texts)} "
                f"and {len(self.labels)}"
            )

    @property
    def n_documents(self) -> int:
        """Number of messages."""
        return len(self.texts)

    @property
    def classes(self) -> tuple[str, ...]:
        """The distinct labels, sorted."""
        return tuple(sorted(set(self.labels)))

    @property
    def y(self) -> np.ndarray:
        """The labels as an ndarray of shape (n_documents,) (dtype str)."""
        return np.asarray(self.labels, dtype=str)

    def class_counts(self) -> dict[str, int]:
        """Number of messages of each class, in sorted class order."""
        counts = {label: 0 for label in self.classes}
        for label in self.labels:
            counts[label] += 1
        return counts


# --------------------------------------------------------------------------- SMS download


def default_cache_dir() -> Path:
    """Directory where :func:`load_sms_spam` keeps the verified corpus.

    ``$BAYESLAB_CACHE`` if set, else ``$XDG_CACHE_HOME/bayeslab``, else
    ``~/.cache/bayeslab``.
    """
    env = os.environ.get("BAYESLAB_CACHE")
    if env:
        return Path(env)
    xdg = os.environ.get("XDG_CACHE_HOME")
    base = Path(xdg) if xdg else Path.home() / ".cache"
    return base / "bayeslab"


def _sha256(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def parse_sms_collection(data: bytes, *, name: str = "SMS Spam Collection",
                         source: str = SMS_SOURCE) -> Corpus:
    """Parse the ``SMSSpamCollection`` file format: ``label<TAB>text`` per line.

    Parameters
    ----------
    data : bytes
        The file's bytes (UTF-8, ``\\n`` line ends, no header).
    name, source : str
        Stored in the returned :class:`Corpus`.

    Returns
    -------
    Corpus

    Raises
    ------
    ValueError
        If the bytes are not UTF-8 or a line has no tab or an unknown label.

    Examples
    --------
    >>> parse_sms_collection(b"ham\\tSee you at 6\\nspam\\tWIN $500 now\\n").labels
    ('ham', 'spam')
    """
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as err:
        raise ValueError(f"`data` must be UTF-8; byte {err.start} is not") from None
    texts: list[str] = []
    labels: list[str] = []
    for number, line in enumerate(text.split("\n"), start=1):
        line = line.rstrip("\r")
        if not line:
            continue
        label, tab, message = line.partition("\t")
        if not tab or label not in LABELS:
            raise ValueError(
                f"line {number} must be `ham` or `spam`, a tab, then the message; got {line[:40]!r}"
            )
        labels.append(label)
        texts.append(message)
    return Corpus(name=name, texts=tuple(texts), labels=tuple(labels), source=source)


def _download(url: str, timeout: float) -> bytes:
    with urllib.request.urlopen(url, timeout=timeout) as response:  # noqa: S310 (https/http only)
        data = response.read(_MAX_DOWNLOAD_BYTES + 1)
    if len(data) > _MAX_DOWNLOAD_BYTES:
        raise DatasetError(f"{url} sent more than {_MAX_DOWNLOAD_BYTES} bytes: not the SMS archive")
    return data


def _extract(archive: bytes, member: str, max_bytes: int) -> bytes:
    try:
        with zipfile.ZipFile(io.BytesIO(archive)) as zf:
            names = {Path(info.filename).name: info for info in zf.infolist()}
            info = names.get(member)
            if info is None:
                raise DatasetError(f"the zip holds no file named {member!r}")
            if info.file_size > max_bytes:  # refuse a zip bomb before inflating it
                raise DatasetError(f"{member!r} in the zip is {info.file_size} bytes: too large")
            return zf.read(info)
    except (zipfile.BadZipFile, zipfile.LargeZipFile, EOFError, OSError) as err:
        raise DatasetError(f"the downloaded file is not a valid zip archive ({err})") from None


def _write_atomically(path: Path, data: bytes) -> None:
    """Write ``data`` to ``path`` via a temporary file in the same folder + ``os.replace``."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".part")
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise


def load_sms_spam(
    cache_dir: str | os.PathLike[str] | None = None,
    *,
    urls: str | Sequence[str] | None = None,
    timeout: float = 10.0,
    download: bool = True,
    zip_sha256: str | None = SMS_ZIP_SHA256,
    file_sha256: str = SMS_FILE_SHA256,
) -> Corpus:
    """The SMS Spam Collection (5,574 messages, 747 spam), downloaded once and cached.

    Looks for a verified copy in ``cache_dir`` first; otherwise downloads the zip
    from each of ``urls`` in turn, checks the zip's SHA-256, extracts
    ``SMSSpamCollection``, checks its SHA-256 and stores it in the cache
    atomically (temporary file + ``os.replace``), so a crash or a bad download never
    leaves a broken file behind.

    Parameters
    ----------
    cache_dir : path, optional
        Cache folder; default :func:`default_cache_dir` (``$BAYESLAB_CACHE`` or
        ``~/.cache/bayeslab``). If it cannot be written, the verified corpus is still
        returned (just not cached).
    urls : str or sequence of str, optional
        Where to download the zip from; default :data:`SMS_URLS` (UCI's current and
        older addresses). Tests pass a local server's address.
    timeout : float
        Seconds to wait for each connection / read, > 0.
    download : bool
        If False, only the cache is used (no network at all).
    zip_sha256 : str or None
        Expected SHA-256 of the zip; None skips this check (the file check remains).
    file_sha256 : str
        Expected SHA-256 of the extracted ``SMSSpamCollection``.

    Returns
    -------
    Corpus
        ``name="SMS Spam Collection"``, labels ``"ham"``/``"spam"``, CC BY 4.0 source.

    Raises
    ------
    DatasetError
        If no verified copy is cached and (``download=False`` or every URL failed:
        no network, HTTP error, corrupt zip, checksum mismatch). The message lists
        each attempt.
    ValueError
        If ``timeout`` is not > 0 or ``urls`` is empty.

    References
    ----------
    T. A. Almeida, J. M. Gómez Hidalgo, A. Yamakami, "Contributions to the Study of
    SMS Spam Filtering: New Collection and Results", DocEng'11 (2011).
    UCI Machine Learning Repository, dataset 228, CC BY 4.0.

    Examples
    --------
    >>> import tempfile
    >>> with tempfile.TemporaryDirectory() as empty:
    ...     load_sms_spam(empty, download=False)  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    bayeslab.datasets.DatasetError: the SMS Spam Collection is not in the cache ...
    """
    if not timeout > 0:
        raise ValueError(f"`timeout` must be > 0; got {timeout!r}")
    if urls is None:
        urls = SMS_URLS
    elif isinstance(urls, str):
        urls = (urls,)
    urls = tuple(urls)
    if not urls:
        raise ValueError("`urls` must name at least one address; got an empty sequence")
    folder = Path(cache_dir) if cache_dir is not None else default_cache_dir()
    cached = folder / SMS_FILE_NAME

    try:
        data = cached.read_bytes()
    except OSError:
        data = None
    if data is not None and _sha256(data) == file_sha256:
        return parse_sms_collection(data)
    if not download:
        raise DatasetError(
            f"the SMS Spam Collection is not in the cache ({cached}); download it first"
        )

    failures: list[str] = []
    for url in urls:
        try:
            archive = _download(url, timeout)
            if zip_sha256 is not None and _sha256(archive) != zip_sha256:
                raise DatasetError(
                    f"zip checksum mismatch (SHA-256 {_sha256(archive)}, expected {zip_sha256})"
                )
            data = _extract(archive, SMS_FILE_NAME, _MAX_DOWNLOAD_BYTES)
            if _sha256(data) != file_sha256:
                raise DatasetError(
                    f"{SMS_FILE_NAME} checksum mismatch (SHA-256 {_sha256(data)}, "
                    f"expected {file_sha256})"
                )
            corpus = parse_sms_collection(data)
        except (DatasetError, ValueError, OSError, urllib.error.URLError) as err:
            # URLError and socket timeouts are OSErrors; HTTPError is a URLError.
            failures.append(f"{url}: {err}")
            continue
        with contextlib.suppress(OSError):
            _write_atomically(cached, data)
        return corpus
    raise DatasetError(
        "could not download the SMS Spam Collection (no network, or the file changed). "
        "Attempts: " + "; ".join(failures)
    )


# --------------------------------------------------------------------------- bundled corpus


def load_bundled() -> Corpus:
    """The small teaching corpus shipped with BayesLab (works offline).

    Short SMS-style messages written for BayesLab (not taken from any other
    collection), in ``bayeslab/data/teaching_sms.tsv`` (``label<TAB>text``). It is
    built to show the lessons of the Naive Bayes page: words common to both classes
    ("call", "free", "you"), currency amounts ("$1000", "£250"), gift-card spam in the
    style of the lecture's example, and the word ``"grandma"``, which appears only in
    ham messages, so a spam-looking message that mentions grandma meets the black
    swan: with β = 0 its probability of spam is exactly 0.

    Returns
    -------
    Corpus

    Examples
    --------
    >>> corpus = load_bundled()
    >>> corpus.classes
    ('ham', 'spam')
    >>> corpus.n_documents >= 150
    True
    """
    data = resources.files("bayeslab").joinpath("data", BUNDLED_FILE).read_bytes()
    return parse_sms_collection(data, name="BayesLab teaching corpus", source=BUNDLED_SOURCE)


# --------------------------------------------------------------------------- user uploads

_FORMAT_HINT = (
    "Save the file as UTF-8 CSV or TSV with two columns, label and text "
    "(a header row `label,text` is optional), one message per row, labels `ham` or `spam`"
)


def read_labelled_text(
    data: bytes,
    filename: str = "",
    *,
    max_bytes: int = MAX_UPLOAD_BYTES,
    name: str | None = None,
) -> Corpus:
    """Parse a user's labelled messages (CSV or TSV, columns ``label, text``).

    Rules (so a student can fix a file from the error message alone):

    - UTF-8 (a byte-order mark is allowed), at most ``max_bytes`` bytes, not empty;
    - tab-separated if ``filename`` ends in ``.tsv``/``.tab``/``.txt`` or the first line
      holds a tab, otherwise comma-separated (standard CSV quoting: a text with commas
      must be in double quotes; a field holds at most :data:`CSV_FIELD_LIMIT`
      characters);
    - an optional header row naming the columns ``label`` and ``text`` (any order,
      other columns ignored); without a header the rows are ``label, text``;
    - labels ``ham`` or ``spam`` (case and surrounding spaces ignored), and both must
      occur; no empty texts. Blank lines are skipped.

    Parameters
    ----------
    data : bytes
        The uploaded file's content. Never unpickled or executed.
    filename : str
        The uploaded file's name (only its extension is used).
    max_bytes : int
        Size cap, > 0; default :data:`MAX_UPLOAD_BYTES` (2,000,000).
    name : str, optional
        Corpus name; default ``filename`` or ``"uploaded corpus"``.

    Returns
    -------
    Corpus
        ``source`` says it is the user's own file.

    Raises
    ------
    UploadError
        Too large, empty, not UTF-8, not text, unreadable CSV (a field over the limit:
        often a double quote opened and never closed), wrong columns, unknown label,
        empty text, or a single class. ``err.reason`` says which (a key of
        :data:`UPLOAD_ERRORS`), ``err.details`` the row, label or cells concerned.
    ValueError
        If ``max_bytes`` is not > 0.

    Examples
    --------
    >>> corpus = read_labelled_text(b"label,text\\nspam,WIN cash now\\nham,Lunch at 1?\\n", "my.csv")
    >>> corpus.labels, corpus.texts[1]
    (('spam', 'ham'), 'Lunch at 1?')
    >>> read_labelled_text(b"label,text\\nham,hi\\n", "one.csv")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    bayeslab.datasets.UploadError: the file has only `ham` messages; a classifier needs both classes. ...
    >>> try:
    ...     read_labelled_text(b"ham,hello\\nspma,win\\n", "typo.csv")
    ... except UploadError as err:
    ...     print(err.reason, err.details)
    label {'row': 2, 'label': 'spma'}
    """
    if not isinstance(data, (bytes, bytearray, memoryview)):
        raise TypeError(f"`data` must be bytes; got {type(data).__name__}")
    if not max_bytes > 0:
        raise ValueError(f"`max_bytes` must be > 0; got {max_bytes!r}")
    data = bytes(data)
    if len(data) > max_bytes:
        raise UploadError(
            "too_large",
            f"the file is {len(data):,} bytes; the limit is {max_bytes:,} bytes — "
            "upload a smaller sample of your messages",
            size=len(data), limit=max_bytes,
        )
    if not data.strip():
        raise UploadError("empty", "the file is empty")
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as err:
        line = data[: err.start].count(b"\n") + 1
        raise UploadError(
            "not_utf8",
            f"the file is not UTF-8 text (byte {err.start}, line {line}, cannot be decoded); "
            "re-save it with UTF-8 encoding",
            byte=err.start, line=line,
        ) from None
    if "\x00" in text:
        raise UploadError("not_text", "the file contains NUL bytes: it is not a text file")

    first_line = text.split("\n", 1)[0]
    lower = filename.lower()
    if lower.endswith((".tsv", ".tab", ".txt")) or "\t" in first_line:
        delimiter = "\t"
    else:
        delimiter = ","
    if delimiter == "\t":
        # No quoting in TSV: quotes are part of the messages (as in the SMS collection).
        rows = [
            (number, line.rstrip("\r").split("\t"))
            for number, line in enumerate(text.split("\n"), start=1)
        ]
    else:
        rows = _read_csv(text)
    rows = [(number, row) for number, row in rows if any(cell.strip() for cell in row)]
    if not rows:
        raise UploadError("no_rows", "the file has no rows")

    header = [cell.strip().lower() for cell in rows[0][1]]
    if header[0] not in LABELS:  # not a message, so it must be a header row
        if "label" not in header or "text" not in header:
            cells = tuple(cell[:20] for cell in rows[0][1][:5])
            shown = ", ".join(repr(cell) for cell in cells)
            raise UploadError(
                "bad_header",
                f"the first row ({shown}) is neither a message (`ham` or `spam`, then the text) "
                "nor a header naming the columns `label` and `text`",
                cells=cells,
            )
        label_col, text_col = header.index("label"), header.index("text")
        body = rows[1:]
        width = len(header)
        if not body:
            raise UploadError("header_only", "the file has a header row but no messages")
    else:
        label_col, text_col = 0, 1
        body = rows
        width = 2

    texts: list[str] = []
    labels: list[str] = []
    for number, row in body:
        if delimiter == "\t" and width == 2 and len(row) > 2:
            row = [row[0], "\t".join(row[1:])]  # a headerless TSV message may hold tabs
        if len(row) < max(label_col, text_col) + 1 or (width == 2 and len(row) != 2):
            raise UploadError(
                "columns",
                f"row {number} has {len(row)} column(s); expected {width} "
                "(label, then the message; put a text containing commas in double quotes)",
                row=number, found=len(row), expected=width,
            )
        label = row[label_col].strip().lower()
        if label not in LABELS:
            raise UploadError(
                "label", f"row {number}: the label {row[label_col][:30]!r} is not `ham` or `spam`",
                row=number, label=row[label_col][:30],
            )
        message = row[text_col]
        if not message.strip():
            raise UploadError(
                "empty_message", f"row {number}: the message is empty; delete the row or write its text",
                row=number,
            )
        labels.append(label)
        texts.append(message)

    present = sorted(set(labels))
    if len(present) < 2:
        missing = "spam" if present[0] == "ham" else "ham"
        raise UploadError(
            "one_class",
            f"the file has only `{present[0]}` messages; a classifier needs both classes. "
            f"Add messages labelled `{missing}`",
            present=present[0], missing=missing,
        )
    return Corpus(
        name=name or filename or "uploaded corpus",
        texts=tuple(texts),
        labels=tuple(labels),
        source="Your uploaded file (kept in this server's memory only while in use).",
    )


def _read_csv(text: str) -> list[tuple[int, list[str]]]:
    """(line number, cells) of each CSV record; a csv.Error becomes an :class:`UploadError`."""
    reader = csv.reader(io.StringIO(text, newline=""), delimiter=",", strict=True)
    rows: list[tuple[int, list[str]]] = []
    last_line = 0
    try:
        for row in reader:
            rows.append((reader.line_num, row))
            last_line = reader.line_num
    except csv.Error as err:
        # The record that failed begins on the line after the last good one (where a
        # quote that is never closed was opened).
        line, limit = last_line + 1, csv.field_size_limit()
        if "field larger than field limit" in str(err):
            raise UploadError(
                "field_too_long",
                f"the record starting on line {line} holds a field longer than {limit:,} characters, the "
                "most a CSV field may hold — often a double quote that opens a message and is never "
                "closed, so the rest of the file runs into it; close the quote or split the message",
                line=line, limit=limit,
            ) from None
        raise UploadError("csv_unreadable", f"the CSV cannot be read from line {line} on ({err})",
                          line=line) from None
    return rows


# --------------------------------------------------------------------------- splitting


def train_test_split(
    labels: Sequence[str] | np.ndarray,
    test_fraction: float,
    rng: np.random.Generator,
) -> tuple[np.ndarray, np.ndarray]:
    """Stratified random split of document indices into training and test sets.

    Each class ``c`` with ``n_c`` documents sends ``round(test_fraction * n_c)`` of
    them to the test set, clipped so that at least one stays in the training set
    (every class can be learned) and, when the class has two or more, at least one
    goes to the test set (a tiny corpus can still be evaluated). A class with a
    single document keeps it for training. Both index arrays are sorted.

    Parameters
    ----------
    labels : sequence of shape (n_documents,)
        Class of each document.
    test_fraction : float
        Share of each class held out for testing, 0 < test_fraction < 1.
    rng : numpy.random.Generator
        Source of randomness (e.g. ``np.random.default_rng(seed)``).

    Returns
    -------
    train : ndarray of shape (n_train,), dtype intp
    test : ndarray of shape (n_test,), dtype intp
        Disjoint; together they are ``0 .. n_documents - 1``.

    Raises
    ------
    ValueError
        If ``test_fraction`` is outside (0, 1), ``labels`` is empty, or ``rng`` is
        not a ``numpy.random.Generator``.

    Examples
    --------
    >>> train, test = train_test_split(["ham"] * 8 + ["spam"] * 4, 0.25, np.random.default_rng(0))
    >>> len(train), len(test)
    (9, 3)
    >>> [len(part) for part in train_test_split(["ham", "ham", "spam"], 0.25, np.random.default_rng(0))]
    [2, 1]
    """
    check_generator("rng", rng)
    if not (isinstance(test_fraction, (int, float, np.floating)) and 0 < test_fraction < 1):
        raise ValueError(f"`test_fraction` must be > 0 and < 1; got {test_fraction!r}")
    y = np.asarray(labels)
    if y.ndim != 1 or y.size == 0:
        raise ValueError(f"`labels` must be a non-empty 1-D sequence; got shape {y.shape}")
    test_parts = []
    for label in np.unique(y):
        members = np.flatnonzero(y == label)
        n_test = min(max(int(round(test_fraction * members.size)), 1), members.size - 1)
        if n_test > 0:
            test_parts.append(rng.choice(members, size=n_test, replace=False))
    test = np.sort(np.concatenate(test_parts)) if test_parts else np.empty(0, dtype=np.intp)
    mask = np.ones(y.size, dtype=bool)
    mask[test] = False
    return np.flatnonzero(mask).astype(np.intp), test.astype(np.intp)


# --------------------------------------------------------------------------- evaluation


@dataclass(frozen=True)
class Evaluation:
    r"""How well predictions on a held-out set match the true labels (binary).

    Attributes
    ----------
    confusion : ndarray of int64, shape (2, 2)
        ``confusion[i, k]`` = number of documents of true class ``classes[i]``
        predicted as ``classes[k]`` (rows: truth; for ``("ham", "spam")``:
        ``[[TN, FP], [FN, TP]]`` with spam positive).
    classes : tuple of str
        The two classes, negative first.
    accuracy : float
        (TN + TP) / n.
    precision : float
        TP / (TP + FP); ``nan`` if nothing was predicted positive.
    recall : float
        TP / (TP + FN); ``nan`` if there is no positive document.
    log_loss : float
        Mean of :math:`-\log p(y_i \mid x_i)` in nats; ``inf`` if some true class got
        probability 0, ``nan`` if some posterior is undefined.
    n_undefined : int
        Documents whose posterior is undefined (every class had probability 0).
    """

    confusion: np.ndarray
    classes: tuple[str, str]
    accuracy: float
    precision: float
    recall: float
    log_loss: float
    n_undefined: int

    @property
    def true_negative(self) -> int:
        """Negative documents predicted negative (``confusion[0, 0]``)."""
        return int(self.confusion[0, 0])

    @property
    def false_positive(self) -> int:
        """Negative documents predicted positive (``confusion[0, 1]``)."""
        return int(self.confusion[0, 1])

    @property
    def false_negative(self) -> int:
        """Positive documents predicted negative (``confusion[1, 0]``)."""
        return int(self.confusion[1, 0])

    @property
    def true_positive(self) -> int:
        """Positive documents predicted positive (``confusion[1, 1]``)."""
        return int(self.confusion[1, 1])

    @property
    def n_positive(self) -> int:
        """Documents of the positive class (``classes[1]``)."""
        return int(self.confusion[1].sum())


def evaluate_predictions(
    y_true: Sequence[str] | np.ndarray,
    y_pred: Sequence[str] | np.ndarray,
    log_proba: np.ndarray,
    classes: Sequence[str] = LABELS,
) -> Evaluation:
    r"""Accuracy, precision, recall, confusion matrix and log-loss of a binary classifier.

    Parameters
    ----------
    y_true, y_pred : sequence of shape (n_documents,)
        True and predicted labels, each one of ``classes``.
    log_proba : ndarray of shape (n_documents, 2)
        :math:`\log p(c \mid x_i)` in the column order of ``classes`` (e.g. a model's
        ``predict_log_proba``); rows of ``nan`` mark undefined posteriors.
    classes : pair of str
        (negative, positive); default ``("ham", "spam")``.

    Returns
    -------
    Evaluation

    Raises
    ------
    ValueError
        If the lengths or shapes disagree, ``classes`` is not two distinct labels,
        a label is not one of ``classes``, or there are no documents.

    Notes
    -----
    .. math::

        \mathrm{accuracy} = \frac{TP + TN}{n}, \quad
        \mathrm{precision} = \frac{TP}{TP + FP}, \quad
        \mathrm{recall} = \frac{TP}{TP + FN}, \quad
        \mathrm{log\text{-}loss} = -\frac{1}{n} \sum_i \log p(y_i \mid x_i).

    Examples
    --------
    >>> log_p = np.log([[0.9, 0.1], [0.2, 0.8], [0.6, 0.4]])
    >>> result = evaluate_predictions(["ham", "spam", "spam"], ["ham", "spam", "ham"], log_p)
    >>> result.confusion
    array([[1, 0],
           [1, 1]])
    >>> float(result.accuracy), float(result.precision), float(result.recall)
    (0.6666666666666666, 1.0, 0.5)
    >>> result.true_negative, result.false_positive, result.false_negative, result.true_positive
    (1, 0, 1, 1)
    """
    classes = tuple(classes)
    if len(classes) != 2 or classes[0] == classes[1]:
        raise ValueError(f"`classes` must be two distinct labels; got {classes!r}")
    truth = np.asarray(y_true)
    pred = np.asarray(y_pred)
    log_proba = np.asarray(log_proba, dtype=np.float64)
    n = truth.shape[0] if truth.ndim == 1 else -1
    if n <= 0:
        raise ValueError(f"`y_true` must be a non-empty 1-D sequence; got shape {truth.shape}")
    if pred.shape != (n,):
        raise ValueError(f"`y_pred` must have shape ({n},) like `y_true`; got {pred.shape}")
    if log_proba.shape != (n, 2):
        raise ValueError(f"`log_proba` must have shape ({n}, 2); got {log_proba.shape}")
    truth_index = np.full(n, -1)
    pred_index = np.full(n, -1)
    for k, label in enumerate(classes):
        truth_index[truth == label] = k
        pred_index[pred == label] = k
    for name, index, values in (("y_true", truth_index, truth), ("y_pred", pred_index, pred)):
        if np.any(index < 0):
            raise ValueError(
                f"`{name}` must contain only {classes!r}; got {values[index < 0][0]!r}"
            )
    confusion = np.zeros((2, 2), dtype=np.int64)
    np.add.at(confusion, (truth_index, pred_index), 1)
    (tn, fp), (fn, tp) = confusion
    with np.errstate(invalid="ignore", divide="ignore"):
        precision = tp / (tp + fp) if tp + fp else math.nan
        recall = tp / (tp + fn) if tp + fn else math.nan
    undefined = np.isnan(log_proba).any(axis=1)
    true_log_p = log_proba[np.arange(n), truth_index]
    log_loss = math.nan if undefined.any() else float(-np.mean(true_log_p))
    return Evaluation(
        confusion=confusion,
        classes=classes,
        accuracy=float((tn + tp) / n),
        precision=float(precision),
        recall=float(recall),
        log_loss=log_loss,
        n_undefined=int(undefined.sum()),
    )


# --------------------------------------------------------------------------- numeric tables
# Small real data sets for the Gaussian classifiers and regression pages, bundled in
# ``bayeslab/data/`` (sources and licences in ``bayeslab/data/README.md``).

__all__ += [
    "IRIS_FEATURES",
    "IRIS_SPECIES",
    "NumericDataset",
    "load_challenger",
    "load_horse_kicks",
    "load_hours_studied",
    "load_iris",
]

#: The four iris measurements, in the column order of ``iris.csv``.
IRIS_FEATURES: tuple[str, ...] = ("sepal_length_cm", "sepal_width_cm", "petal_length_cm", "petal_width_cm")
#: The three iris species, sorted.
IRIS_SPECIES: tuple[str, ...] = ("setosa", "versicolor", "virginica")


@dataclass(frozen=True)
class NumericDataset:
    """A small bundled table: features, a target, and where the numbers come from.

    Attributes
    ----------
    name : str
        Short name shown on a page.
    X : ndarray of shape (n_samples, n_features), float64
        The features (read-only).
    y : ndarray of shape (n_samples,)
        The target: float64 for numbers (0/1 outcomes, counts), str for class labels
        (read-only).
    feature_names : tuple of str, length n_features
    target_name : str
    source : str
        Authors, publication, and the licence.
    row_labels : tuple of str
        A label per row where the table has one (a flight, a corps), else empty.

    Examples
    --------
    >>> data = load_hours_studied()
    >>> data.X.shape, data.feature_names, data.target_name
    ((20, 1), ('hours',), 'passed')
    """

    name: str
    X: np.ndarray
    y: np.ndarray
    feature_names: tuple[str, ...]
    target_name: str
    source: str
    row_labels: tuple[str, ...] = ()

    @property
    def n_samples(self) -> int:
        """Number of rows."""
        return int(self.X.shape[0])


def _read_bundled_table(file_name: str) -> tuple[tuple[str, ...], list[list[str]]]:
    """Header and rows of a bundled CSV file in ``bayeslab/data/``."""
    text = resources.files("bayeslab").joinpath("data", file_name).read_text(encoding="utf-8")
    rows = [row for row in csv.reader(io.StringIO(text)) if row]
    return tuple(rows[0]), rows[1:]


def _read_only(array: np.ndarray) -> np.ndarray:
    array.setflags(write=False)
    return array


def load_iris(species: Sequence[str] | None = None,
              features: Sequence[str] | None = None) -> NumericDataset:
    """Fisher's iris data (1936): 50 flowers of each of three species, four measurements.

    Parameters
    ----------
    species : sequence of str, optional
        Species to keep, from :data:`IRIS_SPECIES` (default: all three); e.g.
        ``("versicolor", "virginica")`` for a two-class problem.
    features : sequence of str, optional
        Measurements to keep, in the order given, from :data:`IRIS_FEATURES` (default:
        all four); e.g. ``("petal_length_cm", "petal_width_cm")``.

    Returns
    -------
    NumericDataset
        ``y`` holds the species names (str).

    Raises
    ------
    ValueError
        If a species or feature name is unknown, repeated, or none is given.

    References
    ----------
    R. A. Fisher, "The use of multiple measurements in taxonomic problems", *Annals of
    Eugenics* 7(2), 179-188, 1936; measurements by E. Anderson (1935). Public domain.

    Examples
    --------
    >>> data = load_iris(("versicolor", "virginica"), ("petal_length_cm", "petal_width_cm"))
    >>> data.X.shape, np.unique(data.y).tolist()
    ((100, 2), ['versicolor', 'virginica'])
    """
    chosen_species = _choose("species", species, IRIS_SPECIES)
    chosen_features = _choose("features", features, IRIS_FEATURES)
    header, rows = _read_bundled_table("iris.csv")
    columns = [header.index(name) for name in chosen_features]
    kept = [row for row in rows if row[4] in chosen_species]
    X = np.array([[float(row[j]) for j in columns] for row in kept])
    y = np.array([row[4] for row in kept], dtype=str)
    return NumericDataset(
        name="Iris (Fisher 1936)",
        X=_read_only(X),
        y=_read_only(y),
        feature_names=chosen_features,
        target_name="species",
        source=("E. Anderson (1935) and R. A. Fisher, The use of multiple measurements in "
                "taxonomic problems, Annals of Eugenics 7(2), 1936. Public domain."),
    )


def _choose(name: str, chosen: Sequence[str] | None, allowed: tuple[str, ...]) -> tuple[str, ...]:
    if chosen is None:
        return allowed
    chosen = (chosen,) if isinstance(chosen, str) else tuple(chosen)
    if not chosen:
        raise ValueError(f"`{name}` must name at least one of {allowed!r}; got an empty sequence")
    for item in chosen:
        if item not in allowed:
            raise ValueError(f"`{name}` must contain only {allowed!r}; got {item!r}")
    if len(set(chosen)) != len(chosen):
        raise ValueError(f"`{name}` must not repeat a name; got {chosen!r}")
    return chosen


def load_challenger() -> NumericDataset:
    """The 23 Space Shuttle launches before Challenger: temperature and O-ring damage.

    Returns
    -------
    NumericDataset
        ``X``: launch temperature (°F), shape (23, 1); ``y``: 1 if any field-joint
        O-ring showed thermal distress, else 0 (7 of 23); ``row_labels``: the missions.

    References
    ----------
    S. R. Dalal, E. B. Fowlkes, B. Hoadley, "Risk analysis of the space shuttle:
    pre-Challenger prediction of failure", *JASA* 84(408), 945-957, 1989, Table 1
    (from the Presidential Commission's report, 1986; US Government work, public domain).

    Examples
    --------
    >>> data = load_challenger()
    >>> data.n_samples, int(data.y.sum()), float(data.X.min())
    (23, 7, 53.0)
    """
    _, rows = _read_bundled_table("challenger.csv")
    return NumericDataset(
        name="Challenger O-rings (Dalal et al. 1989)",
        X=_read_only(np.array([[float(row[1])] for row in rows])),
        y=_read_only(np.array([float(row[2]) for row in rows])),
        feature_names=("temperature_f",),
        target_name="damage",
        source=("S. R. Dalal, E. B. Fowlkes, B. Hoadley, Risk analysis of the space shuttle: "
                "pre-Challenger prediction of failure, JASA 84(408), 1989, Table 1; data from the "
                "Report of the Presidential Commission on the Space Shuttle Challenger Accident "
                "(1986), a US Government work. Public domain."),
        row_labels=tuple(row[0] for row in rows),
    )


def load_hours_studied() -> NumericDataset:
    """The 20 students of the classic logistic-regression example: hours studied, passed.

    An invented teaching example (not measured data).

    Returns
    -------
    NumericDataset
        ``X``: hours studied, shape (20, 1); ``y``: 1 if the student passed, else 0.

    References
    ----------
    English Wikipedia, "Logistic regression", section "Example" (Wikipedia contributors),
    CC BY-SA 4.0.

    Examples
    --------
    >>> data = load_hours_studied()
    >>> data.n_samples, int(data.y.sum())
    (20, 10)
    """
    _, rows = _read_bundled_table("hours_studied.csv")
    return NumericDataset(
        name="Hours studied and exam passed",
        X=_read_only(np.array([[float(row[0])] for row in rows])),
        y=_read_only(np.array([float(row[1]) for row in rows])),
        feature_names=("hours",),
        target_name="passed",
        source=("Invented teaching example from the English Wikipedia article \"Logistic "
                "regression\" (Wikipedia contributors), CC BY-SA 4.0."),
    )


def load_horse_kicks() -> NumericDataset:
    """Von Bortkiewicz's horse-kick deaths: 14 Prussian army corps, 1875-1894.

    Returns
    -------
    NumericDataset
        ``X``: the year, shape (280, 1); ``y``: deaths by horse or mule kick in one corps
        that year (196 in all); ``row_labels``: the corps (``"G"``, ``"I"`` ... ``"XV"``).

    References
    ----------
    L. von Bortkiewicz, *Das Gesetz der kleinen Zahlen*, Teubner, Leipzig, 1898 (public
    domain); as tabulated by Andrews & Herzberg (1985) and Friendly (2000).

    Examples
    --------
    >>> data = load_horse_kicks()
    >>> data.n_samples, int(data.y.sum()), np.bincount(data.y.astype(int)).tolist()
    (280, 196, [144, 91, 32, 11, 2])
    """
    _, rows = _read_bundled_table("horse_kicks.csv")
    return NumericDataset(
        name="Prussian horse-kick deaths (von Bortkiewicz 1898)",
        X=_read_only(np.array([[float(row[0])] for row in rows])),
        y=_read_only(np.array([float(row[2]) for row in rows])),
        feature_names=("year",),
        target_name="deaths",
        source=("L. von Bortkiewicz, Das Gesetz der kleinen Zahlen, Teubner, Leipzig, 1898; "
                "tabulated by D. F. Andrews and A. M. Herzberg, Data (Springer, 1985). "
                "Public domain."),
        row_labels=tuple(row[1] for row in rows),
    )


# --------------------------------------------------------------------------- (x, y) points typed or uploaded
# One-feature data for the regression page: pairs of numbers a student types or uploads.
# (check_number is imported here so that this section reads on its own.)
from bayeslab._validate import check_number  # noqa: E402

__all__ += [
    "MAX_TABLE_ROWS",
    "TableError",
    "read_xy",
]

#: Most points a typed or uploaded table of (x, y) points may hold.
MAX_TABLE_ROWS: int = 5000


class TableError(ValueError):
    """A typed or uploaded table of (x, y) points that cannot be read, and why (:func:`read_xy`).

    ``str(err)`` is an English message; the attributes let a page say it in the
    student's language.

    Attributes
    ----------
    problem : str
        A key: ``"empty"`` (no points), ``"columns"`` (a line without exactly two
        values), ``"number"`` (a value that is not a finite number), ``"too_many"``
        (more than ``max_rows`` points).
    line : int or None
        The 1-based line of the text where the problem is.
    value : str, int or None
        The offending text (the line or the value, cut to 40 characters), or the limit
        for ``"too_many"``.
    """

    def __init__(self, problem: str, message: str, *, line: int | None = None, value: object = None) -> None:
        self.problem, self.line, self.value = problem, line, value
        super().__init__(message)


_MINUS_SIGNS = str.maketrans({"\u2212": "-", "\u2013": "-"})


def _xy_number(token: str, decimal_comma: bool) -> float | None:
    token = token.strip().translate(_MINUS_SIGNS)
    if decimal_comma and token.count(",") == 1 and "." not in token:
        token = token.replace(",", ".")
    try:
        value = float(token)
    except ValueError:
        return None
    return value if math.isfinite(value) else None


def _xy_fields(line: str) -> tuple[list[str], bool]:
    """The values of one line, and whether a comma inside them is a decimal mark."""
    if "\t" in line:
        return line.split("\t"), True
    if ";" in line:
        return line.split(";"), True
    if "," in line:
        words = line.split()
        if len(words) == 2 and not any(word.endswith(",") or word.startswith(",") for word in words):
            return words, True  # "1,5 0": decimal commas, values apart by spaces
        return line.split(","), False
    return line.split(), False


def read_xy(text: str, *, max_rows: int = MAX_TABLE_ROWS) -> tuple[np.ndarray, np.ndarray]:
    r"""Read (x, y) points from typed text or an uploaded CSV/TSV file.

    One point per line, two values: ``2.5, 1`` or ``2.5 1`` or ``2.5;1`` or a tab. A
    decimal comma is read where the values are apart by spaces, a semicolon or a tab
    (``2,5 1``, ``2,5;1``). Blank lines and lines starting with ``#`` are skipped; the
    first line is skipped as a header if neither of its two values is a number
    (``hours,passed``).

    Parameters
    ----------
    text : str
        The table.
    max_rows : int, keyword-only
        Most points, ≥ 1 (default :data:`MAX_TABLE_ROWS`).

    Returns
    -------
    x : ndarray of shape (n_points,)
    y : ndarray of shape (n_points,)

    Raises
    ------
    TableError
        A ``ValueError`` whose ``problem`` is ``"empty"``, ``"columns"``, ``"number"``
        or ``"too_many"``, with the line and the text at fault.

    Examples
    --------
    >>> read_xy("hours, passed\n0.5, 0\n2,5 1\n# a comment\n4;1")
    (array([0.5, 2.5, 4. ]), array([0., 1., 1.]))
    >>> read_xy("1, 0\n2, oops")
    Traceback (most recent call last):
    ...
    bayeslab.datasets.TableError: line 2: 'oops' is not a finite number
    """
    if not isinstance(text, str):
        raise ValueError(f"`text` must be a string; got {type(text).__name__}")
    max_rows = check_number("max_rows", max_rows, low=1, integer=True)
    xs: list[float] = []
    ys: list[float] = []
    first = True
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        fields, decimal_comma = _xy_fields(line)
        shown = line if len(line) <= 40 else line[:39] + "…"
        if len(fields) != 2:
            raise TableError("columns", f"line {number}: {shown!r} must hold two values, x and y; "
                                        f"got {len(fields)}", line=number, value=shown)
        values = [_xy_number(field, decimal_comma) for field in fields]
        if first and values[0] is None and values[1] is None:
            first = False
            continue  # a header
        first = False
        for field, value in zip(fields, values):
            if value is None:
                bad = field.strip()
                raise TableError("number", f"line {number}: {bad!r} is not a finite number",
                                 line=number, value=bad)
        if len(xs) == max_rows:
            raise TableError("too_many", f"the table must hold at most {max_rows} points; got more",
                             line=number, value=max_rows)
        xs.append(values[0])
        ys.append(values[1])
    if not xs:
        raise TableError("empty", "the table holds no points: write one point per line, x and y")
    return np.array(xs), np.array(ys)
