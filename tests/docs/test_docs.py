"""The documentation holds together (issue 29): a README a newcomer reads in a few minutes that
links every page of docs/, links that lead somewhere, and nothing pointing outside the
repository (a user who clones it has only what is in it)."""

import re
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
LINK = re.compile(r"\]\(([^)#\s]+)(?:#[^)]*)?\)|src=\"([^\"]+)\"")


def tracked(*patterns: str) -> list[Path]:
    names = subprocess.run(
        ["git", "ls-files", *patterns], cwd=ROOT, capture_output=True, text=True, check=True
    ).stdout.split()
    return [ROOT / n for n in names]


def test_the_readme_is_short_and_links_every_page_of_the_docs():
    readme = (ROOT / "README.md").read_text()
    assert len(readme.splitlines()) <= 200
    linked = {a or b for a, b in LINK.findall(readme)}
    pages = {f"docs/{p.name}" for p in (ROOT / "docs").glob("*.md")}
    assert pages - linked == set()


def test_every_relative_link_of_the_readme_and_the_docs_leads_to_a_file():
    for page in [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]:
        for a, b in LINK.findall(page.read_text()):
            target = a or b
            if "://" in target or target.startswith("mailto:"):
                continue
            assert (page.parent / target).exists(), f"{page.name}: {target}"


def test_nothing_points_outside_the_repository():
    outside = re.compile(r"\.\./shared|/work/" r"shared")
    for path in tracked("*.py", "*.md", "*.js", "*.html", "*.sh", "*.cfg", "*.toml", "Makefile"):
        if path.exists():
            assert not outside.search(path.read_text(errors="replace")), path.relative_to(ROOT)
