"""AppTest of the maximum-likelihood regression page: family switch, data sets, links, bad data.

Numbers are read from the page's own coefficient and prediction tables (parsed with
``tests.apptest.parse_number``) and compared with the published values and with
independent oracles (NumPy least squares, scikit-learn); sentences are compared with
the page's words (``words("regression_mle", lang)``), not English literals.
"""

from __future__ import annotations

import re

import numpy as np
import pytest
from sklearn.linear_model import LogisticRegression, PoissonRegressor
from streamlit.testing.v1 import AppTest

from bayeslab import datasets
from tests.apptest import chart_dataset, charts, open_page, parse_number
from ui.text import words

PAGE = "views/regression_mle.py"
EN = words("regression_mle", "en")
_ROW = re.compile(r"^\| ([^|]+) \| ([^|]+) \| ([^|]+) \|$", re.MULTILINE)


def _open(lang: str | None = None, **params: str) -> AppTest:
    query = dict(params)
    if lang:
        query["lang"] = lang
    return open_page(PAGE, query)


def _markdown(at: AppTest) -> str:
    return "\n\n".join(m.value for m in at.markdown)


def _coefficients(at: AppTest, lang: str = "en") -> dict[str, float]:
    """Estimate, standard error and Wald interval of b0 and b1, from the coefficient table."""
    table = next(m.value for m in at.markdown if "$b_0$ |" in m.value)
    rows = [line for line in table.splitlines() if line.count("|") == 5 and "**" in line]
    out = {}
    for name, row in zip(("b0", "b1"), rows):
        cells = [cell.strip() for cell in row.strip("|").split("|")]
        out[name] = parse_number(cells[1].strip("*"), lang)
        out[f"se_{name}"] = parse_number(cells[2], lang)
        low, high = cells[3].strip("[]").split("; " if lang != "en" else ", ")
        out[f"ci_{name}"] = (parse_number(low, lang), parse_number(high, lang))
    return out


def _predictions(at: AppTest, lang: str = "en") -> dict[float, tuple[str, str]]:
    """x -> (mean, third column) from the table of the fitted model at a few x."""
    table = next(m.value for m in at.markdown if "| x |" in m.value)
    rows = {}
    for x, mean, other in _ROW.findall(table):
        try:
            rows[parse_number(x, lang)] = (mean.strip(), other.strip())
        except ValueError:
            continue  # the head and the separator line
    return rows


# --------------------------------------------------------------------------- textbook values
def test_challenger_logistic_regression_matches_the_published_fit():
    # Dalal, Fowlkes & Hoadley (1989) / R's glm(binomial) (bayeslab/data/README.md):
    # intercept 15.0429 (s.e. 7.379), slope -0.2322 per °F (s.e. 0.1082). The default state.
    at = _open()
    coef = _coefficients(at)
    assert coef["b0"] == pytest.approx(15.0429, abs=5e-5)
    assert coef["b1"] == pytest.approx(-0.2322, abs=5e-5)
    assert coef["se_b0"] == pytest.approx(7.379, abs=5e-4)
    assert coef["se_b1"] == pytest.approx(0.1082, abs=5e-5)
    # Wald 95 %: estimate ± 1.959964 s.e.
    assert coef["ci_b1"][0] == pytest.approx(-0.23216 - 1.959964 * 0.108237, abs=1e-3)
    assert at.button_group(key="family").value == "bernoulli"
    assert at.selectbox(key="data").value == "challenger"


def test_hours_studied_matches_wikipedia():
    # English Wikipedia, "Logistic regression", worked example: intercept -4.0777 (s.e. 1.7610),
    # slope 1.5046 (s.e. 0.6287); p(pass | 2 h) = 0.256, p(pass | 4 h) = 0.874.
    at = _open(data="hours")
    coef = _coefficients(at)
    assert coef["b0"] == pytest.approx(-4.0777, abs=5e-5)
    assert coef["b1"] == pytest.approx(1.5046, abs=1e-4)  # 1.504645 shown as 1.50465
    assert coef["se_b0"] == pytest.approx(1.7610, abs=5e-4)
    assert coef["se_b1"] == pytest.approx(0.6287, abs=5e-5)
    rows = _predictions(at)
    assert rows[2.0][0] == "0.256"
    assert rows[4.0][0] == "0.874"
    assert parse_number(rows[2.0][1]) == pytest.approx(1 - 0.2557, abs=1e-3)  # p(fail | 2 h)


def test_challenger_extrapolation_note():
    at = _open()
    fit = LogisticRegression(C=np.inf, tol=1e-10, max_iter=1000).fit(
        datasets.load_challenger().X, datasets.load_challenger().y)
    p31 = fit.predict_proba([[31.0]])[0, 1]  # oracle: scikit-learn at the launch temperature
    shown = EN.CHALLENGER_NOTE.fill(p=words("regression_mle", "en").num(p31, 4))
    assert shown in _markdown(at)


# --------------------------------------------------------------------------- family switch
def test_family_switch_to_gaussian_is_least_squares():
    at = _open()
    at.button_group(key="family").set_value("gaussian").run()
    assert not at.exception and not at.error
    data = datasets.load_challenger()
    design = np.column_stack([np.ones(23), data.X[:, 0]])
    beta, rss, *_ = np.linalg.lstsq(design, data.y, rcond=None)
    coef = _coefficients(at)
    assert coef["b0"] == pytest.approx(beta[0], rel=1e-5)
    assert coef["b1"] == pytest.approx(beta[1], rel=1e-5)
    # sigma^2 = RSS / n (the MLE), in the noise sentence.
    sigma2 = float(rss[0]) / 23
    assert EN.SIGMA_NOTE.fill(sigma2=EN.num(sigma2), sigma=EN.num(sigma2**0.5)) in _markdown(at)
    # One Newton step lands on the least-squares solution.
    (surface,) = [c for c in charts(at) if "cells" in {d.name for d in c.proto.datasets}]
    assert len(chart_dataset(surface, "path")["step"]) == 2
    assert EN.FIT_SUMMARY["one"].split("$")[0] in _markdown(at)


def test_poisson_on_horse_kicks_matches_scikit_learn():
    at = _open(data="kicks", family="poisson")
    assert not at.error
    data = datasets.load_horse_kicks()
    oracle = PoissonRegressor(alpha=0.0, tol=1e-12, max_iter=1000).fit(data.X - 1875, data.y)
    coef = _coefficients(at)
    assert coef["b0"] == pytest.approx(oracle.intercept_, abs=1e-5)
    assert coef["b1"] == pytest.approx(oracle.coef_[0], abs=1e-6)
    (main, surface) = charts(at)
    points = chart_dataset(main, "points")
    assert sum(points["count"]) == 280  # every corps-year, repeated values drawn once with their count
    bumps = chart_dataset(main, "bumps")
    assert set(bumps["y"]) <= set(range(10)) and min(bumps["x1"]) >= min(bumps["at"])


def test_bernoulli_on_counts_is_an_error_and_the_page_keeps_working():
    at = _open(data="kicks", family="bernoulli")
    (error,) = at.error
    # The first corps-year with 2 deaths is row 7 (1875, corps V).
    assert error.value == EN.PROBLEMS["not_binary"].fill(point=datasets_first(2), value=EN.num(2.0))
    assert not charts(at)
    at.button_group(key="family").set_value("poisson").run()
    assert not at.error and len(charts(at)) == 2


def datasets_first(value: float) -> int:
    y = datasets.load_horse_kicks().y
    return int(np.flatnonzero(y == value)[0]) + 1


def test_centring_changes_the_intercept_not_the_slope():
    plain = _coefficients(_open(data="hours"))
    at = _open(data="hours", centre="true")
    assert at.toggle(key="centre").value is True
    centred = _coefficients(at)
    mean_x = float(datasets.load_hours_studied().X.mean())
    assert centred["b1"] == pytest.approx(plain["b1"], abs=1e-4)
    assert centred["b0"] == pytest.approx(plain["b0"] + plain["b1"] * mean_x, abs=1e-3)
    assert EN.CENTRED_NOTE.fill(mean=EN.num(mean_x)) in _markdown(at)


# --------------------------------------------------------------------------- data sources and links
def test_simulated_data_from_the_link():
    at = _open(data="simulate", family="gaussian", n="300", intercept="0.5", slope="-1.5", noise="0.5", seed="3")
    assert at.slider(key="n").value == 300 and at.slider(key="slope").value == -1.5
    assert at.number_input(key="seed").value == 3
    coef = _coefficients(at)
    # The estimates land within 4 standard errors of the generating coefficients.
    assert abs(coef["b0"] - 0.5) < 4 * coef["se_b0"]
    assert abs(coef["b1"] + 1.5) < 4 * coef["se_b1"]
    at.number_input(key="seed").set_value(4).run()
    assert _coefficients(at)["b1"] != coef["b1"]


def test_simulated_noise_control_only_for_the_gaussian_family():
    at = _open(data="simulate")
    keys = {w.key for w in at.slider}
    assert {"n", "intercept", "slope"} <= keys and "noise" not in keys
    at.button_group(key="family").set_value("gaussian").run()
    assert "noise" in {w.key for w in at.slider}


def test_link_opens_a_panel_in_the_same_state():
    at = _open(data="kicks", family="poisson", view="maths")
    assert at.button_group(key="view").value == "maths"
    assert EN.MATHS.strip()[:40] in _markdown(at)


def test_loss_panel_gives_the_mean_log_loss():
    at = _open(view="loss")
    data = datasets.load_challenger()
    fit = LogisticRegression(C=np.inf, tol=1e-10, max_iter=1000).fit(data.X, data.y)
    p = fit.predict_proba(data.X)[:, 1]
    log_loss = -np.mean(data.y * np.log(p) + (1 - data.y) * np.log(1 - p))  # oracle log-loss
    (panel,) = [m.value for m in at.markdown if "log-loss" in m.value]
    shown = re.search(r"= ([\d.]+)\$\s*over", panel).group(1)
    assert float(shown) == pytest.approx(log_loss, abs=1e-4)


# --------------------------------------------------------------------------- typed and uploaded data
def test_separable_points_say_the_mle_does_not_exist():
    at = _open(data="typed", points="1 0\n2 0\n3 1\n4 1")
    main, surface = charts(at)
    steps = len(chart_dataset(surface, "path")["step"]) - 1
    (warning,) = at.warning
    assert warning.value == EN.NO_MLE["separation"].fill(steps=steps)
    assert not any("$b_0$ |" in m.value for m in at.markdown)  # no coefficient table, no huge numbers
    assert not any("| x |" in m.value for m in at.markdown)  # no predictions either
    assert chart_dataset(surface, "best")["b0"] == []  # no MLE marker
    assert len(set(chart_dataset(main, "path")["step"])) == steps + 1  # a curve per Newton iterate


@pytest.mark.parametrize(("typed", "problem", "fill"), [
    ("1, 0\n2, abc", "number", {"line": 2, "value": "abc"}),
    ("1, 0, 1", "columns", {"line": 1, "value": "1, 0, 1"}),
    ("", "empty", {}),
    ("2 0\n2 1", "same_x", {"value": 2.0}),
    ("1 0", "too_few", {}),
    ("1 0\n2 1\n3 0.5", "not_binary", {"point": 3, "value": 0.5}),
])
def test_bad_typed_points_show_an_error_and_the_page_keeps_working(typed, problem, fill):
    at = _open(data="typed", points="1 0\n2 1\n3 0\n4 1")
    assert not at.error
    at.text_area(key="points").input(typed).run()
    assert not at.exception
    (error,) = at.error
    values = {k: (EN.num(v) if isinstance(v, float) else v) for k, v in fill.items()}
    expected = EN.PROBLEMS[problem]
    assert error.value == (expected.fill(**{"line": 0, "point": 0, "value": "", **values}) if values else expected)
    at.text_area(key="points").input("1 0\n2 1\n3 0\n4 1").run()
    assert not at.error and len(charts(at)) == 2


def test_exactly_linear_points_with_the_gaussian_family():
    at = _open(data="typed", family="gaussian", points="1 2\n2 4\n3 6")
    (error,) = at.error
    assert error.value == EN.PROBLEMS["exact_line"]


def test_upload_fits_a_file_and_reports_bad_ones():
    at = _open(data="upload")
    (info,) = at.info
    assert info.value == EN.UPLOAD_PROMPT
    uploader = at.get("file_uploader")[0]
    uploader.set_value(("points.csv", b"hours,passed\n1,0\n2,1\n3,0\n4,1\n5,1\n", "text/csv")).run()
    assert not at.error and len(charts(at)) == 2
    x = np.array([1, 2, 3, 4, 5.0])
    y = np.array([0, 1, 0, 1, 1.0])
    oracle = LogisticRegression(C=np.inf, tol=1e-10, max_iter=1000).fit(x[:, None], y)
    assert _coefficients(at)["b1"] == pytest.approx(oracle.coef_[0, 0], abs=1e-4)
    at.get("file_uploader")[0].set_value(("binary.csv", b"\xff\xfe\x00\x81", "text/csv")).run()
    assert [e.value for e in at.error] == [EN.UPLOAD_NOT_TEXT]
    at.get("file_uploader")[0].set_value(("wide.csv", b"1,2,3\n4,5,6\n", "text/csv")).run()
    assert [e.value for e in at.error] == [EN.PROBLEMS["columns"].fill(line=1, point=0, value="1,2,3")]
    assert at.button_group(key="view") is not None  # the rest of the page is still there


# --------------------------------------------------------------------------- languages
ENGLISH_SENTINELS = ("estimate", "standard error", "the fitted", "Newton's method", "data set", " the ")


@pytest.mark.parametrize("lang", ["pt-BR", "pt-PT"])
def test_portuguese_render(lang):
    at = _open(lang=lang, data="hours")
    text = words("regression_mle", lang)
    shown = _markdown(at) + " ".join(c.value for c in at.caption)
    for sentinel in ENGLISH_SENTINELS:
        assert sentinel not in shown, sentinel
    coef = _coefficients(at, lang)
    assert coef["b0"] == pytest.approx(-4.0777, abs=5e-5)  # "−4,07771": decimal comma
    assert "−4,0777" in shown and "[" in shown and "; " in shown
    assert _predictions(at, lang)[2.0][0] == "0,256"
    assert at.button_group(key="family").options == list(text.FAMILIES.values())
    main, surface = charts(at)
    assert main.proto.spec and '"decimal": ","' in main.proto.spec
    assert text.FIT_SUMMARY["many"].split("$")[0] in shown


@pytest.mark.parametrize("lang", ["pt-BR", "pt-PT"])
def test_portuguese_errors(lang):
    at = _open(lang=lang, data="typed", points="1 0\n2 1\n3 0,5")
    text = words("regression_mle", lang)
    (error,) = at.error
    assert error.value == text.PROBLEMS["not_binary"].fill(point=3, value=text.num(0.5), line=0)
    assert "0,5" in error.value


# --------------------------------------------------------------------------- predict, then reveal
FRAME = words("frame", "en")


def _guess_widgets(at: AppTest) -> list[str]:
    return [w.key for kind in ("text_input", "button_group", "button") for w in at.get(kind)
            if str(w.key).startswith(("guess_", "reveal_"))]


def test_without_predict_mode_nothing_is_asked_or_hidden():
    at = _open()
    assert _guess_widgets(at) == []
    assert len(charts(at)) == 2 and "launched at 31 °F" in _markdown(at)


def test_challenger_asks_for_the_probability_at_31_degrees_then_says_how_far():
    at = _open(predict="true")
    p31 = LogisticRegression(C=np.inf, tol=1e-10, max_iter=1000).fit(
        datasets.load_challenger().X, datasets.load_challenger().y).predict_proba([[31.0]])[0, 1]
    note = EN.CHALLENGER_NOTE.fill(p=EN.num(p31, 4))
    # Hidden: only the answer (the probability at 31 °F); the fit and its numbers stay.
    assert note not in _markdown(at)
    assert len(charts(at)) == 2 and _coefficients(at)["b1"] == pytest.approx(-0.2322, abs=5e-5)
    assert EN.GUESS_DAMAGE in _markdown(at)
    assert at.button(key="reveal_damage").disabled
    at.text_input(key="guess_damage").input("90").run()
    at.button(key="reveal_damage").click().run()
    assert note in _markdown(at)
    assert "99.96 %" in at.info[0].value  # as the note rounds it (0.9996), not "100 %"
    # 99.96 % against a guess of 90 %: 9.96 percentage points (scikit-learn's p as the oracle).
    (feedback,) = at.info
    assert feedback.value == FRAME.GUESS_DISTANCE.fill(
        guess=EN.num(90.0, 3), answer=EN.PERCENT.fill(p=EN.num(p31 * 100, 4)), off=EN.num(abs(90 - p31 * 100), 3))


def test_the_slope_prompt_hides_the_fit_until_the_reveal():
    at = _open(predict="true", data="hours")
    (data_chart,) = charts(at)  # the surface (its top is the answer) is not drawn yet
    assert {d.name for d in data_chart.proto.datasets} == {"points"}  # the data, no fitted curve
    assert not any("$b_0$ |" in m.value for m in at.markdown)  # no coefficient table
    assert EN.GUESS_SLOPE in _markdown(at)
    assert at.button_group(key="guess_slope").options == list(EN.SLOPE_OPTIONS.values())
    at.button_group(key="guess_slope").set_value("up").run()
    at.button(key="reveal_slope").click().run()
    assert len(charts(at)) == 2 and _coefficients(at)["b1"] == pytest.approx(1.5046, abs=1e-4)
    # Wikipedia's slope 1.5046 (s.e. 0.6287): its 95 % interval [0.272, 2.737] is above 0.
    assert [i.value for i in at.info] == [FRAME.GUESS_RIGHT.fill(answer=EN.SLOPE_OPTIONS["up"])]


def test_a_new_data_set_asks_again_and_a_trend_may_be_unclear():
    at = _open(predict="true", data="hours")
    at.button_group(key="guess_slope").set_value("down").run()
    at.button(key="reveal_slope").click().run()
    assert [i.value for i in at.info] == [FRAME.GUESS_WRONG.fill(answer=EN.SLOPE_OPTIONS["up"])]
    at.selectbox(key="data").select("kicks").run()
    at.button_group(key="family").set_value("poisson").run()
    assert len(charts(at)) == 1 and at.button_group(key="guess_slope").value is None
    at.button_group(key="guess_slope").set_value("unclear").run()
    at.button(key="reveal_slope").click().run()
    # Horse kicks by year (Poisson): slope 0.0188, interval [-0.0056, 0.0431] holds 0.
    assert [i.value for i in at.info] == [FRAME.GUESS_RIGHT.fill(answer=EN.SLOPE_OPTIONS["unclear"])]
    assert _coefficients(at)["ci_b1"][0] < 0 < _coefficients(at)["ci_b1"][1]


def test_no_estimate_no_prompt():
    at = _open(predict="true", data="typed", points="1 0\n2 0\n3 1\n4 1")
    assert _guess_widgets(at) == [] and len(charts(at)) == 2 and at.warning


@pytest.mark.parametrize("lang", ["pt-BR", "pt-PT"])
def test_prompts_in_portuguese(lang):
    text = words("regression_mle", lang)
    at = _open(lang=lang, predict="true")
    assert text.GUESS_DAMAGE in _markdown(at)
    at = _open(lang=lang, predict="true", data="kicks", family="poisson")
    assert text.GUESS_SLOPE in _markdown(at)
    assert at.button_group(key="guess_slope").options == list(text.SLOPE_OPTIONS.values())


# --------------------------------------------------------------------------- show the code
def snippet_check(at: AppTest) -> tuple[str, list[float], list[float]]:
    """Run the page's snippet; return it, the numbers it printed and those not on the page."""
    from tests.test_snippets import _PRINTED, _matches, _run, _shown_numbers

    shown = _shown_numbers(at)
    at.button(key="code").click().run()
    assert not at.exception
    (code,) = [c.value for c in at.get("code")]
    values = []
    for line in _run(code).splitlines():
        match = _PRINTED.match(line)
        if match:
            values += [float(v) for v in re.findall(r"[-+]?\d+\.?\d*(?:e[-+]?\d+)?", match.group(1))]
    return code, values, [v for v in values if not any(_matches(v, s) for s in shown)]


@pytest.mark.parametrize("state", [
    {"data": "hours"},
    {"data": "kicks", "family": "poisson", "centre": "true"},
    {"data": "simulate", "family": "gaussian", "n": "60", "slope": "-1.5", "noise": "0.5", "seed": "3"},
    {"data": "typed", "points": "1 0\n2 0\n3 1\n4 1"},  # no estimate: the steps Newton took
    {"data": "typed", "family": "poisson", "points": "0 1\n1 0\n2 3\n3 5\n4 4"},
])
def test_the_snippet_prints_numbers_the_page_shows(state):
    at = _open(**state)
    code, values, missing = snippet_check(at)
    assert values and not missing, (code, missing)
    assert "streamlit" not in code and "import bayeslab" in code.replace("from bayeslab", "import bayeslab")


def test_the_snippet_follows_the_data_and_the_family():
    at = _open(data="typed", points="1, 0\n2, 1\n3, 0\n4, 1")
    at.button(key="code").click().run()
    (code,) = [c.value for c in at.get("code")]
    assert "read_xy('1, 0\\n2, 1\\n3, 0\\n4, 1')" in code and "family='bernoulli'" in code


# --------------------------------------------------------------------------- built once per result
def test_a_chart_is_built_once_per_result_and_its_data_survive_serialisation():
    import pyarrow as pa

    from ui.cached import regression as cached
    from ui.charts import regression as regression_charts

    analysis = cached.bundled_analysis("hours", "bernoulli", False)
    labels = (*EN.AXES["hours"], *EN.MLE_CHART.values())
    calls = []

    def build():
        calls.append(1)
        return regression_charts.mle_chart(analysis, cached.bundled("hours").points, labels)

    first = cached.chart_once(analysis, ("test", labels), build)
    assert cached.chart_once(analysis, ("test", labels), build) is first and len(calls) == 1
    # Another result (the same data, centred) is another chart.
    cached.chart_once(cached.bundled_analysis("hours", "bernoulli", True), ("test", labels), build)
    assert len(calls) == 2
    # The datasets are Arrow IPC bytes that read back as the tables the chart was built with.
    fresh = build()
    for name, data in first["datasets"].items():
        assert isinstance(data, bytes)
        assert pa.ipc.open_stream(data).read_all().equals(fresh["datasets"][name])
    assert {k: v for k, v in first.items() if k != "datasets"} == {k: v for k, v in fresh.items() if k != "datasets"}
