"""Generated ops trace under torch.compile(fullgraph=True) as single custom ops (CPU: the
graph is captured and checked, the kernels are not run)."""

from __future__ import annotations

import pytest
import torch

from conftest import SPECS, tiered
from kgen import testing


def _capture(fn, *args):
    graphs = []

    def backend(gm, example_inputs):
        graphs.append(gm)
        # Capture only, with no GPU to run the kernels: answer with empty outputs of the traced shapes.
        outputs = next(n for n in gm.graph.nodes if n.op == "output").args[0]
        metas = [o.meta["example_value"] if hasattr(o, "meta") else o for o in outputs]
        return lambda *a: [torch.empty(m.shape, dtype=m.dtype) if isinstance(m, torch.Tensor) else m for m in metas]

    torch._dynamo.reset()
    torch.compile(fn, fullgraph=True, backend=backend)(*args)
    return graphs


def _six_token_case(spec, variant) -> dict:
    """The variant's first test case with its runtime dim set to 6 (leading dims (2, 3) for row ops)."""
    dim, _ = spec.tail_dim()
    dims = next(d for v, d in spec.test_cases() if v.name == variant.name)
    return {**dims, dim: 6}


@pytest.mark.parametrize("spec", [s for s in SPECS if s.template in ("quant", "mhc")], ids=lambda s: s.op)
def test_fullgraph_capture_with_fake_shapes(spec):
    module, op = testing.op_fn(spec)
    reference = testing.reference_fn(spec)
    for variant in spec.variants:
        kwargs = testing.choice_kwargs(module, variant.name)
        args = testing.make_case(spec, variant, _six_token_case(spec, variant), seed=0, device="cpu").args
        graphs = _capture(lambda *a: op(*a, **kwargs), *args)
        assert len(graphs) == 1
        calls = [node.target for node in graphs[0].graph.nodes if node.op == "call_function"]
        inplace = variant.params.get("inplace", False)
        name = f"{spec.op}_inplace" if inplace else spec.op
        assert getattr(torch.ops.kgen, name) in calls, calls
        if not inplace:
            from torch._subclasses.fake_tensor import FakeTensorMode

            # The fake version promises the reference's output shapes and dtypes.
            want = reference(*[a.clone() for a in args], **variant.params)
            want = want if isinstance(want, tuple) else (want,)
            with FakeTensorMode():
                fakes = [torch.empty(a.shape, dtype=a.dtype, device="cuda") for a in args]
                extra = (None,) if len(args) == 1 and "w" in spec.inputs else ()  # the op's optional w, not given
                got = getattr(torch.ops.kgen, spec.op)(*fakes, *extra, *kwargs.values())
            got = got if isinstance(got, tuple) else (got,)
            assert [(tuple(g.shape), g.dtype) for g in got] == [(tuple(w.shape), w.dtype) for w in want]


@pytest.mark.gpu
def test_quant_gemm_quant_block_fullgraph_matches_eager():
    """act_quant -> fp8_gemm -> act_quant, compiled whole with fullgraph=True (inductor) on
    the GPU: no graph break, and every output bit-identical to eager."""
    from generated import act_quant, fp8_gemm

    def block(x, w, sw):
        y, s = act_quant.act_quant(x, block=128, scale_fmt="ue8m0", scale_dtype="e8m0")
        c = fp8_gemm.fp8_gemm(y, s, w, sw, scale_dtype="e8m0")
        return act_quant.act_quant(c, block=128, scale_fmt="ue8m0", scale_dtype="e8m0") + (c,)

    gen = torch.Generator().manual_seed(7)
    M, N, K = 257, 3072, 7168  # M not a multiple of any tile; (N, K) a V4 weight
    x = testing.random_activations((M, K), torch.bfloat16, gen, "cuda")
    w = (torch.randn(N, K, generator=gen) * 0.5).to(torch.float8_e4m3fn).cuda()
    sw = torch.exp2(torch.randint(-8, 9, (N // 128, K // 128), generator=gen).float()).to(torch.float8_e8m0fnu).cuda()
    eager = block(x, w, sw)
    torch._dynamo.reset()
    compiled = torch.compile(block, fullgraph=True)(x, w, sw)
    torch.cuda.synchronize()
    assert len(compiled) == len(eager) == 3
    for name, got, want in zip(("y", "s", "c"), compiled, eager):
        assert got.shape == want.shape and got.dtype == want.dtype, name
        assert testing.same_bits(got, want), testing.mismatch_report(name, got, want)


# Fast tier: one op of each template, and each op with an in-place variant (refused otherwise).
@pytest.mark.parametrize("spec", tiered((pytest.param(s, id=s.op) for s in SPECS), lambda spec: spec.op if any(v.params.get("inplace", False) for v in spec.variants) else spec.template))
def test_an_input_that_requires_grad_is_refused_under_torch_compile(spec):
    """The eager op refuses an input that requires grad (it has no backward); under
    torch.compile the custom op refuses it too, while tracing, instead of returning an output
    whose backward fails later (an inplace op, which torch gives no autograd formula, refuses
    it before dispatching: under fullgraph its message is then dynamo's exception's cause).
    Under torch.no_grad it traces."""
    module, op = testing.op_fn(spec)
    for variant in spec.variants:
        kwargs = testing.choice_kwargs(module, variant.name)
        args = testing.make_case(spec, variant, _six_token_case(spec, variant), seed=0, device="cpu").args
        first_float = next((i for i, a in enumerate(args) if a.is_floating_point()), None)
        if first_float is None:  # integer storage (transpose as bytes): no gradient to ask for
            continue
        args[first_float] = args[first_float].detach().requires_grad_()
        with torch.no_grad():
            _capture(lambda *a: op(*a, **kwargs), *args)
        torch._dynamo.reset()
        with pytest.raises(Exception) as e:
            torch.compile(lambda *a: op(*a, **kwargs), fullgraph=True, backend=lambda gm, inputs: gm)(*args)
        name = list(spec.inputs)[first_float]
        if variant.params.get("inplace", False):  # dynamo's cause names the error's arguments
            assert f"OpArgumentError('{spec.op}', '{name}', 'a tensor that does not require grad" in str(e.value.__cause__), (variant.name, str(e.value.__cause__))
        else:
            assert f"{spec.op}: argument '{name}': expected a tensor that does not require grad" in str(e.value), (variant.name, str(e.value))


@pytest.mark.parametrize("spec", [s for s in SPECS if s.template in ("quant", "gemm")], ids=lambda s: s.op)
def test_choices_are_checked_before_the_schema_converts_them(spec):
    """Under torch.compile the op's schema would take 1 for True (act_quant's inplace=1
    overwrote x) or pass an unbuilt string on to run time: the eager op's choice check runs
    first (under fullgraph its error is dynamo's exception's cause)."""
    module, op = testing.op_fn(spec)
    variant = spec.variants[0]
    kwargs = testing.choice_kwargs(module, variant.name)
    if not kwargs:
        pytest.skip("no choice keywords")
    name, value = next(iter(kwargs.items()))
    wrong = int(value) if isinstance(value, bool) else f"{value}x" if isinstance(value, str) else float(value) if isinstance(value, int) else str(value)
    args = testing.make_case(spec, variant, _six_token_case(spec, variant), seed=0, device="cpu").args
    torch._dynamo.reset()
    with pytest.raises(Exception) as e:
        torch.compile(lambda *a: op(*a, **{**kwargs, name: wrong}), fullgraph=True, backend=lambda gm, inputs: gm)(*args)
    assert f"OpArgumentError('{spec.op}', '{name}'" in str(e.value.__cause__), (name, wrong, str(e.value.__cause__))


# Fast tier: one op of each template, each way.
@pytest.mark.shape_only_routing
@pytest.mark.parametrize("spec, how", tiered((pytest.param(s, how, id=f"{how}-{s.op}") for s in SPECS for how in ("meta", "fake")), lambda spec, how: (spec.template, how)))
def test_shape_only_calls_take_the_fake_version(spec, how, monkeypatch):
    """Given meta tensors, or fake ones (FakeTensorMode, as make_fx and memory planners use),
    each op answers with its outputs' shapes and dtypes through its custom op, as under
    torch.compile: no kernel is compiled or launched (nor are they refused as not on a GPU)."""
    from torch._subclasses.fake_tensor import FakeTensorMode

    from kgen import runtime as rt

    def no_kernels(*a, **k):
        raise AssertionError("a shape-only call compiled a kernel")

    monkeypatch.setattr(rt, "compile_kernel", no_kernels)
    module, op = testing.op_fn(spec)
    for variant in spec.variants:
        kwargs = testing.choice_kwargs(module, variant.name)
        args = testing.make_case(spec, variant, testing.small_case(spec, variant), seed=0, device="cpu").args
        want = testing.result_shapes(spec, variant, args)
        if how == "meta":
            got = op(*[a.to("meta") for a in args], **kwargs)
        else:
            with FakeTensorMode():
                got = op(*[torch.empty_strided(a.shape, a.stride(), dtype=a.dtype, device="cuda") for a in args], **kwargs)
        got = got if isinstance(got, tuple) else (got,)
        assert [(tuple(g.shape), g.dtype) for g in got] == want, variant.name


@pytest.mark.shape_only_routing
@pytest.mark.parametrize("how", ["meta", "fake"])
@pytest.mark.parametrize("spec", SPECS, ids=lambda s: s.op)
def test_shape_only_calls_refuse_what_the_eager_op_refuses(spec, how):
    """A shape-only call runs the eager op's argument checks: a first input of packed fp4 (only
    cast_back_fp4 takes it there; transpose moves whole elements only), or whose last dim is one more
    than a built size, is refused as on the GPU, never answered with shapes."""
    from torch._subclasses.fake_tensor import FakeTensorMode

    from kgen.runtime.errors import OpArgumentError

    module, op = testing.op_fn(spec)
    variant = spec.variants[0]
    kwargs = testing.choice_kwargs(module, variant.name)
    args = testing.make_case(spec, variant, testing.small_case(spec, variant), seed=0, device="cpu").args
    first = args[0]
    # packed fp4 where the op takes whole elements (the MXFP4 dequantizer takes it: bf16 there)
    wrong = {"packed fp4": (tuple(first.shape), torch.float4_e2m1fn_x2)} if first.dtype != torch.float4_e2m1fn_x2 else {"bf16": (tuple(first.shape), torch.bfloat16)}
    last = next(iter(spec.inputs.values())).shape[-1]
    if all(n in spec.dims and not spec.dims[n].runtime for n in last.names):  # a built size (transpose's N is any)
        wrong["last dim + 1"] = (tuple(first.shape[:-1]) + (first.shape[-1] + 1,), first.dtype)
    for what, (shape, dtype) in wrong.items():
        with pytest.raises(OpArgumentError):
            if how == "meta":
                op(torch.empty(shape, dtype=dtype, device="meta"), *[a.to("meta") for a in args[1:]], **kwargs)
            else:
                with FakeTensorMode():
                    op(torch.empty(shape, dtype=dtype, device="cuda"), *[torch.empty_strided(a.shape, a.stride(), dtype=a.dtype, device="cuda") for a in args[1:]], **kwargs)
            pytest.fail(f"{what}: accepted")


@pytest.mark.parametrize("spec", [s for s in SPECS if True in s.params.get("inplace", ())], ids=lambda s: s.op)
def test_custom_ops_refuse_the_other_inplace_value(spec):
    """torch.ops.kgen.X says in its schema that it writes nothing, X_inplace that it writes x: a
    direct call whose inplace argument says otherwise is refused by name, never run."""
    from kgen.runtime.errors import OpArgumentError

    module, _ = testing.op_fn(spec)
    for variant in spec.variants:
        kwargs = testing.choice_kwargs(module, variant.name)
        args = testing.make_case(spec, variant, testing.small_case(spec, variant), seed=0, device="meta").args
        writes = variant.params["inplace"]
        other = getattr(torch.ops.kgen, spec.op if writes else f"{spec.op}_inplace")
        with pytest.raises(OpArgumentError, match=f"argument 'inplace': expected {not writes} for torch.ops.kgen"):
            other(args[0], *kwargs.values())


@pytest.mark.parametrize("spec", SPECS, ids=lambda s: s.op)
def test_non_tensor_arguments_are_named_under_torch_compile(spec):
    """A number or None where a tensor goes reaches the caller under fullgraph as the op's own
    error (dynamo's exception's cause), naming the argument, not as an AttributeError from the
    fake version or a cast error from the schema."""
    module, op = testing.op_fn(spec)
    variant = spec.variants[0]
    kwargs = testing.choice_kwargs(module, variant.name)
    args = list(testing.make_case(spec, variant, testing.small_case(spec, variant), seed=0, device="cpu").args)
    names = [t.name for t in spec.inputs.values() if t.unless is None or not variant.params[t.unless]]
    last = len(args) - 1  # the last tensor argument: optional ones (w, bias) take a number here too
    args[last] = 1.0
    torch._dynamo.reset()
    with pytest.raises(Exception) as e:
        torch.compile(lambda *a: op(*a, **kwargs), fullgraph=True, backend=lambda gm, inputs: gm)(*args)
    assert f"OpArgumentError('{spec.op}', '{names[last]}', 'a torch.Tensor" in str(e.value.__cause__), str(e.value.__cause__)


def _first_input_as(spec, how: str):
    """The op, its choices, and its first test case's arguments on meta with the first one
    replaced by how(first)."""
    module, op = testing.op_fn(spec)
    variant = spec.variants[0]
    args = testing.make_case(spec, variant, testing.small_case(spec, variant), seed=0, device="cpu").args
    return op, testing.choice_kwargs(module, variant.name), [how(args[0])] + [a.to("meta") for a in args[1:]]


@pytest.mark.parametrize(
    "layout, got",
    [
        (lambda t: t.to_sparse().to("meta"), "a sparse_coo tensor"),
        (lambda t: t.to("meta").view(torch.int8 if t.element_size() == 1 else t.dtype)._neg_view(), "a negative view"),
    ],
)
@pytest.mark.parametrize("spec", SPECS, ids=lambda s: s.op)
def test_shape_only_calls_refuse_what_torch_handles_before_the_fake(spec, layout, got):
    """Given eagerly on meta, a sparse first input is refused by name, not sent round the custom
    op's sparse fallback back into the op without end (RecursionError); a negative view is
    refused before torch materializes it for the fake, which would then see a plain tensor."""
    from kgen.runtime.errors import OpArgumentError

    op, kwargs, args = _first_input_as(spec, lambda t: t)
    first = args[0]
    try:
        changed = layout(torch.empty(first.shape, dtype=first.dtype if first.element_size() > 1 else torch.int8))
    except (RuntimeError, NotImplementedError):  # torch makes no such tensor of this shape or dtype
        pytest.skip("torch has no such tensor here")
    with pytest.raises(OpArgumentError, match=f"argument '{next(iter(spec.inputs))}': .*, got {got}$"):
        op(changed, *args[1:], **kwargs)


def test_shape_only_calls_refuse_a_batched_tensor():
    """Inside torch.vmap a meta tensor is batched: refused by name (the custom op has no
    batching rule, and torch's fallback takes no mutating op)."""
    from generated import act_quant
    from kgen.runtime.errors import OpArgumentError

    x = torch.empty(2, 4, 7168, dtype=torch.bfloat16, device="meta")
    for inplace in (False, True):
        with pytest.raises(OpArgumentError, match="argument 'x': expected a tensor outside torch.vmap .*, got a batched tensor$"):
            torch.vmap(lambda r: act_quant.act_quant(r, inplace=inplace)[0])(x)


def test_shape_only_calls_check_what_the_launch_needs():
    """The checks that come before a launch (a row stride past the kernel's 32-bit row step;
    an in-place write into an inference tensor outside inference mode) refuse shape-only calls
    too, not only the eager op."""
    from generated import act_quant
    from kgen.runtime.errors import OpArgumentError

    far_rows = torch.empty(1, dtype=torch.bfloat16, device="meta").as_strided((2, 7168), (2**26, 1))
    with pytest.raises(OpArgumentError, match="argument 'row stride of x': expected at most 67108863 elements .*, got 67108864$"):
        act_quant.act_quant(far_rows, scale_fmt="none", scale_dtype="fp32")
    with pytest.raises(torch._dynamo.exc.TorchRuntimeError, match="argument 'row stride of x'"):  # dynamo's error on the fake's
        torch.compile(lambda x: act_quant.act_quant(x, scale_fmt="none", scale_dtype="fp32"), fullgraph=True, backend="eager")(far_rows)
    with torch.inference_mode():
        x = torch.empty(4, 7168, dtype=torch.bfloat16, device="meta")
        act_quant.act_quant(x, inplace=True)  # inside inference mode: written as torch would
    with pytest.raises(OpArgumentError, match="argument 'x': expected a tensor made outside torch.inference_mode.*got an inference tensor$"):
        act_quant.act_quant(x, inplace=True)


@pytest.mark.shape_only_routing
def test_symbolic_sizes_are_named_by_their_values():
    """Under symbolic tracing a size is a symbol (s27); the op's message names the size the
    caller passed."""
    from torch.fx.experimental.proxy_tensor import make_fx

    from generated import act_quant
    from kgen.runtime.errors import OpArgumentError

    with pytest.raises(OpArgumentError, match=r"argument 'N': expected one of \[.*\] .*, got 7000$"):
        make_fx(lambda x: act_quant.act_quant(x), tracing_mode="symbolic")(torch.empty(4, 7000, dtype=torch.bfloat16))
    with pytest.raises(OpArgumentError, match="argument 'x': expected dtype torch.bfloat16, got torch.float32 tensor of shape \\(4, 7168\\) on cpu$"):
        make_fx(lambda x: act_quant.act_quant(x), tracing_mode="symbolic")(torch.empty(4, 7168))
