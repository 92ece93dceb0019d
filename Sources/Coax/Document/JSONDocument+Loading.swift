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
    /// ```
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
    /// let bytes = try JSONDocument.readBytes(path: "data.json")
    /// ```
    public static func readBytes(path: String) throws(JSONLoadError) -> [UInt8] {
        let source = try readSource(path: path)
        return Array(source.bytes)
    }

    /// Files at least this large are memory-mapped instead of read.
    static let mappingThreshold = 1 << 20

    /// The most bytes read from a stream or device: what one tape can address. Reading stops
    /// there, so that an endless input such as `/dev/zero` fails instead of exhausting memory.
    static let byteLimit = TapeEntry.maximumOffset

    /// The bytes of a file, or of standard input for `-`. Input larger than `byteLimit` is refused
    /// before anything is read when its size is known (a regular file, also on standard input),
    /// and as soon as the limit is passed otherwise, with the same error either way.
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
        let isRegular = fileType == S_IFREG
        let size = isRegular ? Int(status.st_size) : 1 << 16
        if isRegular, size > byteLimit { throw tooLarge(path: path, limit: byteLimit) }
        if isRegular, !isStandardInput, size >= mappingThreshold,
            let mapped = SourceBuffer(mapping: descriptor, count: size)
        {
            if isBlank(mapped) { throw .empty(path: path) }
            return mapped
        }
        return try readAll(descriptor: descriptor, path: path, sizeHint: size, byteLimit: byteLimit)
    }

    /// The one error for input past the byte limit, whatever the input is.
    static func tooLarge(path: String, limit: Int) -> JSONLoadError {
        .tooLarge(path: path, reason: "more than \(NumberText.grouped(limit)) bytes, the most one document can hold")
    }

    private static func readAll(
        descriptor: Int32, path: String, sizeHint: Int, byteLimit: Int
    ) throws(JSONLoadError) -> SourceBuffer {
        // One spare byte beyond the expected size lets the final read report end of file without growing.
        // Room for one byte beyond the limit is all it takes to tell that the input exceeds it.
        let capacityLimit = byteLimit + 1 + SourceBuffer.padding
        var capacity = min(max(sizeHint, 1) + 1 + SourceBuffer.padding, capacityLimit)
        var base = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
        HugePages.advise(base, byteCount: capacity)
        var count = 0
        while true {
            if capacity - count - SourceBuffer.padding <= 0 {
                let largerCapacity = min(capacity * 2, capacityLimit)
                let larger = UnsafeMutablePointer<UInt8>.allocate(capacity: largerCapacity)
                larger.moveInitialize(from: base, count: count)
                base.deallocate()
                base = larger
                capacity = largerCapacity
            }
            let received = read(descriptor, base + count, capacity - count - SourceBuffer.padding)
            if received == 0 { break }
            if received < 0 {
                if errno == EINTR { continue }
                let reason = errno == EISDIR ? "is a directory" : String(cString: strerror(errno))
                base.deallocate()
                if errno == EISDIR { throw .isDirectory(path: path) }
                throw .unreadable(path: path, reason: reason)
            }
            count += received
            if count > byteLimit {
                base.deallocate()
                throw tooLarge(path: path, limit: byteLimit)
            }
        }
        let source = SourceBuffer(adopting: base, count: count)
        if isBlank(source) { throw .empty(path: path) }
        return source
    }

    private static func isBlank(_ source: SourceBuffer) -> Bool {
        var offset = source.hasLeadingByteOrderMark ? 3 : 0
        while offset < source.count {
            let byte = source[offset]
            guard byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 else { return false }
            offset += 1
        }
        return true
    }

    private static func openError(path: String, code: Int32) -> JSONLoadError {
        switch code {
        case ENOENT, ENOTDIR: .fileNotFound(path: path)
        case EISDIR: .isDirectory(path: path)
        default: .unreadable(path: path, reason: String(cString: strerror(code)))
        }
    }
}
