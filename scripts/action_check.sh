#!/usr/bin/env bash
# Tests the GitHub Action's script (scripts/action.sh) outside GitHub, with the environment a
# runner gives it: GITHUB_ACTION_PATH, GITHUB_OUTPUT, GITHUB_WORKSPACE and the INPUT_* variables
# action.yml sets. Checks action.yml passes every input, the annotations, the SARIF file, the
# outputs, the exit codes, the job summary (counts per rule, the first findings, what GitHub's
# annotation limits hide, why a strict run failed), `only-changed` on a pull request event, that a
# second run uses the cached binary, and where presentlint comes from: without a published release
# a build from source, said before it starts; with a release binary (a local "release" from
# scripts/release.sh) a fresh clone's first run in under 5 s, and a tampered one refused.
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
# Not github.action_path: inside a container job that names the host's folder.
assert cache["with"]["path"] == "~/.cache/presentlint", cache
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
export GITHUB_ACTION_PATH="$repo" GITHUB_WORKSPACE="$work/workspace" GITHUB_OUTPUT="$work/output" GITHUB_STEP_SUMMARY="$work/summary.md"
export PRESENTLINT_CACHE_DIR="$work/cache"
# No release is published where this points: the first run builds from source.
export PRESENTLINT_RELEASE_URL="file://$work/no-release/v{version}"
: > "$GITHUB_OUTPUT"
git init -q . && git config user.email ci@example.invalid && git config user.name ci
git add . && git commit -qm base

echo "-- cache key"
key=$("$repo/scripts/action.sh" cache-key)
version=$(sed -n 's/^ *static let version = "\(.*\)"$/\1/p' "$repo/Sources/PresentLint/Help.swift")
[[ "$key" == "key=presentlint-$version-"* ]] || fail "the cache key does not start with the version: $key"

echo "-- the documented workflow: strict, with a SARIF file uploaded to code scanning"
cat > "$work/workflow.yml" <<'YAML'
on: pull_request
jobs:
  presentlint:
    runs-on: ubuntu-latest
    permissions:
      contents: read
      security-events: write
    steps:
      - uses: actions/checkout@v4
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
inputs_of() { # inputs_of WORKFLOW
  python3 - "$repo/action.yml" "$1" <<'PY'
import shlex, sys, yaml
action = yaml.safe_load(open(sys.argv[1]))
job = next(iter(yaml.safe_load(open(sys.argv[2]))["jobs"].values()))
steps = job["steps"]
step = next(s for s in steps if "/presentlint@" in s.get("uses", ""))
upload = [s for s in steps if s.get("uses", "").startswith("github/codeql-action/upload-sarif@")]
if upload:
    assert upload[0]["with"]["sarif_file"] == step["with"]["sarif-file"], "the uploaded file is not the one written"
    assert job["permissions"]["security-events"] == "write", "uploading SARIF needs security-events: write"
for name in step["with"]:
    assert name in action["inputs"], "unknown input " + name
for name, spec in action["inputs"].items():
    value = step["with"].get(name, spec.get("default", ""))
    value = str(value).lower() if isinstance(value, bool) else str(value)
    print("export INPUT_%s=%s" % (name.upper().replace("-", "_"), shlex.quote(value)))
PY
}
inputs=$(inputs_of "$work/workflow.yml")
eval "$inputs"
# A second path, as a multi-line input gives it.
INPUT_PATHS=$'Sources\nMore'
set +e
"$repo/scripts/action.sh" run > "$work/run.log" 2>&1
status=$?
set -e
unset INPUT_PATHS INPUT_CONFIG INPUT_STRICT INPUT_MAX_WARNINGS INPUT_BASELINE INPUT_SARIF_FILE INPUT_ONLY_CHANGED INPUT_ARGS
[ "$status" -eq 1 ] || { cat "$work/run.log"; fail "a warning with strict=true exited $status, not 1"; }
said=$(grep -n "building from source" "$work/run.log" | head -1 | cut -d: -f1)
built=$(grep -n "^::group::Build presentlint" "$work/run.log" | head -1 | cut -d: -f1)
[ -n "$said" ] && [ -n "$built" ] && [ "$said" -lt "$built" ] || { head -5 "$work/run.log"; fail "the run did not say it builds from source before building"; }
grep -q "presentlint $version: no release binary (.*checksums.txt could not be read); building from source" "$work/run.log" || { head -5 "$work/run.log"; fail "the missing release was not reported"; }
grep -q "^::error title=presentlint action::failed: 1 warning(s) with strict: true" "$work/run.log" || { cat "$work/run.log"; fail "no line says why the strict run failed"; }
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

echo "-- the job summary"
grep -q "^\*\*Failed:\*\* 1 warning(s) with strict: true" "$GITHUB_STEP_SUMMARY" || { cat "$GITHUB_STEP_SUMMARY"; fail "the summary does not say why the run failed"; }
grep -qx '| `state-bool-presentation` | 1 |' "$GITHUB_STEP_SUMMARY" || { cat "$GITHUB_STEP_SUMMARY"; fail "the summary has no count per rule"; }
grep -q '^- warning `Sources/Bad.swift:7` .* \[`state-bool-presentation`\]$' "$GITHUB_STEP_SUMMARY" || { cat "$GITHUB_STEP_SUMMARY"; fail "the summary does not list the finding"; }
if grep -q "not annotated" "$GITHUB_STEP_SUMMARY"; then cat "$GITHUB_STEP_SUMMARY"; fail "one finding reported as hidden by the annotation limits"; fi

echo "-- the second run uses the cached binary; strict=false passes on warnings"
set +e
INPUT_PATHS=Sources INPUT_STRICT=false "$repo/scripts/action.sh" run > "$work/second.log" 2>&1
status=$?
set -e
[ "$status" -eq 0 ] || { cat "$work/second.log"; fail "strict=false exited $status"; }
grep -q "using the cached binary" "$work/second.log" || { cat "$work/second.log"; fail "the cached binary was not used"; }
grep -q "^::warning file=Sources/Bad.swift" "$work/second.log" || fail "no annotation in the second run"

echo "-- a bad input is an error"
set +e
INPUT_STRICT=yes "$repo/scripts/action.sh" run > "$work/bad.log" 2>&1
status=$?
set -e
[ "$status" -eq 2 ] && grep -q "input 'strict' must be true or false" "$work/bad.log" || { cat "$work/bad.log"; fail "strict=yes was accepted"; }

echo "-- more findings than GitHub annotates: the summary says how many are not annotated"
: > "$GITHUB_STEP_SUMMARY"
set +e
INPUT_PATHS="$repo/Tests/Fixtures/rules" INPUT_STRICT=false "$repo/scripts/action.sh" run > "$work/many.log" 2>&1
status=$?
set -e
[ "$status" -eq 1 ] || { tail -5 "$work/many.log"; fail "the fixtures (errors among them) exited $status, not 1"; }
"$PRESENTLINT_CACHE_DIR/$version/bin/presentlint" --format json "$repo/Tests/Fixtures/rules" > "$work/many.json" 2>/dev/null || true
hidden=$(python3 -c 'import json,sys; s=json.load(open(sys.argv[1]))["summary"]; print(s["findings"] - min(10, s["errors"]) - min(10, s["warnings"]))' "$work/many.json")
[ "$hidden" -gt 0 ] || fail "the fixtures do not exceed GitHub's annotation limits"
grep -q "^$hidden finding(s) are not annotated on the pull request: GitHub shows at most 10 warning and 10 error annotations per step (50 per job)" "$GITHUB_STEP_SUMMARY" || { grep -v "^- " "$GITHUB_STEP_SUMMARY"; fail "the summary does not say that $hidden findings are not annotated"; }
grep -q "^presentlint: $hidden of [0-9]* findings are not shown as annotations" "$work/many.log" || fail "the log does not say how many findings are not annotated"
[ "$(grep -c '^- \(warning\|error\) ' "$GITHUB_STEP_SUMMARY")" -eq 20 ] || fail "the summary does not list the first 20 findings"
grep -q "^\*\*Failed:\*\* [0-9]* error(s)" "$GITHUB_STEP_SUMMARY" || fail "the summary does not say the errors failed the run"

echo "-- only-changed: the pull request's Swift files (base commit from the event)"
cat > "$work/workflow-changed.yml" <<'YAML'
on: pull_request
jobs:
  presentlint:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - uses: OWNER/presentlint@v0.1.0
        with:
          only-changed: true
YAML
base=$(git rev-parse HEAD)
sed 's/struct Bad/struct Added/; s/showHelp/showAdded/g' Sources/Bad.swift > Sources/Added.swift
git add Sources/Added.swift && git commit -qm "pull request"
# As GitHub writes it: the base's repository (an object) before its sha.
printf '{ "action": "synchronize", "pull_request": { "number": 1, "base": { "label": "o:main", "ref": "main", "repo": { "id": 1, "owner": { "login": "o" } }, "sha": "%s" }, "head": { "ref": "feature", "sha": "%s" } } }\n' "$base" "$(git rev-parse HEAD)" > "$work/event.json"
: > "$GITHUB_STEP_SUMMARY"
set +e
(eval "$(inputs_of "$work/workflow-changed.yml")"; GITHUB_EVENT_PATH="$work/event.json" "$repo/scripts/action.sh" run) > "$work/changed.log" 2>&1
status=$?
set -e
[ "$status" -eq 1 ] || { cat "$work/changed.log"; fail "only-changed with a finding in the changed file exited $status"; }
grep -q "^::warning file=Sources/Added.swift,line=7" "$work/changed.log" || { cat "$work/changed.log"; fail "the changed file's finding is missing"; }
if grep -q "Bad.swift" "$work/changed.log"; then cat "$work/changed.log"; fail "an unchanged file was reported"; fi
grep -q "Linted the 1 Swift file(s) the pull request changes" "$GITHUB_STEP_SUMMARY" || { cat "$GITHUB_STEP_SUMMARY"; fail "the summary does not say what was linted"; }
# Not a pull request: everything is linted, and the log says so.
set +e
INPUT_ONLY_CHANGED=true GITHUB_EVENT_PATH=/dev/null "$repo/scripts/action.sh" run > "$work/push.log" 2>&1
set -e
grep -q "only-changed: not a pull request" "$work/push.log" && grep -q "Bad.swift" "$work/push.log" || { cat "$work/push.log"; fail "only-changed outside a pull request did not lint everything"; }

echo "-- from a release binary: a fresh clone's first run, the cache under HOME"
release=${PRESENTLINT_RELEASE_DIR:-}
if [ -z "$release" ]; then
  release="$work/release"
  bash "$repo/scripts/release.sh" --allow-untagged "$version" "$release" > "$work/release.log" 2>&1 || { cat "$work/release.log"; fail "scripts/release.sh failed"; }
fi
git clone -q "$work/workspace" "$work/fresh"
mkdir -p "$work/home"
# Timed with bash's `time`: on a machine other work keeps busy the wall clock is mostly waiting
# for a core, so the limit is on the CPU time (on an idle runner the two are about the same).
TIMEFORMAT='%R %U %S'
set +e
{ time { (cd "$work/fresh" && unset PRESENTLINT_CACHE_DIR && HOME="$work/home" GITHUB_WORKSPACE="$work/fresh" PRESENTLINT_RELEASE_URL="file://$release" \
  INPUT_PATHS=Sources "$repo/scripts/action.sh" run) > "$work/binary.log" 2>&1; }; } 2> "$work/binary.time"
status=$?
set -e
read -r wall user sys < "$work/binary.time"
[ "$status" -eq 1 ] || { cat "$work/binary.log"; fail "the run from the release binary exited $status, not 1"; }
grep -q "using the release binary presentlint-$version-" "$work/binary.log" || { cat "$work/binary.log"; fail "the release binary was not used"; }
grep -q "^::warning file=Sources/Bad.swift,line=7" "$work/binary.log" || { cat "$work/binary.log"; fail "no annotation from the release binary"; }
[ -x "$work/home/.cache/presentlint/$version/bin/presentlint" ] || fail "the binary is not cached under HOME/.cache/presentlint"
if grep -q "building from source" "$work/binary.log"; then fail "the run built from source"; fi
echo "-- first Action run from the release binary: $wall s wall, $user s user + $sys s system CPU"
awk -v u="$user" -v s="$sys" 'BEGIN { exit !(u + s < 5) }' || fail "the first run from a release binary took $user s + $sys s of CPU (5 s at most)"
cp -R "$release" "$work/bad-release"
for f in "$work"/bad-release/presentlint-*.tar.gz; do printf 'x' >> "$f"; done
set +e
(cd "$work/fresh" && PRESENTLINT_CACHE_DIR="$work/cache-tampered" PRESENTLINT_RELEASE_URL="file://$work/bad-release" "$repo/scripts/action.sh" run) > "$work/tampered.log" 2>&1
status=$?
set -e
[ "$status" -eq 2 ] && grep -q "did not match its published checksum" "$work/tampered.log" || { cat "$work/tampered.log"; fail "a tampered release binary was not refused"; }

echo "-- no download with PRESENTLINT_FROM_SOURCE=1, nor while the repository's address is the placeholder"
set +e
reason=$(PRESENTLINT_FROM_SOURCE=1 PRESENTLINT_RELEASE_URL="file://$release" "$repo/scripts/release-binary.sh" "$work/unused/presentlint")
status=$?
set -e
[ "$status" -eq 3 ] && [ "$reason" = "PRESENTLINT_FROM_SOURCE=1" ] && [ ! -e "$work/unused" ] || fail "PRESENTLINT_FROM_SOURCE=1 did not skip the download ($status: $reason)"
if grep -q 'repositoryURL = "https://github.com/OWNER/' "$repo/Sources/PresentLint/Help.swift"; then
  set +e
  reason=$(env -u PRESENTLINT_RELEASE_URL "$repo/scripts/release-binary.sh" "$work/unused/presentlint")
  status=$?
  set -e
  [ "$status" -eq 3 ] && [[ "$reason" == *"placeholder"* ]] || fail "the placeholder address was not recognised ($status: $reason)"
fi

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

echo "action check: inputs wired, annotations, summary, SARIF, outputs, exit codes, only-changed, cache and release binary all as expected"
