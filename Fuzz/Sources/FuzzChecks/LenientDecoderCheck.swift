import Coax
import Foundation

/// The lenient decoder into nested models, under every policy: it never traps, decoding a parsed
/// document and decoding its bytes agree, and whatever Foundation's `JSONDecoder` decodes
/// (strictly), the lenient decoder decodes to the same value.
enum LenientDecoderCheck {
    struct Order: Codable, Equatable {
        var id: Int
        var number: String?
        var paid: Bool
        var total: Double?
        var quantity: UInt8?
        var customer: Customer?
        var lines: [Line]
        var tags: [String]?
        var attributes: [String: Int]?
        var notes: [[String?]]?
    }

    struct Customer: Codable, Equatable {
        var name: String
        var age: Int16?
        var vip: Bool?
        var address: Address?
    }

    struct Address: Codable, Equatable {
        var city: String?
        var zip: Int?
        var lines: [String]
    }

    struct Line: Codable, Equatable {
        var sku: String
        var price: Double
        var count: Int64?
        var options: [String: String]?
        var kind: Kind?
    }

    enum Kind: String, Codable, Equatable {
        case physical, digital
    }

    /// Dates and decimals, whose readings are the lenient decoder's own (no strict comparison).
    struct Event: Decodable {
        var at: Date
        var price: Decimal?
        var url: URL?
        var next: [Event]?
        var values: [Int]?
    }

    static let decoders: [LenientDecoder] = [
        LenientDecoder(),
        LenientDecoder(
            nonOptionalPolicy: .forcedFallback, optionalPolicy: .throwWhenUnconvertible, arrayElementPolicy: .failArray,
            keyDecodingStrategy: .convertFromSnakeCase, dateDecodingStrategy: .iso8601),
        LenientDecoder(nonOptionalPolicy: .forcedFallback, arrayElementPolicy: .dropElement),
    ]

    /// Whether an object anywhere in the document repeats a key (as Swift strings compare, which
    /// is how Foundation matches keys). Foundation's `JSONDecoder` reads the first of the repeats
    /// and the lenient decoder, like every Coax lookup, the last: there the two rightly differ.
    static func repeatsAKey(_ root: JSONNode) -> Bool {
        var pending = [root]
        while let node = pending.popLast() {
            if let members = node.members {
                var keys = Set<String>()
                for (key, value) in members {
                    guard keys.insert(key).inserted else { return true }
                    pending.append(value)
                }
            } else if let elements = node.elements {
                pending.append(contentsOf: elements)
            }
        }
        return false
    }

    static func run(_ input: [UInt8]) throws(FuzzFailure) {
        guard let document = try? JSONDocument(parsing: input) else { return }
        let strict = try? JSONDecoder().decode(Order.self, from: Data(input))
        for (index, decoder) in decoders.enumerated() {
            let fromNode = try? decoder.decode(Order.self, from: document.root)
            let fromBytes = try? decoder.decode(Order.self, from: input)
            try expect(
                fromNode == fromBytes,
                "decoder \(index) reads \(shown(fromNode as Any)) from the document, \(shown(fromBytes as Any)) from its bytes"
            )
            if index == 0, let strict, !repeatsAKey(document.root) {
                try expect(
                    fromNode == strict,
                    "JSONDecoder reads \(shown(strict)), the lenient decoder \(shown(fromNode as Any))")
            }
            var log = CoercionLog()
            _ = try? decoder.decode(Order.self, from: document.root, log: &log)
            _ = try? decoder.decode([Event].self, from: document.root)
            _ = try? decoder.decode(Event.self, from: document.root)
            _ = try? decoder.decode([String: [Line?]].self, from: document.root)
        }
    }
}
