"""Bayes' rule (url ``bayes-rule``): a test for a rare condition, a second test, guessing first, K classes.

Widgets -> ``bayeslab.bayes_rule`` -> ``ui.charts.bayes_rule`` -> words of ``ui/text/*/bayes_rule.py``;
what each step draws lives in ``ui.bayes_rule_panels``. The page opens on MLaPP's mammogram
(§2.2.3.1). Every control is bound to the URL: the three probabilities are typed text (exact,
in the link, read by the core with a decimal point or comma) with a drag slider beside each
that is only a view of them; the choices go through ``ui.widgets.choice``. The guess of the
frame's predict-then-reveal mode is the one exception: it stays in the session.

Layout, for a class watching a projector (1280×720, projector mode too): the three
probabilities at the top of a left column, the picture at the top of the right one and the big
numbers under it, the introduction below both; on a phone the columns stack in that order.
Below, one panel at a time (``?view=``): a second test, several classes and the MAP
classifier, estimates from counts, the parameter count. "Show the code" ends the page.

Everything under the title is one fragment: moving a control reruns the page, not the
frame around it (language, switches, navigation; about 2 ms of server time a change).
"""

from __future__ import annotations

import functools

import streamlit as st

from bayeslab.bayes_rule import DiagnosticTest
from ui import bayes_rule_panels as panels
from ui.cached import bayes_rule as cached
from ui.classroom import code_button, is_predict
from ui.text import words
from ui.widgets import choice, show_chart, show_errors

text = words("bayes_rule")

# --------------------------------------------------------------------------- widgets
st.markdown(text.TITLE)


@st.fragment
def _page() -> None:
    """Everything under the title: a control of the page reruns this fragment, not the frame around it."""
    controls, answer = st.columns([1, 1.5], gap="medium")
    with controls:
        prevalence = panels.probability(text, "prevalence", text.PREVALENCE_LABEL, text.PREVALENCE_HELP, "prevalence")
        sensitivity = panels.probability(text, "sensitivity", text.SENSITIVITY_LABEL, text.SENSITIVITY_HELP, "percent")
        specificity = panels.probability(text, "specificity", text.SPECIFICITY_LABEL, text.SPECIFICITY_HELP, "percent")
        with st.container(horizontal=True, vertical_alignment="bottom"):
            population = int(choice(text.POPULATION_LABEL, text.POPULATIONS, key="population", default="1000"))
            picture = choice(text.PICTURE_LABEL, text.PICTURES, key="picture", default="icons")
        # --------------------------------------------------------------------- the core
        test = DiagnosticTest(prevalence, sensitivity, specificity)
        panels.presets(text, test)

    # ----------------------------------------------------------------------- the picture and the numbers
    with answer:
        # The frame's predict-then-reveal switch (URL predict) asks for a guess of p(D | +) first.
        shown = panels.guess_first(text, test) if is_predict() else True
        # The picture and the prose are built once per (language, test, crowd, picture): ui.cached.bayes_rule.
        state = (text.lang, test.prevalence, test.sensitivity, test.specificity, population, picture)
        if shown:
            show_chart(cached.picture_chart(*state))
            panels.metrics(text, test)

    # ----------------------------------------------------------------------- prose (one Markdown element)
    if shown:
        st.markdown(cached.answer_prose(*state))
    else:
        st.markdown(text.INTRO)

    # ----------------------------------------------------------------------- one panel at a time
    view = choice(text.VIEW_LABEL, text.VIEWS, key="view", default=None, help=text.VIEW_HELP)
    panel_code = None
    with show_errors(text.TABLE_FIX):
        if view == "second":
            panel_code = panels.second_test_panel(text, test)
        elif view == "classes":
            panel_code = panels.classes_panel(text)
        elif view == "counts":
            panel_code = panels.counts_panel(text)
        elif view == "complexity":
            panel_code = panels.complexity_panel(text)

    # Before the reveal the page shows none of the numbers the code would print.
    if shown:
        code_button(functools.partial(panels.snippet, panels.Snippet(test, population, panel_code)))


_page()
