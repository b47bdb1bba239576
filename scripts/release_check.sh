#!/usr/bin/env bash
# Proves a release as its users get it: scripts/release.sh builds the artifacts of this commit
# (or CI hands them over in PRESENTLINT_RELEASE_DIR), then
#   - checksums.txt, the artifact bundle's info.json and checksum, the tarball's README (the system
#     libraries the binary still loads) and the Homebrew formula are checked;
#   - a fresh consumer package uses the generated plugins package (by path): its first build runs
#     the build-tool plugin with the bundle's binary, shows the findings as warnings and compiles
#     no part of presentlint (no RuleKit, no PresentLint module in the build log); the command
#     plugin lints on demand. The first build's time is printed.
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
version=$(sed -n 's/^ *static let version = "\(.*\)"$/\1/p' "$repo/Sources/PresentLint/Help.swift")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "release check: $1" >&2; exit 1; }

out=${PRESENTLINT_RELEASE_DIR:-}
if [ -z "$out" ]; then
  out="$work/release"
  bash "$repo/scripts/release.sh" --allow-untagged "$version" "$out" > "$work/release.log" 2>&1 || { cat "$work/release.log"; fail "scripts/release.sh failed"; }
fi

echo "-- the artifacts and their checksums"
case "$(uname -m)" in x86_64|amd64) arch=x86_64 ;; *) arch=aarch64 ;; esac
tarball="presentlint-$version-linux-$arch.tar.gz"
for f in "$tarball" presentlint.artifactbundle.zip presentlint.artifactbundle.zip.checksum checksums.txt presentlint.rb plugins/Package.swift plugins-local/Package.swift; do
  [ -e "$out/$f" ] || fail "$f is missing from the release"
done
(cd "$out" && sha256sum -c --quiet checksums.txt) || fail "checksums.txt does not match the artifacts"
grep -q "  $tarball\$" "$out/checksums.txt" && grep -q "  presentlint.artifactbundle.zip\$" "$out/checksums.txt" || fail "checksums.txt lacks an artifact"
checksum=$(cat "$out/presentlint.artifactbundle.zip.checksum")
[ "$checksum" = "$(sha256sum "$out/presentlint.artifactbundle.zip" | cut -d' ' -f1)" ] || fail "the bundle's checksum file is wrong"
tar -xzf "$out/$tarball" -C "$work"
"$work/presentlint-$version-linux-$arch/bin/presentlint" --version | grep -qx "presentlint $version" || fail "the tarball's binary is not version $version"
grep -q "libc.so" "$work/presentlint-$version-linux-$arch/README" || fail "the tarball's README does not name the system libraries"
if ldd "$work/presentlint-$version-linux-$arch/bin/presentlint" | grep -q libswift; then fail "the release binary loads Swift libraries"; fi
python3 - "$out" "$version" "$arch" <<'PY'
import json, os, stat, sys, zipfile
out, version, arch = sys.argv[1:]
z = zipfile.ZipFile(os.path.join(out, "presentlint.artifactbundle.zip"))
names = z.namelist()
info = json.loads(z.read("presentlint.artifactbundle/info.json"))
assert info["schemaVersion"] == "1.0", info
artifact = info["artifacts"]["presentlint"]
assert artifact["type"] == "executable" and artifact["version"] == version, artifact
triples = {t: v["path"] for v in artifact["variants"] for t in v["supportedTriples"]}
path = "presentlint.artifactbundle/" + triples[arch + "-unknown-linux-gnu"]
assert path in names, (path, names)
assert stat.S_IMODE(z.getinfo(path).external_attr >> 16) & 0o111, "the bundle's binary is not executable"
PY
grep -q "url \".*/releases/download/v$version/$tarball\"" "$out/presentlint.rb" || fail "the formula's url is wrong"
grep -q "sha256 \"$(grep "  $tarball\$" "$out/checksums.txt" | cut -d' ' -f1)\"" "$out/presentlint.rb" || fail "the formula's sha256 is wrong"
grep -q "version \"$version\"" "$out/presentlint.rb" || fail "the formula's version is wrong"
grep -q "url: \".*/releases/download/v$version/presentlint.artifactbundle.zip\", checksum: \"$checksum\"" "$out/plugins/Package.swift" || fail "the published plugins package does not name the bundle by url and checksum"
grep -q 'path: "presentlint.artifactbundle.zip"' "$out/plugins-local/Package.swift" || fail "the local plugins package does not name the bundle by path"

echo "-- the README's install commands for the release binary (the release served from a folder)"
mkdir -p "$work/site/releases/download/v$version" "$work/download" "$work/prefix/bin"
find "$out" -maxdepth 1 -type f -exec cp {} "$work/site/releases/download/v$version/" \;
if [ "$arch" = x86_64 ]; then
  cd "$work/download"
  curl -fsSLO "file://$work/site/releases/download/v$version/presentlint-$version-linux-x86_64.tar.gz"
  curl -fsSLO "file://$work/site/releases/download/v$version/checksums.txt"
  sha256sum --check --ignore-missing checksums.txt > /dev/null
  tar -xzf presentlint-$version-linux-x86_64.tar.gz
  install -m 755 presentlint-$version-linux-x86_64/bin/presentlint "$work/prefix"/bin/
  "$work/prefix/bin/presentlint" --version | grep -qx "presentlint $version" || fail "the documented install did not install version $version"
else
  echo "   (the documented commands name the x86_64 tarball; skipped on $arch)"
fi

echo "-- a consumer of the plugins package builds with the release binary"
# The plugins package as the maintainer publishes it (CONTRIBUTING.md): a repository tagged with
# the version. This one names the bundle by path, the published one by url and checksum.
cp -R "$out/plugins-local" "$work/presentlint-plugins"
(cd "$work/presentlint-plugins" && git init -q . && git add . && git -c user.email=ci@example.invalid -c user.name=ci commit -qm "presentlint plugins $version" && git tag "$version")
mkdir -p "$work/consumer/Sources/App"
cd "$work/consumer"
cat > Package.swift <<SWIFT
// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Consumer",
    dependencies: [
        .package(url: "file://$work/presentlint-plugins", from: "$version"),
    ],
    targets: [
        .target(
            name: "App",
            plugins: [.plugin(name: "PresentLintBuildToolPlugin", package: "presentlint-plugins")]
        ),
    ]
)
SWIFT
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
TIMEFORMAT='%R %U %S'
{ time { swift build -v > build.log 2>&1; }; } 2> time.txt || { tail -40 build.log; fail "the consumer did not build"; }
read -r wall user sys < time.txt
grep -q "Host.swift:8:14: warning: .*\[state-bool-presentation\]" build.log || { tail -40 build.log; fail "no finding in the build log"; }
grep -q "presentlint.artifactbundle/presentlint-$version-linux-$arch/bin/presentlint" build.log || { tail -40 build.log; fail "the build did not run the bundle's binary"; }
if grep -Eq -- "-module-name (RuleKit|PresentLint)( |$)|Compiling (RuleKit|PresentLint) " build.log; then
  grep -E -- "-module-name (RuleKit|PresentLint)( |$)|Compiling (RuleKit|PresentLint) " build.log | head -3
  fail "the consumer's build compiled presentlint"
fi
echo "-- first build of the consumer (plugins package resolved, plugins compiled, App linted): $wall s wall, $user s user + $sys s system CPU"

echo "-- the command plugin"
swift package --allow-writing-to-package-directory presentlint > command.log 2>&1 || { cat command.log; fail "the command plugin failed"; }
grep -q "Host.swift:8:14: warning: .*\[state-bool-presentation\]" command.log || { cat command.log; fail "the command plugin reported nothing"; }

echo "release check: artifacts and checksums consistent; a consumer of the plugins package lints with the release binary, presentlint not compiled"
