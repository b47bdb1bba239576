#!/usr/bin/env bash
# The logic of the GitHub Action (action.yml), kept here so that it can be run and tested
# outside GitHub (scripts/action_check.sh does, with a fake GITHUB_* environment).
#
#   action.sh cache-key   prints `key=...` for actions/cache (the version, OS, CPU and Swift)
#   action.sh run         builds presentlint once (kept in .build/action, which is cached), then
#                         lints: annotations on the log, optionally a SARIF file
#
# Inputs come as the environment variables INPUT_PATHS, INPUT_CONFIG, INPUT_STRICT,
# INPUT_MAX_WARNINGS, INPUT_BASELINE, INPUT_SARIF_FILE and INPUT_ARGS (action.yml sets them).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
version=$(sed -n 's/^ *static let version = "\(.*\)"$/\1/p' "$root/Sources/PresentLint/Help.swift")
bin="$root/.build/action/bin/presentlint"

case "${1:-}" in
cache-key)
  swift=$(swift --version 2>/dev/null | head -1 | tr -c 'A-Za-z0-9.\n' '-')
  echo "key=presentlint-$version-$(uname -s)-$(uname -m)-$swift"
  ;;
run)
  if [ -x "$bin" ] && [ "$("$bin" --version)" = "presentlint $version" ]; then
    echo "presentlint $version: using the cached build"
  else
    echo "::group::Build presentlint $version"
    if ! "$root/scripts/install.sh" "$root/.build/action"; then
      echo "::endgroup::"
      echo "::error title=presentlint action::building presentlint $version failed (see the log above)"
      exit 2
    fi
    echo "::endgroup::"
  fi
  args=()
  [ -n "${INPUT_CONFIG:-}" ] && args+=(--config "$INPUT_CONFIG")
  case "${INPUT_STRICT:-true}" in
    true) args+=(--strict) ;;
    false) ;;
    *) echo "::error title=presentlint action::input 'strict' must be true or false, not '${INPUT_STRICT}'"; exit 2 ;;
  esac
  [ -n "${INPUT_MAX_WARNINGS:-}" ] && args+=(--max-warnings "$INPUT_MAX_WARNINGS")
  [ -n "${INPUT_BASELINE:-}" ] && args+=(--baseline "$INPUT_BASELINE")
  # Extra arguments and paths are split on white space (paths with spaces: use a configuration).
  read -r -a extra <<< "$(echo "${INPUT_ARGS:-}" | tr '\n' ' ')"
  read -r -a paths <<< "$(echo "${INPUT_PATHS:-.}" | tr '\n' ' ')"
  [ ${#paths[@]} -eq 0 ] && paths=(.)
  if [ -n "${INPUT_SARIF_FILE:-}" ]; then
    mkdir -p "$(dirname "$INPUT_SARIF_FILE")"
    set +e
    "$bin" "${args[@]}" "${extra[@]}" --quiet --format sarif --output "$INPUT_SARIF_FILE" -- "${paths[@]}"
    status=$?
    set -e
    # 0 and 1 are lint results; 2 (configuration, I/O) is reported by the annotated run below.
    [ -f "$INPUT_SARIF_FILE" ] || [ "$status" -eq 2 ] || { echo "::error title=presentlint action::no SARIF file written"; exit 2; }
    [ -n "${GITHUB_OUTPUT:-}" ] && echo "sarif-file=$INPUT_SARIF_FILE" >> "$GITHUB_OUTPUT"
  fi
  set +e
  "$bin" "${args[@]}" "${extra[@]}" --format github --statistics -- "${paths[@]}"
  status=$?
  set -e
  [ -n "${GITHUB_OUTPUT:-}" ] && echo "exit-code=$status" >> "$GITHUB_OUTPUT"
  exit "$status"
  ;;
*)
  echo "usage: $0 cache-key|run" >&2
  exit 2
  ;;
esac
