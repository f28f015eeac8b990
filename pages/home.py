"""Home: what each page teaches, with a link to it."""

import streamlit as st

from ui.text import home as text

st.title(text.TITLE)
st.markdown(text.TAGLINE)

columns = st.columns(2)
for index, (page_file, title, lesson) in enumerate(text.TOPICS):
    with columns[index % 2].container(border=True):
        st.page_link(page_file, label=f"**{title}**")
        st.markdown(lesson)

st.markdown(text.HOW_TO)
st.caption(text.FOOTER)
