"""Caches for the number-game page: hypothesis spaces, built once per setting."""

from __future__ import annotations

import streamlit as st

from bayeslab.number_game import HypothesisSpace, murphy_space, tenenbaum_space


@st.cache_resource(max_entries=4, show_spinner=False)
def murphy(unnatural_exponent: int) -> HypothesisSpace:
    """MLaPP's 32 concepts with unnatural-concept weight 10**unnatural_exponent."""
    return murphy_space(unnatural_weight=10.0**unnatural_exponent)


@st.cache_resource(max_entries=6, show_spinner=False)
def tenenbaum(rule_weight: float, sigma: float) -> HypothesisSpace:
    """Tenenbaum's rules + intervals (5,084 hypotheses, ≈ 8 ms to build)."""
    return tenenbaum_space(rule_weight=rule_weight, sigma=sigma)
