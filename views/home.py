"""Home: what each page teaches, with a link to it."""

import streamlit as st

from ui.text import words

text = words("home")

st.title(text.TITLE)
st.markdown(text.TAGLINE)

# Row by row, so that a phone (where columns stack) keeps the teaching order.
for row_start in range(0, len(text.TOPICS), 2):
    for column, (page_file, title, lesson, icon) in zip(st.columns(2), text.TOPICS[row_start : row_start + 2]):
        with column.container(border=True):
            st.page_link(page_file, label=f"**{title}**", icon=icon)
            st.markdown(lesson)

st.markdown(text.HOW_TO)
st.caption(text.FOOTER)
