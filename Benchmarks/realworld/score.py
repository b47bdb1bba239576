#!/usr/bin/env python3
"""Score presentlint against hand-judged labels on public SwiftUI apps.

usage: score.py DIR [--binary PATH] [--labels FILE] [--apps FILE] [--line-tolerance N]
                    [--findings-dir D] [--only-app OWNER/NAME ...]

DIR holds one checkout per app, named DIR/<owner>+<name>/ (see fetch.md). For each app listed in
apps.txt that has a checkout, the script runs `presentlint --format json .` inside the checkout
(so paths are relative to the repository root), matches each finding to the labels by
(repository, path, rule) and line (within the tolerance, default 1), and prints TP/FP/FN,
precision and recall per rule and per app, then every disagreement:
  - MISSED: a site labelled tp or fn that the linter did not report,
  - FALSE ALARM: a finding labelled fp (or tn),
  - UNLABELLED: a finding no label covers (needs judging).
Labels whose verdict reason starts with "unsure" are listed but not scored. A checkout whose
commit differs from the labelled one is warned about (line numbers may have moved).
--findings-dir D reads D/<owner>+<name>.json instead of running the binary (used by the self-test).
No network access is needed.
"""
import argparse
import collections
import csv
import json
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
VERDICTS = {"tp", "fp", "fn", "tn"}


def load_apps(path):
    apps = []
    with open(path, encoding="utf-8") as f:
        for raw in f:
            line = raw.split("#", 1)[0].strip()
            if not line:
                continue
            parts = line.split()
            if len(parts) < 2:
                sys.exit(f"{path}: expected 'owner/name commit', got {raw.strip()!r}")
            apps.append((parts[0], parts[1]))
    return apps


def load_labels(path):
    labels = []
    with open(path, encoding="utf-8", newline="") as f:
        rows = csv.reader(f, delimiter="\t")
        header = None
        for n, row in enumerate(rows, 1):
            if not row or row[0].startswith("#"):
                continue
            if header is None:
                header = row
                want = ["repo", "commit", "path", "line", "rule", "verdict", "reason"]
                if header != want:
                    sys.exit(f"{path}:{n}: header must be {' '.join(want)} (tab-separated)")
                continue
            if len(row) != 7:
                sys.exit(f"{path}:{n}: expected 7 tab-separated fields, got {len(row)}")
            repo, commit, p, line, rule, verdict, reason = row
            if verdict not in VERDICTS:
                sys.exit(f"{path}:{n}: verdict must be one of {sorted(VERDICTS)}, got {verdict!r}")
            try:
                line = int(line)
            except ValueError:
                sys.exit(f"{path}:{n}: line must be a number, got {line!r}")
            labels.append({
                "repo": repo, "commit": commit, "path": norm(p), "line": line, "rule": rule,
                "verdict": verdict, "reason": reason, "unsure": reason.lower().startswith("unsure"),
                "where": f"{os.path.basename(path)}:{n}",
            })
    return labels


def norm(p):
    p = p.replace("\\", "/")
    while p.startswith("./"):
        p = p[2:]
    return p


def head_commit(checkout):
    """The commit of a checkout: a .realworld-commit file written when laying it, or git."""
    marker = os.path.join(checkout, ".realworld-commit")
    if os.path.exists(marker):
        with open(marker, encoding="utf-8") as f:
            return f.read().strip()
    try:
        out = subprocess.run(["git", "-C", checkout, "rev-parse", "HEAD"], capture_output=True,
                             text=True, check=True)
        return out.stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return None


def run_linter(binary, checkout):
    proc = subprocess.run([binary, "--format", "json", "--jobs", "2", "."], cwd=checkout,
                          capture_output=True, text=True)
    if proc.returncode not in (0, 1, 2):
        sys.exit(f"{binary} failed on {checkout} (exit {proc.returncode}): {proc.stderr.strip()}")
    try:
        return json.loads(proc.stdout)
    except json.JSONDecodeError as e:
        sys.exit(f"{binary} printed no JSON report for {checkout}: {e}")


def ratio(a, b):
    return f"{a / b:.2f}" if b else "  - "


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("dir", help="folder of checkouts named <owner>+<name>")
    ap.add_argument("--binary", default=None, help="presentlint binary (default: the release build)")
    ap.add_argument("--labels", default=os.path.join(HERE, "labels.tsv"))
    ap.add_argument("--apps", default=os.path.join(HERE, "apps.txt"))
    ap.add_argument("--line-tolerance", type=int, default=1)
    ap.add_argument("--findings-dir", default=None)
    ap.add_argument("--only-app", action="append", default=[])
    ap.add_argument("--quiet", action="store_true", help="totals only, no disagreement list")
    args = ap.parse_args(argv)

    # The linter runs inside each checkout, so a relative path is taken from here, not from there.
    binary = os.path.abspath(args.binary or os.path.join(HERE, "..", "..", ".build", "release", "presentlint"))
    if args.findings_dir is None and not os.access(binary, os.X_OK):
        sys.exit(f"no presentlint binary at {binary}: run `swift build -c release` or pass --binary")

    apps = load_apps(args.apps)
    labels = load_labels(args.labels)
    known = {a for a, _ in apps}
    for l in labels:
        if l["repo"] not in known:
            sys.exit(f"{l['where']}: repository {l['repo']} is not listed in {args.apps}")

    per_rule = collections.defaultdict(collections.Counter)
    per_app_rule = collections.defaultdict(collections.Counter)
    missed, false_alarms, unlabelled, unsure = [], [], [], []
    scored_apps = []

    for repo, commit in apps:
        if args.only_app and repo not in args.only_app:
            continue
        checkout = os.path.join(args.dir, repo.replace("/", "+"))
        if args.findings_dir is not None:
            jpath = os.path.join(args.findings_dir, repo.replace("/", "+") + ".json")
            if not os.path.exists(jpath):
                print(f"skip {repo}: no {jpath}", file=sys.stderr)
                continue
            with open(jpath, encoding="utf-8") as f:
                report = json.load(f)
        else:
            if not os.path.isdir(checkout):
                print(f"skip {repo}: no checkout at {checkout}", file=sys.stderr)
                continue
            have = head_commit(checkout)
            if have and have != commit:
                print(f"warning: {repo} checkout is at {have}, labels are for {commit}",
                      file=sys.stderr)
            report = run_linter(binary, checkout)
        scored_apps.append(repo)
        app_labels = [l for l in labels if l["repo"] == repo]
        used = set()
        for fnd in report.get("findings", []):
            path, rule, line = norm(fnd["path"]), fnd["ruleId"], fnd["line"]
            best = None
            for i, l in enumerate(app_labels):
                if l["path"] != path or l["rule"] != rule:
                    continue
                d = abs(l["line"] - line)
                if d <= args.line_tolerance and (best is None or d < best[0]):
                    best = (d, i)
            if best is None:
                unlabelled.append((repo, path, line, rule, fnd.get("message", "")))
                continue
            i = best[1]
            used.add(i)
            l = app_labels[i]
            if l["unsure"]:
                continue
            if l["verdict"] in ("tp", "fn"):
                per_rule[rule]["tp"] += 1
                per_app_rule[(repo, rule)]["tp"] += 1
            else:
                per_rule[rule]["fp"] += 1
                per_app_rule[(repo, rule)]["fp"] += 1
                false_alarms.append((repo, path, line, rule, l["reason"]))
        for i, l in enumerate(app_labels):
            if l["unsure"]:
                unsure.append(l)
                continue
            if i in used:
                continue
            if l["verdict"] in ("tp", "fn"):
                per_rule[l["rule"]]["fn"] += 1
                per_app_rule[(repo, l["rule"])]["fn"] += 1
                missed.append((repo, l["path"], l["line"], l["rule"], l["verdict"], l["reason"]))
            elif l["verdict"] == "tn":
                per_rule[l["rule"]]["tn"] += 1
                per_app_rule[(repo, l["rule"])]["tn"] += 1
            # an fp label that is no longer reported: now silent, counts as a true negative
            else:
                per_rule[l["rule"]]["tn"] += 1
                per_app_rule[(repo, l["rule"])]["tn"] += 1

    def row(name, c):
        tp, fp, fn, tn = c["tp"], c["fp"], c["fn"], c["tn"]
        return (f"{name:<60} {tp:>4} {fp:>4} {fn:>4} {tn:>4}  "
                f"{ratio(tp, tp + fp):>5} {ratio(tp, tp + fn):>6}")

    head = f"{'':<60} {'TP':>4} {'FP':>4} {'FN':>4} {'TN':>4}  {'prec':>5} {'recall':>6}"
    print(f"apps scored: {len(scored_apps)}  labels: {len(labels)}  (unsure, not scored: "
          f"{sum(1 for l in labels if l['unsure'])})")
    print("\nper rule")
    print(head)
    total = collections.Counter()
    for rule in sorted(per_rule):
        print(row(rule, per_rule[rule]))
        total.update(per_rule[rule])
    print(row("all rules", total))
    print("\nper app and rule")
    print(head)
    for (repo, rule) in sorted(per_app_rule):
        print(row(f"{repo}  {rule}", per_app_rule[(repo, rule)]))

    if not args.quiet:
        print(f"\nMISSED (labelled tp/fn, not reported): {len(missed)}")
        for repo, path, line, rule, v, reason in missed:
            print(f"  {repo} {path}:{line} {rule} [{v}] {reason}")
        print(f"\nFALSE ALARMS (reported, labelled fp/tn): {len(false_alarms)}")
        for repo, path, line, rule, reason in false_alarms:
            print(f"  {repo} {path}:{line} {rule}: {reason}")
        print(f"\nUNLABELLED findings (need judging): {len(unlabelled)}")
        for repo, path, line, rule, msg in unlabelled:
            print(f"  {repo}\t{path}\t{line}\t{rule}\t{msg}")
        if unsure:
            print(f"\nUNSURE labels (not scored): {len(unsure)}")
            for l in unsure:
                print(f"  {l['repo']} {l['path']}:{l['line']} {l['rule']} {l['verdict']}: {l['reason']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
