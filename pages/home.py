"""Placeholder home page (the lead is writing it)."""

import streamlit as st

st.title("BayesLab")
