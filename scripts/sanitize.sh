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
# suppressions file names the one library whose allocations are kept on purpose.
export ASAN_OPTIONS="log_path=$reports/asan:detect_leaks=1:check_initialization_order=1:strict_init_order=1"
export LSAN_OPTIONS="suppressions=$PWD/.ci/lsan-suppressions.txt:print_suppressions=0"
# halt_on_error=0: see every race of the run, not only the first; any report still fails the run.
export TSAN_OPTIONS="log_path=$reports/tsan:halt_on_error=0:second_deadlock_stack=1"
# The Swift runtime's backtracer would take the fatal signals the sanitizers report.
export SWIFT_BACKTRACE="enable=no"
export LANG="${LANG:-C.UTF-8}"

# The tmux end-to-end suites (they drive the inspector on a real terminal), the man page test, and
# the out-of-memory tests (an address-space limit leaves no room for the sanitizers' shadow memory).
skipped='InspectorInTmux|ManPageTests|OutOfMemoryTests'

status=0
# Every test uses Swift Testing: --disable-xctest skips XCTest's empty pass, whose runner keeps
# its suite objects at exit (a LeakSanitizer report from libXCTest, not from Coax).
swift test --sanitize="$sanitizer" --scratch-path "$scratch" --disable-xctest --skip "$skipped" || status=$?

shopt -s nullglob
found=("$reports"/*)
if [ "${#found[@]}" -gt 0 ]; then
    for report in "${found[@]}"; do
        echo "== $report"
        cat "$report"
    done
    echo "sanitize.sh: $sanitizer sanitizer: ${#found[@]} report(s)" >&2
    exit 1
fi
if [ "$status" -ne 0 ]; then
    echo "sanitize.sh: $sanitizer sanitizer: the tests failed (status $status)" >&2
    exit "$status"
fi
echo "sanitize.sh: $sanitizer sanitizer: no report"
