#!/usr/bin/env bash
# Builds the libFuzzer target (with AddressSanitizer) and runs it for a bounded time.
# usage: Fuzz/run.sh [SECONDS]   (default 60); crashes are written to Fuzz/crashes/.
# Every crash found becomes a regression fixture under Tests/Fixtures (the robustness tests run
# all fixtures through the pipeline).
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-60}
out=.build-fuzz
mkdir -p "$out" Fuzz/crashes
sources=$(find Sources/RuleKit -name '*.swift' | sort)
swiftc -sanitize=fuzzer,address -parse-as-library -O -module-name RuleKit \
  $sources Fuzz/FuzzTarget.swift -o "$out/presentlint-fuzz"
corpus="$out/corpus"
mkdir -p "$corpus"
# Seed corpus: every fixture.
find Tests/Fixtures -name '*.swift' -exec cp {} "$corpus/" \;
"$out/presentlint-fuzz" "$corpus" -max_total_time="$seconds" -max_len=4096 -timeout=10 \
  -artifact_prefix=Fuzz/crashes/ -print_final_stats=1 2>&1 | tail -25
