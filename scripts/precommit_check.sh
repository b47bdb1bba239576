#!/usr/bin/env bash
# Proves the pre-commit hook with the real framework, pinned as a user pins it: a throw-away
# repository whose .pre-commit-config.yaml names a tagged clone of this repository by `rev:`.
# It checks that
#   - a violating file fails with its finding and a clean one passes;
#   - a file the configuration excludes passes although pre-commit names it (--force-exclude);
#   - a cross-file finding (a cover whose content lives in an unchanged file) is still reported
#     when only the presenting file is staged (--project .);
#   - a baseline written by `presentlint --write-baseline .presentlint-baseline.json` in the
#     repository hides the findings it records, although the hook spells the paths differently;
#   - committing only a presented view that lost its way out fails with the finding it causes at
#     the presenter, in a file that was not staged;
#   - without a published release the first run says it builds from source before it does; with
#     a release binary (a local "release" from scripts/release.sh, PRESENTLINT_RELEASE_URL), a
#     fresh clone's first hook run takes under 5 s.
#
# The pre-commit sections of the README and docs/integrations.md are copied from the configuration
# below (AdoptionTests checks it).
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
version=$(sed -n 's/^ *static let version = "\(.*\)"$/\1/p' "$repo/Sources/PresentLint/Help.swift")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export PRE_COMMIT_HOME="$work/cache"
pre-commit validate-manifest "$repo/.pre-commit-hooks.yaml"
fail() { echo "pre-commit check: $1" >&2; exit 1; }

# A local "release" of this commit (CI hands over the one it made): the hook downloads its binary.
release=${PRESENTLINT_RELEASE_DIR:-}
if [ -z "$release" ]; then
  release="$work/release"
  bash "$repo/scripts/release.sh" --allow-untagged "$version" "$release" > "$work/release.log" 2>&1 || { cat "$work/release.log"; fail "scripts/release.sh failed"; }
fi
export PRESENTLINT_RELEASE_URL="file://$release"

# A clone of the committed tree, tagged as a release is (CONTRIBUTING.md, "Versions and releases").
git clone -q "$repo" "$work/presentlint"
git -C "$work/presentlint" tag -f "v$version" >/dev/null

mkdir -p "$work/app/Generated"
cd "$work/app"
git init -q .
git config user.email ci@example.invalid
git config user.name ci
cat > .pre-commit-config.yaml <<YAML
repos:
  - repo: $work/presentlint
    rev: v$version
    hooks:
      - id: presentlint
YAML
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
sed 's/struct Bad/struct GeneratedBad/' Bad.swift > Generated/Model.swift
echo '{ "exclude": ["Generated"] }' > .presentlint.json
# The cover's content lives in another file: only with that file analysed is it known to have no
# way out.
cat > Host.swift <<'SWIFT'
import SwiftUI

@Observable final class Router {
    var showEditor = false
}

struct Host: View {
    @Bindable var router: Router
    var body: some View {
        Button("Edit") { router.showEditor = true }
            .fullScreenCover(isPresented: $router.showEditor) { EditorScreen() }
    }
}
SWIFT
cat > EditorScreen.swift <<'SWIFT'
import SwiftUI

struct EditorScreen: View {
    var body: some View { Text("Editing") }
}
SWIFT
git add . && git commit -qm fixtures

hook() { # hook NAME FILE...: runs the hook on the files, keeping the log in NAME.log
  local name=$1; shift
  set +e
  pre-commit run presentlint --files "$@" > "$work/$name.log" 2>&1
  local status=$?
  set -e
  return $status
}

echo "-- a violating file fails with its finding (the first run installs the release binary)"
if hook bad Bad.swift; then cat "$work/bad.log"; fail "the violating file passed"; fi
grep -q "using the release binary presentlint-$version-" "$work/bad.log" || { cat "$work/bad.log"; fail "the hook did not use the release binary"; }
grep -q "Bad.swift:7:14: warning: .*\[state-bool-presentation\]" "$work/bad.log" || { cat "$work/bad.log"; fail "the finding is missing"; }
echo "-- a clean file passes"
hook good Good.swift || { cat "$work/good.log"; fail "the clean file failed"; }
echo "-- an excluded file passes though named"
hook excluded Generated/Model.swift Good.swift || { cat "$work/excluded.log"; fail "an excluded file failed the hook"; }
if grep -q "Generated" "$work/excluded.log"; then cat "$work/excluded.log"; fail "an excluded file was reported"; fi
echo "-- a cross-file finding in the staged file, its content in an unchanged file"
if hook crossfile Host.swift; then cat "$work/crossfile.log"; fail "the cross-file finding was lost"; fi
grep -q "Host.swift:11:14: warning: .*EditorScreen.*\[cover-missing-close\]" "$work/crossfile.log" || { cat "$work/crossfile.log"; fail "the cross-file finding is missing"; }
if grep -q "Bad.swift" "$work/crossfile.log"; then cat "$work/crossfile.log"; fail "a file that was not named was reported"; fi

echo "-- committing only a presented view that lost its Close button fails at its presenter"
cat > Sheet.swift <<'SWIFT'
import SwiftUI

@Observable final class Checkout {
    var paying = false
}

struct Presenter: View {
    @Bindable var checkout: Checkout
    var body: some View {
        Button("Pay") { checkout.paying = true }
            .fullScreenCover(isPresented: $checkout.paying) { PaymentScreen() }
    }
}
SWIFT
cat > PaymentScreen.swift <<'SWIFT'
import SwiftUI

struct PaymentScreen: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View { Button("Close") { dismiss() } }
}
SWIFT
git add Sheet.swift PaymentScreen.swift && git commit -qm presenter
pre-commit install > /dev/null
cat > PaymentScreen.swift <<'SWIFT'
import SwiftUI

struct PaymentScreen: View {
    var body: some View { Text("Paying") }
}
SWIFT
git add PaymentScreen.swift
set +e
git commit -qm "pay screen without a way out" > "$work/caused.log" 2>&1
status=$?
set -e
[ "$status" -ne 0 ] || { cat "$work/caused.log"; fail "the commit passed although it leaves the presenter's cover without a way out"; }
grep -q "Sheet.swift:11:14: warning: .*PaymentScreen.*(caused by a change to PaymentScreen.swift) \[cover-missing-close\]" "$work/caused.log" || { cat "$work/caused.log"; fail "the presenter's finding caused by the staged file is missing"; }
git checkout -q PaymentScreen.swift
git reset -q
pre-commit uninstall > /dev/null

echo "-- a baseline written by the CLI matches the hook's paths"
bin=$(ls "$PRE_COMMIT_HOME"/repo*/.pre-commit-build/bin/presentlint | head -1)
"$bin" --version | grep -qx "presentlint $version" || fail "the hook's binary is not version $version"
"$bin" --write-baseline .presentlint-baseline.json
if grep -q '"\./' .presentlint-baseline.json; then cat .presentlint-baseline.json; fail "the baseline names files with ./"; fi
cat > .pre-commit-config.yaml <<YAML
repos:
  - repo: $work/presentlint
    rev: v$version
    hooks:
      - id: presentlint
        args: ["--strict", "--force-exclude", "--project", ".", "--baseline", ".presentlint-baseline.json"]
YAML
git add . && git commit -qm baseline
hook baseline Bad.swift Host.swift || { cat "$work/baseline.log"; fail "the baseline did not hide the recorded findings"; }
# A new finding is still reported with the baseline.
sed 's/struct Bad/struct Worse/; s/showHelp/showMore/g' Bad.swift > Worse.swift
git add Worse.swift
if hook worse Worse.swift; then cat "$work/worse.log"; fail "a finding outside the baseline passed"; fi

echo "-- from a release binary: a fresh clone's first hook run"
git clone -q "$work/app" "$work/app-clone"
cd "$work/app-clone"
# A new finding (the repository's baseline records Bad.swift's).
sed 's/struct Bad/struct Newer/; s/showHelp/showNewer/g' Bad.swift > Newer.swift
git add Newer.swift
# Timed with bash's `time`: wall clock, and the CPU time of pre-commit, git and the hook. On a
# machine other work keeps busy the wall clock is mostly waiting for a core, so the limit is on
# the CPU time (on an idle runner the two are about the same).
TIMEFORMAT='%R %U %S'
set +e
{ time { PRE_COMMIT_HOME="$work/cache-binary" pre-commit run presentlint --files Newer.swift > "$work/binary.log" 2>&1; }; } 2> "$work/binary.time"
status=$?
set -e
read -r wall user sys < "$work/binary.time"
[ "$status" -eq 1 ] || { cat "$work/binary.log"; fail "the hook from the release binary exited $status, not 1"; }
grep -q "using the release binary presentlint-$version-" "$work/binary.log" || { cat "$work/binary.log"; fail "the hook did not use the release binary"; }
grep -q "Newer.swift:7:14: warning: .*\[state-bool-presentation\]" "$work/binary.log" || { cat "$work/binary.log"; fail "the finding is missing"; }
if grep -q "building from source" "$work/binary.log"; then cat "$work/binary.log"; fail "the hook built from source"; fi
echo "-- first hook run from the release binary (pre-commit's set-up included): $wall s wall, $user s user + $sys s system CPU"
awk -v u="$user" -v s="$sys" 'BEGIN { exit !(u + s < 5) }' || fail "the first hook run from a release binary took $user s + $sys s of CPU (5 s at most)"
echo "-- a release binary that does not match its checksum is refused"
cp -R "$release" "$work/bad-release"
for f in "$work"/bad-release/presentlint-*-linux-*.tar.gz; do printf 'x' >> "$f"; done
set +e
PRE_COMMIT_HOME="$work/cache-tampered" PRESENTLINT_RELEASE_URL="file://$work/bad-release" pre-commit run presentlint --files Newer.swift > "$work/tampered.log" 2>&1
set -e
grep -q "but checksums.txt says" "$work/tampered.log" || { cat "$work/tampered.log"; fail "a tampered release binary was not refused"; }
if grep -q "building from source" "$work/tampered.log"; then cat "$work/tampered.log"; fail "a tampered release fell back to a build"; fi

echo "-- without a published release: the first run says it builds from source, then does"
set +e
env -u PRESENTLINT_RELEASE_URL PRE_COMMIT_HOME="$work/cache-source" pre-commit run presentlint --files Newer.swift > "$work/source.log" 2>&1
status=$?
set -e
[ "$status" -eq 1 ] || { cat "$work/source.log"; fail "the hook built from source exited $status, not 1"; }
grep -q "presentlint: no release binary (.*); building from source instead" "$work/source.log" || { cat "$work/source.log"; fail "the first run did not say it builds from source"; }
grep -q "Newer.swift:7:14: warning: .*\[state-bool-presentation\]" "$work/source.log" || { cat "$work/source.log"; fail "the finding is missing after the build from source"; }

echo "pre-commit check: finding reported, clean file passed, exclude honoured, cross-file finding kept, caused finding reported, baseline matched, release binary used, built from source without one"
