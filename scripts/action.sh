#!/usr/bin/env bash
# The logic of the GitHub Action (action.yml), kept here so that it can be run and tested
# outside GitHub (scripts/action_check.sh does, with a fake GITHUB_* environment).
#
#   action.sh cache-key   prints `key=...` for actions/cache (the version, OS and CPU)
#   action.sh run         puts presentlint in the cache folder (the release binary of this version
#                         when one is published, else a build from source), then lints: annotations
#                         on the log, a job summary, optionally a SARIF file
#
# The cache folder is PRESENTLINT_CACHE_DIR, by default ~/.cache/presentlint: a path under HOME
# is the same for this script and for actions/cache in container jobs, where the action's own
# folder (github.action_path) is not.
# Inputs come as the environment variables INPUT_PATHS, INPUT_CONFIG, INPUT_STRICT,
# INPUT_MAX_WARNINGS, INPUT_BASELINE, INPUT_SARIF_FILE, INPUT_ONLY_CHANGED and INPUT_ARGS
# (action.yml sets them).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
version=$(sed -n 's/^ *static let version = "\(.*\)"$/\1/p' "$root/Sources/PresentLint/Help.swift")
cache=${PRESENTLINT_CACHE_DIR:-$HOME/.cache/presentlint}
bin="$cache/$version/bin/presentlint"
# GitHub shows at most this many annotations of each kind per step (and 50 per job).
annotation_limit=10
# Findings listed in the job summary.
summary_findings=20

summary() { [ -n "${GITHUB_STEP_SUMMARY:-}" ] && cat >> "$GITHUB_STEP_SUMMARY" || true; }

case "${1:-}" in
cache-key)
  echo "key=presentlint-$version-$(uname -s)-$(uname -m)"
  ;;
run)
  if [ -x "$bin" ] && [ "$("$bin" --version 2>/dev/null)" = "presentlint $version" ]; then
    echo "presentlint $version: using the cached binary"
  else
    set +e
    reason=$("$root/scripts/release-binary.sh" "$bin")
    status=$?
    set -e
    if [ "$status" -eq 2 ]; then
      echo "::error title=presentlint action::the release binary did not match its published checksum (see above)"
      exit 2
    elif [ "$status" -ne 0 ]; then
      echo "presentlint $version: no release binary ($reason); building from source (a few minutes; later runs use the cache)"
      echo "::group::Build presentlint $version"
      if ! "$root/scripts/install.sh" "$cache/$version"; then
        echo "::endgroup::"
        echo "::error title=presentlint action::building presentlint $version failed (see the log above)"
        exit 2
      fi
      echo "::endgroup::"
    fi
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

  scope="all files under ${paths[*]}"
  case "${INPUT_ONLY_CHANGED:-false}" in
    false) ;;
    true)
      # The pull request's base commit, from the event that started the workflow.
      base=""
      if [ -n "${GITHUB_EVENT_PATH:-}" ] && [ -f "$GITHUB_EVENT_PATH" ]; then
        # pull_request.base.sha, read with Python or jq (GitHub's runners have both).
        base=$(python3 -c 'import json, sys; print(((json.load(open(sys.argv[1])) or {}).get("pull_request") or {}).get("base", {}).get("sha", ""))' "$GITHUB_EVENT_PATH" 2>/dev/null \
          || jq -r '.pull_request.base.sha // empty' "$GITHUB_EVENT_PATH" 2>/dev/null || true)
      fi
      if [ -z "$base" ]; then
        echo "presentlint: only-changed: not a pull request (no base commit in the event); linting all files"
      else
        # A shallow checkout may lack the base commit.
        git cat-file -e "$base^{commit}" 2>/dev/null || git fetch -q --no-tags --depth=1 origin "$base" || {
          echo "::error title=presentlint action::only-changed: cannot fetch the pull request's base commit $base"; exit 2; }
        changed=()
        while IFS= read -r file; do
          [ -f "$file" ] || continue
          for p in "${paths[@]}"; do
            p=${p#./}; p=${p%/}
            if [ "$p" = . ] || [ "$file" = "$p" ] || [[ "$file" == "$p/"* ]]; then changed+=("$file"); break; fi
          done
        done < <(git diff --name-only --diff-filter=ACMR "$base" HEAD -- '*.swift')
        scope="the ${#changed[@]} Swift file(s) the pull request changes, and findings they cause elsewhere"
        if [ ${#changed[@]} -eq 0 ]; then
          echo "presentlint: only-changed: the pull request changes no Swift file under ${paths[*]}"
          [ -n "${GITHUB_OUTPUT:-}" ] && echo "exit-code=0" >> "$GITHUB_OUTPUT"
          printf '## presentlint\n\nThe pull request changes no Swift file under %s: nothing to lint.\n' "${paths[*]}" | summary
          exit 0
        fi
        # The whole project is analysed; the changed files' findings are reported (and those
        # they cause in other files, marked so).
        project=.
        [ ${#paths[@]} -eq 1 ] && project=${paths[0]}
        args+=(--force-exclude --project "$project")
        paths=("${changed[@]}")
      fi
      ;;
    *) echo "::error title=presentlint action::input 'only-changed' must be true or false, not '${INPUT_ONLY_CHANGED}'"; exit 2 ;;
  esac

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
  report=$(mktemp)
  trap 'rm -f "$report"' EXIT
  set +e
  "$bin" "${args[@]}" "${extra[@]}" --format github --statistics -- "${paths[@]}" > "$report"
  status=$?
  set -e
  cat "$report"
  [ -n "${GITHUB_OUTPUT:-}" ] && echo "exit-code=$status" >> "$GITHUB_OUTPUT"

  # Counts from the annotations: per rule, per kind, and how many GitHub does not show.
  counts=$(awk -v limit="$annotation_limit" '
    /^::(error|warning|notice) / {
      kind = substr($0, 3, index($0, " ") - 3); n[kind]++; total++
      rule = $0; sub(/.*title=presentlint /, "", rule); sub(/::.*/, "", rule)
      if (rule ~ /^[a-z-]+$/) per[rule]++
    }
    END {
      shown = 0; for (k in n) shown += (n[k] < limit ? n[k] : limit)
      printf "total=%d errors=%d warnings=%d notices=%d hidden=%d\n", total, n["error"], n["warning"], n["notice"], total - shown
      for (r in per) printf "rule %d %s\n", per[r], r
    }' "$report")
  read -r total errors warnings notices hidden <<< "$(head -1 <<< "$counts" | sed 's/[a-z]*=//g')"
  if [ "$hidden" -gt 0 ]; then
    echo "presentlint: $hidden of $total findings are not shown as annotations: GitHub shows at most $annotation_limit warnings and $annotation_limit errors per step (and 50 annotations per job); all are in the log above and the job summary lists the first $summary_findings"
  fi
  why=""
  if [ "$status" -eq 2 ]; then
    why="presentlint could not lint (a configuration or file error, or a bad option; see the log)"
  elif [ "$status" -eq 1 ]; then
    if [ "$errors" -gt 0 ]; then why="$errors error(s)"
    elif [ -n "${INPUT_MAX_WARNINGS:-}" ] && [ "$warnings" -gt "${INPUT_MAX_WARNINGS}" ]; then why="$warnings warning(s), more than max-warnings ($INPUT_MAX_WARNINGS)"
    else why="$warnings warning(s) with strict: true (warnings fail the step; set strict: false to only report them)"; fi
  fi
  [ -n "$why" ] && echo "::error title=presentlint action::failed: $why"
  {
    echo "## presentlint"
    echo
    echo "Linted $scope: **$total finding(s)** ($errors error(s), $warnings warning(s))."
    [ -n "$why" ] && { echo; echo "**Failed:** $why."; }
    if [ "$total" -gt 0 ]; then
      echo
      echo "| rule | findings |"
      echo "|---|---:|"
      grep '^rule ' <<< "$counts" | sort -k2,2nr -k3 | awk '{ printf "| `%s` | %d |\n", $3, $2 }'
      echo
      echo "First $(( total < summary_findings ? total : summary_findings )) of $total (errors first):"
      echo
      # Errors, then warnings, then notices, each in report order.
      { grep '^::error ' "$report" || true; grep '^::warning ' "$report" || true; grep '^::notice ' "$report" || true; } | awk -v max="$summary_findings" '
        shown < max {
          shown++
          kind = substr($0, 3, index($0, " ") - 3)
          file = $0; sub(/.*file=/, "", file); sub(/,.*/, "", file)
          line = $0; sub(/.*,line=/, "", line); sub(/,.*/, "", line)
          rule = $0; sub(/.*title=presentlint /, "", rule); sub(/::.*/, "", rule)
          message = $0; sub(/^::[^:]*::/, "", message)
          gsub(/%0A/, " ", message); gsub(/%0D/, "", message); gsub(/%25/, "%", message); gsub(/\|/, "\\|", message)
          printf "- %s `%s:%s` %s [`%s`]\n", kind, file, line, message, rule
        }'
      if [ "$hidden" -gt 0 ]; then
        echo
        echo "$hidden finding(s) are not annotated on the pull request: GitHub shows at most $annotation_limit warning and $annotation_limit error annotations per step (50 per job). The step's log lists them all; upload the SARIF file to see them in code scanning."
      fi
    fi
  } | summary
  exit "$status"
  ;;
*)
  echo "usage: $0 cache-key|run" >&2
  exit 2
  ;;
esac
