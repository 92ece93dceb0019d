import Foundation

/// An integer read from a number literal: its sign and magnitude.
struct SimulatedInteger {
    var negative: Bool
    var magnitude: UInt64

    /// The value in decimal, as Swift prints it.
    var text: String { negative && magnitude != 0 ? "-\(magnitude)" : String(magnitude) }
}

extension DecodeSimulation {
    /// A fixed-width integer: an integer literal that fits; a literal with a fraction or an
    /// exponent read as a `Double` that the type holds exactly (`1.0`, `1e3`). Anything else is
    /// the empty-codingPath `dataCorrupted`.
    func integer(_ width: IntegerWidth, at index: Int) throws(SimulationStop) -> SimulatedInteger {
        let kind = reader.kind(at: index)
        guard kind == .number else {
            throw kind == .null ? null(width.name, at: index) : mismatch(width.name, at: index)
        }
        let literal = reader.numberLiteral(at: index)
        if let parsed = Self.integerLiteral(literal) {
            guard let value = parsed, value.magnitude <= width.maximumMagnitude(negative: value.negative) else {
                throw notRepresentable(at: index)
            }
            return value
        }
        guard let double = Self.parseDouble(literal), width.holdsExactly(double) else {
            throw notRepresentable(at: index)
        }
        // Past 2^53 JSONDecoder keeps the literal's own digits (`9007199254740993.0` is
        // 9007199254740993), which only a raw-valued enum's match and message can tell.
        if double.magnitude >= 9_007_199_254_740_992,
            let exact = Decimal(string: String(decoding: literal, as: UTF8.self), locale: Self.posix),
            let magnitude = UInt64(exact.magnitude.description)
        {
            return SimulatedInteger(negative: exact < 0, magnitude: magnitude)
        }
        if double < 0 { return SimulatedInteger(negative: true, magnitude: UInt64(-double)) }
        return SimulatedInteger(negative: false, magnitude: UInt64(double))
    }

    /// Sign and magnitude of a literal made of an optional `-` and digits only; nil for other
    /// literals; `.some(nil)` for a magnitude past `UInt64.max`, which no width holds.
    static func integerLiteral(_ literal: UnsafeBufferPointer<UInt8>) -> SimulatedInteger?? {
        var position = 0
        let negative = literal.first == UInt8(ascii: "-")
        if negative { position = 1 }
        var magnitude: UInt64 = 0
        var overflow = false
        while position < literal.count {
            let digit = literal[position] &- 0x30
            guard digit < 10 else { return nil }
            let (times, multiplyOverflow) = magnitude.multipliedReportingOverflow(by: 10)
            let (sum, addOverflow) = times.addingReportingOverflow(UInt64(digit))
            if multiplyOverflow || addOverflow { overflow = true }
            magnitude = sum
            position += 1
        }
        if overflow { return .some(nil) }
        return SimulatedInteger(negative: negative, magnitude: magnitude)
    }

    static func parseDouble(_ literal: UnsafeBufferPointer<UInt8>) -> Double? {
        if let fast = NumberLiteralReader.double(literal) { return fast }
        return Double(String(decoding: literal, as: UTF8.self))
    }

    /// Whether the literal's digits before any exponent are all zero (so that a zero result is
    /// not an underflow).
    static func isZeroLiteral(_ literal: UnsafeBufferPointer<UInt8>) -> Bool {
        for byte in literal {
            if byte | 0x20 == UInt8(ascii: "e") { break }
            if byte >= UInt8(ascii: "1") && byte <= UInt8(ascii: "9") { return false }
        }
        return true
    }

    static func foundText(_ kind: TapeEntry.Kind) -> String {
        switch kind {
        case .string, .key: "a string"
        case .number: "number"
        case .true, .false: "bool"
        case .arrayOpen, .arrayClose: "an array"
        case .objectOpen, .objectClose: "a dictionary"
        case .null: "null"
        }
    }

    private func numberLiteral(at index: Int, type: String) throws(SimulationStop) -> UnsafeBufferPointer<UInt8> {
        let kind = reader.kind(at: index)
        guard kind == .number else {
            throw kind == .null ? null(type, at: index) : mismatch(type, at: index)
        }
        return reader.numberLiteral(at: index)
    }

    /// A `Double`: finite, and not a nonzero literal that underflows to zero.
    func double(at index: Int, type: String, nullType: String? = nil) throws(SimulationStop) -> Double {
        if let nullType, reader.kind(at: index) == .null { throw null(nullType, at: index) }
        let literal = try numberLiteral(at: index, type: type)
        guard let value = Self.parseDouble(literal), value.isFinite, value != 0 || Self.isZeroLiteral(literal) else {
            throw notRepresentable(at: index)
        }
        return value
    }

    func float(at index: Int) throws(SimulationStop) {
        let literal = try numberLiteral(at: index, type: "Float")
        guard let value = Float(String(decoding: literal, as: UTF8.self)), value.isFinite,
            value != 0 || Self.isZeroLiteral(literal)
        else { throw notRepresentable(at: index) }
    }

    /// A `Decimal`: its mismatch carries an empty description, as `JSONDecoder`'s does.
    func decimal(at index: Int) throws(SimulationStop) {
        let kind = reader.kind(at: index)
        guard kind == .number else {
            if kind == .null { throw null("Decimal", at: index) }
            throw SimulationStop(.typeMismatch, expected: "Decimal", "", at: index)
        }
        let literal = reader.numberLiteral(at: index)
        // A literal without an exponent and with at most 38 digits always fits (Decimal holds 38
        // digits and exponents from -128); only others are parsed.
        if literal.count <= 38, !literal.contains(where: { $0 | 0x20 == UInt8(ascii: "e") }) { return }
        guard let value = Decimal(string: String(decoding: literal, as: UTF8.self), locale: Self.posix), !value.isNaN
        else { throw notRepresentable(at: index) }
    }

    static let posix = Locale(identifier: "en_US_POSIX")

    func date(_ strategy: DecodeStrategies.Dates, at index: Int) throws(SimulationStop) {
        switch strategy {
        case .deferredToDate, .secondsSince1970, .millisecondsSince1970:
            _ = try double(at: index, type: "Double", nullType: "Date")
        case .iso8601:
            // The canonical shape with fields in range is read from its bytes; anything else as
            // JSONDecoder reads it, with the formatter.
            if reader.kind(at: index) == .string, !reader.hasEscapes(at: index),
                CanonicalISO8601.isCertainlyReadable(reader.rawString(at: index))
            {
                return
            }
            let text = try dateText(at: index)
            guard (try? Date.ISO8601FormatStyle().parse(text)) != nil else {
                var stop = SimulationStop(.dataCorrupted, "Expected date string to be ISO8601-formatted.", at: index)
                stop.omitsOwnCodingKey = true
                throw stop
            }
        case .formatted:
            let text = try dateText(at: index)
            guard DateFormats.formatterCanRead(text), dateFormatter?.date(from: text) != nil else {
                throw SimulationStop(
                    .dataCorrupted, "Date string does not match format expected by formatter.", at: index)
            }
        }
    }

    private func dateText(at index: Int) throws(SimulationStop) -> String {
        let kind = reader.kind(at: index)
        guard kind == .string else {
            throw kind == .null ? null("Date", at: index) : mismatch("String", at: index)
        }
        return reader.decodedString(at: index)
    }

    func data(_ encoding: DecodeStrategies.DataEncoding, at index: Int) throws(SimulationStop) {
        let kind = reader.kind(at: index)
        if kind == .null { throw null("Data", at: index) }
        switch encoding {
        case .base64:
            guard kind == .string else { throw mismatch("String", at: index) }
            guard Data(base64Encoded: reader.decodedString(at: index)) != nil else {
                throw SimulationStop(.dataCorrupted, "Encountered Data is not valid Base64.", at: index)
            }
        case .deferredToData:
            try decode(.array(.integer(IntegerWidth(name: "UInt8", isSigned: false, bits: 8))), at: index)
        }
    }
}
