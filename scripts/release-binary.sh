#!/usr/bin/env bash
# Puts the release binary of this checkout's version at DEST (a file path), downloaded and checked
# against the release's published checksums.txt, for the pre-commit hook and the GitHub Action:
#
#   scripts/release-binary.sh DEST
#
# Exit status: 0 DEST is the release binary; 3 there is none for this version and platform (the
# reason is printed on standard output; the caller builds from source); 2 a download did not match its checksum
# (nothing is installed: a tampered or broken release must not run).
#
# Where releases are: PRESENTLINT_RELEASE_URL, a URL template in which {version} stands for the
# version, holding checksums.txt and presentlint-VERSION-linux-ARCH.tar.gz (or -macos.tar.gz);
# https://, http://, file:// and a local folder work. By default the repository's releases:
# Help.repositoryURL (Sources/PresentLint/Help.swift, the one place the address is set) followed by
# /releases/download/v{version}. PRESENTLINT_FROM_SOURCE=1 skips the download.
set -euo pipefail
[ $# -eq 1 ] || { echo "usage: $0 DEST" >&2; exit 2; }
dest=$1
root=$(cd "$(dirname "$0")/.." && pwd)
help="$root/Sources/PresentLint/Help.swift"
version=$(sed -n 's/^ *static let version = "\(.*\)"$/\1/p' "$help")
repository=$(sed -n 's/^ *static let repositoryURL = "\(.*\)"$/\1/p' "$help")
# The reason there is none, on standard output: the caller says it in its one line.
unavailable() { echo "$1"; exit 3; }

[ "${PRESENTLINT_FROM_SOURCE:-}" = 1 ] && unavailable "PRESENTLINT_FROM_SOURCE=1"
template="$repository/releases/download/v{version}"
[ -n "${PRESENTLINT_RELEASE_URL:-}" ] && template=$PRESENTLINT_RELEASE_URL
case "$template" in *github.com/OWNER/*) unavailable "the repository's address is still the placeholder in Help.swift" ;; esac
placeholder="{version}"
base=${template//"$placeholder"/$version}
case "$(uname -s)-$(uname -m)" in
  Linux-x86_64|Linux-amd64) asset="presentlint-$version-linux-x86_64.tar.gz" ;;
  Linux-aarch64|Linux-arm64) asset="presentlint-$version-linux-aarch64.tar.gz" ;;
  Darwin-*) asset="presentlint-$version-macos.tar.gz" ;;
  *) unavailable "no release is built for $(uname -s) $(uname -m)" ;;
esac

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fetch() { # fetch NAME FILE
  local from="$base/$1"
  case "$from" in
    http://*|https://*)
      if command -v curl >/dev/null; then curl -fsSL --retry 2 -o "$2" "$from"
      elif command -v wget >/dev/null; then wget -q -O "$2" "$from"
      else return 1; fi ;;
    file://*) cp "${from#file://}" "$2" ;;
    *) cp "$from" "$2" ;;
  esac
}
fetch checksums.txt "$work/checksums.txt" 2>/dev/null || unavailable "$base/checksums.txt could not be read"
expected=$(awk -v name="$asset" '$2 == name || $2 == "*" name { print $1 }' "$work/checksums.txt")
[ -n "$expected" ] || unavailable "$asset is not in $base/checksums.txt"
fetch "$asset" "$work/$asset" 2>/dev/null || unavailable "$base/$asset could not be read"
if command -v sha256sum >/dev/null; then actual=$(sha256sum "$work/$asset" | cut -d' ' -f1)
else actual=$(shasum -a 256 "$work/$asset" | cut -d' ' -f1); fi
if [ "$actual" != "$expected" ]; then
  echo "presentlint: error: $base/$asset has SHA-256 $actual, but checksums.txt says $expected; not installed" >&2
  exit 2
fi
tar -xzf "$work/$asset" -C "$work"
bin="$work/${asset%.tar.gz}/bin/presentlint"
[ -x "$bin" ] && [ "$("$bin" --version 2>/dev/null)" = "presentlint $version" ] || unavailable "$asset holds no working presentlint $version"
mkdir -p "$(dirname "$dest")"
# Copied under a temporary name and renamed: a run meanwhile never sees half a binary.
cp "$bin" "$dest.$$"
chmod 755 "$dest.$$"
mv -f "$dest.$$" "$dest"
echo "presentlint: using the release binary $asset (SHA-256 checked)" >&2
