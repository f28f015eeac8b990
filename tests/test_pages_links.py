"""Any link opens a page: nonsense in every URL parameter never breaks one.

Links get shared, edited by hand and mangled by chat apps, so each page is opened with
every one of its URL parameters set to the same hostile value (negative, overflowing,
not a number, text, empty, very long, markup, emoji), on its default view and on each
of its panels. Streamlit ignores values a widget cannot take; what it passes on (text
fields, for instance) the page must handle with a message, not an exception.
"""

from __future__ import annotations

import pytest

from tests.apptest import open_page
from ui import pages

#: Every URL parameter a page (or one of its panels) binds: the registry's declaration.
PAGE_PARAMETERS = {page.script: tuple(p.name for p in page.params) for page in pages.PAGES}

HOSTILE = ("-3", "1e309", "nan", "-inf", "banana", "", "9" * 500, "<img src=x onerror=alert(1)>",
           "ä∑😀", "0")

#: (page, parameter, value) that open each option of every choice, to combine with hostile values elsewhere.
PANELS = [(page.script, p.name, option) for page in pages.PAGES for p in page.params if p.kind == "choice"
          for option in p.options]


@pytest.fixture(autouse=True)
def _offline(monkeypatch):
    # The Naive Bayes page must not try to download the SMS corpus from a test.
    monkeypatch.setenv("BAYESLAB_OFFLINE", "1")


@pytest.mark.parametrize("value", HOSTILE, ids=lambda v: repr(v[:12]))
@pytest.mark.parametrize("script", list(PAGE_PARAMETERS))
def test_every_parameter_hostile_on_the_default_view(script, value):
    at = open_page(script, {name: value for name in PAGE_PARAMETERS[script]})  # fails on an exception
    assert len(at.main.children) > 1  # the page drew itself, not only an error


@pytest.mark.parametrize("value", ["banana", "-3", "9" * 500])
@pytest.mark.parametrize(("script", "name", "label"), PANELS, ids=lambda x: str(x)[:24])
def test_every_panel_with_hostile_parameters(script, name, label, value):
    query = {other: value for other in PAGE_PARAMETERS[script]}
    query[name] = label
    at = open_page(script, query)  # fails on an exception
    assert len(at.main.children) > 1


def test_an_empty_choice_starts_at_its_default_and_leaves_the_address():
    at = open_page("views/number_game.py", {"sampling": "", "space": "", "examples": "16,8"})
    assert at.button_group(key="sampling").value == "strong"  # highlighted, not None
    assert at.button_group(key="space").value == "mlapp"
    assert "sampling" not in at.query_params and "space" not in at.query_params
    assert at.query_params["examples"] == "16,8"  # the usable parameters stay


def _notice_names(at) -> list[str]:
    """The names the link notice gives, if the page shows one."""
    from ui.text import words

    notice = words("common", "en").LINK_NOT_UNDERSTOOD.fill(names="").split("`")[0][:30]
    return [c.value.split("`")[1] for c in at.caption if notice in c.value]


@pytest.mark.parametrize("value", ["banana", "nan", "1e309"])
def test_a_number_that_is_no_finite_number_is_named_and_leaves_the_address(value):
    # Before, only infinite numbers were dropped and named: `a=banana` or `a=nan` was ignored by
    # Streamlit's own binding without a word, and the student never learnt that the link's prior
    # was not the one on screen.
    at = open_page("views/coin.py", {"a": value, "heads": "3"})
    assert "a" not in at.query_params and at.query_params["heads"] == "3"
    assert _notice_names(at) == ["a"]
    assert at.number_input(key="a").value == 2.0  # the default prior


def test_numbers_out_of_a_widgets_range_are_named():
    # Streamlit drops a bound widget's URL value outside its range without a word: before, the
    # page opened with heads = 0 and a = 2 and said nothing about the link's -5 and 5000.
    at = open_page("views/coin.py", {"heads": "-5", "a": "5000", "tails": "3"})
    assert _notice_names(at) == ["a, heads"]
    assert at.number_input(key="heads").value == 0 and at.number_input(key="a").value == 2.0
    assert at.number_input(key="tails").value == 3  # the usable number stays
    at.number_input(key="tails").set_value(4).run()
    assert not _notice_names(at)  # said once


def test_a_number_the_page_does_not_draw_is_not_judged():
    # ``m`` belongs to the predictive view; on the default view its widget is not drawn.
    assert not _notice_names(open_page("views/coin.py", {"m": "-5", "heads": "2"}))


def _link_value(value) -> str:
    return f"{value:g}" if isinstance(value, float) else str(value)


@pytest.mark.parametrize("page", [p for p in pages.PAGES if p.change], ids=lambda p: p.name)
def test_a_link_with_usable_numbers_opens_without_a_notice(page):
    """The registry's typical values in a link (what a student shares) give no notice and are taken."""
    for value in page.change.values[:2]:
        at = open_page(page.script, {page.change.key: _link_value(value)})
        assert not _notice_names(at), (page.change.key, value, _notice_names(at))
        taken = at.session_state[page.change.key]
        assert taken == value or _link_value(taken) == _link_value(value), (taken, value)
