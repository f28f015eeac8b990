"""Presentation layer shared by the pages: charts, widgets and the pages' prose.

Depends on ``bayeslab`` (never the other way round); may import streamlit, altair
and pandas. Never computes a posterior: the numbers come from ``bayeslab``.
"""
