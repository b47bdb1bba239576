#!/usr/bin/env bash
# Proves the pre-commit integration with the real framework: a throw-away repository with one
# violating and one clean file; `pre-commit try-repo` must fail on the first (printing the
# finding) and pass on the second.
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work"
git init -q .
git config user.email ci@example.invalid
git config user.name ci
cat > Bad.swift <<'SWIFT'
import SwiftUI

struct Bad: View {
    @State private var showHelp = false
    var body: some View {
        Button("Help") { showHelp = true }
            .sheet(isPresented: $showHelp) { Text("Help") }
    }
}
SWIFT
cat > Good.swift <<'SWIFT'
import SwiftUI

struct Good: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View { Button("Done") { dismiss() } }
}
SWIFT
git add . && git commit -qm fixtures
# The hook definition passes --strict, so the warning in Bad.swift fails it.
set +e
pre-commit try-repo "$repo" presentlint --files Bad.swift --verbose > bad.log 2>&1
bad_status=$?
pre-commit try-repo "$repo" presentlint --files Good.swift --verbose > good.log 2>&1
good_status=$?
set -e
cat bad.log
if [ "$bad_status" -eq 0 ] || ! grep -q "Bad.swift:7:14: .*\[state-bool-presentation\]" bad.log; then
  echo "pre-commit check: the violating file did not fail with its finding" >&2
  exit 1
fi
if [ "$good_status" -ne 0 ]; then
  cat good.log
  echo "pre-commit check: the clean file failed" >&2
  exit 1
fi
echo "pre-commit check: violating file failed with its finding, clean file passed"
