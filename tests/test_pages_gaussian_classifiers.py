"""AppTest of the Gaussian classifiers page: links and widgets -> the numbers, charts and sentences shown.

Elements are found by widget key, chart dataset and element type; sentences are compared with the
page's own words (``words("gaussian_classifiers", lang)``), numbers parsed with ``parse_number``.
Expected values are derived here, by hand or from independent formulas (the closed-form threshold,
the roots of the log-ratio quadratic), not copied from the page.
"""

from __future__ import annotations

import json
import math
import re

import numpy as np
import pytest
from streamlit.testing.v1 import AppTest

from tests.apptest import chart_dataset, charts, open_page, parse_number
from ui.text import words

PAGE = "views/gaussian_classifiers.py"
EN = words("gaussian_classifiers", "en")


def _open(**params: str) -> AppTest:
    return open_page(PAGE, params)


def _markdown(at: AppTest) -> str:
    return "\n".join(md.value for md in at.markdown)


def _thresholds(at: AppTest) -> dict[str, list]:
    """The thresholds drawn on the weighted-curves chart (x, label)."""
    return chart_dataset(charts(at)[0], "thresholds")


def _chart_with(at: AppTest, name: str):
    for chart in charts(at):
        if any(d.name == name for d in chart.proto.datasets):
            return chart
    raise KeyError(name)


def closed_form(mu_a, mu_b, sd, pi_a):
    # x* = (mu_A + mu_B)/2 + sigma^2 ln(pi_A/pi_B)/(mu_B - mu_A) (Bishop PRML 4.2; equal variances)
    return (mu_a + mu_b) / 2 + sd**2 * math.log(pi_a / (1 - pi_a)) / (mu_b - mu_a)


# --------------------------------------------------------------------------- one feature


def test_default_render_one_threshold_at_the_midpoint():
    at = _open()
    assert at.button_group(key="view").value == "one"
    assert len(charts(at)) == 2 and not at.error and not at.warning
    # Means -1 and 1.5, sigma 1, equal priors: x* = 0.25 (the midpoint).
    marks = _thresholds(at)
    assert marks["x"] == pytest.approx([0.25], abs=1e-12)
    assert parse_number(marks["label"][0].split("=")[1]) == 0.25
    assert EN.THRESHOLD_LINEAR.fill(mid=EN.num(0.25, 4), shift=EN.num(0.0, 4), x=EN.num(0.25, 3)) in _markdown(at)


@pytest.mark.parametrize("mu_a, mu_b, sd, pi_a", [
    (-2.0, 2.0, 0.5, 0.3),
    (1.0, -1.5, 2.0, 0.8),
    (0.0, 0.5, 1.25, 0.05),
])
def test_threshold_on_screen_equals_the_closed_form(mu_a, mu_b, sd, pi_a):
    at = _open(mu_a=str(mu_a), mu_b=str(mu_b), sd_a=str(sd), sd_b=str(sd), prior_a=str(pi_a))
    # Every control came from the link.
    assert [at.slider(key=k).value for k in ("mu_a", "mu_b", "sd_a", "sd_b", "prior_a")] == [mu_a, mu_b, sd, sd, pi_a]
    expected = closed_form(mu_a, mu_b, sd, pi_a)
    marks = _thresholds(at)
    if -8 <= expected <= 8:
        assert marks["x"] == pytest.approx([expected], rel=1e-10)
    # The number in the formula's sentence, as the student reads it (3 significant digits).
    shown = re.search(r"= ([^=$]+)\.\$\$", _markdown(at)).group(1)
    assert parse_number(shown) == pytest.approx(expected, rel=5e-3)


def test_moving_a_prior_slides_the_threshold_towards_the_other_mean():
    at = _open()
    at.slider(key="prior_a").set_value(0.8).run()
    moved = _thresholds(at)["x"][0]
    assert moved == pytest.approx(closed_form(-1.0, 1.5, 1.0, 0.8), rel=1e-10)
    assert moved > 0.25  # towards mu_B = 1.5: class A's region grew
    assert at.caption[0].value == EN.PRIOR_B_IS_THE_REST.fill(pi_b=EN.num(0.2, 3))


def test_unequal_variances_give_the_two_roots_of_the_quadratic():
    at = _open(sd_b="2")
    # log pi_B N(x|1.5, 4) - log pi_A N(x|-1, 1) = a x^2 + b x + c, solved here from scratch.
    a = 0.5 / 1**2 - 0.5 / 2**2
    b = 1.5 / 2**2 - (-1.0) / 1**2
    c = 0.5 * (-1.0) ** 2 / 1 - 0.5 * 1.5**2 / 4 + math.log(1 / 2)
    roots = sorted(np.roots([a, b, c]).real)
    inside = [r for r in roots if -8 <= r <= 8]
    assert _thresholds(at)["x"] == pytest.approx(inside, rel=1e-9)
    assert EN.TWO_THRESHOLDS.fill(t1=EN.num(roots[0], 3), t2=EN.num(roots[1], 3), outer=EN.CLASS_NAMES["b"],
                                  inner=EN.CLASS_NAMES["a"]) in _markdown(at)
    assert len(inside) == 2 and EN.OUTSIDE not in _markdown(at)  # roots about -3.98 and 0.318
    # A wider third class wins again far left, at x about -11.4: off the chart, and said so.
    wide = _open(classes="three", sd_c="1.5")
    assert min(_thresholds(wide)["x"]) > -8 and EN.OUTSIDE in _markdown(wide)


def test_same_mean_and_spread_one_class_everywhere_or_a_tie():
    at = _open(mu_a="1", mu_b="1", prior_a="0.7")
    assert _thresholds(at)["x"] == []
    assert EN.SAME_SHAPE.fill(winner=EN.CLASS_NAMES["a"]) in _markdown(at)
    at = _open(mu_a="1", mu_b="1")
    assert EN.TIE.fill(first=EN.CLASS_NAMES["a"], second=EN.CLASS_NAMES["b"]) in _markdown(at)


def test_three_classes_from_the_url_and_priors_that_leave_no_room():
    at = _open(classes="three", mu_c="3.5", sd_c="0.8", prior_a="0.4", prior_b="0.35")
    assert at.button_group(key="classes").value == "three"
    assert [at.slider(key=k).value for k in ("mu_c", "sd_c", "prior_b")] == [3.5, 0.8, 0.35]
    curves = chart_dataset(charts(at)[0], "curves")
    assert sorted(set(curves["cls"])) == [0, 1, 2]
    assert at.caption[0].value == EN.PRIOR_C_IS_THE_REST.fill(pi_c=EN.num(0.25, 3))
    # pi_A + pi_B = 1.1: no room for class C. An error that says what to do; the controls stay.
    at.slider(key="prior_b").set_value(0.7).run()
    assert not at.exception
    assert len(at.error) == 1 and EN.PRIORS_FIX in at.error[0].value and "`priors`" in at.error[0].value
    assert not charts(at)
    at.slider(key="prior_b").set_value(0.3).run()
    assert not at.error and len(charts(at)) == 2


# --------------------------------------------------------------------------- two features


def _ellipse(at: AppTest, cls: int, n_sd: int) -> np.ndarray:
    table = chart_dataset(_chart_with(at, "ellipses"), "ellipses")
    keep = [(c == cls and s == n_sd) for c, s in zip(table["cls"], table["n_sd"])]
    return np.column_stack([np.array(table["x"])[keep], np.array(table["y"])[keep]])


def _lines(at: AppTest) -> dict[str, list]:
    return chart_dataset(_chart_with(at, "lines"), "lines")


def test_two_features_every_control_from_the_url():
    query = dict(view="two", a_x1="-1", a_x2="0.5", b_x1="1.5", b_x2="-0.5", shape="axis", same="false",
                 spread="0.8", n="30", seed="7", model="full", boundaries="false", ellipses="false")
    at = _open(**query)
    assert [at.slider(key=k).value for k in ("a_x1", "a_x2", "b_x1", "b_x2", "spread", "n")] == [
        -1.0, 0.5, 1.5, -0.5, 0.8, 30]
    assert at.radio(key="shape").value == "axis" and at.radio(key="model").value == "full"
    assert at.number_input(key="seed").value == 7
    assert [at.toggle(key=k).value for k in ("same", "boundaries", "ellipses")] == [False, False, False]
    points = chart_dataset(_chart_with(at, "points"), "points")
    assert len(points["x"]) == 60 and np.bincount(points["cls"]).tolist() == [30, 30]
    # Only the chosen model's lines (index 2 = full), and no ellipses.
    assert set(_lines(at)["m"]) == {2}
    assert _ellipse(at, 0, 1).size == 0
    assert EN.SIMULATED_SOURCE.fill(n=30, n_test=500) in _markdown(at)


@pytest.mark.parametrize("shape", ["spherical", "axis", "tilted"])
def test_the_three_covariance_kinds_show_in_the_fitted_ellipses(shape):
    # 200 points per class: the full model's 1-sd ellipse of class A has the shape asked for.
    at = _open(view="two", shape=shape, model="full", n="200", spread="1")
    ellipse = _ellipse(at, 0, 1)
    centred = ellipse - ellipse.mean(axis=0)
    # Principal axes of the drawn curve: its points at distance 1 sd span sqrt(eigenvalues) of Sigma.
    values, vectors = np.linalg.eigh(np.cov(centred.T))
    ratio = math.sqrt(values[1] / values[0])
    major = vectors[:, 1] * np.sign(vectors[0, 1])
    angle = math.degrees(math.atan2(major[1], major[0]))
    if shape == "spherical":
        assert ratio < 1.35
    else:
        assert 1.9 < ratio < 3.2  # true 1.5 / 0.6 = 2.5
        assert abs(angle - (0.0 if shape == "axis" else 45.0)) < 10


def test_shared_covariance_boundary_is_a_line_and_full_one_is_not():
    def residual(at, m):
        lines = _lines(at)
        keep = [(k == m and w > 2) for k, w in zip(lines["m"], lines["width"])]  # the 0.5 contour
        pts = np.column_stack([np.array(lines["x"])[keep], np.array(lines["y"])[keep]])
        centred = pts - pts.mean(axis=0)
        return np.linalg.svd(centred, compute_uv=False)[-1] / math.sqrt(len(pts))

    same = _open(view="two", shape="tilted", model="shared")
    assert residual(same, 1) < 1e-3  # LDA: straight
    different = _open(view="two", shape="tilted", same="false", model="full")
    assert residual(different, 2) > 0.05  # QDA with opposite tilts: curved


def test_iris_two_species_with_the_source_cited():
    at = _open(view="two", data="iris", measure="sepal", seed="3")
    assert at.button_group(key="data").value == "iris"
    assert at.radio(key="species").value == "versicolor_virginica" and at.radio(key="measure").value == "sepal"
    points = chart_dataset(_chart_with(at, "points"), "points")
    assert np.bincount(points["cls"]).tolist() == [35, 35]  # 30 % of 50 flowers held out per species
    spec = json.loads(_chart_with(at, "points").proto.spec)
    assert EN.SPECIES_NAMES["versicolor"] in json.dumps(spec) and EN.FEATURE_TITLES["sepal_width_cm"] in json.dumps(spec)
    assert EN.IRIS_SOURCE.fill(n_train=35, n_test=15) in _markdown(at)


@pytest.mark.parametrize("query", [
    dict(view="two", data="iris", species="setosa_versicolor"),  # petals split the species cleanly
    dict(view="two", a_x1="-4", b_x1="4", spread="0.3", model="logistic"),
])
def test_separable_data_say_the_mle_does_not_exist(query):
    at = _open(**query)
    assert [i.value for i in at.info] == [EN.LOGISTIC_STATUS["separation"].strip()]
    shown = _markdown(at)
    assert EN.SCORES_ROW_MISSING.fill(model=EN.MODEL_SHORT["logistic"], params=3) in shown
    assert 3 not in set(_lines(at)["m"])  # no boundary drawn for it
    if query.get("model") == "logistic":
        assert EN.NO_SHADING.fill(model=EN.MODELS["logistic"]) in shown
    versus = _open(**{**query, "view": "versus"})
    table = _markdown(versus)
    assert EN.WEIGHTS_ROW.fill(model=EN.WEIGHTS_LOGISTIC, w1=EN.NO_ESTIMATE, w2=EN.NO_ESTIMATE,
                               w0=EN.NO_ESTIMATE) in table
    # Never the huge numbers of a run-away Newton iteration.
    assert not re.search(r"\d{4,}|× 10", table.split(EN.VERSUS_INTRO.split("\n")[1][:20])[0])


def test_too_few_points_for_a_full_covariance_is_explained_and_the_rest_works():
    at = _open(view="two", n="2", model="full")
    assert not at.exception and not at.error
    expected = EN.SINGULAR["too_few_points"].fill(model=EN.MODEL_SHORT["full"], cls=EN.CLASS_NAMES["a"], n=2,
                                                  feature="")
    assert expected in [w.value for w in at.warning]
    assert EN.NO_SHADING.fill(model=EN.MODELS["full"]) in _markdown(at)
    assert set(_lines(at)["m"]) == {0, 1}  # naive Bayes and LDA still draw their boundaries


def test_versus_shows_lda_weights_as_numbers_and_the_learning_curve():
    at = _open(view="versus")
    table = _markdown(at)
    row = re.search(r"\| LDA: [^|]+\| ([^|]+) \| ([^|]+) \| ([^|]+) \|", table)
    lda = [parse_number(g) for g in row.groups()]
    # Independent: LDA's w = Sigma^-1 (mu_B - mu_A) from the same simulation, by numpy.
    from bayeslab.gaussian_classifier import simulate_classes, simulation_covariances

    X, y = simulate_classes([[0.0, 0.0], [2.0, 1.0]], simulation_covariances("tilted"), 50, np.random.default_rng(0))
    mu = np.array([X[y == c].mean(axis=0) for c in (0, 1)])
    pooled = sum((X[y == c] - mu[c]).T @ (X[y == c] - mu[c]) for c in (0, 1)) / len(y)
    w = np.linalg.solve(pooled, mu[1] - mu[0])
    assert lda[:2] == pytest.approx(w, abs=6e-4)
    curve = chart_dataset(_chart_with(at, "curve"), "curve")
    assert set(curve["k"]) == {0, 1, 2} and min(curve["m"]) == 8


# --------------------------------------------------------------------------- languages

#: English words that must not appear on a Portuguese page (the cited article's title aside).
SENTINELS = re.compile(r"\b(the|and|with|class|threshold|boundary|points|features|prior|logistic regression|"
                       r"accuracy|training)\b", re.IGNORECASE)


@pytest.mark.parametrize("lang", ["pt-BR", "pt-PT"])
@pytest.mark.parametrize("query", [{}, {"classes": "three"}, {"view": "two"},
                                   {"view": "two", "data": "iris", "species": "setosa_versicolor"},
                                   {"view": "versus"}])
def test_portuguese_renders(lang, query):
    at = _open(lang=lang, **query)
    text = words("gaussian_classifiers", lang)
    shown = " ".join([_markdown(at), *(c.value for c in at.caption), *(i.value for i in at.info),
                      *(w.value for w in at.warning)])
    labels = " ".join(w.label for kind in ("slider", "number_input", "button_group", "radio", "toggle")
                      for w in getattr(at, kind))
    # “Quoted” titles of cited works aside.
    found = SENTINELS.findall(re.sub(r"“[^”]*”", "", shown + " " + labels))
    assert not found, found
    assert not at.error
    for chart in charts(at):
        assert '"decimal": ","' in chart.proto.spec
    if not query:
        # Decimal comma on the threshold and in the formula.
        assert _thresholds(at)["label"] == [text.THRESHOLD_MARK.fill(x=text.num(0.25, 3))]
        assert "0,25" in _thresholds(at)["label"][0]
        assert r"0{,}25" in _markdown(at)
    if query == {"view": "two"}:
        assert re.search(r"\| \d,\d+ / \d,\d+ \|", _markdown(at))  # scores with decimal commas


def test_portuguese_threshold_is_read_back_with_a_decimal_comma():
    at = _open(lang="pt-PT", prior_a="0.7")
    label = _thresholds(at)["label"][0]
    assert parse_number(label.split("=")[1], "pt-PT") == pytest.approx(closed_form(-1.0, 1.5, 1.0, 0.7), rel=5e-3)


def test_english_wording_of_the_closed_form_case():
    """Deliberately English: the equal-variance case is named as such (and not as two thresholds)."""
    shown = _markdown(_open(prior_a="0.6"))
    assert "Equal standard deviations: one threshold, in closed form." in shown
    assert "two thresholds" not in shown


# --------------------------------------------------------------------------- learning curves: the sentences are true


@pytest.mark.parametrize("truth", ["gaussian", "heavy_tails"])
@pytest.mark.parametrize("n_features", [2, 10])
def test_learning_curve_sentences_hold_in_every_state_the_page_can_reach(truth, n_features):
    """The page's four curves are fixed (one seed): check each claim its sentences make about them."""
    from ui.cached import gaussian_classifiers as cached

    curve = cached.curve(truth, n_features)
    assert curve.first_common is not None  # CURVE_FIRST always has a size to name
    for k in range(3):  # CURVE_OVERCONFIDENT: every curve starts above where it ends
        drawn = curve.log_loss[k][curve.complete[k]]
        assert drawn[0] > drawn[-1]
    if truth == "gaussian":
        # "all three aim at the same answer": the curves meet at the largest size.
        assert curve.gap_at_largest < 0.01
    else:
        # CURVE_LOGISTIC_FROM["heavy_tails"]: logistic regression ends lowest, clearly below LDA.
        assert curve.logistic_best_from is not None and curve.best(-1) == "logistic"
        assert curve.log_loss[1, -1] - curve.log_loss[2, -1] > 0.03


def test_heavy_tails_curve_says_from_where_logistic_regression_leads():
    from ui.cached import gaussian_classifiers as cached

    at = _open(view="versus", truth="heavy_tails")
    assert at.radio(key="truth").value == "heavy_tails"
    curve = cached.curve("heavy_tails", 2)
    shown = _markdown(at)
    assert EN.CURVE_LOGISTIC_FROM["heavy_tails"].fill(m=curve.logistic_best_from) in shown
    assert EN.CURVE_MISSING.fill(m=curve.logistic_incomplete_until) in shown
    drawn = chart_dataset(_chart_with(at, "curve"), "curve")
    # Logistic regression's points only where its MLE existed on every training set.
    assert min(m for k, m in zip(drawn["k"], drawn["m"]) if k == 2) > curve.logistic_incomplete_until


def test_with_ten_gaussian_features_the_page_says_naive_bayes_leads_with_the_fewest_points():
    """Ng & Jordan's point, as these curves show it: at m = 16 naive Bayes is lowest (LR has no MLE there)."""
    from ui.cached import gaussian_classifiers as cached

    curve = cached.curve("gaussian", 10)
    assert curve.best(0) == "naive" and curve.first_common > 0
    shown = _markdown(_open(view="versus", features="10"))
    assert EN.CURVE_SMALLEST.fill(m=16, best=EN.CURVE_MODELS["naive"]) in shown
    assert EN.CURVE_FIRST.fill(m=int(curve.sizes[curve.first_common]),
                               best=EN.CURVE_MODELS[curve.best(curve.first_common)]) in shown


# --------------------------------------------------------------------------- predict, then reveal
FRAME = words("frame", "en")


def _test_cells(at: AppTest) -> dict[str, tuple[str, str]]:
    """Model -> (test accuracy, test log-loss) cells of the scores table, as shown."""
    rows = re.findall(r"^\| ([^|]+?) \| \d+ \| [^|/]+/ ([^|]+?) \| [^|/]+/ ([^|]+?) \|$", _markdown(at), re.MULTILINE)
    return {model: (acc, ll) for model, acc, ll in rows}


def _sklearn_test_errors(params: dict) -> dict[str, float]:
    """Test error rates of the four models on the page's default simulation (scikit-learn and SciPy: oracles).

    The page's covariances are maximum-likelihood ones (divided by N_c): GaussianNB with
    ``var_smoothing=0`` divides by N_c too; LDA's decisions do not change with the scale of its
    pooled covariance when the priors are equal (50 points per class); QDA is written out with
    SciPy's normal density and ``np.cov(ddof=0)``.
    """
    from sklearn.discriminant_analysis import LinearDiscriminantAnalysis
    from sklearn.linear_model import LogisticRegression
    from sklearn.naive_bayes import GaussianNB
    from scipy.stats import multivariate_normal

    from bayeslab.gaussian_classifier import simulate_classes, simulation_covariances

    means = [[0.0, 0.0], [2.0, 1.0]]
    cov = simulation_covariances("tilted")
    rng = np.random.default_rng(params.get("seed", 0))
    X, y = simulate_classes(means, cov, params.get("n", 50), rng)
    X_test, y_test = simulate_classes(means, cov, 500, rng)
    errors = {
        "naive": 1 - GaussianNB(var_smoothing=0.0).fit(X, y).score(X_test, y_test),
        "shared": 1 - LinearDiscriminantAnalysis(solver="lsqr").fit(X, y).score(X_test, y_test),
        "logistic": 1 - LogisticRegression(C=np.inf, tol=1e-10, max_iter=1000).fit(X, y).score(X_test, y_test),
    }
    log_joint = np.column_stack([
        np.log(np.mean(y == c)) + multivariate_normal(X[y == c].mean(axis=0),
                                                      np.cov(X[y == c].T, ddof=0)).logpdf(X_test)
        for c in (0, 1)])
    errors["full"] = float(np.mean(np.argmax(log_joint, axis=1) != y_test))
    return errors


def test_without_predict_mode_the_test_scores_and_the_curves_are_shown():
    at = _open(view="two")
    assert "guess_errors" not in {w.key for w in at.button_group} and "reveal_errors" not in {b.key for b in at.button}
    assert all(acc != EN.HIDDEN for acc, _ in _test_cells(at).values())
    at = _open(view="versus")
    assert _chart_with(at, "curve") is not None


def test_two_features_asks_which_model_errs_least_then_shows_the_test_scores():
    at = _open(view="two", predict="true")
    # Hidden: only the test columns; the chart, the training scores and the parameter counts stay.
    cells = _test_cells(at)
    assert set(cells) == set(EN.MODEL_SHORT.values())
    assert all(c == (EN.HIDDEN, EN.HIDDEN) for c in cells.values())
    assert _chart_with(at, "points") is not None and EN.GUESS_ERRORS in _markdown(at)
    assert at.button(key="reveal_errors").disabled
    errors = _sklearn_test_errors({})
    best = min(errors.values())
    winners = [k for k in ("naive", "shared", "full", "logistic") if errors[k] == best]
    loser = next(k for k in ("naive", "shared", "full", "logistic") if k not in winners)
    at.button_group(key="guess_errors").set_value(loser).run()
    at.button(key="reveal_errors").click().run()
    cells = _test_cells(at)
    shown = {key: 1 - parse_number(cells[EN.MODEL_SHORT[key]][0]) for key in errors}
    assert shown == pytest.approx(errors, abs=6e-4)  # the table rounds accuracy to 3 digits
    names = EN.NAMES_JOIN.join(EN.MODEL_SHORT[k] for k in winners)
    answer = EN.GUESS_ERRORS_ANSWER["one" if len(winners) == 1 else "many"].fill(
        names=names, error=EN.num(100 * best, 3))
    assert [i.value for i in at.info] == [FRAME.GUESS_WRONG.fill(answer=answer)]
    # A new data set (another seed) asks again: the test columns hide, nothing is chosen.
    at.number_input(key="seed").set_value(1).run()
    assert at.button_group(key="guess_errors").value is None
    assert all(c == (EN.HIDDEN, EN.HIDDEN) for c in _test_cells(at).values())


def test_a_right_guess_among_tied_models_is_right():
    """Iris setosa/versicolor: every Gaussian model classifies every test flower (the classes are far
    apart); logistic regression has no estimate (separable): a tie of three, and any of them is right."""
    at = _open(view="two", data="iris", species="setosa_versicolor", predict="true")
    at.button_group(key="guess_errors").set_value("full").run()
    at.button(key="reveal_errors").click().run()
    names = EN.NAMES_JOIN.join(EN.MODEL_SHORT[k] for k in ("naive", "shared", "full"))
    answer = EN.GUESS_ERRORS_ANSWER["many"].fill(names=names, error=EN.num(0.0, 3))
    assert at.info[-1].value == FRAME.GUESS_RIGHT.fill(answer=answer)  # after the separation note


def test_versus_asks_who_ends_lowest_and_hides_only_the_curves():
    at = _open(view="versus", predict="true", truth="heavy_tails")
    with pytest.raises(KeyError):
        _chart_with(at, "curve")
    assert _chart_with(at, "points") is not None  # LDA against logistic regression stays
    assert EN.TRUTH_EXPLAIN["heavy_tails"].strip() in _markdown(at)
    assert EN.CURVE_OVERCONFIDENT not in _markdown(at)  # the sentences about the curves wait too
    at.button_group(key="guess_curve").set_value("logistic").run()
    at.button(key="reveal_curve").click().run()
    curve = chart_dataset(_chart_with(at, "curve"), "curve")
    # The answer read back from the drawn curves: the lowest mean log-loss at the largest m.
    last = max(curve["m"])
    at_last = {k: v for k, m, v in zip(curve["k"], curve["m"], curve["log_loss"]) if m == last}
    best = min(at_last, key=at_last.get)
    key = ("naive", "shared", "logistic")[best]
    expected = FRAME.GUESS_RIGHT if key == "logistic" else FRAME.GUESS_WRONG
    assert [i.value for i in at.info] == [expected.fill(answer=EN.GUESS_CURVE_ANSWER.fill(
        best=EN.CURVE_MODELS[key], ll=EN.num(at_last[best], 3)))]
    at.radio(key="truth").set_value("gaussian").run()  # a new scenario asks again
    with pytest.raises(KeyError):
        _chart_with(at, "curve")


def test_a_class_opening_the_comparison_together_computes_each_learning_curve_once(monkeypatch):
    """Thirty students who open the comparison at once wait for one computation of its curve (a few
    seconds of CPU), not thirty: without the per-curve lock every thread misses the cache."""
    import functools
    import threading
    import time

    from ui.cached import gaussian_classifiers as cached

    calls = []

    def slow(scenario, n_features):
        calls.append((scenario, n_features))
        time.sleep(0.2)
        return (scenario, n_features)

    monkeypatch.setattr(cached, "_curve", functools.lru_cache(maxsize=4)(slow))
    results = []
    threads = [threading.Thread(target=lambda: results.append(cached.curve("heavy_tails", 10))) for _ in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert calls == [("heavy_tails", 10)] and results == [("heavy_tails", 10)] * 8


@pytest.mark.parametrize("query", [{"view": "two"}, {"view": "two", "shape": "axis", "same": "false"},
                                   {"view": "two", "data": "iris", "measure": "sepal"}, {"view": "versus"}])
def test_the_two_feature_chart_draws_both_axes_to_one_scale_at_every_width(query):
    """The browser computes the domains from the plot's width (Vega's ``width`` signal, the container's):
    evaluated here for a narrow phone, a phone, a laptop and the widest plot, one data unit takes as
    many pixels along x as along y (a circle stays round), and the data's extent stays in view."""
    at = _open(**query)
    spec = json.loads(_chart_with(at, "points").proto.spec)
    params = {p["name"]: p for p in spec["params"]}
    extent = {k: params[k]["value"] for k in ("x_lo", "x_hi", "y_lo", "y_hi")}
    layer = spec["layer"][-1]["encoding"]
    x_expr, y_expr = layer["x"]["scale"]["domain"]["expr"], layer["y"]["scale"]["domain"]["expr"]
    height = spec["height"]
    assert spec["autosize"]["type"] == "fit-x" and 200 <= height <= 420
    for width in (240, 290, 460, 560):
        names = dict(extent, width=width, height=height, max=max)
        names["unit"] = eval(params["unit"]["expr"], {}, names)  # noqa: S307 -- our own spec's arithmetic
        x_lo, x_hi = eval(x_expr, {}, names)  # noqa: S307
        y_lo, y_hi = eval(y_expr, {}, names)  # noqa: S307
        assert (x_hi - x_lo) / width == pytest.approx((y_hi - y_lo) / height, rel=1e-12)
        assert x_lo <= extent["x_lo"] + 1e-9 and x_hi >= extent["x_hi"] - 1e-9
        assert y_lo <= extent["y_lo"] + 1e-9 and y_hi >= extent["y_hi"] - 1e-9


# --------------------------------------------------------------------------- show the code


@pytest.mark.parametrize("query", [
    {"view": "two"},
    {"view": "two", "data": "iris", "species": "setosa_versicolor", "seed": "3"},  # logistic: no MLE
    {"view": "versus", "shape": "axis", "same": "false", "n": "30"},
    {"classes": "three"},
])
def test_every_parts_snippet_prints_numbers_the_page_shows(query):
    """``tests/test_snippets.py`` runs the default part's snippet; here every part's, in a fresh
    Python without Streamlit: each printed ``label: value`` must be a number on the page."""
    from tests.test_snippets import _PRINTED, _matches, _run, _shown_numbers

    at = _open(**query)
    shown = _shown_numbers(at)
    at.button(key="code").click().run()
    (code,) = [c.value for c in at.get("code")]
    printed = [m.group(1) for m in map(_PRINTED.match, _run(code).splitlines()) if m]
    values = [float(v) for line in printed for v in re.findall(r"[-+]?\d+\.?\d*(?:e[-+]?\d+)?", line)]
    expected_count = {"two": {False: 8, True: 6}, "versus": {False: 6}}.get(query.get("view"), {}).get(
        query.get("data") == "iris")
    if expected_count is not None:
        assert len(values) == expected_count, printed
    assert values and not [v for v in values if not any(_matches(v, s) for s in shown)], (printed, shown)
