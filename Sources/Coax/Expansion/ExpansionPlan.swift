/// An expansion worked out but not yet written: the format, the warnings, and what the output
/// is made of, as references into the input document.
///
/// Writing it copies everything the expansion does not rewrite straight from the input's
/// bytes, so no tree of values is built: ``write(_:chunkSize:to:)`` streams the JSON text in
/// chunks of bounded size (what `coax expand` does), ``bytes(_:)`` gathers it, ``document(_:)``
/// indexes it as a ``JSONDocument`` (what the inspector's expanded view shows), and
/// ``expansion()`` builds the owned value. Every form holds the same JSON: byte for byte what
/// ``JSONWriter`` writes for that value.
///
/// ```swift
/// let document = try JSONDocument.load(path: "SampleData/jsonapi-blog.json")
/// let plan = try Expander(include: try IncludeList(parsing: "author")).plan(document.root)
/// plan.warnings.count                   // 1
/// let text = try plan.bytes(.pretty)        // the expanded document, indented
/// try plan.document().root["data"]?.count   // 2
/// ```
public struct ExpansionPlan: Sendable {
    /// The format the document was expanded as (detected or chosen).
    ///
    /// ```swift
    /// try Expander().plan(document.root).format   // .jsonAPI
    /// ```
    public let format: ExpansionFormat
    /// The warnings, in the order they were found. Each names a path in the input document.
    ///
    /// ```swift
    /// let document = try JSONDocument.load(path: "SampleData/jsonapi-blog.json")
    /// let plan = try Expander(include: try IncludeList(parsing: "author")).plan(document.root)
    /// plan.warnings.map(\.description)
    /// // → ["$['data'][1]['relationships']['comments']['data']: 1 linked resource is not in the document
    /// //    (comments/99); it stays an identifier object"]
    /// ```
    public let warnings: [ExpansionWarning]

    enum Output: Sendable {
        case jsonAPI(JSONAPIPlan)
        case links(ComposedValue, JSONDocument)
    }

    let output: Output

    /// The input document, which the plan reads when written.
    private var source: JSONDocument {
        switch output {
        case .jsonAPI(let plan): plan.document
        case .links(_, let document): document
        }
    }

    /// Streams the expanded JSON text to `sink` in chunks of about `chunkSize` bytes (a chunk
    /// is larger only to hold a single longer string), without a final newline. The memory used
    /// is the chunk and the rendered members of resources written more than once (at most
    /// 64 MiB), whatever the size of the output. When `sink` throws, writing stops and the error
    /// is rethrown.
    ///
    /// ```swift
    /// var total = 0
    /// try plan.write(.pretty) { chunk in total += chunk.count }
    /// total   // the size of the pretty-printed output, in bytes
    /// ```
    ///
    /// - Parameters:
    ///   - writer: the layout: ``JSONWriter/compact`` or ``JSONWriter/pretty``.
    ///   - chunkSize: about how many bytes each call to `sink` gets.
    ///   - sink: called with each chunk in order; the buffer is valid only during the call.
    /// - Throws: what `sink` throws, or ``ExpansionError`` (its code `.tooLarge`)
    ///   when not even a small buffer could be had: the chunks given so far are then not the
    ///   whole output.
    public func write(
        _ writer: JSONWriter = .compact, chunkSize: Int = 1 << 18,
        to sink: (UnsafeBufferPointer<UInt8>) throws -> Void
    ) throws {
        var failure: (any Error)?
        var outOfMemory = false
        withoutActuallyEscaping(sink) { sink in
            var emitter = JSONEmitter(indent: writer.indent, capacity: chunkSize) { chunk in
                do {
                    try sink(chunk)
                    return true
                } catch {
                    failure = error
                    return false
                }
            }
            write(into: &emitter)
            emitter.finish()
            outOfMemory = emitter.isOutOfMemory
        }
        if let failure { throw failure }
        if outOfMemory { throw ExpansionError.outOfMemory }
    }

    /// The expanded JSON text.
    ///
    /// ```swift
    /// String(decoding: try plan.bytes(), as: UTF8.self)   // {"data":{"type":"people",…}}
    /// ```
    ///
    /// - Parameter writer: ``JSONWriter/compact`` or ``JSONWriter/pretty``; only its indentation is used.
    /// - Returns: The whole output as UTF-8, number literals as in the input.
    /// - Throws: ``ExpansionError`` (its code `.tooLarge`) when the memory for the
    ///   text ran out.
    public func bytes(_ writer: JSONWriter = .compact) throws(ExpansionError) -> [UInt8] {
        var emitter = JSONEmitter(indent: writer.indent, capacity: initialCapacity)
        write(into: &emitter)
        guard !emitter.isOutOfMemory else { throw .outOfMemory }
        return emitter.bytes
    }

    /// The expanded document, written compactly (or with `writer`) and indexed: the form to
    /// browse. The text is built in the buffer the document then owns, so the peak memory is
    /// the output and its index.
    ///
    /// ```swift
    /// let expanded = try plan.document()
    /// expanded.root["data"]?[0]?["author"]?["name"]?.string   // "Dana Hollis"
    /// ```
    ///
    /// - Parameter writer: ``JSONWriter/compact`` or ``JSONWriter/pretty``; only its indentation is used.
    /// - Returns: A new document over the written output.
    /// - Throws: ``ExpansionError`` (its code `.tooLarge`) when the memory for the
    ///   text or its index ran out.
    public func document(_ writer: JSONWriter = .compact) throws(ExpansionError) -> JSONDocument {
        var emitter = JSONEmitter(indent: writer.indent, capacity: initialCapacity)
        write(into: &emitter)
        guard let buffer = emitter.takeBuffer(padding: SourceBuffer.padding) else { throw .outOfMemory }
        let text = SourceBuffer(adoptingMallocated: buffer.base, count: buffer.count)
        do {
            // Copies nest deeper than their source (each relationship adds levels), and the
            // text is valid JSON by construction, so the depth is not limited.
            return try JSONDocument(source: text, options: JSONParseOptions(maximumDepth: .max))
        } catch {
            // The emitter writes valid JSON: only the limits of an index (memory, 4 GiB) land here.
            if case .documentTooLarge(let reason) = error.reason { throw .tooLarge(reason) }
            throw .tooLarge("its text could not be indexed")
        }
    }

    /// The expanded document as an owned value, built from the compact text (each call builds
    /// it anew; for large outputs prefer ``document(_:)``, which builds no tree of values).
    ///
    /// ```swift
    /// try plan.value()["data"]?["author"]?["name"]   // .string("Dana Hollis")
    /// ```
    ///
    /// - Returns: A new tree of owned values, built from ``document(_:)``'s compact output.
    /// - Throws: ``ExpansionError`` (its code `.tooLarge`) when the memory for the
    ///   text or its index ran out.
    package func value() throws(ExpansionError) -> JSONValue {
        JSONValue(try document().root)
    }

    /// The expansion with its value built: what ``Expander/expand(_:)-(JSONNode)`` returns.
    ///
    /// ```swift
    /// try plan.expansion().warnings == plan.warnings   // true
    /// ```
    ///
    /// - Returns: The value (built from ``document(_:)``'s compact output), the format and the
    ///   warnings.
    /// - Throws: ``ExpansionError`` (its code `.tooLarge`) when the memory for the
    ///   value's text or its index ran out.
    public func expansion() throws(ExpansionError) -> Expansion {
        Expansion(value: try value(), format: format, warnings: warnings)
    }

    private func write(into emitter: inout JSONEmitter) {
        switch output {
        case .jsonAPI(let plan): plan.write(into: &emitter)
        case .links(let value, let document): value.write(document, into: &emitter)
        }
    }

    /// A first guess at the output size; the buffer grows past it (without copying, for large
    /// buffers), and pages never written cost no memory.
    private var initialCapacity: Int {
        max(1 << 16, source.byteCount)
    }
}
