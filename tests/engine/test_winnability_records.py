"""The per-deal records behind the 5,000-deal winnability figures (``docs/winnability``).

Each line is one run of ``benchmarks/solver.py --record`` on one deal.  The
records must be whole, name only deals of the fixed list, never disagree (a
deal proven winnable in one run and not winnable in another would mean an
unsound search), and give exactly the counts ``docs/WINNABILITY.md``
publishes for them.
"""

from __future__ import annotations

import importlib.util
import json
import re
from pathlib import Path

import pytest

from yukon_qt.engine import GameCode, Rule

ROOT = Path(__file__).resolve().parents[2]
RECORDS = ROOT / "docs" / "winnability"
STATUSES = {"solvable", "unsolvable", "unknown"}
SMALLEST_TABLE = 2_000_000  # positions: the solver's default, the smallest table any pass had


def benchmark():
    """``benchmarks/solver.py`` as a module (the benchmarks are scripts, not a package)."""
    spec = importlib.util.spec_from_file_location("solver_benchmark", ROOT / "benchmarks" / "solver.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def solver_benchmark():
    return benchmark()


@pytest.fixture(scope="module")
def record_files() -> list[Path]:
    files = sorted(RECORDS.glob("*.jsonl"))
    assert files, "the records are part of the repository"
    return files


def test_every_line_is_a_whole_record_of_a_listed_deal(solver_benchmark, record_files):
    listed = {str(GameCode(rule, number)) for rule in Rule for number in solver_benchmark.fixed_deals(5000)}
    for path in record_files:
        for number, line in enumerate(path.read_text().splitlines(), 1):
            row = json.loads(line)
            where = f"{path.name}:{number}"
            assert row["code"] in listed, where
            assert row["status"] in STATUSES, where
            assert row["seconds"] >= 0 and row["positions"] >= 0 and row["limit"] > 0, where
            if row["status"] == "unknown":  # stopped by its time limit or a full table, not given up early
                assert row["seconds"] >= 0.9 * row["limit"] or row["largest_table"] >= SMALLEST_TABLE, where


def test_each_deal_is_recorded_once_per_file(record_files):
    for path in record_files:
        codes = [json.loads(line)["code"] for line in path.read_text().splitlines()]
        assert len(codes) == len(set(codes)), path.name


def test_runs_never_disagree(solver_benchmark, record_files):
    for rule in Rule:
        solver_benchmark.merged_rows(record_files, rule)  # stops with the deal's code if two runs disagree


def test_the_first_pass_holds_all_5000_deals_of_each_rule(solver_benchmark):
    for rule in (Rule.CLASSIC, Rule.RELAXED):
        path = RECORDS / f"{rule.stored_name}-10s.jsonl"
        codes = {json.loads(line)["code"] for line in path.read_text().splitlines()}
        assert codes == {str(GameCode(rule, number)) for number in solver_benchmark.fixed_deals(5000)}


def test_the_published_counts_are_those_of_the_records(solver_benchmark, record_files):
    text = (ROOT / "docs" / "WINNABILITY.md").read_text()
    section = text.split("## 5,000 deals per rule", 1)[1].split("\n## ", 1)[0]
    for rule in (Rule.CLASSIC, Rule.RELAXED):
        rows = solver_benchmark.merged_rows(record_files, rule)
        counts = [sum(1 for row in rows if row[1] == status) for status in ("solvable", "unsolvable", "unknown")]
        published = re.search(rf"^\| {rule.title} \(records\) \| (\d+) \| (\d+) \| (\d+) \|", section, re.M)
        assert published, f"no {rule.title} row for the records"
        assert [int(value) for value in published.groups()] == counts, rule.title
