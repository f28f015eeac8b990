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


_SUPERSCRIPTS = str.maketrans("⁻⁰¹²³⁴⁵⁶⁷⁸⁹", "-0123456789")


def parse_number(shown: str, lang: str = "en") -> float:
    """The value of a number as the page writes it (``ui.text.number``) in ``lang``.

    Reads the language's decimal mark and grouping, the minus sign, ``∞`` and
    ``1.2 × 10⁻⁵``; tests compare numbers, not English strings.
    """
    decimal, group = {"en": (".", ","), "pt-BR": (",", "."), "pt-PT": (",", "\u00a0")}[lang]
    text = shown.strip().replace("\u2212", "-").replace(group, "").replace(decimal, ".")
    if text.lstrip("+-") == "∞":
        return float(text.replace("∞", "inf"))
    mantissa, _, power = text.partition("× 10")
    value = float(mantissa.strip())
    return value * 10.0 ** int(power.translate(_SUPERSCRIPTS)) if power else value
