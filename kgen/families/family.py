"""The contract of a template family: what a spec's `template:` names.

A family is kernel bodies and the rules that keep them sound: it says which params, dims and
tiling knobs a spec of it declares, what values it takes, and renders its kernels. The op
layer (argument checks, outputs, variant choice, torch custom op, launch) is kgen's shared op
template (kgen/oplayer.py has that contract): a family's template, `kernel_template`, holds
the kernel layer alone. docs/writing-a-family.md walks through one.

Subclass Family, set the attributes, override the methods whose defaults do not fit, and add
an instance to kgen.families.TEMPLATES.
"""

from __future__ import annotations


class Family:
    name: str  # what a spec's `template:` says
    # What a spec of the family must declare: params, dims, input names (in this order first:
    # the op's arguments; empty where the spec names its tensors freely) and tiling knobs.
    params: tuple = ()
    dims: tuple = ()
    tensors: tuple = ()
    tiling: tuple = ()
    # {dim: why} for the dims its kernels take at each call (runtime), those that shape the
    # code (static) and those compiled in as a default computes them (derived); the loader
    # checks each declared dim's kind against these first.
    runtime_dims: dict = {}
    static_dims: dict = {}
    derived_dims: dict = {}
    tail_tiles: dict = {}  # runtime dim -> the tiling knob that tiles it (the tail policy's tile)
    strided_tensors: frozenset = frozenset()  # tensors whose declared `strides` its kernels honour
    optional_tensors: frozenset = frozenset()  # tensors a variant may lack (`unless`)
    static_tails: frozenset = frozenset()  # static dims whose tail policy it reads
    # (dim, meaning) that tiling.buckets may split, or None (one tiling per variant); with one,
    # bucket_inputs is what else a bucket's `when` may read.
    bucket_dim: tuple | None = None
    bucket_inputs: tuple = ()
    # The family's kernel layer: a Jinja file in its package (kgen/families/<name>/) that
    # module.py.j2 includes between the module's header and the op layer kgen renders.
    kernel_template: str
    # Where the op layer is kgen's: {suffix: (param, value)}, the variants with that param value
    # traced by torch.compile as torch.ops.kgen.<op>_<suffix> (the first entry that holds),
    # the others as torch.ops.kgen.<op>. One custom op's schema returns one set of outputs, so
    # variants whose `unless` drops outputs need their own; the param is an optional input's
    # `unless`, so a traced call picks its custom op by whether that input is given.
    torch_ops: dict = {}
    # Whether its kernels take more than the op's tensors as the op layer views them (inputs,
    # then outputs, each in its spec shape): the kernel layer then defines
    # `kernel_arguments(variant, d, tiling, tensors) -> list`, the family's launch policy, and
    # the shared op layer calls the kernel with what it returns: `tensors` with what the kernel
    # takes beside them (split-K workspaces, scratch buffers) or in another view of an operand.
    # d holds the call's dims and the variant's params, tiling the tiling the call runs.
    kernel_arguments: bool = False
    # Whether the first input's first axis, where it is a runtime dim, takes any leading dims
    # of the caller's (folded into it: oplayer.py); False: every tensor has exactly its spec's rank.
    fold_leading: bool = True
    # Params whose keyword defaults to None, the op then choosing the value at the call's dims:
    # the kernel layer defines `choose(param, d) -> value` (d: the dims the call binds). A
    # given value must be one the variants take; the values must give every tensor one dtype.
    chosen_params: tuple = ()
    # {name: what it is, for the op's docstring}: float keywords after the choices (default
    # None), runtime scalars compiled into the kernel (config's statics dict holds them) and
    # passed as floats to the torch custom op. The kernel layer defines
    # `scalar(name, value, d) -> float`: the value checked (an OpArgumentError naming it),
    # None its default at the call's dims and params d.
    scalars: dict = {}
    # Where the op layer is kgen's: the name of a function of the kernel layer,
    # (variant, d, tiling) -> None, that refuses (rt.OpArgumentError naming the argument) a
    # call the spec admits but the kernels cannot compile or run (quant: a row step past a
    # 32-bit constant); the op calls it after every check of its own. None: no such calls.
    call_check: str | None = None
    # Whether an output of a call with no work (some runtime dim 0: no launch) is zeros, an
    # empty sum, rather than left as allocated.
    zeros_when_empty: bool = False
    # The runtime dims a launch's grid spans, or None (every runtime dim): a call with one of
    # them 0 has no work. A call with another runtime dim 0 launches, so the kernel must take
    # it (its proofs range over it): the rowwise family's gather sources may be empty while
    # every output row is still written.
    grid_dims: tuple | None = None
    # {"inputs": ((shape, dtype), ...), "outputs": ...}: the tensors its kernels take, by
    # position (a spec names them freely), each shape as the spec writes it ("M, N // block")
    # and its dtype; the loader refuses a spec whose tensors differ. None: validate() judges them.
    tensor_contract: dict | None = None

    # Whether its kernels are generated from the spec's `compute` section (the rowwise family):
    # the spec then names its own dims and tensors, any of them optional, and must compute.
    computes: bool = False

    def for_spec(self, spec) -> "Family":
        """The family as it builds this spec: itself, but where an attribute depends on the
        spec (the rowwise family's custom ops, named after the spec's optional outputs)."""
        return self

    def validate_params(self, spec) -> None:
        """Refuse (SpecError at the value) a param value the family's kernels do not take. Runs
        before the constraints are judged: a refused value explains what follows from it."""

    def validate(self, spec) -> None:
        """Refuse what else the family's kernels do not take (tensor shapes, dtypes, tails)."""

    def case_problem(self, spec, variant, dims: dict) -> tuple[str, str, str] | None:
        """(dim, expected, found) where the op would refuse a test or bench case that the
        constraints admit (the loader refuses the case at its entry), else None."""
        return None

    def knob_rules(self, spec) -> dict:
        """{knob: (ok, expected)}: what one knob's value must meet, beside CUDA's limits."""
        return {}

    def tiling_problem(self, spec, tiling: dict, bucket: str | None = None) -> tuple[str, str, str] | None:
        """(knob, expected, found) where a tiling breaks a rule tying knobs together, else None.
        Applied to every tiling a spec declares, a lockfile's, `kgen lower --set`'s and each
        tuner candidate; bucket, for a bucket's tiling, narrows the static dims to look at."""
        return None

    def fixed_knobs(self, spec, variant) -> dict:
        """{knob: value} that a variant's kernel takes whatever the tiling says (quant's per-block
        casts: the row tile is the row block); the generated module's TILING holds them, so
        the op and the tools read the tile the kernel runs."""
        return {}

    def context(self, spec) -> dict:
        """What the family's template reads beside the spec."""
        return {}
