import Coax
import Foundation

/// Decodes documents with the real `JSONDecoder` into the user's own types: `coax decode --exact`.
///
/// The model files are compiled with `swiftc` (from `$SWIFTC` or `PATH`, `-O`) together with a
/// generated driver; the build is cached under a directory by the SHA-256 of the sources, the type,
/// the strategies and the driver, so a second run with the same inputs starts at once. Anything the
/// models do is covered, hand-written `init(from:)` included, because it is their own code that runs.
///
/// ```swift
/// let runner = ExactDecodeRunner(modelFiles: ["Models.swift"], typeExpression: "[Product]")
/// let verdicts = try runner.verdicts(for: [Array(#"[{"id": 1, "price": "12.90"}]"#.utf8)])
/// // [.failed(DecodeFailure(kind: .typeMismatch, codingPath: [.index(0), .key("price")],
/// //          expected: "Double",
/// //          debugDescription: "Expected to decode Double but found a string instead.",
/// //          path: $[0]['price']))]
/// ```
///
/// - Complexity: the first run with given inputs costs a compile (seconds); every document then
///   costs what `JSONDecoder` takes on it, in one child process for all of them.
public struct ExactDecodeRunner: Sendable {
    /// Swift files, or directories whose `.swift` files (recursively, in name order) are the models.
    public var modelFiles: [String]
    /// The type to decode, as `--type` takes it: `Product`, `[Product]`, `Page<Product>`,
    /// `[String: Product]`.
    public var typeExpression: String
    /// The decoder's key, date and data strategies.
    public var strategies: DecodeStrategies
    /// The `swiftc` to use; nil looks at `$SWIFTC`, then `PATH`.
    public var compiler: String?
    /// Where builds are cached; nil is `$XDG_CACHE_HOME/coax`, else `~/.cache/coax`.
    public var cacheDirectory: String?
    /// How long the driver may take over one document before it is stopped and the document
    /// gets no verdict (a hand-written `init(from:)` that never returns); the others still do.
    public var documentTimeLimit: Duration = .seconds(120)

    /// Creates a runner; nothing is compiled until it is asked for verdicts.
    ///
    /// - Parameters:
    ///   - modelFiles: Swift files, or directories whose `.swift` files are the models.
    ///   - typeExpression: the type to decode, as `--type` takes it.
    ///   - strategies: the decoder's key, date and data strategies.
    ///   - compiler: the `swiftc` to use; nil looks at `$SWIFTC`, then `PATH`.
    ///   - cacheDirectory: where builds are cached; nil is `$XDG_CACHE_HOME/coax`, else
    ///     `~/.cache/coax`.
    public init(
        modelFiles: [String], typeExpression: String, strategies: DecodeStrategies = DecodeStrategies(),
        compiler: String? = nil, cacheDirectory: String? = nil
    ) {
        self.modelFiles = modelFiles
        self.typeExpression = typeExpression
        self.strategies = strategies
        self.compiler = compiler
        self.cacheDirectory = cacheDirectory
    }

    /// Compiles the driver, or finds it in the cache.
    ///
    /// - Returns: whether the build was found in the cache (a command may say "compiling…"
    ///   otherwise).
    /// - Throws: ``ExactDecodeError``: no compiler, unreadable models, not a type expression, or
    ///   the compiler's diagnostics.
    @discardableResult
    public func prepare() throws(ExactDecodeError) -> Bool {
        try program().wasCached
    }

    /// The real `JSONDecoder`'s verdict on each document, in order.
    ///
    /// - Parameters:
    ///   - documents: the bytes of each JSON document.
    ///   - path: where in each document the value to decode is (`--at`); its codingPaths then
    ///     start there. A document with no value there fails with `valueNotFound` and an empty
    ///     codingPath, as decoding nothing would; a document that is not JSON is handed over whole,
    ///     so `JSONDecoder` says what it makes of it.
    /// - Returns: one verdict per document. A failure's `path` is the normalized path of the value
    ///   (for `keyNotFound`, of the object) its codingPath leads to, where that exists.
    /// - Throws: ``ExactDecodeError`` when the driver cannot be built or run.
    public func verdicts(
        for documents: [[UInt8]], at path: JSONPath? = nil
    ) throws(ExactDecodeError)
        -> [DecodeVerdict]
    {
        try verdicts(count: documents.count, at: path, bytes: { documents[$0] }) { index in
            try? JSONDocument(parsing: documents[index])
        }
    }

    /// The real `JSONDecoder`'s verdict on each parsed document, in order; see
    /// the variant over bytes for what `path` does.
    ///
    /// - Parameters:
    ///   - documents: the parsed documents, written compactly for `JSONDecoder`.
    ///   - path: where in each document the value to decode is (`--at`); nil for the root.
    /// - Returns: one verdict per document.
    /// - Throws: ``ExactDecodeError`` when the driver cannot be built or run.
    public func verdicts(
        for documents: [JSONDocument], at path: JSONPath? = nil
    ) throws(ExactDecodeError)
        -> [DecodeVerdict]
    {
        try verdicts(count: documents.count, at: path, bytes: { JSONWriter.compact.bytes(for: documents[$0].root) }) {
            documents[$0]
        }
    }

    /// - Parameters:
    ///   - bytes: a document's JSON text, asked for once when it is decoded whole.
    ///   - parse: a document parsed by Coax, asked for when a value at `path` is to be found, and
    ///     otherwise only for a failure, whose value path is then looked up (so a large corpus is
    ///     not parsed twice when most of it decodes).
    private func verdicts(
        count: Int, at path: JSONPath?, bytes: (Int) -> [UInt8], parse: (Int) -> JSONDocument?
    ) throws(ExactDecodeError) -> [DecodeVerdict] {
        let program = try program()
        var results = [DecodeVerdict?](repeating: nil, count: count)
        var records: [(target: Int, bytes: [UInt8])] = []
        var recordDocuments: [Int] = []
        var starts = [JSONNode?](repeating: nil, count: count)
        for index in 0..<count {
            guard let path, let parsed = parse(index) else {
                // Decoded whole, or not JSON to Coax: JSONDecoder gets the bytes and says what it
                // makes of them.
                records.append((0, bytes(index)))
                recordDocuments.append(index)
                continue
            }
            do {
                let start = try path.resolve(in: parsed.root)
                starts[index] = start
                // The value's text, written compactly with every literal and repeated key as it is.
                records.append((0, JSONWriter.compact.bytes(for: start)))
                recordDocuments.append(index)
            } catch {
                results[index] = .failed(
                    DecodeFailure(
                        kind: .valueNotFound, codingPath: [], expected: typeExpression,
                        debugDescription: "No value at \(path.normalized): \(error)", path: path))
            }
        }
        let decoded = try program.verdicts(for: records)
        for (verdict, index) in zip(decoded, recordDocuments) {
            guard case .failed(var failure) = verdict,
                let start = path == nil ? parse(index)?.root : starts[index]
            else {
                results[index] = verdict
                continue
            }
            failure.path = valuePath(of: failure.codingPath, from: start, at: path ?? .root)
            results[index] = .failed(failure)
        }
        return results.map { $0 ?? .notSimulated("no verdict") }
    }

    private func program() throws(ExactDecodeError) -> ExactDecodeProgram {
        var program = try ExactDecodeProgram.build(
            modelFiles: try Self.swiftFiles(in: modelFiles),
            targets: [ExactDecodeTarget(typeExpression: typeExpression, strategies: strategies)],
            compiler: compiler, cacheDirectory: cacheDirectory)
        program.stallLimit = documentTimeLimit
        return program
    }

    /// The files as given, with each directory replaced by its `.swift` files in name order.
    static func swiftFiles(in paths: [String]) throws(ExactDecodeError) -> [String] {
        var files: [String] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
                files.append(path)
                continue
            }
            guard let enumerator = FileManager.default.enumerator(atPath: path) else {
                throw .unreadableModel(path: path, reason: "cannot list the directory")
            }
            let found = enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted()
            guard !found.isEmpty else { throw .unreadableModel(path: path, reason: "no .swift files in the directory") }
            files += found.map { (path.hasSuffix("/") ? path : path + "/") + $0 }
        }
        return files
    }

    /// Where a codingPath leads in the decoded value: its keys matched against the members as
    /// written (under `convertFromSnakeCase`, the member whose converted name it is), its indexes
    /// against the elements. Nil where it leads nowhere (Swift 6.3 reports an empty codingPath
    /// for some numbers out of range, which would name the root).
    private func valuePath(of codingPath: [CodingPathComponent], from start: JSONNode, at base: JSONPath) -> JSONPath? {
        var node = start
        var path = base
        for component in codingPath {
            switch component {
            case .index(let index):
                guard let element = node[index] else { return nil }
                node = element
                path = path.appending(index: index)
            case .key(let key):
                guard let members = node.members else { return nil }
                var found: (key: String, value: JSONNode)?
                for member in members
                where member.key == key
                    || (strategies.keys == .convertFromSnakeCase && SnakeCase.camelCase(member.key) == key)
                {
                    found = member
                }
                guard let found else { return nil }
                node = found.value
                path = path.appending(key: found.key)
            }
        }
        return path
    }
}
