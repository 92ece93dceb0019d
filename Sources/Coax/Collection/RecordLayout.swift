/// How the records of an input are separated, and so how reading recovers after a bad one.
enum RecordLayout: Sendable, Hashable {
    /// JSON Lines: one value per line (a value may still span lines). A bad record is the line it
    /// starts on; reading resumes on the next line.
    case lines
    /// Values separated only by whitespace, spanning any number of lines, as `jq` reads them. After
    /// a bad record, reading resumes at the next line that starts with `{` or `[` (where a
    /// pretty-printed value starts).
    case concatenated
    /// RFC 7464 JSON text sequences: every record starts with the byte 0x1E. A bad record ends at
    /// the next 0x1E.
    case sequence

    static let recordSeparator: UInt8 = 0x1E
}
