#!/usr/bin/env bash
# Proves the SwiftPM plugins as a user gets them: a throw-away package depends on a tagged clone
# of this repository BY VERSION (`from:`), which SwiftPM refuses when the manifest has unsafe
# flags. Its build must run the build-tool plugin and show the findings as warnings (honouring the
# configuration's exclude, and not running again when nothing changed); `swift package presentlint`
# must lint, fail with --strict, and --fix must rewrite a file.
#
# The "Xcode & SwiftPM plugins" sections of the README and docs/integrations.md are copied from
# the commands below (AdoptionTests checks it).
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
version=$(sed -n 's/^ *static let version = "\(.*\)"$/\1/p' "$repo/Sources/PresentLint/Help.swift")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# A clone of the committed tree, tagged as a release is (CONTRIBUTING.md, "Versions and releases"),
# checked out at the tag as the README's Install section does.
cd "$work"
git clone "$repo" presentlint && cd presentlint
git tag -f "v$version" >/dev/null
git checkout v$version 2>/dev/null

mkdir -p "$work/consumer/Sources/App/Generated"
cd "$work/consumer"
cat > Package.swift <<SWIFT
// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Consumer",
    dependencies: [
        .package(url: "file://$work/presentlint", from: "$version"),
    ],
    targets: [
        .target(
            name: "App",
            plugins: [.plugin(name: "PresentLintBuildToolPlugin", package: "presentlint")]
        ),
    ]
)
SWIFT
# SwiftUI exists only on Apple platforms; the code compiles to nothing here and is linted all the same.
cat > Sources/App/Host.swift <<'SWIFT'
#if canImport(SwiftUI)
import SwiftUI

struct Host: View {
    @State private var showHelp = false
    var body: some View {
        Button("Help") { showHelp = true }
            .sheet(isPresented: $showHelp) { Text("Help") }
    }
}
#endif
public let marker = 1
SWIFT
cat > Sources/App/Generated/Generated.swift <<'SWIFT'
#if canImport(SwiftUI)
import SwiftUI

struct GeneratedHost: View {
    @State private var showHelp = false
    var body: some View {
        Button("Help") { showHelp = true }
            .sheet(isPresented: $showHelp) { Text("Help") }
    }
}
#endif
SWIFT
cat > Sources/App/Legacy.swift <<'SWIFT'
#if canImport(SwiftUI)
import SwiftUI

struct Legacy: View {
    @Environment(\.presentationMode) var presentationMode
    var body: some View {
        Button("Close") { presentationMode.wrappedValue.dismiss() }
    }
}
#endif
SWIFT
echo '{ "exclude": ["Sources/App/Generated"] }' > .presentlint.json

fail() { echo "plugin check: $1" >&2; exit 1; }

echo "-- swift build (build-tool plugin)"
swift build > build.log 2>&1 || { cat build.log; fail "the consumer package did not build"; }
grep -E "Host.swift:8:14: warning: .*\[state-bool-presentation\]" build.log || { cat build.log; fail "no finding shown as a warning"; }
grep -E "Legacy.swift:5:.*warning: .*\[deprecated-presentation-api\]" build.log >/dev/null || { cat build.log; fail "Legacy.swift's finding missing"; }
if grep -q "Generated.swift:[0-9]" build.log; then cat build.log; fail "an excluded file was linted"; fi

echo "-- swift build again, nothing changed: the plugin's command does not run"
# The second build after a clean one may link the tool again (SwiftPM), and a new tool is an input
# of the command; from then on only a changed Swift file or configuration runs it.
swift build > warm.log 2>&1 || { cat warm.log; fail "the second build failed"; }
swift build > again.log 2>&1 || { cat again.log; fail "the third build failed"; }
if grep -q "warning: .*\[state-bool-presentation\]" again.log; then cat again.log; fail "presentlint ran again without a change"; fi

echo "-- a changed input runs it again: a Swift file, then the configuration"
printf '\n' >> Sources/App/Host.swift
swift build > changed.log 2>&1 || { cat changed.log; fail "the build after a change failed"; }
grep -q "Host.swift:8:14: warning: .*\[state-bool-presentation\]" changed.log || { cat changed.log; fail "presentlint did not run after a change"; }
echo '{ "exclude": ["Sources/App/Generated"], "rules": { "deprecated-presentation-api": false } }' > .presentlint.json
swift build > config.log 2>&1 || { cat config.log; fail "the build after a configuration change failed"; }
grep -q "Host.swift:8:14: warning: .*\[state-bool-presentation\]" config.log || { cat config.log; fail "presentlint did not run after the configuration changed"; }
if grep -q "deprecated-presentation-api" config.log; then cat config.log; fail "the changed configuration was not applied"; fi
echo '{ "exclude": ["Sources/App/Generated"] }' > .presentlint.json

echo "-- swift package presentlint (command plugin)"
swift package --allow-writing-to-package-directory presentlint > command.log 2>&1 || { cat command.log; fail "the command plugin failed on warnings"; }
grep -q "Host.swift:8:14: warning: .*\[state-bool-presentation\]" command.log || { cat command.log; fail "the command plugin reported nothing"; }
if grep -q "Generated.swift:[0-9]" command.log; then cat command.log; fail "the command plugin linted an excluded file"; fi
if swift package --allow-writing-to-package-directory presentlint --target App --strict > strict.log 2>&1; then
  cat strict.log; fail "--strict did not fail on warnings"
fi
swift package --allow-writing-to-package-directory presentlint --fix > fix.log 2>&1 || true
grep -q '@Environment(\\.dismiss) var dismiss' Sources/App/Legacy.swift || { cat fix.log; cat Sources/App/Legacy.swift; fail "--fix did not rewrite Legacy.swift"; }

echo "plugin check: versioned dependency resolved, build-tool plugin warned (excludes honoured, no re-run without changes), command plugin linted and fixed"
