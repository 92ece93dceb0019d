import Foundation
import Testing

@testable import Coax

/// Saturation, huge and tiny literals, Unicode digits, and NaN never leaking out of `decimal`.
@Suite struct HugeValueTests {
    @Test func hugeIntegerLiteralsSaturate() {
        let huge = Coercion(Fixture.number("123456789012345678901234567890"))
        #expect(huge.number == .max)
        #expect(huge.integer == .max)
        #expect(huge.unsignedInteger == UInt64(Int64.max))
        #expect(huge.bool)
        #expect(huge.explained.integer.loss == .saturated)
        let negative = Coercion(Fixture.number("-123456789012345678901234567890"))
        #expect(negative.number == .min)
        #expect(negative.unsignedInteger == 0)
        #expect(negative.explained.unsignedInteger.loss == [.saturated, .clamped])
    }

    @Test func hugeLiteralsStayExactWhereTheTypeAllows() {
        let huge = Coercion(Fixture.number("123456789012345678901234567890"))
        #expect(huge.string == "123456789012345678901234567890")
        #expect(huge.decimal == Fixture.decimal("123456789012345678901234567890"))
        #expect(
            CoercionReport(Fixture.number("123456789012345678901234567890"))[.decimal]?.output.jsonValue
                == "123456789012345678901234567890")
        #expect(huge.unixDate == Double("123456789012345678901234567890").map { Date(timeIntervalSince1970: $0) })
    }

    @Test func theEdgesOfInt64AreExact() {
        #expect(Coercion(Fixture.number("9223372036854775807")).explained.number.loss.isEmpty)
        #expect(Coercion(Fixture.number("-9223372036854775808")).number == .min)
        #expect(Coercion(Fixture.number("-9223372036854775808")).explained.number.loss.isEmpty)
        #expect(Coercion(Fixture.number("9223372036854775808")).number == .max)
        #expect(Coercion(Fixture.number("9223372036854775808")).explained.number.loss == .saturated)
        #expect(Coercion(JSONValue.string("-9223372036854775808")).number == .min)
        #expect(Coercion(JSONValue.string("-9223372036854775809")).number == .min)
        #expect(Coercion(Fixture.number("9223372036854775807.9")).number == .max)
    }

    @Test func oneEFourHundredSaturatesAndHasNoDecimal() {
        for (literal, bound) in [("1e400", Int64.max), ("-1e400", Int64.min), ("1E+400", Int64.max)] {
            let coercion = Coercion(Fixture.number(literal))
            #expect(coercion.number == bound, "\(literal)")
            #expect(coercion.bool, "\(literal)")
            #expect(coercion.decimal == nil, "\(literal)")
            #expect(coercion.forcedDecimal.isNaN, "\(literal)")
            #expect(coercion.unixDate == nil, "\(literal)")
            #expect(coercion.unixDateMilliseconds == nil, "\(literal)")
        }
        #expect(Coercion(Fixture.number("1e400")).string == "1" + String(repeating: "0", count: 400))
        #expect(Coercion(Fixture.number("-1e400")).string == "-1" + String(repeating: "0", count: 400))
        #expect(Coercion(JSONValue.string("1e400")).number == 1)
        #expect(Coercion(JSONValue.string("1e400")).decimal == nil)
    }

    @Test func tinyLiteralsTruncateToZeroAndHaveNoDecimal() {
        let tiny = Coercion(Fixture.number("1e-400"))
        #expect(tiny.number == 0)
        #expect(!tiny.bool)
        #expect(tiny.decimal == nil)
        #expect(tiny.string == "0." + String(repeating: "0", count: 399) + "1")
    }

    @Test func exponentsTooLongForPlainTextKeepAnExponent() {
        let far = Coercion(Fixture.number("1.5e100000"))
        #expect(far.string == "1.5e100000")
        #expect(far.number == .max)
        #expect(far.explained.string.why == #"1.5e100000 → "1.5e100000" (too long for plain notation)"#)
        #expect(Coercion(Fixture.number("1e99999999999999999999")).number == .max)
        #expect(Coercion(Fixture.number("0e99999999999999999999")).number == 0)
        #expect(Coercion(Fixture.number("0e99999999999999999999")).decimal == 0)
    }

    @Test func decimalsBeyondThirtyEightDigitsAreRounded() {
        let coercion = Coercion(Fixture.number("0.123456789012345678901234567890123456789"))
        #expect(coercion.decimal == Fixture.decimal("0.12345678901234567890123456789012345679"))
        #expect(coercion.explained.decimal.loss == .rounded)
        let nines = Coercion(Fixture.number(String(repeating: "9", count: 40)))
        #expect(nines.decimal?.description == "1" + String(repeating: "0", count: 40))
    }

    @Test func decimalsUseTheWholeRange() throws {
        // Decimal(string:) cannot read some of these, so compare with Decimal's own plain text.
        let top = try #require(Coercion(Fixture.number("1e164")).decimal)
        #expect(top.description == "1" + String(repeating: "0", count: 164))
        #expect(Coercion(Fixture.number("1e165")).decimal == nil)
        let bottom = try #require(Coercion(Fixture.number("1e-128")).decimal)
        #expect(bottom == Decimal(sign: .plus, exponent: -128, significand: 1))
        #expect(Coercion(Fixture.number("1e-129")).decimal == nil)
        // Above 10^127 the zeros live in the mantissa.
        let wide = try #require(Coercion(Fixture.number("9223372036854775807e128")).decimal)
        #expect(wide.description == "9223372036854775807" + String(repeating: "0", count: 128))
        let negative = try #require(Coercion(Fixture.number("-1e140")).decimal)
        #expect(negative.description == "-1" + String(repeating: "0", count: 140))
        #expect(Coercion(Fixture.number("1e140")).string == "1" + String(repeating: "0", count: 140))
        let small = Coercion(Fixture.number("1.23456e-125"))
        #expect(small.decimal == Decimal(sign: .plus, exponent: -128, significand: 1235))
        #expect(small.explained.decimal.loss == .rounded)
    }

    @Test(arguments: [
        "NaN", "nan", "-NaN", "inf", "-Infinity", "Infinity", "1e400", "-1e400", "1e-400", ".", "-", "e5", "--",
        "1e99999999999999999999", "0x1F", "١٢٣", "\u{0}", "𝟘",
    ])
    func decimalIsNeverNaN(input: String) {
        let decimal = Coercion(JSONValue.string(input)).decimal
        #expect(decimal?.isNaN != true)
        let dates = Coercion(JSONValue.string(input)).unixDate
        #expect(dates.map { !$0.timeIntervalSince1970.isNaN } ?? true)
    }

    // MARK: Unicode digits

    @Test func unicodeDigitsAreKeptByCleaningButNotRead() throws {
        let arabic = Coercion(JSONValue.string("٣٤ items"))
        #expect(try String(#require(CleanedText("٣٤ items")).text) == "٣٤")
        #expect(arabic.number == 0)
        #expect(arabic.integer == 0)
        #expect(!arabic.bool)
        #expect(arabic.decimal == nil)
        #expect(arabic.unixDate == nil)
        #expect(arabic.string == "٣٤ items")
        let fullwidth = Coercion(JSONValue.string("price ５"))
        #expect(fullwidth.number == 0)
        #expect(Coercion(JSONValue.string("x٣5y")).number == 0)
        #expect(Coercion(JSONValue.string("5٣")).number == 5)
        #expect(Coercion(JSONValue.string("5٣")).decimal == 5)
        #expect(Coercion(JSONValue.string("no digits here")).number == nil)
    }

    @Test func combiningMarksAroundDigitsAreStripped() throws {
        #expect(try String(#require(CleanedText("5\u{301}")).text) == "5")
        #expect(Coercion(JSONValue.string("5\u{301}")).number == 5)
        #expect(Coercion(JSONValue.string("👍🏽12👍🏽")).number == 12)
    }
}
