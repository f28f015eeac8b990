"""AppTest of the Bayesian linear regression page: PRML Figs. 3.7, 3.8 and 3.14 and MAP = ridge.

The numbers the page shows are compared with independent computations: the batch
posterior written out from PRML eqs. 3.53-3.54 with an explicit inverse, scikit-learn's
``Ridge``, SciPy's multivariate normal for the evidence. Sentences are compared with the
page's words (``words("bayesian_regression", lang)``), never English literals.
"""

from __future__ import annotations

import re

import numpy as np
import pytest
import scipy.stats
from sklearn.linear_model import Ridge
from streamlit.testing.v1 import AppTest

from bayeslab.linear_regression import (
    SINUSOID_ALPHA,
    SINUSOID_BETA,
    gaussian_basis,
    polynomial_basis,
    simulate_line,
    simulate_sinusoid,
)
from tests.apptest import chart_dataset, charts, open_page, parse_number
from ui.text import words

PAGE = "views/bayesian_regression.py"
EN = words("bayesian_regression", "en")


def _open(lang: str | None = None, **params: str) -> AppTest:
    query = dict(params)
    if lang:
        query["lang"] = lang
    return open_page(PAGE, query)


def _markdown(at: AppTest) -> str:
    return "\n\n".join(m.value for m in at.markdown)


def _batch_posterior(Phi: np.ndarray, t: np.ndarray, alpha: float, beta: float):
    """PRML eqs. 3.53-3.54 with an explicit inverse (the oracle)."""
    S = np.linalg.inv(alpha * np.eye(Phi.shape[1]) + beta * Phi.T @ Phi)
    return beta * S @ Phi.T @ t, S


def _state_numbers(at: AppTest, lang: str = "en") -> list[float]:
    """The numbers of the sentence under PRML Fig. 3.7: n, m0, m1, s0, s1."""
    text = words("bayesian_regression", lang)
    key = "one" if "1" == str(at.slider(key="n").value) else "many"
    template = text.SEQUENTIAL_STATE[key]
    pattern = re.escape(template).replace(r"\{\{n\}\}", "(.+?)")
    for name in ("m0", "m1", "s0", "s1"):
        pattern = pattern.replace(re.escape("{{" + name + "}}"), "(.+?)")
    match = re.search(pattern, _markdown(at))
    assert match, "state sentence not found"
    # Inside $…$ a decimal comma is written {,} (ui.text.number).
    return [parse_number(g.replace("{,}", ","), lang) for g in match.groups()]


# --------------------------------------------------------------------------- PRML Fig. 3.7
@pytest.mark.parametrize("n", [1, 2, 20])
def test_posterior_point_by_point_equals_the_batch_posterior(n):
    # Sequential updates (the page adds one point at a time) = batch fit, PRML §3.3.1.
    at = _open(n=str(n))
    x, t = simulate_line(20, np.random.default_rng(0))
    mean, cov = _batch_posterior(polynomial_basis(x[:n], 1), t[:n], 2.0, 25.0)
    numbers = _state_numbers(at)
    values = numbers[1:] if n != 1 else numbers
    assert values[0] == pytest.approx(mean[0], abs=1e-3)
    assert values[1] == pytest.approx(mean[1], abs=1e-3)
    assert values[2] == pytest.approx(np.sqrt(cov[0, 0]), abs=6e-3)
    assert values[3] == pytest.approx(np.sqrt(cov[1, 1]), abs=6e-3)
    likelihood, posterior, lines = charts(at)
    assert len(chart_dataset(lines, "points")["x"]) == n
    assert chart_dataset(posterior, "truth")["w0"] == [-0.3]


def test_twenty_points_find_the_true_line():
    # PRML Fig. 3.7, last row: after 20 points the posterior is tight around (-0.3, 0.5).
    values = _state_numbers(_open(n="20"))
    m0, m1, s0, s1 = values[1:]
    assert abs(m0 + 0.3) < 3 * s0 + 0.01 and abs(m1 - 0.5) < 3 * s1 + 0.01
    assert s0 < 0.06 and s1 < 0.1


def test_next_point_button_adds_a_point_and_stops_at_twenty():
    at = _open()
    assert at.slider(key="n").value == 1
    (button,) = [b for b in at.button if b.label == EN.NEXT_LABEL]
    button.click().run()
    assert at.slider(key="n").value == 2
    assert len(chart_dataset(charts(at)[2], "points")["x"]) == 2
    at.slider(key="n").set_value(20).run()
    (button,) = [b for b in at.button if b.label == EN.NEXT_LABEL]
    assert button.disabled


def test_no_point_shows_the_prior_and_an_empty_likelihood():
    at = _open(n="0")
    likelihood, prior, lines = charts(at)
    assert chart_dataset(likelihood, "cells")["density"] == []
    assert chart_dataset(likelihood, "empty")["text"] == [EN.WEIGHT_CHART["empty"]]
    assert EN.SEQUENTIAL_EMPTY in _markdown(at)
    # The prior N(0, I/2) drawn at peak 1: the density at the grid corner (-1, -1) is exp(-2).
    # The prior N(0, I/2) is drawn relative to its peak: at the corner cell, centred on (-1, -1),
    # the log density is -(alpha/2)|w|^2 = -(2/2)(1 + 1) = -2 below the peak.
    cells = chart_dataset(prior, "cells")
    corner = int(np.argmin(np.array(cells["w0"]) + np.array(cells["w1"])))
    assert cells["density"][corner] == pytest.approx(np.exp(-2.0), rel=1e-9)


# --------------------------------------------------------------------------- PRML Fig. 3.8
def test_predictive_band_splits_into_noise_and_weights():
    at = _open(part="basis", points="25", seed="1")
    bayes, plug_in = charts(at)
    x, t = simulate_sinusoid(25, np.random.default_rng(1))
    Phi = gaussian_basis(x, np.linspace(0, 1, 9), 1 / 9)
    mean, S = _batch_posterior(Phi, t, 2.0, SINUSOID_BETA)
    band = chart_dataset(bayes, "band")
    noise = chart_dataset(bayes, "noise")
    grid = np.array(band["x"])
    G = gaussian_basis(grid, np.linspace(0, 1, 9), 1 / 9)
    sd = np.sqrt(1 / SINUSOID_BETA + np.einsum("ij,jk,ik->i", G, S, G))  # PRML eq. 3.59
    np.testing.assert_allclose(np.array(band["high"]) - G @ mean, sd, rtol=1e-7)
    np.testing.assert_allclose(np.array(noise["high"]) - np.array(noise["low"]), 2 / np.sqrt(SINUSOID_BETA),
                               rtol=1e-9)
    # The plug-in band: constant width, the residual sd of least squares.
    w_ml = np.linalg.lstsq(Phi, t, rcond=None)[0]
    sd_ml = np.sqrt(np.mean((t - Phi @ w_ml) ** 2))
    plug = chart_dataset(plug_in, "band")
    np.testing.assert_allclose(np.array(plug["high"]) - np.array(plug["low"]), 2 * sd_ml, rtol=1e-7)
    assert EN.PLUG_IN_BAND.fill(sd=EN.num(sd_ml, 3)) in _markdown(at)


def test_interpolating_plug_in_is_called_out():
    # 4 points, 9 bumps + bias = 10 weights: least squares passes through every point.
    at = _open(part="basis", points="4")
    assert EN.PLUG_IN_INTERPOLATES.fill(n=4, m=10) in _markdown(at)
    plug = chart_dataset(charts(at)[1], "band")
    assert max(np.array(plug["high"]) - np.array(plug["low"])) < 1e-6


def test_no_points_no_plug_in():
    at = _open(part="basis", points="0")
    assert EN.PLUG_IN_NO_DATA in _markdown(at)
    assert chart_dataset(charts(at)[1], "mean")["x"] == []


def test_link_state_of_the_basis_controls():
    at = _open(part="basis", basis="polynomial", degree="3", points="10", alpha="0.5", seed="2")
    assert at.radio(key="basis").value == "polynomial"
    assert at.slider(key="degree").value == 3
    assert at.slider(key="points").value == 10
    assert at.select_slider(key="alpha").value == 0.5
    assert at.number_input(key="seed").value == 2
    x, t = simulate_sinusoid(10, np.random.default_rng(2))
    mean, _ = _batch_posterior(polynomial_basis(x, 3), t, 0.5, SINUSOID_BETA)
    curve = chart_dataset(charts(at)[0], "mean")
    np.testing.assert_allclose(curve["y"], polynomial_basis(np.array(curve["x"]), 3) @ mean, rtol=1e-7, atol=1e-9)


# --------------------------------------------------------------------------- MAP = ridge
def test_map_is_ridge_with_lambda_alpha_over_beta():
    at = _open(part="ridge", points="10", seed="5", alpha="0.1")
    overlay, path = charts(at)
    x, t = simulate_sinusoid(10, np.random.default_rng(5))
    Phi = gaussian_basis(x, np.linspace(0, 1, 9), 1 / 9)
    lam = 0.1 / SINUSOID_BETA
    oracle = Ridge(alpha=lam, fit_intercept=False, solver="svd").fit(Phi, t)  # seed 002: ridge = MAP
    curves = chart_dataset(overlay, "curves")
    ridge = np.array([y for y, kind in zip(curves["y"], curves["kind"]) if kind == "ridge"])
    grid = np.array([x for x, kind in zip(curves["x"], curves["kind"]) if kind == "ridge"])
    np.testing.assert_allclose(ridge, gaussian_basis(grid, np.linspace(0, 1, 9), 1 / 9) @ oracle.coef_,
                               atol=1e-6)
    mean = np.array([y for y, kind in zip(curves["y"], curves["kind"]) if kind == "mean"])
    np.testing.assert_allclose(mean, ridge, atol=1e-9)
    dots = chart_dataset(path, "dots")
    np.testing.assert_allclose(dots["w"], oracle.coef_, atol=1e-6)
    assert dots["log_lambda"][0] == pytest.approx(np.log10(lam))
    difference = re.search(re.escape(EN.RIDGE_MATCH.split("{{diff}}")[0].split("{{lam}}")[1]) + r"(\S+(?: × 10\S+)?)",
                           _markdown(at))
    assert parse_number(difference.group(1)) < 1e-9


def test_ridge_without_points():
    at = _open(part="ridge", points="0")
    assert EN.RIDGE_NO_DATA in _markdown(at)


# --------------------------------------------------------------------------- PRML Fig. 3.14
def _evidence_oracle(seed: int) -> np.ndarray:
    x, t = simulate_sinusoid(10, np.random.default_rng(seed), spacing="even")
    out = []
    for degree in range(10):
        Phi = polynomial_basis(x, degree)
        cov = np.eye(10) / SINUSOID_BETA + Phi @ Phi.T / SINUSOID_ALPHA  # marginal of t, PRML eq. 3.86
        out.append(scipy.stats.multivariate_normal(np.zeros(10), cov).logpdf(t))
    return np.array(out)


def test_evidence_against_degree_and_what_the_data_show():
    at = _open(part="evidence")  # seed 0: the book's answer, degree 3
    (chart,) = charts(at)
    curves = chart_dataset(chart, "curves")
    evidence = np.array([v for v, s in zip(curves["value"], curves["series"]) if s == EN.EVIDENCE_CHART["evidence"]])
    oracle = _evidence_oracle(0)
    np.testing.assert_allclose(evidence, oracle, rtol=1e-8)
    assert int(np.argmax(oracle)) == 3
    assert EN.EVIDENCE_BEST["book"].fill(best=3, seed=0) in _markdown(at)
    assert EN.EVIDENCE_HONEST in _markdown(at)
    fit = [v for v, s in zip(curves["value"], curves["series"]) if s == EN.EVIDENCE_CHART["fit"]]
    assert np.all(np.diff(fit) >= -1e-8)  # the best fit only improves with the degree


def test_evidence_sentence_is_true_when_another_degree_wins():
    # A seed on which degree 3 does not win: the page must not claim the book's answer.
    seed = next(s for s in range(1, 50) if int(np.argmax(_evidence_oracle(s))) != 3)
    best = int(np.argmax(_evidence_oracle(seed)))
    at = _open(part="evidence", seed=str(seed))
    assert EN.EVIDENCE_BEST["other"].fill(best=best, seed=seed) in _markdown(at)
    assert EN.EVIDENCE_BEST["book"].fill(best=best, seed=seed) not in _markdown(at)
    assert chart_dataset(charts(at)[0], "best")["degree"] == [best]


# --------------------------------------------------------------------------- languages
ENGLISH_SENTINELS = ("the posterior", "points", "weights", "evidence", "Next point", " the ")


@pytest.mark.parametrize("lang", ["pt-BR", "pt-PT"])
@pytest.mark.parametrize("part", ["sequential", "basis", "ridge", "evidence"])
def test_portuguese_render(lang, part):
    at = _open(lang=lang, part=part, n="3", points="10")
    shown = _markdown(at) + " ".join(c.value for c in at.caption) + " ".join(b.label for b in at.button)
    for sentinel in ENGLISH_SENTINELS:
        assert sentinel not in shown, (sentinel, part)
    assert at.radio(key="part").options == list(words("bayesian_regression", lang).PARTS.values())
    for chart in charts(at):
        assert '"decimal": ","' in chart.proto.spec
    if part == "sequential":
        numbers = _state_numbers(at, lang)
        assert numbers[0] == 3
        assert re.search(r"\d,\d", _markdown(at))  # decimal commas


# --------------------------------------------------------------------------- predict, then reveal
FRAME = words("frame", "en")


def _widest_third(points: int, seed: int) -> str:
    """Oracle: the third of [0, 1] where the Bayesian band (PRML eq. 3.59) is widest."""
    x, t = simulate_sinusoid(points, np.random.default_rng(seed))
    centres = np.linspace(0, 1, 9)
    _, S = _batch_posterior(gaussian_basis(x, centres, 1 / 9), t, 2.0, SINUSOID_BETA)
    grid = np.linspace(0, 1, 161)
    G = gaussian_basis(grid, centres, 1 / 9)
    widest = grid[np.argmax(np.einsum("ij,jk,ik->i", G, S, G))]
    return ("left", "middle", "right")[int(widest >= 1 / 3) + int(widest >= 2 / 3)]


def test_the_band_prompt_hides_the_band_until_the_reveal():
    at = _open(part="basis", points="6", predict="true")
    bayes, plug_in = charts(at)
    assert "band" not in {d.name for d in bayes.proto.datasets}  # the answer: where the band is widest
    assert "noise" in {d.name for d in bayes.proto.datasets} and "band" in {d.name for d in plug_in.proto.datasets}
    assert EN.BAND_SPLIT.split("{{")[0] not in _markdown(at) and EN.GUESS_BAND in _markdown(at)
    answer = _widest_third(6, 0)
    wrong = next(k for k in EN.BAND_REGIONS if k != answer)
    at.button_group(key="guess_band").set_value(wrong).run()
    at.button(key="reveal_band").click().run()
    assert "band" in {d.name for d in charts(at)[0].proto.datasets}
    assert EN.BAND_SPLIT.split("{{")[0] in _markdown(at)
    assert [i.value for i in at.info] == [FRAME.GUESS_WRONG.fill(answer=EN.BAND_REGIONS[answer])]
    at.slider(key="points").set_value(20).run()  # a new setting: asked again
    assert "band" not in {d.name for d in charts(at)[0].proto.datasets}
    at.button_group(key="guess_band").set_value(_widest_third(20, 0)).run()
    at.button(key="reveal_band").click().run()
    assert [i.value for i in at.info] == [FRAME.GUESS_RIGHT.fill(answer=EN.BAND_REGIONS[_widest_third(20, 0)])]


def test_the_degree_prompt_shows_the_fit_and_hides_the_evidence():
    at = _open(part="evidence", predict="true")
    (chart,) = charts(at)
    assert set(chart_dataset(chart, "curves")["series"]) == {EN.EVIDENCE_CHART["fit"]}
    assert EN.EVIDENCE_BEST["book"].fill(best=3, seed=0) not in _markdown(at)
    assert at.button_group(key="guess_degree").options == list(EN.DEGREE_OPTIONS.values())
    at.button_group(key="guess_degree").set_value("3").run()
    at.button(key="reveal_degree").click().run()
    # PRML Fig. 3.14 / the oracle above: degree 3 on seed 0.
    assert [i.value for i in at.info] == [FRAME.GUESS_RIGHT.fill(answer=EN.DEGREE_ANSWER.fill(degree=3))]
    assert EN.EVIDENCE_BEST["book"].fill(best=3, seed=0) in _markdown(at)
    assert chart_dataset(charts(at)[0], "best")["degree"] == [3]


def test_a_winner_among_the_high_degrees_is_answered_by_its_range():
    # A seed whose evidence prefers a degree of 6 or more (the oracle of PRML eq. 3.86):
    # the answer "6–9" is right, and the feedback names the degree itself.
    seed = next(s for s in range(400) if int(np.argmax(_evidence_oracle(s))) >= 6)
    best = int(np.argmax(_evidence_oracle(seed)))
    at = _open(part="evidence", predict="true", seed=str(seed))
    at.button_group(key="guess_degree").set_value("6-9").run()
    at.button(key="reveal_degree").click().run()
    assert [i.value for i in at.info] == [FRAME.GUESS_RIGHT.fill(answer=EN.DEGREE_ANSWER.fill(degree=best))]


def test_point_by_point_asks_nothing():
    at = _open(predict="true", n="3")
    assert not [w for w in at.get("button_group") if str(w.key).startswith("guess_")]
    assert len(charts(at)) == 3 and _state_numbers(at)[0] == 3


@pytest.mark.parametrize("lang", ["pt-BR", "pt-PT"])
def test_prompts_in_portuguese(lang):
    text = words("bayesian_regression", lang)
    at = _open(lang=lang, part="basis", predict="true")
    assert text.GUESS_BAND in _markdown(at)
    assert at.button_group(key="guess_band").options == list(text.BAND_REGIONS.values())
    at = _open(lang=lang, part="evidence", predict="true")
    assert text.GUESS_DEGREE in _markdown(at)


# --------------------------------------------------------------------------- show the code
@pytest.mark.parametrize("state", [
    {"n": "0"},
    {"n": "7", "seed": "2"},
    {"part": "basis"},
    {"part": "basis", "basis": "polynomial", "degree": "3", "points": "10", "alpha": "0.005", "seed": "1"},
    {"part": "ridge", "points": "12"},
    {"part": "evidence", "seed": "5"},
])
def test_the_snippet_prints_numbers_the_page_shows(state):
    from tests.test_pages_regression_mle import snippet_check

    at = _open(**state)
    code, values, missing = snippet_check(at)
    assert values and not missing, (code, missing)
