#!/usr/bin/env bash
# Builds the libFuzzer binary (with AddressSanitizer) and runs each target for a bounded time.
# usage: Fuzz/run.sh [SECONDS_PER_TARGET] [TARGET…]   (default 30 s; targets: analysis json glob
# suppressions arguments). Crashes, timeouts and out-of-memory inputs are written to
# Fuzz/crashes/; the script fails when any target found one. Every crash found becomes a
# regression test or fixture (the robustness tests run all fixtures through the pipeline).
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-30}
shift || true
targets=("$@")
[ "${#targets[@]}" -gt 0 ] || targets=(analysis json glob suppressions arguments)
out=.build-fuzz
mkdir -p "$out" Fuzz/crashes
# RuleKit and the CLI's argument parser in one module (the parser's `import RuleKit` dropped).
sed '/^import RuleKit$/d' Sources/PresentLint/Arguments.swift > "$out/Arguments.swift"
sources=$(find Sources/RuleKit -name '*.swift' | sort)
swiftc -sanitize=fuzzer,address -parse-as-library -O -module-name RuleKit \
  $sources "$out/Arguments.swift" Fuzz/FuzzTarget.swift -o "$out/presentlint-fuzz"

# Seed corpora, one per target.
seed() {
  local target=$1 corpus="$out/corpus-$1"
  mkdir -p "$corpus"
  case "$target" in
    analysis|suppressions) find Tests/Fixtures -name '*.swift' -exec cp {} "$corpus/" \; ;;
    json)
      cp rules.json schemas/*.json "$corpus/" 2>/dev/null || true
      printf '%s' '{ "exclude": ["Generated/**"], "rules": { "settings-in-cover": { "severity": "error" } } }' > "$corpus/config.json"
      printf '%s' '{ "version": 1, "findings": [ { "ruleId": "a", "path": "\u00e9\uD83D\uDE00", "lineText": "x", "count": 2 } ] }' > "$corpus/baseline.json" ;;
    glob)
      printf '%s\n%s' '**/Generated/**/*.swift' 'Sources/App/Generated/Deep/G.swift' > "$corpus/a"
      printf '%s\n%s' 'S?urces/*/A.swift' './Sources/App/A.swift' > "$corpus/b"
      printf '%s\n%s' '*.generated.swift' 'a/b/c.generated.swift' > "$corpus/c" ;;
    arguments)
      printf 'lint\n--format\nsarif\n--only\nstate-bool-presentation,cover-missing-close\nSources' > "$corpus/a"
      printf -- '--baseline=b.json\n--jobs\n4\n-q\n--max-warnings=3\n.' > "$corpus/b"
      printf 'explain\nsettings-in-cover' > "$corpus/c"
      printf 'rules\n--format\njson' > "$corpus/d" ;;
  esac
}

# Larger inputs for the whole analysis and the JSON reader (deep and long shapes need room).
max_len() { case "$1" in analysis|json) echo 65536 ;; *) echo 4096 ;; esac; }

# Fake stacks move locals to the heap, where StackGuard cannot see how much stack is left.
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_stack_use_after_return=0}
failed=0
for target in "${targets[@]}"; do
  seed "$target"
  echo "-- $target ($seconds s)"
  PRESENTLINT_FUZZ_TARGET=$target "$out/presentlint-fuzz" "$out/corpus-$target" -max_total_time="$seconds" \
    -max_len="$(max_len "$target")" -timeout=10 -rss_limit_mb=2048 -artifact_prefix="Fuzz/crashes/$target-" \
    -print_final_stats=1 > "$out/$target.log" 2>&1 || failed=1
  tail -12 "$out/$target.log"
done
if [ "$failed" -ne 0 ] || ls Fuzz/crashes/ 2>/dev/null | grep -Eq -- '-(crash|timeout|oom|leak)-'; then
  echo "the fuzzer found a failing input:" >&2
  ls Fuzz/crashes/ >&2
  exit 1
fi
