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
        (1e-9, "1 × 10⁻⁹"),
        (-0.5, "\u22120.5"),
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


# --------------------------------------------------------------------------------------
# Number-game charts: one compiled spec whatever the number of rows
# --------------------------------------------------------------------------------------


def _hypothesis_rows(n_rows: int, likelihood_span: float = 10.0) -> dict:
    """Arguments of ``hypothesis_chart`` for ``n_rows`` made-up hypotheses."""
    likelihood = np.geomspace(1.0, 1.0 / likelihood_span, n_rows) if n_rows > 1 else np.ones(1)
    return {
        "names": [f"h{i}" for i in range(n_rows)],
        "sizes": np.arange(1, n_rows + 1),
        "prior": np.full(n_rows, 1.0 / n_rows),
        "likelihood": likelihood,
        "posterior": likelihood / likelihood.sum(),
    }


def test_hypothesis_chart_compiles_one_spec_for_any_number_of_rows():
    from ui.charts.number_game import hypothesis_chart

    few, many = hypothesis_chart(**_hypothesis_rows(5)), hypothesis_chart(**_hypothesis_rows(20))
    assert few["hconcat"] is many["hconcat"]  # the cached template, not a second compilation
    # Linear or log likelihood axis are the only two shapes, over every page's row counts.
    shapes = {
        id(hypothesis_chart(**_hypothesis_rows(n, span))["hconcat"]) for n in range(1, 41) for span in (10.0, 1e6)
    }
    assert len(shapes) == 2


@pytest.mark.parametrize("n_rows", [1, 5, 20, 32])
def test_hypothesis_chart_height_follows_its_rows(n_rows):
    from ui.charts.number_game import ROW_HEIGHT, PANEL_WIDTH, hypothesis_chart

    spec = hypothesis_chart(**_hypothesis_rows(n_rows))
    table = spec["datasets"]["hypotheses"]
    assert table.num_rows == n_rows  # one row per hypothesis
    assert table.column("hypothesis").to_pylist() == [f"h{i}" for i in range(n_rows)]
    for panel in spec["hconcat"]:
        # The browser gives each hypothesis ROW_HEIGHT px: no height fixed at compile time.
        assert panel["height"] == {"step": ROW_HEIGHT}
        assert panel["width"] == PANEL_WIDTH
    assert "height" not in spec and "width" not in spec


def test_extensions_chart_compiles_one_spec_for_any_number_of_rows():
    from ui.charts.number_game import ROW_HEIGHT, extensions_chart

    members = np.zeros((8, 100), dtype=bool)
    members[np.arange(8), np.arange(8) * 10] = True  # hypothesis i contains 10 i + 1
    posterior = np.full(8, 1 / 8)
    names = [f"h{i}" for i in range(8)]
    few = extensions_chart(names[:3], members[:3], posterior[:3], [1, 11])
    many = extensions_chart(names, members, posterior, [1, 11])
    assert few["encoding"] is many["encoding"]  # the cached template, not a second compilation
    assert few["height"] == many["height"] == {"step": ROW_HEIGHT}
    # One row of examples (2 distinct numbers), then one dot per member of each hypothesis.
    table = many["datasets"]["members"]
    assert table.num_rows == 2 + 8
    assert len(set(table.column("row").to_pylist())) == 1 + 8
    assert few["datasets"]["members"].num_rows == 2 + 3
