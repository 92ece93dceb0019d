// The peer of Coax's parse benchmark: loads a file and parses it into simdjson's DOM, as
// `coax check FILE` loads and parses it, and reports the same figures as `parse-benchmark
// measure`: one line of JSON with the wall time, the CPU time (user, system) and the peak
// resident memory of that work. Compiled at run time by parse-benchmark against the system's
// simdjson (Debian: libsimdjson-dev); no simdjson code is kept in this repository.
#include <simdjson.h>

#include <sys/resource.h>
#include <time.h>

#include <cstdio>

static double seconds(const timeval &time) { return double(time.tv_sec) + double(time.tv_usec) / 1e6; }

static double now() {
    timespec time;
    clock_gettime(CLOCK_MONOTONIC, &time);
    return double(time.tv_sec) + double(time.tv_nsec) / 1e9;
}

int main(int argc, char **argv) {
    if (argc != 2) {
        std::fprintf(stderr, "usage: simdjson-driver FILE\n");
        return 64;
    }
    rusage before, after;
    getrusage(RUSAGE_SELF, &before);
    double start = now();
    simdjson::padded_string text;
    if (simdjson::padded_string::load(argv[1]).get(text)) {
        std::fprintf(stderr, "cannot read %s\n", argv[1]);
        return 2;
    }
    simdjson::dom::parser parser;
    simdjson::dom::element root;
    auto error = parser.parse(text).get(root);
    double end = now();
    getrusage(RUSAGE_SELF, &after);
    if (error) {
        std::fprintf(stderr, "%s\n", simdjson::error_message(error));
        return 1;
    }
    std::printf(
        "{\"seconds\": %.6f, \"user\": %.6f, \"system\": %.6f, \"peakBytes\": %ld, \"implementation\": \"%s\"}\n",
        end - start, seconds(after.ru_utime) - seconds(before.ru_utime),
        seconds(after.ru_stime) - seconds(before.ru_stime), after.ru_maxrss * 1024L,
        simdjson::get_active_implementation()->name().c_str());
    return 0;
}
