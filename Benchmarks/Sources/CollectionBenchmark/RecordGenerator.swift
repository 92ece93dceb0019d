import Foundation

/// Writes API-like order records, deterministic for a seed: the same bytes on every machine, as
/// JSON Lines (one record per line) or as one JSON array of the same records (for comparison).
///
/// Prices, quantities and flags drift between strings and numbers as real APIs do, so the
/// records are what Coax is for. About 480 bytes per record: 1 GB holds about 2,100,000.
///
/// ```swift
/// try RecordGenerator(seed: 2026).write(bytes: 1_000_000_000, jsonLines: "r.jsonl", array: "r.json")
/// ```
struct RecordGenerator {
    var state: UInt64

    init(seed: UInt64) {
        state = seed &* 0x9E37_79B9_7F4A_7C15 | 1
    }

    /// The next pseudo-random number (xorshift64*).
    mutating func next(_ bound: Int) -> Int {
        state ^= state >> 12
        state ^= state << 25
        state ^= state >> 27
        return Int((state &* 0x2545_F491_4F6C_DD1D) >> 33) % bound
    }

    static let statuses = ["pending", "paid", "shipped", "delivered", "refunded"]
    static let currencies = ["EUR", "USD", "GBP", "CHF"]
    static let tags = ["gift", "express", "fragile", "b2b", "repeat", "promo", "eco"]

    /// One record's JSON text (no newline).
    mutating func record(_ number: Int) -> String {
        let cents = 100 + next(50_000)
        let price = "\(cents / 100).\(String(format: "%02d", cents % 100))"
        let priceText = next(4) == 0 ? "\"\(price)\"" : price
        let quantity = 1 + next(9)
        let quantityText = next(10) == 0 ? "\"\(quantity)\"" : String(quantity)
        let created = 1_400_000_000 + next(300_000_000)
        let createdText = next(3) == 0 ? "\"\(created)\"" : String(created)
        let vip = next(5) == 0 ? "\"true\"" : (next(2) == 0 ? "1" : "false")
        let customer = 10_000 + next(90_000)
        var items: [String] = []
        for item in 0..<(1 + next(3)) {
            let sku = "SKU-\(10_000 + next(89_999))"
            let unit = 50 + next(9_000)
            items.append(
                #"{"sku":"\#(sku)","line":\#(item + 1),"qty":\#(1 + next(4)),"unit_price":"\#(unit / 100).\#(String(format: "%02d", unit % 100))"}"#
            )
        }
        let tagCount = next(4)
        let tags = (0..<tagCount).map { _ in "\"\(Self.tags[next(Self.tags.count)])\"" }.joined(separator: ",")
        let discount = next(6) == 0 ? "null" : (next(2) == 0 ? "0" : "\"5%\"")
        return #"{"id":\#(number),"type":"order","status":"\#(Self.statuses[next(5)])","created_at":\#(createdText),"#
            + #""customer":{"id":"c-\#(customer)","name":"Customer \#(customer)","email":"c\#(customer)@example.com","vip":\#(vip)},"#
            + #""currency":"\#(Self.currencies[next(4)])","price":\#(priceText),"quantity":\#(quantityText),"discount":\#(discount),"#
            + #""items":[\#(items.joined(separator: ","))],"tags":[\#(tags)],"note":"deliver to the back door, ring twice"}"#
    }

    /// Writes records until `bytes` are written, to both files (the array only when `array` is
    /// given); returns the record count.
    mutating func write(bytes: Int, jsonLines: String, array: String?) throws -> Int {
        _ = FileManager.default.createFile(atPath: jsonLines, contents: nil)
        if let array { _ = FileManager.default.createFile(atPath: array, contents: nil) }
        guard let lines = FileHandle(forWritingAtPath: jsonLines) else { throw CocoaError(.fileWriteUnknown) }
        let elements = array.flatMap { FileHandle(forWritingAtPath: $0) }
        if array != nil, elements == nil { throw CocoaError(.fileWriteUnknown) }
        defer {
            try? lines.close()
            try? elements?.close()
        }
        var lineBuffer: [UInt8] = []
        var arrayBuffer: [UInt8] = [UInt8(ascii: "[")]
        var written = 0
        var count = 0
        while written < bytes {
            let text = record(count + 1)
            lineBuffer += text.utf8
            lineBuffer.append(UInt8(ascii: "\n"))
            if count > 0 { arrayBuffer += ",\n".utf8 }
            arrayBuffer += text.utf8
            written += text.utf8.count + 1
            count += 1
            if lineBuffer.count > 4_000_000 {
                try lines.write(contentsOf: lineBuffer)
                try elements?.write(contentsOf: arrayBuffer)
                lineBuffer.removeAll(keepingCapacity: true)
                arrayBuffer.removeAll(keepingCapacity: true)
            }
        }
        arrayBuffer += "]\n".utf8
        try lines.write(contentsOf: lineBuffer)
        try elements?.write(contentsOf: arrayBuffer)
        return count
    }
}
