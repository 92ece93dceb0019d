extension DeclaredModelSet {
    /// The standard-library and Foundation types a decode is simulated for, by the names
    /// declarations write (`Optional`, `Array` and `Dictionary` have their own reference cases).
    ///
    /// ```swift
    /// DeclaredModelSet.builtinTypeNames.contains("UUID")   // true
    /// ```
    package static let builtinTypeNames: Set<String> = [
        "Bool", "String", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
        "Float", "Double", "Decimal", "Date", "URL", "UUID", "Data", "Set", "Optional", "Array", "Dictionary",
    ]
}

extension DeclaredTypeReference {
    /// The name of the wrapper a suggested change uses for "read this with ``LenientDecoder``":
    /// `.named(lenientMarker, arguments: [.named("Decimal")])`. Not a Swift type.
    static let lenientMarker = "LenientDecoder.Read"
}
