#!/bin/sh
# Builds one fuzz target with libFuzzer and the address sanitizer, then runs it.
#
#   Fuzz/run.sh TARGET SECONDS [LIBFUZZER-OPTION…]
#   Fuzz/run.sh --build                   # build every target, run none
#   Fuzz/run.sh --replay TARGET FILE…     # run the target once on each file
#   Fuzz/run.sh --list
#
# TARGET is one of the names --list prints (parser, paths, …). Inputs the fuzzer finds
# interesting go to Fuzz/.corpus/TARGET (not committed); it starts from the committed seeds in
# Fuzz/Seeds/TARGET. A crashing input is written to Fuzz/.artifacts/TARGET/; commit it to
# Fuzz/Crashes/TARGET/ so that `swift test` replays it.
set -eu

here=$(cd "$(dirname "$0")" && pwd)
targets="parser paths coercion expansion lenient-decoder drift writer terminal-text readers records har model-reader"

# Every target at once: they share one build of Coax, and relinking them is quick.
build() {
    # The sanitizers through -Xswiftc: SwiftPM's --sanitize options come out in a different order
    # each run, which makes it compile everything again. -enable-testing: the checks read Coax
    # internals through @testable import. -Xcc: the C targets (the first pass, the C walk) get the
    # address sanitizer and libFuzzer's coverage too, so their reads are checked and steer the fuzzer.
    swift build -c release --package-path "$here" --scratch-path "$here/.build" \
        -Xswiftc -sanitize=fuzzer,address -Xswiftc -enable-testing \
        -Xcc -fsanitize=fuzzer-no-link,address "$@"
}

known() {
    for name in $targets; do [ "$name" = "$1" ] && return 0; done
    echo "run.sh: unknown target '$1'; one of: $targets" >&2
    exit 64
}

case "${1:-}" in
--list)
    for name in $targets; do echo "$name"; done
    exit 0
    ;;
--build)
    build
    exit 0
    ;;
--replay)
    known "${2:?usage: run.sh --replay TARGET FILE…}"
    target=$2
    shift 2
    build --product "fuzz-$target"
    SWIFT_BACKTRACE=enable=no LSAN_OPTIONS="suppressions=$here/lsan.supp" exec "$(build --show-bin-path)/fuzz-$target" "$@"
    ;;
"" | -h | --help)
    sed -n '2,12p' "$0" | sed 's/^# \{0,1\}//'
    exit 64
    ;;
esac

target=$1
seconds=${2:?"usage: run.sh TARGET SECONDS [LIBFUZZER-OPTION…]"}
shift 2
known "$target"
# Only this target's product: the others (model-reader's swift-syntax above all) are not built.
build --product "fuzz-$target"

corpus="$here/.corpus/$target"
artifacts="$here/.artifacts/$target"
mkdir -p "$corpus" "$artifacts"
bin=$(build --show-bin-path)

# Swift's backtracer would catch the fuzzer's crash signals first; libFuzzer reports them.
# Leaks inside Foundation are suppressed (lsan.supp); any other leak fails the run.
SWIFT_BACKTRACE=enable=no LSAN_OPTIONS="suppressions=$here/lsan.supp" exec "$bin/fuzz-$target" \
    -max_total_time="$seconds" -print_final_stats=1 -timeout=120 -rss_limit_mb=4096 \
    -dict="$here/json.dict" -artifact_prefix="$artifacts/" "$@" \
    "$corpus" "$here/Seeds/$target"
