#!/usr/bin/env bash
# Times presentlint on adversarial shapes at two sizes each (2x the input, or 4x where marked), to
# show the growth stays near-linear: the ratio of the times should stay near the ratio of the
# sizes (at most 2.5 for 2x, 5 for 4x). `exclude-globs` compares a 3,000-file tree without globs
# to the same tree with 10,000 exclude globs: its ratio should stay a small constant (under 2.5).
# The `lsp-*` shapes time the language server (Benchmarks/lsp_adversarial.py): an edit's publish in
# a file of 12,000 findings, and a request after a header that never ends. Prints figures; asserts
# nothing.
# usage: Benchmarks/adversarial.sh [SHAPE…]   (default: every shape)
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release >/dev/null
bin="$PWD/.build/release/presentlint"
dir="$PWD/Benchmarks/out/adversarial"
rm -rf "$dir"
mkdir -p "$dir"
python3 - "$dir" <<'PY'
import json, os, random, sys
d = sys.argv[1]
def write(name, text):
    path = os.path.join(d, name)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as f: f.write(text)
def screens(megabytes):
    # A generated file of SwiftUI screens (state, sheets, covers, optionals), as the benchmark
    # corpus writes them, concatenated into one file.
    import generate_corpus as g
    rng = random.Random(1)
    parts, size, i = ["import SwiftUI\n"], 0, 0
    while size < megabytes * 1_000_000:
        v = g.view(rng, i, f"Screen{i}")
        parts.append(v); size += len(v); i += 1
    return "".join(parts)
sys.path.insert(0, os.path.join(os.getcwd(), "Benchmarks"))
for scale, n in (("1x", 1), ("2x", 2)):
    write(f"nested-parens-{scale}.swift", "let x = " + "(" * (50_000 * n) + "1" + ")" * (50_000 * n) + "\n")
    write(f"nested-braces-{scale}.swift", "let x = " + "f {" * (50_000 * n) + "}" * (50_000 * n) + "\n")
    write(f"long-line-{scale}.swift", "let s = [" + ", ".join(["Text(\"x\").sheet(isPresented: $a) { B() }"] * (600_000 * n)) + "]\n")
    write(f"findings-one-line-{scale}.swift", "struct V: View { @State var a = false; var body: some View { VStack { " + " ".join(["Text(\"x\").fullScreenCover(isPresented: $a) { B() }"] * (20_000 * n)) + " } } }\n")
    write(f"interpolations-{scale}.swift", "let s = \"" + "\\(a)" * (50_000 * n) + "\"\n")
    write(f"switch-{scale}.swift", "func f(_ r: R) -> some View {\n switch r {\n" + "".join(f" case .c{i}: Text(\"{i}\")\n" for i in range(5_000 * n)) + " }\n}\n")
    write(f"unterminated-{scale}.swift", "let s = \"\"\"\n" + "text \\(x) more\n" * (200_000 * n))
    # Chains whose depth once decided a recursion's.
    write(f"call-chain-{scale}.swift", "let x = a" + ".b()" * (200_000 * n) + "\n")
    write(f"modifiers-{scale}.swift", "struct V: View {\n var body: some View {\n  Text(\"x\")" + "\n   .padding()" * (100_000 * n) + "\n }\n}\n")
    write(f"else-if-{scale}.swift", "func f() {\n if a { x() }" + " else if b { y() }" * (100_000 * n) + "\n}\n")
    write(f"awaits-{scale}.swift", "func f() async { let x = " + "await " * (200_000 * n) + "g() }\n")
    write(f"optional-chain-{scale}.swift", "let x = x" + "?.a" * (100_000 * n) + "\n")
    write(f"force-chain-{scale}.swift", "let x = x" + "!.a" * (100_000 * n) + "\n")
    # Runs on one line the lexer once rescanned.
    write(f"postfix-bangs-{scale}.swift", "let x = y" + "!" * (1_000_000 * n) + "\n")
    write(f"placeholder-openers-{scale}.swift", "let x = " + "<#" * (500_000 * n) + "\n")
    write(f"pounds-{scale}.swift", "#" * (1_000_000 * n) + "\n")
    # Many suppressions and findings in one file.
    write(f"suppressions-{scale}.swift", "struct V: View { @State var a = false; var body: some View { VStack {\n"
          + "".join(f"Text(\"x\").fullScreenCover(isPresented: $a) {{ B() }} // presentlint:disable:this cover-missing-close\n// presentlint:disable state-bool-presentation\n// presentlint:enable state-bool-presentation\n" for _ in range(20_000 * n))
          + "} } }\n")
    # A configuration with many keys (each checked against the others once), and a glob with
    # many `**` matched against a deep path (each `**` once tried every split).
    write(f"config-keys-{scale}/A.swift", "let x = 1\n")
    write(f"config-keys-{scale}/.presentlint.json", json.dumps({"rules": {f"rule-{i}": True for i in range(200_000 * n)}}))
    deep = "/".join(f"d{i}" for i in range(40))
    write(f"glob-{scale}/{deep}/A.swift", "let x = 1\n")
    stars = "/".join(["**"] * (12 * n))
    write(f"glob-{scale}/.presentlint.json", json.dumps({"exclude": [f"{stars}/nothing/{stars}/*.swift"]}))
# 10,000 exclude globs over a tree of 3,000 files, beside the same tree with none: literal names,
# name suffixes, literal paths, `**/name/**` and a few general patterns, as generated projects list them.
tree = {f"Sources/Module{m}/Screen{f}.swift": f"struct Screen{m}x{f} {{ let id = {f} }}\n" for m in range(100) for f in range(30)}
for scale, count in (("1x", 0), ("10k", 10_000)):
    for name, text in tree.items(): write(f"exclude-globs-{scale}/{name}", text)
    kinds = [lambda i: f"Mock{i}", lambda i: f"*.gen{i}.swift", lambda i: f"Sources/Generated{i}/**",
             lambda i: f"**/Fixture{i}/**", lambda i: f"Sources/Module*/Gen?{i}/*.swift" if i % 10 == 0 else f"Vendor{i}/**"]
    write(f"exclude-globs-{scale}/.presentlint.json", json.dumps({"exclude": [kinds[i % len(kinds)](i) for i in range(count)]}))
write("screens-1x.swift", screens(8))
write("screens-4x.swift", screens(32))
PY
# Each run prints "seconds peak-KB" (GNU time); findings (exit 1) and configuration errors (exit 2,
# the config-keys shape names unknown rules) are expected, so the exit status is ignored.
measure() { (cd "$(dirname "$1")" && /usr/bin/time -f "%e %M" "$bin" -q -j 1 "$(basename "$1")" 2>&1 >/dev/null | tail -1); }
shapes=(nested-parens nested-braces long-line findings-one-line interpolations switch unterminated
        call-chain modifiers else-if awaits optional-chain force-chain postfix-bangs placeholder-openers pounds
        suppressions config-keys glob exclude-globs screens lsp-publish-lines lsp-publish-one-line lsp-endless-header)
[ "$#" -gt 0 ] && shapes=("$@")
printf '%-22s %6s %9s %9s %7s %12s %12s\n' shape scale "1x (s)" "Nx (s)" ratio "1x peak MB" "Nx peak MB"
for shape in "${shapes[@]}"; do
  # The language server's shapes: Benchmarks/lsp_adversarial.py times a session and prints the line.
  if [[ "$shape" == lsp-* ]]; then
    python3 Benchmarks/lsp_adversarial.py "$bin" "$dir" "$shape"
    continue
  fi
  big=2x
  [ -e "$dir/$shape-4x.swift" ] && big=4x
  # The same tree without globs (1x) and with 10,000 of them: the ratio should stay small.
  [ -d "$dir/$shape-10k" ] && big=10k
  if [ -d "$dir/$shape-1x" ]; then
    one="$dir/$shape-1x/."; two="$dir/$shape-$big/."
    size=$(du -sb "$dir/$shape-1x" | cut -f1)
  else
    one="$dir/$shape-1x.swift"; two="$dir/$shape-$big.swift"
    size=$(wc -c < "$one")
  fi
  read -r t1 m1 < <(measure "$one")
  read -r t2 m2 < <(measure "$two")
  printf '%-22s %6s %9s %9s %7s %12s %12s   (%s bytes at 1x)\n' "$shape" "$big" "$t1" "$t2" \
    "$(python3 -c "print(f'{$t2/max($t1,0.01):.2f}')")" "$((m1 / 1024))" "$((m2 / 1024))" "$size"
done
