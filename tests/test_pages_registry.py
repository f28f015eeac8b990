"""The page registry (``ui/pages.py``) is complete and true.

Every page script has an entry; every entry's script, text and modules exist; every
URL parameter an entry declares is the key of a widget its page draws (in the state
its ``reveal`` names); every choice's options are the keys of the labels its text
module gives it; a link with a value from before keys opens the same state and the
address is rewritten to the key.
"""

from __future__ import annotations

import importlib
from pathlib import Path

import pytest

from tests.apptest import open_page
from tests.conftest import REPO_ROOT
from ui import pages
from ui.text import words


def _widget_keys(at) -> set[str]:
    """User keys of every widget in the page's element tree."""
    keys: set[str] = set()

    def walk(node) -> None:
        key = getattr(node, "key", None)
        if isinstance(key, str):
            keys.add(key)
        for child in getattr(node, "children", {}).values():
            walk(child)

    walk(at._tree)
    return keys


@pytest.fixture(autouse=True)
def _offline(monkeypatch):
    monkeypatch.setenv("BAYESLAB_OFFLINE", "1")


def test_every_page_script_has_one_entry_and_every_entry_a_script():
    scripts = {f"views/{path.name}" for path in (REPO_ROOT / "views").glob("*.py") if path.name != "__init__.py"}
    declared = [page.script for page in (pages.HOME, *pages.PAGES)]
    assert sorted(declared) == sorted(set(declared)), "a script is declared twice"
    assert scripts == set(declared), f"undeclared: {scripts - set(declared)}; missing: {set(declared) - scripts}"


def test_entries_are_unique_and_their_parts_exist():
    for field in ("name", "url_path"):
        values = [getattr(page, field) for page in (pages.HOME, *pages.PAGES)]
        assert len(values) == len(set(values)), field
    for page in pages.PAGES:
        assert page.section in pages.SECTIONS
        text = words(page.name, "en")
        assert text.NAV_TITLE and text.CARD_TITLE and text.CARD_LESSON
        for module in page.modules:
            importlib.import_module(module)
        assert page.change is not None and page.change.key in {p.name for p in page.params}, page.name
        names = [p.name for p in page.params]
        assert len(names) == len(set(names)), page.name
    assert set(words("frame", "en").SECTIONS) == set(pages.SECTIONS)


@pytest.mark.parametrize(
    ("page", "param"),
    [(page, param) for page in pages.PAGES for param in page.params],
    ids=lambda x: getattr(x, "name", ""),
)
def test_each_url_parameter_is_a_widget_key_on_its_page(page, param):
    at = open_page(page.script, dict(param.reveal))
    assert param.name in _widget_keys(at)


def _choice_labels(page: pages.Page, param: pages.Param):
    """The labels a page's text gives a choice: the dict whose keys are the choice's options."""
    text = words(page.name, "en")
    found = [value for value in vars(text).values()
             if hasattr(value, "keys") and set(value.keys()) == set(param.options)]
    return found


@pytest.mark.parametrize(
    ("page", "param"),
    [(page, param) for page in pages.PAGES for param in page.params if param.kind == "choice"],
    ids=lambda x: getattr(x, "name", ""),
)
def test_each_choice_has_labels_for_exactly_its_options(page, param):
    assert _choice_labels(page, param), f"{page.name}: no labels for {param.name} {param.options}"


@pytest.mark.parametrize(
    ("page", "param", "old", "key"),
    [(page, param, old, key) for page in pages.PAGES for param in page.params for old, key in param.legacy.items()],
    ids=lambda x: x if isinstance(x, str) else getattr(x, "name", ""),
)
def test_every_old_link_value_opens_the_same_state_and_is_rewritten(page, param, old, key):
    query = dict(param.reveal)
    query[param.name] = old
    at = open_page(page.script, query)
    # The address holds the key, or nothing when the key is the page's default.
    assert at.query_params.get(param.name, key) == key
    widget = next(w for kind in ("button_group", "radio", "selectbox") for w in at.get(kind)
                  if getattr(w, "key", None) == param.name)
    assert widget.value == key


def test_a_key_in_another_case_is_read_and_an_unknown_one_is_dropped_with_a_notice():
    at = open_page("views/coin.py", {"region": "EQUAL", "view": "nonsense", "a": "3"})
    assert at.query_params["region"] == "equal"
    assert "view" not in at.query_params
    assert at.radio(key="region").value == "equal"
    notice = " ".join(c.value for c in at.caption)
    assert "`view`" in notice and "region" not in notice
    # The notice is said once: the next run does not repeat it.
    at.run()
    assert "`view`" not in " ".join(c.value for c in at.caption)


def test_views_do_not_list_pages_themselves():
    # Navigation, home cards and warm-up read the registry: no page path is hard-coded elsewhere.
    for path in [REPO_ROOT / "app.py", REPO_ROOT / "views" / "home.py", REPO_ROOT / "ui" / "cached" / "__init__.py"]:
        source = Path(path).read_text()
        for page in pages.PAGES:
            assert page.script not in source, (path, page.script)
