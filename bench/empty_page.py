"""The baseline for every benchmark: a Streamlit page with one widget and nothing else.

Benchmarks report a page's cost as a ratio to this page's, measured in the same run,
so that the numbers survive a noisy, shared machine.
"""

import streamlit as st

st.slider("x", 0, 100, 50, key="x")
