"""Show the code: every page's snippet runs on its own and prints the numbers the page shows.

For each page and a few settings (the registry's ``change`` values), the page is opened,
its "Show the code" button pressed, the snippet taken from the dialog and run in a fresh
Python process that has ``bayeslab`` and not ``streamlit`` in ``sys.modules`` at the end.
Every number the snippet prints (lines ``label: value``) must be a number the page shows,
to the digits the page shows it.
"""

from __future__ import annotations

import math
import os
import re
import subprocess
import sys

import pytest

from tests.apptest import open_page, parse_number
from tests.conftest import REPO_ROOT
from ui import pages

# A number as the page writes it in English: grouped thousands (2,097,151), decimals, × 10ⁿ.
_NUMBER = re.compile(r"(?<![\w.])[−-]?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?(?:\s*×\s*10[⁻⁰¹²³⁴⁵⁶⁷⁸⁹]+)?")
_PRINTED = re.compile(r"^[^:=]+[:=]\s*(.+)$")


def _states(page: pages.Page) -> list[dict[str, str]]:
    states: list[dict[str, str]] = [{}]
    if page.change:
        states += [{page.change.key: str(value)} for value in page.change.values[:2]]
    return states


def _shown_numbers(at) -> list[str]:
    texts = [str(m.value) for m in at.get("metric")]
    for kind in ("markdown", "caption", "info", "success", "warning", "latex"):
        texts += [str(e.value) for e in at.get(kind)]
    found: list[str] = []
    for text in texts:
        text = text.replace("{,}", ".").replace("\\times", "×")
        found += [m.group(0) for m in _NUMBER.finditer(text)]
    return found


def _matches(value: float, shown: str) -> bool:
    try:
        target = parse_number(shown.replace(",", ""), "en")
    except ValueError:
        return False
    if target == 0:
        return abs(value) < 1e-12
    mantissa = re.split(r"×", shown)[0]
    digits = len(re.sub(r"[^\d]", "", mantissa).lstrip("0")) or 1
    # Shown with `digits` significant digits: the printed value must round to it.
    return math.isclose(value, target, rel_tol=0.51 * 10 ** (1 - digits)) or math.isclose(value, target, rel_tol=1e-9)


def _run(code: str) -> str:
    check = "\nimport sys as _s\nassert 'streamlit' not in _s.modules, 'the snippet needs streamlit'\n"
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    env["PYTHONPATH"] = str(REPO_ROOT)
    out = subprocess.run([sys.executable, "-c", code + check], capture_output=True, text=True, timeout=120,
                         cwd="/", env=env)
    assert out.returncode == 0, out.stderr[-2000:]
    return out.stdout


def snippet_output(at) -> tuple[str, list[float]]:
    """Open the page's "Show the code", run its snippet; its output and the numbers it prints.

    The numbers are read from the ``label: value`` lines only (shared by the page tests).
    """
    at.button(key="code").click().run()
    assert not at.exception
    codes = [c.value for c in at.get("code")]
    assert len(codes) == 1, "the dialog shows one snippet"
    out = _run(codes[0])
    values = [float(number) for match in filter(None, map(_PRINTED.match, out.splitlines()))
              for number in re.findall(r"[-+]?\d+\.?\d*(?:e[-+]?\d+)?", match.group(1))]
    return out, values


@pytest.fixture(autouse=True)
def _offline(monkeypatch):
    monkeypatch.setenv("BAYESLAB_OFFLINE", "1")


@pytest.mark.parametrize("page", pages.PAGES, ids=lambda p: p.name)
def test_the_snippet_reproduces_the_numbers_on_the_page(page):
    for state in _states(page):
        at = open_page(page.script, state)
        shown = _shown_numbers(at)
        _, values = snippet_output(at)
        assert values, f"{page.name} {state}: the snippet prints no numbers"
        missing = [v for v in values if not any(_matches(v, s) for s in shown)]
        assert not missing, f"{page.name} {state}: printed {missing} not on the page"
