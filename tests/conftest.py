"""Fixtures shared by every test module."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

REPO_ROOT = Path(__file__).resolve().parents[1]

# Pages import `bayeslab` and `ui` from the repository root, as `streamlit run app.py` does.
if str(REPO_ROOT) not in sys.path:
    sys.path.insert(0, str(REPO_ROOT))

# The shared SMS corpus sits beside the checkout (../shared/data), in CI as on a laptop.
SMS_CORPUS = REPO_ROOT.parent / "shared" / "data" / "sms_spam_collection.tsv"


@pytest.fixture(scope="session")
def repo_root() -> Path:
    """The repository root (where app.py lives)."""
    return REPO_ROOT


@pytest.fixture(scope="session")
def sms_corpus_path() -> Path:
    """Path of the real SMS Spam Collection (label<TAB>text, 5,574 lines).

    In CI the corpus must be there: a missing file fails the run instead of skipping
    the tests that need it. On a laptop without ``../shared`` those tests skip.
    """
    if not SMS_CORPUS.is_file():
        if os.environ.get("CI"):
            pytest.fail(f"the shared SMS corpus is missing in CI: {SMS_CORPUS}")
        pytest.skip(f"shared SMS corpus not found at {SMS_CORPUS}")
    return SMS_CORPUS
