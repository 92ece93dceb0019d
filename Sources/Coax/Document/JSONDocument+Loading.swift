#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension JSONDocument {
    /// Reads and parses a file in one go; `-` reads standard input to its end.
    ///
    /// ```swift
    /// let document = try JSONDocument.load(path: "SampleData/type-drift.json")
    /// document.root["products"]?.count   // 10
    /// ```
    ///
    /// - Parameters:
    ///   - path: a file, or `-` for standard input.
    ///   - options: how the bytes are parsed.
    /// - Throws: ``JSONLoadError``: the file is missing, a directory, unreadable, empty or too
    ///   large, or its bytes are not JSON (``JSONLoadError/parseError`` then says where).
    ///
    /// - Returns: The parsed document, holding its own copy of the bytes (the file is not kept open).
    public static func load(path: String, options: JSONParseOptions = .init()) throws(JSONLoadError) -> JSONDocument {
        let source = try readSource(path: path)
        do {
            return try JSONDocument(source: source, options: options)
        } catch {
            switch error.reason {
            case .emptyInput: throw .empty(path: path)
            case .documentTooLarge(let detail): throw .tooLarge(path: path, reason: detail)
            default: throw .invalidJSON(path: path, error: error)
            }
        }
    }

    /// Reads the bytes of a file, or of standard input for `-`, without parsing.
    ///
    /// ```swift
    /// let bytes = try JSONDocument.readBytes(path: "SampleData/type-drift.json")
    /// bytes.first   // 123, the opening brace
    /// ```
    ///
    /// - Parameter path: a file, or `-` for standard input.
    /// - Returns: every byte of the input.
    /// - Throws: ``JSONLoadError``: the file is missing, a directory, unreadable, or too large.
    package static func readBytes(path: String) throws(JSONLoadError) -> [UInt8] {
        let source = try readSource(path: path)
        return Array(source.bytes)
    }

    /// The most bytes read from a stream or device: what one tape can address. Reading stops
    /// there, so that an endless input such as `/dev/zero` fails instead of exhausting memory.
    static let byteLimit = TapeEntry.maximumOffset

    /// The bytes of a file, or of standard input for `-`. Input larger than `byteLimit` is refused
    /// before anything is read when its size is known (a regular file, also on standard input),
    /// and as soon as the limit is passed otherwise, with the same error either way.
    ///
    /// Files are read into memory of their own, never memory-mapped: a mapped page that the file
    /// takes away (another program truncates it while it is open) ends the process with SIGBUS
    /// when touched, and the inspector touches its document for as long as it runs. A file whose
    /// size changes while it is read is an error (``JSONLoadError/Code/changedWhileReading``)
    /// rather than a document made of part of it.
    static func readSource(path: String, byteLimit: Int = byteLimit) throws(JSONLoadError) -> SourceBuffer {
        let isStandardInput = path == "-"
        let descriptor = isStandardInput ? 0 : open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw openError(path: path, code: errno) }
        defer { if !isStandardInput { close(descriptor) } }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            throw .unreadable(path: path, reason: String(cString: strerror(errno)))
        }
        let fileType = status.st_mode & S_IFMT
        if fileType == S_IFDIR { throw .isDirectory(path: path) }
        guard fileType == S_IFREG else {
            return try readAll(descriptor: descriptor, path: path, expectedSize: nil, byteLimit: byteLimit)
        }
        // Reading from the current position: standard input redirected from a file may have been
        // read from already.
        let position = isStandardInput ? max(0, Int(lseek(descriptor, 0, SEEK_CUR))) : 0
        let size = max(0, Int(status.st_size) - position)
        if size > byteLimit { throw tooLarge(path: path, limit: byteLimit) }
        // Files that give no size (those of /proc) are read like streams.
        return try readAll(
            descriptor: descriptor, path: path, expectedSize: status.st_size > 0 ? size : nil, byteLimit: byteLimit)
    }

    /// The one error for input past the byte limit, whatever the input is.
    static func tooLarge(path: String, limit: Int) -> JSONLoadError {
        .tooLarge(path: path, reason: "more than \(NumberText.grouped(limit)) bytes, the most one document can hold")
    }

    /// Reads to the end of input into memory from ``MemoryBudget`` (so that running out of memory
    /// is an error, not a crash). With an `expectedSize` (a regular file), reading more or fewer bytes
    /// means the file changed while it was read: an error, never part of a file taken for all of it.
    static func readAll(
        descriptor: Int32, path: String, expectedSize: Int?, byteLimit: Int, allowsBlank: Bool = false
    ) throws(JSONLoadError) -> SourceBuffer {
        // One spare byte beyond the expected size lets the final read report end of file without
        // growing, or tells that the file grew; one byte beyond the limit tells that a stream
        // exceeds it.
        let capacityLimit = byteLimit + 1 + SourceBuffer.padding
        var capacity = min((expectedSize ?? (1 << 16)) + 1 + SourceBuffer.padding, capacityLimit)
        func outOfMemory(_ bytes: Int) -> JSONLoadError {
            .tooLarge(path: path, reason: "not enough memory to read \(NumberText.grouped(bytes)) bytes")
        }
        guard var base = MemoryBudget.bytes(capacity) else { throw outOfMemory(capacity) }
        HugePages.advise(base, byteCount: capacity)
        var count = 0
        while true {
            if capacity - count - SourceBuffer.padding <= 0 {
                if expectedSize != nil { break }
                let largerCapacity = min(capacity * 2, capacityLimit)
                guard let larger = MemoryBudget.resize(base, to: largerCapacity) else {
                    free(base)
                    throw outOfMemory(largerCapacity)
                }
                base = larger
                capacity = largerCapacity
            }
            let received = read(descriptor, base + count, capacity - count - SourceBuffer.padding)
            if received == 0 { break }
            if received < 0 {
                let code = errno
                if code == EINTR { continue }
                free(base)
                if code == EISDIR { throw .isDirectory(path: path) }
                throw .unreadable(path: path, reason: String(cString: strerror(code)))
            }
            count += received
            if count > byteLimit {
                free(base)
                throw tooLarge(path: path, limit: byteLimit)
            }
        }
        if let expectedSize, count != expectedSize {
            free(base)
            throw .changedWhileReading(path: path, expected: expectedSize, read: count)
        }
        let source = SourceBuffer(adoptingMallocated: base, count: count)
        if !allowsBlank, isBlank(source) { throw .empty(path: path) }
        return source
    }

    private static func isBlank(_ source: SourceBuffer) -> Bool {
        let start = source.hasLeadingByteOrderMark ? 3 : 0
        return JSONWhitespace.skip(in: source.base, from: start, to: source.count) == source.count
    }

    private static func openError(path: String, code: Int32) -> JSONLoadError {
        switch code {
        case ENOENT, ENOTDIR: .fileNotFound(path: path)
        case EISDIR: .isDirectory(path: path)
        default: .unreadable(path: path, reason: String(cString: strerror(code)))
        }
    }
}
