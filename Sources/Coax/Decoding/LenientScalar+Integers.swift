/// Fixed-width integers: an integer literal that fits is read as-is, straight from the source
/// bytes; anything else goes through the integer-style reading (`Coercion.number`, saturating `Int64`), then into
/// the type's range, clamped or refused by ``LenientDecoder/IntegerOverflowPolicy``.
protocol LenientInteger: LenientScalar, FixedWidthInteger {}

extension LenientInteger {
    static func readAsIs(_ node: JSONNode, _ context: DecodingContext) -> Self? {
        NumberLiteralReader.integer(node, as: Self.self)
    }

    static func coerce(_ node: JSONNode, _ context: DecodingContext) -> Self? {
        let reading = IntegerReading(node)
        guard let wide = reading.number else { return nil }
        if context.integerOverflow == .fail, reading.loss.contains(.saturated) { return nil }
        if let exact = Self(exactly: wide) { return exact }
        return context.integerOverflow == .clamp ? Self(clamping: wide) : nil
    }

    static func explain(_ node: JSONNode, _ context: DecodingContext) -> Coerced<Self?> {
        let number = Coercion(node).explained.number
        guard let wide = number.value else { return Coerced(value: nil, why: number.why, loss: number.loss) }
        let range = "\(Self.self) range \(Self.min)...\(Self.max)"
        if number.loss.contains(.saturated), context.integerOverflow == .fail {
            return Coerced(value: nil, why: "\(number.why) → outside \(range) → nil", loss: number.loss)
        }
        if let exact = Self(exactly: wide) { return Coerced(value: exact, why: number.why, loss: number.loss) }
        guard context.integerOverflow == .clamp else {
            return Coerced(value: nil, why: "\(number.why) → outside \(range) → nil", loss: number.loss)
        }
        let clamped = Self(clamping: wide)
        return Coerced(
            value: clamped, why: "\(number.why) → clamped to \(range) → \(clamped)",
            loss: number.loss.union(.clamped))
    }

    static func fallback(_ context: DecodingContext) -> Self? { 0 }
}

extension Int: LenientInteger {}
extension Int8: LenientInteger {}
extension Int16: LenientInteger {}
extension Int32: LenientInteger {}
extension Int64: LenientInteger {}
extension UInt: LenientInteger {}
extension UInt8: LenientInteger {}
extension UInt16: LenientInteger {}
extension UInt32: LenientInteger {}
extension UInt64: LenientInteger {}
