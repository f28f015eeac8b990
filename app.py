"""BayesLab router: page config, navigation and the frame every page shares.

Run with ``streamlit run app.py``. The pages are declared once, in ``ui/pages.py``;
this script turns that registry into the navigation (grouped by section, in teaching
order, titles in the student's language), repairs the link for the page about to run
(``ui.widgets.repair_url``) and draws the sidebar.

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

from ui import pages
from ui.cached import FAVICON, navigation_pages, source_url, warm_up
from ui.classroom import predict_mode, projector_mode, share_button
from ui.text import words
from ui.widgets import language_selector, name_dropped_numbers, repair_url, rerun_after_reconnect, show_link_notice

# The tab icon is a file of the app's own: a material-icon name would make every page load fetch
# it from an outside font server (a failed request in an offline classroom).
st.set_page_config(page_title="BayesLab", page_icon=FAVICON, layout="wide")
# NumPy, SciPy, Altair and the pages' modules load in the background (once per process),
# so the home page shows at once on a fresh server.
loading = warm_up()

with st.sidebar:
    # First: every word below is in the language chosen here (or the browser's).
    language_selector()
frame = words("frame")
home, navigation = navigation_pages(frame.lang)
page = st.navigation({"": [home], **navigation})
# The link, made readable before any bound widget reads it (the frame's and the page's).
repair_url(pages.HOME if page is home else pages.by_url_path(page.url_path))

with st.sidebar:
    projector_mode()
    predict_mode()
    share_button()
    url = source_url()
    st.markdown(frame.SIDEBAR + ("\n\n" + frame.SOURCE_LINK.fill(url=url) if url else ""))
    rerun_after_reconnect()  # last in the sidebar: it draws nothing, its block takes no room above a page

if page is not home:
    # A topic page waits for the background import of the libraries rather than racing
    # it: Altair probes sys.modules and would see a half-imported pandas.
    loading.wait_for_libraries()
show_link_notice()
page.run()
# A link's number out of its widget's range was ignored by Streamlit while the page ran: name it.
name_dropped_numbers()
