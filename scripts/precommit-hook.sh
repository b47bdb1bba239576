#!/usr/bin/env bash
# The pre-commit hook's entry (language: script). pre-commit checks this repository out once per
# `rev`; the first run puts presentlint there: the release binary of that version when one is
# published (downloaded and checked against the release's checksums, scripts/release-binary.sh),
# otherwise a release build from source (scripts/install.sh, the Swift runtime linked in). Later
# runs start it at once. Arguments are presentlint's.
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
bin="$here/.pre-commit-build/bin/presentlint"
if [ ! -x "$bin" ]; then
  set +e
  reason=$("$here/scripts/release-binary.sh" "$bin")
  status=$?
  set -e
  [ "$status" -eq 2 ] && exit 2
  if [ "$status" -ne 0 ]; then
    echo "presentlint: no release binary ($reason); building from source instead (first run only, a few minutes)..." >&2
    log=$(mktemp)
    if ! "$here/scripts/install.sh" "$here/.pre-commit-build" > "$log" 2>&1; then
      cat "$log" >&2
      rm -f "$log"
      echo "presentlint: the build failed; see above" >&2
      exit 2
    fi
    rm -f "$log"
  fi
fi
exec "$bin" "$@"
