import Coax
import Foundation

extension ExactDecodeProgram {
    /// Decodes each record's bytes into its target with the real `JSONDecoder`, in order.
    ///
    /// A record on which the driver dies (a hand-written `init(from:)` that traps) or stalls for
    /// ``stallLimit`` (one that never returns) gets `.notSimulated` naming the crash or the time
    /// limit, and the driver is started again on the records after it, so one bad record never
    /// hides the others.
    ///
    /// - Parameter records: each a target index and one JSON document's bytes.
    /// - Returns: one verdict per record. `path` is left nil: only the caller knows the documents.
    /// - Throws: ``ExactDecodeError/driverFailed(_:)`` when the driver cannot be run at all or
    ///   writes something it never writes.
    package func verdicts(for records: [(target: Int, bytes: [UInt8])]) throws(ExactDecodeError) -> [DecodeVerdict] {
        var verdicts: [DecodeVerdict] = []
        verdicts.reserveCapacity(records.count)
        let scratch =
            NSTemporaryDirectory() + "coax-exact-\(ProcessInfo.processInfo.processIdentifier)-"
            + String(UInt64.random(in: 0...UInt64.max), radix: 36)
        do {
            try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        } catch {
            throw .driverFailed("cannot create \(scratch): \(error.localizedDescription)")
        }
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        var silentRuns = 0
        while verdicts.count < records.count {
            let start = verdicts.count
            let input = Self.framed(records, from: start)
            let inputPath = scratch + "/documents"
            guard FileManager.default.createFile(atPath: inputPath, contents: Data(input)) else {
                throw .driverFailed("cannot write \(inputPath)")
            }
            let result: ChildProcessResult
            do {
                result = try ChildProcess.run(
                    executable, arguments: [inputPath], workingDirectory: scratch, stallLimit: stallLimit)
            } catch {
                throw .driverFailed("cannot start \(executable): \(error.localizedDescription)")
            }
            for line in result.standardOutput.split(separator: UInt8(ascii: "\n")) {
                let (document, verdict) = try Self.verdict(fromLine: Array(line))
                guard document == verdicts.count else {
                    throw .driverFailed("it reported document \(document) where \(verdicts.count) was due")
                }
                verdicts.append(verdict)
            }
            if result.stalled, verdicts.count < records.count {
                // The document being decoded when the driver stopped writing is the one after the
                // last line it wrote (each line is written as soon as its document is decoded).
                verdicts.append(
                    .notSimulated(
                        "the JSONDecoder driver did not finish this document within "
                            + "\(stallLimit.components.seconds) s and was stopped"))
                silentRuns = 0
                continue
            }
            if verdicts.count < records.count {
                let stderr = String(decoding: result.standardError, as: UTF8.self)
                let how =
                    result.exitedNormally ? "exited with status \(result.status)" : "crashed (signal \(result.status))"
                // A driver that ends cleanly before the end, reports trouble of its own (70), or dies
                // twice in a row without decoding anything cannot be run: that is no document's fault.
                if result.exitedNormally && (result.status == 0 || result.status == 70)
                    || silentRuns > 0 && verdicts.count == start
                {
                    throw .driverFailed("it \(how) after \(verdicts.count) of \(records.count) documents. \(stderr)")
                }
                silentRuns = verdicts.count == start ? silentRuns + 1 : 0
                verdicts.append(.notSimulated("the JSONDecoder driver \(how) while decoding this document"))
            }
        }
        return verdicts
    }

    private static func framed(_ records: [(target: Int, bytes: [UInt8])], from start: Int) -> [UInt8] {
        var input: [UInt8] = []
        input.reserveCapacity(records[start...].reduce(0) { $0 + $1.bytes.count + 24 })
        for index in start..<records.count {
            input += Array("\(index) \(records[index].target) \(records[index].bytes.count)\n".utf8)
            input += records[index].bytes
        }
        return input
    }

    /// Reads one line of the driver's output.
    static func verdict(fromLine line: [UInt8]) throws(ExactDecodeError) -> (document: Int, verdict: DecodeVerdict) {
        let text = String(decoding: line, as: UTF8.self)
        guard let root = try? JSONDocument(parsing: line).root,
            let document = root["document"]?.numberLiteral.flatMap({ Int($0) })
        else { throw .driverFailed("unreadable line: \(PrintableText.escaped(text))") }
        if root["ok"]?.bool == true { return (document, .decoded) }
        guard let error = root["error"], let kindName = error["kind"]?.string,
            let debugDescription = error["debugDescription"]?.string,
            let pathElements = error["codingPath"]?.elements
        else { throw .driverFailed("unreadable line: \(PrintableText.escaped(text))") }
        var codingPath: [CodingPathComponent] = []
        for component in pathElements {
            if let key = component.string {
                codingPath.append(.key(key))
            } else if let index = component.numberLiteral.flatMap({ Int($0) }) {
                codingPath.append(.index(index))
            } else {
                throw .driverFailed("unreadable codingPath: \(PrintableText.escaped(text))")
            }
        }
        guard let kind = DecodingErrorCase(rawValue: kindName) else {
            // The models threw an error of their own from a hand-written init(from:): the decode
            // fails, with no DecodingError case to name.
            return (
                document,
                .failed(
                    DecodeFailure(
                        kind: .dataCorrupted, codingPath: codingPath,
                        debugDescription: "Not a DecodingError: \(debugDescription)"))
            )
        }
        return (
            document,
            .failed(
                DecodeFailure(
                    kind: kind, codingPath: codingPath, key: error["key"]?.string, expected: error["expected"]?.string,
                    debugDescription: debugDescription))
        )
    }
}
