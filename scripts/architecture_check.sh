#!/usr/bin/env bash
# The structure the design asks of the code (see CONTRIBUTING.md, "Architecture"), as figures
# anyone can rerun: `bash scripts/architecture_check.sh`. Each line is a rule and what breaks it.
# The rules marked [holds] are kept: the script exits non-zero when one of them is broken. The
# others are printed as figures, the work still to do.
set -euo pipefail
cd "$(dirname "$0")/.."
python3 - <<'PY'
import os, re, sys

kit = "Sources/RuleKit"
def swift_files(*roots):
    for root in roots:
        for dirpath, _, names in os.walk(root):
            for n in sorted(names):
                if n.endswith(".swift"):
                    yield os.path.join(dirpath, n)

def code_lines(path):
    """The file's lines with comments and string literals blanked (enough for braces and names)."""
    text = open(path, encoding="utf-8").read()
    out, i, n, block = [], 0, len(text), 0
    buf = []
    while i < n:
        c = text[i]
        if block:
            if text.startswith("*/", i): block -= 1; i += 2; continue
            if text.startswith("/*", i): block += 1; i += 2; continue
            buf.append("\n" if c == "\n" else " "); i += 1; continue
        if text.startswith("/*", i): block += 1; i += 2; continue
        if text.startswith("//", i):
            j = text.find("\n", i); j = n if j < 0 else j
            buf.append(" " * (j - i)); i = j; continue
        if text.startswith('"""', i):
            j = text.find('"""', i + 3); j = n if j < 0 else j + 3
            buf.append("".join("\n" if ch == "\n" else " " for ch in text[i:j])); i = j; continue
        if c == '"':
            j = i + 1
            while j < n and text[j] not in '"\n':
                j += 2 if text[j] == "\\" else 1
            buf.append(" " * (min(j + 1, n) - i)); i = min(j + 1, n); continue
        buf.append(c); i += 1
    return "".join(buf).split("\n")

failures = []
def report(title, holds, items):
    mark = "[holds]" if holds else "[figure]"
    print(f"{mark} {title}: {len(items)}")
    for item in items: print(f"    {item}")
    if holds and items: failures.append(title)

# 1. Files over 700 lines outside the lexer, parser and syntax tree (generated tables excepted).
long_files = []
for path in swift_files("Sources"):
    if any(part in path.split(os.sep) for part in ("Lexer", "Parser", "Syntax")): continue
    count = sum(1 for _ in open(path, encoding="utf-8"))
    if count > 700: long_files.append(f"{path} ({count} lines)")
report("source files over 700 lines outside Lexer/, Parser/, Syntax/", True, long_files)

# 2. Functions over 80 lines in Rules/.
func_re = re.compile(r"\b(func|init)\b")
long_funcs = []
for path in swift_files(f"{kit}/Rules"):
    lines = code_lines(path)
    for k, line in enumerate(lines):
        m = func_re.search(line)
        if not m or "{" not in line[m.end():] and not any("{" in l for l in lines[k + 1:k + 4]): continue
        # From the function's first brace to the one that closes it.
        depth, started, end = 0, False, None
        for j in range(k, len(lines)):
            for ch in (lines[j][m.start():] if j == k else lines[j]):
                if ch == "{": depth += 1; started = True
                elif ch == "}": depth -= 1
                if started and depth == 0: end = j; break
            if end is not None: break
        if end is not None and end - k + 1 > 80:
            name = re.search(r"(func\s+[^\s(<]+|init)", line)
            long_funcs.append(f"{path}:{k + 1} {name.group(1) if name else 'func'} ({end - k + 1} lines)")
report("functions over 80 lines in Rules/", True, long_funcs)

# 3. Memory mechanics in Rules/.
mech_re = re.compile(r"Unsafe|\bborrowing\b|_modify|reserveCapacity|@inline")
mechanics = []
for path in swift_files(f"{kit}/Rules"):
    for k, line in enumerate(code_lines(path)):
        for m in mech_re.finditer(line): mechanics.append(f"{path}:{k + 1} {m.group(0)}")
report("memory-mechanics words in Rules/ (Unsafe, borrowing, _modify, reserveCapacity, @inline)", True, mechanics)

# 4. Rule names and rule types in the live layer.
rule_types, rule_ids = set(), set()
for path in swift_files(f"{kit}/Rules"):
    text = open(path, encoding="utf-8").read()
    rule_types.update(re.findall(r"\bstruct\s+([A-Za-z]+Rule)\b", text))
    rule_ids.update(re.findall(r'\bid:\s*"([a-z-]+)"', text))
named = []
names_re = re.compile(r"\b(" + "|".join(sorted(rule_types)) + r")\b") if rule_types else None
for path in swift_files(f"{kit}/Live"):
    raw = open(path, encoding="utf-8").read().split("\n")
    for k, line in enumerate(code_lines(path)):
        if names_re and names_re.search(line): named.append(f"{path}:{k + 1} {names_re.search(line).group(1)}")
        for rid in rule_ids:
            if f'"{rid}"' in raw[k]: named.append(f"{path}:{k + 1} \"{rid}\"")
    if os.path.basename(path).split("+")[0] + "Rule" in rule_types: named.append(f"{path} (named after a rule)")
report("rule names or rule types in Live/", True, named)

# 5. Facts/ refers to nothing declared in Rules/.
declared = set()
for path in swift_files(f"{kit}/Rules"):
    for line in code_lines(path):
        m = re.match(r"\s*(?:public |internal |fileprivate |private )?(?:final )?(?:struct|enum|class|protocol|typealias|actor)\s+([A-Za-z_][A-Za-z0-9_]*)", line)
        if m: declared.add(m.group(1))
# Nested names reused elsewhere (`Kind`, `Part`, …) are not Rules' own: only the names no other
# part of the kit declares count.
elsewhere = set()
for path in swift_files(kit):
    if path.startswith(f"{kit}/Rules/"): continue
    for line in code_lines(path):
        m = re.match(r"\s*(?:public |internal |fileprivate |private )?(?:final )?(?:struct|enum|class|protocol|typealias|actor)\s+([A-Za-z_][A-Za-z0-9_]*)", line)
        if m: elsewhere.add(m.group(1))
own = sorted(declared - elsewhere)
facts_refs = []
if own:
    own_re = re.compile(r"\b(" + "|".join(own) + r")\b")
    for path in swift_files(f"{kit}/Facts"):
        for k, line in enumerate(code_lines(path)):
            m = own_re.search(line)
            if m: facts_refs.append(f"{path}:{k + 1} {m.group(1)}")
report("references from Facts/ to types declared in Rules/", True, facts_refs)

# 6. Caches kept by rules: a `Memo` type, a tuning constant choosing between counting and
# tabling, or state a rule keeps between two lints of the language server (`KeptState`). The index
# answers repeated questions from its own tables (see ProjectIndex+Handing), and the engine keeps
# the parts of joined rules (Engine/RuleState.swift).
cache_re = re.compile(r"\bstruct\s+Memo\b|\bstatic\s+let\s+few[A-Z]\w*|\bKeptState\b")
caches = []
for path in swift_files(f"{kit}/Rules"):
    for k, line in enumerate(code_lines(path)):
        m = cache_re.search(line)
        if m: caches.append(f"{path}:{k + 1} {m.group(0)}")
report("caches kept by rules in Rules/ (a Memo type, a few-reads tuning constant, state kept between lints)", True, caches)

# 7. Fields of the fact model that only one rule reads: a fact one rule needs is that rule's query,
# not a field. The model's fields are the stored properties of the types declared in Facts/; a
# field's readers are the places outside the extractor (FactExtractor*.swift, where fields are
# filled) that name it after a dot: each rule (Rules/<Name>Rule*.swift and PresentationVocabulary),
# the screen model, the index (the rest of Facts/), the fixes, the engine and the live layer.
field_re = re.compile(r"^\s*(?:public |internal )?(?:public\(set\) |internal\(set\) )?(?:var|let)\s+([a-z][A-Za-z0-9_]*)\s*:")
type_re = re.compile(r"^\s*(?:public |internal )?(?:final )?(?:struct|class)\s+([A-Za-z_][A-Za-z0-9_]*)")
fields = {}
for path in swift_files(f"{kit}/Facts"):
    if os.path.basename(path).startswith("FactExtractor"): continue
    depth, owner_depths = 0, []
    for line in code_lines(path):
        t = type_re.match(line)
        if t: owner_depths.append((t.group(1), depth))
        f = field_re.match(line)
        # Stored properties at the top level of a type's body (not locals of its functions).
        if f and owner_depths and depth == owner_depths[-1][1] + 1 and "{" not in line.split("=")[0]:
            fields.setdefault(f.group(1), set()).add(owner_depths[-1][0])
        depth += line.count("{") - line.count("}")
        while owner_depths and depth <= owner_depths[-1][1] and "}" in line: owner_depths.pop()
def reader(path):
    rel = path[len(kit) + 1:]
    top, base = rel.split(os.sep)[0], os.path.basename(path)
    if top == "Rules":
        m = re.match(r"([A-Za-z]+?)Rule\b", base)
        return "rule " + (m.group(1) if m else base[:-6])
    if top == "Facts": return None if base.startswith("FactExtractor") else "index"
    return top.lower()
readers = {name: set() for name in fields}
if fields:
    dotted = re.compile(r"\.(" + "|".join(sorted(fields, key=len, reverse=True)) + r")\b")
    for path in swift_files(kit):
        who = reader(path)
        if who is None: continue
        for line in code_lines(path):
            for m in dotted.finditer(line): readers[m.group(1)].add(who)
one_rule = sorted(f"{name} ({', '.join(sorted(fields[name]))}): {next(iter(r))}" for name, r in readers.items()
                  if len(r) == 1 and next(iter(r)).startswith("rule "))
report("fields of the fact model read by exactly one rule and nothing else", False, one_rule)

# 8. Names that say what a thing is: no type of the kit is a bag named for how often its contents
# occur or for being more (`Evidence`, `Rare`, `Extras`, `Misc`, `Stuff`, `Info`, `Data`, `Bag`).
bag_re = re.compile(r"^\s*(?:public |internal |fileprivate |private )?(?:final )?(?:struct|enum|class)\s+"
                    r"([A-Za-z_]*(?:Evidence|Rare|Extras|Misc|Stuff|Info|Bag)|Data)\b")
bags = []
for path in swift_files(kit):
    for k, line in enumerate(code_lines(path)):
        m = bag_re.match(line)
        if m: bags.append(f"{path}:{k + 1} {m.group(1)}")
report("types named as bags (…Evidence, …Rare, …Extras, …Misc, …Info, …Bag)", True, bags)

if failures:
    print("architecture check failed: " + "; ".join(failures), file=sys.stderr)
    sys.exit(1)
PY
