"""Shared controls of the Beta-Binomial pages: the Beta(a, b) prior and the coin data.

Used by the coin page and the estimators page, so a link such as
``…/coin?a=2&b=2&heads=2&tails=0`` or ``…/estimators?a=2&b=2&heads=2&tails=0`` opens
the same prior and data on either page.

URL parameters (every one bound with ``bind="query-params"``):

==========  ==========================================================
``a``, ``b``   prior pseudo-counts (number inputs, 0.01 … 1000)
``heads``, ``tails``  observed counts (0 … 1,000,000)
``data``    where the counts come from: counts, sequence, simulate
``flips``   the typed sequence, e.g. ``HHTHT``
``theta_true``, ``hide``, ``seed``  the simulated coin
==========  ==========================================================

**One value, two controls.** Each of ``a`` and ``b`` has an exact number box (key
``a``, bound to the URL) and a drag slider over a log-like scale (key ``a_drag``, not
bound: two URL parameters for one number could disagree). The value itself is kept
in session state (``_a_pair``); both controls are views of it, settled by
:func:`_settle` before they are drawn on every run:

* a control the student changed sets the value (the box first, if both did);
* a control that reports a value the server pushed to it earlier (or the value it
  showed before those pushes), because the browser sent the rerun before the later
  pushes arrived, is an *echo*, not a change: during a fast key burst the browser
  reports the other control's old value with every key press (runs are interrupted,
  pushes arrive late), and reading that as the student's choice used to move the
  value back (issue 11: the slider at 2 while the box, the metrics and the URL said 70);
* then each control is pushed the value (the slider its nearest stop) whenever it
  shows something else or has pushes the browser has not confirmed; a control the
  student just changed drops its own unconfirmed pushes (pushing them again would
  pull it back under the student's fingers and lose key presses).

The value and what the server knows of the pair's controls are one session string
(``_a_pair``): every Session State access costs a lookup, and this runs on every rerun.

So once the page is idle the slider, the box, the numbers and the link agree. The
number boxes take no ``value=`` default: a widget given both a default and a value
through Session State makes Streamlit log a warning (``value`` is the first run's
value, read from the link here).

Buttons (flip 1/10/100, reset) cannot be bound, and the preset selectbox is an action
rather than a state (it returns to its placeholder); their callbacks write into the
session state the controls are drawn from, so the URL still captures the result.
"""

from __future__ import annotations

import functools
import math
from typing import NamedTuple

import numpy as np
import streamlit as st

from bayeslab.beta_binomial import BadFlipsError, count_flips, parse_flips, simulate_flips
from ui.beta_panels import count_form
from ui.text import Safe, Text, number, words
from ui.widgets import choice

__all__ = [
    "A_RANGE",
    "COUNT_MAX",
    "DRAG_STOPS",
    "PRESETS",
    "SimulatedCoin",
    "counts_row",
    "data_controls",
    "data_source",
    "preset_control",
    "prior_controls",
    "sequence_controls",
    "show_black_swan",
    "simulation_controls",
]

#: Range of the pseudo-counts a and b.
A_RANGE = (0.01, 1000.0)
#: Largest count of heads or tails.
COUNT_MAX = 1_000_000
#: Stops of the drag sliders: roughly even steps on a log scale, readable numbers.
DRAG_STOPS: tuple[float, ...] = (
    0.01, 0.02, 0.05, 0.1, 0.2, 0.3, 0.5, 0.7, 1.0, 1.5, 2.0, 3.0, 4.0, 5.0, 7.0, 10.0,
    15.0, 20.0, 30.0, 50.0, 70.0, 100.0, 150.0, 200.0, 300.0, 500.0, 700.0, 1000.0,
)
_LOG_STOPS = np.log(DRAG_STOPS)
#: Width of the a and b boxes, in pixels (room for "1000" and the − + buttons in projector mode).
_BOX_WIDTH = 120

#: Prior presets: key -> (a, b). Labels: ``PRESET_NAMES`` in the coin page's words.
PRESETS: dict[str, tuple[float, float]] = {
    "uniform": (1.0, 1.0),
    "jeffreys": (0.5, 0.5),
    "beta22": (2.0, 2.0),
    "fair": (50.0, 50.0),
    "skewed": (2.0, 8.0),
}

_DEFAULT = {"a": 2.0, "b": 2.0}
_N_SIM = "_coin_n_simulated"  # flips simulated so far (session scalar, not a widget)
#: Pushes remembered per control: more than a burst can leave in flight.
_MAX_PENDING = 32


# --------------------------------------------------------------------------- one value, two controls
def _nearest_stop(value: float) -> float:
    value = min(max(float(value), A_RANGE[0]), A_RANGE[1])
    return DRAG_STOPS[int(np.argmin(np.abs(_LOG_STOPS - math.log(value))))]


def _pair_key(name: str) -> str:
    return f"_{name}_pair"


def _from_link(name: str) -> float:
    """The value a link gives ``name`` (``?a=3``), or its default when it gives none usable."""
    try:
        value = float(st.query_params.get(name, _DEFAULT[name]))
    except (TypeError, ValueError):
        return _DEFAULT[name]
    return value if math.isfinite(value) and A_RANGE[0] <= value <= A_RANGE[1] else _DEFAULT[name]


class _Control:
    """What the server knows of one control of a pair: what it last showed, pushes in flight.

    ``known``: the value the control was last left at (pushed or reported); ``pending``:
    values pushed to it that the browser has not confirmed, oldest first, led by what the
    browser showed before the first of them. ``reported``: what the browser says now.
    """

    __slots__ = ("key", "reported", "known", "pending")

    def __init__(self, key: str, reported: float | None, memo: str) -> None:
        self.key = key
        self.reported = None if reported is None else float(reported)
        known, _, pending = memo.partition(":")
        self.known = float(known) if known else None
        self.pending = [float(v) for v in pending.split()]

    def memo(self) -> str:
        """One string for session state (which holds scalars only)."""
        return f"{'' if self.known is None else repr(self.known)}:{' '.join(map(repr, self.pending[-_MAX_PENDING:]))}"

    def changed_by_student(self) -> bool:
        """Whether the reported value is a change the student made in the browser."""
        if self.reported is None or self.known is None:
            return False  # not drawn yet on this page
        if self.reported == self.known:
            self.pending = []  # the browser shows the last push: nothing is in flight
            return False
        if self.reported in self.pending[:-1]:
            # An earlier push (or the value before it): the browser has seen the pushes up
            # to this one, messages arrive in order, and the later ones are still coming.
            self.pending = self.pending[self.pending.index(self.reported):]
            return False
        # The student's own input is newer than the pushes before it: pushing them again
        # would pull the control back under the student's fingers.
        self.pending = []
        return True

    def show(self, value: float) -> None:
        """Make the control show ``value`` once the run's messages arrive (push it when needed)."""
        if self.reported != value or self.pending:
            st.session_state[self.key] = value
            if not self.pending and self.reported is not None:
                self.pending = [self.reported]
            self.pending.append(value)
        self.known = value


def _settle(name: str) -> float:
    """The value of ``name`` after this run's changes, both of its controls set to show it."""
    state = st.session_state
    # "value;box memo;drag memo" (value empty before the first run of the session).
    stored = state.get(_pair_key(name), ";:;:")
    value, box_memo, drag_memo = stored.split(";")
    value = float(value) if value else _from_link(name)
    box = _Control(name, state.get(name), box_memo)
    drag = _Control(f"{name}_drag", state.get(f"{name}_drag"), drag_memo)
    if box.changed_by_student():
        value = box.reported
    elif drag.changed_by_student():
        value = drag.reported
    box.show(value)
    drag.show(_nearest_stop(value))
    memo = f"{value!r};{box.memo()};{drag.memo()}"
    if memo != stored:  # an idle pair's memo is unchanged: no Session State write on every rerun
        state[_pair_key(name)] = memo
    return value


def _parameter(name: str, label: str, help_text: str, text: Text) -> float:
    """The exact, URL-bound number box ``name`` and its drag slider, side by side; returns the value."""
    value = _settle(name)
    with st.container(horizontal=True, vertical_alignment="bottom", gap="small"):
        # A fixed width beside a stretching slider: the pair stays on one row in a narrow column
        # (two stretching widgets ask for 8rem each and wrapped there, in projector mode too).
        st.number_input(label, min_value=A_RANGE[0], max_value=A_RANGE[1], step=0.5, format="%g", key=name,
                        help=help_text, bind="query-params", width=_BOX_WIDTH)
        st.select_slider(text.DRAG_LABEL.fill(name=name), options=DRAG_STOPS, key=f"{name}_drag",
                         format_func=_stop_labels(text.lang).__getitem__, label_visibility="collapsed")
    return value


@functools.cache
def _range_help(lang: str) -> tuple[str, str]:
    """The help of the a and b boxes in ``lang``, with :data:`A_RANGE` written as the language writes numbers."""
    text = words("coin", lang)
    low, high = (number(x, lang=lang) for x in A_RANGE)
    return str(text.A_HELP.fill(low=low, high=high)), str(text.B_HELP.fill(low=low, high=high))


@functools.cache
def _stop_labels(lang: str) -> dict[float, str]:
    """How the drag sliders write their stops in ``lang`` (0.5 in English, 0,5 in Portuguese)."""
    return {stop: str(number(stop, lang=lang)) for stop in DRAG_STOPS}


def _apply_preset() -> None:
    key = st.session_state.get("preset")
    if key in PRESETS:
        for name, value in zip(("a", "b"), PRESETS[key]):
            _, _, memos = st.session_state.get(_pair_key(name), ";:;:").partition(";")
            st.session_state[_pair_key(name)] = f"{value!r};{memos}"
    # Back to the placeholder: the preset is a one-off action, not a state of the page.
    st.session_state["preset"] = None


def prior_controls(*, presets: bool = True) -> tuple[float, float]:
    """Widgets for the Beta(a, b) prior, in the caller's container; returns ``(a, b)``.

    For each of ``a`` and ``b``, one row: an exact number box bound to the URL parameter
    of the same name (0.01 … 1000) and beside it a drag slider over :data:`DRAG_STOPS`
    whose stops read in the student's language (see the module docstring: one value,
    two controls); then, optionally, the preset selectbox (:func:`preset_control`).
    """
    text = words("coin")
    a_help, b_help = _range_help(text.lang)
    a = _parameter("a", text.A_LABEL, a_help, text)
    b = _parameter("b", text.B_LABEL, b_help, text)
    if presets:
        preset_control()
    return a, b


def preset_control() -> None:
    """The preset selectbox (key ``preset``): a one-off action that sets a and b, not bound to the URL."""
    text = words("coin")
    # One selectbox, not five buttons: fewer elements to send on every rerun.
    st.selectbox(text.PRESETS_LABEL, tuple(PRESETS), index=None, key="preset",
                 format_func=text.PRESET_NAMES.get, placeholder=text.PRESETS_PLACEHOLDER,
                 on_change=_apply_preset, help=text.PRESET_HELP)


# --------------------------------------------------------------------------- data
def data_source() -> str:
    """Radio (URL ``data``): counts typed in, a typed H/T sequence, or simulated flips.

    Returns the source's key, ``"counts"``, ``"sequence"`` or ``"simulate"``, which is
    also the URL value (``data=sequence``).
    """
    text = words("coin")
    return choice(text.SOURCE_LABEL, text.SOURCE_NAMES, key="data", default="counts", widget="radio",
                  help=text.SOURCE_HELP)


def counts_row():
    """The row :func:`data_controls` draws into, made ahead of it (to show the counts above controls
    drawn before them: a typed sequence or a simulation sets the counts)."""
    return st.container(horizontal=True, gap="small")


def data_controls(*, from_sequence: tuple[int, int] | None = None, row=None) -> tuple[int, int]:
    """Number inputs ``heads`` and ``tails`` (0 … 1,000,000, URL-bound) side by side; returns them.

    Drawn in ``row`` (from :func:`counts_row`), else in a new row of the caller's
    container. ``from_sequence``: the counts of a
    typed sequence; they replace the inputs' values (before the inputs are drawn) and
    the inputs are disabled: the sequence is the data. The inputs take no ``value=``
    (their default is their minimum, 0), since their value may come through Session
    State.
    """
    text = words("coin")
    if from_sequence is not None:
        st.session_state["heads"], st.session_state["tails"] = from_sequence
    disabled = from_sequence is not None
    with row if row is not None else counts_row():
        heads = st.number_input(text.HEADS_LABEL, min_value=0, max_value=COUNT_MAX, step=1, key="heads",
                                disabled=disabled, bind="query-params")
        tails = st.number_input(text.TAILS_LABEL, min_value=0, max_value=COUNT_MAX, step=1, key="tails",
                                disabled=disabled, bind="query-params")
    return int(heads), int(tails)


def sequence_controls() -> tuple[np.ndarray | None, tuple[int, int] | None]:
    """Text input (URL ``flips``) for a sequence such as ``HHTHT``.

    Returns
    -------
    flips : ndarray of 0/1 or None
        The parsed sequence; ``None`` (after an ``st.error`` naming the bad
        characters and where they are, in the student's language) when it cannot
        be read, or when it is empty.
    counts : (heads, tails) or None
        Its counts, to pass to :func:`data_controls`.
    """
    text = words("coin")
    typed = st.text_input(text.SEQUENCE_LABEL, value="", max_chars=5000, key="flips",
                          placeholder="HHTHT", help=text.SEQUENCE_HELP, bind="query-params")
    try:
        flips = parse_flips(typed)
    except BadFlipsError as err:
        st.error(f"{bad_flips_message(text, err)} {text.SEQUENCE_FIX}", icon=":material/error:")
        return None, None
    if flips.size:
        return flips, count_flips(typed)
    return None, None


def _shown_character(char: str) -> str:
    """A typed character as the error names it: itself, or its code point when it would not show."""
    return char if char.isprintable() and not char.isspace() else f"U+{ord(char):04X}"


def bad_flips_message(text: Text, err: BadFlipsError) -> Safe:
    """The core's :class:`~bayeslab.beta_binomial.BadFlipsError` in ``text``'s language.

    Each bad character (escaped: it is the student's text) with its positions, and how
    many there are in all when the error lists only some of them.
    """
    phrases = [
        text.SEQUENCE_BAD_CHAR[count_form(len(positions))].fill(
            char=_shown_character(char),
            positions=Safe(text.POSITION_SEPARATOR.join(text.num(p) for p in positions)))
        for char, positions in zip(err.characters, err.positions)
    ]
    found = text.LIST_SEPARATOR.join(phrases)
    if err.count > sum(len(p) for p in err.positions):
        found += text.SEQUENCE_BAD_MORE.fill(count=err.count)
    return text.SEQUENCE_BAD.fill(found=Safe(found))


class SimulatedCoin(NamedTuple):
    """The simulated coin as the page needs it."""

    #: True bias of the simulated coin.
    theta: float
    #: Whether the student chose to hide it.
    hidden: bool
    #: The flips simulated so far (0/1), shape (n_flips,).
    flips: np.ndarray


def _true_theta() -> float:
    """The simulated coin's bias: the slider's, or a seeded mystery value when hidden."""
    if st.session_state.get("hide", False):
        seed = int(st.session_state.get("seed", 0))
        # A separate stream from the flips', so the mystery θ does not shift them.
        return float(np.round(np.random.default_rng([seed, 1]).uniform(0.05, 0.95), 2))
    return float(st.session_state.get("theta_true", 0.5))


def _simulate(n_flips: int) -> np.ndarray:
    seed = int(st.session_state.get("seed", 0))
    return simulate_flips(_true_theta(), n_flips, np.random.default_rng(seed))


def _set_counts(flips: np.ndarray) -> None:
    heads = int(flips.sum())
    st.session_state["heads"] = heads
    st.session_state["tails"] = int(flips.size) - heads


def _flip(n: int) -> None:
    st.session_state[_N_SIM] = min(st.session_state.get(_N_SIM, 0) + n, COUNT_MAX)
    _set_counts(_simulate(st.session_state[_N_SIM]))


def _reset() -> None:
    st.session_state[_N_SIM] = 0
    _set_counts(np.zeros(0, dtype=np.int8))


def _coin_changed() -> None:
    # Same number of flips from the new coin (or seed), so the counts stay meaningful.
    n = st.session_state.get(_N_SIM, 0)
    if n:
        _set_counts(_simulate(n))


def simulation_controls() -> SimulatedCoin:
    """Controls of a simulated coin: true θ (or hidden), seed, flip 1/10/100, reset.

    Drawn straight into the caller's container. The flip buttons add flips from the
    seeded stream and write the counts into ``heads``/``tails`` (so the link captures
    the data). Returns the coin and the flips simulated so far.
    """
    text = words("coin")
    hidden = st.toggle(text.HIDE_LABEL, value=False, key="hide", help=text.HIDE_HELP,
                       on_change=_coin_changed, bind="query-params")
    if not hidden:
        st.slider(text.THETA_TRUE_LABEL, 0.0, 1.0, 0.5, step=0.01, key="theta_true",
                  on_change=_coin_changed, bind="query-params")
    else:
        st.markdown(text.THETA_HIDDEN)
    st.number_input(text.SEED_LABEL, min_value=0, max_value=10**6, value=0, step=1, key="seed",
                    on_change=_coin_changed, bind="query-params")
    # A wrapping row of content-width buttons: labels are never cut, on phones too.
    buttons = st.container(horizontal=True, gap="small")
    for n in (1, 10, 100):
        buttons.button(text.FLIP_LABEL.fill(n=n), key=f"flip_{n}", on_click=_flip, args=(n,))
    buttons.button(text.RESET_LABEL, key="flip_reset", on_click=_reset)
    n = int(st.session_state.get(_N_SIM, 0))
    return SimulatedCoin(_true_theta(), bool(hidden), _simulate(n))


def show_black_swan() -> None:
    """Button callback: three tails and no heads, typed as counts (MLaPP §3.3.4.1)."""
    st.session_state["data"] = "counts"
    st.session_state["heads"] = 0
    st.session_state["tails"] = 3
