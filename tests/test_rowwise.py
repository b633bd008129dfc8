"""The rowwise family on a machine with no GPU: each spec's compute section, run by the
interpreter (its meaning), agrees with the op's independent torch reference on the spec's
test cases and on non-finite inputs; a wrong expression fails that comparison; malformed
compute sections are refused at their line. The kernels themselves run in test_ops_gpu."""

from __future__ import annotations

import pytest
import torch

from conftest import ROOT, SPECS, module_from_text, refused, tiered
from kgen import testing
from kgen.families.rowwise.interpret import run
from kgen.families.rowwise.program import read_program
from kgen.spec import parse_spec

ROWWISE = [s for s in SPECS if s.template == "rowwise"]
pytestmark = pytest.mark.skipif(not ROWWISE, reason="no rowwise spec under test")


def meaning_and_reference(spec, variant, dims: dict, seed: int = 0, poison=None) -> list:
    """What differs between the interpreted compute section and the reference at these dims."""
    env = spec.env(variant, dims)
    case = testing.make_case(spec, variant, dims, seed=seed, device="cpu")
    args = [a.reshape(-1, *a.shape[len(case.lead) :]) if case.lead and len(case.lead) == 2 else a for a in case.args]
    if poison is not None:
        poison(args)
    names = [t.name for t in spec.inputs.values() if t.unless is None or not variant.params[t.unless]]
    got = run(read_program(spec, variant), env, dict(zip(names, args)))
    want = testing.reference_fn(spec)(*[a.clone() for a in args], **variant.params)
    want = want if isinstance(want, tuple) else (want,)
    tensors = testing.checked_tensors(spec, variant)
    return [p for t, w in zip(tensors, want) if (p := testing.compare(t.name, got[t.name], w, t.tolerance))]


CASES = list(tiered([pytest.param(s, v, d, id=f"{s.op}-{v.name}-{'-'.join(f'{k}{x}' for k, x in d.items())}") for s in ROWWISE for v, d in s.test_cases()], key=lambda s, v, d: (s.op, v.name)))


@pytest.mark.parametrize("spec, variant, dims", CASES)
def test_the_compute_section_means_what_the_reference_computes(spec, variant, dims):
    assert meaning_and_reference(spec, variant, dims) == []


def _non_finite(args: list) -> None:
    """NaN, +inf and -inf in the first floating-point input's first rows, and NaN in the middle
    of its first row (swiglu's up half), codes staying as drawn: every byte pattern, NaN codes
    too, is already among them."""
    x = next((a for a in args if a.is_floating_point() and a.element_size() > 1), None)
    if x is None or x.numel() < 3:
        return
    flat = x.view(-1)
    flat[0], flat[1], flat[-1] = float("nan"), float("inf"), float("-inf")
    if x.shape[-1] >= 4:
        flat[x.shape[-1] // 2] = float("nan")


def _small_case_of_each_variant() -> list:
    """(spec, variant, dims): each variant's first test case with every dim nonzero and at most
    64 rows."""
    cases = {}
    for spec in ROWWISE:
        for v, d in spec.test_cases():
            if all(d[n] for n in d) and d[spec.tail_dim()[0]] <= 64:
                cases.setdefault((spec.op, v.name), pytest.param(spec, v, d, id=f"{spec.op}-{v.name}"))
    return list(cases.values())


@pytest.mark.parametrize("spec, variant, dims", _small_case_of_each_variant())
def test_non_finite_inputs_give_what_the_reference_states(spec, variant, dims):
    assert meaning_and_reference(spec, variant, dims, poison=_non_finite) == []


# One wrong expression per op: the comparison with its reference must catch it.
MUTANTS = {
    "per_token_cast_back": ("x[n] * s[", "x[n] + s["),
    "cast_back_fp4": ("s[n // block]", "s[n // block - n // block]"),
    "rms_norm": ("n) / N + eps", "n) / N * 2 + eps"),
    "rms_norm_cast": ("* weight[n]", "* weight[n] * weight[n]"),
    "swiglu": ("silu(x[n]) * x[n + N]", "silu(x[n + N]) * x[n]"),
    "moe_expand": ("y[n]: x[pos_to_token, n]", "y[n]: x[pos_to_token - 1, n]"),
    "moe_reduce": ("sum(w[k] * x[pos[k], n], k)", "sum(x[pos[k], n], k)"),
    "normalize_weight": ("normalized[k]: w[k] / d", "normalized[k]: w[k] / (d + 1)"),
    "hc_pre_apply": ("sum(pre[j] * x[j, n], j)", "sum(pre[j] * x[0, n], j)"),
    "hc_post": ("sum(comb[j, k] * res", "sum(comb[k, j] * res"),
}


@pytest.mark.parametrize("spec", ROWWISE, ids=lambda s: s.op)
def test_a_wrong_expression_fails_the_comparison(spec):
    assert spec.op in MUTANTS, f"add a mutant of {spec.op}'s compute section"
    find, replace = MUTANTS[spec.op]
    text = open(spec.path).read()
    assert text.count(find) == 1
    mutant = parse_spec(spec.path, text.replace(find, replace))
    wrong = (meaning_and_reference(mutant, v, d, seed=1) for v, d in mutant.test_cases() if all(d.values()) and d[mutant.tail_dim()[0]] <= 300)
    assert any(wrong), f"{spec.op}: the mutant {replace!r} agrees with the reference on every case"


RMS = "specs/rms_norm.yaml"


@pytest.mark.parametrize(
    "edits, message",
    [
        (
            [("sum(x[n] * x[n], n)", "sum(x[0] * x[0], n)")],
            "compute.rstd (variant bf16): expected the reduced variable 'n' used as a subscript of a tensor axis (its range), found sum(x[0] * x[0], n)",
        ),
        (
            [("sum(x[n] * x[n], n)", "sum(x[q] * x[q], n)")],
            "compute.rstd (variant bf16): expected a name the op defines (dims, params, tensors, earlier entries, index variables), found 'q' (known: M, N, eps, n, weight, x, y)",
        ),
        ([("* weight[n]", "* wieght[n]")], "expected a subscript of an input or an intermediate, found 'wieght' (known: rstd, weight, x)"),
        ([("n) / N + eps", "n) / N + epsilon")], "expected a name the op defines (dims, params, tensors, earlier entries, index variables), found 'epsilon'"),
        (
            [("y: {shape: [M, N], dtype: bf16, tolerance: {rel: 4.0e-3}}", "y: {shape: [M, N], dtype: fp8_e4m3}")],
            "compute.y[n] (variant bf16): expected an output of dtype bf16 or fp16 or fp32 (e4m3 through a quantize entry, any dtype as a copy of an input's element), found fp8_e4m3",
        ),
        ([("x[n] * rstd * weight[n]", "x[weight[n]] * rstd")], "expected an integer subscript (axis 0 of 'x'), found float: weight[n]"),
        ([("y[n]:", "y[n, k]:")], "compute.y[n, k] (variant bf16): expected 1 index variable(s), one per axis of 'y' after the rows, found 2"),
        ([("sum(x[n] * x[n], n)", "sum(x[n] * x[n], n) + exp2(x[0])")], "expected a function of the compute language"),
        ([("y[n]: x[n] * rstd * weight[n]", "z[n]: x[n] * rstd * weight[n]")], "compute (variant bf16): expected an entry for every output (y), found none for y"),
        ([("y[n]: x[n] * rstd * weight[n]", "y[n]: x[n] * rstd * weight[n]\n  _t: rstd")], "expected a name the kernel code does not use itself, found '_t'"),
    ],
)
def test_a_malformed_compute_section_is_refused_at_its_entry(edits, message):
    error = refused(RMS, edits)
    assert error.startswith(RMS + ":") and message in error, error


def test_a_compute_section_in_another_family_is_refused():
    error = refused("specs/cast_back.yaml", [("tiling:\n", "compute:\n  y[n]: codes[n]\n\ntiling:\n")])
    assert "compute: expected no compute section (template 'cast_back' has its own kernels" in error


def test_a_rowwise_spec_without_compute_is_refused():
    text = open(RMS).read()
    start = text.index("compute:")
    error = refused(RMS, [(text[start : text.index("tiling:")], "")])
    assert "compute: expected a compute section (template 'rowwise' generates its kernel from it), found none" in error


def test_gathers_outside_the_rows_read_zero_and_reductions_skip_them():
    """moe_reduce: a slot of -1 or past the expert rows adds nothing; moe_expand: such a row is zeros."""
    reduce_spec = next(s for s in ROWWISE if s.op == "moe_reduce")
    variant = reduce_spec.variants[0]
    program = read_program(reduce_spec, variant)
    x = torch.arange(3, dtype=torch.float32).repeat_interleave(2048).reshape(3, 2048).to(torch.bfloat16)  # row r holds r
    pos = torch.tensor([[0, -1, 2, 3, 7, 1]], dtype=torch.int32)
    w = torch.full((1, 6), float("nan"))
    w[0, [0, 2, 5]] = torch.tensor([1.0, 2.0, 4.0])
    y = run(program, {"M": 1, "P": 3, "N": 2048, "K": 6}, {"x": x, "w": w, "pos": pos})["y"]
    assert torch.equal(y, torch.full((1, 2048), 1.0 * 0 + 2.0 * 2 + 4.0 * 1).to(torch.bfloat16))
    expand_spec = next(s for s in ROWWISE if s.op == "moe_expand")
    program = read_program(expand_spec, expand_spec.variants[0])
    y = run(program, {"P": 3, "S": 3, "N": 2048}, {"x": x, "pos_to_token": torch.tensor([2, -1, 3], dtype=torch.int32)})["y"]
    assert torch.equal(y[0], x[2]) and not y[1:].any()


def test_a_gather_without_its_guard_is_refuted_and_enumerated_out_of_bounds(tmp_path):
    """The second method on gathers: moe_expand's kernel with its `if 0 <= i < S` removed reads
    x at any int32 the index tensor holds; Z3 refutes the access, and enumeration over the
    index's edge values (test_bounds._Enumerator) finds it out of bounds. With the guard,
    both agree that it is in bounds."""
    from kgen.verify.bounds import decide, obligations
    from test_bounds import _Enumerator

    source = (ROOT / "generated" / "moe_expand.py").read_text()
    guard = "if _index1 >= 0 and _index1 < S:"
    assert source.count(guard) == 6  # one per variant: plain, staged and pipelined
    verdicts = {}
    for name, text in (("guarded", source), ("unguarded", source.replace(guard, "if True:"))):
        module = module_from_text(tmp_path, f"moe_expand_{name}", text)
        func = module.KERNELS["bf16"](module.config("bf16", {"N": 2048}, False, module.TILING["bf16"]))
        obs = decide(obligations(func, {"P": (0, 64), "S": (0, 64)}))
        z3_refutes = any(o.verdict == "refuted" and o.buffer == "x" and o.check.startswith("dim 0") for o in obs)
        found = any(buf == "x" for buf, _, _ in _Enumerator(func, 5, "P", {"S": 3}).violations)
        verdicts[name] = (z3_refutes, found)
    assert verdicts == {"guarded": (False, False), "unguarded": (True, True)}


VECTOR_READS = {"rms_norm_cast": ("x", "weight"), "hc_post": ("x", "res"), "hc_pre_apply": ("x",), "swiglu": ("x",)}


def _guard_free_cuda(op: str, stage: bool, module=None, knobs: dict | None = None) -> list:
    """(variant, the guard-free kernel's CUDA from its body on) of each specialization of op at
    its widest static size, block_m 1 (or knobs); module: an edited module to lower instead of op's."""
    from kgen.verify.lowering import lower_prim_func, prim_func

    spec = next(s for s in ROWWISE if s.op == op)
    row = "N" if "N" in spec.dims else "H"  # the static dim of a row's width (cast_back_fp4: bytes)
    widest = max(sp.statics[row] for sp in spec.specializations())
    out = []
    for sp in (sp for sp in spec.specializations() if sp.statics[row] == widest):
        cuda = lower_prim_func(prim_func(spec, sp, True, module, knobs={"block_m": 1, "stage": stage, **(knobs or {})}))
        out.append((sp.variant.name, cuda[cuda.index("__launch_bounds__") :]))
    return out


# The ops that decode packed e2m1 nibbles or e8m0 scales, and their output.
DECODES = {"cast_back_fp4": "y", "per_token_cast_back": "y"}


def _nibble_shifts_of_their_own(body: str) -> bool:
    """Every nibble shift's amount, 4 * (n % 2), depends on its element: a vectorized pair's
    lane (vec) or the column's parity, never one amount for both of a pair."""
    import re

    amounts = re.findall(r">> \((.*?) \* \(uint\)4\)", body)
    return all("vec" in a or "% 2" in a for a in amounts)


@pytest.mark.parametrize("stage", [False, True])
@pytest.mark.parametrize("op", sorted(DECODES))
def test_decoded_elements_are_stored_as_vectors(op, stage):
    """e2m1 codes and e8m0 scales decode with no select: a select in the element loop kept
    TileLang 0.1.15 from vectorizing it (cast_back_fp4: 27 instructions an element, 2-byte
    stores, 1.5x a copy of its bytes on the H100)."""
    import re

    out = DECODES[op]
    for variant, body in _guard_free_cuda(op, stage):
        scalar = re.findall(rf"[^\w.*]{out}\[[^\]]*\] = |\(\(bfloat16_t\*\)_staged_{out}\)\[[^\]]*\] = ", body)
        assert scalar == [], f"{op} {variant} stage {stage}: {len(scalar)} scalar stores"
        assert "condval" not in body, f"{op} {variant} stage {stage}: a select in the kernel"
        assert _nibble_shifts_of_their_own(body), f"{op} {variant} stage {stage}"


@pytest.mark.full
def test_each_element_of_a_pair_takes_its_own_nibble():
    """TileLang 0.1.15 once vectorized a nibble shift over a pair of columns with one amount
    for both (every odd column read the even one's nibble). In the CUDA of every tiling
    cast_back_fp4's tuner searches, each element shifts by its own amount."""
    import itertools

    spec = next(s for s in ROWWISE if s.op == "cast_back_fp4")
    search = spec.tiling_search
    for values in itertools.product(*search.values()):
        knobs = dict(zip(search, values))
        for variant, body in _guard_free_cuda("cast_back_fp4", knobs["stage"], knobs=knobs):
            assert ">> (" in body and _nibble_shifts_of_their_own(body), (variant, knobs)
    assert not _nibble_shifts_of_their_own(body.replace("((uint)vec) * (uint)4", "((uint)1) * (uint)4"))  # the check can fail


@pytest.mark.parametrize("stage", [False, True])
@pytest.mark.parametrize("op", sorted(VECTOR_READS))
def test_row_tensors_are_read_as_vectors(op, stage):
    """A row tensor (or its staged row) is read a vector a thread, never 2 bytes at a time:
    TileLang 0.1.15 vectorizes no load of a loop that branches (a quantize entry's NaN test,
    now a loop of its own) or holds a loop (a short sum, now written out by fold_sum). Scalar,
    rms_norm_cast ran at 1.6x a copy of its bytes on the H100."""
    import re

    tensors = "|".join(VECTOR_READS[op])
    for variant, body in _guard_free_cuda(op, stage):
        scalar = re.findall(rf"[^\w.](?:{tensors})\[|\(\(bfloat16_t\*\)_staged_(?:{tensors})\)\[", body)
        assert scalar == [], f"{op} {variant} stage {stage}: {len(scalar)} scalar reads"


def test_a_short_sum_from_zero_keeps_its_first_addition(tmp_path):
    """fold_sum starts hc_pre_apply's sum from a zero given as bits: from T.float32(0), TVM drops
    the first "0 +" (x + 0 is not x when x is -0: the sum of four -0 products is +0)."""
    import re

    text = (ROOT / "generated" / "hc_pre_apply.py").read_text()
    assert "fold_sum(T.reinterpret(T.uint32(0), T.float32), HC" in text
    additions = {}
    for k, start in enumerate(("T.reinterpret(T.uint32(0), T.float32)", "T.float32(0)")):
        edited = text.replace("fold_sum(T.reinterpret(T.uint32(0), T.float32), HC", f"fold_sum({start}, HC")
        ((_, body),) = _guard_free_cuda("hc_pre_apply", False, module_from_text(tmp_path, f"hc_pre_apply_start{k}", edited))
        additions[start] = len(re.findall(r"= \(\w+\.x\+", body))
    assert additions["T.reinterpret(T.uint32(0), T.float32)"] == additions["T.float32(0)"] * 4 // 3 > 0, additions


@pytest.mark.gpu
@pytest.mark.parametrize("spec, variant, dims", _small_case_of_each_variant())
def test_the_kernels_give_what_the_reference_states_on_non_finite_inputs(spec, variant, dims):
    """On the GPU: NaN and infinities in the first float input, the kernel against the reference."""
    module, op = testing.op_fn(spec)
    case = testing.make_case(spec, variant, dims, seed=3)
    _non_finite(case.args)
    want = testing.reference_fn(spec)(*[a.clone() for a in case.args], **variant.params)
    got = op(*case.args, **testing.choice_kwargs(module, variant.name))
    got, want = (r if isinstance(r, tuple) else (r,) for r in (got, want))
    assert testing.problems(spec, variant, got, want) == []


@pytest.mark.gpu
@pytest.mark.parametrize(
    "op, variant, dims",
    [("cast_back_fp4", "mxfp4", {"M": 256, "H": 1024}), ("per_token_cast_back", "npc128_ue8m0", {"M": 256, "N": 2048}), ("per_token_cast_back", "whole_row_ue8m0", {"M": 256, "N": 2048})],
)
def test_every_byte_of_x_under_every_scale_byte(op, variant, dims):
    """On the GPU, all 65536 pairs of a byte of x (two e2m1 codes, or an e4m3 value, NaN
    included) and an e8m0 scale byte (0 and 255 included, which the specs' test inputs do not
    all reach): row r scales by byte r, each row holds every byte of x. Bit for bit against
    the reference."""
    spec = next(s for s in ROWWISE if s.op == op)
    v = spec.variant(variant)
    module, fn = testing.op_fn(spec)
    x, s = testing.make_case(spec, v, dims, seed=0).args
    x, s = x.reshape(256, -1), s.reshape(256, -1)
    x.view(torch.uint8).copy_((torch.arange(x.shape[1], device=x.device) % 256).to(torch.uint8).expand_as(x))
    s.view(torch.uint8).copy_(torch.arange(256, device=s.device).to(torch.uint8)[:, None].expand_as(s))
    want = testing.reference_fn(spec)(x, s, **v.params)
    out = testing.poisoned_outputs(spec, v, dims, (256,))
    got = fn(x, s, **testing.choice_kwargs(module, variant), **testing.out_argument(out))
    assert testing.problems(spec, v, (got,), (want,)) == []


def test_only_a_number_goes_without_its_nan_test():
    """min, max and clamp test only the non-number side for NaN (nan_min_number and
    nan_clamp_numbers): a number is a literal, its negation or an integer, never a float read
    or a NaN literal."""
    from kgen.families.rowwise.emit import _never_nan
    from kgen.families.rowwise.program import Const, Neg, Read

    ten = Const("float", 10.0)
    assert _never_nan(ten) and _never_nan(Neg("float", ten)) and _never_nan(Read("int", "idx", (), True))
    assert not _never_nan(Read("float", "x", (), True))
    assert not _never_nan(Const("float", float("nan"))) and not _never_nan(Neg("float", Read("float", "x", (), True)))


def _scalar_accesses(body: str, reads: str, stores: str) -> list:
    """Reads of these tensors (or their staged rows) and stores to those, an element at a time."""
    import re

    read = re.findall(rf"[^\w.&](?:{reads})\[|\(\(bfloat16_t\*\)_staged_(?:{reads})\)\[", body)
    store = re.findall(rf"[^\w.*&](?:{stores})\[[^\]]*\] = |\(\(bfloat16_t\*\)_staged_(?:{stores})\)\[[^\]]*\] = ", body)
    return read + store


@pytest.mark.parametrize("threads", [pytest.param(128, marks=pytest.mark.full), 256, pytest.param(512, marks=pytest.mark.full)])
@pytest.mark.parametrize("stage", [False, True])
def test_written_out_streams_are_read_and_stored_as_vectors(stage, threads):
    """hc_post with written_out, at N = 7168 (no multiple of 8 elements a thread at these CTA
    sizes): one parallel loop over n stores the HC streams (x and res loaded once for them all,
    as nvcc merges the streams' equal loads), and x and res are read, y stored, as vectors."""
    ((_, body),) = _guard_free_cuda("hc_post", stage, knobs={"threads": threads, "written_out": True})
    assert "each(" not in body and _scalar_accesses(body, "x|res", "y") == []
    assert _scalar_accesses(" y[i] = v; v = ((bfloat16_t*)_staged_res)[i];", "x|res", "y") == ["((bfloat16_t*)_staged_res)[", " y[i] = "]  # the check can fail


@pytest.mark.gpu
def test_written_out_streams_give_the_reference(tiling_of):
    """On the GPU: hc_post with written_out (a tuning knob) against the reference on the spec's
    test cases, both N, outputs poisoned, at every CTA size the tuner tries."""
    spec = next(s for s in ROWWISE if s.op == "hc_post")
    module, op = testing.op_fn(spec)
    for threads in spec.tiling_search["threads"]:
        for tiling in tiling_of(module).values():
            tiling.update(written_out=True, threads=threads)
        for variant, dims in spec.test_cases():
            case = testing.make_case(spec, variant, dims, seed=7)
            want = testing.reference_fn(spec)(*[a.clone() for a in case.args], **variant.params)
            want = want if isinstance(want, tuple) else (want,)
            out = testing.poisoned_outputs(spec, variant, dims, case.lead)
            got = op(*case.args, **testing.choice_kwargs(module, variant.name), **testing.out_argument(out))
            got = got if isinstance(got, tuple) else (got,)
            assert testing.problems(spec, variant, got, want) == [], f"threads {threads}, {dims}"


@pytest.mark.full
def test_a_bf16_group_amax_is_a_nan_keeping_max_over_each_magnitude_once(tmp_path):
    """rms_norm_cast quantizes values rounded to bf16: their group amax is taken in bf16 by a
    max that keeps a NaN (two elements an instruction, MaxOpNan across threads), where an fp32
    max would drop one and need a NaN test and select an element; over magnitudes taken once:
    T.reduce_absmax would take each one's again (a negation and a max). The edited modules
    show the checks can fail."""
    text = (ROOT / "generated" / "rms_norm_cast.py").read_text()

    def bodies(name: str, edited: str) -> list:
        return [body for _, body in _guard_free_cuda("rms_norm_cast", False, module_from_text(tmp_path, f"rms_norm_cast_{name}", edited))]

    def nan_keeping(body: str) -> bool:
        return "tl::AllReduce<tl::MaxOpNan" in body and "max2_nan" in body and "isnan" not in body

    def negations(body: str) -> int:
        return body.count("0x0p+0f/*0.000000e+00*/) - ") + body.count("0x0p+0f/*0.000000e+00*/ - ")

    shipped = bodies("shipped", text)
    assert len(shipped) == 2 and all(nan_keeping(b) and negations(b) == 0 for b in shipped)
    assert not any(nan_keeping(b) for b in bodies("dropping", text.replace(', annotations={"nan_propagate": True}', "")))
    assert all(negations(b) > 0 for b in bodies("absmax", text.replace("T.reduce_max(T.reshape(", "T.reduce_absmax(T.reshape(")))
