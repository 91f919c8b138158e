"""A private X server (Xvfb) for tests that run the real game on a screen of their own; stopping what they start."""

from __future__ import annotations

import os
import subprocess

import pytest


def start_xvfb(env: dict[str, str], size: str = "1280x800") -> subprocess.Popen[bytes]:
    """Xvfb on a free display with one ``size`` (``WIDTHxHEIGHT``) screen; ``env["DISPLAY"]`` names it."""
    read, write = os.pipe()
    xvfb = subprocess.Popen(["Xvfb", "-displayfd", str(write), "-screen", "0", f"{size}x24", "-nolisten", "tcp"],
                            pass_fds=(write,), stderr=subprocess.DEVNULL)
    os.close(write)
    with os.fdopen(read) as display:
        number = display.readline().strip()
    if not number:
        xvfb.kill()
        xvfb.wait()
        pytest.fail("Xvfb did not start")
    env["DISPLAY"] = f":{number}"
    return xvfb


def stop(process: subprocess.Popen[bytes]) -> None:
    """End ``process`` (terminate, then kill after 10 s) and close its pipes."""
    if process.poll() is None:
        process.terminate()
        try:
            process.wait(10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
    for stream in (process.stdin, process.stdout, process.stderr):
        if stream is not None:
            stream.close()
