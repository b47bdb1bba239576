#!/usr/bin/env bash
# Builds and tests everything a release publishes, from a clean checkout of the tag v<VERSION>:
#
#   scripts/release.sh [--allow-untagged] VERSION OUTDIR
#
# OUTDIR then holds
#   presentlint-VERSION-linux-ARCH.tar.gz   the Linux binary (Swift runtime linked in), LICENSE, README
#   presentlint-VERSION-macos.tar.gz        the universal macOS binary (on a macOS host only)
#   presentlint.artifactbundle.zip          a SwiftPM artifact bundle with the binaries of this host
#                                           (and its checksum in presentlint.artifactbundle.zip.checksum)
#   checksums.txt                           the SHA-256 of every file above, as `sha256sum -c` reads it
#   presentlint.rb                          the Homebrew formula (from scripts/release/presentlint.rb.in)
#   plugins/                                the plugins package for the release: its Package.swift
#                                           names the bundle by `url:` and `checksum:`
#   plugins-local/                          the same package naming a copy of the bundle by `path:`
#                                           (what scripts/release_check.sh builds a consumer with)
#
# The download address is Help.repositoryURL (Sources/PresentLint/Help.swift), the one place the
# repository's address is set: assets are expected at REPOSITORY/releases/download/vVERSION/NAME.
# --allow-untagged builds from a clean commit that is not tagged (for tests).
# Needs a Swift toolchain, python3 (zip files, JSON) and, for the checks, nothing else.
set -euo pipefail
usage() { echo "usage: $0 [--allow-untagged] VERSION OUTDIR" >&2; exit 2; }
allow_untagged=false
while [ $# -gt 0 ]; do
  case "$1" in
    --allow-untagged) allow_untagged=true; shift ;;
    -*) usage ;;
    *) break ;;
  esac
done
[ $# -eq 2 ] || usage
version=$1
out=$2
repo=$(cd "$(dirname "$0")/.." && pwd)
fail() { echo "release: $1" >&2; exit 1; }

# The version and address are the binary's own (Help.swift): a release cannot disagree with them.
help="$repo/Sources/PresentLint/Help.swift"
source_version=$(sed -n 's/^ *static let version = "\(.*\)"$/\1/p' "$help")
repository=$(sed -n 's/^ *static let repositoryURL = "\(.*\)"$/\1/p' "$help")
[ "$version" = "$source_version" ] || fail "VERSION $version is not the source's version $source_version (Help.swift)"
[ -z "$(git -C "$repo" status --porcelain --untracked-files=no)" ] || fail "the working tree has uncommitted changes; release from a clean checkout"
if [ "$(git -C "$repo" tag --points-at HEAD | grep -cx "v$version")" -eq 0 ]; then
  $allow_untagged || fail "HEAD is not tagged v$version (tag it first, or pass --allow-untagged for a test)"
fi
mkdir -p "$out"
out=$(cd "$out" && pwd)
case "$out/" in "$repo/"*) fail "OUTDIR must be outside the repository" ;; esac
rm -rf "$out/presentlint.artifactbundle" "$out/plugins" "$out/plugins-local"

arch=$(uname -m)
case "$arch" in x86_64|amd64) arch=x86_64 ;; aarch64|arm64) arch=aarch64 ;; esac
os=$(uname -s)
url_base="$repository/releases/download/v$version"
sha256() { if command -v sha256sum >/dev/null; then sha256sum "$1" | cut -d' ' -f1; else shasum -a 256 "$1" | cut -d' ' -f1; fi; }

bundle="$out/presentlint.artifactbundle"
mkdir -p "$bundle"
variants=()
assets=()
check_binary() { # check_binary BINARY: the version, and a finding in the rule fixtures
  "$1" --version | grep -qx "presentlint $version" || fail "$1 is not version $version"
  set +e
  "$1" --quiet "$repo/Tests/Fixtures/rules" > "$out/.check.log" 2>&1
  local status=$?
  set -e
  [ "$status" -eq 1 ] && grep -q "\[state-bool-presentation\]" "$out/.check.log" || { cat "$out/.check.log"; fail "$1 did not report the fixtures' findings"; }
  rm -f "$out/.check.log"
}

if [ "$os" = Linux ]; then
  echo "release: building the Linux binary (release, Swift runtime linked in)"
  # In place: CI's release build of the same commit is reused.
  swift build -c release --static-swift-stdlib --package-path "$repo" --product presentlint 2>&1 | tail -1
  bin="$(swift build -c release --static-swift-stdlib --package-path "$repo" --product presentlint --show-bin-path)/presentlint"
  check_binary "$bin"
  ldd "$bin" | grep -q libswiftCore && fail "the binary loads the Swift runtime as a shared library"
  # The system libraries it still loads (glibc and the C++ runtime), for the README.
  libraries=$(ldd "$bin" | awk '{print $1}' | grep -v '^linux-vdso' | grep -v '^/' | sort -u | tr '\n' ' ')
  name="presentlint-$version-linux-$arch"
  stage="$out/.stage/$name"
  rm -rf "$out/.stage" && mkdir -p "$stage/bin"
  cp "$bin" "$stage/bin/presentlint"
  strip "$stage/bin/presentlint" 2>/dev/null || true
  cp "$repo/LICENSE" "$stage/"
  cat > "$stage/README" <<EOF
presentlint $version for Linux ($arch)

bin/presentlint is a release build with the Swift runtime linked in: it needs no Swift toolchain.
It still loads these system libraries (glibc, the C++ and GCC runtimes; any current
distribution has them): $libraries
Install: copy bin/presentlint to a folder on your PATH, e.g. /usr/local/bin.
Documentation: $repository
EOF
  tar -C "$out/.stage" -czf "$out/$name.tar.gz" "$name"
  assets+=("$name.tar.gz")
  mkdir -p "$bundle/$name/bin"
  cp "$stage/bin/presentlint" "$bundle/$name/bin/presentlint"
  variants+=("$name/bin/presentlint=$arch-unknown-linux-gnu")
  rm -rf "$out/.stage"
elif [ "$os" = Darwin ]; then
  echo "release: building the universal macOS binary"
  swift build -c release --arch arm64 --arch x86_64 --package-path "$repo" --product presentlint 2>&1 | tail -1
  bin="$(swift build -c release --arch arm64 --arch x86_64 --package-path "$repo" --product presentlint --show-bin-path)/presentlint"
  check_binary "$bin"
  name="presentlint-$version-macos"
  mkdir -p "$out/.stage/$name/bin"
  cp "$bin" "$out/.stage/$name/bin/presentlint"
  cp "$repo/LICENSE" "$out/.stage/$name/"
  printf 'presentlint %s for macOS (arm64 and x86_64)\nInstall: copy bin/presentlint to a folder on your PATH.\n' "$version" > "$out/.stage/$name/README"
  tar -C "$out/.stage" -czf "$out/$name.tar.gz" "$name"
  assets+=("$name.tar.gz")
  mkdir -p "$bundle/$name/bin"
  cp "$bin" "$bundle/$name/bin/presentlint"
  variants+=("$name/bin/presentlint=x86_64-apple-macosx,arm64-apple-macosx")
  rm -rf "$out/.stage"
else
  fail "unsupported host $os"
fi

echo "release: the artifact bundle"
cp "$repo/LICENSE" "$bundle/"
python3 - "$bundle/info.json" "$version" "${variants[@]}" <<'PY'
import json, sys
path, version, variants = sys.argv[1], sys.argv[2], sys.argv[3:]
info = {"schemaVersion": "1.0", "artifacts": {"presentlint": {"version": version, "type": "executable", "variants": [
    {"path": v.split("=")[0], "supportedTriples": v.split("=")[1].split(",")} for v in variants]}}}
json.dump(info, open(path, "w"), indent=2)
PY
# Python's zipfile keeps the executable bit and needs no zip tool; entries are sorted for a
# reproducible listing.
rm -f "$out/presentlint.artifactbundle.zip"
python3 - "$out" <<'PY'
import os, sys, zipfile
out = sys.argv[1]
with zipfile.ZipFile(os.path.join(out, "presentlint.artifactbundle.zip"), "w", zipfile.ZIP_DEFLATED) as z:
    for folder, dirs, files in sorted(os.walk(os.path.join(out, "presentlint.artifactbundle"))):
        dirs.sort()
        for name in sorted(files):
            full = os.path.join(folder, name)
            info = zipfile.ZipInfo(os.path.relpath(full, out), date_time=(2000, 1, 1, 0, 0, 0))
            info.external_attr = (os.stat(full).st_mode & 0o777 | 0o100000) << 16
            info.compress_type = zipfile.ZIP_DEFLATED
            z.writestr(info, open(full, "rb").read())
PY
rm -rf "$bundle"
checksum=$(swift package --package-path "$repo" compute-checksum "$out/presentlint.artifactbundle.zip")
[ "$checksum" = "$(sha256 "$out/presentlint.artifactbundle.zip")" ] || fail "compute-checksum disagrees with sha256"
echo "$checksum" > "$out/presentlint.artifactbundle.zip.checksum"
assets+=("presentlint.artifactbundle.zip")

echo "release: checksums.txt"
(cd "$out" && for a in "${assets[@]}"; do echo "$(sha256 "$a")  $a"; done) > "$out/checksums.txt"

echo "release: the Homebrew formula"
linux_name="presentlint-$version-linux-$arch.tar.gz"
mac_name="presentlint-$version-macos.tar.gz"
sed -e "s|@VERSION@|$version|g" -e "s|@REPOSITORY@|$repository|g" -e "s|@URL_BASE@|$url_base|g" \
    -e "s|@LINUX_ASSET@|$linux_name|g" -e "s|@MACOS_ASSET@|$mac_name|g" \
    -e "s|@LINUX_SHA256@|$(grep "  $linux_name\$" "$out/checksums.txt" | cut -d' ' -f1 || true)|g" \
    -e "s|@MACOS_SHA256@|$(grep "  $mac_name\$" "$out/checksums.txt" | cut -d' ' -f1 || true)|g" \
    "$repo/scripts/release/presentlint.rb.in" > "$out/presentlint.rb"

[ -s "$out/presentlint.rb" ] && ! grep -q 'sha256 ""' "$out/presentlint.rb" || echo "release: note: presentlint.rb lacks the other platform's checksum; run the script on macOS and Linux and merge"
echo "release: the plugins package (by url and checksum; and by path for local tests)"
for kind in plugins plugins-local; do
  pkg="$out/$kind"
  mkdir -p "$pkg/Plugins"
  cp -R "$repo/Plugins/PresentLintBuildToolPlugin" "$repo/Plugins/PresentLintCommandPlugin" "$pkg/Plugins/"
  # The same plugins; their tool is the bundle's executable (named presentlint) instead of the
  # source package's PresentLint target.
  for f in "$pkg"/Plugins/*/*.swift; do
    sed -i.orig 's/context\.tool(named: "PresentLint")/context.tool(named: "presentlint")/g' "$f" && rm -f "$f.orig"
  done
  if grep -q 'tool(named: "PresentLint")' "$pkg"/Plugins/*/*.swift || ! grep -q 'tool(named: "presentlint")' "$pkg"/Plugins/*/*.swift; then
    fail "the plugins' tool name was not replaced"
  fi
  if [ "$kind" = plugins ]; then
    target=".binaryTarget(name: \"presentlint\", url: \"$url_base/presentlint.artifactbundle.zip\", checksum: \"$checksum\")"
  else
    cp "$out/presentlint.artifactbundle.zip" "$pkg/"
    target=".binaryTarget(name: \"presentlint\", path: \"presentlint.artifactbundle.zip\")"
  fi
  sed -e "s|@VERSION@|$version|g" -e "s|@BINARY_TARGET@|$target|" "$repo/scripts/release/Plugins-Package.swift.in" > "$pkg/Package.swift"
  cp "$repo/LICENSE" "$pkg/"
  printf '# presentlint plugins %s\n\nThe build-tool and command plugins of [presentlint](%s), running its release binary\n(no compile of presentlint in your build). Generated by scripts/release.sh.\n' "$version" "$repository" > "$pkg/README.md"
done

echo "release: presentlint $version -> $out"
(cd "$out" && ls -1 "${assets[@]}" checksums.txt presentlint.rb presentlint.artifactbundle.zip.checksum) | sed 's/^/  /'
echo "  plugins/, plugins-local/"
