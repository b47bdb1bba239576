// Regex literals: parentheses inside a character class are plain characters, and an escaped
// space may end the pattern; after `try?` and `try!` a regex may start.
let quoteless = text.replacing(/[^\s")]+/, with: "")
let opener = /[(]+x/
let spaced = /a\ /
let ratio = (width / 2) / (height / 3)
let handle = try? /[a-z_\d]*/.wholeMatch(in: name)
let forced = try! /x+/.firstMatch(in: name)
let unwrapped = value! / 2
