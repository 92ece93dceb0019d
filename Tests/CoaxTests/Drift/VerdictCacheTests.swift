import CoaxSamples
import Foundation
import Testing

@testable import Coax

/// The drift analysis remembers the engine's verdicts by the shape of a value's text; a cached
/// verdict must always be the one the engine gives for the value itself.
@Suite struct VerdictCacheTests {
    /// Checks every number and string of `document`, in order, against a direct evaluation.
    private func expectCachedVerdictsAreDirectVerdicts(_ document: JSONDocument) -> Int {
        var cache = VerdictCache()
        var checked = 0
        for index in 0..<document.tapeCount {
            guard let node = document.node(atTapeIndex: index), [.number, .string, .bool].contains(node.kind) else {
                continue
            }
            let cached = cache.verdict(document: document, index: index)
            let direct = ValueVerdict(evaluating: node)
            #expect(cached == direct, "\(node)")
            checked += 1
        }
        return checked
    }

    @Test(arguments: ["coercion-table.json", "type-drift.json", "unicode.json"])
    func sampleDataValues(name: String) throws {
        let checked = expectCachedVerdictsAreDirectVerdicts(try JSONDocument(parsing: SampleDataFile.bytes(name)))
        #expect(checked > 20)
    }

    @Test func valuesThatShareAShapeButDifferInTheirDigits() throws {
        // Values on one line share a shape, or nearly, and would get each other's verdicts if the
        // shape lost something the rules look at: 0 and 1 in the first run, zero digits in later
        // runs, exponents and runs long enough to saturate.
        var values: [String] = []
        for pair in [
            ["2", "9", "1", "0"], ["12", "19", "10", "11"], ["-1", "-2", "-0"], ["2.5", "9.0", "1.0", "0.0"],
            ["1.5", "1.9", "1.0", "0.1", "0.05", "0.00"], ["12.10", "12.00", "12.01", "12.99"],
            ["2020-09-13T12:34:03Z", "1970-01-01T00:00:00Z", "0000-00-00"], ["1 of 2", "0 of 9", "1 of 0"],
            ["0.20", "0.99", "0.10"], ["1e2", "9e9", "1e400", "2e-400"], ["99999999", "100000000", "200000000"],
            ["9999999999", "10000000000", "1415162234"],
            [
                "9223372036854775807", "9223372036854775808", "-9223372036854775809", "1000000000000000000",
                "-9223372036854775808", "9223372036854775806", "2222222222222222222", "9999999999999999999",
                "-2222222222222222222", "-9999999999999999999", "1700000000000000001.5",
                "92233720368547758070",
            ],
            ["123456789012345678901234567890123456789", "999999999999999999999999999999999999999"],
        ] {
            for text in pair {
                if JSONNumber(literal: text) != nil { values.append(text) }
                values.append("\"" + text + "\"")
                values.append("\" " + text + " units\"")
                values.append("\"$" + text + "\"")
            }
        }
        values += [
            #""1.2.3""#, #""..5""#, #""--5""#, #""+5""#, #""0x1F""#, #""２""#, #""٣٤""#, #""5E""#, #""e5""#, #""1e""#,
            #""2014-11-18T09:30:00Z""#, #""yes""#, #""true""#, #""""#, "true", "false", #""\u0032""#, #""\u0031""#,
        ]
        let document = try JSONDocument(parsing: "[" + values.joined(separator: ",") + "]")
        #expect(expectCachedVerdictsAreDirectVerdicts(document) == values.count)
    }

    @Test func textWithoutDigitsKeepsEveryByteOfItsShape() throws {
        // Text with no digit is remembered as itself: words that spell a Boolean, a null or an
        // infinity must not get the verdict of an ordinary word, nor one case another's.
        let words = [
            "", " ", "true", "True", "TRUE", " true", "true ", "false", "yes", "no", "on", "off", "y", "n", "t", "f",
            "null", "nil", "nan", "NaN", "inf", "-inf", "Infinity", "-Infinity", "e", "E", "-", "+", "order",
            "pending", "shipped", "CHF", "%", "deliver to the back door, ring twice",
            String(repeating: "x", count: VerdictCache.longestCachedString),
            String(repeating: "x", count: VerdictCache.longestCachedString + 1),
        ]
        var values = words.map { "\"" + $0 + "\"" }
        values += words.map { "\"" + $0 + "\"" }
        let document = try JSONDocument(parsing: "[" + values.joined(separator: ",") + "]")
        #expect(expectCachedVerdictsAreDirectVerdicts(document) == values.count)
    }

    @Test func randomNumbersAndNumericText() throws {
        var random = SeededRandomNumberGenerator(seed: 42)
        var values: [String] = []
        for _ in 0..<3_000 {
            var digits = ""
            for _ in 0..<Int.random(in: 1...12, using: &random) {
                digits += String(Int.random(in: 0...9, using: &random))
            }
            let fraction =
                Int.random(in: 0...3, using: &random) == 0 ? "." + String(Int.random(in: 0...999, using: &random)) : ""
            let number = (digits.first == "0" && digits.count > 1 ? "1" + digits : digits) + fraction
            let negative = Bool.random(using: &random) ? "-" : ""
            values.append(negative + number)
            values.append("\"" + negative + digits + fraction + "\"")
        }
        let document = try JSONDocument(parsing: "[" + values.joined(separator: ",") + "]")
        #expect(expectCachedVerdictsAreDirectVerdicts(document) == values.count)
    }

    @Test func generatedDriftingDocument() throws {
        let bytes = APIDocumentGenerator(variant: .drifting, seed: 3).bytes(size: .kilobytes(150))
        #expect(expectCachedVerdictsAreDirectVerdicts(try JSONDocument(parsing: bytes)) > 1_000)
    }

    /// A member's few distinct strings keep the verdict their first occurrence got, and its few
    /// short number literals too: every later occurrence must count as what the engine makes of
    /// its own text, whether it is spelled with escapes (`"\u0031"` is `"1"`) or not, and
    /// literals of one value written differently (`1`, `1.0`, `1e0`) keep their own verdicts.
    @Test func repeatedValuesOfAMemberCountAsTheirOwnText() throws {
        let spellings = [
            #""1""#, #""\u0031""#, #""yes""#, #""1.0""#, #""0""#, #""x""#, #""2020-01-01""#, "0", "1", "2", "1.0",
            "1e0", "-0", "10", "true",
        ]
        let verdicts = try spellings.map { ValueVerdict(evaluating: try JSONDocument(parsing: $0).root) }
        var lines: [String] = []
        var uses = [Int](repeating: 0, count: spellings.count)
        for number in 0..<3_000 {
            let spelling = (number * 7 + number / 5) % spellings.count
            uses[spelling] += 1
            lines.append(#"{"id": \#(number), "flag": \#(spellings[spelling])}"#)
        }
        let collection = JSONCollection(parsing: lines.joined(separator: "\n") + "\n", name: "flags.jsonl")
        let member = try #require(DriftAnalyzer().analyze(collection).member(at: "$.flag"))
        for reading in DriftReading.scalar {
            var expected = [0, 0, 0, 0]
            for (spelling, verdict) in verdicts.enumerated() {
                let outcome = try #require(verdict.outcome(of: reading))
                let column = outcome.isExact ? 0 : outcome.isUnread ? 2 : outcome.isCollapsed ? 3 : 1
                expected[column] += uses[spelling]
            }
            let tally = try #require(member.tally(reading))
            let counted = [tally.exactCount, tally.lossyCount, tally.unreadCount, tally.collapsedCount]
            #expect(counted == expected, "\(reading)")
        }
    }
}
