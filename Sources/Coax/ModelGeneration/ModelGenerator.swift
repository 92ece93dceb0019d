/// Writes Swift source for `Decodable` structs that read a JSON value: the object at a path, or
/// the objects of the array at a path, with nested structs for nested objects and arrays of objects.
///
/// Each property's type is chosen from the drift analysis of the values actually there, so that
/// Coax's ``LenientDecoder`` (default policies) reads every observed value:
///
/// - the narrowest coercion that reads every value without loss (``DriftMember/best``): `Bool`,
///   `Int`, `Decimal` or `Double`, `String`;
/// - `Decimal` rather than `Double` for money-like values (the name says price, amount, total…,
///   or every fraction has two digits) and for integers too large for `Int`;
/// - `Date` only when the name says it is a time (`created_at`, `updatedAt`) and every value is
///   exact Unix seconds between 1973 and 2286 (the decoder's default date strategy);
/// - optional where the key was sometimes missing or `null`;
/// - keys become camel-case properties (`in_stock` → `inStock`) with `CodingKeys` mapping them
///   back, so the model works with the decoder's default key strategy (and with `JSONDecoder`).
///
/// Properties whose values drift carry a comment with the kinds seen and the coercion that
/// reads them all. Output is deterministic: members in the order first met.
///
/// ```swift
/// let document = try JSONDocument.load(path: "SampleData/type-drift.json")
/// let path = try JSONPath(parsing: "$.products")
/// let source = try ModelGenerator(typeName: "Product", sourceName: "type-drift.json")
///     .generate(for: try path.resolve(in: document.root), at: path)
/// print(source)   // struct Product: Decodable { … let id: Int … }
/// ```
public struct ModelGenerator: Sendable {
    /// The name of the outermost struct.
    public var typeName: String
    /// The input's name for the header comment (a file name), if any.
    public var sourceName: String?
    /// How tagged unions are found (they become enums).
    public var options: DriftOptions

    /// Creates a generator.
    ///
    /// - Parameters:
    ///   - typeName: the outermost struct's name; it must be a valid Swift type name.
    ///   - sourceName: the input's name, written in the header comment; nil leaves it out.
    ///   - options: how tagged unions are found.
    public init(typeName: String, sourceName: String? = nil, options: DriftOptions = DriftOptions()) {
        self.typeName = typeName
        self.sourceName = sourceName
        self.options = options
    }

    /// The Swift source for the value `node` found at `path`.
    ///
    /// ```swift
    /// let source = try ModelGenerator(typeName: "Post").generate(for: document.root["posts"]!, at: ["posts"])
    /// ```
    ///
    /// - Parameters:
    ///   - node: an object, or an array of objects, to model.
    ///   - path: where `node` is, written in the comments.
    /// - Returns: A complete Swift source file: `Decodable` structs (and enums for tagged unions).
    /// - Throws: ``ModelGenerationError`` when `typeName` is not a Swift type name or `node` is not
    ///   an object or an array of objects.
    public func generate(for node: JSONNode, at path: JSONPath) throws(ModelGenerationError) -> String {
        try checkTypeName(at: path)
        let groupPattern: DriftPattern
        let rootPattern = DriftPattern(path: path)
        switch node.kind {
        case .object:
            groupPattern = rootPattern
        case .array:
            guard node.elements?.contains(where: { $0.kind == .object }) == true else {
                throw ModelGenerationError(path: path, reason: .noObjects(elementCount: node.count))
            }
            groupPattern = rootPattern.appending(.element)
        default:
            throw ModelGenerationError(path: path, reason: .notAnObject(node.kind))
        }
        return write(DriftAnalyzer(options: options).analyze(node, at: path), at: path, groupPattern: groupPattern)
    }

    /// The Swift source for the values at `path` in every document of a collection that has
    /// one: a model that decodes each of them. Where the objects are a tagged union, the model
    /// is an enum with one case per variant, decoded by the discriminator.
    ///
    /// ```swift
    /// let events = try JSONCollection.load(path: "SampleData/github-events.jsonl")
    /// let source = try ModelGenerator(typeName: "Event", sourceName: "github-events.jsonl")
    ///     .generate(for: events, at: .root)
    /// print(source)   // enum Event: Decodable { case pushEvent(PushEvent) … }
    /// ```
    ///
    /// - Throws: ``ModelGenerationError`` when the name is not a type name, or no document has
    ///   an object (or an array with objects) at `path`.
    ///
    /// - Parameters:
    ///   - collection: the documents; every one with a value at `path` is modelled.
    ///   - path: where the modelled value is in each document.
    /// - Returns: A complete Swift source file whose types decode every document's value.
    public func generate(for collection: JSONCollection, at path: JSONPath) throws(ModelGenerationError) -> String {
        try checkTypeName(at: path)
        let report = DriftAnalyzer(options: options).analyze(collection, at: path)
        let rootPattern = DriftPattern(path: path)
        guard let root = report.member(rootPattern), report.documentCount ?? 0 > 0 else {
            throw ModelGenerationError(path: path, reason: .missing)
        }
        let objects = root.count(of: .object)
        let arrays = root.count(of: .array)
        let groupPattern: DriftPattern
        if objects > 0, objects >= arrays {
            groupPattern = rootPattern
        } else if arrays > 0 {
            let elements = report.member(rootPattern.appending(.element))
            guard let elements, elements.count(of: .object) > 0 else {
                throw ModelGenerationError(path: path, reason: .noObjects(elementCount: elements?.valueCount ?? 0))
            }
            groupPattern = rootPattern.appending(.element)
        } else {
            throw ModelGenerationError(path: path, reason: .notAnObject(root.valueKinds.first ?? .null))
        }
        return write(report, at: path, groupPattern: groupPattern)
    }

    private func checkTypeName(at path: JSONPath) throws(ModelGenerationError) {
        guard SwiftIdentifier.isValidTypeName(typeName), !SwiftIdentifier.reservedTypeNames.contains(typeName) else {
            throw ModelGenerationError(path: path, reason: .invalidTypeName(typeName))
        }
    }

    private func write(_ report: DriftReport, at path: JSONPath, groupPattern: DriftPattern) -> String {
        var builder = ModelBuilder(report: report)
        let model = builder.structure(named: typeName, for: groupPattern, ancestors: [])
        var lines = header(path: path, report: report, groupPattern: groupPattern)
        ModelWriter.write(model, indent: "", into: &lines)
        return lines.joined(separator: "\n") + "\n"
    }

    private func header(path: JSONPath, report: DriftReport, groupPattern: DriftPattern) -> [String] {
        var origin = path.shortForm
        if let sourceName { origin = PrintableText.escaped(sourceName) + " at " + origin }
        if let documents = report.documentCount { origin += " in \(DriftText.counted(documents, "document"))" }
        var lines = [
            "// Generated by `coax model` from \(origin); regenerate rather than edit.",
            "// Every property's type reads all the values seen there with Coax's LenientDecoder",
            "// (default policies); optional where a key was sometimes missing or null.",
        ]
        if let elements = report.member(groupPattern), groupPattern.steps.last == .element {
            let others = elements.kinds.filter { $0.kind != .object }
            if !others.isEmpty {
                let list = others.map { "\($0.kind) ×\(DriftText.grouped($0.count))" }.joined(separator: ", ")
                lines.append("// Elements that are not objects are left out: \(list).")
            }
        }
        lines.append("")
        lines.append("import Foundation")
        lines.append("")
        return lines
    }
}
