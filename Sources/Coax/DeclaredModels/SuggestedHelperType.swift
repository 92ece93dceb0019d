/// A small `Codable` type a suggested change adds to the user's models where no standard type
/// decodes every value seen with plain `JSONDecoder`: a number sent both as a number and as text
/// holding one, or a flag sent both as a Bool and as 0 or 1.
///
/// The suggester writes it into a property as a marker (``marker``) that the simulation decodes
/// exactly as the declaration's hand-written `init(from:)` does, so the change is checked by
/// decoding the corpus again before it is suggested; the report then prints ``declaration`` for
/// the user to add to the models.
///
/// ```swift
/// SuggestedHelperType.numberOrText.swiftName   // "NumberOrText"
/// // `let price: Double` → `let price: NumberOrText<Double>` reads 9.9 and "9.90"
/// ```
enum SuggestedHelperType: String, Sendable, CaseIterable {
    /// `NumberOrText<Value>`: a JSON number, or a string `Value(text)` reads (`Double`, `Float`,
    /// the fixed-width integers).
    case numberOrText = "NumberOrText"
    /// `BoolOrNumber`: `true`/`false`, or the number 0 or 1.
    case boolOrNumber = "BoolOrNumber"

    /// The Swift name the declaration gives it.
    var swiftName: String { rawValue }

    /// The name the suggester's models use for it before it is declared; not a Swift type, so it
    /// never meets a type of the user's own.
    var marker: String { "Coax." + rawValue }

    /// The helper a marker names; nil for any other name.
    init?(marker: String) {
        guard marker.hasPrefix("Coax."), let helper = Self(rawValue: String(marker.dropFirst("Coax.".count))) else {
            return nil
        }
        self = helper
    }

    /// The Swift source to add to the models.
    var declaration: String {
        switch self {
        case .numberOrText:
            """
            /// A number the API sends as a JSON number or as text holding one (9.9 or "9.90").
            struct NumberOrText<Value: Codable & LosslessStringConvertible>: Codable {
                var value: Value

                init(_ value: Value) { self.value = value }

                init(from decoder: any Decoder) throws {
                    let container = try decoder.singleValueContainer()
                    if let text = try? container.decode(String.self) {
                        guard let value = Value(text) else {
                            throw DecodingError.dataCorruptedError(
                                in: container, debugDescription: "Cannot read \\(Value.self) from the text \\(text)")
                        }
                        self.value = value
                    } else {
                        value = try container.decode(Value.self)
                    }
                }

                func encode(to encoder: any Encoder) throws {
                    var container = encoder.singleValueContainer()
                    try container.encode(value)
                }
            }
            """
        case .boolOrNumber:
            """
            /// A flag the API sends as a JSON Bool or as the number 0 or 1.
            struct BoolOrNumber: Codable {
                var value: Bool

                init(_ value: Bool) { self.value = value }

                init(from decoder: any Decoder) throws {
                    let container = try decoder.singleValueContainer()
                    if let flag = try? container.decode(Bool.self) {
                        value = flag
                        return
                    }
                    switch try container.decode(Int.self) {
                    case 0: value = false
                    case 1: value = true
                    case let number:
                        throw DecodingError.dataCorruptedError(
                            in: container, debugDescription: "Expected a Bool, 0 or 1 but found \\(number)")
                    }
                }

                func encode(to encoder: any Encoder) throws {
                    var container = encoder.singleValueContainer()
                    try container.encode(value)
                }
            }
            """
        }
    }
}
