import CoaxSamples
import Testing

@testable import Coax

/// Large documents may be parsed on two threads; the result must be exactly that of a
/// sequential parse: same tape, same counts, same errors.
@Suite struct ParallelParsingTests {
    static let parallel: JSONParseOptions = {
        var options = JSONParseOptions()
        options.parallelThreshold = 1
        return options
    }()

    static let sequential: JSONParseOptions = {
        var options = JSONParseOptions()
        options.parallelThreshold = .max
        return options
    }()

    func expectSameDocument(_ bytes: [UInt8], _ comment: Comment? = nil) throws {
        let one = try JSONDocument(parsing: bytes, options: Self.sequential)
        let two = try JSONDocument(parsing: bytes, options: Self.parallel)
        #expect(Array(one.tape) == Array(two.tape), comment)
        #expect(one.valueCount == two.valueCount, comment)
        #expect(one.maximumDepth == two.maximumDepth, comment)
    }

    func outcome(_ bytes: [UInt8], _ options: JSONParseOptions) -> String {
        do {
            let document = try JSONDocument(parsing: bytes, options: options)
            return "ok \(document.valueCount)"
        } catch {
            return error.description
        }
    }

    @Test func generatedDocumentsGiveTheSameTape() throws {
        for variant in APIDocumentGenerator.Variant.allCases {
            let bytes = APIDocumentGenerator(variant: variant, seed: 11).bytes(size: .kilobytes(400))
            let source = SourceBuffer(copying: bytes)
            #expect(ParallelSegment.splitPoint(in: source, after: 0) != nil, "no split found in \(variant)")
            try expectSameDocument(bytes, "\(variant)")
            #expect(try JSONDocument(parsing: bytes, options: Self.parallel).parsedInParallel, "\(variant)")
        }
    }

    @Test func arraysOfScalarsAndNestedArraysGiveTheSameTape() throws {
        let numbers = "[" + (0..<5_000).map { "\($0 * 7 - 300)" }.joined(separator: ",") + "]"
        try expectSameDocument(Array(numbers.utf8))
        let nested =
            "{\"a\": [" + (0..<2_000).map { "[\($0), {\"k\": [true, null, \"x\"]}]" }.joined(separator: ", ")
            + "], \"b\": 1}"
        try expectSameDocument(Array(nested.utf8))
        // The split lands deep inside; the second thread climbs out through containers it did
        // not open (arrays and objects) to the end of the document.
        #expect(try JSONDocument(parsing: nested, options: Self.parallel).parsedInParallel)
        let objects =
            "{\"x\": {\"y\": [" + (0..<3_000).map { "{\"v\": [\($0)]}" }.joined(separator: ",")
            + "], \"z\": {\"w\": [1]}}, \"end\": true}"
        try expectSameDocument(Array(objects.utf8))
        #expect(try JSONDocument(parsing: objects, options: Self.parallel).parsedInParallel)
    }

    @Test func aSplitInsideAStringFallsBackToTheSequentialResult() throws {
        let text = "[\"" + String(repeating: "a, 1, {, [, ", count: 2_000) + "\", 5]"
        try expectSameDocument(Array(text.utf8))
        #expect(try !JSONDocument(parsing: text, options: Self.parallel).parsedInParallel)
    }

    @Test func aSplitInsideAnObjectFallsBackToTheSequentialResult() throws {
        let members = (0..<3_000).map { "\"k\($0)\": \($0)" }.joined(separator: ", ")
        try expectSameDocument(Array("{\(members)}".utf8))
    }

    @Test func errorsAreThoseOfASequentialParse() throws {
        let valid = APIDocumentGenerator(variant: .drifting, seed: 3).bytes(size: .kilobytes(200))
        var generator = SeededRandomNumberGenerator(seed: 99)
        for _ in 0..<60 {
            var broken = valid
            let position = Int.random(in: (valid.count / 3)..<valid.count, using: &generator)
            broken[position] =
                [UInt8(ascii: "}"), UInt8(ascii: "\""), UInt8(ascii: ","), 0x01, 0xFF].randomElement(using: &generator)
                ?? 0
            #expect(outcome(broken, Self.sequential) == outcome(broken, Self.parallel), "byte \(position)")
        }
    }

    @Test func nestingLimitsCountTheSegmentsDepth() throws {
        var options = Self.parallel
        options.maximumDepth = 6
        let element = "[[[[[1]]]]]"
        let text = "[" + Array(repeating: element, count: 400).joined(separator: ",") + "]"
        #expect(
            outcome(Array(text.utf8), options)
                == outcome(
                    Array(text.utf8),
                    {
                        var o = Self.sequential
                        o.maximumDepth = 6
                        return o
                    }()))
        options.maximumDepth = 5
        #expect(outcome(Array(text.utf8), options).hasSuffix("nesting too deep (limit 5)"))
    }
}
