@testable import Coax

/// The coercion report on every value of a document (the first 100): it is the same whether read
/// from the parsed document or from its owned value, its JSON rendering is valid JSON, and its
/// table is safe for a terminal. The decoder columns on the first values: the bounded comparison,
/// completed, is the complete one.
enum CoercionCheck {
    static let unconvertible: JSONValue = -1

    static func run(_ input: [UInt8]) throws(FuzzFailure) {
        guard let document = try? JSONDocument(parsing: input) else { return }
        var reported = 0
        for index in 0..<document.tapeCount {
            guard reported < 100 else { break }
            guard let node = document.node(atTapeIndex: index) else { continue }
            reported += 1
            let value = node.jsonValue
            for (marker, limit) in [(nil, 8), (unconvertible, nil)] as [(JSONValue?, Int?)] {
                let fromNode = CoercionReport(node, unconvertibleMarker: marker, elementLimit: limit)
                let fromValue = CoercionReport(value, unconvertibleMarker: marker, elementLimit: limit)
                let text = fromNode.jsonText(path: "$")
                try expect(
                    text == fromValue.jsonText(path: "$"),
                    "the report on the document's value at \(index) is \(shown(text)), on its owned value \(shown(fromValue.jsonText(path: "$")))"
                )
                try expect(
                    (try? JSONDocument(parsing: text)) != nil, "the report's JSON does not parse: \(shown(text))")
                try TerminalTextCheck.expectSafe(fromNode.table(path: "$"), lines: true, "the report's table")
                for entry in fromNode.entries {
                    try TerminalTextCheck.expectSafe(entry.why, "the reason of \(entry.method)")
                }
            }
            if reported <= 4 {
                let bounded = DecoderComparison(node, byteLimit: 64).completed(for: node)
                let complete = DecoderComparison(node)
                try expect(
                    bounded.rows == complete.rows,
                    "the bounded decoder comparison at \(index), completed, differs from the complete one")
                let withDecoders = CoercionReport(node, elementLimit: 8).jsonText(path: "$", decoders: complete)
                try expect(
                    (try? JSONDocument(parsing: withDecoders)) != nil,
                    "the report's JSON with decoders does not parse: \(shown(withDecoders))")
            }
        }
    }
}
