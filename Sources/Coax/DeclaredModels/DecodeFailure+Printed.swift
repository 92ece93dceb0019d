extension DecodeFailure {
    /// The error as Swift 6.3 prints a `DecodingError` (`print(error)`).
    ///
    /// ```swift
    /// DecodeFailure(kind: .typeMismatch, codingPath: [.key("items"), .index(1), .key("price")],
    ///               expected: "Double",
    ///               debugDescription: "Expected to decode Double but found a string instead.").printed
    /// // "DecodingError.typeMismatch: expected value of type Double. Path: items[1].price.
    /// //  Debug description: Expected to decode Double but found a string instead."
    /// ```
    public var printed: String {
        var text = "DecodingError.\(kind.rawValue): "
        switch kind {
        case .typeMismatch: text += "expected value of type \(expected ?? "")."
        case .valueNotFound: text += "Expected value of type \(expected ?? "") but found null instead."
        case .keyNotFound: text += "Key '\(key ?? "")' not found in keyed decoding container."
        case .dataCorrupted: text += "Data was corrupted."
        }
        // Swift ends the path with a period only when a debug description follows.
        if !codingPath.isEmpty { text += " Path: \(Self.printedPath(codingPath))" }
        if !debugDescription.isEmpty {
            text += "\(codingPath.isEmpty ? "" : ".") Debug description: \(debugDescription)"
        }
        return text
    }

    /// A codingPath as Swift prints it: keys joined with `.`, indexes in brackets. A dictionary
    /// key that reads as an integer is printed in brackets too, because Swift prints any key with
    /// an `intValue` so, and a dictionary's keys have one when their text is a number (a
    /// `CodingKeys` case written `= "1"` has none, and Swift prints it `.1`; Coax cannot tell it
    /// apart and prints `[1]`).
    ///
    /// ```swift
    /// DecodeFailure.printedPath([.key("items"), .index(1), .key("price")])   // "items[1].price"
    /// ```
    ///
    /// - Parameter path: the codingPath, from the decoded value down.
    /// - Returns: The path as Swift prints it; empty for an empty path.
    package static func printedPath(_ path: [CodingPathComponent]) -> String {
        var text = ""
        for component in path {
            switch component {
            case .key(let key) where Int(key) != nil: text += "[\(key)]"
            case .key(let key): text += text.isEmpty ? key : ".\(key)"
            case .index(let index): text += "[\(index)]"
            }
        }
        return text
    }
}
