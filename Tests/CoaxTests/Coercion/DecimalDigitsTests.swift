import Foundation
import Testing

@testable import Coax

/// The exact decimal reader under every numeric rule.
@Suite struct DecimalDigitsTests {
    @Test(arguments: [
        ("0", "0"), ("-0", "0"), ("12", "12"), ("1.50", "1.5"), ("1e-7", "0.0000001"), ("-2.5006e3", "-2500.6"),
        ("100", "100"), ("1E+2", "100"), ("0.000", "0"), ("123.456e-2", "1.23456"), ("5e-1", "0.5"),
    ])
    func canonicalTextOfLiterals(literal: String, expected: String) throws {
        #expect(try #require(DecimalDigits(literal: literal)).canonicalText == expected)
    }

    @Test func literalsMustBeWhole() {
        #expect(DecimalDigits(literal: "1.2.3") == nil)
        #expect(DecimalDigits(literal: "+1") == nil)
        #expect(DecimalDigits(literal: "") == nil)
        #expect(DecimalDigits(literal: "1e") == nil)
    }

    @Test(arguments: [
        ("1.2.3", "1.2", 3), ("1e", "1", 1), ("1e+", "1", 1), ("1e+5x", "100000", 4), ("-.5", "-0.5", 3),
        ("5.", "5", 2), ("007", "7", 3), ("12,5", "12", 2),
    ])
    func prefixesStopAtTheFirstInvalidCharacter(text: String, expected: String, length: Int) throws {
        let prefix = DecimalDigits.readPrefix(text.utf8)
        #expect(try #require(prefix.number).canonicalText == expected)
        #expect(prefix.length == length)
        #expect(prefix.isWholeText == (length == text.utf8.count))
    }

    @Test(arguments: [".", "-", "-.", "e5", "", "+"])
    func prefixesWithoutADigitAreNil(text: String) {
        #expect(DecimalDigits.readPrefix(text.utf8).number == nil)
    }

    @Test(
        arguments: [
            ("0.9", 0, true), ("-0.9", 0, true), ("12.0", 12, false), ("1e2", 100, false), ("-12.7", -12, true),
        ] as [(String, Int64, Bool)])
    func integerPartsTruncateTowardZero(literal: String, value: Int64, truncated: Bool) throws {
        let part = try #require(DecimalDigits(literal: literal)).integerPart
        #expect(part.value == value)
        #expect(part.isTruncated == truncated)
        #expect(!part.isSaturated)
    }

    @Test func roundingIsHalfToEven() throws {
        let evenDown = try #require(DecimalDigits(literal: "1" + String(repeating: "0", count: 36) + "25"))
        #expect(evenDown.representable?.number.canonicalText == "1" + String(repeating: "0", count: 36) + "20")
        let oddUp = try #require(DecimalDigits(literal: "1" + String(repeating: "0", count: 36) + "35"))
        #expect(oddUp.representable?.number.canonicalText == "1" + String(repeating: "0", count: 36) + "40")
        #expect(oddUp.representable?.isRounded == true)
    }

    @Test func decimalsAreBuiltWithoutDouble() throws {
        let digits = try #require(DecimalDigits(literal: "1415250000.34642456"))
        #expect(digits.decimal == Fixture.decimal("1415250000.34642456"))
        let long = try #require(DecimalDigits(literal: "12345678901234567890123456789012345678"))
        #expect(long.decimal == Fixture.decimal("12345678901234567890123456789012345678"))
        #expect(long.decimal.description == "12345678901234567890123456789012345678")
    }

    @Test(arguments: [
        "8.45", "0.009", "5.94", "-835.452", "1415250000.34642456", "123e-20", "1e22", "1e23", "1e-22", "1e-23",
        "999999999999999", "9999999999999999", "0.1", "-2.5006e3", "1415162234.123",
    ])
    func doublesAreCorrectlyRounded(literal: String) throws {
        #expect(try #require(DecimalDigits(literal: literal)).doubleValue == Double(literal))
    }

    @Test func thousandthsAreExact() throws {
        let milliseconds = try #require(DecimalDigits(literal: "1415162234123"))
        #expect(milliseconds.dividedByThousand.canonicalText == "1415162234.123")
        #expect(DecimalDigits.zero.dividedByThousand.isZero)
    }
}
