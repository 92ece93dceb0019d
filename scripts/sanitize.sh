#!/usr/bin/env bash
# Runs the tests under a sanitizer: scripts/sanitize.sh address|thread
#
# Builds everything with --sanitize=SANITIZER in its own scratch path (.build-SANITIZER) and runs
# every test target except the tmux end-to-end tests and the man page test (which builds another
# package). Fails when a test fails or when the sanitizer reports anything, in the test process
# or in a `coax` process a test started: every report goes to a file, and any file is a failure.
set -euo pipefail
cd "$(dirname "$0")/.."

sanitizer="${1:-}"
case "$sanitizer" in
address | thread) ;;
*)
    echo "usage: scripts/sanitize.sh address|thread" >&2
    exit 64
    ;;
esac

scratch=".build-$sanitizer"
reports="$PWD/$scratch/sanitizer-reports"
rm -rf "$reports"
mkdir -p "$reports"

# Reports go to files named after the process (log_path), so that one from a child process is seen
# even when its test passes. LeakSanitizer runs (it is part of AddressSanitizer on Linux); the
# suppressions file names the libraries whose own leaks are not Coax's.
#
# symbolize=0: the sanitizers do not start an external symbolizer. Where one is missing or stops
# answering, a process that writes to it at exit dies of SIGPIPE after its tests have passed, and a
# report reads "Can't read from symbolizer". Reports keep module+offset frames; symbolize_report
# below names their functions afterwards, outside the process under test.
#
# allocator_may_return_null=1 (both sanitizers): a malloc that cannot be satisfied returns NULL, as glibc's does,
# instead of aborting; Coax's one allocation policy (MemoryBudget) turns that into "not enough
# memory", and its tests ask for sizes no machine has.
export ASAN_OPTIONS="allocator_may_return_null=1:log_path=$reports/asan:detect_leaks=1:check_initialization_order=1:strict_init_order=1:symbolize=0"
export LSAN_OPTIONS="suppressions=$PWD/.ci/lsan-suppressions.txt:print_suppressions=0"
# halt_on_error=0: see every race of the run, not only the first; any report still fails the run.
export TSAN_OPTIONS="allocator_may_return_null=1:log_path=$reports/tsan:halt_on_error=0:second_deadlock_stack=1:symbolize=0"
# The Swift runtime's backtracer would take the fatal signals the sanitizers report.
export SWIFT_BACKTRACE="enable=no"
export LANG="${LANG:-C.UTF-8}"

# The tmux end-to-end suites (they drive the inspector on a real terminal), the man page test, and
# the out-of-memory tests (an address-space limit leaves no room for the sanitizers' shadow memory).
# (CoaxSwiftModelsTests runs: what LeakSanitizer reported there was a real cycle among a recursive
# type's decode plans, now freed, and indirect enums kept in `static let`s, whose pointers carry
# their case in high bits LeakSanitizer cannot follow: see LeakSanitizerExemption in that module.)
skipped='InspectorInTmux|ManPageTests|OutOfMemoryTests'

# Prints a report with each "(module+0xOFFSET)" frame followed by its function and source line,
# when llvm-symbolizer can find them; the report as it is otherwise. One symbolizer run per module.
symbolize_report() {
    local report="$1" symbolizer frames names module
    symbolizer="$(command -v llvm-symbolizer || true)"
    if [ -z "$symbolizer" ]; then
        cat "$report"
        return
    fi
    frames="$(mktemp)"
    names="$(mktemp)"
    grep -oE '\([^() ]+\+0x[0-9a-f]+\)' "$report" | tr -d '()' | sort -u >"$frames" || true
    for module in $(sed 's/+0x[0-9a-f]*$//' "$frames" | sort -u); do
        [ -r "$module" ] || continue
        grep -F "$module+" "$frames" | sed 's/.*+//' |
            "$symbolizer" --obj="$module" --no-inlines --demangle 2>/dev/null |
            awk -v module="$module" 'BEGIN { RS = ""; FS = "\n" } { print $1 "\t" $2 }' |
            paste <(grep -F "$module+" "$frames") - >>"$names" || true
    done
    awk -F '\t' 'NR == FNR { name[$1] = $2 " " $3; next }
        match($0, /\([^() ]+\+0x[0-9a-f]+\)/) {
            frame = substr($0, RSTART + 1, RLENGTH - 2)
            if (frame in name) { print $0 "  " name[frame]; next }
        }
        { print }' "$names" "$report" |
        if command -v swift >/dev/null; then swift demangle --simplified; else cat; fi
    rm -f "$frames" "$names"
}

status=0
# Every test uses Swift Testing: --disable-xctest skips XCTest's empty pass, whose runner keeps
# its suite objects at exit (a LeakSanitizer report from libXCTest, not from Coax).
swift test --sanitize="$sanitizer" --scratch-path "$scratch" --disable-xctest --skip "$skipped" || status=$?

shopt -s nullglob
# A file is a report when the sanitizer found something; a file of warnings alone is shown but does
# not fail the run.
reported=()
for file in "$reports"/*; do
    if grep -Eq 'ERROR:|FATAL:|SUMMARY:|WARNING: ThreadSanitizer' "$file"; then
        reported+=("$file")
    else
        echo "== $file (sanitizer warnings, not a report)"
        sort "$file" | uniq -c | sort -rn | head -n 20
    fi
done
if [ "${#reported[@]}" -gt 0 ]; then
    for report in "${reported[@]}"; do
        echo "== $report"
        symbolize_report "$report"
    done
    echo "sanitize.sh: $sanitizer sanitizer: ${#reported[@]} report(s)" >&2
    exit 1
fi
if [ "$status" -ne 0 ]; then
    echo "sanitize.sh: $sanitizer sanitizer: the tests failed (status $status)" >&2
    exit "$status"
fi
echo "sanitize.sh: $sanitizer sanitizer: no report"
