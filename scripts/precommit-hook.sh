#!/usr/bin/env bash
# The pre-commit hook's entry (language: script). pre-commit checks this repository out once per
# `rev`; the first run builds the release binary there with scripts/install.sh (the Swift runtime
# linked in, for fast start-up), later runs start it at once. Arguments are presentlint's.
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
bin="$here/.pre-commit-build/bin/presentlint"
if [ ! -x "$bin" ]; then
  echo "presentlint: building the release binary for this hook (first run only)..." >&2
  log=$(mktemp)
  if ! "$here/scripts/install.sh" "$here/.pre-commit-build" > "$log" 2>&1; then
    cat "$log" >&2
    rm -f "$log"
    echo "presentlint: the build failed; see above" >&2
    exit 2
  fi
  rm -f "$log"
fi
exec "$bin" "$@"
