"""The release recipes that only run on GitHub's Windows and macOS runners, checked by reading them.

No Windows or macOS machine runs these tests, so they read .github/workflows/release.yml,
the Inno Setup script and make_dmg.sh as text (no YAML library is a dependency) and hold
them to the rules that make a release fail loudly instead of publishing a broken package.
Each check is also run on a small bad example, to show it can fail.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
WORKFLOW = ROOT / ".github" / "workflows" / "release.yml"
ISS = ROOT / "packaging" / "windows" / "yukon-solitaire.iss"
MAKE_DMG = ROOT / "packaging" / "macos" / "make_dmg.sh"
BUILD_JOBS = ("linux", "windows", "macos")


def jobs(workflow: str) -> dict[str, str]:
    """Each job's text, by name: the two-space keys under `jobs:`."""
    body = workflow.split("\njobs:\n", 1)[1]
    parts = re.split(r"^  ([\w-]+):\s*$", body, flags=re.MULTILINE)
    return dict(zip(parts[1::2], parts[2::2], strict=True))


def steps(job: str) -> list[str]:
    """Each step's text: the list items under the job's `steps:`."""
    body = job.split("\n    steps:\n", 1)[1]
    return [step for step in re.split(r"^      - ", body, flags=re.MULTILINE)[1:]]


def default_shell(workflow: str) -> str:
    match = re.search(r"^defaults:\n  run:\n    shell: (.+)$", workflow, flags=re.MULTILINE)
    return match[1].strip() if match else ""


def step_shell(step: str, workflow: str) -> str:
    match = re.search(r"^\s*shell: (.+)$", step, flags=re.MULTILINE)
    return match[1].strip() if match else default_shell(workflow)


def run_text(step: str) -> str:
    match = re.search(r"^ *run: \|\n((?:(?: {10}.*)?\n?)*)|^ *run: (.+)$", step, flags=re.MULTILINE)
    if match is None:
        return ""
    return match[1] if match[1] is not None else match[2]


def step_problems(workflow: str) -> list[str]:
    """Steps that could go on after a failing command."""
    problems = []
    for job_name, job in jobs(workflow).items():
        for step in steps(job):
            script = run_text(step)
            if not script:
                continue
            name = step.splitlines()[0]
            first = next(line.strip() for line in script.splitlines() if line.strip())
            shell = step_shell(step, workflow)
            if shell.startswith("bash"):
                if first != "set -euo pipefail" and "-euo pipefail" not in shell:
                    problems.append(f"{job_name}: {name}: bash step without set -euo pipefail")
            elif shell == "pwsh":
                if first != "$ErrorActionPreference = 'Stop'":
                    problems.append(f"{job_name}: {name}: PowerShell step without ErrorActionPreference Stop")
                lines = [line.strip() for line in script.splitlines() if line.strip()]
                for index, line in enumerate(lines):
                    native = line.startswith("& ") or re.match(r"(\$\w+ = )?(choco|python|signtool)\b", line)
                    if native and not any("$LASTEXITCODE" in after for after in lines[index + 1:index + 3]):
                        problems.append(f"{job_name}: {name}: no $LASTEXITCODE check after: {line}")
            else:
                problems.append(f"{job_name}: {name}: shell {shell!r} is neither bash nor pwsh")
    return problems


def test_every_job_is_read():
    assert set(jobs(WORKFLOW.read_text(encoding="utf-8"))) == {"test", *BUILD_JOBS, "release"}


def test_tests_run_on_three_systems_before_any_build():
    workflow = WORKFLOW.read_text(encoding="utf-8")
    found = jobs(workflow)
    test = found["test"]
    matrix = re.search(r"^        os: \[(.+)\]$", test, flags=re.MULTILINE)
    assert matrix is not None
    systems = [name.strip() for name in matrix[1].split(",")]
    assert [name.split("-")[0] for name in systems] == ["ubuntu", "windows", "macos"]
    assert "runs-on: ${{ matrix.os }}" in test
    assert "QT_QPA_PLATFORM: offscreen" in test
    # the README's test command, and on Linux the system libraries .ci/run installs
    assert "pip install -e '.[test]'" in test and "python -m pytest\n" in test
    assert ".ci/run" in test and "apt-get install" in test
    for name in BUILD_JOBS:
        assert re.search(r"^    needs: (test|\[.*\btest\b.*\])$", found[name], flags=re.MULTILINE), name
    assert "needs: [linux, windows, macos]" in found["release"]


def test_every_step_stops_at_its_first_failure():
    workflow = WORKFLOW.read_text(encoding="utf-8")
    assert default_shell(workflow) == "bash"
    assert step_problems(workflow) == []


BAD_WORKFLOW = """\
defaults:
  run:
    shell: bash

jobs:
  windows:
    runs-on: windows-latest
    steps:
      - uses: actions/checkout@v4
      - name: Build
        run: |
          python -m pip install .
      - name: Installer
        shell: pwsh
        run: |
          $ErrorActionPreference = 'Stop'
          & iscc packaging\\windows\\yukon-solitaire.iss
      - name: Other
        shell: pwsh
        run: Write-Output hello
"""


def test_the_step_check_finds_careless_steps():
    problems = step_problems(BAD_WORKFLOW)
    assert any("Build: bash step without set -euo pipefail" in problem for problem in problems)
    assert any("no $LASTEXITCODE check after: & iscc" in problem for problem in problems)
    assert any("Other: PowerShell step without ErrorActionPreference" in problem for problem in problems)
    assert len(problems) == 3


def test_inno_setup_is_installed_and_called_by_its_full_path():
    windows = jobs(WORKFLOW.read_text(encoding="utf-8"))["windows"]
    assert "choco install innosetup" in windows
    full_path = '"${env:ProgramFiles(x86)}\\Inno Setup 6\\ISCC.exe"'
    assert windows.count(full_path) >= 2  # checked after installing, then called
    assert "& $iscc " in windows
    assert not re.search(r"^\s*iscc\b", windows, flags=re.MULTILINE | re.IGNORECASE)
    assert "file_version.py" in windows and "/DFileVersion=$fileVersion" in windows


def test_signing_only_with_secrets_and_said_when_not():
    found = jobs(WORKFLOW.read_text(encoding="utf-8"))
    windows, macos = found["windows"], found["macos"]
    assert "secrets.WINDOWS_CERTIFICATE" in windows
    assert "if: env.WINDOWS_CERTIFICATE != ''" in windows
    assert windows.count("::warning::") >= 2 and "NOT signed" in windows
    for secret in ("MACOS_CERTIFICATE", "MACOS_SIGNING_IDENTITY", "APPLE_ID", "APPLE_TEAM_ID", "APPLE_APP_PASSWORD"):
        assert f"secrets.{secret}" in macos
    assert "NOT signed" in macos and "NOT notarized" in macos
    assert "codesign --force" in macos and "notarytool submit" in macos and "stapler staple" in macos
    assert (ROOT / "packaging" / "macos" / "entitlements.plist").is_file()


def test_macos_is_built_for_intel_and_apple_silicon():
    macos = jobs(WORKFLOW.read_text(encoding="utf-8"))["macos"]
    assert re.search(r"runner: macos-[\w-]*intel\s+arch: x86_64", macos)
    assert re.search(r"runner: macos-1\d\s+arch: arm64", macos)
    assert "name: macos-${{ matrix.arch }}" in macos  # two artifacts, not one overwriting the other
    assert "PYTHON=$(command -v python3) packaging/macos/make_dmg.sh" in macos


def setup_problems(iss: str) -> list[str]:
    """What keeps the installer from being a per-user one that leaves the player's data alone."""
    setup = dict(
        line.split("=", 1) for line in iss.split("[Setup]", 1)[1].split("\n[", 1)[0].splitlines()
        if "=" in line and not line.startswith(";")
    )
    problems = []
    if setup.get("PrivilegesRequired") != "lowest":
        problems.append("PrivilegesRequired is not lowest")
    if "PrivilegesRequiredOverridesAllowed" in setup:
        problems.append("the installer may ask for administrator rights")
    if not setup.get("DefaultDirName", "").startswith(("{userpf}", "{localappdata}")):
        problems.append("DefaultDirName is not in the user's own folders")
    if setup.get("VersionInfoVersion") != "{#FileVersion}":
        problems.append("VersionInfoVersion is not the four-number FileVersion")
    if re.search(r"^\[UninstallDelete\]", iss, flags=re.MULTILINE):
        problems.append("the uninstaller deletes files it did not install")
    return problems


def test_per_user_install_that_keeps_the_players_data():
    assert setup_problems(ISS.read_text(encoding="utf-8")) == []


@pytest.mark.parametrize(
    ("change", "problem"),
    [
        (("PrivilegesRequired=lowest", "PrivilegesRequired=admin"), "not lowest"),
        (("[Setup]\n", "[Setup]\nPrivilegesRequiredOverridesAllowed=dialog\n"), "administrator"),
        (("DefaultDirName={userpf}", "DefaultDirName={autopf}"), "user's own folders"),
        (("VersionInfoVersion={#FileVersion}", "VersionInfoVersion={#AppVersion}"), "four-number"),
        (
            ("[Icons]", '[UninstallDelete]\nType: filesandordirs; Name: "{localappdata}\\yukon"\n\n[Icons]'),
            "did not install",
        ),
    ],
)
def test_the_setup_check_can_fail(change, problem):
    iss = ISS.read_text(encoding="utf-8")
    assert change[0] in iss
    problems = setup_problems(iss.replace(*change))
    assert len(problems) == 1 and problem in problems[0]


def test_make_dmg_retries_hdiutil_and_uses_the_builds_python():
    script = MAKE_DMG.read_text(encoding="utf-8")
    assert script.startswith("#!/usr/bin/env bash\n") and "set -euo pipefail" in script
    loop = re.search(r"for attempt in \$\(seq 1 \"\$ATTEMPTS\"\); do\n(.*?)\ndone", script, flags=re.DOTALL)
    assert loop is not None and "hdiutil create" in loop[1] and "exit 1" in loop[1]
    assert int(re.search(r"^ATTEMPTS=(\d+)$", script, flags=re.MULTILINE)[1]) >= 3
    outside = script.replace(loop[0], "")
    assert not re.search(r"^\s*hdiutil create", outside, flags=re.MULTILINE)
    assert 'PYTHON=${PYTHON:-python3}' in script and '"$PYTHON" "$ROOT/packaging/project_version.py"' in script
    assert "/usr/bin/python3" not in script and "\npython3 " not in script


def test_every_package_carries_the_licence_and_the_notice():
    found = jobs(WORKFLOW.read_text(encoding="utf-8"))
    windows, macos = found["windows"], found["macos"]
    # Beside the program (the installer takes the whole folder), the notice from what it holds.
    assert "cp LICENSE dist/yukon-solitaire/LICENSE" in windows
    assert "packaging/third_party.py dist/yukon-solitaire dist/yukon-solitaire/THIRD-PARTY-NOTICES.txt" in windows
    assert "test -s dist/yukon-solitaire/THIRD-PARTY-NOTICES.txt" in windows
    # In Resources (codesign seals it), linked from MacOS where the About box looks; before signing.
    assert 'python3 packaging/third_party.py "dist/Yukon Solitaire.app"' in macos
    assert 'ln -s ../Resources/LICENSE "$app/MacOS/LICENSE"' in macos
    assert macos.index("third_party.py") < macos.index("codesign --force --deep")
    assert (ROOT / "LICENSE").is_file()


def test_the_disk_image_is_signed_before_it_is_notarized():
    macos = jobs(WORKFLOW.read_text(encoding="utf-8"))["macos"]
    notarize = next(step for step in steps(macos) if step.startswith("name: Notarize"))
    assert notarize.index('codesign --force --timestamp --sign "$MACOS_SIGNING_IDENTITY" "$dmg"') < notarize.index(
        "notarytool submit")
    assert '[ -z "$MACOS_SIGNING_IDENTITY" ]' in notarize


def test_the_linux_job_tests_the_packages_it_uploads():
    linux = jobs(WORKFLOW.read_text(encoding="utf-8"))["linux"]
    assert "YUKON_BUILT_PACKAGES: dist" in linux and "python3 -m pytest tests/packaging" in linux
