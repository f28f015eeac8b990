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

from ui.cached import warm_up
from ui.text import words


st.set_page_config(page_title="BayesLab", page_icon=":material/casino:", layout="wide")
# NumPy, SciPy, Altair and the pages' modules load in the background (once per process),
# so the home page shows at once on a fresh server.
loading = warm_up()

HOME = st.Page("views/home.py", title="Home", icon=":material/home:", url_path="home", default=True)
PAGES = [
    HOME,
    st.Page("views/coin.py", title="Coin flipping", icon=":material/toll:", url_path="coin"),
    st.Page("views/number_game.py", title="The number game", icon=":material/pin:", url_path="number-game"),
    st.Page("views/spam.py", title="Naive Bayes spam filter", icon=":material/mail:", url_path="naive-bayes"),
    st.Page("views/estimators.py", title="MLE vs MAP vs mean", icon=":material/target:", url_path="estimators"),
]

page = st.navigation(PAGES)

with st.sidebar:
    st.markdown(words("frame").SIDEBAR)

if page is not HOME:
    # A topic page waits for the background import of the libraries rather than racing
    # it: Altair probes sys.modules and would see a half-imported pandas.
    loading.wait_for_libraries()
page.run()
