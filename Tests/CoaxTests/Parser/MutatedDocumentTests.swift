import CoaxSamples
import Testing

@testable import Coax

/// Seeded random damage to every SampleData file. Each mutant either parses losslessly and can be
/// coerced and expanded, or fails with an error whose location is where the damage is, whose
/// line and column agree with the bytes, and whose rendering is safe for a terminal.
@Suite struct MutatedDocumentTests {
    static let mutantsPerFile = 50
    static let seed: UInt64 = 0xC0A7

    struct Case: Sendable, CustomTestStringConvertible {
        let file: String
        let number: Int
        let original: [UInt8]
        let mutant: DocumentMutator.Mutant

        var testDescription: String { "\(file) mutant \(number): \(mutant.edits.joined(separator: ", "))" }
    }

    /// Every file's mutants, in a fixed order.
    static let cases: [Case] = SampleDataFile.jsonFileNames.flatMap { name -> [Case] in
        guard let original = try? SampleDataFile.bytes(name) else { return [] }
        var mutator = DocumentMutator(seed: seed ^ UInt64(name.utf8.count))
        return (0..<mutantsPerFile).map {
            Case(file: name, number: $0, original: original, mutant: mutator.mutate(original))
        }
    }

    /// Where the token holding `offset` starts in valid JSON `bytes`: the opening quote of a
    /// string, the first character of a number or literal, or `offset` itself between tokens.
    /// A strict parser cannot report an error before it: everything earlier is a valid prefix.
    static func tokenStart(in bytes: [UInt8], at offset: Int) -> Int {
        var start: Int?
        var inString = false
        var escaped = false
        for index in 0..<min(offset, bytes.count) {
            let byte = bytes[index]
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                    start = nil
                }
            } else if byte == UInt8(ascii: "\"") {
                inString = true
                start = index
            } else if isScalarCharacter(byte) {
                if start == nil { start = index }
            } else {
                start = nil
            }
        }
        return start ?? offset
    }

    static func isScalarCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "z"),
            UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "."), UInt8(ascii: "+"), UInt8(ascii: "-"):
            true
        default:
            false
        }
    }

    /// The location of a byte offset worked out from the bytes alone: lines end at `\n`, columns
    /// count UTF-8 lead bytes, and a leading byte order mark takes no column.
    static func expectedLocation(of offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int, lineText: String) {
        var line = 1
        var lineStart = 0
        for index in 0..<min(offset, bytes.count) where bytes[index] == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }
        if lineStart == 0, bytes.starts(with: [0xEF, 0xBB, 0xBF]) { lineStart = min(3, bytes.count) }
        let counted = lineStart < offset ? bytes[lineStart..<min(offset, bytes.count)] : []
        let column = counted.filter { $0 & 0xC0 != 0x80 }.count + 1
        var lineEnd = max(offset, lineStart)
        while lineEnd < bytes.count, bytes[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
        var text = String(decoding: bytes[lineStart..<lineEnd], as: UTF8.self)
        if text.hasSuffix("\r") { text.removeLast() }
        return (line, column, text)
    }

    @Test func thereAreEnoughMutantsOfEveryFile() {
        #expect(SampleDataFile.jsonFileNames.count >= 6)
        #expect(Self.cases.count == SampleDataFile.jsonFileNames.count * Self.mutantsPerFile)
        #expect(Self.cases.count >= 300)
        let valid = Self.cases.filter { (try? JSONDocument(parsing: $0.mutant.bytes)) != nil }
        // Both outcomes must be well represented, or one half of the checks below is idle.
        #expect(valid.count >= 30)
        #expect(Self.cases.count - valid.count >= 150)
    }

    @Test(arguments: cases)
    func aMutantFailsAtTheDamageOrParsesLosslessly(_ item: Case) throws {
        let bytes = item.mutant.bytes
        let document: JSONDocument
        do {
            document = try JSONDocument(parsing: bytes)
        } catch {
            let offset = error.location.byteOffset
            #expect(
                offset >= Self.tokenStart(in: item.original, at: item.mutant.firstChangedOffset),
                "error before the first change at \(item.mutant.firstChangedOffset): \(error)")
            #expect(offset <= bytes.count)
            let expected = Self.expectedLocation(of: offset, in: bytes)
            #expect(error.location.line == expected.line)
            #expect(error.location.column == expected.column)
            #expect(error.sourceLine == expected.lineText)
            let rendered = error.rendered(fileName: "mutant.json")
            let lines = rendered.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(lines.count == 3)
            #expect(lines.first == "mutant.json:\(expected.line):\(expected.column): error: \(error.message)"[...])
            #expect(lines.last?.hasSuffix("^") == true)
            #expect(lines.last?.dropLast().allSatisfy { $0 == " " } == true)
            #expect(!Fixture.hasRawControl(rendered.replacingOccurrences(of: "\n", with: "")))
            return
        }
        let written = JSONWriter.compact.bytes(for: document.root)
        let reparsed = try JSONDocument(parsing: written)
        #expect(JSONWriter.compact.bytes(for: reparsed.root) == written)
        #expect(JSONValue(reparsed.root) == JSONValue(document.root))
        #expect(reparsed.valueCount == document.valueCount)
    }

    @Test(arguments: cases)
    func aValidMutantCanBeCoercedAndExpanded(_ item: Case) throws {
        guard let document = try? JSONDocument(parsing: item.mutant.bytes) else { return }
        // Every node of a small document, else an even sample of them.
        let stride = max(1, document.tapeCount / 200)
        for index in Swift.stride(from: 0, to: document.tapeCount, by: stride) {
            guard let node = document.node(atTapeIndex: index) else { continue }
            let report = CoercionReport(node)
            #expect(!report.entries.isEmpty)
            #expect(!Fixture.hasRawControl(report.table(path: "$").replacingOccurrences(of: "\n", with: "")))
            #expect(!Fixture.hasRawControl(report.jsonText(path: "$").replacingOccurrences(of: "\n", with: "")))
        }
        do {
            let expansion = try Expander().expand(document.root)
            _ = JSONWriter.pretty.bytes(for: expansion.value)
        } catch {
            #expect(!error.description.isEmpty)
        }
    }
}
