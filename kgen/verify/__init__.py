"""The bounds-proof stage: every global-memory access of every kernel a spec emits gets a Z3
verdict, and the verdicts are kept as a record that can be checked again. In reading order:

- lowering.py: the generated module as built, loaded, and its kernels lowered or compiled for
  an arch on a machine with no GPU (tilings, configs, specializations).
- tlparse.py: memoized TileLang parsing: a kernel factory's `@T.prim_func` rewritten into IR
  once per code object, not once per kernel.
- bounds.py: the obligations: `0 <= index` and `index (+ extent) <= shape` per access, read
  off a kernel's TIR, and their verdicts (proven, refuted with a witness, unknown).
- solver.py: Z3 verdicts for the spec checks (the loader's and the families'), under a
  resource limit.
- prove.py: the pass over every kernel of a spec (in a process pool), its .smt2 and summary
  records under generated/proofs/<op>/, and `kgen prove --recheck`, which decides them again.

Nothing is imported here: a submodule brings z3 and TileLang only where it is used.
"""
