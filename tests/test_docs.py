"""The README and docs/ as a reader finds them (CPU): a README of at most 15 KiB that links
every page, relative links that resolve, and the two set-up commands that .ci/run runs."""

from __future__ import annotations

import re

from conftest import ROOT

README = ROOT / "README.md"
PAGES = sorted((ROOT / "docs").rglob("*.md"))
README_LIMIT = 15 * 1024


def _links(path):
    """The relative link targets of a markdown file (outside code), as (target, anchor)."""
    text = re.sub(r"```.*?```", "", path.read_text(), flags=re.S)
    text = re.sub(r"`[^`\n]*`", "", text)
    for link in re.findall(r"\]\(([^)\s]+)\)", text):
        if not re.match(r"[a-z]+:", link):
            target, _, anchor = link.partition("#")
            yield target, anchor


def _anchors(path):
    """GitHub's anchors of a markdown file's headings."""
    text = re.sub(r"```.*?```", "", path.read_text(), flags=re.S)
    return {re.sub(r"[^\w\- ]", "", h.strip().lower()).replace(" ", "-") for h in re.findall(r"^#+\s+(.*)$", text, flags=re.M)}


def test_readme_is_at_most_15_kib():
    assert len(README.read_bytes()) <= README_LIMIT


def test_readme_links_every_docs_page():
    linked = {(README.parent / t).resolve() for t, _ in _links(README)}
    assert [p.relative_to(ROOT).as_posix() for p in PAGES if p.resolve() not in linked] == []


def test_relative_links_resolve():
    bad = []
    for path in [README, ROOT / "CHANGELOG.md", ROOT / "specs" / "README.md", *(ROOT / "docs").rglob("*.md")]:
        for target, anchor in _links(path):
            dest = (path.parent / target).resolve() if target else path
            if not dest.exists():
                bad.append(f"{path.relative_to(ROOT)}: {target}")
            elif anchor and dest.suffix == ".md" and anchor not in _anchors(dest):
                bad.append(f"{path.relative_to(ROOT)}: {target}#{anchor}")
    assert bad == []


def test_readme_names_no_commit_and_no_log():
    text = README.read_text()
    assert re.findall(r"`[0-9a-f]{7,40}`", text) == [] and "bench/logs" not in text


def test_readme_set_up_commands_are_the_ones_ci_runs():
    block = README.read_text().split("## Set up (fresh machine)", 1)[1].split("```bash\n", 1)[1].split("```", 1)[0]
    commands = [line.split("#", 1)[0].strip() for line in block.splitlines()]
    assert commands == ["bash tools/install.sh && python3 -m kgen build specs", "python3 -m pytest -n auto"]
    ci = (ROOT / ".ci" / "run").read_text()
    assert commands[0] in ci and "python3 -m pytest" in ci and "tests fast -n auto" in ci


def _signature_text(fn) -> str:
    """fn's parameters as README's op table writes them: `(x, w=None, *, block=128, out=None)`."""
    import inspect

    parts, star = [], False
    for p in inspect.signature(fn).parameters.values():
        if p.kind == p.KEYWORD_ONLY and not star:
            parts.append("*")
            star = True
        parts.append(p.name if p.default is p.empty else f"{p.name}={p.default!r}")
    return "(" + ", ".join(parts) + ")"


def test_readme_op_table_shows_every_op_as_generated():
    """Each generated op is in README's op table, with the signature its module has."""
    import importlib

    rows = dict(re.findall(r"^\| \[`(\w+)`\]\([^)]*\) \| \[`(\([^`]*\))`\]", README.read_text(), flags=re.M))
    ops = sorted(p.stem for p in (ROOT / "generated").glob("*.py") if p.stem != "__init__")
    assert sorted(rows) == ops
    for op in ops:
        module = importlib.import_module(f"generated.{op}")
        assert rows[op] == _signature_text(getattr(module, op)), op


def test_every_example_spec_loads():
    """A spec the docs show as an example is one kgen accepts as it stands (the rowwise example
    lacked the knobs its family gained)."""
    from kgen.spec import load_spec

    examples = sorted((ROOT / "docs" / "examples").glob("*.yaml"))
    assert examples
    for path in examples:
        load_spec(path)
