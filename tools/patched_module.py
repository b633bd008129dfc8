"""Import an edited copy of a generated module, for tools that instrument or strip a kernel.

The copy is written to a file first: TileLang's parser reads a kernel's source back from its
file. Its ahead-of-time kernels are not loaded (they are the unedited ones)."""

import importlib.util
import os
import sys
import tempfile


def import_patched(name: str, source: str):
    """The module `name` made from `source` (a generated module's text after the tool's edits)."""
    source = source.replace("rt.load_prebuilt(KERNELS)", "")
    path = os.path.join(tempfile.mkdtemp(), f"{name}.py")
    with open(path, "w") as f:
        f.write(source)
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module
