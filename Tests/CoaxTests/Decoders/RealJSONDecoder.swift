import Foundation
import Testing

@testable import Coax

/// The oracle of the differential tests: Foundation's `JSONDecoder` run directly on a value's
/// whole JSON text, and the check that a ``DecoderCell`` names the same outcome.
enum RealJSONDecoder {
    /// What the real decoder gave: a value in a form that compares exactly, or the error.
    enum Outcome: Equatable, CustomStringConvertible {
        case bool(Bool)
        case integer(String)
        case double(UInt64)
        case float(UInt32)
        case decimal(String)
        case string(String)
        case url(String)
        case uuid(String)
        case date(String)
        case failure(DecodingErrorCase, typeName: String?, message: String)

        var description: String {
            switch self {
            case .bool(let value): "\(value)"
            case .integer(let text), .decimal(let text), .url(let text), .uuid(let text), .date(let text): text
            case .double(let bits): "\(Double(bitPattern: bits)) (Double)"
            case .float(let bits): "\(Float(bitPattern: bits)) (Float)"
            case .string(let text): text.debugDescription
            case .failure(let errorCase, let typeName, let message): "\(errorCase)(\(typeName ?? "-")): \(message)"
            }
        }
    }

    static func decoder(for target: DecodingTarget) -> JSONDecoder {
        let decoder = JSONDecoder()
        switch target {
        case .dateSecondsSince1970: decoder.dateDecodingStrategy = .secondsSince1970
        case .dateMillisecondsSince1970: decoder.dateDecodingStrategy = .millisecondsSince1970
        case .dateISO8601: decoder.dateDecodingStrategy = .iso8601
        case .dateRFC1123: decoder.dateDecodingStrategy = .formatted(DateFormats.rfc1123)
        case .dateTwitter: decoder.dateDecodingStrategy = .formatted(DateFormats.twitter)
        default: break
        }
        return decoder
    }

    /// Decodes `json` (one whole JSON value) as `target`.
    static func outcome(_ target: DecodingTarget, json: Data) -> Outcome {
        let decoder = decoder(for: target)
        do {
            switch target {
            case .bool: return .bool(try decoder.decode(Bool.self, from: json))
            case .int: return .integer("\(try decoder.decode(Int.self, from: json))")
            case .int64: return .integer("\(try decoder.decode(Int64.self, from: json))")
            case .uint64: return .integer("\(try decoder.decode(UInt64.self, from: json))")
            case .double: return .double(try decoder.decode(Double.self, from: json).bitPattern)
            case .float: return .float(try decoder.decode(Float.self, from: json).bitPattern)
            case .decimal: return .decimal(try decoder.decode(Decimal.self, from: json).description)
            case .string: return .string(try decoder.decode(String.self, from: json))
            case .url: return .url(try decoder.decode(URL.self, from: json).absoluteString)
            case .uuid: return .uuid(try decoder.decode(UUID.self, from: json).uuidString)
            case .dateSecondsSince1970, .dateMillisecondsSince1970, .dateISO8601, .dateRFC1123, .dateTwitter:
                return .date(ExactText.date(try decoder.decode(Date.self, from: json)).text)
            }
        } catch let error as DecodingError {
            let failure = DecoderFailure(error)
            return .failure(failure.errorCase, typeName: failure.typeName, message: failure.message)
        } catch {
            return .failure(.dataCorrupted, typeName: nil, message: "\(error)")
        }
    }

    /// The outcome a cell names, read back from its JSON text (so that the exact text is checked
    /// to read back as the very value the decoder gave).
    static func outcome(of cell: DecoderCell, _ target: DecodingTarget) -> Outcome? {
        switch cell {
        case .pending:
            return nil
        case .failure(let failure):
            return .failure(failure.errorCase, typeName: failure.typeName, message: failure.message)
        case .value(let value):
            let json = value.json
            let unquoted = { () -> String in
                (try? JSONDecoder().decode(String.self, from: Data(json.utf8))) ?? "<not a JSON string: \(json)>"
            }
            switch target {
            case .bool: return json == "true" ? .bool(true) : json == "false" ? .bool(false) : nil
            case .int: return Int(json).map { .integer("\($0)") }
            case .int64: return Int64(json).map { .integer("\($0)") }
            case .uint64: return UInt64(json).map { .integer("\($0)") }
            case .double: return Double(json).map { .double($0.bitPattern) }
            case .float: return Float(json).map { .float($0.bitPattern) }
            case .decimal: return Decimal(string: unquoted()).map { .decimal($0.description) }
            case .string: return .string(unquoted())
            case .url: return .url(unquoted())
            case .uuid: return .uuid(unquoted())
            case .dateSecondsSince1970, .dateMillisecondsSince1970, .dateISO8601, .dateRFC1123, .dateTwitter:
                return .date(unquoted())
            }
        }
    }

    /// Whether `cell` says what the real decoder says about `json`; a cut value must be the start
    /// of the real string. Records an issue naming `label` when not.
    @discardableResult
    static func check(
        _ cell: DecoderCell, _ target: DecodingTarget, json: Data, label: String,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) -> Bool {
        let real = outcome(target, json: json)
        guard let claimed = outcome(of: cell, target) else {
            Issue.record("\(label) \(target.name): the cell is \(cell), real: \(real)", sourceLocation: sourceLocation)
            return false
        }
        if let value = cell.value, value.isCut {
            let matches: Bool
            switch (claimed, real) {
            case (.string(let start), .string(let whole)): matches = whole.hasPrefix(start)
            case (.url(let start), .url(let whole)): matches = whole.hasPrefix(start.dropLast(8))
            default: matches = false
            }
            if !matches {
                Issue.record(
                    "\(label) \(target.name): cut \(claimed) is not the start of \(real)",
                    sourceLocation: sourceLocation)
            }
            return matches
        }
        if claimed != real {
            Issue.record("\(label) \(target.name): \(claimed) ≠ real \(real)", sourceLocation: sourceLocation)
            return false
        }
        return true
    }
}
