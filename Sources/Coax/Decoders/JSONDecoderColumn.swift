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
        let decoder = decoder(for: target)
        do {
            switch target {
            case .bool:
                return .value(writer.bool(try decoder.decode(Bool.self, from: data), why: "a JSON Boolean"))
            case .int:
                return .value(writer.integer(try decoder.decode(Int.self, from: data)))
            case .int64:
                return .value(writer.integer(try decoder.decode(Int64.self, from: data)))
            case .uint64:
                return .value(writer.integer(try decoder.decode(UInt64.self, from: data)))
            case .double:
                return .value(writer.double(try decoder.decode(Double.self, from: data)))
            case .float:
                return .value(writer.float(try decoder.decode(Float.self, from: data)))
            case .decimal:
                return .value(writer.decimal(try decoder.decode(Decimal.self, from: data)))
            case .string:
                return .value(writer.string(try decoder.decode(String.self, from: data), isCut: isCut, why: "the text"))
            case .url:
                return .value(writer.url(try decoder.decode(URL.self, from: data), input: input, isCut: isCut))
            case .uuid:
                return .value(writer.uuid(try decoder.decode(UUID.self, from: data), input: input))
            case .dateRFC1123, .dateTwitter:
                // Text the formatter would stop the program on is never a date in these ASCII
                // formats: JSONDecoder's answer when its formatter finds none, without asking it.
                if let text = try? plain.decode(String.self, from: data), !DateFormats.formatterCanRead(text) {
                    return .failure(
                        DecoderFailure(
                            errorCase: .dataCorrupted,
                            message: "Date string does not match format expected by formatter."))
                }
                return .value(writer.date(try decoder.decode(Date.self, from: data), target: target))
            case .dateSecondsSince1970, .dateMillisecondsSince1970, .dateISO8601:
                return .value(writer.date(try decoder.decode(Date.self, from: data), target: target))
            }
        } catch let error as DecodingError {
            return .failure(DecoderFailure(error))
        } catch {
            return .failure(DecoderFailure(errorCase: .dataCorrupted, message: "\(error)"))
        }
    }
}
