import Foundation

/// Foundation's `JSONDecoder` (default options, and each date strategy) on one value.
enum JSONDecoderColumn {
    private static let plain = JSONDecoder()
    private static let seconds = decoder(.secondsSince1970)
    private static let milliseconds = decoder(.millisecondsSince1970)
    private static let iso8601 = decoder(.iso8601)
    private static let rfc1123 = decoder(.formatted(DateFormats.rfc1123))
    private static let twitter = decoder(.formatted(DateFormats.twitter))

    private static func decoder(_ strategy: JSONDecoder.DateDecodingStrategy) -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = strategy
        return decoder
    }

    /// The decoder used for `target`: the default one, or one with its date strategy.
    static func decoder(for target: DecodingTarget) -> JSONDecoder {
        switch target {
        case .dateSecondsSince1970: seconds
        case .dateMillisecondsSince1970: milliseconds
        case .dateISO8601: iso8601
        case .dateRFC1123: rfc1123
        case .dateTwitter: twitter
        default: plain
        }
    }

    /// What `JSONDecoder` gives for `json` (one JSON value) as `target`. `input` is the string the
    /// JSON holds, if any, to say when a URL or UUID comes out written differently.
    static func cell(
        _ target: DecodingTarget, json: [UInt8], writer: DecodedValueWriter, input: String?, isCut: Bool
    ) -> DecoderCell {
        let data = Data(json)
        var decoderInput = JSONDecoderInput(decoder: decoder(for: target), data: data)
        do {
            if target == .dateRFC1123 || target == .dateTwitter,
                let text = try? plain.decode(String.self, from: data), !DateFormats.formatterCanRead(text)
            {
                // Text the formatter would stop the program on is never a date in these ASCII
                // formats: JSONDecoder's answer when its formatter finds none, without asking it.
                return .failure(
                    DecoderFailure(
                        errorCase: .dataCorrupted, message: "Date string does not match format expected by formatter."))
            }
            return .value(try writer.value(target, decoding: &decoderInput, text: input, isCut: isCut))
        } catch {
            return .failure(DecoderFailure(thrown: error))
        }
    }
}
