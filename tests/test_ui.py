"""Shared presentation helpers: number formatting and the compiled-spec mechanism."""

import math

import altair as alt
import numpy as np
import pyarrow as pa
import pytest

from ui.charts import ROLE_COLOURS, compile_chart, named_data, role_scale, with_data
from ui.widgets import fmt


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        (2 / 3, "0.6667"),
        (0.75, "0.75"),
        (1.0, "1"),
        (0.0, "0"),
        (1e-9, "1 × 10^-9"),
        (-0.5, "-0.5"),
        (math.inf, "∞"),
    ],
)
def test_fmt_significant_digits(value, expected):
    assert fmt(value) == expected


def test_fmt_never_prints_nan():
    assert fmt(float("nan")) == "undefined"
    assert fmt(None, undefined="no data yet") == "no data yet"
    assert fmt(np.float64("nan"), undefined="no unique mode") == "no unique mode"


def test_fmt_digits():
    assert fmt(57 / 104, digits=3) == "0.548"


def _line_chart():
    return (
        alt.Chart(named_data("curves"))
        .mark_line()
        .encode(
            x=alt.X("theta", type="quantitative", title="θ"),
            y=alt.Y("density", type="quantitative", title="p(θ)"),
            color=alt.Color("curve", type="nominal", scale=role_scale(["prior", "posterior"])),
        )
    )


def test_compiled_spec_takes_data_per_call_without_changing_the_template():
    spec = compile_chart(_line_chart())
    assert "datasets" not in spec
    assert spec["data"] == {"name": "curves"}
    assert spec["width"] == "container"
    theta = np.linspace(0, 1, 5)
    filled = with_data(spec, curves={"theta": theta, "density": theta, "curve": np.array(["prior"] * 5)})
    assert "datasets" not in spec  # the cached template is untouched
    table = filled["datasets"]["curves"]
    assert isinstance(table, pa.Table)
    assert table.num_rows == 5
    assert table.column("theta").to_pylist() == theta.tolist()


def test_role_colours_are_fixed_and_distinct_for_the_three_curves():
    scale = role_scale(["prior", "likelihood", "posterior"]).to_dict()
    assert scale["range"] == [ROLE_COLOURS["prior"], ROLE_COLOURS["likelihood"], ROLE_COLOURS["posterior"]]
    assert len(set(scale["range"])) == 3
