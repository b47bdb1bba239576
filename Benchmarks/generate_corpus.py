#!/usr/bin/env python3
"""Writes a deterministic synthetic SwiftUI-like corpus for benchmarks.

usage: generate_corpus.py OUT_DIR [--files N] [--seed S] [--giant]

Each file holds views with @State flags, sheets and covers, view models, long bodies with nested
closures and string interpolation, and extensions of types declared in other files. With --giant,
one SwiftGen-style Strings.swift of about 1 MB of constants is added. Same arguments, same bytes.
"""
import argparse
import os
import random

WORDS = ["Order", "Profile", "Settings", "Photo", "Album", "Invoice", "Ticket", "Lesson", "Recipe", "Note",
         "Account", "Message", "Player", "Camera", "Map", "Search", "Feed", "Cart", "Review", "Draft"]


def view(rng: random.Random, index: int, name: str) -> str:
    flag = f"show{rng.choice(WORDS)}{index}"
    item = f"selected{rng.choice(WORDS)}"
    rows = []
    for r in range(rng.randint(2, 7)):
        rows.append(f'''                HStack(spacing: {rng.randint(2, 16)}) {{
                    Image(systemName: "star.fill").foregroundStyle(.yellow)
                    Text("Row {r} of \\(items.count): \\(items[{r} % max(items.count, 1)].title)")
                        .font(.body)
                        .lineLimit({rng.randint(1, 3)})
                    Spacer()
                    Button {{ {item} = items.first; {flag} = true }} label: {{ Label("Open", systemImage: "chevron.right") }}
                }}''')
    modifier = rng.choice(["sheet", "fullScreenCover", "sheet", "popover"])
    return f'''
struct {name}: View {{
    @State private var {flag} = false
    @State private var {item}: Item?
    @StateObject private var model = {name}Model()
    @Environment(\\.dismiss) private var dismiss
    let items: [Item]

    var body: some View {{
        NavigationStack {{
            List {{
{chr(10).join(rows)}
            }}
            .navigationTitle("{name}")
            .toolbar {{
                ToolbarItem(placement: .cancellationAction) {{ Button("Close") {{ dismiss() }} }}
            }}
            .{modifier}(isPresented: ${flag}) {{
                if let {item} {{ DetailView(item: {item}) }}
            }}
            .task {{ await model.load() }}
        }}
    }}
}}

@MainActor
final class {name}Model: ObservableObject {{
    @Published var isLoading = false
    @Published var error: String?
    func load() async {{
        isLoading = true
        defer {{ isLoading = false }}
        let values = (0..<{rng.randint(5, 50)}).map {{ "value \\($0)" }}.filter {{ !$0.isEmpty }}
        error = values.isEmpty ? "empty" : nil
    }}
}}

extension {name} {{
    var summary: String {{ "\\(items.count) items, first: \\(items.first?.title ?? "none")" }}
}}
'''


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("out")
    parser.add_argument("--files", type=int, default=7000)
    parser.add_argument("--seed", type=int, default=20261122)
    parser.add_argument("--giant", action="store_true")
    args = parser.parse_args()
    rng = random.Random(args.seed)
    os.makedirs(args.out, exist_ok=True)
    shared = '''import SwiftUI

struct Item: Identifiable, Hashable {
    let id: Int
    var title: String
}

struct DetailView: View {
    @Environment(\\.dismiss) private var dismiss
    let item: Item
    var body: some View {
        VStack { Text(item.title); Button("Done") { dismiss() } }
    }
}
'''
    with open(os.path.join(args.out, "Shared.swift"), "w", encoding="utf-8") as f:
        f.write(shared)
    for i in range(args.files):
        folder = os.path.join(args.out, f"Module{i % 20}")
        os.makedirs(folder, exist_ok=True)
        views = "".join(view(rng, i * 10 + k, f"Screen{i}x{k}") for k in range(rng.randint(1, 2)))
        with open(os.path.join(folder, f"Screen{i}.swift"), "w", encoding="utf-8") as f:
            f.write("import SwiftUI\n" + views)
    if args.giant:
        lines = ["// Generated constants, SwiftGen style.", "enum L10n {"]
        n = 0
        while sum(len(l) for l in lines) < 1_000_000:
            lines.append(f'    static let key{n} = L10n.tr("Localizable", "key.{n}", fallback: "Text number {n} with \\(value)")')
            n += 1
        lines.append("}")
        with open(os.path.join(args.out, "Strings.swift"), "w", encoding="utf-8") as f:
            f.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
