"""Ctrl-C and SIGTERM during a command: held across the steps that must not stop halfway,
and never leaving worker processes behind."""

from __future__ import annotations

import contextlib
import ctypes
import multiprocessing
import signal
import sys
import threading
from concurrent.futures import ProcessPoolExecutor

PR_SET_PDEATHSIG = 1  # prctl option (Linux): the signal a process gets when its parent dies


@contextlib.contextmanager
def held_signals():
    """SIGINT and SIGTERM are recorded, not delivered, inside the block (the yielded list
    holds those that came), and the first one is raised on leaving it. Python runs signal
    handlers in the main thread, whichever thread the signal reached: a handler that only
    records it holds it (a thread's signal mask would not, with torch's and TileLang's
    threads about). From another thread nothing is held. A signal the process ignores
    (SIGINT in a job started in the background) stays ignored: held, it would cancel the
    block without ever arriving."""
    held: list[int] = []
    main = threading.current_thread() is threading.main_thread()
    previous = {s: signal.signal(s, lambda signum, frame: held.append(signum)) for s in (signal.SIGINT, signal.SIGTERM) if signal.getsignal(s) is not signal.SIG_IGN} if main else {}
    try:
        yield held
    finally:
        for s, handler in previous.items():
            signal.signal(s, handler if handler is not None else signal.SIG_DFL)
        if held:
            signal.raise_signal(held[0])


def interrupt_on_sigterm() -> None:
    """SIGTERM raises KeyboardInterrupt, as Ctrl-C does, so that a terminated command runs
    its cleanup (worker processes stopped, staged files removed) instead of dying at once."""

    def interrupt(signum, frame):
        raise KeyboardInterrupt

    if threading.current_thread() is threading.main_thread() and signal.getsignal(signal.SIGTERM) is signal.SIG_DFL:
        signal.signal(signal.SIGTERM, interrupt)


def interrupt_once_within(function) -> None:
    """Ctrl-C and SIGTERM raise KeyboardInterrupt while `function` (the CLI's main) runs, once:
    a later signal would break into the handling of the first (stopping workers, printing)
    with a traceback of its own. Outside it the signal is dropped: after main() has returned
    the outputs are whole and the command is over, and an interrupt raised there, before its
    exit handlers run, has nothing left to catch it. A signal the process ignores (SIGINT in
    a job started in the background) stays ignored."""
    raised = []

    def interrupt(signum, frame):
        if raised or not _within(frame, function.__code__):
            return
        raised.append(signum)
        raise KeyboardInterrupt

    for s in (signal.SIGINT, signal.SIGTERM):
        if signal.getsignal(s) is not signal.SIG_IGN:
            signal.signal(s, interrupt)


def _within(frame, code) -> bool:
    """Whether frame is code's or one called from it."""
    while frame is not None:
        if frame.f_code is code:
            return True
        frame = frame.f_back
    return False


def _worker_setup() -> None:
    # Ctrl-C reaches the whole process group: only the parent acts on it (it stops the
    # workers), so a worker never dies in the middle of a task with a traceback of its own.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    if sys.platform.startswith("linux"):  # a parent killed outright takes its workers with it
        ctypes.CDLL(None, use_errno=True).prctl(PR_SET_PDEATHSIG, signal.SIGKILL, 0, 0, 0)


@contextlib.contextmanager
def worker_pool(jobs: int, start_method: str | None = None):
    """A ProcessPoolExecutor whose workers ignore Ctrl-C and die with the parent; if the block
    is left by an exception (an interrupt included), the workers are killed rather than waited
    for: a worker blocked on a task queue the interrupted parent no longer feeds would keep
    the command from ever exiting."""
    context = multiprocessing.get_context(start_method)
    pool = ProcessPoolExecutor(jobs, mp_context=context, initializer=_worker_setup)
    try:
        if context.get_start_method() == "fork":
            # A forking pool starts every worker at its first task, and fork runs at-fork
            # handlers (logging's locks) in which an interrupt is lost ("Exception ignored"):
            # the workers start here, with Ctrl-C held.
            with held_signals():
                pool.submit(int).result()
        yield pool
        pool.shutdown(wait=True)  # inside: an interrupt while waiting for the workers kills them too
    except BaseException:
        for process in list((pool._processes or {}).values()):
            process.kill()
        pool.shutdown(wait=False, cancel_futures=True)
        raise


def stop_workers() -> None:
    """Kill every worker process this process still has: at exit, multiprocessing waits for
    each, and one that an interrupt left blocked on its task queue would never end."""
    for process in multiprocessing.active_children():
        process.kill()
