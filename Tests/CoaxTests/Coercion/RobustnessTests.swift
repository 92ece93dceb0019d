import Foundation
import Testing

@testable import Coax

/// Many generated values through every coercion: nothing crashes, decimals are never NaN, reasons
/// stay one safe line, and the plain and explained paths agree.
@Suite struct RobustnessTests {
    /// A small deterministic generator (SplitMix64), so failures reproduce.
    struct Generator {
        var state: UInt64

        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }

        mutating func pick<T>(_ choices: [T]) -> T {
            choices[Int(next() % UInt64(choices.count))]
        }
    }

    static let alphabet: [String] = [
        "0", "1", "5", "9", "-", "+", ".", "e", "E", ",", " ", "$", "x", "a", "٣", "５", "\u{1B}", "\u{9B}", "\n",
        "\u{301}", "👍", "\u{7F}", "\"", "\\",
    ]

    static func values(count: Int, seed: UInt64) -> [JSONValue] {
        var generator = Generator(state: seed)
        var values: [JSONValue] = []
        for _ in 0..<count {
            let length = Int(generator.next() % 12)
            var text = ""
            for _ in 0..<length { text += generator.pick(alphabet) }
            values.append(.string(text))
            var literal =
                generator.pick(["", "-"])
                + generator.pick(["0", "1", "42", "9223372036854775807", "123456789012345678901234567890123456789012"])
            if generator.next() % 2 == 0 {
                literal += "." + generator.pick(["5", "000", "999999999999999999999999999999"])
            }
            if generator.next() % 2 == 0 {
                literal +=
                    generator.pick(["e", "E"]) + generator.pick(["", "+", "-"])
                    + generator.pick(["0", "3", "127", "128", "400", "99999999999999999999"])
            }
            values.append(JSONNumber(literal: literal).map(JSONValue.number) ?? .string(literal))
        }
        return values
    }

    @Test(arguments: [1, 2, 3] as [UInt64])
    func generatedValuesAreCoercedSafely(seed: UInt64) {
        let values = RobustnessTests.values(count: 300, seed: seed)
        let array = JSONValue.array(values)
        for value in values + [array] {
            let report = CoercionReport(value, unconvertibleMarker: nil)
            for entry in report.entries {
                #expect(!Fixture.hasRawControl(entry.why), "\(value) \(entry.method)")
                if case .decimal(let decimal, let text) = entry.output { #expect(!decimal.isNaN, "\(value) \(text)") }
            }
            let plain = Coercion(value)
            #expect(plain.decimal?.isNaN != true)
            #expect(plain.integer == plain.explained.integer.value, "\(value)")
            #expect(plain.decimal == plain.explained.decimal.value, "\(value)")
            #expect(plain.string == plain.explained.string.value, "\(value)")
            #expect(plain.unixDate == plain.explained.unixDate.value, "\(value)")
        }
    }
}
