"""Rendering: a spec (with its lockfile's tilings) into the text of generated/<op>.py.

Contract: render() is deterministic (the same spec, lockfile, kgen, template and TileLang
version give the same bytes) and returns only text that compiles and keeps the spec's names
meaning what the template gave them; any other spec is a SpecError at its place."""

from __future__ import annotations

from pathlib import Path

from ..errors import FamilyError, OutputError, SpecError
from ..families import ENV, FAMILIES_DIR, TEMPLATES, comment_text, template_sha256
from ..runtime import API_VERSION
from ..spec import Spec
from ..runtime.version import __version__
from ..yamlpos import field_path
from .lockfile import tiling_for

ENV.filters["pyrepr"] = repr


def tilelang_version() -> str:
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("tilelang")
    except PackageNotFoundError:
        return "absent"


def render(spec: Spec) -> str:
    _check_tail_sizes(spec, tiling_for(spec)[0])
    try:
        text = _render(spec)
    except (SpecError, OutputError):
        raise
    except Exception as e:  # noqa: BLE001 - the family's template or context code raised: any type
        raise FamilyError(_family_frame(e), spec.template, f"{type(e).__name__}: {e}", f"rendering {spec_display_path(spec)}") from None
    _check_rendered(spec, text)
    return text


def _check_tail_sizes(spec: Spec, tiling: dict) -> None:
    """Under `require_divisible` the op refuses a runtime size its tile does not divide, so a
    test case or bench shape of such a size would fail rather than test. The tile is the
    built one (the lockfile's where there is one), in the bucket the size falls in on the
    GPUs the tilings were tuned for."""
    from ..runtime.target import TUNED_SM_COUNT
    from ..spec import case_runs

    dim, policy = spec.tail_dim()
    knob = TEMPLATES[spec.template].tail_tiles.get(dim)
    if policy != "require_divisible" or knob is None:
        return

    def refused(name: str, dims: dict) -> int | None:
        """The tile that does not divide this size, or None where it does."""
        variant = spec.variant(name)
        chosen = tiling[name]
        if spec.buckets:
            env = {"sm_count": TUNED_SM_COUNT, **spec.env(variant, dims)}
            chosen = chosen[next(n for n, when, _ in spec.buckets if when is None or when.evaluate(env))]
        return chosen[knob] if dims[dim] % chosen[knob] else None

    where = []
    for i, case in enumerate(spec.tests):
        where += [(("tests", i, dim), case[dim], name, dims) for name, dims in case_runs(spec, case)]
    for i, shape in enumerate(spec.bench["shapes"]):
        where.append((("bench", "shapes", i, dim), shape[dim], shape["variant"], {k: v for k, v in shape.items() if k != "variant"}))
    for path, written, name, dims in where:
        tile = refused(name, dims)
        if tile is not None:
            at = path + ((written.index(dims[dim]),) if isinstance(written, list) else ())
            raise SpecError(
                spec.source.loc(at),
                field_path(at),
                f"sizes the op takes: tiling.tail.{dim} is require_divisible, so {dim} a multiple of {knob} ({tile} for variant {name})",
                str(dims[dim]),
                "drop that size, or make the tail policy specialize or guard",
            )


def _family_frame(e: Exception) -> str:
    """file:line of the innermost traceback frame in a template (Jinja reports a template's own
    lines) or in the template families' folder, else of the innermost frame."""
    import traceback

    frames = traceback.extract_tb(e.__traceback__)
    inside = [f for f in frames if f.filename.endswith(".j2") or Path(f.filename).resolve().is_relative_to(FAMILIES_DIR)]
    frame = (inside or frames)[-1]
    path = Path(frame.filename).resolve()
    shown = path.relative_to(CHECKOUT).as_posix() if path.is_relative_to(CHECKOUT) else frame.filename
    return f"{shown}:{frame.lineno}"


def _check_rendered(spec: Spec, text: str) -> None:
    """The module parses, and the spec's names keep the meaning the template gave them: the op
    is the one top-level definition of its name, and no dim, param or tensor name (arguments
    and locals of the op) is also a top-level name of the module, which it would hide."""
    import ast

    loc = spec.source.loc
    try:  # compile, not only parse: a duplicate argument is found past the parser
        compile(text, f"<kgen render of {spec.op}>", "exec", dont_inherit=True)
    except SyntaxError as e:
        line = text.splitlines()[e.lineno - 1].strip() if e.lineno and e.lineno <= len(text.splitlines()) else ""
        names = [(g, n) for g in ("dims", "params", "inputs", "outputs") for n in getattr(spec, g)]
        named = next(((g, n) for g, n in names if f"'{n}'" in str(e.msg)), None)  # "duplicate argument 'x'"
        raise SpecError(
            loc(named or ("op",), key=named is not None),
            f"{named[0]}.{named[1]}" if named else "op",
            "a spec whose generated module is valid Python",
            f"{e.msg} at line {e.lineno} of the module: {line[:120]}",
            "a name or value of the spec pasted into the code; rename or change it",
        ) from None
    from collections import Counter

    from ..runtime.cache import defined_name

    top = Counter(defined_name(node) for node in ast.parse(text).body)
    if top.get(spec.op, 0) > 1:
        raise SpecError(loc(("op",)), "op", "a name the generated module does not use for anything else", f"'{spec.op}', also a name the {spec.template} template defines", "rename the op")
    for group in ("dims", "params", "inputs", "outputs"):
        for name in getattr(spec, group):
            if name in top:
                raise SpecError(
                    loc((group, name), key=True),
                    f"{group}.{name}",
                    "a name the generated module does not use for anything else",
                    f"'{name}', also a top-level name of the {spec.template} template's module",
                    "rename it",
                )


# The checkout kgen runs from: generated modules name their spec relative to it.
CHECKOUT = Path(__file__).resolve().parents[2]


def spec_display_path(spec: Spec) -> str:
    """The spec's path as a generated module's header names it: relative to the checkout, so
    the same spec gives the same module from any working directory, or whole where the spec
    is kept outside it."""
    path = Path(spec.path).resolve()
    return path.relative_to(CHECKOUT).as_posix() if path.is_relative_to(CHECKOUT) else path.as_posix()


def _with_fixed_knobs(tiling: dict, fixed: dict) -> dict:
    """A variant's tiling (or {bucket: tiling}) with the knobs its kernel fixes (Family.fixed_knobs)."""
    if not fixed:
        return tiling
    if all(isinstance(t, dict) for t in tiling.values()):
        return {bucket: {**t, **fixed} for bucket, t in tiling.items()}
    return {**tiling, **fixed}


def _render(spec: Spec) -> str:
    family = TEMPLATES[spec.template].for_spec(spec)
    ctx = family.context(spec)
    tiling, lock = tiling_for(spec)
    tiling = {v.name: _with_fixed_knobs(tiling[v.name], family.fixed_knobs(spec, v)) for v in spec.variants}
    # Text from outside the spec's validated fields (versions, the lockfile's name) lands in
    # comment lines: escaped here, so that a line break in it cannot end the comment.
    from ..oplayer import context as op_layer_context

    # The op layer is kgen's (op.py.j2 over the spec), the kernel layer the family's.
    ctx = {**ctx, "kernel_template": family.kernel_template, "op_layer": op_layer_context(spec, family)}
    return ENV.get_template("module.py.j2").render(
        spec=spec,
        kgen_version=comment_text(__version__),
        spec_path=spec_display_path(spec),
        runtime_api=API_VERSION,
        template_sha=template_sha256(spec.template),
        tilelang_version=comment_text(tilelang_version()),
        tiling=tiling,
        lockfile=comment_text(lock) if lock else None,
        buckets=[(name, when.code if when is not None else None) for name, when, _ in spec.buckets],
        bucket_args=[family.bucket_dim[0], *family.bucket_inputs] if family.bucket_dim else [],
        **ctx,
    )


def init_module(ops: list[str]) -> str:
    lines = [
        "# Generated by kgen. Do not edit: run `kgen build`.",
        '"""Ops generated from specs/*.yaml. Import one as `from generated import <op>`."""',
        "",
        f"__all__ = {sorted(ops)!r}",
        "",
    ]
    return "\n".join(lines)
