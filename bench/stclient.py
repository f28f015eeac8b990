"""A minimal Streamlit client that speaks the browser's websocket protocol.

HTTP load tools measure nothing useful against Streamlit: a page is computed when
the browser, over the websocket ``/_stcore/stream``, sends a ``BackMsg`` asking
for a rerun, and the server answers with a stream of ``ForwardMsg`` protobufs
ending in ``script_finished``. This module does what the frontend does, without
rendering anything, so that many simulated students fit in one Python process.

What it mimics (checked against Streamlit 1.67's ``starlette_websocket.py``,
``app_session.py`` and ``pages_manager.py``):

* connect with subprotocol ``"streamlit"`` (the second and third entries of the
  header, an XSRF token and a session id to resume, are left empty: a new
  session, no login);
* open a page with ``ClientState(page_name=<url path>, query_string=...)``; later
  reruns send the page's ``page_script_hash`` (as the browser does after the
  first run) and the current URL query string, which the server updates through
  ``page_info_changed`` when widgets are bound to query parameters;
* a widget change is a rerun whose ``widget_states`` carry the new value under
  the widget's element id. Ids end in ``-<user key>``, so widgets are found by
  the ``key=`` they were given in the page script. A widget drawn inside an
  ``st.fragment`` is changed with a fragment rerun (``ClientState.fragment_id``),
  as the browser does;
* like the browser, it remembers the hashes of cacheable messages and sends them
  back (``cached_message_hashes``), so the server answers unchanged big elements
  with a short reference.

Example
-------
>>> async def demo(url):                                   # doctest: +SKIP
...     async with StreamlitSession(url) as s:
...         first = await s.open("coin")
...         result = await s.set_widget("a", 3.0)
...         return result.latency_s, result.exceptions
"""

from __future__ import annotations

import asyncio
import random
import time
from dataclasses import dataclass, field
from typing import Any

import websockets
from websockets.asyncio.client import connect as ws_connect

from streamlit.proto.BackMsg_pb2 import BackMsg
from streamlit.proto.ForwardMsg_pb2 import ForwardMsg
from streamlit.proto.WidgetStates_pb2 import WidgetState

__all__ = [
    "RunResult",
    "StreamlitSession",
    "Widget",
    "plausible_value",
    "widget_state",
]

FINISHED = ForwardMsg.ScriptFinishedStatus
#: Statuses that end the run we asked for (EARLY_FOR_RERUN does not: another run follows).
_DONE_STATUSES = {
    FINISHED.FINISHED_SUCCESSFULLY,
    FINISHED.FINISHED_WITH_COMPILE_ERROR,
    FINISHED.FINISHED_FRAGMENT_RUN_SUCCESSFULLY,
}

#: Element types that are widgets a student can change (they carry an ``id``).
WIDGET_TYPES = frozenset(
    {
        "button",
        "button_group",
        "checkbox",
        "color_picker",
        "date_input",
        "multiselect",
        "number_input",
        "pagination",
        "radio",
        "selectbox",
        "slider",
        "text_area",
        "text_input",
        "time_input",
    }
)

#: Bound on remembered message hashes (the browser's cache is bounded too).
_MAX_CACHED_HASHES = 500


@dataclass
class Widget:
    """A widget seen on the page: its element id, user key and proto."""

    id: str
    key: str | None
    kind: str
    proto: Any
    fragment_id: str = ""

    @property
    def label(self) -> str:
        return getattr(self.proto, "label", "")


@dataclass
class RunResult:
    """What one rerun produced, as the client saw it."""

    status: int | None = None  # a ScriptFinishedStatus, None if it never finished
    latency_s: float = float("nan")  # from sending the BackMsg to script_finished
    n_msgs: int = 0
    n_bytes: int = 0
    n_refs: int = 0  # messages answered with a cached reference
    exceptions: list[str] = field(default_factory=list)  # st.exception / uncaught errors
    alerts: list[str] = field(default_factory=list)  # st.error boxes (not failures)
    widgets: dict[str, Widget] = field(default_factory=dict)  # by key (or by id if unkeyed)
    page_not_found: bool = False
    fragment: bool = False

    @property
    def finished(self) -> bool:
        return self.status in _DONE_STATUSES

    @property
    def ok(self) -> bool:
        return (
            self.finished
            and self.status != FINISHED.FINISHED_WITH_COMPILE_ERROR
            and not self.exceptions
            and not self.page_not_found
        )


def _user_key(element_id: str) -> str | None:
    # Streamlit's ids look like "$$ID-<hex>-<key>"; "None" when no key was given
    # (see streamlit/runtime/state/common.py: user_key_from_element_id).
    key = element_id.split("-", maxsplit=2)[-1]
    return None if key == "None" else key


def widget_state(widget: Widget, value: Any) -> WidgetState:
    """Encode ``value`` for ``widget`` the way the frontend does.

    Value types follow the ``value_type=`` each widget registers with in
    ``streamlit/elements/widgets/*.py``: sliders send a list of doubles,
    number inputs a double, selectbox/radio the option's label, multiselect
    and segmented controls a list of labels, buttons a trigger.
    """
    ws = WidgetState(id=widget.id)
    kind = widget.kind
    if kind == "slider" and widget.proto is not None and len(widget.proto.options):
        # st.select_slider shares the Slider proto but sends its option labels.
        values = value if isinstance(value, (list, tuple)) else [value]
        ws.string_array_value.data[:] = [str(v) for v in values]
    elif kind == "slider":
        values = value if isinstance(value, (list, tuple)) else [value]
        ws.double_array_value.data[:] = [float(v) for v in values]
    elif kind == "number_input":
        ws.double_value = float(value)
    elif kind == "checkbox":
        ws.bool_value = bool(value)
    elif kind == "button":
        ws.trigger_value = True
    elif kind == "pagination":
        ws.int_value = int(value)
    elif kind in {"button_group", "multiselect"}:
        values = value if isinstance(value, (list, tuple)) else [value]
        ws.string_array_value.data[:] = [str(v) for v in values]
    else:  # text_input, text_area, selectbox, radio, color_picker, date/time inputs
        ws.string_value = str(value)
    return ws


def plausible_value(widget: Widget, rng: random.Random) -> Any:
    """A random value a student could choose for ``widget`` (within its bounds)."""
    p = widget.proto
    kind = widget.kind
    if kind == "slider":
        if len(p.options):  # select_slider: labels
            return [rng.choice(list(p.options))]
        lo, hi, step = p.min, p.max, p.step or 1.0
        n_steps = int(round((hi - lo) / step))
        value = lo + step * rng.randint(0, max(n_steps, 0))
        return [value] * max(len(p.default), 1) if len(p.default) > 1 else value
    if kind == "number_input":
        default = p.default if p.HasField("default") else 1.0
        lo = p.min if p.has_min else min(0.0, default)
        hi = p.max if p.has_max else max(2.0 * abs(default), lo + 10.0)
        step = p.step or (1.0 if p.data_type == p.INT else 0.1)
        n_steps = int((hi - lo) / step)
        n_steps = min(n_steps, 1000)  # an unbounded input: stay near the default
        value = lo + step * rng.randint(0, max(n_steps, 0))
        return int(round(value)) if p.data_type == p.INT else value
    if kind == "checkbox":
        return rng.random() < 0.5
    if kind in {"selectbox", "radio"}:
        return rng.choice(list(p.options)) if len(p.options) else ""
    if kind == "multiselect":
        options = list(p.options)
        return rng.sample(options, k=rng.randint(0, min(3, len(options)))) if options else []
    if kind == "button_group":
        options = [o.content for o in p.options]
        return [rng.choice(options)] if options else []
    if kind == "pagination":
        return rng.randint(1, max(p.num_pages, 1))
    if kind == "button":
        return True
    if kind in {"text_input", "text_area"}:
        return f"{p.default} {rng.randint(0, 99)}".strip()
    return getattr(p, "default", "")


class StreamlitSession:
    """One simulated browser tab on a running Streamlit server.

    Parameters
    ----------
    base_url : str
        ``http://127.0.0.1:<port>`` (no trailing slash).
    timeout_s : float
        Longest wait for one run's ``script_finished``.
    """

    def __init__(self, base_url: str, *, timeout_s: float = 30.0) -> None:
        self.ws_url = base_url.replace("http://", "ws://").rstrip("/") + "/_stcore/stream"
        self.timeout_s = timeout_s
        self._ws: Any = None
        self.page_script_hash = ""
        self.query_string = ""
        self.widgets: dict[str, Widget] = {}
        self.pages: dict[str, str] = {}  # url path -> page_script_hash (from `navigation`)
        self._states: dict[str, WidgetState] = {}  # widget id -> last value sent
        self._cache: dict[str, ForwardMsg] = {}  # message hash -> cacheable message

    async def __aenter__(self) -> StreamlitSession:
        await self.connect()
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.close()

    async def connect(self) -> None:
        self._ws = await ws_connect(
            self.ws_url,
            subprotocols=["streamlit"],
            max_size=64 * 2**20,
            compression=None,  # the browser negotiates none with Streamlit's server either
            open_timeout=self.timeout_s,
            # Browsers answer the server's pings but never send their own; neither do we
            # (a busy server would otherwise be dropped for a late pong).
            ping_interval=None,
            proxy=None,
        )

    async def close(self) -> None:
        if self._ws is not None:
            try:
                await self._ws.close()
            finally:
                self._ws = None

    # -- runs -------------------------------------------------------------------

    async def open(self, page_name: str = "", query_string: str = "") -> RunResult:
        """First run of a page, as when a student opens ``/<page_name>?<query_string>``."""
        self.page_script_hash = ""
        self.query_string = query_string
        self.widgets = {}
        self._states = {}
        return await self._run(page_name=page_name)

    async def rerun(self, fragment_id: str = "") -> RunResult:
        """Rerun the current page (or one fragment) with the current widget values."""
        return await self._run(fragment_id=fragment_id)

    async def set_widget(self, key: str, value: Any) -> RunResult:
        """Change the widget with user key (or id) ``key`` and wait for the rerun."""
        widget = self.widgets.get(key)
        if widget is None:
            raise KeyError(f"no widget with key {key!r} on this page; have {sorted(self.widgets)}")
        self._states[widget.id] = widget_state(widget, value)
        result = await self._run(fragment_id=widget.fragment_id)
        if widget.kind == "button":  # triggers fire once
            self._states.pop(widget.id, None)
        return result

    async def _run(self, *, page_name: str = "", fragment_id: str = "") -> RunResult:
        back = BackMsg()
        cs = back.rerun_script
        cs.query_string = self.query_string
        cs.page_script_hash = self.page_script_hash
        if not self.page_script_hash:
            cs.page_name = page_name
        if fragment_id:
            cs.fragment_id = fragment_id
        cs.widget_states.widgets.extend(self._states.values())
        cs.cached_message_hashes.extend(self._cache)
        result = RunResult(fragment=bool(fragment_id))
        widgets: dict[str, Widget] = {}
        t0 = time.perf_counter()
        await self._ws.send(back.SerializeToString())
        deadline = t0 + self.timeout_s
        while True:
            remaining = deadline - time.perf_counter()
            if remaining <= 0:
                break
            try:
                data = await asyncio.wait_for(self._ws.recv(), timeout=remaining)
            except asyncio.TimeoutError:
                break
            msg = ForwardMsg()
            msg.ParseFromString(data)
            result.n_msgs += 1
            result.n_bytes += len(data)
            if msg.WhichOneof("type") == "ref_hash":
                result.n_refs += 1
                cached = self._cache.get(msg.ref_hash)
                if cached is None:
                    continue
                metadata = msg.metadata
                msg = ForwardMsg()
                msg.CopyFrom(cached)
                msg.metadata.CopyFrom(metadata)
            elif msg.metadata.cacheable and msg.hash:
                self._remember(msg)
            if self._handle(msg, result, widgets):
                result.latency_s = time.perf_counter() - t0
                break
        if fragment_id:
            self.widgets.update(widgets)
        elif result.finished:
            self.widgets = widgets
        result.widgets = dict(self.widgets)
        return result

    def _remember(self, msg: ForwardMsg) -> None:
        if len(self._cache) >= _MAX_CACHED_HASHES:
            self._cache.pop(next(iter(self._cache)))
        self._cache[msg.hash] = msg

    def _handle(self, msg: ForwardMsg, result: RunResult, widgets: dict[str, Widget]) -> bool:
        """Digest one message; True when it ends the requested run."""
        kind = msg.WhichOneof("type")
        if kind == "delta":
            delta = msg.delta
            if delta.WhichOneof("type") != "new_element":
                return False
            element = delta.new_element
            etype = element.WhichOneof("type")
            if etype == "exception":
                ex = element.exception
                result.exceptions.append(f"{ex.type}: {ex.message}".strip(": "))
            elif etype == "alert" and element.alert.format == element.alert.ERROR:
                result.alerts.append(element.alert.body)
            elif etype in WIDGET_TYPES:
                proto = getattr(element, etype)
                wid = proto.id
                key = _user_key(wid)
                widgets[key or wid] = Widget(wid, key, etype, proto, delta.fragment_id)
        elif kind == "new_session":
            self.page_script_hash = msg.new_session.page_script_hash
        elif kind == "navigation":
            nav = msg.navigation
            self.page_script_hash = nav.page_script_hash or self.page_script_hash
            for page in nav.app_pages:
                self.pages[page.url_pathname] = page.page_script_hash
        elif kind == "page_info_changed":
            self.query_string = msg.page_info_changed.query_string
        elif kind == "page_not_found":
            result.page_not_found = True
        elif kind == "script_finished":
            status = msg.script_finished
            if status in _DONE_STATUSES:
                result.status = status
                return True
        return False


def is_disconnect(exc: BaseException) -> bool:
    """Whether ``exc`` means the server dropped or refused the connection."""
    return isinstance(exc, (websockets.ConnectionClosed, ConnectionError, OSError))
