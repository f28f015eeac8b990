"""Tests for the numeric data of bayeslab.datasets: the bundled tables (iris, Challenger,
hours studied, horse kicks), each checked against values published independently of the
file, and the reader of (x, y) points a student types or uploads (read_xy)."""

from __future__ import annotations

import numpy as np
import pytest

from bayeslab.datasets import (
    TableError,
    IRIS_FEATURES,
    IRIS_SPECIES,
    NumericDataset,
    load_challenger,
    load_horse_kicks,
    load_hours_studied,
    load_iris,
    read_xy,
)


# --------------------------------------------------------------------------- iris


def test_iris_shape_and_classes():
    data = load_iris()
    assert isinstance(data, NumericDataset)
    assert data.X.shape == (150, 4)
    assert data.feature_names == IRIS_FEATURES
    assert {str(s): int(np.sum(data.y == s)) for s in IRIS_SPECIES} == {
        "setosa": 50, "versicolor": 50, "virginica": 50}


def test_iris_species_means_match_fishers_table():
    # R: aggregate(. ~ Species, datasets::iris, mean) -- Fisher's (1936) table. The UCI copy
    # would give a setosa sepal-width mean of 3.418 and petal-width mean of 0.244.
    expected = {
        "setosa": [5.006, 3.428, 1.462, 0.246],
        "versicolor": [5.936, 2.770, 4.260, 1.326],
        "virginica": [6.588, 2.974, 5.552, 2.026],
    }
    data = load_iris()
    for species, means in expected.items():
        np.testing.assert_allclose(data.X[data.y == species].mean(axis=0), means, atol=5e-13)


def test_iris_rows_that_uci_gets_wrong():
    # Bezdek et al. (1999), "Will the real iris data please stand up?": Fisher's rows 35 and 38.
    setosa = load_iris(("setosa",)).X
    np.testing.assert_array_equal(setosa[34], [4.9, 3.1, 1.5, 0.2])
    np.testing.assert_array_equal(setosa[37], [4.9, 3.6, 1.4, 0.1])


def test_iris_subset_keeps_order_of_requested_features():
    data = load_iris(("virginica", "versicolor"), ("petal_width_cm", "petal_length_cm"))
    full = load_iris(("versicolor", "virginica"))
    assert data.X.shape == (100, 2)
    assert data.feature_names == ("petal_width_cm", "petal_length_cm")
    np.testing.assert_array_equal(data.X, full.X[:, [3, 2]])
    assert set(data.y.tolist()) == {"versicolor", "virginica"}


def test_iris_arrays_are_read_only():
    data = load_iris()
    with pytest.raises(ValueError):
        data.X[0, 0] = 0.0


@pytest.mark.parametrize("kwargs, match", [
    ({"species": ("setosa", "rose")}, r"`species` must contain only .*got 'rose'"),
    ({"species": ()}, r"`species` must name at least one"),
    ({"species": ("setosa", "setosa")}, r"`species` must not repeat"),
    ({"features": ("petal_area",)}, r"`features` must contain only .*got 'petal_area'"),
    ({"features": []}, r"`features` must name at least one"),
])
def test_iris_rejects_bad_names(kwargs, match):
    with pytest.raises(ValueError, match=match):
        load_iris(**kwargs)


# --------------------------------------------------------------------------- Challenger


def test_challenger_matches_dalal_table_1():
    # Dalal, Fowlkes & Hoadley (1989), Table 1: 23 flights, 7 with thermal distress; the
    # coldest launch (51-C, 53 F) and the warmest (51-F, 81 F).
    data = load_challenger()
    assert data.X.shape == (23, 1)
    assert int(data.y.sum()) == 7
    assert set(np.unique(data.y)) == {0.0, 1.0}
    flights = dict(zip(data.row_labels, zip(data.X[:, 0], data.y)))
    assert flights["51-C"] == (53.0, 1.0)
    assert flights["51-F"] == (81.0, 0.0)
    assert "STS-4" not in flights  # boosters lost at sea
    damaged = sorted(float(t) for t, d in zip(data.X[:, 0], data.y) if d == 1)
    assert damaged == [53.0, 57.0, 58.0, 63.0, 70.0, 70.0, 75.0]


# --------------------------------------------------------------------------- hours studied


def test_hours_studied_matches_the_wikipedia_table():
    data = load_hours_studied()
    hours = [0.50, 0.75, 1.00, 1.25, 1.50, 1.75, 1.75, 2.00, 2.25, 2.50,
             2.75, 3.00, 3.25, 3.50, 4.00, 4.25, 4.50, 4.75, 5.00, 5.50]
    passed = [0, 0, 0, 0, 0, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 1, 1, 1, 1, 1]
    np.testing.assert_array_equal(data.X[:, 0], hours)
    np.testing.assert_array_equal(data.y, passed)


# --------------------------------------------------------------------------- horse kicks


def test_horse_kicks_frequencies_match_bortkiewicz():
    data = load_horse_kicks()
    deaths = data.y.astype(int)
    assert data.X.shape == (280, 1)
    assert deaths.sum() == 196
    # Corps-years with 0, 1, 2, 3, 4 deaths (all 14 corps), the classic Poisson table.
    assert np.bincount(deaths).tolist() == [144, 91, 32, 11, 2]
    # Fisher's (1925) 10 corps, without G, I, VI and XI.
    corps = np.array(data.row_labels)
    fisher = ~np.isin(corps, ["G", "I", "VI", "XI"])
    assert np.bincount(deaths[fisher]).tolist() == [109, 65, 22, 3, 1]


def test_horse_kicks_layout_and_corps_totals():
    data = load_horse_kicks()
    years = data.X[:, 0]
    assert sorted(set(years.tolist())) == list(range(1875, 1895))
    corps = np.array(data.row_labels)
    expected = {"G": 16, "I": 16, "II": 12, "III": 12, "IV": 8, "V": 11, "VI": 17,
                "VII": 12, "VIII": 7, "IX": 13, "X": 15, "XI": 25, "XIV": 24, "XV": 8}
    assert {c: int(data.y[corps == c].sum()) for c in expected} == expected
    for year in range(1875, 1895):
        assert np.sum(years == year) == 14


# --------------------------------------------------------------------------- typed or uploaded (x, y) points
def test_read_xy_formats():
    x, y = read_xy("x,y\n1,0\n2.5,1\n")
    np.testing.assert_array_equal(x, [1.0, 2.5])
    np.testing.assert_array_equal(y, [0.0, 1.0])
    for text in ("1 0\n2.5 1", "1, 0\n2.5, 1", "1;0\n2,5;1", "1\t0\n2,5\t1", "1,0 0\n2,5 1",
                 "# hours, passed\n\n 1 , 0 \n2.5 ,1\n", "\u22121 0\n2.5 1"):
        x, y = read_xy(text)
        np.testing.assert_array_equal(np.abs(x), [1.0, 2.5], err_msg=repr(text))
        np.testing.assert_array_equal(y, [0.0, 1.0], err_msg=repr(text))
    assert read_xy("\u22121 0")[0][0] == -1.0  # the typographic minus sign


@pytest.mark.parametrize(("text", "problem", "line", "value"), [
    ("", "empty", None, None),
    ("# only a comment\n\n", "empty", None, None),
    ("x, y\n", "empty", None, None),
    ("1, 2, 3", "columns", 1, "1, 2, 3"),
    ("1, 0\n5", "columns", 2, "5"),
    ("1, 0\n2, yes", "number", 2, "yes"),
    ("1, 0\nx, y", "number", 2, "x"),  # a header only on the first line
    ("1, nan", "number", 1, "nan"),
    ("1e999, 0", "number", 1, "1e999"),
    ("1,5,0", "columns", 1, "1,5,0"),
])
def test_read_xy_problems(text, problem, line, value):
    with pytest.raises(TableError) as err:
        read_xy(text)
    assert err.value.problem == problem
    assert err.value.line == line
    assert err.value.value == value
    assert isinstance(err.value, ValueError)


def test_read_xy_limits_and_types():
    x, _ = read_xy("\n".join(f"{i} 0" for i in range(5)), max_rows=5)
    assert x.size == 5
    with pytest.raises(TableError) as err:
        read_xy("\n".join(f"{i} 0" for i in range(6)), max_rows=5)
    assert (err.value.problem, err.value.line, err.value.value) == ("too_many", 6, 5)
    with pytest.raises(ValueError, match=r"`text` must be a string; got bytes"):
        read_xy(b"1 0")
    with pytest.raises(ValueError, match=r"`max_rows` must be an integer >= 1; got 0"):
        read_xy("1 0", max_rows=0)
