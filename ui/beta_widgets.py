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

Each of ``a`` and ``b`` also has a slider over a log-like scale (keys ``a_drag``,
``b_drag``) for dragging. The sliders are *views* of the number inputs, kept in
sync by callbacks, and are deliberately not bound to the URL: two URL parameters for
one number could disagree. The number inputs hold the exact value and the link.

Buttons (flip 1/10/100, reset) cannot be bound, and the preset selectbox is an action
rather than a state (it returns to its placeholder); their callbacks write into the
bound widgets' state, so the URL still captures the result.
"""

from __future__ import annotations

import contextlib
import math
from typing import NamedTuple

import numpy as np
import streamlit as st

from bayeslab.beta_binomial import count_flips, parse_flips, simulate_flips
from ui.text import words
from ui.widgets import choice, show_errors

__all__ = [
    "A_RANGE",
    "COUNT_MAX",
    "DRAG_STOPS",
    "PRESETS",
    "SimulatedCoin",
    "data_controls",
    "data_source",
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

#: Prior presets: key -> (a, b). Labels: ``PRESET_NAMES`` in the coin page's words.
PRESETS: dict[str, tuple[float, float]] = {
    "uniform": (1.0, 1.0),
    "jeffreys": (0.5, 0.5),
    "beta22": (2.0, 2.0),
    "fair": (50.0, 50.0),
    "skewed": (2.0, 8.0),
}

_DEFAULT_A = 2.0
_DEFAULT_B = 2.0
_SOURCES = ("counts", "sequence", "simulate")
_N_SIM = "_coin_n_simulated"  # flips simulated so far (session scalar, not a widget)


# --------------------------------------------------------------------------- prior
def _nearest_stop(value: float) -> float:
    value = min(max(float(value), A_RANGE[0]), A_RANGE[1])
    return DRAG_STOPS[int(np.argmin(np.abs(_LOG_STOPS - math.log(value))))]


def _drag_to_exact(name: str) -> None:
    st.session_state[name] = float(st.session_state[f"{name}_drag"])


def _exact_to_drag(name: str) -> None:
    value = st.session_state.get(name)
    if value is not None:
        st.session_state[f"{name}_drag"] = _nearest_stop(value)


def _apply_preset() -> None:
    key = st.session_state.get("preset")
    if key in PRESETS:
        a, b = PRESETS[key]
        st.session_state["a"] = a
        st.session_state["b"] = b
        st.session_state["a_drag"] = _nearest_stop(a)
        st.session_state["b_drag"] = _nearest_stop(b)
    # Back to the placeholder: the preset is a one-off action, not a state of the page.
    st.session_state["preset"] = None


def _initial(name: str, default: float) -> float:
    """The value ``name`` will start from: its state, else its URL parameter, else the default."""
    value = st.session_state.get(name)
    if value is None:
        try:
            value = float(st.query_params.get(name, default))
        except (TypeError, ValueError):
            value = default
    return value if math.isfinite(value) else default


def _parameter(name: str, label: str, help_text: str, default: float, *, drag_first: bool = True) -> float:
    """A drag slider (a view) beside the exact, URL-bound number input ``name``.

    ``drag_first``: the slider above the input (in a column), else after it (in a row).
    """
    text = words("coin")
    drag_key = f"{name}_drag"
    if drag_key not in st.session_state:
        # First run (maybe from a link): start the slider at the value the input will take.
        st.session_state[drag_key] = _nearest_stop(_initial(name, default))

    def drag() -> None:
        st.select_slider(
            text.DRAG_LABEL.fill(name=name),
            options=DRAG_STOPS,
            key=drag_key,
            format_func=_format_stop,
            on_change=_drag_to_exact,
            args=(name,),
            label_visibility="collapsed",
        )

    if drag_first:
        drag()
    value = st.number_input(
        label,
        min_value=A_RANGE[0],
        max_value=A_RANGE[1],
        value=default,
        step=0.5,
        format="%g",
        key=name,
        help=help_text,
        on_change=_exact_to_drag,
        args=(name,),
        bind="query-params",
    )
    if not drag_first:
        drag()
    return float(value)


def _format_stop(value: float) -> str:
    return f"{value:g}"


def prior_controls(*, presets: bool = True, side_by_side: bool = True) -> tuple[float, float]:
    """Widgets for the Beta(a, b) prior; returns ``(a, b)``.

    Renders a preset selectbox (optional; key ``preset``, a one-off action that is
    not bound to the URL), then for each of ``a`` and ``b`` a drag
    slider over :data:`DRAG_STOPS` and an exact number input bound to the URL
    parameter of the same name (0.01 … 1000).

    ``side_by_side`` (default): the selectbox, then ``a`` and ``b`` in two columns,
    each slider above its input. ``False``: no columns of their own (three block
    messages fewer per rerun); the widgets go straight into the caller's container as
    ``a``, its slider, ``b``, its slider, then the selectbox, so that a horizontal
    container wrapping two per row (a phone) keeps each input beside its slider.
    """
    text = words("coin")
    if not side_by_side:
        a = _parameter("a", text.A_LABEL, text.A_HELP, _DEFAULT_A, drag_first=False)
        b = _parameter("b", text.B_LABEL, text.B_HELP, _DEFAULT_B, drag_first=False)
        if presets:
            _preset_box()
        return a, b
    if presets:
        _preset_box()
    col_a, col_b = st.columns(2)
    with col_a:
        a = _parameter("a", text.A_LABEL, text.A_HELP, _DEFAULT_A)
    with col_b:
        b = _parameter("b", text.B_LABEL, text.B_HELP, _DEFAULT_B)
    return a, b


def _preset_box() -> None:
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


def data_controls(*, from_sequence: tuple[int, int] | None = None, side_by_side: bool = True) -> tuple[int, int]:
    """Number inputs ``heads`` and ``tails`` (0 … 1,000,000, URL-bound); returns them.

    Parameters
    ----------
    from_sequence : (heads, tails), optional
        Counts of a typed sequence. They replace the inputs' values (before the
        inputs are drawn) and the inputs are disabled: the sequence is the data.
    side_by_side : bool
        Two columns (default), or straight into the caller's container (for a
        horizontal container: three block messages fewer per rerun).
    """
    text = words("coin")
    if from_sequence is not None:
        st.session_state["heads"], st.session_state["tails"] = from_sequence
    disabled = from_sequence is not None
    col_h, col_t = st.columns(2) if side_by_side else (st, st)
    heads = col_h.number_input(text.HEADS_LABEL, min_value=0, max_value=COUNT_MAX, value=0, step=1,
                               key="heads", disabled=disabled, bind="query-params")
    tails = col_t.number_input(text.TAILS_LABEL, min_value=0, max_value=COUNT_MAX, value=0, step=1,
                               key="tails", disabled=disabled, bind="query-params")
    return int(heads), int(tails)


def sequence_controls() -> tuple[np.ndarray | None, tuple[int, int] | None]:
    """Text input (URL ``flips``) for a sequence such as ``HHTHT``.

    Returns
    -------
    flips : ndarray of 0/1 or None
        The parsed sequence; ``None`` (after an ``st.error`` naming the bad
        characters) when it cannot be read, or when it is empty.
    counts : (heads, tails) or None
        Its counts, to pass to :func:`data_controls`.
    """
    text = words("coin")
    typed = st.text_input(text.SEQUENCE_LABEL, value="", max_chars=5000, key="flips",
                          placeholder="HHTHT", help=text.SEQUENCE_HELP, bind="query-params")
    with show_errors(text.SEQUENCE_FIX):
        flips = parse_flips(typed)
        if flips.size:
            return flips, count_flips(typed)
    return None, None


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


def simulation_controls(*, side_by_side: bool = True) -> SimulatedCoin:
    """Controls of a simulated coin: true θ (or hidden), seed, flip 1/10/100, reset.

    The flip buttons add flips from the seeded stream and write the counts into
    ``heads``/``tails`` (so the link captures the data). Returns the coin and the
    flips simulated so far. ``side_by_side=False``: θ and seed without columns of
    their own, for a caller's horizontal container.
    """
    text = words("coin")
    hidden = st.toggle(text.HIDE_LABEL, value=False, key="hide", help=text.HIDE_HELP,
                       on_change=_coin_changed, bind="query-params")
    col_theta, col_seed = st.columns([3, 1]) if side_by_side else (contextlib.nullcontext(), st)
    with col_theta:
        if not hidden:
            st.slider(text.THETA_TRUE_LABEL, 0.0, 1.0, 0.5, step=0.01, key="theta_true",
                      on_change=_coin_changed, bind="query-params")
        else:
            st.markdown(text.THETA_HIDDEN)
    col_seed.number_input(text.SEED_LABEL, min_value=0, max_value=10**6, value=0, step=1, key="seed",
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
    text = words("coin")
    st.session_state["data"] = "counts"
    st.session_state["heads"] = 0
    st.session_state["tails"] = 3
