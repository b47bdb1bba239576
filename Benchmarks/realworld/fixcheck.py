#!/usr/bin/env python3
"""Applies every fix (safe and unsafe) to copies of laid-out apps and checks that fixes never break
a file: each fixed finding gone, no new finding, no new problem reading or parsing a file, and a
second --fix changes nothing. Prints, per rule, the findings, the findings with a fix offered, and
the findings gone after `--fix --unsafe-fixes` (a fix may also remove another rule's finding).

usage: fixcheck.py PRESENTLINT DIR [DIR ...]
  DIR holds laid checkouts (DIR/<owner>+<name>/, as lay.sh lays them) or is one app's folder.
Exit status 1 when a check fails. The copies are made in a temporary folder and removed.
"""
import collections
import json
import os
import shutil
import subprocess
import sys
import tempfile


def lint(binary, folder, *extra):
    run = subprocess.run([binary, "--format", "json", *extra, "."], cwd=folder, capture_output=True, text=True)
    if run.returncode not in (0, 1):
        raise SystemExit(f"fixcheck: presentlint failed on {folder} (status {run.returncode}): {run.stderr[-2000:]}")
    return json.loads(run.stdout)


def apps(dirs):
    for d in dirs:
        d = os.path.abspath(d)
        kids = sorted(k for k in os.listdir(d) if "+" in k and os.path.isdir(os.path.join(d, k)))
        if kids:
            for k in kids:
                yield k, os.path.join(d, k)
        else:
            yield os.path.basename(d), d


def counts(report):
    return collections.Counter((f["path"], f["ruleId"]) for f in report["findings"])


def main():
    if len(sys.argv) < 3:
        print(__doc__, file=sys.stderr)
        return 2
    binary = os.path.abspath(sys.argv[1])
    totals = collections.defaultdict(lambda: [0, 0, 0])  # rule -> findings, offered (fixable with --unsafe-fixes), gone after --fix
    failures = []
    notes = []  # findings still marked fixable after --fix: a fix the check refused (its reason is in --fix's output)
    for name, folder in apps(sys.argv[2:]):
        with tempfile.TemporaryDirectory() as tmp:
            copy = os.path.join(tmp, name)
            shutil.copytree(folder, copy, symlinks=True, ignore=shutil.ignore_patterns(".git", ".git-cache"))
            before = lint(binary, copy, "--unsafe-fixes")
            problems_before = collections.Counter(p["path"] for p in before["fileErrors"])
            for f in before["findings"]:
                totals[f["ruleId"]][0] += 1
                totals[f["ruleId"]][1] += 1 if f["fixable"] else 0
            fix = subprocess.run([binary, "--fix", "--unsafe-fixes", "--quiet", "."], cwd=copy, capture_output=True, text=True)
            if fix.returncode == 2:
                failures.append(f"{name}: --fix failed: {fix.stderr[-1000:]}")
                continue
            after = lint(binary, copy)
            old, new = counts(before), counts(after)
            for key in set(old) | set(new):
                gone = old[key] - new[key]
                if gone > 0:
                    totals[key[1]][2] += gone
                if new[key] > old[key]:
                    failures.append(f"{name}: a new {key[1]} finding in {key[0]} after --fix ({old[key]} -> {new[key]})")
            fixable_left = [f for f in lint(binary, copy, "--unsafe-fixes")["findings"] if f["fixable"]]
            problems_after = collections.Counter(p["path"] for p in after["fileErrors"])
            for path, n in problems_after.items():
                if n > problems_before[path]:
                    failures.append(f"{name}: a new problem reading or parsing {path} after --fix")
            again = subprocess.run([binary, "--fix", "--unsafe-fixes", "--dry-run", "--quiet", "."], cwd=copy, capture_output=True, text=True)
            if again.stdout.strip():
                failures.append(f"{name}: a second --fix would change files:\n{again.stdout[:2000]}")
            if fixable_left:
                f = fixable_left[0]
                notes.append(f"{name}: {len(fixable_left)} finding(s) still marked fixable after --fix, e.g. {f['path']}:{f['line']} [{f['ruleId']}]")
    print(f"{'rule':<40} {'findings':>9} {'offered':>8} {'gone':>8}")
    for rule in sorted(totals):
        found, offered, applied = totals[rule]
        print(f"{rule:<40} {found:>9} {offered:>8} {applied:>8}")
    for line in notes:
        print("NOTE " + line)
    for line in failures:
        print("FAIL " + line)
    print("fixcheck: " + ("all fixes checked" if not failures else f"{len(failures)} failure(s)"))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
