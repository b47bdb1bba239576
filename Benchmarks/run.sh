#!/usr/bin/env bash
# Benchmarks presentlint (release build) and prints a table of figures; it asserts nothing.
# usage: Benchmarks/run.sh [DIR]   (default: a generated ~1 M-line synthetic corpus)
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)

if ! command -v /usr/bin/time >/dev/null 2>&1 || ! /usr/bin/time -v true >/dev/null 2>&1; then
  echo "installing GNU time (for peak memory)" >&2
  (apt-get update -qq && apt-get install -y -qq time) >/dev/null 2>&1 || echo "could not install GNU time; memory is skipped" >&2
fi

# Measure the binary users install: on Linux, with the Swift runtime inside it.
static=()
[ "$(uname)" = Linux ] && static=(--static-swift-stdlib)
swift build -c release "${static[@]}" >/dev/null
bin="$root/.build/release/presentlint"
bench="$root/.build/release/PresentLintBench"

corpus=${1:-}
if [ -z "$corpus" ]; then
  corpus="$root/Benchmarks/out/corpus"
  if [ ! -f "$corpus/Shared.swift" ]; then
    echo "generating the synthetic corpus in $corpus" >&2
    python3 Benchmarks/generate_corpus.py "$corpus" --files 7000 --giant
  fi
fi

files=$(find "$corpus" -name '*.swift' | wc -l)
bytes=$(find "$corpus" -name '*.swift' -print0 | xargs -0 cat | wc -c)
lines=$(find "$corpus" -name '*.swift' -print0 | xargs -0 cat | wc -l)
mb=$(python3 -c "print(round($bytes / 1e6, 2))")
echo "corpus: $corpus — $files files, $lines lines, $mb MB"
echo

# Wall and CPU time of a command, best of N runs: prints "wall user+sys".
measure() {
  local runs=$1; shift
  python3 - "$runs" "$@" <<'PY'
import os, subprocess, sys, time
runs = int(sys.argv[1]); cmd = sys.argv[2:]
best = None
for _ in range(runs):
    t0 = time.perf_counter(); r0 = os.times()
    subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    wall = time.perf_counter() - t0; r1 = os.times()
    cpu = (r1.children_user - r0.children_user) + (r1.children_system - r0.children_system)
    if best is None or wall < best[0]: best = (wall, cpu)
print(f"{best[0]:.3f} {best[1]:.3f}")
PY
}

row() {  # name wall cpu
  python3 -c "
name, wall, cpu, b, l = '$1', float('$2'), float('$3'), $bytes, $lines
print(f'{name:<40} {wall:8.3f} s {cpu:8.3f} s {b / 1e6 / wall:9.1f} MB/s {l / wall:12.0f} lines/s')"
}

printf '%-40s %10s %10s %14s %20s\n' "measurement" "wall" "user+sys" "throughput" "lines"
read -r w c < <(measure 3 sh -c "find '$corpus' -name '*.swift' -print0 | xargs -0 cat > /dev/null")
row "cat of all files (floor)" "$w" "$c"
read -r w c < <(measure 3 "$bin" --jobs 1 -q "$corpus")
row "presentlint lint, --jobs 1" "$w" "$c"
read -r w c < <(measure 3 "$bin" -q "$corpus")
row "presentlint lint, default jobs ($(nproc))" "$w" "$c"
one_x=$w
# Scaling (synthetic corpus only): a generated corpus of twice the files, at default jobs.
if [ -z "${1:-}" ]; then
  double="$root/Benchmarks/out/corpus2x"
  [ -f "$double/Shared.swift" ] || python3 Benchmarks/generate_corpus.py "$double" --files 14000 --giant >/dev/null
  bytes2=$(find "$double" -name '*.swift' -print0 | xargs -0 cat | wc -c)
  read -r w c < <(measure 3 "$bin" -q "$double")
  python3 -c "print(f'{\"twice the files, default jobs\":<40} {$w:8.3f} s   {$w / $one_x:.2f}x the time for {$bytes2 / $bytes:.2f}x the bytes')"
fi
echo
echo "in-process stages, one thread (PresentLintBench):"
"$bench" --repeat 3 "$corpus"
echo

# One typical ~300-line file (the pre-commit case) and startup.
single="$root/Benchmarks/out/single.swift"
mkdir -p "$(dirname "$single")"
python3 - "$single" <<'PY'
import sys, random
sys.path.insert(0, "Benchmarks")
import generate_corpus as g
text = "import SwiftUI\n" + "".join(g.view(random.Random(7 + k), k + 1, name) for k, name in enumerate(["Single", "Second", "Third", "Fourth"]))
open(sys.argv[1], "w").write(text)
PY
# The release build carries the Swift runtime on Linux (--static-swift-stdlib above), so start-up
# is the binary's own: most of a one-file run.
python3 - "$single" "$bin" <<'PY'
import statistics, subprocess, sys, time
single, binary = sys.argv[1], sys.argv[2]
lines = sum(1 for _ in open(single))
def median(cmd, n=20):
    times = []
    for _ in range(n):
        t0 = time.perf_counter(); subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL); times.append(time.perf_counter() - t0)
    return statistics.median(times) * 1000
print(f"one {lines}-line file, median of 20:      {median([binary, '-q', single]):7.1f} ms")
print(f"presentlint --version, median of 20:     {median([binary, '--version']):7.1f} ms")
PY

if /usr/bin/time -v true >/dev/null 2>&1; then
  usage=$(/usr/bin/time -v "$bin" -q "$corpus" 2>&1 >/dev/null)
  peak=$(awk -F: '/Maximum resident set size/ {gsub(/ /, "", $2); print $2}' <<<"$usage")
  faults=$(awk -F: '/Minor \(reclaiming a frame\) page faults/ {gsub(/ /, "", $2); print $2}' <<<"$usage")
  echo "peak resident memory, full corpus:       $((peak / 1024)) MB ($faults page faults)"
fi
