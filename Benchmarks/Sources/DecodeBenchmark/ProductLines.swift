import Foundation

/// Writes JSON Lines of shop products shaped as `SampleData/AppModels/Product.swift` declares
/// them (snake-case keys, ISO 8601 dates), deterministic for a seed. One record in eight breaks
/// the model as real feeds do (a price as a string, a missing category, a stock of -1, an unknown
/// category, a bad date: one in forty each); the others decode. About 275 bytes per record.
///
/// ```swift
/// var lines = ProductLines(seed: 2026)
/// let count = try lines.write(bytes: 100_000_000, to: "products.jsonl")   // ≈ 363,000 records
/// ```
struct ProductLines {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed &* 0x9E37_79B9_7F4A_7C15 | 1
    }

    /// The next pseudo-random number below `bound` (xorshift64*).
    private mutating func next(_ bound: Int) -> Int {
        state ^= state >> 12
        state ^= state << 25
        state ^= state >> 27
        return Int((state &* 0x2545_F491_4F6C_DD1D) >> 33) % bound
    }

    private static let names = [
        "Green Tea", "Earl Grey", "Espresso Beans", "Decaf Beans", "Gooseneck Kettle", "Matcha Whisk",
    ]
    private static let categories = ["tea", "coffee", "accessories"]
    private static let tags = ["organic", "fair-trade", "new", "bestseller", "gift", "limited"]

    /// One record's JSON text (no newline).
    mutating func record(_ number: Int) -> String {
        let cents = 100 + next(9_900)
        var price = "\(cents / 100).\(String(format: "%02d", cents % 100))"
        var category = "\"\(Self.categories[next(3)])\""
        var stock = String(next(500))
        var updated = "\"2024-0\(1 + next(9))-1\(next(10))T0\(next(10)):\(10 + next(50)):00Z\""
        var categoryMember = #","category":"# + category
        switch next(40) {
        case 0: price = "\"\(price)\""
        case 1: categoryMember = ""
        case 2: stock = "-1"
        case 3:
            category = "\"gift_cards\""
            categoryMember = #","category":"# + category
        case 4: updated = "\"2024-06-11 10:15:00\""
        default: break
        }
        let tags = (0..<next(4)).map { _ in "\"\(Self.tags[next(Self.tags.count)])\"" }.joined(separator: ",")
        let name = Self.names[next(Self.names.count)]
        return #"{"id":\#(number),"sku":"SKU-\#(10_000 + next(89_999))","name":"\#(name) \#(next(1000))g","#
            + #""price":\#(price),"currency":"EUR","stock":\#(stock)\#(categoryMember),"tags":[\#(tags)],"#
            + #""updated_at":\#(updated),"rating":\#(next(50) / 10).\#(next(10)),"description":"#
            + #""Hand-picked, packed in the shop, shipped within two working days."}"#
    }

    /// Writes records until `bytes` are written; returns the record count.
    mutating func write(bytes: Int, to path: String) throws -> Int {
        guard FileManager.default.createFile(atPath: path, contents: nil) else {
            throw CocoaError(.fileWriteNoPermission)
        }
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        defer { try? handle.close() }
        var written = 0
        var count = 0
        var chunk: [UInt8] = []
        chunk.reserveCapacity(1 << 20)
        while written < bytes {
            chunk += Array(record(count).utf8)
            chunk.append(UInt8(ascii: "\n"))
            count += 1
            if chunk.count >= 1 << 20 || written + chunk.count >= bytes {
                try handle.write(contentsOf: chunk)
                written += chunk.count
                chunk.removeAll(keepingCapacity: true)
            }
        }
        return count
    }
}
