"""Helpers shared by the page tests (Streamlit AppTest, no browser)."""

from __future__ import annotations

import pyarrow as pa
from streamlit.testing.v1 import AppTest

from tests.conftest import REPO_ROOT

APP = str(REPO_ROOT / "app.py")


def open_page(page: str, query: dict[str, str] | None = None) -> AppTest:
    """Run the app through its router and switch to ``page`` (e.g. ``"views/coin.py"``).

    ``query`` is set as URL query parameters before the first run, as a shared link would.
    Fails the test if the page shows an exception.
    """
    at = AppTest.from_file(APP, default_timeout=30)
    for key, value in (query or {}).items():
        at.query_params[key] = value
    at.run()
    at.switch_page(page).run()
    assert not at.exception, [e.value for e in at.exception]
    return at


def charts(at: AppTest) -> list:
    """Every Vega-Lite chart element on the page, in order."""
    return list(at.get("arrow_vega_lite_chart")) + list(at.get("vega_lite_chart"))


def chart_dataset(chart, name: str) -> dict[str, list]:
    """The named Arrow dataset of one chart element, as a dict of Python lists."""
    for dataset in chart.proto.datasets:
        if dataset.name == name:
            return pa.ipc.open_stream(dataset.data.data).read_all().to_pydict()
    raise KeyError(name)
