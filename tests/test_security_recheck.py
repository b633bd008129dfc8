"""Security S2: `kgen prove --recheck` reads the .smt2 records of a checkout as data.

Z3's SMT-LIB2 reader obeys every command it reads: a record edited to hold
`(set-option :regular-output-channel F)(echo ...)`, an include or a log option had Z3 write
or read files, and the recheck still passed. Each attack below is planted in a copy of a
real record; recheck must refuse it, naming the file, line and column of the command, before
any of that record's text reaches Z3, and nothing may be written.
"""

from __future__ import annotations

import re
import string
from pathlib import Path

import pytest
import z3
from hypothesis import given, settings
from hypothesis import strategies as st

from conftest import ROOT, transpose_proofs
from kgen.cli import main
from kgen.errors import Location, SpecError
from kgen.verify.prove import _vetted_query, recheck

RECORD = "bytes1_guarded.smt2"
REBUILD = " (run kgen build to write the record again)\n"
COMMANDS = "only the commands kgen build writes, (declare-fun NAME () Int), (assert TERM) and (check-sat)"


@pytest.fixture
def out(tmp_path) -> Path:
    """Two kernels of the transpose proofs (RECORD's and another), as `kgen build --out OUT`
    writes them for a spec of those two."""
    transpose_proofs(tmp_path / "out", (RECORD.removesuffix(".smt2"), "bytes8_assume"))
    return tmp_path / "out"


class _Texts:
    """The texts appended to a file: recheck hands them to Z3 in forked workers, whose own
    copy of a list the test would never see."""

    def __init__(self, path):
        self.path = path

    def append(self, text: str) -> None:
        with open(self.path, "a") as f:
            f.write(text + "\0")

    def _all(self) -> list:
        return self.path.read_text().split("\0")[:-1] if self.path.exists() else []

    def __iter__(self):
        return iter(self._all())

    def __len__(self):
        return len(self._all())

    def __eq__(self, other):
        return self._all() == other


@pytest.fixture
def z3_texts(monkeypatch, tmp_path_factory) -> _Texts:
    """Every SMT-LIB2 text handed to Z3 (both of its readers run commands), in any process;
    kept outside tmp_path, whose files the tests hold unchanged."""
    texts = _Texts(tmp_path_factory.mktemp("z3-texts") / "texts")
    from_string, parse = z3.Solver.from_string, z3.parse_smt2_string
    monkeypatch.setattr(z3.Solver, "from_string", lambda solver, text: texts.append(text) or from_string(solver, text))
    monkeypatch.setattr(z3, "parse_smt2_string", lambda text, *a, **k: texts.append(text) or parse(text, *a, **k))
    return texts


@pytest.fixture(autouse=True)
def z3_global_options_restored():
    """A planted global option (a log file) that got through must not write during later tests."""
    yield
    z3.reset_params()


def plant(out: Path, text: str) -> tuple[Path, int]:
    """The record with `text` as lines of their own after its first '; expect unsat', and the
    line the text starts on."""
    record = out / "proofs" / "transpose" / RECORD
    lines = record.read_text().split("\n")
    at = lines.index("; expect unsat") + 1
    record.write_text("\n".join(lines[:at] + [text] + lines[at:]))
    return record, at + 1


def recheck_cli(out: Path, capsys) -> tuple[int, str, str]:
    code = main(["prove", "--recheck", "--out", str(out)])
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def files_under(path: Path) -> set:
    return set(path.rglob("*"))


def test_an_intact_copy_rechecks(out, capsys):
    code, stdout, err = recheck_cli(out, capsys)
    assert (code, err) == (0, "") and stdout.endswith(" 0 disagreement(s)\n")


# (planted text, the refused command, its column): what writes files, then every other
# command Z3 (with its datalog and optimization extensions) would run from a record.
REFUSED = [
    ('(set-option :regular-output-channel "{marker}")(echo "pwned")(set-option :regular-output-channel "stdout")', "set-option", 1),
    ('(set-option :diagnostic-output-channel "{marker}")', "set-option", 1),
    ('(set-option :solver.smtlib2_log "{marker}")', "set-option", 1),
    ('(include "{included}")', "include", 1),
    ('(check-sat)(echo "pwned")', "echo", 12),
    ("(set-option :timeout 1)", "set-option", 1),
    ("(set-info :status unsat)", "set-info", 1),
    ("(set-logic QF_NIA)", "set-logic", 1),
    ("(get-info :version)", "get-info", 1),
    ("(get-option :regular-output-channel)", "get-option", 1),
    ("(get-model)", "get-model", 1),
    ("(get-value (1))", "get-value", 1),
    ("(get-assertions)", "get-assertions", 1),
    ("(eval 1)", "eval", 1),
    ("(simplify (+ 1 2))", "simplify", 1),
    ("(display 1)", "display", 1),
    ("(help)", "help", 1),
    ("(push 1)", "push", 1),
    ("(pop 1)", "pop", 1),
    ("(reset)", "reset", 1),
    ("(reset-assertions)", "reset-assertions", 1),
    ("(exit)", "exit", 1),
    ("(declare-const X Int)", "declare-const", 1),
    ("(define-fun X () Int 0)", "define-fun", 1),
    ("(define-fun-rec f ((x Int)) Int (f x))", "define-fun-rec", 1),
    ("(define-funs-rec ((f ((x Int)) Int)) ((f x)))", "define-funs-rec", 1),
    ("(declare-datatypes ((T 0)) (((t))))", "declare-datatypes", 1),
    ("(declare-sort S 0)", "declare-sort", 1),
    ("(define-sort S () Int)", "define-sort", 1),
    ("(check-sat-assuming (true))", "check-sat-assuming", 1),
    ("(declare-rel R (Int))", "declare-rel", 1),
    ("(maximize 1)", "maximize", 1),
]


@pytest.mark.parametrize("planted, command, column", REFUSED, ids=[f"{c}-{k}" for k, (_, c, _) in enumerate(REFUSED)])
def test_recheck_refuses_a_command_no_record_holds(planted, command, column, out, tmp_path, z3_texts, capsys):
    marker = tmp_path / "pwned"
    included = tmp_path / "included.smt2"
    included.write_text(f'(set-option :regular-output-channel "{marker}")(echo "pwned")\n')
    planted = planted.format(marker=marker, included=included)
    record, line = plant(out, planted)
    before = files_under(tmp_path)
    code, stdout, err = recheck_cli(out, capsys)
    assert (code, stdout) == (2, "")
    assert err == f"error: {record}:{line}:{column}: <file>: expected {COMMANDS}, found ({command} ...){REBUILD}"
    assert files_under(tmp_path) == before and not marker.exists()
    assert not any(planted in text or f"({command}" in text for text in z3_texts)


def test_recheck_raises_a_spec_error_before_z3_reads_anything(out, tmp_path, z3_texts):
    """Called as a function, recheck raises at the command; with the record the only one, Z3
    has been handed nothing at all."""
    record, line = plant(out, f'(set-option :regular-output-channel "{tmp_path / "pwned"}")(echo "pwned")')
    for other in set(record.parent.glob("*.smt2")) - {record}:
        other.unlink()
    with pytest.raises(SpecError) as e:
        recheck(out / "proofs")
    assert e.value.location == Location(str(record), line, 1)
    assert (e.value.field, e.value.found) == ("<file>", "(set-option ...)")
    assert z3_texts == [] and not (tmp_path / "pwned").exists()


DEEP = "(assert " + "(not " * 100_000 + "(>= b 0)" + ")" * 100_001

# (planted text, where the error is: the text before it on its line, what the message says)
MALFORMED = [
    # a command inside a term: its keyword is no term of a record
    (
        '(assert (and (set-option :regular-output-channel "{marker}") (echo "pwned")))',
        "(assert (and (set-option ",
        "expected a term of symbols, numerals and parentheses, as kgen build writes, found the keyword :regular-output-channel",
    ),
    # strings (Z3 reads a backslash in one differently from SMT-LIB) and quoted symbols
    ('(assert (distinct "\\"" "))(echo \\"pwned\\")"))', "(assert (distinct ", "expected a term of symbols, numerals and parentheses, as kgen build writes, found the string "),
    ("(declare-fun |set-option| () Int)", "(declare-fun ", "expected (declare-fun NAME () Int), as kgen build declares every constant, found the quoted symbol |set-option|"),
    ("(declare-fun F (Int) Int)", "(declare-fun F (", "expected (declare-fun NAME () Int), as kgen build declares every constant, found 'Int'"),
    ("(assert (= b #x10))", "(assert (= b ", "expected a term of symbols, numerals and parentheses, as kgen build writes, found '#'"),
    ("(assert (= b 1.5))", "(assert (= b ", "expected a term of symbols, numerals and parentheses, as kgen build writes, found '1.5'"),
    # outside any command
    (')(echo "pwned")', "", "expected SMT-LIB2 that Z3 parses, found invalid command, '(' expected, not ')'"),
    ('(assert true)\x00(echo "pwned")', "(assert true)", "expected SMT-LIB2 that Z3 parses, found invalid command, '(' expected, not '\\x00'"),
    ('("echo" "pwned")', "(", "expected SMT-LIB2 that Z3 parses, found invalid command, a command's name expected, not the string "),
    # nested past any record: refused before Python or Z3 recurse on it
    (DEEP, "(assert " + "(not " * 256, "expected SMT-LIB2 that Z3 parses, found terms nested deeper than 256 parentheses"),
    # blanks that end a line, or fill one, end nothing
    ('(check-sat) \t\n  \n(echo "pwned")', "", "expected " + COMMANDS + ", found (echo ...)"),
    # a quote or a bar in a comment hides nothing from the next line
    ('; "|\n(echo "pwned")', "", "expected " + COMMANDS + ", found (echo ...)"),
]


@pytest.mark.parametrize("planted, before, message", MALFORMED, ids=range(len(MALFORMED)))
def test_recheck_refuses_what_no_record_holds(planted, before, message, out, tmp_path, z3_texts, capsys):
    marker = tmp_path / "pwned"
    record, line = plant(out, planted.format(marker=marker))
    line += planted.count("\n")
    code, stdout, err = recheck_cli(out, capsys)
    assert (code, stdout) == (2, "")
    assert err.startswith(f"error: {record}:{line}:{len(before) + 1}: <file>: {message}") and err.endswith(REBUILD)
    assert "Traceback" not in err and not marker.exists()
    assert not any("pwned" in text or "(not (not (not" in text for text in z3_texts)


def test_recheck_names_a_command_left_open_at_the_end(out, z3_texts, capsys):
    record = out / "proofs" / "transpose" / RECORD
    text = record.read_text()
    record.write_text(text + '(assert (not (>= b 0))\n(echo "pwned"\n')
    line = text.count("\n") + 2  # the echo's line: where the assert's ')' belongs
    code, stdout, err = recheck_cli(out, capsys)
    assert (code, stdout) == (2, "")
    assert err == (f"error: {record}:{line}:1: <file>: expected SMT-LIB2 that Z3 parses, found invalid assert command, ')' expected, " f"not '('{REBUILD}")
    assert not any("pwned" in text for text in z3_texts)


def test_recheck_names_a_record_that_ends_inside_a_command(out, capsys):
    record = out / "proofs" / "transpose" / RECORD
    text = record.read_text()
    record.write_text(text + "(assert (not (>= b 0)\n")
    line = text.count("\n") + 1
    code, stdout, err = recheck_cli(out, capsys)
    assert (code, stdout) == (2, "")
    assert err == (f"error: {record}:{line}:1: <file>: expected SMT-LIB2 that Z3 parses, found (assert ... without its ')': " f"the obligation ends first{REBUILD}")


def test_a_comment_never_reaches_z3(out, tmp_path, z3_texts, capsys):
    """What a comment holds is ignored by Z3 too, but is not handed to it at all."""
    marker = tmp_path / "pwned"
    plant(out, f'; (set-option :regular-output-channel "{marker}")(echo "pwned")')
    code, stdout, err = recheck_cli(out, capsys)
    assert (code, err) == (0, "") and stdout.endswith(" 0 disagreement(s)\n")
    assert not marker.exists() and z3_texts and not any("pwned" in text for text in z3_texts)


# Pieces an edit of a record may insert: SMT-LIB's delimiters and the commands around them.
PIECES = [
    "(",
    ")",
    '"',
    '""',
    "|",
    ";",
    ":",
    "\\",
    " ",
    "\n",
    "\t",
    "\r",
    "\x00",
    "#",
    "1.5",
    "07",
    "x",
    "M",
    "Int",
    "assert",
    "declare-fun",
    "check-sat",
    "set-option",
    "echo",
    "include",
    ":regular-output-channel",
    '"/tmp/f"',
]
QUERY = (ROOT / "generated" / "proofs" / "transpose" / RECORD).read_text().split("; expect unsat\n", 1)[1].split("\n; obligation")[0]


@settings(max_examples=400, deadline=None)
@given(st.lists(st.sampled_from(PIECES), max_size=12).map("".join), st.integers(0, len(QUERY)))
def test_any_edit_of_a_query_is_refused_or_holds_only_record_commands(inserted, at):
    """Whatever is inserted wherever, the query is a SpecError, or what Z3 would read is made
    of symbols, numerals, parentheses and blanks, each command at its top a record's."""
    try:
        text = _vetted_query(Path("r.smt2"), 3, QUERY[:at] + inserted + QUERY[at:])
    except SpecError:
        return
    assert not set(text) - set("() \t\r\n") - set(string.ascii_letters + string.digits + "~!@$%^&*_+=<>.?/-")
    depth = 0
    for k, c in enumerate(text):
        if c == "(" and depth == 0:
            assert re.match(r"[ \t\r\n]*(declare-fun|assert|check-sat)[ \t\r\n()]", text[k + 1 :])
        depth += {"(": 1, ")": -1}.get(c, 0)
        assert depth >= 0
    assert depth == 0
