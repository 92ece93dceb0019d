import Foundation
import Testing

@testable import Coax

/// Whole seconds since 1970 as UTC calendar text, the one conversion the coercion reasons, the
/// decoder columns and the sample generators share.
@Suite struct CivilTimeTests {
    /// Foundation switches to the Julian calendar before 15 October 1582; CivilTime stays
    /// Gregorian, so they are compared from then on.
    @Test func matchesFoundationsGregorianCalendarFrom1582To2370() throws {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withFullDate, .withTime, .withColonSeparatorInTime, .withDashSeparatorInDate]
        formatter.timeZone = TimeZone(identifier: "UTC")
        var generator = SystemRandomNumberGenerator()
        let gregorianStart: Int64 = -12_219_292_800
        let end: Int64 = 12_622_780_800
        // Day boundaries, leap days (2000-02-29, 1900-03-01), then random seconds.
        var samples: [Int64] = [0, -1, 86_399, 86_400, -86_400, -86_401, 951_782_400, -2_203_891_200, gregorianStart]
        for _ in 0..<2_000 { samples.append(Int64.random(in: gregorianStart...end, using: &generator)) }
        for seconds in samples {
            let expected = formatter.string(from: Date(timeIntervalSince1970: TimeInterval(seconds)))
            #expect(CivilTime(secondsSince1970: seconds).text == expected, "\(seconds)")
        }
    }

    @Test func yearsOutsideFourDigitsUseTheExpandedForm() {
        #expect(CivilTime(secondsSince1970: 253_402_300_800).text == "+10000-01-01T00:00:00")
        #expect(CivilTime(secondsSince1970: -62_167_219_201).text == "-0001-12-31T23:59:59")
        #expect(CivilTime(secondsSince1970: -62_167_219_200).text == "0000-01-01T00:00:00")
    }

    @Test func theExtremesOfInt64DoNotOverflow() {
        let latest = CivilTime(secondsSince1970: .max)
        let earliest = CivilTime(secondsSince1970: .min)
        #expect(latest.year == 292_277_026_596)
        #expect(earliest.year == -292_277_022_657)
        #expect((0..<86_400).contains(earliest.secondOfDay))
    }
}
