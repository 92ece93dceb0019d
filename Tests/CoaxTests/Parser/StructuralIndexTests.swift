import CCoaxBlocks
import CoaxSamples
import Foundation
import Testing

@testable import Coax

/// The parser's two first passes — byte at a time, and the block classifier at every instruction
/// set this processor has — give the same tape, counts and errors, byte for byte, on every input
/// the tests have; and on valid input the indexed pass never leaves a step to the other.
@Suite struct StructuralIndexTests {
    /// Byte at a time (nil), then each classifier level this processor supports.
    static let firstPasses: [Int32?] = [nil] + StructuralIndexer.supportedLevels.map { $0 }

    enum Outcome: Equatable, CustomStringConvertible {
        case document(tape: [TapeEntry], values: Int, depth: Int)
        case failure(JSONParseError, rendered: String)

        var description: String {
            switch self {
            case .document(let tape, let values, let depth):
                "document of \(tape.count) slots, \(values) values, depth \(depth)"
            case .failure(_, let rendered): "error \(rendered)"
            }
        }

        var isDocument: Bool {
            if case .document = self { true } else { false }
        }
    }

    /// What one parse of `bytes` gives, how many steps the indexed pass left to the byte-at-a-time
    /// one, and how many of its steps it took in Swift rather than in `coax_walk`.
    static func parse(
        _ bytes: [UInt8], level: Int32?, compiledWalk: Bool = true, parallelThreshold: Int = .max,
        maximumDepth: Int = 1024
    ) -> (outcome: Outcome, handOvers: Int, stepsInSwift: Int) {
        var options = JSONParseOptions(maximumDepth: maximumDepth)
        options.parallelThreshold = parallelThreshold
        options.blockLevel = level
        options.usesCompiledWalk = compiledWalk
        var parser = JSONParser(source: SourceBuffer(copying: bytes), options: options)
        do {
            let result = try parser.parse()
            defer { options.tapeAllocator.release(result.tape.baseAddress) }
            return (
                .document(tape: Array(result.tape), values: result.valueCount, depth: result.maximumDepth),
                parser.handOvers, parser.indexedStepsInSwift
            )
        } catch {
            return (
                .failure(error, rendered: error.rendered(fileName: "input.json")), parser.handOvers,
                parser.indexedStepsInSwift
            )
        }
    }

    /// Parses `bytes` with every first pass and expects one outcome; returns it.
    @discardableResult
    static func expectSameOutcome(
        _ bytes: [UInt8], _ label: @autoclosure () -> String, parallelThreshold: Int = .max, maximumDepth: Int = 1024,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) -> Outcome {
        let expected = parse(bytes, level: nil, parallelThreshold: parallelThreshold, maximumDepth: maximumDepth)
            .outcome
        for level in firstPasses.dropFirst() {
            // The indexed run with `coax_walk` taking the steps it can, and with Swift taking all.
            for compiledWalk in [true, false] {
                let (outcome, handOvers, _) = parse(
                    bytes, level: level, compiledWalk: compiledWalk, parallelThreshold: parallelThreshold,
                    maximumDepth: maximumDepth)
                #expect(
                    outcome == expected,
                    """
                    \(label()): classifier level \(level ?? -1)\(compiledWalk ? "" : " without coax_walk") \
                    gave \(outcome), byte at a time \(expected)
                    """,
                    sourceLocation: sourceLocation)
                if expected.isDocument {
                    #expect(
                        handOvers == 0, "\(label()): valid input left to the byte-at-a-time pass",
                        sourceLocation: sourceLocation)
                }
            }
        }
        return expected
    }

    // MARK: - The classifier

    /// The classes of a block as the specification says, one byte at a time, in Swift.
    static func referenceClasses(_ block: ArraySlice<UInt8>) -> [UInt64] {
        var classes = [UInt64](repeating: 0, count: 6)
        for (index, byte) in block.enumerated() {
            let bit: UInt64 = 1 << UInt64(index)
            if byte == 0x22 { classes[0] |= bit }
            if byte == 0x5C { classes[1] |= bit }
            if Array("{}[]:,".utf8).contains(byte) { classes[2] |= bit }
            if [0x20, 0x09, 0x0A, 0x0D].contains(byte) { classes[3] |= bit }
            if byte < 0x20 { classes[4] |= bit }
            if byte >= 0x80 { classes[5] |= bit }
        }
        return classes
    }

    @Test func everyClassifierLevelSortsEveryByteValueAsTheSpecificationSays() {
        #expect(StructuralIndexer.supportedLevels.contains(StructuralIndexer.bestLevel))
        #if arch(x86_64)
        #expect(StructuralIndexer.supportedLevels.contains(Int32(COAX_BLOCKS_SSE42)))
        #endif
        var generator = SeededRandomNumberGenerator(seed: 25)
        // Every byte value at every position of a block, then random blocks heavy in JSON's bytes.
        var bytes: [UInt8] = (0..<(256 * 64 + 64)).map { UInt8(truncatingIfNeeded: $0 * 7 + $0 / 256) }
        let alphabet = Array(#"{}[]:,"\ "#.utf8) + [0x09, 0x0A, 0x0D, 0x00, 0x1F, 0x20, 0x7F, 0x80, 0xFF, 0x61]
        bytes += (0..<(64 * 64)).map { _ in alphabet.randomElement(using: &generator) ?? 0 }
        let blockCount = bytes.count / 64
        for level in StructuralIndexer.supportedLevels {
            var classes = [CoaxBlockClasses](repeating: CoaxBlockClasses(), count: blockCount)
            bytes.withUnsafeBufferPointer { input in
                classes.withUnsafeMutableBufferPointer { output in
                    coax_classify_blocks(level, input.baseAddress, blockCount, output.baseAddress)
                }
            }
            for block in 0..<blockCount {
                let found = classes[block]
                let actual = [
                    found.quotes, found.backslashes, found.operators, found.whitespace, found.controls, found.nonASCII,
                ]
                let expected = Self.referenceClasses(bytes[(block * 64)..<(block * 64 + 64)])
                #expect(actual == expected, "level \(level), block \(block)")
            }
        }
    }

    /// The escapes of a block as the specification says: a backslash that is not itself escaped
    /// starts an escape of the byte after it. Walks the bits one by one.
    static func referenceEscapes(_ backslashes: UInt64, firstEscaped: UInt64) -> (escaped: UInt64, starts: UInt64) {
        var escaped = firstEscaped
        var starts: UInt64 = 0
        for bit in 0..<64 where backslashes >> UInt64(bit) & 1 == 1 && escaped >> UInt64(bit) & 1 == 0 {
            starts |= 1 << UInt64(bit)
            if bit < 63 { escaped |= 1 << UInt64(bit + 1) }
        }
        return (escaped, starts)
    }

    @Test func escapesFollowRunsOfBackslashesAcrossBlocks() {
        // Bits 3...6 are backslashes: 3 and 5 start escapes of 4 and 6; the byte after the run
        // (bit 7) is not escaped.
        var starts: UInt64 = 0
        #expect(coax_block_escapes(0b0111_1000, 0, &starts) == 0b0101_0000 && starts == 0b0010_1000)
        // A run of three ending the block: its last backslash starts an escape of the next
        // block's first byte (the caller carries it).
        _ = coax_block_escapes(7 << 61, 0, &starts)
        #expect(starts == (UInt64(1) << 61 | 1 << 63))
        // A backslash escaped from the previous block starts nothing.
        #expect(coax_block_escapes(0b11, 1, &starts) == 0b101 && starts == 0b10)
        // Quotes at bits 2, 4 and 7: inside from 2 up to 4, and from 7 on.
        #expect(coax_prefix_parity(0b1001_0100) == ~UInt64(0) << 7 | 0b1100)
        // Random masks, dense and sparse, against the walk one bit at a time.
        var generator = SeededRandomNumberGenerator(seed: 2325)
        for round in 0..<20_000 {
            var backslashes = UInt64.random(in: .min ... .max, using: &generator)
            if round % 3 == 1 { backslashes |= UInt64.random(in: .min ... .max, using: &generator) }
            if round % 3 == 2 { backslashes &= UInt64.random(in: .min ... .max, using: &generator) }
            let firstEscaped = UInt64(round & 1)
            let expected = Self.referenceEscapes(backslashes, firstEscaped: firstEscaped)
            #expect(coax_block_escapes(backslashes, firstEscaped, &starts) == expected.escaped, "\(backslashes)")
            #expect(starts == expected.starts, "\(backslashes)")
            var parity: UInt64 = 0
            var odd = false
            for bit in 0..<64 {
                if backslashes >> UInt64(bit) & 1 == 1 { odd.toggle() }
                if odd { parity |= 1 << UInt64(bit) }
            }
            #expect(coax_prefix_parity(backslashes) == parity)
        }
    }

    /// Whether every UTF-8 check this processor has agrees with the standard library's
    /// validation on `bytes`; records a failure naming the first level that does not.
    static func expectUTF8CheckAgrees(_ bytes: [UInt8], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let expected = String(validating: bytes, as: UTF8.self) != nil
        for level in StructuralIndexer.supportedLevels {
            let found = bytes.withUnsafeBufferPointer { coax_utf8_is_valid(level, $0.baseAddress, $0.count) != 0 }
            // Checked by hand, not with #expect: this runs a few million times.
            if found != expected {
                Issue.record(
                    "level \(level) says \(found) on \(bytes.map { String($0, radix: 16) })",
                    sourceLocation: sourceLocation)
            }
        }
    }

    @Test func utf8CheckAtEveryLevelAgreesWithTheStandardLibrary() {
        // Every pair of bytes, then a continuation byte or the end, placed across the first block
        // boundary and the middle of a 16- and a 32-byte lane.
        for first in UInt8.min...UInt8.max {
            for second in UInt8.min...UInt8.max {
                for padding in [13, 30, 61, 62, 63] {
                    let pair = [UInt8](repeating: 0x41, count: padding) + [first, second]
                    Self.expectUTF8CheckAgrees(pair)
                    if first >= 0xE0 { Self.expectUTF8CheckAgrees(pair + [0x80]) }
                }
            }
        }
        // Random text of valid sequences and of bytes that break them, at every length to 200.
        let breakers: [UInt8] = [
            0x00, 0x41, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xC1, 0xED, 0xF4, 0xF5, 0xFF,
        ]
        let valid = ["é", "中", "😀", "\u{10FFFF}", "\u{D7FF}", "\u{E000}", "a", "ß"].map { Array($0.utf8) }
        var generator = SeededRandomNumberGenerator(seed: 8259)
        for length in 0..<200 {
            for round in 0..<40 {
                var bytes: [UInt8] = []
                while bytes.count < length {
                    if round % 4 == 0 || Int.random(in: 0..<20, using: &generator) > 0 {
                        bytes += valid.randomElement(using: &generator) ?? []
                    } else {
                        bytes.append(breakers.randomElement(using: &generator) ?? 0)
                    }
                }
                Self.expectUTF8CheckAgrees(bytes)
            }
        }
    }

    // MARK: - Inputs

    @Test(
        .enabled(if: PackageRoot.jsonTestSuite != nil, "JSONTestSuite not found at ../shared/conformance/JSONTestSuite")
    )
    func everyJSONTestSuiteFileGivesTheSameAnswer() throws {
        let directory = try #require(PackageRoot.jsonTestSuite)
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        #expect(names.count > 300)
        var accepted = 0
        for name in names where name.hasSuffix(".json") {
            let bytes = [UInt8](try Data(contentsOf: directory.appendingPathComponent(name)))
            let outcome = Self.expectSameOutcome(bytes, name)
            if outcome.isDocument { accepted += 1 }
            if name.hasPrefix("y_") { #expect(outcome.isDocument, "\(name) must parse") }
            if name.hasPrefix("n_") { #expect(!outcome.isDocument, "\(name) must fail") }
        }
        #expect(accepted > 95)
    }

    @Test func everyFuzzSeedGivesTheSameAnswer() throws {
        let seeds = PackageRoot.file("Fuzz/Seeds")
        let targets = try FileManager.default.contentsOfDirectory(atPath: seeds.path)
        var count = 0
        for target in targets where !target.hasPrefix(".") {
            let folder = seeds.appendingPathComponent(target)
            for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where !name.hasPrefix(".") {
                let bytes = [UInt8](try Data(contentsOf: folder.appendingPathComponent(name)))
                Self.expectSameOutcome(bytes, "\(target)/\(name)")
                count += 1
            }
        }
        #expect(count > 50)
    }

    @Test func generatedDocumentsGiveTheSameTapeOnOneAndTwoThreads() throws {
        for variant in APIDocumentGenerator.Variant.allCases {
            let bytes = APIDocumentGenerator(variant: variant, seed: 25).bytes(size: .kilobytes(300))
            #expect(Self.expectSameOutcome(bytes, "\(variant)").isDocument)
            Self.expectSameOutcome(bytes, "\(variant) on two threads", parallelThreshold: 1)
            // The same with a byte broken in the second half, on both threads.
            var broken = bytes
            for (index, replacement) in [UInt8(ascii: "\""), 0x01, 0xC3, UInt8(ascii: "\\"), UInt8(ascii: "}")]
                .enumerated()
            {
                broken[bytes.count / 2 + index * 7_919] = replacement
            }
            #expect(!Self.expectSameOutcome(broken, "broken \(variant)").isDocument)
            Self.expectSameOutcome(broken, "broken \(variant) on two threads", parallelThreshold: 1)
        }
    }

    @Test func compiledWalkWritesTheKindsAndLimitsOfTheTape() {
        let kinds: [(TapeEntry.Kind, Int)] = [
            (.null, COAX_TAPE_NULL), (.false, COAX_TAPE_FALSE), (.true, COAX_TAPE_TRUE), (.number, COAX_TAPE_NUMBER),
            (.string, COAX_TAPE_STRING), (.key, COAX_TAPE_KEY), (.arrayOpen, COAX_TAPE_ARRAY_OPEN),
            (.objectOpen, COAX_TAPE_OBJECT_OPEN), (.arrayClose, COAX_TAPE_ARRAY_CLOSE),
            (.objectClose, COAX_TAPE_OBJECT_CLOSE),
        ]
        for (kind, number) in kinds { #expect(Int(kind.rawValue) == number, "\(kind)") }
        #expect(TapeEntry.maximumPayload == COAX_TAPE_MAXIMUM_PAYLOAD)
        #expect(UInt32(TapeEntry.maximumStoredStringLength) == COAX_TAPE_MAXIMUM_STORED_STRING_LENGTH)
        #expect(MemoryLayout<TapeEntry>.stride == MemoryLayout<UInt64>.stride)
    }

    /// The Swift run may append the tape's last slot itself, leaving more slots than the limit it
    /// lends the walk (`TapeBuilder.lend(to:)`): the walk must then take no step at all, not read
    /// the room as a huge number. Also with no room left, and with no tape.
    @Test func compiledWalkWritesNothingWhenTheTapeHasNoRoom() {
        let bytes = Array("[0,1,2,3]".utf8)
        let marks: [UInt32] = [0, 1, 2, 3, 4, 5, 6, 7, 8]
        let unwritten: UInt64 = 0xDEAD_BEEF
        for (count, limit, hasTape) in [(5, 4, true), (5, 5, true), (0, 0, false)] {
            var tape = [UInt64](repeating: unwritten, count: 32)
            var parents = [CoaxFrame](repeating: CoaxFrame(), count: 8)
            var walk = CoaxWalk()
            bytes.withUnsafeBufferPointer { input in
                marks.withUnsafeBufferPointer { marks in
                    tape.withUnsafeMutableBufferPointer { tape in
                        parents.withUnsafeMutableBufferPointer { parents in
                            walk.base = input.baseAddress
                            walk.end = input.count
                            walk.marks = marks.baseAddress
                            walk.mark_count = marks.count
                            walk.first_suspect = .max
                            walk.split_position = .max
                            walk.maximum_depth = 64
                            walk.tape = hasTape ? tape.baseAddress : nil
                            walk.tape_count = count
                            walk.tape_limit = limit
                            walk.top = CoaxFrame(open_index: -1, child_count: 0, is_object: false, is_kind_known: true)
                            walk.parents = parents.baseAddress
                            walk.parent_capacity = parents.count
                            walk.state = Int32(COAX_WALK_VALUE)
                            coax_walk(&walk)
                        }
                    }
                }
            }
            let label = "\(count) slots, limit \(limit)"
            #expect(walk.tape_count == count && walk.cursor == 0 && walk.position == 0, "\(label)")
            #expect(walk.state == Int32(COAX_WALK_VALUE) && walk.depth == 0 && walk.value_count == 0, "\(label)")
            #expect(tape.allSatisfy { $0 == unwritten }, "\(label)")
        }
    }

    /// On valid input `coax_walk` takes every step but about one per chunk of marks (where a step
    /// needs the next chunk), a few where the tape grows, and the end of the document.
    @Test func compiledWalkTakesTheStepsOfValidDocuments() {
        var documents: [[UInt8]] = APIDocumentGenerator.Variant.allCases.map {
            APIDocumentGenerator(variant: $0, seed: 2_525).bytes(size: .kilobytes(400))
        }
        documents.append(
            Array((String(repeating: "[{\"a\": ", count: 300) + "1" + String(repeating: "}]", count: 300)).utf8))
        for bytes in documents {
            let chunks = bytes.count / (StructuralIndexer.chunkBlocks * 64) + 1
            for level in StructuralIndexer.supportedLevels {
                let (outcome, handOvers, stepsInSwift) = Self.parse(bytes, level: level)
                #expect(outcome.isDocument && handOvers == 0)
                #expect(stepsInSwift <= 3 * chunks + 40, "level \(level): \(stepsInSwift) steps in Swift")
                let (_, _, allInSwift) = Self.parse(bytes, level: level, compiledWalk: false)
                #expect(allInSwift > 10 * stepsInSwift, "level \(level): \(allInSwift) steps without the walk")
            }
        }
    }

    @Test func randomValuesGiveTheSameTapeCompactAndPretty() {
        var generator = RandomJSONGenerator(seed: 25)
        for round in 0..<300 {
            let value = generator.next()
            for writer in [JSONWriter.compact, JSONWriter.pretty] {
                let bytes = writer.bytes(for: value)
                #expect(Self.expectSameOutcome(bytes, "value \(round)").isDocument)
            }
        }
    }

    /// Fragments placed so that each of their bytes meets a block boundary: valid ones and ones
    /// that fail in every way a string, a number or a structure can.
    static let fragments: [[UInt8]] = {
        let texts: [String] = [
            #""plain""#, #""a\"b""#, #""\\""#, #""\\\"\\""#, #""\\\\\\\\\"\\""#, #""\u00e9\uD83D\uDE00\n\t\/""#,
            #""é中😀 ü""#, #"{"key": "value", "k2": [1, -2.5e+3, true, false, null, {}]}"#,
            "\"" + String(repeating: "\\\\", count: 40) + "\"", "\"" + String(repeating: "x\\\"", count: 30) + "\"",
            "[ \n\t\r 1 , \"two\" ,{ \"3\" :4 } ]", "-0", "0.5E-7", "123456789012345678901234567890",
            // Invalid from here on.
            "\"a\u{01}b\"", "\"tab\there\"", #""\x""#, #""\u12G4""#, #""\u12""#, #""abc"#, #""abc\"#, "1.", "01", "-",
            "1e", "tru", "truex", "nul", "1a", "[1,]", "[1 2]", #"{"a" 1}"#, #"{"a":1,}"#, #"{1:2}"#, #""a" "b""#,
            "[\"\\\\\"\"]", "'x'", "[1]]", "{\"a\":[}", "\"\u{7F}\"", "\\\"x\"",
            // Numbers and literals as the compiled walk reads them: eight digits at a time, one
            // four-byte comparison for a literal, the byte after either.
            "[-1234567890123456789.12345678901234567e+1234567890, 0e0, 1E-7, -0.0]", "12345678", "123456789",
            "[12345678a]", "[1.123456789x]", "[1e12345678.5]", "-012", "[1.e5]", "[1e+]", "[--1]", "[+1]",
            "[truefalse]", "[nulls]", "[fals]", "[tru", "[nul]", "[true,false,null]", "{\"a\":true}", "[0.]",
        ]
        // Numbers as the walk reads them 32 bytes at once (when 32 bytes are left): ending at byte
        // 30, 31, 32 and 33 of the load, with a fraction, a sign or neither, and every way that
        // load gives up; each in an array whose long last element leaves the 32 bytes.
        let numbers = [
            "-89.001547790706255", "123456789012345678901234567890", "-1234567890123456789012345678901",
            "12345678901234.567890123456789012", "1234567890123456.7890123456789012",
            "0.0000000000000000000000000000001", "00.5", "-0.5e3", "1.5.5", "1..5", "-.5", "1.5x",
            "12345678901234567890123456789.", "-", "0.5-1", "-01234567890123456789012345678", "7.25E+2", "7.25e-2",
            "1.5 ", "-9.5\t", "0", "-0", "7", "10.25",
        ]
        let tail = ", \"" + String(repeating: "x", count: 40) + "\"]"
        var fragments = (texts + numbers.map { "[" + $0 + tail } + numbers.map { "[{\"a\":" + $0 + "}" + tail })
            .map { Array($0.utf8) }
        for bad: [UInt8] in [
            [0x80], [0xFF], [0xC3, 0x28], [0xE2, 0x82], [0xF0, 0x9F, 0x98], [0xED, 0xA0, 0x80],
            [0xF4, 0x90, 0x80, 0x80],
            [0xC0, 0x80], [0xE0, 0x80, 0x80], [0xC3, 0xA9, 0xA9],
        ] {
            fragments.append([0x22] + bad + [0x22])
            fragments.append([0x22, 0x61] + bad + Array("bc\"".utf8))
            fragments.append(bad)
        }
        return fragments
    }()

    @Test func blockBoundariesAtEveryOffsetGiveTheSameAnswers() {
        var valid = 0
        for (number, fragment) in Self.fragments.enumerated() {
            for offset in 0..<(64 + fragment.count + 2) {
                let padding = [UInt8](repeating: 0x20, count: offset)
                // Inside an array, and alone at the very end of the input (no padding after it).
                let inArray: [UInt8] = [0x5B] + padding + fragment + Array(", 1]".utf8)
                let alone: [UInt8] = padding + fragment
                let label = "fragment \(number) after \(offset) blanks"
                if Self.expectSameOutcome(inArray, label + " in an array").isDocument { valid += 1 }
                Self.expectSameOutcome(alone, label)
                // A quote before the padding: the blanks are inside a string, the fragment is not.
                var afterString: [UInt8] = [0x5B, 0x22] + padding
                afterString += [0x22, 0x2C] + fragment + [0x5D]
                Self.expectSameOutcome(afterString, label + " after a string")
            }
        }
        #expect(valid > 1_000)
    }

    @Test func chunkBoundariesGiveTheSameAnswers() {
        // The first pass indexes 64 KiB at a time and carries strings, escapes and UTF-8 across.
        let chunk = StructuralIndexer.chunkBlocks * 64
        for (number, fragment) in Self.fragments.enumerated() {
            for offset in (chunk - fragment.count - 2)...(chunk + 1) {
                // `[` and blanks, so that the fragment starts at `offset`.
                let before = [0x5B] + [UInt8](repeating: 0x20, count: offset - 1)
                let inArray = before + fragment + Array(", 1]".utf8)
                Self.expectSameOutcome(inArray, "fragment \(number) at \(offset) in an array")
                var afterString = before
                afterString[1] = 0x22
                afterString[offset - 2] = 0x22
                afterString[offset - 1] = 0x2C
                Self.expectSameOutcome(
                    afterString + fragment + [0x5D], "fragment \(number) at \(offset) after a string")
            }
        }
    }

    @Test func deepNestingFailsTheSameWay() {
        let deep = Array(String(repeating: "[", count: 40).utf8) + Array(String(repeating: "]", count: 40).utf8)
        #expect(!Self.expectSameOutcome(deep, "40 deep, limit 30", maximumDepth: 30).isDocument)
        #expect(Self.expectSameOutcome(deep, "40 deep, limit 40", maximumDepth: 40).isDocument)
        // Deeper than the parser's first stack of containers (64), which then grows.
        let deeper = Array(
            (String(repeating: "[{\"k\":", count: 150) + "[]" + String(repeating: "}]", count: 150)).utf8)
        #expect(Self.expectSameOutcome(deeper, "301 deep").isDocument)
        #expect(!Self.expectSameOutcome(deeper, "301 deep, limit 300", maximumDepth: 300).isDocument)
    }
}
