#!/usr/bin/env bash
# Writing a report or baseline to a device must write into the device, never replace it with a
# regular file (as root a rename over /dev/null would succeed). Run as root inside a private mount
# namespace, on a private tmpfs holding a fresh null device, so the system's /dev is never at risk.
# Usage: scripts/device_write_check.sh PATH/TO/presentlint
set -euo pipefail
bin=$(realpath "$1")
if [ "$(id -u)" -ne 0 ]; then
  echo "device write check not run: it needs root (mknod and a private mount namespace)"
  exit 0
fi
src=$(mktemp -d)
trap 'rm -rf "$src"' EXIT
cat > "$src/Host.swift" <<'SWIFT'
import SwiftUI

struct Host: View {
    @State private var showHelp = false
    var body: some View {
        Button("Help") { showHelp = true }
            .sheet(isPresented: $showHelp) { Text("Help") }
    }
}
SWIFT
unshare --mount bash -euo pipefail -c '
  bin=$1; src=$2
  mount --make-rprivate /
  dev=$(mktemp -d)
  mount -t tmpfs -o mode=0755 presentlint-dev "$dev"
  mknod -m 0666 "$dev/null" c 1 3
  ln -s null "$dev/link-to-null"
  cd "$src"
  for option in --output --write-baseline; do
    for target in "$dev/null" "$dev/link-to-null"; do
      "$bin" -q "$option" "$target" Host.swift
      if [ ! -c "$dev/null" ]; then echo "$option $target replaced the device with a $(stat -c %F "$dev/null")" >&2; exit 1; fi
      if [ ! -L "$dev/link-to-null" ]; then echo "$option $target replaced the link" >&2; exit 1; fi
    done
  done
  leftovers=$(find "$dev" -name "*.tmp")
  if [ -n "$leftovers" ]; then echo "temporary files left: $leftovers" >&2; exit 1; fi
  umount "$dev"
' device-check "$bin" "$src"
echo "device write check passed: /dev/null-like devices stay devices, links stay links"
