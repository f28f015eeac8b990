"""Placeholder: this page is being written (see its issue)."""

import streamlit as st

st.info("This page is being built.")
