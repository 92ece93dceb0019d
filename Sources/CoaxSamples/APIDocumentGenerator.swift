import Foundation

/// Writes large, realistic API responses of a requested size, deterministically from a seed.
///
/// The documents look like what people download from real APIs: nested objects, arrays of
/// objects, long and short strings with non-ASCII text and escapes, integers, exact decimals,
/// ids beyond 2^53 now and then, booleans and nulls. See ``Variant`` for the shapes.
///
/// The same seed, variant and size always give the same bytes. Sizes land within a few percent of
/// the request (one element more or less), from a few kilobytes to several gigabytes; writing to
/// a file streams in 1 MB chunks, so memory stays small whatever the size.
///
/// ```swift
/// let generator = APIDocumentGenerator(variant: .consistent, seed: 42)
/// let bytes = generator.bytes(size: .megabytes(10))                // about 10,000,000 bytes
/// try generator.write(size: SampleSize(parsing: "100MB"), toFile: "feed.generated.json")
/// let feed = try JSONDecoder().decode(GeneratedFeed.self, from: Data(bytes))
/// ```
public struct APIDocumentGenerator: Sendable, Hashable {
    /// The document's shape.
    ///
    /// ```swift
    /// var generator = APIDocumentGenerator()
    /// generator.variant = .drifting
    /// ```
    public var variant: Variant
    /// The seed; documents with different seeds differ everywhere.
    ///
    /// ```swift
    /// APIDocumentGenerator(seed: 1).bytes(size: 1_000) != APIDocumentGenerator(seed: 2).bytes(size: 1_000)   // true
    /// ```
    public var seed: UInt64

    /// Creates a generator.
    ///
    /// - Parameters:
    ///   - variant: the document's shape (see ``Variant``).
    ///   - seed: the same seed, variant and size always give the same bytes.
    public init(variant: Variant = .consistent, seed: UInt64 = 0x00C0_FFEE) {
        self.variant = variant
        self.seed = seed
    }

    /// The whole document in memory.
    ///
    /// ```swift
    /// APIDocumentGenerator(variant: .drifting).bytes(size: .kilobytes(256)).count   // → 255071
    /// ```
    ///
    /// - Parameter size: the target size; the result is within 5 % of it.
    /// - Returns: A complete, strict JSON document as UTF-8.
    public func bytes(size: SampleSize) -> [UInt8] {
        var sink = DocumentSink(keepingCapacity: size.bytes + size.bytes / 16 + 4_096)
        // A sink that keeps its bytes never hands out chunks, so it cannot fail.
        try? generate(size: size, into: &sink)
        return sink.writer.bytes
    }

    /// Writes the document to a file (created or truncated), streaming it in chunks.
    ///
    /// - Parameters:
    ///   - size: the target size; the file is within 5 % of it.
    ///   - path: the file to write; an existing one is truncated first.
    /// - Throws: ``SampleWriteError`` naming the path when the file cannot be created or written.
    public func write(size: SampleSize, toFile path: String) throws(SampleWriteError) {
        guard FileManager.default.createFile(atPath: path, contents: nil) else {
            throw SampleWriteError(path: path, reason: "the file cannot be created")
        }
        let handle: FileHandle
        do {
            handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        } catch {
            throw SampleWriteError(path: path, reason: error.localizedDescription)
        }
        defer { try? handle.close() }
        try write(size: size, to: handle, describedAs: path)
    }

    /// Writes the document to an open file handle (a file, a pipe, standard output), in chunks.
    ///
    /// - Parameters:
    ///   - size: the target size; the output is within 5 % of it.
    ///   - handle: where to write, left open afterwards.
    /// - Throws: ``SampleWriteError`` when a write fails (a closed pipe, a full disk).
    public func write(size: SampleSize, to handle: FileHandle) throws(SampleWriteError) {
        try write(size: size, to: handle, describedAs: "(file handle)")
    }

    private func write(size: SampleSize, to handle: FileHandle, describedAs name: String) throws(SampleWriteError) {
        var sink = DocumentSink { (chunk) throws(SampleWriteError) in
            do {
                try handle.write(contentsOf: chunk)
            } catch {
                throw SampleWriteError(path: name, reason: error.localizedDescription)
            }
        }
        try generate(size: size, into: &sink)
    }

    private func generate(size: SampleSize, into sink: inout DocumentSink) throws(SampleWriteError) {
        switch variant {
        case .consistent, .drifting:
            var writer = FeedDocumentWriter(seed: seed, drifting: variant == .drifting, target: size.bytes)
            try writer.write(into: &sink)
        case .jsonAPI:
            var writer = JSONAPIDocumentWriter(seed: seed, target: size.bytes)
            try writer.write(into: &sink)
        case .statuses:
            var writer = StatusFeedWriter(seed: seed, target: size.bytes)
            try writer.write(into: &sink)
        }
        try sink.finish()
    }
}

extension APIDocumentGenerator {
    /// The shape of a generated document.
    ///
    /// ```swift
    /// for variant in APIDocumentGenerator.Variant.allCases { print(variant) }   // drifting, consistent, jsonAPI, statuses
    /// ```
    public enum Variant: String, Sendable, Hashable, CaseIterable {
        /// A social feed, `{"meta": …, "posts": [...], "pagination": …}`, whose fields switch types
        /// between posts as in `SampleData/type-drift.json`: ids as numbers and strings, prices as
        /// `8.45` and `"8.45"`, booleans as `true`, `1` and `"true"`, timestamps as ISO strings,
        /// numbers and numeric strings, keys sometimes null or missing; nested comments drift too.
        /// `slug`, `title`, `language`, `currency`, `tags`, `body` and the attachments never drift.
        case drifting
        /// The same feed with every field always of one type, readable by Foundation's `JSONDecoder`
        /// into ``GeneratedFeed``. For decoder benchmarks and for drift analysis's true negatives.
        case consistent
        /// A JSON:API 1.1 compound document: `data` holds articles with to-one (`author`, `editor`)
        /// and to-many (`comments`, `tags`) relationships; `included` holds their comments, people
        /// and tags. Comments point back at their article and people at an article (cycles);
        /// a few linkages name people or tags that are not included.
        case jsonAPI
        /// A search response shaped like Twitter's: `{"statuses": [...], "search_metadata": …}`,
        /// statuses with their `user`, `entities`, `retweet_count`, `favorite_count`, ids beyond
        /// 2^53 and their `id_str`, and now and then a nested `retweeted_status`. The shape JSON
        /// query tools are compared on (`$.statuses[*].user.followers_count`).
        case statuses
    }
}

extension APIDocumentGenerator.Variant: CustomStringConvertible {
    /// The variant's name: `drifting`, `consistent`, `jsonAPI`.
    ///
    /// ```swift
    /// "\(APIDocumentGenerator.Variant.jsonAPI)"   // "jsonAPI"
    /// ```
    public var description: String { rawValue }
}
