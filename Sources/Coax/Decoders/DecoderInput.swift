import Foundation

/// One JSON value as a decoder sees it, decoded as whichever type is asked: the comparison's
/// decoder columns differ only here, so each target's type and rendering are chosen once
/// (``DecodedValueWriter/value(_:decoding:input:isCut:)``).
///
/// ```swift
/// var input = JSONDecoderInput(decoder: JSONDecoder(), data: Data("5".utf8))
/// try input.decode(Int.self)   // 5
/// ```
protocol DecoderInput {
    /// The value decoded as `type`.
    ///
    /// - Throws: what the decoder throws: a `DecodingError`, or another error it reports.
    mutating func decode<Value: Decodable>(_ type: Value.Type) throws -> Value
}

/// Foundation's `JSONDecoder` on the bytes of one value.
struct JSONDecoderInput: DecoderInput {
    let decoder: JSONDecoder
    let data: Data

    func decode<Value: Decodable>(_ type: Value.Type) throws -> Value {
        try decoder.decode(type, from: data)
    }
}

/// ``LenientDecoder`` on one node, keeping its coercion log.
struct LenientDecoderInput: DecoderInput {
    let decoder: LenientDecoder
    let node: JSONNode
    /// What the decoder coerced, over every `decode` so far.
    var log = CoercionLog()

    mutating func decode<Value: Decodable>(_ type: Value.Type) throws -> Value {
        try decoder.decode(type, from: node, log: &log)
    }
}
