/// How the records of an input are separated, and so how reading recovers after a bad one.
enum RecordLayout: Sendable, Hashable {
    /// JSON Lines: one value per line (a value may still span lines). A bad record is the line it
    /// starts on; reading resumes on the next line. A bad value that went on past its line (a
    /// pretty-printed record) ends as a concatenated one does, with the rest of its last line.
    case lines
    /// Values separated only by whitespace, spanning any number of lines, as `jq` reads them. A bad
    /// record ends where its value closes (brackets counted outside strings), or at an earlier line
    /// that starts an object or array no further indented than its line (a value that never closes); a
    /// bad scalar at the next whitespace. Reading resumes at the next value, whatever it is, and no
    /// value inside a bad record is read as a record of its own.
    case concatenated
    /// RFC 7464 JSON text sequences: every record starts with the byte 0x1E. A bad record ends at
    /// the next 0x1E; a record holding two values is bad.
    case sequence

    static let recordSeparator: UInt8 = 0x1E
}
