"""The core installs and runs on its own: a wheel from pyproject.toml, a fresh venv, no Streamlit.

A student copies a snippet from a page into a notebook; that only works if ``pip install``
of the project gives ``bayeslab`` with NumPy and SciPy and nothing else. Built and installed
for real (pip, venv); bounded to about a minute.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
import venv

import pytest

from tests.conftest import REPO_ROOT

SNIPPET = """
import importlib.util, json
import bayeslab
from bayeslab.beta_binomial import Beta
from bayeslab.datasets import load_bundled
posterior = Beta(2, 2).update(2, 0)  # seed 004: 2 heads, 0 tails, Beta(2, 2) prior
print(json.dumps({
    "version": bayeslab.__version__,
    "mean": posterior.mean,
    "mode": posterior.mode,
    "documents": load_bundled().n_documents,
    "streamlit": importlib.util.find_spec("streamlit") is not None,
    "pandas": importlib.util.find_spec("pandas") is not None,
    "altair": importlib.util.find_spec("altair") is not None,
}))
"""


@pytest.fixture(scope="module")
def wheel(tmp_path_factory):
    # Built from a copy of what the package needs: setuptools writes build/ into the source tree.
    source = tmp_path_factory.mktemp("source")
    for name in ("pyproject.toml", "README.md"):
        shutil.copy(REPO_ROOT / name, source / name)
    shutil.copytree(REPO_ROOT / "bayeslab", source / "bayeslab", ignore=shutil.ignore_patterns("__pycache__"))
    out = tmp_path_factory.mktemp("dist")
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(out), str(source)],
                   check=True, timeout=300)
    (path,) = out.glob("bayeslab-*.whl")
    return path


def test_the_wheel_holds_the_core_and_its_data_only(wheel):
    import zipfile

    names = zipfile.ZipFile(wheel).namelist()
    assert "bayeslab/beta_binomial.py" in names and "bayeslab/data/teaching_sms.tsv" in names
    assert not [n for n in names if n.startswith(("ui/", "views/", "tests/", "bench/", "app.py"))]
    metadata = zipfile.ZipFile(wheel).read(next(n for n in names if n.endswith("METADATA"))).decode()
    requirements = [line.split(":", 1)[1].strip() for line in metadata.splitlines() if line.startswith("Requires-Dist")]
    assert sorted(r.split(">")[0].split("<")[0].split("=")[0].strip() for r in requirements) == ["numpy", "scipy"]


def test_a_snippet_runs_in_a_fresh_virtual_environment_without_streamlit(wheel, tmp_path):
    env_dir = tmp_path / "venv"
    venv.create(env_dir, with_pip=True, system_site_packages=False)
    python = env_dir / "bin" / "python"
    subprocess.run([str(python), "-m", "pip", "install", "-q", str(wheel)], check=True, timeout=600)
    out = subprocess.run([str(python), "-c", SNIPPET], check=True, capture_output=True, text=True, timeout=120)
    result = json.loads(out.stdout)
    assert result["mean"] == pytest.approx(4 / 6) and result["mode"] == pytest.approx(3 / 4)
    assert result["documents"] == 209
    assert not result["streamlit"] and not result["pandas"] and not result["altair"]
