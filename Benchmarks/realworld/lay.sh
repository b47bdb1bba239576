#!/usr/bin/env bash
# Lay the checkouts score.py needs: DIR/<owner>+<name>/ holding the Swift files of each app in
# apps.txt at its labelled commit, plus a .realworld-commit file naming that commit.
#
# usage: lay.sh DIR [SRC [OWNER/NAME ...]]
#   SRC (optional; "" for none) is a folder of git repositories already on this machine, named
#   SRC/<owner>+<name>/repo, SRC/<owner>+<name>.git or SRC/<owner>+<name>; an app missing there is
#   cloned from https://github.com/<owner>/<name> into DIR/.git-cache/ (needs the network).
#   OWNER/NAME arguments lay only those apps. APPS_FILE names another list than apps.txt.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
dir=${1:?usage: lay.sh DIR [SRC [OWNER/NAME ...]]}
src=${2:-}
shift $(( $# < 2 ? $# : 2 ))
only=" $* "
apps=${APPS_FILE:-$here/apps.txt}
[ -r "$apps" ] || { echo "lay.sh: cannot read the app list $apps" >&2; exit 2; }
for want in "$@"; do
    grep -qE "^[[:space:]]*$want[[:space:]]" "$apps" || { echo "lay.sh: $want is not listed in $apps" >&2; exit 2; }
done
mkdir -p "$dir"
grep -v '^[[:space:]]*#' "$apps" | while read -r repo commit _; do
    [ -n "${repo:-}" ] || continue
    [ "$only" = "  " ] || [[ "$only" == *" $repo "* ]] || continue
    name=${repo/\//+}
    gitdir=""
    for cand in "$src/$name/repo" "$src/$name.git" "$src/$name/.git" "$src/$name"; do
        if [ -n "$src" ] && git --git-dir="$cand" rev-parse --verify -q "$commit^{commit}" >/dev/null 2>&1; then
            gitdir=$cand; break
        fi
    done
    if [ -z "$gitdir" ]; then
        gitdir="$dir/.git-cache/$name.git"
        if [ ! -d "$gitdir" ]; then
            git clone --bare --filter=blob:none "https://github.com/$repo.git" "$gitdir"
        fi
        git --git-dir="$gitdir" fetch -q origin "$commit" 2>/dev/null || true
    fi
    rm -rf "${dir:?}/$name"
    mkdir -p "$dir/$name"
    # Only the Swift sources and the Xcode project files (the linter reads their deployment
    # targets): large assets may be absent from a mirror (LFS), and the linter reads nothing else.
    # The paths are listed first: `git archive` fails on a pattern that matches nothing (a Tuist or
    # SwiftPM app has no project.pbxproj), and the list is handed over in batches.
    laid=0
    git --git-dir="$gitdir" ls-tree -r -z --name-only "$commit" \
        | grep -zE '\.(swift|pbxproj)$' \
        | GIT_LITERAL_PATHSPECS=1 xargs -0 -r bash -c \
            'g=$1 c=$2 d=$3; shift 3; git --git-dir="$g" archive "$c" -- "$@" | tar -x -C "$d"' \
            lay "$gitdir" "$commit" "$dir/$name" && laid=1
    # A mirror that lacks a blob may let `git archive` exit 0 after printing an error: every listed
    # file must have been laid. A failed or partial checkout is removed, not left half-written.
    want=$(git --git-dir="$gitdir" ls-tree -r -z --name-only "$commit" 2>/dev/null | grep -zcE '\.(swift|pbxproj)$' || true)
    have=$(find "$dir/$name" ! -type d \( -name '*.swift' -o -name '*.pbxproj' \) | wc -l)
    if [ "$laid" -ne 1 ] || [ "${want:-0}" -ne "$have" ]; then
        rm -rf "${dir:?}/$name"
        echo "lay.sh: $repo $commit: could not lay the Swift and project files from $gitdir ($have of ${want:-?} laid)" >&2
        exit 1
    fi
    echo "$commit" > "$dir/$name/.realworld-commit"
    echo "$repo $commit: $(find "$dir/$name" -name '*.swift' | wc -l) Swift files"
done
