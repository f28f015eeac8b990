"""Regression by maximum likelihood (url ``regression-mle``): Gaussian, logistic, Poisson.

Widgets -> data (bundled, simulated, typed or uploaded) -> ``ui.cached.regression``
(``bayeslab.glm.fit_glm`` and its log-likelihood surface, shared by every session) ->
two charts side by side (data with the fitted model; the surface with Newton's path)
-> the coefficient table and the model at a few x -> one optional panel. Every
control is bound to the URL except the file uploader.
"""

from __future__ import annotations

import streamlit as st

from bayeslab.datasets import TableError
from bayeslab.glm import DataError
from ui.cached import regression as cached
from ui.charts import regression as charts
from ui.text import Safe, Template, words
from ui.widgets import choice, error_message, show_chart

text = words("regression_mle")
BOUND = "query-params"

st.markdown(text.HEADER)

# --------------------------------------------------------------------------- controls
with st.container(horizontal=True, vertical_alignment="bottom"):
    family = choice(text.FAMILY_LABEL, text.FAMILIES, key="family", default="bernoulli", help=text.FAMILY_HELP)
    source = choice(text.DATA_LABEL, text.DATASETS, key="data", default="challenger", widget="selectbox",
                    width=300)
    centre = st.toggle(text.CENTRE_LABEL, key="centre", bind=BOUND, help=text.CENTRE_HELP)
if source == "simulate":
    with st.container(horizontal=True, vertical_alignment="bottom"):
        n = st.slider(text.N_LABEL, 5, 300, 40, key="n", bind=BOUND, width=200)
        intercept = st.slider(text.INTERCEPT_LABEL, -3.0, 3.0, 0.5, 0.1, key="intercept", bind=BOUND, width=200)
        slope = st.slider(text.SLOPE_LABEL, -3.0, 3.0, 1.0, 0.1, key="slope", bind=BOUND, width=200)
        noise = 1.0
        if family == "gaussian":
            noise = st.slider(text.NOISE_LABEL, 0.1, 3.0, 1.0, 0.1, key="noise", bind=BOUND, width=200)
        seed = st.number_input(text.SEED_LABEL, 0, 2**31 - 1, 0, key="seed", bind=BOUND, width=140)
elif source == "typed":
    typed = st.text_area(text.POINTS_LABEL, text.POINTS_DEFAULT, key="points", bind=BOUND,
                         help=text.POINTS_HELP, height=140)
elif source == "upload":
    upload = st.file_uploader(text.UPLOAD_LABEL, type=["csv", "tsv", "txt"], key="upload",
                              help=text.UPLOAD_HELP, max_upload_size=1)

# --------------------------------------------------------------------------- data and fit
analysis = data = None
try:
    if source in cached.BUNDLED:
        data = cached.bundled(source)
        analysis = cached.bundled_analysis(source, family, centre)
    elif source == "simulate":
        data = cached.simulated(family, n, intercept, slope, noise, seed)
        analysis = cached.simulated_analysis(family, n, intercept, slope, noise, seed, centre)
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

# --------------------------------------------------------------------------- charts
if analysis is not None:
    fit = analysis.fit
    x_title, y_title = text.AXES[source]
    left, right = st.columns(2)
    with left:
        show_chart(charts.mle_chart(analysis, data.points, (x_title, y_title, *text.MLE_CHART.values())))
        caption = text.CHART_CAPTION[family] if fit.converged else text.NO_FIT_CAPTION
        if source in cached.BUNDLED:
            caption += " " + text.SOURCES[source]
        elif source == "simulate":
            caption += " " + text.SIM_CAPTION[family].fill(n=n, b0=text.num(intercept), b1=text.num(slope),
                                                           sigma=text.num(noise))
        st.caption(caption)
    with right:
        show_chart(charts.surface_chart(analysis, tuple(text.SURFACE_CHART.values())))
        start = text.POINT.fill(b0=text.num(fit.path[0, 0], 3), b1=text.num(fit.path[0, 1], 3))
        st.caption(text.SURFACE_CAPTION.fill(start=start) if fit.converged else text.NO_MAX_SURFACE_CAPTION)

    # ----------------------------------------------------------------------- numbers
    if not fit.converged:
        st.warning(text.NO_MLE[fit.status].fill(steps=fit.n_iter), icon=":material/warning:")
    else:
        ci = fit.wald_interval(0.95)
        cells = {}
        for j, name in enumerate(("0", "1")):
            cells[f"b{name}"] = text.num(fit.coef[j], 6)
            cells[f"se{name}"] = text.num(fit.standard_errors[j], 4)
            cells[f"ci{name}"] = text.INTERVAL.fill(low=text.num(ci[j, 0], 4), high=text.num(ci[j, 1], 4))
        parts = [text.COEF_TABLE.fill(**cells), text.SE_NOTE]
        path = Safe(" → ".join(text.num(v, 5) for v in fit.log_likelihood_path))
        summary = text.FIT_SUMMARY["one" if fit.n_iter == 1 else "many"]
        parts.append(summary.fill(loglik=text.num(fit.log_likelihood, 6), steps=fit.n_iter, path=path))
        if family == "gaussian":
            parts.append(text.SIGMA_NOTE.fill(sigma2=text.num(fit.sigma2), sigma=text.num(fit.sigma2**0.5)))
        if centre:
            parts.append(text.CENTRED_NOTE.fill(mean=text.num(analysis.offset)))
        rows = [text.PREDICT_TITLE, text.PREDICT_HEAD[family]]
        for probe in analysis.probes:
            if family == "gaussian":
                other = text.INTERVAL.fill(low=text.num(probe.low, 3), high=text.num(probe.high, 3))
            elif family == "bernoulli":
                other = text.num(probe.probability[0], 3)
            else:
                other = text.num(probe.probability[probe.values == 0].sum(), 3)
            rows.append(text.PREDICT_ROW[family].fill(x=text.num(probe.x), mean=text.num(probe.mean, 3), other=other))
        parts.append("\n".join(rows))
        if source == "challenger" and family == "bernoulli":
            parts.append(text.CHALLENGER_NOTE.fill(p=text.num(cached.predict(analysis, 31.0), 4)))
        st.markdown("\n\n".join(parts))

# --------------------------------------------------------------------------- panels
view = choice(text.VIEW_LABEL, text.VIEWS, key="view", default=None, help=text.VIEW_HELP)
if view == "loss":
    if analysis is None or not analysis.fit.converged:
        st.markdown(text.LOSS_NO_MAX)
    else:
        fit, n_points = analysis.fit, analysis.fit.n_samples
        st.markdown(text.LOSS[family].fill(
            n=n_points, loglik=text.num(fit.log_likelihood, 5), logloss=text.num(-fit.log_likelihood / n_points, 4),
            average=text.num(-fit.log_likelihood / n_points, 4),
            rss=text.num((fit.sigma2 or 0.0) * n_points, 5), sigma2=text.num(fit.sigma2 or 0.0, 4)))
elif view == "maths":
    st.markdown(text.MATHS)
