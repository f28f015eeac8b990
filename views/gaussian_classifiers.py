"""Gaussian classifiers (url ``gaussian-classifiers``): one feature, two features, generative vs discriminative.

Thin script: widgets -> ``ui.cached.gaussian_classifiers`` (the core's fits, grids and
learning curves, cached by their scalar settings) -> ``ui.charts.gaussian_classifiers``
-> words from ``ui/text/*/gaussian_classifiers.py``. One part of the page runs at a time
(a segmented control bound to ``?view=``), as a fragment: moving one of its sliders reruns
only that part, not the router and the header. The sentence that applies (equal variances,
two thresholds, no estimate, ...) is picked by the core's named results.
"""

from __future__ import annotations

import streamlit as st

from bayeslab.gaussian_classifier import CURVE_MODELS
from ui.cached import gaussian_classifiers as cached
from ui.charts import gaussian_classifiers as charts
from ui.classroom import code_button, guess, how_far
from ui.snippets import gaussian_classifiers as snippets
from ui.text import Safe, words
from ui.widgets import choice, show_chart, show_errors

text = words("gaussian_classifiers")
BOUND = "query-params"
CLASS_KEYS = ("a", "b", "c")
DEFAULT_MEANS = {"a": -1.0, "b": 1.5, "c": 4.0}
DEFAULT_SDS = {"a": 1.0, "b": 1.0, "c": 1.0}
DEFAULT_DATA = {"a_x1": 0.0, "a_x2": 0.0, "b_x1": 2.0, "b_x2": 1.0}


# --------------------------------------------------------------------------- one feature


def _regions_sentence(regions, names) -> Safe:
    t = [text.num(v, 3) for v in regions.thresholds]
    parts = []
    for k, winner in enumerate(regions.winners):
        name = names[int(winner)]
        if not t:
            parts.append(text.REGION_ALL.fill(name=name))
        elif k == 0:
            parts.append(text.REGION_LEFT.fill(name=name, high=t[0]))
        elif k == len(t):
            parts.append(text.REGION_RIGHT.fill(name=name, low=t[-1]))
        else:
            parts.append(text.REGION_MIDDLE.fill(name=name, low=t[k - 1], high=t[k]))
    return Safe(text.REGION_SEPARATOR.join(parts))


@st.fragment
def _one_feature() -> None:
    controls, shown = st.columns([1, 2], gap="medium")
    with controls:
        n_classes = choice(text.CLASSES_LABEL, text.CLASSES, key="classes", default="two", width="stretch")
        keys = CLASS_KEYS[: 3 if n_classes == "three" else 2]
        # The prior first (what a class watches move the threshold), then each class's mean and
        # standard deviation side by side: on a projector every default control is in view.
        pi_a = float(st.slider(text.PRIOR_LABELS["a"], 0.01, 0.99, 0.5, 0.01, key="prior_a", bind=BOUND,
                               help=text.PRIOR_HELP))
        if len(keys) == 3:
            pi_b = float(st.slider(text.PRIOR_LABELS["b"], 0.01, 0.99, 0.3, 0.01, key="prior_b", bind=BOUND,
                                   help=text.PRIOR_HELP))
            # Sliders move in steps of 0.01: round away the float noise of 1 - a - b.
            priors = (pi_a, pi_b, round(1.0 - pi_a - pi_b, 10))
            st.caption(text.PRIOR_C_IS_THE_REST.fill(pi_c=text.num(priors[2], 3)))
        else:
            priors = (pi_a, round(1.0 - pi_a, 10))
            st.caption(text.PRIOR_B_IS_THE_REST.fill(pi_b=text.num(priors[1], 3)))
        means, sds = [], []
        # The means in one column, the SDs beside them (class rows line up): two columns for all
        # the classes, three block messages (a horizontal container would wrap two sliders here).
        mean_column, sd_column = st.columns(2)
        for k in keys:
            means.append(float(mean_column.slider(text.MEAN_LABELS[k], -5.0, 5.0, DEFAULT_MEANS[k], 0.1,
                                                  key=f"mu_{k}", bind=BOUND)))
            sds.append(float(sd_column.slider(text.SD_LABELS[k], 0.2, 3.0, DEFAULT_SDS[k], 0.05,
                                              key=f"sd_{k}", bind=BOUND, help=text.SD_HELP)))
    names = [text.CLASS_NAMES[k] for k in keys]
    with shown:
        result = None
        with show_errors(text.PRIORS_FIX):
            result = cached.one_feature(tuple(means), tuple(sds), priors)
        if result is None:
            return
        regions = result.regions
        marks = [text.THRESHOLD_MARK.fill(x=text.num(v, 3)) for v in regions.thresholds]
        # Each chart built and serialised once per cached result and language.
        show_chart(result.chart(("curves", text.lang), lambda: charts.weighted_curves_chart(
            result.curves, regions.thresholds, marks, regions.winners, names,
            x_title=text.X_TITLE, y_title=text.CURVES_Y_TITLE, x_range=cached.X_RANGE)))
        show_chart(result.chart(("posterior", text.lang), lambda: charts.posterior_chart(
            result.posteriors, regions.thresholds, names,
            x_title=text.X_TITLE, y_title=text.POSTERIOR_Y_TITLE, x_range=cached.X_RANGE)))
        st.markdown("\n\n".join(_one_feature_sentences(result, names)) + "\n\n" + text.ONE_INTRO)
    code_button(lambda: snippets.one_feature(means, sds, priors))


def _one_feature_sentences(result, names) -> list[str]:
    regions = result.regions
    thresholds = [text.num(v, 3) for v in regions.thresholds]
    sentences = []
    if result.n_classes == 3:
        sentences.append(text.THREE_CLASSES.fill(regions=_regions_sentence(regions, names)))
    elif regions.equal_variances and result.terms is not None and len(thresholds) == 1:
        midpoint, shift = result.terms
        sentences.append(text.THRESHOLD_LINEAR.fill(mid=text.num(midpoint, 4), shift=text.num(shift, 4),
                                                    x=thresholds[0]))
        sentences.append(text.DECISION.fill(regions=_regions_sentence(regions, names)))
    elif regions.equal_variances and regions.single_winner:
        if not regions.ties:
            sentences.append(text.SAME_SHAPE.fill(winner=names[int(regions.winners[0])]))
    elif len(thresholds) == 2 and regions.winners[0] == regions.winners[2]:
        sentences.append(text.TWO_THRESHOLDS.fill(t1=thresholds[0], t2=thresholds[1],
                                                  outer=names[int(regions.winners[0])],
                                                  inner=names[int(regions.winners[1])]))
        sentences.append(text.DECISION.fill(regions=_regions_sentence(regions, names)))
    elif regions.single_winner and not regions.ties:
        sentences.append(text.NO_THRESHOLD.fill(winner=names[int(regions.winners[0])]))
    else:
        sentences.append(text.DECISION.fill(regions=_regions_sentence(regions, names)))
    for first, second in regions.ties:
        sentences.append(text.TIE.fill(first=names[first], second=names[second]))
    low, high = cached.X_RANGE
    if any(not low <= v <= high for v in regions.thresholds):
        sentences.append(text.OUTSIDE)
    return sentences


# --------------------------------------------------------------------------- two features: data


def _data_controls() -> dict:
    """The data widgets (shared by the two-feature and comparison parts: same URL keys)."""
    params = {"data": choice(text.DATA_LABEL, text.DATA, key="data", default="simulate", width="stretch")}
    if params["data"] == "iris":
        params["species"] = choice(text.SPECIES_LABEL, text.SPECIES, key="species",
                                   default="versicolor_virginica", widget="radio")
        params["measure"] = choice(text.MEASURE_LABEL, text.MEASURES, key="measure", default="petal",
                                   widget="radio")
    else:
        left, right = st.columns(2)
        for column, cls in ((left, "a"), (right, "b")):
            for axis in ("x1", "x2"):
                key = f"{cls}_{axis}"
                params[key] = float(column.slider(text.MEAN_SLIDERS[key], -4.0, 4.0, DEFAULT_DATA[key], 0.1,
                                                  key=key, bind=BOUND))
        params["shape"] = choice(text.SHAPE_LABEL, text.SHAPES, key="shape", default="tilted",
                                 help=text.SHAPE_HELP, widget="radio")
        params["angle"] = 45.0
        if params["shape"] == "tilted":
            params["angle"] = float(st.slider(text.ANGLE_LABEL, -90, 90, 45, 5, key="angle", bind=BOUND))
        params["same"] = bool(st.toggle(text.SAME_LABEL, True, key="same", help=text.SAME_HELP, bind=BOUND))
        params["spread"] = float(st.slider(text.SPREAD_LABEL, 0.3, 2.0, 1.0, 0.1, key="spread",
                                           help=text.SPREAD_HELP, bind=BOUND))
        params["n"] = int(st.slider(text.N_LABEL, 2, 200, 50, 1, key="n", bind=BOUND))
    params["seed"] = int(st.number_input(text.SEED_LABEL, 0, 2**31 - 1, 0, 1, key="seed", help=text.SEED_HELP,
                                         bind=BOUND))
    return params


def _labels(data) -> tuple[list[str], list[str]]:
    if data.source == "iris":
        classes = [text.SPECIES_NAMES[k] for k in data.class_keys]
    else:
        classes = [text.CLASS_NAMES[k] for k in data.class_keys]
    return classes, [text.FEATURE_TITLES[k] for k in data.feature_keys]


def _model_words(keys) -> list[str]:
    return [text.MODEL_SHORT[m] for m in keys]


def _problems(data, classes, features) -> None:
    """Say which models have no estimate, and why (the core's reason keys)."""
    for key in cached.MODELS:
        model = data.models[key]
        if model.status == "singular":
            err = model.error
            cls = text.POOLED if err.label is None else classes[int(err.label)]
            feature = features[err.feature] if err.feature is not None else ""
            st.warning(text.SINGULAR[err.reason].fill(model=text.MODEL_SHORT[key], cls=cls, n=err.n_points,
                                                       feature=feature), icon=":material/warning:")
        elif model.status != "fitted":
            st.info(text.LOGISTIC_STATUS[model.status], icon=":material/info:")


def _scores(data, test_shown: bool) -> None:
    """The scores table (the test columns wait while a guess about them is open) and the notes."""
    rows = []
    for key in cached.MODELS:
        model = data.models[key]
        common = dict(model=text.MODEL_SHORT[key], params=model.n_parameters)
        if model.fitted:
            train_acc, test_acc, train_ll, test_ll = model.scores
            test = (dict(test_acc=text.num(test_acc, 3), test_ll=text.num(test_ll, 3)) if test_shown
                    else dict(test_acc=text.HIDDEN, test_ll=text.HIDDEN))
            rows.append(text.SCORES_ROW.fill(**common, train_acc=text.num(train_acc, 3),
                                             train_ll=text.num(train_ll, 3), **test))
        else:
            rows.append(text.SCORES_ROW_MISSING.fill(**common))
    counts = {key: data.models[key].n_parameters for key in cached.MODELS}
    n_train, n_test = data.n_train_per_class[0], data.n_test_per_class[0]
    source = (text.IRIS_SOURCE.fill(n_train=n_train, n_test=n_test) if data.source == "iris"
              else text.SIMULATED_SOURCE.fill(n=n_train, n_test=n_test))
    assumptions = Safe(text.REGION_SEPARATOR.join(
        text.ASSUMPTION.fill(model=text.MODEL_SHORT[key], assumes=text.ASSUMES[key]) for key in cached.MODELS))
    st.markdown(text.SCORES_TABLE.fill(rows=Safe("\n".join(rows))) + "\n\n"
                + text.PARAMETERS_NOTE.fill(**counts, assumptions=assumptions) + "\n\n:small[" + source + "]")


@st.fragment
def _two_features() -> None:
    controls, shown = st.columns([1, 2], gap="medium")
    with controls:
        # What to draw first (beside the chart on a laptop), then the data.
        model_key = choice(text.MODEL_LABEL, text.MODELS, key="model", default="shared", widget="radio")
        boundaries = st.toggle(text.BOUNDARIES_LABEL, True, key="boundaries", bind=BOUND)
        ellipses = st.toggle(text.ELLIPSES_LABEL, True, key="ellipses", bind=BOUND)
        params = _data_controls()
    data = cached.two_features(params)
    classes, features = _labels(data)
    with shown:
        model = data.models[model_key]
        draw_ellipses = ellipses and model.fitted and model.ellipses is not None
        # Built and serialised once per result and (model, toggles, language): a rerun sends the bytes.
        show_chart(data.chart(("two", model_key, bool(boundaries), draw_ellipses, text.lang), lambda: charts.regions_chart(
            cells=model.cells if model.fitted else None,
            lines=data.lines(model_key, boundaries), points=data.points,
            ellipses=model.ellipses if draw_ellipses else None,
            ellipse_tags=model.ellipse_tags if draw_ellipses else None,
            extent=data.extent, plot_height=data.plot_height,
            class_labels=classes, model_keys=cached.MODELS, model_labels=_model_words(cached.MODELS),
            x_title=features[0], y_title=features[1], p_title=text.P_TITLE.fill(b=classes[1]),
            sd_labels=(text.SD_TAGS["1"], text.SD_TAGS["2"]))), width=cached.REGIONS_MAX_WIDTH)
        _problems(data, classes, features)
        notes = []
        if model.fitted:
            notes.append(text.SHADING_NOTE.fill(model=text.MODEL_SHORT[model_key], b=classes[1]))
        else:
            notes.append(text.NO_SHADING.fill(model=text.MODELS[model_key]))
        if ellipses and model_key == "logistic":
            notes.append(text.LOGISTIC_NO_ELLIPSES)
        elif draw_ellipses:
            notes.append(text.ELLIPSES_NOTE.fill(model=text.MODEL_SHORT[model_key],
                                                 p1=text.num(100 * data.inside_1sd, 3),
                                                 p2=text.num(100 * data.inside_2sd, 3)))
        st.markdown("\n\n".join(notes))
    _scores(data, _guess_fewest_errors(data, params))
    code_button(lambda: snippets.two_features(params))


def _guess_fewest_errors(data, params: dict) -> bool:
    """Predict, then reveal: which model misclassifies the fewest test points? True once answered
    (or when the frame's switch is off); until then the table's test columns are hidden."""
    winners = data.fewest_test_errors
    if not winners:
        return True
    g = guess("errors", text.GUESS_ERRORS, state=tuple(sorted(params.items())), kind="choice",
              options=text.MODELS)
    if g.revealed:
        names = Safe(text.NAMES_JOIN.join(text.MODEL_SHORT[key] for key in winners))
        error = text.num(100 * (1.0 - data.models[winners[0]].scores[1]), 3)
        how_far(g, g.value if g.value in winners else winners[0],
                answer_text=text.GUESS_ERRORS_ANSWER["one" if len(winners) == 1 else "many"].fill(
                    names=names, error=error))
    return g.revealed


# --------------------------------------------------------------------------- generative vs discriminative


def _weights_row(label, w, w0) -> str:
    if w is None:
        missing = text.NO_ESTIMATE
        return text.WEIGHTS_ROW.fill(model=label, w1=missing, w2=missing, w0=missing)
    return text.WEIGHTS_ROW.fill(model=label, w1=text.num(w[0], decimals=3), w2=text.num(w[1], decimals=3),
                                 w0=text.num(w0, decimals=3))


@st.fragment
def _versus() -> None:
    controls, shown = st.columns([1, 2], gap="medium")
    with controls:
        params = _data_controls()
    data = cached.two_features(params)
    classes, features = _labels(data)
    lda, logistic = data.models["shared"], data.models["logistic"]
    with shown:
        # The chart first (in view on a projector), then the numbers and what they mean.
        compared = ("shared", "logistic")
        show_chart(data.chart(("versus", text.lang), lambda: charts.regions_chart(
            cells=None, lines=data.versus_lines, points=data.points, ellipses=None, ellipse_tags=None,
            extent=data.extent, plot_height=data.plot_height,
            class_labels=classes, model_keys=compared, model_labels=_model_words(compared),
            x_title=features[0], y_title=features[1], p_title="",
            sd_labels=(text.SD_TAGS["1"], text.SD_TAGS["2"]))), width=cached.REGIONS_MAX_WIDTH)
        _problems(data, classes, features)
        lda_w, lda_w0 = data.lda_weights if data.lda_weights is not None else (None, None)
        fit = logistic.logistic if logistic.fitted else None
        rows = [_weights_row(text.WEIGHTS_LDA, lda_w, lda_w0),
                _weights_row(text.WEIGHTS_LOGISTIC, None if fit is None else fit.weights,
                             None if fit is None else fit.intercept)]
        st.markdown(text.WEIGHTS_TABLE.fill(rows=Safe("\n".join(rows))) + "\n\n" + text.VERSUS_INTRO
                    + "\n\n" + text.WEIGHTS_NOTE)
    _learning_curve()
    code_button(lambda: snippets.versus(params))


def _learning_curve() -> None:
    st.markdown(text.CURVE_HEADER + "\n\n" + text.CURVE_INTRO.fill(repeats=cached.CURVE_REPEATS,
                                                                   n_test=2 * cached.CURVE_TEST_PER_CLASS))
    with st.container(horizontal=True):
        truth = choice(text.TRUTH_LABEL, text.TRUTHS, key="truth", default=cached.DEFAULT_CURVE[0], widget="radio")
        n_features = choice(text.FEATURES_LABEL, text.FEATURES, key="features", default=str(cached.DEFAULT_CURVE[1]))
    with st.spinner(text.CURVE_SPINNER):
        curve = cached.curve(truth, int(n_features))
    # Predict, then reveal: which model ends lowest at the largest size? The curves are the answer.
    best, m_last = curve.best(-1), int(curve.sizes[-1])
    if best is not None:
        g = guess("curve", text.GUESS_CURVE.fill(m=m_last), state=(truth, n_features), kind="choice",
                  options=text.CURVE_MODELS)
        if not g.revealed:
            st.markdown(text.TRUTH_EXPLAIN[truth])
            return
        how_far(g, best, answer_text=text.GUESS_CURVE_ANSWER.fill(
            best=text.CURVE_MODELS[best], ll=text.num(curve.log_loss[CURVE_MODELS.index(best), -1], 3)))
    show_chart(cached.curve_chart(truth, int(n_features), text.lang, lambda: charts.learning_curve_chart(
        curve.sizes, curve.log_loss, curve.complete, [text.CURVE_MODELS[m] for m in CURVE_MODELS],
        x_title=text.CURVE_X_TITLE, y_title=text.CURVE_Y_TITLE)))
    sentences = [text.TRUTH_EXPLAIN[truth]]
    first = curve.first_common
    if first != 0 and curve.best(0) is not None:
        sentences.append(text.CURVE_SMALLEST.fill(m=int(curve.sizes[0]), best=text.CURVE_MODELS[curve.best(0)]))
    if first is not None:
        sentences.append(text.CURVE_FIRST.fill(m=int(curve.sizes[first]), best=text.CURVE_MODELS[curve.best(first)]))
    sentences.append(text.CURVE_LAST.fill(m=int(curve.sizes[-1]), best=text.CURVE_MODELS[curve.best(-1)],
                                          gap=text.num(curve.gap_at_largest, 2)))
    if curve.logistic_best_from is not None:
        sentences.append(text.CURVE_LOGISTIC_FROM[truth].fill(m=curve.logistic_best_from))
    else:
        sentences.append(text.CURVE_LOGISTIC_NEVER[truth])
    if curve.logistic_incomplete_until is not None:
        sentences.append(text.CURVE_MISSING.fill(m=curve.logistic_incomplete_until))
    sentences.append(text.CURVE_OVERCONFIDENT)
    st.markdown(sentences[0] + "\n\n" + " ".join(s.strip() for s in sentences[1:]))


# --------------------------------------------------------------------------- page

cached.warm_default_curve()  # the comparison's first learning curve, in the background (once per process)
st.markdown(text.HEADER)
view = choice(text.VIEW_LABEL, text.VIEWS, key="view", default="one", label_visibility="collapsed",
              width="stretch")
if view == "two":
    _two_features()
elif view == "versus":
    _versus()
else:
    _one_feature()
