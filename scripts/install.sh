#!/usr/bin/env bash
# Builds presentlint as a release binary and installs it as PREFIX/bin/presentlint (default
# PREFIX: /usr/local). On Linux the Swift runtime is linked into the binary
# (--static-swift-stdlib): it starts about twice as fast as with shared Swift libraries, which a
# git hook pays on every commit, and runs where no Swift toolchain is installed.
#
#   scripts/install.sh [PREFIX]        or        make install [PREFIX=...]
set -euo pipefail
prefix=${1:-/usr/local}
repo=$(cd "$(dirname "$0")/.." && pwd)
flags=(-c release --package-path "$repo" --product presentlint)
if [ "$(uname -s)" = Linux ]; then
  flags+=(--static-swift-stdlib)
fi
swift build "${flags[@]}"
bin=$(swift build "${flags[@]}" --show-bin-path)/presentlint
mkdir -p "$prefix/bin"
# Copied under a temporary name and renamed: a hook running meanwhile never sees half a binary.
cp "$bin" "$prefix/bin/.presentlint.$$"
chmod 755 "$prefix/bin/.presentlint.$$"
mv -f "$prefix/bin/.presentlint.$$" "$prefix/bin/presentlint"
echo "installed $("$prefix/bin/presentlint" --version) as $prefix/bin/presentlint"
