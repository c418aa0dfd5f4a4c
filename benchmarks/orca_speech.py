"""How quickly a blind player hears each key: the time from a key to Orca's speech of it.

    python3 benchmarks/orca_speech.py [--runs 3] [--language en] [--language tr]

Each run plays the whole game of ``tests/accessibility/test_orca_speaks.py``
(``YU1-C-AAAAAAB`` to the win with the keys, under a real Orca on a private
desktop) and reads the figures it prints: for every sentence expected after a
key, the time from the key (xdotool) to the line of Orca's debug log that
speaks it, and the time of the whole run.  Printed: each run's median and 90th
percentile, then the medians over the runs.  Debian packages needed: orca,
speech-dispatcher, speech-dispatcher-espeak-ng, espeak-ng, xvfb, xdotool,
at-spi2-core, python3-pyatspi.

Goal: a median of at most 300 ms from key to speech.
"""

from __future__ import annotations

import argparse
import re
import statistics
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TEST = "tests/accessibility/test_orca_speaks.py"
FIGURES = re.compile(r"^(\w+): (\d+) sentences; key to speech median (\d+) ms, 90% (\d+) ms; run (\d+) s$", re.M)


def one_run(language: str) -> tuple[int, int, int] | None:
    """Median and 90th percentile key to speech (ms) and the run's seconds, or None when the run failed."""
    test = f"{TEST}::test_orca_speaks_a_whole_game[{language}]"
    result = subprocess.run([sys.executable, "-m", "pytest", test, "-q", "-s", "-p", "no:cacheprovider"],
                            cwd=ROOT, capture_output=True, text=True)
    found = FIGURES.search(result.stdout)
    if result.returncode != 0 or found is None:
        print(result.stdout[-3000:], file=sys.stderr)
        return None
    return int(found[3]), int(found[4]), int(found[5])


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--language", action="append", help="en (the default), tr, or both")
    arguments = parser.parse_args()
    for language in arguments.language or ["en"]:
        figures = []
        for run in range(arguments.runs):
            measured = one_run(language)
            if measured is None:
                print(f"{language} run {run + 1}: failed (see above)")
                continue
            figures.append(measured)
            print(f"{language} run {run + 1}: key to speech median {measured[0]} ms, 90% {measured[1]} ms; "
                  f"run {measured[2]} s")
        if figures:
            median, slow, seconds = (statistics.median(f[index] for f in figures) for index in range(3))
            print(f"{language}: median over {len(figures)} runs: key to speech {median:.0f} ms, 90% {slow:.0f} ms, "
                  f"run {seconds:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
