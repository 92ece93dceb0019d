@testable import Coax
import CoaxSwiftModels
import FuzzChecks

/// The model reader on any bytes read as Swift source (invalid UTF-8 replaced, as the command line
/// reads files): it returns models or a clear error, never traps or hangs (libFuzzer's timeout
/// catches a hang). An error names the file, a line and column inside it, and is safe for a
/// terminal; models name only positions inside the file; reading twice gives the same models;
/// the same text split into two files reads without fault.
///
/// ```swift
/// ModelReaderCheck.check(Array("struct A: Decodable { let x: Int }".utf8))   // → nil
/// ```
public enum ModelReaderCheck {
    /// Runs the check; nil when every property held.
    public static func check(_ input: [UInt8]) -> FuzzFailure? {
        let text = String(decoding: input, as: UTF8.self)
        // Lines end as Swift's do: at \n, \r\n or a lone \r.
        let bytes = Array(text.utf8)
        let lineCount = bytes.indices.reduce(1) { count, at in
            let byte = bytes[at]
            let ends =
                byte == UInt8(ascii: "\n")
                || (byte == UInt8(ascii: "\r") && (at + 1 == bytes.count || bytes[at + 1] != UInt8(ascii: "\n")))
            return count + (ends ? 1 : 0)
        }
        let first = outcome(of: [("Fuzz.swift", text)])
        switch first {
        case .failure(let error):
            if let position = error.position {
                guard position.file == "Fuzz.swift", (1...lineCount).contains(position.line), position.column >= 1
                else {
                    return FuzzFailure("error outside the file: \(error.position.map(String.init(describing:)) ?? "")")
                }
            }
            for line in error.description.split(separator: "\n", omittingEmptySubsequences: false)
            where PrintableText.escaped(String(line)) != String(line) {
                return FuzzFailure("error text unsafe for a terminal: \(PrintableText.escaped(error.description))")
            }
        case .success(let models):
            for type in models.types {
                guard !type.name.isEmpty else { return FuzzFailure("a type without a name") }
                if let position = type.position,
                    position.file != "Fuzz.swift" || !(1...lineCount).contains(position.line) || position.column < 1
                {
                    return FuzzFailure("\(PrintableText.escaped(type.name)) declared outside the file at \(position)")
                }
            }
        }
        guard outcome(of: [("Fuzz.swift", text)]) == first else { return FuzzFailure("two reads differ") }
        let middle = text.index(text.startIndex, offsetBy: text.count / 2)
        _ = outcome(of: [("A.swift", String(text[..<middle])), ("B.swift", String(text[middle...]))])
        return nil
    }

    private static func outcome(
        of sources: [(path: String, text: String)]
    ) -> Result<DeclaredModelSet, SwiftModelReadError> {
        do {
            return .success(try SwiftModelReader.read(sources: sources))
        } catch {
            return .failure(error)
        }
    }

    /// Runs the check for the fuzzer: a failed property ends the process, so that the fuzzer
    /// keeps the input as a crash.
    public static func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) {
        let input = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
        if let failure = check(input) {
            fatalError("model-reader: \(failure)")
        }
    }
}
