"""Home: what each page teaches, with a link to it, section by section (``ui.pages``)."""

import streamlit as st

from ui import pages
from ui.cached import navigation_pages
from ui.text import words

text = words("home")
frame = words("frame")
# The navigation's own page objects: a link to one costs no file-system lookups (≈ 4 ms by path).
_, sections = navigation_pages(frame.lang)
by_url_path = {p.url_path: p for items in sections.values() for p in items}

st.title(text.TITLE)
st.markdown(text.TAGLINE)

for section in pages.SECTIONS:
    entries = [entry for entry in pages.PAGES if entry.section == section]
    if not entries:
        continue
    st.subheader(frame.SECTIONS[section])
    # Row by row, so that a phone (where columns stack) keeps the teaching order.
    for row_start in range(0, len(entries), 2):
        for column, entry in zip(st.columns(2), entries[row_start : row_start + 2]):
            card = words(entry.name)
            with column.container(border=True):
                st.page_link(by_url_path[entry.url_path], label=f"**{card.CARD_TITLE}**", icon=entry.icon)
                st.markdown(card.CARD_LESSON)

st.markdown(text.HOW_TO)
st.caption(text.FOOTER)
