#!/usr/bin/env python3
"""Validates presentlint's machine-readable reports against their schemas.

usage: validate_reports.py SARIF_SCHEMA REPORT_SCHEMA SARIF_FILE JSON_FILE

SARIF is checked with the official OASIS SARIF 2.1.0 schema (draft-04), the JSON report with the
project's own schema (draft-07). Exit status 1 on the first invalid document.
"""
import json
import sys

import jsonschema


def main() -> int:
    sarif_schema_path, report_schema_path, sarif_path, json_path = sys.argv[1:5]
    with open(sarif_schema_path, encoding="utf-8") as f:
        sarif_schema = json.load(f)
    with open(report_schema_path, encoding="utf-8") as f:
        report_schema = json.load(f)
    checks = [
        (sarif_path, jsonschema.Draft4Validator(sarif_schema)),
        (json_path, jsonschema.Draft7Validator(report_schema)),
    ]
    for path, validator in checks:
        with open(path, encoding="utf-8") as f:
            document = json.load(f)
        errors = sorted(validator.iter_errors(document), key=lambda e: list(e.path))
        for error in errors[:10]:
            location = "/".join(str(p) for p in error.path)
            print(f"{path}: {location}: {error.message}", file=sys.stderr)
        if errors:
            return 1
        print(f"{path}: valid")
    return 0


if __name__ == "__main__":
    sys.exit(main())
