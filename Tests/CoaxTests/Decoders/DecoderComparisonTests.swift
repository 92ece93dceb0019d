import Foundation
import Testing

@testable import Coax

/// What the decoders report says for the values users trip on.
@Suite struct DecoderComparisonTests {
    static func comparison(_ json: String) throws -> DecoderComparison {
        DecoderComparison(try JSONDocument(parsing: json).root)
    }

    @Test func aPriceSentAsTextFailsInJSONDecoderAndReadsInLenientDecoder() throws {
        let price = try Self.comparison(#""12.90""#)
        for target in [DecodingTarget.double, .decimal, .float, .int] {
            #expect(price[target]?.jsonDecoder.failure?.errorCase == .typeMismatch)
        }
        #expect(price[.double]?.jsonDecoder.failure?.message == "Expected to decode Double but found a string instead.")
        #expect(price[.double]?.lenientDecoder.value?.text == "12.9")
        #expect(price[.double]?.lenientDecoder.value?.isLossy == false)
        #expect(price[.decimal]?.lenientDecoder.value?.json == #""12.9""#)
        #expect(price[.decimal]?.lenientDecoder.value?.why == #""12.90" → 12.9"#)
        #expect(price[.int]?.lenientDecoder.value?.text == "12")
        #expect(price[.int]?.lenientDecoder.value?.isLossy == true)
        #expect(price[.string]?.jsonDecoder.value?.text == #""12.90""#)
        #expect(price[.string]?.lenientDecoder.value?.why == "read as it is")
    }

    @Test func aDoubleThatIsNotTheLiteralIsShownExactlyAndMarkedLossy() throws {
        let id = try Self.comparison("505874924095815681")
        #expect(id[.double]?.jsonDecoder.value?.text == "505874924095815680")
        #expect(id[.double]?.jsonDecoder.value?.isLossy == true)
        #expect(id[.double]?.lenientDecoder.value?.text == "505874924095815680")
        #expect(id[.int64]?.jsonDecoder.value?.text == "505874924095815681")
        #expect(id[.int64]?.jsonDecoder.value?.isLossy == false)
        #expect(id[.decimal]?.jsonDecoder.value?.text == "505874924095815681")
        #expect(id[.float]?.jsonDecoder.value?.text == "505874923298750464")
    }

    @Test(arguments: [
        ("12.90", "12.9", false), ("0.1", "0.1", false), ("1e2", "100", false), ("-0.0", "-0", false),
        ("9007199254740993", "9007199254740992", true), ("1e-5", "0.00001", false), ("4.9e-324", "5e-324", true),
        ("1.7976931348623157e308", "1.7976931348623157e308", false),
        ("18446744073709551616", "18446744073709551616", false),
    ])
    func doublesAreWrittenExactly(_ literal: String, _ text: String, _ lossy: Bool) throws {
        let value = try #require(try Self.comparison(literal)[.double]?.jsonDecoder.value)
        #expect(value.text == text)
        #expect(value.json == text)
        #expect(value.isLossy == lossy)
        #expect(Double(value.json) == Double(literal))
    }

    @Test func anISODateIsADateOnlyUnderTheISOStrategy() throws {
        let date = try Self.comparison(#""2013-01-10T07:58:30Z""#)
        #expect(date[.dateISO8601]?.jsonDecoder.value?.text == "2013-01-10T07:58:30Z")
        #expect(date[.dateISO8601]?.jsonDecoder.value?.json == #""2013-01-10T07:58:30Z""#)
        #expect(date[.dateSecondsSince1970]?.jsonDecoder.failure?.errorCase == .typeMismatch)
        #expect(date[.dateSecondsSince1970]?.jsonDecoder.failure?.typeName == "Double")
        #expect(date[.dateRFC1123]?.jsonDecoder.failure?.errorCase == .dataCorrupted)
        // Coax's unix-date rule reads the year as seconds: the report shows how.
        #expect(date[.dateSecondsSince1970]?.lenientDecoder.value?.text == "1970-01-01T00:33:33Z")
        #expect(date[.dateSecondsSince1970]?.lenientDecoder.value?.isLossy == true)
        #expect(date[.dateISO8601]?.lenientDecoder.value?.text == "2013-01-10T07:58:30Z")
    }

    @Test func formattedDatesReadTheirFormatInBothDecoders() throws {
        let twitter = try Self.comparison(#""Sun Aug 31 00:29:15 +0000 2014""#)
        #expect(twitter[.dateTwitter]?.jsonDecoder.value?.text == "2014-08-31T00:29:15Z")
        #expect(twitter[.dateTwitter]?.lenientDecoder.value?.text == "2014-08-31T00:29:15Z")
        #expect(
            twitter[.dateRFC1123]?.jsonDecoder.failure?.message
                == "Date string does not match format expected by formatter.")
        let rfc = try Self.comparison(#""Sun, 31 Aug 2014 00:29:15 GMT""#)
        #expect(rfc[.dateRFC1123]?.jsonDecoder.value?.text == "2014-08-31T00:29:15Z")
        #expect(rfc[.dateRFC1123]?.lenientDecoder.value?.text == "2014-08-31T00:29:15Z")
        let seconds = try Self.comparison("1409444955")
        #expect(seconds[.dateRFC1123]?.jsonDecoder.failure?.errorCase == .typeMismatch)
        #expect(seconds[.dateRFC1123]?.lenientDecoder.value?.text == "2014-08-31T00:29:15Z")
    }

    @Test func nullIsValueNotFoundExceptForBool() throws {
        let null = try Self.comparison("null")
        // JSONDecoder on this platform reports a type mismatch for Bool and valueNotFound for the rest.
        #expect(null[.bool]?.jsonDecoder.failure?.errorCase == .typeMismatch)
        #expect(null[.int]?.jsonDecoder.failure?.errorCase == .valueNotFound)
        #expect(null[.int]?.lenientDecoder.failure?.errorCase == .valueNotFound)
        #expect(null[.uuid]?.jsonDecoder.failure?.typeName == "String")
    }

    @Test func aNumberThatDoesNotFitIsDataCorruptedWithAMisleadingMessage() throws {
        let fraction = try Self.comparison("1.5")
        #expect(fraction[.int]?.jsonDecoder.failure?.errorCase == .dataCorrupted)
        #expect(fraction[.int]?.jsonDecoder.failure?.message == "The given data was not valid JSON.")
        #expect(fraction[.int]?.lenientDecoder.value?.text == "1")
        let tiny = try Self.comparison("1e-400")
        #expect(tiny[.int]?.jsonDecoder.value?.text == "0")
        #expect(tiny[.int]?.jsonDecoder.value?.isLossy == true)
        #expect(tiny[.double]?.jsonDecoder.failure?.errorCase == .dataCorrupted)
    }

    @Test func urlsAndUUIDsSayWhenTheirTextChanges() throws {
        let url = try Self.comparison(#""hello world""#)
        #expect(url[.url]?.jsonDecoder.value?.text == "hello%20world")
        #expect(url[.url]?.jsonDecoder.value?.why.contains("rewrote") == true)
        #expect(try Self.comparison(#""a b:c""#)[.url]?.jsonDecoder.failure?.message == "Invalid URL string.")
        let uuid = try Self.comparison(#""e621e1f8-c36c-495a-93fc-0c247a3e6e5f""#)
        #expect(uuid[.uuid]?.jsonDecoder.value?.text == "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")
        #expect(uuid[.uuid]?.lenientDecoder.value?.text == "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")
    }

    @Test func containersFailForEveryTarget() throws {
        for json in ["[1, 2]", #"{"a": 1}"#] {
            let comparison = try Self.comparison(json)
            for row in comparison.rows {
                #expect(row.jsonDecoder.failure?.errorCase == .typeMismatch, "\(json) \(row.target.name)")
                #expect(row.lenientDecoder.failure != nil, "\(json) \(row.target.name)")
            }
        }
    }

    @Test func aMissingKeyIsKeyNotFoundInBothDecoders() {
        let missing = DecoderComparison(missingKey: "price")
        for row in missing.rows {
            #expect(row.jsonDecoder.failure?.errorCase == .keyNotFound)
            #expect(row.lenientDecoder.failure?.errorCase == .keyNotFound)
        }
        #expect(
            missing[.double]?.jsonDecoder.failure?.message
                == #"No value associated with key CodingKeys(stringValue: "price", intValue: nil) ("price")."#)
    }

    @Test func lenientDecodersMissingKeyNamesThePathItWasAskedAt() throws {
        let missing = DecoderComparison(missingKey: "nope", at: try JSONPath(parsing: "$[0].actor.nope"))
        #expect(
            missing[.int]?.lenientDecoder.failure?.message
                == #"No value for key "nope" at $[0].actor.nope (Int expected)"#)
        #expect(
            DecoderComparison(missingKey: "nope")[.int]?.lenientDecoder.failure?.message
                == #"No value for key "nope" at $.nope (Int expected)"#)
    }

    @Test func lenientDecodersFarDateReadsTheSameDateInTheValueAndTheReason() throws {
        let far = try Self.comparison("505861505000000000")
        for target in [DecodingTarget.dateISO8601, .dateRFC1123, .dateTwitter] {
            let value = try #require(far[target]?.lenientDecoder.value)
            #expect(value.text == "+16030114922-08-10T14:13:20Z")
            #expect(value.why.hasSuffix("s → " + value.text), "\(value.why)")
        }
    }

    @Test func lenientDecodersDateSaysWhenItIsNotExactlyTheDateTheReasonReads() throws {
        let milliseconds = try #require(try Self.comparison(#""1700000000.6875""#)[.dateMillisecondsSince1970])
        let value = try #require(milliseconds.lenientDecoder.value)
        #expect(value.text == "1970-01-20T16:13:20.000687Z")
        #expect(
            value.why.hasSuffix(
                "→ 1970-01-20T16:13:20.0006875Z; the Date is not exactly that (shown to the microsecond)"))
        #expect(value.isLossy)
        let far = try #require(try Self.comparison("505874924095815681")[.dateISO8601]?.lenientDecoder.value)
        #expect(far.text == "+16030540156-10-28T13:41:20Z")
        #expect(
            far.why.hasSuffix(
                "s → +16030540156-10-28T13:41:21Z; the Date is not exactly that (shown to the microsecond)"))
        let exact = try #require(try Self.comparison("1700000000.6875")[.dateISO8601]?.lenientDecoder.value)
        #expect(
            exact.why == "1700000000.6875 s → 2023-11-14T22:13:20.6875Z", "a Date that is the reading says nothing more"
        )
    }

    @Test func textFromTheDocumentIsEscaped() throws {
        let control = try Self.comparison(#""a\u001bb""#)
        #expect(control[.string]?.jsonDecoder.value?.text == #""a\u001bb""#)
        #expect(control[.url]?.jsonDecoder.value?.text.unicodeScalars.contains { $0.value == 0x1B } == false)
        #expect(control[.int]?.lenientDecoder.failure?.message.unicodeScalars.contains { $0.value == 0x1B } == false)
    }

    @Test func everyTargetHasOneRowInOrder() throws {
        let comparison = try Self.comparison("7")
        #expect(comparison.rows.map(\.target) == DecodingTarget.allCases)
        #expect(
            DecodingTarget.allCases.map(\.name) == [
                "Bool", "Int", "Int64", "UInt64", "Double", "Float", "Decimal", "String", "URL", "UUID",
                "Date.secondsSince1970", "Date.millisecondsSince1970", "Date.iso8601", "Date.rfc1123", "Date.twitter",
            ])
        #expect(comparison.isComplete)
    }

    @Test(arguments: [
        (0.0, "1970-01-01T00:00:00Z"), (1415162234.25, "2014-11-05T04:37:14.25Z"), (-1.5, "1969-12-31T23:59:58.5Z"),
        (951782400, "2000-02-29T00:00:00Z"), (-62135596800, "0001-01-01T00:00:00Z"),
        (-62135596801, "0000-12-31T23:59:59Z"),
        (-62167219201, "-0001-12-31T23:59:59Z"), (253402300800, "+10000-01-01T00:00:00Z"),
        (1.0000004, "1970-01-01T00:00:01Z"),
    ])
    func datesAreWrittenInISO8601(_ seconds: Double, _ text: String) {
        #expect(ExactText.date(Date(timeIntervalSince1970: seconds)).text == text)
    }

    /// From 1583 on, where Foundation's formatter uses the Gregorian calendar too (before, it
    /// switches to the Julian calendar; ISO 8601 and this text stay Gregorian).
    @Test func ordinaryDatesMatchFoundationsFormatter() {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2_000 {
            let seconds = Double(Int64.random(in: -12_212_553_600...253_402_300_799, using: &generator))
            let date = Date(timeIntervalSince1970: seconds)
            #expect(ExactText.date(date).text == formatter.string(from: date))
        }
    }
}
