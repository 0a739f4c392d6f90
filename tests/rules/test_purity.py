"""The rules engine is pure Python: importing it pulls in no framework (STYLE.md)."""

import pkgutil
import subprocess
import sys
from pathlib import Path

import kingdom.rules

ROOT = Path(__file__).resolve().parents[2]
FORBIDDEN = ("django", "rest_framework", "celery", "kombu", "redis", "psycopg")


def test_importing_every_rules_module_imports_no_framework():
    modules = [m.name for m in pkgutil.walk_packages(kingdom.rules.__path__, "kingdom.rules.")]
    code = (
        "import importlib, sys\n"
        f"for name in {modules!r}: importlib.import_module(name)\n"
        f"print(sorted(m for m in sys.modules if m.split('.')[0] in {FORBIDDEN!r}))\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True
    )
    assert result.stdout.strip() == "[]"
