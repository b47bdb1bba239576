#!/usr/bin/env python3
"""Self-check of score.py on a tiny synthetic folder: no network, no linter run.

Builds labels, an app list and canned JSON reports in a temporary folder, runs score.py with
--findings-dir, and checks the counts and the disagreement lists it prints.
"""
import io
import contextlib
import json
import os
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
            score.main([tmp, "--labels", os.path.join(tmp, "labels.tsv"),
                        "--apps", os.path.join(tmp, "apps.txt"), "--findings-dir", fd])
        text = out.getvalue()

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
    print("score.py self-test passed")


if __name__ == "__main__":
    main()
