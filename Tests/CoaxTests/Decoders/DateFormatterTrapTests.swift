import Foundation
import Testing

@testable import Coax

/// Foundation's `DateFormatter.date(from:)` stops the program ("Incorrect range") on some text
/// whose characters are not one UTF-16 unit each, such as `t` + U+0301 + `s`. Such text is never
/// a date in a fixed ASCII format, so neither decoder column nor the lenient decoder hands it to a
/// formatter: the lenient decoder reads it as no date, the JSONDecoder column reports the failure.
@Suite struct DateFormatterTrapTests {
    static let text = "t\u{301}su\u{301}st'\tng"

    @Test func theDecoderColumnsAnswerWithoutAskingTheFormatter() throws {
        let node = try JSONDocument(parsing: JSONWriter.compact.bytes(for: .string(Self.text))).root
        let comparison = DecoderComparison(node)
        for target in [DecodingTarget.dateRFC1123, .dateTwitter] {
            #expect(comparison[target]?.jsonDecoder.failure?.errorCase == .dataCorrupted, "\(target)")
            #expect(comparison[target]?.lenientDecoder.failure != nil, "\(target)")
        }
    }

    @Test func theLenientDecoderReadsNoDateWithAFormatter() throws {
        let decoder = LenientDecoder(dateDecodingStrategy: .formatted(DateFormats.rfc1123))
        let json = JSONWriter.compact.bytes(for: ["at": .string(Self.text)])
        struct Event: Decodable { var at: Date? }
        #expect(try decoder.decode(Event.self, from: json).at == nil)
    }
}
