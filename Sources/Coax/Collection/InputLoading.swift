#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Small steps shared by the loaders: one document from bytes or a file, as `JSONDocument`
/// loads it, with the same errors.
enum InputLoading {
    /// Parses a whole source as one document; an empty source is `.empty`, as for a file.
    static func document(
        from source: SourceBuffer, input: String, options: JSONParseOptions
    ) -> Result<JSONDocument, JSONLoadError> {
        do {
            return .success(try JSONDocument(source: source, options: options))
        } catch {
            switch error.reason {
            case .emptyInput: return .failure(.empty(path: input))
            // Out of memory while indexing: the same error as for a file read with `load`.
            case .documentTooLarge(let detail): return .failure(.tooLarge(path: input, reason: detail))
            default: return .failure(.invalidJSON(path: input, error: error))
            }
        }
    }

    /// Whether a parse error is the one for a second value after the first: the input is then
    /// a run of records, not one document.
    static func isSecondValue(_ error: JSONParseError) -> Bool {
        if case .unexpectedCharacter(_, let expected) = error.reason {
            return expected == JSONParser.afterTopLevelValue
        }
        return false
    }

    /// Reads up to `count` bytes from the start of a regular file without moving its offset.
    static func peek(descriptor: Int32, count: Int) -> SourceBuffer {
        let base = UnsafeMutablePointer<UInt8>.allocate(capacity: count + SourceBuffer.padding)
        var filled = 0
        while filled < count {
            let received = pread(descriptor, base + filled, count - filled, off_t(filled))
            if received < 0, errno == EINTR { continue }
            guard received > 0 else { break }
            filled += received
        }
        return SourceBuffer(adopting: base, count: filled)
    }

    /// The error `JSONDocument.load` gives when a path cannot be opened.
    static func openError(path: String, code: Int32) -> JSONLoadError {
        switch code {
        case ENOENT, ENOTDIR: .fileNotFound(path: path)
        case EISDIR: .isDirectory(path: path)
        default: .unreadable(path: path, reason: String(cString: strerror(code)))
        }
    }
}
