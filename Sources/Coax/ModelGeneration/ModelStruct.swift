/// A type of a generated model, before it is written out: a struct, or (for a tagged union) an
/// enum with one case per variant, each holding a nested struct.
struct ModelStruct {
    struct Property {
        /// The Swift name, without backticks.
        var name: String
        /// The JSON key.
        var key: String
        /// The Swift type, with `?` when optional.
        var type: String
        /// Comment lines (without `///`).
        var notes: [String]
    }

    /// How a union tells its variants apart.
    struct Union {
        /// The discriminator's JSON key, and its Swift name in the `CodingKey` enum.
        var key: String
        var keyName: String
        /// The Swift type the discriminator is decoded as: `String`, `Int` or `Bool`.
        var valueType: String
        var cases: [Case]
        /// The case for objects without the discriminator (or with `null`), if any was seen.
        var absentCase: Case?
        /// The case that keeps a value seen in none of the samples.
        var otherCaseName: String
    }

    /// One variant: its case name, the discriminator value that selects it (as a Swift literal),
    /// and the nested struct that holds its members.
    struct Case {
        var name: String
        var literal: String
        var type: String
    }

    /// For strings that are an enumeration: a case name and value per string seen, and the
    /// name of the case that keeps any other (the type is then an enum over `String`).
    struct StringEnum {
        var cases: [(name: String, value: String)]
        var otherCaseName: String
    }

    /// One case of an enum over the kinds a member's values have (`case number(Int)`), with
    /// comment lines for its type.
    struct KindCase {
        /// The kind's name: `bool`, `number`, `string`, `object` or `array`.
        var name: String
        var type: String
        var notes: [String]
    }

    var name: String
    var properties: [Property] = []
    /// Set for an enumeration of strings: the type is an enum with a fallback case.
    var stringEnum: StringEnum?
    var nested: [ModelStruct] = []
    /// Set for a member whose values differ in kind: the type is an enum with a case per kind.
    var kindCases: [KindCase]?
    /// Set for a tagged union: the type is an enum.
    var union: Union?
    /// Comment lines above the type.
    var notes: [String] = []
}
