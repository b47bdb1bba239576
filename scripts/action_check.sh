#!/usr/bin/env bash
# Tests the GitHub Action's script (scripts/action.sh) outside GitHub, with the environment a
# runner gives it: GITHUB_ACTION_PATH, GITHUB_OUTPUT, GITHUB_WORKSPACE and the INPUT_* variables
# action.yml sets. Checks action.yml passes every input, the annotations, the SARIF file, the
# outputs, the exit codes and that a second run uses the cached build.
# The GitHub Actions sections of the README and docs/integrations.md are copied from the inputs
# used here (AdoptionTests checks it).
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "action check: $1" >&2; exit 1; }

echo "-- action.yml hands every input to the script"
python3 - "$repo/action.yml" "$repo/scripts/action.sh" <<'PY'
import sys, yaml
action = yaml.safe_load(open(sys.argv[1]))
script = open(sys.argv[2]).read()
assert action["runs"]["using"] == "composite"
steps = action["runs"]["steps"]
lint = next(s for s in steps if s.get("id") == "lint")
cache = next(s for s in steps if s.get("uses", "").startswith("actions/cache@"))
assert cache["with"]["key"] == "${{ steps.key.outputs.key }}", cache
assert cache["with"]["path"] == "${{ github.action_path }}/.build", cache
for name in action["inputs"]:
    var = "INPUT_" + name.upper().replace("-", "_")
    assert lint["env"].get(var) == "${{ inputs.%s }}" % name, (name, lint["env"])
    assert var in script, var + " is not read by action.sh"
for name, output in action["outputs"].items():
    assert output["value"] == "${{ steps.lint.outputs.%s }}" % name, output
    assert name + "=" in script, name + " is never written by action.sh"
PY

mkdir -p "$work/workspace/Sources" "$work/workspace/More"
cd "$work/workspace"
cat > Sources/Bad.swift <<'SWIFT'
import SwiftUI

struct Bad: View {
    @State private var showHelp = false
    var body: some View {
        Button("Help") { showHelp = true }
            .sheet(isPresented: $showHelp) { Text("Help") }
    }
}
SWIFT
cat > More/Good.swift <<'SWIFT'
import SwiftUI

struct Good: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View { Button("Done") { dismiss() } }
}
SWIFT
export GITHUB_ACTION_PATH="$repo" GITHUB_WORKSPACE="$work/workspace" GITHUB_OUTPUT="$work/output"
: > "$GITHUB_OUTPUT"

echo "-- cache key"
key=$("$repo/scripts/action.sh" cache-key)
version=$(sed -n 's/^ *static let version = "\(.*\)"$/\1/p' "$repo/Sources/PresentLint/Help.swift")
[[ "$key" == "key=presentlint-$version-"* ]] || fail "the cache key does not start with the version: $key"

echo "-- the documented workflow steps: strict, with a SARIF file"
cat > "$work/workflow-steps.yml" <<'YAML'
- uses: OWNER/presentlint@v0.1.0
  with:
    paths: Sources
    strict: true
    sarif-file: reports/presentlint.sarif
- uses: github/codeql-action/upload-sarif@v3
  if: always()
  with:
    sarif_file: reports/presentlint.sarif
YAML
# What the runner does with the step: the inputs (`with:` over action.yml's defaults) as INPUT_*.
inputs=$(python3 - "$repo/action.yml" "$work/workflow-steps.yml" <<'PY'
import shlex, sys, yaml
action = yaml.safe_load(open(sys.argv[1]))
steps = yaml.safe_load(open(sys.argv[2]))
step = next(s for s in steps if "/presentlint@" in s["uses"])
upload = next(s for s in steps if s["uses"].startswith("github/codeql-action/upload-sarif@"))
assert upload["with"]["sarif_file"] == step["with"]["sarif-file"], "the uploaded file is not the one written"
for name in step["with"]:
    assert name in action["inputs"], "unknown input " + name
for name, spec in action["inputs"].items():
    value = step["with"].get(name, spec.get("default", ""))
    value = str(value).lower() if isinstance(value, bool) else str(value)
    print("export INPUT_%s=%s" % (name.upper().replace("-", "_"), shlex.quote(value)))
PY
)
eval "$inputs"
# A second path, as a multi-line input gives it.
INPUT_PATHS=$'Sources\nMore'
set +e
"$repo/scripts/action.sh" run > "$work/run.log" 2>&1
status=$?
set -e
unset INPUT_PATHS INPUT_CONFIG INPUT_STRICT INPUT_MAX_WARNINGS INPUT_BASELINE INPUT_SARIF_FILE INPUT_ARGS
[ "$status" -eq 1 ] || { cat "$work/run.log"; fail "a warning with strict=true exited $status, not 1"; }
grep -q "^::warning file=Sources/Bad.swift,line=7,col=14,.*state-bool-presentation" "$work/run.log" || { cat "$work/run.log"; fail "no annotation"; }
grep -q "1  state-bool-presentation" "$work/run.log" || { cat "$work/run.log"; fail "no statistics"; }
grep -qx "sarif-file=reports/presentlint.sarif" "$GITHUB_OUTPUT" || { cat "$GITHUB_OUTPUT"; fail "no sarif-file output"; }
grep -qx "exit-code=1" "$GITHUB_OUTPUT" || { cat "$GITHUB_OUTPUT"; fail "no exit-code output"; }
python3 - reports/presentlint.sarif <<'PY'
import json, sys
run = json.load(open(sys.argv[1]))["runs"][0]
assert run["columnKind"] == "utf16CodeUnits"
results = run["results"]
assert [r["ruleId"] for r in results] == ["state-bool-presentation"], results
assert results[0]["locations"][0]["physicalLocation"]["artifactLocation"]["uri"] == "Sources/Bad.swift"
PY

echo "-- the second run uses the cached build; strict=false passes on warnings"
set +e
INPUT_PATHS=Sources INPUT_STRICT=false "$repo/scripts/action.sh" run > "$work/second.log" 2>&1
status=$?
set -e
[ "$status" -eq 0 ] || { cat "$work/second.log"; fail "strict=false exited $status"; }
grep -q "using the cached build" "$work/second.log" || { cat "$work/second.log"; fail "the cached build was not used"; }
grep -q "^::warning file=Sources/Bad.swift" "$work/second.log" || fail "no annotation in the second run"

echo "-- a bad input is an error"
set +e
INPUT_STRICT=yes "$repo/scripts/action.sh" run > "$work/bad.log" 2>&1
status=$?
set -e
[ "$status" -eq 2 ] && grep -q "input 'strict' must be true or false" "$work/bad.log" || { cat "$work/bad.log"; fail "strict=yes was accepted"; }

echo "-- the README's install commands"
(cd "$repo" && scripts/install.sh "$work/prefix") > "$work/install.log" 2>&1 || { cat "$work/install.log"; fail "scripts/install.sh failed"; }
"$work/prefix/bin/presentlint" --version | grep -qx "presentlint $version" || fail "scripts/install.sh did not install version $version"
if [ "$(uname -s)" = Linux ] && ldd "$work/prefix/bin/presentlint" | grep -q "libswiftCore"; then fail "the installed binary loads the Swift runtime as a shared library"; fi
(cd "$repo" && make install PREFIX="$work/prefix-make") > "$work/make.log" 2>&1 || { cat "$work/make.log"; fail "make install failed"; }
"$work/prefix-make/bin/presentlint" --version | grep -qx "presentlint $version" || fail "make install did not install version $version"

echo "-- the documented Run Script phase for Xcode, with the binary installed above"
cat > "$work/run-script.sh" <<'SH'
if [ -x /usr/local/bin/presentlint ]; then
  cd "$SRCROOT" && /usr/local/bin/presentlint --color never .
else
  echo "warning: presentlint is not installed at /usr/local/bin/presentlint"
fi
SH
sed "s|/usr/local|$work/prefix|g" "$work/run-script.sh" > "$work/run-script-here.sh"
SRCROOT="$work/workspace" bash "$work/run-script-here.sh" > "$work/xcode.log" 2>&1 || { cat "$work/xcode.log"; fail "the Run Script phase failed on warnings"; }
grep -q "^Sources/Bad.swift:7:14: warning: .*\[state-bool-presentation\]" "$work/xcode.log" || { cat "$work/xcode.log"; fail "the Run Script phase printed no compiler-style warning"; }
SRCROOT="$work/workspace" bash "$work/run-script.sh" 2>&1 | grep -q "^warning: presentlint is not installed" || [ -x /usr/local/bin/presentlint ] || fail "the missing binary is not reported as a warning"

echo "action check: inputs wired, annotations, SARIF, outputs, exit codes and cache all as expected"
