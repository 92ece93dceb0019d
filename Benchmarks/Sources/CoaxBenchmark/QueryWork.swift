import Coax
import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// The query contenders: what `coax query FILE QUERY > /dev/null` does, and `jq -c FILTER FILE >
/// /dev/null` with the equivalent filter, run as a process.
enum QueryWork {
    /// The queries of the comparison, each with the jq filter that selects the same values (jq
    /// 1.6 prints numbers through doubles, so ids beyond 2^53 come out rounded: same count, not
    /// the same text).
    static let pairs: [(name: String, query: String, jq: String)] = [
        ("ids", "$..id", #".. | objects | select(has("id")) | .id"#),
        ("followers", "$.statuses[*].user.followers_count", ".statuses[].user.followers_count"),
        (
            "filter", "$..[?@.retweet_count > 10]",
            ".. | (arrays, objects) | .[] | objects | select((.retweet_count | numbers) > 10)"
        ),
    ]

    /// Loads the file, evaluates the query and writes one compact value per line to /dev/null;
    /// returns the number of lines.
    @discardableResult
    static func coax(path: String, query text: String) throws -> Int {
        let query = try JSONQuery(parsing: text)
        let document = try JSONDocument.load(path: path)
        let nodes = try query.evaluate(on: document, options: JSONQueryOptions(tracksPaths: false))
        let sink = open("/dev/null", O_WRONLY)
        guard sink >= 0 else { throw QueryWorkError.cannotOpenDevNull }
        defer { close(sink) }
        // One compact value per line, through the library's public writer, in chunks of 256 KiB.
        var lines: [UInt8] = []
        lines.reserveCapacity(1 << 18)
        func flush() -> Bool {
            defer { lines.removeAll(keepingCapacity: true) }
            return lines.withUnsafeBufferPointer { write(sink, $0.baseAddress, $0.count) == $0.count }
        }
        for node in nodes {
            lines += JSONWriter.compact.bytes(for: node)
            lines.append(UInt8(ascii: "\n"))
            if lines.count >= 1 << 18 { guard flush() else { throw QueryWorkError.writeFailed } }
        }
        guard lines.isEmpty || flush() else { throw QueryWorkError.writeFailed }
        return nodes.count
    }

    /// Runs `jq -c FILTER FILE` with its output discarded.
    static func jq(path: String, filter: String) throws {
        let process = try jqProcess(path: path, filter: filter)
        process.standardOutput = FileHandle(forWritingAtPath: "/dev/null")
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw QueryWorkError.jqFailed(process.terminationStatus) }
    }

    /// The number of lines `jq -c FILTER FILE` prints (not timed: a check that both sides agree).
    static func jqLineCount(path: String, filter: String) throws -> Int {
        let process = try jqProcess(path: path, filter: filter)
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        var lines = 0
        while true {
            let data = pipe.fileHandleForReading.readData(ofLength: 1 << 20)
            if data.isEmpty { break }
            lines += data.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
        }
        process.waitUntilExit()
        return lines
    }

    private static func jqProcess(path: String, filter: String) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["jq", "-c", filter, path]
        process.standardError = FileHandle(forWritingAtPath: "/dev/null")
        return process
    }

    /// The peak resident memory of the largest child process so far (jq), in bytes.
    static var childrenPeak: Int {
        var usage = rusage()
        getrusage(RUSAGE_CHILDREN.rawValue, &usage)
        return usage.ru_maxrss * 1024
    }
}

enum QueryWorkError: Error {
    case cannotOpenDevNull
    case writeFailed
    case jqFailed(Int32)
}
