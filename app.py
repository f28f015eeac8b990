"""BayesLab router: page config, navigation and the frame every page shares.

Run with ``streamlit run app.py``. Each page lives in ``views/``; adding a page is
one ``st.Page`` line in ``PAGES`` (and a card on the home page).

Why ``views/`` and not ``pages/``: Streamlit 1.67 still treats a folder named
``pages/`` beside the entrypoint as an old-style (v1) multipage app until the first
run reaches ``st.navigation``. On a freshly started server (after a deploy or a Cloud
app waking up) the first student who opens a shared link such as ``/coin?a=2`` then
ran ``pages/coin.py`` alone: no page config, no sidebar frame, a v1 file list in the
navigation, or a "Page not found" dialog. With no ``pages/`` folder every run goes
through this router (``tests/test_load_smoke.py`` checks first visits).
"""

from __future__ import annotations

import streamlit as st

# Heavy imports first, so that gc.freeze() below moves them out of the collector's way.
import altair  # noqa: F401
import numpy  # noqa: F401
import pandas  # noqa: F401
import scipy.special  # noqa: F401

# Every page's modules too: they are then imported before the heap is frozen, not on
# the first visit to each page.
import bayeslab.beta_binomial  # noqa: F401
import bayeslab.datasets  # noqa: F401
import bayeslab.estimators  # noqa: F401
import bayeslab.naive_bayes  # noqa: F401
import bayeslab.number_game  # noqa: F401
import bayeslab.text  # noqa: F401
import ui.beta_widgets  # noqa: F401
import ui.charts.beta  # noqa: F401
import ui.charts.estimators  # noqa: F401
import ui.charts.number_game  # noqa: F401
import ui.charts.spam  # noqa: F401
import ui.widgets  # noqa: F401
from ui.cached import freeze_heap_once
from ui.text import frame as text


st.set_page_config(page_title="BayesLab", page_icon=":material/casino:", layout="wide")
# After the heavy imports: later runs' post-script GC skips everything alive now.
freeze_heap_once()

PAGES = [
    st.Page("views/home.py", title="Home", icon=":material/home:", url_path="home", default=True),
    st.Page("views/coin.py", title="Coin flipping", icon=":material/toll:", url_path="coin"),
    st.Page("views/number_game.py", title="The number game", icon=":material/pin:", url_path="number-game"),
    st.Page("views/spam.py", title="Naive Bayes spam filter", icon=":material/mail:", url_path="naive-bayes"),
    st.Page("views/estimators.py", title="MLE vs MAP vs mean", icon=":material/target:", url_path="estimators"),
]

page = st.navigation(PAGES)

with st.sidebar:
    st.markdown(text.SIDEBAR)

page.run()
