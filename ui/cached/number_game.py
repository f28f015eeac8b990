"""Caches for the number-game page: hypothesis spaces, built once per setting."""

from __future__ import annotations

import functools

import streamlit as st

from bayeslab.number_game import HypothesisSpace, Inference, murphy_space, tenenbaum_space


@st.cache_resource(max_entries=4, show_spinner=False)
def murphy(unnatural_exponent: int) -> HypothesisSpace:
    """MLaPP's 32 concepts with unnatural-concept weight 10**unnatural_exponent."""
    return murphy_space(unnatural_weight=10.0**unnatural_exponent)


@st.cache_resource(max_entries=6, show_spinner=False)
def tenenbaum(rule_weight: float, sigma: float) -> HypothesisSpace:
    """Tenenbaum's rules + intervals (5,084 hypotheses, ≈ 8 ms to build)."""
    return tenenbaum_space(rule_weight=rule_weight, sigma=sigma)


@functools.lru_cache(maxsize=256)
def murphy_inference(unnatural_exponent: int, data: tuple[int, ...], sampling: str) -> Inference:
    """Posterior and predictives in MLaPP's space; a class types the same few example sets."""
    return murphy(unnatural_exponent).infer(data, sampling)


@functools.lru_cache(maxsize=16)
def tenenbaum_inference(rule_weight: float, sigma: float, data: tuple[int, ...], sampling: str) -> Inference:
    """Posterior and predictives in Tenenbaum's space.

    Kept small: each result refers to its space (≈ 4.5 MB with the float membership
    matrix), which may already have left the space cache, so 16 entries bound this cache
    at ≈ 75 MB even when every entry has a different prior.
    """
    return tenenbaum(rule_weight, sigma).infer(data, sampling)
