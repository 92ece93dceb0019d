/// Why a model could not be generated.
///
/// ```swift
/// do {
///     _ = try ModelGenerator(typeName: "Post").generate(for: document.root["count"]!, at: ["count"])
/// } catch {
///     print(error)   // "$.count is a number: a model needs an object or an array of objects"
/// }
/// ```
public struct ModelGenerationError: Error, Sendable, Hashable {
    /// What went wrong.
    public enum Reason: Sendable, Hashable {
        /// The type name is not a Swift identifier (or is a keyword).
        case invalidTypeName(String)
        /// The value is neither an object nor an array.
        case notAnObject(JSONKind)
        /// The value is an array without a single object in it.
        case noObjects(elementCount: Int)
        /// No document of a collection has a value at the path.
        case missing
    }

    /// Where the value is.
    public var path: JSONPath
    /// What went wrong.
    public var reason: Reason
}

extension ModelGenerationError: CustomStringConvertible {
    /// One line for people, with the path in its short form.
    ///
    /// ```swift
    /// "\(ModelGenerationError(path: ["tags"], reason: .noObjects(elementCount: 0)))"
    /// // "$.tags is an array without objects (0 elements): a model needs an object or an array of objects"
    /// ```
    public var description: String {
        let needs = "a model needs an object or an array of objects"
        switch reason {
        case .invalidTypeName(let name):
            let rule = "use ASCII letters, digits and _, starting with a letter"
            return "\(ReasonText.quoted(name)) is not a Swift type name: \(rule)"
        case .notAnObject(let kind):
            return "\(path.shortForm) is \(kind == .array || kind == .object ? "an" : "a") \(kind): \(needs)"
        case .noObjects(let count):
            return "\(path.shortForm) is an array without objects (\(DriftText.counted(count, "element"))): \(needs)"
        case .missing:
            return "\(path.shortForm) is in no document: \(needs)"
        }
    }
}
