#!/usr/bin/env python3
"""Self-check of score.py and lay.sh on tiny synthetic folders: no network, no linter run.

Builds labels, reviewer verdicts, an app list and canned JSON reports in a temporary folder, runs
score.py with --findings-dir, and checks the counts and the disagreement lists it prints; then lays
an app with lay.sh from a local bare repository shaped like a mirror (SRC/<owner>+<name>/repo).
"""
import io
import contextlib
import json
import os
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import score  # noqa: E402

C = "0" * 40


def finding(path, line, rule):
    return {"ruleId": rule, "severity": "warning", "message": "m", "path": path, "line": line,
            "column": 1}


def main():
    with tempfile.TemporaryDirectory() as tmp:
        with open(os.path.join(tmp, "apps.txt"), "w") as f:
            f.write("# comment\na/one " + C + "\nb/two " + C + "\n")
        rows = [
            ("a/one", "A.swift", 10, "rule-x", "tp", "flag raised by a button"),   # hit on line 11
            ("a/one", "A.swift", 20, "rule-x", "fp", "debug-only screen"),        # reported
            ("a/one", "A.swift", 30, "rule-x", "fn", "derived binding"),          # not reported
            ("a/one", "A.swift", 40, "rule-y", "tn", "has a close button"),       # silent
            ("a/one", "A.swift", 50, "rule-y", "tp", "unsure: maybe trapped"),    # unsure, skipped
            ("b/two", "Sub/B.swift", 5, "rule-x", "tp", "plain flag"),            # not reported
            ("b/two", "Sub/B.swift", 9, "rule-x", "tn", "item already"),          # reported
        ]
        with open(os.path.join(tmp, "labels.tsv"), "w") as f:
            f.write("repo\tcommit\tpath\tline\trule\tverdict\treason\n")
            for r in rows:
                f.write("\t".join([r[0], C, r[1], str(r[2]), r[3], r[4], r[5]]) + "\n")
        fd = os.path.join(tmp, "findings")
        os.mkdir(fd)
        reports = {
            "a+one": [finding("./A.swift", 11, "rule-x"), finding("A.swift", 20, "rule-x"),
                      finding("A.swift", 50, "rule-y"), finding("A.swift", 70, "rule-x"),
                      finding("A.swift", 12, "rule-x")],  # 12 is 2 lines off: unlabelled
            "b+two": [finding("Sub/B.swift", 9, "rule-x")],
        }
        for name, fs in reports.items():
            with open(os.path.join(fd, name + ".json"), "w") as f:
                json.dump({"version": 1, "findings": fs}, f)
        out = io.StringIO()
        with contextlib.redirect_stdout(out):
            score.main([tmp, "--labels", os.path.join(tmp, "labels.tsv"), "--no-reviews",
                        "--apps", os.path.join(tmp, "apps.txt"), "--findings-dir", fd])
        text = out.getvalue()
        assert "REVIEWS" not in text, text

    def line_for(name):
        for l in text.splitlines():
            if l.startswith(name + " ") and "  " in l:
                return l.split()
        raise AssertionError(f"no row for {name}:\n{text}")

    # rule-x: tp A:10 ; fp A:20, tn-labelled B:9 reported -> 2 fp ; fn A:30, B:5 -> 2 fn
    rx = line_for("rule-x")
    assert rx[1:5] == ["1", "2", "2", "0"], rx
    assert rx[5:7] == ["0.33", "0.33"], rx
    # rule-y: one tn, the unsure label is not scored
    ry = line_for("rule-y")
    assert ry[1:5] == ["0", "0", "0", "1"], ry
    assert "MISSED (labelled tp/fn, not reported): 2" in text, text
    assert "FALSE ALARMS (reported, labelled fp/tn): 2" in text, text
    assert "UNLABELLED findings (need judging): 2" in text, text
    assert "A.swift\t70\trule-x" in text and "A.swift\t12\trule-x" in text, text
    assert "UNSURE labels (not scored): 1" in text, text
    check_reviews()
    check_letter_run()
    check_lay()
    print("score.py self-test passed")


def check_letter_run():
    """The letter is scored on <app>.letter.json when it is there (the run with every view-local flag
    reported), the reviewer's verdicts on <app>.json (the defaults)."""
    rows = [("a/one", "A.swift", 10, "rule-x", "tp", "right", "picker", "a picker")]
    with tempfile.TemporaryDirectory() as tmp:
        argv = write_case(tmp, rows, {"a+one": [], "b+two": []})
        with open(os.path.join(tmp, "labels.tsv"), "a") as f:
            f.write("\t".join(["a/one", C, "A.swift", "10", "rule-x", "tp", "flag raised by a button"]) + "\n")
        fd = argv[-1]
        without, _, code = run_score(argv)
        assert code is None, without
        with open(os.path.join(fd, "a+one.letter.json"), "w") as f:
            json.dump({"version": 1, "findings": [finding("A.swift", 10, "rule-x")]}, f)
        with_letter, _, code = run_score(argv)
        assert code is None, with_letter

    def first_row(text, name):
        for l in text.splitlines():
            if l.startswith(name + " ") and "  " in l:
                return l.split()
        raise AssertionError(f"no row for {name}:\n{text}")
    # Labels: TP FP FN TN. Without the letter's run the site is missed; with it, found.
    assert first_row(without, "rule-x")[1:5] == ["0", "0", "1", "0"], without
    assert first_row(with_letter, "rule-x")[1:5] == ["1", "0", "0", "0"], with_letter
    # The reviewer's verdict still reads the default run: the picker is not reported there.
    assert "NOT ACTED ON" not in with_letter or "A.swift\t10" not in with_letter.split("NOT ACTED ON")[1], with_letter


REVIEW_ROWS = [
    # repo, path, line, rule, letter, review, role, reason
    ("a/one", "A.swift", 10, "rule-x", "tp", "act", "destination", "an editor"),       # hit on 11
    ("a/one", "A.swift", 20, "rule-x", "tp", "right", "picker", "a date picker"),     # reported
    ("a/one", "A.swift", 30, "rule-x", "fn", "missed", "destination", "a flow"),      # silent
    ("a/one", "A.swift", 40, "rule-y", "tn", "ok", "-", "has a close button"),        # silent
    ("a/one", "A.swift", 50, "rule-y", "fp", "wrong", "other", "closes itself"),      # reported
    ("a/one", "A.swift", 70, "rule-x", "tp", "act", "destination", "unsure: which"),  # not scored
    ("b/two", "Sub/B.swift", 5, "rule-x", "tp", "act", "destination", "a form"),      # now silent
    ("b/two", "Sub/B.swift", 9, "rule-x", "tn", "ok", "information", "help text"),    # reported
    ("b/two", "Sub/B.swift", 30, "rule-y", "fn", "ok", "information", "a tip"),       # hit on 31
    ("b/two", "Sub/B.swift", 40, "rule-y", "fn", "missed", "destination", "a paywall"),  # now hit
]


def write_case(tmp, reviews, reports):
    with open(os.path.join(tmp, "apps.txt"), "w") as f:
        f.write("a/one " + C + "\nb/two " + C + "\n")
    with open(os.path.join(tmp, "labels.tsv"), "w") as f:
        f.write("repo\tcommit\tpath\tline\trule\tverdict\treason\n")
    with open(os.path.join(tmp, "reviews.tsv"), "w") as f:
        f.write("repo\tcommit\tpath\tline\trule\tletter\treview\trole\treason\n")
        for r in reviews:
            f.write("\t".join([r[0], C, r[1], str(r[2])] + list(r[3:])) + "\n")
    fd = os.path.join(tmp, "findings")
    os.makedirs(fd, exist_ok=True)
    for name, fs in reports.items():
        with open(os.path.join(fd, name + ".json"), "w") as f:
            json.dump({"version": 1, "findings": fs}, f)
    return [tmp, "--labels", os.path.join(tmp, "labels.tsv"), "--reviews",
            os.path.join(tmp, "reviews.tsv"), "--apps", os.path.join(tmp, "apps.txt"),
            "--findings-dir", fd]


def run_score(argv):
    out, err = io.StringIO(), io.StringIO()
    code = None
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            score.main(argv)
        except SystemExit as e:
            code = e.code
    return out.getvalue(), err.getvalue(), code


def check_reviews():
    reports = {
        "a+one": [finding("A.swift", 11, "rule-x"), finding("A.swift", 20, "rule-x"),
                  finding("A.swift", 50, "rule-y"), finding("A.swift", 70, "rule-x"),
                  finding("A.swift", 12, "rule-x")],  # 2 lines off the row at 10: unreviewed
        "b+two": [finding("Sub/B.swift", 9, "rule-x"), finding("Sub/B.swift", 31, "rule-y"),
                  finding("Sub/B.swift", 40, "rule-y")],
    }
    with tempfile.TemporaryDirectory() as tmp:
        text, err, code = run_score(write_case(tmp, REVIEW_ROWS, reports))
    assert code is None and err == "", (code, err)
    reviews = text.split("REVIEWS:", 1)[1]
    assert reviews.startswith(" 10 rows on 2 scored apps  (unsure, not scored: 1)"), reviews

    def section(title):
        part = reviews.split(title, 1)[1].split("\n\n", 1)[0]
        return {l.split("  ")[0].strip(): l.split() for l in part.splitlines()[2:]}

    letter = section("reviews per rule: the letter")
    # rule-x: reported A10 (tp), A20 (tp), B9 (tn) -> TP 2, FP 1; silent A30 (fn), B5 (tp) -> FN 2
    assert letter["rule-x"][1:] == ["2", "1", "2", "0", "0.67", "0.50"], letter
    # rule-y: A40 tn silent -> TN; A50 fp reported -> FP; B30 and B40 fn reported -> TP
    assert letter["rule-y"][1:] == ["2", "1", "0", "1", "0.67", "1.00"], letter
    assert letter["all rules"][2:] == ["4", "2", "2", "1", "0.67", "0.67"], letter
    reviewer = section("reviews per rule: the reviewer")
    # rule-x: act A10; right A20; wrong B9 (ok + tn, reported); missed A30 and B5 (act, now silent)
    assert reviewer["rule-x"][1:] == ["1", "1", "1", "2", "0", "0.33", "0.33"], reviewer
    # rule-y: ok A40 (silent); wrong A50; right B30 (ok + fn, reported); act B40 (missed, now
    # reported)
    assert reviewer["rule-y"][1:] == ["1", "1", "1", "0", "1", "0.33", "1.00"], reviewer
    assert reviewer["all rules"][2:] == ["2", "2", "2", "2", "1", "0.33", "0.50"], reviewer
    per_app = [l.split() for l in reviews.split("reviews per app and rule: the reviewer", 1)[1]
               .split("\n\n", 1)[0].splitlines()[2:]]
    # b/two rule-x: wrong B9, missed B5
    assert ["b/two", "rule-x", "0", "0", "1", "1", "0", "0.00", "0.00"] in per_app, per_app
    assert len(per_app) == 4, per_app
    assert "  rule-x: destination 1 (act 1); information 1 (wrong 1); picker 1 (right 1)" in reviews, reviews
    assert "  rule-y: destination 1 (act 1); information 1 (right 1); other 1 (wrong 1)" in reviews, reviews
    assert "REVIEWER MISSED (a reviewer wants it reported, not reported): 2" in reviews, reviews
    assert "b/two Sub/B.swift:5 rule-x [destination] a form" in reviews, reviews
    assert "NOT ACTED ON (reported, reviewed right or wrong): 4" in reviews, reviews
    assert "UNREVIEWED findings (need a review): 1" in reviews and "A.swift\t12\trule-x" in reviews, reviews
    assert "UNSURE reviews (not scored): 1" in reviews, reviews

    # Bad rows stop the run naming the file and line; a review that contradicts its letter warns.
    bad_cases = [
        (("a/one", "A.swift", 10, "rule-x", "tp", "maybe", "destination", "r"), "review must be one of"),
        (("a/one", "A.swift", 10, "rule-x", "tp", "act", "screen", "r"), "role must be one of"),
        (("a/one", "A.swift", 10, "rule-x", "yes", "act", "-", "r"), "letter must be one of"),
        (("c/three", "A.swift", 10, "rule-x", "tp", "act", "-", "r"), "is not listed in"),
    ]
    for bad, want in bad_cases:
        with tempfile.TemporaryDirectory() as tmp:
            _, err, code = run_score(write_case(tmp, [bad], {}))
        assert code is not None and want in str(code) and "reviews.tsv:2" in str(code), (bad, code)
    with tempfile.TemporaryDirectory() as tmp:
        _, _, code = run_score(write_case(tmp, REVIEW_ROWS[:1] * 2, {}))
    assert "reviews.tsv:3" in str(code) and "already reviewed on line 2" in str(code), code
    with tempfile.TemporaryDirectory() as tmp:
        _, err, code = run_score(write_case(
            tmp, [("a/one", "A.swift", 10, "rule-x", "tp", "wrong", "-", "r")], {}))
    assert code is None and "reviews.tsv:2: review 'wrong' does not fit letter 'tp'" in err, err
    with tempfile.TemporaryDirectory() as tmp:
        _, err, code = run_score(write_case(
            tmp, [("a/one", "A.swift", 10, "rule-x", "tp", "missed", "-", "r")], {}))
    assert code is None and "reviews.tsv:2: review 'missed' does not fit letter 'tp'" in err, err


def check_lay():
    """lay.sh lays the Swift and project files of the listed commit from SRC/<owner>+<name>/repo."""
    lay = os.path.join(os.path.dirname(os.path.abspath(__file__)), "lay.sh")
    env = dict(os.environ, GIT_AUTHOR_NAME="t", GIT_AUTHOR_EMAIL="t@t", GIT_COMMITTER_NAME="t",
               GIT_COMMITTER_EMAIL="t@t", GIT_CONFIG_GLOBAL=os.devnull, GIT_CONFIG_NOSYSTEM="1")

    def git(*a, cwd=None):
        return subprocess.run(["git", *a], cwd=cwd, env=env, check=True, capture_output=True,
                              text=True).stdout.strip()
    with tempfile.TemporaryDirectory() as tmp:
        work = os.path.join(tmp, "work")
        os.makedirs(os.path.join(work, "App.xcodeproj"))
        os.makedirs(os.path.join(work, "Sources", "Deep"))
        for p, t in [("Sources/A.swift", "old"), ("Sources/Deep/B view.swift", "b"),
                     ("App.xcodeproj/project.pbxproj", "p"), ("README.md", "r"), ("logo.png", "x")]:
            with open(os.path.join(work, p), "w") as f:
                f.write(t)
        git("init", "-q", work)
        git("add", ".", cwd=work)
        git("commit", "-qm", "one", cwd=work)
        first = git("rev-parse", "HEAD", cwd=work)
        with open(os.path.join(work, "Sources/A.swift"), "w") as f:
            f.write("new")
        with open(os.path.join(work, "Sources/C.swift"), "w") as f:
            f.write("later")
        git("add", ".", cwd=work)
        git("commit", "-qm", "two", cwd=work)
        src = os.path.join(tmp, "src")
        os.makedirs(os.path.join(src, "o+app"))
        git("clone", "-q", "--bare", work, os.path.join(src, "o+app", "repo"))
        apps = os.path.join(tmp, "apps.txt")
        with open(apps, "w") as f:
            f.write(f"# list\no/app {first}\nz/other {C}\n")
        out = os.path.join(tmp, "out")
        run = subprocess.run(["bash", lay, out, src, "o/app"], env=dict(env, APPS_FILE=apps),
                             capture_output=True, text=True)
        assert run.returncode == 0, run.stderr
        laid = sorted(os.path.relpath(os.path.join(d, n), out) for d, _, ns in os.walk(out) for n in ns)
        assert laid == ["o+app/.realworld-commit", "o+app/App.xcodeproj/project.pbxproj",
                        "o+app/Sources/A.swift", "o+app/Sources/Deep/B view.swift"], laid
        with open(os.path.join(out, "o+app", "Sources", "A.swift")) as f:
            assert f.read() == "old", "lay.sh laid another commit than the listed one"
        with open(os.path.join(out, "o+app", ".realworld-commit")) as f:
            assert f.read().strip() == first
        run = subprocess.run(["bash", lay, out, src, "no/such"], env=dict(env, APPS_FILE=apps),
                             capture_output=True, text=True)
        assert run.returncode == 2 and "no/such is not listed in" in run.stderr, run.stderr
        # A mirror that lacks a Swift file's blob fails the laying instead of laying fewer files.
        blob = git("rev-parse", f"{first}:Sources/Deep/B view.swift", cwd=work)
        os.remove(os.path.join(src, "o+app", "repo", "objects", blob[:2], blob[2:]))
        run = subprocess.run(["bash", lay, out, src, "o/app"], env=dict(env, APPS_FILE=apps),
                             capture_output=True, text=True)
        assert run.returncode == 1 and "lay.sh: o/app " in run.stderr, (run.returncode, run.stderr)
        assert not os.path.exists(os.path.join(out, "o+app")), "a partial checkout was left behind"


if __name__ == "__main__":
    main()
