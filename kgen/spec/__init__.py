"""Load and validate a spec: structure by JSON Schema, meaning by the checks of this package.

Every problem is a SpecError naming file:line:column, the field, what was expected and
what was found, with a suggested fix. Nothing downstream (codegen, proofs, tests) runs on
a spec that did not pass here.

The modules, in reading order:
  model         the model: Dim, Tensor, Variant, Specialization, Spec
  values        how errors name values (describe, nearest) and small shared checks
  load          the entry points (load_spec, parse_spec): the file, its YAML, the schema,
                then the model built and its meaning checked
  schema_errors JSON Schema's errors in a spec's words
  names         text and names the generated module can hold
  build         the model read from the document, section by section
  expressions   the spec's expressions parsed and typed
  meaning       what the built spec must mean as a whole, with the Z3 checks of its shapes
  references    the reference and bench peers' modules, read from source
  cases         test cases and bench shapes
  inits         the inputs' init forms and the dtypes they draw into
  tilings       tiling knobs, their rules (tiling_problem) and buckets
The hardware limits the checks hold a spec to are in kgen.runtime.target.
"""

from __future__ import annotations

from .cases import BENCH_CASE_BYTES, TEST_CASE_BYTES, case_runs  # the size bounds, named in errors as kgen.spec.*
from .load import load_spec, parse_spec
from .model import Dim, Spec, Specialization, Tensor, Variant
from .names import RESERVED_NAMES
from .tilings import KNOB_KINDS, knob_kind, knob_value_fits, tiling_problem
from .values import describe, nearest

__all__ = [
    "BENCH_CASE_BYTES",
    "KNOB_KINDS",
    "RESERVED_NAMES",
    "TEST_CASE_BYTES",
    "Dim",
    "Spec",
    "Specialization",
    "Tensor",
    "Variant",
    "case_runs",
    "describe",
    "knob_kind",
    "knob_value_fits",
    "load_spec",
    "nearest",
    "parse_spec",
    "tiling_problem",
]
