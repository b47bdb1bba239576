#!/usr/bin/env bash
# Times presentlint on adversarial shapes at two sizes each, to show the growth stays near-linear.
# Prints figures; asserts nothing. usage: Benchmarks/adversarial.sh
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release >/dev/null
bin="$PWD/.build/release/presentlint"
dir="$PWD/Benchmarks/out/adversarial"
mkdir -p "$dir"
python3 - "$dir" <<'PY'
import os, sys
d = sys.argv[1]
def write(name, text):
    with open(os.path.join(d, name), "w") as f: f.write(text)
for scale, n in (("1x", 1), ("2x", 2)):
    write(f"nested-parens-{scale}.swift", "let x = " + "(" * (50_000 * n) + "1" + ")" * (50_000 * n) + "\n")
    write(f"nested-braces-{scale}.swift", "let x = " + "f {" * (50_000 * n) + "}" * (50_000 * n) + "\n")
    write(f"long-line-{scale}.swift", "let s = [" + ", ".join(["Text(\"x\").sheet(isPresented: $a) { B() }"] * (600_000 * n)) + "]\n")
    write(f"findings-one-line-{scale}.swift", "struct V: View { @State var a = false; var body: some View { VStack { " + " ".join(["Text(\"x\").fullScreenCover(isPresented: $a) { B() }"] * (20_000 * n)) + " } } }\n")
    write(f"interpolations-{scale}.swift", "let s = \"" + "\\(a)" * (50_000 * n) + "\"\n")
    write(f"switch-{scale}.swift", "func f(_ r: R) -> some View {\n switch r {\n" + "".join(f" case .c{i}: Text(\"{i}\")\n" for i in range(5_000 * n)) + " }\n}\n")
    write(f"unterminated-{scale}.swift", "let s = \"\"\"\n" + "text \\(x) more\n" * (200_000 * n))
PY
# Each run prints "seconds peak-KB" (GNU time); findings are expected, so the exit status is ignored.
measure() { /usr/bin/time -f "%e %M" "$bin" -q "$1" 2>&1 >/dev/null | tail -1; }
printf '%-22s %9s %9s %7s %12s %12s\n' shape "1x (s)" "2x (s)" ratio "1x peak MB" "2x peak MB"
for shape in nested-parens nested-braces long-line findings-one-line interpolations switch unterminated; do
  read -r t1 m1 < <(measure "$dir/$shape-1x.swift")
  read -r t2 m2 < <(measure "$dir/$shape-2x.swift")
  size=$(wc -c < "$dir/$shape-1x.swift")
  printf '%-22s %9s %9s %7s %12s %12s   (%s bytes at 1x)\n' "$shape" "$t1" "$t2" \
    "$(python3 -c "print(f'{$t2/max($t1,0.01):.2f}')")" "$((m1 / 1024))" "$((m2 / 1024))" "$size"
done
