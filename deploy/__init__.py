"""Serving BayesLab to a large class: several Streamlit processes behind HAProxy (``deploy/serve.py``)."""
