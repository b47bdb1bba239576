#!/usr/bin/env python3
"""Score presentlint against hand-judged labels on public SwiftUI apps.

usage: score.py DIR [--binary PATH] [--labels FILE] [--reviews FILE | --no-reviews] [--apps FILE]
                    [--line-tolerance N] [--findings-dir D] [--only-app OWNER/NAME ...] [--quiet]

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

It then scores the reviewer verdicts of reviews.tsv (when the file exists) on the same findings,
matched the same way: per rule and overall, the letter's precision and recall (its `letter`
column, scored like a label's verdict) and the reviewer's precision, act / (act + right + wrong)
over the findings, and recall, act / (act + missed); the roles of the reviewed findings per rule;
then REVIEWER MISSED (a site a reviewer wants reported, not reported), NOT ACTED ON (a finding a
reviewer would not act on) and UNREVIEWED (a finding no review row covers).
The letter (labels.tsv and the `letter` column) is scored on a run with `"report": "all"` for
state-bool-presentation and scattered-modal-state, the reviewer's verdicts on a run with the defaults.
--findings-dir D reads D/<owner>+<name>.json instead of running the binary (used by the self-test),
and D/<owner>+<name>.letter.json for the letter's run when it exists.
No network access is needed.
"""
import argparse
import atexit
import collections
import csv
import json
import os
import subprocess
import tempfile
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
VERDICTS = {"tp", "fp", "fn", "tn"}
LABEL_HEADER = ["repo", "commit", "path", "line", "rule", "verdict", "reason"]
REVIEW_HEADER = ["repo", "commit", "path", "line", "rule", "letter", "review", "role", "reason"]
# A finding's review: a reviewer acts on it, or it is right but not worth acting on, or it is
# wrong. A silent site's review: a reviewer wants it reported (missed), or silence is right (ok).
REVIEWS = {"act", "right", "wrong", "missed", "ok"}
ROLES = {"destination", "picker", "information", "confirmation", "other", "-"}


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


def read_rows(path, want):
    """The rows of a tab-separated file whose header is `want`: (row number, fields)."""
    out = []
    with open(path, encoding="utf-8", newline="") as f:
        rows = csv.reader(f, delimiter="\t", quoting=csv.QUOTE_NONE)
        header = None
        for n, row in enumerate(rows, 1):
            if not row or row[0].startswith("#"):
                continue
            if header is None:
                header = row
                if header != want:
                    sys.exit(f"{path}:{n}: header must be {' '.join(want)} (tab-separated)")
                continue
            if len(row) != len(want):
                sys.exit(f"{path}:{n}: expected {len(want)} tab-separated fields, got {len(row)}")
            try:
                int(row[3])
            except ValueError:
                sys.exit(f"{path}:{n}: line must be a number, got {row[3]!r}")
            out.append((n, row))
    return out


def load_labels(path):
    labels = []
    for n, row in read_rows(path, LABEL_HEADER):
        repo, commit, p, line, rule, verdict, reason = row
        if verdict not in VERDICTS:
            sys.exit(f"{path}:{n}: verdict must be one of {sorted(VERDICTS)}, got {verdict!r}")
        labels.append({
            "repo": repo, "commit": commit, "path": norm(p), "line": int(line), "rule": rule,
            "verdict": verdict, "reason": reason, "unsure": reason.lower().startswith("unsure"),
            "where": f"{os.path.basename(path)}:{n}",
        })
    return labels


def load_reviews(path):
    """Reviewer verdicts: the letter (scored like a label's verdict), the review and the role."""
    reviews, seen = [], {}
    for n, row in read_rows(path, REVIEW_HEADER):
        repo, commit, p, line, rule, letter, review, role, reason = row
        if letter not in VERDICTS:
            sys.exit(f"{path}:{n}: letter must be one of {sorted(VERDICTS)}, got {letter!r}")
        if review not in REVIEWS:
            sys.exit(f"{path}:{n}: review must be one of {sorted(REVIEWS)}, got {review!r}")
        if role not in ROLES:
            sys.exit(f"{path}:{n}: role must be one of {sorted(ROLES)}, got {role!r}")
        key = (repo, norm(p), int(line), rule)
        if key in seen:
            sys.exit(f"{path}:{n}: {repo} {p}:{line} {rule} is already reviewed on line {seen[key]}")
        seen[key] = n
        finding_review = review in ("act", "right", "wrong")
        if finding_review != (letter in ("tp", "fp")) or (review, letter) in (("wrong", "tp"), ("right", "fp")):
            print(f"warning: {path}:{n}: review {review!r} does not fit letter {letter!r}",
                  file=sys.stderr)
        reviews.append({
            "repo": repo, "commit": commit, "path": norm(p), "line": int(line), "rule": rule,
            "verdict": letter, "review": review, "role": role, "reason": reason,
            "unsure": reason.lower().startswith("unsure"), "where": f"{os.path.basename(path)}:{n}",
        })
    return reviews


def match(findings, rows, tolerance):
    """For each finding (path, rule, line), the index in `rows` of the nearest row of the same
    path and rule within `tolerance` lines, or None."""
    out = []
    for path, rule, line in findings:
        best = None
        for i, r in enumerate(rows):
            if r["path"] != path or r["rule"] != rule:
                continue
            d = abs(r["line"] - line)
            if d <= tolerance and (best is None or d < best[0]):
                best = (d, i)
        out.append(None if best is None else best[1])
    return out


def reviewed_outcome(row, reported):
    """What a reviewed site counts as for the reviewer: act, right, wrong (reported) or missed,
    ok (silent). A site a reviewer wants reported (act, missed) is act when reported and missed
    when not; a silent site judged ok that is now reported is right or wrong by its letter."""
    review = row["review"]
    if not reported:
        return "missed" if review in ("act", "missed") else "ok"
    if review in ("act", "missed"):
        return "act"
    if review == "ok":
        return "right" if row["verdict"] in ("tp", "fn") else "wrong"
    return review


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


# The letter of each rule (labels.tsv, and the `letter` column of reviews.tsv) is scored on a run
# where state-bool-presentation reports every view-local flag and scattered-modal-state counts
# every separately driven sheet (both `"report": "all"`); the reviewer's
# verdicts on a run with the defaults, which is what users see.
LETTER_CONFIG = {"rules": {"state-bool-presentation": {"report": "all"}, "scattered-modal-state": {"report": "all"}}}


def run_linter(binary, checkout, config=None):
    command = [binary, "--format", "json", "--jobs", "2"]
    if config is not None:
        command += ["--config", config]
    proc = subprocess.run(command + ["."], cwd=checkout, capture_output=True, text=True)
    if proc.returncode not in (0, 1, 2):
        sys.exit(f"{binary} failed on {checkout} (exit {proc.returncode}): {proc.stderr.strip()}")
    try:
        return json.loads(proc.stdout)
    except json.JSONDecodeError as e:
        sys.exit(f"{binary} printed no JSON report for {checkout}: {e}")


def ratio(a, b):
    return f"{a / b:.2f}" if b else "  - "


def letter_count(counter, row, reported):
    """Count a scored row: tp/fn rows are TP when reported and FN when not; fp/tn rows are FP
    when reported and TN when not (a labelled fp no longer reported is a true negative)."""
    positive = row["verdict"] in ("tp", "fn")
    counter[("tp" if positive else "fp") if reported else ("fn" if positive else "tn")] += 1


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("dir", help="folder of checkouts named <owner>+<name>")
    ap.add_argument("--binary", default=None, help="presentlint binary (default: the release build)")
    ap.add_argument("--labels", default=os.path.join(HERE, "labels.tsv"))
    ap.add_argument("--reviews", default=None,
                    help="reviewer verdicts (default: reviews.tsv beside this script, when present)")
    ap.add_argument("--no-reviews", action="store_true", help="score the labels only")
    ap.add_argument("--apps", default=os.path.join(HERE, "apps.txt"))
    ap.add_argument("--line-tolerance", type=int, default=1)
    ap.add_argument("--findings-dir", default=None)
    ap.add_argument("--only-app", action="append", default=[])
    ap.add_argument("--quiet", action="store_true", help="totals only, no disagreement list")
    args = ap.parse_args(argv)

    # The linter runs inside each checkout, so a relative path is taken from here, not from there.
    binary = os.path.abspath(args.binary or os.path.join(HERE, "..", "..", ".build", "release", "presentlint"))
    letter_config = None
    if args.findings_dir is None:
        handle, letter_config = tempfile.mkstemp(suffix=".json", prefix="presentlint-letter-")
        with os.fdopen(handle, "w", encoding="utf-8") as f:
            json.dump(LETTER_CONFIG, f)
        atexit.register(os.unlink, letter_config)
    if args.findings_dir is None and not os.access(binary, os.X_OK):
        sys.exit(f"no presentlint binary at {binary}: run `swift build -c release` or pass --binary")

    apps = load_apps(args.apps)
    labels = load_labels(args.labels)
    reviews_path = args.reviews or os.path.join(HERE, "reviews.tsv")
    if args.reviews is not None and not os.path.exists(reviews_path):
        sys.exit(f"no reviews file at {reviews_path}")
    reviews = None
    if not args.no_reviews and os.path.exists(reviews_path):
        reviews = load_reviews(reviews_path)
    known = {a for a, _ in apps}
    for l in labels + (reviews or []):
        if l["repo"] not in known:
            sys.exit(f"{l['where']}: repository {l['repo']} is not listed in {args.apps}")

    per_rule = collections.defaultdict(collections.Counter)
    per_app_rule = collections.defaultdict(collections.Counter)
    missed, false_alarms, unlabelled, unsure = [], [], [], []
    scored_apps = []
    # Reviews: the letter's counts, the reviewer's outcomes (act/right/wrong/missed/ok) and the
    # roles of the reviewed sites, per rule and per app and rule.
    rv_letter = collections.defaultdict(collections.Counter)
    rv_outcome = collections.defaultdict(collections.Counter)
    rv_app_outcome = collections.defaultdict(collections.Counter)
    rv_roles = collections.defaultdict(lambda: collections.defaultdict(collections.Counter))
    rv_missed, rv_not_acted, unreviewed, rv_unsure = [], [], [], []

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
            # The letter's run, when kept beside it (<owner>+<name>.letter.json); else the same.
            lpath = os.path.join(args.findings_dir, repo.replace("/", "+") + ".letter.json")
            letter_report = report
            if os.path.exists(lpath):
                with open(lpath, encoding="utf-8") as f:
                    letter_report = json.load(f)
        else:
            if not os.path.isdir(checkout):
                print(f"skip {repo}: no checkout at {checkout}", file=sys.stderr)
                continue
            have = head_commit(checkout)
            if have and have != commit:
                print(f"warning: {repo} checkout is at {have}, labels are for {commit}",
                      file=sys.stderr)
            letter_report = run_linter(binary, checkout, letter_config)
            report = run_linter(binary, checkout) if reviews is not None else letter_report
        scored_apps.append(repo)

        def findings_of(r):
            return [(norm(f["path"]), f["ruleId"], f["line"], f.get("message", ""))
                    for f in r.get("findings", [])]
        findings = findings_of(letter_report)
        keys = [(p, r, n) for p, r, n, _ in findings]

        app_labels = [l for l in labels if l["repo"] == repo]
        used = set()
        for (path, rule, line, msg), i in zip(findings, match(keys, app_labels, args.line_tolerance)):
            if i is None:
                unlabelled.append((repo, path, line, rule, msg))
                continue
            used.add(i)
            l = app_labels[i]
            if l["unsure"]:
                continue
            letter_count(per_rule[rule], l, True)
            letter_count(per_app_rule[(repo, rule)], l, True)
            if l["verdict"] in ("fp", "tn"):
                false_alarms.append((repo, path, line, rule, l["reason"]))
        for i, l in enumerate(app_labels):
            if l["unsure"]:
                unsure.append(l)
                continue
            if i in used:
                continue
            letter_count(per_rule[l["rule"]], l, False)
            letter_count(per_app_rule[(repo, l["rule"])], l, False)
            if l["verdict"] in ("tp", "fn"):
                missed.append((repo, l["path"], l["line"], l["rule"], l["verdict"], l["reason"]))

        if reviews is None:
            continue
        app_reviews = [r for r in reviews if r["repo"] == repo]
        used = set()

        findings = findings_of(report)
        keys = [(p, r, n) for p, r, n, _ in findings]
        letter_keys = [(p, r, n) for p, r, n, _ in findings_of(letter_report)]
        letter_reported = {i for i in match(letter_keys, app_reviews, args.line_tolerance) if i is not None}

        def tally(i, reported, line):
            r = app_reviews[i]
            letter_count(rv_letter[r["rule"]], r, i in letter_reported)
            outcome = reviewed_outcome(r, reported)
            rv_outcome[r["rule"]][outcome] += 1
            rv_app_outcome[(repo, r["rule"])][outcome] += 1
            if reported:
                rv_roles[r["rule"]][r["role"]][outcome] += 1
            if outcome == "missed":
                rv_missed.append((repo, r["path"], r["line"], r["rule"], r["role"], r["reason"]))
            elif outcome in ("right", "wrong"):
                rv_not_acted.append((repo, r["path"], line, r["rule"], outcome, r["role"], r["reason"]))

        for (path, rule, line, msg), i in zip(findings, match(keys, app_reviews, args.line_tolerance)):
            if i is None:
                unreviewed.append((repo, path, line, rule, msg))
                continue
            used.add(i)
            if not app_reviews[i]["unsure"]:
                tally(i, True, line)
        for i, r in enumerate(app_reviews):
            if r["unsure"]:
                rv_unsure.append(r)
            elif i not in used:
                tally(i, False, r["line"])

    def row(name, c):
        tp, fp, fn, tn = c["tp"], c["fp"], c["fn"], c["tn"]
        return (f"{name:<60} {tp:>4} {fp:>4} {fn:>4} {tn:>4}  "
                f"{ratio(tp, tp + fp):>5} {ratio(tp, tp + fn):>6}")

    head = f"{'':<60} {'TP':>4} {'FP':>4} {'FN':>4} {'TN':>4}  {'prec':>5} {'recall':>6}"
    print(f"apps scored: {len(scored_apps)}  labels: {len(labels)}  (unsure, not scored: "
          f"{sum(1 for l in labels if l['unsure'])})")
    def per_rule_table(title, header, format_row, counters):
        """One row per rule, then the rules' sum."""
        print(title)
        print(header)
        total = collections.Counter()
        for rule in sorted(counters):
            print(format_row(rule, counters[rule]))
            total.update(counters[rule])
        print(format_row("all rules", total))

    per_rule_table("\nper rule", head, row, per_rule)
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

    if reviews is None:
        return 0

    def review_row(name, c):
        act, right, wrong, miss, ok = c["act"], c["right"], c["wrong"], c["missed"], c["ok"]
        return (f"{name:<60} {act:>4} {right:>5} {wrong:>5} {miss:>6} {ok:>4}  "
                f"{ratio(act, act + right + wrong):>5} {ratio(act, act + miss):>6}")

    review_head = (f"{'':<60} {'act':>4} {'right':>5} {'wrong':>5} {'missed':>6} {'ok':>4}  "
                   f"{'prec':>5} {'recall':>6}")
    review_apps = sorted({r["repo"] for r in reviews} & set(scored_apps))
    print(f"\n\nREVIEWS: {len(reviews)} rows on {len(review_apps)} scored apps  (unsure, not scored: "
          f"{sum(1 for r in reviews if r['unsure'])})")
    per_rule_table("\nreviews per rule: the letter", head, row, rv_letter)
    per_rule_table("\nreviews per rule: the reviewer (prec = act / (act + right + wrong), "
                   "recall = act / (act + missed))", review_head, review_row, rv_outcome)
    print("\nreviews per app and rule: the reviewer")
    print(review_head)
    for (repo, rule) in sorted(rv_app_outcome):
        print(review_row(f"{repo}  {rule}", rv_app_outcome[(repo, rule)]))
    print("\nroles of the reviewed findings per rule (reviewer outcome in brackets)")
    for rule in sorted(rv_roles):
        parts = []
        for role in sorted(rv_roles[rule], key=lambda x: (-sum(rv_roles[rule][x].values()), x)):
            c = rv_roles[rule][role]
            detail = ", ".join(f"{k} {c[k]}" for k in ("act", "right", "wrong") if c[k])
            parts.append(f"{role} {sum(c.values())} ({detail})")
        print(f"  {rule}: " + "; ".join(parts))

    if not args.quiet:
        print(f"\nREVIEWER MISSED (a reviewer wants it reported, not reported): {len(rv_missed)}")
        for repo, path, line, rule, role, reason in rv_missed:
            print(f"  {repo} {path}:{line} {rule} [{role}] {reason}")
        print(f"\nNOT ACTED ON (reported, reviewed right or wrong): {len(rv_not_acted)}")
        for repo, path, line, rule, outcome, role, reason in rv_not_acted:
            print(f"  {repo} {path}:{line} {rule} [{outcome}, {role}] {reason}")
        print(f"\nUNREVIEWED findings (need a review): {len(unreviewed)}")
        for repo, path, line, rule, msg in unreviewed:
            print(f"  {repo}\t{path}\t{line}\t{rule}\t{msg}")
        if rv_unsure:
            print(f"\nUNSURE reviews (not scored): {len(rv_unsure)}")
            for r in rv_unsure:
                print(f"  {r['repo']} {r['path']}:{r['line']} {r['rule']} {r['verdict']} {r['review']}: {r['reason']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
