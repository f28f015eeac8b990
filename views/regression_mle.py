"""Regression by maximum likelihood (url ``regression-mle``): Gaussian, logistic, Poisson.

Widgets -> data (bundled, simulated, typed or uploaded) -> ``ui.cached.regression``
(``bayeslab.glm.fit_glm`` and its log-likelihood surface, shared by every session) ->
two charts side by side, right under the controls (on a projector the class sees the
fit move with the family and the data: the data with the fitted model; the surface with
Newton's path) -> the coefficient table and the model at a few x -> one optional panel.
In predict-then-reveal mode a prompt beside the data chart asks for a guess first. Every
control is bound to the URL except the file uploader.

Everything under the title is one fragment: moving a control reruns the page, not the
frame around it (language, switches, navigation; about 2 ms of server time a change).
"""

from __future__ import annotations

import streamlit as st

from bayeslab.datasets import TableError
from bayeslab.glm import DataError
from ui import regression_panels as panels
from ui.cached import regression as cached
from ui.charts import regression as charts
from ui.classroom import code_button, guess, how_far
from ui.snippets import regression as snippets
from ui.text import Template, words
from ui.widgets import choice, error_message, show_chart

text = words("regression_mle")
BOUND = "query-params"

st.markdown(f"# {text.TITLE}")


@st.fragment
def _page() -> None:
    """Everything under the title: a control of the page reruns this fragment, not the frame around it."""
    # ----------------------------------------------------------------------- controls
    with st.container(horizontal=True, vertical_alignment="bottom"):
        family = choice(text.FAMILY_LABEL, text.FAMILIES, key="family", default="bernoulli", help=text.FAMILY_HELP)
        source = choice(text.DATA_LABEL, text.DATASETS, key="data", default="challenger", widget="selectbox",
                        width=270)
        centre = st.toggle(text.CENTRE_LABEL, key="centre", bind=BOUND, help=text.CENTRE_HELP)
    simulation = typed = upload = None
    if source == "simulate":
        with st.container(horizontal=True, vertical_alignment="bottom"):
            n = st.slider(text.N_LABEL, 5, 300, 40, key="n", bind=BOUND, width=150)
            intercept = st.slider(text.INTERCEPT_LABEL, -3.0, 3.0, 0.5, 0.1, key="intercept", bind=BOUND, width=150)
            slope = st.slider(text.SLOPE_LABEL, -3.0, 3.0, 1.0, 0.1, key="slope", bind=BOUND, width=150)
            noise = 1.0
            if family == "gaussian":
                noise = st.slider(text.NOISE_LABEL, 0.1, 3.0, 1.0, 0.1, key="noise", bind=BOUND, width=150)
            seed = st.number_input(text.SEED_LABEL, 0, 2**31 - 1, 0, key="seed", bind=BOUND, width=130)
        simulation = (n, intercept, slope, noise, seed)
    elif source == "typed":
        typed = st.text_area(text.POINTS_LABEL, text.POINTS_DEFAULT, key="points", bind=BOUND,
                             help=text.POINTS_HELP, height=110)
    elif source == "upload":
        upload = st.file_uploader(text.UPLOAD_LABEL, type=["csv", "tsv", "txt"], key="upload",
                                  help=text.UPLOAD_HELP, max_upload_size=1)

    # ----------------------------------------------------------------------- data and fit
    analysis = data = None
    try:
        if source in cached.BUNDLED:
            data = cached.bundled(source)
            analysis = cached.bundled_analysis(source, family, centre)
        elif source == "simulate":
            data = cached.simulated(family, *simulation)
            analysis = cached.simulated_analysis(family, *simulation, centre)
        elif source == "typed" or upload is not None:
            raw = typed if source == "typed" else upload.getvalue().decode("utf-8-sig")
            data = cached.typed(raw)
            analysis = cached.analyse(data, family, centre)
        else:
            st.info(text.UPLOAD_PROMPT, icon=":material/upload_file:")
    except UnicodeDecodeError:
        st.error(text.UPLOAD_NOT_TEXT, icon=":material/error:")
    except (TableError, DataError) as err:
        problem = text.PROBLEMS[err.problem]
        if isinstance(problem, Template):
            problem = problem.fill(line=getattr(err, "line", None) or 0, point=getattr(err, "point", None) or 0,
                                   value=text.num(err.value) if isinstance(err.value, float) else str(err.value))
        st.error(problem, icon=":material/error:")
    except ValueError as err:
        st.error(f"{error_message(err)} {text.SIM_FIX}", icon=":material/error:")

    # ----------------------------------------------------------------------- charts, beside the prompt
    if analysis is not None:
        fit = analysis.fit
        prompt = panels.mle_prompt(source, family, fit)
        left, right = st.columns(2)
        with right:
            if prompt == "damage":
                g = guess("damage", text.GUESS_DAMAGE, state=(source, family), kind="percent")
            elif prompt == "slope":
                g = guess("slope", text.GUESS_SLOPE, state=(family, source, simulation, typed, upload and upload.file_id),
                          kind="choice", options=text.SLOPE_OPTIONS)
            show_fit = prompt != "slope" or g.revealed
            if prompt is not None and g.revealed and g.value is not None:
                if prompt == "damage":
                    answer = cached.predict(analysis, 31.0)
                    how_far(g, answer, answer_text=text.PERCENT.fill(p=text.num(answer * 100, 4)))
                else:
                    answer = panels.SLOPE_ANSWERS[fit.wald_sign(1)]
                    how_far(g, answer, answer_text=text.SLOPE_OPTIONS[answer])
            if show_fit:
                labels = tuple(text.SURFACE_CHART.values())
                show_chart(cached.chart_once(analysis, ("surface", labels), lambda: charts.surface_chart(analysis, labels)))
                st.caption(panels.surface_caption(text, fit))
        with left:
            labels = (*text.AXES[source], *text.MLE_CHART.values())
            show_chart(cached.chart_once(analysis, ("data", labels, show_fit),
                                         lambda: charts.mle_chart(analysis, data.points, labels, show_fit=show_fit)))
            st.caption(panels.data_caption(text, source, family, fit.converged, show_fit, simulation))
        st.markdown(text.INTRO)
        if show_fit:
            panels.mle_numbers(text, analysis, source, centre, note=prompt != "damage" or g.revealed)

    # ----------------------------------------------------------------------- panels
    view = choice(text.VIEW_LABEL, text.VIEWS, key="view", default=None, help=text.VIEW_HELP)
    if view == "loss":
        st.markdown(panels.loss_text(text, analysis, family))
    elif view == "maths":
        st.markdown(text.MATHS)

    code_button(lambda: snippets.mle(source, family, centre, converged=analysis is not None and analysis.fit.converged,
                                     simulation=simulation, typed=typed,
                                     upload_name=upload.name if upload is not None else "points.csv"))


_page()
