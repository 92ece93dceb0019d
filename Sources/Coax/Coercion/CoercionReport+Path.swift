/// Reports on the value at a path, where a missing key is something to report on, not an error.
extension CoercionReport {
    /// The report on the value at `path` in `root`. When only the last step is a key that the
    /// object before it lacks, the report is on a missing value (kind `missing`), as EBTExtractor
    /// reads an absent key; any other path that does not exist throws.
    ///
    /// ```swift
    /// let root: JSONValue = ["user": ["id": "7"]]
    /// try CoercionReport(at: JSONPath(parsing: "user.id"), in: root).kindName      // "string"
    /// try CoercionReport(at: JSONPath(parsing: "user.email"), in: root).kindName   // "missing"
    /// try CoercionReport(at: JSONPath(parsing: "team.id"), in: root)               // throws
    /// ```
    ///
    /// - Parameters:
    ///   - path: where the value is.
    ///   - root: the value the path starts at.
    ///   - unconvertibleMarker: when given, the typed arrays are also reported with this value
    ///     standing for each element that does not convert.
    ///   - elementLimit: when given, how many array elements the typed-array entries convert.
    /// - Throws: ``JSONPathResolveError`` when the path does not exist, unless only its last key
    ///   is missing from an object.
    package init(
        at path: JSONPath, in root: Value, unconvertibleMarker: JSONValue? = nil, elementLimit: Int? = nil
    ) throws(JSONPathResolveError) {
        let value: Value?
        do {
            value = try path.resolve(in: root)
        } catch {
            guard case .key = error.failedComponent, case .object = error.found,
                error.existingPrefix.components.count == path.components.count - 1
            else { throw error }
            value = nil
        }
        self.init(value, unconvertibleMarker: unconvertibleMarker, elementLimit: elementLimit)
    }
}
