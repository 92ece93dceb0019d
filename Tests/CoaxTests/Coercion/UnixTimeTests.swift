import Foundation
import Testing

@testable import Coax

/// ISO 8601 text of Unix times, written from the exact seconds.
@Suite struct UnixTimeTests {
    @Test(arguments: [
        ("1", "1970-01-01T00:00:01Z"), ("1415162234", "2014-11-05T04:37:14Z"), ("-1", "1969-12-31T23:59:59Z"),
        ("-1.5", "1969-12-31T23:59:58.5Z"), ("0.0000001", "1970-01-01T00:00:00.0000001Z"),
        ("-0.0000001", "1969-12-31T23:59:59.9999999Z"), ("951782400", "2000-02-29T00:00:00Z"),
        ("253402300799", "9999-12-31T23:59:59Z"), ("253402300800", "+10000-01-01T00:00:00Z"),
        ("-62135596800", "0001-01-01T00:00:00Z"), ("-62167219200", "0000-01-01T00:00:00Z"),
        ("-62167219201", "-0001-12-31T23:59:59Z"), ("1415250000.34642456", "2014-11-06T05:00:00.34642456Z"),
        ("86400", "1970-01-02T00:00:00Z"), ("-86400", "1969-12-31T00:00:00Z"),
    ])
    func iso8601FromExactSeconds(seconds: String, iso: String) throws {
        let time = UnixTime(seconds: try #require(DecimalDigits(literal: seconds)))
        #expect(time.iso8601 == iso)
        #expect(time.seconds == seconds)
    }

    @Test func datesMatchFoundation() throws {
        let time = UnixTime(seconds: try #require(DecimalDigits(literal: "1415162234.5")))
        #expect(time.date == Date(timeIntervalSince1970: 1_415_162_234.5))
        let formatter = ISO8601DateFormatter()
        #expect(formatter.string(from: time.date) == "2014-11-05T04:37:14Z")
    }

    @Test func farDatesSayTheyHaveNoCalendarDate() throws {
        let far = UnixTime(seconds: try #require(DecimalDigits(literal: "1e100")))
        #expect(far.iso8601 == "beyond any calendar date")
        #expect(far.date.timeIntervalSince1970 == 1e100)
    }

    @Test func longFractionsAreCut() throws {
        let time = UnixTime(seconds: try #require(DecimalDigits(literal: "1.12345678901234567890123")))
        #expect(time.iso8601 == "1970-01-01T00:00:01.123456789012345678…Z")
    }

    @Test func theEpochIsTheForcedFallback() {
        #expect(UnixTime.epoch.iso8601 == "1970-01-01T00:00:00Z")
        #expect(UnixTime.epoch.seconds == "0")
        #expect(UnixTime.epoch.date == Date(timeIntervalSince1970: 0))
    }
}
